import { DEFAULTS } from '../core/defaults.js';
import { sweepTakenTickets } from '../domain/session/queue.js';
import { applyRetention } from '../domain/volume/retention.js';
import { deleteCheckpoint } from '../domain/volume/delete.js';
import { findOrphans } from '../domain/volume/orphans.js';
import { listSessions } from '../domain/volume/read.js';
import { sweepWorkDirs } from '../platform/workdir.js';
import type { AppContext } from './context.js';
import { collectContent, withSessionLock } from './volume.js';
import type { GcReport } from '../domain/volume/gc.js';
import { largeTierOf } from '../storage/sealed.js';

export interface PruneReport {
  dryRun: boolean;
  /** Temp files of interrupted writes, taken-ticket files of ended sessions and scratch folders of killed processes, removed. */
  leftovers: number;
  deleted: { sessionId: string; id: string }[];
  orphans: { sessionId: string; id: string }[];
  kept: number;
  /** Workspace content no checkpoint references any more, removed (domain/volume/gc.ts). */
  content?: GcReport;
  /** The same on the large tier (`[volume] large`), when one is set. */
  largeTier?: GcReport & { location: string };
}

export interface PruneOptions {
  /** Only say what would be deleted. */
  dryRun?: boolean;
  /** Only this session (default: every session on the volume). */
  session?: string;
}

/** Retention over every session (or one), and the sweep of captures that never finished. */
export async function prune(ctx: AppContext, o: PruneOptions = {}): Promise<PruneReport> {
  const config = await ctx.config();
  const store = await ctx.volume();
  const report: PruneReport = { dryRun: !!o.dryRun, leftovers: 0, deleted: [], orphans: [], kept: 0 };
  for (const sessionId of o.session ? [o.session] : await listSessions(store)) {
    // One session at a time under its capture lock: never beside a capture that is writing it.
    await withSessionLock(ctx, sessionId, async () => {
      const r = await applyRetention(store, sessionId, config.retention, ctx.now(), o.dryRun);
      report.kept += r.kept.length;
      for (const id of r.deleted) report.deleted.push({ sessionId, id });
      for (const id of await findOrphans(store, sessionId, DEFAULTS.leftoverAgeMs, ctx.now().getTime())) {
        if (!o.dryRun) await deleteCheckpoint(store, sessionId, id);
        report.orphans.push({ sessionId, id });
      }
    });
  }
  report.content = await collectContent(ctx, store, o.dryRun);
  // The large tier keeps what its roots name; a deleted checkpoint's root went with it (deleteCheckpoint).
  const large = largeTierOf(store);
  if (large) report.largeTier = { location: large.location, ...(await collectContent(ctx, large, o.dryRun)) };
  if (!o.dryRun) {
    const now = ctx.now().getTime();
    report.leftovers = (await store.sweepLeftovers?.(DEFAULTS.leftoverAgeMs, now)) ?? 0;
    if (large) report.leftovers += (await large.sweepLeftovers?.(DEFAULTS.leftoverAgeMs, now)) ?? 0;
    // Scratch folders of killed captures and restores (and, from earlier versions, /tmp/pai-git-*).
    report.leftovers += sweepWorkDirs(ctx.paths.scratchDir, DEFAULTS.leftoverAgeMs, now);
    report.leftovers += sweepTakenTickets(ctx.paths, DEFAULTS.leftoverAgeMs, now);
  }
  return report;
}
