import { join } from 'node:path';
import { ensureDir, readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';
import { CheckpointError } from '../../core/errors.js';
import { parseJsonText } from '../../core/json.js';
import { isSafeKey } from '../../core/keys.js';
import { withLock } from '../../core/lock.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * The undo journal of one folder: the restores, rollbacks and rewinds that made its tree a
 * checkpoint's, oldest first, and how many of them are applied (an editor's undo stack: `undo`
 * steps back over the last applied one, `redo` forward again, and a new operation drops what was
 * undone). One file per folder under `~/.pai/checkpoint/journal/`, named by a hash of the folder's
 * real path, written atomically under a lock.
 *
 * What it stores is never trusted to choose a path: the file is looked up by the folder the user
 * is in (or names with --dir), an entry whose `folder` is another one is ignored, and its ids are
 * only looked up on the volume (a checkpoint's files always go into the user's folder).
 */
export type JournalKind = 'rollback' | 'rewind' | 'restore';
const JOURNAL_KINDS: readonly JournalKind[] = ['rollback', 'rewind', 'restore'];

export interface JournalEntry {
  /** What made the tree the checkpoint's. */
  kind: JournalKind;
  /** The checkpoint applied (a redo applies it again). */
  checkpoint: string;
  /** Its session. */
  session: string;
  /** The safety checkpoint of the tree before it (an undo rolls back to it, exactly). */
  safety: string;
  /** When it was applied (ISO). */
  at: string;
}

interface Journal {
  v: 1;
  /** The folder's real path. */
  folder: string;
  entries: JournalEntry[];
  /** How many of `entries` are applied (0..entries.length): undo takes entries[applied-1], redo entries[applied]. */
  applied: number;
}

/** Entries kept per folder: the oldest go first. */
const MAX_ENTRIES = 50;

export function journalFile(stateDir: string, folder: string): string {
  return join(stateDir, 'journal', `${sha256Hex(folder).slice(0, 32)}.json`);
}

const emptyJournal = (folder: string): Journal => ({ v: 1, folder, entries: [], applied: 0 });

function validEntry(e: unknown): e is JournalEntry {
  if (!e || typeof e !== 'object') return false;
  const x = e as Record<string, unknown>;
  const key = (v: unknown) => typeof v === 'string' && isSafeKey(v);
  return (
    JOURNAL_KINDS.includes(x['kind'] as JournalKind) &&
    key(x['checkpoint']) &&
    key(x['session']) &&
    key(x['safety']) &&
    typeof x['at'] === 'string'
  );
}

/**
 * The journal of `folder` (a real path); empty when there is none, or when the file is another
 * folder's (a hash collision, or a copied file). A damaged file is an INVALID_DATA error naming it.
 */
export function readJournal(stateDir: string, folder: string): Journal {
  const file = journalFile(stateDir, folder);
  const text = readFileIfExists(file);
  if (text === undefined) return emptyJournal(folder);
  const bad = (why: string) =>
    new CheckpointError(
      'INVALID_DATA',
      `${file}: ${why}`,
      `remove it (it only records what \`pai-checkpoint undo\` can reverse in ${folder}; the checkpoints stay on the volume)`,
    );
  const raw = parseJsonText(text, file) as Partial<Journal> | null;
  if (!raw || typeof raw !== 'object' || raw.v !== 1) throw bad('not an undo journal of version 1');
  if (raw.folder !== folder) return emptyJournal(folder);
  if (!Array.isArray(raw.entries) || !raw.entries.every(validEntry))
    throw bad('an entry is not {kind, checkpoint, session, safety, at}');
  const applied = raw.applied;
  if (typeof applied !== 'number' || !Number.isInteger(applied) || applied < 0 || applied > raw.entries.length)
    throw bad(`applied is not a count of its entries (0..${raw.entries.length})`);
  return { v: 1, folder, entries: raw.entries, applied };
}

/** Reads, changes and writes the journal of `folder` under its lock. */
export function updateJournal<T>(stateDir: string, folder: string, change: (j: Journal) => T): T {
  const file = journalFile(stateDir, folder);
  ensureDir(join(stateDir, 'journal'));
  return withLock(`${file}.lock`, () => {
    const j = readJournal(stateDir, folder);
    const out = change(j);
    writeFileAtomicSync(file, `${JSON.stringify(j, null, 2)}\n`);
    return out;
  });
}

/** A new operation on the folder: what was undone is dropped (it can no longer be redone), the entry is applied. */
export function recordOperation(stateDir: string, folder: string, entry: JournalEntry): void {
  updateJournal(stateDir, folder, (j) => {
    j.entries = [...j.entries.slice(0, j.applied), entry].slice(-MAX_ENTRIES);
    j.applied = j.entries.length;
  });
}

/** The entry `undo` would reverse, and the one `redo` would apply again. */
export function undoable(j: Journal): JournalEntry | undefined {
  return j.entries[j.applied - 1];
}

export function redoable(j: Journal): JournalEntry | undefined {
  return j.entries[j.applied];
}
