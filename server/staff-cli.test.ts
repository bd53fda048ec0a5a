// `npm run staff` run as it is run (a child process on a PGlite data directory): a sentence saying what to
// do when the database is not there yet or the server holds it, and the role given when it can be.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '#db/client.ts';
import { users } from '#db/schema/identity.ts';
import { projectRoot } from '#tests/e2e/server-process.ts';

function runStaff(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/staff-cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const scratch = mkdtempSync(join(tmpdir(), 'roro-staff-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run staff', () => {
  it('without a data directory, says there is no database yet and how to make one, and exits 1', async () => {
    const missing = join(scratch, 'never-started');
    const { code, stderr } = await runStaff(['--email', 'owner@example.com'], missing);
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/ENOENT|at .*\.ts:\d+/);
    expect(stderr.trim()).toBe(
      `There is no database in ${missing} (DATA_DIR): the server makes it at its first start. Run \`npm start\`, sign up as owner@example.com and confirm the address, stop the server, then run this again with the same DATA_DIR.`,
    );
    expect(existsSync(missing)).toBe(false);
  });

  it('while the server holds the data directory, says to stop it, run this again and start it again, and exits 1', async () => {
    const held = join(scratch, 'held');
    mkdirSync(join(held, 'pglite'), { recursive: true });
    // A live process's lock, as the running server leaves it: this test's own process.
    writeFileSync(join(held, 'roro.lock'), String(process.pid));
    const { code, stderr } = await runStaff(['--email', 'owner@example.com'], held);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The server (pid ${process.pid}) has the database in ${held} open, and PGlite lets one process at a time use it. Stop the server (Ctrl-C where \`npm start\` runs), run this again, then start the server again with \`npm start\`.`,
    );
    expect(existsSync(join(held, 'roro.lock'))).toBe(true);
  });

  describe('with the server stopped', () => {
    const dataDir = join(scratch, 'stopped');

    beforeAll(async () => {
      const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      await migrateDatabase(handle);
      await handle.db.insert(users).values({ id: 'owner', name: 'Owner', email: 'owner@example.com', emailVerified: true });
      await handle.close();
    });

    it('gives the account its role, says what comes next (the server started again first) and leaves no lock', async () => {
      const { code, stdout, stderr } = await runStaff(['--email', 'Owner@Example.com', '--role', 'sales'], dataDir);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain('owner@example.com is now staff (sales role).');
      expect(stdout).toContain('Next: start the server again (`npm start`), sign in and open /admin.');
      expect(existsSync(join(dataDir, 'roro.lock'))).toBe(false);
      const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      const [row] = await handle.db.select({ role: users.role }).from(users).where(eq(users.id, 'owner'));
      await handle.close();
      expect(row?.role).toBe('sales');
    });

    it('for an address no account uses, says to sign up first and exits 1', async () => {
      const { code, stderr } = await runStaff(['--email', 'nobody@example.com'], dataDir);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe('No account uses nobody@example.com: sign up first.');
    });

    it('without --email, prints its usage and exits 1', async () => {
      const { code, stderr } = await runStaff([], dataDir);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe('Usage: npm run staff -- --email someone@example.com [--role admin|sales|editor] [--revoke]');
    });
  });
});
