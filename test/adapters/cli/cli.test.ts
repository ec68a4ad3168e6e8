import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { main } from '../../../src/adapters/cli/main.js';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { createCheckpointSync, listCheckpoints, loadCheckpoint } from '../../../src/domain/records/api.js';
import { newSession, saveSession, loadSession } from '../../../src/domain/session/state.js';
import { DISPATCHER_MARKER } from '../../../src/app/setup.js';
import { DIST, fakeClock, sandbox, writeLines, assistantLine, testPath } from '../../helpers.js';
import { loadConfig } from '../../../src/core/config.js';
import { putVolumeStatus } from '../../../src/domain/session/volume-status.js';
import { openVolume } from '../../../src/storage/open.js';

function setup(env: Record<string, string> = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.checkpointsDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, '{\n  "version": "1.0.0",\n  "state": {}\n}\n');
  const clock = fakeClock();
  const fullEnv = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, ...env };
  const run = (...argv: string[]) =>
    main(argv, defaultCliEnv({ cwd: sb.project, env: fullEnv, now: clock.now, warnings: [] }));
  const rec = (
    sessionId: string,
    n: number,
    phase: string,
    extra: Record<string, unknown> = {},
    task = 'Build the login form',
  ) => {
    clock.advance(60_000);
    return createCheckpointSync(
      phase,
      n,
      task,
      [],
      { project: sb.project, cwd: sb.project, ...extra },
      { paiDir: sb.paths.paiDir, sessionId, now: clock.now },
    );
  };
  return { ...sb, clock, run, rec, env: fullEnv };
}

