// The shared storefront's demo stock, rebuilt here the way its first start seeded it: the seed is
// deterministic (ADR 002), so the same seed and count give the same stock numbers and statuses. Lets a
// test find a vehicle in a state the pages do not list (deleted, sold).
import { DEFAULT_SEED, startOfTodayUtc } from '#db/seed/seed.ts';
import type { ReferenceIds } from '#db/seed/reference-data.ts';
import { buildVehicles } from '#db/seed/vehicles.ts';
import { E2E_SEED_VEHICLES } from './global-setup.ts';

export function seededStock() {
  // Database ids do not change what is drawn; any id will do for reading statuses and stock numbers.
  const anyId = { get: () => ({ id: 0, uuid: '' }) };
  const ids = { makerIds: anyId, modelIds: anyId, colorIds: anyId, countryIds: anyId, portIds: anyId } as unknown as ReferenceIds;
  return buildVehicles(ids, { count: E2E_SEED_VEHICLES, seed: DEFAULT_SEED, anchorDate: startOfTodayUtc(), firstNumber: 100000 });
}
