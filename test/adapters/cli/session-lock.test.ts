/**
 * Issue 8, defect 2: everything that writes or removes a session's checkpoints goes one at a time
 * with the worker's captures (the session's capture lock): delete, prune, verify --repair, the
 * safety copy of a restore, the record of `resume --set`, and `create`. While a capture runs they wait; when the
 * wait runs out (PAI_CHECKPOINT_LOCK_WAIT_SECONDS) they exit 5 (busy) with nothing changed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { captureLockPath } from '../../../src/domain/session/queue.js';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { acquire } from '../../../src/core/lock.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { sandbox, testPath } from '../../helpers.js';

test('while a capture of the session runs, delete, prune, verify --repair, restore`s safety copy, resume --set and create wait, then give up busy with nothing changed', async () => {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    '[mcp]\nquery_servers = false\n[retention]\nkeep_last = 1\nmax_age_days = 1\n',
  );
  writeFileSync(join(sb.project, 'a.txt'), 'a\n');
  saveSession(sb.paths, newSession('S1', sb.project, sb.project, new Date()));
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: testPath(),
    PAI_CHECKPOINT_LOCK_WAIT_SECONDS: '0.3',
    PAI_CHECKPOINT_CLAUDE: 'true',
  };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  const ids: string[] = [];
  for (const name of ['one', 'two'])
    ids.push(JSON.parse((await run('create', '--session', 'S1', '--name', name, '--json')).stdout).id);
  const folder = join(sb.paths.paiDir, 'volume', 'checkpoints', 'S1');
  const orphan = join(folder, '01AAAAAAAAAAAAAAAAAAAAAAAA');
  mkdirSync(orphan);
  writeFileSync(join(orphan, 'conversation.json'), '{}\n');
  const old = (Date.now() - 2 * 3_600_000) / 1000; // a capture that never finished, two hours ago
  utimesSync(join(orphan, 'conversation.json'), old, old);
  utimesSync(orphan, old, old);
  const before = readdirSync(folder).sort();
  writeFileSync(join(sb.project, 'a.txt'), 'changed since\n');

  const capture = acquire(captureLockPath(sb.paths, 'S1')); // a live capture of S1 (this process)
  try {
    for (const argv of [
      ['delete', ids[0]!],
      ['prune'],
      ['verify', '--all', '--repair'],
      ['restore', ids[0]!, '--yes'],
      ['resume', 'S1', '--set', 'env.X=1'],
      ['create', '--session', 'S1'],
    ]) {
      const r = await run(...argv);
      expect(r.exitCode, `${argv.join(' ')}: ${r.stderr}`).toBe(5);
      expect(r.stderr).toMatch(
        /session S1: its checkpoints are being written by process \d+ on [^,]+, for \d+ s; waited 300 ms/,
      );
    }
    expect(readdirSync(folder).sort()).toEqual(before); // nothing deleted, nothing added
    expect(readFileSync(join(sb.project, 'a.txt'), 'utf8')).toBe('changed since\n'); // the restore wrote nothing
    const bad = await main(
      ['delete', ids[0]!],
      defaultCliEnv({ cwd: sb.project, env: { ...env, PAI_CHECKPOINT_LOCK_WAIT_SECONDS: 'soon' }, warnings: [] }),
    );
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('PAI_CHECKPOINT_LOCK_WAIT_SECONDS="soon" is not a number of seconds');
  } finally {
    capture.release();
  }
  // The capture is over: the same commands go through.
  expect((await run('delete', ids[0]!)).exitCode).toBe(0);
  expect((await run('verify', '--all', '--repair')).exitCode).toBe(0);
  expect(existsSync(orphan)).toBe(false);
});
