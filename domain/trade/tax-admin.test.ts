// The countries' duties in the back office on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): a change of rate added as new rows from a day beside the old ones, previewed on three
// cars and on the open orders it moves; a table that cannot compute refused with nothing written; the save
// audited, the buyers whose ship arrives after the day e-mailed in their language and their orders'
// timelines noted; admins only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { payInFull } from '#tests/factories/payments.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Language, Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { createOrder, type CreatedOrder } from '../orders/create-order.service.ts';
import { advanceOrderShipping, orderByAdmin, type AdminOrder } from '../orders/order-admin.service.ts';
import { orderEmails, orderHistory } from '../orders/order-history.service.ts';
import { readImportTaxTables } from './import-tax-tables.ts';
import { previewTaxChange, saveTaxChange, taxCountryByAdmin, type TaxChangeInput } from './tax-admin.service.ts';
import { orderTaxNotices } from './tax-change-orders.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const admin = staffViewer('admin', { prefix: 'taxa' });
const as = (viewer: Viewer | null) => testContext(handle, { viewer });

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 12 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

let buyers = 0;
async function ordered(language: Language = 'en'): Promise<{ order: CreatedOrder; admin: AdminOrder; arrival: string }> {
  const id = `taxa-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Wanjiru', ${`${id}@example.com`}, true)`);
  const buyer: Viewer = { userId: id, email: `${id}@example.com`, groups: [] };
  const consignee = { consigneeName: 'Wanjiru Autos', consigneeAddress: 'Kenyatta Avenue 9, Nairobi', consigneeTelephone: '+254 711 000 333', countryName: 'Kenya' };
  const order = await createOrder({ ...as(buyer), language }, { stockNumber: cars[buyers - 1]!, countryName: 'Kenya', consignee });
  if (order instanceof Error) throw order;
  const [row] = await queryRows<{ arrival: string }>(handle.db, sql`select to_char(estimated_arrival_at at time zone 'UTC', 'YYYY-MM-DD') as arrival from shipping_informations where order_id = ${order.id}`);
  return { order, admin: (await orderByAdmin(as(admin), order.uuid)) as AdminOrder, arrival: row!.arrival };
}

/** The Kenyan import duty's row in force today. */
async function kenyanDuty() {
  const kenya = await taxCountryByAdmin(as(admin), 'KE');
  if (kenya instanceof Error) throw kenya;
  return kenya.rows.find((r) => r.taxId === 'import-duty' && r.inForce)!;
}

const change = (over: Partial<TaxChangeInput> & { rowId: string; ratePercent: string }): TaxChangeInput => ({
  countryCode: 'KE',
  effectiveFrom: over.effectiveFrom ?? '2026-11-15',
  source: over.source ?? 'Finance Act 2026, s. 12',
  rows: [{ rowId: over.rowId, ratePercent: over.ratePercent }],
});

