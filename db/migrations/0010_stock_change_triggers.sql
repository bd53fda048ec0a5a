-- Stock changes (ADR 018). Every statement that changes what the stock index or a stock page shows bumps
-- stock_version once, records the vehicles it changed under that version in stock_changes (same
-- transaction), and wakes the listeners of the channel stock_changes at commit (one notification per
-- transaction: an empty payload is sent once). vehicle_id 0 asks for a reload of the whole stock, -1 says
-- the search keywords changed. This replaces the statement triggers of 0002: an update now counts when any
-- column other than the counters (view_count, fav_number) and updated_at really changed, pictures and
-- remarks included, so the pages showing them are purged too.
DROP TRIGGER IF EXISTS vehicles_bump_stock_version ON vehicles;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vehicles_bump_stock_version_on_update ON vehicles;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_keywords_bump_stock_version ON search_keywords;
--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_stock_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_stock_change(vehicle_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF cardinality(vehicle_ids) = 0 THEN
    RETURN;
  END IF;
  -- The version row stays locked until commit: versions are handed out in commit order.
  UPDATE stock_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  INSERT INTO stock_changes (version, vehicle_id) SELECT v, unnest(vehicle_ids) ON CONFLICT DO NOTHING;
  DELETE FROM stock_changes WHERE version <= v - 1000;
  PERFORM pg_notify('stock_changes', '');
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_inserted_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_stock_change(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_updated_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A view or a favourite only moves a counter: not a change to the stock.
  PERFORM record_stock_change(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - '{view_count,fav_number,updated_at}'::text[] IS DISTINCT FROM to_jsonb(o) - '{view_count,fav_number,updated_at}'::text[]));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_deleted_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_stock_change(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION whole_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_stock_change(ARRAY[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_keywords_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_stock_change(ARRAY[-1]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_change_insert
  AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicles_inserted_stock_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_change_update
  AFTER UPDATE ON vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicles_updated_stock_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_change_delete
  AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicles_deleted_stock_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_stock_change_truncate
  AFTER TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION whole_stock_change();
--> statement-breakpoint
-- Only the keyword and its target feed the index's synonyms; vehicle_count is refreshed without a change.
CREATE TRIGGER search_keywords_stock_change
  AFTER INSERT OR DELETE OR TRUNCATE ON search_keywords
  FOR EACH STATEMENT EXECUTE FUNCTION search_keywords_stock_change();
--> statement-breakpoint
CREATE TRIGGER search_keywords_stock_change_on_update
  AFTER UPDATE OF normalized_text, target_text ON search_keywords
  FOR EACH STATEMENT EXECUTE FUNCTION search_keywords_stock_change();
--> statement-breakpoint
-- Names of makers, models and colours are held by the index (filters, facets, the MakerModel order): a
-- rename reloads it. A new one needs nothing until a vehicle uses it.
CREATE TRIGGER makers_stock_change
  AFTER UPDATE OF name OR DELETE ON makers
  FOR EACH STATEMENT EXECUTE FUNCTION whole_stock_change();
--> statement-breakpoint
CREATE TRIGGER models_stock_change
  AFTER UPDATE OF name, maker_id OR DELETE ON models
  FOR EACH STATEMENT EXECUTE FUNCTION whole_stock_change();
--> statement-breakpoint
CREATE TRIGGER colors_stock_change
  AFTER UPDATE OF name, slug OR DELETE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION whole_stock_change();
