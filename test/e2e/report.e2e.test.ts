/**
 * Issue 36 item 3 with the REAL Claude Code binary and the scripted model: `/checkpoint:report`
 * writes the session's report under PAI_DIR (never the project) and the user gets its path as
 * printed; the model is not called (a read-only command) and no `stop` checkpoint is taken.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startFakeApi } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  makeHome,
  makeTempDir,
  resultEvent,
  runClaude,
  type Home,
} from './harness.js';
import { hookFailures, pluginLogErrors, trackScript, waitForPlugin, waitForWorkers } from './pai.js';

const homes: Home[] = [];
afterAll(async () => {
  const errors: string[] = [];
  for (const h of homes) {
    await waitForWorkers(h).catch((e) => errors.push(String(e)));
    errors.push(...pluginLogErrors(h));
  }
  cleanupTempDirs();
  expect(errors, 'plugin.log errors / stuck workers').toEqual([]);
});

test(
  '/checkpoint:report writes this session`s report under PAI_DIR and shows its path; no model turn, no stop checkpoint',
  { timeout: 180_000 },
  async () => {
    const cwd = makeTempDir('pai-e2e-report-');
    const home = makeHome(cwd);
    homes.push(home);
    const api = await startFakeApi(
      trackScript(
        {
          bash: [
            [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi > f', description: 'write f' } }],
            'wrote f',
          ],
        },
        'MODEL SPEAKS',
      ),
    );
    try {
      const run = async (prompt: string, resume?: string) => {
        const r = await runClaude({
          home,
          cwd,
          apiUrl: api.url,
          args: ['-p', prompt, ...(resume ? ['--resume', resume] : []), ...STREAM_ARGS],
          pluginDirs: [REPO_ROOT],
          allowedTools: 'Write Edit Read Bash',
          timeoutMs: 60_000,
        });
        expect(r.timedOut, r.stderr.slice(-800)).toBe(false);
        expect(r.code, r.stderr.slice(-800)).toBe(0);
        expect(hookFailures(r.events)).toEqual([]);
        await waitForPlugin(home);
        return r;
      };
      const first = await run('Write f [track:bash]');
      const sid = first.sessionId!;
      const sessionDir = path.join(home.dir, '.pai', 'volume', 'checkpoints', sid);
      /** The triggers of the session's checkpoints not in `before` (each with those coalesced into it). */
      const triggersSince = (before: string[]) =>
        fs
          .readdirSync(sessionDir)
          .filter((id) => !before.includes(id) && fs.existsSync(path.join(sessionDir, id, 'manifest.json')))
          .flatMap((id) => {
            const m = JSON.parse(fs.readFileSync(path.join(sessionDir, id, 'manifest.json'), 'utf8')) as {
              trigger: string;
              coalesced_triggers?: string[];
            };
            return [m.trigger, ...(m.coalesced_triggers ?? [])];
          });
      const before = fs.readdirSync(sessionDir);
      const calls = api.turns().length;
      const r = await run('/checkpoint:report', sid);
      const shown = resultEvent(r.events)?.result as string;
      const reports = path.join(home.dir, '.pai', 'checkpoint', 'reports');
      const match = new RegExp(
        `^UserPromptSubmit operation blocked by hook:\\n(${reports}/${sid}-\\d{8}T\\d{6}Z\\.html)\\n\\nOriginal prompt: /checkpoint:report$`,
      ).exec(shown);
      expect(match, shown).not.toBeNull();
      const html = fs.readFileSync(match![1]!, 'utf8');
      expect(html).toContain(`<code>${sid}</code>`);
      expect(html).toContain("default-src 'none'");
      expect(html).not.toMatch(/<script/i);
      expect(fs.readdirSync(cwd).sort()).toEqual(['f']);
      expect(api.turns().length).toBe(calls);
      // The run's end may take its session-end checkpoint; the turn of a read-only command takes no stop.
      expect(triggersSince(before)).not.toContain('stop');
    } finally {
      await api.close();
    }
  },
);
