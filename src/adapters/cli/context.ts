import { createAppContext, type AppContext } from '../../app/context.js';
import { CheckpointError } from '../../core/errors.js';
import { inert } from '../../core/inert.js';
import { logLine } from '../../core/log.js';
import { paiPaths, type PaiPaths } from '../../core/paths.js';

/** One CLI invocation: injectable roots, cwd, env and clock, and how it talks to the user (tests build their own). */
export interface CliEnv {
  cwd: string;
  env: Record<string, string | undefined>;
  paths: PaiPaths;
  now: () => Date;
  /** Non-fatal problems, shown on stderr (and in --json output by the command). */
  warnings: string[];
  /** Run by a /checkpoint command inside Claude Code (output is for the model). */
  slash?: boolean;
  /** Asks the user a question and returns the answer (default: on the terminal). Tests inject answers. */
  ask?: (question: string) => Promise<string>;
  /**
   * This CLI's file (dist/cli.cjs), set by bin.ts: hints are then rendered as commands the reader
   * can run (see core/hint.ts). Absent (a library call, a test): hints are left as written.
   */
  cliPath?: string;
}

/**
 * What a command writes as it goes (the monitor's lines, the review screen, recover's table, a
 * question, a notice) is made inert like everything main returns (core/inert.ts): it quotes stored
 * values. The only other writes are main's result (bin.ts), `create`'s progress line (numbers and
 * its own `\r`) and `export -o -`'s archive; a test holds the CLI's sources to that.
 */
export function printOut(text: string): void {
  process.stdout.write(inert(text));
}

export function printErr(text: string): void {
  process.stderr.write(inert(text));
}

/**
 * Asks on the terminal; outside one (a pipe, a slash command, CI) there is nobody to ask, so it
 * fails with USAGE naming the flag that answers in advance.
 */
export async function ask(cli: CliEnv, question: string, flag: string): Promise<string> {
  if (cli.ask) return cli.ask(question);
  if (cli.slash || !process.stdin.isTTY)
    throw new CheckpointError(
      'USAGE',
      `needs confirmation, and there is no terminal to ask: ${question}`,
      `run it in a terminal, or pass ${flag}`,
    );
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(inert(`${question} `));
  } finally {
    rl.close();
  }
}

/**
 * One key pressed on the terminal (raw mode: no Enter needed; Ctrl-C and Ctrl-D answer "q"),
 * lowercased. Tests inject `cli.ask`: the first character of its answer counts. Undefined when
 * there is no terminal.
 */
export async function readKey(cli: CliEnv, prompt: string): Promise<string | undefined> {
  if (cli.ask) return (await cli.ask(prompt)).trim().charAt(0).toLowerCase();
  const stdin = process.stdin;
  if (cli.slash || !stdin.isTTY) return undefined;
  printErr(`${prompt} `);
  stdin.setRawMode(true);
  stdin.resume();
  try {
    const key = await new Promise<string>((resolve) => stdin.once('data', (d: Buffer) => resolve(d.toString('utf8'))));
    process.stderr.write('\n');
    return key === '\u0003' || key === '\u0004' ? 'q' : key.charAt(0).toLowerCase();
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

export function defaultCliEnv(overrides: Partial<CliEnv> = {}): CliEnv {
  const env = overrides.env ?? process.env;
  return {
    cwd: overrides.cwd ?? process.cwd(),
    env,
    paths: overrides.paths ?? paiPaths({ paiDir: env['PAI_DIR'] }),
    now: overrides.now ?? (() => new Date()),
    warnings: overrides.warnings ?? [],
    ...(overrides.ask ? { ask: overrides.ask } : {}),
    ...(overrides.cliPath ? { cliPath: overrides.cliPath } : {}),
  };
}

/**
 * The use cases' context for this invocation: warnings are shown (stderr, or --json's `warnings`)
 * and logged; questions are asked on the terminal; notices go to a terminal's stderr.
 */
export function appContext(cli: CliEnv): AppContext {
  return createAppContext({
    paths: cli.paths,
    now: cli.now,
    env: cli.env,
    cwd: cli.cwd,
    warn: (m) => {
      cli.warnings.push(m);
      logLine(cli.paths, 'cli', '-', `warning: ${m}`);
    },
    ask: (question, flag) => ask(cli, question, flag),
    notice: (m) => {
      if (process.stderr.isTTY) printErr(`${m}\n`);
    },
  });
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
