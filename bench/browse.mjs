// `browse` (issue 36): the browser's first screen on a volume of 1,000 sessions x 10 checkpoints,
// through the built CLI (dist/cli.cjs importing dist/browse.mjs) in a real terminal, against
// `sessions --json` on the same volume in the same run (interleaved, p50 of each):
//   first screen (the sessions on the left, the newest one's timeline on the right) / sessions --json
//                          the figure printed as a ratio; the target is absolute   <= 1 s
//   list --all --limit 1 with and without the browser in dist/ (no other command loads it)  target <= 1.1
// The first screen is timed from the start of `script` (a pseudo-terminal around the CLI) to the
// output that draws the timeline's checkpoint list. The volume is written as in search.mjs
// (bench/volume.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyringFor, openVolumeAt } from '../dist/index.mjs';
import { populateVolume } from './volume.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.cjs');
const SESSIONS = Number(process.env.BENCH_BROWSE_SESSIONS ?? 1000);
const PER_SESSION = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const results = [];
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;
function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio} (target ${target})`);
}

const work = mkdtempSync(join(tmpdir(), 'pai-bench-browse-'));
const home = join(work, 'home');
const project = join(home, 'project');
const paiDir = join(home, '.pai');
const env = {
  PATH: (process.env.PATH ?? '')
    .split(':')
    .filter((p) => !p.includes('node_modules'))
    .join(':'),
  HOME: home,
  PAI_DIR: paiDir,
  CLAUDE_CONFIG_DIR: join(home, '.claude'),
  TERM: 'xterm-256color',
  LANG: 'C.UTF-8',
};

function cli(args, o = {}) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [o.cli ?? CLI, ...args], {
    cwd: project,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const dt = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`pai-checkpoint ${args.join(' ')} exited ${r.status}: ${r.stderr || r.stdout}`);
  return { dt, out: r.stdout };
}

async function populate() {
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'app.js'), 'console.log(1)\n');
  const first = JSON.parse(cli(['create', '--session', 'bench-first', '--json']).out);
  const volume = join(paiDir, 'volume');
  const real = JSON.parse(readFileSync(join(volume, 'checkpoints', 'bench-first', first.id, 'manifest.json'), 'utf8'));
  const { version: _v, parts: _p, checksum: _c, signature: _s, encryption: _e, ...draft } = real;
  const store = openVolumeAt(volume, {
    keyring: keyringFor({ signingFile: join(paiDir, 'checkpoint', 'signing.key') }),
  });
  const t = performance.now();
  await populateVolume(store, draft, {
    sessions: SESSIONS,
    perSession: PER_SESSION,
    fields: (i, c) => ({ pai: { phase: 1 + ((i + c) % 7), task: `task ${i}` } }),
  });
  console.log(
    `      (${SESSIONS * PER_SESSION} checkpoints written by commitCheckpoint in ${(performance.now() - t).toFixed(0)} ms)`,
  );
}

/**
 * One start of the browser in a terminal of its own (util-linux `script`: a pseudo-terminal, set to
 * 120x40): ms until its output holds the first screen. The output
 * is read as it comes (no polling: nothing else competes for the two cores).
 */
function firstScreen() {
  const vars = Object.entries(env)
    .map(([k, v]) => `${k}='${v}'`)
    .join(' ');
  const t = process.hrtime.bigint();
  const child = spawn(
    'script',
    ['-qfc', `stty cols 120 rows 40; cd '${project}' && env -i ${vars} node '${CLI}' browse`, '/dev/null'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let seen = false;
    child.stdout.on('data', (d) => {
      out += d.toString('utf8');
      if (/Checkpoints \(\d+, oldest first\)/.test(out)) {
        const dt = Number(process.hrtime.bigint() - t) / 1e6;
        seen = true;
        child.stdout.removeAllListeners('data');
        child.stdin.write('q');
        child.on('exit', () =>
          /Session bench-first/.test(out)
            ? resolve(dt)
            : reject(new Error(`the first screen does not show the newest session's timeline:\n${out}`)),
        );
      }
    });
    child.on(
      'exit',
      (code) => seen || reject(new Error(`the browser exited (${code}) before its first screen:\n${out}`)),
    );
  });
}

try {
  await populate();
  const base = [];
  const subj = [];
  for (let i = 0; i < RUNS; i++) {
    const r = cli(['sessions', '--json']);
    if (JSON.parse(r.out).length !== SESSIONS + 1) throw new Error('sessions --json did not list every session');
    base.push(r.dt);
    subj.push(await firstScreen());
  }
  const [b, s] = [p50(base), p50(subj)];
  report(
    `browse: first screen (${SESSIONS + 1} sessions, ${SESSIONS * PER_SESSION + 1} checkpoints) / sessions --json`,
    ms(s),
    ms(b),
    (s / b).toFixed(2),
    `<= 1000 ms (${(1000 / b).toFixed(1)}x the baseline here)`,
    s <= 1000,
  );

  // No other command pays for the browser: list from a copy of dist/ without browse.mjs is as fast
  // as from a copy with it (both copies outside the checkout: the same modules found beside them).
  const copies = ['dist-with-browser', 'dist-without-browser'].map((name) => join(work, name));
  for (const dir of copies) cpSync(join(ROOT, 'dist'), dir, { recursive: true });
  rmSync(join(copies[1], 'browse.mjs'));
  const [withB, without] = [[], []];
  const list = (dir) => cli(['list', '--all', '--limit', '1', '--json'], { cli: join(dir, 'cli.cjs') }).dt;
  for (let i = 0; i < 2 * RUNS; i++) {
    // In turn A B, B A: neither always runs first (the second start of a pair is the faster here).
    if (i % 2) (without.push(list(copies[1])), withB.push(list(copies[0])));
    else (withB.push(list(copies[0])), without.push(list(copies[1])));
  }
  const [w, wo] = [p50(withB), p50(without)];
  report(
    'list --all --limit 1 with dist/browse.mjs / without it',
    ms(w),
    ms(wo),
    (w / wo).toFixed(2),
    '<= 1.1',
    w / wo <= 1.1,
  );
} finally {
  if (process.env.BENCH_KEEP) console.log(work);
  else rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `${failed} browse target(s) missed.` : 'All browse targets met.');
process.exitCode = failed ? 1 : 0;
