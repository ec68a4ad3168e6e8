import type { DiffEnd, DiffResult } from '../../app/diff.js';
import { formatBytes } from '../../app/format.js';
import type { SessionResumeResult } from '../../app/resume-options.js';
import type { FileChange } from '../../domain/compare/workspace.js';
import type { Turn } from '../../domain/transcript/turns.js';
import type { EnvChange } from '../../domain/compare/environment.js';
import type { Annotation, LinkedIssue } from '../../domain/volume/facts.js';
import type { Manifest } from '../../domain/volume/manifest.js';
import { shellQuote } from '../../core/hint.js';
import type { RelocateReport } from '../../domain/transcript/relocate.js';
import type { McpRestore } from '../../domain/restore/mcp.js';
import type { RollbackResult } from '../../app/rollback.js';

/** A transcript restored into another folder than it was recorded in: its paths were rewritten. */
export function printRelocated(r: RelocateReport): string {
  return `transcript paths rewritten from ${r.from} to ${r.to}: ${r.rewrittenLines} of ${r.lines} line(s)${r.keptUnparsed ? ` (${r.keptUnparsed} line(s) not JSON, too deep or too long: kept as they were)` : ''}`;
}

/** Each MCP server's outcome of a restore, resume or rollback, a line each. */
export function printMcp(servers: readonly McpRestore[] | undefined, indent = ''): string[] {
  return (servers ?? []).map((r) => {
    const what =
      r.outcome === 'restored'
        ? `restored (${r.files ? `${r.files.length} state file(s): ${r.files.slice(0, 5).join(', ')}${r.files.length > 5 ? ', …' : ''}` : 'its restore_checkpoint tool took the captured state'})`
        : r.outcome === 'skipped'
          ? `skipped: ${r.reason}`
          : `failed: ${r.error}`;
    return `${indent}MCP server ${r.server}: ${what}`;
  });
}

