import { scanCheckpoints } from '../../records/api.js';
import { metadataOf, type CheckpointState } from '../../records/schema.js';
import { formatAgo } from '../../session/resume.js';
import { currentProject, table, truncate, type CliEnv } from '../context.js';
import { allCheckpoints, volumeFor } from '../volume.js';
import { formatBytes } from './create.js';

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
  tags?: string[];
  phase?: string;
  phaseNumber?: number;
  /** The phase record is completed (absent: no record). */
  completed?: boolean;
  taskSummary?: string;
  name?: string;
  project?: string;
  /** The phase record's file. */
  file?: string;
}

export interface ListResult {
  rows: ListRow[];
  problems: { file: string; error: string }[];
  project?: string;
}

function fromRecord(file: string, r: CheckpointState): ListRow {
  const meta = metadataOf(r);
  const row: ListRow = { id: r.id, sessionId: r.sessionId, createdAt: r.createdAt, trigger: meta.trigger ?? 'phase', phase: r.phase, phaseNumber: r.phaseNumber, completed: r.completed, taskSummary: r.taskSummary, file };
  if (meta.name) row.name = meta.name;
  const project = meta.project ?? meta.cwd;
  if (project) row.project = project;
  return row;
}

export async function list(cli: CliEnv, options: ListOptions = {}): Promise<ListResult> {
  const limit = options.limit ?? 20;
  const project = options.all || options.session ? undefined : currentProject(cli);
  const inScope = (p: string | undefined) => !project || !p || p === project;
  // Records without a project (pai-seed's own) belong to every project's view.
  const scan = scanCheckpoints(
    {
      limit: limit * 2,
      match: (r) => (!options.open || !r.completed) && inScope(metadataOf(r).project ?? metadataOf(r).cwd),
      ...(options.session ? { sessionId: options.session } : {}),
    },
    { checkpointsDir: cli.paths.checkpointsDir },
  );
  const rows = new Map<string, ListRow>();
  for (const { file, record } of scan.records) rows.set(record.id, fromRecord(file, record));
  if (!options.open) {
    const { store } = await volumeFor(cli);
    for (const { sessionId, entry } of await allCheckpoints(store, options.session)) {
      if (!inScope(entry.project)) continue;
      const row = rows.get(entry.id) ?? { id: entry.id, sessionId, createdAt: entry.created_at, trigger: entry.trigger };
      row.trigger = entry.trigger;
      row.sizeBytes = entry.size_bytes;
      row.parent = entry.parent;
      row.tags = entry.tags;
      if (entry.verified) row.verified = entry.verified;
      if (entry.name) row.name = entry.name;
      if (entry.project) row.project = entry.project;
      rows.set(entry.id, row);
    }
  }
  const sorted = [...rows.values()].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1)).slice(0, limit);
  const result: ListResult = { rows: sorted, problems: scan.problems };
  if (project) result.project = project;
  return result;
}

export function printList(result: ListResult, now: Date, detailed = false): string {
  if (result.rows.length === 0) {
    return result.project ? `No checkpoints for ${result.project}. (pai-checkpoint list --all shows every project.)` : 'No checkpoints.';
  }
  const headers = ['ID', 'TRIGGER', 'CREATED', 'SIZE', 'VERIFIED', 'PHASE', ...(detailed ? ['STATUS', 'SESSION', 'PARENT', 'TAGS'] : []), 'TASK'];
  const rows = result.rows.map((r) => [
    r.id,
    r.trigger,
    `${formatAgo(now.getTime() - Date.parse(r.createdAt))} ago`,
    r.sizeBytes === undefined ? '-' : formatBytes(r.sizeBytes),
    r.verified ? (r.verified.ok ? '✓' : '✗') : r.sizeBytes === undefined ? '-' : '?',
    r.phaseNumber ? `${r.phaseNumber} ${r.phase}` : '-',
    ...(detailed ? [r.completed === undefined ? '-' : r.completed ? 'done' : 'open', r.sessionId.slice(0, 8), r.parent ? r.parent.slice(-8) : '-', r.tags?.join(',') || '-'] : []),
    truncate(r.name ? `[${r.name}] ${r.taskSummary ?? ''}`.trim() : r.taskSummary || '-', 60),
  ]);
  return table(headers, rows);
}
