import { listSessions, loadIndex } from '../../../domain/volume/store.js';
import { sessionPrefix } from '../../../storage/layout.js';
import { formatBytes, table, truncate, type CliEnv } from '../context.js';
import { volumeFor } from '../volume.js';

/**
 * Disk use of the volume: per session and per project, and the total. `bytes` adds up the
 * checkpoints' parts as their manifests list them; `storedBytes` is what the volume really holds
 * where the backend can tell (an unchanged workspace archive is shared by hard links locally).
 */
export interface UsageRow {
  checkpoints: number;
  bytes: number;
  storedBytes?: number;
}

export interface UsageResult {
  volume: string;
  total: UsageRow & { sessions: number };
  projects: (UsageRow & { project: string; sessions: number })[];
  sessions: (UsageRow & { sessionId: string; project: string })[];
}

export async function usage(cli: CliEnv): Promise<UsageResult> {
  const { store } = await volumeFor(cli);
  const sessions: UsageResult['sessions'] = [];
  for (const sessionId of await listSessions(store)) {
    const entries = (await loadIndex(store, sessionId)).checkpoints;
    const row: UsageResult['sessions'][number] = {
      sessionId,
      project: entries.findLast((e) => e.project && !e.safety)?.project ?? entries.at(-1)?.project ?? '(unknown)',
      checkpoints: entries.length,
      bytes: entries.reduce((n, e) => n + e.size_bytes, 0),
    };
    const stored = await store.usage?.(sessionPrefix(sessionId));
    if (stored !== undefined) row.storedBytes = stored;
    sessions.push(row);
  }
  const byProject = new Map<string, UsageResult['projects'][number]>();
  for (const s of sessions) {
    const p = byProject.get(s.project) ?? { project: s.project, sessions: 0, checkpoints: 0, bytes: 0 };
    p.sessions++;
    p.checkpoints += s.checkpoints;
    p.bytes += s.bytes;
    if (s.storedBytes !== undefined) p.storedBytes = (p.storedBytes ?? 0) + s.storedBytes;
    byProject.set(s.project, p);
  }
  const total: UsageResult['total'] = { sessions: sessions.length, checkpoints: sessions.reduce((n, s) => n + s.checkpoints, 0), bytes: sessions.reduce((n, s) => n + s.bytes, 0) };
  const stored = await store.usage?.('');
  if (stored !== undefined) total.storedBytes = stored;
  const bySize = <T extends UsageRow>(a: T, b: T) => (b.storedBytes ?? b.bytes) - (a.storedBytes ?? a.bytes);
  return { volume: store.location, total, projects: [...byProject.values()].sort(bySize), sessions: sessions.sort(bySize) };
}

export function printUsage(r: UsageResult): string {
  const size = (x: UsageRow) => (x.storedBytes !== undefined && x.storedBytes !== x.bytes ? `${formatBytes(x.storedBytes)} (${formatBytes(x.bytes)} listed)` : formatBytes(x.storedBytes ?? x.bytes));
  if (r.total.checkpoints === 0) return `Volume ${r.volume}: no session checkpoints.`;
  return [
    `Volume ${r.volume}: ${size(r.total)} in ${r.total.checkpoints} checkpoint(s) of ${r.total.sessions} session(s).`,
    '',
    table(['PROJECT', 'SESSIONS', 'CHECKPOINTS', 'SIZE'], r.projects.map((p) => [truncate(p.project, 50), String(p.sessions), String(p.checkpoints), size(p)])),
    '',
    table(['SESSION', 'CHECKPOINTS', 'SIZE', 'PROJECT'], r.sessions.map((s) => [s.sessionId, String(s.checkpoints), size(s), truncate(s.project, 40)])),
    '',
    'Shared archives (an unchanged workspace reused by a later checkpoint) are counted once in SIZE; "listed" adds up every checkpoint\'s parts.',
    'To free space: `pai-checkpoint prune` (retention), or `pai-checkpoint delete <id>`.',
  ].join('\n');
}
