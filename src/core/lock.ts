import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ensureDir, safeUnlink, TEMP_PREFIX } from './atomic.js';
import { CheckpointError, errnoCode } from './errors.js';

/**
 * A cross-process lock file, taken with O_EXCL. Its content names the holder
 * (`pid host time token start`, start = the process's start time where /proc tells it), so a lock
 * left by a killed process is recognised and broken: on this host at once (the pid is gone, or
 * now belongs to another process: a restarted container reuses pids), whatever the lock's age.
 * A holder on another host (a folder shared between machines or containers) cannot be asked: its
 * lock is a lease, whose mtime the holder refreshes every `staleMs / 3`; it is stale once not
 * refreshed for `staleMs`, or when its mtime lies more than `staleMs` in the future (a clock that
 * was wrong must not block everyone).
 *
 * Breaking is done by renaming the lock aside and checking that what was moved is the stale
 * lock that was judged; if a live lock was moved by a race it is linked back. Holders call
 * `held()` right before they commit (see seed.ts), which closes the remaining window to a few
 * microseconds in a three-way race with a crashed holder.
 */
export interface LockOptions {
  /** Give up after this long. Default 5000 ms. */
  timeoutMs?: number;
  /** The lease of a holder on another host: stale when not refreshed for this long. Default 10 000 ms. */
  staleMs?: number;
}

export interface Lock {
  readonly path: string;
  /** True while the lock file is still ours. */
  held(): boolean;
  release(): void;
}

const HOST = hostname();
const DEFAULT_LEASE_MS = 10_000;

/** A process's start time (clock ticks since boot, from /proc), or undefined where it cannot be read. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
let ownStart: string | undefined;
/** This process's start time, read once when it first takes a lock. */
const myStart = () => (ownStart ??= processStart(process.pid) ?? '-');
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

/**
 * Is `pid` a running process? A zombie is not: killed, it stays in the process table (and answers
 * kill(pid, 0)) until its parent reaps it, which a busy or stopped parent may not do for a while.
 */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return errnoCode(err) === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat[stat.lastIndexOf(')') + 2];
    return state !== 'Z' && state !== 'X';
  } catch {
    return process.platform !== 'linux'; // elsewhere kill(pid, 0) is all there is; here it has just gone
  }
}

