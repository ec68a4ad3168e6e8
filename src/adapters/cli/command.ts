import type { ParseArgsConfig } from 'node:util';
import type { AppContext } from '../../app/context.js';
import { CheckpointError } from '../../core/errors.js';
import type { CliEnv } from './context.js';

/** What a command returns: data for --json, text for people, and its exit code. */
export interface Output {
  data: unknown;
  text: string;
  exitCode?: number;
  /** The command wrote its output to stdout itself (a stream): nothing more is printed there. */
  streamed?: boolean;
  /** A command to run next as if typed (`browse`'s r, w and R: the browser has closed and the terminal is the user's again). */
  then?: string[];
}

/** The fields of `O` whose values are of type `T`. */
type FieldsOf<O, T> = { [K in keyof O]-?: NonNullable<O[K]> extends T ? K : never }[keyof O] & string;

/**
 * One flag, and the field of the command's options it sets when it is given (absent: the field is
 * left out). `flag`: a boolean, true; `text`: its text as given (an empty text too); `int`: a whole
 * number 0 or more (a usage error otherwise); `list`: a repeatable text, every value.
 */
type OptionSpec<O> = (
  | { flag: FieldsOf<O, boolean> }
  | { text: FieldsOf<O, string> }
  | { int: FieldsOf<O, number> }
  | { list: FieldsOf<O, string[]> }
) & { short?: string };

/**
 * The positional argument: the first one (or all of them joined by spaces, `rest`), into the field
 * `text` when not empty; `then`, the one after it (`tag <id> <tag>`).
 */
export interface ArgSpec<O> {
  text: FieldsOf<O, string>;
  /** Its name in `missing <name>` when it is required and not given. */
  name: string;
  required?: boolean;
  rest?: boolean;
  then?: ArgSpec<O>;
  /** Every positional after this one, as a list (`restore <id> [<path>…]`). */
  more?: { text: FieldsOf<O, string[]> };
}

/** A command file: its use case called with the options the flags made, and the result for people. */
interface CommandModule<O> {
  run(ctx: AppContext, options: O, cli: CliEnv): Promise<Output>;
}

/** One entry of the command table. Every command also takes --json (main reads it; `json: { flag: 'json' }` hands it on). */
export interface Command<O = Record<string, unknown>> {
  summary: string;
  usage: string;
  /** Lines of `--help` after the usage. */
  help: string[];
  /** The flags, by name, and what each sets. */
  options: Record<string, OptionSpec<O>>;
  arg?: ArgSpec<O>;
  /** Imports the command file (lazily: a run loads only its own command). */
  load(): Promise<CommandModule<O>>;
}

/** Declares a command; the types tie every flag to a field of the options its command file takes. */
export function command<O>(c: Command<O>): Command {
  return c as unknown as Command;
}

type ParseOptions = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** The flags as node:util parseArgs takes them (with --json). */
export function parseArgsOptions(c: Command): ParseOptions {
  const out: ParseOptions = {};
  for (const [name, spec] of Object.entries(c.options)) {
    const short = spec.short ? { short: spec.short } : {};
    out[name] =
      'flag' in spec
        ? { type: 'boolean', ...short }
        : 'list' in spec
          ? { type: 'string', multiple: true, ...short }
          : { type: 'string', ...short };
  }
  out['json'] = { type: 'boolean' };
  return out;
}

/** The command's options from what parseArgs found: the positional argument first, then each flag given. */
export function commandOptions(c: Command, values: Values, positionals: string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  let rest = positionals;
  let last: ArgSpec<Record<string, unknown>> | undefined;
  for (let arg = c.arg; arg; arg = arg.then) {
    const v = arg.rest ? rest.join(' ') : rest[0];
    if (v) o[arg.text] = v;
    else if (arg.required) throw new CheckpointError('USAGE', `missing <${arg.name}>`);
    rest = arg.rest ? [] : rest.slice(1);
    last = arg as ArgSpec<Record<string, unknown>>;
    if (arg.more) {
      if (rest.length) o[arg.more.text] = rest;
      rest = [];
    }
  }
  if (rest.length > 0) throw extraWords(c, rest, last);
  for (const [name, spec] of Object.entries(c.options)) {
    const v = values[name];
    if (v === undefined) continue;
    if ('flag' in spec) o[spec.flag] = true;
    else if ('text' in spec) o[spec.text] = v;
    else if ('int' in spec) o[spec.int] = wholeNumber(name, v);
    else o[spec.list] = (v as unknown[]).map(String);
  }
  return o;
}

/**
 * Words past the last argument a command takes: refused rather than dropped (`tag <id> bad tag`
 * must not tag "bad" and lose "tag"), with the usage and how to pass a text of several words.
 */
function extraWords(c: Command, extra: string[], last: ArgSpec<Record<string, unknown>> | undefined): CheckpointError {
  const words = extra.map((w) => `"${w}"`).join(' ');
  const what = last ? `<${last.name}> is one word` : `${c.usage.split(' ')[0]} takes no argument`;
  const quote = last ? `; to pass words with spaces as one <${last.name}>, quote them` : '';
  return new CheckpointError(
    'USAGE',
    `unexpected ${extra.length === 1 ? 'argument' : 'arguments'} ${words}: ${what}`,
    `usage: pai-checkpoint ${c.usage}${quote}`,
  );
}

function wholeNumber(name: string, v: unknown): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0)
    throw new CheckpointError('USAGE', `--${name} must be a whole number, got "${String(v)}"`);
  return n;
}
