import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { promisify } from 'node:util';
import { listWorkspace } from '../../capture/workspace.js';
import { captureCheckpoint } from '../../checkpoint/create.js';
import { extractWorkspace } from '../../checkpoint/extract.js';
import { download } from '../../checkpoint/restore.js';
import { checkpointPrefix, verifyCheckpoint } from '../../checkpoint/store.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { resolveClaudeDir } from '../../core/paths.js';
import type { CliEnv } from '../context.js';
import { findCheckpoint, volumeFor } from '../volume.js';

/**
 * SPEC-07.40 rollback: puts the files of a checkpoint back in its workspace.
 * 1. a safety checkpoint of the current state; 2. `git stash -u` of current changes (in a repo);
 * 3. confirmation; 4. the snapshot's files restored (files created since are reported, not
 * deleted); then how to resume. On any failure: the work tree is put back as it was (in a repo:
 * `git checkout`/`clean` of what the rollback wrote, then the stash popped; elsewhere: the safety
 * checkpoint's files) and the error is reported. Rolling back a rollback = rolling back to its
 * safety checkpoint.
 */
export interface RollbackOptions {
  id: string;
  yes?: boolean;
  /** Tests only: fail after the snapshot was partly restored. */
  faultAfterExtract?: boolean;
  /** Confirmation prompt (default: ask on the terminal). */
  confirm?: (question: string) => Promise<boolean>;
}

export interface RollbackResult {
  id: string;
  workspace: string;
  safetyCheckpoint: string;
  stashed: boolean;
  restoredFiles: number;
  /** Files that existed before the rollback but not in the snapshot (stashed in a repository, else left in place). */
  createdSince: string[];
  resumeHint: string;
}

const run = promisify(execFile);
const git = (cwd: string, args: string[]) => run('git', args, { cwd, env: { ...process.env, LC_ALL: 'C' } }).then((r) => r.stdout.trim());

async function askTerminal(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) throw new CheckpointError('USAGE', 'rollback needs confirmation', 'run it in a terminal, or pass --yes');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

