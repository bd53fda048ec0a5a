// An order's documents in the API (issue 15, ADR 026): what each is and where to download it. The buyer's
// address is their order page's, the staff's the back office's; both check who asks. Files are uploaded
// from the back office's order page (multipart form), not through GraphQL.
import { ORDER_DOCUMENT_KINDS } from '#db/schema/enum-values.ts';
import type { OrderDocumentInfo } from '#domain/orders/order-documents.service.ts';
import { builder } from '../builder.ts';

export type OrderDocumentView = OrderDocumentInfo & { downloadPath: string };

const OrderDocumentKindEnum = builder.enumType('OrderDocumentKind', { values: ORDER_DOCUMENT_KINDS, description: 'Which paper of the order a document is.' });

export const OrderDocumentRef = builder.objectRef<OrderDocumentView>('OrderDocument').implement({
  description: 'A document of an order (commercial invoice, bill of lading, export or inspection certificate): one current file of each kind.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    kind: t.field({ type: OrderDocumentKindEnum, resolve: (d) => d.kind }),
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType', { description: 'application/pdf, image/jpeg or image/png.' }),
    byteSize: t.exposeInt('byteSize'),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
    downloadPath: t.exposeString('downloadPath', { description: 'Where to download it on this site, for a session that may read it.' }),
  }),
});
