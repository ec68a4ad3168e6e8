import { closeSync, readFileSync } from 'node:fs';
import { CheckpointError, errnoCode } from '../../core/errors.js';
import { diffLines, unifiedDiff } from '../../core/line-diff.js';
import { openRegularSync } from '../../core/regular.js';
import { decompressStream } from '../../platform/codec.js';
import type { StorageBackend } from '../../storage/backend.js';
import { listWorkspace } from '../capture/workspace.js';
import { blobIdsOf } from '../content/chunker.js';
import { blobIn, readPack } from '../content/repo.js';
import type { ContentTree } from '../restore/content.js';

/**
 * The files of two workspaces compared: each side is a checkpoint's stored tree (by content), its
 * archive (`workspace.tar.zst`), or a folder on disk (the working tree). Files are compared by
 * their blob ids (domain/content: the same ids whatever the side, so a stored tree is compared
 * without reading a byte of it); changed text files get +/- line counts (core/line-diff.ts).
 */
interface SideFile {
  kind: 'f' | 'l';
  mode: number;
  size: number;
  mtimeMs: number;
  /** A file's blob ids, a link's target; absent for a file of the working tree until it is read. */
  ref?: string[] | string;
}

export interface WorkspaceSide {
  /** What the side is, for a unified diff's header ("a/<path>" is always used for the path). */
  label: string;
  files: Map<string, SideFile>;
  /** The bytes of these files (those it holds), read in one pass where the side is a stream. */
  read(paths: string[]): Promise<Map<string, Buffer>>;
}

export interface FileChange {
  path: string;
  /** Added, Modified, Deleted, or Type changed (a file became a link or the reverse). */
  status: 'A' | 'M' | 'D' | 'T';
  /** Lines added and removed (absent for binary and large files, and links). */
  added?: number;
  removed?: number;
  binary?: true;
  /** Over LINE_COUNT_MAX bytes: not read for line counts. */
  large?: true;
  /** Counted without the shortest edit script (core/line-diff.ts MAX_EDITS). */
  approximate?: true;
  /** Sizes before and after (null: absent on that side). */
  size: [number | null, number | null];
  /** Modes before and after, when they differ (the executable bit). */
  mode?: [number, number];
}

/** Files larger than this are compared, but not read for line counts. */
const LINE_COUNT_MAX = 16 * 1024 * 1024;

/** Like git: a NUL byte in the first 8000 bytes makes a file binary. */
function isBinary(data: Buffer): boolean {
  return data.subarray(0, 8000).includes(0);
}

// ---------------------------------------------------------------------------------------------
// Sides

/** A tree stored by content; its blobs are read from their packs (a few packs kept decompressed). */
export function contentSide(store: StorageBackend, tree: ContentTree, label: string): WorkspaceSide {
  const files = new Map<string, SideFile>();
  for (const [path, kind, mode, size, mtimeMs, ref] of tree.entries)
    files.set(path, { kind, mode, size, mtimeMs, ref });
  const packs = new Map<string, Buffer>();
  const packOf = async (id: string) => {
    let raw = packs.get(id);
    if (!raw) {
      raw = await readPack(store, tree.index.packs.get(id)!, tree.index);
      packs.set(id, raw);
      if (packs.size > 4) packs.delete(packs.keys().next().value!);
    }
    return raw;
  };
  return {
    label,
    files,
    read: (paths) =>
      readEach(files, paths, async (_, f) => {
        const parts: Buffer[] = [];
        for (const id of f.ref as string[]) {
          const place = tree.index.place(id);
          parts.push(blobIn(await packOf(place.pack), place.pack, id, place.offset, place.length));
        }
        return Buffer.concat(parts);
      }),
  };
}

/** A side's `read`: a link's bytes are its target, a file's what `bytes` gives (undefined: gone, left out). */
async function readEach(
  files: Map<string, SideFile>,
  paths: string[],
  bytes: (path: string, f: SideFile) => Promise<Buffer | undefined>,
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const path of paths) {
    const f = files.get(path);
    const data = !f ? undefined : f.kind === 'l' ? Buffer.from(f.ref as string) : await bytes(path, f);
    if (data) out.set(path, data);
  }
  return out;
}

/**
 * A checkpoint's `workspace.tar.zst` (the archive format): one pass lists its files and hashes
 * them into blob ids; `read` is one more pass. `maxBytes` bounds what the archive may expand to.
 */
