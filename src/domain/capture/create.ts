import { CheckpointError } from '../../core/errors.js';
import { newCheckpointId } from '../../core/ids.js';
import type { StorageBackend } from '../../storage/backend.js';
import type { Manifest } from '../volume/manifest.js';
import { applyRetention, type RetentionResult } from '../volume/retention.js';
import { commitCheckpoint, type ManifestDraft } from '../volume/commit.js';
import { lockVolume } from '../content/locks.js';
import { readTrustedManifest } from '../volume/read.js';
import { loadIndex } from '../volume/session-index.js';
import { checkpointPrefix } from '../../storage/layout.js';
import { PARTS } from './parts/index.js';
import { approvalFor } from './approval.js';
import type { CaptureOptions, CaptureRequest, CaptureScope } from './parts/part.js';
import type { PartInput } from '../volume/commit.js';
import type { SessionSummary } from '../summary/render.js';
import type { EnvironmentSnapshot } from './environment.js';

export type { CaptureOptions, CaptureRequest } from './parts/part.js';

export interface CaptureResult {
  manifest: Manifest;
  /** The paths (relative, '/') the workspace archive holds; empty when no workspace was snapshotted. */
  archived: string[];
  /** The previous archive was reused (tree unchanged since the parent). */
  reusedWorkspace: boolean;
  warnings: string[];
  retention: RetentionResult;
  /** The session summary stored with it (summary.json), when there was a transcript. */
  summary?: SessionSummary | undefined;
  /** The environment as captured (the manifest holds only its time; environment.json the rest). */
  environment?: EnvironmentSnapshot | undefined;
}

/**
 * A session checkpoint: every part provider (parts/index.ts) collects its state, then the store
 * commits the parts and the manifest (written last), then retention runs.
 */
export async function captureCheckpoint(
  store: StorageBackend,
  req: CaptureRequest,
  o: CaptureOptions,
): Promise<CaptureResult> {
  const now = o.now ?? (() => new Date());
  const index = await loadIndex(store, req.sessionId);
  const parentEntry = index.checkpoints.at(-1);
  const read = parentEntry
    ? await readTrustedManifest(store, req.sessionId, parentEntry.id).catch(() => undefined)
    : undefined;
  const parent = read?.manifest;
  const id = req.id ?? newCheckpointId(now().getTime());
  if (index.checkpoints.some((e) => e.id === id))
    throw new CheckpointError('CONFLICT', `checkpoint ${id} already exists in session ${req.sessionId}`);
  checkpointPrefix(req.sessionId, id); // the ids become keys: an invalid one fails here, before anything is captured
  const scope: CaptureScope = {
    ...{ store, req, o, now: now(), id, parent, parentTrusted: read?.trusted ?? false },
    ...{
      parts: [],
      warnings: [],
      draft: { workspace: null, git: null },
      archived: [],
      reusedWorkspace: false,
      onStored: [],
      cleanup: [],
    },
  };
  try {
    await collectParts(scope);
    // Shared parts (commit.ts) may name objects no other manifest keeps: garbage collection must wait for this manifest.
    if (!scope.storeLocked) {
      const lock = await lockVolume(store, 'shared', { purpose: `capture of session ${req.sessionId}` });
      scope.cleanup.push(() => lock.release());
    }
    const draft = manifestDraft(scope, parentEntry?.id, index.checkpoints.length + 1);
    const manifest = await commitCheckpoint(
      store,
      draft,
      scope.parts,
      (name, info) => scope.onStored.forEach((f) => f(name, info)),
      o.fence,
    );
    // The checkpoint before a risky command is waited for (the command runs after it): what
    // retention would remove is left to the session's next capture, which takes it in the background.
    const retention =
      req.trigger === 'pre_risky'
        ? { kept: [], deleted: [] }
        : await applyRetention(store, req.sessionId, o.config.retention, now());
    return {
      manifest,
      archived: scope.archived,
      reusedWorkspace: scope.reusedWorkspace,
      warnings: scope.warnings,
      retention,
      summary: scope.summary,
      environment: scope.draft.capturedEnvironment,
    };
  } finally {
    for (const f of scope.cleanup) await f();
  }
}

