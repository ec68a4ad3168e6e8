/**
 * The monitor (app/orchestrator.ts) in-process on a real volume (a folder; the two-monitor race
 * also on s3rver): sessions' statuses are written as their sidecars write them, the checkpoints
 * are real, and claude is a script that records how it was started (in tmux: real tmux).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import type { AppContext } from '../../src/app/context.js';
import { Monitor, type MonitorEvent } from '../../src/app/orchestrator.js';
import { resumeSession } from '../../src/app/resume.js';
import type { Config, MonitorMode } from '../../src/core/config.js';
import { installationId } from '../../src/core/paths.js';
import { currentLease, takeLease } from '../../src/domain/session/lease.js';
import { projectDirName } from '../../src/domain/restore/restore.js';
import { getJson } from '../../src/storage/backend.js';
import { sessionStatusKey } from '../../src/storage/layout.js';
import { putVolumeStatus } from '../../src/domain/session/volume-status.js';
import { S3_CREDENTIALS, useS3 } from '../s3rver.js';
import { waitFor } from '../helpers.js';
import { appSandbox } from './support.js';

const s3 = useS3(['vol']);
const tmuxDir = mkdtempSync(join(tmpdir(), 'pai-tmux-'));
afterAll(() => {
  try {
    execFileSync('tmux', ['kill-server'], { env: { ...process.env, TMUX_TMPDIR: tmuxDir }, stdio: 'ignore' });
  } catch {
    // no server left
  }
});

/**
 * A claude that writes how it was started (argv, folder, epoch) to `<record>`, comes up as the real
 * one's SessionStart does (the session's runtime state at the epoch it was given), then waits a
 * moment (tmux keeps its session meanwhile). `exitAtOnce`: it prints an error and exits before that.
 */
function fakeClaude(
  dir: string,
  sessionsDir: string,
  o: { exitAtOnce?: boolean } = {},
): { bin: string; record: string; started(): { argv: string[]; cwd: string; epoch: string } | undefined } {
  const bin = join(dir, 'fake-claude');
  const record = join(dir, 'claude-started.json');
  const state = join(sessionsDir, 'S1.json');
  const comeUp = o.exitAtOnce
    ? `console.error('error: unknown option --bogus');\nprocess.exit(1);\n`
    : `fs.mkdirSync(${JSON.stringify(sessionsDir)}, { recursive: true });\nfs.writeFileSync(${JSON.stringify(state)}, JSON.stringify({ v: 1, sessionId: 'S1', epoch: Number(process.env.PAI_CHECKPOINT_EPOCH) }));\nsetTimeout(() => {}, 3000);\n`;
  // Written under a temp name and renamed: the test polls for the file, and a half-written one read as JSON failed it now and then.
  writeFileSync(
    bin,
    `#!/usr/bin/env node\nconst fs = require('fs');\nfs.writeFileSync(${JSON.stringify(`${record}.tmp`)}, JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd(), epoch: process.env.PAI_CHECKPOINT_EPOCH }));\nfs.renameSync(${JSON.stringify(`${record}.tmp`)}, ${JSON.stringify(record)});\n${comeUp}`,
  );
  chmodSync(bin, 0o755);
  return { bin, record, started: () => (existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : undefined) };
}

/** The sandbox with one checkpoint of S1, a monitor configuration and a recording claude. */
async function setUp(o: { env?: Record<string, string>; exitAtOnce?: boolean } = {}) {
  const sb = appSandbox();
  const claude = fakeClaude(sb.home, sb.paths.sessionsDir, o);
  const env = { PAI_CHECKPOINT_CLAUDE: claude.bin, TMUX_TMPDIR: tmuxDir, ...o.env };
  const ctx: AppContext = sb.ctx({ env });
  const checkpoint = (await create(ctx, { session: 'S1' })).id;
  const store = await ctx.volume();
  const config: Config['monitor'] = {
    timeoutSeconds: 90,
    resumeDelaySeconds: 0.3,
    pollSeconds: 1,
    maxSilenceHours: 24,
    workspaceRoot: join(sb.home, 'resumed'),
    claudeArgs: ['--allowedTools', 'Read'],
  };
  /** S1's status as its sidecar writes it, its last heartbeat `seconds` ago. */
  const beat = (seconds: number, extra: Record<string, unknown> = {}) =>
    putVolumeStatus(store, {
      session_id: 'S1',
      status: 'running',
      cwd: sb.project,
      host: 'machine-a',
      installation: 'elsewhere',
      heartbeat_at: new Date(Date.now() - seconds * 1000).toISOString(),
      heartbeat_seconds: 30,
      epoch: 0,
      ...extra,
    });
  const monitor = (mode: MonitorMode, events: MonitorEvent[], c: Partial<Config['monitor']> = {}) =>
    new Monitor(ctx, store, { ...config, ...c }, mode, (e) => events.push(e));
  return { ...sb, ctx, store, checkpoint, claude, beat, monitor, config };
}

