// `report <session>` (issue 36) on a session of 500 checkpoints, through the built CLI (dist/cli.cjs):
//   report -o <file> (p50) / list --session <s> --all-triggers --limit 1000 --json (p50), which reads
//     the same session's index: the figure printed as a ratio; the target is absolute   <= 2 s
//   the file's size                                                                             <= 5 MB
//
// The session: a real first checkpoint (`create`), then 499 written by the library's own writer
// (populateVolume: commitCheckpoint with that checkpoint's manifest as the draft, sealed and signed
// as the CLI leaves them) a minute apart over seven phases, with tags, pending approvals and a
// context curve rising to a compaction and again; then a last real `create` after files changed,
// so the report has diffs to show. BENCH_REPORT_CHECKPOINTS sets the count.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyringFor, openVolumeAt } from '../dist/index.mjs';
import { populateVolume } from './volume.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.cjs');
const CHECKPOINTS = Number(process.env.BENCH_REPORT_CHECKPOINTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SESSION = 'bench00000-0000-4000-8000-000000000000';

const results = [];
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;
function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio} (target ${target})`);
}

const work = mkdtempSync(join(tmpdir(), 'pai-bench-report-'));
const home = join(work, 'home');
const project = join(home, 'project');
const paiDir = join(home, '.pai');
const env = {
  // Without node_modules/.bin (npm run puts it first): the environment capture would probe its claude.
  PATH: (process.env.PATH ?? '')
    .split(':')
    .filter((p) => !p.includes('node_modules'))
    .join(':'),
  HOME: home,
  PAI_DIR: paiDir,
  CLAUDE_CONFIG_DIR: join(home, '.claude'),
};

function cli(args) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: project, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const dt = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`pai-checkpoint ${args.join(' ')} exited ${r.status}: ${r.stderr || r.stdout}`);
  return { dt, out: r.stdout };
}

/** Checkpoint c of the session: its phase (seven bands), task, tags, approval and conversation figures. */
function fields(draft, c, at) {
  const phase = 1 + Math.min(6, Math.floor((c * 7) / CHECKPOINTS));
  const compactions = c < CHECKPOINTS / 2 ? 0 : 1;
  const percent = Math.round(((c % (CHECKPOINTS / 2)) / (CHECKPOINTS / 2)) * 900 + 50) / 10;
  const f = {
    pai: { phase, task: 'Stream the CSV parser and keep memory flat' },
    tags: c % 50 === 0 ? [`milestone/m${c / 50}`] : [],
    conversation: {
      ...draft.conversation,
      turn_count: c + 1,
      tokens_used: 2000 * (c + 1),
      context: {
        tokens_used: Math.round(percent * 2000),
        model: 'claude-opus-4',
        window: 200_000,
        budget_percent: percent,
        compactions,
        compression_applied: c === CHECKPOINTS / 2,
      },
    },
  };
  if (c % 97 === 0) f.approval = { status: 'pending', policy: 'bench' };
  if (c % 41 === 0) f.name = `step ${c}`;
  return f;
}

async function populate() {
  mkdirSync(project, { recursive: true });
  // Retention would prune them: populateVolume dates them from 2026-06-01, and keeps no label on most.
  mkdirSync(paiDir, { recursive: true });
  writeFileSync(join(paiDir, 'checkpoint.toml'), '[retention]\nkeep_last = 100000\nmax_age_days = 36500\n');
  for (let i = 0; i < 20; i++)
    writeFileSync(
      join(project, `mod${i}.js`),
      Array.from({ length: 200 }, (_, n) => `export const v${n} = ${n};`).join('\n'),
    );
  const first = JSON.parse(cli(['create', '--session', 'bench-first', '--json']).out);
  const volume = join(paiDir, 'volume');
  const real = JSON.parse(readFileSync(join(volume, 'checkpoints', 'bench-first', first.id, 'manifest.json'), 'utf8'));
  const { version: _v, parts: _p, checksum: _c, signature: _s, encryption: _e, ...draft } = real;
  const store = openVolumeAt(volume, {
    keyring: keyringFor({ signingFile: join(paiDir, 'checkpoint', 'signing.key') }),
  });
  const t = performance.now();
  await populateVolume(store, draft, {
    sessions: 1,
    perSession: CHECKPOINTS - 1,
    fields: (_i, c, at) => fields(draft, c, at),
  });
  // The last one real, after a change to ten files: the report's diffs.
  for (let i = 0; i < 10; i++)
    writeFileSync(
      join(project, `mod${i}.js`),
      Array.from({ length: 200 }, (_, n) => `export const v${n} = ${n % 3 ? n : n * 2};`).join('\n'),
    );
  cli(['create', '--session', SESSION, '--json']);
  console.log(`      (${CHECKPOINTS} checkpoints of one session written in ${(performance.now() - t).toFixed(0)} ms)`);
}

try {
  await populate();
  const out = join(work, 'report.html');
  const base = [];
  const subj = [];
  const listed = JSON.parse(
    cli(['list', '--session', SESSION, '--all-triggers', '--limit', '1000', '--json']).out,
  ).rows.map((r) => r.id);
  if (listed.length !== CHECKPOINTS) throw new Error(`list shows ${listed.length} checkpoints, not ${CHECKPOINTS}`);
  for (let i = 0; i < RUNS; i++) {
    base.push(cli(['list', '--session', SESSION, '--all-triggers', '--limit', '1000', '--json']).dt);
    const r = cli(['report', SESSION, '-o', out, '--json']);
    subj.push(r.dt);
  }
  const html = readFileSync(out, 'utf8');
  const missing = listed.filter((id) => !html.includes(`<code>${id}</code>`));
  if (missing.length) throw new Error(`the report misses ${missing.length} checkpoint(s), e.g. ${missing[0]}`);
  const [s, b] = [p50(subj), p50(base)];
  report(
    `report of a session of ${CHECKPOINTS} checkpoints / list --session --all-triggers --json`,
    ms(s),
    ms(b),
    (s / b).toFixed(2),
    `<= 2000 ms (${(2000 / b).toFixed(1)}x the baseline here)`,
    s <= 2000,
  );
  const bytes = statSync(out).size;
  report(
    `report's size (${CHECKPOINTS} checkpoints, 10 files' diffs)`,
    `${(bytes / 1e6).toFixed(2)} MB`,
    '5 MB',
    (bytes / 5e6).toFixed(2),
    '<= 5 MB',
    bytes <= 5e6,
  );
  if (process.env.BENCH_REPORT_KEEP) writeFileSync(process.env.BENCH_REPORT_KEEP, html);
} finally {
  if (!process.env.BENCH_REPORT_KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`      (kept ${work})`);
}
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `${failed} report target(s) missed.` : 'All report targets met.');
process.exitCode = failed ? 1 : 0;
