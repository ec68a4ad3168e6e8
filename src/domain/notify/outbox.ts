import { appendFileSync, existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createFileExclusiveSync, ensureDir, safeUnlink, writeFileAtomicSync } from '../../core/atomic.js';
import { errnoCode, errorMessage } from '../../core/errors.js';
import { jsonLines } from '../../core/json-lines.js';
import { pidAlive } from '../../core/lock.js';
import { redactSecretPatterns } from '../../core/redact.js';
import type { PaiPaths } from '../../core/paths.js';
import type { Notification } from './message.js';

/**
 * The durable outbox (SPEC-07.21: delivery never blocks a hook or the sidecar). Raising a
 * notification writes one file per channel and returns; a sender process (app/notify.ts) delivers
 * them with retries and backoff. Under `<state>/notify/`:
 *
 *   outbox/<key>-<channel>.json    waiting (created once: the same notification raised twice is one)
 *   sending/<key>-<channel>.<pid>  being sent by that process (back to outbox/ if it died)
 *   raised/<key>-<channel>         raised once (created exclusively): raising it again queues nothing, also
 *                                  while a sender holds it in sending/ (deduplicated)
 *   sent/<key>-<channel>           sent (outboxes from before raised/: raising it again sends nothing)
 *   failed/<key>-<channel>.json    given up after MAX_ATTEMPTS (kept: `notify retry` queues them again)
 *   log.jsonl                      one line per event of a delivery: queued, sent, retry, failed
 *
 * Nothing here holds a secret: a notification names no credential, and errors are logged after
 * the sender took every credential out of them.
 */
/**
 * `Op`: an issue tracker's operation (domain/trackers' TrackerOp), carried as it is: the outbox
 * stores and hands it back, the sender (app/notify.ts) interprets it; so notify knows no tracker.
 */
interface Pending<Op = unknown> {
  v: 1;
  /** A notification for a channel, or an issue tracker's operation (domain/trackers) for `tracker-<name>`. */
  notification: Notification;
  op?: Op;
  channel: string;
  attempts: number;
  /** ms since the epoch: not sent before. */
  next_at: number;
  last_error?: string;
}

interface LogLine {
  at: string;
  key: string;
  event: string;
  channel: string;
  status: 'queued' | 'sent' | 'retry' | 'failed' | 'duplicate';
  attempt?: number;
  error?: string;
  next_at?: string;
  detail?: string;
}

export type SendOutcome = { ok: true; detail?: string } | { ok: false; error: string; retryAfterMs?: number };

/** Tries per delivery: 5 s, 10 s, 20 s … 640 s apart (about 21 minutes in all), unless the server says when. */
export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 3_600_000;

export function notifyDir(paths: PaiPaths): string {
  return join(paths.stateDir, 'notify');
}

const dirs = (paths: PaiPaths) => {
  const root = notifyDir(paths);
  return {
    root,
    outbox: join(root, 'outbox'),
    sending: join(root, 'sending'),
    sent: join(root, 'sent'),
    failed: join(root, 'failed'),
    raised: join(root, 'raised'),
    log: join(root, 'log.jsonl'),
  };
};

const fileOf = (key: string, channel: string) => `${key}-${channel}`;

function appendLog(paths: PaiPaths, line: LogLine): void {
  const d = dirs(paths);
  ensureDir(d.root);
  appendFileSync(d.log, `${JSON.stringify(line)}\n`, { mode: 0o600 });
}

/**
 * Queues `n` for each channel (with `op`: the tracker operation the sender carries out instead of
 * sending `n`, which then only names it); one already queued or sent for a channel is a duplicate.
 */
