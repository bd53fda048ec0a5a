// importTaxes on calculateTradeTerm and calculateTradeTerms' rows (issue 39, ADR 059), on PGlite and
// PostgreSQL: a Kenyan estimate from the seeded tables, landed = our total + taxes in the currency shown,
// Zambia not estimated, an FOB quote not estimated, and a change to the tables reaching the next quote.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { siteDataApplied } from '#domain/content/site-data-registry.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let ctx: RequestContext;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string }[] }> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  return (await response.json()) as { data: T; errors?: { message: string }[] };
}

const TAXES = /* GraphQL */ `
  importTaxes(currency: $currency) {
    __typename
    ... on ImportTaxEstimate { customsValue valuationMethod items { id label base rate amount } total landedTotal currency asOf sources caveats }
    ... on NotEstimated { message }
  }
`;
const CALCULATE = /* GraphQL */ `
  query ($input: CalculateTradeTermInput!, $currency: String) {
    calculateTradeTerm(input: $input) { __typename ... on TradeTerm { totalPrice estimatedArrivalAt ${TAXES} } ... on BaseError { message } }
  }
`;
const CALCULATE_MANY = /* GraphQL */ `
  query ($input: CalculateTradeTermsInput!, $currency: String) {
    calculateTradeTerms(input: $input) { __typename ... on QueryCalculateTradeTermsSuccess { tradeTerms { uuid tradeTerm { totalPrice ${TAXES} } } } ... on BaseError { message } }
  }
`;

let kenyan: { uuid: string; engine_size: number }[];
let kes: { rate: number; display_decimals: number };

beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
  // Toyota sedans of 2020 on: within Kenya's 8 years, right-hand drive, priced from the demo's reference list.
  kenyan = await queryRows<{ uuid: string; engine_size: number }>(
    ctx.db,
    sql`select v.uuid, v.engine_size from vehicles v join makers mk on mk.id = v.maker_id
        where mk.name = 'Toyota' and v.type = 'Sedan' and v.year4 >= 2021 and v.fuel_type = 'Petrol' and not v.is_left_handle and v.status <> 'LocalStockDeleted' order by v.id limit 3`,
  );
  kes = (await queryRows<{ rate: number; display_decimals: number }>(ctx.db, sql`select rate, display_decimals from currencies where name = 'KES'`))[0]!;
});

const yen = (amountJpy: number) => Math.round(amountJpy * kes.rate * 10 ** kes.display_decimals) / 10 ** kes.display_decimals;

describe(`importTaxes on ${process.env.RORO_TEST_DB}`, () => {
  it("estimates a Kenyan buyer's duties in shillings, items adding up, landed = our total + taxes, the total untouched", async () => {
    expect(kenyan.length).toBeGreaterThan(0);
    const { data, errors } = await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya' }, currency: null });
    expect(errors).toBeUndefined();
    const term = data.calculateTradeTerm;
    const taxes = term.importTaxes;
    expect(taxes).toMatchObject({ __typename: 'ImportTaxEstimate', currency: 'KES', asOf: '2026-06-01' });
    expect(taxes.items.map((i: { id: string }) => i.id)).toEqual(['import-duty', 'excise-duty', 'vat', 'idf', 'rdl']);
    expect(taxes.items[0]).toMatchObject({ label: 'Import duty', base: 'customs value', rate: 0.35 });
    expect(taxes.items[1].base).toBe('customs value + Import duty');
    expect(['CIF', 'ReferencePrice']).toContain(taxes.valuationMethod);
    const sum = taxes.items.reduce((n: number, i: { amount: number }) => n + Math.round(i.amount * 100), 0);
    expect(sum).toBe(Math.round(taxes.total * 100));
    expect(Math.round(taxes.landedTotal * 100)).toBe(Math.round(yen(term.totalPrice) * 100) + Math.round(taxes.total * 100));
    expect(taxes.sources.length).toBeGreaterThan(0);
    expect(taxes.caveats.some((c: string) => /estimate/.test(c))).toBe(true);
    // The same quote without the field: totalPrice is what we charge, never with the taxes.
    const again = await graphql(`query ($input: CalculateTradeTermInput!) { calculateTradeTerm(input: $input) { ... on TradeTerm { totalPrice } } }`, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya' } });
    expect(again.data.calculateTradeTerm.totalPrice).toBe(term.totalPrice);
    expect(taxes.total).toBeGreaterThan(0);
  });

  it('shows the estimate in the currency asked for, and the same per row for calculateTradeTerms', async () => {
    const one = await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya' }, currency: 'USD' });
    expect(one.data.calculateTradeTerm.importTaxes.currency).toBe('USD');
    const many = await graphql(CALCULATE_MANY, { input: { vehicleUuids: kenyan.map((v) => v.uuid), countryName: 'Kenya' }, currency: 'USD' });
    const rows = many.data.calculateTradeTerms.tradeTerms;
    expect(rows).toHaveLength(kenyan.length);
    expect(rows[0].tradeTerm.totalPrice).toBe(one.data.calculateTradeTerm.totalPrice);
    expect(rows[0].tradeTerm.importTaxes).toEqual(one.data.calculateTradeTerm.importTaxes);
  });

  it("says plainly that Zambia's duties are not estimated, with no number, and that an FOB quote has no CIF to estimate on", async () => {
    const zambia = await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Zambia' }, currency: null });
    expect(zambia.errors).toBeUndefined();
    expect(zambia.data.calculateTradeTerm.importTaxes).toEqual({ __typename: 'NotEstimated', message: "We cannot estimate Zambia's duties; ask us or your clearing agent." });
    const fob = await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya', isCif: false }, currency: null });
    expect(fob.data.calculateTradeTerm.importTaxes).toEqual({ __typename: 'NotEstimated', message: 'Choose CIF to a port in Kenya to see an estimate of the duties on arrival.' });
  });

  it("uses a change to Kenya's table at once in the process that made it (the 'trade' area's forgetter)", async () => {
    const before = (await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya' }, currency: 'JPY' })).data.calculateTradeTerm.importTaxes;
    await queryRows(ctx.db, sql`update import_taxes set rate = 0.5 where tax_id = 'import-duty' and effective_from = '2023-07-01' and country_id = (select id from countries where code = 'KE')`);
    try {
      const stale = (await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya' }, currency: 'JPY' })).data.calculateTradeTerm.importTaxes;
      expect(stale.items[0].rate).toBe(0.35);
      siteDataApplied(ctx.db, 'trade');
      const after = (await graphql(CALCULATE, { input: { vehicleUuid: kenyan[0]!.uuid, countryName: 'Kenya' }, currency: 'JPY' })).data.calculateTradeTerm.importTaxes;
      expect(after.items[0].rate).toBe(0.5);
      expect(after.total).toBeGreaterThan(before.total);
    } finally {
      await queryRows(ctx.db, sql`update import_taxes set rate = 0.35 where tax_id = 'import-duty' and effective_from = '2023-07-01' and country_id = (select id from countries where code = 'KE')`);
      siteDataApplied(ctx.db, 'trade');
    }
  });
});
