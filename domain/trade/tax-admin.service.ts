// The countries' duties in the back office (issue 39, ADR 059), for admins: each country's rows with the
// dates they apply from and its reference prices; a change of rates added as a new set of rows from a day,
// never by editing the rows that price ships arriving before it. A change is previewed first (the estimate
// of three sample cars before and after, and the buyers' open orders it moves), refused with what is
// wrong when the table could not compute (checkImportTaxTable), and saved in one transaction with its
// audit entry, the affected buyers told, and every process using it within a second (ADR 027).
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { countries } from '#db/schema/geography.ts';
import { importTaxCountries, importTaxes } from '#db/schema/import-taxes.ts';
import { siteDataApplied } from '../content/site-data-registry.ts';
import { siteDataChanged } from '../content/site-data.ts';
import type { RequestContext } from '../context.ts';
import { type AuthenticationError, InvalidInputError, type InputIssue, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { findCountry, loadDestinations, type Destinations } from './destinations.ts';
import { checkImportTaxTable } from './import-tax-check.ts';
import { loadImportTaxData } from './import-tax-data.ts';
import { CONTROL, importTaxRowValues, readImportTaxTable, readReferencePrices, taxCountryCode } from './import-tax-tables.ts';
import { estimateImportTaxes, findReferencePrice, type ImportTaxRow, type ImportTaxTable, type RateCurrency, type ReferencePrice, type TaxedVehicle } from './import-taxes.ts';
import { openOrdersOf, ordersMovedBy, tellBuyersOfTaxChange, type AffectedOrder } from './tax-change-orders.ts';

type StaffError = NotAuthenticatedError | AuthenticationError;

export interface TaxRowView extends ImportTaxRow {
  uuid: string;
  position: number;
  /** In force on the day asked about (today, or the change's day): the latest rows of its tax not after it. */
  inForce: boolean;
}

export interface TaxCountrySummary {
  code: string;
  name: string;
  confidence: string;
  currency: string;
  rows: number;
  referencePrices: number;
}

export interface TaxCountryView {
  code: string;
  name: string;
  table: ImportTaxTable;
  rows: TaxRowView[];
  referencePrices: ReferencePrice[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Every country with a table, by name: from the tables kept in the process, as the estimates read them. */
export async function taxCountriesByAdmin(ctx: RequestContext): Promise<TaxCountrySummary[] | StaffError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['list'] });
  if (refused) return refused;
  const [data, names] = await Promise.all([loadImportTaxData(ctx), ctx.db.select({ code: countries.code, name: countries.name }).from(countries)]);
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  return [...data.tables.values()]
    .map((t) => ({ code: t.countryCode, name: nameOf.get(t.countryCode) ?? t.countryCode, confidence: t.confidence, currency: t.currency, rows: t.rows.length, referencePrices: data.referencePrices.get(t.countryCode)?.length ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Which of the rows are in force on `day`: of each tax, those of the latest date not after it. */
export function inForceOn(rows: readonly ImportTaxRow[], day: string): Set<ImportTaxRow> {
  const latest = new Map<string, string>();
  for (const r of rows) {
    const from = r.effectiveFrom ?? '';
    if (from > day) continue;
    if (!latest.has(r.taxId) || from > latest.get(r.taxId)!) latest.set(r.taxId, from);
  }
  return new Set(rows.filter((r) => latest.has(r.taxId) && (r.effectiveFrom ?? '') === latest.get(r.taxId)));
}

/** A country's table as stored now (in `db`, a change's transaction), its rows' ids and in-force marks for `day`. */
async function readCountry(db: Database, code: string, day: string): Promise<(TaxCountryView & { countryId: number }) | null> {
  const stored = await readImportTaxTable(db, code);
  if (!stored) return null;
  const [[country], referencePrices] = await readTogether(db, [db.select({ name: countries.name }).from(countries).where(eq(countries.id, stored.countryId)), readReferencePrices(db, code)]);
  const inForce = inForceOn(stored.table.rows, day);
  const rows = stored.table.rows.map((r, i) => ({ ...r, ...stored.rowIds[i]!, inForce: inForce.has(r) }));
  return { countryId: stored.countryId, code, name: country!.name, table: stored.table, rows, referencePrices };
}

/** A country's table with every row, history included, and its reference prices; rows in force today marked. */
export async function taxCountryByAdmin(ctx: RequestContext, code: string): Promise<TaxCountryView | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['list'] });
  if (refused) return refused;
  const wanted = taxCountryCode(code);
  const view = wanted ? await readCountry(ctx.db, wanted, dayOf(ctx.now)) : null;
  if (!view) return new NotFoundError('No tax table for this country.');
  const { countryId: _, ...rest } = view;
  return rest;
}

/** A change of rates: new values for rows in force on the day it applies from, added as that tax's new rows from then. */
export interface TaxChangeInput {
  countryCode: string;
  /** YYYY-MM-DD: the first arrival day priced by the new rows. */
  effectiveFrom: string;
  /** Where the new rates come from (a gazette, a finance act). */
  source: string;
  /** The rows changed, by their uuid: a rate in percent, a fixed amount, an amount per cc; an empty value keeps the row's. */
  rows: { rowId: string; ratePercent?: string | null; amount?: string | null; perCc?: string | null }[];
}

export interface TaxSample {
  car: string;
  before: string;
  after: string;
}

export interface AffectedOrderView {
  orderNumber: string;
  orderUuid: string;
  buyerEmail: string;
  language: string;
  arrival: string;
  before: string;
  after: string;
}

export interface TaxChangePreview {
  countryCode: string;
  effectiveFrom: string;
  /** The new rows, as they would be added. */
  newRows: ImportTaxRow[];
  warnings: string[];
  samples: TaxSample[];
  affected: AffectedOrderView[];
}

interface PlannedChange {
  country: TaxCountryView & { countryId: number };
  before: ImportTaxTable;
  after: ImportTaxTable;
  newRows: (ImportTaxRow & { position: number })[];
  warnings: string[];
}

/** How far ahead a change may start: a rate further off than this is not known yet, and a typo (9999) prices nothing. */
export const MAX_YEARS_AHEAD = 5;

/**
 * A typed value's bounds, as the form and the API take them: the rate in percent (at most 500 %: Guyana's
 * largest excise is 140 %), a fixed amount and an amount per cc in the row's currency, each within what
 * import_taxes can hold, to the decimals it keeps.
 */
const VALUES = {
  rate: { max: 500, decimals: 6, words: 'the rate is a percent from 0 to 500, such as 35 or 22.5' },
  amount: { max: 1_000_000_000_000, decimals: 4, words: 'the fixed amount is a number from 0 to 1,000,000,000,000, such as 5000' },
  perCc: { max: 1_000_000, decimals: 6, words: 'the amount per cc is a number from 0 to 1,000,000, such as 1.5' },
} as const;

/** A typed value: undefined when left empty, else the number or what is wrong with it. */
function typedValue(text: string | null | undefined, kind: keyof typeof VALUES): number | { problem: string } | undefined {
  const t = String(text ?? '').trim().replace(/,/g, '');
  if (t === '') return undefined;
  const { max, decimals, words } = VALUES[kind];
  const shown = t.length > 40 ? `${t.slice(0, 40)}…` : t;
  if (/^-\d/.test(t)) return { problem: `${words}; not negative (${shown}).` };
  if (!/^\d+(\.\d+)?$/.test(t)) return { problem: `${words}, not “${shown}”.` };
  if ((t.split('.')[1]?.length ?? 0) > decimals) return { problem: `${words}, with at most ${decimals} decimals, not ${shown}.` };
  const n = Number(t);
  if (!(n <= max)) return { problem: `${words}; ${shown} is more than ${max.toLocaleString('en-US')}.` };
  return n;
}

/** The change read and checked against the table as it is in `db`: the new table, or what is wrong. */
async function planChange(ctx: RequestContext, db: Database, input: TaxChangeInput): Promise<PlannedChange | InvalidInputError | NotFoundError> {
  const code = taxCountryCode(input.countryCode);
  if (!code) return new NotFoundError('No tax table for this country.');
  const issues: InputIssue[] = [];
  const day = String(input.effectiveFrom ?? '').trim();
  const today = dayOf(ctx.now);
  const latest = dayOf(new Date(Date.UTC(ctx.now.getUTCFullYear() + MAX_YEARS_AHEAD, ctx.now.getUTCMonth(), ctx.now.getUTCDate())));
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) issues.push({ fieldname: 'effectiveFrom', message: 'Give the day the new rates apply from, such as 2027-01-01.' });
  else if (day < today) issues.push({ fieldname: 'effectiveFrom', message: `A change applies from today (${today}) or later: the rows before it keep pricing the ships that arrived under them.` });
  else if (day > latest) issues.push({ fieldname: 'effectiveFrom', message: `A change applies from at most ${MAX_YEARS_AHEAD} years ahead (${latest}): rates further off are not known yet.` });
  const source = String(input.source ?? '').trim();
  if (!source) issues.push({ fieldname: 'source', message: 'Say where the new rates come from (the gazette or finance act), for the estimate’s sources.' });
  else if (source.length > 300) issues.push({ fieldname: 'source', message: 'The source is at most 300 characters.' });
  else if (CONTROL.test(source)) issues.push({ fieldname: 'source', message: 'The source is one line of text: no control characters (a NUL byte, a tab, a line break).' });
  const country = await readCountry(db, code, DAY.test(day) && day <= latest ? day : today);
  if (!country) return new NotFoundError('No tax table for this country.');
  if (issues.length) return new InvalidInputError(issues);

  const byUuid = new Map(country.rows.map((r) => [r.uuid, r]));
  const edits = new Map<string, { rate: number | null; amount: number | null; perCc: number | null }>();
  const sameBand = (a: TaxRowView, b: TaxRowView) => a.taxId === b.taxId && JSON.stringify(a.when) === JSON.stringify(b.when);
  for (const change of input.rows ?? []) {
    // The form lists the rows in force today: a change from a later day edits the same band's row in force then.
    const named = byUuid.get(change.rowId);
    const row = named && (named.inForce ? named : country.rows.find((r) => r.inForce && sameBand(r, named)));
    if (!row) {
      issues.push({ fieldname: `rows.${change.rowId}`, message: `That row is not in force on ${day}: change the rows in force then.` });
      continue;
    }
    const typed = { rate: typedValue(change.ratePercent, 'rate'), amount: typedValue(change.amount, 'amount'), perCc: typedValue(change.perCc, 'perCc') };
    const value = (field: keyof typeof typed): number | undefined => {
      const v = typed[field];
      if (typeof v !== 'object') return v;
      issues.push({ fieldname: `rows.${change.rowId}.${field}`, message: `${row.label}: ${v.problem}` });
      return undefined;
    };
    const [rate, amount, perCc] = [value('rate'), value('amount'), value('perCc')];
    const next = { rate: rate === undefined ? row.rate : Math.round(rate * 1e6) / 1e8, amount: amount ?? row.amount, perCc: perCc ?? row.perCc };
    if (next.rate !== row.rate || next.amount !== row.amount || next.perCc !== row.perCc) edits.set(row.uuid, next);
  }
  if (issues.length) return new InvalidInputError(issues);
  if (edits.size === 0) return new InvalidInputError([{ fieldname: 'rows', message: 'Change at least one rate, amount or amount per cc: nothing differs from the rows in force.' }]);

  // Every row of a changed tax in force on the day is added again from it, edited or not: from that day the
  // tax's new rows replace all its earlier ones, so a band left out would stop being charged.
  const changedTaxes = new Set([...edits.keys()].map((uuid) => byUuid.get(uuid)!.taxId));
  const newRows = country.rows
    .filter((r) => r.inForce && changedTaxes.has(r.taxId))
    .map(({ uuid, inForce: _, ...r }) => ({ ...r, ...(edits.get(uuid) ?? {}), effectiveFrom: day, source, note: r.note }));
  const before = country.table;
  // Ordered as the tables read them back: by place, the older rows of a place first.
  const placed = [...country.rows.map(({ uuid: _u, inForce: _i, ...r }) => r), ...newRows].sort((a, b) => a.position - b.position);
  const after: ImportTaxTable = { ...before, rows: placed.map(({ position: _, ...r }) => r) };
  const check = checkImportTaxTable(after);
  // The check names rows by their place in the new table; staff read them by label and date in its message.
  if (check.issues.length) return new InvalidInputError(check.issues.map((i) => ({ fieldname: 'rows', message: i.message })));
  return { country, before, after, newRows, warnings: check.warnings };
}

