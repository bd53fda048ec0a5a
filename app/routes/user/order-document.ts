// /{lang}/user/orders/{id}/documents/{documentUuid}: a document of one of the buyer's orders (bill of
// lading, certificates …) to save. The buyer's own only: anyone else, or no such document, gets 404.
import { userOrderDocument } from '#domain/orders/order-documents.service.ts';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { documentResponse } from '../../lib/document-response.server';
import { pageLanguage } from '../../lib/page-language';
import type { Route } from './+types/order-document';
import { throwIfError } from '../../lib/service-answer.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  requireViewer(context.ctx, request, language);
  const document = await userOrderDocument(context.ctx, params.id, params.documentUuid);
  throwIfError(document, { headers: PRIVATE, as: 404 });
  return documentResponse(document, PRIVATE);
}