const states = (events: MonitorEvent[], session = 'S1') =>
  events.filter((e) => e.session === session).map((e) => e.state);

describe('monitor: a dead session is resumed from its newest checkpoint, under a lease', () => {
  test('headless: DEAD → RESUMING → RESUMED; the lease at epoch 1, the status taken over, the workspace and transcript in workspace_root, claude started with the epoch', async () => {
    const t = await setUp();
    await t.beat(120);
    const events: MonitorEvent[] = [];
    await t.monitor('headless', events).run(true);
    expect(states(events)).toEqual(['DEAD', 'RESUMING', 'RESUMED']);
    const folder = join(t.config.workspaceRoot, 'project'); // its own folder is not free here
    const resumed = events.at(-1)!;
    expect(resumed).toMatchObject({
      state: 'RESUMED',
      previous: 'RESUMING',
      checkpoint: t.checkpoint,
      folder,
      epoch: 1,
      log: join(t.paths.stateDir, 'monitor', 'S1-1.jsonl'),
    });
    expect(events[0]).toMatchObject({
      state: 'DEAD',
      previous: null,
      reason: 'no heartbeat for 2 min (timeout 2 min)',
      host: 'machine-a',
      epoch: 0,
    });
    expect(await currentLease(t.store, 'S1')).toMatchObject({
      epoch: 1,
      session_id: 'S1',
      checkpoint_id: t.checkpoint,
      by: `monitor ${process.pid}`,
    });
    expect(await getJson(t.store, sessionStatusKey('S1'))).toMatchObject({
      status: 'resuming',
      epoch: 1,
      cwd: folder,
      installation: installationId(t.paths),
      resumed_from: t.checkpoint,
    });
    expect(readFileSync(join(folder, 'a.txt'), 'utf8')).toBe('v1\n');
    expect(existsSync(join(t.claudeDir, 'projects', projectDirName(folder), 'S1.jsonl'))).toBe(true);
    const started = await waitFor(() => t.claude.started());
    expect(started).toEqual({
      argv: [
        '--resume',
        'S1',
        '-p',
        expect.stringContaining(`resumed automatically by pai-checkpoint`),
        '--output-format',
        'stream-json',
        '--verbose',
        '--allowedTools',
        'Read',
      ],
      cwd: folder,
      epoch: '1',
    });
    expect(started.argv[3]).toContain("The session's summary at that checkpoint:\n## Session Summary: S1"); // the headless prompt carries it
    const logged = readFileSync(
      join(t.paths.eventsDir, `events-${new Date().toISOString().slice(0, 10)}.jsonl`),
      'utf8',
    );
    expect(logged).toContain('"action":"session_resumed"');
    // The next look: the monitor's own status at epoch 1 is fresh; nothing is resumed twice.
    events.length = 0;
    await t.monitor('headless', events).run(true);
    expect(states(events)).toEqual(['HEALTHY']);
  });

  test('a heartbeat that comes back within the resume delay cancels the resume (SPEC-03 Scenario 2): nothing restored, no lease', async () => {
    const t = await setUp();
    await t.beat(120);
    const events: MonitorEvent[] = [];
    const m = t.monitor('headless', events, { resumeDelaySeconds: 1.5 });
    const running = m.run(true);
    await waitFor(() => (events.length ? true : undefined));
    await t.beat(0);
    await running;
    expect(states(events)).toEqual(['DEAD', 'HEALTHY']);
    expect(events[1]).toMatchObject({ reason: 'its heartbeat came back: resume cancelled' });
    expect(await currentLease(t.store, 'S1')).toBeUndefined();
    expect(existsSync(t.config.workspaceRoot)).toBe(false);
    expect(t.claude.started()).toBeUndefined();
  });

  test('interrupted (the sidecar got SIGTERM) is resumed at once; ended and long-silent sessions are left alone, and not reported', async () => {
    const t = await setUp();
    await t.beat(1, { status: 'interrupted', interrupted_by: 'SIGTERM', interrupted_at: new Date().toISOString() });
    await putVolumeStatus(t.store, {
      session_id: 'S2',
      status: 'ended',
      heartbeat_at: new Date(Date.now() - 3_600_000).toISOString(),
      epoch: 0,
      host: 'x',
    });
    await putVolumeStatus(t.store, {
      session_id: 'S3',
      status: 'running',
      heartbeat_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      epoch: 0,
      host: 'x',
    });
    const events: MonitorEvent[] = [];
    await t.monitor('headless', events).run(true);
    expect(events.map((e) => `${e.session} ${e.state}`)).toEqual(['S1 DEAD', 'S1 RESUMING', 'S1 RESUMED']);
    expect(events[0]!.reason).toContain('stopped by SIGTERM');
    await waitFor(() => t.claude.started()); // (it writes into the sandbox: before the sandbox goes)
  });

  test('no checkpoint: LOST, said once in the event log and the plugin log, however many monitors look', async () => {
    const t = await setUp();
    await putVolumeStatus(t.store, {
      session_id: 'S9',
      status: 'running',
      heartbeat_at: new Date(Date.now() - 200_000).toISOString(),
      epoch: 0,
      host: 'machine-a',
    });
    await t.beat(0);
    const first: MonitorEvent[] = [];
    const second: MonitorEvent[] = [];
    await t.monitor('headless', first).run(true);
    await t.monitor('headless', second).run(true);
    expect(states(first, 'S9')).toEqual(['DEAD', 'LOST']);
    expect(first.at(-1)!.reason).toBe(
      'session S9 lost: no heartbeat for 3 min (timeout 2 min), and it has no checkpoint to resume from',
    );
    expect(second.find((e) => e.state === 'LOST')!.reason).toMatch(/\(already reported\)$/);
    const logged = readFileSync(
      join(t.paths.eventsDir, `events-${new Date().toISOString().slice(0, 10)}.jsonl`),
      'utf8',
    )
      .split('\n')
      .filter((l) => l.includes('session_lost'));
    expect(logged).toHaveLength(1);
    expect(readFileSync(t.paths.logFile, 'utf8')).toContain('monitor S9 session S9 lost');
  });

  test('notify: only says what it would run, once; nothing restored, no lease', async () => {
    const t = await setUp();
    await t.beat(600);
    const events: MonitorEvent[] = [];
    await t.monitor('notify', events).run(true);
    const folder = join(t.config.workspaceRoot, 'project');
    expect(events.at(-1)).toMatchObject({
      state: 'NOTIFIED',
      checkpoint: t.checkpoint,
      folder,
      command: ['pai-checkpoint', 'resume', 'S1', '--to', folder, '--yes'],
    });
    expect(events.at(-1)!.warnings).toBeUndefined(); // the checkpoint is seconds old
    expect(await currentLease(t.store, 'S1')).toBeUndefined();
    expect(existsSync(folder)).toBe(false);
    const again: MonitorEvent[] = [];
    await t.monitor('notify', again).run(true);
    expect(again.at(-1)!.reason).toMatch(/\(already reported\)$/);
  });

  test('its own folder, when it is free on this machine; a checkpoint older than 5 minutes says so (SPEC-07.42.01)', async () => {
    const t = await setUp();
    rmSync(t.project, { recursive: true });
    await t.beat(120);
    const events: MonitorEvent[] = [];
    const later = new Monitor(
      { ...t.ctx, now: () => new Date(Date.now() + 10 * 60_000) },
      t.store,
      t.config,
      'headless',
      (e) => events.push(e),
    );
    await later.run(true);
    expect(events.at(-1)).toMatchObject({
      state: 'RESUMED',
      folder: t.project,
      checkpoint_age_seconds: expect.any(Number),
    });
    expect(events.at(-1)!.warnings).toContainEqual(
      `checkpoint ${t.checkpoint} is 10 min old: the work after it is lost`,
    );
    expect(readFileSync(join(t.project, 'a.txt'), 'utf8')).toBe('v1\n');
    await waitFor(() => t.claude.started());
  });

  test('tmux: claude --resume in a detached tmux session pai-<id>, in the restored folder, with the epoch in its environment', async () => {
    const t = await setUp();
    await t.beat(120);
    const events: MonitorEvent[] = [];
    await t.monitor('tmux', events).run(true);
    const folder = join(t.config.workspaceRoot, 'project');
    expect(events.at(-1)).toMatchObject({
      state: 'RESUMED',
      attach: 'tmux attach -t pai-S1',
      command: [t.claude.bin, '--resume', 'S1', '--allowedTools', 'Read'],
    });
    expect(await waitFor(() => t.claude.started())).toEqual({
      argv: ['--resume', 'S1', '--allowedTools', 'Read'],
      cwd: folder,
      epoch: '1',
    });
    const sessions = execFileSync('tmux', ['list-sessions', '-F', '#{session_name}'], {
      env: { ...process.env, TMUX_TMPDIR: tmuxDir },
      encoding: 'utf8',
    });
    expect(sessions.split('\n')).toContain('pai-S1');
  });
});

