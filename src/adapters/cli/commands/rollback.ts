import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listWorkspace } from '../../../domain/capture/workspace.js';
import { extractWorkspace } from '../../../domain/restore/extract.js';
import { defaultTarget, download, expansionLimit } from '../../../domain/restore/restore.js';
import { assertRestoreTarget } from '../../../domain/restore/target.js';
import { checkpointPrefix, verifyCheckpoint } from '../../../domain/volume/store.js';
import { CheckpointError, errorMessage } from '../../../core/errors.js';
import { confirm, type CliEnv } from '../context.js';
import { safetyCapture } from '../restore-target.js';
import { requireCheckpoint, volumeFor } from '../volume.js';
import { makeWorkDir } from '../../../platform/workdir.js';
import { decompressStream } from '../../../platform/codec.js';

/**
 * SPEC-07.40 rollback: puts the files of a checkpoint back in its workspace.
 * 1. confirmation (nothing has changed before it: declining leaves no trace); 2. a safety
 * checkpoint of the current state; 3. `git stash -u` of current changes (in a repo); 4. the
 * snapshot's files restored (files created since are reported, not deleted; anything in the way
 * that no checkpoint holds is moved aside); then how to resume. On any failure: the work tree is
 * put back as it was (in a repo: `git checkout`/`clean` of what the rollback wrote, then the stash
 * popped; elsewhere: the safety checkpoint's files) and the error is reported. Rolling back a
 * rollback = rolling back to its safety checkpoint.
 */
export interface RollbackOptions {
  id: string;
  /** Answers the confirmation in advance. */
  yes?: boolean;
  /** Tests only: fail after the snapshot was partly restored. */
  faultAfterExtract?: boolean;
}

export interface RollbackResult {
  id: string;
  workspace: string;
  safetyCheckpoint: string;
  stashed: boolean;
  /** The stash holding the changes the rollback put away (`stash@{0}` when it was made), and its message. */
  stash?: { ref: string; message: string };
  restoredFiles: number;
  /** Files that existed before the rollback but not in the snapshot (stashed in a repository, else left in place). */
  createdSince: string[];
  /** What was in the way and in no checkpoint: moved here, never deleted. */
  displaced?: { dir: string; paths: string[] };
  resumeHint: string;
}

const run = promisify(execFile);
const git = (cwd: string, args: string[]) => run('git', args, { cwd, env: { ...process.env, LC_ALL: 'C' } }).then((r) => r.stdout.trim());

