import { CheckpointError, errorMessage } from '../core/errors.js';
import { withLockAsync } from '../core/lock.js';
import { captureOff } from '../domain/session/lifecycle.js';
import { phaseName } from '../domain/records/schema.js';
import { loadSession, newSession, saveSession, sessionLockPath } from '../domain/session/state.js';
import { catchUp, taskSummary, writeRecord } from '../domain/session/tracker.js';
import type { AppContext } from './context.js';
import { create, type CreateResult } from './create.js';
import { pickSession } from './session-pick.js';

export interface SaveOptions {
  /** Label of a named checkpoint. */
  name?: string;
  /** Tags of the session checkpoint (create's: checked, at most TAGS_MAX). */
  tags?: string[];
  /** Phase 1-7; default the session's current phase (1 if none seen yet). */
  phase?: number;
  session?: string;
  /** Task summary; default the session's (TASK line, else its last prompt). */
  task?: string;
}

export interface SaveResult {
  /** The session checkpoint on the volume (same id as the record, if there is one), unless `checkpointError`. */
  checkpoint?: CreateResult;
  checkpointError?: string;
  /** The id of what was saved (the record's and the session checkpoint's). */
  id?: string;
  /** The phase record, when the session is in an Algorithm phase (or --phase was given). */
  record?: { id: string; file: string; phaseNumber: number; phase: string };
  sessionId: string;
  name?: string;
  taskSummary: string;
}

/**
 * Saves now: a full session checkpoint on the volume, named if a label is given. When the session
 * is in an Algorithm phase (or --phase is given), also a phase record at that phase, with the same
 * id. Outside a phase no record is written: a record would be unfinished work that the next start
 * offers ("Resume from Phase 1?"), hiding the work that really was left unfinished.
 */
export async function save(ctx: AppContext, options: SaveOptions = {}): Promise<SaveResult> {
  const off = captureOff(await ctx.config());
  if (off)
    throw new CheckpointError(
      'USAGE',
      `${off}: nothing was saved`,
      'remove that line (or set it to true) to save here',
    );
  const result = await saveRecord(ctx, options);
  try {
    result.checkpoint = await create(ctx, {
      session: result.sessionId,
      trigger: 'manual',
      ...(result.record ? { id: result.record.id } : {}),
      ...(options.name ? { name: options.name } : {}),
      ...(options.tags?.length ? { tags: options.tags } : {}),
    });
    result.id = result.checkpoint.id;
  } catch (err) {
    result.checkpointError = errorMessage(err);
  }
  return result;
}

async function saveRecord(ctx: AppContext, options: SaveOptions): Promise<SaveResult> {
  if (options.phase !== undefined && (!Number.isInteger(options.phase) || options.phase < 1 || options.phase > 7)) {
    throw new CheckpointError('USAGE', `--phase must be a number from 1 to 7, got ${options.phase}`);
  }
  const { sessionId } = pickSession(ctx, options.session);
  return withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const state = loadSession(ctx.paths, sessionId) ?? newSession(sessionId, ctx.cwd, ctx.project, ctx.now());
      await catchUp(ctx, state); // headers printed since the last hook count first
      // A task given here is the session's task from now on: later prompts never replace it.
      if (options.task !== undefined && options.task.trim()) state.task = options.task.trim();
      const result: SaveResult = { sessionId, taskSummary: taskSummary(state) };
      if (options.name) result.name = options.name;
      const inPhase = state.phase !== undefined && !state.runCompleted;
      if (options.phase !== undefined || inPhase) {
        const phaseNumber = options.phase ?? state.phase!.number;
        const phase = phaseName(phaseNumber)!;
        if (options.phase !== undefined)
          state.phase = { number: phaseNumber, name: phase, at: ctx.now().toISOString() };
        const rec = await writeRecord(ctx, state, phaseNumber, {
          trigger: 'manual',
          extra: options.name ? { name: options.name } : {},
        });
        result.record = { id: rec.checkpointId, file: rec.file, phaseNumber, phase };
        result.id = rec.checkpointId;
      }
      saveSession(ctx.paths, state);
      return result;
    },
    { timeoutMs: 5000 },
  );
}
