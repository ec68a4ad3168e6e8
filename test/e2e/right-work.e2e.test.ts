/**
 * Issue items 17-19 with the REAL Claude Code binary: a session is killed -9 in Phase 4; the next
 * session is offered that work; a `/checkpoint:save` there (outside any phase) invents nothing, so
 * the crashed task stays the one offered; in a later session the user says "yes, continue", the
 * model continues at Phase 5 and finishes the run — the crashed work is carried over and closed,
 * and the offer never returns. Issue 33 (3): the crashed session's ISC criteria (its tasks) go
 * with it — the offer asks the model to recreate the open ones, and the new session's records
 * carry them, the ones written before the model recreated them included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allText, lastUserText, startFakeApi, type FakeApi, type TurnContext } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  runClaude,
  spawnClaude,
  waitUntil,
  type Home,
  type RunResult,
} from './harness.js';
import {
  HEADER,
  hookFailures,
  pluginLog,
  pluginLogErrors,
  records,
  sessionStartOutput,
  taskLine,
  trackScript,
  waitForPlugin,
} from './pai.js';

const TOOLS = 'Write Edit Read Bash TaskCreate TaskUpdate';
const TASK = 'Write the API docs';
const CRITERIA = ['Every endpoint documented', 'Examples run as written', 'Errors listed per endpoint'];
const text = (t: string) => ({ type: 'text' as const, text: t });
const bash = (command: string) => ({ type: 'tool_use' as const, name: 'Bash', input: { command, description: 'run' } });
const taskCreate = (subject: string) => ({
  type: 'tool_use' as const,
  name: 'TaskCreate',
  input: { subject, description: subject },
});
const taskUpdate = (taskId: string, status: string) => ({
  type: 'tool_use' as const,
  name: 'TaskUpdate',
  input: { taskId, status },
});

/** The model after "yes, continue": the open tasks the session start listed, each recreated with TaskCreate. */
function recreate(ctx: TurnContext) {
  const context = allText(ctx.request);
  const at = context.lastIndexOf('Open tasks to recreate with TaskCreate');
  if (at < 0) return [bash('echo no open tasks were listed')]; // the script goes on either way
  const subjects = context
    .slice(at)
    .split('\n')
    .slice(1)
    .map((l) => /^\d+\. (.+?)(?: \(in progress.*)?$/.exec(l)?.[1])
    .filter((x): x is string => !!x);
  return subjects.map(taskCreate);
}

/** Session A's ISC criteria when it died: the first done, the second being worked on. */
const AT_CRASH = [
  { id: '1', subject: CRITERIA[0], status: 'completed' },
  { id: '2', subject: CRITERIA[1], status: 'in_progress' },
  { id: '3', subject: CRITERIA[2], status: 'pending' },
];

describe.sequential(
  'crash in Phase 4 → a new session saves → the crashed task is still offered → "yes, continue" carries it over and closes it',
  { timeout: 120_000 },
  () => {
    let cwd: string;
    let home: Home;
    let api: FakeApi;
    let crashed = '';
    const env = { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' };

    const run = (args: string[]): Promise<RunResult> =>
      runClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: [...args, ...STREAM_ARGS],
        pluginDirs: [REPO_ROOT],
        allowedTools: TOOLS,
        env,
        timeoutMs: 60_000,
      });
    const clean = (r: RunResult) => {
      expect(r.timedOut, r.stderr.slice(-500)).toBe(false);
      expect(r.code, r.stderr.slice(-500)).toBe(0);
      expect(hookFailures(r.events)).toEqual([]);
    };

    beforeAll(async () => {
      cwd = makeTempDir('pai-e2e-right-');
      home = makeHome(cwd);
      api = await startFakeApi(
        trackScript(
          {
            docs: [
              [text(`${taskLine(TASK)}\n${HEADER[1]}`), bash('echo 1 > observe.txt')],
              CRITERIA.map(taskCreate),
              [taskUpdate('1', 'completed'), taskUpdate('2', 'in_progress')],
              [text(HEADER[2]), bash('echo 2 > think.txt')],
              [text(HEADER[3]), bash('echo 3 > plan.txt')],
              [text(`${HEADER[4]}\nWriting the docs.`), bash('echo 4 > build.txt')],
              [text('A long generation step.'), bash('echo started > sleeping.txt; sleep 30')],
            ],
            hi: ['Hello.'],
            again: ['Hello again.'],
            yes: [
              [
                text(`${HEADER[5]}\nContinuing the API docs from where the crashed session stopped.`),
                bash('echo 5 > execute.txt'),
              ],
              recreate,
              [text(HEADER[6]), bash('echo 6 > verify.txt')],
              `${HEADER[7]}\nLearned: write docs next to the code.`,
            ],
            later: ['Nothing pending.'],
          },
          (ctx) => (ctx.lastUserText.includes('Checkpoint saved:') ? 'Saved.' : 'ok'),
        ),
      );
    });
    afterAll(async () => {
      killProcessesInDir(cwd);
      await waitForPlugin(home).catch(() => undefined);
      await api?.close();
      const errors = pluginLogErrors(home);
      cleanupTempDirs();
      expect(errors, pluginLog(home)).toEqual([]);
    });

    test('session A reaches Phase 4 and is killed -9', async () => {
      const p = spawnClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: ['-p', `${TASK} [track:docs]`, ...STREAM_ARGS],
        pluginDirs: [REPO_ROOT],
        allowedTools: TOOLS,
        env,
        timeoutMs: 60_000,
      });
      try {
        crashed = (await p.waitForEvent((e) => e.type === 'system' && e.subtype === 'init')).session_id!;
        await waitUntil(() => fs.existsSync(path.join(cwd, 'sleeping.txt')), 40_000);
        await waitUntil(() => records(home, { sessionId: crashed }).some((r) => r.phaseNumber === 4), 10_000);
        p.kill9();
        await p.done;
      } finally {
        p.kill9();
        killProcessesInDir(cwd);
      }
      expect(records(home, { sessionId: crashed }).map((r) => [r.phaseNumber, r.completed])).toEqual([
        [1, false],
        [2, false],
        [3, false],
        [4, false],
      ]);
      expect(records(home, { sessionId: crashed })[3]!.iscCriteria).toEqual(AT_CRASH);
    });

    test('17. a new session is offered Phase 4; /checkpoint:save there records no phase work', async () => {
      await waitForPlugin(home);
      const b = await run(['-p', 'hi [track:hi]']);
      clean(b);
      const offer = sessionStartOutput(b.events, 'startup').json.systemMessage as string;
      expect(offer.split('\n')[0]).toBe(`Checkpoint: Resume from Phase 4? (${TASK})`);
      expect(offer).toContain('Say "yes, continue" to pick it up in this session, or run /checkpoint:resume.');
      const saved = await run(['-p', '/checkpoint:save before-resume', '--resume', b.sessionId!]);
      clean(saved);
      const turn = api.turns().find((t) => lastUserText(t.body).includes('Checkpoint saved:'));
      expect(lastUserText(turn!.body)).toMatch(
        /Checkpoint saved: [0-9A-Z]{26} "before-resume" — no Algorithm phase in progress \(session checkpoint only\)/,
      );
      expect(records(home, { sessionId: b.sessionId! })).toEqual([]); // no invented "Phase 1 OBSERVE"
    });

    test('17. the next start still offers the crashed Phase 4 task (not an invented Phase 1)', async () => {
      await waitForPlugin(home);
      const c = await run(['-p', 'hi again [track:again]']);
      clean(c);
      const offer = sessionStartOutput(c.events, 'startup').json.systemMessage as string;
      expect(offer.split('\n')[0]).toBe(`Checkpoint: Resume from Phase 4? (${TASK})`);
      expect(offer).not.toMatch(/more unfinished session/);
      const seen = allText(api.turns().find((t) => lastUserText(t.body).includes('[track:again]'))!.body);
      expect(seen).toContain('Current phase: 4/7 BUILD');
      // The model is asked to recreate the open tasks, as /checkpoint:resume asks it.
      expect(seen).toContain(
        `Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:\n1. ${CRITERIA[1]} (in progress: set it so with TaskUpdate)\n2. ${CRITERIA[2]}`,
      );

      // 19. "yes, continue" in that session: the model continues at Phase 5 and finishes.
      const yes = await run(['-p', 'yes, continue [track:yes]', '--resume', c.sessionId!]);
      clean(yes);
      await waitForPlugin(home);
      expect(fs.readFileSync(path.join(cwd, 'verify.txt'), 'utf8')).toBe('6\n');
      const carried = records(home, { sessionId: c.sessionId! });
      expect(carried.map((r) => [r.phaseNumber, r.taskSummary, r.completed])).toEqual([
        [5, TASK, true],
        [6, TASK, true],
        [7, TASK, true],
      ]);
      expect(carried[0]!.metadata).toMatchObject({
        resumedFrom: records(home, { sessionId: crashed })[3]!.id,
        completedPhases: [1, 2, 3, 4],
      });
      expect(records(home, { sessionId: crashed }).every((r) => r.completed)).toBe(true);
      // Issue 33 (3): the model recreated the open tasks in this session's task list (they were asked for);
      // every record of the carried run holds the criteria — the done one it did not recreate too.
      // (Phase 5 was written before any TaskCreate, then refreshed by it: test/adapters/hooks/right-work.test.ts
      // checks the record as first written.)
      for (const r of carried) {
        expect(r.iscCriteria.map((x) => x.subject)).toEqual(CRITERIA);
        expect(r.iscCriteria[0]).toEqual(AT_CRASH[0]);
      }
      const tasksDir = path.join(home.dir, '.claude', 'tasks', c.sessionId!);
      expect(
        fs
          .readdirSync(tasksDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(fs.readFileSync(path.join(tasksDir, f), 'utf8')).subject)
          .sort(),
      ).toEqual([CRITERIA[1], CRITERIA[2]].sort());
    });

    test('19. after that, the offer never returns: the next start says nothing to the user (the model gets the completed work as project memory)', async () => {
      await waitForPlugin(home);
      const d = await run(['-p', 'anything? [track:later]']);
      clean(d);
      const ss = sessionStartOutput(d.events, 'startup');
      expect(ss.json.systemMessage).toBeUndefined(); // nothing for the user; the model gets the project memory
      expect(ss.json.hookSpecificOutput.additionalContext).toMatch(
        new RegExp(
          `^## Project memory \\(.*\\)\\n\\n### Recent sessions\\n- \\d{4}-\\d\\d-\\d\\d completed: ${TASK} \\(session `,
        ),
      );
    });
  },
);