export async function rollback(cli: CliEnv, o: RollbackOptions): Promise<RollbackResult> {
  const { config, store } = await volumeFor(cli);
  const found = await requireCheckpoint(store, o.id);
  const { sessionId } = found;
  const id = found.entry.id;
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) throw new CheckpointError('INVALID_DATA', `checkpoint ${id} does not verify (${v.problems.map((p) => `${p.part}: ${p.error}`).join('; ')})`);
  const m = v.manifest;
  if (!m.workspace || !m.parts['workspace.tar.zst']) throw new CheckpointError('USAGE', `checkpoint ${id} has no workspace snapshot to roll back to`);
  const recorded = defaultTarget(m);
  if (!recorded) throw new CheckpointError('USAGE', `checkpoint ${id} records no workspace folder`);
  const workspace = assertRestoreTarget(recorded, cli.env['HOME'] || homedir());
  if (!existsSync(workspace)) throw new CheckpointError('NOT_FOUND', `workspace ${workspace} does not exist`, `use \`pai-checkpoint restore ${id} --to <dir>\``);
  const inRepo = existsSync(join(workspace, '.git'));

  // 1. Confirmation, naming the folder, before anything changes.
  if (!(await confirm(cli, `Roll ${workspace} back to checkpoint ${id} (${m.created_at})? Current files are saved first.`, o.yes))) {
    throw new CheckpointError('USAGE', 'rollback cancelled; nothing changed');
  }
  // 2. Safety checkpoint of everything as it is now.
  const safety = await safetyCapture(cli, sessionId, `rollback-safety-${id.slice(-8)}`)(workspace);
  const safetyId = safety.id;

  // What is there now (before the stash takes the untracked files away).
  const now = await listWorkspace(workspace, { excludes: config.capture.excludes });
  // 3. Stash current changes (tracked and untracked) so that they are never lost.
  let stashed = false;
  let stash: RollbackResult['stash'];
  if (inRepo) {
    const before = await git(workspace, ['stash', 'list']).catch(() => '');
    const message = `pai-checkpoint rollback to ${id}`;
    await git(workspace, ['stash', 'push', '-u', '-q', '-m', message]).catch(() => undefined);
    stashed = (await git(workspace, ['stash', 'list']).catch(() => '')) !== before;
    if (stashed) stash = { ref: 'stash@{0}', message };
  }
  const tmp = await makeWorkDir(cli.paths.scratchDir, 'rollback');
  try {
    const archive = join(tmp, 'workspace.tar.zst');
    if (!(await download(store, `${checkpointPrefix(sessionId, id)}workspace.tar.zst`, archive))) throw new CheckpointError('NOT_FOUND', `the workspace archive of ${id} is missing`);
    const unpacked = typeof m.workspace['unpacked_bytes'] === 'number' ? m.workspace['unpacked_bytes'] : undefined;
    const report = await extractWorkspace(archive, workspace, { held: safety.held, maxTarBytes: expansionLimit(unpacked, m.workspace.file_count, m.parts['workspace.tar.zst'].size) });
    if (o.faultAfterExtract) throw new Error('injected failure after the snapshot was restored');
    // Files present before the rollback that the snapshot does not have: created since (in a
    // repository they went into the stash with the other changes; elsewhere they stay in place).
    const archived = await listArchive(archive);
    const createdSince = now.files.map((f) => f.path).filter((p) => !archived.has(p));
    const result: RollbackResult = {
      id,
      workspace,
      safetyCheckpoint: safetyId,
      stashed,
      restoredFiles: report.files,
      createdSince: createdSince.sort(),
      resumeHint: `\`pai-checkpoint resume ${id}\`   (undo: \`pai-checkpoint rollback ${safetyId} --yes\`${stash ? `; your changes are also in ${stash.ref} "${stash.message}"` : ''})`,
    };
    if (stash) result.stash = stash;
    if (report.displaced) result.displaced = report.displaced;
    return result;
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
        await extractWorkspace(archive, workspace, { held: safety.held });
      }
    } catch (undoErr) {
      throw new CheckpointError('IO', `rollback failed (${errorMessage(err)}) and putting things back failed too (${errorMessage(undoErr)})`, `your state is in checkpoint ${safetyId}${stashed ? ' and in `git stash list`' : ''}: \`pai-checkpoint restore ${safetyId}\``);
    }
    throw new CheckpointError('IO', `rollback failed and was undone: ${errorMessage(err)}`, `nothing changed; the safety checkpoint ${safetyId} was kept`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The paths of the files and links a workspace archive holds (decompressed by the codec, parsed by node-tar). */
async function listArchive(archive: string): Promise<Set<string>> {
  const tar = await import('tar');
  const paths = new Set<string>();
  const parser = new tar.Parser({
    onReadEntry: (entry) => {
      if (entry.type !== 'Directory' && !entry.path.includes('PaxHeaders') && !entry.path.endsWith('/')) paths.add(entry.path);
      entry.resume();
    },
  });
  const stream = decompressStream({ file: archive }, { purpose: 'list a workspace archive' });
  await new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.once('end', () => resolve());
    stream.once('error', reject);
    stream.pipe(parser as unknown as NodeJS.WritableStream);
  }).finally(() => stream.destroy());
  return paths;
}

export function printRollback(r: RollbackResult): string {
  const lines = [`Rolled ${r.workspace} back to ${r.id}: ${r.restoredFiles} file(s) restored.`, `Safety checkpoint of the state before: ${r.safetyCheckpoint}.`];
  if (r.stash) lines.push(`Your changes were stashed: ${r.stash.ref} "${r.stash.message}" (git stash list; git stash pop brings them back).`);
  if (r.createdSince.length) lines.push(`${r.createdSince.length} file(s) created since the checkpoint ${r.stashed ? 'are in the stash' : 'were left in place'}: ${r.createdSince.slice(0, 10).join(', ')}${r.createdSince.length > 10 ? ', …' : ''}`);
  if (r.displaced) lines.push(`${r.displaced.paths.length} thing(s) in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}.`);
  lines.push(`Next: ${r.resumeHint}`);
  return lines.join('\n');
}
