import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CheckpointError, errorMessage } from '../core/errors.js';
import { KEY_HOWTO, type Secret, type SigningSecret } from '../core/secrets.js';
import type { LevelListing, PutResult, StorageBackend } from './backend.js';
import { checkpointOfKey, isPrivateKey, packOfKey } from './layout.js';

/**
 * The user's keys for a volume: what a volume opened by the app carries (storage/open.ts).
 * Both are read when first needed, so a command that needs neither never fails over a key.
 */
export interface Keyring {
  /** The encryption key, or undefined when encryption is off; throws when set but unreadable. */
  encryption(): Secret | undefined;
  /**
   * The key that signs what this machine writes: derived from the encryption key when one is set
   * (core/secrets.ts `derivedSigningKey`: that key alone moves a session), else the user's signing
   * key, made on first use when `create`; undefined when there is none.
   */
  signing(create: boolean): SigningSecret | undefined;
  /** The key with this id among those this machine has (the derived one, the signing key file), for checking a signature; undefined: none. */
  verifying(id: string): SigningSecret | undefined;
  /** Where the signing key is (or would be), for messages. */
  readonly signingPath: string;
}

/**
 * Encryption at rest, format 1 (an object's bytes on the volume):
 *
 *   "pai-enc1"  key id (8 bytes)  salt (16 random bytes)        the 32-byte header
 *   segment 0 … segment n-1                                      n = max(1, ceil(plaintext / 64 KiB))
 *
 * Each object has its own key, HKDF-SHA256(volume key, salt, "pai-checkpoint object 1"), so no
 * nonce is ever used twice under one key without counting objects. Each segment is AES-256-GCM
 * of 64 KiB of plaintext (the last one 0–64 KiB) with its 16-byte tag, the nonce being the
 * segment's number and a last-segment flag (the STREAM construction: segments cannot be
 * reordered, dropped or the object cut short without failing), the header as associated data.
 * A stream is encrypted and decrypted one segment at a time: a part is never held whole.
 */
const MAGIC = Buffer.from('pai-enc1');
const HEADER = 32;
const SEGMENT = 64 * 1024;
const TAG = 16;

/** Bytes stored for `plain` bytes of plaintext. */
export function sealedSize(plain: number): number {
  return HEADER + plain + TAG * Math.max(1, Math.ceil(plain / SEGMENT));
}

/** True when a stored object of `stored` bytes can hold `plain` bytes (as they are, or encrypted). */
export function storedSizeFits(stored: number, plain: number): boolean {
  return stored === plain || stored === sealedSize(plain);
}

function isSealed(head: Uint8Array): boolean {
  return head.length >= MAGIC.length && Buffer.from(head.buffer, head.byteOffset, MAGIC.length).equals(MAGIC);
}

function objectKey(secret: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, 'pai-checkpoint object 1', 32));
}

function nonce(n: number, last: boolean): Buffer {
  const b = Buffer.alloc(12);
  b.writeUIntBE(n, 5, 6);
  b[11] = last ? 1 : 0;
  return b;
}

/** What an object is, for messages: the checkpoint and part, or the pack. */
function describe(location: string, key: string): string {
  const at = checkpointOfKey(key);
  if (at) return `${at.part} of checkpoint ${at.sessionId}/${at.id}`;
  const pack = packOfKey(key);
  return pack ? `workspace pack ${pack}` : `${location}/${key}`;
}

/**
 * Bytes gathered into segments of one size. A segment is let go only once more bytes follow it,
 * so that whatever `rest` returns at the end of the stream is the last segment (it carries the flag).
 */
class Segments {
  private held: Buffer[] = [];
  bytes = 0;

  add(chunk: Uint8Array): void {
    this.held.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.bytes += chunk.byteLength;
  }

  /** Every whole segment that has bytes after it. */
  *whole(size: number): Generator<Buffer> {
    if (this.bytes <= size) return;
    const all = Buffer.concat(this.held, this.bytes);
    let at = 0;
    for (; all.length - at > size; at += size) yield all.subarray(at, at + size);
    this.held = [all.subarray(at)];
    this.bytes = all.length - at;
  }

