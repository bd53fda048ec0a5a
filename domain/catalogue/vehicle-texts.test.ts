// A vehicle's remarks and good points in the four languages: the demo stock has each of them, pages show
// their language's text and English where staff wrote none, and staff write each language through the
// back office's service (audited) and the stock CSV, whose English columns keep working.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { VEHICLE_GOOD_POINTS, VEHICLE_REMARKS } from '#db/seed/content/vehicle-texts.ts';
import { hiaceForm } from '#tests/factories/vehicle-input.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { InvalidInputError } from '../errors.ts';
import { createVehicle, updateVehicle } from '../stock/vehicle-admin.service.ts';
import { importVehicles } from '../stock/vehicle-import.service.ts';
import { vehicleByStockNumber } from './vehicle-detail.service.ts';
import type { VehicleRecord } from './vehicle-record.ts';
import { vehicleGoodPoints, vehicleText, type VehicleTexts } from './vehicle-texts.ts';

const texts = (written: Partial<VehicleTexts>): VehicleTexts => ({
  remarks: null,
  remarksFr: null,
  remarksPt: null,
  remarksRu: null,
  goodPoints: null,
  goodPointsFr: null,
  goodPointsPt: null,
  goodPointsRu: null,
  ...written,
});

describe('a vehicle text in the page language', () => {
  it('is the language’s own text, else the English, marked with the language it is in', () => {
    const vehicle = texts({ remarks: 'One owner.', remarksFr: ' Un seul propriétaire. ', remarksRu: '   ', goodPoints: 'Both keys\n\nNo rust', goodPointsPt: 'Ambas as chaves' });
    expect(vehicleText(vehicle, 'remarks', 'fr')).toEqual({ text: 'Un seul propriétaire.', language: 'fr' });
    // Blank is not written: the English stands in, and says it is English.
    expect(vehicleText(vehicle, 'remarks', 'ru')).toEqual({ text: 'One owner.', language: 'en' });
    expect(vehicleText(vehicle, 'remarks', 'en')).toEqual({ text: 'One owner.', language: 'en' });
    expect(vehicleGoodPoints(vehicle, 'fr')).toEqual({ items: ['Both keys', 'No rust'], language: 'en' });
    expect(vehicleGoodPoints(vehicle, 'pt')).toEqual({ items: ['Ambas as chaves'], language: 'pt' });
    expect(vehicleText(texts({ remarksFr: 'Seulement en français.' }), 'remarks', 'pt')).toBeNull();
    expect(vehicleGoodPoints(texts({}), 'ru')).toEqual({ items: [], language: 'ru' });
  });
});

