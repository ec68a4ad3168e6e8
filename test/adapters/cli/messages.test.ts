/**
 * Issue 34 finding 14: every message names its next step once, and the examples it quotes are
 * correct — `doctor` said "run /checkpoint:setup or /checkpoint:setup" inside Claude Code, and an
 * unknown option's error quoted node's example with an unbalanced quote (`as in '-- "--print"`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { EXIT } from '../../../src/core/errors.js';
import { DIST, sandbox } from '../../helpers.js';

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
  };
  return (...argv: string[]) =>
    main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [], cliPath: join(DIST, 'cli.cjs') }));
}

/** Every kind of quote in `text` opens and closes. */
function balanced(text: string): void {
  for (const q of ['"', '`', "'"]) expect(text.split(q).length % 2, `${q} in ${text}`).toBe(1);
}

test('an unknown option: named in balanced quotes, with the usage and a correct example, exit 2', async () => {
  const run = setup();
  for (const argv of [
    ['restore', '01ABCDEFGH', '--print'],
    ['list', '-x'],
    ['tag', 'X', 'y', '--force'],
  ]) {
    const r = await run(...argv);
    expect(r.exitCode).toBe(EXIT.USAGE);
    expect(r.stderr).toContain(`${argv[0]} has no option "${argv.at(-1)}"`);
    expect(r.stderr).toContain(`\`-- ${argv.at(-1)}\``);
    expect(r.stderr).not.toContain('as in');
    balanced(r.stderr);
  }
});

test('doctor inside Claude Code names /checkpoint:setup once', async () => {
  const run = setup();
  const r = await run('slash', 'doctor');
  const line = r.stdout.split('\n').find((l) => l.includes('/checkpoint dispatcher'))!;
  expect(line).toContain('not installed');
  expect(line.split('/checkpoint:setup').length - 1).toBe(1);
});
