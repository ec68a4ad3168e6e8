import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../core/atomic.js';
import { assertSafeKey } from '../../core/keys.js';
import type { PaiPaths } from '../../core/paths.js';
import type { FileChange } from './diffstat.js';

/**
 * A session's latest summary as this machine's worker wrote it, in the state dir
 * (`summaries/<session>.json`): what the hooks give the model (the resume offer, the context
 * after compaction, the summariser's instructions) without reading the volume, which may be S3.
 * Stored data of our own, still read defensively: anything unexpected is no summary.
 */
export interface LocalSummary {
  markdown: string;
  decisions: string[];
  failed_approaches: string[];
  blockers: string[];
  files: FileChange[];
  /** The checkpoint it was written with. */
  checkpoint: string;
}

const file = (paths: PaiPaths, sessionId: string) =>
  join(paths.stateDir, 'summaries', `${assertSafeKey('session id', sessionId)}.json`);
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const fileChange = (f: unknown): f is FileChange =>
  typeof f === 'object' &&
  f !== null &&
  typeof (f as FileChange).path === 'string' &&
  typeof (f as FileChange).added === 'number' &&
  typeof (f as FileChange).removed === 'number';

/**
 * Whether a summary as stored (this machine's copy, or a checkpoint's summary.json, which may come
 * from an older or a hostile writer) has what its readers use: the markdown, the lists, the files.
 */
export function summaryShapeOk(
  v: Record<string, unknown>,
  lists: readonly string[] = ['decisions', 'failed_approaches', 'blockers'],
): boolean {
  return (
    typeof v['markdown'] === 'string' &&
    lists.every((k) => strings(v[k])) &&
    Array.isArray(v['files']) &&
    v['files'].every(fileChange)
  );
}

export function saveLocalSummary(paths: PaiPaths, sessionId: string, s: LocalSummary): void {
  mkdirSync(join(paths.stateDir, 'summaries'), { recursive: true, mode: 0o700 });
  writeFileAtomicSync(file(paths, sessionId), `${JSON.stringify(s)}\n`, { fsync: false });
}

export function loadLocalSummary(paths: PaiPaths, sessionId: string): LocalSummary | undefined {
  try {
    const v = JSON.parse(readFileSync(file(paths, sessionId), 'utf8')) as Record<string, unknown>;
    if (typeof v !== 'object' || v === null || typeof v['checkpoint'] !== 'string' || !summaryShapeOk(v))
      return undefined;
    return v as unknown as LocalSummary;
  } catch {
    return undefined;
  }
}
