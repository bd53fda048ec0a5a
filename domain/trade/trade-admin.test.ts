// The prices behind the quote in the back office, on the real database: a country's rules, freight,
// clearing, inland routes and the Japan-side charges changed by an admin and used by the very next quote;
// a change that would make a quote impossible refused with what would break and nothing written; bad
// input refused field by field; every change audited; admins only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { countriesByAdmin, countryByAdmin, updateCountry } from './country-admin.service.ts';
import { portByAdmin, portsByAdmin, removeFreight, removeInlandRoute, saveFreight, saveInlandRoute, setClearing } from './port-admin.service.ts';
import { REFERENCE_TRADE_CHARGES } from './pricing-constants.ts';
import type { CountryRulesInput } from './trade-admin.inputs.ts';
import { tradeChargesByAdmin, updateTradeCharges } from './trade-admin.service.ts';
import { calculateTradeTerm, type TradeTerm } from './trade-term.service.ts';

let handle: DatabaseHandle;
const admin = staffViewer('admin', { prefix: 'tra' });
const as = (viewer: Viewer | null) => testContext(handle, { viewer });

/** A right-hand-drive car first registered nine years before the fixture's today (2026), on sale. */
let oldCar: string;
/** A car Kenya takes, shipped RoRo. */
let car: string;

beforeAll(async () => {
  handle = await openSeededDatabase();
  const pick = async (where: string) =>
    (await queryRows<{ uuid: string }>(handle.db, sql.raw(`select uuid::text from vehicles where status = 'OnSale' and not is_left_handle and ${where} order by id limit 1`)))[0]!.uuid;
  oldCar = await pick('year4 = 2017');
  car = await pick(`year4 >= 2022 and container_type = 'RoRo' and volume > 8`);
});

const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => i.message);
const quote = async (vehicleUuid: string, over: Partial<Parameters<typeof calculateTradeTerm>[1]> = {}) => {
  const term = await calculateTradeTerm(as(null), { vehicleUuid, countryName: 'Kenya', ...over });
  if (term instanceof Error) throw term;
  return term;
};
const item = (term: TradeTerm, name: string) => term.itemPrices.find((i) => i.name === name)?.price;
const audits = async (action: string) => queryRows<{ entity_id: string; before: unknown; after: unknown }>(handle.db, sql`select entity_id, before, after from audit_log where action = ${action} order by id`);
/** Everything a change could touch, to show that a refused one touched nothing. */
const snapshot = async () =>
  (
    await queryRows<{ s: string }>(
      handle.db,
      sql`select (select count(*) from audit_log) || '/' || (select coalesce(max(version), 0) from site_data_versions) || '/' || (select string_agg(concat_ws(',', port_id, loading_port_id, freight_price, freight20_f_price), ';' order by id) from port_cifs)
        || '/' || (select string_agg(concat_ws(',', country_id, port_id, sort_order), ';' order by country_id, port_id) from country_ports) || '/' || (select string_agg(concat_ws(',', id, age_limit_years, inspection_fee_jpy), ';' order by id) from countries)
        || '/' || (select string_agg(concat_ws(',', id, inland_freight), ';' order by id) from inland_trans_routes) || '/' || (select concat_ws(',', container_vanning_jpy, default_loading_port_code) from trade_charges) as s`,
    )
  )[0]!.s;

/** Kenya's rules as its form shows them, with some changed. */
async function kenyaForm(over: Partial<CountryRulesInput> = {}): Promise<CountryRulesInput> {
  const found = await countryByAdmin(as(admin), 'KE');
  if (found instanceof Error) throw found;
  const c = found.country;
  return {
    ageLimitYears: c.ageLimitYears,
    ageCountedFrom: c.ageCountedFrom,
    rightHandDriveAllowed: c.rightHandDriveAllowed !== false,
    leftHandDriveAllowed: c.leftHandDriveAllowed,
    usedImportsAllowed: c.usedImportsAllowed,
    inspectionRequired: c.inspectionRequired,
    inspectionAgency: c.inspectionAgency,
    inspectionFeeJpy: c.inspectionFeeJpy,
    additionalPrice: c.additionalPrice,
    additionalPriceFieldName: c.additionalPriceFieldName,
    insuranceRatePercent: c.insuranceRatePercent,
    regulationMessages: { en: c.regulationMessages.en ?? '', fr: c.regulationMessages.fr ?? '', pt: c.regulationMessages.pt ?? '', ru: c.regulationMessages.ru ?? '' },
    ports: c.ports.map((p) => p.code).join(' '),
    ...over,
  };
}

