/**
 * Issue 34 finding 10: `diff` between two checkpoints of the same, unchanged install reported the
 * plugins and variables "removed" and printed two full PATH strings — one checkpoint was taken
 * inside Claude Code (a hook: CLAUDE_PLUGIN_ROOT, CLAUDE_PROJECT_DIR, a longer PATH), the other in
 * a terminal. Both snapshots here are real captures of this machine, in the two places.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { printEnvChanges } from '../../../src/adapters/cli/print.js';
import { environmentDiff } from '../../../src/domain/compare/environment.js';
import { captureEnvironment } from '../../../src/domain/capture/environment.js';
import { tempDir } from '../../helpers.js';

const ROOT = join(__dirname, '..', '..', '..');

test('a capture inside Claude Code and one in a terminal, same install: no plugin or variable "removed", PATH by its entries', async () => {
  const home = tempDir('env-home-');
  const claudeDir = join(home, '.claude');
  mkdirSync(claudeDir, { recursive: true });
  const project = tempDir('env-project-');
  const terminalPath = '/usr/local/bin:/usr/bin:/bin';
  const pluginBin = join(ROOT, 'bin');
  const base = { cwd: project, home, claudeDir };
  const inside = await captureEnvironment({
    ...base,
    env: { HOME: home, PATH: `${pluginBin}:${terminalPath}`, CLAUDE_PLUGIN_ROOT: ROOT, CLAUDE_PROJECT_DIR: project },
  });
  const terminal = await captureEnvironment({ ...base, env: { HOME: home, PATH: terminalPath } });
  expect(Object.keys(inside.plugins ?? {}), 'the hook capture names this plugin').toContain('checkpoint (this plugin)');
  expect(terminal.plugins, 'the terminal capture cannot').toBeUndefined();

  const changes = environmentDiff(inside, terminal);
  expect(changes).toEqual([
    { section: 'captured', name: '', from: 'inside Claude Code', to: 'outside Claude Code' },
    { section: 'env', name: 'PATH', from: pluginBin },
  ]);
  const printed = printEnvChanges(changes).join('\n');
  expect(printed).not.toContain(terminalPath); // the PATH both share is not printed
  expect(printed).not.toMatch(/plugin\) .*removed|CLAUDE_PROJECT_DIR/);
  // The other way round, and between two captures of one place: the same facts.
  expect(environmentDiff(terminal, inside)).toEqual([
    { section: 'captured', name: '', from: 'outside Claude Code', to: 'inside Claude Code' },
    { section: 'env', name: 'PATH', to: pluginBin },
  ]);
  expect(
    environmentDiff(
      inside,
      await captureEnvironment({
        ...base,
        env: {
          HOME: home,
          PATH: `${pluginBin}:${terminalPath}`,
          CLAUDE_PLUGIN_ROOT: ROOT,
          CLAUDE_PROJECT_DIR: project,
        },
      }),
    ),
  ).toEqual([]);
});

test('inside one place, a plugin that went away is still "removed", and a whole new PATH is shown by entries', async () => {
  const a = { plugins: { 'x@m': { version: '1.0.0' } }, env: { PATH: '/a:/b', LANG: 'C' } };
  const b = { plugins: {}, env: { PATH: '/b:/c', LANG: 'C.UTF-8' } };
  expect(environmentDiff(a, b)).toEqual([
    { section: 'plugins', name: 'x@m version', from: '1.0.0' },
    { section: 'env', name: 'LANG', from: 'C', to: 'C.UTF-8' },
    { section: 'env', name: 'PATH', from: '/a' },
    { section: 'env', name: 'PATH', to: '/c' },
  ]);
  expect(environmentDiff({ env: { PATH: '/a:/b' } }, { env: { PATH: '/b:/a' } })).toEqual([
    { section: 'env', name: 'PATH', from: '/a:/b', to: '/b:/a' },
  ]);
});
