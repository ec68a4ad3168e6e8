import { posix } from 'node:path';
import { storedPathProblem } from '../../core/stored-path.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * The part `mcp_state/<server>.json` (SPEC-03.17): what a capture recorded of one MCP server.
 * Capture writes it (domain/capture/mcp.ts), restore reads it back (domain/restore/mcp.ts); its
 * name and its shape are owned here. Read back, it is stored data like any other part: checked
 * whole before it is used (`readStoredState`).
 */
export interface McpState {
  kind: 'resource' | 'files' | 'stateless' | 'error';
  /** `resource`: the server's `checkpoint://state` (its text parsed as JSON when it is JSON). */
  state?: unknown;
  /** `files`: the state files configured in `[mcp] state_files`, relative to the project. */
  files?: McpStateFile[];
  /** `error`: why the capture failed. */
  error?: string;
  /** `stateless`: why (not queried, no resource, remote server, not approved…). */
  note?: string;
}

interface McpStateFile {
  /** Relative to the project ('/'), checked like every stored path before a restore writes it. */
  path: string;
  size: number;
  sha256: string;
  content_base64: string;
}

/** The resource a server that supports checkpoints exposes (SPEC-03.17). */
export const STATE_URI = 'checkpoint://state';
/** The tool such a server restores its state with, given `{state}`. */
export const RESTORE_TOOL = 'restore_checkpoint';

const SERVER_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/;
const PART_RE = /^mcp_state\/([A-Za-z0-9][A-Za-z0-9._-]{0,100})\.json$/;

/** The part a server's state is stored as; undefined for a name that cannot be one (not stored). */
export function mcpStatePart(server: string): string | undefined {
  return SERVER_RE.test(server) ? `mcp_state/${server}.json` : undefined;
}

/** The servers whose state a checkpoint holds (from its parts), sorted. */
export function mcpServersOf(parts: Record<string, unknown>): string[] {
  return Object.keys(parts)
    .map((p) => PART_RE.exec(p)?.[1])
    .filter((s): s is string => s !== undefined)
    .sort();
}

/** A file of a `files` state, decoded and checked: its content matches the recorded size and sha256. */
export interface CheckedFile {
  path: string;
  data: Buffer;
}

export type StoredState = { ok: true; state: McpState; files?: CheckedFile[] } | { ok: false; problem: string };

/**
 * A stored state checked as a whole: a known kind; for `files`, every path safe to use inside a
 * restore target (core/stored-path.ts), no path twice, and every content matching its recorded
 * size and sha256. One bad entry refuses the server's whole state.
 */
export function readStoredState(raw: unknown): StoredState {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, problem: 'not an object' };
  const s = raw as McpState;
  if (!['resource', 'files', 'stateless', 'error'].includes(s.kind))
    return { ok: false, problem: `unknown kind ${JSON.stringify(s.kind)}` };
  if (s.kind !== 'files') return { ok: true, state: s };
  if (!Array.isArray(s.files)) return { ok: false, problem: 'kind files without a list of files' };
  const files: CheckedFile[] = [];
  const seen = new Set<string>();
  for (const f of s.files as unknown[]) {
    const e = f as Partial<McpStateFile> | null;
    if (
      !e ||
      typeof e.path !== 'string' ||
      typeof e.content_base64 !== 'string' ||
      typeof e.sha256 !== 'string' ||
      typeof e.size !== 'number'
    )
      return { ok: false, problem: 'a file entry is not {path, size, sha256, content_base64}' };
    const why = storedPathProblem(e.path);
    if (why) return { ok: false, problem: `refusing ${JSON.stringify(e.path.slice(0, 200))} (${why})` };
    const path = posix.normalize(e.path).replace(/\/+$/, '');
    if (path === '.') return { ok: false, problem: `refusing ${JSON.stringify(e.path)} (not a file path)` };
    if (seen.has(path)) return { ok: false, problem: `${JSON.stringify(path)} is listed twice` };
    seen.add(path);
    const data = Buffer.from(e.content_base64, 'base64');
    if (data.length !== e.size || sha256Hex(data) !== e.sha256)
      return { ok: false, problem: `${JSON.stringify(path)} does not match its recorded size and sha256` };
    files.push({ path, data });
  }
  return { ok: true, state: s, files };
}
