// The hook handlers called in-process, as runHook calls them (after parsing stdin and taking the
// session's lock): a Context on temp folders, a real transcript file, and the worker jobs they
// start recorded instead of spawned. hooks.test.ts runs the same hooks as built processes.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { createCheckpointSync, listCheckpoints } from '../../../src/domain/records/api.js';
import { captureLockPath, pendingFile, type CaptureTicket } from '../../../src/domain/session/queue.js';
import { addNotice, loadSession, newSession, saveSession } from '../../../src/domain/session/state.js';
import { acquire } from '../../../src/core/lock.js';
import type { HookContext } from '../../../src/adapters/hooks/hook.js';
import type { HookPayload } from '../../../src/domain/session/tracker.js';
import { sessionStart } from '../../../src/adapters/hooks/handlers/session-start.js';
import { userPromptSubmit } from '../../../src/adapters/hooks/handlers/user-prompt-submit.js';
import { postToolUse } from '../../../src/adapters/hooks/handlers/post-tool-use.js';
import { postToolUseFailure } from '../../../src/adapters/hooks/handlers/post-tool-use-failure.js';
import { preCompact } from '../../../src/adapters/hooks/handlers/pre-compact.js';
import { stop } from '../../../src/adapters/hooks/handlers/stop.js';
import { sessionEnd } from '../../../src/adapters/hooks/handlers/session-end.js';
import { runJob } from '../../../src/adapters/worker/jobs.js';
import { assistantLine, fakeClock, readEvents, recordFiles, sandbox, trackerCtx, userLine } from '../../helpers.js';

const SID = '5a1d0c3e-1111-4222-8333-000000000001';
const OTHER = '5a1d0c3e-1111-4222-8333-000000000002';

function setup(opts: { now?: () => Date } = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, '{\n  "version": "1.0.0",\n  "state": {}\n}\n');
  const transcript = join(sb.home, 't.jsonl');
  writeFileSync(transcript, '');
  const workers: string[][] = [];
  const env = { HOME: sb.home, CLAUDE_CONFIG_DIR: sb.claudeDir };
  const ctx: HookContext & { warnings: string[] } = {
    ...trackerCtx(sb.paths, { env, ...(opts.now ? { now: opts.now } : {}) }),
    cliPath: '/plugin/dist/cli.cjs',
    startWorker: (args) => workers.push(args),
  };
  const payload = (event: string, extra: Record<string, unknown> = {}): HookPayload => ({ session_id: SID, transcript_path: transcript, cwd: sb.project, hook_event_name: event, ...extra });
  /** An assistant message with a tool call, as Claude Code has flushed it when PostToolUse runs. */
  const say = (text: string, toolUseId = `toolu_${Math.random().toString(36).slice(2)}`) => {
    appendFileSync(transcript, `${assistantLine([{ type: 'text', text }, { type: 'tool_use', name: 'Bash', input: { command: 'true' }, id: toolUseId }])}\n`);
    return toolUseId;
  };
  const tickets = (): CaptureTicket[] => {
    try {
      return readFileSync(pendingFile(sb.paths, SID), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as CaptureTicket);
    } catch {
      return [];
    }
  };
  return { ...sb, ctx, env, transcript, workers, payload, say, tickets };
}

