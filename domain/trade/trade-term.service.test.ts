// calculateTradeTerm, calculateTradeTerms and destinationCities on the seeded demo data: each amount is
// recomputed here from the stored rows, every refusal is checked, and nothing is written.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError } from '../errors.ts';
import { destinationCities, type DestinationCity } from './destination-cities.service.ts';
import { invalidateDestinations } from './destinations.ts';
import { inArray } from 'drizzle-orm';
import { vehicles } from '#db/schema/catalogue.ts';
import { vehicleRecordsByIds } from '../catalogue/vehicle-record.ts';
import { calculateTradeTerm, calculateTradeTerms, loadPricedVehicles, pricedVehicleOf, type TradeTerm, type VehicleTradeTerm } from './trade-term.service.ts';

let handle: DatabaseHandle;
let ctx: RequestContext;
beforeAll(async () => {
  handle = await openSeededDatabase();
  ctx = testContext(handle);
});

type VehicleRow = { uuid: string; stock_number: string; price_fob: number; volume: number; year4: number; loading_port_id: number; option_battery_price: number };

async function aVehicle(where: string): Promise<VehicleRow> {
  const [row] = await queryRows<VehicleRow>(
    handle.db,
    sql.raw(`select uuid::text, stock_number, price_fob, volume::float8 as volume, year4, loading_port_id, option_battery_price from vehicles where ${where} order by id limit 1`),
  );
  if (!row) throw new Error(`no vehicle where ${where}`);
  return row;
}

async function one<T>(query: string): Promise<T> {
  const [row] = await queryRows<T>(handle.db, sql.raw(query));
  return row!;
}

const items = (term: TradeTerm) => Object.fromEntries(term.itemPrices.map((i) => [i.name, i.price]));
const quote = async (input: Parameters<typeof calculateTradeTerm>[1], over: Partial<RequestContext> = {}) => calculateTradeTerm({ ...ctx, ...over }, input);
const ok = async (input: Parameters<typeof calculateTradeTerm>[1], over: Partial<RequestContext> = {}) => {
  const term = await quote(input, over);
  if (term instanceof Error) throw term;
  return term;
};