describe.sequential(
  'issue 33 (3): `claude --resume` where the task list did not come along (another machine, a fork): the model is asked to recreate the open tasks',
  { timeout: 120_000 },
  () => {
    let cwd: string;
    let home: Home;
    let api: FakeApi;
    const env = { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' };
    const run = (args: string[]): Promise<RunResult> =>
      runClaude({
        home,
        cwd,
        apiUrl: api.url,
        args: [...args, ...STREAM_ARGS],
        pluginDirs: [REPO_ROOT],
        allowedTools: TOOLS,
        env,
        timeoutMs: 60_000,
      });

    beforeAll(async () => {
      cwd = makeTempDir('pai-e2e-tasks-');
      home = makeHome(cwd);
      api = await startFakeApi(
        trackScript({
          mk: [
            [text(`${taskLine(TASK)}\n${HEADER[1]}`), ...CRITERIA.map(taskCreate)],
            [taskUpdate('1', 'completed')],
            'Stopping here.',
          ],
          on: [recreate, [{ type: 'tool_use' as const, name: 'TaskList', input: {} }], 'Going on.'],
        }),
      );
    });
    afterAll(async () => {
      killProcessesInDir(cwd);
      await waitForPlugin(home).catch(() => undefined);
      await api?.close();
      const errors = pluginLogErrors(home);
      cleanupTempDirs();
      expect(errors, pluginLog(home)).toEqual([]);
    });

    test('the task list is gone; --resume gets the open ones back through the model', async () => {
      const a = await run(['-p', `${TASK} [track:mk]`]);
      expect(a.code, a.stderr.slice(-500)).toBe(0);
      const sid = a.sessionId!;
      await waitForPlugin(home);
      const tasksDir = path.join(home.dir, '.claude', 'tasks', sid);
      fs.rmSync(tasksDir, { recursive: true, force: true }); // as on a machine the session was never on
      const b = await run(['-p', 'go on [track:on]', '--resume', sid]);
      expect(b.code, b.stderr.slice(-500)).toBe(0);
      expect(hookFailures(b.events)).toEqual([]);
      expect(sessionStartOutput(b.events, 'resume').json.hookSpecificOutput.additionalContext).toContain(
        `Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:\n1. ${CRITERIA[1]}\n2. ${CRITERIA[2]}`,
      );
      // The model recreated them: Claude Code's task list holds them again (its own TaskList says so).
      const subjects = fs
        .readdirSync(tasksDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(tasksDir, f), 'utf8')).subject);
      expect(subjects.sort()).toEqual([CRITERIA[1], CRITERIA[2]].sort());
      const requests = api.turns().map((t) => JSON.stringify(t.body.messages));
      expect(
        requests.some((m) => new RegExp(`\\[pending\\] ${CRITERIA[1]}\\\\n#\\d+ \\[pending\\] ${CRITERIA[2]}`).test(m)),
        requests.at(-1),
      ).toBe(true);
    });
  },
);
