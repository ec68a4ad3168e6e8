import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { GitState } from '../capture/git.js';
import { CheckpointError } from '../../core/errors.js';
import { assertSafeKey } from '../../core/keys.js';
import { resolveInside, storedPathProblem } from '../../core/stored-path.js';
import { download, getJson, type StorageBackend } from '../../storage/backend.js';
import { checkedTree, contentTreeOf, stageContent } from './content.js';
import { contentVolume } from '../content/tier.js';
import { displacedDirOf, isChosen, moveAside, stageWorkspace, type StagedWorkspace } from './extract.js';
import { type Manifest, storedPartKey } from '../volume/manifest.js';
import { verifyCheckpoint, verifyFailure } from '../volume/verify.js';
import { assertRestoreTarget } from './target.js';
import { completeCheckout, recoverableFromGit, type Way } from './git.js';
import { DEFAULT_SCRATCH, makeWorkDir } from '../../platform/workdir.js';
import { decompressStream } from '../../platform/codec.js';
import { relocateTranscript, relocationRootProblem, type RelocateReport } from '../transcript/relocate.js';
import { mcpNotRestored, readMcpStates, restoreMcpState, type McpRestoreOptions, type StoredMcp } from './mcp.js';
import type { RestoreReport, SafetyCheckpoint } from './report.js';
import { restoreGit, validGitState } from './git-state.js';

/**
 * Puts a checkpoint back: verify every part first; then git (clone/fetch, the unpushed commits
 * from the bundle, the branch moved only forward, stashes); then the workspace archive over it
 * (uncommitted and untracked files, Bash-made changes included) and the deletions git recorded;
 * then the transcript, if Claude Code does not have it (a new machine); then the MCP servers' state
 * (mcp.ts: state files, and each server's restore_checkpoint tool), never fatal.
 *
 * Nothing stored is trusted: the target must be a project folder (see target.ts), git/state.json is
 * validated as a whole before anything is written (paths like archive entries, commits as hashes,
 * branch and remote names by git's rules, no option-like or `ext::` URLs), and the archive is
 * checked entry by entry. Never touches history: commits are only added (fetch) and a branch only
 * fast-forwarded. Never deletes what the caller's safety checkpoint does not hold: such files are
 * moved aside and reported.
 */
interface RestoreOptions {
  /** Where to restore: the caller decides (see `defaultTarget` and the CLI's confirmation rules). */
  to: string;
  /** Claude Code's config dir (the transcript goes to `<dir>/projects/<escaped target>/`). */
  claudeDir: string;
  /** The home folder restores never write into the hidden folders of (default: os.homedir()). */
  home?: string | undefined;
  /** Called before files in a non-empty target are overwritten; returns the safety checkpoint. */
  safety?: ((target: string) => Promise<SafetyCheckpoint>) | undefined;
  /** Only the transcript (for `resume` when the workspace is there): git and files are left alone. */
  transcriptOnly?: boolean;
  /** The root of scratch folders (see platform/workdir.ts; the CLI's is `~/.pai/checkpoint/tmp`). */
  scratch?: string | undefined;
  /** Restore a checkpoint whose manifest is unsigned or whose signature fails (--force): a warning, not a refusal. */
  force?: boolean | undefined;
  /** Put the MCP servers' captured state back (see mcp.ts); absent (--no-mcp): left alone. With `transcriptOnly`, reported as skipped. */
  mcp?: McpRestoreOptions | undefined;
  /**
   * Only these files and folders (from `chosenPaths`): the rest of the workspace, git, the
   * transcript and the MCP state are left as they are; git's recorded deletions only beneath them.
   */
  only?: readonly string[] | undefined;
}

/**
 * The paths of `restore <id> <path>…`, relative to the workspace root, normalised (`./a/` → `a`);
 * USAGE for one that leaves the tree (absolute, `..`) or names git's metadata. Undefined when
 * none is given or one is the root itself (`.`): the whole workspace.
 */
export function chosenPaths(paths: readonly string[] | undefined): string[] | undefined {
  if (!paths?.length) return undefined;
  const out = new Set<string>();
  let whole = false;
  for (const raw of paths) {
    const p = raw === '' ? '' : posix.normalize(raw).replace(/\/+$/, '');
    if (p === '.') {
      whole = true;
      continue;
    }
    const why = storedPathProblem(raw.replace(/^(\.\/)+/, '')) ?? storedPathProblem(p);
    if (why)
      throw new CheckpointError(
        'USAGE',
        `restore path ${JSON.stringify(raw)}: ${why}`,
        'name files or folders inside the workspace, relative to its root (e.g. `src/app.ts docs/`)',
      );
    out.add(p);
  }
  return whole ? undefined : [...out].sort();
}

