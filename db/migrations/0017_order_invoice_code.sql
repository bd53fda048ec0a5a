ALTER TABLE "orders" ADD COLUMN "invoice_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bank_account" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoiceCode_unique" UNIQUE("invoice_code");