import { CheckpointError } from '../../core/errors.js';
import { epochOfLeaseKey, leaseKey, leasePrefix } from '../../storage/layout.js';
import type { StorageBackend } from '../../storage/backend.js';
import { signedFor, untrusted } from '../volume/signing.js';

/**
 * Fencing (SPEC-03 Scenario 2): who may write a session's checkpoints and heartbeats. A session
 * starts at epoch 0, with no lease object. A monitor that takes it over creates
 * `sessions/<id>/lease/<epoch>.json` at the next epoch with a conditional write (the backend's
 * `create`: S3's If-None-Match, a folder's link(2)): of two monitors, exactly one creates it. The
 * resumed session writes at that epoch; a writer of an older epoch that finds a newer lease stops
 * writing for the session. Epochs only grow, and a lease is never replaced or deleted while its
 * session has checkpoints.
 */
export interface Lease {
  epoch: number;
  session_id: string;
  /** The machine (hostname) that took the session over, and when. */
  host: string;
  taken_at: string;
  /** Who took it (`monitor <pid>`), why, and from which checkpoint it resumes (absent: none yet). */
  by: string;
  reason: string;
  checkpoint_id?: string | undefined;
}

/** A stored lease, every field checked (stored data); INVALID_DATA naming the key otherwise. */
function parseLease(raw: Buffer, key: string, epoch: number): Lease {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new CheckpointError('INVALID_DATA', `${key}: not JSON`);
  }
  const text = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '');
  if (v['epoch'] !== epoch || !text('host') || !text('taken_at'))
    throw new CheckpointError('INVALID_DATA', `${key}: not a lease of epoch ${epoch}`);
  const lease: Lease = {
    epoch,
    session_id: text('session_id'),
    host: text('host'),
    taken_at: text('taken_at'),
    by: text('by'),
    reason: text('reason'),
  };
  if (text('checkpoint_id')) lease.checkpoint_id = text('checkpoint_id');
  return lease;
}

/**
 * The lease at `epoch` as stored, or undefined; `untrusted` when its signature does not hold (on a
 * volume opened with the user's keys): then it is somebody's who can write the volume but has not
 * the key, and it fences nothing.
 */
async function readLease(
  store: StorageBackend,
  sessionId: string,
  epoch: number,
): Promise<Lease | 'untrusted' | undefined> {
  const key = leaseKey(sessionId, epoch);
  const raw = await store.get(key);
  if (!raw) return undefined;
  const lease = parseLease(raw, key, epoch);
  return untrusted(store, JSON.parse(raw.toString('utf8')), 'lease') ? 'untrusted' : lease;
}

/** The epochs of every lease object of the session, trusted or not (a new lease goes above them all). */
async function leaseEpochs(store: StorageBackend, sessionId: string): Promise<number[]> {
  return (await store.list(leasePrefix(sessionId)))
    .map(epochOfLeaseKey)
    .filter((e): e is number => e !== undefined)
    .sort((a, b) => b - a);
}

/** The newest lease whose signature holds among `epochs` (newest first), or undefined. */
async function newestTrusted(store: StorageBackend, sessionId: string, epochs: number[]): Promise<Lease | undefined> {
  for (const epoch of epochs) {
    const lease = await readLease(store, sessionId, epoch);
    if (lease && lease !== 'untrusted') return lease;
  }
  return undefined;
}

/** The session's newest lease (one listing and one read), or undefined while it was never taken over. */
export async function currentLease(store: StorageBackend, sessionId: string): Promise<Lease | undefined> {
  return (await leaseState(store, sessionId)).current;
}

/**
 * From ONE listing: the newest lease whose signature holds, and the highest epoch of any lease
 * object, signed or not (a new lease goes above it: one planted without the key must not keep the
 * session from being taken). One listing, because two let a monitor that listed before another's
 * lease and again after it go above that lease instead of yielding to it (two resumes: found by
 * test/app/orchestrator.test.ts's two monitors on s3rver).
 */
export async function leaseState(
  store: StorageBackend,
  sessionId: string,
): Promise<{ current?: Lease | undefined; highest: number }> {
  const epochs = await leaseEpochs(store, sessionId);
  return { current: await newestTrusted(store, sessionId, epochs), highest: epochs[0] ?? 0 };
}

/**
 * Takes the session over at `lease.epoch` (one conditional create). False when someone else holds
 * that epoch already (another monitor was first): the caller must not touch the session.
 */
export function takeLease(store: StorageBackend, lease: Lease): Promise<boolean> {
  return store.create(
    leaseKey(lease.session_id, lease.epoch),
    `${JSON.stringify(signedFor(store, { ...lease }, true), null, 2)}\n`,
  );
}

/**
 * The lease that supersedes a writer of `epoch` (one read: a newer lease always has the next
 * epoch, as leases are taken one epoch after the newest), or undefined while the writer may go on.
 * A lease there that is not signed fences nothing, and a signed one may then sit above it: only
 * then are the newer ones listed.
 */
export async function supersedingLease(
  store: StorageBackend,
  sessionId: string,
  epoch: number,
): Promise<Lease | undefined> {
  const next = await readLease(store, sessionId, epoch + 1);
  if (next !== 'untrusted') return next;
  return newestTrusted(
    store,
    sessionId,
    (await leaseEpochs(store, sessionId)).filter((e) => e > epoch + 1),
  );
}

/** What a writer of a superseded epoch stops with (the worker's capture). */
export class FencedError extends CheckpointError {
  constructor(
    sessionId: string,
    readonly lease: Pick<Lease, 'epoch' | 'host' | 'taken_at'>,
  ) {
    super(
      'CONFLICT',
      `session ${sessionId} was resumed on ${lease.host} at ${lease.taken_at}: this machine no longer writes its checkpoints`,
      'continue it there, or fork it here with `pai-checkpoint resume --fork`',
    );
  }
}

/** What the user of a fenced session is told, once (a notice: shown after `pai-checkpoint: `). */
export function fencedNotice(lease: Pick<Lease, 'host' | 'taken_at'>): string {
  return `this session was resumed on ${lease.host} at ${lease.taken_at}; continue there, or fork with \`pai-checkpoint resume --fork\`. Nothing more is checkpointed here.`;
}
