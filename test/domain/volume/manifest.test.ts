import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  manifestChecksum,
  manifestJsonSchema,
  MANIFEST_VERSION,
  parseManifest,
  storedPartKey,
  sealManifest,
} from '../../../src/domain/volume/manifest.js';
import { ROOT } from '../../helpers.js';

const HASH = 'a'.repeat(64);

/** SPEC-03's manifest, as a 1.0 writer produced it. */
function v10() {
  return sealManifest({
    version: '1.0',
    id: '01HQXYZ123456789ABCDEFGHJK',
    session_id: 'ph-fix-auth-20260116T143022',
    created_at: '2026-01-16T14:35:00Z',
    trigger: 'periodic',
    conversation: { turn_count: 15, last_message_id: 'msg_abc123', tokens_used: 45000, has_resume_token: true },
    workspace: { path: 'workspace.tar.zst', size_bytes: 15728640, file_count: 234, uncommitted_files: ['src/auth.py'] },
    git: { branch: 'feature/fix-auth', head: 'a1b2c3d4e5f6', has_stash: true, dirty: true },
    metrics: { cost_estimate_usd: 0.45, tools_invoked: ['Read', 'Edit'], files_modified: 3 },
  });
}

function v11() {
  const { checksum: _c, ...base } = v10();
  return sealManifest({
    ...base,
    version: '1.1',
    parent_checkpoint_id: '01HQXYZ123456789ABCDEFGHJJ',
    checkpoint_chain_depth: 4,
    parts: { 'workspace.tar.zst': { size: 15728640, sha256: HASH } },
  });
}

function v12(extra: Record<string, unknown> = {}) {
  const { checksum: _c, ...base } = v11();
  return sealManifest({
    ...base,
    version: '1.2',
    trigger: 'phase',
    approval: { status: 'pending', policy: 'review-completions' },
    environment: {
      captured_at: '2026-01-16T14:35:00Z',
      claude_code: { version: '2.1.197', binary_hash: HASH, install_path: '/usr/bin/claude' },
      runtimes: { node: '20.20.2' },
    },
    tags: ['milestone/v1.0'],
    annotations: [{ timestamp: '2026-01-16T14:36:00Z', user: 'ada', text: 'good state' }],
    linked_issues: [{ tracker: 'github', id: '42', url: 'https://example.test/42' }],
    ...extra,
  });
}

