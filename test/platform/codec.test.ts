import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import {
  BINDING_FRAME_BYTES,
  BINDING_FRAME_LIMIT,
  compressStream,
  decompressStream,
  noZstdError,
  requireZstd,
  zstdOnPath,
  type Zstd,
  type ZstdBinding,
} from '../../src/platform/codec.js';
import { ZstdFrameSplitter, type ZstdFrame } from '../../src/platform/zstd-frames.js';
import { CheckpointError } from '../../src/core/errors.js';
import { tempDir } from '../helpers.js';

const ZSTD = execFileSync('sh', ['-c', 'command -v zstd'], { encoding: 'utf8' }).trim();
const CLI: Zstd = { kind: 'cli', command: ZSTD };
const zstd = (args: string[], input?: Buffer) =>
  execFileSync(ZSTD, args, { ...(input ? { input } : {}), maxBuffer: 1 << 30 });

/**
 * A test double of the @mongodb-js/zstd binding (it cannot be installed here: its install
 * downloads a prebuilt binary): the same two buffer functions, done by the real zstd binary. Like
 * the binding (ZSTD_compress with a known size), compress records the content size in the frame.
 */
function bindingDouble(): { zstd: Zstd; decompressed: Buffer[]; compressed: number[] } {
  const decompressed: Buffer[] = [];
  const compressed: number[] = [];
  const binding: ZstdBinding = {
    compress: async (buf, level) => {
      compressed.push(buf.length);
      return zstd(['-q', `-${level}`, '-c', `--stream-size=${buf.length}`], buf);
    },
    decompress: async (buf) => {
      decompressed.push(buf);
      return zstd(['-d', '-q', '-c'], buf);
    },
  };
  return { zstd: { kind: 'binding', binding }, decompressed, compressed };
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * Text (compressed blocks), a run of one byte longer than two blocks (at least one RLE block) and
 * random bytes (raw blocks): every block type occurs.
 */
function sample(bytes: number): Buffer {
  const text = Buffer.from('the quick brown fox jumps over the lazy dog\n'.repeat(Math.ceil(bytes / 44))).subarray(
    0,
    bytes,
  );
  text.fill(0x61, bytes >> 3, (bytes >> 3) + Math.min(400_000, Math.floor(bytes * 0.35)));
  randomBytes(Math.min(300_000, bytes >> 2)).copy(text, bytes >> 1);
  return text;
}

/** Feeds `data` to a splitter in chunks of `step` bytes (1 = byte by byte). */
function split(data: Buffer, step = 65536, max = Number.MAX_SAFE_INTEGER): ZstdFrame[] {
  const s = new ZstdFrameSplitter(max, 'test input');
  const frames: ZstdFrame[] = [];
  for (let i = 0; i < data.length; i += step) frames.push(...s.write(data.subarray(i, i + step)));
  s.end();
  return frames;
}

/** A skippable frame (magic 0x184D2A5?, 4-byte size, payload): zstd ignores it when decompressing. */
function skippable(payload: Buffer, nibble = 0xa): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32LE(0x184d2a50 + nibble, 0);
  head.writeUInt32LE(payload.length, 4);
  return Buffer.concat([head, payload]);
}

describe('round trips', () => {
  const input = sample(3 * 1024 * 1024);

  test('the zstd command: stream and file sources, and a child`s pipe handed over', async () => {
    const dir = tempDir('codec-');
    const compressed = await collect(compressStream({ stream: Readable.from([input]) }, { zstd: CLI, level: 3 }));
    expect(zstd(['-d', '-q', '-c'], compressed).equals(input)).toBe(true);
    writeFileSync(join(dir, 'in.zst'), compressed);
    expect((await collect(decompressStream({ file: join(dir, 'in.zst') }, { zstd: CLI }))).equals(input)).toBe(true);
    writeFileSync(join(dir, 'in'), input);
    const cat = spawn('cat', [join(dir, 'in')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const piped = await collect(compressStream({ pipe: cat.stdout }, { zstd: CLI }));
    expect(cat.stdout.destroyed).toBe(true); // handed to zstd: never read here
    expect(zstd(['-d', '-q', '-c'], piped).equals(input)).toBe(true);
  });

  test('the binding: independent frames of 8 MiB, decompressed one frame per call', async () => {
    const big = sample(2 * BINDING_FRAME_BYTES + 12345);
    const b = bindingDouble();
    const compressed = await collect(compressStream({ stream: Readable.from([big]) }, { zstd: b.zstd }));
    expect(b.compressed).toEqual([BINDING_FRAME_BYTES, BINDING_FRAME_BYTES, 12345]);
    expect(zstd(['-d', '-q', '-c'], compressed).equals(big)).toBe(true); // any zstd reads it
    const dir = tempDir('codec-');
    writeFileSync(join(dir, 'big.zst'), compressed);
    const back = await collect(decompressStream({ file: join(dir, 'big.zst') }, { zstd: b.zstd }));
    expect(back.equals(big)).toBe(true);
    expect(b.decompressed.map((f) => f.length).reduce((x, y) => x + y)).toBe(compressed.length);
    expect(b.decompressed).toHaveLength(3);
  });

  test('across engines: the binding reads what the command wrote (small frames), and the other way round', async () => {
    const b = bindingDouble();
    const byCli = await collect(compressStream({ stream: Readable.from([input]) }, { zstd: CLI }));
    expect((await collect(decompressStream({ stream: Readable.from([byCli]) }, { zstd: b.zstd }))).equals(input)).toBe(
      true,
    );
    const byBinding = await collect(compressStream({ stream: Readable.from([input]) }, { zstd: b.zstd }));
    expect((await collect(decompressStream({ stream: Readable.from([byBinding]) }, { zstd: CLI }))).equals(input)).toBe(
      true,
    );
  });

  test('damaged input: INVALID_DATA naming the input, from either engine', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    for (const engine of [CLI, bindingDouble().zstd]) {
      const err = await collect(
        decompressStream({ stream: Readable.from([garbage]) }, { zstd: engine, name: 'w.tar.zst' }),
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CheckpointError);
      expect(err).toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringMatching(/^w\.tar\.zst (unreadable|has no zstd frame)/),
      });
    }
  });
});

