import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { createCheckpointSync } from '../../../src/domain/records/api.js';
import { sandbox, testPath } from '../../helpers.js';

const SECRET = 'root:$6$saltsalt$hashhashhash:19000:0:99999:7:::';

test('a record that is a symlink (to a secret) is never followed, and no warning prints file contents', async () => {
  const { paths, home, project } = sandbox();
  mkdirSync(paths.checkpointsDir, { recursive: true });
  const secret = join(home, 'shadow');
  writeFileSync(secret, SECRET);
  symlinkSync(secret, join(paths.checkpointsDir, 'ckpt-2026-11-20T10-00-00Z-observe.json'));
  // Not a link, but not JSON either: the complaint names the file, never quotes it.
  writeFileSync(join(paths.checkpointsDir, 'ckpt-2026-11-20T11-00-00Z-think.json'), SECRET);
  const env = { HOME: home, PAI_DIR: paths.paiDir, PATH: testPath() };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: project, env, warnings: [] }));
  for (const argv of [['list', '--all'], ['doctor'], ['list', '--all', '--json']]) {
    const r = await run(...argv);
    const out = r.stdout + r.stderr;
    expect(out, argv.join(' ')).not.toContain('root:');
    expect(out, argv.join(' ')).not.toContain('$6$');
  }
  const r = await run('list', '--all');
  expect(r.stderr).toMatch(
    /ckpt-2026-11-20T10-00-00Z-observe\.json: not a regular file \(a symlink, folder or device\); not read/,
  );
  expect(r.stderr).toMatch(
    /ckpt-2026-11-20T11-00-00Z-think\.json: invalid JSON \(not valid JSON \(unexpected character\)\)/,
  );
});

test('a symlinked seed.json stays a symlink: checkpointRef is written to the file it points at', () => {
  const { paths, home } = sandbox();
  mkdirSync(paths.paiDir, { recursive: true });
  const dotfiles = join(home, 'dotfiles');
  mkdirSync(dotfiles);
  writeFileSync(
    join(dotfiles, 'seed.json'),
    '{\n  "version": "1.0.0",\n  "identity": {"aiName": "Kai"},\n  "state": {}\n}\n',
  );
  symlinkSync(join(dotfiles, 'seed.json'), paths.seedPath);
  const rec = createCheckpointSync('OBSERVE', 1, 'task', [], {}, { paiDir: paths.paiDir, sessionId: 's1' });
  expect(lstatSync(paths.seedPath).isSymbolicLink()).toBe(true);
  const seed = JSON.parse(readFileSync(join(dotfiles, 'seed.json'), 'utf8'));
  expect(seed).toEqual({ version: '1.0.0', identity: { aiName: 'Kai' }, state: { checkpointRef: rec.checkpointId } });
});
