import { scanCheckpoints } from '../../records/api.js';
import { metadataOf, type CheckpointState } from '../../records/schema.js';
import { formatAgo } from '../../session/resume.js';
import { currentProject, table, truncate, type CliEnv } from '../context.js';

export interface ListOptions {
  /** Every project, not just the current one. */
  all?: boolean;
  session?: string;
  /** Most records shown. Default 20. */
  limit?: number;
  /** Only unfinished (incomplete) records. */
  open?: boolean;
}

export interface ListRow {
  id: string;
  phase: string;
  phaseNumber: number;
  completed: boolean;
  createdAt: string;
  sessionId: string;
  taskSummary: string;
  name?: string;
  project?: string;
  file: string;
}

export interface ListResult {
  rows: ListRow[];
  problems: { file: string; error: string }[];
  project?: string;
}

function row(file: string, r: CheckpointState): ListRow {
  const meta = metadataOf(r);
  const out: ListRow = {
    id: r.id,
    phase: r.phase,
    phaseNumber: r.phaseNumber,
    completed: r.completed,
    createdAt: r.createdAt,
    sessionId: r.sessionId,
    taskSummary: r.taskSummary,
    file,
  };
  if (meta.name) out.name = meta.name;
  const project = meta.project ?? meta.cwd;
  if (project) out.project = project;
  return out;
}

export async function list(cli: CliEnv, options: ListOptions = {}): Promise<ListResult> {
  const project = options.all || options.session ? undefined : currentProject(cli);
  // Newest first, reading only as many files as the rows shown need.
  const scan = scanCheckpoints(
    {
      limit: options.limit ?? 20,
      match: (r) => {
        if (options.open && r.completed) return false;
        // Records without a project (pai-seed's own) belong to every project's view.
        const p = metadataOf(r).project ?? metadataOf(r).cwd;
        return !project || !p || p === project;
      },
      ...(options.session ? { sessionId: options.session } : {}),
    },
    { checkpointsDir: cli.paths.checkpointsDir },
  );
  const result: ListResult = { rows: scan.records.map(({ file, record }) => row(file, record)), problems: scan.problems };
  if (project) result.project = project;
  return result;
}

export function printList(result: ListResult, now: Date): string {
  if (result.rows.length === 0) {
    return result.project ? `No checkpoints for ${result.project}. (pai-checkpoint list --all shows every project.)` : 'No checkpoints.';
  }
  const rows = result.rows.map((r) => [
    r.id,
    `${r.phaseNumber} ${r.phase}`,
    r.completed ? 'done' : 'open',
    formatAgo(now.getTime() - Date.parse(r.createdAt)),
    r.sessionId.slice(0, 8),
    truncate(r.name ? `[${r.name}] ${r.taskSummary}` : r.taskSummary || '-', 60),
  ]);
  return table(['ID', 'PHASE', 'STATUS', 'AGE', 'SESSION', 'TASK'], rows);
}
