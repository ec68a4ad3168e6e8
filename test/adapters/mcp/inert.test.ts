/**
 * The MCP server's text is inert (issue 32 item 6): the model reads a tool's text and Claude Code
 * shows it, so a stored label or note holding ESC/OSC sequences, a C1 CSI or a bidi override is
 * escaped there (JSON's `\u001b` spelling, C1 and bidi included), and a tool error quoting what it
 * was given shows it as visible text; structuredContent keeps the exact strings (data, as --json).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { DIST, sandbox, testPath } from '../../helpers.js';

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A label: a screen clear, a window title, a C1 CSI, a right-to-left override, a JavaScript line separator. */
const P = 'x\u001b[2J\u001b]0;T\u0007\u009b1m\u202ey\u2028z';

test('tool results: the text is inert JSON that parses to the stored strings; an error quotes its input inert', async () => {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  saveSession(sb.paths, newSession('sess-mcp-esc', sb.project, sb.project, new Date()));
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, PATH: testPath(), CLAUDE_CODE_SESSION_ID: 'sess-mcp-esc' };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...args], { env, cwd: sb.project, encoding: 'utf8' });
  const id = (JSON.parse(cli('create', '--session', 'sess-mcp-esc', '--name', P, '--json').stdout) as { id: string })
    .id;

  const child = spawn(process.execPath, [join(DIST, 'mcp-server.cjs')], {
    env,
    cwd: sb.project,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting = new Map<number, (line: string) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    waiting.get((JSON.parse(line) as { id: number }).id)?.(line);
  });
  let n = 0;
  const call = (method: string, params: unknown) =>
    new Promise<string>((resolve) => {
      waiting.set(++n, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: n, method, params })}\n`);
    });
  try {
    await call('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'test', version: '1' },
    });
    const line = await call('tools/call', {
      name: 'list_session_checkpoints',
      arguments: { session_id: 'sess-mcp-esc' },
    });
    expect(line, 'the line on the wire').not.toMatch(CONTROL);
    expect(line).not.toMatch(/[\u2028\u2029]/);
    const result = (
      JSON.parse(line) as { result: { content: { text: string }[]; structuredContent: Record<string, unknown> } }
    ).result;
    const text = result.content[0]!.text;
    expect(text, 'the text the model reads').not.toMatch(CONTROL);
    expect(text).toContain('\\u001b[2J');
    expect(text).toContain('\\u009b1m\\u202ey\\u2028z');
    expect(JSON.parse(text)).toEqual(result.structuredContent);
    expect(
      (result.structuredContent['checkpoints'] as { checkpoint_id: string; description: string }[]).find(
        (c) => c.checkpoint_id === id,
      )?.description,
    ).toContain(`"${P}"`);

    const failed = (
      JSON.parse(await call('tools/call', { name: 'inspect_checkpoint', arguments: { checkpoint_id: P } })) as {
        result: { isError: boolean; content: { text: string }[] };
      }
    ).result;
    expect(failed.isError).toBe(true);
    expect(failed.content[0]!.text).not.toMatch(CONTROL);
    expect(failed.content[0]!.text).toContain('x␛[2J␛]0;T␇\\u009b1m\\u202ey');
  } finally {
    child.stdin.end();
  }
  expect(lines.join('\n')).not.toMatch(CONTROL);
});
