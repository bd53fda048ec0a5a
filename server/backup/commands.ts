// The commands `npm run backup`, `npm run restore` and `npm run db:move` (ADR 063): their arguments and
// environment in, their exit code out; 0 done, 1 refused or failed (one sentence on stderr), 2 a wrong
// command or configuration. The *-cli.ts files beside this run them as processes.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '#db/client.ts';
import { DataDirLockedError, lockDataDir, lockOwner } from '#db/data-dir-lock.ts';
import { MediaStoreUnavailableError } from '#domain/stock/media-store.ts';
import { ConfigurationError, loadConfig } from '#server/env.ts';
import { makeBackup, pgliteDir } from './backup.ts';
import { BackupRefusal } from './backup-file.ts';
import { copyPgliteToPostgres } from './copy-to-postgres.ts';
import { describeMigrations } from './database-facts.ts';
import { shownUrl } from './pg-tools.ts';
import { postgresUrl } from './postgres-target.ts';
import { restoreBackup } from './restore.ts';

type Log = (line: string) => void;

const USAGE = {
  backup: 'Usage: npm run backup -- --to FILE (the database of DATA_DIR or DATABASE_URL, and the pictures of MEDIA_DIR or the bucket)',
  restore: 'Usage: npm run restore -- --from FILE [--force] (into DATA_DIR, or DATABASE_URL when set, and the configured media store)',
  move: 'Usage: npm run db:move -- --to postgres://user:password@host:5432/roro (copies the PGlite database of DATA_DIR into that empty database)',
};

async function guarded(usage: string, error: Log, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (thrown) {
    if (thrown instanceof ConfigurationError) {
      error(thrown.message);
      return 2;
    }
    if ((thrown as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      error(`${(thrown as Error).message}\n${usage}`);
      return 2;
    }
    if (thrown instanceof BackupRefusal || thrown instanceof MediaStoreUnavailableError) {
      error(thrown.message);
      return 1;
    }
    error(`Failed: ${(thrown as Error).message}`);
    return 1;
  }
}

export function backupCommand(args: string[], env: NodeJS.ProcessEnv, log: Log, error: Log): Promise<number> {
  return guarded(USAGE.backup, error, async () => {
    const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
    if (!values.to) throw new ConfigurationError(USAGE.backup);
    await makeBackup(loadConfig(env), values.to, log);
    return 0;
  });
}

export function restoreCommand(args: string[], env: NodeJS.ProcessEnv, log: Log, error: Log): Promise<number> {
  return guarded(USAGE.restore, error, async () => {
    const { values } = parseArgs({ args, options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
    if (!values.from) throw new ConfigurationError(USAGE.restore);
    const config = loadConfig(env);
    await restoreBackup(config, values.from, { force: values.force, log });
    log(`Done. Start the server with the same ${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`}: \`npm start\`.`);
    return 0;
  });
}

export function dbMoveCommand(args: string[], env: NodeJS.ProcessEnv, log: Log, error: Log): Promise<number> {
  return guarded(USAGE.move, error, async () => {
    const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
    if (values.to === undefined) throw new ConfigurationError(USAGE.move);
    const url = postgresUrl(values.to, '--to');
    const config = loadConfig({ ...env, DATABASE_URL: '' });
    const dataDir = config.dataDir;
    if (!existsSync(`${pgliteDir(dataDir)}/PG_VERSION`)) throw new BackupRefusal(`There is no PGlite database in ${dataDir} (DATA_DIR) to move.`);
    const owner = lockOwner(dataDir);
    if (owner !== null) throw new BackupRefusal(`The server (pid ${owner}) is running on ${dataDir}: stop it first, so that no order or sign-up made during the move stays behind in PGlite.`);
    let lock;
    try {
      lock = lockDataDir(dataDir);
    } catch (thrown) {
      if (thrown instanceof DataDirLockedError) throw new BackupRefusal(`The server (pid ${thrown.ownerPid}) has just started on ${dataDir}: stop it first.`);
      throw thrown;
    }
    try {
      const source = await openDatabase({ dataDir: pgliteDir(dataDir) });
      try {
        log(`Moving the PGlite database in ${dataDir} to ${shownUrl(url)}.`);
        const report = await copyPgliteToPostgres(source, url, { log, what: `The database in ${dataDir}` });
        log(`Copied ${report.rows} rows of ${report.tables} tables and ${report.sequences} sequences in ${report.seconds.toFixed(1)} s (${describeMigrations(report.migrations)}); every table's row count and rows match the source's.`);
      } finally {
        await source.close();
      }
    } finally {
      lock.release();
    }
    log(
      `Next: start the server on PostgreSQL with the same DATA_DIR, for its pictures (${config.mediaDir}): DATABASE_URL=${shownUrl(url)} npm start. The PGlite database in ${pgliteDir(dataDir)} is left in place; remove it once the shop runs on PostgreSQL.`,
    );
    return 0;
  });
}
