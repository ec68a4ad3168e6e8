#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
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
)), __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

// src/domain/records/api.ts
var api_exports = {};
__export(api_exports, {
  cleanupCheckpoints: () => cleanupCheckpoints,
  cleanupCheckpointsSync: () => cleanupCheckpointsSync,
  completeCheckpoint: () => completeCheckpoint,
  completeCheckpointSync: () => completeCheckpointSync,
  createCheckpoint: () => createCheckpoint,
  createCheckpointSync: () => createCheckpointSync,
  deleteRecordSync: () => deleteRecordSync,
  detectIncompleteCheckpoint: () => detectIncompleteCheckpoint,
  detectUnfinished: () => detectUnfinished,
  findRecord: () => findRecord,
  listCheckpoints: () => listCheckpoints,
  loadCheckpoint: () => loadCheckpoint,
  refreshRecordSync: () => refreshRecordSync,
  resolveCheckpointsDir: () => resolveCheckpointsDir,
  scanCheckpoints: () => scanCheckpoints
});
module.exports = __toCommonJS(api_exports);
var import_node_fs8 = require("node:fs"), import_node_path7 = require("node:path");

// src/core/atomic.ts
var import_node_fs2 = require("node:fs"), import_node_crypto = require("node:crypto"), import_node_path = require("node:path");

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
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}
function errnoCode(err) {
  return typeof err == "object" && err !== null && "code" in err && typeof err.code == "string" ? err.code : void 0;
}

// src/core/regular.ts
var import_node_fs = require("node:fs");
var READ_WHOLE_MAX_BYTES = 64 * 1024 * 1024, FLAGS = import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK, RefusedFileError = class extends CheckpointError {
  constructor(path, reason, why, hint) {
    super("INVALID_DATA", `${path}: ${why}`, hint);
    this.path = path;
    this.reason = reason;
    this.why = why;
  }
  path;
  reason;
  why;
};
function notRegular(path, what) {
  return new RefusedFileError(
    path,
    "not-regular",
    `${what}, not a regular file; not read`,
    "only regular files are read"
  );
}
function tooLarge(path, size, maxBytes) {
  return new RefusedFileError(
    path,
    "too-large",
    `too large (${size} bytes; at most ${maxBytes} are read); not read`,
    "a file of this kind is far smaller: it was damaged or is not what its name says; move it aside"
  );
}
function checkStat(path, st, maxBytes) {
  if (!st.isFile())
    throw notRegular(path, st.isDirectory() ? "a directory" : st.isFIFO() ? "a FIFO" : "a special file");
  if (maxBytes !== void 0 && st.size > maxBytes) throw tooLarge(path, st.size, maxBytes);
}
function openNonBlockingSync(path, options = {}) {
  try {
    return (0, import_node_fs.openSync)(path, FLAGS | (options.noFollow ? import_node_fs.constants.O_NOFOLLOW : 0));
  } catch (err) {
    return openFailed(path, err);
  }
}
function openFailed(path, err) {
  let code = errnoCode(err);
  if (code !== "ENOENT")
    throw code === "ELOOP" ? notRegular(path, "a symbolic link") : code === "ENXIO" ? notRegular(path, "a socket") : err;
}
function openRegularSync(path, options = {}) {
  let fd = openNonBlockingSync(path, options);
  if (fd === void 0) return;
  let ok = !1;
  try {
    return checkStat(path, (0, import_node_fs.fstatSync)(fd), options.maxBytes), ok = !0, fd;
  } finally {
    ok || (0, import_node_fs.closeSync)(fd);
  }
}
function readRegularFileSync(path, options = {}) {
  let fd = openRegularSync(path, { ...options, maxBytes: options.maxBytes ?? READ_WHOLE_MAX_BYTES });
  if (fd !== void 0)
    try {
      return (0, import_node_fs.readFileSync)(fd, "utf8");
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
}

// src/core/atomic.ts
var TEMP_PREFIX = ".tmp-";
function ensureDir(dir) {
  (0, import_node_fs2.mkdirSync)(dir, { recursive: !0, mode: 448 });
}
function fsyncDir(dir) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(dir, "r"), (0, import_node_fs2.fsyncSync)(fd);
  } catch {
  } finally {
    fd !== void 0 && (0, import_node_fs2.closeSync)(fd);
  }
}
function writeTemp(target, data, options) {
  let dir = (0, import_node_path.dirname)(target), temp = (0, import_node_path.join)(dir, `${TEMP_PREFIX}${(0, import_node_path.basename)(target)}.${process.pid}.${(0, import_node_crypto.randomBytes)(6).toString("hex")}`), fd;
  try {
    fd = (0, import_node_fs2.openSync)(temp, "wx", options.mode ?? 384);
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(dir), fd = (0, import_node_fs2.openSync)(temp, "wx", options.mode ?? 384);
  }
  try {
    let buf = typeof data == "string" ? Buffer.from(data) : data, off = 0;
    for (; off < buf.length; ) off += (0, import_node_fs2.writeSync)(fd, buf, off, buf.length - off);
    options.fsync !== !1 && (0, import_node_fs2.fsyncSync)(fd);
  } catch (err) {
    throw (0, import_node_fs2.closeSync)(fd), safeUnlink(temp), err;
  }
  return (0, import_node_fs2.closeSync)(fd), temp;
}
function writeFileAtomicSync(target, data, options = {}) {
  let temp = writeTemp(target, data, options);
  try {
    options.beforeCommit?.(), (0, import_node_fs2.renameSync)(temp, target);
  } catch (err) {
    throw safeUnlink(temp), err;
  }
  options.fsync !== !1 && fsyncDir((0, import_node_path.dirname)(target));
}
function createFileExclusiveSync(dir, names, data, options = {}) {
  let temp = writeTemp((0, import_node_path.join)(dir, "new"), data, options);
  try {
    for (let name of names) {
      let target = (0, import_node_path.join)(dir, name);
      try {
        (0, import_node_fs2.linkSync)(temp, target);
      } catch (err) {
        let code = errnoCode(err);
        if (code === "EEXIST") continue;
        if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") {
          try {
            (0, import_node_fs2.closeSync)((0, import_node_fs2.openSync)(target, "wx", options.mode ?? 384));
          } catch (e) {
            if (errnoCode(e) === "EEXIST") continue;
            throw e;
          }
          return (0, import_node_fs2.renameSync)(temp, target), options.fsync !== !1 && fsyncDir(dir), name;
        }
        throw err;
      }
      return options.fsync !== !1 && fsyncDir(dir), name;
    }
    throw new Error(`no free file name in ${dir}`);
  } finally {
    safeUnlink(temp);
  }
}
function safeUnlink(path) {
  try {
    return (0, import_node_fs2.unlinkSync)(path), !0;
  } catch {
    return !1;
  }
}
function readFileIfExists(path, options = {}) {
  return readRegularFileSync(path, options);
}

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

// src/core/config-env.ts
var UNCONFIGURED = {
  periodicSeconds: DEFAULTS.periodicSeconds,
  staleSeconds: DEFAULTS.staleSeconds,
  excludes: DEFAULTS.excludes,
  recordRetentionDays: DEFAULTS.recordRetentionDays
};

