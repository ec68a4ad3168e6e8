import { readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LocalVolume } from '../../src/storage/local.js';
import { tempDir } from '../helpers.js';
import { storageContract } from './contract.js';
import { CountingVolume } from './counting.js';

storageContract({
  name: 'local volume',
  create: async () => new LocalVolume(join(tempDir(), 'volume')),
  destroy: async () => undefined, // temp dirs are removed after each test
});

// The call counter the store's tests use only passes calls on: it keeps the contract too.
storageContract({
  name: 'call counter over a local volume',
  create: async () => new CountingVolume(new LocalVolume(join(tempDir(), 'volume'))),
  destroy: async () => undefined,
});

test('local volume: objects are 0600 files under the root; leftover temp files are not objects', async () => {
  const root = join(tempDir(), 'volume');
  const v = new LocalVolume(root);
  await v.put('checkpoints/s/c/manifest.json', '{}');
  expect(statSync(join(root, 'checkpoints/s/c/manifest.json')).mode & 0o777).toBe(0o600);
  mkdirSync(join(root, 'checkpoints/s/c'), { recursive: true });
  writeFileSync(join(root, 'checkpoints/s/c/.tmp-workspace.tar.zst.1.abc'), 'half');
  expect(await v.list('checkpoints/')).toEqual(['checkpoints/s/c/manifest.json']);
  expect(readdirSync(join(root, 'checkpoints/s/c')).sort()).toEqual(['.tmp-workspace.tar.zst.1.abc', 'manifest.json']);
  expect(await v.sweepLeftovers(3_600_000)).toBe(0); // might be a put in progress
  expect(await v.sweepLeftovers(3_600_000, Date.now() + 7_200_000)).toBe(1);
  expect(readdirSync(join(root, 'checkpoints/s/c'))).toEqual(['manifest.json']);
});

test('local volume: listLevel lists no folder that holds only temp files or nothing (as S3 would not)', async () => {
  const root = join(tempDir(), 'volume');
  const v = new LocalVolume(root);
  await v.put('checkpoints/s/c/manifest.json', '{}');
  mkdirSync(join(root, 'checkpoints/t/empty'), { recursive: true });
  mkdirSync(join(root, 'checkpoints/u'), { recursive: true });
  writeFileSync(join(root, 'checkpoints/u/.tmp-index.json.1.abc'), 'half');
  writeFileSync(join(root, 'checkpoints/.tmp-x.1.abc'), 'half');
  expect(await v.listLevel('checkpoints/')).toEqual({ keys: [], folders: ['checkpoints/s/'] });
  writeFileSync(join(root, 'checkpoints/t/empty/part'), 'x'); // written outside the backend: still an object
  expect(await v.listLevel('checkpoints/')).toEqual({ keys: [], folders: ['checkpoints/s/', 'checkpoints/t/'] });
});
