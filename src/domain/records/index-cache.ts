import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';
import { listRecordNames, readRecordFile, filenameTime } from './files.js';
import { metadataOf, type CheckpointState } from './schema.js';

/**
 * A reader-side cache that lets session start find unfinished work without parsing every
 * record (10 000 records must not slow it down).
 *
 * Two files in the plugin's state dir (never in the records dir, whose mtime they would change):
 * - the index: which record files were already read (`seen`) and, per session, the newest record
 *   and the files still marked incomplete. A refresh lists the records dir and reads only names
 *   it has not seen.
 * - the summary: the records dir's mtime at the last refresh and the unfinished sessions. While
 *   the dir's mtime is unchanged (no record created, replaced or deleted: every write of ours and
 *   pai-seed's ends in a rename or unlink), session start reads only this small file, not even
 *   the directory listing (which alone costs ~8 ms for 10 000 names).
 * Writers never touch either file, so creating a record costs nothing extra.
 *
 * It is only ever a cache: concurrent refreshes may overwrite each other (last writer wins),
 * which at worst makes the next refresh re-read a few files; a candidate is always re-read from
 * its file before it is offered (a record completed or deleted behind our back drops out and
 * forces a full refresh). A missing or corrupt cache is rebuilt.
 */
const VERSION = 2;

export interface RecordEntry {
  file: string;
  id: string;
  sessionId: string;
  createdAt: string;
  phase: string;
  phaseNumber: number;
  completed: boolean;
  taskSummary: string;
  project?: string;
  cwd?: string;
}

interface SessionEntry {
  latest: RecordEntry;
  /** Files of this session still marked incomplete (a completion also completes these). */
  open: string[];
}

interface IndexData {
  v: number;
  dir: string;
  seen: string[];
  sessions: Record<string, SessionEntry>;
}

interface SummaryData {
  v: number;
  dir: string;
  /** mtime of the records dir when the index was last brought up to date; -1 = do not trust. */
  dirMtimeMs: number;
  unfinished: RecordEntry[];
}

export function cacheFiles(stateDir: string, dir: string): { index: string; summary: string } {
  const key = createHash('sha1').update(dir).digest('hex').slice(0, 12);
  return { index: join(stateDir, `records-index-${key}.json`), summary: join(stateDir, `records-summary-${key}.json`) };
}

function readJson<T>(file: string): T | undefined {
  try {
    const text = readFileIfExists(file);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined; // corrupt cache: rebuild
  }
}

function dirMtime(dir: string): number | undefined {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return undefined;
  }
}

function entryOf(file: string, record: CheckpointState): RecordEntry {
  const meta = metadataOf(record);
  const entry: RecordEntry = {
    file,
    id: record.id,
    sessionId: record.sessionId,
    createdAt: record.createdAt,
    phase: record.phase,
    phaseNumber: record.phaseNumber,
    completed: record.completed,
    taskSummary: record.taskSummary,
  };
  if (meta.project) entry.project = meta.project;
  if (meta.cwd) entry.cwd = meta.cwd;
  return entry;
}

/** Newest first: by time, then by id (ULIDs of one millisecond sort in creation order), then file. */
export function newer(
  a: { createdAt: string; id: string; file: string },
  b: { createdAt: string; id: string; file: string },
): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.id !== b.id ? a.id > b.id : a.file > b.file;
}

/** Files that fail to parse are left unseen while young: a writer without hard links fills them late. */
const YOUNG_MS = 60_000;

/**
 * The unfinished sessions, newest first, from the summary alone when the records dir has not
 * changed since it was written; undefined when a full refresh is needed.
 */
export function quickUnfinished(stateDir: string, dir: string): RecordEntry[] | undefined {
  const summary = readJson<SummaryData>(cacheFiles(stateDir, dir).summary);
  if (summary?.v !== VERSION || summary.dir !== dir || summary.dirMtimeMs < 0 || !Array.isArray(summary.unfinished))
    return undefined;
  return dirMtime(dir) === summary.dirMtimeMs ? summary.unfinished : undefined;
}

export class RecordIndex {
  private data: IndexData;
  private dirty = false;
  private mtimeAtRefresh = -1;

  private constructor(
    readonly dir: string,
    private readonly files: { index: string; summary: string },
    data: IndexData,
  ) {
    this.data = data;
  }

