import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { zstdWasm } from '../../src/platform/zstd-wasm.js';

const zstd = (args: string[], input: Buffer) => execFileSync('zstd', args, { input, maxBuffer: 1 << 30 });

describe('zstd in WebAssembly (the content store packs)', () => {
  const text = Buffer.from('export const value = compute(input, options);\n'.repeat(50_000));
  const mixed = Buffer.concat([text, randomBytes(300_000), text.subarray(0, 12_345)]);

  test('what it compresses the zstd command decompresses, and the reverse', () => {
    const z = zstdWasm();
    for (const data of [text, mixed, Buffer.alloc(1, 7)]) {
      const packed = z.compress(data, 3);
      expect(packed.length).toBeLessThan(data.length + 64);
      expect(zstd(['-d', '-q', '-c'], packed).equals(data)).toBe(true);
      expect(z.decompress(packed, data.length, 'pack x').equals(data)).toBe(true);
    }
    // The command from a pipe writes no content size in the frame: the recorded size is enough.
    const streamed = zstd(['-q', '-3', '-c'], mixed);
    expect(z.decompress(streamed, mixed.length, 'pack y').equals(mixed)).toBe(true);
    // Concatenated frames decompress to the concatenation.
    const two = Buffer.concat([z.compress(text, 3), z.compress(mixed, 1)]);
    expect(z.decompress(two, text.length + mixed.length, 'pack z').equals(Buffer.concat([text, mixed]))).toBe(true);
  });

  // (A pack's bytes are checked against its name, a sha256, before they are decompressed, and
  // every blob against its id after: zstd's own checks are a second line here.)
  test('a wrong recorded size or a damaged frame is INVALID_DATA naming the pack', () => {
    const z = zstdWasm();
    const packed = z.compress(mixed, 3);
    expect(() => z.decompress(packed, mixed.length - 1, 'pack abc')).toThrow(
      /pack abc does not decompress to its recorded/,
    );
    expect(() => z.decompress(packed, mixed.length + 1, 'pack abc')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATA' }),
    );
    const damaged = Buffer.from(packed);
    damaged[0] = damaged[0]! ^ 0xff; // the frame's magic number
    expect(() => z.decompress(damaged, mixed.length, 'pack def')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATA' }),
    );
    // The context is usable after a failure.
    expect(z.decompress(packed, mixed.length, 'pack abc').equals(mixed)).toBe(true);
  });
});
