// The hook handlers called in-process, as runHook calls them (after parsing stdin and taking the
// session's lock), and the sidecar's look at the session (app/follow.ts) that replaced the
// per-tool-call hooks: a Context on temp folders, a real transcript file, and the worker jobs and
// sidecars they start recorded instead of spawned. hooks.test.ts runs the hooks as built processes.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { createCheckpointSync, listCheckpoints } from '../../../src/domain/records/api.js';
import { captureLockPath, pendingFile, type CaptureTicket } from '../../../src/domain/session/queue.js';
import { addNotice, loadSession, newSession, saveSession } from '../../../src/domain/session/state.js';
import { acquire, tryAcquire } from '../../../src/core/lock.js';
import type { HookContext } from '../../../src/app/hooks/hook.js';
import { FINAL_TEXT_WAIT_MS, type HookPayload } from '../../../src/domain/session/tracker.js';
import { sessionStart } from '../../../src/app/hooks/session-start.js';
import { volumeWord } from '../../../src/domain/session/lifecycle.js';
import { followSession } from '../../../src/app/follow.js';
import { DEFAULT_WINDOWS } from '../../../src/core/config.js';
import { saveLocalSummary } from '../../../src/domain/summary/local.js';
import { writeMemoryCache } from '../../../src/domain/memory/cache.js';
import { emptyMemory } from '../../../src/domain/memory/model.js';
import { projectIdFor } from '../../../src/domain/memory/project.js';
import { requestCapture } from '../../../src/domain/session/queue.js';
import {
  FENCED_MARK,
  riskyCallFile,
  setInHook,
  setRiskyPending,
  sidecarFiles,
} from '../../../src/domain/session/sidecar-files.js';
import { pluginRootFile, updateRiskyHooks } from '../../../src/domain/session/risky-hooks.js';
import { preToolUse } from '../../../src/app/hooks/pre-tool-use.js';
import { subagent } from '../../../src/app/hooks/subagent.js';
import { listSessions, readManifest } from '../../../src/domain/volume/read.js';
import { loadIndex } from '../../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { preCompact } from '../../../src/app/hooks/pre-compact.js';
import { stop } from '../../../src/app/hooks/stop.js';
import { sessionEnd } from '../../../src/app/hooks/session-end.js';
import { runJob } from '../../../src/app/jobs.js';
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
  const sidecars: string[] = [];
  /** Whether the session was on disk as each sidecar started (the sidecar exits on a session it cannot find). */
  const sidecarFound: boolean[] = [];
  const env = { HOME: sb.home, CLAUDE_CONFIG_DIR: sb.claudeDir };
  // How a started sidecar does: it comes up (takes its lock, as dist/sidecar.cjs does), never
  // comes up, or cannot be spawned (the error).
  let sidecarMode: 'up' | 'never' | { error: string } = 'up';
  const ctx: HookContext & { warnings: string[] } = {
    ...trackerCtx(sb.paths, { env, ...(opts.now ? { now: opts.now } : {}) }),
    cliPath: '/plugin/dist/cli.cjs',
    startWorker: (args) => workers.push(args),
    startSidecar: async (id) => {
      sidecars.push(id);
      sidecarFound.push(loadSession(sb.paths, id) !== undefined);
      if (sidecarMode === 'up') tryAcquire(sidecarFiles(sb.paths, id).lock);
      return typeof sidecarMode === 'object' ? sidecarMode.error : undefined;
    },
  };
  const sidecarDoes = (mode: typeof sidecarMode) => (sidecarMode = mode);
  const payload = (event: string, extra: Record<string, unknown> = {}): HookPayload => ({
    session_id: SID,
    transcript_path: transcript,
    cwd: sb.project,
    hook_event_name: event,
    ...extra,
  });
  /** An assistant message with a tool call, as Claude Code writes it to the transcript. */
  const say = (
    text: string,
    toolUseId = `toolu_${Math.random().toString(36).slice(2)}`,
    tool: { name: string; input: unknown } = { name: 'Bash', input: { command: 'true' } },
  ) => {
    appendFileSync(
      transcript,
      `${assistantLine([
        { type: 'text', text },
        { type: 'tool_use', ...tool, id: toolUseId },
      ])}\n`,
    );
    return toolUseId;
  };
  /** The result of a tool call, as Claude Code writes it. */
  const answer = (toolUseId: string, content: string, extra: { isError?: boolean; result?: unknown } = {}) =>
    appendFileSync(
      transcript,
      `${userLine([{ type: 'tool_result', tool_use_id: toolUseId, content, ...(extra.isError ? { is_error: true } : {}) }], extra.result !== undefined ? { toolUseResult: extra.result } : {})}\n`,
    );
  /** The sidecar's look at the session, its tickets queued as the sidecar queues them. */
  const look = async () => {
    const r = await followSession(ctx, SID);
    requestCapture(sb.paths, SID, r.tickets, () => workers.push(['capture', SID]));
    return r;
  };
  /** The session as SessionStart leaves it (the sidecar follows a session SessionStart began). */
  const begin = async () => {
    await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    sidecars.length = 0;
  };
  const tickets = (): CaptureTicket[] => {
    try {
      return readFileSync(pendingFile(sb.paths, SID), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as CaptureTicket);
    } catch {
      return [];
    }
  };
  return {
    ...sb,
    ctx,
    env,
    transcript,
    workers,
    sidecars,
    sidecarFound,
    sidecarDoes,
    payload,
    say,
    answer,
    look,
    begin,
    tickets,
  };
}