/** Three cars the preview prices before and after, each arriving on the change's day: two, three and five years old then, as most orders are. */
function sampleCars(arrivalYear: number): { maker: string; model: string; label: string; vehicle: TaxedVehicle; cifJpy: number; fobJpy: number }[] {
  const car = (age: number, month: number, maker: string, model: string, engineSize: number, fuelType: TaxedVehicle['fuelType'], type: TaxedVehicle['type'], cifJpy: number, fobJpy: number) => {
    const year = arrivalYear - age;
    return {
      maker,
      model,
      label: `${year} ${maker} ${model}, ${engineSize.toLocaleString('en-US')} cc ${fuelType.toLowerCase()}, CIF ¥${cifJpy.toLocaleString('en-US')}`,
      vehicle: { year4: year, month, seatBeltYear: year, engineSize, fuelType, type },
      cifJpy,
      fobJpy,
    };
  };
  return [
    car(5, 3, 'Toyota', 'Corolla Axio', 1500, 'Petrol', 'Sedan', 900_000, 700_000),
    car(3, 6, 'Toyota', 'Land Cruiser Prado', 2800, 'Diesel', 'Suv', 3_200_000, 2_900_000),
    car(2, 9, 'Toyota', 'Aqua', 1500, 'Hybrid', 'Hatchback', 1_100_000, 900_000),
  ];
}

