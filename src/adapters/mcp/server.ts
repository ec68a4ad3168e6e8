import type { AppContext } from '../../app/context.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { TAGS_MAX } from '../../domain/volume/facts.js';
import { inert, inertJson } from '../../core/inert.js';
import { VERSION } from '../cli/version.js';

/**
 * The plugin's stdio MCP server (dist/mcp-server.cjs, declared in .mcp.json): Claude Code starts it
 * with the session; it answers JSON-RPC 2.0, one message a line (MCP's stdio transport), with the
 * checkpoint tools of Hive's "MCP Tools for Resume" (app/agent-tools.ts) and the resource
 * `checkpoint://state` (SPEC-03.17). It loads nothing of the app until a tool is called (an
 * unused server costs its start and an idle Node process). A tool that fails answers with an MCP
 * tool error (`isError`) saying what to do — never a crashed server; a malformed message gets a
 * JSON-RPC error.
 *
 * Its client is a model, so every input is bounded: a message of at most LINE_MAX bytes (a longer
 * one is refused unread, by its size), string arguments of at most STRING_MAX characters, tags as
 * domain/volume/facts.ts bounds them, at most CONCURRENT calls at work (the others wait their
 * turn). When the client leaves (stdin closes, or stdout breaks) nothing new starts: calls still
 * waiting are dropped unanswered, and the process ends once the calls at work are done.
 */

const PROTOCOLS = ['2025-06-18', '2025-03-26', '2024-11-05'];
/** Bytes of one message (one line); arguments are small and a checkpoint's data never travels here. */
export const LINE_MAX = 1 << 20;
/** Characters of one string argument (a label, an id, memory_modifications). */
export const STRING_MAX = 4096;
/** Calls at work at once; the rest wait (and are dropped when the client leaves). */
const CONCURRENT = 4;

interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  run(ctx: AppContext, args: Record<string, unknown>): Promise<unknown>;
}

const str = (description: string) => ({ type: 'string', description, maxLength: STRING_MAX });
const tools = (): ToolSpec[] => [
  {
    name: 'list_resumable_sessions',
    description:
      'Sessions that can be resumed, newest first: failed (crashed: gone without ending), paused (ended with work left), running, ended or any.',
    inputSchema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['failed', 'crashed', 'paused', 'ended', 'running', 'any'], default: 'failed' },
        limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
      },
    },
    run: async (ctx, a) =>
      (await import('../../app/agent-tools.js')).listResumableSessions(ctx, {
        status: optString(a, 'status'),
        limit: optInt(a, 'limit'),
      }),
  },
  {
    name: 'list_session_checkpoints',
    description:
      "A session's checkpoints, oldest first: type (trigger), phase, whether it is clean (no tool failed since the one before) and can be resumed from, a one-line description.",
    inputSchema: {
      type: 'object',
      properties: {
        session_id: str('a session id or a unique prefix (8 characters are usually enough)'),
        checkpoint_type: str('only this trigger: phase, stop, periodic, manual, error, crash, complete, …'),
        clean_only: { type: 'boolean', default: false },
      },
      required: ['session_id'],
    },
    run: async (ctx, a) =>
      (await import('../../app/agent-tools.js')).listSessionCheckpoints(ctx, {
        session_id: reqString(a, 'session_id'),
        checkpoint_type: optString(a, 'checkpoint_type'),
        clean_only: a['clean_only'] === true,
      }),
  },
  {
    name: 'inspect_checkpoint',
    description:
      'One checkpoint in detail: phase, completed phases, task, files changed, decisions, failures, metrics, approval, its summary; with include_memory the PAI state and the project memory too.',
    inputSchema: {
      type: 'object',
      properties: {
        checkpoint_id: str('a checkpoint id or a unique prefix'),
        session_id: str('its session (optional: ids are unique)'),
        include_memory: { type: 'boolean', default: false },
      },
      required: ['checkpoint_id'],
    },
    run: async (ctx, a) =>
      (await import('../../app/agent-tools.js')).inspectCheckpoint(ctx, {
        checkpoint_id: reqString(a, 'checkpoint_id'),
        session_id: optString(a, 'session_id'),
        include_memory: a['include_memory'] === true,
      }),
  },
  {
    name: 'resume_session',
    description:
      "Resumes a session's unfinished work in THIS session (as /checkpoint:resume: its phase, task, ISC criteria, decisions and open tasks), and names the terminal command that resumes its conversation. memory_modifications: a JSON object of settings for that resume (our --set).",
    inputSchema: {
      type: 'object',
      properties: {
        session_id: str('a session id or a unique prefix'),
        checkpoint_id: str('resume from this checkpoint (default: the newest usable)'),
        memory_modifications: str('a JSON object, e.g. {"env.ANTHROPIC_MODEL": "claude-x"}'),
      },
      required: ['session_id'],
    },
    run: async (ctx, a) =>
      (await import('../../app/agent-tools.js')).resumeFromAgent(ctx, {
        session_id: reqString(a, 'session_id'),
        checkpoint_id: optString(a, 'checkpoint_id'),
        memory_modifications: optString(a, 'memory_modifications'),
      }),
  },
  {
    name: 'save_checkpoint',
    description:
      'Saves a checkpoint of this session now (a phase record when in an Algorithm phase, and a full session checkpoint), with an optional label and tags (milestone/v1.0).',
    inputSchema: {
      type: 'object',
      properties: {
        label: str('a name for it'),
        tags: { type: 'array', items: { type: 'string' }, maxItems: TAGS_MAX },
      },
    },
    run: async (ctx, a) =>
      (await import('../../app/agent-tools.js')).saveFromAgent(ctx, {
        label: optString(a, 'label'),
        tags: optStrings(a, 'tags'),
      }),
  },
];

