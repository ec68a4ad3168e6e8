import { resolve } from 'node:path';
import { restoreCheckpoint, type RestoreReport } from '../../checkpoint/restore.js';
import { captureCheckpoint } from '../../checkpoint/create.js';
import { CheckpointError } from '../../core/errors.js';
import { resolveClaudeDir } from '../../core/paths.js';
import type { CliEnv } from '../context.js';
import { findCheckpoint, volumeFor } from '../volume.js';

export interface RestoreCliOptions {
  id: string;
  /** Restore into this folder instead of the checkpoint's own. */
  to?: string;
}

/** A safety checkpoint of `dir` before its files are overwritten (named, so retention keeps it). */
export function safetyCapture(cli: CliEnv, sessionId: string, name: string) {
  return async (dir: string): Promise<string> => {
    const { config, store } = await volumeFor(cli);
    const r = await captureCheckpoint(store, { sessionId, trigger: 'manual', cwd: dir, name, provenance: { reason: name } }, { config, env: cli.env, claudeDir: resolveClaudeDir(cli.env), stateDir: cli.paths.stateDir, now: cli.now });
    return r.manifest.id;
  };
}

export async function restore(cli: CliEnv, o: RestoreCliOptions): Promise<RestoreReport> {
  const { store } = await volumeFor(cli);
  const found = await findCheckpoint(store, o.id);
  if (!found) throw new CheckpointError('NOT_FOUND', `no session checkpoint ${o.id} on ${store.location}`, 'run `pai-checkpoint list --all` to see the ids');
  const id = found.entry.id;
  return restoreCheckpoint(store, found.sessionId, id, {
    ...(o.to ? { to: resolve(cli.cwd, o.to) } : {}),
    claudeDir: resolveClaudeDir(cli.env),
    safety: safetyCapture(cli, found.sessionId, `safety-before-restore-${id.slice(-8)}`),
  });
}

export function printRestore(r: RestoreReport): string {
  const lines = [`Restored checkpoint ${r.id} (session ${r.sessionId}) into ${r.target}`];
  if (r.safetyCheckpoint) lines.push(`  safety checkpoint of what was there: ${r.safetyCheckpoint} (pai-checkpoint restore ${r.safetyCheckpoint} undoes this)`);
  if (r.git) lines.push(`  git: ${r.git.action}${r.git.unpushedRestored ? `; ${r.git.unpushedRestored} unpushed commit(s) from the bundle` : ''}${r.git.stashesRestored ? `; ${r.git.stashesRestored} stash(es)` : ''}`);
  if (r.workspace) lines.push(`  files: ${r.workspace.files} file(s), ${r.workspace.links} link(s)${r.workspace.replaced ? `, ${r.workspace.replaced} replaced` : ''}${r.deleted ? `, ${r.deleted} deleted again (deleted at capture time)` : ''}`);
  if (r.transcript && r.transcript.action !== 'none in checkpoint') lines.push(`  transcript: ${r.transcript.action} (${r.transcript.path})`);
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  return lines.join('\n');
}