function sampleEstimates(destinations: Destinations, countryName: string, before: ImportTaxTable, after: ImportTaxTable, prices: readonly ReferencePrice[], day: string): TaxSample[] {
  const country = findCountry(destinations, countryName);
  const currencies = new Map<string, RateCurrency>(destinations.currencies.map((c) => [c.name, c]));
  const shown = currencies.get(before.currency) ?? currencies.get('JPY')!;
  const arrival = new Date(`${day}T00:00:00Z`);
  return sampleCars(arrival.getUTCFullYear()).map((s) => {
    const priced = (table: ImportTaxTable) => {
      const e = estimateImportTaxes({
        country: country ?? { name: countryName, ageLimitYears: null, ageCountedFrom: null },
        table,
        referencePrice: findReferencePrice(prices, { maker: s.maker, model: s.model, engineCc: s.vehicle.engineSize, year: s.vehicle.year4 }),
        vehicle: s.vehicle,
        cifJpy: s.cifJpy,
        fobJpy: s.fobJpy,
        ourTotalJpy: s.cifJpy,
        arrival,
        currencies,
        currency: shown,
      });
      if (e.kind !== 'ImportTaxEstimate') return e.message;
      return `${e.currency} ${e.total.toLocaleString('en-US', { minimumFractionDigits: shown.displayDecimals, maximumFractionDigits: shown.displayDecimals })}`;
    };
    return { car: s.label, before: priced(before), after: priced(after) };
  });
}

