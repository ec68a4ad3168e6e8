import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CheckpointError } from '../core/errors.js';
import { parseJsonText } from '../core/json.js';
import { RefusedFileError } from '../core/regular.js';

/**
 * The one storage contract every volume backend implements (local folder now, S3 next).
 * It fits object storage: whole objects are put, read, listed and deleted; there is no rename and
 * no append. Every put is atomic (readers see the old object or the new one, never part of one),
 * so write ORDER is the only commit mechanism callers rely on (parts, then manifest, then index);
 * where two writers must not both win (a takeover), `create` decides: a conditional write.
 *
 * Keys are '/'-separated paths of safe segments (see `checkKey`). Missing is not an error: reads
 * of absent keys return `undefined`; only real failures throw, and a listing is never partial.
 */
export interface StorageBackend {
  /** Human-readable location, e.g. `/home/ada/.pai/volume` or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores bytes or a stream under `key`, replacing any object there. Returns what was stored. */
  put(key: string, data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>): Promise<PutResult>;
  /**
   * Stores `data` under `key` only if no object is there (a conditional write: S3's
   * `If-None-Match: *`, a local folder's link(2)). True when this call created the object; false when
   * an object was already there (its content is left alone). Concurrent creates of one key: exactly one is true.
   */
  create(key: string, data: Uint8Array | string): Promise<boolean>;
  /**
   * The whole object, or undefined when absent. For objects read whole (manifests, indexes, facts,
   * packs of ~12 MiB, package lists): one larger than GET_MAX_BYTES is refused (INVALID_DATA naming
   * the key) before it is read. Large parts (workspace archives, transcripts) are read with `open`.
   */
  get(key: string): Promise<Buffer | undefined>;
  /** A stream of the object (for large parts), or undefined when absent. */
  open(key: string): Promise<Readable | undefined>;
  /** Size and modification time, or undefined when absent. */
  stat(key: string): Promise<{ size: number; mtimeMs: number } | undefined>;
  /** Every key under `prefix` (a folder: 'a/b/' or '' for all), sorted. Complete or throws. */
  list(prefix: string): Promise<string[]>;
  /**
   * One level under `prefix` (a folder, or '' for the top), as S3's ListObjectsV2 with
   * Delimiter '/' answers it (Contents and CommonPrefixes): the objects directly in the folder,
   * and its sub-folders that hold at least one object at any depth, each as a prefix ending in
   * '/' (`a/b/c/`). An empty folder is not listed: object storage has no folders, only keys.
   * Both sorted; complete or throws. One request where the backend pays per listing, whatever
   * the number of objects below the sub-folders.
   */
  listLevel(prefix: string): Promise<LevelListing>;
  /**
   * Copies an object to another key (an unchanged workspace archive is reused this way instead of
   * being compressed again). Local: a hard link; object storage: a server-side copy. Returns
   * undefined when the source is absent. With `known` (the source's size and sha256 from its
   * manifest) the bytes are not re-read, only the size is checked; `verify` re-hashes later.
   */
  copy(from: string, to: string, known?: PutResult): Promise<PutResult | undefined>;
  /** Removes one object; false when it was absent. */
  delete(key: string): Promise<boolean>;
  /** Removes every object under `prefix` (a folder); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Removes what interrupted puts left behind (older than `olderThanMs`), where the backend can
   * have such leftovers (a local folder's temp files); returns how many.
   */
  sweepLeftovers?: ((olderThanMs: number, now?: number) => Promise<number>) | undefined;
  /**
   * Bytes the objects under `prefix` really occupy, where the backend can tell (a local folder
   * counts a hard-linked, reused archive once); absent where it cannot.
   */
  usage?: ((prefix: string) => Promise<number>) | undefined;
}

/**
 * The largest object `get` reads whole (256 MiB): twenty times the largest that is read so (a pack
 * is at most ~12 MiB; an index or a package list a few MiB). A larger one was damaged or planted.
 */
export const GET_MAX_BYTES = 256 * 1024 * 1024;

/** The refusal of an object too large for `get` (INVALID_DATA), naming where it is and what to do. */
export function tooLargeToGet(where: string, size: number): RefusedFileError {
  return new RefusedFileError(
    where,
    'too-large',
    `too large to read whole (${size} bytes; at most ${GET_MAX_BYTES})`,
    'no object read whole is this large: it was damaged or put there by something else; run `pai-checkpoint verify --all`, and move it aside',
  );
}

/** What `listLevel` returns. */
export interface LevelListing {
  /** Keys of the objects directly under the prefix. */
  keys: string[];
  /** Sub-folders (full prefixes, ending in '/') that hold at least one object. */
  folders: string[];
}

export interface PutResult {
  size: number;
  /** Hex sha256 of the stored bytes. */
  sha256: string;
}

const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** True for a valid key: 1-16 segments, each a safe name (no '..', no leading dot, no separators). */
export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.length <= 16 && segments.every((s) => SEGMENT_RE.test(s) && !s.includes('..'));
}

/** Validates a key (see isValidKey) and returns its segments; INVALID_ID otherwise. */
export function checkKey(key: string): string[] {
  const segments = key.split('/');
  if (!isValidKey(key)) {
    throw new CheckpointError(
      'INVALID_ID',
      `invalid storage key ${JSON.stringify(key.slice(0, 200))}`,
      'keys are /-separated names of letters, digits, ".", "_" and "-"',
    );
  }
  return segments;
}

/** Validates a folder prefix: '' or 'a/b/' (ends with '/'). */
export function checkPrefix(prefix: string): string[] {
  if (prefix === '') return [];
  if (!prefix.endsWith('/'))
    throw new CheckpointError(
      'INVALID_ID',
      `invalid storage prefix ${JSON.stringify(prefix)}`,
      'a prefix is a folder and ends with "/"',
    );
  return checkKey(prefix.slice(0, -1));
}

/** Reads a JSON object; undefined when absent; INVALID_DATA naming the key when unparsable. */
export async function getJson<T = unknown>(store: StorageBackend, key: string): Promise<T | undefined> {
  const buf = await store.get(key);
  if (buf === undefined) return undefined;
  return parseJsonText(buf.toString('utf8'), `${store.location}/${key}`) as T;
}

/** Stores a JSON document (2-space, trailing newline). */
export function putJson(store: StorageBackend, key: string, value: unknown): Promise<PutResult> {
  return store.put(key, `${JSON.stringify(value, null, 2)}\n`);
}

/** A JSON document only programs read (a manifest, a session index), on one line: indentation was a third of its bytes. */
export function putCompactJson(store: StorageBackend, key: string, value: unknown): Promise<PutResult> {
  return store.put(key, `${JSON.stringify(value)}\n`);
}

/** Copies one stored object to a local file; false when it is absent. */
export async function download(store: StorageBackend, key: string, file: string): Promise<boolean> {
  const stream = await store.open(key);
  if (!stream) return false;
  await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
  return true;
}
