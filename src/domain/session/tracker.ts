import { statSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Context } from '../../core/context.js';
import { criteriaFromTasks, criteriaFromTodos, readIscCriteria } from '../transcript/tasks.js';
import { lineStartAfter, readNewLines, scanTranscriptLines, TAIL_WINDOW } from '../transcript/tail.js';
import { mayContainSignal, scanAlgorithmText, summarizePrompt, type AlgorithmSignal } from '../transcript/phase.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { newCheckpointId } from '../../core/ids.js';
import { resolveClaudeDir } from '../../core/paths.js';
import type { CheckpointOptions } from '../records/api.js';
import { phaseName } from '../records/phases.js';
import type { IscCriterion } from '../records/schema.js';
import { findClaudeProcess } from '../../platform/process.js';
import { observe } from './observe.js';
import { recordCarryOver } from './lifecycle.js';
import { loadSession, newSession, saveSession, type PlannedRecord, type SessionState } from './state.js';
import { keptText, keptTextHolds, turnReadTo } from './kept-text.js';

/** The record API's options for this context's roots and clock. */
export function recordOptions(ctx: Context): CheckpointOptions {
  const { paiDir, checkpointsDir, seedPath, eventsDir } = ctx.paths;
  return { paiDir, checkpointsDir, seedPath, eventsDir, now: ctx.now, onWarning: ctx.warn };
}

/** The fields every hook payload carries (CLAUDE-CODE.md). */
export interface HookPayload {
  session_id: string;
  transcript_path?: string;
  cwd?: string;
  hook_event_name?: string;
  [key: string]: unknown;
}

/**
 * Loads the session's state (or starts it) and records a heartbeat. Caller saves.
 * `loaded` is the state when the caller has read it already (it is updated in place).
 */
export function touchSession(
  ctx: Context,
  payload: HookPayload,
  options: { refindProcess?: boolean; loaded?: SessionState | undefined } = {},
): SessionState {
  const now = ctx.now();
  const cwd = payload.cwd || process.cwd();
  const project = ctx.env['CLAUDE_PROJECT_DIR'] || cwd;
  const known = options.loaded ?? loadSession(ctx.paths, payload.session_id);
  const state = known ?? newSession(payload.session_id, cwd, project, now);
  state.heartbeatAt = now.toISOString();
  state.cwd = cwd;
  state.project = project;
  if (payload.transcript_path && (!known || state.transcriptPath !== payload.transcript_path)) {
    // A transcript this machine has not read (a session first seen here, or forked into a new
    // file): the first look starts near its end (readTranscript).
    state.transcriptOffset = 0;
    delete state.transcriptMidLine;
    state.transcriptUnseen = true;
  }
  if (payload.transcript_path) state.transcriptPath = payload.transcript_path;
  if (options.refindProcess || state.claudePid === undefined || state.host !== hostname()) {
    const proc = findClaudeProcess();
    state.host = hostname();
    if (proc) {
      state.claudePid = proc.pid;
      state.claudeStart = proc.start;
    } else {
      // Unknown: never keep the pid of an earlier process, which would make this one look crashed.
      delete state.claudePid;
      delete state.claudeStart;
    }
  }
  return state;
}

export function taskSummary(state: SessionState): string {
  if (state.task) return state.task;
  if (state.lastPrompt) return summarizePrompt(state.lastPrompt);
  return '';
}

/**
 * The session's ISC criteria: its own tasks (the tasks folder, else the task calls seen, else its
 * todos). Work carried over from another session brings its criteria along (`carriedCriteria`):
 * a new session's task list starts empty, so until the model recreates them they would be lost
 * from its records; a carried one the session has no task of the same subject for stays listed.
 * The carried ones keep their order, each as this session now has it, and its new ones follow:
 * Claude Code numbers the tasks the model recreates at once in the order their calls finish, which
 * a busy machine shuffles (seen in test/e2e/right-work.e2e.test.ts).
 */
export function iscCriteria(ctx: Context, state: SessionState): IscCriterion[] {
  const own = ownCriteria(ctx, state);
  const carried = state.carriedCriteria;
  if (!carried?.length) return own;
  const placed = new Set<string>();
  const inPlace = carried.flatMap((c) => {
    const mine = own.filter((o) => o.subject === c.subject);
    if (!mine.length) return [c];
    if (placed.has(c.subject)) return [];
    placed.add(c.subject);
    return mine;
  });
  return [...inPlace, ...own.filter((o) => !placed.has(o.subject))];
}