  /** The first `n` bytes, taken off (the caller checked `bytes >= n`). */
  take(n: number): Buffer {
    const all = Buffer.concat(this.held, this.bytes);
    this.held = [all.subarray(n)];
    this.bytes -= n;
    return all.subarray(0, n);
  }

  rest(): Buffer {
    return Buffer.concat(this.held, this.bytes);
  }
}

/** Encrypts a stream of plaintext, segment by segment; `seen` counts and hashes the plaintext. */
async function* encrypt(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  secret: Secret,
  seen: { size: number; hash: ReturnType<typeof createHash> },
): AsyncGenerator<Buffer> {
  const salt = randomBytes(16);
  const header = Buffer.concat([MAGIC, Buffer.from(secret.id, 'hex'), salt]);
  const key = objectKey(secret.key, salt);
  let n = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const c = createCipheriv('aes-256-gcm', key, nonce(n++, last));
    c.setAAD(header);
    return Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]);
  };
  yield header;
  const plain = new Segments();
  for await (const chunk of source) {
    seen.hash.update(chunk);
    seen.size += chunk.byteLength;
    plain.add(chunk);
    for (const segment of plain.whole(SEGMENT)) yield seal(segment, false);
  }
  yield seal(plain.rest(), true);
}

/** Decrypts a stored stream whose first bytes are the header; every failure names the object. */
async function* decrypt(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  keyFor: (id: string) => Buffer,
  what: string,
): AsyncGenerator<Buffer> {
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let n = 0;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const d = createDecipheriv('aes-256-gcm', key!, nonce(n++, last));
    d.setAAD(header!);
    d.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([d.update(sealed.subarray(0, sealed.length - TAG)), d.final()]);
    } catch {
      throw new CheckpointError(
        'INVALID_DATA',
        `${what} does not decrypt: it was changed, cut short or damaged on the volume`,
        'restore an earlier checkpoint; `pai-checkpoint verify --all` lists every damaged one',
      );
    }
  };
  const stored = new Segments();
  for await (const chunk of source) {
    stored.add(chunk);
    if (!header) {
      if (stored.bytes < HEADER) continue;
      header = Buffer.from(stored.take(HEADER));
      key = objectKey(keyFor(header.subarray(8, 16).toString('hex')), header.subarray(16));
    }
    for (const segment of stored.whole(SEGMENT + TAG)) yield open(segment, false);
  }
  if (!header || stored.bytes < TAG)
    throw new CheckpointError(
      'INVALID_DATA',
      `${what} is cut short (an encrypted object without its end)`,
      'restore an earlier checkpoint',
    );
  yield open(stored.rest(), true);
}

/**
 * A small value (a document's user text: domain/volume/private-text.ts) sealed in the same format
 * as an object, synchronously: the header, then its segments. `openBytes` is its inverse; a key
 * this machine lacks, a changed byte or a cut is an error naming `what`, as for an object.
 */
export function sealBytes(plain: Buffer, secret: Secret): Buffer {
  const salt = randomBytes(16);
  const header = Buffer.concat([MAGIC, Buffer.from(secret.id, 'hex'), salt]);
  const key = objectKey(secret.key, salt);
  const out = [header];
  let n = 0;
  for (let at = 0; ; at += SEGMENT) {
    const last = plain.length - at <= SEGMENT;
    const c = createCipheriv('aes-256-gcm', key, nonce(n++, last));
    c.setAAD(header);
    out.push(c.update(plain.subarray(at, at + SEGMENT)), c.final(), c.getAuthTag());
    if (last) return Buffer.concat(out);
  }
}