/** What a terminal resume did (or, with --print, would do): shown by `resume` and by `recover`. */
export function printSessionResume(r: SessionResumeResult): string {
  const lines: string[] = [];
  if (r.restored)
    lines.push(
      `Restored ${r.checkpointId} into ${r.cwd}${r.restored.workspace ? '' : ' (transcript only; the workspace was there)'}.`,
    );
  if (r.restored?.transcript?.relocated) lines.push(`The ${printRelocated(r.restored.transcript.relocated)}.`);
  if (r.restored?.displaced)
    lines.push(
      `${r.restored.displaced.paths.length} thing(s) in the way were moved, not deleted, to ${r.restored.displaced.dir}.`,
    );
  lines.push(...printMcp(r.restored?.mcp));
  if (r.rewound) lines.push(...printRewound(r));
  else if (r.wouldRestore) {
    const what = [
      r.wouldRestore.workspace ? `the workspace into ${r.cwd}` : '',
      r.wouldRestore.transcript
        ? `the transcript${r.wouldRestore.relocateFrom ? ` (its paths rewritten from ${r.wouldRestore.relocateFrom})` : ''}`
        : '',
      r.wouldRestore.tmux ? 'the tmux layout (claude in its pane)' : '',
      r.wouldRestore.mcp ? `the MCP state of ${r.wouldRestore.mcp.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    lines.push(
      `Would resume from checkpoint ${r.checkpointId} (session ${r.sessionId})${what ? `, restoring ${what}` : ''}. Nothing was changed (--print).`,
    );
  }
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.forkedAs && !r.rewound) lines.push(`Forked session ${r.sessionId} as the new session ${r.forkedAs}.`);
  if (r.provenanceCheckpoint)
    lines.push(
      `Recorded the changed settings in checkpoint ${r.provenanceCheckpoint}: ${Object.entries(r.overrides)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}`,
    );
  const cmd = `cd ${shellQuote(r.cwd)} && ${r.command.map(shellQuote).join(' ')}`;
  if (r.tmux)
    lines.push(
      `Resumed in tmux session ${r.tmux.session} (${r.tmux.windows} window(s), ${r.tmux.panes} pane(s); claude runs in its pane)${r.exitCode === undefined ? `: ${r.tmux.attach.map(shellQuote).join(' ')}` : '.'}`,
    );
  else lines.push(r.started ? `Claude Code exited (${r.exitCode}).` : `To continue: ${cmd}`);
  return lines.join('\n');
}

/** A rewind: what was put back (or would be, with --print), and the line of work it left whole. */
function printRewound(r: SessionResumeResult): string[] {
  const { newer, rollback, forkedAs } = r.rewound!;
  const kept = newer.length
    ? `session ${r.sessionId} and its ${newer.length} newer checkpoint(s) (the newest ${newer.at(-1)}) stay as they were: \`pai-checkpoint resume ${r.sessionId}\` continues that line`
    : `session ${r.sessionId} stays as it was`;
  if (r.wouldRestore)
    return [
      `Would rewind ${r.cwd} to checkpoint ${r.checkpointId}: its files exactly (Bash-made changes included), and the conversation as it was then, forked as a new session; ${kept}. Nothing was changed (--print).`,
    ];
  const files = rollback
    ? `${rollback.restoredFiles} file(s) restored, the files before it in safety checkpoint ${rollback.safetyCheckpoint}${rollback.createdSince.length ? `, ${rollback.createdSince.length} file(s) created since removed (held there too)` : ''} (\`pai-checkpoint undo\` reverses the files)`
    : 'restored into the empty folder';
  const conversation = forkedAs
    ? `the conversation as it was then continues as the new session ${forkedAs}`
    : 'the checkpoint holds no conversation: a new session starts from a resume prompt';
  return [
    `Rewound ${r.cwd} to checkpoint ${r.checkpointId}: ${files}; ${conversation}.`,
    `The old line of work is whole: ${kept}.`,
  ];
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
    const what =
      c.from === undefined ? `added ${c.to}` : c.to === undefined ? `removed (was ${c.from})` : `${c.from} → ${c.to}`;
    out.push(`    ${c.name ? `${c.name}: ` : ''}${what}`);
  }
  return out;
}

/** The project folder, shortened from the left to its last parts. */
export function shortProject(p: string | undefined, width: number): string {
  if (!p) return '-';
  return p.length <= width ? p : `…${p.slice(p.length - width + 1)}`;
}

// diff (commands/diff.ts, and review's [d] and [l] keys)

const num = (n: number) => n.toLocaleString('en-US');
const signed = (n: number, f: (n: number) => string = num) => (n >= 0 ? `+${f(n)}` : `-${f(-n)}`);
const usd = (n: number) => `$${n.toFixed(2)}`;
const name = (e: DiffEnd) => e.id ?? `the working tree ${e.folder}`;

/** "30 minutes", "2 h 5 min", "3 days": a span for people. */
function formatSpan(ms: number): string {
  const neg = ms < 0;
  const m = Math.round(Math.abs(ms) / 60_000);
  const text =
    m < 1
      ? `${Math.round(Math.abs(ms) / 1000)} seconds`
      : m < 60
        ? `${m} minute${m === 1 ? '' : 's'}`
        : m < 48 * 60
          ? `${Math.floor(m / 60)} h ${m % 60} min`
          : `${Math.round(m / 1440)} days`;
  return neg ? `${text} earlier` : text;
}

export function printDiff(r: DiffResult): string {
  if (r.file) return r.file.diff.replace(/\n$/, '') || `${r.file.path} is the same in ${name(r.a)} and ${name(r.b)}.`; // main adds the last newline
  if (r.turns) return printTurns(r);
  const lines = [`Checkpoint comparison: ${name(r.a)} → ${name(r.b)}`, ''];
  if (r.spanMs !== undefined) lines.push(`Time: ${r.a.createdAt} → ${r.b.createdAt} (${formatSpan(r.spanMs)})`, '');
  const c = r.conversation;
  if (c) {
    lines.push(
      'Conversation:',
      `  Turns: ${num(c.turns[0])} → ${num(c.turns[1])} (${signed(c.turns[1] - c.turns[0])})`,
      `  Tokens: ${num(c.tokens[0])} → ${num(c.tokens[1])} (${signed(c.tokens[1] - c.tokens[0])})`,
      `  Cost: ${usd(c.costUsd[0])} → ${usd(c.costUsd[1])} (${signed(c.costUsd[1] - c.costUsd[0], usd)})`,
      '',
    );
  }
  lines.push(...printFiles(r.files ?? [], r), '');
  if (r.environment) lines.push('Environment:', ...printEnvChanges(r.environment), '');
  if (r.a.approval || r.b.approval)
    lines.push(
      'Approval:',
      ...[r.a, r.b].filter((e) => e.approval).map((e) => `  ${e.id}: ${approvalText(e.approval!)}`),
    );
  if (r.patches?.length) lines.push('', ...r.patches.map((p) => p.diff.replace(/\n$/, '')));
  return lines.join('\n').trimEnd();
}

function printFiles(files: FileChange[], r: DiffResult): string[] {
  const none = [r.a, r.b].filter((e) => e.noWorkspace).map((e) => `  (${e.id} captured no workspace)`);
  if (files.length === 0) return ['Files changed: none', ...none];
  const width = Math.min(60, Math.max(...files.map((f) => f.path.length)));
  const counts = (f: FileChange) => {
    if (f.binary) return `binary, ${sizes(f)}`;
    if (f.large) return `large, ${sizes(f)}`;
    if (f.status === 'T') return 'file ↔ symlink';
    if (f.added === undefined) return 'symlink';
    return `+${f.added} -${f.removed}${f.approximate ? ' (approximate)' : ''}`;
  };
  const mode = (f: FileChange) => (f.mode ? `  mode ${f.mode[0].toString(8)} → ${f.mode[1].toString(8)}` : '');
  return [
    `Files changed: ${files.length}`,
    ...none,
    ...files.map((f) => `  ${f.status} ${f.path.padEnd(width)}  ${counts(f)}${mode(f)}`),
  ];
}

const sizes = (f: FileChange) => f.size.map((s) => (s === null ? '-' : formatBytes(s))).join(' → ');

function printTurns(r: DiffResult): string {
  const turns = r.turns ?? [];
  const head = `Conversation from ${r.a.id} to ${r.b.id}: ${turns.length} turn(s) added${r.turnsByTime ? ` (the last message of ${r.a.id} is not in the transcript of ${r.b.id}: the turns after ${r.a.createdAt})` : ''}`;
  return [head, ...turns.map(printTurn)].join('\n\n');
}

function printTurn(t: Turn): string {
  const indent = (s: string) => s.replace(/\n/g, '\n  ');
  return [
    t.prompt ? `> ${indent(t.prompt)}${t.at ? `   (${t.at})` : ''}` : '> (the turn under way goes on)',
    ...t.assistant.map((a) => `  ${indent(a)}`),
    ...t.tools.map((x) => `  · ${x}`),
  ].join('\n');
}

/** What a rollback (and `undo`, which is one) says: the files, the safety copy, what was created since, the MCP state, what next. */
export function printRollback(r: RollbackResult, verb = `Rolled ${r.workspace} back to ${r.id}`): string {
  const lines = [
    `${verb}: ${r.restoredFiles} file(s) restored.`,
    `Safety checkpoint of the state before: ${r.safetyCheckpoint}.`,
  ];
  const n = r.createdSince.length;
  if (n)
    lines.push(
      `${n} file(s) created since the checkpoint ${r.keptNew ? 'were left in place (--keep-new)' : 'were removed (the safety checkpoint holds them)'}: ${r.createdSince.slice(0, 10).join(', ')}${n > 10 ? ', …' : ''}`,
    );
  if (r.displaced)
    lines.push(
      `${r.displaced.paths.length} thing(s) in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}.`,
    );
  lines.push(...printMcp(r.mcp));
  lines.push(`Next: ${r.resumeHint}`);
  return lines.join('\n');
}
