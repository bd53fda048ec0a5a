CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"invoice_currency" text DEFAULT 'JPY' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_invoice_currency" CHECK ("site_settings"."invoice_currency" in ('JPY', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_currency" text DEFAULT 'JPY' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_usd_rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_total" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_item_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every order before this was invoiced in yen: its invoice is its yen total and items.
UPDATE "orders" SET "invoice_total" = "total_cif", "invoice_item_prices" = "item_prices";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "invoice_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_currency" CHECK ("orders"."invoice_currency" in ('JPY', 'USD') and ("orders"."invoice_currency" = 'JPY' or "orders"."invoice_usd_rate" > 0));--> statement-breakpoint
-- The one row of settings, yen as before.
INSERT INTO "site_settings" ("id", "invoice_currency") VALUES (true, 'JPY');