describe('SessionStart', () => {
  test('nothing to resume: says nothing, starts the session state and its sidecar, exports the CLI for Bash', async () => {
    const { ctx, payload, paths, home, sidecars, sidecarFound } = setup();
    const envFile = join(home, 'session-env.sh');
    ctx.env['CLAUDE_ENV_FILE'] = envFile;
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'startup' }))).toBeUndefined();
    expect(loadSession(paths, SID)).toMatchObject({
      sessionId: SID,
      heartbeatAt: expect.any(String),
      sidecarLaunches: 1,
    });
    expect(sidecars).toEqual([SID]);
    // A new session is on disk when its sidecar starts: a sidecar that finds none exits (found in a full run).
    expect(sidecarFound).toEqual([true]);
    expect(existsSync(sidecarFiles(paths, SID).inhook)).toBe(false);
    expect(readFileSync(envFile, 'utf8')).toBe('export PAI_CHECKPOINT_CLI=/plugin/dist/cli.cjs\n');
    expect(ctx.warnings).toEqual([]);
  });

  test('a sidecar that cannot be started: the hooks do its work, and the user is told once', async () => {
    const { ctx, payload, paths, sidecars, sidecarDoes } = setup();
    sidecarDoes({ error: 'spawn EAGAIN' });
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    expect(out?.systemMessage).toMatch(
      /^pai-checkpoint: the session sidecar is not running \(spawn EAGAIN\); this session's phases are recorded at the end of each turn instead/,
    );
    expect(readFileSync(sidecarFiles(paths, SID).inhook, 'utf8')).toBe('failed: spawn EAGAIN\n');
    expect(loadSession(paths, SID)?.sidecarFallback).toBe('spawn EAGAIN');
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'resume' }))).toBeUndefined(); // said once
    expect(sidecars).toEqual([SID, SID]); // and tried again
    // A start that spawns but never comes up counts too: the next hook says why it stopped trying.
    sidecarDoes('never');
    await sessionStart(ctx, payload('SessionStart', { source: 'resume' }));
    expect(loadSession(paths, SID)?.sidecarFallback).toMatch(
      /^it stopped right after starting 2 time\(s\); details in /,
    );
    await sessionStart(ctx, payload('SessionStart', { source: 'resume' }));
    expect(sidecars).toHaveLength(3); // MAX_LAUNCHES: no more starts
  });

  test('`[session] sidecar = false`: no sidecar; the Stop hook does its work (the in-hook marker)', async () => {
    const { ctx, payload, paths, sidecars } = setup();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[session]\nsidecar = false\n');
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'startup' }))).toBeUndefined();
    expect(readFileSync(sidecarFiles(paths, SID).inhook, 'utf8')).toMatch(/^off: /);
    await stop(ctx, payload('Stop', { last_assistant_message: 'Done.', stop_hook_active: false }));
    expect(sidecars).toEqual([]);
  });

  test('unfinished work of another session, gone without SessionEnd: offered to the user and the model, remembered in the state; the worker tells of the crash', async () => {
    const { ctx, payload, paths, project, workers } = setup();
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    );
    const rec = createCheckpointSync(
      'PLAN',
      3,
      'Build the login form',
      [],
      { project, cwd: project, completedPhases: [1, 2] },
      { paiDir: paths.paiDir, sessionId: OTHER },
    );
    saveSession(paths, { ...newSession(OTHER, project, project, new Date(Date.now() - 90_000)), claudePid: dead });
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    expect(out?.systemMessage).toMatch(
      /^Checkpoint: Resume from Phase 3\? \(Build the login form\)\nSession 5a1d0c3e crashed/,
    );
    expect(out?.systemMessage).toContain('Tip: run /checkpoint:setup'); // once, next to the offer
    expect(out?.hookSpecificOutput).toMatchObject({
      hookEventName: 'SessionStart',
      additionalContext: expect.stringContaining(`Checkpoint ${rec.checkpointId}`),
    });
    expect(loadSession(paths, SID)?.offered).toMatchObject({
      recordId: rec.checkpointId,
      sessionId: OTHER,
      phaseNumber: 3,
      completedPhases: [1, 2],
    });
    expect(readEvents(paths).map((e) => e.data.action)).toEqual([
      'checkpoint_created',
      'resume_offered',
      'session_crashed',
    ]);
    expect(workers).toContainEqual(['crashed', OTHER]); // session.error, raised by the worker (app/events.ts crashedJob)
    // Reported once: the next session start offers the work again but starts no second report.
    workers.length = 0;
    await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    expect(workers.filter((w) => w[0] === 'crashed')).toEqual([]);
  });

  test('a session started again (claude --resume) is running again: a crash, an end or a carry-over of before no longer stands (the status on the volume said "crashed" while it ran)', async () => {
    const { ctx, payload, paths, project } = setup();
    saveSession(paths, {
      ...newSession(SID, project, project, new Date()),
      crashedAt: '2026-11-21T10:00:00Z',
      endedAt: '2026-11-21T10:00:00Z',
      carriedOverAt: '2026-11-21T10:00:00Z',
      carriedOverBy: OTHER,
    });
    await sessionStart(ctx, payload('SessionStart', { source: 'resume' }));
    const s = loadSession(paths, SID)!;
    expect([s.crashedAt, s.endedAt, s.carriedOverAt, s.carriedOverBy]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(volumeWord(s)).toBe('running');
  });

  test('`[capture] enabled = false` in the project: no offer at all, no sidecar, and the session is marked off', async () => {
    const { ctx, payload, paths, project, say, tickets, workers, look, sidecars } = setup();
    createCheckpointSync(
      'PLAN',
      3,
      'Build the login form',
      [],
      { project, cwd: project },
      { paiDir: paths.paiDir, sessionId: OTHER },
    );
    mkdirSync(join(project, '.pai'));
    writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[capture]\nenabled = false\n');
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'startup' }))).toBeUndefined();
    expect(loadSession(paths, SID)?.disabled).toBe(true);
    say('━━━ 👁️ OBSERVE ━━━ 1/7');
    await look();
    expect(recordFiles(paths)).toHaveLength(1); // the other session's only
    expect([tickets(), workers, sidecars]).toEqual([[], [], []]);
  });

  test('after compaction: the phase, task and ISC go back to the model', async () => {
    const { ctx, payload, say, look, begin } = setup();
    await begin();
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7\n━━━ 🧠 THINK ━━━ 2/7');
    await look();
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'compact' }));
    expect(out).toEqual({
      hookSpecificOutput: {
        hookEventName: 'SessionStart',
        additionalContext: expect.stringContaining('Current phase: 2/7 THINK.'),
      },
    });
    expect(out?.hookSpecificOutput?.additionalContext).toContain('Task: Ship it');
  });

  test('after compaction the session`s latest summary goes back too; at any start the project`s memory (this machine`s copy), within [memory] budget_tokens', async () => {
    const { ctx, payload, say, look, begin, paths, project } = setup();
    await begin();
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7');
    await look();
    saveLocalSummary(paths, SID, {
      markdown: '## Session Summary: x\n\n### Decisions\n- Use JSON files\n',
      decisions: ['Use JSON files'],
      failed_approaches: [],
      blockers: [],
      files: [],
      checkpoint: 'C9',
    });
    const memory = {
      ...emptyMemory(projectIdFor(project)),
      knowledge: { conventions: { storage: 'JSON files, no database', updated_at: '2026-11-26T10:00:00Z' } },
    };
    writeMemoryCache(paths.stateDir, memory as never, new Date());
    const compact = (await sessionStart(ctx, payload('SessionStart', { source: 'compact' })))!.hookSpecificOutput!
      .additionalContext;
    expect(compact).toContain(
      "pai-checkpoint: the session's summary at its last checkpoint (C9):\n## Session Summary: x",
    );
    expect(compact).toContain('- Use JSON files');
    expect(compact).toContain('## Project memory');
  });

  test('nothing to resume: nothing for the user, the project`s memory for the model; none with [memory] inject = false', async () => {
    const { ctx, payload, paths, project } = setup();
    const memory = {
      ...emptyMemory(projectIdFor(project)),
      knowledge: { conventions: { storage: 'JSON files, no database', updated_at: '2026-11-26T10:00:00Z' } },
    };
    writeMemoryCache(paths.stateDir, memory as never, new Date());
    const fresh = await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    expect(fresh?.systemMessage).toBeUndefined();
    expect(fresh?.hookSpecificOutput?.additionalContext).toMatch(
      /^## Project memory \(.+\)\n\n### Conventions\n- storage: JSON files, no database/,
    );
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[memory]\ninject = false\n');
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'startup' }))).toBeUndefined();
  });
});

