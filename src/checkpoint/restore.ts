import { execFile } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { GitState } from '../capture/git.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { getJson, type StorageBackend } from '../storage/backend.js';
import { extractWorkspace, type ExtractReport } from './extract.js';
import type { Manifest } from './manifest.js';
import { checkpointPrefix, verifyCheckpoint } from './store.js';

/**
 * Puts a checkpoint back: verify every part first; then git (clone/fetch, the unpushed commits
 * from the bundle, the branch moved only forward, stashes); then the workspace archive over it
 * (uncommitted and untracked files, Bash-made changes included) and the deletions git recorded;
 * then the transcript, if Claude Code does not have it (a new machine).
 *
 * Never touches history: commits are only added (fetch) and a branch only fast-forwarded; a
 * branch that has moved elsewhere is left alone and the checkpoint's HEAD gets its own branch.
 * Restoring over existing files is preceded by the caller's safety checkpoint.
 */
export interface RestoreOptions {
  /** Where to restore (default: the checkpoint's workspace folder). */
  to?: string | undefined;
  /** Claude Code's config dir (the transcript goes to `<dir>/projects/<escaped target>/`). */
  claudeDir: string;
  /** Called before files in a non-empty target are overwritten; returns the safety checkpoint's id. */
  safety?: ((target: string) => Promise<string | undefined>) | undefined;
  /** Skip parts: for `resume`, which restores only what is missing. */
  skipWorkspace?: boolean;
}

export interface RestoreReport {
  id: string;
  sessionId: string;
  target: string;
  workspace?: ExtractReport;
  /** Files deleted again because they were deleted in the work tree at capture time. */
  deleted?: number;
  git?: { branch: string | null; head: string | null; action: string; unpushedRestored: number; stashesRestored: number };
  transcript?: { path: string; action: 'restored' | 'already there' | 'none in checkpoint' };
  safetyCheckpoint?: string;
  warnings: string[];
}

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' } });
  return stdout.trim();
}

async function tryGit(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    return await git(cwd, args);
  } catch {
    return undefined;
  }
}

/** Claude Code's project folder name for a cwd. */
export function projectDirName(cwd: string): string {
  return cwd.replace(/[^A-Za-z0-9]/g, '-');
}

/** Copies one stored object to a local file; false when it is absent. */
export async function download(store: StorageBackend, key: string, file: string): Promise<boolean> {
  const stream = await store.open(key);
  if (!stream) return false;
  await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
  return true;
}

async function restoreGit(store: StorageBackend, m: Manifest, target: string, tmp: string, warnings: string[]): Promise<RestoreReport['git']> {
  const prefix = checkpointPrefix(m.session_id, m.id);
  const state = await getJson<GitState>(store, `${prefix}git/state.json`);
  if (!state) return undefined;
  if (!existsSync(join(target, '.git'))) {
    await mkdir(target, { recursive: true });
    await git(target, ['init', '-q', ...(state.branch ? ['-b', state.branch] : [])]);
  }
  for (const r of state.remotes) {
    if ((await tryGit(target, ['remote', 'get-url', r.name])) === undefined) await git(target, ['remote', 'add', r.name, r.url]);
    if ((await tryGit(target, ['fetch', '-q', r.name])) === undefined) warnings.push(`could not fetch ${r.name} (${r.url}): commits only on that remote are not restored`);
  }
  let unpushedRestored = 0;
  const bundle = join(tmp, 'unpushed.bundle');
  if (m.parts['git/unpushed.bundle'] && (await download(store, `${prefix}git/unpushed.bundle`, bundle))) {
    await git(target, ['bundle', 'verify', '-q', bundle]).catch((err: unknown) => {
      throw new CheckpointError('INVALID_DATA', `git bundle of ${m.id} does not verify: ${errorMessage(err)}`);
    });
    // Every ref of the bundle lands under refs/pai-restore/: only commits are added, nothing moves.
    await git(target, ['fetch', '-q', bundle, '+refs/*:refs/pai-restore/*']);
    unpushedRestored = state.unpushed_commits;
  }
  let action = 'none';
  if (state.head && (await tryGit(target, ['cat-file', '-e', `${state.head}^{commit}`])) !== undefined) {
    const current = await tryGit(target, ['rev-parse', '-q', '--verify', 'HEAD']);
    const branch = state.branch;
    if (!current) {
      await git(target, ['checkout', '-q', '-f', '-B', branch ?? 'pai-restore', state.head]);
      action = `checked out ${branch ?? 'pai-restore'} at ${state.head.slice(0, 12)}`;
    } else if (current === state.head) {
      action = 'HEAD already at the checkpoint';
    } else if (branch && (await tryGit(target, ['merge-base', '--is-ancestor', current, state.head])) !== undefined && (await tryGit(target, ['symbolic-ref', '--short', '-q', 'HEAD'])) === branch) {
      await git(target, ['merge', '-q', '--ff-only', state.head]);
      action = `fast-forwarded ${branch} to ${state.head.slice(0, 12)}`;
    } else {
      const side = `pai-restore/${(branch ?? 'detached').replace(/[^A-Za-z0-9._/-]/g, '-')}-${m.id.slice(-8).toLowerCase()}`;
      await git(target, ['checkout', '-q', '-f', '-B', side, state.head]);
      action = `${branch ?? 'HEAD'} has moved on; checked out ${side} at ${state.head.slice(0, 12)} (nothing was reset)`;
    }
  } else if (state.head) {
    warnings.push(`commit ${state.head} is not available (not on a reachable remote, not in the bundle): git HEAD not restored`);
  }
  let stashesRestored = 0;
  const known = new Set((await tryGit(target, ['stash', 'list', '--format=%H']))?.split('\n') ?? []);
  for (const st of [...state.stashes].reverse()) {
    if (known.has(st.commit) || (await tryGit(target, ['cat-file', '-e', `${st.commit}^{commit}`])) === undefined) continue;
    if ((await tryGit(target, ['stash', 'store', '-m', st.message, st.commit])) !== undefined) stashesRestored++;
  }
  return { branch: state.branch, head: state.head, action, unpushedRestored, stashesRestored };
}

