import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CheckpointError } from '../core/errors.js';
import { distFile, selfFile } from './dist-file.js';

/**
 * zstd inside this process, for the content store's packs (a few MB each): the reference zstd
 * compiled to WebAssembly (the `zstd.wasm` of @bokuweb/zstd-wasm 0.0.27, copied into dist/ by the
 * build). Why not the `zstd` command, as archives use: a pack is small, and starting a process per
 * pack and piping 8 MiB through it cost more than compressing it — 39 packs (313 MB) took 2.2 s
 * through `zstd -3` children against 0.22 s here, and forking a process whose heap is large costs
 * ~14 ms each time. Whole archives (one stream of any size) still go to the command.
 *
 * The module is loaded synchronously (compiling it takes ~3 ms) with our own five imports, and
 * checked by a round trip before use: a wasm file that is not the expected build fails with a
 * clear error instead of writing wrong bytes. One compression and one decompression context are
 * kept for the process, and the buffers in wasm memory are reused from call to call.
 */
interface ZstdWasm {
  /** One zstd frame holding `src` (content size recorded in the frame header); with `dict`, a raw-content dictionary. */
  compress(src: Uint8Array, level: number, dict?: Uint8Array): Buffer;
  /** The frames of `src`, which must decompress to exactly `rawSize` bytes (else INVALID_DATA); `dict` as compressed with. */
  decompress(src: Uint8Array, rawSize: number, name: string, dict?: Uint8Array): Buffer;
}

/** The WebAssembly API used here (the DOM library that declares it is not in this project's types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
const WASM = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object, imports: object) => { exports: unknown };
    };
  }
).WebAssembly;

interface Exports {
  f: WasmMemory;
  g: () => void;
  h: (code: number) => number; // ZSTD_isError
  i: (size: number) => number; // ZSTD_compressBound
  j: () => number; // ZSTD_createCCtx
  l: (
    cctx: number,
    dst: number,
    cap: number,
    src: number,
    size: number,
    dict: number,
    dictSize: number,
    level: number,
  ) => number; // ZSTD_compress_usingDict
  n: () => number; // ZSTD_createDCtx
  q: (dctx: number, dst: number, cap: number, src: number, size: number, dict: number, dictSize: number) => number; // ZSTD_decompress_usingDict
  s: (size: number) => number; // malloc
  t: (ptr: number) => void; // free
}

const FILE = 'zstd.wasm';

/** dist/zstd.wasm (next to the running bundle), else the package's (the sources run without a build). */
function wasmPath(): string {
  const built = distFile(FILE);
  if (built) return built;
  try {
    return join(dirname(createRequire(selfFile).resolve('@bokuweb/zstd-wasm')), FILE); // its dist/common/index.node.js
  } catch {
    throw new CheckpointError(
      'IO',
      `${FILE} is missing next to ${selfFile}`,
      'reinstall the plugin (its dist/ folder is incomplete)',
    );
  }
}

function instantiate(bytes: Buffer): Exports {
  let memory: WasmMemory | undefined;
  const fail = (what: string) => () => {
    throw new CheckpointError('IO', `zstd (WebAssembly) ${what}`);
  };
  const imports = {
    a: fail('exited'),
    b: () => undefined,
    c: fail('aborted'),
    d: () => 0, // timers: unused by compression
    e: (requested: number) => {
      const have = memory!.buffer.byteLength;
      try {
        memory!.grow(Math.ceil(((requested >>> 0) - have) / 65536));
        return 1;
      } catch {
        return 0;
      }
    },
  };
  const instance = new WASM.Instance(new WASM.Module(bytes), { a: imports });
  const x = instance.exports as unknown as Exports;
  memory = x.f;
  x.g();
  return x;
}

/** A region of wasm memory, grown (freed and allocated again) when a call needs more. */
class Region {
  ptr = 0;
  size = 0;
  constructor(private readonly x: Exports) {}
  fit(size: number): number {
    if (size > this.size) {
      if (this.ptr) this.x.t(this.ptr);
      this.size = Math.max(size, 1 << 20);
      this.ptr = this.x.s(this.size);
      if (!this.ptr) throw new CheckpointError('IO', `zstd (WebAssembly) could not allocate ${this.size} bytes`);
    }
    return this.ptr;
  }
}

function create(): ZstdWasm {
  const x = instantiate(readFileSync(wasmPath()));
  const input = new Region(x);
  const output = new Region(x);
  const dictionary = new Region(x);
  const cctx = x.j();
  const dctx = x.n();
  const heap = () => new Uint8Array(x.f.buffer); // a fresh view: memory may have grown
  const result = (n: number, what: string) => {
    if (x.h(n >>> 0)) throw new CheckpointError('INVALID_DATA', `${what}: zstd error ${-n}`);
    return n >>> 0;
  };
  /** The dictionary copied into wasm memory: [pointer, size] ([0, 0]: none). */
  const dictAt = (dict: Uint8Array | undefined): [number, number] => {
    if (!dict || dict.length === 0) return [0, 0];
    const at = dictionary.fit(dict.length);
    heap().set(dict, at);
    return [at, dict.length];
  };
  const api: ZstdWasm = {
    compress(src, level, dict) {
      const dst = output.fit(x.i(src.length));
      const from = input.fit(src.length);
      const [d, dn] = dictAt(dict);
      heap().set(src, from);
      const n = result(x.l(cctx, dst, output.size, from, src.length, d, dn, level), 'compressing');
      return Buffer.from(heap().subarray(dst, dst + n));
    },
    decompress(src, rawSize, name, dict) {
      const dst = output.fit(rawSize + 1);
      const from = input.fit(src.length);
      const [d, dn] = dictAt(dict);
      heap().set(src, from);
      const n = x.q(dctx, dst, rawSize + 1, from, src.length, d, dn);
      if (x.h(n >>> 0) || n >>> 0 !== rawSize)
        throw new CheckpointError(
          'INVALID_DATA',
          `${name} does not decompress to its recorded ${rawSize} bytes`,
          'run `pai-checkpoint verify --all`',
        );
      return Buffer.from(heap().subarray(dst, dst + rawSize));
    },
  };
  const probe = Buffer.from('pai-checkpoint zstd self-test '.repeat(8));
  if (!api.decompress(api.compress(probe, 3), probe.length, 'self-test').equals(probe))
    throw new CheckpointError(
      'IO',
      `${FILE} is not the expected zstd build (its round trip failed)`,
      'reinstall the plugin',
    );
  return api;
}

let loaded: ZstdWasm | undefined;

/** The process's zstd (WebAssembly), loaded on first use. */
export function zstdWasm(): ZstdWasm {
  return (loaded ??= create());
}
