import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/**
 * The one MCP client of pai-checkpoint (capture asks a server for `checkpoint://state`, restore
 * calls its `restore_checkpoint` tool): MCP's stdio transport, newline-delimited JSON-RPC 2.0 on
 * the server's stdin/stdout. `withMcpServer` starts the server, initializes it, hands the caller a
 * client, and always stops the server afterwards.
 *
 * The whole conversation (start, initialize, the caller's requests) shares ONE time limit: a
 * server that hangs costs its caller that much, no more. What a server prints that is not
 * JSON-RPC is ignored (servers log to stdout), its stderr is discarded, requests the server sends
 * us are answered (`ping`) or refused (method not found), so no server waits on us.
 */

/** How to run a stdio server: from an `mcpServers` entry (see `stdioCommand`). */
export interface StdioCommand {
  command: string;
  args: string[];
  /** Added to this process's environment. */
  env: Record<string, string>;
}

/**
 * `${VAR}` and `${VAR:-default}` in a configuration value, as Claude Code expands them in
 * `command`, `args` and `env`; a variable that is unset and has no default is an McpError naming
 * it (Claude Code refuses such a configuration too).
 */
function expandVariables(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g,
    (_all, name: string, fallback: string | undefined) => {
      const v = env[name];
      if (v !== undefined && v !== '') return v;
      if (fallback !== undefined) return fallback;
      if (v !== undefined) return v;
      throw new McpError('start', `its configuration uses \${${name}}, which is not set`);
    },
  );
}

/** The stdio command of an `mcpServers` entry (its variables expanded from `vars`), or undefined when it has none (a remote server). */
export function stdioCommand(
  config: Record<string, unknown>,
  vars: Record<string, string | undefined> = process.env,
): StdioCommand | undefined {
  if (typeof config['command'] !== 'string' || config['command'] === '') return undefined;
  const x = (v: unknown) => expandVariables(String(v), vars);
  const args = Array.isArray(config['args']) ? config['args'].map(x) : [];
  const rawEnv = config['env'];
  const env: Record<string, string> = {};
  if (rawEnv && typeof rawEnv === 'object')
    for (const [k, v] of Object.entries(rawEnv)) if (v !== undefined && v !== null) env[k] = x(v);
  return { command: x(config['command']), args, env };
}

/**
 * Why a conversation with a server ended: `start` (the command could not run), `exit` (it
 * exited before answering), `timeout`, `rpc` (it answered with a JSON-RPC error; the message
 * is the server's), `protocol` (an answer we cannot use).
 */
export class McpError extends Error {
  constructor(
    readonly kind: 'start' | 'exit' | 'timeout' | 'rpc' | 'protocol',
    message: string,
    /** The JSON-RPC error code, for `rpc`. */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'McpError';
  }
}

export interface McpClient {
  /** What the server answered to `initialize`: its capabilities (an empty object when it named none). */
  readonly capabilities: Record<string, unknown>;
  /** One request; its `result`, or McpError (`rpc` when the server answered with an error). */
  request(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

interface McpServerOptions {
  /** The server's working folder. */
  cwd: string;
  /** The time limit of the whole conversation, the server's start included. */
  timeoutMs: number;
  /**
   * After the caller is done: how long the server may take to exit once its stdin is closed
   * (MCP's stdio shutdown; a server that was just told to write state may need to finish) before
   * it is killed. Default 0: killed at once. A failure (time limit, error) kills it at once.
   */
  graceMs?: number;
}

const PROTOCOL = '2025-06-18';
/** An answer line longer than this is refused (a server must not make us hold unbounded memory). */
const MAX_LINE = 64 * 1024 * 1024;

type Message = { id?: unknown; method?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };

/** One server process and its pending requests. */
class Connection implements McpClient {
  capabilities: Record<string, unknown> = {};
  private next = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: McpError) => void }
  >();
  private failure: McpError | undefined;
  private buf = '';

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdin.on('error', () => undefined); // a server that exits early: its 'close' says so
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.read(chunk));
  }

  request(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });
    });
  }

  notify(method: string): void {
    this.send({ jsonrpc: '2.0', method });
  }

  /** Ends the conversation: every pending and later request rejects with `err` (the first failure wins). */
  fail(err: McpError): void {
    if (this.failure) return;
    this.failure = err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private send(msg: unknown): void {
    if (!this.child.stdin.writable) return;
    this.child.stdin.write(`${JSON.stringify(msg)}\n`);
  }

  private read(chunk: string): void {
    // Only the new chunk is searched: a long line arriving in many chunks costs its length, not its square.
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', from)) {
      const line = (this.buf + chunk.slice(from, nl)).trim();
      this.buf = '';
      from = nl + 1;
      if (line) this.handle(line);
    }
    this.buf += chunk.slice(from);
    if (this.buf.length > MAX_LINE) this.fail(new McpError('protocol', `an answer longer than ${MAX_LINE} bytes`));
  }

  private handle(line: string): void {
    let msg: Message;
    try {
      msg = JSON.parse(line) as Message;
    } catch {
      return; // servers may log to stdout; ignore what is not JSON-RPC
    }
    if (!msg || typeof msg !== 'object') return;
    if (typeof msg.method === 'string') {
      // A request of the server's (a notification has no id): answer, so it never waits on us.
      if (msg.id !== undefined)
        this.send(
          msg.method === 'ping'
            ? { jsonrpc: '2.0', id: msg.id, result: {} }
            : { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } },
        );
      return;
    }
    const waiting = typeof msg.id === 'number' ? this.pending.get(msg.id) : undefined;
    if (!waiting) return;
    this.pending.delete(msg.id as number);
    if (msg.error)
      waiting.reject(
        new McpError(
          'rpc',
          String(msg.error.message ?? 'error'),
          typeof msg.error.code === 'number' ? msg.error.code : undefined,
        ),
      );
    else if (msg.result && typeof msg.result === 'object' && !Array.isArray(msg.result))
      waiting.resolve(msg.result as Record<string, unknown>);
    else waiting.reject(new McpError('protocol', 'an answer without a result object'));
  }
}

