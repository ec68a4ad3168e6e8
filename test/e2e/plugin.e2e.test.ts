/**
 * End-to-end tests of the pai-checkpoint plugin with the REAL Claude Code binary
 * (node_modules/.bin/claude 2.1.197) against the scripted fake Messages API, one
 * isolated HOME (so also ~/.pai) per describe.
 *
 * The plugin is loaded from the repository root (`--plugin-dir`); install.e2e.test.ts
 * installs it from a marketplace. dist/ must be built (`node scripts/build.mjs`)
 * before running these.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_SUMMARY, allText, lastUserText, startFakeApi, type FakeApi, type TurnContext } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  hookEvents,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  resultEvent,
  runClaude,
  spawnClaude,
  startTmuxClaude,
  transcriptPath,
  waitUntil,
  type Home,
  type RunOptions,
  type RunResult,
} from './harness.js';
import {
  CLI,
  FOREIGN_SEED,
  HEADER,
  header,
  PHASE_NAMES,
  eventsOf,
  hookFailures,
  pluginLog,
  pluginLogErrors,
  readRecords,
  readSeed,
  records,
  runCli,
  seedWithoutRef,
  sessionStartOutput,
  sessionState,
  taskLine,
  trackScript,
  waitForPlugin,
  waitForWorkers,
  writeSeed,
  type CheckpointRecord,
} from './pai.js';

const TOOLS = 'Write Edit Read Bash';
const ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const SESSION_RE = /^[0-9a-f-]{36}$/;

const homes: Home[] = [];
afterAll(async () => {
  // The SessionEnd worker is detached and outlives claude: let it finish before removing its HOME,
  // and check that it (and every late hook) logged no error.
  const errors: string[] = [];
  for (const h of homes) {
    await waitForWorkers(h).catch((e) => errors.push(String(e)));
    errors.push(...pluginLogErrors(h));
  }
  cleanupTempDirs();
  expect(errors, 'plugin.log errors / stuck workers after all sessions ended').toEqual([]);
});

function newHome(cwd: string): Home {
  const h = makeHome(cwd);
  homes.push(h);
  return h;
}

/** tool_use / text blocks for the scripts; Write's file goes inside the session cwd. */
const write = (ctx: TurnContext, fallbackCwd: string, file: string, content: string) => ({
  type: 'tool_use' as const,
  name: 'Write',
  input: { file_path: path.join(ctx.cwd ?? fallbackCwd, file), content },
});
const bash = (command: string, description = 'run a command') => ({
  type: 'tool_use' as const,
  name: 'Bash',
  input: { command, description },
});
const text = (t: string) => ({ type: 'text' as const, text: t });

/** pai-seed's file name for a record: ckpt-<ISO, ':'→'-', ms dropped>-<phase>(-n).json */
function expectedFileName(r: CheckpointRecord): RegExp {
  const ts = r.createdAt.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  return new RegExp(`^ckpt-${ts.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-${r.phase.toLowerCase()}(-\\d+)?\\.json$`);
}

/** Common post-conditions of every run: exit 0, no fail-open hook messages. */
function expectCleanRun(r: RunResult): void {
  expect(r.timedOut, `claude timed out; stderr: ${r.stderr.slice(-1000)}`).toBe(false);
  expect(r.code, r.stderr.slice(-1000)).toBe(0);
  expect(hookFailures(r.events)).toEqual([]);
}

function expectNoPluginErrors(home: Home): void {
  expect(pluginLogErrors(home), pluginLog(home)).toEqual([]);
}

/** The first main-loop request whose last user message contains `needle`. */
function turnWith(api: FakeApi, needle: string) {
  return api.turns().find((t) => lastUserText(t.body).includes(needle));
}

function run(
  home: Home,
  cwd: string,
  api: FakeApi,
  args: string[],
  extra: Partial<RunOptions> = {},
): Promise<RunResult> {
  return runClaude({
    home,
    cwd,
    apiUrl: api.url,
    args: [...args, ...STREAM_ARGS],
    pluginDirs: [REPO_ROOT],
    allowedTools: TOOLS,
    timeoutMs: 60_000,
    ...extra,
  });
}

