import { appendFileSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { ensureDir, safeUnlink } from '../../core/atomic.js';
import { errnoCode } from '../../core/errors.js';
import { jsonLines } from '../../core/json-lines.js';
import { assertSafeKey } from '../../core/keys.js';
import { inspectLock, pidAlive } from '../../core/lock.js';
import type { PaiPaths } from '../../core/paths.js';
import type { Trigger } from '../volume/manifest.js';

/**
 * Capture requests. The hook DECIDES (appends a ticket, one whole line with O_APPEND, and starts a
 * detached worker unless one is already capturing this session); the worker CAPTURES, one capture
 * per session at a time (a lock), taking all tickets waiting at once: requests that arrive while a
 * capture runs are coalesced into the next one. The hook never waits for a capture.
 */
export interface CaptureTicket {
  trigger: Trigger;
  at: string;
  /** The phase record written for this transition (its ULID names the session checkpoint). */
  recordId?: string;
  name?: string;
  tags?: string[];
  /** What failed (a tool call, the claude process). */
  error?: string;
  /** Captures with this ticket that failed or were killed so far. */
  attempts?: number;
  /** Set by coalesce: the other triggers the capture stands for. */
  coalesced?: Trigger[];
  /** pre_risky: the command it is taken before, and the rule that matched (domain/session/risky.ts). */
  risky?: { command: string; rule: string };
}

function dir(paths: PaiPaths): string {
  return join(paths.stateDir, 'captures');
}

export function pendingFile(paths: PaiPaths, sessionId: string): string {
  return join(dir(paths), `${assertSafeKey('session id', sessionId)}.pending.jsonl`);
}

/** The capture lock's lease for a holder on another host (it refreshes it every 20 s). */
export const CAPTURE_LEASE_MS = 60_000;

export function captureLockPath(paths: PaiPaths, sessionId: string): string {
  return join(dir(paths), `${assertSafeKey('session id', sessionId)}.lock`);
}

export function appendTicket(paths: PaiPaths, sessionId: string, ticket: CaptureTicket): void {
  const file = pendingFile(paths, sessionId);
  const line = `${JSON.stringify(ticket)}\n`;
  try {
    appendFileSync(file, line, { mode: 0o600 });
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') throw err;
    ensureDir(dir(paths));
    appendFileSync(file, line, { mode: 0o600 });
  }
}

/** A capture that failed (or was killed) this often with a ticket in it drops the ticket. */
export const MAX_ATTEMPTS = 3;

/** Tickets taken by a worker: their file stays until the capture succeeded or they were requeued. */
interface TakenTickets {
  tickets: CaptureTicket[];
  file: string;
}

function parseTickets(text: string): CaptureTicket[] {
  return jsonLines(text) as CaptureTicket[]; // a torn line (writer killed mid-append) is dropped
}

function readTaken(file: string): CaptureTicket[] {
  try {
    return parseTickets(readFileSync(file, 'utf8'));
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Puts taken tickets back in the queue, each with one more attempt; a ticket that reaches
 * MAX_ATTEMPTS is dropped (returned, to be logged). Appending before unlinking: a crash in between
 * leaves a duplicate, which coalescing absorbs, never a lost ticket.
 */
export function requeueTickets(paths: PaiPaths, sessionId: string, taken: TakenTickets): CaptureTicket[] {
  const dropped: CaptureTicket[] = [];
  for (const t of taken.tickets) {
    const attempts = (t.attempts ?? 0) + 1;
    if (attempts >= MAX_ATTEMPTS) dropped.push(t);
    else appendTicket(paths, sessionId, { ...t, attempts });
  }
  safeUnlink(taken.file);
  return dropped;
}

/** The capture of these tickets is committed: they are done. */
export function finishTickets(taken: TakenTickets): void {
  safeUnlink(taken.file);
}

/** The pid in a taken-ticket file's name (`<session>.pending.jsonl.<pid>.<hex>.taken`). */
function takenBy(name: string): number | undefined {
  const m = /\.(\d+)\.[0-9a-f]+\.taken$/.exec(name);
  return m ? Number(m[1]) : undefined;
}

/**
 * Tickets that workers took and never finished (killed, or crashed): their `.taken` file names a
 * pid that is gone. They are requeued as a failed attempt (a ticket that kills every worker must
 * not do so for ever); dropped ones are returned.
 */
function recoverAbandoned(paths: PaiPaths, sessionId: string): CaptureTicket[] {
  const base = basename(pendingFile(paths, sessionId));
  const dropped: CaptureTicket[] = [];
  let names: string[];
  try {
    names = readdirSync(dir(paths));
  } catch {
    return dropped;
  }
  for (const name of names) {
    const pid = name.startsWith(`${base}.`) ? takenBy(name) : undefined;
    if (pid === undefined || pid === process.pid || pidAlive(pid)) continue;
    const file = join(dir(paths), name);
    dropped.push(...requeueTickets(paths, sessionId, { tickets: readTaken(file), file }));
  }
  return dropped;
}

/**
 * Takes every waiting ticket (rename, then read: a ticket appended meanwhile waits for the next
 * take), after putting back the tickets of workers that died holding theirs. Call with the
 * session's capture lock held. `onDropped` hears of tickets given up after MAX_ATTEMPTS.
 */
export function takeTickets(
  paths: PaiPaths,
  sessionId: string,
  onDropped: (t: CaptureTicket[]) => void = () => undefined,
): TakenTickets | undefined {
  const dropped = recoverAbandoned(paths, sessionId);
  if (dropped.length) onDropped(dropped);
  const file = pendingFile(paths, sessionId);
  for (;;) {
    const taken = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.taken`;
    try {
      renameSync(file, taken);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw err;
    }
    const tickets = readTaken(taken);
    if (tickets.length) return { tickets, file: taken };
    safeUnlink(taken); // only torn lines
  }
}

/**
 * Taken-ticket files still here after `olderThanMs` whose worker is gone: a session's next worker
 * requeues them, so these belong to sessions that ended. Removed; returns how many.
 */
export function sweepTakenTickets(paths: PaiPaths, olderThanMs: number, now = Date.now()): number {
  let removed = 0;
  let names: string[] = [];
  try {
    names = readdirSync(dir(paths)).filter((n) => n.endsWith('.taken'));
  } catch {
    return 0; // no captures yet
  }
  for (const name of names) {
    const pid = takenBy(name);
    if (pid !== undefined && pidAlive(pid)) continue;
    const file = join(dir(paths), name);
    try {
      if (now - statSync(file).mtimeMs >= olderThanMs && safeUnlink(file)) removed++;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}

/** The triggers of the tickets waiting (not taken yet). */
export function waitingTriggers(paths: PaiPaths, sessionId: string): Trigger[] {
  return readTaken(pendingFile(paths, sessionId)).map((t) => t.trigger);
}

export function hasTickets(paths: PaiPaths, sessionId: string): boolean {
  try {
    return readFileSync(pendingFile(paths, sessionId)).length > 0;
  } catch {
    return false;
  }
}

/** Which trigger a coalesced capture is recorded as: the most significant one waiting. */
const SIGNIFICANCE: Trigger[] = [
  'crash',
  'manual',
  'pre_risky',
  'error',
  'complete',
  'shutdown',
  'pre_compact',
  'context',
  'detach',
  'phase',
  'handoff',
  'stop',
  'periodic',
];

export function coalesce(tickets: CaptureTicket[]): CaptureTicket {
  const byRank = [...tickets].sort((a, b) => SIGNIFICANCE.indexOf(a.trigger) - SIGNIFICANCE.indexOf(b.trigger));
  const top = byRank[0]!;
  const recordId = [...tickets].reverse().find((t) => t.recordId)?.recordId;
  const name = tickets.find((t) => t.name)?.name;
  const tags = [...new Set(tickets.flatMap((t) => t.tags ?? []))];
  const error = tickets.find((t) => t.error)?.error;
  const coalesced = [...new Set(byRank.map((t) => t.trigger))].filter((t) => t !== top.trigger);
  return {
    trigger: top.trigger,
    at: top.at,
    ...(recordId ? { recordId } : {}),
    ...(name ? { name } : {}),
    ...(tags.length ? { tags } : {}),
    ...(error ? { error } : {}),
    ...(coalesced.length ? { coalesced } : {}),
  };
}

/**
 * A command (create, a restore's safety copy, delete, a pre_risky checkpoint…) waits for the
 * session's capture lock, or holds it: a marker `<session>.waiting.<pid>.<hex>` while it does. A
 * worker gives the lock up between captures while one is there (app/capture.ts), so a command
 * waits for the capture running when it asked, never for the queue behind it. Returns the
 * function that removes the marker (call it once the lock is released).
 */
export function markWaiting(paths: PaiPaths, sessionId: string): () => void {
  const file = join(
    dir(paths),
    `${assertSafeKey('session id', sessionId)}.waiting.${process.pid}.${randomBytes(4).toString('hex')}`,
  );
  try {
    ensureDir(dir(paths));
    writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  } catch {
    return () => undefined; // without a marker the command waits as before: for the worker's whole job
  }
  return () => void safeUnlink(file);
}

/** Whether a live command waits for (or holds) the session's capture lock; markers of processes that are gone are removed. */
export function commandWaiting(paths: PaiPaths, sessionId: string): boolean {
  const prefix = `${assertSafeKey('session id', sessionId)}.waiting.`;
  let names: string[];
  try {
    names = readdirSync(dir(paths)).filter((n) => n.startsWith(prefix));
  } catch {
    return false;
  }
  let waiting = false;
  for (const name of names) {
    const pid = Number(name.slice(prefix.length).split('.')[0]);
    if (pidAlive(pid)) waiting = true;
    else safeUnlink(join(dir(paths), name));
  }
  return waiting;
}

/**
 * Who holds the session's capture lock, in words ("worker process 123 on host, for 40 s, taking
 * a stop checkpoint"), for a command that waits or gives up; undefined when nobody does.
 */
export function captureHolder(paths: PaiPaths, sessionId: string, now = Date.now()): string | undefined {
  const lock = inspectLock(captureLockPath(paths, sessionId), CAPTURE_LEASE_MS);
  if (!lock) return undefined;
  const base = basename(pendingFile(paths, sessionId));
  let tickets: CaptureTicket[] = [];
  try {
    const taken = readdirSync(dir(paths)).filter((n) => n.startsWith(`${base}.${lock.pid}.`) && n.endsWith('.taken'));
    tickets = taken.flatMap((n) => readTaken(join(dir(paths), n)));
  } catch {
    // no folder: nothing taken
  }
  const what = tickets.length ? `, taking a ${coalesce(tickets).trigger} checkpoint` : '';
  const age = lock.since ? `, for ${Math.max(0, Math.round((now - lock.since) / 1000))} s` : '';
  return `process ${lock.pid} on ${lock.host || 'an unknown host'}${age}${what}${lock.stale ? ` (stale: ${lock.stale})` : ''}`;
}

/** Is a worker capturing this session right now? (Its lock is held: a live process here, or a lease still refreshed elsewhere.) */
export function captureRunning(paths: PaiPaths, sessionId: string): boolean {
  const lock = inspectLock(captureLockPath(paths, sessionId), CAPTURE_LEASE_MS);
  return lock !== undefined && lock.stale === undefined;
}

/**
 * Queues captures and makes sure a worker will take them: `startWorker` starts one (detached,
 * never waited for) unless a worker is capturing this session already. Returns whether it did.
 */
export function requestCapture(
  paths: PaiPaths,
  sessionId: string,
  tickets: CaptureTicket[],
  startWorker: () => void,
): boolean {
  if (tickets.length === 0) return false;
  for (const t of tickets) appendTicket(paths, sessionId, t);
  if (captureRunning(paths, sessionId)) return false;
  startWorker();
  return true;
}
