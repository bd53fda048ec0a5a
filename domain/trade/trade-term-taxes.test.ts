// What a quote and an order hand the estimate, on the seeded tables (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): the FOB and CIF out of the same items are the same for both, so the estimate an
// e-mail about an open order calls "before" is the one the buyer was quoted, the country's surcharge in
// the CIF and the inland freight in neither.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { findCountry, loadDestinations, type Destinations } from './destinations.ts';
import { loadImportTaxData, type ImportTaxData } from './import-tax-data.ts';
import { orderEstimate, type TaxedOrder } from './tax-change-orders.ts';
import { estimateTermTaxes, fobAndCif, taxedTerm } from './trade-term-taxes.ts';

let handle: DatabaseHandle;
let destinations: Destinations;
let data: ImportTaxData;

beforeAll(async () => {
  handle = await openSeededDatabase();
  destinations = await loadDestinations(testContext(handle));
  data = await loadImportTaxData(testContext(handle));
});

/** A CIF quote to Auckland with every kind of item after the car: the sea leg, the port's and the country's surcharges, inland delivery, a coupon. */
const ITEMS = [
  { name: 'VehiclePrice', price: 900_000 },
  { name: 'InspectionPrice', price: 21_000 },
  { name: 'CouponDiscount', price: -10_000 },
  { name: 'SeaFreight', price: 150_000 },
  { name: 'InsurancePrice', price: 12_000 },
  { name: 'PortAdditionalPrice', price: 5_000 },
  { name: 'CountryAdditionalPrice', price: 20_000 },
  { name: 'InlandFreight', price: 40_000 },
];
const TOTAL = ITEMS.reduce((sum, i) => sum + i.price, 0);
const ARRIVAL = new Date('2026-12-20T00:00:00Z');
const CAR = { year4: 2020, month: 3, seatBeltYear: 2020, engineSize: 1500, fuelType: 'Petrol', type: 'Sedan' } as const;

describe(`what a quote and an order hand the estimate, on ${process.env.RORO_TEST_DB}`, () => {
  it('counts the FOB as what is paid in Japan and the CIF as that and the way to the port, inland freight in neither', () => {
    expect(fobAndCif(ITEMS)).toEqual({ fobJpy: 911_000, cifJpy: 911_000 + 150_000 + 12_000 + 5_000 + 20_000 });
  });

  it("gives an open order the estimate its quote had, the country's surcharge in the CIF", () => {
    const country = findCountry(destinations, 'New Zealand')!;
    const nzd = destinations.currencyByName.get('NZD')!;
    const quoted = estimateTermTaxes(data, destinations, taxedTerm({ ...CAR, makerId: 0, modelId: 0 }, country, destinations.ports.get(country.portIds[0]!)!, { itemPrices: ITEMS as never, totalPrice: TOTAL, isCif: true }, ARRIVAL), nzd);
    if (quoted.kind !== 'ImportTaxEstimate') throw new Error(quoted.message);
    const order: TaxedOrder = {
      id: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      orderNumber: 'RO000001',
      language: 'en',
      buyerEmail: 'buyer@example.com',
      buyerName: null,
      vehicle: '2020 Toyota Corolla Axio',
      stockNumber: 'R0001',
      shippingUuid: '00000000-0000-4000-8000-000000000002',
      countryName: 'New Zealand',
      quote: { totalPrice: TOTAL, currency: { name: 'NZD', rate: nzd.rate, displayDecimals: nzd.displayDecimals }, estimatedArrivalAt: ARRIVAL.toISOString() } as InquiryQuote,
      items: ITEMS,
      car: { maker: 'Toyota', model: 'Corolla Axio', ...CAR },
      arrival: ARRIVAL,
    };
    // GST is charged on the CIF: a CIF without the surcharge would give the order a smaller estimate than its quote.
    expect(orderEstimate(order, data.tables.get('NZ')!, [], destinations)).toEqual({ totalJpy: quoted.totalJpy, total: quoted.total, currency: 'NZD', displayDecimals: nzd.displayDecimals });
  });
});
