import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCheckpoint, listCheckpoints } from '../../../src/domain/records/api.js';
import { newSession } from '../../../src/domain/session/state.js';
import { catchUp, completeRunIfLearned, iscCriteria, taskSummary } from '../../../src/domain/session/tracker.js';
import { KEPT_TEXT_MAX, keptText, keptTextHolds } from '../../../src/domain/session/kept-text.js';
import { readCheckpointRef } from '../../../src/domain/records/seed.js';
import { assistantLine, fakeClock, readEvents, sandbox, trackerCtx, userLine } from '../../helpers.js';

const H = (n: number, name: string) => `━━━ ✨ ${name} ━━━ ${n}/7`;

function setup() {
  const sb = sandbox();
  const clock = fakeClock();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(sb.paths.seedPath, '{\n  "version": "1.0.0",\n  "state": {}\n}\n');
  const ctx = trackerCtx(sb.paths, { now: clock.now, env: { CLAUDE_CONFIG_DIR: sb.claudeDir } });
  const transcript = join(sb.home, 'transcript.jsonl');
  writeFileSync(transcript, '');
  const state = newSession('sess-1', sb.project, sb.project, clock.now());
  state.transcriptPath = transcript;
  const say = (...texts: string[]) => {
    clock.advance(1000);
    appendFileSync(transcript, `${assistantLine(texts.map((text) => ({ type: 'text' as const, text })))}\n`);
  };
  return { ...sb, clock, ctx, transcript, state, say };
}

