import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { access, link, mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TEMP_PREFIX } from '../core/atomic.js';
import { CheckpointError, errnoCode } from '../core/errors.js';
import { mapLimit } from '../core/parallel.js';
import { openRegular, openRegularSized } from '../core/regular.js';
import {
  checkKey,
  checkPrefix,
  GET_MAX_BYTES,
  tooLargeToGet,
  type LevelListing,
  type PutResult,
  type StorageBackend,
} from './backend.js';

/** How many folders a listing looks into at once. */
const LOOKS = 16;

/** A unique temp file next to `target` (hidden from listings by its prefix). */
function tempFor(target: string): string {
  return join(dirname(target), `${TEMP_PREFIX}${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}`);
}

/** How a written, fsynced temp file becomes the object; false when it did not (the key was taken). */
type Commit = (temp: string, target: string) => Promise<boolean>;

/** A put renames it over the target, replacing any object there. */
const replace: Commit = async (temp, target) => {
  await rename(temp, target);
  return true;
};

/**
 * A create links it to the target's name: link(2) fails with EEXIST where any object is, atomically
 * (of concurrent creates, one links). The temp name goes either way; one left by a failed unlink is
 * a leftover that `prune` sweeps, not a reason to fail a create that is done.
 */
const linkNew: Commit = async (temp, target) => {
  try {
    await link(temp, target);
    return true;
  } catch (err) {
    if (errnoCode(err) === 'EEXIST') return false;
    throw err;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
};

/** fsync of a folder (a rename or link in it made durable), off the event loop; some filesystems refuse it, and the rename is atomic still. */
async function syncFolder(dir: string): Promise<void> {
  try {
    const fh = await open(dir, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    // refused: the rename is still atomic
  }
}

/**
 * The file's bytes, `size` of them as its fstat found (as `FileHandle.readFile` reads a regular file,
 * without the fstat of its own: one wait on the file system's threads fewer per object read).
 */
async function readSized(fh: FileHandle, size: number): Promise<Buffer> {
  if (size === 0) return fh.readFile(); // empty, or a size the file system does not report: read to the end
  const buf = Buffer.allocUnsafe(size);
  let total = 0;
  while (total < size) {
    const { bytesRead } = await fh.read(buf, total, size - total, null);
    if (bytesRead === 0) break;
    total += bytesRead;
  }
  return total === size ? buf : buf.subarray(0, total);
}

/** A folder's entries; none when it is absent (or a file): a listing of something absent is empty. */
async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (errnoCode(err) === 'ENOENT' || errnoCode(err) === 'ENOTDIR') return [];
    throw err;
  }
}

/** True when an object (a regular file, not hidden) lies anywhere under `dir`; stops at the first. */
async function holdsObject(dir: string): Promise<boolean> {
  const entries = (await entriesOf(dir)).filter((e) => !e.name.startsWith('.'));
  if (entries.some((e) => e.isFile())) return true;
  for (const e of entries) if (e.isDirectory() && (await holdsObject(join(dir, e.name)))) return true;
  return false;
}

/**
 * The volume as a local folder (default `~/.pai/volume`). A put streams into a temp file next to
 * the target (unique name, 0600), hashing as it goes, fsyncs it, renames it over the target and
 * fsyncs the folder: a crash leaves the old object or the new one, plus at most a hidden temp
 * file that listings skip and `prune` sweeps. A create writes the same way and links the temp
 * file to the target's name instead, which only succeeds where no object is.
 */
export class LocalVolume implements StorageBackend {
  readonly location: string;

  constructor(root: string) {
    this.location = resolve(root);
  }

  private path(key: string): string {
    return join(this.location, ...checkKey(key));
  }

  async put(key: string, data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>): Promise<PutResult> {
    // Listen for a failing source stream from the first moment: an 'error' emitted while we await
    // below, with no listener yet, would crash the process instead of failing this put.
    let early: unknown;
    const onEarly = (err: unknown) => (early ??= err);
    if (data instanceof Readable) data.on('error', onEarly);
    try {
      return (await this.write(key, data, () => early, replace)).result;
    } finally {
      if (data instanceof Readable) data.off('error', onEarly);
    }
  }