describe('calculateTradeTerm', () => {
  it('prices a right-hand-drive car to Mombasa from the stored freight, inspection fee and insurance rate', async () => {
    const v = await aVehicle(`status = 'OnSale' and not is_left_handle and year4 >= 2021 and container_type = 'RoRo' and volume > 8`);
    const port = await one<{ uuid: string; id: number }>(`select uuid::text, id from ports where code = 'KEMBA'`);
    const rate = await one<{ freight_price: number; transit_days: number }>(`select freight_price, transit_days from port_cifs where port_id = ${port.id} and loading_port_id = ${v.loading_port_id}`);
    const kenya = await one<{ inspection_fee_jpy: number; insurance_rate_percent: number }>(
      `select inspection_fee_jpy, insurance_rate_percent::float8 from countries join country_cifs on country_id = id where code = 'KE'`,
    );
    // In January, after the demo campaigns have ended.
    const january = new Date('2027-01-10T00:00:00Z');
    const term = await ok({ vehicleUuid: v.uuid, countryName: 'Kenya', portUuid: port.uuid, options: ['Insurance', 'BatteryChange'] }, { now: january });

    const seaFreight = Math.round(v.volume * rate.freight_price);
    const goods = v.price_fob + v.option_battery_price + kenya.inspection_fee_jpy;
    const insurance = Math.max(5000, Math.ceil((goods + seaFreight) * 1.1 * (kenya.insurance_rate_percent / 100)));
    expect(items(term)).toEqual({ VehiclePrice: v.price_fob, BatteryChangePrice: v.option_battery_price, InspectionPrice: 24_200, SeaFreight: seaFreight, InsurancePrice: insurance });
    expect(term.totalPrice).toBe(goods + seaFreight + insurance);
    expect(term).toMatchObject({ isCif: true, containerType: 'RoRo', campaignName: null, coupon: null });
    expect(term.port!.name).toBe('Mombasa');
    expect(term.regulation.violations).toEqual([]);
    expect(term.regulation.message).toMatch(/8 years/);
    // Arrival: three weeks to departure plus the sailing time from this vehicle's loading port.
    expect(term.estimatedArrivalAt.getTime() - january.getTime()).toBe((21 + rate.transit_days) * 86_400_000);
  });

  it('delivers inland: Kampala from Mombasa adds the road leg and port clearing', async () => {
    const v = await aVehicle(`status = 'OnSale' and not is_left_handle and year4 >= 2018`);
    const route = await one<{ uuid: string; inland_freight: number; clearance: number }>(
      `select r.uuid::text, r.inland_freight, c.clearance_freight as clearance from inland_trans_routes r join ports p on p.id = r.port_id join port_clearing_routes c on c.port_id = p.id
       where r.final_destination_city = 'Kampala' and p.code = 'KEMBA' order by r.inland_freight limit 1`,
    );
    const term = await ok({ vehicleUuid: v.uuid, countryName: 'Uganda', finalDestinationCityUuid: route.uuid });
    expect(items(term).InlandFreight).toBe(route.inland_freight + route.clearance);
    expect(term.port!.name).toBe('Mombasa');
    expect(term.itemPrices.find((i) => i.name === 'InlandFreight')!.basis!.values.city).toBe('Kampala');
  });

  it('speaks the regulation in the visitor’s language and flags a car too old on arrival', async () => {
    const v = await aVehicle(`status = 'OnSale' and not is_left_handle and year4 = 2019`);
    const term = await ok({ vehicleUuid: v.uuid, countryName: 'Kenya' }, { language: 'fr' });
    expect(term.regulation.message).toMatch(/immatriculation/);
    expect(term.regulation).toMatchObject({ violations: [], lastArrivalYear: 2026 });
    // Ordered in December, it arrives in 2027: too late for a 2019 car.
    const late = await ok({ vehicleUuid: v.uuid, countryName: 'Kenya' }, { now: new Date('2026-12-01T00:00:00Z') });
    expect(late.regulation.violations).toMatchObject([{ rule: 'AgeLimit', lastArrivalYear: 2026 }]);
    expect(late.regulation.violations[0]!.message).toMatch(/31 December 2026/);
  });

  it('flags a left-hand-drive car for Kenya', async () => {
    const v = await aVehicle(`is_left_handle and status = 'OnSale'`);
    const term = await ok({ vehicleUuid: v.uuid, countryName: 'KE' });
    expect(term.regulation.violations.map((x) => x.rule)).toContain('Steering');
  });

  it("flags a big-engined car for Russia under Japan's export ban, in Russian", async () => {
    const v = await aVehicle(`status = 'OnSale' and type = 'Suv' and engine_size > 2500`);
    const term = await ok({ vehicleUuid: v.uuid, countryName: 'Russia' }, { language: 'ru' });
    expect(term.regulation.violations).toMatchObject([{ rule: 'JapanExportBan', message: expect.stringMatching(/Япония запрещает экспорт/) }]);
  });

  it('adds a package’s options that the vehicle offers', async () => {
    const v = await aVehicle(`status = 'OnSale' and option_new_tires_price is not null and option_premium_package_price is not null`);
    const term = await ok({ vehicleUuid: v.uuid, countryName: 'Tanzania', packageLevel: 'TopQuality' });
    expect(term.options.sort()).toEqual(['BatteryChange', 'Insurance', 'MaintenancePackage', 'PremiumPackage', 'SpareKey', 'TireChange']);
    // Tanzania requires its own inspection, so the certificate of the package is left out.
    expect(items(term)).toHaveProperty('InspectionPrice');
    expect(items(term)).not.toHaveProperty('InspectionCertificatePrice');
  });

  it('applies the running campaign and the one the visit’s campaign code unlocks, whichever saves more', async () => {
    const dear = await aVehicle(`status = 'OnSale' and price_fob >= 2000000`);
    const yearEnd = await ok({ stockNumber: dear.stock_number, countryName: 'Kenya', isCif: false, campaignCode: 'EASTAFRICA' });
    expect(yearEnd.campaignName).toBe('Year-End Sale');
    expect(items(yearEnd).CampaignDiscount).toBe(-Math.floor(dear.price_fob * 0.03));
    const cheap = await aVehicle(`status = 'OnSale' and price_fob between 500000 and 900000`);
    const eastAfrica = await ok({ stockNumber: cheap.stock_number, countryName: 'Kenya', isCif: false, campaignCode: 'eastafrica' });
    expect(eastAfrica).toMatchObject({ campaignName: 'East Africa Shipping Week' });
    expect(items(eastAfrica).CampaignDiscount).toBe(-30_000);
    const below = await aVehicle(`status = 'OnSale' and price_fob < 400000`);
    expect((await ok({ stockNumber: below.stock_number, countryName: 'Kenya', isCif: false })).campaignName).toBeNull();
  });

  it('charges distributors their price', async () => {
    const v = await aVehicle(`status = 'OnSale' and distributor_price is not null`);
    const price = await one<{ distributor_price: number }>(`select distributor_price from vehicles where uuid = '${v.uuid}'`);
    const distributor = { userId: 'd1', email: 'dealer@example.com', groups: ['Distributors'] };
    expect(items(await ok({ vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false }, { viewer: distributor })).VehiclePrice).toBe(price.distributor_price);
    expect(items(await ok({ vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false })).VehiclePrice).toBe(v.price_fob);
  });

  describe('coupons', () => {
    const without = async (v: VehicleRow) => (await ok({ vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false })).totalPrice;

    it('applies a valid coupon and refuses an unknown, expired or too-cheap one with the price left whole', async () => {
      const v = await aVehicle(`status = 'OnSale' and price_fob between 1000000 and 1400000`);
      const base = await without(v);
      const applied = await ok({ vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false, options: ['Coupon'], couponCode: 'welcome10k' });
      expect(applied.coupon).toEqual({ status: 'Applied', message: 'Coupon welcome10k applied.' });
      expect(items(applied).CouponDiscount).toBe(-10_000);
      for (const [code, status, message] of [
        ['NOPE', 'Unknown', 'We don’t know the coupon code NOPE. Check it and try again.'],
        ['SPRING25K', 'Expired', 'Coupon SPRING25K expired on 2026-09-02.'],
      ] as const) {
        const refused = await ok({ vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false, couponCode: code });
        expect(refused.coupon).toEqual({ status, message });
        expect(refused.totalPrice).toBe(base);
      }
      const cheap = await aVehicle(`status = 'OnSale' and price_fob < 300000`);
      const belowMinimum = await ok({ vehicleUuid: cheap.uuid, countryName: 'Kenya', isCif: false, couponCode: 'WELCOME10K' }, { language: 'pt' });
      expect(belowMinimum.coupon).toEqual({ status: 'BelowMinimum', message: 'O cupão WELCOME10K aplica-se a veículos a partir de ¥300,000.' });
    });

    it('keeps a coupon issued to an account for that account, and for one use', async () => {
      const v = await aVehicle(`status = 'OnSale' and price_fob between 1000000 and 1400000`);
      await handle.db.execute(sql`insert into "user" (id, name, email) values ('u-owner', 'Owner', 'owner@example.com'), ('u-other', 'Other', 'other@example.com') on conflict do nothing`);
      await handle.db.execute(sql`insert into coupons (coupon_code, discount_jpy, expired_at, for_anyone) values ('OWNED50K', 50000, '2027-06-01', false) on conflict do nothing`);
      await handle.db.execute(
        sql`insert into user_coupons (user_id, coupon_id) select 'u-owner', id from coupons where coupon_code = 'OWNED50K' on conflict do nothing`,
      );
      const as = (userId: string) => ({ viewer: { userId, email: `${userId}@example.com`, groups: [] } });
      const input = { vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false, couponCode: 'OWNED50K' };
      expect((await ok(input)).coupon!.status).toBe('SignInRequired');
      expect((await ok(input, as('u-other'))).coupon!.status).toBe('NotYours');
      expect(items(await ok(input, as('u-owner'))).CouponDiscount).toBe(-50_000);
      await handle.db.execute(sql`update user_coupons set used_at = now() where user_id = 'u-owner'`);
      const used = await ok(input, as('u-owner'));
      expect(used.coupon!.status).toBe('Used');
      expect(used.totalPrice).toBe(await without(v));
    });
  });

  describe('refusals', () => {
    it('answers InvalidCountry for an unknown country and for one with no port', async () => {
      const v = await aVehicle(`status = 'OnSale'`);
      expect(await quote({ vehicleUuid: v.uuid, countryName: 'Atlantis' })).toBeInstanceOf(InvalidCountry);
      expect(await quote({ vehicleUuid: v.uuid, countryName: 'Japan' })).toBeInstanceOf(InvalidCountry);
    });

    it('answers NotFoundError for an unknown vehicle, a port of another country or a city elsewhere', async () => {
      const v = await aVehicle(`status = 'OnSale'`);
      const durban = await one<{ uuid: string }>(`select uuid::text from ports where code = 'ZADUR'`);
      const harare = await one<{ uuid: string }>(`select uuid::text from inland_trans_routes where final_destination_city = 'Harare' limit 1`);
      expect(await quote({ stockNumber: 'RR999999', countryName: 'Kenya' })).toBeInstanceOf(NotFoundError);
      expect(await quote({ vehicleUuid: '00000000-0000-4000-8000-000000000000', countryName: 'Kenya' })).toBeInstanceOf(NotFoundError);
      expect(await quote({ vehicleUuid: v.uuid, countryName: 'Kenya', portUuid: durban.uuid })).toBeInstanceOf(NotFoundError);
      expect(await quote({ vehicleUuid: v.uuid, countryName: 'Kenya', finalDestinationCityUuid: harare.uuid })).toBeInstanceOf(NotFoundError);
    });

    it('answers InvalidInputError on the field at fault', async () => {
      // Trucks and buses are not offered an alloy wheel change (db/seed/vehicles.ts).
      const noWheels = await aVehicle(`status = 'OnSale' and option_alloy_wheels_price is null`);
      const v = await aVehicle(`status = 'OnSale'`);
      const containerOnly = await one<{ uuid: string; country: string }>(
        `select p.uuid::text, c.name as country from ports p join countries c on c.id = p.country_id join country_ports cp on cp.port_id = p.id and cp.country_id = c.id
         where not p.roro_service order by p.id limit 1`,
      );
      const cases: [Parameters<typeof calculateTradeTerm>[1], string, RegExp][] = [
        [{ countryName: 'Kenya' }, 'vehicleUuid', /Choose a vehicle/],
        [{ vehicleUuid: 'not-a-uuid', countryName: 'Kenya' }, 'vehicleUuid', /not a valid id/],
        [{ vehicleUuid: v.uuid, countryName: '' }, 'countryName', /^Country is a required field$/],
        [{ vehicleUuid: v.uuid, countryName: 'Kenya', options: ['Warp' as never] }, 'options.0', /Unknown option/],
        [{ vehicleUuid: v.uuid, countryName: 'Kenya', isCif: false, options: ['Insurance'] }, 'options', /choose CIF/],
        [{ vehicleUuid: v.uuid, countryName: 'Kenya', options: ['Coupon'] }, 'couponCode', /Enter your coupon code/],
        [{ vehicleUuid: v.uuid, countryName: 'Kenya', options: ['InspectionCertificate'] }, 'options', /already in the price/],
        [{ vehicleUuid: v.uuid, countryName: containerOnly.country, portUuid: containerOnly.uuid, containerType: 'RoRo' }, 'containerType', /No RoRo service/],
        [{ vehicleUuid: v.uuid, countryName: 'Kenya', couponCode: 'x'.repeat(51) }, 'couponCode', /at most 50/],
      ];
      cases.push([{ vehicleUuid: noWheels.uuid, countryName: 'Kenya', options: ['WheelChange'] }, 'options', /^WheelChange is not offered on vehicle RR\d+\.$/]);
      for (const [input, fieldname, message] of cases) {
        const answer = await quote(input);
        expect(answer, JSON.stringify(input)).toBeInstanceOf(InvalidInputError);
        expect((answer as InvalidInputError).issues).toEqual([{ fieldname, message: expect.stringMatching(message) }]);
      }
    });

    it('never writes: a quote leaves every table as it was', async () => {
      const before = await one<{ n: string }>(`select (select count(*) from user_coupons where used_at is not null) || '/' || (select sum(view_count) from vehicles) as n`);
      const v = await aVehicle(`status = 'OnSale'`);
      await quote({ vehicleUuid: v.uuid, countryName: 'Kenya', couponCode: 'WELCOME10K', options: ['Insurance'] });
      expect(await one(`select (select count(*) from user_coupons where used_at is not null) || '/' || (select sum(view_count) from vehicles) as n`)).toEqual(before);
    });
  });
});

