import { userInfo } from 'node:os';
import type { Context } from '../core/context.js';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { writeMemoryCache } from '../domain/memory/cache.js';
import {
  changesRecreating,
  checkValue,
  emptyMemory,
  forgetTarget,
  GOTCHAS,
  isEmptyMemory,
  itemValue,
  KEY_MAX,
  OUTCOMES,
  newKey,
  sameText,
  VALUE_MAX,
  type MemoryChange,
  type Outcome,
  type ProjectMemory,
} from '../domain/memory/model.js';
import { checkProjectId, legacyProjectIdFor, projectIdFor } from '../domain/memory/project.js';
import {
  memoryEntries,
  parseRecallQuery,
  rankEntries,
  type RecallMatch,
  type RecallTerm,
} from '../domain/memory/recall.js';
import {
  addChange,
  adoptUnsigned,
  commitChange,
  readMemory,
  readMemoryWithUnsigned,
  type MemoryProblem,
  type MemoryState,
} from '../domain/memory/store.js';
import { mapLimit } from '../core/parallel.js';
import type { StorageBackend } from '../storage/backend.js';
import type { Manifest } from '../domain/volume/manifest.js';
import { findRecord } from '../domain/records/api.js';
import type { AppContext } from './context.js';
import { readSummary } from './summary.js';

/**
 * Project memory (SPEC-07.31): `memory save | recall | show | forget | migrate | adopt`, and what the rest of the
 * plugin calls — `recordSessionOutcome` when a session's checkpoint is approved or completes, and
 * `refreshMemoryCache`. The memory lives on the volume (domain/memory/store.ts: one object per
 * change, snapshots, the SPEC-07.31.01 view); every use case here that reads or writes it there
 * also refreshes this machine's copy (domain/memory/cache.ts), which is all the session-start hook reads.
 * Only what the user's keys signed is read (store.ts); memory written before it was signed is read
 * on the user's word only: `memory adopt` takes it in, `memory migrate` copies an old id's.
 */

interface MemoryOptions {
  /** The project's memory (`--project`); default: the project's git origin, host and path, else its folder (domain/memory/project.ts). */
  project?: string;
  /** Who writes (`--user`); default: the OS user. */
  user?: string;
  /** The session a gotcha was found in (`--session`); default: $CLAUDE_CODE_SESSION_ID, else none. */
  session?: string;
}

export interface MemoryResult {
  project: string;
  memory: ProjectMemory;
  /** Objects of the memory that could not be read: left out. */
  problems: MemoryProblem[];
  /**
   * `show` of a project named by its remote whose memory is empty, when the id its remote had
   * before ids named the host holds a memory: that id (`memory migrate` copies it; `--project <id>` shows it).
   */
  older?: string;
}

export interface MigrateResult extends MemoryResult {
  /** The old id copied from. */
  from: string;
  /** How many items (knowledge items, gotchas, sessions) were copied. */
  copied: number;
}

export interface AdoptResult extends MemoryResult {
  /** The objects taken in (unsigned snapshots, then changes), now in a signed snapshot. */
  adopted: string[];
}

export interface SaveResult extends MemoryResult {
  /** The key as stored: `architecture` is `architecture.summary`. */
  key: string;
  /** The value saved (architecture.key_files: the list). */
  value: string | string[];
  /** For a gotcha: its number, as `show` lists them (what `memory forget gotchas.<n>` takes). */
  gotcha?: number;
  /** For a gotcha: true when the memory already had it (the same text): it keeps its first date. */
  known?: boolean;
}

export interface ForgetResult extends MemoryResult {
  /** What was forgotten, as stored: a key, a whole section, or `gotchas` (all, or the one in `gotcha`). */
  key: string;
  /** The description of the gotcha forgotten, when it was one. */
  gotcha?: string;
  /** How many items it removed. */
  removed: number;
}

export interface RecallOptions extends MemoryOptions {
  /** Most matches returned. Default 10. */
  limit?: number;
}

export interface RecallResult {
  project: string;
  query: string;
  terms: RecallTerm[];
  /** The best `limit` matches (domain/memory/recall.ts: score, then newest first). */
  matches: RecallMatch[];
  /** How many items matched. */
  total: number;
  problems: MemoryProblem[];
}

/** The memory id of the project the use case runs on (`ctx.project`), or `override` (`--project`) checked. */
export function projectIdOf(ctx: AppContext, override?: string): string {
  return override !== undefined ? checkProjectId(override) : projectIdFor(ctx.project);
}

