CREATE TABLE "import_tax_countries" (
	"country_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"confidence" text NOT NULL,
	"valuation_basis" text NOT NULL,
	"valuation_note" text,
	"depreciation_by_age" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_counted_from" text DEFAULT 'manufacture' NOT NULL,
	"reference_includes_taxes" text[] DEFAULT '{}' NOT NULL,
	"reference_includes_margin" numeric(6, 4) DEFAULT 0 NOT NULL,
	"reference_adds_freight" boolean DEFAULT false NOT NULL,
	"higher_of_reference_and_cif" boolean DEFAULT false NOT NULL,
	"bans" text,
	"caveats" text,
	"as_of" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_tax_countries_confidence" CHECK ("import_tax_countries"."confidence" in ('sourced', 'partly sourced', 'unknown')),
	CONSTRAINT "import_tax_countries_valuation_basis" CHECK ("import_tax_countries"."valuation_basis" in ('CIF', 'reference-price')),
	CONSTRAINT "import_tax_countries_age_counted_from" CHECK ("import_tax_countries"."age_counted_from" in ('manufacture', 'first-registration')),
	CONSTRAINT "import_tax_countries_margin" CHECK ("import_tax_countries"."reference_includes_margin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "import_taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"position" integer NOT NULL,
	"tax_id" text NOT NULL,
	"label" text NOT NULL,
	"rate" numeric(12, 8),
	"amount" numeric(18, 4),
	"amount_currency" text,
	"per_cc" numeric(14, 6),
	"per_cc_currency" text,
	"base" text[] DEFAULT '{}' NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"effective_from" date,
	"source" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_taxes_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "import_taxes_not_negative" CHECK (coalesce("import_taxes"."rate", 0) >= 0 and coalesce("import_taxes"."amount", 0) >= 0 and coalesce("import_taxes"."per_cc", 0) >= 0),
	CONSTRAINT "import_taxes_charges_something" CHECK ("import_taxes"."rate" is not null or "import_taxes"."amount" is not null or "import_taxes"."per_cc" is not null)
);
--> statement-breakpoint
CREATE TABLE "reference_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country_id" integer NOT NULL,
	"maker" text NOT NULL,
	"model" text NOT NULL,
	"engine_cc" integer,
	"year" integer,
	"price" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_prices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "reference_prices_one_per_car" UNIQUE NULLS NOT DISTINCT("country_id","maker","model","engine_cc","year"),
	CONSTRAINT "reference_prices_price" CHECK ("reference_prices"."price" > 0),
	CONSTRAINT "reference_prices_engine_cc" CHECK ("reference_prices"."engine_cc" is null or "reference_prices"."engine_cc" > 0),
	CONSTRAINT "reference_prices_year" CHECK ("reference_prices"."year" is null or "reference_prices"."year" between 1950 and 2100)
);
--> statement-breakpoint
ALTER TABLE "import_tax_countries" ADD CONSTRAINT "import_tax_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_taxes" ADD CONSTRAINT "import_taxes_country_id_import_tax_countries_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."import_tax_countries"("country_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_prices" ADD CONSTRAINT "reference_prices_country_id_import_tax_countries_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."import_tax_countries"("country_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_taxes_country_id_position_index" ON "import_taxes" USING btree ("country_id","position");