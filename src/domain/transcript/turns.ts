import { createInterface } from 'node:readline';
import { CheckpointError } from '../../core/errors.js';
import { parseJsonLine } from '../../core/json-lines.js';
import { decompressStream } from '../../platform/codec.js';
import type { StorageBackend } from '../../storage/backend.js';
import { lineEvents, toolFile, type ToolUse } from './reader.js';

/**
 * SPEC-07.41.03: the turns of a stored transcript copy after a given message — what was said
 * between two checkpoints. A turn starts with what the user typed; it holds the assistant's text
 * and a line per tool call (`Edit src/a.ts`, `Bash npm test`).
 */
export interface Turn {
  /** When the user's prompt was written (the transcript line's timestamp), if it says. */
  at?: string;
  /** "" for the rest of a turn that was under way at the earlier checkpoint. */
  prompt: string;
  assistant: string[];
  tools: string[];
}

interface TurnsAfter {
  turns: Turn[];
  /** The message to start after was found (false: every turn from the start, or after `since`). */
  found: boolean;
}

/** The longest a shown text is (prompts and assistant texts are cut, with "…"). */
const TEXT_MAX = 2000;

const clip = (s: string) => (s.length > TEXT_MAX ? `${s.slice(0, TEXT_MAX)}…` : s);

function toolLine(use: ToolUse): string {
  const file = toolFile(use);
  const arg =
    file?.path ??
    (typeof use.input['command'] === 'string'
      ? use.input['command']
      : typeof use.input['pattern'] === 'string'
        ? use.input['pattern']
        : typeof use.input['url'] === 'string'
          ? use.input['url']
          : '');
  const one = arg.split('\n')[0]!;
  return `${use.name}${one ? ` ${one.length > 120 ? `${one.slice(0, 120)}…` : one}` : ''}`;
}

/**
 * The turns after the message `after` (a line uuid) up to and including the line `until` (when
 * given). When `after` is not in the transcript (another session, or compacted away), the turns
 * whose prompt is later than `since`, else all of them, with `found` false.
 */
export async function turnsAfter(
  lines: AsyncIterable<string>,
  o: { after?: string | null | undefined; until?: string | null | undefined; since?: string | undefined },
): Promise<TurnsAfter> {
  const all: { turn: Turn; afterMark: boolean }[] = [];
  let found = false;
  let current: Turn | undefined;
  for await (const raw of lines) {
    const line = parseJsonLine(raw) as Record<string, unknown> | undefined; // undefined: a line being written when the copy was taken
    if (!line || typeof line !== 'object') continue;
    const uuid = typeof line['uuid'] === 'string' ? line['uuid'] : undefined;
    for (const e of lineEvents(line)) {
      if (e.kind === 'prompt') {
        current = {
          ...(typeof line['timestamp'] === 'string' ? { at: line['timestamp'] } : {}),
          prompt: clip(e.text),
          assistant: [],
          tools: [],
        };
        all.push({ turn: current, afterMark: found });
        continue;
      }
      if ((e.kind !== 'assistant_text' || !e.text.trim()) && e.kind !== 'tool_use') continue;
      if (!current) {
        // The turn that was under way at the earlier checkpoint goes on.
        current = { prompt: '', assistant: [], tools: [] };
        all.push({ turn: current, afterMark: found });
      }
      if (e.kind === 'tool_use') current.tools.push(toolLine(e));
      else current.assistant.push(clip(e.text.trim()));
    }
    if (uuid && o.after && uuid === o.after) {
      found = true;
      current = undefined; // what follows in the same turn is shown as its continuation
    }
    if (uuid && o.until && uuid === o.until) break;
  }
  if (found) return { turns: all.filter((t) => t.afterMark).map((t) => t.turn), found };
  const since = o.since;
  return {
    turns: all.filter((t) => !since || (t.turn.at !== undefined && t.turn.at > since)).map((t) => t.turn),
    found: false,
  };
}

/** The lines of a stored `transcript.jsonl.zst` part, decompressed as they are read (at most `maxBytes`). */
export async function storedTranscriptLines(
  store: StorageBackend,
  key: string,
  maxBytes: number,
): Promise<AsyncIterable<string>> {
  const stored = await store.open(key);
  if (!stored)
    throw new CheckpointError('NOT_FOUND', `${key} is missing`, 'run `pai-checkpoint verify` on the checkpoint');
  const tooLarge = () =>
    new CheckpointError(
      'INVALID_DATA',
      `${key} expands beyond ${maxBytes} bytes, more than its manifest records`,
      'the checkpoint was tampered with or damaged',
    );
  const input = decompressStream(
    { stream: stored },
    { name: key, maxBytes, tooLarge, purpose: 'read a stored transcript' },
  );
  return createInterface({ input, crlfDelay: Infinity });
}
