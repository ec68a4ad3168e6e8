import type { Config } from '../../core/config.js';
import type { PaiPaths } from '../../core/paths.js';
import { tryAcquire } from '../../core/lock.js';
import { processLiveness } from '../../platform/process.js';
import { loadSession, saveSession, sessionLockPath, type SessionState } from './state.js';

/**
 * A session's lifecycle, in one place (issue 33): its states, the transitions that record them, and
 * what every consumer — the SessionStart offer, `sessions`, `resume`, `doctor`, the monitor — makes
 * of them. The runtime state (state.ts) holds the transition times; the status on the volume
 * (volume-status.ts, signed: it steers the monitor) carries the word `volumeWord` gives.
 *
 *   state          entered when                                   recorded in
 *   running        SessionStart (a start or a resume)             state; status "running"
 *   ended          SessionEnd (/exit, /clear, a logout)           state.endedAt; status "ended"
 *   crashed        claude gone without SessionEnd (the sidecar)   state.crashedAt; status "crashed"
 *   interrupted    the sidecar got SIGTERM/SIGHUP/SIGINT          state.interruptedAt; status "interrupted"
 *   carried_over   another session continued its work             state.carriedOverAt; status "carried_over"
 *   disabled       `[capture] enabled = false` in its project     state.disabled; nothing on the volume
 *   resuming       a monitor took it over (its lease, new epoch)  status "resuming" (the monitor's)
 *   resume_failed  the resumed claude did not come up             status "resume_failed" (the monitor's)
 *
 * A new start (SessionStart) makes any of them running again. The monitor resumes only a session
 * that died with its work open (crashed or interrupted, or running but silent past the timeout),
 * and each death once: `resuming` and `resume_failed` are never resumed again (the lease at the
 * new epoch, and this status, persist that the death was handled — across `monitor --once` runs).
 */
export type Lifecycle =
  | 'running'
  | 'ended'
  | 'crashed'
  | 'interrupted'
  | 'carried_over'
  | 'disabled'
  | 'resuming'
  | 'resume_failed'
  | 'unknown';

/** Every lifecycle word (the `sessions --status` filter, the status parser). */
export const LIFECYCLES: readonly Lifecycle[] = [
  'running',
  'ended',
  'crashed',
  'interrupted',
  'carried_over',
  'disabled',
  'resuming',
  'resume_failed',
  'unknown',
];

/** The states whose session is over for good: its work closed, or nobody may continue it automatically. */
const SETTLED: readonly Lifecycle[] = ['ended', 'carried_over', 'disabled', 'resuming', 'resume_failed'];

/**
 * What the runtime state says, with the process table where the session ran here: running while
 * its claude process lives (or, unverifiable, while its heartbeat is younger than `staleMs`).
 */
export function lifecycleOf(state: SessionState | undefined, now: number, staleMs: number): Lifecycle {
  if (!state) return 'unknown';
  if (state.disabled) return 'disabled';
  if (state.carriedOverAt) return 'carried_over';
  const live = processLiveness(state.host, state.claudePid, state.claudeStart);
  // As volumeWord: a signal that stopped the sidecar wins over the SessionEnd the same signal provoked.
  if (state.interruptedAt && live !== 'alive') return 'interrupted';
  if (state.endedAt) return 'ended';
  if (live === 'alive') return 'running';
  if (live === 'dead' || state.crashedAt) return 'crashed';
  return now - Date.parse(state.heartbeatAt) > staleMs ? 'crashed' : 'running';
}

/**
 * The word the status on the volume carries for a state (app/session-status.ts writes it). A
 * signal that stopped the sidecar wins over `ended` (claude may run SessionEnd on the same signal);
 * carried over wins over all (the work continues elsewhere).
 */
export function volumeWord(
  state: SessionState,
): Exclude<Lifecycle, 'disabled' | 'resuming' | 'resume_failed' | 'unknown'> {
  if (state.carriedOverAt) return 'carried_over';
  if (state.interruptedAt) return 'interrupted';
  return state.endedAt ? 'ended' : state.crashedAt ? 'crashed' : 'running';
}

