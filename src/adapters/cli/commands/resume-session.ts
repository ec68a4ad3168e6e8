import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ConversationSummary } from '../../../domain/transcript/conversation.js';
import type { GitState } from '../../../domain/capture/git.js';
import { captureCheckpoint } from '../../../domain/capture/create.js';
import type { Manifest } from '../../../domain/volume/manifest.js';
import { defaultTarget, projectDirName, restoreCheckpoint, type RestoreReport } from '../../../domain/restore/restore.js';
import { loadIndex, readManifest, verifyCheckpoint } from '../../../domain/volume/store.js';
import { partKey } from '../../../storage/layout.js';
import { CheckpointError } from '../../../core/errors.js';
import { resolveClaudeDir } from '../../../core/paths.js';
import { getJson, type StorageBackend } from '../../../storage/backend.js';
import { shellQuote } from '../../../core/hint.js';
import { currentProject, type CliEnv } from '../context.js';
import { chooseTarget, safetyCapture } from '../restore-target.js';
import { allCheckpoints, findCheckpoint, requireCheckpoint, resolveSession, volumeFor, withSessionLock } from '../volume.js';

/**
 * `pai-checkpoint resume <session-or-checkpoint>` from a terminal: pick the checkpoint, restore
 * the workspace if it is missing (or asked for) and the transcript if Claude Code lacks it (a new
 * machine, a new HOME), then start `claude --resume <session>` in the workspace — or print the
 * command. Without a transcript, a new session starts from a resume prompt built from the
 * checkpoint.
 */
export interface SessionResumeOptions {
  /** A session id or a checkpoint id (or a unique prefix of either); default: the newest session of this project. */
  target?: string;
  /** Use this checkpoint. */
  from?: string;
  restoreWorkspace?: boolean;
  /** A dry run: say what would be restored and print the command; nothing is written or started. */
  print?: boolean;
  /** Allow a rejected checkpoint. */
  force?: boolean;
  /** Confirms restoring into the folder the checkpoint records when it is not the current project. */
  yes?: boolean;
  /** `key=value` changes before resuming; `env.NAME=value` sets an environment variable for claude. */
  set?: string[];
  /** Restore into this folder instead of the checkpoint's own. */
  to?: string;
}

export interface SessionResumeResult {
  sessionId: string;
  checkpointId: string;
  cwd: string;
  /** 'resume' continues the conversation; 'new-session' starts one from a resume prompt. */
  mode: 'resume' | 'new-session';
  command: string[];
  restored?: RestoreReport;
  /** With --print: what a real run would restore (nothing was). */
  wouldRestore?: { workspace: boolean; transcript: boolean };
  /** The checkpoint recording the resume with its --set changes. */
  provenanceCheckpoint?: string;
  overrides: Record<string, string>;
  warnings: string[];
  started: boolean;
  exitCode?: number;
}

const APPROVAL_ORDER: Record<string, number> = { approved: 0, auto_approved: 1, pending: 2, rejected: 3 };

/** Taken by a restore or rollback of this session's folder, not by the session itself. */
export function isSafety(m: Manifest): boolean {
  const p = m['provenance'];
  return typeof p === 'object' && p !== null && (p as Record<string, unknown>)['kind'] === 'safety';
}

/**
 * The newest usable checkpoint of a session: its own checkpoints only (a safety checkpoint taken
 * before a restore or rollback is a copy of whatever was in the folder, never the session's
 * state); approved > auto_approved > pending; never rejected without force; must verify.
 */
async function pickCheckpoint(store: StorageBackend, sessionId: string, force: boolean, warnings: string[]): Promise<Manifest> {
  const entries = (await loadIndex(store, sessionId)).checkpoints.filter((e) => !e.safety).reverse();
  const manifests: Manifest[] = [];
  for (const e of entries.slice(0, 20)) {
    const m = await readManifest(store, sessionId, e.id).catch(() => undefined);
    if (m && !isSafety(m)) manifests.push(m);
  }
  const usable = manifests
    .filter((m) => force || m.approval.status !== 'rejected')
    .sort((a, b) => (APPROVAL_ORDER[a.approval.status] ?? 9) - (APPROVAL_ORDER[b.approval.status] ?? 9) || (a.id < b.id ? 1 : -1));
  for (const m of usable) {
    const v = await verifyCheckpoint(store, sessionId, m.id);
    if (v.ok) {
      if (m.approval.status === 'pending') warnings.push(`checkpoint ${m.id} is still pending approval`);
      if (m.approval.status === 'rejected') warnings.push(`checkpoint ${m.id} was rejected; resuming anyway (--force)`);
      return m;
    }
    warnings.push(`checkpoint ${m.id} does not verify (${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')}); trying an earlier one`);
  }
  throw new CheckpointError('NOT_FOUND', `session ${sessionId} has no usable checkpoint`, manifests.some((m) => m.approval.status === 'rejected') ? 'only rejected checkpoints: pass --force to use one' : 'see `pai-checkpoint verify --all`');
}

