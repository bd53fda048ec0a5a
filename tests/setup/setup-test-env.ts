// Every test fails on an unexpected console.error: a warning nobody reads is a bug nobody fixes. So does a
// file that sends node-postgres a statement while another runs on the same connection (a transaction's):
// it queues it with a deprecation warning, and its next major version refuses it. Every file's databases
// (test-database.ts) are closed, and on PostgreSQL dropped, when its tests are done.
import { afterAll, afterEach, vi } from 'vitest';
import { closeTestDatabases } from './test-database.ts';

afterAll(closeTestDatabases);

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('client is already executing a query')) throw warning;
});

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
