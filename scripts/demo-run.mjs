// Bundles scripts/demo.ts (it reuses the e2e harness, written in TypeScript) and runs it.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';

await build({
  entryPoints: ['scripts/demo.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: '.tmp/demo.mjs',
  logLevel: 'warning',
});
// The bundle lives in .tmp/, so tell the harness where the claude binary is.
const env = { ...process.env, PAI_E2E_CLAUDE_BIN: new URL('../node_modules/.bin/claude', import.meta.url).pathname };
const r = spawnSync(process.execPath, ['.tmp/demo.mjs'], { stdio: 'inherit', env });
process.exitCode = r.status ?? 1;