// ---------------------------------------------------------------------------

describe.sequential(
  'phase records, resume offer after a clean exit, /compact and /checkpoint:save in one session',
  { timeout: 90_000 },
  () => {
    const TASK = 'Build the widget parser';
    const ISC = 'ISC: parser rejects empty input';
    let cwd: string;
    let home: Home;
    let api: FakeApi;
    let sid: string;
    let planId: string;

    beforeAll(async () => {
      cwd = makeTempDir('pai-e2e-cwd-');
      home = newHome(cwd);
      writeSeed(home);
      api = await startFakeApi(
        trackScript(
          {
            widget: [
              (ctx) => [
                text(`${taskLine(TASK)}\n\n${HEADER[1]}\nReading the request.`),
                write(ctx, cwd, 'notes.md', '# notes\n'),
              ],
              [text(`${HEADER[2]}\nThinking about edge cases.`), bash('echo think > think.txt', 'think')],
              [
                text(`${HEADER[3]}\nThe plan has one ISC criterion.`),
                {
                  type: 'tool_use',
                  name: 'TaskCreate',
                  input: {
                    subject: ISC,
                    description: 'empty input must be rejected',
                    activeForm: 'Checking empty input',
                  },
                },
              ],
              'Plan ready; waiting for your go.',
            ],
            fresh: ['Nothing to do here.'],
            after: ['We are planning the widget parser.'],
          },
          (ctx) => (ctx.lastUserText.includes('Checkpoint saved:') ? 'Saved, noted.' : 'ok'),
        ),
      );
    });
    afterAll(async () => {
      await api?.close();
    });

    test('(1) headers 1-3 with Write, Bash and TaskCreate write exactly three F-010 records, set checkpointRef, log events', async () => {
      const r = await run(home, cwd, api, ['-p', `${TASK} [track:widget]`]);
      expectCleanRun(r);
      expect(resultEvent(r.events)?.result).toBe('Plan ready; waiting for your go.');
      // No Node hook ran per tool call or per prompt (Stop is hooks/journal.sh; no `if` rule of the
      // PreToolUse hooks matches `echo think > think.txt`, so none started): the session's sidecar followed the transcript.
      expect([...new Set(hookEvents(r.events).map((e) => e.hook_event))].sort()).toEqual([
        'SessionStart',
        'Stop',
        'UserPromptSubmit',
      ]); // UserPromptSubmit: hooks/prompt.sh, one file test
      sid = r.sessionId!;
      await waitForPlugin(home); // the sidecar ends with the session, after reading all of it
      expect(sid).toMatch(SESSION_RE);
      // the tools really ran (TaskCreate needs no --allowedTools entry)
      expect(fs.existsSync(path.join(cwd, 'notes.md'))).toBe(true);
      expect(fs.readFileSync(path.join(cwd, 'think.txt'), 'utf8')).toBe('think\n');
      const taskDir = path.join(home.claudeDir, 'tasks', sid);
      const taskFiles = fs.readdirSync(taskDir).filter((f) => f.endsWith('.json'));
      expect(taskFiles.map((f) => JSON.parse(fs.readFileSync(path.join(taskDir, f), 'utf8')).subject)).toEqual([ISC]);

      const recs = readRecords(home);
      expect(recs.map((x) => x.record.phaseNumber)).toEqual([1, 2, 3]);
      expect(recs.map((x) => x.record.phase)).toEqual(['OBSERVE', 'THINK', 'PLAN']);
      const tp = transcriptPath(home, cwd, sid);
      recs.forEach(({ file, record }, i) => {
        expect(file).toMatch(expectedFileName(record));
        expect(record.id).toMatch(ULID_RE);
        expect(record.sessionId).toBe(sid);
        expect(record.taskSummary).toBe(TASK);
        expect(record.completed).toBe(false);
        expect(Date.parse(record.createdAt)).not.toBeNaN();
        expect(record.metadata).toMatchObject({
          source: 'pai-checkpoint',
          checkpointId: record.id,
          cwd,
          project: cwd,
          transcriptPath: tp,
          trigger: 'phase',
          completedPhases: [1, 2].slice(0, i),
        });
        expect(record.metadata.name).toBeUndefined();
      });
      // ISC: PLAN's record has the criterion (its TaskCreate came in PLAN); an earlier record has it only
      // if the sidecar read its header after the task file was written (it reads the folder as it is).
      expect(recs[2]!.record.iscCriteria).toEqual([{ id: '1', subject: ISC, status: 'pending' }]);
      for (const { record } of recs.slice(0, 2))
        expect([[], recs[2]!.record.iscCriteria]).toContainEqual(record.iscCriteria);
      planId = recs[2]!.record.id;

      // seed.json: checkpointRef = newest record, every foreign field intact
      const seed = readSeed(home);
      expect(seed.state.checkpointRef).toBe(planId);
      expect(seedWithoutRef(seed)).toEqual(FOREIGN_SEED);

      const created = eventsOf(home, 'checkpoint_created');
      expect(created).toHaveLength(3);
      expect(created.map((e) => e.data.checkpointId)).toEqual(recs.map((x) => x.record.id));
      for (const e of created) {
        expect(e).toMatchObject({ sessionId: sid, type: 'custom' });
        expect(typeof e.id).toBe('string');
        expect(Date.parse(e.timestamp)).not.toBeNaN();
      }
      expectNoPluginErrors(home);
    });

    test('a new session after a clean exit offers Phase 3 WITHOUT a crash report, and the model gets the resume context', async () => {
      await waitForPlugin(home);
      expect(sessionState(home, sid)?.endedAt).toBeTruthy(); // SessionEnd ran (journalled; the sidecar recorded it)
      const r = await run(home, cwd, api, ['-p', 'Anything pending? [track:fresh]']);
      expectCleanRun(r);
      expect(r.sessionId).not.toBe(sid);
      const out = sessionStartOutput(r.events, 'startup').json;
      const lines: string[] = out.systemMessage.split('\n');
      expect(lines[0]).toBe(`Checkpoint: Resume from Phase 3? (${TASK})`);
      // Issue 33 (7): the same shape as a crash offer — which session, how and when it left the work.
      expect(lines[1]).toMatch(
        new RegExp(
          `^Session ${sid.slice(0, 8)} ended \\d+ (s|min) ago \\(at (\\d{4}-\\d\\d-\\d\\d )?\\d\\d:\\d\\d\\); its work up to Phase 3 was saved\\.$`,
        ),
      );
      expect(out.systemMessage).not.toMatch(/crashed/);
      expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
      expect(out.hookSpecificOutput.additionalContext).toContain('Current phase: 3/7 PLAN');
      expect(out.hookSpecificOutput.additionalContext).toContain(ISC);
      // additionalContext reaches the model
      const t = turnWith(api, '[track:fresh]');
      expect(t).toBeDefined();
      expect(allText(t!.body)).toContain(`Checkpoint ${planId}`);
      expect(eventsOf(home, 'session_crashed')).toEqual([]);
      expect(
        eventsOf(home, 'resume_offered').map((e) => [e.sessionId, e.data.fromSession, e.data.checkpointId]),
      ).toEqual([[r.sessionId, sid, planId]]);
      expectNoPluginErrors(home);
    });

    test('(4) /compact at Phase 3: SessionStart(compact) re-injects phase, task and ISC; the next turn sends it to the model', async () => {
      const r = await run(home, cwd, api, ['-p', '/compact', '--resume', sid]);
      expectCleanRun(r);
      await waitForPlugin(home);
      expect(r.sessionId).toBe(sid);
      expect(api.requests.filter((q) => q.kind === 'compact')).toHaveLength(1);
      const ctx: string = sessionStartOutput(r.events, 'compact').json.hookSpecificOutput.additionalContext;
      expect(sessionStartOutput(r.events, 'compact').json.hookSpecificOutput.hookEventName).toBe('SessionStart');
      expect(ctx).toContain('pai-checkpoint: PAI Algorithm state preserved across compaction.');
      expect(ctx).toContain(`Task: ${TASK}`);
      expect(ctx).toContain('Current phase: 3/7 PLAN.');
      expect(ctx).toContain('Completed phases: 1 OBSERVE, 2 THINK.');
      expect(ctx).toContain(`- [ ] ${ISC} (pending)`);
      expect(ctx).toContain(`Latest checkpoint: ${planId}.`);
      // compaction is not a phase transition
      expect(records(home).map((x) => x.phaseNumber)).toEqual([1, 2, 3]);

      const r2 = await run(home, cwd, api, ['-p', 'Where are we? [track:after]', '--resume', sid]);
      expectCleanRun(r2);
      expect(resultEvent(r2.events)?.result).toBe('We are planning the widget parser.');
      const t = turnWith(api, '[track:after]');
      expect(t).toBeDefined();
      const seen = allText(t!.body);
      expect(seen).toContain(DEFAULT_SUMMARY); // really after the compaction
      expect(seen).toContain('pai-checkpoint: PAI Algorithm state preserved across compaction.');
      expect(seen).toContain('Current phase: 3/7 PLAN.');
      expect(seen).toContain(ISC);
      expectNoPluginErrors(home);
    });

    test('(5) /checkpoint:save my-label writes a named manual record at the current phase; the model sees "Checkpoint saved:"', async () => {
      await waitForPlugin(home);
      const before = new Set(records(home).map((x) => x.id));
      const r = await run(home, cwd, api, ['-p', '/checkpoint:save my-label', '--resume', sid]);
      expectCleanRun(r);
      await waitForPlugin(home);
      const fresh = records(home).filter((x) => !before.has(x.id));
      expect(fresh).toHaveLength(1);
      const rec = fresh[0]!;
      expect(rec).toMatchObject({ sessionId: sid, phase: 'PLAN', phaseNumber: 3, completed: false, taskSummary: TASK });
      expect(rec.metadata).toMatchObject({
        name: 'my-label',
        trigger: 'manual',
        source: 'pai-checkpoint',
        checkpointId: rec.id,
        completedPhases: [1, 2],
      });
      expect(rec.iscCriteria).toEqual([{ id: '1', subject: ISC, status: 'pending' }]);
      expect(readSeed(home).state.checkpointRef).toBe(rec.id);
      expect(seedWithoutRef(readSeed(home))).toEqual(FOREIGN_SEED);
      expect(eventsOf(home, 'checkpoint_created').at(-1)?.data.checkpointId).toBe(rec.id);

      const t = api.turns().find((q) => lastUserText(q.body).includes('Checkpoint saved:'));
      expect(t, 'no model request carried the command output').toBeDefined();
      expect(lastUserText(t!.body)).toContain(`Checkpoint saved: ${rec.id} "my-label" — Phase 3 PLAN (${TASK})`);
      expect(resultEvent(r.events)?.result).toBe('Saved, noted.');
      expectNoPluginErrors(home);
    });

    test('(5b) /checkpoint:tag <id> milestone/plan tags the session checkpoint (a fact on the volume); the model sees "Tagged"', async () => {
      const rows = JSON.parse(runCli(home, ['list', '--all', '--all-triggers', '--json'], { cwd })).rows as {
        id: string;
        sessionId: string;
        sizeBytes?: number;
      }[];
      const target = rows.find((x) => x.sessionId === sid && x.sizeBytes !== undefined);
      expect(target, 'no session checkpoint of the session').toBeDefined();
      const r = await run(home, cwd, api, [
        '-p',
        `/checkpoint:tag ${target!.id.slice(0, 12)} milestone/plan`,
        '--resume',
        sid,
      ]);
      expectCleanRun(r);
      const t = api.turns().find((q) => lastUserText(q.body).includes(`Tagged ${target!.id} "milestone/plan".`));
      expect(t, 'no model request carried the command output').toBeDefined();
      const tagged = JSON.parse(runCli(home, ['list', '--all', '--tag', 'milestone', '--json'], { cwd })).rows as {
        id: string;
        tags: string[];
      }[];
      expect(tagged.map((x) => [x.id, x.tags])).toEqual([[target!.id, ['milestone/plan']]]);
      expectNoPluginErrors(home);
    });

    test('(5c) /checkpoint:approve <id> --reason "…" records the decision (OS user, event) and the model sees "Approved"', async () => {
      const target = (
        JSON.parse(runCli(home, ['list', '--all', '--tag', 'milestone/plan', '--json'], { cwd })).rows as {
          id: string;
        }[]
      )[0]!;
      const r = await run(home, cwd, api, [
        '-p',
        `/checkpoint:approve ${target.id.slice(0, 12)} --reason "plan reviewed"`,
        '--resume',
        sid,
      ]);
      expectCleanRun(r);
      expect(api.turns().some((q) => lastUserText(q.body).includes(`Approved ${target.id} (plan reviewed) as `))).toBe(
        true,
      );
      const row = (
        JSON.parse(runCli(home, ['list', '--all', '--json'], { cwd })).rows as {
          id: string;
          approval: { status: string; reason?: string };
        }[]
      ).find((x) => x.id === target.id)!;
      expect(row.approval).toMatchObject({ status: 'approved', reason: 'plan reviewed', policy: 'auto' });
      expect(eventsOf(home, 'checkpoint.approve').at(-1)?.data).toMatchObject({
        checkpoint_id: target.id,
        reason: 'plan reviewed',
        policy: 'auto',
      });
      expectNoPluginErrors(home);
    });

    test('(5d) /checkpoint:diff <id> compares it with the working tree and /checkpoint:review <session> shows its screen; the user sees both as printed, no model turn', async () => {
      const target = (
        JSON.parse(runCli(home, ['list', '--all', '--tag', 'milestone/plan', '--json'], { cwd })).rows as {
          id: string;
        }[]
      )[0]!;
      const calls = api.turns().length;
      const d = await run(home, cwd, api, ['-p', `/checkpoint:diff ${target.id.slice(0, 12)}`, '--resume', sid]);
      expectCleanRun(d);
      // Read-only commands are answered by the UserPromptSubmit hook (hooks/prompt.sh): shown to the user, the model not called.
      expect(resultEvent(d.events)?.result).toContain(`Checkpoint comparison: ${target.id} → the working tree ${cwd}`);
      const r = await run(home, cwd, api, ['-p', `/checkpoint:review ${sid.slice(0, 8)}`, '--resume', sid]);
      expectCleanRun(r);
      expect(resultEvent(r.events)?.result).toContain(`Session: ${sid}`);
      expect(resultEvent(r.events)?.result).toContain('Actions:\n  approve:   ');
      expect(api.turns().length).toBe(calls);
      expectNoPluginErrors(home);
    });
  },
);

