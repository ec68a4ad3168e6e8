import { CheckpointError } from '../core/errors.js';
import { TRIGGERS } from '../core/triggers.js';
import { tagMatches, type Annotation, type Approval, type LinkedIssue } from '../domain/volume/facts.js';
import { scanCheckpoints } from '../domain/records/api.js';
import { metadataOf, phaseName, type CheckpointState } from '../domain/records/schema.js';
import type { AppContext } from './context.js';
import { allCheckpoints } from './volume.js';

export interface ListOptions {
  /** Every project, not just the current one. */
  all?: boolean;
  session?: string;
  /** Most rows shown. Default 20. */
  limit?: number;
  /** Only unfinished work (phase records not completed). */
  open?: boolean;
  /** More columns: session, status, parent, tags. */
  detailed?: boolean;
  /** Only session checkpoints with a tag matching this pattern (domain/volume/facts.ts tagMatches). */
  tag?: string;
  /** Only clean session checkpoints (no tool call failed since the previous one). */
  clean?: boolean;
  /** Only these triggers (core/triggers.ts; `phase` is a phase record's, `safety` a safety copy's). */
  triggers?: string[];
  /** Every trigger, routine `stop` rows included. */
  allTriggers?: boolean;
}

/**
 * Rows a list leaves out unless asked (issue 34): a `stop` checkpoint is taken at the end of every
 * turn, so they bury the rest. One the user labelled or tagged is kept (they chose it), and so is one
 * awaiting approval (it waits for them) or sharing its id with a phase record (PAI's own record of work).
 */
const QUIET_TRIGGERS: readonly string[] = ['stop'];

/** `--trigger` values: each a known trigger (or `safety`), commas allowed; a clear error otherwise. */
function parseTriggers(values: string[] | undefined): string[] | undefined {
  if (!values?.length) return undefined;
  const accepted: readonly string[] = [...TRIGGERS, 'safety'];
  const out = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = out.filter((t) => !accepted.includes(t));
  if (bad.length || !out.length)
    throw new CheckpointError(
      'USAGE',
      `unknown trigger ${bad.map((b) => `"${b}"`).join(', ') || '""'} for --trigger`,
      `use one or more of ${accepted.join(', ')} (repeat --trigger or separate with commas)`,
    );
  return [...new Set(out)];
}

/**
 * One row per checkpoint id: the session checkpoint on the volume and/or the phase record that
 * share it (phase records written before their capture finished, or by pai-seed, have no volume
 * part; periodic checkpoints of a session without PAI phases have no record).
 */
export interface ListRow {
  id: string;
  sessionId: string;
  createdAt: string;
  trigger: string;
  /** Session checkpoint size (absent: no session checkpoint). */
  sizeBytes?: number;
  verified?: { ok: boolean; at: string };
  parent?: string | null;
  /** SPEC-07.11's approval, tags, annotations and linked issues: the manifest's with its later facts applied. */
  approval?: Approval;
  tags?: string[];
  annotations?: Annotation[];
  linked_issues?: LinkedIssue[];
  phase?: string;
  phaseNumber?: number;
  /** The phase record is completed (absent: no record). */
  completed?: boolean;
  taskSummary?: string;
  name?: string;
  project?: string;
  /** The phase record's file. */
  file?: string;
  /** A safety copy taken before a restore or rollback. */
  safety?: boolean;
  /** Hive's clean checkpoint: no tool call failed since the previous one (session checkpoints only). */
  is_clean?: boolean;
  /** Resume can start from it: a session checkpoint of the session's own, not rejected, not failed verification. */
  can_resume_from?: boolean;
  /** One line: trigger, label, phase and task. */
  description?: string;
  /** SPEC-07.32.03: the share of the model's window its conversation filled, and the compactions so far. */
  context?: { percent: number; compactions: number };
  /** Its label, tags, notes, task and project are sealed under this volume key, which this machine lacks. */
  sealedUnder?: string;
}

/** Checkpoints whose text is sealed under a volume key this machine lacks: how many, and the keys' ids. */
export interface SealedRows {
  count: number;
  keys: string[];
}

/** What a listing says of the checkpoints it could not show (or search) whole. */
export function sealedNotice(sealed: SealedRows | undefined, what: string): string | undefined {
  if (!sealed?.count) return undefined;
  return `${sealed.count} checkpoint(s) ${what}: their labels, tags, notes, tasks and projects are sealed under the volume key ${sealed.keys.join(', ')}, which this machine does not have (\`pai-checkpoint key import --volume <file>\` sets it)`;
}