describe('frame splitter on real zstd output', () => {
  const a = sample(700_000);
  const b = Buffer.from('second input\n'.repeat(50_000));
  const c = randomBytes(200_000); // incompressible: raw blocks
  const pieces = [a, b, c];
  /** The three inputs as files (so that the command knows their sizes). */
  function inputs(): string {
    const dir = tempDir('frames-');
    pieces.forEach((p, i) => writeFileSync(join(dir, 'abc'[i]!), p));
    return dir;
  }

  /** Each frame alone decompresses (by the zstd command) to its own input, within the frame's bound. */
  function expectFrames(frames: ZstdFrame[], expected: Buffer[], contentSize: boolean) {
    expect(frames).toHaveLength(expected.length);
    frames.forEach((f, i) => {
      const out = zstd(['-d', '-q', '-c'], f.data);
      expect(out.equals(expected[i]!)).toBe(true);
      expect(f.bound).toBeGreaterThanOrEqual(out.length);
      expect(f.contentSize).toBe(contentSize ? out.length : undefined);
    });
  }

  test.each([
    ['content size and checksum', ['--content-size', '--check']],
    ['no content size, no checksum', ['--no-content-size', '--no-check']],
    ['content size, no checksum', ['--content-size', '--no-check']],
    ['level 19', ['-19', '--check']],
  ])('`zstd -c a b c` (one frame per input): %s; fed whole, byte by byte and in odd chunks', (_name, flags) => {
    const dir = inputs();
    const multi = zstd(['-q', '-c', ...flags, join(dir, 'a'), join(dir, 'b'), join(dir, 'c')]);
    const withSize = flags.includes('--content-size') || !flags.includes('--no-content-size');
    for (const step of [multi.length, 1, 7, 4093]) expectFrames(split(multi, step), pieces, withSize);
    const [first, , last] = split(multi);
    expect(
      first!.blocks.every((n) => n > 0),
      `raw, RLE and compressed blocks in ${first!.blocks}`,
    ).toBe(true);
    expect(last!.blocks[0]).toBeGreaterThan(0); // random bytes are stored raw
  });

  test('streamed from stdin (no content size) and a skippable frame between frames', () => {
    const dir = inputs();
    const streamed = zstd(['-q', '-c'], a);
    const stream = Buffer.concat([
      skippable(Buffer.alloc(0)),
      streamed,
      skippable(randomBytes(100_000), 0xf),
      zstd(['-q', '-c', join(dir, 'b')]),
    ]);
    expect(zstd(['-d', '-q', '-c'], stream).equals(Buffer.concat([a, b]))).toBe(true); // the command agrees
    const frames = split(stream, 1000);
    expect(frames.map((f) => f.contentSize)).toEqual([undefined, b.length]);
    expect(zstd(['-d', '-q', '-c'], frames[0]!.data).equals(a)).toBe(true);
    expect(zstd(['-d', '-q', '-c'], frames[1]!.data).equals(b)).toBe(true);
  });

  test('binding-style frames (8 MiB, content size recorded) split exactly where they were joined', async () => {
    const big = sample(BINDING_FRAME_BYTES * 2 + 1000);
    const compressed = await collect(compressStream({ stream: Readable.from([big]) }, { zstd: bindingDouble().zstd }));
    const frames = split(compressed, 1 << 20, BINDING_FRAME_LIMIT);
    expect(frames.map((f) => f.contentSize)).toEqual([BINDING_FRAME_BYTES, BINDING_FRAME_BYTES, 1000]);
    expect(Buffer.concat(frames.map((f) => f.data)).equals(compressed)).toBe(true);
  });

  test('an empty input is one frame of nothing; truncated input and garbage are refused', () => {
    const empty = zstd(['-q', '-c'], Buffer.alloc(0));
    expect(split(empty).map((f) => zstd(['-d', '-q', '-c'], f.data).length)).toEqual([0]);
    const z = zstd(['-q', '-c', join(inputs(), 'a')]);
    expect(() => split(z.subarray(0, z.length - 5))).toThrow(/test input ends inside a frame/);
    expect(() => split(Buffer.from('PK\x03\x04 not zstd'))).toThrow(/test input has no zstd frame at byte 0/);
    expect(() => split(Buffer.concat([z, Buffer.from('trailing')]))).toThrow(
      new RegExp(`no zstd frame at byte ${z.length}`),
    );
  });
});

