import { closeSync, fstatSync, readSync } from 'node:fs';
import { openRegularSync } from '../../core/regular.js';
import { mayContainSignal } from './phase.js';
import { isTaskTool, lineEvents, mayMatter, type Todo, type ToolResult, type ToolUse, type TranscriptEvent } from './reader.js';

/**
 * Reads only the transcript bytes added since the last look (`offset`), up to the last complete
 * line: a partial last line (Claude Code is still writing it) is left for next time. At most
 * `maxBytes` are read per call and `more` says that more is waiting: the caller reads on, so
 * nothing new is ever skipped (a phase header followed by 20 MB of tool output still counts). A
 * single line longer than `maxBytes` (a huge tool result) cannot hold a usable signal in its
 * window and is stepped over without being kept, and counted in `skipped`.
 *
 * Only a regular file is read (a FIFO named as the transcript would block open() for ever): any
 * other file type is an INVALID_DATA error for the caller to report.
 */
export interface TailResult {
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
}

const NL = 0x0a;
const CHUNK = 8 * 1024 * 1024;

function readAt(fd: number, buf: Buffer, len: number, pos: number): number {
  let got = 0;
  while (got < len) {
    const n = readSync(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}

export function readNewLines(path: string, offset: number, maxBytes = CHUNK): TailResult | undefined {
  const fd = openRegularSync(path);
  if (fd === undefined) return undefined;
  try {
    const size = fstatSync(fd).size;
    let start = offset;
    let reset = false;
    if (size < start) {
      start = 0;
      reset = true;
    }
    let skipped = 0;
    const buf = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(0, size - start)));
    for (;;) {
      const len = Math.min(buf.length, size - start);
      if (len <= 0) return { offset: start, lines: [], reset, skipped, more: false };
      const got = readAt(fd, buf, len, start);
      const last = buf.lastIndexOf(NL, got - 1);
      if (last >= 0) {
        const lines = buf.toString('utf8', 0, last).split('\n').filter((l) => l.length > 0);
        return { offset: start + last + 1, lines, reset, skipped, more: start + last + 1 < size };
      }
      if (got < buf.length) return { offset: start, lines: [], reset, skipped, more: false }; // a partial line, still being written
      // One line longer than the window: step over it, keeping nothing, to its end (if it has one yet).
      let at = start + got;
      let end = -1;
      while (at < size && end < 0) {
        const n = readAt(fd, buf, Math.min(buf.length, size - at), at);
        const nl = buf.subarray(0, n).indexOf(NL);
        if (nl >= 0) end = at + nl;
        at += n;
      }
      if (end < 0) return { offset: start, lines: [], reset, skipped, more: false };
      skipped += end + 1 - start;
      start = end + 1;
    }
  } finally {
    closeSync(fd);
  }
}

export interface TranscriptFindings {
  /** The assistant's text blocks that may hold phase headers or task lines, in order. */
  texts: string[];
  /** The latest TodoWrite list seen, if any. */
  todos?: Todo[];
  /** The latest real user prompt seen (not a tool result, command or meta line). */
  lastPrompt?: string;
  /** How many prompts the user typed in these lines. */
  prompts: number;
  /** The tool calls, the results that failed or were awaited, and the assistant messages (usage), in order. */
  events: (ToolUse | ToolResult | AssistantMessage)[];
}

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
    let line: unknown;
    try {
      line = JSON.parse(raw);
    } catch {
      continue;
    }
    for (const ev of lineEvents(line)) {
      if (ev.kind === 'assistant_text' && mayContainSignal(ev.text)) out.texts.push(ev.text);
      else if (ev.kind === 'todos') out.todos = ev.todos;
      else if (ev.kind === 'prompt') {
        out.lastPrompt = ev.text;
        out.prompts++;
      } else if (ev.kind === 'tool_use' || ev.kind === 'tool_result' || (ev.kind === 'message' && ev.role === 'assistant')) {
        out.events.push(ev);
        if (ev.kind === 'tool_use' && ev.id && isTaskTool(ev.name)) waiting.push(ev.id); // its result, maybe in these lines, is parsed
      }
    }
  }
  return out;
}