/** --user, else the OS user (USER when the account has no name): app/facts.ts `actor`'s rule, for a plain Context too. */
function who(ctx: Context, user?: string): string {
  if (user !== undefined) {
    const u = user.trim();
    if (!u)
      throw new CheckpointError('USAGE', '--user is empty', 'give a user name, or leave --user out for the OS user');
    if (u.length > KEY_MAX)
      throw new CheckpointError('USAGE', `--user is ${u.length} characters long (at most ${KEY_MAX})`);
    return u;
  }
  try {
    return userInfo().username || ctx.env['USER'] || 'unknown';
  } catch {
    return ctx.env['USER'] || 'unknown';
  }
}

function sessionOf(ctx: Context, session?: string): string | undefined {
  const s = (session ?? ctx.env['CLAUDE_CODE_SESSION_ID'] ?? '').trim();
  if (s.length > KEY_MAX)
    throw new CheckpointError('USAGE', `the session id is ${s.length} characters long (at most ${KEY_MAX})`);
  return s || undefined;
}

/** Refreshes this machine's copy (a failure is a warning: the volume has the memory). */
function cache(ctx: Context, state: MemoryState): void {
  try {
    writeMemoryCache(ctx.paths.stateDir, state.memory, ctx.now());
  } catch (err) {
    ctx.warn(`the local copy of the memory of ${state.project} was not refreshed: ${errorMessage(err)}`);
  }
}

async function read(ctx: Context, store: StorageBackend, project: string): Promise<MemoryState> {
  const state = await readMemory(store, project);
  cache(ctx, state);
  return state;
}

async function commit(
  ctx: Context,
  store: StorageBackend,
  project: string,
  change: MemoryChange,
): Promise<MemoryState> {
  const done = await commitChange(store, project, change, ctx.now().getTime());
  for (const w of done.warnings) ctx.warn(w);
  cache(ctx, done.state);
  return done.state;
}

const result = (s: MemoryState): MemoryResult => ({ project: s.project, memory: s.memory, problems: s.problems });

/**
 * `memory save <key> <value>`: sets a knowledge item (latest wins), or with the key `gotchas` adds a
 * gotcha (found in the current session, when known). Always one change on the volume: a concurrent
 * save by another session is never lost, whichever finishes first.
 */
export async function saveMemory(
  ctx: AppContext,
  key: string,
  value: string,
  o: MemoryOptions = {},
): Promise<SaveResult> {
  const k = newKey(key);
  const v = checkValue(value, k);
  const user = who(ctx, o.user);
  const session = sessionOf(ctx, o.session);
  const project = projectIdOf(ctx, o.project);
  const store = await ctx.volume();
  const at = ctx.now().toISOString();
  const state = await commit(ctx, store, project, {
    v: 1,
    op: 'save',
    key: k,
    value: v,
    at,
    user,
    ...(session ? { session_id: session } : {}),
  });
  const out: SaveResult = { ...result(state), key: k, value: itemValue(k, v) };
  if (k === GOTCHAS) {
    const i = state.memory.knowledge.gotchas.findIndex((g) => sameText(g.description, v));
    if (i >= 0) {
      out.gotcha = i + 1;
      out.known = state.memory.knowledge.gotchas[i]!.added_at !== at;
    }
  }
  return out;
}

/**
 * `memory forget <what>`: removes an item, a section, one gotcha or all of them (domain/memory/model.ts
 * `forgetTarget` says what a text names). NOT_FOUND, with nothing written, when nothing is so named.
 */
export async function forgetMemory(ctx: AppContext, what: string, o: MemoryOptions = {}): Promise<ForgetResult> {
  const user = who(ctx, o.user);
  const project = projectIdOf(ctx, o.project);
  const store = await ctx.volume();
  const before = await read(ctx, store, project);
  const t = forgetTarget(before.memory, what);
  const state = await commit(ctx, store, project, {
    v: 1,
    op: 'forget',
    key: t.key,
    ...(t.gotcha !== undefined ? { value: t.gotcha } : {}),
    at: ctx.now().toISOString(),
    user,
  });
  return { ...result(state), key: t.key, ...(t.gotcha !== undefined ? { gotcha: t.gotcha } : {}), removed: t.removed };
}

/**
 * `memory show`: the whole memory, in SPEC-07.31.01's shape. An empty memory of a project named by
 * its remote says when the remote's old id (before ids named the host) holds one — never shows it:
 * a clone of any host wrote there.
 */
