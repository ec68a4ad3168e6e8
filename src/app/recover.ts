import { CheckpointError } from '../core/errors.js';
import { loadIndex } from '../domain/volume/session-index.js';
import { verifyCheckpoint } from '../domain/volume/verify.js';
import type { AppContext } from './context.js';
import { restore } from './restore.js';
import { resumeSession, type SessionResumeResult } from './resume.js';
import { requireSession } from './volume.js';

/**
 * `recover <session>`: lists the session's checkpoints with their state and offers: resume (the
 * newest usable one, or a chosen one), restore into a new folder, or abandon; after a rejection
 * of its newest checkpoint (SPEC-07.42.02), the previous approved one resumed or as a new session. `yes` resumes the
 * newest usable checkpoint, `print` shows that resume (a dry run), `json` alone only reports the
 * choices; otherwise `choose` (the CLI asks on the terminal) decides.
 */
interface RecoverChoice {
  id: string;
  trigger: string;
  createdAt: string;
  ok: boolean;
  problems: string[];
  /** A safety copy taken before a restore or rollback (never picked for a resume by default). */
  safety?: boolean;
  /** Its approval as decided (SPEC-07.20), and why when it is pending or was decided with a reason. */
  approval: string;
  reason?: string;
}

/**
 * SPEC-07.42.02: the session's newest checkpoint was rejected. The choices are the previous
 * approved checkpoint (else the previous auto-approved one), resumed, or as a new session, or
 * abandoning the session.
 */
interface AfterRejection {
  rejected: string;
  reason?: string;
  /** The checkpoint to go on from; absent when none before it is approved or auto-approved and verifies. */
  previous?: string;
}

export interface RecoverResult {
  sessionId: string;
  checkpoints: RecoverChoice[];
  action: 'listed' | 'resumed' | 'restored' | 'abandoned';
  afterRejection?: AfterRejection;
  resumed?: SessionResumeResult;
  restoredTo?: string;
}

/** What the user chose: leave the session as it is, restore its newest good checkpoint into a folder, or resume (from a given checkpoint). */
export type RecoverDecision =
  { action: 'abandon' } | { action: 'restore'; to: string } | { action: 'resume'; from?: string; fork?: boolean };

interface RecoverOptions {
  yes?: boolean;
  json?: boolean;
  print?: boolean;
  /** Asks which way (given the listed checkpoints); without it nothing but the listing is returned. */
  choose?: (listed: RecoverResult) => Promise<RecoverDecision>;
}

export async function recover(ctx: AppContext, session: string, o: RecoverOptions = {}): Promise<RecoverResult> {
  const store = await ctx.volume();
  const sessionId = await requireSession(ctx, store, session);
  const entries = (await loadIndex(store, sessionId)).checkpoints.slice().reverse();
  if (entries.length === 0)
    throw new CheckpointError('NOT_FOUND', `session ${sessionId} has no checkpoints`, 'see `pai-checkpoint sessions`');
  const checkpoints: RecoverChoice[] = [];
  for (const e of entries) {
    const v = await verifyCheckpoint(store, sessionId, e.id);
    const approval = e.approval ?? { status: 'auto_approved' };
    checkpoints.push({
      id: e.id,
      trigger: e.trigger,
      createdAt: e.created_at,
      ok: v.ok,
      problems: v.problems.map((p) => `${p.part}: ${p.error}`),
      ...(e.safety ? { safety: true } : {}),
      approval: approval.status,
      ...(approval.reason ? { reason: approval.reason } : {}),
    });
  }
  const result: RecoverResult = { sessionId, checkpoints, action: 'listed' };
  const own = checkpoints.filter((c) => !c.safety);
  if (own[0]?.approval === 'rejected') {
    const usable = (status: string) => own.find((c) => c.ok && c.approval === status);
    const previous = usable('approved') ?? usable('auto_approved');
    result.afterRejection = {
      rejected: own[0].id,
      ...(own[0].reason ? { reason: own[0].reason } : {}),
      ...(previous ? { previous: previous.id } : {}),
    };
  }
  if ((o.json && !o.yes && !o.print) || (!o.yes && !o.print && !o.choose)) return result;
  if (o.yes || o.print) {
    // --print alone is the dry run of the default choice (resume the newest usable): no terminal needed.
    result.resumed = await resumeSession(ctx, {
      target: sessionId,
      ...(o.print ? { print: true } : {}),
      ...(o.yes ? { yes: true } : {}),
    });
    result.action = 'resumed';
    return result;
  }
  return decide(ctx, result, await o.choose!(result));
}

async function decide(ctx: AppContext, result: RecoverResult, d: RecoverDecision): Promise<RecoverResult> {
  if (d.action === 'abandon') {
    result.action = 'abandoned';
  } else if (d.action === 'restore') {
    if (!d.to) throw new CheckpointError('USAGE', 'no folder given');
    const newest = result.checkpoints.find((c) => c.ok && !c.safety);
    if (!newest) throw new CheckpointError('INVALID_DATA', 'no checkpoint of this session verifies');
    await restore(ctx, { id: newest.id, to: d.to });
    result.action = 'restored';
    result.restoredTo = d.to;
  } else {
    result.resumed = await resumeSession(ctx, {
      ...(d.from ? { from: d.from } : { target: result.sessionId }),
      ...(d.fork ? { fork: true } : {}),
    });
    result.action = 'resumed';
  }
  return result;
}
