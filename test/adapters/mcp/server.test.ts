// The plugin's MCP server as Claude Code runs it (dist/mcp-server.cjs over stdio, JSON-RPC one
// message a line): initialize, the tool list, each tool against a real volume with real session
// checkpoints, the checkpoint://state resource, and the errors (a tool error, never a crash).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, DIST, sandbox, testPath, userLine, writeLines } from '../../helpers.js';

/** The server on stdio; `call` sends one request and resolves with its answer. */
function server(env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, [join(DIST, 'mcp-server.cjs')], { env, cwd, stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = new Map<unknown, (m: any) => void>();
  const raw: any[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const m = JSON.parse(line);
    raw.push(m);
    waiting.get(m.id)?.(m);
  });
  let id = 0;
  const call = (method: string, params?: unknown) =>
    new Promise<any>((resolve) => {
      const n = ++id;
      waiting.set(n, resolve);
      child.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', id: n, method, ...(params ? { params } : {}) })}\n`);
    });
  const tool = async (name: string, args: Record<string, unknown> = {}) => (await call('tools/call', { name, arguments: args })).result;
  return { child, call, tool, raw, write: (text: string) => child.stdin!.write(text), close: () => child.stdin!.end() };
}

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Build the parser'), assistantLine([{ type: 'text', text: '🗒️ TASK: Build the parser\n━━━ 👁️ OBSERVE ━━━ 1/7' }])]);
  saveSession(sb.paths, { ...newSession('sess-mcp-1', sb.project, sb.project, new Date()), transcriptPath: transcript, phase: { number: 1, name: 'OBSERVE', at: new Date().toISOString() }, task: 'Build the parser' });
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, PATH: testPath(), CLAUDE_CODE_SESSION_ID: 'sess-mcp-1' };
  const cli = (...args: string[]) => spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...args], { env, cwd: sb.project, encoding: 'utf8' });
  return { ...sb, env, cli };
}

