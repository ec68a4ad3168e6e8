import { CheckpointError, quoteValue } from '../../core/errors.js';
import { parseJsonText } from '../../core/json.js';

/**
 * The content store's documents, and the checks that make stored (hostile) data safe to use.
 *
 * - A blob is a file's content (or one chunk of a large file, or a tree document), named by the
 *   hex sha256 of its bytes.
 * - A pack is blobs concatenated and zstd-compressed as one stream, named by the sha256 of its
 *   stored bytes; an index file lists where each blob lies in which pack (offset and length in
 *   the decompressed pack), so a blob is found without reading any pack.
 * - A tree document lists a checkpoint's files: `[path, kind, mode, size, mtimeMs, ref]` sorted by
 *   path, where kind `f` has `ref` = its blob ids in order and `l` (a symlink) its target. A
 *   checkpoint stores a full document (its base) or a base plus a delta (`set`, `del`) — see
 *   docs/architecture.md for why.
 */
const CONTENT_VERSION = 1;

export type TreeEntry = [
  path: string,
  kind: 'f' | 'l',
  mode: number,
  size: number,
  mtimeMs: number,
  ref: string[] | string,
];

interface TreeDoc {
  version: 1;
  entries: TreeEntry[];
}

interface TreeDelta {
  version: 1;
  base: string;
  set: TreeEntry[];
  del: string[];
}

export interface PackRecord {
  id: string;
  /** Stored (compressed) bytes. */
  size: number;
  /** Decompressed bytes. */
  raw: number;
  blobs: [id: string, offset: number, length: number][];
  /**
   * The pack was compressed with a zstd raw-content dictionary: these blobs' plaintexts,
   * concatenated in this order (the previous versions of its files; see repo.ts dictionaryFor).
   */
  dict?: string[];
}

/** Version 2: some pack record has a `dict` (a version 1 reader refuses the document instead of misreading the pack). */
export interface IndexDoc {
  version: 1 | 2;
  packs: PackRecord[];
}

/**
 * A small pack may be compressed with a zstd dictionary: the previous versions of its files,
 * blobs of other packs (PackRecord.dict; repo.ts reads them, dictionary.ts makes them). Reading it reads those first, so the chain is bounded:
 * a pack whose dictionary blobs lie in packs of depth d has depth d + 1 (a pack without a
 * dictionary: 0), and one deeper than DICT_DEPTH_MAX is never written — a file edited 500 times
 * is restored by reading at most DICT_DEPTH_MAX + 1 packs — nor one deeper than DICT_DEPTH_READ read (the index is untrusted).
 */
export const DICT_DEPTH_MAX = 8;
/**
 * The depth a reader accepts: twice what a writer makes. A writer counts a dictionary blob's depth
 * from the copy it knows (recent.ts: the pack its own capture wrote); a reader goes through the
 * shallowest copy the index holds now, which after a collection may be another, deeper one (two
 * captures stored the blob at once). A pack written within DICT_DEPTH_MAX must never become
 * unreadable for that; the bound still stops a hostile chain.
 */
export const DICT_DEPTH_READ = 2 * DICT_DEPTH_MAX;
/** A pack's dictionary bytes at most (4 small packs: room for the previous versions of a small change's files). */
export const DICT_BYTES_MAX = 4 * 64 * 1024;
/** Index document versions this code reads. */
const INDEX_VERSIONS = [1, 2];
/** Dictionary blobs a pack record may name (a writer names one per file of a small pack). */
const DICT_IDS_MAX = 4096;

const HEX64 = /^[0-9a-f]{64}$/;

export function isBlobId(v: unknown): v is string {
  return typeof v === 'string' && HEX64.test(v);
}

function bad(where: string, what: string): CheckpointError {
  return new CheckpointError(
    'INVALID_DATA',
    `${where}: ${what}`,
    'the volume was damaged or tampered with: run `pai-checkpoint verify --all`',
  );
}

const natural = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function object(text: string | Buffer, where: string, versions = [CONTENT_VERSION]): Record<string, unknown> {
  const raw = parseJsonText(typeof text === 'string' ? text : text.toString('utf8'), where);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw bad(where, 'not a JSON object');
  const o = raw as Record<string, unknown>;
  const v = o['version'];
  if (natural(v) && v > Math.max(...versions))
    throw new CheckpointError(
      'INVALID_DATA',
      `${where}: version ${v} is newer than this pai-checkpoint reads (${versions.join(', ')})`,
      'update pai-checkpoint to read this volume',
    );
  if (!versions.includes(v as number)) throw bad(where, `version ${quoteValue(v)} is not ${versions.join(' or ')}`);
  return o;
}

