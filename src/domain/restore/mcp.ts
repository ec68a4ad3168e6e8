import { lstat, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorMessage } from '../../core/errors.js';
import { resolveInside } from '../../core/stored-path.js';
import { getJson, type StorageBackend } from '../../storage/backend.js';
import { configuredMcpServers, mayStart, type ConfiguredServer } from '../capture/mcp.js';
import { McpError, stdioCommand, withMcpServer, type McpClient } from '../mcp/client.js';
import {
  mcpServersOf,
  mcpStatePart,
  readStoredState,
  RESTORE_TOOL,
  type CheckedFile,
  type McpState,
  type StoredState,
} from '../mcp/state.js';
import { type Manifest, storedPartKey } from '../volume/manifest.js';
import { stage } from './extract.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * SPEC-03.17's restore_mcp_state: each server's `mcp_state/<server>.json` put back after the
 * workspace, never fatal (every server gets an outcome: restored, skipped and why, or failed and
 * the error).
 * - `files`: the captured state files written into the target, through the same checks and the
 *   same staging and merge as the workspace (core/stored-path.ts, extract.ts `stage`): paths
 *   inside the target, nothing written through a symlink, each content matching its recorded
 *   sha256, and what is in the way replaced only when the safety checkpoint holds it (else moved
 *   aside). A file already there with that content is left alone.
 * - `resource`: the server as it is configured on THIS machine for the target (the rules capture
 *   follows: `configuredMcpServers` and `mayStart`, so a restored `.mcp.json` runs nothing the
 *   user has not approved) is started in the target and given the state through its
 *   `restore_checkpoint` tool, within `[mcp] timeout_ms`. A server persists what it is given
 *   itself: the process is stopped afterwards, and Claude Code starts its own.
 * - `stateless` and `error`: nothing to restore (skipped, saying why).
 */
export interface McpRestoreOptions {
  /** Start servers at all (`[mcp] query_servers`): false skips every `resource` state. */
  startServers: boolean;
  /** `[mcp] timeout_ms`: the limit of each server's whole conversation. */
  timeoutMs: number;
  /** `[mcp] allow_servers` of the user's own file: project servers that may be started anyway. */
  allow: readonly string[];
}

/** What happened to one server's captured state. */
export interface McpRestore {
  server: string;
  /** What capture recorded (`unknown` when the stored state is unreadable). */
  kind: McpState['kind'] | 'unknown';
  outcome: 'restored' | 'skipped' | 'failed';
  /** skipped: why. */
  reason?: string;
  /** failed: the error. */
  error?: string;
  /** `files` restored: the paths (relative to the target) that hold the captured content now. */
  files?: string[];
}

/** One server's stored state, read and checked (stageAll reads them before the first write). */
export interface StoredMcp {
  server: string;
  stored: StoredState;
}

/** The states a checkpoint holds, each read and checked; a part that cannot be read is its server's failure, never the restore's. */
export async function readMcpStates(store: StorageBackend, sessionId: string, m: Manifest): Promise<StoredMcp[]> {
  return Promise.all(
    mcpServersOf(m.parts).map(async (server): Promise<StoredMcp> => {
      try {
        const raw = await getJson(store, storedPartKey({ ...m, session_id: sessionId }, mcpStatePart(server)!));
        return {
          server,
          stored: raw === undefined ? { ok: false, problem: 'its part is missing' } : readStoredState(raw),
        };
      } catch (err) {
        return { server, stored: { ok: false, problem: `its part is unreadable (${errorMessage(err)})` } };
      }
    }),
  );
}

/** The servers whose state a checkpoint holds, skipped for `reason` (a resume that leaves the workspace as it is). */
export function mcpNotRestored(m: Manifest, reason: string): McpRestore[] {
  return mcpServersOf(m.parts).map((server) => ({ server, kind: 'unknown', outcome: 'skipped', reason }));
}

interface McpPlace extends McpRestoreOptions {
  /** The restored folder: files go there, servers start there. */
  target: string;
  /** Whose `~/.claude.json` says which servers are configured. */
  home: string;
  /** Claude Code's config dir (its settings approve project servers). */
  claudeDir: string;
  /** What the safety checkpoint holds (or git can give back): only these may be replaced. */
  held: ReadonlySet<string>;
  /** Where what is in the way goes (the workspace's, when it displaced something). */
  displacedDir?: string | undefined;
}

interface McpPlaced {
  servers: McpRestore[];
  /** What was in the way of a state file and not held: moved here, never deleted. */
  displaced?: { dir: string; paths: string[] };
  /** One per failed server. */
  warnings: string[];
}

/** Puts every server's state back: files first (one server after the other), then the servers, in parallel. */
export async function restoreMcpState(states: StoredMcp[], o: McpPlace): Promise<McpPlaced> {
  const displaced: { dir?: string; paths: string[] } = { paths: [] };
  const byServer = new Map<string, McpRestore>();
  for (const s of states) {
    if (s.stored.ok && s.stored.state.kind === 'files')
      byServer.set(s.server, await restoreFiles(s.server, s.stored.files ?? [], o, displaced));
  }
  const configured = configuredMcpServers(o.home, o.target);
  await Promise.all(
    states
      .filter((s) => !byServer.has(s.server))
      .map(async (s) => byServer.set(s.server, await restoreOther(s, configured, o))),
  );
  const servers = states.map((s) => byServer.get(s.server)!);
  const placed: McpPlaced = {
    servers,
    warnings: servers
      .filter((r) => r.outcome === 'failed')
      .map((r) => `MCP server ${r.server}: its state was not restored: ${r.error}`),
  };
  if (displaced.dir && displaced.paths.length) placed.displaced = { dir: displaced.dir, paths: displaced.paths.sort() };
  return placed;
}

