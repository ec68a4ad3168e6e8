// The plugin's MCP server as Claude Code runs it (dist/mcp-server.cjs over stdio, JSON-RPC one
// message a line): initialize, the tool list, each tool against a real volume with real session
// checkpoints, the checkpoint://state resource, and the errors (a tool error, never a crash).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LINE_MAX, serve, STRING_MAX } from '../../../src/adapters/mcp/server.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, DIST, sandbox, testPath, userLine, waitFor, writeLines } from '../../helpers.js';
import { appSandbox } from '../../app/support.js';

/** The server on stdio; `call` sends one request and resolves with its answer. */
function server(env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, [join(DIST, 'mcp-server.cjs')], {
    env,
    cwd,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
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
  const tool = async (name: string, args: Record<string, unknown> = {}) =>
    (await call('tools/call', { name, arguments: args })).result;
  return { child, call, tool, raw, write: (text: string) => child.stdin!.write(text), close: () => child.stdin!.end() };
}

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: sb.project });
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [
    userLine('Build the parser'),
    assistantLine([{ type: 'text', text: '🗒️ TASK: Build the parser\n━━━ 👁️ OBSERVE ━━━ 1/7' }]),
  ]);
  saveSession(sb.paths, {
    ...newSession('sess-mcp-1', sb.project, sb.project, new Date()),
    transcriptPath: transcript,
    phase: { number: 1, name: 'OBSERVE', at: new Date().toISOString() },
    task: 'Build the parser',
  });
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, PATH: testPath(), CLAUDE_CODE_SESSION_ID: 'sess-mcp-1' };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...args], { env, cwd: sb.project, encoding: 'utf8' });
  return { ...sb, env, cli };
}

