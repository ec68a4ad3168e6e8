import { withLockAsync } from '../core/lock.js';
import type { Context } from '../core/context.js';
import { errorMessage } from '../core/errors.js';
import type { CaptureTicket } from '../domain/session/queue.js';
import { postNotice, readJournal, takeAbandonedRisky } from '../domain/session/sidecar-files.js';
import {
  addNotice,
  loadSession,
  saveSession,
  sessionLockPath,
  takeNotices,
  type SessionState,
} from '../domain/session/state.js';
import {
  catchUp,
  completeRunIfLearned,
  iscCriteria,
  recordOptions,
  type LookLimits,
  type TrackResult,
} from '../domain/session/tracker.js';
import { contextCrossed, dueTickets, turnEndTrigger, type ContextLimits } from '../domain/session/triggers.js';
import type { Trigger } from '../domain/volume/manifest.js';

export interface FollowResult {
  /** The session's state as saved; undefined when the session is unknown here. */
  state: SessionState | undefined;
  /** Checkpoints now due, for the caller to queue (adapters start the worker). */
  tickets: CaptureTicket[];
  /** This look found SessionEnd in the journal and recorded the end: the caller starts the `session-end` job. */
  endedNow: boolean;
  /** Phase records written by this look (with when), for the latency figures. */
  created: TrackResult['created'];
  /** The look stopped at its budget (a backlog of transcript): look again at once. */
  more: boolean;
}

export interface FollowOptions {
  /** Triggers to add (the sidecar's `shutdown` after SIGTERM, `error` when claude died, `detach`). */
  triggers?: Trigger[];
  /** With `triggers`: what failed. */
  error?: string;
  /** Changes to the state made under the same lock (e.g. marking it crashed). */
  change?: (state: SessionState) => void;
  /** The configured context windows: passing `warnPercent` of one asks for a `context` checkpoint. */
  context?: ContextLimits | undefined;
  /** How much of the transcript one look reads (tests lower it; tracker.ts's defaults). */
  limits?: LookLimits | undefined;
}

/**
 * One look at a live session, as its sidecar takes it whenever the transcript or the journal
 * grows and at each periodic tick: under the session's lock, the journal (turns that ended, the
 * session's end: hooks/journal.sh; a tmux client detaching: the sidecar's tmux hook) and the new
 * transcript lines are read; phase transitions become records, failed tools, ended turns (`stop`,
 * or `complete` after LEARN), a detach, a subagent's start or stop (`handoff`) and the periodic
 * interval become capture tickets; a pre_risky capture that was killed is told to the user; a task call carried out refreshes the current phase record's
 * ISC criteria; notices waiting for the user are posted for the Stop hook to print. The work the
 * hooks did at every tool call, now off the session's path.
 */
export async function followSession(ctx: Context, sessionId: string, o: FollowOptions = {}): Promise<FollowResult> {
  return withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const state = loadSession(ctx.paths, sessionId);
      if (!state || state.disabled) return { state, tickets: [], endedNow: false, created: [], more: false };
      if (state.fenced) {
        // Taken over elsewhere (the worker found out): nothing is read or written for it any more, but the user hears why.
        const told = takeNotices(state);
        if (told) {
          saveSession(ctx.paths, state);
          postNotice(ctx.paths, sessionId, told);
        }
        return { state, tickets: [], endedNow: false, created: [], more: false };
      }
      const journalAt = state.journalOffset;
      let journal = readJournal(ctx.paths, state);
      const finalText = journal.filter((e) => e.event === 'Stop').at(-1)?.lastAssistantMessage;
      const track = await catchUp(ctx, state, {
        finalText,
        quietWait: true,
        ...(o.limits ? { limits: o.limits } : {}),
      });
      if (track.more) {
        // A backlog is left (the look's budget: tracker.ts): the turns journalled now ended after
        // it, so they are handled by the look that reaches their end, in order.
        if (journalAt === undefined) delete state.journalOffset;
        else state.journalOffset = journalAt;
        journal = [];
      }
      const turns = journal.filter((e) => e.event === 'Stop');
      const end = journal.find((e) => e.event === 'SessionEnd');
      const triggers: Trigger[] = [...(o.triggers ?? [])];
      if (journal.some((e) => e.event === 'Detach')) triggers.push('detach');
      // A subagent started or stopped (the agent seed's handoff): one checkpoint for all of this look's.
      if (journal.some((e) => e.event === 'SubagentStart' || e.event === 'SubagentStop')) triggers.push('handoff');
      const ended =
        turns.length > 0
          ? turnEndTrigger(state, (await completeRunIfLearned(ctx, state)).length > 0, finalText)
          : undefined;
      if (ended) triggers.push(ended);
      if (o.context && contextCrossed(state, o.context)) triggers.push('context');
      if (track.tasksChanged && track.created.length === 0) await refreshIsc(ctx, state);
      const tickets = dueTickets(ctx, state, track, triggers, o.error ? { error: o.error } : {});
      const endedNow = end !== undefined && !state.endedAt;
      if (endedNow) {
        state.endedAt = ctx.now().toISOString();
        state.endReason = end.reason ?? 'other';
      }
      o.change?.(state);
      const abandoned = takeAbandonedRisky(ctx.paths, sessionId);
      if (abandoned) addNotice(state, abandoned);
      const notice = takeNotices(state);
      saveSession(ctx.paths, state);
      if (notice) postNotice(ctx.paths, sessionId, notice);
      return { state, tickets, endedNow, created: track.created, more: track.more };
    },
    { timeoutMs: 10_000 },
  );
}

/**
 * A task was created or updated: the current phase record gets the ISC criteria as they are now
 * (from ~/.claude/tasks/<session>/, which the tool wrote before its result reached the
 * transcript), so a session that dies before its next checkpoint is offered with them.
 */
async function refreshIsc(ctx: Context, state: SessionState): Promise<void> {
  if (!state.latestRecordId || state.runCompleted) return;
  try {
    const { refreshRecordSync } = await import('../domain/records/api.js');
    refreshRecordSync(state.latestRecordId, { iscCriteria: iscCriteria(ctx, state) }, recordOptions(ctx));
  } catch (err) {
    ctx.warn(`could not refresh the ISC criteria of ${state.latestRecordId}: ${errorMessage(err)}`);
  }
}
