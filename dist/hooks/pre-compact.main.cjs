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
));

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
function sidecarFromEnv(env) {
  let v = env.PAI_CHECKPOINT_SIDECAR;
  return v ? v !== "0" : void 0;
}

// src/core/atomic.ts
var import_node_fs2 = require("node:fs"), import_node_crypto = require("node:crypto"), import_node_path = require("node:path");

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
function ensureDir(dir2) {
  (0, import_node_fs2.mkdirSync)(dir2, { recursive: !0, mode: 448 });
}
function fsyncDir(dir2) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(dir2, "r"), (0, import_node_fs2.fsyncSync)(fd);
  } catch {
  } finally {
    fd !== void 0 && (0, import_node_fs2.closeSync)(fd);
  }
}
function writeTemp(target, data, options) {
  let dir2 = (0, import_node_path.dirname)(target), temp = (0, import_node_path.join)(dir2, `${TEMP_PREFIX}${(0, import_node_path.basename)(target)}.${process.pid}.${(0, import_node_crypto.randomBytes)(6).toString("hex")}`), fd;
  try {
    fd = (0, import_node_fs2.openSync)(temp, "wx", options.mode ?? 384);
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(dir2), fd = (0, import_node_fs2.openSync)(temp, "wx", options.mode ?? 384);
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

// src/core/lock.ts
var import_node_fs3 = require("node:fs"), import_node_crypto2 = require("node:crypto"), import_node_os = require("node:os"), import_node_path2 = require("node:path");
var HOST = (0, import_node_os.hostname)(), DEFAULT_LEASE_MS = 1e4;
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
function inspectLock(path, staleMs = DEFAULT_LEASE_MS) {
  let holder = readLock(path);
  if (!holder) return;
  let [pid, host, time3] = holder.content.split(" "), stale = staleReason(holder, staleMs);
  return { pid: Number(pid) || 0, host: host ?? "", since: Number(time3) || 0, ...stale ? { stale } : {} };
}
function breakStale(path, judged) {
  let aside = `${path}.stale-${(0, import_node_crypto2.randomBytes)(6).toString("hex")}`;
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
  let temp = (0, import_node_path2.join)((0, import_node_path2.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path2.basename)(path)}.${process.pid}.${(0, import_node_crypto2.randomBytes)(4).toString("hex")}`);
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
function tryAcquire(path, options = {}) {
  return acquireLoop(path, { ...options, timeoutMs: 0 });
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
  let timeoutMs = options.timeoutMs ?? 5e3, staleMs = options.staleMs ?? DEFAULT_LEASE_MS, token = `${process.pid} ${HOST} ${Date.now()} ${(0, import_node_crypto2.randomBytes)(8).toString("hex")} ${myStart()}`, deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== "ENOENT") throw err;
      ensureDir((0, import_node_path2.dirname)(path));
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

// node_modules/ulid/dist/node/index.js
var import_node_crypto3 = __toESM(require("node:crypto"), 1);
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
function detectPRNG(root) {
  let rootLookup = detectRoot(), globalCrypto = rootLookup && (rootLookup.crypto || rootLookup.msCrypto) || (typeof import_node_crypto3.default < "u" ? import_node_crypto3.default : null);
  if (typeof globalCrypto?.getRandomValues == "function")
    return () => {
      let buffer = new Uint8Array(1);
      return globalCrypto.getRandomValues(buffer), buffer[0] / 256;
    };
  if (typeof globalCrypto?.randomBytes == "function")
    return () => globalCrypto.randomBytes(1).readUInt8() / 256;
  if (import_node_crypto3.default?.randomBytes)
    return () => import_node_crypto3.default.randomBytes(1).readUInt8() / 256;
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

// src/core/paths.ts
var import_node_os2 = require("node:os"), import_node_path3 = require("node:path");

// src/core/hash.ts
var import_node_crypto4 = require("node:crypto");
function sha256Hex(data) {
  return (0, import_node_crypto4.createHash)("sha256").update(data).digest("hex");
}

// src/core/paths.ts
function resolvePaiDir(env = process.env) {
  let dir2 = env.PAI_DIR;
  return dir2 ? (0, import_node_path3.resolve)(dir2) : (0, import_node_path3.join)((0, import_node_os2.homedir)(), ".pai");
}
function resolveClaudeDir(env = process.env) {
  let dir2 = env.CLAUDE_CONFIG_DIR;
  return dir2 ? (0, import_node_path3.resolve)(dir2) : (0, import_node_path3.join)((0, import_node_os2.homedir)(), ".claude");
}
function paiPaths(options = {}) {
  let paiDir = options.paiDir ? (0, import_node_path3.resolve)(options.paiDir) : resolvePaiDir(), stateDir = (0, import_node_path3.join)(paiDir, "checkpoint");
  return {
    paiDir,
    checkpointsDir: options.checkpointsDir ? (0, import_node_path3.resolve)(options.checkpointsDir) : (0, import_node_path3.join)(paiDir, "checkpoints"),
    seedPath: options.seedPath ? (0, import_node_path3.resolve)(options.seedPath) : (0, import_node_path3.join)(paiDir, "seed.json"),
    eventsDir: options.eventsDir ? (0, import_node_path3.resolve)(options.eventsDir) : (0, import_node_path3.join)(paiDir, "events"),
    stateDir,
    sessionsDir: (0, import_node_path3.join)(stateDir, "sessions"),
    logFile: (0, import_node_path3.join)(stateDir, "plugin.log"),
    scratchDir: (0, import_node_path3.join)(stateDir, "tmp"),
    codeCacheDir: (0, import_node_path3.join)(stateDir, "code-cache")
  };
}

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
  let count2 = units;
  for (let i = 0; i < units - 1; i++)
    (str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320 && (count2--, i++);
  return count2;
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
  let isObject3 = isObject, catchall = def.catchall, value, memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx2) => {
    value ?? (value = _normalized.value);
    let input = payload.value;
    if (!isObject3(input))
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

// src/domain/records/phases.ts
var PHASES = ["OBSERVE", "THINK", "PLAN", "BUILD", "EXECUTE", "VERIFY", "LEARN"];
function phaseName(n) {
  return PHASES[n - 1];
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

// src/platform/process.ts
var import_node_fs4 = require("node:fs");
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "dash", "zsh", "fish", "ksh", "env", "timeout"]);
function procInfo(pid) {
  if (process.platform === "linux")
    try {
      let stat = (0, import_node_fs4.readFileSync)(`/proc/${pid}/stat`, "utf8"), close = stat.lastIndexOf(")"), comm = stat.slice(stat.indexOf("(") + 1, close), rest = stat.slice(close + 2).split(" ");
      return { pid, ppid: Number(rest[1]), comm, start: rest[19] ?? "" };
    } catch {
      return;
    }
  try {
    let out = process.getBuiltinModule("node:child_process").execFileSync("ps", ["-o", "ppid=,lstart=,comm=", "-p", String(pid)], {
      encoding: "utf8",
      timeout: 2e3
    }).trim(), m = /^(\d+)\s+(\w{3}\s+\w{3}\s+\d+\s+[\d:]+\s+\d{4})\s+(.*)$/.exec(out);
    if (!m) return;
    let comm = (m[3] ?? "").split("/").pop() ?? "";
    return { pid, ppid: Number(m[1]), comm, start: m[2] ?? "" };
  } catch {
    return;
  }
}
function findClaudeProcess() {
  let pid = process.ppid;
  for (let depth = 0; depth < 4 && pid > 1; depth++) {
    let info = procInfo(pid);
    if (!info) return;
    if (!SHELLS.has(info.comm)) return info;
    pid = info.ppid;
  }
}

// src/domain/session/state.ts
var import_node_os3 = require("node:os"), import_node_path4 = require("node:path");

// src/core/keys.ts
var SAFE_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function assertSafeKey(kind, value) {
  if (!SAFE_KEY_RE.test(value) || value.includes(".."))
    throw new CheckpointError(
      "INVALID_ID",
      `invalid ${kind} ${JSON.stringify(value.slice(0, 80))}`,
      `a ${kind} is 1-128 characters of letters, digits, '.', '_' or '-'`
    );
  return value;
}
function isSafeKey(value) {
  return SAFE_KEY_RE.test(value) && !value.includes("..");
}

// src/domain/session/state.ts
function takeNotices(state) {
  let list = state.notices;
  if (list?.length)
    return delete state.notices, list.map((n) => `pai-checkpoint: ${n}`).join(`
`);
}
function sessionFile(paths, sessionId) {
  return (0, import_node_path4.join)(paths.sessionsDir, `${assertSafeKey("session id", sessionId)}.json`);
}
function sessionLockPath(paths, sessionId) {
  return `${sessionFile(paths, sessionId)}.lock`;
}
function loadSession(paths, sessionId) {
  try {
    let text2 = readFileIfExists(sessionFile(paths, sessionId));
    if (!text2) return;
    let s = JSON.parse(text2);
    return s?.v === 1 && s.sessionId === sessionId ? s : void 0;
  } catch {
    return;
  }
}
function saveSession(paths, state) {
  writeFileAtomicSync(sessionFile(paths, state.sessionId), `${JSON.stringify(state)}
`, { fsync: !1 });
}
function newSession(sessionId, cwd, project, now) {
  let at = now.toISOString();
  return {
    v: 1,
    sessionId,
    cwd,
    project,
    transcriptOffset: 0,
    host: (0, import_node_os3.hostname)(),
    startedAt: at,
    heartbeatAt: at,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: !1
  };
}

// src/domain/session/lifecycle.ts
function markCarriedOver(state, by, at) {
  return state.carriedOverAt || state.sessionId === by ? !1 : (state.carriedOverAt = at, state.carriedOverBy = by, !0);
}
function recordCarryOver(paths, current, from, at) {
  if (from === current.sessionId) return;
  let lock = tryAcquire(sessionLockPath(paths, from), { timeoutMs: 200 });
  if (lock) {
    try {
      let old = loadSession(paths, from);
      if (!old || !markCarriedOver(old, current.sessionId, at)) return;
      saveSession(paths, old);
    } finally {
      lock.release();
    }
    current.carryPending = [.../* @__PURE__ */ new Set([...current.carryPending ?? [], from])];
  }
}

// src/domain/session/tracker.ts
var import_node_os4 = require("node:os");

// src/domain/transcript/tasks.ts
var import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");
var STATUSES = /* @__PURE__ */ new Set(["pending", "in_progress", "completed"]);
function readIscCriteria(sessionId, claudeDir = resolveClaudeDir()) {
  if (!isSafeKey(sessionId)) return [];
  let dir2 = (0, import_node_path5.join)(claudeDir, "tasks", sessionId), names;
  try {
    names = (0, import_node_fs5.readdirSync)(dir2).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  let out = [];
  for (let name of names)
    try {
      let t = JSON.parse((0, import_node_fs5.readFileSync)((0, import_node_path5.join)(dir2, name), "utf8")), status = String(t.status ?? "pending");
      if (!STATUSES.has(status) || typeof t.subject != "string") continue;
      out.push({
        id: String(t.id ?? name.replace(/\.json$/, "")),
        subject: t.subject,
        status
      });
    } catch {
    }
  return out.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
}
var criterionStatus = (status) => STATUSES.has(status) ? status : "pending";
function criteriaFromTodos(todos) {
  return todos.map((t, i) => ({ id: String(i + 1), subject: t.content, status: criterionStatus(t.status) }));
}
function criteriaFromTasks(tasks) {
  return Object.entries(tasks).map(([id, t]) => ({ id, subject: t.subject, status: criterionStatus(t.status) }));
}

// src/domain/transcript/tail.ts
var import_node_fs6 = require("node:fs");

// src/core/json-lines.ts
function parseJsonLine(line) {
  if (line.trim())
    try {
      return JSON.parse(line);
    } catch {
      return;
    }
}

// src/core/slash.ts
var READ_ONLY_COMMANDS = /* @__PURE__ */ new Set([
  "list",
  "inspect",
  "diff",
  "summary",
  "report",
  "review",
  "search",
  "sessions",
  "env",
  "usage",
  "doctor"
]), NAMESPACE = "checkpoint";
function pluginCommand(name, args) {
  if (name.startsWith(`/${NAMESPACE}:`)) return name.slice(NAMESPACE.length + 2) || void 0;
  if (name === `/${NAMESPACE}`)
    return args.trim().split(/\s+/)[0] || "list";
}
function isReadOnlyCommand(name, args) {
  let command = pluginCommand(name, args);
  return command !== void 0 && READ_ONLY_COMMANDS.has(command);
}

// src/domain/transcript/phase.ts
var BAR = "\u2501", MAX_MIDDLE = 64, MAX_TASK = 120;
function hws(ch) {
  return ch !== void 0 && ch !== `
` && ch !== "\r" && /\s/.test(ch);
}
function skipHws(text2, at) {
  for (; hws(text2[at]); ) at++;
  return at;
}
function phaseNameOf(middle) {
  let rest = middle.trim(), first = rest[0];
  if (first !== void 0 && !(first >= "A" && first <= "Z")) {
    let space = rest.search(/\s/);
    if (space < 0) return;
    rest = rest.slice(space).trim();
  }
  let name = "";
  for (let i = 0; i < rest.length; i++) {
    let ch = rest[i];
    if (ch >= "A" && ch <= "Z") name += ch;
    else if (!(hws(ch) && rest[i - 1] !== void 0 && !hws(rest[i - 1]))) return;
  }
  return name.length >= 4 && name.length <= 13 ? name : void 0;
}
function headerAt(text2, from) {
  let start = skipHws(text2, from), close = start;
  for (; close < text2.length && close - start <= MAX_MIDDLE && text2[close] !== BAR && text2[close] !== `
`; ) close++;
  if (text2[close] !== BAR) return { next: from };
  let after = close;
  for (; text2[after] === BAR; ) after++;
  if (after - close < 3) return { next: close };
  let name = phaseNameOf(text2.slice(start, close)), at = skipHws(text2, after), digit = text2[at];
  if (!name || digit === void 0 || digit < "1" || digit > "7") return { next: close };
  if (at = skipHws(text2, at + 1), text2[at] !== "/") return { next: close };
  if (at = skipHws(text2, at + 1), text2[at] !== "7") return { next: close };
  let number3 = Number(digit);
  return PHASES[number3 - 1] !== name ? { next: close } : { phase: { number: number3, name }, next: at + 1 };
}
var TASK_RE = /🗒\uFE0F?[^\S\n]*TASK:[^\S\n]*([^\n]+)/gu;
function cleanTask(s) {
  let t = s.slice(0, MAX_TASK * 8).replace(/[*_`]+/g, "").replace(/\s+/g, " ").trim();
  return t.length > MAX_TASK ? `${t.slice(0, MAX_TASK - 1)}\u2026` : t;
}
function mayContainSignal(text2) {
  return text2.includes("\u2501\u2501\u2501") || text2.includes("TASK:");
}
function scanAlgorithmText(text2) {
  if (!mayContainSignal(text2)) return [];
  let found = [];
  for (let i = text2.indexOf("\u2501\u2501\u2501"); i >= 0; ) {
    let end = i;
    for (; text2[end] === BAR; ) end++;
    let h = headerAt(text2, end);
    h.phase && found.push({ at: i, signal: { kind: "phase", ...h.phase } }), i = text2.indexOf("\u2501\u2501\u2501", Math.max(h.next, end));
  }
  for (let m of text2.matchAll(TASK_RE)) {
    let summary = cleanTask(m[1] ?? "");
    summary && found.push({ at: m.index, signal: { kind: "task", summary } });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.signal);
}
function summarizePrompt(prompt, words = 8) {
  let w = prompt.replace(/\s+/g, " ").trim().split(" ").filter(Boolean), s = w.slice(0, words).join(" ");
  return cleanTask(w.length > words ? `${s}\u2026` : s);
}

