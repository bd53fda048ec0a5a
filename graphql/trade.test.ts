// The trade-term calls through GraphQL, as the pages and other clients make them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let ctx: RequestContext;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string }[] }> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  return (await response.json()) as { data: T; errors?: { message: string }[] };
}

beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

describe('countries, country, ports, currencies', () => {
  it('lists the countries we ship to, each with its currency and ports', async () => {
    const { data } = await graphql(`{ all: countries { code } shipping: countries(hasPort: true) { name code defaultCurrency { name rate } ports { code name } } }`);
    // Japan ships from, not to.
    expect(data.all.map((c: { code: string }) => c.code)).toContain('JP');
    expect(data.shipping.map((c: { code: string }) => c.code)).not.toContain('JP');
    for (const c of data.shipping) expect(c.ports.length).toBeGreaterThan(0);
    const kenya = data.shipping.find((c: { code: string }) => c.code === 'KE');
    expect(kenya).toMatchObject({ name: 'Kenya', defaultCurrency: { name: 'KES' }, ports: [{ code: 'KEMBA', name: 'Mombasa' }] });
    expect(kenya.defaultCurrency.rate).toBeGreaterThan(0.5);
  });

  it('answers a country with its rules in the language asked for, or InvalidCountry', async () => {
    const { data } = await graphql(`query ($name: String!) { country(countryName: $name) { __typename ... on Country { localName(language: "ru") countryCif { regulationMessage(language: "ru") insuranceRatePercent } importRules { ageLimitYears ageCountedFrom leftHandDriveAllowed inspectionRequired inspectionFee } } ... on InvalidCountry { message } } }`, { name: 'kenya' });
    expect(data.country).toMatchObject({ __typename: 'Country', localName: 'Кения', importRules: { ageLimitYears: 8, ageCountedFrom: 'first-registration', leftHandDriveAllowed: false, inspectionRequired: true, inspectionFee: 24200 } });
    expect(data.country.countryCif.regulationMessage).toMatch(/не старше 8 лет/);
    const unknown = await graphql(`{ country(countryName: "Atlantis") { __typename ... on InvalidCountry { message } } }`);
    expect(unknown.data.country).toEqual({ __typename: 'InvalidCountry', message: 'We do not know the country “Atlantis”.' });
  });

  it('gives ports with their freight from a loading port, and every currency', async () => {
    const { data } = await graphql(`{ ports(countryName: "Tanzania") { ... on QueryPortsSuccess { ports { code portCif { containerType freightPrice freight20FPrice transitDays loadingPort { code } } } } } currencies { name rate displayDecimals } }`);
    expect(data.ports.ports.map((p: { code: string }) => p.code)).toEqual(['TZDAR', 'TZZNZ']);
    expect(data.ports.ports[0].portCif).toMatchObject({ containerType: 'RoRo', loadingPort: { code: 'JPYOK' } });
    expect(data.ports.ports[0].portCif.freightPrice).toBeGreaterThan(5000);
    expect(data.currencies.find((c: { name: string }) => c.name === 'JPY')).toEqual({ name: 'JPY', rate: 1, displayDecimals: 0 });
  });
});

