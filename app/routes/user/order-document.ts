// /{lang}/user/orders/{id}/documents/{documentUuid}: a document of one of the buyer's orders (bill of
// lading, certificates …) to save. The buyer's own only: anyone else, or no such document, gets 404.
import { data } from 'react-router';
import { userOrderDocument } from '#domain/orders/order-documents.service.ts';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { documentResponse } from '../../lib/document-response.server';
import { pageLanguage } from '../../lib/page-language';
import type { Route } from './+types/order-document';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  requireViewer(context.ctx, request, language);
  const document = await userOrderDocument(context.ctx, params.id, params.documentUuid);
  if (document instanceof Error) throw data(null, { status: 404, headers: PRIVATE });
  return documentResponse(document, PRIVATE);
}
