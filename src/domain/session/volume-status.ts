import { getJson, putJson, type StorageBackend } from '../../storage/backend.js';
import { sessionStatusKey } from '../../storage/layout.js';
import { signedFor, untrusted, type SignatureProblem } from '../volume/signing.js';
import { openPrivate, sealPrivate } from '../volume/private-text.js';
import { volumeWord } from './lifecycle.js';
import type { SessionState } from './state.js';

/**
 * `sessions/<session>/session.json` on the volume: its schema, its write and its validated read
 * live here and nowhere else (docs/architecture.md, "Documents and their owners"). It is what other
 * machines and the monitor know of a session (app/session-status.ts fills it in from the runtime
 * state; the monitor writes it when it takes a session over). It steers the monitor — a silent
 * heartbeat makes it resume the session — so it is signed like a manifest, and a status whose
 * signature does not hold (someone who can write the volume but has not the key) is never acted on.
 */
export interface StatusDocument {
  session_id: string;
  /** lifecycle.ts volumeWord (running, ended, crashed, interrupted, carried_over, disabled), or the monitor's resuming / resume_failed. */
  status: string;
  carried_over_at?: string;
  carried_over_by?: string | null;
  resume_failure?: string;
  cwd?: string;
  host: string;
  installation?: string;
  heartbeat_at: string | null;
  /** The writer's heartbeat interval (the monitor's WARNING is 1.5 of them missed). */
  heartbeat_seconds?: number | null;
  /** The epoch the writer writes at (lease.ts): a status below a lease is a fenced writer's last word. */
  epoch?: number;
  claude_pid?: number | null;
  claude_start?: string | null;
  interrupted_at?: string;
  interrupted_by?: string | null;
  sidecar_pid?: number | null;
  last_checkpoint_id?: string | null;
  last_capture_at?: string | null;
  phase?: { number: number; name: string } | null;
  /** app/session-status.ts sessionMetrics: turns, tool calls, the last tool, tokens, the estimated cost. */
  metrics?: Record<string, unknown>;
  claude_version?: string | null;
  /** The checkpoint a monitor's resume started from. */
  resumed_from?: string | null;
}

/** What a status keeps readable under a volume key (the rest — the session's folder — is sealed: ../volume/private-text.ts). */
const STATUS_PUBLIC = [
  'session_id',
  'status',
  'host',
  'installation',
  'heartbeat_at',
  'heartbeat_seconds',
  'epoch',
  'claude_pid',
  'claude_start',
  'interrupted_at',
  'interrupted_by',
  'sidecar_pid',
  'last_checkpoint_id',
  'last_capture_at',
  'phase',
  'metrics',
  'claude_version',
  'resumed_from',
  'carried_over_at',
  'carried_over_by',
  'resume_failure',
] as const;

/** Stores a session's status, its folder sealed under the volume key and signed with this machine's key, when the volume was opened with keys. */
export function putVolumeStatus(store: StorageBackend, doc: StatusDocument): Promise<void> {
  const { docs, sealed } = sealPrivate(store, [doc as StatusDocument & Record<string, unknown>], STATUS_PUBLIC);
  return putJson(
    store,
    sessionStatusKey(doc.session_id),
    signedFor(store, { ...docs[0]!, ...(sealed ? { sealed } : {}) }, true),
  ).then(() => undefined);
}

/** A session's status as stored (undefined: none), and why it must not be trusted when its signature does not hold. */
export async function getVolumeStatus(
  store: StorageBackend,
  sessionId: string,
): Promise<{ doc: unknown; untrusted?: SignatureProblem } | undefined> {
  const doc = await getJson<unknown>(store, sessionStatusKey(sessionId));
  if (doc === undefined) return undefined;
  const problem = untrusted(store, doc, 'session status');
  if (problem) return { doc, untrusted: problem };
  const { sealed, signature: _s, ...rest } = doc as Record<string, unknown>;
  const opened = openPrivate(store, [rest], sealed, `${store.location}/${sessionStatusKey(sessionId)}`);
  return { doc: opened.docs[0] };
}

/** A session's status read and checked (undefined: none stored), with why it must not be trusted when its signature does not hold. */
export async function readVolumeStatus(
  store: StorageBackend,
  sessionId: string,
): Promise<{ status: VolumeStatus | undefined; untrusted?: SignatureProblem } | undefined> {
  const stored = await getVolumeStatus(store, sessionId);
  if (!stored) return undefined;
  const status = parseVolumeStatus(sessionId, stored.doc);
  return stored.untrusted ? { status, untrusted: stored.untrusted } : { status };
}

/** A session's status when it can be read and its signature holds; otherwise undefined (it says nothing). */
export async function trustedVolumeStatus(store: StorageBackend, sessionId: string): Promise<VolumeStatus | undefined> {
  const read = await readVolumeStatus(store, sessionId).catch(() => undefined);
  return read && !read.untrusted ? read.status : undefined;
}