describe('catchUp', () => {
  test('one record per phase transition, with task, ISC and metadata', async () => {
    const { ctx, state, say, transcript, paths, claudeDir } = setup();
    appendFileSync(transcript, `${userLine('Please build the login form for the app today')}\n`);
    say('🗒️ TASK: Build the login form', H(1, 'OBSERVE'));
    mkdirSync(join(claudeDir, 'tasks', 'sess-1'), { recursive: true });
    writeFileSync(
      join(claudeDir, 'tasks', 'sess-1', '1.json'),
      JSON.stringify({ id: '1', subject: 'Form renders', status: 'in_progress' }),
    );
    const r1 = await catchUp(ctx, state);
    expect(r1.created.map((c) => c.phaseNumber)).toEqual([1]);
    say(H(1, 'OBSERVE'), 'still observing'); // a repeated header is not a transition
    expect((await catchUp(ctx, state)).created).toEqual([]);
    say(H(2, 'THINK'), 'and', H(3, 'PLAN'));
    const r2 = await catchUp(ctx, state);
    expect(r2.created.map((c) => c.phaseNumber)).toEqual([2, 3]);
    const plan = await loadCheckpoint(r2.created[1]!.id, { paiDir: paths.paiDir });
    expect(plan).toMatchObject({
      sessionId: 'sess-1',
      phase: 'PLAN',
      phaseNumber: 3,
      taskSummary: 'Build the login form',
      iscCriteria: [{ id: '1', subject: 'Form renders', status: 'in_progress' }],
      metadata: {
        trigger: 'phase',
        completedPhases: [1, 2],
        cwd: state.cwd,
        project: state.project,
        transcriptPath: transcript,
      },
    });
    expect(readCheckpointRef(paths.seedPath)).toBe(r2.created[1]!.id);
    expect(state.phase?.number).toBe(3);
    expect(state.runRecordIds).toHaveLength(3);
  });

  test('the task falls back to the last user prompt', async () => {
    const { ctx, state, say, transcript } = setup();
    appendFileSync(transcript, `${userLine('Refactor the payment module so that refunds work again please')}\n`);
    say(H(1, 'OBSERVE'));
    await catchUp(ctx, state);
    expect(taskSummary(state)).toBe('Refactor the payment module so that refunds work…');
  });

  test("Stop's final text that is not flushed yet is waited for and read once", async () => {
    const { ctx, state, say } = setup();
    say(H(1, 'OBSERVE'));
    await catchUp(ctx, state);
    const final = `${H(5, 'EXECUTE')}\n${H(6, 'VERIFY')}\n${H(7, 'LEARN')}`;
    setTimeout(() => say(final), 150);
    const r = await catchUp(ctx, state, { finalText: final, waitMs: 3000 });
    expect(r.created.map((c) => c.phaseNumber)).toEqual([5, 6, 7]);
    expect(state.pendingText).toBeUndefined();
    expect((await catchUp(ctx, state)).created).toEqual([]);
  });

  test("Stop's final text that never shows up in time is taken from the payload, and not again later", async () => {
    const { ctx, state, say } = setup();
    const final = `${H(5, 'EXECUTE')}\n${H(6, 'VERIFY')}\n${H(7, 'LEARN')}`;
    const r = await catchUp(ctx, state, { finalText: final, waitMs: 0 });
    expect(r.created.map((c) => c.phaseNumber)).toEqual([5, 6, 7]);
    await completeRunIfLearned(ctx, state);
    say(final); // flushed late: must not look like a new run starting at EXECUTE
    expect((await catchUp(ctx, state)).created).toEqual([]);
    expect(state.runCompleted).toBe(true);
  });

  test('what else the lines tell: failed tools (named), tasks once their result comes in a later read, prompts, tool calls and tokens', async () => {
    const { ctx, state, transcript } = setup();
    const line = (l: string) => appendFileSync(transcript, `${l}\n`);
    line(userLine('Fix the flaky test please'));
    line(
      JSON.stringify({
        type: 'assistant',
        uuid: 'a1',
        message: {
          id: 'msg_1',
          model: 'claude-sonnet-4',
          role: 'assistant',
          usage: { input_tokens: 10, output_tokens: 1 },
          content: [{ type: 'tool_use', id: 'toolu_t', name: 'TaskCreate', input: { subject: 'Suite is green' } }],
        },
      }),
    );
    line(
      JSON.stringify({
        type: 'assistant',
        uuid: 'a2',
        message: {
          id: 'msg_1',
          model: 'claude-sonnet-4',
          role: 'assistant',
          usage: { input_tokens: 10, output_tokens: 5 },
          content: [{ type: 'tool_use', id: 'toolu_b', name: 'Bash', input: { command: 'false' } }],
        },
      }),
    );
    let r = await catchUp(ctx, state);
    expect(r.toolErrors).toEqual([]);
    expect(state.tasks).toBeUndefined(); // the call, but no result yet
    line(
      userLine([{ type: 'tool_result', tool_use_id: 'toolu_t', content: 'Task #4 created' }], {
        toolUseResult: { task: { id: '4', subject: 'Suite is green' } },
      }),
    );
    line(userLine([{ type: 'tool_result', tool_use_id: 'toolu_b', content: 'Exit code 1', is_error: true }]));
    line(
      JSON.stringify({
        type: 'assistant',
        uuid: 'a3',
        message: {
          id: 'msg_2',
          model: 'claude-sonnet-4',
          role: 'assistant',
          usage: { input_tokens: 20, output_tokens: 2 },
          content: [{ type: 'text', text: 'It failed.' }],
        },
      }),
    );
    r = await catchUp(ctx, state);
    expect(r.toolErrors).toEqual(['Bash: Exit code 1']);
    expect(state.tasks).toEqual({ 4: { subject: 'Suite is green', status: 'pending' } });
    expect(state.metrics).toMatchObject({
      turns: 1,
      toolCalls: 2,
      lastTool: 'Bash',
      tokens: { 'claude-sonnet-4': { input: 10, output: 5 } },
      open: { id: 'msg_2' },
    });
    expect(state.openTools).toEqual({});
    expect(state.openTaskCalls).toEqual({});
  });

  test('a second Stop with the same final text (another hook kept the turn going) changes nothing', async () => {
    const { ctx, state } = setup();
    const final = `${H(5, 'EXECUTE')}\n${H(6, 'VERIFY')}\n${H(7, 'LEARN')}`;
    expect((await catchUp(ctx, state, { finalText: final, waitMs: 0 })).created).toHaveLength(3);
    await completeRunIfLearned(ctx, state);
    // Waiting for it (it never comes again) would outlast the test's own time limit.
    expect((await catchUp(ctx, state, { finalText: final, waitMs: 600_000 })).created).toEqual([]);
  });

  test('Stop without a phase marker does not wait', async () => {
    const { ctx, state } = setup();
    // Waiting would outlast the test's own time limit.
    expect((await catchUp(ctx, state, { finalText: 'All done, nothing else.', waitMs: 600_000 })).created).toEqual([]);
  });

  test('a final text of megabytes is kept bounded in the state, and still recognised (repeated Stop, late in the transcript)', async () => {
    const { ctx, state, say } = setup();
    const final = `${'x'.repeat(3 << 20)}\n${H(5, 'EXECUTE')}\n${H(6, 'VERIFY')}`;
    expect((await catchUp(ctx, state, { finalText: final, waitMs: 0 })).created.map((c) => c.phaseNumber)).toEqual([
      5, 6,
    ]);
    expect(state.pendingText!.length).toBeLessThan(2 * KEPT_TEXT_MAX);
    expect(state.lastStopText!.length).toBeLessThan(2 * KEPT_TEXT_MAX);
    expect(state.pendingText).toContain(H(6, 'VERIFY')); // the tail, where a turn's header is
    // The same Stop again changes nothing (a text of the same length differing in the middle would not be the same).
    expect((await catchUp(ctx, state, { finalText: final, waitMs: 600_000 })).created).toEqual([]);
    expect(keptText(final)).not.toBe(
      keptText(`${'x'.repeat(1 << 20)}y${'x'.repeat((2 << 20) - 1)}\n${H(5, 'EXECUTE')}\n${H(6, 'VERIFY')}`),
    );
    say(final); // flushed late: read once only
    expect((await catchUp(ctx, state)).created).toEqual([]);
    expect(state.pendingText).toBeUndefined();
    expect(keptTextHolds(keptText(final), H(6, 'VERIFY'))).toBe(true);
    expect(keptTextHolds(keptText(final), H(7, 'LEARN'))).toBe(false);
  });

  test('going back a phase is recorded and trims the completed list', async () => {
    const { ctx, state, say, paths } = setup();
    say(H(1, 'OBSERVE'), H(2, 'THINK'), H(3, 'PLAN'), H(4, 'BUILD'));
    await catchUp(ctx, state);
    say(H(2, 'THINK'));
    const r = await catchUp(ctx, state);
    expect((await loadCheckpoint(r.created[0]!.id, { paiDir: paths.paiDir }))?.metadata['completedPhases']).toEqual([
      1,
    ]);
  });
});

