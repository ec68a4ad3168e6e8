import { closeSync, fstatSync, readdirSync, readSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { ensureDir, readFileIfExists, safeUnlink, writeFileAtomicSync } from '../../core/atomic.js';
import { assertSafeKey } from '../../core/keys.js';
import { openRegularSync } from '../../core/regular.js';
import { redactSecretPatterns } from '../../core/redact.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * This machine's progress through a session's transcript, so that a checkpoint reads only what
 * came since the last one (issue 32: a 2.2 GB transcript read whole at every capture kept the
 * session's lock for minutes): `<state>/transcripts/<session>.summary.json` (where the
 * conversation summary stopped, with its state: transcript/conversation.ts) and
 * `<session>.jsonl.zst` + `.copy.json` (the transcript compressed so far, in frames:
 * transcript/copy.ts). Runtime state like the session's: rebuilt from the transcript when lost.
 */
export function transcriptFiles(
  stateDir: string,
  sessionId: string,
): { dir: string; summary: string; copy: string; copyMeta: string } {
  const dir = join(stateDir, 'transcripts');
  const id = assertSafeKey('session id', sessionId);
  return {
    dir,
    summary: join(dir, `${id}.summary.json`),
    copy: join(dir, `${id}.jsonl.zst`),
    copyMeta: join(dir, `${id}.copy.json`),
  };
}

/**
 * What tells that a transcript is still the file an offset was read in: the same path and file
 * (device and inode), at least that long, and the same bytes right before the offset (a file
 * replaced or rewritten in place is read again from its start, never continued).
 */
export interface TranscriptMark {
  path: string;
  dev: number;
  ino: number;
  offset: number;
  /** sha256 of the MARK_BYTES before `offset` (fewer at the file's start). */
  tail: string;
}

const MARK_BYTES = 4096;

function tailHash(fd: number, offset: number): string {
  const from = Math.max(0, offset - MARK_BYTES);
  const buf = Buffer.alloc(offset - from);
  let got = 0;
  while (got < buf.length) {
    const n = readSync(fd, buf, got, buf.length - got, from + got);
    if (n === 0) break;
    got += n;
  }
  return sha256Hex(buf.subarray(0, got));
}

/** The mark of `offset` in the open transcript `fd`. */
export function markOf(path: string, fd: number, st: Stats, offset: number): TranscriptMark {
  return { path, dev: st.dev, ino: st.ino, offset, tail: tailHash(fd, offset) };
}

/** Whether the open transcript `fd` (at `path`, `st`) is still the one `mark` was taken in. */
export function stillMarked(
  path: string,
  fd: number,
  st: Stats,
  mark: TranscriptMark | undefined,
): mark is TranscriptMark {
  return (
    !!mark &&
    mark.path === path &&
    mark.dev === st.dev &&
    mark.ino === st.ino &&
    Number.isInteger(mark.offset) &&
    mark.offset >= 0 &&
    mark.offset <= st.size &&
    tailHash(fd, mark.offset) === mark.tail
  );
}

/** The mark of `offset` in the transcript at `path`; undefined when it is not there. */
export function markFile(path: string, offset: number): TranscriptMark | undefined {
  const fd = openRegularSync(path);
  if (fd === undefined) return undefined;
  try {
    return markOf(path, fd, fstatSync(fd), offset);
  } finally {
    closeSync(fd);
  }
}

/** Whether the transcript at `path` is still the one `mark` was taken in. */
export function fileStillMarked(path: string, mark: TranscriptMark | undefined): boolean {
  const fd = openRegularSync(path);
  if (fd === undefined) return false;
  try {
    return stillMarked(path, fd, fstatSync(fd), mark);
  } finally {
    closeSync(fd);
  }
}

/** A JSON file of this folder, or undefined when absent or unreadable (rebuilt then). */
export function readLocal<T>(file: string): T | undefined {
  try {
    const text = readFileIfExists(file);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes a progress file; `redact`: with well-known secret shapes replaced (core/redact.ts), as
 * everything stored of the conversation is — a summary's state holds prompts and the assistant's
 * words, and the secrets policy keeps them out of the state folder too (found by the secrets torture).
 */
export function writeLocal(file: string, dir: string, value: unknown, redact = false): void {
  ensureDir(dir);
  const text = JSON.stringify(value);
  writeFileAtomicSync(file, `${redact ? redactSecretPatterns(text) : text}\n`, { fsync: false });
}

/**
 * Removes the progress files not used for `olderThanMs` (sessions long over: a session resumed
 * later starts its copy again). Returns how many.
 */
export function sweepTranscriptFiles(stateDir: string, olderThanMs: number, now = Date.now()): number {
  const dir = join(stateDir, 'transcripts');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = join(dir, name);
    try {
      if (now - statSync(file).mtimeMs >= olderThanMs && safeUnlink(file)) removed++;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
