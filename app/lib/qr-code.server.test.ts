// The invoice page's QR code on the real database: the buyer's invoice page carries the QR code of the
// public check's address with the invoice's printed code, and that address, opened, confirms the invoice.
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import { createOrder, type CreatedOrder } from '#domain/orders/create-order.service.ts';
import { orderInvoice, printedInvoiceCode, type Invoice } from '#domain/orders/invoice.service.ts';
import { openSeededDatabase, testContext, testSite } from '#tests/setup/test-database.ts';
import { loader as invoicePage } from '../routes/user/order-invoice';
import { loader as verifyPage } from '../routes/verify-invoice';
import { invoiceCheckUrl } from './qr-code.server';

let handle: DatabaseHandle;
const buyer: Viewer = { userId: 'qr-buyer', email: 'qr-buyer@example.com', groups: [] };
let order: CreatedOrder;

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('qr-buyer', 'Amani', 'qr-buyer@example.com', true)`);
  const [car] = (await recommendVehicles(testContext(handle), { countryName: 'Tanzania', limit: 1 })) as { stockNumber: string }[];
  const placed = await createOrder(testContext(handle, { viewer: buyer }), {
    stockNumber: car!.stockNumber,
    countryName: 'Tanzania',
    consignee: { consigneeName: 'Amani Motors', consigneeAddress: 'Uhuru Street 4, Dar es Salaam', consigneeTelephone: '+255 754 000 222', countryName: 'Tanzania' },
  });
  if (placed instanceof Error) throw placed;
  order = placed;
});

/** A route's loader called as React Router calls it (neither of these uses auth), for the data it answered. */
async function load<T>(loader: (args: never) => unknown, address: string, params: Record<string, string>, ctx: RequestContext): Promise<T> {
  const request = new Request(address);
  const answer = await (loader as (args: unknown) => unknown)({ request, params, context: { ctx }, url: new URL(address), pattern: '' });
  return (answer as { data: T }).data;
}

describe('the invoice’s QR code', () => {
  it('opens the public check with the printed code filled in, URL-encoded', () => {
    expect(invoiceCheckUrl('https://roro.example/fr/verify-invoice', 'ABCDEFGH23')).toBe('https://roro.example/fr/verify-invoice?code=ABCD-EFGH-23');
    expect(invoiceCheckUrl('https://roro.example/fr/verify-invoice', 'AB&C D')).toBe('https://roro.example/fr/verify-invoice?code=AB%26C-%20D-');
  });

  it('is on the buyer’s invoice page, and the address it encodes confirms the invoice', async () => {
    const ctx = testContext(handle, { viewer: buyer });
    const { invoiceCode } = (await orderInvoice(ctx, order.shippingInformationUuid)) as Invoice;
    const address = `${testSite.siteUrl}/fr/verify-invoice?code=${printedInvoiceCode(invoiceCode)}`;
    const id = order.shippingInformationUuid;
    const page = await load<{ qrSvg: string }>(invoicePage, `${testSite.siteUrl}/fr/user/orders/${id}/invoice`, { lang: 'fr', id }, ctx);
    expect(page.qrSvg).toBe(await QRCode.toString(address, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }));
    expect(page.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);

    // Scanned by anyone, signed in or not.
    const check = await load<{ found: { orderNumber: string } | null }>(verifyPage, address, { lang: 'fr' }, testContext(handle));
    expect(check.found?.orderNumber).toBe(order.orderNumber);
  });
});
