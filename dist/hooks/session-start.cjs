#!/usr/bin/env node
"use strict";

// src/core/defaults.ts
var DEFAULTS = {
  periodicSeconds: 300,
  staleSeconds: 600,
  /** The session sidecar's heartbeat (SPEC-03.14: every 30 s). */
  heartbeatSeconds: 30,
  /**
   * How often the sidecar looks whether claude still runs (no event says so) and at the files'
   * sizes (a missed file event costs at most this). Each wake-up of an idle Node process costs
   * ~1.3 ms of CPU here: at 1 s the idle sidecar used 25 clock ticks a minute, at 5 s 16.
   */
  pollSeconds: 5,
  /** How long the sidecar's `shutdown` checkpoint may take after SIGTERM before it exits anyway. */
  shutdownSeconds: 8,
  /** The monitor (SPEC-03.14/15): silent this long, a session is DEAD (three missed heartbeats). */
  monitorTimeoutSeconds: 90,
  /** Between a session found DEAD and its resume: a heartbeat that comes back meanwhile cancels it. */
  monitorResumeDelaySeconds: 5,
  /** How often the monitor looks at the sessions on the volume. */
  monitorPollSeconds: 10,
  /** Sessions silent for longer are left alone by the monitor (a month-old crash is not resumed on its first start). */
  monitorMaxSilenceHours: 24,
  excludes: ["node_modules", ".venv", "__pycache__", "target", ".git"],
  warnMb: 100,
  maxLocalMb: 1024,
  zstdLevel: 3,
  keepLast: 10,
  maxAgeDays: 7,
  mcpTimeoutMs: 5e3,
  recordRetentionDays: 30,
  /** The model that writes summaries when `[summary] engine = "model"` (a small, cheap one). */
  summaryModel: "claude-haiku-4-5",
  /** How long the model may take to write a summary before the built-in one is used. */
  summaryTimeoutSeconds: 60,
  /** Above this share of the model's context window, the next checkpoint refreshes the summary (SPEC-07.30.04). */
  contextWarnPercent: 80,
  /** How long a risky command waits for a capture already running before its own pre_risky one (then it runs without). */
  riskyWaitSeconds: 60,
  /** Project memory given to a session at its start, in tokens (SPEC-07.32.01 allows 10 % of the window; less is kinder). */
  memoryBudgetTokens: 2e3,
  /** How long a command waits for a capture of the same session that is running. */
  lockWaitSeconds: 600,
  /**
   * A capture brings its copy of the transcript up to date for at most this long, and stores it
   * for at most this long again; past either, the checkpoint is committed without it (and says so).
   * A 2.2 GB transcript took ~45 s to redact and compress whole here; after that only what is new.
   */
  transcriptSeconds: 60,
  /** What interrupted work leaves (unfinished captures, temp files, taken tickets, scratch) is swept once this old. */
  leftoverAgeMs: 36e5
};

// src/core/errors.ts
function errnoCode(err) {
  return typeof err == "object" && err !== null && "code" in err && typeof err.code == "string" ? err.code : void 0;
}

// src/core/config-env.ts
var UNCONFIGURED = {
  periodicSeconds: DEFAULTS.periodicSeconds,
  staleSeconds: DEFAULTS.staleSeconds,
  excludes: DEFAULTS.excludes,
  recordRetentionDays: DEFAULTS.recordRetentionDays
};
function hooksDisabled(env) {
  return env.PAI_CHECKPOINT_DISABLE === "1";
}
var EXTRA_CA_CERTS_KEPT = "PAI_CHECKPOINT_NODE_EXTRA_CA_CERTS";
function restoreExtraCaCerts(env) {
  if (!(EXTRA_CA_CERTS_KEPT in env)) return;
  let kept = env[EXTRA_CA_CERTS_KEPT];
  delete env[EXTRA_CA_CERTS_KEPT], kept ? env.NODE_EXTRA_CA_CERTS = kept : delete env.NODE_EXTRA_CA_CERTS;
}

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

// src/adapters/hooks/boot.ts
restoreExtraCaCerts(process.env);
runBundle(
  __filename.replace(/\.cjs$/, ".main.cjs"),
  hooksDisabled(process.env) ? void 0 : paiPaths().codeCacheDir,
  require
);
