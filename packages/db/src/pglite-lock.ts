// One process at a time on a PGlite folder: PGlite has no postmaster to turn a second opener
// away, and two processes writing the same files corrupt them. The server and the admin CLI
// (`keel backup` while the server runs…) both open PGlite through client.ts, which takes this lock.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Another live process holds the folder. */
export class PgliteInUseError extends Error {}

/** Takes `file` for this process; returns the release. A lock left by a dead process is taken over. */
export function lockPgliteFolder(file: string, folder: string): () => void {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      // The same pid is this process (a restarted container often gets the same one).
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new PgliteInUseError(
          `The database in ${folder} is in use by process ${owner} (a running Keel server?): stop it first. ` +
            `If that process is not Keel, delete ${file}.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
}