describe('manifest versions', () => {
  test('1.0 is upgraded on read: no provenance, auto-approved, no environment', () => {
    const { manifest, from, stored } = parseManifest(JSON.stringify(v10()), 'v10/manifest.json');
    expect(from).toBe('1.0');
    expect(stored['version']).toBe('1.0');
    expect(manifest).toMatchObject({
      version: MANIFEST_VERSION,
      parent_checkpoint_id: null,
      checkpoint_chain_depth: 1,
      parts: {},
      approval: { status: 'auto_approved', policy: 'migrated from 1.0' },
      environment: null,
      tags: [],
      conversation: { turn_count: 15, tokens_used: 45000 },
    });
  });

  test('1.1 keeps its provenance and parts', () => {
    const { manifest, from } = parseManifest(JSON.stringify(v11()), 'v11/manifest.json');
    expect(from).toBe('1.1');
    expect(manifest).toMatchObject({
      parent_checkpoint_id: '01HQXYZ123456789ABCDEFGHJJ',
      checkpoint_chain_depth: 4,
      parts: { 'workspace.tar.zst': { sha256: HASH } },
      environment: null,
    });
  });

  test('1.2 reads as 2.1 unchanged (its workspace is an archive: no format field; its parts in its folder)', () => {
    const m = v12();
    const { manifest, from } = parseManifest(JSON.stringify(m), 'x');
    expect(from).toBe('1.2');
    expect(manifest).toEqual({ ...m, version: '2.1' });
    expect(storedPartKey({ ...manifest, session_id: 's', id: 'c' }, 'workspace.tar.zst')).toBe(
      'checkpoints/s/c/workspace.tar.zst',
    );
  });

  test('1.3 with a workspace stored by content: its tree is validated (hex ids)', () => {
    const tree = { sha256: HASH, base: HASH, delta: null, entries: 3 };
    const m = {
      ...v12(),
      version: '1.3',
      workspace: { path: 'content', format: 'content', size_bytes: 10, file_count: 3, uncommitted_files: [], tree },
    };
    expect(parseManifest(JSON.stringify(m), 'x').manifest.workspace).toMatchObject({ format: 'content', tree });
    expect(() =>
      parseManifest(JSON.stringify({ ...m, workspace: { ...m.workspace, tree: { ...tree, base: '../x' } } }), 'y'),
    ).toThrow(/workspace\.tree\.base/);
  });

  test('a newer minor (2.2) is read as 2.1 and keeps unknown fields; a newer major is refused', () => {
    const { manifest } = parseManifest(JSON.stringify({ ...v12(), version: '2.2', future_field: { x: 1 } }), 'x');
    expect(manifest).toMatchObject({ version: '2.1', future_field: { x: 1 } });
    expect(() => parseManifest(JSON.stringify({ ...v12(), version: '3.0' }), 's/c/manifest.json')).toThrow(
      /s\/c\/manifest\.json: schema version 3\.0 is newer than this pai-checkpoint understands \(1\.x, 2\.x\)/,
    );
  });

  test('2.0: a shared part is read from the shared parts, by its sha256 or by the name its entry gives; a bad name is refused', () => {
    const parts = {
      'git/state.json': { size: 3, sha256: HASH, shared: true },
      'conversation.json': { size: 3, sha256: HASH, shared: 'b'.repeat(64) },
    };
    const { manifest } = parseManifest(JSON.stringify({ ...v12(), version: '2.0', parts }), 'x');
    expect(storedPartKey(manifest, 'git/state.json')).toBe(`parts/${HASH.slice(0, 2)}/${HASH}`);
    expect(storedPartKey(manifest, 'conversation.json')).toBe(`parts/bb/${'b'.repeat(64)}`);
    const bad = { ...parts, 'git/state.json': { size: 3, sha256: HASH, shared: '../../x' } };
    expect(() => parseManifest(JSON.stringify({ ...v12(), version: '2.0', parts: bad }), 'x')).toThrow(/parts/);
  });

  test('1.5: session_epoch (the lease epoch it was written at) is a whole number from 1', () => {
    expect(
      parseManifest(JSON.stringify({ ...v12(), version: '1.5', session_epoch: 2 }), 'x').manifest.session_epoch,
    ).toBe(2);
    expect(() => parseManifest(JSON.stringify({ ...v12(), version: '1.5', session_epoch: 0 }), 'x')).toThrow(
      /session_epoch/,
    );
  });

  test.each([
    ['truncated', '{"version": "1.2", "id": ', /x\/manifest\.json: invalid JSON/],
    ['not an object', '[1]', /not a JSON object/],
    ['no version', '{"id": "a"}', /field "version" is missing/],
    ['bad trigger', JSON.stringify({ ...v12(), trigger: 'whenever' }), /invalid manifest \(trigger: /],
    ['bad part hash', JSON.stringify({ ...v12(), parts: { a: { size: 1, sha256: 'xyz' } } }), /parts\.a\.sha256/],
    [
      'negative size',
      JSON.stringify({ ...v12(), workspace: { path: 'w', size_bytes: -1, file_count: 0, uncommitted_files: [] } }),
      /workspace\.size_bytes/,
    ],
  ])('%s: a clear error naming the file and field', (_name, text, re) => {
    expect(() => parseManifest(text, 'x/manifest.json')).toThrow(re);
  });
});

test('the checksum covers every field but itself and ignores key order', () => {
  const m = v12();
  expect(m.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
  const reordered = Object.fromEntries(Object.entries(m).reverse());
  expect(manifestChecksum(reordered)).toBe(m.checksum);
  expect(manifestChecksum({ ...m, tags: ['changed'] })).not.toBe(m.checksum);
  expect(manifestChecksum({ ...m, checksum: 'sha256:whatever' })).toBe(m.checksum);
});

test('docs/manifest.schema.json is the schema generated from the code (UPDATE_SCHEMA=1 rewrites it)', () => {
  const file = join(ROOT, 'docs', 'manifest.schema.json');
  const generated = `${JSON.stringify(manifestJsonSchema(), null, 2)}\n`;
  if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(file, generated);
  expect(readFileSync(file, 'utf8')).toBe(generated);
});

describe('hostile values are INVALID_DATA naming the file, with a short message (found by the fuzzing torture)', () => {
  test('a version nested 20,000 deep or 100k characters long', () => {
    const { checksum: _c, ...base } = v10();
    for (const version of ['['.repeat(20_000) + ']'.repeat(20_000), JSON.stringify('1'.repeat(100_000))]) {
      const text = JSON.stringify({ ...base, version: 0 }).replace('"version":0', `"version":${version}`);
      let err: unknown;
      try {
        parseManifest(text, 'x/manifest.json');
      } catch (e) {
        err = e;
      }
      expect(err).toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining('x/manifest.json: field "version"'),
      });
      expect((err as Error).message.length).toBeLessThan(200);
    }
  });

  test('a value whose length is not a number where a string belongs (zod compares it: safeParse threw)', () => {
    const { checksum: _c, ...base } = v12();
    expect(() =>
      parseManifest(JSON.stringify({ ...base, id: { length: { toString: 0 } } }), 'x/manifest.json'),
    ).toThrow(expect.objectContaining({ code: 'INVALID_DATA', message: expect.stringContaining('x/manifest.json') }));
  });
});
