import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { shellQuote } from '../core/hint.js';
import { resolveClaudeDir } from '../core/paths.js';
import { captureCheckpoint } from '../domain/capture/create.js';
import { existsSync } from 'node:fs';
import { compareSides, folderSide } from '../domain/compare/workspace.js';
import { isChosen, notHeld } from '../domain/restore/extract.js';
import { verifyCheckpoint, verifyFailure } from '../domain/volume/verify.js';
import { checkpointSide } from './diff.js';
import {
  chosenPaths,
  defaultTarget,
  recordedDeletions,
  restoreCheckpoint,
  type RestoreReport,
  type SafetyCheckpoint,
} from '../domain/restore/restore.js';
import { assertRestoreTarget, realPathOf } from '../domain/restore/target.js';
import { recreateTmux, type TmuxRestore } from '../domain/restore/tmux.js';
import type { McpRestoreOptions } from '../domain/restore/mcp.js';
import type { StorageBackend } from '../storage/backend.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { readManifest } from '../domain/volume/read.js';
import { recordOperation } from '../domain/restore/journal.js';
import { inert } from '../core/inert.js';
import { confirm, type AppContext } from './context.js';
import { knownLifecycle } from './session-status.js';
import { requireCheckpoint, withSessionLock } from './volume.js';

/**
 * Where a restore, rollback or resume of checkpoint `m` writes. `--to` is the user's own choice.
 * Without it, the folder the manifest records — which anyone who can write the volume can forge —
 * is used only when it is the current project, or when the user confirms that exact path (a yes
 * on the terminal, or --yes). Either way, restore.ts refuses the home, its hidden folders and
 * system folders.
 */
export async function chooseTarget(
  ctx: AppContext,
  m: Manifest,
  o: { to?: string | undefined; yes?: boolean | undefined; action: string },
): Promise<string> {
  const home = ctx.env['HOME'] || homedir();
  const to = requestedFolder(ctx, o.to);
  if (to !== undefined) return assertRestoreTarget(to, home);
  const recorded = defaultTarget(m);
  if (!recorded)
    throw new CheckpointError('USAGE', `checkpoint ${m.id} records no workspace folder`, 'pass --to <dir>');
  const target = assertRestoreTarget(recorded, home);
  if (realPathOf(target) === realPathOf(ctx.project)) return target;
  if (!(await confirm(ctx, `${o.action} into ${target} (where checkpoint ${m.id} was taken)?`, o.yes))) {
    throw new CheckpointError(
      'USAGE',
      `not confirmed: nothing was written to ${target}`,
      `pass --to <dir> to choose the folder, or run it from ${target}`,
    );
  }
  return target;
}

/**
 * The folder `--to` names, resolved against the cwd; undefined without `--to`. An empty `--to`
 * (`--to ''`, `--to "$UNSET"`) is a USAGE error: taken as absent, it would restore into the
 * checkpoint's own folder, the one the user meant to avoid.
 */
export function requestedFolder(ctx: AppContext, to: string | undefined): string | undefined {
  if (to === undefined) return undefined;
  if (to.trim() === '')
    throw new CheckpointError(
      'USAGE',
      '--to is empty: it must name the folder to restore into',
      'pass --to <dir>, or leave --to out to restore where the checkpoint was taken',
    );
  return resolve(ctx.cwd, to);
}

/**
 * A safety checkpoint of `dir` before its files are overwritten: named (retention keeps it) and
 * marked as safety in its provenance, so it never outranks the session's own checkpoints when a
 * session is resumed. Returns what its archive holds: only that may be replaced.
 */
export function safetyCapture(ctx: AppContext, sessionId: string, name: string) {
  return async (dir: string): Promise<SafetyCheckpoint> => {
    const config = await ctx.config();
    const store = await ctx.volume();
    const r = await withSessionLock(ctx, sessionId, () =>
      captureCheckpoint(
        store,
        { sessionId, trigger: 'manual', cwd: dir, name, provenance: { kind: 'safety', reason: name } },
        { config, env: ctx.env, claudeDir: resolveClaudeDir(ctx.env), stateDir: ctx.paths.stateDir, now: ctx.now },
      ),
    );
    return { id: r.manifest.id, held: new Set(r.archived) };
  };
}

