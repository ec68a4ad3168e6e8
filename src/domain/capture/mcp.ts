import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { errorMessage } from '../../core/errors.js';

/**
 * MCP server state (SPEC-03.17), one result per configured server, never fatal:
 * - servers with configured state files: the files (inside the project only);
 * - stdio servers that expose the `checkpoint://state` resource: that state (a minimal MCP
 *   client: initialize, then resources/read, over newline-delimited JSON-RPC);
 * - otherwise: stateless. A server that fails or times out is recorded with its error.
 */
export type McpConfig = Record<string, unknown>;

export interface McpState {
  kind: 'resource' | 'files' | 'stateless' | 'error';
  /** The resource's contents (text parsed as JSON when it is JSON). */
  state?: unknown;
  files?: { path: string; size: number; sha256: string; content_base64: string }[];
  error?: string;
  note?: string;
}

export interface McpOptions {
  project: string;
  stateFiles: Record<string, string[]>;
  query: boolean;
  timeoutMs: number;
  /** Whether a server may be started (see `mayStart`); default: every server. */
  mayStart?: (name: string) => boolean;
}

/** Where a server is configured: `~/.claude.json` (user, or local: its project entry) or the project's `.mcp.json`. */
export type McpScope = 'user' | 'local' | 'project';

export interface ConfiguredServer {
  config: McpConfig;
  scope: McpScope;
}

type Json = Record<string, unknown>;

function readJson(path: string): Json | undefined {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** The entry of `~/.claude.json` for a project folder (Claude Code keys it by the real path). */
function projectEntry(claudeJson: Json | undefined, project: string): Json | undefined {
  const projects = claudeJson?.['projects'] as Record<string, Json> | undefined;
  if (!projects) return undefined;
  let real = project;
  try {
    real = realpathSync(project);
  } catch {
    // keep the path as given
  }
  return projects[project] ?? projects[real];
}

/** MCP servers configured for `project`: user and local scope from ~/.claude.json, project scope from ./.mcp.json. */
export function configuredMcpServers(home: string, project: string): Record<string, ConfiguredServer> {
  const servers: Record<string, ConfiguredServer> = {};
  const add = (obj: unknown, scope: McpScope) => {
    if (obj && typeof obj === 'object') for (const [name, cfg] of Object.entries(obj as Json)) if (cfg && typeof cfg === 'object') servers[name] = { config: cfg as McpConfig, scope };
  };
  const claudeJson = readJson(join(home, '.claude.json'));
  add(readJson(join(project, '.mcp.json'))?.['mcpServers'], 'project');
  add(claudeJson?.['mcpServers'], 'user');
  add(projectEntry(claudeJson, project)?.['mcpServers'], 'local');
  return servers;
}

/**
 * Whether pai-checkpoint may start a server to ask it for its state. Starting a server runs its
 * command, and a repository's `.mcp.json` is the repository's choice, not the user's: Claude Code
 * asks before it starts one, and so do we — by asking what the user answered there. Servers the
 * user configured (user or local scope) may be started; a project server only when the user
 * approved it in Claude Code (`enabledMcpjsonServers`, or `enableAllProjectMcpServers`, and not
 * in `disabledMcpjsonServers`) or named it in their own `[mcp] allow_servers`. Settings stored
 * inside the project (`.claude/settings.json`, `.claude/settings.local.json`) count only once the
 * user has trusted the folder in Claude Code, as Claude Code itself does.
 */
export function mayStart(name: string, server: ConfiguredServer, o: { home: string; claudeDir: string; project: string; allow: readonly string[] }): boolean {
  if (server.scope !== 'project') return true;
  const claudeJson = readJson(join(o.home, '.claude.json'));
  const entry = projectEntry(claudeJson, o.project);
  const trusted = entry?.['hasTrustDialogAccepted'] === true;
  const sources = [readJson(join(o.claudeDir, 'settings.json')), entry, ...(trusted ? [readJson(join(o.project, '.claude', 'settings.json')), readJson(join(o.project, '.claude', 'settings.local.json'))] : [])].filter((s): s is Json => !!s);
  const has = (key: string) => sources.some((s) => Array.isArray(s[key]) && (s[key] as unknown[]).includes(name));
  if (has('disabledMcpjsonServers')) return false;
  return o.allow.includes(name) || has('enabledMcpjsonServers') || sources.some((s) => s['enableAllProjectMcpServers'] === true);
}

const PROTOCOL = '2025-06-18';

function readStateFiles(project: string, paths: string[]): McpState {
  const root = realpathSync(project);
  const files: NonNullable<McpState['files']> = [];
  for (const p of paths) {
    const abs = realpathSync(isAbsolute(p) ? p : join(root, p));
    const rel = relative(root, abs);
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`state file ${p} is outside the project`);
    const data = readFileSync(abs);
    files.push({ path: rel, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), content_base64: data.toString('base64') });
  }
  return { kind: 'files', files };
}

