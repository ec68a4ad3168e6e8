import { CheckpointError } from '../core/errors.js';
import type { FileChange } from '../domain/compare/workspace.js';
import type { Approval } from '../domain/volume/facts.js';
import { readManifest } from '../domain/volume/read.js';
import { loadIndex, type IndexEntry } from '../domain/volume/session-index.js';
import type { AppContext } from './context.js';
import { diffCheckpoints } from './diff.js';
import { sessions, type SessionRow } from './sessions.js';
import { requireSession } from './volume.js';

/**
 * `review [<session>]` (SPEC-07.20.03): what awaits a person's review, and one session's review
 * screen — its status, the checkpoint to decide on (the newest pending one, else the newest), and
 * a summary: conversation turns, tokens, cost, and the files modified with +/- lines since the last
 * checkpoint a person or the policy accepted (else since the session's first). The actions (approve, reject, diff, log, continue)
 * are the other use cases; the CLI drives them from the keyboard.
 */
export interface ReviewQueue {
  /** Sessions with checkpoints awaiting review, newest activity first. */
  sessions: {
    sessionId: string;
    project?: string;
    status: SessionRow['status'];
    pending: { id: string; trigger: string; createdAt: string; reason?: string; policy?: string }[];
  }[];
}

export interface ReviewScreen {
  sessionId: string;
  project?: string;
  status: SessionRow['status'];
  /** Its checkpoints awaiting review, oldest first. */
  pending: string[];
  /** The checkpoint to decide on. */
  checkpoint: { id: string; trigger: string; createdAt: string; approval: Approval };
  /**
   * What the summary's files are counted from: the newest checkpoint before it that was approved,
   * else auto-approved, else the session's first; absent when it is the session's first.
   */
  base?: { id: string; approval: Approval['status'] };
  summary: {
    turns: number;
    tokens: number;
    costUsd: number;
    /** Files modified since the base, with +/- lines; without a base (its first checkpoint), the files git reported changed. */
    files: FileChange[] | { path: string }[];
    /** The files are git's uncommitted files: the checkpoint is the session's first, with nothing earlier to compare. */
    fromGit?: true;
  };
}

export async function reviewQueue(ctx: AppContext): Promise<ReviewQueue> {
  const store = await ctx.volume();
  const out: ReviewQueue = { sessions: [] };
  for (const row of await sessions(ctx, { status: 'pending' })) {
    const entries = (await loadIndex(store, row.sessionId)).checkpoints;
    const pending = entries.filter((e) => !e.safety && e.approval?.status === 'pending');
    out.sessions.push({
      sessionId: row.sessionId,
      ...(row.project ? { project: row.project } : {}),
      status: row.status,
      pending: pending.map((e) => ({
        id: e.id,
        trigger: e.trigger,
        createdAt: e.created_at,
        ...(e.approval?.reason ? { reason: e.approval.reason } : {}),
        ...(e.approval?.policy ? { policy: e.approval.policy } : {}),
      })),
    });
  }
  return out;
}

const status = (e: IndexEntry): Approval['status'] => e.approval?.status ?? 'auto_approved';

export async function reviewScreen(ctx: AppContext, session: string): Promise<ReviewScreen> {
  const store = await ctx.volume();
  const sessionId = await requireSession(ctx, store, session);
  const [row] = await sessions(ctx, { session: sessionId });
  const own = (await loadIndex(store, sessionId)).checkpoints.filter((e) => !e.safety);
  const latest = own.filter((e) => status(e) === 'pending').at(-1) ?? own.at(-1);
  if (!row || !latest)
    throw new CheckpointError(
      'NOT_FOUND',
      `session ${sessionId} has no checkpoints of its own`,
      'see `pai-checkpoint sessions`',
    );
  const m = await readManifest(store, sessionId, latest.id);
  if (!m)
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${latest.id} has no manifest (its capture never finished)`,
      'run `pai-checkpoint verify --repair`',
    );
  const before = own.filter((e) => e.id < latest.id);
  const base =
    before.filter((e) => status(e) === 'approved').at(-1) ??
    before.filter((e) => status(e) === 'auto_approved').at(-1) ??
    before[0];
  const screen: ReviewScreen = {
    sessionId,
    ...(row.project ? { project: row.project } : {}),
    status: row.status,
    pending: row.pending,
    checkpoint: {
      id: latest.id,
      trigger: latest.trigger,
      createdAt: latest.created_at,
      approval: latest.approval ?? m.approval,
    },
    summary: {
      turns: m.conversation.turn_count,
      tokens: m.conversation.tokens_used,
      costUsd: m.metrics.cost_estimate_usd,
      files: [],
    },
  };
  if (base) {
    screen.base = { id: base.id, approval: status(base) };
    screen.summary.files = (await diffCheckpoints(ctx, base.id, latest.id)).files ?? [];
  } else {
    screen.summary.files = (m.workspace?.uncommitted_files ?? []).map((path) => ({ path }));
    screen.summary.fromGit = true;
  }
  return screen;
}
