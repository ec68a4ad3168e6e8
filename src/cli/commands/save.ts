import { CheckpointError, errorMessage } from '../../core/errors.js';
import { create, formatBytes, type CreateResult } from './create.js';
import { withLockAsync } from '../../core/lock.js';
import { phaseName } from '../../records/schema.js';
import { loadSession, newSession, saveSession, sessionLockPath } from '../../session/state.js';
import { catchUp, taskSummary, writeRecord } from '../../session/tracker.js';
import { currentProject, trackerContext, type CliEnv } from '../context.js';
import { pickSession } from '../session-pick.js';

export interface SaveOptions {
  /** Label of a named checkpoint. */
  name?: string;
  /** Phase 1-7; default the session's current phase (1 if none seen yet). */
  phase?: number;
  session?: string;
  /** Task summary; default the session's (TASK line, else its last prompt). */
  task?: string;
}

export interface SaveResult {
  /** The session checkpoint on the volume (same id), unless `checkpointError`. */
  checkpoint?: CreateResult;
  checkpointError?: string;
  id: string;
  file: string;
  sessionId: string;
  phaseNumber: number;
  phase: string;
  name?: string;
  taskSummary: string;
  /** No phase had been seen and none was given: recorded as Phase 1. */
  phaseGuessed: boolean;
}

/**
 * Saves now: a phase record for the session (named, at its current phase) and, with the same id,
 * a full session checkpoint on the volume.
 */
export async function save(cli: CliEnv, options: SaveOptions = {}): Promise<SaveResult> {
  const result = await saveRecord(cli, options);
  try {
    result.checkpoint = await create(cli, { session: result.sessionId, trigger: 'manual', id: result.id, ...(options.name ? { name: options.name } : {}) });
  } catch (err) {
    result.checkpointError = errorMessage(err);
  }
  return result;
}

async function saveRecord(cli: CliEnv, options: SaveOptions): Promise<SaveResult> {
  if (options.phase !== undefined && (!Number.isInteger(options.phase) || options.phase < 1 || options.phase > 7)) {
    throw new CheckpointError('USAGE', `--phase must be a number from 1 to 7, got ${options.phase}`);
  }
  const { sessionId } = pickSession(cli, options.session);
  const ctx = trackerContext(cli);
  return withLockAsync(sessionLockPath(cli.paths, sessionId), async () => {
    const project = currentProject(cli);
    const state = loadSession(cli.paths, sessionId) ?? newSession(sessionId, cli.cwd, project, cli.now());
    await catchUp(ctx, state); // headers printed since the last hook count first
    const phaseGuessed = options.phase === undefined && state.phase === undefined;
    const phaseNumber = options.phase ?? state.phase?.number ?? 1;
    const phase = phaseName(phaseNumber)!;
    const task = options.task ?? taskSummary(state);
    const rec = await writeRecord(ctx, state, phaseNumber, { trigger: 'manual', task, extra: options.name ? { name: options.name } : {} });
    if (!state.phase || options.phase !== undefined) state.phase = { number: phaseNumber, name: phase, at: cli.now().toISOString() };
    saveSession(cli.paths, state);
    const result: SaveResult = {
      id: rec.checkpointId,
      file: rec.file,
      sessionId,
      phaseNumber,
      phase,
      taskSummary: task,
      phaseGuessed,
    };
    if (options.name) result.name = options.name;
    return result;
  }, { timeoutMs: 5000 });
}

export function printSave(r: SaveResult): string {
  return [
    `Checkpoint saved: ${r.id}${r.name ? ` "${r.name}"` : ''} — Phase ${r.phaseNumber} ${r.phase}${r.taskSummary ? ` (${r.taskSummary})` : ''}`,
    r.checkpoint
      ? `Session checkpoint: ${r.checkpoint.parts} parts, ${formatBytes(r.checkpoint.sizeBytes)}${r.checkpoint.reusedWorkspace ? ' (workspace unchanged)' : ''}.`
      : `Session checkpoint FAILED (only the phase record was saved): ${r.checkpointError ?? 'unknown error'}`,
    ...(r.phaseGuessed ? ['(No Algorithm phase has been seen in this session yet; recorded as Phase 1. Use --phase N to choose.)'] : []),
    `Resume with: /checkpoint:resume ${r.id}`,
  ].join('\n');
}
