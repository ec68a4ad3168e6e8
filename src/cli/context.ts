import { paiPaths, type PaiPaths } from '../core/paths.js';
import { logLine } from '../core/log.js';
import type { TrackerContext } from '../session/tracker.js';

/** What every command gets: injectable roots, cwd, env and clock (tests call commands directly). */
export interface CliEnv {
  cwd: string;
  env: Record<string, string | undefined>;
  paths: PaiPaths;
  now: () => Date;
  /** Non-fatal problems, shown on stderr (and in --json output by the command). */
  warnings: string[];
  /** Run by a /checkpoint command inside Claude Code (output is for the model). */
  slash?: boolean;
}

export function defaultCliEnv(overrides: Partial<CliEnv> = {}): CliEnv {
  const env = overrides.env ?? process.env;
  return {
    cwd: overrides.cwd ?? process.cwd(),
    env,
    paths: overrides.paths ?? paiPaths({ paiDir: env['PAI_DIR'] }),
    now: overrides.now ?? (() => new Date()),
    warnings: overrides.warnings ?? [],
  };
}

export function trackerContext(cli: CliEnv): TrackerContext {
  return {
    paths: cli.paths,
    now: cli.now,
    env: cli.env,
    warn: (m) => {
      cli.warnings.push(m);
      logLine(cli.paths, 'cli', '-', `warning: ${m}`);
    },
  };
}

/** The project a command works on: CLAUDE_PROJECT_DIR inside a session, else the cwd. */
export function currentProject(cli: CliEnv): string {
  return cli.env['CLAUDE_PROJECT_DIR'] || cli.cwd;
}

/** A fixed-width table; the last column is not padded. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

export function truncate(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
