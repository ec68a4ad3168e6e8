import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import { isSafeKey } from '../../../src/core/keys.js';
import {
  canonicalRemote,
  checkProjectId,
  legacyProjectIdFor,
  legacyProjectIdFromRemote,
  projectIdFor,
  projectIdFromFolder,
  projectIdFromRemote,
} from '../../../src/domain/memory/project.js';
import { memoryPrefix, memoryViewKey } from '../../../src/storage/layout.js';
import { tempDir } from '../../helpers.js';

describe('project ids', () => {
  test('a remote in any form git takes is one canonical host/path: scheme, user, password, port, .git, trailing slashes and case left out', () => {
    const forms: [string, string][] = [
      ['https://github.com/Acme/App.git', 'github.com/acme/app'],
      ['https://github.com/acme/app', 'github.com/acme/app'],
      ['https://github.com/acme/app/', 'github.com/acme/app'],
      ['http://GitHub.com./acme/app//', 'github.com/acme/app'],
      ['https://ann:ghp_SECRET@github.com/acme/app.git', 'github.com/acme/app'],
      ['https://github.com:443/acme/app.git', 'github.com/acme/app'],
      ['git@github.com:acme/app.git', 'github.com/acme/app'],
      ['git@GITHUB.COM:/acme/app', 'github.com/acme/app'],
      ['github.com:acme/app', 'github.com/acme/app'],
      ['ssh://git@github.com:22/acme/app.git', 'github.com/acme/app'],
      ['git+ssh://git@github.com/acme/app', 'github.com/acme/app'],
      ['git://example.org/acme/app.git', 'example.org/acme/app'],
      ['https://evil.example/acme/app', 'evil.example/acme/app'],
      ['git@work-github:acme/app', 'work-github/acme/app'],
      ['https://bücher.de/a/b', 'xn--bcher-kva.de/a/b'],
      ['ssh://git@[::1]:2222/a/b', '[::1]/a/b'],
      ['ssh://host/~ann/app', 'host/~ann/app'],
      ['https://gitlab.com/group/sub/my%20repo.git', 'gitlab.com/group/sub/my repo'],
      ['file:///srv/git/app.git', 'file:/srv/git/app'],
      ['/srv/git/app.git', 'file:/srv/git/app'],
      ['../app', 'file:../app'],
      ['C:\\repos\\app', 'file:c:/repos/app'],
    ];
    for (const [url, canonical] of forms) expect([url, canonicalRemote(url)]).toEqual([url, canonical]);
    expect(canonicalRemote('https://github.com/')).toBeUndefined();
    expect(canonicalRemote('')).toBeUndefined();
  });

  test('the id of a remote: host and path readable, then 16 hex of the canonical remote; every form of one remote one id, two hosts never one', () => {
    const github = projectIdFromRemote('https://github.com/acme/app')!;
    expect(github).toMatch(/^github\.com-acme-app-[0-9a-f]{16}$/);
    for (const form of [
      'git@github.com:Acme/App.git',
      'ssh://git@github.com:22/acme/app/',
      'https://ann:ghp_SECRET@github.com/acme/app.git',
    ])
      expect(projectIdFromRemote(form)).toBe(github);
    expect(projectIdFromRemote('https://ann:ghp_SECRET@github.com/acme/app.git')).not.toMatch(/secret|ann/i);
    // The finding: a clone of the same path on another host is another project.
    expect(projectIdFromRemote('https://evil.example/acme/app')).toMatch(/^evil\.example-acme-app-[0-9a-f]{16}$/);
    expect(projectIdFromRemote('https://github.com.evil.example/acme/app')).not.toBe(github);
    expect(projectIdFromRemote('git@github.com-acme:app')).not.toBe(github);
    // Paths that read alike are told apart by the hash (two owners on one host).
    expect(projectIdFromRemote('https://github.com/acme-app/x')).not.toBe(
      projectIdFromRemote('https://github.com/acme/app-x'),
    );
    expect(projectIdFromRemote('/srv/git/app.git')).toMatch(/^local-srv-git-app-[0-9a-f]{16}$/);
    expect(projectIdFromRemote('https://github.com/acme/data.json')).toMatch(
      /^github\.com-acme-data.json-[0-9a-f]{16}$/,
    );
    expect(projectIdFromRemote('https://github.com/')).toBeUndefined();
  });

  test('the old ids (before the host counted): owner-repo, the same for every host', () => {
    const forms: [string, string][] = [
      ['https://github.com/Acme/App.git', 'acme-app'],
      ['https://evil.example/acme/app', 'acme-app'],
      ['git@github.com:acme/app.git', 'acme-app'],
      ['ssh://git@github.com:22/acme/app.git', 'acme-app'],
      ['https://gitlab.com/group/sub/my%20repo.git', 'group-sub-my-repo'],
      ['/srv/git/app.git', 'srv-git-app'],
      ['../app', 'app'],
      ['https://github.com/acme/data.json', 'acme-data-json'],
      ['https://github.com/acme/..hidden...repo', 'acme-.hidden.repo'],
    ];
    for (const [url, id] of forms) expect([url, legacyProjectIdFromRemote(url)]).toEqual([url, id]);
    expect(legacyProjectIdFromRemote('https://github.com/')).toBeUndefined();
  });

  test('every id is a safe key segment whose view and folder never collide, whatever the remote', () => {
    const hostile = [
      'https://x.org/' + 'a/'.repeat(200) + 'b',
      '-/-',
      'git@h:--/..',
      'https://x.org/ü/ß',
      'x'.repeat(300),
      '/a/b.json',
      'C:\\repos\\app',
    ];
    let seed = 3;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const chars = 'aZ09._-/:@~ %\\';
    for (let i = 0; i < 300; i++)
      hostile.push(Array.from({ length: 1 + rand(60) }, () => chars[rand(chars.length)]).join(''));
    for (const url of hostile) {
      for (const id of [
        projectIdFromRemote(url) ?? projectIdFromFolder(url),
        legacyProjectIdFromRemote(url) ?? projectIdFromFolder(url),
      ]) {
        expect([url, isSafeKey(id) && !id.endsWith('.json')]).toEqual([url, true]);
        expect(memoryViewKey(id)).not.toBe(memoryPrefix(id).slice(0, -1));
      }
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
    const git = (...a: string[]) =>
      execFileSync('git', a, {
        cwd: repo,
        stdio: 'pipe',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      });
    git('init', '-q', '-b', 'main');
    expect(projectIdFor(repo)).toBe(projectIdFromFolder(repo));
    git('remote', 'add', 'upstream', 'https://github.com/other/fork.git');
    expect(projectIdFor(repo)).toBe(projectIdFromFolder(repo));
    expect(legacyProjectIdFor(repo)).toBeUndefined();
    git('remote', 'add', 'origin', 'git@github.com:Acme/App.git');
    const id = projectIdFromRemote('https://github.com/acme/app');
    expect(projectIdFor(repo)).toBe(id);
    expect(legacyProjectIdFor(repo)).toBe('acme-app');
    expect(projectIdFor(join(repo, 'src', 'deep'))).toBe(id);
    expect(execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: repo, encoding: 'utf8' }).trim()).toBe(
      'git@github.com:Acme/App.git',
    );
    git('commit', '-q', '--allow-empty', '-m', 'x');
    git('worktree', 'add', '-q', join(dir, 'wt'));
    expect(projectIdFor(join(dir, 'wt'))).toBe(id);
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
