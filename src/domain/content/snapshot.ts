import { readFile } from 'node:fs/promises';
import { CheckpointError, errnoCode } from '../../core/errors.js';
import type { StorageBackend } from '../../storage/backend.js';
import type { WorkspaceFile, WorkspaceListing } from '../capture/workspace.js';
import { chunkFile, SMALL_FILE } from './chunker.js';
import { applyDelta, byPath, diffTrees, parseDelta, parseTree, serializeDelta, serializeTree, sha256Hex, type TreeEntry } from './format.js';
import { blobIn, loadContentIndex, PackWriter, readPack, type ContentIndex } from './repo.js';
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

  // Small files are read eight at a time (the event loop keeps feeding zstd meanwhile), in order.
  // Files up to SMALL_FILE are read eight at a time (the event loop keeps feeding zstd meanwhile),
  // used in order; larger ones are chunked as they are read.
  const read = (f: WorkspaceFile): Promise<Buffer | undefined | Error> => (f.size > SMALL_FILE ? Promise.resolve(undefined) : readFile(base + f.path).catch((err: unknown) => err as Error));
  const window = toRead.slice(0, 8).map(read);
  for (let i = 0; i < toRead.length; i++) {
    const f = toRead[i]!;
    const data = await window.shift()!;
    if (toRead[i + 8]) window.push(read(toRead[i + 8]!));
    try {
      if (data instanceof Error) throw data;
      const blobs: string[] = [];
      let size = 0;
      const add = async (chunk: Buffer) => {
        const id = sha256Hex(chunk);
        blobs.push(id);
        size += chunk.length;
        if (!known(id)) await writer.add(id, chunk);
      };
      if (!data) await chunkFile(base + f.path, add);
      else if (data.length > 0) await add(data); // an empty file has no blob
      entries.set(f.path, [f.path, 'f', f.mode, size, f.mtimeMs, blobs]);
      filesRead++;
      done += size;
      o.onProgress?.(done, listing.totalBytes);
    } catch (err) {
      const code = errnoCode(err);
      if (code !== 'ENOENT' && code !== 'EACCES' && code !== 'EPERM' && code !== 'EISDIR') throw err;
      skipped.push({ path: f.path, reason: code === 'ENOENT' ? 'removed while it was captured' : `unreadable (${code})` });
    }
  }

  const tree = [...entries.values()].sort(byPath); // (read files were added after the cached ones)
  const full = serializeTree(tree);
  const sha256 = sha256Hex(full);
  await writer.seal(); // trees go into a pack of their own: verify reads them without data
  const ref = await chooseTree(store, index, cache, tree, full, sha256, writer, known);
  const written = await writer.finish();
  cache.save(started, listing.files, entries, ref.base === sha256 ? { id: ref.base, bytes: full } : { id: ref.base });
  return { tree: ref, addedBytes: written.bytes, newPacks: written.packs.length, filesRead, skipped };
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