// ---------------------------------------------------------------------------

describe.sequential('kill -9 mid-phase 3, crash report, --resume to LEARN, completion', { timeout: 90_000 }, () => {
  const TASK = 'Refactor the logger module';
  let cwd: string;
  let home: Home;
  let api: FakeApi;
  let sidB: string;
  const learnText = `${HEADER[7]}\nLearned: small steps keep the logger stable.`;

  beforeAll(async () => {
    cwd = makeTempDir('pai-e2e-cwd-');
    home = newHome(cwd);
    writeSeed(home);
    api = await startFakeApi(
      trackScript({
        logger: [
          (ctx) => [text(`${taskLine(TASK)}\n${HEADER[1]}`), write(ctx, cwd, 'observe.md', 'observed\n')],
          [text(HEADER[2]), bash('echo think > think.txt')],
          [text(`${HEADER[3]}\nPlanning.`), bash('echo plan > plan.txt', 'plan')],
          [text('Running the long check.'), bash('echo started > sleeping.txt; sleep 30', 'long check')],
        ],
        hi: ['Hello.'],
        finish: [
          [text(HEADER[4]), bash('echo build > build.txt')],
          [text(HEADER[5]), bash('echo exec > exec.txt')],
          [text(HEADER[6]), bash('echo verify > verify.txt')],
          learnText,
        ],
        fresh: ['Nothing pending.'],
      }),
    );
  });
  afterAll(async () => {
    killProcessesInDir(cwd);
    await api?.close();
  });

  test('(2a) kill -9 while a Bash tool sleeps in Phase 3: the three records survive, no SessionEnd ran', async () => {
    const p = spawnClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', `${TASK} [track:logger]`, ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: TOOLS,
      timeoutMs: 60_000,
    });
    try {
      const init = await p.waitForEvent((e) => e.type === 'system' && e.subtype === 'init');
      sidB = init.session_id!;
      await waitUntil(() => fs.existsSync(path.join(cwd, 'sleeping.txt')), 30_000);
      expect(fs.readFileSync(path.join(cwd, 'plan.txt'), 'utf8')).toBe('plan\n');
      // Phase 3 is recorded by the sidecar while the long tool runs (no hook fires meanwhile)
      await waitUntil(() => records(home).length === 3 || undefined, 10_000);
      expect(records(home).map((x) => x.phaseNumber)).toEqual([1, 2, 3]);
      p.kill9();
      const r = await p.done;
      expect(r.signal).toBe('SIGKILL');
      // the Bash tool was still running: its orphaned `sleep 30` survives claude
      expect(killProcessesInDir(cwd).length).toBeGreaterThan(0);
    } finally {
      p.kill9();
      killProcessesInDir(cwd);
    }
    const recs = records(home);
    expect(recs.map((x) => [x.phaseNumber, x.sessionId, x.completed])).toEqual([
      [1, sidB, false],
      [2, sidB, false],
      [3, sidB, false],
    ]);
    expect(recs.every((x) => x.taskSummary === TASK)).toBe(true);
    // The sidecar saw claude gone without SessionEnd: the session crashed, and what it left is a `crash` checkpoint.
    await waitForPlugin(home);
    // (Read once the sidecar is done: it writes a record, then seed.json's ref under its lock — read
    // between the two, the ref was still the previous record's.)
    expect(readSeed(home).state.checkpointRef).toBe(recs[2]!.id);
    const st = sessionState(home, sidB);
    expect(st?.phase?.number).toBe(3);
    expect(st?.endedAt).toBeUndefined();
    expect(st?.crashedAt).toEqual(expect.any(String));
    const list = JSON.parse(runCli(home, ['list', '--session', sidB, '--json']));
    expect(list.rows.map((x: { trigger: string }) => x.trigger)).toContain('crash');
    expectNoPluginErrors(home);
  });

  test('(2b) the next session offers "Resume from Phase 3?" and reports the crash', async () => {
    const r = await run(home, cwd, api, ['-p', 'Say hi [track:hi]']);
    expectCleanRun(r);
    const sidC = r.sessionId!;
    expect(sidC).not.toBe(sidB);
    const out = sessionStartOutput(r.events, 'startup').json;
    expect(out, 'SessionStart printed nothing').toBeDefined();
    const lines: string[] = out.systemMessage.split('\n');
    expect(lines[0]).toBe(`Checkpoint: Resume from Phase 3? (${TASK})`);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Session ${sidB.slice(0, 8)} crashed \\d+ (s|min) ago \\(at (\\d{4}-\\d\\d-\\d\\d )?\\d\\d:\\d\\d\\); its work up to Phase 3 was saved\\.$`,
      ),
    );
    const ctx: string = out.hookSpecificOutput.additionalContext;
    expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(ctx).toContain('Current phase: 3/7 PLAN');
    expect(ctx).toContain(`Task: ${TASK}`);
    expect(ctx).toContain(`Session: ${sidB}`);
    expect(ctx).toContain('Completed phases: 1 OBSERVE, 2 THINK.');
    expect(allText(turnWith(api, '[track:hi]')!.body)).toContain('Current phase: 3/7 PLAN');

    const crashed = eventsOf(home, 'session_crashed');
    expect(crashed).toHaveLength(1);
    expect(crashed[0]).toMatchObject({ sessionId: sidC, type: 'custom', data: { crashedSession: sidB } });
    const offered = eventsOf(home, 'resume_offered');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ sessionId: sidC, data: { fromSession: sidB, phaseNumber: 3 } });
    expectNoPluginErrors(home);
  });

  test('(3) --resume <crashed id> continues to LEARN 7/7: all records completed, checkpointRef cleared, checkpoint_completed', async () => {
    const r = await run(home, cwd, api, ['-p', 'Continue the logger refactor [track:finish]', '--resume', sidB]);
    expectCleanRun(r);
    await waitForPlugin(home);
    expect(r.sessionId).toBe(sidB);
    expect(resultEvent(r.events)?.result).toBe(learnText);
    // resuming the crashed session itself: its conversation holds its work, so it is not offered it (issue 33, finding 6)
    expect(sessionStartOutput(r.events, 'resume').json?.systemMessage ?? '').not.toMatch(/Resume from Phase/);
    expect(fs.existsSync(path.join(cwd, 'verify.txt'))).toBe(true);

    const recs = records(home, { sessionId: sidB });
    expect(recs.map((x) => x.phase)).toEqual(PHASE_NAMES);
    expect(recs.map((x) => x.completed)).toEqual(Array(7).fill(true));
    expect(recs.every((x) => x.taskSummary === TASK)).toBe(true);
    expect(recs[6]!.metadata.completedPhases).toEqual([1, 2, 3, 4, 5, 6]);
    expect(records(home)).toHaveLength(7); // nothing from the other sessions

    const seed = readSeed(home);
    expect('checkpointRef' in seed.state).toBe(false);
    expect(seed).toEqual(FOREIGN_SEED);

    const completed = eventsOf(home, 'checkpoint_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ sessionId: sidB, data: { checkpointId: recs[6]!.id, phaseNumber: 7 } });
    expect([...(completed[0]!.data.alsoCompleted as string[])].sort()).toEqual(
      recs
        .slice(0, 6)
        .map((x) => x.id)
        .sort(),
    );
    expect(eventsOf(home, 'checkpoint_created')).toHaveLength(7);
    expectNoPluginErrors(home);
  });

  test('(3b) after completion a brand-new session starts silently (the model gets the project memory: the completed session)', async () => {
    await waitForPlugin(home);
    const offeredBefore = eventsOf(home, 'resume_offered').length;
    const r = await run(home, cwd, api, ['-p', 'Anything pending? [track:fresh]']);
    expectCleanRun(r);
    const ss = sessionStartOutput(r.events, 'startup'); // the hook ran and succeeded…
    expect(ss.json.systemMessage).toBeUndefined(); // …and said nothing to the user
    expect(ss.json.hookSpecificOutput.additionalContext).toMatch(
      new RegExp(
        `^## Project memory \\(.*\\)\\n\\n### Recent sessions\\n- \\d{4}-\\d\\d-\\d\\d completed: ${TASK} \\(session ${sidB}\\)$`,
      ),
    );
    const seen = allText(turnWith(api, '[track:fresh]')!.body);
    expect(seen).toContain('Anything pending?');
    expect(seen).not.toMatch(/Resume from Phase|work left unfinished|Current phase: \d\/7/);
    expect(eventsOf(home, 'resume_offered')).toHaveLength(offeredBefore);
    expectNoPluginErrors(home);
  });
});

