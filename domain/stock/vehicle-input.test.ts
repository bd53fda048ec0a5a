import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { TEST_ANCHOR_DATE } from '#tests/setup/seed-fixture.ts';
import { modelReferences } from '#db/seed/reference-data.ts';
import { normalizeSearchText, vehicleSearchText } from '../catalogue/search-text.ts';
import { vehicleRecordsByIds } from '../catalogue/vehicle-record.ts';
import { VEHICLE_FIELD_GROUPS, VEHICLE_FIELD_NAMES, VEHICLE_FIELDS } from './vehicle-fields.ts';
import { mergeVehicleInput, vehicleInputOf } from './vehicle-edit.ts';
import { parseVehicleInput, readVehicleForm, vehicleFieldIssue, type VehicleInput } from './vehicle-input.ts';
import { loadStockCatalogue, priceChange, vehicleColumns } from './vehicle-row.ts';

const now = TEST_ANCHOR_DATE;

/** A vehicle as the back office's form sends it: every value text. */
export const formVehicle: VehicleInput = {
  stockNumber: ' rr-test-1 ',
  maker: 'toyota',
  model: 'Hiace Van',
  grade: 'Super GL',
  year4: '2019',
  month: '4',
  priceFob: '¥1,850,000',
  distributorPrice: '1 800 000',
  kiloMeters: '85,000',
  fuelType: 'diesel',
  engineSize: '2800',
  transmissionType: 'Automatic',
  driveType: 'Type2Wd',
  color: 'Pearl White',
  loadingPort: 'JPNGO',
  isAirConditioning: 'on',
  isPowerSteering: 'TRUE',
  isSlidingDoor: 'yes',
  isSunRoof: '',
  keywords: 'ambulance, 4x4 conversion',
  remarks: 'One owner.\r\nBoth keys.',
  arrivedAt: '2026-10-20',
};

