/**
 * Issue 17 with the REAL Claude Code binary: the plugin's MCP server (declared in .mcp.json) is
 * started by Claude Code, its tools reach the model, and the scripted model's call of
 * list_session_checkpoints through Claude Code returns the session's checkpoints; save_checkpoint
 * saves one (named, tagged) from inside the session.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { startFakeApi, type MessagesRequest, type ScriptTurn } from './fake-api.js';
import {
  REPO_ROOT,
  STREAM_ARGS,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  runClaude,
} from './harness.js';
import { hookFailures, waitForPlugin } from './pai.js';

afterAll(() => cleanupTempDirs());

const toolNamed = (req: MessagesRequest, suffix: string) =>
  req.tools?.find((t) => t.name.endsWith(`__${suffix}`))?.name;

test('the scripted model calls list_session_checkpoints and save_checkpoint through Claude Code and gets the checkpoints', async () => {
  const cwd = makeTempDir('pai-e2e-mcp-');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
  fs.writeFileSync(path.join(cwd, 'a.txt'), 'a\n');
  const home = makeHome(cwd);
  const seen: { tools: string[]; results: string[] } = { tools: [], results: [] };
  const api = await startFakeApi((k: number, req: MessagesRequest, ctx): ScriptTurn => {
    if (k === 0) seen.tools = (req.tools ?? []).map((t) => t.name);
    const save = toolNamed(req, 'save_checkpoint');
    const list = toolNamed(req, 'list_session_checkpoints');
    if (!save || !list) return 'the checkpoint tools are missing';
    if (k === 0) return [{ type: 'tool_use', name: save, input: { label: 'from-mcp', tags: ['milestone/mcp'] } }];
    const session = /"session_id":\s*"([0-9a-f-]{36})"/.exec(ctx.lastUserText)?.[1];
    seen.results.push(ctx.lastUserText);
    if (k === 1 && session) return [{ type: 'tool_use', name: list, input: { session_id: session } }];
    return 'Listed.';
  });
  try {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Save, then list the checkpoints', ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'mcp__plugin_checkpoint_checkpoint',
      env: { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' },
      timeoutMs: 90_000,
    });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    expect(hookFailures(r.events)).toEqual([]);
    expect(seen.tools).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/__list_resumable_sessions$/),
        expect.stringMatching(/__inspect_checkpoint$/),
        expect.stringMatching(/__resume_session$/),
      ]),
    );
    const saved = JSON.parse(seen.results[0]!.slice(seen.results[0]!.indexOf('{'))) as {
      checkpoint_id: string;
      session_id: string;
    };
    expect(saved).toMatchObject({ label: 'from-mcp', tags: ['milestone/mcp'], session_id: r.sessionId });
    const listed = JSON.parse(seen.results[1]!.slice(seen.results[1]!.indexOf('{'))) as {
      session_id: string;
      checkpoints: { checkpoint_id: string; type: string; tags: string[] }[];
    };
    expect(listed.session_id).toBe(r.sessionId);
    expect(listed.checkpoints).toEqual([
      expect.objectContaining({ checkpoint_id: saved.checkpoint_id, type: 'manual', tags: ['milestone/mcp'] }),
    ]);
  } finally {
    await waitForPlugin(home).catch(() => undefined);
    killProcessesInDir(cwd);
    await api.close();
  }
}, 120_000);
