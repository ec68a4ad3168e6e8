import { UNCONFIGURED } from '../../core/config-env.js';
import { appendEvent } from '../records/events.js';
import { errorMessage } from '../../core/errors.js';
import { tryAcquire } from '../../core/lock.js';
import { detectUnfinished } from '../records/api.js';
import { metadataOf, phaseName, type CheckpointState, type IscCriterion } from '../records/schema.js';
import { isDead, lifecycleOf, type Lifecycle } from './lifecycle.js';
import { loadSession, saveSession, sessionLockPath, type SessionState } from './state.js';
import type { Context } from '../../core/context.js';
import { recordOptions } from './tracker.js';
import { loadLocalSummary, type LocalSummary } from '../summary/local.js';

/** Heartbeat age after which a session whose process cannot be checked counts as crashed (config: [session] stale_seconds). */
export const DEFAULT_STALE_MS = UNCONFIGURED.staleSeconds * 1000;

type SessionStatus = Lifecycle;

/**
 * A moment as the user reads it on this machine: its local time of day when it is today, else
 * its local date and time.
 */
export function formatClock(at: Date, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return day(at) === day(now) ? time : `${day(at)} ${time}`;
}

export function formatAgo(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h} h`;
  return `${Math.round(h / 24)} days`;
}

const MARK: Record<IscCriterion['status'], string> = { completed: '[x]', in_progress: '[~]', pending: '[ ]' };

function phaseLabel(n: number): string {
  return `${n} ${phaseName(n) ?? '?'}`;
}

/** The criteria of unfinished work that are not done yet: what the model recreates as tasks. */
export function openTasks(
  criteria: readonly { subject: string; status: string }[],
): { subject: string; status: string }[] {
  return criteria.filter((c) => c.status !== 'completed').map((c) => ({ subject: c.subject, status: c.status }));
}

/**
 * The one wording that has the model recreate the open ISC criteria as Claude Code tasks (a new
 * session starts with an empty task list): `/checkpoint:resume`, the SessionStart offer and the
 * prompt of a resumed session without its conversation all use it (commands/resume.md names it).
 */
export function recreateTasksLines(tasks: { subject: string; status: string }[]): string[] {
  if (!tasks.length) return [];
  return [
    'Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:',
    ...tasks.map(
      (t, i) =>
        `${i + 1}. ${t.subject}${t.status === 'in_progress' ? ' (in progress: set it so with TaskUpdate)' : ''}`,
    ),
  ];
}

/**
 * For a resumed session whose task list did not come with it (tracker.ts tasksMissingHere): the
 * model is asked to recreate its open tasks, as after an offer. Undefined when none are missing.
 */
export function missingTasksContext(tasks: { subject: string; status: string }[]): string | undefined {
  if (!tasks.length) return undefined;
  return [
    "pai-checkpoint: this session's task list is empty here (Claude Code keeps it per machine and session id; a resume on another machine or a fork does not bring it), but the conversation left these tasks open.",
    ...recreateTasksLines(tasks),
  ].join('\n');
}

/**
 * The context a model needs to pick the work up again (SessionStart, `resume`, `/checkpoint:resume`),
 * or, for a completed record (`inspect`), what it recorded — never "not finished" for finished work.
 * `left`: how its session left it ("crashed 3 min ago", "ended 2 h ago").
 */
export function renderResumeContext(
  record: CheckpointState,
  extra: { left?: string | undefined; summary?: LocalSummary | undefined } = {},
): string {
  const meta = metadataOf(record);
  const done = meta.completedPhases ?? [];
  const lines = [
    record.completed
      ? `Checkpoint ${record.id} — PAI Algorithm work, completed.`
      : `Checkpoint ${record.id} — PAI Algorithm work left unfinished${extra.left ? ` (its session ${extra.left})` : ''}.`,
    `Session: ${record.sessionId}${meta.project ? `, project ${meta.project}` : ''}; saved ${record.createdAt}.`,
    `Task: ${record.taskSummary || '(no task summary recorded)'}`,
    record.completed
      ? `Phase: ${record.phaseNumber}/7 ${record.phase} (completed).`
      : `Current phase: ${record.phaseNumber}/7 ${record.phase} (not finished).`,
    `Completed phases: ${done.length ? done.map(phaseLabel).join(', ') : 'none'}.`,
  ];
  if (meta.name) lines.push(`Name: ${meta.name}`);
  if (record.iscCriteria.length > 0) {
    const n = record.iscCriteria.filter((c) => c.status === 'completed').length;
    lines.push(`ISC criteria (${n}/${record.iscCriteria.length} done):`);
    for (const c of record.iscCriteria) lines.push(`- ${MARK[c.status]} ${c.subject} (${c.status})`);
  } else {
    lines.push('ISC criteria: none recorded.');
  }
  if (record.completed) return lines.join('\n');
  lines.push(...progressLines(record, done), ...summaryLines(extra.summary));
  lines.push(
    `To resume: continue the Algorithm from Phase ${record.phaseNumber} (${record.phase}) of this task, re-checking the ISC criteria above; earlier phases are done.`,
    `\`/checkpoint:resume ${record.id}\` prints this again; \`pai-checkpoint complete ${record.id}\` marks the work finished so it is not offered again.`,
  );
  return lines.join('\n');
}