/** Claude Code's project folder name for a cwd. */
export function projectDirName(cwd: string): string {
  return cwd.replace(/[^A-Za-z0-9]/g, '-');
}

/** The folder a checkpoint was taken in (what a restore without `--to` would write into). */
export function defaultTarget(m: Manifest): string | undefined {
  return m.workspace?.root ?? (typeof m['project'] === 'string' ? (m['project'] as string) : undefined);
}

const MiB = 1024 * 1024;

/**
 * Most bytes a part may expand to: what the manifest records (plus tar's per-entry headers), or,
 * for checkpoints made before sizes were recorded, a generous multiple of the stored size. A part
 * that expands further is refused, whatever its compression ratio promised.
 */
export function expansionLimit(recorded: number | undefined, entries: number, storedBytes: number): number {
  if (recorded !== undefined) return recorded + (entries + 1) * 3 * 1024 + MiB;
  return Math.max(256 * MiB, storedBytes * 64);
}

const deletionsOf = (state: GitState | undefined) =>
  new Set((state?.changes ?? []).filter((c) => c.code.includes('D')).map((c) => c.path));

/** The files git recorded as deleted in the work tree at capture time (what a restore deletes again), checked. */
export async function recordedDeletions(store: StorageBackend, m: Manifest): Promise<string[]> {
  if (!m.parts['git/state.json']) return [];
  const key = storedPartKey(m, 'git/state.json');
  const state = await validGitState(await getJson(store, key), `${store.location}/${key}`);
  return [...deletionsOf(state)];
}

