import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { compressStream, decompressStream } from '../../platform/codec.js';
import type { StorageBackend } from '../../storage/backend.js';
import { CONTENT_INDEX, contentIndexKey, packKey } from '../../storage/layout.js';
import { parseIndexDoc, sha256Hex, type IndexDoc, type PackRecord } from './format.js';

/** Where a blob lies: its pack, and its place in the decompressed pack. */
export interface BlobPlace {
  pack: string;
  offset: number;
  length: number;
}

/**
 * The volume's content index: every index file under `content/index/`, merged. A blob found in
 * two packs (two captures stored it at once) is found in either.
 */
export class ContentIndex {
  readonly blobs = new Map<string, BlobPlace>();
  readonly packs = new Map<string, PackRecord>();
  /** The index files read (their keys). */
  readonly files: string[] = [];
  /** Index files that could not be read (a damaged volume): their packs are unknown. */
  readonly problems: { key: string; error: string }[] = [];

  add(rec: PackRecord): void {
    this.packs.set(rec.id, rec);
    for (const [id, offset, length] of rec.blobs) if (!this.blobs.has(id)) this.blobs.set(id, { pack: rec.id, offset, length });
  }

  has(id: string): boolean {
    return this.blobs.has(id);
  }

  /** The place of a blob, or an INVALID_DATA error naming it. */
  place(id: string): BlobPlace {
    const p = this.blobs.get(id);
    if (!p) throw new CheckpointError('INVALID_DATA', `blob ${id} is in no pack of the volume's index`, 'the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint');
    return p;
  }
}

/** Reads every index file (8 at a time). Unreadable ones are listed in `problems`, not thrown. */
export async function loadContentIndex(store: StorageBackend): Promise<ContentIndex> {
  const index = new ContentIndex();
  const keys = (await store.list(CONTENT_INDEX)).filter((k) => k.endsWith('.json'));
  let next = 0;
  const work = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        const buf = await store.get(key);
        if (!buf) continue; // removed meanwhile (a garbage collection consolidated it)
        const doc = parseIndexDoc(buf, `${store.location}/${key}`);
        for (const rec of doc.packs) index.add(rec);
        index.files.push(key);
      } catch (err) {
        index.problems.push({ key, error: errorMessage(err) });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, work));
  index.files.sort();
  return index;
}

/** Stores an index document under the hash of its bytes; returns its key. */
export async function putIndexDoc(store: StorageBackend, packs: PackRecord[]): Promise<{ key: string; size: number }> {
  const doc: IndexDoc = { version: 1, packs };
  const text = `${JSON.stringify(doc)}\n`;
  const key = contentIndexKey(sha256Hex(text));
  const r = await store.put(key, text);
  return { key, size: r.size };
}

/** The blob at `offset`/`length` of a decompressed pack, checked against its id (INVALID_DATA otherwise). */
export function blobIn(raw: Buffer, pack: string, id: string, offset: number, length: number): Buffer {
  const blob = raw.subarray(offset, offset + length);
  if (sha256Hex(blob) !== id) throw new CheckpointError('INVALID_DATA', `blob ${id} in pack ${pack} is damaged`, 'run `pai-checkpoint verify --all --read-data`; restore an earlier checkpoint');
  return blob;
}

/** One pack's stored bytes, checked against its name and recorded size. */
export async function fetchPack(store: StorageBackend, rec: PackRecord): Promise<Buffer> {
  const key = packKey(rec.id);
  const buf = await store.get(key);
  if (!buf) throw new CheckpointError('INVALID_DATA', `pack ${rec.id} is missing from ${store.location}`, 'the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint');
  if (buf.length !== rec.size || sha256Hex(buf) !== rec.id) throw new CheckpointError('INVALID_DATA', `pack ${rec.id} on ${store.location} is damaged (its bytes do not match its name)`, 'run `pai-checkpoint verify --all`; restore an earlier checkpoint');
  return buf;
}

function rawMismatch(rec: PackRecord, got: number): CheckpointError {
  return new CheckpointError('INVALID_DATA', `pack ${rec.id} decompresses to ${got} bytes, its index says ${rec.raw}`, 'run `pai-checkpoint verify --all`');
}

/** One pack, decompressed (checked against its name and its recorded size). */
export async function readPack(store: StorageBackend, rec: PackRecord): Promise<Buffer> {
  const stored = await fetchPack(store, rec);
  const raw = await buffer(decompressStream({ stream: Readable.from([stored]) }, { name: `pack ${rec.id}`, maxBytes: rec.raw, tooLarge: () => rawMismatch(rec, rec.raw + 1), purpose: 'read workspace content' }));
  if (raw.length !== rec.raw) throw rawMismatch(rec, raw.length);
  return raw;
}

