import type { AppContext } from '../../../app/context.js';
import { redo, undo, type UndoOptions, type UndoResult } from '../../../app/undo.js';
import type { Output } from '../command.js';
import { printRollback } from '../print.js';

export async function runUndo(ctx: AppContext, o: UndoOptions): Promise<Output> {
  const r = await undo(ctx, o);
  return { data: r, text: printUndo(r) };
}

export async function runRedo(ctx: AppContext, o: UndoOptions): Promise<Output> {
  const r = await redo(ctx, o);
  return { data: r, text: printUndo(r) };
}

function printUndo(r: UndoResult): string {
  if (!r.rollback)
    return `Would ${r.description}.\nNothing was changed (--print). Run \`pai-checkpoint ${r.action}\` to do it.`;
  const verb =
    r.action === 'undo'
      ? `Undid the ${r.entry.kind} to ${r.entry.checkpoint} in ${r.folder}`
      : `Redid the ${r.entry.kind} to ${r.entry.checkpoint} in ${r.folder}`;
  const again = r.action === 'undo' ? 'redo: `pai-checkpoint redo`' : 'undo: `pai-checkpoint undo`';
  return printRollback(
    {
      ...r.rollback,
      resumeHint: `${again} (the files this replaced are in safety checkpoint ${r.rollback.safetyCheckpoint})`,
    },
    verb,
  );
}