describe('country rules for staff', () => {
  it('list destination countries with their rules and ports, and what makes a quote impossible today', async () => {
    const list = await countriesByAdmin(as(admin));
    if (list instanceof Error) throw list;
    expect(list.countries.find((c) => c.code === 'JP')).toBeUndefined();
    expect(list.countries.find((c) => c.code === 'KE')).toMatchObject({ ageLimitYears: 8, ageCountedFrom: 'first-registration', ports: [{ code: 'KEMBA', name: 'Mombasa' }] });
    // The demo data's own gaps: countries with no port yet are not offered in the price form.
    expect(list.problems).toContain('Mongolia has no port to ship to: no quote to Mongolia can be priced.');
  });

  it("raise Kenya's age limit: the next quote on a nine-year-old car is allowed, and a lower one refuses it again", async () => {
    expect((await quote(oldCar)).regulation.violations.map((v) => v.rule)).toEqual(['AgeLimit']);
    expect(await updateCountry(as(admin), 'KE', await kenyaForm({ ageLimitYears: '12', regulationMessages: { en: 'Up to 12 years from first registration.', fr: '', pt: '', ru: '' } }))).toEqual({ code: 'KE' });
    const allowed = await quote(oldCar);
    expect(allowed.regulation).toMatchObject({ violations: [], lastArrivalYear: 2028, message: 'Up to 12 years from first registration.' });
    expect(await quote(oldCar, {}).then((t) => t.country.regulationMessages)).toEqual({ en: 'Up to 12 years from first registration.' });
    const [entry] = await audits('country.update');
    expect(entry).toMatchObject({ entity_id: 'KE', before: { ageLimitYears: 8 }, after: { ageLimitYears: 12, ports: ['KEMBA'] } });

    expect(await updateCountry(as(admin), 'KE', await kenyaForm({ ageLimitYears: 8 }))).toEqual({ code: 'KE' });
    expect((await quote(oldCar)).regulation.violations.map((v) => v.rule)).toEqual(['AgeLimit']);
  });

  it('refuse rules that make no sense, field by field, and write nothing', async () => {
    const before = await snapshot();
    const refused = await updateCountry(
      as(admin),
      'KE',
      await kenyaForm({ ageLimitYears: 'eight', insuranceRatePercent: '9' }),
    );
    expect(issues(refused)).toEqual([
      'The age limit is a whole number of years from 1 to 50, or empty for none.',
      'The insurance rate is a percentage from 0.05 to 5, with up to three decimals (1.5).',
    ]);
    // Rules that contradict one another, once each value is right.
    expect(issues(await updateCountry(as(admin), 'KE', await kenyaForm({ rightHandDriveAllowed: false, leftHandDriveAllowed: '', inspectionFeeJpy: '', ports: 'KEMBA kemba' })))).toEqual([
      'Allow right- or left-hand drive: a country that allows neither can import no vehicle.',
      'Give the inspection’s fee: a required inspection is part of every quote.',
      'KEMBA is listed twice.',
    ]);
    expect(issues(await updateCountry(as(admin), 'KE', await kenyaForm({ ageCountedFrom: '' })))).toEqual(['Say how the age is counted: from first registration, manufacture or the model year.']);
    expect(issues(await updateCountry(as(admin), 'KE', await kenyaForm({ ports: 'KEMBA JPYOK XXAAA' })))).toEqual(['No destination port has the code JPYOK.', 'No destination port has the code XXAAA.']);
    expect(await updateCountry(as(admin), 'JP', await kenyaForm())).toBeInstanceOf(NotFoundError);
    expect(await snapshot()).toBe(before);
  });

  it('refuse ports that would make a quote impossible, saying what would break, and write nothing', async () => {
    const before = await snapshot();
    expect(issues(await updateCountry(as(admin), 'KE', await kenyaForm({ ports: '' })))).toEqual(
      expect.arrayContaining([
        'Kenya has no port to ship to: no quote to Kenya can be priced.',
        'Nairobi (road carrier) is reached from Mombasa, a port Kenya does not ship to: no buyer can choose it.',
      ]),
    );
    // Dar es Salaam is Tanzania's port, but Kenya's inland routes start at Mombasa.
    expect(issues(await updateCountry(as(admin), 'KE', await kenyaForm({ ports: 'TZDAR' })))).toContain('Nairobi (road carrier) is reached from Mombasa, a port Kenya does not ship to: no buyer can choose it.');
    expect(await snapshot()).toBe(before);
  });
});

