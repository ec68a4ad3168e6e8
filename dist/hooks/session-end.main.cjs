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

// src/domain/session/state.ts
var import_node_os = require("node:os"), import_node_path2 = require("node:path");

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
  return (0, import_node_path2.join)(paths.sessionsDir, `${assertSafeKey("session id", sessionId)}.json`);
}
function sessionLockPath(paths, sessionId) {
  return `${sessionFile(paths, sessionId)}.lock`;
}
function loadSession(paths, sessionId) {
  try {
    let text = readFileIfExists(sessionFile(paths, sessionId));
    if (!text) return;
    let s = JSON.parse(text);
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
    host: (0, import_node_os.hostname)(),
    startedAt: at,
    heartbeatAt: at,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: !1
  };
}

// src/domain/session/tracker.ts
var import_node_os4 = require("node:os");

// src/core/paths.ts
var import_node_os2 = require("node:os"), import_node_path3 = require("node:path");
function resolvePaiDir(env = process.env) {
  let dir = env.PAI_DIR;
  return dir ? (0, import_node_path3.resolve)(dir) : (0, import_node_path3.join)((0, import_node_os2.homedir)(), ".pai");
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

// src/domain/transcript/tail.ts
var TAIL_WINDOW = 8 * 1024 * 1024;

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
  let currentPRNG = prng || detectPRNG(), lastTime = 0, lastRandom;
  return function(seedTime) {
    let seed = !seedTime || isNaN(seedTime) ? Date.now() : seedTime;
    if (seed <= lastTime) {
      let incrementedRandom = lastRandom = incrementBase32(lastRandom);
      return encodeTime(lastTime, TIME_LEN) + incrementedRandom;
    }
    lastTime = seed;
    let newRandom = lastRandom = encodeRandom(RANDOM_LEN, currentPRNG);
    return encodeTime(seed, TIME_LEN) + newRandom;
  };
}

// src/core/ids.ts
var nextUlid = monotonicFactory();

// src/platform/process.ts
var import_node_fs4 = require("node:fs");

// src/core/lock.ts
var import_node_fs3 = require("node:fs"), import_node_crypto3 = require("node:crypto"), import_node_os3 = require("node:os"), import_node_path4 = require("node:path");
var HOST = (0, import_node_os3.hostname)(), DEFAULT_LEASE_MS = 1e4;
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
  let temp = (0, import_node_path4.join)((0, import_node_path4.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path4.basename)(path)}.${process.pid}.${(0, import_node_crypto3.randomBytes)(4).toString("hex")}`);
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
  let timeoutMs = options.timeoutMs ?? 5e3, staleMs = options.staleMs ?? DEFAULT_LEASE_MS, token = `${process.pid} ${HOST} ${Date.now()} ${(0, import_node_crypto3.randomBytes)(8).toString("hex")} ${myStart()}`, deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== "ENOENT") throw err;
      ensureDir((0, import_node_path4.dirname)(path));
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

// src/platform/process.ts
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
function redactSecretPatterns(text) {
  let out = text;
  for (let [kind, re] of SECRET_PATTERNS)
    re.lastIndex = 0, re.test(out) && (re.lastIndex = 0, out = out.replace(
      re,
      (_whole, keep) => kind === "bearer-token" || kind === "secret-value" ? `${keep ?? ""}[REDACTED:${kind}]` : `[REDACTED:${kind}]`
    ));
  return out;
}

// src/domain/session/tracker.ts
function touchSession(ctx, payload, options = {}) {
  let now = ctx.now(), cwd = payload.cwd || process.cwd(), project = ctx.env.CLAUDE_PROJECT_DIR || cwd, known = options.loaded ?? loadSession(ctx.paths, payload.session_id), state = known ?? newSession(payload.session_id, cwd, project, now);
  if (state.heartbeatAt = now.toISOString(), state.cwd = cwd, state.project = project, payload.transcript_path && (!known || state.transcriptPath !== payload.transcript_path) && (state.transcriptOffset = 0, delete state.transcriptMidLine, state.transcriptUnseen = !0), payload.transcript_path && (state.transcriptPath = payload.transcript_path), options.refindProcess || state.claudePid === void 0 || state.host !== (0, import_node_os4.hostname)()) {
    let proc = findClaudeProcess();
    state.host = (0, import_node_os4.hostname)(), proc ? (state.claudePid = proc.pid, state.claudeStart = proc.start) : (delete state.claudePid, delete state.claudeStart);
  }
  return state;
}
var LOOK_BYTES = 32 * 1024 * 1024, FIRST_LOOK_BYTES = 16 * 1024 * 1024;

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
function hooksDisabled(env) {
  return env.PAI_CHECKPOINT_DISABLE === "1";
}

// src/domain/session/sidecar-files.ts
var import_node_path5 = require("node:path");

// src/core/inert.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, escaped = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
function picture(c) {
  let n = c.charCodeAt(0);
  return n < 32 ? String.fromCharCode(9216 + n) : n === 127 ? "\u2421" : escaped(c);
}
function inert(text) {
  return text.replace(CONTROL, picture);
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
  return (0, import_node_path5.join)(paths.stateDir, "sidecars");
}
function sidecarFiles(paths, sessionId) {
  let base = (0, import_node_path5.join)(sidecarDir(paths), assertSafeKey("session id", sessionId));
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
var FENCED_MARK = "disabled: this session was resumed on another machine";
function setInHook(paths, sessionId, reason) {
  let file = sidecarFiles(paths, sessionId).inhook;
  if (reason === void 0) {
    safeUnlink(file);
    return;
  }
  try {
    ensureDir(sidecarDir(paths)), writeFileAtomicSync(file, `${reason}
