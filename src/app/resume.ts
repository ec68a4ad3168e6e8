import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { claudeCommand } from '../core/config-env.js';
import { CheckpointError } from '../core/errors.js';
import { shellQuote } from '../core/hint.js';
import { resolveClaudeDir } from '../core/paths.js';
import { captureCheckpoint } from '../domain/capture/create.js';
import { defaultTarget, projectDirName, restoreCheckpoint } from '../domain/restore/restore.js';
import type { RestoreReport } from '../domain/restore/report.js';
import { readMcpStates } from '../domain/restore/mcp.js';
import { missingOrEmpty } from '../domain/restore/target.js';
import type { TmuxRestore } from '../domain/restore/tmux.js';
import { forkTranscript } from '../domain/transcript/fork.js';
import { assertNotRunning, newerCheckpoints, rewindInPlace, runningClaude, type Rewound } from './rewind.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { verifyCheckpoint, verifyFailure } from '../domain/volume/verify.js';
import type { StorageBackend } from '../storage/backend.js';
import type { AppContext } from './context.js';
import { decided, pickCheckpoint, type PassedOver } from './resume-pick.js';
import { failedResumeEpoch, lifecycleWarnings } from './session-status.js';
import { chooseTarget, mcpRestoreOptions, requestedFolder, restoreTmux, safetyCapture } from './restore.js';
import { allCheckpoints, findCheckpoint, requireCheckpoint, resolveSession, withSessionLock } from './volume.js';
import { resumeEnv, resumePrompt } from './resume-prompt.js';
import type { SessionResumeOptions, SessionResumeResult } from './resume-options.js';

// Moved to their own modules; still exported here for the modules and tests that import them from this one.

function parseSets(sets: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of sets ?? []) {
    const i = s.indexOf('=');
    if (i <= 0) throw new CheckpointError('USAGE', `--set expects key=value, got "${s}"`);
    out[s.slice(0, i)] = s.slice(i + 1);
  }
  return out;
}

/** Which checkpoint a resume starts from: --from, else the target (a checkpoint, or a session's newest usable one). */
async function chooseCheckpoint(
  ctx: AppContext,
  store: StorageBackend,
  o: SessionResumeOptions,
  warnings: string[],
  passed: PassedOver[],
): Promise<Manifest> {
  let found = o.from ? await requireCheckpoint(store, o.from, ctx.paths.checkpointsDir) : undefined;
  let sessionId: string | undefined;
  if (o.target) {
    const asCheckpoint = o.from ? undefined : await findCheckpoint(store, o.target);
    if (asCheckpoint) found = asCheckpoint;
    else {
      sessionId = await resolveSession(ctx, store, o.target);
      if (!sessionId)
        throw new CheckpointError(
          'NOT_FOUND',
          `no session or checkpoint "${o.target}" on ${store.location}`,
          'see `pai-checkpoint sessions` and `pai-checkpoint list --all`',
        );
      if (found && found.sessionId !== sessionId)
        throw new CheckpointError(
          'USAGE',
          `checkpoint ${found.entry.id} belongs to session ${found.sessionId}, not ${sessionId}`,
        );
    }
  }
  if (found) {
    const v = await verifyCheckpoint(store, found.sessionId, found.entry.id, { force: o.force });
    if (!v.ok || !v.manifest) throw verifyFailure(v, 'resume the session instead: an earlier checkpoint is chosen');
    const m = decided(v.manifest, found.entry);
    if (m.approval.status === 'rejected' && !o.force)
      throw new CheckpointError(
        'CONFLICT',
        `checkpoint ${m.id} was rejected${m.approval.reason ? ` (${m.approval.reason})` : ''}`,
        'pass --force to resume from it anyway',
      );
    return m;
  }
  if (!sessionId) {
    const mine = (await allCheckpoints(store)).find((c) => c.entry.project === ctx.project && !c.entry.safety);
    if (!mine)
      throw new CheckpointError(
        'NOT_FOUND',
        `no session checkpoints for ${ctx.project}`,
        'name a session or checkpoint, or see `pai-checkpoint sessions`',
      );
    sessionId = mine.sessionId;
  }
  return pickCheckpoint(store, sessionId, Boolean(o.force), warnings, passed);
}

