import { readFileIfExists, ensureDir } from '../../core/atomic.js';
import { requestCapture, type CaptureTicket } from '../../domain/session/queue.js';
import { accessSync, constants } from 'node:fs';
import { sidecarFromEnv } from '../../core/config-env.js';
import { errorMessage } from '../../core/errors.js';
import { FENCED_MARK, setInHook, sidecarDir, sidecarFiles, sidecarPid } from '../../domain/session/sidecar-files.js';
import { saveSession, sessionLockPath, takeNotices, type SessionState } from '../../domain/session/state.js';
import { createContext, type Context, type ContextInit } from '../../core/context.js';
import { acquire, tryAcquire, type Lock } from '../../core/lock.js';
import type { PaiPaths } from '../../core/paths.js';
import type { HookPayload } from '../../domain/session/tracker.js';
import { spawnDetached } from '../../platform/spawn.js';

export type { HookPayload };

/**
 * What a hook handler is given: the Context, plus the programs that live next to the hooks.
 * adapters/hooks/run.ts builds it with `hookContext` from the process (dist/hooks/*.cjs →
 * dist/cli.cjs, dist/worker.cjs, dist/sidecar.cjs); tests build their own and record the worker
 * jobs instead of starting them.
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
  /**
   * Starts the session's sidecar (`dist/sidecar.cjs <session>`, detached). Resolves once the
   * process exists; to why it could not be started, or undefined when it was.
   */
  startSidecar: (sessionId: string) => Promise<string | undefined>;
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
export type HookHandler = (
  ctx: HookContext,
  payload: HookPayload,
) => HookOutput | undefined | Promise<HookOutput | undefined>;

/** The programs next to the hooks (dist/cli.cjs, dist/worker.cjs, dist/sidecar.cjs): the hook's process knows where they are. */
interface HookPrograms {
  cli: string;
  worker: string;
  sidecar: string;
}

/**
 * The sidecar lives as long as its session, so its memory counts more than its speed: V8's lite
 * mode (no optimising compiler, smaller heaps) keeps it at ~46 MB instead of ~52 MB after it has
 * written records (zod loaded), for the same CPU (measured: bench/run.mjs, docs/architecture.md).
 */
const SIDECAR_NODE_ARGS = ['--lite-mode'];

/** A hook's context: `init`'s roots, clock, environment and warnings, and the programs it starts detached. */
export function hookContext(init: ContextInit, programs: HookPrograms): HookContext {
  return {
    ...createContext(init),
    cliPath: programs.cli,
    startWorker: (args) =>
      void spawnDetached(programs.worker, args, init.env).then(
        (failed) => failed && init.warn(`could not start the worker (${args[0] ?? '?'}): ${failed}`),
      ),
    startSidecar: (id) => spawnDetached(programs.sidecar, [id], init.env, SIDECAR_NODE_ARGS),
  };
}

/**
 * The session's lock for a hook: waited for up to `timeoutMs` (0: taken only if free), or
 * undefined when the session stays busy (the hook then skips its work: the next one catches up).
 */
export function lockSession(paths: PaiPaths, sessionId: string, timeoutMs: number): Lock | undefined {
  const path = sessionLockPath(paths, sessionId);
  return timeoutMs > 0 ? acquire(path, { timeoutMs }) : tryAcquire(path);
}

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

/** Why the sidecar could not hold its lock in `dir`, or undefined when it can. */
function unwritable(dir: string): string | undefined {
  try {
    ensureDir(dir);
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (err) {
    return `${dir} is not a writable folder (${errorMessage(err)})`;
  }
}

/** The in-hook marker's reason when the configuration turned the sidecar off (it is not restarted then). */
const TURNED_OFF = 'off: [session] sidecar = false (or PAI_CHECKPOINT_SIDECAR=0)';

/** The in-hook marker of a project where pai-checkpoint is off: hooks/journal.sh then does nothing at all. */
export const DISABLED = 'disabled: [capture] enabled = false in this project';

/** Starts in a row that did not come up (a start that comes up resets the count): then the hooks stop trying. */
const MAX_LAUNCHES = 3;

/**
 * A session another machine took over (`state.fenced`): the hooks write nothing for it and no
 * sidecar is started; hooks/journal.sh is told to do nothing either, and the notice waiting for
 * the user (why, and where the session continues) is shown once.
 */
export function fencedOutput(ctx: HookContext, state: SessionState): HookOutput | undefined {
  setInHook(ctx.paths, state.sessionId, FENCED_MARK);
  const out = noticesOutput(state);
  saveSession(ctx.paths, state);
  return out;
}

/**
 * Makes sure the session's sidecar runs (SessionStart; PreCompact and Stop when they find it
 * gone): started unless it runs, or `enabled` is false (undefined: as SessionStart last decided).
 * A sidecar that cannot be spawned, or did not come up after the last start, leaves its work to
 * the hooks for this session (the in-hook marker hooks/journal.sh reads; after MAX_LAUNCHES no more
 * starts), and the returned message — once per session — says so.
 */
export async function ensureSidecar(
  ctx: HookContext,
  state: SessionState,
  enabled?: boolean,
): Promise<string | undefined> {
  const id = state.sessionId;
  const marker = readFileIfExists(sidecarFiles(ctx.paths, id).inhook);
  if (enabled === false || sidecarFromEnv(ctx.env) === false || (enabled === undefined && marker?.startsWith('off:'))) {
    setInHook(ctx.paths, id, TURNED_OFF);
    return undefined;
  }
  if (sidecarPid(ctx.paths, id) !== undefined) return undefined;
  const launches = state.sidecarLaunches ?? 0;
  let failure = launches >= MAX_LAUNCHES ? state.sidecarFallback : undefined;
  if (!failure) failure = unwritable(sidecarDir(ctx.paths));
  if (!failure) {
    state.sidecarLaunches = launches + 1;
    // On disk before the sidecar reads it (it takes no lock to start, and exits on a session it
    // cannot find): a new session's first save came at the hook's end, and a loaded machine that
    // ran the sidecar first lost it (sidecar.e2e, in a full run).
    saveSession(ctx.paths, state);
    failure = await ctx.startSidecar(id);
    // The previous start never came up (it resets the count when it does): say so, keep trying.
    if (!failure && launches > 0)
      failure = `it stopped right after starting ${launches} time(s); details in ${ctx.paths.logFile}`;
  }
  if (!failure) {
    setInHook(ctx.paths, id, undefined);
    return undefined;
  }
  setInHook(ctx.paths, id, `failed: ${failure}`);
  const first = state.sidecarFallback === undefined;
  state.sidecarFallback = failure;
  ctx.warn(`sidecar not running: ${failure}`);
  return first
    ? `pai-checkpoint: the session sidecar is not running (${failure}); this session's phases are recorded at the end of each turn instead — \`pai-checkpoint doctor\` says more`
    : undefined;
}
