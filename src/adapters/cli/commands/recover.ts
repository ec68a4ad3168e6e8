import type { AppContext } from '../../../app/context.js';
import { recover, type RecoverDecision, type RecoverResult } from '../../../app/recover.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { printErr, table } from '../context.js';
import { printSessionResume } from '../print.js';

export interface RecoverCliOptions {
  session: string;
  yes?: boolean;
  json?: boolean;
  print?: boolean;
}

export async function run(ctx: AppContext, o: RecoverCliOptions): Promise<Output> {
  const r = await recoverInteractively(ctx, o);
  return { data: r, text: printRecover(r) };
}

/** `recover`, asking on the terminal (ctx.ask) which way to go when --yes, --print and --json do not say. */
export function recoverInteractively(ctx: AppContext, o: RecoverCliOptions): Promise<RecoverResult> {
  const { session, ...flags } = o;
  return recover(ctx, session, { ...flags, choose: (listed) => choose(ctx, listed) });
}

/** Shows the checkpoints (on stderr, beside the question) and turns the answer into a decision. */
async function choose(ctx: AppContext, listed: RecoverResult): Promise<RecoverDecision> {
  const { checkpoints } = listed;
  const now = ctx.now().getTime();
  printErr(
    `${table(
      ['#', 'ID', 'TRIGGER', 'AGE', 'STATE', 'APPROVAL'],
      checkpoints.map((c, i) => [
        String(i + 1),
        c.id,
        c.safety ? `${c.trigger} (safety copy)` : c.trigger,
        `${formatAgo(now - Date.parse(c.createdAt))} ago`,
        c.ok ? 'ok' : `damaged: ${c.problems[0] ?? ''}`,
        c.reason ? `${c.approval} (${c.reason})` : c.approval,
      ]),
    )}\n`,
  );
  const after = listed.afterRejection;
  if (after) printErr(`${rejectionLine(after)}\n`);
  const offer = after?.previous
    ? '[p] go on from the previous approved (or auto-approved) checkpoint (a rewind: its files, and its conversation as a new session), '
    : '';
  const answer = (
    await ctx.ask(
      `${offer}[r] resume the newest usable, [1-9] resume that one, [n] restore into a new folder, [a] abandon:`,
      '--yes (resume) or --print (show the resume)',
    )
  )
    .trim()
    .toLowerCase();
  // 'f' (a new session from it) is what 'p' does now: going on from an older checkpoint is a rewind, which continues as a new session.
  if (after?.previous && (answer === 'p' || answer === 'f')) return { action: 'resume', from: after.previous };
  if (answer === 'a' || answer === '') return { action: 'abandon' };
  if (answer === 'n') return { action: 'restore', to: (await ctx.ask('Folder to restore into:', '--print')).trim() };
  const n = Number(answer);
  const from = Number.isInteger(n) && n >= 1 && n <= checkpoints.length ? checkpoints[n - 1]!.id : undefined;
  return from ? { action: 'resume', from } : { action: 'resume' };
}

/** What a rejection of the newest checkpoint leaves (SPEC-07.42.02). */
function rejectionLine(a: NonNullable<RecoverResult['afterRejection']>): string {
  const why = a.reason ? ` (${a.reason})` : '';
  if (!a.previous)
    return `The newest checkpoint ${a.rejected} was rejected${why}, and no earlier one is approved or auto-approved and verifies: restore one into a new folder, resume one with --force, or abandon.`;
  return `The newest checkpoint ${a.rejected} was rejected${why}. Go on from the previous approved (or auto-approved) one, ${a.previous}: \`pai-checkpoint rewind ${a.previous}\` (its files, and the conversation up to it as a new session; the rejected work stays in the old session); or abandon the session.`;
}

export function printRecover(r: RecoverResult): string {
  switch (r.action) {
    case 'listed':
      return [
        ...r.checkpoints.map(
          (c) =>
            `${c.id}  ${c.trigger}  ${c.ok ? 'ok' : `damaged (${c.problems.join('; ')})`}  ${c.approval}${c.reason ? ` (${c.reason})` : ''}`,
        ),
        ...(r.afterRejection ? ['', rejectionLine(r.afterRejection)] : []),
      ].join('\n');
    case 'abandoned':
      return `Left session ${r.sessionId} as it is.`;
    case 'restored':
      return `Restored into ${r.restoredTo}.`;
    case 'resumed':
      return r.resumed ? printSessionResume(r.resumed) : '';
  }
}
