import { parseArgs } from 'node:util';
import { CheckpointError, errorMessage, exitCodeFor, EXIT } from '../../core/errors.js';
import { cliOnPath, renderCommands, type Audience } from '../../core/hint.js';
import { inert, inertJson } from '../../core/inert.js';
import { commandOptions, parseArgsOptions, type Command } from './command.js';
import { CHECKPOINT_COMMANDS } from './table-checkpoints.js';
import { SETUP_COMMANDS } from './table-setup.js';
import { WORK_COMMANDS } from './table-work.js';
import { appContext, defaultCliEnv, type CliEnv } from './context.js';
import { VERSION } from './version.js';

/**
 * The command table: names, help, each flag and the field of the command's options it sets, and a
 * lazy import of the command file, in three parts by topic (table-*.ts; `--help` lists them in this
 * order). A new flag is one line there (and the field it sets); a new command, one entry and its file.
 */
export const COMMANDS: Record<string, Command> = { ...CHECKPOINT_COMMANDS, ...WORK_COMMANDS, ...SETUP_COMMANDS };

function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((k) => k.length));
  return [
    `pai-checkpoint ${VERSION} — checkpoints and resume for Claude Code sessions (PAI F-010 phase records)`,
    '',
    'Usage: pai-checkpoint <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([k, c]) => `  ${k.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --help and --json.',
    'Exit codes: 0 ok, 1 failure, 2 bad usage, 3 not found, 4 invalid data / unhealthy, 5 conflict or busy.',
    'Files: $PAI_DIR (default ~/.pai): checkpoints/ (phase records), seed.json, events/, checkpoint/ (runtime state, plugin.log),',
    '       volume/ (session checkpoints; [volume] path in checkpoint.toml or $PAI_CHECKPOINT_VOLUME).',
  ].join('\n');
}

function commandHelp(c: Command): string {
  return [
    `Usage: pai-checkpoint ${c.usage}`,
    '',
    c.summary + '.',
    '',
    ...c.help.map((h) => `  ${h}`),
    '  --json       machine-readable output',
  ].join('\n');
}

interface MainResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one CLI invocation and returns what to print (tests call this directly). `slash` mode is
 * used by the /checkpoint commands: errors go to stdout too, so the model sees them.
 */
export async function main(argv: string[], cli: CliEnv = defaultCliEnv()): Promise<MainResult> {
  let args = argv;
  let slash = false;
  if (args[0] === 'slash') {
    slash = true;
    cli.slash = true;
    args = args.slice(1);
    if (args.length === 0) args = ['list'];
  }
  const [name, ...rest] = args;
  // Commands named in hints are rendered as the reader can run them (slash commands inside
  // Claude Code; `node <this CLI>` when pai-checkpoint is not on PATH).
  const audience: Audience | undefined = cli.cliPath
    ? { kind: slash ? 'claude' : 'terminal', cli: cli.cliPath, onPath: cliOnPath(cli.cliPath, cli.env['PATH']) }
    : undefined;
  const render = (text: string) => (audience ? renderCommands(text, audience) : text);
  // No command in a terminal opens the browser; without one (a pipe, a script, a slash command) the help, as before.
  if (!name && !slash && process.stdin.isTTY && process.stdout.isTTY) return main(['browse'], cli);
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const sub = name === 'help' ? rest[0] : undefined;
    const c = sub ? COMMANDS[sub] : undefined;
    return { exitCode: 0, stdout: `${c && sub ? commandHelp(c) : mainHelp()}\n`, stderr: '' };
  }
  if (name === '--version' || name === '-v') return { exitCode: 0, stdout: `${VERSION}\n`, stderr: '' };
  const cmd = COMMANDS[name];
  let wantJson = rest.includes('--json');
  try {
    if (!cmd)
      throw new CheckpointError('USAGE', `unknown command "${name}"`, 'run `pai-checkpoint --help` for the list');
    if (rest.includes('--help') || rest.includes('-h'))
      return { exitCode: 0, stdout: `${commandHelp(cmd)}\n`, stderr: '' };
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({ args: rest, options: parseArgsOptions(cmd), allowPositionals: true, strict: true });
    } catch (err) {
      throw parseArgsError(name, cmd, err);
    }
    wantJson = Boolean(parsed.values['json']);
    const options = commandOptions(cmd, parsed.values, parsed.positionals);
    const out = await (await cmd.load()).run(appContext(cli), options, cli);
    if (out.then) return main(out.then, cli);
    const shown = cli.warnings.map(render);
    // Everything a command prints passes here: its text, warnings and errors quote stored
    // values (labels, tasks, notes, paths), which are made inert for the terminal (core/inert.ts).
    const warnings = inert(shown.map((w) => `warning: ${w}\n`).join(''));
    const stdout = out.streamed
      ? ''
      : wantJson
        ? `${inertJson(withWarnings(out.data, shown), 2)}\n`
        : `${inert(render(out.text))}\n`;
    return {
      exitCode: out.exitCode ?? EXIT.OK,
      stdout: slash ? stdout + warnings : stdout,
      stderr: slash ? '' : warnings,
    };
  } catch (err) {
    const code = exitCodeFor(err);
    const hintText = err instanceof CheckpointError && err.hint ? render(err.hint) : undefined;
    const hint = hintText ? `\n  hint: ${hintText}` : '';
    const message = inert(`pai-checkpoint: ${render(errorMessage(err))}${hint}\n`);
    if (wantJson) {
      const data = {
        error: {
          code: err instanceof CheckpointError ? err.code : 'INTERNAL',
          message: errorMessage(err),
          hint: hintText,
        },
      };
      return { exitCode: code, stdout: `${inertJson(data, 2)}\n`, stderr: slash ? '' : message };
    }
    return slash ? { exitCode: code, stdout: message, stderr: '' } : { exitCode: code, stdout: '', stderr: message };
  }
}

/**
 * node:util parseArgs' refusal, restated where its own words mislead: its unknown-option text
 * ends with an example whose quotes do not close (`as in '-- "--print"`).
 */
function parseArgsError(name: string, cmd: Command, err: unknown): CheckpointError {
  const usage = `usage: pai-checkpoint ${cmd.usage}`;
  const option = /^Unknown option '(.*)'\. To specify/s.exec(errorMessage(err))?.[1];
  if (option === undefined) return new CheckpointError('USAGE', errorMessage(err), usage);
  return new CheckpointError(
    'USAGE',
    `${name} has no option "${option}"`,
    `${usage}; a word that starts with "-" but is not an option goes after "--" (\`-- ${option}\`)`,
  );
}

function withWarnings(data: unknown, warnings: string[]): unknown {
  if (warnings.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, warnings };
}
