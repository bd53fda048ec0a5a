// /{lang}/user/orders/{id}/invoice.pdf: the proforma invoice of one of the buyer's orders as a PDF to keep
// or print (ADR 025). The buyer's own only: anyone else, or no order, gets 404; never cached.
import { loadAllTranslationsCached } from '#domain/content/translation.service.ts';
import { orderInvoice } from '#domain/orders/invoice.service.ts';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { invoicePdf } from '../../lib/invoice-pdf.server';
import { pageLanguage } from '../../lib/page-language';
import type { Route } from './+types/order-invoice-pdf';
import { throwIfError } from '../../lib/service-answer.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const invoice = await orderInvoice(ctx, params.id);
  throwIfError(invoice, { headers: PRIVATE, as: 404 });
  const pdf = await invoicePdf(invoice, language, await loadAllTranslationsCached(ctx, language), `${ctx.site.siteUrl}/${language}/verify-invoice`);
  return new Response(new Uint8Array(pdf), {
    headers: { ...PRIVATE, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="proforma-invoice-${invoice.orderNumber}.pdf"` },
  });
}