describe('calculateTradeTerms', () => {
  it('gives each vehicle of a page the same total, campaign and basis for its duties on arrival as pricing it alone', async () => {
    const rows = await queryRows<{ uuid: string; id: number }>(handle.db, sql`select uuid::text, id from vehicles where is_listed order by arrived_at desc, id desc limit 20`);
    const port = await one<{ uuid: string }>(`select uuid::text from ports where code = 'TZDAR'`);
    const batch = (await calculateTradeTerms(ctx, { vehicleUuids: rows.map((r) => r.uuid), countryName: 'Tanzania', portUuid: port.uuid, options: ['Insurance'] })) as VehicleTradeTerm[];
    expect(batch.map((b) => b.vehicleUuid)).toEqual(rows.map((r) => r.uuid));
    for (const b of batch) {
      const alone = await ok({ vehicleUuid: b.vehicleUuid, countryName: 'Tanzania', portUuid: port.uuid, options: ['Insurance'] });
      const campaign = alone.campaignName ? { name: alone.campaignName, discountJpy: -items(alone).CampaignDiscount! } : null;
      expect(b).toEqual({ vehicleId: rows.find((r) => r.uuid === b.vehicleUuid)!.id, vehicleUuid: b.vehicleUuid, isCif: true, totalPrice: alone.totalPrice, eligible: alone.regulation.violations.length === 0, campaign, taxed: alone.taxed });
    }
    // The card says which campaign its total includes: the demo's Year-End Sale runs from ten days before the seed.
    expect(batch.some((b) => b.campaign?.name === 'Year-End Sale' && b.campaign.discountJpy > 0)).toBe(true);
  });

  it('prices vehicles already read for the page (the search’s records) exactly as it prices them read afresh, options and dealer prices included', async () => {
    const rows = await queryRows<{ id: number }>(handle.db, sql`select id from vehicles where is_listed order by id limit 40`);
    for (const viewer of [null, { userId: 'd1', email: 'dealer@example.com', groups: ['Distributors'] }]) {
      const as: RequestContext = { ...ctx, viewer };
      const records = await vehicleRecordsByIds(as, rows.map((r) => r.id));
      // Every field a quote uses, from the record as from its own read; a record keeps the dealer price for dealers only.
      const read = await loadPricedVehicles(as, inArray(vehicles.id, rows.map((r) => r.id)));
      const expected = records.map((r) => read.find((v) => v.id === r.id)!).map((v) => ({ ...v, distributorPrice: viewer ? v.distributorPrice : null }));
      expect(records.map(pricedVehicleOf)).toEqual(expected);
      expect(expected.filter((v) => v.distributorPrice !== null).length).toBe(viewer ? expected.length : 0);
      for (const country of ['Kenya', 'Tanzania', 'Chile']) {
        const input = { vehicleUuids: records.map((r) => r.uuid), countryName: country, options: ['Insurance' as const] };
        expect(await calculateTradeTerms(as, input, records), `${country}, ${viewer ? 'dealer' : 'buyer'}`).toEqual(await calculateTradeTerms(as, input));
      }
    }
  });

  it('refuses per-vehicle options, unknown vehicles and unknown countries', async () => {
    const [row] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from vehicles where is_listed limit 1`);
    expect(await calculateTradeTerms(ctx, { vehicleUuids: [row!.uuid], countryName: 'Kenya', options: ['SpareKey'] })).toBeInstanceOf(InvalidInputError);
    expect(await calculateTradeTerms(ctx, { vehicleUuids: [row!.uuid, '00000000-0000-4000-8000-000000000000'], countryName: 'Kenya' })).toBeInstanceOf(NotFoundError);
    expect(await calculateTradeTerms(ctx, { vehicleUuids: [row!.uuid], countryName: 'Narnia' })).toBeInstanceOf(InvalidCountry);
    expect(await calculateTradeTerms(ctx, { vehicleUuids: [], countryName: 'Kenya' })).toBeInstanceOf(InvalidInputError);
  });
});

describe('destinationCities', () => {
  it('lists each port a landlocked country uses and the cities inland, with this vehicle’s sea freight', async () => {
    const v = await aVehicle(`status = 'OnSale' and container_type = 'RoRo' and volume > 8`);
    const cities = (await destinationCities(ctx, { countryName: 'Zambia', vehicleUuid: v.uuid })) as DestinationCity[];
    const ports = [...new Set(cities.map((c) => c.port.code))];
    expect(ports).toEqual(['TZDAR', 'ZADUR', 'NAWVB', 'MZBEW']);
    const lusaka = cities.find((c) => c.port.code === 'TZDAR' && c.inlandTransRoute?.finalDestinationCity === 'Lusaka');
    expect(lusaka).toBeDefined();
    expect(lusaka!.inlandFreight).toBeGreaterThan(0);
    const darQuote = await ok({ vehicleUuid: v.uuid, countryName: 'Zambia', finalDestinationCityUuid: lusaka!.inlandTransRoute!.uuid });
    expect(lusaka!.seaFreight).toBe(items(darQuote).SeaFreight);
    expect(items(darQuote).InlandFreight).toBe(lusaka!.inlandFreight + lusaka!.clearanceFreight);
  });

  it('answers InvalidCountry and NotFoundError', async () => {
    expect(await destinationCities(ctx, { countryName: 'Atlantis' })).toBeInstanceOf(InvalidCountry);
    expect(await destinationCities(ctx, { countryName: 'Kenya', vehicleUuid: '00000000-0000-4000-8000-000000000000' })).toBeInstanceOf(NotFoundError);
  });
});

describe('the destination cache', () => {
  it('sees freight changes once invalidated', async () => {
    const v = await aVehicle(`status = 'OnSale' and container_type = 'RoRo' and volume > 8`);
    const before = items(await ok({ vehicleUuid: v.uuid, countryName: 'Kenya' })).SeaFreight!;
    await handle.db.execute(sql`update port_cifs set freight_price = freight_price * 2 where port_id = (select id from ports where code = 'KEMBA')`);
    invalidateDestinations(handle.db);
    expect(items(await ok({ vehicleUuid: v.uuid, countryName: 'Kenya' })).SeaFreight).toBe(before * 2);
    await handle.db.execute(sql`update port_cifs set freight_price = freight_price / 2 where port_id = (select id from ports where code = 'KEMBA')`);
    invalidateDestinations(handle.db);
  });
});
