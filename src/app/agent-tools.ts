import { CheckpointError } from '../core/errors.js';
import { checkTags } from '../domain/volume/facts.js';
import { loadSession } from '../domain/session/state.js';
import { iscCriteria, taskSummary } from '../domain/session/tracker.js';
import { readManifest } from '../domain/volume/read.js';
import { createAppContext, type AppContext } from './context.js';
import { logLine } from '../core/log.js';
import { paiPaths } from '../core/paths.js';
import { inspect } from './inspect.js';
import { checkpointRows } from './list.js';
import { showMemory } from './memory.js';
import { resumeContext } from './resume-context.js';
import { save } from './save.js';
import { pickSession } from './session-pick.js';
import { sessions } from './sessions.js';
import { readSummary } from './summary.js';
import { findCheckpoint, requireSession } from './volume.js';

/**
 * The checkpoint tools the agent reaches over MCP (Hive's "MCP Tools for Resume",
 * adapters/mcp/server.ts), each the JSON shape Hive shows with our fields: sessions by status,
 * a session's checkpoints (clean ones only on request), one checkpoint in detail, a resume, a save;
 * and this session's state as `checkpoint://state` (SPEC-03.17). Each reuses the use case the
 * CLI has, so the answers are the CLI's `--json` in Hive's words.
 */

/**
 * The context a tool call runs in: this process's environment and folder (Claude Code starts the
 * server in the session's), warnings to the plugin's log. A fresh one per call: the configuration
 * and the volume are read again (a session is long; checkpoint.toml may change meanwhile).
 */
export function toolContext(): AppContext {
  const paths = paiPaths({ paiDir: process.env['PAI_DIR'] });
  return createAppContext({
    paths,
    now: () => new Date(),
    env: process.env,
    cwd: process.cwd(),
    warn: (m) => logLine(paths, 'mcp', process.env['CLAUDE_CODE_SESSION_ID'] ?? '-', `warning: ${m}`),
  });
}

/** Hive's statuses, in ours: failed = crashed (gone without ending); paused = interrupted by a signal, or ended with work left. */
const STATUSES = ['failed', 'crashed', 'paused', 'ended', 'running', 'any'] as const;

export async function listResumableSessions(
  ctx: AppContext,
  o: { status?: string | undefined; limit?: number | undefined },
) {
  const status = o.status ?? 'failed';
  if (!(STATUSES as readonly string[]).includes(status))
    throw new CheckpointError('USAGE', `status "${status}" is not one of ${STATUSES.join(', ')}`);
  const ours = status === 'failed' ? 'crashed' : status === 'paused' ? 'ended' : status === 'any' ? undefined : status;
  const rows = await sessions(ctx, ours ? { status: ours } : {});
  const limit = Math.max(1, Math.min(o.limit ?? 20, 200));
  return {
    sessions: rows.slice(0, limit).map((r) => ({
      session_id: r.sessionId,
      status: r.status === 'crashed' ? 'failed' : r.status,
      last_checkpoint: r.lastCheckpoint,
      updated_at: r.lastCheckpointAt,
      phase: r.phase ?? null,
      project: r.project ?? null,
      checkpoints: r.checkpoints,
      pending_review: r.pending.length,
    })),
    total: rows.length,
  };
}

export async function listSessionCheckpoints(
  ctx: AppContext,
  o: { session_id: string; checkpoint_type?: string | undefined; clean_only?: boolean },
) {
  const store = await ctx.volume();
  const sessionId = await requireSession(ctx, store, o.session_id);
  const { rows } = await checkpointRows(ctx, { session: sessionId });
  const picked = rows
    .filter(
      (r) =>
        r.sizeBytes !== undefined &&
        (!o.checkpoint_type || r.trigger === o.checkpoint_type) &&
        (!o.clean_only || r.is_clean === true),
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    session_id: sessionId,
    checkpoints: picked.map((r) => ({
      checkpoint_id: r.id,
      type: r.trigger,
      created_at: r.createdAt,
      current_node: r.phaseNumber ? `${r.phaseNumber} ${r.phase}` : null,
      is_clean: r.is_clean ?? null,
      can_resume_from: r.can_resume_from ?? false,
      description: r.description ?? '',
      approval: r.approval?.status ?? null,
      tags: r.tags ?? [],
    })),
  };
}

