import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../../core/config.js';
import { ignoredNotice } from '../../core/config-trust.js';
import { errorMessage } from '../../core/errors.js';
import { resolveClaudeDir } from '../../core/paths.js';
import {
  DEFAULT_STALE_MS,
  findOffer,
  logCrash,
  logOffer,
  missingTasksContext,
  offerMessages,
  renderCompactContext,
  summaryForModel,
  type Offer,
} from '../../domain/session/resume.js';
import { loadLocalSummary } from '../../domain/summary/local.js';
import { readMemoryCache } from '../../domain/memory/cache.js';
import { memoryContext } from '../../domain/memory/context.js';
import { projectIdFor } from '../../domain/memory/project.js';
import { loadSession, saveSession, type SessionState } from '../../domain/session/state.js';
import { isDead, lifecycleOf, markRunning } from '../../domain/session/lifecycle.js';
import { fencedNotice } from '../../domain/session/lease.js';
import { metadataOf } from '../../domain/records/schema.js';
import { catchUp, iscCriteria, taskSummary, tasksMissingHere, touchSession } from '../../domain/session/tracker.js';
import { shellQuote } from '../../core/hint.js';
import { followPlugin } from '../setup.js';
import { FENCED_MARK, setInHook, writeRiskyFilter } from '../../domain/session/sidecar-files.js';
import { missingRules, writePluginRoot } from '../../domain/session/risky-hooks.js';
import { DISABLED, ensureSidecar, type HookContext, type HookHandler, type HookOutput } from './hook.js';
import { sha256Hex } from '../../core/hash.js';

const SETUP_TIP =
  'Tip: run /checkpoint:setup once so that `/checkpoint save` and `/checkpoint resume` work (the built-in /checkpoint is an alias of /rewind).';

/** The `/checkpoint` dispatcher tip is shown once, and only next to something we show anyway. */
function setupTip(ctx: HookContext): string | undefined {
  if (existsSync(join(resolveClaudeDir(ctx.env), 'commands', 'checkpoint.md'))) return undefined;
  const marker = join(ctx.paths.stateDir, 'setup-tip-shown');
  if (existsSync(marker)) return undefined;
  try {
    writeFileSync(marker, `${ctx.now().toISOString()}\n`, { mode: 0o600 });
  } catch {
    return undefined;
  }
  return SETUP_TIP;
}

/**
 * The CLI's path for the session's Bash calls (the checkpoint agent's among them): plugin
 * variables such as CLAUDE_PLUGIN_ROOT reach hooks, not Bash. Claude Code sources the file named
 * by CLAUDE_ENV_FILE (SessionStart only) before each Bash command.
 */
function exportCliPath(ctx: HookContext): void {
  const file = ctx.env['CLAUDE_ENV_FILE'];
  if (!file) return;
  try {
    appendFileSync(file, `export PAI_CHECKPOINT_CLI=${shellQuote(ctx.cliPath)}\n`, { mode: 0o600 });
  } catch (err) {
    ctx.warn(`could not write ${file}: ${errorMessage(err)}`);
  }
}

/** What hooks/risky.sh filters this session's Bash calls with, and how the hooks `risky install` wrote find the plugin. */
function writeRiskyFiles(ctx: HookContext, sessionId: string, config: Config | undefined): void {
  writeRiskyFilter(ctx.paths, sessionId, config?.capture.enabled ? config.risky : undefined);
  writePluginRoot(ctx.paths, dirname(dirname(ctx.cliPath)));
}

/**
 * The user's `[risky] commands` for which Claude Code would not start the PreToolUse hook: the
 * plugin's `if` rules do not cover them and no settings file has the rule `risky install` writes.
 */
function riskyRulesNotice(ctx: HookContext, config: Config | undefined, project: string): string | undefined {
  if (!config?.risky.commands.length) return undefined;
  const missing = missingRules(config.risky, project, ctx.env);
  if (!missing.length) return undefined;
  const names = missing.map((m) => `"${m.pattern}"`).join(', ');
  return `pai-checkpoint: no checkpoint is taken before ${names} ([risky] commands): Claude Code starts the hook only for the commands its rules name. \`pai-checkpoint risky install\` adds ${missing.length === 1 ? 'a rule' : 'rules'} for ${missing.length === 1 ? 'it' : 'them'} to .claude/settings.local.json (then start a new session).`;
}

