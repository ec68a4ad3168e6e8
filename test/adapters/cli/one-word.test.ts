/**
 * Issue 34 finding 11: a command that takes one word per argument refuses more (exit 2, a hint with
 * the usage) instead of using the first and dropping the rest — for every command of the table,
 * read from the table itself, and for `tag` end to end (nothing is tagged).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ArgSpec } from '../../../src/adapters/cli/command.js';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { COMMANDS, main } from '../../../src/adapters/cli/main.js';
import { EXIT } from '../../../src/core/errors.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, sandbox, userLine, writeLines } from '../../helpers.js';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  writeFileSync(join(sb.project, 'app.js'), 'console.log(1)\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Ship it'), assistantLine([{ type: 'text', text: 'ok' }])]);
  const s = newSession('sess-a', sb.project, sb.project, new Date());
  s.transcriptPath = transcript;
  saveSession(sb.paths, s);
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
  };
  return (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
}

/** The words a command's arguments take, one per argument; undefined when its last takes the rest (as one text, or as a list: `restore <id> [<path>…]`). */
function oneWordEach(arg: ArgSpec<Record<string, unknown>> | undefined): string[] | undefined {
  const words: string[] = [];
  for (let a = arg; a; a = a.then) {
    if (a.rest || a.more) return undefined;
    words.push(words.length === 0 && /\|/.test(a.name) ? a.name.split('|')[0]! : `w${words.length}`);
  }
  return words;
}

describe('one word per argument', () => {
  const table = Object.entries(COMMANDS).map(([name, c]) => ({
    name,
    words: oneWordEach(c.arg as ArgSpec<Record<string, unknown>> | undefined),
    usage: c.usage,
  }));

  test.each(table.filter((t) => t.words !== undefined))(
    '$name refuses a word more than it takes, with exit 2 and its usage',
    async ({ name, words, usage }) => {
      const run = setup();
      const r = await run(name, ...words!, 'extra-word');
      expect(r.exitCode, r.stderr).toBe(EXIT.USAGE);
      expect(r.stderr).toContain('unexpected argument "extra-word"');
      expect(r.stderr).toContain(`hint: usage: `);
      expect(r.stderr).toContain(usage.split(' ')[0]!);
      expect(r.stdout).toBe('');
    },
  );

  test('tag <id> bad tag: refused with exit 2, nothing tagged', async () => {
    const run = setup();
    const created = await run('create', '--json');
    const id = JSON.parse(created.stdout).id as string;
    const r = await run('tag', id, 'bad', 'tag');
    expect(r.exitCode).toBe(EXIT.USAGE);
    expect(r.stderr).toContain('unexpected argument "tag": <tag> is one word');
    expect(r.stderr).toContain('quote them');
    const shown = JSON.parse((await run('inspect', id, '--json')).stdout);
    expect(JSON.stringify(shown)).not.toContain('"bad"');
  });

  test('a text that takes the rest still takes every word', async () => {
    const run = setup();
    const r = await run('save', 'a', 'label', 'of', 'words', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('a label of words');
  });
});