export function openBytes(stored: Buffer, keyFor: (id: string) => Buffer, what: string): Buffer {
  if (stored.length < HEADER + TAG || !isSealed(stored))
    throw new CheckpointError(
      'INVALID_DATA',
      `${what} is not sealed text`,
      'the volume was damaged or tampered with: run `pai-checkpoint verify --all`',
    );
  const header = stored.subarray(0, HEADER);
  const key = objectKey(keyFor(header.subarray(8, 16).toString('hex')), header.subarray(16));
  const out: Buffer[] = [];
  let n = 0;
  for (let at = HEADER; at < stored.length; at += SEGMENT + TAG) {
    const segment = stored.subarray(at, at + SEGMENT + TAG);
    const d = createDecipheriv('aes-256-gcm', key, nonce(n++, at + SEGMENT + TAG >= stored.length));
    d.setAAD(header);
    d.setAuthTag(segment.subarray(segment.length - TAG));
    try {
      out.push(d.update(segment.subarray(0, segment.length - TAG)), d.final());
    } catch {
      throw new CheckpointError(
        'INVALID_DATA',
        `${what} does not decrypt: it was changed, cut short or damaged on the volume`,
        'run `pai-checkpoint verify --all`',
      );
    }
  }
  return Buffer.concat(out);
}

/** The id of the key a sealed value was sealed with (its header), or undefined. */
export function sealedKeyId(stored: Buffer): string | undefined {
  return stored.length >= HEADER && isSealed(stored) ? stored.subarray(8, 16).toString('hex') : undefined;
}

/**
 * A volume as the app opens it: objects the layout calls private (every part of a checkpoint but
 * its manifest, workspace packs, the content index: storage/layout.ts) are encrypted before they
 * leave the machine when an encryption key is set; manifests, session indexes and statuses and
 * locks stay readable, so `list`, `sessions` and `verify` work without the key. Reads decrypt
 * whatever was stored encrypted, key set or not (a volume holds checkpoints from before the key
 * was set): an object encrypted under a key this machine does not have is an error naming the
 * checkpoint and the key id, never garbage. Sizes and hashes the backend reports for puts are the
 * plaintext's (what manifests record); `stat` reports stored bytes (see `storedSizeFits`).
 */
export class SealedVolume implements StorageBackend {
  readonly sweepLeftovers: StorageBackend['sweepLeftovers'];
  readonly usage: StorageBackend['usage'];

  constructor(
    readonly inner: StorageBackend,
    readonly keyring?: Keyring,
    /** `[volume] large`: the tier a local volume sends workspaces over `max_local_mb` to (opened with the same keys). */
    readonly large?: StorageBackend,
  ) {
    // What the backend can do, it does as it is (leftovers and usage are of stored objects).
    this.sweepLeftovers = inner.sweepLeftovers?.bind(inner);
    this.usage = inner.usage?.bind(inner);
  }

  get location(): string {
    return this.inner.location;
  }

  private keyFor(key: string): (id: string) => Buffer {
    return (id) => {
      const what = describe(this.location, key);
      let secret: Secret | undefined;
      try {
        secret = this.keyring?.encryption();
      } catch (err) {
        throw new CheckpointError(
          'KEY',
          `${what} is encrypted (key id ${id}), and the key set could not be read: ${errorMessage(err)}`,
          'fix [encryption] key_file or PAI_CHECKPOINT_KEY',
        );
      }
      if (!secret)
        throw new CheckpointError(
          'KEY',
          `${what} is encrypted with the volume key ${id}, and this machine has no volume key`,
          KEY_HOWTO.volume(id),
        );
      if (secret.id !== id)
        throw new CheckpointError(
          'KEY',
          `${what} is encrypted with the volume key ${id}, not with the key set here (${secret.id}, from ${secret.source})`,
          KEY_HOWTO.volume(id),
        );
      return secret.key;
    };
  }

  /** The key to encrypt an object under `key` with: undefined when the layout keeps it readable, or encryption is off. */
  private secretFor(key: string): Secret | undefined {
    return isPrivateKey(key) ? this.keyring?.encryption() : undefined;
  }