/** Pending phases and a progress estimate (phases done of seven; the ISC criteria done, when there are some). */
function progressLines(record: CheckpointState, done: number[]): string[] {
  const pending = [1, 2, 3, 4, 5, 6, 7].filter((n) => n > record.phaseNumber && !done.includes(n));
  const isc = record.iscCriteria.length
    ? `; ISC ${record.iscCriteria.filter((c) => c.status === 'completed').length}/${record.iscCriteria.length} done`
    : '';
  return [
    `Pending phases: ${pending.length ? pending.map(phaseLabel).join(', ') : 'none after this one'}.`,
    `Progress: about ${Math.round((100 * done.length) / 7)} % (${done.length} of 7 phases done${isc}).`,
  ];
}

/** What the session's summary adds (decisions, files, failed approaches, blockers), each list bounded. */
function summaryLines(s: LocalSummary | undefined): string[] {
  if (!s) return [];
  const out: string[] = [];
  const list = (title: string, items: string[], max: number) => {
    if (!items.length) return;
    out.push(`${title} (${items.length}):`, ...items.slice(-max).map((d) => `- ${d}`));
  };
  list('Decisions made', s.decisions, 8);
  if (s.files.length)
    out.push(
      `Files modified (${s.files.length}):`,
      ...s.files
        .slice(0, 12)
        .map((f) => `- ${f.path}${f.binary ? ' (binary)' : f.uncounted ? '' : ` (+${f.added} −${f.removed})`}`),
      ...(s.files.length > 12 ? [`- … and ${s.files.length - 12} more`] : []),
    );
  list('Failed approaches', s.failed_approaches, 5);
  list('Blockers', s.blockers, 5);
  return out;
}

/** Characters of a session summary given to the model (the resume context, after compaction). */
const SUMMARY_CHARS = 6000;

/** A session summary for the model: its markdown, cut at a line within the budget. */
export function summaryForModel(s: LocalSummary): string {
  if (s.markdown.length <= SUMMARY_CHARS) return s.markdown.trimEnd();
  return `${s.markdown.slice(0, s.markdown.lastIndexOf('\n', SUMMARY_CHARS)).trimEnd()}\n- …`;
}

/**
 * What the compaction summariser is asked to keep (PreCompact's output is appended to its
 * instructions): the decisions, failed approaches and blockers of the session's latest summary,
 * so that a compacted session does not try a failed approach again.
 */
export function compactionKeep(s: LocalSummary | undefined): string | undefined {
  if (!s || !(s.decisions.length || s.failed_approaches.length || s.blockers.length)) return undefined;
  const lines = [
    'Keep these from the session so far in the summary (pai-checkpoint, checkpoint ' + s.checkpoint + '):',
  ];
  for (const [title, items] of [
    ['Decisions', s.decisions],
    ['Failed approaches (do not repeat them)', s.failed_approaches],
    ['Blockers', s.blockers],
  ] as const) {
    if (items.length) lines.push(`${title}:`, ...items.slice(-8).map((i) => `- ${i}`));
  }
  return lines.join('\n');
}

