// The back office's vehicle form as the domain sees it: the choices it offers are what the checks
// accept, a vehicle written into the form and sent back unchanged changes nothing, and the modules the
// browser runs the checks from stay free of server code.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { hiaceForm } from '#tests/factories/vehicle-input.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, NotAuthenticatedError } from '../errors.ts';
import { adminVehicle, createVehicle, updateVehicle } from './vehicle-admin.service.ts';
import { vehicleFormValues, vehicleInputOf } from './vehicle-edit.ts';
import { VEHICLE_FIELD_GROUPS, VEHICLE_FIELDS, type VehicleField } from './vehicle-fields.ts';
import { vehicleFormOptions } from './vehicle-form-options.service.ts';
import { readVehicleForm } from './vehicle-input.ts';
import { MAX_PHOTO_MB, photoFileIssue } from './vehicle-photo-limits.ts';
import { loadStockCatalogue, resolveReferences } from './vehicle-row.ts';

const sales = staffViewer('sales');
const buyer = buyerViewer();

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});
const as = (viewer: Viewer | null) => testContext(handle, { viewer });

const FORM_FIELDS: readonly VehicleField[] = VEHICLE_FIELD_GROUPS.flatMap((g) => g.fields);
/** What a browser sends for the form filled with these values: a ticked box as "on", an unticked one not at all. */
function posted(values: Record<string, string>, fields: readonly VehicleField[]): FormData {
  const form = new FormData();
  for (const name of fields) {
    const value = values[name] ?? '';
    if (VEHICLE_FIELDS[name].kind !== 'flag') form.set(name, value);
    else if (value === 'on') form.set(name, 'on');
  }
  return form;
}

const auditCount = async () => Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from audit_log`))[0]!.n);

describe('vehicleFormOptions', () => {
  it('is for staff only', async () => {
    expect(await vehicleFormOptions(as(null))).toBeInstanceOf(NotAuthenticatedError);
    expect(await vehicleFormOptions(as(buyer))).toBeInstanceOf(AuthenticationError);
  });

  it('offers the whole catalogue, and every choice is one the checks accept', async () => {
    const options = await vehicleFormOptions(as(sales));
    if (options instanceof Error) throw options;
    expect(options.makers.find((m) => m.name === 'Toyota')?.models).toContain('Hiace Van');
    expect(options.loadingPorts.map((p) => p.code)).toContain('JPYOK');
    expect(options.campaignBanners.length).toBeGreaterThan(0);
    const catalogue = await loadStockCatalogue(handle.db);
    const issues = [
      ...options.makers.flatMap((m) => m.models.flatMap((model) => resolveReferences(catalogue, { maker: m.name, model }).issues)),
      ...options.colors.flatMap((color) => resolveReferences(catalogue, { color }).issues),
      ...options.loadingPorts.flatMap((p) => resolveReferences(catalogue, { loadingPort: p.uuid }).issues),
      ...options.campaignBanners.flatMap((b) => resolveReferences(catalogue, { campaignBanner: b.id }).issues),
    ];
    expect(issues).toEqual([]);
    // Every model of the catalogue is there, not only those in stock.
    const [models] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from models`);
    expect(options.makers.reduce((n, m) => n + m.models.length, 0)).toBe(Number(models!.n));
  });
});

describe('vehicleFormValues', () => {
  it('writes a vehicle into the form so that sending it back unchanged changes nothing', async () => {
    const created = await createVehicle(
      as(sales),
      hiaceForm('RR-FORM-1', { color: 'Silver', arrivedAt: '2026-10-20', keywords: 'ambulance, high roof', remarks: 'One owner.\nNo accidents.', volume: '15.5' }),
    );
    if (!('uuid' in created)) throw new Error(JSON.stringify(created));
    const seeded = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from vehicles where id <> ${created.id} order by id limit 25`);
    const audits = await auditCount();
    for (const uuid of [created.uuid, ...seeded.map((r) => r.uuid)]) {
      const record = await adminVehicle(as(sales), uuid);
      if (record instanceof Error) throw record;
      const values = vehicleFormValues(vehicleInputOf(record));
      // The edit page's form: every field but the status and the prices, which have their own forms.
      const fields = FORM_FIELDS.filter((f) => !['status', 'priceFob', 'distributorPrice'].includes(f));
      const result = await updateVehicle(as(sales), uuid, readVehicleForm(posted(values, fields), fields));
      expect(result, `vehicle ${record.stockNumber}`).toMatchObject({ uuid, updatedAt: record.updatedAt });
    }
    expect(await auditCount()).toBe(audits);
  });

  it('writes ticks as "on", days as YYYY-MM-DD and lists with commas', () => {
    const values = vehicleFormValues({ isSunRoof: true, isTurbo: false, arrivedAt: new Date('2026-10-20T07:30:00Z'), keywords: ['a', 'b c'], priceFob: 100, grade: null });
    expect(values).toMatchObject({ isSunRoof: 'on', isTurbo: '', arrivedAt: '2026-10-20', keywords: 'a, b c', priceFob: '100', grade: '', remarks: '' });
  });
});

describe('photoFileIssue', () => {
  it('refuses a file over the size limit by name, before it is sent', () => {
    expect(photoFileIssue({ name: 'big.jpg', size: MAX_PHOTO_MB * 1024 * 1024 + 1 })).toMatchObject({ fieldname: 'photos', message: `big.jpg is larger than ${MAX_PHOTO_MB} MB.` });
    expect(photoFileIssue({ name: 'fine.jpg', size: 3_000_000 })).toBeNull();
  });
});

describe('the modules the browser imports', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  /** The files a module loads at run time (type-only imports are erased), followed through our own files. */
  function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm)) {
      if (specifier!.startsWith('.')) runtimeImports(join(dirname(file), specifier!), seen);
      else if (specifier!.startsWith('#')) runtimeImports(join(root, specifier!.replace(/^#(\w+)\//, '$1/')), seen);
      else seen.add(specifier!);
    }
    return seen;
  }

  it('hold no server code: the form checks run in the browser from the same files', () => {
    const browserModules = ['vehicle-fields.ts', 'vehicle-input.ts', 'vehicle-status.ts', 'vehicle-edit.ts', 'vehicle-photo-limits.ts'];
    const loaded = new Set<string>();
    for (const name of browserModules) for (const m of runtimeImports(join(root, 'domain/stock', name))) loaded.add(m.startsWith(root) ? m.slice(root.length + 1) : m);
    const packages = [...loaded].filter((m) => !m.includes('/') || !m.endsWith('.ts'));
    expect(packages.sort()).toEqual(['zod', 'zod/mini']);
    expect([...loaded].filter((m) => m.endsWith('.ts')).sort()).toEqual([
      'db/schema/enum-values.ts',
      'domain/catalogue/search-text.ts',
      'domain/special-request/special-request.inputs.ts',
      'domain/stock/vehicle-edit.ts',
      'domain/stock/vehicle-fields.ts',
      'domain/stock/vehicle-input.ts',
      'domain/stock/vehicle-photo-limits.ts',
      'domain/stock/vehicle-status.ts',
    ]);
  });
});
