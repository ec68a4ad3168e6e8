import { loadConfig, type Config } from '../core/config.js';
import { CheckpointError } from '../core/errors.js';
import { openVolume } from '../checkpoint/run.js';
import { listSessions, loadIndex, type IndexEntry } from '../checkpoint/store.js';
import type { StorageBackend } from '../storage/backend.js';
import { currentProject, type CliEnv } from './context.js';

export async function volumeFor(cli: CliEnv): Promise<{ config: Config; store: StorageBackend }> {
  const config = await loadConfig({ paiDir: cli.paths.paiDir, project: currentProject(cli), env: cli.env });
  return { config, store: openVolume(config) };
}

export interface FoundCheckpoint {
  sessionId: string;
  entry: IndexEntry;
}

/** Every session checkpoint on the volume (optionally of one session), newest first. */
export async function allCheckpoints(store: StorageBackend, sessionId?: string): Promise<FoundCheckpoint[]> {
  const sessions = sessionId ? [sessionId] : await listSessions(store);
  const out: FoundCheckpoint[] = [];
  for (const s of sessions) for (const entry of (await loadIndex(store, s)).checkpoints) out.push({ sessionId: s, entry });
  return out.sort((a, b) => (a.entry.id < b.entry.id ? 1 : -1));
}

/** A session checkpoint by id or unique prefix (4+ characters); undefined when there is none. */
export async function findCheckpoint(store: StorageBackend, idOrPrefix: string): Promise<FoundCheckpoint | undefined> {
  const all = await allCheckpoints(store);
  const exact = all.find((c) => c.entry.id === idOrPrefix);
  if (exact) return exact;
  if (idOrPrefix.length < 4) return undefined;
  const upper = idOrPrefix.toUpperCase();
  const matches = all.filter((c) => c.entry.id.startsWith(upper));
  if (matches.length > 1) throw new CheckpointError('AMBIGUOUS', `"${idOrPrefix}" matches ${matches.length} checkpoints: ${matches.slice(0, 5).map((m) => m.entry.id).join(', ')}`, 'type more characters of the id');
  return matches[0];
}