describe('monitor: only sessions that died with work open, each death once (issue 33)', () => {
  test('ended, carried over, disabled and already-resumed sessions are never resumed; a dead one exactly once over two --once passes', async () => {
    const t = await setUp();
    const old = new Date(Date.now() - 120_000).toISOString();
    await putVolumeStatus(t.store, {
      session_id: 'E1',
      status: 'ended',
      heartbeat_at: old,
      epoch: 0,
      host: 'machine-a',
    });
    await putVolumeStatus(t.store, {
      session_id: 'C1',
      status: 'carried_over',
      carried_over_by: 'N1',
      heartbeat_at: old,
      epoch: 0,
      host: 'machine-a',
    });
    await putVolumeStatus(t.store, {
      session_id: 'D1',
      status: 'disabled',
      heartbeat_at: old,
      epoch: 0,
      host: 'machine-a',
    });
    // Resumed by a monitor long ago (its lease at epoch 1), the old side's crash still the newest status: handled, however old.
    await putVolumeStatus(t.store, {
      session_id: 'R1',
      status: 'crashed',
      heartbeat_at: new Date(Date.now() - 3_600_000).toISOString(),
      epoch: 0,
      host: 'machine-a',
    });
    await takeLease(t.store, {
      epoch: 1,
      session_id: 'R1',
      host: 'machine-b',
      taken_at: new Date(Date.now() - 3_000_000).toISOString(),
      by: 'monitor 1',
      reason: 'dead',
    });
    await t.beat(120);
    const first: MonitorEvent[] = [];
    await t.monitor('headless', first).run(true);
    expect(first.filter((e) => e.state === 'RESUMING').map((e) => e.session)).toEqual(['S1']);
    expect(states(first, 'R1')).toEqual(['DEAD', 'TAKEN']);
    for (const id of ['E1', 'C1', 'D1']) expect(states(first, id)).toEqual([]); // settled: not news
    await waitFor(() => t.claude.started());
    rmSync(t.claude.record);
    // The second cron pass (a new monitor): S1's status is the monitor's own at epoch 1 — nothing is resumed twice.
    const second: MonitorEvent[] = [];
    await t.monitor('headless', second, { timeoutSeconds: 0.001 }).run(true);
    expect(second.filter((e) => e.state === 'RESUMING')).toEqual([]);
    expect(t.claude.started()).toBeUndefined();
    expect(await currentLease(t.store, 'R1')).toMatchObject({ epoch: 1 });
  });

  test('a resumed claude that exits at once is FAILED with its reason (never "continues"), recorded on the volume, and not retried by the next --once', async () => {
    const t = await setUp({ exitAtOnce: true });
    await t.beat(120);
    const events: MonitorEvent[] = [];
    await t.monitor('headless', events).run(true);
    expect(states(events)).toEqual(['DEAD', 'RESUMING', 'FAILED']);
    expect(events.at(-1)!.reason).toMatch(
      /^the resume did not come up: claude exited at once: error: unknown option --bogus/,
    );
    expect(await getJson(t.store, sessionStatusKey('S1'))).toMatchObject({
      status: 'resume_failed',
      epoch: 1,
      resume_failure: expect.stringContaining('claude exited at once'),
    });
    rmSync(t.claude.record);
    const again: MonitorEvent[] = [];
    await t.monitor('headless', again).run(true);
    expect(states(again)).toEqual([]); // CLOSED on first sight: not news, not resumed
    expect(t.claude.started()).toBeUndefined();
    expect(await currentLease(t.store, 'S1')).toMatchObject({ epoch: 1 });
    // Resumed by hand, it continues at the failed resume's epoch (its lease would fence it otherwise).
    let env: Record<string, string> = {};
    await resumeSession(t.ctx, {
      target: 'S1',
      to: join(t.home, 'by-hand'),
      yes: true,
      launch: async (r) => void (env = r.env),
    });
    expect(env['PAI_CHECKPOINT_EPOCH']).toBe('1');
  });

  test('tmux: the new folder gets the trust the session`s own folder had (the rest of ~/.claude.json kept)', async () => {
    const t = await setUp();
    const claudeJson = join(t.claudeDir, '.claude.json');
    writeFileSync(
      claudeJson,
      JSON.stringify({
        hasCompletedOnboarding: true,
        projects: { [t.project]: { hasTrustDialogAccepted: true, allowedTools: ['Read'] } },
      }),
    );
    await t.beat(120);
    const events: MonitorEvent[] = [];
    await t.monitor('tmux', events).run(true);
    const folder = join(t.config.workspaceRoot, 'project');
    expect(states(events)).toEqual(['DEAD', 'RESUMING', 'RESUMED']);
    const projects = JSON.parse(readFileSync(claudeJson, 'utf8')).projects;
    expect(projects[folder]).toEqual({ hasTrustDialogAccepted: true });
    expect(projects[t.project]).toEqual({ hasTrustDialogAccepted: true, allowedTools: ['Read'] }); // the rest as it was
  });

  test('tmux: a claude that stops at the workspace-trust prompt (the original folder was not trusted either) is FAILED with that reason', async () => {
    const t = await setUp();
    writeFileSync(
      t.claude.bin,
      `#!/usr/bin/env node\nconsole.log('Is this a project you created or one you trust? (Like your own code)');\nsetTimeout(() => {}, 60000);\n`,
    );
    await t.beat(120);
    const events: MonitorEvent[] = [];
    await t.monitor('tmux', events).run(true);
    expect(states(events)).toEqual(['DEAD', 'RESUMING', 'FAILED']);
    expect(events.at(-1)!.reason).toContain('claude waits at its workspace-trust prompt');
    expect(events.at(-1)!.warnings).toContainEqual(expect.stringContaining('is not trusted in Claude Code'));
    // Clean-up: the session the monitor started, by the name it gave (`pai-S1` may still be taken by
    // the session of an earlier test, whose claude outlives it for a moment: then this one has another name).
    const attach = events.find((e) => e.attach)?.attach ?? '';
    expect(attach).toMatch(/^tmux attach -t pai-S1/);
    spawnSync('tmux', ['kill-session', '-t', `=${attach.split(' ').at(-1)}`], {
      env: { ...process.env, TMUX_TMPDIR: tmuxDir },
      stdio: 'ignore',
    });
  });

  test('--dry-run says what it would do for each session and starts or writes nothing (no lease, no status, no folder)', async () => {
    const t = await setUp();
    await putVolumeStatus(t.store, {
      session_id: 'E1',
      status: 'ended',
      heartbeat_at: new Date().toISOString(),
      epoch: 0,
      host: 'machine-a',
    });
    await t.beat(120);
    const before = await getJson(t.store, sessionStatusKey('S1'));
    const events: MonitorEvent[] = [];
    await new Monitor(t.ctx, t.store, t.config, 'tmux', (e) => events.push(e), { dryRun: true }).run(true);
    const folder = join(t.config.workspaceRoot, 'project');
    expect(events.map((e) => `${e.session} ${e.state}`).sort()).toEqual(['E1 ENDED', 'S1 DEAD', 'S1 WOULD_RESUME']);
    expect(events.find((e) => e.state === 'WOULD_RESUME')).toMatchObject({
      checkpoint: t.checkpoint,
      folder,
      command: ['pai-checkpoint', 'resume', 'S1', '--from', t.checkpoint, '--to', folder, '--yes'],
    });
    expect(await currentLease(t.store, 'S1')).toBeUndefined();
    expect(await getJson(t.store, sessionStatusKey('S1'))).toEqual(before);
    expect(existsSync(t.config.workspaceRoot)).toBe(false);
    expect(t.claude.started()).toBeUndefined();
  });
});

