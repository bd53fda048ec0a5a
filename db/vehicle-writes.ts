// Writes of many vehicles at once, shared by the demo seed and the back office's CSV import. Kept apart
// from db/seed: the seed's modules read the reference files when loaded, which the built server lacks.
import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from './client.ts';

/** Rows as json_populate_recordset reads them into `vehicles`: the columns by their database names. */
export function vehicleRecordset(rows: readonly object[]): { columns: string[]; json: string } {
  const columns = Object.keys(rows[0] ?? {}).map(toSnakeCase);
  return { columns, json: JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [toSnakeCase(key), value])))) };
}

/**
 * Inserts in batches of 5,000, each batch one JSON parameter expanded by json_populate_recordset: about
 * ten times faster than multi-row VALUES on PGlite, and the same SQL on PostgreSQL.
 */
export async function insertVehicles(db: Database, rows: readonly object[]): Promise<void> {
  const batchSize = 5000;
  for (let i = 0; i < rows.length; i += batchSize) {
    const { columns, json } = vehicleRecordset(rows.slice(i, i + batchSize));
    const columnList = sql.raw(columns.map((c) => `"${c}"`).join(', '));
    await db.execute(sql`insert into vehicles (${columnList}) select ${columnList} from json_populate_recordset(null::vehicles, ${json}::json)`);
  }
}

/** Sets each keyword's vehicle count from the listed stock: how many vehicles its target term finds. */
export async function refreshSearchKeywordCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with listed as (
      select v.grade, mk.name as maker, md.name as model
      from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id
      where v.is_listed
    ), terms as (
      select lower(maker) as term, count(*)::int as n from listed group by 1
      union all select lower(model), count(*)::int from listed group by 1
      union all select lower(maker || ' ' || model), count(*)::int from listed group by 1
      union all select lower(model || ' ' || grade), count(*)::int from listed where grade is not null group by 1
    ), totals as (select term, sum(n)::int as n from terms group by term)
    update search_keywords k set vehicle_count = coalesce(t.n, 0)
    from search_keywords k2 left join totals t on t.term = lower(k2.target_text)
    where k2.id = k.id`);
}
