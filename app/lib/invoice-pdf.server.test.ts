// The proforma invoice's PDF: a real PDF, A4, with Noto Sans embedded (so Russian and Portuguese print as
// written on any machine), drawn in a few hundred milliseconds at most, with a QR code of its check.
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { EXPORTER_BANK_ACCOUNT } from '#domain/company.ts';
import { frozenInvoice } from '#domain/orders/invoice-currency.ts';
import type { Invoice } from '#domain/orders/invoice.service.ts';
import { paymentSummary } from '#domain/orders/order-payments.service.ts';
import { extractText } from 'unpdf';
import { invoicePdf } from './invoice-pdf.server';

const invoice: Invoice = {
  orderNumber: 'RO001234',
  status: 'Reserved',
  issuedAt: new Date('2026-11-20T03:00:00Z'),
  dueAt: new Date('2026-11-27T03:00:00Z'),
  buyer: { name: 'Дмитрий Соколов', email: 'dmitry@example.ru' },
  consignee: { name: 'ООО «Восток Авто»', address: 'Владивосток, ул. Светланская 1', telephone: '+7 423 000 0000', country: 'Russia' },
  vehicle: { stockNumber: 'RR123456', description: '2019 Toyota Prius', chassisNumber: 'ZVW50-1234567' },
  quote: {
    country: 'Russia',
    port: 'Vladivostok',
    city: null,
    terms: 'CIF',
    shipping: 'RoRo',
    options: ['Insurance'],
    coupon: null,
    campaign: null,
    items: [],
    totalPrice: 1_389_000,
    currency: { name: 'RUB', rate: 0.6, displayDecimals: 0 },
    estimatedArrivalAt: '2026-12-10T00:00:00.000Z',
    violations: [],
    quotedAt: '2026-11-20T03:00:00.000Z',
  },
  items: [
    { name: 'VehiclePrice', price: 1_250_000 },
    { name: 'SeaFreight', price: 120_000 },
    { name: 'InsurancePrice', price: 19_000 },
  ],
  totalPrice: 1_389_000,
  invoice: frozenInvoice(
    [
      { name: 'VehiclePrice', price: 1_250_000 },
      { name: 'SeaFreight', price: 120_000 },
      { name: 'InsurancePrice', price: 19_000 },
    ],
    1_389_000,
    'JPY',
    null,
  ),
  bankAccount: { ...EXPORTER_BANK_ACCOUNT },
  invoiceCode: 'ABCDEFGH23',
  payments: [],
  money: paymentSummary(1_389_000, []),
};

