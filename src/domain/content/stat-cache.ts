import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../core/atomic.js';
import type { WorkspaceFile } from '../capture/workspace.js';
import { isBlobId, sha256Hex } from './format.js';

/**
 * The workspace's last captured tree with the stat of each of its files (git's index does the
 * same): a file whose stat is unchanged is not read again, and its tree line is reused as it was
 * (neither parsed nor serialised). Kept per workspace and volume in the state dir
 * (`content/<hash>.json`): a JSON header line, then one record per tree entry,
 *
 *     path \0 size \0 mtimeMs \0 ctimeMs \0 ino \0 mode \0 <the entry's line of the tree document> \n
 *
 * (a path holds no NUL, a JSON line no raw newline). The header names the tree's base document
 * and the paths where the tree differs from it, so the next capture's delta is built from what
 * changed, without reading the base.
 *
 * Racy files: a file changed within the same clock tick as its read would keep its stat, so an
 * entry whose mtime or ctime is not older than the read's start by RACY_MS is read again next
 * time (git's "racily clean" rule).
 */
const RACY_MS = 2000;

interface Header {
  version: 3;
  /** When the capture that wrote it started. */
  at: number;
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

/** What a file's record starts with: its path and the stat that must match. */
export function statKey(f: WorkspaceFile): string {
  return `${f.path}\0${f.size}\0${f.mtimeMs}\0${f.ctimeMs}\0${f.ino}\0${f.mode}\0`;
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** path → offset of its record in `text`; undefined when a record is cut short. */
function recordsOf(text: string, from: number): Map<string, number> | undefined {
  const records = new Map<string, number>();
  for (let p = from; p < text.length; ) {
    const z = text.indexOf('\0', p);
    const end = text.indexOf('\n', z);
    if (z < 0 || end < 0) return undefined;
    records.set(text.slice(p, z), p);
    p = end + 1;
  }
  return records;
}

/** A version 2 cache (files as `[path, size, mtime, ctime, ino, mode, blobs]`) as version 3 records: its files are not read again. */
function fromVersion2(files: unknown): string {
  if (!Array.isArray(files)) return '';
  let text = '';
  for (const c of files as unknown[][]) {
    if (!Array.isArray(c) || typeof c[0] !== 'string' || !strings(c[6])) continue;
    text += `${c[0]}\0${String(c[1])}\0${String(c[2])}\0${String(c[3])}\0${String(c[4])}\0${String(c[5])}\0${JSON.stringify([c[0], 'f', c[5], c[1], c[2], c[6]])}\n`;
  }
  return text;
}

export class StatCache {
  private constructor(
    private readonly file: string,
    private readonly text: string,
    private readonly at: number,
    private readonly records: Map<string, number>,
    private readonly head: Header,
    private readonly legacy = false,
  ) {}

  static load(stateDir: string, volume: string, root: string): StatCache {
    const file = join(stateDir, 'content', `${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.json`);
    const none = new StatCache(file, '', 0, new Map(), { version: 3, at: 0 });
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return none; // none yet: every file is read
    }
    try {
      const nl = text.indexOf('\n');
      const head = JSON.parse(nl < 0 ? text : text.slice(0, nl)) as Partial<Omit<Header, 'version'>> & { version?: unknown; files?: unknown };
      if (typeof head.at !== 'number') return none;
      if (head.version === 2) {
        const body = fromVersion2(head.files);
        return new StatCache(file, body, head.at, recordsOf(body, 0) ?? new Map(), { version: 3, at: head.at }, true);
      }
      if (head.version !== 3) return none;
      const records = recordsOf(text, nl + 1);
      if (!records) return none;
      const tree = isBlobId(head.base) && strings(head.set) && strings(head.del) ? { base: head.base, set: head.set, del: head.del } : {};
      return new StatCache(file, text, head.at, records, { version: 3, at: head.at, ...tree, index: strings(head.index) ? head.index : undefined });
    } catch {
      return none; // unreadable: every file is read
    }
  }

  get size(): number {
    return this.records.size;
  }

  paths(): IterableIterator<string> {
    return this.records.keys();
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

  /** The file's tree line when its stat (`key`, from statKey) is what the cache recorded and not racy; else undefined. */
  line(f: WorkspaceFile, key: string): string | undefined {
    const p = this.records.get(f.path);
    if (p === undefined || !this.text.startsWith(key, p)) return undefined;
    if (f.mtimeMs >= this.at - RACY_MS || f.ctimeMs >= this.at - RACY_MS) return undefined;
    return this.text.slice(p + key.length, this.text.indexOf('\n', p + key.length));
  }

  /** The path's cached tree line, whatever its stat. */
  previous(path: string): string | undefined {
    let q = this.records.get(path);
    if (q === undefined) return undefined;
    for (let k = 0; k < 6; k++) q = this.text.indexOf('\0', q) + 1;
    return this.text.slice(q, this.text.indexOf('\n', q));
  }

  /**
   * Saves what this capture saw (`at`: when it started): `records` are statKey + tree line + '\n'
   * of every tree entry, `tree` the tree's base and changes, `indexFiles` the volume's index files
   * including the one this capture wrote.
   */
  save(at: number, records: string[], tree: CachedTree, indexFiles: string[]): void {
    const head: Header = { version: 3, at, ...tree, index: indexFiles };
    try {
      mkdirSync(join(this.file, '..'), { recursive: true, mode: 0o700 });
      writeFileAtomicSync(this.file, `${JSON.stringify(head)}\n${records.join('')}`, { fsync: false });
      if (this.legacy) rmSync(`${this.file.slice(0, -5)}.base.json`, { force: true }); // version 2 kept a copy of the base
    } catch {
      // a cache: the next capture reads the files again
    }
  }
}
