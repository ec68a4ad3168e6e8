/**
 * The one rule for "what the user typed", wherever a prompt is read: transcript lines (the
 * conversation summary, the hooks' tail reader) and the UserPromptSubmit payload. A slash command
 * (`/checkpoint save x`, `/compact`) is not a prompt; a prompt that starts with a path
 * (`/etc/hosts is wrong`) is. Claude Code's wrappers (`<command-name>…`, `<local-command-stdout>`)
 * and its caveat lines are not the user's words either.
 */
const SLASH_COMMAND = /^\/[\w:.-]+(?:\s|$)/;

/** Is this text (a payload's prompt, or a user line's content) the user's own words? */
export function isPromptText(text: string): boolean {
  const t = text.trimStart();
  return t.length > 0 && !t.startsWith('<') && !t.startsWith('Caveat:') && !SLASH_COMMAND.test(t);
}

/** Is this transcript user line a prompt (not a tool result, a meta line or a compaction summary)? */
export function isPromptLine(line: Record<string, unknown>, content: unknown): content is string {
  return typeof content === 'string' && !line['isMeta'] && !line['isCompactSummary'] && isPromptText(content);
}

/** A slash command as the transcript records what the user typed: `/checkpoint:list` and the rest of the line. */
export interface TypedCommand {
  /** As typed, with its slash: `/checkpoint:list`, `/checkpoint`, `/compact`. */
  name: string;
  /** The rest of the line (`--all`), '' without. */
  args: string;
}

const COMMAND_NAME = /<command-name>(\/[^<\s]+)<\/command-name>/;
const COMMAND_ARGS = /<command-args>([\s\S]*?)<\/command-args>/;

/**
 * The slash command a transcript user line records (Claude Code 2.1.197 writes
 * `<command-message>checkpoint:list</command-message>\n<command-name>/checkpoint:list</command-name>`,
 * then `<command-args>…</command-args>` when arguments were given), or undefined. Only the user's
 * own line counts: the expanded command text follows on a meta line, and is not what was typed.
 */
export function typedCommandOf(line: Record<string, unknown>, content: unknown): TypedCommand | undefined {
  if (
    typeof content !== 'string' ||
    line['isMeta'] ||
    line['isCompactSummary'] ||
    !content.trimStart().startsWith('<command-')
  )
    return undefined;
  const name = COMMAND_NAME.exec(content)?.[1];
  if (!name) return undefined;
  return { name, args: (COMMAND_ARGS.exec(content)?.[1] ?? '').trim() };
}
