import { BUILTIN_RULES, SQL_RULES } from './risky.js';

/**
 * The two filters before the Node hook, derived from the built-in rules' own texts (one source):
 * Claude Code's `if` rules in hooks/hooks.json, and hooks/risky.sh's `case` patterns. scripts/build.mjs
 * writes both files from what this module gives; test/domain/session/risky-hooks.test.ts checks that
 * the committed files are what it gives, and risky.test.ts that every risky example (and mutations
 * of it) passes both.
 */

/** Texts without those that hold another one (`unlinkSync` when `unlink` is there): a command holding the longer holds the shorter. */
function fewest(texts: readonly string[]): string[] {
  const unique = [...new Set(texts)];
  const plain = (t: string) => !/[*[]/.test(t);
  return unique.filter((t) => !unique.some((u) => u !== t && plain(u) && t.includes(u)));
}

/** The texts of the plugin's `if` rules, `Bash(*<text>*)` each (`*` inside is any text; case counts). */
export const IF_TEXTS: readonly string[] = fewest([
  ...BUILTIN_RULES.flatMap((r) => r.texts),
  ...SQL_RULES.flatMap((r) => r.texts),
]);

/** hooks/risky.sh's patterns for the built-in rules (`*` any text, `[..]` one of). */
export const FILTER_WORDS: readonly string[] = fewest([
  ...BUILTIN_RULES.flatMap((r) => r.words ?? r.texts),
  ...SQL_RULES.flatMap((r) => r.words),
]);

/** The command and timeout of each of the plugin's PreToolUse hooks. */
const RISKY_HOOK = { type: 'command', command: 'sh "${CLAUDE_PLUGIN_ROOT}/hooks/risky.sh"', timeout: 600 } as const;

/** hooks/hooks.json's PreToolUse entries: one hook per text (hooks with different `if` rules are never merged). */
export function pluginPreToolUse(): {
  matcher: string;
  hooks: { type: string; if: string; command: string; timeout: number }[];
}[] {
  return [
    {
      matcher: 'Bash',
      hooks: IF_TEXTS.map((t) => ({
        type: RISKY_HOOK.type,
        if: `Bash(*${t}*)`,
        command: RISKY_HOOK.command,
        timeout: RISKY_HOOK.timeout,
      })),
    },
  ];
}

/**
 * hooks/hooks.json's text with its PreToolUse entries from the rules, everything else as it was
 * (two-space JSON; each PreToolUse hook on one line, as the file has always been written).
 */
export function hooksJsonText(current: string): string {
  const file = JSON.parse(current) as { hooks: Record<string, unknown> };
  const entries = pluginPreToolUse();
  const oneLine = entries
    .flatMap((g) => g.hooks)
    .map(
      (h) =>
        `{ ${Object.entries(h)
          .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
          .join(', ')} }`,
    );
  let n = 0;
  file.hooks['PreToolUse'] = entries.map((g) => ({ ...g, hooks: g.hooks.map(() => `\u0000${n++}\u0000`) }));
  return `${JSON.stringify(file, null, 2).replace(/"\\u0000(\d+)\\u0000"/g, (_, i: string) => oneLine[Number(i)]!)}\n`;
}

/** A risky.sh `case` pattern holding the word: its literal runs quoted, `*` as it is, a `[..]`'s characters quoted. */
export function shPattern(word: string): string {
  if (/['\\"]/.test(word)) throw new Error(`risky.sh cannot hold the word ${JSON.stringify(word)}`);
  const parts = word.match(/\*|\[[^\]]+\]|[^*[]+/g) ?? [];
  return `*${parts.map((p) => (p === '*' ? p : p.startsWith('[') ? `["${p.slice(1, -1).replace(/[$`]/g, '\\$&')}"]` : `'${p}'`)).join('')}*`;
}

/** The markers around what scripts/build.mjs writes into hooks/risky.sh. */
const GENERATED_BEGIN =
  '# >>> written by scripts/build.mjs from the built-in rules (domain/session/risky.ts): do not edit';
const GENERATED_END = '# <<<';

/** hooks/risky.sh's text with its generated part (the `case` on the built-in rules' words) from the rules. */
export function riskyShText(current: string): string {
  const begin = current.indexOf(GENERATED_BEGIN);
  const end = current.indexOf(GENERATED_END, begin);
  if (begin < 0 || end < 0)
    throw new Error(
      `hooks/risky.sh lacks the lines ${JSON.stringify(GENERATED_BEGIN)} … ${JSON.stringify(GENERATED_END)}`,
    );
  const patterns = FILTER_WORDS.map(shPattern);
  const lines = [
    GENERATED_BEGIN,
    '  case $c in',
    ...patterns.map((p, i) => `    ${i ? '| ' : ''}${p}${i === patterns.length - 1 ? ') hit=1 ;;' : ' \\'}`),
    '  esac',
  ];
  return `${current.slice(0, begin)}${lines.join('\n')}\n${current.slice(end)}`;
}
