import type { AppContext } from '../../../app/context.js';
import { recover, type RecoverDecision, type RecoverResult } from '../../../app/recover.js';
import { formatAgo } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import { table } from '../context.js';
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
  process.stderr.write(
    `${table(
      ['#', 'ID', 'TRIGGER', 'AGE', 'STATE'],
      checkpoints.map((c, i) => [String(i + 1), c.id, c.safety ? `${c.trigger} (safety copy)` : c.trigger, `${formatAgo(now - Date.parse(c.createdAt))} ago`, c.ok ? 'ok' : `damaged: ${c.problems[0] ?? ''}`]),
    )}\n`,
  );
  const answer = (await ctx.ask('[r] resume the newest usable, [1-9] resume that one, [n] restore into a new folder, [a] abandon:', '--yes (resume) or --print (show the resume)')).trim().toLowerCase();
  if (answer === 'a' || answer === '') return { action: 'abandon' };
  if (answer === 'n') return { action: 'restore', to: (await ctx.ask('Folder to restore into:', '--print')).trim() };
  const n = Number(answer);
  const from = Number.isInteger(n) && n >= 1 && n <= checkpoints.length ? checkpoints[n - 1]!.id : undefined;
  return from ? { action: 'resume', from } : { action: 'resume' };
}

export function printRecover(r: RecoverResult): string {
  switch (r.action) {
    case 'listed':
      return r.checkpoints.map((c) => `${c.id}  ${c.trigger}  ${c.ok ? 'ok' : `damaged (${c.problems.join('; ')})`}`).join('\n');
    case 'abandoned':
      return `Left session ${r.sessionId} as it is.`;
    case 'restored':
      return `Restored into ${r.restoredTo}.`;
    case 'resumed':
      return r.resumed ? printSessionResume(r.resumed) : '';
  }
}
