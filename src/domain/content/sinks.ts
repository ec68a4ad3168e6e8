import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { sha256Hex } from '../../core/hash.js';
import { compressWithCommand, zstdOnPath } from '../../platform/codec.js';
import { distFile } from '../../platform/dist-file.js';
import { packZstd } from '../../platform/pack-zstd.js';

import { PACK_CAPACITY, PACK_TARGET, type PackWriter } from './repo.js';

/**
 * Where a capture puts the blobs it reads: hashed, deduplicated against the volume and packed.
 * Files are read straight into `room` and `keep` says which file the bytes belong to; the blob
 * ids of every file are known once `finish` returns.
 *
 * Two sinks: inline (hashing and compressing in this thread: a one-file change costs no thread
 * start) and worker threads (a first capture: reading on this thread, hashing and compressing in one
 * worker per core — the work of a 313 MB tree is ~0.3 s of reads and ~0.55 s of sha256 and zstd).
 */
export interface BlobSink {
  /** Room for the next blob (valid until the next call). */
  room(size: number): Buffer;
  /** The first `length` bytes of the room are the next blob of file number `file`. */
  keep(file: number, length: number): void;
  /** A blob held elsewhere (a chunk of a large file), copied in. */
  add(file: number, data: Buffer): Promise<void>;
  /** `drain` should be awaited before the next `room`. */
  readonly busy: boolean;
  drain(): Promise<void>;
  /** Every blob handed over: each file's blob ids, in order. */
  finish(): Promise<string[][]>;
  /** Stops the worker, if any (after a failure). */
  close(): void;
}

/** Hashes and packs in this thread, into the writer's own room (no copy). */
export class InlineSink implements BlobSink {
  private readonly lists: string[][] = [];
  private last: Buffer | undefined;

  constructor(
    private readonly writer: PackWriter,
    private readonly known: (id: string) => boolean,
  ) {}

  get busy(): boolean {
    return this.writer.sealed;
  }

  room(size: number): Buffer {
    return (this.last = this.writer.room(size));
  }

  keep(file: number, length: number): void {
    const id = sha256Hex(this.last!.subarray(0, length));
    (this.lists[file] ??= []).push(id);
    if (!this.known(id)) this.writer.commit(id, length);
  }

  async add(file: number, data: Buffer): Promise<void> {
    const id = sha256Hex(data);
    (this.lists[file] ??= []).push(id);
    if (!this.known(id)) await this.writer.add(id, data);
  }

  drain(): Promise<void> {
    return this.writer.drain();
  }

  async finish(): Promise<string[][]> {
    return this.lists;
  }

  close(): void {}
}

/** A batch handed to the pack worker: a filled buffer and its blobs as (offset, length) pairs; their ids when this thread hashed them. */
interface Batch {
  buf: ArrayBuffer;
  slots: number[];
  ids?: string[] | undefined;
}

/** Each slot's sha256. */
function hashSlots(bytes: Uint8Array, slots: number[]): string[] {
  const ids: string[] = [];
  for (let i = 0; i < slots.length; i += 2) ids.push(sha256Hex(bytes.subarray(slots[i]!, slots[i]! + slots[i + 1]!)));
  return ids;
}

/** The worker's answer: each slot's id, and the pack of the new ones (compacted to the buffer's start). */
interface Packed {
  buf: ArrayBuffer;
  ids: string[];
  kept: [string, number, number][];
  raw: number;
  packed: Uint8Array | null;
  /** What compressed it: 'zstd' (the command) or packZstd's name. */
  codec: string | null;
}

/** Pack workers a capture starts at most (each holds a zstd context and a pack buffer in flight). */
const MAX_WORKERS = 4;

/**
 * Pack workers for this machine: one per core but the reading thread's. On two cores, one: the
 * zstd command's processes (for data that compresses slowly, see COMMAND_RATIO) already run
 * beside it, and a second worker measured slower on antd's first capture (1.24–2.40 s against
 * 1.03–1.07 s: one more thread start and heap, and no idle core to run it on).
 */
function packWorkerCount(): number {
  return Math.max(1, Math.min(MAX_WORKERS, availableParallelism() - 1));
}

/** A batch in a worker: each blob's file and its place among that file's blobs (answers of different workers interleave). */
interface InFlight {
  files: number[];
  at: number[];
}

/** One pack worker and its batches, oldest first (a worker answers in order). */
interface PackThread {
  worker: Worker;
  waiting: InFlight[];
}

/**
 * Hashes, deduplicates and compresses in worker threads (dist/pack-worker.cjs); this thread reads
 * files into pooled buffers, transferred (not copied) both ways, hands each batch to the least
 * busy worker, and stores the packs that come back. Each worker deduplicates against the volume
 * and its own batches; a blob two workers both kept (the same content read into two batches) is
 * indexed once — the other copy's bytes stay in its pack, unreferenced, until a collection.
 */