function bounded(k: string, v: string): string {
  if (v.length > STRING_MAX)
    throw new CheckpointError('USAGE', `${k} is ${v.length} characters long (at most ${STRING_MAX})`);
  return v;
}
function reqString(a: Record<string, unknown>, k: string): string {
  const v = a[k];
  if (typeof v !== 'string' || !v.trim())
    throw new CheckpointError('USAGE', `${k} is missing`, `give ${k} as a string`);
  return bounded(k, v).trim();
}
function optString(a: Record<string, unknown>, k: string): string | undefined {
  const v = a[k];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new CheckpointError('USAGE', `${k} must be a string`);
  return bounded(k, v);
}
function optInt(a: Record<string, unknown>, k: string): number | undefined {
  const v = a[k];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new CheckpointError('USAGE', `${k} must be a whole number`);
  return v;
}
function optStrings(a: Record<string, unknown>, k: string): string[] | undefined {
  const v = a[k];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
    throw new CheckpointError('USAGE', `${k} must be a list of strings`);
  return v as string[];
}

type Json = Record<string, unknown>;
type Reply = { result: unknown } | { error: { code: number; message: string } };

/** One request's answer (undefined for a notification, which gets none). */
async function handle(ctx: () => Promise<AppContext>, msg: Json, signal?: AbortSignal): Promise<Reply | undefined> {
  const method = typeof msg['method'] === 'string' ? msg['method'] : undefined;
  const params = (typeof msg['params'] === 'object' && msg['params'] !== null ? msg['params'] : {}) as Json;
  if (!method) return { error: { code: -32600, message: 'not a JSON-RPC request (no method)' } };
  if (msg['id'] === undefined) return undefined; // a notification (notifications/initialized, cancelled, …)
  switch (method) {
    case 'initialize': {
      const asked = typeof params['protocolVersion'] === 'string' ? params['protocolVersion'] : PROTOCOLS[0]!;
      return {
        result: {
          protocolVersion: PROTOCOLS.includes(asked) ? asked : PROTOCOLS[0],
          capabilities: { tools: {}, resources: {} },
          serverInfo: { name: 'pai-checkpoint', version: VERSION },
        },
      };
    }
    case 'ping':
      return { result: {} };
    case 'tools/list':
      return {
        result: { tools: tools().map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) },
      };
    case 'tools/call':
      return { result: await callTool(ctx, params, signal) };
    case 'resources/list':
      return {
        result: {
          resources: [
            {
              uri: 'checkpoint://state',
              name: 'pai-checkpoint state',
              description: "This session's PAI phase, task, ISC criteria and last checkpoint",
              mimeType: 'application/json',
            },
          ],
        },
      };
    case 'resources/read': {
      if (params['uri'] !== 'checkpoint://state')
        return {
          error: {
            code: -32602,
            message: `no resource ${JSON.stringify(params['uri'])}: this server has checkpoint://state`,
          },
        };
      try {
        const state = await (await import('../../app/agent-tools.js')).currentState(await ctx());
        return {
          result: { contents: [{ uri: 'checkpoint://state', mimeType: 'application/json', text: inertJson(state) }] },
        };
      } catch (err) {
        return { error: { code: -32603, message: inert(errorMessage(err)) } };
      }
    }
    default:
      return { error: { code: -32601, message: `method ${method} is not served here` } };
  }
}

