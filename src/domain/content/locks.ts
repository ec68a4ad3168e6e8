import { hostname } from 'node:os';
import { CheckpointError } from '../../core/errors.js';
import { newCheckpointId } from '../../core/ids.js';
import { processStart } from '../../core/lock.js';
import { processLiveness } from '../../platform/process.js';
import { getJson, putJson, type StorageBackend } from '../../storage/backend.js';
import { CONTENT_LOCKS, volumeLockKey } from '../../storage/layout.js';

/**
 * Locks on the volume itself (restic's design), as objects under `content/locks/`, so that they
 * work wherever the volume does (a folder shared by machines, an object store): a capture holds a
 * SHARED lock from the moment it looks up which blobs exist until its manifest is written; garbage
 * collection holds the EXCLUSIVE lock. A collector therefore never removes a blob that a capture
 * running meanwhile has decided to reuse instead of storing.
 *
 * Taking a lock: write one's own lock object, then list the others. A shared locker that sees an
 * exclusive one withdraws and retries. An exclusive locker withdraws only for an older exclusive
 * one; otherwise it keeps its object (new shared lockers see it and wait: a stream of captures
 * cannot starve a collection) and waits until the shared holders are gone.
 *
 * A lock is refreshed every LEASE_MS / 4. It is stale — and removed by whoever finds it — when
 * its process is gone (same host: pid and start time) or it was not refreshed for LEASE_MS.
 */
const LEASE_MS = 120_000;

type LockKind = 'shared' | 'exclusive';

interface LockDoc {
  kind: LockKind;
  host: string;
  pid: number;
  start?: string | undefined;
  at: string;
  purpose: string;
}

interface VolumeLock {
  release(): Promise<void>;
}

interface LockVolumeOptions {
  purpose: string;
  /** How long to wait for a conflicting holder (default 600 s). */
  waitMs?: number | undefined;
  now?: (() => number) | undefined;
}

function stale(doc: LockDoc | undefined, now: number): boolean {
  if (!doc || typeof doc.at !== 'string') return true;
  if (processLiveness(doc.host, doc.pid, doc.start) === 'dead') return true;
  const at = Date.parse(doc.at);
  return !Number.isFinite(at) || now - at > LEASE_MS;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function lockVolume(store: StorageBackend, kind: LockKind, o: LockVolumeOptions): Promise<VolumeLock> {
  const now = o.now ?? Date.now;
  const deadline = now() + (o.waitMs ?? 600_000);
  const doc = (): LockDoc => ({
    kind,
    host: hostname(),
    pid: process.pid,
    start: processStart(process.pid),
    at: new Date(now()).toISOString(),
    purpose: o.purpose,
  });
  for (let attempt = 0; ; attempt++) {
    const id = newCheckpointId(now());
    const key = volumeLockKey(id);
    await putJson(store, key, doc());
    const timer = setInterval(() => void putJson(store, key, doc()).catch(() => undefined), LEASE_MS / 4);
    timer.unref();
    const release = async () => {
      clearInterval(timer);
      await store.delete(key).catch(() => undefined);
    };
    try {
      for (;;) {
        const blocking = await holders(store, key, id, kind, now());
        if (blocking.length === 0) return { release };
        const withdraw = kind === 'shared' || blocking.some((b) => b.doc.kind === 'exclusive');
        if (now() > deadline) {
          const b = blocking[0]!;
          throw new CheckpointError(
            'LOCK_TIMEOUT',
            `the volume ${store.location} is locked (${b.doc.kind}) by ${b.doc.purpose}, pid ${b.doc.pid} on ${b.doc.host} since ${b.doc.at}`,
            'wait for it to finish; a lock whose process is gone is removed automatically',
          );
        }
        if (withdraw) break;
        await sleep(100 + Math.random() * 200);
      }
    } catch (err) {
      await release();
      throw err;
    }
    await release();
    await sleep(Math.min(2000, 50 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
  }
}

/** The other live locks that keep `kind` from being held (stale ones are removed on the way). */
async function holders(
  store: StorageBackend,
  own: string,
  id: string,
  kind: LockKind,
  now: number,
): Promise<{ key: string; doc: LockDoc }[]> {
  const out: { key: string; doc: LockDoc }[] = [];
  for (const key of await store.list(CONTENT_LOCKS)) {
    if (key === own) continue;
    // An unreadable lock object is treated as stale.
    const doc = await getJson<LockDoc>(store, key).catch(() => undefined);
    if (doc === undefined && !(await store.stat(key))) continue; // released meanwhile
    if (stale(doc, now)) {
      await store.delete(key).catch(() => undefined);
      continue;
    }
    const other = doc!;
    const older = key.slice(CONTENT_LOCKS.length) < `${id}.json`;
    if (kind === 'shared' ? other.kind === 'exclusive' : other.kind === 'shared' || older)
      out.push({ key, doc: other });
  }
  return out;
}
