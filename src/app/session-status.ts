import { hostname } from 'node:os';
import type { Config } from '../core/config.js';
import { installationId, type PaiPaths } from '../core/paths.js';
import { withLockAsync } from '../core/lock.js';
import type { Context } from '../core/context.js';
import type { StorageBackend } from '../storage/backend.js';
import {
  putVolumeStatus,
  statusOfSession,
  trustedVolumeStatus,
  type StatusDocument,
  type VolumeStatus,
} from '../domain/session/volume-status.js';
import { lifecycleOf, remoteLifecycle, type Lifecycle } from '../domain/session/lifecycle.js';
import { processLiveness } from '../platform/process.js';
import { supersedingLease, type Lease } from '../domain/session/lease.js';
import { tokensSoFar } from '../domain/session/observe.js';
import { loadSession, saveSession, sessionLockPath, type SessionState } from '../domain/session/state.js';
import { DEFAULT_PRICES, usageCost, type Price } from '../domain/transcript/conversation.js';

/** The heartbeat's figures: prompts, tool calls, the last tool, tokens and their estimated cost. */
function sessionMetrics(state: SessionState, prices: [RegExp, Price][] = DEFAULT_PRICES) {
  const tokens = tokensSoFar(state.metrics);
  let total = 0;
  let cost = 0;
  for (const [model, t] of Object.entries(tokens)) {
    total += t.input + t.output + t.cache_creation + t.cache_read;
    cost += usageCost(model, t, prices);
  }
  return {
    turns: state.metrics?.turns ?? 0,
    tool_calls: state.metrics?.toolCalls ?? 0,
    last_tool: state.metrics?.lastTool ?? null,
    tokens: total,
    cost_estimate_usd: Math.round(cost * 1e6) / 1e6,
  };
}

function configPrices(config: Config): [RegExp, Price][] {
  return [
    ...Object.entries(config.prices).map(([k, v]) => [new RegExp(k, 'i'), v] as [RegExp, Price]),
    ...DEFAULT_PRICES,
  ];
}

/**
 * `sessions/<session>/session.json` on the volume: what another machine knows of this session
 * (running, ended or crashed; where; its heartbeat and sidecar; its last checkpoint; its figures).
 * Written by every capture and every sidecar heartbeat, both from the session's runtime state, so
 * neither undoes the other's news.
 */
export async function putSessionStatus(
  store: StorageBackend,
  state: SessionState,
  extra: { paths: PaiPaths; config?: Config; claudeVersion?: string | null },
): Promise<void> {
  await putVolumeStatus(store, statusDocument(state, extra));
  if (state.carryPending?.length) await publishCarriedOver(store, state, extra);
}

/** The status document of a session, from its runtime state (domain/session/volume-status.ts builds it). */
function statusDocument(
  state: SessionState,
  extra: { paths: PaiPaths; config?: Config; claudeVersion?: string | null },
): StatusDocument {
  return statusOfSession(state, {
    host: hostname(),
    installation: installationId(extra.paths),
    heartbeatSeconds: extra.config?.session.heartbeatSeconds ?? state.heartbeatSeconds ?? null,
    metrics: sessionMetrics(state, extra.config ? configPrices(extra.config) : undefined),
    claudeVersion: extra.claudeVersion,
  });
}

/**
 * The sessions whose work `state`'s session carried over (lifecycle.ts recordCarryOver): their
 * status on the volume is rewritten as `carried_over` (signed: the monitor then leaves them alone),
 * from their runtime state here; then they are taken off the queue.
 */
async function publishCarriedOver(
  store: StorageBackend,
  state: SessionState,
  extra: { paths: PaiPaths; config?: Config },
): Promise<void> {
  const done: string[] = [];
  for (const id of state.carryPending ?? []) {
    const old = loadSession(extra.paths, id);
    if (old?.carriedOverAt) await putVolumeStatus(store, statusDocument(old, { paths: extra.paths }));
    done.push(id);
  }
  await withLockAsync(
    sessionLockPath(extra.paths, state.sessionId),
    async () => {
      const s = loadSession(extra.paths, state.sessionId);
      if (!s?.carryPending) return;
      s.carryPending = s.carryPending.filter((id) => !done.includes(id));
      if (!s.carryPending.length) delete s.carryPending;
      saveSession(extra.paths, s);
    },
    { timeoutMs: 5000 },
  ).catch(() => undefined); // queued still: rewritten again with the next status (idempotent)
  const left = (state.carryPending ?? []).filter((id) => !done.includes(id));
  if (left.length) state.carryPending = left;
  else delete state.carryPending;
}