  async create(key: string, data: Uint8Array | string): Promise<boolean> {
    return (await this.write(key, data, () => undefined, linkNew)).stored;
  }

  /**
   * A failed write, in words: which volume, why (read-only, full, not a folder, a size limit) and
   * what to do. `mkdir -p` reports a read-only file system as ENOENT, so the real reason is asked
   * of the nearest folder that exists.
   */
  private async writeError(err: unknown, dir: string): Promise<unknown> {
    let code = errnoCode(err);
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      let at = dir;
      let st = await stat(at).catch(() => undefined);
      while (!st && dirname(at) !== at) {
        at = dirname(at);
        st = await stat(at).catch(() => undefined);
      }
      if (st && !st.isDirectory())
        return new CheckpointError(
          'IO',
          `cannot write to the volume ${this.location}: ${at} is a file, not a folder`,
          'set [volume] path (or PAI_CHECKPOINT_VOLUME) to a folder',
        );
      code = await access(at, constants.W_OK).then(
        () => code,
        (e: unknown) => errnoCode(e),
      );
    }
    const why: Record<string, string> = {
      EROFS: 'it is on a read-only file system',
      EACCES: 'it is not writable (permission denied)',
      EPERM: 'it is not writable (operation not permitted)',
      ENOSPC: 'it is full (no space left on the device)',
      EDQUOT: 'it is over its disk quota',
      EFBIG: "a file grew past the file system's or the process's file-size limit",
      EISDIR: 'a folder is where a file should be',
    };
    if (!code || !why[code]) return err;
    return new CheckpointError(
      'IO',
      `cannot write to the volume ${this.location}: ${why[code]} (${code})`,
      'free space or make it writable, or set [volume] path / PAI_CHECKPOINT_VOLUME to another folder; nothing partial was kept',
      { cause: err },
    );
  }

  private async folder(dir: string): Promise<void> {
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
    } catch (err) {
      throw await this.writeError(err, dir);
    }
  }

  /** Writes `data` to a temp file next to the key's target, fsyncs it, and `commit`s it; `stored`: what commit answered. */
  private async write(
    key: string,
    data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>,
    early: () => unknown,
    commit: Commit,
  ): Promise<{ result: PutResult; stored: boolean }> {
    const target = this.path(key);
    const dir = dirname(target);
    await this.folder(dir);
    if (early()) throw early();
    const temp = tempFor(target);
    const hash = createHash('sha256');
    let size = 0;
    let stored: boolean;
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) {
        // Bytes in hand (packs, manifests, index files): one write, no stream between.
        const bytes = typeof data === 'string' ? Buffer.from(data) : data;
        hash.update(bytes);
        size = bytes.length;
        const fh = await open(temp, 'wx', 0o600);
        try {
          await fh.writeFile(bytes);
          await fh.sync();
        } finally {
          await fh.close();
        }
      } else {
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(data, counter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        const fh = await open(temp, 'r');
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }
      stored = await commit(temp, target);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw await this.writeError(err, dir);
    }
    if (stored) await syncFolder(dir);
    return { result: { size, sha256: hash.digest('hex') }, stored };
  }

  /**
   * Only a regular file is an object: a FIFO in its place would block the read for ever, a device
   * never end (both INVALID_DATA naming the file, from core/regular.ts); one larger than
   * GET_MAX_BYTES is refused before a byte is read.
   */
  async get(key: string): Promise<Buffer | undefined> {
    const path = this.path(key);
    const opened = await openRegularSized(path);
    if (!opened) return undefined;
    const { fh, size } = opened;
    try {
      if (size > GET_MAX_BYTES) throw tooLargeToGet(path, size);
      return await readSized(fh, size);
    } finally {
      await fh.close();
    }
  }

  async open(key: string): Promise<Readable | undefined> {
    // Opened (and its type checked) first, so that absence or a FIFO is reported here rather than as a stream error later.
    const fh = await openRegular(this.path(key));
    return fh && createReadStream('', { fd: fh, autoClose: true });
  }

  async stat(key: string): Promise<{ size: number; mtimeMs: number } | undefined> {
    try {
      const s = await stat(this.path(key));
      return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : undefined;
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return undefined;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const base = join(this.location, ...checkPrefix(prefix));
    const out: string[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      for (const e of await entriesOf(dir)) {
        if (e.name.startsWith('.')) continue; // temp files and anything hidden are not objects
        if (e.isDirectory()) await walk(join(dir, e.name), `${keyPrefix}${e.name}/`);
        else if (e.isFile()) out.push(`${keyPrefix}${e.name}`);
      }
    };
    await walk(base, prefix);
    return out.sort();
  }

  async listLevel(prefix: string): Promise<LevelListing> {
    const base = join(this.location, ...checkPrefix(prefix));
    const listing: LevelListing = { keys: [], folders: [] };
    const entries = (await entriesOf(base)).filter((e) => !e.name.startsWith('.')); // temp files and anything hidden are not objects
    for (const e of entries) if (e.isFile()) listing.keys.push(`${prefix}${e.name}`);
    // As on object storage, a folder exists only while an object is in it: one that a put
    // created and a failure or a delete left empty (or holding only temp files) is not listed.
    // Looked into a few at once: one after the other, a volume of 1,000 sessions waits 1,000 times.
    const folders = entries.filter((e) => e.isDirectory());
    const held = await mapLimit(folders, LOOKS, (e) => holdsObject(join(base, e.name)));
    folders.forEach((e, i) => held[i] && listing.folders.push(`${prefix}${e.name}/`));
    listing.keys.sort();
    listing.folders.sort();
    return listing;
  }

  async copy(from: string, to: string, known?: PutResult): Promise<PutResult | undefined> {
    const source = this.path(from);
    const target = this.path(to);
    const st = await this.stat(from);
    if (!st) return undefined;
    let result: PutResult;
    if (known && known.size === st.size) {
      result = known;
    } else {
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(source)) hash.update(chunk as Buffer);
      result = { size: st.size, sha256: hash.digest('hex') };
    }
    const dir = dirname(target);
    await this.folder(dir);
    const temp = tempFor(target);
    try {
      await link(source, temp); // objects are never modified in place, so sharing the inode is safe
      await rename(temp, target);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      if (errnoCode(err) !== 'EXDEV' && errnoCode(err) !== 'EPERM' && errnoCode(err) !== 'ENOTSUP')
        throw await this.writeError(err, dir);
      return this.put(to, createReadStream(source)); // no hard links here: copy the bytes
    }
    await syncFolder(dir);
    return result;
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.path(key));
      return true;
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return false;
      throw err;
    }
  }

  async sweepLeftovers(olderThanMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const p = join(dir, e.name);
        if (e.isDirectory()) await walk(p);
        else if (e.name.startsWith(TEMP_PREFIX)) {
          const st = await stat(p).catch(() => undefined);
          if (
            st &&
            now - st.mtimeMs >= olderThanMs &&
            (await unlink(p).then(
              () => true,
              () => false,
            ))
          )
            removed++;
        }
      }
    };
    await walk(this.location);
    return removed;
  }

  async usage(prefix: string): Promise<number> {
    const seen = new Set<string>();
    let bytes = 0;
    for (const key of await this.list(prefix)) {
      const st = await stat(this.path(key)).catch(() => undefined);
      if (!st || seen.has(`${st.dev}:${st.ino}`)) continue;
      seen.add(`${st.dev}:${st.ino}`);
      bytes += st.size;
    }
    return bytes;
  }

  async deletePrefix(prefix: string): Promise<number> {
    const segments = checkPrefix(prefix);
    const keys = await this.list(prefix);
    if (segments.length === 0) {
      for (const k of keys) await this.delete(k);
    } else {
      await rm(join(this.location, ...segments), { recursive: true, force: true });
    }
    return keys.length;
  }
}