  static load(stateDir: string, dir: string): RecordIndex {
    const files = cacheFiles(stateDir, dir);
    let data: IndexData = { v: VERSION, dir, seen: [], sessions: {} };
    const parsed = readJson<IndexData>(files.index);
    if (
      parsed?.v === VERSION &&
      parsed.dir === dir &&
      Array.isArray(parsed.seen) &&
      typeof parsed.sessions === 'object' &&
      parsed.sessions
    ) {
      data = parsed;
    }
    return new RecordIndex(dir, files, data);
  }

  /** Brings the cache up to date with the directory; returns how many files were read. */
  refresh(now = Date.now()): number {
    // The mtime is taken BEFORE listing: a record added meanwhile changes it again, so the next
    // session start refreshes rather than trusting a summary that misses it. On a filesystem with
    // whole-second mtimes, a change in this very second could hide behind the same value: then
    // the summary is marked untrusted.
    const mtime = dirMtime(this.dir) ?? -1;
    this.mtimeAtRefresh = mtime >= 0 && !(mtime % 1000 === 0 && now - mtime < 1100) ? mtime : -1;
    const names = listRecordNames(this.dir);
    const present = new Set(names);
    const seen = new Set(this.data.seen);
    let read = 0;

    // Forget files that are gone.
    if (seen.size > 0) {
      for (const name of seen) if (!present.has(name)) seen.delete(name);
      for (const [sid, s] of Object.entries(this.data.sessions)) {
        s.open = s.open.filter((f) => present.has(f));
        if (!present.has(s.latest.file)) {
          // The newest record of this session was removed: fall back to its newest open one.
          delete this.data.sessions[sid];
          for (const f of [...s.open].sort().reverse()) {
            const r = readRecordFile(this.dir, f);
            read++;
            if (r?.ok) this.addRecord(f, r.record);
          }
        }
      }
      if (seen.size !== this.data.seen.length) this.dirty = true;
    }

    // Read new files, oldest first.
    const fresh = names.filter((n) => !seen.has(n)).reverse();
    for (const name of fresh) {
      const r = readRecordFile(this.dir, name);
      read++;
      if (!r) continue;
      if (r.ok) this.addRecord(name, r.record);
      else {
        const t = filenameTime(name);
        if (t !== undefined && now - t < YOUNG_MS) continue;
      }
      seen.add(name);
      this.dirty = true;
    }
    this.data.seen = [...seen];
    return read;
  }

  private addRecord(file: string, record: CheckpointState): void {
    const entry = entryOf(file, record);
    const s = this.data.sessions[record.sessionId];
    if (!s) {
      this.data.sessions[record.sessionId] = { latest: entry, open: entry.completed ? [] : [file] };
    } else {
      if (!entry.completed && !s.open.includes(file)) s.open.push(file);
      if (newer(entry, s.latest)) s.latest = entry;
    }
    this.dirty = true;
  }

  /** Sessions whose newest record is not completed, newest first. */
  unfinished(): RecordEntry[] {
    return Object.values(this.data.sessions)
      .map((s) => s.latest)
      .filter((e) => !e.completed)
      .sort((a, b) => (newer(a, b) ? -1 : 1));
  }

  /** Incomplete record files of a session (to complete them together). */
  openFiles(sessionId: string): string[] {
    return [...(this.data.sessions[sessionId]?.open ?? [])];
  }

  /** Updates what the cache knows of one file after re-reading it. */
  update(file: string, record: CheckpointState | undefined): void {
    for (const [sid, s] of Object.entries(this.data.sessions)) {
      if (record && sid !== record.sessionId) continue;
      if (s.latest.file === file) {
        if (!record) delete this.data.sessions[sid];
        else if (s.latest.completed === record.completed) continue;
        else s.latest = entryOf(file, record);
        this.dirty = true;
      }
      if ((!record || record.completed) && s.open.includes(file)) {
        s.open = s.open.filter((f) => f !== file);
        this.dirty = true;
      }
    }
  }

  /** Writes the cache back (index if it changed, and the summary). Never fsynced: it can always be rebuilt. */
  save(): void {
    try {
      if (this.dirty) writeFileAtomicSync(this.files.index, JSON.stringify(this.data), { fsync: false });
      this.dirty = false;
      const summary: SummaryData = {
        v: VERSION,
        dir: this.dir,
        dirMtimeMs: this.mtimeAtRefresh,
        unfinished: this.unfinished(),
      };
      writeFileAtomicSync(this.files.summary, JSON.stringify(summary), { fsync: false });
    } catch {
      // a read-only state dir or a full disk only costs the next refresh some reads
    }
  }
}
