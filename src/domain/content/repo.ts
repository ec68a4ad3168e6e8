import { CheckpointError, errorMessage } from '../../core/errors.js';
import { mapLimit } from '../../core/parallel.js';
import { sha256Hex } from '../../core/hash.js';
import { dictZstd, packZstd } from '../../platform/pack-zstd.js';
import type { StorageBackend } from '../../storage/backend.js';
import { CONTENT_INDEX, contentIndexKey, packKey } from '../../storage/layout.js';
import { DICT_BYTES_MAX, DICT_DEPTH_READ, parseIndexDoc, type IndexDoc, type PackRecord } from './format.js';
import type { BlobLookup } from './known.js';

/** Dictionary blobs kept decompressed by one index (a restore reads a chain's links once), at most. */
const DICT_MEMO_BYTES = 32 * 1024 * 1024;
const DICT_WORK_MAX = 10_000; // packs one depth check may visit (a crafted index's copies could multiply them)

function dictError(pack: string, what: string): CheckpointError {
  return new CheckpointError(
    'INVALID_DATA',
    `pack ${pack}: ${what}`,
    'the volume was damaged or tampered with: run `pai-checkpoint verify --all --read-data`; restore an earlier checkpoint',
  );
}

/** Where a blob lies: its pack, and its place in the decompressed pack. */
interface BlobPlace {
  pack: string;
  offset: number;
  length: number;
}

/**
 * The volume's content index: every index file under `content/index/`, merged. A blob found in
 * two packs (two captures stored it at once) is found in either.
 */
export class ContentIndex implements BlobLookup {
  readonly blobs = new Map<string, BlobPlace>();
  readonly packs = new Map<string, PackRecord>();
  /** A blob's places past the first (two captures stored it at once): a dictionary is read from the shallowest. */
  private readonly copies = new Map<string, BlobPlace[]>();
  /** The index files read (their keys). */
  readonly files: string[] = [];
  /** Index files that could not be read (a damaged volume): their packs are unknown. */
  readonly problems: { key: string; error: string }[] = [];

  add(rec: PackRecord): void {
    this.packs.set(rec.id, rec);
    for (const [id, offset, length] of rec.blobs) {
      const first = this.blobs.get(id);
      if (!first) this.blobs.set(id, { pack: rec.id, offset, length });
      else if (first.pack !== rec.id)
        this.copies.set(id, [...(this.copies.get(id) ?? []), { pack: rec.id, offset, length }]);
    }
  }

  has(id: string): boolean {
    return this.blobs.has(id);
  }

  ids(): Iterable<string> {
    return this.blobs.keys();
  }

  private readonly depths = new Map<string, number>();
  private readonly memo = new Map<string, Buffer>();
  private memoBytes = 0;
  private work = 0; // packs one `depth` call visited (DICT_WORK_MAX)
  /** The last pack a dictionary blob was read from, decompressed (a small change's files often share one). */
  private lastPack: { id: string; raw: Buffer } | undefined;

  /**
   * A pack's dictionary depth (0: none), its chain checked on the way: every dictionary blob in
   * a pack of the index, no cycle, no deeper than DICT_DEPTH_READ, each dictionary within
   * DICT_BYTES_MAX. INVALID_DATA naming the pack otherwise. `via`: the packs being resolved.
   */
  depth(rec: PackRecord, via: string[] = []): number {
    if (!rec.dict) return 0;
    const known = this.depths.get(rec.id);
    if (known !== undefined) return known;
    const top = via[0] ?? rec.id;
    if (via.length === 0) this.work = 0;
    if (via.includes(rec.id)) throw dictError(top, `its dictionary chain is a cycle (through pack ${rec.id})`);
    if (via.length >= DICT_DEPTH_READ || ++this.work > DICT_WORK_MAX)
      throw dictError(top, `its dictionary chain is deeper than ${DICT_DEPTH_READ}`);
    let bytes = 0;
    for (const id of rec.dict) {
      const p = this.blobs.get(id);
      if (!p) throw dictError(rec.id, `its dictionary blob ${id} is in no pack of the volume's index`);
      bytes += p.length;
    }
    if (bytes > DICT_BYTES_MAX) throw dictError(rec.id, `its dictionary of ${bytes} bytes passes ${DICT_BYTES_MAX}`);
    let depth = 0;
    for (const id of rec.dict) depth = Math.max(depth, 1 + this.shallowest(id, [...via, rec.id]).depth);
    if (depth > DICT_DEPTH_READ) throw dictError(top, `its dictionary chain is deeper than ${DICT_DEPTH_READ}`);
    this.depths.set(rec.id, depth);
    return depth;
  }

