import type { AppContext } from '../../../app/context.js';
import { resumeSession, type SessionResumeOptions, type SessionResumeResult } from '../../../app/resume.js';
import { EXIT } from '../../../core/errors.js';
import { cliOnPath, shellQuote } from '../../../core/hint.js';
import type { Output } from '../command.js';
import type { CliEnv } from '../context.js';
import { printSessionResume } from '../print.js';

export interface RewindCliOptions extends Pick<SessionResumeOptions, 'print' | 'yes' | 'force' | 'noTmux' | 'noMcp'> {
  id: string;
}

/**
 * `pai-checkpoint rewind <checkpoint>`: a resume that is a rewind (app/rewind.ts). Inside Claude
 * Code (/checkpoint:rewind, or a session's Bash call) it changes nothing: a live session cannot be
 * replaced in place, so it says what the rewind would do and prints the command for a terminal.
 */
export async function run(ctx: AppContext, o: RewindCliOptions, cli: CliEnv): Promise<Output> {
  const { id, ...rest } = o;
  const options: SessionResumeOptions = { ...rest, from: id, rewind: true };
  if (cli.slash || ctx.env['CLAUDE_CODE_SESSION_ID']) {
    const r = await resumeSession(ctx, { ...options, print: true });
    const command = `cd ${shellQuote(r.cwd)} && ${terminalCli(cli)} rewind ${r.checkpointId}`;
    return {
      data: { ...r, terminalCommand: command },
      text: `${printSessionResume(r)}\nA running session cannot be rewound in place: end it, then run from a terminal:\n    ${command}`,
    };
  }
  const r: SessionResumeResult = await resumeSession(ctx, {
    ...options,
    attach: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  });
  return { data: r, text: printSessionResume(r), exitCode: r.started ? (r.exitCode ?? 0) : EXIT.OK };
}

/** The CLI as a terminal runs it: `pai-checkpoint` when on PATH, else `node <this CLI>` (core/hint.ts's rule). */
function terminalCli(cli: CliEnv): string {
  return !cli.cliPath || cliOnPath(cli.cliPath, cli.env['PATH']) ? 'pai-checkpoint' : `node ${shellQuote(cli.cliPath)}`;
}