describe('the sidecar`s look at the session (app/follow.ts)', () => {
  test('the last request passing [context] warn_percent of the model`s window: one `context` ticket, once per crossing', async () => {
    const { say, tickets, begin, ctx, transcript } = setup();
    await begin();
    const usage = (tokens: number) =>
      appendFileSync(
        transcript,
        `${JSON.stringify({ type: 'assistant', uuid: `u${tokens}`, message: { id: `m${tokens}`, model: 'claude-sonnet-4-5', role: 'assistant', content: [{ type: 'text', text: 'working' }], usage: { input_tokens: tokens, output_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } } })}\n`,
      );
    const context = { windows: DEFAULT_WINDOWS, warnPercent: 80 };
    const look = async () =>
      followSession(ctx, SID, { context }).then((r) => requestCapture(ctx.paths, SID, r.tickets, () => undefined));
    usage(100_000);
    await look();
    usage(170_000);
    say('still working');
    await look();
    usage(180_000);
    say('and more');
    await look();
    expect(tickets().map((t) => t.trigger)).toEqual(['context']);
  });

  test('a phase transition: a record, a `phase` ticket naming it, and one capture worker started', async () => {
    const { paths, say, tickets, workers, look, begin } = setup();
    await begin();
    say('🗒️ TASK: Build the login form\n━━━ 👁️ OBSERVE ━━━ 1/7');
    await look();
    const [record] = await listCheckpoints({ completed: false }, { paiDir: paths.paiDir });
    expect(record).toMatchObject({ sessionId: SID, phaseNumber: 1, taskSummary: 'Build the login form' });
    expect(tickets()).toEqual([{ trigger: 'phase', at: expect.any(String), recordId: record!.id }]);
    expect(workers).toEqual([['capture', SID]]);
    expect(loadSession(paths, SID)).toMatchObject({
      phase: { number: 1, name: 'OBSERVE' },
      task: 'Build the login form',
      metrics: { toolCalls: 1, lastTool: 'Bash' },
    });
  });

  test('a look killed after its records are written or before: the next look writes each phase once (a cause of `1,1,2,3` in e2e sidecar (6))', async () => {
    const { paths, say, look, begin, ctx } = setup();
    await begin();
    const phases = async () => (await listCheckpoints({}, { paiDir: paths.paiDir })).map((r) => r.phaseNumber).sort();
    // Killed after the record is on disk, before the look saves the session (its last step).
    say('🗒️ TASK: Survive a kill\n━━━ 👁️ OBSERVE ━━━ 1/7');
    await expect(
      followSession(ctx, SID, {
        change: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await phases()).toEqual([1]);
    await look();
    expect(await phases()).toEqual([1]);
    // Killed before any record is written (the records folder cannot take one): the next look writes it.
    say('━━━ 🧠 THINK ━━━ 2/7');
    renameSync(paths.checkpointsDir, `${paths.checkpointsDir}.away`);
    writeFileSync(paths.checkpointsDir, 'not a folder');
    await expect(look()).rejects.toThrow();
    rmSync(paths.checkpointsDir);
    renameSync(`${paths.checkpointsDir}.away`, paths.checkpointsDir);
    expect(await phases()).toEqual([1]);
    await look();
    await look();
    expect(await phases()).toEqual([1, 2]);
    expect(loadSession(paths, SID)).toMatchObject({ phase: { number: 2 }, completedPhases: [1] });
    expect(loadSession(paths, SID)?.pendingRecords).toBeUndefined();
  });

  test('no transition: no record, no ticket, no worker; a ticket while a worker captures starts none', async () => {
    const { paths, say, tickets, workers, look, begin } = setup();
    await begin();
    say('Working on it.');
    await look();
    expect([recordFiles(paths), tickets(), workers]).toEqual([[], [], []]);
    const busy = acquire(captureLockPath(paths, SID)); // a worker is capturing this session
    try {
      say('━━━ 👁️ OBSERVE ━━━ 1/7');
      await look();
    } finally {
      busy.release();
    }
    expect(tickets().map((t) => t.trigger)).toEqual(['phase']);
    expect(workers).toEqual([]); // the running worker takes it
  });

  test('what the user typed becomes lastPrompt (a slash command does not) and counts as a turn; no checkpoint is asked for', async () => {
    const { paths, transcript, tickets, workers, look, begin } = setup();
    await begin();
    appendFileSync(transcript, `${userLine('Build the login form for the app')}\n`);
    await look();
    appendFileSync(transcript, `${userLine('<command-name>/checkpoint:list</command-name>')}\n`);
    await look();
    expect(loadSession(paths, SID)).toMatchObject({
      lastPrompt: 'Build the login form for the app',
      metrics: { turns: 1 },
    });
    expect([tickets(), workers]).toEqual([[], []]);
  });

  test('task tools keep ISC criteria once their result says they were carried out; notices go to the Stop hook`s notice file', async () => {
    const { paths, say, answer, look, begin } = setup();
    await begin();
    const state = loadSession(paths, SID)!;
    addNotice(state, 'the last session checkpoint failed');
    saveSession(paths, state);
    const id = say('Adding a criterion.', undefined, {
      name: 'TaskCreate',
      input: { subject: 'Form renders', description: 'd' },
    });
    await look();
    expect(loadSession(paths, SID)?.tasks).toBeUndefined(); // no result yet
    answer(id, 'Task #1 created', { result: { task: { id: '1', subject: 'Form renders' } } });
    await look();
    expect(loadSession(paths, SID)?.tasks).toEqual({ 1: { subject: 'Form renders', status: 'pending' } });
    expect(JSON.parse(readFileSync(sidecarFiles(paths, SID).notice, 'utf8'))).toEqual({
      systemMessage: 'pai-checkpoint: the last session checkpoint failed',
    });
    expect(loadSession(paths, SID)?.notices).toBeUndefined();
  });

  test('a tool that failed: an `error` ticket naming the tool and what it said', async () => {
    const { say, answer, tickets, workers, look, begin } = setup();
    await begin();
    answer(say('Trying.'), 'Exit code 1\nnope', { isError: true });
    await look();
    expect(tickets()).toEqual([{ trigger: 'error', at: expect.any(String), error: 'Bash: Exit code 1\nnope' }]);
    expect(workers).toEqual([['capture', SID]]);
  });

  test('a turn ended (the Stop hook`s journal line): a `stop` ticket; after LEARN the run is completed and the ticket is `complete`', async () => {
    const { paths, say, tickets, look, begin } = setup();
    await begin();
    const journal = (text: string) =>
      appendFileSync(
        sidecarFiles(paths, SID).journal,
        `${JSON.stringify({ session_id: SID, hook_event_name: 'Stop', last_assistant_message: text, stop_hook_active: false })}\n`,
      );
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7');
    journal('Looked around.');
    await look();
    expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'stop']);
    say('━━━ 📚 LEARN ━━━ 7/7\nDone.');
    journal('━━━ 📚 LEARN ━━━ 7/7\nDone.');
    await look();
    expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'stop', 'phase', 'complete']);
    expect(await listCheckpoints({ completed: false }, { paiDir: paths.paiDir })).toEqual([]);
    expect(loadSession(paths, SID)).toMatchObject({
      runCompleted: true,
      journalOffset: readFileSync(sidecarFiles(paths, SID).journal).length,
    });
  });
});