async function callTool(ctx: () => Promise<AppContext>, params: Json, signal?: AbortSignal): Promise<unknown> {
  const tool = tools().find((t) => t.name === params['name']);
  if (!tool)
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text: inert(
            `no tool ${JSON.stringify(params['name'])}: ${tools()
              .map((t) => t.name)
              .join(', ')}`,
          ),
        },
      ],
    };
  try {
    const args = (
      typeof params['arguments'] === 'object' && params['arguments'] !== null ? params['arguments'] : {}
    ) as Json;
    const context = await ctx();
    // Loading the app takes a moment: a client that left meanwhile gets nothing done for it.
    if (signal?.aborted)
      throw new CheckpointError('USAGE', 'the client left before the call started: nothing was done');
    const data = await tool.run(context, args);
    // The text the model reads, and Claude Code shows, is inert (core/inert.ts): stored labels,
    // tasks and notes in it are data. structuredContent is data for the client, as --json is.
    return { content: [{ type: 'text', text: inertJson(data, 2) }], structuredContent: data };
  } catch (err) {
    const hint = err instanceof CheckpointError && err.hint ? ` (${err.hint})` : '';
    return {
      isError: true,
      content: [{ type: 'text', text: inert(`${tool.name} failed: ${errorMessage(err)}${hint}`) }],
    };
  }
}

/** JSON-RPC 2.0: an id is a string, a number or null (absent: a notification); anything else makes the request invalid. */
const validId = (id: unknown) => id === undefined || id === null || typeof id === 'string' || typeof id === 'number';

/**
 * Calls `onLine` with each line of `input` (UTF-8, without its line end), `onTooLong` instead for a
 * line over `max` bytes — which is never held whole: what is past the limit is skipped to the next
 * newline — and `onEnd` once when the input ends or fails.
 */
function readLines(
  input: NodeJS.ReadableStream,
  max: number,
  on: { line(text: string): void; tooLong(): void; end(): void },
): void {
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  const flush = () => {
    if (!skipping && size > 0) on.line(Buffer.concat(parts).toString('utf8').replace(/\r$/, ''));
    parts = [];
    size = 0;
    skipping = false;
  };
  input.on('data', (chunk: Buffer | string) => {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (;;) {
      const nl = buf.indexOf(10);
      const piece = nl < 0 ? buf : buf.subarray(0, nl);
      if (!skipping && size + piece.length > max) {
        skipping = true;
        parts = [];
        on.tooLong();
      } else if (!skipping) {
        parts.push(piece);
        size += piece.length;
      }
      if (nl < 0) return;
      flush();
      buf = buf.subarray(nl + 1);
    }
  });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    flush();
    on.end();
  };
  input.once('end', end);
  input.once('close', end);
  input.once('error', end);
}

/**
 * Serves stdin/stdout until stdin ends. Answers in the order requests finish (JSON-RPC ids pair
 * them). Resolves once the client has left and the calls at work are done (see the module comment).
 */
export function serve(
  ctx: () => Promise<AppContext>,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const gone = new AbortController();
  output.on('error', () => gone.abort()); // the client closed its end: EPIPE must not crash the server
  const send = (id: unknown, r: Reply) => void output.write(`${inertJson({ jsonrpc: '2.0', id, ...r })}\n`);
  const working = new Set<Promise<void>>();
  const waiting: Json[] = [];
  const next = () => {
    while (working.size < CONCURRENT && waiting.length && !gone.signal.aborted) {
      const m = waiting.shift()!;
      const job = handle(ctx, m, gone.signal)
        .then((r) => void (r && send(m['id'] ?? null, r)))
        .catch((err: unknown) => void send(m['id'] ?? null, { error: { code: -32603, message: errorMessage(err) } }))
        .finally(() => {
          working.delete(job);
          next();
        });
      working.add(job);
    }
  };
  const message = (line: string) => {
    if (!line.trim() || gone.signal.aborted) return;
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      return send(null, { error: { code: -32700, message: 'parse error: not JSON' } });
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
      return send(null, { error: { code: -32600, message: 'not a JSON-RPC request' } });
    if (!validId((msg as Json)['id']))
      return send(null, {
        error: { code: -32600, message: 'invalid request: its id must be a string, a number or null (JSON-RPC 2.0)' },
      });
    waiting.push(msg as Json);
    next();
  };
  return new Promise((resolve) => {
    readLines(input, LINE_MAX, {
      line: message,
      tooLong: () =>
        send(null, { error: { code: -32600, message: `invalid request: a message is at most ${LINE_MAX} bytes` } }),
      end: () => {
        gone.abort();
        waiting.length = 0; // nobody is there to read their answers
        void Promise.all(working).then(() => resolve());
      },
    });
  });
}
