/**
 * The work offered and restored must be the right work (issue items 17-19), with the real built
 * hooks as processes: a crashed session A left Phase 4 of "Write the API docs"; a new session B
 * starts.
 */
import { appendFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { createCheckpointSync, listCheckpoints } from '../../../src/domain/records/api.js';
import { formatClock } from '../../../src/domain/session/resume.js';
import { loadSession, newSession, saveSession } from '../../../src/domain/session/state.js';
import type { IscCriterion } from '../../../src/domain/records/schema.js';
import { assistantLine, runHookProcess, sandbox, userLine, testPath } from '../../helpers.js';

const A = 'aaaaaaaa-1111-4222-8333-444455556666';
const B = 'bbbbbbbb-1111-4222-8333-444455556666';
const C = 'cccccccc-1111-4222-8333-444455556666';
const TASK = 'Write the API docs';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[capture]\nperiodic_seconds = 0\n',
  );
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir };
  const transcripts: Record<string, string> = {};
  const transcript = (sid: string) => {
    if (!transcripts[sid]) {
      mkdirSync(join(sb.claudeDir, 'projects', 'p'), { recursive: true });
      transcripts[sid] = join(sb.claudeDir, 'projects', 'p', `${sid}.jsonl`);
      writeFileSync(transcripts[sid], '');
    }
    return transcripts[sid];
  };
  const hook = (sid: string, name: string, event: string, extra: Record<string, unknown> = {}) =>
    runHookProcess(
      name,
      { session_id: sid, transcript_path: transcript(sid), cwd: sb.project, hook_event_name: event, ...extra },
      env,
    );
  const say = (sid: string, text: string) =>
    appendFileSync(
      transcript(sid),
      `${assistantLine([
        { type: 'text', text },
        { type: 'tool_use', name: 'Bash', input: { command: 'true' } },
      ])}\n`,
    );
  const cli = (sid: string, ...argv: string[]) =>
    main(
      argv,
      defaultCliEnv({ cwd: sb.project, env: { ...env, CLAUDE_CODE_SESSION_ID: sid, PATH: testPath() }, warnings: [] }),
    );
  /** Session A reached Phase 4 and its claude process died (no SessionEnd). */
  const crashedA = (criteria: IscCriterion[] = []) => {
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    );
    const ids = [1, 2, 3, 4].map(
      (n) =>
        createCheckpointSync(
          ['OBSERVE', 'THINK', 'PLAN', 'BUILD'][n - 1]!,
          n,
          TASK,
          criteria,
          { project: sb.project, cwd: sb.project, completedPhases: Array.from({ length: n - 1 }, (_, i) => i + 1) },
          { paiDir: sb.paths.paiDir, sessionId: A },
        ).checkpointId,
    );
    saveSession(sb.paths, {
      ...newSession(A, sb.project, sb.project, new Date(Date.now() - 60_000)),
      claudePid: dead,
      phase: { number: 4, name: 'BUILD', at: new Date().toISOString() },
      completedPhases: [1, 2, 3],
      task: TASK,
    });
    return ids;
  };
  const open = async (sessionId: string) =>
    (await listCheckpoints({ completed: false, sessionId }, { paiDir: sb.paths.paiDir }))
      .map((r) => r.phaseNumber)
      .sort();
  return { ...sb, env, hook, say, cli, crashedA, open, transcript };
}

