// The prices behind the quote as an API client calls them, through yoga.fetch: refused with the union
// member that says why to the signed-out, buyers, editors, sales and admins without the authenticator
// app, writing nothing; for admins, countries, ports and charges read and changed, a change that would
// make a quote impossible refused with what would break, and bad input with each field's message.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { Viewer } from '#domain/context.ts';
import { REFERENCE_TRADE_CHARGES } from '#domain/trade/pricing-constants.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { graphqlAs as graphql } from '#tests/setup/graphql.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const admin = staffViewer('admin', { prefix: 'gqt' });

const ERRORS = `... on BaseError { message }`;
/** A change's answer: also the issues of bad input. */
const CHANGE_ERRORS = `... on InvalidInputError { issues { fieldname message } } ${ERRORS}`;
const COUNTRY = `__typename ... on AdminCountry { code ageLimitYears ageCountedFrom rightHandDriveAllowed leftHandDriveAllowed inspectionFeeJpy insuranceRatePercent regulationMessages { language message } ports { code name } }`;
const PORT = `__typename ... on AdminPort { code name countryName servedCountryCodes clearanceFreight routeCount freights { loadingPort { code } freightPrice freight20FPrice transitDays } routes { id countryCode finalDestinationCity inlandFreight } }`;
const CHARGES = `__typename ... on AdminTradeCharges { insuredPercentOfCfr containerVanningJpy minimumChargeableCubicMetres defaultLoadingPortCode }`;

const COUNTRIES = `query { countriesByAdmin { __typename ... on AdminCountryList { countries { code ageLimitYears ports { code } } problems } ${ERRORS} } }`;
const ONE_COUNTRY = `query ($code: String!) { countryByAdmin(code: $code) { ${COUNTRY} ${ERRORS} } }`;
const PORTS = `query { portsByAdmin { __typename ... on AdminPortList { defaultLoadingPortCode ports { code routeCount routes { id } } } ${ERRORS} } }`;
const ONE_PORT = `query ($code: String!) { portByAdmin(code: $code) { ${PORT} ${ERRORS} } }`;
const READ_CHARGES = `query { tradeChargesByAdmin { ${CHARGES} ${ERRORS} } }`;
const UPDATE_COUNTRY = `mutation ($code: String!, $input: CountryRulesInput!) { updateCountryByAdmin(code: $code, input: $input) { ${COUNTRY} ${CHANGE_ERRORS} } }`;
const SAVE_FREIGHT = `mutation ($portCode: String!, $input: FreightInput!) { saveFreightByAdmin(portCode: $portCode, input: $input) { ${PORT} ${CHANGE_ERRORS} } }`;
const REMOVE_FREIGHT = `mutation ($portCode: String!, $loadingPortCode: String!) { removeFreightByAdmin(portCode: $portCode, loadingPortCode: $loadingPortCode) { ${PORT} ${CHANGE_ERRORS} } }`;
const SET_CLEARING = `mutation ($portCode: String!, $clearanceFreight: Int) { setClearingByAdmin(portCode: $portCode, clearanceFreight: $clearanceFreight) { ${PORT} ${CHANGE_ERRORS} } }`;
const SAVE_ROUTE = `mutation ($portCode: String!, $id: String, $input: InlandRouteInput!) { saveInlandRouteByAdmin(portCode: $portCode, id: $id, input: $input) { ${PORT} ${CHANGE_ERRORS} } }`;
const REMOVE_ROUTE = `mutation ($portCode: String!, $id: String!) { removeInlandRouteByAdmin(portCode: $portCode, id: $id) { ${PORT} ${CHANGE_ERRORS} } }`;
const UPDATE_CHARGES = `mutation ($input: TradeChargesInput!) { updateTradeChargesByAdmin(input: $input) { ${CHARGES} ${CHANGE_ERRORS} } }`;

const kenya = {
  ageLimitYears: 8,
  ageCountedFrom: 'FIRST_REGISTRATION',
  rightHandDriveAllowed: true,
  leftHandDriveAllowed: false,
  usedImportsAllowed: true,
  inspectionRequired: true,
  inspectionAgency: 'QISJ',
  inspectionFeeJpy: 24_200,
  insuranceRatePercent: 1,
  regulationMessages: { en: 'No more than 8 years from first registration.' },
  ports: ['KEMBA'],
};
const nakuru = { countryCode: 'KE', finalDestinationCity: 'Nakuru', transportType: 'road carrier', inlandFreight: 180_000, distanceKm: 640 };

