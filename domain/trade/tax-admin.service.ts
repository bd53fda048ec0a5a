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
import { importTaxRowValues, readImportTaxTable, readReferencePrices } from './import-tax-tables.ts';
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
  // A country's code is two letters; anything else (a NUL byte, a long text) names no table.
  const view = /^[A-Za-z]{2}$/.test(code) ? await readCountry(ctx.db, code.toUpperCase(), dayOf(ctx.now)) : null;
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

const number = (text: string | null | undefined): number | null | undefined => {
  const t = (text ?? '').trim().replace(/,/g, '');
  if (t === '') return undefined;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

/** The change read and checked against the table as it is in `db`: the new table, or what is wrong. */
async function planChange(ctx: RequestContext, db: Database, input: TaxChangeInput): Promise<PlannedChange | InvalidInputError | NotFoundError> {
  const code = String(input.countryCode ?? '').trim().toUpperCase();
  const issues: InputIssue[] = [];
  const day = String(input.effectiveFrom ?? '').trim();
  const today = dayOf(ctx.now);
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) issues.push({ fieldname: 'effectiveFrom', message: 'Give the day the new rates apply from, such as 2027-01-01.' });
  else if (day < today) issues.push({ fieldname: 'effectiveFrom', message: `A change applies from today (${today}) or later: the rows before it keep pricing the ships that arrived under them.` });
  const source = String(input.source ?? '').trim();
  if (!source) issues.push({ fieldname: 'source', message: 'Say where the new rates come from (the gazette or finance act), for the estimate’s sources.' });
  else if (source.length > 300) issues.push({ fieldname: 'source', message: 'The source is at most 300 characters.' });
  const country = await readCountry(db, code, DAY.test(day) ? day : today);
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
    const [rate, amount, perCc] = [number(change.ratePercent), number(change.amount), number(change.perCc)];
    const fail = (field: string, what: string) => issues.push({ fieldname: `rows.${change.rowId}.${field}`, message: `${row.label}: ${what}` });
    if (rate === null) fail('rate', 'the rate is a number of percent, such as 35 or 22.5.');
    if (amount === null) fail('amount', 'the fixed amount is a number, such as 5000.');
    if (perCc === null) fail('perCc', 'the amount per cc is a number, such as 1.5.');
    const next = { rate: rate === undefined || rate === null ? row.rate : Math.round(rate * 1e6) / 1e8, amount: amount === undefined || amount === null ? row.amount : amount, perCc: perCc === undefined || perCc === null ? row.perCc : perCc };
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
    await tx.select({ id: importTaxCountries.countryId }).from(importTaxCountries).innerJoin(countries, eq(countries.id, importTaxCountries.countryId)).where(eq(countries.code, String(input.countryCode ?? '').trim().toUpperCase())).for('update');
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
