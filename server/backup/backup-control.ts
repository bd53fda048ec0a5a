// How `npm run backup` gets a consistent copy of a PGlite database the running server holds (ADR 063):
// PGlite is one process, and the server has its data directory. The server listens on a loopback port of
// its own (never the site's) for one request, a dump of the data directory, and writes the port and a
// random secret to DATA_DIR/roro-control.json, readable by the directory's owner only. The backup command
// reads that file and asks with the secret; nothing else is offered there.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { BackupRefusal } from './backup-file.ts';

export const CONTROL_FILE = 'roro-control.json';
const DUMP_PATH = '/data-directory-dump';

const controlSchema = z.object({ pid: z.number().int().positive(), port: z.number().int().min(1).max(65535), secret: z.string().min(32) });

export interface BackupControl {
  port: number;
  close(): Promise<void>;
}

/**
 * Offers the data directory's dump to the backup command. `dump` is the database's own (PGlite's
 * dumpDataDir: taken between two queries, so consistent); `log` is told of each dump served or refused.
 */
export async function startBackupControl(dataDir: string, dump: () => Promise<Blob>, log: (line: string) => void = () => {}): Promise<BackupControl> {
  const secret = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${secret}`);
  let busy = false;
  const server = http.createServer((request, response) => {
    const answer = (status: number, text: string) => response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text);
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      log('a request to the backup port without its secret was refused');
      return answer(401, 'Not allowed.\n');
    }
    if (request.method !== 'POST' || request.url !== DUMP_PATH) return answer(404, 'Not here.\n');
    if (busy) return answer(409, 'A backup is being made already: wait for it to finish.\n');
    busy = true;
    const started = performance.now();
    dump().then(
      async (blob) => {
        const data = Buffer.from(await blob.arrayBuffer());
        log(`the data directory was dumped for a backup (${data.length} bytes in ${Math.round(performance.now() - started)} ms)`);
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': String(data.length), 'cache-control': 'no-store' }).end(data);
        busy = false;
      },
      (error: Error) => {
        busy = false;
        log(`the data directory could not be dumped for a backup: ${error.message}`);
        answer(500, `The server could not dump its database: ${error.message}\n`);
      },
    );
  });
  // Loopback only, on a port of its own: nothing of this is reachable from the site's address.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = join(dataDir, CONTROL_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ pid: process.pid, port, secret })}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return {
    port,
    async close() {
      // Only our own file: a later server may have written its own since.
      try {
        if (controlSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).pid === process.pid) rmSync(file, { force: true });
      } catch {
        // Gone or unreadable: nothing of ours to remove.
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks the server `ownerPid` that holds the data directory for its dump: the data directory's tar. */
export async function dumpFromRunningServer(dataDir: string, ownerPid: number): Promise<Buffer> {
  const file = join(dataDir, CONTROL_FILE);
  let control: z.infer<typeof controlSchema>;
  try {
    control = controlSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES') throw new BackupRefusal(`${file} can be read only by the user who runs the server: run the backup as that user.`);
    throw new BackupRefusal(
      `The server (pid ${ownerPid}) has the database in ${dataDir} open but offers no backup (${code === 'ENOENT' ? `no ${CONTROL_FILE}` : `${CONTROL_FILE} is unreadable`}): it is an older version, or still starting. Wait for it to start, or stop it and run the backup again.`,
    );
  }
  if (control.pid !== ownerPid) throw new BackupRefusal(`${file} belongs to another process (pid ${control.pid}) than the server holding ${dataDir} (pid ${ownerPid}): the server is restarting. Run the backup again in a moment.`);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${DUMP_PATH}`, { method: 'POST', headers: { authorization: `Bearer ${control.secret}` } });
  } catch (error) {
    throw new BackupRefusal(`The server (pid ${ownerPid}) did not answer on its backup port ${control.port} (${(error as Error).cause ?? (error as Error).message}).`, { cause: error });
  }
  if (!response.ok) throw new BackupRefusal(`The server (pid ${ownerPid}) refused the backup: ${(await response.text()).trim()} (HTTP ${response.status}).`);
  return Buffer.from(await response.arrayBuffer());
}