export interface ListResult {
  rows: ListRow[];
  problems: { file: string; error: string }[];
  /** Checkpoints whose text this machine cannot read (no volume key): shown without it, or — in one project's list, whose project they may be — counted only. */
  sealed?: SealedRows;
  project?: string;
  /** Only unfinished work was asked for (--open). */
  open?: boolean;
  /** Every project (--all): the PROJECT column is shown. */
  all?: boolean;
  /** Only checkpoints tagged so (--tag). */
  tag?: string;
  /** Only clean session checkpoints (--clean). */
  clean?: boolean;
  /** id → the shortest prefix no other checkpoint shares (what `list` shows), for each row and each row's parent. */
  shortIds: Record<string, string>;
  /** Only these triggers were asked for (--trigger). */
  triggers?: string[];
  /** Rows left out by the default filter (no --trigger, no --all-triggers): how many, and their triggers. */
  hidden?: { count: number; triggers: string[] };
}

function fromRecord(file: string, r: CheckpointState): ListRow {
  const meta = metadataOf(r);
  const row: ListRow = {
    id: r.id,
    sessionId: r.sessionId,
    createdAt: r.createdAt,
    trigger: meta.trigger ?? 'phase',
    phase: r.phase,
    phaseNumber: r.phaseNumber,
    completed: r.completed,
    taskSummary: r.taskSummary,
    file,
  };
  if (meta.name) row.name = meta.name;
  const project = meta.project ?? meta.cwd;
  if (project) row.project = project;
  return row;
}

export async function list(ctx: AppContext, options: ListOptions = {}): Promise<ListResult> {
  const limit = options.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1)
    throw new CheckpointError('USAGE', `--limit must be at least 1, got ${limit}`);
  const project = options.all || options.session ? undefined : ctx.project;
  const {
    rows: all,
    known,
    problems,
    sealed,
  } = await checkpointRows(ctx, {
    project,
    session: options.session,
    tag: options.tag,
    open: options.open,
    recordLimit: limit * 2,
  });
  const triggers = parseTriggers(options.triggers);
  const quiet = (r: ListRow) =>
    !triggers &&
    !options.allTriggers &&
    !r.safety &&
    QUIET_TRIGGERS.includes(r.trigger) &&
    !r.name &&
    !r.tags?.length &&
    r.approval?.status !== 'pending' &&
    !r.file;
  const shown = (options.clean ? all.filter((r) => r.is_clean === true) : all).filter(
    (r) => !triggers || triggers.includes(r.safety ? 'safety' : r.trigger),
  );
  const rows = shown.filter((r) => !quiet(r));
  const sorted = rows
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
    .slice(0, limit);
  // Parents too: a parent outside the page is shown by a prefix `inspect` takes (issue 34, finding 6).
  const ids = [...new Set(sorted.flatMap((r) => (r.parent ? [r.id, r.parent] : [r.id])))];
  const result: ListResult = { rows: sorted, problems, shortIds: shortIds(ids, known), ...(sealed ? { sealed } : {}) };
  const hidden = shown.length - rows.length;
  if (hidden) result.hidden = { count: hidden, triggers: [...QUIET_TRIGGERS] };
  if (triggers) result.triggers = triggers;
  if (project) result.project = project;
  if (options.open) result.open = true;
  if (options.all) result.all = true;
  if (options.tag) result.tag = options.tag;
  if (options.clean) result.clean = true;
  return result;
}

