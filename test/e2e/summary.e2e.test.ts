/**
 * Issue 15 with the REAL Claude Code binary: a session decides something, tries an approach that
 * fails and fixes it, creates tasks and saves a project-memory item, then stops in Phase 3. Its
 * checkpoint holds a summary (sessions/<id>/summary.md on the volume); the next session's start
 * is given the memory and the summary with the resume offer; `/checkpoint:resume` there has the
 * model recreate the open tasks (TaskCreate), so the task list goes on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastUserText, startFakeApi, type FakeApi, type TurnContext } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  runClaude,
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
const TASK = 'Set up the settings store';
const DECISION = "I'll use a plain JSON file instead of SQLite for the settings store.";
const CHECK = `node -e "JSON.parse(require('fs').readFileSync('settings.json', 'utf8'))"`;
const MEMORY = 'Settings live in JSON files, no database';
const OPEN = ['Write the settings parser', 'Add tests for the parser'];
const text = (t: string) => ({ type: 'text' as const, text: t });
const bash = (command: string) => ({ type: 'tool_use' as const, name: 'Bash', input: { command, description: 'run' } });
const taskCreate = (subject: string) => ({
  type: 'tool_use' as const,
  name: 'TaskCreate',
  input: { subject, description: subject },
});

/** Session B's model: the open tasks `/checkpoint:resume` listed, each recreated with TaskCreate; then done. */
function recreate(ctx: TurnContext) {
  const listed = lastUserText(ctx.request);
  const at = listed.indexOf('Open tasks to recreate');
  if (ctx.k > 0 || at < 0) return 'Resumed.';
  const subjects = listed
    .slice(at)
    .split('\n')
    .slice(1)
    .map((l) => /^\d+\. (.+?)(?: \(in progress.*)?$/.exec(l)?.[1])
    .filter((s): s is string => !!s);
  return subjects.length ? subjects.map(taskCreate) : 'No open tasks.';
}

describe.sequential(
  'a summary, a memory item and the open tasks carry over to the next session',
  { timeout: 150_000 },
  () => {
    let cwd: string;
    let home: Home;
    let api: FakeApi;
    let first = '';
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
        timeoutMs: 90_000,
      });
    const clean = (r: RunResult) => {
      expect(r.timedOut, r.stderr.slice(-500)).toBe(false);
      expect(r.code, r.stderr.slice(-500)).toBe(0);
      expect(hookFailures(r.events)).toEqual([]);
    };
    const volume = () => path.join(home.dir, '.pai', 'volume');

    beforeAll(async () => {
      cwd = makeTempDir('pai-e2e-summary-');
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
      fs.writeFileSync(path.join(cwd, 'README.md'), '# settings\n');
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'start', '--allow-empty'], {
        cwd,
      });
      home = makeHome(cwd);
      api = await startFakeApi(
        trackScript(
          {
            work: [
              [text(`${taskLine(TASK)}\n${HEADER[1]}\n${DECISION}`), bash(CHECK)], // fails: no settings.json yet
              [text(HEADER[2]), bash(`printf '{"theme":"dark"}\\n' > settings.json`)],
              [text('Checking the file again.'), bash(CHECK)], // the fix
              [taskCreate(OPEN[0]!)],
              [taskCreate(OPEN[1]!)],
              [bash(`node "$PAI_CHECKPOINT_CLI" memory save conventions.storage "${MEMORY}"`)],
              [text(`${HEADER[3]}\nPlan: the parser first, then its tests.`), bash('echo plan > plan.txt')],
              'Stopping here for today.',
            ],
          },
          recreate,
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

    test('session A: its checkpoint`s summary holds the decision, the failed approach and its fix, the changed files and the phase', async () => {
      const a = await run(['-p', `${TASK} [track:work]`]);
      clean(a);
      first = a.sessionId!;
      expect(records(home, { sessionId: first }).map((r) => r.phaseNumber)).toEqual([1, 2, 3]);
      const summary = path.join(volume(), 'sessions', first, 'summary.md');
      // The turn's end and the session's end are checkpointed by detached workers: wait for the summary of the last one.
      await waitUntil(
        () => fs.existsSync(summary) && fs.readFileSync(summary, 'utf8').includes('plan.txt'),
        60_000,
        200,
      );
      // Then the last of them: a checkpoint taken while the model's Bash call ran, before the sidecar
      // read the Phase 3 header of the same message, also lists plan.txt (seen under a full run).
      await waitForPlugin(home);
      const md = fs.readFileSync(summary, 'utf8');
      expect(md).toMatch(/^## Session Summary: /);
      expect(md).toContain(DECISION.replace(/\.$/, ''));
      expect(md).toMatch(/### Failed Approaches\n+- Tried `node -e .*ENOENT.* — fixed by `node -e/);
      expect(md).toMatch(/- settings\.json \(\+1 −0\)/);
      expect(md).toMatch(/Phase 3\/7 PLAN \(completed 1, 2\)/);
    });

    test('session B: its start is given the memory and the summary with the offer; /checkpoint:resume has the model recreate the open tasks', async () => {
      const b = await run(['-p', '/checkpoint:resume']);
      clean(b);
      const start = sessionStartOutput(b.events, 'startup').json;
      expect(start.systemMessage.split('\n')[0]).toBe(`Checkpoint: Resume from Phase 3? (${TASK})`);
      const context = start.hookSpecificOutput.additionalContext as string;
      expect(context).toContain('## Project memory');
      expect(context).toContain(MEMORY);
      expect(context).toContain('Decisions made (1):');
      expect(context).toContain(DECISION.replace(/\.$/, ''));
      expect(context).toMatch(/Failed approaches \(1\):\n- Tried `node -e/);
      expect(context).toContain('Pending phases: 4 BUILD, 5 EXECUTE, 6 VERIFY, 7 LEARN.');
      // The command's output listed the open tasks, and the model recreated them in session B.
      const tasksDir = path.join(home.dir, '.claude', 'tasks', b.sessionId!);
      const subjects = fs
        .readdirSync(tasksDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(tasksDir, f), 'utf8')).subject as string);
      expect(subjects.sort()).toEqual([...OPEN].sort());
    });
  },
);