function readLock(path: string): { content: string; mtimeMs: number } | undefined {
  try {
    const content = readFileSync(path, 'utf8');
    const { mtimeMs } = statSync(path);
    return { content, mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Why a lock is stale, or undefined while its holder may still hold it. A holder on this host is
 * stale exactly when its process is gone or is another process now (a long capture may hold a lock
 * for minutes); a holder elsewhere (or unnamed) when its lease ran out.
 */
function staleReason(
  holder: { content: string; mtimeMs: number },
  staleMs: number,
  now = Date.now(),
): string | undefined {
  const [pid, host, , , start] = holder.content.split(' ');
  if (host === HOST && pid) {
    if (!pidAlive(Number(pid))) return `process ${pid} is gone`;
    const current = start && start !== '-' ? processStart(Number(pid)) : undefined;
    return current !== undefined && current !== start ? `process ${pid} is another process now` : undefined;
  }
  const age = now - holder.mtimeMs;
  if (age > staleMs) return `${host ? `held on ${host}` : 'unnamed'}, not refreshed for ${Math.round(age / 1000)} s`;
  if (-age > staleMs)
    return `${host ? `held on ${host}` : 'unnamed'}, its time is ${Math.round(-age / 1000)} s in the future`;
  return undefined;
}

interface LockInfo {
  pid: number;
  host: string;
  /** When it was taken (ms since the epoch; 0 when the lock does not say). */
  since: number;
  /** Why it is stale; undefined while its holder may hold it. */
  stale?: string;
}

/** Who holds a lock and whether it is stale (see LockOptions.staleMs); undefined when free. */
export function inspectLock(path: string, staleMs = DEFAULT_LEASE_MS): LockInfo | undefined {
  const holder = readLock(path);
  if (!holder) return undefined;
  const [pid, host, time] = holder.content.split(' ');
  const stale = staleReason(holder, staleMs);
  return { pid: Number(pid) || 0, host: host ?? '', since: Number(time) || 0, ...(stale ? { stale } : {}) };
}

/** Removes a lock if it is stale (safely against a racing holder); returns why it was, or undefined. */
export function breakIfStale(path: string, staleMs = DEFAULT_LEASE_MS): string | undefined {
  const holder = readLock(path);
  const why = holder && staleReason(holder, staleMs);
  if (holder && why) breakStale(path, holder.content);
  return why;
}

function breakStale(path: string, judged: string): void {
  const aside = `${path}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else broke it first
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // unreadable: treat as the stale one
  }
  if (moved !== judged) {
    try {
      linkSync(aside, path); // a live lock was moved by a race: put it back
    } catch {
      // a new lock was taken meanwhile; its holder will see held() === false for the old one
    }
  }
  safeUnlink(aside);
}

/**
 * Creates the lock file with its content in one step: the token is written to a private temp
 * file which is then hard-linked to the lock path (fails if it exists). A holder killed at any
 * moment therefore never leaves an empty lock file, which could not name a holder and would block
 * everyone until it is `staleMs` old. Without hard links, falls back to O_EXCL + write.
 */
function createLockFile(path: string, token: string): boolean {
  const temp = join(dirname(path), `${TEMP_PREFIX}${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(temp, token, { mode: 0o600 });
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    const code = errnoCode(err);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    const fd = openSync(path, 'wx', 0o600);
    try {
      writeSync(fd, token);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (err) {
    if (errnoCode(err) === 'EEXIST') return false;
    throw err;
  }
}

export function tryAcquire(path: string, options: LockOptions = {}): Lock | undefined {
  return acquireLoop(path, { ...options, timeoutMs: 0 });
}

export function acquire(path: string, options: LockOptions = {}): Lock {
  const lock = acquireLoop(path, options);
  if (!lock) {
    const holder = readLock(path);
    throw new CheckpointError(
      'LOCK_TIMEOUT',
      `could not lock ${path} within ${options.timeoutMs ?? 5000} ms${holder ? ` (held by ${holder.content.split(' ').slice(0, 2).join('@')})` : ''}`,
      'another pai-checkpoint process is busy; retry, or run `pai-checkpoint doctor` if it persists',
    );
  }
  return lock;
}

function acquireLoop(path: string, options: LockOptions): Lock | undefined {
  const timeoutMs = options.timeoutMs ?? 5000;
  const staleMs = options.staleMs ?? DEFAULT_LEASE_MS;
  const token = `${process.pid} ${HOST} ${Date.now()} ${randomBytes(8).toString('hex')} ${myStart()}`;
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') throw err;
      ensureDir(dirname(path));
      continue;
    }
    const holder = readLock(path);
    if (holder && staleReason(holder, staleMs)) {
      breakStale(path, holder.content);
      continue;
    }
    if (Date.now() >= deadline) return undefined;
    // Jittered backoff: holders keep the lock for well under a millisecond to a few ms.
    sleepSync(Math.min(1 + attempt, 20) * (0.5 + Math.random()));
  }
}

function makeLock(path: string, token: string, leaseMs: number): Lock {
  let released = false;
  // The lease: a holder on another host can only tell that this one lives by the lock's mtime.
  const refresh = setInterval(
    () => {
      try {
        if (readFileSync(path, 'utf8') === token) {
          const now = new Date();
          utimesSync(path, now, now);
        }
      } catch {
        // gone: held() says so
      }
    },
    Math.max(500, leaseMs / 3),
  );
  refresh.unref();
  return {
    path,
    held() {
      if (released) return false;
      try {
        return readFileSync(path, 'utf8') === token;
      } catch {
        return false;
      }
    },
    release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      try {
        if (readFileSync(path, 'utf8') === token) safeUnlink(path);
      } catch {
        // already gone
      }
    },
  };
}

/** Runs `fn` under the lock; the lock is released whatever happens. */
export function withLock<T>(path: string, fn: (lock: Lock) => T, options: LockOptions = {}): T {
  const lock = acquire(path, options);
  try {
    return fn(lock);
  } finally {
    lock.release();
  }
}

/** Async variant: the lock is held until the promise settles. */
export async function withLockAsync<T>(
  path: string,
  fn: (lock: Lock) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const lock = acquire(path, options);
  try {
    return await fn(lock);
  } finally {
    lock.release();
  }
}
