-- Bump stock_version once per statement that changes vehicles: caches of the stock compare versions.
INSERT INTO "stock_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vehicles_bump_stock_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
