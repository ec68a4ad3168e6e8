import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSafeKey } from '../../core/keys.js';
import { resolveClaudeDir } from '../../core/paths.js';
import type { IscCriterion } from '../records/schema.js';
import type { TaskState, Todo } from './reader.js';

const STATUSES = new Set(['pending', 'in_progress', 'completed']);

/**
 * PAI keeps its ISC criteria in Claude Code's tasks (TaskCreate/TaskUpdate), stored as
 * `~/.claude/tasks/<session>/<n>.json` = {id, subject, description, activeForm, status, …}.
 * Deleted tasks and unreadable files are skipped; order is by numeric id.
 */
export function readIscCriteria(sessionId: string, claudeDir = resolveClaudeDir()): IscCriterion[] {
  if (!isSafeKey(sessionId)) return [];
  const dir = join(claudeDir, 'tasks', sessionId);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const out: IscCriterion[] = [];
  for (const name of names) {
    try {
      const t = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
      const status = String(t['status'] ?? 'pending');
      if (!STATUSES.has(status) || typeof t['subject'] !== 'string') continue;
      out.push({
        id: String(t['id'] ?? name.replace(/\.json$/, '')),
        subject: t['subject'],
        status: status as IscCriterion['status'],
      });
    } catch {
      // a task file being rewritten right now: skip it this time
    }
  }
  return out.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
}

/** A status ISC knows; any other (a task tool's or the model's own word) counts as pending. */
const criterionStatus = (status: string) => (STATUSES.has(status) ? status : 'pending') as IscCriterion['status'];

/** ISC criteria from TodoWrite todos (when the task tools are disabled). */
export function criteriaFromTodos(todos: Todo[]): IscCriterion[] {
  return todos.map((t, i) => ({ id: String(i + 1), subject: t.content, status: criterionStatus(t.status) }));
}

/** ISC criteria from the tasks the hooks saw through TaskCreate/TaskUpdate payloads (id → task). */
export function criteriaFromTasks(tasks: Record<string, TaskState>): IscCriterion[] {
  return Object.entries(tasks).map(([id, t]) => ({ id, subject: t.subject, status: criterionStatus(t.status) }));
}