/**
 * Every provider's collect: those that read what an earlier one found run one after another, in the
 * order of PARTS; those `alongside` run beside them (while git and the listing wait on git's
 * processes, the environment is read), each into parts and warnings of its own, added after the
 * others' in the order of PARTS (where they come last), whichever finished first.
 */
async function collectParts(scope: CaptureScope): Promise<void> {
  const beside = PARTS.filter((p) => p.alongside).map((p) => ({
    p,
    parts: [] as PartInput[],
    warnings: [] as string[],
  }));
  const chain = async () => {
    for (const p of PARTS) {
      if (p.alongside) continue;
      for (const q of PARTS) if (q.beside === p.name) q.start?.(scope);
      await p.collect(scope);
    }
  };
  const settled = await Promise.allSettled([
    chain(),
    ...beside.map(({ p, parts, warnings }) => p.collect({ ...scope, parts, warnings })),
  ]);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  for (const { parts, warnings } of beside) {
    scope.parts.push(...parts);
    scope.warnings.push(...warnings);
  }
}

/** The manifest around what the providers filled in (the store adds version, parts and checksum). */
function manifestDraft(scope: CaptureScope, parentId: string | undefined, depth: number): ManifestDraft {
  const { req, draft } = scope;
  const out: ManifestDraft = {
    id: scope.id,
    session_id: req.sessionId,
    created_at: scope.now.toISOString(),
    trigger: req.trigger,
    ...(req.coalesced?.length ? { coalesced_triggers: req.coalesced } : {}),
    ...(req.name ? { name: req.name } : {}),
    ...(req.risky ? { risky: { command: req.risky.command.slice(0, 500), rule: req.risky.rule } } : {}),
    parent_checkpoint_id: scope.parent?.id ?? parentId ?? null,
    checkpoint_chain_depth: depth,
    conversation: draft.conversation ?? { turn_count: 0, tokens_used: 0, has_resume_token: false },
    workspace: draft.workspace,
    git: draft.git,
    metrics: draft.metrics ?? { cost_estimate_usd: 0, tools_invoked: [], files_modified: 0 },
    // Hive's clean checkpoint: no tool call failed since the previous checkpoint of the session. A
    // parent without the conversation (a safety copy taken by a rollback) says nothing: clean.
    is_clean:
      scope.parent && !scope.parent.conversation.has_resume_token
        ? true
        : Number(draft.metrics?.['tool_errors'] ?? 0) <= Number(scope.parent?.metrics['tool_errors'] ?? 0),
    approval: approvalFor(scope.o.config.approval, {
      trigger: req.trigger,
      costUsd: draft.metrics?.cost_estimate_usd ?? 0,
      hours: hoursSince(req.session?.['started_at'], scope.now),
      errors: Number(draft.metrics?.['tool_errors'] ?? 0),
    }),
    environment: draft.environment ?? { captured_at: scope.now.toISOString() },
    ...(draft.tmux_layout ? { tmux_layout: draft.tmux_layout } : {}),
    tags: req.tags ?? [],
    annotations: [],
    linked_issues: [],
    // The project folder (session-index.ts takes workspace.root when it is absent: the same folder).
    ...(draft.workspace?.['root'] === req.cwd ? {} : { project: req.cwd }),
    ...(req.pai ? { pai: req.pai } : {}),
    ...(req.provenance ? { provenance: req.provenance } : {}),
    ...(req.epoch ? { session_epoch: req.epoch } : {}),
    warnings: scope.warnings, // (left out when empty: commit.ts)
  };
  // The manifest shares the sections' objects: the providers' onStored hooks fill in sizes.
  return out;
}

/** Hours from an ISO time to `now`; undefined when there is none. */
function hoursSince(iso: unknown, now: Date): number | undefined {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? undefined : (now.getTime() - t) / 3_600_000;
}