export interface RestoreOptions {
  id: string;
  /** Restore into this folder instead of the checkpoint's own. */
  to?: string;
  /** Confirms restoring into the folder the checkpoint records when it is not the current project. */
  yes?: boolean;
  /** Recreate the tmux layout the checkpoint recorded (a new detached tmux session); never unasked. */
  tmux?: boolean;
  /** Accepted for scripts written when recreating the layout was the default: it is the default now. */
  noTmux?: boolean;
  /** Leave the MCP servers' state alone (no state files written, no server started). */
  noMcp?: boolean;
  /** Restore although the manifest is unsigned or its signature fails. */
  force?: boolean;
  /** Only these files and folders, relative to the workspace root (domain/restore/restore.ts chosenPaths). */
  paths?: string[];
  /** Say what the restore would add, change and remove; write nothing (no safety checkpoint, no journal entry). */
  dryRun?: boolean;
}

/** What `restore --dry-run` finds: the files a restore would add, change and remove in the target, as it is now. */
export interface RestorePlan {
  added: string[];
  changed: string[];
  removed: string[];
  /** The chosen paths, when only those would be restored. */
  only?: string[];
}

export interface RestoreResult extends RestoreReport {
  /** What to run to continue the session in the restored folder. */
  next?: string;
  /** The tmux session recreated from the checkpoint's layout (only with `tmux`). */
  tmux?: TmuxRestore;
  /** The session is still running (where): no `claude --resume` is suggested — a second claude on one session would fork it. */
  running?: { sessionId: string; where: string };
  /** --dry-run: what it would do (nothing was written). */
  plan?: RestorePlan;
  /** The chosen paths, when only those were restored. */
  only?: string[];
}

/**
 * The tmux layout a checkpoint recorded, recreated (restore, resume) unless `skip`: a failure is
 * a warning, never the end of a restore that has already put the files back.
 */
export async function restoreTmux(
  ctx: AppContext,
  store: StorageBackend,
  m: Manifest,
  o: { target: string; skip?: boolean | undefined; claudeCommand?: string | undefined; warnings: string[] },
): Promise<TmuxRestore | undefined> {
  if (o.skip || !m.parts['tmux_state.txt']) return undefined;
  try {
    return await recreateTmux(store, m, { target: o.target, env: ctx.env, claudeCommand: o.claudeCommand });
  } catch (err) {
    o.warnings.push(`the tmux layout was not recreated: ${errorMessage(err)}`);
    return undefined;
  }
}

/**
 * How a restore, resume or rollback puts the MCP servers' captured state back (domain/restore/mcp.ts),
 * from `[mcp]`; undefined when skipped (--no-mcp).
 */
export async function mcpRestoreOptions(
  ctx: AppContext,
  skip: boolean | undefined,
): Promise<McpRestoreOptions | undefined> {
  if (skip) return undefined;
  const { mcp } = await ctx.config();
  return { startServers: mcp.queryServers, timeoutMs: mcp.timeoutMs, allow: mcp.allowServers };
}

/** Restores a checkpoint (verified first): workspace, git state, transcript and MCP state, after a safety checkpoint of what it overwrites. */
export async function restore(ctx: AppContext, o: RestoreOptions): Promise<RestoreResult> {
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, o.id, ctx.paths.checkpointsDir);
  const id = found.entry.id;
  const m = await readManifest(store, found.sessionId, id);
  if (!m)
    throw new CheckpointError('NOT_FOUND', `checkpoint ${id} has no manifest`, 'run `pai-checkpoint verify --all`');
  const only = chosenPaths(o.paths);
  // A dry run writes nothing, so it needs no confirmation of the folder (the same folder rules apply).
  const to = await chooseTarget(ctx, m, { to: o.to, yes: o.yes || o.dryRun, action: 'Restore' });
  if (o.dryRun)
    return {
      id,
      sessionId: found.sessionId,
      target: to,
      warnings: [],
      plan: await planRestore(ctx, store, found.sessionId, id, to, { only, force: o.force }),
    };
  const report: RestoreResult = await restoreCheckpoint(store, found.sessionId, id, {
    to,
    claudeDir: resolveClaudeDir(ctx.env),
    home: ctx.env['HOME'] || undefined,
    scratch: ctx.paths.scratchDir,
    safety: safetyCapture(ctx, found.sessionId, `safety-before-restore-${id.slice(-8)}`),
    force: o.force,
    mcp: await mcpRestoreOptions(ctx, o.noMcp),
    only,
  });
  if (only) report.only = only;
  if (report.transcript?.action === 'restored' || report.transcript?.action === 'already there') {
    const running = await runningSession(ctx, store, report.sessionId);
    if (running) report.running = running;
    else report.next = `cd ${shellQuote(report.target)} && claude --resume ${report.sessionId}`;
  }
  const tmux = await restoreTmux(ctx, store, m, {
    target: report.target,
    skip: !o.tmux || o.noTmux || only !== undefined,
    warnings: report.warnings,
  });
  if (tmux) report.tmux = tmux;
  if (report.safetyCheckpoint) journalRestore(ctx, report, report.safetyCheckpoint);
  return report;
}