// node_modules/ulid/dist/node/index.js
var import_node_crypto2 = __toESM(require("node:crypto"), 1);
var ENCODING = "0123456789ABCDEFGHJKMNPQRSTVWXYZ", ENCODING_LEN = 32;
var RANDOM_LEN = 16, TIME_LEN = 10, TIME_MAX = 281474976710655;
var ULIDErrorCode;
(function(ULIDErrorCode2) {
  ULIDErrorCode2.Base32IncorrectEncoding = "B32_ENC_INVALID", ULIDErrorCode2.DecodeTimeInvalidCharacter = "DEC_TIME_CHAR", ULIDErrorCode2.DecodeTimeValueMalformed = "DEC_TIME_MALFORMED", ULIDErrorCode2.EncodeTimeNegative = "ENC_TIME_NEG", ULIDErrorCode2.EncodeTimeSizeExceeded = "ENC_TIME_SIZE_EXCEED", ULIDErrorCode2.EncodeTimeValueMalformed = "ENC_TIME_MALFORMED", ULIDErrorCode2.PRNGDetectFailure = "PRNG_DETECT", ULIDErrorCode2.ULIDInvalid = "ULID_INVALID", ULIDErrorCode2.Unexpected = "UNEXPECTED", ULIDErrorCode2.UUIDInvalid = "UUID_INVALID";
})(ULIDErrorCode || (ULIDErrorCode = {}));
var ULIDError = class extends Error {
  constructor(errorCode, message) {
    super(`${message} (${errorCode})`), this.name = "ULIDError", this.code = errorCode;
  }
};
function randomChar(prng) {
  let randomPosition = Math.floor(prng() * ENCODING_LEN) % ENCODING_LEN;
  return ENCODING.charAt(randomPosition);
}
function replaceCharAt(str, index, char) {
  return index > str.length - 1 ? str : str.substr(0, index) + char + str.substr(index + 1);
}
function incrementBase32(str) {
  let done, index = str.length, char, charIndex, output = str, maxCharIndex = ENCODING_LEN - 1;
  for (; !done && index-- >= 0; ) {
    if (char = output[index], charIndex = ENCODING.indexOf(char), charIndex === -1)
      throw new ULIDError(ULIDErrorCode.Base32IncorrectEncoding, "Incorrectly encoded string");
    if (charIndex === maxCharIndex) {
      output = replaceCharAt(output, index, ENCODING[0]);
      continue;
    }
    done = replaceCharAt(output, index, ENCODING[charIndex + 1]);
  }
  if (typeof done == "string")
    return done;
  throw new ULIDError(ULIDErrorCode.Base32IncorrectEncoding, "Failed incrementing string");
}
function decodeTime(id) {
  if (id.length !== TIME_LEN + RANDOM_LEN)
    throw new ULIDError(ULIDErrorCode.DecodeTimeValueMalformed, "Malformed ULID");
  let time3 = id.substr(0, TIME_LEN).toUpperCase().split("").reverse().reduce((carry, char, index) => {
    let encodingIndex = ENCODING.indexOf(char);
    if (encodingIndex === -1)
      throw new ULIDError(ULIDErrorCode.DecodeTimeInvalidCharacter, `Time decode error: Invalid character: ${char}`);
    return carry += encodingIndex * Math.pow(ENCODING_LEN, index);
  }, 0);
  if (time3 > TIME_MAX)
    throw new ULIDError(ULIDErrorCode.DecodeTimeValueMalformed, `Malformed ULID: timestamp too large: ${time3}`);
  return time3;
}
function detectPRNG(root) {
  let rootLookup = detectRoot(), globalCrypto = rootLookup && (rootLookup.crypto || rootLookup.msCrypto) || (typeof import_node_crypto2.default < "u" ? import_node_crypto2.default : null);
  if (typeof globalCrypto?.getRandomValues == "function")
    return () => {
      let buffer = new Uint8Array(1);
      return globalCrypto.getRandomValues(buffer), buffer[0] / 256;
    };
  if (typeof globalCrypto?.randomBytes == "function")
    return () => globalCrypto.randomBytes(1).readUInt8() / 256;
  if (import_node_crypto2.default?.randomBytes)
    return () => import_node_crypto2.default.randomBytes(1).readUInt8() / 256;
  throw new ULIDError(ULIDErrorCode.PRNGDetectFailure, "Failed to find a reliable PRNG");
}
function detectRoot() {
  return inWebWorker() ? self : typeof window < "u" ? window : typeof global < "u" ? global : typeof globalThis < "u" ? globalThis : null;
}
function encodeRandom(len, prng) {
  let str = "";
  for (; len > 0; len--)
    str = randomChar(prng) + str;
  return str;
}
function encodeTime(now, len = TIME_LEN) {
  if (isNaN(now))
    throw new ULIDError(ULIDErrorCode.EncodeTimeValueMalformed, `Time must be a number: ${now}`);
  if (now > TIME_MAX)
    throw new ULIDError(ULIDErrorCode.EncodeTimeSizeExceeded, `Cannot encode a time larger than ${TIME_MAX}: ${now}`);
  if (now < 0)
    throw new ULIDError(ULIDErrorCode.EncodeTimeNegative, `Time must be positive: ${now}`);
  if (Number.isInteger(now) === !1)
    throw new ULIDError(ULIDErrorCode.EncodeTimeValueMalformed, `Time must be an integer: ${now}`);
  let mod, str = "";
  for (let currentLen = len; currentLen > 0; currentLen--)
    mod = now % ENCODING_LEN, str = ENCODING.charAt(mod) + str, now = (now - mod) / ENCODING_LEN;
  return str;
}
function inWebWorker() {
  return typeof WorkerGlobalScope < "u" && self instanceof WorkerGlobalScope;
}
function monotonicFactory(prng) {
  let currentPRNG = prng || detectPRNG(), lastTime2 = 0, lastRandom;
  return function(seedTime) {
    let seed = !seedTime || isNaN(seedTime) ? Date.now() : seedTime;
    if (seed <= lastTime2) {
      let incrementedRandom = lastRandom = incrementBase32(lastRandom);
      return encodeTime(lastTime2, TIME_LEN) + incrementedRandom;
    }
    lastTime2 = seed;
    let newRandom = lastRandom = encodeRandom(RANDOM_LEN, currentPRNG);
    return encodeTime(seed, TIME_LEN) + newRandom;
  };
}

// src/core/ids.ts
var nextUlid = monotonicFactory(), lastTime = -1;
function newCheckpointId(now = Date.now()) {
  return now < lastTime && (nextUlid = monotonicFactory()), lastTime = now, nextUlid(now);
}
var ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/;
function isUlid(id) {
  return ULID_RE.test(id);
}
function ulidTime(id) {
  if (isUlid(id))
    try {
      return decodeTime(id);
    } catch {
      return;
    }
}

// src/core/paths.ts
var import_node_os = require("node:os"), import_node_path2 = require("node:path");
function resolvePaiDir(env = process.env) {
  let dir = env.PAI_DIR;
  return dir ? (0, import_node_path2.resolve)(dir) : (0, import_node_path2.join)((0, import_node_os.homedir)(), ".pai");
}
function resolveCheckpointsDir(dir) {
  return dir ? (0, import_node_path2.resolve)(dir) : (0, import_node_path2.join)(resolvePaiDir(), "checkpoints");
}
function paiPaths(options = {}) {
  let paiDir = options.paiDir ? (0, import_node_path2.resolve)(options.paiDir) : resolvePaiDir(), stateDir = (0, import_node_path2.join)(paiDir, "checkpoint");
  return {
    paiDir,
    checkpointsDir: options.checkpointsDir ? (0, import_node_path2.resolve)(options.checkpointsDir) : (0, import_node_path2.join)(paiDir, "checkpoints"),
    seedPath: options.seedPath ? (0, import_node_path2.resolve)(options.seedPath) : (0, import_node_path2.join)(paiDir, "seed.json"),
    eventsDir: options.eventsDir ? (0, import_node_path2.resolve)(options.eventsDir) : (0, import_node_path2.join)(paiDir, "events"),
    stateDir,
    sessionsDir: (0, import_node_path2.join)(stateDir, "sessions"),
    logFile: (0, import_node_path2.join)(stateDir, "plugin.log"),
    scratchDir: (0, import_node_path2.join)(stateDir, "tmp"),
    codeCacheDir: (0, import_node_path2.join)(stateDir, "code-cache")
  };
}

// src/domain/records/seed.ts
var import_node_fs4 = require("node:fs");

