CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"credited_jpy" integer NOT NULL,
	"received_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"note" text,
	"recorded_by" text,
	"recorded_by_email" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	"reversed_by_email" text,
	"reversal_reason" text,
	CONSTRAINT "order_payments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0 and "order_payments"."credited_jpy" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_id_index" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_unique" ON "order_payments" USING btree ("order_id",lower("bank_reference")) WHERE "order_payments"."reversed_at" is null;
--> statement-breakpoint
-- Orders paid before payments were entered one by one: one payment of the whole total, on the day it was recorded.
INSERT INTO "order_payments" ("order_id", "amount", "currency", "credited_jpy", "received_on", "bank_reference", "note", "recorded_at")
SELECT "id", "total_cif", 'JPY', "total_cif", ("paid_at" AT TIME ZONE 'Asia/Tokyo')::date, 'before-payment-entries-' || "order_number", 'Recorded as paid in full before payments were entered one by one.', "paid_at"
FROM "orders" WHERE "paid_at" IS NOT NULL AND "total_cif" > 0;