describe('LEARN completes the run', () => {
  test('records are completed, checkpointRef cleared, and a new OBSERVE starts a new run', async () => {
    const { ctx, state, say, paths } = setup();
    say(H(1, 'OBSERVE'), H(5, 'EXECUTE'), H(6, 'VERIFY'));
    await catchUp(ctx, state);
    expect(await completeRunIfLearned(ctx, state)).toEqual([]); // not at LEARN yet
    say(H(7, 'LEARN'));
    await catchUp(ctx, state);
    const done = await completeRunIfLearned(ctx, state);
    expect(done).toHaveLength(4);
    expect(await listCheckpoints({ completed: false }, { paiDir: paths.paiDir })).toEqual([]);
    expect(readCheckpointRef(paths.seedPath)).toBeUndefined();
    expect(readEvents(paths).filter((e) => e.data.action === 'checkpoint_completed')).toHaveLength(1);
    expect(await completeRunIfLearned(ctx, state)).toEqual([]); // once
    // The LEARN header seen again (e.g. flushed late) is not a new run.
    say(H(7, 'LEARN'));
    expect((await catchUp(ctx, state)).created).toEqual([]);
    say('🗒️ TASK: Next thing', H(1, 'OBSERVE'));
    const next = await catchUp(ctx, state);
    expect(next.created).toHaveLength(1);
    expect(state.completedPhases).toEqual([]);
    expect(state.runCompleted).toBe(false);
    expect((await loadCheckpoint(next.created[0]!.id, { paiDir: paths.paiDir }))?.taskSummary).toBe('Next thing');
  });
});

test('carried criteria keep their order when the model recreates them in another order (Claude Code numbers tasks created at once as their calls finish); the session`s new ones follow', () => {
  const { paths, home, project } = sandbox();
  const claudeDir = join(home, '.claude');
  const ctx = trackerCtx(paths, { env: { CLAUDE_CONFIG_DIR: claudeDir } });
  const state = {
    ...newSession('s-carry', project, project, new Date()),
    carriedCriteria: [
      { id: '1', subject: 'Every endpoint documented', status: 'completed' as const },
      { id: '2', subject: 'Examples run as written', status: 'in_progress' as const },
      { id: '3', subject: 'Errors listed per endpoint', status: 'pending' as const },
    ],
  };
  const tasks = join(claudeDir, 'tasks', 's-carry');
  mkdirSync(tasks, { recursive: true });
  // recreated in the other order, then one new task
  writeFileSync(
    join(tasks, '1.json'),
    JSON.stringify({ id: '1', subject: 'Errors listed per endpoint', status: 'pending' }),
  );
  writeFileSync(
    join(tasks, '2.json'),
    JSON.stringify({ id: '2', subject: 'Examples run as written', status: 'in_progress' }),
  );
  writeFileSync(join(tasks, '3.json'), JSON.stringify({ id: '3', subject: 'A new check', status: 'pending' }));
  expect(iscCriteria(ctx, state).map((c) => [c.id, c.subject, c.status])).toEqual([
    ['1', 'Every endpoint documented', 'completed'],
    ['2', 'Examples run as written', 'in_progress'],
    ['1', 'Errors listed per endpoint', 'pending'],
    ['3', 'A new check', 'pending'],
  ]);
});

test('carried criteria the session has no task for are all kept, one subject twice included', () => {
  const { paths, home, project } = sandbox();
  const ctx = trackerCtx(paths, { env: { CLAUDE_CONFIG_DIR: join(home, '.claude') } });
  const twice = [
    { id: '1', subject: 'Same words', status: 'completed' as const },
    { id: '2', subject: 'Same words', status: 'pending' as const },
  ];
  expect(iscCriteria(ctx, { ...newSession('s-twice', project, project, new Date()), carriedCriteria: twice })).toEqual(
    twice,
  );
});
