import { requestCapture, type CaptureTicket } from '../../domain/session/queue.js';
import { takeNotices, type SessionState } from '../../domain/session/state.js';
import type { Context } from '../../core/context.js';
import type { HookPayload } from '../../domain/session/tracker.js';

/**
 * What a hook handler is given: the Context, plus the programs that live next to the hooks.
 * run.ts builds it from the process (dist/hooks/*.cjs → dist/cli.cjs, dist/worker.cjs); tests
 * build their own and record the worker jobs instead of starting them.
 */
export interface HookContext extends Context {
  /** This plugin's CLI (dist/cli.cjs): named in hints, and exported to the session's Bash calls. */
  cliPath: string;
  /**
   * Starts a detached worker job (`dist/worker.cjs <args>`: `capture <session>`,
   * `session-end <session>`) that outlives the hook. Never waits; a worker that cannot be
   * started is warned about, never thrown.
   */
  startWorker: (args: string[]) => void;
}

/**
 * What a hook prints on stdout (nothing at all when empty): `systemMessage` (shown to the user)
 * and `hookSpecificOutput` as JSON, or `text` printed as it is (PreCompact: appended to the
 * summariser's instructions).
 */
export interface HookOutput {
  systemMessage?: string;
  hookSpecificOutput?: { hookEventName: string; additionalContext: string };
  text?: string;
}

/**
 * One hook event's work. Called by runHook with the session's lock held and the payload parsed;
 * it may throw (runHook fails open). Importing a handler has no side effect.
 */
export type HookHandler = (ctx: HookContext, payload: HookPayload) => HookOutput | undefined | Promise<HookOutput | undefined>;

/** Queues the hook's capture tickets and starts the worker if none is capturing (never waits). */
export function queueCaptures(ctx: HookContext, sessionId: string, tickets: CaptureTicket[]): void {
  requestCapture(ctx.paths, sessionId, tickets, () => ctx.startWorker(['capture', sessionId]));
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
