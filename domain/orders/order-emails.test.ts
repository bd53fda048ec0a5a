// The buyer's order e-mails from their details alone (no database): what each says is true at the moment
// it is sent, in the buyer's language, and never carries bank details.
import { describe, expect, it } from 'vitest';
import type { OrderMailDetails } from './order-emails.ts';
import { orderPlacedEmail, orderStepEmail, salesOrderPlacedEmail } from './order-emails.ts';

const order: OrderMailDetails = {
  orderNumber: 'RO000123',
  language: 'en',
  buyerEmail: 'baraka@example.com',
  buyerName: 'Baraka',
  vehicle: '2019 Toyota Corolla Fielder',
  stockNumber: 'RR100123',
  quote: {
    country: 'Uganda',
    port: 'Mombasa',
    portCountry: 'Kenya',
    city: 'Kampala',
    terms: 'CIF',
    shipping: 'RoRo',
    shippingName: 'RoRo (driven on board)',
    options: ['Insurance'],
    optionNames: ['Marine insurance'],
    coupon: null,
    campaign: null,
    items: [{ name: 'Vehicle price', basis: null, price: 3_667_033 }],
    totalPrice: 3_667_033,
    currency: { name: 'UGX', rate: 25, displayDecimals: 0 },
    estimatedArrivalAt: '2026-12-26T00:00:00.000Z',
    violations: [],
    quotedAt: '2026-12-01T03:00:00.000Z',
  },
  consignee: { name: 'Baraka Motors Ltd', address: 'Kampala Road 1', telephone: '+256 700 000 000', country: 'Uganda' },
  holdUntil: new Date('2026-12-08T03:00:00Z'),
  invoice: { currency: 'JPY', total: 3_667_033 },
  orderUrl: 'https://roro.example/en/user/orders/0b7f4c1e-8a8e-4c55-9d0e-3f2f6a1b2c3d',
};

describe('the order placed e-mail', () => {
  it('says the proforma invoice is ready, with its link, the amount to pay and the deadline, and where the car goes', () => {
    const mail = orderPlacedEmail(order);
    expect(mail.subject).toBe('Your order RO000123: 2019 Toyota Corolla Fielder is held for you');
    expect(mail.text).toContain(
      'We hold the 2019 Toyota Corolla Fielder (stock no. RR100123) for you until 8 December 2026. Your proforma invoice is ready in your account: pay ¥3,667,033 by bank transfer by 8 December 2026 to the account it gives, quoting the order number.',
    );
    expect(mail.text).not.toMatch(/shortly|will send/);
    expect(mail.text).toContain('Terms: CIF Mombasa, Kenya, delivered to Kampala, Uganda');
    expect(mail.text).toContain('Payment due by: 8 December 2026');
    expect(mail.text).toContain(`Your proforma invoice: ${order.orderUrl}/invoice`);
    expect(mail.html).toContain(`<a href="${order.orderUrl}/invoice">`);
    expect(mail.text).not.toContain('Mombasa, Uganda');
  });

  it('asks for the dollars of a dollar invoice, and speaks the buyer’s language', () => {
    const dollars = orderPlacedEmail({ ...order, language: 'fr', invoice: { currency: 'USD', total: 2_424_712 } });
    expect(dollars.text).toContain('Votre facture pro forma est prête dans votre compte : réglez USD 24,247.12 par virement avant le 8 décembre 2026');
    expect(dollars.text).toContain('Conditions: CIF Mombasa, Kenya, livré à Kampala, Uganda');
    expect(dollars.text).toContain(`Votre facture pro forma : ${order.orderUrl}/invoice`);
    for (const language of ['pt', 'ru'] as const) expect(orderPlacedEmail({ ...order, language }).text).toContain(`${order.orderUrl}/invoice`);
  });

  it('gives sales the port in its own country', () => {
    expect(salesOrderPlacedEmail(order).text).toContain('CIF Mombasa, Kenya, delivered to Kampala, Uganda · RoRo (driven on board) · Marine insurance');
  });
});

describe('the departure e-mail', () => {
  it('gives the day the vessel left and the arrival as the estimate it is', () => {
    const mail = orderStepEmail({ ...order, quote: { ...order.quote, country: 'Kenya', city: null } }, 'departure', 'MV Morning Cara', {
      departureAt: new Date('2026-12-03T00:00:00Z'),
      estimatedArrivalAt: new Date('2026-12-26T00:00:00Z'),
    });
    expect(mail.subject).toBe('Order RO000123: the vessel has left');
    expect(mail.text).toContain(
      'The vessel has left: the 2019 Toyota Corolla Fielder is on MV Morning Cara. It left on 3 December 2026 and is expected at Mombasa around 26 December 2026: that is the shipping line’s estimate, and we e-mail you when the car arrives.',
    );
    const russian = orderStepEmail({ ...order, language: 'ru' }, 'departure', 'MV Morning Cara', { departureAt: new Date('2026-12-03T00:00:00Z'), estimatedArrivalAt: new Date('2026-12-26T00:00:00Z') });
    expect(russian.text).toContain('Судно вышло 3 декабря 2026 г. и ожидается в порту Mombasa около 26 декабря 2026 г.');
  });
});
