CREATE TYPE "public"."order_status" AS ENUM('Reserved', 'Paid', 'Lapsed', 'Cancelled');--> statement-breakpoint
CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
DROP INDEX "orders_vehicle_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" "order_status" DEFAULT 'Reserved' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignee" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_from_status" "vehicle_status" NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_vehicle_unique" ON "orders" USING btree ("vehicle_id") WHERE "orders"."status" in ('Reserved', 'Paid');--> statement-breakpoint
CREATE INDEX "orders_reserved_hold_until" ON "orders" USING btree ("hold_until") WHERE "orders"."status" = 'Reserved';