const money = (e: AffectedOrder['before']) => (e ? `${e.currency === 'JPY' ? '¥' : `${e.currency} `}${e.total.toLocaleString('en-US', { minimumFractionDigits: e.displayDecimals, maximumFractionDigits: e.displayDecimals })}` : 'not estimated');

const affectedView = (moved: AffectedOrder[]): AffectedOrderView[] =>
  moved.map((m) => ({ orderNumber: m.order.orderNumber, orderUuid: m.order.uuid, buyerEmail: m.order.buyerEmail, language: m.order.language, arrival: m.order.arrival.toISOString().slice(0, 10), before: money(m.before), after: money(m.after) }));

async function movedOrders(db: Database, destinations: Destinations, plan: PlannedChange, day: string): Promise<AffectedOrder[]> {
  const orders = await openOrdersOf(db, plan.country.name);
  const prices = plan.country.referencePrices;
  return ordersMovedBy(orders, { table: plan.before, prices }, { table: plan.after, prices }, destinations, day);
}

/** What the change would do, nothing written: the new rows, the sample cars before and after, the orders it moves. */
export async function previewTaxChange(ctx: RequestContext, input: TaxChangeInput): Promise<TaxChangePreview | StaffError | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['update'] });
  if (refused) return refused;
  const plan = await planChange(ctx, ctx.db, input);
  if (plan instanceof Error) return plan;
  const destinations = await loadDestinations(ctx);
  const day = input.effectiveFrom.trim();
  return {
    countryCode: plan.country.code,
    effectiveFrom: day,
    newRows: plan.newRows.map(({ position: _, ...r }) => r),
    warnings: plan.warnings,
    samples: sampleEstimates(destinations, plan.country.name, plan.before, plan.after, plan.country.referencePrices, day),
    affected: affectedView(await movedOrders(ctx.db, destinations, plan, day)),
  };
}

