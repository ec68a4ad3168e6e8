import { closeSync, fstatSync, readFileSync, readSync } from 'node:fs';
import { openNonBlockingSync, openRegularSync } from '../../core/regular.js';
import { CheckpointError, errnoCode } from '../../core/errors.js';
import type { StorageBackend } from '../../storage/backend.js';
import type { WorkspaceFile, WorkspaceListing } from '../capture/workspace.js';
import { chunkFile, SMALL_FILE } from './chunker.js';
import { applyDelta, byPath, diffTrees, parseDelta, parseTree, serializeDelta, serializeTree, sha256Hex, type TreeEntry } from './format.js';
import { blobIn, loadContentIndex, PackWriter, readPack, type ContentIndex } from './repo.js';
import { InlineSink, WorkerSink, type BlobSink } from './sinks.js';
import { StatCache } from './stat-cache.js';

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
  /** Hashed and compressed in a worker thread. */
  worker: boolean;
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
export const WORKER_MIN_BYTES = 32 * 1024 * 1024;

/**
 * Reads the listed files into the sink: small ones with one read straight into its room, larger
 * ones chunked. Returns each file's size, -1 for one skipped (with why, in `skipped`).
 */
async function readFiles(files: WorkspaceFile[], base: string, sink: BlobSink, skipped: ContentSnapshot['skipped'], progress: (bytes: number) => void): Promise<number[]> {
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
      skipped.push({ path: f.path, reason: gone ? 'no longer a regular file' : code === 'ENOENT' ? 'removed while it was captured' : `unreadable (${code})` });
      sizes[i] = -1;
    }
    if (sink.busy) await sink.drain();
  }
  return sizes;
}

/** A new base is written when the changes since the current one pass this share of its entries. */
export const REBASE_FRACTION = 0.15;

/** One blob, read from its pack and checked against its id. */
export async function readBlob(store: StorageBackend, index: ContentIndex, id: string): Promise<Buffer> {
  const place = index.place(id);
  return blobIn(await readPack(store, index.packs.get(place.pack)!), place.pack, id, place.offset, place.length);
}

/** A checkpoint's tree: base and delta read, applied, and checked against the manifest's sha256. */
export async function loadTree(store: StorageBackend, index: ContentIndex, ref: TreeRef): Promise<TreeEntry[]> {
  const base = parseTree(await readBlob(store, index, ref.base), `tree ${ref.base}`);
  const delta = ref.delta ? parseDelta(await readBlob(store, index, ref.delta), `tree delta ${ref.delta}`) : undefined;
  if (delta && delta.base !== ref.base) throw new CheckpointError('INVALID_DATA', `tree delta ${ref.delta} is based on ${delta.base}, the manifest says ${ref.base}`);
  const entries = applyDelta(base.entries, delta);
  if (sha256Hex(serializeTree(entries)) !== ref.sha256) throw new CheckpointError('INVALID_DATA', `the workspace tree of this checkpoint does not match its manifest's sha256 ${ref.sha256}`, 'the volume was damaged or tampered with; restore an earlier checkpoint');
  return entries;
}

export interface SnapshotContentOptions {
  /** Where the stat cache lives (the plugin's state dir). */
  stateDir: string;
  level?: number | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Fail (TOO_LARGE) once the new packs pass this many bytes. */
  maxBytes?: number | undefined;
  /** The volume's content index, when the caller has it. */
  index?: ContentIndex | undefined;
  /** Hash and compress in a worker thread: default when WORKER_MIN_BYTES or more are to be read. */
  packWorker?: boolean | undefined;
  now?: (() => number) | undefined;
}

/**
 * Stores the listed files by content: a file whose stat the cache knows (and whose blobs the
 * volume has) is not read; a blob the volume has is not stored again (whichever session stored
 * it). New blobs go into packs; then the tree (a delta from the workspace's base, or a new
 * base), then the index file. The caller holds the volume's shared lock and commits the manifest.
 */
