import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import { isSafeKey } from '../../../src/core/keys.js';
import { checkProjectId, projectIdFor, projectIdFromFolder, projectIdFromRemote } from '../../../src/domain/memory/project.js';
import { memoryPrefix, memoryViewKey } from '../../../src/storage/layout.js';
import { tempDir } from '../../helpers.js';

describe('project ids', () => {
  test('a remote in any form git takes names owner-repo, lower-case, without .git or credentials', () => {
    const forms: [string, string][] = [
      ['https://github.com/Acme/App.git', 'acme-app'],
      ['https://github.com/acme/app', 'acme-app'],
      ['https://github.com/acme/app/', 'acme-app'],
      ['https://ann:ghp_SECRET@github.com/acme/app.git', 'acme-app'],
      ['git@github.com:acme/app.git', 'acme-app'],
      ['github.com:acme/app', 'acme-app'],
      ['ssh://git@github.com:22/acme/app.git', 'acme-app'],
      ['git://example.org/acme/app.git', 'acme-app'],
      ['https://gitlab.com/group/sub/my%20repo.git', 'group-sub-my-repo'],
      ['file:///srv/git/app.git', 'srv-git-app'],
      ['/srv/git/app.git', 'srv-git-app'],
      ['../app', 'app'],
      ['https://github.com/acme/app.js', 'acme-app.js'],
      ['https://github.com/acme/data.json', 'acme-data-json'],
      ['https://github.com/acme/..hidden...repo', 'acme-.hidden.repo'],
    ];
    for (const [url, id] of forms) expect([url, projectIdFromRemote(url)]).toEqual([url, id]);
    expect(projectIdFromRemote('https://github.com/')).toBeUndefined();
    expect(projectIdFromRemote('')).toBeUndefined();
    expect(projectIdFromRemote('https://ann:ghp_SECRET@github.com/acme/app.git')).not.toContain('secret');
  });

  test('every id is a safe key segment whose view and folder never collide, whatever the remote', () => {
    const hostile = ['https://x.org/' + 'a/'.repeat(200) + 'b', '-/-', 'git@h:--/..', 'https://x.org/ü/ß', 'x'.repeat(300), '/a/b.json', 'C:\\repos\\app'];
    let seed = 3;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const chars = 'aZ09._-/:@~ %\\';
    for (let i = 0; i < 300; i++) hostile.push(Array.from({ length: 1 + rand(60) }, () => chars[rand(chars.length)]).join(''));
    for (const url of hostile) {
      const id = projectIdFromRemote(url) ?? projectIdFromFolder(url);
      expect([url, isSafeKey(id) && !id.endsWith('.json')]).toEqual([url, true]);
      expect(memoryViewKey(id)).not.toBe(memoryPrefix(id).slice(0, -1));
    }
  });

  test('a folder without an origin: its name and a hash of its path, so two app/ folders keep two memories', () => {
    const a = projectIdFromFolder('/home/ann/one/app');
    const b = projectIdFromFolder('/home/ann/two/app');
    expect(a).toMatch(/^app-[0-9a-f]{8}$/);
    expect(b).toMatch(/^app-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(projectIdFromFolder('/home/ann/one/app/')).toBe(a);
    expect(projectIdFromFolder('/')).toMatch(/^project-[0-9a-f]{8}$/);
    expect(projectIdFromFolder('/srv/My Project!')).toMatch(/^my-project-[0-9a-f]{8}$/);
  });

  test('a real repository: its origin from its config, from any folder inside it or a linked worktree; without origin, the folder', () => {
    const dir = tempDir();
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, 'src', 'deep'), { recursive: true });
    const git = (...a: string[]) => execFileSync('git', a, { cwd: repo, stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    git('init', '-q', '-b', 'main');
    expect(projectIdFor(repo)).toBe(projectIdFromFolder(repo));
    git('remote', 'add', 'upstream', 'https://github.com/other/fork.git');
    expect(projectIdFor(repo)).toBe(projectIdFromFolder(repo));
    git('remote', 'add', 'origin', 'git@github.com:Acme/App.git');
    expect(projectIdFor(repo)).toBe('acme-app');
    expect(projectIdFor(join(repo, 'src', 'deep'))).toBe('acme-app');
    expect(execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: repo, encoding: 'utf8' }).trim()).toBe('git@github.com:Acme/App.git');
    git('commit', '-q', '--allow-empty', '-m', 'x');
    git('worktree', 'add', '-q', join(dir, 'wt'));
    expect(projectIdFor(join(dir, 'wt'))).toBe('acme-app');
    expect(projectIdFor(dir)).toBe(projectIdFromFolder(dir));
  });

  test('--project is taken as given when it can be a key, else USAGE naming the flag', () => {
    expect(checkProjectId('acme-app')).toBe('acme-app');
    for (const bad of ['', '../x', 'a/b', '.hidden', 'x.json', 'a'.repeat(129), 'sp ace']) {
      expect(() => checkProjectId(bad)).toThrow(CheckpointError);
      try {
        checkProjectId(bad);
      } catch (err) {
        expect((err as CheckpointError).code).toBe('USAGE');
        expect((err as CheckpointError).message).toMatch(/^--project /);
      }
    }
  });
});
