import { restoreCheckpoint, type RestoreReport } from '../../../domain/restore/restore.js';
import { readManifest } from '../../../domain/volume/store.js';
import { CheckpointError } from '../../../core/errors.js';
import { resolveClaudeDir } from '../../../core/paths.js';
import { shellQuote } from '../../../core/hint.js';
import type { CliEnv } from '../context.js';
import { chooseTarget, safetyCapture } from '../restore-target.js';
import { requireCheckpoint, volumeFor } from '../volume.js';

export interface RestoreCliOptions {
  id: string;
  /** Restore into this folder instead of the checkpoint's own. */
  to?: string;
  /** Confirms restoring into the folder the checkpoint records when it is not the current project. */
  yes?: boolean;
}

export interface RestoreResult extends RestoreReport {
  /** What to run to continue the session in the restored folder. */
  next?: string;
}

export async function restore(cli: CliEnv, o: RestoreCliOptions): Promise<RestoreResult> {
  const { store } = await volumeFor(cli);
  const found = await requireCheckpoint(store, o.id);
  const id = found.entry.id;
  const m = await readManifest(store, found.sessionId, id);
  if (!m) throw new CheckpointError('NOT_FOUND', `checkpoint ${id} has no manifest`, 'run `pai-checkpoint verify --all`');
  const to = await chooseTarget(cli, m, { to: o.to, yes: o.yes, action: 'Restore' });
  const report: RestoreResult = await restoreCheckpoint(store, found.sessionId, id, {
    to,
    claudeDir: resolveClaudeDir(cli.env),
    home: cli.env['HOME'] || undefined,
    scratch: cli.paths.scratchDir,
    safety: safetyCapture(cli, found.sessionId, `safety-before-restore-${id.slice(-8)}`),
  });
  if (report.transcript?.action === 'restored' || report.transcript?.action === 'already there') report.next = `cd ${shellQuote(report.target)} && claude --resume ${report.sessionId}`;
  return report;
}

export function printRestore(r: RestoreResult): string {
  const lines = [`Restored checkpoint ${r.id} (session ${r.sessionId}) into ${r.target}`];
  if (r.git) lines.push(`  git: ${r.git.action}${r.git.unpushedRestored ? `; ${r.git.unpushedRestored} unpushed commit(s) from the bundle` : ''}${r.git.stashesRestored ? `; ${r.git.stashesRestored} stash(es)` : ''}`);
  if (r.workspace) lines.push(`  files: ${r.workspace.files} file(s), ${r.workspace.links} link(s)${r.workspace.replaced ? `, ${r.workspace.replaced} replaced` : ''}${r.deleted ? `, ${r.deleted} deleted again (deleted at capture time)` : ''}${r.workspace.strippedModes ? `; setuid/setgid bits not restored on ${r.workspace.strippedModes} file(s)` : ''}`);
  if (r.transcript && r.transcript.action !== 'none in checkpoint') lines.push(`  transcript: ${r.transcript.action} (${r.transcript.path})`);
  if (r.safetyCheckpoint) lines.push(`  the files that were there are in safety checkpoint ${r.safetyCheckpoint} (\`pai-checkpoint restore ${r.safetyCheckpoint} --to <dir>\` gets them back)`);
  if (r.displaced) lines.push(`  ${r.displaced.paths.length} thing(s) that were in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}: ${r.displaced.paths.slice(0, 5).join(', ')}${r.displaced.paths.length > 5 ? ', …' : ''}`);
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.next) lines.push(`Next: ${r.next}`);
  return lines.join('\n');
}
