import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';
import { errorMessage } from './errors.js';
import type { PaiPaths } from './paths.js';

/**
 * What every part of the program is given instead of reaching for globals: its roots, its clock,
 * its environment, where a warning goes, and the configuration. Each entry point (the CLI, a hook,
 * the worker, the sidecar, the MCP server, the monitor) makes one with `createContext`; tests make
 * their own (fixed clock, temp roots). The application layer adds the cwd, the project and the
 * volume (app/context.ts).
 */
export interface Context {
  paths: PaiPaths;
  now: () => Date;
  env: Record<string, string | undefined>;
  warn: (message: string) => void;
  /**
   * The configuration (core/config.ts loadConfig): the user's checkpoint.toml, then what `project`'s
   * may set, then this context's environment; for no project, the user's file and the environment.
   * The only way to it: read once, and again when one of its files changed (a sidecar or a monitor
   * runs for hours while the user edits them).
   */
  configFor(project: string | undefined): Promise<Config>;
}

/** What an entry point gives `createContext`: the rest of a Context, the configuration aside. */
export type ContextInit = Omit<Context, 'configFor'>;

export function createContext(init: ContextInit): Context {
  const known = new Map<string, { stamp: string; config: Promise<Config>; good?: Config }>();
  return {
    ...init,
    configFor(project) {
      const files = [
        join(init.paths.paiDir, 'checkpoint.toml'),
        ...(project ? [join(project, '.pai', 'checkpoint.toml')] : []),
      ];
      const stamp = files.map(fileStamp).join('|');
      const key = project ?? '';
      const hit = known.get(key);
      if (hit?.stamp === stamp) return hit.config;
      const entry = { stamp } as { stamp: string; config: Promise<Config>; good?: Config };
      // imported when first asked: a hook that never reads the configuration never parses it (nor zod)
      entry.config = import('./config.js')
        .then(({ loadConfig }) => loadConfig({ paiDir: init.paths.paiDir, project, env: init.env }))
        .then(
          (config) => (entry.good = config),
          (err: unknown) => {
            // An edit that breaks the file while a monitor or a sidecar runs: it goes on with what it read before, and says so.
            if (!hit?.good) throw err;
            init.warn(`${errorMessage(err)}: going on with the configuration read before`);
            entry.good = hit.good;
            return hit.good;
          },
        );
      known.set(key, entry);
      return entry.config;
    },
  };
}

/** What tells a changed file from the one read before: its inode, size and mtime (none when absent). */
function fileStamp(file: string): string {
  try {
    const st = statSync(file);
    return `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return '-';
  }
}