describe('freight, clearing and inland routes for staff', () => {
  it('change the RoRo rate to Mombasa: the next quote prices with it', async () => {
    const port = await portByAdmin(as(admin), 'KEMBA');
    if (port instanceof Error) throw port;
    const yokohama = port.freights.find((f) => f.loadingPort.code === 'JPYOK')!;
    expect(port).toMatchObject({ countryName: 'Kenya', servedCountries: expect.arrayContaining([{ code: 'KE', name: 'Kenya' }, { code: 'UG', name: 'Uganda' }]), clearing: { clearanceFreight: expect.any(Number) } });
    const term = await quote(car, { containerType: 'RoRo' });
    const volume = Math.max(8, item(term, 'SeaFreight')! / (term.itemPrices.find((i) => i.name === 'SeaFreight')!.basis!.values.rateJpy as number));
    // Every freight row of Mombasa, so the car's own loading port prices with the new rate too.
    for (const f of port.freights) expect(await saveFreight(as(admin), 'KEMBA', { ...f, loadingPortCode: f.loadingPort.code, freightPrice: '20,000' })).toEqual({ code: 'KEMBA' });
    expect(item(await quote(car, { containerType: 'RoRo' }), 'SeaFreight')).toBe(Math.round(volume * 20_000));
    expect((await audits('port.freight'))[0]).toMatchObject({ entity_id: `KEMBA:${port.freights[0]!.loadingPort.code}`, after: { freightPrice: 20_000 } });
    expect(yokohama.freightPrice).not.toBe(20_000);
  });

  it('refuse removing the freight every quote to Mombasa falls back on, or freight that prices nothing, and write nothing', async () => {
    const before = await snapshot();
    const refused = await removeFreight(as(admin), 'KEMBA', 'JPYOK');
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect(issues(refused)).toContain('Mombasa has no freight from Yokohama: no quote to Kenya through Mombasa can be priced.');
    expect(issues(refused)).toContain('Mombasa has no freight from Yokohama: no quote to Uganda through Mombasa can be priced.');
    expect(issues(await saveFreight(as(admin), 'KEMBA', { loadingPortCode: 'JPNGO', freightPrice: '', freight20FPrice: '', freightHighCubePrice: '' }))).toEqual([
      'Give a RoRo rate per m³ or a container share: freight with neither prices no vehicle.',
    ]);
    expect(issues(await saveFreight(as(admin), 'KEMBA', { loadingPortCode: 'KEMBA', freightPrice: 9000 }))).toEqual(['No loading port in Japan has the code KEMBA.']);
    expect(await removeFreight(as(admin), 'JPYOK', 'JPNGO')).toBeInstanceOf(NotFoundError);
    expect(await snapshot()).toBe(before);
    // Freight from a loading port other than the default may go: vehicles loaded there fall back on Yokohama's.
    expect(await removeFreight(as(admin), 'KEMBA', 'JPHKT')).toEqual({ code: 'KEMBA' });
    expect((await audits('port.freight-remove')).map((a) => a.entity_id)).toEqual(['KEMBA:JPHKT']);
  });

  it('set clearing and add, edit and remove an inland route: the next quote to the city uses them', async () => {
    expect(await setClearing(as(admin), 'KEMBA', { clearanceFreight: '40000' })).toEqual({ code: 'KEMBA' });
    const added = await saveInlandRoute(as(admin), 'KEMBA', null, { countryCode: 'KE', finalDestinationCity: 'Nakuru', transportType: 'road carrier', inlandFreight: '180000', distanceKm: '640', daysMin: '3', daysMax: '5', via: 'Nairobi' });
    if (added instanceof Error) throw added;
    expect(item(await quote(car, { finalDestinationCityUuid: added.uuid }), 'InlandFreight')).toBe(220_000);
    expect(await saveInlandRoute(as(admin), 'KEMBA', added.uuid, { countryCode: 'KE', finalDestinationCity: 'Nakuru', transportType: 'road carrier', inlandFreight: 200_000 })).toEqual({ uuid: added.uuid });
    expect(item(await quote(car, { finalDestinationCityUuid: added.uuid }), 'InlandFreight')).toBe(240_000);

    const before = await snapshot();
    expect(issues(await saveInlandRoute(as(admin), 'KEMBA', null, { countryCode: 'KE', finalDestinationCity: 'nakuru', transportType: 'road carrier', inlandFreight: 1 }))).toEqual([
      'Mombasa already has a route to Nakuru by road carrier.',
    ]);
    expect(issues(await saveInlandRoute(as(admin), 'KEMBA', null, { countryCode: 'TZ', finalDestinationCity: 'Arusha', transportType: 'road carrier', inlandFreight: 1 }))).toEqual([
      'Tanzania does not ship through Mombasa: add the port to Tanzania first.',
    ]);
    expect(issues(await saveInlandRoute(as(admin), 'KEMBA', null, { countryCode: 'KE', finalDestinationCity: ' ', transportType: 'camel', inlandFreight: -1 }))).toEqual([
      'Give the city.',
      'Choose how the vehicle travels: road carrier, self-drive, rail.',
      'Inland freight is whole yen from 0 to ¥10,000,000.',
    ]);
    expect(issues(await saveInlandRoute(as(admin), 'KEMBA', null, { countryCode: 'KE', finalDestinationCity: 'Thika', transportType: 'rail', inlandFreight: 1, daysMin: 5, daysMax: 2 }))).toEqual([
      'The most days is at least the fewest.',
    ]);
    expect(await saveInlandRoute(as(admin), 'TZDAR', added.uuid, { countryCode: 'TZ', finalDestinationCity: 'Arusha', transportType: 'rail', inlandFreight: 1 })).toBeInstanceOf(NotFoundError);
    expect(await snapshot()).toBe(before);

    expect(await removeInlandRoute(as(admin), 'KEMBA', added.uuid)).toEqual({ code: 'KEMBA' });
    expect(await calculateTradeTerm(as(null), { vehicleUuid: car, countryName: 'Kenya', finalDestinationCityUuid: added.uuid })).toBeInstanceOf(NotFoundError);
    expect(await setClearing(as(admin), 'KEMBA', { clearanceFreight: '' })).toEqual({ code: 'KEMBA' });
    const port = await portByAdmin(as(admin), 'KEMBA');
    expect(!(port instanceof Error) && port.clearing).toBeNull();
    expect((await audits('inland-route.save')).map((a) => a.entity_id)).toEqual([added.uuid, added.uuid]);
    expect((await audits('inland-route.remove')).map((a) => a.entity_id)).toEqual([added.uuid]);
    expect((await audits('port.clearing')).map((a) => a.after)).toEqual([{ clearanceFreight: 40_000 }, { clearanceFreight: null }]);
  });

  it('list destination ports with freight from each loading port, clearing and routes', async () => {
    const list = await portsByAdmin(as(admin));
    if (list instanceof Error) throw list;
    expect(list.defaultLoadingPortCode).toBe('JPYOK');
    expect(list.loadingPorts[0]!.code).toBe('JPYOK');
    const dar = list.ports.find((p) => p.port.code === 'TZDAR')!;
    expect(dar).toMatchObject({ countryName: 'Tanzania', routeCount: expect.any(Number), clearing: { clearanceFreight: expect.any(Number) } });
    expect(dar.routeCount).toBeGreaterThan(3);
    expect(dar.freights.map((f) => f.loadingPort.code)).toContain('JPYOK');
    expect(list.ports.some((p) => p.port.isLoadingPort)).toBe(false);
  });
});

