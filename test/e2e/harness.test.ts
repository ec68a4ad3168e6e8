/**
 * Smoke test for the e2e harness: drives the REAL Claude Code binary against the
 * scripted fake Messages API with an isolated HOME.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { allText, startFakeApi } from './fake-api.js';
import {
  STREAM_ARGS,
  cleanupTempDirs,
  hookEvents,
  makeHome,
  makePlugin,
  killProcessesInDir,
  makeTempDir,
  readTranscript,
  resultEvent,
  runClaude,
  spawnClaude,
  startTmuxClaude,
  transcriptPath,
  waitUntil,
} from './harness.js';

afterAll(() => cleanupTempDirs());

function helloPlugin(): string {
  return makePlugin('e2ehello', {
    'hooks/hooks.json': {
      hooks: {
        SessionStart: [
          {
            matcher: 'startup|resume',
            hooks: [{ type: 'command', command: `echo '{"systemMessage":"hello from hook"}'`, timeout: 10 }],
          },
        ],
      },
    },
  });
}

test('claude -p runs Write then Bash against the fake API, with a plugin hook', async () => {
  const cwd = makeTempDir('pai-e2e-cwd-');
  const home = makeHome(cwd);
  const plugin = helloPlugin();
  const api = await startFakeApi([
    (ctx) => [
      { type: 'text', text: '━━━ 👁️ OBSERVE ━━━ 1/7' },
      {
        type: 'tool_use',
        name: 'Write',
        input: { file_path: path.join(ctx.cwd ?? cwd, 'a.txt'), content: 'from write\n' },
      },
    ],
    [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi > b.txt', description: 'write b.txt' } }],
    'all done',
  ]);
  try {
    const r = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'hello', ...STREAM_ARGS],
      pluginDirs: [plugin],
      allowedTools: 'Write Edit Read Bash',
      timeoutMs: 45_000,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(resultEvent(r.events)?.result).toBe('all done');

    // the tools really ran in cwd
    expect(fs.readFileSync(path.join(cwd, 'a.txt'), 'utf8')).toBe('from write\n');
    expect(fs.readFileSync(path.join(cwd, 'b.txt'), 'utf8')).toBe('hi\n');

    // hook output shows up in the stream
    const ss = hookEvents(r.events, 'SessionStart').find((e) => e.subtype === 'hook_response');
    expect(ss?.output).toContain('hello from hook');

    // the model saw its cwd and the tool results
    const turns = api.turns();
    expect(turns.map((t) => t.k)).toEqual([0, 1, 2]);
    expect(turns[0]!.body.system).toBeDefined();
    expect(allText(turns[2]!.body)).toContain('File created successfully');

    // transcript lives in the isolated HOME
    expect(r.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const tp = transcriptPath(home, cwd, r.sessionId!);
    expect(tp.startsWith(home.dir)).toBe(true);
    const lines = readTranscript(tp);
    expect(lines.some((l) => l.type === 'assistant' && JSON.stringify(l.message.content).includes('OBSERVE'))).toBe(
      true,
    );
    expect(lines.some((l) => l.type === 'user' && l.toolUseResult)).toBe(true);
  } finally {
    await api.close();
  }
}, 60_000);

test('--resume continues the script and the model receives the earlier messages', async () => {
  const cwd = makeTempDir('pai-e2e-cwd-');
  const home = makeHome(cwd);
  const api = await startFakeApi(['first answer', 'second answer']);
  try {
    const r1 = await runClaude({ home, cwd, apiUrl: api.url, args: ['-p', 'first prompt', ...STREAM_ARGS] });
    expect(r1.code, r1.stderr).toBe(0);
    const r2 = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'second prompt', '--resume', r1.sessionId!, ...STREAM_ARGS],
    });
    expect(r2.code, r2.stderr).toBe(0);
    expect(r2.sessionId).toBe(r1.sessionId);
    expect(resultEvent(r2.events)?.result).toBe('second answer');
    const last = api.turns().at(-1)!;
    expect(last.k).toBe(1);
    const text = allText(last.body);
    expect(text).toContain('first prompt');
    expect(text).toContain('first answer');
    expect(text).toContain('second prompt');
  } finally {
    await api.close();
  }
}, 60_000);

test('spawnClaude + kill9 leaves the dangling tool_use in the transcript', async () => {
  const cwd = makeTempDir('pai-e2e-cwd-');
  const home = makeHome(cwd);
  const api = await startFakeApi([
    [
      {
        type: 'tool_use',
        name: 'Bash',
        input: { command: 'echo started > started.txt; sleep 20', description: 'long' },
      },
    ],
  ]);
  try {
    const p = spawnClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'go', ...STREAM_ARGS],
      allowedTools: 'Bash',
    });
    await waitUntil(() => fs.existsSync(path.join(cwd, 'started.txt')), 30_000);
    const init = await p.waitForEvent((e) => e.type === 'system' && e.subtype === 'init');
    // claude appends to the transcript asynchronously: the tool_use line can still be unwritten
    // while the tool already runs, so wait for it before killing
    await waitUntil(
      () =>
        readTranscript(transcriptPath(home, cwd, init.session_id!)).some(
          (l) => l.type === 'assistant' && l.message?.content?.[0]?.type === 'tool_use',
        ),
      10_000,
    );
    p.kill9();
    const r = await p.done;
    expect(r.signal).toBe('SIGKILL');
    const lines = readTranscript(transcriptPath(home, cwd, init.session_id!));
    const last = lines.filter((l) => l.type === 'user' || l.type === 'assistant').at(-1);
    expect(last?.type).toBe('assistant');
    expect(last?.message.content[0].type).toBe('tool_use');
    // the Bash tool's shell survives kill -9 of claude (orphaned)
    expect(killProcessesInDir(cwd).length).toBeGreaterThan(0);
  } finally {
    killProcessesInDir(cwd);
    await api.close();
  }
}, 60_000);

const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test.skipIf(!hasTmux)(
  'interactive mode in tmux: a user-level /checkpoint command wins over the /rewind alias',
  async () => {
    const cwd = makeTempDir('pai-e2e-cwd-');
    const home = makeHome(cwd);
    const marker = path.join(cwd, 'dispatched.json');
    home.writeCommand(
      'checkpoint',
      [
        '---',
        'description: checkpoint dispatcher',
        'allowed-tools: Bash(node:*)',
        'argument-hint: "save|list"',
        '---',
        `!\`node -e "require('fs').writeFileSync('${marker}', JSON.stringify({argv: process.argv.slice(1), sid: process.env.CLAUDE_CODE_SESSION_ID}))" -- $ARGUMENTS\``,
        '',
      ].join('\n'),
    );
    const api = await startFakeApi(['dispatcher ran']);
    const s = startTmuxClaude({ home, cwd, apiUrl: api.url, args: [] });
    try {
      await s.waitForReady(30_000);
      await s.submit('/checkpoint save my-label');
      await s.waitFor(/dispatcher ran/, 30_000);
      const got = JSON.parse(fs.readFileSync(marker, 'utf8'));
      expect(got.argv).toEqual(['save', 'my-label']);
      expect(got.sid).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await s.kill();
      await api.close();
    }
  },
  60_000,
);
