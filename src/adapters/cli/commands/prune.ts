import { DEFAULTS } from '../../../core/defaults.js';
import { sweepWorkDirs } from '../../../platform/workdir.js';
import { sweepTakenTickets } from '../../../domain/session/queue.js';
import { applyRetention } from '../../../domain/volume/retention.js';
import { deleteCheckpoint, findOrphans, listSessions } from '../../../domain/volume/store.js';
import type { CliEnv } from '../context.js';
import { volumeFor, withSessionLock } from '../volume.js';

export interface PruneReport {
  dryRun: boolean;
  /** Temp files of interrupted writes, taken-ticket files of ended sessions and scratch folders of killed processes, removed. */
  leftovers: number;
  deleted: { sessionId: string; id: string }[];
  orphans: { sessionId: string; id: string }[];
  kept: number;
}

/** Retention over every session (or one), and the sweep of captures that never finished. */
export async function prune(cli: CliEnv, o: { dryRun?: boolean; session?: string } = {}): Promise<PruneReport> {
  const { config, store } = await volumeFor(cli);
  const report: PruneReport = { dryRun: !!o.dryRun, leftovers: 0, deleted: [], orphans: [], kept: 0 };
  for (const sessionId of o.session ? [o.session] : await listSessions(store)) {
    // One session at a time under its capture lock: never beside a capture that is writing it.
    await withSessionLock(cli, sessionId, async () => {
      const r = await applyRetention(store, sessionId, config.retention, cli.now(), o.dryRun);
      report.kept += r.kept.length;
      for (const id of r.deleted) report.deleted.push({ sessionId, id });
      for (const id of await findOrphans(store, sessionId, DEFAULTS.leftoverAgeMs, cli.now().getTime())) {
        if (!o.dryRun) await deleteCheckpoint(store, sessionId, id);
        report.orphans.push({ sessionId, id });
      }
    });
  }
  if (!o.dryRun) {
    const now = cli.now().getTime();
    report.leftovers = (await store.sweepLeftovers?.(DEFAULTS.leftoverAgeMs, now)) ?? 0;
    // Scratch folders of killed captures and restores (and, from earlier versions, /tmp/pai-git-*).
    report.leftovers += sweepWorkDirs(cli.paths.scratchDir, DEFAULTS.leftoverAgeMs, now);
    report.leftovers += sweepTakenTickets(cli.paths, DEFAULTS.leftoverAgeMs, now);
  }
  return report;
}

export function printPrune(r: PruneReport): string {
  const verb = r.dryRun ? 'Would delete' : 'Deleted';
  const lines = [...r.deleted.map((d) => `${verb} ${d.id} (${d.sessionId})`), ...r.orphans.map((d) => `${verb} unfinished capture ${d.id} (${d.sessionId})`)];
  lines.push(`${verb} ${r.deleted.length} checkpoint(s) and ${r.orphans.length} unfinished capture(s); kept ${r.kept}.${r.leftovers ? ` Removed ${r.leftovers} leftover temp file(s).` : ''}`);
  return lines.join('\n');
}