describe('the work offered after a crash stays the crashed work', () => {
  test('17. /checkpoint:save outside a phase records no phase work: the next start still offers the crashed Phase 4', async () => {
    const { hook, cli, crashedA, open } = setup();
    crashedA();
    expect(hook(B, 'session-start', 'SessionStart', { source: 'startup' }).json.systemMessage).toMatch(
      /^Checkpoint: Resume from Phase 4\? \(Write the API docs\)/,
    );
    const saved = await cli(B, 'slash', 'save', 'before-resume');
    expect(saved.stdout).toMatch(
      /Checkpoint saved: [0-9A-Z]{26} "before-resume" — no Algorithm phase in progress \(session checkpoint only\)/,
    );
    expect(await open(B)).toEqual([]);
    const next = hook(C, 'session-start', 'SessionStart', { source: 'startup' }).json.systemMessage as string;
    expect(next).toMatch(/^Checkpoint: Resume from Phase 4\? \(Write the API docs\)/);
    expect(next).not.toMatch(/more unfinished session/);
  });

  test('18. a task given to save is never replaced by a later prompt, nor at the end of the session', async () => {
    const { hook, say, cli, transcript, paths } = setup();
    hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    appendFileSync(transcript(B), `${userLine('let us start')}\n`);
    say(B, '━━━ 🧠 THINK ━━━ 2/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    const saved = JSON.parse((await cli(B, 'save', '--task', TASK, '--json')).stdout);
    expect(saved.record).toMatchObject({ phaseNumber: 2 });
    appendFileSync(transcript(B), `${userLine('hello there')}\n`);
    hook(B, 'stop', 'Stop', { last_assistant_message: 'Hi!' });
    appendFileSync(transcript(B), `${userLine('continue')}\n`);
    say(B, '━━━ 📋 PLAN ━━━ 3/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    hook(B, 'session-end', 'SessionEnd', { reason: 'other' });
    // The worker's captures refresh the current record in place: wait for the last one.
    const end = Date.now() + 15_000;
    while (
      !loadSession(paths, B)?.lastCaptureAt ||
      loadSession(paths, B)!.lastCaptureAt! < loadSession(paths, B)!.endedAt!
    ) {
      if (Date.now() > end) throw new Error('no capture after SessionEnd');
      await new Promise((r) => setTimeout(r, 100));
    }
    const records = await listCheckpoints({ sessionId: B }, { paiDir: paths.paiDir });
    expect(records.map((r) => [r.phaseNumber, r.taskSummary])).toEqual([
      [3, TASK],
      [2, TASK],
      [2, 'let us start'],
    ]);
  });

  test('19. the model continuing the offered work (after "yes, continue") carries it over and closes the old records', async () => {
    const { hook, say, crashedA, open, paths } = setup();
    const [, , , build] = crashedA();
    const start = hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    expect(start.json.systemMessage).toMatch(/^Checkpoint: Resume from Phase 4\?/);
    say(B, '━━━ ⚡ EXECUTE ━━━ 5/7\nContinuing the API docs.');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    const [rec] = await listCheckpoints({ sessionId: B }, { paiDir: paths.paiDir });
    expect(rec).toMatchObject({
      phaseNumber: 5,
      taskSummary: TASK,
      completed: false,
      metadata: { resumedFrom: build, completedPhases: [1, 2, 3, 4] },
    });
    expect(await open(A)).toEqual([]);
    // The transition is recorded once, on A (its lifecycle: carried over into B), and queued for A's status on the volume.
    expect(loadSession(paths, A)).toMatchObject({ carriedOverBy: B, carriedOverAt: expect.any(String) });
    expect(loadSession(paths, B)?.carryPending).toEqual([A]);
    // The same offer does not come back (and B, still running, is not offered either).
    expect(hook(C, 'session-start', 'SessionStart', { source: 'startup' })).toMatchObject({ code: 0, stdout: '' });
  });

  test('19. new work in the new session is not taken for the offered work: the offer stays', async () => {
    const { hook, say, crashedA, open } = setup();
    crashedA();
    hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    say(B, '🗒️ TASK: Fix the login bug\n━━━ 👁️ OBSERVE ━━━ 1/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    expect(await open(A)).toEqual([1, 2, 3, 4]);
    expect(await open(B)).toEqual([1]);
  });

  test('sessions, resume --print and resume --context agree on a crashed session, before and after its work is carried over', async () => {
    const { hook, say, cli, crashedA } = setup();
    crashedA();
    const created = await cli(A, 'create', '--session', A, '--json');
    expect(created.exitCode, created.stderr).toBe(0);
    const row = async () => JSON.parse((await cli(C, 'sessions', A.slice(0, 8), '--json')).stdout)[0];
    expect(await row()).toMatchObject({ sessionId: A, status: 'crashed', phase: '4 BUILD' });
    expect(JSON.parse((await cli(C, 'resume', A.slice(0, 8), '--print', '--json')).stdout)).toMatchObject({
      sessionId: A,
      checkpointId: JSON.parse(created.stdout).id,
      started: false,
    });
    expect((await cli(C, 'resume', '--context', '--print-only')).stdout).toMatch(
      /^Current phase: 4\/7 BUILD \(not finished\)\.$/m,
    );

    hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    say(B, '━━━ ⚡ EXECUTE ━━━ 5/7\nContinuing the API docs.');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    // A's work now lives on in B: no view calls it open any more.
    expect(await row()).toMatchObject({
      sessionId: A,
      status: 'carried_over',
      carried_over_by: B,
      phase: '4 BUILD (closed)',
    });
    const context = (await cli(C, 'resume', '--context', '--print-only')).stdout;
    expect(context).toMatch(/^Nothing to resume/); // B carries it on, and B is running
    // The banner's 8 characters name the session inside Claude Code too: its newest record, completed now.
    expect((await cli(C, 'resume', A.slice(0, 8), '--print-only')).stdout).toMatch(
      /^Phase: 4\/7 BUILD \(completed\)\.$/m,
    );
  });

  test('19. /checkpoint:resume carries the offered work over as well', async () => {
    const { hook, cli, crashedA, open, paths } = setup();
    crashedA();
    hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    const r = await cli(B, 'slash', 'resume');
    expect(r.stdout).toContain('This session now carries the work on');
    expect(await open(A)).toEqual([]);
    expect(await open(B)).toEqual([4]);
    expect(loadSession(paths, B)?.offered).toBeUndefined();
    expect(loadSession(paths, A)).toMatchObject({ carriedOverBy: B });
  });
});

/** The ISC criteria session A left: one done, one being worked on, one not started. */
const CRITERIA: IscCriterion[] = [
  { id: '1', subject: 'Every endpoint documented', status: 'completed' },
  { id: '2', subject: 'Examples run as written', status: 'in_progress' },
  { id: '3', subject: 'Errors listed per endpoint', status: 'pending' },
];

/** A task as Claude Code stores it (~/.claude/tasks/<session>/<id>.json). */
function writeTask(claudeDir: string, sid: string, id: string, subject: string, status: string): void {
  mkdirSync(join(claudeDir, 'tasks', sid), { recursive: true });
  writeFileSync(
    join(claudeDir, 'tasks', sid, `${id}.json`),
    JSON.stringify({ id, subject, description: subject, activeForm: subject, status, blocks: [], blockedBy: [] }),
  );
}

describe('issue 33: open tasks survive every route; one offer shape; a live session is never offered its own work', () => {
  test('(3) "yes, continue": SessionStart asks to recreate the open tasks, and the new session`s records carry the criteria before and after the model recreates them', async () => {
    const { hook, say, crashedA, paths, claudeDir } = setup();
    crashedA(CRITERIA);
    const start = hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    const context = start.json.hookSpecificOutput.additionalContext as string;
    expect(context).toContain(
      [
        'Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:',
        '1. Examples run as written (in progress: set it so with TaskUpdate)',
        '2. Errors listed per endpoint',
      ].join('\n'),
    );
    // The model continues before recreating anything: the carried record has A's criteria, not [].
    say(B, '━━━ ⚡ EXECUTE ━━━ 5/7\nContinuing the API docs.');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    const [five] = await listCheckpoints({ sessionId: B }, { paiDir: paths.paiDir });
    expect(five).toMatchObject({ phaseNumber: 5, iscCriteria: CRITERIA });
    // It recreates the open ones (new ids in B's task list) and finishes one: the next record has them, and the done one it did not recreate.
    writeTask(claudeDir, B, '1', 'Examples run as written', 'completed');
    writeTask(claudeDir, B, '2', 'Errors listed per endpoint', 'pending');
    say(B, '━━━ ✅ VERIFY ━━━ 6/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    const [six] = await listCheckpoints({ sessionId: B }, { paiDir: paths.paiDir });
    expect(six).toMatchObject({ phaseNumber: 6 });
    expect(six!.iscCriteria).toEqual([
      CRITERIA[0],
      { id: '1', subject: 'Examples run as written', status: 'completed' },
      { id: '2', subject: 'Errors listed per endpoint', status: 'pending' },
    ]);
    // A new Algorithm run in B is B's own work: the carried criteria stay behind.
    say(B, '━━━ 📚 LEARN ━━━ 7/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    hook(B, 'stop', 'Stop', { last_assistant_message: 'done' });
    say(B, '🗒️ TASK: Fix the login bug\n━━━ 👁️ OBSERVE ━━━ 1/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    const [next] = await listCheckpoints({ sessionId: B }, { paiDir: paths.paiDir });
    expect(next).toMatchObject({ phaseNumber: 1, taskSummary: 'Fix the login bug' });
    expect(next!.iscCriteria.map((c) => c.subject)).toEqual(['Examples run as written', 'Errors listed per endpoint']);
  });

  test('(3) /checkpoint:resume carries the criteria on: the records after it have them until the model recreates them', async () => {
    const { hook, say, cli, crashedA, paths } = setup();
    crashedA(CRITERIA);
    hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    const r = await cli(B, 'slash', 'resume');
    expect(r.stdout).toContain(
      'Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:\n1. Examples run as written (in progress: set it so with TaskUpdate)\n2. Errors listed per endpoint',
    );
    say(B, '━━━ ⚡ EXECUTE ━━━ 5/7');
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    const [five, four] = await listCheckpoints({ sessionId: B }, { paiDir: paths.paiDir });
    expect([four!.phaseNumber, four!.iscCriteria]).toEqual([4, CRITERIA]);
    expect([five!.phaseNumber, five!.iscCriteria]).toEqual([5, CRITERIA]);
  });

  test('(7) a session that ended (/exit) with work open is offered as a crashed one is: session, how, when, phase, task', () => {
    const { hook, paths, project } = setup();
    createCheckpointSync(
      'PLAN',
      3,
      TASK,
      CRITERIA,
      { project, cwd: project, completedPhases: [1, 2] },
      { paiDir: paths.paiDir, sessionId: A },
    );
    const endedAt = new Date(Date.now() - 2 * 3600_000);
    saveSession(paths, {
      ...newSession(A, project, project, new Date(endedAt.getTime() - 60_000)),
      endedAt: endedAt.toISOString(),
      endReason: 'prompt_input_exit',
    });
    const lines = (hook(B, 'session-start', 'SessionStart', { source: 'startup' }).json.systemMessage as string).split(
      '\n',
    );
    expect(lines.slice(0, 3)).toEqual([
      `Checkpoint: Resume from Phase 3? (${TASK})`,
      `Session aaaaaaaa ended 2 h ago (at ${formatClock(endedAt, new Date())}); its work up to Phase 3 was saved.`,
      'Say "yes, continue" to pick it up in this session, or run /checkpoint:resume.',
    ]);
  });

  test('(6) /checkpoint:resume inside a live session does not offer that session`s own work', async () => {
    const { hook, say, cli, paths } = setup();
    hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    say(B, `🗒️ TASK: ${TASK}\n━━━ 📋 PLAN ━━━ 3/7`);
    hook(B, 'stop', 'Stop', { last_assistant_message: '' });
    expect(await listCheckpoints({ sessionId: B, completed: false }, { paiDir: paths.paiDir })).toHaveLength(1);
    const r = await cli(B, 'slash', 'resume');
    expect(r.stdout).toBe('Nothing to resume: no unfinished checkpoint.\n');
    expect(r.stdout).not.toContain('left unfinished');
  });

  test('(3) a session resumed where its task list did not come along (another machine, a fork): the model is asked to recreate the open tasks its conversation left', async () => {
    const { hook, transcript, claudeDir } = setup();
    const created = (id: string, subject: string) => {
      const call = `toolu_${id}`;
      appendFileSync(
        transcript(A),
        `${assistantLine([{ type: 'tool_use', id: call, name: 'TaskCreate', input: { subject, description: subject } }])}\n`,
      );
      appendFileSync(
        transcript(A),
        `${userLine([{ type: 'tool_result', tool_use_id: call, content: `Task #${id} created` }], { toolUseResult: { task: { id, subject } } })}\n`,
      );
    };
    created('1', CRITERIA[0]!.subject);
    created('2', CRITERIA[2]!.subject);
    appendFileSync(
      transcript(A),
      `${assistantLine([{ type: 'tool_use', id: 'toolu_u', name: 'TaskUpdate', input: { taskId: '1', status: 'completed' } }])}\n`,
    );
    appendFileSync(
      transcript(A),
      `${userLine([{ type: 'tool_result', tool_use_id: 'toolu_u', content: 'Updated task #1 status' }], { toolUseResult: { success: true, taskId: '1', updatedFields: ['status'] } })}\n`,
    );
    // This machine has never seen session A: no state, no task list; `claude --resume A` starts it here.
    const context = hook(A, 'session-start', 'SessionStart', { source: 'resume' }).json.hookSpecificOutput
      .additionalContext as string;
    expect(context).toContain(
      `the conversation left these tasks open.\nOpen tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:\n1. ${CRITERIA[2]!.subject}`,
    );
    expect(context).not.toContain(`. ${CRITERIA[0]!.subject}`);
    // Where the task list is there (this machine, the same id), nothing is asked.
    writeTask(claudeDir, A, '1', CRITERIA[2]!.subject, 'pending');
    expect(
      hook(A, 'session-start', 'SessionStart', { source: 'resume' }).json?.hookSpecificOutput?.additionalContext ?? '',
    ).not.toContain('Open tasks to recreate');
  });

  test('(6) `claude --resume` of a crashed session: not offered its own work (its conversation holds it); the crash is told once', async () => {
    const { hook, crashedA, paths } = setup();
    crashedA(CRITERIA);
    const again = hook(A, 'session-start', 'SessionStart', { source: 'resume' });
    expect(again).toMatchObject({ code: 0 });
    expect(again.json?.systemMessage ?? '').not.toMatch(/Resume from Phase/);
    expect(again.json?.hookSpecificOutput?.additionalContext ?? '').not.toMatch(/left unfinished/);
    const events = readFileSync(join(paths.eventsDir, readdirSync(paths.eventsDir)[0]!), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(
      events.filter((e) => e.data.action === 'session_crashed').map((e) => [e.sessionId, e.data.crashedSession]),
    ).toEqual([[A, A]]);
    expect(loadSession(paths, A)?.crashReportedAt).toEqual(expect.any(String));
    expect(hook(A, 'session-start', 'SessionStart', { source: 'compact' }).json?.systemMessage ?? '').not.toMatch(
      /Resume from Phase/,
    );
  });
});

describe('what SessionStart says about the configuration', () => {
  test('[capture] enabled = false in the project: silence, no records, no captures', () => {
    const { hook, say, crashedA, project, paths, open } = setup();
    crashedA();
    mkdirSync(join(project, '.pai'));
    writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[capture]\nenabled = false\n');
    expect(hook(B, 'session-start', 'SessionStart', { source: 'startup' })).toMatchObject({ code: 0, stdout: '' });
    say(B, '━━━ 👁️ OBSERVE ━━━ 1/7');
    expect(hook(B, 'stop', 'Stop', { last_assistant_message: '' })).toMatchObject({ code: 0, stdout: '' });
    return open(B).then((phases) => {
      expect(phases).toEqual([]);
      expect(loadSession(paths, B)).toMatchObject({ disabled: true });
    });
  });

  test('a bad configuration value: SessionStart says checkpoints are off until it is fixed (not "ignored")', () => {
    const { hook, paths } = setup();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[capture]\nperiodic_seconds = "often"\n');
    const r = hook(B, 'session-start', 'SessionStart', { source: 'startup' });
    expect(r.json.systemMessage).toMatch(
      /checkpoint\.toml: capture\.periodic_seconds: invalid type — session checkpoints are off until this is fixed \(phase records still work\)/,
    );
    expect(readFileSync(join(paths.paiDir, 'checkpoint.toml'), 'utf8')).toContain('often');
  });
});
