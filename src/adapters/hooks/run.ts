import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext } from '../../core/context.js';
import { logLine } from '../../core/log.js';
import { cliOnPath, renderCommands } from '../../core/hint.js';
import { inert } from '../../core/inert.js';
import { hooksDisabled } from '../../core/config-env.js';
import { errorMessage } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import { tryAcquire, acquire, type Lock } from '../../core/lock.js';
import { paiPaths, type PaiPaths } from '../../core/paths.js';
import { sessionLockPath } from '../../domain/session/state.js';
import { spawnDetached } from '../../platform/spawn.js';
import type { HookPayload } from '../../domain/session/tracker.js';
import type { HookContext, HookHandler, HookOutput } from './hook.js';

/** The detached worker next to the hooks (dist/hooks/*.cjs → dist/worker.cjs). */
function workerPath(): string {
  return join(__dirname, '..', 'worker.cjs');
}

/** The session sidecar next to the hooks (dist/hooks/*.cjs → dist/sidecar.cjs). */
function sidecarPath(): string {
  return join(__dirname, '..', 'sidecar.cjs');
}

/**
 * The sidecar lives as long as its session, so its memory counts more than its speed: V8's lite
 * mode (no optimising compiler, smaller heaps) keeps it at ~46 MB instead of ~52 MB after it has
 * written records (zod loaded), for the same CPU (measured: bench/run.mjs, docs/architecture.md).
 */
const SIDECAR_NODE_ARGS = ['--lite-mode'];

/** The CLI next to the hooks (dist/hooks/*.cjs → dist/cli.cjs). */
function cliPath(): string {
  return join(__dirname, '..', 'cli.cjs');
}

/** The hook's context, from this process: its environment, the real clock, warnings to plugin.log. */
function processContext(paths: PaiPaths, event: string, sessionId: string): HookContext {
  const env = process.env;
  const warn = (m: string) => logLine(paths, event, sessionId, `warning: ${m}`);
  return {
    ...createContext({ paths, now: () => new Date(), env, warn }),
    cliPath: cliPath(),
    startWorker: (args) =>
      void spawnDetached(workerPath(), args, env).then((failed) => failed && warn(`could not start the worker (${args[0] ?? '?'}): ${failed}`)),
    startSidecar: (id) => spawnDetached(sidecarPath(), [id], env, SIDECAR_NODE_ARGS),
  };
}

/**
 * What the handler's output prints as: commands it names rendered for the user (slash commands) and
 * the model (`pai-checkpoint …` when that is this CLI on PATH, else `node <cli>`), and inert (core/inert.ts): a resume offer quotes a stored task, a notice
 * a stored label, and Claude Code shows the decoded text on the user's terminal.
 */
function printed(out: HookOutput | undefined, cli: string, path: string | undefined): string {
  if (out?.text) return inert(out.text.endsWith('\n') ? out.text : `${out.text}\n`);
  if (!out || !(out.systemMessage || out.hookSpecificOutput)) return '';
  const a = { kind: 'claude', cli, onPath: cliOnPath(cli, path) } as const;
  const r: HookOutput = {};
  if (out.systemMessage) r.systemMessage = inert(renderCommands(out.systemMessage, a));
  if (out.hookSpecificOutput) r.hookSpecificOutput = { ...out.hookSpecificOutput, additionalContext: inert(renderCommands(out.hookSpecificOutput.additionalContext, a)) };
  return `${JSON.stringify(r)}\n`;
}

/** A systemMessage of the hook itself (its input not JSON, its failure): it quotes what it was given. */
const said = (systemMessage: string) => `${JSON.stringify({ systemMessage: inert(systemMessage) })}\n`;

/**
 * Claude Code's payload from stdin: an object, else undefined (empty, null, an array, a string:
 * no session to act for), or why it is not JSON at all (said to the user: a hook that ignored its
 * input without a word would look like one that worked).
 */
function readPayload(stdin: string): { payload: HookPayload | undefined } | { notJson: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdin || '{}');
  } catch (err) {
    return { notJson: errorMessage(err) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { payload: undefined };
  // The fields HookPayload types as strings are strings without NUL (no path holds one), or absent
  // (an array, or a path with a NUL, reached fs.openSync: found by the fuzzing torture).
  const payload = parsed as Record<string, unknown>;
  for (const k of ['transcript_path', 'cwd', 'hook_event_name'] as const) {
    const v = payload[k];
    if (k in payload && (typeof v !== 'string' || v.includes('\0'))) delete payload[k];
  }
  return { payload: payload as HookPayload };
}

/**
 * The one entry point of every hook: parse stdin, run the handler under the session's lock
 * (`sessionLock: false`: the handler takes it where it needs it), print its output. Fails open: any internal error (the handler's included) exits 0 with a short
 * systemMessage, and the details go to ~/.pai/checkpoint/plugin.log. `PAI_CHECKPOINT_DISABLE=1`
 * turns every hook off.
 */
export async function runHook(event: string, handler: HookHandler, options: { lockTimeoutMs?: number; sessionLock?: false } = {}): Promise<void> {
  process.exitCode = 0;
  if (hooksDisabled(process.env)) return;
  let paths: PaiPaths | undefined;
  let sessionId = '-';
  let lock: Lock | undefined;
  try {
    paths = paiPaths();
    const input = readPayload(readFileSync(0, 'utf8'));
    if ('notJson' in input) {
      logLine(paths, event, '-', `ignored: the input is not JSON (${input.notJson})`);
      process.stdout.write(said(`pai-checkpoint: the ${event} hook's input is not JSON (${input.notJson.slice(0, 120)}); ignored`));
      return;
    }
    const payload = input.payload;
    if (typeof payload?.session_id !== 'string' || !isSafeKey(payload.session_id)) {
      logLine(paths, event, '-', `ignored: payload has no usable session_id`);
      return;
    }
    sessionId = payload.session_id;
    const ctx = processContext(paths, event, sessionId);
    if (options.sessionLock !== false) {
      const timeoutMs = options.lockTimeoutMs ?? 3000;
      lock = timeoutMs > 0 ? acquire(sessionLockPath(paths, sessionId), { timeoutMs }) : tryAcquire(sessionLockPath(paths, sessionId));
      if (!lock) {
        logLine(paths, event, sessionId, 'skipped: session busy');
        return;
      }
    }
    const out = printed(await handler(ctx, payload), ctx.cliPath, ctx.env['PATH']);
    if (out) process.stdout.write(out);
  } catch (err) {
    const detail = err instanceof Error && err.stack ? err.stack : errorMessage(err);
    if (paths) logLine(paths, event, sessionId, `error: ${detail}`);
    const where = paths ? ` (details: ${paths.logFile})` : '';
    process.stdout.write(said(`pai-checkpoint: ${event} hook failed: ${errorMessage(err).slice(0, 160)}${where}`));
  } finally {
    lock?.release();
  }
}