  /** The place of a blob (held) whose pack's dictionary chain is shortest, and that depth; the first copy's error when none is readable. */
  shallowest(id: string, via: string[] = []): { place: BlobPlace; depth: number } {
    const places = [this.place(id), ...(this.copies.get(id) ?? [])];
    let best: { place: BlobPlace; depth: number } | undefined;
    let failure: unknown;
    for (const place of places) {
      try {
        const depth = this.depth(this.packs.get(place.pack)!, via);
        if (!best || depth < best.depth) best = { place, depth };
      } catch (err) {
        failure ??= err;
      }
    }
    if (!best) throw failure;
    return best;
  }

  /** One blob's bytes, checked against its id; blobs read for a dictionary are kept (up to DICT_MEMO_BYTES). */
  async blob(store: StorageBackend, id: string): Promise<Buffer> {
    const kept = this.memo.get(id);
    if (kept) return kept;
    const { place } = this.shallowest(id);
    if (this.lastPack?.id !== place.pack)
      this.lastPack = { id: place.pack, raw: await readPack(store, this.packs.get(place.pack)!, this) };
    const raw = this.lastPack.raw;
    const blob = Buffer.from(blobIn(raw, place.pack, id, place.offset, place.length));
    if (this.memoBytes + blob.length > DICT_MEMO_BYTES) (this.memo.clear(), (this.memoBytes = 0));
    this.memo.set(id, blob);
    this.memoBytes += blob.length;
    return blob;
  }

  /** The dictionary a pack was compressed with (undefined: none), its chain checked first (see depth). */
  async dictionaryFor(store: StorageBackend, rec: PackRecord): Promise<Buffer | undefined> {
    if (!rec.dict) return undefined;
    this.depth(rec);
    const parts: Buffer[] = [];
    try {
      for (const id of rec.dict) parts.push(await this.blob(store, id));
    } catch (err) {
      throw dictError(rec.id, `its dictionary cannot be read: ${errorMessage(err)}`);
    }
    return Buffer.concat(parts);
  }

  /**
   * The packs that reading `packs` needs: themselves and, transitively, every copy of their
   * dictionary blobs (what a collection keeps — a copy dropped could be the one that kept a chain
   * within DICT_DEPTH_MAX — and verify checks); `missing`: those in no pack. Ends on a cycle.
   */
  withDictionaries(packs: Iterable<string>): { packs: Set<string>; missing: string[] } {
    const out = new Set(packs);
    const missing: string[] = [];
    const todo = [...out];
    while (todo.length > 0) {
      for (const id of this.packs.get(todo.pop()!)?.dict ?? []) {
        const p = this.blobs.get(id);
        if (!p) missing.push(id);
        for (const { pack } of p ? [p, ...(this.copies.get(id) ?? [])] : [])
          if (!out.has(pack)) (out.add(pack), todo.push(pack));
      }
    }
    return { packs: out, missing };
  }

  /** The place of a blob, or an INVALID_DATA error naming it. */
  place(id: string): BlobPlace {
    const p = this.blobs.get(id);
    if (!p)
      throw new CheckpointError(
        'INVALID_DATA',
        `blob ${id} is in no pack of the volume's index`,
        'the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint',
      );
    return p;
  }
}

