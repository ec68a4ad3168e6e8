import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * A command's path on PATH, or undefined: the first absolute PATH entry holding an executable
 * regular file of that name. A file test per entry, no process started; a relative entry is
 * skipped (it would depend on the cwd of whoever runs us).
 */
export function commandOnPath(cmd: string, path: string | undefined = process.env['PATH']): string | undefined {
  for (const dir of (path ?? '').split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const command = join(dir, cmd);
    try {
      accessSync(command, constants.X_OK);
      if (statSync(command).isFile()) return command;
    } catch {
      // not here
    }
  }
  return undefined;
}