describe('Stop (the in-hook path: no sidecar runs)', () => {
  test('an ordinary turn end: the turn`s phases, a `stop` ticket, and the sidecar started again', async () => {
    const { ctx, payload, say, tickets, sidecars } = setup();
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7');
    expect(
      await stop(ctx, payload('Stop', { last_assistant_message: 'Looked around.', stop_hook_active: false })),
    ).toBeUndefined();
    expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'stop']);
    expect(sidecars).toEqual([SID]);
  });

  test('LEARN in the final text (not in the transcript yet): recorded, the run completed, a `complete` ticket', async () => {
    const { ctx, payload, paths, say, tickets } = setup();
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7');
    const started = Date.now();
    await stop(
      ctx,
      payload('Stop', { last_assistant_message: '━━━ 📚 LEARN ━━━ 7/7\nDone.', stop_hook_active: false }),
    );
    // It waited its whole wait for the text (which never came: a lower bound, which no busy machine can break), then took the payload's copy.
    expect(Date.now() - started).toBeGreaterThanOrEqual(FINAL_TEXT_WAIT_MS);
    expect(await listCheckpoints({ completed: false }, { paiDir: paths.paiDir })).toEqual([]);
    expect((await listCheckpoints({ completed: true }, { paiDir: paths.paiDir })).map((r) => r.phaseNumber)).toEqual([
      7, 1,
    ]);
    // Both phases are recorded; the turn's one look asks for one checkpoint, named after the last.
    expect(tickets()).toEqual([
      expect.objectContaining({
        trigger: 'phase',
        recordId: (await listCheckpoints({ completed: true }, { paiDir: paths.paiDir }))[0]!.id,
      }),
      expect.objectContaining({ trigger: 'complete' }),
    ]);
    expect(loadSession(paths, SID)).toMatchObject({
      phase: { number: 7, name: 'LEARN' },
      runCompleted: true,
      pendingText: '━━━ 📚 LEARN ━━━ 7/7\nDone.',
    });
  });
});

