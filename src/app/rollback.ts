import { existsSync } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readFile, readlink, rm, rmdir, symlink, chmod } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, posix } from 'node:path';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { listWorkspace } from '../domain/capture/workspace.js';
import {
  displacedDirOf,
  moveAside,
  stageWorkspace,
  type ExtractReport,
  type StagedWorkspace,
} from '../domain/restore/extract.js';
import { recoverableFromGit, type Way } from '../domain/restore/git.js';
import { recordOperation, type JournalKind } from '../domain/restore/journal.js';
import { readMcpStates, restoreMcpState, type McpRestore } from '../domain/restore/mcp.js';
import { resolveClaudeDir } from '../core/paths.js';
import { defaultTarget, expansionLimit } from '../domain/restore/restore.js';
import type { SafetyCheckpoint } from '../domain/restore/report.js';
import { assertRestoreTarget, realPathOf } from '../domain/restore/target.js';
import { type Manifest, storedPartKey } from '../domain/volume/manifest.js';
import { readManifest } from '../domain/volume/read.js';
import { verifyCheckpoint, verifyFailure } from '../domain/volume/verify.js';
import { checkedTree, contentTreeOf, stageContent, treePaths } from '../domain/restore/content.js';
import { contentVolume } from '../domain/content/tier.js';
import { keyringOf } from '../storage/sealed.js';
import { decompressStream } from '../platform/codec.js';
import { makeWorkDir } from '../platform/workdir.js';
import { download, type StorageBackend } from '../storage/backend.js';
import { confirm, type AppContext } from './context.js';
import { mcpRestoreOptions, safetyCapture } from './restore.js';
import { requireCheckpoint } from './volume.js';

/**
 * SPEC-07.40 rollback: makes a folder's tree the checkpoint's, exactly — the one function that
 * does so for `rollback`, `rewind`, `undo` and `redo` (restore writes its own way and records its
 * entry itself). 1. confirmation (declining leaves no trace); 2. a safety checkpoint of the tree as
 * it is (it holds every file a capture holds: what a rollback may replace or remove); 3. the
 * snapshot's files put in place; 4. files created since — those a capture of the result would hold
 * and the checkpoint does not — removed (they are in the safety checkpoint; `keepNew` leaves them),
 * and anything no checkpoint holds moved aside, never deleted; 5. the MCP servers' state; 6. an
 * entry in the folder's undo journal (domain/restore/journal.ts): `undo` is a rollback to the
 * safety checkpoint, `redo` one to the checkpoint again. git is not used to park changes (no
 * stash, nothing left behind): the safety checkpoint is the one copy of the state before, and on a
 * failure the tree is put back from it, rewriting only what differs.
 */
export interface RollbackOptions {
  id: string;
  /** Answers the confirmation in advance. */
  yes?: boolean;
  /** Leave the MCP servers' state alone (no state files written, no server started). */
  noMcp?: boolean;
  /** Leave the files created since the checkpoint in place (default: removed; the safety checkpoint holds them). */
  keepNew?: boolean;
  /** What the operation is called in the question, the journal and `undo` (default 'rollback'). */
  kind?: JournalKind;
  /** The folder made the checkpoint's (default: the folder it was taken in). undo and redo pass the user's folder. */
  folder?: string;
  /** Record the operation in the folder's undo journal (default true; undo and redo move its cursor themselves). */
  record?: boolean;
  /** The confirmation's question, when not the rollback's own. */
  question?: string;
}

export interface RollbackResult {
  id: string;
  kind: JournalKind;
  workspace: string;
  safetyCheckpoint: string;
  restoredFiles: number;
  /** Files a capture held before that the checkpoint does not: removed (they are in the safety checkpoint), or left in place with `keptNew`. */
  createdSince: string[];
  /** `--keep-new`: the files created since were left in place. */
  keptNew: boolean;
  /** What was in the way and in no checkpoint: moved here, never deleted. */
  displaced?: { dir: string; paths: string[] };
  /** Each MCP server whose state the checkpoint holds, put back after the files: restored, skipped (why) or failed (the error). */
  mcp?: McpRestore[];
  resumeHint: string;
}

/** The checkpoint rolled back to (verified, with a workspace snapshot) and the folder it rolls back. */
interface Plan {
  store: StorageBackend;
  sessionId: string;
  id: string;
  m: Manifest & { workspace: NonNullable<Manifest['workspace']> };
  workspace: string;
  inRepo: boolean;
}