// src/core/lock.ts
var import_node_fs3 = require("node:fs"), import_node_crypto3 = require("node:crypto"), import_node_os2 = require("node:os"), import_node_path3 = require("node:path");
var HOST = (0, import_node_os2.hostname)(), DEFAULT_LEASE_MS = 1e4;
function processStart(pid) {
  try {
    let stat = (0, import_node_fs3.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return;
  }
}
var ownStart, myStart = () => ownStart ??= processStart(process.pid) ?? "-", sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleepSync(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return !1;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return errnoCode(err) === "EPERM";
  }
  try {
    let stat = (0, import_node_fs3.readFileSync)(`/proc/${pid}/stat`, "utf8"), state = stat[stat.lastIndexOf(")") + 2];
    return state !== "Z" && state !== "X";
  } catch {
    return process.platform !== "linux";
  }
}
function readLock(path) {
  try {
    let content = (0, import_node_fs3.readFileSync)(path, "utf8"), { mtimeMs } = (0, import_node_fs3.statSync)(path);
    return { content, mtimeMs };
  } catch {
    return;
  }
}
function staleReason(holder, staleMs, now = Date.now()) {
  let [pid, host, , , start] = holder.content.split(" ");
  if (host === HOST && pid) {
    if (!pidAlive(Number(pid))) return `process ${pid} is gone`;
    let current = start && start !== "-" ? processStart(Number(pid)) : void 0;
    return current !== void 0 && current !== start ? `process ${pid} is another process now` : void 0;
  }
  let age = now - holder.mtimeMs;
  if (age > staleMs) return `${host ? `held on ${host}` : "unnamed"}, not refreshed for ${Math.round(age / 1e3)} s`;
  if (-age > staleMs)
    return `${host ? `held on ${host}` : "unnamed"}, its time is ${Math.round(-age / 1e3)} s in the future`;
}
function breakStale(path, judged) {
  let aside = `${path}.stale-${(0, import_node_crypto3.randomBytes)(6).toString("hex")}`;
  try {
    (0, import_node_fs3.renameSync)(path, aside);
  } catch {
    return;
  }
  let moved = "";
  try {
    moved = (0, import_node_fs3.readFileSync)(aside, "utf8");
  } catch {
  }
  if (moved !== judged)
    try {
      (0, import_node_fs3.linkSync)(aside, path);
    } catch {
    }
  safeUnlink(aside);
}
function createLockFile(path, token) {
  let temp = (0, import_node_path3.join)((0, import_node_path3.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path3.basename)(path)}.${process.pid}.${(0, import_node_crypto3.randomBytes)(4).toString("hex")}`);
  (0, import_node_fs3.writeFileSync)(temp, token, { mode: 384 });
  try {
    return (0, import_node_fs3.linkSync)(temp, path), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST") return !1;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    let fd = (0, import_node_fs3.openSync)(path, "wx", 384);
    try {
      (0, import_node_fs3.writeSync)(fd, token);
    } finally {
      (0, import_node_fs3.closeSync)(fd);
    }
    return !0;
  } catch (err) {
    if (errnoCode(err) === "EEXIST") return !1;
    throw err;
  }
}
function acquire(path, options = {}) {
  let lock = acquireLoop(path, options);
  if (!lock) {
    let holder = readLock(path);
    throw new CheckpointError(
      "LOCK_TIMEOUT",
      `could not lock ${path} within ${options.timeoutMs ?? 5e3} ms${holder ? ` (held by ${holder.content.split(" ").slice(0, 2).join("@")})` : ""}`,
      "another pai-checkpoint process is busy; retry, or run `pai-checkpoint doctor` if it persists"
    );
  }
  return lock;
}
function acquireLoop(path, options) {
  let timeoutMs = options.timeoutMs ?? 5e3, staleMs = options.staleMs ?? DEFAULT_LEASE_MS, token = `${process.pid} ${HOST} ${Date.now()} ${(0, import_node_crypto3.randomBytes)(8).toString("hex")} ${myStart()}`, deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== "ENOENT") throw err;
      ensureDir((0, import_node_path3.dirname)(path));
      continue;
    }
    let holder = readLock(path);
    if (holder && staleReason(holder, staleMs)) {
      breakStale(path, holder.content);
      continue;
    }
    if (Date.now() >= deadline) return;
    sleepSync(Math.min(1 + attempt, 20) * (0.5 + Math.random()));
  }
}
function makeLock(path, token, leaseMs) {
  let released = !1, refresh = setInterval(
    () => {
      try {
        if ((0, import_node_fs3.readFileSync)(path, "utf8") === token) {
          let now = /* @__PURE__ */ new Date();
          (0, import_node_fs3.utimesSync)(path, now, now);
        }
      } catch {
      }
    },
    Math.max(500, leaseMs / 3)
  );
  return refresh.unref(), {
    path,
    held() {
      if (released) return !1;
      try {
        return (0, import_node_fs3.readFileSync)(path, "utf8") === token;
      } catch {
        return !1;
      }
    },
    release() {
      if (!released) {
        released = !0, clearInterval(refresh);
        try {
          (0, import_node_fs3.readFileSync)(path, "utf8") === token && safeUnlink(path);
        } catch {
        }
      }
    }
  };
}
function withLock(path, fn, options = {}) {
  let lock = acquire(path, options);
  try {
    return fn(lock);
  } finally {
    lock.release();
  }
}

// src/core/json.ts
function describeJsonError(err) {
  let message = err instanceof Error ? err.message : String(err);
  return /is not valid JSON$/.test(message) ? "not valid JSON (unexpected character)" : message.replace(/'[^']*'/g, "a character").replace(/"[^"]*"/g, "\u2026");
}
function parseJsonText(text, where, hint) {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CheckpointError("INVALID_DATA", `${where}: invalid JSON (${describeJsonError(err)})`, hint);
  }
}

// src/domain/records/seed.ts
function lockPathFor(seedPath) {
  return `${seedPath}.lock`;
}
function parseSeed(path, text) {
  let value = parseJsonText(
    text,
    path,
    "fix or restore seed.json; pai-checkpoint never overwrites an unparsable seed"
  );
  if (typeof value != "object" || value === null || Array.isArray(value))
    throw new CheckpointError("INVALID_DATA", `${path}: not a JSON object`, "fix or restore seed.json");
  let state = value.state;
  if (state !== void 0 && (typeof state != "object" || state === null || Array.isArray(state)))
    throw new CheckpointError("INVALID_DATA", `${path}: field "state" is not an object`, "fix seed.json");
  return value;
}
function readCheckpointRef(seedPath) {
  let text = readFileIfExists(seedPath);
  if (text === void 0) return;
  let ref = parseSeed(seedPath, text).state?.checkpointRef;
  return typeof ref == "string" ? ref : void 0;
}
function updateCheckpointRef(seedPath, update, lockOptions) {
  for (let attempt = 1; ; attempt++) {
    let newer2 = supersededBy(seedPath, update);
    if (newer2) return { status: "unchanged", ref: newer2 };
    try {
      return updateOnce(seedPath, update, lockOptions);
    } catch (err) {
      let after = err instanceof CheckpointError && err.code === "LOCK_TIMEOUT" ? supersededBy(seedPath, update) : void 0;
      if (after) return { status: "unchanged", ref: after };
      if (!(err instanceof CheckpointError && err.code === "LOCK_LOST") || attempt >= 5) throw err;
    }
  }
}
function supersededBy(seedPath, update) {
  if (!(!("set" in update) || !isUlid(update.set)))
    try {
      let current = readCheckpointRef(seedPath);
      return current !== void 0 && isUlid(current) && current > update.set ? current : void 0;
    } catch {
      return;
    }
}
function updateOnce(seedPath, update, lockOptions) {
  return readFileIfExists(seedPath) === void 0 ? { status: "missing" } : withLock(
    lockPathFor(seedPath),
    (lock) => {
      let text = readFileIfExists(seedPath);
      if (text === void 0) return { status: "missing" };
      let seed;
      try {
        seed = parseSeed(seedPath, text);
      } catch (err) {
        return { status: "invalid", error: errorMessage(err) };
      }
      let state = seed.state ?? {}, current = typeof state.checkpointRef == "string" ? state.checkpointRef : void 0, next = current;
      if ("set" in update ? current !== void 0 && isUlid(current) && isUlid(update.set) && current > update.set || (next = update.set) : current !== void 0 && update.clear.includes(current) && (next = void 0), next === current) return { status: "unchanged", ref: current };
      next === void 0 ? delete state.checkpointRef : state.checkpointRef = next, seed.state = state;
      let mode = 384;
      try {
        mode = (0, import_node_fs4.statSync)(seedPath).mode & 511;
      } catch {
      }
      let file = (0, import_node_fs4.lstatSync)(seedPath).isSymbolicLink() ? (0, import_node_fs4.realpathSync)(seedPath) : seedPath;
      return writeFileAtomicSync(file, `${JSON.stringify(seed, null, 2)}
`, {
        mode,
        beforeCommit: () => {
          if (!lock.held()) throw new CheckpointError("LOCK_LOST", `lost the lock on ${seedPath} before writing`);
        }
      }), { status: "updated", ref: next };
    },
    lockOptions
  );
}

// src/domain/records/files.ts
var import_node_fs5 = require("node:fs"), import_node_path4 = require("node:path");

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  let numericValues = Object.values(entries).filter((v) => typeof v == "number");
  return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
}
function jsonStringifyReplacer(_, value) {
  return typeof value == "bigint" ? value.toString() : value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter, this._value = void 0;
  }
  get value() {
    let getter = this._getter;
    return getter !== void 0 && (this._value = getter(), this._getter = void 0), this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input == null;
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: !0,
    enumerable: !0,
    configurable: !0
  });
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data == "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject(o) === !1)
    return !1;
  let ctor = o.constructor;
  if (ctor === void 0 || typeof ctor != "function")
    return !0;
  let prot = ctor.prototype;
  return !(isObject(prot) === !1 || Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === !1);
}
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  let cl = new inst._zod.constr(def ?? inst._zod.def);
  return (!def || params?.parent) && (cl._zod.parent = inst), cl;
}
function normalizeParams(_params) {
  let params = _params;
  if (!params)
    return {};
  if (typeof params == "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  return delete params.message, typeof params.error == "string" ? { ...params, error: () => params.error } : params;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional");
}
function aborted(x, startIndex = 0) {
  if (x.aborted === !0)
    return !0;
  for (let i = startIndex; i < x.issues.length; i++)
    if (x.issues[i]?.continue !== !0)
      return !0;
  return !1;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === !0)
    return !0;
  for (let i = startIndex; i < x.issues.length; i++)
    if (x.issues[i]?.continue === !1)
      return !0;
  return !1;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a2;
    return (_a2 = iss).path ?? (_a2.path = []), iss.path.unshift(path), iss;
  });
}
function unwrapMessage(message) {
  return typeof message == "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  let caps = [];
  for (let ch of defChecks ?? []) {
    let d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    let max = d.maximum ?? d.length ?? d.size;
    max >= 0 && caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a2;
  for (let i = start; i < issues.length; i++)
    (_a2 = issues[i]).schema ?? (_a2.schema = inst);
}
function finalizeIssue(iss, ctx2, config2) {
  var _a2;
  let traits = iss.inst?._zod?.traits;
  traits?.has("$ZodType") && (traits.has("$ZodCheck") ? (_a2 = iss).schema ?? (_a2.schema = iss.inst) : iss.schema = iss.inst);
  let schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0, message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx2?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input", full = {};
  for (let k of Object.keys(iss))
    k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__" || (full[k] = iss[k]);
  return full.path ?? (full.path = []), full.message = message, ctx2?.reportInput && (full.input = iss.input), full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  let units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++)
    (str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320 && (count--, i++);
  return count;
}
function getLengthableOrigin(input) {
  return Array.isArray(input) ? "array" : typeof input == "string" ? "string" : "unknown";
}
function members(proto, table) {
  for (let key in table) {
    let desc = Object.getOwnPropertyDescriptor(table, key);
    desc.get ? Object.defineProperty(proto, key, { ...desc, enumerable: !1 }) : defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = !0) {
  return Object.defineProperty(inst, key, { configurable: !0, writable: !0, enumerable, value }), value;
}
function hide(inst, key, value) {
  return own(inst, key, value, !1);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: !0,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  let proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing, broke = !1, breaker = {
  configurable: !0,
  get() {
    broke = !0;
  }
};
function defineLazyInternal(inst, key, compute) {
  let proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod, Object.defineProperty(proto, key, {
    configurable: !0,
    get() {
      Object.defineProperty(this, key, breaker);
      let outer = broke;
      broke = !1;
      try {
        let value = compute(this);
        return broke ? delete this[key] : Object.defineProperty(this, key, { configurable: !0, writable: !0, value }), broke = broke || outer, value;
      } catch (err) {
        throw delete this[key], broke = broke || outer, err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: !0, writable: !0, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  let proto = claim(inst, key);
  proto && Object.defineProperty(proto, key, {
    configurable: !0,
    get() {
      let desc = { configurable: !0, writable: !0, enumerable, value: void 0 };
      return Object.defineProperty(this, key, desc), desc.value = make(this), Object.defineProperty(this, key, desc), desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: !0, writable: !0, enumerable, value });
    }
  });
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: !1 }, _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  let E = _E;
  if (E) {
    let saved = E.stackTraceLimit;
    if (typeof saved == "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        return _E = null, new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  let zodProto = {};
  function Internals(def) {
    this.def = def, this.constr = _, this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  let protoMembers = proto, initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (inst._zod) {
      if (inst._zod.traits.has(name))
        return;
    } else {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    }
    if (inst._zod.traits.add(name), initializer2(inst, def), initialized) {
      let own2 = Object.getPrototypeOf(inst), ctorProto = inst._zod.constr.prototype, up = own2;
      for (; up && up !== ctorProto; )
        up = Object.getPrototypeOf(up);
      let target = up ?? own2;
      initialized.has(target) || (initialized.add(target), members(target, protoMembers));
    }
    let proto2 = _.prototype;
    for (let k in proto2)
      Object.prototype.hasOwnProperty.call(proto2, k) && (k in inst || (inst[k] = proto2[k].bind(inst)));
  }
  let Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    let inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    let deferred = inst._zod.deferred;
    if (deferred) {
      for (let fn of deferred)
        fn();
      inst._zod.deferred = void 0;
    }
    let pp = globalThis.__zod_globalConfig?.postProcessor;
    return pp && pp(inst), inst;
  }
  return Object.defineProperty(_, "init", { value: init }), Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => params?.Parent && inst instanceof params.Parent ? !0 : inst?._zod?.traits?.has(name)
  }), Object.defineProperty(_, "name", { value: name }), _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  return newConfig && Object.assign(globalConfig, newConfig), globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  let internals = this._zod;
  return internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2)), internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: !0,
  configurable: !0
}, _issuesDesc = { value: void 0, enumerable: !1 }, _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]), initializer = (inst, def) => {
  inst.name = "$ZodError", _issuesDesc.value = def, Object.defineProperty(inst, "issues", _issuesDesc), _issuesDesc.value = void 0, Object.defineProperty(inst, "message", _messageDesc);
  let proto = Object.getPrototypeOf(inst);
  _installedToString.has(proto) || (_installedToString.add(proto), Object.defineProperty(proto, "toString", {
    configurable: !0,
    enumerable: !1,
    get() {
      let value = () => this.message;
      return Object.defineProperty(this, "toString", { value, configurable: !0, writable: !0 }), value;
    },
    set(value) {
      Object.defineProperty(this, "toString", { value, configurable: !0, writable: !0 });
    }
  }));
}, $ZodError = $constructor("$ZodError", initializer), $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  let fn = (schema, value, _ctx, _params) => {
    let ctx2 = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result = schema._zod.run({ value, issues: [] }, ctx2);
    if (result instanceof Promise)
      throw new $ZodAsyncError();
    if (result.issues.length) {
      let e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx2, config())));
      throw captureStackTrace(e, _params?.callee ?? fn), e;
    }
    return result.value;
  };
  return fn;
}, parse = /* @__PURE__ */ _parse($ZodRealError), _parseAsync = (_Err) => {
  let fn = async (schema, value, _ctx, params) => {
    let ctx2 = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx2);
    if (result instanceof Promise && (result = await result), result.issues.length) {
      let e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx2, config())));
      throw captureStackTrace(e, params?.callee ?? fn), e;
    }
    return result.value;
  };
  return fn;
}, parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError), _safeParse = (_Err) => (schema, value, _ctx) => {
  let ctx2 = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result = schema._zod.run({ value, issues: [] }, ctx2);
  if (result instanceof Promise)
    throw new $ZodAsyncError();
  return result.issues.length ? failure(_Err, result.issues, ctx2) : { success: !0, data: result.value };
}, safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx2) {
  let error;
  return {
    success: !1,
    get error() {
      return error || (error = new Err(issues.map((iss) => finalizeIssue(iss, ctx2, config()))), issues = void 0, ctx2 = void 0), error;
    },
    set error(e) {
      error = e, issues = void 0, ctx2 = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  let ctx2 = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx2);
  return result instanceof Promise && (result = await result), result.issues.length ? failure(_Err, result.issues, ctx2) : { success: !0, data: result.value };
}, safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var dateSource = "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
function anchor(source) {
  return new RegExp(`^${source}$`);
}
var date = /* @__PURE__ */ anchor(dateSource);
function timeSource(args) {
  let hhmm = "(?:[01]\\d|2[0-3]):[0-5]\\d";
  return typeof args.precision == "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function time(args) {
  return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
  let opts = ["Z"];
  args.offset && opts.push("([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");
  let qualified = `${timeSource({ precision: args.precision, seconds: !0 })}(?:${opts.join("|")})`, timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
  return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/, boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a2;
  inst._zod ?? (inst._zod = {}), inst._zod.def = def, (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
  let val = payload.value;
  return !nullish(val) && val.length !== void 0;
}, numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
}, $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  let origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    (def.inclusive ? payload.value <= def.value : payload.value < def.value) || payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value == "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
}), $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  let origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    (def.inclusive ? payload.value >= def.value : payload.value > def.value) || payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value == "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def), (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength), inst._zod.check = (payload) => {
    let input = payload.value, units = input.length;
    if ((typeof input == "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units) >= def.minimum)
      return;
    let origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: !0,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a2, _b;
  $ZodCheck.init(inst, def), def.pattern ? (_a2 = inst._zod).check ?? (_a2.check = (payload) => {
    def.pattern.lastIndex = 0, !def.pattern.test(payload.value) && payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: def.format,
      input: payload.value,
      ...def.pattern ? { pattern: def.pattern.toString() } : {},
      inst,
      continue: !def.abort
    });
  }) : (_b = inst._zod).check ?? (_b.check = () => {
  });
});

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a2;
  inst ?? (inst = {}), inst._zod.def = def, inst._zod.bag = inst._zod.bag || {}, inst._zod.version = version;
  let defChecks = inst._zod.def.checks, checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (let ch of checks)
    for (let fn of ch._zod.onattach)
      fn(inst);
  if (checks.length === 0)
    (_a2 = inst._zod).deferred ?? (_a2.deferred = []), inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  else {
    let runChecks = (payload, checks2, ctx2) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload), asyncResult;
      for (let ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload) || !ch._zod.def.when(payload))
            continue;
        } else if (isAborted)
          continue;
        let currLen = payload.issues.length, _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx2?.async === !1)
          throw new $ZodAsyncError();
        if (asyncResult || _ instanceof Promise)
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _, payload.issues.length !== currLen && (attachSchema(payload.issues, currLen, inst), isAborted || (isAborted = aborted(payload, currLen)));
          });
        else {
          if (payload.issues.length === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst), isAborted || (isAborted = aborted(payload, currLen));
        }
      }
      return asyncResult ? asyncResult.then(() => payload) : payload;
    }, handleCanaryResult = (canary, payload, ctx2) => {
      if (aborted(canary))
        return canary.aborted = !0, canary;
      let checkResult = runChecks(payload, checks, ctx2);
      if (checkResult instanceof Promise) {
        if (ctx2.async === !1)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx2));
      }
      return inst._zod.parse(checkResult, ctx2);
    };
    inst._zod.run = (payload, ctx2) => {
      if (ctx2.skipChecks)
        return inst._zod.parse(payload, ctx2);
      if (ctx2.direction === "backward") {
        let canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx2, skipChecks: !0 });
        return canary instanceof Promise ? canary.then((canary2) => handleCanaryResult(canary2, payload, ctx2)) : handleCanaryResult(canary, payload, ctx2);
      }
      let result = inst._zod.parse(payload, ctx2);
      if (result instanceof Promise) {
        if (ctx2.async === !1)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx2));
      }
      return runChecks(result, checks, ctx2);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
}), toStandardResult = (r, ctx2) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx2, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  let ctx2 = { async: !0 };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx2), ctx2);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      let ctx2 = { async: !1 };
      try {
        let r = inst._zod.run({ value, issues: [] }, ctx2);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx2);
      } catch {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.pattern = def.pattern ?? anyString, inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch {
      }
    return typeof payload.value == "string" || payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    }), payload;
  };
}), $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def), $ZodString.init(inst, def);
});
var $ZodISODateTime = /* @__PURE__ */ $constructor("$ZodISODateTime", (inst, def) => {
  def.pattern ?? (def.pattern = datetime(def)), $ZodStringFormat.init(inst, def);
}), $ZodISODate = /* @__PURE__ */ $constructor("$ZodISODate", (inst, def) => {
  def.pattern ?? (def.pattern = date), $ZodStringFormat.init(inst, def);
}), $ZodISOTime = /* @__PURE__ */ $constructor("$ZodISOTime", (inst, def) => {
  def.pattern ?? (def.pattern = time(def)), $ZodStringFormat.init(inst, def);
}), $ZodISODuration = /* @__PURE__ */ $constructor("$ZodISODuration", (inst, def) => {
  def.pattern ?? (def.pattern = duration), $ZodStringFormat.init(inst, def);
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.pattern = number, inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch {
      }
    let input = payload.value;
    if (typeof input == "number" && !Number.isNaN(input) && Number.isFinite(input))
      return payload;
    let received = typeof input == "number" ? Number.isNaN(input) ? "NaN" : Number.isFinite(input) ? void 0 : String(input) : void 0;
    return payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    }), payload;
  };
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.pattern = boolean, inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = !!payload.value;
      } catch {
      }
    let input = payload.value;
    return typeof input == "boolean" || payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    }), payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.parse = (payload) => payload;
});
function capSize(inst, size) {
  let caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  let cap = Math.min(...caps.map((c) => c[0])), parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx2) => {
    let n = size(payload.value);
    if (n > cap && !ctx2?.skipChecks && ctx2?.direction !== "backward") {
      for (let [max, ch] of sizeCaps(inst._zod.def.checks))
        if (n > max && ch._zod.def.when(payload)) {
          let start = payload.issues.length;
          return ch._zod.check(payload), payload.issues[start].continue = !1, attachSchema(payload.issues, start, inst), payload;
        }
    }
    return parse2(payload, ctx2);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  result.issues.length && final.issues.push(...prefixIssues(index, result.issues)), final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  let memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx2) => {
    let input = payload.value;
    if (!Array.isArray(input))
      return payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      }), payload;
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx2) : Array(input.length);
    let proms = [], abortEarly = ctx2?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      let item = input[i], result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx2);
      if (result instanceof Promise)
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      else if (handleArrayResult(result, payload, i), abortEarly && result.issues.length !== 0 && aborted(result))
        break;
    }
    return proms.length ? Promise.all(proms).then(() => payload) : payload;
  }, capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  let isPresent = key in input, isOptionalOut = optout === "optional";
  if (!(!isPresent && isOptionalOut && optin === "optional")) {
    if (result.issues.length) {
      if (optin !== void 0 && isOptionalOut && !isPresent)
        return;
      final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === void 0) {
      result.issues.length || final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
      return;
    }
    result.value === void 0 ? (isPresent || optin === "defaulted" && !isOptionalOut) && (final.value[key] = void 0) : final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  let keys = Object.keys(def.shape), ownSymbols = Object.getOwnPropertySymbols(def.shape), symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS, allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (let k of allKeys)
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType"))
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
  let okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx2, def, inst, abortEarly) {
  let unrecognized = [], keySet = def.keySet, _catchall = def.catchall._zod, t = _catchall.def.type, optin = _catchall.optin, optout = _catchall.optout, seen = 0;
  for (let key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      t === "never" && unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    let r = _catchall.run({ value: input[key], issues: [] }, ctx2);
    r instanceof Promise ? proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
  }
  return unrecognized.length && payload.issues.push({
    code: "unrecognized_keys",
    keys: unrecognized,
    input,
    inst,
    // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
    continue: !0
  }), proms.length ? Promise.all(proms).then(() => payload) : payload;
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  let desc = Object.getOwnPropertyDescriptor(def, "shape"), sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    let get = () => {
      let newSh = { ...sh };
      return Object.defineProperty(def, "shape", { value: newSh }), get.raw = newSh, newSh;
    };
    get.raw = sh, Object.defineProperty(def, "shape", { get });
  }
  let _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    let shape = zod.def.shape, propValues = {};
    for (let key in shape) {
      let field = shape[key]._zod;
      if (field.values) {
        Object.prototype.hasOwnProperty.call(propValues, key) || assignProp(propValues, key, /* @__PURE__ */ new Set());
        for (let v of field.values)
          propValues[key].add(v);
        field.optin !== void 0 && propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  let isObject2 = isObject, catchall = def.catchall, value, memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx2) => {
    value ?? (value = _normalized.value);
    let input = payload.value;
    if (!isObject2(input))
      return payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      }), payload;
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx2) : {};
    let proms = [], shape = value.shape, abortEarly = ctx2?.abortEarly, seen = payload.issues.length;
    for (let key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      let el = shape[key], optin = el._zod.optin, optout = el._zod.optout, r = el._zod.run({ value: input[key], issues: [] }, ctx2);
      r instanceof Promise ? proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
    }
    return catchall ? handleCatchall(proms, input, payload, ctx2, _normalized.value, inst, abortEarly === !0) : proms.length ? Promise.all(proms).then(() => payload) : payload;
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  let memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx2) => {
    let input = payload.value;
    if (!isPlainObject(input))
      return payload.issues.push({
        expected: "record",
        code: "invalid_type",
        input,
        inst
      }), payload;
    let proms = [], values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx2) : {};
      let recordKeys = /* @__PURE__ */ new Set();
      for (let key of values)
        if (typeof key == "string" || typeof key == "number" || typeof key == "symbol") {
          if (recordKeys.add(typeof key == "number" ? key.toString() : key), key === "__proto__")
            continue;
          let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx2);
          if (keyResult instanceof Promise)
            throw new Error("Async schemas not supported in object keys currently");
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx2, config())),
              input: key,
              path: [key],
              inst
            });
            continue;
          }
          let outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          let result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx2);
          result instanceof Promise ? proms.push(result.then((result2) => {
            result2.issues.length && payload.issues.push(...prefixIssues(key, result2.issues)), payload.value[outKey] = result2.value;
          })) : (result.issues.length && payload.issues.push(...prefixIssues(key, result.issues)), payload.value[outKey] = result.value);
        }
      let unrecognized;
      for (let key in input)
        if (!recordKeys.has(key))
          if (def.mode === "loose") {
            if (key === "__proto__")
              continue;
            payload.value[key] = input[key];
          } else
            unrecognized = unrecognized ?? [], unrecognized.push(key);
      unrecognized && unrecognized.length > 0 && payload.issues.push({
        code: "unrecognized_keys",
        input,
        inst,
        keys: unrecognized,
        continue: !0
      });
    } else {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx2) : {};
      let unrecognized;
      for (let key of Reflect.ownKeys(input)) {
        if (key === "__proto__" || !Object.prototype.propertyIsEnumerable.call(input, key))
          continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx2);
        if (keyResult instanceof Promise)
          throw new Error("Async schemas not supported in object keys currently");
        if (typeof key == "string" && number.test(key) && keyResult.issues.length) {
          let retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx2);
          if (retryResult instanceof Promise)
            throw new Error("Async schemas not supported in object keys currently");
          retryResult.issues.length === 0 && (keyResult = retryResult);
        }
        if (keyResult.issues.length) {
          def.mode === "loose" ? payload.value[key] = input[key] : values ? (unrecognized = unrecognized ?? [], unrecognized.push(key)) : payload.issues.push({
            code: "invalid_key",
            origin: "record",
            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx2, config())),
            input: key,
            path: [key],
            inst
          });
          continue;
        }
        let outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        let result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx2);
        result instanceof Promise ? proms.push(result.then((result2) => {
          result2.issues.length && payload.issues.push(...prefixIssues(key, result2.issues)), payload.value[outKey] = result2.value;
        })) : (result.issues.length && payload.issues.push(...prefixIssues(key, result.issues)), payload.value[outKey] = result.value);
      }
      unrecognized && unrecognized.length > 0 && payload.issues.push({
        code: "unrecognized_keys",
        input,
        inst,
        keys: unrecognized,
        continue: !0
      });
    }
    return proms.length ? Promise.all(proms).then(() => payload) : payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  let values = getEnumValues(def.entries), valuesSet = new Set(values);
  inst._zod.values = valuesSet, defineLazyInternal(inst, "pattern", (zod) => {
    let patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  }), inst._zod.parse = (payload, _ctx) => {
    let input = payload.value;
    return valuesSet.has(input) || payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    }), payload;
  };
});

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  return def.checks && (def.checks = [...def.checks]), def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
  return new Class({
    type: "string",
    format: "datetime",
    check: "string_format",
    offset: !1,
    local: !1,
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
  return new Class({
    type: "string",
    format: "date",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
  return new Class({
    type: "string",
    format: "time",
    check: "string_format",
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
  return new Class({
    type: "string",
    format: "duration",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
  return new Class({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: !0
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: !0
  });
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def), inst.def = def, inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    let def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch == "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: !0 });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    return reg.add(this, meta2), this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
}), ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /* @__PURE__ */ $constructor("ZodMiniStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def), ZodMiniString.init(inst, def);
});
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def), ZodMiniType.init(inst, def), installLazyProp(inst, "shape", (self2) => self2._zod.def.shape, !1);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  let def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ unknown(),
    ...normalizeParams(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  return !valueType || !valueType._zod ? new ZodMiniRecord({
    type: "record",
    keyType: /* @__PURE__ */ string2(),
    valueType: keyType,
    ...normalizeParams(valueType)
  }) : new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def), ZodMiniType.init(inst, def), inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  let entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}

// node_modules/zod/v4/mini/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodMiniISODate: () => ZodMiniISODate,
  ZodMiniISODateTime: () => ZodMiniISODateTime,
  ZodMiniISODuration: () => ZodMiniISODuration,
  ZodMiniISOTime: () => ZodMiniISOTime,
  date: () => date2,
  datetime: () => datetime2,
  duration: () => duration2,
  time: () => time2
});
var ZodMiniISODateTime = /* @__PURE__ */ $constructor("ZodMiniISODateTime", (inst, def) => {
  $ZodISODateTime.init(inst, def), ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function datetime2(params) {
  return _isoDateTime(ZodMiniISODateTime, params);
}
var ZodMiniISODate = /* @__PURE__ */ $constructor("ZodMiniISODate", (inst, def) => {
  $ZodISODate.init(inst, def), ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function date2(params) {
  return _isoDate(ZodMiniISODate, params);
}
var ZodMiniISOTime = /* @__PURE__ */ $constructor("ZodMiniISOTime", (inst, def) => {
  $ZodISOTime.init(inst, def), ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function time2(params) {
  return _isoTime(ZodMiniISOTime, params);
}
var ZodMiniISODuration = /* @__PURE__ */ $constructor("ZodMiniISODuration", (inst, def) => {
  $ZodISODuration.init(inst, def), ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function duration2(params) {
  return _isoDuration(ZodMiniISODuration, params);
}

// src/domain/records/schema.ts
var iscCriterionSchema = object({
  id: string2(),
  subject: string2(),
  status: _enum(["pending", "in_progress", "completed"])
}), checkpointStateSchema = looseObject({
  id: string2().check(_minLength(1)),
  sessionId: string2().check(_minLength(1)),
  phase: string2().check(_minLength(1)),
  phaseNumber: number2().check(_gte(1), _lte(7)),
  createdAt: iso_exports.datetime(),
  completed: boolean2(),
  taskSummary: string2(),
  iscCriteria: array(iscCriterionSchema),
  metadata: record(string2(), unknown())
});
function metadataOf(record2) {
  let m = record2.metadata, str = (k) => typeof m[k] == "string" ? m[k] : void 0, out = {};
  for (let k of ["source", "checkpointId", "cwd", "project", "transcriptPath", "trigger", "name"]) {
    let v = str(k);
    v !== void 0 && (out[k] = v);
  }
  let cp = m.completedPhases;
  return Array.isArray(cp) && (out.completedPhases = cp.filter((n) => typeof n == "number")), out;
}
function parseRecord(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: !1, error: text.trim() === "" ? "empty file" : `invalid JSON (${describeJsonError(err)})` };
  }
  let parsed = checkpointStateSchema.safeParse(raw);
  return parsed.success ? { ok: !0, record: parsed.data } : { ok: !1, error: `not an F-010 record (${parsed.error.issues.slice(0, 3).map((i) => {
    let where = i.path.length ? i.path.join(".") : "(root)", detail = "expected" in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, " ");
    return `${where}: ${detail}`;
  }).join("; ")})` };
}

// src/domain/records/files.ts
var RECORD_FILE_RE = /^ckpt-.*\.json$/;
function safeTimestamp(iso) {
  return iso.replace(/:/g, "-").replace(/\.\d+Z$/, "Z");
}
function phaseSlug(phase) {
  return phase.toLowerCase().replace(/[^a-z0-9]/g, "-");
}
function checkpointFilename(createdAt, phase) {
  return `ckpt-${safeTimestamp(createdAt)}-${phaseSlug(phase)}.json`;
}
function* candidateFilenames(createdAt, phase) {
  let base = checkpointFilename(createdAt, phase).slice(0, -5);
  yield `${base}.json`;
  for (let n = 2; n <= 1e4; n++) yield `${base}-${n}.json`;
}
var NAME_TIME_RE = /^ckpt-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-/;
function filenameTime(name) {
  let m = NAME_TIME_RE.exec(name);
  if (!m) return;
  let t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(t) ? void 0 : t;
}
function listRecordNames(dir) {
  let names;
  try {
    names = (0, import_node_fs5.readdirSync)(dir);
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return [];
    throw err;
  }
  return names.filter((n) => RECORD_FILE_RE.test(n)).sort().reverse();
}
function readRecordFile(dir, name) {
  let text;
  try {
    text = readFileIfExists((0, import_node_path4.join)(dir, name), { noFollow: !0 });
  } catch (err) {
    let error = err instanceof RefusedFileError && err.reason === "too-large" ? err.why : err instanceof CheckpointError ? "not a regular file (a symlink, folder or device); not read" : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: !1, file: name, error };
  }
  if (text === void 0) return;
  let parsed = parseRecord(text);
  return parsed.ok ? { ok: !0, file: name, record: parsed.record } : { ok: !1, file: name, error: parsed.error };
}
function serializeRecord(record2) {
  return `${JSON.stringify(record2, null, 2)}
