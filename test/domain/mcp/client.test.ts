/**
 * The stdio MCP client capture and restore share (domain/mcp/client.ts), against small servers
 * written here; test/domain/capture/mcp.test.ts covers crashes, missing commands and time limits
 * through capture, test/app/mcp-restore.test.ts the restore side.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { McpError, stdioCommand, withMcpServer } from '../../../src/domain/mcp/client.js';
import { tempDir } from '../../helpers.js';

/** A server script in a temp folder, run with node. */
function server(body: string) {
  const dir = tempDir('mcp-client-');
  const file = join(dir, 'server.mjs');
  writeFileSync(
    file,
    `import { createInterface } from 'node:readline';\nimport { writeFileSync } from 'node:fs';\nconst send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');\n${body}`,
  );
  return { dir, command: { command: process.execPath, args: [file], env: { OUT: join(dir, 'out.txt') } } };
}

const INIT = `if (msg.method === 'initialize') send({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} } } });`;

test('a request of the server`s own (ping) is answered before it answers ours', async () => {
  const { command } = server(`
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.method === 'initialize') { send({ jsonrpc: '2.0', id: 'srv-1', method: 'ping' }); globalThis.init = msg.id; return; }
  if (msg.id === 'srv-1' && msg.result) { send({ jsonrpc: '2.0', id: globalThis.init, result: { capabilities: { tools: {} } } }); return; }
  if (msg.method === 'tools/list') send({ jsonrpc: '2.0', id: msg.id, result: { tools: [{ name: 'x' }] } });
});`);
  const tools = await withMcpServer(command, { cwd: tempDir(), timeoutMs: 20_000 }, async (c) => {
    expect(c.capabilities).toEqual({ tools: {} });
    return c.request('tools/list');
  });
  expect(tools).toEqual({ tools: [{ name: 'x' }] });
});

test('an answer written right before the server exits is still read; an error answer is an rpc McpError with the server`s message', async () => {
  const { command } = server(`
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  ${INIT}
  if (msg.method === 'a') { send({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'no such method' } }); }
  if (msg.method === 'b') { send({ jsonrpc: '2.0', id: msg.id, result: { last: true } }); process.exit(0); }
});`);
  const r = await withMcpServer(command, { cwd: tempDir(), timeoutMs: 20_000 }, async (c) => {
    const err = await c.request('a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(McpError);
    expect(err).toMatchObject({ kind: 'rpc', code: -32601, message: 'no such method' });
    return c.request('b');
  });
  expect(r).toEqual({ last: true });
});

test('graceMs: the server`s stdin is closed and it may finish writing before it is stopped', async () => {
  const { command, dir } = server(`
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  ${INIT}
  if (msg.method === 'save') send({ jsonrpc: '2.0', id: msg.id, result: {} });
}).on('close', () => setTimeout(() => { writeFileSync(process.env.OUT, 'flushed'); process.exit(0); }, 200));`);
  await withMcpServer(command, { cwd: dir, timeoutMs: 20_000, graceMs: 5000 }, (c) => c.request('save'));
  expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('flushed');
});

test('stdioCommand: a remote server has none; env values become strings', () => {
  expect(stdioCommand({ type: 'http', url: 'https://x.test' })).toBeUndefined();
  expect(stdioCommand({ command: 'srv', args: ['-v', 2], env: { A: 1, B: null } })).toEqual({
    command: 'srv',
    args: ['-v', '2'],
    env: { A: '1' },
  });
});

test('stdioCommand expands ${VAR} and ${VAR:-default} in command, args and env as Claude Code does; an unset one without a default is a start McpError naming it (found in review)', () => {
  const vars = { HOME: '/home/ada', EMPTY: '' };
  expect(
    stdioCommand(
      { command: '${HOME}/bin/srv', args: ['--db=${DB:-dev.sqlite}', '${EMPTY:-x}'], env: { T: '${HOME}' } },
      vars,
    ),
  ).toEqual({ command: '/home/ada/bin/srv', args: ['--db=dev.sqlite', 'x'], env: { T: '/home/ada' } });
  expect(() => stdioCommand({ command: 'srv', env: { TOKEN: '${API_TOKEN}' } }, vars)).toThrow(
    expect.objectContaining({ kind: 'start', message: expect.stringContaining('${API_TOKEN}') }),
  );
});

test('stopping a server kills what it started too, even once the server itself has exited (found in review: a `sleep &` it left held its stdout open)', async () => {
  const { command, dir } = server(`
import { spawn } from 'node:child_process';
const child = spawn('sleep', ['97'], { stdio: ['ignore', 'inherit', 'ignore'] });
writeFileSync(process.env.OUT, String(child.pid));
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  ${INIT}
  if (msg.method === 'bye') { send({ jsonrpc: '2.0', id: msg.id, result: {} }); setTimeout(() => process.exit(0), 50); }
});`);
  await withMcpServer(command, { cwd: dir, timeoutMs: 20_000, graceMs: 3000 }, (c) => c.request('bye')); // the server has exited when it is stopped
  const pid = Number(readFileSync(join(dir, 'out.txt'), 'utf8'));
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(alive(), `sleep ${pid} still runs`).toBe(false);
});
