import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { CheckpointError, errnoCode } from './errors.js';
import { readRegularFileSync, type RegularOptions } from './regular.js';

/** Prefix of every temp file we create; listings skip it (pai-seed's `^ckpt-.*\.json$` never matches it). */
export const TEMP_PREFIX = '.tmp-';

interface WriteOptions {
  /** File mode for a new file. Default 0o600 (no secret leaves by accident). */
  mode?: number;
  /** fsync the file and its directory. Default true; runtime state that can be rebuilt passes false. */
  fsync?: boolean;
  /** Called after the data is durable and right before it becomes visible (lock re-check). */
  beforeCommit?: () => void;
}

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** fsync a directory so that a rename/link/unlink in it survives a power cut. Best effort. */
export function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Writes `data` to a fresh temp file next to `target` (unique name per process and call, so
 * concurrent writers never share one), fsyncs it, and returns its path. The caller makes it visible.
 */
function writeTemp(target: string, data: string | Uint8Array, options: WriteOptions): string {
  const dir = dirname(target);
  const temp = join(dir, `${TEMP_PREFIX}${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}`);
  let fd: number;
  try {
    fd = openSync(temp, 'wx', options.mode ?? 0o600);
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') throw err;
    ensureDir(dir);
    fd = openSync(temp, 'wx', options.mode ?? 0o600);
  }
  try {
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    if (options.fsync !== false) fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    safeUnlink(temp);
    throw err;
  }
  closeSync(fd);
  return temp;
}

/** Atomically replaces `target`: readers see the old content or the new, never a mix. */
export function writeFileAtomicSync(target: string, data: string | Uint8Array, options: WriteOptions = {}): void {
  const temp = writeTemp(target, data, options);
  try {
    options.beforeCommit?.();
    renameSync(temp, target);
  } catch (err) {
    safeUnlink(temp);
    throw err;
  }
  if (options.fsync !== false) fsyncDir(dirname(target));
}

/**
 * Atomically creates a NEW file under the first free name `names` yields (never replaces one):
 * the data is written and fsynced under a temp name, then hard-linked to the final name, which
 * fails if the name exists. Two writers in the same second therefore both survive.
 * Returns the name used.
 */
export function createFileExclusiveSync(
  dir: string,
  names: Iterable<string>,
  data: string | Uint8Array,
  options: WriteOptions = {},
): string {
  const temp = writeTemp(join(dir, 'new'), data, options);
  try {
    for (const name of names) {
      const target = join(dir, name);
      try {
        linkSync(temp, target);
      } catch (err) {
        const code = errnoCode(err);
        if (code === 'EEXIST') continue;
        if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
          // No hard links here (some network/FAT filesystems): open-exclusive a placeholder, then
          // rename over it. Readers may briefly see an empty file, which every reader skips.
          try {
            closeSync(openSync(target, 'wx', options.mode ?? 0o600));
          } catch (e) {
            if (errnoCode(e) === 'EEXIST') continue;
            throw e;
          }
          renameSync(temp, target);
          if (options.fsync !== false) fsyncDir(dir);
          return name;
        }
        throw err;
      }
      if (options.fsync !== false) fsyncDir(dir);
      return name;
    }
    throw new Error(`no free file name in ${dir}`);
  } finally {
    safeUnlink(temp);
  }
}

export function safeUnlink(path: string): boolean {
  try {
    unlinkSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a regular file; `undefined` when it does not exist (missing is not an error). A FIFO,
 * folder or device in its place is an INVALID_DATA error, never a blocked or endless read.
 */
export function readFileIfExists(path: string, options: RegularOptions = {}): string | undefined {
  return readRegularFileSync(path, options);
}

/** What a file is, for a message that names it. */
function fileKind(st: Stats): string {
  if (st.isFile()) return 'a regular file';
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return st.isSymbolicLink() ? 'a symbolic link' : 'a special file';
}

const lstatOrUndefined = (path: string) => {
  try {
    return lstatSync(path);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return undefined;
    throw err;
  }
};

/**
 * Where a file the user named as an output (`export -o <file>`) may be written: a new name in an
 * existing folder, or a regular file the write replaces. A rename replaces whatever has the name,
 * so a FIFO, a device (as root, `-o /dev/null` replaced /dev/null), a socket or a folder — or a
 * symlink to one — is refused by name (CONFLICT), nothing written; a symlink to a regular file is
 * written through (the link stays a link). Returns the path to write: the link's target for a link.
 */
export function outputFile(path: string): string {
  const st = lstatOrUndefined(path);
  if (!st) {
    const dir = statSync(dirname(path), { throwIfNoEntry: false });
    if (!dir?.isDirectory())
      throw new CheckpointError(
        'USAGE',
        `${path}: the folder ${dirname(path)} does not exist`,
        'name a file in an existing folder',
      );
    return path;
  }
  if (st.isFile()) return path;
  const target = st.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : st;
  if (target?.isFile()) return realpathSync(path);
  const what = st.isSymbolicLink()
    ? `a symbolic link to ${readlinkSync(path)}, ${target ? fileKind(target) : 'which does not exist'}`
    : fileKind(st);
  throw new CheckpointError(
    'CONFLICT',
    `${path} is ${what}, not a regular file: left as it is, nothing written`,
    'name a new file or a regular file to replace (or -o - for standard output)',
  );
}

/**
 * Makes `temp` the file `file` that `outputFile` allowed, checking again at the last moment: a
 * new name is taken with link(2), which fails when something appeared there meanwhile; a regular
 * file is replaced by rename. Anything else there now is refused as `outputFile` refuses it. The
 * temp file is gone afterwards either way.
 */
export function commitOutputFile(temp: string, file: string): void {
  try {
    if (lstatOrUndefined(file) === undefined && linked(temp, file)) return;
    if (outputFile(file) !== file)
      throw new CheckpointError(
        'CONFLICT',
        `${file} became a symbolic link while it was written: left as it is, nothing written`,
        'run it again',
      );
    renameSync(temp, file);
  } finally {
    safeUnlink(temp);
    fsyncDir(dirname(file));
  }
}

/** link(2) `temp` to the new name `file`: false when the name was taken meanwhile, or this filesystem has no hard links. */
function linked(temp: string, file: string): boolean {
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    const code = errnoCode(err);
    if (code === 'EEXIST' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') return false;
    throw err;
  }
}