test('a volume that cannot be read for a moment: the running monitor says so and looks again; --once fails', async () => {
  const t = await setUp();
  await t.beat(120);
  let failures = 1;
  const flaky = Object.create(t.store, {
    listLevel: {
      value: (p: string) =>
        failures-- > 0 ? Promise.reject(new Error('s3://vol: the endpoint cannot be reached')) : t.store.listLevel(p),
    },
  });
  const warnings: string[] = [];
  const events: MonitorEvent[] = [];
  const m = new Monitor(
    { ...t.ctx, warn: (w) => warnings.push(w) },
    flaky,
    { ...t.config, pollSeconds: 0.2 },
    'notify',
    (e) => events.push(e),
  );
  const running = m.run();
  await waitFor(() => events.find((e) => e.state === 'NOTIFIED'));
  m.stop();
  await running;
  expect(warnings).toEqual(['monitor: s3://vol: the endpoint cannot be reached (looking again in 0.2 s)']);
  failures = 1;
  await expect(new Monitor(t.ctx, flaky, t.config, 'notify', () => undefined).run(true)).rejects.toThrow(
    'the endpoint cannot be reached',
  );
});

test('another monitor`s lease landing between this monitor`s look at the leases and its own: it yields (one listing decides; with two, it went above that lease and both resumed)', async () => {
  const t = await setUp();
  await t.beat(120);
  let landed = false;
  // The volume as this monitor sees it: right after its first listing of the leases, the other monitor's lease is created.
  const racing = new Proxy(t.store, {
    get(target, prop, receiver) {
      if (prop !== 'list') return Reflect.get(target, prop, receiver) as unknown;
      return async (prefix: string) => {
        const keys = await target.list(prefix);
        if (!landed && prefix.includes('/lease/')) {
          landed = true;
          expect(
            await takeLease(t.store, {
              epoch: 1,
              session_id: 'S1',
              host: 'machine-b',
              taken_at: new Date().toISOString(),
              by: 'monitor 2',
              reason: 'dead',
            }),
          ).toBe(true);
        }
        return keys;
      };
    },
  });
  const events: MonitorEvent[] = [];
  await new Monitor(t.ctx, racing, t.config, 'headless', (e) => events.push(e)).run(true);
  expect(landed).toBe(true);
  expect(events.at(-1)).toMatchObject({ state: 'TAKEN' });
  expect((await currentLease(t.store, 'S1'))?.epoch).toBe(1);
  expect(existsSync(t.config.workspaceRoot)).toBe(false);
});

