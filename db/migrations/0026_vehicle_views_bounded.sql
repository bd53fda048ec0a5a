CREATE TABLE "vehicle_view_addresses" (
	"address_hash" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "vehicle_view_addresses_address_hash_day_pk" PRIMARY KEY("address_hash","day")
);
--> statement-breakpoint
CREATE TABLE "vehicle_view_days" (
	"vehicle_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "vehicle_view_days_vehicle_id_day_pk" PRIMARY KEY("vehicle_id","day")
);
--> statement-breakpoint
ALTER TABLE "vehicle_view_days" ADD CONSTRAINT "vehicle_view_days_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_views_day_idx" ON "vehicle_views" USING btree ("day");