/** The configuration (the user's and the project's checkpoint.toml): a bad file is reported, never fatal. */
async function readConfig(ctx: HookContext, project: string | undefined): Promise<{ config?: Config; error?: string }> {
  try {
    return { config: await ctx.configFor(project) };
  } catch (err) {
    // The worker reads the same files: with a bad one, no session checkpoint can be taken. Say so.
    return {
      error: `pai-checkpoint: ${errorMessage(err)} — session checkpoints are off until this is fixed (phase records still work)`,
    };
  }
}

/**
 * A session starts (or resumes, or was cleared or compacted): reads the configuration, renews the
 * session's process and heartbeat, and offers unfinished work (a crashed session's included);
 * after compaction it re-injects the phase, task and ISC for the model.
 */
export const sessionStart: HookHandler = async (ctx, payload) => {
  const source = typeof payload['source'] === 'string' ? payload['source'] : 'startup';
  exportCliPath(ctx);
  followPlugin(ctx.paths, ctx.env, ctx.cliPath);
  const { config, error } = await readConfig(ctx, ctx.env['CLAUDE_PROJECT_DIR'] || payload.cwd);
  let configError = error;
  writeRiskyFiles(ctx, payload.session_id, config);
  const ignored = config && ignoredNotice(config.ignored);
  if (config && !config.capture.enabled) {
    // `[capture] enabled = false` in this project: nothing at all happens here, not even an offer.
    const state = touchSession(ctx, payload, { refindProcess: true });
    state.disabled = true;
    saveSession(ctx.paths, state);
    setInHook(ctx.paths, state.sessionId, DISABLED); // hooks/journal.sh: nothing to do, not even start Node
    return undefined;
  }
  const staleMs = config ? config.session.staleSeconds * 1000 : DEFAULT_STALE_MS;
  const before = loadSession(ctx.paths, payload.session_id);
  // Did this session's previous process die? (Asked before the heartbeat and pid are renewed.)
  const now = ctx.now().getTime();
  const crashedBefore =
    before && source === 'resume' && isDead(lifecycleOf(before, now, staleMs))
      ? {
          sessionId: before.sessionId,
          agoMs: now - Date.parse(before.heartbeatAt),
          firstReport: !before.crashReportedAt,
        }
      : undefined;
  const state = touchSession(ctx, payload, { refindProcess: true, loaded: before });
  if (adoptEpoch(ctx, state)) {
    // Another machine took this session over: nothing is written for it here (no sidecar, no offer).
    saveSession(ctx.paths, state);
    setInHook(ctx.paths, state.sessionId, FENCED_MARK);
    return {
      systemMessage: `pai-checkpoint: ${fencedNotice({ host: state.fenced!.host, taken_at: state.fenced!.at })}`,
    };
  }
  if (config) state.periodicSeconds = config.capture.periodicSeconds;
  // Running again (e.g. --resume): not ended, crashed or carried over any more.
  markRunning(state);
  await catchUp(ctx, state);
  const sidecarMessage = await ensureSidecar(ctx, state, config?.session.sidecar ?? true);
  configError =
    [
      configError,
      sidecarMessage,
      source === 'compact' ? undefined : riskyRulesNotice(ctx, config, state.project),
      onceASession(state, ignored),
    ]
      .filter(Boolean)
      .join('\n') || undefined;
  // The project's memory, and after a resume the open tasks its task list lost (another machine, a fork).
  const memory =
    [
      projectMemory(ctx, config, state.project),
      source === 'resume' ? missingTasksContext(tasksMissingHere(ctx, state)) : undefined,
    ]
      .filter(Boolean)
      .join('\n\n') || undefined;
  if (source === 'compact') {
    saveSession(ctx.paths, state);
    const summary = loadLocalSummary(ctx.paths, state.sessionId);
    const context = [
      renderCompactContext(state, iscCriteria(ctx, state), taskSummary(state)),
      summary &&
        `pai-checkpoint: the session's summary at its last checkpoint (${summary.checkpoint}):\n${summaryForModel(summary)}`,
      memory,
    ]
      .filter(Boolean)
      .join('\n\n');
    return withConfigError(
      context ? { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } } : undefined,
      configError,
    );
  }

  if (crashedBefore?.firstReport) reportOwnCrash(ctx, state, crashedBefore);
  const offer = findOffer(ctx, state, staleMs);
  if (offer && state.phase === undefined) rememberOffer(state, offer);
  saveSession(ctx.paths, state);
  // Nothing to resume: the user hears nothing; the model gets the project's memory, if it has some.
  if (!offer)
    return withConfigError(
      memory ? { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: memory } } : undefined,
      configError,
    );

  const { systemMessage, additionalContext } = offerMessages(offer);
  logOffer(ctx, state.sessionId, offer);
  // A crash found now is told (session.error) by the worker, not here: the hook pays one process start, only then.
  if (offer.crashed?.firstReport) ctx.startWorker(['crashed', offer.crashed.sessionId]);
  const tip = setupTip(ctx);
  return withConfigError(
    {
      systemMessage: tip ? `${systemMessage}\n${tip}` : systemMessage,
      hookSpecificOutput: {
        hookEventName: 'SessionStart',
        additionalContext: memory ? `${memory}\n\n${additionalContext}` : additionalContext,
      },
    },
    configError,
  );
};

