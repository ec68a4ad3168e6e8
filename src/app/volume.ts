import { collectGarbage, type GcReport } from '../domain/volume/gc.js';
import { lockWaitSeconds } from '../core/config-env.js';
import { CheckpointError } from '../core/errors.js';
import { mapLimit } from '../core/parallel.js';
import { acquire, tryAcquire, type Lock } from '../core/lock.js';
import { CAPTURE_LEASE_MS, captureHolder, captureLockPath, markWaiting } from '../domain/session/queue.js';
import { listSessionIds } from '../domain/session/state.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { holdsSession, listSessions, readManifest } from '../domain/volume/read.js';
import { loadIndex, type IndexEntry } from '../domain/volume/session-index.js';
import type { StorageBackend } from '../storage/backend.js';
import type { AppContext } from './context.js';
import { resolveRecord } from './records.js';

/**
 * Runs `fn` holding the session's capture lock, as the worker captures: captures from the CLI
 * (create, safety copies, `resume --set`) and everything that removes a session's checkpoints
 * (delete, prune, verify --repair) go one at a time with the worker's. When a capture is running,
 * it says who runs it (ctx.notice) and waits for that capture only: the worker hands the lock over
 * before it takes the next (a waiting marker, domain/session/queue.ts). At most
 * PAI_CHECKPOINT_LOCK_WAIT_SECONDS (default 600): then exit 5, busy, naming the holder, with
 * nothing changed.
 */
export async function withSessionLock<T>(ctx: AppContext, sessionId: string, fn: () => Promise<T>): Promise<T> {
  const path = captureLockPath(ctx.paths, sessionId);
  let lock = tryAcquire(path, { staleMs: CAPTURE_LEASE_MS });
  const unmark = lock ? () => undefined : markWaiting(ctx.paths, sessionId);
  try {
    if (!lock) {
      const holder = captureHolder(ctx.paths, sessionId);
      ctx.notice(
        `Waiting for the capture of session ${sessionId} that is running${holder ? ` (${holder})` : ''}: the worker hands over when that checkpoint is done…`,
      );
      const timeoutMs = lockWaitMs(ctx);
      lock = tryAcquireFor(path, timeoutMs);
      if (!lock) {
        const now = captureHolder(ctx.paths, sessionId);
        throw new CheckpointError(
          'LOCK_TIMEOUT',
          `session ${sessionId}: its checkpoints are being written by ${now ?? 'another process'}; waited ${timeoutMs < 10_000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`,
          'retry when it is done; `pai-checkpoint doctor` clears a lock whose holder is gone (PAI_CHECKPOINT_LOCK_WAIT_SECONDS sets the wait)',
        );
      }
    }
    try {
      return await fn();
    } finally {
      lock.release();
    }
  } finally {
    unmark();
  }
}

function tryAcquireFor(path: string, timeoutMs: number): Lock | undefined {
  try {
    return acquire(path, { timeoutMs, staleMs: CAPTURE_LEASE_MS });
  } catch (err) {
    if (err instanceof CheckpointError && err.code === 'LOCK_TIMEOUT') return undefined;
    throw err;
  }
}

/** How long a command waits for a lock (PAI_CHECKPOINT_LOCK_WAIT_SECONDS, default 600 s). */
function lockWaitMs(ctx: AppContext): number {
  return lockWaitSeconds(ctx.env) * 1000;
}

/** Removes workspace content no checkpoint references any more (domain/volume/gc.ts), under the volume's exclusive lock. */
export async function collectContent(ctx: AppContext, store: StorageBackend, dryRun = false): Promise<GcReport> {
  return collectGarbage(store, { dryRun, waitMs: lockWaitMs(ctx), now: () => ctx.now().getTime() });
}

interface FoundCheckpoint {
  sessionId: string;
  entry: IndexEntry;
}

/** Every session checkpoint on the volume (optionally of one session), newest first; `warn`: told of an index that is no file (see loadIndex). */
export async function allCheckpoints(
  store: StorageBackend,
  sessionId?: string,
  o: { warn?: ((message: string) => void) | undefined } = {},
): Promise<FoundCheckpoint[]> {
  const sessions = sessionId ? [sessionId] : await listSessions(store);
  // The indexes 16 at a time: on S3 each is a round trip, so 1,000 sessions one by one took 1,000 of them.
  const indexes = await mapLimit(sessions, 16, (s) => loadIndex(store, s, o));
  const out = indexes.flatMap((index, i) => index.checkpoints.map((entry) => ({ sessionId: sessions[i]!, entry })));
  return out.sort((a, b) => (a.entry.id < b.entry.id ? 1 : -1));
}

