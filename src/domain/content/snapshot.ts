import { closeSync, fstatSync, readFileSync, readSync } from 'node:fs';
import { openNonBlockingSync, openRegularSync } from '../../core/regular.js';
import { CheckpointError, errnoCode } from '../../core/errors.js';
import { packZstd } from '../../platform/pack-zstd.js';
import { sha256Hex } from '../../core/hash.js';
import type { StorageBackend } from '../../storage/backend.js';
import { keyringOf } from '../../storage/sealed.js';
import type { WorkspaceFile, WorkspaceListing } from './listing.js';
import { chunkFile, SMALL_FILE } from './chunker.js';
import {
  applyDelta,
  deltaDocument,
  parseDelta,
  parseTree,
  serializeTree,
  treeDocument,
  type TreeEntry,
} from './format.js';
import { KnownBlobs, type BlobLookup } from './known.js';
import { dictionaryOf } from './dictionary.js';
import { RecentBlobs } from './recent.js';
import { PackWriter, type ContentIndex } from './repo.js';
import { InlineSink, WorkerSink, type BlobSink } from './sinks.js';
import { StatCache, type CachedTree } from './stat-cache.js';

/** What a checkpoint's manifest records of its workspace content (`workspace.tree`). */
export interface TreeRef {
  /** sha256 of the whole tree document (serializeTree of every entry): what a restore checks. */
  sha256: string;
  /** The blob of the full document this tree is based on. */
  base: string;
  /** The blob of the changes from the base, or null when the tree is the base. */
  delta: string | null;
  entries: number;
}

export interface ContentSnapshot {
  tree: TreeRef;
  /** Bytes this checkpoint added to the volume (packs and index file). */
  addedBytes: number;
  newPacks: number;
  /** Files read (the rest came from the stat cache). */
  filesRead: number;
  /** Files that vanished or became unreadable between the listing and the read. */
  skipped: { path: string; reason: string }[];
  /** Hashed and compressed in worker threads. */
  worker: boolean;
  /** Pack worker threads started (0: all in this thread). */
  workers: number;
  /**
   * The zstd that compressed the packs: packZstd's ('node:zlib' or 'wasm'), 'zstd' (the command,
   * from a pack worker), or both joined by '+'.
   */
  codec: string;
}

/** A listed file opened for reading, never blocking (a FIFO put in its place opens at once); its type unchecked. */
function openListed(path: string): number {
  const fd = openNonBlockingSync(path, { noFollow: true });
  if (fd === undefined) throw gone(path);
  return fd;
}

const gone = (path: string) => Object.assign(new Error(`${path} is gone`), { code: 'ENOENT' });
const replaced = (path: string) => new CheckpointError('INVALID_DATA', `${path} is no longer a regular file`);

/**
 * A listed file's bytes, read into `room` (`listed` + 1 bytes long) with one read: a regular file
 * reads short only at its end. Its type is checked (fstat) only when the count differs from the
 * listing (a FIFO or device put in its place reads nothing, or without end): the common case
 * costs an open, a read and a close. Returns the bytes read: all of `room` when the file grew.
 */
function readInto(path: string, room: Buffer, listed: number): number {
  const fd = openListed(path);
  try {
    let n: number;
    try {
      n = readSync(fd, room, 0, room.length, null);
    } catch (err) {
      if (errnoCode(err) === 'EAGAIN') throw replaced(path); // a FIFO with a writer and nothing written
      throw err;
    }
    if (n !== listed && !fstatSync(fd).isFile()) throw replaced(path);
    return n;
  } finally {
    closeSync(fd);
  }
}

