import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { captureCheckpoint, type CaptureRequest } from '../../../src/domain/capture/create.js';
import { planRetention } from '../../../src/domain/volume/retention.js';
import { loadIndex, type IndexEntry } from '../../../src/domain/volume/session-index.js';
import { verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { loadConfig, type Config } from '../../../src/core/config.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { type Manifest, MANIFEST_VERSION, storedPartKey } from '../../../src/domain/volume/manifest.js';
import { assistantLine, tempDir, userLine, writeLines, testPath } from '../../helpers.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trim();

let home: string;
let savedHome: string | undefined;
beforeEach(() => {
  home = tempDir('cap-home-');
  savedHome = process.env['HOME'];
  process.env['HOME'] = home; // MCP config and the "never snapshot HOME" rule read it
});
afterEach(() => {
  process.env['HOME'] = savedHome;
});

async function setup() {
  const project = join(home, 'project');
  mkdirSync(project);
  git(project, 'init', '-q', '-b', 'main');
  writeFileSync(join(project, 'a.txt'), 'committed\n');
  git(project, 'add', '.');
  git(project, 'commit', '-q', '-m', 'init');
  writeFileSync(join(project, 'bash-made.txt'), 'echo > file\n');
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [
    userLine('Build it'),
    assistantLine([
      { type: 'text', text: 'ok' },
      { type: 'tool_use', name: 'Bash', input: { command: 'echo > bash-made.txt' } },
    ]),
  ]);
  const config: Config = await loadConfig({ paiDir: join(home, '.pai'), env: {} });
  config.capture.workspaceFormat = 'archive'; // this file tests the archive format; test/domain/content the other
  const store = new LocalVolume(config.volume.path);
  const req: CaptureRequest = { sessionId: 'sess-1', trigger: 'manual', cwd: project, transcriptPath: transcript };
  const opts = {
    config,
    env: { PATH: testPath(), HOME: home },
    claudeDir: join(home, '.claude'),
    stateDir: join(home, '.pai', 'checkpoint'),
  };
  return { project, transcript, config, store, req, opts };
}