`;
}

// src/domain/records/index-cache.ts
var import_node_crypto4 = require("node:crypto"), import_node_fs6 = require("node:fs"), import_node_path5 = require("node:path");
var VERSION = 2;
function cacheFiles(stateDir, dir) {
  let key = (0, import_node_crypto4.createHash)("sha1").update(dir).digest("hex").slice(0, 12);
  return { index: (0, import_node_path5.join)(stateDir, `records-index-${key}.json`), summary: (0, import_node_path5.join)(stateDir, `records-summary-${key}.json`) };
}
function readJson(file) {
  try {
    let text = readFileIfExists(file);
    return text ? JSON.parse(text) : void 0;
  } catch {
    return;
  }
}
function dirMtime(dir) {
  try {
    return (0, import_node_fs6.statSync)(dir).mtimeMs;
  } catch {
    return;
  }
}
function entryOf(file, record2) {
  let meta2 = metadataOf(record2), entry = {
    file,
    id: record2.id,
    sessionId: record2.sessionId,
    createdAt: record2.createdAt,
    phase: record2.phase,
    phaseNumber: record2.phaseNumber,
    completed: record2.completed,
    taskSummary: record2.taskSummary
  };
  return meta2.project && (entry.project = meta2.project), meta2.cwd && (entry.cwd = meta2.cwd), entry;
}
function newer(a, b) {
  return a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.id !== b.id ? a.id > b.id : a.file > b.file;
}
var YOUNG_MS = 6e4;
function quickUnfinished(stateDir, dir) {
  let summary = readJson(cacheFiles(stateDir, dir).summary);
  if (!(summary?.v !== VERSION || summary.dir !== dir || summary.dirMtimeMs < 0 || !Array.isArray(summary.unfinished)))
    return dirMtime(dir) === summary.dirMtimeMs ? summary.unfinished : void 0;
}
var RecordIndex = class _RecordIndex {
  constructor(dir, files, data) {
    this.dir = dir;
    this.files = files;
    this.data = data;
  }
  dir;
  files;
  data;
  dirty = !1;
  mtimeAtRefresh = -1;
  static load(stateDir, dir) {
    let files = cacheFiles(stateDir, dir), data = { v: VERSION, dir, seen: [], sessions: {} }, parsed = readJson(files.index);
    return parsed?.v === VERSION && parsed.dir === dir && Array.isArray(parsed.seen) && typeof parsed.sessions == "object" && parsed.sessions && (data = parsed), new _RecordIndex(dir, files, data);
  }
  /** Brings the cache up to date with the directory; returns how many files were read. */
  refresh(now = Date.now()) {
    let mtime = dirMtime(this.dir) ?? -1;
    this.mtimeAtRefresh = mtime >= 0 && !(mtime % 1e3 === 0 && now - mtime < 1100) ? mtime : -1;
    let names = listRecordNames(this.dir), present = new Set(names), seen = new Set(this.data.seen), read = 0;
    if (seen.size > 0) {
      for (let name of seen) present.has(name) || seen.delete(name);
      for (let [sid, s] of Object.entries(this.data.sessions))
        if (s.open = s.open.filter((f) => present.has(f)), !present.has(s.latest.file)) {
          delete this.data.sessions[sid];
          for (let f of [...s.open].sort().reverse()) {
            let r = readRecordFile(this.dir, f);
            read++, r?.ok && this.addRecord(f, r.record);
          }
        }
      seen.size !== this.data.seen.length && (this.dirty = !0);
    }
    let fresh = names.filter((n) => !seen.has(n)).reverse();
    for (let name of fresh) {
      let r = readRecordFile(this.dir, name);
      if (read++, !!r) {
        if (r.ok) this.addRecord(name, r.record);
        else {
          let t = filenameTime(name);
          if (t !== void 0 && now - t < YOUNG_MS) continue;
        }
        seen.add(name), this.dirty = !0;
      }
    }
    return this.data.seen = [...seen], read;
  }
  addRecord(file, record2) {
    let entry = entryOf(file, record2), s = this.data.sessions[record2.sessionId];
    s ? (!entry.completed && !s.open.includes(file) && s.open.push(file), newer(entry, s.latest) && (s.latest = entry)) : this.data.sessions[record2.sessionId] = { latest: entry, open: entry.completed ? [] : [file] }, this.dirty = !0;
  }
  /** Sessions whose newest record is not completed, newest first. */
  unfinished() {
    return Object.values(this.data.sessions).map((s) => s.latest).filter((e) => !e.completed).sort((a, b) => newer(a, b) ? -1 : 1);
  }
  /** Incomplete record files of a session (to complete them together). */
  openFiles(sessionId) {
    return [...this.data.sessions[sessionId]?.open ?? []];
  }
  /** Updates what the cache knows of one file after re-reading it. */
  update(file, record2) {
    for (let [sid, s] of Object.entries(this.data.sessions))
      if (!(record2 && sid !== record2.sessionId)) {
        if (s.latest.file === file) {
          if (!record2) delete this.data.sessions[sid];
          else {
            if (s.latest.completed === record2.completed) continue;
            s.latest = entryOf(file, record2);
          }
          this.dirty = !0;
        }
        (!record2 || record2.completed) && s.open.includes(file) && (s.open = s.open.filter((f) => f !== file), this.dirty = !0);
      }
  }
  /** Writes the cache back (index if it changed, and the summary). Never fsynced: it can always be rebuilt. */
  save() {
    try {
      this.dirty && writeFileAtomicSync(this.files.index, JSON.stringify(this.data), { fsync: !1 }), this.dirty = !1;
      let summary = {
        v: VERSION,
        dir: this.dir,
        dirMtimeMs: this.mtimeAtRefresh,
        unfinished: this.unfinished()
      };
      writeFileAtomicSync(this.files.summary, JSON.stringify(summary), { fsync: !1 });
    } catch {
    }
  }
};

// src/domain/records/events.ts
var import_node_fs7 = require("node:fs"), import_node_path6 = require("node:path");

// node_modules/nanoid/index.js
var import_node_crypto5 = require("node:crypto");

// node_modules/nanoid/url-alphabet/index.js
var urlAlphabet = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";

// node_modules/nanoid/index.js
var POOL_SIZE_MULTIPLIER = 128, pool, poolOffset;
function fillPool(bytes) {
  if (bytes < 0) throw new RangeError("Wrong ID size");
  try {
    !pool || pool.length < bytes ? (pool = Buffer.allocUnsafe(bytes * POOL_SIZE_MULTIPLIER), import_node_crypto5.webcrypto.getRandomValues(pool), poolOffset = 0) : poolOffset + bytes > pool.length && (import_node_crypto5.webcrypto.getRandomValues(pool), poolOffset = 0);
  } catch (e) {
    throw pool = void 0, e;
  }
  poolOffset += bytes;
}
function nanoid2(size = 21) {
  fillPool(size |= 0);
  let id = "";
  for (let i = poolOffset - size; i < poolOffset; i++)
    id += urlAlphabet[pool[i] & 63];
  return id;
}

// src/domain/records/events.ts
function appendEvent(eventsDir, action, data, sessionId, now = /* @__PURE__ */ new Date()) {
  let timestamp = now.toISOString(), event = {
    id: nanoid2(),
    timestamp,
    sessionId: sessionId || "unknown",
    type: "custom",
    data: { action, ...data }
  }, file = (0, import_node_path6.join)(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`), line = `${JSON.stringify(event)}
`;
  try {
    (0, import_node_fs7.appendFileSync)(file, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(eventsDir), (0, import_node_fs7.appendFileSync)(file, line, { mode: 384 });
  }
  return event;
}

