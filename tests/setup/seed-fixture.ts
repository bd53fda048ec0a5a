// The demo data every integration test starts from: a fixed seed, size and "today", so tests can
// compute expectations from the rows themselves.
export const TEST_SEED = 7;
export const TEST_VEHICLES = 600;
export const TEST_ANCHOR_DATE = new Date('2026-11-01T00:00:00Z');
