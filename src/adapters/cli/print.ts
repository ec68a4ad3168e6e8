import type { SessionResumeResult } from '../../app/resume.js';
import type { EnvChange } from '../../domain/compare/environment.js';
import type { Annotation, LinkedIssue } from '../../domain/volume/facts.js';
import type { Manifest } from '../../domain/volume/manifest.js';
import { shellQuote } from '../../core/hint.js';
import type { RelocateReport } from '../../domain/transcript/relocate.js';

/** A transcript restored into another folder than it was recorded in: its paths were rewritten. */
export function printRelocated(r: RelocateReport): string {
  return `transcript paths rewritten from ${r.from} to ${r.to}: ${r.rewrittenLines} of ${r.lines} line(s)${r.keptUnparsed ? ` (${r.keptUnparsed} line(s) not JSON, too deep or too long: kept as they were)` : ''}`;
}

/** What a terminal resume did (or, with --print, would do): shown by `resume` and by `recover`. */
export function printSessionResume(r: SessionResumeResult): string {
  const lines: string[] = [];
  if (r.restored) lines.push(`Restored ${r.checkpointId} into ${r.cwd}${r.restored.workspace ? '' : ' (transcript only; the workspace was there)'}.`);
  if (r.restored?.transcript?.relocated) lines.push(`The ${printRelocated(r.restored.transcript.relocated)}.`);
  if (r.restored?.displaced) lines.push(`${r.restored.displaced.paths.length} thing(s) in the way were moved, not deleted, to ${r.restored.displaced.dir}.`);
  if (r.wouldRestore) {
    const what = [r.wouldRestore.workspace ? `the workspace into ${r.cwd}` : '', r.wouldRestore.transcript ? `the transcript${r.wouldRestore.relocateFrom ? ` (its paths rewritten from ${r.wouldRestore.relocateFrom})` : ''}` : '', r.wouldRestore.tmux ? 'the tmux layout (claude in its pane)' : ''].filter(Boolean).join(' and ');
    lines.push(`Would resume from checkpoint ${r.checkpointId} (session ${r.sessionId})${what ? `, restoring ${what}` : ''}. Nothing was changed (--print).`);
  }
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.forkedAs) lines.push(`Forked session ${r.sessionId} as the new session ${r.forkedAs}.`);
  if (r.provenanceCheckpoint) lines.push(`Recorded the changed settings in checkpoint ${r.provenanceCheckpoint}: ${Object.entries(r.overrides).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  const cmd = `cd ${shellQuote(r.cwd)} && ${r.command.map(shellQuote).join(' ')}`;
  if (r.tmux) lines.push(`Resumed in tmux session ${r.tmux.session} (${r.tmux.windows} window(s), ${r.tmux.panes} pane(s); claude runs in its pane)${r.exitCode === undefined ? `: ${r.tmux.attach.map(shellQuote).join(' ')}` : '.'}`);
  else lines.push(r.started ? `Claude Code exited (${r.exitCode}).` : `To continue: ${cmd}`);
  return lines.join('\n');
}

/** `approved by bob at <time> (reason); policy review`, or the status alone for one the policy set. */
export function approvalText(a: Manifest['approval']): string {
  if (!a.user) return a.status;
  return `${a.status} by ${a.user}${a.timestamp ? ` at ${a.timestamp}` : ''}${a.reason ? ` (${a.reason})` : ''}${a.policy ? `; policy ${a.policy}` : ''}`;
}

export const issueText = (i: LinkedIssue) => `${i.tracker} ${i.id}${i.url ? ` (${i.url})` : ''}`;

export function annotationLine(a: Annotation): string {
  return `  ${a.timestamp}  ${a.user ?? '?'}: ${a.text.replace(/\n/g, '\n    ')}`;
}

export function printEnvChanges(changes: EnvChange[]): string[] {
  if (changes.length === 0) return ['  No changes'];
  const out: string[] = [];
  let section = '';
  for (const c of changes) {
    if (c.section !== section) out.push(`  ${(section = c.section)}:`);
    const what = c.from === undefined ? `added ${c.to}` : c.to === undefined ? `removed (was ${c.from})` : `${c.from} → ${c.to}`;
    out.push(`    ${c.name ? `${c.name}: ` : ''}${what}`);
  }
  return out;
}

/** The project folder, shortened from the left to its last parts. */
export function shortProject(p: string | undefined, width: number): string {
  if (!p) return '-';
  return p.length <= width ? p : `…${p.slice(p.length - width + 1)}`;
}
