import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logLine } from '../../core/log.js';
import { cliOnPath, renderCommands } from '../../core/hint.js';
import { inert } from '../../core/inert.js';
import { hooksDisabled } from '../../core/config-env.js';
import { errorMessage } from '../../core/errors.js';
import { isSafeKey } from '../../core/keys.js';
import type { Lock } from '../../core/lock.js';
import { paiPaths, type PaiPaths } from '../../core/paths.js';
import { hookContext, lockSession, type HookHandler, type HookOutput, type HookPayload } from '../../app/hooks/hook.js';

/** The programs next to the hooks (dist/hooks/*.cjs → dist/cli.cjs, dist/worker.cjs, dist/sidecar.cjs). */
function programs() {
  return {
    cli: join(__dirname, '..', 'cli.cjs'),
    worker: join(__dirname, '..', 'worker.cjs'),
    sidecar: join(__dirname, '..', 'sidecar.cjs'),
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
  if (out.hookSpecificOutput)
    r.hookSpecificOutput = {
      ...out.hookSpecificOutput,
      additionalContext: inert(renderCommands(out.hookSpecificOutput.additionalContext, a)),
    };
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
export async function runHook(
  event: string,
  handler: HookHandler,
  options: { lockTimeoutMs?: number; sessionLock?: false } = {},
): Promise<void> {
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
      process.stdout.write(
        said(`pai-checkpoint: the ${event} hook's input is not JSON (${input.notJson.slice(0, 120)}); ignored`),
      );
      return;
    }
    const payload = input.payload;
    if (typeof payload?.session_id !== 'string' || !isSafeKey(payload.session_id)) {
      logLine(paths, event, '-', `ignored: payload has no usable session_id`);
      return;
    }
    sessionId = payload.session_id;
    const logTo = paths;
    const warn = (m: string) => logLine(logTo, event, sessionId, `warning: ${m}`);
    const ctx = hookContext({ paths, now: () => new Date(), env: process.env, warn }, programs());
    if (options.sessionLock !== false) {
      lock = lockSession(paths, sessionId, options.lockTimeoutMs ?? 3000);
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
