import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { listWorkspace } from '../domain/capture/workspace.js';
import { displacedDirOf, extractWorkspace, type ExtractReport } from '../domain/restore/extract.js';
import { clearWayFor, recoverableFromGit, type Way } from '../domain/restore/git.js';
import { readMcpStates, restoreMcpState, type McpRestore } from '../domain/restore/mcp.js';
import { resolveClaudeDir } from '../core/paths.js';
import { defaultTarget, download, expansionLimit, type SafetyCheckpoint } from '../domain/restore/restore.js';
import { assertRestoreTarget } from '../domain/restore/target.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { readManifest, verifyCheckpoint, verifyFailure } from '../domain/volume/store.js';
import { checkedTree, contentTreeOf, stageContent, treePaths } from '../domain/restore/content.js';
import { contentVolume } from '../domain/content/tier.js';
import type { StagedWorkspace } from '../domain/restore/extract.js';
import { partKey } from '../storage/layout.js';
import { decompressStream } from '../platform/codec.js';
import { makeWorkDir } from '../platform/workdir.js';
import type { StorageBackend } from '../storage/backend.js';
import { confirm, type AppContext } from './context.js';
import { mcpRestoreOptions, safetyCapture } from './restore.js';
import { requireCheckpoint } from './volume.js';

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
  /** Leave the MCP servers' state alone (no state files written, no server started). */
  noMcp?: boolean;
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
  /** Each MCP server whose state the checkpoint holds, put back after the files: restored, skipped (why) or failed (the error). */
  mcp?: McpRestore[];
  resumeHint: string;
}

const run = promisify(execFile);
const git = (cwd: string, args: string[]) => run('git', args, { cwd, env: { ...process.env, LC_ALL: 'C' } }).then((r) => r.stdout.trim());

/** The checkpoint rolled back to (verified, with a workspace snapshot) and the folder it rolls back. */
interface Plan {
  store: StorageBackend;
  sessionId: string;
  id: string;
  m: Manifest & { workspace: NonNullable<Manifest['workspace']> };
  workspace: string;
  inRepo: boolean;
}

/** What the rollback changed so far: what undoing it needs. */
interface Done {
  safety: SafetyCheckpoint;
  /** What may be replaced (the safety checkpoint's files; after the stash, also what git holds unchanged), and where the rest went. */
  way: Way;
  stashed: boolean;
  stash?: RollbackResult['stash'];
  tmp: string;
}

export async function rollback(ctx: AppContext, o: RollbackOptions): Promise<RollbackResult> {
  const config = await ctx.config();
  const plan = await planRollback(ctx, o.id);
  const { id, m, workspace } = plan;
  // 1. Confirmation, naming the folder, before anything changes.
  if (!(await confirm(ctx, `Roll ${workspace} back to checkpoint ${id} (${m.created_at})? Current files are saved first.`, o.yes))) {
    throw new CheckpointError('USAGE', 'rollback cancelled; nothing changed');
  }
  // 2. Safety checkpoint of everything as it is now.
  const safety = await safetyCapture(ctx, plan.sessionId, `rollback-safety-${id.slice(-8)}`)(workspace);
  // What is there now (before the stash takes the untracked files away).
  const before = await listWorkspace(workspace, { excludes: config.capture.excludes });
  const way: Way = { held: new Set(safety.held), displacedDir: displacedDirOf(workspace), displaced: [] };
  // 3. Stash current changes (tracked and untracked) so that they are never lost. The stash ends by
  // resetting the tree to HEAD, which replaces ignored files in the way: those go aside first.
  if (plan.inRepo) await clearWayFor(workspace, 'HEAD', way);
  const done: Done = { safety, way, ...(plan.inRepo ? await stashChanges(workspace, id) : { stashed: false }), tmp: await makeWorkDir(ctx.paths.scratchDir, 'rollback') };
  try {
    // 4. The snapshot's files.
    const { report, archived } = await restoreSnapshot(plan, done);
    // Files present before the rollback that the snapshot does not have: created since (in a
    // repository they went into the stash with the other changes; elsewhere they stay in place).
    const createdSince = before.files.map((f) => f.path).filter((p) => !archived.has(p));
    const result = rollbackResult(plan, done, report, createdSince);
    await rollbackMcp(ctx, plan, done.safety, result, o.noMcp);
    return result;
  } catch (err) {
    await undo(plan, done, err);
    const aside = existsSync(way.displacedDir) ? `; what was in the way and in no checkpoint is in ${way.displacedDir}` : '';
    throw new CheckpointError('IO', `rollback failed and was undone: ${errorMessage(err)}`, `nothing changed; the safety checkpoint ${safety.id} was kept${aside}`);
  } finally {
    await rm(done.tmp, { recursive: true, force: true });
  }
}