function entry(v: unknown, where: string): TreeEntry {
  if (!Array.isArray(v) || v.length !== 6) throw bad(where, 'a tree entry is not [path, kind, mode, size, mtime, ref]');
  const [path, kind, mode, size, mtime, ref] = v as unknown[];
  if (typeof path !== 'string' || !path) throw bad(where, 'a tree entry has no path');
  if (!natural(mode) || mode > 0o7777 || !natural(size) || typeof mtime !== 'number' || !Number.isFinite(mtime))
    throw bad(where, `tree entry ${quoteValue(path)} has a bad mode, size or mtime`);
  if (kind === 'f' && Array.isArray(ref) && ref.every(isBlobId)) return [path, kind, mode, size, mtime, ref];
  if (kind === 'l' && typeof ref === 'string') return [path, kind, mode, size, mtime, ref];
  throw bad(where, `tree entry ${quoteValue(path)} is neither a file with blob ids nor a symlink with a target`);
}

export function parseTree(text: Buffer, where: string): TreeDoc {
  const o = object(text, where);
  if (!Array.isArray(o['entries'])) throw bad(where, 'no entries');
  return { version: 1, entries: o['entries'].map((e) => entry(e, where)) };
}

export function parseDelta(text: Buffer, where: string): TreeDelta {
  const o = object(text, where);
  if (
    !isBlobId(o['base']) ||
    !Array.isArray(o['set']) ||
    !Array.isArray(o['del']) ||
    !o['del'].every((p) => typeof p === 'string')
  )
    throw bad(where, 'a delta needs base, set and del');
  return { version: 1, base: o['base'], set: o['set'].map((e) => entry(e, where)), del: o['del'] as string[] };
}

/** A pack record's `dict`: blob ids (a version 2 document only), at most DICT_IDS_MAX. */
function dictOf(v: unknown, version: number, pack: string, where: string): string[] | undefined {
  if (v === undefined) return undefined;
  if (version < 2) throw bad(where, `pack ${pack} names a dictionary in a version 1 index document`);
  if (!Array.isArray(v) || v.length === 0 || v.length > DICT_IDS_MAX || !v.every(isBlobId))
    throw bad(where, `pack ${pack} has a dictionary that is not a list of 1 to ${DICT_IDS_MAX} blob ids`);
  return v;
}

export function parseIndexDoc(text: Buffer, where: string): IndexDoc {
  const o = object(text, where, INDEX_VERSIONS);
  const version = o['version'] as 1 | 2;
  if (!Array.isArray(o['packs'])) throw bad(where, 'no packs');
  const packs = o['packs'].map((p: unknown): PackRecord => {
    const r = p as Record<string, unknown>;
    if (
      typeof r !== 'object' ||
      r === null ||
      !isBlobId(r['id']) ||
      !natural(r['size']) ||
      !natural(r['raw']) ||
      !Array.isArray(r['blobs'])
    )
      throw bad(where, 'a pack record needs id, size, raw and blobs');
    const raw = r['raw'];
    const blobs = r['blobs'].map((b: unknown): [string, number, number] => {
      if (!Array.isArray(b) || !isBlobId(b[0]) || !natural(b[1]) || !natural(b[2]) || b[1] + b[2] > raw)
        throw bad(where, `pack ${String(r['id'])} lists a blob outside it`);
      return [b[0], b[1], b[2]];
    });
    const dict = dictOf(r['dict'], version, r['id'], where);
    return { id: r['id'], size: r['size'], raw, blobs, ...(dict ? { dict } : {}) };
  });
  return { version, packs };
}

/** The tree document's bytes as stored and hashed (entries sorted by path; one line per entry, so zstd and diffs see lines). */
export function serializeTree(entries: TreeEntry[]): string {
  return treeDocument(entries.map((e) => JSON.stringify(e)));
}

/** The tree document of entries already serialised (`JSON.stringify` of each, sorted by path). */
export function treeDocument(lines: string[]): string {
  return `{"version":1,"entries":[\n${lines.join(',\n')}\n]}\n`;
}

/** A delta document: the serialised entries set on top of `base` (sorted by path), and the paths deleted from it. */
export function deltaDocument(base: string, set: string[], del: string[]): string {
  return `{"version":1,"base":"${base}","set":[\n${set.join(',\n')}\n],"del":${JSON.stringify(del)}}\n`;
}

function byPath(a: TreeEntry, b: TreeEntry): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/** The full entry list a base and its delta describe (sorted by path). */
export function applyDelta(base: TreeEntry[], delta: TreeDelta | undefined): TreeEntry[] {
  if (!delta) return base;
  const gone = new Set([...delta.del, ...delta.set.map((e) => e[0])]);
  return [...base.filter((e) => !gone.has(e[0])), ...delta.set].sort(byPath);
}
