import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../../core/atomic.js';
import { sha256Hex } from '../../core/hash.js';
import { DICT_BYTES_MAX, DICT_DEPTH_MAX } from './format.js';

/** A blob kept here: its bytes, and the dictionary depth of the pack this workspace's capture stored it in. */
export interface RecentBlob {
  id: string;
  bytes: Buffer;
  depth: number;
}

/**
 * The small blobs the last captures of a workspace stored (the versions of its changed files),
 * kept beside the stat cache in the state dir: the next capture's dictionary (dictionary.ts) is
 * the previous versions of the files it stores, and reading them back from the volume cost a
 * one-file change of antd ~135 ms (its first version lies in an 8 MB pack of the first capture),
 * every time while the chain was rooted there. Each blob is checked against its id when used, and
 * used only while the volume's index has it; its depth is the one its pack was written with (a
 * reader goes through the shallowest copy, never deeper). At most DICT_BYTES_MAX bytes, newest first.
 *
 * `content/recent-<hash of volume and root>.bin`: a JSON line `{version, blobs: [[id, depth, length]…]}`, then the bytes.
 */
export class RecentBlobs {
  private constructor(
    private readonly file: string,
    private readonly blobs: Map<string, RecentBlob>,
    private readonly keep = true,
  ) {}

  /**
   * `sealed`: the volume is encrypted. Then nothing is kept here (and a copy kept before is
   * removed): the files a capture stores — an `include_ignored` .env among them, taken only
   * because the volume is encrypted — are never in the clear on disk outside the workspace.
   */
  static load(stateDir: string, volume: string, root: string, sealed = false): RecentBlobs {
    const file = join(stateDir, 'content', `recent-${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.bin`);
    const blobs = new Map<string, RecentBlob>();
    if (sealed) {
      try {
        rmSync(file, { force: true });
      } catch {
        // (a folder in its place, a read-only state dir: nothing is kept either way)
      }
      return new RecentBlobs(file, blobs, false);
    }
    try {
      const buf = readFileSync(file);
      const nl = buf.indexOf(10);
      const head = JSON.parse(buf.toString('utf8', 0, nl)) as { version?: unknown; blobs?: unknown };
      if (head.version !== 1 || !Array.isArray(head.blobs)) throw new Error('not a cache of this version');
      let at = nl + 1;
      for (const [id, depth, length] of head.blobs as [string, number, number][]) {
        blobs.set(id, { id, depth, bytes: buf.subarray(at, at + length) });
        at += length;
      }
    } catch {
      blobs.clear(); // none, or unreadable: the dictionary is read from the volume
    }
    return new RecentBlobs(file, blobs);
  }

  /** A blob kept here whose bytes match its id, with a depth that leaves room for one more pack. */
  get(id: string): RecentBlob | undefined {
    const b = this.blobs.get(id);
    if (!b || !Number.isSafeInteger(b.depth) || b.depth < 0 || b.depth >= DICT_DEPTH_MAX) return undefined;
    return sha256Hex(b.bytes) === id ? b : undefined;
  }

  /** Keeps `stored` (this capture's small blobs) and, after them, the blobs kept before that `replaced` does not name. */
  save(stored: RecentBlob[], replaced: Set<string>): void {
    const out: RecentBlob[] = [];
    let bytes = 0;
    for (const b of [...stored, ...this.blobs.values()]) {
      if (replaced.has(b.id) || out.some((o) => o.id === b.id) || bytes + b.bytes.length > DICT_BYTES_MAX) continue;
      out.push(b);
      bytes += b.bytes.length;
    }
    if (!this.keep || (stored.length === 0 && out.length === this.blobs.size)) return; // (unchanged)
    const head = JSON.stringify({ version: 1, blobs: out.map((b) => [b.id, b.depth, b.bytes.length]) });
    try {
      mkdirSync(join(this.file, '..'), { recursive: true, mode: 0o700 });
      writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${head}\n`), ...out.map((b) => b.bytes)]), {
        fsync: false,
      });
    } catch {
      // a cache: the next capture reads the dictionary from the volume
    }
  }
}
