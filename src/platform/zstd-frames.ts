import { CheckpointError } from '../core/errors.js';

/**
 * Splits a zstd stream at frame boundaries without decompressing it (RFC 8878, section 3), so that
 * a buffer-only decompressor (the @mongodb-js/zstd binding) can be fed one frame at a time and
 * memory stays bounded by the largest frame, not the whole stream.
 *
 * Only headers are read: the frame header (magic, descriptor, window, dictionary id, content
 * size), each block's 3-byte header (last flag, type, size), the optional checksum. Skippable
 * frames are stepped over without being kept. Every frame gets an upper bound of what it can
 * expand to — its recorded content size when the header has one, else the sum of its blocks'
 * bounds (a raw or RLE block regenerates exactly its size, a compressed one at most the block
 * maximum, ≤ 128 KiB) — and a frame whose bound passes `maxFrameBytes` is refused before it is
 * buffered further, so a hostile or merely huge frame cannot exhaust memory.
 */
export interface ZstdFrame {
  /** The whole frame, header to checksum: what one `decompress` call takes. */
  data: Buffer;
  /** Most bytes it can decompress to (exact when `contentSize` is known). */
  bound: number;
  /** Frame_Content_Size, when the header records it. */
  contentSize: number | undefined;
  /** How many blocks of each type it has (raw, RLE, compressed). */
  blocks: [raw: number, rle: number, compressed: number];
}

const MAGIC = 0xfd2fb528;
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE = 0x184d2a50;
/** Block_Maximum_Size is min(Window_Size, 128 KiB). */
const MAX_BLOCK = 128 * 1024;

type State = 'magic' | 'blocks' | 'checksum' | 'skip';

export class ZstdFrameSplitter {
  #queue: Buffer[] = [];
  #queued = 0;
  #offset = 0; // of the queue's first byte in the whole input: for errors
  #state: State = 'magic';
  #skip = 0;
  #frame: Buffer[] = [];
  #frameStart = 0;
  #frameBytes = 0;
  #bound = 0;
  #blocks: ZstdFrame['blocks'] = [0, 0, 0];
  #blockMax = MAX_BLOCK;
  #contentSize: number | undefined;
  #checksum = false;

  /**
   * @param maxFrameBytes most bytes one frame may decompress to (its bound); refused beyond.
   * @param name what the input is, for error messages (a file name).
   * @param tooLarge the error for a frame past `maxFrameBytes` (default: INVALID_DATA naming it).
   */
  constructor(
    readonly maxFrameBytes: number,
    readonly name = 'zstd data',
    private readonly tooLarge?: (frameStart: number, bound: number) => Error,
  ) {}

  /** Feeds input; returns the frames it completed (possibly none). Throws on malformed input. */
  write(chunk: Buffer): ZstdFrame[] {
    if (chunk.length > 0) {
      this.#queue.push(chunk);
      this.#queued += chunk.length;
    }
    const out: ZstdFrame[] = [];
    for (;;) {
      const frame = this.#step();
      if (frame === false) return out;
      if (frame) out.push(frame);
    }
  }

  /** The input has ended: throws if it stopped inside a frame. */
  end(): void {
    if (this.#state !== 'magic' || this.#queued > 0) {
      throw this.#bad(`ends inside a frame (at byte ${this.#offset + this.#queued})`, 'the file is truncated');
    }
  }