// src/domain/transcript/prompt.ts
var SLASH_COMMAND = /^\/[\w:.-]+(?:\s|$)/;
function isPromptText(text2) {
  let t = text2.trimStart();
  return t.length > 0 && !t.startsWith("<") && !t.startsWith("Caveat:") && !SLASH_COMMAND.test(t);
}
function isPromptLine(line, content) {
  return typeof content == "string" && !line.isMeta && !line.isCompactSummary && isPromptText(content);
}
var COMMAND_NAME = /<command-name>(\/[^<\s]+)<\/command-name>/, COMMAND_ARGS = /<command-args>([\s\S]*?)<\/command-args>/;
function typedCommandOf(line, content) {
  if (typeof content != "string" || line.isMeta || line.isCompactSummary || !content.trimStart().startsWith("<command-"))
    return;
  let name = COMMAND_NAME.exec(content)?.[1];
  if (name)
    return { name, args: (COMMAND_ARGS.exec(content)?.[1] ?? "").trim() };
}

// src/domain/transcript/reader.ts
var isObject2 = (v) => typeof v == "object" && v !== null && !Array.isArray(v), text = (v) => typeof v == "string" ? v : void 0, count = (v) => typeof v == "number" && Number.isSafeInteger(v) && v >= 0 ? v : 0;
function lineEvents(line) {
  if (!isObject2(line)) return [];
  let out = [], context = contextOf(line);
  context && out.push(context);
  let type = line.type;
  return type === "system" && line.subtype === "compact_boundary" ? out.push(compactionOf(line)) : type === "user" ? userEvents(line, out) : type === "assistant" && assistantEvents(line, out), out;
}
function contextOf(line) {
  let cwd = text(line.cwd), branch = text(line.gitBranch), version2 = text(line.version);
  if (cwd === void 0 && !branch && version2 === void 0) return;
  let c = { kind: "context" };
  return cwd !== void 0 && (c.cwd = cwd), branch && (c.gitBranch = branch), version2 !== void 0 && (c.version = version2), c;
}
function compactionOf(line) {
  let meta2 = isObject2(line.compactMetadata) ? line.compactMetadata : {};
  return {
    kind: "compaction",
    uuid: text(line.uuid) ?? null,
    timestamp: text(line.timestamp) ?? null,
    trigger: text(meta2.trigger) ?? null,
    preTokens: typeof meta2.preTokens == "number" ? meta2.preTokens : null
  };
}
function messageOf(line) {
  return isObject2(line.message) ? line.message : {};
}
function userEvents(line, out) {
  let uuid2 = text(line.uuid);
  out.push(uuid2 === void 0 ? { kind: "message", role: "user" } : { kind: "message", role: "user", uuid: uuid2 });
  let content = messageOf(line).content;
  isPromptLine(line, content) && out.push({ kind: "prompt", text: content });
  let command = typedCommandOf(line, content);
  if (command && out.push({ kind: "command", ...command }), !Array.isArray(content)) return;
  let results = content.filter(
    (b) => isObject2(b) && b.type === "tool_result" && typeof b.tool_use_id == "string" && b.tool_use_id !== ""
  );
  for (let b of results) {
    let r = {
      kind: "tool_result",
      toolUseId: b.tool_use_id,
      isError: b.is_error === !0
    };
    r.isError && (r.error = resultText(b.content).slice(0, 500)), results.length === 1 && line.toolUseResult !== void 0 && (r.result = line.toolUseResult), out.push(r);
  }
}
function resultText(content) {
  return typeof content == "string" ? content : Array.isArray(content) ? content.map((c) => isObject2(c) && typeof c.text == "string" ? c.text : "").join(`
`) : "";
}
function assistantEvents(line, out) {
  let message = messageOf(line), m = {
    kind: "message",
    role: "assistant"
  }, uuid2 = text(line.uuid), id = text(message.id), model = text(message.model);
  uuid2 !== void 0 && (m.uuid = uuid2), id && (m.id = id), model !== void 0 && (m.model = model), isObject2(message.usage) && (m.usage = usageOf(message.usage)), out.push(m);
  let content = message.content;
  if (Array.isArray(content))
    for (let b of content)
      isObject2(b) && (b.type === "text" && typeof b.text == "string" ? out.push({ kind: "assistant_text", text: b.text }) : b.type === "tool_use" && typeof b.name == "string" && b.name && toolUseEvents(b, out));
}
function usageOf(u) {
  return {
    input: count(u.input_tokens),
    output: count(u.output_tokens),
    cache_creation: count(u.cache_creation_input_tokens),
    cache_read: count(u.cache_read_input_tokens)
  };
}
function toolUseEvents(b, out) {
  let use = { kind: "tool_use", name: b.name, input: isObject2(b.input) ? b.input : {} };
  typeof b.id == "string" && b.id && (use.id = b.id), out.push(use), use.name === "TodoWrite" && Array.isArray(use.input.todos) && out.push({ kind: "todos", todos: todosOf(use.input.todos) });
}
function todosOf(list) {
  return list.filter((t) => isObject2(t) && typeof t.content == "string").map((t) => ({
    content: t.content,
    status: typeof t.status == "string" ? t.status : "pending"
  }));
}
function isTaskTool(name) {
  return name === "TaskCreate" || name === "TaskUpdate";
}
var taskId = (v) => typeof v == "string" && v ? v : typeof v == "number" && Number.isFinite(v) ? String(v) : void 0;
function taskOperation(call2, result) {
  let r = isObject2(result.result) ? result.result : {};
  if (result.isError || r.success === !1) return;
  let op = { id: "" };
  if (call2.name === "TaskCreate") {
    let task = isObject2(r.task) ? r.task : {};
    op.id = taskId(task.id) ?? "";
    let subject = text(call2.input.subject) ?? text(task.subject);
    subject !== void 0 && (op.subject = subject);
  } else if (call2.name === "TaskUpdate") {
    op.id = taskId(call2.input.taskId) ?? taskId(r.taskId) ?? "";
    let subject = text(call2.input.subject), status = text(call2.input.status);
    subject !== void 0 && (op.subject = subject), status !== void 0 && (op.status = status);
  }
  return op.id ? op : void 0;
}
function applyTaskOperation(prev, op) {
  if (op.status !== "deleted")
    return { subject: op.subject ?? prev?.subject ?? "", status: op.status ?? prev?.status ?? "pending" };
}
function mayMatter(raw, awaited = []) {
  return raw.includes('"type":"assistant"') ? !0 : raw.includes('"type":"user"') ? !raw.includes('"tool_use_id"') || raw.includes('"is_error":true') ? !0 : awaited.some((id) => raw.includes(id)) : !1;
}

