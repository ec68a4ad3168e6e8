import { join } from 'node:path';
import { loadConfig, type ChannelConfig, type Config } from '../core/config.js';
import type { Context } from '../core/context.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { tryAcquire } from '../core/lock.js';
import { logLine } from '../core/log.js';
import { redactUrl } from '../core/redact.js';
import { deliveryFor, type Delivery } from '../domain/notify/channels.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { notification, type Notification, type NotificationInput } from '../domain/notify/message.js';
import { deliverDue, enqueue, notifyDir, outboxBusy, outboxState, retryFailed, type SendOutcome } from '../domain/notify/outbox.js';
import { distFile } from '../platform/dist-file.js';
import { httpPost } from '../platform/http.js';
import { spawnDetached } from '../platform/spawn.js';

/**
 * Notifications (SPEC-07.21): `raise` routes an event by its priority to the configured channels,
 * writes it to the durable outbox (domain/notify/outbox.ts) and starts the sender, a detached
 * `dist/worker.cjs notify outbox`, unless one runs: raising costs a few file writes, never a
 * network round trip, so it never blocks a hook, the sidecar or a command. The sender delivers
 * what is due, waits for retries that fall due soon, and exits when nothing waits.
 */
export async function raise(ctx: Context, input: NotificationInput, config?: Config): Promise<Notification | undefined> {
  try {
    const c = config ?? (await loadConfig({ paiDir: ctx.paths.paiDir, env: ctx.env }));
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
  if (!worker) return ctx.warn('the notification sender (dist/worker.cjs) is missing: notifications wait in the outbox');
  const held = tryAcquire(senderLock(ctx), { staleMs: SENDER_LEASE_MS });
  if (!held) return; // a sender runs: it takes what was just queued
  held.release();
  void spawnDetached(worker, ['notify', 'outbox'], ctx.env).then((failed) => failed && ctx.warn(`could not start the notification sender: ${failed}`));
}

const SENDER_LEASE_MS = 30_000;
/** The sender waits for retries that fall due within this, then exits (the next raise, or the monitor, starts it again). */
const SENDER_LINGER_MS = 5 * 60_000;

/** The sender's job (dist/worker.cjs notify outbox): one at a time, under its lock. */
export async function senderJob(ctx: Context): Promise<void> {
  const lock = tryAcquire(senderLock(ctx), { staleMs: SENDER_LEASE_MS });
  if (!lock) return;
  try {
    const config = await loadConfig({ paiDir: ctx.paths.paiDir, env: ctx.env });
    for (;;) {
      const r = await deliverDue(ctx.paths, (channel, n) => sendTo(config, channel, n, ctx.env), ctx.now);
      if (r.sent || r.retried || r.failed) logLine(ctx.paths, 'notify', '-', `sent ${r.sent}, to retry ${r.retried}, given up ${r.failed}`);
      const wait = r.nextAt === undefined ? undefined : r.nextAt - ctx.now().getTime();
      if (wait === undefined || wait > SENDER_LINGER_MS) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, Math.min(wait, 10_000))));
      if (!lock.held()) return;
    }
  } finally {
    lock.release();
  }
}

