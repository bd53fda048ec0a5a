DROP INDEX "user_coupons_coupon_id_index";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "for_anyone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_by_id" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_by_email" text;--> statement-breakpoint
CREATE INDEX "orders_user_coupon_id_index" ON "orders" USING btree ("user_coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_coupon_id_user_id_index" ON "user_coupons" USING btree ("coupon_id","user_id");