import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { vehicleByStockNumber } from '../catalogue/vehicle-detail.service.ts';
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import { searchVehicles } from '../catalogue/vehicle-search.service.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, NotAuthenticatedError } from '../errors.ts';
import { toVehicleCsv, vehicleCsvTemplate } from './vehicle-csv.ts';
import type { VehicleField } from './vehicle-fields.ts';
import { checkVehicleImport, importVehicles, type ImportProgress, type VehicleImportReport } from './vehicle-import.service.ts';
import { vehicleInputOf } from './vehicle-edit.ts';
import type { VehicleInput } from './vehicle-input.ts';

const sales: Viewer = { userId: 'u-sales', email: 'sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});
const as = (viewer: Viewer | null) => testContext(handle, { viewer });

const COLUMNS: VehicleField[] = ['stockNumber', 'maker', 'model', 'grade', 'year4', 'priceFob', 'distributorPrice', 'kiloMeters', 'fuelType', 'engineSize', 'transmissionType', 'driveType', 'color', 'status', 'keywords'];
const row = (stockNumber: string, extra: VehicleInput = {}): VehicleInput => ({
  stockNumber,
  maker: 'Nissan',
  model: 'X-Trail',
  grade: '20X',
  year4: '2017',
  priceFob: '1,150,000',
  distributorPrice: '1,100,000',
  kiloMeters: '72,000',
  fuelType: 'Petrol',
  engineSize: '2000',
  transmissionType: 'Automatic',
  driveType: 'TypeFullTime4Wd',
  color: 'Black',
  status: 'OnSale',
  keywords: 'snow pack',
  ...extra,
});
const file = (name: string, rows: VehicleInput[], columns = COLUMNS) => ({ name, content: new TextEncoder().encode(toVehicleCsv(rows, columns)) });

const counts = async () =>
  (await queryRows<{ vehicles: number; audits: number }>(handle.db, sql`select (select count(*)::int from vehicles) as vehicles, (select count(*)::int from audit_log) as audits`))[0]!;
const seededOnSale = async (n: number) =>
  queryRows<{ uuid: string; stock_number: string; price_fob: number; distributor_price: number; kilo_meters: number; remarks: string | null }>(
    handle.db,
    sql`select uuid::text as uuid, stock_number, price_fob, distributor_price, kilo_meters, remarks from vehicles where status = 'OnSale' and original_price is null order by id desc limit ${n}`,
  );

/** A vehicle in stock as a CSV row carries it (the dealer price too). */
async function currentInput(stockNumber: string): Promise<VehicleInput> {
  const vehicle = await vehicleByStockNumber(testContext(handle, { viewer: { userId: 'd', email: 'd@example.com', groups: ['Distributors'] } }), stockNumber);
  return vehicleInputOf(vehicle as VehicleRecord);
}

function report(result: VehicleImportReport | Error): VehicleImportReport {
  if (result instanceof Error) throw result;
  return result;
}

describe('checkVehicleImport (dry run)', () => {
  it('finds the template’s example row good: it would create one vehicle', async () => {
    const before = await counts();
    const result = report(await checkVehicleImport(as(sales), { name: 'template.csv', content: vehicleCsvTemplate() }));
    expect(result).toEqual({ fileName: 'template.csv', dryRun: true, written: false, total: 1, created: 1, updated: 0, unchanged: 0, errors: [] });
    expect(await counts()).toEqual(before);
  });

  it('answers every row’s errors by row number and field, and writes nothing', async () => {
    const before = await counts();
    const [seeded] = await seededOnSale(1);
    const result = report(
      await checkVehicleImport(
        as(sales),
        file('stock.csv', [
          row('RR-IMP-1'),
          row('RR-IMP-2', { priceFob: '0', model: 'Prius' }),
          row('RR-IMP-3', { year4: '1890', fuelType: 'Coal' }),
          row('RR-IMP-1'),
          row(seeded!.stock_number, { status: 'ComingSoon' }),
          row('RR-IMP-4', { status: 'SoldOut' }),
          row('', { distributorPrice: '2,000,000' }),
        ]),
      ),
    );
    expect(result.errors.map((e) => [e.row, e.fieldname, e.message])).toEqual([
      [3, 'model', 'Choose a model of this maker from the list.'],
      [3, 'priceFob', 'FOB price must be a whole number of yen, more than 0.'],
      [4, 'year4', 'Year must be a year from 1950 to 2026.'],
      [4, 'fuelType', 'Fuel must be one of Cng, Diesel, Electric, Hybrid, Lpg, Petrol, PluginHybrid.'],
      [5, 'stockNumber', 'Stock number RR-IMP-1 is also on row 2.'],
      [6, 'status', 'A vehicle cannot go from OnSale to ComingSoon. From OnSale it can go to LocalStockOnSale, OnHold, SoldOutRecently, SoldOut, SoldOutAuction, LocalStockDeleted, Other.'],
      [7, 'status', 'A new vehicle is ComingSoon, OnSale or LocalStockOnSale.'],
      [8, 'stockNumber', 'Stock number is a required field'],
      [8, 'distributorPrice', 'Distributor price must not be more than the FOB price.'],
    ]);
    expect(result.errors[0]!.text).toEqual({ key: 'stock-model-unknown', values: { field: 'Model' } });
    expect(result).toMatchObject({ total: 7, created: 1, written: false });
    expect(await counts()).toEqual(before);
  });

  it('is for staff who may import', async () => {
    const csv = file('stock.csv', [row('RR-IMP-X')]);
    expect(await checkVehicleImport(as(null), csv)).toBeInstanceOf(NotAuthenticatedError);
    expect(await checkVehicleImport(as({ userId: 'b', email: 'b@example.com', groups: [] }), csv)).toBeInstanceOf(AuthenticationError);
    expect(await importVehicles(as({ ...sales, staffRoles: ['editor'] }), csv)).toBeInstanceOf(AuthenticationError);
    expect(await vehicleByStockNumber(testContext(handle), 'RR-IMP-X')).toBeInstanceOf(Error);
  });
});

describe('importVehicles', () => {
  it('writes nothing when one row is bad', async () => {
    const before = await counts();
    const [seeded] = await seededOnSale(1);
    const result = report(await importVehicles(as(sales), file('stock.csv', [row('RR-BAD-1'), row(seeded!.stock_number, { priceFob: '990,000', distributorPrice: '' }), row('RR-BAD-2', { kiloMeters: 'low' })])));
    expect(result.written).toBe(false);
    expect(result.errors.map((e) => [e.row, e.fieldname])).toEqual([[4, 'kiloMeters']]);
    expect(await counts()).toEqual(before);
    expect(await vehicleByStockNumber(testContext(handle), 'RR-BAD-1')).toBeInstanceOf(Error);
    expect(await vehicleByStockNumber(testContext(handle), seeded!.stock_number)).toMatchObject({ priceFob: seeded!.price_fob });
  });

  it('creates new stock numbers and updates those in stock, in one go, with one audit entry, and the storefront finds them', async () => {
    const before = await counts();
    const [cut, moved, same] = await Promise.all((await seededOnSale(3)).map((v) => currentInput(v.stock_number)));
    const progress: ImportProgress[] = [];
    // 1,500 new vehicles: more than one batch of writes.
    const fresh = Array.from({ length: 1500 }, (_, i) => row(`RR-NEW-${String(i).padStart(4, '0')}`, { keywords: i === 7 ? 'import test special' : 'snow pack' }));
    const columns: VehicleField[] = [...COLUMNS, 'remarks'];
    const rows = [
      ...fresh,
      { ...cut!, priceFob: Number(cut!.priceFob) - 100_000, distributorPrice: Number(cut!.priceFob) - 120_000 },
      { ...moved!, status: 'OnHold' },
      same!,
    ];
    const result = report(await importVehicles(as(sales), file('march.csv', rows, columns), { onProgress: (p) => progress.push(p) }));
    expect(result).toEqual({ fileName: 'march.csv', dryRun: false, written: true, total: 1503, created: 1500, updated: 2, unchanged: 1, errors: [] });
    expect(await counts()).toEqual({ vehicles: before.vehicles + 1500, audits: before.audits + 1 });

    const [audit] = await queryRows<{ action: string; entity_id: string; actor_email: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      handle.db,
      sql`select action, entity_id, actor_email, before, after from audit_log order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'vehicle.import', entity_id: 'march.csv', actor_email: sales.email, after: { fileName: 'march.csv', total: 1503, created: 1500, updated: 2, unchanged: 1 } });
    expect((audit!.after.createdStockNumbers as string[]).slice(0, 2)).toEqual(['RR-NEW-0000', 'RR-NEW-0001']);
    expect(audit!.before).toEqual({
      [cut!.stockNumber as string]: { priceFob: Number(cut!.priceFob), distributorPrice: Number(cut!.distributorPrice), originalPrice: null },
      [moved!.stockNumber as string]: { status: 'OnSale' },
    });
    expect(audit!.after.changes).toEqual({
      [cut!.stockNumber as string]: { priceFob: Number(cut!.priceFob) - 100_000, distributorPrice: Number(cut!.priceFob) - 120_000, originalPrice: Number(cut!.priceFob) },
      [moved!.stockNumber as string]: { status: 'OnHold' },
    });

    expect(await vehicleByStockNumber(testContext(handle), cut!.stockNumber as string)).toMatchObject({ priceFob: Number(cut!.priceFob) - 100_000, originalPrice: Number(cut!.priceFob) });
    expect(await vehicleByStockNumber(testContext(handle), moved!.stockNumber as string)).toMatchObject({ status: 'OnHold' });
    const deals = await searchVehicles(testContext(handle), { input: { bestDeals: true, stockNumber: cut!.stockNumber as string } });
    expect(deals instanceof Error ? deals : deals.totalCount).toBe(1);
    const found = await searchVehicles(testContext(handle), { input: { keywords: 'import test special' } });
    if (found instanceof Error) throw found;
    expect(found.edges.map((e) => e.node.stockNumber)).toEqual(['RR-NEW-0007']);
    expect(found.edges[0]!.node).toMatchObject({ maker: { name: 'Nissan' }, model: { name: 'X-Trail' }, modelGrade: 'X-Trail 20X', is4wd: true, type: 'Suv', isNewArrival: true });
    const xTrails = await searchVehicles(testContext(handle), { input: { maker: 'Nissan', model: 'X-Trail', keywords: 'snow pack' }, first: 1 });
    expect(xTrails instanceof Error ? xTrails : xTrails.totalCount).toBe(1499);

    expect(progress[0]).toEqual({ phase: 'checking', done: 0, total: 1503 });
    expect(progress.at(-1)).toEqual({ phase: 'writing', done: 1502, total: 1502 });
    const writing = progress.filter((p) => p.phase === 'writing').map((p) => p.done);
    expect(writing).toEqual([0, 1000, 1500, 1502]);
  });

  it('imports 10,000 rows in well under a minute, leaving the process free to serve others meanwhile', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(`RR-TENK-${String(i).padStart(5, '0')}`, { remarks: `Import row ${i}, one owner.` }));
    const content = new TextEncoder().encode(toVehicleCsv(rows, [...COLUMNS, 'remarks']));
    // Timers fire only when the import lets the event loop turn: on PGlite nothing else would.
    let turns = 0;
    const ticking = setInterval(() => turns++, 5);
    const turnsAt: number[] = [];
    const started = performance.now();
    try {
      const result = report(await importVehicles(as(sales), { name: 'ten-thousand.csv', content }, { onProgress: () => turnsAt.push(turns) }));
      expect(result).toMatchObject({ written: true, total: 10_000, created: 10_000, errors: [] });
    } finally {
      clearInterval(ticking);
    }
    expect(performance.now() - started).toBeLessThan(60_000);
    // Progress reported at distinct turns: a stream writing it reaches the browser as it goes.
    expect(new Set(turnsAt).size).toBeGreaterThan(10);
  }, 90_000);

  it('changes nothing when exported stock is read back in', async () => {
    const stock = await Promise.all((await seededOnSale(20)).map((v) => currentInput(v.stock_number)));
    const result = report(await importVehicles(as(sales), { name: 'export.csv', content: toVehicleCsv(stock) }));
    expect(result).toMatchObject({ written: true, total: 20, created: 0, updated: 0, unchanged: 20, errors: [] });
  });

  it('changes only the file’s columns of a vehicle in stock; an empty cell empties its field', async () => {
    const [seeded] = await seededOnSale(1);
    const csv = `stockNumber,kiloMeters,remarks,isSunRoof\r\n${seeded!.stock_number},"${seeded!.kilo_meters + 500}",,yes\r\n`;
    const result = report(await importVehicles(as(sales), { name: 'km.csv', content: csv }));
    expect(result).toMatchObject({ written: true, updated: 1, created: 0 });
    expect(await vehicleByStockNumber(testContext(handle), seeded!.stock_number)).toMatchObject({ kiloMeters: seeded!.kilo_meters + 500, remarks: null, isSunRoof: true, priceFob: seeded!.price_fob });
    // The same file again changes nothing.
    expect(report(await importVehicles(as(sales), { name: 'km.csv', content: csv }))).toMatchObject({ written: true, updated: 0, unchanged: 1 });
  });
});