describe('size limits', () => {
  test('decompressing past maxBytes fails with the caller`s error (both engines)', async () => {
    const input = sample(2_000_000);
    const compressed = zstd(['-q', '-c'], input);
    for (const engine of [CLI, bindingDouble().zstd]) {
      const err = await collect(
        decompressStream(
          { stream: Readable.from([compressed]) },
          {
            zstd: engine,
            maxBytes: 1_000_000,
            tooLarge: (n) => new CheckpointError('INVALID_DATA', `expands beyond ${n}`),
          },
        ),
      ).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'INVALID_DATA', message: 'expands beyond 1000000' });
    }
  });

  test('compressing past maxBytes fails (TOO_LARGE by default)', async () => {
    const err = await collect(
      compressStream({ stream: Readable.from([randomBytes(3_000_000)]) }, { zstd: CLI, maxBytes: 1_000_000 }),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'TOO_LARGE' });
  });

  test(`binding only: a single frame that may expand past ${BINDING_FRAME_LIMIT / 2 ** 20} MiB is refused before it is decompressed`, async () => {
    const huge = Buffer.alloc(BINDING_FRAME_LIMIT + 1, 0x61);
    for (const flags of [['--content-size'], ['--no-content-size']]) {
      const oneFrame = zstd(['-q', '-c', ...flags, `--stream-size=${huge.length}`], huge); // tiny: one run of one byte
      const b = bindingDouble();
      const err = await collect(
        decompressStream({ stream: Readable.from([oneFrame]) }, { zstd: b.zstd, name: 'w.tar.zst' }),
      ).catch((e: unknown) => e);
      expect(err).toMatchObject({
        code: 'TOO_LARGE',
        message: expect.stringMatching(/^w\.tar\.zst holds a zstd frame .* more than 64 MiB/),
        hint: expect.stringMatching(/install the zstd command/),
      });
      expect(b.decompressed).toEqual([]); // never handed to the binding
      // The command streams any frame.
      expect((await collect(decompressStream({ stream: Readable.from([oneFrame]) }, { zstd: CLI }))).length).toBe(
        huge.length,
      );
    }
  });
});

describe('choosing zstd', () => {
  test('the command on PATH, found by a file test', () => {
    expect(zstdOnPath()).toEqual({ kind: 'cli', command: ZSTD });
    expect(zstdOnPath('/nonexistent:relative/bin')).toBeUndefined();
  });

  test('neither the command nor the binding: an error naming both and how to install either', async () => {
    const saved = process.env['PATH'];
    process.env['PATH'] = '/nonexistent';
    try {
      // (The binding is not installed here, so nothing can be loaded.)
      const err = await requireZstd('restore a workspace').catch((e: unknown) => e);
      expect(err).toEqual(noZstdError('restore a workspace'));
      expect(err).toMatchObject({
        code: 'IO',
        message: expect.stringMatching(/`zstd` command on PATH.*@mongodb-js\/zstd.*restore a workspace/),
      });
      expect((err as CheckpointError).hint).toMatch(/apt-get install zstd.*npm i @mongodb-js\/zstd/);
      const streamErr = await collect(
        decompressStream({ stream: Readable.from([Buffer.alloc(10)]) }, { purpose: 'restore a transcript' }),
      ).catch((e: unknown) => e);
      expect(streamErr).toEqual(noZstdError('restore a transcript'));
      await expect(
        collect(compressStream({ stream: Readable.from([Buffer.alloc(10)]) }, { zstd: 'binding' })),
      ).rejects.toThrow(/@mongodb-js\/zstd binding is not installed/);
    } finally {
      process.env['PATH'] = saved;
    }
  });
});
