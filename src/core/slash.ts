/**
 * The plugin's commands as the user types them inside Claude Code: `/checkpoint:<command> …` (the
 * plugin's commands/*.md) or `/checkpoint <command> …` (the user-level dispatcher `pai-checkpoint
 * setup` installs; a bare `/checkpoint` lists). The one table of which of them only read: a turn
 * that ran nothing else takes no `stop` checkpoint (domain/session/triggers.ts), and their output
 * is shown to the user as printed instead of through the model (hooks/prompt.sh).
 */
export const READ_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  'list',
  'inspect',
  'diff',
  'summary',
  'review',
  'search',
  'sessions',
  'env',
  'usage',
  'doctor',
]);

/** The plugin's name: its commands are `/checkpoint:<name>`, the dispatcher is `/checkpoint`. */
const NAMESPACE = 'checkpoint';

/**
 * The CLI command a typed slash command runs (`list` for `/checkpoint:list --all`, `/checkpoint
 * list`, and a bare `/checkpoint`), or undefined when it is not one of the plugin's.
 * `name` is the command as typed (`/checkpoint:list`), `args` the rest of the line.
 */
export function pluginCommand(name: string, args: string): string | undefined {
  if (name.startsWith(`/${NAMESPACE}:`)) return name.slice(NAMESPACE.length + 2) || undefined;
  if (name !== `/${NAMESPACE}`) return undefined;
  return args.trim().split(/\s+/)[0] || 'list';
}

/** Does this typed slash command only read (one of READ_ONLY_COMMANDS)? */
export function isReadOnlyCommand(name: string, args: string): boolean {
  const command = pluginCommand(name, args);
  return command !== undefined && READ_ONLY_COMMANDS.has(command);
}