/** The prompt for a new session when the conversation itself cannot be restored. */
export async function resumePrompt(store: StorageBackend, m: Manifest): Promise<string> {
  const conv = await getJson<Partial<ConversationSummary>>(store, partKey(m.session_id, m.id, 'conversation.json')).catch(() => undefined);
  const state = await getJson<{ pai?: { phase?: number; phase_name?: string; task?: string; completed_phases?: number[]; isc?: { subject: string; status: string }[] } }>(store, partKey(m.session_id, m.id, 'session_state.json')).catch(() => undefined);
  const git = await getJson<GitState>(store, partKey(m.session_id, m.id, 'git/state.json')).catch(() => undefined);
  const lines = [`Resuming work from checkpoint ${m.id} (session ${m.session_id}, ${m.created_at}); the earlier conversation could not be restored.`];
  if (conv?.first_prompt) lines.push(`The task was: ${conv.first_prompt}`);
  if (conv?.last_prompt && conv.last_prompt !== conv.first_prompt) lines.push(`The last request was: ${conv.last_prompt}`);
  if (conv?.last_assistant_text) lines.push(`Your last message was: ${conv.last_assistant_text}`);
  const pai = state?.pai;
  if (pai?.phase) {
    lines.push(`PAI Algorithm: Phase ${pai.phase}/7 ${pai.phase_name ?? ''} was in progress${pai.task ? ` on "${pai.task}"` : ''}; completed phases: ${pai.completed_phases?.join(', ') || 'none'}.`);
    for (const c of pai.isc ?? []) lines.push(`- [${c.status === 'completed' ? 'x' : ' '}] ${c.subject} (${c.status})`);
  }
  const uncommitted = git ? [...git.modified, ...git.untracked] : m.workspace?.uncommitted_files ?? [];
  if (uncommitted.length) lines.push(`Uncommitted files: ${uncommitted.slice(0, 30).join(', ')}`);
  lines.push('Please continue from where you left off.');
  return lines.join('\n');
}

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
async function chooseCheckpoint(cli: CliEnv, store: StorageBackend, o: SessionResumeOptions, warnings: string[]): Promise<Manifest> {
  let found = o.from ? await requireCheckpoint(store, o.from) : undefined;
  let sessionId: string | undefined;
  if (o.target) {
    const asCheckpoint = o.from ? undefined : await findCheckpoint(store, o.target);
    if (asCheckpoint) found = asCheckpoint;
    else {
      sessionId = await resolveSession(cli, store, o.target);
      if (!sessionId) throw new CheckpointError('NOT_FOUND', `no session or checkpoint "${o.target}" on ${store.location}`, 'see `pai-checkpoint sessions` and `pai-checkpoint list --all`');
      if (found && found.sessionId !== sessionId) throw new CheckpointError('USAGE', `checkpoint ${found.entry.id} belongs to session ${found.sessionId}, not ${sessionId}`);
    }
  }
  if (found) {
    const v = await verifyCheckpoint(store, found.sessionId, found.entry.id);
    if (!v.ok || !v.manifest) throw new CheckpointError('INVALID_DATA', `checkpoint ${found.entry.id} does not verify (${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')})`, 'resume the session instead: an earlier checkpoint is chosen');
    if (v.manifest.approval.status === 'rejected' && !o.force) throw new CheckpointError('CONFLICT', `checkpoint ${v.manifest.id} was rejected`, 'pass --force to resume from it anyway');
    return v.manifest;
  }
  if (!sessionId) {
    const project = currentProject(cli);
    const mine = (await allCheckpoints(store)).find((c) => c.entry.project === project && !c.entry.safety);
    if (!mine) throw new CheckpointError('NOT_FOUND', `no session checkpoints for ${project}`, 'name a session or checkpoint, or see `pai-checkpoint sessions`');
    sessionId = mine.sessionId;
  }
  return pickCheckpoint(store, sessionId, Boolean(o.force), warnings);
}