/** Sends one notification on one channel; every credential is taken out of an error before it is reported. */
export async function sendTo(config: Config, channel: string, n: Notification, env: Record<string, string | undefined>): Promise<SendOutcome> {
  const c: ChannelConfig | undefined = config.notifications.channels[channel];
  if (!c) return { ok: false, error: `no channel "${channel}" in [notifications.channels] any more` };
  let d: Delivery | undefined;
  try {
    d = deliveryFor(c, n, env);
    if (d.kind === 'smtp') {
      const smtp: unknown = await import('../platform/smtp.js'); // dist/lib/smtp.cjs in the bundles
      const mod = smtp as typeof import('../platform/smtp.js') & { default?: typeof import('../platform/smtp.js') };
      const send = mod.sendMail ?? mod.default!.sendMail;
      const id = await send(d);
      return { ok: true, detail: `accepted by ${d.host}:${d.port}${id ? ` as ${id}` : ''}` };
    }
    const r = await httpPost(d.url, d.headers, d.body);
    if (r.status >= 200 && r.status < 300) return { ok: true, detail: `HTTP ${r.status}` };
    return { ok: false, error: scrub(`HTTP ${r.status}${r.body ? `: ${r.body.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`, d, c, env), ...(r.retryAfterMs !== undefined ? { retryAfterMs: r.retryAfterMs } : {}) };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return { ok: false, error: scrub(`${errorMessage(err)}${cause}`, d, c, env) };
  }
}

/** The message without any credential of the channel: its URLs (a Slack webhook's path is its secret), tokens, secrets, passwords. */
function scrub(message: string, d: Delivery | undefined, c: ChannelConfig, env: Record<string, string | undefined>): string {
  const secrets = new Set<string>();
  if (d?.kind === 'http') {
    secrets.add(d.url);
    const u = new URL(d.url);
    secrets.add(`${u.pathname}${u.search}`); // a server that echoes the path (Slack's token is in it)
    for (const [k, v] of Object.entries(d.headers)) if (/^(authorization|x-signature)$/i.test(k)) secrets.add(v);
  }
  if (d?.kind === 'smtp' && d.auth) secrets.add(d.auth.pass);
  for (const k of ['webhook_url', 'url', 'token', 'secret', 'smtp_password', 'topic']) {
    const raw = c.fields[k];
    if (typeof raw !== 'string') continue;
    secrets.add(raw.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => env[name] ?? ''));
  }
  let out = message;
  for (const s of [...secrets].filter((x) => x.length >= 4).sort((a, b) => b.length - a.length)) out = out.split(s).join(d?.kind === 'http' && s === d.url ? redactUrl(new URL(s).origin) + '/…' : '***');
  return out;
}

export interface NotifyTestResult {
  channel: string;
  ok: boolean;
  detail?: string;
  error?: string;
}

/** `notify test [channel]`: a test notification sent now (not through the outbox) to one channel or every one. */
export async function notifyTest(ctx: Context, channel?: string): Promise<NotifyTestResult[]> {
  const config = await loadConfig({ paiDir: ctx.paths.paiDir, env: ctx.env });
  const names = channel ? [channel] : Object.keys(config.notifications.channels);
  if (names.length === 0) throw new CheckpointError('NOT_FOUND', 'no notification channel is configured', 'add [notifications.channels.<name>] to your checkpoint.toml (see the README)');
  const n = notification({ event: 'notify.test', at: ctx.now(), session: { id: 'test' }, summary: 'pai-checkpoint can reach this channel.', action: 'pai-checkpoint notify log', dedup: `test\0${ctx.now().toISOString()}` });
  const out: NotifyTestResult[] = [];
  for (const name of names) {
    if (!config.notifications.channels[name]) throw new CheckpointError('NOT_FOUND', `no channel "${name}" in [notifications.channels]`, `configured: ${Object.keys(config.notifications.channels).join(', ') || 'none'}`);
    const r = await sendTo(config, name, n, ctx.env);
    out.push(r.ok ? { channel: name, ok: true, ...(r.detail ? { detail: r.detail } : {}) } : { channel: name, ok: false, error: r.error });
  }
  return out;
}

/** `notify log`: the last deliveries, what waits and what was given up; `retry` queues the given-up ones again (and starts the sender). */
export function notifyLog(ctx: Context, o: { limit?: number | undefined; retry?: boolean | undefined } = {}): ReturnType<typeof outboxState> & { retried?: number } {
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

/** Failed tool calls that make a burst worth telling (session.error). */
export const ERROR_BURST = 3;

/**
 * What a new checkpoint tells a person (SPEC-07.21.03): it awaits review (or an escalation made it
 * so), tool calls failed in a burst, the session completed, or the session's cost passed `[budget]`
 * (each budget event once per session). Called after every capture; raising never fails the capture.
 */
export async function checkpointEvents(ctx: Context, m: Manifest, config: Config, startedAt?: string): Promise<void> {
  const session = { id: m.session_id, ...(m.name ? { name: m.name } : {}), ...(m.workspace?.root ? { project: m.workspace.root } : {}) };
  const cost = m.metrics.cost_estimate_usd;
  const context = { costUsd: cost, files: m.metrics.files_modified, ...(startedAt ? { durationMs: Date.parse(m.created_at) - Date.parse(startedAt) } : {}) };
  const at = ctx.now();
  const base = { at, session, checkpoint: m.id };
  if (m.approval.status === 'pending') {
    const escalated = m.approval.reason?.startsWith('escalated') ?? false;
    await raise(ctx, { ...base, event: escalated ? 'escalation.triggered' : 'checkpoint.needs_review', summary: `Checkpoint ${m.id} (${m.trigger}) awaits review: ${m.approval.reason ?? `policy ${m.approval.policy ?? 'default'}`}.`, action: `pai-checkpoint review ${m.session_id}`, context: { ...context, status: 'pending review' } }, config);
  }
  // Failed tool calls in bursts: every ERROR_BURST of them (3, 6, 9 …) is news once; a single failure is not.
  const errors = Number(m.metrics['tool_errors'] ?? 0);
  if (errors >= ERROR_BURST) await raise(ctx, { ...base, event: 'session.error', summary: `${errors} tool calls of the session failed.`, action: `pai-checkpoint inspect ${m.id}`, context: { ...context, status: 'tool errors' }, dedup: `session.error\0${m.session_id}\0tools\0${Math.floor(errors / ERROR_BURST)}` }, config);
  if (m.trigger === 'complete') await raise(ctx, { ...base, event: 'session.completed', summary: 'The session finished its work (LEARN).', action: `pai-checkpoint review ${m.session_id}`, context: { ...context, status: 'completed' } }, config);
  const { limitUsd, thresholdUsd } = config.budget;
  const over = limitUsd !== undefined && cost >= limitUsd ? ({ event: 'budget.exceeded', limit: limitUsd } as const) : thresholdUsd !== undefined && cost >= thresholdUsd ? ({ event: 'budget.threshold_reached', limit: thresholdUsd } as const) : undefined;
  if (over) await raise(ctx, { ...base, event: over.event, summary: `The session's estimated cost is $${cost.toFixed(2)}, over $${over.limit.toFixed(2)}.`, action: `pai-checkpoint review ${m.session_id}`, context, dedup: `${over.event}\0${m.session_id}` }, config);
}
