import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../core/atomic.js';
import { sha256Hex } from '../../core/hash.js';
import type { WorkspaceFile } from './listing.js';
import { isBlobId } from './format.js';

/**
 * The workspace's last captured tree with the stat of each of its files (git's index does the
 * same): a file whose stat is unchanged is not read again, and its tree line is reused as it was
 * (neither parsed nor serialised). Kept per workspace and volume in the state dir
 * (`content/<hash>.json`):
 *
 *     a JSON header line (padded with spaces to a multiple of 8 bytes)
 *     size, mtimeMs, ctimeMs, ino, mode of every entry: float64s (this machine's byte order), 5 per entry
 *     path \0 <the entry's line of the tree document> \n   for every entry, in tree order
 *
 * (a path holds no NUL, a JSON line no raw newline). The stats are compared as numbers (turning
 * 20k mtimes into strings cost more than the comparison); the header names the tree's base
 * document and the paths where the tree differs from it, so the next capture's delta is built
 * from what changed, without reading the base.
 *
 * Racy files: a file changed within the same clock tick as its read would keep its stat, so an
 * entry whose mtime or ctime is not older than the read's start by RACY_MS is read again next
 * time (git's "racily clean" rule).
 */
const RACY_MS = 2000;
const VERSION = 4;
/** Numbers per entry in the stats section. */
const FIELDS = 5;

interface Header {
  version: typeof VERSION;
  /** When the capture that wrote it started. */
  at: number;
  /** Entries. */
  n: number;
  /** The base document of the cached tree, and the paths set or deleted on top of it. */
  base?: string | undefined;
  set?: string[];
  del?: string[];
  /** The volume's index files when it was written: while all remain, every blob it names is on the volume. */
  index?: string[] | undefined;
}

/** The tree the cache describes, relative to its base document. */
export interface CachedTree {
  base: string;
  set: string[];
  del: string[];
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The record text of a version 3 cache (`path\0size\0mtime\0ctime\0ino\0mode\0line\n`) as stats and version 4 records: its files are not read again. */
function fromVersion3(text: string, from: number): { stats: Float64Array; text: string } | undefined {
  const stats: number[] = [];
  const records: string[] = [];
  for (let p = from; p < text.length;) {
    const end = text.indexOf('\n', p);
    if (end < 0) return undefined;
    const f = text.slice(p, end).split('\0');
    if (f.length !== 7) return undefined;
    stats.push(+f[1]!, +f[2]!, +f[3]!, +f[4]!, +f[5]!);
    records.push(`${f[0]}\0${f[6]}\n`);
    p = end + 1;
  }
  return { stats: Float64Array.from(stats), text: records.join('') };
}

export class StatCache {
  /** Where each entry's record starts in `text`, and where its path ends (the NUL). */
  private readonly starts: Int32Array;
  private readonly zeros: Int32Array;

  private constructor(
    private readonly file: string,
    private readonly head: Header,
    private readonly stats: Float64Array,
    private readonly text: string,
  ) {
    const n = head.n;
    this.starts = new Int32Array(n);
    this.zeros = new Int32Array(n);
    for (let k = 0, p = 0; k < n; k++) {
      const z = text.indexOf('\0', p);
      const end = text.indexOf('\n', z);
      if (z < 0 || end < 0) throw new Error('cut short');
      this.starts[k] = p;
      this.zeros[k] = z;
      p = end + 1;
    }
  }

