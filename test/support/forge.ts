/**
 * Forging checkpoints, as someone who can write the volume AND holds the user's signing key can:
 * change parts and manifest fields, then "reseal" — recompute every part's size and sha256, the
 * manifest checksum and its signature — so that `verify` passes and only the restore's own checks
 * stand in the way. Written here independently of src/ (the seal is canonical JSON + sha256, the
 * signature HMAC-SHA256 of the canonical manifest without it).
 */
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../helpers.js';

/** Canonical JSON (keys sorted, undefined dropped), as the manifest's checksum and signature hash it. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

export type RawManifest = Record<string, any>;

/**
 * Rewrites parts (name → bytes) and/or the manifest of a stored checkpoint, then reseals it, and
 * signs it with `signingKey` (default: the key of the PAI dir the volume is in,
 * `<volume>/../checkpoint/signing.key`, when there is one).
 */
export function reseal(
  volume: string,
  sessionId: string,
  id: string,
  change: { parts?: Record<string, Buffer | string>; manifest?: (m: RawManifest) => void },
  signingKey = join(dirname(volume), 'checkpoint', 'signing.key'),
): RawManifest {
  const dir = join(volume, 'checkpoints', sessionId, id);
  const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as RawManifest;
  for (const [name, data] of Object.entries(change.parts ?? {})) {
    const buf = Buffer.from(data);
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), buf); // in the folder (a forged entry names no shared part)
    m['parts'][name] = { size: buf.length, sha256: createHash('sha256').update(buf).digest('hex') };
  }
  change.manifest?.(m);
  delete m['checksum'];
  delete m['signature'];
  m['checksum'] = `sha256:${createHash('sha256').update(canonical(m)).digest('hex')}`;
  if (existsSync(signingKey)) {
    const key = Buffer.from(readFileSync(signingKey, 'utf8').trim(), 'hex');
    m['signature'] = {
      key_id: createHmac('sha256', key).update('pai-checkpoint key id').digest('hex').slice(0, 16),
      hmac_sha256: createHmac('sha256', key).update(canonical(m)).digest('hex'),
    };
  }
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(m, null, 2)}\n`);
  return m;
}

/**
 * The file a stored checkpoint's part is in: its folder, or (manifest 2.0, `shared` in its entry)
 * the volume's shared parts, which every checkpoint naming the same content shares.
 */
export function storedPartFile(volume: string, sessionId: string, id: string, name: string): string {
  const m = JSON.parse(
    readFileSync(join(volume, 'checkpoints', sessionId, id, 'manifest.json'), 'utf8'),
  ) as RawManifest;
  const entry = m['parts'][name] as { sha256: string; shared?: true | string } | undefined;
  if (entry?.shared === undefined) return join(volume, 'checkpoints', sessionId, id, name);
  const key = entry.shared === true ? entry.sha256 : entry.shared;
  return join(volume, 'parts', key.slice(0, 2), key);
}

/**
 * Damages one checkpoint's part and no other's: a shared part is first given its own copy in the
 * folder (resealed, as a forger would), then that copy is overwritten with `data`.
 */
export function damagePart(volume: string, sessionId: string, id: string, name: string, data = '{}'): void {
  writeFileSync(ownPartFile(volume, sessionId, id, name), data);
}

/** Gives one checkpoint its own copy of a part in its folder (resealed), and returns that file: what a test damages to damage no other checkpoint. */
export function ownPartFile(volume: string, sessionId: string, id: string, name: string): string {
  reseal(volume, sessionId, id, { parts: { [name]: readFileSync(storedPartFile(volume, sessionId, id, name)) } });
  return join(volume, 'checkpoints', sessionId, id, name);
}

export interface TarEntry {
  name: string;
  type: 'file' | 'dir' | 'symlink' | 'hardlink' | 'chardev' | 'fifo';
  data?: string;
  link?: string;
  mode?: number;
  /** A file of this many zero bytes (streamed, for size tests). */
  zeros?: number;
}

/** A hand-crafted tar (python's tarfile writes any name, link or mode we ask for), zstd-compressed. */
export function craftArchive(entries: TarEntry[]): Buffer {
  const dir = tempDir('evil-');
  const tar = join(dir, 'a.tar');
  const script = `
import tarfile, io, json, sys
class Zeros(io.RawIOBase):
    def __init__(self, n): self.n = n
    def readable(self): return True
    def readinto(self, b):
        k = min(len(b), self.n); b[:k] = bytes(k); self.n -= k; return k
entries = json.loads(sys.argv[2])
kinds = {'file': tarfile.REGTYPE, 'dir': tarfile.DIRTYPE, 'symlink': tarfile.SYMTYPE, 'hardlink': tarfile.LNKTYPE, 'chardev': tarfile.CHRTYPE, 'fifo': tarfile.FIFOTYPE}
with tarfile.open(sys.argv[1], 'w', format=tarfile.PAX_FORMAT) as t:
    for e in entries:
        i = tarfile.TarInfo(e['name']); i.type = kinds[e['type']]; i.mode = e.get('mode') or (0o755 if e['type'] == 'dir' else 0o644)
        if e['type'] in ('symlink', 'hardlink'): i.linkname = e['link']
        if e['type'] == 'chardev': i.devmajor, i.devminor = 1, 3
        if e['type'] == 'file' and e.get('zeros'):
            i.size = e['zeros']; t.addfile(i, io.BufferedReader(Zeros(e['zeros'])))
        elif e['type'] == 'file':
            data = (e.get('data') or '').encode(); i.size = len(data); t.addfile(i, io.BytesIO(data))
        else:
            t.addfile(i)
`;
  execFileSync('python3', ['-c', script, tar, JSON.stringify(entries)]);
  execFileSync('zstd', ['-q', '-f', tar, '-o', `${tar}.zst`]);
  return readFileSync(`${tar}.zst`);
}
