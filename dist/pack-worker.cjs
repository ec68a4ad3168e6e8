#!/usr/bin/env node
"use strict";

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

// src/platform/dist-file.ts
var import_node_fs = require("node:fs"), import_node_path = require("node:path"), import_node_url = require("node:url"), import_meta = {}, selfFile = typeof __filename == "string" ? __filename : (0, import_node_url.fileURLToPath)(import_meta.url);
function distFile(name) {
  let here = (0, import_node_path.dirname)(selfFile);
  for (let p of [(0, import_node_path.join)(here, name), (0, import_node_path.join)(here, "..", name), (0, import_node_path.join)(here, "..", "..", "dist", name)])
    if ((0, import_node_fs.existsSync)(p)) return p;
}

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
  let x = instantiate((0, import_node_fs2.readFileSync)(wasmPath())), input = new Region(x), output = new Region(x), cctx = x.j(), dctx = x.n(), heap = () => new Uint8Array(x.f.buffer), result = (n, what) => {
    if (x.h(n >>> 0)) throw new CheckpointError("INVALID_DATA", `${what}: zstd error ${-n}`);
    return n >>> 0;
  }, api = {
    compress(src, level) {
      let dst = output.fit(x.i(src.length)), from = input.fit(src.length);
      heap().set(src, from);
      let n = result(x.l(cctx, dst, output.size, from, src.length, 0, 0, level), "compressing");
      return Buffer.from(heap().subarray(dst, dst + n));
    },
    decompress(src, rawSize, name) {
      let dst = output.fit(rawSize + 1), from = input.fit(src.length);
      heap().set(src, from);
      let n = x.q(dctx, dst, rawSize + 1, from, src.length, 0, 0);
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

// src/domain/content/repo.ts
var PACK_TARGET = 8 * 1024 * 1024, PACK_SLACK = 4 * 1024 * 1024 + 1, PACK_CAPACITY = PACK_TARGET + PACK_SLACK;

// src/domain/content/sinks.ts
function packWorkerMain() {
  let { known: ids, level } = import_node_worker_threads.workerData, known = new Set(ids);
  import_node_worker_threads.parentPort.on("message", ({ buf, slots, ids: ids2 }) => {
    let bytes = Buffer.from(buf), out = { buf, ids: [], kept: [], raw: 0, packed: null };
    for (let i = 0; i < slots.length; i += 2) {
      let at = slots[i], length = slots[i + 1], id = ids2?.[i >> 1] ?? sha256Hex(bytes.subarray(at, at + length));
      out.ids.push(id), !known.has(id) && (known.add(id), at !== out.raw && bytes.copyWithin(out.raw, at, at + length), out.kept.push([id, out.raw, length]), out.raw += length);
    }
    out.raw > 0 && (out.packed = zstdWasm().compress(bytes.subarray(0, out.raw), level)), import_node_worker_threads.parentPort.postMessage(out, [buf]);
  });
}

// src/adapters/worker/pack-entry.ts
packWorkerMain();