describe('the Japan-side charges for staff', () => {
  it('change the container vanning charge: the next container quote uses it', async () => {
    expect(await tradeChargesByAdmin(as(admin))).toEqual(REFERENCE_TRADE_CHARGES);
    expect(item(await quote(car, { containerType: 'Container20F' }), 'ContainerPrice')).toBe(35_000);
    const changed = { ...REFERENCE_TRADE_CHARGES, containerVanningJpy: '42,000', minimumChargeableCubicMetres: '8.5' };
    expect(await updateTradeCharges(as(admin), changed)).toEqual({ ...REFERENCE_TRADE_CHARGES, containerVanningJpy: 42_000, minimumChargeableCubicMetres: 8.5 });
    expect(item(await quote(car, { containerType: 'Container20F' }), 'ContainerPrice')).toBe(42_000);
    expect(await audits('trade-charges.update')).toEqual([{ entity_id: '1', before: REFERENCE_TRADE_CHARGES, after: { ...REFERENCE_TRADE_CHARGES, containerVanningJpy: 42_000, minimumChargeableCubicMetres: 8.5 } }]);
    expect(await updateTradeCharges(as(admin), REFERENCE_TRADE_CHARGES)).toEqual(REFERENCE_TRADE_CHARGES);
  });

  it('refuse charges that are not sensible, or a default loading port we do not have, and write nothing', async () => {
    const before = await snapshot();
    expect(issues(await updateTradeCharges(as(admin), { ...REFERENCE_TRADE_CHARGES, insuredPercentOfCfr: 90, containerVanningJpy: 0, daysToDeparture: '', defaultLoadingPortCode: 'Yokohama' }))).toEqual([
      'The insured value is a whole percentage from 100 to 150 of cost and freight.',
      'Vanning is whole yen from ¥1 to ¥300,000.',
      'Days to departure are a whole number from 1 to 120.',
      'A port code is a UN/LOCODE of five letters, such as KEMBA.',
    ]);
    expect(issues(await updateTradeCharges(as(admin), { ...REFERENCE_TRADE_CHARGES, defaultLoadingPortCode: 'KEMBA' }))).toEqual(['No loading port in Japan has the code KEMBA.']);
    // Kawasaki loads cars, but no destination has freight from it: no quote could fall back on it.
    const kawasaki = await updateTradeCharges(as(admin), { ...REFERENCE_TRADE_CHARGES, defaultLoadingPortCode: 'JPKWS' });
    expect(issues(kawasaki)).toContain('Mombasa has no freight from Kawasaki: no quote to Kenya through Mombasa can be priced.');
    expect(await snapshot()).toBe(before);
  });
});