/**
 * Open tasks the session's transcript shows (its TaskCreate/TaskUpdate calls) that Claude Code's
 * task list for it does not hold: `claude --resume` reads the list from ~/.claude/tasks/<id>/, so a
 * session resumed on another machine, or forked under a new id, starts with none ("No tasks
 * found", seen with the real binary) while its conversation goes on about them.
 */
export function tasksMissingHere(ctx: Context, state: SessionState): IscCriterion[] {
  if (!state.tasks || readIscCriteria(state.sessionId, resolveClaudeDir(ctx.env)).length > 0) return [];
  return criteriaFromTasks(state.tasks).filter((c) => c.status !== 'completed');
}

function ownCriteria(ctx: Context, state: SessionState): IscCriterion[] {
  const fromDir = readIscCriteria(state.sessionId, resolveClaudeDir(ctx.env));
  if (fromDir.length > 0) return fromDir;
  if (state.tasks && Object.keys(state.tasks).length > 0) return criteriaFromTasks(state.tasks);
  return state.todos ? criteriaFromTodos(state.todos) : [];
}

export interface TrackResult {
  /** Records written, in order. */
  created: { id: string; file: string; phaseNumber: number }[];
  /** Tool calls that failed, as `<tool>: <what it said>` (for an `error` checkpoint). */
  toolErrors: string[];
  /** A TaskCreate/TaskUpdate call was carried out: the ISC criteria may have changed. */
  tasksChanged: boolean;
  /** The look's budget ran out before the transcript's end: more is waiting for the next look. */
  more: boolean;
  /** Transcript bytes this look read. */
  read: number;
}

/**
 * Most transcript bytes one look reads (a hook's, the sidecar's or the session-end worker's): a
 * hook has 10 s (SessionEnd 1.5 s) and the session's lock is held meanwhile, so a backlog of
 * gigabytes is read over several looks (the sidecar's follow at once), never in one. Reading and
 * scanning goes at ~200 MB/s here (a 2.2 GB transcript took the Stop hook 10.9 s): 32 MiB is
 * ~0.2 s. A transcript first seen with more than this is read from near its end (FIRST_LOOK_BYTES).
 */
export const LOOK_BYTES = 32 * 1024 * 1024;
/** Where the first look at a transcript this machine has not read starts: this far before its end. */
export const FIRST_LOOK_BYTES = 16 * 1024 * 1024;

/** A look's limits (tests lower them; the defaults are LOOK_BYTES, FIRST_LOOK_BYTES and tail.ts's window). */
export interface LookLimits {
  maxBytes?: number;
  firstLookBytes?: number;
  window?: number;
}

/** The record API, loaded on first use: it brings zod, which the hot path (no transition) never needs. */
const recordsApi = () => import('../records/api.js');

/** How long a Stop waits for its final text to reach the transcript before it takes the payload's copy. */
export const FINAL_TEXT_WAIT_MS = 1500;

/**
 * Reads the transcript bytes added since the last look and writes a phase record for every
 * phase transition found. A header repeating the current phase is not a transition.
 *
 * Claude Code writes the transcript asynchronously: when Stop runs, the turn's final text is often
 * not in the file yet; it follows within ~50-150 ms. `finalText` (Stop's `last_assistant_message`)
 * makes the caller wait (at most `waitMs`) for it, only when it holds a phase marker; if it never
 * shows up, the payload's copy is used and remembered, so the same text arriving later is not read
 * a second time (which would look like a new Algorithm run).
 *
 * `quietWait` (the sidecar, off the user's path): also wait for the final text when nothing but
 * read-only plugin commands has been seen in the turn (`turnActivity` not `loud`). Claude Code
 * writes a slash command's lines late (after Stop, seen with 2.1.197): whether the turn was quiet
 * is known only once its lines up to the final text are read (triggers.ts turnEndTrigger).
 */