test('PreCompact: a `pre_compact` ticket, and the PAI state as plain text for the summariser', async () => {
  const { ctx, payload, say, tickets, look, begin } = setup();
  await begin();
  say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7\n━━━ 🧠 THINK ━━━ 2/7');
  await look();
  const out = await preCompact(ctx, payload('PreCompact', { trigger: 'auto', custom_instructions: '' }));
  expect(out).toEqual({ text: expect.stringMatching(/^Keep this PAI Algorithm state in the summary, verbatim:\n/) });
  expect(out?.text).toContain('Current phase: 2/7 THINK.');
  expect(out?.text).toContain('Task: Ship it');
  expect(tickets().map((t) => t.trigger)).toEqual(['phase', 'pre_compact']);
  // With a summary, the summariser is also told the decisions, failed approaches and blockers to keep.
  saveLocalSummary(ctx.paths, SID, {
    markdown: '## Session Summary: x\n',
    decisions: ['Use JSON files'],
    failed_approaches: ['Tried `sqlite3 db`: not installed — not resolved'],
    blockers: ['blocked on the schema'],
    files: [],
    checkpoint: 'C7',
  });
  const again = await preCompact(ctx, payload('PreCompact', { trigger: 'auto', custom_instructions: '' }));
  expect(again?.text).toContain(
    'Keep these from the session so far in the summary (pai-checkpoint, checkpoint C7):\nDecisions:\n- Use JSON files\nFailed approaches (do not repeat them):\n- Tried `sqlite3 db`: not installed — not resolved\nBlockers:\n- blocked on the schema',
  );
});

