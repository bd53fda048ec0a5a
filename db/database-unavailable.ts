// Telling "the database is not reachable right now" (a restart, a cut connection, no connection slot
// left) from every other failure: the first is answered 503 with Retry-After, since the same request
// succeeds once the database is back (ADR 052), the rest stay 500s.
import { AsyncLocalStorage } from 'node:async_hooks';

/** How long a client should wait before trying again, in seconds: about what a PostgreSQL restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down),
 * connection_exception, connection_does_not_exist, connection_failure and too_many_connections.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']);
/** Node's own, when the socket to the database is refused, reset or never answered. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's messages for a connection that went away, which carry no code. */
const LOST_CONNECTION = /Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** Whether `error`, or an error it was caused by (drizzle wraps the driver's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 8; at = (at as { cause?: unknown }).cause, depth++) {
    const { code, message } = at as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    // Several connection attempts at once (localhost as ::1 and 127.0.0.1) fail together.
    if (at instanceof AggregateError && at.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Per request: whether one of its queries found the database unreachable, even if what failed says less. */
const seen = new AsyncLocalStorage<{ unavailable: boolean }>();

/** Runs `work` as one request, and says whether the database was unreachable for one of its queries. */
export async function watchingDatabase<T>(work: () => Promise<T>): Promise<{ result: T; unavailable: boolean }> {
  const store = { unavailable: false };
  const result = await seen.run(store, work);
  return { result, unavailable: store.unavailable };
}

/** Called by the database client with every failed query or connection: notes it for the request under way. */
export function noteDatabaseError(error: unknown): void {
  const store = seen.getStore();
  if (store && !store.unavailable && isDatabaseUnavailable(error)) store.unavailable = true;
}

/**
 * Whether a query of the request under way has found the database unreachable: for code that must not
 * swallow such a failure though what reached it says less (better-auth's own 500).
 */
export function databaseUnavailableSeen(): boolean {
  return seen.getStore()?.unavailable ?? false;
}
