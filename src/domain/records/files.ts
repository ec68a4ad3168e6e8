import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists } from '../../core/atomic.js';
import { CheckpointError, errnoCode, errorMessage } from '../../core/errors.js';
import { RefusedFileError } from '../../core/regular.js';
import { parseRecord, type CheckpointState } from './schema.js';

/** pai-seed's own filter for record files; temp files (`.tmp-…`) never match it. */
const RECORD_FILE_RE = /^ckpt-.*\.json$/;

/** pai-seed's timestamp part: ISO time, ':' → '-', milliseconds dropped (`2026-11-21T16-55-00Z`). */
export function safeTimestamp(iso: string): string {
  return iso.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
}

function phaseSlug(phase: string): string {
  return phase.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** pai-seed's file name: `ckpt-<safe timestamp>-<phase slug>.json`. */
export function checkpointFilename(createdAt: string, phase: string): string {
  return `ckpt-${safeTimestamp(createdAt)}-${phaseSlug(phase)}.json`;
}

/**
 * The names a new record may take, in order: pai-seed's name first, then `-2`, `-3`, … so that
 * two records of the same phase in the same second both survive (pai-seed's writer overwrites).
 */
export function* candidateFilenames(createdAt: string, phase: string): Generator<string> {
  const base = checkpointFilename(createdAt, phase).slice(0, -'.json'.length);
  yield `${base}.json`;
  for (let n = 2; n <= 10_000; n++) yield `${base}-${n}.json`;
}

const NAME_TIME_RE = /^ckpt-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-/;

/** Creation time (ms) read from a record's file name without opening it; undefined if not pai-seed's format. */
export function filenameTime(name: string): number | undefined {
  const m = NAME_TIME_RE.exec(name);
  if (!m) return undefined;
  const t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(t) ? undefined : t;
}

/** Record file names, newest first (the name starts with the time). Missing dir → []. */
export function listRecordNames(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return [];
    throw err;
  }
  return names
    .filter((n) => RECORD_FILE_RE.test(n))
    .sort()
    .reverse();
}

export type ReadResult =
  { ok: true; file: string; record: CheckpointState } | { ok: false; file: string; error: string };

/** Reads one record file; undefined when it no longer exists. */
export function readRecordFile(dir: string, name: string): ReadResult | undefined {
  let text: string | undefined;
  try {
    // Never through a link: a record that is a symlink (to /etc/shadow, say) was planted.
    text = readFileIfExists(join(dir, name), { noFollow: true });
  } catch (err) {
    const error =
      err instanceof RefusedFileError && err.reason === 'too-large'
        ? err.why
        : err instanceof CheckpointError
          ? 'not a regular file (a symlink, folder or device); not read'
          : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: false, file: name, error };
  }
  if (text === undefined) return undefined;
  const parsed = parseRecord(text);
  return parsed.ok ? { ok: true, file: name, record: parsed.record } : { ok: false, file: name, error: parsed.error };
}

export function serializeRecord(record: CheckpointState): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
