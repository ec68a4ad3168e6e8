import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from '../../helpers.js';

// The hooks Claude Code runs on every prompt and tool call pay for every module they parse at
// start (their whole budget is ~20 ms over `node -e 0`): the record API and zod are loaded only on
// a phase transition (dist/lib/records.cjs), the TOML parser never. npm test builds dist/ first.
const HOT = ['post-tool-use', 'post-tool-use-failure', 'user-prompt-submit', 'stop'];

test.each(HOT)('the hot hook %s bundles neither zod nor the TOML parser, and loads the record API lazily', (hook) => {
  const text = readFileSync(join(ROOT, 'dist', 'hooks', `${hook}.cjs`), 'utf8');
  expect(text).not.toMatch(/node_modules\/zod\//);
  expect(text).not.toMatch(/node_modules\/smol-toml\//);
  expect(text).toMatch(/\.\.\/lib\/records\.cjs/);
});

test('every hook in hooks/hooks.json has its entry file and its bundle; entry files are one handler each', () => {
  const hooks = JSON.parse(readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8')) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
  const bundles = Object.values(hooks.hooks).flatMap((groups) => groups.flatMap((g) => g.hooks.map((h) => /dist\/hooks\/([\w-]+)\.cjs/.exec(h.command)?.[1])));
  expect(bundles.length).toBeGreaterThan(0);
  const entries = readdirSync(join(ROOT, 'src', 'adapters', 'hooks', 'entry')).map((f) => f.replace(/\.ts$/, ''));
  for (const b of bundles) {
    expect(entries).toContain(b);
    readFileSync(join(ROOT, 'dist', 'hooks', `${b}.cjs`));
  }
  for (const e of entries) {
    const code = readFileSync(join(ROOT, 'src', 'adapters', 'hooks', 'entry', `${e}.ts`), 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('//'));
    expect(code.filter((l) => !l.startsWith('import ')), e).toHaveLength(1);
  }
});
