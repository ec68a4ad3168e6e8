import { closeSync, fchmodSync, futimesSync, lutimesSync, mkdirSync, openSync, symlinkSync, writeSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { CheckpointError } from '../../core/errors.js';
import { compressStream } from '../../platform/codec.js';
import type { StorageBackend } from '../../storage/backend.js';
import type { TreeEntry } from '../content/format.js';
import { blobIn, loadContentIndex, readPack, readPacks, type ContentIndex } from '../content/repo.js';
import { loadTree, type TreeRef } from '../content/snapshot.js';
import { isChosen, refuseProblems, stage, type ExtractReport, type StagedWorkspace } from './extract.js';
import { entryProblem, treeProblems, type Problem } from './tree-check.js';

/**
 * Restoring a checkpoint stored by content (domain/content): the tree is read, checked against
 * its manifest's sha256 and then as hostile data — by the same rules as an archive (extract.ts:
 * paths, `.git`, links resolved against the whole tree, nothing beneath a link or a file) —
 * before anything is written; then the files are written into a staging folder next to the
 * target, each blob checked against its id, and `commit` moves them into place as for an archive.
 */
export interface ContentTree {
  entries: TreeEntry[];
  index: ContentIndex;
  /** Links that lead out of the tree (`path -> target`): restored as links, reported. */
  outside: string[];
}

/** The tree of a checkpoint, checked (manifest hash, then the archive rules, then sizes against the index). */
export async function checkedTree(store: StorageBackend, ref: TreeRef, index?: ContentIndex): Promise<ContentTree> {
  const idx = index ?? (await loadContentIndex(store));
  const entries = await loadTree(store, idx, ref);
  const problems: Problem[] = [];
  for (const [path, kind, , size, , blobRef] of entries) {
    // A tree holds files and links by their normal paths: "." or "a/" (the folder itself) or "a/./b" is forged.
    const why =
      path === '.' || path.endsWith('/') || posix.normalize(path) !== path
        ? 'not a normal path to a file or link'
        : entryProblem(kind === 'f' ? 'File' : 'SymbolicLink', path, kind === 'l' ? (blobRef as string) : undefined);
    if (why) problems.push({ path, why });
    else if (kind === 'f') {
      const total = (blobRef as string[]).reduce((n, id) => n + idx.place(id).length, 0);
      if (total !== size) problems.push({ path, why: `its blobs hold ${total} bytes, the tree says ${size}` });
    }
  }
  const outside: string[] = [];
  if (problems.length === 0)
    problems.push(
      ...treeProblems(
        entries.map(([path, kind, mode, , , r]) => ({
          path,
          type: kind === 'f' ? 'File' : 'SymbolicLink',
          mode,
          linkpath: kind === 'l' ? (r as string) : undefined,
        })),
        outside,
      ),
    );
  refuseProblems('the workspace tree', problems);
  return { entries, index: idx, outside: outside.sort() };
}

/** The paths (files and links) a tree holds. */
export function treePaths(tree: ContentTree): string[] {
  return tree.entries.map((e) => e[0]);
}

/** Checks the tree and writes it into a staging folder next to `target` (see extract.ts `stage`; `only`: the chosen paths). */
export async function stageContent(
  store: StorageBackend,
  tree: ContentTree,
  target: string,
  only?: readonly string[],
): Promise<StagedWorkspace> {
  // Only the chosen entries are written (the tree was checked as a whole); stage() still names a missing one.
  const chosen = only ? { ...tree, entries: tree.entries.filter((e) => isChosen(e[0], only)) } : tree;
  return stage(target, (staging) => writeTree(store, chosen, staging), only);
}

/** A file being written: opened when its first blob arrives, closed after its last. */
interface Pending {
  fd?: number;
  left: number;
  entry: TreeEntry;
}

/** Reads the packs in order and writes each wanted blob at its offsets; wants keeps the blobs no pack held. */
async function writeBlobs(
  store: StorageBackend,
  index: ContentTree['index'],
  packOrder: string[],
  wants: Map<string, { p: Pending; offset: number }[]>,
  open: (p: Pending) => number,
  finish: (fd: number, e: TreeEntry) => void,
): Promise<void> {
  for await (const { rec, raw } of readPacks(
    store,
    packOrder.map((id) => index.packs.get(id)!),
    index,
  )) {
    for (const [id, off, len] of rec.blobs) {
      const targets = wants.get(id);
      if (!targets || index.blobs.get(id)?.pack !== rec.id) continue;
      const blob = blobIn(raw, rec.id, id, off, len);
      for (const t of targets) {
        const fd = open(t.p);
        for (let at = 0; at < blob.length;) at += writeSync(fd, blob, at, blob.length - at, t.offset + at);
        if (--t.p.left === 0) finish(fd, t.p.entry);
      }
      wants.delete(id);
    }
  }
}

/** Writes every entry into the empty folder `dir`: packs read in order through one zstd, blobs checked. */
export async function writeTree(
  store: StorageBackend,
  { entries, index, outside }: ContentTree,
  dir: string,
): Promise<ExtractReport> {
  const report: ExtractReport = {
    files: 0,
    dirs: 0,
    links: 0,
    replaced: 0,
    ...(outside.length ? { outsideLinks: outside } : {}),
  };
  const made = new Set<string>();
  const parentOf = (path: string) => {
    const d = dirname(join(dir, path));
    if (!made.has(d)) {
      mkdirSync(d, { recursive: true, mode: 0o755 });
      made.add(d);
    }
    return join(dir, path);
  };
  let stripped = 0;
  const finish = (fd: number, e: TreeEntry) => {
    if ((e[2] & 0o6000) !== 0) stripped++;
    fchmodSync(fd, e[2] & 0o1777);
    futimesSync(fd, e[4] / 1000, e[4] / 1000);
    closeSync(fd);
  };
  // Where each blob goes (file, offset), and the packs in the order the tree first needs them.
  const wants = new Map<string, { p: Pending; offset: number }[]>();
  const packOrder: string[] = [];
  const seenPack = new Set<string>();
  for (const e of entries) {
    if (e[1] !== 'f') continue;
    report.files++;
    const blobs = e[5] as string[];
    if (blobs.length === 0) {
      finish(openSync(parentOf(e[0]), 'wx', 0o600), e);
      continue;
    }
    const p: Pending = { left: blobs.length, entry: e };
    let offset = 0;
    for (const id of blobs) {
      const place = index.place(id);
      const list = wants.get(id) ?? [];
      list.push({ p, offset });
      wants.set(id, list);
      offset += place.length;
      if (!seenPack.has(place.pack)) {
        seenPack.add(place.pack);
        packOrder.push(place.pack);
      }
    }
  }
  await writeBlobs(
    store,
    index,
    packOrder,
    wants,
    (p) => (p.fd ??= openSync(parentOf(p.entry[0]), 'wx', 0o600)),
    finish,
  );
  if (wants.size > 0)
    throw new CheckpointError(
      'INVALID_DATA',
      `${wants.size} blob(s) were not found in their packs`,
      'run `pai-checkpoint verify --all`',
    );
  // Links last, as links (symlink() never follows its target): nothing is ever written through one (the tree check refused that already).
  for (const e of entries) {
    if (e[1] !== 'l') continue;
    const abs = parentOf(e[0]);
    symlinkSync(e[5] as string, abs);
    lutimesSync(abs, e[4] / 1000, e[4] / 1000);
    report.links++;
  }
  report.dirs = made.size;
  if (stripped) report.strippedModes = stripped;
  return report;
}

/**
 * The portable SPEC-03 `workspace.tar.zst` of a stored tree (`tar --zstd -xf` extracts it): POSIX
 * (pax) headers for what ustar cannot hold, owner 0, the recorded modes and mtimes. Packs are read
 * as the tree needs them, a few kept decompressed, so memory stays bounded.
 */
export function exportTar(store: StorageBackend, tree: ContentTree, o: { level?: number } = {}): Readable {
  return compressStream(
    { stream: Readable.from(tarBlocks(store, tree)) },
    { level: o.level ?? 3, purpose: 'export a workspace' },
  );
}

async function* tarBlocks(store: StorageBackend, { entries, index }: ContentTree): AsyncGenerator<Buffer> {
  const { Header, Pax } = await import('tar'); // loaded only by an export
  const cache = new Map<string, Buffer>();
  const packOf = async (id: string) => {
    let raw = cache.get(id);
    if (!raw) {
      raw = await readPack(store, index.packs.get(id)!, index);
      cache.set(id, raw);
      if (cache.size > 4) cache.delete(cache.keys().next().value!);
    }
    return raw;
  };
  for (const [path, kind, mode, size, mtimeMs, ref] of entries) {
    const mtime = new Date(Math.floor(mtimeMs / 1000) * 1000);
    const h = new Header({
      path,
      mode: mode & 0o7777,
      uid: 0,
      gid: 0,
      uname: '',
      gname: '',
      size: kind === 'f' ? size : 0,
      mtime,
      type: kind === 'f' ? 'File' : 'SymbolicLink',
      ...(kind === 'l' ? { linkpath: ref as string } : {}),
    });
    if (h.encode())
      yield new Pax({
        path,
        ...(kind === 'l' ? { linkpath: ref as string } : {}),
        size: kind === 'f' ? size : 0,
        mtime,
      }).encode();
    yield h.block!;
    if (kind !== 'f') continue;
    for (const id of ref as string[]) {
      const place = index.place(id);
      yield Buffer.from(blobIn(await packOf(place.pack), place.pack, id, place.offset, place.length));
    }
    if (size % 512) yield Buffer.alloc(512 - (size % 512));
  }
  yield Buffer.alloc(1024);
}

/** The tree a manifest names, when its workspace is stored by content (undefined for an archive or none). */
export function contentTreeOf(m: {
  id: string;
  workspace: null | (Record<string, unknown> & { format?: string | undefined });
}): TreeRef | undefined {
  if (m.workspace?.format !== 'content') return undefined;
  const tree = m.workspace['tree'] as TreeRef | undefined;
  if (!tree)
    throw new CheckpointError(
      'INVALID_DATA',
      `checkpoint ${m.id}: its workspace is stored by content but its manifest names no tree`,
      'restore an earlier checkpoint',
    );
  return tree;
}
