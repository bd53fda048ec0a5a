// The spec's enumerations where the API had strings or codes (000 §3): a sort by key and direction is
// the sort by its order code, a vehicle's steering and availability come from its row, and every
// result union of 001 §7 has the spec's name.
import { sql } from 'drizzle-orm';
import { printSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { schema } from '#graphql/schema.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, testContext(handle));
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

beforeAll(async () => {
  handle = await openSeededDatabase();
});

const SEARCH = `query ($input: SearchVehiclesInput) { searchVehicles(input: $input, first: 10) { ... on VehicleConnection {
  query { order sortKey sortDirection } edges { node { stockNumber steering isLeftHandle availability status } } } } }`;

describe('enumerations', () => {
  it('sorts by key and direction exactly as by the order code, and echoes both', async () => {
    const byCode = (await graphql(SEARCH, { input: { order: '1' } })).searchVehicles;
    const byKey = (await graphql(SEARCH, { input: { sortKey: 'FobPrice', sortDirection: 'Asc' } })).searchVehicles;
    expect(byKey.query).toEqual({ order: '1', sortKey: 'FobPrice', sortDirection: 'Asc' });
    expect(byKey.edges.map((e: any) => e.node.stockNumber)).toEqual(byCode.edges.map((e: any) => e.node.stockNumber));
    const cheapestLast = (await graphql(SEARCH, { input: { sortKey: 'FobPrice' } })).searchVehicles;
    expect(cheapestLast.query.order).toBe('2');
    expect((await graphql(SEARCH)).searchVehicles.query).toEqual({ order: '3', sortKey: 'New', sortDirection: 'Desc' });
  });

  it('gives each vehicle its steering and availability from its row', async () => {
    const rows = await queryRows<{ stock_number: string; status: string }>(handle.db, sql`select distinct on (status) stock_number, status::text from vehicles where status in ('OnSale', 'OnHold', 'ComingSoon') order by status, id`);
    const expected: Record<string, string> = { OnSale: 'Available', OnHold: 'AvailableSent', ComingSoon: 'Unavailable' };
    expect(rows.map((r) => r.status).sort()).toEqual(['ComingSoon', 'OnHold', 'OnSale']);
    for (const row of rows) {
      const { vehicleByStockNumber: v } = await graphql(`query ($s: String!) { vehicleByStockNumber(stockNumber: $s) { ... on Vehicle { steering isLeftHandle availability } } }`, { s: row.stock_number });
      expect(v.availability).toBe(expected[row.status]);
      expect(v.steering).toBe(v.isLeftHandle ? 'LeftHandle' : 'RightHandle');
    }
  });

  it('has the spec’s enumeration values and result union names', () => {
    const printed = printSchema(schema);
    const values = (name: string) => /enum (\w+) \{([^}]*)\}/g.exec(printed.slice(printed.indexOf(`enum ${name} {`)))![2]!.split('\n').map((l) => l.trim()).filter(Boolean);
    expect(values('Steering')).toEqual(['LeftHandle', 'RightHandle']);
    expect(values('SortDirection')).toEqual(['Asc', 'Desc']);
    expect(values('SortKey')).toEqual(['Discounted', 'EngineSize', 'FobPrice', 'KiloMeters', 'MakerModel', 'New', 'Year']);
    expect(values('ListFilter')).toEqual(['All', 'Ordered', 'Sold']);
    expect(values('Availability')).toEqual(['Available', 'AvailableSent', 'Unavailable']);
    for (const union of ['AddUserFavoriteResult', 'AddUserHistoryResult', 'CreateReferalProgramResult', 'RemoveUserFavoriteResult', 'UserCouponsResult', 'UserFavoriteResult', 'UserHistoryResult', 'UsersByAdminResult', 'UserByAdminResult', 'UpdateUserInfoByAdminResult', 'UpdateUserAuthResult']) {
      expect(printed, union).toMatch(new RegExp(`^union ${union} =`, 'm'));
    }
  });
});
