import { lstatSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureDir, readFileIfExists, writeFileAtomicSync } from '../core/atomic.js';
import { CheckpointError } from '../core/errors.js';
import { resolveClaudeDir, type PaiPaths } from '../core/paths.js';
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

function dispatcherText(cliPath: string): string {
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

interface SetupOptions {
  remove?: boolean;
  force?: boolean;
  /** The CLI file the dispatcher runs (default: this one). */
  cliPath: string;
}

export interface SetupResult {
  /** The dispatcher file. */
  path: string;
  action: 'installed' | 'updated' | 'unchanged' | 'removed' | 'absent';
  /** `pai-checkpoint` on PATH. */
  link: LinkResult;
}

/** Installs (or removes) the dispatcher and the `pai-checkpoint` link; what is not ours is left alone unless `force`. */
export async function setup(ctx: AppContext, options: SetupOptions): Promise<SetupResult> {
  const dispatcher = setupDispatcher(ctx, options);
  return {
    ...dispatcher,
    link: options.remove
      ? unlinkCli(ctx.paths, ctx.env, Boolean(options.force))
      : linkCli(ctx.paths, ctx.env, options.cliPath, Boolean(options.force)),
  };
}

function setupDispatcher(ctx: AppContext, options: SetupOptions): Omit<SetupResult, 'link'> {
  const path = dispatcherPath(ctx.env);
  const existing = readFileIfExists(path);
  const ours = existing === undefined || existing.includes(DISPATCHER_MARKER);
  if (options.remove) {
    if (existing === undefined) return { path, action: 'absent' };
    if (!ours && !options.force) {
      throw new CheckpointError(
        'CONFLICT',
        `${path} was not installed by pai-checkpoint; left as it is`,
        'remove it yourself, or pass --force',
      );
    }
    rmSync(path, { force: true });
    return { path, action: 'removed' };
  }
  if (!ours && !options.force) {
    throw new CheckpointError(
      'CONFLICT',
      `${path} exists and is not pai-checkpoint's dispatcher; left as it is`,
      'move it away, or pass --force to replace it',
    );
  }
  readFileSync(options.cliPath); // the dispatcher must point at a CLI that exists (throws ENOENT)
  const text = dispatcherText(options.cliPath);
  if (existing === text) return { path, action: 'unchanged' };
  writeFileAtomicSync(path, text, { mode: 0o644 });
  return { path, action: existing === undefined ? 'installed' : 'updated' };
}

/**
 * `pai-checkpoint` on PATH: a plugin install puts nothing there, so `setup` links
 * `~/.local/bin/pai-checkpoint` (the user's bin folder of the XDG layout, where Claude Code's own
 * installer puts `claude`) to this CLI, and `setup --remove` removes it. Ours is the link that
 * `~/.pai/checkpoint/cli-link` names: a file or link someone else put there is never replaced or
 * removed (unless --force). The plugin runs from a copy per version (Claude Code's plugin cache),
 * so SessionStart re-points our link at the running plugin (followPlugin).
 */
export interface LinkResult {
  path: string;
  action: 'linked' | 'updated' | 'unchanged' | 'removed' | 'absent' | 'taken';
  /** Whether the link's folder is on this PATH (else the user must add it). */
  onPath: boolean;
}

export function userBinDir(env: Record<string, string | undefined>): string {
  return join(env['HOME'] || homedir(), '.local', 'bin');
}

function linkRecord(paths: PaiPaths): string {
  return join(paths.stateDir, 'cli-link');
}

function linkTarget(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Points `link` at `target`, atomically (a new link renamed over the old one). */
function pointLink(link: string, target: string): void {
  ensureDir(dirname(link));
  const temp = `${link}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  symlinkSync(target, temp);
  renameSync(temp, link);
}

/** Ours: the link the record names, still a link (or gone); a file put in its place is the user's. */
function isOurs(paths: PaiPaths, path: string, target: string | undefined): boolean {
  return readFileIfExists(linkRecord(paths))?.trim() === path && (target !== undefined || !exists(path));
}

/** Where setup puts the link, and whether that folder is on this PATH. */
function linkPlace(env: Record<string, string | undefined>): { path: string; onPath: boolean } {
  const dir = userBinDir(env);
  return { path: join(dir, 'pai-checkpoint'), onPath: (env['PATH'] ?? '').split(':').includes(dir) };
}

function linkCli(
  paths: PaiPaths,
  env: Record<string, string | undefined>,
  cliPath: string,
  force: boolean,
): LinkResult {
  const { path, onPath } = linkPlace(env);
  const target = linkTarget(path);
  const ours = isOurs(paths, path, target);
  if (target === cliPath && ours) return { path, action: 'unchanged', onPath };
  if (exists(path) && !ours && !force && target !== cliPath) return { path, action: 'taken', onPath };
  const action = exists(path) ? 'updated' : 'linked';
  pointLink(path, cliPath);
  writeFileAtomicSync(linkRecord(paths), `${path}\n`, { fsync: false });
  return { path, action, onPath };
}

function unlinkCli(paths: PaiPaths, env: Record<string, string | undefined>, force: boolean): LinkResult {
  const { path, onPath } = linkPlace(env);
  const ours = isOurs(paths, path, linkTarget(path));
  rmSync(linkRecord(paths), { force: true });
  if (!exists(path)) return { path, action: 'absent', onPath };
  if (!ours && !force) return { path, action: 'taken', onPath };
  rmSync(path, { force: true });
  return { path, action: 'removed', onPath };
}

/**
 * SessionStart: the dispatcher and the `pai-checkpoint` link that `setup` made follow the plugin
 * that runs (a plugin update installs a new copy and later deletes the old one). Reads two small
 * files when set up, one when not; writes only when they point elsewhere. Never fails.
 */
export function followPlugin(paths: PaiPaths, env: Record<string, string | undefined>, cliPath: string): void {
  try {
    const link = linkPlace(env).path;
    const target = linkTarget(link);
    // only the link setup made, where setup makes it
    if (target !== undefined && target !== cliPath && isOurs(paths, link, target)) pointLink(link, cliPath);
  } catch {
    // the next SessionStart tries again; doctor names a link that points nowhere
  }
  try {
    const path = dispatcherPath(env);
    const text = readFileIfExists(path);
    const target = text === undefined ? undefined : dispatcherTarget(text);
    if (target !== undefined && target !== cliPath) writeFileAtomicSync(path, dispatcherText(cliPath), { mode: 0o644 });
  } catch {
    // likewise
  }
}
