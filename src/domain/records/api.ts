import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createFileExclusiveSync, safeUnlink, writeFileAtomicSync, fsyncDir, TEMP_PREFIX } from '../../core/atomic.js';
import { DEFAULTS } from '../../core/defaults.js';
import { UNCONFIGURED } from '../../core/config-env.js';
import { appendEvent, type CheckpointAction } from './events.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { newCheckpointId, ulidTime } from '../../core/ids.js';
import { paiPaths, resolveCheckpointsDir, type PaiPaths, type PathOptions } from '../../core/paths.js';
import { updateCheckpointRef, type SeedResult } from './seed.js';
import {
  candidateFilenames,
  filenameTime,
  listRecordNames,
  readRecordFile,
  safeTimestamp,
  serializeRecord,
  type ReadResult,
} from './files.js';
import { newer, quickUnfinished, RecordIndex, type RecordEntry } from './index-cache.js';
import type { CheckpointState, IscCriterion } from './schema.js';

export { resolveCheckpointsDir };
export type { CheckpointState, IscCriterion as IscCriterionSnapshot };

/** pai-seed's options, plus the roots and clock we need to test and to run outside `~`. */
export interface CheckpointOptions extends PathOptions {
  /** Session id for new records; default $PAI_SESSION_ID, $CLAUDE_CODE_SESSION_ID, 'unknown'. */
  sessionId?: string | undefined;
  /** Clock, for tests. */
  now?: (() => Date) | undefined;
  /** Called with a short message when something non-fatal went wrong (seed.json unparsable, …). */
  onWarning?: ((message: string) => void) | undefined;
  /** Id for a new record (a session checkpoint's ULID, so one id names both); default a new ULID. */
  id?: string | undefined;
}

export type CheckpointResult = { ok: true; checkpointId: string; file: string } | { ok: false; error: string };

export interface ListCheckpointsFilter {
  completed?: boolean;
  sessionId?: string;
  /** Only records whose metadata.project (or cwd) is this path. */
  project?: string;
  /** Stop after this many matches (newest first). */
  limit?: number;
  /** Any other condition a record must meet. */
  match?: (record: CheckpointState) => boolean;
}

function ctx(options: CheckpointOptions = {}) {
  const paths: PaiPaths = paiPaths(options);
  const now = options.now ?? (() => new Date());
  const warn = (msg: string) => options.onWarning?.(msg);
  return { paths, now, warn };
}

function logEvent(
  c: ReturnType<typeof ctx>,
  action: CheckpointAction,
  data: Record<string, unknown>,
  sessionId: string,
): void {
  try {
    appendEvent(c.paths.eventsDir, action, data, sessionId, c.now());
  } catch (err) {
    c.warn(`could not log ${action} event: ${errorMessage(err)}`);
  }
}

function reportSeed(c: ReturnType<typeof ctx>, result: SeedResult): void {
  if (result.status === 'invalid') c.warn(`seed.json left untouched: ${result.error}`);
}

function defaultSessionId(): string {
  return process.env['PAI_SESSION_ID'] || process.env['CLAUDE_CODE_SESSION_ID'] || 'unknown';
}

/** Writes a new record (never replacing one), then points checkpointRef at it and logs the event. */
export function createCheckpointSync(
  phase: string,
  phaseNumber: number,
  taskSummary: string,
  iscCriteria: IscCriterion[],
  metadata: Record<string, unknown>,
  options: CheckpointOptions = {},
): { checkpointId: string; file: string; record: CheckpointState } {
  const c = ctx(options);
  if (!Number.isInteger(phaseNumber) || phaseNumber < 1 || phaseNumber > 7) {
    throw new CheckpointError('USAGE', `phaseNumber must be 1-7, got ${phaseNumber}`);
  }
  const nowMs = options.id ? (ulidTime(options.id) ?? c.now().getTime()) : c.now().getTime();
  const id = options.id ?? newCheckpointId(nowMs);
  const createdAt = new Date(nowMs).toISOString();
  const sessionId = options.sessionId || defaultSessionId();
  const record: CheckpointState = {
    id,
    sessionId,
    phase,
    phaseNumber,
    createdAt,
    completed: false,
    taskSummary,
    iscCriteria,
    metadata: { source: 'pai-checkpoint', checkpointId: id, ...metadata },
  };
  const file = createFileExclusiveSync(
    c.paths.checkpointsDir,
    candidateFilenames(createdAt, phase),
    serializeRecord(record),
  );
  try {
    reportSeed(c, updateCheckpointRef(c.paths.seedPath, { set: id }));
  } catch (err) {
    c.warn(`seed.json checkpointRef not updated: ${errorMessage(err)}`);
  }
  logEvent(c, 'checkpoint_created', { checkpointId: id, phase, phaseNumber, file }, sessionId);
  return { checkpointId: id, file, record };
}