export class WorkerSink implements BlobSink {
  private readonly lists: string[][] = [];
  /** Blobs handed over per file so far. */
  private readonly counts: number[] = [];
  private readonly codecs = new Set<string>();
  private readonly free: Buffer[] = [];
  private made = 0;
  private cur: Buffer | undefined;
  private raw = 0;
  private slots: number[] = [];
  private batch: InFlight = { files: [], at: [] };
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  /** Buffers going round: one being filled, one in each worker, one spare. */
  private readonly pool: number;
  busy = false;

  private constructor(
    private readonly threads: PackThread[],
    private readonly writer: PackWriter,
  ) {
    this.pool = threads.length + 2;
    for (const t of threads) {
      t.worker.on('message', (m: Packed) => this.answer(t, m));
      t.worker.on('error', (err) => this.fail(err));
      t.worker.on('exit', (code) => {
        if (t.waiting.length > 0) this.fail(new Error(`exited with code ${code}`));
      });
    }
  }

  /** A worker sink, or undefined when the worker script is not there (the caller goes inline). */
  static start(
    writer: PackWriter,
    known: Iterable<string>,
    level: number,
    workers = packWorkerCount(),
  ): WorkerSink | undefined {
    const file = distFile('pack-worker.cjs');
    if (!file) return undefined;
    const ids = [...known];
    const cli = zstdOnPath(); // (found here: a file test per PATH entry, once)
    const command = cli?.kind === 'cli' ? cli.command : undefined;
    const threads = Array.from({ length: Math.max(1, workers) }, () => ({
      worker: new Worker(file, { workerData: { known: ids, level, command } }),
      waiting: [],
    }));
    return new WorkerSink(threads, writer);
  }

  /** Worker threads started. */
  get workers(): number {
    return this.threads.length;
  }

  /** What compressed the packs so far ('wasm', 'zstd', …; 'wasm+zstd' when both did). */
  get codec(): string | undefined {
    return this.codecs.size > 0 ? [...this.codecs].sort().join('+') : undefined;
  }

  room(size: number): Buffer {
    if (this.raw + size > PACK_CAPACITY) this.post();
    this.cur ??= this.free.pop() ?? (this.made++, Buffer.from(new ArrayBuffer(PACK_CAPACITY)));
    return this.cur.subarray(this.raw, this.raw + size);
  }

  keep(file: number, length: number): void {
    this.slots.push(this.raw, length);
    this.batch.files.push(file);
    this.batch.at.push(this.place(file));
    this.raw += length;
    if (this.raw >= PACK_TARGET) this.post();
  }

  async add(file: number, data: Buffer): Promise<void> {
    if (data.length > PACK_CAPACITY) {
      // Larger than a pack (a small file that grew past it since the listing): a batch of its own.
      this.post();
      const own = Buffer.from(new ArrayBuffer(data.length));
      data.copy(own);
      this.send(own, [0, data.length], { files: [file], at: [this.place(file)] });
    } else {
      data.copy(this.room(data.length));
      this.keep(file, data.length);
    }
    if (this.busy) await this.drain();
  }

  /** Waits until a buffer is free for the next batch (and the writer has room); throws a failure. */
  async drain(): Promise<void> {
    this.busy = false;
    await new Promise((r) => setImmediate(r));
    while (!this.failure && this.starved() && this.inFlight() > 0) await new Promise<void>((r) => (this.wake = r));
    if (this.failure) throw this.failure;
    await this.writer.drain();
  }

  async finish(): Promise<string[][]> {
    this.post();
    while (!this.failure && this.inFlight() > 0) await new Promise<void>((r) => (this.wake = r));
    this.close();
    if (this.failure) throw this.failure;
    return this.lists;
  }

  close(): void {
    for (const t of this.threads) void t.worker.terminate();
  }

  private place(file: number): number {
    const n = this.counts[file] ?? 0;
    this.counts[file] = n + 1;
    return n;
  }

  private inFlight(): number {
    let n = 0;
    for (const t of this.threads) n += t.waiting.length;
    return n;
  }

  /** No buffer to read the next batch into. */
  private starved(): boolean {
    return this.free.length === 0 && this.made >= this.pool;
  }

  /**
   * Hands the batch being filled to a worker. When this thread would next wait for a buffer
   * (the workers are behind), it hashes the batch itself first: hashing and compressing are shared
   * between the threads as each has time (one worker alone was the first capture's bottleneck).
   */
  private post(): void {
    if (this.slots.length === 0) return;
    const wouldWait = this.inFlight() > 0 && this.starved();
    this.send(this.cur!, this.slots, this.batch, wouldWait ? hashSlots(this.cur!, this.slots) : undefined);
    this.cur = undefined;
    this.raw = 0;
    this.slots = [];
    this.batch = { files: [], at: [] };
  }

  private send(bytes: Buffer, slots: number[], batch: InFlight, ids?: string[]): void {
    const buf = bytes.buffer as ArrayBuffer;
    let t = this.threads[0]!;
    for (const u of this.threads) if (u.waiting.length < t.waiting.length) t = u;
    t.worker.postMessage({ buf, slots, ids } satisfies Batch, [buf]);
    t.waiting.push(batch);
    this.busy = true;
  }