interface Heartbeat {
  /** The state as saved; undefined for a session unknown here. */
  state: SessionState | undefined;
  /** The session was taken over at a newer epoch (nothing was written on the volume; the state says so now). */
  fenced?: Lease;
  /** The session runs at a newer epoch in this same ~/.pai (resumed here while the caller was stopped): nothing was written. */
  superseded?: true;
}

/**
 * A heartbeat (SPEC-03.14) of a writer at `epoch` (default: the session's): the session's
 * `heartbeatAt` renewed under its lock, then its status on the volume (when there is one) —
 * unless the session moved on: another machine took it over (a newer lease than `epoch`: one
 * read), which is recorded in the state instead and returned, or it runs at a newer epoch here.
 */
export async function heartbeat(
  ctx: Context,
  sessionId: string,
  volume?: { store: StorageBackend; config: Config },
  epoch?: number,
): Promise<Heartbeat> {
  const known = loadSession(ctx.paths, sessionId);
  if (known?.fenced) return { state: known };
  const mine = epoch ?? known?.epoch ?? 0;
  if (known && (known.epoch ?? 0) > mine) return { state: known, superseded: true };
  const fenced = known && volume ? await supersedingLease(volume.store, sessionId, mine) : undefined;
  const state = await withLockAsync(
    sessionLockPath(ctx.paths, sessionId),
    async () => {
      const s = loadSession(ctx.paths, sessionId);
      if (!s) return undefined;
      if (fenced) s.fenced = { epoch: fenced.epoch, host: fenced.host, at: fenced.taken_at };
      else s.heartbeatAt = ctx.now().toISOString();
      saveSession(ctx.paths, s);
      return s;
    },
    { timeoutMs: 5000 },
  );
  if (fenced) return { state, fenced };
  if (state && volume) await putSessionStatus(volume.store, state, { paths: ctx.paths, config: volume.config });
  return { state };
}

/**
 * What `resume` says of the session's lifecycle before it continues it (domain/session/lifecycle.ts):
 * its work carried over into another session, or the session still running. From this machine's
 * runtime state, else its signed status on the volume (one whose signature does not hold says nothing).
 */
export async function lifecycleWarnings(
  ctx: Context,
  store: StorageBackend,
  sessionId: string,
  staleMs: number,
): Promise<string[]> {
  const { state, local, remote } = await knownLifecycle(ctx, store, sessionId, staleMs);
  const by = local ? local.carriedOverBy : remote?.carriedOverBy;
  if (state === 'carried_over')
    return [
      `the work of session ${sessionId} was carried over into ${by ? `session ${by}` : 'another session'}: continuing it here starts a second line of that work`,
    ];
  // Running, said only when its claude process is seen alive here (a fresh heartbeat alone may be a machine that just died).
  if (
    state === 'running' &&
    local?.claudePid &&
    processLiveness(local.host, local.claudePid, local.claudeStart) === 'alive'
  )
    return [
      `session ${sessionId} is still running (claude pid ${local.claudePid}): two claude processes would write one conversation`,
    ];
  return [];
}

/**
 * A session's lifecycle as this machine knows it: from its runtime state here, else from its
 * signed status on the volume (one whose signature does not hold says nothing: 'unknown').
 */
export async function knownLifecycle(
  ctx: Context,
  store: StorageBackend,
  sessionId: string,
  staleMs: number,
): Promise<{ state: Lifecycle; local?: SessionState; remote?: VolumeStatus }> {
  const local = loadSession(ctx.paths, sessionId);
  const now = ctx.now().getTime();
  if (local) return { state: lifecycleOf(local, now, staleMs), local };
  const remote = await trustedVolumeStatus(store, sessionId);
  return { state: remoteLifecycle(remote?.status, remote?.lastSign, now, staleMs), ...(remote ? { remote } : {}) };
}

/**
 * The epoch a manual `resume` continues at when the monitor's own resume of the session failed
 * (`resume_failed`: its lease holds that epoch, and nothing runs there): claude is given it
 * (PAI_CHECKPOINT_EPOCH), so that the lease does not fence the session resumed by hand. Undefined
 * otherwise (a session nobody took over runs at its own epoch; one resumed elsewhere is fenced).
 */
export async function failedResumeEpoch(store: StorageBackend, sessionId: string): Promise<number | undefined> {
  const status = await trustedVolumeStatus(store, sessionId);
  return status?.status === 'resume_failed' && status.epoch > 0 ? status.epoch : undefined;
}