/**
 * Many packs decompressed through ONE zstd process (concatenated zstd frames decompress to the
 * concatenation): a restore of forty packs starts one process, not forty. Each pack's stored
 * bytes are checked before they are fed; the output is cut at the recorded sizes.
 */
export async function* readPacks(store: StorageBackend, recs: PackRecord[]): AsyncGenerator<{ rec: PackRecord; raw: Buffer }> {
  for (const rec of recs) if (rec.raw === 0) yield { rec, raw: Buffer.alloc(0) };
  const packs = recs.filter((r) => r.raw > 0);
  if (packs.length === 0) return;
  async function* feed(): AsyncGenerator<Buffer> {
    for (const rec of packs) yield await fetchPack(store, rec);
  }
  const total = packs.reduce((n, r) => n + r.raw, 0);
  const out = decompressStream({ stream: Readable.from(feed()) }, { name: 'workspace packs', maxBytes: total, tooLarge: () => new CheckpointError('INVALID_DATA', 'workspace packs decompress to more bytes than their index records', 'run `pai-checkpoint verify --all`'), purpose: 'read workspace content' });
  let at = 0;
  let pending: Buffer[] = [];
  let have = 0;
  try {
    for await (const chunk of out) {
      // Past the last pack there is no more output: maxBytes (their sum) stops it first.
      for (let c = chunk as Buffer; c.length > 0 && at < packs.length; ) {
        const rec = packs[at]!;
        const take = c.subarray(0, rec.raw - have);
        pending.push(take);
        have += take.length;
        c = c.subarray(take.length);
        if (have < rec.raw) continue;
        yield { rec, raw: pending.length === 1 ? pending[0]! : Buffer.concat(pending) };
        pending = [];
        have = 0;
        at++;
      }
    }
  } finally {
    out.destroy();
  }
  if (at < packs.length) throw rawMismatch(packs[at]!, have);
}

export interface PackWriterOptions {
  level?: number | undefined;
  /** Decompressed bytes after which a pack is sealed (default 8 MiB). */
  target?: number | undefined;
  /** Fail once the packs stored pass this many bytes (a local volume's limit). */
  maxBytes?: number | undefined;
  tooLarge?: (() => Error) | undefined;
}

export const PACK_TARGET = 8 * 1024 * 1024;

/**
 * Groups new blobs into packs of a few MB (an object store charges per request: the first
 * checkpoint of 20,000 files is tens of objects), compresses each pack (two at a time, so reading
 * goes on while zstd works) and stores it under its hash. `finish` stores the index file of what
 * was written: packs first, index next, the manifest last.
 */
export class PackWriter {
  private buffers: Buffer[] = [];
  private entries: [string, number, number][] = [];
  private raw = 0;
  private readonly ids = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;
  readonly written: PackRecord[] = [];
  storedBytes = 0;

  constructor(
    private readonly store: StorageBackend,
    private readonly o: PackWriterOptions = {},
  ) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Adds a blob (once per id); waits when two packs are being compressed already. */
  async add(id: string, data: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.ids.has(id)) return;
    this.ids.add(id);
    this.entries.push([id, this.raw, data.length]);
    this.buffers.push(data);
    this.raw += data.length;
    if (this.raw >= (this.o.target ?? PACK_TARGET)) await this.seal();
  }

  /** Starts storing the pack being filled (if any); waits while two are on their way. */
  async seal(): Promise<void> {
    if (this.entries.length > 0) {
      const job = this.store1(this.buffers, this.entries, this.raw).catch((err: unknown) => {
        this.failure ??= err;
      });
      this.inFlight.add(job);
      void job.finally(() => this.inFlight.delete(job));
      this.buffers = [];
      this.entries = [];
      this.raw = 0;
    }
    while (this.inFlight.size >= 2) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
  }

  private async store1(buffers: Buffer[], blobs: [string, number, number][], raw: number): Promise<void> {
    const packed = await buffer(compressStream({ stream: Readable.from(buffers) }, { level: this.o.level ?? 3, purpose: 'store workspace content' }));
    const id = sha256Hex(packed);
    this.storedBytes += packed.length;
    if (this.o.maxBytes !== undefined && this.storedBytes > this.o.maxBytes) throw this.o.tooLarge?.() ?? new CheckpointError('TOO_LARGE', 'workspace content too large');
    await this.store.put(packKey(id), packed);
    this.written.push({ id, size: packed.length, raw, blobs });
  }

  /** Stores what is left, waits for every pack, then the index file of this writer's packs. */
  async finish(): Promise<{ packs: PackRecord[]; indexKey?: string; bytes: number }> {
    await this.seal();
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
    if (this.written.length === 0) return { packs: [], bytes: 0 };
    const idx = await putIndexDoc(this.store, this.written);
    return { packs: this.written, indexKey: idx.key, bytes: this.storedBytes + idx.size };
  }
}
