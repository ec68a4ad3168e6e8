import { lstatSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CheckpointError } from '../core/errors.js';
import { pidAlive } from '../core/lock.js';

/**
 * Scratch folders (a bundle of unpushed commits, a downloaded archive) live under one root, named
 * `<kind>-<pid>-<random>`: a process killed with -9 cannot clean up after itself, so whoever comes
 * next (a worker starting, `prune`) removes the folders whose process is gone.
 */
export async function makeWorkDir(root: string, kind: string): Promise<string> {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  // The root must be our own folder, not a link or another user's (the default lies in a shared /tmp).
  const st = lstatSync(root);
  const uid = process.getuid?.();
  if (!st.isDirectory() || (uid !== undefined && st.uid !== uid))
    throw new CheckpointError('IO', `${root} is not a folder of this user`, 'remove it; it is recreated');
  return mkdtemp(join(root, `${kind}-${process.pid}-`));
}

/** The root used when the caller names none (library use without PAI paths). */
export const DEFAULT_SCRATCH = join(tmpdir(), `pai-checkpoint-${process.getuid?.() ?? 'user'}`);

const NAME = /^[a-z]+-(\d+)-[A-Za-z0-9]{6}$/;
/** What earlier versions left in the system temp folder (no pid in the name): swept by age. */
const LEGACY = /^pai-(git|restore|rollback)-[A-Za-z0-9]{6}$/;

/** Removes scratch folders of processes that are gone (and legacy ones older than `legacyAgeMs`); returns how many. */
export function sweepWorkDirs(root: string, legacyAgeMs?: number, now = Date.now()): number {
  let removed = 0;
  const remove = (dir: string) => {
    try {
      rmSync(dir, { recursive: true, force: true });
      removed++;
    } catch {
      // in use or not ours: left for the next sweep
    }
  };
  let names: string[] = [];
  try {
    names = readdirSync(root);
  } catch {
    // no scratch folder yet
  }
  for (const name of names) {
    const pid = Number(NAME.exec(name)?.[1]);
    if (pid && pid !== process.pid && !pidAlive(pid)) remove(join(root, name));
  }
  if (legacyAgeMs !== undefined) {
    const uid = process.getuid?.();
    for (const name of readdirSync(tmpdir()).filter((n) => LEGACY.test(n))) {
      try {
        const st = statSync(join(tmpdir(), name));
        if (st.isDirectory() && (uid === undefined || st.uid === uid) && now - st.mtimeMs >= legacyAgeMs)
          remove(join(tmpdir(), name));
      } catch {
        // gone
      }
    }
  }
  return removed;
}
