import { realpathSync } from 'node:fs';

declare const __VERSION__: string;
/** This build's version (package.json's, set by the bundler; `0.0.0-dev` unbundled). */
export const VERSION = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';

/** The file of the CLI that is running (dist/cli.cjs once built), links resolved. */
export function cliPath(): string {
  try {
    return realpathSync(process.argv[1] ?? '');
  } catch {
    return process.argv[1] ?? '';
  }
}
