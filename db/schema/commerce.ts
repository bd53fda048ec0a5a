// Buying: coupons and campaigns, orders and their shipping, favourites and browsing history.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { containerTypeEnum, orderDocumentKindEnum, orderStatusEnum, userOrderListTypeEnum, vehicleStatusEnum } from './enums.ts';
import type { InquiryQuote } from './inquiries.ts';
import { ports } from './geography.ts';
import { vehicles } from './catalogue.ts';
import { users } from './identity.ts';

/** A named discount with a date window, shown by name on the price (CampaignDiscount). */
export const campaigns = pgTable('campaigns', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  name: text().notNull(),
  campaignCode: text().unique(),
  discountJpy: integer().notNull().default(0),
  discountPercent: integer().notNull().default(0),
  minPriceJpy: integer().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A discount by code. Its uses are its orders that are awaiting payment or paid (a lapsed or cancelled
 * order gives its use back); a buyer uses one coupon once, and all buyers together `maxUses` times.
 */
export const coupons = pgTable('coupons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  couponCode: text().notNull().unique(),
  discountJpy: integer().notNull(),
  /** The vehicle price below which the coupon does not apply. */
  minPriceJpy: integer().notNull().default(0),
  expiredAt: timestamp({ withTimezone: true }).notNull(),
  /** Anyone with the code may use it; otherwise only the buyer it was issued to (a `user_coupons` row). */
  forAnyone: boolean().notNull().default(true),
  maxUses: integer().notNull().default(1),
  /** The staff member who created it (kept if the account goes, as in the audit log); none for older coupons. */
  createdById: text(),
  createdByEmail: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A coupon issued to one buyer (it shows in their coupons), or used by them; each buyer uses it once. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.couponId, t.userId), index().on(t.userId, t.id)],
);

/** Order numbers as buyers read them: RO followed by six digits, RO001001 first. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 });

/** Who the vehicle is shipped to, as the order froze it from the buyer's account. */
export interface OrderConsignee {
  name: string;
  address: string;
  telephone: string;
  country: string;
}

/** The sales contract for one vehicle. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    orderNumber: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    destinationPortId: integer().references(() => ports.id),
    finalDestinationCity: text(),
    isCif: boolean().notNull().default(true),
    containerType: containerTypeEnum().notNull().default('RoRo'),
    /** Total in JPY (the spec's totalCif), and the itemised price as quoted. */
    totalCif: integer().notNull(),
    itemPrices: jsonb().$type<{ name: string; price: number }[]>().notNull().default([]),
    /**
     * The currency the invoice is in (ADR 058), as the site's setting was when the order was placed, with the
     * dollar rate of that moment (US dollars for one yen, as `currencies.rate`; null before migration 0029)
     * and the invoice's total and items in it, converted once then, in minor units (cents for USD; for JPY
     * the yen figures themselves). A later change of the setting or the rates leaves them be.
     */
    invoiceCurrency: text().$type<'JPY' | 'USD'>().notNull().default('JPY'),
    invoiceUsdRate: numeric({ precision: 20, scale: 10, mode: 'number' }),
    invoiceTotal: integer().notNull(),
    invoiceItemPrices: jsonb().$type<{ name: string; price: number }[]>().notNull().default([]),
    userCouponId: integer().references(() => userCoupons.id),
    campaignName: text(),
    campaignCode: text(),
    gclid: text(),
    fbclid: text(),
    orderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: orderStatusEnum().notNull().default('Reserved'),
    /** The quote as the buyer accepted it: items, total, terms, port, city, options, coupon, currency and its rate. */
    quote: jsonb().$type<InquiryQuote>().notNull(),
    consignee: jsonb().$type<OrderConsignee>().notNull(),
    /** The buyer's language when ordering: the e-mails about the order are written in it. */
    language: text().notNull().default('en'),
    /** The payment deadline: the car is held until then, and the order lapses if it is still unpaid. */
    holdUntil: timestamp({ withTimezone: true }).notNull(),
    /** The vehicle's status before the order held it: what it goes back to when the order lapses or is cancelled. */
    heldFromStatus: vehicleStatusEnum().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** When the order lapsed or was cancelled, and why (a cancellation's reason, from staff). */
    closedAt: timestamp({ withTimezone: true }),
    closedReason: text(),
    /** The code printed on the proforma invoice, which the public invoice check takes (10 letters and digits). */
    invoiceCode: text().unique(),
    /** The account the invoice asks the buyer to pay into, as it was when the order was placed. */
    bankAccount: jsonb().$type<Record<string, string>>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.orderedAt),
    // A vehicle has one live order at most: a lapsed or cancelled one leaves it free to order again.
    uniqueIndex('orders_live_vehicle_unique')
      .on(t.vehicleId)
      .where(sql`${t.status} in ('Reserved', 'Paid')`),
    index('orders_reserved_hold_until').on(t.holdUntil).where(sql`${t.status} = 'Reserved'`),
    // A coupon's uses are counted from its orders.
    index().on(t.userCouponId),
    check('orders_invoice_currency', sql`${t.invoiceCurrency} in ('JPY', 'USD') and (${t.invoiceCurrency} = 'JPY' or ${t.invoiceUsdRate} > 0)`),
  ],
);

