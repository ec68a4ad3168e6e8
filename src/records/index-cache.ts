import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../core/atomic.js';
import { listRecordNames, readRecordFile, filenameTime } from './files.js';
import { metadataOf, type CheckpointState } from './schema.js';

/**
 * A reader-side cache that lets session start find unfinished work without parsing every
 * record (10 000 records must not slow it down).
 *
 * It remembers which record files it has already read (`seen`) and, per session, the newest
 * record and the files still marked incomplete. A refresh lists the directory (cheap) and reads
 * only names it has not seen. Writers never touch it, so creating a record costs nothing extra.
 *
 * It is only ever a cache: concurrent refreshes may overwrite each other (last writer wins),
 * which at worst makes the next refresh re-read a few files; a candidate is always re-read from
 * its file before it is offered (a record completed by pai-seed itself, or deleted, drops out).
 * A missing or corrupt cache is rebuilt.
 */
export const INDEX_FILE = '.pai-checkpoint-index.json';
const VERSION = 1;

export interface IndexEntry {
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
  latest: IndexEntry;
  /** Files of this session still marked incomplete (a completion also completes these). */
  open: string[];
}

interface IndexData {
  v: number;
  seen: string[];
  sessions: Record<string, SessionEntry>;
}

export function entryOf(file: string, record: CheckpointState): IndexEntry {
  const meta = metadataOf(record);
  const entry: IndexEntry = {
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

function newer(a: IndexEntry, b: IndexEntry): boolean {
  return a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.file > b.file;
}

/** Files that fail to parse are left unseen while young: a writer without hard links fills them late. */
const YOUNG_MS = 60_000;

export class RecordIndex {
  private data: IndexData;
  private dirty = false;

  private constructor(
    readonly dir: string,
    data: IndexData,
  ) {
    this.data = data;
  }

  static load(dir: string): RecordIndex {
    let data: IndexData = { v: VERSION, seen: [], sessions: {} };
    try {
      const text = readFileIfExists(join(dir, INDEX_FILE));
      if (text) {
        const parsed = JSON.parse(text) as IndexData;
        if (parsed?.v === VERSION && Array.isArray(parsed.seen) && typeof parsed.sessions === 'object' && parsed.sessions) {
          data = parsed;
        }
      }
    } catch {
      // corrupt cache: rebuild
    }
    return new RecordIndex(dir, data);
  }

  /** Brings the cache up to date with the directory; returns how many files were read. */
  refresh(now = Date.now()): number {
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
  unfinished(): IndexEntry[] {
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
        if (record) s.latest = entryOf(file, record);
        else delete this.data.sessions[sid];
        this.dirty = true;
      }
      if ((!record || record.completed) && s.open.includes(file)) {
        s.open = s.open.filter((f) => f !== file);
        this.dirty = true;
      }
    }
  }

  /** Writes the cache back if it changed. Never fsynced: it can always be rebuilt. */
  save(): void {
    if (!this.dirty) return;
    try {
      writeFileAtomicSync(join(this.dir, INDEX_FILE), JSON.stringify(this.data), { fsync: false });
      this.dirty = false;
    } catch {
      // a read-only dir or a full disk only costs the next refresh some reads
    }
  }
}
