import type { AppContext } from '../../../app/context.js';
import { restore, type RestoreOptions, type RestorePlan, type RestoreResult } from '../../../app/restore.js';
import { inert } from '../../../core/inert.js';
import { shellQuote } from '../../../core/hint.js';
import type { Output } from '../command.js';
import { printMcp, printRelocated } from '../print.js';

export async function run(ctx: AppContext, o: RestoreOptions): Promise<Output> {
  const r = await restore(ctx, o);
  return { data: r, text: printRestore(r) };
}

export function printRestore(r: RestoreResult): string {
  if (r.plan) return printPlan(r, r.plan);
  const lines = [
    `Restored ${r.only ? `${r.only.map((p) => inert(p)).join(', ')} of ` : ''}checkpoint ${r.id} (session ${r.sessionId}) into ${r.target}`,
  ];
  if (r.git)
    lines.push(
      `  git: ${r.git.action}${r.git.unpushedRestored ? `; ${r.git.unpushedRestored} unpushed commit(s) from the bundle` : ''}${r.git.stashesRestored ? `; ${r.git.stashesRestored} stash(es)` : ''}`,
    );
  if (r.workspace)
    lines.push(
      `  files: ${r.workspace.files} file(s), ${r.workspace.links} link(s)${r.workspace.replaced ? `, ${r.workspace.replaced} replaced` : ''}${r.deleted ? `, ${r.deleted} deleted again (deleted at capture time)` : ''}${r.workspace.strippedModes ? `; setuid/setgid bits not restored on ${r.workspace.strippedModes} file(s)` : ''}`,
    );
  const out = r.workspace?.outsideLinks ?? [];
  if (out.length)
    lines.push(
      `  ${out.length} link(s) lead out of the folder, restored as links (a restore never writes through one): ${out.slice(0, 5).join(', ')}${out.length > 5 ? ', …' : ''}`,
    );
  if (r.transcript && r.transcript.action !== 'none in checkpoint')
    lines.push(`  transcript: ${r.transcript.action} (${r.transcript.path})`);
  if (r.transcript?.relocated) lines.push(`  ${printRelocated(r.transcript.relocated)}`);
  if (r.safetyCheckpoint)
    lines.push(
      `  the files that were there are in safety checkpoint ${r.safetyCheckpoint} (\`pai-checkpoint restore ${r.safetyCheckpoint} --to <dir>\` gets them back)`,
    );
  if (r.displaced)
    lines.push(
      `  ${r.displaced.paths.length} thing(s) that were in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}: ${r.displaced.paths.slice(0, 5).join(', ')}${r.displaced.paths.length > 5 ? ', …' : ''}`,
    );
  lines.push(...printMcp(r.mcp, '  '));
  if (r.tmux)
    lines.push(
      `  tmux: session ${r.tmux.session} recreated (${r.tmux.windows} window(s), ${r.tmux.panes} pane(s)): ${r.tmux.attach.map(shellQuote).join(' ')}`,
    );
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.running)
    lines.push(
      `Next: session ${r.running.sessionId} is still running ${r.running.where}: continue it there (resuming it here as well would run a second claude on the same conversation).`,
    );
  if (r.next) lines.push(`Next: ${r.next}`);
  return lines.join('\n');
}

/** `restore --dry-run`: each file a restore would add (+), change (~) and remove (-); nothing was written. */
function printPlan(r: RestoreResult, p: RestorePlan): string {
  const what = p.only ? `${p.only.join(', ')} of checkpoint ${r.id}` : `checkpoint ${r.id}`;
  const lines = [
    `Dry run: restoring ${what} into ${r.target} would add ${p.added.length}, change ${p.changed.length} and remove ${p.removed.length} file(s); nothing was written`,
  ];
  for (const [mark, list] of [
    ['+', p.added],
    ['~', p.changed],
    ['-', p.removed],
  ] as const)
    for (const f of list) lines.push(`  ${mark} ${inert(f)}`);
  if (p.added.length + p.changed.length + p.removed.length > 0)
    lines.push(
      `Next: pai-checkpoint restore ${r.id}${p.only ? ` ${p.only.map(shellQuote).join(' ')}` : ''} --to ${shellQuote(r.target)}`,
    );
  return lines.join('\n');
}