/** What a resume from `manifest` finds missing, and so would restore. */
interface Plan {
  manifest: Manifest;
  sessionId: string;
  /** The folder it resumes in, before anyone was asked about it. */
  folder: string;
  restoreWorkspace: boolean;
  /** Where Claude Code keeps the session's transcript for that folder. */
  transcript: string;
  transcriptMissing: boolean;
  storedTranscript: boolean;
  claude: string;
  /** The folder is missing or empty. */
  workspaceMissing: boolean;
  /** A rewind (planRewind): the session's checkpoints newer than this one, left whole. */
  rewind?: string[] | undefined;
}

function planResume(ctx: AppContext, manifest: Manifest, o: SessionResumeOptions): Plan {
  const sessionId = manifest.session_id;
  // What is missing decides what would be restored; the folder is asked about only if it is written.
  const folder = requestedFolder(ctx, o.to) ?? defaultTarget(manifest);
  if (!folder)
    throw new CheckpointError('USAGE', `checkpoint ${manifest.id} records no workspace folder`, 'pass --to <dir>');
  const workspaceMissing = missingOrEmpty(folder);
  const transcript = join(resolveClaudeDir(ctx.env), 'projects', projectDirName(folder), `${sessionId}.jsonl`);
  return {
    manifest,
    sessionId,
    folder,
    restoreWorkspace: Boolean(o.restoreWorkspace || workspaceMissing),
    transcript,
    transcriptMissing: !existsSync(transcript),
    storedTranscript: Boolean(manifest.parts['transcript.jsonl.zst']),
    claude: claudeCommand(ctx.env),
    workspaceMissing,
  };
}

/** --print: what a real run would restore and start; nothing is restored, recorded or started. */
async function dryRun(
  store: StorageBackend,
  p: Plan,
  o: SessionResumeOptions,
  overrides: Record<string, string>,
  warnings: string[],
  ctxEnv: Record<string, string | undefined>,
): Promise<SessionResumeResult> {
  // A rewind forks the checkpoint's own transcript copy: its new id is drawn when it is made.
  const canResume = p.rewind ? p.storedTranscript : !p.transcriptMissing || p.storedTranscript;
  const result: SessionResumeResult = {
    sessionId: p.sessionId,
    checkpointId: p.manifest.id,
    cwd: p.folder,
    mode: canResume ? 'resume' : 'new-session',
    command: canResume
      ? [p.claude, '--resume', p.rewind ? '<new session id>' : p.sessionId]
      : [p.claude, await resumePrompt(store, p.manifest)],
    wouldRestore: {
      workspace: p.restoreWorkspace || Boolean(p.rewind),
      transcript: !p.rewind && p.transcriptMissing && p.storedTranscript,
      tmux: Boolean(p.manifest.parts['tmux_state.txt']) && !o.noTmux,
    },
    overrides,
    warnings,
    started: false,
    env: await resumeEnv(store, p.manifest, { ...process.env, ...ctxEnv }),
  };
  if (p.rewind) result.rewound = { newer: p.rewind };
  if (!canResume) warnings.push('the checkpoint holds no transcript: a new session would start from a resume prompt');
  const recorded = defaultTarget(p.manifest);
  if (result.wouldRestore?.transcript && recorded !== undefined && recorded !== p.folder)
    result.wouldRestore.relocateFrom = recorded;
  const mcp =
    (p.restoreWorkspace || p.rewind) && !o.noMcp
      ? (await readMcpStates(store, p.sessionId, p.manifest))
          .filter((s) => s.stored.ok && (s.stored.state.kind === 'files' || s.stored.state.kind === 'resource'))
          .map((s) => s.server)
      : [];
  if (result.wouldRestore && mcp.length) result.wouldRestore.mcp = mcp;
  return result;
}

