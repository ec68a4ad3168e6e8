import { CheckpointError } from '../core/errors.js';
import { withLockAsync } from '../core/lock.js';
import { completeCheckpointSync, scanCheckpoints } from '../domain/records/api.js';
import { metadataOf, type CheckpointState } from '../domain/records/schema.js';
import { findOffer, leftText, openTasks, renderResumeContext } from '../domain/session/resume.js';
import { loadSession, newSession, saveSession, sessionLockPath } from '../domain/session/state.js';
import { recordOptions, writeRecord } from '../domain/session/tracker.js';
import { recordCarryOver } from '../domain/session/lifecycle.js';
import type { AppContext } from './context.js';
import { resolveRecord } from './records.js';
import { latestSummary } from './summary.js';

interface ResumeContextOptions {
  /** Checkpoint id or unique prefix, or a session id or its prefix (the 8 characters the banner shows); default: the unfinished work `SessionStart` would offer. */
  id?: string;
  /** Only print; do not carry the work over into the current session. */
  printOnly?: boolean;
}

export interface ResumeContextResult {
  record?: CheckpointState;
  context?: string;
  /** Inside a Claude Code session, the work was carried over: a new record in this session, the old one completed. */
  adopted?: { sessionId: string; newId: string; closedId: string };
  /** Its ISC criteria not done yet: `/checkpoint:resume` has the model recreate them as tasks (TaskCreate). */
  openTasks?: { subject: string; status: string }[];
}

/**
 * A record by its id (or prefix); failing that, the newest record of the one session whose id
 * starts with `id` — its newest unfinished one if it has any.
 */
function recordOrSession(ctx: AppContext, id: string): CheckpointState {
  try {
    return resolveRecord(ctx.paths.checkpointsDir, id).record;
  } catch (err) {
    if (!(err instanceof CheckpointError) || err.code !== 'NOT_FOUND' || id.length < 4) throw err;
    const records = scanCheckpoints({}, { checkpointsDir: ctx.paths.checkpointsDir })
      .records.map((r) => r.record)
      .filter((r) => r.sessionId.startsWith(id));
    const sessions = [...new Set(records.map((r) => r.sessionId))];
    if (sessions.length > 1)
      throw new CheckpointError(
        'AMBIGUOUS',
        `"${id}" starts ${sessions.length} sessions: ${sessions.slice(0, 5).join(', ')}`,
        'type more characters of the session id',
      );
    const newest = (list: CheckpointState[]) => list.sort((a, b) => (a.id < b.id ? 1 : -1))[0];
    const found = newest(records.filter((r) => !r.completed)) ?? newest(records);
    if (!found) throw err;
    return found;
  }
}

/**
 * The resume context of unfinished PAI work (`/checkpoint:resume`): the given checkpoint or
 * session's, else what SessionStart would offer. Inside a Claude Code session (and unless
 * `printOnly`) the work is carried over into it.
 */
export async function resumeContext(ctx: AppContext, options: ResumeContextOptions = {}): Promise<ResumeContextResult> {
  const sessionId = ctx.env['CLAUDE_CODE_SESSION_ID'];
  const current =
    (sessionId && loadSession(ctx.paths, sessionId)) || newSession(sessionId || 'cli', ctx.cwd, ctx.project, ctx.now());
  let record: CheckpointState;
  let left: string | undefined;
  if (options.id) {
    record = recordOrSession(ctx, options.id);
  } else {
    const config = await ctx.config();
    const offer = findOffer(ctx, current, config.session.staleSeconds * 1000);
    if (!offer) return {};
    record = offer.record;
    left = leftText(offer.origin);
  }
  const summary = record.completed ? undefined : await latestSummary(ctx, record.sessionId);
  const result: ResumeContextResult = {
    record,
    context: renderResumeContext(record, { left, summary }),
    openTasks: record.completed ? [] : openTasks(record.iscCriteria),
  };
  if (options.printOnly || !sessionId || record.sessionId === sessionId || record.completed) return result;

  // Carry the work over into this session: it continues at the same phase, and the old record
  // is completed so that it is not offered again. The new record is written first, so a crash
  // in between leaves the work offered twice rather than not at all.
  result.adopted = await withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const state = loadSession(ctx.paths, sessionId) ?? current;
      delete state.offered; // carried over here, explicitly
      const meta = metadataOf(record);
      state.phase = { number: record.phaseNumber, name: record.phase, at: ctx.now().toISOString() };
      state.completedPhases = meta.completedPhases ?? [];
      state.runRecordIds = [];
      if (record.taskSummary) state.task = record.taskSummary;
      // Its later records carry the criteria until the model has recreated them (tracker.ts iscCriteria).
      if (record.iscCriteria.length) state.carriedCriteria = record.iscCriteria;
      else delete state.carriedCriteria;
      const extra: Record<string, unknown> = { resumedFrom: record.id };
      if (meta.name) extra['name'] = meta.name;
      const rec = await writeRecord(ctx, state, record.phaseNumber, {
        trigger: 'resume',
        task: record.taskSummary,
        criteria: record.iscCriteria,
        extra,
      });
      saveSession(ctx.paths, state);
      completeCheckpointSync(record.id, recordOptions(ctx));
      recordCarryOver(ctx.paths, state, record.sessionId, ctx.now().toISOString());
      saveSession(ctx.paths, state);
      return { sessionId, newId: rec.checkpointId, closedId: record.id };
    },
    { timeoutMs: 5000 },
  );
  return result;
}