describe('the MCP server (dist/mcp-server.cjs)', () => {
  test('initialize, tools/list, each tool and checkpoint://state, against real session checkpoints', async () => {
    const w = setup();
    const first = JSON.parse(w.cli('create', '--session', 'sess-mcp-1', '--name', 'before', '--json').stdout).id as string;
    writeFileSync(join(w.project, 'a.txt'), 'b\n');
    const s = server(w.env, w.project);
    try {
      const init = await s.call('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } });
      expect(init.result).toMatchObject({ protocolVersion: '2025-06-18', capabilities: { tools: {}, resources: {} }, serverInfo: { name: 'pai-checkpoint' } });
      s.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
      const names = (await s.call('tools/list')).result.tools.map((t: { name: string }) => t.name);
      expect(names).toEqual(['list_resumable_sessions', 'list_session_checkpoints', 'inspect_checkpoint', 'resume_session', 'save_checkpoint']);

      const saved = await s.tool('save_checkpoint', { label: 'from the agent', tags: ['milestone/mcp'] });
      expect(saved.isError).toBeUndefined();
      expect(saved.structuredContent).toMatchObject({ label: 'from the agent', tags: ['milestone/mcp'], phase: 1, session_id: 'sess-mcp-1' });
      const savedId = saved.structuredContent.checkpoint_id as string;

      const listed = (await s.tool('list_session_checkpoints', { session_id: 'sess-mcp' })).structuredContent;
      expect(listed.session_id).toBe('sess-mcp-1');
      expect(listed.checkpoints.map((c: { checkpoint_id: string }) => c.checkpoint_id)).toEqual([first, savedId]);
      expect(listed.checkpoints[1]).toMatchObject({ type: 'manual', current_node: '1 OBSERVE', is_clean: true, can_resume_from: true, tags: ['milestone/mcp'] });
      expect(listed.checkpoints[1].description).toContain('from the agent');
      expect((await s.tool('list_session_checkpoints', { session_id: 'sess-mcp-1', checkpoint_type: 'periodic' })).structuredContent.checkpoints).toEqual([]);

      const detail = (await s.tool('inspect_checkpoint', { checkpoint_id: savedId, include_memory: true })).structuredContent;
      expect(detail).toMatchObject({ checkpoint_id: savedId, type: 'manual', current_node: '1 OBSERVE', task: 'Build the parser', tags: ['milestone/mcp'], memory: { pai: { phase: 1 } } });
      expect(detail.accumulated_outputs.files_modified).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'a.txt' })]));

      const sessions = (await s.tool('list_resumable_sessions', { status: 'any' })).structuredContent;
      expect(sessions.sessions.map((r: { session_id: string }) => r.session_id)).toEqual(['sess-mcp-1']);
      expect(sessions.total).toBe(1);

      const resumed = (await s.tool('resume_session', { session_id: 'sess-mcp-1', memory_modifications: '{"env.ANTHROPIC_MODEL": "claude-x"}' })).structuredContent;
      expect(resumed).toMatchObject({ session_id: 'sess-mcp-1', resumed_from: savedId, command: ['pai-checkpoint', 'resume', 'sess-mcp-1', '--set', 'env.ANTHROPIC_MODEL=claude-x'] });
      expect(resumed.context).toContain('Current phase: 1/7 OBSERVE');

      const state = await s.call('resources/read', { uri: 'checkpoint://state' });
      expect(JSON.parse(state.result.contents[0].text)).toMatchObject({ session_id: 'sess-mcp-1', phase: { number: 1, name: 'OBSERVE' }, task: 'Build the parser' });
      expect((await s.call('resources/list')).result.resources).toEqual([expect.objectContaining({ uri: 'checkpoint://state' })]);
    } finally {
      s.close();
    }
  });

  test('errors: a tool that fails is a tool error saying what to do; bad arguments, an unknown tool, method or resource, and a line that is not JSON get clear answers; the server goes on', async () => {
    const w = setup();
    const s = server(w.env, w.project);
    try {
      const missing = await s.tool('list_session_checkpoints', { session_id: 'nope-nope' });
      expect(missing).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^list_session_checkpoints failed: .*nope-nope/) }] });
      expect((await s.tool('list_session_checkpoints', {})).content[0].text).toMatch(/session_id is missing/);
      expect((await s.tool('list_resumable_sessions', { limit: 'many' })).content[0].text).toMatch(/limit must be a whole number/);
      expect((await s.tool('resume_session', { session_id: 'sess-mcp-1', memory_modifications: 'not json' })).content[0].text).toMatch(/memory_modifications is not JSON/);
      expect((await s.tool('resume_session', { session_id: 'sess-mcp-1', memory_modifications: '{"env":{"A":1}}' })).content[0].text).toMatch(/memory_modifications.env is not a string, number or boolean/);
      expect((await s.tool('drop_tables')).content[0].text).toMatch(/^no tool "drop_tables": list_resumable_sessions, /);
      expect((await s.call('sampling/createMessage')).error).toMatchObject({ code: -32601 });
      expect((await s.call('resources/read', { uri: 'file:///etc/passwd' })).error).toMatchObject({ code: -32602 });
      s.write('this is not json\n');
      await new Promise((r) => setTimeout(r, 200));
      expect(s.raw.at(-1)).toMatchObject({ id: null, error: { code: -32700 } });
      expect((await s.call('ping')).result).toEqual({});
    } finally {
      s.close();
    }
    expect(await new Promise((r) => s.child.once('exit', r))).toBe(0);
  });

  test('save_checkpoint whose session checkpoint fails is a tool error naming why, not a success (found in review)', async () => {
    const w = setup();
    const notAFolder = join(w.home, 'volume-file');
    writeFileSync(notAFolder, 'x');
    writeFileSync(join(w.paths.paiDir, 'checkpoint.toml'), `[mcp]\nquery_servers = false\n[volume]\npath = "${notAFolder}"\n`);
    const s = server(w.env, w.project);
    try {
      const saved = await s.tool('save_checkpoint', { label: 'x', tags: ['milestone/x'] });
      expect(saved).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/^save_checkpoint failed: the session checkpoint was not saved: .*\(only the phase record \S+ was\)/) }] });
    } finally {
      s.close();
    }
  });
});
