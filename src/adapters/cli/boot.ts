import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paiPaths } from '../../core/paths.js';
import { runBundle } from '../../core/code-cache.js';

// What `pai-checkpoint` runs: dist/cli.cjs is this file, and it runs the CLI's bundle,
// dist/cli.main.cjs (built from src/adapters/cli/bin.ts), with V8's code cache (core/code-cache.ts),
// as the hooks' loader does theirs: compiling the 1.2 MB bundle was ~30 ms of every command.
// A script compiled from a cache cannot import() on Node 20, and the browser (dist/browse.mjs) is an
// ES module: this file, compiled as Node compiles any file, imports it for the CLI (the build's
// lazy-browse module asks for it by this name).
(globalThis as Record<symbol, unknown>)[Symbol.for('pai-checkpoint.import')] = (name: string) =>
  import(pathToFileURL(join(__dirname, name)).href);
runBundle(__filename.replace(/\.cjs$/, '.main.cjs'), paiPaths().codeCacheDir, require);
