// The invoice currency for new orders (issue 38 point 4, ADR 058): a site setting admins choose, yen or
// US dollars (most of this trade invoices in dollars). An order placed reads it, with the dollar rate of
// that moment, in its own transaction and keeps both: changing the setting, or the rates, later changes
// no order's invoice. A change is one transaction with its audit entry.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { siteSettings } from '#db/schema/site-data.ts';
import type { RequestContext } from '../context.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { isInvoiceCurrency, type InvoiceCurrency } from './invoice-currency.ts';
import { siteDataChanged } from '../content/site-data.ts';

type StaffError = NotAuthenticatedError | AuthenticationError;

export interface InvoiceCurrencySetting {
  currency: InvoiceCurrency;
  updatedAt: Date;
}

/** The setting as it stands (yen when the row is missing, as before the setting existed). */
export async function readInvoiceCurrency(db: Database): Promise<InvoiceCurrency> {
  const [row] = await db.select({ currency: siteSettings.invoiceCurrency }).from(siteSettings).where(eq(siteSettings.id, true));
  return row && isInvoiceCurrency(row.currency) ? row.currency : 'JPY';
}

/** The setting for the back office (admins: it sits with the prices behind the quote). */
export async function invoiceCurrencyByAdmin(ctx: RequestContext): Promise<InvoiceCurrencySetting | StaffError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['list'] });
  if (refused) return refused;
  const [row] = await ctx.db.select().from(siteSettings).where(eq(siteSettings.id, true));
  return { currency: row && isInvoiceCurrency(row.invoiceCurrency) ? row.invoiceCurrency : 'JPY', updatedAt: row?.updatedAt ?? new Date(0) };
}

/** Sets the invoice currency of new orders, JPY or USD; refused with a message otherwise, nothing written. */
export async function setInvoiceCurrency(ctx: RequestContext, typed: string | null | undefined): Promise<{ ok: true; currency: InvoiceCurrency } | StaffError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { pricing: ['update'] });
  if (refused) return refused;
  const currency = String(typed ?? '')
    .trim()
    .toUpperCase();
  if (!isInvoiceCurrency(currency)) return new InvalidInputError([{ fieldname: 'invoiceCurrency', message: 'Choose the currency new orders are invoiced in: JPY (yen) or USD (US dollars).' }]);
  return ctx.db.transaction(async (tx) => {
    // The row locked: two admins at once each audit the change they made, in order.
    const [current] = await queryRows<{ invoice_currency: string }>(tx, sql`select invoice_currency from site_settings where id for update`);
    if (current?.invoice_currency === currency) return { ok: true as const, currency };
    await tx
      .insert(siteSettings)
      .values({ id: true, invoiceCurrency: currency, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: siteSettings.id, set: { invoiceCurrency: currency, updatedAt: ctx.now } });
    // Prices shown say what an order will be invoiced in: cached pages go (every process, as a rate change does).
    await siteDataChanged(tx, 'trade', ctx.now);
    await recordAudit(tx, viewer!, { action: 'site.invoice-currency', entity: 'site_settings', entityId: 'invoice_currency', before: { invoiceCurrency: current?.invoice_currency ?? 'JPY' }, after: { invoiceCurrency: currency } }, ctx.now);
    return { ok: true as const, currency };
  });
}

/** What an order placed now would be invoiced in, for the order review to say: the currency, and the dollar rate of the moment for dollars. */
export async function invoiceCurrencyForNewOrders(ctx: RequestContext): Promise<{ currency: InvoiceCurrency; usdRate: number | null }> {
  const currency = await readInvoiceCurrency(ctx.db);
  if (currency === 'JPY') return { currency, usdRate: null };
  const [usd] = await queryRows<{ rate: string | number }>(ctx.db, sql`select rate from currencies where name = 'USD'`);
  return { currency, usdRate: usd ? Number(usd.rate) : null };
}