// src/domain/records/api-context.ts
function ctx(options = {}) {
  let paths = paiPaths(options), now = options.now ?? (() => /* @__PURE__ */ new Date());
  return { paths, now, warn: (msg) => options.onWarning?.(msg) };
}
function logEvent(c, action, data, sessionId) {
  try {
    appendEvent(c.paths.eventsDir, action, data, sessionId, c.now());
  } catch (err) {
    c.warn(`could not log ${action} event: ${errorMessage(err)}`);
  }
}
function reportSeed(c, result) {
  result.status === "invalid" && c.warn(`seed.json left untouched: ${result.error}`);
}
function defaultSessionId() {
  return process.env.PAI_SESSION_ID || process.env.CLAUDE_CODE_SESSION_ID || "unknown";
}

// src/domain/records/api.ts
function createCheckpointSync(phase, phaseNumber, taskSummary, iscCriteria, metadata, options = {}) {
  let c = ctx(options);
  if (!Number.isInteger(phaseNumber) || phaseNumber < 1 || phaseNumber > 7)
    throw new CheckpointError("USAGE", `phaseNumber must be 1-7, got ${phaseNumber}`);
  let nowMs = options.id ? ulidTime(options.id) ?? c.now().getTime() : c.now().getTime(), id = options.id ?? newCheckpointId(nowMs), createdAt = new Date(nowMs).toISOString(), sessionId = options.sessionId || defaultSessionId(), record2 = {
    id,
    sessionId,
    phase,
    phaseNumber,
    createdAt,
    completed: !1,
    taskSummary,
    iscCriteria,
    metadata: { source: "pai-checkpoint", checkpointId: id, ...metadata }
  }, file = createFileExclusiveSync(
    c.paths.checkpointsDir,
    candidateFilenames(createdAt, phase),
    serializeRecord(record2)
  );
  try {
    reportSeed(c, updateCheckpointRef(c.paths.seedPath, { set: id }));
  } catch (err) {
    c.warn(`seed.json checkpointRef not updated: ${errorMessage(err)}`);
  }
  return logEvent(c, "checkpoint_created", { checkpointId: id, phase, phaseNumber, file }, sessionId), { checkpointId: id, file, record: record2 };
}
async function createCheckpoint(phase, phaseNumber, taskSummary, iscCriteria, metadata, options) {
  try {
    let r = createCheckpointSync(phase, phaseNumber, taskSummary, iscCriteria, metadata, options);
    return { ok: !0, checkpointId: r.checkpointId, file: r.file };
  } catch (err) {
    return { ok: !1, error: errorMessage(err) };
  }
}
function findRecord(dir, id) {
  let names = listRecordNames(dir), t = ulidTime(id);
  if (t !== void 0) {
    let prefix = `ckpt-${safeTimestamp(new Date(t).toISOString())}-`;
    for (let name of names) {
      if (!name.startsWith(prefix)) continue;
      let r = readRecordFile(dir, name);
      if (r?.ok && r.record.id === id) return r;
    }
  }
  for (let name of names) {
    let r = readRecordFile(dir, name);
    if (r?.ok && r.record.id === id) return r;
  }
}
async function loadCheckpoint(checkpointId, options) {
  return findRecord(ctx(options).paths.checkpointsDir, checkpointId)?.record ?? null;
}
function scanCheckpoints(filter = {}, options) {
  let dir = ctx(options).paths.checkpointsDir, out = { records: [], problems: [] };
  for (let name of listRecordNames(dir)) {
    if (filter.limit !== void 0 && out.records.length >= filter.limit) break;
    let r = readRecordFile(dir, name);
    if (!r) continue;
    if (!r.ok) {
      out.problems.push({ file: (0, import_node_path7.join)(dir, r.file), error: r.error });
      continue;
    }
    let rec = r.record;
    filter.completed !== void 0 && rec.completed !== filter.completed || filter.sessionId !== void 0 && rec.sessionId !== filter.sessionId || filter.project !== void 0 && (rec.metadata.project ?? rec.metadata.cwd) !== filter.project || filter.match && !filter.match(rec) || out.records.push({ file: r.file, record: rec });
  }
  let key = (r) => ({
    createdAt: r.record.createdAt,
    id: r.record.id,
    file: r.file
  });
  return out.records.sort((a, b) => newer(key(a), key(b)) ? -1 : 1), out;
}
async function listCheckpoints(filter, options) {
  return scanCheckpoints(filter, options).records.map((r) => r.record);
}
function detectUnfinished(options = {}) {
  let { paths } = ctx(options), dir = paths.checkpointsDir, project = options.project, order = (entries) => [...entries].sort((a, b) => +((b.project ?? b.cwd) === project) - +((a.project ?? a.cwd) === project)), firstValid = (candidates, index2) => {
    for (let [i, e] of candidates.entries()) {
      if (options.skipSession?.(e.sessionId)) continue;
      let r = readRecordFile(dir, e.file);
      if (r?.ok && !r.record.completed)
        return {
          record: r.record,
          file: r.file,
          others: candidates.slice(i + 1).filter((o) => !options.skipSession?.(o.sessionId))
        };
      if (!index2) return "stale";
      index2.update(e.file, r?.ok ? r.record : void 0);
    }
  }, quick = quickUnfinished(paths.stateDir, dir);
  if (quick) {
    let found2 = firstValid(order(quick));
    if (found2 !== "stale") return found2;
  }
  let index = RecordIndex.load(paths.stateDir, dir);
  index.refresh();
  let found = firstValid(order(index.unfinished()), index);
  return index.save(), found === "stale" ? void 0 : found;
}
async function detectIncompleteCheckpoint(options) {
  return detectUnfinished(options)?.record ?? null;
}
function completeCheckpointSync(checkpointId, options = {}) {
  let c = ctx(options), dir = c.paths.checkpointsDir, target = findRecord(dir, checkpointId);
  if (!target)
    throw new CheckpointError(
      "NOT_FOUND",
      `checkpoint ${checkpointId} not found in ${dir}`,
      "run `pai-checkpoint list --all` to see the ids"
    );
  let index = RecordIndex.load(c.paths.stateDir, dir);
  index.refresh();
  let files = /* @__PURE__ */ new Set([target.file, ...index.openFiles(target.record.sessionId)]), done = [];
  for (let file of files) {
    let r = file === target.file ? target : readRecordFile(dir, file);
    if (!(!r?.ok || r.record.sessionId !== target.record.sessionId) && !(r.record.createdAt > target.record.createdAt)) {
      if (!r.record.completed) {
        let updated = { ...r.record, completed: !0 };
        writeFileAtomicSync((0, import_node_path7.join)(dir, file), serializeRecord(updated)), index.update(file, updated);
      }
      done.push(r.record.id);
    }
  }
  index.save();
  try {
    reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: done }));
  } catch (err) {
    c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
  }
  return logEvent(
    c,
    "checkpoint_completed",
    {
      checkpointId,
      phase: target.record.phase,
      phaseNumber: target.record.phaseNumber,
      alsoCompleted: done.filter((id) => id !== checkpointId)
    },
    target.record.sessionId
  ), { completed: done };
}
async function completeCheckpoint(checkpointId, options) {
  try {
    return completeCheckpointSync(checkpointId, options), { ok: !0 };
  } catch (err) {
    return { ok: !1, error: errorMessage(err) };
  }
}
function refreshRecordSync(id, patch, options = {}) {
  let dir = ctx(options).paths.checkpointsDir, found = findRecord(dir, id);
  if (!found || found.record.completed) return !1;
  let r = found.record, updated = {
    ...r,
    ...patch.taskSummary !== void 0 ? { taskSummary: patch.taskSummary } : {},
    ...patch.iscCriteria !== void 0 ? { iscCriteria: patch.iscCriteria } : {},
    metadata: { ...r.metadata, ...patch.metadata }
  };
  return writeFileAtomicSync((0, import_node_path7.join)(dir, found.file), serializeRecord(updated)), !0;
}
function deleteRecordSync(id, options = {}) {
  let c = ctx(options), found = findRecord(c.paths.checkpointsDir, id);
  if (!(!found || !safeUnlink((0, import_node_path7.join)(c.paths.checkpointsDir, found.file)))) {
    fsyncDir(c.paths.checkpointsDir);
    try {
      reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: [id] }));
    } catch (err) {
      c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
    }
    return logEvent(
      c,
      "checkpoint_deleted",
      { checkpointId: id, file: found.file, reason: "deleted by user" },
      found.record.sessionId
    ), found.file;
  }
}
function cleanupCheckpointsSync(olderThanDays = UNCONFIGURED.recordRetentionDays, options = {}) {
  let c = ctx(options), dir = c.paths.checkpointsDir, cutoff = c.now().getTime() - olderThanDays * 864e5, old = [];
  for (let name of listRecordNames(dir)) {
    let t = filenameTime(name);
    if (t !== void 0 && t >= cutoff) continue;
    let r = readRecordFile(dir, name);
    r?.ok && (Date.parse(r.record.createdAt) >= cutoff || old.push({
      file: name,
      id: r.record.id,
      sessionId: r.record.sessionId,
      completed: r.record.completed,
      createdAt: r.record.createdAt
    }));
  }
  if (old.sort((a, b) => Number(b.completed) - Number(a.completed)), options.dryRun) return { deleted: 0, tempFilesRemoved: 0, records: old };
  let hourAgo = c.now().getTime() - DEFAULTS.leftoverAgeMs, tempFilesRemoved = sweepTempFiles(dir, hourAgo) + sweepTempFiles((0, import_node_path7.dirname)(c.paths.seedPath), hourAgo), deleted = [];
  for (let rec of old)
    safeUnlink((0, import_node_path7.join)(dir, rec.file)) && (deleted.push(rec), logEvent(
      c,
      "checkpoint_deleted",
      { checkpointId: rec.id, file: rec.file, reason: `older than ${olderThanDays} days` },
      rec.sessionId
    ));
  if (deleted.length > 0) {
    fsyncDir(dir);
    try {
      reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: deleted.map((d) => d.id) }));
    } catch (err) {
      c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
    }
  }
  return { deleted: deleted.length, tempFilesRemoved, records: deleted };
}
function sweepTempFiles(dir, olderThanMs) {
  let n = 0, names = [];
  try {
    names = (0, import_node_fs8.readdirSync)(dir).filter((f) => f.startsWith(TEMP_PREFIX));
  } catch {
    return 0;
  }
  for (let name of names)
    try {
      (0, import_node_fs8.statSync)((0, import_node_path7.join)(dir, name)).mtimeMs < olderThanMs && safeUnlink((0, import_node_path7.join)(dir, name)) && n++;
    } catch {
    }
  return n;
}
async function cleanupCheckpoints(olderThanDays = UNCONFIGURED.recordRetentionDays, options) {
  return { deleted: cleanupCheckpointsSync(olderThanDays, options).deleted };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  cleanupCheckpoints,
  cleanupCheckpointsSync,
  completeCheckpoint,
  completeCheckpointSync,
  createCheckpoint,
  createCheckpointSync,
  deleteRecordSync,
  detectIncompleteCheckpoint,
  detectUnfinished,
  findRecord,
  listCheckpoints,
  loadCheckpoint,
  refreshRecordSync,
  resolveCheckpointsDir,
  scanCheckpoints
});
