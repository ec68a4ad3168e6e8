// What the real-session benches share (bench/session.mjs, bench/pretool.mjs): a scripted Messages
// API on 127.0.0.1 that answers at once, a fresh HOME and cwd per run, the real claude binary run
// in it, and the clean-up of what a run left behind.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const CLAUDE = process.env.PAI_E2E_CLAUDE_BIN ?? join(ROOT, 'node_modules', '.bin', 'claude');

export const sleep = (t) => new Promise((r) => setTimeout(r, t));
export const ms = (n) => `${n.toFixed(0)} ms`;
export function p50(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function sse(model, blocks) {
  const ev = (name, data) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const tool = blocks.some((b) => b.type === 'tool_use');
  let out = ev('message_start', {
    type: 'message_start',
    message: {
      id: `msg_bench${Math.random().toString(36).slice(2, 14)}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 100, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 },
    },
  });
  blocks.forEach((b, index) => {
    if (b.type === 'text') {
      out += ev('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      out += ev('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'text_delta', text: b.text },
      });
    } else {
      out += ev('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} },
      });
      out += ev('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) },
      });
    }
    out += ev('content_block_stop', { type: 'content_block_stop', index });
  });
  out += ev('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: 20 },
  });
  return out + ev('message_stop', { type: 'message_stop' });
}

/** A Bash tool call block, with a fresh id. */
export const bashCall = (k, command, description) => ({
  type: 'tool_use',
  id: `toolu_bench_${String(k).padStart(4, '0')}_${Math.random().toString(36).slice(2, 12)}`,
  name: 'Bash',
  input: { command, description },
});

/**
 * The scripted model: `script(k)` gives turn k's blocks (k = assistant messages so far; stateless,
 * like test/e2e/fake-api.ts); requests without tools (title …) get a short text. `turns` records,
 * for each turn, when its request arrived and when its answer was sent (performance.now()).
 */
export async function startScriptedApi(script) {
  const turns = [];
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'POST' && path.endsWith('/v1/messages/count_tokens')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"input_tokens":100}');
      }
      if (req.method === 'POST' && path.endsWith('/v1/messages')) {
        let body = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          /* answered as a side call */
        }
        const messages = Array.isArray(body.messages) ? body.messages : [];
        const tools = Array.isArray(body.tools) && body.tools.length > 0;
        const k = messages.filter((m) => m.role === 'assistant').length;
        const blocks = tools ? script(k) : [{ type: 'text', text: 'Bench session' }];
        const model = body.model ?? 'claude-sonnet-4-5';
        const turn = tools ? { k, arrived, sent: undefined } : undefined;
        if (turn) turns.push(turn);
        const done = () => turn && (turn.sent = performance.now());
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          return res.end(sse(model, blocks), done);
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            id: 'msg_bench',
            type: 'message',
            role: 'assistant',
            model,
            content: blocks,
            stop_reason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn',
            stop_sequence: null,
            usage: { input_tokens: 100, output_tokens: 20 },
          }),
          done,
        );
      }
      if ((req.method === 'HEAD' || req.method === 'GET') && path === '/') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(req.method === 'HEAD' ? undefined : '{}');
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'not_found_error', message: `bench: no route ${req.method} ${path}` },
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    turns,
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/**
 * The time claude took between the answer with tool call k and the request carrying its result,
 * for each tool call after the first: the hooks, the tool and claude's own work, with no model time.
 */
export function toolCallTimes(turns) {
  const sent = new Map(turns.filter((t) => t.sent !== undefined).map((t) => [t.k, t.sent]));
  return turns.filter((t) => t.k >= 2 && sent.has(t.k - 1)).map((t) => t.arrived - sent.get(t.k - 1));
}

const PASS_THROUGH = ['PATH', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'USER', 'LOGNAME', 'SHELL'];
export function claudeEnv(home, api) {
  const env = {};
  for (const k of PASS_THROUGH) if (process.env[k] !== undefined) env[k] = process.env[k];
  return {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    SHELL: '/bin/bash',
    ...env,
    HOME: home,
    TERM: 'xterm-256color',
    ANTHROPIC_BASE_URL: api,
    ANTHROPIC_API_KEY: 'sk-test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_BUG_COMMAND: '1',
    CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL: '1',
    CLAUDE_CODE_DISABLE_TERMINAL_TITLE: '1',
  };
}

/** A fresh HOME (no onboarding, API key approved, cwd trusted) and cwd under `work`, as test/e2e/harness.ts makeHome. */
export function makeRunDirs(work, label) {
  const dir = mkdtempSync(join(work, `${label}-`));
  const home = join(dir, 'home');
  const cwd = join(dir, 'cwd');
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(cwd);
  writeFileSync(
    join(home, '.claude.json'),
    JSON.stringify({
      hasCompletedOnboarding: true,
      customApiKeyResponses: { approved: ['sk-test'], rejected: [] },
      projects: { [cwd]: { hasTrustDialogAccepted: true } },
    }),
  );
  return { dir, home, cwd };
}

/** Runs claude -p with the scripted model (Bash allowed), `plugin` a plugin folder or none; its stream-json events. */
export function runClaude({ home, cwd, api, prompt, plugin, timeoutMs = 90_000 }) {
  const args = ['-p', prompt, '--output-format', 'stream-json', '--verbose', '--allowedTools', 'Bash'];
  if (plugin) args.push('--plugin-dir', plugin);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(CLAUDE, args, { cwd, env: claudeEnv(home, api), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => (stderr += `\nspawn: ${err.message}`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const wall = performance.now() - t0;
      const events = [];
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          events.push(JSON.parse(line));
        } catch {
          /* not JSON */
        }
      }
      resolve({
        code,
        signal,
        wall,
        stderr,
        events,
        sessionId: events.find((e) => typeof e.session_id === 'string')?.session_id,
      });
    });
  });
}

/** Pids whose cwd lies in `dir` or whose environment has HOME=<home> (tools, hooks, detached workers). */
function processesOf(dir, home) {
  const out = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e) || Number(e) === process.pid) continue;
    try {
      const c = readlinkSync(`/proc/${e}/cwd`);
      if (
        c === dir ||
        c.startsWith(`${dir}/`) ||
        readFileSync(`/proc/${e}/environ`, 'utf8').split('\0').includes(`HOME=${home}`)
      )
        out.push(Number(e));
    } catch {
      /* gone, or not ours */
    }
  }
  return out;
}

/** Waits for what the run left behind (up to `waitMs`), then kills the rest; returns the wait. */
export async function settle(dir, home, waitMs) {
  const t0 = performance.now();
  while (processesOf(dir, home).length && performance.now() - t0 < waitMs) await sleep(50);
  const waited = performance.now() - t0;
  const killed = processesOf(dir, home);
  for (const pid of killed) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* exited */
    }
  }
  if (killed.length) await sleep(100);
  return { waited, killed: killed.length };
}
