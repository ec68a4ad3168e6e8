import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import { McpError, stdioCommand, withMcpServer, type StdioCommand } from '../mcp/client.js';
import { STATE_URI, type McpState } from '../mcp/state.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * MCP server state (SPEC-03.17), one result per configured server, never fatal:
 * - servers with configured state files: the files (inside the project only);
 * - stdio servers that expose the `checkpoint://state` resource: that state (initialize, then
 *   resources/read, with the client of domain/mcp/client.ts, which restore uses too);
 * - otherwise: stateless. A server that fails or times out is recorded with its error.
 */
type McpConfig = Record<string, unknown>;

interface McpOptions {
  project: string;
  stateFiles: Record<string, string[]>;
  query: boolean;
  timeoutMs: number;
  /** Whether a server may be started (see `mayStart`); default: every server. */
  mayStart?: (name: string) => boolean;
}

/** Where a server is configured: `~/.claude.json` (user, or local: its project entry) or the project's `.mcp.json`. */
type McpScope = 'user' | 'local' | 'project';

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
    if (obj && typeof obj === 'object')
      for (const [name, cfg] of Object.entries(obj as Json))
        if (cfg && typeof cfg === 'object') servers[name] = { config: cfg as McpConfig, scope };
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
export function mayStart(
  name: string,
  server: ConfiguredServer,
  o: { home: string; claudeDir: string; project: string; allow: readonly string[] },
): boolean {
  if (server.scope !== 'project') return true;
  const claudeJson = readJson(join(o.home, '.claude.json'));
  const entry = projectEntry(claudeJson, o.project);
  const trusted = entry?.['hasTrustDialogAccepted'] === true;
  const sources = [
    readJson(join(o.claudeDir, 'settings.json')),
    entry,
    ...(trusted
      ? [
          readJson(join(o.project, '.claude', 'settings.json')),
          readJson(join(o.project, '.claude', 'settings.local.json')),
        ]
      : []),
  ].filter((s): s is Json => !!s);
  const has = (key: string) => sources.some((s) => Array.isArray(s[key]) && (s[key] as unknown[]).includes(name));
  if (has('disabledMcpjsonServers')) return false;
  return (
    o.allow.includes(name) ||
    has('enabledMcpjsonServers') ||
    sources.some((s) => s['enableAllProjectMcpServers'] === true)
  );
}

function readStateFiles(project: string, paths: string[]): McpState {
  const root = realpathSync(project);
  const files: NonNullable<McpState['files']> = [];
  for (const p of paths) {
    const abs = realpathSync(isAbsolute(p) ? p : join(root, p));
    const rel = relative(root, abs);
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`state file ${p} is outside the project`);
    const data = readFileSync(abs);
    files.push({ path: rel, size: data.length, sha256: sha256Hex(data), content_base64: data.toString('base64') });
  }
  return { kind: 'files', files };
}

/** Asks a stdio MCP server for `checkpoint://state` (domain/mcp/client.ts: one time limit for the whole exchange). */
async function queryServer(server: StdioCommand, cwd: string, timeoutMs: number): Promise<McpState> {
  try {
    return await withMcpServer(server, { cwd, timeoutMs }, async (client): Promise<McpState> => {
      if (!client.capabilities['resources']) return { kind: 'stateless', note: 'no resources capability' };
      let result: Record<string, unknown>;
      try {
        result = await client.request('resources/read', { uri: STATE_URI });
      } catch (err) {
        if (err instanceof McpError && err.kind === 'rpc')
          return { kind: 'stateless', note: `no ${STATE_URI} resource (${err.message})` };
        throw err;
      }
      const content = (result['contents'] as { text?: string; blob?: string }[] | undefined)?.[0];
      const text = content?.text ?? (content?.blob ? Buffer.from(content.blob, 'base64').toString('utf8') : undefined);
      let state: unknown = text;
      try {
        state = text === undefined ? undefined : JSON.parse(text);
      } catch {
        // plain text state
      }
      return { kind: 'resource', state };
    });
  } catch (err) {
    return { kind: 'error', error: errorMessage(err) };
  }
}

export async function captureMcpState(
  servers: Record<string, McpConfig>,
  o: McpOptions,
): Promise<Record<string, McpState>> {
  const out: Record<string, McpState> = {};
  await Promise.all(
    Object.entries(servers).map(async ([name, config]) => {
      try {
        const command = stdioCommand(config);
        if (o.stateFiles[name]?.length) out[name] = readStateFiles(o.project, o.stateFiles[name]!);
        else if (command && o.query && o.mayStart && !o.mayStart(name))
          out[name] = {
            kind: 'stateless',
            note: 'not started: a project (.mcp.json) server not approved in Claude Code; recorded by hash only',
          };
        else if (command && o.query) out[name] = await queryServer(command, o.project, o.timeoutMs);
        else
          out[name] = {
            kind: 'stateless',
            note: typeof config['url'] === 'string' ? 'remote server (not queried)' : 'not queried',
          };
      } catch (err) {
        out[name] = { kind: 'error', error: errorMessage(err) };
      }
    }),
  );
  return out;
}
