/**
 * Issue 33 finding 9: `restore` recreates a tmux layout only when asked (--tmux), and never
 * suggests `claude --resume` for a session that is still running. A real tmux server on a private
 * socket; the running claude is this test's own process (its pid and start time).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { create } from '../../src/app/create.js';
import { restore } from '../../src/app/restore.js';
import { printRestore } from '../../src/adapters/cli/commands/restore.js';
import { loadSession, saveSession } from '../../src/domain/session/state.js';
import { procInfo } from '../../src/platform/process.js';
import { appSandbox } from './support.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;

describe('restore: tmux only when asked', () => {
  test.skipIf(!hasTmux)(
    'a checkpoint taken in tmux: restore starts no tmux session; with --tmux it recreates the layout',
    async () => {
      const { ctx, project: p, home } = appSandbox();
      const dir = mkdtempSync(join(tmpdir(), 'pai-tmux-'));
      const sock = join(dir, 'sock');
      const tmux = (...args: string[]) => spawnSync('tmux', ['-S', sock, ...args], { encoding: 'utf8' });
      try {
        expect(tmux('new-session', '-d', '-s', 'work', '-x', '100', '-y', '30', '-c', p).status).toBe(0);
        const pane = tmux('display-message', '-p', '-t', 'work:0.0', '#{pane_id}').stdout.trim();
        const server = tmux('display-message', '-p', '#{pid}').stdout.trim();
        const env = { TMUX: `${sock},${server},0`, TMUX_PANE: pane };
        const { id } = await create(ctx({ env }), { session: 'S1' });
        const sessions = () => tmux('list-sessions', '-F', '#{session_name}').stdout.trim().split('\n').sort();
        const plain = await restore(ctx({ env }), { id, to: join(home, 'one') });
        expect(plain.tmux).toBeUndefined();
        expect(plain.warnings).toEqual([]);
        expect(sessions()).toEqual(['work']);
        const asked = await restore(ctx({ env }), { id, to: join(home, 'two'), tmux: true });
        expect(asked.tmux).toMatchObject({ session: 'work-2', windows: 1, panes: 1 });
        expect(sessions()).toEqual(['work', 'work-2']);
      } finally {
        tmux('kill-server');
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('restore: the next step of a running session', () => {
  test('its claude still runs: no `claude --resume`, but where it runs; once it ended, `claude --resume`', async () => {
    const { ctx, project: p, home } = appSandbox();
    const { id } = await create(ctx(), { session: 'S1' });
    const paths = ctx().paths;
    saveSession(paths, {
      ...loadSession(paths, 'S1')!,
      claudePid: process.pid,
      claudeStart: procInfo(process.pid)!.start,
    });
    const copy = join(home, 'copy');
    const r = await restore(ctx(), { id, to: copy });
    expect(r.next).toBeUndefined();
    expect(r.running).toEqual({ sessionId: 'S1', where: expect.stringContaining(`in ${p} on `) });
    const text = printRestore(r);
    expect(text).not.toContain('claude --resume');
    expect(text).toContain(`session S1 is still running in ${p}`);
    saveSession(paths, { ...loadSession(paths, 'S1')!, endedAt: new Date().toISOString() });
    const again = await restore(ctx(), { id, to: join(home, 'copy2') });
    expect(again.running).toBeUndefined();
    expect(again.next).toContain('claude --resume S1');
  });
});
