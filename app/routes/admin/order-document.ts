// /admin/orders/:uuid/documents/:documentUuid: one of an order's documents, for staff who can see orders.
import { orderDocumentByAdmin } from '#domain/orders/order-documents.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { documentResponse } from '../../lib/document-response.server';
import type { Route } from './+types/order-document';
import { throwIfError } from '../../lib/service-answer.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { order: ['list'] });
  const document = await orderDocumentByAdmin(context.ctx, params.uuid, params.documentUuid);
  throwIfError(document, { headers: ADMIN_PRIVATE });
  return documentResponse(document, ADMIN_PRIVATE);
}
