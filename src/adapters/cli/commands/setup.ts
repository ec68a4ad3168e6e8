import type { AppContext } from '../../../app/context.js';
import { setup, type SetupResult } from '../../../app/setup.js';
import type { Output } from '../command.js';
import { cliPath } from '../version.js';

export async function run(ctx: AppContext, o: { remove?: boolean; force?: boolean }): Promise<Output> {
  const r = await setup(ctx, { remove: Boolean(o.remove), force: Boolean(o.force), cliPath: cliPath() });
  return { data: r, text: printSetup(r) };
}

export function printSetup(r: SetupResult): string {
  switch (r.action) {
    case 'installed':
      return `Installed ${r.path}: /checkpoint save, /checkpoint list, /checkpoint resume … run pai-checkpoint from now on.\nStart a new Claude Code session for it to work: this session keeps the built-in /checkpoint (an alias of /rewind) until then; /checkpoint:save and the other /checkpoint: commands work everywhere.`;
    case 'updated':
      return `Updated ${r.path} to point at this pai-checkpoint.`;
    case 'unchanged':
      return `${r.path} is already installed and up to date.`;
    case 'removed':
      return `Removed ${r.path}: /checkpoint is the built-in /rewind alias again.`;
    case 'absent':
      return `${r.path} is not installed; nothing to remove.`;
  }
}
