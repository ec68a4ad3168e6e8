#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
));

// src/domain/content/sinks.ts
var import_node_worker_threads = require("node:worker_threads");

// src/core/errors.ts
var CheckpointError = class extends Error {
  constructor(code, message, hint, options) {
    super(message, options);
    this.code = code;
    this.hint = hint;
  }
  code;
  hint;
  name = "CheckpointError";
};

// src/core/hash.ts
var import_node_crypto = require("node:crypto");
function sha256Hex(data) {
  return (0, import_node_crypto.createHash)("sha256").update(data).digest("hex");
}

// src/platform/codec.ts
var import_node_child_process = require("node:child_process");

// src/platform/spawn.ts
function exited(child, name, okCodes, stderr) {
  return new Promise((resolve, reject) => {
    child.once("error", (err) => reject(new CheckpointError("IO", `${name} could not run: ${err.message}`))), child.once("close", (code, signal) => {
      code !== null && okCodes.includes(code) ? resolve() : reject(
        new CheckpointError(
          "IO",
          `${name} failed (${signal ?? `exit ${code}`}): ${stderr().trim().split(`
`).slice(-3).join(" | ")}`
        )
      );
    });
  });
}
var STDERR_KEPT = 64 * 1024;
function stderrOf(child) {
  let err = "";
  return child.stderr?.setEncoding("utf8"), child.stderr?.on("data", (d) => {
    err += d, err.length > 2 * STDERR_KEPT && (err = err.slice(-STDERR_KEPT));
  }), () => err;
}

// src/platform/zstd-frames.ts
var MAX_BLOCK = 128 * 1024;

// src/platform/codec.ts
var BINDING_FRAME_BYTES = 8 * 1024 * 1024, BINDING_FRAME_LIMIT = 64 * 1024 * 1024, EMPTY_ZSTD_FRAME = Buffer.from([40, 181, 47, 253, 32, 0, 1, 0, 0]);
function compressWithCommand(command, data, level) {
  let child = (0, import_node_child_process.spawn)(command, ["-q", `-${level}`, "-c", `--stream-size=${data.length}`], {
    stdio: ["pipe", "pipe", "pipe"]
  }), out = [];
  return child.stdout.on("data", (d) => out.push(d)), child.stdin.on("error", () => {
  }), child.stdin.end(data), exited(child, "zstd", [0], stderrOf(child)).then(() => Buffer.concat(out));
}

// src/platform/dist-file.ts
var import_node_fs = require("node:fs"), import_node_path = require("node:path"), import_node_url = require("node:url"), import_meta = {}, selfFile = typeof __filename == "string" ? __filename : (0, import_node_url.fileURLToPath)(import_meta.url);
function distFile(name) {
  let here = (0, import_node_path.dirname)(selfFile);
  for (let p of [(0, import_node_path.join)(here, name), (0, import_node_path.join)(here, "..", name), (0, import_node_path.join)(here, "..", "..", "dist", name)])
    if ((0, import_node_fs.existsSync)(p)) return p;
}

// src/platform/pack-zstd.ts
var zlib = __toESM(require("node:zlib"), 1);

// src/platform/zstd-wasm.ts
var import_node_fs2 = require("node:fs"), import_node_module = require("node:module"), import_node_path2 = require("node:path");
var WASM = globalThis.WebAssembly, FILE = "zstd.wasm";
function wasmPath() {
  let built = distFile(FILE);
  if (built) return built;
  try {
    return (0, import_node_path2.join)((0, import_node_path2.dirname)((0, import_node_module.createRequire)(selfFile).resolve("@bokuweb/zstd-wasm")), FILE);
  } catch {
    throw new CheckpointError(
      "IO",
      `${FILE} is missing next to ${selfFile}`,
      "reinstall the plugin (its dist/ folder is incomplete)"
    );
  }
}
function instantiate(bytes) {
  let memory, fail = (what) => () => {
    throw new CheckpointError("IO", `zstd (WebAssembly) ${what}`);
  }, imports = {
    a: fail("exited"),
    b: () => {
    },
    c: fail("aborted"),
    d: () => 0,
    // timers: unused by compression
    e: (requested) => {
      let have = memory.buffer.byteLength;
      try {
        return memory.grow(Math.ceil(((requested >>> 0) - have) / 65536)), 1;
      } catch {
        return 0;
      }
    }
  }, x = new WASM.Instance(new WASM.Module(bytes), { a: imports }).exports;
  return memory = x.f, x.g(), x;
}
var Region = class {
  constructor(x) {
    this.x = x;
  }
  x;
  ptr = 0;
  size = 0;
  fit(size) {
    if (size > this.size && (this.ptr && this.x.t(this.ptr), this.size = Math.max(size, 1 << 20), this.ptr = this.x.s(this.size), !this.ptr))
      throw new CheckpointError("IO", `zstd (WebAssembly) could not allocate ${this.size} bytes`);
    return this.ptr;
  }
};
function create() {
  let x = instantiate((0, import_node_fs2.readFileSync)(wasmPath())), input = new Region(x), output = new Region(x), dictionary = new Region(x), cctx = x.j(), dctx = x.n(), heap = () => new Uint8Array(x.f.buffer), result = (n, what) => {
    if (x.h(n >>> 0)) throw new CheckpointError("INVALID_DATA", `${what}: zstd error ${-n}`);
    return n >>> 0;
  }, dictAt = (dict) => {
    if (!dict || dict.length === 0) return [0, 0];
    let at = dictionary.fit(dict.length);
    return heap().set(dict, at), [at, dict.length];
  }, api = {
    compress(src, level, dict) {
      let dst = output.fit(x.i(src.length)), from = input.fit(src.length), [d, dn] = dictAt(dict);
      heap().set(src, from);
      let n = result(x.l(cctx, dst, output.size, from, src.length, d, dn, level), "compressing");
      return Buffer.from(heap().subarray(dst, dst + n));
    },
    decompress(src, rawSize, name, dict) {
      let dst = output.fit(rawSize + 1), from = input.fit(src.length), [d, dn] = dictAt(dict);
      heap().set(src, from);
      let n = x.q(dctx, dst, rawSize + 1, from, src.length, d, dn);
      if (x.h(n >>> 0) || n >>> 0 !== rawSize)
        throw new CheckpointError(
          "INVALID_DATA",
          `${name} does not decompress to its recorded ${rawSize} bytes`,
          "run `pai-checkpoint verify --all`"
        );
      return Buffer.from(heap().subarray(dst, dst + rawSize));
    }
  }, probe = Buffer.from("pai-checkpoint zstd self-test ".repeat(8));
  if (!api.decompress(api.compress(probe, 3), probe.length, "self-test").equals(probe))
    throw new CheckpointError(
      "IO",
      `${FILE} is not the expected zstd build (its round trip failed)`,
      "reinstall the plugin"
    );
  return api;
}
var loaded;
function zstdWasm() {
  return loaded ??= create();
}