  async put(key: string, data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>): Promise<PutResult> {
    const secret = this.secretFor(key);
    if (!secret) return this.inner.put(key, data);
    const seen = { size: 0, hash: createHash('sha256') };
    const source = typeof data === 'string' ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data;
    await this.inner.put(key, Readable.from(encrypt(source, secret, seen), { objectMode: false }));
    return { size: seen.size, sha256: seen.hash.digest('hex') };
  }

  async create(key: string, data: Uint8Array | string): Promise<boolean> {
    const secret = this.secretFor(key);
    if (!secret) return this.inner.create(key, data);
    // Sealed whole first: the inner create takes bytes (a conditional write is one request).
    const sealed: Buffer[] = [];
    for await (const b of encrypt([typeof data === 'string' ? Buffer.from(data) : data], secret, {
      size: 0,
      hash: createHash('sha256'),
    }))
      sealed.push(b);
    return this.inner.create(key, Buffer.concat(sealed));
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stored = await this.inner.get(key);
    if (!stored || !isSealed(stored)) return stored;
    const out: Buffer[] = [];
    for await (const b of decrypt([stored], this.keyFor(key), describe(this.location, key))) out.push(b);
    return Buffer.concat(out);
  }

  async open(key: string): Promise<Readable | undefined> {
    const stream = await this.inner.open(key);
    if (!stream) return undefined;
    const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    // The first bytes tell whether the object is encrypted (read until there are enough of them,
    // whatever the chunks); the stream is read on from there.
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    try {
      while (headBytes < MAGIC.length) {
        const r = await iterator.next();
        if (r.done) {
          ended = true;
          break;
        }
        head.push(r.value);
        headBytes += r.value.length;
      }
    } catch (err) {
      stream.destroy();
      throw err;
    }
    const first = Buffer.concat(head, headBytes);
    const rest = (async function* () {
      try {
        if (first.length > 0) yield first;
        if (!ended) for (let r = await iterator.next(); !r.done; r = await iterator.next()) yield r.value;
      } finally {
        await iterator.return?.(); // a reader that stopped early: the stored stream is closed
      }
    })();
    if (!isSealed(first)) return Readable.from(rest, { objectMode: false });
    return Readable.from(decrypt(rest, this.keyFor(key), describe(this.location, key)), { objectMode: false });
  }

  stat(key: string): Promise<{ size: number; mtimeMs: number } | undefined> {
    return this.inner.stat(key);
  }

  list(prefix: string): Promise<string[]> {
    return this.inner.list(prefix);
  }

  listLevel(prefix: string): Promise<LevelListing> {
    return this.inner.listLevel(prefix);
  }

  /**
   * With `known` (the plaintext's size and hash), the stored size is checked against it as it is
   * or encrypted, and the bytes are not read; without, the copy is read back to hash its plaintext.
   */
  async copy(from: string, to: string, known?: PutResult): Promise<PutResult | undefined> {
    const st = await this.inner.stat(from);
    if (!st) return undefined;
    if (known && storedSizeFits(st.size, known.size))
      return (await this.inner.copy(from, to, { size: st.size, sha256: known.sha256 })) && known;
    if (!(await this.inner.copy(from, to))) return undefined;
    const copied = await this.open(to);
    if (!copied) return undefined;
    const hash = createHash('sha256');
    let size = 0;
    for await (const b of copied) {
      hash.update(b as Buffer);
      size += (b as Buffer).length;
    }
    return { size, sha256: hash.digest('hex') };
  }

  delete(key: string): Promise<boolean> {
    return this.inner.delete(key);
  }

  deletePrefix(prefix: string): Promise<number> {
    return this.inner.deletePrefix(prefix);
  }
}

/** The keyring of a volume the app opened; undefined for one opened without (which neither signs nor encrypts). */
export function keyringOf(store: StorageBackend): Keyring | undefined {
  return store instanceof SealedVolume ? store.keyring : undefined;
}

/** The large tier configured for a volume the app opened (`[volume] large`), if any. */
export function largeTierOf(store: StorageBackend): StorageBackend | undefined {
  return store instanceof SealedVolume ? store.large : undefined;
}
