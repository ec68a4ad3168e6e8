import { closeSync, fstatSync, readSync } from 'node:fs';
import { parseJsonLine } from '../../core/json-lines.js';
import { openRegularSync } from '../../core/regular.js';
import { isReadOnlyCommand } from '../../core/slash.js';
import { mayContainSignal } from './phase.js';
import {
  isTaskTool,
  lineEvents,
  mayMatter,
  type Todo,
  type ToolResult,
  type ToolUse,
  type TranscriptEvent,
} from './reader.js';

/**
 * Reads only the transcript bytes added since the last look (`offset`), up to the last complete
 * line: a partial last line (Claude Code is still writing it) is left for next time. One call reads
 * the lines of one window of `maxBytes` and `more` says that more is waiting: the caller reads on, so
 * nothing new is ever skipped (a phase header followed by 20 MB of tool output still counts), and
 * decides how much one look may read (a hook's budget: domain/session/tracker.ts). A line longer
 * than the window (a huge tool result) cannot hold a usable signal in it and is stepped over
 * without being kept, window by window, at most `limit` bytes a call (default: one 8 MiB window or
 * `maxBytes`): `midLine` says the call ended inside such a line, and the next call, given
 * `midLine`, skips on to that line's end. Its bytes are counted in `skipped`.
 *
 * Only a regular file is read (a FIFO named as the transcript would block open() for ever): any
 * other file type is an INVALID_DATA error for the caller to report.
 */
interface TailResult {
  /** Where the next look starts. */
  offset: number;
  /** Complete lines read. */
  lines: string[];
  /** The file shrank or was replaced, so reading restarted at 0. */
  reset: boolean;
  /** Bytes of over-long lines stepped over. */
  skipped: number;
  /** More new bytes are waiting after `offset`: call again. */
  more: boolean;
  /** `offset` lies inside an over-long line being stepped over: pass it to the next call. */
  midLine: boolean;
  /** Bytes this call read from the file (at most its limit). */
  read: number;
}

const NL = 0x0a;
/** The default window: a line longer than this is a tool's output, not something a hook looks for. */
export const TAIL_WINDOW = 8 * 1024 * 1024;