  /** One parsing step: a completed frame, undefined (progress, nothing completed) or false (needs more input). */
  #step(): ZstdFrame | undefined | false {
    switch (this.#state) {
      case 'skip': {
        if (this.#queued === 0) return false;
        const n = Math.min(this.#skip, this.#queued);
        this.#take(n, false);
        this.#skip -= n;
        if (this.#skip === 0) this.#state = 'magic';
        return undefined;
      }
      case 'magic':
        return this.#frameHeader();
      case 'blocks':
        return this.#block();
      case 'checksum': {
        if (this.#queued < 4) return false;
        this.#keep(this.#take(4));
        return this.#finish();
      }
    }
  }

  #frameHeader(): undefined | false {
    if (this.#queued < 4) return false;
    const head = this.#peek(Math.min(this.#queued, 14)); // the longest frame header is 14 bytes
    const magic = head.readUInt32LE(0);
    if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE) {
      if (head.length < 8) return false;
      this.#skip = head.readUInt32LE(4);
      this.#take(8);
      this.#state = 'skip';
      return undefined;
    }
    if (magic !== MAGIC)
      throw this.#bad(
        `has no zstd frame at byte ${this.#offset} (magic 0x${magic.toString(16)})`,
        'the file is damaged or not zstd-compressed',
      );
    if (head.length < 5) return false;
    const fhd = head[4]!;
    const fcsFlag = fhd >> 6;
    const singleSegment = (fhd & 0x20) !== 0;
    if (fhd & 0x08)
      throw this.#bad(`has a reserved bit set in the frame header at byte ${this.#offset}`, 'the file is damaged');
    const didSize = [0, 1, 2, 4][fhd & 0x03]!;
    const fcsSize = fcsFlag === 0 ? (singleSegment ? 1 : 0) : [0, 2, 4, 8][fcsFlag]!;
    const size = 5 + (singleSegment ? 0 : 1) + didSize + fcsSize;
    if (head.length < size) return false;
    if (didSize > 0 && readLE(head, 5 + (singleSegment ? 0 : 1), didSize) !== 0) {
      throw this.#bad(
        `needs a zstd dictionary (frame at byte ${this.#offset})`,
        'it was not written by pai-checkpoint; decompress it with the zstd command and its dictionary',
      );
    }
    this.#contentSize = fcsSize === 0 ? undefined : readLE(head, size - fcsSize, fcsSize) + (fcsSize === 2 ? 256 : 0);
    const window = singleSegment ? (this.#contentSize ?? 0) : windowSize(head[5]!);
    this.#blockMax = Math.min(window, MAX_BLOCK);
    this.#checksum = (fhd & 0x04) !== 0;
    this.#frameStart = this.#offset;
    this.#frameBytes = 0;
    this.#bound = 0;
    this.#blocks = [0, 0, 0];
    if (this.#contentSize !== undefined) this.#check(this.#contentSize);
    this.#frame = [];
    this.#keep(this.#take(size));
    this.#state = 'blocks';
    return undefined;
  }

  #block(): ZstdFrame | undefined | false {
    if (this.#queued < 3) return false;
    const h = readLE(this.#peek(3), 0, 3);
    const last = (h & 1) === 1;
    const type = (h >> 1) & 3;
    const size = h >>> 3;
    if (type === 3) throw this.#bad(`has a reserved block type at byte ${this.#offset}`, 'the file is damaged');
    if (size > this.#blockMax)
      throw this.#bad(
        `has a block of ${size} bytes, over the frame's maximum of ${this.#blockMax}, at byte ${this.#offset}`,
        'the file is damaged',
      );
    const body = type === 1 ? 1 : size; // an RLE block stores one byte, repeated `size` times
    if (this.#queued < 3 + body) return false;
    this.#bound += type === 2 ? this.#blockMax : size;
    this.#blocks[type as 0 | 1 | 2]++;
    if (this.#contentSize === undefined) this.#check(this.#bound);
    this.#keep(this.#take(3 + body));
    if (!last) return undefined;
    if (this.#checksum) {
      this.#state = 'checksum';
      return undefined;
    }
    return this.#finish();
  }

  #finish(): ZstdFrame {
    const frame: ZstdFrame = {
      data: Buffer.concat(this.#frame),
      bound: this.#contentSize ?? this.#bound,
      contentSize: this.#contentSize,
      blocks: this.#blocks,
    };
    this.#frame = [];
    this.#state = 'magic';
    return frame;
  }

  /** Adds bytes to the current frame; a frame is never buffered past the limit, whatever its header claims. */
  #keep(bytes: Buffer): void {
    this.#frameBytes += bytes.length;
    this.#check(this.#frameBytes);
    this.#frame.push(bytes);
  }

  #check(bound: number): void {
    if (bound <= this.maxFrameBytes) return;
    throw (
      this.tooLarge?.(this.#frameStart, bound) ??
      this.#bad(
        `has a frame (at byte ${this.#frameStart}) that expands to more than ${this.maxFrameBytes} bytes`,
        'decompress it with the zstd command',
      )
    );
  }

  #bad(what: string, hint: string): CheckpointError {
    return new CheckpointError('INVALID_DATA', `${this.name} ${what}`, hint);
  }

  /** The first `n` bytes (n ≤ queued), without consuming them (joins only the chunks they span). */
  #peek(n: number): Buffer {
    let k = 0;
    for (let have = 0; have < n; k++) have += this.#queue[k]!.length;
    if (k > 1) this.#queue.splice(0, k, Buffer.concat(this.#queue.slice(0, k)));
    return this.#queue[0]!.subarray(0, n);
  }

  /** Consumes the first `n` bytes (n ≤ queued); returns them unless `keep` is false (a skipped frame). */
  #take(n: number, keep = true): Buffer {
    const parts: Buffer[] = [];
    let need = n;
    let whole = 0; // chunks used up: removed at once (shift() per chunk is quadratic on small writes)
    while (need > 0) {
      const chunk = this.#queue[whole]!;
      if (chunk.length <= need) {
        if (keep) parts.push(chunk);
        need -= chunk.length;
        whole++;
      } else {
        if (keep) parts.push(chunk.subarray(0, need));
        this.#queue[whole] = chunk.subarray(need);
        need = 0;
      }
    }
    this.#queue.splice(0, whole);
    this.#queued -= n;
    this.#offset += n;
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}

function readLE(buf: Buffer, at: number, size: number): number {
  let v = 0;
  for (let i = size - 1; i >= 0; i--) v = v * 256 + buf[at + i]!;
  return v;
}

/** Window_Size from the Window_Descriptor byte (exponent 5 bits, mantissa 3 bits). */
function windowSize(descriptor: number): number {
  const base = 2 ** (10 + (descriptor >> 3));
  return base + (base / 8) * (descriptor & 7);
}
