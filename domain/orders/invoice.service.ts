// The proforma invoice (ADR 023): the order's items and total, the payment deadline and terms, and the
// account to pay into, for the buyer in their account only (never in an e-mail); and the public check
// (/{lang}/verify-invoice) that confirms an invoice's number, amount and bank account from the code printed
// on it, the trade's defence against invoices forged with other bank details.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, shippingInformations } from '#db/schema/commerce.ts';
import type { OrderStatus } from '#db/schema/enum-values.ts';
import { users } from '#db/schema/identity.ts';
import { makers, models, vehicles } from '#db/schema/catalogue.ts';
import { countries, ports } from '#db/schema/geography.ts';
import { chassisNumberText } from '../catalogue/chassis-number.ts';
import { EXPORTER_BANK_ACCOUNT, type BankAccount } from '../company.ts';
import type { RequestContext } from '../context.ts';
import { NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { isUuid } from '../uuid.ts';
import { isInvoiceCurrency, type InvoiceCurrency, type InvoiceTerms } from './invoice-currency.ts';
import { buyerPayments, type BuyerPayment, type PaymentSummary } from './order-payments.service.ts';

/** Letters and digits that cannot be mistaken for one another when read off paper (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVOICE_CODE_LENGTH = 10;

/** A new invoice code: 10 characters of 31, about 2^50 codes, so guessing one is hopeless. */
export function newInvoiceCode(): string {
  return Array.from({ length: INVOICE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The code as printed: in groups of four and two for reading aloud (ABCD-EFGH-JK). */
export function printedInvoiceCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** What a buyer typed, as stored: dashes and spaces gone, capitals. */
export function normalizeInvoiceCode(typed: string): string {
  return typed.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

export interface Invoice {
  orderNumber: string;
  status: OrderStatus;
  issuedAt: Date;
  dueAt: Date;
  buyer: { name: string | null; email: string };
  consignee: typeof orders.$inferSelect.consignee;
  /** The chassis number written whole, as the trade writes it ("NZE161-1234567"). */
  vehicle: { stockNumber: string; description: string; chassisNumber: string | null };
  /** The quote as ordered, with the country of its port (from the order's port, for quotes kept before they had it). */
  quote: typeof orders.$inferSelect.quote;
  /** In yen, as the quote priced them. */
  items: { name: string; price: number }[];
  totalPrice: number;
  /** What the invoice is in (ADR 058): its currency, the order's dollar rate, and the total and items in its minor units. */
  invoice: InvoiceTerms;
  bankAccount: BankAccount;
  invoiceCode: string;
  /** The payments received that count, and what is still due (ADR 055). */
  payments: BuyerPayment[];
  money: PaymentSummary;
}

const portCountries = alias(countries, 'port_country');

/** The proforma invoice of one of the buyer's own orders (by its shipping information id, as the order's page). */
export async function orderInvoice(ctx: RequestContext, shippingInformationUuid: string | null | undefined): Promise<Invoice | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(shippingInformationUuid)) return new NotFoundError('No such order.');
  const [row] = await ctx.db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      issuedAt: orders.orderedAt,
      dueAt: orders.holdUntil,
      buyerName: users.name,
      buyerEmail: users.email,
      consignee: orders.consignee,
      stockNumber: vehicles.stockNumber,
      year: vehicles.year4,
      maker: makers.name,
      model: models.name,
      chassisHead: vehicles.chassisNumberHead,
      chassisNumber: vehicles.chassisNumberSerialNumber,
      quote: orders.quote,
      portCountry: portCountries.name,
      items: orders.itemPrices,
      totalPrice: orders.totalCif,
      bankAccount: orders.bankAccount,
      invoiceCode: orders.invoiceCode,
      invoiceCurrency: orders.invoiceCurrency,
      invoiceUsdRate: orders.invoiceUsdRate,
      invoiceTotal: orders.invoiceTotal,
      invoiceItems: orders.invoiceItemPrices,
    })
    .from(shippingInformations)
    .innerJoin(orders, eq(orders.id, shippingInformations.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .innerJoin(makers, eq(makers.id, vehicles.makerId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .leftJoin(ports, eq(ports.id, orders.destinationPortId))
    .leftJoin(portCountries, eq(portCountries.id, ports.countryId))
    .where(and(eq(shippingInformations.uuid, shippingInformationUuid), eq(orders.userId, ctx.viewer.userId)));
  if (!row || !row.invoiceCode) return new NotFoundError('No such order.');
  const { orderId, buyerName, buyerEmail, stockNumber, year, maker, model, chassisHead, chassisNumber, quote, portCountry, bankAccount, invoiceCode, invoiceCurrency, invoiceUsdRate, invoiceTotal, invoiceItems, ...rest } = row;
  return {
    ...rest,
    quote: { ...quote, portCountry: quote.portCountry ?? portCountry },
    invoice: { currency: isInvoiceCurrency(invoiceCurrency) ? invoiceCurrency : 'JPY', usdRate: invoiceUsdRate === null ? null : Number(invoiceUsdRate), total: invoiceTotal, items: invoiceItems },
    ...(await buyerPayments(ctx.db, orderId)),
    buyer: { name: buyerName, email: buyerEmail },
    vehicle: { stockNumber, description: `${year} ${maker} ${model}`, chassisNumber: chassisNumberText(chassisHead, chassisNumber) },
    bankAccount: (bankAccount as BankAccount | null) ?? { ...EXPORTER_BANK_ACCOUNT },
    invoiceCode,
  };
}

export interface VerifiedInvoice {
  orderNumber: string;
  issuedAt: Date;
  totalPrice: number;
  /** The amount as the invoice prints it (ADR 058): its currency and total in that currency's minor units. */
  invoiceCurrency: InvoiceCurrency;
  invoiceTotal: number;
  status: OrderStatus;
  bankAccount: BankAccount;
}

/** Anyone holding an invoice may check it: the invoice its code belongs to, or not found. */
export async function verifyInvoice(ctx: RequestContext, typed: string | null | undefined): Promise<VerifiedInvoice | NotFoundError> {
  const code = normalizeInvoiceCode(typed ?? '');
  if (code.length !== INVOICE_CODE_LENGTH) return new NotFoundError('No invoice of ours has this code.');
  const [row] = await ctx.db
    .select({ orderNumber: orders.orderNumber, issuedAt: orders.orderedAt, totalPrice: orders.totalCif, invoiceCurrency: orders.invoiceCurrency, invoiceTotal: orders.invoiceTotal, status: orders.status, bankAccount: orders.bankAccount })
    .from(orders)
    .where(eq(orders.invoiceCode, code));
  if (!row) return new NotFoundError('No invoice of ours has this code.');
  return { ...row, bankAccount: (row.bankAccount as BankAccount | null) ?? { ...EXPORTER_BANK_ACCOUNT } };
}
