import type { AppContext } from '../../../app/context.js';
import { resumeSession, type SessionResumeOptions } from '../../../app/resume.js';
import { resumeContext, type ResumeContextResult } from '../../../app/resume-context.js';
import { EXIT } from '../../../core/errors.js';
import { recreateTasksLines } from '../../../domain/session/resume.js';
import type { Output } from '../command.js';
import type { CliEnv } from '../context.js';
import { printSessionResume } from '../print.js';

export interface ResumeCliOptions extends SessionResumeOptions {
  /** Print the resume context of unfinished PAI work (and carry it over inside a session). */
  context?: boolean;
  /** The resume context, only printed. */
  printOnly?: boolean;
}

/** The options that mean the terminal resume, even from a Bash call inside a session. */
const TERMINAL: (keyof SessionResumeOptions)[] = [
  'print',
  'from',
  'to',
  'yes',
  'restoreWorkspace',
  'set',
  'force',
  'noTmux',
  'noMcp',
  'fork',
];

/**
 * Two use cases share the name: inside Claude Code (a slash command, or a session's Bash call
 * without terminal options) or with --context, the resume context; otherwise the terminal resume.
 */
export async function run(ctx: AppContext, o: ResumeCliOptions, cli: CliEnv): Promise<Output> {
  const inSession = ctx.env['CLAUDE_CODE_SESSION_ID'];
  const terminal = TERMINAL.some((k) => o[k] !== undefined);
  if (o.context || o.printOnly || (!terminal && (cli.slash || inSession))) {
    const r = await resumeContext(ctx, {
      ...(o.target ? { id: o.target } : {}),
      ...(o.printOnly || (o.context && !inSession) ? { printOnly: true } : {}),
    });
    return { data: r, text: printResume(r) };
  }
  const { context: _context, printOnly: _printOnly, ...options } = o;
  const r = await resumeSession(ctx, { ...options, attach: Boolean(process.stdin.isTTY && process.stdout.isTTY) });
  return { data: r, text: printSessionResume(r), exitCode: r.started ? (r.exitCode ?? 0) : EXIT.OK };
}

export function printResume(r: ResumeContextResult): string {
  if (!r.record || !r.context) return 'Nothing to resume: no unfinished checkpoint.';
  const lines = [r.context];
  if (r.openTasks?.length) lines.push('', ...recreateTasksLines(r.openTasks));
  if (r.adopted)
    lines.push(
      '',
      `This session now carries the work on (checkpoint ${r.adopted.newId}); ${r.adopted.closedId} is closed.`,
    );
  return lines.join('\n');
}