test('SessionEnd: the end is recorded in the state, and the rest is handed to a `session-end` worker', async () => {
  const clock = fakeClock('2026-11-21T10:00:00.000Z');
  const { ctx, payload, paths, tickets, workers } = setup({ now: clock.now });
  await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
  clock.advance(60_000);
  expect(await sessionEnd(ctx, payload('SessionEnd', { reason: 'prompt_input_exit' }))).toBeUndefined();
  expect(loadSession(paths, SID)).toMatchObject({
    endedAt: '2026-11-21T10:01:00.000Z',
    endReason: 'prompt_input_exit',
    heartbeatAt: '2026-11-21T10:01:00.000Z',
  });
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

describe('a session taken over by another machine (fencing, domain/session/lease.ts)', () => {
  const FENCE = { epoch: 1, host: 'machine-b', at: '2026-11-25T10:00:00.000Z' };
  const fence = (paths: ReturnType<typeof setup>['paths']) =>
    saveSession(paths, { ...loadSession(paths, SID)!, fenced: FENCE });

  test('the hooks write nothing for it (no phase record, no ticket, no sidecar) and show the notice once; journal.sh is told to do nothing', async () => {
    const { ctx, payload, paths, say, tickets, sidecars, begin } = setup();
    await begin();
    fence(paths);
    addNoticeToState(paths, 'this session was resumed on machine-b');
    say('🗒️ TASK: Ship it\n━━━ 👁️ OBSERVE ━━━ 1/7');
    expect(await stop(ctx, payload('Stop', { last_assistant_message: 'x', stop_hook_active: false }))).toEqual({
      systemMessage: 'pai-checkpoint: this session was resumed on machine-b',
    });
    expect(await stop(ctx, payload('Stop', { last_assistant_message: 'x', stop_hook_active: false }))).toBeUndefined(); // said once
    expect(await preCompact(ctx, payload('PreCompact', { trigger: 'auto' }))).toBeUndefined();
    expect(recordFiles(paths)).toEqual([]);
    expect(tickets()).toEqual([]);
    expect(sidecars).toEqual([]);
    expect(readFileSync(sidecarFiles(paths, SID).inhook, 'utf8')).toMatch(/^disabled: /);
    // The sidecar's look (were one still running) reads nothing either.
    expect((await followSession(ctx, SID)).tickets).toEqual([]);
  });

  test('SessionStart: a fenced session says where it continues; one resumed at a newer epoch (PAI_CHECKPOINT_EPOCH) runs again at that epoch', async () => {
    const { ctx, payload, paths, sidecars, begin } = setup();
    await begin();
    fence(paths);
    setInHook(paths, SID, FENCED_MARK);
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'resume' }));
    expect(out).toEqual({
      systemMessage:
        'pai-checkpoint: this session was resumed on machine-b at 2026-11-25T10:00:00.000Z; continue there, or fork with `pai-checkpoint resume --fork`. Nothing more is checkpointed here.',
    });
    expect(sidecars).toEqual([]);
    expect(loadSession(paths, SID)?.fenced).toEqual(FENCE);
    saveSession(paths, { ...loadSession(paths, SID)!, interruptedAt: FENCE.at, interruptedBy: 'SIGTERM' });
    await sessionStart(
      { ...ctx, env: { ...ctx.env, PAI_CHECKPOINT_EPOCH: '2' } },
      payload('SessionStart', { source: 'resume' }),
    );
    const s = loadSession(paths, SID)!;
    expect(s.epoch).toBe(2);
    expect(s.fenced).toBeUndefined();
    expect(s.interruptedAt).toBeUndefined();
    expect(existsSync(sidecarFiles(paths, SID).inhook)).toBe(false); // journal.sh hands the turns to the sidecar again
  });
});