export async function showMemory(ctx: AppContext, o: MemoryOptions = {}): Promise<MemoryResult> {
  const project = projectIdOf(ctx, o.project);
  const store = await ctx.volume();
  const out = result(await read(ctx, store, project));
  const legacy = o.project === undefined && isEmptyMemory(out.memory) ? legacyProjectIdFor(ctx.project) : undefined;
  if (
    legacy &&
    !isEmptyMemory((await readMemoryWithUnsigned(store, legacy).catch(() => undefined))?.memory ?? emptyMemory(legacy))
  )
    out.older = legacy;
  return out;
}

/**
 * `memory migrate`: copies the memory the project's remote had under its old id (`owner-repo`,
 * before ids named the host) into the project's own, item by item at their own times
 * (changesRecreating). Only on the user's word, and only into the project the current folder's
 * remote names: the old id was shared by every host's clone of that path, so nothing can tell whose
 * memory it was. The old memory stays as it was (`--project <old id>` reads and forgets in it);
 * what of it has no signature (all of it, written before memory was signed) is copied too, on the
 * same word (store.ts `readMemoryWithUnsigned`; a signature that fails never is).
 * USAGE for a project without a remote or with --project; NOT_FOUND when the old memory is empty.
 */
export async function migrateMemory(ctx: AppContext, o: MemoryOptions = {}): Promise<MigrateResult> {
  if (o.project !== undefined)
    throw new CheckpointError(
      'USAGE',
      '--project is not for memory migrate',
      "it copies into the memory of the current folder's repository only: run it there",
    );
  const from = legacyProjectIdFor(ctx.project);
  if (!from)
    throw new CheckpointError(
      'USAGE',
      `${ctx.project} has no git origin: its memory id is its folder's, which did not change`,
      'nothing to migrate',
    );
  const project = projectIdOf(ctx);
  const store = await ctx.volume();
  const old = await readMemoryWithUnsigned(store, from);
  const changes = changesRecreating(old.memory, who(ctx, o.user), ctx.now().toISOString());
  if (changes.length === 0)
    throw new CheckpointError(
      'NOT_FOUND',
      `the old memory ${from} is empty: nothing to copy`,
      "`pai-checkpoint memory show` shows this project's memory",
    );
  await mapLimit(changes.slice(0, -1), 8, (c) => addChange(store, project, c));
  const state = await commit(ctx, store, project, changes.at(-1)!);
  return { ...result(state), from, copied: changes.length, problems: [...old.problems, ...state.problems] };
}

/**
 * `memory adopt`: takes in, on the user's word, what of the project's memory has no signature —
 * written before pai-checkpoint signed memory (or planted by someone who can write the volume:
 * hence only on the user's word) — under the signed memory, which wins where both hold an item
 * (store.ts `adoptUnsigned`). An object whose signature fails is never taken. NOT_FOUND when
 * nothing is unsigned.
 */
export async function adoptMemory(ctx: AppContext, o: MemoryOptions = {}): Promise<AdoptResult> {
  const project = projectIdOf(ctx, o.project);
  const store = await ctx.volume();
  const done = await adoptUnsigned(store, project, ctx.now().getTime());
  if (!done)
    throw new CheckpointError(
      'NOT_FOUND',
      `nothing in the memory of ${project} is unsigned: nothing to take in`,
      '`pai-checkpoint memory show` shows the memory and what was left out of it',
    );
  for (const w of done.warnings) ctx.warn(w);
  cache(ctx, done.state);
  return { ...result(done.state), adopted: done.keys };
}

/** `memory recall <query>`: the items matching every term, best first (domain/memory/recall.ts). */
export async function recallMemory(ctx: AppContext, query: string, o: RecallOptions = {}): Promise<RecallResult> {
  const terms = parseRecallQuery(query);
  const limit = o.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1)
    throw new CheckpointError('USAGE', `--limit must be at least 1, got ${limit}`);
  const project = projectIdOf(ctx, o.project);
  const state = await read(ctx, await ctx.volume(), project);
  const matches = rankEntries(memoryEntries(state.memory), terms);
  return { project, query, terms, matches: matches.slice(0, limit), total: matches.length, problems: state.problems };
}

/** A session's outcome for session_history (SPEC-07.31.02). */
interface SessionOutcome {
  /** The project's memory id: `projectIdFor(folder)` (domain/memory/project.ts) of the session's project folder. */
  project: string;
  sessionId: string;
  /** What the session did (longer than VALUE_MAX characters: cut, with "…"). */
  summary: string;
  outcome: Outcome;
  /** When (the approval's or the completion's time). */
  at: Date | string;
  /** Who recorded it; default: the OS user. */
  user?: string;
}

