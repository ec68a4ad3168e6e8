import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../core/atomic.js';
import { mapLimit } from '../../core/parallel.js';
import { sha256Hex } from '../../core/hash.js';
import type { StorageBackend } from '../../storage/backend.js';
import { CONTENT_INDEX } from '../../storage/layout.js';
import { parseIndexDoc, type PackRecord } from './format.js';

/** What a capture needs of the volume's index: which blobs the volume has, and the index files that say so. */
export interface BlobLookup {
  has(id: string): boolean;
  /** The index files read (their keys), sorted. */
  readonly files: string[];
  /** Every blob id. */
  ids(): Iterable<string>;
}

const ID_BYTES = 32;

/**
 * The volume's blob ids as a capture sees them, from a local copy of the volume's index (restic
 * keeps one too). Index files are named by their content's hash and never change, so the copy
 * stays right for every index file it lists while that file is on the volume: a capture lists
 * `content/index/` and reads only the files added since (on S3, a GET each: every one of them,
 * every capture, before). When a file it lists is gone (a garbage collection merged the index),
 * the copy is built again from the volume. Ids are kept sorted, 32 bytes each, and searched
 * (parsing 20k ids and filling a map cost a one-file change ~20 ms).
 *
 * In the state dir: `content/known-<hash of the volume>.bin`, a JSON header line (the index
 * files, the count), then the ids. Only captures use it: verify, garbage
 * collection and restore read the volume's own index.
 */
export class KnownBlobs implements BlobLookup {
  /** Ids read from index files the local copy did not cover, or stored by this capture. */
  private readonly extra = new Set<string>();

  private constructor(
    private readonly file: string,
    private sorted: Buffer,
    readonly files: string[],
  ) {}

  static async load(store: StorageBackend, stateDir: string): Promise<KnownBlobs> {
    const file = join(stateDir, 'content', `known-${sha256Hex(store.location).slice(0, 24)}.bin`);
    const keys = (await store.list(CONTENT_INDEX)).filter((k) => k.endsWith('.json')).sort();
    const copy = readCopy(file);
    const present = new Set(keys);
    const usable = copy && copy.files.every((k) => present.has(k));
    const known = usable ? new KnownBlobs(file, copy.ids, [...copy.files]) : new KnownBlobs(file, Buffer.alloc(0), []);
    const covered = new Set(known.files);
    await mapLimit(
      keys.filter((k) => !covered.has(k)),
      8,
      async (key) => {
        try {
          const buf = await store.get(key);
          if (!buf) return; // removed meanwhile (a garbage collection merged it)
          known.addPacks(parseIndexDoc(buf, `${store.location}/${key}`).packs);
          known.files.push(key);
        } catch {
          // unreadable: its blobs count as absent (stored again if needed); verify reports the file
        }
      },
    );
    known.files.sort();
    if (!usable || known.extra.size > 0) known.save();
    return known;
  }

  has(id: string): boolean {
    if (this.extra.has(id)) return true;
    const target = Buffer.from(id, 'hex');
    if (target.length !== ID_BYTES) return false;
    const at = this.place(target);
    return (
      at * ID_BYTES < this.sorted.length &&
      this.sorted.compare(target, 0, ID_BYTES, at * ID_BYTES, (at + 1) * ID_BYTES) === 0
    );
  }

  /** The number of sorted ids below `target` (where it is, or would be). */
  private place(target: Buffer): number {
    let lo = 0;
    let hi = this.sorted.length / ID_BYTES;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted.compare(target, 0, ID_BYTES, mid * ID_BYTES, (mid + 1) * ID_BYTES) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  *ids(): Iterable<string> {
    for (let o = 0; o < this.sorted.length; o += ID_BYTES) yield this.sorted.toString('hex', o, o + ID_BYTES);
    yield* this.extra;
  }

  /** The index file this capture stored (`key`, listing `packs`): remembered, and the local copy saved. */
  remember(key: string, packs: PackRecord[]): void {
    this.addPacks(packs);
    if (!this.files.includes(key)) this.files.push(key);
    this.files.sort();
    this.save();
  }

  private addPacks(packs: PackRecord[]): void {
    for (const p of packs) for (const [id] of p.blobs) if (!this.has(id)) this.extra.add(id);
  }

  /** Merges the extra ids into the sorted ones and writes the copy (a cache: a failure only costs reads later). */
  private save(): void {
    const added = [...this.extra].sort().map((id) => Buffer.from(id, 'hex'));
    const merged = Buffer.allocUnsafe(this.sorted.length + added.length * ID_BYTES);
    let from = 0;
    let o = 0;
    for (const id of added) {
      const at = this.place(id) * ID_BYTES; // the runs between the new ids are copied whole
      o += this.sorted.copy(merged, o, from, at);
      o += id.copy(merged, o);
      from = at;
    }
    this.sorted.copy(merged, o, from);
    this.sorted = merged;
    this.extra.clear();
    const json = JSON.stringify({ version: 1, files: this.files, n: merged.length / ID_BYTES });
    try {
      mkdirSync(join(this.file, '..'), { recursive: true, mode: 0o700 });
      writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${json}\n`), merged]), { fsync: false });
    } catch {
      // the next capture reads the index files again
    }
  }
}

/** The local copy, or undefined when there is none or it cannot be trusted to be whole. */
function readCopy(file: string): { files: string[]; ids: Buffer } | undefined {
  try {
    const buf = readFileSync(file);
    const nl = buf.indexOf(10);
    const head = JSON.parse(buf.toString('utf8', 0, nl)) as { version?: unknown; files?: unknown; n?: unknown };
    const n = head.n;
    if (
      head.version !== 1 ||
      !Array.isArray(head.files) ||
      !head.files.every((k) => typeof k === 'string') ||
      typeof n !== 'number' ||
      buf.length !== nl + 1 + n * ID_BYTES
    )
      return undefined;
    return { files: head.files as string[], ids: buf.subarray(nl + 1) };
  } catch {
    return undefined;
  }
}
