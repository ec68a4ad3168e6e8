import type { AppContext } from '../../../app/context.js';
import { diffCheckpoints } from '../../../app/diff.js';
import { approve, reject } from '../../../app/facts.js';
import { resumeSession } from '../../../app/resume.js';
import { reviewQueue, reviewScreen, type ReviewQueue, type ReviewScreen } from '../../../app/review.js';
import type { FileChange } from '../../../domain/compare/workspace.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { ask, printErr, readKey, table, type CliEnv } from '../context.js';
import { approvalText, printDiff, printSessionResume } from '../print.js';

/**
 * `review [<session>]`: without a session, what awaits review (straight to the screen when one
 * session does, in a terminal); with one, its screen, and in a terminal the keys
 * [a]pprove [r]eject [d]iff [l]og [c]ontinue [q]uit, each answered on the spot, the screen shown
 * again after a decision. Without a terminal (a pipe, a slash command) or with --json: the screen
 * or the queue, and the commands that act on it.
 */
export async function run(ctx: AppContext, o: { session?: string; json?: boolean }, cli: CliEnv): Promise<Output> {
  const interactive = !o.json && (Boolean(cli.ask) || (!cli.slash && process.stdin.isTTY === true));
  let session = o.session;
  if (!session) {
    const queue = await reviewQueue(ctx);
    if (!interactive || queue.sessions.length !== 1) return { data: queue, text: printQueue(queue, ctx.now()) };
    session = queue.sessions[0]!.sessionId;
  }
  const screen = await reviewScreen(ctx, session);
  if (!interactive) return { data: screen, text: printScreen(screen, ctx.now(), { commands: true }) };
  return keyboard(ctx, cli, screen);
}

interface Decision {
  action: 'approve' | 'reject';
  id: string;
  reason?: string;
}

/** The keyboard loop: the screen on stderr, one key per action. */
async function keyboard(ctx: AppContext, cli: CliEnv, first: ReviewScreen): Promise<Output> {
  const show = (text: string) => printErr(`${text}\n`);
  const decisions: Decision[] = [];
  let screen = first;
  let redraw = true;
  for (;;) {
    if (redraw) show(printScreen(screen, ctx.now()));
    redraw = false;
    const key = await readKey(cli, '>');
    const id = screen.checkpoint.id;
    if (key === 'a' || key === 'r') {
      const reason = (
        await ask(cli, key === 'a' ? 'Reason (optional; Enter for none):' : 'Reason (required):', '--json')
      ).trim();
      if (key === 'r' && !reason) {
        show('Not rejected: a rejection needs a reason.');
        continue;
      }
      await (key === 'a' ? approve(ctx, id, reason || undefined) : reject(ctx, id, reason));
      decisions.push({ action: key === 'a' ? 'approve' : 'reject', id, ...(reason ? { reason } : {}) });
      show(`${key === 'a' ? 'Approved' : 'Rejected'} ${id}.`);
      screen = await reviewScreen(ctx, screen.sessionId);
      redraw = true;
    } else if (key === 'd' || key === 'l') {
      if (!screen.base)
        show(`${id} is the first checkpoint of the session: there is nothing earlier to compare it with.`);
      else
        show(
          printDiff(
            await diffCheckpoints(ctx, screen.base.id, id, key === 'd' ? { patch: true } : { conversation: true }),
          ),
        );
    } else if (key === 'c') {
      const resumed = await resumeSession(ctx, { target: screen.sessionId });
      return {
        data: { sessionId: screen.sessionId, decisions, resumed },
        text: [...decisionLines(decisions), printSessionResume(resumed)].join('\n'),
      };
    } else if (key === 'q' || key === '' || key === undefined) {
      const text = decisionLines(decisions).join('\n') || `Left the review of ${screen.sessionId}; nothing decided.`;
      return { data: { sessionId: screen.sessionId, decisions, screen }, text };
    } else show('Keys: a approve, r reject, d diff, l log, c continue the session, q quit.');
  }
}

