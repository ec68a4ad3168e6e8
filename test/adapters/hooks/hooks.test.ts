import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, test } from 'vitest';
import { listCheckpoints } from '../../../src/domain/records/api.js';
import { readCheckpointRef } from '../../../src/domain/records/seed.js';
import { loadSession, newSession, saveSession } from '../../../src/domain/session/state.js';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { sidecarFiles } from '../../../src/domain/session/sidecar-files.js';
import {
  assistantLine,
  DIST,
  readEvents,
  recordFiles,
  ROOT,
  runHookProcess,
  sandbox,
  testPath,
  userLine,
} from '../../helpers.js';

const SID = '0b7e2c1a-1111-4222-8333-444455556666';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, '{\n  "version": "1.0.0",\n  "identity": {"aiName": "Kai"},\n  "state": {}\n}\n');
  const transcript = join(sb.claudeDir, 'projects', 'p', `${SID}.jsonl`);
  mkdirSync(join(sb.claudeDir, 'projects', 'p'), { recursive: true });
  writeFileSync(transcript, '');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir };
  const payload = (event: string, extra: Record<string, unknown> = {}) => ({
    session_id: SID,
    transcript_path: transcript,
    cwd: sb.project,
    hook_event_name: event,
    ...extra,
  });
  const hook = (
    name: string,
    event: string,
    extra: Record<string, unknown> = {},
    moreEnv: Record<string, string> = {},
  ) => runHookProcess(name, payload(event, extra), { ...env, ...moreEnv });
  const say = (text: string) =>
    appendFileSync(
      transcript,
      `${assistantLine([
        { type: 'text', text },
        { type: 'tool_use', name: 'Bash', input: { command: 'true' } },
      ])}\n`,
    );
  return { ...sb, transcript, env, hook, say };
}

