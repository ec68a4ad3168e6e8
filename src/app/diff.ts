import { withEnvironment } from '../domain/volume/read.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CheckpointError } from '../core/errors.js';
import type { EnvChange } from '../domain/compare/environment.js';
import {
  archiveSide,
  compareSides,
  contentSide,
  diffFile,
  folderSide,
  type FileChange,
  type WorkspaceSide,
} from '../domain/compare/workspace.js';
import { contentVolume } from '../domain/content/tier.js';
import { checkedTree, contentTreeOf } from '../domain/restore/content.js';
import { expansionLimit } from '../domain/restore/restore.js';
import { storedTranscriptLines, turnsAfter, type Turn } from '../domain/transcript/turns.js';
import type { Approval } from '../domain/volume/facts.js';
import { type Manifest, storedPartKey } from '../domain/volume/manifest.js';
import type { StorageBackend } from '../storage/backend.js';
import type { AppContext } from './context.js';
import { environmentChanges } from './env.js';
import { requireManifest } from './volume.js';

/**
 * `diff <a> [<b>]` (SPEC-07.41): two checkpoints compared — time span, conversation (turns,
 * tokens, cost), files changed with +/- lines, environment, approval of each — or, without `b`, a
 * checkpoint against the working tree of its folder (`dir` to name another). `file`: the unified
 * diff of one file; `patch`: every changed file's; `conversation`: the turns added between them
 * (from b's transcript copy).
 */
interface DiffOptions {
  file?: string | undefined;
  conversation?: boolean | undefined;
  /** The folder to compare a single checkpoint with (default: the folder it was taken in). */
  dir?: string | undefined;
  /** Also every changed text file's unified diff (`patches`). */
  patch?: boolean | undefined;
}

export interface DiffEnd {
  /** The checkpoint (absent for the working tree). */
  id?: string;
  sessionId?: string;
  createdAt?: string;
  trigger?: string;
  approval?: Approval;
  /** The working tree's folder. */
  folder?: string;
  /** The workspace was not captured (a checkpoint of the home folder, or a session without a folder). */
  noWorkspace?: true;
}

export interface DiffResult {
  a: DiffEnd;
  b: DiffEnd;
  /** b's time minus a's, in ms (checkpoints only). */
  spanMs?: number;
  conversation?: { turns: [number, number]; tokens: [number, number]; costUsd: [number, number] };
  files?: FileChange[];
  /** Absent when b is the working tree (its environment is not captured). */
  environment?: EnvChange[];
  /** With `file`: its unified diff ("" when it is the same on both sides). */
  file?: { path: string; diff: string };
  /** With `patch`: the unified diff of each changed file that has lines (not binary, not large), in path order. */
  patches?: { path: string; diff: string }[];
  /** With `conversation`: the turns of b after a's last message. */
  turns?: Turn[];
  /** a's last message is not in b's transcript (or a has none): the turns are those after a's time. */
  turnsByTime?: true;
}

interface Loaded {
  end: DiffEnd;
  manifest: Manifest;
}

async function load(store: StorageBackend, idOrPrefix: string): Promise<Loaded> {
  const { manifest: m, ...found } = await requireManifest(store, idOrPrefix);
  const approval: Approval = found.entry.approval ?? m.approval;
  return {
    manifest: m,
    end: { id: m.id, sessionId: found.sessionId, createdAt: m.created_at, trigger: m.trigger, approval },
  };
}

/** The workspace side of a checkpoint: its stored tree, its archive, or nothing when none was captured. */
async function sideOf(store: StorageBackend, { manifest: m, end }: Loaded): Promise<WorkspaceSide> {
  const label = m.id;
  const ref = contentTreeOf(m);
  if (ref) {
    const content = contentVolume(store, m);
    return contentSide(content, await checkedTree(content, ref), label);
  }
  const part = m.parts['workspace.tar.zst'];
  if (m.workspace && part) {
    const unpacked = m.workspace['unpacked_bytes'];
    return archiveSide(
      store,
      storedPartKey({ ...m, session_id: end.sessionId! }, 'workspace.tar.zst'),
      expansionLimit(typeof unpacked === 'number' ? unpacked : undefined, m.workspace.file_count, part.size),
      label,
    );
  }
  end.noWorkspace = true;
  return { label, files: new Map(), read: () => Promise.resolve(new Map()) };
}