describe('SessionStart', () => {
  test('nothing to resume: says nothing, starts the session state, exports the CLI for Bash', async () => {
    const { ctx, payload, paths, home } = setup();
    const envFile = join(home, 'session-env.sh');
    ctx.env['CLAUDE_ENV_FILE'] = envFile;
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'startup' }))).toBeUndefined();
    expect(loadSession(paths, SID)).toMatchObject({ sessionId: SID, heartbeatAt: expect.any(String) });
    expect(readFileSync(envFile, 'utf8')).toBe('export PAI_CHECKPOINT_CLI=/plugin/dist/cli.cjs\n');
    expect(ctx.warnings).toEqual([]);
  });

  test('unfinished work of another session, gone without SessionEnd: offered to the user and the model, remembered in the state', async () => {
    const { ctx, payload, paths, project } = setup();
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    const rec = createCheckpointSync('PLAN', 3, 'Build the login form', [], { project, cwd: project, completedPhases: [1, 2] }, { paiDir: paths.paiDir, sessionId: OTHER });
    saveSession(paths, { ...newSession(OTHER, project, project, new Date(Date.now() - 90_000)), claudePid: dead });
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    expect(out?.systemMessage).toMatch(/^Checkpoint: Resume from Phase 3\? \(Build the login form\)\nThe previous session 5a1d0c3e crashed/);
    expect(out?.systemMessage).toContain('Tip: run /checkpoint:setup'); // once, next to the offer
    expect(out?.hookSpecificOutput).toMatchObject({ hookEventName: 'SessionStart', additionalContext: expect.stringContaining(`Checkpoint ${rec.checkpointId}`) });
    expect(loadSession(paths, SID)?.offered).toMatchObject({ recordId: rec.checkpointId, sessionId: OTHER, phaseNumber: 3, completedPhases: [1, 2] });
    expect(readEvents(paths).map((e) => e.data.action)).toEqual(['checkpoint_created', 'resume_offered', 'session_crashed']);
  });

  test('`[capture] enabled = false` in the project: no offer at all, and the session is marked off for the other hooks', async () => {
    const { ctx, payload, paths, project, say, tickets, workers } = setup();
    createCheckpointSync('PLAN', 3, 'Build the login form', [], { project, cwd: project }, { paiDir: paths.paiDir, sessionId: OTHER });
    mkdirSync(join(project, '.pai'));
    writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[capture]\nenabled = false\n');
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'startup' }))).toBeUndefined();
    expect(loadSession(paths, SID)?.disabled).toBe(true);
    const id = say('━━━ 👁️ OBSERVE ━━━ 1/7');
    expect(await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: id }))).toBeUndefined();
    expect(recordFiles(paths)).toHaveLength(1); // the other session's only
    expect([tickets(), workers]).toEqual([[], []]);
  });

  test('after compaction: the phase, task and ISC go back to the model', async () => {
    const { ctx, payload, say } = setup();
    const id = say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7\n━━━ 🧠 THINK ━━━ 2/7');
    await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: id }));
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'compact' }));
    expect(out).toEqual({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: expect.stringContaining('Current phase: 2/7 THINK.') } });
    expect(out?.hookSpecificOutput?.additionalContext).toContain('Task: Ship it');
  });
});

describe('UserPromptSubmit', () => {
  test('what the user typed becomes lastPrompt (a slash command does not); no checkpoint is asked for', async () => {
    const { ctx, payload, paths, transcript, tickets, workers } = setup();
    appendFileSync(transcript, `${userLine('Build the login form for the app')}\n`);
    expect(await userPromptSubmit(ctx, payload('UserPromptSubmit', { prompt: 'Build the login form for the app' }))).toBeUndefined();
    expect(loadSession(paths, SID)?.lastPrompt).toBe('Build the login form for the app');
    await userPromptSubmit(ctx, payload('UserPromptSubmit', { prompt: '/checkpoint:list' }));
    expect(loadSession(paths, SID)?.lastPrompt).toBe('Build the login form for the app');
    expect([tickets(), workers]).toEqual([[], []]);
  });
});

describe('PostToolUse', () => {
  test('a phase transition: a record, a `phase` ticket naming it, and one capture worker started', async () => {
    const { ctx, payload, paths, say, tickets, workers } = setup();
    const id = say('🗒️ TASK: Build the login form\n━━━ 👁️ OBSERVE ━━━ 1/7');
    expect(await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_input: { command: 'true' }, tool_response: {}, tool_use_id: id }))).toBeUndefined();
    const [record] = await listCheckpoints({ completed: false }, { paiDir: paths.paiDir });
    expect(record).toMatchObject({ sessionId: SID, phaseNumber: 1, taskSummary: 'Build the login form' });
    expect(tickets()).toEqual([{ trigger: 'phase', at: expect.any(String), recordId: record!.id }]);
    expect(workers).toEqual([['capture', SID]]);
    expect(loadSession(paths, SID)).toMatchObject({ phase: { number: 1, name: 'OBSERVE' }, task: 'Build the login form', recentToolUseIds: [id] });
  });

  test('no transition: no record, no ticket, no worker; a second ticket while a worker captures starts none', async () => {
    const { ctx, payload, paths, say, tickets, workers } = setup();
    await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: say('Working on it.') }));
    expect([recordFiles(paths), tickets(), workers]).toEqual([[], [], []]);
    const busy = acquire(captureLockPath(paths, SID)); // a worker is capturing this session
    try {
      await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: say('━━━ 👁️ OBSERVE ━━━ 1/7') }));
    } finally {
      busy.release();
    }
    expect(tickets().map((t) => t.trigger)).toEqual(['phase']);
    expect(workers).toEqual([]); // the running worker takes it
  });

  test('task tools keep ISC criteria; notices waiting for the user are returned once', async () => {
    const { ctx, payload, paths, say } = setup();
    const state = newSession(SID, '/p', '/p', new Date());
    addNotice(state, 'the last session checkpoint failed');
    saveSession(paths, state);
    const id = say('Adding a criterion.');
    const out = await postToolUse(ctx, payload('PostToolUse', { tool_name: 'TaskCreate', tool_use_id: id, tool_input: { subject: 'Form renders' }, tool_response: { task: { id: '1', subject: 'Form renders' } } }));
    expect(out).toEqual({ systemMessage: 'pai-checkpoint: the last session checkpoint failed' });
    expect(loadSession(paths, SID)?.tasks).toEqual({ 1: { subject: 'Form renders', status: 'pending' } });
    expect(await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: say('More.') }))).toBeUndefined();
  });
});

