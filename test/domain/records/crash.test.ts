import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseRecord } from '../../../src/domain/records/schema.js';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { readCheckpointRef } from '../../../src/domain/records/seed.js';
import { recordFiles, sandbox, ROOT } from '../../helpers.js';

const WRITER = join(ROOT, 'test', 'fixtures', 'writer.mjs');
const SEED = { version: '1.0.0', identity: { aiName: 'Kai' }, state: { proposals: [] }, unknown: [1, { a: true }] };

function exited(c: ChildProcess): Promise<void> {
  return new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));
}

/** Every visible record parses, seed.json parses with its foreign fields. */
function assertConsistent(paths: ReturnType<typeof sandbox>['paths']): number {
  const files = recordFiles(paths);
  for (const f of files) {
    let text = '';
    try {
      text = readFileSync(join(paths.checkpointsDir, f), 'utf8');
    } catch {
      continue; // deleted between readdir and read: fine
    }
    const p = parseRecord(text);
    if (!p.ok) throw new Error(`visible partial record ${f}: ${p.error}`);
  }
  const seed = JSON.parse(readFileSync(paths.seedPath, 'utf8'));
  expect(seed.unknown).toEqual(SEED.unknown);
  expect(seed.identity).toEqual(SEED.identity);
  return files.length;
}

test('kill -9 of writers at random moments never leaves a partial record or seed.json visible', async () => {
  const { paths } = sandbox();
  mkdirSync(paths.paiDir, { recursive: true });
  writeFileSync(paths.seedPath, `${JSON.stringify(SEED, null, 2)}\n`);
  let kills = 0;
  for (let round = 0; round < 25; round++) {
    const writers = Array.from({ length: 4 }, (_, i) =>
      spawn(process.execPath, [WRITER, paths.paiDir, `s${round}-${i}`, 'forever'], { stdio: 'ignore' }),
    );
    // Let them get going (until they have written, however loaded the machine is: a fixed delay
    // made this test depend on its speed), then kill each at a random moment while checking.
    const before = recordFiles(paths).length;
    for (const end = Date.now() + 20_000; recordFiles(paths).length < before + 4 && Date.now() < end;) {
      assertConsistent(paths);
      await new Promise((r) => setTimeout(r, 5));
    }
    const deadline = Date.now() + Math.random() * 300;
    while (Date.now() < deadline) {
      assertConsistent(paths);
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
    }
    for (const w of writers) {
      await new Promise((r) => setTimeout(r, Math.random() * 15));
      w.kill('SIGKILL');
      kills++;
    }
    await Promise.all(writers.map(exited));
  }
  const n = assertConsistent(paths);
  expect(kills).toBe(100);
  expect(n).toBeGreaterThan(50); // the kills hit writers that were busy writing
  // Locks left by killed holders are broken at once: a new writer gets through, and the ref moves.
  const warnings: string[] = [];
  const after = createCheckpointSync(
    'PLAN',
    3,
    'after the storm',
    [],
    {},
    { paiDir: paths.paiDir, sessionId: 'last', onWarning: (m) => warnings.push(m) },
  );
  expect(warnings).toEqual([]);
  expect(readCheckpointRef(paths.seedPath)).toBe(after.checkpointId);
  expect(readdirSync(paths.paiDir).filter((n) => n.endsWith('.lock'))).toEqual([]);
  // Only temp files (hidden by their prefix, swept by cleanup) may be left by the killed writers.
  expect(readdirSync(paths.paiDir).filter((n) => !n.startsWith('.tmp-'))).toEqual(
    expect.arrayContaining(['seed.json', 'checkpoints', 'events']),
  );
  // Temp files of killed writers are never visible as records (and cleanup sweeps them later).
  expect(readdirSync(paths.checkpointsDir).filter((n) => n.startsWith('ckpt-') && !n.endsWith('.json'))).toEqual([]);
}, 120_000);