/**
 * `restore --dry-run`: the checkpoint's files (verified first, as a restore would) compared with
 * the target as it is, by the compare code `diff <id>` uses; removed are the deletions git
 * recorded that a restore would make (it removes nothing else). Reads only.
 */
async function planRestore(
  ctx: AppContext,
  store: StorageBackend,
  sessionId: string,
  id: string,
  target: string,
  o: { only: string[] | undefined; force: boolean | undefined },
): Promise<RestorePlan> {
  const v = await verifyCheckpoint(store, sessionId, id, { force: o.force });
  if (!v.ok || !v.manifest) throw verifyFailure(v, 'restore an earlier checkpoint of the session');
  const m = v.manifest;
  const stored = await checkpointSide(store, m, sessionId);
  const here = existsSync(target)
    ? await folderSide(target, (await ctx.config()).capture.excludes, 'target')
    : stored && { ...stored, files: new Map() };
  const { only } = o;
  if (only) {
    const missing = only.filter((p) => ![...(stored?.files.keys() ?? [])].some((f) => isChosen(f, [p])));
    if (missing.length) throw notHeld(missing);
    for (const side of [stored, here])
      for (const p of side?.files.keys() ?? []) if (!isChosen(p, only)) side!.files.delete(p);
  }
  const changes = stored && here ? await compareSides(here, stored) : [];
  const deletions = new Set((await recordedDeletions(store, m)).filter((p) => !only || isChosen(p, only)));
  const pick = (ok: (c: (typeof changes)[number]) => boolean) => changes.filter(ok).map((c) => c.path);
  return {
    added: pick((c) => c.status === 'A'),
    changed: pick((c) => c.status === 'M' || c.status === 'T'),
    removed: pick((c) => c.status === 'D' && deletions.has(c.path)),
    ...(only ? { only } : {}),
  };
}

/** A restore over files is an entry of the folder's undo journal (`undo` puts the safety checkpoint back); failing to write it is a warning. */
function journalRestore(ctx: AppContext, report: RestoreResult, safety: string): void {
  try {
    recordOperation(ctx.paths.stateDir, realPathOf(report.target), {
      kind: 'restore',
      checkpoint: report.id,
      session: report.sessionId,
      safety,
      at: ctx.now().toISOString(),
    });
  } catch (err) {
    report.warnings.push(
      `the restore was not recorded for \`pai-checkpoint undo\` (${errorMessage(err)}): \`pai-checkpoint rollback ${safety}\` undoes it`,
    );
  }
}

/**
 * Where the session still runs, if it does: its state here (its claude process alive, or its
 * heartbeat fresh where the process cannot be checked), else its status on the volume (a signed
 * one only; its fields are stored data, printed inert).
 */
async function runningSession(
  ctx: AppContext,
  store: StorageBackend,
  sessionId: string,
): Promise<RestoreResult['running']> {
  const { state, local, remote } = await knownLifecycle(
    ctx,
    store,
    sessionId,
    (await ctx.config()).session.staleSeconds * 1000,
  );
  if (state !== 'running') return undefined;
  if (local)
    return {
      sessionId,
      where: `in ${local.cwd} on ${local.host}${local.claudePid ? `, claude pid ${local.claudePid}` : ''}`,
    };
  const text = (v: string | undefined) => (v ? inert(v.slice(0, 300)) : '?');
  return { sessionId, where: `in ${text(remote?.cwd)} on ${text(remote?.host)}` };
}