const decisionLines = (ds: Decision[]) =>
  ds.map((d) => `${d.action === 'approve' ? 'Approved' : 'Rejected'} ${d.id}${d.reason ? ` (${d.reason})` : ''}.`);

const num = (n: number) => n.toLocaleString('en-US');

function fileLine(f: FileChange | { path: string }): string {
  if (!('status' in f)) return `    - ${f.path}`;
  const counts = f.binary
    ? 'binary'
    : f.large
      ? 'large'
      : f.added === undefined
        ? f.status === 'T'
          ? 'file ↔ symlink'
          : 'symlink'
        : `+${f.added}, -${f.removed}`;
  return `    ${f.status} ${f.path} (${counts})`;
}

/** The SPEC-07.20.03 screen. `commands`: the CLI commands that act on it instead of keys (no terminal). */
export function printScreen(s: ReviewScreen, now: Date, o: { commands?: boolean } = {}): string {
  const c = s.checkpoint;
  const pending = s.pending.length ? ` (${s.pending.length} pending review)` : '';
  const since = s.base
    ? ` since ${s.base.id} (${s.base.approval === 'approved' || s.base.approval === 'auto_approved' ? `the last ${s.base.approval.replace('_', '-')}` : 'the first of the session'})`
    : s.summary.fromGit
      ? ' (git: uncommitted; the first checkpoint of the session)'
      : '';
  const lines = [
    `Session: ${s.sessionId}${s.project ? `  (${s.project})` : ''}`,
    `Status: ${s.status}${pending}`,
    '',
    `Latest checkpoint: ${c.id}`,
    `  Trigger: ${c.trigger}`,
    `  Created: ${formatAgo(now.getTime() - Date.parse(c.createdAt))} ago (${c.createdAt})`,
    `  Approval: ${approvalText(c.approval)}${c.approval.status === 'pending' && c.approval.reason ? ` — ${c.approval.reason}` : ''}`,
    '',
    'Summary:',
    `  Conversation turns: ${num(s.summary.turns)}`,
    `  Tokens used: ${num(s.summary.tokens)}`,
    `  Estimated cost: $${s.summary.costUsd.toFixed(2)}`,
    `  Files modified: ${s.summary.files.length}${since}`,
    ...s.summary.files.slice(0, 30).map(fileLine),
    ...(s.summary.files.length > 30
      ? [`    … and ${s.summary.files.length - 30} more (pai-checkpoint diff ${s.base?.id ?? ''} ${c.id})`]
      : []),
    '',
  ];
  if (!o.commands) lines.push('Actions:', '  [a]pprove  [r]eject  [d]iff  [l]og  [c]ontinue session  [q]uit');
  else {
    const base = s.base?.id;
    lines.push(
      'Actions:',
      `  approve:   pai-checkpoint approve ${c.id} [--reason "…"]`,
      `  reject:    pai-checkpoint reject ${c.id} --reason "…"`,
      ...(base
        ? [
            `  diff:      pai-checkpoint diff ${base} ${c.id} --patch`,
            `  log:       pai-checkpoint diff ${base} ${c.id} --conversation`,
          ]
        : []),
      `  continue:  pai-checkpoint resume ${s.sessionId}`,
    );
  }
  return lines.join('\n');
}

function printQueue(q: ReviewQueue, now: Date): string {
  if (q.sessions.length === 0) return 'Nothing awaits review.';
  const rows = q.sessions.flatMap((s) =>
    s.pending.map((p) => [
      s.sessionId.slice(0, 8),
      p.id,
      p.trigger,
      `${formatAgo(now.getTime() - Date.parse(p.createdAt))} ago`,
      p.reason ?? '',
      s.project ?? '-',
    ]),
  );
  return `${table(['SESSION', 'CHECKPOINT', 'TRIGGER', 'AGE', 'WHY', 'PROJECT'], rows)}\n\n\`pai-checkpoint review <session>\` shows one session's review screen.`;
}
