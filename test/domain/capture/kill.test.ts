import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { appendTicket } from '../../../src/domain/session/queue.js';
import { findOrphans } from '../../../src/domain/volume/orphans.js';
import { listSessions } from '../../../src/domain/volume/read.js';
import { loadIndex } from '../../../src/domain/volume/session-index.js';
import { verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { assistantLine, DIST, sandbox, userLine, writeLines } from '../../helpers.js';

const exited = (c: ChildProcess) =>
  new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));

test('kill -9 of capture workers at random points (>= 200 times): never a visible corrupt checkpoint, the index always loads', async () => {
  const { home, paths, project } = sandbox();
  mkdirSync(paths.paiDir, { recursive: true });
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n[retention]\nkeep_last = 5\n');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: project });
  for (let i = 0; i < 40; i++) writeFileSync(join(project, `f${i}.txt`), `${i}\n`.repeat(2000));
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [userLine('go'), assistantLine([{ type: 'text', text: 'x'.repeat(50_000) }])]);
  const sessions = ['k1', 'k2', 'k3', 'k4'];
  for (const s of sessions)
    saveSession(paths, { ...newSession(s, project, project, new Date()), transcriptPath: transcript });
  const env = { HOME: home, PAI_DIR: paths.paiDir, PATH: '/usr/bin:/bin' };
  const store = new LocalVolume(join(paths.paiDir, 'volume'));

  const check = async () => {
    for (const s of await listSessions(store)) {
      const index = await loadIndex(store, s); // never throws: a bad index is rebuilt
      for (const e of index.checkpoints) {
        const v = await verifyCheckpoint(store, s, e.id);
        if (!v.ok) throw new Error(`listed checkpoint ${s}/${e.id} does not verify: ${JSON.stringify(v.problems)}`);
      }
    }
  };

  let kills = 0;
  let round = 0;
  while (kills < 200) {
    round++;
    // Change the tree now and then, so that some captures archive and some reuse.
    if (round % 3 === 0) writeFileSync(join(project, 'changing.txt'), `round ${round}\n`);
    const workers = sessions.map((s) => {
      appendTicket(paths, s, { trigger: 'periodic', at: new Date().toISOString() });
      return spawn(process.execPath, [join(DIST, 'worker.cjs'), 'capture', s], { env, stdio: 'ignore' });
    });
    // Every 10th round nobody is killed: captures then complete during the storm however slow the
    // machine is (under a loaded suite a worker can outlast every kill delay), so later rounds kill
    // workers that reuse and prune real checkpoints.
    const spare = round % 10 === 0;
    await Promise.all(
      workers.map(async (w) => {
        // A random moment of its work (a worker that ended before it is not waited for).
        await Promise.race([new Promise((r) => setTimeout(r, 60 + Math.random() * 500)), exited(w)]);
        if (!spare && w.exitCode === null && w.signalCode === null) {
          w.kill('SIGKILL');
          kills++;
        }
        await exited(w);
      }),
    );
    await check();
  }
  // After the storm: locks of killed workers do not block, every session captures again.
  for (const s of sessions) {
    appendTicket(paths, s, { trigger: 'manual', at: new Date().toISOString() });
    execFileSync(process.execPath, [join(DIST, 'worker.cjs'), 'capture', s], { env, timeout: 60_000 });
    const last = (await loadIndex(store, s)).checkpoints.at(-1)!;
    expect(last.trigger).toBe('manual');
    expect((await verifyCheckpoint(store, s, last.id)).ok).toBe(true);
  }
  await check();
  // Tickets the killed workers had taken were taken over (or dropped after 3 attempts): none is left behind.
  expect(
    readdirSync(join(paths.stateDir, 'captures')).filter((n) => n.endsWith('.taken') || n.endsWith('.pending.jsonl')),
  ).toEqual([]);
  const captured = (
    await Promise.all(sessions.map(async (s) => (await loadIndex(store, s)).checkpoints.length))
  ).reduce((a, b) => a + b, 0);
  expect(captured).toBeGreaterThan(4);
  // Killed captures leave at most orphan folders (no manifest): invisible, and swept by prune.
  const orphans = (await Promise.all(sessions.map((s) => findOrphans(store, s, 0)))).flat();
  expect(orphans.every((id) => /^[0-9A-Z]{26}$/.test(id))).toBe(true);
}, 240_000);
