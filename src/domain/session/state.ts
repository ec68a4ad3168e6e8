import { readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../../core/atomic.js';
import { errnoCode } from '../../core/errors.js';
import { assertSafeKey } from '../../core/keys.js';
import type { PaiPaths } from '../../core/paths.js';
import type { IscCriterion } from '../records/schema.js';
import type { Todo } from '../transcript/reader.js';

/**
 * What the hooks remember about one Claude Code session between events, in
 * `~/.pai/checkpoint/sessions/<session>.json`. Runtime state: written atomically but not fsynced
 * (after a power cut it is rebuilt from the transcript and the records).
 */
export interface SessionState {
  v: 1;
  sessionId: string;
  cwd: string;
  /** CLAUDE_PROJECT_DIR, else cwd. */
  project: string;
  transcriptPath?: string;
  /** Transcript bytes already scanned. */
  transcriptOffset: number;
  /** `transcriptOffset` lies inside a line longer than a look's window, being stepped over. */
  transcriptMidLine?: boolean;
  /** No look has read this transcript yet: the first starts near its end (domain/session/tracker.ts). */
  transcriptUnseen?: boolean;
  /** Bytes of the transcript that first looks passed over (a long one first seen here): not counted. */
  transcriptSkipped?: number;
  /** The user was told this session's workspace archive is over the size warning. */
  warnedLarge?: boolean;
  /** The user was told a checkpoint of this session was taken without its transcript (past its time limit). */
  warnedTranscript?: boolean;
  /** A transcript path that is not a regular file: reported once, never read. */
  transcriptRefused?: string;
  host: string;
  /** The claude process of this session, to tell a crash from a session that is still running. */
  claudePid?: number;
  /** Its start time (guards against pid reuse). */
  claudeStart?: string;
  startedAt: string;
  /** Updated by every hook. */
  heartbeatAt: string;
  /** Set by SessionEnd; cleared when the session is resumed. */
  endedAt?: string;
  endReason?: string;
  /** From the last `🗒️ TASK:` line. */
  task?: string;
  /** The latest user prompt: the task summary when no TASK line was printed. */
  lastPrompt?: string;
  /** ISC criteria from TaskCreate/TaskUpdate payloads (fallback when the tasks dir is unreadable). */
  tasks?: Record<string, { subject: string; status: string }>;
  /** The current Algorithm phase. */
  phase?: { number: number; name: string; at: string };
  /** Phases passed in the current Algorithm run. */
  completedPhases: number[];
  /** Records written in the current run. */
  runRecordIds: string[];
  latestRecordId?: string;
  /** The current run reached LEARN and was completed. */
  runCompleted: boolean;
  /** Latest TodoWrite list (only when the task tools are off). */
  todos?: Todo[];
  /** Tool calls read from the transcript whose result may still come: id → tool name (the last 64). */
  openTools?: Record<string, string>;
  /** TaskCreate/TaskUpdate calls waiting for their result (the result says whether they were carried out). */
  openTaskCalls?: Record<string, { name: string; input: Record<string, unknown> }>;
  /** Running figures for the heartbeat, read from the transcript (see SessionMetrics). */
  metrics?: SessionMetrics;
  /** Bytes of the sidecar journal (the Stop hook's payloads) already handled. */
  journalOffset?: number;
  /** The session sidecar (adapters/sidecar): its process, and why the hooks do its work instead. */
  sidecarPid?: number;
  sidecarStart?: string;
  /** Why the sidecar is not running, when the hooks found it so: they do its work (at each turn's end) for this session. */
  sidecarFallback?: string;
  /** Sidecar starts by the hooks that have not come up yet (a sidecar that runs resets it). */
  sidecarLaunches?: number;
  /** The claude process was found gone without SessionEnd (by the sidecar). */
  crashedAt?: string;
  /** Another session continued this one's work (lifecycle.ts markCarriedOver): which, and when. */
  carriedOverAt?: string;
  carriedOverBy?: string;
  /** Sessions whose work this one carried over and whose status on the volume still says otherwise (app/session-status.ts rewrites them). */
  carryPending?: string[];
  /** Stop's final text, used before it reached the transcript (so it is not read twice). */
  pendingText?: string;
  /** The last final text Stop handled (a repeated Stop is not handled twice). */
  lastStopText?: string;
  /**
   * What the transcript showed since the last turn's end (tail.ts `activity`): `quiet` when the
   * user typed only read-only plugin commands, `loud` once anything else happened (it stays loud
   * until the turn's end clears it, whatever comes after). Absent: nothing seen, so the turn's end
   * takes its `stop` checkpoint as before.
   */
  turnActivity?: 'quiet' | 'loud';
  /** The last assistant text read from the transcript (kept-text.ts keptText): the turn's end matches it with Stop's final text. */
  turnLastText?: string;
  /** Seconds between periodic checkpoints (from the configuration, set at session start; 0 = off). */
  periodicSeconds?: number;
  /** Seconds between the sidecar's heartbeats (set by the sidecar; the monitor reads it from the status on the volume). */
  heartbeatSeconds?: number;
  /** When the last capture was requested (periodic checkpoints count from here). */
  lastCaptureRequestAt?: string;
  /** The last session checkpoint written, and when. */
  lastCheckpointId?: string;
  lastCaptureAt?: string;
  /** Why the last capture failed (cleared by the next success). */
  lastCaptureError?: string;
  /** When a crash of this session was reported (reported once). */
  crashReportedAt?: string;
  /** Which notice of a project's ignored settings (a hash of it) the session was told: said once, until it changes. */
  ignoredSaid?: string;
  /**
   * Unfinished work of another session that SessionStart offered here. If this session's first
   * Algorithm signal continues it, the work is carried over and the old records are closed.
   */
  offered?: {
    recordId: string;
    sessionId: string;
    phaseNumber: number;
    task: string;
    completedPhases: number[];
    criteria?: IscCriterion[];
  };
  /**
   * The ISC criteria of work carried over into this session (a "yes, continue" or
   * `/checkpoint:resume`): its records carry them until the model has recreated them as tasks, and
   * those not recreated after (tracker.ts `iscCriteria`). Dropped when a new Algorithm run starts.
   */
  carriedCriteria?: IscCriterion[];
  /** pai-checkpoint is off in this project (`[capture] enabled = false`): hooks do nothing. */
  disabled?: boolean;
  /**
   * The lease epoch this session's writers hold (domain/session/lease.ts): 0 (absent) for the
   * session as it started; a monitor that takes the session over resumes it at the next epoch
   * (PAI_CHECKPOINT_EPOCH, read by SessionStart).
   */
  epoch?: number;
  /**
   * Another machine took the session over at a newer epoch: from here nothing is written for it
   * (no heartbeat, no checkpoint); the user was told once where it continues.
   */
  fenced?: { epoch: number; host: string; at: string };
  /** The sidecar was stopped by a signal (SIGTERM: a container or a machine going down) before the session ended: it needs a resume (SPEC-03 Scenario 3). */
  interruptedAt?: string;
  interruptedBy?: string;
  /**
   * Phase records a look has decided on, saved with the transcript offset that found them before
   * they are written: a look killed in between leaves them here for the next one to write.
   */
  pendingRecords?: PlannedRecord[];
  /** The last request filled `[context] warn_percent` of the model's window (a `context` checkpoint was asked for). */
  contextHigh?: boolean;
  /** The git commit the session started from (its first checkpoint's HEAD): what its summary's file changes are counted against. */
  gitBase?: string;
  /** Things the user should hear about (a capture that failed, an archive over the size warning), shown by the next hook. */
  notices?: string[];
}

/** A phase record decided on and not yet known to be written (the arguments of createCheckpointSync; `completes`: a record it closes). */
export interface PlannedRecord {
  id: string;
  phaseNumber: number;
  task: string;
  criteria: IscCriterion[];
  metadata: Record<string, unknown>;
  completes?: string;
  /** The session whose work `completes` closes: it is carried over (lifecycle.ts recordCarryOver). */
  carriedFrom?: string;
}

/** What the heartbeat reports: counted from the transcript as it is read. */
export interface SessionMetrics {
  /** Prompts the user typed. */
  turns: number;
  toolCalls: number;
  lastTool?: string;
  /** Tokens per model, each API message counted once with its last usage. */
  tokens: Record<string, { input: number; output: number; cache_creation: number; cache_read: number }>;
  /** The API message being written (its lines repeat the usage so far): counted when the next one starts. */
  open?: {
    id: string;
    model: string;
    usage: { input: number; output: number; cache_creation: number; cache_read: number };
  };
}

/** Queues a notice for the user (deduplicated, at most a few). */
export function addNotice(state: SessionState, notice: string): void {
  const list = (state.notices ??= []);
  if (!list.includes(notice)) list.push(notice);
  if (list.length > 5) list.splice(0, list.length - 5);
}

/** Takes the queued notices, for a hook's systemMessage. */
export function takeNotices(state: SessionState): string | undefined {
  const list = state.notices;
  if (!list?.length) return undefined;
  delete state.notices;
  return list.map((n) => `pai-checkpoint: ${n}`).join('\n');
}

function sessionFile(paths: PaiPaths, sessionId: string): string {
  return join(paths.sessionsDir, `${assertSafeKey('session id', sessionId)}.json`);
}

export function sessionLockPath(paths: PaiPaths, sessionId: string): string {
  return `${sessionFile(paths, sessionId)}.lock`;
}

export function loadSession(paths: PaiPaths, sessionId: string): SessionState | undefined {
  try {
    const text = readFileIfExists(sessionFile(paths, sessionId));
    if (!text) return undefined;
    const s = JSON.parse(text) as SessionState;
    return s?.v === 1 && s.sessionId === sessionId ? s : undefined;
  } catch {
    return undefined; // unreadable runtime state is rebuilt
  }
}

export function saveSession(paths: PaiPaths, state: SessionState): void {
  writeFileAtomicSync(sessionFile(paths, state.sessionId), `${JSON.stringify(state)}\n`, { fsync: false });
}

export function newSession(sessionId: string, cwd: string, project: string, now: Date): SessionState {
  const at = now.toISOString();
  return {
    v: 1,
    sessionId,
    cwd,
    project,
    transcriptOffset: 0,
    host: hostname(),
    startedAt: at,
    heartbeatAt: at,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: false,
  };
}

/**
 * The sessions with runtime state here, from one listing (`loadSession` of any other is undefined):
 * whoever loads many (`sessions`) reads only these. Undefined when the folder cannot be listed.
 */
export function sessionStateIds(paths: PaiPaths): Set<string> | undefined {
  try {
    return new Set(
      readdirSync(paths.sessionsDir)
        .filter((n) => n.endsWith('.json'))
        .map((n) => n.slice(0, -'.json'.length)),
    );
  } catch (err) {
    return errnoCode(err) === 'ENOENT' ? new Set() : undefined;
  }
}

export function listSessionIds(paths: PaiPaths): string[] {
  try {
    return readdirSync(paths.sessionsDir)
      .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
      .map((n) => n.slice(0, -5));
  } catch {
    return [];
  }
}
