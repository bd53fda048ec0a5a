// createOrder on the real database (PGlite, and PostgreSQL in CI): the quote frozen into the order, the car
// held for the buyer, the consignee asked for when missing, refusals that write nothing, and the races a
// shop loses money on: many buyers ordering one car at once, many orders spending one coupon (or more
// than a coupon allows).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { databaseUrl } from '#tests/setup/postgres.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Viewer } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { calculateTradeTerm } from '../trade/trade-term.service.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { createOrder, QuoteChangedError, VehicleUnavailableError, type CreatedOrder } from './create-order.service.ts';
import { ORDER_HOLD_DAYS } from './order-terms.ts';

let handle: DatabaseHandle;
/** On PostgreSQL, a pool of 25 so that concurrent orders really run as concurrent transactions. */
let wide: DatabaseHandle | null = null;
let kenyan: string[] = [];

const CONSIGNEE = { consigneeName: 'Baraka Motors Ltd', consigneeAddress: 'Moi Avenue 12, Mombasa', consigneeTelephone: '+254 700 111 222', countryName: 'Kenya' };

beforeAll(async () => {
  handle = await openSeededDatabase();
  if (handle.kind === 'postgres') {
    const [{ name }] = (await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`)) as [{ name: string }];
    wide = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, name) }, { poolSize: 25 });
  }
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 20 });
  if (!Array.isArray(found)) throw found;
  kenyan = found.map((v) => v.stockNumber);
  // Ten more for Kenya (right-hand drive, young enough), for the coupon race.
  const more = await queryRows<{ stock_number: string }>(
    handle.db,
    sql`select stock_number from vehicles where status = 'OnSale' and not is_left_handle and year4 >= 2021 and stock_number not in (${sql.join(kenyan.map((n) => sql`${n}`), sql`, `)}) order by id limit 10`,
  );
  kenyan.push(...more.map((r) => r.stock_number));
});

afterAll(async () => {
  await wide?.close();
});

let buyers = 0;
/** A buyer with an account (and, unless told, consignee details in it). */
async function buyer(withConsignee = true): Promise<Viewer> {
  const id = `order-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Baraka', ${`${id}@example.com`}, true)`);
  if (withConsignee) {
    await queryRows(
      handle.db,
      sql`insert into user_profiles (user_id, consignee_name, consignee_address, consignee_telephone, consignee_country_id)
          select ${id}, ${CONSIGNEE.consigneeName}, ${CONSIGNEE.consigneeAddress}, ${CONSIGNEE.consigneeTelephone}, id from countries where name = 'Kenya'`,
    );
  }
  return { userId: id, email: `${id}@example.com`, groups: [] };
}

const as = (viewer: Viewer | null, db = handle.db) => testContext({ ...handle, db }, { viewer });
const toMombasa = (stockNumber: string, extra: object = {}) => ({ stockNumber, countryName: 'Kenya', options: ['Insurance' as const], currency: 'USD', ...extra });

const count = async (table: 'orders' | 'user_orders' | 'shipping_informations') => Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);
const statusOf = async (stockNumber: string) => (await queryRows<{ status: string }>(handle.db, sql`select status::text from vehicles where stock_number = ${stockNumber}`))[0]!.status;

describe('createOrder', () => {
  it('freezes the quote the buyer saw, with the consignee, and holds the car for them until the payment deadline', async () => {
    const viewer = await buyer();
    const stockNumber = kenyan[0]!;
    const term = await calculateTradeTerm(as(viewer), toMombasa(stockNumber));
    if (term instanceof Error) throw term;
    const order = (await createOrder(as(viewer), toMombasa(stockNumber))) as CreatedOrder;
    expect(order).toMatchObject({ status: 'Reserved', stockNumber, totalPrice: term.totalPrice, consignee: { name: 'Baraka Motors Ltd', country: 'Kenya' } });
    expect(order.orderNumber).toMatch(/^RO\d{6}$/);
    expect(order.holdUntil.getTime() - as(viewer).now.getTime()).toBe(ORDER_HOLD_DAYS * 24 * 3600 * 1000);
    expect(order.quote).toMatchObject({ country: 'Kenya', port: 'Mombasa', terms: 'CIF', options: ['Insurance'], totalPrice: term.totalPrice, currency: { name: 'USD' } });
    expect(order.quote.currency.rate).toBeGreaterThan(0);
    expect(order.quote.items.map((i) => i.price)).toEqual(term.itemPrices.map((i) => i.price));
    expect(await statusOf(stockNumber)).toBe('OnHold');
    const [stored] = await queryRows<{ status: string; total_cif: number; held_from_status: string; list_type: string; shipping: string }>(
      handle.db,
      sql`select o.status::text, o.total_cif, o.held_from_status::text, u.list_type::text, s.uuid::text as shipping
          from orders o join user_orders u on u.order_id = o.id join shipping_informations s on s.order_id = o.id where o.uuid = ${order.uuid}`,
    );
    expect(stored).toEqual({ status: 'Reserved', total_cif: term.totalPrice, held_from_status: 'OnSale', list_type: 'Ordered', shipping: order.shippingInformationUuid });
    // The car is held: nobody else can order it, and it has left the cars a buyer can order now.
    expect(await createOrder(as(await buyer()), toMombasa(stockNumber))).toBeInstanceOf(VehicleUnavailableError);
  });

  it('asks for the consignee when the account has none, then keeps the details sent with the order', async () => {
    const viewer = await buyer(false);
    const stockNumber = kenyan[1]!;
    const before = await count('orders');
    const asked = await createOrder(as(viewer), toMombasa(stockNumber));
    expect(asked).toBeInstanceOf(InvalidInputError);
    expect((asked as InvalidInputError).issues.map((i) => [i.fieldname, i.message])).toEqual([
      ['consignee.consigneeName', 'Name is a required field'],
      ['consignee.consigneeAddress', 'Address is a required field'],
      ['consignee.consigneeTelephone', 'Phone is a required field'],
      ['consignee.countryName', 'Country is a required field'],
    ]);
    expect(await count('orders')).toBe(before);
    expect(await statusOf(stockNumber)).toBe('OnSale');

    const bad = await createOrder(as(viewer), toMombasa(stockNumber, { consignee: { ...CONSIGNEE, countryName: 'Atlantis' } }));
    expect((bad as InvalidInputError).issues).toEqual([expect.objectContaining({ fieldname: 'consignee.countryName', message: 'Choose the consignee’s country from the list.' })]);
    expect(await count('orders')).toBe(before);

    const order = (await createOrder(as(viewer), toMombasa(stockNumber, { consignee: { ...CONSIGNEE, consigneeName: 'Wanjiru Imports' } }))) as CreatedOrder;
    expect(order.consignee).toEqual({ name: 'Wanjiru Imports', address: CONSIGNEE.consigneeAddress, telephone: CONSIGNEE.consigneeTelephone, country: 'Kenya' });
    const [profile] = await queryRows<{ consignee_name: string }>(handle.db, sql`select consignee_name from user_profiles where user_id = ${viewer.userId}`);
    expect(profile!.consignee_name).toBe('Wanjiru Imports');
  });

  it('refuses the signed-out, bad input and a coupon that does not apply, writing nothing', async () => {
    const stockNumber = kenyan[2]!;
    const before = await Promise.all([count('orders'), count('user_orders'), count('shipping_informations')]);
    expect(await createOrder(as(null), toMombasa(stockNumber))).toBeInstanceOf(NotAuthenticatedError);
    const viewer = await buyer();
    const noCountry = await createOrder(as(viewer), { stockNumber, countryName: '' });
    expect((noCountry as InvalidInputError).issues).toEqual([expect.objectContaining({ fieldname: 'countryName', message: 'Country is a required field' })]);
    const coupon = await createOrder(as(viewer), toMombasa(stockNumber, { options: ['Insurance', 'Coupon'], couponCode: 'NOPE' }));
    expect((coupon as InvalidInputError).issues).toEqual([expect.objectContaining({ fieldname: 'couponCode', message: expect.stringContaining('NOPE') })]);
    const expired = await createOrder(as(viewer), toMombasa(stockNumber, { options: ['Insurance', 'Coupon'], couponCode: 'SPRING25K' }));
    expect((expired as InvalidInputError).issues[0]!.fieldname).toBe('couponCode');
    expect(await Promise.all([count('orders'), count('user_orders'), count('shipping_informations')])).toEqual(before);
    expect(await statusOf(stockNumber)).toBe('OnSale');
  });

  it('sells a car once: of 50 buyers ordering it at the same moment, one gets it and 49 are told it was just reserved', async () => {
    const stockNumber = kenyan[3]!;
    const viewers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const before = await count('orders');
    const results = await Promise.all(viewers.map((viewer) => createOrder(as(viewer, wide?.db ?? handle.db), toMombasa(stockNumber))));
    const orders = results.filter((r): r is CreatedOrder => !(r instanceof Error));
    const refused = results.filter((r) => r instanceof VehicleUnavailableError);
    expect(orders).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.message).toBe('This vehicle has just been reserved by another buyer. Have a look at similar vehicles.');
    expect(await count('orders')).toBe(before + 1);
    expect(await statusOf(stockNumber)).toBe('OnHold');
  });

  it('spends a one-use coupon once: of 10 buyers ordering 10 cars with it at once, one order has it', async () => {
    const cars = kenyan.slice(4, 14);
    expect(cars).toHaveLength(10);
    // A coupon anyone may use, once.
    await queryRows(handle.db, sql`insert into coupons (coupon_code, discount_jpy, min_price_jpy, expired_at) values ('ONCE50K', 50000, 0, ${new Date('2099-01-01')})`);
    const viewers = await Promise.all(cars.map(() => buyer()));
    const results = await Promise.all(
      cars.map((stockNumber, i) => createOrder(as(viewers[i]!, wide?.db ?? handle.db), toMombasa(stockNumber, { options: ['Insurance', 'Coupon'], couponCode: 'once50k' }))),
    );
    const orders = results.filter((r): r is CreatedOrder => !(r instanceof Error));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.quote.coupon).toMatchObject({ code: 'once50k', status: 'Applied' });
    expect(orders[0]!.quote.items.find((i) => i.price < 0)?.price).toBe(-50_000);
    // The others were told, and their cars are still for sale.
    for (const [i, result] of results.entries()) {
      if (!(result instanceof Error)) continue;
      expect([QuoteChangedError, InvalidInputError].some((kind) => result instanceof kind)).toBe(true);
      expect(await statusOf(cars[i]!)).toBe('OnSale');
    }
    const [{ uses }] = (await queryRows<{ uses: number }>(
      handle.db,
      sql`select count(*)::int as uses from user_coupons u join coupons c on c.id = u.coupon_id where c.coupon_code = 'ONCE50K' and u.used_at is not null`,
    )) as [{ uses: number }];
    expect(uses).toBe(1);
  });

  it('spends a coupon for anyone no more times than it allows: of 10 buyers ordering with a 3-use coupon at once, 3 orders have it', async () => {
    const cars = kenyan.slice(20, 30);
    expect(cars).toHaveLength(10);
    await queryRows(handle.db, sql`insert into coupons (coupon_code, discount_jpy, min_price_jpy, expired_at, for_anyone, max_uses) values ('THRICE30K', 30000, 0, ${new Date('2099-01-01')}, true, 3)`);
    const viewers = await Promise.all(cars.map(() => buyer()));
    const results = await Promise.all(
      cars.map((stockNumber, i) => createOrder(as(viewers[i]!, wide?.db ?? handle.db), toMombasa(stockNumber, { options: ['Insurance', 'Coupon'], couponCode: 'THRICE30K' }))),
    );
    const orders = results.filter((r): r is CreatedOrder => !(r instanceof Error));
    expect(orders).toHaveLength(3);
    for (const order of orders) expect(order.quote.items.find((i) => i.price < 0)?.price).toBe(-30_000);
    for (const [i, result] of results.entries()) {
      if (!(result instanceof Error)) continue;
      expect([QuoteChangedError, InvalidInputError].some((kind) => result instanceof kind)).toBe(true);
      expect(await statusOf(cars[i]!)).toBe('OnSale');
    }
    const [{ uses, holders }] = (await queryRows<{ uses: number; holders: number }>(
      handle.db,
      sql`select (select count(*)::int from orders o join user_coupons u on u.id = o.user_coupon_id join coupons c on c.id = u.coupon_id where c.coupon_code = 'THRICE30K') as uses,
            (select count(*)::int from user_coupons u join coupons c on c.id = u.coupon_id where c.coupon_code = 'THRICE30K') as holders`,
    )) as [{ uses: number; holders: number }];
    expect({ uses, holders }).toEqual({ uses: 3, holders: 3 });
  });
});

