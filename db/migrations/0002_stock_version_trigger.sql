-- Bump stock_version once per statement that changes what the stock search reads: caches of the stock
-- compare versions. Counters (view_count, fav_number) and descriptive columns do not bump it; the
-- search-keyword table (synonyms) does.
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
  AFTER INSERT OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER vehicles_bump_stock_version_on_update
  AFTER UPDATE OF status, maker_id, model_id, color_id, type, fuel_type, transmission_type, quality_grade, is_left_handle, is4wd,
    price_fob, original_price, year4, kilo_meters, engine_size, arrived_at, stock_number, search_text ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER search_keywords_bump_stock_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_keywords
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