describe('pai-checkpoint CLI', () => {
  test('--help, --version, unknown command and bad options', async () => {
    const { run } = setup();
    const help = await run('--help');
    expect(help.exitCode).toBe(0);
    for (const c of ['list', 'inspect', 'save', 'resume', 'complete', 'cleanup', 'doctor', 'setup'])
      expect(help.stdout).toContain(`  ${c}`);
    expect(help.stdout).toContain('Exit codes: 0 ok');
    expect((await run('save', '--help')).stdout).toContain('Usage: pai-checkpoint save [label]');
    expect((await run('--version')).stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(await run('frobnicate')).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('unknown command "frobnicate"'),
    });
    const bad = await run('list', '--bogus');
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/list has no option "--bogus"[\s\S]*usage: pai-checkpoint list/);
    expect((await run('list', '--limit', 'x')).stderr).toContain('--limit must be a whole number');
  });

  test('monitor: --help, --print-systemd-unit (KillMode=process: the sessions it resumed outlive it), bad --mode and a bad variable named; --once as a process: one JSON line per session', async () => {
    const { run, env, home } = setup({ PAI_CHECKPOINT_VOLUME: 'vol' });
    expect((await run('monitor', '--help')).stdout).toContain(
      'Usage: pai-checkpoint monitor [--once] [--dry-run] [--mode tmux|headless|notify]',
    );
    const unit = await run('monitor', '--print-systemd-unit');
    expect(unit.exitCode).toBe(0);
    expect(unit.stdout).toMatch(/^ExecStart=\S+ \S+ monitor$/m);
    expect(unit.stdout).toContain('KillMode=process');
    expect(unit.stdout).toContain('Environment=PAI_CHECKPOINT_VOLUME=vol');
    expect(await run('monitor', '--mode', 'cron')).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('--mode must be tmux, headless, notify, got "cron"'),
    });
    expect(
      (
        await main(
          ['monitor', '--once'],
          defaultCliEnv({
            cwd: home,
            env: { ...env, PAI_CHECKPOINT_MONITOR_MODE: 'cron' },
            now: () => new Date(),
            warnings: [],
          }),
        )
      ).stderr,
    ).toContain('PAI_CHECKPOINT_MONITOR_MODE="cron" is not a monitor mode');
    // A dead session of another machine, notify mode, as cron would run it.
    // (Its status signed with this user's key, as the other machine's sidecar signs it: an unsigned one is left alone.)
    const status = {
      session_id: 'S7',
      status: 'running',
      host: 'far',
      heartbeat_at: new Date(Date.now() - 300_000).toISOString(),
      epoch: 0,
    };
    const volume = join(env.PAI_DIR, 'vol', 'sessions', 'S7', 'session.json');
    mkdirSync(join(volume, '..'), { recursive: true });
    writeFileSync(volume, JSON.stringify(status));
    const unsigned = spawnSync(
      process.execPath,
      [join(DIST, 'cli.cjs'), 'monitor', '--once', '--json', '--mode', 'notify'],
      { env: { ...env, PATH: testPath() }, encoding: 'utf8' },
    );
    expect([unsigned.status, unsigned.stdout]).toEqual([0, '']);
    expect(unsigned.stderr).toMatch(
      /the status of session S7 is not trusted \(not signed .*\); the session is left alone/,
    );
    await putVolumeStatus(openVolume(await loadConfig({ paiDir: env.PAI_DIR, env })), status);
    const once = spawnSync(
      process.execPath,
      [join(DIST, 'cli.cjs'), 'monitor', '--once', '--json', '--mode', 'notify'],
      { env: { ...env, PATH: testPath() }, encoding: 'utf8' },
    );
    expect(once.status).toBe(0);
    const lines = once.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.session, l.state])).toEqual([
      ['S7', 'DEAD'],
      ['S7', 'LOST'],
    ]);
  });

  test('list: this project by default, --all, --open, --json, invalid files as warnings', async () => {
    const { run, rec, paths } = setup();
    const a = rec('s1', 3, 'PLAN');
    const b = rec('s2', 2, 'THINK', { project: '/elsewhere', name: 'before-refactor' });
    writeFileSync(join(paths.checkpointsDir, 'ckpt-2026-01-01T00-00-00Z-bad.json'), '{');
    const here = await run('list');
    expect(here.exitCode).toBe(0);
    expect(here.stdout.split('\n')[0]).toMatch(/^ID\s+TRIGGER\s+CREATED\s+SIZE\s+VERIFIED\s+PHASE\s+SESSION\s+TASK$/);
    // Ids are shown by their shortest unique prefix (10+ characters): a's row, and nothing of b.
    const shown = here.stdout
      .split('\n')
      .slice(1)
      .map((l) => l.split(/\s+/)[0]!)
      .filter((t) => /^[0-9A-Z]{10,}$/.test(t));
    expect(shown).toHaveLength(1);
    expect(a.checkpointId.startsWith(shown[0]!)).toBe(true);
    expect(b.checkpointId.startsWith(shown[0]!)).toBe(false);
    expect(here.stderr).toMatch(/warning: skipped .*ckpt-2026-01-01T00-00-00Z-bad\.json: invalid JSON/);
    const all = await run('list', '--all', '--json');
    const data = JSON.parse(all.stdout);
    expect(data.rows.map((r: { id: string }) => r.id)).toEqual([b.checkpointId, a.checkpointId]);
    expect(data.rows[0]).toMatchObject({
      name: 'before-refactor',
      project: '/elsewhere',
      completed: false,
      phaseNumber: 2,
    });
    expect(data.problems).toHaveLength(1);
    expect(data.warnings[0]).toContain('skipped');
    expect((await run('list', '--all', '--limit', '1', '--json')).stdout).not.toContain(a.checkpointId);
    expect(JSON.parse((await run('list', '--session', 's1', '--json')).stdout).rows).toHaveLength(1);
  });

  test('inspect: by id or prefix, lineage, errors with exit codes', async () => {
    const { run, rec } = setup();
    const a = rec('s1', 1, 'OBSERVE');
    const b = rec('s1', 2, 'THINK');
    const r = await run('inspect', b.checkpointId);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`Previous/next in its session: ${a.checkpointId} / none (latest)`);
    expect(r.stdout).toContain('(no session checkpoint on the volume: phase record only)');
    expect(r.stdout).toContain('seed.json checkpointRef');
    const byPrefix = JSON.parse((await run('inspect', a.checkpointId.slice(0, 24), '--json')).stdout);
    expect(byPrefix).toMatchObject({ record: { id: a.checkpointId }, lineage: { next: b.checkpointId } });
    expect(await run('inspect', '01AAAAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      exitCode: 3,
      stderr: expect.stringContaining('no checkpoint with id'),
    });
    expect((await run('inspect', a.checkpointId.slice(0, 5))).exitCode).toBe(2); // ambiguous prefix
    expect((await run('inspect')).stderr).toContain('missing <id>');
    const json = await run('inspect', 'nope', '--json');
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String), hint: expect.any(String) },
    });
  });

  test('save: named record for the session of the environment, at its current phase', async () => {
    const { run, paths, project } = setup({ CLAUDE_CODE_SESSION_ID: 'sess-9' });
    const s = newSession('sess-9', project, project, new Date());
    s.phase = { number: 4, name: 'BUILD', at: '' };
    s.completedPhases = [1, 2, 3];
    s.task = 'Ship the thing';
    saveSession(paths, s);
    const r = await run('save', 'my-label');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(
      /^Checkpoint saved: [0-9A-Z]{26} "my-label" — Phase 4 BUILD \(Ship the thing\)\nSession checkpoint: \d+ parts, [\d.]+ (B|KB)\.\nResume with: \/checkpoint:resume /,
    );
    const [saved] = await listCheckpoints({}, { paiDir: paths.paiDir });
    expect(saved).toMatchObject({
      sessionId: 'sess-9',
      phaseNumber: 4,
      taskSummary: 'Ship the thing',
      metadata: { name: 'my-label', trigger: 'manual', completedPhases: [1, 2, 3] },
    });
    expect(loadSession(paths, 'sess-9')?.latestRecordId).toBe(saved!.id);
    expect((await run('save', '--phase', '9')).exitCode).toBe(2);
  });

  test('save outside a phase writes no phase record (nothing to offer later); outside any session it explains', async () => {
    const one = setup({ CLAUDE_CODE_SESSION_ID: 'sess-1' });
    expect((await one.run('save', '--name', 'x')).stdout).toMatch(
      /^Checkpoint saved: [0-9A-Z]{26} "x" — no Algorithm phase in progress \(session checkpoint only\)/,
    );
    expect(await listCheckpoints({}, { paiDir: one.paths.paiDir })).toEqual([]);
    const none = setup();
    expect(await none.run('save')).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('no Claude Code session known for'),
    });
    // In a terminal next to a session of this project, that session is used.
    saveSession(none.paths, newSession('near', none.project, none.project, new Date()));
    expect(JSON.parse((await none.run('save', '--json')).stdout)).toMatchObject({ sessionId: 'near' });
  });

  test('resume: prints the newest unfinished work; inside another session it carries it over', async () => {
    const { run, rec, paths } = setup();
    expect((await run('resume', '--context')).stdout).toBe('Nothing to resume: no unfinished checkpoint.\n');
    const old = rec('old', 3, 'PLAN', { completedPhases: [1, 2] });
    const printed = await run('resume', '--context');
    expect(printed.stdout).toContain(`Checkpoint ${old.checkpointId}`);
    expect(printed.stdout).toContain('Current phase: 3/7 PLAN');
    const inSession = await main(
      ['resume', old.checkpointId, '--json'],
      defaultCliEnv({
        cwd: paths.paiDir,
        env: { PAI_DIR: paths.paiDir, CLAUDE_CODE_SESSION_ID: 'new-sess' },
        warnings: [],
      }),
    );
    const data = JSON.parse(inSession.stdout);
    expect(data.adopted).toMatchObject({ sessionId: 'new-sess', closedId: old.checkpointId });
    expect((await loadCheckpoint(old.checkpointId, { paiDir: paths.paiDir }))?.completed).toBe(true);
    expect(await loadCheckpoint(data.adopted.newId, { paiDir: paths.paiDir })).toMatchObject({
      sessionId: 'new-sess',
      phaseNumber: 3,
      metadata: { resumedFrom: old.checkpointId, completedPhases: [1, 2] },
    });
    expect(loadSession(paths, 'new-sess')).toMatchObject({
      phase: { number: 3 },
      completedPhases: [1, 2],
      task: 'Build the login form',
    });
  });

  test('complete and cleanup', async () => {
    const { run, rec, clock } = setup();
    const a = rec('s', 1, 'OBSERVE');
    const b = rec('s', 2, 'THINK');
    expect((await run('complete', b.checkpointId)).stdout).toContain('and 1 earlier record of its session');
    expect((await run('resume', '--context')).stdout).toContain('Nothing to resume');
    clock.advance(40 * 86_400_000);
    const dry = await run('cleanup', '--dry-run');
    expect(dry.stdout).toContain(a.checkpointId);
    expect((await run('cleanup', '--older-than', '90d')).stdout).toBe('Deleted 0 record(s) older than 90 days.\n');
    expect((await run('cleanup')).stdout).toBe('Deleted 2 record(s) older than 30 days.\n');
    expect((await run('cleanup', '--older-than', 'soon')).exitCode).toBe(2);
  });

  test('setup installs an idempotent /checkpoint dispatcher, never clobbers a foreign file, --remove undoes it', async () => {
    const { run, claudeDir } = setup();
    const file = join(claudeDir, 'commands', 'checkpoint.md');
    const first = await run('setup');
    expect(first.stdout).toContain('Installed');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(DISPATCHER_MARKER);
    expect(text).toMatch(/allowed-tools: Bash\(node:\*\)/);
    expect(text).toMatch(/!`node "[^"]+" slash \$ARGUMENTS`/);
    expect((await run('setup')).stdout).toContain('already installed');
    expect((await run('setup', '--remove')).stdout).toContain('Removed');
    expect(existsSync(file)).toBe(false);
    expect((await run('setup', '--remove')).stdout).toContain('not installed');
    writeFileSync(file, 'my own command');
    expect(await run('setup')).toMatchObject({ exitCode: 5, stderr: expect.stringContaining('is not pai-checkpoint') });
    expect((await run('setup', '--remove')).exitCode).toBe(5);
    expect(readFileSync(file, 'utf8')).toBe('my own command');
    expect((await run('setup', '--force')).exitCode).toBe(0);
  });

  test('slash mode: no arguments lists; errors go to stdout for the model', async () => {
    const { run, rec } = setup();
    rec('s', 2, 'THINK');
    expect((await run('slash')).stdout).toMatch(/^ID\s+TRIGGER/);
    const err = await run('slash', 'inspect', 'nope');
    expect(err).toMatchObject({ exitCode: 3, stderr: '' });
    expect(err.stdout).toContain('no checkpoint with id "nope"');
  });

  test('doctor reports health and fails on an unparsable seed.json', async () => {
    const { run, paths } = setup();
    const ok = await run('doctor', '--json');
    const data = JSON.parse(ok.stdout);
    expect(data.healthy).toBe(true);
    expect(data.checks.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'node',
        'configuration',
        'volume',
        'records',
        'seed.json',
        'locks',
        'sessions',
        '/checkpoint dispatcher',
        'plugin',
      ]),
    );
    writeFileSync(paths.seedPath, '{nope');
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[volume]\npaht = "x"\n');
    const bad = await run('doctor');
    expect(bad.exitCode).toBe(4);
    expect(bad.stdout).toMatch(/FAIL {2}seed\.json: .*invalid JSON/);
    expect(bad.stdout).toMatch(/FAIL {2}configuration: .*checkpoint\.toml: volume: unknown key paht/);
  });

  test('doctor clears stale locks (a killed process here, an expired lease elsewhere) and keeps live ones', async () => {
    const { run, paths } = setup();
    const captures = join(paths.stateDir, 'captures');
    mkdirSync(captures, { recursive: true });
    mkdirSync(paths.sessionsDir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(paths.sessionsDir, 'S1.json.lock'), `${dead} ${hostname()} ${Date.now()} a`);
    writeFileSync(join(captures, 'S2.lock'), `7 restarted-container ${Date.now()} b`);
    const old = (Date.now() - 120_000) / 1000;
    utimesSync(join(captures, 'S2.lock'), old, old);
    writeFileSync(join(captures, 'S3.lock'), `7 other-machine ${Date.now()} c`); // a lease still fresh
    writeFileSync(join(paths.sessionsDir, 'S4.json.lock'), `${process.pid} ${hostname()} ${Date.now()} d`); // alive
    const r = await run('doctor');
    expect(r.stdout).toContain(
      `WARN  locks: cleared 2 stale lock(s): ${join(paths.sessionsDir, 'S1.json.lock')} (process ${dead} is gone), ${join(captures, 'S2.lock')} (held on restarted-container, not refreshed for 12`,
    );
    expect([
      existsSync(join(paths.sessionsDir, 'S1.json.lock')),
      existsSync(join(captures, 'S2.lock')),
      existsSync(join(captures, 'S3.lock')),
      existsSync(join(paths.sessionsDir, 'S4.json.lock')),
    ]).toEqual([false, false, true, true]);
    expect((await run('doctor')).stdout).toContain('ok    locks: no stale locks');
  });

  test('the built CLI runs as a process with the documented exit codes', () => {
    const { env, project } = setup();
    const cli = (...a: string[]) =>
      spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...a], {
        env: { PATH: testPath(), ...env },
        cwd: project,
        encoding: 'utf8',
      });
    expect(cli('--version').stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(cli('list').status).toBe(0);
    expect(cli('inspect', 'missing').status).toBe(3);
    expect(cli('nope').status).toBe(2);
    const doc = cli('doctor');
    expect(doc.stdout).toContain('ok    plugin:'); // dist/cli.cjs sits in the plugin, next to hooks/hooks.json
  });
});

test('writeLines helper round trip', () => {
  const { home } = sandbox();
  const f = join(home, 't.jsonl');
  writeLines(f, [assistantLine([{ type: 'text', text: 'x' }])]);
  expect(readFileSync(f, 'utf8').endsWith('\n')).toBe(true);
});
