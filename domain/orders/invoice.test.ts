// The proforma invoice and its public check on the real database: the buyer's own only, the account of
// the order's day, and a code that confirms the invoice however it is typed, and nothing else.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import { EXPORTER_BANK_ACCOUNT } from '../company.ts';
import type { Viewer } from '../context.ts';
import { NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { newInvoiceCode, orderInvoice, printedInvoiceCode, verifyInvoice, type Invoice } from './invoice.service.ts';

let handle: DatabaseHandle;
const buyer: Viewer = { userId: 'inv-buyer', email: 'inv-buyer@example.com', groups: [] };
const other: Viewer = { userId: 'inv-other', email: 'inv-other@example.com', groups: [] };
let order: CreatedOrder;

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('inv-buyer', 'Neema', 'inv-buyer@example.com', true), ('inv-other', 'Other', 'inv-other@example.com', true)`);
  const [car] = (await recommendVehicles(testContext(handle), { countryName: 'Tanzania', limit: 1 })) as { stockNumber: string }[];
  const placed = await createOrder(testContext(handle, { viewer: buyer }), {
    stockNumber: car!.stockNumber,
    countryName: 'Tanzania',
    consignee: { consigneeName: 'Neema Imports', consigneeAddress: 'Samora Avenue 9, Dar es Salaam', consigneeTelephone: '+255 754 000 111', countryName: 'Tanzania' },
  });
  if (placed instanceof Error) throw placed;
  order = placed;
});

describe('the proforma invoice', () => {
  it('is the buyer’s own: items, total, deadline, the account of the order’s day and a code to check it by', async () => {
    const invoice = (await orderInvoice(testContext(handle, { viewer: buyer }), order.shippingInformationUuid)) as Invoice;
    expect(invoice).toMatchObject({ orderNumber: order.orderNumber, totalPrice: order.totalPrice, dueAt: order.holdUntil, bankAccount: EXPORTER_BANK_ACCOUNT, consignee: { name: 'Neema Imports' } });
    expect(invoice.items.reduce((sum, item) => sum + item.price, 0)).toBe(order.totalPrice);
    expect(invoice.invoiceCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    // The chassis number whole, written as the vehicle page writes it: the model prefix, a dash, the serial.
    const [chassis] = await queryRows<{ head: string; serial: string }>(handle.db, sql`select chassis_number_head as head, chassis_number_serial_number as serial from vehicles where stock_number = ${order.stockNumber}`);
    expect(chassis!.head).toBeTruthy();
    expect(invoice.vehicle.chassisNumber).toBe(`${chassis!.head}-${chassis!.serial}`);
    // The port with the country it is in, from the order's port even for a quote kept without it.
    expect(invoice.quote).toMatchObject({ port: 'Dar es Salaam', portCountry: 'Tanzania' });
    await queryRows(handle.db, sql`update orders set quote = quote - 'portCountry' where id = (select order_id from shipping_informations where uuid = ${order.shippingInformationUuid})`);
    expect(((await orderInvoice(testContext(handle, { viewer: buyer }), order.shippingInformationUuid)) as Invoice).quote.portCountry).toBe('Tanzania');
    expect(await orderInvoice(testContext(handle, { viewer: other }), order.shippingInformationUuid)).toBeInstanceOf(NotFoundError);
    expect(await orderInvoice(testContext(handle), order.shippingInformationUuid)).toBeInstanceOf(NotAuthenticatedError);
    expect(await orderInvoice(testContext(handle, { viewer: buyer }), 'not-an-id')).toBeInstanceOf(NotFoundError);
  });

  it('is confirmed by its code, typed with dashes, spaces or in small letters, and no other code confirms anything', async () => {
    const { invoiceCode } = (await orderInvoice(testContext(handle, { viewer: buyer }), order.shippingInformationUuid)) as Invoice;
    for (const typed of [invoiceCode, printedInvoiceCode(invoiceCode), ` ${printedInvoiceCode(invoiceCode).toLowerCase().replace(/-/g, ' ')} `]) {
      expect(await verifyInvoice(testContext(handle), typed)).toMatchObject({ orderNumber: order.orderNumber, totalPrice: order.totalPrice, status: 'Reserved', bankAccount: { accountNumber: EXPORTER_BANK_ACCOUNT.accountNumber } });
    }
    for (const typed of [newInvoiceCode(), invoiceCode.slice(0, 9), '', null, "'; drop table orders; --"]) expect(await verifyInvoice(testContext(handle), typed)).toBeInstanceOf(NotFoundError);
  });
});