/**
 * This very session resumed after its previous process died: its conversation holds its work, so
 * it is not offered it (findOffer never offers a session its own); the crash is told once all the same.
 */
function reportOwnCrash(ctx: HookContext, state: SessionState, crashed: { sessionId: string; agoMs: number }): void {
  state.crashReportedAt = ctx.now().toISOString();
  logCrash(ctx, state.sessionId, crashed, state.latestRecordId);
  ctx.startWorker(['crashed', state.sessionId]);
}

/**
 * Work of another session offered here is carried over if this session's first phase continues
 * it (domain/session/tracker.ts continueOffered), its ISC criteria with it.
 */
function rememberOffer(state: SessionState, offer: Offer): void {
  const { record } = offer;
  state.offered = {
    recordId: record.id,
    sessionId: record.sessionId,
    phaseNumber: record.phaseNumber,
    task: record.taskSummary,
    completedPhases: metadataOf(record).completedPhases ?? [],
    criteria: record.iscCriteria,
  };
}

/**
 * The project's memory for the model (SPEC-07.31.03), within `[memory] budget_tokens`: this
 * machine's copy only (the volume may be S3; every use of the memory and the session's captures
 * refresh the copy). Undefined when there is none, it is off, or it cannot be read (said in the log).
 */
function projectMemory(ctx: HookContext, config: Config | undefined, project: string): string | undefined {
  if (!config?.memory.inject) return undefined;
  try {
    return memoryContext(readMemoryCache(ctx.paths.stateDir, projectIdFor(project)), {
      budgetTokens: config.memory.budgetTokens,
    });
  } catch (err) {
    ctx.warn(`project memory not given to the session: ${errorMessage(err)}`);
    return undefined;
  }
}

/**
 * The lease epoch the session runs at: a monitor that resumed it passes its epoch in
 * PAI_CHECKPOINT_EPOCH (domain/session/lease.ts), which lifts an earlier fence of this machine.
 * A new claude process is not interrupted any more. True when the session stays fenced here.
 */
function adoptEpoch(ctx: HookContext, state: SessionState): boolean {
  const raw = ctx.env['PAI_CHECKPOINT_EPOCH'];
  const epoch = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  if (epoch !== undefined && epoch > (state.epoch ?? 0)) {
    state.epoch = epoch;
    if (state.fenced) setInHook(ctx.paths, state.sessionId, undefined);
    delete state.fenced;
  }
  delete state.interruptedAt;
  delete state.interruptedBy;
  return state.fenced !== undefined;
}

/**
 * A notice the session hears once (not again at each resume, clear or compaction) until it
 * changes: the project's settings that were ignored.
 */
function onceASession(state: SessionState, notice: string | undefined): string | undefined {
  if (!notice) return undefined;
  const said = sha256Hex(notice).slice(0, 16);
  if (state.ignoredSaid === said) return undefined;
  state.ignoredSaid = said;
  return `pai-checkpoint: ${notice}`;
}

function withConfigError(out: HookOutput | undefined, error: string | undefined): HookOutput | undefined {
  if (!error) return out;
  return { ...out, systemMessage: out?.systemMessage ? `${out.systemMessage}\n${error}` : error };
}