/** Checks everything before the question is asked: the checkpoint verifies, has a snapshot, and its folder is one a restore may write. */
async function planRollback(ctx: AppContext, idOrPrefix: string): Promise<Plan> {
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, idOrPrefix);
  const { sessionId } = found;
  const id = found.entry.id;
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) throw verifyFailure(v);
  const m = v.manifest;
  if (!m.workspace || (!m.parts['workspace.tar.zst'] && !contentTreeOf(m))) throw new CheckpointError('USAGE', `checkpoint ${id} has no workspace snapshot to roll back to`);
  const recorded = defaultTarget(m);
  if (!recorded) throw new CheckpointError('USAGE', `checkpoint ${id} records no workspace folder`);
  const workspace = assertRestoreTarget(recorded, ctx.env['HOME'] || homedir());
  if (!existsSync(workspace)) throw new CheckpointError('NOT_FOUND', `workspace ${workspace} does not exist`, `use \`pai-checkpoint restore ${id} --to <dir>\``);
  return { store, sessionId, id, m: m as Plan['m'], workspace, inRepo: existsSync(join(workspace, '.git')) };
}

/** `git stash push -u`; whether it made a stash (a clean tree makes none). */
async function stashChanges(workspace: string, id: string): Promise<Pick<Done, 'stashed' | 'stash'>> {
  const before = await git(workspace, ['stash', 'list']).catch(() => '');
  const message = `pai-checkpoint rollback to ${id}`;
  await git(workspace, ['stash', 'push', '-u', '-q', '-m', message]).catch(() => undefined);
  const stashed = (await git(workspace, ['stash', 'list']).catch(() => '')) !== before;
  return stashed ? { stashed, stash: { ref: 'stash@{0}', message } } : { stashed };
}

/**
 * Downloads the snapshot and extracts it over the workspace; what it restored and which paths its
 * archive holds. Replaced: what the safety checkpoint holds, and in a repository what git holds
 * unchanged (after the stash, every tracked file); anything else goes aside with what the stash
 * would have replaced.
 */
async function restoreSnapshot({ store, sessionId, id, m, workspace, inRepo }: Plan, { way, tmp }: Done): Promise<{ report: ExtractReport; archived: Set<string> }> {
  const held = new Set(way.held);
  if (inRepo) for (const f of await recoverableFromGit(workspace)) held.add(f);
  const place = { held, displacedDir: way.displacedDir };
  const tree = contentTreeOf(m);
  if (tree) {
    const content = contentVolume(store, m); // its own volume, or the large tier
    const checked = await checkedTree(content, tree);
    return { report: withAside(await commitStaged(await stageContent(content, checked, workspace), place), way), archived: new Set(treePaths(checked)) };
  }
  const archive = join(tmp, 'workspace.tar.zst');
  if (!(await download(store, partKey(sessionId, id, 'workspace.tar.zst'), archive))) throw new CheckpointError('NOT_FOUND', `the workspace archive of ${id} is missing`);
  const unpacked = typeof m.workspace['unpacked_bytes'] === 'number' ? m.workspace['unpacked_bytes'] : undefined;
  const report = await extractWorkspace(archive, workspace, { ...place, maxTarBytes: expansionLimit(unpacked, m.workspace.file_count, m.parts['workspace.tar.zst']!.size) });
  return { report: withAside(report, way), archived: await listArchive(archive) };
}