/** Reads every index file (8 at a time). Unreadable ones are listed in `problems`, not thrown. */
export async function loadContentIndex(store: StorageBackend): Promise<ContentIndex> {
  const index = new ContentIndex();
  const keys = (await store.list(CONTENT_INDEX)).filter((k) => k.endsWith('.json'));
  await mapLimit(keys, 8, async (key) => {
    try {
      const buf = await store.get(key);
      if (!buf) return; // removed meanwhile (a garbage collection consolidated it)
      const doc = parseIndexDoc(buf, `${store.location}/${key}`);
      for (const rec of doc.packs) index.add(rec);
      index.files.push(key);
    } catch (err) {
      index.problems.push({ key, error: errorMessage(err) });
    }
  });
  index.files.sort();
  return index;
}

/** Stores an index document under the hash of its bytes; returns its key. */
export async function putIndexDoc(store: StorageBackend, packs: PackRecord[]): Promise<{ key: string; size: number }> {
  const doc: IndexDoc = { version: packs.some((p) => p.dict) ? 2 : 1, packs };
  const text = `${JSON.stringify(doc)}\n`;
  const key = contentIndexKey(sha256Hex(text));
  const r = await store.put(key, text);
  return { key, size: r.size };
}

/** The blob at `offset`/`length` of a decompressed pack, checked against its id (INVALID_DATA otherwise). */
export function blobIn(raw: Buffer, pack: string, id: string, offset: number, length: number): Buffer {
  const blob = raw.subarray(offset, offset + length);
  if (sha256Hex(blob) !== id)
    throw new CheckpointError(
      'INVALID_DATA',
      `blob ${id} in pack ${pack} is damaged`,
      'run `pai-checkpoint verify --all --read-data`; restore an earlier checkpoint',
    );
  return blob;
}

/** One pack's stored bytes, checked against its name and recorded size. */
async function fetchPack(store: StorageBackend, rec: PackRecord): Promise<Buffer> {
  const key = packKey(rec.id);
  const buf = await store.get(key);
  if (!buf)
    throw new CheckpointError(
      'INVALID_DATA',
      `pack ${rec.id} is missing from ${store.location}`,
      'the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint',
    );
  if (buf.length !== rec.size || sha256Hex(buf) !== rec.id)
    throw new CheckpointError(
      'INVALID_DATA',
      `pack ${rec.id} on ${store.location} is damaged (its bytes do not match its name)`,
      'run `pai-checkpoint verify --all`; restore an earlier checkpoint',
    );
  return buf;
}

/** One pack, decompressed (checked against its name and its recorded size; its dictionary, if any, resolved through `index`). */
export async function readPack(store: StorageBackend, rec: PackRecord, index: ContentIndex): Promise<Buffer> {
  const dict = await index.dictionaryFor(store, rec);
  return unpack(rec, await fetchPack(store, rec), dict);
}

function unpack(rec: PackRecord, stored: Buffer, dict: Buffer | undefined): Buffer {
  if (rec.raw === 0) return Buffer.alloc(0);
  const name = `pack ${rec.id}`;
  return dict ? dictZstd.decompress(stored, rec.raw, dict, name) : packZstd().decompress(stored, rec.raw, name);
}

/** Packs decompressed one after the other, the next one fetched while this one is used. */
export async function* readPacks(
  store: StorageBackend,
  recs: PackRecord[],
  index: ContentIndex,
): AsyncGenerator<{ rec: PackRecord; raw: Buffer }> {
  let next = recs.length > 0 ? fetchPack(store, recs[0]!) : undefined;
  for (let i = 0; i < recs.length; i++) {
    const stored = await next!;
    next = i + 1 < recs.length ? fetchPack(store, recs[i + 1]!) : undefined;
    next?.catch(() => undefined); // its failure is thrown when it is awaited
    const dict = await index.dictionaryFor(store, recs[i]!);
    yield { rec: recs[i]!, raw: unpack(recs[i]!, stored, dict) };
  }
}

