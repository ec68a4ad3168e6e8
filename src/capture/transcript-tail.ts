import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { errnoCode } from '../core/errors.js';
import { mayContainSignal } from './phase.js';

/**
 * Reads only the transcript bytes added since the last look (`offset`), up to the last complete
 * line: a partial last line (Claude Code is still writing it) is left for next time.
 */
export interface TailResult {
  /** Where the next look starts. */
  offset: number;
  /** Complete lines read. */
  lines: string[];
  /** The file shrank or was replaced, so reading restarted at 0. */
  reset: boolean;
  /** More than `maxBytes` were new: the older part was skipped. */
  skipped: number;
}

const NL = 0x0a;

export function readNewLines(path: string, offset: number, maxBytes = 8 * 1024 * 1024): TailResult | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const size = fstatSync(fd).size;
    let start = offset;
    let reset = false;
    if (size < start) {
      start = 0;
      reset = true;
    }
    let skipped = 0;
    if (size - start > maxBytes) {
      skipped = size - maxBytes - start;
      start = size - maxBytes;
    }
    const len = size - start;
    if (len <= 0) return { offset: start, lines: [], reset, skipped };
    const buf = Buffer.allocUnsafe(len);
    let got = 0;
    while (got < len) {
      const n = readSync(fd, buf, got, len - got, start + got);
      if (n === 0) break;
      got += n;
    }
    let from = 0;
    if (skipped > 0) {
      // We jumped into the middle of a line: start after the next newline.
      const nl = buf.indexOf(NL);
      from = nl < 0 || nl >= got ? got : nl + 1;
    }
    const last = buf.lastIndexOf(NL, got - 1);
    if (last < from) return { offset: start + from, lines: [], reset, skipped };
    const lines = buf.toString('utf8', from, last).split('\n').filter((l) => l.length > 0);
    return { offset: start + last + 1, lines, reset, skipped };
  } finally {
    closeSync(fd);
  }
}

/** A todo of TodoWrite (only exists with CLAUDE_CODE_ENABLE_TASKS=0; then it lives only in the transcript). */
export interface Todo {
  content: string;
  status: string;
}

export interface TranscriptFindings {
  /** The assistant's text blocks that may hold phase headers or task lines, in order. */
  texts: string[];
  /** The latest TodoWrite list seen, if any. */
  todos?: Todo[];
  /** The latest real user prompt seen (not a tool result, command or meta line). */
  lastPrompt?: string;
  /** Ids of the tool calls in these lines (to know that a tool's own message has been written). */
  toolUseIds: string[];
}

const TOOL_USE_ID_RE = /"type":"tool_use","id":"([^"]+)"/g;

interface Block {
  type?: string;
  text?: string;
  name?: string;
  input?: { todos?: unknown };
}

function isPrompt(line: Record<string, unknown>, content: unknown): content is string {
  if (typeof content !== 'string' || content.length === 0) return false;
  if (line['isMeta'] || line['isCompactSummary']) return false;
  return !content.startsWith('<') && !content.startsWith('/') && !content.startsWith('Caveat:');
}

/**
 * Extracts what the checkpoint tracker needs from transcript lines. Only lines that can matter
 * are parsed (a cheap substring test first): tool results can be megabytes of file content.
 * Unknown line types and unparsable lines are ignored.
 */
export function scanTranscriptLines(lines: string[]): TranscriptFindings {
  const out: TranscriptFindings = { texts: [], toolUseIds: [] };
  for (const raw of lines) {
    const assistant = raw.includes('"type":"assistant"');
    if (assistant) for (const m of raw.matchAll(TOOL_USE_ID_RE)) out.toolUseIds.push(m[1]!);
    const interesting = assistant
      ? mayContainSignal(raw) || raw.includes('"TodoWrite"')
      : raw.includes('"type":"user"') && !raw.includes('"tool_use_id"');
    if (!interesting) continue;
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      continue;
    }
    const message = line['message'] as { content?: unknown } | undefined;
    const content = message?.content;
    if (line['type'] === 'user') {
      if (isPrompt(line, content)) out.lastPrompt = content;
      continue;
    }
    if (line['type'] !== 'assistant' || !Array.isArray(content)) continue;
    for (const block of content as Block[]) {
      if (block?.type === 'text' && typeof block.text === 'string') {
        if (mayContainSignal(block.text)) out.texts.push(block.text);
      } else if (block?.type === 'tool_use' && block.name === 'TodoWrite' && Array.isArray(block.input?.todos)) {
        out.todos = (block.input.todos as Record<string, unknown>[])
          .filter((t) => typeof t?.['content'] === 'string')
          .map((t) => ({ content: String(t['content']), status: String(t['status'] ?? 'pending') }));
      }
    }
  }
  return out;
}
