import { resolve } from 'node:path';
import { CheckpointError } from '../core/errors.js';
import { readJournal, redoable, undoable, updateJournal, type JournalEntry } from '../domain/restore/journal.js';
import { realPathOf } from '../domain/restore/target.js';
import type { AppContext } from './context.js';
import { rollback, type RollbackResult } from './rollback.js';

/**
 * `undo` and `redo` of the restores, rollbacks and rewinds of one folder (domain/restore/journal.ts).
 * An undo is an exact rollback to the safety checkpoint taken before the operation; a redo an exact
 * rollback to its checkpoint again. Each takes its own safety checkpoint first, so what changed in
 * the folder since is kept there. The folder is the user's (the current project, or --dir): what
 * the journal says only names checkpoints, and their files go into that folder.
 */
export interface UndoOptions {
  /** The folder (default: the current project). */
  dir?: string;
  /** Say what it would do; change nothing. */
  print?: boolean;
  /** Answers the confirmation in advance. */
  yes?: boolean;
  /** Leave the MCP servers' state alone. */
  noMcp?: boolean;
}

export interface UndoResult {
  action: 'undo' | 'redo';
  folder: string;
  /** The operation undone or applied again. */
  entry: JournalEntry;
  /** The checkpoint the folder is (or with --print, would be) rolled back to. */
  to: string;
  /** What it does, in words. */
  description: string;
  /** false with --print. */
  done: boolean;
  rollback?: RollbackResult;
}

export const undo = (ctx: AppContext, o: UndoOptions) => step(ctx, o, 'undo');
export const redo = (ctx: AppContext, o: UndoOptions) => step(ctx, o, 'redo');

async function step(ctx: AppContext, o: UndoOptions, action: 'undo' | 'redo'): Promise<UndoResult> {
  const folder = realPathOf(o.dir === undefined ? ctx.project : resolve(ctx.cwd, o.dir));
  const journal = readJournal(ctx.paths.stateDir, folder);
  const entry = action === 'undo' ? undoable(journal) : redoable(journal);
  if (!entry) {
    const what = action === 'undo' ? 'restore, rollback or rewind' : 'undone operation';
    throw new CheckpointError(
      'NOT_FOUND',
      `nothing to ${action} in ${folder}: no ${what} of this folder is recorded`,
      action === 'undo'
        ? '`pai-checkpoint undo` reverses the last restore, rollback or rewind made in this folder (pass --dir <folder> for another one)'
        : '`pai-checkpoint redo` applies again what `undo` reversed',
    );
  }
  const to = action === 'undo' ? entry.safety : entry.checkpoint;
  const description =
    action === 'undo'
      ? `undo the ${entry.kind} to ${entry.checkpoint} (${entry.at}): ${folder} becomes what it was before it (safety checkpoint ${entry.safety})`
      : `redo the ${entry.kind} to ${entry.checkpoint}: ${folder} becomes that checkpoint's again`;
  const result: UndoResult = { action, folder, entry, to, description, done: false };
  if (o.print) return result;
  const question = `${description[0]!.toUpperCase()}${description.slice(1)}? Its current files are saved first.`;
  result.rollback = await rollback(ctx, {
    id: to,
    yes: Boolean(o.yes),
    noMcp: Boolean(o.noMcp),
    folder,
    record: false,
    kind: entry.kind,
    question,
  });
  result.done = true;
  updateJournal(ctx.paths.stateDir, folder, (j) => {
    // Moved only when the entry is still the one applied (another undo in the same folder meanwhile: left as it is).
    const at = action === 'undo' ? j.applied - 1 : j.applied;
    if (j.entries[at]?.safety === entry.safety) j.applied = action === 'undo' ? at : at + 1;
  });
  return result;
}
