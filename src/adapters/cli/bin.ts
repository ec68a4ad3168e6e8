import { realpathSync } from 'node:fs';
import { inert } from '../../core/inert.js';
import { defaultCliEnv } from './context.js';
import { main } from './main.js';
import { leaveSlashAnswer } from './slash.js';

function self(): string {
  try {
    return realpathSync(process.argv[1] ?? '');
  } catch {
    return process.argv[1] ?? '';
  }
}

const argv = process.argv.slice(2);
const cli = defaultCliEnv({ cliPath: self() });
leaveSlashAnswer(cli, argv, undefined);
// The one place that decides the process's exit status.
main(argv, cli).then(
  (r) => {
    leaveSlashAnswer(cli, argv, r.stdout);
    if (r.stdout) process.stdout.write(r.stdout);
    if (r.stderr) process.stderr.write(r.stderr);
    process.exitCode = r.exitCode;
  },
  (err: unknown) => {
    process.stderr.write(inert(`pai-checkpoint: internal error: ${err instanceof Error ? err.stack : String(err)}\n`));
    process.exitCode = 1;
  },
);
