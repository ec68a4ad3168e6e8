import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../core/atomic.js';
import type { WorkspaceFile } from '../capture/workspace.js';
import { isBlobId, sha256Hex, type TreeEntry } from './format.js';

/**
 * What a workspace's files were when they were last read (git's index does the same): path →
 * size, mtime, ctime, inode, mode and the blob ids of its content. A file whose stat is unchanged
 * is not read again. Kept per workspace and volume in the state dir (`content/<hash>.json`),
 * with a copy of the tree document the last checkpoint used as its base (`<hash>.base.json`).
 *
 * Racy files: a file changed within the same clock tick as its read would keep its stat, so an
 * entry whose mtime or ctime is not older than the read's start by RACY_MS is read again next
 * time (git's "racily clean" rule).
 */
const RACY_MS = 2000;

type Cached = [path: string, size: number, mtimeMs: number, ctimeMs: number, ino: number, mode: number, blobs: string[]];

/** Version 2: files as an array (a JSON object with 20,000 keys parsed and turned into a Map cost twice as much). */
interface CacheFile {
  version: 2;
  at: number;
  base?: string | undefined;
  files: Cached[];
}

export class StatCache {
  private constructor(
    private readonly file: string,
    private readonly at: number,
    private readonly files: Map<string, Cached>,
    /** The base tree document the last checkpoint of this workspace used. */
    readonly base: string | undefined,
  ) {}

  static load(stateDir: string, volume: string, root: string): StatCache {
    const dir = join(stateDir, 'content');
    const file = join(dir, `${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.json`);
    try {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      if (doc.version === 2 && typeof doc.at === 'number' && Array.isArray(doc.files)) {
        return new StatCache(file, doc.at, new Map(doc.files.map((c) => [c[0], c])), isBlobId(doc.base) ? doc.base : undefined);
      }
    } catch {
      // none yet, or unreadable: every file is read
    }
    return new StatCache(file, 0, new Map(), undefined);
  }

  /** The blob ids of a file whose stat is what the cache recorded (and not racy); else undefined. */
  blobs(f: WorkspaceFile): string[] | undefined {
    const c = this.files.get(f.path);
    if (!c || c[1] !== f.size || c[2] !== f.mtimeMs || c[3] !== f.ctimeMs || c[4] !== f.ino || c[5] !== f.mode || !Array.isArray(c[6])) return undefined;
    if (f.mtimeMs >= this.at - RACY_MS || f.ctimeMs >= this.at - RACY_MS) return undefined;
    return c[6];
  }

  /** The base document's bytes as kept locally (checked against its id), or undefined. */
  baseCopy(): Buffer | undefined {
    if (!this.base) return undefined;
    try {
      const buf = readFileSync(`${this.file.slice(0, -5)}.base.json`);
      return sha256Hex(buf) === this.base ? buf : undefined;
    } catch {
      return undefined;
    }
  }

  /** Saves what this capture read (`at`: when its listing started) and the base it used. */
  save(at: number, files: WorkspaceFile[], entries: Map<string, TreeEntry>, base: { id: string; bytes?: Buffer | string | undefined }): void {
    const out: CacheFile = { version: 2, at, base: base.id, files: [] };
    for (const f of files) {
      const e = entries.get(f.path);
      if (e && e[1] === 'f') out.files.push([f.path, f.size, f.mtimeMs, f.ctimeMs, f.ino, f.mode, e[5] as string[]]);
    }
    try {
      mkdirSync(join(this.file, '..'), { recursive: true, mode: 0o700 });
      if (base.bytes !== undefined && base.id !== this.base) writeFileAtomicSync(`${this.file.slice(0, -5)}.base.json`, base.bytes, { fsync: false });
      writeFileAtomicSync(this.file, JSON.stringify(out), { fsync: false });
    } catch {
      // a cache: the next capture reads the files again
    }
  }
}
