-- Stock changes (ADR 018), the update trigger again. 0010 found the changed vehicles by joining the
-- statement's old and new rows on id; the planner has no statistics for transition tables and chose a
-- nested loop, so an update of n vehicles compared n^2 pairs: 10,000 prices at 200,000 vehicles took
-- about 4 minutes on PGlite, nearly all of it in the trigger. Grouping both sides by id sorts or hashes
-- instead: linear-logarithmic whatever the plan.
CREATE OR REPLACE FUNCTION vehicles_updated_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A view or a favourite only moves a counter: not a change to the stock.
  PERFORM record_stock_change(ARRAY(
    SELECT id FROM (
      SELECT n.id, to_jsonb(n) - '{view_count,fav_number,updated_at}'::text[] AS shown FROM new_rows n
      UNION ALL
      SELECT o.id, to_jsonb(o) - '{view_count,fav_number,updated_at}'::text[] FROM old_rows o
    ) sides
    GROUP BY id
    HAVING count(DISTINCT shown) > 1));
  RETURN NULL;
END;
$$;
