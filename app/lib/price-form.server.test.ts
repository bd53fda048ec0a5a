// The price form's quote with the duties on arrival (issue 39), on PGlite and PostgreSQL: the estimate in
// the form's currency, the items adding up, landed = our total + taxes as shown for many cars, countries
// and currencies; Zambia not estimated; the total untouched; the quote kept with an inquiry keeping it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { quoteForInquiry } from '#domain/inquiry/inquiry-quote.ts';
import { calculateTradeTerm } from '#domain/trade/trade-term.service.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { convertJpy } from './format';
import { priceFormState, type PriceFormChoice } from './price-form.server';

let ctx: RequestContext;
let cars: { uuid: string; stock_number: string }[];

beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
  cars = await queryRows<{ uuid: string; stock_number: string }>(
    ctx.db,
    sql`select v.uuid::text, v.stock_number from vehicles v
        where v.type in ('Sedan', 'Hatchback', 'Wagon', 'Suv') and v.year4 >= 2020 and not v.is_left_handle and v.status = 'OnSale' order by v.id limit 8`,
  );
});

const choice = (country: string, currency: string): PriceFormChoice => ({ country, port: '', city: '', isCif: true, shipping: '', packageLevel: '', options: ['Insurance'], coupon: '', currency });
const cents = (n: number) => Math.round(n * 100);

describe(`the price form's duties on arrival on ${process.env.RORO_TEST_DB}`, () => {
  it('shows a Kenyan estimate in shillings, and leaves the total what we charge', async () => {
    const state = await priceFormState(ctx, cars[0]!.uuid, choice('Kenya', 'KES'));
    const quote = state!.quote!;
    const taxes = quote.arrivalTaxes;
    if (taxes.kind !== 'Estimate') throw new Error(taxes.message);
    expect(taxes.currency).toBe('KES');
    expect(taxes.items.map((i) => i.id)).toEqual(['import-duty', 'excise-duty', 'vat', 'idf', 'rdl']);
    expect(taxes.items[0]).toMatchObject({ label: 'Import duty', baseParts: ['customs value'], rate: 0.35, charged: 'rate' });
    expect(taxes.asOf).toBe('2026-06-01');
    expect(taxes.caveats.length).toBeGreaterThan(0);
    const term = await calculateTradeTerm(ctx, { vehicleUuid: cars[0]!.uuid, countryName: 'Kenya', options: ['Insurance'] });
    if (term instanceof Error) throw term;
    expect(quote.totalPrice).toBe(term.totalPrice);
    expect(quote.items).toEqual(term.itemPrices);
  });

  it('adds up, for every car, country and currency: the items to the total, landed = our total + taxes as shown', async () => {
    let estimates = 0;
    for (const car of cars)
      for (const country of ['Kenya', 'Tanzania', 'Uganda', 'New Zealand'])
        for (const currency of ['KES', 'USD', 'JPY', 'EUR']) {
          const state = await priceFormState(ctx, car.uuid, choice(country, currency));
          const taxes = state?.quote?.arrivalTaxes;
          if (!taxes || taxes.kind !== 'Estimate') continue;
          estimates++;
          const shown = state!.currency;
          expect(taxes.currency).toBe(shown.name);
          expect(taxes.items.reduce((sum, i) => sum + cents(i.amount), 0)).toBe(cents(taxes.total));
          expect(cents(taxes.landedTotal)).toBe(cents(convertJpy(state!.quote!.totalPrice, shown)) + cents(taxes.total));
        }
    expect(estimates).toBeGreaterThan(40);
  });

  it("says Zambia's duties cannot be estimated, with no number", async () => {
    const state = await priceFormState(ctx, cars[0]!.uuid, choice('Zambia', 'ZMW'));
    expect(state!.quote!.arrivalTaxes).toEqual({ kind: 'NotEstimated', reason: 'UnknownCountry', message: "We cannot estimate Zambia's duties; ask us or your clearing agent.", currency: null });
  });

  it('keeps the estimate with the quote an inquiry sends, for the record, outside its total', async () => {
    const quote = await quoteForInquiry(ctx, cars[0]!.stock_number, { countryName: 'Kenya', options: ['Insurance'], currency: 'KES' });
    const taxes = quote!.importTaxes!;
    if (!taxes.estimated) throw new Error(taxes.message);
    expect(taxes.currency).toBe('KES');
    expect(taxes.landedTotalJpy).toBe(quote!.totalPrice + taxes.totalJpy);
    expect(quote!.items.reduce((sum, i) => sum + i.price, 0)).toBe(quote!.totalPrice);
    const zambia = await quoteForInquiry(ctx, cars[0]!.stock_number, { countryName: 'Zambia', options: ['Insurance'] });
    expect(zambia!.importTaxes).toMatchObject({ estimated: false, reason: 'UnknownCountry' });
  });
});
