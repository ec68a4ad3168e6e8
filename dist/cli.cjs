#!/usr/bin/env node
"use strict";

// src/adapters/cli/boot.ts
var import_node_path3 = require("node:path"), import_node_url = require("node:url");

// src/core/paths.ts
var import_node_os = require("node:os"), import_node_path = require("node:path");
function resolvePaiDir(env = process.env) {
  let dir = env.PAI_DIR;
  return dir ? (0, import_node_path.resolve)(dir) : (0, import_node_path.join)((0, import_node_os.homedir)(), ".pai");
}
function paiPaths(options = {}) {
  let paiDir = options.paiDir ? (0, import_node_path.resolve)(options.paiDir) : resolvePaiDir(), stateDir = (0, import_node_path.join)(paiDir, "checkpoint");
  return {
    paiDir,
    checkpointsDir: options.checkpointsDir ? (0, import_node_path.resolve)(options.checkpointsDir) : (0, import_node_path.join)(paiDir, "checkpoints"),
    seedPath: options.seedPath ? (0, import_node_path.resolve)(options.seedPath) : (0, import_node_path.join)(paiDir, "seed.json"),
    eventsDir: options.eventsDir ? (0, import_node_path.resolve)(options.eventsDir) : (0, import_node_path.join)(paiDir, "events"),
    stateDir,
    sessionsDir: (0, import_node_path.join)(stateDir, "sessions"),
    logFile: (0, import_node_path.join)(stateDir, "plugin.log"),
    scratchDir: (0, import_node_path.join)(stateDir, "tmp"),
    codeCacheDir: (0, import_node_path.join)(stateDir, "code-cache")
  };
}

// src/core/code-cache.ts
var import_node_fs = require("node:fs"), import_node_path2 = require("node:path"), import_node_zlib = require("node:zlib"), import_node_vm = require("node:vm");

// src/core/errors.ts
function errnoCode(err) {
  return typeof err == "object" && err !== null && "code" in err && typeof err.code == "string" ? err.code : void 0;
}

// src/core/code-cache.ts
var WRAPPER = "(function (exports, require, module, __filename, __dirname) { ";
function cacheKey(st) {
  return `v8-code-cache ${process.version} ${process.platform}-${process.arch} ${st.ino} ${st.size} ${st.mtimeMs} ${st.ctimeMs}`;
}
function readCache(cacheFile, key) {
  let data;
  try {
    data = (0, import_node_fs.readFileSync)(cacheFile);
  } catch {
    return;
  }
  let head = Buffer.byteLength(key), end = data.indexOf(10, head);
  if (end < 0 || data.toString("latin1", 0, head + 1) !== `${key} `) return;
  let body = data.subarray(end + 1);
  return body.length > 0 && data.toString("latin1", head + 1, end) === (0, import_node_zlib.crc32)(body).toString(16) ? body : void 0;
}
function ownFolder(dir) {
  let st;
  try {
    st = (0, import_node_fs.lstatSync)(dir);
  } catch (err) {
    return errnoCode(err) === "ENOENT";
  }
  return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 18) === 0;
}
function writeCache(cacheFile, key, data) {
  let temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    try {
      (0, import_node_fs.mkdirSync)((0, import_node_path2.dirname)(cacheFile), { mode: 448 });
    } catch (err) {
      if (errnoCode(err) !== "EEXIST") throw err;
    }
    (0, import_node_fs.writeFileSync)(temp, Buffer.concat([Buffer.from(`${key} ${(0, import_node_zlib.crc32)(data).toString(16)}
`, "latin1"), data]), {
      mode: 384
    }), (0, import_node_fs.renameSync)(temp, cacheFile);
  } catch {
    try {
      (0, import_node_fs.unlinkSync)(temp);
    } catch {
    }
  }
}
function readBundle(file) {
  let fd = (0, import_node_fs.openSync)(file, "r");
  try {
    let st = (0, import_node_fs.fstatSync)(fd), key = cacheKey(st), size = st.size, buf = Buffer.alloc(size), off = 0;
    for (; off < size; ) {
      let n = (0, import_node_fs.readSync)(fd, buf, off, size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { source: buf.toString("utf8", 0, off), key };
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function runBundle(file, cacheDir, req) {
  let { source, key } = readBundle(file), cacheFile = cacheDir && ownFolder(cacheDir) ? (0, import_node_path2.join)(cacheDir, `${file.split(/[\\/]/).pop()}.v8`) : void 0, cachedData = cacheFile ? readCache(cacheFile, key) : void 0, script = new import_node_vm.Script(`${WRAPPER}${source.replace(/^#!.*/, "")}
});`, { filename: file, cachedData });
  cacheFile && (!cachedData || script.cachedDataRejected) && process.once("exit", () => {
    try {
      writeCache(cacheFile, key, script.createCachedData());
    } catch {
    }
  });
  let mod = { exports: {}, filename: file, id: file, loaded: !1 };
  script.runInThisContext().call(mod.exports, mod.exports, req, mod, file, (0, import_node_path2.dirname)(file));
}

// src/adapters/cli/boot.ts
globalThis[/* @__PURE__ */ Symbol.for("pai-checkpoint.import")] = (name) => import((0, import_node_url.pathToFileURL)((0, import_node_path3.join)(__dirname, name)).href);
runBundle(__filename.replace(/\.cjs$/, ".main.cjs"), paiPaths().codeCacheDir, require);