/** What SessionStart re-injects after compaction, from the session's own live state. */
export function renderCompactContext(state: SessionState, criteria: IscCriterion[], task: string): string | undefined {
  if (!state.phase || state.runCompleted) return undefined;
  const lines = [
    'pai-checkpoint: PAI Algorithm state preserved across compaction.',
    `Task: ${task || '(no task summary recorded)'}`,
    `Current phase: ${state.phase.number}/7 ${state.phase.name}.`,
    `Completed phases: ${
      state.completedPhases.length
        ? [...state.completedPhases]
            .sort((a, b) => a - b)
            .map(phaseLabel)
            .join(', ')
        : 'none'
    }.`,
  ];
  if (criteria.length > 0) {
    lines.push('ISC criteria:');
    for (const c of criteria) lines.push(`- ${MARK[c.status]} ${c.subject} (${c.status})`);
  }
  if (state.latestRecordId) lines.push(`Latest checkpoint: ${state.latestRecordId}.`);
  return lines.join('\n');
}

/** How the session that left the offered work stopped, and when (ended: SessionEnd; stopped: nothing known of it here but its last record). */
interface OfferOrigin {
  sessionId: string;
  how: 'crashed' | 'ended' | 'stopped';
  /** When: its last heartbeat (crashed), its end (ended), its last record (stopped). */
  at: string;
  agoMs: number;
  /** "at 14:05": `at` as the user reads it (formatClock, by the clock the offer was found by). */
  clock: string;
}

export interface Offer {
  record: CheckpointState;
  file: string;
  /** The offered work is in another project than the current one. */
  otherProject?: string;
  /** Which session left the work, how and when: every offer says it, crashed or ended alike. */
  origin: OfferOrigin;
  /** Set when the session that left this work crashed. */
  crashed?: { sessionId: string; agoMs: number; firstReport: boolean };
  /** How many more sessions have unfinished work. */
  more: number;
  /** The summary its session's last checkpoint wrote on this machine, if any. */
  summary?: LocalSummary | undefined;
}

/**
 * Finds unfinished work to offer at session start (and for `/checkpoint:resume`): this project's
 * first, skipping sessions that are still running elsewhere and the current session itself — a
 * live session is never offered its own work (its conversation holds it; after `claude --resume`
 * of a crashed session, after compaction or inside it).
 */
export function findOffer(ctx: Context, current: SessionState, staleMs = DEFAULT_STALE_MS): Offer | undefined {
  const now = ctx.now().getTime();
  const statusCache = new Map<string, { state: SessionState | undefined; status: SessionStatus }>();
  const statusOf = (sid: string) => {
    let s = statusCache.get(sid);
    if (!s) {
      const state = sid === current.sessionId ? current : loadSession(ctx.paths, sid);
      s = { state, status: sid === current.sessionId ? 'running' : lifecycleOf(state, now, staleMs) };
      statusCache.set(sid, s);
    }
    return s;
  };
  const found = detectUnfinished({
    ...recordOptions(ctx),
    project: current.project,
    skipSession: (sid) => sid === current.sessionId || statusOf(sid).status === 'running',
  });
  if (!found) return undefined;
  const { record } = found;
  const prev = statusOf(record.sessionId);
  const offer: Offer = {
    record,
    file: found.file,
    origin: originOf(record, prev, now),
    more: found.others.length,
    summary: loadLocalSummary(ctx.paths, record.sessionId),
  };
  const project = metadataOf(record).project ?? metadataOf(record).cwd;
  if (project && project !== current.project) offer.otherProject = project;
  if (isDead(prev.status) && prev.state) {
    offer.crashed = {
      sessionId: record.sessionId,
      agoMs: offer.origin.agoMs,
      firstReport: !prev.state.crashReportedAt,
    };
  }
  return offer;
}

function originOf(
  record: CheckpointState,
  prev: { state: SessionState | undefined; status: SessionStatus },
  now: number,
): OfferOrigin {
  const how =
    isDead(prev.status) && prev.state
      ? 'crashed'
      : prev.status === 'ended' && prev.state?.endedAt
        ? 'ended'
        : 'stopped';
  const at = how === 'crashed' ? prev.state!.heartbeatAt : how === 'ended' ? prev.state!.endedAt! : record.createdAt;
  const t = Date.parse(at); // a record's time is whatever its writer put there
  return {
    sessionId: record.sessionId,
    how,
    at,
    agoMs: Number.isFinite(t) ? Math.max(0, now - t) : Number.NaN,
    clock: Number.isFinite(t) ? `at ${formatClock(new Date(t), new Date(now))}` : 'at an unknown time',
  };
}