export async function resumeSession(ctx: AppContext, o: SessionResumeOptions = {}): Promise<SessionResumeResult> {
  const overrides = parseSets(o.set);
  const store = await ctx.volume();
  const warnings: string[] = [];
  const passed: PassedOver[] = [];
  const p = planResume(ctx, await chooseCheckpoint(ctx, store, o, warnings, passed), o);
  warnings.push(
    ...(await lifecycleWarnings(ctx, store, p.sessionId, (await ctx.config()).session.staleSeconds * 1000)),
  );
  p.rewind = await planRewind(store, p, o, warnings);
  if (p.rewind && o.print && runningClaude(ctx, p.sessionId))
    warnings.push(`session ${p.sessionId} is still running here: end it (/exit) before the rewind`);
  const result = o.print
    ? await dryRun(store, p, o, overrides, warnings, ctx.env)
    : await prepare(ctx, store, p, o, overrides, warnings);
  if (passed.length) result.passedOver = passed;
  if (o.print) return result;
  if (o.launch) {
    await o.launch(result);
    return result;
  }
  const tmux = await restoreTmux(ctx, store, p.manifest, {
    target: result.cwd,
    skip: o.noTmux,
    claudeCommand: shellCommand(result),
    warnings,
  });
  if (tmux) attachTmux(result, tmux, Boolean(o.attach));
  else startClaude(ctx, result, p.claude);
  return result;
}

/**
 * Whether the resume is a rewind, and the newer checkpoints it leaves whole: asked for (`rewind`),
 * or --from a checkpoint older than the session's newest — its files under the newest conversation
 * would not match. Not with --to (a copy elsewhere), nor when neither the folder nor the
 * transcript is here (a plain restore of both from that checkpoint already matches).
 */
async function planRewind(
  store: StorageBackend,
  p: Plan,
  o: SessionResumeOptions,
  warnings: string[],
): Promise<string[] | undefined> {
  if (o.rewind && o.to !== undefined)
    throw new CheckpointError(
      'USAGE',
      'rewind puts a checkpoint back in its own folder: --to is not for it',
      `restore it elsewhere with \`pai-checkpoint resume --from ${p.manifest.id} --to <dir>\``,
    );
  if (!o.rewind && (o.from === undefined || o.to !== undefined)) return undefined;
  const newer = await newerCheckpoints(store, p.manifest);
  if (o.rewind) return newer;
  if (newer.length === 0 || (p.workspaceMissing && p.transcriptMissing)) return undefined;
  warnings.push(
    `checkpoint ${p.manifest.id} is older than the session's newest (${newer.at(-1)}): this resume is a rewind — the folder as it was then and the conversation up to it, as a new session (\`pai-checkpoint rewind ${p.manifest.id}\` does the same)`,
  );
  return newer;
}

/** What a resume puts in place before claude starts: the workspace and transcript it lacks, or a rewind's; the result to start from. */
async function prepare(
  ctx: AppContext,
  store: StorageBackend,
  p: Plan,
  o: SessionResumeOptions,
  overrides: Record<string, string>,
  warnings: string[],
): Promise<SessionResumeResult> {
  const { manifest, sessionId } = p;
  if (p.rewind) assertNotRunning(ctx, sessionId);
  const target =
    p.restoreWorkspace && !(p.rewind && !p.workspaceMissing)
      ? await chooseTarget(ctx, manifest, { to: o.to, yes: o.yes, action: 'Restore the workspace' })
      : p.folder;
  let rewound: Rewound | undefined;
  let restored: RestoreReport | undefined;
  if (p.rewind)
    rewound = await rewindInPlace(ctx, store, manifest, {
      transcriptFile: p.transcript,
      rollFolder: !p.workspaceMissing,
      newer: p.rewind,
      yes: o.yes,
      noMcp: o.noMcp,
    });
  if (p.rewind ? p.workspaceMissing : p.restoreWorkspace || p.transcriptMissing) {
    restored = await restoreCheckpoint(store, sessionId, manifest.id, {
      to: target,
      claudeDir: resolveClaudeDir(ctx.env),
      home: ctx.env['HOME'] || undefined,
      scratch: ctx.paths.scratchDir,
      transcriptOnly: !p.restoreWorkspace,
      safety: safetyCapture(ctx, sessionId, `safety-before-resume-${manifest.id.slice(-8)}`),
      force: o.force,
      mcp: await mcpRestoreOptions(ctx, o.noMcp),
    });
    warnings.push(...restored.warnings);
  }
  // A rewind continues from the checkpoint's own transcript copy (forked by rewindInPlace); a resume from the session's transcript.
  const forkedAs = rewound
    ? rewound.forkedAs
    : o.fork && existsSync(p.transcript)
      ? await fork(p.transcript, sessionId)
      : undefined;
  const canResume = rewound ? forkedAs !== undefined : existsSync(p.transcript);
  const command = canResume
    ? [p.claude, '--resume', forkedAs ?? sessionId]
    : [p.claude, await resumePrompt(store, manifest)];
  if (!canResume)
    warnings.push(
      rewound
        ? `checkpoint ${manifest.id} holds no transcript: starting a new session from a resume prompt`
        : 'the transcript could not be restored: starting a new session from a resume prompt',
    );
  const result: SessionResumeResult = {
    sessionId,
    checkpointId: manifest.id,
    cwd: target,
    mode: canResume ? 'resume' : 'new-session',
    command,
    overrides,
    warnings,
    started: false,
    env: await resumeEnv(store, manifest, { ...process.env, ...ctx.env }),
  };
  if (forkedAs) result.forkedAs = forkedAs;
  if (rewound) result.rewound = rewound;
  const epoch = forkedAs ? undefined : await failedResumeEpoch(store, sessionId);
  if (epoch !== undefined) result.env['PAI_CHECKPOINT_EPOCH'] = String(epoch); // the monitor's resume failed: continue at its lease
  if (restored) result.restored = restored;
  if (Object.keys(overrides).length > 0)
    result.provenanceCheckpoint = await recordOverrides(ctx, store, p, target, canResume && !rewound, overrides);
  return result;
}

