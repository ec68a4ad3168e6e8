import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { confirm, createAppContext } from '../../src/app/context.js';
import { appSandbox } from './support.js';

describe('AppContext', () => {
  test('the configuration is loaded once and the volume opened once per context, both again when the configuration`s file changed; a new context reads the files again', async () => {
    const { ctx, paths, volume } = appSandbox({ git: false });
    const c = ctx();
    const config = await c.config();
    expect(config.session.staleSeconds).toBe(600);
    expect(await c.config()).toBe(config); // the same object: not read again
    const store = await c.volume();
    expect(await c.volume()).toBe(store);
    expect(store.location).toBe(volume);
    writeFileSync(
      join(paths.paiDir, 'checkpoint.toml'),
      '[mcp]\nquery_servers = false\n[session]\nstale_seconds = 60\n',
    );
    expect((await c.config()).session.staleSeconds).toBe(60); // a long-lived process sees the user's edit
    expect(await c.volume()).not.toBe(store);
    expect((await ctx().config()).session.staleSeconds).toBe(60);
  });

  test('a bad checkpoint.toml fails config() and volume() with INVALID_DATA naming the file', async () => {
    const { ctx, paths } = appSandbox({ git: false });
    writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[capture]\nperiodic_secs = 1\n');
    const c = ctx();
    await expect(c.config()).rejects.toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining('checkpoint.toml: capture: unknown key periodic_secs'),
    });
    await expect(c.volume()).rejects.toMatchObject({ code: 'INVALID_DATA' });
  });

  test('the project is CLAUDE_PROJECT_DIR inside a session, else the cwd; its own checkpoint.toml is read', async () => {
    const { ctx, project, home } = appSandbox({ git: false });
    expect(ctx().project).toBe(project);
    const inSession = ctx({ cwd: home, env: { CLAUDE_PROJECT_DIR: project } });
    expect(inSession).toMatchObject({ cwd: home, project });
    mkdirSync(join(project, '.pai'));
    writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[retention]\nkeep_last = 30\n');
    expect((await inSession.config()).retention.keepLast).toBe(30);
    expect((await ctx({ cwd: home }).config()).retention.keepLast).toBe(10);
  });

  test('without anyone to ask, a question fails with USAGE naming the flag that answers it; confirm takes --yes, y or yes', async () => {
    const { ctx, paths } = appSandbox({ git: false });
    const nobody = createAppContext({ paths, now: () => new Date(), env: {}, warn: () => undefined, cwd: '/' });
    await expect(confirm(nobody, 'Go?', undefined)).rejects.toMatchObject({
      code: 'USAGE',
      message: 'needs confirmation, and there is nobody to ask: Go? [y/N]',
      hint: 'pass --yes',
    });
    expect(await confirm(nobody, 'Go?', true)).toBe(true);
    const asked: string[] = [];
    expect(await confirm(ctx({ answers: ['YES'], asked }), 'Go?', false)).toBe(true);
    expect(await confirm(ctx({ answers: [' y '] }), 'Go?', false)).toBe(true);
    expect(await confirm(ctx({ answers: ['n'] }), 'Go?', false)).toBe(false);
    expect(await confirm(ctx({ answers: [''] }), 'Go?', false)).toBe(false);
    expect(asked).toEqual(['Go? [y/N]']);
  });
});
