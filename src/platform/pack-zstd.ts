import * as zlib from 'node:zlib';
import { CheckpointError } from '../core/errors.js';
import { zstdWasm } from './zstd-wasm.js';

/**
 * The zstd the content store's packs go through (a few MB each, whole buffers, synchronous: in
 * the capturing thread or a pack worker): Node's own zstd (node:zlib, native) when the running
 * Node has it — 22.15 and later; Node 20 has not, so it is detected, not assumed — else the
 * reference zstd compiled to WebAssembly (zstd-wasm.ts), which every Node runs.
 *
 * Not the `zstd` command (codec.ts) by default: a pack would cost a child process, and starting
 * one from this process cost 40 ms here (39 packs of the bench tree: 2.0 s through children, 0.27 s
 * in WebAssembly); a first capture's pack worker hands it only the packs whose sample compresses
 * poorly (content/sinks.ts, COMMAND_RATIO), where native speed pays for the child. Not the `@mongodb-js/zstd` binding either: it only
 * compresses asynchronously, and its install builds or downloads a native binary that a machine
 * without a compiler or network access cannot have. Both write and read plain zstd frames, so
 * packs written by one are read by the other (and by any zstd).
 */
interface PackZstd {
  /** What runs, for benches and `doctor`: 'node:zlib' or 'wasm'. */
  readonly name: 'node:zlib' | 'wasm';
  /** One zstd frame holding `src`. */
  compress(src: Uint8Array, level: number): Buffer;
  /** The frames of `src`, which must decompress to exactly `rawSize` bytes (else INVALID_DATA naming `name`). */
  decompress(src: Uint8Array, rawSize: number, name: string): Buffer;
}

/** node:zlib's zstd functions, present from Node 22.15 / 23.8 (absent from this project's Node 20 types). */
interface NodeZstd {
  zstdCompressSync(src: Uint8Array, o: { params: Record<number, number>; pledgedSrcSize?: number }): Buffer;
  zstdDecompressSync(src: Uint8Array, o: { maxOutputLength: number }): Buffer;
  constants: { ZSTD_c_compressionLevel?: number };
}

/** node:zlib's zstd when this Node has it. */
export function nodeZstd(): PackZstd | undefined {
  const z = zlib as unknown as Partial<NodeZstd>;
  const level = z.constants?.ZSTD_c_compressionLevel;
  if (typeof z.zstdCompressSync !== 'function' || typeof z.zstdDecompressSync !== 'function' || level === undefined)
    return undefined;
  const { zstdCompressSync, zstdDecompressSync } = z as NodeZstd;
  const wrong = (name: string, rawSize: number) =>
    new CheckpointError(
      'INVALID_DATA',
      `${name} does not decompress to its recorded ${rawSize} bytes`,
      'run `pai-checkpoint verify --all`',
    );
  return {
    name: 'node:zlib',
    compress: (src, lvl) => zstdCompressSync(src, { params: { [level]: lvl }, pledgedSrcSize: src.length }),
    decompress(src, rawSize, name) {
      let out: Buffer;
      try {
        out = zstdDecompressSync(src, { maxOutputLength: rawSize + 1 });
      } catch {
        throw wrong(name, rawSize); // damaged, or longer than recorded (the limit stops it)
      }
      if (out.length !== rawSize) throw wrong(name, rawSize);
      return out;
    },
  };
}

let chosen: PackZstd | undefined;

/** The packs' zstd for this process: node:zlib's when this Node has it, else WebAssembly. */
export function packZstd(): PackZstd {
  return (chosen ??= nodeZstd() ?? wasmPackZstd());
}

/** The WebAssembly build as a PackZstd (the fallback; also what tests pit the native one against). */
export function wasmPackZstd(): PackZstd {
  const w = zstdWasm();
  return {
    name: 'wasm',
    compress: (src, level) => w.compress(src, level),
    decompress: (src, rawSize, name) => w.decompress(src, rawSize, name),
  };
}

/** A zstd frame's magic number as its first bytes: a dictionary starting so would be read as a zstd (trained) dictionary, not raw content. */
const DICT_MAGIC = Buffer.from([0x37, 0xa4, 0x30, 0xec]);

/**
 * zstd with a raw-content dictionary (a small pack compressed against the previous versions of
 * its files, content/repo.ts): always the WebAssembly build, whichever codec packZstd chose —
 * node:zlib's zstd is absent from Node 20, and one codec for these packs is one behaviour to test.
 * A dictionary whose bytes begin with zstd's dictionary magic would be parsed as a trained
 * dictionary: `usable` says no, and the pack is written without one.
 */
export const dictZstd = {
  usable: (dict: Uint8Array): boolean => dict.length > 0 && !DICT_MAGIC.equals(dict.subarray(0, 4)),
  compress: (src: Uint8Array, level: number, dict: Uint8Array): Buffer => zstdWasm().compress(src, level, dict),
  decompress: (src: Uint8Array, rawSize: number, dict: Uint8Array, name: string): Buffer =>
    zstdWasm().decompress(src, rawSize, name, dict),
};
