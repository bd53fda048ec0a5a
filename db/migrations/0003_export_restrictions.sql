ALTER TABLE "countries" ADD COLUMN "export_max_engine_cc" integer;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "export_banned_fuel_types" text[];--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "export_max_price_jpy" integer;