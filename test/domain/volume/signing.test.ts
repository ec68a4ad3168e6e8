import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readKeyFile, signingKey } from '../../../src/core/secrets.js';
import { manifestChecksum } from '../../../src/domain/volume/manifest.js';
import { SignatureError } from '../../../src/domain/volume/signing.js';
import { commitCheckpoint } from '../../../src/domain/volume/commit.js';
import { loadVerified, verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { keyringFor } from '../../../src/storage/open.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { SealedVolume } from '../../../src/storage/sealed.js';
import { tempDir } from '../../helpers.js';
import { draft } from '../../support/draft.js';

function volumes() {
  const dir = tempDir();
  const root = join(dir, 'volume');
  const signingFile = join(dir, 'pai', 'checkpoint', 'signing.key');
  return { root, signingFile, store: new SealedVolume(new LocalVolume(root), keyringFor({ signingFile })) };
}

const manifestFile = (root: string, session: string, id: string) =>
  join(root, 'checkpoints', session, id, 'manifest.json');

test('the signing key is made 0600 on the first signature, once; a key file others can read is refused', () => {
  const dir = tempDir();
  const path = join(dir, 'checkpoint', 'signing.key');
  expect(signingKey(path, false)).toBeUndefined(); // checking never makes one
  const made = signingKey(path, true)!;
  expect(readFileSync(path, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  expect(statSync(path).mode & 0o777).toBe(0o600);
  expect(signingKey(path, true)).toEqual(made);
  chmodSync(path, 0o644);
  expect(() => readKeyFile(path)).toThrow(`key file ${path} can be read by others (mode 644)`);
});

test('a checkpoint is signed when stored; unsigned, edited or re-signed with another key: reported, refused by loadVerified unless forced', async () => {
  const { root, store, signingFile } = volumes();
  const d = draft();
  const m = await commitCheckpoint(store, d, [{ name: 'conversation.json', data: '{}' }]);
  expect(m.signature?.key_id).toBe(readKeyFile(signingFile)!.id);
  expect(await verifyCheckpoint(store, d.session_id, d.id)).toMatchObject({ ok: true, signature: 'signed' });
  expect((await loadVerified(store, d.session_id, d.id)).manifest.id).toBe(d.id);

  // A bare backend (library use) neither signs nor checks.
  expect((await verifyCheckpoint(new LocalVolume(root), d.session_id, d.id)).signature).toBeUndefined();

  const file = manifestFile(root, d.session_id, d.id);
  const original = readFileSync(file, 'utf8');
  const rewrite = (change: (x: Record<string, unknown>) => void) => {
    const x = JSON.parse(original) as Record<string, unknown>;
    change(x);
    x['checksum'] = manifestChecksum(x); // anyone can fix the checksum
    writeFileSync(file, JSON.stringify(x));
  };
  const missing = `signed with the signing key 0123456789abcdef, which this machine does not have (${signingFile})`;
  const cases: [string, (x: Record<string, unknown>) => void, string, string?][] = [
    [
      'stripped',
      (x) => delete x['signature'],
      'not signed (made before pai-checkpoint signed manifests, or its signature was removed)',
    ],
    [
      'edited',
      (x) => (x['tags'] = ['planted']),
      'its signature does not match: the manifest was changed after it was signed',
    ],
    // A key this machine lacks: what to do is bring it (the error is KEY, exit 4, its hint the command).
    [
      'another key',
      (x) => (x['signature'] = { key_id: '0123456789abcdef', hmac_sha256: 'a'.repeat(64) }),
      `${missing}: put the signing key 0123456789abcdef here: on the machine that has it, \`pai-checkpoint key export -o signing.key\`; copy the file here, then \`pai-checkpoint key import signing.key\``,
      missing,
    ],
    [
      'a volume key`s',
      (x) =>
        (x['signature'] = {
          key_id: '0123456789abcdef',
          hmac_sha256: 'a'.repeat(64),
          volume_key_id: 'fedcba9876543210',
        }),
      expect.stringMatching(
        /^signed with a key derived from the volume key fedcba9876543210, which this machine does not have: set the volume key fedcba9876543210 here/,
      ) as unknown as string,
      'signed with a key derived from the volume key fedcba9876543210, which this machine does not have',
    ],
  ];
  for (const [what, change, why, thrown = why] of cases) {
    rewrite(change);
    const v = await verifyCheckpoint(store, d.session_id, d.id);
    expect(v, what).toMatchObject({
      ok: false,
      signature: why,
      problems: [{ part: 'manifest.json (signature)', error: why }],
    });
    expect(await verifyCheckpoint(store, d.session_id, d.id, { force: true }), what).toMatchObject({
      ok: true,
      signature: why,
    });
    await expect(loadVerified(store, d.session_id, d.id), what).rejects.toBeInstanceOf(SignatureError);
    await expect(loadVerified(store, d.session_id, d.id), what).rejects.toMatchObject({
      message: `checkpoint ${d.session_id}/${d.id}: ${thrown}`,
      code: thrown === why ? 'INVALID_DATA' : 'KEY',
    });
    expect((await loadVerified(store, d.session_id, d.id, { force: true })).manifest.id, what).toBe(d.id);
  }
  rewrite((x) => (x['signature'] = { key_id: 'x', hmac_sha256: 'nothex' }));
  expect((await verifyCheckpoint(store, d.session_id, d.id, { force: true })).problems).toEqual([
    {
      part: 'manifest.json',
      error: expect.stringMatching(/invalid manifest \(signature\.key_id: .*signature\.hmac_sha256/),
    },
  ]);
});