/** Shipping progress of one order, three ordered flags, and the vessel. */
export const shippingInformations = pgTable('shipping_informations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  orderId: integer()
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  isShippingDetailsConfirmed: boolean().notNull().default(false),
  isShippingArrangementsStarted: boolean().notNull().default(false),
  isVesselDepartureConfirmed: boolean().notNull().default(false),
  shipName: text(),
  destinationPortId: integer().references(() => ports.id),
  departureAt: timestamp({ withTimezone: true }),
  estimatedArrivalAt: timestamp({ withTimezone: true }),
  mmsiCode: text(),
  /**
   * The last mile, each the day staff recorded it happened (ADR 056): the car unloaded at the port, and for
   * an order delivered to a city, cleared through customs, handed to the inland carrier, delivered.
   */
  arrivedAt: timestamp({ withTimezone: true }),
  customsClearedAt: timestamp({ withTimezone: true }),
  inlandHandedAt: timestamp({ withTimezone: true }),
  deliveredAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment received for an order, as staff recorded it from the bank (ADR 054): the amount and currency
 * as received, the yen it counts for against the order, the day the bank received it and its reference. A
 * wrong entry is reversed with a reason, never deleted; what the order has received is the sum of the
 * payments not reversed.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** In the minor units of `currency` (cents for USD, yen for JPY), as the bank received it. */
    amount: integer().notNull(),
    /** ISO 4217, one of the site's currencies. */
    currency: text().notNull(),
    /** The yen this payment counts for against the order's total (the amount itself when received in yen). */
    creditedJpy: integer().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    bankReference: text().notNull(),
    note: text(),
    /**
     * Who recorded it, by id and e-mail as the audit log keeps them (no reference: a staff account's removal
     * leaves the record); null for an order paid before payments were entered one by one (migration 0027).
     */
    recordedBy: text(),
    recordedByEmail: text(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedBy: text(),
    reversedByEmail: text(),
    reversalReason: text(),
  },
  (t) => [
    index().on(t.orderId),
    // The same transfer is not counted twice on one order (a form sent twice, two clerks at once).
    uniqueIndex('order_payments_reference_unique')
      .on(t.orderId, sql`lower(${t.bankReference})`)
      .where(sql`${t.reversedAt} is null`),
    check('order_payments_amount_positive', sql`${t.amount} > 0 and ${t.creditedJpy} > 0`),
  ],
);

/** What a buyer's order list shows: the list it belongs to and the document courier tracking. */
export const userOrders = pgTable(
  'user_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listType: userOrderListTypeEnum().notNull().default('Ordered'),
    displayDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    totalPrice: integer().notNull(),
    /** DHL tracking id of the original documents, and its status text. */
    dhlKeyInformation: text(),
    dhlInformation: text(),
  },
  (t) => [index().on(t.userId, t.listType, t.displayDate, t.id)],
);

/** Raw bytes: Buffer from node-postgres, Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The papers of an order for its buyer (commercial invoice, bill of lading, export and inspection
 * certificates), kept in the database with the order (ADR 026): written in the transaction of the audit
 * entry, gone with the order, backed up with it, and read only through the owner's or staff's check.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderDocumentKindEnum().notNull(),
    /** The name the buyer's download is saved as, cleaned of path and control characters. */
    fileName: text().notNull(),
    /** application/pdf, image/jpeg or image/png, as the file's own first bytes say. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    /** Who uploaded it is in the audit log, with what it replaced. */
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One current file of each kind: a new upload replaces it (the audit log keeps what it replaced).
  (t) => [uniqueIndex().on(t.orderId, t.kind)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.vehicleId), index().on(t.userId, t.id)],
);

export const userHistories = pgTable(
  'user_histories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.vehicleId), index().on(t.userId, t.viewedAt)],
);
