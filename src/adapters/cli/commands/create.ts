import { CheckpointError } from '../../../core/errors.js';
import { TRIGGERS, type Trigger } from '../../../domain/volume/manifest.js';
import { captureSession } from '../../../app/capture.js';
import type { CaptureResult } from '../../../domain/capture/create.js';
import { formatBytes, trackerContext, type CliEnv } from '../context.js';
import { pickSession } from '../session-pick.js';
import { withSessionLock } from '../volume.js';

export interface CreateOptions {
  session?: string;
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
export async function create(cli: CliEnv, o: CreateOptions = {}): Promise<CreateResult> {
  const trigger = (o.trigger ?? 'manual') as Trigger;
  if (!TRIGGERS.includes(trigger)) throw new CheckpointError('USAGE', `--trigger must be one of ${TRIGGERS.join(', ')}`);
  const { sessionId } = pickSession(cli, o.session);
  const ctx = trackerContext(cli);
  const r: CaptureResult = await withSessionLock(cli, sessionId, () =>
    captureSession(
      ctx,
      sessionId,
      { trigger, at: cli.now().toISOString(), ...(o.name ? { name: o.name } : {}), ...(o.tags?.length ? { tags: o.tags } : {}), ...(o.id ? { recordId: o.id } : {}) },
      { cwd: cli.cwd, ...(o.onProgress ? { onProgress: o.onProgress } : {}) },
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

export function printCreate(r: CreateResult): string {
  const lines = [`Checkpoint ${r.id} created (${r.trigger}, session ${r.sessionId}): ${r.parts} parts, ${formatBytes(r.sizeBytes)}${r.reusedWorkspace ? ', workspace unchanged (previous archive reused)' : ''}.`];
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.deletedByRetention.length) lines.push(`Retention removed ${r.deletedByRetention.length} older checkpoint(s).`);
  return lines.join('\n');
}