export async function inspectCheckpoint(
  ctx: AppContext,
  o: { checkpoint_id: string; session_id?: string | undefined; include_memory?: boolean },
) {
  const r = await inspect(ctx, o.checkpoint_id);
  const m = r.checkpoint;
  if (!m)
    throw new CheckpointError(
      'NOT_FOUND',
      `${o.checkpoint_id} is a phase record only: no session checkpoint to inspect`,
      'list_session_checkpoints names the session checkpoints',
    );
  if (o.session_id && !m.session_id.startsWith(o.session_id))
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${m.id} belongs to session ${m.session_id}, not ${o.session_id}`,
      'leave session_id out: checkpoint ids are unique',
    );
  const pai = m['pai'] as
    { phase?: number; phase_name?: string; completed_phases?: number[]; task?: string; isc?: unknown[] } | undefined;
  const summary = m['session_summary'] as
    | { markdown?: string; decisions?: string[]; failed_approaches?: string[]; blockers?: string[]; files?: unknown[] }
    | undefined;
  const out: Record<string, unknown> = {
    checkpoint_id: m.id,
    session_id: m.session_id,
    type: m.trigger,
    created_at: m.created_at,
    current_node: pai?.phase ? `${pai.phase} ${pai.phase_name ?? ''}`.trim() : null,
    execution_path: (pai?.completed_phases ?? []).map(String),
    task: pai?.task ?? null,
    accumulated_outputs: {
      files_modified: summary?.files ?? m.workspace?.uncommitted_files ?? [],
      decisions: summary?.decisions ?? [],
    },
    metrics_snapshot: {
      tool_errors: m.metrics['tool_errors'] ?? 0,
      nodes_with_failures: summary?.failed_approaches ?? [],
      cost_estimate_usd: m.metrics.cost_estimate_usd,
      tokens_used: m.conversation.tokens_used,
      context: m.conversation.context ?? null,
    },
    is_clean: m.is_clean ?? null,
    approval: m.approval,
    tags: m.tags,
    summary: summary?.markdown ?? null,
  };
  if (o.include_memory) {
    // The full state: the PAI state and ISC it was taken in, and the project's memory.
    out['memory'] = { pai: pai ?? null, project: (await showMemory(ctx).catch(() => undefined))?.memory ?? null };
  }
  return out;
}

/**
 * A resume from inside a session: unfinished PAI work of the session (its newest, or the given
 * checkpoint's) is carried into this session, as `/checkpoint:resume` does, and the command that
 * resumes the conversation itself in a terminal is named. `memory_modifications` are Hive's
 * overrides: our `resume --set key=value`, given back in that command (a running session's
 * environment cannot be changed from inside it).
 */
export async function resumeFromAgent(
  ctx: AppContext,
  o: { session_id: string; checkpoint_id?: string | undefined; memory_modifications?: string | undefined },
) {
  const store = await ctx.volume();
  const sessionId = await requireSession(ctx, store, o.session_id);
  let sets: string[] = [];
  if (o.memory_modifications && o.memory_modifications.trim() !== '' && o.memory_modifications.trim() !== '{}') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(o.memory_modifications);
    } catch {
      throw new CheckpointError(
        'USAGE',
        'memory_modifications is not JSON',
        'give a JSON object, e.g. {"env.ANTHROPIC_MODEL": "claude-x"}',
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new CheckpointError('USAGE', 'memory_modifications must be a JSON object of key: value');
    sets = Object.entries(parsed).map(([k, v]) => {
      if (typeof v === 'object' && v !== null)
        throw new CheckpointError(
          'USAGE',
          `memory_modifications.${k} is not a string, number or boolean`,
          'give each setting a plain value',
        );
      return `${k}=${String(v)}`;
    });
  }
  if (o.checkpoint_id) {
    const found = await findCheckpoint(store, o.checkpoint_id);
    if (found && found.sessionId !== sessionId)
      throw new CheckpointError(
        'USAGE',
        `checkpoint ${found.entry.id} belongs to session ${found.sessionId}, not ${sessionId}`,
        'give its own session_id, or leave checkpoint_id out',
      );
  }
  const context = await resumeContext(ctx, { id: o.checkpoint_id ?? sessionId });
  const from =
    o.checkpoint_id ??
    (await checkpointRows(ctx, { session: sessionId })).rows
      .filter((r) => r.can_resume_from)
      .map((r) => r.id)
      .sort()
      .at(-1) ??
    null;
  return {
    session_id: sessionId,
    resumed_from: from,
    status: context.adopted ? 'active' : 'ready',
    message: context.adopted
      ? `This session carries the work on from ${context.adopted.closedId} (record ${context.adopted.newId}).`
      : context.context
        ? 'The resume context is below: continue from it.'
        : `No unfinished PAI work in ${sessionId}; resume the conversation in a terminal with the command.`,
    context: context.context ?? null,
    open_tasks: context.openTasks ?? [],
    command: [
      'pai-checkpoint',
      'resume',
      sessionId,
      ...(o.checkpoint_id ? ['--from', o.checkpoint_id] : []),
      ...sets.flatMap((s) => ['--set', s]),
    ],
  };
}

/**
 * save_checkpoint: the session checkpoint, its tags written with it (one capture whatever their
 * number, checked before anything is saved: a bad tag or too many is the tool's error, and no
 * phase record is left behind).
 */
export async function saveFromAgent(ctx: AppContext, o: { label?: string | undefined; tags?: string[] | undefined }) {
  const tags = checkTags(o.tags ?? []);
  const r = await save(ctx, { ...(o.label ? { name: o.label } : {}), ...(tags.length ? { tags } : {}) });
  // A failed session checkpoint is the tool's error (the MCP result says isError), never a success.
  if (r.checkpointError || !r.checkpoint) {
    throw new CheckpointError(
      'IO',
      `the session checkpoint was not saved: ${r.checkpointError ?? 'unknown error'}${r.record ? ` (only the phase record ${r.record.id} was)` : ''}`,
      '`pai-checkpoint doctor` says what is wrong with the volume',
    );
  }
  return {
    checkpoint_id: r.checkpoint.id,
    label: o.label ?? null,
    tags,
    phase: r.record?.phaseNumber ?? null,
    session_id: r.sessionId,
  };
}

/** SPEC-03.17's `checkpoint://state`: this session's phase, task, ISC criteria and its last checkpoint (with its summary, when it has one). */
export async function currentState(ctx: AppContext) {
  const { sessionId } = pickSession(ctx);
  const s = loadSession(ctx.paths, sessionId);
  const last = s?.lastCheckpointId;
  let summary: string | null = null;
  if (last) {
    const store = await ctx.volume();
    const m = await readManifest(store, sessionId, last).catch(() => undefined);
    summary = m ? ((await readSummary(store, m).catch(() => undefined))?.markdown ?? null) : null;
  }
  return {
    session_id: sessionId,
    phase: s?.phase ? { number: s.phase.number, name: s.phase.name } : null,
    completed_phases: s?.completedPhases ?? [],
    task: s ? taskSummary(s) || null : null,
    isc: s ? iscCriteria(ctx, s) : [],
    last_checkpoint: last ?? null,
    last_checkpoint_at: s?.lastCaptureAt ?? null,
    summary,
  };
}
