/**
 * Torture family 3 (issue 16): a full disk and I/O errors, on real small filesystems (a tmpfs of
 * a few MB, mounted by the test: this needs root, which this machine kind and its CI have; without
 * it the family says so in its figures and is skipped). The volume fills up mid-capture and
 * mid-prune, the state dir (records, logs) fills up under the hooks, the volume turns read-only,
 * and the volume is deleted under a running sidecar: each time a clear error (or, for hooks, exit
 * 0), nothing already stored damaged, and the next capture works once the cause is gone.
 * Figures: .tmp/torture/3-disk.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../src/storage/local.js';
import {
  assistantLine,
  DIST,
  runHookProcess,
  sandbox,
  tempDir,
  testPath,
  userLine,
  waitForWorkers,
  writeLines,
} from '../helpers.js';
import { recordFigures, Tally } from './figures.js';

const mounted: string[] = [];
/** A tmpfs of `mb` MB at a new folder (not a test temp dir: those are removed after each test, and a mount point cannot be), or undefined when this process may not mount one. */
function tmpfs(mb: number): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'pai-tmpfs-'));
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m,mode=0700`, 'tmpfs', dir]);
  if (r.status !== 0) return undefined;
  mounted.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of mounted.reverse()) {
    spawnSync('umount', ['-l', d]);
    rmSync(d, { recursive: true, force: true });
  }
});
const canMount = (() => {
  const d = tmpfs(1);
  if (!d) return false;
  spawnSync('umount', [d]);
  rmSync(mounted.pop()!, { recursive: true, force: true });
  return true;
})();

/** Fills the filesystem of `dir` but for `leaveKb` KB. */
function fill(dir: string, leaveKb: number): string {
  const df = spawnSync('df', ['-k', '--output=avail', dir], { encoding: 'utf8' }).stdout.trim().split('\n').pop()!;
  const file = join(dir, `.filler-${randomBytes(3).toString('hex')}`);
  spawnSync('fallocate', ['-l', `${Math.max(0, Number(df) - leaveKb)}K`, file]);
  return file;
}

function world(volume: string, paiDir?: string) {
  const sb = sandbox();
  const pai = paiDir ?? sb.paths.paiDir;
  const paths = { ...sb.paths, paiDir: pai };
  mkdirSync(pai, { recursive: true });
  writeFileSync(join(pai, 'checkpoint.toml'), `[mcp]\nquery_servers = false\n[volume]\npath = "${volume}"\n`);
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'a.txt'), 'a\n'.repeat(100));
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('go'), assistantLine([{ type: 'text', text: 'ok' }])]);
  const env = { HOME: sb.home, PAI_DIR: pai, PATH: testPath(), PAI_CHECKPOINT_LOCK_WAIT_SECONDS: '5' };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...args], {
      env,
      cwd: sb.project,
      encoding: 'utf8',
      timeout: 60_000,
    });
  return { ...sb, pai, paths, transcript, env, cli, store: new LocalVolume(volume) };
}

test.skipIf(!canMount)(
  'a full volume mid-capture and mid-prune, a full state dir under the hooks, a read-only volume, the volume deleted under a running sidecar: clear errors, hooks exit 0, nothing stored damaged, and the next capture works',
  async () => {
    const tally = new Tally();
    let lost = 0;
    let faults = 0;
    const check = (what: string, ok: boolean, detail = '') => {
      tally.add(`${what}: ${ok ? 'as it must' : 'WRONG'}`);
      if (!ok) (lost++, console.error(`${what}: ${detail}`));
    };

    // 1. The volume fills up mid-capture: exit 1 naming the full disk; what is stored still verifies; space back, the capture works.
    const vol = tmpfs(6)!;
    const w = world(vol);
    expect(w.cli('create', '--session', 's1').status).toBe(0);
    writeFileSync(join(w.project, 'big.bin'), randomBytes(3 * 1024 * 1024)); // incompressible: 3 MB of new packs
    const filler = fill(vol, 600);
    faults++;
    const full = w.cli('create', '--session', 's1');
    check(
      'capture on a full volume fails clearly',
      full.status === 1 && /no space|ENOSPC|full/i.test(full.stderr),
      `exit ${full.status}: ${full.stderr}`,
    );
    check('what was stored before still verifies', w.cli('verify', '--all', '--read-data').status === 0);
    faults++;
    const prune = w.cli('prune');
    check(
      'prune on a full volume: a clear error or done, never a crash',
      prune.status === 0 || (prune.status === 1 && /no space|ENOSPC/i.test(prune.stderr)),
      `exit ${prune.status}: ${prune.stderr}`,
    );
    check('after the prune, everything listed still verifies', w.cli('verify', '--all', '--read-data').status === 0);
    rmSync(filler);
    check('space back: the next capture works', w.cli('create', '--session', 's1').status === 0);
    check('and verifies', w.cli('verify', '--all', '--read-data').status === 0);

    // 2. The state dir (records, logs, session state) fills up: the hooks exit 0; what is there stays readable; space back, a save works.
    const state = tmpfs(2)!;
    const s = world(join(tempDir(), 'vol'), join(state, 'pai'));
    saveSession(s.paths, { ...newSession('s2', s.project, s.project, new Date()), transcriptPath: s.transcript });
    appendFileSync(
      s.transcript,
      `${assistantLine([{ type: 'text', text: '🗒️ TASK: Fill the disk\n━━━ 👁️ OBSERVE ━━━ 1/7' }])}\n`,
    );
    const stateFiller = fill(state, 8);
    faults++;
    for (const [hook, event] of [
      ['session-start', 'SessionStart'],
      ['stop', 'Stop'],
      ['pre-compact', 'PreCompact'],
    ] as const) {
      const r = runHookProcess(
        hook,
        { session_id: 's2', transcript_path: s.transcript, cwd: s.project, hook_event_name: event, source: 'startup' },
        { ...s.env, PAI_CHECKPOINT_SIDECAR: '0' },
      );
      check(`${event} hook on a full state dir exits 0`, r.code === 0, `exit ${r.code}: ${r.stdout}${r.stderr}`);
    }
    const save = s.cli('save', 'full', '--session', 's2');
    check(
      'save on a full state dir fails clearly',
      save.status !== 0 && /no space|ENOSPC/i.test(save.stderr),
      `exit ${save.status}: ${save.stderr}`,
    );
    rmSync(stateFiller);
    await waitForWorkers(s.pai);
    check('space back: a save works', s.cli('save', 'later', '--session', 's2').status === 0);
    check('and the records read', s.cli('list', '--json').status === 0);

    // 3. A read-only volume: a capture fails clearly; verify and list still work.
    faults++;
    spawnSync('mount', ['-o', 'remount,ro', vol]);
    const ro = w.cli('create', '--session', 's1');
    check(
      'capture on a read-only volume fails clearly',
      ro.status !== 0 && /read-only|EROFS/i.test(ro.stderr),
      `exit ${ro.status}: ${ro.stderr}`,
    );
    check('a read-only volume still verifies', w.cli('verify', '--all').status === 0);
    spawnSync('mount', ['-o', 'remount,rw', vol]);

    // 4. The volume deleted under a running sidecar: the session's next checkpoint is taken on a new volume there.
    faults++;
    const d = world(join(tempDir(), 'gone-vol'));
    const claude = spawn('sleep', ['600'], { stdio: 'ignore' });
    saveSession(d.paths, {
      ...newSession('s4', d.project, d.project, new Date()),
      transcriptPath: d.transcript,
      claudePid: claude.pid!,
    });
    const sidecar = spawn(process.execPath, [join(DIST, 'sidecar.cjs'), 's4'], {
      env: { ...d.env, PAI_CHECKPOINT_POLL_SECONDS: '1' },
      stdio: 'ignore',
    });
    try {
      appendFileSync(
        d.transcript,
        `${assistantLine([{ type: 'text', text: '🗒️ TASK: Lose the volume\n━━━ 👁️ OBSERVE ━━━ 1/7' }])}\n`,
      );
      const first = await until(async () => (await loadIndex(d.store, 's4')).checkpoints.length > 0);
      // The user deletes the volume while the capture that wrote it may still be writing (the session's
      // status, its lock given back): a folder emptied by rm can get a file again (ENOTEMPTY), and rm goes on.
      rmSync(d.store.location, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
      appendFileSync(d.transcript, `${assistantLine([{ type: 'text', text: '━━━ 🧠 THINK ━━━ 2/7' }])}\n`);
      const again = await until(async () => (await loadIndex(d.store, 's4')).checkpoints.length > 0);
      check('the sidecar goes on: a checkpoint on the recreated volume', first && again && sidecar.exitCode === null);
      check('which verifies', d.cli('verify', '--all', '--read-data').status === 0);
    } finally {
      claude.kill('SIGKILL');
      sidecar.kill('SIGKILL');
      await waitForWorkers(d.pai);
    }
    await waitForWorkers(w.pai);
    recordFigures('3-disk', {
      runs: Object.values(tally.outcomes).reduce((a, b) => a + b, 0),
      faults,
      outcomes: tally.outcomes,
      lost,
      note: 'tmpfs volumes and state dirs of 2-6 MB',
    });
    expect(lost).toBe(0);
  },
  240_000,
);

test.runIf(!canMount)(
  'without root no tmpfs can be mounted: the disk family is skipped, and says so in its figures',
  () => {
    recordFigures('3-disk', {
      runs: 0,
      faults: 0,
      outcomes: {},
      lost: 0,
      note: 'skipped: mounting a tmpfs needs root',
    });
  },
);

async function until(fn: () => Promise<boolean>, ms = 30_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