test('PostToolUseFailure: an `error` ticket naming the tool and its error', async () => {
  const { ctx, payload, tickets, workers } = setup();
  await postToolUseFailure(ctx, payload('PostToolUseFailure', { tool_name: 'Bash', error: 'exit 1' }));
  expect(tickets()).toEqual([{ trigger: 'error', at: expect.any(String), error: 'Bash: exit 1' }]);
  expect(workers).toEqual([['capture', SID]]);
});

describe('Stop', () => {
  test('an ordinary turn end: a `stop` ticket', async () => {
    const { ctx, payload, say, tickets } = setup();
    await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7') }));
    expect(await stop(ctx, payload('Stop', { last_assistant_message: 'Looked around.', stop_hook_active: false }))).toBeUndefined();
    expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'stop']);
  });

  test('LEARN in the final text (not in the transcript yet): recorded, the run completed, a `complete` ticket', async () => {
    const { ctx, payload, paths, say, tickets } = setup();
    await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7') }));
    const started = Date.now();
    await stop(ctx, payload('Stop', { last_assistant_message: '━━━ 📚 LEARN ━━━ 7/7\nDone.', stop_hook_active: false }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // it waited for the text, then took the payload's copy
    expect(await listCheckpoints({ completed: false }, { paiDir: paths.paiDir })).toEqual([]);
    expect((await listCheckpoints({ completed: true }, { paiDir: paths.paiDir })).map((r) => r.phaseNumber)).toEqual([7, 1]);
    expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'phase', 'complete']);
    expect(loadSession(paths, SID)).toMatchObject({ phase: { number: 7, name: 'LEARN' }, runCompleted: true, pendingText: '━━━ 📚 LEARN ━━━ 7/7\nDone.' });
  });
});

test('PreCompact: a `pre_compact` ticket, and the PAI state as plain text for the summariser', async () => {
  const { ctx, payload, say, tickets } = setup();
  await postToolUse(ctx, payload('PostToolUse', { tool_name: 'Bash', tool_use_id: say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7\n━━━ 🧠 THINK ━━━ 2/7') }));
  const out = await preCompact(ctx, payload('PreCompact', { trigger: 'auto', custom_instructions: '' }));
  expect(out).toEqual({ text: expect.stringMatching(/^Keep this PAI Algorithm state in the summary, verbatim:\n/) });
  expect(out?.text).toContain('Current phase: 2/7 THINK.');
  expect(out?.text).toContain('Task: Ship it');
  expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'pre_compact']);
});

test('SessionEnd: the end is recorded in the state, and the rest is handed to a `session-end` worker', async () => {
  const clock = fakeClock('2026-11-21T10:00:00.000Z');
  const { ctx, payload, paths, tickets, workers } = setup({ now: clock.now });
  await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
  clock.advance(60_000);
  expect(await sessionEnd(ctx, payload('SessionEnd', { reason: 'prompt_input_exit' }))).toBeUndefined();
  expect(loadSession(paths, SID)).toMatchObject({ endedAt: '2026-11-21T10:01:00.000Z', endReason: 'prompt_input_exit', heartbeatAt: '2026-11-21T10:01:00.000Z' });
  expect(workers).toEqual([['session-end', SID]]);
  expect(tickets()).toEqual([]); // the worker decides the shutdown checkpoint
  await sessionStart(ctx, payload('SessionStart', { source: 'resume' }));
  expect(loadSession(paths, SID)).not.toHaveProperty('endedAt'); // running again
});

test('the worker runs only the jobs it knows, for session ids that are safe path parts', async () => {
  const { ctx } = setup();
  expect(await runJob(ctx, ['capture', SID])).toBe(true); // nothing queued: nothing captured
  expect(await runJob(ctx, ['nope', SID])).toBe(false);
  expect(await runJob(ctx, ['capture', '../x'])).toBe(false);
  expect(await runJob(ctx, ['toString', SID])).toBe(false);
  expect(await runJob(ctx, ['capture'])).toBe(false);
});
