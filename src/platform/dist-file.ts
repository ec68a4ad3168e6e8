import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This module's file: the bundle's (dist/*.cjs, dist/hooks/*.cjs, dist/index.mjs) or the source's (tests). */
export const selfFile = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url); // CommonJS bundles have no import.meta

/**
 * A file the build puts in dist/ (the zstd wasm, the pack worker), found from the running code:
 * beside a bundle in dist/, one level up from dist/hooks/, or in the project's dist/ when the
 * sources run (tests; `npm test` builds first). Undefined when it is not there.
 */
export function distFile(name: string): string | undefined {
  const here = dirname(selfFile);
  for (const p of [join(here, name), join(here, '..', name), join(here, '..', '..', 'dist', name)])
    if (existsSync(p)) return p;
  return undefined;
}