/** Decompresses a stored zstd part into `file` (in our scratch folder), refusing more than `maxBytes`. */
export async function unpackTo(
  store: StorageBackend,
  key: string,
  file: string,
  maxBytes: number,
  tmp: string,
): Promise<void> {
  const z = join(tmp, 'part.zst');
  if (!(await download(store, key, z))) throw new CheckpointError('NOT_FOUND', `${store.location}/${key} is missing`);
  const tooLarge = () =>
    new CheckpointError(
      'INVALID_DATA',
      `${key} expands beyond ${maxBytes} bytes, more than its manifest records`,
      'the checkpoint was tampered with or damaged; nothing was written',
    );
  const unpacked = decompressStream({ file: z }, { name: key, maxBytes, tooLarge, purpose: 'restore a transcript' });
  await pipeline(unpacked, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}

export async function restoreCheckpoint(
  store: StorageBackend,
  sessionId: string,
  id: string,
  o: RestoreOptions,
): Promise<RestoreReport> {
  assertSafeKey('session id', sessionId);
  const target = assertRestoreTarget(o.to, o.home ?? homedir());
  const v = await verifyCheckpoint(store, sessionId, id, { force: o.force });
  if (!v.ok || !v.manifest)
    throw verifyFailure(
      v,
      v.manifest?.parent_checkpoint_id
        ? `restore its parent instead: ${v.manifest.parent_checkpoint_id}`
        : 'restore an earlier checkpoint of the session',
    );
  const m = v.manifest;
  const report: RestoreReport = { id, sessionId, target, warnings: [] };
  if (v.signature && v.signature !== 'signed')
    report.warnings.push(`checkpoint ${id}: ${v.signature}; restored anyway (--force)`);
  const tmp = await makeWorkDir(o.scratch ?? DEFAULT_SCRATCH, 'restore');
  let staged: Staged | undefined;
  try {
    // 1. Everything stored is checked (and unpacked aside) before the first write to the target.
    staged = await stageAll(store, m, sessionId, target, tmp, o);
    // 2. A safety checkpoint of what is there, then git, the files, the deletions, the transcript.
    let held = new Set<string>();
    const empty = !existsSync(target) || (await readdir(target)).length === 0;
    if (!o.transcriptOnly && !empty && o.safety) {
      const safety = await o.safety(target);
      held = new Set(safety.held);
      if (held.size > 0) report.safetyCheckpoint = safety.id;
    }
    const filesFollow = empty && staged.workspace !== undefined && !o.only;
    const way: Way = { held, displacedDir: displacedDirOf(target), displaced: [], filesFollow };
    if (staged.gitState && !o.only) {
      report.git = await restoreGit(store, m, staged.gitState, target, tmp, report.warnings, way);
      if (!filesFollow) for (const f of await recoverableFromGit(target)) held.add(f);
    }
    if (staged.workspace) await placeWorkspace(staged.workspace, staged.gitState, target, way, report, o.only);
    else if (way.displaced.length) report.displaced = { dir: way.displacedDir, paths: way.displaced.sort() };
    if (filesFollow && report.git?.head) await completeCheckout(target, deletionsOf(staged.gitState));
    if (!o.only) report.transcript = await placeTranscript(m, staged, sessionId, report.warnings);
    if (staged.mcp && o.mcp)
      await placeMcp(staged.mcp, { ...o.mcp, target, home: o.home ?? homedir(), claudeDir: o.claudeDir, held }, report);
    else if (o.mcp && o.transcriptOnly)
      report.mcp = mcpNotRestored(m, 'the workspace was not restored (it is there): its MCP state stays as it is');
    if (report.mcp?.length === 0) delete report.mcp;
    return report;
  } finally {
    await staged?.workspace?.discard();
    await rm(tmp, { recursive: true, force: true });
  }
}

/** What a restore will write, checked and unpacked aside: git state, the workspace archive (staged next to the target), the transcript. */
interface Staged {
  gitState?: GitState | undefined;
  workspace?: StagedWorkspace | undefined;
  /** Where the session's transcript belongs, and the unpacked copy to put there (absent when it is there already). */
  transcriptFile: string;
  transcript?: string | undefined;
  /** The transcript's paths rewritten for the target (in `transcript`), when it goes to another folder than recorded. */
  relocated?: RelocateReport | undefined;
  /** Why its paths were not rewritten, when they were not. */
  warnings: string[];
  /** The MCP servers' stored states, each checked (a bad one fails its server only). */
  mcp?: StoredMcp[] | undefined;
}

async function stageAll(
  store: StorageBackend,
  m: Manifest,
  sessionId: string,
  target: string,
  tmp: string,
  o: RestoreOptions,
): Promise<Staged> {
  const key = (part: string) => storedPartKey({ ...m, session_id: sessionId }, part);
  const rawGit =
    !o.transcriptOnly && m.parts['git/state.json'] ? await getJson(store, key('git/state.json')) : undefined;
  const staged: Staged = {
    transcriptFile: join(o.claudeDir, 'projects', projectDirName(target), `${sessionId}.jsonl`),
    warnings: [],
  };
  if (rawGit !== undefined) staged.gitState = await validGitState(rawGit, `${store.location}/${key('git/state.json')}`);
  if (o.mcp && !o.transcriptOnly && !o.only) staged.mcp = await readMcpStates(store, sessionId, m);
  const archivePart = m.parts['workspace.tar.zst'];
  const tree = o.transcriptOnly ? undefined : contentTreeOf(m);
  if (tree) {
    const content = contentVolume(store, m); // its own volume, or the large tier
    staged.workspace = await stageContent(content, await checkedTree(content, tree), target, o.only);
  } else if (!o.transcriptOnly && archivePart) {
    const archive = join(tmp, 'workspace.tar.zst');
    await download(store, key('workspace.tar.zst'), archive);
    const w = m.workspace;
    const unpacked = typeof w?.['unpacked_bytes'] === 'number' ? w['unpacked_bytes'] : undefined;
    staged.workspace = await stageWorkspace(archive, target, {
      maxTarBytes: expansionLimit(unpacked, w?.file_count ?? 0, archivePart.size),
      only: o.only,
    });
  }
  if (o.only && !staged.workspace)
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${m.id} holds no workspace files: ${o.only.map((p) => JSON.stringify(p)).join(', ')} cannot be restored from it`,
      'restore an earlier checkpoint of the session',
    );
  const transcriptPart = m.parts['transcript.jsonl.zst'];
  if (transcriptPart && !o.only && !existsSync(staged.transcriptFile)) {
    staged.transcript = join(tmp, 'transcript.jsonl');
    const recorded = m.conversation['transcript_bytes'];
    await unpackTo(
      store,
      key('transcript.jsonl.zst'),
      staged.transcript,
      expansionLimit(typeof recorded === 'number' ? recorded : undefined, 0, transcriptPart.size),
      tmp,
    );
    await relocateStaged(m, staged, target, tmp);
  }
  return staged;
}

/**
 * A transcript restored into another folder than it was recorded in: its paths follow the
 * workspace (transcript/relocate.ts), in scratch, before anything is placed — else `claude
 * --resume` would send the model's next tool calls to the old folder. A recorded root that is not
 * a normal absolute path (stored data), or a rewrite that would grow the transcript too much,
 * leaves it as stored, with a warning: the conversation still resumes.
 */
async function relocateStaged(m: Manifest, staged: Staged, target: string, tmp: string): Promise<void> {
  const from = defaultTarget(m);
  if (!staged.transcript || from === undefined || from === target) return;
  const why = relocationRootProblem(from) ?? relocationRootProblem(target);
  if (why) {
    staged.warnings.push(
      `the transcript's paths were not rewritten for ${target}: the recorded workspace ${JSON.stringify(from.slice(0, 200))} or the target is ${why}`,
    );
    return;
  }
  const relocated = join(tmp, 'transcript.relocated.jsonl');
  try {
    staged.relocated = await relocateTranscript(staged.transcript, relocated, { from, to: target });
    staged.transcript = relocated;
  } catch (err) {
    if (!(err instanceof CheckpointError && err.code === 'TOO_LARGE')) throw err;
    staged.warnings.push(`the transcript's paths were not rewritten for ${target}: ${err.message}`);
  }
}