export async function snapshotContent(store: StorageBackend, listing: WorkspaceListing, o: SnapshotContentOptions): Promise<ContentSnapshot> {
  const started = (o.now ?? Date.now)();
  const index = o.index ?? (await loadContentIndex(store));
  const cache = StatCache.load(o.stateDir, store.location, listing.root);
  const tooLarge = () => new CheckpointError('TOO_LARGE', `new workspace content passed ${Math.round((o.maxBytes ?? 0) / 1e6)} MB (compressed) — too large for a local volume`, 'exclude large folders in the configuration, or use a remote (S3) volume');
  const writer = new PackWriter(store, { level: o.level, maxBytes: o.maxBytes, tooLarge });
  const known = (id: string) => index.has(id) || writer.has(id);
  const base = listing.root.endsWith('/') ? listing.root : `${listing.root}/`;
  const entries = new Map<string, TreeEntry>();
  const skipped: ContentSnapshot['skipped'] = [];
  let done = 0;
  let filesRead = 0;

  const toRead: WorkspaceFile[] = [];
  for (const f of listing.files) {
    if (f.type === 'symlink') {
      entries.set(f.path, [f.path, 'l', f.mode, 0, f.mtimeMs, f.link ?? '']);
      continue;
    }
    const cached = cache.blobs(f);
    if (cached && cached.every(known)) {
      entries.set(f.path, [f.path, 'f', f.mode, f.size, f.mtimeMs, cached]);
      done += f.size;
    } else toRead.push(f);
  }
  o.onProgress?.(done, listing.totalBytes);

  // Files up to SMALL_FILE are read synchronously straight into the sink's room (async reads cost
  // ~0.4 ms a file here, and a buffer per file as much again in garbage collection); larger files
  // are chunked as they are read. A large first capture hashes and compresses in a worker thread.
  const toReadBytes = toRead.reduce((n, f) => n + f.size, 0);
  const worker = (o.packWorker ?? toReadBytes >= WORKER_MIN_BYTES) ? WorkerSink.start(writer, index.blobs.keys(), o.level ?? 3) : undefined;
  const sink: BlobSink = worker ?? new InlineSink(writer, known);
  try {
    const sizes = await readFiles(toRead, base, sink, skipped, (n) => {
      done += n;
      o.onProgress?.(done, listing.totalBytes);
    });
    const lists = await sink.finish();
    for (let i = 0; i < toRead.length; i++) {
      const f = toRead[i]!;
      if (sizes[i]! < 0) continue; // (a chunked file that failed half-way may have stored chunks: unreferenced, collected later)
      entries.set(f.path, [f.path, 'f', f.mode, sizes[i]!, f.mtimeMs, lists[i] ?? []]);
      filesRead++;
    }
  } finally {
    sink.close();
  }

  const tree = [...entries.values()].sort(byPath); // (read files were added after the cached ones)
  const full = serializeTree(tree);
  const sha256 = sha256Hex(full);
  await writer.seal(); // trees go into a pack of their own: verify reads them without data
  const ref = await chooseTree(store, index, cache, tree, full, sha256, writer, known);
  const written = await writer.finish();
  cache.save(started, listing.files, entries, ref.base === sha256 ? { id: ref.base, bytes: full } : { id: ref.base });
  return { tree: ref, addedBytes: written.bytes, newPacks: written.packs.length, filesRead, skipped, worker: worker !== undefined };
}

/** A delta from the workspace's current base while it stays small, else a new base. */
async function chooseTree(store: StorageBackend, index: ContentIndex, cache: StatCache, tree: TreeEntry[], full: string, sha256: string, writer: PackWriter, known: (id: string) => boolean): Promise<TreeRef> {
  // The full document's blob id is its sha256: a tree that is its own base.
  const baseId = cache.base;
  if (baseId && baseId !== sha256 && index.has(baseId)) {
    const bytes = cache.baseCopy() ?? (await readBlob(store, index, baseId).catch(() => undefined));
    const base = bytes ? parseTree(bytes, `tree ${baseId}`).entries : undefined;
    if (base) {
      const { set, del } = diffTrees(base, tree);
      if (set.length + del.length <= REBASE_FRACTION * Math.max(base.length, 1)) {
        const delta = Buffer.from(serializeDelta({ base: baseId, set, del }));
        const deltaId = sha256Hex(delta);
        if (!known(deltaId)) await writer.add(deltaId, delta);
        return { sha256, base: baseId, delta: deltaId, entries: tree.length };
      }
    }
  }
  if (!known(sha256)) await writer.add(sha256, Buffer.from(full));
  return { sha256, base: sha256, delta: null, entries: tree.length };
}