function addNoticeToState(paths: ReturnType<typeof setup>['paths'], message: string): void {
  const s = loadSession(paths, SID)!;
  addNotice(s, message);
  saveSession(paths, s);
}

describe('PreToolUse: a pre_risky checkpoint before a risky Bash command', () => {
  const bashCall = (command: string) => ({
    tool_name: 'Bash',
    tool_input: { command, description: 'run' },
    tool_use_id: 'toolu_risky',
  });

  test('`rm -rf data/`: the checkpoint is committed before the hook returns, names the command, and the marker is gone; an ordinary command takes none', async () => {
    const { ctx, payload, paths, project, begin } = setup();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
    mkdirSync(join(project, 'data'), { recursive: true });
    writeFileSync(join(project, 'data', 'a.txt'), 'precious');
    await begin();
    // hooks/risky.sh's once-per-call file: the Node hook removes it, whatever it decided.
    const call = riskyCallFile(paths, SID, 'toolu_risky')!;
    writeFileSync(call, '');
    expect(await preToolUse(ctx, payload('PreToolUse', bashCall('ls -la data')))).toBeUndefined();
    expect(existsSync(call)).toBe(false);
    expect(await listSessions(new LocalVolume(join(paths.paiDir, 'volume')))).toEqual([]);
    writeFileSync(call, '');
    const out = await preToolUse(ctx, payload('PreToolUse', bashCall('cd . && rm -rf data/')));
    expect(existsSync(call)).toBe(false);
    const id =
      /checkpoint (\w{26}) taken before `cd \. && rm -rf data\/` \(rm -r\); `pai-checkpoint restore \1` brings the files back/.exec(
        out?.systemMessage ?? '',
      )?.[1];
    expect(id, out?.systemMessage).toBeDefined();
    const m = await readManifest(new LocalVolume(join(paths.paiDir, 'volume')), SID, id!);
    expect(m).toMatchObject({
      trigger: 'pre_risky',
      name: 'before rm -r',
      risky: { command: 'cd . && rm -rf data/', rule: 'rm -r' },
    });
    expect(m!.workspace?.file_count).toBeGreaterThanOrEqual(1);
    expect(existsSync(sidecarFiles(paths, SID).riskyPending)).toBe(false);
    // SessionStart wrote what hooks/risky.sh filters with (the built-in rules, nothing of the user's).
    expect(readFileSync(sidecarFiles(paths, SID).risky, 'utf8')).toBe('');
  });

  test('a hook Claude Code starts late for the same call (after the first finished and removed the once-per-call file) takes no second checkpoint; another call takes its own', async () => {
    const { ctx, payload, paths, project, begin } = setup();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
    mkdirSync(join(project, 'data'), { recursive: true });
    writeFileSync(join(project, 'data', 'a.txt'), 'precious');
    await begin();
    const call = {
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf data/', description: 'run' },
      tool_use_id: 'toolu_late',
    };
    expect((await preToolUse(ctx, payload('PreToolUse', call)))?.systemMessage).toMatch(
      /checkpoint \w{26} taken before `rm -rf data\/`/,
    );
    expect(await preToolUse(ctx, payload('PreToolUse', call))).toBeUndefined(); // the late one
    const risky = async () =>
      (await loadIndex(new LocalVolume(join(paths.paiDir, 'volume')), SID)).checkpoints.filter(
        (c) => c.trigger === 'pre_risky',
      ).length;
    expect(await risky()).toBe(1);
    expect(
      (await preToolUse(ctx, payload('PreToolUse', { ...call, tool_use_id: 'toolu_next' })))?.systemMessage,
    ).toMatch(/taken before `rm -rf data\/`/);
    expect(await risky()).toBe(2);
  });

  test('a checkpoint that cannot be taken is said, and the command runs (the hook returns, never throws); [risky] enabled = false: nothing', async () => {
    const { ctx, payload, paths, home, begin } = setup();
    writeFileSync(join(home, 'not-a-folder'), 'x');
    writeFileSync(
      join(paths.paiDir, 'checkpoint.toml'),
      `[mcp]\nquery_servers = false\n[volume]\npath = "${join(home, 'not-a-folder', 'volume')}"\n`,
    );
    await begin();
    const out = await preToolUse(ctx, payload('PreToolUse', bashCall('git reset --hard')));
    expect(out?.systemMessage).toMatch(
      /^pai-checkpoint: no checkpoint could be taken before `git reset --hard` \(.+\); the command runs without one$/,
    );
    expect(ctx.warnings.join('\n')).toMatch(/pre_risky checkpoint before "git reset --hard" failed/);
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[risky]\nenabled = false\n');
    expect(await preToolUse(ctx, payload('PreToolUse', bashCall('git reset --hard')))).toBeUndefined();
    await begin();
    expect(readFileSync(sidecarFiles(paths, SID).risky, 'utf8')).toBe('off\n');
  });

  test('a pre_risky capture that was killed (its marker left, its process gone) is told once: by the next PreToolUse, or by the sidecar`s next look', async () => {
    const { ctx, payload, paths, begin, look } = setup();
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
    await begin();
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    );
    setRiskyPending(paths, SID, { pid: dead, command: 'rm -rf build', rule: 'rm -r', at: '2026-11-26T10:00:00.000Z' });
    const out = await preToolUse(ctx, payload('PreToolUse', bashCall('echo hi')));
    expect(out?.systemMessage).toBe(
      'pai-checkpoint: the checkpoint before `rm -rf build` (2026-11-26T10:00:00.000Z) did not finish (its hook was stopped): that command ran without one',
    );
    expect(await preToolUse(ctx, payload('PreToolUse', bashCall('echo hi')))).toBeUndefined(); // once
    // Left while its process still runs: not told (it may yet finish).
    const alive = spawn('sleep', ['30']);
    setRiskyPending(paths, SID, {
      pid: alive.pid!,
      command: 'rm -rf b2',
      rule: 'rm -r',
      at: '2026-11-26T10:01:00.000Z',
    });
    await look();
    expect(existsSync(sidecarFiles(paths, SID).notice)).toBe(false);
    alive.kill('SIGKILL');
    await new Promise((r) => alive.once('exit', r));
    await look();
    expect(readFileSync(sidecarFiles(paths, SID).notice, 'utf8')).toContain(
      'the checkpoint before `rm -rf b2` (2026-11-26T10:01:00.000Z) did not finish',
    );
  });
});

