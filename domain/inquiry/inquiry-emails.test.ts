// The sales e-mail's words, from a kept quote alone (no database): every choice and status named as the
// English page names it, and a quote kept before its words were still read in words, never as codes.
import { describe, expect, it } from 'vitest';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { salesInquiryEmail, type InquiryDetails } from './inquiry-emails.ts';
import { quoteChoiceText } from './quote-amount.ts';

const quote: InquiryQuote = {
  country: 'Kenya',
  port: 'Mombasa',
  portCountry: 'Kenya',
  city: 'Nairobi',
  terms: 'CIF',
  shipping: 'ContainerHighCube',
  shippingName: 'Shared 40 ft high-cube container',
  options: ['Insurance', 'BatteryChange', 'Coupon'],
  optionNames: ['Marine insurance', 'New battery', 'Use a coupon'],
  coupon: { code: 'WELCOME5', status: 'Applied', message: 'Coupon WELCOME5 applied.' },
  campaign: 'Year-End Sale',
  items: [
    { name: 'Vehicle price', basis: null, price: 1_000_000 },
    { name: 'Coupon discount', basis: null, price: -50_000 },
  ],
  totalPrice: 950_000,
  currency: { name: 'USD', rate: 0.0067, displayDecimals: 2 },
  estimatedArrivalAt: '2027-01-13T00:00:00.000Z',
  violations: [],
  quotedAt: '2026-11-26T07:28:00.000Z',
};

const details = (q: InquiryQuote | null): InquiryDetails => ({
  uuid: '9ea5f769-a5e7-475a-bc7c-fbc8592d5c20',
  receivedAt: new Date('2026-11-26T07:28:00Z'),
  language: 'fr',
  firstName: 'Amina',
  lastName: 'Wanjiru',
  email: 'amina@example.com',
  phoneNumber: '+254 700 000000',
  countryName: 'Kenya',
  subject: null,
  message: 'Please confirm this price.',
  userId: null,
  campaignCode: null,
  gclid: null,
  fbclid: null,
  vehicle: { stockNumber: 'RR100103', name: '2025 Toyota RAV4 X', priceFob: 1_000_000, status: 'ComingSoon', statusName: 'Coming soon', salesUrl: 'https://x.example/en/stocklist/RR100103', buyerUrl: 'https://x.example/fr/stocklist/RR100103' },
  quote: q,
});

describe('salesInquiryEmail', () => {
  it('gives the whole quote, every choice and status in words', () => {
    const { text, html } = salesInquiryEmail(details(quote));
    for (const line of [
      'Vehicle status: Coming soon',
      'CIF Mombasa, Kenya, delivered to Nairobi · Shared 40 ft high-cube container · Marine insurance, New battery',
      '  Coupon discount: ¥-50,000',
      '  Total: ¥950,000 ≈ USD 6,365.00',
      '  Coupon: Coupon WELCOME5 applied.',
      '  Campaign: Year-End Sale',
      '  Estimated arrival: 2027-01-13',
      'Please confirm this price.',
    ])
      expect(text).toContain(line);
    expect(html).toContain('<td>Coming soon</td>');
    for (const code of ['ComingSoon', 'ContainerHighCube', 'BatteryChange', 'Applied', 'Use a coupon']) expect(`${text}\n${html}`).not.toContain(code);
  });

  it('reads a quote kept before its words were in words too', () => {
    const { shippingName: _s, optionNames: _o, portCountry: _p, ...older } = quote;
    // Nor did it keep the port's country: the city's is said, not taken for the port's.
    expect(quoteChoiceText(older)).toBe('CIF Mombasa, delivered to Nairobi, Kenya · Container high cube · Insurance, Battery change');
  });

  it('names no ship for FOB', () => {
    expect(quoteChoiceText({ ...quote, terms: 'FOB', city: null, port: null, options: [], optionNames: [] })).toBe('FOB Japan, for Kenya');
  });

  it('says so when the buyer sent no quote', () => {
    const { text } = salesInquiryEmail(details(null));
    expect(text).toContain('A buyer asks about a vehicle through the website.');
    expect(text).not.toContain('The quote the buyer saw');
  });
});