/** Asks a stdio MCP server for `checkpoint://state`. */
function queryServer(config: McpConfig, cwd: string, timeoutMs: number): Promise<McpState> {
  return new Promise((resolve) => {
    const args = Array.isArray(config['args']) ? config['args'].map(String) : [];
    const env = { ...process.env, ...((config['env'] as Record<string, string> | undefined) ?? {}) };
    const child = spawn(String(config['command']), args, { cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
    let settled = false;
    const done = (r: McpState) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(r);
    };
    const timer = setTimeout(() => done({ kind: 'error', error: `no answer within ${timeoutMs} ms` }), timeoutMs);
    child.once('error', (err) => done({ kind: 'error', error: `could not start: ${err.message}` }));
    child.once('exit', (code) => done({ kind: 'error', error: `exited (${code}) before answering` }));
    child.stdin.on('error', () => undefined);
    const send = (msg: unknown) => child.stdin.write(`${JSON.stringify(msg)}\n`);
    let buf = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        if (!line) continue;
        let msg: { id?: number; result?: Record<string, unknown>; error?: { code: number; message: string } };
        try {
          msg = JSON.parse(line) as typeof msg;
        } catch {
          continue; // servers may log to stdout; ignore what is not JSON-RPC
        }
        if (msg.id === 1) {
          if (msg.error) return done({ kind: 'error', error: `initialize failed: ${msg.error.message}` });
          const caps = (msg.result?.['capabilities'] ?? {}) as Record<string, unknown>;
          if (!caps['resources']) return done({ kind: 'stateless', note: 'no resources capability' });
          send({ jsonrpc: '2.0', method: 'notifications/initialized' });
          send({ jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'checkpoint://state' } });
        } else if (msg.id === 2) {
          if (msg.error) return done({ kind: 'stateless', note: `no checkpoint://state resource (${msg.error.message})` });
          const content = (msg.result?.['contents'] as { text?: string; blob?: string }[] | undefined)?.[0];
          const text = content?.text ?? (content?.blob ? Buffer.from(content.blob, 'base64').toString('utf8') : undefined);
          let state: unknown = text;
          try {
            state = text === undefined ? undefined : JSON.parse(text);
          } catch {
            // plain text state
          }
          return done({ kind: 'resource', state });
        }
      }
    });
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: 'pai-checkpoint', version: '1' } } });
  });
}

export async function captureMcpState(servers: Record<string, McpConfig>, o: McpOptions): Promise<Record<string, McpState>> {
  const out: Record<string, McpState> = {};
  await Promise.all(
    Object.entries(servers).map(async ([name, config]) => {
      try {
        if (o.stateFiles[name]?.length) out[name] = readStateFiles(o.project, o.stateFiles[name]!);
        else if (typeof config['command'] === 'string' && o.query && o.mayStart && !o.mayStart(name)) out[name] = { kind: 'stateless', note: 'not started: a project (.mcp.json) server not approved in Claude Code; recorded by hash only' };
        else if (typeof config['command'] === 'string' && o.query) out[name] = await queryServer(config, o.project, o.timeoutMs);
        else out[name] = { kind: 'stateless', note: typeof config['url'] === 'string' ? 'remote server (not queried)' : 'not queried' };
      } catch (err) {
        out[name] = { kind: 'error', error: errorMessage(err) };
      }
    }),
  );
  return out;
}