export function enqueue<Op>(
  paths: PaiPaths,
  n: Notification,
  channels: string[],
  now: Date,
  op?: Op,
): { queued: string[]; duplicates: string[] } {
  const d = dirs(paths);
  ensureDir(d.outbox);
  const out = { queued: [] as string[], duplicates: [] as string[] };
  for (const channel of channels) {
    const name = fileOf(n.key, channel);
    const pending: Pending<Op> = {
      v: 1,
      notification: n,
      ...(op ? { op } : {}),
      channel,
      attempts: 0,
      next_at: now.getTime(),
    };
    // One marker per notification and channel, taken exclusively: the outbox file alone did not
    // deduplicate while a sender held it in sending/ (two captures raising the same budget event
    // sent it twice on a loaded machine).
    let created = !existsSync(join(d.sent, name)) && createdOnce(d.raised, name);
    if (created) {
      try {
        // What a session said (a summary, a task) may hold a secret: well-known shapes are redacted before anything is queued.
        createFileExclusiveSync(d.outbox, [`${name}.json`], redactSecretPatterns(JSON.stringify(pending)), {
          fsync: false,
        });
      } catch (err) {
        if (!/no free file name/.test(errorMessage(err))) throw err;
        created = false;
      }
    }
    (created ? out.queued : out.duplicates).push(channel);
    appendLog(paths, {
      at: now.toISOString(),
      key: n.key,
      event: n.event,
      channel,
      status: created ? 'queued' : 'duplicate',
    });
  }
  return out;
}

/** Creates `dir/name` unless it exists: true for the one caller that created it. */
function createdOnce(dir: string, name: string): boolean {
  ensureDir(dir);
  try {
    createFileExclusiveSync(dir, [name], '', { fsync: false });
    return true;
  } catch (err) {
    if (/no free file name/.test(errorMessage(err))) return false;
    throw err;
  }
}

/** Files a dead sender left in sending/ go back to the outbox (sent again: at least once). */
function recover(paths: PaiPaths): void {
  const d = dirs(paths);
  for (const f of list(d.sending)) {
    const pid = Number(f.slice(f.lastIndexOf('.') + 1));
    if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) continue;
    try {
      renameSync(join(d.sending, f), join(d.outbox, `${f.slice(0, f.lastIndexOf('.'))}.json`));
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') throw err;
    }
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
}

function readPending<Op = unknown>(file: string): Pending<Op> | undefined {
  try {
    const p = JSON.parse(readFileSync(file, 'utf8')) as Pending<Op>;
    return p && p.v === 1 && typeof p.channel === 'string' && p.notification ? p : undefined;
  } catch {
    return undefined;
  }
}

interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** When the next waiting delivery is due (ms since the epoch); undefined when none waits. */
  nextAt?: number;
}

/**
 * Sends every delivery that is due, one at a time (each taken out of the outbox first, so two
 * senders never send one twice). A failure is tried again after a backoff (or the server's
 * Retry-After), up to MAX_ATTEMPTS, then kept in failed/.
 */
