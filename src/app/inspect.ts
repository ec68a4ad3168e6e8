import { join } from 'node:path';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { findRecord, scanCheckpoints } from '../domain/records/api.js';
import type { CheckpointState } from '../domain/records/schema.js';
import { readCheckpointRef } from '../domain/records/seed.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { withFacts } from '../domain/volume/facts.js';
import { readFacts, readManifest, withEnvironment } from '../domain/volume/read.js';
import { loadIndex } from '../domain/volume/session-index.js';
import type { AppContext } from './context.js';
import { resolveRecord } from './records.js';
import { findCheckpoint } from './volume.js';
import { readSummary } from './summary.js';

export interface InspectResult {
  id: string;
  /** The session checkpoint's manifest, if there is one. */
  checkpoint?: Manifest;
  /** Other checkpoints of the session that name this one as parent. */
  children: string[];
  /** The phase record with this id, if there is one. */
  record?: CheckpointState;
  file?: string;
  /** seed.json's checkpointRef names this record. */
  isCheckpointRef: boolean;
  /** The checkpoints of the same session just before and after this one (records and session checkpoints alike). */
  lineage: { previous?: string; next?: string };
}

/** One checkpoint: its manifest and/or its phase record, its children and its neighbours in the session. */
export async function inspect(ctx: AppContext, id: string): Promise<InspectResult> {
  const store = await ctx.volume();
  const found = await findCheckpoint(store, id);
  const fullId = found?.entry.id ?? id;
  const dir = ctx.paths.checkpointsDir;
  let record = findRecord(dir, fullId);
  if (!record && !found) record = resolveRecord(dir, id); // throws NOT_FOUND / AMBIGUOUS
  const result: InspectResult = { id: record?.record.id ?? fullId, children: [], isCheckpointRef: false, lineage: {} };
  if (found) {
    try {
      const read = await readManifest(store, found.sessionId, found.entry.id);
      const m = read && (await withEnvironment(store, read)); // (2.1: the environment from its part)
      if (m) {
        // Its tags, annotations and links as they are now: the manifest's with its later facts applied.
        const { facts, problems } = await readFacts(store, found.sessionId, m.id);
        for (const p of problems) ctx.warn(`a fact of ${m.id} could not be read (${p.key}: ${p.error}); left out`);
        // Its summary (a part: encrypted like the conversation) in the view as `session_summary` (SPEC-07.30.03).
        const summary = m.parts['summary.json']
          ? await readSummary(store, m).catch((err: unknown) =>
              ctx.warn(`the summary of ${m.id} could not be read: ${errorMessage(err)}`),
            )
          : undefined;
        result.checkpoint = { ...withFacts(m, facts), ...(summary ? { session_summary: summary } : {}) };
      }
    } catch (err) {
      throw new CheckpointError(
        'INVALID_DATA',
        `checkpoint ${found.entry.id}: ${errorMessage(err)}`,
        'run `pai-checkpoint verify` on it',
      );
    }
    result.children = (await loadIndex(store, found.sessionId)).checkpoints
      .filter((e) => e.parent === found.entry.id)
      .map((e) => e.id);
  }
  // One lineage over everything the session has, so that "next" never says "latest" while a
  // later session checkpoint exists (a periodic one has no record, a pai-seed record no checkpoint).
  const sessionId = record?.record.sessionId ?? found?.sessionId;
  if (sessionId) {
    const ids = new Set(scanCheckpoints({ sessionId }, { checkpointsDir: dir }).records.map((r) => r.record.id));
    for (const e of (await loadIndex(store, sessionId)).checkpoints) ids.add(e.id);
    const sorted = [...ids].sort();
    const at = sorted.indexOf(result.id);
    if (at > 0) result.lineage.previous = sorted[at - 1]!;
    if (at >= 0 && at < sorted.length - 1) result.lineage.next = sorted[at + 1]!;
  }
  if (record) {
    result.record = record.record;
    result.file = join(dir, record.file);
    try {
      result.isCheckpointRef = readCheckpointRef(ctx.paths.seedPath) === record.record.id;
    } catch (err) {
      ctx.warn(errorMessage(err));
    }
  }
  return result;
}
