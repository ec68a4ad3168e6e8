import { accessSync, constants, realpathSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Naming our commands so that the reader can run them. Messages and hints everywhere write a
 * command as `` `pai-checkpoint <command> …` `` (in backticks); where they are shown, that is
 * rendered for the audience, in one place:
 * - in a terminal: as written when `pai-checkpoint` on PATH is this CLI (`setup` links it into
 *   ~/.local/bin; a plugin install alone puts nothing on PATH), else `node <this CLI> …`;
 * - inside Claude Code (hooks, slash commands, the model): the plugin's slash command when there
 *   is one (`/checkpoint:list --all`), else as in a terminal, which the model can run and the
 *   user can type after `!`.
 */
const PLUGIN_COMMANDS: ReadonlySet<string> = new Set([
  'save',
  'list',
  'resume',
  'inspect',
  'setup',
  'complete',
  'doctor',
  'usage',
  'memory',
  'summary',
]);

export interface Audience {
  kind: 'terminal' | 'claude';
  /** Whether `pai-checkpoint` on PATH is this CLI (cliOnPath). */
  onPath: boolean;
  cli: string;
}

/** One shell word: as is when it is plain, else in single quotes. */
export function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./:=@-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export function renderCommands(text: string, a: Audience): string {
  return text.replace(/`pai-checkpoint ([a-z][a-z-]*)([^`]*)`/g, (whole, cmd: string, rest: string) => {
    if (a.kind === 'claude' && PLUGIN_COMMANDS.has(cmd)) return `\`/checkpoint:${cmd}${rest}\``;
    return a.onPath ? whole : `\`node ${shellQuote(a.cli)} ${cmd}${rest}\``;
  });
}

/** Whether `pai-checkpoint` on this PATH is the CLI at `cli` (an npm -g install), so people can type it. */
export function cliOnPath(cli: string, path: string | undefined): boolean {
  let mine: string;
  try {
    mine = realpathSync(cli);
  } catch {
    return false;
  }
  for (const dir of (path ?? '').split(':')) {
    if (!dir) continue;
    try {
      const p = join(dir, 'pai-checkpoint');
      accessSync(p, constants.X_OK);
      return realpathSync(p) === mine;
    } catch {
      // not in this folder
    }
  }
  return false;
}
