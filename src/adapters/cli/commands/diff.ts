import type { AppContext } from '../../../app/context.js';
import { diffCheckpoints, type DiffEnd, type DiffResult } from '../../../app/diff.js';
import { formatBytes } from '../../../app/format.js';
import type { FileChange } from '../../../domain/compare/workspace.js';
import type { Turn } from '../../../domain/transcript/turns.js';
import type { Output } from '../command.js';
import { approvalText, printEnvChanges } from '../print.js';

export async function run(ctx: AppContext, o: { a: string; b?: string; file?: string; conversation?: boolean; dir?: string }): Promise<Output> {
  const r = await diffCheckpoints(ctx, o.a, o.b, o);
  return { data: r, text: printDiff(r) };
}

const num = (n: number) => n.toLocaleString('en-US');
const signed = (n: number, f: (n: number) => string = num) => (n >= 0 ? `+${f(n)}` : `-${f(-n)}`);
const usd = (n: number) => `$${n.toFixed(2)}`;
const name = (e: DiffEnd) => e.id ?? `the working tree ${e.folder}`;

/** "30 minutes", "2 h 5 min", "3 days": a span for people. */
export function formatSpan(ms: number): string {
  const neg = ms < 0;
  const m = Math.round(Math.abs(ms) / 60_000);
  const text = m < 1 ? `${Math.round(Math.abs(ms) / 1000)} seconds` : m < 60 ? `${m} minute${m === 1 ? '' : 's'}` : m < 48 * 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${Math.round(m / 1440)} days`;
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
  if (r.a.approval || r.b.approval) lines.push('Approval:', ...[r.a, r.b].filter((e) => e.approval).map((e) => `  ${e.id}: ${approvalText(e.approval!)}`));
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
  return [`Files changed: ${files.length}`, ...none, ...files.map((f) => `  ${f.status} ${f.path.padEnd(width)}  ${counts(f)}${mode(f)}`)];
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