// ---------------------------------------------------------------------------

describe.sequential('a fast session: 21 headers, no hook per tool call', { timeout: 90_000 }, () => {
  // Three Algorithm runs (21 headers), each header in a message with an instant TaskCreate, as fast
  // as the scripted model answers. No hook runs per tool call (that cost a session 117 ms a call);
  // the sidecar follows the transcript, so every header still gets its record, in order, and a
  // crash in the middle would lose at most the lines not yet read (its latency: bench/session.mjs).
  const cwd = makeTempDir('pai-e2e-cwd-');
  const home = newHome(cwd);
  const RUNS = 3;
  const HEADERS = Array.from({ length: RUNS * 7 }, (_, i) => (i % 7) + 1);

  test('every header gets its record, in order; the only hooks that ran are SessionStart, UserPromptSubmit and Stop (shell one-liners)', async () => {
    const steps = HEADERS.map((n, i) => () => [
      text(header(n)),
      {
        type: 'tool_use' as const,
        name: 'TaskCreate',
        input: { subject: `ISC ${i + 1}`, description: `criterion ${i + 1}` },
      },
    ]);
    const api = await startFakeApi([...steps, () => 'end']);
    try {
      const r = await run(home, cwd, api, ['-p', 'go']);
      expectCleanRun(r);
      expect([...new Set(hookEvents(r.events).map((e) => e.hook_event))].sort()).toEqual([
        'SessionStart',
        'Stop',
        'UserPromptSubmit',
      ]); // UserPromptSubmit: hooks/prompt.sh, one file test
      await waitForPlugin(home);
      expect(records(home).map((x) => x.phaseNumber)).toEqual(HEADERS);
      // The turn ended after LEARN (Stop, journalled): the run is completed, and with it every earlier record of the session.
      expect(records(home).every((x) => x.completed)).toBe(true);
      expectNoPluginErrors(home);
    } finally {
      await api.close();
    }
  });
});

