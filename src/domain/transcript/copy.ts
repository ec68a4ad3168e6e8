import {
  closeSync,
  createReadStream,
  createWriteStream,
  fstatSync,
  openSync,
  readSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { ensureDir } from '../../core/atomic.js';
import { openRegularSync } from '../../core/regular.js';
import { redactSecretPatterns } from '../../core/redact.js';
import { compressStream } from '../../platform/codec.js';
import { markOf, readLocal, stillMarked, writeLocal, type TranscriptMark } from './local.js';

/**
 * The transcript a checkpoint stores (`transcript.jsonl.zst`), kept up to date on this machine
 * (transcript/local.ts's files) instead of compressed whole at every capture: Claude Code only
 * appends to it, so each capture compresses (and redacts) only the lines added since the last one,
 * as zstd frames appended to the local copy (concatenated frames are one zstd stream), and the part
 * is that file, read at disk speed. A 2.2 GB transcript took ~45 s to redact and compress whole;
 * appending a turn takes milliseconds. The copy covers whole lines only (a last line Claude Code is
 * still writing waits for the next capture), in frames of at most SLICE_BYTES (each frame fits the
 * zstd binding's limit on restore), and a capture appends only until its deadline: a copy not done
 * by then is kept and the next capture goes on from where it stopped.
 */
export interface CopyState {
  v: 1;
  /** The transcript up to `mark.offset` is in the copy. */
  mark: TranscriptMark;
  /** Secrets were redacted (`[capture] redact_secrets`); a copy made otherwise is started again. */
  redacted: boolean;
  level: number;
  /** The copy's size: whole frames up to here (a capture killed while appending left more: cut). */
  bytes: number;
  /** What the copy decompresses to (redaction may change the length): bounds what a restore expands. */
  expanded: number;
}

export interface CopyResult {
  /** The local copy (zstd): `bytes` of it are whole frames. */
  file: string;
  /** Every complete line the transcript had when the capture began is in it. */
  complete: boolean;
  /** Transcript bytes in the copy, and the end of the transcript's last complete line. */
  covered: number;
  end: number;
  bytes: number;
  expanded: number;
}

interface CopyOptions {
  redact: boolean;
  level: number;
  /** `Date.now()` after which no slice is started. */
  deadline: number;
  /** The largest slice compressed as one frame (tests lower it). */
  sliceBytes?: number;
  /** At most this many slices (tests stop a copy half way without a clock). */
  maxSlices?: number;
}

/** Raw bytes compressed as one frame: well under the 64 MiB a frame may expand to when restored with the binding (platform/codec.ts). */
const SLICE_BYTES = 32 * 1024 * 1024;
const WINDOW = 1024 * 1024;
const NL = 0x0a;

/**
 * Brings the local copy of `path` up to date, appending slices until `o.deadline`. Undefined when
 * the transcript is not there. Throws what the codec throws (no zstd), and INVALID_DATA for a
 * transcript that is not a regular file.
 */
export async function updateCopy(
  path: string,
  files: { dir: string; copy: string; copyMeta: string },
  o: CopyOptions,
): Promise<CopyResult | undefined> {
  const fd = openRegularSync(path);
  if (fd === undefined) return undefined;
  try {
    let st = fstatSync(fd);
    let state = readLocal<CopyState>(files.copyMeta);
    const size = () => {
      try {
        return statSync(files.copy).size;
      } catch {
        return -1;
      }
    };
    const valid =
      state?.v === 1 &&
      state.redacted === o.redact &&
      state.level === o.level &&
      size() >= state.bytes &&
      stillMarked(path, fd, st, state.mark);
    if (!valid || size() !== state!.bytes) {
      // A copy of another file (or made otherwise) starts again; frames a killed capture left half-written are cut off.
      ensureDir(files.dir);
      if (!valid)
        state = { v: 1, mark: markOf(path, fd, st, 0), redacted: o.redact, level: o.level, bytes: 0, expanded: 0 };
      closeSync(openSync(files.copy, 'a', 0o600));
      truncateSync(files.copy, state!.bytes);
      if (!valid) writeLocal(files.copyMeta, files.dir, state);
    }
    let s = state!;
    const end = lastLineEnd(fd, st.size, s.mark.offset, o.deadline);
    for (
      let n = 0;
      end !== undefined && s.mark.offset < end && Date.now() < o.deadline && n < (o.maxSlices ?? Infinity);
      n++
    ) {
      const from = s.mark.offset;
      const cap = Math.min(end, from + (o.sliceBytes ?? SLICE_BYTES));
      // A slice ends with a line where it can (redaction goes by lines); a line longer than a slice is cut.
      const to = cap === end ? end : (lastLineEnd(fd, cap, from, Infinity) ?? cap);
      const added = await appendSlice(fd, from, to, files.copy, o);
      st = fstatSync(fd);
      s = { ...s, mark: markOf(path, fd, st, to), bytes: size(), expanded: s.expanded + added };
      writeLocal(files.copyMeta, files.dir, s);
    }
    return {
      file: files.copy,
      complete: end !== undefined && s.mark.offset >= end,
      covered: s.mark.offset,
      end: end ?? s.mark.offset,
      bytes: s.bytes,
      expanded: s.expanded,
    };
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the last complete line before `before` ends (just after its newline), looking back no
 * further than `floor`; `floor` itself when there is none after it. Undefined when the deadline
 * passed while looking (a line of gigabytes still being written).
 */
function lastLineEnd(fd: number, before: number, floor: number, deadline: number): number | undefined {
  const buf = Buffer.allocUnsafe(WINDOW);
  for (let to = before; to > floor;) {
    if (Date.now() >= deadline) return undefined;
    const from = Math.max(floor, to - WINDOW);
    const n = readSync(fd, buf, 0, to - from, from);
    const nl = buf.subarray(0, n).lastIndexOf(NL);
    if (nl >= 0) return from + nl + 1;
    to = from;
  }
  return floor;
}

/** Compresses transcript bytes [from, to) as frames appended to `copy` (redacted when asked); returns the bytes they expand to. */
async function appendSlice(fd: number, from: number, to: number, copy: string, o: CopyOptions): Promise<number> {
  const count = { bytes: 0 };
  let input: Readable = createReadStream('', { fd, start: from, end: to - 1, autoClose: false });
  if (o.redact) {
    const raw = input;
    input = raw.pipe(redactLines(count));
    raw.once('error', (err) => input.destroy(err));
  }
  // A failure leaves a half-written frame: the state still names the last whole one, and the next update cuts the copy back to it.
  await pipeline(
    compressStream({ stream: input }, { level: o.level, name: copy, purpose: 'compress the transcript' }),
    createWriteStream(copy, { flags: 'a', mode: 0o600 }),
  );
  return o.redact ? count.bytes : to - from;
}

/** Bytes of a line held before it is redacted and passed on whole-less (a giant tool output: its secrets past this are kept in chunks). */
const REDACT_HOLD = 8 * 1024 * 1024;

/**
 * Redacts well-known secret shapes line by line (core/redact.ts; each line stays JSON). A line
 * longer than REDACT_HOLD is redacted in pieces of that size (a secret across a cut is missed:
 * they are a few dozen bytes, the pieces megabytes).
 */
export function redactLines(count: { bytes: number } = { bytes: 0 }): Transform {
  const utf8 = new StringDecoder('utf8'); // a character cut between two chunks is joined, not spoilt
  let held = '';
  const out = (t: Transform, text: string) => {
    const b = Buffer.from(redactSecretPatterns(text));
    count.bytes += b.length;
    t.push(b);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      held += utf8.write(chunk);
      const nl = held.lastIndexOf('\n');
      if (nl >= 0) {
        out(this, held.slice(0, nl + 1));
        held = held.slice(nl + 1);
      }
      if (held.length > REDACT_HOLD) {
        out(this, held);
        held = '';
      }
      done();
    },
    flush(done) {
      held += utf8.end();
      if (held) out(this, held);
      done();
    },
  });
}
