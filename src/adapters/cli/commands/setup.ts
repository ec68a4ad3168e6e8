import { dirname } from 'node:path';
import type { AppContext } from '../../../app/context.js';
import { setup, type LinkResult, type SetupResult } from '../../../app/setup.js';
import type { Output } from '../command.js';
import { cliPath } from '../version.js';

export async function run(ctx: AppContext, o: { remove?: boolean; force?: boolean }): Promise<Output> {
  const r = await setup(ctx, { remove: Boolean(o.remove), force: Boolean(o.force), cliPath: cliPath() });
  return { data: r, text: printSetup(r) };
}

export function printSetup(r: SetupResult): string {
  return `${printDispatcher(r)}\n${printLink(r.link)}`;
}

function printDispatcher(r: SetupResult): string {
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

function printLink(l: LinkResult): string {
  const notOnPath = l.onPath
    ? ''
    : `\n${dirname(l.path)} is not on your PATH: add \`export PATH="${dirname(l.path)}:$PATH"\` to your shell's profile (~/.profile or ~/.bashrc), then open a new terminal.`;
  switch (l.action) {
    case 'linked':
      return `Linked ${l.path} → this CLI: type \`pai-checkpoint …\` in a terminal.${notOnPath}`;
    case 'updated':
      return `Updated ${l.path} to point at this CLI.${notOnPath}`;
    case 'unchanged':
      return `${l.path} already points at this CLI.${notOnPath}`;
    case 'taken':
      return `${l.path} exists and was not made by pai-checkpoint; left as it is (--force replaces or removes it).`;
    case 'removed':
      return `Removed ${l.path}.`;
    case 'absent':
      return `${l.path} is not there; nothing to remove.`;
  }
}