/**
 * The staged files, then the deletions git recorded. What is in the way and neither held by the
 * safety checkpoint nor recoverable from git is moved aside, never deleted.
 */
async function placeWorkspace(
  staged: StagedWorkspace,
  gitState: GitState | undefined,
  target: string,
  way: Way,
  report: RestoreReport,
  only: readonly string[] | undefined,
): Promise<void> {
  const { held, displacedDir } = way;
  report.workspace = await staged.commit({ held, displacedDir });
  const displaced = [...way.displaced, ...(report.workspace.displaced?.paths ?? [])];
  let deleted = 0;
  for (const c of gitState?.changes ?? []) {
    if (!c.code.includes('D') || (only && !isChosen(c.path, only))) continue;
    const abs = await resolveInside(target, c.path, 'a deletion recorded by git');
    const st = await lstat(abs).catch(() => undefined);
    if (!st) continue;
    if (!st.isDirectory() && held.has(c.path)) {
      await rm(abs, { force: true });
      deleted++;
    } else {
      displaced.push(await moveAside(abs, c.path, displacedDir));
    }
  }
  if (deleted) report.deleted = deleted;
  if (displaced.length) report.displaced = { dir: displacedDir, paths: displaced.sort() };
}

/** The MCP servers' state after the files (mcp.ts); what it moved aside joins the workspace's. */
async function placeMcp(
  states: StoredMcp[],
  o: Parameters<typeof restoreMcpState>[1],
  report: RestoreReport,
): Promise<void> {
  const placed = await restoreMcpState(states, { ...o, displacedDir: report.displaced?.dir });
  report.mcp = placed.servers;
  report.warnings.push(...placed.warnings);
  if (placed.displaced)
    report.displaced = {
      dir: placed.displaced.dir,
      paths: [...(report.displaced?.paths ?? []), ...placed.displaced.paths].sort(),
    };
}

/** The transcript where Claude Code looks for it (`claude --resume`), unless one is there already. */
async function placeTranscript(
  m: Manifest,
  staged: Staged,
  sessionId: string,
  warnings: string[],
): Promise<NonNullable<RestoreReport['transcript']>> {
  const { transcript: unpacked, transcriptFile } = staged;
  warnings.push(...staged.warnings);
  if (!m.parts['transcript.jsonl.zst']) return { path: '', action: 'none in checkpoint' };
  if (!unpacked) return { path: transcriptFile, action: 'already there' };
  await mkdir(dirname(transcriptFile), { recursive: true, mode: 0o700 });
  const temp = join(dirname(transcriptFile), `.${sessionId}.${process.pid}.restore-tmp`);
  try {
    await copyFile(unpacked, temp);
    await rename(temp, transcriptFile);
  } finally {
    await rm(temp, { force: true });
  }
  return { path: transcriptFile, action: 'restored', ...(staged.relocated ? { relocated: staged.relocated } : {}) };
}
