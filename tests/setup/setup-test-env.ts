// Every test fails on an unexpected console.error: a warning nobody reads is a bug nobody fixes. Every
// file's databases (test-database.ts) are closed, and on PostgreSQL dropped, when its tests are done.
import { afterAll, afterEach, vi } from 'vitest';
import { closeTestDatabases } from './test-database.ts';

afterAll(closeTestDatabases);

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
