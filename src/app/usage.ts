import { listSessions } from '../domain/volume/read.js';
import { loadIndex } from '../domain/volume/session-index.js';
import { sessionPrefix } from '../storage/layout.js';
import type { AppContext } from './context.js';

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

/** Bytes on the volume per session and per project, and in total. */
export async function usage(ctx: AppContext): Promise<UsageResult> {
  const store = await ctx.volume();
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
  const total: UsageResult['total'] = {
    sessions: sessions.length,
    checkpoints: sessions.reduce((n, s) => n + s.checkpoints, 0),
    bytes: sessions.reduce((n, s) => n + s.bytes, 0),
  };
  const stored = await store.usage?.('');
  if (stored !== undefined) total.storedBytes = stored;
  const bySize = <T extends UsageRow>(a: T, b: T) => (b.storedBytes ?? b.bytes) - (a.storedBytes ?? a.bytes);
  return {
    volume: store.location,
    total,
    projects: [...byProject.values()].sort(bySize),
    sessions: sessions.sort(bySize),
  };
}
