/**
 * The plugin a marketplace installs is plugin/ (issue 34, item 1): links to what runs and nothing
 * else, so that a local clone's node_modules, sources and tests never reach Claude Code's plugin
 * cache, and nothing the plugin's files name is missing from it. (test/e2e/install.e2e.test.ts
 * installs it with the real binary.)
 */
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PLUGIN = join(ROOT, 'plugin');

/** Every file under plugin/, links followed (as Claude Code's copy follows them). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => (statSync(join(dir, e)).isDirectory() ? files(join(dir, e)) : [join(dir, e)]));
}

test("the marketplace's plugin is plugin/, whose entries are links to the repository's runtime files only", () => {
  const market = JSON.parse(readFileSync(join(ROOT, '.claude-plugin', 'marketplace.json'), 'utf8'));
  expect(market.plugins.map((p: { source: string }) => p.source)).toEqual(['./plugin']);
  const entries = [
    ...readdirSync(PLUGIN).filter((e) => e !== '.claude-plugin'),
    ...readdirSync(join(PLUGIN, '.claude-plugin')).map((e) => `.claude-plugin/${e}`),
  ];
  expect(entries.sort()).toEqual(['.claude-plugin/plugin.json', '.mcp.json', 'agents', 'commands', 'dist', 'hooks']);
  for (const e of entries) {
    // a relative link to the same name at the root: one copy of every file, whichever way it is loaded
    expect(lstatSync(join(PLUGIN, e)).isSymbolicLink(), e).toBe(true);
    expect(resolve(join(PLUGIN, e, '..'), readlinkSync(join(PLUGIN, e))), e).toBe(join(ROOT, e));
  }
});

test('every file the plugin names through CLAUDE_PLUGIN_ROOT or from its scripts is inside plugin/', () => {
  const named = new Set<string>();
  for (const file of files(PLUGIN)) {
    if (!/\.(json|md|sh)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\$\{CLAUDE_PLUGIN_ROOT\}\/([A-Za-z0-9_./-]+)/g)) named.add(m[1]!);
    // hooks/*.sh find the bundles beside them: "${0%/*}/../dist/…"
    for (const m of text.matchAll(/"\$\{0%\/\*\}\/\.\.\/([A-Za-z0-9_./-]+)/g)) named.add(m[1]!);
  }
  expect(named.size).toBeGreaterThan(5);
  expect([...named].filter((n) => !existsSync(join(PLUGIN, n)))).toEqual([]);
  const bytes = files(PLUGIN).reduce((sum, f) => sum + statSync(f).size, 0);
  expect(bytes, `${relative(ROOT, PLUGIN)} holds ${bytes} bytes`).toBeLessThanOrEqual(10_000_000);
});