describe('SessionStart and the user`s own risky patterns', () => {
  test('a pattern the plugin`s `if` rules do not cover is said until `risky install` wrote its rule; plugin-root names the plugin', async () => {
    const { ctx, payload, paths, project } = setup();
    writeFileSync(
      join(paths.paiDir, 'checkpoint.toml'),
      '[mcp]\nquery_servers = false\n[risky]\ncommands = ["docker system prune*", "helm rm *"]\n',
    );
    const out = await sessionStart(ctx, payload('SessionStart', { source: 'startup' }));
    expect(readFileSync(pluginRootFile(paths), 'utf8')).toBe('/plugin\n'); // ctx.cliPath is /plugin/dist/cli.cjs
    // `helm rm *` holds "rm ": the plugin's rule `Bash(*rm *)` starts the hook for it.
    expect(out?.systemMessage).toBe(
      'pai-checkpoint: no checkpoint is taken before "docker system prune*" ([risky] commands): Claude Code starts the hook only for the commands its rules name. `pai-checkpoint risky install` adds a rule for it to .claude/settings.local.json (then start a new session).',
    );
    expect((await sessionStart(ctx, payload('SessionStart', { source: 'compact' })))?.systemMessage).toBeUndefined(); // not again after compaction
    updateRiskyHooks(join(project, '.claude', 'settings.local.json'), ['Bash(*docker*)']);
    expect(await sessionStart(ctx, payload('SessionStart', { source: 'resume' }))).toBeUndefined();
  });
});

describe('SubagentStart and SubagentStop: a handoff checkpoint', () => {
  test('with the sidecar: its journal lines become one handoff ticket per look; without it: the hook queues one', async () => {
    const { ctx, payload, paths, begin, look, tickets, sidecarDoes } = setup();
    await begin();
    const journal = (event: string) =>
      appendFileSync(
        sidecarFiles(paths, SID).journal,
        `${JSON.stringify({ session_id: SID, hook_event_name: event, agent_type: 'general-purpose' })}\n`,
      );
    journal('SubagentStart');
    journal('SubagentStop');
    expect((await look()).tickets.map((t) => t.trigger)).toEqual(['handoff']);
    rmSync(pendingFile(paths, SID), { force: true });
    sidecarDoes('never');
    await subagent(ctx, payload('SubagentStop', { agent_type: 'general-purpose' }));
    expect(tickets().map((t) => t.trigger)).toEqual(['handoff']);
  });
});