  static load(stateDir: string, volume: string, root: string): StatCache {
    const file = join(stateDir, 'content', `${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.json`);
    const none = new StatCache(file, { version: VERSION, at: 0, n: 0 }, new Float64Array(0), '');
    let buf: Buffer;
    try {
      buf = readFileSync(file);
    } catch {
      return none; // none yet: every file is read
    }
    try {
      const nl = buf.indexOf(10);
      const head = JSON.parse(buf.toString('utf8', 0, nl < 0 ? buf.length : nl)) as Record<string, unknown>;
      if (typeof head['at'] !== 'number') return none;
      const tree =
        isBlobId(head['base']) && strings(head['set']) && strings(head['del'])
          ? { base: head['base'], set: head['set'], del: head['del'] }
          : {};
      const index = strings(head['index']) ? head['index'] : undefined;
      if (head['version'] === 3) {
        const v3 = fromVersion3(buf.toString('utf8'), nl + 1);
        return v3
          ? new StatCache(
              file,
              { version: VERSION, at: head['at'], n: v3.stats.length / FIELDS, ...tree, index },
              v3.stats,
              v3.text,
            )
          : none;
      }
      const n = head['n'];
      if (head['version'] !== VERSION || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return none;
      const from = nl + 1;
      if (from % 8 !== 0 || from + n * FIELDS * 8 > buf.length) return none;
      const stats = new Float64Array(n * FIELDS);
      Buffer.from(stats.buffer).set(buf.subarray(from, from + stats.byteLength));
      return new StatCache(
        file,
        { version: VERSION, at: head['at'], n, ...tree, index },
        stats,
        buf.toString('utf8', from + stats.byteLength),
      );
    } catch {
      return none; // unreadable or cut short: every file is read
    }
  }

  get size(): number {
    return this.head.n;
  }

  /** The tree the cache describes, when it names one. */
  get tree(): CachedTree | undefined {
    const { base, set, del } = this.head;
    return base && set && del ? { base, set, del } : undefined;
  }

  /**
   * Whether every blob the cache names is still on the volume: the index files it was written
   * with all remain (blobs go only when a garbage collection rewrites the index).
   */
  blobsKept(indexFiles: string[]): boolean {
    const now = new Set(indexFiles);
    return this.head.index !== undefined && this.head.index.every((k) => now.has(k));
  }

  /**
   * Each listed file's entry in the cache (-1: none), by a merge of the two sorted lists: both
   * are in tree order (JavaScript's string order), so no path is looked up or copied while they agree.
   */
  match(files: WorkspaceFile[]): Int32Array {
    const at = new Int32Array(files.length).fill(-1);
    const n = this.head.n;
    let k = 0;
    for (let i = 0; i < files.length && k < n; i++) {
      const path = files[i]!.path;
      while (k < n) {
        const p = this.starts[k]!;
        if (this.zeros[k]! - p === path.length && this.text.startsWith(path, p)) {
          at[i] = k++;
          break;
        }
        if (this.text.slice(p, this.zeros[k]) > path) break; // a new path
        k++; // a path gone
      }
    }
    return at;
  }

  /** Entry `k`'s tree line when `f`'s stat is what the cache recorded and not racy; else undefined. */
  line(k: number, f: WorkspaceFile): string | undefined {
    if (k < 0) return undefined;
    const s = this.stats;
    const o = k * FIELDS;
    if (
      s[o] !== f.size ||
      s[o + 1] !== f.mtimeMs ||
      s[o + 2] !== f.ctimeMs ||
      s[o + 3] !== f.ino ||
      s[o + 4] !== f.mode
    )
      return undefined;
    if (f.mtimeMs >= this.head.at - RACY_MS || f.ctimeMs >= this.head.at - RACY_MS) return undefined;
    return this.previous(k);
  }

  /** Entry `k`'s cached tree line, whatever its stat. */
  previous(k: number): string {
    const z = this.zeros[k]!;
    return this.text.slice(z + 1, this.text.indexOf('\n', z));
  }

  /** The paths of the entries not in `matched` (the result of `match`): gone since. */
  gone(matched: Int32Array): string[] {
    const seen = new Uint8Array(this.head.n);
    for (const k of matched) if (k >= 0) seen[k] = 1;
    const out: string[] = [];
    for (let k = 0; k < this.head.n; k++) if (!seen[k]) out.push(this.text.slice(this.starts[k], this.zeros[k]));
    return out;
  }

  /**
   * Saves what this capture saw (`at`: when it started): the stat and tree line of every entry
   * (`lines[i]` of `files[i]`; undefined: skipped), `tree` the tree's base and changes,
   * `indexFiles` the volume's index files including the one this capture wrote.
   */
  save(
    at: number,
    files: WorkspaceFile[],
    lines: (string | undefined)[],
    tree: CachedTree,
    indexFiles: string[],
  ): void {
    const stats = new Float64Array(files.length * FIELDS);
    const records: string[] = [];
    let n = 0;
    for (let i = 0; i < files.length; i++) {
      const line = lines[i];
      if (line === undefined) continue;
      const f = files[i]!;
      const o = n++ * FIELDS;
      stats[o] = f.size;
      stats[o + 1] = f.mtimeMs;
      stats[o + 2] = f.ctimeMs;
      stats[o + 3] = f.ino;
      stats[o + 4] = f.mode;
      records.push(`${f.path}\0${line}\n`);
    }
    const json = JSON.stringify({ version: VERSION, at, n, ...tree, index: indexFiles } satisfies Header);
    const head = `${json}${' '.repeat(7 - (Buffer.byteLength(json) % 8))}\n`; // the stats start 8-aligned
    const text = records.join('');
    const from = Buffer.byteLength(head);
    const out = Buffer.allocUnsafe(from + n * FIELDS * 8 + Buffer.byteLength(text));
    out.write(head, 0);
    out.set(new Uint8Array(stats.buffer, 0, n * FIELDS * 8), from);
    out.write(text, from + n * FIELDS * 8);
    try {
      mkdirSync(join(this.file, '..'), { recursive: true, mode: 0o700 });
      writeFileAtomicSync(this.file, out, { fsync: false });
    } catch {
      // a cache: the next capture reads the files again
    }
  }
}