describe('the vehicle input', () => {
  it('takes what a form sends: text numbers, ticks, any case, and fills what is left empty', () => {
    const { values, issues } = parseVehicleInput(formVehicle, now);
    expect(issues).toEqual([]);
    expect(values).toMatchObject({
      stockNumber: 'RR-TEST-1',
      maker: 'toyota',
      year4: 2019,
      month: 4,
      priceFob: 1_850_000,
      distributorPrice: 1_800_000,
      kiloMeters: 85_000,
      fuelType: 'Diesel',
      isAirConditioning: true,
      isPowerSteering: true,
      isSlidingDoor: true,
      isSunRoof: false,
      isTurbo: false,
      status: 'OnSale',
      qualityGrade: 'B',
      steering: 'RightHandle',
      keywords: ['ambulance', '4x4 conversion'],
      remarks: 'One owner.\nBoth keys.',
      arrivedAt: new Date('2026-10-20T00:00:00Z'),
      type: null,
      volume: null,
    });
  });

  it('takes typed values from the API as well', () => {
    const { issues, values } = parseVehicleInput({ ...formVehicle, year4: 2019, priceFob: 1_850_000, distributorPrice: null, isAirConditioning: true, keywords: ['ambulance'], arrivedAt: new Date('2026-10-20T09:30:00Z') }, now);
    expect(issues).toEqual([]);
    expect(values).toMatchObject({ year4: 2019, priceFob: 1_850_000, distributorPrice: null, keywords: ['ambulance'], arrivedAt: new Date('2026-10-20T09:30:00Z') });
  });

  it('answers each problem on its field, in words like the spec’s, with a text key for other languages', () => {
    const { issues } = parseVehicleInput(
      {
        stockNumber: 'RR 1/2',
        year4: '1930',
        month: '13',
        priceFob: '0',
        kiloMeters: '12.5',
        fuelType: 'Steam',
        driveType: 'Type2Wd',
        transmissionType: 'Automatic',
        isTurbo: 'maybe',
        remarks: 'x'.repeat(4001),
        movieUrl: 'javascript:alert(1)',
        arrivedAt: '2026-02-30',
        volume: '0.1',
      },
      now,
    );
    const byField = Object.fromEntries(issues.map((i) => [i.fieldname, i.message]));
    expect(byField).toEqual({
      stockNumber: 'Stock number may contain only letters, digits and hyphens.',
      maker: 'Maker is a required field',
      model: 'Model is a required field',
      year4: 'Year must be a year from 1950 to 2026.',
      month: 'Month must be a month from 1 to 12.',
      priceFob: 'FOB price must be a whole number of yen, more than 0.',
      kiloMeters: 'Mileage (km) must be a whole number from 0 to 2,000,000.',
      fuelType: 'Fuel must be one of Cng, Diesel, Electric, Hybrid, Lpg, Petrol, PluginHybrid.',
      isTurbo: 'Turbo must be yes or no.',
      remarks: 'Remarks must be at most 4000 characters.',
      movieUrl: 'Movie address must be a web address starting with https://.',
      arrivedAt: 'Arrival date must be a date written as YYYY-MM-DD.',
      volume: 'Volume (m³) must be a number from 0.5 to 200.',
    });
    expect(issues.find((i) => i.fieldname === 'priceFob')!.text).toEqual({ key: 'stock-price', values: { field: 'FOB price' } });
    expect(issues.find((i) => i.fieldname === 'kiloMeters')!.text).toEqual({ key: 'stock-whole-number', values: { field: 'Mileage (km)', min: 0, max: 2_000_000 } });
    expect(issues.find((i) => i.fieldname === 'maker')!.text).toEqual({ key: 'input-required', values: { field: 'Maker' } });
  });

  it('checks fields against each other once each is fine', () => {
    const messages = (input: VehicleInput) => parseVehicleInput({ ...formVehicle, ...input }, now).issues.map((i) => `${i.fieldname}: ${i.message}`);
    expect(messages({ distributorPrice: '1,900,000' })).toEqual(['distributorPrice: Distributor price must not be more than the FOB price.']);
    expect(messages({ engineSize: '0' })).toEqual(['engineSize: Engine size must be more than 0 cc unless the fuel is Electric.']);
    expect(messages({ engineSize: '', fuelType: 'Electric' })).toEqual([]);
    expect(messages({ year4: '2026', month: '12' })).toEqual(['month: The first registration cannot be later than this month.']);
    expect(messages({ year4: '2026', month: '11' })).toEqual([]);
    expect(messages({ arrivedAt: '2026-11-02' })).toEqual(['arrivedAt: Arrival date must be a date from 2000-01-01 to 2026-11-01.']);
    expect(messages({ priceFob: '2,000,000,000' })).toEqual(['priceFob: FOB price must be at most 1,000,000,000 yen.']);
    // A field that is wrong itself is not also compared.
    expect(messages({ priceFob: 'cheap', distributorPrice: '1,900,000' })).toEqual(['priceFob: FOB price must be a whole number of yen, more than 0.']);
  });

  it('checks one field as the form leaves it', () => {
    expect(vehicleFieldIssue('year4', '2027', now)?.message).toBe('Year must be a year from 1950 to 2026.');
    expect(vehicleFieldIssue('year4', '2026', now)).toBeNull();
    expect(vehicleFieldIssue('stockNumber', '', now)?.message).toBe('Stock number is a required field');
  });

  it('reads a form: unticked boxes it shows are no, fields it does not show stay as they are', () => {
    const form = new URLSearchParams({ priceFob: '1500000', isSunRoof: 'on' });
    expect(readVehicleForm(form, ['priceFob', 'isSunRoof', 'isLeatherSeats'])).toEqual({ priceFob: '1500000', isSunRoof: 'on', isLeatherSeats: false });
  });

  it('groups every field once, in the form’s sections', () => {
    const grouped = VEHICLE_FIELD_GROUPS.flatMap((g) => g.fields);
    expect([...grouped].sort()).toEqual([...VEHICLE_FIELD_NAMES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(VEHICLE_FIELDS.priceFob.label).toBe('FOB price');
  });

  it('keeps a discount on a cut and ends it on a raise to the original price', () => {
    expect(priceChange({ priceFob: 1_000_000, originalPrice: null }, 900_000)).toEqual({ priceFob: 900_000, originalPrice: 1_000_000 });
    expect(priceChange({ priceFob: 900_000, originalPrice: 1_000_000 }, 800_000)).toEqual({ priceFob: 800_000, originalPrice: 1_000_000 });
    expect(priceChange({ priceFob: 800_000, originalPrice: 1_000_000 }, 950_000)).toEqual({ priceFob: 950_000, originalPrice: 1_000_000 });
    expect(priceChange({ priceFob: 950_000, originalPrice: 1_000_000 }, 1_000_000)).toEqual({ priceFob: 1_000_000, originalPrice: null });
    expect(priceChange({ priceFob: 950_000, originalPrice: 1_000_000 }, 1_200_000)).toEqual({ priceFob: 1_200_000, originalPrice: null });
    // An original price at or below the price is no discount: a cut starts from the price.
    expect(priceChange({ priceFob: 1_000_000, originalPrice: 900_000 }, 950_000)).toEqual({ priceFob: 950_000, originalPrice: 1_000_000 });
  });

  it('follows the sources of texts staff never wrote, and the dimensions with the volume', () => {
    const current = { ...Object.fromEntries(VEHICLE_FIELD_NAMES.map((n) => [n, null])), model: 'Hiace Van', grade: 'DX', modelGrade: 'Hiace Van DX', engineSize: 2800, ccRating: '2800 cc', lengthCm: 470, volume: 15.7 } as never;
    expect(mergeVehicleInput(current, { grade: 'Super GL', engineSize: '3000', lengthCm: '480' })).toMatchObject({ grade: 'Super GL', modelGrade: null, ccRating: null, volume: null });
    const custom = { ...(current as object), modelGrade: 'Hiace Van DX long body' } as never;
    expect(mergeVehicleInput(custom, { grade: 'Super GL' })).toMatchObject({ modelGrade: 'Hiace Van DX long body', volume: 15.7 });
  });

  it('keeps what a new vehicle would default to when an edit leaves it empty, and the exact arrival time of the same day', () => {
    const arrivedAt = new Date('2026-10-03T07:45:12Z');
    const current = { ...Object.fromEntries(VEHICLE_FIELD_NAMES.map((n) => [n, null])), status: 'SoldOut', qualityGrade: 'A', steering: 'LeftHandle', engineSize: 1500, arrivedAt } as never;
    expect(mergeVehicleInput(current, { status: '', qualityGrade: '', steering: null, engineSize: ' ', arrivedAt: '' })).toMatchObject({ status: 'SoldOut', qualityGrade: 'A', steering: 'LeftHandle', engineSize: 1500, arrivedAt });
    expect(mergeVehicleInput(current, { arrivedAt: '2026-10-03' })).toMatchObject({ arrivedAt });
    expect(mergeVehicleInput(current, { arrivedAt: '2026-10-04', remarks: '' })).toMatchObject({ arrivedAt: '2026-10-04', remarks: '' });
  });

  it('takes today’s date in Japan before UTC has reached it', () => {
    // 1 November, 08:00 in Tokyo.
    expect(vehicleFieldIssue('arrivedAt', '2026-11-01', new Date('2026-10-31T23:00:00Z'))).toBeNull();
    expect(vehicleFieldIssue('arrivedAt', '2026-11-02', new Date('2026-10-31T23:00:00Z'))?.message).toBe('Arrival date must be a date from 2000-01-01 to 2026-11-01.');
  });
});

describe('the seeded stock as input', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededDatabase();
  });

  it('reads back as valid input, and writes the same keys and search text as the seed', async () => {
    const ctx = testContext(handle, { viewer: { userId: 'd', email: 'd@roro.example', groups: ['Distributors'] } });
    const ids = (await queryRows<{ id: number }>(handle.db, sql`select id from vehicles order by id`)).map((r) => r.id);
    const catalogue = await loadStockCatalogue(handle.db);
    const records = await vehicleRecordsByIds(ctx, ids);
    expect(records.length).toBeGreaterThan(500);
    for (const record of records) {
      const { values, issues } = parseVehicleInput(vehicleInputOf(record), now);
      expect({ stockNumber: record.stockNumber, issues }).toEqual({ stockNumber: record.stockNumber, issues: [] });
      // The seed gives no staff keywords to the search text; compare without them.
      const { columns } = vehicleColumns({ ...values!, keywords: [] }, catalogue, now);
      // The seed's own rule, from its reference data, is the function's; from the database's keyword
      // table it finds every other spelling too (without the seed's repeats of the model's own name).
      const reference = modelReferences.find((m) => m.maker === record.maker.name && m.model === record.model.name)!;
      const seedText = vehicleSearchText({ ...record, maker: record.maker.name, model: record.model.name, aliases: reference.aliases, keywords: [] });
      expect(seedText).toBe(record.searchText);
      for (const alias of reference.aliases.filter((a) => /^[\x20-\x7e]+$/.test(a))) expect(columns!.searchText).toContain(normalizeSearchText(alias));
      expect(columns).toMatchObject({
        makerModelKey: record.makerModelKey,
        makerId: record.makerId,
        modelId: record.modelId,
        colorId: record.colorId,
        loadingPortId: record.loadingPortId,
        is4wd: record.is4wd,
        isLeftHandle: record.isLeftHandle,
        modelGrade: record.modelGrade,
        ccRating: record.ccRating,
        volume: Number(record.volume),
        type: record.type,
      });
    }
  });
});