/** The PDF's text as a reader's copy and paste gives it (pdf.js, the engine of Firefox's viewer). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const texts = { 'invoice-heading': 'Проформа-инвойс', 'invoice-title': 'Проформа-инвойс {number}', 'item-VehiclePrice': 'Цена автомобиля' };

describe('the proforma invoice PDF', () => {
  it('is an A4 PDF with Noto Sans embedded, with no font left to the reader’s machine', async () => {
    const pdf = await invoicePdf(invoice, 'ru', texts, 'https://roro.example/ru/verify-invoice');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2[0-9]* 841\.8[0-9]*\]/);
    // The font's subset is embedded (a FontFile2 stream), not referred to by name.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toContain('/BaseFont /Helvetica');
    expect(pdf.length).toBeGreaterThan(5_000);
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('carries a QR code that opens the invoice check with its printed code filled in', async () => {
    const pdf = await invoicePdf(invoice, 'ru', texts, 'https://roro.example/ru/verify-invoice');
    // The page's drawing, unpacked: the QR code is one square (x y m, three lines, h) a dark module.
    const drawing = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map(([, stream]) => {
        try {
          return inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
        } catch {
          return ''; // not a deflated stream (an embedded font's header, say)
        }
      })
      .join('\n');
    const drawn = [...drawing.matchAll(/^(\d+) (\d+) m\n(\d+) \2 l\n\3 (\d+) l\n\1 \4 l\nh$/gm)]
      .filter(([, x, y, right, bottom]) => Number(right) === Number(x) + 1 && Number(bottom) === Number(y) + 1)
      .map(([, x, y]) => `${x},${y}`);
    const { modules } = QRCode.create('https://roro.example/ru/verify-invoice?code=ABCD-EFGH-23', { errorCorrectionLevel: 'M' });
    const expected: string[] = [];
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) expected.push(`${x},${y}`);
    expect(expected.length).toBeGreaterThan(100);
    expect(drawn).toEqual(expected);
  });

  it('says what is true of the payment: due by the deadline, the balance once part is paid, paid in full on the day, or not to be paid', async () => {
    const english = {
      'invoice-terms': 'Pay {amount} by bank transfer (T/T) by {date}.',
      'invoice-received': 'Received {date}',
      'invoice-balance': 'Balance due',
      'invoice-paid-in-full': 'Paid in full on {date}: nothing more is due on this invoice.',
      'invoice-closed-Lapsed': 'This order lapsed unpaid: do not pay this invoice.',
    };
    const render = async (changes: Partial<Invoice>) => pdfText(await invoicePdf({ ...invoice, ...changes }, 'en', english, 'https://roro.example/en/verify-invoice'));
    expect(await render({})).toContain('Pay ¥1,389,000 by bank transfer (T/T) by 27 November 2026.');
    const deposit = { receivedOn: '2026-11-22', amount: 30000, currency: 'USD', minorUnits: 2, creditedJpy: 45_000, credited: 45_000 };
    const part = await render({ payments: [deposit], money: paymentSummary(1_389_000, [{ ...deposit, reversedAt: null }]) });
    expect(part).toContain('Received 22 November 2026 (USD 300.00) −¥45,000');
    expect(part).toContain('Balance due ¥1,344,000');
    expect(part).toContain('Pay ¥1,344,000 by bank transfer (T/T) by 27 November 2026.');
    const balance = { receivedOn: '2026-11-25', amount: 1_344_000, currency: 'JPY', minorUnits: 0, creditedJpy: 1_344_000, credited: 1_344_000 };
    const paid = await render({ status: 'Paid', payments: [deposit, balance], money: paymentSummary(1_389_000, [deposit, balance].map((p) => ({ ...p, reversedAt: null }))) });
    expect(paid).toContain('Paid in full on 25 November 2026: nothing more is due on this invoice.');
    expect(paid).toContain('Balance due ¥0');
    expect(paid).not.toContain('Pay ¥');
    const lapsed = await render({ status: 'Lapsed' });
    expect(lapsed).toContain('This order lapsed unpaid: do not pay this invoice.');
    expect(lapsed).not.toContain('Pay ¥');
  });

  it('writes the port in its own country and the city the car goes on to, and the chassis number whole', async () => {
    const uganda = { ...invoice, quote: { ...invoice.quote, country: 'Uganda', port: 'Mombasa', portCountry: 'Kenya', city: 'Kampala' } };
    const text = await pdfText(await invoicePdf(uganda, 'en', { 'invoice-chassis': 'chassis {number}' }, 'https://roro.example/en/verify-invoice'));
    expect(text).toContain('CIF Mombasa, Kenya, delivered to Kampala, Uganda');
    expect(text).not.toContain('Mombasa, Uganda');
    expect(text).toContain('ZVW50-1234567');
  });

  it('in US dollars: the items and total in dollars at the order’s rate, adding up, the rate and day said, and the balance in dollars', async () => {
    const english = {
      'invoice-terms': 'Pay {amount} by bank transfer (T/T) by {date}.',
      'invoice-received': 'Received {date}',
      'invoice-balance': 'Balance due',
      'invoice-in-usd': 'Invoiced in US dollars at {rate} per US$1 on {date}.',
      'order-total': 'Total',
    };
    // ¥151.23 for a dollar on the order's day, as the order froze it (ten decimals, as stored).
    const terms = { currency: 'USD' as const, usdRate: Number((1 / 151.23).toFixed(10)) };
    const dollars = { ...invoice, invoice: frozenInvoice(invoice.items, invoice.totalPrice, 'USD', terms.usdRate), money: paymentSummary(918_469, [], terms) };
    const text = await pdfText(await invoicePdf(dollars, 'en', english, 'https://roro.example/en/verify-invoice'));
    // 826,556 + 79,349 + 12,564 cents: the items add up to the total.
    expect(text).toContain('US$8,265.56');
    expect(text).toContain('US$793.49');
    expect(text).toContain('US$125.64');
    expect(text).toContain('Total US$9,184.69');
    expect(text).toContain('Invoiced in US dollars at ¥151.23 per US$1 on 20 November 2026.');
    expect(text).toContain('Pay US$9,184.69 by bank transfer (T/T) by 27 November 2026.');
    expect(text).not.toContain('¥1,389,000');
    // A deposit in dollars counts its dollars; a yen transfer counts at the order's rate (¥45,000 → US$297.56).
    const deposit = { receivedOn: '2026-11-22', amount: 30_000, currency: 'USD', minorUnits: 2, creditedJpy: 44_800 };
    const yen = { receivedOn: '2026-11-23', amount: 45_000, currency: 'JPY', minorUnits: 0, creditedJpy: 45_000 };
    const money = paymentSummary(918_469, [deposit, yen].map((p) => ({ ...p, reversedAt: null })), terms);
    const part = await pdfText(
      await invoicePdf({ ...dollars, payments: [deposit, yen].map((p) => ({ ...p, credited: p.currency === 'USD' ? p.amount : Math.round(p.creditedJpy * terms.usdRate * 100) })), money }, 'en', english, 'https://roro.example/en/verify-invoice'),
    );
    expect(part).toContain('Received 22 November 2026 −US$300.00');
    expect(part).toContain('Received 23 November 2026 (¥45,000) −US$297.56');
    expect(part).toContain('Balance due US$8,587.13');
    expect(part).toContain('Pay US$8,587.13 by bank transfer (T/T) by 27 November 2026.');
  });
});
