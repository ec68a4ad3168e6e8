// Drops the `export` of every export that no other file of src/ or test/ imports (rule 8 of
// scripts/lint-structure.mjs lists them): the code stays, only the keyword goes. An export that its
// own file does not use either is dead code: tsc (noUnusedLocals) then names it, to delete by hand.
// Usage: node scripts/drop-unused-exports.mjs [project root]   (prints each change; run `npm run lint` after)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lintStructure } from './lint-structure.mjs';

const root = resolve(process.argv[2] ?? '.');
const byFile = new Map();
for (const u of lintStructure(root).unusedExports) byFile.set(u.file, [...(byFile.get(u.file) ?? []), u]);

for (const [file, unused] of byFile) {
  let text = readFileSync(join(root, file), 'utf8');
  // From the end of the file backwards, so that each position still holds after the edits behind it.
  const edits = unused
    .flatMap((u) => (u.starts.length ? u.starts.map((at) => ({ at, u })) : [{ at: u.listAt, u }]))
    .sort((a, b) => b.at - a.at);
  for (const { at, u } of edits) {
    if (u.starts.length) {
      if (!text.startsWith('export ', at) || text.startsWith('export default', at)) {
        console.log(`${u.file}:${u.line}: ${u.name}: not a plain \`export\` here; edit it by hand`);
        continue;
      }
      text = text.slice(0, at) + text.slice(at + 'export '.length);
    } else text = dropFromList(text, at, u);
    console.log(`${u.file}:${u.line}: ${u.name} is no longer exported`);
  }
  writeFileSync(join(root, file), text);
}

/** `export { a, b };` without `b` (the statement whole when it was its last name). */
function dropFromList(text, at, u) {
  const open = text.lastIndexOf('export', at);
  const close = text.indexOf('}', at);
  const end = text.indexOf('\n', close) + 1 || text.length;
  const names = text
    .slice(text.indexOf('{', open) + 1, close)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const kept = names.filter(
    (n) =>
      n
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop() !== u.name,
  );
  const head = text.slice(open, text.indexOf('{', open) + 1);
  if (kept.length)
    return `${text.slice(0, open)}${head} ${kept.join(', ')} }${text.slice(close + 1, end)}${text.slice(end)}`;
  // The statement whole, with the `//` comment just above it (it said why the name was passed on),
  // and a blank line after it when one stands before it too.
  let from = open;
  const above = text.lastIndexOf('\n', open - 2) + 1;
  if (/^\s*\/\/[^\n]*\n$/.test(text.slice(above, open))) from = above;
  const rest = text.slice(end);
  return text.slice(0, from) + (text.slice(0, from).endsWith('\n\n') && rest.startsWith('\n') ? rest.slice(1) : rest);
}
