import { lstatSync, realpathSync, statSync } from 'node:fs';
import { readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { withLock, type LockOptions } from '../../core/lock.js';
import { isUlid } from '../../core/ids.js';
import { parseJsonText } from '../../core/json.js';

/**
 * pai-seed's `~/.pai/seed.json`. Only `state.checkpointRef` is ours; every other field, known or
 * unknown, is kept as it was (we parse, change one key and write it back in pai-seed's own
 * format: 2-space JSON and a trailing newline).
 */
type SeedUpdate =
  /** Point checkpointRef at `id` unless it already names a NEWER checkpoint (ULIDs sort by time). */
  | { set: string }
  /** Remove checkpointRef if (and only if) it is one of these ids. */
  | { clear: readonly string[] };

export type SeedResult =
  | { status: 'updated' | 'unchanged'; ref: string | undefined }
  /** No seed.json: pai-seed is not set up; nothing to do. */
  | { status: 'missing' }
  /** seed.json exists but cannot be parsed; it is left untouched. */
  | { status: 'invalid'; error: string };

function lockPathFor(seedPath: string): string {
  return `${seedPath}.lock`;
}

function parseSeed(path: string, text: string): Record<string, unknown> {
  const value = parseJsonText(
    text,
    path,
    'fix or restore seed.json; pai-checkpoint never overwrites an unparsable seed',
  );
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CheckpointError('INVALID_DATA', `${path}: not a JSON object`, 'fix or restore seed.json');
  }
  const state = (value as Record<string, unknown>)['state'];
  if (state !== undefined && (typeof state !== 'object' || state === null || Array.isArray(state))) {
    throw new CheckpointError('INVALID_DATA', `${path}: field "state" is not an object`, 'fix seed.json');
  }
  return value as Record<string, unknown>;
}

/** Reads `state.checkpointRef`; undefined when seed.json or the field is missing. Throws INVALID_DATA. */
export function readCheckpointRef(seedPath: string): string | undefined {
  const text = readFileIfExists(seedPath);
  if (text === undefined) return undefined;
  const state = parseSeed(seedPath, text)['state'] as Record<string, unknown> | undefined;
  const ref = state?.['checkpointRef'];
  return typeof ref === 'string' ? ref : undefined;
}

export function updateCheckpointRef(seedPath: string, update: SeedUpdate, lockOptions?: LockOptions): SeedResult {
  for (let attempt = 1; ; attempt++) {
    // Writers only ever move the ref to a newer record: one already newer than ours makes our
    // `set` a no-op, without the lock (many sessions writing at once then mostly skip it).
    const newer = supersededBy(seedPath, update);
    if (newer) return { status: 'unchanged', ref: newer };
    try {
      return updateOnce(seedPath, update, lockOptions);
    } catch (err) {
      // Waited in vain while others wrote: if one of them wrote a newer ref, ours is done.
      const after =
        err instanceof CheckpointError && err.code === 'LOCK_TIMEOUT' ? supersededBy(seedPath, update) : undefined;
      if (after) return { status: 'unchanged', ref: after };
      // Our lock was broken under us (a race with a crashed holder): nothing was written; redo.
      if (!(err instanceof CheckpointError && err.code === 'LOCK_LOST') || attempt >= 5) throw err;
    }
  }
}

/** The ref in seed.json when it is a record newer than the one `update` sets (read without the lock). */
function supersededBy(seedPath: string, update: SeedUpdate): string | undefined {
  if (!('set' in update) || !isUlid(update.set)) return undefined;
  try {
    const current = readCheckpointRef(seedPath);
    return current !== undefined && isUlid(current) && current > update.set ? current : undefined;
  } catch {
    return undefined; // unreadable: the locked path says why
  }
}

function updateOnce(seedPath: string, update: SeedUpdate, lockOptions?: LockOptions): SeedResult {
  if (readFileIfExists(seedPath) === undefined) return { status: 'missing' };
  return withLock(
    lockPathFor(seedPath),
    (lock) => {
      const text = readFileIfExists(seedPath);
      if (text === undefined) return { status: 'missing' } as const;
      let seed: Record<string, unknown>;
      try {
        seed = parseSeed(seedPath, text);
      } catch (err) {
        return { status: 'invalid', error: errorMessage(err) } as const;
      }
      const state = (seed['state'] ?? {}) as Record<string, unknown>;
      const current = typeof state['checkpointRef'] === 'string' ? (state['checkpointRef'] as string) : undefined;
      let next = current;
      if ('set' in update) {
        const keepNewer = current !== undefined && isUlid(current) && isUlid(update.set) && current > update.set;
        if (!keepNewer) next = update.set;
      } else if (current !== undefined && update.clear.includes(current)) {
        next = undefined;
      }
      if (next === current) return { status: 'unchanged', ref: current } as const;
      if (next === undefined) delete state['checkpointRef'];
      else state['checkpointRef'] = next;
      seed['state'] = state;
      let mode = 0o600;
      try {
        mode = statSync(seedPath).mode & 0o777;
      } catch {
        // keep default
      }
      // A seed.json that is a symlink (dotfiles kept in a repository) stays a symlink: the new
      // content replaces the file it points at, never the link itself.
      const file = lstatSync(seedPath).isSymbolicLink() ? realpathSync(seedPath) : seedPath;
      writeFileAtomicSync(file, `${JSON.stringify(seed, null, 2)}\n`, {
        mode,
        beforeCommit: () => {
          if (!lock.held()) throw new CheckpointError('LOCK_LOST', `lost the lock on ${seedPath} before writing`);
        },
      });
      return { status: 'updated', ref: next } as const;
    },
    lockOptions,
  );
}