// src/domain/transcript/tail.ts
var NL = 10, TAIL_WINDOW = 8 * 1024 * 1024;
function readAt(fd, buf, len, pos) {
  let got = 0;
  for (; got < len; ) {
    let n = (0, import_node_fs6.readSync)(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
function readNewLines(path, offset, maxBytes = TAIL_WINDOW, o = {}) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let size = (0, import_node_fs6.fstatSync)(fd).size, start = offset, reset = !1, midLine = o.midLine ?? !1;
      size < start && (start = 0, reset = !0, midLine = !1);
      let limit = Math.max(maxBytes, o.limit ?? TAIL_WINDOW), buf, skipped = 0, read = 0;
      for (; ; ) {
        let len = Math.min(maxBytes, size - start);
        if (len <= 0) return { lines: [], reset, skipped, offset: start, more: !1, midLine, read };
        buf ??= Buffer.allocUnsafe(len);
        let got = readAt(fd, buf, len, start);
        read += got;
        let window2 = buf.subarray(0, got), from = 0;
        if (midLine) {
          let nl = window2.indexOf(NL);
          if (from = nl + 1, nl < 0) {
            if (skipped += got, start += got, start >= size || read + maxBytes > limit)
              return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read };
            continue;
          }
          skipped += from, midLine = !1;
        }
        let last = window2.lastIndexOf(NL);
        if (last >= from)
          return { lines: window2.toString("utf8", from, last).split(`
`).filter((l) => l.length > 0), reset, skipped, offset: start + last + 1, more: start + last + 1 < size, midLine: !1, read };
        if (from > 0 || got < maxBytes)
          return {
            lines: [],
            reset,
            skipped,
            offset: start + from,
            more: from > 0 && start + got < size,
            midLine: !1,
            read
          };
        if (midLine = !0, skipped += got, start += got, start >= size || read + maxBytes > limit)
          return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read };
      }
    } finally {
      (0, import_node_fs6.closeSync)(fd);
    }
}
function lineStartAfter(path, pos, maxBytes = TAIL_WINDOW) {
  if (pos <= 0) return 0;
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let buf = Buffer.allocUnsafe(Math.max(1, Math.min(maxBytes, (0, import_node_fs6.fstatSync)(fd).size - pos + 1))), got = readAt(fd, buf, buf.length, pos - 1), nl = buf.subarray(0, got).indexOf(NL);
      return nl < 0 ? void 0 : pos + nl;
    } finally {
      (0, import_node_fs6.closeSync)(fd);
    }
}
function scanTranscriptLines(lines, awaited = []) {
  let out = { texts: [], prompts: 0, events: [] }, waiting = [...awaited];
  for (let raw of lines) {
    if (!mayMatter(raw, waiting)) continue;
    let line = parseJsonLine(raw);
    if (line !== void 0)
      for (let ev of lineEvents(line))
        ev.kind === "assistant_text" ? (ev.text.trim() && (out.lastText = ev.text), mayContainSignal(ev.text) && out.texts.push(ev.text)) : ev.kind === "todos" ? out.todos = ev.todos : ev.kind === "prompt" ? (out.lastPrompt = ev.text, out.prompts++, out.activity = "loud") : ev.kind === "command" ? isReadOnlyCommand(ev.name, ev.args) ? out.activity ??= "quiet" : out.activity = "loud" : (ev.kind === "tool_use" || ev.kind === "tool_result" || ev.kind === "message" && ev.role === "assistant") && (out.events.push(ev), ev.kind === "tool_use" && (out.activity = "loud"), ev.kind === "tool_use" && ev.id && isTaskTool(ev.name) && waiting.push(ev.id));
  }
  return out;
}

