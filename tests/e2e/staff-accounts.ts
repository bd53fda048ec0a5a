// Staff accounts for the back office's browser tests, written into the storefront's database while its
// server is stopped (PGlite has one owner at a time): confirmed accounts with a password and a role, as
// `npm run staff` would leave them. Each test turns on its authenticator app through the account page, with
// the code e-mailed to the staff address, and signs in again with the app (staff-session.ts; ADR 051).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '#db/client.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';

export const STAFF_PASSWORD = 'kilimanjaro42';
export const STAFF = { admin: 'admin@e2e.roro.example', sales: 'sales@e2e.roro.example', editor: 'editor@e2e.roro.example', clerk: 'clerk@e2e.roro.example', cashier: 'cashier@e2e.roro.example' } as const;
/**
 * Each account's role. The clerk is a second salesperson whom only the back office's door test signs in,
 * so that it meets the authenticator-app step first whatever test files ran before it; the cashier a third,
 * whom only the authenticator set-up's reload test (payment-form.e2e.ts) sets up, for the same reason.
 */
const ROLE: Record<keyof typeof STAFF, 'admin' | 'sales' | 'editor'> = { admin: 'admin', sales: 'sales', editor: 'editor', clerk: 'sales', cashier: 'sales' };

export async function createStaffAccounts(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: `${dataDir}/pglite` });
  try {
    const hash = await hashPassword(STAFF_PASSWORD, TEST_PASSWORD_HASH_COST);
    for (const [who, email] of Object.entries(STAFF) as [keyof typeof STAFF, string][]) {
      const id = randomUUID();
      await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified, role) values (${id}, ${who[0]!.toUpperCase() + who.slice(1)}, ${email}, true, ${ROLE[who]})`);
      await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${hash})`);
    }
  } finally {
    await handle.close();
  }
}
