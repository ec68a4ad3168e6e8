import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadSession, newSession, saveSession } from '../../src/domain/session/state.js';
import { DIST, sandbox, testPath } from '../helpers.js';
import { processLiveness, procInfo } from '../../src/platform/process.js';

test('procInfo reads pid, parent, name and start time of a process', () => {
  const me = procInfo(process.pid)!;
  expect(me).toMatchObject({ pid: process.pid, ppid: process.ppid });
  expect(me.comm).toMatch(/node/);
  expect(me.start).not.toBe('');
  expect(procInfo(2 ** 22 + 12345)).toBeUndefined();
});

test('processLiveness: alive, dead after kill -9, unknown elsewhere', async () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  await new Promise((r) => setTimeout(r, 100));
  const start = procInfo(child.pid!)!.start;
  expect(processLiveness(hostname(), child.pid, start)).toBe('alive');
  expect(processLiveness(hostname(), child.pid, 'another start')).toBe('dead'); // pid reused by someone else
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  expect(processLiveness(hostname(), child.pid, start)).toBe('dead');
  expect(processLiveness('other-host', process.pid, undefined)).toBe('unknown');
  expect(processLiveness(hostname(), undefined, undefined)).toBe('unknown');
});

test('a hook finds claude through the shell that runs it (hook → sh → claude)', () => {
  // This test process plays claude; `sh -c 'node <hook>'` runs the built hook as Claude Code does.
  const { home, paths } = sandbox();
  const hook = join(DIST, 'hooks', 'session-start.cjs');
  const r = spawnSync('sh', ['-c', `"${process.execPath}" "${hook}"; true`], {
    input: JSON.stringify({ session_id: 'sh-chain', cwd: home, hook_event_name: 'SessionStart', source: 'startup' }),
    env: { PATH: testPath(), HOME: home, PAI_DIR: paths.paiDir, PAI_CHECKPOINT_SIDECAR: '0' },
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  expect(loadSession(paths, 'sh-chain')).toMatchObject({
    claudePid: process.pid,
    claudeStart: procInfo(process.pid)!.start,
  });
});

test('when claude cannot be found, an earlier process id is forgotten (not taken for a crash)', () => {
  const { home, paths } = sandbox();
  saveSession(paths, { ...newSession('deep', home, home, new Date()), claudePid: 999_999, claudeStart: '1' });
  const hook = join(DIST, 'hooks', 'session-start.cjs');
  // Four shells between the hook and us: beyond the ancestry walk, so no claude is found.
  const cmd = `sh -c 'sh -c "sh -c \\"${process.execPath} ${hook}\\""'`;
  const r = spawnSync('sh', ['-c', cmd], {
    input: JSON.stringify({ session_id: 'deep', cwd: home, hook_event_name: 'SessionStart', source: 'resume' }),
    env: { PATH: testPath(), HOME: home, PAI_DIR: paths.paiDir, PAI_CHECKPOINT_SIDECAR: '0' },
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  const s = loadSession(paths, 'deep')!;
  expect(s.claudePid).toBeUndefined();
  expect(s.claudeStart).toBeUndefined();
});