describe('captureCheckpoint', () => {
  test("the bundle of a repository with no remote is the parent's shared part while its commits are the same, made again after a commit", async () => {
    const { store, req, opts, project, config } = await setup();
    const bundleFile = (m: Manifest) => join(config.volume.path, storedPartKey(m, 'git/unpushed.bundle'));
    const first = (await captureCheckpoint(store, req, opts)).manifest;
    writeFileSync(join(project, 'bash-made.txt'), 'changed, not committed\n');
    const second = (await captureCheckpoint(store, req, opts)).manifest;
    expect(second.git?.['bundle_inputs']).toMatch(/^[0-9a-f]{64}$/);
    expect(second.git?.['bundle_inputs']).toBe(first.git?.['bundle_inputs']);
    expect(second.parts['git/unpushed.bundle']).toEqual({ ...first.parts['git/unpushed.bundle'], shared: true });
    expect(bundleFile(second)).toBe(bundleFile(first)); // one object on the volume, named by both
    expect(existsSync(join(config.volume.path, 'checkpoints', 'sess-1', second.id, 'git', 'unpushed.bundle'))).toBe(
      false,
    );
    writeFileSync(join(project, 'a.txt'), 'committed twice\n');
    git(project, 'commit', '-qam', 'second');
    const third = (await captureCheckpoint(store, req, opts)).manifest;
    expect(third.git?.['bundle_inputs']).not.toBe(second.git?.['bundle_inputs']);
    expect(bundleFile(third)).not.toBe(bundleFile(second));
    expect(third.git?.['unpushed_commits']).toBe(2);
    for (const m of [second, third]) expect((await verifyCheckpoint(store, 'sess-1', m.id)).ok).toBe(true);
    // The shared bundle restores the commits it holds.
    const clone = join(home, 'clone');
    git(home, 'init', '-q', clone);
    git(clone, 'fetch', '-q', bundleFile(second), 'refs/heads/main:refs/heads/restored');
    expect(git(clone, 'log', '--format=%s', 'restored')).toBe('init');
  });

  test('a bundle over 1 MiB is stored in the folder, not shared, and copied from the parent while its commits are the same', async () => {
    const { store, req, opts, project, config } = await setup();
    writeFileSync(join(project, 'big.bin'), randomBytes(1_500_000)); // incompressible: the bundle passes 1 MiB
    git(project, 'add', 'big.bin');
    git(project, 'commit', '-qm', 'big');
    const bundleFile = (id: string) => join(config.volume.path, 'checkpoints', 'sess-1', id, 'git', 'unpushed.bundle');
    const first = (await captureCheckpoint(store, req, opts)).manifest;
    expect(first.parts['git/unpushed.bundle']!.shared).toBeUndefined();
    expect(first.parts['git/unpushed.bundle']!.size).toBeGreaterThan(1 << 20);
    const second = (await captureCheckpoint(store, req, opts)).manifest;
    expect(second.parts['git/unpushed.bundle']).toEqual(first.parts['git/unpushed.bundle']);
    expect(statSync(bundleFile(second.id)).ino).toBe(statSync(bundleFile(first.id)).ino); // a hard link here
    expect(second.parts['git/state.json']!.shared).toBe(true);
    expect((await verifyCheckpoint(store, 'sess-1', second.id)).ok).toBe(true);
  });

  test('every part, a verifiable manifest, and the Bash-made file in the archive', async () => {
    const { store, req, opts, project } = await setup();
    const r = await captureCheckpoint(store, { ...req, name: 'first', pai: { phase: 3 } }, opts);
    const m = r.manifest;
    expect(Object.keys(m.parts).sort()).toEqual([
      'conversation.json',
      'environment.json',
      'git/state.json',
      'git/unpushed.bundle',
      'session_state.json',
      'summary.json',
      'transcript.jsonl.zst',
      'workspace.tar.zst',
    ]);
    expect(m).toMatchObject({
      version: MANIFEST_VERSION,
      session_id: 'sess-1',
      trigger: 'manual',
      name: 'first',
      parent_checkpoint_id: null,
      checkpoint_chain_depth: 1,
      conversation: { turn_count: 1, has_resume_token: true },
      workspace: {
        path: 'workspace.tar.zst',
        root: project,
        file_count: 2,
        uncommitted_files: ['bash-made.txt'],
        size_bytes: m.parts['workspace.tar.zst']!.size,
      },
      git: { branch: 'main', dirty: true, has_stash: false, unpushed_commits: 1 },
      metrics: { tools_invoked: ['Bash'] },
      approval: { status: 'auto_approved' },
      pai: { phase: 3 },
    });
    expect(r.environment?.runtimes?.['node']).toBe(process.versions.node);
    expect(r.reusedWorkspace).toBe(false);
    expect(await verifyCheckpoint(store, 'sess-1', m.id)).toMatchObject({ ok: true });
    const out = tempDir('cap-out-');
    execFileSync('sh', [
      '-c',
      `zstd -d -q -c "${join(store.location, 'checkpoints', 'sess-1', m.id, 'workspace.tar.zst')}" | tar -x -C "${out}"`,
    ]);
    expect(execFileSync('cat', [join(out, 'bash-made.txt')], { encoding: 'utf8' })).toBe('echo > file\n');
    const transcriptBack = execFileSync(
      'zstd',
      ['-d', '-q', '-c', join(store.location, 'checkpoints', 'sess-1', m.id, 'transcript.jsonl.zst')],
      { encoding: 'utf8' },
    );
    expect(transcriptBack).toContain('Build it');
  });

  test('an unchanged tree reuses the previous archive; a change does not; the chain grows', async () => {
    const { store, req, opts, project } = await setup();
    const a = await captureCheckpoint(store, req, opts);
    const b = await captureCheckpoint(store, { ...req, trigger: 'periodic' }, opts);
    expect(b.reusedWorkspace).toBe(true);
    expect(b.manifest).toMatchObject({
      parent_checkpoint_id: a.manifest.id,
      checkpoint_chain_depth: 2,
      workspace: { reused_from: a.manifest.id },
    });
    expect(b.manifest.parts['workspace.tar.zst']).toEqual(a.manifest.parts['workspace.tar.zst']);
    expect(await verifyCheckpoint(store, 'sess-1', b.manifest.id)).toMatchObject({ ok: true });
    writeFileSync(join(project, 'bash-made.txt'), 'changed again\n');
    const c = await captureCheckpoint(store, { ...req, trigger: 'stop' }, opts);
    expect(c.reusedWorkspace).toBe(false);
    expect(c.manifest.parts['workspace.tar.zst']!.sha256).not.toBe(a.manifest.parts['workspace.tar.zst']!.sha256);
    expect((await loadIndex(store, 'sess-1')).checkpoints.map((e) => e.trigger)).toEqual([
      'manual',
      'periodic',
      'stop',
    ]);
  });

  test('a pre_risky checkpoint (waited for) leaves retention to the next capture', async () => {
    const { store, req, opts, project, config } = await setup();
    config.retention.keepLast = 2;
    const ids = async () => (await loadIndex(store, 'sess-1')).checkpoints.map((e) => e.id);
    for (let i = 0; i < 3; i++) {
      writeFileSync(join(project, 'bash-made.txt'), `round ${i}\n`);
      await captureCheckpoint(store, req, opts);
    }
    expect(await ids()).toHaveLength(2);
    const risky = await captureCheckpoint(
      store,
      { ...req, trigger: 'pre_risky', risky: { command: 'rm -rf build', rule: 'rm -rf' } },
      opts,
    );
    expect(risky.retention.deleted).toEqual([]);
    expect(await ids()).toHaveLength(3);
    const next = await captureCheckpoint(store, { ...req, trigger: 'stop' }, opts);
    expect(next.retention.deleted).toHaveLength(2);
    expect(await ids()).toEqual([risky.manifest.id, next.manifest.id]);
  });

  test('the id of a phase record is reused; a taken id is refused', async () => {
    const { store, req, opts } = await setup();
    const r = await captureCheckpoint(store, { ...req, id: '01KAAAAAAAAAAAAAAAAAAAAAAA', trigger: 'phase' }, opts);
    expect(r.manifest.id).toBe('01KAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(captureCheckpoint(store, { ...req, id: '01KAAAAAAAAAAAAAAAAAAAAAAA' }, opts)).rejects.toThrow(
      /already exists/,
    );
  });

  test('no transcript and the home folder as cwd: captured with warnings, no workspace', async () => {
    const { store, req, opts } = await setup();
    const r = await captureCheckpoint(store, { ...req, cwd: home, transcriptPath: join(home, 'gone.jsonl') }, opts);
    expect(r.manifest.workspace).toBeNull();
    expect(r.manifest.conversation.has_resume_token).toBe(false);
    expect(r.warnings.join('\n')).toMatch(/gone\.jsonl not found[\s\S]*home folder or the root/);
    expect(await verifyCheckpoint(store, 'sess-1', r.manifest.id)).toMatchObject({ ok: true });
  });
});

