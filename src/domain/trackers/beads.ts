import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { writeFileAtomicSync } from '../../core/atomic.js';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { parseJsonLine } from '../../core/json-lines.js';
import { commandOnPath } from '../../platform/which.js';
import { checkpointReference } from './ops.js';
import type { Issue, IssueTracker, Tracker } from './tracker.js';

const execFileAsync = promisify(execFile);

/** A project's Beads file. */
export const beadsFile = (project: string) => join(project, '.beads', 'issues.jsonl');

interface BeadsIssue {
  id: string;
  title?: string;
  status?: string;
  notes?: string;
  [field: string]: unknown;
}

/** The issues of a Beads file (lines that are not issues are kept as they are when it is rewritten). */
export function readBeads(file: string): { lines: string[]; issues: Map<number, BeadsIssue> } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const issues = new Map<number, BeadsIssue>();
  lines.forEach((l, i) => {
    const v = parseJsonLine(l) as BeadsIssue | undefined; // not an issue line: kept as it is
    if (v && typeof v === 'object' && typeof v.id === 'string') issues.set(i, v);
  });
  return { lines, issues };
}

/**
 * Beads: through its own command, `bd` (`show --json`, `update --notes`/`--status`, `close`), when
 * it is on PATH — bd keeps a database beside the JSONL and would overwrite an edit it did not make
 * — else natively: the project's `.beads/issues.jsonl` rewritten in place (atomically), every line
 * kept as it was but the issue's.
 *
 * Every text bd is given comes from somewhere else (an issue id and its notes from the project's
 * Beads file, which a cloned repository writes), so none may ever be read as a flag of bd's: a text
 * goes only as the value of `--<flag>=<text>` (one argument: bd's parser, Go's pflag, takes what
 * follows the `=` as it is, a leading `-` or a newline included), and the issue id only after `--`,
 * the end of bd's options (`bd show --json -- --db=/tmp/x` asks for an issue of that name).
 */
export class BeadsTracker implements IssueTracker {
  constructor(
    private readonly file: string,
    private readonly now: () => Date,
    /** The bd command, when one is installed (runs in the project folder, without its daemon). */
    private readonly bd?: string | undefined,
  ) {}

  private async run(args: string[]): Promise<string> {
    const project = dirname(dirname(this.file));
    const { stdout } = await execFileAsync(this.bd!, args, {
      cwd: project,
      env: { ...process.env, BEADS_NO_DAEMON: '1' },
      timeout: 30_000,
      maxBuffer: 16 << 20,
    });
    return stdout;
  }

  private async read(id: string): Promise<BeadsIssue | undefined> {
    if (!this.bd) return [...readBeads(this.file).issues.values()].find((x) => x.id === id);
    let out: string;
    try {
      out = await this.run(['show', '--json', '--', id]);
    } catch (err) {
      if (/not found|no issue/i.test(errorMessage(err))) return undefined;
      throw err;
    }
    const v = JSON.parse(out) as BeadsIssue | BeadsIssue[];
    return Array.isArray(v) ? v[0] : v; // bd show --json answers an array (older versions: an object)
  }

  async getIssue(id: string): Promise<Issue | undefined> {
    const i = await this.read(id);
    return i
      ? { tracker: 'beads', id, ...(i.title ? { title: i.title } : {}), ...(i.status ? { state: i.status } : {}) }
      : undefined;
  }

  async updateIssue(id: string, change: { status?: 'started' | 'completed'; comment?: string }): Promise<void> {
    const issue = await this.read(id);
    if (!issue) throw new CheckpointError('NOT_FOUND', `${this.bd ? 'bd' : this.file} has no issue ${id}`);
    const notes =
      change.comment && !issue.notes?.includes(change.comment)
        ? issue.notes
          ? `${issue.notes}\n${change.comment}`
          : change.comment
        : undefined;
    const start = change.status === 'started' && (!issue.status || issue.status === 'open');
    const close = change.status === 'completed' && issue.status !== 'closed';
    if (this.bd) {
      if (notes !== undefined || start)
        await this.run([
          'update',
          ...(notes !== undefined ? [`--notes=${notes}`] : []),
          ...(start ? ['--status=in_progress'] : []),
          '--',
          id,
        ]);
      if (close) await this.run(['close', `--reason=${(change.comment ?? 'completed').split('\n')[0]!}`, '--', id]);
      return;
    }
    const { lines, issues } = readBeads(this.file);
    const at = [...issues].find(([, v]) => v.id === id)![0];
    const now = this.now().toISOString();
    if (notes !== undefined) issue.notes = notes;
    if (start) issue.status = 'in_progress';
    if (close) {
      issue.status = 'closed';
      issue.closed_at = now;
    }
    issue.updated_at = now;
    lines[at] = JSON.stringify(issue);
    writeFileAtomicSync(this.file, lines.join('\n'), { fsync: true });
  }

  createIssue(): Promise<Issue> {
    return Promise.reject(new CheckpointError('USAGE', 'pai-checkpoint does not open Beads issues', 'use `bd create`'));
  }

  linkCheckpoint(id: string, checkpointId: string, sessionId: string): Promise<void> {
    return this.updateIssue(id, { comment: checkpointReference(checkpointId, sessionId) });
  }
}

/** `[integrations.beads]`: the project's `.beads/issues.jsonl`, through `bd` when it is on PATH. */
export const beads: Tracker = {
  open(_config, op, { env, now }) {
    const project = op.kind === 'create' ? undefined : op.project;
    if (!project) throw new Error('a Beads operation needs the project folder');
    return new BeadsTracker(beadsFile(project), now, commandOnPath('bd', env['PATH']));
  },
};
