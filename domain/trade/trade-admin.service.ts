// The prices behind the quote for staff (issue 16, ADR 029): how every change to country rules, freight,
// clearing, inland routes and the Japan-side charges is made, and the charges themselves. Admins only
// (`pricing`). A change is written in a transaction; what every quote needs is then read again inside it
// (readDestinations, as the quote reads it) and checked (quote-invariants.ts): a change that would make
// a quote impossible is rolled back and refused with what would break. Otherwise it is audited and
// reaches every process's quotes and cached pages within a second (ADR 027).
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { tradeCharges } from '#db/schema/geography.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { siteDataApplied } from '../content/site-data-registry.ts';
import { siteDataChanged } from '../content/site-data.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError, toInvalidInput } from '../errors.ts';
import { recordAudit, staffCheck, type AuditChange } from '../staff/audit.ts';
import { readDestinations, type Destinations } from './destinations.ts';
import { quoteProblems } from './quote-invariants.ts';
import { tradeChargesSchema, type TradeChargesInput } from './trade-admin.inputs.ts';
import type { TradeCharges } from './trade-term.ts';

export type StaffError = NotAuthenticatedError | AuthenticationError;
export type Refusal = NotFoundError | InvalidInputError;

/** What the change did, for its caller and the audit log. */
export interface TradeWrite<T> {
  value: T;
  audit: AuditChange;
}

/** Carries a refusal out of the transaction, rolling it back. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** The prices behind the quote as they are in the database now (not the cached copy), for the back office's pages. */
export async function destinationsForAdmin(ctx: RequestContext): Promise<Destinations | StaffError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['list'] });
  if (refused) return refused;
  return readDestinations(ctx.db);
}

/**
 * Makes one staff change to the prices behind the quote: `write` gets the transaction and what quotes
 * see before it; the change stands only if it breaks no quote that worked before (problems already there
 * are not the change's doing, and do not block it).
 */
export async function changeTrade<T>(ctx: RequestContext, write: (tx: Database, before: Destinations, viewer: Viewer) => Promise<TradeWrite<T> | Refusal>): Promise<T | StaffError | Refusal> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { pricing: ['update'] });
  if (refused) return refused;
  try {
    const value = await ctx.db.transaction(async (tx) => {
      // One change at a time: two changes, each harmless alone, cannot together break a quote.
      await tx.select({ id: tradeCharges.id }).from(tradeCharges).where(eq(tradeCharges.id, 1)).for('update');
      const before = await readDestinations(tx);
      const done = await write(tx, before, viewer!);
      if (done instanceof Error) throw new Refused(done);
      const known = new Set(quoteProblems(before));
      const broken = quoteProblems(await readDestinations(tx)).filter((problem) => !known.has(problem));
      if (broken.length) throw new Refused(new InvalidInputError(broken.map((message) => ({ fieldname: 'quotes', message })), 'This change would make quotes impossible.'));
      await recordAudit(tx, viewer!, done.audit, ctx.now);
      await siteDataChanged(tx, 'trade', ctx.now);
      return done.value;
    });
    siteDataApplied(ctx.db, 'trade');
    return value;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** The Japan-side charges every quote uses. */
export async function tradeChargesByAdmin(ctx: RequestContext): Promise<TradeCharges | StaffError> {
  const destinations = await destinationsForAdmin(ctx);
  return destinations instanceof Error ? destinations : destinations.charges;
}

/** Sets the Japan-side charges; the default loading port must be one of ours. */
export async function updateTradeCharges(ctx: RequestContext, input: TradeChargesInput): Promise<TradeCharges | StaffError | Refusal> {
  const parsed = tradeChargesSchema.safeParse(input);
  if (!parsed.success) return staffCheck(ctx.viewer, { pricing: ['update'] }) ?? toInvalidInput(parsed.error);
  const charges = parsed.data;
  return changeTrade(ctx, async (tx, before) => {
    const port = [...before.ports.values()].find((p) => p.code === charges.defaultLoadingPortCode);
    if (!port?.isLoadingPort) return new InvalidInputError([{ fieldname: 'defaultLoadingPortCode', message: `No loading port in Japan has the code ${charges.defaultLoadingPortCode}.` }]);
    await tx.update(tradeCharges).set({ ...charges, updatedAt: ctx.now }).where(eq(tradeCharges.id, 1));
    return { value: charges, audit: { action: 'trade-charges.update', entity: 'trade_charges', entityId: 1, before: before.charges, after: charges } };
  });
}

/** A port by its code in what quotes see, or the refusal that names it. */
export function portByCode(d: Destinations, code: string) {
  return [...d.ports.values()].find((p) => p.code === code.trim().toUpperCase()) ?? new NotFoundError(`No port has the code ${code.trim().toUpperCase().slice(0, 10)}.`);
}
