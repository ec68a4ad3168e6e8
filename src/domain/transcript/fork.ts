import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/**
 * A session's transcript copied as a new session (`resume --fork`, `rewind`): every line whose
 * `sessionId` names the old session names the new one; any other line (not JSON, or another
 * session's) is copied as it is. Claude Code's own `--fork-session` is not used: its SessionStart
 * still carries the old id (CLAUDE-CODE.md), so the hooks would take the fork for the old session.
 * The copy is created 0600 and never overwrites a file. Returns the number of lines rewritten.
 *
 * Bytes, not text: Claude Code writes compact JSON with `sessionId` among a line's first members,
 * so the member is found as bytes and only the line's prefix up to it is scanned to prove it is the
 * top-level one (not inside a string, not a nested object's); everything else is copied byte for
 * byte (UTF-8 continuation bytes never look like a quote, brace or backslash). Reading lines as
 * text and parsing and re-serialising each one made a rewind of a 100 MB transcript 1.55× its
 * rollback plus the copy's decompression (bench/rewind.mjs). A line in another shape is parsed.
 */
export async function forkTranscript(input: string, output: string, from: string, to: string): Promise<number> {
  const out = createWriteStream(output, { flags: 'wx', mode: 0o600 });
  await once(out, 'open');
  const ids = {
    from,
    to,
    fromBytes: Buffer.from(from),
    member: Buffer.from(`"sessionId":${JSON.stringify(from)}`),
    replacement: Buffer.from(`"sessionId":${JSON.stringify(to)}`),
  };
  let rewritten = 0;
  let pending: Buffer[] = []; // the start of a line that goes on in the next chunk
  const line = (bytes: Buffer): Buffer => {
    const changed = forkLine(bytes, ids);
    if (changed) rewritten++;
    return changed ?? bytes;
  };
  try {
    for await (const chunk of createReadStream(input, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      const parts: Buffer[] = [];
      let start = 0;
      for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, nl);
        parts.push(line(pending.length ? Buffer.concat([...pending, piece]) : piece), NEWLINE);
        pending = [];
        start = nl + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
      if (parts.length && !out.write(Buffer.concat(parts))) await once(out, 'drain');
    }
    if (pending.length) out.write(Buffer.concat([line(Buffer.concat(pending)), NEWLINE])); // a last line without its newline gets one
  } finally {
    out.end();
    await finished(out);
  }
  return rewritten;
}

const NEWLINE = Buffer.from('\n');

/** One line of the old session forked: changed bytes, or undefined when the line stays as it is. */
function forkLine(
  bytes: Buffer,
  ids: { from: string; to: string; fromBytes: Buffer; member: Buffer; replacement: Buffer },
): Buffer | undefined {
  if (bytes.indexOf(ids.fromBytes) === -1) return undefined;
  const at = topLevelMember(bytes, ids.member);
  if (at >= 0) return Buffer.concat([bytes.subarray(0, at), ids.replacement, bytes.subarray(at + ids.member.length)]);
  const text = reparsed(bytes.toString('utf8'), ids.from, ids.to);
  return text === undefined ? undefined : Buffer.from(text);
}

/**
 * Where `member` (a `"key":value` text) stands as a member of the line's top-level object, or -1:
 * the bytes before each occurrence are scanned once, left to right, for strings (with their
 * escapes) and nesting, so an occurrence inside a string or a nested object or array never counts.
 */
export function topLevelMember(line: Buffer, member: Buffer): number {
  if (line[0] !== 0x7b) return -1; // not an object
  let depth = 0;
  let inString = false;
  let i = 0;
  for (let at = line.indexOf(member); at !== -1; at = line.indexOf(member, at + 1)) {
    for (; i < at; i++) {
      const c = line[i];
      if (inString) {
        if (c === 0x5c)
          i++; // a backslash: the next byte is escaped
        else if (c === 0x22) inString = false;
      } else if (c === 0x22) inString = true;
      else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) depth--;
    }
    if (i > at) continue; // the occurrence starts at an escaped byte: it is text
    if (!inString && depth === 1) return at;
  }
  return -1;
}

/** A line not in Claude Code's compact shape: parsed, its top-level `sessionId` changed, written again (undefined: not this session's, or not JSON). */
function reparsed(line: string, from: string, to: string): string | undefined {
  try {
    const v = JSON.parse(line) as Record<string, unknown>;
    if (!v || typeof v !== 'object' || v['sessionId'] !== from) return undefined;
    v['sessionId'] = to;
    return JSON.stringify(v);
  } catch {
    return undefined; // not JSON: copied as it is
  }
}