  private answer(t: PackThread, m: Packed): void {
    const { files, at } = t.waiting.shift()!;
    for (let i = 0; i < files.length; i++) (this.lists[files[i]!] ??= [])[at[i]!] = m.ids[i]!;
    if (m.buf.byteLength === PACK_CAPACITY) this.free.push(Buffer.from(m.buf)); // (an odd-sized one is dropped)
    if (m.codec) this.codecs.add(m.codec);
    const kept = m.kept.filter(([id]) => !this.writer.has(id)); // (another worker kept it first)
    if (m.packed && kept.length > 0)
      this.writer.storePacked(Buffer.from(m.packed.buffer, m.packed.byteOffset, m.packed.byteLength), m.raw, kept);
    this.wake?.();
  }

  private fail(err: Error): void {
    this.failure ??= new CheckpointError('IO', `the pack worker failed: ${errorMessage(err)}`);
    this.wake?.();
  }
}

/**
 * A pack whose sample compresses to more than this share of its size goes to the zstd command:
 * such data (real code: antd's packs shrink 4×) costs zstd in WebAssembly ~85 ms per 8 MiB pack
 * against ~50 ms native, more than a child process costs (~6 ms of this process's CPU to start);
 * data that shrinks past it (the bench tree's packs shrink 100×) compresses in WebAssembly in
 * ~7 ms per pack, less than the child would cost. Decided by a ratio, not a clock, so the choice
 * is the same on a loaded machine.
 */
const COMMAND_RATIO = 1 / 8;
/** The sample: this many bytes from each of SAMPLES places spread over the pack. */
const SAMPLE_BYTES = 32 * 1024;
const SAMPLES = 4;

/** Whether `bytes` compress poorly (see COMMAND_RATIO), judged by compressing a sample (~1 ms). */
function compressesPoorly(bytes: Uint8Array, level: number): boolean {
  const sample =
    bytes.length <= SAMPLE_BYTES * SAMPLES
      ? bytes
      : Buffer.concat(
          Array.from({ length: SAMPLES }, (_, i) => {
            const at = Math.floor(((bytes.length - SAMPLE_BYTES) * i) / (SAMPLES - 1));
            return bytes.subarray(at, at + SAMPLE_BYTES);
          }),
        );
  return packZstd().compress(sample, level).length > sample.length * COMMAND_RATIO;
}

/** Compresses one batch's kept bytes by the zstd command (by packZstd if the command fails). */
async function viaCommand(bytes: Uint8Array, level: number, command: string): Promise<[Buffer, string]> {
  const packed = await compressWithCommand(command, bytes, level).catch(() => undefined);
  return packed ? [packed, 'zstd'] : [packZstd().compress(bytes, level), packZstd().name];
}

/** Hashes each slot of a batch (unless this thread did) and moves the new blobs to the buffer's start. */
function keepNew({ buf, slots, ids }: Batch, known: Set<string>): Packed {
  const bytes = Buffer.from(buf);
  const out: Packed = { buf, ids: [], kept: [], raw: 0, packed: null, codec: null };
  for (let i = 0; i < slots.length; i += 2) {
    const at = slots[i]!;
    const length = slots[i + 1]!;
    const id = ids?.[i >> 1] ?? sha256Hex(bytes.subarray(at, at + length));
    out.ids.push(id);
    if (known.has(id)) continue;
    known.add(id);
    if (at !== out.raw) bytes.copyWithin(out.raw, at, at + length); // compacted: never overlaps forward
    out.kept.push([id, out.raw, length]);
    out.raw += length;
  }
  return out;
}

/**
 * The worker thread's side (dist/pack-worker.cjs): hash each slot, keep the new blobs, compress
 * them — in this thread (packZstd), or by the zstd command (`command`, when the main thread found
 * it on PATH) when they compress poorly. Answers go back in the order the batches came, each
 * with its buffer.
 */
export function packWorkerMain(): void {
  const { known: ids, level, command } = workerData as { known: string[]; level: number; command?: string };
  const known = new Set(ids);
  let tail = Promise.resolve();
  parentPort!.on('message', (batch: Batch) => {
    const out = keepNew(batch, known);
    const kept = new Uint8Array(batch.buf, 0, out.raw);
    let packed: Promise<[Uint8Array, string] | null> = Promise.resolve(null);
    if (out.raw > 0 && command !== undefined && compressesPoorly(kept, level))
      packed = viaCommand(kept, level, command);
    else if (out.raw > 0) packed = Promise.resolve([packZstd().compress(kept, level), packZstd().name]);
    tail = tail
      .then(() => packed)
      .then((p) => {
        [out.packed, out.codec] = p ?? [null, null];
        parentPort!.postMessage(out, [batch.buf]);
      });
  });
}
