import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { posix } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CheckpointError } from '../../core/errors.js';

/**
 * A transcript moved to another workspace folder: Claude Code records absolute paths (every
 * message line's `cwd`, tool inputs such as `file_path` and `path`, the tools' own results such as
 * `toolUseResult.filePath`), so a session restored into another folder would send the model, and
 * its next tool calls, to the old one. Every JSON string value that IS the old root, or starts with
 * `<old root>/`, gets the new root instead; nothing else changes:
 * - a path boundary is required: `/work/proj2` is not inside `/work/proj`;
 * - keys are not values (they are names, not paths), and prose that merely mentions a path inside
 *   a longer text (`File created successfully at: /work/proj/a.md`, a file's content, a command
 *   line) is content as it was written and read, left as recorded — the restored files still say
 *   what they said;
 * - lines are kept in order, and a line is re-serialised only when one of its strings changed;
 *   a line that is not JSON, not UTF-8, nested deeper than {@link MAX_DEPTH} or longer than
 *   `maxLineBytes` is copied byte-identical.
 * It does not interpret lines (reader.ts owns what a line means): any string anywhere is a
 * candidate, which is what makes it safe against shapes Claude Code adds later.
 *
 * The transcript is stored data, hence hostile: the old root must be a normal absolute path (not
 * `/`), memory is bounded by the longest line looked at, and the output by `maxOutputBytes` (a
 * short old root and a long new one could otherwise multiply the size).
 */
export interface RelocateOptions {
  /** The workspace root the transcript was recorded in (the manifest's `workspace.root`). */
  from: string;
  /** The folder it now belongs to (absolute). */
  to: string;
  /** Longer lines are copied unparsed (default {@link MAX_LINE_BYTES}). */
  maxLineBytes?: number;
  /** Most bytes written; more is TOO_LARGE (default: twice the input plus 16 MiB, see relocateTranscript). */
  maxOutputBytes?: number;
}

export interface RelocateReport {
  from: string;
  to: string;
  /** Lines read (a last line without its newline counts). */
  lines: number;
  /** Lines in which at least one string was rewritten: only these were re-serialised. */
  rewrittenLines: number;
  /** Strings rewritten, in all lines. */
  rewrittenStrings: number;
  /** Lines that may hold the old root but were copied as they were: not JSON or UTF-8, too deep or too long. */
  keptUnparsed: number;
}

const MiB = 1024 * 1024;
/** Lines longer than this are copied unparsed: the most a relocation holds in memory at once. */
const MAX_LINE_BYTES = 32 * MiB;
/** Deeper JSON is not walked (a hostile line of nested arrays would exhaust the stack). */
export const MAX_DEPTH = 256;
const MAX_ROOT = 4096;

/** Why `root` cannot be a relocation's old or new root, or undefined when it can. */
export function relocationRootProblem(root: string): string | undefined {
  if (!root.startsWith('/')) return 'not an absolute path';
  if (root.length > MAX_ROOT) return `longer than ${MAX_ROOT} characters`;
  if (/[\u0000-\u001f\u007f]/.test(root)) return 'contains a control character';
  if (root === '/') return 'the file-system root';
  if (posix.normalize(root) !== root || root.endsWith('/')) return 'not a normal path (., .., // or a trailing /)';
  return undefined;
}

/** `s` with `to` for `from` when it is `from` or lies below it; undefined when it does not. */
export function relocatePath(s: string, from: string, to: string): string | undefined {
  if (s === from) return to;
  if (s.length > from.length && s.startsWith(from) && s.charCodeAt(from.length) === 0x2f)
    return to + s.slice(from.length);
  return undefined;
}

class TooDeep extends Error {}

/** Rewrites the strings of a parsed value in place; returns the value (a new one only for a string) and counts. */
function walk(v: unknown, from: string, to: string, depth: number, count: { strings: number }): unknown {
  if (typeof v === 'string') {
    const s = relocatePath(v, from, to);
    if (s === undefined) return v;
    count.strings++;
    return s;
  }
  if (typeof v !== 'object' || v === null) return v;
  if (depth >= MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = walk(v[i], from, to, depth + 1, count);
    return v;
  }
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const before = o[k];
    const after = walk(before, from, to, depth + 1, count);
    // defineProperty, not assignment: JSON.parse makes `__proto__` an own key, and `o[k] = …` would call its setter.
    if (after !== before)
      Object.defineProperty(o, k, { value: after, writable: true, enumerable: true, configurable: true });
  }
  return o;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** What JSON counts as blank besides the newline that ends a line: space, tab, carriage return. */
const BLANK = new Set([0x20, 0x09, 0x0d]);

/**
 * One line (without its newline): the re-serialised line with its strings relocated; `kept` when
 * it was not looked into (not UTF-8, not JSON, too deep); `same` when nothing in it changed.
 */
