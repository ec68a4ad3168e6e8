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
