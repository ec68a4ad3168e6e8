import { hostname } from 'node:os';
import type { Config } from '../core/config.js';
import { withLockAsync } from '../core/lock.js';
import type { Context } from '../core/context.js';
import { putJson, type StorageBackend } from '../storage/backend.js';
import { sessionStatusKey } from '../storage/layout.js';
import { tokensSoFar } from '../domain/session/observe.js';
import { loadSession, saveSession, sessionLockPath, type SessionState } from '../domain/session/state.js';
import { DEFAULT_PRICES, usageCost, type Price } from '../domain/transcript/conversation.js';

/** The heartbeat's figures: prompts, tool calls, the last tool, tokens and their estimated cost. */
export function sessionMetrics(state: SessionState, prices: [RegExp, Price][] = DEFAULT_PRICES) {
  const tokens = tokensSoFar(state.metrics);
  let total = 0;
  let cost = 0;
  for (const [model, t] of Object.entries(tokens)) {
    total += t.input + t.output + t.cache_creation + t.cache_read;
    cost += usageCost(model, t, prices);
  }
  return { turns: state.metrics?.turns ?? 0, tool_calls: state.metrics?.toolCalls ?? 0, last_tool: state.metrics?.lastTool ?? null, tokens: total, cost_estimate_usd: Math.round(cost * 1e6) / 1e6 };
}

export function configPrices(config: Config): [RegExp, Price][] {
  return [...Object.entries(config.prices).map(([k, v]) => [new RegExp(k, 'i'), v] as [RegExp, Price]), ...DEFAULT_PRICES];
}

/**
 * `sessions/<session>/session.json` on the volume: what another machine knows of this session
 * (running, ended or crashed; where; its heartbeat and sidecar; its last checkpoint; its figures).
 * Written by every capture and every sidecar heartbeat, both from the session's runtime state, so
 * neither undoes the other's news.
 */
export async function putSessionStatus(store: StorageBackend, state: SessionState, extra: { prices?: [RegExp, Price][]; claudeVersion?: string | null } = {}): Promise<void> {
  await putJson(store, sessionStatusKey(state.sessionId), {
    session_id: state.sessionId,
    status: state.endedAt ? 'ended' : state.crashedAt ? 'crashed' : 'running',
    cwd: state.project,
    host: hostname(),
    heartbeat_at: state.heartbeatAt,
    sidecar_pid: state.sidecarPid ?? null,
    last_checkpoint_id: state.lastCheckpointId ?? null,
    last_capture_at: state.lastCaptureAt ?? null,
    phase: state.phase ? { number: state.phase.number, name: state.phase.name } : null,
    metrics: sessionMetrics(state, extra.prices),
    ...(extra.claudeVersion !== undefined ? { claude_version: extra.claudeVersion } : {}),
  });
}

/**
 * A heartbeat (SPEC-03.14): the session's `heartbeatAt` renewed under its lock, then its status on
 * the volume (when there is one). Returns the state as saved, or undefined for an unknown session.
 */
export async function heartbeat(ctx: Context, sessionId: string, volume?: { store: StorageBackend; prices: [RegExp, Price][] }): Promise<SessionState | undefined> {
  const state = await withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const s = loadSession(ctx.paths, sessionId);
      if (!s) return undefined;
      s.heartbeatAt = ctx.now().toISOString();
      saveSession(ctx.paths, s);
      return s;
    },
    { timeoutMs: 5000 },
  );
  if (state && volume) await putSessionStatus(volume.store, state, { prices: volume.prices });
  return state;
}
