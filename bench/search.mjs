// `search "<query>"` (SPEC-07.12, issue 13) on a volume of 10,000 checkpoints, each figure against a
// baseline measured in the same run on the same volume, through the built CLI (dist/cli.cjs):
//   search --all, a rare word / list --all --limit 1 (which reads the same indexes)      target <= 1.5
//   search --all, three terms with qualifiers (119 matches) / the same baseline          target <= 1.5
//   search --all with 10,000 phase records on this machine too / list --all --limit 1    target <= 2
//   the files search reads: index.json per session, never a manifest or a fact  target <= sessions + 10, 0 manifests
//     (counted by a preload wrapping fs/promises' readFile and open; its folder listings are also printed: one per
//     session, LocalVolume.listLevel checking that the folder holds an object, plus a walk of each
//     session whose index the added facts left not settled)
//
// The volume: BENCH_SEARCH_SESSIONS (1,000) sessions x 10 checkpoints, written by the library's own
// writer (commitCheckpoint from dist/index.mjs) with the manifest of a real first checkpoint (made by
// `create`) as the draft: sealed, signed, each session's index settled, as the CLI leaves them. Their
// tags, annotations, issue links, labels, phases and tasks vary; then a few facts are added by the
// real `tag`, `annotate` and `link` commands (their sessions' indexes are then not settled: a listing
// each). About a minute on an idle 2-core machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCheckpointSync, keyringFor, openVolumeAt } from '../dist/index.mjs';
import { populateVolume } from './volume.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.cjs');
const SESSIONS = Number(process.env.BENCH_SEARCH_SESSIONS ?? 1000);
const PER_SESSION = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const PHASES = ['OBSERVE', 'THINK', 'PLAN', 'BUILD', 'EXECUTE', 'VERIFY', 'LEARN'];

const results = [];
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;
function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio} (target ${target})`);
}

const work = mkdtempSync(join(tmpdir(), 'pai-bench-search-'));
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

function cli(args, extra = []) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...extra, CLI, ...args], {
    cwd: project,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const dt = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && !(args[0] === 'search' && r.status === 3))
    throw new Error(`pai-checkpoint ${args.join(' ')} exited ${r.status}: ${r.stderr || r.stdout}`);
  return { dt, out: r.stdout, err: r.stderr };
}

/** What varies from checkpoint to checkpoint: the fields search looks at. */
function searchable(i, c, at) {
  const n = i * PER_SESSION + c;
  const f = {
    tags: [],
    annotations: [],
    linked_issues: [],
    pai: {
      phase: 1 + (n % 7),
      task: `task ${i}: ${['refactor the parser', 'fix the login flow', 'write the docs', 'speed up the build'][n % 4]}`,
    },
  };
  if (n % 3 === 0) f.tags.push(`milestone/v${n % 40}.0`);
  if (n % 5 === 0) f.tags.push(`experiment/approach-${'abcde'[(n / 5) % 5]}`);
  if (n % 4 === 0)
    f.annotations.push({
      timestamp: new Date(at).toISOString(),
      user: 'bench',
      text: `reviewed ${n}: the ${['parser', 'tests', 'docs'][n % 3]} looked fine`,
    });
  if (n % 7 === 0)
    f.linked_issues.push({
      tracker: 'github',
      id: `acme/app#${n % 500}`,
      url: `https://github.com/acme/app/issues/${n % 500}`,
    });
  if (n % 11 === 0) f.name = `release-${n}`;
  return f;
}

async function populate() {
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'app.js'), 'console.log(1)\n');
  const first = JSON.parse(cli(['create', '--session', 'bench-first', '--json']).out);
  const volume = join(paiDir, 'volume');
  const real = JSON.parse(readFileSync(join(volume, 'checkpoints', 'bench-first', first.id, 'manifest.json'), 'utf8'));
  if (!real.signature)
    throw new Error("the first checkpoint's manifest is not signed: this bench expects a signing key under PAI_DIR");
  const { version: _v, parts: _p, checksum: _c, signature: _s, encryption: _e, ...draft } = real;
  const store = openVolumeAt(volume, {
    keyring: keyringFor({ signingFile: join(paiDir, 'checkpoint', 'signing.key') }),
  });
  const t = performance.now();
  await populateVolume(store, draft, {
    sessions: SESSIONS,
    perSession: PER_SESSION,
    fields: (i, c, at) => {
      const { name, ...fields } = searchable(i, c, at);
      return { ...fields, ...(name ? { name } : {}) };
    },
  });
  console.log(
    `      (${SESSIONS * PER_SESSION} checkpoints written by commitCheckpoint in ${(performance.now() - t).toFixed(0)} ms)`,
  );
  // A few facts by the real commands: the one checkpoint with the rare word, and links and tags here and there.
  const listed = JSON.parse(cli(['list', '--all', '--json', '--limit', '40']).out).rows.filter(
    (r) => r.sessionId !== 'bench-first',
  );
  cli(['annotate', listed[17].id, 'zeppelin: the flaky retry is back', '--user', 'bench']);
  for (const r of listed.slice(0, 8)) cli(['tag', r.id, 'stable']);
  cli(['link', listed[3].id, 'ph-q7x']);
  return { rare: listed[17].id };
}

/** search and the baseline, interleaved (machine noise hits both alike); p50 of each. */
function compare(args) {
  const base = [];
  const subj = [];
  let out;
  for (let i = 0; i < RUNS; i++) {
    base.push(cli(['list', '--all', '--limit', '1', '--json']).dt);
    const r = cli(args);
    subj.push(r.dt);
    out = JSON.parse(r.out);
  }
  return { base: p50(base), subj: p50(subj), out };
}

