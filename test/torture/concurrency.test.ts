/**
 * Torture family 2 (issue 16): 32 real processes on one session and one volume at once — CLI
 * annotate, tag, approve, create and prune, records writers moving checkpointRef, Stop hooks and
 * sidecars of the same session — then every write each finished process made must be there: no
 * lost index entry (the index lists every manifest), annotation, tag, approval (its fact and its
 * event), record or checkpointRef update; seed.json keeps its foreign fields; every event line
 * parses. Figures: .tmp/torture/2-concurrency.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { applyFacts } from '../../src/domain/volume/facts.js';
import { readFacts, readManifest } from '../../src/domain/volume/read.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../src/storage/local.js';
import { assistantLine, DIST, ROOT, sandbox, testPath, userLine, waitForWorkers, writeLines } from '../helpers.js';
import { recordFigures, scale, Tally } from './figures.js';

const FOREIGN = { version: '1.0.0', identity: { aiName: 'Kai' }, state: { proposals: [{ id: 'x1' }] } };

test(`${scale(32, 64)} processes at once on one session and one volume (annotate, tag, approve, create, prune, records, Stop hooks, sidecars): no write that finished is lost`, async () => {
  const { home, paths, project } = sandbox();
  mkdirSync(paths.paiDir, { recursive: true });
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n[retention]\nkeep_last = 3\n');
  writeFileSync(paths.seedPath, JSON.stringify(FOREIGN, null, 2));
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: project });
  writeFileSync(join(project, 'a.txt'), 'a\n');
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [
    userLine('go'),
    assistantLine([{ type: 'text', text: '🗒️ TASK: Many at once\n━━━ 👁️ OBSERVE ━━━ 1/7' }]),
  ]);
  const claude = spawn('sleep', ['600'], { stdio: 'ignore' });
  saveSession(paths, {
    ...newSession('c1', project, project, new Date()),
    transcriptPath: transcript,
    claudePid: claude.pid!,
  });
  const env = { HOME: home, PAI_DIR: paths.paiDir, PATH: testPath(), PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1' };
  const cli = (...args: string[]) =>
    spawn(process.execPath, [join(DIST, 'cli.cjs'), ...args], { env, cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  const idOf = (r: ReturnType<typeof spawnSync>) => JSON.parse(String(r.stdout)).id as string;
  const first = idOf(
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), 'create', '--session', 'c1', '--name', 'annotated', '--json'], {
      env,
      cwd: project,
    }),
  );
  const second = idOf(
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), 'create', '--session', 'c1', '--name', 'approved', '--json'], {
      env,
      cwd: project,
    }),
  );
  const store = new LocalVolume(join(paths.paiDir, 'volume'));

  const k = scale(1, 2); // the long run doubles every kind
  const jobs: { kind: string; child: ChildProcess; expect?: string }[] = [];
  for (let i = 0; i < 8 * k; i++)
    jobs.push({ kind: 'annotate', child: cli('annotate', first, `note ${i}`), expect: `note ${i}` });
  for (let i = 0; i < 6 * k; i++)
    jobs.push({ kind: 'tag', child: cli('tag', first, `conc/t${i}`), expect: `conc/t${i}` });
  for (let i = 0; i < 4 * k; i++)
    jobs.push({ kind: 'approve', child: cli('approve', second, '--reason', `[c${i}]`), expect: `[c${i}]` });
  for (let i = 0; i < 4 * k; i++)
    jobs.push({ kind: 'create', child: cli('create', '--session', 'c1', '--name', `n${i}`), expect: `n${i}` });
  for (let i = 0; i < 4 * k; i++)
    jobs.push({
      kind: 'records',
      child: spawn(process.execPath, [join(ROOT, 'test', 'fixtures', 'writer.mjs'), paths.paiDir, `w${i}`, '10'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    });
  for (let i = 0; i < 2 * k; i++) jobs.push({ kind: 'prune', child: cli('prune') });
  const stop = JSON.stringify({
    session_id: 'c1',
    transcript_path: transcript,
    cwd: project,
    hook_event_name: 'Stop',
    last_assistant_message: 'ok',
    stop_hook_active: false,
  });
  for (let i = 0; i < 2 * k; i++) {
    const h = spawn(process.execPath, [join(DIST, 'hooks', 'stop.cjs')], {
      env: { ...env, PAI_CHECKPOINT_SIDECAR: '0' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    h.stdin!.end(stop);
    jobs.push({ kind: 'stop hook', child: h });
  }
  for (let i = 0; i < 2 * k; i++)
    jobs.push({
      kind: 'sidecar',
      child: spawn(process.execPath, [join(DIST, 'sidecar.cjs'), 'c1'], { env, stdio: ['ignore', 'pipe', 'pipe'] }),
    });

  const output = new Map<ChildProcess, string>();
  for (const j of jobs)
    j.child.stdout?.on('data', (d: Buffer) => output.set(j.child, (output.get(j.child) ?? '') + d.toString()));
  const tally = new Tally();
  let lost = 0;
  const miss = (what: string) => {
    lost++;
    tally.add(`lost: ${what}`);
    console.error(`lost: ${what}`);
  };
  try {
    // Every process ends by itself, but the sidecars (they follow the session until its claude goes).
    await Promise.all(
      jobs
        .filter((j) => j.kind !== 'sidecar')
        .map((j) => new Promise<void>((r) => (j.child.exitCode !== null ? r() : j.child.once('exit', () => r())))),
    );
    claude.kill('SIGKILL');
    await Promise.all(
      jobs
        .filter((j) => j.kind === 'sidecar')
        .map((j) => new Promise<void>((r) => (j.child.exitCode !== null ? r() : j.child.once('exit', () => r())))),
    );
    await waitForWorkers(paths.paiDir, 60_000);
    for (const j of jobs) tally.add(`${j.kind}: exit ${j.child.exitCode}`);

    const done = (kind: string) => jobs.filter((j) => j.kind === kind && j.child.exitCode === 0);
    const view = async (id: string) =>
      applyFacts((await readManifest(store, 'c1', id))!, (await readFacts(store, 'c1', id)).facts);
    const a = await view(first);
    for (const j of done('annotate'))
      if (!a.annotations.some((n) => n.text === j.expect)) miss(`annotation "${j.expect}"`);
    for (const j of done('tag')) if (!a.tags.includes(j.expect!)) miss(`tag ${j.expect}`);
    const decisions = (await readFacts(store, 'c1', second)).facts.filter((f) => f.kind === 'approve');
    const events = readdirSync(paths.eventsDir).flatMap((n) =>
      readFileSync(join(paths.eventsDir, n), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { data: Record<string, unknown> }),
    );
    for (const j of done('approve')) {
      if (!decisions.some((f) => 'reason' in f && f.reason === j.expect)) miss(`approval fact ${j.expect}`);
      if (!events.some((e) => e.data['action'] === 'checkpoint.approve' && e.data['reason'] === j.expect))
        miss(`approval event ${j.expect}`);
    }
    // The index lists every manifest there is, and every named checkpoint a finished create made (named ones are kept by retention).
    const listed = new Set((await loadIndex(store, 'c1')).checkpoints.map((e) => e.id));
    const manifests = readdirSync(join(store.location, 'checkpoints', 'c1')).filter((d) =>
      existsSync(join(store.location, 'checkpoints', 'c1', d, 'manifest.json')),
    );
    for (const id of manifests) if (!listed.has(id)) miss(`index entry ${id}`);
    const names = new Set(
      await Promise.all([...listed].map(async (id) => (await readManifest(store, 'c1', id))?.name)),
    );
    for (const j of done('create')) if (!names.has(j.expect)) miss(`created checkpoint "${j.expect}"`);
    // Every record a writer reported is there; checkpointRef names one of them; seed.json keeps its other fields.
    const written = jobs
      .filter((j) => j.kind === 'records')
      .flatMap((j) => (output.get(j.child) ?? '').split('\n').filter(Boolean));
    const records = readdirSync(paths.checkpointsDir)
      .filter((n) => n.endsWith('.json'))
      .map((n) => (JSON.parse(readFileSync(join(paths.checkpointsDir, n), 'utf8')) as { id: string }).id);
    for (const id of written) if (!records.includes(id)) miss(`record ${id}`);
    const seed = JSON.parse(readFileSync(paths.seedPath, 'utf8')) as typeof FOREIGN & {
      state: { checkpointRef?: string };
    };
    if (
      JSON.stringify([seed.identity, seed.state.proposals]) !==
      JSON.stringify([FOREIGN.identity, FOREIGN.state.proposals])
    )
      miss('seed.json foreign fields');
    if (!seed.state.checkpointRef || !records.includes(seed.state.checkpointRef))
      miss(`checkpointRef ${seed.state.checkpointRef}`);
    tally.add('records written', written.length);
  } finally {
    claude.kill('SIGKILL');
    for (const j of jobs) if (j.child.exitCode === null) j.child.kill('SIGKILL');
    recordFigures('2-concurrency', { runs: jobs.length, faults: 0, outcomes: tally.outcomes, lost });
  }
  expect(lost).toBe(0);
  expect(
    jobs.filter((j) => j.kind !== 'sidecar' && j.kind !== 'stop hook' && j.child.exitCode !== 0).map((j) => j.kind),
  ).toEqual([]);
}, 300_000);