// src/domain/session/kept-text.ts
function turnReadTo(state, finalText) {
  let last = state.turnLastText;
  return state.turnActivity === "loud" ? !0 : last !== void 0 && last !== "" && (finalText.trim().includes(last) || last === keptText(finalText.trim()));
}
var KEPT_TEXT_MAX = 8192, KEPT_END = 2048;
function keptText(text2) {
  if (text2.length <= KEPT_TEXT_MAX) return text2;
  let digest = sha256Hex(text2);
  return `${text2.slice(0, KEPT_END)}
\u2026[${text2.length} characters, sha256 ${digest}]\u2026
${text2.slice(-KEPT_END)}`;
}
function keptTextHolds(kept, text2) {
  return kept.includes(text2) || text2.length > KEPT_TEXT_MAX && keptText(text2) === kept;
}

// src/domain/session/transcript-look.ts
var import_node_fs7 = require("node:fs");

// src/core/redact.ts
var SECRET_PATTERNS = [
  // The body never takes a quote: in JSON text a match then stays inside one string (a BEGIN in one
  // field and an END in a later one would otherwise swallow the fields between, or a line of JSONL).
  ["private-key", /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----[^"]{0,20000}?-----END [A-Z ]{0,40}PRIVATE KEY-----/g],
  ["aws-access-key-id", /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g],
  ["github-token", /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g],
  ["anthropic-key", /\bsk-ant-[A-Za-z0-9_-]{20,300}/g],
  ["openai-key", /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,300}/g],
  ["slack-token", /\bxox[abposr]-[A-Za-z0-9-]{10,300}/g],
  ["slack-webhook", /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{10,300}/g],
  ["google-api-key", /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ["stripe-key", /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,200}/g],
  ["bearer-token", /\b([Bb]earer\s+)[A-Za-z0-9._~+/=-]{20,2000}/g],
  // NAME=value, NAME: value, "NAME": "value" where NAME ends in a secret-looking word.
  [
    "secret-value",
    /\b([A-Za-z0-9_.-]{0,40}(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)\\?"?\s{0,3}[=:]\s{0,3}\\?"?)([^\s"'\\,;&}\]{<>[]{6,500})/gi
  ]
];
function redactSecretPatterns(text2) {
  let out = text2;
  for (let [kind, re] of SECRET_PATTERNS)
    re.lastIndex = 0, re.test(out) && (re.lastIndex = 0, out = out.replace(
      re,
      (_whole, keep) => kind === "bearer-token" || kind === "secret-value" ? `${keep ?? ""}[REDACTED:${kind}]` : `[REDACTED:${kind}]`
    ));
  return out;
}

// src/domain/session/observe.ts
var OPEN_MAX = 64;
function addUsage(into, model, u) {
  let t = into[model] ??= { input: 0, output: 0, cache_creation: 0, cache_read: 0 };
  t.input += u.input, t.output += u.output, t.cache_creation += u.cache_creation, t.cache_read += u.cache_read;
}
function bounded(r, max) {
  let keys = Object.keys(r);
  return keys.length <= max ? r : Object.fromEntries(keys.slice(-max).map((k) => [k, r[k]]));
}
function observe(state, found) {
  found.todos && (state.todos = found.todos), found.lastPrompt && (state.lastPrompt = redactSecretPatterns(found.lastPrompt));
  let m = state.metrics ??= { turns: 0, toolCalls: 0, tokens: {} };
  m.turns += found.prompts, found.activity && state.turnActivity !== "loud" && (state.turnActivity = found.activity);
  let tools = { ...state.openTools }, tasks = { ...state.openTaskCalls }, errors = [], tasksChanged = !1;
  for (let ev of found.events)
    if (ev.kind === "message") {
      if (!ev.id || !ev.usage) continue;
      m.open && m.open.id !== ev.id && addUsage(m.tokens, m.open.model, m.open.usage), m.open = { id: ev.id, model: ev.model ?? "", usage: ev.usage };
    } else if (ev.kind === "tool_use") {
      if (m.toolCalls++, m.lastTool = ev.name, !ev.id) continue;
      tools[ev.id] = ev.name, isTaskTool(ev.name) && (tasks[ev.id] = { name: ev.name, input: ev.input });
    } else {
      let call2 = tasks[ev.toolUseId];
      if (call2) {
        let op = taskOperation(call2, ev), all = state.tasks ??= {}, task = op && applyTaskOperation(all[op.id], op);
        op && task ? all[op.id] = task : op && delete all[op.id], tasksChanged ||= op !== void 0;
      }
      ev.isError && errors.push(`${tools[ev.toolUseId] ?? "tool"}: ${ev.error || "failed"}`), delete tools[ev.toolUseId], delete tasks[ev.toolUseId];
    }
  return state.openTools = bounded(tools, OPEN_MAX), state.openTaskCalls = bounded(tasks, OPEN_MAX), { errors, tasksChanged };
}

// src/domain/session/transcript-look.ts
function readTranscript(ctx2, state, seen, limits) {
  if (!state.transcriptPath || state.transcriptRefused === state.transcriptPath) return [];
  let texts = [];
  try {
    for (state.transcriptUnseen && firstLook(ctx2, state, limits); ; ) {
      if (seen.read + limits.window > limits.maxBytes)
        return seen.more = !0, texts;
      let tail = readNewLines(state.transcriptPath, state.transcriptOffset, limits.window, {
        midLine: state.transcriptMidLine === !0,
        limit: limits.window
      });
      if (!tail) return texts;
      seen.read += tail.read;
      let found = scanTranscriptLines(tail.lines, Object.keys(state.openTaskCalls ?? {})), o = observe(state, found);
      if (found.lastText !== void 0 && (state.turnLastText = keptText(found.lastText.trim())), seen.toolErrors.push(...o.errors), seen.tasksChanged ||= o.tasksChanged, tail.skipped && ctx2.warn(`transcript: ${tail.skipped} bytes of over-long lines stepped over`), state.transcriptOffset = tail.offset, tail.midLine ? state.transcriptMidLine = !0 : delete state.transcriptMidLine, texts.push(...found.texts), !tail.more) return texts;
    }
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    return state.transcriptRefused = state.transcriptPath, ctx2.warn(`transcript not read: ${err.message}`), texts;
  }
}
function firstLook(ctx2, state, limits) {
  delete state.transcriptUnseen;
  let path = state.transcriptPath, size;
  try {
    size = (0, import_node_fs7.statSync)(path).size;
  } catch {
    return;
  }
  if (size <= limits.firstLookBytes) return;
  let near = size - limits.firstLookBytes, start = lineStartAfter(path, near, limits.window);
  state.transcriptOffset = start ?? near, start === void 0 && (state.transcriptMidLine = !0), state.transcriptSkipped = (state.transcriptSkipped ?? 0) + state.transcriptOffset, ctx2.warn(
    `transcript ${path}: first look at this session here: its first ${state.transcriptOffset} bytes (of ${size}) were not read; phase headers, prompts and figures in them are not counted`
  );
}

// src/domain/session/tracker.ts
function recordOptions(ctx2) {
  let { paiDir, checkpointsDir, seedPath, eventsDir } = ctx2.paths;
  return { paiDir, checkpointsDir, seedPath, eventsDir, now: ctx2.now, onWarning: ctx2.warn };
}
function touchSession(ctx2, payload, options = {}) {
  let now = ctx2.now(), cwd = payload.cwd || process.cwd(), project = ctx2.env.CLAUDE_PROJECT_DIR || cwd, known = options.loaded ?? loadSession(ctx2.paths, payload.session_id), state = known ?? newSession(payload.session_id, cwd, project, now);
  if (state.heartbeatAt = now.toISOString(), state.cwd = cwd, state.project = project, payload.transcript_path && (!known || state.transcriptPath !== payload.transcript_path) && (state.transcriptOffset = 0, delete state.transcriptMidLine, state.transcriptUnseen = !0), payload.transcript_path && (state.transcriptPath = payload.transcript_path), options.refindProcess || state.claudePid === void 0 || state.host !== (0, import_node_os4.hostname)()) {
    let proc = findClaudeProcess();
    state.host = (0, import_node_os4.hostname)(), proc ? (state.claudePid = proc.pid, state.claudeStart = proc.start) : (delete state.claudePid, delete state.claudeStart);
  }
  return state;
}
function taskSummary(state) {
  return state.task ? state.task : state.lastPrompt ? summarizePrompt(state.lastPrompt) : "";
}
function iscCriteria(ctx2, state) {
  let own2 = ownCriteria(ctx2, state), carried = state.carriedCriteria;
  if (!carried?.length) return own2;
  let placed = /* @__PURE__ */ new Set();
  return [...carried.flatMap((c) => {
    let mine = own2.filter((o) => o.subject === c.subject);
    return mine.length ? placed.has(c.subject) ? [] : (placed.add(c.subject), mine) : [c];
  }), ...own2.filter((o) => !placed.has(o.subject))];
}
function ownCriteria(ctx2, state) {
  let fromDir = readIscCriteria(state.sessionId, resolveClaudeDir(ctx2.env));
  return fromDir.length > 0 ? fromDir : state.tasks && Object.keys(state.tasks).length > 0 ? criteriaFromTasks(state.tasks) : state.todos ? criteriaFromTodos(state.todos) : [];
}
var LOOK_BYTES = 32 * 1024 * 1024, FIRST_LOOK_BYTES = 16 * 1024 * 1024, recordsApi = () => Promise.resolve().then(() => __toESM(require("../lib/records.cjs"), 1)), FINAL_TEXT_WAIT_MS = 1500;
async function catchUp(ctx2, state, options = {}) {
  let created = state.pendingRecords?.length ? await writePlannedRecords(ctx2, state, { leftOver: !0 }) : [], signals = [], seen = { toolErrors: [], tasksChanged: !1, more: !1, read: 0 }, limits = { maxBytes: LOOK_BYTES, firstLookBytes: FIRST_LOOK_BYTES, window: TAIL_WINDOW, ...options.limits }, final = options.finalText?.trim(), kept = final && mayContainSignal(final) ? keptText(final) : void 0, want = kept !== void 0 && kept !== state.lastStopText ? final : void 0, deadline = Date.now() + (options.waitMs ?? FINAL_TEXT_WAIT_MS), seenText = !1;
  for (; ; ) {
    for (let text2 of readTranscript(ctx2, state, seen, limits)) {
      if (state.pendingText !== void 0 && keptTextHolds(state.pendingText, text2.trim())) {
        delete state.pendingText;
        continue;
      }
      want?.includes(text2.trim()) && (seenText = !0), signals.push(...scanAlgorithmText(text2));
    }
    if (!(want && !seenText || options.quietWait && final && !turnReadTo(state, final)) || seen.more || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return want && kept && !seen.more && (state.lastStopText = kept, seenText || (signals.push(...scanAlgorithmText(want)), state.pendingText = kept)), applySignals(ctx2, state, signals), state.pendingRecords?.length && (saveSession(ctx2.paths, state), created.push(...await writePlannedRecords(ctx2, state))), { created, ...seen };
}
function applySignals(ctx2, state, signals) {
  for (let sig of signals) {
    if (sig.kind === "task") {
      state.task = sig.summary;
      continue;
    }
    if (state.offered && state.phase === void 0 && continueOffered(ctx2, state, sig.number)) continue;
    let current = state.phase?.number;
    sig.number !== current && (state.runCompleted || current === void 0 || sig.number === 1 && current > 1 ? (delete state.carriedCriteria, state.completedPhases = [], state.runRecordIds = [], state.runCompleted = !1) : sig.number > current ? state.completedPhases.includes(current) || state.completedPhases.push(current) : state.completedPhases = state.completedPhases.filter((n) => n < sig.number), state.phase = { number: sig.number, name: sig.name, at: ctx2.now().toISOString() }, planRecord(ctx2, state, sig.number, { trigger: "phase" }));
  }
}
function continueOffered(ctx2, state, phase) {
  let offered = state.offered;
  delete state.offered;
  let sameTask = !!state.task && state.task === offered.task;
  return phase < offered.phaseNumber && !sameTask ? !1 : (state.completedPhases = [
    .../* @__PURE__ */ new Set([
      ...offered.completedPhases,
      ...Array.from({ length: Math.max(0, phase - offered.phaseNumber) }, (_, i) => offered.phaseNumber + i)
    ])
  ].filter((n) => n < phase), state.runRecordIds = [], state.runCompleted = !1, !state.task && offered.task && (state.task = offered.task), offered.criteria?.length && (state.carriedCriteria = offered.criteria), state.phase = { number: phase, name: phaseName(phase) ?? "OBSERVE", at: ctx2.now().toISOString() }, planRecord(
    ctx2,
    state,
    phase,
    { trigger: "phase", extra: { resumedFrom: offered.recordId } },
    { id: offered.recordId, session: offered.sessionId }
  ), !0);
}
function planRecord(ctx2, state, phaseNumber, spec, completes) {
  let metadata = {
    cwd: state.cwd,
    project: state.project,
    trigger: spec.trigger,
    completedPhases: [...state.completedPhases].sort((a, b) => a - b),
    ...spec.extra
  };
  state.transcriptPath && (metadata.transcriptPath = state.transcriptPath);
  let planned = {
    id: newCheckpointId(ctx2.now().getTime()),
    phaseNumber,
    task: spec.task ?? taskSummary(state),
    criteria: spec.criteria ?? iscCriteria(ctx2, state),
    metadata,
    ...completes ? { completes: completes.id, carriedFrom: completes.session } : {}
  };
  return (state.pendingRecords ??= []).push(planned), state.latestRecordId = planned.id, state.runRecordIds.push(planned.id), state.runCompleted = !1, planned;
}
async function writePlannedRecords(ctx2, state, o = {}) {
  let { createCheckpointSync, completeCheckpointSync, findRecord } = await recordsApi(), created = [];
  for (let p of state.pendingRecords ?? []) {
    let found = o.leftOver ? findRecord(ctx2.paths.checkpointsDir, p.id) : void 0, file2 = found ? found.file : createCheckpointSync(phaseName(p.phaseNumber) ?? "OBSERVE", p.phaseNumber, p.task, p.criteria, p.metadata, {
      ...recordOptions(ctx2),
      sessionId: state.sessionId,
      id: p.id
    }).file;
    if (created.push({ id: p.id, file: file2, phaseNumber: p.phaseNumber }), !!p.completes)
      try {
        completeCheckpointSync(p.completes, recordOptions(ctx2)), p.carriedFrom && recordCarryOver(ctx2.paths, state, p.carriedFrom, ctx2.now().toISOString());
      } catch (err) {
        ctx2.warn(`could not close ${p.completes} after carrying its work over: ${errorMessage(err)}`);
      }
  }
  return delete state.pendingRecords, created;
}

// src/domain/summary/local.ts
var import_node_fs8 = require("node:fs"), import_node_path6 = require("node:path");
var file = (paths, sessionId) => (0, import_node_path6.join)(paths.stateDir, "summaries", `${assertSafeKey("session id", sessionId)}.json`), strings = (v) => Array.isArray(v) && v.every((s) => typeof s == "string"), fileChange = (f) => typeof f == "object" && f !== null && typeof f.path == "string" && typeof f.added == "number" && typeof f.removed == "number";
function summaryShapeOk(v, lists = ["decisions", "failed_approaches", "blockers"]) {
  return typeof v.markdown == "string" && lists.every((k) => strings(v[k])) && Array.isArray(v.files) && v.files.every(fileChange);
}
function loadLocalSummary(paths, sessionId) {
  try {
    let v = JSON.parse((0, import_node_fs8.readFileSync)(file(paths, sessionId), "utf8"));
    return typeof v != "object" || v === null || typeof v.checkpoint != "string" || !summaryShapeOk(v) ? void 0 : v;
  } catch {
    return;
  }
}

// src/domain/session/resume.ts
var DEFAULT_STALE_MS = UNCONFIGURED.staleSeconds * 1e3;
var MARK = { completed: "[x]", in_progress: "[~]", pending: "[ ]" };
function phaseLabel(n) {
  return `${n} ${phaseName(n) ?? "?"}`;
}
function compactionKeep(s) {
  if (!s || !(s.decisions.length || s.failed_approaches.length || s.blockers.length)) return;
  let lines = [
    "Keep these from the session so far in the summary (pai-checkpoint, checkpoint " + s.checkpoint + "):"
  ];
  for (let [title, items] of [
    ["Decisions", s.decisions],
    ["Failed approaches (do not repeat them)", s.failed_approaches],
    ["Blockers", s.blockers]
  ])
    items.length && lines.push(`${title}:`, ...items.slice(-8).map((i) => `- ${i}`));
  return lines.join(`
`);
}
function renderCompactContext(state, criteria, task) {
  if (!state.phase || state.runCompleted) return;
  let lines = [
    "pai-checkpoint: PAI Algorithm state preserved across compaction.",
    `Task: ${task || "(no task summary recorded)"}`,
    `Current phase: ${state.phase.number}/7 ${state.phase.name}.`,
    `Completed phases: ${state.completedPhases.length ? [...state.completedPhases].sort((a, b) => a - b).map(phaseLabel).join(", ") : "none"}.`
  ];
  if (criteria.length > 0) {
    lines.push("ISC criteria:");
    for (let c of criteria) lines.push(`- ${MARK[c.status]} ${c.subject} (${c.status})`);
  }
  return state.latestRecordId && lines.push(`Latest checkpoint: ${state.latestRecordId}.`), lines.join(`
`);
}

// src/domain/session/triggers.ts
function dueTickets(ctx2, state, track, triggers = [], extra = {}) {
  let at = ctx2.now().toISOString(), tickets = [], last = track?.created.at(-1);
  last && tickets.push({ trigger: "phase", at, recordId: last.id }), track?.toolErrors.length && tickets.push({ trigger: "error", at, error: track.toolErrors.join("; ").slice(0, 500) });
  for (let trigger of triggers) tickets.push({ trigger, at, ...extra });
  let every = state.periodicSeconds ?? UNCONFIGURED.periodicSeconds, since = Date.parse(state.lastCaptureRequestAt ?? state.startedAt);
  return tickets.length === 0 && every > 0 && ctx2.now().getTime() - since >= every * 1e3 && tickets.push({ trigger: "periodic", at }), tickets.length > 0 && (state.lastCaptureRequestAt = at), tickets;
}

// src/domain/session/queue.ts
var import_node_fs9 = require("node:fs");
var import_node_path7 = require("node:path");
function dir(paths) {
  return (0, import_node_path7.join)(paths.stateDir, "captures");
}
function pendingFile(paths, sessionId) {
  return (0, import_node_path7.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.pending.jsonl`);
}
var CAPTURE_LEASE_MS = 6e4;
function captureLockPath(paths, sessionId) {
  return (0, import_node_path7.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.lock`);
}
function appendTicket(paths, sessionId, ticket) {
  let file2 = pendingFile(paths, sessionId), line = `${JSON.stringify(ticket)}
`;
  try {
    (0, import_node_fs9.appendFileSync)(file2, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(dir(paths)), (0, import_node_fs9.appendFileSync)(file2, line, { mode: 384 });
  }
}
function captureRunning(paths, sessionId) {
  let lock = inspectLock(captureLockPath(paths, sessionId), CAPTURE_LEASE_MS);
  return lock !== void 0 && lock.stale === void 0;
}
function requestCapture(paths, sessionId, tickets, startWorker) {
  if (tickets.length === 0) return !1;
  for (let t of tickets) appendTicket(paths, sessionId, t);
  return captureRunning(paths, sessionId) ? !1 : (startWorker(), !0);
}

// src/app/hooks/hook.ts
var import_node_fs11 = require("node:fs");

// src/domain/session/sidecar-files.ts
var import_node_path8 = require("node:path");

// src/core/inert.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, escaped = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
function picture(c) {
  let n = c.charCodeAt(0);
  return n < 32 ? String.fromCharCode(9216 + n) : n === 127 ? "\u2421" : escaped(c);
}
function inert(text2) {
  return text2.replace(CONTROL, picture);
}

// src/domain/session/shell-words.ts
var WRAPPERS = /* @__PURE__ */ new Map([
  [
    "sudo",
    /* @__PURE__ */ new Set([
      "-u",
      "-g",
      "-h",
      "-p",
      "-C",
      "-D",
      "-r",
      "-t",
      "-U",
      "-T",
      "-R",
      "--user",
      "--group",
      "--host",
      "--prompt",
      "--close-from",
      "--chdir",
      "--role",
      "--type",
      "--other-user",
      "--command-timeout",
      "--chroot"
    ])
  ],
  ["doas", /* @__PURE__ */ new Set(["-u", "-C"])],
  ["env", /* @__PURE__ */ new Set(["-u", "-C", "-S", "--unset", "--chdir", "--split-string"])],
  ["command", /* @__PURE__ */ new Set()],
  ["builtin", /* @__PURE__ */ new Set()],
  ["exec", /* @__PURE__ */ new Set(["-a"])],
  ["nohup", /* @__PURE__ */ new Set()],
  ["nice", /* @__PURE__ */ new Set(["-n", "--adjustment"])],
  ["ionice", /* @__PURE__ */ new Set(["-c", "-n", "-p", "-P", "-u", "--class", "--classdata"])],
  ["time", /* @__PURE__ */ new Set(["-f", "-o", "--format", "--output"])],
  ["stdbuf", /* @__PURE__ */ new Set(["-i", "-o", "-e", "--input", "--output", "--error"])],
  [
    "xargs",
    /* @__PURE__ */ new Set([
      "-I",
      "-L",
      "-P",
      "-d",
      "-s",
      "-E",
      "-a",
      "-n",
      "--delimiter",
      "--max-args",
      "--max-procs",
      "--arg-file",
      "--max-chars",
      "--max-lines",
      "--eof",
      "--replace"
    ])
  ]
]), KEYWORDS = /* @__PURE__ */ new Set(["!", "if", "then", "else", "elif", "do", "while", "until"]);
function unwrap(words) {
  let w = words;
  for (; ; ) {
    for (; w.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w[0]) || KEYWORDS.has(w[0])); ) w = w.slice(1);
    if (!w.length) return w;
    let prog = w[0].slice(w[0].lastIndexOf("/") + 1);
    if (prog === "timeout") {
      let i2 = 1;
      for (; i2 < w.length && w[i2].startsWith("-"); )
        i2 += ["-s", "-k", "--signal", "--kill-after"].includes(w[i2]) ? 2 : 1;
      w = w.slice(i2 + 1);
      continue;
    }
    let valued = WRAPPERS.get(prog);
    if (!valued) return [prog, ...w.slice(1)];
    let i = 1;
    for (; i < w.length && w[i].startsWith("-") && w[i] !== "--"; ) i += valued.has(w[i]) ? 2 : 1;
    w[i] === "--" && i++, w = w.slice(i);
  }
}

// src/domain/session/risky.ts
var GIT_VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "-C",
  "-c",
  "--git-dir",
  "--work-tree",
  "--namespace",
  "--exec-path",
  "--config-env"
]);
function gitArgs(w) {
  if (w[0] !== "git") return;
  let i = 1;
  for (; i < w.length && w[i].startsWith("-"); ) i += GIT_VALUE_OPTIONS.has(w[i]) ? 2 : 1;
  return i < w.length ? { sub: w[i], args: w.slice(i + 1) } : void 0;
}
function git(name, sub, test, word = sub) {
  return {
    name,
    test: (w) => {
      let g = gitArgs(w);
      return g !== void 0 && g.sub === sub && test(g.args);
    },
    texts: ["git "],
    words: [word]
  };
}
function hasShort(args, letters) {
  for (let a of args) {
    if (a === "--") return !1;
    if (/^-[A-Za-z]+$/.test(a) && [...letters].some((l) => a.includes(l))) return !0;
  }
  return !1;
}
var has = (args, ...options) => args.some((a) => options.some((o) => a === o || a.startsWith(`${o}=`))), FIND_DELETERS = /* @__PURE__ */ new Set(["rm", "unlink", "shred", "truncate"]);
function findClauses(w) {
  let out = [];
  if (w[0] !== "find") return out;
  for (let i = 1; i < w.length; i++) {
    if (!["-exec", "-execdir", "-ok", "-okdir"].includes(w[i])) continue;
    let end = w.findIndex((x, j) => j > i && (x === ";" || x === "+"));
    if (end < 0) break;
    out.push(unwrap(w.slice(i + 1, end))), i = end;
  }
  return out;
}
var INTERPRETER = /^(python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby[0-9.]*|node|nodejs|bun|deno|php[0-9.]*)$/;
function inlineCode(w) {
  if (!INTERPRETER.test(w[0] ?? "")) return [];
  let out = [];
  for (let i = 1; i < w.length; i++) {
    let a = w[i], eq = /^--(eval|print)=(.*)$/s.exec(a);
    eq ? out.push(eq[2]) : (/^-[A-Za-z]*[ceEpr]$/.test(a) || a === "--eval" || a === "--print" || i === 1 && a === "eval") && i + 1 < w.length && out.push(w[i + 1]);
  }
  return out;
}
var call = (name) => new RegExp(`(?<![\\w'"/$@-])${name}\\b(?=\\s*[('"$@<\\w])`), method = (name) => new RegExp(`\\.${name}(?=\\s*\\(|\\s+['"])`), DELETING_CALLS = [
  { text: "rmtree", re: call("rmtree") },
  { text: "unlink", re: call("unlink(Sync)?") },
  // risky.sh's word: what follows `.rm` in each (a blank before the `(` or a quote included): not `*.rmvb`.
  { text: ".rm", word: ".rm[S_ d(]", re: method("rm(Sync|_rf|_r|_f)?") },
  { text: ".rm", word: ".rm[S_ d(]", re: /\.rmdir(Sync)?\s*\(.*\brecursive\b/s },
  { text: ".remove", word: ".remove[d_ (]", re: /\b(os\.remove(dirs)?\s*\(|FileUtils\.remove\w*(\s*\(|\s+['"]))/ }
];
function mvTarget(args) {
  for (let i = 0; i < args.length && args[i] !== "--"; i++) {
    if (args[i] === "-t" || args[i] === "--target-directory") return args[i + 1];
    if (args[i].startsWith("--target-directory=")) return args[i].slice(19);
  }
  return args.at(-1);
}
var anyCase = (word) => [...word].map((ch) => `[${ch.toUpperCase()}${ch}]`).join(""), BUILTIN_RULES = [
  {
    name: "rm -r",
    test: (w) => w[0] === "rm" && (hasShort(w.slice(1), "rR") || has(w, "--recursive")),
    texts: ["rm "]
  },
  git("git reset --hard", "reset", (a) => has(a, "--hard"), "--hard"),
  git("git clean", "clean", (a) => !has(a, "-n", "--dry-run") && !hasShort(a, "n")),
  git("git checkout --", "checkout", (a) => has(a, "--", ".", "--force") || hasShort(a, "f")),
  git("git restore", "restore", (a) => !has(a, "--staged", "-S") || has(a, "--worktree", "-W")),
  git("git switch --discard-changes", "switch", (a) => has(a, "--discard-changes", "--force") || hasShort(a, "f")),
  // `+ref` forces one ref; `:ref` deletes a remote branch.
  git(
    "git push --force",
    "push",
    (a) => has(a, "--force", "--force-with-lease", "--delete", "--mirror") || hasShort(a, "fd") || a.some((x) => x.startsWith("+") || /^:./.test(x))
  ),
  git(
    "git branch -D",
    "branch",
    (a) => hasShort(a, "D") || (has(a, "--delete") || hasShort(a, "d")) && (has(a, "--force") || hasShort(a, "f"))
  ),
  git("git stash drop", "stash", (a) => a[0] === "drop" || a[0] === "clear"),
  // Untracked (`-u`) or ignored (`-a`) files leave the working tree for the stash, and are lost
  // with it (`drop`, `clear`) or left behind by a `pop` that stops at a conflict; `show -u` only shows.
  git(
    "git stash -u",
    "stash",
    (a) => (a[0] === void 0 || a[0].startsWith("-") || a[0] === "push" || a[0] === "save") && (has(a, "--include-untracked", "--all") || hasShort(a, "ua"))
  ),
  git(
    "git rm -f",
    "rm",
    (a) => (has(a, "--force") || hasShort(a, "f")) && !has(a, "--cached", "--dry-run") && !hasShort(a, "n"),
    "rm "
  ),
  git("git worktree remove --force", "worktree", (a) => a[0] === "remove" && (has(a, "--force") || hasShort(a, "f"))),
  // Commits only the reflog still reaches, and objects nothing reaches: `expire --expire=now`, `gc --prune=now`, `prune`.
  git(
    "git reflog expire",
    "reflog",
    (a) => a[0] === "delete" || a[0] === "expire" && has(a, "--expire", "--expire-unreachable")
  ),
  git("git gc --prune", "gc", (a) => a.some((x) => x.startsWith("--prune=")), "prune"),
  git("git prune", "prune", (a) => !has(a, "--dry-run") && !hasShort(a, "n")),
  git("git filter-branch", "filter-branch", () => !0, "filter-"),
  git("git filter-repo", "filter-repo", (a) => !has(a, "--analyze", "--dry-run"), "filter-"),
  { name: "truncate", test: (w) => w[0] === "truncate", texts: ["runcate"], words: [anyCase("truncate")] },
  {
    name: "find -delete",
    test: (w) => w[0] === "find" && (w.includes("-delete") || findClauses(w).some((c) => FIND_DELETERS.has(c[0] ?? ""))),
    // A deleter's name comes before its clause's `;` or `+` (`rm ;`, `rm {} +`).
    texts: ["-del", "rm ", "unlink", "shred", "runcate"],
    words: ["-delete", "-exec", "-ok"]
  },
  {
    name: "rsync --delete",
    test: (w) => w[0] === "rsync" && w.some((a) => a === "--del" || a.startsWith("--delete")) && !has(w, "--dry-run") && !hasShort(w.slice(1), "n"),
    texts: ["-del"],
    // `--del` ends its word (risky.sh's text ends with a blank): not `--delimiter`.
    words: ["-delete", "--del[ ;&|()$`]"]
  },
  {
    name: "mv to /dev/null",
    test: (w) => w[0] === "mv" && mvTarget(w.slice(1)) === "/dev/null",
    texts: ["mv */dev/null"]
  },
  {
    name: "deleting code",
    test: (w) => inlineCode(w).some((code) => DELETING_CALLS.some((c) => c.re.test(code))),
    texts: DELETING_CALLS.map((c) => c.text),
    words: DELETING_CALLS.map((c) => c.word ?? c.text)
  },
  { name: "dd of=", test: (w) => w[0] === "dd" && w.some((a) => a.startsWith("of=")), texts: ["of="] },
  { name: "mkfs", test: (w) => /^mkfs(\.|$)/.test(w[0] ?? ""), texts: ["mkfs"] },
  { name: "shred", test: (w) => w[0] === "shred", texts: ["shred"] }
], SQL_RULES = [
  {
    name: "DROP TABLE",
    re: /\bdrop\s+(table|database|schema)\b/i,
    texts: ["rop", "ROP", "sql"],
    words: [anyCase("drop")]
  },
  {
    name: "TRUNCATE TABLE",
    re: /\btruncate\s+table\b/i,
    texts: ["runcate", "RUNCATE", "sql"],
    words: [anyCase("truncate")]
  },
  { name: "TRUNCATE", re: /\bTRUNCATE\s+[A-Za-z_"`]/, texts: ["RUNCATE", "sql"], words: [anyCase("truncate")] }
];

// src/domain/session/sidecar-files.ts
function sidecarDir(paths) {
  return (0, import_node_path8.join)(paths.stateDir, "sidecars");
}
function sidecarFiles(paths, sessionId) {
  let base = (0, import_node_path8.join)(sidecarDir(paths), assertSafeKey("session id", sessionId));
  return {
    lock: `${base}.lock`,
    journal: `${base}.journal`,
    notice: `${base}.notice`,
    inhook: `${base}.inhook`,
    risky: `${base}.risky`,
    riskyPending: `${base}.risky-pending`,
    riskyDone: `${base}.risky-done`,
    answer: `${base}.answer`
  };
}
var SIDECAR_LEASE_MS = 6e4;
function sidecarPid(paths, sessionId) {
  let info = inspectLock(sidecarFiles(paths, sessionId).lock, SIDECAR_LEASE_MS);
  return info && !info.stale ? info.pid : void 0;
}
var FENCED_MARK = "disabled: this session was resumed on another machine";
function setInHook(paths, sessionId, reason) {
  let file2 = sidecarFiles(paths, sessionId).inhook;
  if (reason === void 0) {
    safeUnlink(file2);
    return;
  }
  try {
    ensureDir(sidecarDir(paths)), writeFileAtomicSync(file2, `${reason}
`, { fsync: !1 });
  } catch {
  }
}

// src/core/context.ts
var import_node_fs10 = require("node:fs"), import_node_path9 = require("node:path");
function createContext(init) {
  let known = /* @__PURE__ */ new Map();
  return {
    ...init,
    configFor(project) {
      let stamp = [
        (0, import_node_path9.join)(init.paths.paiDir, "checkpoint.toml"),
        ...project ? [(0, import_node_path9.join)(project, ".pai", "checkpoint.toml")] : []
      ].map(fileStamp).join("|"), key = project ?? "", hit = known.get(key);
      if (hit?.stamp === stamp) return hit.config;
      let entry = { stamp };
      return entry.config = Promise.resolve().then(() => __toESM(require("../lib/config.cjs"), 1)).then(({ loadConfig }) => loadConfig({ paiDir: init.paths.paiDir, project, env: init.env })).then(
        (config2) => entry.good = config2,
        (err) => {
          if (!hit?.good) throw err;
          return init.warn(`${errorMessage(err)}: going on with the configuration read before`), entry.good = hit.good, hit.good;
        }
      ), known.set(key, entry), entry.config;
    }
  };
}
function fileStamp(file2) {
  try {
    let st = (0, import_node_fs10.statSync)(file2);
    return `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return "-";
  }
}

// src/platform/spawn.ts
var childProcess = () => process.getBuiltinModule("node:child_process");
var STDERR_KEPT = 64 * 1024;
function spawnDetached(script, args, env, nodeArgs = []) {
  return new Promise((resolve2) => {
    try {
      let child = childProcess().spawn(process.execPath, [...nodeArgs, script, ...args], {
        detached: !0,
        stdio: "ignore",
        env,
        cwd: "/"
      });
      child.once("spawn", () => resolve2(void 0)), child.once("error", (err) => resolve2(err.message)), child.unref();
    } catch (err) {
      resolve2(err instanceof Error ? err.message : String(err));
    }
  });
}

// src/app/hooks/hook.ts
var SIDECAR_NODE_ARGS = ["--lite-mode"];
function hookContext(init, programs2) {
  return {
    ...createContext(init),
    cliPath: programs2.cli,
    startWorker: (args) => {
      spawnDetached(programs2.worker, args, init.env).then(
        (failed) => failed && init.warn(`could not start the worker (${args[0] ?? "?"}): ${failed}`)
      );
    },
    startSidecar: (id) => spawnDetached(programs2.sidecar, [id], init.env, SIDECAR_NODE_ARGS)
  };
}
function lockSession(paths, sessionId, timeoutMs) {
  let path = sessionLockPath(paths, sessionId);
  return timeoutMs > 0 ? acquire(path, { timeoutMs }) : tryAcquire(path);
}
function queueCaptures(ctx2, sessionId, tickets) {
  requestCapture(ctx2.paths, sessionId, tickets, () => ctx2.startWorker(["capture", sessionId]));
}
function noticesOutput(state) {
  let systemMessage = takeNotices(state);
  return systemMessage ? { systemMessage } : void 0;
}
function unwritable(dir2) {
  try {
    ensureDir(dir2), (0, import_node_fs11.accessSync)(dir2, import_node_fs11.constants.W_OK);
    return;
  } catch (err) {
    return `${dir2} is not a writable folder (${errorMessage(err)})`;
  }
}
var TURNED_OFF = "off: [session] sidecar = false (or PAI_CHECKPOINT_SIDECAR=0)";
var MAX_LAUNCHES = 3;
function fencedOutput(ctx2, state) {
  setInHook(ctx2.paths, state.sessionId, FENCED_MARK);
  let out = noticesOutput(state);
  return saveSession(ctx2.paths, state), out;
}
async function ensureSidecar(ctx2, state, enabled) {
  let id = state.sessionId, marker = readFileIfExists(sidecarFiles(ctx2.paths, id).inhook);
  if (enabled === !1 || sidecarFromEnv(ctx2.env) === !1 || enabled === void 0 && marker?.startsWith("off:")) {
    setInHook(ctx2.paths, id, TURNED_OFF);
    return;
  }
  if (sidecarPid(ctx2.paths, id) !== void 0) return;
  let launches = state.sidecarLaunches ?? 0, failure2 = launches >= MAX_LAUNCHES ? state.sidecarFallback : void 0;
  if (failure2 || (failure2 = unwritable(sidecarDir(ctx2.paths))), failure2 || (state.sidecarLaunches = launches + 1, saveSession(ctx2.paths, state), failure2 = await ctx2.startSidecar(id), !failure2 && launches > 0 && (failure2 = `it stopped right after starting ${launches} time(s); details in ${ctx2.paths.logFile}`)), !failure2) {
    setInHook(ctx2.paths, id, void 0);
    return;
  }
  setInHook(ctx2.paths, id, `failed: ${failure2}`);
  let first = state.sidecarFallback === void 0;
  return state.sidecarFallback = failure2, ctx2.warn(`sidecar not running: ${failure2}`), first ? `pai-checkpoint: the session sidecar is not running (${failure2}); this session's phases are recorded at the end of each turn instead \u2014 \`pai-checkpoint doctor\` says more` : void 0;
}

// src/app/hooks/pre-compact.ts
var preCompact = async (ctx2, payload) => {
  let state = touchSession(ctx2, payload);
  if (state.disabled) return;
  if (state.fenced) return fencedOutput(ctx2, state);
  await ensureSidecar(ctx2, state);
  let track = await catchUp(ctx2, state), tickets = dueTickets(ctx2, state, track, ["pre_compact"]);
  saveSession(ctx2.paths, state), queueCaptures(ctx2, state.sessionId, tickets);
  let context = renderCompactContext(state, iscCriteria(ctx2, state), taskSummary(state)), keep = compactionKeep(loadLocalSummary(ctx2.paths, state.sessionId)), text2 = [context && `Keep this PAI Algorithm state in the summary, verbatim:
${context}`, keep].filter(Boolean).join(`

`);
  return text2 ? { text: `${text2}
` } : void 0;
};

// src/adapters/hooks/run.ts
var import_node_fs14 = require("node:fs"), import_node_path12 = require("node:path");

// src/core/log.ts
var import_node_fs12 = require("node:fs"), import_node_path10 = require("node:path");
function logLine(paths, event, sessionId, message) {
  try {
    ensureDir((0, import_node_path10.dirname)(paths.logFile)), (0, import_node_fs12.appendFileSync)(
      paths.logFile,
      `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, " | ")}
`,
      { mode: 384 }
    );
  } catch {
  }
}

// src/core/hint.ts
var import_node_fs13 = require("node:fs"), import_node_path11 = require("node:path"), PLUGIN_COMMANDS = /* @__PURE__ */ new Set([
  "save",
  "list",
  "resume",
  "inspect",
  "setup",
  "complete",
  "doctor",
  "usage",
  "memory",
  "summary"
]);
function shellQuote(s) {
  return /^[A-Za-z0-9_./:=@-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
function renderCommands(text2, a) {
  return text2.replace(/`pai-checkpoint ([a-z][a-z-]*)([^`]*)`/g, (whole, cmd, rest) => a.kind === "claude" && PLUGIN_COMMANDS.has(cmd) ? `\`/checkpoint:${cmd}${rest}\`` : a.onPath ? whole : `\`node ${shellQuote(a.cli)} ${cmd}${rest}\``);
}
function cliOnPath(cli, path) {
  let mine;
  try {
    mine = (0, import_node_fs13.realpathSync)(cli);
  } catch {
    return !1;
  }
  for (let dir2 of (path ?? "").split(":"))
    if (dir2)
      try {
        let p = (0, import_node_path11.join)(dir2, "pai-checkpoint");
        return (0, import_node_fs13.accessSync)(p, import_node_fs13.constants.X_OK), (0, import_node_fs13.realpathSync)(p) === mine;
      } catch {
      }
  return !1;
}

// src/adapters/hooks/run.ts
function programs() {
  return {
    cli: (0, import_node_path12.join)(__dirname, "..", "cli.cjs"),
    worker: (0, import_node_path12.join)(__dirname, "..", "worker.cjs"),
    sidecar: (0, import_node_path12.join)(__dirname, "..", "sidecar.cjs")
  };
}
function printed(out, cli, path) {
  if (out?.text) return inert(out.text.endsWith(`
`) ? out.text : `${out.text}
`);
  if (!out || !(out.systemMessage || out.hookSpecificOutput)) return "";
  let a = { kind: "claude", cli, onPath: cliOnPath(cli, path) }, r = {};
  return out.systemMessage && (r.systemMessage = inert(renderCommands(out.systemMessage, a))), out.hookSpecificOutput && (r.hookSpecificOutput = {
    ...out.hookSpecificOutput,
    additionalContext: inert(renderCommands(out.hookSpecificOutput.additionalContext, a))
  }), `${JSON.stringify(r)}
`;
}
var said = (systemMessage) => `${JSON.stringify({ systemMessage: inert(systemMessage) })}
`;
function readPayload(stdin) {
  let parsed;
  try {
    parsed = JSON.parse(stdin || "{}");
  } catch (err) {
    return { notJson: errorMessage(err) };
  }
  if (typeof parsed != "object" || parsed === null || Array.isArray(parsed)) return { payload: void 0 };
  let payload = parsed;
  for (let k of ["transcript_path", "cwd", "hook_event_name"]) {
    let v = payload[k];
    k in payload && (typeof v != "string" || v.includes("\0")) && delete payload[k];
  }
  return { payload };
}
async function runHook(event, handler, options = {}) {
  if (process.exitCode = 0, hooksDisabled(process.env)) return;
  let paths, sessionId = "-", lock;
  try {
    paths = paiPaths();
    let input = readPayload((0, import_node_fs14.readFileSync)(0, "utf8"));
    if ("notJson" in input) {
      logLine(paths, event, "-", `ignored: the input is not JSON (${input.notJson})`), process.stdout.write(
        said(`pai-checkpoint: the ${event} hook's input is not JSON (${input.notJson.slice(0, 120)}); ignored`)
      );
      return;
    }
    let payload = input.payload;
    if (typeof payload?.session_id != "string" || !isSafeKey(payload.session_id)) {
      logLine(paths, event, "-", "ignored: payload has no usable session_id");
      return;
    }
    sessionId = payload.session_id;
    let logTo = paths, warn = (m) => logLine(logTo, event, sessionId, `warning: ${m}`), ctx2 = hookContext({ paths, now: () => /* @__PURE__ */ new Date(), env: process.env, warn }, programs());
    if (options.sessionLock !== !1 && (lock = lockSession(paths, sessionId, options.lockTimeoutMs ?? 3e3), !lock)) {
      logLine(paths, event, sessionId, "skipped: session busy");
      return;
    }
    let out = printed(await handler(ctx2, payload), ctx2.cliPath, ctx2.env.PATH);
    out && process.stdout.write(out);
  } catch (err) {
    let detail = err instanceof Error && err.stack ? err.stack : errorMessage(err);
    paths && logLine(paths, event, sessionId, `error: ${detail}`);
    let where = paths ? ` (details: ${paths.logFile})` : "";
    process.stdout.write(said(`pai-checkpoint: ${event} hook failed: ${errorMessage(err).slice(0, 160)}${where}`));
  } finally {
    lock?.release();
  }
}

// src/adapters/hooks/entry/pre-compact.ts
runHook("PreCompact", preCompact);
