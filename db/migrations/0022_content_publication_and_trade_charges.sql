CREATE TYPE "public"."publication_status" AS ENUM('Draft', 'Published');--> statement-breakpoint
CREATE TABLE "trade_charges" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"insured_percent_of_cfr" integer NOT NULL,
	"minimum_insurance_premium_jpy" integer NOT NULL,
	"minimum_chargeable_cubic_metres" numeric(6, 2) NOT NULL,
	"container_vanning_jpy" integer NOT NULL,
	"inspection_certificate_jpy" integer NOT NULL,
	"days_to_departure" integer NOT NULL,
	"default_transit_days" integer NOT NULL,
	"default_loading_port_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_charges_one_row" CHECK ("trade_charges"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "status" "publication_status" DEFAULT 'Published' NOT NULL;--> statement-breakpoint
ALTER TABLE "country_pages" ADD COLUMN "status" "publication_status" DEFAULT 'Published' NOT NULL;--> statement-breakpoint
ALTER TABLE "country_pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" "publication_status" DEFAULT 'Published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" "publication_status" DEFAULT 'Published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "status" "publication_status" DEFAULT 'Published' NOT NULL;--> statement-breakpoint
INSERT INTO "trade_charges" ("id", "insured_percent_of_cfr", "minimum_insurance_premium_jpy", "minimum_chargeable_cubic_metres", "container_vanning_jpy", "inspection_certificate_jpy", "days_to_departure", "default_transit_days", "default_loading_port_code") VALUES (1, 110, 5000, 8, 35000, 18000, 21, 35, 'JPYOK') ON CONFLICT DO NOTHING;