async function waitFor<T>(fn: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('hooks as processes (dist/)', () => {
  test('SessionStart prints nothing at all when there is nothing to resume', () => {
    const { hook, paths } = setup();
    const r = hook('session-start', 'SessionStart', { source: 'startup' });
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(loadSession(paths, SID)).toMatchObject({ sessionId: SID, host: hostname() });
  });

  test('SessionStart exports the CLI`s path for the session`s Bash calls through CLAUDE_ENV_FILE (appended, never overwritten)', () => {
    const { hook, home } = setup();
    const envFile = join(home, 'session-env.sh');
    writeFileSync(envFile, 'export OTHER=1\n');
    expect(hook('session-start', 'SessionStart', { source: 'startup' }, { CLAUDE_ENV_FILE: envFile })).toMatchObject({
      code: 0,
      stdout: '',
    });
    expect(readFileSync(envFile, 'utf8')).toBe(`export OTHER=1\nexport PAI_CHECKPOINT_CLI=${join(DIST, 'cli.cjs')}\n`);
    const sourced = spawnSync('sh', ['-c', `. "${envFile}" && node "$PAI_CHECKPOINT_CLI" --version`], {
      encoding: 'utf8',
    });
    expect(sourced.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('a whole run without a sidecar (the in-hook path): phases recorded at each turn`s end, LEARN completed at Stop, SessionEnd hands off', async () => {
    const { hook, say, transcript, paths } = setup();
    appendFileSync(transcript, `${userLine('Build the login form for the app')}\n`);
    say('🗒️ TASK: Build the login form\n━━━ 👁️ OBSERVE ━━━ 1/7');
    expect(hook('stop', 'Stop', { last_assistant_message: 'Looked.', stop_hook_active: false })).toMatchObject({
      code: 0,
      stdout: '',
    });
    expect(recordFiles(paths)).toHaveLength(1);
    appendFileSync(
      transcript,
      `${assistantLine([
        { type: 'text', text: '━━━ 🧠 THINK ━━━ 2/7' },
        {
          type: 'tool_use',
          id: 'toolu_task1',
          name: 'TaskCreate',
          input: { subject: 'Form renders', description: 'd' },
        },
      ])}\n`,
    );
    appendFileSync(
      transcript,
      `${userLine([{ type: 'tool_result', tool_use_id: 'toolu_task1', content: 'Task #1 created' }], { toolUseResult: { task: { id: '1', subject: 'Form renders' } } })}\n`,
    );
    hook('stop', 'Stop', { last_assistant_message: 'Thought.', stop_hook_active: false });
    const open = await listCheckpoints({ completed: false }, { paiDir: paths.paiDir });
    expect(open.map((r) => r.phaseNumber)).toEqual([2, 1]);
    expect(open[0]).toMatchObject({
      taskSummary: 'Build the login form',
      iscCriteria: [{ id: '1', subject: 'Form renders', status: 'pending' }],
    });
    expect(readCheckpointRef(paths.seedPath)).toBe(open[0]!.id);
    // Stop with LEARN in the last message (not yet in the transcript): recorded and completed.
    expect(
      hook('stop', 'Stop', { last_assistant_message: '━━━ 📚 LEARN ━━━ 7/7\nDone.', stop_hook_active: false }),
    ).toMatchObject({ code: 0, stdout: '' });
    expect(await listCheckpoints({ completed: false }, { paiDir: paths.paiDir })).toEqual([]);
    expect(readCheckpointRef(paths.seedPath)).toBeUndefined();
    expect(JSON.parse(readFileSync(paths.seedPath, 'utf8'))).toEqual({
      version: '1.0.0',
      identity: { aiName: 'Kai' },
      state: {},
    });
    // SessionEnd records the end; the detached worker catches up and cleans.
    expect(hook('session-end', 'SessionEnd', { reason: 'prompt_input_exit' })).toMatchObject({ code: 0, stdout: '' });
    expect(loadSession(paths, SID)).toMatchObject({ endReason: 'prompt_input_exit', endedAt: expect.any(String) });
    await waitFor(() => existsSync(join(paths.stateDir, 'last-cleanup')) || undefined);
    expect(readEvents(paths).map((e) => e.data.action)).toEqual([
      'checkpoint_created',
      'checkpoint_created',
      'checkpoint_created',
      'checkpoint_completed',
    ]);
  });

  test('a session that ends after LEARN is completed by the worker', async () => {
    const { hook, say, paths } = setup();
    say('━━━ 📚 LEARN ━━━ 7/7');
    hook('session-end', 'SessionEnd', { reason: 'other' });
    await waitFor(() => (loadSession(paths, SID)?.runCompleted ? true : undefined));
    expect(await listCheckpoints({ completed: true }, { paiDir: paths.paiDir })).toHaveLength(1);
  });

  test('SessionStart offers unfinished work of a crashed session (crash event logged once), with context for the model', () => {
    const { hook, paths, project } = setup();
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    );
    const rec = createCheckpointSync(
      'PLAN',
      3,
      'Build the login form',
      [],
      { project, cwd: project, completedPhases: [1, 2] },
      { paiDir: paths.paiDir, sessionId: 'c0ffee00-aaaa-4bbb-8ccc-dddddddddddd' },
    );
    saveSession(paths, {
      ...newSession('c0ffee00-aaaa-4bbb-8ccc-dddddddddddd', project, project, new Date(Date.now() - 90_000)),
      claudePid: dead,
    });
    const r = hook('session-start', 'SessionStart', { source: 'startup' });
    expect(r.code).toBe(0);
    expect(r.json.systemMessage).toMatch(
      /^Checkpoint: Resume from Phase 3\? \(Build the login form\)\nSession c0ffee00 crashed (1|2) min ago \(at (\d{4}-\d\d-\d\d )?\d\d:\d\d\); its work up to Phase 3 was saved\./,
    );
    expect(r.json.systemMessage).toContain('Tip: run /checkpoint:setup');
    expect(r.json.hookSpecificOutput).toMatchObject({ hookEventName: 'SessionStart' });
    expect(r.json.hookSpecificOutput.additionalContext).toContain(`Checkpoint ${rec.checkpointId}`);
    expect(r.json.hookSpecificOutput.additionalContext).toContain('Completed phases: 1 OBSERVE, 2 THINK.');
    const again = hook('session-start', 'SessionStart', { source: 'clear' });
    expect(again.json.systemMessage).toContain('crashed');
    expect(again.json.systemMessage).not.toContain('Tip:');
    expect(readEvents(paths).filter((e) => e.data.action === 'session_crashed')).toHaveLength(1);
    expect(readEvents(paths).filter((e) => e.data.action === 'resume_offered')).toHaveLength(2);
  });

  test('SessionStart after compaction re-injects phase, task and ISC', () => {
    const { hook, say, paths } = setup();
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7\n━━━ 🧠 THINK ━━━ 2/7');
    hook('stop', 'Stop', { last_assistant_message: 'ok', stop_hook_active: false });
    const r = hook('session-start', 'SessionStart', { source: 'compact' });
    expect(r.json).toEqual({
      hookSpecificOutput: {
        hookEventName: 'SessionStart',
        additionalContext: expect.stringContaining('Current phase: 2/7 THINK.'),
      },
    });
    expect(r.json.hookSpecificOutput.additionalContext).toContain('Task: Ship it');
    expect(recordFiles(paths)).toHaveLength(2);
  });

  test('fails open: an internal error exits 0 with a short systemMessage and logs the details', () => {
    const { hook, home } = setup();
    const notADir = join(home, 'file');
    writeFileSync(notADir, 'x');
    const r = hook('pre-compact', 'PreCompact', {}, { PAI_DIR: notADir });
    expect(r.code).toBe(0);
    expect(r.json.systemMessage).toMatch(/^pai-checkpoint: PreCompact hook failed: .*(ENOTDIR|EEXIST)/);
    const garbage = runHookProcess('stop', 'not json', { HOME: home, PAI_DIR: join(home, '.pai') });
    expect(garbage.code).toBe(0);
    // Input that is not JSON is no internal error: the message says what was wrong with it.
    expect(garbage.json.systemMessage).toMatch(
      /^pai-checkpoint: the Stop hook's input is not JSON \(.*"not json".*\); ignored$/,
    );
    expect(readFileSync(join(home, '.pai', 'checkpoint', 'plugin.log'), 'utf8')).toMatch(
      /Stop - ignored: the input is not JSON \(/,
    );
  });

  test('no session id: ignored silently; PAI_CHECKPOINT_DISABLE=1: nothing at all', () => {
    const { home, paths, hook } = setup();
    expect(runHookProcess('stop', { cwd: '/x' }, { HOME: home, PAI_DIR: paths.paiDir })).toMatchObject({
      code: 0,
      stdout: '',
    });
    expect(runHookProcess('stop', { session_id: '../../etc' }, { HOME: home, PAI_DIR: paths.paiDir })).toMatchObject({
      code: 0,
      stdout: '',
    });
    expect(hook('session-start', 'SessionStart', { source: 'startup' }, { PAI_CHECKPOINT_DISABLE: '1' })).toMatchObject(
      { code: 0, stdout: '' },
    );
    expect(loadSession(paths, SID)).toBeUndefined();
  });

  test('hooks/journal.sh: with a live sidecar Stop and SessionEnd only journal the payload (the sidecar`s notice is printed once); without one, or with a pid that is no sidecar, the Node hook runs', async () => {
    const { say, paths, env, transcript, project } = setup();
    const files = sidecarFiles(paths, SID);
    const payload = (event: string, extra: Record<string, unknown>) =>
      JSON.stringify({ session_id: SID, transcript_path: transcript, cwd: project, hook_event_name: event, ...extra });
    const stop = payload('Stop', { last_assistant_message: 'Looked.', stop_hook_active: false });
    const end = payload('SessionEnd', { reason: 'prompt_input_exit' });
    const run = (hook: string, input: string, more: Record<string, string> = {}) =>
      spawnSync('sh', [join(ROOT, 'hooks', 'journal.sh'), hook], {
        input,
        env: { PATH: testPath(), ...env, CLAUDE_CODE_SESSION_ID: SID, PAI_CHECKPOINT_SIDECAR: '0', ...more },
        encoding: 'utf8',
      });
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7');
    // A running sidecar: a live process whose command line names it and its session, holding the lock.
    const sidecar = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', 'sidecar.cjs', SID], {
      stdio: 'ignore',
    });
    await new Promise((r) => sidecar.once('spawn', r));
    mkdirSync(dirname(files.lock), { recursive: true });
    try {
      writeFileSync(files.lock, `${sidecar.pid} ${hostname()} ${Date.now()} t0 0`);
      writeFileSync(files.notice, '{"systemMessage":"pai-checkpoint: a session checkpoint failed"}\n');
      expect(run('stop', stop)).toMatchObject({
        status: 0,
        stdout: '{"systemMessage":"pai-checkpoint: a session checkpoint failed"}\n',
        stderr: '',
      });
      expect(readFileSync(files.journal, 'utf8')).toBe(`${stop}\n`);
      expect(recordFiles(paths)).toEqual([]); // the sidecar's work, not the hook's
      expect(run('stop', stop)).toMatchObject({ status: 0, stdout: '' }); // the notice was printed once
      expect(run('stop', stop, { PAI_CHECKPOINT_DISABLE: '1' })).toMatchObject({ status: 0, stdout: '' });
      expect(run('session-end', end)).toMatchObject({ status: 0, stdout: '' });
      expect(readFileSync(files.journal, 'utf8')).toBe(`${stop}\n${stop}\n${end}\n`);
      expect(loadSession(paths, SID)?.endedAt).toBeUndefined(); // the sidecar records the end, not this hook
      // Long payloads appended by hooks running at once (parallel subagents) never share a line: one write each (found in review).
      const before = readFileSync(files.journal, 'utf8');
      const long = (i: number) =>
        JSON.stringify({ session_id: SID, hook_event_name: 'SubagentStop', n: i, padding: 'x'.repeat(20_000) });
      const script = `for i in $(seq 1 25); do printf '%s' "$P" | sh ${JSON.stringify(join(ROOT, 'hooks', 'journal.sh'))} subagent; done`;
      const runs = [1, 2, 3].map(
        (i) =>
          new Promise((r) =>
            spawn('sh', ['-c', script], {
              env: { PATH: testPath(), ...env, CLAUDE_CODE_SESSION_ID: SID, PAI_CHECKPOINT_SIDECAR: '0', P: long(i) },
              stdio: 'ignore',
            }).once('exit', r),
          ),
      );
      await Promise.all(runs);
      const lines = readFileSync(files.journal, 'utf8').slice(before.length).split('\n').filter(Boolean);
      expect(lines).toHaveLength(75);
      expect(lines.map((l) => (JSON.parse(l) as { n: number }).n).sort()).toEqual([
        ...Array(25).fill(1),
        ...Array(25).fill(2),
        ...Array(25).fill(3),
      ]);
      // The lock names a pid that is alive but another session's sidecar (reused after a crash): the Node hook runs.
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', 'sidecar.cjs', 'another-session'], {
        stdio: 'ignore',
      });
      await new Promise((r) => other.once('spawn', r));
      writeFileSync(files.lock, `${other.pid} ${hostname()} ${Date.now()} t0 0`);
      const journalled = readFileSync(files.journal, 'utf8');
      expect(run('stop', stop)).toMatchObject({ status: 0, stdout: '' });
      other.kill('SIGKILL');
      expect(readFileSync(files.journal, 'utf8')).toBe(journalled);
      // Or no sidecar at all: the Node hook runs.
      writeFileSync(files.lock, `${process.pid} ${hostname()} ${Date.now()} t0 0`);
      expect(run('stop', stop)).toMatchObject({ status: 0, stdout: '' });
      expect(recordFiles(paths)).toHaveLength(1);
    } finally {
      sidecar.kill('SIGKILL');
    }
    // No sidecar at all: the Node hook reads the turn and writes its record.
    say('━━━ 🧠 THINK ━━━ 2/7');
    writeFileSync(files.lock, `999999 ${hostname()} ${Date.now()} t0 0`);
    expect(run('stop', stop)).toMatchObject({ status: 0, stdout: '' });
    expect(recordFiles(paths)).toHaveLength(2);
    // The in-hook marker sends it to Node even while a sidecar runs; `disabled:` makes it do nothing at all.
    say('━━━ 📋 PLAN ━━━ 3/7');
    writeFileSync(files.inhook, 'off: test\n');
    expect(run('stop', stop)).toMatchObject({ status: 0, stdout: '' });
    expect(recordFiles(paths)).toHaveLength(3);
    say('━━━ 🔨 BUILD ━━━ 4/7');
    writeFileSync(files.inhook, 'disabled: [capture] enabled = false in this project\n');
    expect(run('stop', stop)).toMatchObject({ status: 0, stdout: '' });
    expect(recordFiles(paths)).toHaveLength(3);
    // SessionEnd without a sidecar: the Node hook records the end.
    writeFileSync(files.inhook, 'off: test\n');
    expect(run('session-end', end)).toMatchObject({ status: 0, stdout: '' });
    expect(loadSession(paths, SID)).toMatchObject({ endReason: 'prompt_input_exit' });
  });
});