/** A listed file's bytes, whatever their number (a file that grew since the listing). */
function readWhole(path: string): Buffer {
  const fd = openRegularSync(path, { noFollow: true });
  if (fd === undefined) throw gone(path);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Bytes to read from which a capture starts a pack worker (starting one costs ~30 ms). */
const WORKER_MIN_BYTES = 32 * 1024 * 1024;

/**
 * Reads the listed files into the sink: small ones with one read straight into its room, larger
 * ones chunked. Returns each file's size, -1 for one skipped (with why, in `skipped`).
 */
async function readFiles(
  files: WorkspaceFile[],
  base: string,
  sink: BlobSink,
  skipped: ContentSnapshot['skipped'],
  progress: (bytes: number) => void,
): Promise<number[]> {
  const sizes: number[] = [];
  for (let i = 0; i < files.length; i++) {
    const f = files[i]!;
    const path = base + f.path;
    try {
      if (f.size > SMALL_FILE) sizes[i] = await chunkFile(path, (chunk) => sink.add(i, chunk));
      else {
        const room = sink.room(f.size + 1);
        const n = readInto(path, room, f.size);
        if (n === room.length) {
          const data = readWhole(path); // it grew since the listing
          sizes[i] = data.length;
          if (data.length > 0) await sink.add(i, data);
        } else {
          sizes[i] = n;
          if (n > 0) sink.keep(i, n); // an empty file has no blob
        }
      }
      progress(sizes[i]!);
    } catch (err) {
      const code = errnoCode(err);
      const gone = err instanceof CheckpointError && err.code === 'INVALID_DATA';
      if (!gone && code !== 'ENOENT' && code !== 'EACCES' && code !== 'EPERM' && code !== 'EISDIR') throw err;
      skipped.push({
        path: f.path,
        reason: gone
          ? 'no longer a regular file'
          : code === 'ENOENT'
            ? 'removed while it was captured'
            : `unreadable (${code})`,
      });
      sizes[i] = -1;
    }
    if (sink.busy) await sink.drain();
  }
  return sizes;
}

/** A new base is written when the changes since the current one pass this share of its entries. */
const REBASE_FRACTION = 0.15;

/** A checkpoint's tree: base and delta read, applied, and checked against the manifest's sha256. */
export async function loadTree(store: StorageBackend, index: ContentIndex, ref: TreeRef): Promise<TreeEntry[]> {
  const base = parseTree(await index.blob(store, ref.base), `tree ${ref.base}`);
  const delta = ref.delta ? parseDelta(await index.blob(store, ref.delta), `tree delta ${ref.delta}`) : undefined;
  if (delta && delta.base !== ref.base)
    throw new CheckpointError(
      'INVALID_DATA',
      `tree delta ${ref.delta} is based on ${delta.base}, the manifest says ${ref.base}`,
    );
  const entries = applyDelta(base.entries, delta);
  if (sha256Hex(serializeTree(entries)) !== ref.sha256)
    throw new CheckpointError(
      'INVALID_DATA',
      `the workspace tree of this checkpoint does not match its manifest's sha256 ${ref.sha256}`,
      'the volume was damaged or tampered with; restore an earlier checkpoint',
    );
  return entries;
}

interface SnapshotContentOptions {
  /** Where the stat cache lives (the plugin's state dir). */
  stateDir: string;
  level?: number | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Fail (TOO_LARGE) once the new packs pass this many bytes. */
  maxBytes?: number | undefined;
  /** The volume's blobs, when the caller has them (default: the local copy of the volume's index, brought up to date). */
  index?: BlobLookup | undefined;
  /** Hash and compress in worker threads: default when WORKER_MIN_BYTES or more are to be read. */
  packWorker?: boolean | undefined;
  /** How many (default: packWorkerCount(), one per core). */
  packWorkers?: number | undefined;
  now?: (() => number) | undefined;
}

/**
 * Each file's tree line, by its place in `files`: the cache's when its stat is unchanged (and
 * its blobs are still on the volume), else made once the file is read. undefined: skipped.
 * toRead: the places of the files to read; cachedBytes: the size of those the cache holds.
 */
function cachedLines(
  cache: StatCache,
  index: BlobLookup,
  files: WorkspaceFile[],
  matched: Int32Array,
  known: (id: string) => boolean,
): { lines: (string | undefined)[]; hit: Uint8Array; toRead: number[]; cachedBytes: number } {
  const lines: (string | undefined)[] = new Array<string | undefined>(files.length);
  const hit = new Uint8Array(files.length);
  const blobsKept = cache.blobsKept(index.files);
  const toRead: number[] = [];
  let cachedBytes = 0;
  for (let i = 0; i < files.length; i++) {
    const f = files[i]!;
    if (f.type === 'symlink') {
      lines[i] = JSON.stringify([f.path, 'l', f.mode, 0, f.mtimeMs, f.link ?? ''] satisfies TreeEntry);
      continue;
    }
    const line = cache.line(matched[i]!, f);
    if (line !== undefined && (blobsKept || refsOf(line).every(known))) {
      lines[i] = line;
      hit[i] = 1;
      cachedBytes += f.size;
    } else toRead.push(i);
  }
  return { lines, hit, toRead, cachedBytes };
}

/**
 * Stores the listed files by content: a file whose stat the cache knows (and whose blobs the
 * volume has) is not read, its tree line reused; a blob the volume has is not stored again
 * (whichever session stored it). New blobs go into packs; then the tree (a delta from the
 * workspace's base, or a new base), then the index file. The caller holds the volume's shared
 * lock and commits the manifest.
 */
export async function snapshotContent(
  store: StorageBackend,
  listing: WorkspaceListing,
  o: SnapshotContentOptions,
): Promise<ContentSnapshot> {
  const started = (o.now ?? Date.now)();
  const index = o.index ?? (await KnownBlobs.load(store, o.stateDir));
  const cache = StatCache.load(o.stateDir, store.location, listing.root);
  const tooLarge = () =>
    new CheckpointError(
      'TOO_LARGE',
      `new workspace content passed ${Math.round((o.maxBytes ?? 0) / 1e6)} MB (compressed) — too large for a local volume`,
      'exclude large folders in the configuration, or use a remote (S3) volume',
    );
  const previous = new Map<string, string[]>(); // new blob → the blobs of its path in the cached tree
  const recent = RecentBlobs.load(o.stateDir, store.location, listing.root, !!keyringOf(store)?.encryption());
  const dictionary = (ids: string[]) => dictionaryOf(store, index, recent, previous, ids);
  const writer = new PackWriter(store, { level: o.level, maxBytes: o.maxBytes, tooLarge, dictionary });
  const known = (id: string) => index.has(id) || writer.has(id);
  const base = listing.root.endsWith('/') ? listing.root : `${listing.root}/`;
  const files = inPathOrder(listing.files);
  const skipped: ContentSnapshot['skipped'] = [];
  let done = 0;

  const matched = cache.match(files);
  const { lines, hit, toRead, cachedBytes } = cachedLines(cache, index, files, matched, known);
  done += cachedBytes;
  o.onProgress?.(done, listing.totalBytes);

  // Files up to SMALL_FILE are read synchronously straight into the sink's room (async reads cost
  // ~0.4 ms a file here, and a buffer per file as much again in garbage collection); larger files
  // are chunked as they are read. A large first capture hashes and compresses in worker threads.
  const reading = toRead.map((i) => files[i]!);
  const toReadBytes = reading.reduce((n, f) => n + f.size, 0);
  const worker =
    (o.packWorker ?? toReadBytes >= WORKER_MIN_BYTES)
      ? WorkerSink.start(writer, index.ids(), o.level ?? 3, o.packWorkers)
      : undefined;
  const sink: BlobSink = worker ?? new InlineSink(writer, known);
  let filesRead = 0;
  try {
    const sizes = await readFiles(reading, base, sink, skipped, (n) => {
      done += n;
      o.onProgress?.(done, listing.totalBytes);
    });
    const lists = await sink.finish();
    for (let j = 0; j < reading.length; j++) {
      const f = reading[j]!;
      if (sizes[j]! < 0) continue; // (a chunked file that failed half-way may have stored chunks: unreferenced, collected later)
      const entry: TreeEntry = [f.path, 'f', f.mode, sizes[j]!, f.mtimeMs, lists[j] ?? []];
      lines[toRead[j]!] = JSON.stringify(entry);
      filesRead++;
      const k = matched[toRead[j]!]!;
      if (k >= 0) for (const id of lists[j] ?? []) previous.set(id, refsOf(cache.previous(k)));
    }
  } finally {
    sink.close();
  }

  const { ref, next } = await storeTree(writer, cache, index, files, lines, hit, matched, known);
  const written = await writer.finish();
  if (written.indexKey && index instanceof KnownBlobs) index.remember(written.indexKey, written.packs);
  cache.save(started, files, lines, next, written.indexKey ? [...index.files, written.indexKey] : index.files);
  recent.save(writer.small, new Set([...previous.values()].flat()));
  return {
    tree: ref,
    addedBytes: written.bytes,
    newPacks: written.packs.length,
    filesRead,
    skipped,
    worker: worker !== undefined,
    workers: worker?.workers ?? 0,
    codec: worker?.codec ?? packZstd().name,
  };
}

/** Decompressed bytes of new blobs up to which the tree is stored in their pack (verify reads that much more). */
const TREE_BESIDE_DATA = 1024 * 1024;

/** The tree document (or a delta from the base) into a pack: the new tree, and what the stat cache keeps of it. */
async function storeTree(
  writer: PackWriter,
  cache: StatCache,
  index: BlobLookup,
  files: WorkspaceFile[],
  lines: (string | undefined)[],
  hit: Uint8Array,
  matched: Int32Array,
  known: (id: string) => boolean,
): Promise<{ ref: TreeRef; next: CachedTree }> {
  const treeLines = lines.filter((l): l is string => l !== undefined);
  const full = treeDocument(treeLines);
  const sha256 = sha256Hex(full);
  // A tree goes into a pack of its own (verify reads it without the data), but beside a small
  // change's blobs: one pack and one index entry, not two (~300 bytes of a one-file change).
  if (writer.pending > TREE_BESIDE_DATA) await writer.seal();
  const next = nextTree(cache, files, lines, hit, matched, sha256, index);
  if (next.base === sha256) {
    if (!known(sha256)) await writer.add(sha256, Buffer.from(full));
    return { ref: { sha256, base: sha256, delta: null, entries: treeLines.length }, next };
  }
  const set = new Set(next.set);
  const changed: string[] = [];
  for (let i = 0; i < files.length; i++) if (lines[i] !== undefined && set.has(files[i]!.path)) changed.push(lines[i]!);
  const delta = Buffer.from(deltaDocument(next.base, changed, next.del));
  const deltaId = sha256Hex(delta);
  if (!known(deltaId)) await writer.add(deltaId, delta);
  return { ref: { sha256, base: next.base, delta: deltaId, entries: treeLines.length }, next };
}

/** Listed files sorted by path (a listing is; checked, as the tree's order depends on it). */
function inPathOrder(files: WorkspaceFile[]): WorkspaceFile[] {
  for (let i = 1; i < files.length; i++)
    if (!(files[i - 1]!.path < files[i]!.path))
      return [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return files;
}

/** The blob ids of a cached file entry's line ([''] when it has none: never known, so the file is read). */
function refsOf(line: string): string[] {
  const ref = (JSON.parse(line) as unknown[])[5];
  return Array.isArray(ref) ? (ref as string[]) : [''];
}

/**
 * The new tree relative to the cached tree's base: the paths set are the base's changes the
 * cache knew that are still there, plus what changed since (a file read whose line differs, a
 * new path); the paths deleted are those it knew plus what went since. A new base (the tree
 * itself) when there is none, when the volume lost it, or when the changes pass REBASE_FRACTION
 * of the entries. Built from the cache alone: the base document is not read.
 */
function nextTree(
  cache: StatCache,
  files: WorkspaceFile[],
  lines: (string | undefined)[],
  hit: Uint8Array,
  matched: Int32Array,
  sha256: string,
  index: BlobLookup,
): CachedTree {
  const own = { base: sha256, set: [], del: [] };
  const was = cache.tree;
  if (!was || was.base === sha256 || !index.has(was.base)) return own;
  const wasSet = new Set(was.set);
  const set: string[] = [];
  const del = new Set(was.del);
  for (let i = 0; i < files.length; i++) {
    const path = files[i]!.path;
    const k = matched[i]!;
    if (lines[i] === undefined) {
      if (k >= 0) del.add(path); // known, now skipped
      continue;
    }
    if (wasSet.has(path) || (hit[i] === 0 && (k < 0 || cache.previous(k) !== lines[i]))) set.push(path);
  }
  for (const path of cache.gone(matched)) del.add(path);
  for (const path of set) del.delete(path);
  if (set.length + del.size > REBASE_FRACTION * Math.max(files.length, 1)) return own;
  return { base: was.base, set, del: [...del].sort() };
}