describe('the MCP server (dist/mcp-server.cjs)', () => {
  test('initialize, tools/list, each tool and checkpoint://state, against real session checkpoints', async () => {
    const w = setup();
    const first = JSON.parse(w.cli('create', '--session', 'sess-mcp-1', '--name', 'before', '--json').stdout)
      .id as string;
    writeFileSync(join(w.project, 'a.txt'), 'b\n');
    const s = server(w.env, w.project);
    try {
      const init = await s.call('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'test', version: '1' },
      });
      expect(init.result).toMatchObject({
        protocolVersion: '2025-06-18',
        capabilities: { tools: {}, resources: {} },
        serverInfo: { name: 'pai-checkpoint' },
      });
      s.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
      const names = (await s.call('tools/list')).result.tools.map((t: { name: string }) => t.name);
      expect(names).toEqual([
        'list_resumable_sessions',
        'list_session_checkpoints',
        'inspect_checkpoint',
        'resume_session',
        'save_checkpoint',
      ]);

      const saved = await s.tool('save_checkpoint', { label: 'from the agent', tags: ['milestone/mcp'] });
      expect(saved.isError).toBeUndefined();
      expect(saved.structuredContent).toMatchObject({
        label: 'from the agent',
        tags: ['milestone/mcp'],
        phase: 1,
        session_id: 'sess-mcp-1',
      });
      const savedId = saved.structuredContent.checkpoint_id as string;

      const listed = (await s.tool('list_session_checkpoints', { session_id: 'sess-mcp' })).structuredContent;
      expect(listed.session_id).toBe('sess-mcp-1');
      expect(listed.checkpoints.map((c: { checkpoint_id: string }) => c.checkpoint_id)).toEqual([first, savedId]);
      expect(listed.checkpoints[1]).toMatchObject({
        type: 'manual',
        current_node: '1 OBSERVE',
        is_clean: true,
        can_resume_from: true,
        tags: ['milestone/mcp'],
      });
      expect(listed.checkpoints[1].description).toContain('from the agent');
      expect(
        (await s.tool('list_session_checkpoints', { session_id: 'sess-mcp-1', checkpoint_type: 'periodic' }))
          .structuredContent.checkpoints,
      ).toEqual([]);

      const detail = (await s.tool('inspect_checkpoint', { checkpoint_id: savedId, include_memory: true }))
        .structuredContent;
      expect(detail).toMatchObject({
        checkpoint_id: savedId,
        type: 'manual',
        current_node: '1 OBSERVE',
        task: 'Build the parser',
        tags: ['milestone/mcp'],
        memory: { pai: { phase: 1 } },
      });
      expect(detail.accumulated_outputs.files_modified).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'a.txt' })]),
      );

      const sessions = (await s.tool('list_resumable_sessions', { status: 'any' })).structuredContent;
      expect(sessions.sessions.map((r: { session_id: string }) => r.session_id)).toEqual(['sess-mcp-1']);
      expect(sessions.total).toBe(1);

      const resumed = (
        await s.tool('resume_session', {
          session_id: 'sess-mcp-1',
          memory_modifications: '{"env.ANTHROPIC_MODEL": "claude-x"}',
        })
      ).structuredContent;
      expect(resumed).toMatchObject({
        session_id: 'sess-mcp-1',
        resumed_from: savedId,
        command: ['pai-checkpoint', 'resume', 'sess-mcp-1', '--set', 'env.ANTHROPIC_MODEL=claude-x'],
      });
      expect(resumed.context).toContain('Current phase: 1/7 OBSERVE');

      const state = await s.call('resources/read', { uri: 'checkpoint://state' });
      expect(JSON.parse(state.result.contents[0].text)).toMatchObject({
        session_id: 'sess-mcp-1',
        phase: { number: 1, name: 'OBSERVE' },
        task: 'Build the parser',
      });
      expect((await s.call('resources/list')).result.resources).toEqual([
        expect.objectContaining({ uri: 'checkpoint://state' }),
      ]);
    } finally {
      s.close();
    }
  });

  test('errors: a tool that fails is a tool error saying what to do; bad arguments, an unknown tool, method or resource, and a line that is not JSON get clear answers; the server goes on', async () => {
    const w = setup();
    const s = server(w.env, w.project);
    try {
      const missing = await s.tool('list_session_checkpoints', { session_id: 'nope-nope' });
      expect(missing).toMatchObject({
        isError: true,
        content: [{ type: 'text', text: expect.stringMatching(/^list_session_checkpoints failed: .*nope-nope/) }],
      });
      expect((await s.tool('list_session_checkpoints', {})).content[0].text).toMatch(/session_id is missing/);
      expect((await s.tool('list_resumable_sessions', { limit: 'many' })).content[0].text).toMatch(
        /limit must be a whole number/,
      );
      expect(
        (await s.tool('resume_session', { session_id: 'sess-mcp-1', memory_modifications: 'not json' })).content[0]
          .text,
      ).toMatch(/memory_modifications is not JSON/);
      expect(
        (await s.tool('resume_session', { session_id: 'sess-mcp-1', memory_modifications: '{"env":{"A":1}}' }))
          .content[0].text,
      ).toMatch(/memory_modifications.env is not a string, number or boolean/);
      expect((await s.tool('drop_tables')).content[0].text).toMatch(
        /^no tool "drop_tables": list_resumable_sessions, /,
      );
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
    writeFileSync(
      join(w.paths.paiDir, 'checkpoint.toml'),
      `[mcp]\nquery_servers = false\n[volume]\npath = "${notAFolder}"\n`,
    );
    const s = server(w.env, w.project);
    try {
      const saved = await s.tool('save_checkpoint', { label: 'x', tags: ['milestone/x'] });
      expect(saved).toMatchObject({
        isError: true,
        content: [
          {
            type: 'text',
            text: expect.stringMatching(
              /^save_checkpoint failed: the session checkpoint was not saved: .*\(only the phase record \S+ was\)/,
            ),
          },
        ],
      });
    } finally {
      s.close();
    }
  });

  test('bounded inputs: 10,000 tags, an over-long string and an over-long message are refused at once by name, nothing saved; the server goes on (issue 32, finding 15)', async () => {
    const w = setup();
    const s = server(w.env, w.project);
    try {
      const tags = Array.from({ length: 10_000 }, (_, i) => `t${i}`);
      const many = await s.tool('save_checkpoint', { label: 'many', tags });
      expect(many).toMatchObject({
        isError: true,
        content: [
          {
            type: 'text',
            text: expect.stringMatching(/^save_checkpoint failed: 10000 tags given; at most 100 at once/),
          },
        ],
      });
      const bad = await s.tool('save_checkpoint', { label: 'bad', tags: ['ok', 'not ok'] });
      expect(bad.content[0].text).toMatch(/segment "not ok" has a character a tag cannot hold/);
      const long = await s.tool('save_checkpoint', { label: 'x'.repeat(STRING_MAX + 1) });
      expect(long.content[0].text).toMatch(
        new RegExp(`label is ${STRING_MAX + 1} characters long \\(at most ${STRING_MAX}\\)`),
      );
      // Nothing was saved by any of them: no session checkpoint, no phase record.
      expect((await s.tool('list_resumable_sessions', { status: 'any' })).structuredContent.total).toBe(0);
      expect(existsSync(w.paths.checkpointsDir) ? readdirSync(w.paths.checkpointsDir) : []).toEqual([]);
      // A message over the limit is answered by its size, never parsed; the next one is served.
      s.write(`${JSON.stringify({ jsonrpc: '2.0', id: 99, method: 'ping', params: { pad: 'x'.repeat(LINE_MAX) } })}\n`);
      expect((await s.call('ping')).result).toEqual({});
      expect(s.raw.filter((m) => m.id === null)).toEqual([
        {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: expect.stringContaining(`at most ${LINE_MAX} bytes`) },
        },
      ]);
      expect(s.raw.some((m) => m.id === 99)).toBe(false);
      const saved = await s.tool('save_checkpoint', {
        label: 'tagged',
        tags: ['milestone/a', 'milestone/a', 'stable'],
      });
      expect(saved.structuredContent).toMatchObject({ label: 'tagged', tags: ['milestone/a', 'stable'] });
    } finally {
      s.close();
    }
    expect(await new Promise((r) => s.child.once('exit', r))).toBe(0);
  });

  test('JSON-RPC ids: a string, a number or null is echoed; an object, a list or a boolean is an Invalid Request answered with id null (issue 32, finding 15)', async () => {
    const w = setup();
    const s = server(w.env, w.project);
    try {
      for (const id of [{ a: 1 }, [1], true]) s.write(`${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`);
      for (const id of ['abc', 7.5, null]) s.write(`${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`);
      // Answers come in the order the requests finish: the refusals at once, the pings once served; this one is last.
      expect((await s.call('ping')).result).toEqual({});
      const refused = {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'invalid request: its id must be a string, a number or null (JSON-RPC 2.0)' },
      };
      expect(s.raw.slice(0, 3)).toEqual([refused, refused, refused]);
      expect(s.raw.slice(3, 6)).toEqual([
        { jsonrpc: '2.0', id: 'abc', result: {} },
        { jsonrpc: '2.0', id: 7.5, result: {} },
        { jsonrpc: '2.0', id: null, result: {} },
      ]);
      expect(JSON.stringify(s.raw)).not.toContain('"a":1');
    } finally {
      s.close();
    }
  });

  test('the client leaves (stdin closed) with a 10,000-tag save just sent: the process ends, having saved nothing (issue 32, finding 15)', async () => {
    const w = setup();
    const s = server(w.env, w.project);
    const exited = new Promise((r) => s.child.once('exit', r));
    expect(
      (await s.call('initialize', { protocolVersion: '2025-06-18', capabilities: {} })).result.serverInfo.name,
    ).toBe('pai-checkpoint');
    s.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'save_checkpoint', arguments: { tags: Array.from({ length: 10_000 }, (_, i) => `t${i}`) } } })}\n`,
    );
    s.close();
    expect(await exited).toBe(0);
    expect(existsSync(w.paths.checkpointsDir) ? readdirSync(w.paths.checkpointsDir) : []).toEqual([]);
  });

  test('calls still waiting when the client leaves are never run, and serve ends once the calls at work are done (issue 32, finding 15)', async () => {
    const sb = appSandbox();
    const input = new PassThrough();
    const output = new PassThrough();
    const answers: any[] = [];
    createInterface({ input: output }).on('line', (l) => answers.push(JSON.parse(l)));
    // The app loads slowly: the first call waits for it until the test lets it go.
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    let asked = 0;
    const served = serve(
      async () => {
        asked++;
        await loaded;
        return sb.ctx({ env: { CLAUDE_CODE_SESSION_ID: 'S1' } });
      },
      input,
      output,
    );
    const save = (id: number) =>
      input.write(
        `${JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'save_checkpoint', arguments: { label: `call ${id}` } } })}\n`,
      );
    for (let id = 1; id <= 10; id++) save(id);
    await waitFor(() => (asked > 0 ? true : undefined));
    // The app arrives only once the server has seen its client go.
    const ended = new Promise((r) => input.once('end', r));
    input.end();
    await ended;
    release();
    await served;
    await waitFor(() => (answers.length >= 4 ? true : undefined));
    // The four at work (CONCURRENT) asked for the app and then did nothing; the six waiting never started.
    expect(asked).toBe(4);
    expect(answers.map((a) => a.result.content[0].text)).toEqual(
      Array(4).fill('save_checkpoint failed: the client left before the call started: nothing was done'),
    );
    expect(existsSync(join(sb.volume, 'checkpoints')) ? readdirSync(join(sb.volume, 'checkpoints')) : []).toEqual([]);
  });
});
