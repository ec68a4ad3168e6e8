import { isSafeKey } from '../../core/keys.js';
import { isReadOnlyCommand } from '../../core/slash.js';
import { writeSlashAnswer } from '../../domain/session/sidecar-files.js';
import type { CliEnv } from './context.js';

/**
 * Around `slash <command> …` (a /checkpoint command's `!` line inside Claude Code, which gives it
 * CLAUDE_CODE_SESSION_ID): before it runs (`stdout` undefined) what an earlier run left is removed,
 * so a run that dies leaves none; after it, a read-only command's output is left for
 * hooks/prompt.sh to show the user as printed (domain/session/sidecar-files.ts writeSlashAnswer).
 * Best effort: the output still goes to the model as before.
 */
export function leaveSlashAnswer(cli: CliEnv, argv: string[], stdout: string | undefined): void {
  const sessionId = cli.env['CLAUDE_CODE_SESSION_ID'];
  if (argv[0] !== 'slash' || !sessionId || !isSafeKey(sessionId)) return;
  try {
    writeSlashAnswer(
      cli.paths,
      sessionId,
      stdout !== undefined && isReadOnlyCommand('/checkpoint', argv.slice(1).join(' ')) ? stdout : undefined,
    );
  } catch {
    // the model relays the output instead
  }
}