export async function rollback(cli: CliEnv, o: RollbackOptions): Promise<RollbackResult> {
  const { config, store } = await volumeFor(cli);
  const found = await findCheckpoint(store, o.id);
  if (!found) throw new CheckpointError('NOT_FOUND', `no session checkpoint ${o.id}`, 'run `pai-checkpoint list --all` to see the ids');
  const { sessionId } = found;
  const id = found.entry.id;
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) throw new CheckpointError('INVALID_DATA', `checkpoint ${id} does not verify (${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')})`);
  const m = v.manifest;
  if (!m.workspace || !m.parts['workspace.tar.zst']) throw new CheckpointError('USAGE', `checkpoint ${id} has no workspace snapshot to roll back to`);
  const workspace = m.workspace.root ?? cli.cwd;
  if (!existsSync(workspace)) throw new CheckpointError('NOT_FOUND', `workspace ${workspace} does not exist`, `use \`pai-checkpoint restore ${id} --to <dir>\``);
  const inRepo = existsSync(join(workspace, '.git'));

  // 1. Safety checkpoint of everything as it is now.
  const safety = await captureCheckpoint(store, { sessionId, trigger: 'manual', cwd: workspace, name: `rollback-safety-${id.slice(-8)}`, provenance: { reason: `before rollback to ${id}` } }, { config, env: cli.env, claudeDir: resolveClaudeDir(cli.env), stateDir: cli.paths.stateDir, now: cli.now });
  const safetyId = safety.manifest.id;
  // 3. Confirmation (before anything changes).
  const question = `Roll ${workspace} back to checkpoint ${id} (${m.created_at})? Current state saved as ${safetyId}.`;
  if (!o.yes && !(await (o.confirm ?? askTerminal)(question))) throw new CheckpointError('USAGE', 'rollback cancelled; nothing changed', `the safety checkpoint ${safetyId} was kept`);

  // What is there now (before the stash takes the untracked files away).
  const now = await listWorkspace(workspace, { excludes: config.capture.excludes });
  // 2. Stash current changes (tracked and untracked) so that they are never lost.
  let stashed = false;
  if (inRepo) {
    const before = await git(workspace, ['stash', 'list']).catch(() => '');
    await git(workspace, ['stash', 'push', '-u', '-q', '-m', `pai-checkpoint rollback to ${id}`]).catch(() => undefined);
    stashed = (await git(workspace, ['stash', 'list']).catch(() => '')) !== before;
  }
  const tmp = await mkdtemp(join(tmpdir(), 'pai-rollback-'));
  try {
    const archive = join(tmp, 'workspace.tar.zst');
    if (!(await download(store, `${checkpointPrefix(sessionId, id)}workspace.tar.zst`, archive))) throw new CheckpointError('NOT_FOUND', `the workspace archive of ${id} is missing`);
    const report = await extractWorkspace(archive, workspace);
    if (o.faultAfterExtract) throw new Error('injected failure after the snapshot was restored');
    // Files present before the rollback that the snapshot does not have: created since (in a
    // repository they went into the stash with the other changes; elsewhere they stay in place).
    const archived = await listArchive(archive);
    const createdSince = now.files.map((f) => f.path).filter((p) => !archived.has(p));
    return {
      id,
      workspace,
      safetyCheckpoint: safetyId,
      stashed,
      restoredFiles: report.files,
      createdSince: createdSince.sort(),
      resumeHint: `pai-checkpoint resume ${id}   (undo: pai-checkpoint rollback ${safetyId} --yes${stashed ? '; your changes are also in `git stash list`' : ''})`,
    };
  } catch (err) {
    // Put everything back as it was, then report.
    try {
      if (inRepo) {
        await git(workspace, ['checkout', '-q', '--', '.']).catch(() => undefined);
        await git(workspace, ['clean', '-q', '-fd']).catch(() => undefined);
        if (stashed) await git(workspace, ['stash', 'pop', '-q', '--index']);
      } else {
        const archive = join(tmp, 'safety.tar.zst');
        if (!(await download(store, `${checkpointPrefix(sessionId, safetyId)}workspace.tar.zst`, archive))) throw new Error(`the safety checkpoint ${safetyId} has no workspace archive`);
        await extractWorkspace(archive, workspace);
      }
    } catch (undoErr) {
      throw new CheckpointError('IO', `rollback failed (${errorMessage(err)}) and putting things back failed too (${errorMessage(undoErr)})`, `your state is in checkpoint ${safetyId}${stashed ? ' and in `git stash list`' : ''}: pai-checkpoint restore ${safetyId}`);
    }
    throw new CheckpointError('IO', `rollback failed and was undone: ${errorMessage(err)}`, `nothing changed; the safety checkpoint ${safetyId} was kept`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function listArchive(archive: string): Promise<Set<string>> {
  const { stdout } = await run('sh', ['-c', `zstd -d -q -c "$1" | tar -t`, 'sh', archive], { maxBuffer: 256 * 1024 * 1024 });
  return new Set(stdout.split('\n').filter((l) => l && !l.includes('PaxHeaders') && !l.endsWith('/')));
}

export function printRollback(r: RollbackResult): string {
  const lines = [`Rolled ${r.workspace} back to ${r.id}: ${r.restoredFiles} file(s) restored.`, `Safety checkpoint of the state before: ${r.safetyCheckpoint}${r.stashed ? ' (your changes are also stashed: git stash list)' : ''}.`];
  if (r.createdSince.length) lines.push(`${r.createdSince.length} file(s) created since the checkpoint ${r.stashed ? 'are in the stash' : 'were left in place'}: ${r.createdSince.slice(0, 10).join(', ')}${r.createdSince.length > 10 ? ', …' : ''}`);
  lines.push(`Next: ${r.resumeHint}`);
  return lines.join('\n');
}
