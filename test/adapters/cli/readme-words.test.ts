/**
 * Issue 34 finding 7: the README said VERIFIED is `yes`/`FAILED`/`-` while `list` printed
 * `ok`/`not yet`/`-`. The words of that column are read from the README's command table and
 * checked against the ones the code prints (and its `--help`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { VERIFIED } from '../../../src/adapters/cli/commands/list.js';
import { main } from '../../../src/adapters/cli/main.js';

const README = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');

/** The backquoted words of the README's "VERIFIED is …" sentence. */
function readmeWords(): string[] {
  const sentence = /VERIFIED is ([^.]*)\./.exec(README)?.[1];
  expect(sentence, 'the README says which words VERIFIED uses').toBeDefined();
  return [...sentence!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

test('the README names exactly the words the VERIFIED column prints', () => {
  expect(readmeWords().sort()).toEqual(Object.values(VERIFIED).sort());
});

test('list --help names the same words', async () => {
  const help = (await main(['list', '--help'])).stdout;
  const line = help.split('\n').find((l) => l.includes('VERIFIED:'))!;
  for (const word of Object.values(VERIFIED)) expect(line).toContain(word);
});
