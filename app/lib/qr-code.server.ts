// The QR code printed on the proforma invoice (page and PDF, ADR 025): the address of the public invoice check
// with the invoice's code filled in. Drawn on the server, so the qrcode package never reaches the browser.
import QRCode from 'qrcode';
import { printedInvoiceCode } from '#domain/orders/invoice.service.ts';

// Level M: a code still reads with 15% of it smudged, folded or stamped over.
const errorCorrectionLevel = 'M';

/** The address the invoice's QR code opens: /{lang}/verify-invoice with the code as printed on the invoice. */
export function invoiceCheckUrl(verifyUrl: string, invoiceCode: string): string {
  return `${verifyUrl}?code=${encodeURIComponent(printedInvoiceCode(invoiceCode))}`;
}

/** The QR code as an SVG document, black on white with no quiet zone; its container gives it its size. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel });
}

/** The QR code's width in modules and its dark modules as [column, row], to draw as squares (the PDF). */
export function qrModules(text: string): { size: number; dark: [number, number][] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  const dark: [number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.push([column, row]);
  }
  return { size: modules.size, dark };
}
