import { CheckpointError } from '../core/errors.js';
import type { LocalSummary } from '../domain/summary/local.js';
import type { AppContext } from './context.js';
import { checkpointRows, shortIds, type ListRow } from './list.js';
import { sessions, type SessionRow } from './sessions.js';
import { latestSummary } from './summary.js';

/** A stretch of the session spent in one PAI phase: from its first checkpoint to the next phase's first (or the session's last sign). */
interface PhaseBand {
  number: number;
  name: string;
  from: string;
  to: string;
  /** The checkpoints taken in it, oldest first. */
  checkpoints: string[];
}

/**
 * One session seen whole, what `browse` shows on its right and `report` writes: its row (status,
 * heartbeat, phase, task), its checkpoints oldest first (phase records and session checkpoints,
 * one row per id, with approval, tags, clean, size and context), its phases as bands over time,
 * and its newest summary.
 */
export interface Timeline {
  session: SessionRow;
  checkpoints: ListRow[];
  phases: PhaseBand[];
  summary?: LocalSummary;
  /** id → the shortest prefix no other checkpoint shares. */
  shortIds: Record<string, string>;
}

/** The timeline of `session` (its id or a unique prefix): NOT_FOUND when the volume has no checkpoint of it. */
export async function sessionTimeline(ctx: AppContext, session: string): Promise<Timeline> {
  const [row] = await sessions(ctx, { session });
  if (!row)
    throw new CheckpointError(
      'NOT_FOUND',
      `session ${session} has no checkpoint of its own`,
      'see `pai-checkpoint sessions`',
    );
  const { rows, known } = await checkpointRows(ctx, { session: row.sessionId });
  rows.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));
  const summary = await latestSummary(ctx, row.sessionId);
  return {
    session: row,
    checkpoints: rows,
    phases: phaseBands(rows, row.heartbeat_at ?? undefined),
    ...(summary ? { summary } : {}),
    shortIds: shortIds(
      rows.map((r) => r.id),
      known,
    ),
  };
}

/**
 * The phases of checkpoints sorted oldest first, as bands: a new band begins where the phase
 * number changes (a checkpoint without a phase stays in the band it was taken in). The last band
 * runs to `lastSign` (the heartbeat of a live session) when that is later than its last checkpoint.
 */
function phaseBands(rows: readonly ListRow[], lastSign?: string): PhaseBand[] {
  const bands: PhaseBand[] = [];
  for (const r of rows) {
    const current = bands.at(-1);
    if (r.phaseNumber === undefined || r.phaseNumber === current?.number) {
      if (current) {
        current.to = r.createdAt;
        current.checkpoints.push(r.id);
      }
      continue;
    }
    if (current) current.to = r.createdAt;
    bands.push({
      number: r.phaseNumber,
      name: r.phase ?? '?',
      from: r.createdAt,
      to: r.createdAt,
      checkpoints: [r.id],
    });
  }
  const last = bands.at(-1);
  if (last && lastSign && lastSign > last.to) last.to = lastSign;
  return bands;
}