// src/platform/pack-zstd.ts
function nodeZstd() {
  let z = zlib, level = z.constants?.ZSTD_c_compressionLevel;
  if (typeof z.zstdCompressSync != "function" || typeof z.zstdDecompressSync != "function" || level === void 0)
    return;
  let { zstdCompressSync, zstdDecompressSync } = z, wrong = (name, rawSize) => new CheckpointError(
    "INVALID_DATA",
    `${name} does not decompress to its recorded ${rawSize} bytes`,
    "run `pai-checkpoint verify --all`"
  );
  return {
    name: "node:zlib",
    compress: (src, lvl) => zstdCompressSync(src, { params: { [level]: lvl }, pledgedSrcSize: src.length }),
    decompress(src, rawSize, name) {
      let out;
      try {
        out = zstdDecompressSync(src, { maxOutputLength: rawSize + 1 });
      } catch {
        throw wrong(name, rawSize);
      }
      if (out.length !== rawSize) throw wrong(name, rawSize);
      return out;
    }
  };
}
var chosen;
function packZstd() {
  return chosen ??= nodeZstd() ?? wasmPackZstd();
}
function wasmPackZstd() {
  let w = zstdWasm();
  return {
    name: "wasm",
    compress: (src, level) => w.compress(src, level),
    decompress: (src, rawSize, name) => w.decompress(src, rawSize, name)
  };
}
var DICT_MAGIC = Buffer.from([55, 164, 48, 236]);

// src/domain/content/format.ts
var DICT_DEPTH_MAX = 8, DICT_DEPTH_READ = 2 * DICT_DEPTH_MAX, DICT_BYTES_MAX = 256 * 1024;

// src/domain/content/repo.ts
var DICT_MEMO_BYTES = 32 * 1024 * 1024;
var PACK_TARGET = 8 * 1024 * 1024, PACK_SLACK = 4 * 1024 * 1024 + 1, PACK_CAPACITY = PACK_TARGET + PACK_SLACK, BYTES_IN_FLIGHT = 4 * PACK_TARGET;
var SMALL_PACK = 64 * 1024;

// src/domain/content/sinks.ts
var COMMAND_RATIO = 1 / 8, SAMPLE_BYTES = 32 * 1024, SAMPLES = 4;
function compressesPoorly(bytes, level) {
  let sample = bytes.length <= SAMPLE_BYTES * SAMPLES ? bytes : Buffer.concat(
    Array.from({ length: SAMPLES }, (_, i) => {
      let at = Math.floor((bytes.length - SAMPLE_BYTES) * i / (SAMPLES - 1));
      return bytes.subarray(at, at + SAMPLE_BYTES);
    })
  );
  return packZstd().compress(sample, level).length > sample.length * COMMAND_RATIO;
}
async function viaCommand(bytes, level, command) {
  let packed = await compressWithCommand(command, bytes, level).catch(() => {
  });
  return packed ? [packed, "zstd"] : [packZstd().compress(bytes, level), packZstd().name];
}
function keepNew({ buf, slots, ids }, known) {
  let bytes = Buffer.from(buf), out = { buf, ids: [], kept: [], raw: 0, packed: null, codec: null };
  for (let i = 0; i < slots.length; i += 2) {
    let at = slots[i], length = slots[i + 1], id = ids?.[i >> 1] ?? sha256Hex(bytes.subarray(at, at + length));
    out.ids.push(id), !known.has(id) && (known.add(id), at !== out.raw && bytes.copyWithin(out.raw, at, at + length), out.kept.push([id, out.raw, length]), out.raw += length);
  }
  return out;
}
function packWorkerMain() {
  let { known: ids, level, command } = import_node_worker_threads.workerData, known = new Set(ids), tail = Promise.resolve();
  import_node_worker_threads.parentPort.on("message", (batch) => {
    let out = keepNew(batch, known), kept = new Uint8Array(batch.buf, 0, out.raw), packed = Promise.resolve(null);
    out.raw > 0 && command !== void 0 && compressesPoorly(kept, level) ? packed = viaCommand(kept, level, command) : out.raw > 0 && (packed = Promise.resolve([packZstd().compress(kept, level), packZstd().name])), tail = tail.then(() => packed).then((p) => {
      [out.packed, out.codec] = p ?? [null, null], import_node_worker_threads.parentPort.postMessage(out, [batch.buf]);
    });
  });
}

// src/adapters/worker/pack-entry.ts
packWorkerMain();