/** Counts the files and folders dist/cli.cjs reads under the volume (a preload wrapping fs/promises). */
function countReads(args) {
  const counter = join(work, 'count-reads.cjs');
  const log = join(work, 'reads.json');
  writeFileSync(
    counter,
    `
const fsp = require('node:fs/promises');
const root = ${JSON.stringify(join(paiDir, 'volume'))};
const seen = { index: 0, manifest: 0, fact: 0, other: 0, listings: 0 };
const { readFile, readdir, open } = fsp;
const count = (p) => {
  const s = String(p);
  if (s.startsWith(root)) seen[s.endsWith('/index.json') ? 'index' : s.endsWith('/manifest.json') ? 'manifest' : s.includes('/facts/') ? 'fact' : 'other']++;
};
fsp.readFile = function (p, ...rest) {
  count(p);
  return readFile.call(this, p, ...rest);
};
// The local volume reads an object through a file handle (storage/local.ts: open, then readFile of
// the handle): an open for reading is a read. (Before, only fs.promises.readFile was counted, which
// the volume no longer calls: the count was always 0.)
fsp.open = function (p, flags, ...rest) {
  // ('r', or numeric flags opening read-only: core/regular.ts opens with O_RDONLY | O_NONBLOCK.)
  if (flags === undefined || flags === 'r' || (typeof flags === 'number' && (flags & 3) === 0)) count(p);
  return open.call(this, p, flags, ...rest);
};
fsp.readdir = function (p, ...rest) {
  if (String(p).startsWith(root)) seen.listings++;
  return readdir.call(this, p, ...rest);
};
process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(log)}, JSON.stringify(seen)));
`,
  );
  const out = JSON.parse(cli(args, ['--require', counter]).out);
  return { reads: JSON.parse(readFileSync(log, 'utf8')), out };
}

try {
  const { rare } = await populate();
  const sessions = SESSIONS + 1;
  const checkpoints = `${sessions} sessions, ${SESSIONS * PER_SESSION + 1} checkpoints`;
  if (
    /unknown command "search"/.test(
      spawnSync(process.execPath, [CLI, 'search', 'x'], { cwd: project, env, encoding: 'utf8' }).stderr,
    )
  )
    throw new Error(
      'dist/cli.cjs has no `search` command: add it to src/adapters/cli/main.ts and run `node scripts/build.mjs`',
    );

  const one = compare(['search', 'zeppelin', '--all', '--json']);
  if (one.out.total !== 1 || one.out.rows[0].id !== rare)
    throw new Error(`search zeppelin found ${JSON.stringify(one.out.rows.map((r) => r.id))}, not ${rare}`);
  report(
    `search --all "zeppelin" (1 match; ${checkpoints}) / list --all --limit 1`,
    ms(one.subj),
    ms(one.base),
    (one.subj / one.base).toFixed(2),
    '<= 1.5',
    one.subj / one.base <= 1.5,
  );
  const bare = p50(
    Array.from({ length: RUNS }, () => {
      const t = process.hrtime.bigint();
      spawnSync(process.execPath, ['-e', '0']);
      return Number(process.hrtime.bigint() - t) / 1e6;
    }),
  );
  console.log(
    `      (node -e 0 takes ${ms(bare)} here: search spends ${ms(one.subj - bare)} past a bare start, list ${ms(one.base - bare)})`,
  );

  const broad = compare(['search', 'tag:milestone phase:build parser', '--all', '--json']);
  report(
    `search --all "tag:milestone phase:build parser" (${broad.out.total} matches) / list --all --limit 1`,
    ms(broad.subj),
    ms(broad.base),
    (broad.subj / broad.base).toFixed(2),
    '<= 1.5',
    broad.subj / broad.base <= 1.5,
  );

  const { reads, out } = countReads(['search', 'zeppelin', '--all', '--json']);
  if (out.total !== 1) throw new Error('the counted search found another result');
  const budget = sessions + 10;
  const files = reads.index + reads.manifest + reads.fact + reads.other;
  report(
    `files search reads on the volume (${checkpoints})`,
    `${files} files (${reads.index} index.json, ${reads.manifest} manifest.json, ${reads.fact} facts, ${reads.other} other) and ${reads.listings} folder listings`,
    `${sessions} sessions`,
    `${(files / sessions).toFixed(3)} per session`,
    `<= ${budget} files, no manifest or fact`,
    files <= budget && reads.manifest === 0 && reads.fact === 0,
  );

  // Phase records (~/.pai/checkpoints) are on this machine, not on the volume, and have no index
  // search can use: it reads each of them, where list stops at the newest few.
  const t = performance.now();
  const records = SESSIONS * PER_SESSION;
  for (let i = 0; i < records; i++) {
    createCheckpointSync(
      PHASES[i % 7],
      (i % 7) + 1,
      `record ${i}: ${i === records >> 1 ? 'zeppelin drill' : 'routine work'}`,
      [],
      { project },
      { paiDir, sessionId: `rec-${i % 100}`, now: () => new Date(Date.parse('2026-05-01T00:00:00Z') + i * 1000) },
    );
  }
  console.log(`      (${records} phase records written in ${(performance.now() - t).toFixed(0)} ms)`);
  const withRecords = compare(['search', 'zeppelin', '--all', '--json']);
  if (withRecords.out.total !== 2)
    throw new Error(`search zeppelin found ${withRecords.out.total} checkpoints with the records, not 2`);
  report(
    `search --all "zeppelin" with ${records} phase records too / list --all --limit 1`,
    ms(withRecords.subj),
    ms(withRecords.base),
    (withRecords.subj / withRecords.base).toFixed(2),
    '<= 2',
    withRecords.subj / withRecords.base <= 2,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `${failed} search target(s) missed.` : 'All search targets met.');
process.exitCode = failed ? 1 : 0;