/**
 * Saves the change: the tax's new rows from the day, checked again in the transaction against the table as
 * it is then; one audit entry; each buyer whose open order's estimate it moves e-mailed and the order's
 * timeline noted; the 'trade' site data bumped so every process prices with it within a second.
 */
export async function saveTaxChange(ctx: RequestContext, input: TaxChangeInput): Promise<{ added: number; affected: AffectedOrderView[] } | StaffError | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['update'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const destinations = await loadDestinations(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    // One change to a country's table at a time: two admins saving at once check against each other's rows.
    const code = taxCountryCode(input.countryCode);
    if (code) await tx.select({ id: importTaxCountries.countryId }).from(importTaxCountries).innerJoin(countries, eq(countries.id, importTaxCountries.countryId)).where(eq(countries.code, code)).for('update');
    const plan = await planChange(ctx, tx, input);
    if (plan instanceof Error) return plan;
    const day = input.effectiveFrom.trim();
    await tx.insert(importTaxes).values(
      plan.newRows.map((r) => ({ countryId: plan.country.countryId, position: r.position, ...importTaxRowValues({ ...r, effectiveFrom: day }), createdAt: ctx.now })),
    );
    await tx.update(importTaxCountries).set({ updatedAt: ctx.now }).where(eq(importTaxCountries.countryId, plan.country.countryId));
    const replaced = plan.country.rows.filter((r) => r.inForce && plan.newRows.some((n) => n.taxId === r.taxId));
    await recordAudit(
      tx,
      viewer,
      {
        action: 'importTax.change',
        entity: 'import_taxes',
        entityId: plan.country.code,
        before: { rows: replaced.map(({ uuid: _u, inForce: _i, ...r }) => r) },
        after: { effectiveFrom: day, rows: plan.newRows },
      },
      ctx.now,
    );
    const moved = await movedOrders(tx, destinations, plan, day);
    await tellBuyersOfTaxChange(tx, viewer, moved, ctx.site.siteUrl, ctx.now, `${plan.country.code}:${day}:${ctx.now.getTime()}`);
    await siteDataChanged(tx, 'trade', ctx.now);
    return { added: plan.newRows.length, affected: affectedView(moved) };
  });
  if (result instanceof Error) return result;
  siteDataApplied(ctx.db, 'trade');
  return result;
}
