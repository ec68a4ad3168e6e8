import { join } from 'node:path';
import type { Config } from '../core/config.js';
import type { Context } from '../core/context.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { tryAcquire } from '../core/lock.js';
import { logLine } from '../core/log.js';
import { notification, type Notification, type NotificationInput } from '../domain/notify/message.js';
import {
  deliverDue,
  enqueue,
  nextDue,
  notifyDir,
  outboxBusy,
  outboxState,
  retryFailed,
} from '../domain/notify/outbox.js';
import { sendTo } from '../domain/notify/send.js';
import type { TrackerOp } from '../domain/trackers/ops.js';
import { runTrackerOp } from '../domain/trackers/run.js';
import { distFile } from '../platform/dist-file.js';
import { spawnDetached } from '../platform/spawn.js';

/**
 * Notifications (SPEC-07.21): `raise` routes an event by its priority to the configured channels,
 * writes it to the durable outbox (domain/notify/outbox.ts) and starts the sender, a detached
 * `dist/worker.cjs notify outbox`, unless one runs: raising costs a few file writes, never a
 * network round trip, so it never blocks a hook, the sidecar or a command. The sender delivers
 * what is due, waits for retries that fall due soon, and exits when nothing waits.
 */
export async function raise(
  ctx: Context,
  input: NotificationInput,
  config?: Config,
): Promise<Notification | undefined> {
  try {
    const c = config ?? (await ctx.configFor(undefined));
    const n = notification(input);
    const channels = c.notifications.routing[n.priority];
    if (channels.length === 0) return n;
    const { queued } = enqueue(ctx.paths, n, channels, ctx.now());
    if (queued.length) startSender(ctx);
    return n;
  } catch (err) {
    ctx.warn(`notification ${input.event} not queued: ${errorMessage(err)}`);
    return undefined;
  }
}

const senderLock = (ctx: Context) => join(notifyDir(ctx.paths), 'sender.lock');

/** Starts the sender unless one runs (its lock is held); never throws. */
export function startSender(ctx: Context): void {
  const worker = distFile('worker.cjs');
  if (!worker)
    return ctx.warn('the notification sender (dist/worker.cjs) is missing: notifications wait in the outbox');
  const held = tryAcquire(senderLock(ctx), { staleMs: SENDER_LEASE_MS });
  if (!held) return; // a sender runs: it takes what was just queued
  held.release();
  void spawnDetached(worker, ['notify', 'outbox'], ctx.env).then(
    (failed) => failed && ctx.warn(`could not start the notification sender: ${failed}`),
  );
}

const SENDER_LEASE_MS = 30_000;
/** The sender waits for retries that fall due within this, then exits (the next raise, or the monitor, starts it again). */
const SENDER_LINGER_MS = 5 * 60_000;

/**
 * The sender's job (dist/worker.cjs notify outbox): one at a time, under its lock. Before it exits
 * it lets the lock go and looks once more: a notification queued while it held the lock (whose
 * raiser therefore started no sender) is taken then, never left waiting for the next raise.
 */
export async function senderJob(ctx: Context): Promise<void> {
  const config = await ctx.configFor(undefined);
  const dueSoon = (at: number | undefined) => at !== undefined && at - ctx.now().getTime() <= SENDER_LINGER_MS;
  for (;;) {
    const lock = tryAcquire(senderLock(ctx), { staleMs: SENDER_LEASE_MS });
    if (!lock) return; // another sender runs: it takes what waits
    try {
      for (;;) {
        const r = await deliverDue<TrackerOp>(
          ctx.paths,
          (channel, n, op) => (op ? runTrackerOp(config, op, ctx.env, ctx.now) : sendTo(config, channel, n, ctx.env)),
          ctx.now,
        );
        if (r.sent || r.retried || r.failed)
          logLine(ctx.paths, 'notify', '-', `sent ${r.sent}, to retry ${r.retried}, given up ${r.failed}`);
        if (!dueSoon(r.nextAt)) break;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(50, Math.min(r.nextAt! - ctx.now().getTime(), 10_000))),
        );
        if (!lock.held()) return;
      }
    } finally {
      lock.release();
    }
    if (!dueSoon(nextDue(ctx.paths))) return;
  }
}

interface NotifyTestResult {
  channel: string;
  ok: boolean;
  detail?: string;
  error?: string;
}

/** `notify test [channel]`: a test notification sent now (not through the outbox) to one channel or every one. */
export async function notifyTest(ctx: Context, channel?: string): Promise<NotifyTestResult[]> {
  const config = await ctx.configFor(undefined);
  const names = channel ? [channel] : Object.keys(config.notifications.channels);
  if (names.length === 0)
    throw new CheckpointError(
      'NOT_FOUND',
      'no notification channel is configured',
      'add [notifications.channels.<name>] to your checkpoint.toml (see the README)',
    );
  const n = notification({
    event: 'notify.test',
    at: ctx.now(),
    session: { id: 'test' },
    summary: 'pai-checkpoint can reach this channel.',
    action: 'pai-checkpoint notify log',
    dedup: `test\0${ctx.now().toISOString()}`,
  });
  const out: NotifyTestResult[] = [];
  for (const name of names) {
    if (!config.notifications.channels[name])
      throw new CheckpointError(
        'NOT_FOUND',
        `no channel "${name}" in [notifications.channels]`,
        `configured: ${Object.keys(config.notifications.channels).join(', ') || 'none'}`,
      );
    const r = await sendTo(config, name, n, ctx.env);
    out.push(
      r.ok
        ? { channel: name, ok: true, ...(r.detail ? { detail: r.detail } : {}) }
        : { channel: name, ok: false, error: r.error },
    );
  }
  return out;
}

/** `notify log`: the last deliveries, what waits and what was given up; `retry` queues the given-up ones again (and starts the sender). */
export function notifyLog(
  ctx: Context,
  o: { limit?: number | undefined; retry?: boolean | undefined } = {},
): ReturnType<typeof outboxState> & { retried?: number } {
  if (o.retry) {
    const retried = retryFailed(ctx.paths, ctx.now());
    if (retried) startSender(ctx);
    return { ...outboxState(ctx.paths, o.limit), retried };
  }
  return outboxState(ctx.paths, o.limit);
}

/** Starts the sender when something waits (the monitor and the sidecar call it now and then). */
export function kickIfWaiting(ctx: Context): void {
  if (outboxBusy(ctx.paths)) startSender(ctx);
}
