import { main } from './main.js';

// The one place that decides the process's exit status.
main(process.argv.slice(2)).then(
  (r) => {
    if (r.stdout) process.stdout.write(r.stdout);
    if (r.stderr) process.stderr.write(r.stderr);
    process.exitCode = r.exitCode;
  },
  (err: unknown) => {
    process.stderr.write(`pai-checkpoint: internal error: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 1;
  },
);