describe('the prices behind the quote', () => {
  it('are for admins: sales, editors, buyers and the signed-out read and change nothing', async () => {
    const before = await snapshot();
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('tra-buyer'), AuthenticationError],
      [staffViewer('sales', { prefix: 'tra' }), AuthenticationError],
      [staffViewer('editor', { prefix: 'tra' }), AuthenticationError],
      [staffViewer('admin', { prefix: 'tra', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await countriesByAdmin(as(viewer))).toBeInstanceOf(kind);
      expect(await countryByAdmin(as(viewer), 'KE')).toBeInstanceOf(kind);
      expect(await portsByAdmin(as(viewer))).toBeInstanceOf(kind);
      expect(await portByAdmin(as(viewer), 'KEMBA')).toBeInstanceOf(kind);
      expect(await tradeChargesByAdmin(as(viewer))).toBeInstanceOf(kind);
      expect(await updateCountry(as(viewer), 'KE', await kenyaForm({ ageLimitYears: 20 }))).toBeInstanceOf(kind);
      expect(await updateCountry(as(viewer), 'KE', { ageLimitYears: 'bad' } as CountryRulesInput)).toBeInstanceOf(kind);
      expect(await saveFreight(as(viewer), 'KEMBA', { loadingPortCode: 'JPYOK', freightPrice: 1 })).toBeInstanceOf(kind);
      expect(await removeFreight(as(viewer), 'KEMBA', 'JPNGO')).toBeInstanceOf(kind);
      expect(await setClearing(as(viewer), 'KEMBA', { clearanceFreight: 1 })).toBeInstanceOf(kind);
      expect(await saveInlandRoute(as(viewer), 'KEMBA', null, { countryCode: 'KE', finalDestinationCity: 'Thika', transportType: 'rail', inlandFreight: 1 })).toBeInstanceOf(kind);
      expect(await updateTradeCharges(as(viewer), { ...REFERENCE_TRADE_CHARGES, containerVanningJpy: 1 })).toBeInstanceOf(kind);
    }
    expect(await snapshot()).toBe(before);
  });
});
