import { loadConfig, type Config } from '../core/config.js';
import type { Context } from '../core/context.js';
import { CheckpointError } from '../core/errors.js';
import type { StorageBackend } from '../storage/backend.js';
import { openVolume } from '../storage/open.js';

/**
 * What every use case is given: the Context (roots, clock, environment, where a warning goes) and
 * what a command adds to it. The CLI builds one per invocation (adapters/cli/context.ts); tests
 * build their own with `createAppContext` (temp roots, injected answers).
 */
export interface AppContext extends Context {
  /** The folder the use case runs in: a relative path the user gives is relative to it. */
  cwd: string;
  /** The project it works on: `CLAUDE_PROJECT_DIR` inside a Claude Code session, else `cwd`. */
  project: string;
  /** The configuration of `project` (checkpoint.toml files, then the environment): loaded on first use, then cached. */
  config(): Promise<Config>;
  /** The volume the configuration names: opened on first use, then the same one. */
  volume(): Promise<StorageBackend>;
  /**
   * Asks the person at hand and returns the answer. `flag` names the option that answers in
   * advance: where nobody can be asked (a pipe, a slash command, a test) it fails with USAGE naming it.
   */
  ask(question: string, flag: string): Promise<string>;
  /** A note for a person watching while the use case runs (why it waits); never part of its result. */
  notice(message: string): void;
}

export interface AppContextInit extends Context {
  cwd: string;
  /** Default: nobody to ask (USAGE naming the flag). */
  ask?: AppContext['ask'];
  /** Default: nobody watching. */
  notice?: AppContext['notice'];
}

export function createAppContext(init: AppContextInit): AppContext {
  let config: Promise<Config> | undefined;
  let volume: Promise<StorageBackend> | undefined;
  const project = init.env['CLAUDE_PROJECT_DIR'] || init.cwd;
  const ctx: AppContext = {
    paths: init.paths,
    now: init.now,
    env: init.env,
    warn: init.warn,
    cwd: init.cwd,
    project,
    config: () => (config ??= loadConfig({ paiDir: init.paths.paiDir, project, env: init.env })),
    volume: () => (volume ??= ctx.config().then(openVolume)),
    ask:
      init.ask ??
      (async (question, flag) => {
        throw new CheckpointError('USAGE', `needs confirmation, and there is nobody to ask: ${question}`, `pass ${flag}`);
      }),
    notice: init.notice ?? (() => undefined),
  };
  return ctx;
}

/** A yes/no question (default no); `yes` (from --yes) answers it in advance. */
export async function confirm(ctx: AppContext, question: string, yes: boolean | undefined): Promise<boolean> {
  if (yes) return true;
  return /^y(es)?$/i.test((await ctx.ask(`${question} [y/N]`, '--yes')).trim());
}