describe('two monitors on one volume: exactly one resume (the lease decides)', () => {
  for (const kind of ['folder', 's3'] as const) {
    test(`on a ${kind === 's3' ? 'S3 volume (conditional PUT)' : 'folder (link(2))'}`, async () => {
      // The SDK takes its credentials from the process's environment (put back after the file: useS3).
      if (kind === 's3')
        Object.assign(process.env, {
          AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
          AWS_REGION: 'us-east-1',
          AWS_ENDPOINT_URL_S3: s3.endpoint,
        });
      const t = await setUp(
        kind === 's3' ? { env: { PAI_CHECKPOINT_VOLUME: `s3://vol/race-${Math.random().toString(36).slice(2)}` } } : {},
      );
      expect(t.store.location.startsWith('s3://')).toBe(kind === 's3');
      await t.beat(120);
      const a: MonitorEvent[] = [];
      const b: MonitorEvent[] = [];
      await Promise.all([
        t.monitor('headless', a, { workspaceRoot: join(t.home, 'a') }).run(true),
        t.monitor('headless', b, { workspaceRoot: join(t.home, 'b') }).run(true),
      ]);
      const outcomes = [a, b].map((ev) => ev.at(-1)!.state).sort();
      expect(outcomes).toEqual(['RESUMED', 'TAKEN']);
      expect((await currentLease(t.store, 'S1'))?.epoch).toBe(1);
      expect([existsSync(join(t.home, 'a')), existsSync(join(t.home, 'b'))].filter(Boolean)).toHaveLength(1);
      await waitFor(() => t.claude.started());
    });
  }
});
