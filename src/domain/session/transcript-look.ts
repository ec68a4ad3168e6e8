import { statSync } from 'node:fs';
import type { Context } from '../../core/context.js';
import { lineStartAfter, readNewLines, scanTranscriptLines } from '../transcript/tail.js';
import { CheckpointError } from '../../core/errors.js';
import { observe } from './observe.js';
import type { SessionState } from './state.js';
import { keptText } from './kept-text.js';

// One look at a session's transcript: the bytes added since the last look, read in bounded windows, what they tell put into the session's state.

export interface TrackResult {
  /** Records written, in order. */
  created: { id: string; file: string; phaseNumber: number }[];
  /** Tool calls that failed, as `<tool>: <what it said>` (for an `error` checkpoint). */
  toolErrors: string[];
  /** A TaskCreate/TaskUpdate call was carried out: the ISC criteria may have changed. */
  tasksChanged: boolean;
  /** The look's budget ran out before the transcript's end: more is waiting for the next look. */
  more: boolean;
  /** Transcript bytes this look read. */
  read: number;
}

/** A look's limits (tests lower them; the defaults are LOOK_BYTES, FIRST_LOOK_BYTES and tail.ts's window). */
export interface LookLimits {
  maxBytes?: number;
  firstLookBytes?: number;
  window?: number;
}

export type Seen = Pick<TrackResult, 'toolErrors' | 'tasksChanged' | 'more' | 'read'>;

/**
 * New assistant texts with phase markers (what is new, read in windows, at most `limits.maxBytes`
 * a look: `seen.more` says a backlog is left); the rest the lines tell (todos, prompt, tasks,
 * metrics, failed tools: observe.ts) goes into the state, failed tools and task changes also into
 * `seen`. A transcript path that is not a regular file (a FIFO would block for ever) is reported
 * once and not read.
 */
export function readTranscript(ctx: Context, state: SessionState, seen: Seen, limits: Required<LookLimits>): string[] {
  if (!state.transcriptPath || state.transcriptRefused === state.transcriptPath) return [];
  const texts: string[] = [];
  try {
    if (state.transcriptUnseen) firstLook(ctx, state, limits);
    for (;;) {
      // Whole windows only: a smaller one would take an ordinary long line for an over-long one.
      if (seen.read + limits.window > limits.maxBytes) {
        seen.more = true;
        return texts;
      }
      const tail = readNewLines(state.transcriptPath, state.transcriptOffset, limits.window, {
        midLine: state.transcriptMidLine === true,
        limit: limits.window,
      });
      if (!tail) return texts;
      seen.read += tail.read;
      const found = scanTranscriptLines(tail.lines, Object.keys(state.openTaskCalls ?? {}));
      const o = observe(state, found);
      if (found.lastText !== undefined) state.turnLastText = keptText(found.lastText.trim());
      seen.toolErrors.push(...o.errors);
      seen.tasksChanged ||= o.tasksChanged;
      if (tail.skipped) ctx.warn(`transcript: ${tail.skipped} bytes of over-long lines stepped over`);
      state.transcriptOffset = tail.offset;
      if (tail.midLine) state.transcriptMidLine = true;
      else delete state.transcriptMidLine;
      texts.push(...found.texts);
      if (!tail.more) return texts;
    }
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    state.transcriptRefused = state.transcriptPath;
    ctx.warn(`transcript not read: ${err.message}`);
    return texts;
  }
}

/**
 * The first look at a transcript this machine has not read (a session first seen here: resumed
 * from elsewhere, its state lost, or forked into a new file): a long one is read from
 * `firstLookBytes` before its end, where a line starts, and what is passed over is said (in the log
 * and `state.transcriptSkipped`): phase headers, prompts and figures in it are not counted. Reading
 * it all would cost a hook seconds per gigabyte and replay a history that is over.
 */
function firstLook(ctx: Context, state: SessionState, limits: Required<LookLimits>): void {
  delete state.transcriptUnseen;
  const path = state.transcriptPath!;
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return; // not there yet: read from its start when it comes
  }
  if (size <= limits.firstLookBytes) return;
  const near = size - limits.firstLookBytes;
  const start = lineStartAfter(path, near, limits.window);
  state.transcriptOffset = start ?? near;
  if (start === undefined) state.transcriptMidLine = true; // inside an over-long line: stepped over from there
  state.transcriptSkipped = (state.transcriptSkipped ?? 0) + state.transcriptOffset;
  ctx.warn(
    `transcript ${path}: first look at this session here: its first ${state.transcriptOffset} bytes (of ${size}) were not read; phase headers, prompts and figures in them are not counted`,
  );
}
