CREATE TABLE "stock_changes" (
	"version" bigint NOT NULL,
	"vehicle_id" integer NOT NULL,
	CONSTRAINT "stock_changes_version_vehicle_id_pk" PRIMARY KEY("version","vehicle_id")
);