describe(`vehicle texts on ${process.env.RORO_TEST_DB ?? 'pglite'}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededDatabase();
  });
  const sales: Viewer = staffViewer('sales');
  const as = (viewer: Viewer | null) => testContext(handle, { viewer });
  const read = async (stockNumber: string) => (await vehicleByStockNumber(testContext(handle), stockNumber)) as VehicleRecord;
  const auditOf = (uuid: string) =>
    queryRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      handle.db,
      sql`select action, before, after from audit_log where entity = 'vehicles' and entity_id = ${uuid} order by id`,
    );

  it('has every demo vehicle’s remarks and good points in the four languages, each a phrase of its language', async () => {
    const rows = await queryRows<Record<string, string | null>>(
      handle.db,
      sql`select remarks, remarks_fr, remarks_pt, remarks_ru, good_points, good_points_fr, good_points_pt, good_points_ru from vehicles where stock_number like 'RR%'`,
    );
    expect(rows.length).toBeGreaterThan(500);
    for (const row of rows) {
      const remark = VEHICLE_REMARKS.find((r) => r.en === row.remarks);
      expect(remark, row.remarks ?? '').toBeDefined();
      expect([row.remarks_fr, row.remarks_pt, row.remarks_ru]).toEqual([remark!.fr, remark!.pt, remark!.ru]);
      const points = row.good_points!.split('\n').map((en) => VEHICLE_GOOD_POINTS.find((p) => p.en === en)!);
      expect(points.every(Boolean)).toBe(true);
      for (const [column, language] of [['good_points_fr', 'fr'], ['good_points_pt', 'pt'], ['good_points_ru', 'ru']] as const) {
        expect(row[column]).toBe(points.map((p) => p[language]).join('\n'));
      }
    }
  });

  it('lets staff write each language, audited like any field, and a page shows it', async () => {
    const vehicle = await createVehicle(as(sales), hiaceForm('RR-TEXTS-1', { remarks: 'Ex-ambulance.', remarksFr: 'Ancienne ambulance.', goodPoints: 'High roof\nBoth keys' }));
    if (!('uuid' in vehicle)) throw new Error(JSON.stringify(vehicle));
    expect(vehicle).toMatchObject({ remarks: 'Ex-ambulance.', remarksFr: 'Ancienne ambulance.', remarksPt: null, goodPointsRu: null });

    const edited = await updateVehicle(as(sales), vehicle.uuid, { remarksFr: 'Ancienne ambulance, un seul propriétaire.', goodPointsRu: 'Высокая крыша\r\nОба ключа' });
    expect(edited).toMatchObject({ remarks: 'Ex-ambulance.', remarksFr: 'Ancienne ambulance, un seul propriétaire.', goodPointsRu: 'Высокая крыша\nОба ключа' });
    const [, update] = await auditOf(vehicle.uuid);
    expect(update).toEqual({
      action: 'vehicle.update',
      before: { remarksFr: 'Ancienne ambulance.', goodPointsRu: null },
      after: { remarksFr: 'Ancienne ambulance, un seul propriétaire.', goodPointsRu: 'Высокая крыша\nОба ключа' },
    });

    const stored = await read('RR-TEXTS-1');
    expect(vehicleText(stored, 'remarks', 'fr')).toEqual({ text: 'Ancienne ambulance, un seul propriétaire.', language: 'fr' });
    expect(vehicleText(stored, 'remarks', 'pt')).toEqual({ text: 'Ex-ambulance.', language: 'en' });
    expect(vehicleGoodPoints(stored, 'ru')).toEqual({ items: ['Высокая крыша', 'Оба ключа'], language: 'ru' });

    // Emptied, the language falls back to English again.
    await updateVehicle(as(sales), vehicle.uuid, { remarksFr: '' });
    expect(vehicleText(await read('RR-TEXTS-1'), 'remarks', 'fr')).toEqual({ text: 'Ex-ambulance.', language: 'en' });
  });

  it('refuses a text too long on its own field, changing nothing', async () => {
    const vehicle = await read('RR-TEXTS-1');
    const result = await updateVehicle(as(sales), vehicle.uuid, { remarksRu: 'я'.repeat(4001) });
    expect(result).toBeInstanceOf(InvalidInputError);
    expect((result as InvalidInputError).issues).toEqual([expect.objectContaining({ fieldname: 'remarksRu', message: 'Remarks in Russian must be at most 4000 characters.' })]);
    expect((await read('RR-TEXTS-1')).remarksRu).toBeNull();
  });

  it('imports a stock CSV with the English columns alone as before, and with a language’s columns', async () => {
    const english = 'stockNumber,remarks,goodPoints\r\nRR-TEXTS-1,"New tyres fitted.","Low mileage\nNo rust"\r\n';
    expect(await importVehicles(as(sales), { name: 'english.csv', content: english })).toMatchObject({ written: true, updated: 1, errors: [] });
    const afterEnglish = await read('RR-TEXTS-1');
    expect(afterEnglish).toMatchObject({ remarks: 'New tyres fitted.', goodPoints: 'Low mileage\nNo rust', goodPointsRu: 'Высокая крыша\nОба ключа' });

    const french = 'stockNumber,remarksFr,goodPointsFr\r\nRR-TEXTS-1,"Pneus neufs montés.","Faible kilométrage\nAucune rouille"\r\n';
    expect(await importVehicles(as(sales), { name: 'french.csv', content: french })).toMatchObject({ written: true, updated: 1, errors: [] });
    const afterFrench = await read('RR-TEXTS-1');
    expect(vehicleText(afterFrench, 'remarks', 'fr')).toEqual({ text: 'Pneus neufs montés.', language: 'fr' });
    expect(vehicleGoodPoints(afterFrench, 'fr').items).toEqual(['Faible kilométrage', 'Aucune rouille']);
    expect(afterFrench.remarks).toBe('New tyres fitted.');
  });
});
