// Exchange rates for staff (issue 16): every currency the storefront converts quotes into, its rate with
// the date it was set, and a warning when it is older than a week. Staff enter a rate as the trade reads
// it, yen for one unit of the currency (1 USD = 151.23 JPY); it is stored as units per yen, as the quote
// uses it. The yen itself is always 1. A save is one transaction with its audit entry and reaches every
// process's quotes and pages within a second (ADR 027).
import { asc, eq } from 'drizzle-orm';
import { currencies } from '#db/schema/geography.ts';
import type { RequestContext } from '../context.ts';
import { siteDataApplied } from '../content/site-data-registry.ts';
import { siteDataChanged } from '../content/site-data.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';

/** A rate set longer ago than this is shown with a warning: quotes in that currency may be off. */
export const RATE_STALE_DAYS = 7;
const MIN_YEN = 0.00001;
const MAX_YEN = 100_000;

export interface CurrencyRate {
  uuid: string;
  name: string;
  displayName: string;
  /** Yen for one unit of the currency, to six significant digits (the stored rate has ten decimals). */
  yenPerUnit: number;
  /** Units of the currency for one yen, as stored and as quotes use it. */
  rate: number;
  updatedAt: Date;
  stale: boolean;
}

type StaffError = NotAuthenticatedError | AuthenticationError;

/** Every currency, the stale ones first, then by code. */
export async function currencyRatesByAdmin(ctx: RequestContext): Promise<CurrencyRate[] | StaffError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['list'] });
  if (refused) return refused;
  const rows = await ctx.db.select({ uuid: currencies.uuid, name: currencies.name, displayName: currencies.displayName, rate: currencies.rate, updatedAt: currencies.updatedAt }).from(currencies).orderBy(asc(currencies.name));
  const staleBefore = ctx.now.getTime() - RATE_STALE_DAYS * 24 * 3600_000;
  return rows
    .map((r) => ({ ...r, rate: Number(r.rate), yenPerUnit: Number((1 / Number(r.rate)).toPrecision(6)), stale: r.name !== 'JPY' && r.updatedAt.getTime() < staleBefore }))
    .sort((a, b) => Number(b.stale) - Number(a.stale) || a.name.localeCompare(b.name));
}

/** Sets a currency's rate from yen for one unit ("151.23"); refused, with nothing written, unless it is a sensible positive number. */
export async function setCurrencyRate(ctx: RequestContext, name: string, yenPerUnit: string | number): Promise<{ ok: true } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { pricing: ['update'] });
  if (refused) return refused;
  const text = String(yenPerUnit).trim().replace(/,/g, '');
  const yen = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const fail = (message: string) => new InvalidInputError([{ fieldname: 'yenPerUnit', message }]);
  if (name === 'JPY') return fail('The yen is the currency of every price: its rate is always 1.');
  if (!Number.isFinite(yen)) return fail('Enter the rate as yen for one unit, a number such as 151.23.');
  if (yen < MIN_YEN || yen > MAX_YEN) return fail(`A rate is between ${MIN_YEN} and ${MAX_YEN.toLocaleString('en')} yen for one unit.`);
  const result = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.name, name)).for('update');
    if (!current) return new NotFoundError('No such currency.');
    const rate = 1 / yen;
    await tx.update(currencies).set({ rate, updatedAt: ctx.now }).where(eq(currencies.name, name));
    await recordAudit(tx, viewer!, { action: 'currency.rate', entity: 'currencies', entityId: name, before: { yenPerUnit: 1 / Number(current.rate) }, after: { yenPerUnit: yen } }, ctx.now);
    await siteDataChanged(tx, 'trade', ctx.now);
    return { ok: true as const };
  });
  if (result instanceof Error) return result;
  siteDataApplied(ctx.db, 'trade');
  return result;
}