export async function archiveSide(
  store: StorageBackend,
  key: string,
  maxBytes: number,
  label: string,
): Promise<WorkspaceSide> {
  const files = new Map<string, SideFile>();
  await eachArchiveEntry(store, key, maxBytes, (path, file, data) => {
    if (file.kind === 'f') file.ref = blobIdsOf(data);
    files.set(path, file);
    return false;
  });
  return {
    label,
    files,
    async read(paths) {
      const want = new Set(paths);
      const out = new Map<string, Buffer>();
      await eachArchiveEntry(store, key, maxBytes, (path, file, data) => {
        if (want.has(path)) out.set(path, file.kind === 'l' ? Buffer.from(file.ref as string) : data);
        return out.size === want.size;
      });
      return out;
    },
  };
}

/** Calls `onEntry` with each file and link of the archive (a link's target as `ref`); stops when it returns true. */
async function eachArchiveEntry(
  store: StorageBackend,
  key: string,
  maxBytes: number,
  onEntry: (path: string, f: SideFile, data: Buffer) => boolean,
): Promise<void> {
  const stored = await store.open(key);
  if (!stored)
    throw new CheckpointError('NOT_FOUND', `${key} is missing`, 'run `pai-checkpoint verify` on the checkpoint');
  const tar = await import('tar');
  const tooLarge = () =>
    new CheckpointError(
      'INVALID_DATA',
      `${key} expands beyond ${maxBytes} bytes, more than its manifest records`,
      'the checkpoint was tampered with or damaged',
    );
  const input = decompressStream({ stream: stored }, { name: key, maxBytes, tooLarge, purpose: 'compare a workspace' });
  let done = false;
  await new Promise<void>((resolve, reject) => {
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        const path = entry.path.replace(/^\.\//, '');
        const base = {
          mode: (entry.mode ?? 0o644) & 0o7777,
          size: entry.size ?? 0,
          mtimeMs: entry.mtime?.getTime() ?? 0,
        };
        if (done || (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'SymbolicLink')) {
          entry.resume();
          return;
        }
        if (entry.type === 'SymbolicLink') {
          done = onEntry(path, { kind: 'l', ...base, ref: entry.linkpath ?? '' }, Buffer.alloc(0));
          entry.resume();
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => {
          if (!done) done = onEntry(path, { kind: 'f', ...base }, Buffer.concat(chunks));
        });
      },
    });
    parser.on('error', reject);
    input.on('error', reject);
    parser.on('end', () => resolve());
    input.pipe(parser);
  }).finally(() => input.destroy());
}

/**
 * A folder on disk, listed as a capture lists it (its .gitignore, the configured excludes). A file
 * whose size and mtime are those of the other side's entry is taken as unchanged without being
 * read (git's own index makes the same test); the others are read and hashed when compared.
 */
