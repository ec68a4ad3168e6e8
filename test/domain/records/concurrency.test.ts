import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseRecord } from '../../../src/domain/records/schema.js';
import { readEvents, recordFiles, sandbox, ROOT } from '../../helpers.js';

const WRITER = join(ROOT, 'test', 'fixtures', 'writer.mjs');
const SEED = {
  version: '1.0.0',
  identity: { principalName: 'Ada' },
  learned: { patterns: [{ id: 'p', content: 'c' }] },
  state: { proposals: [], other: 42 },
  extra: 'keep me',
};

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WRITER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('32 processes creating records and moving checkpointRef at once: nothing lost', async () => {
  const { paths } = sandbox();
  mkdirSync(paths.paiDir, { recursive: true });
  writeFileSync(paths.seedPath, `${JSON.stringify(SEED, null, 2)}\n`);
  const PER = 15;
  const results = await Promise.all(
    Array.from({ length: 32 }, (_, i) => run([paths.paiDir, `session-${i}`, String(PER)])),
  );
  for (const r of results) expect(r).toMatchObject({ code: 0, stderr: '' });
  const ids = results.flatMap((r) => r.stdout.split('\n').filter(Boolean));
  expect(new Set(ids).size).toBe(32 * PER);

  const files = recordFiles(paths);
  expect(files).toHaveLength(32 * PER);
  const onDisk = files.map((f) => {
    const p = parseRecord(readFileSync(join(paths.checkpointsDir, f), 'utf8'));
    if (!p.ok) throw new Error(`${f}: ${p.error}`);
    return p.record.id;
  });
  expect(new Set(onDisk)).toEqual(new Set(ids));
  expect(readdirSync(paths.checkpointsDir).filter((n) => n.startsWith('.tmp-'))).toEqual([]);

  const seed = JSON.parse(readFileSync(paths.seedPath, 'utf8'));
  const { checkpointRef, ...state } = seed.state;
  expect({ ...seed, state }).toEqual(SEED);
  expect(checkpointRef).toBe([...ids].sort().at(-1)); // the newest, whatever order the writers finished in
  expect(readdirSync(paths.paiDir).filter((n) => n.includes('.lock') || n.startsWith('.tmp-'))).toEqual([]);

  const created = readEvents(paths).filter((e) => e.data.action === 'checkpoint_created');
  expect(created).toHaveLength(32 * PER);
}, 120_000);
