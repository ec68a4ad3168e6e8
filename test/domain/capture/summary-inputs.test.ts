// What a session summary and its context metrics are made of, besides the transcript's signals
// (test/domain/summary): git's changes since the session's start (a real repository), the context
// the last request filled against the model's window, and the crossing of [context] warn_percent.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_WINDOWS } from '../../../src/core/config.js';
import { contextMetrics } from '../../../src/domain/capture/parts/conversation.js';
import { contextCrossed } from '../../../src/domain/session/triggers.js';
import { newSession } from '../../../src/domain/session/state.js';
import { diffstat } from '../../../src/domain/summary/diffstat.js';
import type { ConversationSummary } from '../../../src/domain/transcript/conversation.js';
import { tempDir } from '../../helpers.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' }).trim();

describe('diffstat: what the session changed, counted against the commit it started from', () => {
  test('its commits and its uncommitted changes together, untracked files as added lines, binary files marked; HEAD when the base is unknown', async () => {
    const repo = tempDir('pai-diffstat-');
    git(repo, 'init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'a.txt'), 'one\ntwo\nthree\n');
    writeFileSync(join(repo, 'gone.txt'), 'x\ny\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'start');
    const base = git(repo, 'rev-parse', 'HEAD');
    // The session commits one change, then leaves others uncommitted.
    writeFileSync(join(repo, 'a.txt'), 'one\n2\nthree\nfour\n');
    git(repo, 'commit', '-qam', 'work');
    writeFileSync(join(repo, 'a.txt'), 'one\n2\nthree\nfour\nfive\n');
    git(repo, 'rm', '-q', 'gone.txt');
    writeFileSync(join(repo, 'new.ts'), 'export const x = 1;\nexport const y = 2;');
    writeFileSync(join(repo, 'blob.bin'), Buffer.from([0, 1, 2, 0, 3]));
    const files = await diffstat(repo, base, ['blob.bin', 'new.ts']);
    expect(files).toEqual([
      { path: 'a.txt', added: 3, removed: 1 },
      { path: 'blob.bin', added: 0, removed: 0, binary: true },
      { path: 'gone.txt', added: 0, removed: 2 },
      { path: 'new.ts', added: 2, removed: 0 },
    ]);
    // An unknown base (a session resumed on a clone without that commit): HEAD, the uncommitted changes only.
    expect((await diffstat(repo, 'f'.repeat(40), [])).map((f) => `${f.path} +${f.added} -${f.removed}`)).toEqual([
      'a.txt +1 -0',
      'gone.txt +0 -2',
    ]);
    // A file named HEAD does not make the revision ambiguous (found in review: git exited 128, no files at all).
    writeFileSync(join(repo, 'HEAD'), 'h\n');
    expect((await diffstat(repo, 'f'.repeat(40), ['HEAD'])).map((f) => `${f.path} +${f.added} -${f.removed}`)).toEqual([
      'HEAD +1 -0',
      'a.txt +1 -0',
      'gone.txt +0 -2',
    ]);
    // Outside a repository: nothing, never a failure.
    expect(await diffstat(tempDir(), base, [])).toEqual([]);
  });
});

const conversation = (context: ConversationSummary['context'], compactions = 0) =>
  ({
    context,
    models: ['claude-sonnet-4-5'],
    compactions: Array.from({ length: compactions }, () => ({
      uuid: null,
      timestamp: null,
      trigger: 'auto',
      pre_tokens: 1,
    })),
  }) as unknown as ConversationSummary;
const scope = (parentCompactions?: number) =>
  ({
    o: {
      config: {
        context: { warnPercent: 80, windows: [[/my-model/i, 100_000] as [RegExp, number], ...DEFAULT_WINDOWS] },
      },
    },
    parent:
      parentCompactions === undefined ? undefined : { conversation: { context: { compactions: parentCompactions } } },
  }) as never;

describe('context metrics (SPEC-07.32.03)', () => {
  test('the last request against the model`s window (a configured one first); compactions, and whether one happened since the parent', () => {
    expect(contextMetrics(conversation({ tokens: 142_000, model: 'claude-sonnet-4-5' }, 1), scope(1))).toEqual({
      tokens_used: 142_000,
      model: 'claude-sonnet-4-5',
      window: 200_000,
      budget_percent: 71,
      compactions: 1,
      compression_applied: false,
    });
    expect(contextMetrics(conversation({ tokens: 33_333, model: 'My-Model' }, 2), scope(1))).toMatchObject({
      window: 100_000,
      budget_percent: 33.3,
      compression_applied: true,
    });
    expect(contextMetrics(conversation({ tokens: 500_000, model: 'claude-opus-4-1[1m]' }), scope())).toMatchObject({
      window: 1_000_000,
      budget_percent: 50,
      compactions: 0,
      compression_applied: false,
    });
    expect(contextMetrics(conversation(null), scope())).toMatchObject({
      tokens_used: 0,
      model: 'claude-sonnet-4-5',
      budget_percent: 0,
    });
  });

  test('a `context` checkpoint once the last request passes warn_percent, once per crossing (again after a compaction brought it down)', () => {
    const state = newSession('s', '/p', '/p', new Date());
    const limits = { windows: DEFAULT_WINDOWS, warnPercent: 80 };
    const at = (tokens: number) =>
      (state.metrics = {
        turns: 1,
        toolCalls: 0,
        tokens: {},
        open: {
          id: 'm',
          model: 'claude-sonnet-4-5',
          usage: { input: tokens - 1000, output: 50, cache_creation: 0, cache_read: 1000 },
        },
      });
    expect(contextCrossed(state, limits)).toBe(false); // no request yet
    at(150_000);
    expect(contextCrossed(state, limits)).toBe(false);
    at(160_000);
    expect(contextCrossed(state, limits)).toBe(true);
    at(170_000);
    expect(contextCrossed(state, limits)).toBe(false); // still high: asked once
    at(40_000); // compacted
    expect(contextCrossed(state, limits)).toBe(false);
    at(165_000);
    expect(contextCrossed(state, limits)).toBe(true);
  });
});