/** A small pack's dictionary: the blobs' bytes concatenated, and their ids in that order (dictionary.ts). */
export interface PackDictionary {
  bytes: Buffer;
  ids: string[];
  /** The new pack's depth (1 + the deepest of its dictionary blobs' packs). */
  depth: number;
}

interface PackWriterOptions {
  level?: number | undefined;
  /** Fail once the packs stored pass this many bytes (a local volume's limit). */
  maxBytes?: number | undefined;
  tooLarge?: (() => Error) | undefined;
  /**
   * A dictionary for a small pack (SMALL_PACK at most) from its blobs' ids — the previous versions
   * of its files (dictionaryOf) — or undefined: the pack is compressed without one.
   */
  dictionary?: ((ids: string[]) => Promise<PackDictionary | undefined>) | undefined;
}

/** Decompressed bytes after which a pack is sealed. */
export const PACK_TARGET = 8 * 1024 * 1024;
/** Room past the target: the largest chunk (chunker.ts) plus one byte fits a pack that is just under it. */
const PACK_SLACK = 4 * 1024 * 1024 + 1;
/** A pack buffer's size. */
export const PACK_CAPACITY = PACK_TARGET + PACK_SLACK;
/**
 * Packs being stored at once (compression is synchronous; storing is I/O), bounded by their bytes:
 * as many as four full packs hold. A pack of source code compresses 4-100x, and its put is mostly
 * two fsyncs; bounded by count (four), reading stopped for those fsyncs every few packs — longest
 * on a loaded disk. PUTS_MAX bounds the requests an object store sees at once.
 */
const BYTES_IN_FLIGHT = 4 * PACK_TARGET;
const PUTS_MAX = 16;
/**
 * A pack up to this many decompressed bytes (a small change's, which a one-file change adds whole)
 * is compressed at SMALL_PACK_LEVEL at least: ~5-13 % smaller than level 3 on text, in ~12 ms at
 * most with the WebAssembly codec (level 19 saves ~0.5 % more and takes 4x as long).
 */
export const SMALL_PACK = 64 * 1024;
const SMALL_PACK_LEVEL = 15;

/**
 * Groups new blobs into packs of a few MB (an object store charges per request: the first
 * checkpoint of 20,000 files is tens of objects), compresses each pack (zstd in this process)
 * and stores it under its hash. Blobs are read straight into the pack being filled (`room`, then
 * `commit`, both synchronous): one buffer for the whole capture instead of one per file. A full
 * pack is compressed at once and its storing started; `drain` (after each file, when `sealed`)
 * gives the event loop a turn and waits while too many packs' bytes are on their way. `finish` stores
 * the index file of what was written: packs first, index next, the manifest last.
 */
export class PackWriter {
  private pack: Buffer | undefined;
  private entries: [string, number, number][] = [];
  private raw = 0;
  private readonly ids = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private bytesInFlight = 0;
  private failure: unknown;
  /** A pack was sealed since the last `drain`. */
  sealed = false;
  readonly written: PackRecord[] = [];
  /** The blobs of the small packs (SMALL_PACK) written, copied, with their pack's dictionary depth (recent.ts). */
  readonly small: { id: string; bytes: Buffer; depth: number }[] = [];
  storedBytes = 0;

  constructor(
    private readonly store: StorageBackend,
    private readonly o: PackWriterOptions = {},
  ) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Decompressed bytes in the pack being filled (not sealed yet). */
  get pending(): number {
    return this.raw;
  }

  /**
   * The free room of the pack being filled, `size` bytes long (the pack is sealed first when it
   * has less). Write a blob into it, then `commit` it; a room not committed is reused.
   */
  room(size: number): Buffer {
    if (size > PACK_CAPACITY) throw new RangeError(`a room of ${size} bytes is larger than a pack`);
    if (this.raw + size > PACK_CAPACITY) this.sealNow();
    this.pack ??= Buffer.allocUnsafe(PACK_CAPACITY);
    return this.pack.subarray(this.raw, this.raw + size);
  }

