// The tax tables, reference prices and the makers' and models' names the estimate matches them on, kept in
// each process beside the quote's destinations (ADR 027, 059): read once per database, dropped on every
// process when the 'trade' area changes (the back office's tax page calls siteDataChanged(tx, 'trade')),
// and read again each minute as a backstop.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { makers, models } from '#db/schema/catalogue.ts';
import { countries } from '#db/schema/geography.ts';
import { referencePrices } from '#db/schema/import-taxes.ts';
import { onSiteDataChange } from '../content/site-data-registry.ts';
import type { RequestContext } from '../context.ts';
import { readImportTaxTables, REFERENCE_PRICE_FIELDS } from './import-tax-tables.ts';
import type { ImportTaxTable, ReferencePrice } from './import-taxes.ts';

export interface ImportTaxData {
  /** By ISO country code. */
  tables: Map<string, ImportTaxTable>;
  /** Each country's reference prices, by ISO country code; one array per country, so findReferencePrice indexes it once. */
  referencePrices: Map<string, ReferencePrice[]>;
  makerNames: Map<number, string>;
  modelNames: Map<number, string>;
}

const REFRESH_MS = 60_000;
const cache = new WeakMap<
  Database,
  { at: number; value: Promise<ImportTaxData> }
>();

export function loadImportTaxData(
  ctx: Pick<RequestContext, 'db'>,
): Promise<ImportTaxData> {
  const hit = cache.get(ctx.db);
  const now = Date.now();
  if (hit && now - hit.at < REFRESH_MS) return hit.value;
  const value = readImportTaxData(ctx.db);
  cache.set(ctx.db, { at: now, value });
  value.catch(() => cache.delete(ctx.db));
  return value;
}

/** Forget what was loaded, after staff (or a test) change a tax table or a reference price. */
export function invalidateImportTaxData(db: Database): void {
  cache.delete(db);
}
// Dropped on every process when staff change the tables behind the estimate (ADR 027).
onSiteDataChange('trade', invalidateImportTaxData);

export async function readImportTaxData(db: Database): Promise<ImportTaxData> {
  // One after the other: a back-office change may read them inside its transaction.
  const tables = await readImportTaxTables(db);
  const [priceRows, makerRows, modelRows] = await readTogether(db, [
    db
      .select({ code: countries.code, ...REFERENCE_PRICE_FIELDS })
      .from(referencePrices)
      .innerJoin(countries, eq(countries.id, referencePrices.countryId))
      .orderBy(asc(referencePrices.id)),
    db.select({ id: makers.id, name: makers.name }).from(makers),
    db.select({ id: models.id, name: models.name }).from(models),
  ]);
  const prices = new Map<string, ReferencePrice[]>();
  for (const { code, ...price } of priceRows) {
    const list = prices.get(code);
    if (list) list.push(price);
    else prices.set(code, [price]);
  }
  return {
    tables,
    referencePrices: prices,
    makerNames: new Map(makerRows.map((m) => [m.id, m.name])),
    modelNames: new Map(modelRows.map((m) => [m.id, m.name])),
  };
}
