import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createContext } from '../../src/core/context.js';
import { paiPaths } from '../../src/core/paths.js';
import { tempDir } from '../helpers.js';

test('the context reads the configuration once, and again when the user`s or the project`s file changed (a sidecar or a monitor runs for hours)', async () => {
  const home = tempDir();
  const paths = paiPaths({ paiDir: join(home, '.pai') });
  mkdirSync(paths.paiDir, { recursive: true });
  const project = join(home, 'project');
  mkdirSync(join(project, '.pai'), { recursive: true });
  const ctx = createContext({ paths, now: () => new Date(), env: {}, warn: () => undefined });
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[capture]\nperiodic_seconds = 300\n');
  const first = await ctx.configFor(undefined);
  expect(first.capture.periodicSeconds).toBe(300);
  expect(await ctx.configFor(undefined)).toBe(first); // not read again
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[capture]\nperiodic_seconds = 600\n');
  expect((await ctx.configFor(undefined)).capture.periodicSeconds).toBe(600);
  // the project's file, read for that project only
  const before = await ctx.configFor(project);
  expect(before.capture.excludes).not.toContain('secret-stuff/');
  writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[capture]\nextra_excludes = ["secret-stuff/"]\n');
  expect((await ctx.configFor(project)).capture.excludes).toContain('secret-stuff/');
  expect((await ctx.configFor(undefined)).capture.excludes).not.toContain('secret-stuff/');
});

test('a file broken by an edit while the process runs: the configuration read before goes on, and the warning says why; a fresh context refuses it', async () => {
  const home = tempDir();
  const paths = paiPaths({ paiDir: join(home, '.pai') });
  mkdirSync(paths.paiDir, { recursive: true });
  const warnings: string[] = [];
  const ctx = createContext({ paths, now: () => new Date(), env: {}, warn: (m) => warnings.push(m) });
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[capture]\nperiodic_seconds = 300\n');
  const good = await ctx.configFor(undefined);
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[capture\nperiodic_seconds = \n');
  expect(await ctx.configFor(undefined)).toBe(good);
  expect(warnings).toEqual([expect.stringMatching(/checkpoint\.toml.*: going on with the configuration read before$/)]);
  await expect(
    createContext({ paths, now: () => new Date(), env: {}, warn: () => undefined }).configFor(undefined),
  ).rejects.toThrow(/checkpoint\.toml/);
});
