import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestCapture, type CaptureTicket } from '../../domain/session/queue.js';
import { logLine } from '../../core/log.js';
import { renderCommands } from '../../core/hint.js';
import { errorMessage } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { tryAcquire, acquire, type Lock } from '../../core/lock.js';
import { paiPaths, type PaiPaths } from '../../core/paths.js';
import { sessionLockPath, takeNotices, type SessionState } from '../../domain/session/state.js';
import type { Context } from '../../core/context.js';
import type { HookPayload } from '../../domain/session/tracker.js';

/** The detached worker next to the hooks (dist/hooks/*.cjs → dist/worker.cjs). */
export function workerPath(): string {
  return join(__dirname, '..', 'worker.cjs');
}

/** The CLI next to the hooks (dist/hooks/*.cjs → dist/cli.cjs). */
export function cliPath(): string {
  return join(__dirname, '..', 'cli.cjs');
}

/** Commands named in a hook's output, as the user (slash commands) and the model (`node <cli>`) can run them. */
function rendered(out: HookOutput): HookOutput {
  const a = { kind: 'claude', cli: cliPath() } as const;
  const r: HookOutput = {};
  if (out.systemMessage) r.systemMessage = renderCommands(out.systemMessage, a);
  if (out.hookSpecificOutput) r.hookSpecificOutput = { ...out.hookSpecificOutput, additionalContext: renderCommands(out.hookSpecificOutput.additionalContext, a) };
  return r;
}

/** Queues the hook's capture tickets and starts the worker if none is capturing (never waits). */
export function queueCaptures(ctx: Context, sessionId: string, tickets: CaptureTicket[]): void {
  requestCapture(ctx.paths, sessionId, tickets, workerPath(), (err) => ctx.warn(`could not start the capture worker: ${err.message}`));
}

/**
 * The output of a hook that has nothing of its own to say, except the notices waiting for the
 * user (a capture that failed, an archive over the size warning): they reach the user as a
 * systemMessage, once. Call before saving the state (the notices are taken from it).
 */
export function noticesOutput(state: SessionState): HookOutput | undefined {
  const systemMessage = takeNotices(state);
  return systemMessage ? { systemMessage } : undefined;
}

/** What a hook prints: the JSON Claude Code reads from stdout (nothing at all when empty). */
export interface HookOutput {
  systemMessage?: string;
  hookSpecificOutput?: { hookEventName: string; additionalContext: string };
}

/**
 * The one entry point of every hook: parse stdin, run the handler under the session's lock,
 * print its output. Fails open: any internal error exits 0 with a short systemMessage, and the
 * details go to ~/.pai/checkpoint/plugin.log. `PAI_CHECKPOINT_DISABLE=1` turns every hook off.
 */
export async function runHook(
  event: string,
  handler: (ctx: Context, payload: HookPayload) => HookOutput | undefined | Promise<HookOutput | undefined>,
  options: { lockTimeoutMs?: number } = {},
): Promise<void> {
  process.exitCode = 0;
  if (process.env['PAI_CHECKPOINT_DISABLE'] === '1') return;
  let paths: PaiPaths | undefined;
  let sessionId = '-';
  let lock: Lock | undefined;
  try {
    paths = paiPaths();
    const p = paths;
    const payload = JSON.parse(readFileSync(0, 'utf8') || '{}') as HookPayload;
    if (typeof payload.session_id !== 'string' || !isSafeKey(payload.session_id)) {
      logLine(p, event, '-', `ignored: payload has no usable session_id`);
      return;
    }
    sessionId = payload.session_id;
    const ctx: Context = {
      paths: p,
      now: () => new Date(),
      env: process.env,
      warn: (m) => logLine(p, event, sessionId, `warning: ${m}`),
    };
    const timeoutMs = options.lockTimeoutMs ?? 3000;
    lock = timeoutMs > 0 ? acquire(sessionLockPath(p, sessionId), { timeoutMs }) : tryAcquire(sessionLockPath(p, sessionId));
    if (!lock) {
      logLine(p, event, sessionId, 'skipped: session busy');
      return;
    }
    const out = await handler(ctx, payload);
    if (out && (out.systemMessage || out.hookSpecificOutput)) process.stdout.write(`${JSON.stringify(rendered(out))}\n`);
  } catch (err) {
    const detail = err instanceof Error && err.stack ? err.stack : errorMessage(err);
    if (paths) logLine(paths, event, sessionId, `error: ${detail}`);
    const where = paths ? ` (details: ${paths.logFile})` : '';
    process.stdout.write(`${JSON.stringify({ systemMessage: `pai-checkpoint: ${event} hook failed: ${errorMessage(err).slice(0, 160)}${where}` })}\n`);
  } finally {
    lock?.release();
  }
}