export async function catchUp(
  ctx: Context,
  state: SessionState,
  options: { finalText?: string | undefined; waitMs?: number; limits?: LookLimits; quietWait?: boolean } = {},
): Promise<TrackResult> {
  const created = state.pendingRecords?.length ? await writePlannedRecords(ctx, state, { leftOver: true }) : [];
  const signals: AlgorithmSignal[] = [];
  const seen: Seen = { toolErrors: [], tasksChanged: false, more: false, read: 0 };
  const limits = { maxBytes: LOOK_BYTES, firstLookBytes: FIRST_LOOK_BYTES, window: TAIL_WINDOW, ...options.limits };
  const final = options.finalText?.trim();
  // The same final text again (Stop fires more than once when another hook keeps the turn going).
  const kept = final && mayContainSignal(final) ? keptText(final) : undefined;
  const want = kept !== undefined && kept !== state.lastStopText ? final : undefined;
  const deadline = Date.now() + (options.waitMs ?? FINAL_TEXT_WAIT_MS);
  let seenText = false;
  for (;;) {
    for (const text of readTranscript(ctx, state, seen, limits)) {
      if (state.pendingText !== undefined && keptTextHolds(state.pendingText, text.trim())) {
        delete state.pendingText; // already taken from Stop's payload
        continue;
      }
      if (want?.includes(text.trim())) seenText = true;
      signals.push(...scanAlgorithmText(text));
    }
    const waiting = (want && !seenText) || (options.quietWait && final && !turnReadTo(state, final));
    if (!waiting || seen.more || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  // With a backlog left for the next look, the final text comes after it: read there, in order
  // (taken from the payload now, the backlog's older headers would follow it as if the run went back).
  if (want && kept && !seen.more) {
    state.lastStopText = kept;
    if (!seenText) {
      signals.push(...scanAlgorithmText(want));
      state.pendingText = kept;
    }
  }
  applySignals(ctx, state, signals);
  if (state.pendingRecords?.length) {
    // The transcript offset that found them and the records to write are saved together first:
    // a look killed while it writes them is finished by the next one, never redone (no record twice).
    saveSession(ctx.paths, state);
    created.push(...(await writePlannedRecords(ctx, state)));
  }
  return { created, ...seen };
}

type Seen = Pick<TrackResult, 'toolErrors' | 'tasksChanged' | 'more' | 'read'>;

/**
 * New assistant texts with phase markers (what is new, read in windows, at most `limits.maxBytes`
 * a look: `seen.more` says a backlog is left); the rest the lines tell (todos, prompt, tasks,
 * metrics, failed tools: observe.ts) goes into the state, failed tools and task changes also into
 * `seen`. A transcript path that is not a regular file (a FIFO would block for ever) is reported
 * once and not read.
 */
function readTranscript(ctx: Context, state: SessionState, seen: Seen, limits: Required<LookLimits>): string[] {
  if (!state.transcriptPath || state.transcriptRefused === state.transcriptPath) return [];
  const texts: string[] = [];
  try {
    if (state.transcriptUnseen) firstLook(ctx, state, limits);
    for (;;) {
      // Whole windows only: a smaller one would take an ordinary long line for an over-long one.
      if (seen.read + limits.window > limits.maxBytes) {
        seen.more = true;
        return texts;
      }
      const tail = readNewLines(state.transcriptPath, state.transcriptOffset, limits.window, {
        midLine: state.transcriptMidLine === true,
        limit: limits.window,
      });
      if (!tail) return texts;
      seen.read += tail.read;
      const found = scanTranscriptLines(tail.lines, Object.keys(state.openTaskCalls ?? {}));
      const o = observe(state, found);
      if (found.lastText !== undefined) state.turnLastText = keptText(found.lastText.trim());
      seen.toolErrors.push(...o.errors);
      seen.tasksChanged ||= o.tasksChanged;
      if (tail.skipped) ctx.warn(`transcript: ${tail.skipped} bytes of over-long lines stepped over`);
      state.transcriptOffset = tail.offset;
      if (tail.midLine) state.transcriptMidLine = true;
      else delete state.transcriptMidLine;
      texts.push(...found.texts);
      if (!tail.more) return texts;
    }
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    state.transcriptRefused = state.transcriptPath;
    ctx.warn(`transcript not read: ${err.message}`);
    return texts;
  }
}

/**
 * The first look at a transcript this machine has not read (a session first seen here: resumed
 * from elsewhere, its state lost, or forked into a new file): a long one is read from
 * `firstLookBytes` before its end, where a line starts, and what is passed over is said (in the log
 * and `state.transcriptSkipped`): phase headers, prompts and figures in it are not counted. Reading
 * it all would cost a hook seconds per gigabyte and replay a history that is over.
 */
function firstLook(ctx: Context, state: SessionState, limits: Required<LookLimits>): void {
  delete state.transcriptUnseen;
  const path = state.transcriptPath!;
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return; // not there yet: read from its start when it comes
  }
  if (size <= limits.firstLookBytes) return;
  const near = size - limits.firstLookBytes;
  const start = lineStartAfter(path, near, limits.window);
  state.transcriptOffset = start ?? near;
  if (start === undefined) state.transcriptMidLine = true; // inside an over-long line: stepped over from there
  state.transcriptSkipped = (state.transcriptSkipped ?? 0) + state.transcriptOffset;
  ctx.warn(
    `transcript ${path}: first look at this session here: its first ${state.transcriptOffset} bytes (of ${size}) were not read; phase headers, prompts and figures in them are not counted`,
  );
}

/** Turns the signals into the session's phase and the records to write (`state.pendingRecords`, see writePlannedRecords). */
function applySignals(ctx: Context, state: SessionState, signals: AlgorithmSignal[]): void {
  for (const sig of signals) {
    if (sig.kind === 'task') {
      state.task = sig.summary;
      continue;
    }
    if (state.offered && state.phase === undefined && continueOffered(ctx, state, sig.number)) continue;
    const current = state.phase?.number;
    if (sig.number === current) continue; // the same header again (or the transcript and Stop's copy of it)
    if (state.runCompleted || current === undefined || (sig.number === 1 && current > 1)) {
      // A new Algorithm run: work carried over earlier is not its work.
      delete state.carriedCriteria;
      state.completedPhases = [];
      state.runRecordIds = [];
      state.runCompleted = false;
    } else if (sig.number > current) {
      if (!state.completedPhases.includes(current)) state.completedPhases.push(current);
    } else {
      state.completedPhases = state.completedPhases.filter((n) => n < sig.number); // went back
    }
    state.phase = { number: sig.number, name: sig.name, at: ctx.now().toISOString() };
    planRecord(ctx, state, sig.number, { trigger: 'phase' });
  }
}

/**
 * The first phase this session enters, after SessionStart offered another session's unfinished
 * work: if it continues that work — the phase offered or a later one, or the offered task named
 * again on a TASK line — this session carries it on (the user said "yes, continue" and the model
 * acted on the context): its record continues the run, and the old session's records are closed,
 * so the same offer does not return at every start. Anything else is new work; the offer stays
 * for a later session. Returns the record written, or undefined when this is not a continuation.
 */
function continueOffered(ctx: Context, state: SessionState, phase: number): boolean {
  const offered = state.offered!;
  delete state.offered;
  const sameTask = !!state.task && state.task === offered.task;
  if (phase < offered.phaseNumber && !sameTask) return false;
  state.completedPhases = [
    ...new Set([
      ...offered.completedPhases,
      ...Array.from({ length: Math.max(0, phase - offered.phaseNumber) }, (_, i) => offered.phaseNumber + i),
    ]),
  ].filter((n) => n < phase);
  state.runRecordIds = [];
  state.runCompleted = false;
  if (!state.task && offered.task) state.task = offered.task;
  if (offered.criteria?.length) state.carriedCriteria = offered.criteria;
  state.phase = { number: phase, name: phaseName(phase) ?? 'OBSERVE', at: ctx.now().toISOString() };
  // The old records are closed once the new one is written (writePlannedRecords): a crash in between leaves the work offered twice, never not at all.
  planRecord(
    ctx,
    state,
    phase,
    { trigger: 'phase', extra: { resumedFrom: offered.recordId } },
    { id: offered.recordId, session: offered.sessionId },
  );
  return true;
}

interface RecordSpec {
  /** What made this record: 'phase', 'manual', 'resume', … */
  trigger: string;
  /** Default: the session's task summary. */
  task?: string;
  /** Default: the session's ISC criteria. */
  criteria?: IscCriterion[];
  /** More metadata (name, resumedFrom, …). */
  extra?: Record<string, unknown>;
}

/**
 * Plans a phase record for the session at `phaseNumber` (its id chosen now) and makes it the
 * session's latest; writePlannedRecords writes it. `completes`: a record to close once it is written.
 */
function planRecord(
  ctx: Context,
  state: SessionState,
  phaseNumber: number,
  spec: RecordSpec,
  completes?: { id: string; session: string },
): PlannedRecord {
  const metadata: Record<string, unknown> = {
    cwd: state.cwd,
    project: state.project,
    trigger: spec.trigger,
    completedPhases: [...state.completedPhases].sort((a, b) => a - b),
    ...spec.extra,
  };
  if (state.transcriptPath) metadata['transcriptPath'] = state.transcriptPath;
  const planned: PlannedRecord = {
    id: newCheckpointId(ctx.now().getTime()),
    phaseNumber,
    task: spec.task ?? taskSummary(state),
    criteria: spec.criteria ?? iscCriteria(ctx, state),
    metadata,
    ...(completes ? { completes: completes.id, carriedFrom: completes.session } : {}),
  };
  (state.pendingRecords ??= []).push(planned);
  state.latestRecordId = planned.id;
  state.runRecordIds.push(planned.id);
  state.runCompleted = false;
  return planned;
}

/**
 * Writes the planned records, in order, and closes what each one completes. `leftOver`: they were
 * planned by a look that died after saving them, so any of them may be on disk already (found by
 * its id, which names its second: only that second's files are read) and is not written twice.
 */
async function writePlannedRecords(
  ctx: Context,
  state: SessionState,
  o: { leftOver?: boolean } = {},
): Promise<TrackResult['created']> {
  const { createCheckpointSync, completeCheckpointSync, findRecord } = await recordsApi();
  const created: TrackResult['created'] = [];
  for (const p of state.pendingRecords ?? []) {
    const found = o.leftOver ? findRecord(ctx.paths.checkpointsDir, p.id) : undefined;
    const file = found
      ? found.file
      : createCheckpointSync(phaseName(p.phaseNumber) ?? 'OBSERVE', p.phaseNumber, p.task, p.criteria, p.metadata, {
          ...recordOptions(ctx),
          sessionId: state.sessionId,
          id: p.id,
        }).file;
    created.push({ id: p.id, file, phaseNumber: p.phaseNumber });
    if (!p.completes) continue;
    try {
      completeCheckpointSync(p.completes, recordOptions(ctx));
      if (p.carriedFrom) recordCarryOver(ctx.paths, state, p.carriedFrom, ctx.now().toISOString());
    } catch (err) {
      ctx.warn(`could not close ${p.completes} after carrying its work over: ${errorMessage(err)}`);
    }
  }
  delete state.pendingRecords;
  return created;
}

/** Writes a phase record for the session at `phaseNumber` now and makes it the session's latest. */
export async function writeRecord(
  ctx: Context,
  state: SessionState,
  phaseNumber: number,
  spec: RecordSpec,
): Promise<{ checkpointId: string; file: string }> {
  if (state.pendingRecords?.length) await writePlannedRecords(ctx, state, { leftOver: true });
  const { id } = planRecord(ctx, state, phaseNumber, spec);
  const [rec] = await writePlannedRecords(ctx, state);
  return { checkpointId: id, file: rec!.file };
}

/**
 * LEARN (7/7) has finished (the turn after it ended, or the session ended after it):
 * complete the run's records and clear checkpointRef. Returns the ids completed.
 */
export async function completeRunIfLearned(ctx: Context, state: SessionState): Promise<string[]> {
  if (state.phase?.number !== 7 || state.runCompleted || !state.latestRecordId) return [];
  let done: string[] = [];
  try {
    const { completeCheckpointSync } = await recordsApi();
    done = completeCheckpointSync(state.latestRecordId, recordOptions(ctx)).completed;
  } catch (err) {
    ctx.warn(`could not complete ${state.latestRecordId}: ${errorMessage(err)}`);
    return [];
  }
  state.runCompleted = true;
  if (!state.completedPhases.includes(7)) state.completedPhases.push(7);
  delete state.task;
  return done;
}
