// An order's documents on the real database (PGlite, and PostgreSQL in CI): staff upload them to a paid
// order (PDF, JPEG or PNG by their bytes, 10 MB at most), a new one of a kind replaces the old under a new
// address, each change is audited and a refused one writes nothing; the buyer is e-mailed in their
// language without the file; and only the order's buyer and staff can read a document (IDOR).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Language, Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { payInFull } from '#tests/factories/payments.ts';
import { deleteOrderDocument, documentFileName, ORDER_DOCUMENT_MAX_BYTES, orderDocumentByAdmin, orderDocumentsOf, uploadOrderDocument, userOrderDocument } from './order-documents.service.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const sales = staffViewer('sales', { prefix: 'doc' });
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 8 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

const as = (viewer: Viewer | null, language: Language = 'en') => testContext(handle, { viewer, language });
let buyers = 0;
async function newBuyer(): Promise<Viewer> {
  const id = `doc-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amani', ${`${id}@example.com`}, true)`);
  return { userId: id, email: `${id}@example.com`, groups: [] };
}
/** A buyer's order of the next car, paid unless told otherwise. */
async function ordered(language: Language = 'en', paid = true): Promise<{ order: CreatedOrder; buyer: Viewer }> {
  const buyer = await newBuyer();
  const consignee = { consigneeName: 'Amani Motors', consigneeAddress: 'Moi Avenue 12, Mombasa', consigneeTelephone: '+254 722 000 222', countryName: 'Kenya' };
  const order = await createOrder(as(buyer, language), { stockNumber: cars[buyers - 1]!, countryName: 'Kenya', consignee });
  if (order instanceof Error) throw order;
  if (paid) expect(await payInFull(as(sales), order.uuid)).toEqual({ ok: true });
  return { order, buyer };
}

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);
const deliver = () => runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async (m) => void sent.push(m), siteUrl: () => 'https://roro.example' }), { now: () => as(null).now });
const documentActions = async (uuid: string) =>
  queryRows<{ action: string; after: Record<string, unknown> | null }>(handle.db, sql`select action, after from audit_log where entity = 'orders' and entity_id = ${uuid} and action like 'order.document%' order by id`);

