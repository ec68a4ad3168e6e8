import { openRegular } from '../../core/regular.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * Content-defined chunking for large files (FastCDC's gear hash): a cut falls where the rolling
 * hash of the last bytes matches a mask, so an insertion early in a file moves only the chunks
 * around it and the rest dedupe. Files up to SMALL_FILE are one blob (most source files).
 */
export const SMALL_FILE = 1024 * 1024;
const MIN = 256 * 1024;
const MAX = 4 * 1024 * 1024;
/** 20 bits: an average chunk of ~1 MiB past the minimum. */
const MASK = (1 << 20) - 1;

const GEAR = (() => {
  // A fixed table (xorshift32 from a fixed seed): chunk boundaries must be the same on every machine.
  const t = new Uint32Array(256);
  let x = 0x9e3779b9;
  for (let i = 0; i < 256; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    t[i] = x;
  }
  return t;
})();

/** The table's bits as int32s: the rolling hash stays an int32 (V8 keeps an unsigned 32-bit value as a double: ~2× slower in a fresh process). */
const GEAR32 = new Int32Array(GEAR.buffer);

/** Where the chunk starting at `start` ends (exclusive), looking at no more than `end`; `end` when no cut is found and `final`. */
function cutPoint(buf: Uint8Array, start: number, end: number, final: boolean): number | undefined {
  const limit = Math.min(end, start + MAX);
  let h = 0;
  for (let i = start + MIN; i < limit; i++) {
    h = ((h << 1) + GEAR32[buf[i]!]!) | 0; // the same low 32 bits as the unsigned sum: the same cuts
    if ((h & MASK) === 0) return i + 1;
  }
  if (limit === start + MAX) return limit;
  return final ? end : undefined;
}

/**
 * Calls `onChunk` with each chunk of a file, in order (a view, valid until the call settles); reads
 * it in windows (memory stays bounded). Returns the bytes read. The file must still be a regular
 * file (INVALID_DATA otherwise: a FIFO put in its place would block); ENOENT when it is gone.
 */
export async function chunkFile(path: string, onChunk: (chunk: Buffer) => Promise<void>): Promise<number> {
  const fh = await openRegular(path, { noFollow: true });
  if (!fh) throw Object.assign(new Error(`${path} is gone`), { code: 'ENOENT' });
  try {
    const buf = Buffer.allocUnsafe(2 * MAX);
    let have = 0;
    let total = 0;
    let eof = false;
    for (;;) {
      while (!eof && have < buf.length) {
        const { bytesRead } = await fh.read(buf, have, buf.length - have, null);
        if (bytesRead === 0) eof = true;
        have += bytesRead;
        total += bytesRead;
      }
      let start = 0;
      for (;;) {
        if (start >= have) break;
        const cut = cutPoint(buf, start, have, eof);
        if (cut === undefined) break;
        await onChunk(buf.subarray(start, cut));
        start = cut;
      }
      if (eof) return total;
      buf.copy(buf, 0, start, have);
      have -= start;
    }
  } finally {
    await fh.close();
  }
}

/** The blob ids a file's bytes are stored as (what its tree entry lists): none when empty, one up to SMALL_FILE, else its chunks'. */
export function blobIdsOf(data: Buffer): string[] {
  if (data.length === 0) return [];
  if (data.length <= SMALL_FILE) return [sha256Hex(data)];
  const ids: string[] = [];
  for (let start = 0; start < data.length;) {
    const cut = cutPoint(data, start, data.length, true)!;
    ids.push(sha256Hex(data.subarray(start, cut)));
    start = cut;
  }
  return ids;
}
