import type { Config } from '../core/config.js';
import { createContext, type Context, type ContextInit } from '../core/context.js';
import { CheckpointError } from '../core/errors.js';
import type { StorageBackend } from '../storage/backend.js';
import { openVolume } from '../storage/open.js';

/**
 * What every use case is given: the Context (roots, clock, environment, where a warning goes, the
 * configuration) and what a command adds to it. The CLI and the MCP server build one per
 * invocation (adapters/cli/context.ts, app/agent-tools.ts); tests build their own with
 * `createAppContext` (temp roots, injected answers).
 */
export interface AppContext extends Context {
  /** The folder the use case runs in: a relative path the user gives is relative to it. */
  cwd: string;
  /** The project it works on: `CLAUDE_PROJECT_DIR` inside a Claude Code session, else `cwd`. */
  project: string;
  /** The configuration of `project` (ctx.configFor). */
  config(): Promise<Config>;
  /** The volume the configuration names (volumeOf). */
  volume(): Promise<StorageBackend>;
  /**
   * Asks the person at hand and returns the answer. `flag` names the option that answers in
   * advance: where nobody can be asked (a pipe, a slash command, a test) it fails with USAGE naming it.
   */
  ask(question: string, flag: string): Promise<string>;
  /** A note for a person watching while the use case runs (why it waits); never part of its result. */
  notice(message: string): void;
}

interface AppContextInit extends ContextInit {
  cwd: string;
  /** Default: nobody to ask (USAGE naming the flag). */
  ask?: AppContext['ask'];
  /** Default: nobody watching. */
  notice?: AppContext['notice'];
}

export function createAppContext(init: AppContextInit): AppContext {
  const base = createContext(init);
  const project = init.env['CLAUDE_PROJECT_DIR'] || init.cwd;
  const ctx: AppContext = {
    ...base,
    cwd: init.cwd,
    project,
    config: () => base.configFor(project),
    volume: () => volumeOf(ctx),
    ask:
      init.ask ??
      (async (question, flag) => {
        throw new CheckpointError(
          'USAGE',
          `needs confirmation, and there is nobody to ask: ${question}`,
          `pass ${flag}`,
        );
      }),
    notice: init.notice ?? (() => undefined),
  };
  return ctx;
}

const volumes = new WeakMap<Context, { config: Config; store: StorageBackend }>();

/**
 * The volume of a context: the one the user's configuration names (a project's file cannot choose
 * the volume or its keys: core/config-trust.ts), opened once, and again when that configuration
 * changed. The only place a volume is opened for a process (the lint's rule 10).
 */
export async function volumeOf(ctx: Context): Promise<StorageBackend> {
  const config = await ctx.configFor(undefined);
  const open = volumes.get(ctx);
  if (open?.config === config) return open.store;
  const store = openVolume(config);
  volumes.set(ctx, { config, store });
  return store;
}

/** A yes/no question (default no); `yes` (from --yes) answers it in advance. */
export async function confirm(ctx: AppContext, question: string, yes: boolean | undefined): Promise<boolean> {
  if (yes) return true;
  return /^y(es)?$/i.test((await ctx.ask(`${question} [y/N]`, '--yes')).trim());
}