// ---------------------------------------------------------------------------

const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasTmux)('interactive (tmux): /checkpoint dispatcher installed by `setup`', () => {
  test('(6) typing `/checkpoint save tmux-label` runs pai-checkpoint and the model receives "Checkpoint saved:"', async () => {
    const TASK = 'Ship the tmux feature';
    const cwd = makeTempDir('pai-e2e-cwd-');
    const home = newHome(cwd);
    const out = runCli(home, ['setup']);
    const dispatcher = path.join(home.claudeDir, 'commands', 'checkpoint.md');
    expect(out).toContain(`Installed ${dispatcher}`);
    expect(fs.readFileSync(dispatcher, 'utf8')).toContain(`node "${CLI}" slash $ARGUMENTS`);

    const api = await startFakeApi(
      trackScript(
        {
          tmux: [[text(`${taskLine(TASK)}\n${HEADER[1]}`), bash('echo looked > looked.txt')], 'Observed the feature.'],
        },
        (ctx) => (ctx.lastUserText.includes('Checkpoint saved:') ? 'SAVE-ACK from the model' : 'ok'),
      ),
    );
    const s = startTmuxClaude({ home, cwd, apiUrl: api.url, args: [], pluginDirs: [REPO_ROOT], allowedTools: TOOLS });
    try {
      await s.waitForReady(30_000);
      await s.submit(`Ship it [track:tmux]`);
      await s.waitFor(/Observed the feature\./, 30_000);
      const first = await waitUntil(() => records(home).find((x) => x.phaseNumber === 1), 10_000);
      await s.waitForIdle(15_000);

      await s.submit('/checkpoint save tmux-label');
      const rec = await waitUntil(() => records(home).find((x) => x.metadata.name === 'tmux-label'), 20_000);
      expect(rec).toMatchObject({ sessionId: first.sessionId, phase: 'OBSERVE', phaseNumber: 1, taskSummary: TASK });
      expect(rec.metadata.trigger).toBe('manual');
      const t = await waitUntil(
        () => api.turns().find((q) => lastUserText(q.body).includes('Checkpoint saved:')),
        20_000,
      );
      expect(lastUserText(t.body)).toContain(`Checkpoint saved: ${rec.id} "tmux-label" — Phase 1 OBSERVE (${TASK})`);
      await s.waitFor(/SAVE-ACK from the model/, 20_000);
      // it was our dispatcher, not the built-in /rewind alias
      expect(s.capture(200)).not.toMatch(/Rewind|restore the code/i);
      expectNoPluginErrors(home);
    } finally {
      await s.kill();
      await api.close();
    }
  }, 90_000);
});