describe("an order's documents", () => {
  it('are uploaded to a paid order, replaced by kind under a new address, and the buyer told in their language', async () => {
    const { order, buyer } = await ordered('fr');
    expect(await uploadOrderDocument(as(sales), order.uuid, { kind: 'BillOfLading', file: { name: 'C:\\scans\\BL "final".pdf', bytes: pdf('one') } })).toEqual({ ok: true });
    const [first] = await orderDocumentsOf(handle.db, order.id);
    expect(first).toMatchObject({ kind: 'BillOfLading', fileName: 'BL final.pdf', contentType: 'application/pdf', byteSize: pdf('one').length });

    const got = await userOrderDocument(as(buyer), order.shippingInformationUuid, first!.uuid);
    expect(got instanceof Error ? got : new TextDecoder().decode(got.content)).toContain('% one');

    // A second bill of lading replaces the first: the old address finds nothing.
    expect(await uploadOrderDocument(as(sales), order.uuid, { kind: 'BillOfLading', file: { name: 'bl-corrected.jpeg', bytes: JPEG } })).toEqual({ ok: true });
    expect(await uploadOrderDocument(as(sales), order.uuid, { kind: 'ExportCertificate', file: { name: 'export.pdf', bytes: pdf('export') } })).toEqual({ ok: true });
    const documents = await orderDocumentsOf(handle.db, order.id);
    expect(documents.map((d) => [d.kind, d.fileName, d.contentType])).toEqual([
      ['BillOfLading', 'bl-corrected.jpg', 'image/jpeg'],
      ['ExportCertificate', 'export.pdf', 'application/pdf'],
    ]);
    expect(await userOrderDocument(as(buyer), order.shippingInformationUuid, first!.uuid)).toBeInstanceOf(NotFoundError);

    expect((await documentActions(order.uuid)).map((a) => [a.action, a.after?.kind])).toEqual([
      ['order.document.upload', 'BillOfLading'],
      ['order.document.upload', 'BillOfLading'],
      ['order.document.upload', 'ExportCertificate'],
    ]);
    await deliver();
    const mails = sent.filter((m) => m.to === buyer.email && m.subject.includes('disponible'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Commande ${order.orderNumber} : votre connaissement est disponible`,
      `Commande ${order.orderNumber} : votre connaissement est disponible`,
      `Commande ${order.orderNumber} : votre certificat d’exportation est disponible`,
    ]);
    // The e-mail points to the order's page; the file itself never travels by e-mail.
    expect(mails[0]!.text).toContain(`${as(null).site.siteUrl}/fr/user/orders/${order.shippingInformationUuid}`);
    expect(mails.every((m) => !m.text.includes('%PDF') && !m.html.includes('%PDF') && !('attachments' in m))).toBe(true);
  });

  it('sends the same file again without a second e-mail', async () => {
    const { order, buyer } = await ordered();
    for (let i = 0; i < 2; i++) expect(await uploadOrderDocument(as(sales), order.uuid, { kind: 'InspectionCertificate', file: { name: 'jevic.pdf', bytes: pdf('same') } })).toEqual({ ok: true });
    await deliver();
    expect(sent.filter((m) => m.to === buyer.email && m.subject.includes('inspection certificate'))).toHaveLength(1);
  });

  it('refuses what is not a document, too large, of no kind, or on an unpaid order, writing nothing', async () => {
    const { order } = await ordered();
    const upload = (kind: string, bytes: Uint8Array | null) => uploadOrderDocument(as(sales), order.uuid, { kind, file: bytes ? { name: 'x.pdf', bytes } : null });
    expect(issues(await upload('BillOfLading', new TextEncoder().encode('<html><script>alert(1)</script>')))).toEqual(['file: A document must be a PDF, JPEG or PNG file.']);
    expect(issues(await upload('BillOfLading', null))).toEqual(['file: Choose a file to upload.']);
    expect(issues(await upload('BillOfLading', new Uint8Array(0)))).toEqual(['file: Choose a file to upload.']);
    const big = new Uint8Array(ORDER_DOCUMENT_MAX_BYTES + 1);
    big.set(pdf('big'));
    expect(issues(await upload('BillOfLading', big))).toEqual(['file: A document must be at most 10 MB.']);
    expect(issues(await upload('Passport', pdf('x')))).toEqual(['kind: Choose which document this is: CommercialInvoice, BillOfLading, ExportCertificate, InspectionCertificate.']);
    const unpaid = (await ordered('en', false)).order;
    expect(issues(await uploadOrderDocument(as(sales), unpaid.uuid, { kind: 'BillOfLading', file: { name: 'b.pdf', bytes: pdf('b') } }))).toEqual(['file: Documents are added to a paid order: record the payment first.']);
    expect(await orderDocumentsOf(handle.db, order.id)).toEqual([]);
    expect(await orderDocumentsOf(handle.db, unpaid.id)).toEqual([]);
    expect(await documentActions(order.uuid)).toEqual([]);
  });

  it('are for sales and admins to upload and remove; a buyer, an editor or staff without the authenticator app change nothing', async () => {
    const { order, buyer } = await ordered();
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyer, AuthenticationError],
      [staffViewer('editor', { prefix: 'doc' }), AuthenticationError],
      [staffViewer('sales', { prefix: 'doc', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await uploadOrderDocument(as(viewer), order.uuid, { kind: 'BillOfLading', file: { name: 'b.pdf', bytes: pdf('b') } })).toBeInstanceOf(kind);
    }
    expect(await orderDocumentsOf(handle.db, order.id)).toEqual([]);
    expect(await uploadOrderDocument(as(staffViewer('admin', { prefix: 'doc' })), order.uuid, { kind: 'BillOfLading', file: { name: 'b.pdf', bytes: pdf('b') } })).toEqual({ ok: true });
    const [document] = await orderDocumentsOf(handle.db, order.id);
    expect(await deleteOrderDocument(as(staffViewer('editor', { prefix: 'doc' })), order.uuid, document!.uuid, 'wrong file')).toBeInstanceOf(AuthenticationError);
    expect(issues(await deleteOrderDocument(as(sales), order.uuid, document!.uuid, '  '))).toEqual(['reason: Say why the document is removed: it goes in the audit log.']);
    expect(await orderDocumentsOf(handle.db, order.id)).toHaveLength(1);
    expect(await deleteOrderDocument(as(sales), order.uuid, document!.uuid, 'Scanned the wrong page')).toEqual({ ok: true });
    expect(await orderDocumentsOf(handle.db, order.id)).toEqual([]);
    expect(await userOrderDocument(as(buyer), order.shippingInformationUuid, document!.uuid)).toBeInstanceOf(NotFoundError);
    expect((await documentActions(order.uuid)).map((a) => a.action)).toEqual(['order.document.upload', 'order.document.delete']);
    expect(issues(await deleteOrderDocument(as(sales), order.uuid, document!.uuid, 'again'))).toEqual(['document: This order has no such document.']);
  });

  it("are read by the order's buyer and staff only: another buyer, another order's address or a signed-out visitor find nothing", async () => {
    const mine = await ordered();
    const theirs = await ordered();
    expect(await uploadOrderDocument(as(sales), mine.order.uuid, { kind: 'BillOfLading', file: { name: 'mine.pdf', bytes: pdf('mine') } })).toEqual({ ok: true });
    const [document] = await orderDocumentsOf(handle.db, mine.order.id);
    const read = (viewer: Viewer | null, shippingUuid: string, documentUuid = document!.uuid) => userOrderDocument(as(viewer), shippingUuid, documentUuid);

    expect(await read(mine.buyer, mine.order.shippingInformationUuid)).toMatchObject({ fileName: 'mine.pdf' });
    // Another buyer, with the right addresses or through their own order's.
    expect(await read(theirs.buyer, mine.order.shippingInformationUuid)).toBeInstanceOf(NotFoundError);
    expect(await read(theirs.buyer, theirs.order.shippingInformationUuid)).toBeInstanceOf(NotFoundError);
    // The buyer's own document through their other order's address, and addresses that are not ids.
    const other = await ordered();
    expect(await read(await newBuyer(), mine.order.shippingInformationUuid)).toBeInstanceOf(NotFoundError);
    expect(await read(mine.buyer, other.order.shippingInformationUuid)).toBeInstanceOf(NotFoundError);
    expect(await read(mine.buyer, 'not-an-id', 'nor-this')).toBeInstanceOf(NotFoundError);
    expect(await read(null, mine.order.shippingInformationUuid)).toBeInstanceOf(NotAuthenticatedError);

    expect(await orderDocumentByAdmin(as(sales), mine.order.uuid, document!.uuid)).toMatchObject({ fileName: 'mine.pdf' });
    expect(await orderDocumentByAdmin(as(sales), theirs.order.uuid, document!.uuid)).toBeInstanceOf(NotFoundError);
    expect(await orderDocumentByAdmin(as(staffViewer('editor', { prefix: 'doc' })), mine.order.uuid, document!.uuid)).toBeInstanceOf(AuthenticationError);
    expect(await orderDocumentByAdmin(as(mine.buyer), mine.order.uuid, document!.uuid)).toBeInstanceOf(AuthenticationError);
  });
});

describe('a document file name', () => {
  it('keeps what a person wrote and drops folders, quotes and control characters; its extension is its type', () => {
    expect(documentFileName('../../etc/passwd', 'RO001-BillOfLading', 'pdf')).toBe('passwd.pdf');
    expect(documentFileName('Коносамент №5.PDF', 'x', 'pdf')).toBe('Коносамент №5.pdf');
    expect(documentFileName('scan\r\n"<1>".exe', 'x', 'png')).toBe('scan1.png');
    expect(documentFileName('', 'RO001001-BillOfLading', 'jpg')).toBe('RO001001-BillOfLading.jpg');
  });
});
