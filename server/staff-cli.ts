// npm run staff -- --email someone@example.com [--role admin|sales|editor] [--revoke]
// Gives an existing account a staff role for the back office (admin unless told; ADR 017), or takes it
// away. The back office also asks staff for the authenticator-app step (ADR 051): signed in, they turn it
// on from the back office's first page with a code e-mailed to their address, then sign in again with the
// app. On PGlite it runs with the server stopped (the data directory has one owner at a time) and says so if
// the server is running (ADR 054).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '#db/client.ts';
import { DataDirLockedError, lockDataDir } from '#db/data-dir-lock.ts';
import { users } from '#db/schema/identity.ts';
import { STAFF_ROLE_NAMES } from '#domain/staff/roles.ts';
import { ConfigurationError, loadConfig } from './env.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, revoke: { type: 'boolean', default: false } } });

/** The data directory's lock; held by the running server, a sentence on what to do instead of a refusal for another process. */
function lockForStaff(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new ConfigurationError(
      `The server (pid ${error.ownerPid}) has the database in ${dataDir} open, and PGlite lets one process at a time use it. Stop the server (Ctrl-C where \`npm start\` runs), run this again, then start the server again with \`npm start\`.`,
    );
  }
}

async function main() {
  if (!values.email) throw new ConfigurationError('Usage: npm run staff -- --email someone@example.com [--role admin|sales|editor] [--revoke]');
  if (!(STAFF_ROLE_NAMES as string[]).includes(values.role!)) throw new ConfigurationError(`The role must be one of ${STAFF_ROLE_NAMES.join(', ')}.`);
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(`${config.dataDir}/pglite`)) {
    throw new ConfigurationError(
      `There is no database in ${config.dataDir} (DATA_DIR): the server makes it at its first start. Run \`npm start\`, sign up as ${values.email} and confirm the address, stop the server, then run this again with the same DATA_DIR.`,
    );
  }
  const lock = config.databaseUrl ? null : lockForStaff(config.dataDir);
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
  try {
    await migrateDatabase(handle);
    const role = values.revoke ? 'user' : values.role!;
    const updated = await handle.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.email, values.email.toLowerCase())).returning({ email: users.email });
    if (updated.length === 0) throw new ConfigurationError(`No account uses ${values.email}: sign up first.`);
    console.log(`${updated[0]!.email} is now ${role === 'user' ? 'a customer (user role)' : `staff (${role} role)`}.`);
    if (role !== 'user') {
      console.log(`Next: ${config.databaseUrl ? '' : 'start the server again (`npm start`), '}sign in and open /admin. It asks for the authenticator app: a code is e-mailed to ${updated[0]!.email} (SMTP, or the outbox in DATA_DIR/outbox), then the app is added and the back office opens at the next sign-in with its code.`);
    }
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
