import { createReadStream, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { summarizeTranscript, DEFAULT_PRICES, type Price } from '../transcript/conversation.js';
import { captureEnvironment } from './environment.js';
import { captureGit } from './git.js';
import { captureMcpState, configuredMcpServers, mayStart } from './mcp.js';
import { listWorkspace, pickEngine, snapshotStream } from './workspace.js';
import type { Config } from '../../core/config.js';
import { CheckpointError } from '../../core/errors.js';
import { openRegularSync } from '../../core/regular.js';
import { compressStream } from '../../platform/codec.js';
import { newCheckpointId } from '../../core/ids.js';
import type { StorageBackend } from '../../storage/backend.js';
import type { Manifest, Trigger } from '../volume/manifest.js';
import { applyRetention, type RetentionResult } from '../volume/retention.js';
import { checkpointPrefix, commitCheckpoint, loadIndex, readManifest, type ManifestDraft, type PartInput } from '../volume/store.js';

/** What to capture (the worker fills this from the session's runtime state). */
export interface CaptureRequest {
  sessionId: string;
  trigger: Trigger;
  /** The project / working directory to snapshot. */
  cwd: string;
  transcriptPath?: string | undefined;
  claudePid?: number | undefined;
  /** Reuse this id (the phase record's ULID), so one id names both. */
  id?: string | undefined;
  name?: string | undefined;
  tags?: string[] | undefined;
  /** PAI state at capture time (stored in session_state.json). */
  pai?: Record<string, unknown> | undefined;
  /** Extra session state to store (e.g. the hook's runtime state). */
  session?: Record<string, unknown> | undefined;
  /** Where this checkpoint comes from when it is not the session's own progress (resume, rollback). */
  provenance?: Record<string, unknown> | undefined;
  /** Less significant triggers this capture also stands for (requests coalesced into it). */
  coalesced?: Trigger[] | undefined;
}

export interface CaptureOptions {
  config: Config;
  env: Record<string, string | undefined>;
  claudeDir: string;
  /** Where the binary-hash cache lives. */
  stateDir: string;
  now?: () => Date;
  /** Uncompressed workspace bytes archived so far / total. */
  onProgress?: (done: number, total: number) => void;
}

export interface CaptureResult {
  manifest: Manifest;
  /** The paths (relative, '/') the workspace archive holds; empty when no workspace was snapshotted. */
  archived: string[];
  /** The previous archive was reused (tree unchanged since the parent). */
  reusedWorkspace: boolean;
  warnings: string[];
  retention: RetentionResult;
}

/** The transcript, zstd-compressed, as a stream (it may still be growing: read to its current end). */
function compressFile(path: string, level: number): Readable {
  let input: Readable;
  try {
    const fd = openRegularSync(path);
    if (fd === undefined) throw new CheckpointError('NOT_FOUND', `${path} is gone`);
    input = createReadStream('', { fd });
  } catch (err) {
    const out = new PassThrough();
    process.nextTick(() => out.destroy(err instanceof Error ? err : new Error(String(err))));
    return out;
  }
  return compressStream({ stream: input }, { level, name: path, purpose: 'compress the transcript' });
}

/** Folders that are never snapshotted whole: the home folder and the file-system root. */
function unsafeRoot(dir: string): boolean {
  const d = resolve(dir);
  return d === '/' || d === resolve(homedir());
}

export async function captureCheckpoint(store: StorageBackend, req: CaptureRequest, o: CaptureOptions): Promise<CaptureResult> {
  const now = o.now ?? (() => new Date());
  const warnings: string[] = [];
  const index = await loadIndex(store, req.sessionId);
  const parentEntry = index.checkpoints.at(-1);
  const parent = parentEntry ? await readManifest(store, req.sessionId, parentEntry.id).catch(() => undefined) : undefined;
  const id = req.id ?? newCheckpointId(now().getTime());
  if (index.checkpoints.some((e) => e.id === id)) throw new CheckpointError('CONFLICT', `checkpoint ${id} already exists in session ${req.sessionId}`);
  const prefix = checkpointPrefix(req.sessionId, id);
  const parts: PartInput[] = [];

  // Conversation (+ the transcript itself: what makes a resume on another machine possible).
  let conversation: Awaited<ReturnType<typeof summarizeTranscript>>;
  if (req.transcriptPath) {
    try {
      conversation = await summarizeTranscript(req.transcriptPath, [...Object.entries(o.config.prices).map(([k, v]) => [new RegExp(k, 'i'), v] as [RegExp, Price]), ...DEFAULT_PRICES]);
      if (!conversation) warnings.push(`transcript ${req.transcriptPath} not found: no conversation captured`);
    } catch (err) {
      if (!(err instanceof CheckpointError)) throw err;
      warnings.push(`transcript not captured: ${err.message}`); // e.g. not a regular file
    }
  }
  parts.push({ name: 'conversation.json', data: `${JSON.stringify({ transcript_path: req.transcriptPath ?? null, ...conversation }, null, 2)}\n` });
  if (conversation) parts.push({ name: 'transcript.jsonl.zst', data: () => compressFile(req.transcriptPath!, o.config.capture.zstdLevel) });

  // Git.
  const git = await captureGit(req.cwd, join(o.stateDir, 'tmp'));
  try {
    if (git) {
      parts.push({ name: 'git/state.json', data: `${JSON.stringify(git.state, null, 2)}\n` });
      if (git.bundlePath) parts.push({ name: 'git/unpushed.bundle', data: () => createReadStream(git.bundlePath!) });
    }

    // Workspace: reuse the parent's archive when the tree is unchanged.
    let workspace: ManifestDraft['workspace'] = null;
    let reusedWorkspace = false;
    let archived: string[] = [];
    if (unsafeRoot(req.cwd)) {
      warnings.push(`${req.cwd} is the home folder or the root: workspace not snapshotted`);
    } else {
      const listing = await listWorkspace(req.cwd, { excludes: o.config.capture.excludes });
      const uncommitted = git ? [...git.state.modified, ...git.state.untracked] : [];
      archived = listing.files.map((f) => f.path);
      // unpacked_bytes: what a restore lets the archive expand to (a forged part cannot promise more).
      const base = { path: 'workspace.tar.zst', root: req.cwd, file_count: listing.files.length, unpacked_bytes: listing.totalBytes, uncommitted_files: uncommitted, fingerprint: listing.fingerprint, skipped: listing.skipped, listed_by: listing.git ? 'git' : 'walk' };
      const prev = parent?.workspace && parent.parts['workspace.tar.zst'];
      if (parent?.workspace?.['fingerprint'] === listing.fingerprint && prev) {
        // Stored now (not as a part input) so that the manifest records it like any part.
        const copied = await store.copy(`${checkpointPrefix(req.sessionId, parent.id)}workspace.tar.zst`, `${prefix}workspace.tar.zst`, prev);
        if (copied) {
          reusedWorkspace = true;
          workspace = { ...base, size_bytes: copied.size, reused_from: parent.id };
          parts.push({ name: 'workspace.tar.zst', stored: copied });
        }
      }
      if (!reusedWorkspace) {
        const engine = await pickEngine();
        const local = store.location.startsWith('/');
        parts.push({
          name: 'workspace.tar.zst',
          data: () => snapshotStream(listing, {
            engine,
            level: o.config.capture.zstdLevel,
            onProgress: (n) => o.onProgress?.(n, listing.totalBytes),
            ...(local ? { maxBytes: o.config.capture.maxLocalBytes } : {}),
          }),
        });
        workspace = { ...base, size_bytes: 0, engine };
      }
      if (listing.skipped.length) warnings.push(`${listing.skipped.length} file(s) not archived (e.g. ${listing.skipped[0]!.path}: ${listing.skipped[0]!.reason})`);
    }

    // Environment and MCP state.
    const environment = await captureEnvironment({ cwd: req.cwd, home: homedir(), claudeDir: o.claudeDir, env: o.env, claudePid: req.claudePid, hashCacheFile: `${o.stateDir}/binary-hash.json`, extraEnv: o.config.capture.envAllow, now: now() });
    parts.push({ name: 'environment.json', data: `${JSON.stringify(environment, null, 2)}\n` });
    const servers = configuredMcpServers(homedir(), req.cwd);
    const mcp = await captureMcpState(Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.config])), {
      project: req.cwd,
      stateFiles: o.config.mcp.stateFiles,
      query: o.config.mcp.queryServers,
      timeoutMs: o.config.mcp.timeoutMs,
      mayStart: (name) => mayStart(name, servers[name]!, { home: homedir(), claudeDir: o.claudeDir, project: req.cwd, allow: o.config.mcp.allowServers }),
    });
    for (const [server, state] of Object.entries(mcp)) {
      if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(server)) parts.push({ name: `mcp_state/${server}.json`, data: `${JSON.stringify(state, null, 2)}\n` });
      if (state.kind === 'error') warnings.push(`MCP server ${server}: ${state.error}`);
    }
    parts.push({
      name: 'session_state.json',
      data: `${JSON.stringify({ session_id: req.sessionId, cwd: req.cwd, transcript_path: req.transcriptPath ?? null, claude_pid: req.claudePid ?? null, trigger: req.trigger, pai: req.pai ?? null, session: req.session ?? null }, null, 2)}\n`,
    });

    const draft: ManifestDraft = {
      id,
      session_id: req.sessionId,
      created_at: now().toISOString(),
      trigger: req.trigger,
      ...(req.coalesced?.length ? { coalesced_triggers: req.coalesced } : {}),
      ...(req.name ? { name: req.name } : {}),
      parent_checkpoint_id: parent?.id ?? parentEntry?.id ?? null,
      checkpoint_chain_depth: index.checkpoints.length + 1,
      conversation: {
        turn_count: conversation?.turn_count ?? 0,
        last_message_id: conversation?.last_message_id ?? null,
        last_message_uuid: conversation?.last_message_uuid ?? null,
        tokens_used: conversation?.tokens.total ?? 0,
        has_resume_token: conversation !== undefined,
      },
      workspace,
      git: git ? { branch: git.state.branch, head: git.state.head, has_stash: git.state.stashes.length > 0, dirty: git.state.dirty, upstream: git.state.upstream, ahead: git.state.ahead, behind: git.state.behind, unpushed_commits: git.state.unpushed_commits } : null,
      metrics: { cost_estimate_usd: conversation?.cost_estimate_usd ?? 0, tools_invoked: Object.keys(conversation?.tools ?? {}).sort(), files_modified: conversation?.files_modified.length ?? 0 },
      approval: { status: 'auto_approved', policy: 'default' },
      environment,
      tags: req.tags ?? [],
      annotations: [],
      linked_issues: [],
      project: req.cwd,
      ...(req.pai ? { pai: req.pai } : {}),
      ...(req.provenance ? { provenance: req.provenance } : {}),
      warnings,
    };
    const manifest = await commitCheckpoint(store, draft, parts, (name, info) => {
      if (name === 'transcript.jsonl.zst' && req.transcriptPath) {
        // The transcript only grows, so its size now bounds what was compressed: a restore
        // refuses to expand the part beyond it.
        draft.conversation['transcript_bytes'] = statSync(req.transcriptPath).size;
      }
      if (name === 'workspace.tar.zst' && draft.workspace) {
        draft.workspace.size_bytes = info.size;
        if (info.size > o.config.capture.warnBytes) warnings.push(`workspace archive is ${Math.round(info.size / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`);
      }
    });
    const retention = await applyRetention(store, req.sessionId, o.config.retention, now());
    return { manifest, archived, reusedWorkspace, warnings, retention };
  } finally {
    await git?.cleanup();
  }
}
