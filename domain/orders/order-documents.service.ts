// The papers of an order (issue 15, ADR 026): sales upload the commercial invoice, the bill of lading, the
// export and the inspection certificates; the buyer downloads them from their order's page and is told by
// e-mail (in their language, the file never attached) that one is ready. One current file of each kind: a
// new upload replaces it. A file is taken for what its first bytes say it is (PDF, JPEG or PNG), not for
// its name. Only the order's buyer and staff can read one: anyone else is answered "not found".
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { orderDocuments, orders, shippingInformations } from '#db/schema/commerce.ts';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '#db/schema/enum-values.ts';
import type { RequestContext } from '../context.ts';
import { NotAuthenticatedError, NotFoundError, type AuthenticationError } from '../errors.ts';
import { staffCheck } from '../staff/audit.ts';
import { isUuid } from '../uuid.ts';
import { changeOrder, refusal, type Change } from './order-admin.service.ts';
import { orderDocumentEmail } from './order-emails.ts';
import { orderMailDetails, queueMail } from './order-mail.ts';

/** A scan of a bill of lading is rarely above 2 MB; 10 MB leaves room for a photographed one. */
export const ORDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface OrderDocumentInfo {
  uuid: string;
  kind: OrderDocumentKind;
  fileName: string;
  contentType: string;
  byteSize: number;
  uploadedAt: Date;
}

export interface OrderDocumentFile extends OrderDocumentInfo {
  content: Uint8Array<ArrayBuffer>;
}

const TYPES = [
  { type: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

/** What the file is by its first bytes, or null for anything but a PDF, a JPEG or a PNG. */
export function documentTypeOf(bytes: Uint8Array): (typeof TYPES)[number] | null {
  return TYPES.find((t) => t.magic.every((b, i) => bytes[i] === b)) ?? null;
}

/** The name to save the download as: no folders, no control or quoting characters, the extension its type's. */
export function documentFileName(name: string, fallback: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"*:<>?|]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || fallback}.${extension}`;
}

const infoColumns = {
  uuid: orderDocuments.uuid,
  kind: orderDocuments.kind,
  fileName: orderDocuments.fileName,
  contentType: orderDocuments.contentType,
  byteSize: orderDocuments.byteSize,
  uploadedAt: orderDocuments.uploadedAt,
};

/** An order's documents in the order of ORDER_DOCUMENT_KINDS (the enum's order), without their bytes. */
export function orderDocumentsOf(db: Database, orderId: number): Promise<OrderDocumentInfo[]> {
  return db.select(infoColumns).from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(asc(orderDocuments.kind));
}

export interface DocumentUpload {
  kind: string;
  file: { name: string; bytes: Uint8Array } | null;
}

/** Adds a paid order's document, or replaces the one of its kind; the buyer is e-mailed that it is ready. */
export function uploadOrderDocument(ctx: RequestContext, orderUuid: string, upload: DocumentUpload): Promise<Change> {
  return changeOrder(ctx, orderUuid, async (tx, order) => {
    const kind = ORDER_DOCUMENT_KINDS.find((k) => k === upload.kind);
    if (!kind) return refusal('kind', `Choose which document this is: ${ORDER_DOCUMENT_KINDS.join(', ')}.`);
    if (order.status !== 'Paid') return refusal('file', 'Documents are added to a paid order: record the payment first.');
    const bytes = upload.file?.bytes;
    if (!bytes?.length) return refusal('file', 'Choose a file to upload.');
    if (bytes.length > ORDER_DOCUMENT_MAX_BYTES) return refusal('file', 'A document must be at most 10 MB.');
    const type = documentTypeOf(bytes);
    if (!type) return refusal('file', 'A document must be a PDF, JPEG or PNG file.');
    const [number] = await queryRows<{ order_number: string }>(tx, sql`select order_number from orders where id = ${order.id}`);
    const fileName = documentFileName(upload.file!.name, `${number!.order_number}-${kind}`, type.extension);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const [before] = await tx.select({ fileName: orderDocuments.fileName, byteSize: orderDocuments.byteSize, sha256: orderDocuments.sha256 }).from(orderDocuments).where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, kind)));
    const values = { fileName, contentType: type.type, byteSize: bytes.length, sha256, content: bytes, uploadedAt: ctx.now };
    // A replaced file gets a new address: a link to the old one finds nothing rather than another file.
    await tx
      .insert(orderDocuments)
      .values({ orderId: order.id, kind, ...values })
      .onConflictDoUpdate({ target: [orderDocuments.orderId, orderDocuments.kind], set: { ...values, uuid: sql`gen_random_uuid()` } });
    const details = await orderMailDetails(tx, order.id, ctx.site.siteUrl);
    // The same file sent again tells the buyer nothing new; a different one does.
    if (details) await queueMail(tx, orderDocumentEmail(details, kind), `order.document:${order.id}:${kind}:${sha256.slice(0, 16)}`, ctx.now);
    return { action: 'order.document.upload', before: before ? { kind, ...before } : null, after: { kind, fileName, byteSize: bytes.length, sha256 } };
  });
}

/** Takes a document off the order (a wrong file, a wrong order), with the reason in the audit log. */
export function deleteOrderDocument(ctx: RequestContext, orderUuid: string, documentUuid: string, reason: string): Promise<Change> {
  return changeOrder(ctx, orderUuid, async (tx, order) => {
    const why = reason.trim();
    if (!why) return refusal('reason', 'Say why the document is removed: it goes in the audit log.');
    if (!isUuid(documentUuid)) return refusal('document', 'This order has no such document.');
    const [gone] = await tx
      .delete(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.uuid, documentUuid)))
      .returning({ kind: orderDocuments.kind, fileName: orderDocuments.fileName, byteSize: orderDocuments.byteSize, sha256: orderDocuments.sha256 });
    if (!gone) return refusal('document', 'This order has no such document.');
    return { action: 'order.document.delete', before: gone, after: { reason: why.slice(0, 500) } };
  });
}

const fileColumns = { ...infoColumns, content: orderDocuments.content };

/** A document of one of the buyer's own orders, by the order's shipping id as the buyer's pages name it. */
export async function userOrderDocument(ctx: RequestContext, shippingInformationUuid: string | null | undefined, documentUuid: string | null | undefined): Promise<OrderDocumentFile | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(shippingInformationUuid) || !isUuid(documentUuid)) return new NotFoundError('No such document.');
  const [row] = await ctx.db
    .select(fileColumns)
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .innerJoin(shippingInformations, eq(shippingInformations.orderId, orders.id))
    .where(and(eq(orderDocuments.uuid, documentUuid), eq(shippingInformations.uuid, shippingInformationUuid), eq(orders.userId, ctx.viewer.userId)));
  return row ? { ...row, content: new Uint8Array(row.content) } : new NotFoundError('No such document.');
}

/** A document of any order, for staff who can see orders. */
export async function orderDocumentByAdmin(ctx: RequestContext, orderUuid: string | null | undefined, documentUuid: string | null | undefined): Promise<OrderDocumentFile | NotAuthenticatedError | AuthenticationError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { order: ['list'] });
  if (refused) return refused;
  if (!isUuid(orderUuid) || !isUuid(documentUuid)) return new NotFoundError('No such document.');
  const [row] = await ctx.db
    .select(fileColumns)
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(and(eq(orderDocuments.uuid, documentUuid), eq(orders.uuid, orderUuid)));
  return row ? { ...row, content: new Uint8Array(row.content) } : new NotFoundError('No such document.');
}