export async function deliverDue<Op>(
  paths: PaiPaths,
  send: (channel: string, n: Notification, op?: Op) => Promise<SendOutcome>,
  now: () => Date,
): Promise<DeliveryReport> {
  const d = dirs(paths);
  ensureDir(d.sending);
  recover(paths);
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (const f of list(d.outbox)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const src = join(d.outbox, f);
    const p = readPending<Op>(src);
    if (!p) {
      if (statSafe(src)) renameSafe(src, join(d.failed, f)); // unreadable: kept aside, never retried for ever
      continue;
    }
    if (p.next_at > now().getTime()) {
      report.nextAt = Math.min(report.nextAt ?? Infinity, p.next_at);
      continue;
    }
    const taken = join(d.sending, `${f.slice(0, -5)}.${process.pid}`);
    if (!renameSafe(src, taken)) continue; // another sender took it
    const attempt = p.attempts + 1;
    const n = p.notification;
    let outcome: SendOutcome;
    try {
      outcome = await send(p.channel, n, p.op);
    } catch (err) {
      outcome = { ok: false, error: errorMessage(err) };
    }
    const at = now();
    if (outcome.ok) {
      ensureDir(d.sent);
      writeFileAtomicSync(join(d.sent, f.slice(0, -5)), `${at.toISOString()}\n`, { fsync: false });
      safeUnlink(taken);
      appendLog(paths, {
        at: at.toISOString(),
        key: n.key,
        event: n.event,
        channel: p.channel,
        status: 'sent',
        attempt,
        ...(outcome.detail ? { detail: outcome.detail } : {}),
      });
      report.sent++;
      continue;
    }
    const next: Pending = { ...p, attempts: attempt, last_error: outcome.error };
    if (attempt >= MAX_ATTEMPTS) {
      ensureDir(d.failed);
      writeFileAtomicSync(join(d.failed, f), JSON.stringify(next), { fsync: false });
      safeUnlink(taken);
      appendLog(paths, {
        at: at.toISOString(),
        key: n.key,
        event: n.event,
        channel: p.channel,
        status: 'failed',
        attempt,
        error: outcome.error,
      });
      report.failed++;
      continue;
    }
    const delay = Math.min(MAX_DELAY_MS, Math.max(outcome.retryAfterMs ?? 0, BASE_DELAY_MS * 2 ** (attempt - 1)));
    next.next_at = at.getTime() + delay;
    writeFileAtomicSync(taken, JSON.stringify(next), { fsync: false });
    renameSafe(taken, src);
    appendLog(paths, {
      at: at.toISOString(),
      key: n.key,
      event: n.event,
      channel: p.channel,
      status: 'retry',
      attempt,
      error: outcome.error,
      next_at: new Date(next.next_at).toISOString(),
    });
    report.retried++;
    report.nextAt = Math.min(report.nextAt ?? Infinity, next.next_at);
  }
  return report;
}

function statSafe(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function renameSafe(from: string, to: string): boolean {
  try {
    ensureDir(join(to, '..'));
    renameSync(from, to);
    return true;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return false;
    throw err;
  }
}

/** The log's last `limit` lines (oldest first), what waits in the outbox, and what was given up. */
export function outboxState(paths: PaiPaths, limit = 50): { log: LogLine[]; waiting: Pending[]; failed: Pending[] } {
  const d = dirs(paths);
  let lines: string[] = [];
  try {
    lines = readFileSync(d.log, 'utf8').split('\n').filter(Boolean);
  } catch {
    // nothing logged yet
  }
  const log = jsonLines(lines.slice(-limit)) as LogLine[];
  const read = (dir: string) =>
    list(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => readPending(join(dir, f)) ?? []);
  return {
    log,
    waiting: [...read(d.outbox), ...list(d.sending).flatMap((f) => readPending(join(d.sending, f)) ?? [])],
    failed: read(d.failed),
  };
}

/** Puts the given-up deliveries back in the outbox, due now, with their attempts reset. Returns how many. */
export function retryFailed(paths: PaiPaths, now: Date): number {
  const d = dirs(paths);
  let n = 0;
  for (const f of list(d.failed).filter((x) => x.endsWith('.json'))) {
    const p = readPending(join(d.failed, f));
    ensureDir(d.outbox);
    if (p)
      writeFileAtomicSync(join(d.outbox, f), JSON.stringify({ ...p, attempts: 0, next_at: now.getTime() }), {
        fsync: false,
      });
    safeUnlink(join(d.failed, f));
    if (p) n++;
  }
  return n;
}

/** True when something waits in the outbox (or is being sent). */
export function outboxBusy(paths: PaiPaths): boolean {
  const d = dirs(paths);
  return list(d.outbox).length > 0 || list(d.sending).length > 0;
}

/** When the earliest waiting delivery falls due (ms since the epoch), or undefined when none waits. */
export function nextDue(paths: PaiPaths): number | undefined {
  const d = dirs(paths);
  let at: number | undefined;
  for (const f of list(d.outbox).filter((x) => x.endsWith('.json'))) {
    const p = readPending(join(d.outbox, f));
    if (p) at = Math.min(at ?? Infinity, p.next_at);
  }
  return at;
}