const sent: OutgoingMail[] = [];
const handlers = () => jobHandlers(handle.db, { sendMail: async (mail) => void sent.push(mail), siteUrl: () => 'https://roro.example' });

describe('an unpaid order', () => {
  it('lapses by itself at its payment deadline: the car is back on sale and the coupon can be used again', async () => {
    const viewer = await buyer();
    const stockNumber = kenyan[15]!;
    await queryRows(handle.db, sql`insert into coupons (coupon_code, discount_jpy, min_price_jpy, expired_at) values ('LAPSE20K', 20000, 0, ${new Date('2099-01-01')})`);
    const order = (await createOrder(as(viewer), toMombasa(stockNumber, { options: ['Insurance', 'Coupon'], couponCode: 'LAPSE20K' }))) as CreatedOrder;
    expect(order.quote.coupon?.status).toBe('Applied');
    const deadline = order.holdUntil.getTime();
    const to = (subject: RegExp) => sent.filter((m) => m.to === viewer.email && subject.test(m.subject));
    // The confirmation goes out at once; a day before the deadline, a reminder, and the car is still held.
    await runDueJobs(handle.db, handlers(), { now: () => as(viewer).now });
    expect(to(new RegExp(`^Your order ${order.orderNumber}: .+ is held for you$`))).toHaveLength(1);
    await runDueJobs(handle.db, handlers(), { now: () => new Date(deadline - 24 * 3600_000) });
    expect(to(new RegExp(`^Order ${order.orderNumber}: payment is due by `))).toHaveLength(1);
    expect(await statusOf(stockNumber)).toBe('OnHold');
    // A second after it, the order lapses, and the buyer is told.
    expect(await runDueJobs(handle.db, handlers(), { now: () => new Date(deadline + 1000) })).toBeGreaterThan(0);
    await runDueJobs(handle.db, handlers(), { now: () => new Date(deadline + 2000) });
    expect(to(new RegExp(`^Order ${order.orderNumber} has lapsed$`))).toHaveLength(1);
    const [stored] = await queryRows<{ status: string; closed_at: Date | null }>(handle.db, sql`select status::text, closed_at from orders where uuid = ${order.uuid}`);
    expect(stored!.status).toBe('Lapsed');
    expect(stored!.closed_at).not.toBeNull();
    expect(await statusOf(stockNumber)).toBe('OnSale');
    // The car can be ordered again, with the same coupon.
    const again = await createOrder(as(viewer), toMombasa(stockNumber, { options: ['Insurance', 'Coupon'], couponCode: 'LAPSE20K' }));
    expect(again).toMatchObject({ status: 'Reserved', quote: { coupon: { status: 'Applied' } } });
  });

  it('is left alone once paid, and the lapse job run twice changes nothing', async () => {
    const viewer = await buyer();
    const stockNumber = kenyan[16]!;
    const order = (await createOrder(as(viewer), toMombasa(stockNumber))) as CreatedOrder;
    await queryRows(handle.db, sql`update orders set status = 'Paid', paid_at = ${as(viewer).now} where uuid = ${order.uuid}`);
    await queryRows(handle.db, sql`update vehicles set status = 'SoldOut' where stock_number = ${stockNumber}`);
    await runDueJobs(handle.db, handlers(), { now: () => new Date(order.holdUntil.getTime() + 1000) });
    expect(sent.filter((m) => m.to === viewer.email && /has lapsed/.test(m.subject))).toEqual([]);
    const [stored] = await queryRows<{ status: string }>(handle.db, sql`select status::text from orders where uuid = ${order.uuid}`);
    expect(stored!.status).toBe('Paid');
    expect(await statusOf(stockNumber)).toBe('SoldOut');
  });
});