/** The stored files of checkpoint `m` as a compare side (`restore --dry-run`); undefined when it holds no workspace. */
export async function checkpointSide(
  store: StorageBackend,
  m: Manifest,
  sessionId: string,
): Promise<WorkspaceSide | undefined> {
  const end: DiffEnd = { id: m.id, sessionId, createdAt: m.created_at, trigger: m.trigger, approval: m.approval };
  const side = await sideOf(store, { manifest: m, end });
  return end.noWorkspace ? undefined : side;
}

export async function diffCheckpoints(
  ctx: AppContext,
  a: string,
  b: string | undefined,
  o: DiffOptions = {},
): Promise<DiffResult> {
  const store = await ctx.volume();
  const x = await load(store, a);
  if (b === undefined && o.conversation)
    throw new CheckpointError(
      'USAGE',
      '--conversation compares two checkpoints',
      'give both: `pai-checkpoint diff <a> <b> --conversation`',
    );
  if (b !== undefined && o.dir !== undefined)
    throw new CheckpointError(
      'USAGE',
      '--dir is for comparing one checkpoint with a folder',
      'leave out <b>, or leave out --dir',
    );
  const y = b === undefined ? undefined : await load(store, b);
  const result: DiffResult = { a: x.end, b: y?.end ?? { folder: '' } };
  if (y) {
    result.spanMs = Date.parse(y.manifest.created_at) - Date.parse(x.manifest.created_at);
    const c = (m: Manifest) =>
      [m.conversation.turn_count, m.conversation.tokens_used, m.metrics.cost_estimate_usd] as const;
    const [cx, cy] = [c(x.manifest), c(y.manifest)];
    result.conversation = { turns: [cx[0], cy[0]], tokens: [cx[1], cy[1]], costUsd: [cx[2], cy[2]] };
    const [ex, ey] = [await withEnvironment(store, x.manifest), await withEnvironment(store, y.manifest)];
    result.environment = await environmentChanges(store, ex.environment, ey.environment);
  }
  if (o.conversation && y) {
    Object.assign(result, await conversationBetween(store, x, y));
    return result;
  }
  const left = await sideOf(store, x);
  let right: WorkspaceSide;
  if (y) right = await sideOf(store, y);
  else {
    const folder = resolve(ctx.cwd, o.dir ?? x.manifest.workspace?.root ?? ctx.project);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new CheckpointError(
        'NOT_FOUND',
        `the folder ${folder} ${o.dir ? 'is not a folder' : `that checkpoint ${x.manifest.id} was taken in is not on this machine`}`,
        'name the folder to compare with: `pai-checkpoint diff <id> --dir <folder>`',
      );
    }
    result.b = { folder };
    right = await folderSide(folder, (await ctx.config()).capture.excludes, 'working tree');
  }
  if (o.file !== undefined)
    result.file = { path: o.file, diff: await diffFile(left, right, o.file.replace(/^\.\//, '')) };
  else result.files = await compareSides(left, right);
  if (o.patch && result.files) {
    result.patches = [];
    for (const f of result.files)
      if (!f.binary && !f.large && f.added !== undefined)
        result.patches.push({ path: f.path, diff: await diffFile(left, right, f.path) });
  }
  return result;
}

/** The turns of b's transcript copy after a's last message (by time when that message is not there). */
async function conversationBetween(
  store: StorageBackend,
  x: Loaded,
  y: Loaded,
): Promise<Pick<DiffResult, 'turns' | 'turnsByTime'>> {
  const part = y.manifest.parts['transcript.jsonl.zst'];
  if (!part)
    throw new CheckpointError(
      'NOT_FOUND',
      `checkpoint ${y.manifest.id} holds no transcript copy`,
      'compare two checkpoints taken with a transcript (see `pai-checkpoint inspect <id>`)',
    );
  const recorded = y.manifest.conversation['transcript_bytes'];
  const lines = await storedTranscriptLines(
    store,
    storedPartKey({ ...y.manifest, session_id: y.end.sessionId! }, 'transcript.jsonl.zst'),
    expansionLimit(typeof recorded === 'number' ? recorded : undefined, 0, part.size),
  );
  const after = x.manifest.conversation.last_message_uuid ?? null;
  const r = await turnsAfter(lines, {
    after,
    until: y.manifest.conversation.last_message_uuid ?? null,
    since: x.manifest.created_at,
  });
  return { turns: r.turns, ...(r.found ? {} : { turnsByTime: true as const }) };
}