  /** Keeps the first `length` bytes of the last room as blob `id` (once per id); seals a full pack. */
  commit(id: string, length: number): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    this.entries.push([id, this.raw, length]);
    this.raw += length;
    if (this.raw >= PACK_TARGET) this.sealNow();
  }

  /** Adds a blob held elsewhere (copied into the pack, or a pack of its own when larger than one). */
  async add(id: string, data: Buffer): Promise<void> {
    if (this.ids.has(id)) return;
    if (data.length > PACK_CAPACITY) {
      this.sealNow();
      this.ids.add(id);
      this.start(data, [[id, 0, data.length]], data.length);
    } else {
      data.copy(this.room(data.length));
      this.commit(id, data.length);
    }
    await this.drain();
  }

  /** Seals the pack being filled (a small one with its dictionary, if `dictionary` gives one) and drains. */
  async seal(): Promise<void> {
    let dict: PackDictionary | undefined;
    if (this.o.dictionary && this.entries.length > 0 && this.raw <= SMALL_PACK)
      dict = await this.o.dictionary(this.entries.map(([id]) => id));
    this.sealNow(dict);
    await this.drain();
  }

  /** A turn of the event loop once per sealed pack; waits while too many are being stored; throws their failure. */
  async drain(): Promise<void> {
    if (this.sealed) {
      this.sealed = false;
      await new Promise((r) => setImmediate(r));
    }
    while (this.inFlight.size >= PUTS_MAX || (this.inFlight.size > 0 && this.bytesInFlight >= BYTES_IN_FLIGHT))
      await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
  }

  private sealNow(dict?: PackDictionary): void {
    if (this.entries.length === 0) return;
    this.start(this.pack!.subarray(0, this.raw), this.entries, this.raw, dict);
    this.entries = [];
    this.raw = 0;
  }

  private start(bytes: Buffer, blobs: [string, number, number][], raw: number, dict?: PackDictionary): void {
    this.sealed = true;
    const level = raw <= SMALL_PACK ? Math.max(this.o.level ?? 3, SMALL_PACK_LEVEL) : (this.o.level ?? 3);
    if (this.failure) return;
    if (raw <= SMALL_PACK)
      for (const [id, at, n] of blobs)
        this.small.push({ id, bytes: Buffer.from(bytes.subarray(at, at + n)), depth: dict?.depth ?? 0 });
    // (a copy either way: `bytes` may be reused at once)
    if (dict) this.storePacked(dictZstd.compress(bytes, level, dict.bytes), raw, blobs, dict.ids);
    else this.storePacked(packZstd().compress(bytes, level), raw, blobs);
  }

  /** Starts storing a pack compressed elsewhere (a pack worker's); its blobs count as this writer's. `dict`: its dictionary's blob ids. */
  storePacked(packed: Buffer, raw: number, blobs: [string, number, number][], dict?: string[]): void {
    for (const [id] of blobs) this.ids.add(id);
    const id = sha256Hex(packed);
    this.storedBytes += packed.length;
    if (this.o.maxBytes !== undefined && this.storedBytes > this.o.maxBytes) {
      this.failure ??= this.o.tooLarge?.() ?? new CheckpointError('TOO_LARGE', 'workspace content too large');
      return;
    }
    const job = this.store
      .put(packKey(id), packed)
      .then(() => void this.written.push({ id, size: packed.length, raw, blobs, ...(dict ? { dict } : {}) }))
      .catch((err: unknown) => {
        this.failure ??= err;
      });
    this.inFlight.add(job);
    this.bytesInFlight += packed.length;
    void job.finally(() => {
      this.inFlight.delete(job);
      this.bytesInFlight -= packed.length;
    });
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