describe('the order’s e-mails', () => {
  it('confirm the order to the buyer in their language and copy the sales team, and never carry bank details', async () => {
    const viewer = await buyer();
    const stockNumber = kenyan[17]!;
    const order = (await createOrder(as(viewer).language === 'en' ? { ...as(viewer), language: 'fr' } : as(viewer), toMombasa(stockNumber))) as CreatedOrder;
    await runDueJobs(handle.db, handlers(), { now: () => as(viewer).now });
    const [mine] = sent.filter((m) => m.to === viewer.email);
    expect(mine!.subject).toMatch(new RegExp(`^Votre commande ${order.orderNumber} : .+ vous est réservé$`));
    expect(mine!.text).toContain(`http://localhost:3000/fr/user/orders/${order.shippingInformationUuid}`);
    expect(mine!.text).toContain('Nos coordonnées bancaires figurent uniquement dans votre compte et sur la facture, jamais dans un e-mail.');
    const sales = sent.find((m) => m.to === 'sales@roro-motors.example' && m.subject.startsWith(`Order ${order.orderNumber} · `));
    expect(sales).toMatchObject({ replyTo: viewer.email });
    expect(sales!.text).toContain('Consignee: Baraka Motors Ltd, Moi Avenue 12, Mombasa, Kenya, +254 700 111 222');
    expect(sales!.text).toContain('Language: French (fr)');
    for (const mail of [mine!, sales!]) expect(mail.text).not.toMatch(/IBAN|SWIFT|account no/i);
  });
});
