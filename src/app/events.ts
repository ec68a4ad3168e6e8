import type { Config } from '../core/config.js';
import type { Context } from '../core/context.js';
import { loadSession } from '../domain/session/state.js';
import type { Manifest } from '../domain/volume/manifest.js';
import type { StorageBackend } from '../storage/backend.js';
import { raise } from './notify.js';
import { trackerEvents, trackerOnError } from './trackers.js';

/**
 * What a new checkpoint sets off (SPEC-07.21, SPEC-07.22): notifications, and the issue trackers'
 * side (auto-links, closing issues, an issue for an error). Called after every capture.
 */
export async function afterCapture(
  ctx: Context,
  store: StorageBackend,
  m: Manifest,
  config: Config,
  startedAt?: string,
): Promise<void> {
  await checkpointEvents(ctx, m, config, startedAt);
  await trackerEvents(ctx, store, m, config);
}

/** A session found crashed (its process gone without ending, by the next SessionStart): session.error, and an issue where configured. */
export async function crashedJob(ctx: Context, sessionId: string): Promise<void> {
  const state = loadSession(ctx.paths, sessionId);
  const config = await ctx.configFor(undefined);
  const beat = state?.heartbeatAt ?? state?.startedAt;
  const summary = `The session crashed: its process is gone and it did not end${beat ? ` (last heartbeat ${beat})` : ''}.`;
  const dedup = `session.error\0${sessionId}\0crashed\0${beat ?? ''}`;
  const session = { id: sessionId, ...(state?.project ? { project: state.project } : {}) };
  await raise(
    ctx,
    {
      event: 'session.error',
      at: ctx.now(),
      session,
      summary,
      action: `pai-checkpoint recover ${sessionId}`,
      context: {
        status: 'crashed',
        ...(state?.startedAt && beat ? { durationMs: Date.parse(beat) - Date.parse(state.startedAt) } : {}),
      },
      dedup,
    },
    config,
  );
  trackerOnError(ctx, config, session, summary, dedup);
}

/** Failed tool calls that make a burst worth telling (session.error). */
const ERROR_BURST = 3;

/**
 * What a new checkpoint tells a person (SPEC-07.21.03): it awaits review (or an escalation made it
 * so), tool calls failed in a burst, the session completed, or the session's cost passed `[budget]`
 * (each budget event once per session). Called after every capture; raising never fails the capture.
 */
export async function checkpointEvents(ctx: Context, m: Manifest, config: Config, startedAt?: string): Promise<void> {
  const session = {
    id: m.session_id,
    ...(m.name ? { name: m.name } : {}),
    ...(m.workspace?.root ? { project: m.workspace.root } : {}),
  };
  const cost = m.metrics.cost_estimate_usd;
  const context = {
    costUsd: cost,
    files: m.metrics.files_modified,
    ...(startedAt ? { durationMs: Date.parse(m.created_at) - Date.parse(startedAt) } : {}),
  };
  const at = ctx.now();
  const base = { at, session, checkpoint: m.id };
  if (m.approval.status === 'pending') {
    const escalated = m.approval.reason?.startsWith('escalated') ?? false;
    await raise(
      ctx,
      {
        ...base,
        event: escalated ? 'escalation.triggered' : 'checkpoint.needs_review',
        summary: `Checkpoint ${m.id} (${m.trigger}) awaits review: ${m.approval.reason ?? `policy ${m.approval.policy ?? 'default'}`}.`,
        action: `pai-checkpoint review ${m.session_id}`,
        context: { ...context, status: 'pending review' },
      },
      config,
    );
  }
  // Failed tool calls in bursts: every ERROR_BURST of them (3, 6, 9 …) is news once; a single failure is not.
  const errors = Number(m.metrics['tool_errors'] ?? 0);
  if (errors >= ERROR_BURST) {
    const dedup = `session.error\0${m.session_id}\0tools\0${Math.floor(errors / ERROR_BURST)}`;
    const summary = `${errors} tool calls of the session failed.`;
    await raise(
      ctx,
      {
        ...base,
        event: 'session.error',
        summary,
        action: `pai-checkpoint inspect ${m.id}`,
        context: { ...context, status: 'tool errors' },
        dedup,
      },
      config,
    );
    trackerOnError(ctx, config, { id: m.session_id, project: m.workspace?.root }, summary, dedup);
  }
  if (m.trigger === 'complete')
    await raise(
      ctx,
      {
        ...base,
        event: 'session.completed',
        summary: 'The session finished its work (LEARN).',
        action: `pai-checkpoint review ${m.session_id}`,
        context: { ...context, status: 'completed' },
      },
      config,
    );
  const { limitUsd, thresholdUsd } = config.budget;
  const over =
    limitUsd !== undefined && cost >= limitUsd
      ? ({ event: 'budget.exceeded', limit: limitUsd } as const)
      : thresholdUsd !== undefined && cost >= thresholdUsd
        ? ({ event: 'budget.threshold_reached', limit: thresholdUsd } as const)
        : undefined;
  if (over)
    await raise(
      ctx,
      {
        ...base,
        event: over.event,
        summary: `The session's estimated cost is $${cost.toFixed(2)}, over $${over.limit.toFixed(2)}.`,
        action: `pai-checkpoint review ${m.session_id}`,
        context,
        dedup: `${over.event}\0${m.session_id}`,
      },
      config,
    );
}
