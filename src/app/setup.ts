import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readFileIfExists, writeFileAtomicSync } from '../core/atomic.js';
import { CheckpointError } from '../core/errors.js';
import { resolveClaudeDir } from '../core/paths.js';
import type { AppContext } from './context.js';

/**
 * `/checkpoint` is a built-in alias of `/rewind` that a plugin cannot take, but a user-level
 * command file can. `setup` installs `~/.claude/commands/checkpoint.md`, which hands
 * `/checkpoint <subcommand> …` to this CLI. Idempotent; `--remove` undoes it; a file that is not
 * ours is never overwritten or removed (unless --force).
 */
export const DISPATCHER_MARKER = '<!-- pai-checkpoint dispatcher';

export function dispatcherPath(env: Record<string, string | undefined>): string {
  return join(resolveClaudeDir(env), 'commands', 'checkpoint.md');
}

export function dispatcherText(cliPath: string): string {
  return `---
description: "pai-checkpoint: save | list | search | resume | rewind | inspect | summary | memory | review | diff | env | approve | reject | tag | annotate | delete | complete | doctor (e.g. /checkpoint save my-label)"
argument-hint: "save [label] | list [--tag t] | resume [id] | rewind <id> | inspect <id> | summary [session] | memory recall <query> | review [session] | diff <a> [<b>] | env show <id> | tag <id> <tag> | annotate <id> <text> | delete <id> | doctor"
allowed-tools: Bash(node:*)
---
${DISPATCHER_MARKER} v1: installed by \`pai-checkpoint setup\`, removed by \`pai-checkpoint setup --remove\` -->
!\`node "${cliPath}" slash $ARGUMENTS\`

The text above is the output of pai-checkpoint for \`/checkpoint $ARGUMENTS\`.
If it is resume context for unfinished work, tell the user in one line which phase and task you are resuming, then continue the work from that phase.
Otherwise show it to the user as it is, without further action.
`;
}

/** The CLI path a dispatcher calls, or undefined when the file is not ours. */
export function dispatcherTarget(text: string): string | undefined {
  if (!text.includes(DISPATCHER_MARKER)) return undefined;
  return /!`node "([^"]+)" slash/.exec(text)?.[1];
}

export interface SetupOptions {
  remove?: boolean;
  force?: boolean;
  /** The CLI file the dispatcher runs (default: this one). */
  cliPath: string;
}

export interface SetupResult {
  path: string;
  action: 'installed' | 'updated' | 'unchanged' | 'removed' | 'absent';
}

/** Installs (or removes) the dispatcher; a file that is not ours is left alone unless `force`. */
export async function setup(ctx: AppContext, options: SetupOptions): Promise<SetupResult> {
  const path = dispatcherPath(ctx.env);
  const existing = readFileIfExists(path);
  const ours = existing === undefined || existing.includes(DISPATCHER_MARKER);
  if (options.remove) {
    if (existing === undefined) return { path, action: 'absent' };
    if (!ours && !options.force) {
      throw new CheckpointError('CONFLICT', `${path} was not installed by pai-checkpoint; left as it is`, 'remove it yourself, or pass --force');
    }
    rmSync(path, { force: true });
    return { path, action: 'removed' };
  }
  if (!ours && !options.force) {
    throw new CheckpointError('CONFLICT', `${path} exists and is not pai-checkpoint's dispatcher; left as it is`, 'move it away, or pass --force to replace it');
  }
  readFileSync(options.cliPath); // the dispatcher must point at a CLI that exists (throws ENOENT)
  const text = dispatcherText(options.cliPath);
  if (existing === text) return { path, action: 'unchanged' };
  writeFileAtomicSync(path, text, { mode: 0o644 });
  return { path, action: existing === undefined ? 'installed' : 'updated' };
}
