// The signed-in buyer's orders (spec 000 §7 userOrders(type, cursor), userShippingStatus(shippingInformationUuid);
// 001 §7 UserOrdersResult, UserShippingStatusResult, UserShippingStatusesResult): their own only, newest
// first by keyset cursor, split by list type (All, Ordered, Sold). Another buyer's order is not found.
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog } from '#db/schema/audit.ts';
import { orders, shippingInformations, userOrders, type OrderConsignee } from '#db/schema/commerce.ts';
import type { OrderStatus, USER_ORDER_LIST_TYPES } from '#db/schema/enum-values.ts';
import { countries, ports } from '#db/schema/geography.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { isUuid } from '../uuid.ts';
import type { RequestContext } from '../context.ts';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../content/paging.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';

export const USER_ORDERS_PAGE_SIZE = 20;
export type UserOrderListFilter = 'All' | (typeof USER_ORDER_LIST_TYPES)[number];

export interface UserOrderRecord {
  id: number;
  uuid: string;
  orderNumber: string;
  status: OrderStatus;
  listType: (typeof USER_ORDER_LIST_TYPES)[number];
  displayDate: Date;
  totalPrice: number;
  holdUntil: Date;
  dhlInformation: string | null;
  dhlKeyInformation: string | null;
  shippingInformationUuid: string;
  vehicleId: number;
  /** How far it has gone, for its badge (orderPosition). */
  isVesselDepartureConfirmed: boolean;
  arrivedAt: Date | null;
  inlandHandedAt: Date | null;
  deliveredAt: Date | null;
  city: string | null;
}

const recordColumns = {
  id: userOrders.id,
  uuid: orders.uuid,
  orderNumber: orders.orderNumber,
  status: orders.status,
  listType: userOrders.listType,
  displayDate: userOrders.displayDate,
  totalPrice: userOrders.totalPrice,
  holdUntil: orders.holdUntil,
  dhlInformation: userOrders.dhlInformation,
  dhlKeyInformation: userOrders.dhlKeyInformation,
  shippingInformationUuid: shippingInformations.uuid,
  vehicleId: orders.vehicleId,
  isVesselDepartureConfirmed: shippingInformations.isVesselDepartureConfirmed,
  arrivedAt: shippingInformations.arrivedAt,
  inlandHandedAt: shippingInformations.inlandHandedAt,
  deliveredAt: shippingInformations.deliveredAt,
  city: sql<string | null>`${orders.quote}->>'city'`,
};

export async function userOrdersPage(
  ctx: RequestContext,
  args: { type?: UserOrderListFilter | null; cursor?: string | null; first?: number | null },
): Promise<Page<UserOrderRecord> | NotAuthenticatedError | InvalidInputError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const size = pageSize(args.first, USER_ORDERS_PAGE_SIZE, 100);
  if (size instanceof InvalidInputError) return size;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const type = args.type ?? 'All';
  const rows = await ctx.db
    .select(recordColumns)
    .from(userOrders)
    .innerJoin(orders, eq(orders.id, userOrders.orderId))
    .innerJoin(shippingInformations, eq(shippingInformations.orderId, orders.id))
    .where(
      and(
        eq(userOrders.userId, ctx.viewer.userId),
        type === 'All' ? undefined : eq(userOrders.listType, type),
        after ? afterCursor(userOrders, userOrders.displayDate, userOrders.id, after) : undefined,
      ),
    )
    .orderBy(desc(userOrders.displayDate), desc(userOrders.id))
    .limit(size + 1);
  return toPage(rows, size, (row) => row.displayDate, after !== null);
}

export interface ShippingStatusRecord {
  uuid: string;
  orderId: number;
  orderUuid: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  orderedAt: Date;
  holdUntil: Date;
  paidAt: Date | null;
  isShippingDetailsConfirmed: boolean;
  isShippingArrangementsStarted: boolean;
  isVesselDepartureConfirmed: boolean;
  shipName: string | null;
  destinationPort: { uuid: string; name: string } | null;
  departureAt: Date | null;
  estimatedArrivalAt: Date | null;
  mmsiCode: string | null;
  /**
   * When staff recorded the shipping details confirmed and the arrangements started (the audit log's
   * entry, the latest when a step was taken back and recorded again); null while not done.
   */
  shippingDetailsConfirmedAt: Date | null;
  shippingArrangementsStartedAt: Date | null;
  /** The last mile as recorded (ADR 056); null until it happened. */
  arrivedAt: Date | null;
  customsClearedAt: Date | null;
  inlandHandedAt: Date | null;
  deliveredAt: Date | null;
  /** The quote as ordered, with the country of its port (from the order's port, for quotes kept before they had it). */
  quote: InquiryQuote;
  /** The items as priced, by their names (item-… texts), for the buyer's language. */
  itemPrices: { name: string; price: number }[];
  consignee: OrderConsignee;
  closedAt: Date | null;
  dhlInformation: string | null;
  dhlKeyInformation: string | null;
  vehicleId: number;
  /** The order's total in yen. */
  totalJpy: number;
  /** What the invoice is in (ADR 058): its currency, the order's dollar rate (dollars for one yen), its total in minor units. */
  invoiceCurrency: 'JPY' | 'USD';
  invoiceUsdRate: number | null;
  invoiceTotal: number;
}