`, { fsync: !1 });
  } catch {
  }
}

// src/core/context.ts
var import_node_fs5 = require("node:fs"), import_node_path6 = require("node:path");
function createContext(init) {
  let known = /* @__PURE__ */ new Map();
  return {
    ...init,
    configFor(project) {
      let stamp = [
        (0, import_node_path6.join)(init.paths.paiDir, "checkpoint.toml"),
        ...project ? [(0, import_node_path6.join)(project, ".pai", "checkpoint.toml")] : []
      ].map(fileStamp).join("|"), key = project ?? "", hit = known.get(key);
      if (hit?.stamp === stamp) return hit.config;
      let entry = { stamp };
      return entry.config = Promise.resolve().then(() => __toESM(require("../lib/config.cjs"), 1)).then(({ loadConfig }) => loadConfig({ paiDir: init.paths.paiDir, project, env: init.env })).then(
        (config) => entry.good = config,
        (err) => {
          if (!hit?.good) throw err;
          return init.warn(`${errorMessage(err)}: going on with the configuration read before`), entry.good = hit.good, hit.good;
        }
      ), known.set(key, entry), entry.config;
    }
  };
}
function fileStamp(file) {
  try {
    let st = (0, import_node_fs5.statSync)(file);
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
function noticesOutput(state) {
  let systemMessage = takeNotices(state);
  return systemMessage ? { systemMessage } : void 0;
}
function fencedOutput(ctx, state) {
  setInHook(ctx.paths, state.sessionId, FENCED_MARK);
  let out = noticesOutput(state);
  return saveSession(ctx.paths, state), out;
}

// src/app/hooks/session-end.ts
var sessionEnd = (ctx, payload) => {
  let state = touchSession(ctx, payload);
  if (!state.disabled) {
    if (state.fenced) return fencedOutput(ctx, state);
    state.endedAt = ctx.now().toISOString(), state.endReason = typeof payload.reason == "string" ? payload.reason : "other", saveSession(ctx.paths, state), ctx.startWorker(["session-end", state.sessionId]);
  }
}, SESSION_END_LOCK_MS = 500;

// src/adapters/hooks/run.ts
var import_node_fs8 = require("node:fs"), import_node_path9 = require("node:path");

// src/core/log.ts
var import_node_fs6 = require("node:fs"), import_node_path7 = require("node:path");
function logLine(paths, event, sessionId, message) {
  try {
    ensureDir((0, import_node_path7.dirname)(paths.logFile)), (0, import_node_fs6.appendFileSync)(
      paths.logFile,
      `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, " | ")}
`,
      { mode: 384 }
    );
  } catch {
  }
}

// src/core/hint.ts
var import_node_fs7 = require("node:fs"), import_node_path8 = require("node:path"), PLUGIN_COMMANDS = /* @__PURE__ */ new Set([
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
function renderCommands(text, a) {
  return text.replace(/`pai-checkpoint ([a-z][a-z-]*)([^`]*)`/g, (whole, cmd, rest) => a.kind === "claude" && PLUGIN_COMMANDS.has(cmd) ? `\`/checkpoint:${cmd}${rest}\`` : a.onPath ? whole : `\`node ${shellQuote(a.cli)} ${cmd}${rest}\``);
}
function cliOnPath(cli, path) {
  let mine;
  try {
    mine = (0, import_node_fs7.realpathSync)(cli);
  } catch {
    return !1;
  }
  for (let dir of (path ?? "").split(":"))
    if (dir)
      try {
        let p = (0, import_node_path8.join)(dir, "pai-checkpoint");
        return (0, import_node_fs7.accessSync)(p, import_node_fs7.constants.X_OK), (0, import_node_fs7.realpathSync)(p) === mine;
      } catch {
      }
  return !1;
}

// src/adapters/hooks/run.ts
function programs() {
  return {
    cli: (0, import_node_path9.join)(__dirname, "..", "cli.cjs"),
    worker: (0, import_node_path9.join)(__dirname, "..", "worker.cjs"),
    sidecar: (0, import_node_path9.join)(__dirname, "..", "sidecar.cjs")
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
    let input = readPayload((0, import_node_fs8.readFileSync)(0, "utf8"));
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
    let logTo = paths, warn = (m) => logLine(logTo, event, sessionId, `warning: ${m}`), ctx = hookContext({ paths, now: () => /* @__PURE__ */ new Date(), env: process.env, warn }, programs());
    if (options.sessionLock !== !1 && (lock = lockSession(paths, sessionId, options.lockTimeoutMs ?? 3e3), !lock)) {
      logLine(paths, event, sessionId, "skipped: session busy");
      return;
    }
    let out = printed(await handler(ctx, payload), ctx.cliPath, ctx.env.PATH);
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

// src/adapters/hooks/entry/session-end.ts
runHook("SessionEnd", sessionEnd, { lockTimeoutMs: SESSION_END_LOCK_MS });
