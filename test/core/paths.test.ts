import { expect, test } from 'vitest';
import { paiPaths, resolveClaudeDir, resolvePaiDir } from '../../src/core/paths.js';

test('PAI_DIR and CLAUDE_CONFIG_DIR move every root; defaults are under HOME', () => {
  expect(resolvePaiDir({ PAI_DIR: '/x/pai' })).toBe('/x/pai');
  expect(resolvePaiDir({}).endsWith('/.pai')).toBe(true);
  expect(resolveClaudeDir({ CLAUDE_CONFIG_DIR: '/c' })).toBe('/c');
  expect(paiPaths({ paiDir: '/p' })).toEqual({
    paiDir: '/p',
    checkpointsDir: '/p/checkpoints',
    seedPath: '/p/seed.json',
    eventsDir: '/p/events',
    stateDir: '/p/checkpoint',
    sessionsDir: '/p/checkpoint/sessions',
    logFile: '/p/checkpoint/plugin.log',
    scratchDir: '/p/checkpoint/tmp',
    codeCacheDir: '/p/checkpoint/code-cache',
  });
  expect(paiPaths({ paiDir: '/p', checkpointsDir: '/elsewhere' }).checkpointsDir).toBe('/elsewhere');
});
