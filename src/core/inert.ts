/**
 * Text on a terminal is inert (issue 32 item 6). Whoever can write the volume, a repository or a
 * shared annotation can put control characters into a label, a task, a note or a path, and a
 * terminal acts on them: ESC [2J clears the screen, OSC 0 sets the window title, OSC 8 hides a
 * link behind harmless words, a bidi override shows text in another order than it is (Trojan
 * Source). Every place that prints for a person (the CLI's stdout and stderr, the hooks' messages,
 * the MCP server's text, the sidecar's notice) passes its text through `inert` once, at the
 * output boundary, so no command can forget a field.
 *
 * Each control character is replaced on its own, which makes every CSI, OSC and DCS sequence
 * inert (a terminal acts on none without its ESC or C1 introducer) while the rest of it stays
 * readable: the reader sees what was planted, the link's address included. Removing sequences
 * whole would hide it and need a parser a malformed sequence could outwit.
 * - C0 controls other than newline and tab, and DEL, become their Unicode control pictures
 *   (ESC → ␛, BEL → ␇, CR → ␍, DEL → ␡): one column each, so tables keep their columns.
 * - C1 controls (U+0080–U+009F; U+009B is a one-character CSI) and the bidi embeddings, overrides
 *   and isolates (U+202A–U+202E, U+2066–U+2069), which have no picture, become `\u009b`: the
 *   spelling `--json` uses.
 * Our own output holds none of these (the one exception, `create`'s progress line with its `\r`,
 * is numbers only and is written apart); a terminal is assumed to decode UTF-8.
 */

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

function picture(c: string): string {
  const n = c.charCodeAt(0);
  if (n < 0x20) return String.fromCharCode(0x2400 + n);
  if (n === 0x7f) return '\u2421';
  return escaped(c);
}

/** `text` with every control character a terminal could act on replaced by a visible, inert form. */
export function inert(text: string): string {
  return text.replace(CONTROL, picture);
}

/**
 * Characters JSON.stringify leaves as they are that a terminal or a JavaScript reader could act
 * on: DEL, C1, the line and paragraph separators (U+2028/U+2029 end a line in JavaScript source),
 * bidi controls. They only ever stand inside strings of the JSON, where `\uXXXX` is the same text.
 */
const JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON for output (`--json`, the monitor's lines, the MCP server's text): JSON.stringify, which
 * escapes C0 (ESC as `\u001b`), with the characters it leaves raw escaped too. Parsing it gives
 * back exactly the original strings: data stays data, only its spelling is inert.
 */
export function inertJson(value: unknown, indent?: number): string {
  return (JSON.stringify(value, null, indent) ?? 'null').replace(JSON_UNSAFE, escaped);
}
