import { checkTags } from '../domain/volume/facts.js';
import { CheckpointError } from '../core/errors.js';
import type { CaptureResult } from '../domain/capture/create.js';
import { TRIGGERS, type Trigger } from '../domain/volume/manifest.js';
import { captureSession } from './capture.js';
import type { AppContext } from './context.js';
import { pickSession } from './session-pick.js';
import { withSessionLock } from './volume.js';

export interface CreateOptions {
  session?: string;
  /** Default (absent or empty): manual. */
  trigger?: string;
  name?: string;
  tags?: string[];
  /** Use this id (a phase record's), so one ULID names both. */
  id?: string;
  /** Called with archived/total workspace bytes (progress on long snapshots). */
  onProgress?: (done: number, total: number) => void;
}

export interface CreateResult {
  id: string;
  sessionId: string;
  trigger: Trigger;
  sizeBytes: number;
  parts: number;
  reusedWorkspace: boolean;
  warnings: string[];
  deletedByRetention: string[];
}

/** Takes a session checkpoint now, in this process (waiting for a capture already running). */
export async function create(ctx: AppContext, o: CreateOptions = {}): Promise<CreateResult> {
  const trigger = (o.trigger || 'manual') as Trigger;
  if (!TRIGGERS.includes(trigger))
    throw new CheckpointError('USAGE', `--trigger must be one of ${TRIGGERS.join(', ')}`);
  const tags = checkTags(o.tags ?? []);
  const { sessionId } = pickSession(ctx, o.session);
  const r: CaptureResult = await withSessionLock(ctx, sessionId, () =>
    captureSession(
      ctx,
      sessionId,
      {
        trigger,
        at: ctx.now().toISOString(),
        ...(o.name ? { name: o.name } : {}),
        ...(tags.length ? { tags } : {}),
        ...(o.id ? { recordId: o.id } : {}),
      },
      { cwd: ctx.cwd, ...(o.onProgress ? { onProgress: o.onProgress } : {}) },
    ),
  );
  return {
    id: r.manifest.id,
    sessionId,
    trigger,
    sizeBytes: Object.values(r.manifest.parts).reduce((n, p) => n + p.size, 0),
    parts: Object.keys(r.manifest.parts).length,
    reusedWorkspace: r.reusedWorkspace,
    warnings: r.warnings,
    deletedByRetention: r.retention.deleted,
  };
}