/** The session's transcript copied under a new session id, next to it; the new id. */
async function fork(transcript: string, sessionId: string): Promise<string> {
  const id = randomUUID();
  await forkTranscript(transcript, join(dirname(transcript), `${id}.jsonl`), sessionId, id);
  return id;
}

/** claude's environment additions: the resume's (SessionResumeResult.env), then the `env.` overrides (they win). */
export function claudeEnv(r: Pick<SessionResumeResult, 'env' | 'overrides'>): Record<string, string> {
  const env = { ...r.env };
  for (const [k, v] of Object.entries(r.overrides)) if (k.startsWith('env.')) env[k.slice(4)] = v;
  return env;
}

/** The resume as one shell command line (typed into claude's tmux pane): folder, environment additions, command. */
function shellCommand(r: SessionResumeResult): string {
  const env = Object.entries(claudeEnv(r)).map(([k, v]) => `${k}=${shellQuote(v)}`);
  return `cd ${shellQuote(r.cwd)} && ${env.length ? `env ${env.join(' ')} ` : ''}${r.command.map(shellQuote).join(' ')}`;
}

/** claude now runs in its pane of the recreated tmux session: this terminal attaches to it when it can. */
function attachTmux(result: SessionResumeResult, tmux: TmuxRestore, attach: boolean): void {
  result.tmux = tmux;
  result.started = true;
  if (!attach) return;
  const child = spawnSync(tmux.attach[0]!, tmux.attach.slice(1), { stdio: 'inherit' });
  result.exitCode = child.status ?? 1;
}

/** The changed settings are recorded in a checkpoint of their own (provenance), before resuming. */
async function recordOverrides(
  ctx: AppContext,
  store: StorageBackend,
  p: Plan,
  cwd: string,
  canResume: boolean,
  overrides: Record<string, string>,
): Promise<string> {
  const config = await ctx.config();
  const r = await withSessionLock(ctx, p.sessionId, () =>
    captureCheckpoint(
      store,
      {
        sessionId: p.sessionId,
        trigger: 'manual',
        cwd,
        name: `resume-${p.manifest.id.slice(-8)}`,
        transcriptPath: canResume ? p.transcript : undefined,
        provenance: { resumed_from: p.manifest.id, overrides },
      },
      { config, env: ctx.env, claudeDir: resolveClaudeDir(ctx.env), stateDir: ctx.paths.stateDir, now: ctx.now },
    ),
  );
  return r.manifest.id;
}

/** Runs the command in the resumed folder, attached to this terminal, with the environment additions and `env.` overrides. */
function startClaude(ctx: AppContext, result: SessionResumeResult, claude: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, ...ctx.env, ...claudeEnv(result) };
  const child = spawnSync(result.command[0]!, result.command.slice(1), { cwd: result.cwd, stdio: 'inherit', env });
  if (child.error)
    throw new CheckpointError(
      'IO',
      `could not start ${claude}: ${child.error.message}`,
      'is Claude Code installed? (set PAI_CHECKPOINT_CLAUDE to its path)',
    );
  result.started = true;
  result.exitCode = child.status ?? 1;
}
