/**
 * A scripted, stateless Anthropic Messages API server for driving the real
 * Claude Code binary in end-to-end tests.
 *
 *   const api = await startFakeApi([
 *     [{ type: 'text', text: 'writing' }, { type: 'tool_use', name: 'Write', input: { file_path: '…', content: 'x' } }],
 *     (ctx) => [{ type: 'tool_use', name: 'Bash', input: { command: 'echo hi > b.txt' } }],
 *     'all done',
 *   ]);
 *   // ANTHROPIC_BASE_URL = api.url
 *
 * Turn index k = number of assistant messages in the request's `messages`, so a
 * `--resume`d session continues the script where it stopped. After the script
 * is exhausted the server answers a plain `done` (end_turn).
 *
 * Requests without `tools` are side calls (titles, …) and get a short text.
 * Compaction (the /compact summariser) is recognised by its last user message
 * (see {@link isCompactionRequest}) and answered with {@link FakeApiOptions.summary}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TextBlock = { type: 'text'; text: string };
export type ToolUseBlock = { type: 'tool_use'; name: string; input: Record<string, unknown>; id?: string };
export type ScriptBlock = TextBlock | ToolUseBlock;

/** One scripted turn: blocks, a bare string (one text block), or null/undefined (fall back to `done`). */
export type ScriptTurn = ScriptBlock[] | string | null | undefined;

export interface MessagesRequest {
  model?: string;
  /** Claude Code 2.1.x also sends `role: 'system'` entries inside `messages` */
  messages: Array<{
    role: 'user' | 'assistant' | 'system' | (string & {});
    content: string | Array<Record<string, unknown>>;
  }>;
  system?: string | Array<{ type: string; text?: string }>;
  tools?: Array<{ name: string; [k: string]: unknown }>;
  stream?: boolean;
  max_tokens?: number;
  [k: string]: unknown;
}

export interface TurnContext {
  /** number of assistant messages in the request */
  k: number;
  request: MessagesRequest;
  /** session cwd read from the system prompt, if found */
  cwd: string | undefined;
  /** text of the last user message (text blocks joined with \n; tool_result content included) */
  lastUserText: string;
}

export type ScriptFn = (k: number, request: MessagesRequest, ctx: TurnContext) => ScriptTurn;
/** Array entries may themselves be functions of the context. */
export type Script = ScriptFn | Array<ScriptTurn | ((ctx: TurnContext) => ScriptTurn)>;

export type RequestKind = 'turn' | 'side' | 'compact' | 'count_tokens' | 'other';

export interface RecordedRequest {
  method: string;
  /** path including query string */
  url: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** parsed JSON body (or the raw string when it is not JSON, undefined when empty) */
  body: any;
  kind: RequestKind;
  /** for kind 'turn' | 'compact' | 'side': assistant-message count */
  k?: number;
  /** the blocks we answered with (messages endpoints only) */
  response?: ScriptBlock[];
  at: number;
}

export interface FakeApiOptions {
  /** text for side calls (no tools). Default: 'Test session' */
  sideText?: string | ((req: MessagesRequest) => string);
  /** compaction summary text. Default: a fixed summary */
  summary?: string | ((req: MessagesRequest) => string);
  /** ms to wait before answering each messages request (default 0) */
  delayMs?: number;
  /** log every request to stderr (default: only unknown routes) */
  verbose?: boolean;
  /** model id echoed in responses; default: the requested model */
  model?: string;
}

export interface FakeApi {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** kind === 'turn' requests only (main-loop calls, with tools) */
  turns(): RecordedRequest[];
  close(): Promise<void>;
}

export const DEFAULT_SUMMARY =
  'Summary of the conversation so far: the user asked for a test task; files were written. (fake summary)';

// ---------------------------------------------------------------------------
// request helpers (exported for tests)

export function blocksText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const out: string[] = [];
  for (const b of content as Array<Record<string, unknown>>) {
    if (!b || typeof b !== 'object') continue;
    if (b.type === 'text' && typeof b.text === 'string') out.push(b.text);
    else if (b.type === 'tool_result') out.push(blocksText(b.content));
  }
  return out.join('\n');
}

