import { CheckpointError, errorMessage } from '../core/errors.js';
import { loadLocalSummary, summaryShapeOk, type LocalSummary } from '../domain/summary/local.js';
import { getJson, type StorageBackend } from '../storage/backend.js';
import { getSessionSummary } from '../domain/summary/volume-summary.js';
import type { SessionSummary } from '../domain/summary/render.js';
import { type Manifest, storedPartKey } from '../domain/volume/manifest.js';
import { readManifest } from '../domain/volume/read.js';
import { loadIndex } from '../domain/volume/session-index.js';
import type { AppContext } from './context.js';
import { findCheckpoint, resolveSession } from './volume.js';

/** A checkpoint's summary (its `summary.json` part), or undefined when it has none. */
export async function readSummary(store: StorageBackend, m: Manifest): Promise<SessionSummary | undefined> {
  if (!m.parts['summary.json']) return undefined;
  const s = await getJson<Record<string, unknown>>(store, storedPartKey(m, 'summary.json'));
  if (
    s &&
    (typeof s !== 'object' || !summaryShapeOk(s, ['progress', 'decisions', 'failed_approaches', 'blockers', 'context']))
  )
    throw new CheckpointError(
      'INVALID_DATA',
      `the summary of ${m.id} is not a summary (its markdown, lists or files are missing or of the wrong type)`,
      'the part was damaged or written by another program: `pai-checkpoint verify <id>`',
    );
  return s as unknown as SessionSummary | undefined;
}

interface SummaryResult {
  sessionId: string;
  /** The checkpoint whose summary it is; undefined for the session's summary.md (its newest). */
  checkpoint?: string;
  summary?: SessionSummary;
  markdown: string;
}

/**
 * `summary <session|id>`: a checkpoint's summary, or a session's newest (`sessions/<id>/summary.md`
 * on the volume, the one its latest checkpoint wrote).
 */
export async function summaryOf(ctx: AppContext, target: string): Promise<SummaryResult> {
  const store = await ctx.volume();
  const found = await findCheckpoint(store, target);
  if (found) {
    const manifest = await readManifest(store, found.sessionId, found.entry.id);
    const summary = manifest ? await readSummary(store, manifest) : undefined;
    if (!summary)
      throw new CheckpointError(
        'NOT_FOUND',
        `checkpoint ${found.entry.id} has no summary`,
        "checkpoints written before summaries existed have none; `pai-checkpoint summary <session>` shows the session's newest",
      );
    return { sessionId: found.sessionId, checkpoint: found.entry.id, summary, markdown: summary.markdown };
  }
  const sessionId = await resolveSession(ctx, store, target);
  if (!sessionId)
    throw new CheckpointError(
      'NOT_FOUND',
      `no session or checkpoint "${target}" on ${store.location}`,
      'see `pai-checkpoint sessions` and `pai-checkpoint list --all`',
    );
  const md = await getSessionSummary(store, sessionId);
  if (md === undefined) {
    const any = (await loadIndex(store, sessionId)).checkpoints.length > 0;
    throw new CheckpointError(
      'NOT_FOUND',
      `session ${sessionId} has no summary yet`,
      any ? 'its checkpoints were written before summaries existed' : 'a summary is written with its first checkpoint',
    );
  }
  return { sessionId, markdown: md };
}

/**
 * The newest summary of a session for the model: this machine's copy (the worker keeps one), else
 * the newest of its last checkpoints on the volume that has one (a session that ran elsewhere).
 * Undefined when there is none or the volume cannot be read (a resume context without it).
 */
export async function latestSummary(ctx: AppContext, sessionId: string): Promise<LocalSummary | undefined> {
  const local = loadLocalSummary(ctx.paths, sessionId);
  if (local) return local;
  try {
    const store = await ctx.volume();
    for (const e of (await loadIndex(store, sessionId)).checkpoints.slice(-3).reverse()) {
      const m = await readManifest(store, sessionId, e.id);
      const s = m ? await readSummary(store, m) : undefined;
      if (s)
        return {
          markdown: s.markdown,
          decisions: s.decisions,
          failed_approaches: s.failed_approaches,
          blockers: s.blockers,
          files: s.files,
          checkpoint: e.id,
        };
    }
  } catch (err) {
    ctx.warn(`the summary of session ${sessionId} could not be read from the volume: ${errorMessage(err)}`);
  }
  return undefined;
}