/** What a status on the volume says of a session known only there (its own side's word; else by its last sign of life). */
export function remoteLifecycle(word: unknown, lastSign: number | undefined, now: number, staleMs: number): Lifecycle {
  if (typeof word === 'string' && (SETTLED as readonly string[]).includes(word)) return word as Lifecycle;
  if (word === 'crashed' || word === 'interrupted') return word;
  if (lastSign === undefined) return 'unknown';
  return now - lastSign > staleMs ? 'crashed' : 'running';
}

/**
 * Why the monitor must leave a session alone whatever its heartbeat says, or undefined when a
 * silence may be a death it resumes: ended, carried over, disabled, or a death already handled
 * (`resuming`: a monitor took it over; `resume_failed`: that resume did not come up).
 */
export function settledReason(
  word: string,
  o: { carriedOverBy?: string | undefined; failure?: string | undefined } = {},
): string | undefined {
  switch (word) {
    case 'ended':
      return 'ended normally';
    case 'carried_over':
      return `its work was carried over${o.carriedOverBy ? ` into session ${o.carriedOverBy}` : ''}`;
    case 'disabled':
      return 'pai-checkpoint is off in its project';
    case 'resume_failed':
      return `its resume did not come up${o.failure ? ` (${o.failure})` : ''}: left alone (\`pai-checkpoint resume\` continues it)`;
    default:
      return undefined;
  }
}

/** A lifecycle in which the session may be offered or continued as crashed (not as still running). */
export const isDead = (l: Lifecycle): boolean => l === 'crashed' || l === 'interrupted';

/**
 * Records that another session continued this one's work (SessionStart's "yes, continue",
 * `/checkpoint:resume`): once — false when it was recorded already. The caller saves the state
 * and has the status on the volume rewritten (app/session-status.ts publishCarriedOver).
 */
export function markCarriedOver(state: SessionState, by: string, at: string): boolean {
  if (state.carriedOverAt || state.sessionId === by) return false;
  state.carriedOverAt = at;
  state.carriedOverBy = by;
  return true;
}

/** A new start of the session (SessionStart): running again, whatever it was. */
export function markRunning(state: SessionState): void {
  delete state.endedAt;
  delete state.endReason;
  delete state.crashedAt;
  delete state.carriedOverAt;
  delete state.carriedOverBy;
  delete state.disabled;
}

/**
 * `current` carried over `from`'s work: the transition is recorded on `from`'s runtime state (under
 * its lock; a session that holds it — it runs again — is left as it is) and `from` is queued on
 * `current` so that its status on the volume is rewritten with the next status `current` writes.
 */
export function recordCarryOver(paths: PaiPaths, current: SessionState, from: string, at: string): void {
  if (from === current.sessionId) return;
  const lock = tryAcquire(sessionLockPath(paths, from), { timeoutMs: 200 });
  if (!lock) return;
  try {
    const old = loadSession(paths, from);
    if (!old || !markCarriedOver(old, current.sessionId, at)) return;
    saveSession(paths, old);
  } finally {
    lock.release();
  }
  current.carryPending = [...new Set([...(current.carryPending ?? []), from])];
}

/**
 * The one rule of a project where `[capture] enabled = false`: pai-checkpoint leaves nothing there
 * (no phase record, no checkpoint, no status on the volume). Every writer — the hooks, the sidecar,
 * the worker's capture, `save`, `create`, MCP save_checkpoint — asks this; undefined while it is on,
 * else why (naming the file), for an error, `doctor` and the log.
 */
export function captureOff(config: Pick<Config, 'capture'>): string | undefined {
  if (config.capture.enabled) return undefined;
  return `pai-checkpoint is off in this project: [capture] enabled = false in ${config.capture.disabledBy ?? 'its checkpoint.toml'}`;
}