export async function restoreCheckpoint(store: StorageBackend, sessionId: string, id: string, o: RestoreOptions): Promise<RestoreReport> {
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) {
    const why = v.problems.map((p) => `${p.part}: ${p.error}`).join('; ');
    throw new CheckpointError('INVALID_DATA', `checkpoint ${id} does not verify (${why})`, v.manifest?.parent_checkpoint_id ? `restore its parent instead: ${v.manifest.parent_checkpoint_id}` : 'restore an earlier checkpoint of the session');
  }
  const m = v.manifest;
  const target = o.to ?? m.workspace?.root ?? (typeof m['project'] === 'string' ? (m['project'] as string) : undefined);
  if (!target) throw new CheckpointError('USAGE', `checkpoint ${id} records no workspace folder`, 'pass --to <dir>');
  const report: RestoreReport = { id, sessionId, target, warnings: [] };
  const tmp = await mkdtemp(join(tmpdir(), 'pai-restore-'));
  try {
    const prefix = checkpointPrefix(sessionId, id);
    if (!o.skipWorkspace && existsSync(target) && (await readdir(target)).length > 0 && o.safety) {
      const safety = await o.safety(target);
      if (safety) report.safetyCheckpoint = safety;
    }
    const g = await restoreGit(store, m, target, tmp, report.warnings);
    if (g) report.git = g;
    if (!o.skipWorkspace && m.parts['workspace.tar.zst']) {
      const archive = join(tmp, 'workspace.tar.zst');
      await download(store, `${prefix}workspace.tar.zst`, archive);
      report.workspace = await extractWorkspace(archive, target);
      const state = await getJson<GitState>(store, `${prefix}git/state.json`);
      let deleted = 0;
      for (const c of state?.changes ?? []) {
        if (!c.code.includes('D')) continue;
        const abs = join(target, c.path);
        if (existsSync(abs)) {
          await rm(abs, { force: true });
          deleted++;
        }
      }
      if (deleted) report.deleted = deleted;
    }
    if (m.parts['transcript.jsonl.zst']) {
      const file = join(o.claudeDir, 'projects', projectDirName(target), `${sessionId}.jsonl`);
      if (existsSync(file)) report.transcript = { path: file, action: 'already there' };
      else {
        await mkdir(dirname(file), { recursive: true, mode: 0o700 });
        const z = join(tmp, 'transcript.jsonl.zst');
        await download(store, `${prefix}transcript.jsonl.zst`, z);
        await run('zstd', ['-d', '-q', '-f', z, '-o', file]);
        report.transcript = { path: file, action: 'restored' };
      }
    } else {
      report.transcript = { path: '', action: 'none in checkpoint' };
    }
    return report;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
