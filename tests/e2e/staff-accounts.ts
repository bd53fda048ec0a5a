// Staff accounts for the back office's browser tests, written into the storefront's database while its
// server is stopped (PGlite has one owner at a time): confirmed accounts with a password and a role, as
// `npm run staff` would leave them. Each test turns on its authenticator app through the account page.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '#db/client.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';

export const STAFF_PASSWORD = 'kilimanjaro42';
export const STAFF = { admin: 'admin@e2e.roro.example', sales: 'sales@e2e.roro.example', editor: 'editor@e2e.roro.example' } as const;

export async function createStaffAccounts(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: `${dataDir}/pglite` });
  try {
    const hash = await hashPassword(STAFF_PASSWORD, TEST_PASSWORD_HASH_COST);
    for (const [role, email] of Object.entries(STAFF)) {
      const id = randomUUID();
      await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified, role) values (${id}, ${role[0]!.toUpperCase() + role.slice(1)}, ${email}, true, ${role})`);
      await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${hash})`);
    }
  } finally {
    await handle.close();
  }
}
