import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
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
  /**
   * Refuse a file larger than this many bytes, checked by the same fstat before a byte is read.
   * Default: none for the opens (their callers stream), READ_WHOLE_MAX_BYTES for the reads of a
   * whole file.
   */
  maxBytes?: number;
}

/**
 * The most a whole-file read takes unless told otherwise (64 MiB). Files read whole are JSON and
 * TOML of kilobytes (records, seed.json, runtime state, keys, the configuration); one of gigabytes
 * was damaged or is not what its name says, and reading it would take seconds and gigabytes of
 * memory only to fail (a string cannot hold more than 512 MiB).
 */
export const READ_WHOLE_MAX_BYTES = 64 * 1024 * 1024;

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/**
 * A file refused before a byte of it was read: not a regular file (`not-regular`) or larger than
 * its reader takes (`too-large`). INVALID_DATA; `why` is the message without the path.
 */
export class RefusedFileError extends CheckpointError {
  constructor(
    readonly path: string,
    readonly reason: 'not-regular' | 'too-large',
    readonly why: string,
    hint: string,
  ) {
    super('INVALID_DATA', `${path}: ${why}`, hint);
  }
}

function notRegular(path: string, what: string): RefusedFileError {
  return new RefusedFileError(
    path,
    'not-regular',
    `${what}, not a regular file; not read`,
    'only regular files are read',
  );
}

function tooLarge(path: string, size: number, maxBytes: number): RefusedFileError {
  return new RefusedFileError(
    path,
    'too-large',
    `too large (${size} bytes; at most ${maxBytes} are read); not read`,
    'a file of this kind is far smaller: it was damaged or is not what its name says; move it aside',
  );
}

/** Throws when `st` is not a regular file, or is larger than `maxBytes`. */
function checkStat(path: string, st: Stats, maxBytes: number | undefined): void {
  if (!st.isFile())
    throw notRegular(path, st.isDirectory() ? 'a directory' : st.isFIFO() ? 'a FIFO' : 'a special file');
  if (maxBytes !== undefined && st.size > maxBytes) throw tooLarge(path, st.size, maxBytes);
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

/** An fd of a regular file opened for reading (at most `maxBytes` long, if given); undefined when the file does not exist. */
export function openRegularSync(path: string, options: RegularOptions = {}): number | undefined {
  const fd = openNonBlockingSync(path, options);
  if (fd === undefined) return undefined;
  let ok = false;
  try {
    checkStat(path, fstatSync(fd), options.maxBytes);
    ok = true;
    return fd;
  } finally {
    if (!ok) closeSync(fd);
  }
}

/** The whole text of a regular file of at most `maxBytes` (default READ_WHOLE_MAX_BYTES); undefined when it does not exist. */
export function readRegularFileSync(path: string, options: RegularOptions = {}): string | undefined {
  const fd = openRegularSync(path, { ...options, maxBytes: options.maxBytes ?? READ_WHOLE_MAX_BYTES });
  if (fd === undefined) return undefined;
  try {
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** Async variant of `openRegularSync`: a FileHandle (e.g. for `createReadStream`), or undefined when missing. */
export async function openRegular(path: string, options: RegularOptions = {}): Promise<FileHandle | undefined> {
  return (await openRegularSized(path, options))?.fh;
}

/**
 * `openRegular` with the size its fstat found: a reader of the whole file needs no second fstat (each
 * is a wait on the file system's threads; `sessions` reads a thousand small files).
 */
export async function openRegularSized(
  path: string,
  options: RegularOptions = {},
): Promise<{ fh: FileHandle; size: number } | undefined> {
  let fh: FileHandle;
  try {
    fh = await open(path, FLAGS | (options.noFollow ? constants.O_NOFOLLOW : 0));
  } catch (err) {
    return openFailed(path, err);
  }
  let ok = false;
  try {
    const st = await fh.stat();
    checkStat(path, st, options.maxBytes);
    ok = true;
    return { fh, size: st.size };
  } finally {
    if (!ok) await fh.close();
  }
}
