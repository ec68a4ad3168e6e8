import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, truncateSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { keyId, parseKey, type Secret } from '../../src/core/secrets.js';
import { LocalVolume } from '../../src/storage/local.js';
import { sealedSize, SealedVolume, type Keyring } from '../../src/storage/sealed.js';
import { tempDir } from '../helpers.js';
import { storageContract } from './contract.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

function keyring(secret: Secret | undefined): Keyring {
  return {
    encryption: () => secret,
    signing: () => undefined,
    verifying: () => undefined,
    signingPath: '/nonexistent/signing.key',
  };
}

const secretA = parseKey(randomBytes(32).toString('hex'), 'test key A');
const secretB = parseKey(randomBytes(32).toString('base64'), 'test key B');

// Keys the layout keeps readable (these) pass through unchanged: the contract holds as it is.
storageContract({
  name: 'sealed volume (with a key) over a local volume',
  create: async () => new SealedVolume(new LocalVolume(join(tempDir(), 'volume')), keyring(secretA)),
  destroy: async () => undefined,
});

const PART = 'checkpoints/S1/C1/conversation.json';
const PACK = `content/packs/ab/${'ab'.repeat(32)}`;

async function readAll(s: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of s) out.push(c as Buffer);
  return Buffer.concat(out);
}

function volumes(secret: Secret | undefined = secretA) {
  const root = join(tempDir(), 'volume');
  const inner = new LocalVolume(root);
  return { root, inner, sealed: new SealedVolume(inner, keyring(secret)), file: (key: string) => join(root, key) };
}