/** The report with what was moved aside before the stash joined to what the snapshot moved aside. */
function withAside(report: ExtractReport, way: Way): ExtractReport {
  const paths = [...way.displaced, ...(report.displaced?.paths ?? [])];
  return paths.length ? { ...report, displaced: { dir: way.displacedDir, paths: paths.sort() } } : report;
}

/**
 * The MCP servers' state of the checkpoint, after its files (domain/restore/mcp.ts). Never fails
 * the rollback: a server's failure is its outcome and a warning (a server's state cannot be
 * undone with the files; rolling back to the safety checkpoint restores the state it captured).
 */
async function rollbackMcp(ctx: AppContext, { store, sessionId, m, workspace }: Plan, safety: SafetyCheckpoint, result: RollbackResult, skip: boolean | undefined): Promise<void> {
  const mcp = await mcpRestoreOptions(ctx, skip);
  if (!mcp) return;
  const placed = await restoreMcpState(await readMcpStates(store, sessionId, m), { ...mcp, target: workspace, home: ctx.env['HOME'] || homedir(), claudeDir: resolveClaudeDir(ctx.env), held: safety.held, displacedDir: result.displaced?.dir });
  if (placed.servers.length) result.mcp = placed.servers;
  for (const w of placed.warnings) ctx.warn(w);
  if (placed.displaced) result.displaced = { dir: placed.displaced.dir, paths: [...(result.displaced?.paths ?? []), ...placed.displaced.paths].sort() };
}

function rollbackResult({ id, workspace }: Plan, { safety, stashed, stash }: Done, report: ExtractReport, createdSince: string[]): RollbackResult {
  const result: RollbackResult = {
    id,
    workspace,
    safetyCheckpoint: safety.id,
    stashed,
    restoredFiles: report.files,
    createdSince: createdSince.sort(),
    resumeHint: `\`pai-checkpoint resume ${id}\`   (undo: \`pai-checkpoint rollback ${safety.id} --yes\`${stash ? `; your changes are also in ${stash.ref} "${stash.message}"` : ''})`,
  };
  if (stash) result.stash = stash;
  if (report.displaced) result.displaced = report.displaced;
  return result;
}

/**
 * Puts the work tree back as it was after a failure: in a repository, `git checkout`/`clean` of
 * what the rollback wrote, then the stash popped; elsewhere, the safety checkpoint's files. When
 * that fails too, says where the user's state is.
 */
async function undo({ store, sessionId, workspace, inRepo }: Plan, { safety, stashed, tmp }: Omit<Done, 'way'>, err: unknown): Promise<void> {
  try {
    if (inRepo) {
      await git(workspace, ['checkout', '-q', '--', '.']).catch(() => undefined);
      await git(workspace, ['clean', '-q', '-fd']).catch(() => undefined);
      if (stashed) await git(workspace, ['stash', 'pop', '-q', '--index']);
    } else {
      const sm = await readManifest(store, sessionId, safety.id);
      const tree = sm ? contentTreeOf(sm) : undefined;
      const content = sm ? contentVolume(store, sm) : store;
      if (tree) await commitStaged(await stageContent(content, await checkedTree(content, tree), workspace), { held: safety.held });
      else {
        const archive = join(tmp, 'safety.tar.zst');
        if (!(await download(store, partKey(sessionId, safety.id, 'workspace.tar.zst'), archive))) throw new Error(`the safety checkpoint ${safety.id} has no workspace archive`);
        await extractWorkspace(archive, workspace, { held: safety.held });
      }
    }
  } catch (undoErr) {
    throw new CheckpointError('IO', `rollback failed (${errorMessage(err)}) and putting things back failed too (${errorMessage(undoErr)})`, `your state is in checkpoint ${safety.id}${stashed ? ' and in `git stash list`' : ''}: \`pai-checkpoint restore ${safety.id}\``);
  }
}

async function commitStaged(staged: StagedWorkspace, o: { held: Iterable<string>; displacedDir?: string }): Promise<ExtractReport> {
  try {
    return await staged.commit({ held: new Set(o.held), displacedDir: o.displacedDir });
  } finally {
    await staged.discard();
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