export function systemText(req: MessagesRequest): string {
  const s = req.system;
  if (typeof s === 'string') return s;
  if (Array.isArray(s)) return s.map((b) => (typeof b.text === 'string' ? b.text : '')).join('\n');
  return '';
}

/** All text the model sees: system + every message. Handy for `toContain` assertions. */
export function allText(req: MessagesRequest): string {
  return [systemText(req), ...(req.messages ?? []).map((m) => blocksText(m.content))].join('\n');
}

export function assistantCount(req: MessagesRequest): number {
  return (req.messages ?? []).filter((m) => m.role === 'assistant').length;
}

export function lastUserText(req: MessagesRequest): string {
  const msgs = req.messages ?? [];
  for (let i = msgs.length - 1; i >= 0; i--) {
    const m = msgs[i];
    if (m && m.role === 'user') return blocksText(m.content);
  }
  return '';
}

/**
 * The session cwd as Claude Code tells it to the model: the environment block of
 * the system prompt ("Primary working directory: /x" / "Working directory: /x"),
 * falling back to the first user message (which may carry the env block as a
 * system-reminder).
 */
export function sessionCwd(req: MessagesRequest): string | undefined {
  const re = /(?:Primary working directory|Working directory|working directory is|cwd)\s*:?\s*(\/[^\s<`'"]*)/i;
  const m = re.exec(systemText(req));
  if (m?.[1]) return m[1];
  for (const msg of req.messages ?? []) {
    const mm = re.exec(blocksText(msg.content));
    if (mm?.[1]) return mm[1];
  }
  return undefined;
}

/**
 * The /compact summariser call (observed on 2.1.197): same system prompt and
 * tools as a normal turn, no tool_choice; the LAST user message ends with a
 * text block starting "CRITICAL: Respond with TEXT ONLY. Do NOT call any tools."
 * and containing "Your task is to create a detailed summary of the conversation
 * so far". `/compact <instr>` and PreCompact hook stdout are appended under
 * "Additional Instructions:". The messages before it are the conversation minus
 * the preserved tail.
 */
export function isCompactionRequest(req: MessagesRequest): boolean {
  const t = lastUserText(req);
  return (
    /Your task is to create a detailed summary of the conversation/i.test(t) ||
    /CRITICAL: Respond with TEXT ONLY\. Do NOT call any tools/.test(t)
  );
}

// ---------------------------------------------------------------------------

let idCounter = 0;
function genId(prefix: string): string {
  idCounter += 1;
  const rnd = Math.random().toString(36).slice(2, 10);
  return `${prefix}_fake${Date.now().toString(36)}${idCounter.toString(36)}${rnd}`.padEnd(30, '0');
}

function normalizeTurn(t: ScriptTurn): ScriptBlock[] | undefined {
  if (t == null) return undefined;
  if (typeof t === 'string') return [{ type: 'text', text: t }];
  return t;
}

function resolveScript(script: Script, ctx: TurnContext): ScriptBlock[] | undefined {
  if (typeof script === 'function') return normalizeTurn(script(ctx.k, ctx.request, ctx));
  const entry = script[ctx.k];
  if (typeof entry === 'function') return normalizeTurn(entry(ctx));
  return normalizeTurn(entry);
}

function approxTokens(req: unknown): number {
  try {
    return Math.max(1, Math.ceil(JSON.stringify(req).length / 4));
  } catch {
    return 100;
  }
}

function sseEvents(model: string, blocks: ScriptBlock[], inputTokens: number): string {
  const ev = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  let out = '';
  const hasTool = blocks.some((b) => b.type === 'tool_use');
  out += ev('message_start', {
    type: 'message_start',
    message: {
      id: genId('msg'),
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: inputTokens,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 1,
      },
    },
  });
  let outTokens = 1;
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
      outTokens += Math.ceil(b.text.length / 4);
    } else {
      out += ev('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: b.id ?? genId('toolu'), name: b.name, input: {} },
      });
      const json = JSON.stringify(b.input ?? {});
      out += ev('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: json },
      });
      outTokens += Math.ceil(json.length / 4);
    }
    out += ev('content_block_stop', { type: 'content_block_stop', index });
  });
  out += ev('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: hasTool ? 'tool_use' : 'end_turn', stop_sequence: null },
    usage: { output_tokens: outTokens },
  });
  out += ev('message_stop', { type: 'message_stop' });
  return out;
}

function jsonMessage(model: string, blocks: ScriptBlock[], inputTokens: number) {
  const hasTool = blocks.some((b) => b.type === 'tool_use');
  return {
    id: genId('msg'),
    type: 'message',
    role: 'assistant',
    model,
    content: blocks.map((b) =>
      b.type === 'text'
        ? { type: 'text', text: b.text }
        : { type: 'tool_use', id: b.id ?? genId('toolu'), name: b.name, input: b.input ?? {} },
    ),
    stop_reason: hasTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: inputTokens, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeApi(script: Script, opts: FakeApiOptions = {}): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    let raw = '';
    try {
      raw = await readBody(req);
    } catch {
      /* ignore */
    }
    let body: any = undefined;
    if (raw.length) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const rec: RecordedRequest = { method, url, path, headers: req.headers, body, kind: 'other', at: Date.now() };
    requests.push(rec);
    if (opts.verbose) process.stderr.write(`[fake-api] ${method} ${url}\n`);

    try {
      if (method === 'POST' && /\/v1\/messages\/count_tokens$/.test(path)) {
        rec.kind = 'count_tokens';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ input_tokens: approxTokens(body) }));
        return;
      }
      if (method === 'POST' && /\/v1\/messages$/.test(path) && body && typeof body === 'object') {
        const mreq = body as MessagesRequest;
        if (!Array.isArray(mreq.messages)) mreq.messages = [];
        const k = assistantCount(mreq);
        rec.k = k;
        const ctx: TurnContext = { k, request: mreq, cwd: sessionCwd(mreq), lastUserText: lastUserText(mreq) };
        let blocks: ScriptBlock[];
        if (isCompactionRequest(mreq)) {
          rec.kind = 'compact';
          const s = typeof opts.summary === 'function' ? opts.summary(mreq) : (opts.summary ?? DEFAULT_SUMMARY);
          blocks = [{ type: 'text', text: s }];
        } else if (!Array.isArray(mreq.tools) || mreq.tools.length === 0) {
          rec.kind = 'side';
          const s = typeof opts.sideText === 'function' ? opts.sideText(mreq) : (opts.sideText ?? 'Test session');
          blocks = [{ type: 'text', text: s }];
        } else {
          rec.kind = 'turn';
          let got: ScriptBlock[] | undefined;
          try {
            got = resolveScript(script, ctx);
          } catch (e) {
            process.stderr.write(`[fake-api] script threw at k=${k}: ${String(e)}\n`);
            got = [{ type: 'text', text: `script error: ${String(e)}` }];
          }
          blocks = got && got.length ? got : [{ type: 'text', text: 'done' }];
        }
        // give tool_use blocks stable ids so they can be recorded
        blocks = blocks.map((b) => (b.type === 'tool_use' ? { ...b, id: b.id ?? genId('toolu') } : b));
        rec.response = blocks;
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        const model = opts.model ?? mreq.model ?? 'claude-sonnet-4-5';
        const inTok = approxTokens(mreq);
        if (mreq.stream === false || mreq.stream === undefined) {
          res.writeHead(200, { 'content-type': 'application/json', 'request-id': genId('req') });
          res.end(JSON.stringify(jsonMessage(model, blocks, inTok)));
        } else {
          res.writeHead(200, {
            'content-type': 'text/event-stream',
            'cache-control': 'no-cache',
            connection: 'keep-alive',
            'request-id': genId('req'),
          });
          res.end(sseEvents(model, blocks, inTok));
        }
        return;
      }
      // connectivity probe: claude sends `HEAD /` at startup
      if ((method === 'HEAD' || method === 'GET') && (path === '/' || path === '')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(method === 'HEAD' ? undefined : '{}');
        return;
      }
      // anything else: log and answer a 404 JSON error (never hang)
      if (!opts.verbose) process.stderr.write(`[fake-api] unhandled ${method} ${url}\n`);
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'not_found_error', message: `fake-api: no route ${method} ${path}` },
        }),
      );
    } catch (e) {
      process.stderr.write(`[fake-api] handler error: ${String(e)}\n`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(e) } }));
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    turns: () => requests.filter((r) => r.kind === 'turn'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