function readAt(fd: number, buf: Buffer, len: number, pos: number): number {
  let got = 0;
  while (got < len) {
    const n = readSync(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}

export function readNewLines(
  path: string,
  offset: number,
  maxBytes = TAIL_WINDOW,
  o: { midLine?: boolean; limit?: number } = {},
): TailResult | undefined {
  const fd = openRegularSync(path);
  if (fd === undefined) return undefined;
  try {
    const size = fstatSync(fd).size;
    let start = offset;
    let reset = false;
    let midLine = o.midLine ?? false;
    if (size < start) {
      start = 0;
      reset = true;
      midLine = false;
    }
    const limit = Math.max(maxBytes, o.limit ?? TAIL_WINDOW);
    let buf: Buffer | undefined;
    let skipped = 0;
    let read = 0;
    for (;;) {
      const len = Math.min(maxBytes, size - start);
      if (len <= 0) return { lines: [], reset, skipped, offset: start, more: false, midLine, read };
      buf ??= Buffer.allocUnsafe(len);
      const got = readAt(fd, buf, len, start);
      read += got;
      const window = buf.subarray(0, got);
      let from = 0;
      if (midLine) {
        const nl = window.indexOf(NL);
        from = nl + 1;
        if (nl < 0) {
          // Still inside the over-long line: on to the next window, within the call's limit.
          skipped += got;
          start += got;
          if (start >= size || read + maxBytes > limit)
            return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read };
          continue;
        }
        skipped += from;
        midLine = false;
      }
      const last = window.lastIndexOf(NL);
      if (last >= from) {
        const lines = window
          .toString('utf8', from, last)
          .split('\n')
          .filter((l) => l.length > 0);
        return { lines, reset, skipped, offset: start + last + 1, more: start + last + 1 < size, midLine: false, read };
      }
      if (from > 0 || got < maxBytes) {
        // A partial line (still being written, or one that needs a window of its own from its start).
        return {
          lines: [],
          reset,
          skipped,
          offset: start + from,
          more: from > 0 && start + got < size,
          midLine: false,
          read,
        };
      }
      // A window from a line's start without its end: the line is longer than the window.
      midLine = true;
      skipped += got;
      start += got;
      if (start >= size || read + maxBytes > limit)
        return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read };
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the first line starting at or after `pos` begins, looking at most `maxBytes` ahead;
 * undefined when no line ends within them (or the file is gone). A first look at a long
 * transcript starts there, near its end.
 */
export function lineStartAfter(path: string, pos: number, maxBytes = TAIL_WINDOW): number | undefined {
  if (pos <= 0) return 0;
  const fd = openRegularSync(path);
  if (fd === undefined) return undefined;
  try {
    // The byte before `pos` tells whether a line starts right at it.
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(maxBytes, fstatSync(fd).size - pos + 1)));
    const got = readAt(fd, buf, buf.length, pos - 1);
    const nl = buf.subarray(0, got).indexOf(NL);
    return nl < 0 ? undefined : pos + nl;
  } finally {
    closeSync(fd);
  }
}

export interface TranscriptFindings {
  /** The assistant's text blocks that may hold phase headers or task lines, in order. */
  texts: string[];
  /** The last assistant text block (any), to tell when a turn's final text has been read. */
  lastText?: string;
  /** The latest TodoWrite list seen, if any. */
  todos?: Todo[];
  /** The latest real user prompt seen (not a tool result, command or meta line). */
  lastPrompt?: string;
  /** How many prompts the user typed in these lines. */
  prompts: number;
  /** The tool calls, the results that failed or were awaited, and the assistant messages (usage), in order. */
  events: (ToolUse | ToolResult | AssistantMessage)[];
  /**
   * What these lines did, for the turn's end (domain/session/triggers.ts): `quiet` when the user
   * typed only read-only plugin commands (core/slash.ts) and nothing else happened, `loud` when a
   * prompt, another command or a tool call came; absent when none of these.
   */
  activity?: TurnActivity;
}

/** See TranscriptFindings.activity. */
type TurnActivity = 'quiet' | 'loud';

type AssistantMessage = Extract<TranscriptEvent, { kind: 'message' }>;

/**
 * Extracts what the session tracker needs from transcript lines, through the reader's events.
 * Only lines that can matter are parsed (`mayMatter`: tool results are parsed only when they
 * failed or answer an `awaited` call — a task call read earlier, or in these lines). Unknown line types and unparsable lines are ignored.
 */
export function scanTranscriptLines(lines: string[], awaited: readonly string[] = []): TranscriptFindings {
  const out: TranscriptFindings = { texts: [], prompts: 0, events: [] };
  const waiting = [...awaited];
  for (const raw of lines) {
    if (!mayMatter(raw, waiting)) continue;
    const line = parseJsonLine(raw);
    if (line === undefined) continue;
    for (const ev of lineEvents(line)) {
      if (ev.kind === 'assistant_text') {
        if (ev.text.trim()) out.lastText = ev.text;
        if (mayContainSignal(ev.text)) out.texts.push(ev.text);
      } else if (ev.kind === 'todos') out.todos = ev.todos;
      else if (ev.kind === 'prompt') {
        out.lastPrompt = ev.text;
        out.prompts++;
        out.activity = 'loud';
      } else if (ev.kind === 'command') {
        if (!isReadOnlyCommand(ev.name, ev.args)) out.activity = 'loud';
        else out.activity ??= 'quiet';
      } else if (
        ev.kind === 'tool_use' ||
        ev.kind === 'tool_result' ||
        (ev.kind === 'message' && ev.role === 'assistant')
      ) {
        out.events.push(ev);
        if (ev.kind === 'tool_use') out.activity = 'loud';
        if (ev.kind === 'tool_use' && ev.id && isTaskTool(ev.name)) waiting.push(ev.id); // its result, maybe in these lines, is parsed
      }
    }
  }
  return out;
}