export function relocateLine(
  line: Buffer | string,
  from: string,
  to: string,
): { text: string; strings: number } | 'same' | 'kept' {
  // A quick look first: most lines of a long session do not hold the root. Without a backslash no
  // string can spell it with escapes (`\/`, `\u0070`), so a line without its plain text holds none.
  if (!line.includes(from) && !line.includes('\\')) return 'same';
  let text: string;
  try {
    text = typeof line === 'string' ? line : utf8.decode(line);
  } catch {
    return 'kept';
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'kept';
  }
  const count = { strings: 0 };
  try {
    value = walk(value, from, to, 0, count);
  } catch (err) {
    if (err instanceof TooDeep) return 'kept';
    throw err;
  }
  if (count.strings === 0) return 'same';
  // JSON.parse takes surrounding blanks (a CRLF line's '\r'): they stay where they were. (Counted
  // by hand: a `/\s*$/` search backtracks quadratically over a long run of blanks inside a line.)
  let start = 0;
  let end = text.length;
  while (start < end && BLANK.has(text.charCodeAt(start))) start++;
  while (end > start && BLANK.has(text.charCodeAt(end - 1))) end--;
  return { text: text.slice(0, start) + JSON.stringify(value) + text.slice(end), strings: count.strings };
}

const NEWLINE = Buffer.from('\n');

/**
 * The lines of a byte stream, each gathered (up to `maxLine` bytes), relocated and written with
 * its newline; a longer line goes through as its bytes arrive, never gathered.
 */
class LineRelocator extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Inside a line longer than maxLine: its bytes go straight through. */
  private passing = false;
  private written = 0;
  /** What one chunk produced, pushed as one buffer (a push per line: 5.1 s instead of 2.3 s for 100 MB). */
  private produced: Buffer[] = [];

  constructor(
    private readonly o: RelocateOptions,
    readonly report: RelocateReport,
    private readonly maxLine: number,
    private readonly maxOut: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      let at = 0;
      for (let nl = chunk.indexOf(0x0a, at); nl >= 0; nl = chunk.indexOf(0x0a, at)) {
        this.gather(chunk.subarray(at, nl));
        this.endLine(true);
        at = nl + 1;
      }
      if (at < chunk.length) this.gather(chunk.subarray(at));
      this.pushProduced();
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.pendingBytes > 0 || this.passing) this.endLine(false);
      this.pushProduced();
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  private out(b: Buffer): void {
    this.written += b.length;
    if (this.written > this.maxOut)
      throw new CheckpointError(
        'TOO_LARGE',
        `the relocated transcript would exceed ${this.maxOut} bytes (from ${this.o.from} to ${this.o.to})`,
      );
    if (b.length > 0) this.produced.push(b);
  }

  private pushProduced(): void {
    if (this.produced.length > 0)
      this.push(this.produced.length === 1 ? this.produced[0] : Buffer.concat(this.produced));
    this.produced = [];
  }

  private gather(piece: Buffer): void {
    if (this.passing) return this.out(piece);
    if (this.pendingBytes + piece.length <= this.maxLine) {
      this.pending.push(piece);
      this.pendingBytes += piece.length;
      return;
    }
    // Too long to look into: what was gathered and the rest of the line go through unchanged.
    for (const b of this.pending) this.out(b);
    this.out(piece);
    this.pending = [];
    this.pendingBytes = 0;
    this.passing = true;
    this.report.keptUnparsed++;
  }

  /** The gathered line, decided and written (its newline too, when it had one). */
  private endLine(newline: boolean): void {
    const line = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    if (this.passing) this.passing = false;
    else {
      const r = line.length === 0 ? 'same' : relocateLine(line, this.o.from, this.o.to);
      if (r === 'kept') this.report.keptUnparsed++;
      if (typeof r === 'object') {
        this.report.rewrittenLines++;
        this.report.rewrittenStrings += r.strings;
        this.out(Buffer.from(r.text, 'utf8'));
      } else this.out(line);
    }
    this.report.lines++;
    if (newline) this.out(NEWLINE);
  }
}

/**
 * A stream of JSONL bytes → the same lines relocated (see the module's comment). `report` fills
 * as it goes; a line longer than `maxLineBytes` is passed through as it arrives, never gathered.
 */
export function relocateStream(o: RelocateOptions): { stream: Transform; report: RelocateReport } {
  for (const [what, root] of [
    ['old root', o.from],
    ['new root', o.to],
  ] as const) {
    const why = relocationRootProblem(root);
    if (why)
      throw new CheckpointError(
        'INVALID_DATA',
        `cannot relocate a transcript: the ${what} ${JSON.stringify(root.slice(0, 200))} is ${why}`,
      );
  }
  const report: RelocateReport = {
    from: o.from,
    to: o.to,
    lines: 0,
    rewrittenLines: 0,
    rewrittenStrings: 0,
    keptUnparsed: 0,
  };
  const stream = new LineRelocator(
    o,
    report,
    o.maxLineBytes ?? MAX_LINE_BYTES,
    o.maxOutputBytes ?? Number.POSITIVE_INFINITY,
  );
  return { stream, report };
}

/**
 * `input` relocated into the new file `output` (created 0600, never overwritten), streamed. The
 * output may grow to twice the input plus 16 MiB unless `maxOutputBytes` says otherwise; beyond
 * that it is TOO_LARGE, and `output` is left for the caller to discard.
 */
export async function relocateTranscript(input: string, output: string, o: RelocateOptions): Promise<RelocateReport> {
  const maxOutputBytes = o.maxOutputBytes ?? (await stat(input)).size * 2 + 16 * MiB;
  const { stream, report } = relocateStream({ ...o, maxOutputBytes });
  await pipeline(
    createReadStream(input, { highWaterMark: MiB }),
    stream,
    createWriteStream(output, { flags: 'wx', mode: 0o600 }),
  );
  return report;
}