const sha256 = (data: Buffer) => sha256Hex(data);

/**
 * A server's state files into the target: checked against links on the way (resolveInside), then
 * staged next to the target and merged into it like the workspace. Files already there with the
 * captured content (the workspace archive usually holds them too) are not touched.
 */
async function restoreFiles(
  server: string,
  files: CheckedFile[],
  o: McpPlace,
  displaced: { dir?: string; paths: string[] },
): Promise<McpRestore> {
  const done: McpRestore = { server, kind: 'files', outcome: 'restored', files: files.map((f) => f.path) };
  try {
    const toWrite: CheckedFile[] = [];
    for (const f of files) {
      const abs = await resolveInside(o.target, f.path, `MCP state file of ${server}`);
      const st = await lstat(abs).catch(() => undefined);
      if (st?.isFile() && st.size === f.data.length && sha256(await readFile(abs)) === sha256(f.data)) continue;
      toWrite.push(f);
    }
    if (toWrite.length === 0) return done;
    const staged = await stage(o.target, async (staging) => {
      for (const f of toWrite) {
        const file = join(staging, f.path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, f.data, { flag: 'wx' });
      }
      return { files: toWrite.length, dirs: 0, links: 0, replaced: 0 };
    });
    try {
      const r = await staged.commit({ held: o.held, displacedDir: displaced.dir ?? o.displacedDir });
      if (r.displaced) {
        displaced.dir = r.displaced.dir;
        displaced.paths.push(...r.displaced.paths);
      }
    } finally {
      await staged.discard();
    }
    return done;
  } catch (err) {
    return { server, kind: 'files', outcome: 'failed', error: errorMessage(err) };
  }
}

/** A state that is not files: refused, nothing to restore, or given to its server. */
async function restoreOther(
  s: StoredMcp,
  configured: Record<string, ConfiguredServer>,
  o: McpPlace,
): Promise<McpRestore> {
  const { server } = s;
  if (!s.stored.ok)
    return { server, kind: 'unknown', outcome: 'failed', error: `its stored state is refused: ${s.stored.problem}` };
  const state = s.stored.state;
  const skipped = (reason: string): McpRestore => ({ server, kind: state.kind, outcome: 'skipped', reason });
  if (state.kind === 'stateless')
    return skipped(`stateless when captured${state.note ? ` (${state.note})` : ''}: nothing to restore`);
  if (state.kind === 'error')
    return skipped(`its capture failed (${state.error ?? 'no reason recorded'}): nothing to restore`);
  if (!o.startServers) return skipped('[mcp] query_servers = false: servers are not started');
  const here = configured[server];
  if (!here) return skipped(`not configured on this machine for ${o.target}`);
  let command;
  try {
    command = stdioCommand(here.config);
  } catch (err) {
    return { server, kind: 'resource', outcome: 'failed', error: errorMessage(err) };
  }
  if (!command)
    return skipped(
      `not a stdio server here (${typeof here.config['url'] === 'string' ? 'remote' : 'no command'}): not started`,
    );
  if (!mayStart(server, here, { home: o.home, claudeDir: o.claudeDir, project: o.target, allow: o.allow }))
    return skipped('a project (.mcp.json) server not approved in Claude Code: not started');
  try {
    // A grace after the answer: a server told to restore may still be writing when its stdin closes.
    return await withMcpServer(
      command,
      { cwd: o.target, timeoutMs: o.timeoutMs, graceMs: Math.min(2000, o.timeoutMs) },
      async (client): Promise<McpRestore> => {
        if (!(await toolNames(client)).includes(RESTORE_TOOL)) return skipped(`the server has no ${RESTORE_TOOL} tool`);
        const r = await client.request('tools/call', { name: RESTORE_TOOL, arguments: { state: state.state ?? null } });
        if (r['isError'] === true)
          return {
            server,
            kind: 'resource',
            outcome: 'failed',
            error: `${RESTORE_TOOL} answered with an error: ${toolText(r) || 'no message'}`,
          };
        return { server, kind: 'resource', outcome: 'restored' };
      },
    );
  } catch (err) {
    return { server, kind: 'resource', outcome: 'failed', error: errorMessage(err) };
  }
}

/** The server's tool names (tools/list, its pages followed); none when it has no tools or refuses the list. */
async function toolNames(client: McpClient): Promise<string[]> {
  if (!client.capabilities['tools']) return [];
  const names: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    let r: Record<string, unknown>;
    try {
      r = await client.request('tools/list', cursor ? { cursor } : undefined);
    } catch (err) {
      if (err instanceof McpError && err.kind === 'rpc') return names;
      throw err;
    }
    for (const t of Array.isArray(r['tools']) ? (r['tools'] as { name?: unknown }[]) : [])
      if (typeof t?.name === 'string') names.push(t.name);
    cursor = typeof r['nextCursor'] === 'string' && r['nextCursor'] ? r['nextCursor'] : undefined;
    if (!cursor) break;
  }
  return names;
}

/** The text of a tool result's content (its error message), bounded. */
function toolText(r: Record<string, unknown>): string {
  const content = Array.isArray(r['content']) ? (r['content'] as { type?: unknown; text?: unknown }[]) : [];
  return content
    .filter((c) => c?.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text as string)
    .join(' ')
    .slice(0, 500);
}
