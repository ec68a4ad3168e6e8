/**
 * `risky status | install | uninstall`: which of the user's [risky] commands the plugin's `if`
 * rules cover, and the hooks written for the others into Claude Code's settings.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { sandbox } from '../../helpers.js';

test('status says what is covered; install writes the missing rules (dry run first), again is unchanged; uninstall; bad use is exit 2', async () => {
  const sb = sandbox();
  mkdirSync(join(sb.project, '.pai'), { recursive: true });
  writeFileSync(join(sb.project, '.pai', 'checkpoint.toml'), '[risky]\ncommands = ["kubectl delete *", "helm rm *"]\n');
  const env = { HOME: sb.home, PAI_DIR: sb.paths.paiDir, CLAUDE_CONFIG_DIR: sb.claudeDir, PATH: '/usr/bin:/bin' };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  const file = join(sb.project, '.claude', 'settings.local.json');

  const status = JSON.parse((await run('risky', 'status', '--json')).stdout);
  expect(status.patterns).toEqual([
    { pattern: 'kubectl delete *', covered_by_plugin: false, rule: 'Bash(*kubectl*)', installed: false },
    { pattern: 'helm rm *', covered_by_plugin: true },
  ]);
  expect((await run('risky', 'status')).stdout).toContain('Run `pai-checkpoint risky install`');

  expect((await run('risky', 'install', '--dry-run')).stdout).toBe(
    `Would write ${file}: a PreToolUse hook for Bash(*kubectl*).\n`,
  );
  expect(existsSync(file)).toBe(false);
  expect((await run('risky', 'install')).stdout).toContain(`Wrote ${file}: a PreToolUse hook for Bash(*kubectl*).`);
  expect(JSON.parse((await run('risky', 'status', '--json')).stdout).patterns[0]).toMatchObject({ installed: true });
  expect((await run('risky', 'install')).stdout).toBe(`${file}: unchanged (Bash(*kubectl*)).\n`);
  expect((await run('risky', 'uninstall')).stdout).toBe(`Wrote ${file}: no hook of ours (it had Bash(*kubectl*)).\n`);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({});

  for (const argv of [
    ['risky', 'bogus'],
    ['risky', 'install', '--scope', 'nope'],
    ['risky', 'status', '--scope', 'user'],
  ])
    expect((await run(...argv)).exitCode, argv.join(' ')).toBe(2);
});