const writes = async () =>
  (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from audit_log) || '/' || (select coalesce(max(version), 0) from site_data_versions) || '/' || (select count(*) from inland_trans_routes) as n`))[0]!.n;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('the back office’s calls for the prices behind the quote', () => {
  it('refuse the signed-out, buyers, editors, sales and admins without the authenticator app, and write nothing', async () => {
    const before = await writes();
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('gqt-buyer'), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'gqt' }), 'AuthenticationError'],
      [staffViewer('sales', { prefix: 'gqt' }), 'AuthenticationError'],
      [staffViewer('admin', { prefix: 'gqt', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      const ctx = as(viewer);
      expect((await graphql(ctx, COUNTRIES)).countriesByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, ONE_COUNTRY, { code: 'KE' })).countryByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, PORTS)).portsByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, ONE_PORT, { code: 'KEMBA' })).portByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, READ_CHARGES)).tradeChargesByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, UPDATE_COUNTRY, { code: 'KE', input: { ...kenya, ageLimitYears: 20 } })).updateCountryByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, SAVE_FREIGHT, { portCode: 'KEMBA', input: { loadingPortCode: 'JPYOK', freightPrice: 1 } })).saveFreightByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, REMOVE_FREIGHT, { portCode: 'KEMBA', loadingPortCode: 'JPNGO' })).removeFreightByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, SET_CLEARING, { portCode: 'KEMBA', clearanceFreight: 1 })).setClearingByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, SAVE_ROUTE, { portCode: 'KEMBA', input: nakuru })).saveInlandRouteByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, REMOVE_ROUTE, { portCode: 'KEMBA', id: '00000000-0000-4000-8000-000000000000' })).removeInlandRouteByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, UPDATE_CHARGES, { input: { ...REFERENCE_TRADE_CHARGES, containerVanningJpy: 1 } })).updateTradeChargesByAdmin.__typename).toBe(typename);
    }
    expect(await writes()).toBe(before);
  });

  it('let an admin read countries and change Kenya’s rules; a port list that breaks quotes is refused with what would break', async () => {
    const list = (await graphql(as(admin), COUNTRIES)).countriesByAdmin;
    expect(list.countries).toContainEqual({ code: 'KE', ageLimitYears: 8, ports: [{ code: 'KEMBA' }] });
    expect(list.problems).toContain('Mongolia has no port to ship to: no quote to Mongolia can be priced.');

    const changed = (await graphql(as(admin), UPDATE_COUNTRY, { code: 'KE', input: { ...kenya, ageLimitYears: 12, ageCountedFrom: 'MANUFACTURE' } })).updateCountryByAdmin;
    expect(changed).toMatchObject({ __typename: 'AdminCountry', ageLimitYears: 12, ageCountedFrom: 'MANUFACTURE', regulationMessages: [{ language: 'en', message: 'No more than 8 years from first registration.' }] });

    const before = await writes();
    const refused = (await graphql(as(admin), UPDATE_COUNTRY, { code: 'KE', input: { ...kenya, ports: [] } })).updateCountryByAdmin;
    expect(refused.__typename).toBe('InvalidInputError');
    expect(refused.issues).toContainEqual({ fieldname: 'quotes', message: 'Kenya has no port to ship to: no quote to Kenya can be priced.' });
    expect((await graphql(as(admin), UPDATE_COUNTRY, { code: 'KE', input: { ...kenya, ageCountedFrom: null, insuranceRatePercent: 12 } })).updateCountryByAdmin.issues).toEqual([
      { fieldname: 'insuranceRatePercent', message: 'The insurance rate is a percentage from 0.05 to 5, with up to three decimals (1.5).' },
      { fieldname: 'ageCountedFrom', message: 'Say how the age is counted: from first registration, manufacture or the model year.' },
    ]);
    expect((await graphql(as(admin), ONE_COUNTRY, { code: 'XX' })).countryByAdmin.__typename).toBe('NotFoundError');
    expect(await writes()).toBe(before);
    expect((await graphql(as(admin), UPDATE_COUNTRY, { code: 'KE', input: kenya })).updateCountryByAdmin.ageLimitYears).toBe(8);
  });

  it('let an admin change freight, clearing and inland routes of a port; removing the freight quotes fall back on is refused', async () => {
    const port = (await graphql(as(admin), ONE_PORT, { code: 'KEMBA' })).portByAdmin;
    expect(port).toMatchObject({ __typename: 'AdminPort', name: 'Mombasa', countryName: 'Kenya', servedCountryCodes: expect.arrayContaining(['KE', 'UG']) });
    expect(port.routes.length).toBe(port.routeCount);
    expect((await graphql(as(admin), PORTS)).portsByAdmin).toMatchObject({ __typename: 'AdminPortList', defaultLoadingPortCode: 'JPYOK' });

    const saved = (await graphql(as(admin), SAVE_FREIGHT, { portCode: 'KEMBA', input: { loadingPortCode: 'JPNGO', freightPrice: 12_345, freight20FPrice: 300_000, transitDays: 30 } })).saveFreightByAdmin;
    expect(saved.freights).toContainEqual({ loadingPort: { code: 'JPNGO' }, freightPrice: 12_345, freight20FPrice: 300_000, transitDays: 30 });
    const refused = (await graphql(as(admin), REMOVE_FREIGHT, { portCode: 'KEMBA', loadingPortCode: 'JPYOK' })).removeFreightByAdmin;
    expect(refused.issues).toContainEqual({ fieldname: 'quotes', message: 'Mombasa has no freight from Yokohama: no quote to Kenya through Mombasa can be priced.' });

    expect((await graphql(as(admin), SET_CLEARING, { portCode: 'KEMBA', clearanceFreight: 45_000 })).setClearingByAdmin.clearanceFreight).toBe(45_000);
    const withRoute = (await graphql(as(admin), SAVE_ROUTE, { portCode: 'KEMBA', input: nakuru })).saveInlandRouteByAdmin;
    const route = withRoute.routes.find((r: { finalDestinationCity: string }) => r.finalDestinationCity === 'Nakuru');
    expect(route).toMatchObject({ countryCode: 'KE', inlandFreight: 180_000 });
    expect((await graphql(as(admin), SAVE_ROUTE, { portCode: 'KEMBA', id: route.id, input: { ...nakuru, inlandFreight: 190_000 } })).saveInlandRouteByAdmin.routes).toContainEqual({ ...route, inlandFreight: 190_000 });
    expect((await graphql(as(admin), SAVE_ROUTE, { portCode: 'KEMBA', input: { ...nakuru, countryCode: 'TZ' } })).saveInlandRouteByAdmin.issues).toEqual([
      { fieldname: 'countryCode', message: 'Tanzania does not ship through Mombasa: add the port to Tanzania first.' },
    ]);
    expect((await graphql(as(admin), REMOVE_ROUTE, { portCode: 'KEMBA', id: route.id })).removeInlandRouteByAdmin.routes.map((r: { id: string }) => r.id)).not.toContain(route.id);
    const actions = await queryRows<{ action: string }>(handle.db, sql`select action from audit_log where actor_id = ${admin.userId} and entity <> 'countries' order by id`);
    expect(actions.map((a) => a.action)).toEqual(['port.freight', 'port.clearing', 'inland-route.save', 'inland-route.save', 'inland-route.remove']);
  });

  it('let an admin change the Japan-side charges; nonsense is refused field by field', async () => {
    expect((await graphql(as(admin), READ_CHARGES)).tradeChargesByAdmin).toMatchObject({ insuredPercentOfCfr: 110, containerVanningJpy: 35_000, defaultLoadingPortCode: 'JPYOK' });
    expect((await graphql(as(admin), UPDATE_CHARGES, { input: { ...REFERENCE_TRADE_CHARGES, containerVanningJpy: 38_000 } })).updateTradeChargesByAdmin).toMatchObject({ __typename: 'AdminTradeCharges', containerVanningJpy: 38_000 });
    expect((await graphql(as(admin), UPDATE_CHARGES, { input: { ...REFERENCE_TRADE_CHARGES, minimumChargeableCubicMetres: 0, defaultLoadingPortCode: 'KEMBA' } })).updateTradeChargesByAdmin.issues).toEqual([
      { fieldname: 'minimumChargeableCubicMetres', message: 'The minimum volume is from 1 to 30 m³, with up to two decimals.' },
    ]);
    expect((await graphql(as(admin), UPDATE_CHARGES, { input: { ...REFERENCE_TRADE_CHARGES, defaultLoadingPortCode: 'KEMBA' } })).updateTradeChargesByAdmin.issues).toEqual([
      { fieldname: 'defaultLoadingPortCode', message: 'No loading port in Japan has the code KEMBA.' },
    ]);
  });
});
