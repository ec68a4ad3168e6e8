import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Trigger } from '../volume/manifest.js';
import { UNCONFIGURED } from '../../core/config-env.js';
import type { CaptureTicket } from './queue.js';
import type { SessionState } from './state.js';
import type { Context } from '../../core/context.js';
import { turnReadTo } from './kept-text.js';
import type { TrackResult } from './tracker.js';

/**
 * Which session checkpoints are due (O(1): the session state is already loaded): a phase
 * transition (its record's ULID names the checkpoint), a tool that failed (`error`), the caller's
 * own triggers, and a periodic one when nothing else was asked for and the interval has passed.
 */
export function dueTickets(
  ctx: Context,
  state: SessionState,
  track: TrackResult | undefined,
  triggers: Trigger[] = [],
  extra: Partial<CaptureTicket> = {},
): CaptureTicket[] {
  const at = ctx.now().toISOString();
  const tickets: CaptureTicket[] = [];
  const last = track?.created.at(-1);
  if (last) tickets.push({ trigger: 'phase', at, recordId: last.id });
  if (track?.toolErrors.length)
    tickets.push({ trigger: 'error', at, error: track.toolErrors.join('; ').slice(0, 500) });
  for (const trigger of triggers) tickets.push({ trigger, at, ...extra });
  const every = state.periodicSeconds ?? UNCONFIGURED.periodicSeconds; // until SessionStart has read the configuration
  const since = Date.parse(state.lastCaptureRequestAt ?? state.startedAt);
  if (tickets.length === 0 && every > 0 && ctx.now().getTime() - since >= every * 1000)
    tickets.push({ trigger: 'periodic', at });
  if (tickets.length > 0) state.lastCaptureRequestAt = at;
  return tickets;
}

/**
 * The checkpoint a turn's end asks for: `complete` when it finished the Algorithm run (LEARN),
 * none when the user only ran read-only plugin commands in it (`/checkpoint:list`: nothing the
 * checkpoint keeps can have changed, and the transcript was read up to the turn's final text), else
 * `stop`. Clears what the turn did, for the next one.
 *
 * The decision reads only what the user typed (the transcript's command line). A project that
 * brings its own `/checkpoint` command (`.claude/commands/checkpoint.md`, or `checkpoint/` for
 * `/checkpoint:<name>`) may run anything under that name: there, every turn keeps its checkpoint
 * (repository content may make the plugin take a checkpoint, never skip one).
 */
export function turnEndTrigger(
  state: SessionState,
  completed: boolean,
  finalText: string | undefined,
): Trigger | undefined {
  const read = finalText !== undefined && turnReadTo(state, finalText);
  const quiet = state.turnActivity === 'quiet' && read;
  delete state.turnLastText;
  // The turn's lines not all read yet: the rest, read later, must not make the next turn look quiet.
  if (read) delete state.turnActivity;
  else state.turnActivity = 'loud';
  if (completed) return 'complete';
  return quiet && !projectCommands(state) ? undefined : 'stop';
}

/** Whether the session's project (or cwd) defines commands of the plugin's name. */
function projectCommands(state: SessionState): boolean {
  const dirs = new Set([state.project, state.cwd]);
  return [...dirs].some(
    (d) =>
      d &&
      (existsSync(join(d, '.claude', 'commands', 'checkpoint.md')) ||
        existsSync(join(d, '.claude', 'commands', 'checkpoint'))),
  );
}

/** Context windows by model-name pattern, and the share of one that asks for a `context` checkpoint (`[context]`). */
export interface ContextLimits {
  windows: [RegExp, number][];
  warnPercent: number;
}

/**
 * SPEC-07.30.04: whether the last request filled `warnPercent` of the model's window since the
 * last look — true once per crossing (the session state remembers it is high; a compaction that
 * brings it down makes the next crossing count again).
 */
export function contextCrossed(state: SessionState, limits: ContextLimits): boolean {
  const open = state.metrics?.open;
  if (!open) return false;
  const used = open.usage.input + open.usage.cache_read + open.usage.cache_creation;
  const window = limits.windows.find(([re]) => re.test(open.model))?.[1] ?? 200_000;
  const high = used * 100 >= limits.warnPercent * window;
  const crossed = high && !state.contextHigh;
  if (high) state.contextHigh = true;
  else delete state.contextHigh;
  return crossed;
}
