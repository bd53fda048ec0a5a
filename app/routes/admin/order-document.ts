// /admin/orders/:uuid/documents/:documentUuid: one of an order's documents, for staff who can see orders.
import { data } from 'react-router';
import { NotFoundError } from '#domain/errors.ts';
import { orderDocumentByAdmin } from '#domain/orders/order-documents.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { documentResponse } from '../../lib/document-response.server';
import type { Route } from './+types/order-document';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { order: ['list'] });
  const document = await orderDocumentByAdmin(context.ctx, params.uuid, params.documentUuid);
  if (document instanceof NotFoundError) throw data(null, { status: 404, headers: ADMIN_PRIVATE });
  if (document instanceof Error) throw data({ forbidden: true }, { status: 403, headers: ADMIN_PRIVATE });
  return documentResponse(document, ADMIN_PRIVATE);
}
