import { expect, test } from 'vitest';
import {
  checkpointOfKey,
  checkpointPrefix,
  indexKey,
  manifestKey,
  partKey,
  sessionOfFolder,
  sessionPrefix,
  sessionStatusKey,
} from '../../src/storage/layout.js';
import { isValidKey } from '../../src/storage/backend.js';

test('every key of the volume, from one place', () => {
  expect(sessionPrefix('s-1')).toBe('checkpoints/s-1/');
  expect(checkpointPrefix('s-1', '01J0')).toBe('checkpoints/s-1/01J0/');
  expect(partKey('s-1', '01J0', 'git/state.json')).toBe('checkpoints/s-1/01J0/git/state.json');
  expect(manifestKey('s-1', '01J0')).toBe('checkpoints/s-1/01J0/manifest.json');
  expect(indexKey('s-1')).toBe('checkpoints/s-1/index.json');
  expect(sessionStatusKey('s-1')).toBe('sessions/s-1/session.json');
  for (const k of [
    partKey('s-1', '01J0', 'mcp_state/x.json'),
    manifestKey('s-1', '01J0'),
    indexKey('s-1'),
    sessionStatusKey('s-1'),
  ])
    expect(isValidKey(k)).toBe(true);
});

test.each(['..', '../x', 'a/b', '', '.hidden', 'x'.repeat(129)])(
  'an unsafe id %j never becomes a key segment',
  (bad) => {
    expect(() => sessionPrefix(bad)).toThrow(/invalid session id/);
    expect(() => checkpointPrefix('s', bad)).toThrow(/invalid checkpoint id/);
    expect(() => sessionStatusKey(bad)).toThrow(/invalid session id/);
  },
);

test('keys taken apart: a checkpoint part, a listed session folder', () => {
  expect(checkpointOfKey('checkpoints/s/01J0/manifest.json')).toEqual({
    sessionId: 's',
    id: '01J0',
    part: 'manifest.json',
  });
  expect(checkpointOfKey('checkpoints/s/01J0/git/state.json')).toEqual({
    sessionId: 's',
    id: '01J0',
    part: 'git/state.json',
  });
  for (const k of [
    'checkpoints/s/index.json',
    'sessions/s/session.json',
    'checkpoints/s',
    'checkpoints/s/01J0/',
    'other/s/1/x',
  ])
    expect(checkpointOfKey(k)).toBeUndefined();
  expect(sessionOfFolder('checkpoints/s-1/')).toBe('s-1');
  for (const f of ['checkpoints/', 'checkpoints/a/b/', 'sessions/s/', 'checkpoints/s'])
    expect(sessionOfFolder(f)).toBeUndefined();
});
