import { hooksDisabled, restoreExtraCaCerts } from '../../core/config-env.js';
import { paiPaths } from '../../core/paths.js';
import { runBundle } from '../../core/code-cache.js';

// What hooks/hooks.json runs: dist/hooks/<event>.cjs is this file, and it runs the hook's bundle,
// dist/hooks/<event>.main.cjs (built from src/adapters/hooks/entry/<event>.ts), with V8's code
// cache (core/code-cache.ts); dist/worker.cjs and dist/sidecar.cjs likewise run dist/<name>.main.cjs.
// PAI_CHECKPOINT_DISABLE=1: no cache written either (the hook does nothing). First of all,
// NODE_EXTRA_CA_CERTS goes back as the user had it, for what this process starts (core/config-env.ts).
restoreExtraCaCerts(process.env);
runBundle(
  __filename.replace(/\.cjs$/, '.main.cjs'),
  hooksDisabled(process.env) ? undefined : paiPaths().codeCacheDir,
  require,
);