export async function rollback(ctx: AppContext, o: RollbackOptions): Promise<RollbackResult> {
  const plan = await planRollback(ctx, o);
  const { id, m, workspace } = plan;
  const kind = o.kind ?? 'rollback';
  // 1. Confirmation, naming the folder, before anything changes.
  if (
    !(await confirm(
      ctx,
      o.question ?? `Roll ${workspace} back to checkpoint ${id} (${m.created_at})? Current files are saved first.`,
      o.yes,
    ))
  ) {
    throw new CheckpointError('USAGE', `${kind} cancelled; nothing changed`);
  }
  // 2. Safety checkpoint of everything as it is now.
  const safety = await safetyCapture(ctx, plan.sessionId, `${kind}-safety-${id.slice(-8)}`)(workspace);
  const way: Way = { held: new Set(safety.held), displacedDir: displacedDirOf(workspace), displaced: [] };
  const tmp = await makeWorkDir(ctx.paths.scratchDir, 'rollback');
  let archived = new Set<string>();
  let touched = false; // whether anything in the workspace may have changed (a refused snapshot changes nothing)
  let result: RollbackResult;
  try {
    // 3. The snapshot's files; 4. the tree made exact.
    const snap = await stageSnapshot(plan.store, plan.sessionId, m, workspace, tmp);
    archived = snap.archived;
    touched = true;
    const report = await placeSnapshot(plan, snap.staged, way);
    const createdSince = await makeExact(ctx, plan, archived, way, o.keepNew);
    result = rollbackResult(plan, kind, safety, report, createdSince, Boolean(o.keepNew), way);
    await rollbackMcp(ctx, plan, safety, result, o.noMcp);
  } catch (err) {
    if (touched) await putBack(ctx, plan, safety, archived, tmp, err);
    const aside = existsSync(way.displacedDir)
      ? `; what was in the way and in no checkpoint is in ${way.displacedDir}`
      : '';
    throw new CheckpointError(
      'IO',
      `${kind} failed and was undone: ${errorMessage(err)}`,
      `nothing changed; the safety checkpoint ${safety.id} was kept${aside}`,
    );
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  // 6. The journal: a failure to write it loses nothing (the safety checkpoint is there), so it is a warning.
  if (o.record !== false) {
    try {
      recordOperation(ctx.paths.stateDir, realPathOf(workspace), {
        kind,
        checkpoint: id,
        session: plan.sessionId,
        safety: safety.id,
        at: ctx.now().toISOString(),
      });
    } catch (err) {
      ctx.warn(
        `the ${kind} was not recorded for \`pai-checkpoint undo\` (${errorMessage(err)}): \`pai-checkpoint rollback ${safety.id}\` undoes it`,
      );
    }
  }
  return result;
}

/** Checks everything before the question is asked: the checkpoint verifies, has a snapshot, and its folder is one a restore may write. */
async function planRollback(ctx: AppContext, o: RollbackOptions): Promise<Plan> {
  const store = await ctx.volume();
  const found = await requireCheckpoint(store, o.id, ctx.paths.checkpointsDir);
  const { sessionId } = found;
  const id = found.entry.id;
  const v = await verifyCheckpoint(store, sessionId, id);
  if (!v.ok || !v.manifest) throw verifyFailure(v);
  const m = v.manifest;
  if (!m.workspace || (!m.parts['workspace.tar.zst'] && !contentTreeOf(m)))
    throw new CheckpointError('USAGE', `checkpoint ${id} has no workspace snapshot to roll back to`);
  const recorded = o.folder ?? defaultTarget(m);
  if (!recorded) throw new CheckpointError('USAGE', `checkpoint ${id} records no workspace folder`);
  const workspace = assertRestoreTarget(recorded, ctx.env['HOME'] || homedir());
  if (!existsSync(workspace))
    throw new CheckpointError(
      'NOT_FOUND',
      `workspace ${workspace} does not exist`,
      `use \`pai-checkpoint restore ${id} --to <dir>\``,
    );
  return { store, sessionId, id, m: m as Plan['m'], workspace, inRepo: existsSync(join(workspace, '.git')) };
}

/** A checkpoint's snapshot staged next to `target` (checked, nothing of the target touched), and the paths it holds. */
async function stageSnapshot(
  store: StorageBackend,
  sessionId: string,
  m: Manifest,
  target: string,
  tmp: string,
): Promise<{ staged: StagedWorkspace; archived: Set<string> }> {
  const tree = contentTreeOf(m);
  if (tree) {
    const content = contentVolume(store, m); // its own volume, or the large tier
    const checked = await checkedTree(content, tree);
    return { staged: await stageContent(content, checked, target), archived: new Set(treePaths(checked)) };
  }
  const part = m.parts['workspace.tar.zst'];
  const archive = join(tmp, `${m.id}.tar.zst`);
  if (!part || !(await download(store, storedPartKey({ ...m, session_id: sessionId }, 'workspace.tar.zst'), archive)))
    throw new CheckpointError('NOT_FOUND', `the workspace archive of ${m.id} is missing`);
  const unpacked = typeof m.workspace?.['unpacked_bytes'] === 'number' ? m.workspace['unpacked_bytes'] : undefined;
  const archived = await listArchive(archive);
  return {
    staged: await stageWorkspace(archive, target, {
      maxTarBytes: expansionLimit(unpacked, m.workspace?.file_count ?? 0, part.size),
    }),
    archived,
  };
}

/**
 * The staged snapshot moved into the workspace. Replaced: what the safety checkpoint holds, and in
 * a repository what git holds unchanged; anything else in the way goes aside.
 */
async function placeSnapshot({ workspace, inRepo }: Plan, staged: StagedWorkspace, way: Way): Promise<ExtractReport> {
  const held = new Set(way.held);
  if (inRepo) for (const f of await recoverableFromGit(workspace)) held.add(f);
  try {
    return await staged.commit({ held, displacedDir: way.displacedDir });
  } finally {
    await staged.discard();
  }
}

/**
 * What a capture of `workspace` holds now (the listing a capture makes: git's files and the
 * untracked ones it does not ignore, less the excludes; `include_ignored` only where a capture
 * would store it, on an encrypted volume). Git-ignored data is outside it: a rollback neither
 * counts it as created since nor removes it.
 */
async function captureListing(ctx: AppContext, store: StorageBackend, workspace: string): Promise<string[]> {
  const { capture } = await ctx.config();
  const include = keyringOf(store)?.encryption() ? capture.includeIgnored : [];
  return (await listWorkspace(workspace, { excludes: capture.excludes, include })).files.map((f) => f.path);
}

/**
 * Makes the tree the checkpoint's: each file a capture of it would hold that the checkpoint does
 * not (created since) is removed when the safety checkpoint holds it, else moved aside (it is in no
 * checkpoint: its ignore rule changed with the checkpoint's .gitignore); with `keepNew` all stay.
 * Folders emptied by it go too, unless the checkpoint has files in them. Returns what was created since.
 */
async function makeExact(
  ctx: AppContext,
  { store, workspace }: Plan,
  archived: ReadonlySet<string>,
  way: Way,
  keepNew: boolean | undefined,
): Promise<string[]> {
  const since = (await captureListing(ctx, store, workspace)).filter((p) => !archived.has(p)).sort();
  if (keepNew) return since;
  const needed = foldersOf(archived);
  for (const p of since) {
    if (way.held.has(p)) await rm(join(workspace, p), { force: true });
    else way.displaced.push(await moveAside(join(workspace, p), p, way.displacedDir));
    await pruneEmpty(workspace, p, needed);
  }
  return since;
}

function foldersOf(paths: Iterable<string>): Set<string> {
  const dirs = new Set<string>();
  for (const p of paths) for (let d = posix.dirname(p); d !== '.' && !dirs.has(d); d = posix.dirname(d)) dirs.add(d);
  return dirs;
}

async function pruneEmpty(workspace: string, path: string, needed: ReadonlySet<string>): Promise<void> {
  for (let d = posix.dirname(path); d !== '.' && !needed.has(d); d = posix.dirname(d)) {
    const names = await readdir(join(workspace, d)).catch(() => undefined);
    if (!names || names.length > 0) return;
    await rmdir(join(workspace, d)).catch(() => undefined);
  }
}

/**
 * Puts the tree back as it was after a failure, from the safety checkpoint: its snapshot is
 * unpacked in scratch and only the files that differ are written (a fault that stopped the
 * rollback, such as a folder that takes no new file, stops nothing here); then what the rollback
 * wrote that was not there before goes again (the checkpoint holds it). When that fails too, says
 * where the user's state is.
 */
async function putBack(
  ctx: AppContext,
  plan: Plan,
  safety: SafetyCheckpoint,
  archived: ReadonlySet<string>,
  tmp: string,
  err: unknown,
): Promise<void> {
  const { store, sessionId, workspace } = plan;
  try {
    const sm = await readManifest(store, sessionId, safety.id);
    if (!sm) throw new Error(`the safety checkpoint ${safety.id} has no manifest`);
    const copy = join(tmp, 'safety');
    const { staged } = await stageSnapshot(store, sessionId, sm, copy, tmp);
    try {
      await staged.commit();
    } finally {
      await staged.discard();
    }
    const held = new Set([...safety.held, ...archived]);
    await writeDiffering(copy, workspace, '', { held, displacedDir: displacedDirOf(workspace), displaced: [] });
    for (const p of await captureListing(ctx, store, workspace))
      if (archived.has(p) && !safety.held.has(p)) await rm(join(workspace, p), { force: true });
  } catch (undoErr) {
    throw new CheckpointError(
      'IO',
      `rollback failed (${errorMessage(err)}) and putting things back failed too (${errorMessage(undoErr)})`,
      `your state is in checkpoint ${safety.id}: \`pai-checkpoint restore ${safety.id}\``,
    );
  }
}

/** Copies each file and link of `from` that differs from `to`'s (content, mode or link target); what is in the way and not held goes aside. */
async function writeDiffering(from: string, to: string, rel: string, way: Way): Promise<void> {
  for (const e of await readdir(from, { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    const src = join(from, e.name);
    const dst = join(to, e.name);
    const existing = await lstat(dst).catch(() => undefined);
    if (e.isDirectory()) {
      if (existing && !existing.isDirectory()) way.displaced.push(await moveAside(dst, r, way.displacedDir));
      if (!existing?.isDirectory()) await mkdir(dst);
      await writeDiffering(src, dst, r, way);
      continue;
    }
    if (existing && (await sameEntry(src, dst))) continue;
    if (existing) {
      if (!existing.isDirectory() && way.held.has(r)) await rm(dst, { force: true });
      else way.displaced.push(await moveAside(dst, r, way.displacedDir));
    }
    if (e.isSymbolicLink()) await symlink(await readlink(src), dst);
    else {
      await copyFile(src, dst);
      await chmod(dst, (await lstat(src)).mode & 0o7777);
    }
  }
}

async function sameEntry(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([lstat(a), lstat(b)]);
  if (sa.isSymbolicLink() || sb.isSymbolicLink())
    return sa.isSymbolicLink() && sb.isSymbolicLink() && (await readlink(a)) === (await readlink(b));
  if (!sa.isFile() || !sb.isFile() || sa.size !== sb.size || (sa.mode & 0o7777) !== (sb.mode & 0o7777)) return false;
  return (await readFile(a)).equals(await readFile(b));
}

/**
 * The MCP servers' state of the checkpoint, after its files (domain/restore/mcp.ts). Never fails
 * the rollback: a server's failure is its outcome and a warning (a server's state cannot be
 * undone with the files; rolling back to the safety checkpoint restores the state it captured).
 */
async function rollbackMcp(
  ctx: AppContext,
  { store, sessionId, m, workspace }: Plan,
  safety: SafetyCheckpoint,
  result: RollbackResult,
  skip: boolean | undefined,
): Promise<void> {
  const mcp = await mcpRestoreOptions(ctx, skip);
  if (!mcp) return;
  const placed = await restoreMcpState(await readMcpStates(store, sessionId, m), {
    ...mcp,
    target: workspace,
    home: ctx.env['HOME'] || homedir(),
    claudeDir: resolveClaudeDir(ctx.env),
    held: safety.held,
    displacedDir: result.displaced?.dir,
  });
  if (placed.servers.length) result.mcp = placed.servers;
  for (const w of placed.warnings) ctx.warn(w);
  if (placed.displaced)
    result.displaced = {
      dir: placed.displaced.dir,
      paths: [...(result.displaced?.paths ?? []), ...placed.displaced.paths].sort(),
    };
}

function rollbackResult(
  { id, workspace }: Plan,
  kind: JournalKind,
  safety: SafetyCheckpoint,
  report: ExtractReport,
  createdSince: string[],
  keptNew: boolean,
  way: Way,
): RollbackResult {
  const result: RollbackResult = {
    id,
    kind,
    workspace,
    safetyCheckpoint: safety.id,
    restoredFiles: report.files,
    createdSince,
    keptNew,
    resumeHint: `\`pai-checkpoint resume ${id}\`   (undo: \`pai-checkpoint undo\`, or \`pai-checkpoint rollback ${safety.id} --yes\`)`,
  };
  const displaced = [...way.displaced, ...(report.displaced?.paths ?? [])];
  if (displaced.length) result.displaced = { dir: way.displacedDir, paths: displaced.sort() };
  return result;
}

/** The paths of the files and links a workspace archive holds (decompressed by the codec, parsed by node-tar). */
async function listArchive(archive: string): Promise<Set<string>> {
  const tar = await import('tar');
  const paths = new Set<string>();
  const parser = new tar.Parser({
    onReadEntry: (entry) => {
      if (entry.type !== 'Directory' && !entry.path.includes('PaxHeaders') && !entry.path.endsWith('/'))
        paths.add(entry.path);
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