export async function folderSide(root: string, excludes: string[] | undefined, label: string): Promise<WorkspaceSide> {
  const listing = await listWorkspace(root, excludes ? { excludes } : {});
  const files = new Map<string, SideFile>();
  for (const f of listing.files)
    files.set(
      f.path,
      f.type === 'symlink'
        ? { kind: 'l', mode: f.mode & 0o7777, size: f.size, mtimeMs: f.mtimeMs, ref: f.link ?? '' }
        : { kind: 'f', mode: f.mode & 0o7777, size: f.size, mtimeMs: f.mtimeMs },
    );
  const base = root.endsWith('/') ? root : `${root}/`;
  return {
    label,
    files,
    read: (paths) =>
      readEach(files, paths, async (path) => {
        try {
          const fd = openRegularSync(base + path, { noFollow: true });
          if (fd === undefined) return undefined;
          try {
            return readFileSync(fd);
          } finally {
            closeSync(fd);
          }
        } catch (err) {
          const code = errnoCode(err);
          if (code === 'ENOENT' || code === 'EACCES' || code === 'EPERM') return undefined; // gone or unreadable since the listing
          throw err;
        }
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Comparing

const sameRef = (x: SideFile['ref'], y: SideFile['ref']) =>
  Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((id, i) => id === y[i]) : x === y;

/** Every file that differs between `a` and `b`, sorted by path, with line counts for text files. */
export async function compareSides(a: WorkspaceSide, b: WorkspaceSide): Promise<FileChange[]> {
  const changes: FileChange[] = [];
  const paths = [...new Set([...a.files.keys(), ...b.files.keys()])].sort();
  const unknown = paths.filter((p) => {
    const x = a.files.get(p);
    const y = b.files.get(p);
    return x?.kind === 'f' && y?.kind === 'f' && x.size === y.size && (!x.ref || !y.ref) && x.mtimeMs !== y.mtimeMs;
  });
  // Files of the working tree whose size matches but whose mtime does not: hashed to know.
  const [unknownA, unknownB] = await Promise.all([
    a.read(unknown.filter((p) => !a.files.get(p)!.ref)),
    b.read(unknown.filter((p) => !b.files.get(p)!.ref)),
  ]);
  for (const [path, data] of unknownA) a.files.get(path)!.ref = blobIdsOf(data);
  for (const [path, data] of unknownB) b.files.get(path)!.ref = blobIdsOf(data);
  for (const path of paths) {
    const x = a.files.get(path);
    const y = b.files.get(path);
    if (x && y) {
      const sameContent =
        x.kind === y.kind && (x.ref && y.ref ? sameRef(x.ref, y.ref) : x.size === y.size && x.mtimeMs === y.mtimeMs);
      const modeChanged = x.kind === 'f' && y.kind === 'f' && x.mode !== y.mode; // a link's own mode means nothing
      if (sameContent && !modeChanged) continue;
      changes.push({
        path,
        status: x.kind === y.kind ? 'M' : 'T',
        size: [x.size, y.size],
        ...(modeChanged ? { mode: [x.mode, y.mode] as [number, number] } : {}),
      });
      if (sameContent) changes.at(-1)!.added = changes.at(-1)!.removed = 0;
    } else if (x) changes.push({ path, status: 'D', size: [x.size, null] });
    else if (y) changes.push({ path, status: 'A', size: [null, y.size] });
  }
  await countLines(
    a,
    b,
    changes.filter((c) => c.added === undefined),
  );
  return changes;
}

/** Line counts of the changed files (both sides read in one pass each). */
async function countLines(a: WorkspaceSide, b: WorkspaceSide, changes: FileChange[]): Promise<void> {
  const readable = (side: WorkspaceSide, c: FileChange) => {
    const f = side.files.get(c.path);
    return f !== undefined && f.kind === 'f' && f.size <= LINE_COUNT_MAX;
  };
  const large = (side: WorkspaceSide, c: FileChange) => (side.files.get(c.path)?.size ?? 0) > LINE_COUNT_MAX;
  const counted = changes.filter(
    (c) => c.status !== 'T' && !large(a, c) && !large(b, c) && (readable(a, c) || readable(b, c)),
  );
  for (const c of changes) if (large(a, c) || large(b, c)) c.large = true;
  const [xs, ys] = await Promise.all([
    a.read(counted.filter((c) => readable(a, c)).map((c) => c.path)),
    b.read(counted.filter((c) => readable(b, c)).map((c) => c.path)),
  ]);
  for (const c of counted) {
    const x = xs.get(c.path) ?? Buffer.alloc(0);
    const y = ys.get(c.path) ?? Buffer.alloc(0);
    if (isBinary(x) || isBinary(y)) {
      c.binary = true;
      continue;
    }
    const d = diffLines(x.toString('utf8'), y.toString('utf8'));
    c.added = d.added;
    c.removed = d.removed;
    if (d.approximate) c.approximate = true;
  }
}

/**
 * The unified diff of one path between the two sides (`git diff` format; "Binary files … differ"
 * for binary content); "" when it is the same on both. NOT_FOUND when neither side has it.
 */
export async function diffFile(a: WorkspaceSide, b: WorkspaceSide, path: string): Promise<string> {
  const x = a.files.get(path);
  const y = b.files.get(path);
  if (!x && !y)
    throw new CheckpointError(
      'NOT_FOUND',
      `neither ${a.label} nor ${b.label} has a file ${path}`,
      'give the path relative to the workspace folder, as `diff <a> <b>` lists it',
    );
  const [xs, ys] = await Promise.all([a.read(x ? [path] : []), b.read(y ? [path] : [])]);
  const before = xs.get(path);
  const after = ys.get(path);
  const names = { a: x ? `a/${path}` : '/dev/null', b: y ? `b/${path}` : '/dev/null' };
  const head = [
    x?.kind === 'l' || y?.kind === 'l'
      ? `# ${[x && `${a.label}: ${x.kind === 'l' ? `symlink to ${String(x.ref)}` : 'file'}`, y && `${b.label}: ${y.kind === 'l' ? `symlink to ${String(y.ref)}` : 'file'}`].filter(Boolean).join('; ')}\n`
      : '',
    x?.kind === 'f' && y?.kind === 'f' && x.mode !== y.mode
      ? `old mode ${x.mode.toString(8)}\nnew mode ${y.mode.toString(8)}\n`
      : '',
  ].join('');
  if ((before && isBinary(before)) || (after && isBinary(after)))
    return before?.equals(after ?? Buffer.alloc(0)) ? head : `${head}Binary files ${names.a} and ${names.b} differ\n`;
  return head + unifiedDiff(diffLines(before?.toString('utf8') ?? '', after?.toString('utf8') ?? ''), names);
}