/**
 * Adds a session's outcome to session_history. Idempotent: when the memory already has this
 * session with this outcome and summary, nothing is written (`changed` false); a new summary for
 * it replaces the entry (one entry per session and outcome, also when two machines record it at
 * once). Takes the store rather than an AppContext, so the worker and the approval both call it.
 */
export async function recordSessionOutcome(
  ctx: Context,
  store: StorageBackend,
  o: SessionOutcome,
): Promise<{ changed: boolean; memory: ProjectMemory; warnings: string[] }> {
  const project = checkProjectId(o.project, 'project');
  const sessionId = o.sessionId.trim();
  if (!sessionId || sessionId.length > KEY_MAX)
    throw new CheckpointError(
      'USAGE',
      `invalid session id ${JSON.stringify(o.sessionId.slice(0, 80))} for the memory of ${project}`,
    );
  if (!OUTCOMES.includes(o.outcome))
    throw new CheckpointError('USAGE', `invalid outcome ${JSON.stringify(o.outcome)}`, `one of ${OUTCOMES.join(', ')}`);
  const at = typeof o.at === 'string' ? new Date(o.at) : o.at;
  if (Number.isNaN(at.getTime()))
    throw new CheckpointError('USAGE', `invalid time ${JSON.stringify(String(o.at))} of session ${sessionId}`);
  const flat = o.summary.replace(/\s+/g, ' ').trim();
  const summary = flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX - 1)}…` : flat;
  const before = await read(ctx, store, project);
  if (
    before.memory.session_history.some(
      (e) => e.session_id === sessionId && e.outcome === o.outcome && e.summary === summary,
    )
  )
    return { changed: false, memory: before.memory, warnings: [] };
  const warnings: string[] = [];
  const state = await commit({ ...ctx, warn: (m) => (warnings.push(m), ctx.warn(m)) }, store, project, {
    v: 1,
    op: 'history',
    session_id: sessionId,
    summary,
    outcome: o.outcome,
    at: at.toISOString(),
    user: who(ctx, o.user),
  });
  return { changed: true, memory: state.memory, warnings };
}

/**
 * A checkpoint that was approved, or that completed its session's work, as an entry of its
 * project's session_history (SPEC-07.31.02): what the session was about (its phase record's
 * task, else the task it recorded, else its summary's first progress line, else its label). Never fails the caller: the checkpoint and the
 * decision are stored already; a failure is a warning.
 */
export async function rememberOutcome(
  ctx: Context,
  store: StorageBackend,
  m: Manifest,
  outcome: Outcome,
  user?: string,
): Promise<void> {
  const folder = typeof m['project'] === 'string' ? m['project'] : m.workspace?.root;
  if (!folder) return;
  try {
    const pai = m['pai'] as { task?: unknown; latest_record_id?: unknown } | undefined;
    // The run's phase record names its task (a completed run's session state no longer does).
    const record =
      typeof pai?.latest_record_id === 'string'
        ? findRecord(ctx.paths.checkpointsDir, pai.latest_record_id)?.record.taskSummary
        : undefined;
    const progress = (await readSummary(store, m).catch(() => undefined))?.progress[0];
    const summary = record || (typeof pai?.task === 'string' && pai.task) || progress || m.name || `checkpoint ${m.id}`;
    await recordSessionOutcome(ctx, store, {
      project: projectIdFor(folder),
      sessionId: m.session_id,
      summary,
      outcome,
      at: ctx.now(),
      ...(user ? { user } : {}),
    });
  } catch (err) {
    ctx.warn(`the session's ${outcome} checkpoint was not added to the project memory: ${errorMessage(err)}`);
  }
}

/**
 * Reads the memory of `project` from the volume and refreshes this machine's copy (for a worker to
 * call after a session started). What was left out (objects whose signature does not hold) is a
 * warning: nobody else would hear of it.
 */
export async function refreshMemoryCache(ctx: Context, store: StorageBackend, project: string): Promise<ProjectMemory> {
  const state = await read(ctx, store, checkProjectId(project, 'project'));
  const [first, ...more] = state.problems;
  if (first)
    ctx.warn(
      `${state.problems.length} object${more.length ? 's' : ''} of the memory of ${state.project} left out (\`pai-checkpoint memory show\` lists them): ${first.key}: ${first.error}`,
    );
  return state.memory;
}