describe('retention', () => {
  const entry = (id: string, ageDays: number, over: Partial<IndexEntry> = {}): IndexEntry => ({
    id,
    created_at: new Date(Date.parse('2026-11-21T00:00:00Z') - ageDays * 86_400_000).toISOString(),
    trigger: 'periodic',
    parent: null,
    size_bytes: 1,
    tags: [],
    ...over,
  });
  const now = new Date('2026-11-21T00:00:00Z');

  test('keeps the last N and nothing older than the max age; complete, error, named and tagged are always kept', () => {
    const entries = [
      entry('01', 30, { trigger: 'complete' }),
      entry('02', 20, { trigger: 'error' }),
      entry('03', 10, { name: 'before-refactor' }),
      entry('04', 9, { tags: ['milestone/v1'] }),
      entry('05', 8),
      entry('06', 1),
      entry('07', 0.5),
      entry('08', 0.2),
      entry('09', 0.1),
    ];
    expect(planRetention(entries, { keepLast: 3, maxAgeDays: 7 }, now)).toEqual({
      kept: ['09', '08', '07', '04', '03', '02', '01'],
      deleted: ['06', '05'],
    });
  });

  test('the newest checkpoint is kept even when old', () => {
    expect(planRetention([entry('01', 100), entry('02', 50)], { keepLast: 10, maxAgeDays: 7 }, now)).toEqual({
      kept: ['02'],
      deleted: ['01'],
    });
  });
});