const taxRows = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from import_taxes`))[0]!.n;
const taxMails = async () =>
  queryRows<{ to: string; subject: string; text: string }>(handle.db, sql`select payload->>'to' as to, payload->>'subject' as subject, payload->>'text' as text from jobs where dedupe_key like 'mail.send:order.taxes:%' order by id`);

describe(`the duties in the back office on ${process.env.RORO_TEST_DB}`, () => {
  it('refuse a change the table cannot compute, or a day already past, and write nothing', async () => {
    const duty = await kenyanDuty();
    const rowsBefore = await taxRows();
    // A rate the form's percent could never mean is refused in its words, before the table is checked.
    const tooBig = await saveTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '3500' }));
    expect(tooBig).toBeInstanceOf(InvalidInputError);
    expect((tooBig as InvalidInputError).issues).toEqual([{ fieldname: `rows.${duty.uuid}.rate`, message: 'Import duty: the rate is a percent from 0 to 500, such as 35 or 22.5; 3500 is more than 500.' }]);
    const past = await saveTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '40', effectiveFrom: '2026-10-01' }));
    expect((past as InvalidInputError).issues).toEqual([{ fieldname: 'effectiveFrom', message: expect.stringContaining('from today (2026-11-01) or later') }]);
    const same = await saveTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: String(duty.rate! * 100) }));
    expect((same as InvalidInputError).issues[0]!.message).toMatch(/nothing differs/);
    const noSource = await saveTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '40', source: ' ' }));
    expect((noSource as InvalidInputError).issues[0]!.fieldname).toBe('source');
    expect(await taxRows()).toBe(rowsBefore);
    expect(await queryRows(handle.db, sql`select 1 from audit_log where action = 'importTax.change'`)).toEqual([]);
  });

  it('refuse bad and absurd input with what is wrong, writing nothing: a negative, huge or over-precise value, a day years off, a control character, no such country', async () => {
    const duty = await kenyanDuty();
    const country = async (code: string, taxId: (r: { amount: number | null; perCc: number | null }) => boolean) => {
      const table = await taxCountryByAdmin(as(admin), code);
      if (table instanceof Error) throw table;
      return table.rows.find((r) => r.inForce && taxId(r))!;
    };
    const guyanaFixed = await country('GY', (r) => r.amount !== null);
    const russiaPerCc = await country('RU', (r) => r.perCc !== null);
    const writes = async () => (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from import_taxes) || '/' || (select count(*) from audit_log) as n`))[0]!.n;
    const before = await writes();
    const refused = async (input: TaxChangeInput) => {
      const answer = await previewTaxChange(as(admin), input);
      expect(answer, JSON.stringify(input)).toBeInstanceOf(InvalidInputError);
      expect(await saveTaxChange(as(admin), input)).toBeInstanceOf(InvalidInputError);
      return (answer as InvalidInputError).issues.map((i) => [i.fieldname, i.message]);
    };
    const rate = `rows.${duty.uuid}.rate`;
    expect(await refused(change({ rowId: duty.uuid, ratePercent: '-5' }))).toEqual([[rate, 'Import duty: the rate is a percent from 0 to 500, such as 35 or 22.5; not negative (-5).']]);
    expect(await refused(change({ rowId: duty.uuid, ratePercent: '=35+5' }))).toEqual([[rate, 'Import duty: the rate is a percent from 0 to 500, such as 35 or 22.5, not “=35+5”.']]);
    expect(await refused(change({ rowId: duty.uuid, ratePercent: '9'.repeat(60) }))).toEqual([[rate, `Import duty: the rate is a percent from 0 to 500, such as 35 or 22.5; ${'9'.repeat(40)}… is more than 500.`]]);
    expect(await refused(change({ rowId: duty.uuid, ratePercent: '0.0000001' }))).toEqual([[rate, 'Import duty: the rate is a percent from 0 to 500, such as 35 or 22.5, with at most 6 decimals, not 0.0000001.']]);
    expect(await refused(change({ rowId: duty.uuid, ratePercent: '40', effectiveFrom: '9999-12-31' }))).toEqual([['effectiveFrom', 'A change applies from at most 5 years ahead (2031-11-01): rates further off are not known yet.']]);
    expect(await refused(change({ rowId: duty.uuid, ratePercent: '40', source: 'Finance Act\u00002026' }))).toEqual([['source', 'The source is one line of text: no control characters (a NUL byte, a tab, a line break).']]);
    // Amounts the table's columns could not hold (the API sends them; the page's form has rates alone).
    expect(await refused({ countryCode: 'GY', effectiveFrom: '2027-01-01', source: 'Budget 2027', rows: [{ rowId: guyanaFixed.uuid, amount: '99999999999999999999' }] })).toEqual([
      [`rows.${guyanaFixed.uuid}.amount`, `${guyanaFixed.label}: the fixed amount is a number from 0 to 1,000,000,000,000, such as 5000; 99999999999999999999 is more than 1,000,000,000,000.`],
    ]);
    expect(await refused({ countryCode: 'RU', effectiveFrom: '2027-01-01', source: 'Decree 2027', rows: [{ rowId: russiaPerCc.uuid, perCc: '1.5', ratePercent: '48', amount: 'many' }] })).toEqual([
      [`rows.${russiaPerCc.uuid}.amount`, `${russiaPerCc.label}: the fixed amount is a number from 0 to 1,000,000,000,000, such as 5000, not “many”.`],
    ]);
    // A country's code with a NUL byte or of three letters names no table.
    for (const countryCode of ['K\u0000', 'KEN', '']) {
      expect(await previewTaxChange(as(admin), { ...change({ rowId: duty.uuid, ratePercent: '40' }), countryCode })).toBeInstanceOf(NotFoundError);
      expect(await saveTaxChange(as(admin), { ...change({ rowId: duty.uuid, ratePercent: '40' }), countryCode })).toBeInstanceOf(NotFoundError);
    }
    expect(await writes()).toBe(before);
  });

  it('preview a change on three cars and the open orders it moves, writing nothing', async () => {
    const { admin: order, arrival } = await ordered();
    const duty = await kenyanDuty();
    const rowsBefore = await taxRows();
    const preview = await previewTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '40' }));
    if (preview instanceof Error) throw preview;
    expect(preview.newRows).toEqual([expect.objectContaining({ taxId: 'import-duty', rate: 0.4, effectiveFrom: '2026-11-15', source: 'Finance Act 2026, s. 12' })]);
    expect(preview.samples).toHaveLength(3);
    for (const s of preview.samples) expect(s.after).not.toBe(s.before);
    expect(preview.affected).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, buyerEmail: order.buyerEmail, arrival })]);
    // A rate from after the ship arrives moves nothing of the order's.
    const later = await previewTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '40', effectiveFrom: '2027-06-01' }));
    expect(!(later instanceof Error) && later.affected).toEqual([]);
    expect(await taxRows()).toBe(rowsBefore);
  });

  it('save a rate from a day as new rows beside the old, audited, and tell each buyer whose ship arrives after it', async () => {
    const { order, admin: adminOrder } = await ordered('fr');
    const duty = await kenyanDuty();
    const before = (await readImportTaxTables(handle.db)).get('KE')!.rows.filter((r) => r.taxId === 'import-duty');
    const mailsBefore = (await taxMails()).length;
    const saved = await saveTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '40' }));
    if (saved instanceof Error) throw saved;
    expect(saved.added).toBe(1);
    expect(saved.affected.map((a) => a.orderNumber)).toContain(adminOrder.orderNumber);
    const after = (await readImportTaxTables(handle.db)).get('KE')!.rows.filter((r) => r.taxId === 'import-duty');
    // History kept: the 35 % from July 2023 still prices ships arriving before 15 November.
    expect(after.map((r) => [r.rate, r.effectiveFrom])).toEqual([...before.map((r) => [r.rate, r.effectiveFrom]), [0.4, '2026-11-15']]);
    const [audit] = await queryRows<{ actor_email: string; entity_id: string; before: { rows: { rate: number }[] }; after: { effectiveFrom: string; rows: { rate: number }[] } }>(
      handle.db,
      sql`select actor_email, entity_id, before, after from audit_log where action = 'importTax.change'`,
    );
    expect(audit).toMatchObject({ actor_email: admin.email, entity_id: 'KE', before: { rows: [{ rate: 0.35 }] }, after: { effectiveFrom: '2026-11-15', rows: [{ rate: 0.4 }] } });

    const mails = (await taxMails()).slice(mailsBefore);
    const mine = mails.find((m) => m.to === adminOrder.buyerEmail)!;
    expect(mine.subject).toBe(`Votre commande ${adminOrder.orderNumber} : l’estimation des droits à l’arrivée a changé`);
    expect(mine.text).toMatch(/Kenya change ses taux à partir du 15 novembre 2026/);
    expect(mine.text).toMatch(/Estimation précédente: KES [\d,]+\nEstimation actuelle: KES [\d,]+/);
    const [, was, is] = /précédente: KES ([\d,]+)\nEstimation actuelle: KES ([\d,]+)/.exec(mine.text)!;
    expect(Number(is!.replace(/,/g, ''))).toBeGreaterThan(Number(was!.replace(/,/g, '')));

    const notices = await orderTaxNotices(handle.db, order.id);
    expect(notices).toEqual([expect.objectContaining({ reason: 'rate', effectiveFrom: '2026-11-15', before: expect.objectContaining({ currency: 'KES' }), after: expect.objectContaining({ currency: 'KES' }) })]);
    const history = await orderHistory(as(admin), adminOrder);
    expect(!(history instanceof Error) && history.at(-1)).toMatchObject({
      action: 'order.importTaxes',
      text: `Estimate of duties on arrival changed from KES ${was} to KES ${is}; the buyer e-mailed`,
      reason: expect.stringContaining('rates changed from 15 November 2026'),
      by: admin.email,
    });
    const emails = await orderEmails(as(admin), adminOrder);
    expect(!(emails instanceof Error) && emails.map((e) => e.subject)).toContain(mine.subject);
    // A change from a later day typed against today's row changes the same band's row in force then (the 40 %).
    const back = await previewTaxChange(as(admin), change({ rowId: duty.uuid, ratePercent: '35', effectiveFrom: '2026-11-16' }));
    expect(!(back instanceof Error) && back.newRows.map((r) => [r.rate, r.effectiveFrom])).toEqual([[0.35, '2026-11-16']]);
    // The same rate again from the same day is refused: two rows of one tax from one day both fit every car.
    const again = await saveTaxChange(as(admin), change({ rowId: (await kenyanDuty()).uuid, ratePercent: '45' }));
    expect(again).toBeInstanceOf(InvalidInputError);
  });

  it('tell the buyer when the vessel’s arrival, recorded later than quoted, crosses the day of a new rate', async () => {
    const { order, admin: adminOrder, arrival } = await ordered('pt');
    const saved = await saveTaxChange(as(admin), change({ rowId: (await kenyanDuty()).uuid, ratePercent: '45', effectiveFrom: '2027-03-01' }));
    // Quoted to arrive before March: the new rate moves nothing of the order's yet.
    expect(!(saved instanceof Error) && saved.affected.map((a) => a.orderNumber)).not.toContain(adminOrder.orderNumber);
    expect(arrival < '2027-03-01').toBe(true);
    const sales = staffViewer('sales', { prefix: 'taxa' });
    expect(await payInFull(as(sales), order.uuid)).toEqual({ ok: true });
    for (const step of ['details', 'arrangements']) expect(await advanceOrderShipping(as(sales), order.uuid, step)).toEqual({ ok: true });
    const mailsBefore = (await taxMails()).length;
    expect(await advanceOrderShipping(as(sales), order.uuid, 'departure', { shipName: 'Morning Cara', departureAt: '2026-11-01', estimatedArrivalAt: '2027-03-10' })).toEqual({ ok: true });
    const mails = (await taxMails()).slice(mailsBefore);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[adminOrder.buyerEmail, `A sua encomenda ${adminOrder.orderNumber}: a estimativa dos direitos à chegada mudou`]]);
    expect(mails[0]!.text).toContain('Porquê: o seu navio é agora esperado a 10 de março de 2027');
    expect(await orderTaxNotices(handle.db, order.id)).toEqual([expect.objectContaining({ reason: 'arrival', arrival: '2027-03-10' })]);
  });

  it('is for admins: sales, editors, buyers and the signed-out read and change nothing', async () => {
    const duty = await kenyanDuty();
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('taxa-buyer'), AuthenticationError],
      [staffViewer('sales', { prefix: 'taxa' }), AuthenticationError],
      [staffViewer('editor', { prefix: 'taxa' }), AuthenticationError],
      [staffViewer('admin', { prefix: 'taxa', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await taxCountryByAdmin(as(viewer), 'KE')).toBeInstanceOf(kind);
      expect(await previewTaxChange(as(viewer), change({ rowId: duty.uuid, ratePercent: '50', effectiveFrom: '2026-11-10' }))).toBeInstanceOf(kind);
      expect(await saveTaxChange(as(viewer), change({ rowId: duty.uuid, ratePercent: '50', effectiveFrom: '2026-11-10' }))).toBeInstanceOf(kind);
    }
    // Another admin may.
    const other = staffViewer('admin', { prefix: 'taxa-other' });
    expect(await saveTaxChange(as(other), change({ rowId: duty.uuid, ratePercent: '50', effectiveFrom: '2026-11-10' }))).toMatchObject({ added: 1 });
  });
});