/** A session's status as read (stored data: every field checked). */
export interface VolumeStatus {
  sessionId: string;
  status: string;
  heartbeatAt?: string | undefined;
  /** The heartbeat (else the last capture) as milliseconds; undefined without a readable time. */
  lastSign?: number | undefined;
  heartbeatSeconds?: number | undefined;
  epoch: number;
  host: string;
  installation?: string | undefined;
  claudePid?: number | undefined;
  claudeStart?: string | undefined;
  interruptedAt?: string | undefined;
  interruptedBy?: string | undefined;
  cwd?: string | undefined;
  /** carried_over: the session that continued its work; resume_failed: why the resume did not come up. */
  carriedOverBy?: string | undefined;
  resumeFailure?: string | undefined;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined);

/** A stored status document as a VolumeStatus (undefined: not an object); a field of the wrong type reads as absent. */
export function parseVolumeStatus(sessionId: string, raw: unknown): VolumeStatus | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const times = [r['heartbeat_at'], r['last_capture_at']]
    .map((t) => (typeof t === 'string' ? Date.parse(t) : Number.NaN))
    .filter(Number.isFinite);
  const beat = r['heartbeat_seconds'];
  return {
    sessionId,
    status: text(r['status']) ?? 'unknown',
    heartbeatAt: text(r['heartbeat_at']),
    lastSign: times.length ? Math.max(...times) : undefined,
    heartbeatSeconds: typeof beat === 'number' && beat > 0 ? beat : undefined,
    epoch: count(r['epoch']) ?? 0,
    host: text(r['host']) ?? '',
    installation: text(r['installation']),
    claudePid: count(r['claude_pid']),
    claudeStart: text(r['claude_start']),
    interruptedAt: text(r['interrupted_at']),
    interruptedBy: text(r['interrupted_by']),
    cwd: text(r['cwd']),
    carriedOverBy: text(r['carried_over_by']),
    resumeFailure: text(r['resume_failure']),
  };
}

/** What a session's status says besides its runtime state: where it is written from and the writer's figures. */
interface StatusWriter {
  host: string;
  installation: string;
  heartbeatSeconds: number | null;
  metrics: Record<string, unknown>;
  claudeVersion?: string | null | undefined;
}

/** The status of a session, from its runtime state (every capture and every sidecar heartbeat). */
export function statusOfSession(state: SessionState, w: StatusWriter): StatusDocument {
  return {
    session_id: state.sessionId,
    status: volumeWord(state),
    ...(state.carriedOverAt
      ? { carried_over_at: state.carriedOverAt, carried_over_by: state.carriedOverBy ?? null }
      : {}),
    cwd: state.project,
    host: w.host,
    installation: w.installation,
    heartbeat_at: state.heartbeatAt,
    // What the monitor (app/orchestrator.ts) needs: the interval, the epoch written at, the claude process.
    heartbeat_seconds: w.heartbeatSeconds,
    epoch: state.epoch ?? 0,
    claude_pid: state.claudePid ?? null,
    claude_start: state.claudeStart ?? null,
    ...(state.interruptedAt
      ? { interrupted_at: state.interruptedAt, interrupted_by: state.interruptedBy ?? null }
      : {}),
    sidecar_pid: state.sidecarPid ?? null,
    last_checkpoint_id: state.lastCheckpointId ?? null,
    last_capture_at: state.lastCaptureAt ?? null,
    phase: state.phase ? { number: state.phase.number, name: state.phase.name } : null,
    metrics: w.metrics,
    ...(w.claudeVersion !== undefined ? { claude_version: w.claudeVersion } : {}),
  };
}

/** The status a capture writes for a session without runtime state here (a checkpoint made from outside the session). */
export function statusOfCapture(c: {
  sessionId: string;
  cwd: string;
  host: string;
  checkpointId: string;
  at: string;
  claudeVersion: string | null;
}): StatusDocument {
  return {
    session_id: c.sessionId,
    status: 'running',
    cwd: c.cwd,
    host: c.host,
    heartbeat_at: null,
    last_checkpoint_id: c.checkpointId,
    last_capture_at: c.at,
    claude_version: c.claudeVersion,
  };
}

/** The status a monitor writes when it takes a session over at a new epoch: `resuming` while it starts, `resume_failed` (and why) when it did not come up. */
export function statusOfTakeOver(t: {
  sessionId: string;
  failure?: string;
  cwd: string;
  host: string;
  installation: string;
  at: string;
  heartbeatSeconds: number | undefined;
  epoch: number;
  resumedFrom: string | undefined;
}): StatusDocument {
  return {
    session_id: t.sessionId,
    status: t.failure === undefined ? 'resuming' : 'resume_failed',
    ...(t.failure === undefined ? {} : { resume_failure: t.failure }),
    cwd: t.cwd,
    host: t.host,
    installation: t.installation,
    heartbeat_at: t.at,
    heartbeat_seconds: t.heartbeatSeconds ?? null,
    epoch: t.epoch,
    claude_pid: null,
    resumed_from: t.resumedFrom ?? null,
  };
}
