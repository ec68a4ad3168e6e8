import type { PaiPaths } from './paths.js';

/**
 * What every part of the program is given instead of reaching for globals: its roots, its clock,
 * its environment and where a warning goes. Hooks, the worker and the CLI each build one; tests
 * build their own (fixed clock, temp roots). The application layer adds the cwd, the configuration
 * and the volume (app/context.ts).
 */
export interface Context {
  paths: PaiPaths;
  now: () => Date;
  env: Record<string, string | undefined>;
  warn: (message: string) => void;
}