/**
 * Kills the server and whatever it started (it runs in its own process group) — the group even when
 * the server itself has exited: a child it left (`sleep 97 &`) would hold its stdout open.
 */
function kill(child: ChildProcessWithoutNullStreams): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone. Else the server's own process, if it still runs.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** Closes the server's stdin and waits up to `ms` for it to exit; then kills it. */
async function stop(child: ChildProcessWithoutNullStreams, exited: Promise<void>, ms: number): Promise<void> {
  if (ms > 0) {
    child.stdin.end();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
    clearTimeout(timer);
  }
  kill(child);
}

/**
 * Starts the server, sends `initialize` (then `notifications/initialized`), runs `use` with the
 * client, and stops the server, whatever happened. Rejects with McpError when the server cannot
 * start, exits, exceeds the time limit or refuses to initialize; `use`'s own result or error
 * otherwise.
 */
export async function withMcpServer<T>(
  server: StdioCommand,
  o: McpServerOptions,
  use: (client: McpClient) => Promise<T>,
): Promise<T> {
  // Its own process group: a server started through `sh -c` or `npx` is stopped with its children.
  const child = spawn(server.command, server.args, {
    cwd: o.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['pipe', 'pipe', 'ignore'],
    detached: true,
  }) as unknown as ChildProcessWithoutNullStreams;
  const conn = new Connection(child);
  const exited = new Promise<void>((resolve) => {
    child.once('error', (err) => {
      conn.fail(new McpError('start', `could not start: ${err.message}`));
      resolve();
    });
    // 'close', not 'exit': an answer written just before exiting is still read.
    child.once('close', (code, signal) => {
      conn.fail(new McpError('exit', `exited (${code ?? signal}) before answering`));
      resolve();
    });
  });
  const timer = setTimeout(() => {
    conn.fail(new McpError('timeout', `no answer within ${o.timeoutMs} ms`));
    kill(child);
  }, o.timeoutMs);
  let ok = false;
  try {
    const init = await conn
      .request('initialize', {
        protocolVersion: PROTOCOL,
        capabilities: {},
        clientInfo: { name: 'pai-checkpoint', version: '1' },
      })
      .catch((err: unknown) => {
        throw err instanceof McpError && err.kind === 'rpc'
          ? new McpError('rpc', `initialize failed: ${err.message}`, err.code)
          : err;
      });
    const caps = init['capabilities'];
    conn.capabilities =
      caps && typeof caps === 'object' && !Array.isArray(caps) ? (caps as Record<string, unknown>) : {};
    conn.notify('notifications/initialized');
    const result = await use(conn);
    ok = true;
    return result;
  } finally {
    clearTimeout(timer);
    conn.fail(new McpError('exit', 'the conversation is over'));
    await stop(child, exited, ok ? (o.graceMs ?? 0) : 0);
  }
}
