ALTER TABLE "shipping_informations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_informations" ADD COLUMN "customs_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_informations" ADD COLUMN "inland_handed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_informations" ADD COLUMN "delivered_at" timestamp with time zone;