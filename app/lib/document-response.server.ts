// The answer that hands an order's document over (buyer's and staff's downloads alike): saved under its
// name, never cached, never sniffed by the browser into something it is not.
import type { OrderDocumentFile } from '#domain/orders/order-documents.service.ts';

export function documentResponse(document: OrderDocumentFile, cacheHeaders: Record<string, string>): Response {
  const ascii = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return new Response(document.content, {
    headers: {
      ...cacheHeaders,
      'content-type': document.contentType,
      'content-length': String(document.byteSize),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      'x-content-type-options': 'nosniff',
    },
  });
}
