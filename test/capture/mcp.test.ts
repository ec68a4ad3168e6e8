import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { captureMcpState } from '../../src/capture/mcp.js';
import { ROOT, tempDir } from '../helpers.js';

const server = (mode: string) => ({ command: process.execPath, args: [join(ROOT, 'test', 'fixtures', 'mcp-server.mjs'), mode] });

test('each server: resource state, stateless, configured files, or its error — never fatal', async () => {
  const project = tempDir();
  mkdirSync(join(project, '.beads'));
  writeFileSync(join(project, '.beads', 'issues.jsonl'), '{"id":1}\n');
  const r = await captureMcpState(
    {
      withState: server('state'),
      noResource: server('no-resource'),
      noCapability: server('no-resources-capability'),
      hangs: server('hang'),
      crashes: server('crash'),
      missing: { command: '/no/such/binary' },
      remote: { type: 'http', url: 'https://mcp.example.test' },
      beads: { command: 'beads-mcp' },
      escape: { command: 'x' },
    },
    { project, stateFiles: { beads: ['.beads/issues.jsonl'], escape: ['../../etc/passwd'] }, query: true, timeoutMs: 1500 },
  );
  expect(r['withState']).toEqual({ kind: 'resource', state: { issues: 3, cursor: 'abc' } });
  expect(r['noResource']).toEqual({ kind: 'stateless', note: 'no checkpoint://state resource (Resource not found)' });
  expect(r['noCapability']).toEqual({ kind: 'stateless', note: 'no resources capability' });
  expect(r['hangs']).toEqual({ kind: 'error', error: 'no answer within 1500 ms' });
  expect(r['crashes']).toEqual({ kind: 'error', error: 'exited (3) before answering' });
  expect(r['missing']).toMatchObject({ kind: 'error', error: expect.stringMatching(/could not start: .*ENOENT/) });
  expect(r['remote']).toEqual({ kind: 'stateless', note: 'remote server (not queried)' });
  expect(r['beads']).toEqual({ kind: 'files', files: [{ path: '.beads/issues.jsonl', size: 9, sha256: expect.any(String), content_base64: Buffer.from('{"id":1}\n').toString('base64') }] });
  expect(r['escape']).toMatchObject({ kind: 'error', error: expect.stringMatching(/outside the project|ENOENT/) });
});

test('querying can be turned off', async () => {
  const r = await captureMcpState({ s: server('state') }, { project: tempDir(), stateFiles: {}, query: false, timeoutMs: 1000 });
  expect(r).toEqual({ s: { kind: 'stateless', note: 'not queried' } });
});
