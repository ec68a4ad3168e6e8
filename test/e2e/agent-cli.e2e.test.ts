/**
 * Issue item 22 with the REAL Claude Code binary: plugin variables (CLAUDE_PLUGIN_ROOT) reach hooks,
 * not Bash, so SessionStart exports the CLI's path through CLAUDE_ENV_FILE. The session's own Bash
 * calls and those of the checkpoint agent (a subagent) both find `$PAI_CHECKPOINT_CLI`, and the
 * agent's first command — `node "$PAI_CHECKPOINT_CLI" list --open --json` — works, and the agent
 * is given the plugin's MCP tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startFakeApi, systemText, type MessagesRequest, type ScriptTurn } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  runClaude,
} from './harness.js';
import { hookFailures, waitForWorkers } from './pai.js';

afterAll(() => cleanupTempDirs());

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'Bash', input: { command, description: 'run' } });
const agentTool = (req: MessagesRequest) =>
  req.tools?.find((t) => t.name === 'Agent' || t.name === 'Task')?.name ?? 'Agent';

test('$PAI_CHECKPOINT_CLI is set in the session`s Bash and in the checkpoint agent`s, and the agent`s first command runs', async () => {
  const cwd = makeTempDir('pai-e2e-agent-');
  const home = makeHome(cwd);
  const agentTools: string[] = [];
  const api = await startFakeApi((k: number, req: MessagesRequest): ScriptTurn => {
    if (systemText(req).includes('You are the checkpoint agent of pai-checkpoint')) {
      agentTools.push(...(req.tools ?? []).map((t) => t.name));
      // The subagent: the first command its instructions name.
      return k === 0
        ? [
            bash(
              'printf %s "$PAI_CHECKPOINT_CLI" > agent-cli.txt && node "$PAI_CHECKPOINT_CLI" list --open --json > agent-list.json',
            ),
          ]
        : 'No open checkpoints.';
    }
    if (k === 0) return [bash('printf %s "$PAI_CHECKPOINT_CLI" > main-cli.txt')];
    if (k === 1)
      return [
        {
          type: 'tool_use',
          name: agentTool(req),
          input: { subagent_type: 'checkpoint:checkpoint', description: 'Checkpoints', prompt: 'What was saved?' },
        },
      ];
    return 'ok';
  });
  try {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Ask the checkpoint agent', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Bash Agent Task',
      env: { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' },
      timeoutMs: 90_000,
    });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    expect(hookFailures(r.events)).toEqual([]);
    const cli = path.join(REPO_ROOT, 'dist', 'cli.cjs');
    expect(fs.readFileSync(path.join(cwd, 'main-cli.txt'), 'utf8')).toBe(cli);
    expect(fs.readFileSync(path.join(cwd, 'agent-cli.txt'), 'utf8')).toBe(cli);
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'agent-list.json'), 'utf8'))).toMatchObject({
      open: true,
      project: cwd,
      rows: [],
    });
    // The agent has the plugin's MCP tools too (agents/checkpoint.md names them).
    expect(agentTools).toEqual(
      expect.arrayContaining([
        'mcp__plugin_checkpoint_checkpoint__list_resumable_sessions',
        'mcp__plugin_checkpoint_checkpoint__list_session_checkpoints',
        'mcp__plugin_checkpoint_checkpoint__inspect_checkpoint',
      ]),
    );
  } finally {
    killProcessesInDir(cwd);
    await waitForWorkers(home).catch(() => undefined);
    await api.close();
  }
}, 120_000);