const portCountries = alias(countries, 'port_country');

/** When a flag step was last recorded, from the audit log (staff only set it: ADR 017); null while it is not set. */
const recordedAt = (flag: AnyColumn, step: 'details' | 'arrangements') =>
  sql<Date | string | null>`case when ${flag} then (select max(${auditLog.at}) from ${auditLog} where ${auditLog.entity} = 'orders' and ${auditLog.entityId} = ${orders.uuid}::text and ${auditLog.action} = ${`order.shipping.${step}`}) end`;

/** Shipping rows of the buyer's own orders only, narrowed by `where`. */
function shippingQuery(ctx: RequestContext, userId: string, where?: SQL) {
  return ctx.db
    .select({
      uuid: shippingInformations.uuid,
      orderId: orders.id,
      orderUuid: orders.uuid,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      orderedAt: orders.orderedAt,
      holdUntil: orders.holdUntil,
      paidAt: orders.paidAt,
      isShippingDetailsConfirmed: shippingInformations.isShippingDetailsConfirmed,
      isShippingArrangementsStarted: shippingInformations.isShippingArrangementsStarted,
      isVesselDepartureConfirmed: shippingInformations.isVesselDepartureConfirmed,
      shipName: shippingInformations.shipName,
      portUuid: ports.uuid,
      portName: ports.name,
      departureAt: shippingInformations.departureAt,
      estimatedArrivalAt: shippingInformations.estimatedArrivalAt,
      mmsiCode: shippingInformations.mmsiCode,
      shippingDetailsConfirmedAt: recordedAt(shippingInformations.isShippingDetailsConfirmed, 'details'),
      shippingArrangementsStartedAt: recordedAt(shippingInformations.isShippingArrangementsStarted, 'arrangements'),
      arrivedAt: shippingInformations.arrivedAt,
      customsClearedAt: shippingInformations.customsClearedAt,
      inlandHandedAt: shippingInformations.inlandHandedAt,
      deliveredAt: shippingInformations.deliveredAt,
      quote: orders.quote,
      portCountry: portCountries.name,
      itemPrices: orders.itemPrices,
      consignee: orders.consignee,
      closedAt: orders.closedAt,
      dhlInformation: userOrders.dhlInformation,
      dhlKeyInformation: userOrders.dhlKeyInformation,
      vehicleId: orders.vehicleId,
      totalJpy: orders.totalCif,
      invoiceCurrency: orders.invoiceCurrency,
      invoiceUsdRate: orders.invoiceUsdRate,
      invoiceTotal: orders.invoiceTotal,
    })
    .from(shippingInformations)
    .innerJoin(orders, eq(orders.id, shippingInformations.orderId))
    .innerJoin(userOrders, eq(userOrders.orderId, orders.id))
    .leftJoin(ports, eq(ports.id, shippingInformations.destinationPortId))
    .leftJoin(portCountries, eq(portCountries.id, ports.countryId))
    .where(and(eq(orders.userId, userId), where))
    .$dynamic();
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function toShippingStatus({ portUuid, portName, portCountry, quote, shippingDetailsConfirmedAt, shippingArrangementsStartedAt, ...row }: Awaited<ReturnType<ReturnType<typeof shippingQuery>['execute']>>[number]): ShippingStatusRecord {
  return {
    ...row,
    quote: { ...quote, portCountry: quote.portCountry ?? portCountry },
    shippingDetailsConfirmedAt: dateOf(shippingDetailsConfirmedAt),
    shippingArrangementsStartedAt: dateOf(shippingArrangementsStartedAt),
    destinationPort: portUuid && portName ? { uuid: portUuid, name: portName } : null,
  };
}

/** One of the buyer's own orders' shipping status; anyone else's, or an id that is none, is not found. */
export async function userShippingStatus(ctx: RequestContext, shippingInformationUuid: string | null | undefined): Promise<ShippingStatusRecord | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(shippingInformationUuid)) return new NotFoundError('No such order.');
  const [row] = await shippingQuery(ctx, ctx.viewer.userId, eq(shippingInformations.uuid, shippingInformationUuid));
  return row ? toShippingStatus(row) : new NotFoundError('No such order.');
}

/** The shipping status of each of the buyer's live orders (reserved or paid), newest first. */
export async function userShippingStatuses(ctx: RequestContext): Promise<ShippingStatusRecord[] | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const rows = await shippingQuery(ctx, ctx.viewer.userId, inArray(orders.status, ['Reserved', 'Paid'])).orderBy(desc(orders.orderedAt), desc(orders.id));
  return rows.map(toShippingStatus);
}
