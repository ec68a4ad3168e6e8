// `npm run torture` (issue 16): the long version of every torture family (test/torture, TORTURE=long),
// then one line per family with its figures (.tmp/torture/<family>.json, written by each family).
// Exits non-zero when a family failed or lost anything. `npm test` runs the short version.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = join(ROOT, '.tmp', 'torture');
const only = process.argv.slice(2); // e.g. `npm run torture -- kill` runs test/torture/kill.test.ts alone
rmSync(DIR, { recursive: true, force: true });
const started = Date.now();
const run = spawnSync(
  'npx',
  ['vitest', 'run', ...(only.length ? only.map((f) => `test/torture/${f}`) : ['test/torture']), '--reporter=dot'],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TORTURE: 'long' } },
);
const families = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')))
  : [];
console.log(`\ntorture (long), ${Math.round((Date.now() - started) / 1000)} s:`);
for (const f of families) {
  const outcomes = Object.entries(f.outcomes)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `${f.lost ? 'LOST' : 'ok  '}  ${f.family.padEnd(16)} runs ${String(f.runs).padStart(5)}, faults ${String(f.faults).padStart(5)}, lost ${f.lost}${f.note ? ` — ${f.note}` : ''}\n      ${outcomes}`,
  );
}
const lost = families.reduce((n, f) => n + f.lost, 0);
if (run.status !== 0) console.log(`vitest exited with ${run.status}`);
process.exitCode = run.status !== 0 || lost > 0 ? 1 : 0;