describe('encryption at rest', () => {
  test.each([0, 1, 65535, 65536, 65537, 131072, 200_000])(
    '%i bytes: stored encrypted (header, 64 KiB segments, tags), read back whole and streamed',
    async (n) => {
      const { sealed, file } = volumes();
      const data = randomBytes(n);
      expect(await sealed.put(PART, data)).toEqual({ size: n, sha256: sha(data) }); // the plaintext's, as manifests record
      const stored = readFileSync(file(PART));
      expect(stored.length).toBe(sealedSize(n));
      expect(stored.subarray(0, 8).toString()).toBe('pai-enc1');
      expect(stored.subarray(8, 16).toString('hex')).toBe(secretA.id);
      if (n >= 16) expect(stored.includes(data.subarray(0, 16))).toBe(false);
      expect(await sealed.get(PART)).toEqual(data);
      expect(await readAll((await sealed.open(PART))!)).toEqual(data);
      // A stream in odd chunk sizes is the same object.
      const chunks = [];
      for (let at = 0; at < n; at += 7777) chunks.push(data.subarray(at, at + 7777));
      expect(await sealed.put(PACK, Readable.from(chunks))).toEqual({ size: n, sha256: sha(data) });
      expect(await sealed.get(PACK)).toEqual(data);
    },
  );

  test('two puts of the same bytes are stored differently (a fresh salt, so a fresh key and nonces, per object)', async () => {
    const { sealed, file } = volumes();
    await sealed.put(PART, 'same');
    const one = readFileSync(file(PART));
    await sealed.put(PART, 'same');
    expect(readFileSync(file(PART)).equals(one)).toBe(false);
  });

  test('manifests, indexes, statuses and locks stay readable; parts, packs and the content index do not', async () => {
    const { sealed, file } = volumes();
    const plain = [
      'checkpoints/S1/C1/manifest.json',
      'checkpoints/S1/index.json',
      'sessions/S1/session.json',
      'content/locks/x.json',
    ];
    const secret = [PART, 'checkpoints/S1/C1/git/state.json', PACK, `content/index/${'cd'.repeat(32)}.json`];
    for (const k of [...plain, ...secret]) await sealed.put(k, '{"readable":true}');
    for (const k of plain) expect(readFileSync(file(k), 'utf8')).toBe('{"readable":true}');
    for (const k of secret) expect(readFileSync(file(k)).subarray(0, 8).toString()).toBe('pai-enc1');
  });

  test('without the key, or with another: an error naming the checkpoint, the part and both key ids, never garbage', async () => {
    const { inner, sealed } = volumes();
    await sealed.put(PART, 'secret conversation');
    const none = new SealedVolume(inner, keyring(undefined));
    // Exit 4 (KEY), naming the key and how to bring it (issue 32).
    await expect(none.get(PART)).rejects.toMatchObject({
      code: 'KEY',
      message: `conversation.json of checkpoint S1/C1 is encrypted with the volume key ${secretA.id}, and this machine has no volume key`,
      hint: expect.stringContaining(`set the volume key ${secretA.id} here`),
    });
    const other = new SealedVolume(inner, keyring(secretB));
    await expect(other.get(PART)).rejects.toMatchObject({
      code: 'KEY',
      message: `conversation.json of checkpoint S1/C1 is encrypted with the volume key ${secretA.id}, not with the key set here (${secretB.id}, from test key B)`,
    });
    await expect(readAll((await other.open(PART))!)).rejects.toThrow(/encrypted with the volume key/);
    // A volume opened without a keyring at all reads it as clearly.
    await expect(new SealedVolume(inner).get(PART)).rejects.toThrow(/this machine has no volume key/);
  });

  test('a changed byte, a segment dropped or the end cut off: refused (authenticated), whatever the position', async () => {
    const { sealed, file } = volumes();
    const data = randomBytes(3 * 65536 + 10);
    await sealed.put(PART, data);
    const good = readFileSync(file(PART));
    const seg = 65536 + 16;
    const cases: [string, Buffer][] = [
      ['a flipped byte in the header salt', Buffer.from(good).fill(good[20]! ^ 1, 20, 21)],
      ['a flipped byte in the middle', Buffer.from(good).fill(good[40_000]! ^ 1, 40_000, 40_001)],
      ['the last segment dropped (cut at a segment boundary)', good.subarray(0, 32 + 3 * seg)],
      ['a middle segment dropped', Buffer.concat([good.subarray(0, 32 + seg), good.subarray(32 + 2 * seg)])],
      [
        'two segments swapped',
        Buffer.concat([
          good.subarray(0, 32),
          good.subarray(32 + seg, 32 + 2 * seg),
          good.subarray(32, 32 + seg),
          good.subarray(32 + 2 * seg),
        ]),
      ],
      ['cut inside the header', good.subarray(0, 20)],
    ];
    for (const [what, bytes] of cases) {
      writeFileSync(file(PART), bytes);
      await expect(sealed.get(PART), what).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringMatching(/^conversation\.json of checkpoint S1\/C1 (does not decrypt|is cut short)/),
      });
      await expect(readAll((await sealed.open(PART))!), what).rejects.toMatchObject({ code: 'INVALID_DATA' });
    }
  });

  test('a backend that streams in tiny chunks (3 bytes): the header is still recognised, encrypted or not', async () => {
    const { inner, sealed } = volumes();
    const data = randomBytes(70_000);
    await sealed.put(PART, data);
    await inner.put('checkpoints/S1/C1/plain.json', 'plain');
    async function* trickle(s: Readable) {
      for await (const c of s)
        for (let at = 0; at < (c as Buffer).length; at += 3) yield (c as Buffer).subarray(at, at + 3);
    }
    const slow = Object.assign(Object.create(inner) as LocalVolume, {
      open: async (k: string) => ((s) => s && Readable.from(trickle(s)))(await inner.open(k)),
    });
    const reader = new SealedVolume(slow, keyring(secretA));
    expect(await readAll((await reader.open(PART))!)).toEqual(data);
    expect((await readAll((await reader.open('checkpoints/S1/C1/plain.json'))!)).toString()).toBe('plain');
  });

  test('an object stored before the key was set is read as it is (a volume holds both)', async () => {
    const { inner, sealed } = volumes();
    await inner.put(PART, 'from before encryption');
    expect((await sealed.get(PART))?.toString()).toBe('from before encryption');
    expect((await readAll((await sealed.open(PART))!)).toString()).toBe('from before encryption');
  });

  test('copy: with the plaintext size and hash known, nothing is read and they are returned; without, the copy is hashed', async () => {
    const { sealed, file } = volumes();
    const data = randomBytes(100_000);
    const put = await sealed.put(PART, data);
    const to = 'checkpoints/S1/C2/conversation.json';
    expect(await sealed.copy(PART, to, put)).toEqual(put);
    expect(await sealed.get(to)).toEqual(data);
    expect(statSync(file(to)).size).toBe(sealedSize(data.length));
    expect(await sealed.copy(PART, 'checkpoints/S1/C3/conversation.json')).toEqual(put);
    expect(await sealed.copy('checkpoints/S1/none/x.json', to)).toBeUndefined();
  });

  test('a killed upload: the stored object ends in the middle and is refused as cut short', async () => {
    const { sealed, file } = volumes();
    await sealed.put(PART, randomBytes(70_000));
    truncateSync(file(PART), 32 + 65536 + 16); // exactly one whole, non-final segment
    await expect(sealed.get(PART)).rejects.toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining('does not decrypt'),
    });
  });
});

describe('keys', () => {
  test('64 hex digits or base64 of 32 bytes; anything else is refused naming where it came from; the id reveals nothing', () => {
    const raw = randomBytes(32);
    expect(parseKey(` ${raw.toString('hex')}\n`, 'x').key).toEqual(raw);
    expect(parseKey(raw.toString('base64'), 'x').key).toEqual(raw);
    expect(parseKey(raw.toString('hex'), 'x').id).toBe(keyId(raw));
    expect(keyId(raw)).toMatch(/^[0-9a-f]{16}$/);
    expect(raw.toString('hex').includes(keyId(raw))).toBe(false);
    expect(() => parseKey('abc', 'PAI_CHECKPOINT_KEY')).toThrow(
      /^PAI_CHECKPOINT_KEY: not a key \(expected 64 hex digits: 32 random bytes\)$/,
    );
    expect(() => parseKey(randomBytes(16).toString('hex'), 'f')).toThrow(/not a key/);
  });
});