/** pai-seed's `createCheckpoint`: same arguments and result shape. */
export async function createCheckpoint(
  phase: string,
  phaseNumber: number,
  taskSummary: string,
  iscCriteria: IscCriterion[],
  metadata: Record<string, unknown>,
  options?: CheckpointOptions,
): Promise<CheckpointResult> {
  try {
    const r = createCheckpointSync(phase, phaseNumber, taskSummary, iscCriteria, metadata, options);
    return { ok: true, checkpointId: r.checkpointId, file: r.file };
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}

/**
 * Finds the file of a record by id. A ULID carries its creation time, so only the files of that
 * second are read; any other id (pai-seed's nanoids) needs a full scan, as in pai-seed.
 */
export function findRecord(dir: string, id: string): (ReadResult & { ok: true }) | undefined {
  const names = listRecordNames(dir);
  const t = ulidTime(id);
  if (t !== undefined) {
    const prefix = `ckpt-${safeTimestamp(new Date(t).toISOString())}-`;
    for (const name of names) {
      if (!name.startsWith(prefix)) continue;
      const r = readRecordFile(dir, name);
      if (r?.ok && r.record.id === id) return r;
    }
  }
  for (const name of names) {
    const r = readRecordFile(dir, name);
    if (r?.ok && r.record.id === id) return r;
  }
  return undefined;
}

export async function loadCheckpoint(
  checkpointId: string,
  options?: CheckpointOptions,
): Promise<CheckpointState | null> {
  return findRecord(ctx(options).paths.checkpointsDir, checkpointId)?.record ?? null;
}

export interface ScanResult {
  records: { file: string; record: CheckpointState }[];
  /** Files that are not valid records: reported, never silently dropped. */
  problems: { file: string; error: string }[];
}

/** Reads records newest first, applying the filter; invalid files land in `problems`. */
export function scanCheckpoints(filter: ListCheckpointsFilter = {}, options?: CheckpointOptions): ScanResult {
  const dir = ctx(options).paths.checkpointsDir;
  const out: ScanResult = { records: [], problems: [] };
  for (const name of listRecordNames(dir)) {
    if (filter.limit !== undefined && out.records.length >= filter.limit) break;
    const r = readRecordFile(dir, name);
    if (!r) continue;
    if (!r.ok) {
      out.problems.push({ file: join(dir, r.file), error: r.error });
      continue;
    }
    const rec = r.record;
    if (filter.completed !== undefined && rec.completed !== filter.completed) continue;
    if (filter.sessionId !== undefined && rec.sessionId !== filter.sessionId) continue;
    if (filter.project !== undefined) {
      const p = rec.metadata['project'] ?? rec.metadata['cwd'];
      if (p !== filter.project) continue;
    }
    if (filter.match && !filter.match(rec)) continue;
    out.records.push({ file: r.file, record: rec });
  }
  const key = (r: { file: string; record: CheckpointState }) => ({
    createdAt: r.record.createdAt,
    id: r.record.id,
    file: r.file,
  });
  out.records.sort((a, b) => (newer(key(a), key(b)) ? -1 : 1));
  return out;
}

/** pai-seed's `listCheckpoints`: valid records, newest first. */
export async function listCheckpoints(
  filter?: ListCheckpointsFilter,
  options?: CheckpointOptions,
): Promise<CheckpointState[]> {
  return scanCheckpoints(filter, options).records.map((r) => r.record);
}

export interface DetectOptions extends CheckpointOptions {
  /** Prefer unfinished work of this project (metadata.project or cwd). */
  project?: string | undefined;
  /** Skip sessions for which this returns true (e.g. sessions still running elsewhere). */
  skipSession?: ((sessionId: string) => boolean) | undefined;
}

export interface Detection {
  record: CheckpointState;
  file: string;
  /** Other sessions with unfinished work (index entries, not re-read). */
  others: RecordEntry[];
}

/**
 * Unfinished work: sessions whose NEWEST record is not completed (an earlier phase of a finished
 * run is not unfinished work). This project's first, then newest first. Reads only new files and
 * the chosen candidate; see RecordIndex.
 */
export function detectUnfinished(options: DetectOptions = {}): Detection | undefined {
  const { paths } = ctx(options);
  const dir = paths.checkpointsDir;
  const project = options.project;
  const order = (entries: RecordEntry[]) =>
    [...entries].sort((a, b) => Number((b.project ?? b.cwd) === project) - Number((a.project ?? a.cwd) === project));
  // skipSession may be costly (it checks processes), so it is asked only of candidates reached.
  const firstValid = (candidates: RecordEntry[], index?: RecordIndex): Detection | 'stale' | undefined => {
    for (const [i, e] of candidates.entries()) {
      if (options.skipSession?.(e.sessionId)) continue;
      const r = readRecordFile(dir, e.file);
      if (r?.ok && !r.record.completed) {
        return {
          record: r.record,
          file: r.file,
          others: candidates.slice(i + 1).filter((o) => !options.skipSession?.(o.sessionId)),
        };
      }
      if (!index) return 'stale'; // changed behind the summary's back: do the full refresh
      index.update(e.file, r?.ok ? r.record : undefined);
    }
    return undefined;
  };
  const quick = quickUnfinished(paths.stateDir, dir);
  if (quick) {
    const found = firstValid(order(quick));
    if (found !== 'stale') return found;
  }
  const index = RecordIndex.load(paths.stateDir, dir);
  index.refresh();
  const found = firstValid(order(index.unfinished()), index);
  index.save();
  return found === 'stale' ? undefined : found;
}

/** pai-seed's `detectIncompleteCheckpoint`. */
export async function detectIncompleteCheckpoint(options?: DetectOptions): Promise<CheckpointState | null> {
  return detectUnfinished(options)?.record ?? null;
}

export interface CompleteResult {
  /** Ids marked completed: the named record and older incomplete records of the same session. */
  completed: string[];
}

/**
 * Marks a record completed, and with it every older incomplete record of the same session
 * (pai-seed's own detector would otherwise offer the earlier phases of a finished run).
 * Clears checkpointRef if it names any of them. Throws NOT_FOUND.
 */
export function completeCheckpointSync(checkpointId: string, options: CheckpointOptions = {}): CompleteResult {
  const c = ctx(options);
  const dir = c.paths.checkpointsDir;
  const target = findRecord(dir, checkpointId);
  if (!target) {
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${checkpointId} not found in ${dir}`,
      'run `pai-checkpoint list --all` to see the ids',
    );
  }
  const index = RecordIndex.load(c.paths.stateDir, dir);
  index.refresh();
  const files = new Set([target.file, ...index.openFiles(target.record.sessionId)]);
  const done: string[] = [];
  for (const file of files) {
    const r = file === target.file ? target : readRecordFile(dir, file);
    if (!r?.ok || r.record.sessionId !== target.record.sessionId) continue;
    if (r.record.createdAt > target.record.createdAt) continue; // a newer run of the same session
    if (!r.record.completed) {
      const updated = { ...r.record, completed: true };
      writeFileAtomicSync(join(dir, file), serializeRecord(updated));
      index.update(file, updated);
    }
    done.push(r.record.id);
  }
  index.save();
  try {
    reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: done }));
  } catch (err) {
    c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
  }
  logEvent(
    c,
    'checkpoint_completed',
    {
      checkpointId,
      phase: target.record.phase,
      phaseNumber: target.record.phaseNumber,
      alsoCompleted: done.filter((id) => id !== checkpointId),
    },
    target.record.sessionId,
  );
  return { completed: done };
}

/** pai-seed's `completeCheckpoint`. */
export async function completeCheckpoint(
  checkpointId: string,
  options?: CheckpointOptions,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    completeCheckpointSync(checkpointId, options);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}

/**
 * Rewrites one record in place (atomically) with fresher task, ISC status and metadata — what a
 * session checkpoint that is not a phase transition does to the session's current record.
 * Returns false when there is no such record or it is completed.
 */
export function refreshRecordSync(
  id: string,
  patch: { taskSummary?: string; iscCriteria?: IscCriterion[]; metadata?: Record<string, unknown> },
  options: CheckpointOptions = {},
): boolean {
  const dir = ctx(options).paths.checkpointsDir;
  const found = findRecord(dir, id);
  if (!found || found.record.completed) return false;
  const r = found.record;
  const updated: CheckpointState = {
    ...r,
    ...(patch.taskSummary !== undefined ? { taskSummary: patch.taskSummary } : {}),
    ...(patch.iscCriteria !== undefined ? { iscCriteria: patch.iscCriteria } : {}),
    metadata: { ...r.metadata, ...patch.metadata },
  };
  writeFileAtomicSync(join(dir, found.file), serializeRecord(updated));
  return true;
}

/**
 * Deletes one record (by id), clearing checkpointRef if it named it; logs checkpoint_deleted.
 * Returns the file removed, or undefined when there was no such record.
 */
export function deleteRecordSync(id: string, options: CheckpointOptions = {}): string | undefined {
  const c = ctx(options);
  const found = findRecord(c.paths.checkpointsDir, id);
  if (!found || !safeUnlink(join(c.paths.checkpointsDir, found.file))) return undefined;
  fsyncDir(c.paths.checkpointsDir);
  try {
    reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: [id] }));
  } catch (err) {
    c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
  }
  logEvent(
    c,
    'checkpoint_deleted',
    { checkpointId: id, file: found.file, reason: 'deleted by user' },
    found.record.sessionId,
  );
  return found.file;
}

export interface CleanupResult {
  deleted: number;
  /** Temp files left by writers that were killed mid-write (older than an hour), removed. */
  tempFilesRemoved: number;
  /** The deleted (or, with dryRun, deletable) records: completed ones first. */
  records: { file: string; id: string; sessionId: string; completed: boolean; createdAt: string }[];
}

/**
 * Deletes records older than `olderThanDays` (default 30): completed ones first, then unfinished
 * ones. Age comes from the file name, so only the old files are opened. Clears checkpointRef if
 * it named a deleted record; logs one `checkpoint_deleted` event per record.
 */
export function cleanupCheckpointsSync(
  olderThanDays = UNCONFIGURED.recordRetentionDays,
  options: CheckpointOptions & { dryRun?: boolean } = {},
): CleanupResult {
  const c = ctx(options);
  const dir = c.paths.checkpointsDir;
  const cutoff = c.now().getTime() - olderThanDays * 86_400_000;
  const old: CleanupResult['records'] = [];
  for (const name of listRecordNames(dir)) {
    const t = filenameTime(name);
    if (t !== undefined && t >= cutoff) continue;
    const r = readRecordFile(dir, name);
    if (!r?.ok) continue; // invalid files are reported by list/doctor, never deleted blindly
    if (Date.parse(r.record.createdAt) >= cutoff) continue;
    old.push({
      file: name,
      id: r.record.id,
      sessionId: r.record.sessionId,
      completed: r.record.completed,
      createdAt: r.record.createdAt,
    });
  }
  old.sort((a, b) => Number(b.completed) - Number(a.completed));
  if (options.dryRun) return { deleted: 0, tempFilesRemoved: 0, records: old };
  const hourAgo = c.now().getTime() - DEFAULTS.leftoverAgeMs;
  const tempFilesRemoved = sweepTempFiles(dir, hourAgo) + sweepTempFiles(dirname(c.paths.seedPath), hourAgo);
  const deleted: CleanupResult['records'] = [];
  for (const rec of old) {
    if (!safeUnlink(join(dir, rec.file))) continue;
    deleted.push(rec);
    logEvent(
      c,
      'checkpoint_deleted',
      { checkpointId: rec.id, file: rec.file, reason: `older than ${olderThanDays} days` },
      rec.sessionId,
    );
  }
  if (deleted.length > 0) {
    fsyncDir(dir);
    try {
      reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: deleted.map((d) => d.id) }));
    } catch (err) {
      c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
    }
  }
  return { deleted: deleted.length, tempFilesRemoved, records: deleted };
}

function sweepTempFiles(dir: string, olderThanMs: number): number {
  let n = 0;
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.startsWith(TEMP_PREFIX));
  } catch {
    return 0;
  }
  for (const name of names) {
    try {
      if (statSync(join(dir, name)).mtimeMs < olderThanMs && safeUnlink(join(dir, name))) n++;
    } catch {
      // gone already
    }
  }
  return n;
}

/** pai-seed's `cleanupCheckpoints`. */
export async function cleanupCheckpoints(
  olderThanDays = UNCONFIGURED.recordRetentionDays,
  options?: CheckpointOptions,
): Promise<{ deleted: number }> {
  return { deleted: cleanupCheckpointsSync(olderThanDays, options).deleted };
}