/** Hive's one-line description: trigger, label, phase and task. */
function describe(r: ListRow): string {
  return [
    r.safety ? 'safety copy' : r.trigger,
    r.name && `"${r.name}"`,
    r.phaseNumber && `phase ${r.phaseNumber} ${r.phase ?? ''}`.trim(),
    r.taskSummary,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Which checkpoints `checkpointRows` gathers. */
interface RowScope {
  /** Only this project's (absent: every project's); records without a project (pai-seed's own) belong to every project's view. */
  project?: string | undefined;
  session?: string | undefined;
  /** Only session checkpoints with a tag matching this pattern (phase records have no tags). */
  tag?: string | undefined;
  /** Only unfinished phase work (with the session checkpoint of the same id, if any). */
  open?: boolean | undefined;
  /** Read at most this many phase records, newest first (absent: all). */
  recordLimit?: number | undefined;
}

/**
 * Every checkpoint in scope, one row per id (unsorted): the phase records of this machine merged
 * with the session checkpoints of the volume's indexes (which carry their facts): never a
 * manifest. `known` is every id seen, in scope or not, for shortIds. What `list` and `search` read.
 */
export async function checkpointRows(
  ctx: AppContext,
  scope: RowScope,
): Promise<{ rows: ListRow[]; known: string[]; problems: ListResult['problems']; sealed?: SealedRows }> {
  const { project, tag } = scope;
  const inScope = (p: string | undefined) => !project || !p || p === project;
  if (tag !== undefined && !tag)
    throw new CheckpointError(
      'USAGE',
      '--tag is empty',
      'give a tag or a pattern: --tag milestone/v1.0, --tag milestone, --tag "experiment/*"',
    );
  // Tags are on session checkpoints only: with a tag, phase records alone are not listed.
  const scan = scanCheckpoints(
    {
      ...(scope.recordLimit !== undefined ? { limit: scope.recordLimit } : {}),
      match: (r) => !tag && (!scope.open || !r.completed) && inScope(metadataOf(r).project ?? metadataOf(r).cwd),
      ...(scope.session ? { sessionId: scope.session } : {}),
    },
    { checkpointsDir: ctx.paths.checkpointsDir },
  );
  const rows = new Map<string, ListRow>();
  for (const { file, record } of scan.records) rows.set(record.id, fromRecord(file, record));
  const known: string[] = [...rows.keys()];
  const sealed: SealedRows = { count: 0, keys: [] };
  for (const { sessionId, entry } of await allCheckpoints(await ctx.volume(), scope.session, { warn: ctx.warn })) {
    known.push(entry.id);
    if (entry.hidden !== undefined) {
      sealed.count++;
      if (!sealed.keys.includes(entry.hidden)) sealed.keys.push(entry.hidden);
      // Whose project it is cannot be told without the key: one project's list leaves it out, and says so.
      if (project || tag) continue;
    }
    if (!inScope(entry.project)) continue;
    if (tag && !entry.tags.some((t) => tagMatches(tag, t))) continue;
    const existing = rows.get(entry.id);
    // --open lists unfinished phase work; the session checkpoint of the same id adds its size.
    if (scope.open && !existing) continue;
    const row = existing ?? { id: entry.id, sessionId, createdAt: entry.created_at, trigger: entry.trigger };
    row.trigger = entry.trigger;
    row.sizeBytes = entry.size_bytes;
    row.parent = entry.parent;
    row.approval = entry.approval ?? { status: 'auto_approved' };
    row.tags = entry.tags;
    if (entry.annotations) row.annotations = entry.annotations;
    if (entry.linked_issues) row.linked_issues = entry.linked_issues;
    if (entry.verified) row.verified = entry.verified;
    if (entry.name) row.name = entry.name;
    if (entry.project) row.project = entry.project;
    if (entry.safety) row.safety = true;
    // A stop or periodic checkpoint shows the phase and task its session was in.
    if (row.phaseNumber === undefined && entry.phase !== undefined) {
      row.phaseNumber = entry.phase;
      row.phase = phaseName(entry.phase) ?? '?';
    }
    if (!row.taskSummary && entry.task) row.taskSummary = entry.task;
    row.is_clean = !entry.unclean;
    if (entry.context) row.context = entry.context;
    row.can_resume_from = !entry.safety && row.approval.status !== 'rejected' && entry.verified?.ok !== false;
    if (entry.hidden !== undefined) row.sealedUnder = entry.hidden;
    rows.set(entry.id, row);
  }
  for (const row of rows.values()) row.description = describe(row);
  return { rows: [...rows.values()], known, problems: scan.problems, ...(sealed.count ? { sealed } : {}) };
}

/**
 * The shortest prefix of each id (10 characters at least) that no other known id shares: ULIDs
 * made in the same millisecond share their first 10 characters, so a fixed cut would show the
 * same text for different checkpoints. Every command takes such a prefix.
 */
export function shortIds(ids: string[], known: string[]): Record<string, string> {
  const all = [...new Set(known.concat(ids))].sort();
  const out: Record<string, string> = {};
  for (const id of ids) {
    const i = all.indexOf(id);
    let n = 10;
    for (const other of [all[i - 1], all[i + 1]]) {
      if (!other) continue;
      let k = 0;
      while (k < id.length && id[k] === other[k]) k++;
      n = Math.max(n, k + 1);
    }
    out[id] = id.slice(0, Math.min(n, id.length));
  }
  return out;
}