describe('calculateTradeTerm and calculateTradeTerms', () => {
  const CALCULATE = /* GraphQL */ `
    query ($input: CalculateTradeTermInput!) {
      calculateTradeTerm(input: $input, language: "fr") {
        __typename
        ... on TradeTerm { totalPrice isCif campaignName containerType itemPrices { name price basis } port { name } regulation { eligible message violations { rule message } } coupon { status message } estimatedArrivalAt }
        ... on InvalidInputError { issues { fieldname message } }
        ... on BaseError { message }
      }
    }
  `;

  it('prices a vehicle to a port, item by item, with the regulation in French', async () => {
    const [v] = await queryRows<{ stock_number: string }>(ctx.db, sql`select stock_number from vehicles where status = 'OnSale' and not is_left_handle and year4 >= 2021 order by id limit 1`);
    const { data } = await graphql(CALCULATE, { input: { stockNumber: v!.stock_number, countryName: 'Kenya', options: ['Insurance'], couponCode: 'NOPE' } });
    const term = data.calculateTradeTerm;
    expect(term.__typename).toBe('TradeTerm');
    expect(term.itemPrices.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(['VehiclePrice', 'InspectionPrice', 'SeaFreight', 'InsurancePrice']));
    expect(term.totalPrice).toBe(term.itemPrices.reduce((sum: number, i: { price: number }) => sum + i.price, 0));
    expect(term.regulation).toMatchObject({ eligible: true, violations: [] });
    expect(term.regulation.message).toMatch(/immatriculation/);
    expect(term.coupon).toEqual({ status: 'Unknown', message: 'Nous ne connaissons pas le code coupon NOPE. Vérifiez-le et réessayez.' });
    expect(term.port).toEqual({ name: 'Mombasa' });
    // Each amount says how it was reached, in the language asked for.
    const freight = term.itemPrices.find((i: { name: string }) => i.name === 'SeaFreight');
    expect(freight.basis).toMatch(freight.basis.startsWith('le véhicule') || freight.basis.startsWith('un quart') ? /conteneur/ : /^(minimum )?[\d.]+ m³ × ¥[\d,]+ par m³$/);
    expect(term.itemPrices.find((i: { name: string }) => i.name === 'InspectionPrice').basis).toBe('par QISJ, au Japon avant le chargement');
  });

  it('answers each refusal as its union member', async () => {
    expect((await graphql(CALCULATE, { input: { stockNumber: 'RR999999', countryName: 'Kenya' } })).data.calculateTradeTerm.__typename).toBe('NotFoundError');
    expect((await graphql(CALCULATE, { input: { stockNumber: 'RR100001', countryName: 'Japan' } })).data.calculateTradeTerm.__typename).toBe('InvalidCountry');
    const invalid = await graphql(CALCULATE, { input: { stockNumber: 'RR100001', countryName: 'Kenya', isCif: false, options: ['Insurance'] } });
    expect(invalid.data.calculateTradeTerm).toMatchObject({ __typename: 'InvalidInputError', issues: [{ fieldname: 'options' }] });
    const badEnum = await graphql(CALCULATE, { input: { stockNumber: 'RR100001', countryName: 'Kenya', options: ['Teleport'] } });
    expect(badEnum.errors?.[0]?.message).toMatch(/Teleport/);
  });

  it('prices a page of vehicles in one call', async () => {
    const rows = await queryRows<{ uuid: string }>(ctx.db, sql`select uuid::text from vehicles where is_listed order by id limit 24`);
    const { data } = await graphql(
      `query ($input: CalculateTradeTermsInput!) { calculateTradeTerms(input: $input) { ... on QueryCalculateTradeTermsSuccess { tradeTerms { id uuid tradeTerm { isCif totalPrice eligible } } } ... on BaseError { message } } }`,
      { input: { vehicleUuids: rows.map((r) => r.uuid), countryName: 'Mozambique', options: ['Insurance'] } },
    );
    expect(data.calculateTradeTerms.tradeTerms).toHaveLength(24);
    for (const t of data.calculateTradeTerms.tradeTerms) expect(t.tradeTerm.totalPrice).toBeGreaterThan(0);
  });

  it('lists destination cities with their inland freight', async () => {
    const { data } = await graphql(`{ destinationCities(countryName: "Malawi") { ... on QueryDestinationCitiesSuccess { destinationCities { port { code } transportType inlandTransRoute { finalDestinationCity } inlandFreight clearanceFreight isCif } } } }`);
    const cities = data.destinationCities.destinationCities.filter((c: { inlandTransRoute: unknown }) => c.inlandTransRoute);
    expect(cities.map((c: { inlandTransRoute: { finalDestinationCity: string } }) => c.inlandTransRoute.finalDestinationCity)).toContain('Lilongwe');
  });
});