/** A session checkpoint by id or unique prefix (4+ characters); undefined when there is none. */
export async function findCheckpoint(store: StorageBackend, idOrPrefix: string): Promise<FoundCheckpoint | undefined> {
  const all = await allCheckpoints(store);
  const exact = all.find((c) => c.entry.id === idOrPrefix);
  if (exact) return exact;
  if (idOrPrefix.length < 4) return undefined;
  const upper = idOrPrefix.toUpperCase();
  const matches = all.filter((c) => c.entry.id.startsWith(upper));
  if (matches.length > 1)
    throw new CheckpointError(
      'AMBIGUOUS',
      `"${idOrPrefix}" matches ${matches.length} checkpoints: ${matches
        .slice(0, 5)
        .map((m) => m.entry.id)
        .join(', ')}`,
      'type more characters of the id',
    );
  return matches[0];
}

/**
 * A checkpoint by id or unique prefix; NOT_FOUND (exit 3) naming it when nothing matches. With the
 * phase records' folder (`records`), an id that `list` shows for a phase record only is told apart:
 * it names a record of a phase, which stores no files, git state or transcript to put back.
 */
export async function requireCheckpoint(
  store: StorageBackend,
  idOrPrefix: string,
  records?: string,
): Promise<FoundCheckpoint> {
  const found = await findCheckpoint(store, idOrPrefix);
  if (found) return found;
  const record = records === undefined ? undefined : phaseRecordOnly(records, idOrPrefix);
  if (record) {
    throw new CheckpointError(
      'NOT_FOUND',
      `${record.id} is a phase record (session ${record.sessionId}), not a session checkpoint: it stores no files, git state or transcript to put back`,
      `pick a session checkpoint of that session (a row of \`pai-checkpoint list --session ${record.sessionId}\` whose VERIFIED is not "-"), or take one now with \`pai-checkpoint create\``,
    );
  }
  throw new CheckpointError(
    'NOT_FOUND',
    `no session checkpoint "${idOrPrefix}" on ${store.location}`,
    'run `pai-checkpoint list --all` to see the ids',
  );
}

/** The phase record an id or prefix names, if exactly one does (else undefined: the plain "not found" stands). */
function phaseRecordOnly(records: string, idOrPrefix: string): { id: string; sessionId: string } | undefined {
  try {
    const r = resolveRecord(records, idOrPrefix).record;
    return { id: r.id, sessionId: r.sessionId };
  } catch {
    return undefined;
  }
}

/** A checkpoint by id or unique prefix, with its manifest; NOT_FOUND when nothing matches or its capture never finished. */
export async function requireManifest(
  store: StorageBackend,
  idOrPrefix: string,
  records?: string,
): Promise<FoundCheckpoint & { manifest: Manifest }> {
  const found = await requireCheckpoint(store, idOrPrefix, records);
  const manifest = await readManifest(store, found.sessionId, found.entry.id);
  if (!manifest)
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${found.entry.id} has no manifest (its capture never finished)`,
      'run `pai-checkpoint verify --repair`',
    );
  return { ...found, manifest };
}

/**
 * A session named by its id or a unique prefix of it (4+ characters; the banner shows 8), among
 * the sessions on the volume and those known here. Undefined when nothing matches; AMBIGUOUS when
 * several do.
 */
export async function resolveSession(
  ctx: AppContext,
  store: StorageBackend,
  idOrPrefix: string,
): Promise<string | undefined> {
  // An exact id is looked for in its own folder first: listing every session looks into a folder each
  // (the browser asks for a session's timeline by its exact id, again and again).
  if (listSessionIds(ctx.paths).includes(idOrPrefix) || (await holdsSession(store, idOrPrefix))) return idOrPrefix;
  const known = new Set([...(await listSessions(store)), ...listSessionIds(ctx.paths)]);
  if (idOrPrefix.length < 4) return undefined;
  const lower = idOrPrefix.toLowerCase();
  const matches = [...known].filter((s) => s.toLowerCase().startsWith(lower)).sort();
  if (matches.length > 1)
    throw new CheckpointError(
      'AMBIGUOUS',
      `"${idOrPrefix}" matches ${matches.length} sessions: ${matches.slice(0, 5).join(', ')}`,
      'type more characters of the session id',
    );
  return matches[0];
}

/** Like resolveSession, but NOT_FOUND (exit 3) naming what matched nothing. */
export async function requireSession(ctx: AppContext, store: StorageBackend, idOrPrefix: string): Promise<string> {
  const s = await resolveSession(ctx, store, idOrPrefix);
  if (!s)
    throw new CheckpointError(
      'NOT_FOUND',
      `no session "${idOrPrefix}" on ${store.location} or on this machine`,
      'run `pai-checkpoint sessions` to see them',
    );
  return s;
}
