// PGlite does not lock its directory, and two processes writing to it corrupt it: the server holds a
// lock file of its own and refuses to share the directory.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`The data directory ${dataDir} is in use by another Roro process (pid ${ownerPid}). Stop that process or set DATA_DIR to another directory.`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): { release(): void } {
  const path = join(dataDir, 'roro.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isRunning(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** The live process holding the data directory's lock (this one included), or null when none does. */
export function lockOwner(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, 'roro.lock'), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : null;
}
