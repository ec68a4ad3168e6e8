import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { CheckpointError, errnoCode } from './errors.js';

/**
 * Reading files that something else named (a hook payload, a volume, a records folder): only
 * regular files are read. A FIFO named as a transcript would block `open()` forever (and with it
 * the user's session), a device could be read without end; so every open is O_NONBLOCK (which makes
 * opening a FIFO return at once and changes nothing for regular files) and is checked with fstat
 * before a byte is read. With `noFollow`, a symlink in the last component is refused (records and
 * runtime state are never links: a link there was planted).
 */
export interface RegularOptions {
  /** Refuse a symlink as the last path component (O_NOFOLLOW). */
  noFollow?: boolean;
}

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

function notRegular(path: string, what: string): CheckpointError {
  return new CheckpointError('INVALID_DATA', `${path}: ${what}, not a regular file; not read`, 'only regular files are read');
}

/**
 * An fd opened for reading without blocking, its type NOT checked yet (a caller that can tell
 * otherwise — the content store reads listed files and compares sizes — saves the fstat);
 * undefined when the file does not exist. A link refused by `noFollow`, or a socket: INVALID_DATA.
 */
export function openNonBlockingSync(path: string, options: RegularOptions = {}): number | undefined {
  try {
    return openSync(path, FLAGS | (options.noFollow ? constants.O_NOFOLLOW : 0));
  } catch (err) {
    return openFailed(path, err);
  }
}

/** A failed open: undefined when the file does not exist; a refused link or a socket is INVALID_DATA; else the error. */
function openFailed(path: string, err: unknown): undefined {
  const code = errnoCode(err);
  if (code === 'ENOENT') return undefined;
  if (code === 'ELOOP') throw notRegular(path, 'a symbolic link');
  if (code === 'ENXIO') throw notRegular(path, 'a socket');
  throw err;
}

/** An fd of a regular file opened for reading; undefined when the file does not exist. */
export function openRegularSync(path: string, options: RegularOptions = {}): number | undefined {
  const fd = openNonBlockingSync(path, options);
  if (fd === undefined) return undefined;
  let ok = false;
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw notRegular(path, st.isDirectory() ? 'a directory' : st.isFIFO() ? 'a FIFO' : 'a special file');
    ok = true;
    return fd;
  } finally {
    if (!ok) closeSync(fd);
  }
}

/** The whole text of a regular file; undefined when it does not exist. */
export function readRegularFileSync(path: string, options: RegularOptions = {}): string | undefined {
  const fd = openRegularSync(path, options);
  if (fd === undefined) return undefined;
  try {
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** Async variant of `openRegularSync`: a FileHandle (e.g. for `createReadStream`), or undefined when missing. */
export async function openRegular(path: string, options: RegularOptions = {}): Promise<FileHandle | undefined> {
  let fh: FileHandle;
  try {
    fh = await open(path, FLAGS | (options.noFollow ? constants.O_NOFOLLOW : 0));
  } catch (err) {
    return openFailed(path, err);
  }
  let ok = false;
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw notRegular(path, st.isDirectory() ? 'a directory' : st.isFIFO() ? 'a FIFO' : 'a special file');
    ok = true;
    return fh;
  } finally {
    if (!ok) await fh.close();
  }
}