/** "crashed 2 h ago": how and when the offered work's session left it. */
export function leftText(origin: OfferOrigin): string {
  return Number.isFinite(origin.agoMs) ? `${origin.how} ${formatAgo(origin.agoMs)} ago` : origin.how;
}

/**
 * The offer, one shape whether its session crashed, ended with the work open or is known here only
 * by its records: pai-seed's line "Checkpoint: Resume from Phase N? (<task>)" (F-010), then which
 * session, how and when (ago and the local time), and how to take it.
 */
export function offerMessages(offer: Offer): { systemMessage: string; additionalContext: string } {
  const { record, origin } = offer;
  let msg = `Checkpoint: Resume from Phase ${record.phaseNumber}? (${record.taskSummary || record.phase})`;
  if (offer.otherProject) msg += ` — in ${offer.otherProject}`;
  msg += `\nSession ${origin.sessionId.slice(0, 8)} ${leftText(origin)} (${origin.clock}); its work up to Phase ${record.phaseNumber} was saved.`;
  msg += '\nSay "yes, continue" to pick it up in this session, or run /checkpoint:resume.';
  if (offer.more > 0)
    msg += `\n${offer.more} more unfinished session${offer.more > 1 ? 's' : ''}: \`pai-checkpoint list --all --open\``;
  const tasks = recreateTasksLines(openTasks(record.iscCriteria));
  const context = [
    'pai-checkpoint: the user was just shown "' + msg.split('\n')[0] + '".',
    renderResumeContext(record, { left: leftText(origin), summary: offer.summary }),
    `If the user wants to resume (for example says "yes, continue"), pick up from that phase and start with its header (━━━ … ${record.phaseNumber}/7), so that the work is carried over into this session${tasks.length ? ', and recreate its open tasks as listed below' : ''}; otherwise carry on with what they ask.`,
    ...tasks,
  ].join('\n');
  return { systemMessage: msg, additionalContext: context };
}

/** Logs resume_offered, and session_crashed once per crashed session. */
export function logOffer(ctx: Context, currentSessionId: string, offer: Offer): void {
  const { record } = offer;
  try {
    appendEvent(
      ctx.paths.eventsDir,
      'resume_offered',
      { checkpointId: record.id, phase: record.phase, phaseNumber: record.phaseNumber, fromSession: record.sessionId },
      currentSessionId,
      ctx.now(),
    );
  } catch (err) {
    ctx.warn(`could not log the resume offer: ${errorMessage(err)}`);
  }
  if (offer.crashed?.firstReport) logCrash(ctx, currentSessionId, offer.crashed, record.id);
}

/**
 * Logs session_crashed for a crash found now (by an offer, or by `claude --resume` of the crashed
 * session itself, which is not offered its own work) and marks it reported, so it is told once.
 */
export function logCrash(
  ctx: Context,
  currentSessionId: string,
  crashed: { sessionId: string; agoMs: number },
  checkpointId: string | undefined,
): void {
  try {
    appendEvent(
      ctx.paths.eventsDir,
      'session_crashed',
      {
        crashedSession: crashed.sessionId,
        ...(checkpointId ? { checkpointId } : {}),
        secondsSinceHeartbeat: Math.round(crashed.agoMs / 1000),
      },
      currentSessionId,
      ctx.now(),
    );
    if (crashed.sessionId === currentSessionId) return; // the caller holds this session's lock and saves its state
    const lock = tryAcquire(sessionLockPath(ctx.paths, crashed.sessionId), { timeoutMs: 200 });
    if (lock) {
      try {
        const s = loadSession(ctx.paths, crashed.sessionId);
        if (s) saveSession(ctx.paths, { ...s, crashReportedAt: ctx.now().toISOString() });
      } finally {
        lock.release();
      }
    }
  } catch (err) {
    ctx.warn(`could not log the crash of ${crashed.sessionId}: ${errorMessage(err)}`);
  }
}
