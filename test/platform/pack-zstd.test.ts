import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { compressWithCommand, zstdOnPath } from '../../src/platform/codec.js';
import { nodeZstd, packZstd, wasmPackZstd } from '../../src/platform/pack-zstd.js';

const zstd = (args: string[], input: Buffer) => execFileSync('zstd', args, { input, maxBuffer: 1 << 30 });
const text = Buffer.from('export const value = compute(input, options);\n'.repeat(50_000));
const mixed = Buffer.concat([text, randomBytes(300_000), text.subarray(0, 12_345)]);
const hasNodeZstd = typeof (zlib as unknown as { zstdCompressSync?: unknown }).zstdCompressSync === 'function';

describe("the packs' zstd", () => {
  test("node:zlib's zstd where this Node has it, else WebAssembly", () => {
    expect(packZstd().name).toBe(hasNodeZstd ? 'node:zlib' : 'wasm');
    expect(nodeZstd() === undefined).toBe(!hasNodeZstd);
  });

  test.skipIf(!hasNodeZstd)("node:zlib's frames and WebAssembly's and the command's read each other", () => {
    const native = nodeZstd()!;
    const wasm = wasmPackZstd();
    for (const data of [text, mixed, Buffer.alloc(1, 7)]) {
      const n = native.compress(data, 3);
      expect(wasm.decompress(n, data.length, 'pack n').equals(data)).toBe(true);
      expect(zstd(['-d', '-q', '-c'], n).equals(data)).toBe(true);
      expect(native.decompress(wasm.compress(data, 3), data.length, 'pack w').equals(data)).toBe(true);
    }
    const packed = native.compress(mixed, 3);
    expect(() => native.decompress(packed, mixed.length - 1, 'pack abc')).toThrow(/pack abc does not decompress/);
    expect(() => native.decompress(packed, mixed.length + 1, 'pack abc')).toThrow(/pack abc does not decompress/);
  });

  test('a pack compressed by the zstd command: one frame recording its size, read by the packs zstd', async () => {
    const command = zstdOnPath();
    expect(command?.kind).toBe('cli');
    if (command?.kind !== 'cli') return;
    const packed = await compressWithCommand(command.command, mixed, 3);
    expect(packZstd().decompress(packed, mixed.length, 'pack c').equals(mixed)).toBe(true);
    expect(zstd(['-d', '-q', '-c'], packed).equals(mixed)).toBe(true);
    // The frame header records the content size (Frame_Header_Descriptor's FCS flag or single-segment bit).
    expect(packed.readUInt32LE(0)).toBe(0xfd2fb528);
    expect((packed[4]! & 0xe0) !== 0).toBe(true);
    await expect(compressWithCommand('/nonexistent/zstd', mixed, 3)).rejects.toThrow(/zstd could not run/);
  });
});
