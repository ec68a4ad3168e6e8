import { hostname } from 'node:os';
import type { Config } from '../core/config.js';
import { withLockAsync } from '../core/lock.js';
import { addNotice, loadSession, saveSession, sessionLockPath, type SessionState } from '../domain/session/state.js';
import { refreshRecordSync } from '../domain/records/api.js';
import type { Context } from '../core/context.js';
import { iscCriteria, recordOptions, taskSummary } from '../domain/session/tracker.js';
import type { CaptureRequest, CaptureResult } from '../domain/capture/create.js';
import type { CaptureTicket } from '../domain/session/queue.js';

// What a capture reads from the session's runtime state (its request) and writes back to it
// afterwards (its newest checkpoint, its phase record, the notices told once).

function paiState(ctx: Context, s: SessionState | undefined): Record<string, unknown> | undefined {
  if (!s?.phase) return undefined;
  return {
    phase: s.phase.number,
    phase_name: s.phase.name,
    completed_phases: [...s.completedPhases].sort((a, b) => a - b),
    run_completed: s.runCompleted,
    task: taskSummary(s),
    isc: iscCriteria(ctx, s),
    latest_record_id: s.latestRecordId ?? null,
  };
}

/** What captureCheckpoint is told about the session: its runtime state, the ticket's trigger and labels, its PAI phase. */
export function captureRequest(
  ctx: Context,
  sessionId: string,
  ticket: CaptureTicket,
  state: SessionState | undefined,
  cwd: string,
  epoch: number,
): CaptureRequest {
  return {
    sessionId,
    trigger: ticket.trigger,
    cwd,
    transcriptPath: state?.transcriptPath,
    claudePid: state?.host === hostname() ? state.claudePid : undefined,
    id: ticket.recordId,
    name: ticket.name,
    tags: ticket.tags,
    coalesced: ticket.coalesced,
    risky: ticket.risky,
    epoch,
    pai: paiState(ctx, state),
    session: state
      ? {
          started_at: state.startedAt,
          heartbeat_at: state.heartbeatAt,
          ended_at: state.endedAt ?? null,
          end_reason: state.endReason ?? null,
          host: state.host,
          ...(state.gitBase ? { git_base: state.gitBase } : {}),
        }
      : undefined,
  };
}

/** The session's runtime state after a capture (under its lock): its newest checkpoint, its phase record refreshed. */
export async function recordCapture(
  ctx: Context,
  sessionId: string,
  state: SessionState,
  result: CaptureResult,
  config: Config,
): Promise<SessionState> {
  return withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const id = result.manifest.id;
      const s = loadSession(ctx.paths, sessionId) ?? state;
      if (s.latestRecordId && s.latestRecordId !== id && !s.runCompleted) {
        // Refresh the session's current phase record in place: fresher ISC status, and where
        // the newest session checkpoint is.
        // The task is refreshed only from a given task or a TASK line, never from a later prompt.
        refreshRecordSync(
          s.latestRecordId,
          {
            ...(s.task ? { taskSummary: s.task } : {}),
            iscCriteria: iscCriteria(ctx, s),
            metadata: { sessionCheckpointId: id, refreshedAt: ctx.now().toISOString() },
          },
          recordOptions(ctx),
        );
      }
      s.lastCheckpointId = id;
      s.lastCaptureAt = ctx.now().toISOString();
      // The commit the session started from: its summaries count its changes from there.
      if (!s.gitBase && result.manifest.git?.head) s.gitBase = result.manifest.git.head;
      delete s.lastCaptureError;
      tellOnce(s, result.manifest, config);
      saveSession(ctx.paths, s);
      return s;
    },
    { timeoutMs: 10_000 },
  );
}

/** What the user hears once per session about its checkpoints (the next hook's notice): a large archive, a checkpoint without the transcript. */
function tellOnce(s: SessionState, manifest: CaptureResult['manifest'], config: Config): void {
  const size = manifest.workspace?.size_bytes ?? 0;
  if (size > config.capture.warnBytes && !s.warnedLarge) {
    // The user decides what to exclude, not the log.
    s.warnedLarge = true;
    addNotice(
      s,
      `the workspace archive is ${Math.round(size / 1e6)} MB (over ${Math.round(config.capture.warnBytes / 1e6)} MB); exclude build output or data with [capture] excludes in checkpoint.toml (\`pai-checkpoint usage\` shows disk use)`,
    );
  }
  const omitted = manifest.conversation['transcript_omitted'];
  if (typeof omitted === 'string' && !s.warnedTranscript) {
    // The checkpoints still hold the workspace and the summary; the next ones go on with the copy.
    s.warnedTranscript = true;
    addNotice(
      s,
      `checkpoint ${manifest.id} was taken without the session's transcript: ${omitted} (a resume on another machine needs a checkpoint that holds it)`,
    );
  }
}