export async function resumeSession(cli: CliEnv, o: SessionResumeOptions = {}): Promise<SessionResumeResult> {
  const overrides = parseSets(o.set);
  const { config, store } = await volumeFor(cli);
  const warnings: string[] = [];
  const manifest = await chooseCheckpoint(cli, store, o, warnings);
  const sessionId = manifest.session_id;
  const recorded = o.to ? undefined : defaultTarget(manifest);
  const claudeDir = resolveClaudeDir(cli.env);
  // What is missing decides what would be restored; the folder is asked about only if it is written.
  const provisional = o.to ? resolve(cli.cwd, o.to) : recorded;
  if (!provisional) throw new CheckpointError('USAGE', `checkpoint ${manifest.id} records no workspace folder`, 'pass --to <dir>');
  const workspaceMissing = !existsSync(provisional) || readdirSync(provisional).length === 0;
  const restoreWorkspace = Boolean(o.restoreWorkspace || workspaceMissing);
  const transcript = join(claudeDir, 'projects', projectDirName(provisional), `${sessionId}.jsonl`);
  const transcriptMissing = !existsSync(transcript);
  const claude = cli.env['PAI_CHECKPOINT_CLAUDE'] || 'claude';
  const storedTranscript = Boolean(manifest.parts['transcript.jsonl.zst']);

  if (o.print) {
    // A dry run: nothing is restored, recorded or started.
    const canResume = !transcriptMissing || storedTranscript;
    const result: SessionResumeResult = {
      sessionId,
      checkpointId: manifest.id,
      cwd: provisional,
      mode: canResume ? 'resume' : 'new-session',
      command: canResume ? [claude, '--resume', sessionId] : [claude, await resumePrompt(store, manifest)],
      wouldRestore: { workspace: restoreWorkspace, transcript: transcriptMissing && storedTranscript },
      overrides,
      warnings,
      started: false,
    };
    if (!canResume) warnings.push('the checkpoint holds no transcript: a new session would start from a resume prompt');
    return result;
  }

  const target = restoreWorkspace ? await chooseTarget(cli, manifest, { to: o.to, yes: o.yes, action: 'Restore the workspace' }) : provisional;
  let restored: RestoreReport | undefined;
  if (restoreWorkspace || transcriptMissing) {
    restored = await restoreCheckpoint(store, sessionId, manifest.id, {
      to: target,
      claudeDir,
      home: cli.env['HOME'] || undefined,
      scratch: cli.paths.scratchDir,
      transcriptOnly: !restoreWorkspace,
      safety: safetyCapture(cli, sessionId, `safety-before-resume-${manifest.id.slice(-8)}`),
    });
    warnings.push(...restored.warnings);
  }
  const canResume = existsSync(transcript);
  const command = canResume ? [claude, '--resume', sessionId] : [claude, await resumePrompt(store, manifest)];
  if (!canResume) warnings.push('the transcript could not be restored: starting a new session from a resume prompt');

  const result: SessionResumeResult = { sessionId, checkpointId: manifest.id, cwd: target, mode: canResume ? 'resume' : 'new-session', command, overrides, warnings, started: false };
  if (restored) result.restored = restored;
  if (Object.keys(overrides).length > 0) {
    // The changed settings are recorded in a checkpoint of their own (provenance), before resuming.
    const r = await withSessionLock(cli, sessionId, () =>
      captureCheckpoint(
        store,
        { sessionId, trigger: 'manual', cwd: target, name: `resume-${manifest.id.slice(-8)}`, transcriptPath: canResume ? transcript : undefined, provenance: { resumed_from: manifest.id, overrides } },
        { config, env: cli.env, claudeDir, stateDir: cli.paths.stateDir, now: cli.now },
      ),
    );
    result.provenanceCheckpoint = r.manifest.id;
  }
  const env: NodeJS.ProcessEnv = { ...process.env, ...cli.env };
  for (const [k, v] of Object.entries(overrides)) if (k.startsWith('env.')) env[k.slice(4)] = v;
  const child = spawnSync(command[0]!, command.slice(1), { cwd: target, stdio: 'inherit', env });
  if (child.error) throw new CheckpointError('IO', `could not start ${claude}: ${child.error.message}`, 'is Claude Code installed? (set PAI_CHECKPOINT_CLAUDE to its path)');
  result.started = true;
  result.exitCode = child.status ?? 1;
  return result;
}

export function printSessionResume(r: SessionResumeResult): string {
  const lines: string[] = [];
  if (r.restored) lines.push(`Restored ${r.checkpointId} into ${r.cwd}${r.restored.workspace ? '' : ' (transcript only; the workspace was there)'}.`);
  if (r.restored?.displaced) lines.push(`${r.restored.displaced.paths.length} thing(s) in the way were moved, not deleted, to ${r.restored.displaced.dir}.`);
  if (r.wouldRestore) {
    const what = [r.wouldRestore.workspace ? `the workspace into ${r.cwd}` : '', r.wouldRestore.transcript ? 'the transcript' : ''].filter(Boolean).join(' and ');
    lines.push(`Would resume from checkpoint ${r.checkpointId} (session ${r.sessionId})${what ? `, restoring ${what}` : ''}. Nothing was changed (--print).`);
  }
  for (const w of r.warnings) lines.push(`warning: ${w}`);
  if (r.provenanceCheckpoint) lines.push(`Recorded the changed settings in checkpoint ${r.provenanceCheckpoint}: ${Object.entries(r.overrides).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  const cmd = `cd ${shellQuote(r.cwd)} && ${r.command.map(shellQuote).join(' ')}`;
  lines.push(r.started ? `Claude Code exited (${r.exitCode}).` : `To continue: ${cmd}`);
  return lines.join('\n');
}
