#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to2, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to2, key) && key !== except && __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to2;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
)), __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

// src/core/errors.ts
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}
function errnoCode(err) {
  return typeof err == "object" && err !== null && "code" in err && typeof err.code == "string" ? err.code : void 0;
}
function quoteValue(v2) {
  return typeof v2 == "string" ? v2.length > 40 ? `${JSON.stringify(v2.slice(0, 40))}\u2026 (${v2.length} characters)` : JSON.stringify(v2) : typeof v2 == "number" || typeof v2 == "boolean" || v2 === null ? String(v2) : v2 === void 0 ? "missing" : Array.isArray(v2) ? "an array" : `a${typeof v2 == "object" ? "n object" : ` ${typeof v2}`}`;
}
var CheckpointError, init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    CheckpointError = class extends Error {
      constructor(code, message, hint, options) {
        super(message, options);
        this.code = code;
        this.hint = hint;
      }
      code;
      hint;
      name = "CheckpointError";
    };
  }
});

// src/core/json.ts
function describeJsonError(err) {
  let message = err instanceof Error ? err.message : String(err);
  return /is not valid JSON$/.test(message) ? "not valid JSON (unexpected character)" : message.replace(/'[^']*'/g, "a character").replace(/"[^"]*"/g, "\u2026");
}
function parseJsonText(text4, where, hint) {
  try {
    return JSON.parse(text4);
  } catch (err) {
    throw new CheckpointError("INVALID_DATA", `${where}: invalid JSON (${describeJsonError(err)})`, hint);
  }
}
function safeParse(schema, value, where) {
  try {
    return schema.safeParse(value);
  } catch (err) {
    throw new CheckpointError(
      "INVALID_DATA",
      `${where}: a value of the wrong type (${errorMessage(err).slice(0, 80)})`,
      "fix or remove the file"
    );
  }
}
var init_json = __esm({
  "src/core/json.ts"() {
    "use strict";
    init_errors();
  }
});

// src/core/regular.ts
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
function checkStat(path, st2, maxBytes) {
  if (!st2.isFile())
    throw notRegular(path, st2.isDirectory() ? "a directory" : st2.isFIFO() ? "a FIFO" : "a special file");
  if (maxBytes !== void 0 && st2.size > maxBytes) throw tooLarge(path, st2.size, maxBytes);
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
async function openRegular(path, options = {}) {
  return (await openRegularSized(path, options))?.fh;
}
async function openRegularSized(path, options = {}) {
  let fh;
  try {
    fh = await (0, import_promises.open)(path, FLAGS | (options.noFollow ? import_node_fs.constants.O_NOFOLLOW : 0));
  } catch (err) {
    return openFailed(path, err);
  }
  let ok = !1;
  try {
    let st2 = await fh.stat();
    return checkStat(path, st2, options.maxBytes), ok = !0, { fh, size: st2.size };
  } finally {
    ok || await fh.close();
  }
}
var import_node_fs, import_promises, READ_WHOLE_MAX_BYTES, FLAGS, RefusedFileError, init_regular = __esm({
  "src/core/regular.ts"() {
    "use strict";
    import_node_fs = require("node:fs"), import_promises = require("node:fs/promises");
    init_errors();
    READ_WHOLE_MAX_BYTES = 64 * 1024 * 1024, FLAGS = import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK, RefusedFileError = class extends CheckpointError {
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
  }
});

// src/core/atomic.ts
var atomic_exports = {};
__export(atomic_exports, {
  TEMP_PREFIX: () => TEMP_PREFIX,
  commitOutputFile: () => commitOutputFile,
  createFileExclusiveSync: () => createFileExclusiveSync,
  ensureDir: () => ensureDir,
  fsyncDir: () => fsyncDir,
  outputFile: () => outputFile,
  readFileIfExists: () => readFileIfExists,
  safeUnlink: () => safeUnlink,
  writeFileAtomicSync: () => writeFileAtomicSync
});
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
function createFileExclusiveSync(dir2, names, data, options = {}) {
  let temp = writeTemp((0, import_node_path.join)(dir2, "new"), data, options);
  try {
    for (let name of names) {
      let target = (0, import_node_path.join)(dir2, name);
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
          return (0, import_node_fs2.renameSync)(temp, target), options.fsync !== !1 && fsyncDir(dir2), name;
        }
        throw err;
      }
      return options.fsync !== !1 && fsyncDir(dir2), name;
    }
    throw new Error(`no free file name in ${dir2}`);
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
function fileKind(st2) {
  return st2.isFile() ? "a regular file" : st2.isDirectory() ? "a folder" : st2.isFIFO() ? "a FIFO" : st2.isCharacterDevice() ? "a character device" : st2.isBlockDevice() ? "a block device" : st2.isSocket() ? "a socket" : st2.isSymbolicLink() ? "a symbolic link" : "a special file";
}
function outputFile(path) {
  let st2 = lstatOrUndefined(path);
  if (!st2) {
    if (!(0, import_node_fs2.statSync)((0, import_node_path.dirname)(path), { throwIfNoEntry: !1 })?.isDirectory())
      throw new CheckpointError(
        "USAGE",
        `${path}: the folder ${(0, import_node_path.dirname)(path)} does not exist`,
        "name a file in an existing folder"
      );
    return path;
  }
  if (st2.isFile()) return path;
  let target = st2.isSymbolicLink() ? (0, import_node_fs2.statSync)(path, { throwIfNoEntry: !1 }) : st2;
  if (target?.isFile()) return (0, import_node_fs2.realpathSync)(path);
  let what = st2.isSymbolicLink() ? `a symbolic link to ${(0, import_node_fs2.readlinkSync)(path)}, ${target ? fileKind(target) : "which does not exist"}` : fileKind(st2);
  throw new CheckpointError(
    "CONFLICT",
    `${path} is ${what}, not a regular file: left as it is, nothing written`,
    "name a new file or a regular file to replace (or -o - for standard output)"
  );
}
function commitOutputFile(temp, file2) {
  try {
    if (lstatOrUndefined(file2) === void 0 && linked(temp, file2)) return;
    if (outputFile(file2) !== file2)
      throw new CheckpointError(
        "CONFLICT",
        `${file2} became a symbolic link while it was written: left as it is, nothing written`,
        "run it again"
      );
    (0, import_node_fs2.renameSync)(temp, file2);
  } finally {
    safeUnlink(temp), fsyncDir((0, import_node_path.dirname)(file2));
  }
}
function linked(temp, file2) {
  try {
    return (0, import_node_fs2.linkSync)(temp, file2), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST" || code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return !1;
    throw err;
  }
}
var import_node_fs2, import_node_crypto, import_node_path, TEMP_PREFIX, lstatOrUndefined, init_atomic = __esm({
  "src/core/atomic.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs"), import_node_crypto = require("node:crypto"), import_node_path = require("node:path");
    init_errors();
    init_regular();
    TEMP_PREFIX = ".tmp-";
    lstatOrUndefined = (path) => {
      try {
        return (0, import_node_fs2.lstatSync)(path);
      } catch (err) {
        if (errnoCode(err) === "ENOENT") return;
        throw err;
      }
    };
  }
});

// src/core/keys.ts
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
var SAFE_KEY_RE, init_keys = __esm({
  "src/core/keys.ts"() {
    "use strict";
    init_errors();
    SAFE_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
  }
});

// src/core/hash.ts
function sha256Hex(data) {
  return (0, import_node_crypto2.createHash)("sha256").update(data).digest("hex");
}
var import_node_crypto2, init_hash = __esm({
  "src/core/hash.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
  }
});

// src/core/paths.ts
function resolvePaiDir(env = process.env) {
  let dir2 = env.PAI_DIR;
  return dir2 ? (0, import_node_path3.resolve)(dir2) : (0, import_node_path3.join)((0, import_node_os2.homedir)(), ".pai");
}
function resolveCheckpointsDir(dir2) {
  return dir2 ? (0, import_node_path3.resolve)(dir2) : (0, import_node_path3.join)(resolvePaiDir(), "checkpoints");
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
function installationId(paths) {
  return sha256Hex(`${(0, import_node_os2.hostname)()}\0${paths.paiDir}`).slice(0, 16);
}
var import_node_os2, import_node_path3, init_paths = __esm({
  "src/core/paths.ts"() {
    "use strict";
    import_node_os2 = require("node:os"), import_node_path3 = require("node:path");
    init_hash();
  }
});

// src/domain/records/phases.ts
function phaseName(n) {
  return PHASES[n - 1];
}
var PHASES, init_phases = __esm({
  "src/domain/records/phases.ts"() {
    "use strict";
    PHASES = ["OBSERVE", "THINK", "PLAN", "BUILD", "EXECUTE", "VERIFY", "LEARN"];
  }
});

// node_modules/ulid/dist/node/index.js
function randomChar(prng) {
  let randomPosition = Math.floor(prng() * ENCODING_LEN) % ENCODING_LEN;
  return ENCODING.charAt(randomPosition);
}
function replaceCharAt(str2, index, char) {
  return index > str2.length - 1 ? str2 : str2.substr(0, index) + char + str2.substr(index + 1);
}
function incrementBase32(str2) {
  let done, index = str2.length, char, charIndex, output = str2, maxCharIndex = ENCODING_LEN - 1;
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
  let str2 = "";
  for (; len > 0; len--)
    str2 = randomChar(prng) + str2;
  return str2;
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
  let mod, str2 = "";
  for (let currentLen = len; currentLen > 0; currentLen--)
    mod = now % ENCODING_LEN, str2 = ENCODING.charAt(mod) + str2, now = (now - mod) / ENCODING_LEN;
  return str2;
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
var import_node_crypto3, ENCODING, ENCODING_LEN, RANDOM_LEN, TIME_LEN, TIME_MAX, ULIDErrorCode, ULIDError, init_node = __esm({
  "node_modules/ulid/dist/node/index.js"() {
    import_node_crypto3 = __toESM(require("node:crypto"), 1), ENCODING = "0123456789ABCDEFGHJKMNPQRSTVWXYZ", ENCODING_LEN = 32, RANDOM_LEN = 16, TIME_LEN = 10, TIME_MAX = 281474976710655;
    (function(ULIDErrorCode2) {
      ULIDErrorCode2.Base32IncorrectEncoding = "B32_ENC_INVALID", ULIDErrorCode2.DecodeTimeInvalidCharacter = "DEC_TIME_CHAR", ULIDErrorCode2.DecodeTimeValueMalformed = "DEC_TIME_MALFORMED", ULIDErrorCode2.EncodeTimeNegative = "ENC_TIME_NEG", ULIDErrorCode2.EncodeTimeSizeExceeded = "ENC_TIME_SIZE_EXCEED", ULIDErrorCode2.EncodeTimeValueMalformed = "ENC_TIME_MALFORMED", ULIDErrorCode2.PRNGDetectFailure = "PRNG_DETECT", ULIDErrorCode2.ULIDInvalid = "ULID_INVALID", ULIDErrorCode2.Unexpected = "UNEXPECTED", ULIDErrorCode2.UUIDInvalid = "UUID_INVALID";
    })(ULIDErrorCode || (ULIDErrorCode = {}));
    ULIDError = class extends Error {
      constructor(errorCode, message) {
        super(`${message} (${errorCode})`), this.name = "ULIDError", this.code = errorCode;
      }
    };
  }
});

// src/core/ids.ts
function newCheckpointId(now = Date.now()) {
  return now < lastTime && (nextUlid = monotonicFactory()), lastTime = now, nextUlid(now);
}
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
var nextUlid, lastTime, ULID_RE, init_ids = __esm({
  "src/core/ids.ts"() {
    "use strict";
    init_node();
    nextUlid = monotonicFactory(), lastTime = -1;
    ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/;
  }
});

// src/core/lock.ts
function processStart(pid) {
  try {
    let stat4 = (0, import_node_fs6.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat4.slice(stat4.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return;
  }
}
function sleepSync(ms2) {
  Atomics.wait(sleeper, 0, 0, ms2);
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return !1;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return errnoCode(err) === "EPERM";
  }
  try {
    let stat4 = (0, import_node_fs6.readFileSync)(`/proc/${pid}/stat`, "utf8"), state = stat4[stat4.lastIndexOf(")") + 2];
    return state !== "Z" && state !== "X";
  } catch {
    return process.platform !== "linux";
  }
}
function readLock(path) {
  try {
    let content = (0, import_node_fs6.readFileSync)(path, "utf8"), { mtimeMs } = (0, import_node_fs6.statSync)(path);
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
  let [pid, host, time3] = holder.content.split(" "), stale2 = staleReason(holder, staleMs);
  return { pid: Number(pid) || 0, host: host ?? "", since: Number(time3) || 0, ...stale2 ? { stale: stale2 } : {} };
}
function breakStale(path, judged) {
  let aside = `${path}.stale-${(0, import_node_crypto4.randomBytes)(6).toString("hex")}`;
  try {
    (0, import_node_fs6.renameSync)(path, aside);
  } catch {
    return;
  }
  let moved = "";
  try {
    moved = (0, import_node_fs6.readFileSync)(aside, "utf8");
  } catch {
  }
  if (moved !== judged)
    try {
      (0, import_node_fs6.linkSync)(aside, path);
    } catch {
    }
  safeUnlink(aside);
}
function createLockFile(path, token) {
  let temp = (0, import_node_path5.join)((0, import_node_path5.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path5.basename)(path)}.${process.pid}.${(0, import_node_crypto4.randomBytes)(4).toString("hex")}`);
  (0, import_node_fs6.writeFileSync)(temp, token, { mode: 384 });
  try {
    return (0, import_node_fs6.linkSync)(temp, path), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST") return !1;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    let fd = (0, import_node_fs6.openSync)(path, "wx", 384);
    try {
      (0, import_node_fs6.writeSync)(fd, token);
    } finally {
      (0, import_node_fs6.closeSync)(fd);
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
  let timeoutMs = options.timeoutMs ?? 5e3, staleMs = options.staleMs ?? DEFAULT_LEASE_MS, token = `${process.pid} ${HOST} ${Date.now()} ${(0, import_node_crypto4.randomBytes)(8).toString("hex")} ${myStart()}`, deadline = Date.now() + timeoutMs;
  for (let attempt2 = 0; ; attempt2++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== "ENOENT") throw err;
      ensureDir((0, import_node_path5.dirname)(path));
      continue;
    }
    let holder = readLock(path);
    if (holder && staleReason(holder, staleMs)) {
      breakStale(path, holder.content);
      continue;
    }
    if (Date.now() >= deadline) return;
    sleepSync(Math.min(1 + attempt2, 20) * (0.5 + Math.random()));
  }
}
function makeLock(path, token, leaseMs) {
  let released = !1, refresh = setInterval(
    () => {
      try {
        if ((0, import_node_fs6.readFileSync)(path, "utf8") === token) {
          let now = /* @__PURE__ */ new Date();
          (0, import_node_fs6.utimesSync)(path, now, now);
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
        return (0, import_node_fs6.readFileSync)(path, "utf8") === token;
      } catch {
        return !1;
      }
    },
    release() {
      if (!released) {
        released = !0, clearInterval(refresh);
        try {
          (0, import_node_fs6.readFileSync)(path, "utf8") === token && safeUnlink(path);
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
async function withLockAsync(path, fn, options = {}) {
  let lock = acquire(path, options);
  try {
    return await fn(lock);
  } finally {
    lock.release();
  }
}
var import_node_fs6, import_node_crypto4, import_node_os3, import_node_path5, HOST, DEFAULT_LEASE_MS, ownStart, myStart, sleeper, init_lock = __esm({
  "src/core/lock.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs"), import_node_crypto4 = require("node:crypto"), import_node_os3 = require("node:os"), import_node_path5 = require("node:path");
    init_atomic();
    init_errors();
    HOST = (0, import_node_os3.hostname)(), DEFAULT_LEASE_MS = 1e4;
    myStart = () => ownStart ??= processStart(process.pid) ?? "-", sleeper = new Int32Array(new SharedArrayBuffer(4));
  }
});

// src/core/redact.ts
function redactUrl(url2) {
  let scheme = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/s.exec(url2);
  if (!scheme) return url2;
  let [, prefix, authority = "", rest = ""] = scheme, at2 = authority.lastIndexOf("@"), host = at2 >= 0 ? authority.slice(at2 + 1) : authority, q2 = rest.indexOf("?");
  if (q2 < 0) return `${prefix}${host}${rest}`;
  let hash = rest.indexOf("#", q2), cleaned = rest.slice(q2 + 1, hash < 0 ? void 0 : hash).split("&").map((kv) => {
    let eq = kv.indexOf("="), name = eq < 0 ? kv : kv.slice(0, eq);
    return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=REDACTED` : kv;
  }).join("&");
  return `${prefix}${host}${rest.slice(0, q2)}?${cleaned}${hash < 0 ? "" : rest.slice(hash)}`;
}
function decodeURIComponentSafe(s3) {
  try {
    return decodeURIComponent(s3);
  } catch {
    return s3;
  }
}
function refuseVolumeUrlCredentials(url2, source = "") {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*@/.test(url2))
    throw new CheckpointError(
      "USAGE",
      `${source ? `${source}: ` : ""}volume ${redactUrl(url2)}: credentials do not belong in the volume's URL`,
      "remove them; set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or ~/.aws/credentials)"
    );
}
function redactSecretPatterns(text4) {
  let out2 = text4;
  for (let [kind, re2] of SECRET_PATTERNS)
    re2.lastIndex = 0, re2.test(out2) && (re2.lastIndex = 0, out2 = out2.replace(
      re2,
      (_whole, keep) => kind === "bearer-token" || kind === "secret-value" ? `${keep ?? ""}[REDACTED:${kind}]` : `[REDACTED:${kind}]`
    ));
  return out2;
}
var SECRET_PARAM, SECRET_PATTERNS, init_redact = __esm({
  "src/core/redact.ts"() {
    "use strict";
    init_errors();
    SECRET_PARAM = /^(?:.*(?:token|secret|key|password|passwd|pwd|auth|signature|sig|credential)s?|code)$/i;
    SECRET_PATTERNS = [
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
  }
});

// src/core/defaults.ts
var DEFAULTS, init_defaults = __esm({
  "src/core/defaults.ts"() {
    "use strict";
    DEFAULTS = {
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
  }
});

// src/core/config-env.ts
function sidecarFromEnv(env) {
  let v2 = env.PAI_CHECKPOINT_SIDECAR;
  return v2 ? v2 !== "0" : void 0;
}
function lockWaitSeconds(env) {
  let raw = env.PAI_CHECKPOINT_LOCK_WAIT_SECONDS, waitS = raw === void 0 || raw === "" ? DEFAULTS.lockWaitSeconds : Number(raw);
  if (!Number.isFinite(waitS) || waitS < 0)
    throw new CheckpointError(
      "USAGE",
      `PAI_CHECKPOINT_LOCK_WAIT_SECONDS="${raw}" is not a number of seconds`,
      "unset it, or set it to 0 or more"
    );
  return waitS;
}
var UNCONFIGURED, init_config_env = __esm({
  "src/core/config-env.ts"() {
    "use strict";
    init_defaults();
    init_errors();
    UNCONFIGURED = {
      periodicSeconds: DEFAULTS.periodicSeconds,
      staleSeconds: DEFAULTS.staleSeconds,
      excludes: DEFAULTS.excludes,
      recordRetentionDays: DEFAULTS.recordRetentionDays
    };
  }
});

// src/domain/records/seed.ts
function lockPathFor(seedPath) {
  return `${seedPath}.lock`;
}
function parseSeed(path, text4) {
  let value = parseJsonText(
    text4,
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
  let text4 = readFileIfExists(seedPath);
  if (text4 === void 0) return;
  let ref = parseSeed(seedPath, text4).state?.checkpointRef;
  return typeof ref == "string" ? ref : void 0;
}
function updateCheckpointRef(seedPath, update, lockOptions) {
  for (let attempt2 = 1; ; attempt2++) {
    let newer2 = supersededBy(seedPath, update);
    if (newer2) return { status: "unchanged", ref: newer2 };
    try {
      return updateOnce(seedPath, update, lockOptions);
    } catch (err) {
      let after = err instanceof CheckpointError && err.code === "LOCK_TIMEOUT" ? supersededBy(seedPath, update) : void 0;
      if (after) return { status: "unchanged", ref: after };
      if (!(err instanceof CheckpointError && err.code === "LOCK_LOST") || attempt2 >= 5) throw err;
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
      let text4 = readFileIfExists(seedPath);
      if (text4 === void 0) return { status: "missing" };
      let seed;
      try {
        seed = parseSeed(seedPath, text4);
      } catch (err) {
        return { status: "invalid", error: errorMessage(err) };
      }
      let state = seed.state ?? {}, current = typeof state.checkpointRef == "string" ? state.checkpointRef : void 0, next = current;
      if ("set" in update ? current !== void 0 && isUlid(current) && isUlid(update.set) && current > update.set || (next = update.set) : current !== void 0 && update.clear.includes(current) && (next = void 0), next === current) return { status: "unchanged", ref: current };
      next === void 0 ? delete state.checkpointRef : state.checkpointRef = next, seed.state = state;
      let mode = 384;
      try {
        mode = (0, import_node_fs9.statSync)(seedPath).mode & 511;
      } catch {
      }
      let file2 = (0, import_node_fs9.lstatSync)(seedPath).isSymbolicLink() ? (0, import_node_fs9.realpathSync)(seedPath) : seedPath;
      return writeFileAtomicSync(file2, `${JSON.stringify(seed, null, 2)}
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
var import_node_fs9, init_seed = __esm({
  "src/domain/records/seed.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    init_atomic();
    init_errors();
    init_lock();
    init_ids();
    init_json();
  }
});

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  let numericValues = Object.values(entries).filter((v2) => typeof v2 == "number");
  return Object.entries(entries).filter(([k2, _2]) => numericValues.indexOf(+k2) === -1).map(([_2, v2]) => v2);
}
function jsonStringifyReplacer(_2, value) {
  return typeof value == "bigint" ? value.toString() : value;
}
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input == null;
}
function cleanRegex(source) {
  let start = source.startsWith("^") ? 1 : 0, end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: !0,
    enumerable: !0,
    configurable: !0
  });
}
function isObject2(data) {
  return typeof data == "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject2(o) === !1)
    return !1;
  let ctor = o.constructor;
  if (ctor === void 0 || typeof ctor != "function")
    return !0;
  let prot = ctor.prototype;
  return !(isObject2(prot) === !1 || Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === !1);
}
function escapeRegex(str2) {
  return str2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
  return Object.keys(shape).filter((k2) => shape[k2]._zod.optin !== void 0 && shape[k2]._zod.optout === "optional");
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
    var _a3;
    return (_a3 = iss).path ?? (_a3.path = []), iss.path.unshift(path), iss;
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
  var _a3;
  for (let i = start; i < issues.length; i++)
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
}
function finalizeIssue(iss, ctx2, config2) {
  var _a3;
  let traits = iss.inst?._zod?.traits;
  traits?.has("$ZodType") && (traits.has("$ZodCheck") ? (_a3 = iss).schema ?? (_a3.schema = iss.inst) : iss.schema = iss.inst);
  let schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0, message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx2?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input", full = {};
  for (let k2 of Object.keys(iss))
    k2 === "inst" || k2 === "schema" || k2 === "continue" || k2 === "input" || k2 === "__proto__" || (full[k2] = iss[k2]);
  return full.path ?? (full.path = []), full.message = message, ctx2?.reportInput && (full.input = iss.input), full;
}
function codePointLength(str2) {
  let units = str2.length;
  if (!highSurrogate.test(str2))
    return units;
  let count3 = units;
  for (let i = 0; i < units - 1; i++)
    (str2.charCodeAt(i) & 64512) === 55296 && (str2.charCodeAt(i + 1) & 64512) === 56320 && (count3--, i++);
  return count3;
}
function getLengthableOrigin(input) {
  return Array.isArray(input) ? "array" : typeof input == "string" ? "string" : "unknown";
}
function issue(...args) {
  let [iss, input, inst] = args;
  return typeof iss == "string" ? {
    message: iss,
    code: "custom",
    input,
    inst
  } : { ...iss };
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
var Cached, captureStackTrace, propertyKeyTypes, NUMBER_FORMAT_RANGES, highSurrogate, installing, broke, breaker, init_util = __esm({
  "node_modules/zod/v4/core/util.js"() {
    Cached = class {
      constructor(getter) {
        this._getter = getter, this._value = void 0;
      }
      get value() {
        let getter = this._getter;
        return getter !== void 0 && (this._value = getter(), this._getter = void 0), this._value;
      }
    };
    captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
    };
    propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
    NUMBER_FORMAT_RANGES = {
      safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
      int32: [-2147483648, 2147483647],
      uint32: [0, 4294967295],
      float32: [-34028234663852886e22, 34028234663852886e22],
      float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
    };
    highSurrogate = /[\uD800-\uDBFF]/;
    broke = !1, breaker = {
      configurable: !0,
      get() {
        broke = !0;
      }
    };
  }
});

// node_modules/zod/v4/core/core.js
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
    this.def = def, this.constr = _2, this.traits = /* @__PURE__ */ new Set();
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
    let proto2 = _2.prototype;
    for (let k2 in proto2)
      Object.prototype.hasOwnProperty.call(proto2, k2) && (k2 in inst || (inst[k2] = proto2[k2].bind(inst)));
  }
  let Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _2(def) {
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
  return Object.defineProperty(_2, "init", { value: init }), Object.defineProperty(_2, Symbol.hasInstance, {
    value: (inst) => params?.Parent && inst instanceof params.Parent ? !0 : inst?._zod?.traits?.has(name)
  }), Object.defineProperty(_2, "name", { value: name }), _2;
}
function config(newConfig) {
  return newConfig && Object.assign(globalConfig, newConfig), globalConfig;
}
var _a, _zodDesc, _E, $ZodAsyncError, globalConfig, init_core = __esm({
  "node_modules/zod/v4/core/core.js"() {
    init_util();
    _zodDesc = { value: void 0, enumerable: !1 }, _E = "captureStackTrace" in Error ? Error : null;
    $ZodAsyncError = class extends Error {
      constructor() {
        super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
      }
    };
    (_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
    globalConfig = globalThis.__zod_globalConfig;
  }
});

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  let internals = this._zod;
  return internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2)), internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc, _issuesDesc, _installedToString, initializer, $ZodError, $ZodRealError, init_errors2 = __esm({
  "node_modules/zod/v4/core/errors.js"() {
    init_core();
    init_util();
    _messageDesc = {
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
  }
});

// node_modules/zod/v4/core/parse.js
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
var _parse, parse, _parseAsync, parseAsync, _safeParse, safeParse2, _safeParseAsync, safeParseAsync, init_parse = __esm({
  "node_modules/zod/v4/core/parse.js"() {
    init_core();
    init_errors2();
    init_util();
    _parse = (_Err) => {
      let fn = (schema, value, _ctx, _params) => {
        let ctx2 = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result2 = schema._zod.run({ value, issues: [] }, ctx2);
        if (result2 instanceof Promise)
          throw new $ZodAsyncError();
        if (result2.issues.length) {
          let e = new (_params?.Err ?? _Err)(result2.issues.map((iss) => finalizeIssue(iss, ctx2, config())));
          throw captureStackTrace(e, _params?.callee ?? fn), e;
        }
        return result2.value;
      };
      return fn;
    }, parse = /* @__PURE__ */ _parse($ZodRealError), _parseAsync = (_Err) => {
      let fn = async (schema, value, _ctx, params) => {
        let ctx2 = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result2 = schema._zod.run({ value, issues: [] }, ctx2);
        if (result2 instanceof Promise && (result2 = await result2), result2.issues.length) {
          let e = new (params?.Err ?? _Err)(result2.issues.map((iss) => finalizeIssue(iss, ctx2, config())));
          throw captureStackTrace(e, params?.callee ?? fn), e;
        }
        return result2.value;
      };
      return fn;
    }, parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError), _safeParse = (_Err) => (schema, value, _ctx) => {
      let ctx2 = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result2 = schema._zod.run({ value, issues: [] }, ctx2);
      if (result2 instanceof Promise)
        throw new $ZodAsyncError();
      return result2.issues.length ? failure(_Err, result2.issues, ctx2) : { success: !0, data: result2.value };
    }, safeParse2 = /* @__PURE__ */ _safeParse($ZodRealError);
    _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
      let ctx2 = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result2 = schema._zod.run({ value, issues: [] }, ctx2);
      return result2 instanceof Promise && (result2 = await result2), result2.issues.length ? failure(_Err, result2.issues, ctx2) : { success: !0, data: result2.value };
    }, safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);
  }
});

// node_modules/zod/v4/core/regexes.js
function anchor(source) {
  return new RegExp(`^${source}$`);
}
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
var duration, httpProtocol, dateSource, date, anyString, number, boolean, init_regexes = __esm({
  "node_modules/zod/v4/core/regexes.js"() {
    duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/, httpProtocol = /^https?$/, dateSource = "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
    date = /* @__PURE__ */ anchor(dateSource);
    anyString = /^[\s\S]{0,}$/, number = /^-?\d+(?:\.\d+)?$/, boolean = /^(?:true|false)$/i;
  }
});

// node_modules/zod/v4/core/checks.js
var $ZodCheck, _whenHasLength, numericOriginMap, $ZodCheckLessThan, $ZodCheckGreaterThan, $ZodCheckNumberFormat, $ZodCheckMinLength, $ZodCheckStringFormat, $ZodCheckRegex, init_checks = __esm({
  "node_modules/zod/v4/core/checks.js"() {
    init_core();
    init_util();
    $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
      var _a3;
      inst._zod ?? (inst._zod = {}), inst._zod.def = def, (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
    }), _whenHasLength = (payload) => {
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
    }), $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
      $ZodCheck.init(inst, def), def.format = def.format || "float64";
      let isInt = def.format?.includes("int"), origin = isInt ? "int" : "number", [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
      inst._zod.check = (payload) => {
        let input = payload.value;
        if (isInt) {
          if (!Number.isInteger(input)) {
            payload.issues.push({
              expected: origin,
              format: def.format,
              code: "invalid_type",
              continue: !1,
              input,
              inst
            });
            return;
          }
          if (!Number.isSafeInteger(input)) {
            input > 0 ? payload.issues.push({
              input,
              code: "too_big",
              maximum: Number.MAX_SAFE_INTEGER,
              note: "Integers must be within the safe integer range.",
              inst,
              origin,
              inclusive: !0,
              continue: !def.abort
            }) : payload.issues.push({
              input,
              code: "too_small",
              minimum: Number.MIN_SAFE_INTEGER,
              note: "Integers must be within the safe integer range.",
              inst,
              origin,
              inclusive: !0,
              continue: !def.abort
            });
            return;
          }
        }
        input < minimum && payload.issues.push({
          origin: "number",
          input,
          code: "too_small",
          minimum,
          inclusive: !0,
          inst,
          continue: !def.abort
        }), input > maximum && payload.issues.push({
          origin: "number",
          input,
          code: "too_big",
          maximum,
          inclusive: !0,
          inst,
          continue: !def.abort
        });
      };
    }), $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
      var _a3;
      $ZodCheck.init(inst, def), (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength), inst._zod.check = (payload) => {
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
    }), $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
      var _a3, _b;
      $ZodCheck.init(inst, def), def.pattern ? (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
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
    }), $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
      $ZodCheckStringFormat.init(inst, def), inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0, !def.pattern.test(payload.value) && payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "regex",
          input: payload.value,
          pattern: def.pattern.toString(),
          inst,
          continue: !def.abort
        });
      };
    });
  }
});

// node_modules/zod/v4/core/doc.js
var init_doc = __esm({
  "node_modules/zod/v4/core/doc.js"() {
  }
});

// node_modules/zod/v4/core/versions.js
var version, init_versions = __esm({
  "node_modules/zod/v4/core/versions.js"() {
    version = {
      major: 4,
      minor: 6,
      patch: 7
    };
  }
});

// node_modules/zod/v4/core/schemas.js
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
function canParseURL(input) {
  try {
    return typeof URL < "u" && typeof URL.canParse == "function" ? URL.canParse(input) : (new URL(input), !0);
  } catch {
    return !1;
  }
}
function validateURL(trimmed, def) {
  return !("normalize" in def) && !("hostname" in def) && !("protocol" in def) ? canParseURL(trimmed) || URL_UNPARSEABLE : parseURLObject(trimmed, def);
}
function parseURLObject(trimmed, def) {
  if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed))
    return URL_BAD_FORMAT;
  try {
    if (typeof URL < "u") {
      let URLStatic = URL;
      if (typeof URLStatic.parse == "function")
        return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
    }
    return new URL(trimmed);
  } catch {
    return URL_UNPARSEABLE;
  }
}
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url2, hostname9) {
  return hostname9.lastIndex = 0, hostname9.test(url2.hostname);
}
function urlProtocolOk(url2, protocol) {
  return protocol.lastIndex = 0, protocol.test(url2.protocol.endsWith(":") ? url2.protocol.slice(0, -1) : url2.protocol);
}
function capSize(inst, size) {
  let caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  let cap = Math.min(...caps.map((c) => c[0])), parse4 = inst._zod.parse;
  inst._zod.parse = (payload, ctx2) => {
    let n = size(payload.value);
    if (n > cap && !ctx2?.skipChecks && ctx2?.direction !== "backward") {
      for (let [max, ch] of sizeCaps(inst._zod.def.checks))
        if (n > max && ch._zod.def.when(payload)) {
          let start = payload.issues.length;
          return ch._zod.check(payload), payload.issues[start].continue = !1, attachSchema(payload.issues, start, inst), payload;
        }
    }
    return parse4(payload, ctx2);
  };
}
function handleArrayResult(result2, final, index) {
  result2.issues.length && final.issues.push(...prefixIssues(index, result2.issues)), final.value[index] = result2.value;
}
function handlePropertyResult(result2, final, key, input, optin, optout) {
  let isPresent = key in input, isOptionalOut = optout === "optional";
  if (!(!isPresent && isOptionalOut && optin === "optional")) {
    if (result2.issues.length) {
      if (optin !== void 0 && isOptionalOut && !isPresent)
        return;
      final.issues.push(...prefixIssues(key, result2.issues));
    }
    if (!isPresent && optin === void 0) {
      result2.issues.length || final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
      return;
    }
    result2.value === void 0 ? (isPresent || optin === "defaulted" && !isOptionalOut) && (final.value[key] = void 0) : final.value[key] = result2.value;
  }
}
function normalizeDef(def) {
  let keys = Object.keys(def.shape), ownSymbols = Object.getOwnPropertySymbols(def.shape), symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS, allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (let k2 of allKeys)
    if (!def.shape?.[k2]?._zod?.traits?.has("$ZodType"))
      throw new Error(`Invalid element at key "${String(k2)}": expected a Zod schema`);
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
function handleUnionResults(results, final, inst, ctx2) {
  for (let result2 of results)
    if (result2.issues.length === 0)
      return final.value = result2.value, final;
  let nonaborted = results.filter((r) => !aborted(r));
  return nonaborted.length === 1 ? (final.value = nonaborted[0].value, nonaborted[0]) : (final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result2) => result2.issues.map((iss) => finalizeIssue(iss, ctx2, config())))
  }), final);
}
function handleOptionalResult(payload, result2) {
  return payload.value = result2.issues.length ? void 0 : result2.value, payload;
}
function handleRefineResult(result2, payload, input, inst) {
  if (!result2) {
    let _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    inst._zod.def.params && (_iss.params = inst._zod.def.params), payload.issues.push(issue(_iss));
  }
}
var $ZodType, toStandardResult, $ZodString, $ZodStringFormat, URL_BAD_FORMAT, URL_UNPARSEABLE, asciiTabOrNewline, $ZodURL, $ZodISODateTime, $ZodISODate, $ZodISOTime, $ZodISODuration, $ZodNumber, $ZodNumberFormat, $ZodBoolean, $ZodUnknown, $ZodNever, arraySize, $ZodArray, NO_SYMBOL_KEYS, $ZodObject, $ZodUnion, $ZodRecord, $ZodEnum, $ZodLiteral, $ZodOptional, $ZodNullable, $ZodCustom, init_schemas = __esm({
  "node_modules/zod/v4/core/schemas.js"() {
    init_checks();
    init_core();
    init_regexes();
    init_util();
    init_versions();
    init_util();
    $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
      var _a3;
      inst ?? (inst = {}), inst._zod.def = def, inst._zod.bag = inst._zod.bag || {}, inst._zod.version = version;
      let defChecks = inst._zod.def.checks, checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
      for (let ch of checks)
        for (let fn of ch._zod.onattach)
          fn(inst);
      if (checks.length === 0)
        (_a3 = inst._zod).deferred ?? (_a3.deferred = []), inst._zod.deferred?.push(() => {
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
            let currLen = payload.issues.length, _2 = ch._zod.check(payload);
            if (_2 instanceof Promise && ctx2?.async === !1)
              throw new $ZodAsyncError();
            if (asyncResult || _2 instanceof Promise)
              asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                await _2, payload.issues.length !== currLen && (attachSchema(payload.issues, currLen, inst), isAborted || (isAborted = aborted(payload, currLen)));
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
          let result2 = inst._zod.parse(payload, ctx2);
          if (result2 instanceof Promise) {
            if (ctx2.async === !1)
              throw new $ZodAsyncError();
            return result2.then((result3) => runChecks(result3, checks, ctx2));
          }
          return runChecks(result2, checks, ctx2);
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
    $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
      $ZodType.init(inst, def), inst._zod.pattern = def.pattern ?? anyString, inst._zod.parse = (payload, _2) => {
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
    }), URL_BAD_FORMAT = 1, URL_UNPARSEABLE = 2;
    asciiTabOrNewline = /[\t\n\r]/g;
    $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
      $ZodStringFormat.init(inst, def), inst._zod.check = (payload) => {
        try {
          let trimmed = payload.value.trim(), url2 = validateURL(trimmed, def);
          if (url2 === URL_BAD_FORMAT) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid URL format",
              input: payload.value,
              inst,
              continue: !def.abort
            });
            return;
          }
          if (url2 === URL_UNPARSEABLE) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              input: payload.value,
              inst,
              continue: !def.abort
            });
            return;
          }
          if (url2 === !0) {
            payload.value = stripTabAndNewline(trimmed);
            return;
          }
          def.hostname && !urlHostnameOk(url2, def.hostname) && payload.issues.push({
            code: "invalid_format",
            format: "url",
            note: "Invalid hostname",
            pattern: def.hostname.source,
            input: payload.value,
            inst,
            continue: !def.abort
          }), def.protocol && !urlProtocolOk(url2, def.protocol) && payload.issues.push({
            code: "invalid_format",
            format: "url",
            note: "Invalid protocol",
            pattern: def.protocol.source,
            input: payload.value,
            inst,
            continue: !def.abort
          }), payload.value = def.normalize ? url2.href : stripTabAndNewline(trimmed);
          return;
        } catch {
          payload.issues.push({
            code: "invalid_format",
            format: "url",
            input: payload.value,
            inst,
            continue: !def.abort
          });
        }
      };
    }), $ZodISODateTime = /* @__PURE__ */ $constructor("$ZodISODateTime", (inst, def) => {
      def.pattern ?? (def.pattern = datetime(def)), $ZodStringFormat.init(inst, def);
    }), $ZodISODate = /* @__PURE__ */ $constructor("$ZodISODate", (inst, def) => {
      def.pattern ?? (def.pattern = date), $ZodStringFormat.init(inst, def);
    }), $ZodISOTime = /* @__PURE__ */ $constructor("$ZodISOTime", (inst, def) => {
      def.pattern ?? (def.pattern = time(def)), $ZodStringFormat.init(inst, def);
    }), $ZodISODuration = /* @__PURE__ */ $constructor("$ZodISODuration", (inst, def) => {
      def.pattern ?? (def.pattern = duration), $ZodStringFormat.init(inst, def);
    }), $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
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
    }), $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
      $ZodCheckNumberFormat.init(inst, def), $ZodNumber.init(inst, def);
    }), $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
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
    }), $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
      $ZodType.init(inst, def), inst._zod.parse = (payload) => payload;
    }), $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
      $ZodType.init(inst, def), inst._zod.parse = (payload, _ctx) => (payload.issues.push({
        expected: "never",
        code: "invalid_type",
        input: payload.value,
        inst
      }), payload);
    });
    arraySize = (input) => Array.isArray(input) ? input.length : -1;
    $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
      $ZodType.init(inst, def);
      let memo2 = globalConfig.memoizer;
      memo2?.attach(inst), inst._zod.parse = (payload, ctx2) => {
        let input = payload.value;
        if (!Array.isArray(input))
          return payload.issues.push({
            expected: "array",
            code: "invalid_type",
            input,
            inst
          }), payload;
        payload.value = memo2 ? memo2.alloc(inst, payload, Array(input.length), ctx2) : Array(input.length);
        let proms = [], abortEarly = ctx2?.abortEarly;
        for (let i = 0; i < input.length; i++) {
          let item = input[i], result2 = def.element._zod.run({
            value: item,
            issues: []
          }, ctx2);
          if (result2 instanceof Promise)
            proms.push(result2.then((result3) => handleArrayResult(result3, payload, i)));
          else if (handleArrayResult(result2, payload, i), abortEarly && result2.issues.length !== 0 && aborted(result2))
            break;
        }
        return proms.length ? Promise.all(proms).then(() => payload) : payload;
      }, capSize(inst, arraySize);
    });
    NO_SYMBOL_KEYS = [];
    $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
      $ZodType.init(inst, def);
      let desc = Object.getOwnPropertyDescriptor(def, "shape"), sh = desc?.get ? desc.get.raw : def.shape ?? {};
      if (sh) {
        let get2 = () => {
          let newSh = { ...sh };
          return Object.defineProperty(def, "shape", { value: newSh }), get2.raw = newSh, newSh;
        };
        get2.raw = sh, Object.defineProperty(def, "shape", { get: get2 });
      }
      let _normalized = cached(() => normalizeDef(def));
      defineLazyInternal(inst, "propValues", (zod) => {
        let shape = zod.def.shape, propValues = {};
        for (let key in shape) {
          let field = shape[key]._zod;
          if (field.values) {
            Object.prototype.hasOwnProperty.call(propValues, key) || assignProp(propValues, key, /* @__PURE__ */ new Set());
            for (let v2 of field.values)
              propValues[key].add(v2);
            field.optin !== void 0 && propValues[key].add(void 0);
          }
        }
        return propValues;
      });
      let isObject7 = isObject2, catchall = def.catchall, value, memo2 = globalConfig.memoizer;
      memo2?.attach(inst), inst._zod.parse = (payload, ctx2) => {
        value ?? (value = _normalized.value);
        let input = payload.value;
        if (!isObject7(input))
          return payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input,
            inst
          }), payload;
        payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx2) : {};
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
    $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
      $ZodType.init(inst, def), defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0), defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0), defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values))
          return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
      }), defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
          let patterns = zod.def.options.map((o) => o._zod.pattern);
          return new RegExp(`^(${patterns.map((p2) => cleanRegex(p2.source)).join("|")})$`);
        }
      });
      let first = def.options.length === 1 ? def.options[0]._zod.run : null;
      inst._zod.parse = (payload, ctx2) => {
        if (first)
          return first(payload, ctx2);
        let async = !1, results = [];
        for (let option of def.options) {
          let result2 = option._zod.run({
            value: payload.value,
            issues: []
          }, ctx2);
          if (result2 instanceof Promise)
            results.push(result2), async = !0;
          else {
            if (result2.issues.length === 0)
              return result2;
            results.push(result2);
          }
        }
        return async ? Promise.all(results).then((results2) => handleUnionResults(results2, payload, inst, ctx2)) : handleUnionResults(results, payload, inst, ctx2);
      };
    }), $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
      $ZodType.init(inst, def);
      let memo2 = globalConfig.memoizer;
      memo2?.attach(inst), inst._zod.parse = (payload, ctx2) => {
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
          payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx2) : {};
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
              let result2 = def.valueType._zod.run({ value: input[key], issues: [] }, ctx2);
              result2 instanceof Promise ? proms.push(result2.then((result3) => {
                result3.issues.length && payload.issues.push(...prefixIssues(key, result3.issues)), payload.value[outKey] = result3.value;
              })) : (result2.issues.length && payload.issues.push(...prefixIssues(key, result2.issues)), payload.value[outKey] = result2.value);
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
          payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx2) : {};
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
            let result2 = def.valueType._zod.run({ value: input[key], issues: [] }, ctx2);
            result2 instanceof Promise ? proms.push(result2.then((result3) => {
              result3.issues.length && payload.issues.push(...prefixIssues(key, result3.issues)), payload.value[outKey] = result3.value;
            })) : (result2.issues.length && payload.issues.push(...prefixIssues(key, result2.issues)), payload.value[outKey] = result2.value);
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
    }), $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
      $ZodType.init(inst, def);
      let values = getEnumValues(def.entries), valuesSet = new Set(values);
      inst._zod.values = valuesSet, defineLazyInternal(inst, "pattern", (zod) => {
        let patternValues = getEnumValues(zod.def.entries).filter((k2) => propertyKeyTypes.has(typeof k2));
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
    }), $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
      $ZodType.init(inst, def);
      let values = new Set(def.values);
      inst._zod.values = values, defineLazyInternal(inst, "pattern", (zod) => {
        let vals = zod.def.values;
        return new RegExp(vals.length ? `^(${vals.map((o) => typeof o == "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
      }), inst._zod.parse = (payload, _ctx) => {
        let input = payload.value;
        return values.has(input) || payload.issues.push({
          code: "invalid_value",
          values: def.values,
          input,
          inst
        }), payload;
      };
    });
    $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
      $ZodType.init(inst, def), defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), inst._zod.optout = "optional", defineLazyInternal(inst, "values", (zod) => {
        let values = zod.def.innerType._zod.values;
        return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
      }), defineLazyInternal(inst, "pattern", (zod) => {
        let pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
      }), inst._zod.parse = (payload, ctx2) => {
        if (payload.value === void 0) {
          if (def.innerType._zod.optin !== "defaulted")
            return payload;
          let result2 = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx2);
          return result2 instanceof Promise ? result2.then((result3) => handleOptionalResult(payload, result3)) : handleOptionalResult(payload, result2);
        }
        return def.innerType._zod.run(payload, ctx2);
      };
    }), $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
      $ZodType.init(inst, def), defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin), defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout), defineLazyInternal(inst, "pattern", (zod) => {
        let pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
      }), defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0), inst._zod.parse = (payload, ctx2) => payload.value === null ? payload : def.innerType._zod.run(payload, ctx2);
    }), $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
      $ZodCheck.init(inst, def), $ZodType.init(inst, def), inst._zod.parse = (payload, _2) => payload, inst._zod.check = (payload) => {
        let input = payload.value, r = def.fn(input);
        if (r instanceof Promise)
          return r.then((r2) => handleRefineResult(r2, payload, input, inst));
        handleRefineResult(r, payload, input, inst);
      };
    });
  }
});

// node_modules/zod/v4/core/memoizer.js
var init_memoizer = __esm({
  "node_modules/zod/v4/core/memoizer.js"() {
  }
});

// node_modules/zod/v4/locales/index.js
var init_locales = __esm({
  "node_modules/zod/v4/locales/index.js"() {
  }
});

// node_modules/zod/v4/core/registries.js
function registry() {
  return new $ZodRegistry();
}
var _a2, $ZodRegistry, globalRegistry, init_registries = __esm({
  "node_modules/zod/v4/core/registries.js"() {
    $ZodRegistry = class {
      constructor() {
        this._map = /* @__PURE__ */ new WeakMap(), this._idmap = /* @__PURE__ */ new Map();
      }
      add(schema, ..._meta) {
        let meta2 = _meta[0];
        return this._map.set(schema, meta2), meta2 && typeof meta2 == "object" && "id" in meta2 && this._idmap.set(meta2.id, schema), this;
      }
      clear() {
        return this._map = /* @__PURE__ */ new WeakMap(), this._idmap = /* @__PURE__ */ new Map(), this;
      }
      remove(schema) {
        let meta2 = this._map.get(schema);
        return meta2 && typeof meta2 == "object" && "id" in meta2 && this._idmap.delete(meta2.id), this._map.delete(schema), this;
      }
      get(schema) {
        let p2 = schema._zod.parent;
        if (p2) {
          let pm = { ...this.get(p2) ?? {} };
          delete pm.id;
          let f2 = { ...pm, ...this._map.get(schema) };
          return Object.keys(f2).length ? f2 : void 0;
        }
        return this._map.get(schema);
      }
      has(schema) {
        return this._map.has(schema);
      }
    };
    (_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
    globalRegistry = globalThis.__zod_globalRegistry;
  }
});

// node_modules/zod/v4/core/compile.js
var init_compile = __esm({
  "node_modules/zod/v4/core/compile.js"() {
  }
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
function _url(Class, params) {
  return new Class({
    type: "string",
    format: "url",
    check: "string_format",
    abort: !1,
    ...normalizeParams(params)
  });
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
function _int(Class, params) {
  return new Class({
    type: "number",
    check: "number_format",
    abort: !1,
    format: "safeint",
    ...normalizeParams(params)
  });
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
function _never(Class, params) {
  return new Class({
    type: "never",
    ...normalizeParams(params)
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
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: !1
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
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
  return new Class({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
}
var init_api = __esm({
  "node_modules/zod/v4/core/api.js"() {
    init_checks();
    init_util();
  }
});

// node_modules/zod/v4/core/to-json-schema.js
var init_to_json_schema = __esm({
  "node_modules/zod/v4/core/to-json-schema.js"() {
  }
});

// node_modules/zod/v4/core/json-schema.js
var init_json_schema = __esm({
  "node_modules/zod/v4/core/json-schema.js"() {
  }
});

// node_modules/zod/v4/core/index.js
var init_core2 = __esm({
  "node_modules/zod/v4/core/index.js"() {
    init_core();
    init_parse();
    init_errors2();
    init_schemas();
    init_memoizer();
    init_checks();
    init_versions();
    init_util();
    init_regexes();
    init_locales();
    init_registries();
    init_doc();
    init_compile();
    init_api();
    init_to_json_schema();
    init_json_schema();
  }
});

// node_modules/zod/v4/mini/parse.js
var init_parse2 = __esm({
  "node_modules/zod/v4/mini/parse.js"() {
    init_core2();
  }
});

// node_modules/zod/v4/mini/schemas.js
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
// @__NO_SIDE_EFFECTS__
function url(params) {
  return _url(ZodMiniURL, params);
}
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
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
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...normalizeParams(params)
  });
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
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
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
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  let entries = Array.isArray(values) ? Object.fromEntries(values.map((v2) => [v2, v2])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}
var ZodMiniType, ZodMiniString, ZodMiniStringFormat, ZodMiniURL, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniBoolean, ZodMiniUnknown, ZodMiniNever, ZodMiniArray, ZodMiniObject, ZodMiniUnion, ZodMiniRecord, ZodMiniEnum, ZodMiniLiteral, ZodMiniOptional, ZodMiniNullable, ZodMiniCustom, init_schemas2 = __esm({
  "node_modules/zod/v4/mini/schemas.js"() {
    init_core2();
    init_util();
    init_parse2();
    ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
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
        return safeParse2(this, data, params);
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
    ZodMiniStringFormat = /* @__PURE__ */ $constructor("ZodMiniStringFormat", (inst, def) => {
      $ZodStringFormat.init(inst, def), ZodMiniString.init(inst, def);
    }), ZodMiniURL = /* @__PURE__ */ $constructor("ZodMiniURL", (inst, def) => {
      $ZodURL.init(inst, def), ZodMiniStringFormat.init(inst, def);
    });
    ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
      $ZodNumber.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
      $ZodNumberFormat.init(inst, def), ZodMiniNumber.init(inst, def);
    });
    ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
      $ZodBoolean.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
      $ZodUnknown.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
      $ZodNever.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
      $ZodArray.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
      $ZodObject.init(inst, def), ZodMiniType.init(inst, def), installLazyProp(inst, "shape", (self2) => self2._zod.def.shape, !1);
    });
    ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
      $ZodUnion.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
      $ZodRecord.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
      $ZodEnum.init(inst, def), ZodMiniType.init(inst, def), inst.options = [...inst._zod.values];
    });
    ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
      $ZodLiteral.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
      $ZodOptional.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
      $ZodNullable.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
      $ZodCustom.init(inst, def), ZodMiniType.init(inst, def);
    });
  }
});

// node_modules/zod/v4/mini/checks.js
var init_checks2 = __esm({
  "node_modules/zod/v4/mini/checks.js"() {
    init_core2();
  }
});

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
// @__NO_SIDE_EFFECTS__
function datetime2(params) {
  return _isoDateTime(ZodMiniISODateTime, params);
}
// @__NO_SIDE_EFFECTS__
function date2(params) {
  return _isoDate(ZodMiniISODate, params);
}
// @__NO_SIDE_EFFECTS__
function time2(params) {
  return _isoTime(ZodMiniISOTime, params);
}
// @__NO_SIDE_EFFECTS__
function duration2(params) {
  return _isoDuration(ZodMiniISODuration, params);
}
var ZodMiniISODateTime, ZodMiniISODate, ZodMiniISOTime, ZodMiniISODuration, init_iso = __esm({
  "node_modules/zod/v4/mini/iso.js"() {
    init_core2();
    init_schemas2();
    ZodMiniISODateTime = /* @__PURE__ */ $constructor("ZodMiniISODateTime", (inst, def) => {
      $ZodISODateTime.init(inst, def), ZodMiniStringFormat.init(inst, def);
    });
    ZodMiniISODate = /* @__PURE__ */ $constructor("ZodMiniISODate", (inst, def) => {
      $ZodISODate.init(inst, def), ZodMiniStringFormat.init(inst, def);
    });
    ZodMiniISOTime = /* @__PURE__ */ $constructor("ZodMiniISOTime", (inst, def) => {
      $ZodISOTime.init(inst, def), ZodMiniStringFormat.init(inst, def);
    });
    ZodMiniISODuration = /* @__PURE__ */ $constructor("ZodMiniISODuration", (inst, def) => {
      $ZodISODuration.init(inst, def), ZodMiniStringFormat.init(inst, def);
    });
  }
});

// node_modules/zod/v4/mini/coerce.js
var init_coerce = __esm({
  "node_modules/zod/v4/mini/coerce.js"() {
  }
});

// node_modules/zod/v4/mini/external.js
var init_external = __esm({
  "node_modules/zod/v4/mini/external.js"() {
    init_core2();
    init_parse2();
    init_schemas2();
    init_checks2();
    init_locales();
    init_iso();
    init_coerce();
  }
});

// node_modules/zod/mini/index.js
var init_mini = __esm({
  "node_modules/zod/mini/index.js"() {
    init_external();
  }
});

// src/domain/records/schema.ts
function metadataOf(record3) {
  let m2 = record3.metadata, str2 = (k2) => typeof m2[k2] == "string" ? m2[k2] : void 0, out2 = {};
  for (let k2 of ["source", "checkpointId", "cwd", "project", "transcriptPath", "trigger", "name"]) {
    let v2 = str2(k2);
    v2 !== void 0 && (out2[k2] = v2);
  }
  let cp = m2.completedPhases;
  return Array.isArray(cp) && (out2.completedPhases = cp.filter((n) => typeof n == "number")), out2;
}
function parseRecord(text4) {
  let raw;
  try {
    raw = JSON.parse(text4);
  } catch (err) {
    return { ok: !1, error: text4.trim() === "" ? "empty file" : `invalid JSON (${describeJsonError(err)})` };
  }
  let parsed = checkpointStateSchema.safeParse(raw);
  return parsed.success ? { ok: !0, record: parsed.data } : { ok: !1, error: `not an F-010 record (${parsed.error.issues.slice(0, 3).map((i) => {
    let where = i.path.length ? i.path.join(".") : "(root)", detail = "expected" in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, " ");
    return `${where}: ${detail}`;
  }).join("; ")})` };
}
var iscCriterionSchema, checkpointStateSchema, init_schema = __esm({
  "src/domain/records/schema.ts"() {
    "use strict";
    init_mini();
    init_json();
    init_phases();
    iscCriterionSchema = object({
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
  }
});

// src/domain/records/files.ts
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
function filenameTime(name) {
  let m2 = NAME_TIME_RE.exec(name);
  if (!m2) return;
  let t = Date.parse(`${m2[1]}T${m2[2]}:${m2[3]}:${m2[4]}Z`);
  return Number.isNaN(t) ? void 0 : t;
}
function listRecordNames(dir2) {
  let names;
  try {
    names = (0, import_node_fs10.readdirSync)(dir2);
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return [];
    throw err;
  }
  return names.filter((n) => RECORD_FILE_RE.test(n)).sort().reverse();
}
function readRecordFile(dir2, name) {
  let text4;
  try {
    text4 = readFileIfExists((0, import_node_path6.join)(dir2, name), { noFollow: !0 });
  } catch (err) {
    let error = err instanceof RefusedFileError && err.reason === "too-large" ? err.why : err instanceof CheckpointError ? "not a regular file (a symlink, folder or device); not read" : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: !1, file: name, error };
  }
  if (text4 === void 0) return;
  let parsed = parseRecord(text4);
  return parsed.ok ? { ok: !0, file: name, record: parsed.record } : { ok: !1, file: name, error: parsed.error };
}
function serializeRecord(record3) {
  return `${JSON.stringify(record3, null, 2)}
`;
}
var import_node_fs10, import_node_path6, RECORD_FILE_RE, NAME_TIME_RE, init_files = __esm({
  "src/domain/records/files.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs"), import_node_path6 = require("node:path");
    init_atomic();
    init_errors();
    init_regular();
    init_schema();
    RECORD_FILE_RE = /^ckpt-.*\.json$/;
    NAME_TIME_RE = /^ckpt-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-/;
  }
});

// src/domain/records/index-cache.ts
function cacheFiles(stateDir, dir2) {
  let key = (0, import_node_crypto5.createHash)("sha1").update(dir2).digest("hex").slice(0, 12);
  return { index: (0, import_node_path7.join)(stateDir, `records-index-${key}.json`), summary: (0, import_node_path7.join)(stateDir, `records-summary-${key}.json`) };
}
function readJson(file2) {
  try {
    let text4 = readFileIfExists(file2);
    return text4 ? JSON.parse(text4) : void 0;
  } catch {
    return;
  }
}
function dirMtime(dir2) {
  try {
    return (0, import_node_fs11.statSync)(dir2).mtimeMs;
  } catch {
    return;
  }
}
function entryOf(file2, record3) {
  let meta2 = metadataOf(record3), entry = {
    file: file2,
    id: record3.id,
    sessionId: record3.sessionId,
    createdAt: record3.createdAt,
    phase: record3.phase,
    phaseNumber: record3.phaseNumber,
    completed: record3.completed,
    taskSummary: record3.taskSummary
  };
  return meta2.project && (entry.project = meta2.project), meta2.cwd && (entry.cwd = meta2.cwd), entry;
}
function newer(a, b2) {
  return a.createdAt !== b2.createdAt ? a.createdAt > b2.createdAt : a.id !== b2.id ? a.id > b2.id : a.file > b2.file;
}
function quickUnfinished(stateDir, dir2) {
  let summary = readJson(cacheFiles(stateDir, dir2).summary);
  if (!(summary?.v !== VERSION || summary.dir !== dir2 || summary.dirMtimeMs < 0 || !Array.isArray(summary.unfinished)))
    return dirMtime(dir2) === summary.dirMtimeMs ? summary.unfinished : void 0;
}
var import_node_crypto5, import_node_fs11, import_node_path7, VERSION, YOUNG_MS, RecordIndex, init_index_cache = __esm({
  "src/domain/records/index-cache.ts"() {
    "use strict";
    import_node_crypto5 = require("node:crypto"), import_node_fs11 = require("node:fs"), import_node_path7 = require("node:path");
    init_atomic();
    init_files();
    init_schema();
    VERSION = 2;
    YOUNG_MS = 6e4;
    RecordIndex = class _RecordIndex {
      constructor(dir2, files, data) {
        this.dir = dir2;
        this.files = files;
        this.data = data;
      }
      dir;
      files;
      data;
      dirty = !1;
      mtimeAtRefresh = -1;
      static load(stateDir, dir2) {
        let files = cacheFiles(stateDir, dir2), data = { v: VERSION, dir: dir2, seen: [], sessions: {} }, parsed = readJson(files.index);
        return parsed?.v === VERSION && parsed.dir === dir2 && Array.isArray(parsed.seen) && typeof parsed.sessions == "object" && parsed.sessions && (data = parsed), new _RecordIndex(dir2, files, data);
      }
      /** Brings the cache up to date with the directory; returns how many files were read. */
      refresh(now = Date.now()) {
        let mtime = dirMtime(this.dir) ?? -1;
        this.mtimeAtRefresh = mtime >= 0 && !(mtime % 1e3 === 0 && now - mtime < 1100) ? mtime : -1;
        let names = listRecordNames(this.dir), present = new Set(names), seen = new Set(this.data.seen), read3 = 0;
        if (seen.size > 0) {
          for (let name of seen) present.has(name) || seen.delete(name);
          for (let [sid, s3] of Object.entries(this.data.sessions))
            if (s3.open = s3.open.filter((f2) => present.has(f2)), !present.has(s3.latest.file)) {
              delete this.data.sessions[sid];
              for (let f2 of [...s3.open].sort().reverse()) {
                let r = readRecordFile(this.dir, f2);
                read3++, r?.ok && this.addRecord(f2, r.record);
              }
            }
          seen.size !== this.data.seen.length && (this.dirty = !0);
        }
        let fresh = names.filter((n) => !seen.has(n)).reverse();
        for (let name of fresh) {
          let r = readRecordFile(this.dir, name);
          if (read3++, !!r) {
            if (r.ok) this.addRecord(name, r.record);
            else {
              let t = filenameTime(name);
              if (t !== void 0 && now - t < YOUNG_MS) continue;
            }
            seen.add(name), this.dirty = !0;
          }
        }
        return this.data.seen = [...seen], read3;
      }
      addRecord(file2, record3) {
        let entry = entryOf(file2, record3), s3 = this.data.sessions[record3.sessionId];
        s3 ? (!entry.completed && !s3.open.includes(file2) && s3.open.push(file2), newer(entry, s3.latest) && (s3.latest = entry)) : this.data.sessions[record3.sessionId] = { latest: entry, open: entry.completed ? [] : [file2] }, this.dirty = !0;
      }
      /** Sessions whose newest record is not completed, newest first. */
      unfinished() {
        return Object.values(this.data.sessions).map((s3) => s3.latest).filter((e) => !e.completed).sort((a, b2) => newer(a, b2) ? -1 : 1);
      }
      /** Incomplete record files of a session (to complete them together). */
      openFiles(sessionId) {
        return [...this.data.sessions[sessionId]?.open ?? []];
      }
      /** Updates what the cache knows of one file after re-reading it. */
      update(file2, record3) {
        for (let [sid, s3] of Object.entries(this.data.sessions))
          if (!(record3 && sid !== record3.sessionId)) {
            if (s3.latest.file === file2) {
              if (!record3) delete this.data.sessions[sid];
              else {
                if (s3.latest.completed === record3.completed) continue;
                s3.latest = entryOf(file2, record3);
              }
              this.dirty = !0;
            }
            (!record3 || record3.completed) && s3.open.includes(file2) && (s3.open = s3.open.filter((f2) => f2 !== file2), this.dirty = !0);
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
  }
});

// node_modules/nanoid/url-alphabet/index.js
var urlAlphabet, init_url_alphabet = __esm({
  "node_modules/nanoid/url-alphabet/index.js"() {
    urlAlphabet = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";
  }
});

// node_modules/nanoid/index.js
function fillPool(bytes) {
  if (bytes < 0) throw new RangeError("Wrong ID size");
  try {
    !pool || pool.length < bytes ? (pool = Buffer.allocUnsafe(bytes * POOL_SIZE_MULTIPLIER), import_node_crypto6.webcrypto.getRandomValues(pool), poolOffset = 0) : poolOffset + bytes > pool.length && (import_node_crypto6.webcrypto.getRandomValues(pool), poolOffset = 0);
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
var import_node_crypto6, POOL_SIZE_MULTIPLIER, pool, poolOffset, init_nanoid = __esm({
  "node_modules/nanoid/index.js"() {
    import_node_crypto6 = require("node:crypto");
    init_url_alphabet();
    POOL_SIZE_MULTIPLIER = 128;
  }
});

// src/domain/records/events.ts
function appendEvent(eventsDir, action, data, sessionId, now = /* @__PURE__ */ new Date()) {
  let timestamp = now.toISOString(), event = {
    id: nanoid2(),
    timestamp,
    sessionId: sessionId || "unknown",
    type: "custom",
    data: { action, ...data }
  }, file2 = (0, import_node_path8.join)(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`), line = `${JSON.stringify(event)}
`;
  try {
    (0, import_node_fs12.appendFileSync)(file2, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(eventsDir), (0, import_node_fs12.appendFileSync)(file2, line, { mode: 384 });
  }
  return event;
}
var import_node_fs12, import_node_path8, init_events = __esm({
  "src/domain/records/events.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs"), import_node_path8 = require("node:path");
    init_nanoid();
    init_atomic();
    init_errors();
  }
});

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
function reportSeed(c, result2) {
  result2.status === "invalid" && c.warn(`seed.json left untouched: ${result2.error}`);
}
function defaultSessionId() {
  return process.env.PAI_SESSION_ID || process.env.CLAUDE_CODE_SESSION_ID || "unknown";
}
var init_api_context = __esm({
  "src/domain/records/api-context.ts"() {
    "use strict";
    init_events();
    init_errors();
    init_paths();
  }
});

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
function createCheckpointSync(phase, phaseNumber, taskSummary2, iscCriteria2, metadata, options = {}) {
  let c = ctx(options);
  if (!Number.isInteger(phaseNumber) || phaseNumber < 1 || phaseNumber > 7)
    throw new CheckpointError("USAGE", `phaseNumber must be 1-7, got ${phaseNumber}`);
  let nowMs = options.id ? ulidTime(options.id) ?? c.now().getTime() : c.now().getTime(), id = options.id ?? newCheckpointId(nowMs), createdAt = new Date(nowMs).toISOString(), sessionId = options.sessionId || defaultSessionId(), record3 = {
    id,
    sessionId,
    phase,
    phaseNumber,
    createdAt,
    completed: !1,
    taskSummary: taskSummary2,
    iscCriteria: iscCriteria2,
    metadata: { source: "pai-checkpoint", checkpointId: id, ...metadata }
  }, file2 = createFileExclusiveSync(
    c.paths.checkpointsDir,
    candidateFilenames(createdAt, phase),
    serializeRecord(record3)
  );
  try {
    reportSeed(c, updateCheckpointRef(c.paths.seedPath, { set: id }));
  } catch (err) {
    c.warn(`seed.json checkpointRef not updated: ${errorMessage(err)}`);
  }
  return logEvent(c, "checkpoint_created", { checkpointId: id, phase, phaseNumber, file: file2 }, sessionId), { checkpointId: id, file: file2, record: record3 };
}
async function createCheckpoint(phase, phaseNumber, taskSummary2, iscCriteria2, metadata, options) {
  try {
    let r = createCheckpointSync(phase, phaseNumber, taskSummary2, iscCriteria2, metadata, options);
    return { ok: !0, checkpointId: r.checkpointId, file: r.file };
  } catch (err) {
    return { ok: !1, error: errorMessage(err) };
  }
}
function findRecord(dir2, id) {
  let names = listRecordNames(dir2), t = ulidTime(id);
  if (t !== void 0) {
    let prefix = `ckpt-${safeTimestamp(new Date(t).toISOString())}-`;
    for (let name of names) {
      if (!name.startsWith(prefix)) continue;
      let r = readRecordFile(dir2, name);
      if (r?.ok && r.record.id === id) return r;
    }
  }
  for (let name of names) {
    let r = readRecordFile(dir2, name);
    if (r?.ok && r.record.id === id) return r;
  }
}
async function loadCheckpoint(checkpointId, options) {
  return findRecord(ctx(options).paths.checkpointsDir, checkpointId)?.record ?? null;
}
function scanCheckpoints(filter = {}, options) {
  let dir2 = ctx(options).paths.checkpointsDir, out2 = { records: [], problems: [] };
  for (let name of listRecordNames(dir2)) {
    if (filter.limit !== void 0 && out2.records.length >= filter.limit) break;
    let r = readRecordFile(dir2, name);
    if (!r) continue;
    if (!r.ok) {
      out2.problems.push({ file: (0, import_node_path9.join)(dir2, r.file), error: r.error });
      continue;
    }
    let rec = r.record;
    filter.completed !== void 0 && rec.completed !== filter.completed || filter.sessionId !== void 0 && rec.sessionId !== filter.sessionId || filter.project !== void 0 && (rec.metadata.project ?? rec.metadata.cwd) !== filter.project || filter.match && !filter.match(rec) || out2.records.push({ file: r.file, record: rec });
  }
  let key = (r) => ({
    createdAt: r.record.createdAt,
    id: r.record.id,
    file: r.file
  });
  return out2.records.sort((a, b2) => newer(key(a), key(b2)) ? -1 : 1), out2;
}
async function listCheckpoints(filter, options) {
  return scanCheckpoints(filter, options).records.map((r) => r.record);
}
function detectUnfinished(options = {}) {
  let { paths } = ctx(options), dir2 = paths.checkpointsDir, project = options.project, order = (entries) => [...entries].sort((a, b2) => +((b2.project ?? b2.cwd) === project) - +((a.project ?? a.cwd) === project)), firstValid = (candidates, index2) => {
    for (let [i, e] of candidates.entries()) {
      if (options.skipSession?.(e.sessionId)) continue;
      let r = readRecordFile(dir2, e.file);
      if (r?.ok && !r.record.completed)
        return {
          record: r.record,
          file: r.file,
          others: candidates.slice(i + 1).filter((o) => !options.skipSession?.(o.sessionId))
        };
      if (!index2) return "stale";
      index2.update(e.file, r?.ok ? r.record : void 0);
    }
  }, quick = quickUnfinished(paths.stateDir, dir2);
  if (quick) {
    let found2 = firstValid(order(quick));
    if (found2 !== "stale") return found2;
  }
  let index = RecordIndex.load(paths.stateDir, dir2);
  index.refresh();
  let found = firstValid(order(index.unfinished()), index);
  return index.save(), found === "stale" ? void 0 : found;
}
async function detectIncompleteCheckpoint(options) {
  return detectUnfinished(options)?.record ?? null;
}
function completeCheckpointSync(checkpointId, options = {}) {
  let c = ctx(options), dir2 = c.paths.checkpointsDir, target = findRecord(dir2, checkpointId);
  if (!target)
    throw new CheckpointError(
      "NOT_FOUND",
      `checkpoint ${checkpointId} not found in ${dir2}`,
      "run `pai-checkpoint list --all` to see the ids"
    );
  let index = RecordIndex.load(c.paths.stateDir, dir2);
  index.refresh();
  let files = /* @__PURE__ */ new Set([target.file, ...index.openFiles(target.record.sessionId)]), done = [];
  for (let file2 of files) {
    let r = file2 === target.file ? target : readRecordFile(dir2, file2);
    if (!(!r?.ok || r.record.sessionId !== target.record.sessionId) && !(r.record.createdAt > target.record.createdAt)) {
      if (!r.record.completed) {
        let updated = { ...r.record, completed: !0 };
        writeFileAtomicSync((0, import_node_path9.join)(dir2, file2), serializeRecord(updated)), index.update(file2, updated);
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
  let dir2 = ctx(options).paths.checkpointsDir, found = findRecord(dir2, id);
  if (!found || found.record.completed) return !1;
  let r = found.record, updated = {
    ...r,
    ...patch.taskSummary !== void 0 ? { taskSummary: patch.taskSummary } : {},
    ...patch.iscCriteria !== void 0 ? { iscCriteria: patch.iscCriteria } : {},
    metadata: { ...r.metadata, ...patch.metadata }
  };
  return writeFileAtomicSync((0, import_node_path9.join)(dir2, found.file), serializeRecord(updated)), !0;
}
function deleteRecordSync(id, options = {}) {
  let c = ctx(options), found = findRecord(c.paths.checkpointsDir, id);
  if (!(!found || !safeUnlink((0, import_node_path9.join)(c.paths.checkpointsDir, found.file)))) {
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
  let c = ctx(options), dir2 = c.paths.checkpointsDir, cutoff = c.now().getTime() - olderThanDays * 864e5, old = [];
  for (let name of listRecordNames(dir2)) {
    let t = filenameTime(name);
    if (t !== void 0 && t >= cutoff) continue;
    let r = readRecordFile(dir2, name);
    r?.ok && (Date.parse(r.record.createdAt) >= cutoff || old.push({
      file: name,
      id: r.record.id,
      sessionId: r.record.sessionId,
      completed: r.record.completed,
      createdAt: r.record.createdAt
    }));
  }
  if (old.sort((a, b2) => Number(b2.completed) - Number(a.completed)), options.dryRun) return { deleted: 0, tempFilesRemoved: 0, records: old };
  let hourAgo = c.now().getTime() - DEFAULTS.leftoverAgeMs, tempFilesRemoved = sweepTempFiles(dir2, hourAgo) + sweepTempFiles((0, import_node_path9.dirname)(c.paths.seedPath), hourAgo), deleted = [];
  for (let rec of old)
    safeUnlink((0, import_node_path9.join)(dir2, rec.file)) && (deleted.push(rec), logEvent(
      c,
      "checkpoint_deleted",
      { checkpointId: rec.id, file: rec.file, reason: `older than ${olderThanDays} days` },
      rec.sessionId
    ));
  if (deleted.length > 0) {
    fsyncDir(dir2);
    try {
      reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: deleted.map((d) => d.id) }));
    } catch (err) {
      c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
    }
  }
  return { deleted: deleted.length, tempFilesRemoved, records: deleted };
}
function sweepTempFiles(dir2, olderThanMs) {
  let n = 0, names = [];
  try {
    names = (0, import_node_fs13.readdirSync)(dir2).filter((f2) => f2.startsWith(TEMP_PREFIX));
  } catch {
    return 0;
  }
  for (let name of names)
    try {
      (0, import_node_fs13.statSync)((0, import_node_path9.join)(dir2, name)).mtimeMs < olderThanMs && safeUnlink((0, import_node_path9.join)(dir2, name)) && n++;
    } catch {
    }
  return n;
}
async function cleanupCheckpoints(olderThanDays = UNCONFIGURED.recordRetentionDays, options) {
  return { deleted: cleanupCheckpointsSync(olderThanDays, options).deleted };
}
var import_node_fs13, import_node_path9, init_api2 = __esm({
  "src/domain/records/api.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs"), import_node_path9 = require("node:path");
    init_atomic();
    init_defaults();
    init_config_env();
    init_errors();
    init_ids();
    init_paths();
    init_seed();
    init_files();
    init_index_cache();
    init_api_context();
  }
});

// src/core/triggers.ts
var TRIGGERS, init_triggers = __esm({
  "src/core/triggers.ts"() {
    "use strict";
    TRIGGERS = [
      "periodic",
      "phase",
      "pre_compact",
      "stop",
      "error",
      "shutdown",
      "detach",
      "complete",
      "manual",
      "context",
      "pre_risky",
      "handoff",
      "crash"
    ];
  }
});

// src/core/config-schema.ts
function settingKeys() {
  let walk2 = (schema, prefix) => {
    let def = schema._zod.def;
    return def.type === "optional" ? walk2(def.innerType, prefix) : def.type !== "object" || !def.shape ? [prefix] : Object.entries(def.shape).flatMap(([k2, v2]) => walk2(v2, prefix ? `${prefix}.${k2}` : k2));
  };
  return walk2(fileSchema, "");
}
var positiveInt, CHANNEL_TYPES, PRIORITIES, triggerList, MONITOR_MODES, price, fileSchema, init_config_schema = __esm({
  "src/core/config-schema.ts"() {
    "use strict";
    init_mini();
    init_triggers();
    positiveInt = int().check(_gte(0)), CHANNEL_TYPES = ["slack", "discord", "ntfy", "webhook", "email"], PRIORITIES = ["info", "notice", "warning", "critical"], triggerList = array(_enum(TRIGGERS)), MONITOR_MODES = ["tmux", "headless", "notify"], price = strictObject({
      input: number2(),
      output: number2(),
      cache_creation: number2(),
      cache_read: number2()
    }), fileSchema = strictObject({
      volume: optional(
        strictObject({
          path: optional(string2()),
          endpoint: optional(url()),
          path_style: optional(boolean2()),
          large: optional(string2())
        })
      ),
      encryption: optional(strictObject({ key_file: optional(string2()) })),
      capture: optional(
        strictObject({
          enabled: optional(boolean2()),
          periodic_seconds: optional(positiveInt),
          excludes: optional(array(string2())),
          extra_excludes: optional(array(string2())),
          warn_mb: optional(positiveInt),
          max_local_mb: optional(positiveInt),
          zstd_level: optional(int().check(_gte(1), _lte(19))),
          workspace_format: optional(_enum(["content", "archive"])),
          env_allow: optional(array(string2())),
          redact_secrets: optional(boolean2()),
          include_ignored: optional(array(string2().check(_minLength(1))))
        })
      ),
      retention: optional(
        strictObject({ keep_last: optional(positiveInt), max_age_days: optional(number2().check(_gte(0))) })
      ),
      mcp: optional(
        strictObject({
          query_servers: optional(boolean2()),
          timeout_ms: optional(positiveInt),
          allow_servers: optional(array(string2())),
          state_files: optional(record(string2(), array(string2())))
        })
      ),
      prices: optional(record(string2(), price)),
      session: optional(
        strictObject({
          stale_seconds: optional(positiveInt),
          sidecar: optional(boolean2()),
          heartbeat_seconds: optional(positiveInt),
          poll_seconds: optional(positiveInt),
          shutdown_seconds: optional(positiveInt)
        })
      ),
      records: optional(strictObject({ retention_days: optional(number2().check(_gt(0))) })),
      approval: optional(
        strictObject({
          default_policy: optional(string2().check(_minLength(1))),
          policies: optional(
            record(
              string2(),
              strictObject({ auto_approve: optional(triggerList), require_review: optional(triggerList) })
            )
          ),
          escalation: optional(
            strictObject({
              cost_threshold_usd: optional(number2().check(_gt(0))),
              duration_threshold_hours: optional(number2().check(_gt(0))),
              error_count_threshold: optional(int().check(_gte(1)))
            })
          )
        })
      ),
      notifications: optional(
        strictObject({
          default_channel: optional(string2().check(_minLength(1))),
          channels: optional(
            record(
              string2(),
              strictObject({
                type: optional(_enum(CHANNEL_TYPES)),
                webhook_url: optional(string2()),
                username: optional(string2()),
                server: optional(string2()),
                topic: optional(string2()),
                token: optional(string2()),
                url: optional(string2()),
                secret: optional(string2()),
                smtp_host: optional(string2()),
                smtp_port: optional(int().check(_gte(1), _lte(65535))),
                smtp_user: optional(string2()),
                smtp_password: optional(string2()),
                from_address: optional(string2()),
                to_address: optional(string2())
              })
            )
          ),
          routing: optional(
            strictObject(
              Object.fromEntries(PRIORITIES.map((p2) => [p2, optional(array(string2()))]))
            )
          )
        })
      ),
      integrations: optional(
        strictObject({
          github: optional(
            strictObject({
              token: string2(),
              default_repo: optional(string2().check(_regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/))),
              api_url: optional(string2()),
              create_on_error: optional(boolean2())
            })
          ),
          linear: optional(
            strictObject({
              api_key: string2(),
              default_team: optional(string2()),
              api_url: optional(string2()),
              create_on_error: optional(boolean2())
            })
          ),
          beads: optional(strictObject({ enabled: optional(boolean2()) }))
        })
      ),
      budget: optional(
        strictObject({
          threshold_usd: optional(number2().check(_gt(0))),
          limit_usd: optional(number2().check(_gt(0)))
        })
      ),
      summary: optional(
        strictObject({
          engine: optional(_enum(["builtin", "model"])),
          model: optional(string2().check(_minLength(1))),
          timeout_seconds: optional(number2().check(_gt(0))),
          claude: optional(string2().check(_minLength(1)))
        })
      ),
      context: optional(
        strictObject({
          warn_percent: optional(number2().check(_gt(0), _lte(100))),
          windows: optional(record(string2(), int().check(_gt(0))))
        })
      ),
      // budget_tokens: at most SPEC-07.32.01's 10 % of a 200,000-token window (domain/memory/context.ts MEMORY_CONTEXT_MAX_TOKENS).
      memory: optional(
        strictObject({
          inject: optional(boolean2()),
          budget_tokens: optional(int().check(_gte(0), _lte(2e4)))
        })
      ),
      risky: optional(
        strictObject({
          enabled: optional(boolean2()),
          defaults: optional(boolean2()),
          commands: optional(array(string2().check(_minLength(1)))),
          wait_seconds: optional(number2().check(_gt(0), _lte(300)))
        })
      ),
      monitor: optional(
        strictObject({
          timeout_seconds: optional(number2().check(_gt(0))),
          resume_delay_seconds: optional(number2().check(_gte(0))),
          poll_seconds: optional(number2().check(_gt(0))),
          max_silence_hours: optional(number2().check(_gt(0))),
          workspace_root: optional(string2()),
          mode: optional(_enum(MONITOR_MODES)),
          claude_args: optional(array(string2())),
          start_seconds: optional(number2().check(_gt(0)))
        })
      )
    });
  }
});

// src/core/config-notify.ts
function notificationsConfig(n, file2) {
  let channels = /* @__PURE__ */ Object.create(null);
  for (let [name, c] of Object.entries(n?.channels ?? {})) {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name))
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: notifications.channels.${JSON.stringify(name)}: a channel name is letters, digits, "_" and "-" (at most 40)`,
        "rename the channel"
      );
    let type = c.type ?? CHANNEL_TYPES.find((t2) => t2 === name);
    if (!type)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: notifications.channels.${name}: no type`,
        `name the channel after its type (${CHANNEL_TYPES.join(", ")}) or set type = "\u2026"`
      );
    let t = type, { type: _type, ...fields } = c;
    for (let need of CHANNEL_NEEDS[t])
      if (!(need in fields))
        throw new CheckpointError(
          "INVALID_DATA",
          `${file2}: notifications.channels.${name}: ${need} is missing`,
          `a ${t} channel needs ${CHANNEL_NEEDS[t].join(", ")}`
        );
    for (let k2 of Object.keys(fields))
      if (!CHANNEL_NEEDS[t].includes(k2) && !CHANNEL_MAY[t].includes(k2))
        throw new CheckpointError(
          "INVALID_DATA",
          `${file2}: notifications.channels.${name}: ${k2} is not a field of a ${t} channel`,
          `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(", ")}`
        );
    for (let k2 of ["webhook_url", "url", "server"]) {
      let v2 = fields[k2], why = typeof v2 == "string" ? insecureUrl(v2) : void 0;
      if (why)
        throw new CheckpointError(
          "INVALID_DATA",
          `${file2}: notifications.channels.${name}.${k2}: ${why}`,
          "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)"
        );
    }
    channels[name] = { name, type: t, fields };
  }
  let fallback = n?.default_channel;
  if (fallback !== void 0 && !channels[fallback])
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2}: notifications.default_channel: no channel "${fallback}"`,
      `define [notifications.channels.${fallback}]`
    );
  let routing = Object.fromEntries(
    PRIORITIES.map((p2) => [p2, n?.routing?.[p2] ?? (p2 === "info" || !fallback ? [] : [fallback])])
  );
  for (let p2 of PRIORITIES) {
    let unknown2 = routing[p2].find((name) => !channels[name]);
    if (unknown2)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: notifications.routing.${p2}: no channel "${unknown2}"`,
        `define [notifications.channels.${unknown2}], or use ${Object.keys(channels).join(", ") || "a channel you define"}`
      );
  }
  return { channels, routing };
}
function insecureUrl(value) {
  if (value.includes("${")) return;
  let u2;
  try {
    u2 = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not a URL`;
  }
  if (u2.protocol === "https:") return;
  let loopback = u2.hostname === "localhost" || u2.hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(u2.hostname);
  if (!(u2.protocol === "http:" && loopback))
    return `${redactUrl(value)} is not https`;
}
function integrationsConfig(i, file2) {
  let api = (section, v2, fallback) => {
    let why = v2 === void 0 ? void 0 : insecureUrl(v2);
    if (why)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: integrations.${section}.api_url: ${why}`,
        "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)"
      );
    return v2 ?? fallback;
  }, g2 = i?.github, l = i?.linear;
  return {
    github: g2 ? {
      token: g2.token,
      defaultRepo: g2.default_repo,
      apiUrl: api("github", g2.api_url, "https://api.github.com"),
      createOnError: g2.create_on_error ?? !1
    } : void 0,
    linear: l ? {
      apiKey: l.api_key,
      defaultTeam: l.default_team,
      apiUrl: api("linear", l.api_url, "https://api.linear.app/graphql"),
      createOnError: l.create_on_error ?? !1
    } : void 0,
    beads: i?.beads?.enabled ?? !0
  };
}
var CHANNEL_NEEDS, CHANNEL_MAY, init_config_notify = __esm({
  "src/core/config-notify.ts"() {
    "use strict";
    init_errors();
    init_redact();
    init_config_schema();
    CHANNEL_NEEDS = {
      slack: ["webhook_url"],
      discord: ["webhook_url"],
      ntfy: ["topic"],
      webhook: ["url"],
      email: ["smtp_host", "from_address", "to_address"]
    }, CHANNEL_MAY = {
      slack: ["username"],
      discord: ["username"],
      ntfy: ["server", "token"],
      webhook: ["secret"],
      email: ["smtp_port", "smtp_user", "smtp_password"]
    };
  }
});

// src/core/volume-url.ts
function volumeScheme(location, source = "", setting = "it") {
  let scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(location)?.[1]?.toLowerCase();
  if (scheme !== void 0) {
    if (!(scheme in VOLUME_SCHEMES)) {
      let forms = ["a folder", ...Object.values(VOLUME_SCHEMES)];
      throw new CheckpointError(
        "USAGE",
        `${source ? `${source}: ` : ""}volume ${redactUrl(location)}: the ${scheme}:// scheme is not supported`,
        `set ${setting} to ${forms.slice(0, -1).join(", ")} or ${forms.at(-1)}`
      );
    }
    return scheme === "s3" && parseS3Location(location, source), scheme;
  }
}
function parseS3Location(url2, source = "") {
  refuseVolumeUrlCredentials(url2, source);
  let m2 = /^s3:\/\/([^/?#]+)(\/[^?#]*)?$/i.exec(url2), bucket = m2?.[1] ?? "", prefix = (m2?.[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || prefix !== "" && !prefix.split("/").every(isSafeKey))
    throw new CheckpointError(
      "USAGE",
      `${source ? `${source}: ` : ""}volume ${url2}: not an S3 location (s3://bucket or s3://bucket/prefix, with a bucket name of 3-63 lower-case letters, digits, "." and "-")`,
      "set [volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME) to s3://<bucket>/<prefix>"
    );
  return { bucket, prefix };
}
var VOLUME_SCHEMES, init_volume_url = __esm({
  "src/core/volume-url.ts"() {
    "use strict";
    init_errors();
    init_keys();
    init_redact();
    VOLUME_SCHEMES = { file: "a file:// URL", s3: "s3://bucket/prefix" };
  }
});

// src/core/config-trust.ts
function get(t, path) {
  let v2 = t;
  for (let p2 of path) v2 = isTree(v2) ? v2[p2] : void 0;
  return v2;
}
function set(t, path, value) {
  let at2 = t;
  for (let p2 of path.slice(0, -1)) {
    let next = at2[p2];
    at2 = at2[p2] = isTree(next) ? { ...next } : {};
  }
  at2[path.at(-1)] = value;
}
function trustOf(key) {
  let parts = key.split(".");
  for (let n = parts.length; n >= 1; n--) {
    let k2 = parts.slice(0, n).join("."), trust = SETTINGS_TRUST[k2];
    if (trust) return { key: k2, trust };
  }
}
function directional(t, mine, theirs) {
  let cur = mine ?? t.base;
  switch (t.scope) {
    case "off":
      return theirs === !1 ? { value: !1 } : cur === !1 ? { ignored: !0 } : { value: cur };
    case "on":
      return theirs === !0 ? { value: !0 } : cur === !0 ? { ignored: !0 } : { value: cur };
    case "more":
      return typeof cur == "number" && theirs < cur ? { ignored: !0 } : { value: theirs };
    case "less":
      return typeof cur == "number" && theirs > cur ? { ignored: !0 } : { value: theirs };
    case "add":
      return { value: [.../* @__PURE__ */ new Set([...cur ?? [], ...theirs])] };
    default:
      return { value: theirs };
  }
}
function applyProjectFile(mine, theirs, file2) {
  let merged = structuredClone(mine), ignored = [], stricter = {};
  for (let key of leafKeys(theirs)) {
    let path = key.split("."), value = get(theirs, path), found = trustOf(key);
    if (!found) continue;
    let { trust } = found;
    if (trust.scope === "user") {
      ignored.push({ file: file2, key, why: ignoredWhy(trust) });
      continue;
    }
    if (trust.scope === "stricter") {
      stricter[key] = value;
      continue;
    }
    let r = directional(trust, get(mine, path), value);
    "ignored" in r ? ignored.push({ file: file2, key, why: ignoredWhy(trust) }) : set(merged, path, r.value);
  }
  return { merged, ignored, stricter };
}
function leafKeys(t, prefix = "") {
  let out2 = [];
  for (let [k2, v2] of Object.entries(t)) {
    let key = prefix ? `${prefix}.${k2}` : k2;
    SETTINGS_TRUST[key] || !isTree(v2) ? out2.push(key) : out2.push(...leafKeys(v2, key));
  }
  return out2;
}
function ignoredWhy(t) {
  return `${SCOPE_WORDS[t.scope]}: ${t.why}`;
}
var user, SETTINGS_TRUST, isTree, SCOPE_WORDS, WHOLE_FILE, init_config_trust = __esm({
  "src/core/config-trust.ts"() {
    "use strict";
    init_defaults();
    user = (why) => ({ scope: "user", why }), SETTINGS_TRUST = {
      volume: user("where your checkpoints are stored"),
      encryption: user("your key"),
      "capture.enabled": { scope: "off", why: "whether its own tree is captured", base: !0 },
      "capture.periodic_seconds": { scope: "project", why: "how often its own session is captured" },
      "capture.excludes": { scope: "add", why: "what of its own tree is left out", base: DEFAULTS.excludes },
      "capture.extra_excludes": { scope: "add", why: "what of its own tree is left out", base: [] },
      "capture.warn_mb": { scope: "project", why: "when its own workspace is called large" },
      "capture.max_local_mb": user("which volume a workspace is sent to"),
      "capture.zstd_level": { scope: "project", why: "how its own workspace is compressed" },
      "capture.workspace_format": { scope: "project", why: "how its own workspace is stored" },
      "capture.env_allow": user("which of your environment variables are recorded"),
      "capture.redact_secrets": { scope: "on", why: "whether secrets are redacted (a protection)", base: !0 },
      "capture.include_ignored": user("which ignored files (secrets, often) are recorded"),
      "retention.keep_last": { scope: "more", why: "how many of your checkpoints are kept", base: DEFAULTS.keepLast },
      "retention.max_age_days": { scope: "more", why: "how long your checkpoints are kept", base: DEFAULTS.maxAgeDays },
      "mcp.query_servers": { scope: "off", why: "whether MCP servers are started and asked for their state", base: !0 },
      "mcp.timeout_ms": user("how long the servers pai-checkpoint starts may run"),
      "mcp.allow_servers": user("which of a project's servers pai-checkpoint may start"),
      "mcp.state_files": user("files read for a server (paths that may leave the project)"),
      prices: user("the costs approvals and budgets decide by"),
      session: user("the sidecar, and the heartbeat the monitor decides by"),
      records: user("when the phase records of every project are deleted"),
      "approval.default_policy": { scope: "stricter", why: "which checkpoints a person must review" },
      "approval.policies": user("what your policies mean"),
      "approval.escalation.cost_threshold_usd": { scope: "less", why: "when a checkpoint waits for a person" },
      "approval.escalation.duration_threshold_hours": { scope: "less", why: "when a checkpoint waits for a person" },
      "approval.escalation.error_count_threshold": { scope: "less", why: "when a checkpoint waits for a person" },
      notifications: user("where news of your sessions is sent"),
      "integrations.github": user("a token, and where issues are written"),
      "integrations.linear": user("a token, and where issues are written"),
      "integrations.beads.enabled": { scope: "off", why: "whether its Beads issues are updated", base: !0 },
      budget: user("your budget"),
      summary: user("a command to run, and a model that spends your tokens"),
      "context.warn_percent": { scope: "project", why: "when its own session's summary is refreshed" },
      "context.windows": user("patterns run at every checkpoint (one can be made to take minutes)"),
      "memory.inject": { scope: "off", why: "whether its memory is given to its sessions", base: !0 },
      "memory.budget_tokens": { scope: "less", why: "how much room its memory takes", base: DEFAULTS.memoryBudgetTokens },
      "risky.enabled": { scope: "on", why: "the checkpoint before a risky command (a protection)", base: !0 },
      "risky.defaults": { scope: "on", why: "the built-in rules of risky commands (a protection)", base: !0 },
      "risky.commands": { scope: "add", why: "which commands count as risky", base: [] },
      "risky.wait_seconds": user("how long your commands wait"),
      monitor: user("the command, arguments and folders of a resumed session")
    }, isTree = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
    SCOPE_WORDS = {
      user: "your own file only",
      project: "a project too (it wins)",
      off: "a project may turn it off, never on",
      on: "a project may turn it on, never off",
      more: "a project may raise it, never lower it",
      less: "a project may lower it, never raise it",
      add: "a project adds to yours",
      stricter: "a project may add reviews, never remove one"
    };
    WHOLE_FILE = "(file)";
  }
});

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string3, ptr) {
  let lines2 = string3.slice(0, ptr).split(/\r?\n/);
  return [lines2.length, lines2.pop().length + 1];
}
function makeCodeBlock(string3, line, column) {
  let lines2 = string3.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines2[i - 1];
    l && (codeblock += i.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i === line && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
`));
  }
  return codeblock;
}
var TomlError, init_error = __esm({
  "node_modules/smol-toml/dist/error.js"() {
    TomlError = class _TomlError extends Error {
      line;
      column;
      codeblock;
      constructor(message, options) {
        let [line, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line, column);
        super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line, this.column = column, this.codeblock = codeblock;
      }
      /** @internal */
      static x(message, ctx2, ptr) {
        throw new _TomlError(message, { toml: ctx2.s, ptr: ptr ?? ctx2.p });
      }
    };
  }
});

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx2) {
  let startPtr = ctx2.p, c = ctx2.s.charCodeAt(ctx2.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx2.s.charCodeAt(ctx2.p) && c === ctx2.s.charCodeAt(ctx2.p + 1);
  isMultiline && ((c = ctx2.s.charCodeAt(ctx2.p += 2)) === 10 ? ctx2.p++ : c === 13 && ctx2.s.charCodeAt(ctx2.p + 1) === 10 && (ctx2.p += 2));
  let parsed = "", sliceStart = ctx2.p, state = 0;
  for (; ctx2.p < ctx2.s.length; ctx2.p++)
    if (c = ctx2.s.charCodeAt(ctx2.p), isMultiline && (c === 10 || c === 13 && ctx2.s.charCodeAt(ctx2.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx2);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx2.s.charCodeAt(ctx2.p + 1) === first && ctx2.s.charCodeAt(ctx2.p + 2) === first)) {
      if (isMultiline && (ctx2.s.charCodeAt(ctx2.p + 3) === first && ctx2.p++, ctx2.s.charCodeAt(ctx2.p + 3) === first && ctx2.p++), !state) {
        let s3 = ctx2.s.slice(sliceStart, ctx2.p);
        parsed = parsed ? parsed + s3 : s3;
      }
      return ctx2.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx2.s.slice(sliceStart, sliceStart = ctx2.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx2.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j2 = 0; j2 < len; j2++, ctx2.p++) {
          let hex = ctx2.s.charCodeAt(ctx2.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx2), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx2, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx2.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx2), sliceStart = ctx2.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx2, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx2.p);
  TomlError.x("unfinished string", ctx2, startPtr);
}
var init_primitive = __esm({
  "node_modules/smol-toml/dist/primitive.js"() {
    init_error();
  }
});

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE, TomlDate, init_date = __esm({
  "node_modules/smol-toml/dist/date.js"() {
    DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i, TomlDate = class _TomlDate extends Date {
      #hasDate = !1;
      #hasTime = !1;
      #offset = null;
      constructor(date3, fasttype, unsafeDelim) {
        let hasDate = !0, hasTime = !0, offset = "Z", c;
        if (typeof date3 == "string")
          if (fasttype)
            prep: {
              if (fasttype < 3) {
                if (+date3.slice(11, 13) > 23) {
                  date3 = "";
                  break prep;
                }
                fasttype === 2 ? (offset = null, date3 += "Z") : (c = date3.charCodeAt(date3.length - 1)) !== 90 && c !== 122 && (offset = date3.slice(date3.length - 6)), unsafeDelim && (date3 = date3.slice(0, 10) + "T" + date3.slice(11));
              } else fasttype === 4 && (date3 = +date3.slice(0, 2) > 23 ? "" : `0000-01-01T${date3}Z`);
              hasDate = fasttype !== 4, hasTime = fasttype !== 3;
            }
          else {
            let match = date3.match(DATE_TIME_RE);
            match ? (match[1] || (hasDate = !1, date3 = `0000-01-01T${date3}`), hasTime = !!match[2], hasTime && date3[10] === " " && (date3 = date3.replace(" ", "T")), match[2] && +match[2] > 23 ? date3 = "" : (offset = match[3] || null, !offset && hasTime && (date3 += "Z"))) : date3 = "";
          }
        super(date3), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
      }
      isDateTime() {
        return this.#hasDate && this.#hasTime;
      }
      isLocal() {
        return !this.#hasDate || !this.#hasTime || !this.#offset;
      }
      isDate() {
        return this.#hasDate && !this.#hasTime;
      }
      isTime() {
        return this.#hasTime && !this.#hasDate;
      }
      isValid() {
        return this.#hasDate || this.#hasTime;
      }
      toISOString() {
        let iso = super.toISOString();
        if (this.isDate())
          return iso.slice(0, 10);
        if (this.isTime())
          return iso.slice(11, 23);
        if (this.#offset === null)
          return iso.slice(0, -1);
        if (this.#offset === "Z" || this.#offset === "z")
          return iso;
        let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
        return offset = this.#offset[0] === "-" ? offset : -offset, new Date(this.getTime() - offset * 6e4).toISOString().slice(0, -1) + this.#offset;
      }
      static wrapAsOffsetDateTime(jsDate, offset = "Z") {
        let date3 = new _TomlDate(jsDate);
        return date3.#offset = offset, date3;
      }
      static wrapAsLocalDateTime(jsDate) {
        let date3 = new _TomlDate(jsDate);
        return date3.#offset = null, date3;
      }
      static wrapAsLocalDate(jsDate) {
        let date3 = new _TomlDate(jsDate);
        return date3.#hasTime = !1, date3.#offset = null, date3;
      }
      static wrapAsLocalTime(jsDate) {
        let date3 = new _TomlDate(jsDate);
        return date3.#hasDate = !1, date3.#offset = null, date3;
      }
    };
  }
});

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx2, end) {
  let errPtr = ctx2.p, c = ctx2.s.charCodeAt(ctx2.p);
  if (c === 91 || c === 123) {
    ctx2.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx2);
    let value = c === 91 ? parseArray(ctx2) : parseInlineTable(ctx2);
    return ctx2.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx2) : c === 116 ? ((ctx2.s.charCodeAt(++ctx2.p) !== 114 || ctx2.s.charCodeAt(++ctx2.p) !== 117 || ctx2.s.charCodeAt(++ctx2.p) !== 101) && TomlError.x("invalid value", ctx2, errPtr), ctx2.p++, !0) : c === 102 ? ((ctx2.s.charCodeAt(++ctx2.p) !== 97 || ctx2.s.charCodeAt(++ctx2.p) !== 108 || ctx2.s.charCodeAt(++ctx2.p) !== 115 || ctx2.s.charCodeAt(++ctx2.p) !== 101) && TomlError.x("invalid value", ctx2, errPtr), ctx2.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx2, ctx2.p, ctx2.s.charCodeAt(++ctx2.p), 44 - c, end) : ctx2.s.charCodeAt(ctx2.p + 4) === 45 && ctx2.s.charCodeAt(ctx2.p + 7) === 45 ? parseDate(ctx2, c, end) : ctx2.s.charCodeAt(ctx2.p + 2) === 58 ? parseTime(ctx2, c, end) : parseNumber(ctx2, ctx2.p, c, 0, end);
}
function parseNumber(ctx2, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx2.s.charCodeAt(++ctx2.p) !== 110 || ctx2.s.charCodeAt(++ctx2.p) !== 102) && TomlError.x("invalid value", ctx2, startPtr), ctx2.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx2.s.charCodeAt(++ctx2.p) !== 97 || ctx2.s.charCodeAt(++ctx2.p) !== 110) && TomlError.x("invalid value", ctx2, startPtr), ctx2.p++, NaN;
  if (c === 48) {
    if (++ctx2.p >= ctx2.s.length || isEndOfValue(c = ctx2.s.charCodeAt(ctx2.p), endChr))
      return ctx2.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx2, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx2, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx2, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx2, startPtr);
  } else isDigit(c) || TomlError.x("invalid value", ctx2, startPtr);
  for (; ++ctx2.p < ctx2.s.length && (c = ctx2.s.charCodeAt(ctx2.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx2), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx2);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx2.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx2, startPtr);
  let str2 = ctx2.s.slice(startPtr, ctx2.p);
  return hasUnderscores && (str2 = str2.replaceAll("_", "")), state > 1 ? parseFloat(str2) : parseInteger(ctx2, str2, 10, startPtr);
}
function parseIntegerBaseN(ctx2, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx2.p < ctx2.s.length && (c = ctx2.s.charCodeAt(ctx2.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx2), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx2);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx2);
  let str2 = ctx2.s.slice(startPtr + 2, ctx2.p);
  return underscore && (str2 = str2.replaceAll("_", "")), parseInteger(ctx2, str2, base, startPtr);
}
function parseInteger(ctx2, str2, base, startPtr) {
  if (ctx2.bi !== !0)
    int: {
      let val = parseInt(str2, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx2.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx2, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str2 : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str2);
}
function parseDate(ctx2, c, endChr) {
  let startPtr = ctx2.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx2.s.charCodeAt(ctx2.p++)) || !isDigit(ctx2.s.charCodeAt(ctx2.p++)) || !isDigit(ctx2.s.charCodeAt(ctx2.p++)))
    return parseNumber(ctx2, ctx2.p = startPtr, c, 0, endChr);
  if (ctx2.p += 5, isDigit(ctx2.s.charCodeAt(ctx2.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx2, startPtr), ctx2.p >= ctx2.s.length || ((c = ctx2.s.charCodeAt(ctx2.p)) !== 32 || (unsafeSeparator = !0, !isDigit(ctx2.s.charCodeAt(ctx2.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx2.s.slice(startPtr, ctx2.p);
    return readDate(ctx2, t2, 3, !1, startPtr);
  }
  if (ctx2.s.charCodeAt(ctx2.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx2, startPtr), ctx2.s.charCodeAt(ctx2.p += 3) === 58 && (ctx2.p += 3), ctx2.s.charCodeAt(ctx2.p) === 46)
    for (; isDigit(ctx2.s.charCodeAt(++ctx2.p)); )
      ;
  if (c = ctx2.s.charCodeAt(ctx2.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx2.s.slice(startPtr, ++ctx2.p);
      return readDate(ctx2, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx2.s.slice(startPtr, ctx2.p += 6);
      return readDate(ctx2, t2, 1, unsafeSeparator, startPtr, !ctx2.ld && "[" + ctx2.s.slice(ctx2.p - 6, ctx2.p) + "]");
    }
  }
  let t = ctx2.s.slice(startPtr, ctx2.p);
  return readDate(ctx2, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx2, c, endChr) {
  let start = ctx2.p;
  if (!isDigit(c) || !isDigit(ctx2.s.charCodeAt(++ctx2.p)))
    return parseNumber(ctx2, --ctx2.p, c, 0, endChr);
  if (ctx2.s.charCodeAt(ctx2.p += 4) === 58 && (ctx2.p += 3), ctx2.s.charCodeAt(ctx2.p) === 46)
    for (; isDigit(ctx2.s.charCodeAt(++ctx2.p)); )
      ;
  let t = ctx2.s.slice(start, ctx2.p);
  return readDate(ctx2, t, 4, !1, start);
}
function readDate(ctx2, str2, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx2.ld) {
    let date3 = new TomlDate(str2, type, unsafeDelim);
    return date3.isValid() || TomlError.x("invalid date", ctx2, errPtr), date3;
  }
  try {
    switch (temporalSuffix && (str2 += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str2);
      case 2:
        return Temporal.PlainDateTime.from(str2);
      case 3:
        return Temporal.PlainDate.from(str2);
      case 4:
        return Temporal.PlainTime.from(str2);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx2, errPtr);
  }
}
var init_extract = __esm({
  "node_modules/smol-toml/dist/extract.js"() {
    init_primitive();
    init_struct();
    init_error();
    init_date();
  }
});

// node_modules/smol-toml/dist/util.js
function skipComment(ctx2) {
  for (; ctx2.p < ctx2.s.length; ctx2.p++) {
    let c = ctx2.s.charCodeAt(ctx2.p);
    if (c === 10)
      break;
    if (c === 13 && ctx2.s.charCodeAt(ctx2.p + 1) === 10) {
      ctx2.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx2);
  }
}
function skipVoid(ctx2, banNewLines, banComments) {
  let c;
  for (; ctx2.p < ctx2.s.length; ) {
    for (; ctx2.p < ctx2.s.length && ((c = ctx2.s.charCodeAt(ctx2.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx2.s.charCodeAt(ctx2.p + 1) === 10)); )
      ctx2.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx2);
  }
}
var init_util2 = __esm({
  "node_modules/smol-toml/dist/util.js"() {
    init_error();
  }
});

// node_modules/smol-toml/dist/struct.js
function parseKey2(ctx2, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx2.s.charCodeAt(startPtr = ctx2.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx2), state === 1 && parsed.push(ctx2.s.slice(sliceStart, ctx2.p)), ctx2.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx2), state === 1 && parsed.push(ctx2.s.slice(sliceStart, ctx2.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx2.s.charCodeAt(ctx2.p + 1) && c === ctx2.s.charCodeAt(ctx2.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx2), parsed.push(parseString(ctx2)), state = 2, ctx2.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx2.s.slice(sliceStart, ctx2.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx2) : state || (state = 1, sliceStart = ctx2.p);
  } while (c = ctx2.s.charCodeAt(++ctx2.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx2, startPtr);
}
function parseInlineTable(ctx2) {
  let startPtr = ctx2.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx2.p < ctx2.s.length; ) {
    if (skipVoid(ctx2), (c = ctx2.s.charCodeAt(ctx2.p)) === 125)
      return ctx2.p++, res;
    let k2, t = res, hasOwn = !1, errPtr = ctx2.p, key = parseKey2(ctx2);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k2] : t[k2] = /* @__PURE__ */ Object.create(null)), k2 = key[i], (hasOwn = Object.hasOwn(t, k2)) && (typeof t[k2] != "object" || seen.has(t[k2])) && TomlError.x("trying to redefine an already defined value", ctx2, errPtr);
      let unsafe = k2 === "__proto__";
      if (ctx2.uk && (unsafe || k2 === "constructor")) {
        t = ctx2.uk !== 1 && TomlError.x("document contains an unsafe property", ctx2, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k2, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx2, errPtr), skipVoid(ctx2, !0, !0);
    let value = extractValue(
      ctx2,
      125
      /* } */
    );
    if (t && typeof (t[k2] = value) == "object" && seen.add(value), skipVoid(ctx2), (c = ctx2.s.charCodeAt(ctx2.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx2, ctx2.p - 1);
  }
  TomlError.x("unfinished table", ctx2, startPtr);
}
function parseArray(ctx2) {
  let startPtr = ctx2.p++, res = [], c;
  for (; ctx2.p < ctx2.s.length; ) {
    if (skipVoid(ctx2), (c = ctx2.s.charCodeAt(ctx2.p)) === 93)
      return ctx2.p++, res;
    if (res.push(extractValue(
      ctx2,
      93
      /* ] */
    )), skipVoid(ctx2), (c = ctx2.s.charCodeAt(ctx2.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx2, ctx2.p - 1);
  }
  TomlError.x("unfinished array", ctx2, startPtr);
}
var init_struct = __esm({
  "node_modules/smol-toml/dist/struct.js"() {
    init_primitive();
    init_extract();
    init_util2();
    init_error();
  }
});

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx2, key, table, meta2, type) {
  let t = table, m2 = meta2, k2, hasOwn = !1, state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      if (t = hasOwn ? t[k2] : t[k2] = /* @__PURE__ */ Object.create(null), m2 = (state = m2[k2]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m2 = m2[l].c;
      }
    }
    if (k2 = key[i], (hasOwn = Object.hasOwn(t, k2)) && m2[k2]?.t === 0 && m2[k2]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k2 === "__proto__";
      if (ctx2.uk && (unsafe || k2 === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k2, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m2, k2, { enumerable: !0, configurable: !0, writable: !0 })), m2[k2] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m2[k2], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k2] = []), t[k2].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k2] : t[k2] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k2, t, state.c];
}
function validateTablePeek(ctx2, peek, ptr) {
  (peek === null || ctx2.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx2, ptr);
}
function parse2(toml, options = {}) {
  let ctx2 = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta2 = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m2 = meta2;
  for (toml.charCodeAt(0) === 65279 && ctx2.p++, skipVoid(ctx2); ctx2.p < toml.length; ) {
    if (toml.charCodeAt(ctx2.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx2.p) === 91;
      tmp = ctx2.p += +isTableArray, skipping = !1;
      let k2 = parseKey2(
        ctx2,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx2.p) !== 93 && TomlError.x("expected end of table array declaration", ctx2), ctx2.p++);
      let p2 = peekTable(
        ctx2,
        k2,
        res,
        meta2,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p2 ? (m2 = p2[2], tbl = p2[1]) : (validateTablePeek(ctx2, p2, tmp), skipping = !0);
    } else {
      tmp = ctx2.p;
      let k2 = parseKey2(ctx2), p2 = peekTable(
        ctx2,
        k2,
        tbl,
        m2,
        0
        /* Type.DOTTED */
      );
      !p2 && !skipping && validateTablePeek(ctx2, p2, tmp), skipVoid(ctx2, !0, !0);
      let v2 = extractValue(ctx2, void 0);
      p2 && !skipping && (p2[1][p2[0]] = v2);
    }
    skipVoid(ctx2, !0), ctx2.p < toml.length && (tmp = toml.charCodeAt(ctx2.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx2.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx2), skipVoid(ctx2);
  }
  return res;
}
var init_parse3 = __esm({
  "node_modules/smol-toml/dist/parse.js"() {
    init_struct();
    init_extract();
    init_util2();
    init_error();
  }
});

// node_modules/smol-toml/dist/stringify.js
function extendedTypeOf(obj) {
  let type = typeof obj;
  if (type === "object") {
    if (Array.isArray(obj))
      return "array";
    if (typeof obj.getUTCDate == "function" && obj instanceof Date)
      return "date";
    if (globalThis.Temporal) {
      if (obj.until) {
        if (obj instanceof Temporal.ZonedDateTime)
          return "temporal/tz+uc";
        if (obj instanceof Temporal.PlainDateTime || obj instanceof Temporal.PlainDate)
          return "temporal/uc";
        if (obj instanceof Temporal.PlainTime || obj instanceof Temporal.Instant)
          return "temporal";
        if (obj instanceof Temporal.PlainYearMonth)
          return "temporal/x";
      } else if (obj.toPlainDate && obj instanceof Temporal.PlainMonthDay || obj.negated && obj instanceof Temporal.Duration)
        return "temporal/x";
    }
  }
  return type;
}
function isArrayOfTables(obj) {
  for (let i = 0; i < obj.length; i++)
    if (extendedTypeOf(obj[i]) !== "object")
      return !1;
  return obj.length != 0;
}
function formatWellFormedStringUnchecked(s3) {
  return JSON.stringify(s3).replaceAll("\x7F", "\\u007f");
}
function formatString(s3) {
  return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s3.toWellFormed() : s3);
}
function formatKey(s3) {
  if (BARE_KEY.test(s3))
    return s3;
  if (HAS_WELLFORMED && !s3.isWellFormed())
    throw new RangeError("key contains illegal lone surrogates");
  return formatWellFormedStringUnchecked(s3);
}
function stringifyValue(val, type, depth, numberAsFloat, strictTemporal) {
  if (depth === 0)
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  switch (type) {
    // @ts-expect-error -- intentional fallthrough case
    case "number":
      if (isNaN(val))
        return "nan";
      if (val === 1 / 0)
        return "inf";
      if (val === -1 / 0)
        return "-inf";
      if (Number.isInteger(val) && (numberAsFloat || !Number.isSafeInteger(val)))
        return val.toFixed(1);
    case "bigint":
    case "boolean":
    case "temporal":
      return val.toString();
    case "string":
      return formatString(val);
    case "date":
      if (isNaN(val.getTime()))
        throw new TypeError("cannot serialize invalid date");
      return val.toISOString();
    case "object":
      return stringifyInlineTable(val, depth, numberAsFloat, strictTemporal);
    case "array":
      return stringifyArray(val, depth, numberAsFloat, strictTemporal);
    // @ts-expect-error -- intentional fallthrough case
    case "temporal/tz+uc":
      if (strictTemporal) {
        let tz = val.timeZoneId, tzc = tz.charCodeAt(0);
        if (
          // Classic offset
          tzc !== 43 && tzc !== 45 && // Fast pre-check pass; see below for the actually accepted values
          (tzc !== 85 && tzc !== 71 && tzc !== 90 && tzc !== 69 || // UTC and its aliases; Temporal implementations don't all canonicalise unfortunately
          tz !== "UTC" && tz !== "UCT" && tz !== "Universal" && tz !== "Zulu" && // GMT is a TZ but it's for all intents and purposes equivalent to UTC. Safe to downgrade.
          !tz.startsWith("GMT") && tz !== "Greenwich" && // Etc/* are all safe to downgrade to offset (either UTC, GMT, or offset)
          !tz.startsWith("Etc/"))
        )
          throw new TypeError("Temporal objects with an IANA timezone are not allowed in Temporal strict mode");
      }
    case "temporal/uc":
      if (strictTemporal && val.calendarId !== "iso8601")
        throw new TypeError("Temporal objects with a non-default calendar are not allowed in Temporal strict mode");
      return val.toString({
        calendarName: "never",
        timeZoneName: "never"
      });
    case "temporal/x":
      throw new TypeError("Unsupported " + val[Symbol.toStringTag]);
  }
}
function stringifyInlineTable(obj, depth, numberAsFloat, strictTemporal) {
  let keys = Object.keys(obj);
  if (keys.length === 0)
    return "{}";
  let res = "{ ";
  for (let i = 0; i < keys.length; i++) {
    let k2 = keys[i];
    i && (res += ", "), res += formatKey(k2) + " = " + stringifyValue(obj[k2], extendedTypeOf(obj[k2]), depth - 1, numberAsFloat, strictTemporal);
  }
  return res + " }";
}
function stringifyArray(array2, depth, numberAsFloat, strictTemporal) {
  if (array2.length === 0)
    return "[]";
  let res = "[ ";
  for (let i = 0; i < array2.length; i++) {
    if (i && (res += ", "), array2[i] === null || array2[i] === void 0)
      throw new TypeError("arrays cannot contain null or undefined values");
    res += stringifyValue(array2[i], extendedTypeOf(array2[i]), depth - 1, numberAsFloat, strictTemporal);
  }
  return res + " ]";
}
function stringifyArrayTable(array2, key, depth, numberAsFloat, strictTemporal) {
  if (depth === 0)
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  let res = "";
  for (let i = 0; i < array2.length; i++)
    res += `${res && `
`}[[${key}]]
`, res += stringifyTable(0, array2[i], key, depth, numberAsFloat, strictTemporal);
  return res;
}
function stringifyTable(tableKey, obj, prefix, depth, numberAsFloat, strictTemporal) {
  if (depth === 0)
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  let preamble = "", tables = "", keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    let k2 = keys[i];
    if (obj[k2] !== null && obj[k2] !== void 0) {
      let type = extendedTypeOf(obj[k2]);
      if (type === "symbol" || type === "function")
        throw new TypeError(`cannot serialize values of type '${type}'`);
      let key = formatKey(k2);
      if (type === "array" && isArrayOfTables(obj[k2]))
        tables += (tables && `
`) + stringifyArrayTable(obj[k2], prefix ? `${prefix}.${key}` : key, depth - 1, numberAsFloat, strictTemporal);
      else if (type === "object") {
        let tblKey = prefix ? `${prefix}.${key}` : key;
        tables += (tables && `
`) + stringifyTable(tblKey, obj[k2], tblKey, depth - 1, numberAsFloat, strictTemporal);
      } else
        preamble += key, preamble += " = ", preamble += stringifyValue(obj[k2], type, depth, numberAsFloat, strictTemporal), preamble += `
`;
    }
  }
  return tableKey && (preamble || !tables) && (preamble = preamble ? `[${tableKey}]
${preamble}` : `[${tableKey}]`), preamble && tables ? `${preamble}
${tables}` : preamble || tables;
}
function stringify(obj, { maxDepth = 1e3, numbersAsFloat = !1, strictTemporal = !1 } = {}) {
  if (extendedTypeOf(obj) !== "object")
    throw new TypeError("stringify can only be called with an object");
  let str2 = stringifyTable(0, obj, "", maxDepth, numbersAsFloat, strictTemporal);
  return str2[str2.length - 1] !== `
` ? str2 + `
` : str2;
}
var BARE_KEY, HAS_WELLFORMED, init_stringify = __esm({
  "node_modules/smol-toml/dist/stringify.js"() {
    BARE_KEY = /^[a-z0-9-_]+$/i, HAS_WELLFORMED = !!"".isWellFormed;
  }
});

// node_modules/smol-toml/dist/index.js
var dist_exports = {};
__export(dist_exports, {
  TomlDate: () => TomlDate,
  TomlError: () => TomlError,
  default: () => dist_default,
  parse: () => parse2,
  stringify: () => stringify
});
var dist_default, init_dist = __esm({
  "node_modules/smol-toml/dist/index.js"() {
    init_parse3();
    init_stringify();
    init_date();
    init_error();
    dist_default = { parse: parse2, stringify, TomlDate, TomlError };
  }
});

// src/core/config-files.ts
function readConfigText(file2) {
  try {
    return readRegularFileSync(file2, { maxBytes: CONFIG_MAX_BYTES });
  } catch (err) {
    if (err instanceof RefusedFileError)
      throw new CheckpointError(
        "INVALID_DATA",
        err.message,
        "make it a TOML file (see the README for the keys), or remove it"
      );
    if (errnoCode(err) === "ENOTDIR") return;
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2}: unreadable (${errorMessage(err)})`,
      "make it readable, or remove it"
    );
  }
}
function readToml(file2, text4, parse4) {
  let raw;
  try {
    raw = parse4(text4);
  } catch (err) {
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2}: invalid TOML (${errorMessage(err).split(`
`)[0]})`,
      "fix the file; see the README for the keys"
    );
  }
  let parsed = safeParse(fileSchema, JSON.parse(JSON.stringify(raw)), file2);
  if (!parsed.success) {
    let i = parsed.error.issues[0], keys = "keys" in i && Array.isArray(i.keys) ? ` ${i.keys.join(", ")}` : "";
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2}: ${[...i.path].join(".") || "(top level)"}: ${i.code === "unrecognized_keys" ? `unknown key${keys}` : i.code.replace(/_/g, " ")}`,
      "see the README for the keys and their types"
    );
  }
  return parsed.data;
}
function projectLayer(mine, file2, text4, parse4) {
  let theirs;
  try {
    theirs = readToml(file2, text4, parse4);
  } catch (err) {
    return { merged: mine, ignored: [{ file: file2, key: WHOLE_FILE, why: errorMessage(err) }] };
  }
  let { merged, ignored, stricter } = applyProjectFile(
    mine,
    theirs,
    file2
  ), policy = stricter["approval.default_policy"];
  return { merged, ignored, stricterPolicy: typeof policy == "string" ? policy : void 0 };
}
async function readLayers(userFile, projectFile) {
  let sources = [], ignored = [], parse4, c = {}, userText = readConfigText(userFile);
  userText !== void 0 && (parse4 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse, c = readToml(userFile, userText, parse4), sources.push(userFile));
  let userOff = c.capture?.enabled === !1, stricterPolicy2;
  if (projectFile && (0, import_node_path11.resolve)(projectFile) !== (0, import_node_path11.resolve)(userFile)) {
    let text4;
    try {
      text4 = readConfigText(projectFile);
    } catch (err) {
      ignored.push({ file: projectFile, key: WHOLE_FILE, why: errorMessage(err) });
    }
    if (text4 !== void 0) {
      parse4 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse;
      let layer = projectLayer(c, projectFile, text4, parse4);
      c = layer.merged, ignored.push(...layer.ignored), stricterPolicy2 = layer.stricterPolicy, sources.push(projectFile);
    }
  }
  return { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff };
}
var import_node_path11, CONFIG_MAX_BYTES, init_config_files = __esm({
  "src/core/config-files.ts"() {
    "use strict";
    import_node_path11 = require("node:path");
    init_config_schema();
    init_errors();
    init_json();
    init_regular();
    init_config_trust();
    CONFIG_MAX_BYTES = 1024 * 1024;
  }
});

// src/core/config.ts
var config_exports = {};
__export(config_exports, {
  BUILTIN_POLICIES: () => BUILTIN_POLICIES,
  DEFAULT_WINDOWS: () => DEFAULT_WINDOWS,
  MONITOR_MODES: () => MONITOR_MODES,
  insecureUrl: () => insecureUrl,
  loadConfig: () => loadConfig,
  sessionTimings: () => sessionTimings,
  settingKeys: () => settingKeys
});
function expandHome(p2) {
  return p2 === "~" || p2.startsWith("~/") ? (0, import_node_path12.join)((0, import_node_os5.homedir)(), p2.slice(1)) : p2;
}
function volumePathFrom(value, base, source) {
  return volumeScheme(value, source) ? value : (0, import_node_path12.resolve)(base, expandHome(value));
}
function largeTier(value, source) {
  if (value !== void 0) {
    if (!/^s3:\/\//i.test(value))
      throw new CheckpointError(
        "INVALID_DATA",
        `${source}: [volume] large: ${redactUrl(value)} is not an s3:// location`,
        "set it to s3://bucket/prefix (the tier for workspaces over [capture] max_local_mb)"
      );
    return refuseVolumeUrlCredentials(value, `${source}: [volume] large`), value;
  }
}
function num(env, name) {
  let v2 = env[name];
  if (v2 === void 0 || v2 === "") return;
  let n = Number(v2);
  if (!Number.isFinite(n) || n < 0)
    throw new CheckpointError("INVALID_DATA", `environment variable ${name}=${JSON.stringify(v2)} is not a number`);
  return n;
}
function sessionSettings(env, s3) {
  return {
    staleSeconds: num(env, "PAI_CHECKPOINT_STALE_SECONDS") ?? s3?.stale_seconds ?? DEFAULTS.staleSeconds,
    sidecar: sidecarFromEnv(env) ?? s3?.sidecar ?? !0,
    heartbeatSeconds: num(env, "PAI_CHECKPOINT_HEARTBEAT_SECONDS") ?? s3?.heartbeat_seconds ?? DEFAULTS.heartbeatSeconds,
    pollSeconds: num(env, "PAI_CHECKPOINT_POLL_SECONDS") ?? s3?.poll_seconds ?? DEFAULTS.pollSeconds,
    shutdownSeconds: num(env, "PAI_CHECKPOINT_SHUTDOWN_SECONDS") ?? s3?.shutdown_seconds ?? DEFAULTS.shutdownSeconds
  };
}
function sessionTimings(config2) {
  return config2?.session ?? sessionSettings({}, void 0);
}
function monitorConfig(env, m2, file2) {
  let mode = env[`${MONITOR_ENV}MODE`] || m2?.mode;
  if (mode !== void 0 && !MONITOR_MODES.includes(mode))
    throw new CheckpointError(
      "INVALID_DATA",
      `${MONITOR_ENV}MODE=${JSON.stringify(mode)} is not a monitor mode`,
      `set it to ${MONITOR_MODES.join(", ")}`
    );
  let root = env[`${MONITOR_ENV}WORKSPACE_ROOT`] || m2?.workspace_root;
  return {
    timeoutSeconds: positive(env, `${MONITOR_ENV}TIMEOUT_SECONDS`) ?? m2?.timeout_seconds ?? DEFAULTS.monitorTimeoutSeconds,
    resumeDelaySeconds: num(env, `${MONITOR_ENV}RESUME_DELAY_SECONDS`) ?? m2?.resume_delay_seconds ?? DEFAULTS.monitorResumeDelaySeconds,
    pollSeconds: positive(env, `${MONITOR_ENV}POLL_SECONDS`) ?? m2?.poll_seconds ?? DEFAULTS.monitorPollSeconds,
    maxSilenceHours: positive(env, `${MONITOR_ENV}MAX_SILENCE_HOURS`) ?? m2?.max_silence_hours ?? DEFAULTS.monitorMaxSilenceHours,
    // A relative root in a file is relative to that file's folder; in the variable, to the home folder.
    workspaceRoot: root ? (0, import_node_path12.resolve)(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? (0, import_node_os5.homedir)() : (0, import_node_path12.dirname)(file2), expandHome(root)) : (0, import_node_path12.join)((0, import_node_os5.homedir)(), "pai-sessions"),
    mode,
    claudeArgs: claudeArgs(env[`${MONITOR_ENV}CLAUDE_ARGS`]) ?? m2?.claude_args ?? [],
    startSeconds: positive(env, `${MONITOR_ENV}START_SECONDS`) ?? m2?.start_seconds
  };
}
function positive(env, name) {
  let n = num(env, name);
  if (n === 0) throw new CheckpointError("INVALID_DATA", `environment variable ${name}=0 must be more than 0`);
  return n;
}
function claudeArgs(raw) {
  if (raw === void 0 || raw === "") return;
  let v2;
  try {
    v2 = JSON.parse(raw);
  } catch {
    v2 = void 0;
  }
  if (!Array.isArray(v2) || !v2.every((a) => typeof a == "string"))
    throw new CheckpointError(
      "INVALID_DATA",
      `${MONITOR_ENV}CLAUDE_ARGS must be a JSON array of strings, got ${JSON.stringify(raw.slice(0, 100))}`,
      'e.g. ["--permission-mode","acceptEdits"]'
    );
  return v2;
}
function approvalConfig(a, file2, project) {
  let policies = Object.assign(
    /* @__PURE__ */ Object.create(null),
    BUILTIN_POLICIES
  );
  for (let [name, p2] of Object.entries(a?.policies ?? {})) {
    let builtIn = BUILTIN_POLICIES[name], both = (p2.auto_approve ?? []).filter((t) => (p2.require_review ?? []).includes(t));
    if (both.length)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: approval.policies.${name}: ${both.join(", ")} is in both auto_approve and require_review`,
        "keep each trigger in one of the two lists"
      );
    let requireReview = [
      .../* @__PURE__ */ new Set([
        ...p2.require_review ?? [],
        ...(builtIn?.requireReview ?? []).filter((t) => !(p2.auto_approve ?? []).includes(t))
      ])
    ], autoApprove = [
      .../* @__PURE__ */ new Set([
        ...p2.auto_approve ?? [],
        ...(builtIn?.autoApprove ?? []).filter((t) => !requireReview.includes(t))
      ])
    ];
    policies[name] = { autoApprove, requireReview };
  }
  let defaultPolicy = a?.default_policy ?? "auto";
  if (!policies[defaultPolicy])
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2}: approval.default_policy: no policy "${defaultPolicy}"`,
      `use ${Object.keys(policies).join(", ")}, or define [approval.policies.${defaultPolicy}]`
    );
  let e = a?.escalation, escalation = {
    costUsd: e?.cost_threshold_usd,
    durationHours: e?.duration_threshold_hours,
    errorCount: e?.error_count_threshold
  };
  return {
    defaultPolicy: project ? stricterPolicy(policies, defaultPolicy, project) : defaultPolicy,
    policies,
    escalation
  };
}
function stricterPolicy(policies, mine, project) {
  let theirs = policies[project.policy];
  if (!theirs)
    return project.ignored.push({
      file: project.file,
      key: "approval.default_policy",
      why: `no policy "${project.policy}" (a project may name ${Object.keys(policies).join(", ")})`
    }), mine;
  let base = policies[mine], fewer = base.requireReview.filter((t) => !theirs.requireReview.includes(t));
  fewer.length && project.ignored.push({
    file: project.file,
    key: "approval.default_policy",
    why: `${ignoredWhy(SETTINGS_TRUST["approval.default_policy"])}: policy "${project.policy}" would not review ${fewer.join(", ")} (only the reviews it adds count)`
  });
  let added = theirs.requireReview.filter((t) => !base.requireReview.includes(t));
  if (!added.length) return mine;
  let name = `${mine}+${project.policy}`;
  return policies[name] = {
    requireReview: [...base.requireReview, ...added],
    autoApprove: base.autoApprove.filter((t) => !added.includes(t))
  }, name;
}
function contextWindows(windows, file2) {
  let out2 = [];
  for (let [pattern, tokens2] of Object.entries(windows ?? {}))
    try {
      out2.push([new RegExp(pattern, "i"), tokens2]);
    } catch (err) {
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`,
        'write a model name, or a pattern such as "sonnet"'
      );
    }
  return [...out2, ...DEFAULT_WINDOWS];
}
function captureSettings(env, c, disabledBy) {
  let excludes = [...c.capture?.excludes ?? DEFAULTS.excludes, ...c.capture?.extra_excludes ?? []];
  return {
    enabled: c.capture?.enabled ?? !0,
    ...c.capture?.enabled === !1 ? { disabledBy } : {},
    periodicSeconds: num(env, "PAI_CHECKPOINT_PERIODIC_SECONDS") ?? c.capture?.periodic_seconds ?? DEFAULTS.periodicSeconds,
    excludes: [...new Set(excludes)],
    warnBytes: (c.capture?.warn_mb ?? DEFAULTS.warnMb) * 1e6,
    maxLocalBytes: (c.capture?.max_local_mb ?? DEFAULTS.maxLocalMb) * 1e6,
    zstdLevel: c.capture?.zstd_level ?? DEFAULTS.zstdLevel,
    workspaceFormat: c.capture?.workspace_format ?? "content",
    envAllow: c.capture?.env_allow ?? [],
    redactSecrets: c.capture?.redact_secrets ?? !0,
    includeIgnored: c.capture?.include_ignored ?? []
  };
}
async function loadConfig(o) {
  let env = o.env ?? process.env, userFile = (0, import_node_path12.join)(o.paiDir, "checkpoint.toml"), projectFile = o.project ? (0, import_node_path12.join)(o.project, ".pai", "checkpoint.toml") : void 0, { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff } = await readLayers(userFile, projectFile), base = (0, import_node_path12.dirname)(userFile), volume = c.volume?.path ? volumePathFrom(c.volume.path, base, `${userFile}: [volume] path`) : (0, import_node_path12.join)(o.paiDir, "volume");
  env.PAI_CHECKPOINT_VOLUME && (volume = volumePathFrom(env.PAI_CHECKPOINT_VOLUME, o.paiDir, "PAI_CHECKPOINT_VOLUME"));
  let keyFile = c.encryption?.key_file, envKey = env.PAI_CHECKPOINT_KEY, encryption = envKey ? { text: envKey, source: "PAI_CHECKPOINT_KEY" } : keyFile ? { file: (0, import_node_path12.resolve)(o.paiDir, expandHome(keyFile)) } : void 0;
  return {
    volume: {
      path: volume,
      endpoint: c.volume?.endpoint,
      pathStyle: c.volume?.path_style,
      large: largeTier(c.volume?.large, userFile)
    },
    keys: { encryption, signingFile: (0, import_node_path12.join)(o.paiDir, "checkpoint", "signing.key") },
    capture: captureSettings(env, c, userOff ? userFile : projectFile),
    retention: {
      keepLast: c.retention?.keep_last ?? DEFAULTS.keepLast,
      maxAgeDays: c.retention?.max_age_days ?? DEFAULTS.maxAgeDays
    },
    mcp: {
      queryServers: c.mcp?.query_servers ?? !0,
      timeoutMs: c.mcp?.timeout_ms ?? DEFAULTS.mcpTimeoutMs,
      allowServers: c.mcp?.allow_servers ?? [],
      stateFiles: { ...c.mcp?.state_files }
    },
    prices: { ...c.prices },
    session: sessionSettings(env, c.session),
    records: {
      retentionDays: num(env, "PAI_CHECKPOINT_RETENTION_DAYS") ?? c.records?.retention_days ?? DEFAULTS.recordRetentionDays
    },
    monitor: monitorConfig(env, c.monitor, userFile),
    approval: approvalConfig(
      c.approval,
      userFile,
      stricterPolicy2 && projectFile ? { policy: stricterPolicy2, file: projectFile, ignored } : void 0
    ),
    notifications: notificationsConfig(c.notifications, userFile),
    integrations: integrationsConfig(c.integrations, userFile),
    budget: { thresholdUsd: c.budget?.threshold_usd, limitUsd: c.budget?.limit_usd },
    summary: {
      engine: c.summary?.engine ?? "builtin",
      model: c.summary?.model ?? DEFAULTS.summaryModel,
      timeoutSeconds: c.summary?.timeout_seconds ?? DEFAULTS.summaryTimeoutSeconds,
      claude: c.summary?.claude ?? "claude"
    },
    context: {
      warnPercent: c.context?.warn_percent ?? DEFAULTS.contextWarnPercent,
      windows: contextWindows(c.context?.windows, userFile)
    },
    memory: { inject: c.memory?.inject ?? !0, budgetTokens: c.memory?.budget_tokens ?? DEFAULTS.memoryBudgetTokens },
    risky: {
      enabled: c.risky?.enabled ?? !0,
      defaults: c.risky?.defaults ?? !0,
      commands: [...new Set(c.risky?.commands ?? [])],
      waitSeconds: c.risky?.wait_seconds ?? DEFAULTS.riskyWaitSeconds
    },
    sources,
    ignored
  };
}
var import_node_os5, import_node_path12, BUILTIN_POLICIES, MONITOR_ENV, DEFAULT_WINDOWS, init_config = __esm({
  "src/core/config.ts"() {
    "use strict";
    import_node_os5 = require("node:os"), import_node_path12 = require("node:path");
    init_config_schema();
    init_config_notify();
    init_config_env();
    init_errors();
    init_defaults();
    init_redact();
    init_volume_url();
    init_triggers();
    init_config_trust();
    init_config_files();
    init_config_schema();
    init_config_notify();
    BUILTIN_POLICIES = {
      auto: {
        autoApprove: [
          "periodic",
          "detach",
          "shutdown",
          "phase",
          "stop",
          "pre_compact",
          "manual",
          "context",
          "pre_risky",
          "handoff"
        ],
        requireReview: ["complete", "error", "crash"]
      },
      review: {
        autoApprove: ["periodic", "phase", "stop", "pre_compact", "manual", "context", "pre_risky", "handoff"],
        requireReview: ["complete", "error", "crash", "detach", "shutdown"]
      },
      strict: { autoApprove: [], requireReview: [...TRIGGERS] }
    };
    MONITOR_ENV = "PAI_CHECKPOINT_MONITOR_";
    DEFAULT_WINDOWS = [
      [/\[1m\]|-1m\b/i, 1e6],
      [/.*/, 2e5]
    ];
  }
});

// node_modules/tar/dist/esm/index.min.js
var index_min_exports = {};
__export(index_min_exports, {
  Header: () => F,
  Pack: () => wt,
  PackJob: () => pi,
  PackSync: () => kt,
  Parser: () => rt,
  Pax: () => ft,
  ReadEntry: () => $e,
  Unpack: () => Xt,
  UnpackSync: () => xe,
  WriteEntry: () => de,
  WriteEntrySync: () => ni,
  WriteEntryTar: () => oi,
  c: () => Qn,
  create: () => Qn,
  extract: () => So,
  filesFilter: () => Qi,
  list: () => Ct,
  r: () => vt,
  replace: () => vt,
  t: () => Ct,
  types: () => Hi,
  u: () => Oo,
  update: () => Oo,
  x: () => So
});
function Zn(s3, t, e) {
  let i = t, r = t ? t.next : s3.head, n = new ue(e, i, r, s3);
  return n.next === void 0 && (s3.tail = n), n.prev === void 0 && (s3.head = n), s3.length++, n;
}
function Yn(s3, t) {
  s3.tail = new ue(t, s3.tail, void 0, s3), s3.head || (s3.head = s3.tail), s3.length++;
}
function Kn(s3, t) {
  s3.head = new ue(t, void 0, s3.head, s3), s3.tail || (s3.tail = s3.head), s3.length++;
}
var import_events3, import_fs, import_node_events, import_node_stream7, import_node_string_decoder2, import_node_path37, import_node_fs41, import_path, import_events4, import_assert, import_buffer, Ps, import_zlib, import_node_path38, import_node_path39, import_fs2, import_fs3, import_path2, import_node_path40, import_path3, import_node_fs42, import_node_assert, import_node_crypto15, import_node_fs43, import_node_path41, import_fs4, import_node_fs44, import_node_path42, import_node_fs45, import_promises9, import_node_path43, import_node_path44, import_node_fs46, import_node_path45, zr, Ur, Ds, Wr, Gr, Zr, Q, J, nt, De, qt, Ne, Ns, Ae, As, z, Mt, g, Qt, Bt, b, N, _, bi, Ie, L, S, _i, Oi, Is, Ti, Z, xi, Ce, Jt, Rt, C, jt, Yr, Kr, Vr, $r, Fe, Li, Xr, qr, A, Jr, ht, H, te, m, Ni, tt, Ai, ki, vi, ie, ke, Ut, Ht, Ii, Pt, at, U, ot, Y, zt, Ci, j, ee, Fi, ve, gt, Me, bt, _t, Be, et, Wt, jr, Fs, ks, vs, Ms, Bs, tn, se, K, sn, M, rn, zs, nn, Bi, Tt, Gt, Pi, re, Pe, ze, Ue, He, We, Ge, Ze, Ye, Ke, Us, hn, an, Hs, ln, cn, Ws, Gs, Hi, ne, dn, Ui, oe, Ve, un, F, mn, xt, Wi, pn, lt, En, wn, Sn, ct, yn, Rn, gn, Gi, bn, Lt, ft, On, Tn, xn, Ln, f, $e, Dt, Nn, Xi, qi, An, B, Nt, it, Zi, Zs, V, he, dt, Ys, p, st, ut, Yi, At, w, Xe, qe, Ki, Ks, Vs, ae, Vi, Qe, Yt, $, Je, It, je, ti, $s, In, le, $i, Xs, Cn, rt, mt, vn, Qi, Mn, Bn, Ct, Ji, zn, qs, ce, ei, ji, Un, Hn, ts, Qs, rr, Wn, tr, er, ir, is, sr, fe, ii, ss, si, rs, ns, os, hs, pt, ri, as, es, q, de, ni, oi, Gn, hi, ue, pi, nr, li, me, W, pe, Et, Ft, Ee, ai, G, ls, ci, or, ds, us, fi, di, hr, cs, ui, lr, fs, wt, kt, Vn, $n, fr, dr, Xn, qn, Qn, Jn, Er, wr, ur, Sr, yr, Rr, jn, to, eo, mr, ms, ps, Ei, io, Es, so, ws, Se, St, no, gr, Ss, br, oo, _r, ys, Or, Vt, Tr, ho, ao, lo, yi, Lr, Dr, _s, Nr, Os, P, Ts, xs, gi, Ar, Ir, Re, Cr, Fr, Rs, yt, O, Ri, kr, $t, gs, bs, Ls, ge, be, _e, Oe, fo, Te, uo, mo, po, vr, Xt, ye, xe, Eo, wo, So, yo, Ro, go, bo, _o, vt, Oo, To, init_index_min = __esm({
  "node_modules/tar/dist/esm/index.min.js"() {
    import_events3 = __toESM(require("events"), 1), import_fs = __toESM(require("fs"), 1), import_node_events = require("node:events"), import_node_stream7 = __toESM(require("node:stream"), 1), import_node_string_decoder2 = require("node:string_decoder"), import_node_path37 = __toESM(require("node:path"), 1), import_node_fs41 = __toESM(require("node:fs"), 1), import_path = require("path"), import_events4 = require("events"), import_assert = __toESM(require("assert"), 1), import_buffer = require("buffer"), Ps = __toESM(require("zlib"), 1), import_zlib = __toESM(require("zlib"), 1), import_node_path38 = require("node:path"), import_node_path39 = require("node:path"), import_fs2 = __toESM(require("fs"), 1), import_fs3 = __toESM(require("fs"), 1), import_path2 = __toESM(require("path"), 1), import_node_path40 = require("node:path"), import_path3 = __toESM(require("path"), 1), import_node_fs42 = __toESM(require("node:fs"), 1), import_node_assert = __toESM(require("node:assert"), 1), import_node_crypto15 = require("node:crypto"), import_node_fs43 = __toESM(require("node:fs"), 1), import_node_path41 = __toESM(require("node:path"), 1), import_fs4 = __toESM(require("fs"), 1), import_node_fs44 = __toESM(require("node:fs"), 1), import_node_path42 = __toESM(require("node:path"), 1), import_node_fs45 = __toESM(require("node:fs"), 1), import_promises9 = __toESM(require("node:fs/promises"), 1), import_node_path43 = __toESM(require("node:path"), 1), import_node_path44 = require("node:path"), import_node_fs46 = __toESM(require("node:fs"), 1), import_node_path45 = __toESM(require("node:path"), 1), zr = Object.defineProperty, Ur = (s3, t) => {
      for (var e in t) zr(s3, e, { get: t[e], enumerable: !0 });
    }, Ds = typeof process == "object" && process ? process : { stdout: null, stderr: null }, Wr = (s3) => !!s3 && typeof s3 == "object" && (s3 instanceof A || s3 instanceof import_node_stream7.default || Gr(s3) || Zr(s3)), Gr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof import_node_events.EventEmitter && typeof s3.pipe == "function" && s3.pipe !== import_node_stream7.default.Writable.prototype.pipe, Zr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof import_node_events.EventEmitter && typeof s3.write == "function" && typeof s3.end == "function", Q = /* @__PURE__ */ Symbol("EOF"), J = /* @__PURE__ */ Symbol("maybeEmitEnd"), nt = /* @__PURE__ */ Symbol("emittedEnd"), De = /* @__PURE__ */ Symbol("emittingEnd"), qt = /* @__PURE__ */ Symbol("emittedError"), Ne = /* @__PURE__ */ Symbol("closed"), Ns = /* @__PURE__ */ Symbol("read"), Ae = /* @__PURE__ */ Symbol("flush"), As = /* @__PURE__ */ Symbol("flushChunk"), z = /* @__PURE__ */ Symbol("encoding"), Mt = /* @__PURE__ */ Symbol("decoder"), g = /* @__PURE__ */ Symbol("flowing"), Qt = /* @__PURE__ */ Symbol("paused"), Bt = /* @__PURE__ */ Symbol("resume"), b = /* @__PURE__ */ Symbol("buffer"), N = /* @__PURE__ */ Symbol("pipes"), _ = /* @__PURE__ */ Symbol("bufferLength"), bi = /* @__PURE__ */ Symbol("bufferPush"), Ie = /* @__PURE__ */ Symbol("bufferShift"), L = /* @__PURE__ */ Symbol("objectMode"), S = /* @__PURE__ */ Symbol("destroyed"), _i = /* @__PURE__ */ Symbol("error"), Oi = /* @__PURE__ */ Symbol("emitData"), Is = /* @__PURE__ */ Symbol("emitEnd"), Ti = /* @__PURE__ */ Symbol("emitEnd2"), Z = /* @__PURE__ */ Symbol("async"), xi = /* @__PURE__ */ Symbol("abort"), Ce = /* @__PURE__ */ Symbol("aborted"), Jt = /* @__PURE__ */ Symbol("signal"), Rt = /* @__PURE__ */ Symbol("dataListeners"), C = /* @__PURE__ */ Symbol("discarded"), jt = (s3) => Promise.resolve().then(s3), Yr = (s3) => s3(), Kr = (s3) => s3 === "end" || s3 === "finish" || s3 === "prefinish", Vr = (s3) => s3 instanceof ArrayBuffer || !!s3 && typeof s3 == "object" && s3.constructor && s3.constructor.name === "ArrayBuffer" && s3.byteLength >= 0, $r = (s3) => !Buffer.isBuffer(s3) && ArrayBuffer.isView(s3), Fe = class {
      src;
      dest;
      opts;
      ondrain;
      constructor(t, e, i) {
        this.src = t, this.dest = e, this.opts = i, this.ondrain = () => t[Bt](), this.dest.on("drain", this.ondrain);
      }
      unpipe() {
        this.dest.removeListener("drain", this.ondrain);
      }
      proxyErrors(t) {
      }
      end() {
        this.unpipe(), this.opts.end && this.dest.end();
      }
    }, Li = class extends Fe {
      unpipe() {
        this.src.removeListener("error", this.proxyErrors), super.unpipe();
      }
      constructor(t, e, i) {
        super(t, e, i), this.proxyErrors = (r) => this.dest.emit("error", r), t.on("error", this.proxyErrors);
      }
    }, Xr = (s3) => !!s3.objectMode, qr = (s3) => !s3.objectMode && !!s3.encoding && s3.encoding !== "buffer", A = class extends import_node_events.EventEmitter {
      [g] = !1;
      [Qt] = !1;
      [N] = [];
      [b] = [];
      [L];
      [z];
      [Z];
      [Mt];
      [Q] = !1;
      [nt] = !1;
      [De] = !1;
      [Ne] = !1;
      [qt] = null;
      [_] = 0;
      [S] = !1;
      [Jt];
      [Ce] = !1;
      [Rt] = 0;
      [C] = !1;
      writable = !0;
      readable = !0;
      constructor(...t) {
        let e = t[0] || {};
        if (super(), e.objectMode && typeof e.encoding == "string") throw new TypeError("Encoding and objectMode may not be used together");
        Xr(e) ? (this[L] = !0, this[z] = null) : qr(e) ? (this[z] = e.encoding, this[L] = !1) : (this[L] = !1, this[z] = null), this[Z] = !!e.async, this[Mt] = this[z] ? new import_node_string_decoder2.StringDecoder(this[z]) : null, e && e.debugExposeBuffer === !0 && Object.defineProperty(this, "buffer", { get: () => this[b] }), e && e.debugExposePipes === !0 && Object.defineProperty(this, "pipes", { get: () => this[N] });
        let { signal: i } = e;
        i && (this[Jt] = i, i.aborted ? this[xi]() : i.addEventListener("abort", () => this[xi]()));
      }
      get bufferLength() {
        return this[_];
      }
      get encoding() {
        return this[z];
      }
      set encoding(t) {
        throw new Error("Encoding must be set at instantiation time");
      }
      setEncoding(t) {
        throw new Error("Encoding must be set at instantiation time");
      }
      get objectMode() {
        return this[L];
      }
      set objectMode(t) {
        throw new Error("objectMode must be set at instantiation time");
      }
      get async() {
        return this[Z];
      }
      set async(t) {
        this[Z] = this[Z] || !!t;
      }
      [xi]() {
        this[Ce] = !0, this.emit("abort", this[Jt]?.reason), this.destroy(this[Jt]?.reason);
      }
      get aborted() {
        return this[Ce];
      }
      set aborted(t) {
      }
      write(t, e, i) {
        if (this[Ce]) return !1;
        if (this[Q]) throw new Error("write after end");
        if (this[S]) return this.emit("error", Object.assign(new Error("Cannot call write after a stream was destroyed"), { code: "ERR_STREAM_DESTROYED" })), !0;
        typeof e == "function" && (i = e, e = "utf8"), e || (e = "utf8");
        let r = this[Z] ? jt : Yr;
        if (!this[L] && !Buffer.isBuffer(t)) {
          if ($r(t)) t = Buffer.from(t.buffer, t.byteOffset, t.byteLength);
          else if (Vr(t)) t = Buffer.from(t);
          else if (typeof t != "string") throw new Error("Non-contiguous data written to non-objectMode stream");
        }
        return this[L] ? (this[g] && this[_] !== 0 && this[Ae](!0), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : t.length ? (typeof t == "string" && !(e === this[z] && !this[Mt]?.lastNeed) && (t = Buffer.from(t, e)), Buffer.isBuffer(t) && this[z] && (t = this[Mt].write(t)), this[g] && this[_] !== 0 && this[Ae](!0), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : (this[_] !== 0 && this.emit("readable"), i && r(i), this[g]);
      }
      read(t) {
        if (this[S]) return null;
        if (this[C] = !1, this[_] === 0 || t === 0 || t && t > this[_]) return this[J](), null;
        this[L] && (t = null), this[b].length > 1 && !this[L] && (this[b] = [this[z] ? this[b].join("") : Buffer.concat(this[b], this[_])]);
        let e = this[Ns](t || null, this[b][0]);
        return this[J](), e;
      }
      [Ns](t, e) {
        if (this[L]) this[Ie]();
        else {
          let i = e;
          t === i.length || t === null ? this[Ie]() : typeof i == "string" ? (this[b][0] = i.slice(t), e = i.slice(0, t), this[_] -= t) : (this[b][0] = i.subarray(t), e = i.subarray(0, t), this[_] -= t);
        }
        return this.emit("data", e), !this[b].length && !this[Q] && this.emit("drain"), e;
      }
      end(t, e, i) {
        return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = "utf8"), t !== void 0 && this.write(t, e), i && this.once("end", i), this[Q] = !0, this.writable = !1, (this[g] || !this[Qt]) && this[J](), this;
      }
      [Bt]() {
        this[S] || (!this[Rt] && !this[N].length && (this[C] = !0), this[Qt] = !1, this[g] = !0, this.emit("resume"), this[b].length ? this[Ae]() : this[Q] ? this[J]() : this.emit("drain"));
      }
      resume() {
        return this[Bt]();
      }
      pause() {
        this[g] = !1, this[Qt] = !0, this[C] = !1;
      }
      get destroyed() {
        return this[S];
      }
      get flowing() {
        return this[g];
      }
      get paused() {
        return this[Qt];
      }
      [bi](t) {
        this[L] ? this[_] += 1 : this[_] += t.length, this[b].push(t);
      }
      [Ie]() {
        return this[L] ? this[_] -= 1 : this[_] -= this[b][0].length, this[b].shift();
      }
      [Ae](t = !1) {
        do
          ;
        while (this[As](this[Ie]()) && this[b].length);
        !t && !this[b].length && !this[Q] && this.emit("drain");
      }
      [As](t) {
        return this.emit("data", t), this[g];
      }
      pipe(t, e) {
        if (this[S]) return t;
        this[C] = !1;
        let i = this[nt];
        return e = e || {}, t === Ds.stdout || t === Ds.stderr ? e.end = !1 : e.end = e.end !== !1, e.proxyErrors = !!e.proxyErrors, i ? e.end && t.end() : (this[N].push(e.proxyErrors ? new Li(this, t, e) : new Fe(this, t, e)), this[Z] ? jt(() => this[Bt]()) : this[Bt]()), t;
      }
      unpipe(t) {
        let e = this[N].find((i) => i.dest === t);
        e && (this[N].length === 1 ? (this[g] && this[Rt] === 0 && (this[g] = !1), this[N] = []) : this[N].splice(this[N].indexOf(e), 1), e.unpipe());
      }
      addListener(t, e) {
        return this.on(t, e);
      }
      on(t, e) {
        let i = super.on(t, e);
        if (t === "data") this[C] = !1, this[Rt]++, !this[N].length && !this[g] && this[Bt]();
        else if (t === "readable" && this[_] !== 0) super.emit("readable");
        else if (Kr(t) && this[nt]) super.emit(t), this.removeAllListeners(t);
        else if (t === "error" && this[qt]) {
          let r = e;
          this[Z] ? jt(() => r.call(this, this[qt])) : r.call(this, this[qt]);
        }
        return i;
      }
      removeListener(t, e) {
        return this.off(t, e);
      }
      off(t, e) {
        let i = super.off(t, e);
        return t === "data" && (this[Rt] = this.listeners("data").length, this[Rt] === 0 && !this[C] && !this[N].length && (this[g] = !1)), i;
      }
      removeAllListeners(t) {
        let e = super.removeAllListeners(t);
        return (t === "data" || t === void 0) && (this[Rt] = 0, !this[C] && !this[N].length && (this[g] = !1)), e;
      }
      get emittedEnd() {
        return this[nt];
      }
      [J]() {
        !this[De] && !this[nt] && !this[S] && this[b].length === 0 && this[Q] && (this[De] = !0, this.emit("end"), this.emit("prefinish"), this.emit("finish"), this[Ne] && this.emit("close"), this[De] = !1);
      }
      emit(t, ...e) {
        let i = e[0];
        if (t !== "error" && t !== "close" && t !== S && this[S]) return !1;
        if (t === "data") return !this[L] && !i ? !1 : this[Z] ? (jt(() => this[Oi](i)), !0) : this[Oi](i);
        if (t === "end") return this[Is]();
        if (t === "close") {
          if (this[Ne] = !0, !this[nt] && !this[S]) return !1;
          let n = super.emit("close");
          return this.removeAllListeners("close"), n;
        } else if (t === "error") {
          this[qt] = i, super.emit(_i, i);
          let n = !this[Jt] || this.listeners("error").length ? super.emit("error", i) : !1;
          return this[J](), n;
        } else if (t === "resume") {
          let n = super.emit("resume");
          return this[J](), n;
        } else if (t === "finish" || t === "prefinish") {
          let n = super.emit(t);
          return this.removeAllListeners(t), n;
        }
        let r = super.emit(t, ...e);
        return this[J](), r;
      }
      [Oi](t) {
        for (let i of this[N]) i.dest.write(t) === !1 && this.pause();
        let e = this[C] ? !1 : super.emit("data", t);
        return this[J](), e;
      }
      [Is]() {
        return this[nt] ? !1 : (this[nt] = !0, this.readable = !1, this[Z] ? (jt(() => this[Ti]()), !0) : this[Ti]());
      }
      [Ti]() {
        if (this[Mt]) {
          let e = this[Mt].end();
          if (e) {
            for (let i of this[N]) i.dest.write(e);
            this[C] || super.emit("data", e);
          }
        }
        for (let e of this[N]) e.end();
        let t = super.emit("end");
        return this.removeAllListeners("end"), t;
      }
      async collect() {
        let t = Object.assign([], { dataLength: 0 });
        this[L] || (t.dataLength = 0);
        let e = this.promise();
        return this.on("data", (i) => {
          t.push(i), this[L] || (t.dataLength += i.length);
        }), await e, t;
      }
      async concat() {
        if (this[L]) throw new Error("cannot concat in objectMode");
        let t = await this.collect();
        return this[z] ? t.join("") : Buffer.concat(t, t.dataLength);
      }
      async promise() {
        return new Promise((t, e) => {
          this.on(S, () => e(new Error("stream destroyed"))), this.on("error", (i) => e(i)), this.on("end", () => t());
        });
      }
      [Symbol.asyncIterator]() {
        this[C] = !1;
        let t = !1, e = async () => (this.pause(), t = !0, { value: void 0, done: !0 });
        return { next: () => {
          if (t) return e();
          let r = this.read();
          if (r !== null) return Promise.resolve({ done: !1, value: r });
          if (this[Q]) return e();
          let n, o, h = (d) => {
            this.off("data", a), this.off("end", l), this.off(S, c), e(), o(d);
          }, a = (d) => {
            this.off("error", h), this.off("end", l), this.off(S, c), this.pause(), n({ value: d, done: !!this[Q] });
          }, l = () => {
            this.off("error", h), this.off("data", a), this.off(S, c), e(), n({ done: !0, value: void 0 });
          }, c = () => h(new Error("stream destroyed"));
          return new Promise((d, y) => {
            o = y, n = d, this.once(S, c), this.once("error", h), this.once("end", l), this.once("data", a);
          });
        }, throw: e, return: e, [Symbol.asyncIterator]() {
          return this;
        }, [Symbol.asyncDispose]: async () => {
        } };
      }
      [Symbol.iterator]() {
        this[C] = !1;
        let t = !1, e = () => (this.pause(), this.off(_i, e), this.off(S, e), this.off("end", e), t = !0, { done: !0, value: void 0 }), i = () => {
          if (t) return e();
          let r = this.read();
          return r === null ? e() : { done: !1, value: r };
        };
        return this.once("end", e), this.once(_i, e), this.once(S, e), { next: i, throw: e, return: e, [Symbol.iterator]() {
          return this;
        }, [Symbol.dispose]: () => {
        } };
      }
      destroy(t) {
        if (this[S]) return t ? this.emit("error", t) : this.emit(S), this;
        this[S] = !0, this[C] = !0, this[b].length = 0, this[_] = 0;
        let e = this;
        return typeof e.close == "function" && !this[Ne] && e.close(), t ? this.emit("error", t) : this.emit(S), this;
      }
      static get isStream() {
        return Wr;
      }
    }, Jr = import_fs.default.writev, ht = /* @__PURE__ */ Symbol("_autoClose"), H = /* @__PURE__ */ Symbol("_close"), te = /* @__PURE__ */ Symbol("_ended"), m = /* @__PURE__ */ Symbol("_fd"), Ni = /* @__PURE__ */ Symbol("_finished"), tt = /* @__PURE__ */ Symbol("_flags"), Ai = /* @__PURE__ */ Symbol("_flush"), ki = /* @__PURE__ */ Symbol("_handleChunk"), vi = /* @__PURE__ */ Symbol("_makeBuf"), ie = /* @__PURE__ */ Symbol("_mode"), ke = /* @__PURE__ */ Symbol("_needDrain"), Ut = /* @__PURE__ */ Symbol("_onerror"), Ht = /* @__PURE__ */ Symbol("_onopen"), Ii = /* @__PURE__ */ Symbol("_onread"), Pt = /* @__PURE__ */ Symbol("_onwrite"), at = /* @__PURE__ */ Symbol("_open"), U = /* @__PURE__ */ Symbol("_path"), ot = /* @__PURE__ */ Symbol("_pos"), Y = /* @__PURE__ */ Symbol("_queue"), zt = /* @__PURE__ */ Symbol("_read"), Ci = /* @__PURE__ */ Symbol("_readSize"), j = /* @__PURE__ */ Symbol("_reading"), ee = /* @__PURE__ */ Symbol("_remain"), Fi = /* @__PURE__ */ Symbol("_size"), ve = /* @__PURE__ */ Symbol("_write"), gt = /* @__PURE__ */ Symbol("_writing"), Me = /* @__PURE__ */ Symbol("_defaultFlag"), bt = /* @__PURE__ */ Symbol("_errored"), _t = class extends A {
      [bt] = !1;
      [m];
      [U];
      [Ci];
      [j] = !1;
      [Fi];
      [ee];
      [ht];
      constructor(t, e) {
        if (e = e || {}, super(e), this.readable = !0, this.writable = !1, typeof t != "string") throw new TypeError("path must be a string");
        this[bt] = !1, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[U] = t, this[Ci] = e.readSize || 16 * 1024 * 1024, this[j] = !1, this[Fi] = typeof e.size == "number" ? e.size : 1 / 0, this[ee] = this[Fi], this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : !0, typeof this[m] == "number" ? this[zt]() : this[at]();
      }
      get fd() {
        return this[m];
      }
      get path() {
        return this[U];
      }
      write() {
        throw new TypeError("this is a readable stream");
      }
      end() {
        throw new TypeError("this is a readable stream");
      }
      [at]() {
        import_fs.default.open(this[U], "r", (t, e) => this[Ht](t, e));
      }
      [Ht](t, e) {
        t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[zt]());
      }
      [vi]() {
        return Buffer.allocUnsafe(Math.min(this[Ci], this[ee]));
      }
      [zt]() {
        if (!this[j]) {
          this[j] = !0;
          let t = this[vi]();
          if (t.length === 0) return process.nextTick(() => this[Ii](null, 0, t));
          import_fs.default.read(this[m], t, 0, t.length, null, (e, i, r) => this[Ii](e, i, r));
        }
      }
      [Ii](t, e, i) {
        this[j] = !1, t ? this[Ut](t) : this[ki](e, i) && this[zt]();
      }
      [H]() {
        if (this[ht] && typeof this[m] == "number") {
          let t = this[m];
          this[m] = void 0, import_fs.default.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
        }
      }
      [Ut](t) {
        this[j] = !0, this[H](), this.emit("error", t);
      }
      [ki](t, e) {
        let i = !1;
        return this[ee] -= t, t > 0 && (i = super.write(t < e.length ? e.subarray(0, t) : e)), (t === 0 || this[ee] <= 0) && (i = !1, this[H](), super.end()), i;
      }
      emit(t, ...e) {
        switch (t) {
          case "prefinish":
          case "finish":
            return !1;
          case "drain":
            return typeof this[m] == "number" && this[zt](), !1;
          case "error":
            return this[bt] ? !1 : (this[bt] = !0, super.emit(t, ...e));
          default:
            return super.emit(t, ...e);
        }
      }
    }, Be = class extends _t {
      [at]() {
        let t = !0;
        try {
          this[Ht](null, import_fs.default.openSync(this[U], "r")), t = !1;
        } finally {
          t && this[H]();
        }
      }
      [zt]() {
        let t = !0;
        try {
          if (!this[j]) {
            this[j] = !0;
            do {
              let e = this[vi](), i = e.length === 0 ? 0 : import_fs.default.readSync(this[m], e, 0, e.length, null);
              if (!this[ki](i, e)) break;
            } while (!0);
            this[j] = !1;
          }
          t = !1;
        } finally {
          t && this[H]();
        }
      }
      [H]() {
        if (this[ht] && typeof this[m] == "number") {
          let t = this[m];
          this[m] = void 0, import_fs.default.closeSync(t), this.emit("close");
        }
      }
    }, et = class extends import_events3.default {
      readable = !1;
      writable = !0;
      [bt] = !1;
      [gt] = !1;
      [te] = !1;
      [Y] = [];
      [ke] = !1;
      [U];
      [ie];
      [ht];
      [m];
      [Me];
      [tt];
      [Ni] = !1;
      [ot];
      constructor(t, e) {
        e = e || {}, super(e), this[U] = t, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[ie] = e.mode === void 0 ? 438 : e.mode, this[ot] = typeof e.start == "number" ? e.start : void 0, this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : !0;
        let i = this[ot] !== void 0 ? "r+" : "w";
        this[Me] = e.flags === void 0, this[tt] = e.flags === void 0 ? i : e.flags, this[m] === void 0 && this[at]();
      }
      emit(t, ...e) {
        if (t === "error") {
          if (this[bt]) return !1;
          this[bt] = !0;
        }
        return super.emit(t, ...e);
      }
      get fd() {
        return this[m];
      }
      get path() {
        return this[U];
      }
      [Ut](t) {
        this[H](), this[gt] = !0, this.emit("error", t);
      }
      [at]() {
        import_fs.default.open(this[U], this[tt], this[ie], (t, e) => this[Ht](t, e));
      }
      [Ht](t, e) {
        this[Me] && this[tt] === "r+" && t && t.code === "ENOENT" ? (this[tt] = "w", this[at]()) : t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[gt] || this[Ai]());
      }
      end(t, e) {
        return t && this.write(t, e), this[te] = !0, !this[gt] && !this[Y].length && typeof this[m] == "number" && this[Pt](null, 0), this;
      }
      write(t, e) {
        return typeof t == "string" && (t = Buffer.from(t, e)), this[te] ? (this.emit("error", new Error("write() after end()")), !1) : this[m] === void 0 || this[gt] || this[Y].length ? (this[Y].push(t), this[ke] = !0, !1) : (this[gt] = !0, this[ve](t), !0);
      }
      [ve](t) {
        import_fs.default.write(this[m], t, 0, t.length, this[ot], (e, i) => this[Pt](e, i));
      }
      [Pt](t, e) {
        t ? this[Ut](t) : (this[ot] !== void 0 && typeof e == "number" && (this[ot] += e), this[Y].length ? this[Ai]() : (this[gt] = !1, this[te] && !this[Ni] ? (this[Ni] = !0, this[H](), this.emit("finish")) : this[ke] && (this[ke] = !1, this.emit("drain"))));
      }
      [Ai]() {
        if (this[Y].length === 0) this[te] && this[Pt](null, 0);
        else if (this[Y].length === 1) this[ve](this[Y].pop());
        else {
          let t = this[Y];
          this[Y] = [], Jr(this[m], t, this[ot], (e, i) => this[Pt](e, i));
        }
      }
      [H]() {
        if (this[ht] && typeof this[m] == "number") {
          let t = this[m];
          this[m] = void 0, import_fs.default.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
        }
      }
    }, Wt = class extends et {
      [at]() {
        let t;
        if (this[Me] && this[tt] === "r+") try {
          t = import_fs.default.openSync(this[U], this[tt], this[ie]);
        } catch (e) {
          if (e?.code === "ENOENT") return this[tt] = "w", this[at]();
          throw e;
        }
        else t = import_fs.default.openSync(this[U], this[tt], this[ie]);
        this[Ht](null, t);
      }
      [H]() {
        if (this[ht] && typeof this[m] == "number") {
          let t = this[m];
          this[m] = void 0, import_fs.default.closeSync(t), this.emit("close");
        }
      }
      [ve](t) {
        let e = !0;
        try {
          this[Pt](null, import_fs.default.writeSync(this[m], t, 0, t.length, this[ot])), e = !1;
        } finally {
          if (e) try {
            this[H]();
          } catch {
          }
        }
      }
    }, jr = /* @__PURE__ */ new Map([["C", "cwd"], ["f", "file"], ["z", "gzip"], ["P", "preservePaths"], ["U", "unlink"], ["strip-components", "strip"], ["stripComponents", "strip"], ["keep-newer", "newer"], ["keepNewer", "newer"], ["keep-newer-files", "newer"], ["keepNewerFiles", "newer"], ["k", "keep"], ["keep-existing", "keep"], ["keepExisting", "keep"], ["m", "noMtime"], ["no-mtime", "noMtime"], ["p", "preserveOwner"], ["L", "follow"], ["h", "follow"], ["onentry", "onReadEntry"]]), Fs = (s3) => !!s3.sync && !!s3.file, ks = (s3) => !s3.sync && !!s3.file, vs = (s3) => !!s3.sync && !s3.file, Ms = (s3) => !s3.sync && !s3.file, Bs = (s3) => !!s3.file, tn = (s3) => jr.get(s3) || s3, se = (s3 = {}) => {
      if (!s3) return {};
      let t = {};
      for (let [e, i] of Object.entries(s3)) {
        let r = tn(e);
        t[r] = i;
      }
      return t.chmod === void 0 && t.noChmod === !1 && (t.chmod = !0), delete t.noChmod, t;
    }, K = (s3, t, e, i, r) => Object.assign((n = [], o, h) => {
      Array.isArray(n) && (o = n, n = {}), typeof o == "function" && (h = o, o = void 0), o = o ? Array.from(o) : [];
      let a = se(n);
      if (r?.(a, o), Fs(a)) {
        if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
        return s3(a, o);
      } else if (ks(a)) {
        let l = t(a, o);
        return h ? l.then(() => h(), h) : l;
      } else if (vs(a)) {
        if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
        return e(a, o);
      } else if (Ms(a)) {
        if (typeof h == "function") throw new TypeError("callback only supported with file option");
        return i(a, o);
      }
      throw new Error("impossible options??");
    }, { syncFile: s3, asyncFile: t, syncNoFile: e, asyncNoFile: i, validate: r }), sn = import_zlib.default.constants || { ZLIB_VERNUM: 4736 }, M = Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5, INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8, Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: 1 / 0, Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8, Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0, BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2, BROTLI_DEFAULT_MODE: 0, BROTLI_MIN_QUALITY: 0, BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30, BROTLI_DEFAULT_WINDOW: 22, BROTLI_MIN_INPUT_BLOCK_BITS: 16, BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_PARAM_LGWIN: 2, BROTLI_PARAM_LGBLOCK: 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4, BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7, BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1, BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0, BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0, BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1, BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5, BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7, BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10, BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12, BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14, BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16, BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21, BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27, BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31 }, sn)), rn = import_buffer.Buffer.concat, zs = Object.getOwnPropertyDescriptor(import_buffer.Buffer, "concat"), nn = (s3) => s3, Bi = zs?.writable === !0 || zs?.set !== void 0 ? (s3) => {
      import_buffer.Buffer.concat = s3 ? nn : rn;
    } : (s3) => {
    }, Tt = /* @__PURE__ */ Symbol("_superWrite"), Gt = class extends Error {
      code;
      errno;
      constructor(t, e) {
        super("zlib: " + t.message, { cause: t }), this.code = t.code, this.errno = t.errno, this.code || (this.code = "ZLIB_ERROR"), this.message = "zlib: " + t.message, Error.captureStackTrace(this, e ?? this.constructor);
      }
      get name() {
        return "ZlibError";
      }
    }, Pi = /* @__PURE__ */ Symbol("flushFlag"), re = class extends A {
      #t = !1;
      #i = !1;
      #s;
      #n;
      #r;
      #e;
      #o;
      get sawError() {
        return this.#t;
      }
      get handle() {
        return this.#e;
      }
      get flushFlag() {
        return this.#s;
      }
      constructor(t, e) {
        if (!t || typeof t != "object") throw new TypeError("invalid options for ZlibBase constructor");
        if (super(t), this.#s = t.flush ?? 0, this.#n = t.finishFlush ?? 0, this.#r = t.fullFlushFlag ?? 0, typeof Ps[e] != "function") throw new TypeError("Compression method not supported: " + e);
        try {
          this.#e = new Ps[e](t);
        } catch (i) {
          throw new Gt(i, this.constructor);
        }
        this.#o = (i) => {
          this.#t || (this.#t = !0, this.close(), this.emit("error", i));
        }, this.#e?.on("error", (i) => this.#o(new Gt(i))), this.once("end", () => this.close);
      }
      close() {
        this.#e && (this.#e.close(), this.#e = void 0, this.emit("close"));
      }
      reset() {
        if (!this.#t) return (0, import_assert.default)(this.#e, "zlib binding closed"), this.#e.reset?.();
      }
      flush(t) {
        this.ended || (typeof t != "number" && (t = this.#r), this.write(Object.assign(import_buffer.Buffer.alloc(0), { [Pi]: t })));
      }
      end(t, e, i) {
        return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), t && (e ? this.write(t, e) : this.write(t)), this.flush(this.#n), this.#i = !0, super.end(i);
      }
      get ended() {
        return this.#i;
      }
      [Tt](t) {
        return super.write(t);
      }
      write(t, e, i) {
        if (typeof e == "function" && (i = e, e = "utf8"), typeof t == "string" && (t = import_buffer.Buffer.from(t, e)), this.#t) return;
        (0, import_assert.default)(this.#e, "zlib binding closed");
        let r = this.#e._handle, n = r.close;
        r.close = () => {
        };
        let o = this.#e.close;
        this.#e.close = () => {
        }, Bi(!0);
        let h;
        try {
          let l = typeof t[Pi] == "number" ? t[Pi] : this.#s;
          h = this.#e._processChunk(t, l), Bi(!1);
        } catch (l) {
          Bi(!1), this.#o(new Gt(l, this.write));
        } finally {
          this.#e && (this.#e._handle = r, r.close = n, this.#e.close = o, this.#e.removeAllListeners("error"));
        }
        this.#e && this.#e.on("error", (l) => this.#o(new Gt(l, this.write)));
        let a;
        if (h) if (Array.isArray(h) && h.length > 0) {
          let l = h[0];
          a = this[Tt](import_buffer.Buffer.from(l));
          for (let c = 1; c < h.length; c++) a = this[Tt](h[c]);
        } else a = this[Tt](import_buffer.Buffer.from(h));
        return i && i(), a;
      }
    }, Pe = class extends re {
      #t;
      #i;
      constructor(t, e) {
        t = t || {}, t.flush = t.flush || M.Z_NO_FLUSH, t.finishFlush = t.finishFlush || M.Z_FINISH, t.fullFlushFlag = M.Z_FULL_FLUSH, super(t, e), this.#t = t.level, this.#i = t.strategy;
      }
      params(t, e) {
        if (!this.sawError) {
          if (!this.handle) throw new Error("cannot switch params when binding is closed");
          if (!this.handle.params) throw new Error("not supported in this implementation");
          if (this.#t !== t || this.#i !== e) {
            this.flush(M.Z_SYNC_FLUSH), (0, import_assert.default)(this.handle, "zlib binding closed");
            let i = this.handle.flush;
            this.handle.flush = (r, n) => {
              typeof r == "function" && (n = r, r = this.flushFlag), this.flush(r), n?.();
            };
            try {
              this.handle.params(t, e);
            } finally {
              this.handle.flush = i;
            }
            this.handle && (this.#t = t, this.#i = e);
          }
        }
      }
    }, ze = class extends Pe {
      #t;
      constructor(t) {
        super(t, "Gzip"), this.#t = t && !!t.portable;
      }
      [Tt](t) {
        return this.#t ? (this.#t = !1, t[9] = 255, super[Tt](t)) : super[Tt](t);
      }
    }, Ue = class extends Pe {
      constructor(t) {
        super(t, "Unzip");
      }
    }, He = class extends re {
      constructor(t, e) {
        t = t || {}, t.flush = t.flush || M.BROTLI_OPERATION_PROCESS, t.finishFlush = t.finishFlush || M.BROTLI_OPERATION_FINISH, t.fullFlushFlag = M.BROTLI_OPERATION_FLUSH, super(t, e);
      }
    }, We = class extends He {
      constructor(t) {
        super(t, "BrotliCompress");
      }
    }, Ge = class extends He {
      constructor(t) {
        super(t, "BrotliDecompress");
      }
    }, Ze = class extends re {
      constructor(t, e) {
        t = t || {}, t.flush = t.flush || M.ZSTD_e_continue, t.finishFlush = t.finishFlush || M.ZSTD_e_end, t.fullFlushFlag = M.ZSTD_e_flush, super(t, e);
      }
    }, Ye = class extends Ze {
      constructor(t) {
        super(t, "ZstdCompress");
      }
    }, Ke = class extends Ze {
      constructor(t) {
        super(t, "ZstdDecompress");
      }
    }, Us = (s3, t) => {
      if (Number.isSafeInteger(s3)) s3 < 0 ? an(s3, t) : hn(s3, t);
      else throw Error("cannot encode number outside of javascript safe integer range");
      return t;
    }, hn = (s3, t) => {
      t[0] = 128;
      for (var e = t.length; e > 1; e--) t[e - 1] = s3 & 255, s3 = Math.floor(s3 / 256);
    }, an = (s3, t) => {
      t[0] = 255;
      var e = !1;
      s3 = s3 * -1;
      for (var i = t.length; i > 1; i--) {
        var r = s3 & 255;
        s3 = Math.floor(s3 / 256), e ? t[i - 1] = Ws(r) : r === 0 ? t[i - 1] = 0 : (e = !0, t[i - 1] = Gs(r));
      }
    }, Hs = (s3) => {
      let t = s3[0], e = t === 128 ? cn(s3.subarray(1, s3.length)) : t === 255 ? ln(s3) : null;
      if (e === null) throw Error("invalid base256 encoding");
      if (!Number.isSafeInteger(e)) throw Error("parsed number outside of javascript safe integer range");
      return e;
    }, ln = (s3) => {
      for (var t = s3.length, e = 0, i = !1, r = t - 1; r > -1; r--) {
        var n = Number(s3[r]), o;
        i ? o = Ws(n) : n === 0 ? o = n : (i = !0, o = Gs(n)), o !== 0 && (e -= o * Math.pow(256, t - r - 1));
      }
      return e;
    }, cn = (s3) => {
      for (var t = s3.length, e = 0, i = t - 1; i > -1; i--) {
        var r = Number(s3[i]);
        r !== 0 && (e += r * Math.pow(256, t - i - 1));
      }
      return e;
    }, Ws = (s3) => (255 ^ s3) & 255, Gs = (s3) => (255 ^ s3) + 1 & 255, Hi = {};
    Ur(Hi, { code: () => Ve, isCode: () => ne, isName: () => dn, name: () => oe, normalFsTypes: () => Ui });
    ne = (s3) => oe.has(s3), dn = (s3) => Ve.has(s3), Ui = /* @__PURE__ */ new Set(["0", "", "1", "2", "3", "4", "5", "6", "7", "D"]), oe = /* @__PURE__ */ new Map([["0", "File"], ["", "OldFile"], ["1", "Link"], ["2", "SymbolicLink"], ["3", "CharacterDevice"], ["4", "BlockDevice"], ["5", "Directory"], ["6", "FIFO"], ["7", "ContiguousFile"], ["g", "GlobalExtendedHeader"], ["x", "ExtendedHeader"], ["A", "SolarisACL"], ["D", "GNUDumpDir"], ["I", "Inode"], ["K", "NextFileHasLongLinkpath"], ["L", "NextFileHasLongPath"], ["M", "ContinuationFile"], ["N", "OldGnuLongPath"], ["S", "SparseFile"], ["V", "TapeVolumeHeader"], ["X", "OldExtendedHeader"]]), Ve = new Map(Array.from(oe).map((s3) => [s3[1], s3[0]])), un = (s3) => s3 === void 0 || s3 < 0 ? void 0 : s3, F = class {
      cksumValid = !1;
      needPax = !1;
      nullBlock = !1;
      block;
      path;
      mode;
      uid;
      gid;
      size;
      cksum;
      #t = "Unsupported";
      linkpath;
      uname;
      gname;
      devmaj = 0;
      devmin = 0;
      atime;
      ctime;
      mtime;
      charset;
      comment;
      constructor(t, e = 0, i, r) {
        Buffer.isBuffer(t) ? this.decode(t, e || 0, i, r) : t && this.#i(t);
      }
      decode(t, e, i, r) {
        if (e || (e = 0), !t || !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
        let n = xt(t, e + 156, 1), o = Ui.has(n), h = o ? i : void 0, a = o ? r : void 0;
        if (this.path = h?.path ?? xt(t, e, 100), this.mode = h?.mode ?? a?.mode ?? lt(t, e + 100, 8), this.uid = h?.uid ?? a?.uid ?? lt(t, e + 108, 8), this.gid = h?.gid ?? a?.gid ?? lt(t, e + 116, 8), this.size = un(h?.size ?? a?.size ?? lt(t, e + 124, 12)), this.mtime = h?.mtime ?? a?.mtime ?? Wi(t, e + 136, 12), this.cksum = lt(t, e + 148, 12), a && this.#i(a, !0), h && this.#i(h), ne(n) && (this.#t = n || "0"), this.#t === "0" && this.path.slice(-1) === "/" && (this.#t = "5"), this.#t === "5" && (this.size = 0), this.linkpath = xt(t, e + 157, 100), t.subarray(e + 257, e + 265).toString() === "ustar\x0000") if (this.uname = h?.uname ?? a?.uname ?? xt(t, e + 265, 32), this.gname = h?.gname ?? a?.gname ?? xt(t, e + 297, 32), this.devmaj = h?.devmaj ?? a?.devmaj ?? lt(t, e + 329, 8) ?? 0, this.devmin = h?.devmin ?? a?.devmin ?? lt(t, e + 337, 8) ?? 0, t[e + 475] !== 0) {
          let c = xt(t, e + 345, 155);
          this.path = c + "/" + this.path;
        } else {
          let c = xt(t, e + 345, 130);
          c && (this.path = c + "/" + this.path), this.atime = i?.atime ?? r?.atime ?? Wi(t, e + 476, 12), this.ctime = i?.ctime ?? r?.ctime ?? Wi(t, e + 488, 12);
        }
        let l = 256;
        for (let c = e; c < e + 148; c++) l += t[c];
        for (let c = e + 156; c < e + 512; c++) l += t[c];
        this.cksumValid = l === this.cksum, this.cksum === void 0 && l === 256 && (this.nullBlock = !0);
      }
      #i(t, e = !1) {
        Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "size" && Number(r) < 0 || i === "path" && e || i === "linkpath" && e || i === "global"))));
      }
      encode(t, e = 0) {
        if (t || (t = this.block = Buffer.alloc(512)), this.#t === "Unsupported" && (this.#t = "0"), !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
        let i = this.ctime || this.atime ? 130 : 155, r = mn(this.path || "", i), n = r[0], o = r[1];
        this.needPax = !!r[2], this.needPax = Lt(t, e, 100, n) || this.needPax, this.needPax = ct(t, e + 100, 8, this.mode) || this.needPax, this.needPax = ct(t, e + 108, 8, this.uid) || this.needPax, this.needPax = ct(t, e + 116, 8, this.gid) || this.needPax, this.needPax = ct(t, e + 124, 12, this.size) || this.needPax, this.needPax = Gi(t, e + 136, 12, this.mtime) || this.needPax, t[e + 156] = Number(this.#t.codePointAt(0)), this.needPax = Lt(t, e + 157, 100, this.linkpath) || this.needPax, t.write("ustar\x0000", e + 257, 8), this.needPax = Lt(t, e + 265, 32, this.uname) || this.needPax, this.needPax = Lt(t, e + 297, 32, this.gname) || this.needPax, this.needPax = ct(t, e + 329, 8, this.devmaj) || this.needPax, this.needPax = ct(t, e + 337, 8, this.devmin) || this.needPax, this.needPax = Lt(t, e + 345, i, o) || this.needPax, t[e + 475] !== 0 ? this.needPax = Lt(t, e + 345, 155, o) || this.needPax : (this.needPax = Lt(t, e + 345, 130, o) || this.needPax, this.needPax = Gi(t, e + 476, 12, this.atime) || this.needPax, this.needPax = Gi(t, e + 488, 12, this.ctime) || this.needPax);
        let h = 256;
        for (let a = e; a < e + 148; a++) h += t[a];
        for (let a = e + 156; a < e + 512; a++) h += t[a];
        return this.cksum = h, ct(t, e + 148, 8, this.cksum), this.cksumValid = !0, this.needPax;
      }
      get type() {
        return this.#t === "Unsupported" ? this.#t : oe.get(this.#t);
      }
      get typeKey() {
        return this.#t;
      }
      set type(t) {
        let e = String(Ve.get(t));
        if (ne(e) || e === "Unsupported") this.#t = e;
        else if (ne(t)) this.#t = t;
        else throw new TypeError("invalid entry type: " + t);
      }
    }, mn = (s3, t) => {
      let i = s3, r = "", n, o = import_node_path38.posix.parse(s3).root || ".";
      if (Buffer.byteLength(i) < 100) n = [i, r, !1];
      else {
        r = import_node_path38.posix.dirname(i), i = import_node_path38.posix.basename(i);
        do
          Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, !1] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, !0] : (i = import_node_path38.posix.join(import_node_path38.posix.basename(r), i), r = import_node_path38.posix.dirname(r));
        while (r !== o && n === void 0);
        n || (n = [s3.slice(0, 99), "", !0]);
      }
      return n;
    }, xt = (s3, t, e) => s3.subarray(t, t + e).toString("utf8").replace(/\0.*/, ""), Wi = (s3, t, e) => pn(lt(s3, t, e)), pn = (s3) => s3 === void 0 ? void 0 : new Date(s3 * 1e3), lt = (s3, t, e) => Number(s3[t]) & 128 ? Hs(s3.subarray(t, t + e)) : wn(s3, t, e), En = (s3) => isNaN(s3) ? void 0 : s3, wn = (s3, t, e) => En(parseInt(s3.subarray(t, t + e).toString("utf8").replace(/\0.*$/, "").trim(), 8)), Sn = { 12: 8589934591, 8: 2097151 }, ct = (s3, t, e, i) => i === void 0 ? !1 : i > Sn[e] || i < 0 ? (Us(i, s3.subarray(t, t + e)), !0) : (yn(s3, t, e, i), !1), yn = (s3, t, e, i) => s3.write(Rn(i, e), t, e, "ascii"), Rn = (s3, t) => gn(Math.floor(s3).toString(8), t), gn = (s3, t) => (s3.length === t - 1 ? s3 : new Array(t - s3.length - 1).join("0") + s3 + " ") + "\0", Gi = (s3, t, e, i) => i === void 0 ? !1 : ct(s3, t, e, i.getTime() / 1e3), bn = new Array(156).join("\0"), Lt = (s3, t, e, i) => i === void 0 ? !1 : (s3.write(i + bn, t, e, "utf8"), i.length !== Buffer.byteLength(i) || i.length > e), ft = class s {
      atime;
      mtime;
      ctime;
      charset;
      comment;
      gid;
      uid;
      gname;
      uname;
      linkpath;
      dev;
      ino;
      nlink;
      path;
      size;
      mode;
      global;
      constructor(t, e = !1) {
        this.atime = t.atime, this.charset = t.charset, this.comment = t.comment, this.ctime = t.ctime, this.dev = t.dev, this.gid = t.gid, this.global = e, this.gname = t.gname, this.ino = t.ino, this.linkpath = t.linkpath, this.mtime = t.mtime, this.nlink = t.nlink, this.path = t.path, this.size = t.size, this.uid = t.uid, this.uname = t.uname;
      }
      encode() {
        let t = this.encodeBody();
        if (t === "") return Buffer.allocUnsafe(0);
        let e = Buffer.byteLength(t), i = 512 * Math.ceil(1 + e / 512), r = Buffer.allocUnsafe(i);
        for (let n = 0; n < 512; n++) r[n] = 0;
        new F({ path: ("PaxHeader/" + (0, import_node_path39.basename)(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
        for (let n = e + 512; n < r.length; n++) r[n] = 0;
        return r;
      }
      encodeBody() {
        return this.encodeField("path") + this.encodeField("ctime") + this.encodeField("atime") + this.encodeField("dev") + this.encodeField("ino") + this.encodeField("nlink") + this.encodeField("charset") + this.encodeField("comment") + this.encodeField("gid") + this.encodeField("gname") + this.encodeField("linkpath") + this.encodeField("mtime") + this.encodeField("size") + this.encodeField("uid") + this.encodeField("uname");
      }
      encodeField(t) {
        if (this[t] === void 0) return "";
        let e = this[t], i = e instanceof Date ? e.getTime() / 1e3 : e, r = " " + (t === "dev" || t === "ino" || t === "nlink" ? "SCHILY." : "") + t + "=" + i + `
`, n = Buffer.byteLength(r), o = Math.floor(Math.log(n) / Math.log(10)) + 1;
        return n + o >= Math.pow(10, o) && (o += 1), o + n + r;
      }
      static parse(t, e, i = !1) {
        return new s(On(Tn(t), e), i);
      }
    }, On = (s3, t) => t ? Object.assign({}, t, s3) : s3, Tn = (s3) => s3.replace(/\n$/, "").split(`
`).reduce(xn, /* @__PURE__ */ Object.create(null)), xn = (s3, t) => {
      let e = parseInt(t, 10);
      if (e !== Buffer.byteLength(t) + 1) return s3;
      t = t.slice((e + " ").length);
      let i = t.split("="), r = i.shift();
      if (!r) return s3;
      let n = r.replace(/^SCHILY\.(dev|ino|nlink)/, "$1"), o = i.join("=").replace(/\0.*/, "");
      switch (n) {
        case "path":
        case "linkpath":
        case "type":
        case "charset":
        case "comment":
        case "gname":
        case "uname":
          s3[n] = o;
          break;
        case "ctime":
        case "atime":
        case "mtime":
          s3[n] = new Date(Number(o) * 1e3);
          break;
        case "size":
          let h = +o;
          h >= 0 && (s3[n] = h);
          break;
        case "gid":
        case "uid":
        case "dev":
        case "ino":
        case "nlink":
        case "mode":
          s3[n] = +o;
          break;
      }
      return s3;
    }, Ln = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform, f = Ln !== "win32" ? (s3) => String(s3) : (s3) => String(s3).replaceAll(/\\/g, "/"), $e = class extends A {
      extended;
      globalExtended;
      header;
      startBlockSize;
      blockRemain;
      remain;
      type;
      meta = !1;
      ignore = !1;
      path;
      mode;
      uid;
      gid;
      uname;
      gname;
      size = 0;
      mtime;
      atime;
      ctime;
      linkpath;
      dev;
      ino;
      nlink;
      invalid = !1;
      absolute;
      unsupported = !1;
      constructor(t, e, i) {
        switch (super({}), this.pause(), this.extended = e, this.globalExtended = i, this.header = t, this.remain = t.size ?? 0, this.startBlockSize = 512 * Math.ceil(this.remain / 512), this.blockRemain = this.startBlockSize, this.type = t.type, this.type) {
          case "File":
          case "OldFile":
          case "Link":
          case "SymbolicLink":
          case "CharacterDevice":
          case "BlockDevice":
          case "Directory":
          case "FIFO":
          case "ContiguousFile":
          case "GNUDumpDir":
            break;
          case "NextFileHasLongLinkpath":
          case "NextFileHasLongPath":
          case "OldGnuLongPath":
          case "GlobalExtendedHeader":
          case "ExtendedHeader":
          case "OldExtendedHeader":
            this.meta = !0;
            break;
          default:
            this.ignore = !0;
        }
        if (!t.path) throw new Error("no path provided for tar.ReadEntry");
        this.path = f(t.path), this.mode = t.mode, this.mode && (this.mode = this.mode & 4095), this.uid = t.uid, this.gid = t.gid, this.uname = t.uname, this.gname = t.gname, this.size = this.remain, this.mtime = t.mtime, this.atime = t.atime, this.ctime = t.ctime, this.linkpath = t.linkpath ? f(t.linkpath) : void 0, this.uname = t.uname, this.gname = t.gname, e && this.#t(e), i && this.#t(i, !0);
      }
      write(t) {
        let e = t.length;
        if (e > this.blockRemain) throw new Error("writing more to entry than is appropriate");
        let i = this.remain, r = this.blockRemain;
        return this.remain = Math.max(0, i - e), this.blockRemain = Math.max(0, r - e), this.ignore ? !0 : i >= e ? super.write(t) : super.write(t.subarray(0, i));
      }
      #t(t, e = !1) {
        t.path && (t.path = f(t.path)), t.linkpath && (t.linkpath = f(t.linkpath)), Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "path" && e))));
      }
    }, Dt = (s3, t, e, i = {}) => {
      s3.file && (i.file = s3.file), s3.cwd && (i.cwd = s3.cwd), i.code = e instanceof Error && e.code || t, i.tarCode = t, !s3.strict && i.recoverable !== !1 ? (e instanceof Error && (i = Object.assign(e, i), e = e.message), s3.emit("warn", t, e, i)) : e instanceof Error ? s3.emit("error", Object.assign(e, i)) : s3.emit("error", Object.assign(new Error(`${t}: ${e}`), i));
    }, Nn = 1024 * 1024, Xi = Buffer.from([31, 139]), qi = Buffer.from([40, 181, 47, 253]), An = Math.max(Xi.length, qi.length), B = /* @__PURE__ */ Symbol("state"), Nt = /* @__PURE__ */ Symbol("writeEntry"), it = /* @__PURE__ */ Symbol("readEntry"), Zi = /* @__PURE__ */ Symbol("nextEntry"), Zs = /* @__PURE__ */ Symbol("processEntry"), V = /* @__PURE__ */ Symbol("extendedHeader"), he = /* @__PURE__ */ Symbol("globalExtendedHeader"), dt = /* @__PURE__ */ Symbol("meta"), Ys = /* @__PURE__ */ Symbol("emitMeta"), p = /* @__PURE__ */ Symbol("buffer"), st = /* @__PURE__ */ Symbol("queue"), ut = /* @__PURE__ */ Symbol("ended"), Yi = /* @__PURE__ */ Symbol("emittedEnd"), At = /* @__PURE__ */ Symbol("emit"), w = /* @__PURE__ */ Symbol("unzip"), Xe = /* @__PURE__ */ Symbol("consumeChunk"), qe = /* @__PURE__ */ Symbol("consumeChunkSub"), Ki = /* @__PURE__ */ Symbol("consumeBody"), Ks = /* @__PURE__ */ Symbol("consumeMeta"), Vs = /* @__PURE__ */ Symbol("consumeHeader"), ae = /* @__PURE__ */ Symbol("consuming"), Vi = /* @__PURE__ */ Symbol("bufferConcat"), Qe = /* @__PURE__ */ Symbol("maybeEnd"), Yt = /* @__PURE__ */ Symbol("writing"), $ = /* @__PURE__ */ Symbol("aborted"), Je = /* @__PURE__ */ Symbol("onDone"), It = /* @__PURE__ */ Symbol("sawValidEntry"), je = /* @__PURE__ */ Symbol("sawNullBlock"), ti = /* @__PURE__ */ Symbol("sawEOF"), $s = /* @__PURE__ */ Symbol("closeStream"), In = 1e3, le = /* @__PURE__ */ Symbol("compressedBytesRead"), $i = /* @__PURE__ */ Symbol("decompressedBytesRead"), Xs = /* @__PURE__ */ Symbol("checkDecompressionRatio"), Cn = () => !0, rt = class extends import_events4.EventEmitter {
      file;
      strict;
      maxMetaEntrySize;
      filter;
      brotli;
      zstd;
      maxDecompressionRatio;
      writable = !0;
      readable = !1;
      [st] = [];
      [p];
      [it];
      [Nt];
      [B] = "begin";
      [dt] = "";
      [V];
      [he];
      [ut] = !1;
      [w];
      [$] = !1;
      [It];
      [je] = !1;
      [ti] = !1;
      [Yt] = !1;
      [ae] = !1;
      [Yi] = !1;
      [le] = 0;
      [$i] = 0;
      constructor(t = {}) {
        super(), this.file = t.file || "", this.on(Je, () => {
          (this[B] === "begin" || this[It] === !1) && this.warn("TAR_BAD_ARCHIVE", "Unrecognized archive format");
        }), t.ondone ? this.on(Je, t.ondone) : this.on(Je, () => {
          this.emit("prefinish"), this.emit("finish"), this.emit("end");
        }), this.strict = !!t.strict, this.maxDecompressionRatio = typeof t.maxDecompressionRatio == "number" ? t.maxDecompressionRatio : In, this.maxMetaEntrySize = t.maxMetaEntrySize || Nn, this.filter = typeof t.filter == "function" ? t.filter : Cn;
        let e = t.file && (t.file.endsWith(".tar.br") || t.file.endsWith(".tbr"));
        this.brotli = !(t.gzip || t.zstd) && t.brotli !== void 0 ? t.brotli : e ? void 0 : !1;
        let i = t.file && (t.file.endsWith(".tar.zst") || t.file.endsWith(".tzst"));
        this.zstd = !(t.gzip || t.brotli) && t.zstd !== void 0 ? t.zstd : i ? !0 : void 0, this.on("end", () => this[$s]()), typeof t.onwarn == "function" && this.on("warn", t.onwarn), typeof t.onReadEntry == "function" && this.on("entry", t.onReadEntry);
      }
      warn(t, e, i = {}) {
        Dt(this, t, e, i);
      }
      [Vs](t, e) {
        this[It] === void 0 && (this[It] = !1);
        let i;
        try {
          i = new F(t, e, this[V], this[he]);
        } catch (r) {
          return this.warn("TAR_ENTRY_INVALID", r);
        }
        if (i.nullBlock) this[je] ? (this[ti] = !0, this[B] === "begin" && (this[B] = "header"), this[At]("eof")) : (this[je] = !0, this[At]("nullBlock"));
        else if (this[je] = !1, !i.cksumValid) this.warn("TAR_ENTRY_INVALID", "checksum failure", { header: i });
        else if (!i.path) this.warn("TAR_ENTRY_INVALID", "path is required", { header: i });
        else {
          let r = i.type;
          if (/^(Symbolic)?Link$/.test(r) && !i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath required", { header: i });
          else if (!/^(Symbolic)?Link$/.test(r) && !/^(Global)?ExtendedHeader$/.test(r) && i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath forbidden", { header: i });
          else {
            let n = this[Nt] = new $e(i, this[V], this[he]);
            if (!this[It]) if (n.remain) {
              let o = () => {
                n.invalid || (this[It] = !0);
              };
              n.on("end", o);
            } else this[It] = !0;
            n.meta ? n.size > this.maxMetaEntrySize ? (n.ignore = !0, this[At]("ignoredEntry", n), this[B] = "ignore", n.resume()) : n.size > 0 && (this[dt] = "", n.on("data", (o) => this[dt] += o), this[B] = "meta") : (this[V] = void 0, n.ignore = n.ignore || !this.filter(n.path, n), n.ignore ? (this[At]("ignoredEntry", n), this[B] = n.remain ? "ignore" : "header", n.resume()) : (n.remain ? this[B] = "body" : (this[B] = "header", n.end()), this[it] ? this[st].push(n) : (this[st].push(n), this[Zi]())));
          }
        }
      }
      [$s]() {
        queueMicrotask(() => this.emit("close"));
      }
      [Zs](t) {
        let e = !0;
        if (!t) this[it] = void 0, e = !1;
        else if (Array.isArray(t)) {
          let [i, ...r] = t;
          this.emit(i, ...r);
        } else this[it] = t, this.emit("entry", t), t.emittedEnd || (t.on("end", () => this[Zi]()), e = !1);
        return e;
      }
      [Zi]() {
        do
          ;
        while (this[Zs](this[st].shift()));
        if (this[st].length === 0) {
          let t = this[it];
          !t || t.flowing || t.size === t.remain ? this[Yt] || this.emit("drain") : t.once("drain", () => this.emit("drain"));
        }
      }
      [Ki](t, e) {
        let i = this[Nt];
        if (!i) throw new Error("attempt to consume body without entry??");
        let r = i.blockRemain ?? 0, n = r >= t.length && e === 0 ? t : t.subarray(e, e + r);
        return i.write(n), i.blockRemain || (this[B] = "header", this[Nt] = void 0, i.end()), n.length;
      }
      [Ks](t, e) {
        let i = this[Nt], r = this[Ki](t, e);
        return !this[Nt] && i && this[Ys](i), r;
      }
      [At](t, e, i) {
        this[st].length === 0 && !this[it] ? this.emit(t, e, i) : this[st].push([t, e, i]);
      }
      [Ys](t) {
        switch (this[At]("meta", this[dt]), t.type) {
          case "ExtendedHeader":
          case "OldExtendedHeader":
            this[V] = ft.parse(this[dt], this[V], !1);
            break;
          case "GlobalExtendedHeader":
            this[he] = ft.parse(this[dt], this[he], !0);
            break;
          case "NextFileHasLongPath":
          case "OldGnuLongPath": {
            let e = this[V] ?? /* @__PURE__ */ Object.create(null);
            this[V] = e, e.path = this[dt].replace(/\0.*/, "");
            break;
          }
          case "NextFileHasLongLinkpath": {
            let e = this[V] || /* @__PURE__ */ Object.create(null);
            this[V] = e, e.linkpath = this[dt].replace(/\0.*/, "");
            break;
          }
          default:
            throw new Error("unknown meta: " + t.type);
        }
      }
      abort(t) {
        if (!this[$]) {
          if (this[w]) {
            let e = this[w];
            e.write = () => !0, e.end = () => e, e.emit = () => !1, e.destroy?.();
          }
          this[$] = !0, this.emit("abort", t), this.warn("TAR_ABORT", t, { recoverable: !1 });
        }
      }
      [Xs](t) {
        this[$i] += t.length;
        let e = this[$i] / this[le];
        return e > this.maxDecompressionRatio ? (this.abort(new Error(`max decompression ratio exceeded: ${e.toFixed(2)} > ${this.maxDecompressionRatio}`)), !1) : !0;
      }
      write(t, e, i) {
        if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this[$]) return i?.(), !1;
        if ((this[w] === void 0 || this.brotli === void 0 && this[w] === !1) && t) {
          if (this[p] && (t = Buffer.concat([this[p], t]), this[p] = void 0), t.length < An) return this[p] = t, i?.(), !0;
          for (let a = 0; this[w] === void 0 && a < Xi.length; a++) t[a] !== Xi[a] && (this[w] = !1);
          let o = !1;
          if (this[w] === !1 && this.zstd !== !1) {
            o = !0;
            for (let a = 0; a < qi.length; a++) if (t[a] !== qi[a]) {
              o = !1;
              break;
            }
          }
          let h = this.brotli === void 0 && !o;
          if (this[w] === !1 && h) if (t.length < 512) if (this[ut]) this.brotli = !0;
          else return this[p] = t, i?.(), !0;
          else try {
            new F(t.subarray(0, 512)), this.brotli = !1;
          } catch {
            this.brotli = !0;
          }
          if (this[w] === void 0 || this[w] === !1 && (this.brotli || o)) {
            let a = this[ut];
            this[ut] = !1, this[w] = this[w] === void 0 ? new Ue({}) : o ? new Ke({}) : new Ge({}), this[w].on("data", (c) => {
              this[Xs](c) && this[Xe](c);
            }), this[w].on("error", (c) => {
              this[$] || this.abort(c);
            }), this[w].on("end", () => {
              this[ut] = !0, this[Xe]();
            }), this[Yt] = !0, this[le] += t.length;
            let l = !!this[w][a ? "end" : "write"](t);
            return this[Yt] = !1, i?.(), l;
          }
        }
        this[Yt] = !0, this[w] ? (this[le] += t.length, this[w].write(t)) : this[Xe](t), this[Yt] = !1;
        let n = this[st].length > 0 ? !1 : this[it] ? this[it].flowing : !0;
        return !n && this[st].length === 0 && this[it]?.once("drain", () => this.emit("drain")), i?.(), n;
      }
      [Vi](t) {
        t && !this[$] && (this[p] = this[p] ? Buffer.concat([this[p], t]) : t);
      }
      [Qe]() {
        if (this[ut] && !this[Yi] && !this[$] && !this[ae]) {
          this[Yi] = !0;
          let t = this[Nt];
          if (t?.blockRemain) {
            let e = this[p] ? this[p].length : 0;
            this.warn("TAR_BAD_ARCHIVE", `Truncated input (needed ${t.blockRemain} more bytes, only ${e} available)`, { entry: t }), this[p] && t.write(this[p]), t.end();
          }
          this[At](Je);
        }
      }
      [Xe](t) {
        if (this[ae] && t) this[Vi](t);
        else if (!t && !this[p]) this[Qe]();
        else if (t) {
          if (this[ae] = !0, this[p]) {
            this[Vi](t);
            let e = this[p];
            this[p] = void 0, this[qe](e);
          } else this[qe](t);
          for (; this[p] && this[p]?.length >= 512 && !this[$] && !this[ti]; ) {
            let e = this[p];
            this[p] = void 0, this[qe](e);
          }
          this[ae] = !1;
        }
        (!this[p] || this[ut]) && this[Qe]();
      }
      [qe](t) {
        let e = 0, i = t.length;
        for (; e + 512 <= i && !this[$] && !this[ti]; ) switch (this[B]) {
          case "begin":
          case "header":
            this[Vs](t, e), e += 512;
            break;
          case "ignore":
          case "body":
            e += this[Ki](t, e);
            break;
          case "meta":
            e += this[Ks](t, e);
            break;
          default:
            throw new Error("invalid state: " + this[B]);
        }
        e < i && (this[p] = this[p] ? Buffer.concat([t.subarray(e), this[p]]) : t.subarray(e));
      }
      end(t, e, i) {
        return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e)), i && this.once("finish", i), this[$] || (this[w] ? (t && (this[le] += t.length, this[w].write(t)), this[w].end()) : (this[ut] = !0, (this.brotli === void 0 || this.zstd === void 0) && (t = t || Buffer.alloc(0)), t && this.write(t), this[Qe]())), this;
      }
    }, mt = (s3) => {
      let t = s3.length - 1, e = -1;
      for (; t > -1 && s3.charAt(t) === "/"; ) e = t, t--;
      return e === -1 ? s3 : s3.slice(0, e);
    }, vn = (s3) => {
      let t = s3.onReadEntry;
      s3.onReadEntry = t ? (e) => {
        t(e), e.resume();
      } : (e) => e.resume();
    }, Qi = (s3, t) => {
      let e = new Map(t.map((o) => [mt(o), !0])), i = s3.filter, r = 100, n = (o, h = "", a = 0) => {
        if (a >= r) return e.set(o, !1), !1;
        let l = h || (0, import_path.parse)(o).root || ".", c;
        if (o === l) c = !1;
        else {
          let d = e.get(o);
          c = d !== void 0 ? d : n((0, import_path.dirname)(o), l, a + 1);
        }
        return e.set(o, c), c;
      };
      s3.filter = i ? (o, h) => i(o, h) && n(mt(o)) : (o) => n(mt(o));
    }, Mn = (s3) => {
      let t = new rt(s3), e = s3.file, i;
      try {
        i = import_node_fs41.default.openSync(e, "r");
        let r = import_node_fs41.default.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
        if (r.size < n) {
          let o = Buffer.allocUnsafe(r.size), h = import_node_fs41.default.readSync(i, o, 0, r.size, 0);
          t.end(h === o.byteLength ? o : o.subarray(0, h));
        } else {
          let o = 0, h = Buffer.allocUnsafe(n);
          for (; o < r.size; ) {
            let a = import_node_fs41.default.readSync(i, h, 0, n, o);
            if (a === 0) break;
            o += a, t.write(h.subarray(0, a));
          }
          t.end();
        }
      } finally {
        if (typeof i == "number") try {
          import_node_fs41.default.closeSync(i);
        } catch {
        }
      }
    }, Bn = (s3, t) => {
      let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
      return new Promise((o, h) => {
        e.on("error", h), e.on("end", o), import_node_fs41.default.stat(r, (a, l) => {
          if (a) h(a);
          else {
            let c = new _t(r, { readSize: i, size: l.size });
            c.on("error", h), c.pipe(e);
          }
        });
      });
    }, Ct = K(Mn, Bn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
      t?.length && Qi(s3, t), s3.noResume || vn(s3);
    }), Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3), { isAbsolute: zn, parse: qs } = import_node_path40.win32, ce = (s3) => {
      let t = "", e = qs(s3);
      for (; zn(s3) || e.root; ) {
        let i = s3.charAt(0) === "/" && s3.slice(0, 4) !== "//?/" ? "/" : e.root;
        s3 = s3.slice(i.length), t += i, e = qs(s3);
      }
      return [t, s3];
    }, ei = ["|", "<", ">", "?", ":"], ji = ei.map((s3) => String.fromCodePoint(61440 + Number(s3.codePointAt(0)))), Un = new Map(ei.map((s3, t) => [s3, ji[t]])), Hn = new Map(ji.map((s3, t) => [s3, ei[t]])), ts = (s3) => ei.reduce((t, e) => t.split(e).join(Un.get(e)), s3), Qs = (s3) => ji.reduce((t, e) => t.split(e).join(Hn.get(e)), s3), rr = (s3, t) => t ? (s3 = f(s3).replace(/^\.(\/|$)/, ""), mt(t) + "/" + s3) : f(s3), Wn = 16 * 1024 * 1024, tr = /* @__PURE__ */ Symbol("process"), er = /* @__PURE__ */ Symbol("file"), ir = /* @__PURE__ */ Symbol("directory"), is = /* @__PURE__ */ Symbol("symlink"), sr = /* @__PURE__ */ Symbol("hardlink"), fe = /* @__PURE__ */ Symbol("header"), ii = /* @__PURE__ */ Symbol("read"), ss = /* @__PURE__ */ Symbol("lstat"), si = /* @__PURE__ */ Symbol("onlstat"), rs = /* @__PURE__ */ Symbol("onread"), ns = /* @__PURE__ */ Symbol("onreadlink"), os = /* @__PURE__ */ Symbol("openfile"), hs = /* @__PURE__ */ Symbol("onopenfile"), pt = /* @__PURE__ */ Symbol("close"), ri = /* @__PURE__ */ Symbol("mode"), as = /* @__PURE__ */ Symbol("awaitDrain"), es = /* @__PURE__ */ Symbol("ondrain"), q = /* @__PURE__ */ Symbol("prefix"), de = class extends A {
      path;
      portable;
      myuid = process.getuid && process.getuid() || 0;
      myuser = process.env.USER || "";
      maxReadSize;
      linkCache;
      statCache;
      preservePaths;
      cwd;
      strict;
      mtime;
      noPax;
      noMtime;
      prefix;
      fd;
      blockLen = 0;
      blockRemain = 0;
      buf;
      pos = 0;
      remain = 0;
      length = 0;
      offset = 0;
      win32;
      absolute;
      header;
      type;
      linkpath;
      stat;
      onWriteEntry;
      #t = !1;
      constructor(t, e = {}) {
        let i = se(e);
        super(), this.path = f(t), this.portable = !!i.portable, this.maxReadSize = i.maxReadSize || Wn, this.linkCache = i.linkCache || /* @__PURE__ */ new Map(), this.statCache = i.statCache || /* @__PURE__ */ new Map(), this.preservePaths = !!i.preservePaths, this.cwd = f(i.cwd || process.cwd()), this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.mtime = i.mtime, this.prefix = i.prefix ? f(i.prefix) : void 0, this.onWriteEntry = i.onWriteEntry, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
        let r = !1;
        if (!this.preservePaths) {
          let [o, h] = ce(this.path);
          o && typeof h == "string" && (this.path = h, r = o);
        }
        this.win32 = !!i.win32 || process.platform === "win32", this.win32 && (this.path = Qs(this.path.replaceAll(/\\/g, "/")), t = t.replaceAll(/\\/g, "/")), this.absolute = f(i.absolute || import_path2.default.resolve(this.cwd, t)), this.path === "" && (this.path = "./"), r && this.warn("TAR_ENTRY_INFO", `stripping ${r} from absolute path`, { entry: this, path: r + this.path });
        let n = this.statCache.get(this.absolute);
        n ? this[si](n) : this[ss]();
      }
      warn(t, e, i = {}) {
        return Dt(this, t, e, i);
      }
      emit(t, ...e) {
        return t === "error" && (this.#t = !0), super.emit(t, ...e);
      }
      [ss]() {
        import_fs3.default.lstat(this.absolute, (t, e) => {
          if (t) return this.emit("error", t);
          this[si](e);
        });
      }
      [si](t) {
        this.statCache.set(this.absolute, t), this.stat = t, t.isFile() || (t.size = 0), this.type = Gn(t), this.emit("stat", t), this[tr]();
      }
      [tr]() {
        switch (this.type) {
          case "File":
            return this[er]();
          case "Directory":
            return this[ir]();
          case "SymbolicLink":
            return this[is]();
          default:
            return this.end();
        }
      }
      [ri](t) {
        return Ji(t, this.type === "Directory", this.portable);
      }
      [q](t) {
        return rr(t, this.prefix);
      }
      [fe]() {
        if (!this.stat) throw new Error("cannot write header before stat");
        this.type === "Directory" && this.portable && (this.noMtime = !0), this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this[ri](this.stat.mode), uid: this.portable ? void 0 : this.stat.uid, gid: this.portable ? void 0 : this.stat.gid, size: this.stat.size, mtime: this.noMtime ? void 0 : this.mtime || this.stat.mtime, type: this.type === "Unsupported" ? void 0 : this.type, uname: this.portable ? void 0 : this.stat.uid === this.myuid ? this.myuser : "", atime: this.portable ? void 0 : this.stat.atime, ctime: this.portable ? void 0 : this.stat.ctime }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.header.atime, ctime: this.portable ? void 0 : this.header.ctime, gid: this.portable ? void 0 : this.header.gid, mtime: this.noMtime ? void 0 : this.mtime || this.header.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.header.size, uid: this.portable ? void 0 : this.header.uid, uname: this.portable ? void 0 : this.header.uname, dev: this.portable ? void 0 : this.stat.dev, ino: this.portable ? void 0 : this.stat.ino, nlink: this.portable ? void 0 : this.stat.nlink }).encode());
        let t = this.header?.block;
        if (!t) throw new Error("failed to encode header");
        super.write(t);
      }
      [ir]() {
        if (!this.stat) throw new Error("cannot create directory entry without stat");
        this.path.slice(-1) !== "/" && (this.path += "/"), this.stat.size = 0, this[fe](), this.end();
      }
      [is]() {
        import_fs3.default.readlink(this.absolute, (t, e) => {
          if (t) return this.emit("error", t);
          this[ns](e);
        });
      }
      [ns](t) {
        this.linkpath = f(t), this[fe](), this.end();
      }
      [sr](t) {
        if (!this.stat) throw new Error("cannot create link entry without stat");
        this.type = "Link", this.linkpath = f(import_path2.default.relative(this.cwd, t)), this.stat.size = 0, this[fe](), this.end();
      }
      [er]() {
        if (!this.stat) throw new Error("cannot create file entry without stat");
        if (this.stat.nlink > 1) {
          let t = `${this.stat.dev}:${this.stat.ino}`, e = this.linkCache.get(t);
          if (e?.indexOf(this.cwd) === 0) return this[sr](e);
          this.linkCache.set(t, this.absolute);
        }
        if (this[fe](), this.stat.size === 0) return this.end();
        this[os]();
      }
      [os]() {
        import_fs3.default.open(this.absolute, "r", (t, e) => {
          if (t) return this.emit("error", t);
          this[hs](e);
        });
      }
      [hs](t) {
        if (this.fd = t, this.#t) return this[pt]();
        if (!this.stat) throw new Error("should stat before calling onopenfile");
        this.blockLen = 512 * Math.ceil(this.stat.size / 512), this.blockRemain = this.blockLen;
        let e = Math.min(this.blockLen, this.maxReadSize);
        this.buf = Buffer.allocUnsafe(e), this.offset = 0, this.pos = 0, this.remain = this.stat.size, this.length = this.buf.length, this[ii]();
      }
      [ii]() {
        let { fd: t, buf: e, offset: i, length: r, pos: n } = this;
        if (t === void 0 || e === void 0) throw new Error("cannot read file without first opening");
        import_fs3.default.read(t, e, i, r, n, (o, h) => {
          if (o) return this[pt](() => this.emit("error", o));
          this[rs](h);
        });
      }
      [pt](t = () => {
      }) {
        this.fd !== void 0 && import_fs3.default.close(this.fd, t);
      }
      [rs](t) {
        if (t <= 0 && this.remain > 0) {
          let r = Object.assign(new Error("encountered unexpected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
          return this[pt](() => this.emit("error", r));
        }
        if (t > this.remain) {
          let r = Object.assign(new Error("did not encounter expected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
          return this[pt](() => this.emit("error", r));
        }
        if (!this.buf) throw new Error("should have created buffer prior to reading");
        if (t === this.remain) for (let r = t; r < this.length && t < this.blockRemain; r++) this.buf[r + this.offset] = 0, t++, this.remain++;
        let e = this.offset === 0 && t === this.buf.length ? this.buf : this.buf.subarray(this.offset, this.offset + t);
        this.write(e) ? this[es]() : this[as](() => this[es]());
      }
      [as](t) {
        this.once("drain", t);
      }
      write(t, e, i) {
        if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this.blockRemain < t.length) {
          let r = Object.assign(new Error("writing more data than expected"), { path: this.absolute });
          return this.emit("error", r);
        }
        return this.remain -= t.length, this.blockRemain -= t.length, this.pos += t.length, this.offset += t.length, super.write(t, null, i);
      }
      [es]() {
        if (!this.remain) return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), this[pt]((t) => t ? this.emit("error", t) : this.end());
        if (!this.buf) throw new Error("buffer lost somehow in ONDRAIN");
        this.offset >= this.length && (this.buf = Buffer.allocUnsafe(Math.min(this.blockRemain, this.buf.length)), this.offset = 0), this.length = this.buf.length - this.offset, this[ii]();
      }
    }, ni = class extends de {
      sync = !0;
      [ss]() {
        this[si](import_fs3.default.lstatSync(this.absolute));
      }
      [is]() {
        this[ns](import_fs3.default.readlinkSync(this.absolute));
      }
      [os]() {
        this[hs](import_fs3.default.openSync(this.absolute, "r"));
      }
      [ii]() {
        let t = !0;
        try {
          let { fd: e, buf: i, offset: r, length: n, pos: o } = this;
          if (e === void 0 || i === void 0) throw new Error("fd and buf must be set in READ method");
          let h = import_fs3.default.readSync(e, i, r, n, o);
          this[rs](h), t = !1;
        } finally {
          if (t) try {
            this[pt](() => {
            });
          } catch {
          }
        }
      }
      [as](t) {
        t();
      }
      [pt](t = () => {
      }) {
        this.fd !== void 0 && import_fs3.default.closeSync(this.fd), t();
      }
    }, oi = class extends A {
      blockLen = 0;
      blockRemain = 0;
      buf = 0;
      pos = 0;
      remain = 0;
      length = 0;
      preservePaths;
      portable;
      strict;
      noPax;
      noMtime;
      readEntry;
      type;
      prefix;
      path;
      mode;
      uid;
      gid;
      uname;
      gname;
      header;
      mtime;
      atime;
      ctime;
      linkpath;
      size;
      onWriteEntry;
      warn(t, e, i = {}) {
        return Dt(this, t, e, i);
      }
      constructor(t, e = {}) {
        let i = se(e);
        super(), this.preservePaths = !!i.preservePaths, this.portable = !!i.portable, this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.onWriteEntry = i.onWriteEntry, this.readEntry = t;
        let { type: r } = t;
        if (r === "Unsupported") throw new Error("writing entry that should be ignored");
        this.type = r, this.type === "Directory" && this.portable && (this.noMtime = !0), this.prefix = i.prefix, this.path = f(t.path), this.mode = t.mode !== void 0 ? this[ri](t.mode) : void 0, this.uid = this.portable ? void 0 : t.uid, this.gid = this.portable ? void 0 : t.gid, this.uname = this.portable ? void 0 : t.uname, this.gname = this.portable ? void 0 : t.gname, this.size = t.size, this.mtime = this.noMtime ? void 0 : i.mtime || t.mtime, this.atime = this.portable ? void 0 : t.atime, this.ctime = this.portable ? void 0 : t.ctime, this.linkpath = t.linkpath !== void 0 ? f(t.linkpath) : void 0, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
        let n = !1;
        if (!this.preservePaths) {
          let [h, a] = ce(this.path);
          h && typeof a == "string" && (this.path = a, n = h);
        }
        this.remain = t.size, this.blockRemain = t.startBlockSize, this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this.mode, uid: this.portable ? void 0 : this.uid, gid: this.portable ? void 0 : this.gid, size: this.size, mtime: this.noMtime ? void 0 : this.mtime, type: this.type, uname: this.portable ? void 0 : this.uname, atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime }), n && this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute path`, { entry: this, path: n + this.path }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime, gid: this.portable ? void 0 : this.gid, mtime: this.noMtime ? void 0 : this.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.size, uid: this.portable ? void 0 : this.uid, uname: this.portable ? void 0 : this.uname, dev: this.portable ? void 0 : this.readEntry.dev, ino: this.portable ? void 0 : this.readEntry.ino, nlink: this.portable ? void 0 : this.readEntry.nlink }).encode());
        let o = this.header?.block;
        if (!o) throw new Error("failed to encode header");
        super.write(o), t.pipe(this);
      }
      [q](t) {
        return rr(t, this.prefix);
      }
      [ri](t) {
        return Ji(t, this.type === "Directory", this.portable);
      }
      write(t, e, i) {
        typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8"));
        let r = t.length;
        if (r > this.blockRemain) throw new Error("writing more to entry than is appropriate");
        return this.blockRemain -= r, super.write(t, i);
      }
      end(t, e, i) {
        return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e ?? "utf8")), i && this.once("finish", i), t ? super.end(t, i) : super.end(i), this;
      }
    }, Gn = (s3) => s3.isFile() ? "File" : s3.isDirectory() ? "Directory" : s3.isSymbolicLink() ? "SymbolicLink" : "Unsupported", hi = class s2 {
      tail;
      head;
      length = 0;
      static create(t = []) {
        return new s2(t);
      }
      constructor(t = []) {
        for (let e of t) this.push(e);
      }
      *[Symbol.iterator]() {
        for (let t = this.head; t; t = t.next) yield t.value;
      }
      removeNode(t) {
        if (t.list !== this) throw new Error("removing node which does not belong to this list");
        let e = t.next, i = t.prev;
        return e && (e.prev = i), i && (i.next = e), t === this.head && (this.head = e), t === this.tail && (this.tail = i), this.length--, t.next = void 0, t.prev = void 0, t.list = void 0, e;
      }
      unshiftNode(t) {
        if (t === this.head) return;
        t.list && t.list.removeNode(t);
        let e = this.head;
        t.list = this, t.next = e, e && (e.prev = t), this.head = t, this.tail || (this.tail = t), this.length++;
      }
      pushNode(t) {
        if (t === this.tail) return;
        t.list && t.list.removeNode(t);
        let e = this.tail;
        t.list = this, t.prev = e, e && (e.next = t), this.tail = t, this.head || (this.head = t), this.length++;
      }
      push(...t) {
        for (let e = 0, i = t.length; e < i; e++) Yn(this, t[e]);
        return this.length;
      }
      unshift(...t) {
        for (var e = 0, i = t.length; e < i; e++) Kn(this, t[e]);
        return this.length;
      }
      pop() {
        if (!this.tail) return;
        let t = this.tail.value, e = this.tail;
        return this.tail = this.tail.prev, this.tail ? this.tail.next = void 0 : this.head = void 0, e.list = void 0, this.length--, t;
      }
      shift() {
        if (!this.head) return;
        let t = this.head.value, e = this.head;
        return this.head = this.head.next, this.head ? this.head.prev = void 0 : this.tail = void 0, e.list = void 0, this.length--, t;
      }
      forEach(t, e) {
        e = e || this;
        for (let i = this.head, r = 0; i; r++) t.call(e, i.value, r, this), i = i.next;
      }
      forEachReverse(t, e) {
        e = e || this;
        for (let i = this.tail, r = this.length - 1; i; r--) t.call(e, i.value, r, this), i = i.prev;
      }
      get(t) {
        let e = 0, i = this.head;
        for (; i && e < t; e++) i = i.next;
        if (e === t && i) return i.value;
      }
      getReverse(t) {
        let e = 0, i = this.tail;
        for (; i && e < t; e++) i = i.prev;
        if (e === t && i) return i.value;
      }
      map(t, e) {
        e = e || this;
        let i = new s2();
        for (let r = this.head; r; ) i.push(t.call(e, r.value, this)), r = r.next;
        return i;
      }
      mapReverse(t, e) {
        e = e || this;
        var i = new s2();
        for (let r = this.tail; r; ) i.push(t.call(e, r.value, this)), r = r.prev;
        return i;
      }
      reduce(t, e) {
        let i, r = this.head;
        if (arguments.length > 1) i = e;
        else if (this.head) r = this.head.next, i = this.head.value;
        else throw new TypeError("Reduce of empty list with no initial value");
        for (var n = 0; r; n++) i = t(i, r.value, n), r = r.next;
        return i;
      }
      reduceReverse(t, e) {
        let i, r = this.tail;
        if (arguments.length > 1) i = e;
        else if (this.tail) r = this.tail.prev, i = this.tail.value;
        else throw new TypeError("Reduce of empty list with no initial value");
        for (let n = this.length - 1; r; n--) i = t(i, r.value, n), r = r.prev;
        return i;
      }
      toArray() {
        let t = new Array(this.length);
        for (let e = 0, i = this.head; i; e++) t[e] = i.value, i = i.next;
        return t;
      }
      toArrayReverse() {
        let t = new Array(this.length);
        for (let e = 0, i = this.tail; i; e++) t[e] = i.value, i = i.prev;
        return t;
      }
      slice(t = 0, e = this.length) {
        e < 0 && (e += this.length), t < 0 && (t += this.length);
        let i = new s2();
        if (e < t || e < 0) return i;
        t < 0 && (t = 0), e > this.length && (e = this.length);
        let r = this.head, n = 0;
        for (n = 0; r && n < t; n++) r = r.next;
        for (; r && n < e; n++, r = r.next) i.push(r.value);
        return i;
      }
      sliceReverse(t = 0, e = this.length) {
        e < 0 && (e += this.length), t < 0 && (t += this.length);
        let i = new s2();
        if (e < t || e < 0) return i;
        t < 0 && (t = 0), e > this.length && (e = this.length);
        let r = this.length, n = this.tail;
        for (; n && r > e; r--) n = n.prev;
        for (; n && r > t; r--, n = n.prev) i.push(n.value);
        return i;
      }
      splice(t, e = 0, ...i) {
        t > this.length && (t = this.length - 1), t < 0 && (t = this.length + t);
        let r = this.head;
        for (let o = 0; r && o < t; o++) r = r.next;
        let n = [];
        for (let o = 0; r && o < e; o++) n.push(r.value), r = this.removeNode(r);
        r ? r !== this.tail && (r = r.prev) : r = this.tail;
        for (let o of i) r = Zn(this, r, o);
        return n;
      }
      reverse() {
        let t = this.head, e = this.tail;
        for (let i = t; i; i = i.prev) {
          let r = i.prev;
          i.prev = i.next, i.next = r;
        }
        return this.head = e, this.tail = t, this;
      }
    };
    ue = class {
      list;
      next;
      prev;
      value;
      constructor(t, e, i, r) {
        this.list = r, this.value = t, e ? (e.next = this, this.prev = e) : this.prev = void 0, i ? (i.prev = this, this.next = i) : this.next = void 0;
      }
    }, pi = class {
      path;
      absolute;
      entry;
      stat;
      readdir;
      pending = !1;
      pendingLink = !1;
      ignore = !1;
      piped = !1;
      constructor(t, e) {
        this.path = t || "./", this.absolute = e;
      }
    }, nr = Buffer.alloc(1024), li = /* @__PURE__ */ Symbol("onStat"), me = /* @__PURE__ */ Symbol("ended"), W = /* @__PURE__ */ Symbol("queue"), pe = /* @__PURE__ */ Symbol("pendingLinks"), Et = /* @__PURE__ */ Symbol("current"), Ft = /* @__PURE__ */ Symbol("process"), Ee = /* @__PURE__ */ Symbol("processing"), ai = /* @__PURE__ */ Symbol("processJob"), G = /* @__PURE__ */ Symbol("jobs"), ls = /* @__PURE__ */ Symbol("jobDone"), ci = /* @__PURE__ */ Symbol("addFSEntry"), or = /* @__PURE__ */ Symbol("addTarEntry"), ds = /* @__PURE__ */ Symbol("stat"), us = /* @__PURE__ */ Symbol("readdir"), fi = /* @__PURE__ */ Symbol("onreaddir"), di = /* @__PURE__ */ Symbol("pipe"), hr = /* @__PURE__ */ Symbol("entry"), cs = /* @__PURE__ */ Symbol("entryOpt"), ui = /* @__PURE__ */ Symbol("writeEntryClass"), lr = /* @__PURE__ */ Symbol("write"), fs = /* @__PURE__ */ Symbol("ondrain"), wt = class extends A {
      sync = !1;
      opt;
      cwd;
      maxReadSize;
      preservePaths;
      strict;
      noPax;
      prefix;
      linkCache;
      statCache;
      file;
      portable;
      zip;
      readdirCache;
      noDirRecurse;
      follow;
      noMtime;
      mtime;
      filter;
      jobs;
      [ui];
      onWriteEntry;
      [W];
      [pe] = /* @__PURE__ */ new Map();
      [G] = 0;
      [Ee] = !1;
      [me] = !1;
      constructor(t = {}) {
        if (super(), this.opt = t, this.file = t.file || "", this.cwd = t.cwd || process.cwd(), this.maxReadSize = t.maxReadSize, this.preservePaths = !!t.preservePaths, this.strict = !!t.strict, this.noPax = !!t.noPax, this.prefix = f(t.prefix || ""), this.linkCache = t.linkCache || /* @__PURE__ */ new Map(), this.statCache = t.statCache || /* @__PURE__ */ new Map(), this.readdirCache = t.readdirCache || /* @__PURE__ */ new Map(), this.onWriteEntry = t.onWriteEntry, this[ui] = de, typeof t.onwarn == "function" && this.on("warn", t.onwarn), this.portable = !!t.portable, t.gzip || t.brotli || t.zstd) {
          if ((t.gzip ? 1 : 0) + (t.brotli ? 1 : 0) + (t.zstd ? 1 : 0) > 1) throw new TypeError("gzip, brotli, zstd are mutually exclusive");
          if (t.gzip && (typeof t.gzip != "object" && (t.gzip = {}), this.portable && (t.gzip.portable = !0), this.zip = new ze(t.gzip)), t.brotli && (typeof t.brotli != "object" && (t.brotli = {}), this.zip = new We(t.brotli)), t.zstd && (typeof t.zstd != "object" && (t.zstd = {}), this.zip = new Ye(t.zstd)), !this.zip) throw new Error("impossible");
          let e = this.zip;
          e.on("data", (i) => super.write(i)), e.on("end", () => super.end()), e.on("drain", () => this[fs]()), this.on("resume", () => e.resume());
        } else this.on("drain", this[fs]);
        this.noDirRecurse = !!t.noDirRecurse, this.follow = !!t.follow, this.noMtime = !!t.noMtime, t.mtime && (this.mtime = t.mtime), this.filter = typeof t.filter == "function" ? t.filter : () => !0, this[W] = new hi(), this[G] = 0, this.jobs = Number(t.jobs) || 4, this[Ee] = !1, this[me] = !1;
      }
      [lr](t) {
        return super.write(t);
      }
      add(t) {
        return this.write(t), this;
      }
      end(t, e, i) {
        return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = void 0), t && this.add(t), this[me] = !0, this[Ft](), i && i(), this;
      }
      write(t) {
        if (this[me]) throw new Error("write after end");
        return typeof t == "string" ? this[ci](t) : this[or](t), this.flowing;
      }
      [or](t) {
        let e = f(import_path3.default.resolve(this.cwd, t.path));
        if (!this.filter(t.path, t)) t.resume();
        else {
          let i = new pi(t.path, e);
          i.entry = new oi(t, this[cs](i)), i.entry.on("end", () => this[ls](i)), this[G] += 1, this[W].push(i);
        }
        this[Ft]();
      }
      [ci](t) {
        let e = f(import_path3.default.resolve(this.cwd, t));
        this[W].push(new pi(t, e)), this[Ft]();
      }
      [ds](t) {
        t.pending = !0, this[G] += 1;
        let e = this.follow ? "stat" : "lstat";
        import_fs2.default[e](t.absolute, (i, r) => {
          t.pending = !1, this[G] -= 1, i ? this.emit("error", i) : this[li](t, r);
        });
      }
      [li](t, e) {
        if (this.statCache.set(t.absolute, e), t.stat = e, !this.filter(t.path, e)) t.ignore = !0;
        else if (e.isFile() && e.nlink > 1 && !this.linkCache.get(`${e.dev}:${e.ino}`) && !this.sync) if (t === this[Et]) this[ai](t);
        else {
          let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
          r ? r.push(t) : this[pe].set(i, [t]), t.pendingLink = !0, t.pending = !0;
        }
        this[Ft]();
      }
      [us](t) {
        t.pending = !0, this[G] += 1, import_fs2.default.readdir(t.absolute, (e, i) => {
          if (t.pending = !1, this[G] -= 1, e) return this.emit("error", e);
          this[fi](t, i);
        });
      }
      [fi](t, e) {
        this.readdirCache.set(t.absolute, e), t.readdir = e, this[Ft]();
      }
      [Ft]() {
        if (!this[Ee]) {
          this[Ee] = !0;
          for (let t = this[W].head; t && this[G] < this.jobs; t = t.next) if (this[ai](t.value), t.value.ignore) {
            let e = t.next;
            this[W].removeNode(t), t.next = e;
          }
          this[Ee] = !1, this[me] && this[W].length === 0 && this[G] === 0 && (this.zip ? this.zip.end(nr) : (super.write(nr), super.end()));
        }
      }
      get [Et]() {
        return this[W] && this[W].head && this[W].head.value;
      }
      [ls](t) {
        this[W].shift(), this[G] -= 1;
        let { stat: e } = t;
        if (e && e.isFile() && e.nlink > 1) {
          let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
          if (r) {
            this[pe].delete(i);
            for (let n of r) n.pending = !1, this[ai](n);
          }
        }
        this[Ft]();
      }
      [ai](t) {
        if (t.pending && t.pendingLink && t === this[Et] && (t.pending = !1, t.pendingLink = !1), !t.pending) {
          if (t.entry) {
            t === this[Et] && !t.piped && this[di](t);
            return;
          }
          if (!t.stat) {
            let e = this.statCache.get(t.absolute);
            e ? this[li](t, e) : this[ds](t);
          }
          if (t.stat && !t.ignore) {
            if (!this.noDirRecurse && t.stat.isDirectory() && !t.readdir) {
              let e = this.readdirCache.get(t.absolute);
              if (e ? this[fi](t, e) : this[us](t), !t.readdir) return;
            }
            if (t.entry = this[hr](t), !t.entry) {
              t.ignore = !0;
              return;
            }
            t === this[Et] && !t.piped && this[di](t);
          }
        }
      }
      [cs](t) {
        return { onwarn: (e, i, r) => this.warn(e, i, r), noPax: this.noPax, cwd: this.cwd, absolute: t.absolute, preservePaths: this.preservePaths, maxReadSize: this.maxReadSize, strict: this.strict, portable: this.portable, linkCache: this.linkCache, statCache: this.statCache, noMtime: this.noMtime, mtime: this.mtime, prefix: this.prefix, onWriteEntry: this.onWriteEntry };
      }
      [hr](t) {
        this[G] += 1;
        try {
          return new this[ui](t.path, this[cs](t)).on("end", () => this[ls](t)).on("error", (i) => this.emit("error", i));
        } catch (e) {
          this.emit("error", e);
        }
      }
      [fs]() {
        this[Et] && this[Et].entry && this[Et].entry.resume();
      }
      [di](t) {
        t.piped = !0, t.readdir && t.readdir.forEach((r) => {
          let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
          this[ci](o + r);
        });
        let e = t.entry, i = this.zip;
        if (!e) throw new Error("cannot pipe without source");
        i ? e.on("data", (r) => {
          i.write(r) || e.pause();
        }) : e.on("data", (r) => {
          super.write(r) || e.pause();
        });
      }
      pause() {
        return this.zip && this.zip.pause(), super.pause();
      }
      warn(t, e, i = {}) {
        Dt(this, t, e, i);
      }
    }, kt = class extends wt {
      sync = !0;
      constructor(t) {
        super(t), this[ui] = ni;
      }
      pause() {
      }
      resume() {
      }
      [ds](t) {
        let e = this.follow ? "statSync" : "lstatSync";
        this[li](t, import_fs2.default[e](t.absolute));
      }
      [us](t) {
        this[fi](t, import_fs2.default.readdirSync(t.absolute));
      }
      [di](t) {
        let e = t.entry, i = this.zip;
        if (t.readdir && t.readdir.forEach((r) => {
          let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
          this[ci](o + r);
        }), !e) throw new Error("Cannot pipe without source");
        i ? e.on("data", (r) => {
          i.write(r);
        }) : e.on("data", (r) => {
          super[lr](r);
        });
      }
    }, Vn = (s3, t) => {
      let e = new kt(s3), i = new Wt(s3.file, { mode: s3.mode || 438 });
      e.pipe(i), fr(e, t);
    }, $n = (s3, t) => {
      let e = new wt(s3), i = new et(s3.file, { mode: s3.mode || 438 });
      e.pipe(i);
      let r = new Promise((n, o) => {
        i.on("error", o), i.on("close", n), e.on("error", o);
      });
      return dr(e, t).catch((n) => e.emit("error", n)), r;
    }, fr = (s3, t) => {
      t.forEach((e) => {
        e.charAt(0) === "@" ? Ct({ file: import_node_path37.default.resolve(s3.cwd, e.slice(1)), sync: !0, noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      }), s3.end();
    }, dr = async (s3, t) => {
      for (let e of t) e.charAt(0) === "@" ? await Ct({ file: import_node_path37.default.resolve(String(s3.cwd), e.slice(1)), noResume: !0, onReadEntry: (i) => {
        s3.add(i);
      } }) : s3.add(e);
      s3.end();
    }, Xn = (s3, t) => {
      let e = new kt(s3);
      return fr(e, t), e;
    }, qn = (s3, t) => {
      let e = new wt(s3);
      return dr(e, t).catch((i) => e.emit("error", i)), e;
    }, Qn = K(Vn, $n, Xn, qn, (s3, t) => {
      if (!t?.length) throw new TypeError("no paths specified to add to archive");
    }), Jn = process.env.__FAKE_PLATFORM__ || process.platform, Er = Jn === "win32", { O_CREAT: wr, O_NOFOLLOW: ur, O_TRUNC: Sr, O_WRONLY: yr } = import_fs4.default.constants, Rr = Number(process.env.__FAKE_FS_O_FILENAME__) || import_fs4.default.constants.UV_FS_O_FILEMAP || 0, jn = Er && !!Rr, to = 512 * 1024, eo = Rr | Sr | wr | yr, mr = !Er && typeof ur == "number" ? ur | Sr | wr | yr : null, ms = mr !== null ? () => mr : jn ? (s3) => s3 < to ? eo : "w" : () => "w", ps = (s3, t, e) => {
      try {
        return import_node_fs44.default.lchownSync(s3, t, e);
      } catch (i) {
        if (i?.code !== "ENOENT") throw i;
      }
    }, Ei = (s3, t, e, i) => {
      import_node_fs44.default.lchown(s3, t, e, (r) => {
        i(r && r?.code !== "ENOENT" ? r : null);
      });
    }, io = (s3, t, e, i, r) => {
      if (t.isDirectory()) Es(import_node_path42.default.resolve(s3, t.name), e, i, (n) => {
        if (n) return r(n);
        let o = import_node_path42.default.resolve(s3, t.name);
        Ei(o, e, i, r);
      });
      else {
        let n = import_node_path42.default.resolve(s3, t.name);
        Ei(n, e, i, r);
      }
    }, Es = (s3, t, e, i) => {
      import_node_fs44.default.readdir(s3, { withFileTypes: !0 }, (r, n) => {
        if (r) {
          if (r.code === "ENOENT") return i();
          if (r.code !== "ENOTDIR" && r.code !== "ENOTSUP") return i(r);
        }
        if (r || !n.length) return Ei(s3, t, e, i);
        let o = n.length, h = null, a = (l) => {
          if (!h) {
            if (l) return i(h = l);
            if (--o === 0) return Ei(s3, t, e, i);
          }
        };
        for (let l of n) io(s3, l, t, e, a);
      });
    }, so = (s3, t, e, i) => {
      t.isDirectory() && ws(import_node_path42.default.resolve(s3, t.name), e, i), ps(import_node_path42.default.resolve(s3, t.name), e, i);
    }, ws = (s3, t, e) => {
      let i;
      try {
        i = import_node_fs44.default.readdirSync(s3, { withFileTypes: !0 });
      } catch (r) {
        let n = r;
        if (n?.code === "ENOENT") return;
        if (n?.code === "ENOTDIR" || n?.code === "ENOTSUP") return ps(s3, t, e);
        throw n;
      }
      for (let r of i) so(s3, r, t, e);
      return ps(s3, t, e);
    }, Se = class extends Error {
      path;
      code;
      syscall = "chdir";
      constructor(t, e) {
        super(`${e}: Cannot cd into '${t}'`), this.path = t, this.code = e;
      }
      get name() {
        return "CwdError";
      }
    }, St = class extends Error {
      path;
      symlink;
      syscall = "symlink";
      code = "TAR_SYMLINK_ERROR";
      constructor(t, e) {
        super("TAR_SYMLINK_ERROR: Cannot extract through symbolic link"), this.symlink = t, this.path = e;
      }
      get name() {
        return "SymlinkError";
      }
    }, no = (s3, t) => {
      import_node_fs45.default.stat(s3, (e, i) => {
        (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
      });
    }, gr = (s3, t, e) => {
      s3 = f(s3);
      let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
        E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? import_node_fs45.default.chmod(s3, r, e) : e();
      };
      if (s3 === d) return no(s3, y);
      if (l) return import_promises9.default.mkdir(s3, { mode: r, recursive: !0 }).then((E) => y(null, E ?? void 0), y);
      let D = f(import_node_path43.default.relative(d, s3)).split("/");
      Ss(d, D, r, c, d, void 0, y);
    }, Ss = (s3, t, e, i, r, n, o) => {
      if (t.length === 0) return o(null, n);
      let h = t.shift(), a = f(import_node_path43.default.resolve(s3 + "/" + h));
      import_node_fs45.default.mkdir(a, e, br(a, t, e, i, r, n, o));
    }, br = (s3, t, e, i, r, n, o) => (h) => {
      h ? import_node_fs45.default.lstat(s3, (a, l) => {
        if (a) a.path = a.path && f(a.path), o(a);
        else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
        else if (i) import_node_fs45.default.unlink(s3, (c) => {
          if (c) return o(c);
          import_node_fs45.default.mkdir(s3, e, br(s3, t, e, i, r, n, o));
        });
        else {
          if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
          o(h);
        }
      }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
    }, oo = (s3) => {
      let t = !1, e;
      try {
        t = import_node_fs45.default.statSync(s3).isDirectory();
      } catch (i) {
        e = i?.code;
      } finally {
        if (!t) throw new Se(s3, e ?? "ENOTDIR");
      }
    }, _r = (s3, t) => {
      s3 = f(s3);
      let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
        E && h && ws(E, n, o), r && import_node_fs45.default.chmodSync(s3, i);
      };
      if (s3 === c) return oo(c), d();
      if (a) return d(import_node_fs45.default.mkdirSync(s3, { mode: i, recursive: !0 }) ?? void 0);
      let T = f(import_node_path43.default.relative(c, s3)).split("/"), D;
      for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
        x = f(import_node_path43.default.resolve(x));
        try {
          import_node_fs45.default.mkdirSync(x, i), D = D || x;
        } catch {
          let Le = import_node_fs45.default.lstatSync(x);
          if (Le.isDirectory()) continue;
          if (l) {
            import_node_fs45.default.unlinkSync(x), import_node_fs45.default.mkdirSync(x, i), D = D || x;
            continue;
          } else if (Le.isSymbolicLink()) return new St(x, x + "/" + T.join("/"));
        }
      }
      return d(D);
    }, ys = /* @__PURE__ */ Object.create(null), Or = 1e4, Vt = /* @__PURE__ */ new Set(), Tr = (s3) => {
      Vt.has(s3) ? Vt.delete(s3) : ys[s3] = s3.normalize("NFD").toLocaleLowerCase("en").toLocaleUpperCase("en"), Vt.add(s3);
      let t = ys[s3], e = Vt.size - Or;
      if (e > Or / 10) {
        for (let i of Vt) if (Vt.delete(i), delete ys[i], --e <= 0) break;
      }
      return t;
    }, ho = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform, ao = ho === "win32", lo = (s3) => s3.split("/").slice(0, -1).reduce((e, i) => {
      let r = e.at(-1);
      return r !== void 0 && (i = (0, import_node_path44.join)(r, i)), e.push(i || "/"), e;
    }, []), yi = class {
      #t = /* @__PURE__ */ new Map();
      #i = /* @__PURE__ */ new Map();
      #s = /* @__PURE__ */ new Set();
      reserve(t, e) {
        t = ao ? ["win32 parallelization disabled"] : t.map((r) => mt((0, import_node_path44.join)(Tr(r))));
        let i = new Set(t.map((r) => lo(r)).reduce((r, n) => r.concat(n)));
        this.#i.set(e, { dirs: i, paths: t });
        for (let r of t) {
          let n = this.#t.get(r);
          n ? n.push(e) : this.#t.set(r, [e]);
        }
        for (let r of i) {
          let n = this.#t.get(r);
          if (!n) this.#t.set(r, [/* @__PURE__ */ new Set([e])]);
          else {
            let o = n.at(-1);
            o instanceof Set ? o.add(e) : n.push(/* @__PURE__ */ new Set([e]));
          }
        }
        return this.#r(e);
      }
      #n(t) {
        let e = this.#i.get(t);
        if (!e) throw new Error("function does not have any path reservations");
        return { paths: e.paths.map((i) => this.#t.get(i)), dirs: [...e.dirs].map((i) => this.#t.get(i)) };
      }
      check(t) {
        let { paths: e, dirs: i } = this.#n(t);
        return e.every((r) => r && r[0] === t) && i.every((r) => r && r[0] instanceof Set && r[0].has(t));
      }
      #r(t) {
        return this.#s.has(t) || !this.check(t) ? !1 : (this.#s.add(t), t(() => this.#e(t)), !0);
      }
      #e(t) {
        if (!this.#s.has(t)) return !1;
        let e = this.#i.get(t);
        if (!e) throw new Error("invalid reservation");
        let { paths: i, dirs: r } = e, n = /* @__PURE__ */ new Set();
        for (let o of i) {
          let h = this.#t.get(o);
          if (!h || h?.[0] !== t) continue;
          let a = h[1];
          if (!a) {
            this.#t.delete(o);
            continue;
          }
          if (h.shift(), typeof a == "function") n.add(a);
          else for (let l of a) n.add(l);
        }
        for (let o of r) {
          let h = this.#t.get(o), a = h?.[0];
          if (!(!h || !(a instanceof Set))) if (a.size === 1 && h.length === 1) {
            this.#t.delete(o);
            continue;
          } else if (a.size === 1) {
            h.shift();
            let l = h[0];
            typeof l == "function" && n.add(l);
          } else a.delete(t);
        }
        return this.#s.delete(t), n.forEach((o) => this.#r(o)), !0;
      }
    }, Lr = () => process.umask(), Dr = /* @__PURE__ */ Symbol("onEntry"), _s = /* @__PURE__ */ Symbol("checkFs"), Nr = /* @__PURE__ */ Symbol("checkFs2"), Os = /* @__PURE__ */ Symbol("isReusable"), P = /* @__PURE__ */ Symbol("makeFs"), Ts = /* @__PURE__ */ Symbol("file"), xs = /* @__PURE__ */ Symbol("directory"), gi = /* @__PURE__ */ Symbol("link"), Ar = /* @__PURE__ */ Symbol("symlink"), Ir = /* @__PURE__ */ Symbol("hardlink"), Re = /* @__PURE__ */ Symbol("ensureNoSymlink"), Cr = /* @__PURE__ */ Symbol("unsupported"), Fr = /* @__PURE__ */ Symbol("checkPath"), Rs = /* @__PURE__ */ Symbol("stripAbsolutePath"), yt = /* @__PURE__ */ Symbol("mkdir"), O = /* @__PURE__ */ Symbol("onError"), Ri = /* @__PURE__ */ Symbol("pending"), kr = /* @__PURE__ */ Symbol("pend"), $t = /* @__PURE__ */ Symbol("unpend"), gs = /* @__PURE__ */ Symbol("ended"), bs = /* @__PURE__ */ Symbol("maybeClose"), Ls = /* @__PURE__ */ Symbol("skip"), ge = /* @__PURE__ */ Symbol("doChown"), be = /* @__PURE__ */ Symbol("uid"), _e = /* @__PURE__ */ Symbol("gid"), Oe = /* @__PURE__ */ Symbol("checkedCwd"), fo = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform, Te = fo === "win32", uo = 1024, mo = (s3, t) => {
      if (!Te) return import_node_fs43.default.unlink(s3, t);
      let e = s3 + ".DELETE." + (0, import_node_crypto15.randomBytes)(16).toString("hex");
      import_node_fs43.default.rename(s3, e, (i) => {
        if (i) return t(i);
        import_node_fs43.default.unlink(e, t);
      });
    }, po = (s3) => {
      if (!Te) return import_node_fs43.default.unlinkSync(s3);
      let t = s3 + ".DELETE." + (0, import_node_crypto15.randomBytes)(16).toString("hex");
      import_node_fs43.default.renameSync(s3, t), import_node_fs43.default.unlinkSync(t);
    }, vr = (s3, t, e) => s3 !== void 0 && s3 === s3 >>> 0 ? s3 : t !== void 0 && t === t >>> 0 ? t : e, Xt = class extends rt {
      [gs] = !1;
      [Oe] = !1;
      [Ri] = 0;
      reservations = new yi();
      transform;
      writable = !0;
      readable = !1;
      uid;
      gid;
      setOwner;
      preserveOwner;
      processGid;
      processUid;
      maxDepth;
      forceChown;
      win32;
      newer;
      keep;
      noMtime;
      preservePaths;
      unlink;
      cwd;
      strip;
      processUmask;
      umask;
      dmode;
      fmode;
      chmod;
      constructor(t = {}) {
        if (t.ondone = () => {
          this[gs] = !0, this[bs]();
        }, super(t), this.transform = t.transform, this.chmod = !!t.chmod, typeof t.uid == "number" || typeof t.gid == "number") {
          if (typeof t.uid != "number" || typeof t.gid != "number") throw new TypeError("cannot set owner without number uid and gid");
          if (t.preserveOwner) throw new TypeError("cannot preserve owner in archive and also set owner explicitly");
          this.uid = t.uid, this.gid = t.gid, this.setOwner = !0;
        } else this.uid = void 0, this.gid = void 0, this.setOwner = !1;
        this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === !0, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(import_node_path41.default.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
      }
      warn(t, e, i = {}) {
        return (t === "TAR_BAD_ARCHIVE" || t === "TAR_ABORT") && (i.recoverable = !1), super.warn(t, e, i);
      }
      [bs]() {
        this[gs] && this[Ri] === 0 && (this.emit("prefinish"), this.emit("finish"), this.emit("end"));
      }
      [Rs](t, e) {
        let i = t[e], { type: r } = t;
        if (!i || this.preservePaths) return !0;
        let [n, o] = ce(i), h = o.replaceAll(/\\/g, "/").split("/");
        if (h.includes("..") || Te && /^[a-z]:\.\.$/i.test(h[0] ?? "")) {
          if (e === "path" || r === "Link") return this.warn("TAR_ENTRY_ERROR", `${e} contains '..'`, { entry: t, [e]: i }), !1;
          let a = import_node_path41.default.posix.dirname(t.path), l = import_node_path41.default.posix.normalize(import_node_path41.default.posix.join(a, h.join("/")));
          if (l.startsWith("../") || l === "..") return this.warn("TAR_ENTRY_ERROR", `${e} escapes extraction directory`, { entry: t, [e]: i }), !1;
        }
        return n && (t[e] = String(o), this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute ${e}`, { entry: t, [e]: i })), !0;
      }
      [Fr](t) {
        let e = f(t.path), i = e.split("/");
        if (this.strip) {
          if (i.length < this.strip) return !1;
          if (t.type === "Link") {
            let r = f(String(t.linkpath)).split("/");
            if (r.length >= this.strip) t.linkpath = r.slice(this.strip).join("/");
            else return !1;
          }
          i.splice(0, this.strip), t.path = i.join("/");
        }
        if (isFinite(this.maxDepth) && i.length > this.maxDepth) return this.warn("TAR_ENTRY_ERROR", "path excessively deep", { entry: t, path: e, depth: i.length, maxDepth: this.maxDepth }), !1;
        if (!this[Rs](t, "path") || !this[Rs](t, "linkpath")) return !1;
        if (t.absolute = import_node_path41.default.isAbsolute(t.path) ? f(import_node_path41.default.resolve(t.path)) : f(import_node_path41.default.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), !1;
        if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return !1;
        if (this.win32) {
          let { root: r } = import_node_path41.default.win32.parse(String(t.absolute));
          t.absolute = r + ts(String(t.absolute).slice(r.length));
          let { root: n } = import_node_path41.default.win32.parse(t.path);
          t.path = n + ts(t.path.slice(n.length));
        }
        return !0;
      }
      [Dr](t) {
        if (!this[Fr](t)) return t.resume();
        switch (import_node_assert.default.equal(typeof t.absolute, "string"), t.type) {
          case "Directory":
          case "GNUDumpDir":
            t.mode && (t.mode = t.mode | 448);
          case "File":
          case "OldFile":
          case "ContiguousFile":
          case "Link":
          case "SymbolicLink":
            return this[_s](t);
          default:
            return this[Cr](t);
        }
      }
      [O](t, e) {
        t.name === "CwdError" ? this.emit("error", t) : (this.warn("TAR_ENTRY_ERROR", t, { entry: e }), this[$t](), e.resume());
      }
      [yt](t, e, i) {
        gr(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e }, i);
      }
      [ge](t) {
        return this.forceChown || this.preserveOwner && (typeof t.uid == "number" && t.uid !== this.processUid || typeof t.gid == "number" && t.gid !== this.processGid) || typeof this.uid == "number" && this.uid !== this.processUid || typeof this.gid == "number" && this.gid !== this.processGid;
      }
      [be](t) {
        return vr(this.uid, t.uid, this.processUid);
      }
      [_e](t) {
        return vr(this.gid, t.gid, this.processGid);
      }
      [Ts](t, e) {
        let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = new et(String(t.absolute), { flags: ms(t.size), mode: i, autoClose: !1 });
        r.on("error", (a) => {
          r.fd && import_node_fs43.default.close(r.fd, () => {
          }), r.write = () => !0, this[O](a, t), e();
        });
        let n = 1, o = (a) => {
          if (a) {
            r.fd && import_node_fs43.default.close(r.fd, () => {
            }), this[O](a, t), e();
            return;
          }
          --n === 0 && r.fd !== void 0 && import_node_fs43.default.close(r.fd, (l) => {
            l ? this[O](l, t) : this[$t](), e();
          });
        };
        r.on("finish", () => {
          let a = String(t.absolute), l = r.fd;
          if (typeof l == "number" && t.mtime && !this.noMtime) {
            n++;
            let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
            import_node_fs43.default.futimes(l, c, d, (y) => y ? import_node_fs43.default.utimes(a, c, d, (T) => o(T && y)) : o());
          }
          if (typeof l == "number" && this[ge](t)) {
            n++;
            let c = this[be](t), d = this[_e](t);
            typeof c == "number" && typeof d == "number" && import_node_fs43.default.fchown(l, c, d, (y) => y ? import_node_fs43.default.chown(a, c, d, (T) => o(T && y)) : o());
          }
          o();
        });
        let h = this.transform && this.transform(t) || t;
        h !== t && (h.on("error", (a) => {
          this[O](a, t), e();
        }), t.pipe(h)), h.pipe(r);
      }
      [xs](t, e) {
        let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode;
        this[yt](String(t.absolute), i, (r) => {
          if (r) {
            this[O](r, t), e();
            return;
          }
          let n = 1, o = () => {
            --n === 0 && (e(), this[$t](), t.resume());
          };
          t.mtime && !this.noMtime && (n++, import_node_fs43.default.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, import_node_fs43.default.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
        });
      }
      [Cr](t) {
        t.unsupported = !0, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
      }
      [Ar](t, e) {
        let i = f(import_node_path41.default.relative(this.cwd, import_node_path41.default.resolve(import_node_path41.default.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
        this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
          this[O](r, t), e();
        });
      }
      [Ir](t, e) {
        let i = f(import_node_path41.default.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
        this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
          this[O](n, t), e();
        });
      }
      [Re](t, e, i, r, n) {
        let o = i.shift();
        if (this.preservePaths || o === void 0) return r();
        let h = import_node_path41.default.resolve(e, o);
        import_node_fs43.default.lstat(h, (a, l) => {
          if (a) return r();
          if (l?.isSymbolicLink()) return n(new St(h, import_node_path41.default.resolve(h, i.join("/"))));
          this[Re](t, h, i, r, n);
        });
      }
      [kr]() {
        this[Ri]++;
      }
      [$t]() {
        this[Ri]--, this[bs]();
      }
      [Ls](t) {
        this[$t](), t.resume();
      }
      [Os](t, e) {
        return t.type === "File" && !this.unlink && e.isFile() && e.nlink <= 1 && !Te;
      }
      [_s](t) {
        this[kr]();
        let e = [t.path];
        t.linkpath && e.push(t.linkpath), this.reservations.reserve(e, (i) => this[Nr](t, i));
      }
      [Nr](t, e) {
        let i = (h) => {
          e(h);
        }, r = () => {
          this[yt](this.cwd, this.dmode, (h) => {
            if (h) {
              this[O](h, t), i();
              return;
            }
            this[Oe] = !0, n();
          });
        }, n = () => {
          if (t.absolute !== this.cwd) {
            let h = f(import_node_path41.default.dirname(String(t.absolute)));
            if (h !== this.cwd) return this[yt](h, this.dmode, (a) => {
              if (a) {
                this[O](a, t), i();
                return;
              }
              o();
            });
          }
          o();
        }, o = () => {
          import_node_fs43.default.lstat(String(t.absolute), (h, a) => {
            if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
              this[Ls](t), i();
              return;
            }
            if (h || this[Os](t, a)) return this[P](null, t, i);
            if (a.isDirectory()) {
              if (t.type === "Directory") {
                let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
                return l ? import_node_fs43.default.chmod(String(t.absolute), Number(t.mode), c) : c();
              }
              if (t.absolute !== this.cwd) return import_node_fs43.default.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
            }
            if (t.absolute === this.cwd) return this[P](null, t, i);
            mo(String(t.absolute), (l) => this[P](l ?? null, t, i));
          });
        };
        this[Oe] ? n() : r();
      }
      [P](t, e, i) {
        if (t) {
          this[O](t, e), i();
          return;
        }
        switch (e.type) {
          case "File":
          case "OldFile":
          case "ContiguousFile":
            return this[Ts](e, i);
          case "Link":
            return this[Ir](e, i);
          case "SymbolicLink":
            return this[Ar](e, i);
          case "Directory":
          case "GNUDumpDir":
            return this[xs](e, i);
        }
      }
      [gi](t, e, i, r) {
        import_node_fs43.default[i](e, String(t.absolute), (n) => {
          n ? this[O](n, t) : (this[$t](), t.resume()), r();
        });
      }
    }, ye = (s3) => {
      try {
        return [null, s3()];
      } catch (t) {
        return [t, null];
      }
    }, xe = class extends Xt {
      sync = !0;
      [P](t, e) {
        return super[P](t, e, () => {
        });
      }
      [_s](t) {
        if (!this[Oe]) {
          let n = this[yt](this.cwd, this.dmode);
          if (n) return this[O](n, t);
          this[Oe] = !0;
        }
        if (t.absolute !== this.cwd) {
          let n = f(import_node_path41.default.dirname(String(t.absolute)));
          if (n !== this.cwd) {
            let o = this[yt](n, this.dmode);
            if (o) return this[O](o, t);
          }
        }
        let [e, i] = ye(() => import_node_fs43.default.lstatSync(String(t.absolute)));
        if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
        if (e || this[Os](t, i)) return this[P](null, t);
        if (i.isDirectory()) {
          if (t.type === "Directory") {
            let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
              import_node_fs43.default.chmodSync(String(t.absolute), Number(t.mode));
            }) : [];
            return this[P](h, t);
          }
          let [n] = ye(() => import_node_fs43.default.rmdirSync(String(t.absolute)));
          this[P](n, t);
        }
        let [r] = t.absolute === this.cwd ? [] : ye(() => po(String(t.absolute)));
        this[P](r, t);
      }
      [Ts](t, e) {
        let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
          let a;
          try {
            import_node_fs43.default.closeSync(n);
          } catch (l) {
            a = l;
          }
          (h || a) && this[O](h || a, t), e();
        }, n;
        try {
          n = import_node_fs43.default.openSync(String(t.absolute), ms(t.size), i);
        } catch (h) {
          return r(h);
        }
        let o = this.transform && this.transform(t) || t;
        o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
          try {
            import_node_fs43.default.writeSync(n, h, 0, h.length);
          } catch (a) {
            r(a);
          }
        }), o.on("end", () => {
          let h = null;
          if (t.mtime && !this.noMtime) {
            let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
            try {
              import_node_fs43.default.futimesSync(n, a, l);
            } catch (c) {
              try {
                import_node_fs43.default.utimesSync(String(t.absolute), a, l);
              } catch {
                h = c;
              }
            }
          }
          if (this[ge](t)) {
            let a = this[be](t), l = this[_e](t);
            try {
              import_node_fs43.default.fchownSync(n, Number(a), Number(l));
            } catch (c) {
              try {
                import_node_fs43.default.chownSync(String(t.absolute), Number(a), Number(l));
              } catch {
                h = h || c;
              }
            }
          }
          r(h);
        });
      }
      [xs](t, e) {
        let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode, r = this[yt](String(t.absolute), i);
        if (r) {
          this[O](r, t), e();
          return;
        }
        if (t.mtime && !this.noMtime) try {
          import_node_fs43.default.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
        } catch {
        }
        if (this[ge](t)) try {
          import_node_fs43.default.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
        } catch {
        }
        e(), t.resume();
      }
      [yt](t, e) {
        try {
          return _r(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e });
        } catch (i) {
          return i;
        }
      }
      [Re](t, e, i, r, n) {
        if (this.preservePaths || i.length === 0) return r();
        let o = e;
        for (let h of i) {
          o = import_node_path41.default.resolve(o, h);
          let [a, l] = ye(() => import_node_fs43.default.lstatSync(o));
          if (a) return r();
          if (l.isSymbolicLink()) return n(new St(o, import_node_path41.default.resolve(e, i.join("/"))));
        }
        r();
      }
      [gi](t, e, i, r) {
        let n = `${i}Sync`;
        try {
          import_node_fs43.default[n](e, String(t.absolute)), r(), t.resume();
        } catch (o) {
          return this[O](o, t);
        }
      }
    }, Eo = (s3) => {
      let t = new xe(s3), e = s3.file, i = import_node_fs42.default.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
      new Be(e, { readSize: r, size: i.size }).pipe(t);
    }, wo = (s3, t) => {
      let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
      return new Promise((o, h) => {
        e.on("error", h), e.on("close", o), import_node_fs42.default.stat(r, (a, l) => {
          if (a) h(a);
          else {
            let c = new _t(r, { readSize: i, size: l.size });
            c.on("error", h), c.pipe(e);
          }
        });
      });
    }, So = K(Eo, wo, (s3) => new xe(s3), (s3) => new Xt(s3), (s3, t) => {
      t?.length && Qi(s3, t);
    }), yo = (s3, t) => {
      let e = new kt(s3), i = !0, r, n;
      try {
        try {
          r = import_node_fs46.default.openSync(s3.file, "r+");
        } catch (a) {
          if (a?.code === "ENOENT") r = import_node_fs46.default.openSync(s3.file, "w+");
          else throw a;
        }
        let o = import_node_fs46.default.fstatSync(r), h = Buffer.alloc(512);
        t: for (n = 0; n < o.size; n += 512) {
          for (let c = 0, d = 0; c < 512; c += d) {
            if (d = import_node_fs46.default.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
            if (!d) break t;
          }
          let a = new F(h);
          if (!a.cksumValid) break;
          let l = 512 * Math.ceil((a.size || 0) / 512);
          if (n + l + 512 > o.size) break;
          n += l, s3.mtimeCache && a.mtime && s3.mtimeCache.set(String(a.path), a.mtime);
        }
        i = !1, Ro(s3, e, n, r, t);
      } finally {
        if (i) try {
          import_node_fs46.default.closeSync(r);
        } catch {
        }
      }
    }, Ro = (s3, t, e, i, r) => {
      let n = new Wt(s3.file, { fd: i, start: e });
      t.pipe(n), bo(t, r);
    }, go = (s3, t) => {
      t = Array.from(t);
      let e = new wt(s3), i = (n, o, h) => {
        let a = (T, D) => {
          T ? import_node_fs46.default.close(n, (E) => h(T)) : h(null, D);
        }, l = 0;
        if (o === 0) return a(null, 0);
        let c = 0, d = Buffer.alloc(512), y = (T, D) => {
          if (T || D === void 0) return a(T);
          if (c += D, c < 512 && D) return import_node_fs46.default.read(n, d, c, d.length - c, l + c, y);
          if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
          if (c < 512) return a(null, l);
          let E = new F(d);
          if (!E.cksumValid) return a(null, l);
          let x = 512 * Math.ceil((E.size ?? 0) / 512);
          if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
          s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, import_node_fs46.default.read(n, d, 0, 512, l, y);
        };
        import_node_fs46.default.read(n, d, 0, 512, l, y);
      };
      return new Promise((n, o) => {
        e.on("error", o);
        let h = "r+", a = (l, c) => {
          if (l && l.code === "ENOENT" && h === "r+") return h = "w+", import_node_fs46.default.open(s3.file, h, a);
          if (l || !c) return o(l);
          import_node_fs46.default.fstat(c, (d, y) => {
            if (d) return import_node_fs46.default.close(c, () => o(d));
            i(c, y.size, (T, D) => {
              if (T) return o(T);
              let E = new et(s3.file, { fd: c, start: D });
              e.pipe(E), E.on("error", o), E.on("close", n), _o(e, t);
            });
          });
        };
        import_node_fs46.default.open(s3.file, h, a);
      });
    }, bo = (s3, t) => {
      t.forEach((e) => {
        e.charAt(0) === "@" ? Ct({ file: import_node_path45.default.resolve(s3.cwd, e.slice(1)), sync: !0, noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      }), s3.end();
    }, _o = async (s3, t) => {
      for (let e of t) e.charAt(0) === "@" ? await Ct({ file: import_node_path45.default.resolve(String(s3.cwd), e.slice(1)), noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      s3.end();
    }, vt = K(yo, go, () => {
      throw new TypeError("file is required");
    }, () => {
      throw new TypeError("file is required");
    }, (s3, t) => {
      if (!Bs(s3)) throw new TypeError("file is required");
      if (s3.gzip || s3.brotli || s3.zstd || s3.file.endsWith(".br") || s3.file.endsWith(".tbr")) throw new TypeError("cannot append to compressed archives");
      if (!t?.length) throw new TypeError("no paths specified to add/replace");
    }), Oo = K(vt.syncFile, vt.asyncFile, vt.syncNoFile, vt.asyncNoFile, (s3, t = []) => {
      vt.validate?.(s3, t), To(s3);
    }), To = (s3) => {
      let t = s3.filter;
      s3.mtimeCache || (s3.mtimeCache = /* @__PURE__ */ new Map()), s3.filter = t ? (e, i) => t(e, i) && !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0)) : (e, i) => !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0));
    };
  }
});

// src/app/agent-tools.ts
var agent_tools_exports = {};
__export(agent_tools_exports, {
  currentState: () => currentState,
  inspectCheckpoint: () => inspectCheckpoint,
  listResumableSessions: () => listResumableSessions,
  listSessionCheckpoints: () => listSessionCheckpoints,
  resumeFromAgent: () => resumeFromAgent,
  saveFromAgent: () => saveFromAgent,
  toolContext: () => toolContext
});
module.exports = __toCommonJS(agent_tools_exports);
init_errors();

// src/domain/volume/facts.ts
init_errors();
init_json();
var TAG_MAX = 200, ANNOTATION_MAX = 4e3, SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
function checkTag(tag) {
  let hint = 'a tag is one or more segments separated by "/" (milestone/v1.0, experiment/approach-a, stable): letters, digits, ".", "_", "+", "-"; no spaces';
  if (tag.length === 0) throw new CheckpointError("USAGE", "the tag is empty", hint);
  if (tag.length > TAG_MAX)
    throw new CheckpointError("USAGE", `the tag is ${tag.length} characters long (at most ${TAG_MAX})`, hint);
  for (let seg of tag.split("/")) {
    if (seg === "") throw new CheckpointError("USAGE", `tag "${tag}" has an empty segment`, hint);
    if (!SEGMENT.test(seg))
      throw new CheckpointError("USAGE", `tag "${tag}": segment "${seg}" has a character a tag cannot hold`, hint);
  }
  return tag;
}
var TAGS_MAX = 100;
function checkTags(tags) {
  if (tags.length > TAGS_MAX)
    throw new CheckpointError(
      "USAGE",
      `${tags.length} tags given; at most ${TAGS_MAX} at once`,
      "give the tags that matter; more can be added later with `pai-checkpoint tag <id> <tag>`"
    );
  return [...new Set(tags.map(checkTag))];
}
function checkAnnotation(text4) {
  let t = text4.trim();
  if (!t) throw new CheckpointError("USAGE", "the annotation is empty", 'give its text: annotate <id> "<text>"');
  if (t.length > ANNOTATION_MAX)
    throw new CheckpointError("USAGE", `the annotation is ${t.length} characters long (at most ${ANNOTATION_MAX})`);
  return t;
}
function tagMatches(pattern, tag) {
  let re2 = globRegExp(pattern);
  if (re2.test(tag)) return !0;
  let segs = tag.split("/");
  for (let n = segs.length - 1; n >= 1; n--) if (re2.test(segs.slice(0, n).join("/"))) return !0;
  return !1;
}
var globCache = /* @__PURE__ */ new Map();
function globRegExp(pattern) {
  let re2 = globCache.get(pattern);
  if (re2) return re2;
  let src = "";
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern[i];
    c === "*" && pattern[i + 1] === "*" ? (src += ".*", i++) : c === "*" ? src += "[^/]*" : c === "?" ? src += "[^/]" : src += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return re2 = new RegExp(`^${src}$`), globCache.set(pattern, re2), re2;
}
var ISSUE_FORMS = "a GitHub issue URL (https://github.com/<owner>/<repo>/issues/<n>), a Linear issue URL (https://linear.app/<workspace>/issue/<KEY-123>) or a Beads id (ph-xxx)";
function parseIssueRef(ref) {
  let s3 = ref.trim(), gh = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/issues\/(\d+)\/?(?:[?#].*)?$/.exec(s3);
  if (gh)
    return {
      tracker: "github",
      id: `${gh[1]}/${gh[2]}#${gh[3]}`,
      url: `https://github.com/${gh[1]}/${gh[2]}/issues/${gh[3]}`
    };
  let linear2 = /^(?:https?:\/\/)?linear\.app\/([A-Za-z0-9_-]+)\/issue\/([A-Za-z][A-Za-z0-9]*-\d+)(?:\/[^?#]*)?\/?(?:[?#].*)?$/.exec(
    s3
  );
  if (linear2) {
    let key = linear2[2].toUpperCase();
    return { tracker: "linear", id: key, url: `https://linear.app/${linear2[1]}/issue/${key}` };
  }
  if (/^ph-[a-z0-9]+(?:\.[0-9]+)*$/i.test(s3)) return { tracker: "beads", id: s3.toLowerCase() };
  throw new CheckpointError("USAGE", `"${ref}" is not an issue reference this knows`, `give ${ISSUE_FORMS}`);
}
var sameIssue = (a, b2) => a.tracker === b2.tracker && a.id === b2.id;
function applyFacts(m2, facts) {
  let view = {
    approval: m2.approval,
    tags: [...m2.tags],
    annotations: [...m2.annotations],
    linked_issues: [...m2.linked_issues]
  };
  for (let f2 of facts)
    switch (f2.kind) {
      case "approve":
      case "reject":
        view.approval = {
          status: f2.kind === "approve" ? "approved" : "rejected",
          user: f2.user,
          timestamp: f2.at,
          ...f2.reason ? { reason: f2.reason } : {},
          policy: f2.policy
        };
        break;
      case "tag":
        view.tags.includes(f2.tag) || view.tags.push(f2.tag);
        break;
      case "untag":
        view.tags = view.tags.filter((t) => t !== f2.tag);
        break;
      case "annotate":
        view.annotations.push({ timestamp: f2.at, user: f2.user, text: f2.text });
        break;
      case "link":
        view.linked_issues.some((i) => sameIssue(i, f2.issue)) || view.linked_issues.push(f2.issue);
        break;
      case "unlink":
        view.linked_issues = view.linked_issues.filter((i) => !sameIssue(i, f2.issue));
        break;
    }
  return view;
}
function withFacts(m2, facts) {
  return facts.length === 0 ? m2 : { ...m2, ...applyFacts(m2, facts) };
}
function bad(where, what) {
  return new CheckpointError(
    "INVALID_DATA",
    `${where}: ${what}`,
    "the volume was damaged or tampered with: run `pai-checkpoint verify --all`"
  );
}
var text = (v2) => typeof v2 == "string" && v2.length > 0;
function parseFact(raw, where, checkpoint) {
  let v2 = parseJsonText(raw, where);
  if (typeof v2 != "object" || v2 === null || Array.isArray(v2)) throw bad(where, "not a JSON object");
  if (v2.v !== 1) throw bad(where, `version ${JSON.stringify(v2.v)} is not 1`);
  if (v2.checkpoint !== checkpoint)
    throw bad(where, `it is about checkpoint ${JSON.stringify(v2.checkpoint)}, not ${checkpoint}`);
  if (!text(v2.at) || Number.isNaN(Date.parse(v2.at)) || !text(v2.user))
    throw bad(where, 'no valid "at" and "user"');
  let base = { v: 1, checkpoint, at: v2.at, user: v2.user }, kind = v2.kind;
  try {
    if (kind === "tag" || kind === "untag") return { ...base, kind, tag: checkTag(String(v2.tag ?? "")) };
    if (kind === "annotate") return { ...base, kind, text: checkAnnotation(String(v2.text ?? "")) };
    if (kind === "approve" || kind === "reject") {
      if (!text(v2.policy) || v2.reason !== void 0 && typeof v2.reason != "string" || kind === "reject" && !text(v2.reason))
        throw bad(where, "a decision needs a policy (and a rejection a reason)");
      return { ...base, kind, policy: v2.policy, ...text(v2.reason) ? { reason: v2.reason } : {} };
    }
    if (kind === "link" || kind === "unlink") {
      let i = v2.issue;
      if (typeof i != "object" || i === null || !text(i.tracker) || !text(i.id) || i.url !== void 0 && !text(i.url))
        throw bad(where, 'no valid "issue"');
      return {
        ...base,
        kind,
        issue: { tracker: i.tracker, id: i.id, ...text(i.url) ? { url: i.url } : {} }
      };
    }
  } catch (err) {
    throw err instanceof CheckpointError && err.code === "USAGE" ? bad(where, err.message) : err;
  }
  throw bad(where, `unknown kind ${JSON.stringify(kind)}`);
}

// src/domain/session/state.ts
var import_node_fs3 = require("node:fs"), import_node_os = require("node:os"), import_node_path2 = require("node:path");
init_atomic();
init_errors();
init_keys();
function addNotice(state, notice) {
  let list = state.notices ??= [];
  list.includes(notice) || list.push(notice), list.length > 5 && list.splice(0, list.length - 5);
}
function sessionFile(paths, sessionId) {
  return (0, import_node_path2.join)(paths.sessionsDir, `${assertSafeKey("session id", sessionId)}.json`);
}
function sessionLockPath(paths, sessionId) {
  return `${sessionFile(paths, sessionId)}.lock`;
}
function loadSession(paths, sessionId) {
  try {
    let text4 = readFileIfExists(sessionFile(paths, sessionId));
    if (!text4) return;
    let s3 = JSON.parse(text4);
    return s3?.v === 1 && s3.sessionId === sessionId ? s3 : void 0;
  } catch {
    return;
  }
}
function saveSession(paths, state) {
  writeFileAtomicSync(sessionFile(paths, state.sessionId), `${JSON.stringify(state)}
`, { fsync: !1 });
}
function newSession(sessionId, cwd, project, now) {
  let at2 = now.toISOString();
  return {
    v: 1,
    sessionId,
    cwd,
    project,
    transcriptOffset: 0,
    host: (0, import_node_os.hostname)(),
    startedAt: at2,
    heartbeatAt: at2,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: !1
  };
}
function sessionStateIds(paths) {
  try {
    return new Set(
      (0, import_node_fs3.readdirSync)(paths.sessionsDir).filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -5))
    );
  } catch (err) {
    return errnoCode(err) === "ENOENT" ? /* @__PURE__ */ new Set() : void 0;
  }
}
function listSessionIds(paths) {
  try {
    return (0, import_node_fs3.readdirSync)(paths.sessionsDir).filter((n) => n.endsWith(".json") && !n.startsWith(".")).map((n) => n.slice(0, -5));
  } catch {
    return [];
  }
}

// src/domain/transcript/tasks.ts
var import_node_fs4 = require("node:fs"), import_node_path4 = require("node:path");
init_keys();
init_paths();
var STATUSES = /* @__PURE__ */ new Set(["pending", "in_progress", "completed"]);
function readIscCriteria(sessionId, claudeDir = resolveClaudeDir()) {
  if (!isSafeKey(sessionId)) return [];
  let dir2 = (0, import_node_path4.join)(claudeDir, "tasks", sessionId), names;
  try {
    names = (0, import_node_fs4.readdirSync)(dir2).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  let out2 = [];
  for (let name of names)
    try {
      let t = JSON.parse((0, import_node_fs4.readFileSync)((0, import_node_path4.join)(dir2, name), "utf8")), status2 = String(t.status ?? "pending");
      if (!STATUSES.has(status2) || typeof t.subject != "string") continue;
      out2.push({
        id: String(t.id ?? name.replace(/\.json$/, "")),
        subject: t.subject,
        status: status2
      });
    } catch {
    }
  return out2.sort((a, b2) => Number(a.id) - Number(b2.id) || a.id.localeCompare(b2.id));
}
var criterionStatus = (status2) => STATUSES.has(status2) ? status2 : "pending";
function criteriaFromTodos(todos) {
  return todos.map((t, i) => ({ id: String(i + 1), subject: t.content, status: criterionStatus(t.status) }));
}
function criteriaFromTasks(tasks) {
  return Object.entries(tasks).map(([id, t]) => ({ id, subject: t.subject, status: criterionStatus(t.status) }));
}

// src/domain/transcript/tail.ts
var import_node_fs5 = require("node:fs");

// src/core/json-lines.ts
function parseJsonLine(line) {
  if (line.trim())
    try {
      return JSON.parse(line);
    } catch {
      return;
    }
}
function jsonLines(text4) {
  let out2 = [];
  for (let line of typeof text4 == "string" ? text4.split(`
`) : text4) {
    let v2 = parseJsonLine(line);
    v2 !== void 0 && out2.push(v2);
  }
  return out2;
}

// src/domain/transcript/tail.ts
init_regular();

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
init_phases();
var BAR = "\u2501", MAX_MIDDLE = 64, MAX_TASK = 120;
function hws(ch) {
  return ch !== void 0 && ch !== `
` && ch !== "\r" && /\s/.test(ch);
}
function skipHws(text4, at2) {
  for (; hws(text4[at2]); ) at2++;
  return at2;
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
function headerAt(text4, from) {
  let start = skipHws(text4, from), close = start;
  for (; close < text4.length && close - start <= MAX_MIDDLE && text4[close] !== BAR && text4[close] !== `
`; ) close++;
  if (text4[close] !== BAR) return { next: from };
  let after = close;
  for (; text4[after] === BAR; ) after++;
  if (after - close < 3) return { next: close };
  let name = phaseNameOf(text4.slice(start, close)), at2 = skipHws(text4, after), digit = text4[at2];
  if (!name || digit === void 0 || digit < "1" || digit > "7") return { next: close };
  if (at2 = skipHws(text4, at2 + 1), text4[at2] !== "/") return { next: close };
  if (at2 = skipHws(text4, at2 + 1), text4[at2] !== "7") return { next: close };
  let number3 = Number(digit);
  return PHASES[number3 - 1] !== name ? { next: close } : { phase: { number: number3, name }, next: at2 + 1 };
}
var TASK_RE = /🗒\uFE0F?[^\S\n]*TASK:[^\S\n]*([^\n]+)/gu;
function cleanTask(s3) {
  let t = s3.slice(0, MAX_TASK * 8).replace(/[*_`]+/g, "").replace(/\s+/g, " ").trim();
  return t.length > MAX_TASK ? `${t.slice(0, MAX_TASK - 1)}\u2026` : t;
}
function mayContainSignal(text4) {
  return text4.includes("\u2501\u2501\u2501") || text4.includes("TASK:");
}
function scanAlgorithmText(text4) {
  if (!mayContainSignal(text4)) return [];
  let found = [];
  for (let i = text4.indexOf("\u2501\u2501\u2501"); i >= 0; ) {
    let end = i;
    for (; text4[end] === BAR; ) end++;
    let h = headerAt(text4, end);
    h.phase && found.push({ at: i, signal: { kind: "phase", ...h.phase } }), i = text4.indexOf("\u2501\u2501\u2501", Math.max(h.next, end));
  }
  for (let m2 of text4.matchAll(TASK_RE)) {
    let summary = cleanTask(m2[1] ?? "");
    summary && found.push({ at: m2.index, signal: { kind: "task", summary } });
  }
  return found.sort((a, b2) => a.at - b2.at).map((f2) => f2.signal);
}
function summarizePrompt(prompt, words = 8) {
  let w2 = prompt.replace(/\s+/g, " ").trim().split(" ").filter(Boolean), s3 = w2.slice(0, words).join(" ");
  return cleanTask(w2.length > words ? `${s3}\u2026` : s3);
}

// src/domain/transcript/prompt.ts
var SLASH_COMMAND = /^\/[\w:.-]+(?:\s|$)/;
function isPromptText(text4) {
  let t = text4.trimStart();
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
var isObject = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2), text2 = (v2) => typeof v2 == "string" ? v2 : void 0, count = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0 ? v2 : 0;
function lineEvents(line) {
  if (!isObject(line)) return [];
  let out2 = [], context = contextOf(line);
  context && out2.push(context);
  let type = line.type;
  return type === "system" && line.subtype === "compact_boundary" ? out2.push(compactionOf(line)) : type === "user" ? userEvents(line, out2) : type === "assistant" && assistantEvents(line, out2), out2;
}
function contextOf(line) {
  let cwd = text2(line.cwd), branch = text2(line.gitBranch), version2 = text2(line.version);
  if (cwd === void 0 && !branch && version2 === void 0) return;
  let c = { kind: "context" };
  return cwd !== void 0 && (c.cwd = cwd), branch && (c.gitBranch = branch), version2 !== void 0 && (c.version = version2), c;
}
function compactionOf(line) {
  let meta2 = isObject(line.compactMetadata) ? line.compactMetadata : {};
  return {
    kind: "compaction",
    uuid: text2(line.uuid) ?? null,
    timestamp: text2(line.timestamp) ?? null,
    trigger: text2(meta2.trigger) ?? null,
    preTokens: typeof meta2.preTokens == "number" ? meta2.preTokens : null
  };
}
function messageOf(line) {
  return isObject(line.message) ? line.message : {};
}
function userEvents(line, out2) {
  let uuid2 = text2(line.uuid);
  out2.push(uuid2 === void 0 ? { kind: "message", role: "user" } : { kind: "message", role: "user", uuid: uuid2 });
  let content = messageOf(line).content;
  isPromptLine(line, content) && out2.push({ kind: "prompt", text: content });
  let command = typedCommandOf(line, content);
  if (command && out2.push({ kind: "command", ...command }), !Array.isArray(content)) return;
  let results = content.filter(
    (b2) => isObject(b2) && b2.type === "tool_result" && typeof b2.tool_use_id == "string" && b2.tool_use_id !== ""
  );
  for (let b2 of results) {
    let r = {
      kind: "tool_result",
      toolUseId: b2.tool_use_id,
      isError: b2.is_error === !0
    };
    r.isError && (r.error = resultText(b2.content).slice(0, 500)), results.length === 1 && line.toolUseResult !== void 0 && (r.result = line.toolUseResult), out2.push(r);
  }
}
function resultText(content) {
  return typeof content == "string" ? content : Array.isArray(content) ? content.map((c) => isObject(c) && typeof c.text == "string" ? c.text : "").join(`
`) : "";
}
function assistantEvents(line, out2) {
  let message = messageOf(line), m2 = {
    kind: "message",
    role: "assistant"
  }, uuid2 = text2(line.uuid), id = text2(message.id), model = text2(message.model);
  uuid2 !== void 0 && (m2.uuid = uuid2), id && (m2.id = id), model !== void 0 && (m2.model = model), isObject(message.usage) && (m2.usage = usageOf(message.usage)), out2.push(m2);
  let content = message.content;
  if (Array.isArray(content))
    for (let b2 of content)
      isObject(b2) && (b2.type === "text" && typeof b2.text == "string" ? out2.push({ kind: "assistant_text", text: b2.text }) : b2.type === "tool_use" && typeof b2.name == "string" && b2.name && toolUseEvents(b2, out2));
}
function usageOf(u2) {
  return {
    input: count(u2.input_tokens),
    output: count(u2.output_tokens),
    cache_creation: count(u2.cache_creation_input_tokens),
    cache_read: count(u2.cache_read_input_tokens)
  };
}
function toolUseEvents(b2, out2) {
  let use = { kind: "tool_use", name: b2.name, input: isObject(b2.input) ? b2.input : {} };
  typeof b2.id == "string" && b2.id && (use.id = b2.id), out2.push(use), use.name === "TodoWrite" && Array.isArray(use.input.todos) && out2.push({ kind: "todos", todos: todosOf(use.input.todos) });
}
function todosOf(list) {
  return list.filter((t) => isObject(t) && typeof t.content == "string").map((t) => ({
    content: t.content,
    status: typeof t.status == "string" ? t.status : "pending"
  }));
}
var MODIFYING = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
function toolFile(use) {
  let path = text2(use.input.file_path) ?? text2(use.input.notebook_path);
  return path ? { path, modifies: MODIFYING.has(use.name) } : void 0;
}
function isTaskTool(name) {
  return name === "TaskCreate" || name === "TaskUpdate";
}
var taskId = (v2) => typeof v2 == "string" && v2 ? v2 : typeof v2 == "number" && Number.isFinite(v2) ? String(v2) : void 0;
function taskOperation(call2, result2) {
  let r = isObject(result2.result) ? result2.result : {};
  if (result2.isError || r.success === !1) return;
  let op = { id: "" };
  if (call2.name === "TaskCreate") {
    let task = isObject(r.task) ? r.task : {};
    op.id = taskId(task.id) ?? "";
    let subject = text2(call2.input.subject) ?? text2(task.subject);
    subject !== void 0 && (op.subject = subject);
  } else if (call2.name === "TaskUpdate") {
    op.id = taskId(call2.input.taskId) ?? taskId(r.taskId) ?? "";
    let subject = text2(call2.input.subject), status2 = text2(call2.input.status);
    subject !== void 0 && (op.subject = subject), status2 !== void 0 && (op.status = status2);
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
    let n = (0, import_node_fs5.readSync)(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
function readNewLines(path, offset, maxBytes = TAIL_WINDOW, o = {}) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let size = (0, import_node_fs5.fstatSync)(fd).size, start = offset, reset = !1, midLine = o.midLine ?? !1;
      size < start && (start = 0, reset = !0, midLine = !1);
      let limit = Math.max(maxBytes, o.limit ?? TAIL_WINDOW), buf, skipped = 0, read3 = 0;
      for (; ; ) {
        let len = Math.min(maxBytes, size - start);
        if (len <= 0) return { lines: [], reset, skipped, offset: start, more: !1, midLine, read: read3 };
        buf ??= Buffer.allocUnsafe(len);
        let got = readAt(fd, buf, len, start);
        read3 += got;
        let window2 = buf.subarray(0, got), from = 0;
        if (midLine) {
          let nl = window2.indexOf(NL);
          if (from = nl + 1, nl < 0) {
            if (skipped += got, start += got, start >= size || read3 + maxBytes > limit)
              return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read: read3 };
            continue;
          }
          skipped += from, midLine = !1;
        }
        let last = window2.lastIndexOf(NL);
        if (last >= from)
          return { lines: window2.toString("utf8", from, last).split(`
`).filter((l) => l.length > 0), reset, skipped, offset: start + last + 1, more: start + last + 1 < size, midLine: !1, read: read3 };
        if (from > 0 || got < maxBytes)
          return {
            lines: [],
            reset,
            skipped,
            offset: start + from,
            more: from > 0 && start + got < size,
            midLine: !1,
            read: read3
          };
        if (midLine = !0, skipped += got, start += got, start >= size || read3 + maxBytes > limit)
          return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read: read3 };
      }
    } finally {
      (0, import_node_fs5.closeSync)(fd);
    }
}
function lineStartAfter(path, pos, maxBytes = TAIL_WINDOW) {
  if (pos <= 0) return 0;
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let buf = Buffer.allocUnsafe(Math.max(1, Math.min(maxBytes, (0, import_node_fs5.fstatSync)(fd).size - pos + 1))), got = readAt(fd, buf, buf.length, pos - 1), nl = buf.subarray(0, got).indexOf(NL);
      return nl < 0 ? void 0 : pos + nl;
    } finally {
      (0, import_node_fs5.closeSync)(fd);
    }
}
function scanTranscriptLines(lines2, awaited = []) {
  let out2 = { texts: [], prompts: 0, events: [] }, waiting = [...awaited];
  for (let raw of lines2) {
    if (!mayMatter(raw, waiting)) continue;
    let line = parseJsonLine(raw);
    if (line !== void 0)
      for (let ev of lineEvents(line))
        ev.kind === "assistant_text" ? (ev.text.trim() && (out2.lastText = ev.text), mayContainSignal(ev.text) && out2.texts.push(ev.text)) : ev.kind === "todos" ? out2.todos = ev.todos : ev.kind === "prompt" ? (out2.lastPrompt = ev.text, out2.prompts++, out2.activity = "loud") : ev.kind === "command" ? isReadOnlyCommand(ev.name, ev.args) ? out2.activity ??= "quiet" : out2.activity = "loud" : (ev.kind === "tool_use" || ev.kind === "tool_result" || ev.kind === "message" && ev.role === "assistant") && (out2.events.push(ev), ev.kind === "tool_use" && (out2.activity = "loud"), ev.kind === "tool_use" && ev.id && isTaskTool(ev.name) && waiting.push(ev.id));
  }
  return out2;
}

// src/domain/session/tracker.ts
init_errors();
init_ids();
init_paths();
init_phases();

// src/platform/process.ts
var import_node_fs7 = require("node:fs"), import_node_os4 = require("node:os");
init_lock();
function procInfo(pid) {
  if (process.platform === "linux")
    try {
      let stat4 = (0, import_node_fs7.readFileSync)(`/proc/${pid}/stat`, "utf8"), close = stat4.lastIndexOf(")"), comm = stat4.slice(stat4.indexOf("(") + 1, close), rest = stat4.slice(close + 2).split(" ");
      return { pid, ppid: Number(rest[1]), comm, start: rest[19] ?? "" };
    } catch {
      return;
    }
  try {
    let out2 = process.getBuiltinModule("node:child_process").execFileSync("ps", ["-o", "ppid=,lstart=,comm=", "-p", String(pid)], {
      encoding: "utf8",
      timeout: 2e3
    }).trim(), m2 = /^(\d+)\s+(\w{3}\s+\w{3}\s+\d+\s+[\d:]+\s+\d{4})\s+(.*)$/.exec(out2);
    if (!m2) return;
    let comm = (m2[3] ?? "").split("/").pop() ?? "";
    return { pid, ppid: Number(m2[1]), comm, start: m2[2] ?? "" };
  } catch {
    return;
  }
}
function processLiveness(host, pid, start) {
  if (host !== (0, import_node_os4.hostname)() || !pid) return "unknown";
  if (!pidAlive(pid)) return "dead";
  if (!start) return "alive";
  let info = procInfo(pid);
  return info ? info.start === start ? "alive" : "dead" : "unknown";
}

// src/domain/session/lifecycle.ts
init_lock();
var LIFECYCLES = [
  "running",
  "ended",
  "crashed",
  "interrupted",
  "carried_over",
  "disabled",
  "resuming",
  "resume_failed",
  "unknown"
], SETTLED = ["ended", "carried_over", "disabled", "resuming", "resume_failed"];
function lifecycleOf(state, now, staleMs) {
  if (!state) return "unknown";
  if (state.disabled) return "disabled";
  if (state.carriedOverAt) return "carried_over";
  let live = processLiveness(state.host, state.claudePid, state.claudeStart);
  return state.interruptedAt && live !== "alive" ? "interrupted" : state.endedAt ? "ended" : live === "alive" ? "running" : live === "dead" || state.crashedAt || now - Date.parse(state.heartbeatAt) > staleMs ? "crashed" : "running";
}
function volumeWord(state) {
  return state.carriedOverAt ? "carried_over" : state.interruptedAt ? "interrupted" : state.endedAt ? "ended" : state.crashedAt ? "crashed" : "running";
}
function remoteLifecycle(word, lastSign, now, staleMs) {
  return typeof word == "string" && SETTLED.includes(word) || word === "crashed" || word === "interrupted" ? word : lastSign === void 0 ? "unknown" : now - lastSign > staleMs ? "crashed" : "running";
}
var isDead = (l) => l === "crashed" || l === "interrupted";
function markCarriedOver(state, by, at2) {
  return state.carriedOverAt || state.sessionId === by ? !1 : (state.carriedOverAt = at2, state.carriedOverBy = by, !0);
}
function recordCarryOver(paths, current, from, at2) {
  if (from === current.sessionId) return;
  let lock = tryAcquire(sessionLockPath(paths, from), { timeoutMs: 200 });
  if (lock) {
    try {
      let old = loadSession(paths, from);
      if (!old || !markCarriedOver(old, current.sessionId, at2)) return;
      saveSession(paths, old);
    } finally {
      lock.release();
    }
    current.carryPending = [.../* @__PURE__ */ new Set([...current.carryPending ?? [], from])];
  }
}
function captureOff(config2) {
  if (!config2.capture.enabled)
    return `pai-checkpoint is off in this project: [capture] enabled = false in ${config2.capture.disabledBy ?? "its checkpoint.toml"}`;
}

// src/domain/session/kept-text.ts
init_hash();
function turnReadTo(state, finalText) {
  let last = state.turnLastText;
  return state.turnActivity === "loud" ? !0 : last !== void 0 && last !== "" && (finalText.trim().includes(last) || last === keptText(finalText.trim()));
}
var KEPT_TEXT_MAX = 8192, KEPT_END = 2048;
function keptText(text4) {
  if (text4.length <= KEPT_TEXT_MAX) return text4;
  let digest = sha256Hex(text4);
  return `${text4.slice(0, KEPT_END)}
\u2026[${text4.length} characters, sha256 ${digest}]\u2026
${text4.slice(-KEPT_END)}`;
}
function keptTextHolds(kept, text4) {
  return kept.includes(text4) || text4.length > KEPT_TEXT_MAX && keptText(text4) === kept;
}

// src/domain/session/transcript-look.ts
var import_node_fs8 = require("node:fs");
init_errors();

// src/domain/session/observe.ts
init_redact();
var OPEN_MAX = 64;
function addUsage(into, model, u2) {
  let t = into[model] ??= { input: 0, output: 0, cache_creation: 0, cache_read: 0 };
  t.input += u2.input, t.output += u2.output, t.cache_creation += u2.cache_creation, t.cache_read += u2.cache_read;
}
function bounded(r, max) {
  let keys = Object.keys(r);
  return keys.length <= max ? r : Object.fromEntries(keys.slice(-max).map((k2) => [k2, r[k2]]));
}
function observe(state, found) {
  found.todos && (state.todos = found.todos), found.lastPrompt && (state.lastPrompt = redactSecretPatterns(found.lastPrompt));
  let m2 = state.metrics ??= { turns: 0, toolCalls: 0, tokens: {} };
  m2.turns += found.prompts, found.activity && state.turnActivity !== "loud" && (state.turnActivity = found.activity);
  let tools = { ...state.openTools }, tasks = { ...state.openTaskCalls }, errors = [], tasksChanged = !1;
  for (let ev of found.events)
    if (ev.kind === "message") {
      if (!ev.id || !ev.usage) continue;
      m2.open && m2.open.id !== ev.id && addUsage(m2.tokens, m2.open.model, m2.open.usage), m2.open = { id: ev.id, model: ev.model ?? "", usage: ev.usage };
    } else if (ev.kind === "tool_use") {
      if (m2.toolCalls++, m2.lastTool = ev.name, !ev.id) continue;
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
function tokensSoFar(m2) {
  let out2 = {};
  for (let [model, u2] of Object.entries(m2?.tokens ?? {})) addUsage(out2, model, u2);
  return m2?.open && addUsage(out2, m2.open.model, m2.open.usage), out2;
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
    size = (0, import_node_fs8.statSync)(path).size;
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
var LOOK_BYTES = 32 * 1024 * 1024, FIRST_LOOK_BYTES = 16 * 1024 * 1024, recordsApi = () => Promise.resolve().then(() => (init_api2(), api_exports)), FINAL_TEXT_WAIT_MS = 1500;
async function catchUp(ctx2, state, options = {}) {
  let created = state.pendingRecords?.length ? await writePlannedRecords(ctx2, state, { leftOver: !0 }) : [], signals = [], seen = { toolErrors: [], tasksChanged: !1, more: !1, read: 0 }, limits = { maxBytes: LOOK_BYTES, firstLookBytes: FIRST_LOOK_BYTES, window: TAIL_WINDOW, ...options.limits }, final = options.finalText?.trim(), kept = final && mayContainSignal(final) ? keptText(final) : void 0, want = kept !== void 0 && kept !== state.lastStopText ? final : void 0, deadline = Date.now() + (options.waitMs ?? FINAL_TEXT_WAIT_MS), seenText = !1;
  for (; ; ) {
    for (let text4 of readTranscript(ctx2, state, seen, limits)) {
      if (state.pendingText !== void 0 && keptTextHolds(state.pendingText, text4.trim())) {
        delete state.pendingText;
        continue;
      }
      want?.includes(text4.trim()) && (seenText = !0), signals.push(...scanAlgorithmText(text4));
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
      ...Array.from({ length: Math.max(0, phase - offered.phaseNumber) }, (_2, i) => offered.phaseNumber + i)
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
    completedPhases: [...state.completedPhases].sort((a, b2) => a - b2),
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
  let { createCheckpointSync: createCheckpointSync2, completeCheckpointSync: completeCheckpointSync2, findRecord: findRecord2 } = await recordsApi(), created = [];
  for (let p2 of state.pendingRecords ?? []) {
    let found = o.leftOver ? findRecord2(ctx2.paths.checkpointsDir, p2.id) : void 0, file2 = found ? found.file : createCheckpointSync2(phaseName(p2.phaseNumber) ?? "OBSERVE", p2.phaseNumber, p2.task, p2.criteria, p2.metadata, {
      ...recordOptions(ctx2),
      sessionId: state.sessionId,
      id: p2.id
    }).file;
    if (created.push({ id: p2.id, file: file2, phaseNumber: p2.phaseNumber }), !!p2.completes)
      try {
        completeCheckpointSync2(p2.completes, recordOptions(ctx2)), p2.carriedFrom && recordCarryOver(ctx2.paths, state, p2.carriedFrom, ctx2.now().toISOString());
      } catch (err) {
        ctx2.warn(`could not close ${p2.completes} after carrying its work over: ${errorMessage(err)}`);
      }
  }
  return delete state.pendingRecords, created;
}
async function writeRecord(ctx2, state, phaseNumber, spec) {
  state.pendingRecords?.length && await writePlannedRecords(ctx2, state, { leftOver: !0 });
  let { id } = planRecord(ctx2, state, phaseNumber, spec), [rec] = await writePlannedRecords(ctx2, state);
  return { checkpointId: id, file: rec.file };
}

// src/domain/volume/read.ts
init_errors();
init_keys();

// src/storage/layout.ts
init_keys();
var CHECKPOINTS = "checkpoints/", SESSIONS = "sessions/", MANIFEST = "manifest.json", INDEX = "index.json";
function sessionPrefix(sessionId) {
  return `${CHECKPOINTS}${assertSafeKey("session id", sessionId)}/`;
}
function checkpointPrefix(sessionId, id) {
  return `${sessionPrefix(sessionId)}${assertSafeKey("checkpoint id", id)}/`;
}
function partKey(sessionId, id, part) {
  return `${checkpointPrefix(sessionId, id)}${part}`;
}
function manifestKey(sessionId, id) {
  return partKey(sessionId, id, MANIFEST);
}
var FACTS = "facts/";
function factKey(sessionId, id, fact) {
  return `${checkpointPrefix(sessionId, id)}${FACTS}${assertSafeKey("fact id", fact)}.json`;
}
function indexKey(sessionId) {
  return `${sessionPrefix(sessionId)}${INDEX}`;
}
function sessionStatusKey(sessionId) {
  return `${SESSIONS}${assertSafeKey("session id", sessionId)}/session.json`;
}
function leasePrefix(sessionId) {
  return `${SESSIONS}${assertSafeKey("session id", sessionId)}/lease/`;
}
function leaseKey(sessionId, epoch) {
  if (!Number.isSafeInteger(epoch) || epoch < 1 || epoch > 9999999999)
    throw new RangeError(`invalid lease epoch ${epoch}`);
  return `${leasePrefix(sessionId)}${String(epoch).padStart(10, "0")}.json`;
}
function epochOfLeaseKey(key) {
  let m2 = /\/lease\/(\d{10})\.json$/.exec(key);
  return m2 ? Number(m2[1]) : void 0;
}
function sessionOfFolder(folder) {
  if (!folder.startsWith(CHECKPOINTS) || !folder.endsWith("/")) return;
  let name = folder.slice(CHECKPOINTS.length, -1);
  return name && !name.includes("/") ? name : void 0;
}
function checkpointOfKey(key) {
  if (!key.startsWith(CHECKPOINTS)) return;
  let [sessionId, id, ...rest] = key.slice(CHECKPOINTS.length).split("/");
  if (!(!sessionId || !id || rest.length === 0 || rest.includes("")))
    return { sessionId, id, part: rest.join("/") };
}
var CONTENT_PACKS = "content/packs/", CONTENT_INDEX = "content/index/", CONTENT_LOCKS = "content/locks/", CONTENT_ROOTS = "content/roots/";
function contentRootKey(sessionId, id) {
  return `${CONTENT_ROOTS}${assertSafeKey("session id", sessionId)}/${assertSafeKey("checkpoint id", id)}.json`;
}
function packKey(id) {
  return `${CONTENT_PACKS}${assertSafeKey("pack id", id).slice(0, 2)}/${id}`;
}
function contentIndexKey(id) {
  return `${CONTENT_INDEX}${assertSafeKey("index id", id)}.json`;
}
var SHARED_PARTS = "parts/";
function sharedPartKey(name) {
  if (!/^[0-9a-f]{64}$/.test(name)) throw new RangeError(`invalid shared part name ${JSON.stringify(name)}`);
  return `${SHARED_PARTS}${name.slice(0, 2)}/${name}`;
}
var ENVIRONMENT_LISTS = "environment/";
function packageListKey(sha2562) {
  if (!/^[0-9a-f]{64}$/.test(sha2562)) throw new RangeError(`invalid package list hash ${JSON.stringify(sha2562)}`);
  return `${ENVIRONMENT_LISTS}${sha2562}.txt`;
}
var MEMORY = "memory/";
function memoryViewKey(project) {
  return `${MEMORY}${assertSafeKey("project id", project)}.json`;
}
function memoryPrefix(project) {
  return `${MEMORY}${assertSafeKey("project id", project)}/`;
}
var MEMORY_CHANGES = "changes/";
function memoryChangeKey(project, id) {
  return `${memoryPrefix(project)}${MEMORY_CHANGES}${assertSafeKey("change id", id)}.json`;
}
function memorySnapshotKey(project, generation) {
  if (!Number.isSafeInteger(generation) || generation < 1 || generation > 9999999999)
    throw new RangeError(`invalid memory generation ${generation}`);
  return `${memoryPrefix(project)}snapshot-${String(generation).padStart(10, "0")}.json`;
}
function sessionSummaryKey(sessionId) {
  return `${SESSIONS}${assertSafeKey("session id", sessionId)}/summary.md`;
}
function volumeLockKey(id) {
  return `${CONTENT_LOCKS}${assertSafeKey("lock id", id)}.json`;
}
function packOfKey(key) {
  return /^content\/packs\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(key)?.[1];
}
function isPrivateKey(key) {
  let at2 = checkpointOfKey(key);
  return at2 ? at2.part !== MANIFEST : packOfKey(key) !== void 0 || key.startsWith(SHARED_PARTS) || key.startsWith(CONTENT_INDEX) || key.startsWith(CONTENT_ROOTS) || key.startsWith(ENVIRONMENT_LISTS) || key.startsWith(MEMORY) || /^sessions\/[^/]+\/(summary\.md$|monitor\/)/.test(key);
}

// src/storage/sealed.ts
var import_node_crypto8 = require("node:crypto"), import_node_stream = require("node:stream");
init_errors();

// src/core/secrets.ts
var import_node_crypto7 = require("node:crypto"), import_node_fs14 = require("node:fs"), import_node_path10 = require("node:path");
init_atomic();
init_errors();
var KEY_BYTES = 32;
function keyId(key) {
  return (0, import_node_crypto7.createHmac)("sha256", key).update("pai-checkpoint key id").digest("hex").slice(0, 16);
}
function parseKey(text4, source) {
  let t = text4.trim(), key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, "hex") : /^[A-Za-z0-9+/]{43}=?$/.test(t) ? Buffer.from(t, "base64") : void 0;
  if (key?.length !== KEY_BYTES)
    throw new CheckpointError(
      "USAGE",
      `${source}: not a key (expected 64 hex digits: 32 random bytes)`,
      "make one with `openssl rand -hex 32`"
    );
  return { key, id: keyId(key), source };
}
function readKeyFile(path) {
  let text4;
  try {
    text4 = readFileIfExists(path);
  } catch (err) {
    throw new CheckpointError("USAGE", `key file ${path}: ${errorMessage(err)}`, "point it at a file holding the key");
  }
  if (text4 === void 0) return;
  let mode = (0, import_node_fs14.statSync)(path).mode & 511;
  if (mode & 63)
    throw new CheckpointError(
      "USAGE",
      `key file ${path} can be read by others (mode ${mode.toString(8).padStart(3, "0")})`,
      `chmod 600 ${path}`
    );
  return parseKey(text4, path);
}
function signingKey(path, create3) {
  let found = readKeyFile(path);
  if (found || !create3) return found;
  ensureDir((0, import_node_path10.dirname)(path));
  try {
    createFileExclusiveSync((0, import_node_path10.dirname)(path), [(0, import_node_path10.basename)(path)], `${(0, import_node_crypto7.randomBytes)(KEY_BYTES).toString("hex")}
`, {
      mode: 384
    });
  } catch (err) {
    if (!readKeyFile(path))
      throw new CheckpointError(
        "IO",
        `could not create the signing key ${path} (${errorMessage(err)})`,
        "make its folder writable"
      );
  }
  return readKeyFile(path);
}
function derivedSigningKey(volume) {
  let key = Buffer.from((0, import_node_crypto7.hkdfSync)("sha256", volume.key, Buffer.alloc(0), "pai-checkpoint signing 1", KEY_BYTES));
  return {
    key,
    id: keyId(key),
    source: `derived from the volume key ${volume.id} (${volume.source})`,
    volumeKeyId: volume.id
  };
}
var KEY_HOWTO = {
  volume: (id) => `set the volume key ${id} here: on a machine that has it, \`pai-checkpoint key export --volume -o volume.key\`; copy the file here, then \`pai-checkpoint key import --volume volume.key\` (or set [encryption] key_file in ~/.pai/checkpoint.toml, or PAI_CHECKPOINT_KEY)`,
  signing: (id) => `put the signing key ${id} here: on the machine that has it, \`pai-checkpoint key export -o signing.key\`; copy the file here, then \`pai-checkpoint key import signing.key\``
};

// src/storage/sealed.ts
var MAGIC = Buffer.from("pai-enc1"), HEADER = 32, SEGMENT2 = 64 * 1024, TAG = 16;
function sealedSize(plain) {
  return HEADER + plain + TAG * Math.max(1, Math.ceil(plain / SEGMENT2));
}
function storedSizeFits(stored, plain) {
  return stored === plain || stored === sealedSize(plain);
}
function isSealed(head) {
  return head.length >= MAGIC.length && Buffer.from(head.buffer, head.byteOffset, MAGIC.length).equals(MAGIC);
}
function objectKey(secret, salt) {
  return Buffer.from((0, import_node_crypto8.hkdfSync)("sha256", secret, salt, "pai-checkpoint object 1", 32));
}
function nonce(n, last) {
  let b2 = Buffer.alloc(12);
  return b2.writeUIntBE(n, 5, 6), b2[11] = last ? 1 : 0, b2;
}
function describe2(location, key) {
  let at2 = checkpointOfKey(key);
  if (at2) return `${at2.part} of checkpoint ${at2.sessionId}/${at2.id}`;
  let pack = packOfKey(key);
  return pack ? `workspace pack ${pack}` : `${location}/${key}`;
}
var Segments = class {
  held = [];
  bytes = 0;
  add(chunk) {
    this.held.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)), this.bytes += chunk.byteLength;
  }
  /** Every whole segment that has bytes after it. */
  *whole(size) {
    if (this.bytes <= size) return;
    let all = Buffer.concat(this.held, this.bytes), at2 = 0;
    for (; all.length - at2 > size; at2 += size) yield all.subarray(at2, at2 + size);
    this.held = [all.subarray(at2)], this.bytes = all.length - at2;
  }
  /** The first `n` bytes, taken off (the caller checked `bytes >= n`). */
  take(n) {
    let all = Buffer.concat(this.held, this.bytes);
    return this.held = [all.subarray(n)], this.bytes -= n, all.subarray(0, n);
  }
  rest() {
    return Buffer.concat(this.held, this.bytes);
  }
};
async function* encrypt(source, secret, seen) {
  let salt = (0, import_node_crypto8.randomBytes)(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), n = 0, seal = (plain2, last) => {
    let c = (0, import_node_crypto8.createCipheriv)("aes-256-gcm", key, nonce(n++, last));
    return c.setAAD(header), Buffer.concat([c.update(plain2), c.final(), c.getAuthTag()]);
  };
  yield header;
  let plain = new Segments();
  for await (let chunk of source) {
    seen.hash.update(chunk), seen.size += chunk.byteLength, plain.add(chunk);
    for (let segment of plain.whole(SEGMENT2)) yield seal(segment, !1);
  }
  yield seal(plain.rest(), !0);
}
async function* decrypt(source, keyFor, what) {
  let header, key, n = 0, open3 = (sealed, last) => {
    let d = (0, import_node_crypto8.createDecipheriv)("aes-256-gcm", key, nonce(n++, last));
    d.setAAD(header), d.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([d.update(sealed.subarray(0, sealed.length - TAG)), d.final()]);
    } catch {
      throw new CheckpointError(
        "INVALID_DATA",
        `${what} does not decrypt: it was changed, cut short or damaged on the volume`,
        "restore an earlier checkpoint; `pai-checkpoint verify --all` lists every damaged one"
      );
    }
  }, stored = new Segments();
  for await (let chunk of source) {
    if (stored.add(chunk), !header) {
      if (stored.bytes < HEADER) continue;
      header = Buffer.from(stored.take(HEADER)), key = objectKey(keyFor(header.subarray(8, 16).toString("hex")), header.subarray(16));
    }
    for (let segment of stored.whole(SEGMENT2 + TAG)) yield open3(segment, !1);
  }
  if (!header || stored.bytes < TAG)
    throw new CheckpointError(
      "INVALID_DATA",
      `${what} is cut short (an encrypted object without its end)`,
      "restore an earlier checkpoint"
    );
  yield open3(stored.rest(), !0);
}
function sealBytes(plain, secret) {
  let salt = (0, import_node_crypto8.randomBytes)(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), out2 = [header], n = 0;
  for (let at2 = 0; ; at2 += SEGMENT2) {
    let last = plain.length - at2 <= SEGMENT2, c = (0, import_node_crypto8.createCipheriv)("aes-256-gcm", key, nonce(n++, last));
    if (c.setAAD(header), out2.push(c.update(plain.subarray(at2, at2 + SEGMENT2)), c.final(), c.getAuthTag()), last) return Buffer.concat(out2);
  }
}
function openBytes(stored, keyFor, what) {
  if (stored.length < HEADER + TAG || !isSealed(stored))
    throw new CheckpointError(
      "INVALID_DATA",
      `${what} is not sealed text`,
      "the volume was damaged or tampered with: run `pai-checkpoint verify --all`"
    );
  let header = stored.subarray(0, HEADER), key = objectKey(keyFor(header.subarray(8, 16).toString("hex")), header.subarray(16)), out2 = [], n = 0;
  for (let at2 = HEADER; at2 < stored.length; at2 += SEGMENT2 + TAG) {
    let segment = stored.subarray(at2, at2 + SEGMENT2 + TAG), d = (0, import_node_crypto8.createDecipheriv)("aes-256-gcm", key, nonce(n++, at2 + SEGMENT2 + TAG >= stored.length));
    d.setAAD(header), d.setAuthTag(segment.subarray(segment.length - TAG));
    try {
      out2.push(d.update(segment.subarray(0, segment.length - TAG)), d.final());
    } catch {
      throw new CheckpointError(
        "INVALID_DATA",
        `${what} does not decrypt: it was changed, cut short or damaged on the volume`,
        "run `pai-checkpoint verify --all`"
      );
    }
  }
  return Buffer.concat(out2);
}
function sealedKeyId(stored) {
  return stored.length >= HEADER && isSealed(stored) ? stored.subarray(8, 16).toString("hex") : void 0;
}
var SealedVolume = class {
  constructor(inner, keyring, large) {
    this.inner = inner;
    this.keyring = keyring;
    this.large = large;
    this.sweepLeftovers = inner.sweepLeftovers?.bind(inner), this.usage = inner.usage?.bind(inner);
  }
  inner;
  keyring;
  large;
  sweepLeftovers;
  usage;
  get location() {
    return this.inner.location;
  }
  keyFor(key) {
    return (id) => {
      let what = describe2(this.location, key), secret;
      try {
        secret = this.keyring?.encryption();
      } catch (err) {
        throw new CheckpointError(
          "KEY",
          `${what} is encrypted (key id ${id}), and the key set could not be read: ${errorMessage(err)}`,
          "fix [encryption] key_file or PAI_CHECKPOINT_KEY"
        );
      }
      if (!secret)
        throw new CheckpointError(
          "KEY",
          `${what} is encrypted with the volume key ${id}, and this machine has no volume key`,
          KEY_HOWTO.volume(id)
        );
      if (secret.id !== id)
        throw new CheckpointError(
          "KEY",
          `${what} is encrypted with the volume key ${id}, not with the key set here (${secret.id}, from ${secret.source})`,
          KEY_HOWTO.volume(id)
        );
      return secret.key;
    };
  }
  /** The key to encrypt an object under `key` with: undefined when the layout keeps it readable, or encryption is off. */
  secretFor(key) {
    return isPrivateKey(key) ? this.keyring?.encryption() : void 0;
  }
  async put(key, data) {
    let secret = this.secretFor(key);
    if (!secret) return this.inner.put(key, data);
    let seen = { size: 0, hash: (0, import_node_crypto8.createHash)("sha256") }, source = typeof data == "string" ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data;
    return await this.inner.put(key, import_node_stream.Readable.from(encrypt(source, secret, seen), { objectMode: !1 })), { size: seen.size, sha256: seen.hash.digest("hex") };
  }
  async create(key, data) {
    let secret = this.secretFor(key);
    if (!secret) return this.inner.create(key, data);
    let sealed = [];
    for await (let b2 of encrypt([typeof data == "string" ? Buffer.from(data) : data], secret, {
      size: 0,
      hash: (0, import_node_crypto8.createHash)("sha256")
    }))
      sealed.push(b2);
    return this.inner.create(key, Buffer.concat(sealed));
  }
  async get(key) {
    let stored = await this.inner.get(key);
    if (!stored || !isSealed(stored)) return stored;
    let out2 = [];
    for await (let b2 of decrypt([stored], this.keyFor(key), describe2(this.location, key))) out2.push(b2);
    return Buffer.concat(out2);
  }
  async open(key) {
    let stream = await this.inner.open(key);
    if (!stream) return;
    let iterator = stream[Symbol.asyncIterator](), head = [], headBytes = 0, ended = !1;
    try {
      for (; headBytes < MAGIC.length; ) {
        let r = await iterator.next();
        if (r.done) {
          ended = !0;
          break;
        }
        head.push(r.value), headBytes += r.value.length;
      }
    } catch (err) {
      throw stream.destroy(), err;
    }
    let first = Buffer.concat(head, headBytes), rest = (async function* () {
      try {
        if (first.length > 0 && (yield first), !ended) for (let r = await iterator.next(); !r.done; r = await iterator.next()) yield r.value;
      } finally {
        await iterator.return?.();
      }
    })();
    return isSealed(first) ? import_node_stream.Readable.from(decrypt(rest, this.keyFor(key), describe2(this.location, key)), { objectMode: !1 }) : import_node_stream.Readable.from(rest, { objectMode: !1 });
  }
  stat(key) {
    return this.inner.stat(key);
  }
  list(prefix) {
    return this.inner.list(prefix);
  }
  listLevel(prefix) {
    return this.inner.listLevel(prefix);
  }
  /**
   * With `known` (the plaintext's size and hash), the stored size is checked against it as it is
   * or encrypted, and the bytes are not read; without, the copy is read back to hash its plaintext.
   */
  async copy(from, to2, known2) {
    let st2 = await this.inner.stat(from);
    if (!st2) return;
    if (known2 && storedSizeFits(st2.size, known2.size))
      return await this.inner.copy(from, to2, { size: st2.size, sha256: known2.sha256 }) && known2;
    if (!await this.inner.copy(from, to2)) return;
    let copied = await this.open(to2);
    if (!copied) return;
    let hash = (0, import_node_crypto8.createHash)("sha256"), size = 0;
    for await (let b2 of copied)
      hash.update(b2), size += b2.length;
    return { size, sha256: hash.digest("hex") };
  }
  delete(key) {
    return this.inner.delete(key);
  }
  deletePrefix(prefix) {
    return this.inner.deletePrefix(prefix);
  }
};
function keyringOf(store) {
  return store instanceof SealedVolume ? store.keyring : void 0;
}
function largeTierOf(store) {
  return store instanceof SealedVolume ? store.large : void 0;
}

// src/domain/volume/manifest.ts
init_mini();

// src/core/canonical.ts
function canonicalJson(v2) {
  if (Array.isArray(v2)) return `[${v2.map(canonicalJson).join(",")}]`;
  if (v2 !== null && typeof v2 == "object") {
    let o = v2, out2 = "{";
    for (let k2 of Object.keys(o).sort()) {
      let x = o[k2];
      x !== void 0 && (out2.length > 1 && (out2 += ","), out2 += `${JSON.stringify(k2)}:${canonicalJson(x)}`);
    }
    return `${out2}}`;
  }
  return JSON.stringify(v2);
}

// src/domain/volume/manifest.ts
init_errors();
init_json();
init_triggers();

// src/storage/backend.ts
init_errors();
init_json();
init_regular();
var GET_MAX_BYTES = 256 * 1024 * 1024;
function tooLargeToGet(where, size) {
  return new RefusedFileError(
    where,
    "too-large",
    `too large to read whole (${size} bytes; at most ${GET_MAX_BYTES})`,
    "no object read whole is this large: it was damaged or put there by something else; run `pai-checkpoint verify --all`, and move it aside"
  );
}
var SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function isValidKey(key) {
  let segments2 = key.split("/");
  return segments2.length > 0 && segments2.length <= 16 && segments2.every((s3) => SEGMENT_RE.test(s3) && !s3.includes(".."));
}
function checkKey(key) {
  let segments2 = key.split("/");
  if (!isValidKey(key))
    throw new CheckpointError(
      "INVALID_ID",
      `invalid storage key ${JSON.stringify(key.slice(0, 200))}`,
      'keys are /-separated names of letters, digits, ".", "_" and "-"'
    );
  return segments2;
}
function checkPrefix(prefix) {
  if (prefix === "") return [];
  if (!prefix.endsWith("/"))
    throw new CheckpointError(
      "INVALID_ID",
      `invalid storage prefix ${JSON.stringify(prefix)}`,
      'a prefix is a folder and ends with "/"'
    );
  return checkKey(prefix.slice(0, -1));
}
async function getJson(store, key) {
  let buf = await store.get(key);
  if (buf !== void 0)
    return parseJsonText(buf.toString("utf8"), `${store.location}/${key}`);
}
function putJson(store, key, value) {
  return store.put(key, `${JSON.stringify(value, null, 2)}
`);
}
function putCompactJson(store, key, value) {
  return store.put(key, `${JSON.stringify(value)}
`);
}

// src/domain/volume/manifest.ts
init_hash();
var MANIFEST_VERSION = "2.1", MANIFEST_PUBLIC = [
  "version",
  "id",
  "session_id",
  "created_at",
  "trigger",
  "parent_checkpoint_id",
  "checkpoint_chain_depth",
  "conversation",
  "metrics",
  "approval.status",
  "approval.policy",
  "approval.timestamp",
  "workspace.format",
  "workspace.tree",
  "workspace.tier",
  "workspace.size_bytes",
  "workspace.file_count",
  "parts",
  "is_clean",
  "session_epoch",
  "encryption",
  "checksum",
  "signature",
  "sealed"
];
var str = string2(), nonNegInt = int().check(_gte(0)), hex64 = string2().check(_regex(/^[0-9a-f]{64}$/)), CIPHER = "aes-256-gcm-hkdf-sha256-64k", keyId2 = string2().check(_regex(/^[0-9a-f]{16}$/)), partSchema = object({
  size: nonNegInt,
  sha256: hex64,
  /** 2.0: stored once by content (`sharedPartKey`): `true` under its sha256, else under this name. */
  shared: optional(union([literal(!0), hex64]))
}), environmentSchema = looseObject({
  captured_at: iso_exports.datetime(),
  claude_code: optional(object({ version: str, binary_hash: optional(str), install_path: optional(str) })),
  plugins: optional(
    record(
      str,
      looseObject({
        version: optional(str),
        manifest_version: optional(str),
        git_remote: optional(str),
        git_commit: optional(str),
        git_branch: optional(str),
        installed_at: optional(str),
        last_updated: optional(str),
        path: optional(str)
      })
    )
  ),
  mcp_servers: optional(
    record(
      str,
      looseObject({
        source_type: _enum(["npm", "git", "local", "docker", "remote", "unknown"]),
        version_id: optional(str),
        config_hash: str
      })
    )
  ),
  runtimes: optional(record(str, str)),
  packages: optional(record(str, str)),
  /** The full package lists, stored once on the volume as `environment/<sha256>.txt` (SPEC-07.10.04). */
  package_lists: optional(
    looseObject({
      pip: optional(object({ sha256: hex64, count: nonNegInt })),
      npm: optional(object({ sha256: hex64, count: nonNegInt }))
    })
  ),
  env: optional(record(str, str))
}), manifestSchema = looseObject({
  version: literal(MANIFEST_VERSION),
  id: str.check(_minLength(1)),
  session_id: str.check(_minLength(1)),
  created_at: iso_exports.datetime(),
  trigger: _enum(TRIGGERS),
  name: optional(str),
  parent_checkpoint_id: nullable(str),
  checkpoint_chain_depth: int().check(_gte(1)),
  conversation: looseObject({
    turn_count: nonNegInt,
    last_message_id: optional(nullable(str)),
    last_message_uuid: optional(nullable(str)),
    tokens_used: nonNegInt,
    has_resume_token: boolean2(),
    /** Why the transcript (`transcript.jsonl.zst`) is not stored with this checkpoint though the session has one: past its time limit (absent: stored, or none). */
    transcript_omitted: optional(str),
    /** SPEC-07.32.03 (1.6): what the last request sent the model, against its window; compactions so far, and whether one happened since the parent. */
    context: optional(
      object({
        tokens_used: nonNegInt,
        model: optional(str),
        window: int().check(_gt(0)),
        budget_percent: number2().check(_gte(0)),
        compactions: nonNegInt,
        compression_applied: boolean2()
      })
    )
  }),
  workspace: nullable(
    looseObject({
      path: str,
      root: optional(str),
      size_bytes: nonNegInt,
      file_count: nonNegInt,
      uncommitted_files: array(str),
      format: optional(_enum(["archive", "content"])),
      tree: optional(object({ sha256: hex64, base: hex64, delta: nullable(hex64), entries: nonNegInt })),
      /** Content on the large tier (SPEC-03.13), not on this volume: its location, as `[volume] large` names it. */
      tier: optional(str)
    })
  ),
  git: nullable(
    looseObject({
      branch: nullable(str),
      head: nullable(str),
      has_stash: boolean2(),
      dirty: boolean2()
    })
  ),
  metrics: looseObject({
    cost_estimate_usd: number2().check(_gte(0)),
    tools_invoked: array(str),
    files_modified: nonNegInt
  }),
  approval: object({
    status: _enum(["pending", "approved", "rejected", "auto_approved"]),
    user: optional(str),
    timestamp: optional(iso_exports.datetime()),
    reason: optional(str),
    policy: optional(str)
  }),
  /** null only for manifests upgraded from 1.0/1.1, which recorded no environment; from 2.1 often only `captured_at` (the rest in environment.json: read.ts `withEnvironment`). */
  environment: nullable(environmentSchema),
  /** SPEC-03.10: the tmux windows and their layouts (`<index>:<name>:<layout>` each), when the session ran in tmux; tmux_state.txt has the rest. */
  tmux_layout: optional(str),
  tags: array(str),
  annotations: array(object({ timestamp: iso_exports.datetime(), user: optional(str), text: str })),
  linked_issues: array(object({ tracker: str, id: str, url: optional(str) })),
  /** Every stored part of the checkpoint (a storage key relative to the checkpoint folder: never `..`). */
  parts: record(
    str.check(
      refine(isValidKey, 'a part name is a relative storage key (letters, digits, ".", "_", "-", "/"; no "..")')
    ),
    partSchema
  ),
  /** 1.7: the command a `pre_risky` checkpoint was taken before (cut to 500 characters), and the rule it matched. */
  risky: optional(object({ command: str, rule: str })),
  /** Hive's clean checkpoint: no tool call failed since the previous checkpoint (absent: written before this was recorded). */
  is_clean: optional(boolean2()),
  /** The lease epoch it was written at (absent: 0); a session resumed by a monitor writes at a newer one. */
  session_epoch: optional(int().check(_gte(1))),
  /** The key the parts (all but this manifest) and new packs were encrypted with; absent: not encrypted. */
  encryption: optional(object({ cipher: literal(CIPHER), key_id: keyId2 })),
  /** `sha256:<hex>` of the manifest without this field and `signature` (see `manifestChecksum`). */
  checksum: str,
  /** 1.8: the user's text, sealed under the volume key (./private-text.ts); in a manifest as read, present only when it could not be opened here. */
  sealed: optional(str),
  /** HMAC-SHA256 (hex) of the manifest without this field, by the signing key `key_id` (./signing.ts). */
  signature: optional(object({ key_id: keyId2, hmac_sha256: hex64, volume_key_id: optional(keyId2) }))
});
function isObject3(v2) {
  return typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
}
var NewerVersionError = class extends CheckpointError {
  constructor(where, version2) {
    super(
      "INVALID_DATA",
      `${where}: schema version ${version2} is newer than this pai-checkpoint understands (1.x, 2.x)`,
      "upgrade pai-checkpoint to read this checkpoint"
    );
  }
};
function upgradeManifest(raw, where) {
  let version2 = typeof raw.version == "string" ? raw.version : void 0, m2 = /^(\d+)\.(\d+)$/.exec(version2 ?? "");
  if (!m2)
    throw new CheckpointError(
      "INVALID_DATA",
      `${where}: field "version" is missing or not "major.minor" (${quoteValue(raw.version)})`
    );
  let [major, minor] = [Number(m2[1]), Number(m2[2])];
  if (major > 2 || major < 1) throw new NewerVersionError(where, version2);
  let out2 = { ...raw };
  return major === 1 && minor < 1 && (out2 = { ...out2, parent_checkpoint_id: null, checkpoint_chain_depth: 1, parts: {} }), major === 1 && minor < 2 && (out2 = {
    ...out2,
    approval: { status: "auto_approved", policy: `migrated from ${version2}` },
    environment: null,
    tags: [],
    annotations: [],
    linked_issues: []
  }), { manifest: { ...out2, version: MANIFEST_VERSION }, from: version2 };
}
function withPlaceholders(m2) {
  let out2 = { tags: [], annotations: [], linked_issues: [], environment: null, git: null, ...m2 };
  return isObject3(out2.workspace) && (out2.workspace = { path: "", uncommitted_files: [], ...out2.workspace }), isObject3(out2.approval) && (out2.approval = { ...out2.approval }), out2;
}
function parseManifest(text4, where, open3) {
  let raw = parseJsonText(
    text4,
    where,
    "the manifest is damaged: resume from the parent checkpoint, or `pai-checkpoint delete <id>`"
  );
  if (!isObject3(raw)) throw new CheckpointError("INVALID_DATA", `${where}: not a JSON object`);
  let hidden, view = raw;
  if (raw.sealed !== void 0) {
    let opened = open3 ? open3(raw, where) : { raw, hidden: "its text is sealed under a volume key" };
    hidden = opened.hidden, view = hidden ? withPlaceholders(raw) : opened.raw;
  }
  let { manifest, from } = upgradeManifest(view, where), parsed = safeParse(manifestSchema, manifest, where);
  if (!parsed.success) {
    let issues = parsed.error.issues.slice(0, 3).map(
      (i) => `${i.path.join(".") || "(root)"}: ${"expected" in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, " ")}`
    );
    throw new CheckpointError("INVALID_DATA", `${where}: invalid manifest (${issues.join("; ")})`);
  }
  return { manifest: parsed.data, from, stored: raw, ...hidden ? { hidden } : {} };
}
function manifestChecksum(m2) {
  let { checksum: _omit, signature: _signature, ...rest } = m2;
  return `sha256:${sha256Hex(canonicalJson(rest))}`;
}
function sealManifest(m2) {
  return { ...m2, checksum: manifestChecksum(m2) };
}
function storedPartKey(m2, name) {
  let shared = m2.parts[name]?.shared;
  return shared === void 0 ? partKey(m2.session_id, m2.id, name) : sharedPartKey(shared === !0 ? m2.parts[name].sha256 : shared);
}
function parseEnvironment(part, capturedAt) {
  if (!isObject3(part)) return;
  let parsed = safeParse(environmentSchema, { ...part, captured_at: capturedAt }, "environment.json");
  return parsed.success ? parsed.data : void 0;
}

// src/domain/volume/read.ts
init_hash();
init_json();

// src/domain/volume/private-text.ts
init_errors();
var isObject4 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
function split(doc, publicPaths) {
  let kept = {}, moved = [];
  for (let [k2, v2] of Object.entries(doc))
    if (publicPaths.includes(k2)) kept[k2] = v2;
    else if (isObject4(v2) && publicPaths.some((p2) => p2.startsWith(`${k2}.`))) {
      let inner = split(
        v2,
        publicPaths.filter((p2) => p2.startsWith(`${k2}.`)).map((p2) => p2.slice(k2.length + 1))
      );
      kept[k2] = inner.kept, moved.push(...inner.moved.map(([p2, x]) => [`${k2}.${p2}`, x]));
    } else v2 !== void 0 && moved.push([k2, v2]);
  return { kept, moved };
}
function put(doc, path, value) {
  let parts = path.split("."), at2 = doc;
  for (let p2 of parts.slice(0, -1)) {
    if (p2 === "__proto__" || p2 === "constructor" || p2 === "prototype") return;
    isObject4(at2[p2]) || (at2[p2] = {}), at2 = at2[p2];
  }
  let last = parts.at(-1);
  last !== "__proto__" && last !== "constructor" && last !== "prototype" && (at2[last] = value);
}
function sealPrivate(store, docs, publicPaths) {
  let secret = keyringOf(store)?.encryption();
  if (!secret) return { docs };
  let triples = [], kept = docs.map((d, i) => {
    let s3 = split(d, publicPaths);
    return triples.push(...s3.moved.map(([p2, v2]) => [i, p2, v2])), s3.kept;
  });
  return triples.length === 0 ? { docs } : { docs: kept, sealed: sealBytes(Buffer.from(JSON.stringify(triples)), secret).toString("base64") };
}
function openPrivate(store, docs, sealed, what) {
  if (sealed === void 0) return { docs };
  if (typeof sealed != "string")
    throw new CheckpointError(
      "INVALID_DATA",
      `${what}: "sealed" is not sealed text`,
      "the volume was damaged or tampered with: run `pai-checkpoint verify --all`"
    );
  let stored = Buffer.from(sealed, "base64"), id = sealedKeyId(stored), secret;
  try {
    secret = keyringOf(store)?.encryption();
  } catch (err) {
    return {
      docs,
      hidden: `its labels, tags, notes, tasks and paths are encrypted with the volume key ${id ?? "?"}, and the key set could not be read: ${errorMessage(err)}`
    };
  }
  if (!secret || secret.id !== id)
    return {
      docs,
      hidden: `its labels, tags, notes, tasks and paths are encrypted with the volume key ${id ?? "?"}, which ${secret ? `is not the key set here (${secret.id})` : "this machine does not have"}: ${KEY_HOWTO.volume(id ?? "<id>")}`
    };
  let key = secret.key, triples;
  try {
    triples = JSON.parse(openBytes(stored, () => key, what).toString("utf8"));
  } catch (err) {
    throw err instanceof CheckpointError ? err : new CheckpointError(
      "INVALID_DATA",
      `${what}: its sealed text is not JSON`,
      "the volume was damaged or tampered with: run `pai-checkpoint verify --all`"
    );
  }
  if (!Array.isArray(triples)) throw new CheckpointError("INVALID_DATA", `${what}: its sealed text is not a list`);
  let out2 = docs.map((d) => structuredClone(d));
  for (let t of triples)
    !Array.isArray(t) || typeof t[0] != "number" || typeof t[1] != "string" || !out2[t[0]] || put(out2[t[0]], t[1], t[2]);
  return { docs: out2 };
}

// src/domain/volume/signing.ts
var import_node_crypto9 = require("node:crypto");
init_errors();
function hmacOf(m2, key) {
  let { signature: _omit, ...rest } = m2;
  return (0, import_node_crypto9.createHmac)("sha256", key).update(canonicalJson(rest)).digest();
}
function signManifest(m2, keyring) {
  let key = keyring.signing(!0);
  return {
    ...m2,
    signature: {
      key_id: key.id,
      hmac_sha256: hmacOf(m2, key.key).toString("hex"),
      ...key.volumeKeyId ? { volume_key_id: key.volumeKeyId } : {}
    }
  };
}
var isId = (v2) => typeof v2 == "string" && /^[0-9a-f]{16}$/.test(v2);
function checkSignature(stored, keyring, what = "manifest") {
  let tampered = "if you trust the volume, pass --force to use it anyway; `pai-checkpoint verify --all` shows every checkpoint's signature", sig = stored.signature;
  if (!sig)
    return {
      why: `not signed (made before pai-checkpoint signed ${what}s, or its signature was removed)`,
      hint: tampered,
      missingKey: !1
    };
  if (typeof sig != "object" || !isId(sig.key_id) || typeof sig.hmac_sha256 != "string" || !/^[0-9a-f]{64}$/.test(sig.hmac_sha256) || sig.volume_key_id !== void 0 && !isId(sig.volume_key_id))
    return { why: "its signature is malformed", hint: tampered, missingKey: !1 };
  let key;
  try {
    key = keyring.verifying(sig.key_id);
  } catch (err) {
    return {
      why: `signed with key ${sig.key_id}, and the keys here are unreadable: ${errorMessage(err)}`,
      hint: "fix the key file named above",
      missingKey: !0
    };
  }
  if (!key)
    return sig.volume_key_id ? {
      why: `signed with a key derived from the volume key ${sig.volume_key_id}, which this machine does not have`,
      hint: KEY_HOWTO.volume(sig.volume_key_id),
      missingKey: !0
    } : {
      why: `signed with the signing key ${sig.key_id}, which this machine does not have (${keyring.signingPath})`,
      hint: KEY_HOWTO.signing(sig.key_id),
      missingKey: !0
    };
  let want = hmacOf(stored, key.key);
  return (0, import_node_crypto9.timingSafeEqual)(want, Buffer.from(sig.hmac_sha256, "hex")) ? void 0 : {
    why: `its signature does not match: the ${what} was changed after it was signed`,
    hint: tampered,
    missingKey: !1
  };
}
function signatureProblem(stored, keyring, what = "manifest") {
  let p2 = checkSignature(stored, keyring, what);
  return p2 && (p2.missingKey ? `${p2.why}: ${p2.hint}` : p2.why);
}
function signedFor(store, doc, create3 = !1) {
  let keyring = keyringOf(store);
  if (!keyring) return doc;
  let { signature: _old, ...plain } = doc;
  try {
    return keyring.signing(create3) ? signManifest(plain, keyring) : plain;
  } catch {
    return plain;
  }
}
function untrusted(store, doc, what) {
  let keyring = keyringOf(store);
  if (keyring)
    return typeof doc != "object" || doc === null || Array.isArray(doc) ? { why: `not a ${what}`, hint: "the volume was damaged or tampered with", missingKey: !1 } : checkSignature(doc, keyring, what);
}

// src/domain/volume/read.ts
function factKeysOf(keys) {
  let out2 = /* @__PURE__ */ new Map();
  for (let key of keys) {
    let at2 = checkpointOfKey(key);
    if (!at2?.part.startsWith(FACTS) || !at2.part.endsWith(".json")) continue;
    let list = out2.get(at2.id) ?? [];
    list.push(key), out2.set(at2.id, list);
  }
  for (let list of out2.values()) list.sort();
  return out2;
}
async function readFactKeys(store, id, keys) {
  let facts = [], problems = [], keyring = keyringOf(store);
  for (let key of keys)
    try {
      let buf = await store.get(key);
      if (!buf) continue;
      let where = `${store.location}/${key}`, fact = parseFact(buf.toString("utf8"), where, id), why = keyring && signatureProblem(JSON.parse(buf.toString("utf8")), keyring, "fact");
      if (why) throw new CheckpointError("INVALID_DATA", `${where}: ${why}; not applied`);
      facts.push(fact);
    } catch (err) {
      problems.push({ key, error: errorMessage(err) });
    }
  return { facts, problems };
}
async function readFacts(store, sessionId, id) {
  let keys = await store.list(`${checkpointPrefix(sessionId, id)}${FACTS}`);
  return readFactKeys(store, id, factKeysOf(keys).get(id) ?? []);
}
function manifestOpener(store) {
  return (raw, where) => {
    let { sealed, ...rest } = raw, opened = openPrivate(store, [rest], sealed, where);
    return { raw: opened.docs[0], hidden: opened.hidden };
  };
}
async function listSessions(store) {
  let { folders } = await store.listLevel(CHECKPOINTS);
  return folders.flatMap((f2) => sessionOfFolder(f2) ?? []).sort();
}
async function holdsSession(store, sessionId) {
  if (!isSafeKey(sessionId) || sessionOfFolder(`${CHECKPOINTS}${sessionId}/`) !== sessionId) return !1;
  let { keys, folders } = await store.listLevel(sessionPrefix(sessionId));
  return keys.length > 0 || folders.length > 0;
}
async function readParsed(store, sessionId, id) {
  let key = manifestKey(sessionId, id), text4 = (await store.get(key))?.toString("utf8");
  return text4 === void 0 ? void 0 : parseManifest(text4, `${store.location}/${key}`, manifestOpener(store));
}
async function readManifest(store, sessionId, id) {
  return (await readParsed(store, sessionId, id))?.manifest;
}
async function readTrustedManifest(store, sessionId, id) {
  let parsed = await readParsed(store, sessionId, id);
  if (!parsed) return;
  let keyring = keyringOf(store);
  return { manifest: parsed.manifest, trusted: !keyring || signatureProblem(parsed.stored, keyring) === void 0 };
}
async function withEnvironment(store, m2) {
  let env = m2.environment, entry = m2.parts["environment.json"];
  if (!env || !entry || !environmentInPart(m2)) return m2;
  try {
    let buf = await store.get(storedPartKey(m2, "environment.json"));
    if (!buf || sha256Hex(buf) !== entry.sha256) return m2;
    let part = parseJsonText(buf.toString("utf8"), "environment.json"), whole = parseEnvironment(part, env.captured_at);
    return whole ? { ...m2, environment: whole } : m2;
  } catch {
    return m2;
  }
}
function environmentInPart(m2) {
  return m2.environment !== null && m2.environment !== void 0 && m2.parts["environment.json"] !== void 0 && Object.keys(m2.environment).every((k2) => k2 === "captured_at");
}

// src/core/context.ts
var import_node_fs15 = require("node:fs"), import_node_path13 = require("node:path");
init_errors();
function createContext(init) {
  let known2 = /* @__PURE__ */ new Map();
  return {
    ...init,
    configFor(project) {
      let stamp = [
        (0, import_node_path13.join)(init.paths.paiDir, "checkpoint.toml"),
        ...project ? [(0, import_node_path13.join)(project, ".pai", "checkpoint.toml")] : []
      ].map(fileStamp).join("|"), key = project ?? "", hit = known2.get(key);
      if (hit?.stamp === stamp) return hit.config;
      let entry = { stamp };
      return entry.config = Promise.resolve().then(() => (init_config(), config_exports)).then(({ loadConfig: loadConfig2 }) => loadConfig2({ paiDir: init.paths.paiDir, project, env: init.env })).then(
        (config2) => entry.good = config2,
        (err) => {
          if (!hit?.good) throw err;
          return init.warn(`${errorMessage(err)}: going on with the configuration read before`), entry.good = hit.good, hit.good;
        }
      ), known2.set(key, entry), entry.config;
    }
  };
}
function fileStamp(file2) {
  try {
    let st2 = (0, import_node_fs15.statSync)(file2);
    return `${st2.ino}:${st2.size}:${st2.mtimeMs}`;
  } catch {
    return "-";
  }
}

// src/app/context.ts
init_errors();

// src/storage/open.ts
var import_node_url = require("node:url");
init_errors();
init_redact();
init_volume_url();

// src/storage/local.ts
var import_node_crypto10 = require("node:crypto"), import_node_fs16 = require("node:fs"), import_promises2 = require("node:fs/promises"), import_node_path14 = require("node:path"), import_node_stream2 = require("node:stream"), import_promises3 = require("node:stream/promises");
init_atomic();
init_errors();

// src/core/parallel.ts
async function mapLimit(items, limit, fn) {
  let out2 = new Array(items.length), next = 0, work = async () => {
    for (; next < items.length; ) {
      let i = next++;
      out2[i] = await fn(items[i], i);
    }
  }, failed = (await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, work))).find((s3) => s3.status === "rejected");
  if (failed) throw failed.reason;
  return out2;
}

// src/storage/local.ts
init_regular();
var LOOKS = 16;
function tempFor(target) {
  return (0, import_node_path14.join)((0, import_node_path14.dirname)(target), `${TEMP_PREFIX}${(0, import_node_path14.basename)(target)}.${process.pid}.${(0, import_node_crypto10.randomBytes)(6).toString("hex")}`);
}
var replace = async (temp, target) => (await (0, import_promises2.rename)(temp, target), !0), linkNew = async (temp, target) => {
  try {
    return await (0, import_promises2.link)(temp, target), !0;
  } catch (err) {
    if (errnoCode(err) === "EEXIST") return !1;
    throw err;
  } finally {
    await (0, import_promises2.unlink)(temp).catch(() => {
    });
  }
};
async function syncFolder(dir2) {
  try {
    let fh = await (0, import_promises2.open)(dir2, "r");
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
  }
}
async function readSized(fh, size) {
  if (size === 0) return fh.readFile();
  let buf = Buffer.allocUnsafe(size), total = 0;
  for (; total < size; ) {
    let { bytesRead } = await fh.read(buf, total, size - total, null);
    if (bytesRead === 0) break;
    total += bytesRead;
  }
  return total === size ? buf : buf.subarray(0, total);
}
async function entriesOf(dir2) {
  try {
    return await (0, import_promises2.readdir)(dir2, { withFileTypes: !0 });
  } catch (err) {
    if (errnoCode(err) === "ENOENT" || errnoCode(err) === "ENOTDIR") return [];
    throw err;
  }
}
async function holdsObject(dir2) {
  let entries = (await entriesOf(dir2)).filter((e) => !e.name.startsWith("."));
  if (entries.some((e) => e.isFile())) return !0;
  for (let e of entries) if (e.isDirectory() && await holdsObject((0, import_node_path14.join)(dir2, e.name))) return !0;
  return !1;
}
var LocalVolume = class {
  location;
  constructor(root) {
    this.location = (0, import_node_path14.resolve)(root);
  }
  path(key) {
    return (0, import_node_path14.join)(this.location, ...checkKey(key));
  }
  async put(key, data) {
    let early, onEarly = (err) => early ??= err;
    data instanceof import_node_stream2.Readable && data.on("error", onEarly);
    try {
      return (await this.write(key, data, () => early, replace)).result;
    } finally {
      data instanceof import_node_stream2.Readable && data.off("error", onEarly);
    }
  }
  async create(key, data) {
    return (await this.write(key, data, () => {
    }, linkNew)).stored;
  }
  /**
   * A failed write, in words: which volume, why (read-only, full, not a folder, a size limit) and
   * what to do. `mkdir -p` reports a read-only file system as ENOENT, so the real reason is asked
   * of the nearest folder that exists.
   */
  async writeError(err, dir2) {
    let code = errnoCode(err);
    if (code === "ENOENT" || code === "ENOTDIR") {
      let at2 = dir2, st2 = await (0, import_promises2.stat)(at2).catch(() => {
      });
      for (; !st2 && (0, import_node_path14.dirname)(at2) !== at2; )
        at2 = (0, import_node_path14.dirname)(at2), st2 = await (0, import_promises2.stat)(at2).catch(() => {
        });
      if (st2 && !st2.isDirectory())
        return new CheckpointError(
          "IO",
          `cannot write to the volume ${this.location}: ${at2} is a file, not a folder`,
          "set [volume] path (or PAI_CHECKPOINT_VOLUME) to a folder"
        );
      code = await (0, import_promises2.access)(at2, import_node_fs16.constants.W_OK).then(
        () => code,
        (e) => errnoCode(e)
      );
    }
    let why = {
      EROFS: "it is on a read-only file system",
      EACCES: "it is not writable (permission denied)",
      EPERM: "it is not writable (operation not permitted)",
      ENOSPC: "it is full (no space left on the device)",
      EDQUOT: "it is over its disk quota",
      EFBIG: "a file grew past the file system's or the process's file-size limit",
      EISDIR: "a folder is where a file should be"
    };
    return !code || !why[code] ? err : new CheckpointError(
      "IO",
      `cannot write to the volume ${this.location}: ${why[code]} (${code})`,
      "free space or make it writable, or set [volume] path / PAI_CHECKPOINT_VOLUME to another folder; nothing partial was kept",
      { cause: err }
    );
  }
  async folder(dir2) {
    try {
      await (0, import_promises2.mkdir)(dir2, { recursive: !0, mode: 448 });
    } catch (err) {
      throw await this.writeError(err, dir2);
    }
  }
  /** Writes `data` to a temp file next to the key's target, fsyncs it, and `commit`s it; `stored`: what commit answered. */
  async write(key, data, early, commit2) {
    let target = this.path(key), dir2 = (0, import_node_path14.dirname)(target);
    if (await this.folder(dir2), early()) throw early();
    let temp = tempFor(target), hash = (0, import_node_crypto10.createHash)("sha256"), size = 0, stored;
    try {
      if (typeof data == "string" || data instanceof Uint8Array) {
        let bytes = typeof data == "string" ? Buffer.from(data) : data;
        hash.update(bytes), size = bytes.length;
        let fh = await (0, import_promises2.open)(temp, "wx", 384);
        try {
          await fh.writeFile(bytes), await fh.sync();
        } finally {
          await fh.close();
        }
      } else {
        let counter = new import_node_stream2.Transform({
          transform(chunk, _enc, done) {
            hash.update(chunk), size += chunk.length, done(null, chunk);
          }
        });
        await (0, import_promises3.pipeline)(data, counter, (0, import_node_fs16.createWriteStream)(temp, { flags: "wx", mode: 384 }));
        let fh = await (0, import_promises2.open)(temp, "r");
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }
      stored = await commit2(temp, target);
    } catch (err) {
      throw await (0, import_promises2.unlink)(temp).catch(() => {
      }), await this.writeError(err, dir2);
    }
    return stored && await syncFolder(dir2), { result: { size, sha256: hash.digest("hex") }, stored };
  }
  /**
   * Only a regular file is an object: a FIFO in its place would block the read for ever, a device
   * never end (both INVALID_DATA naming the file, from core/regular.ts); one larger than
   * GET_MAX_BYTES is refused before a byte is read.
   */
  async get(key) {
    let path = this.path(key), opened = await openRegularSized(path);
    if (!opened) return;
    let { fh, size } = opened;
    try {
      if (size > GET_MAX_BYTES) throw tooLargeToGet(path, size);
      return await readSized(fh, size);
    } finally {
      await fh.close();
    }
  }
  async open(key) {
    let fh = await openRegular(this.path(key));
    return fh && (0, import_node_fs16.createReadStream)("", { fd: fh, autoClose: !0 });
  }
  async stat(key) {
    try {
      let s3 = await (0, import_promises2.stat)(this.path(key));
      return s3.isFile() ? { size: s3.size, mtimeMs: s3.mtimeMs } : void 0;
    } catch (err) {
      if (errnoCode(err) === "ENOENT") return;
      throw err;
    }
  }
  async list(prefix) {
    let base = (0, import_node_path14.join)(this.location, ...checkPrefix(prefix)), out2 = [], walk2 = async (dir2, keyPrefix) => {
      for (let e of await entriesOf(dir2))
        e.name.startsWith(".") || (e.isDirectory() ? await walk2((0, import_node_path14.join)(dir2, e.name), `${keyPrefix}${e.name}/`) : e.isFile() && out2.push(`${keyPrefix}${e.name}`));
    };
    return await walk2(base, prefix), out2.sort();
  }
  async listLevel(prefix) {
    let base = (0, import_node_path14.join)(this.location, ...checkPrefix(prefix)), listing = { keys: [], folders: [] }, entries = (await entriesOf(base)).filter((e) => !e.name.startsWith("."));
    for (let e of entries) e.isFile() && listing.keys.push(`${prefix}${e.name}`);
    let folders = entries.filter((e) => e.isDirectory()), held = await mapLimit(folders, LOOKS, (e) => holdsObject((0, import_node_path14.join)(base, e.name)));
    return folders.forEach((e, i) => held[i] && listing.folders.push(`${prefix}${e.name}/`)), listing.keys.sort(), listing.folders.sort(), listing;
  }
  async copy(from, to2, known2) {
    let source = this.path(from), target = this.path(to2), st2 = await this.stat(from);
    if (!st2) return;
    let result2;
    if (known2 && known2.size === st2.size)
      result2 = known2;
    else {
      let hash = (0, import_node_crypto10.createHash)("sha256");
      for await (let chunk of (0, import_node_fs16.createReadStream)(source)) hash.update(chunk);
      result2 = { size: st2.size, sha256: hash.digest("hex") };
    }
    let dir2 = (0, import_node_path14.dirname)(target);
    await this.folder(dir2);
    let temp = tempFor(target);
    try {
      await (0, import_promises2.link)(source, temp), await (0, import_promises2.rename)(temp, target);
    } catch (err) {
      if (await (0, import_promises2.unlink)(temp).catch(() => {
      }), errnoCode(err) !== "EXDEV" && errnoCode(err) !== "EPERM" && errnoCode(err) !== "ENOTSUP")
        throw await this.writeError(err, dir2);
      return this.put(to2, (0, import_node_fs16.createReadStream)(source));
    }
    return await syncFolder(dir2), result2;
  }
  async delete(key) {
    try {
      return await (0, import_promises2.unlink)(this.path(key)), !0;
    } catch (err) {
      if (errnoCode(err) === "ENOENT") return !1;
      throw err;
    }
  }
  async sweepLeftovers(olderThanMs, now = Date.now()) {
    let removed = 0, walk2 = async (dir2) => {
      let entries;
      try {
        entries = await (0, import_promises2.readdir)(dir2, { withFileTypes: !0 });
      } catch {
        return;
      }
      for (let e of entries) {
        let p2 = (0, import_node_path14.join)(dir2, e.name);
        if (e.isDirectory()) await walk2(p2);
        else if (e.name.startsWith(TEMP_PREFIX)) {
          let st2 = await (0, import_promises2.stat)(p2).catch(() => {
          });
          st2 && now - st2.mtimeMs >= olderThanMs && await (0, import_promises2.unlink)(p2).then(
            () => !0,
            () => !1
          ) && removed++;
        }
      }
    };
    return await walk2(this.location), removed;
  }
  async usage(prefix) {
    let seen = /* @__PURE__ */ new Set(), bytes = 0;
    for (let key of await this.list(prefix)) {
      let st2 = await (0, import_promises2.stat)(this.path(key)).catch(() => {
      });
      !st2 || seen.has(`${st2.dev}:${st2.ino}`) || (seen.add(`${st2.dev}:${st2.ino}`), bytes += st2.size);
    }
    return bytes;
  }
  async deletePrefix(prefix) {
    let segments2 = checkPrefix(prefix), keys = await this.list(prefix);
    if (segments2.length === 0)
      for (let k2 of keys) await this.delete(k2);
    else
      await (0, import_promises2.rm)((0, import_node_path14.join)(this.location, ...segments2), { recursive: !0, force: !0 });
    return keys.length;
  }
};

// src/storage/s3.ts
var import_node_crypto11 = require("node:crypto"), import_node_stream3 = require("node:stream"), import_promises4 = require("node:stream/promises");
init_errors();
init_volume_url();
init_hash();

// src/storage/s3-client.ts
var SILENT_HINT = "check [volume] endpoint (or AWS_ENDPOINT_URL_S3): is it an S3 server, and is it up? Then the network (a proxy or firewall)";
function isLocalEndpoint(endpoint) {
  let host;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return !1;
  }
  return host === "localhost" || host.endsWith(".localhost") || /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith("[");
}
var sdkLoaded;
function loadSdk() {
  return process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true", sdkLoaded ??= import("./lib/s3-sdk.cjs").then((m2) => "S3Client" in m2 ? m2 : m2.default);
}
function createClient(o) {
  return loadSdk().then((sdk) => {
    let endpoint = o.endpoint, client = new sdk.S3Client({
      ...endpoint ? { endpoint, forcePathStyle: o.pathStyle ?? isLocalEndpoint(endpoint) } : o.pathStyle ? { forcePathStyle: !0 } : {},
      // An S3-compatible endpoint without a region configured anywhere: us-east-1 (what such servers expect).
      ...o.region ? { region: o.region } : endpoint && !process.env.AWS_REGION && !process.env.AWS_DEFAULT_REGION ? { region: "us-east-1" } : {},
      ...o.credentials ? { credentials: o.credentials } : {},
      maxAttempts: o.maxAttempts ?? 4,
      requestHandler: { connectionTimeout: 5e3, socketTimeout: 6e4, throwOnRequestTimeout: !0 },
      // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
      // uploads) are not understood by every S3-compatible server; our manifests carry sha256.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED"
    });
    return { sdk, client };
  });
}
var status = (err) => err?.$metadata?.httpStatusCode, errName = (err) => err?.name ?? err?.Code ?? err?.code ?? "", isMissing = (err) => status(err) === 404 && errName(err) !== "NoSuchBucket", isTaken = (err) => status(err) === 412 || errName(err) === "ConditionalRequestConflict";

// src/storage/s3.ts
var PART_SIZE = 8 * 1024 * 1024, LIST_PAGE = 1e3;
function parseS3Url(url2) {
  return parseS3Location(url2);
}
var S3Volume = class {
  constructor(o) {
    this.o = o;
    let { bucket, prefix } = parseS3Url(o.url);
    this.bucket = bucket, this.root = prefix ? `${prefix}/` : "", this.location = `s3://${bucket}${prefix ? `/${prefix}` : ""}`;
  }
  o;
  location;
  bucket;
  root;
  client;
  /** When the endpoint last left a request unanswered, and how (see SILENCE_REMEMBERED_MS). */
  silence;
  s3() {
    return this.client ??= createClient(this.o), this.client;
  }
  /** An SDK failure in words: the volume, the operation, the key, and what to check. */
  failure(err, what) {
    if (err instanceof CheckpointError) return err;
    let name = errName(err), code = status(err), at2 = `${this.location}: ${what}`;
    if (name === "NoSuchBucket")
      return new CheckpointError(
        "IO",
        `${at2}: the bucket ${this.bucket} does not exist`,
        "create the bucket, or correct [volume] path"
      );
    if (name === "InvalidAccessKeyId" || name === "SignatureDoesNotMatch" || name === "CredentialsProviderError" || name === "ExpiredToken")
      return new CheckpointError(
        "IO",
        `${at2}: the credentials were refused (${name})`,
        "check AWS_PROFILE / AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or ~/.aws/credentials"
      );
    if (name === "AccessDenied" || code === 403)
      return new CheckpointError(
        "IO",
        `${at2}: access denied`,
        `the credentials need s3:GetObject, s3:PutObject, s3:ListBucket and s3:DeleteObject on ${this.location}`
      );
    if (name === "RequestTimeTooSkewed")
      return new CheckpointError(
        "IO",
        `${at2}: this machine's clock is too far from the server's`,
        "set the clock (NTP)"
      );
    let endpoint = this.o.endpoint ?? "of AWS S3";
    if (name === "TimeoutError" && /establish a connection/.test(errorMessage(err)))
      return new CheckpointError(
        "IO",
        `${at2}: the endpoint ${endpoint} cannot be reached (no connection within ${5e3 / 1e3} s)`,
        "check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network"
      );
    if (name === "TimeoutError")
      return this.silent(
        what,
        /inactivity/.test(errorMessage(err)) ? `was silent for ${6e4 / 1e3} s` : `did not answer within ${4e3 / 1e3} s`
      );
    let net = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|socket hang up/.exec(
      `${name} ${errorMessage(err)}`
    )?.[0];
    return net ? new CheckpointError(
      "IO",
      `${at2}: the endpoint ${endpoint} cannot be reached (${net})`,
      "check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network"
    ) : new CheckpointError("IO", `${at2}: ${name || "error"}${code ? ` (HTTP ${code})` : ""}: ${errorMessage(err)}`);
  }
  /** An endpoint that took the request and did not answer in time (remembered: see SILENCE_REMEMBERED_MS). */
  silent(what, how) {
    return this.silence = { at: Date.now(), how }, new CheckpointError(
      "IO",
      `${this.location}: ${what}: the endpoint ${this.o.endpoint ?? "of AWS S3"} accepted the connection but ${how} (timed out)`,
      SILENT_HINT
    );
  }
  /**
   * One request; an error that `expected` accepts (a 404 for a read: absent) is undefined.
   * `limit`: 'answer' (a small request: its answer must begin within ATTEMPT_MS, tried again, and
   * within ANSWER_MS in all), 'one' (the same overall limit, never tried again for a timeout: a
   * conditional create whose first attempt may have succeeded), 'idle' (only the idle limit).
   */
  async request(what, make, expected, limit = "answer") {
    let { sdk, client } = await this.s3(), silence = this.silence;
    if (silence && Date.now() - silence.at < 6e4)
      throw new CheckpointError(
        "IO",
        `${this.location}: ${what}: not sent: when last asked, ${Math.round((Date.now() - silence.at) / 1e3)} s ago, the endpoint ${this.o.endpoint ?? "of AWS S3"} accepted the connection but ${silence.how} (timed out)`,
        SILENT_HINT
      );
    let answerMs = this.o.answerMs ?? 12e3, deadline = new AbortController(), timer = limit === "idle" ? void 0 : setTimeout(() => deadline.abort(), answerMs), options = limit === "idle" ? void 0 : {
      abortSignal: deadline.signal,
      ...limit === "answer" ? { requestTimeout: Math.min(4e3, answerMs) } : {}
    };
    try {
      return await client.send(make(sdk), options);
    } catch (err) {
      if (deadline.signal.aborted) throw this.silent(what, `did not answer within ${answerMs / 1e3} s`);
      if (expected?.(err)) return;
      throw this.failure(err, what);
    } finally {
      clearTimeout(timer);
    }
  }
  async send(what, make, limit = "answer") {
    return await this.request(what, make, void 0, limit);
  }
  sendOrMissing(what, make) {
    return this.request(what, make, isMissing);
  }
  async put(key, data) {
    if (checkKey(key), typeof data == "string" || data instanceof Uint8Array) {
      let body = typeof data == "string" ? Buffer.from(data) : data;
      return await this.send(
        `put ${key}`,
        (sdk2) => new sdk2.PutObjectCommand({ Bucket: this.bucket, Key: this.root + key, Body: body }),
        body.byteLength > 1048576 ? "idle" : "answer"
      ), { size: body.byteLength, sha256: sha256Hex(body) };
    }
    let hash = (0, import_node_crypto11.createHash)("sha256"), size = 0, counter = new import_node_stream3.Transform({
      transform(chunk, _enc, done) {
        hash.update(chunk), size += chunk.length, done(null, chunk);
      }
    }), source = data instanceof import_node_stream3.Readable ? data : import_node_stream3.Readable.from(data), feeding = (0, import_promises4.pipeline)(source, counter), { sdk, client } = await this.s3(), upload = new sdk.Upload({
      client,
      params: { Bucket: this.bucket, Key: this.root + key, Body: counter },
      partSize: PART_SIZE,
      queueSize: 4,
      leavePartsOnError: !1
    }), sourceError, uploadFailed = !1, fed = feeding.then(
      () => {
      },
      (err) => {
        uploadFailed || (sourceError = err ?? new Error("the source stream failed"), upload.abort().catch(() => {
        }));
      }
    ), sent = await upload.done().then(
      () => {
      },
      (err) => err ?? new Error("the upload failed")
    );
    if (sent && sourceError === void 0 && (uploadFailed = !0, counter.destroy()), await fed, sourceError) throw sourceError;
    if (sent) throw this.failure(sent, `put ${key}`);
    return { size, sha256: hash.digest("hex") };
  }
  async create(key, data) {
    checkKey(key);
    let body = typeof data == "string" ? Buffer.from(data) : data;
    return await this.request(
      `create ${key}`,
      (sdk) => new sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.root + key, Body: body, IfNoneMatch: "*" }),
      isTaken,
      body.byteLength > 1048576 ? "idle" : "one"
    ) !== void 0;
  }
  async get(key) {
    checkKey(key);
    let r = await this.sendOrMissing(`get ${key}`, (sdk) => new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.root + key }));
    if (!r?.Body) return;
    if ((r.ContentLength ?? 0) > GET_MAX_BYTES)
      throw r.Body.destroy(), tooLargeToGet(`${this.location}/${key}`, r.ContentLength);
    let bytes = await r.Body.transformToByteArray();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  async open(key) {
    return checkKey(key), (await this.sendOrMissing(
      `open ${key}`,
      (sdk) => new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.root + key })
    ))?.Body;
  }
  async stat(key) {
    checkKey(key);
    let r = await this.sendOrMissing(
      `stat ${key}`,
      (sdk) => new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.root + key })
    );
    return r ? { size: r.ContentLength ?? 0, mtimeMs: r.LastModified?.getTime() ?? 0 } : void 0;
  }
  /**
   * Pages of one listing (ListObjects with Marker: each page starts after the last key or folder
   * of the previous one). Not ListObjectsV2: its continuation tokens are opaque server state, and
   * s3rver's are DES-encrypted, which Node 20's OpenSSL 3 refuses (every truncated page: HTTP
   * 500); a Marker is a plain key that every S3 implementation honours.
   */
  async *pages(prefix, delimiter2) {
    let after;
    for (; ; ) {
      let r = await this.send(
        `list ${prefix || "/"}`,
        (sdk) => new sdk.ListObjectsCommand({
          Bucket: this.bucket,
          Prefix: this.root + prefix,
          MaxKeys: LIST_PAGE,
          ...delimiter2 ? { Delimiter: "/" } : {},
          ...after ? { Marker: after } : {}
        })
      ), keys = (r.Contents ?? []).map((c) => c.Key ?? "").filter((k2) => k2.startsWith(this.root)), folders = (r.CommonPrefixes ?? []).map((c) => c.Prefix ?? "").filter((k2) => k2.startsWith(this.root));
      yield {
        keys: keys.map((k2) => k2.slice(this.root.length)),
        folders: folders.map((k2) => k2.slice(this.root.length))
      };
      let last = [...keys, ...folders].sort().at(-1);
      if (!r.IsTruncated || !last || last === after) return;
      after = last;
    }
  }
  /**
   * Aborts the multipart uploads under the volume's prefix that were started more than
   * `olderThanMs` ago (a process killed mid-upload leaves one: its parts are stored, and billed,
   * until it is aborted; no object was made, so no checkpoint saw it). Returns how many. A
   * younger upload may belong to a capture running now and is left alone.
   */
  async sweepLeftovers(olderThanMs, now = Date.now()) {
    let aborted2 = 0, markers = {};
    for (; ; ) {
      let r = await this.send(
        "list unfinished uploads",
        (sdk) => new sdk.ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.root, ...markers })
      );
      for (let u2 of r.Uploads ?? [])
        !u2.Key?.startsWith(this.root) || !u2.UploadId || !u2.Initiated || now - u2.Initiated.getTime() < olderThanMs || (await this.sendOrMissing(
          `abort the upload of ${u2.Key.slice(this.root.length)}`,
          (sdk) => new sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u2.Key, UploadId: u2.UploadId })
        ), aborted2++);
      if (!r.IsTruncated || !r.NextKeyMarker) return aborted2;
      markers = {
        KeyMarker: r.NextKeyMarker,
        ...r.NextUploadIdMarker ? { UploadIdMarker: r.NextUploadIdMarker } : {}
      };
    }
  }
  async list(prefix) {
    checkPrefix(prefix);
    let out2 = [];
    for await (let page of this.pages(prefix, !1)) out2.push(...page.keys.filter(isValidKey));
    return [...new Set(out2)].sort();
  }
  async listLevel(prefix) {
    checkPrefix(prefix);
    let keys = /* @__PURE__ */ new Set(), folders = /* @__PURE__ */ new Set();
    for await (let page of this.pages(prefix, !0)) {
      for (let k2 of page.keys) isValidKey(k2) && keys.add(k2);
      for (let f2 of page.folders) isValidKey(f2.slice(0, -1)) && folders.add(f2);
    }
    return { keys: [...keys].sort(), folders: [...folders].sort() };
  }
  async copy(from, to2, known2) {
    checkKey(from), checkKey(to2);
    let source = encodeURIComponent(`${this.bucket}/${this.root}${from}`).replace(/%2F/g, "/");
    if (!await this.request(
      `copy ${from}`,
      (sdk) => new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: this.root + to2, CopySource: source }),
      isMissing,
      "idle"
    )) return;
    let st2 = await this.stat(to2);
    if (known2 && st2?.size === known2.size) return known2;
    let copied = await this.open(to2);
    if (!copied) return;
    let hash = (0, import_node_crypto11.createHash)("sha256"), size = 0;
    for await (let b2 of copied)
      hash.update(b2), size += b2.length;
    return { size, sha256: hash.digest("hex") };
  }
  async delete(key) {
    return checkKey(key), await this.stat(key) ? (await this.send(
      `delete ${key}`,
      (sdk) => new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.root + key })
    ), !0) : !1;
  }
  async deletePrefix(prefix) {
    checkPrefix(prefix);
    let keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += 1e3) {
      let batch = keys.slice(i, i + 1e3), e = (await this.send(
        `delete ${prefix}`,
        (sdk) => new sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((k2) => ({ Key: this.root + k2 })), Quiet: !0 }
        })
      )).Errors?.[0];
      if (e)
        throw new CheckpointError(
          "IO",
          `${this.location}: delete ${e.Key ?? prefix}: ${e.Code ?? "error"} ${e.Message ?? ""}`.trim()
        );
    }
    return keys.length;
  }
};

// src/storage/open.ts
var SETTING = "[volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME)";
function openVolumeAt(location, access2 = {}) {
  let large = access2.large ? new SealedVolume(openBackend(access2.large, access2), access2.keyring) : void 0;
  return new SealedVolume(openBackend(location, access2), access2.keyring, large);
}
function openBackend(location, access2) {
  if (location === "") throw new CheckpointError("USAGE", "no volume location given", `set ${SETTING} to a folder`);
  let scheme = volumeScheme(location, "", SETTING);
  return scheme ? OPENERS[scheme](location, access2) : new LocalVolume(location);
}
var OPENERS = {
  file(location) {
    try {
      return new LocalVolume((0, import_node_url.fileURLToPath)(location));
    } catch (err) {
      throw new CheckpointError(
        "USAGE",
        `volume ${redactUrl(location)}: not a local file URL (${errorMessage(err)})`,
        `set ${SETTING} to a folder or a file:///absolute/path URL`
      );
    }
  },
  s3(location, access2) {
    let env = access2.env ?? process.env, endpoint = access2.endpoint ?? (env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || void 0);
    return new S3Volume({ url: location, endpoint, pathStyle: access2.pathStyle });
  }
};
function openVolume(config2) {
  return openVolumeAt(config2.volume.path, { ...config2.volume, keyring: keyringFor(config2.keys) });
}
function keyringFor(keys) {
  let encryption = null, ownSigning, derived, readEncryption = () => {
    if (encryption !== null) return encryption;
    let e = keys.encryption;
    if (e && "file" in e) {
      if (encryption = readKeyFile(e.file), !encryption)
        throw new CheckpointError(
          "KEY",
          `the encryption key file ${e.file} ([encryption] key_file) does not exist`,
          "make one with `openssl rand -hex 32 > <file> && chmod 600 <file>`, or bring it from the machine that made the checkpoints: `pai-checkpoint key export --volume` there, `pai-checkpoint key import --volume <file>` here"
        );
    } else
      encryption = e ? parseKey(e.text, e.source) : void 0;
    return encryption;
  }, derivedKey = () => {
    let e = readEncryption();
    return e && (derived ??= derivedSigningKey(e));
  };
  return {
    signingPath: keys.signingFile,
    encryption: readEncryption,
    signing(create3) {
      return derivedKey() ?? (ownSigning ??= signingKey(keys.signingFile, create3));
    },
    verifying(id) {
      let candidates = [() => derivedKey(), () => ownSigning ??= signingKey(keys.signingFile, !1)];
      for (let get2 of candidates)
        try {
          let k2 = get2();
          if (k2?.id === id) return k2;
        } catch {
        }
    }
  };
}

// src/app/context.ts
function createAppContext(init) {
  let base = createContext(init), project = init.env.CLAUDE_PROJECT_DIR || init.cwd, ctx2 = {
    ...base,
    cwd: init.cwd,
    project,
    config: () => base.configFor(project),
    volume: () => volumeOf(ctx2),
    ask: init.ask ?? (async (question, flag) => {
      throw new CheckpointError(
        "USAGE",
        `needs confirmation, and there is nobody to ask: ${question}`,
        `pass ${flag}`
      );
    }),
    notice: init.notice ?? (() => {
    })
  };
  return ctx2;
}
var volumes = /* @__PURE__ */ new WeakMap();
async function volumeOf(ctx2) {
  let config2 = await ctx2.configFor(void 0), open3 = volumes.get(ctx2);
  if (open3?.config === config2) return open3.store;
  let store = openVolume(config2);
  return volumes.set(ctx2, { config: config2, store }), store;
}

// src/core/log.ts
var import_node_fs17 = require("node:fs"), import_node_path15 = require("node:path");
init_redact();
init_atomic();
function logLine(paths, event, sessionId, message) {
  try {
    ensureDir((0, import_node_path15.dirname)(paths.logFile)), (0, import_node_fs17.appendFileSync)(
      paths.logFile,
      `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, " | ")}
`,
      { mode: 384 }
    );
  } catch {
  }
}

// src/app/agent-tools.ts
init_paths();

// src/app/inspect.ts
var import_node_path24 = require("node:path");
init_errors();
init_api2();
init_seed();

// src/domain/volume/session-index.ts
init_errors();
init_regular();
var ENTRY_PUBLIC = [
  "id",
  "created_at",
  "trigger",
  "parent",
  "size_bytes",
  "approval.status",
  "approval.policy",
  "approval.timestamp",
  "facts",
  "verified",
  "safety",
  "unclean",
  "phase",
  "context"
];
function indexEntry(m2, facts = [], count3 = facts.length) {
  let view = applyFacts(m2, facts), e = {
    id: m2.id,
    created_at: m2.created_at,
    trigger: m2.trigger,
    parent: m2.parent_checkpoint_id,
    size_bytes: Object.values(m2.parts).reduce((n, p2) => n + p2.size, 0),
    tags: view.tags
  };
  view.approval.status !== "auto_approved" && (e.approval = view.approval), view.annotations.length && (e.annotations = view.annotations), view.linked_issues.length && (e.linked_issues = view.linked_issues), count3 && (e.facts = count3), m2.name && (e.name = m2.name);
  let project = typeof m2.project == "string" ? m2.project : m2.workspace?.root;
  project && (e.project = project), m2.provenance?.kind === "safety" && (e.safety = !0), m2.is_clean === !1 && (e.unclean = !0);
  let pai = m2.pai;
  typeof pai?.phase == "number" && pai.run_completed !== !0 && (e.phase = pai.phase), typeof pai?.task == "string" && pai.task && (e.task = pai.task);
  let c = m2.conversation.context;
  return c && (e.context = { percent: c.budget_percent, compactions: c.compactions }), e;
}
async function writeIndex(store, index, settled) {
  let key = indexKey(index.session_id);
  if (index.hidden) return `${store.location}/${key} not written (${index.hidden})`;
  try {
    let { hidden: _h, sealed: _s2, checkpoints, ...rest } = index, { docs, sealed } = sealPrivate(store, checkpoints, ENTRY_PUBLIC);
    await putCompactJson(
      store,
      key,
      signedFor(store, { ...rest, version: 4, settled, checkpoints: docs, ...sealed ? { sealed } : {} })
    );
    return;
  } catch (err) {
    return `${store.location}/${key} not written (${errorMessage(err)})`;
  }
}
async function indexFromKeys(store, sessionId, keys) {
  let index = { version: 4, session_id: sessionId, settled: !1, checkpoints: [] }, problems = [], factKeys = factKeysOf(keys);
  for (let key of keys) {
    let at2 = checkpointOfKey(key);
    if (!(at2?.part !== MANIFEST || at2.sessionId !== sessionId))
      try {
        let text4 = (await store.get(key))?.toString("utf8");
        if (text4 === void 0) continue;
        let parsed = parseManifest(text4, `${store.location}/${key}`, manifestOpener(store)), m2 = parsed.manifest;
        if (parsed.hidden && (index.hidden = parsed.hidden), m2.id !== at2.id || m2.session_id !== sessionId) {
          problems.push({
            key,
            error: `the manifest names checkpoint ${m2.session_id}/${m2.id}, not ${sessionId}/${at2.id} (a copy under another name?)`
          });
          continue;
        }
        let listed = factKeys.get(at2.id) ?? [], facts = await readFactKeys(store, at2.id, listed);
        problems.push(...facts.problems);
        let entry = indexEntry(m2, facts.facts, listed.length);
        parsed.hidden && (entry.hidden = m2.encryption?.key_id ?? "?"), index.checkpoints.push(entry);
      } catch (err) {
        problems.push({ key, error: errorMessage(err) });
      }
  }
  return index.checkpoints.sort((a, b2) => a.id < b2.id ? -1 : 1), { index, problems };
}
function migrateIndex(v2, sessionId) {
  let i = v2;
  if (!(!i || typeof i != "object" || i.session_id !== sessionId || !Array.isArray(i.checkpoints)) && i.checkpoints.every((e) => typeof e?.id == "string")) {
    if (i.version === 4 || i.version === 3)
      return { ...i, version: 4, settled: i.settled === !0 };
    if (i.version === 2) return { ...i, version: 4, settled: !1 };
  }
}
async function readIndex(store, sessionId, warn) {
  let v2;
  try {
    v2 = await getJson(store, indexKey(sessionId));
  } catch (err) {
    return err instanceof RefusedFileError && warn?.(`${errorMessage(err)}; the index is rebuilt from the manifests`), "unreadable";
  }
  if (v2 === void 0) return "missing";
  if (untrusted(store, v2, "index")) return "unreadable";
  let index = migrateIndex(v2, sessionId);
  return index ? openIndex(store, index) : "unreadable";
}
function openIndex(store, index) {
  let { sealed, ...rest } = index, opened = openPrivate(
    store,
    rest.checkpoints,
    sealed,
    `${store.location}/${indexKey(index.session_id)}`
  );
  if (!opened.hidden) return { ...rest, checkpoints: opened.docs };
  let keyId3 = typeof sealed == "string" && sealedKeyId(Buffer.from(sealed, "base64")) || "?";
  return {
    ...rest,
    hidden: opened.hidden,
    checkpoints: rest.checkpoints.map((e) => ({ ...e, tags: Array.isArray(e.tags) ? e.tags : [], hidden: keyId3 }))
  };
}
var trusted = (stored) => typeof stored == "object" && stored.settled;
function manifestIds(keys) {
  let ids = /* @__PURE__ */ new Set();
  for (let key of keys) {
    let at2 = checkpointOfKey(key);
    at2?.part === MANIFEST && ids.add(at2.id);
  }
  return ids;
}
async function checkIndex(store, sessionId, stored) {
  let keys = await store.list(sessionPrefix(sessionId));
  if (typeof stored == "object") {
    let ids = manifestIds(keys), facts = factKeysOf(keys);
    if (ids.size === stored.checkpoints.length && stored.checkpoints.every((e) => ids.has(e.id) && (e.facts ?? 0) === (facts.get(e.id)?.length ?? 0)))
      return { index: stored, rebuilt: !1 };
  }
  return { index: (await indexFromKeys(store, sessionId, keys)).index, rebuilt: !0 };
}
async function loadIndex(store, sessionId, o = {}) {
  let stored = await readIndex(store, sessionId, o.warn);
  if (trusted(stored)) return stored;
  let { index, rebuilt } = await checkIndex(store, sessionId, stored);
  return rebuilt && (index.checkpoints.length > 0 || stored !== "missing") && await writeIndex(store, index, !1), index;
}
async function writerView(store, sessionId) {
  let stored = await readIndex(store, sessionId);
  return { index: (await checkIndex(store, sessionId, stored)).index, stored };
}
async function unsettle(store, view) {
  if (!trusted(view.stored)) return;
  let failed = await writeIndex(store, view.index, !1);
  if (failed !== void 0 && (await store.delete(indexKey(view.index.session_id)).catch(() => !1), trusted(await readIndex(store, view.index.session_id))))
    throw new CheckpointError(
      "IO",
      `${failed}; as it is, it would hide the change from readers, so nothing was changed`,
      "make the volume writable, then try again"
    );
}

// src/app/records.ts
init_config_env();
init_errors();
init_api2();
init_files();
function resolveRecord(dir2, idOrPrefix) {
  let id = idOrPrefix.trim();
  if (!id) throw new CheckpointError("USAGE", "a checkpoint id is required", "see `pai-checkpoint list`");
  let exact2 = findRecord(dir2, id);
  if (exact2) return exact2;
  if (id.length >= 4) {
    let matches = [], upper = id.toUpperCase();
    for (let name of listRecordNames(dir2)) {
      let r = readRecordFile(dir2, name);
      r?.ok && (r.record.id.startsWith(id) || r.record.id.startsWith(upper)) && matches.push(r);
    }
    if (matches.length === 1) return matches[0];
    if (matches.length > 1)
      throw new CheckpointError(
        "AMBIGUOUS",
        `"${id}" matches ${matches.length} checkpoints: ${matches.slice(0, 5).map((m2) => m2.record.id).join(", ")}`,
        "type more characters of the id"
      );
  }
  throw new CheckpointError(
    "NOT_FOUND",
    `no checkpoint with id "${id}" in ${dir2}`,
    "run `pai-checkpoint list --all` to see the ids"
  );
}

// src/domain/volume/gc.ts
init_errors();

// src/domain/content/locks.ts
var import_node_os6 = require("node:os");
init_errors();
init_ids();
init_lock();
var LEASE_MS = 12e4;
function stale(doc, now) {
  if (!doc || typeof doc.at != "string" || processLiveness(doc.host, doc.pid, doc.start) === "dead") return !0;
  let at2 = Date.parse(doc.at);
  return !Number.isFinite(at2) || now - at2 > LEASE_MS;
}
var sleep = (ms2) => new Promise((r) => setTimeout(r, ms2));
async function lockVolume(store, kind, o) {
  let now = o.now ?? Date.now, deadline = now() + (o.waitMs ?? 6e5), doc = () => ({
    kind,
    host: (0, import_node_os6.hostname)(),
    pid: process.pid,
    start: processStart(process.pid),
    at: new Date(now()).toISOString(),
    purpose: o.purpose
  });
  for (let attempt2 = 0; ; attempt2++) {
    let id = newCheckpointId(now()), key = volumeLockKey(id);
    await putJson(store, key, doc());
    let timer = setInterval(() => {
      putJson(store, key, doc()).catch(() => {
      });
    }, LEASE_MS / 4);
    timer.unref();
    let release = async () => {
      clearInterval(timer), await store.delete(key).catch(() => {
      });
    };
    try {
      for (; ; ) {
        let blocking = await holders(store, key, id, kind, now());
        if (blocking.length === 0) return { release };
        let withdraw = kind === "shared" || blocking.some((b2) => b2.doc.kind === "exclusive");
        if (now() > deadline) {
          let b2 = blocking[0];
          throw new CheckpointError(
            "LOCK_TIMEOUT",
            `the volume ${store.location} is locked (${b2.doc.kind}) by ${b2.doc.purpose}, pid ${b2.doc.pid} on ${b2.doc.host} since ${b2.doc.at}`,
            "wait for it to finish; a lock whose process is gone is removed automatically"
          );
        }
        if (withdraw) break;
        await sleep(100 + Math.random() * 200);
      }
    } catch (err) {
      throw await release(), err;
    }
    await release(), await sleep(Math.min(2e3, 50 * 2 ** Math.min(attempt2, 5)) * (0.5 + Math.random()));
  }
}
async function holders(store, own2, id, kind, now) {
  let out2 = [];
  for (let key of await store.list(CONTENT_LOCKS)) {
    if (key === own2) continue;
    let doc = await getJson(store, key).catch(() => {
    });
    if (doc === void 0 && !await store.stat(key)) continue;
    if (stale(doc, now)) {
      await store.delete(key).catch(() => {
      });
      continue;
    }
    let other = doc, older = key.slice(CONTENT_LOCKS.length) < `${id}.json`;
    (kind === "shared" ? other.kind === "exclusive" : other.kind === "shared" || older) && out2.push({ key, doc: other });
  }
  return out2;
}

// src/domain/content/repo.ts
init_errors();
init_hash();

// src/platform/pack-zstd.ts
var zlib = __toESM(require("node:zlib"), 1);
init_errors();

// src/platform/zstd-wasm.ts
var import_node_fs19 = require("node:fs"), import_node_module = require("node:module"), import_node_path17 = require("node:path");
init_errors();

// src/platform/dist-file.ts
var import_node_fs18 = require("node:fs"), import_node_path16 = require("node:path"), import_node_url2 = require("node:url"), import_meta = {}, selfFile = typeof __filename == "string" ? __filename : (0, import_node_url2.fileURLToPath)(import_meta.url);
function distFile(name) {
  let here = (0, import_node_path16.dirname)(selfFile);
  for (let p2 of [(0, import_node_path16.join)(here, name), (0, import_node_path16.join)(here, "..", name), (0, import_node_path16.join)(here, "..", "..", "dist", name)])
    if ((0, import_node_fs18.existsSync)(p2)) return p2;
}

// src/platform/zstd-wasm.ts
var WASM = globalThis.WebAssembly, FILE = "zstd.wasm";
function wasmPath() {
  let built = distFile(FILE);
  if (built) return built;
  try {
    return (0, import_node_path17.join)((0, import_node_path17.dirname)((0, import_node_module.createRequire)(selfFile).resolve("@bokuweb/zstd-wasm")), FILE);
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
  let x = instantiate((0, import_node_fs19.readFileSync)(wasmPath())), input = new Region(x), output = new Region(x), dictionary = new Region(x), cctx = x.j(), dctx = x.n(), heap = () => new Uint8Array(x.f.buffer), result2 = (n, what) => {
    if (x.h(n >>> 0)) throw new CheckpointError("INVALID_DATA", `${what}: zstd error ${-n}`);
    return n >>> 0;
  }, dictAt = (dict) => {
    if (!dict || dict.length === 0) return [0, 0];
    let at2 = dictionary.fit(dict.length);
    return heap().set(dict, at2), [at2, dict.length];
  }, api = {
    compress(src, level, dict) {
      let dst = output.fit(x.i(src.length)), from = input.fit(src.length), [d, dn2] = dictAt(dict);
      heap().set(src, from);
      let n = result2(x.l(cctx, dst, output.size, from, src.length, d, dn2, level), "compressing");
      return Buffer.from(heap().subarray(dst, dst + n));
    },
    decompress(src, rawSize, name, dict) {
      let dst = output.fit(rawSize + 1), from = input.fit(src.length), [d, dn2] = dictAt(dict);
      heap().set(src, from);
      let n = x.q(dctx, dst, rawSize + 1, from, src.length, d, dn2);
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
  let z2 = zlib, level = z2.constants?.ZSTD_c_compressionLevel;
  if (typeof z2.zstdCompressSync != "function" || typeof z2.zstdDecompressSync != "function" || level === void 0)
    return;
  let { zstdCompressSync, zstdDecompressSync } = z2, wrong = (name, rawSize) => new CheckpointError(
    "INVALID_DATA",
    `${name} does not decompress to its recorded ${rawSize} bytes`,
    "run `pai-checkpoint verify --all`"
  );
  return {
    name: "node:zlib",
    compress: (src, lvl) => zstdCompressSync(src, { params: { [level]: lvl }, pledgedSrcSize: src.length }),
    decompress(src, rawSize, name) {
      let out2;
      try {
        out2 = zstdDecompressSync(src, { maxOutputLength: rawSize + 1 });
      } catch {
        throw wrong(name, rawSize);
      }
      if (out2.length !== rawSize) throw wrong(name, rawSize);
      return out2;
    }
  };
}
var chosen;
function packZstd() {
  return chosen ??= nodeZstd() ?? wasmPackZstd();
}
function wasmPackZstd() {
  let w2 = zstdWasm();
  return {
    name: "wasm",
    compress: (src, level) => w2.compress(src, level),
    decompress: (src, rawSize, name) => w2.decompress(src, rawSize, name)
  };
}
var DICT_MAGIC = Buffer.from([55, 164, 48, 236]), dictZstd = {
  usable: (dict) => dict.length > 0 && !DICT_MAGIC.equals(dict.subarray(0, 4)),
  compress: (src, level, dict) => zstdWasm().compress(src, level, dict),
  decompress: (src, rawSize, dict, name) => zstdWasm().decompress(src, rawSize, name, dict)
};

// src/domain/content/format.ts
init_errors();
init_json();
var CONTENT_VERSION = 1, DICT_DEPTH_MAX = 8, DICT_DEPTH_READ = 2 * DICT_DEPTH_MAX, DICT_BYTES_MAX = 256 * 1024, INDEX_VERSIONS = [1, 2], DICT_IDS_MAX = 4096, HEX64 = /^[0-9a-f]{64}$/;
function isBlobId(v2) {
  return typeof v2 == "string" && HEX64.test(v2);
}
function bad2(where, what) {
  return new CheckpointError(
    "INVALID_DATA",
    `${where}: ${what}`,
    "the volume was damaged or tampered with: run `pai-checkpoint verify --all`"
  );
}
var natural = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0;
function object2(text4, where, versions = [CONTENT_VERSION]) {
  let raw = parseJsonText(typeof text4 == "string" ? text4 : text4.toString("utf8"), where);
  if (typeof raw != "object" || raw === null || Array.isArray(raw)) throw bad2(where, "not a JSON object");
  let o = raw, v2 = o.version;
  if (natural(v2) && v2 > Math.max(...versions))
    throw new CheckpointError(
      "INVALID_DATA",
      `${where}: version ${v2} is newer than this pai-checkpoint reads (${versions.join(", ")})`,
      "update pai-checkpoint to read this volume"
    );
  if (!versions.includes(v2)) throw bad2(where, `version ${quoteValue(v2)} is not ${versions.join(" or ")}`);
  return o;
}
function dictOf(v2, version2, pack, where) {
  if (v2 !== void 0) {
    if (version2 < 2) throw bad2(where, `pack ${pack} names a dictionary in a version 1 index document`);
    if (!Array.isArray(v2) || v2.length === 0 || v2.length > DICT_IDS_MAX || !v2.every(isBlobId))
      throw bad2(where, `pack ${pack} has a dictionary that is not a list of 1 to ${DICT_IDS_MAX} blob ids`);
    return v2;
  }
}
function parseIndexDoc(text4, where) {
  let o = object2(text4, where, INDEX_VERSIONS), version2 = o.version;
  if (!Array.isArray(o.packs)) throw bad2(where, "no packs");
  let packs = o.packs.map((p2) => {
    let r = p2;
    if (typeof r != "object" || r === null || !isBlobId(r.id) || !natural(r.size) || !natural(r.raw) || !Array.isArray(r.blobs))
      throw bad2(where, "a pack record needs id, size, raw and blobs");
    let raw = r.raw, blobs = r.blobs.map((b2) => {
      if (!Array.isArray(b2) || !isBlobId(b2[0]) || !natural(b2[1]) || !natural(b2[2]) || b2[1] + b2[2] > raw)
        throw bad2(where, `pack ${String(r.id)} lists a blob outside it`);
      return [b2[0], b2[1], b2[2]];
    }), dict = dictOf(r.dict, version2, r.id, where);
    return { id: r.id, size: r.size, raw, blobs, ...dict ? { dict } : {} };
  });
  return { version: version2, packs };
}
function treeDocument(lines2) {
  return `{"version":1,"entries":[
${lines2.join(`,
`)}
]}
`;
}
function deltaDocument(base, set2, del) {
  return `{"version":1,"base":"${base}","set":[
${set2.join(`,
`)}
],"del":${JSON.stringify(del)}}
`;
}

// src/domain/content/repo.ts
var DICT_MEMO_BYTES = 32 * 1024 * 1024, DICT_WORK_MAX = 1e4;
function dictError(pack, what) {
  return new CheckpointError(
    "INVALID_DATA",
    `pack ${pack}: ${what}`,
    "the volume was damaged or tampered with: run `pai-checkpoint verify --all --read-data`; restore an earlier checkpoint"
  );
}
var ContentIndex = class {
  blobs = /* @__PURE__ */ new Map();
  packs = /* @__PURE__ */ new Map();
  /** A blob's places past the first (two captures stored it at once): a dictionary is read from the shallowest. */
  copies = /* @__PURE__ */ new Map();
  /** The index files read (their keys). */
  files = [];
  /** Index files that could not be read (a damaged volume): their packs are unknown. */
  problems = [];
  add(rec) {
    this.packs.set(rec.id, rec);
    for (let [id, offset, length] of rec.blobs) {
      let first = this.blobs.get(id);
      first ? first.pack !== rec.id && this.copies.set(id, [...this.copies.get(id) ?? [], { pack: rec.id, offset, length }]) : this.blobs.set(id, { pack: rec.id, offset, length });
    }
  }
  has(id) {
    return this.blobs.has(id);
  }
  ids() {
    return this.blobs.keys();
  }
  depths = /* @__PURE__ */ new Map();
  memo = /* @__PURE__ */ new Map();
  memoBytes = 0;
  work = 0;
  // packs one `depth` call visited (DICT_WORK_MAX)
  /** The last pack a dictionary blob was read from, decompressed (a small change's files often share one). */
  lastPack;
  /**
   * A pack's dictionary depth (0: none), its chain checked on the way: every dictionary blob in
   * a pack of the index, no cycle, no deeper than DICT_DEPTH_READ, each dictionary within
   * DICT_BYTES_MAX. INVALID_DATA naming the pack otherwise. `via`: the packs being resolved.
   */
  depth(rec, via = []) {
    if (!rec.dict) return 0;
    let known2 = this.depths.get(rec.id);
    if (known2 !== void 0) return known2;
    let top = via[0] ?? rec.id;
    if (via.length === 0 && (this.work = 0), via.includes(rec.id)) throw dictError(top, `its dictionary chain is a cycle (through pack ${rec.id})`);
    if (via.length >= DICT_DEPTH_READ || ++this.work > DICT_WORK_MAX)
      throw dictError(top, `its dictionary chain is deeper than ${DICT_DEPTH_READ}`);
    let bytes = 0;
    for (let id of rec.dict) {
      let p2 = this.blobs.get(id);
      if (!p2) throw dictError(rec.id, `its dictionary blob ${id} is in no pack of the volume's index`);
      bytes += p2.length;
    }
    if (bytes > DICT_BYTES_MAX) throw dictError(rec.id, `its dictionary of ${bytes} bytes passes ${DICT_BYTES_MAX}`);
    let depth = 0;
    for (let id of rec.dict) depth = Math.max(depth, 1 + this.shallowest(id, [...via, rec.id]).depth);
    if (depth > DICT_DEPTH_READ) throw dictError(top, `its dictionary chain is deeper than ${DICT_DEPTH_READ}`);
    return this.depths.set(rec.id, depth), depth;
  }
  /** The place of a blob (held) whose pack's dictionary chain is shortest, and that depth; the first copy's error when none is readable. */
  shallowest(id, via = []) {
    let places = [this.place(id), ...this.copies.get(id) ?? []], best, failure2;
    for (let place of places)
      try {
        let depth = this.depth(this.packs.get(place.pack), via);
        (!best || depth < best.depth) && (best = { place, depth });
      } catch (err) {
        failure2 ??= err;
      }
    if (!best) throw failure2;
    return best;
  }
  /** One blob's bytes, checked against its id; blobs read for a dictionary are kept (up to DICT_MEMO_BYTES). */
  async blob(store, id) {
    let kept = this.memo.get(id);
    if (kept) return kept;
    let { place } = this.shallowest(id);
    this.lastPack?.id !== place.pack && (this.lastPack = { id: place.pack, raw: await readPack(store, this.packs.get(place.pack), this) });
    let raw = this.lastPack.raw, blob = Buffer.from(blobIn(raw, place.pack, id, place.offset, place.length));
    return this.memoBytes + blob.length > DICT_MEMO_BYTES && (this.memo.clear(), this.memoBytes = 0), this.memo.set(id, blob), this.memoBytes += blob.length, blob;
  }
  /** The dictionary a pack was compressed with (undefined: none), its chain checked first (see depth). */
  async dictionaryFor(store, rec) {
    if (!rec.dict) return;
    this.depth(rec);
    let parts = [];
    try {
      for (let id of rec.dict) parts.push(await this.blob(store, id));
    } catch (err) {
      throw dictError(rec.id, `its dictionary cannot be read: ${errorMessage(err)}`);
    }
    return Buffer.concat(parts);
  }
  /**
   * The packs that reading `packs` needs: themselves and, transitively, every copy of their
   * dictionary blobs (what a collection keeps — a copy dropped could be the one that kept a chain
   * within DICT_DEPTH_MAX — and verify checks); `missing`: those in no pack. Ends on a cycle.
   */
  withDictionaries(packs) {
    let out2 = new Set(packs), missing = [], todo = [...out2];
    for (; todo.length > 0; )
      for (let id of this.packs.get(todo.pop())?.dict ?? []) {
        let p2 = this.blobs.get(id);
        p2 || missing.push(id);
        for (let { pack } of p2 ? [p2, ...this.copies.get(id) ?? []] : [])
          out2.has(pack) || (out2.add(pack), todo.push(pack));
      }
    return { packs: out2, missing };
  }
  /** The place of a blob, or an INVALID_DATA error naming it. */
  place(id) {
    let p2 = this.blobs.get(id);
    if (!p2)
      throw new CheckpointError(
        "INVALID_DATA",
        `blob ${id} is in no pack of the volume's index`,
        "the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint"
      );
    return p2;
  }
};
async function loadContentIndex(store) {
  let index = new ContentIndex(), keys = (await store.list(CONTENT_INDEX)).filter((k2) => k2.endsWith(".json"));
  return await mapLimit(keys, 8, async (key) => {
    try {
      let buf = await store.get(key);
      if (!buf) return;
      let doc = parseIndexDoc(buf, `${store.location}/${key}`);
      for (let rec of doc.packs) index.add(rec);
      index.files.push(key);
    } catch (err) {
      index.problems.push({ key, error: errorMessage(err) });
    }
  }), index.files.sort(), index;
}
async function putIndexDoc(store, packs) {
  let doc = { version: packs.some((p2) => p2.dict) ? 2 : 1, packs }, text4 = `${JSON.stringify(doc)}
`, key = contentIndexKey(sha256Hex(text4)), r = await store.put(key, text4);
  return { key, size: r.size };
}
function blobIn(raw, pack, id, offset, length) {
  let blob = raw.subarray(offset, offset + length);
  if (sha256Hex(blob) !== id)
    throw new CheckpointError(
      "INVALID_DATA",
      `blob ${id} in pack ${pack} is damaged`,
      "run `pai-checkpoint verify --all --read-data`; restore an earlier checkpoint"
    );
  return blob;
}
async function fetchPack(store, rec) {
  let key = packKey(rec.id), buf = await store.get(key);
  if (!buf)
    throw new CheckpointError(
      "INVALID_DATA",
      `pack ${rec.id} is missing from ${store.location}`,
      "the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint"
    );
  if (buf.length !== rec.size || sha256Hex(buf) !== rec.id)
    throw new CheckpointError(
      "INVALID_DATA",
      `pack ${rec.id} on ${store.location} is damaged (its bytes do not match its name)`,
      "run `pai-checkpoint verify --all`; restore an earlier checkpoint"
    );
  return buf;
}
async function readPack(store, rec, index) {
  let dict = await index.dictionaryFor(store, rec);
  return unpack(rec, await fetchPack(store, rec), dict);
}
function unpack(rec, stored, dict) {
  if (rec.raw === 0) return Buffer.alloc(0);
  let name = `pack ${rec.id}`;
  return dict ? dictZstd.decompress(stored, rec.raw, dict, name) : packZstd().decompress(stored, rec.raw, name);
}
var PACK_TARGET = 8 * 1024 * 1024, PACK_SLACK = 4 * 1024 * 1024 + 1, PACK_CAPACITY = PACK_TARGET + PACK_SLACK, BYTES_IN_FLIGHT = 4 * PACK_TARGET, PUTS_MAX = 16, SMALL_PACK = 64 * 1024, SMALL_PACK_LEVEL = 15, PackWriter = class {
  constructor(store, o = {}) {
    this.store = store;
    this.o = o;
  }
  store;
  o;
  pack;
  entries = [];
  raw = 0;
  ids = /* @__PURE__ */ new Set();
  inFlight = /* @__PURE__ */ new Set();
  bytesInFlight = 0;
  failure;
  /** A pack was sealed since the last `drain`. */
  sealed = !1;
  written = [];
  /** The blobs of the small packs (SMALL_PACK) written, copied, with their pack's dictionary depth (recent.ts). */
  small = [];
  storedBytes = 0;
  has(id) {
    return this.ids.has(id);
  }
  /** Decompressed bytes in the pack being filled (not sealed yet). */
  get pending() {
    return this.raw;
  }
  /**
   * The free room of the pack being filled, `size` bytes long (the pack is sealed first when it
   * has less). Write a blob into it, then `commit` it; a room not committed is reused.
   */
  room(size) {
    if (size > PACK_CAPACITY) throw new RangeError(`a room of ${size} bytes is larger than a pack`);
    return this.raw + size > PACK_CAPACITY && this.sealNow(), this.pack ??= Buffer.allocUnsafe(PACK_CAPACITY), this.pack.subarray(this.raw, this.raw + size);
  }
  /** Keeps the first `length` bytes of the last room as blob `id` (once per id); seals a full pack. */
  commit(id, length) {
    this.ids.has(id) || (this.ids.add(id), this.entries.push([id, this.raw, length]), this.raw += length, this.raw >= PACK_TARGET && this.sealNow());
  }
  /** Adds a blob held elsewhere (copied into the pack, or a pack of its own when larger than one). */
  async add(id, data) {
    this.ids.has(id) || (data.length > PACK_CAPACITY ? (this.sealNow(), this.ids.add(id), this.start(data, [[id, 0, data.length]], data.length)) : (data.copy(this.room(data.length)), this.commit(id, data.length)), await this.drain());
  }
  /** Seals the pack being filled (a small one with its dictionary, if `dictionary` gives one) and drains. */
  async seal() {
    let dict;
    this.o.dictionary && this.entries.length > 0 && this.raw <= SMALL_PACK && (dict = await this.o.dictionary(this.entries.map(([id]) => id))), this.sealNow(dict), await this.drain();
  }
  /** A turn of the event loop once per sealed pack; waits while too many are being stored; throws their failure. */
  async drain() {
    for (this.sealed && (this.sealed = !1, await new Promise((r) => setImmediate(r))); this.inFlight.size >= PUTS_MAX || this.inFlight.size > 0 && this.bytesInFlight >= BYTES_IN_FLIGHT; )
      await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
  }
  sealNow(dict) {
    this.entries.length !== 0 && (this.start(this.pack.subarray(0, this.raw), this.entries, this.raw, dict), this.entries = [], this.raw = 0);
  }
  start(bytes, blobs, raw, dict) {
    this.sealed = !0;
    let level = raw <= SMALL_PACK ? Math.max(this.o.level ?? 3, SMALL_PACK_LEVEL) : this.o.level ?? 3;
    if (!this.failure) {
      if (raw <= SMALL_PACK)
        for (let [id, at2, n] of blobs)
          this.small.push({ id, bytes: Buffer.from(bytes.subarray(at2, at2 + n)), depth: dict?.depth ?? 0 });
      dict ? this.storePacked(dictZstd.compress(bytes, level, dict.bytes), raw, blobs, dict.ids) : this.storePacked(packZstd().compress(bytes, level), raw, blobs);
    }
  }
  /** Starts storing a pack compressed elsewhere (a pack worker's); its blobs count as this writer's. `dict`: its dictionary's blob ids. */
  storePacked(packed, raw, blobs, dict) {
    for (let [id2] of blobs) this.ids.add(id2);
    let id = sha256Hex(packed);
    if (this.storedBytes += packed.length, this.o.maxBytes !== void 0 && this.storedBytes > this.o.maxBytes) {
      this.failure ??= this.o.tooLarge?.() ?? new CheckpointError("TOO_LARGE", "workspace content too large");
      return;
    }
    let job = this.store.put(packKey(id), packed).then(() => {
      this.written.push({ id, size: packed.length, raw, blobs, ...dict ? { dict } : {} });
    }).catch((err) => {
      this.failure ??= err;
    });
    this.inFlight.add(job), this.bytesInFlight += packed.length, job.finally(() => {
      this.inFlight.delete(job), this.bytesInFlight -= packed.length;
    });
  }
  /** Stores what is left, waits for every pack, then the index file of this writer's packs. */
  async finish() {
    if (await this.seal(), await Promise.all(this.inFlight), this.failure) throw this.failure;
    if (this.written.length === 0) return { packs: [], bytes: 0 };
    let idx = await putIndexDoc(this.store, this.written);
    return { packs: this.written, indexKey: idx.key, bytes: this.storedBytes + idx.size };
  }
};

// src/domain/content/snapshot.ts
var import_node_fs25 = require("node:fs");
init_regular();
init_errors();
init_hash();

// src/domain/content/chunker.ts
init_regular();
init_hash();
var SMALL_FILE = 1024 * 1024, MIN = 256 * 1024, MAX = 4 * 1024 * 1024, MASK = (1 << 20) - 1, GEAR = (() => {
  let t = new Uint32Array(256), x = 2654435769;
  for (let i = 0; i < 256; i++)
    x ^= x << 13, x >>>= 0, x ^= x >>> 17, x ^= x << 5, x >>>= 0, t[i] = x;
  return t;
})(), GEAR32 = new Int32Array(GEAR.buffer);
function cutPoint(buf, start, end, final) {
  let limit = Math.min(end, start + MAX), h = 0;
  for (let i = start + MIN; i < limit; i++)
    if (h = (h << 1) + GEAR32[buf[i]] | 0, (h & MASK) === 0) return i + 1;
  return limit === start + MAX ? limit : final ? end : void 0;
}
async function chunkFile(path, onChunk) {
  let fh = await openRegular(path, { noFollow: !0 });
  if (!fh) throw Object.assign(new Error(`${path} is gone`), { code: "ENOENT" });
  try {
    let buf = Buffer.allocUnsafe(2 * MAX), have = 0, total = 0, eof = !1;
    for (; ; ) {
      for (; !eof && have < buf.length; ) {
        let { bytesRead } = await fh.read(buf, have, buf.length - have, null);
        bytesRead === 0 && (eof = !0), have += bytesRead, total += bytesRead;
      }
      let start = 0;
      for (; !(start >= have); ) {
        let cut2 = cutPoint(buf, start, have, eof);
        if (cut2 === void 0) break;
        await onChunk(buf.subarray(start, cut2)), start = cut2;
      }
      if (eof) return total;
      buf.copy(buf, 0, start, have), have -= start;
    }
  } finally {
    await fh.close();
  }
}

// src/domain/content/known.ts
var import_node_fs20 = require("node:fs"), import_node_path18 = require("node:path");
init_atomic();
init_hash();
var ID_BYTES = 32, KnownBlobs = class _KnownBlobs {
  constructor(file2, sorted, files) {
    this.file = file2;
    this.sorted = sorted;
    this.files = files;
  }
  file;
  sorted;
  files;
  /** Ids read from index files the local copy did not cover, or stored by this capture. */
  extra = /* @__PURE__ */ new Set();
  static async load(store, stateDir) {
    let file2 = (0, import_node_path18.join)(stateDir, "content", `known-${sha256Hex(store.location).slice(0, 24)}.bin`), keys = (await store.list(CONTENT_INDEX)).filter((k2) => k2.endsWith(".json")).sort(), copy = readCopy(file2), present = new Set(keys), usable = copy && copy.files.every((k2) => present.has(k2)), known2 = usable ? new _KnownBlobs(file2, copy.ids, [...copy.files]) : new _KnownBlobs(file2, Buffer.alloc(0), []), covered = new Set(known2.files);
    return await mapLimit(
      keys.filter((k2) => !covered.has(k2)),
      8,
      async (key) => {
        try {
          let buf = await store.get(key);
          if (!buf) return;
          known2.addPacks(parseIndexDoc(buf, `${store.location}/${key}`).packs), known2.files.push(key);
        } catch {
        }
      }
    ), known2.files.sort(), (!usable || known2.extra.size > 0) && known2.save(), known2;
  }
  has(id) {
    if (this.extra.has(id)) return !0;
    let target = Buffer.from(id, "hex");
    if (target.length !== ID_BYTES) return !1;
    let at2 = this.place(target);
    return at2 * ID_BYTES < this.sorted.length && this.sorted.compare(target, 0, ID_BYTES, at2 * ID_BYTES, (at2 + 1) * ID_BYTES) === 0;
  }
  /** The number of sorted ids below `target` (where it is, or would be). */
  place(target) {
    let lo2 = 0, hi2 = this.sorted.length / ID_BYTES;
    for (; lo2 < hi2; ) {
      let mid = lo2 + hi2 >>> 1;
      this.sorted.compare(target, 0, ID_BYTES, mid * ID_BYTES, (mid + 1) * ID_BYTES) < 0 ? lo2 = mid + 1 : hi2 = mid;
    }
    return lo2;
  }
  *ids() {
    for (let o = 0; o < this.sorted.length; o += ID_BYTES) yield this.sorted.toString("hex", o, o + ID_BYTES);
    yield* this.extra;
  }
  /** The index file this capture stored (`key`, listing `packs`): remembered, and the local copy saved. */
  remember(key, packs) {
    this.addPacks(packs), this.files.includes(key) || this.files.push(key), this.files.sort(), this.save();
  }
  addPacks(packs) {
    for (let p2 of packs) for (let [id] of p2.blobs) this.has(id) || this.extra.add(id);
  }
  /** Merges the extra ids into the sorted ones and writes the copy (a cache: a failure only costs reads later). */
  save() {
    let added = [...this.extra].sort().map((id) => Buffer.from(id, "hex")), merged = Buffer.allocUnsafe(this.sorted.length + added.length * ID_BYTES), from = 0, o = 0;
    for (let id of added) {
      let at2 = this.place(id) * ID_BYTES;
      o += this.sorted.copy(merged, o, from, at2), o += id.copy(merged, o), from = at2;
    }
    this.sorted.copy(merged, o, from), this.sorted = merged, this.extra.clear();
    let json = JSON.stringify({ version: 1, files: this.files, n: merged.length / ID_BYTES });
    try {
      (0, import_node_fs20.mkdirSync)((0, import_node_path18.join)(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${json}
`), merged]), { fsync: !1 });
    } catch {
    }
  }
};
function readCopy(file2) {
  try {
    let buf = (0, import_node_fs20.readFileSync)(file2), nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl)), n = head.n;
    return head.version !== 1 || !Array.isArray(head.files) || !head.files.every((k2) => typeof k2 == "string") || typeof n != "number" || buf.length !== nl + 1 + n * ID_BYTES ? void 0 : { files: head.files, ids: buf.subarray(nl + 1) };
  } catch {
    return;
  }
}

// src/domain/content/dictionary.ts
async function dictionaryOf(store, lookup, recent, previous, ids) {
  let chosen2 = [], bytes = 0, index;
  for (let id of new Set(ids.flatMap((id2) => previous.get(id2) ?? []))) {
    if (!lookup.has(id)) continue;
    let b2 = recent.get(id) ?? await fromVolume(store, index ??= indexOf(store, lookup), id, DICT_BYTES_MAX - bytes);
    !b2 || bytes + b2.bytes.length > DICT_BYTES_MAX || (chosen2.push(b2), bytes += b2.bytes.length);
  }
  if (chosen2.length === 0) return;
  let dict = Buffer.concat(chosen2.map((b2) => b2.bytes)), depth = 1 + Math.max(...chosen2.map((b2) => b2.depth));
  return dictZstd.usable(dict) ? { bytes: dict, ids: chosen2.map((b2) => b2.id), depth } : void 0;
}
var indexOf = async (store, lookup) => lookup instanceof ContentIndex ? lookup : loadContentIndex(store);
async function fromVolume(store, index, id, room) {
  try {
    let idx = await index, p2 = idx.blobs.get(id);
    if (!p2 || p2.length > room) return;
    let depth = idx.shallowest(id).depth;
    return depth + 1 > DICT_DEPTH_MAX ? void 0 : { id, depth, bytes: await idx.blob(store, id) };
  } catch {
    return;
  }
}

// src/domain/content/recent.ts
var import_node_fs21 = require("node:fs"), import_node_path19 = require("node:path");
init_atomic();
init_hash();
var RecentBlobs = class _RecentBlobs {
  constructor(file2, blobs, keep = !0) {
    this.file = file2;
    this.blobs = blobs;
    this.keep = keep;
  }
  file;
  blobs;
  keep;
  /**
   * `sealed`: the volume is encrypted. Then nothing is kept here (and a copy kept before is
   * removed): the files a capture stores — an `include_ignored` .env among them, taken only
   * because the volume is encrypted — are never in the clear on disk outside the workspace.
   */
  static load(stateDir, volume, root, sealed = !1) {
    let file2 = (0, import_node_path19.join)(stateDir, "content", `recent-${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.bin`), blobs = /* @__PURE__ */ new Map();
    if (sealed) {
      try {
        (0, import_node_fs21.rmSync)(file2, { force: !0 });
      } catch {
      }
      return new _RecentBlobs(file2, blobs, !1);
    }
    try {
      let buf = (0, import_node_fs21.readFileSync)(file2), nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl));
      if (head.version !== 1 || !Array.isArray(head.blobs)) throw new Error("not a cache of this version");
      let at2 = nl + 1;
      for (let [id, depth, length] of head.blobs)
        blobs.set(id, { id, depth, bytes: buf.subarray(at2, at2 + length) }), at2 += length;
    } catch {
      blobs.clear();
    }
    return new _RecentBlobs(file2, blobs);
  }
  /** A blob kept here whose bytes match its id, with a depth that leaves room for one more pack. */
  get(id) {
    let b2 = this.blobs.get(id);
    if (!(!b2 || !Number.isSafeInteger(b2.depth) || b2.depth < 0 || b2.depth >= DICT_DEPTH_MAX))
      return sha256Hex(b2.bytes) === id ? b2 : void 0;
  }
  /** Keeps `stored` (this capture's small blobs) and, after them, the blobs kept before that `replaced` does not name. */
  save(stored, replaced2) {
    let out2 = [], bytes = 0;
    for (let b2 of [...stored, ...this.blobs.values()])
      replaced2.has(b2.id) || out2.some((o) => o.id === b2.id) || bytes + b2.bytes.length > DICT_BYTES_MAX || (out2.push(b2), bytes += b2.bytes.length);
    if (!this.keep || stored.length === 0 && out2.length === this.blobs.size) return;
    let head = JSON.stringify({ version: 1, blobs: out2.map((b2) => [b2.id, b2.depth, b2.bytes.length]) });
    try {
      (0, import_node_fs21.mkdirSync)((0, import_node_path19.join)(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${head}
`), ...out2.map((b2) => b2.bytes)]), {
        fsync: !1
      });
    } catch {
    }
  }
};

// src/domain/content/sinks.ts
var import_node_os7 = require("node:os"), import_node_worker_threads = require("node:worker_threads");
init_errors();
init_hash();

// src/platform/codec.ts
var import_node_child_process = require("node:child_process"), import_node_fs23 = require("node:fs"), import_node_stream4 = require("node:stream");
init_errors();

// src/platform/spawn.ts
init_errors();
var childProcess = () => process.getBuiltinModule("node:child_process");
function exited(child, name, okCodes, stderr) {
  return new Promise((resolve10, reject) => {
    child.once("error", (err) => reject(new CheckpointError("IO", `${name} could not run: ${err.message}`))), child.once("close", (code, signal) => {
      code !== null && okCodes.includes(code) ? resolve10() : reject(
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
function endAfter(stream, done, abort) {
  let out2 = new (process.getBuiltinModule("node:stream")).PassThrough({ highWaterMark: 1048576 }), ended = !1, fail = (err) => {
    abort(), out2.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  return out2.once("close", () => {
    ended || (abort(), stream.destroy());
  }), stream.once("error", fail), stream.pipe(out2, { end: !1 }), Promise.all([done, new Promise((resolve10) => stream.once("end", resolve10))]).then(() => {
    ended = !0, out2.end();
  }, fail), out2;
}
function spawnDetached(script, args, env, nodeArgs = []) {
  return new Promise((resolve10) => {
    try {
      let child = childProcess().spawn(process.execPath, [...nodeArgs, script, ...args], {
        detached: !0,
        stdio: "ignore",
        env,
        cwd: "/"
      });
      child.once("spawn", () => resolve10(void 0)), child.once("error", (err) => resolve10(err.message)), child.unref();
    } catch (err) {
      resolve10(err instanceof Error ? err.message : String(err));
    }
  });
}

// src/platform/which.ts
var import_node_fs22 = require("node:fs"), import_node_path20 = require("node:path");
function commandOnPath(cmd, path = process.env.PATH) {
  for (let dir2 of (path ?? "").split(import_node_path20.delimiter)) {
    if (!(0, import_node_path20.isAbsolute)(dir2)) continue;
    let command = (0, import_node_path20.join)(dir2, cmd);
    try {
      if ((0, import_node_fs22.accessSync)(command, import_node_fs22.constants.X_OK), (0, import_node_fs22.statSync)(command).isFile()) return command;
    } catch {
    }
  }
}

// src/platform/zstd-frames.ts
init_errors();
var MAX_BLOCK = 128 * 1024;

// src/platform/codec.ts
var BINDING_FRAME_BYTES = 8 * 1024 * 1024, BINDING_FRAME_LIMIT = 64 * 1024 * 1024, EMPTY_ZSTD_FRAME = Buffer.from([40, 181, 47, 253, 32, 0, 1, 0, 0]), BINDING = "@mongodb-js/zstd", INSTALL = "install the zstd command (apt-get install zstd, brew install zstd), or the binding: `npm i @mongodb-js/zstd` in the plugin folder";
function zstdOnPath(path = process.env.PATH ?? "") {
  let command = commandOnPath("zstd", path);
  return command ? { kind: "cli", command } : void 0;
}
async function loadBinding() {
  try {
    let mod = await import(BINDING), api = typeof mod.compress == "function" ? mod : mod.default;
    return typeof api?.compress != "function" || typeof api.decompress != "function" ? void 0 : { compress: api.compress.bind(api), decompress: api.decompress.bind(api) };
  } catch {
    return;
  }
}
async function findZstd() {
  let cli = zstdOnPath();
  if (cli) return cli;
  let binding = await loadBinding();
  return binding ? { kind: "binding", binding } : void 0;
}
function noZstdError(purpose = "compress or decompress checkpoints") {
  return new CheckpointError(
    "IO",
    `no zstd compressor found: zstd is not installed (neither the \`zstd\` command on PATH nor the ${BINDING} package), and it is needed to ${purpose}`,
    INSTALL
  );
}
async function requireZstd(purpose) {
  let z2 = await findZstd();
  if (!z2) throw noZstdError(purpose);
  return z2;
}
function compressStream(source, o = {}) {
  let level = o.level ?? 3;
  return codecStream(
    source,
    o,
    (zstd) => zstd.kind === "cli" ? cliEngine(zstd.command, ["-q", `-${level}`, "-T0", "-c"], source, "zstd") : inProcess(source, binder(zstd.binding, level))
  );
}
function codecStream(source, o, start) {
  let limit = limiter(o.maxBytes, o.tooLarge), input = "file" in source ? void 0 : "stream" in source ? source.stream : source.pipe;
  input?.on("error", (err) => limit.destroy(err));
  let engine, begin = (zstd) => limit.destroyed ? Promise.resolve() : (engine = start(zstd), engine.output.on("error", (err) => limit.destroy(err)), engine.output.pipe(limit), engine.done), done;
  try {
    let chosen2 = choose(o);
    done = chosen2 instanceof Promise ? chosen2.then(begin) : begin(chosen2);
  } catch (err) {
    done = Promise.reject(err);
  }
  return endAfter(limit, done, () => {
    engine?.kill(), input?.destroy();
  });
}
function choose(o) {
  if (typeof o.zstd == "object") return o.zstd;
  if (o.zstd !== "binding") {
    let cli = zstdOnPath();
    if (cli) return cli;
    if (o.zstd === "cli")
      return Promise.reject(
        new CheckpointError(
          "IO",
          `the zstd command is not on PATH (it is needed to ${o.purpose ?? "run zstd"})`,
          INSTALL
        )
      );
  }
  return loadBinding().then((binding) => {
    if (binding) return { kind: "binding", binding };
    throw o.zstd === "binding" ? new CheckpointError("IO", `the ${BINDING} binding is not installed`, INSTALL) : noZstdError(o.purpose);
  });
}
function cliEngine(command, args, source, name, failed) {
  let stdin = "file" in source ? "ignore" : "pipe" in source ? source.pipe : "pipe", child = (0, import_node_child_process.spawn)(command, "file" in source ? [...args, "--", source.file] : args, {
    stdio: [stdin, "pipe", "pipe"]
  });
  "pipe" in source && source.pipe.destroy(), "stream" in source && (child.stdin.on("error", () => {
  }), source.stream.pipe(child.stdin));
  let done = exited(child, name, [0], stderrOf(child)).catch((err) => {
    throw failed && child.pid !== void 0 ? failed(err) : err;
  });
  return { output: child.stdout, done, kill: () => child.kill("SIGKILL") };
}
function inProcess(source, transform) {
  let input;
  return "file" in source ? (input = (0, import_node_fs23.createReadStream)(source.file), input.once("error", (err) => transform.destroy(err))) : input = "stream" in source ? source.stream : source.pipe, input.pipe(transform), {
    output: transform,
    done: Promise.resolve(),
    kill: () => {
      transform.destroy(), "file" in source && input.destroy();
    }
  };
}
function binder(binding, level) {
  let pending = [], pendingBytes = 0, emit = async (self2, all) => {
    let rest = Buffer.concat(pending);
    for (pending = []; rest.length >= BINDING_FRAME_BYTES || all && rest.length > 0; ) {
      let frame = rest.subarray(0, BINDING_FRAME_BYTES);
      rest = rest.subarray(frame.length), self2.push(await binding.compress(frame, level));
    }
    rest.length && pending.push(rest), pendingBytes = rest.length;
  };
  return new import_node_stream4.Transform({
    transform(chunk, _e2, done) {
      if (pending.push(chunk), pendingBytes += chunk.length, pendingBytes < BINDING_FRAME_BYTES) return done();
      emit(this, !1).then(() => done(), done);
    },
    flush(done) {
      emit(this, !0).then(() => done(), done);
    }
  });
}
function limiter(maxBytes, tooLarge3) {
  let total = 0;
  return new import_node_stream4.Transform({
    transform(chunk, _e2, next) {
      if (total += chunk.length, maxBytes !== void 0 && total > maxBytes) {
        next(tooLarge3?.(maxBytes) ?? new CheckpointError("TOO_LARGE", `zstd output passed ${maxBytes} bytes`));
        return;
      }
      next(null, chunk);
    }
  });
}

// src/domain/content/sinks.ts
var InlineSink = class {
  constructor(writer, known2) {
    this.writer = writer;
    this.known = known2;
  }
  writer;
  known;
  lists = [];
  last;
  get busy() {
    return this.writer.sealed;
  }
  room(size) {
    return this.last = this.writer.room(size);
  }
  keep(file2, length) {
    let id = sha256Hex(this.last.subarray(0, length));
    (this.lists[file2] ??= []).push(id), this.known(id) || this.writer.commit(id, length);
  }
  async add(file2, data) {
    let id = sha256Hex(data);
    (this.lists[file2] ??= []).push(id), this.known(id) || await this.writer.add(id, data);
  }
  drain() {
    return this.writer.drain();
  }
  async finish() {
    return this.lists;
  }
  close() {
  }
};
function hashSlots(bytes, slots) {
  let ids = [];
  for (let i = 0; i < slots.length; i += 2) ids.push(sha256Hex(bytes.subarray(slots[i], slots[i] + slots[i + 1])));
  return ids;
}
var MAX_WORKERS = 4;
function packWorkerCount() {
  return Math.max(1, Math.min(MAX_WORKERS, (0, import_node_os7.availableParallelism)() - 1));
}
var WorkerSink = class _WorkerSink {
  constructor(threads, writer) {
    this.threads = threads;
    this.writer = writer;
    this.pool = threads.length + 2;
    for (let t of threads)
      t.worker.on("message", (m2) => this.answer(t, m2)), t.worker.on("error", (err) => this.fail(err)), t.worker.on("exit", (code) => {
        t.waiting.length > 0 && this.fail(new Error(`exited with code ${code}`));
      });
  }
  threads;
  writer;
  lists = [];
  /** Blobs handed over per file so far. */
  counts = [];
  codecs = /* @__PURE__ */ new Set();
  free = [];
  made = 0;
  cur;
  raw = 0;
  slots = [];
  batch = { files: [], at: [] };
  failure;
  wake;
  /** Buffers going round: one being filled, one in each worker, one spare. */
  pool;
  busy = !1;
  /** A worker sink, or undefined when the worker script is not there (the caller goes inline). */
  static start(writer, known2, level, workers = packWorkerCount()) {
    let file2 = distFile("pack-worker.cjs");
    if (!file2) return;
    let ids = [...known2], cli = zstdOnPath(), command = cli?.kind === "cli" ? cli.command : void 0, threads = Array.from({ length: Math.max(1, workers) }, () => ({
      worker: new import_node_worker_threads.Worker(file2, { workerData: { known: ids, level, command } }),
      waiting: []
    }));
    return new _WorkerSink(threads, writer);
  }
  /** Worker threads started. */
  get workers() {
    return this.threads.length;
  }
  /** What compressed the packs so far ('wasm', 'zstd', …; 'wasm+zstd' when both did). */
  get codec() {
    return this.codecs.size > 0 ? [...this.codecs].sort().join("+") : void 0;
  }
  room(size) {
    return this.raw + size > PACK_CAPACITY && this.post(), this.cur ??= this.free.pop() ?? (this.made++, Buffer.from(new ArrayBuffer(PACK_CAPACITY))), this.cur.subarray(this.raw, this.raw + size);
  }
  keep(file2, length) {
    this.slots.push(this.raw, length), this.batch.files.push(file2), this.batch.at.push(this.place(file2)), this.raw += length, this.raw >= PACK_TARGET && this.post();
  }
  async add(file2, data) {
    if (data.length > PACK_CAPACITY) {
      this.post();
      let own2 = Buffer.from(new ArrayBuffer(data.length));
      data.copy(own2), this.send(own2, [0, data.length], { files: [file2], at: [this.place(file2)] });
    } else
      data.copy(this.room(data.length)), this.keep(file2, data.length);
    this.busy && await this.drain();
  }
  /** Waits until a buffer is free for the next batch (and the writer has room); throws a failure. */
  async drain() {
    for (this.busy = !1, await new Promise((r) => setImmediate(r)); !this.failure && this.starved() && this.inFlight() > 0; ) await new Promise((r) => this.wake = r);
    if (this.failure) throw this.failure;
    await this.writer.drain();
  }
  async finish() {
    for (this.post(); !this.failure && this.inFlight() > 0; ) await new Promise((r) => this.wake = r);
    if (this.close(), this.failure) throw this.failure;
    return this.lists;
  }
  close() {
    for (let t of this.threads) t.worker.terminate();
  }
  place(file2) {
    let n = this.counts[file2] ?? 0;
    return this.counts[file2] = n + 1, n;
  }
  inFlight() {
    let n = 0;
    for (let t of this.threads) n += t.waiting.length;
    return n;
  }
  /** No buffer to read the next batch into. */
  starved() {
    return this.free.length === 0 && this.made >= this.pool;
  }
  /**
   * Hands the batch being filled to a worker. When this thread would next wait for a buffer
   * (the workers are behind), it hashes the batch itself first: hashing and compressing are shared
   * between the threads as each has time (one worker alone was the first capture's bottleneck).
   */
  post() {
    if (this.slots.length === 0) return;
    let wouldWait = this.inFlight() > 0 && this.starved();
    this.send(this.cur, this.slots, this.batch, wouldWait ? hashSlots(this.cur, this.slots) : void 0), this.cur = void 0, this.raw = 0, this.slots = [], this.batch = { files: [], at: [] };
  }
  send(bytes, slots, batch, ids) {
    let buf = bytes.buffer, t = this.threads[0];
    for (let u2 of this.threads) u2.waiting.length < t.waiting.length && (t = u2);
    t.worker.postMessage({ buf, slots, ids }, [buf]), t.waiting.push(batch), this.busy = !0;
  }
  answer(t, m2) {
    let { files, at: at2 } = t.waiting.shift();
    for (let i = 0; i < files.length; i++) (this.lists[files[i]] ??= [])[at2[i]] = m2.ids[i];
    m2.buf.byteLength === PACK_CAPACITY && this.free.push(Buffer.from(m2.buf)), m2.codec && this.codecs.add(m2.codec);
    let kept = m2.kept.filter(([id]) => !this.writer.has(id));
    m2.packed && kept.length > 0 && this.writer.storePacked(Buffer.from(m2.packed.buffer, m2.packed.byteOffset, m2.packed.byteLength), m2.raw, kept), this.wake?.();
  }
  fail(err) {
    this.failure ??= new CheckpointError("IO", `the pack worker failed: ${errorMessage(err)}`), this.wake?.();
  }
}, COMMAND_RATIO = 1 / 8, SAMPLE_BYTES = 32 * 1024;

// src/domain/content/stat-cache.ts
var import_node_fs24 = require("node:fs"), import_node_path21 = require("node:path");
init_atomic();
init_hash();
var RACY_MS = 2e3, VERSION2 = 4, FIELDS = 5, strings = (v2) => Array.isArray(v2) && v2.every((s3) => typeof s3 == "string");
function fromVersion3(text4, from) {
  let stats = [], records = [];
  for (let p2 = from; p2 < text4.length; ) {
    let end = text4.indexOf(`
`, p2);
    if (end < 0) return;
    let f2 = text4.slice(p2, end).split("\0");
    if (f2.length !== 7) return;
    stats.push(+f2[1], +f2[2], +f2[3], +f2[4], +f2[5]), records.push(`${f2[0]}\0${f2[6]}
`), p2 = end + 1;
  }
  return { stats: Float64Array.from(stats), text: records.join("") };
}
var StatCache = class _StatCache {
  constructor(file2, head, stats, text4) {
    this.file = file2;
    this.head = head;
    this.stats = stats;
    this.text = text4;
    let n = head.n;
    this.starts = new Int32Array(n), this.zeros = new Int32Array(n);
    for (let k2 = 0, p2 = 0; k2 < n; k2++) {
      let z2 = text4.indexOf("\0", p2), end = text4.indexOf(`
`, z2);
      if (z2 < 0 || end < 0) throw new Error("cut short");
      this.starts[k2] = p2, this.zeros[k2] = z2, p2 = end + 1;
    }
  }
  file;
  head;
  stats;
  text;
  /** Where each entry's record starts in `text`, and where its path ends (the NUL). */
  starts;
  zeros;
  static load(stateDir, volume, root) {
    let file2 = (0, import_node_path21.join)(stateDir, "content", `${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.json`), none = new _StatCache(file2, { version: VERSION2, at: 0, n: 0 }, new Float64Array(0), ""), buf;
    try {
      buf = (0, import_node_fs24.readFileSync)(file2);
    } catch {
      return none;
    }
    try {
      let nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl < 0 ? buf.length : nl));
      if (typeof head.at != "number") return none;
      let tree = isBlobId(head.base) && strings(head.set) && strings(head.del) ? { base: head.base, set: head.set, del: head.del } : {}, index = strings(head.index) ? head.index : void 0;
      if (head.version === 3) {
        let v3 = fromVersion3(buf.toString("utf8"), nl + 1);
        return v3 ? new _StatCache(
          file2,
          { version: VERSION2, at: head.at, n: v3.stats.length / FIELDS, ...tree, index },
          v3.stats,
          v3.text
        ) : none;
      }
      let n = head.n;
      if (head.version !== VERSION2 || typeof n != "number" || !Number.isSafeInteger(n) || n < 0) return none;
      let from = nl + 1;
      if (from % 8 !== 0 || from + n * FIELDS * 8 > buf.length) return none;
      let stats = new Float64Array(n * FIELDS);
      return Buffer.from(stats.buffer).set(buf.subarray(from, from + stats.byteLength)), new _StatCache(
        file2,
        { version: VERSION2, at: head.at, n, ...tree, index },
        stats,
        buf.toString("utf8", from + stats.byteLength)
      );
    } catch {
      return none;
    }
  }
  get size() {
    return this.head.n;
  }
  /** The tree the cache describes, when it names one. */
  get tree() {
    let { base, set: set2, del } = this.head;
    return base && set2 && del ? { base, set: set2, del } : void 0;
  }
  /**
   * Whether every blob the cache names is still on the volume: the index files it was written
   * with all remain (blobs go only when a garbage collection rewrites the index).
   */
  blobsKept(indexFiles) {
    let now = new Set(indexFiles);
    return this.head.index !== void 0 && this.head.index.every((k2) => now.has(k2));
  }
  /**
   * Each listed file's entry in the cache (-1: none), by a merge of the two sorted lists: both
   * are in tree order (JavaScript's string order), so no path is looked up or copied while they agree.
   */
  match(files) {
    let at2 = new Int32Array(files.length).fill(-1), n = this.head.n, k2 = 0;
    for (let i = 0; i < files.length && k2 < n; i++) {
      let path = files[i].path;
      for (; k2 < n; ) {
        let p2 = this.starts[k2];
        if (this.zeros[k2] - p2 === path.length && this.text.startsWith(path, p2)) {
          at2[i] = k2++;
          break;
        }
        if (this.text.slice(p2, this.zeros[k2]) > path) break;
        k2++;
      }
    }
    return at2;
  }
  /** Entry `k`'s tree line when `f`'s stat is what the cache recorded and not racy; else undefined. */
  line(k2, f2) {
    if (k2 < 0) return;
    let s3 = this.stats, o = k2 * FIELDS;
    if (!(s3[o] !== f2.size || s3[o + 1] !== f2.mtimeMs || s3[o + 2] !== f2.ctimeMs || s3[o + 3] !== f2.ino || s3[o + 4] !== f2.mode) && !(f2.mtimeMs >= this.head.at - RACY_MS || f2.ctimeMs >= this.head.at - RACY_MS))
      return this.previous(k2);
  }
  /** Entry `k`'s cached tree line, whatever its stat. */
  previous(k2) {
    let z2 = this.zeros[k2];
    return this.text.slice(z2 + 1, this.text.indexOf(`
`, z2));
  }
  /** The paths of the entries not in `matched` (the result of `match`): gone since. */
  gone(matched) {
    let seen = new Uint8Array(this.head.n);
    for (let k2 of matched) k2 >= 0 && (seen[k2] = 1);
    let out2 = [];
    for (let k2 = 0; k2 < this.head.n; k2++) seen[k2] || out2.push(this.text.slice(this.starts[k2], this.zeros[k2]));
    return out2;
  }
  /**
   * Saves what this capture saw (`at`: when it started): the stat and tree line of every entry
   * (`lines[i]` of `files[i]`; undefined: skipped), `tree` the tree's base and changes,
   * `indexFiles` the volume's index files including the one this capture wrote.
   */
  save(at2, files, lines2, tree, indexFiles) {
    let stats = new Float64Array(files.length * FIELDS), records = [], n = 0;
    for (let i = 0; i < files.length; i++) {
      let line = lines2[i];
      if (line === void 0) continue;
      let f2 = files[i], o = n++ * FIELDS;
      stats[o] = f2.size, stats[o + 1] = f2.mtimeMs, stats[o + 2] = f2.ctimeMs, stats[o + 3] = f2.ino, stats[o + 4] = f2.mode, records.push(`${f2.path}\0${line}
`);
    }
    let json = JSON.stringify({ version: VERSION2, at: at2, n, ...tree, index: indexFiles }), head = `${json}${" ".repeat(7 - Buffer.byteLength(json) % 8)}
`, text4 = records.join(""), from = Buffer.byteLength(head), out2 = Buffer.allocUnsafe(from + n * FIELDS * 8 + Buffer.byteLength(text4));
    out2.write(head, 0), out2.set(new Uint8Array(stats.buffer, 0, n * FIELDS * 8), from), out2.write(text4, from + n * FIELDS * 8);
    try {
      (0, import_node_fs24.mkdirSync)((0, import_node_path21.join)(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, out2, { fsync: !1 });
    } catch {
    }
  }
};

// src/domain/content/snapshot.ts
function openListed(path) {
  let fd = openNonBlockingSync(path, { noFollow: !0 });
  if (fd === void 0) throw gone(path);
  return fd;
}
var gone = (path) => Object.assign(new Error(`${path} is gone`), { code: "ENOENT" }), replaced = (path) => new CheckpointError("INVALID_DATA", `${path} is no longer a regular file`);
function readInto(path, room, listed) {
  let fd = openListed(path);
  try {
    let n;
    try {
      n = (0, import_node_fs25.readSync)(fd, room, 0, room.length, null);
    } catch (err) {
      throw errnoCode(err) === "EAGAIN" ? replaced(path) : err;
    }
    if (n !== listed && !(0, import_node_fs25.fstatSync)(fd).isFile()) throw replaced(path);
    return n;
  } finally {
    (0, import_node_fs25.closeSync)(fd);
  }
}
function readWhole(path) {
  let fd = openRegularSync(path, { noFollow: !0 });
  if (fd === void 0) throw gone(path);
  try {
    return (0, import_node_fs25.readFileSync)(fd);
  } finally {
    (0, import_node_fs25.closeSync)(fd);
  }
}
var WORKER_MIN_BYTES = 32 * 1024 * 1024;
async function readFiles(files, base, sink, skipped, progress) {
  let sizes = [];
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i], path = base + f2.path;
    try {
      if (f2.size > SMALL_FILE) sizes[i] = await chunkFile(path, (chunk) => sink.add(i, chunk));
      else {
        let room = sink.room(f2.size + 1), n = readInto(path, room, f2.size);
        if (n === room.length) {
          let data = readWhole(path);
          sizes[i] = data.length, data.length > 0 && await sink.add(i, data);
        } else
          sizes[i] = n, n > 0 && sink.keep(i, n);
      }
      progress(sizes[i]);
    } catch (err) {
      let code = errnoCode(err), gone2 = err instanceof CheckpointError && err.code === "INVALID_DATA";
      if (!gone2 && code !== "ENOENT" && code !== "EACCES" && code !== "EPERM" && code !== "EISDIR") throw err;
      skipped.push({
        path: f2.path,
        reason: gone2 ? "no longer a regular file" : code === "ENOENT" ? "removed while it was captured" : `unreadable (${code})`
      }), sizes[i] = -1;
    }
    sink.busy && await sink.drain();
  }
  return sizes;
}
var REBASE_FRACTION = 0.15;
function cachedLines(cache2, index, files, matched, known2) {
  let lines2 = new Array(files.length), hit = new Uint8Array(files.length), blobsKept = cache2.blobsKept(index.files), toRead = [], cachedBytes = 0;
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i];
    if (f2.type === "symlink") {
      lines2[i] = JSON.stringify([f2.path, "l", f2.mode, 0, f2.mtimeMs, f2.link ?? ""]);
      continue;
    }
    let line = cache2.line(matched[i], f2);
    line !== void 0 && (blobsKept || refsOf(line).every(known2)) ? (lines2[i] = line, hit[i] = 1, cachedBytes += f2.size) : toRead.push(i);
  }
  return { lines: lines2, hit, toRead, cachedBytes };
}
async function snapshotContent(store, listing, o) {
  let started = (o.now ?? Date.now)(), index = o.index ?? await KnownBlobs.load(store, o.stateDir), cache2 = StatCache.load(o.stateDir, store.location, listing.root), tooLarge3 = () => new CheckpointError(
    "TOO_LARGE",
    `new workspace content passed ${Math.round((o.maxBytes ?? 0) / 1e6)} MB (compressed) \u2014 too large for a local volume`,
    "exclude large folders in the configuration, or use a remote (S3) volume"
  ), previous = /* @__PURE__ */ new Map(), recent = RecentBlobs.load(o.stateDir, store.location, listing.root, !!keyringOf(store)?.encryption()), dictionary = (ids) => dictionaryOf(store, index, recent, previous, ids), writer = new PackWriter(store, { level: o.level, maxBytes: o.maxBytes, tooLarge: tooLarge3, dictionary }), known2 = (id) => index.has(id) || writer.has(id), base = listing.root.endsWith("/") ? listing.root : `${listing.root}/`, files = inPathOrder(listing.files), skipped = [], done = 0, matched = cache2.match(files), { lines: lines2, hit, toRead, cachedBytes } = cachedLines(cache2, index, files, matched, known2);
  done += cachedBytes, o.onProgress?.(done, listing.totalBytes);
  let reading = toRead.map((i) => files[i]), toReadBytes = reading.reduce((n, f2) => n + f2.size, 0), worker = o.packWorker ?? toReadBytes >= WORKER_MIN_BYTES ? WorkerSink.start(writer, index.ids(), o.level ?? 3, o.packWorkers) : void 0, sink = worker ?? new InlineSink(writer, known2), filesRead = 0;
  try {
    let sizes = await readFiles(reading, base, sink, skipped, (n) => {
      done += n, o.onProgress?.(done, listing.totalBytes);
    }), lists = await sink.finish();
    for (let j2 = 0; j2 < reading.length; j2++) {
      let f2 = reading[j2];
      if (sizes[j2] < 0) continue;
      let entry = [f2.path, "f", f2.mode, sizes[j2], f2.mtimeMs, lists[j2] ?? []];
      lines2[toRead[j2]] = JSON.stringify(entry), filesRead++;
      let k2 = matched[toRead[j2]];
      if (k2 >= 0) for (let id of lists[j2] ?? []) previous.set(id, refsOf(cache2.previous(k2)));
    }
  } finally {
    sink.close();
  }
  let { ref, next } = await storeTree(writer, cache2, index, files, lines2, hit, matched, known2), written = await writer.finish();
  return written.indexKey && index instanceof KnownBlobs && index.remember(written.indexKey, written.packs), cache2.save(started, files, lines2, next, written.indexKey ? [...index.files, written.indexKey] : index.files), recent.save(writer.small, new Set([...previous.values()].flat())), {
    tree: ref,
    addedBytes: written.bytes,
    newPacks: written.packs.length,
    filesRead,
    skipped,
    worker: worker !== void 0,
    workers: worker?.workers ?? 0,
    codec: worker?.codec ?? packZstd().name
  };
}
var TREE_BESIDE_DATA = 1024 * 1024;
async function storeTree(writer, cache2, index, files, lines2, hit, matched, known2) {
  let treeLines = lines2.filter((l) => l !== void 0), full = treeDocument(treeLines), sha2562 = sha256Hex(full);
  writer.pending > TREE_BESIDE_DATA && await writer.seal();
  let next = nextTree(cache2, files, lines2, hit, matched, sha2562, index);
  if (next.base === sha2562)
    return known2(sha2562) || await writer.add(sha2562, Buffer.from(full)), { ref: { sha256: sha2562, base: sha2562, delta: null, entries: treeLines.length }, next };
  let set2 = new Set(next.set), changed = [];
  for (let i = 0; i < files.length; i++) lines2[i] !== void 0 && set2.has(files[i].path) && changed.push(lines2[i]);
  let delta = Buffer.from(deltaDocument(next.base, changed, next.del)), deltaId = sha256Hex(delta);
  return known2(deltaId) || await writer.add(deltaId, delta), { ref: { sha256: sha2562, base: next.base, delta: deltaId, entries: treeLines.length }, next };
}
function inPathOrder(files) {
  for (let i = 1; i < files.length; i++)
    if (!(files[i - 1].path < files[i].path))
      return [...files].sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0);
  return files;
}
function refsOf(line) {
  let ref = JSON.parse(line)[5];
  return Array.isArray(ref) ? ref : [""];
}
function nextTree(cache2, files, lines2, hit, matched, sha2562, index) {
  let own2 = { base: sha2562, set: [], del: [] }, was = cache2.tree;
  if (!was || was.base === sha2562 || !index.has(was.base)) return own2;
  let wasSet = new Set(was.set), set2 = [], del = new Set(was.del);
  for (let i = 0; i < files.length; i++) {
    let path = files[i].path, k2 = matched[i];
    if (lines2[i] === void 0) {
      k2 >= 0 && del.add(path);
      continue;
    }
    (wasSet.has(path) || hit[i] === 0 && (k2 < 0 || cache2.previous(k2) !== lines2[i])) && set2.push(path);
  }
  for (let path of cache2.gone(matched)) del.add(path);
  for (let path of set2) del.delete(path);
  return set2.length + del.size > REBASE_FRACTION * Math.max(files.length, 1) ? own2 : { base: was.base, set: set2, del: [...del].sort() };
}

// src/app/volume.ts
init_config_env();
init_errors();
init_lock();

// src/domain/session/queue.ts
var import_node_fs26 = require("node:fs"), import_node_crypto12 = require("node:crypto"), import_node_path22 = require("node:path");
init_atomic();
init_errors();
init_keys();
init_lock();
function dir(paths) {
  return (0, import_node_path22.join)(paths.stateDir, "captures");
}
function pendingFile(paths, sessionId) {
  return (0, import_node_path22.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.pending.jsonl`);
}
var CAPTURE_LEASE_MS = 6e4;
function captureLockPath(paths, sessionId) {
  return (0, import_node_path22.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.lock`);
}
function parseTickets(text4) {
  return jsonLines(text4);
}
function readTaken(file2) {
  try {
    return parseTickets((0, import_node_fs26.readFileSync)(file2, "utf8"));
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return [];
    throw err;
  }
}
var SIGNIFICANCE = [
  "crash",
  "manual",
  "pre_risky",
  "error",
  "complete",
  "shutdown",
  "pre_compact",
  "context",
  "detach",
  "phase",
  "handoff",
  "stop",
  "periodic"
];
function coalesce(tickets) {
  let byRank = [...tickets].sort((a, b2) => SIGNIFICANCE.indexOf(a.trigger) - SIGNIFICANCE.indexOf(b2.trigger)), top = byRank[0], recordId = [...tickets].reverse().find((t) => t.recordId)?.recordId, name = tickets.find((t) => t.name)?.name, tags = [...new Set(tickets.flatMap((t) => t.tags ?? []))], error = tickets.find((t) => t.error)?.error, coalesced = [...new Set(byRank.map((t) => t.trigger))].filter((t) => t !== top.trigger);
  return {
    trigger: top.trigger,
    at: top.at,
    ...recordId ? { recordId } : {},
    ...name ? { name } : {},
    ...tags.length ? { tags } : {},
    ...error ? { error } : {},
    ...coalesced.length ? { coalesced } : {}
  };
}
function markWaiting(paths, sessionId) {
  let file2 = (0, import_node_path22.join)(
    dir(paths),
    `${assertSafeKey("session id", sessionId)}.waiting.${process.pid}.${(0, import_node_crypto12.randomBytes)(4).toString("hex")}`
  );
  try {
    ensureDir(dir(paths)), (0, import_node_fs26.writeFileSync)(file2, `${process.pid}
`, { mode: 384 });
  } catch {
    return () => {
    };
  }
  return () => {
    safeUnlink(file2);
  };
}
function captureHolder(paths, sessionId, now = Date.now()) {
  let lock = inspectLock(captureLockPath(paths, sessionId), CAPTURE_LEASE_MS);
  if (!lock) return;
  let base = (0, import_node_path22.basename)(pendingFile(paths, sessionId)), tickets = [];
  try {
    tickets = (0, import_node_fs26.readdirSync)(dir(paths)).filter((n) => n.startsWith(`${base}.${lock.pid}.`) && n.endsWith(".taken")).flatMap((n) => readTaken((0, import_node_path22.join)(dir(paths), n)));
  } catch {
  }
  let what = tickets.length ? `, taking a ${coalesce(tickets).trigger} checkpoint` : "", age = lock.since ? `, for ${Math.max(0, Math.round((now - lock.since) / 1e3))} s` : "";
  return `process ${lock.pid} on ${lock.host || "an unknown host"}${age}${what}${lock.stale ? ` (stale: ${lock.stale})` : ""}`;
}

// src/app/volume.ts
async function withSessionLock(ctx2, sessionId, fn) {
  let path = captureLockPath(ctx2.paths, sessionId), lock = tryAcquire(path, { staleMs: CAPTURE_LEASE_MS }), unmark = lock ? () => {
  } : markWaiting(ctx2.paths, sessionId);
  try {
    if (!lock) {
      let holder = captureHolder(ctx2.paths, sessionId);
      ctx2.notice(
        `Waiting for the capture of session ${sessionId} that is running${holder ? ` (${holder})` : ""}: the worker hands over when that checkpoint is done\u2026`
      );
      let timeoutMs = lockWaitMs(ctx2);
      if (lock = tryAcquireFor(path, timeoutMs), !lock) {
        let now = captureHolder(ctx2.paths, sessionId);
        throw new CheckpointError(
          "LOCK_TIMEOUT",
          `session ${sessionId}: its checkpoints are being written by ${now ?? "another process"}; waited ${timeoutMs < 1e4 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1e3)} s`}`,
          "retry when it is done; `pai-checkpoint doctor` clears a lock whose holder is gone (PAI_CHECKPOINT_LOCK_WAIT_SECONDS sets the wait)"
        );
      }
    }
    try {
      return await fn();
    } finally {
      lock.release();
    }
  } finally {
    unmark();
  }
}
function tryAcquireFor(path, timeoutMs) {
  try {
    return acquire(path, { timeoutMs, staleMs: CAPTURE_LEASE_MS });
  } catch (err) {
    if (err instanceof CheckpointError && err.code === "LOCK_TIMEOUT") return;
    throw err;
  }
}
function lockWaitMs(ctx2) {
  return lockWaitSeconds(ctx2.env) * 1e3;
}
async function allCheckpoints(store, sessionId, o = {}) {
  let sessions2 = sessionId ? [sessionId] : await listSessions(store);
  return (await mapLimit(sessions2, 16, (s3) => loadIndex(store, s3, o))).flatMap((index, i) => index.checkpoints.map((entry) => ({ sessionId: sessions2[i], entry }))).sort((a, b2) => a.entry.id < b2.entry.id ? 1 : -1);
}
async function findCheckpoint(store, idOrPrefix) {
  let all = await allCheckpoints(store), exact2 = all.find((c) => c.entry.id === idOrPrefix);
  if (exact2) return exact2;
  if (idOrPrefix.length < 4) return;
  let upper = idOrPrefix.toUpperCase(), matches = all.filter((c) => c.entry.id.startsWith(upper));
  if (matches.length > 1)
    throw new CheckpointError(
      "AMBIGUOUS",
      `"${idOrPrefix}" matches ${matches.length} checkpoints: ${matches.slice(0, 5).map((m2) => m2.entry.id).join(", ")}`,
      "type more characters of the id"
    );
  return matches[0];
}
async function resolveSession(ctx2, store, idOrPrefix) {
  if (listSessionIds(ctx2.paths).includes(idOrPrefix) || await holdsSession(store, idOrPrefix)) return idOrPrefix;
  let known2 = /* @__PURE__ */ new Set([...await listSessions(store), ...listSessionIds(ctx2.paths)]);
  if (idOrPrefix.length < 4) return;
  let lower = idOrPrefix.toLowerCase(), matches = [...known2].filter((s3) => s3.toLowerCase().startsWith(lower)).sort();
  if (matches.length > 1)
    throw new CheckpointError(
      "AMBIGUOUS",
      `"${idOrPrefix}" matches ${matches.length} sessions: ${matches.slice(0, 5).join(", ")}`,
      "type more characters of the session id"
    );
  return matches[0];
}
async function requireSession(ctx2, store, idOrPrefix) {
  let s3 = await resolveSession(ctx2, store, idOrPrefix);
  if (!s3)
    throw new CheckpointError(
      "NOT_FOUND",
      `no session "${idOrPrefix}" on ${store.location} or on this machine`,
      "run `pai-checkpoint sessions` to see them"
    );
  return s3;
}

// src/app/summary.ts
init_errors();

// src/domain/summary/local.ts
var import_node_fs27 = require("node:fs"), import_node_path23 = require("node:path");
init_atomic();
init_keys();
var file = (paths, sessionId) => (0, import_node_path23.join)(paths.stateDir, "summaries", `${assertSafeKey("session id", sessionId)}.json`), strings2 = (v2) => Array.isArray(v2) && v2.every((s3) => typeof s3 == "string"), fileChange = (f2) => typeof f2 == "object" && f2 !== null && typeof f2.path == "string" && typeof f2.added == "number" && typeof f2.removed == "number";
function summaryShapeOk(v2, lists = ["decisions", "failed_approaches", "blockers"]) {
  return typeof v2.markdown == "string" && lists.every((k2) => strings2(v2[k2])) && Array.isArray(v2.files) && v2.files.every(fileChange);
}
function saveLocalSummary(paths, sessionId, s3) {
  (0, import_node_fs27.mkdirSync)((0, import_node_path23.join)(paths.stateDir, "summaries"), { recursive: !0, mode: 448 }), writeFileAtomicSync(file(paths, sessionId), `${JSON.stringify(s3)}
`, { fsync: !1 });
}
function loadLocalSummary(paths, sessionId) {
  try {
    let v2 = JSON.parse((0, import_node_fs27.readFileSync)(file(paths, sessionId), "utf8"));
    return typeof v2 != "object" || v2 === null || typeof v2.checkpoint != "string" || !summaryShapeOk(v2) ? void 0 : v2;
  } catch {
    return;
  }
}

// src/domain/summary/volume-summary.ts
async function putSessionSummary(store, sessionId, markdown) {
  await store.put(sessionSummaryKey(sessionId), markdown);
}

// src/app/summary.ts
async function readSummary(store, m2) {
  if (!m2.parts["summary.json"]) return;
  let s3 = await getJson(store, storedPartKey(m2, "summary.json"));
  if (s3 && (typeof s3 != "object" || !summaryShapeOk(s3, ["progress", "decisions", "failed_approaches", "blockers", "context"])))
    throw new CheckpointError(
      "INVALID_DATA",
      `the summary of ${m2.id} is not a summary (its markdown, lists or files are missing or of the wrong type)`,
      "the part was damaged or written by another program: `pai-checkpoint verify <id>`"
    );
  return s3;
}
async function latestSummary(ctx2, sessionId) {
  let local = loadLocalSummary(ctx2.paths, sessionId);
  if (local) return local;
  try {
    let store = await ctx2.volume();
    for (let e of (await loadIndex(store, sessionId)).checkpoints.slice(-3).reverse()) {
      let m2 = await readManifest(store, sessionId, e.id), s3 = m2 ? await readSummary(store, m2) : void 0;
      if (s3)
        return {
          markdown: s3.markdown,
          decisions: s3.decisions,
          failed_approaches: s3.failed_approaches,
          blockers: s3.blockers,
          files: s3.files,
          checkpoint: e.id
        };
    }
  } catch (err) {
    ctx2.warn(`the summary of session ${sessionId} could not be read from the volume: ${errorMessage(err)}`);
  }
}

// src/app/inspect.ts
async function inspect(ctx2, id) {
  let store = await ctx2.volume(), found = await findCheckpoint(store, id), fullId = found?.entry.id ?? id, dir2 = ctx2.paths.checkpointsDir, record3 = findRecord(dir2, fullId);
  !record3 && !found && (record3 = resolveRecord(dir2, id));
  let result2 = { id: record3?.record.id ?? fullId, children: [], isCheckpointRef: !1, lineage: {} };
  if (found) {
    try {
      let read3 = await readManifest(store, found.sessionId, found.entry.id), m2 = read3 && await withEnvironment(store, read3);
      if (m2) {
        let { facts, problems } = await readFacts(store, found.sessionId, m2.id);
        for (let p2 of problems) ctx2.warn(`a fact of ${m2.id} could not be read (${p2.key}: ${p2.error}); left out`);
        let summary = m2.parts["summary.json"] ? await readSummary(store, m2).catch(
          (err) => ctx2.warn(`the summary of ${m2.id} could not be read: ${errorMessage(err)}`)
        ) : void 0;
        result2.checkpoint = { ...withFacts(m2, facts), ...summary ? { session_summary: summary } : {} };
      }
    } catch (err) {
      throw new CheckpointError(
        "INVALID_DATA",
        `checkpoint ${found.entry.id}: ${errorMessage(err)}`,
        "run `pai-checkpoint verify` on it"
      );
    }
    result2.children = (await loadIndex(store, found.sessionId)).checkpoints.filter((e) => e.parent === found.entry.id).map((e) => e.id);
  }
  let sessionId = record3?.record.sessionId ?? found?.sessionId;
  if (sessionId) {
    let ids = new Set(scanCheckpoints({ sessionId }, { checkpointsDir: dir2 }).records.map((r) => r.record.id));
    for (let e of (await loadIndex(store, sessionId)).checkpoints) ids.add(e.id);
    let sorted = [...ids].sort(), at2 = sorted.indexOf(result2.id);
    at2 > 0 && (result2.lineage.previous = sorted[at2 - 1]), at2 >= 0 && at2 < sorted.length - 1 && (result2.lineage.next = sorted[at2 + 1]);
  }
  if (record3) {
    result2.record = record3.record, result2.file = (0, import_node_path24.join)(dir2, record3.file);
    try {
      result2.isCheckpointRef = readCheckpointRef(ctx2.paths.seedPath) === record3.record.id;
    } catch (err) {
      ctx2.warn(errorMessage(err));
    }
  }
  return result2;
}

// src/app/list.ts
init_errors();
init_triggers();
init_api2();
init_schema();
function fromRecord(file2, r) {
  let meta2 = metadataOf(r), row = {
    id: r.id,
    sessionId: r.sessionId,
    createdAt: r.createdAt,
    trigger: meta2.trigger ?? "phase",
    phase: r.phase,
    phaseNumber: r.phaseNumber,
    completed: r.completed,
    taskSummary: r.taskSummary,
    file: file2
  };
  meta2.name && (row.name = meta2.name);
  let project = meta2.project ?? meta2.cwd;
  return project && (row.project = project), row;
}
function describe3(r) {
  return [
    r.safety ? "safety copy" : r.trigger,
    r.name && `"${r.name}"`,
    r.phaseNumber && `phase ${r.phaseNumber} ${r.phase ?? ""}`.trim(),
    r.taskSummary
  ].filter(Boolean).join(" \xB7 ");
}
async function checkpointRows(ctx2, scope) {
  let { project, tag } = scope, inScope = (p2) => !project || !p2 || p2 === project;
  if (tag !== void 0 && !tag)
    throw new CheckpointError(
      "USAGE",
      "--tag is empty",
      'give a tag or a pattern: --tag milestone/v1.0, --tag milestone, --tag "experiment/*"'
    );
  let scan = scanCheckpoints(
    {
      ...scope.recordLimit !== void 0 ? { limit: scope.recordLimit } : {},
      match: (r) => !tag && (!scope.open || !r.completed) && inScope(metadataOf(r).project ?? metadataOf(r).cwd),
      ...scope.session ? { sessionId: scope.session } : {}
    },
    { checkpointsDir: ctx2.paths.checkpointsDir }
  ), rows = /* @__PURE__ */ new Map();
  for (let { file: file2, record: record3 } of scan.records) rows.set(record3.id, fromRecord(file2, record3));
  let known2 = [...rows.keys()], sealed = { count: 0, keys: [] };
  for (let { sessionId, entry } of await allCheckpoints(await ctx2.volume(), scope.session, { warn: ctx2.warn })) {
    if (known2.push(entry.id), entry.hidden !== void 0 && (sealed.count++, sealed.keys.includes(entry.hidden) || sealed.keys.push(entry.hidden), project || tag) || !inScope(entry.project) || tag && !entry.tags.some((t) => tagMatches(tag, t))) continue;
    let existing = rows.get(entry.id);
    if (scope.open && !existing) continue;
    let row = existing ?? { id: entry.id, sessionId, createdAt: entry.created_at, trigger: entry.trigger };
    row.trigger = entry.trigger, row.sizeBytes = entry.size_bytes, row.parent = entry.parent, row.approval = entry.approval ?? { status: "auto_approved" }, row.tags = entry.tags, entry.annotations && (row.annotations = entry.annotations), entry.linked_issues && (row.linked_issues = entry.linked_issues), entry.verified && (row.verified = entry.verified), entry.name && (row.name = entry.name), entry.project && (row.project = entry.project), entry.safety && (row.safety = !0), row.phaseNumber === void 0 && entry.phase !== void 0 && (row.phaseNumber = entry.phase, row.phase = phaseName(entry.phase) ?? "?"), !row.taskSummary && entry.task && (row.taskSummary = entry.task), row.is_clean = !entry.unclean, entry.context && (row.context = entry.context), row.can_resume_from = !entry.safety && row.approval.status !== "rejected" && entry.verified?.ok !== !1, entry.hidden !== void 0 && (row.sealedUnder = entry.hidden), rows.set(entry.id, row);
  }
  for (let row of rows.values()) row.description = describe3(row);
  return { rows: [...rows.values()], known: known2, problems: scan.problems, ...sealed.count ? { sealed } : {} };
}

// src/app/memory.ts
var import_node_os8 = require("node:os");
init_errors();

// src/domain/memory/cache.ts
var import_node_fs28 = require("node:fs"), import_node_path25 = require("node:path");
init_atomic();
init_keys();

// src/domain/memory/schema.ts
init_errors();
init_json();

// src/domain/memory/model.ts
init_errors();
var KEY_MAX = 200, VALUE_MAX = 4e3, HISTORY_MAX = 500, OUTCOMES = ["approved", "completed"], ARCHITECTURE = "architecture", CONVENTIONS = "conventions", GOTCHAS = "gotchas", KEY_FILES = "key_files", NAME = /^[a-z0-9][a-z0-9_-]*$/;
var RESERVED = /* @__PURE__ */ new Set([
  "updated_at",
  "__proto__",
  "constructor",
  "prototype",
  "tostring",
  "valueof",
  "hasownproperty"
]), KEY_HINT = 'a key is <name> or <section>.<name> (a letter, then letters, digits, "_", "-"; case does not matter): architecture (its summary), architecture.key_files (comma-separated), conventions.<name>, gotchas (adds one), or your own such as deploy.region';
function emptyMemory(project) {
  return { project_id: project, last_updated: null, knowledge: { gotchas: [] }, session_history: [] };
}
function isEmptyMemory(m2) {
  return m2.session_history.length === 0 && Object.entries(m2.knowledge).every(([k2, v2]) => k2 === GOTCHAS && Array.isArray(v2) && v2.length === 0);
}
function sectionOf(k2, name) {
  let s3 = Object.hasOwn(k2, name) ? k2[name] : void 0;
  return typeof s3 == "object" && !Array.isArray(s3) ? s3 : void 0;
}
function keySegments(raw, what = "key") {
  let key = raw.trim().toLowerCase();
  if (!key) throw new CheckpointError("USAGE", `the ${what} is empty`, KEY_HINT);
  if (key.length > KEY_MAX)
    throw new CheckpointError("USAGE", `the ${what} is ${key.length} characters long (at most ${KEY_MAX})`, KEY_HINT);
  let segs = key.split(".");
  if (segs.length > 2)
    throw new CheckpointError(
      "USAGE",
      `the ${what} "${key}" has ${segs.length} parts; at most two: <section>.<name>`,
      KEY_HINT
    );
  for (let s3 of segs) {
    if (!NAME.test(s3))
      throw new CheckpointError(
        "USAGE",
        s3 ? `the ${what} "${key}": "${s3}" has a character a key cannot hold` : `the ${what} "${key}" has an empty part`,
        KEY_HINT
      );
    if (RESERVED.has(s3))
      throw new CheckpointError("USAGE", `the ${what} "${key}": "${s3}" is a reserved name`, KEY_HINT);
  }
  return segs;
}
function saveKey(raw) {
  let [first, second] = keySegments(raw);
  if (first === ARCHITECTURE && second === void 0) return `${ARCHITECTURE}.summary`;
  if (first === CONVENTIONS && second === void 0)
    throw new CheckpointError(
      "USAGE",
      "a convention needs a name: conventions.<name>",
      'memory save conventions.testing "pytest, 80% coverage"'
    );
  if (first === GOTCHAS && second !== void 0)
    throw new CheckpointError(
      "USAGE",
      `"${raw.trim()}": a gotcha is added with the key gotchas, and changed by forgetting it and adding the new text`,
      'memory save gotchas "<what to watch out for>"; memory forget gotchas.<n>'
    );
  return second === void 0 ? first : `${first}.${second}`;
}
var fileList = (v2) => v2.split(",").map((s3) => s3.trim()).filter(Boolean);
function itemValue(key, value) {
  return key === `${ARCHITECTURE}.${KEY_FILES}` ? fileList(value) : value;
}
var sameText = (a, b2) => a.replace(/\s+/g, " ").trim().toLowerCase() === b2.replace(/\s+/g, " ").trim().toLowerCase(), later = (a, b2) => a && a > b2 ? a : b2;
function applyChanges(memory, changes) {
  let m2 = structuredClone(memory);
  for (let c of changes)
    c.op === "save" ? save(m2.knowledge, c.key, c.value, c.at, c.session_id) : c.op === "forget" ? forget(m2.knowledge, c.key, c.value, c.at) : record2(m2, { session_id: c.session_id, summary: c.summary, outcome: c.outcome, timestamp: c.at }), m2.last_updated = later(m2.last_updated, c.at);
  return m2.knowledge = ordered(m2.knowledge), m2;
}
function save(k2, key, value, at2, session) {
  if (key === GOTCHAS) {
    k2.gotchas.some((g2) => sameText(g2.description, value)) || k2.gotchas.push({ description: value, ...session ? { discovered_in: session } : {}, added_at: at2 });
    return;
  }
  let [section, name] = key.split(".");
  if (name === void 0) {
    delete k2[section], k2[section] = value;
    return;
  }
  let old = sectionOf(k2, section), s3 = old ?? {}, stamp = later(old?.updated_at, at2);
  delete s3[name], delete s3.updated_at, s3[name] = itemValue(key, value), s3.updated_at = stamp, delete k2[section], k2[section] = s3;
}
function forget(k2, key, value, at2) {
  if (key === GOTCHAS) {
    k2.gotchas = value === void 0 ? [] : k2.gotchas.filter((g2) => !sameText(g2.description, value));
    return;
  }
  let [section, name] = key.split(".");
  if (name === void 0) {
    delete k2[section];
    return;
  }
  let s3 = sectionOf(k2, section);
  !s3 || !Object.hasOwn(s3, name) || (delete s3[name], Object.keys(s3).every((n) => n === "updated_at") ? delete k2[section] : s3.updated_at = later(s3.updated_at, at2));
}
function record2(m2, e) {
  let h = m2.session_history.filter((x) => !(x.session_id === e.session_id && x.outcome === e.outcome));
  h.push(e), h.sort((a, b2) => a.timestamp < b2.timestamp ? -1 : a.timestamp > b2.timestamp ? 1 : 0), m2.session_history = h.slice(-HISTORY_MAX);
}
function ordered(k2) {
  let out2 = { gotchas: [] };
  delete out2.gotchas;
  for (let name of [ARCHITECTURE, CONVENTIONS]) Object.hasOwn(k2, name) && (out2[name] = k2[name]);
  out2.gotchas = k2.gotchas;
  for (let [name, v2] of Object.entries(k2)) Object.hasOwn(out2, name) || (out2[name] = v2);
  return out2;
}
function changesRecreating(m2, user2, now) {
  let out2 = [], save3 = (key, value, at2, session) => {
    let v2 = value.trim(), canonical = (() => {
      try {
        return saveKey(key) === key;
      } catch {
        return !1;
      }
    })();
    v2 && canonical && v2.length <= VALUE_MAX && out2.push({ v: 1, op: "save", key, value: v2, at: at2, user: user2, ...session ? { session_id: session } : {} });
  };
  for (let [name, v2] of Object.entries(m2.knowledge)) {
    if (name === GOTCHAS) continue;
    let s3 = sectionOf(m2.knowledge, name);
    if (!s3) {
      typeof v2 == "string" && save3(name, v2, m2.last_updated ?? now);
      continue;
    }
    for (let [item, value] of Object.entries(s3))
      item !== "updated_at" && save3(`${name}.${item}`, Array.isArray(value) ? value.join(", ") : value, s3.updated_at);
  }
  for (let g2 of m2.knowledge.gotchas) save3(GOTCHAS, g2.description, g2.added_at, g2.discovered_in);
  for (let h of m2.session_history)
    out2.push({
      v: 1,
      op: "history",
      session_id: h.session_id,
      summary: h.summary,
      outcome: h.outcome,
      at: h.timestamp,
      user: user2
    });
  return out2;
}
function overlay(under, over) {
  let m2 = applyChanges(
    { ...under, project_id: over.project_id },
    changesRecreating(over, "adopt", over.last_updated ?? (/* @__PURE__ */ new Date(0)).toISOString())
  );
  return over.last_updated && (m2.last_updated = later(m2.last_updated, over.last_updated)), m2;
}

// src/domain/memory/schema.ts
function bad3(where, what) {
  return new CheckpointError(
    "INVALID_DATA",
    `${where}: ${what}`,
    "the volume was damaged or written by something else: move the object away (the rest of the memory stays readable)"
  );
}
var isText = (v2, max = VALUE_MAX) => typeof v2 == "string" && v2.length > 0 && v2.length <= max, isTime = (v2) => isText(v2, 64) && !Number.isNaN(Date.parse(v2)), isObject5 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
function storedKey(v2, op, where) {
  if (typeof v2 != "string") throw bad3(where, 'no "key"');
  try {
    let segs = keySegments(v2);
    if (op === "forget" && segs[0] === GOTCHAS && segs.length > 1)
      throw bad3(where, "a gotcha is forgotten by its description, not its number");
    if ((op === "save" ? saveKey(v2) : segs.join(".")) !== v2) throw bad3(where, `key ${JSON.stringify(v2)} is not as stored`);
    return v2;
  } catch (err) {
    throw err instanceof CheckpointError && err.code === "USAGE" ? bad3(where, err.message) : err;
  }
}
function checkChange(v2, where) {
  if (!isObject5(v2)) throw bad3(where, "not a JSON object");
  if (v2.v !== 1) throw bad3(where, `version ${JSON.stringify(v2.v)} is not 1 (written by a newer pai-checkpoint?)`);
  if (!isTime(v2.at) || !isText(v2.user, KEY_MAX)) throw bad3(where, 'no valid "at" and "user"');
  let base = { v: 1, at: v2.at, user: v2.user }, op = v2.op;
  if (op === "save") {
    let key = storedKey(v2.key, "save", where);
    if (!isText(v2.value) || v2.value !== v2.value.trim()) throw bad3(where, 'no valid "value"');
    if (v2.session_id !== void 0 && !isText(v2.session_id, KEY_MAX)) throw bad3(where, 'an invalid "session_id"');
    return {
      ...base,
      op,
      key,
      value: v2.value,
      ...v2.session_id !== void 0 ? { session_id: v2.session_id } : {}
    };
  }
  if (op === "forget") {
    let key = storedKey(v2.key, "forget", where);
    if (v2.value !== void 0 && (key !== GOTCHAS || !isText(v2.value))) throw bad3(where, 'an invalid "value"');
    return { ...base, op, key, ...v2.value !== void 0 ? { value: v2.value } : {} };
  }
  if (op === "history") {
    let outcome = v2.outcome;
    if (!isText(v2.session_id, KEY_MAX) || typeof v2.summary != "string" || v2.summary.length > VALUE_MAX || !OUTCOMES.includes(outcome))
      throw bad3(where, 'no valid "session_id", "summary" and "outcome"');
    return { ...base, op, session_id: v2.session_id, summary: v2.summary, outcome };
  }
  throw bad3(where, `unknown op ${JSON.stringify(op)}`);
}
function checkMemory(v2, where) {
  if (!isObject5(v2) || !isText(v2.project_id, 128)) throw bad3(where, 'not a project memory (no "project_id")');
  let last = v2.last_updated;
  if (last !== null && !isTime(last)) throw bad3(where, 'an invalid "last_updated"');
  if (!isObject5(v2.knowledge) || !Array.isArray(v2.session_history))
    throw bad3(where, 'no "knowledge" and "session_history"');
  return {
    project_id: v2.project_id,
    last_updated: last,
    knowledge: checkKnowledge(v2.knowledge, where),
    session_history: v2.session_history.map((e) => checkEntry(e, where))
  };
}
function checkKnowledge(k2, where) {
  let out2 = { gotchas: [] };
  for (let [name, v2] of Object.entries(k2))
    if (name === GOTCHAS) {
      if (!Array.isArray(v2)) throw bad3(where, '"gotchas" is not a list');
      out2.gotchas = v2.map((g2) => checkGotcha(g2, where));
    } else {
      if (!NAME.test(name) || RESERVED.has(name))
        throw bad3(where, `a knowledge name ${JSON.stringify(name.slice(0, 80))} that no key makes`);
      if (isText(v2)) out2[name] = v2;
      else if (isObject5(v2)) out2[name] = checkSection(v2, `${where}: ${name}`);
      else throw bad3(where, `knowledge "${name}" is neither a text nor a section`);
    }
  return ordered(out2);
}
function checkSection(s3, where) {
  if (!isTime(s3.updated_at)) throw bad3(where, 'no valid "updated_at"');
  let out2 = {};
  for (let [name, v2] of Object.entries(s3))
    if (name !== "updated_at") {
      if (!NAME.test(name) || RESERVED.has(name))
        throw bad3(where, `an item name ${JSON.stringify(name.slice(0, 80))} that no key makes`);
      if (isText(v2)) out2[name] = v2;
      else if (Array.isArray(v2) && v2.every((f2) => isText(f2))) out2[name] = v2;
      else throw bad3(where, `item "${name}" is neither a text nor a list of texts`);
    }
  return out2.updated_at = s3.updated_at, out2;
}
function checkGotcha(g2, where) {
  if (!isObject5(g2) || !isText(g2.description) || !isTime(g2.added_at))
    throw bad3(where, 'a gotcha without a valid "description" and "added_at"');
  if (g2.discovered_in !== void 0 && !isText(g2.discovered_in, KEY_MAX))
    throw bad3(where, 'a gotcha with an invalid "discovered_in"');
  return {
    description: g2.description,
    ...g2.discovered_in !== void 0 ? { discovered_in: g2.discovered_in } : {},
    added_at: g2.added_at
  };
}
function checkEntry(e, where) {
  if (!isObject5(e) || !isText(e.session_id, KEY_MAX) || typeof e.summary != "string" || e.summary.length > VALUE_MAX || !OUTCOMES.includes(e.outcome) || !isTime(e.timestamp))
    throw bad3(where, 'a session_history entry without a valid "session_id", "summary", "outcome" and "timestamp"');
  return {
    session_id: e.session_id,
    summary: e.summary,
    outcome: e.outcome,
    timestamp: e.timestamp
  };
}

// src/domain/memory/cache.ts
var VERSION3 = 2;
function memoryCachePath(stateDir, project) {
  return isSafeKey(project) ? (0, import_node_path25.join)(stateDir, "memory", `${project}.json`) : void 0;
}
function writeMemoryCache(stateDir, memory, refreshedAt) {
  let path = memoryCachePath(stateDir, memory.project_id);
  path && ((0, import_node_fs28.mkdirSync)((0, import_node_path25.join)(stateDir, "memory"), { recursive: !0, mode: 448 }), writeFileAtomicSync(
    path,
    `${JSON.stringify({ v: VERSION3, project_id: memory.project_id, refreshed_at: refreshedAt.toISOString(), memory })}
`,
    { mode: 384, fsync: !1 }
  ));
}

// src/domain/memory/forget.ts
init_errors();

// src/domain/memory/project.ts
var import_node_path27 = require("node:path"), import_node_url3 = require("node:url");
init_errors();
init_keys();

// src/domain/capture/git-files.ts
var import_node_fs29 = require("node:fs"), import_node_path26 = require("node:path");
function read(file2) {
  try {
    return (0, import_node_fs29.readFileSync)(file2, "utf8");
  } catch {
    return;
  }
}
function findRepo(dir2) {
  for (let d = (0, import_node_path26.resolve)(dir2); ; d = (0, import_node_path26.dirname)(d)) {
    let dotGit = (0, import_node_path26.join)(d, ".git"), gitDir;
    try {
      if ((0, import_node_fs29.statSync)(dotGit).isDirectory()) gitDir = dotGit;
      else {
        let target = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? "")?.[1];
        target && (gitDir = (0, import_node_path26.isAbsolute)(target) ? target : (0, import_node_path26.resolve)(d, target));
      }
    } catch {
    }
    if (gitDir) {
      let common = read((0, import_node_path26.join)(gitDir, "commondir"))?.trim();
      return { gitDir, commonDir: common ? (0, import_node_path26.resolve)(gitDir, common) : gitDir };
    }
    if ((0, import_node_path26.dirname)(d) === d) return;
  }
}
function resolveRef(commonDir, gitDir, ref) {
  for (let base of [gitDir, commonDir]) {
    let loose = read((0, import_node_path26.join)(base, ref))?.trim();
    if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  }
  for (let line of (read((0, import_node_path26.join)(commonDir, "packed-refs")) ?? "").split(`
`)) {
    let [sha, name] = line.split(" ");
    if (name === ref && sha && /^[0-9a-f]{40}$/.test(sha)) return sha;
  }
}
function originUrl(config2) {
  let inOrigin = !1, url2;
  for (let raw of config2.split(`
`)) {
    let line = raw.trim(), section = /^\[\s*([^\]\s]+)(?:\s+"([^"]*)")?\s*\]/.exec(line);
    if (section) {
      inOrigin = section[1].toLowerCase() === "remote" && section[2] === "origin";
      continue;
    }
    let kv = inOrigin ? /^url\s*=\s*(.*)$/i.exec(line) : null;
    kv && (url2 = kv[1].replace(/^"(.*)"$/, "$1").trim());
  }
  return url2 || void 0;
}
function gitFacts(dir2) {
  let repo = findRepo(dir2);
  if (!repo) return {};
  let facts = {}, url2 = originUrl(read((0, import_node_path26.join)(repo.commonDir, "config")) ?? "");
  url2 && (facts.git_remote = url2);
  let head = read((0, import_node_path26.join)(repo.gitDir, "HEAD"))?.trim() ?? "", ref = /^ref:\s*(\S+)$/.exec(head)?.[1], commit2 = ref ? resolveRef(repo.commonDir, repo.gitDir, ref) : /^[0-9a-f]{40}$/.test(head) ? head : void 0;
  return commit2 && (facts.git_commit = commit2), ref?.startsWith("refs/heads/") && (facts.git_branch = ref.slice(11)), facts;
}

// src/domain/memory/project.ts
init_hash();
var MAX2 = 128, REMOTE_HASH = 16;
function clean(s3) {
  return s3.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/-{2,}/g, "-").replace(/^[^a-z0-9]+/, "").replace(/[._-]+$/, "");
}
var hashOf = (s3, hex) => sha256Hex(s3).slice(0, hex), shortHash = (s3) => hashOf(s3, 8);
function fit(name, whole) {
  let id = name.length > MAX2 ? `${clean(name.slice(-(MAX2 - 9)))}-${shortHash(whole)}` : name;
  return id.endsWith(".json") && (id = `${id.slice(0, -5)}-json`), id;
}
function splitRemote(url2) {
  let u2 = url2.trim(), scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(u2);
  if (scheme)
    try {
      let parsed = new URL(u2);
      return { host: scheme[1].toLowerCase() === "file" ? "" : decodeURIComponent(parsed.hostname), path: decodeURIComponent(parsed.pathname) };
    } catch {
      return;
    }
  let scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.+)$/.exec(u2);
  return scp && !/^[a-z]:[\\/]/i.test(u2) ? { host: scp[1], path: scp[2] } : { host: "", path: u2 };
}
function normalHost(host) {
  let lower = host.toLowerCase();
  return ((0, import_node_url3.domainToASCII)(lower) || lower).replace(/\.+$/, "");
}
function pathSegments(path, drop = []) {
  let segs = path.replace(/\\/g, "/").split("/").filter((s3) => s3 && s3 !== "." && !drop.includes(s3));
  return segs.length && (segs[segs.length - 1] = segs[segs.length - 1].replace(/\.git$/i, "")), segs.filter(Boolean);
}
function canonicalRemote(url2) {
  let r = splitRemote(url2);
  if (!r) return;
  let segs = pathSegments(r.path).map((s3) => s3.toLowerCase());
  if (segs.length === 0) return;
  if (!r.host) return `file:${/^[\\/]/.test(r.path) ? "/" : ""}${segs.join("/")}`;
  let host = normalHost(r.host);
  return host ? `${host}/${segs.join("/")}` : void 0;
}
function projectIdFromRemote(url2) {
  let canonical = canonicalRemote(url2);
  if (!canonical) return;
  let parts = canonical.startsWith("file:") ? ["local", ...canonical.slice(5).split("/")] : canonical.split("/"), readable2 = clean(parts.filter((p2) => p2 && p2 !== ".." && p2 !== "~").join("-")).slice(-(MAX2 - REMOTE_HASH - 1));
  return `${clean(readable2) || "project"}-${hashOf(canonical, REMOTE_HASH)}`;
}
function legacyProjectIdFromRemote(url2) {
  let r = splitRemote(url2), segs = r ? pathSegments(r.path, ["..", "~"]) : [];
  if (segs.length === 0) return;
  let name = clean(segs.join("-"));
  return name ? fit(name, url2.trim()) : void 0;
}
function projectIdFromFolder(folder) {
  let abs = (0, import_node_path27.resolve)(folder);
  return `${(clean((0, import_node_path27.basename)(abs)).slice(0, MAX2 - 9) || "project").replace(/[._-]+$/, "")}-${shortHash(abs)}`;
}
function projectIdFor(folder) {
  let remote = gitFacts(folder).git_remote;
  return remote && projectIdFromRemote(remote) || projectIdFromFolder(folder);
}
function legacyProjectIdFor(folder) {
  let remote = gitFacts(folder).git_remote;
  return remote && projectIdFromRemote(remote) ? legacyProjectIdFromRemote(remote) : void 0;
}
function checkProjectId(id, flag = "--project") {
  let hint = 'a project id is 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit, not ending in ".json" (`pai-checkpoint memory show` names the current one)';
  if (!id) throw new CheckpointError("USAGE", `${flag} is empty`, hint);
  if (!isSafeKey(id) || id.toLowerCase().endsWith(".json"))
    throw new CheckpointError("USAGE", `${flag} ${JSON.stringify(id.slice(0, 80))} cannot be a project id`, hint);
  return id;
}

// src/domain/memory/recall.ts
init_errors();

// src/domain/memory/adopt.ts
init_errors();

// src/domain/memory/commit.ts
init_errors();
init_ids();

// src/domain/memory/objects.ts
init_errors();
init_ids();
init_json();
var isObject6 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2), isUnsigned = (v2) => isObject6(v2) && v2.signature === void 0, SNAPSHOT_HINT = "move the damaged snapshot away to read the memory without it: the changes it folded are lost, the later ones are kept";
function parseSnapshot(v2, where, project, generation) {
  let hint = SNAPSHOT_HINT;
  if (!isObject6(v2) || v2.v !== 1)
    throw new CheckpointError("INVALID_DATA", `${where}: not a memory snapshot of version 1`, hint);
  if (v2.generation !== generation || v2.project_id !== project)
    throw new CheckpointError(
      "INVALID_DATA",
      `${where}: it is generation ${JSON.stringify(v2.generation)} of ${JSON.stringify(v2.project_id)}, not ${generation} of ${project}`,
      hint
    );
  let folded = v2.folded;
  if (!Array.isArray(folded) || !folded.every((id) => typeof id == "string" && isUlid(id)))
    throw new CheckpointError("INVALID_DATA", `${where}: "folded" is not a list of change ids`, hint);
  let memory = checkMemory(v2.memory, where);
  if (memory.project_id !== project)
    throw new CheckpointError("INVALID_DATA", `${where}: the memory of ${memory.project_id}, not of ${project}`, hint);
  return { memory, folded };
}
function refusal(store, key, doc, what, place) {
  if (!keyringOf(store)) return;
  let p2 = untrusted(store, doc, what);
  if (!p2) {
    let wrong = Object.keys(place).find((k2) => doc[k2] !== place[k2]);
    return wrong === void 0 ? void 0 : {
      key,
      error: `signed for another place (its ${wrong} is ${JSON.stringify(doc[wrong])}, not ${JSON.stringify(place[wrong])}): copied or renamed on the volume`
    };
  }
  return isUnsigned(doc) ? {
    key,
    error: `${p2.why}: never given to a session; if you wrote it before memory was signed, \`pai-checkpoint memory adopt\` takes it in`,
    unsigned: !0
  } : { key, error: p2.missingKey ? `${p2.why}; ${p2.hint}` : `${p2.why}: never given to a session` };
}
async function fetchDoc(store, key) {
  let buf;
  try {
    buf = await store.get(key);
  } catch (err) {
    if (!keyringOf(store) || !(err instanceof CheckpointError && err.code === "INVALID_DATA")) throw err;
    return { problem: { key, error: errorMessage(err) } };
  }
  if (buf)
    try {
      return { doc: parseJsonText(buf.toString("utf8"), `${store.location}/${key}`) };
    } catch (err) {
      return { problem: { key, error: errorMessage(err) } };
    }
}
function attempt(read3) {
  try {
    return read3();
  } catch {
    return;
  }
}
function invalid(check, key) {
  try {
    check();
    return;
  } catch (err) {
    return { key, error: errorMessage(err) };
  }
}
function changeOf(store, project, id, key, got) {
  if ("problem" in got) return got;
  let change;
  try {
    change = checkChange(got.doc, `${store.location}/${key}`);
  } catch (err) {
    return { problem: { key, error: errorMessage(err) } };
  }
  let refused = refusal(store, key, got.doc, "memory change", { project_id: project, id });
  return refused ? { problem: refused } : { change };
}
function snapshotOf(store, key, project, generation, doc) {
  let read3 = () => parseSnapshot(doc, `${store.location}/${key}`, project, generation), refused = refusal(store, key, doc, "memory snapshot", { project_id: project, generation });
  return refused ? { problem: refused.unsigned && invalid(read3, key) || refused } : read3();
}

// src/domain/memory/store.ts
init_errors();
init_ids();
var PARALLEL = 16, SNAPSHOT_RE = /^snapshot-(\d{10})\.json$/;
function parseListing(project, keys) {
  let prefix = memoryPrefix(project), out2 = { changes: [], snapshots: [], problems: [] };
  for (let key of keys) {
    let rest = key.slice(prefix.length);
    if (rest.startsWith(MEMORY_CHANGES)) {
      let m2 = /^([^/]+)\.json$/.exec(rest.slice(MEMORY_CHANGES.length));
      m2 && isUlid(m2[1]) ? out2.changes.push(m2[1]) : out2.problems.push({ key, error: "not a change (changes are <ULID>.json)" });
      continue;
    }
    let s3 = SNAPSHOT_RE.exec(rest);
    s3 && out2.snapshots.push(Number(s3[1]));
  }
  return out2.changes.sort(), out2.snapshots.sort((a, b2) => a - b2), out2;
}
var listMemory = async (store, project) => parseListing(project, await store.list(memoryPrefix(project)));
async function startOf(store, project, generations, previous, problems) {
  for (let generation of [...generations].reverse()) {
    if (previous?.generation === generation) return { generation, base: previous.base, folded: previous.folded };
    let key = memorySnapshotKey(project, generation), got = await fetchDoc(store, key);
    if (!got) return;
    if ("problem" in got) {
      if (!keyringOf(store)) throw new CheckpointError("INVALID_DATA", got.problem.error, SNAPSHOT_HINT);
      problems.push(got.problem);
      continue;
    }
    let taken = snapshotOf(store, key, project, generation, got.doc);
    if ("memory" in taken) return { generation, base: taken.memory, folded: taken.folded };
    problems.push(taken.problem);
  }
  return { generation: 0, base: emptyMemory(project), folded: [] };
}
async function readMemory(store, project, tuning = {}, previous) {
  let attempts = tuning.readAttempts ?? 8;
  for (let i = 0; i < attempts; i++) {
    let state = await readOnce(store, project, previous?.project === project ? previous : void 0);
    if (state) return state;
  }
  throw new CheckpointError(
    "CONFLICT",
    `the memory of ${project} kept changing while it was read (${attempts} listings)`,
    "try again"
  );
}
async function readOnce(store, project, previous) {
  let listing = await listMemory(store, project), problems = [...listing.problems], start = await startOf(store, project, listing.snapshots, previous, problems);
  if (!start) return;
  let { generation, base, folded } = start, inSnapshot = new Set(folded), unfolded = listing.changes.filter((id) => !inSnapshot.has(id)), known2 = new Map(previous?.applied.map((a) => [a.id, a.change])), fetch2 = unfolded.filter((id) => !known2.has(id)), docs = await mapLimit(fetch2, PARALLEL, (id) => fetchDoc(store, memoryChangeKey(project, id)));
  if (docs.some((d) => d === void 0)) return;
  fetch2.forEach((id, i) => {
    let got = changeOf(store, project, id, memoryChangeKey(project, id), docs[i]);
    "change" in got ? known2.set(id, got.change) : problems.push(got.problem);
  });
  let applied = unfolded.flatMap((id) => {
    let change = known2.get(id);
    return change ? [{ id, change }] : [];
  }), memory = applyChanges(
    base,
    applied.map((a) => a.change)
  );
  return {
    project,
    memory,
    generation,
    top: listing.snapshots.at(-1) ?? 0,
    base,
    folded,
    applied,
    leftovers: listing.changes.filter((id) => inSnapshot.has(id)),
    problems
  };
}
async function addChange(store, project, change) {
  for (let tries = 0; tries < 8; tries++) {
    let id = newCheckpointId(Date.parse(change.at));
    if (await store.create(
      memoryChangeKey(project, id),
      `${JSON.stringify(signedFor(store, { ...change, project_id: project, id }, !0))}
`
    ))
      return id;
  }
  throw new CheckpointError(
    "CONFLICT",
    `could not store a change of the memory of ${project} under a new name`,
    "try again"
  );
}
function viewDocument(m2) {
  return {
    project_id: m2.project_id,
    last_updated: m2.last_updated,
    knowledge: m2.knowledge,
    session_history: m2.session_history,
    version: 1
  };
}
function movedOn(state, listing) {
  if ((listing.snapshots.at(-1) ?? 0) > state.top) return !0;
  let known2 = /* @__PURE__ */ new Set([...state.folded, ...state.applied.map((a) => a.id)]), bad4 = new Set(state.problems.map((p2) => p2.key));
  return listing.changes.some((id) => !known2.has(id) && !bad4.has(memoryChangeKey(state.project, id)));
}
async function publishView(store, project, state, tuning = {}) {
  let key = memoryViewKey(project), rounds = tuning.viewAttempts ?? 8, current = state;
  for (let i = 0; ; i++) {
    let text4 = `${JSON.stringify(signedFor(store, { ...viewDocument(current.memory) }, !0), null, 2)}
`;
    if (await store.put(key, text4), !movedOn(current, await listMemory(store, project))) return current;
    let there = await store.get(key).then(
      (b2) => b2?.toString("utf8"),
      () => {
      }
    );
    if (i >= rounds || there !== void 0 && there !== text4) return current;
    current = await readMemory(store, project, tuning, current);
  }
}
var fetchSnapshot = (store, project, generation) => fetchDoc(store, memorySnapshotKey(project, generation));
async function createSnapshot(store, project, generation, doc) {
  return store.create(memorySnapshotKey(project, generation), `${JSON.stringify(doc)}
`);
}
async function deleteChanges(store, project, ids) {
  await mapLimit(ids, PARALLEL, (id) => store.delete(memoryChangeKey(project, id)));
}
function problemsBut(problems, project, ids) {
  let gone2 = new Set(ids.map((id) => memoryChangeKey(project, id)));
  return problems.filter((p2) => !gone2.has(p2.key));
}
async function readBack(store, project, id, tuning) {
  try {
    return await readMemory(store, project, tuning);
  } catch (err) {
    let code = err instanceof CheckpointError ? err.code : "IO";
    throw new CheckpointError(
      code,
      `the change is stored (${memoryChangeKey(project, id)}), but the memory of ${project} could not be read back: ${errorMessage(err)}`,
      "do not repeat it; `pai-checkpoint memory show` once the volume reads again",
      { cause: err }
    );
  }
}
async function republish(store, project, state, tuning, warnings) {
  try {
    return await publishView(store, project, state, tuning);
  } catch (err) {
    return warnings.push(`${memoryViewKey(project)} was not rewritten (the memory itself is stored): ${errorMessage(err)}`), state;
  }
}
async function deleteSnapshots(store, project, generations) {
  await mapLimit(generations, PARALLEL, (g2) => store.delete(memorySnapshotKey(project, g2)));
}
async function unsignedOf(store, project, state) {
  if (!keyringOf(store)) return;
  let listing = await listMemory(store, project), flagged = new Set(state.problems.filter((p2) => p2.unsigned).map((p2) => p2.key)), ids = listing.changes.filter((id) => flagged.has(memoryChangeKey(project, id))), generations = listing.snapshots.filter((g2) => g2 !== state.generation), [changeDocs, snapshotDocs] = await Promise.all([
    mapLimit(ids, PARALLEL, (id) => fetchDoc(store, memoryChangeKey(project, id))),
    mapLimit(generations, PARALLEL, (g2) => fetchDoc(store, memorySnapshotKey(project, g2)))
  ]), docOf = (got) => got && "doc" in got && isUnsigned(got.doc) ? got.doc : void 0, snapshots = generations.flatMap((generation, i) => {
    let doc = docOf(snapshotDocs[i]), s3 = doc && attempt(() => parseSnapshot(doc, "", project, generation));
    return s3 ? [{ generation, ...s3 }] : [];
  }), changes = ids.flatMap((id, i) => {
    let doc = docOf(changeDocs[i]), change = doc && attempt(() => checkChange(doc, ""));
    return change ? [{ id, change }] : [];
  });
  if (snapshots.length === 0 && changes.length === 0) return;
  let newest = snapshots.at(-1), inNewest = new Set(newest?.folded);
  return {
    memory: applyChanges(
      newest?.memory ?? emptyMemory(project),
      changes.filter((c) => !inNewest.has(c.id)).map((c) => c.change)
    ),
    changes: changes.map((c) => c.id),
    snapshots: snapshots.map((s3) => s3.generation),
    keys: [
      ...snapshots.map((s3) => memorySnapshotKey(project, s3.generation)),
      ...changes.map((c) => memoryChangeKey(project, c.id))
    ]
  };
}

// src/domain/memory/commit.ts
var COMPACT_AFTER = 50, GRACE_MS = 6e4;
async function removable(store, project, generations) {
  if (!keyringOf(store) || generations.length === 0) return generations;
  let keep = await mapLimit(
    generations,
    PARALLEL,
    (g2) => fetchSnapshot(store, project, g2).then(
      (got) => !!got && "doc" in got && isUnsigned(got.doc),
      () => !0
    )
  );
  return generations.filter((_2, i) => !keep[i]);
}
async function compactMemory(store, project, state, now, tuning = {}, adopt) {
  let cutoff = now - (tuning.graceMs ?? GRACE_MS), end = state.applied.findIndex((a) => (ulidTime(a.id) ?? 1 / 0) > cutoff), fold = end < 0 ? state.applied : state.applied.slice(0, end);
  if (fold.length === 0 && !adopt) return;
  let signed = applyChanges(
    state.base,
    fold.map((a) => a.change)
  ), memory = adopt ? overlay(adopt.memory, signed) : signed, folded = [.../* @__PURE__ */ new Set([...state.leftovers, ...fold.map((a) => a.id), ...adopt?.changes ?? []])].sort(), generation = Math.max(state.generation, state.top) + 1, doc = signedFor(store, { v: 1, project_id: project, generation, folded, memory }, !0);
  if (!await createSnapshot(store, project, generation, doc)) return;
  let after = await listMemory(store, project);
  if ((after.snapshots.at(-1) ?? 0) > generation) return;
  await deleteChanges(store, project, folded);
  let old = await removable(
    store,
    project,
    after.snapshots.filter((g2) => g2 < state.generation)
  );
  return await deleteSnapshots(store, project, old), {
    ...state,
    generation,
    top: generation,
    base: memory,
    folded,
    applied: state.applied.slice(fold.length),
    leftovers: [],
    problems: problemsBut(state.problems, project, folded)
  };
}
async function commitChange(store, project, change, now, tuning = {}) {
  let id = await addChange(store, project, change), warnings = [], state = await readBack(store, project, id, tuning);
  try {
    state.leftovers.length && (await deleteChanges(store, project, state.leftovers), state = { ...state, leftovers: [] }), state.applied.length > (tuning.compactAfter ?? COMPACT_AFTER) && (state = await compactMemory(store, project, state, now, tuning) ?? state);
  } catch (err) {
    warnings.push(
      `the memory of ${project} was not compacted (it stays correct, reads cost more until the next write): ${errorMessage(err)}`
    );
  }
  return state = await republish(store, project, state, tuning, warnings), { id, state, warnings };
}

// src/domain/memory/adopt.ts
async function readMemoryWithUnsigned(store, project, tuning = {}) {
  let state = await readMemory(store, project, tuning), unsigned = await unsignedOf(store, project, state);
  if (!unsigned) return state;
  let taken = new Set(unsigned.keys);
  return {
    ...state,
    memory: overlay(unsigned.memory, state.memory),
    problems: state.problems.filter((p2) => !taken.has(p2.key))
  };
}

// src/app/memory.ts
init_api2();
function projectIdOf(ctx2, override) {
  return override !== void 0 ? checkProjectId(override) : projectIdFor(ctx2.project);
}
function who(ctx2, user2) {
  if (user2 !== void 0) {
    let u2 = user2.trim();
    if (!u2)
      throw new CheckpointError("USAGE", "--user is empty", "give a user name, or leave --user out for the OS user");
    if (u2.length > KEY_MAX)
      throw new CheckpointError("USAGE", `--user is ${u2.length} characters long (at most ${KEY_MAX})`);
    return u2;
  }
  try {
    return (0, import_node_os8.userInfo)().username || ctx2.env.USER || "unknown";
  } catch {
    return ctx2.env.USER || "unknown";
  }
}
function cache(ctx2, state) {
  try {
    writeMemoryCache(ctx2.paths.stateDir, state.memory, ctx2.now());
  } catch (err) {
    ctx2.warn(`the local copy of the memory of ${state.project} was not refreshed: ${errorMessage(err)}`);
  }
}
async function read2(ctx2, store, project) {
  let state = await readMemory(store, project);
  return cache(ctx2, state), state;
}
async function commit(ctx2, store, project, change) {
  let done = await commitChange(store, project, change, ctx2.now().getTime());
  for (let w2 of done.warnings) ctx2.warn(w2);
  return cache(ctx2, done.state), done.state;
}
var result = (s3) => ({ project: s3.project, memory: s3.memory, problems: s3.problems });
async function showMemory(ctx2, o = {}) {
  let project = projectIdOf(ctx2, o.project), store = await ctx2.volume(), out2 = result(await read2(ctx2, store, project)), legacy = o.project === void 0 && isEmptyMemory(out2.memory) ? legacyProjectIdFor(ctx2.project) : void 0;
  return legacy && !isEmptyMemory((await readMemoryWithUnsigned(store, legacy).catch(() => {
  }))?.memory ?? emptyMemory(legacy)) && (out2.older = legacy), out2;
}
async function recordSessionOutcome(ctx2, store, o) {
  let project = checkProjectId(o.project, "project"), sessionId = o.sessionId.trim();
  if (!sessionId || sessionId.length > KEY_MAX)
    throw new CheckpointError(
      "USAGE",
      `invalid session id ${JSON.stringify(o.sessionId.slice(0, 80))} for the memory of ${project}`
    );
  if (!OUTCOMES.includes(o.outcome))
    throw new CheckpointError("USAGE", `invalid outcome ${JSON.stringify(o.outcome)}`, `one of ${OUTCOMES.join(", ")}`);
  let at2 = typeof o.at == "string" ? new Date(o.at) : o.at;
  if (Number.isNaN(at2.getTime()))
    throw new CheckpointError("USAGE", `invalid time ${JSON.stringify(String(o.at))} of session ${sessionId}`);
  let flat = o.summary.replace(/\s+/g, " ").trim(), summary = flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX - 1)}\u2026` : flat, before = await read2(ctx2, store, project);
  if (before.memory.session_history.some(
    (e) => e.session_id === sessionId && e.outcome === o.outcome && e.summary === summary
  ))
    return { changed: !1, memory: before.memory, warnings: [] };
  let warnings = [];
  return { changed: !0, memory: (await commit({ ...ctx2, warn: (m2) => (warnings.push(m2), ctx2.warn(m2)) }, store, project, {
    v: 1,
    op: "history",
    session_id: sessionId,
    summary,
    outcome: o.outcome,
    at: at2.toISOString(),
    user: who(ctx2, o.user)
  })).memory, warnings };
}
async function rememberOutcome(ctx2, store, m2, outcome, user2) {
  let folder = typeof m2.project == "string" ? m2.project : m2.workspace?.root;
  if (folder)
    try {
      let pai = m2.pai, record3 = typeof pai?.latest_record_id == "string" ? findRecord(ctx2.paths.checkpointsDir, pai.latest_record_id)?.record.taskSummary : void 0, progress = (await readSummary(store, m2).catch(() => {
      }))?.progress[0], summary = record3 || typeof pai?.task == "string" && pai.task || progress || m2.name || `checkpoint ${m2.id}`;
      await recordSessionOutcome(ctx2, store, {
        project: projectIdFor(folder),
        sessionId: m2.session_id,
        summary,
        outcome,
        at: ctx2.now(),
        ...user2 ? { user: user2 } : {}
      });
    } catch (err) {
      ctx2.warn(`the session's ${outcome} checkpoint was not added to the project memory: ${errorMessage(err)}`);
    }
}
async function refreshMemoryCache(ctx2, store, project) {
  let state = await read2(ctx2, store, checkProjectId(project, "project")), [first, ...more] = state.problems;
  return first && ctx2.warn(
    `${state.problems.length} object${more.length ? "s" : ""} of the memory of ${state.project} left out (\`pai-checkpoint memory show\` lists them): ${first.key}: ${first.error}`
  ), state.memory;
}

// src/app/resume-context.ts
init_errors();
init_lock();
init_api2();
init_schema();

// src/domain/session/resume.ts
init_config_env();
init_events();
init_errors();
init_lock();
init_api2();
init_schema();
var DEFAULT_STALE_MS = UNCONFIGURED.staleSeconds * 1e3;
function formatClock(at2, now) {
  let pad = (n) => String(n).padStart(2, "0"), time3 = `${pad(at2.getHours())}:${pad(at2.getMinutes())}`, day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return day(at2) === day(now) ? time3 : `${day(at2)} ${time3}`;
}
function formatAgo(ms2) {
  let s3 = Math.max(0, Math.round(ms2 / 1e3));
  if (s3 < 60) return `${s3} s`;
  let m2 = Math.round(s3 / 60);
  if (m2 < 60) return `${m2} min`;
  let h = Math.round(m2 / 60);
  return h < 48 ? `${h} h` : `${Math.round(h / 24)} days`;
}
var MARK = { completed: "[x]", in_progress: "[~]", pending: "[ ]" };
function phaseLabel(n) {
  return `${n} ${phaseName(n) ?? "?"}`;
}
function openTasks(criteria) {
  return criteria.filter((c) => c.status !== "completed").map((c) => ({ subject: c.subject, status: c.status }));
}
function renderResumeContext(record3, extra = {}) {
  let meta2 = metadataOf(record3), done = meta2.completedPhases ?? [], lines2 = [
    record3.completed ? `Checkpoint ${record3.id} \u2014 PAI Algorithm work, completed.` : `Checkpoint ${record3.id} \u2014 PAI Algorithm work left unfinished${extra.left ? ` (its session ${extra.left})` : ""}.`,
    `Session: ${record3.sessionId}${meta2.project ? `, project ${meta2.project}` : ""}; saved ${record3.createdAt}.`,
    `Task: ${record3.taskSummary || "(no task summary recorded)"}`,
    record3.completed ? `Phase: ${record3.phaseNumber}/7 ${record3.phase} (completed).` : `Current phase: ${record3.phaseNumber}/7 ${record3.phase} (not finished).`,
    `Completed phases: ${done.length ? done.map(phaseLabel).join(", ") : "none"}.`
  ];
  if (meta2.name && lines2.push(`Name: ${meta2.name}`), record3.iscCriteria.length > 0) {
    let n = record3.iscCriteria.filter((c) => c.status === "completed").length;
    lines2.push(`ISC criteria (${n}/${record3.iscCriteria.length} done):`);
    for (let c of record3.iscCriteria) lines2.push(`- ${MARK[c.status]} ${c.subject} (${c.status})`);
  } else
    lines2.push("ISC criteria: none recorded.");
  return record3.completed || (lines2.push(...progressLines(record3, done), ...summaryLines(extra.summary)), lines2.push(
    `To resume: continue the Algorithm from Phase ${record3.phaseNumber} (${record3.phase}) of this task, re-checking the ISC criteria above; earlier phases are done.`,
    `\`/checkpoint:resume ${record3.id}\` prints this again; \`pai-checkpoint complete ${record3.id}\` marks the work finished so it is not offered again.`
  )), lines2.join(`
`);
}
function progressLines(record3, done) {
  let pending = [1, 2, 3, 4, 5, 6, 7].filter((n) => n > record3.phaseNumber && !done.includes(n)), isc = record3.iscCriteria.length ? `; ISC ${record3.iscCriteria.filter((c) => c.status === "completed").length}/${record3.iscCriteria.length} done` : "";
  return [
    `Pending phases: ${pending.length ? pending.map(phaseLabel).join(", ") : "none after this one"}.`,
    `Progress: about ${Math.round(100 * done.length / 7)} % (${done.length} of 7 phases done${isc}).`
  ];
}
function summaryLines(s3) {
  if (!s3) return [];
  let out2 = [], list = (title, items, max) => {
    items.length && out2.push(`${title} (${items.length}):`, ...items.slice(-max).map((d) => `- ${d}`));
  };
  return list("Decisions made", s3.decisions, 8), s3.files.length && out2.push(
    `Files modified (${s3.files.length}):`,
    ...s3.files.slice(0, 12).map((f2) => `- ${f2.path}${f2.binary ? " (binary)" : f2.uncounted ? "" : ` (+${f2.added} \u2212${f2.removed})`}`),
    ...s3.files.length > 12 ? [`- \u2026 and ${s3.files.length - 12} more`] : []
  ), list("Failed approaches", s3.failed_approaches, 5), list("Blockers", s3.blockers, 5), out2;
}
function findOffer(ctx2, current, staleMs = DEFAULT_STALE_MS) {
  let now = ctx2.now().getTime(), statusCache = /* @__PURE__ */ new Map(), statusOf = (sid) => {
    let s3 = statusCache.get(sid);
    if (!s3) {
      let state = sid === current.sessionId ? current : loadSession(ctx2.paths, sid);
      s3 = { state, status: sid === current.sessionId ? "running" : lifecycleOf(state, now, staleMs) }, statusCache.set(sid, s3);
    }
    return s3;
  }, found = detectUnfinished({
    ...recordOptions(ctx2),
    project: current.project,
    skipSession: (sid) => sid === current.sessionId || statusOf(sid).status === "running"
  });
  if (!found) return;
  let { record: record3 } = found, prev = statusOf(record3.sessionId), offer = {
    record: record3,
    file: found.file,
    origin: originOf(record3, prev, now),
    more: found.others.length,
    summary: loadLocalSummary(ctx2.paths, record3.sessionId)
  }, project = metadataOf(record3).project ?? metadataOf(record3).cwd;
  return project && project !== current.project && (offer.otherProject = project), isDead(prev.status) && prev.state && (offer.crashed = {
    sessionId: record3.sessionId,
    agoMs: offer.origin.agoMs,
    firstReport: !prev.state.crashReportedAt
  }), offer;
}
function originOf(record3, prev, now) {
  let how = isDead(prev.status) && prev.state ? "crashed" : prev.status === "ended" && prev.state?.endedAt ? "ended" : "stopped", at2 = how === "crashed" ? prev.state.heartbeatAt : how === "ended" ? prev.state.endedAt : record3.createdAt, t = Date.parse(at2);
  return {
    sessionId: record3.sessionId,
    how,
    at: at2,
    agoMs: Number.isFinite(t) ? Math.max(0, now - t) : Number.NaN,
    clock: Number.isFinite(t) ? `at ${formatClock(new Date(t), new Date(now))}` : "at an unknown time"
  };
}
function leftText(origin) {
  return Number.isFinite(origin.agoMs) ? `${origin.how} ${formatAgo(origin.agoMs)} ago` : origin.how;
}

// src/app/resume-context.ts
function recordOrSession(ctx2, id) {
  try {
    return resolveRecord(ctx2.paths.checkpointsDir, id).record;
  } catch (err) {
    if (!(err instanceof CheckpointError) || err.code !== "NOT_FOUND" || id.length < 4) throw err;
    let records = scanCheckpoints({}, { checkpointsDir: ctx2.paths.checkpointsDir }).records.map((r) => r.record).filter((r) => r.sessionId.startsWith(id)), sessions2 = [...new Set(records.map((r) => r.sessionId))];
    if (sessions2.length > 1)
      throw new CheckpointError(
        "AMBIGUOUS",
        `"${id}" starts ${sessions2.length} sessions: ${sessions2.slice(0, 5).join(", ")}`,
        "type more characters of the session id"
      );
    let newest = (list) => list.sort((a, b2) => a.id < b2.id ? 1 : -1)[0], found = newest(records.filter((r) => !r.completed)) ?? newest(records);
    if (!found) throw err;
    return found;
  }
}
async function resumeContext(ctx2, options = {}) {
  let sessionId = ctx2.env.CLAUDE_CODE_SESSION_ID, current = sessionId && loadSession(ctx2.paths, sessionId) || newSession(sessionId || "cli", ctx2.cwd, ctx2.project, ctx2.now()), record3, left;
  if (options.id)
    record3 = recordOrSession(ctx2, options.id);
  else {
    let config2 = await ctx2.config(), offer = findOffer(ctx2, current, config2.session.staleSeconds * 1e3);
    if (!offer) return {};
    record3 = offer.record, left = leftText(offer.origin);
  }
  let summary = record3.completed ? void 0 : await latestSummary(ctx2, record3.sessionId), result2 = {
    record: record3,
    context: renderResumeContext(record3, { left, summary }),
    openTasks: record3.completed ? [] : openTasks(record3.iscCriteria)
  };
  return options.printOnly || !sessionId || record3.sessionId === sessionId || record3.completed || (result2.adopted = await withLockAsync(
    sessionLockPath(ctx2.paths, sessionId),
    async () => {
      let state = loadSession(ctx2.paths, sessionId) ?? current;
      delete state.offered;
      let meta2 = metadataOf(record3);
      state.phase = { number: record3.phaseNumber, name: record3.phase, at: ctx2.now().toISOString() }, state.completedPhases = meta2.completedPhases ?? [], state.runRecordIds = [], record3.taskSummary && (state.task = record3.taskSummary), record3.iscCriteria.length ? state.carriedCriteria = record3.iscCriteria : delete state.carriedCriteria;
      let extra = { resumedFrom: record3.id };
      meta2.name && (extra.name = meta2.name);
      let rec = await writeRecord(ctx2, state, record3.phaseNumber, {
        trigger: "resume",
        task: record3.taskSummary,
        criteria: record3.iscCriteria,
        extra
      });
      return saveSession(ctx2.paths, state), completeCheckpointSync(record3.id, recordOptions(ctx2)), recordCarryOver(ctx2.paths, state, record3.sessionId, ctx2.now().toISOString()), saveSession(ctx2.paths, state), { sessionId, newId: rec.checkpointId, closedId: record3.id };
    },
    { timeoutMs: 5e3 }
  )), result2;
}

// src/app/save.ts
init_errors();
init_lock();
init_schema();

// src/app/create.ts
init_errors();

// src/app/capture.ts
var import_node_os15 = require("node:os");
init_errors();
init_lock();
init_paths();

// src/domain/session/volume-status.ts
var STATUS_PUBLIC = [
  "session_id",
  "status",
  "host",
  "installation",
  "heartbeat_at",
  "heartbeat_seconds",
  "epoch",
  "claude_pid",
  "claude_start",
  "interrupted_at",
  "interrupted_by",
  "sidecar_pid",
  "last_checkpoint_id",
  "last_capture_at",
  "phase",
  "metrics",
  "claude_version",
  "resumed_from",
  "carried_over_at",
  "carried_over_by",
  "resume_failure"
];
function putVolumeStatus(store, doc) {
  let { docs, sealed } = sealPrivate(store, [doc], STATUS_PUBLIC);
  return putJson(
    store,
    sessionStatusKey(doc.session_id),
    signedFor(store, { ...docs[0], ...sealed ? { sealed } : {} }, !0)
  ).then(() => {
  });
}
async function getVolumeStatus(store, sessionId) {
  let doc = await getJson(store, sessionStatusKey(sessionId));
  if (doc === void 0) return;
  let problem = untrusted(store, doc, "session status");
  if (problem) return { doc, untrusted: problem };
  let { sealed, signature: _s2, ...rest } = doc;
  return { doc: openPrivate(store, [rest], sealed, `${store.location}/${sessionStatusKey(sessionId)}`).docs[0] };
}
async function readVolumeStatus(store, sessionId) {
  let stored = await getVolumeStatus(store, sessionId);
  if (!stored) return;
  let status2 = parseVolumeStatus(sessionId, stored.doc);
  return stored.untrusted ? { status: status2, untrusted: stored.untrusted } : { status: status2 };
}
var text3 = (v2) => typeof v2 == "string" && v2 !== "" ? v2 : void 0, count2 = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0 ? v2 : void 0;
function parseVolumeStatus(sessionId, raw) {
  if (typeof raw != "object" || raw === null || Array.isArray(raw)) return;
  let r = raw, times = [r.heartbeat_at, r.last_capture_at].map((t) => typeof t == "string" ? Date.parse(t) : Number.NaN).filter(Number.isFinite), beat = r.heartbeat_seconds;
  return {
    sessionId,
    status: text3(r.status) ?? "unknown",
    heartbeatAt: text3(r.heartbeat_at),
    lastSign: times.length ? Math.max(...times) : void 0,
    heartbeatSeconds: typeof beat == "number" && beat > 0 ? beat : void 0,
    epoch: count2(r.epoch) ?? 0,
    host: text3(r.host) ?? "",
    installation: text3(r.installation),
    claudePid: count2(r.claude_pid),
    claudeStart: text3(r.claude_start),
    interruptedAt: text3(r.interrupted_at),
    interruptedBy: text3(r.interrupted_by),
    cwd: text3(r.cwd),
    carriedOverBy: text3(r.carried_over_by),
    resumeFailure: text3(r.resume_failure)
  };
}
function statusOfSession(state, w2) {
  return {
    session_id: state.sessionId,
    status: volumeWord(state),
    ...state.carriedOverAt ? { carried_over_at: state.carriedOverAt, carried_over_by: state.carriedOverBy ?? null } : {},
    cwd: state.project,
    host: w2.host,
    installation: w2.installation,
    heartbeat_at: state.heartbeatAt,
    // What the monitor (app/orchestrator.ts) needs: the interval, the epoch written at, the claude process.
    heartbeat_seconds: w2.heartbeatSeconds,
    epoch: state.epoch ?? 0,
    claude_pid: state.claudePid ?? null,
    claude_start: state.claudeStart ?? null,
    ...state.interruptedAt ? { interrupted_at: state.interruptedAt, interrupted_by: state.interruptedBy ?? null } : {},
    sidecar_pid: state.sidecarPid ?? null,
    last_checkpoint_id: state.lastCheckpointId ?? null,
    last_capture_at: state.lastCaptureAt ?? null,
    phase: state.phase ? { number: state.phase.number, name: state.phase.name } : null,
    metrics: w2.metrics,
    ...w2.claudeVersion !== void 0 ? { claude_version: w2.claudeVersion } : {}
  };
}
function statusOfCapture(c) {
  return {
    session_id: c.sessionId,
    status: "running",
    cwd: c.cwd,
    host: c.host,
    heartbeat_at: null,
    last_checkpoint_id: c.checkpointId,
    last_capture_at: c.at,
    claude_version: c.claudeVersion
  };
}

// src/domain/capture/create.ts
init_errors();
init_ids();

// src/domain/content/tier.ts
init_errors();
function contentVolume(store, m2) {
  let tier = m2.workspace?.tier;
  if (tier === void 0) return store;
  let large = largeTierOf(store);
  if (!large)
    throw new CheckpointError(
      "USAGE",
      `the workspace of checkpoint ${m2.id} is on the large tier ${String(tier)}, and no [volume] large is set here`,
      `set [volume] large = ${JSON.stringify(String(tier))} in checkpoint.toml`
    );
  if (large.location !== tier)
    throw new CheckpointError(
      "USAGE",
      `the workspace of checkpoint ${m2.id} is on the large tier ${String(tier)}, not on ${large.location} ([volume] large)`,
      `set [volume] large = ${JSON.stringify(String(tier))} in checkpoint.toml`
    );
  return large;
}

// src/domain/volume/delete.ts
async function deleteCheckpoint(store, sessionId, id) {
  let prefix = checkpointPrefix(sessionId, id), view = await writerView(store, sessionId), indexed = view.index.checkpoints.some((e) => e.id === id);
  indexed && await unsettle(store, view);
  let onTier = largeTierOf(store) ? await readManifest(store, sessionId, id).then((m2) => m2?.workspace?.tier !== void 0 ? m2 : void 0).catch(() => {
  }) : void 0, existed = await store.delete(manifestKey(sessionId, id)), removed = await store.deletePrefix(prefix);
  if (onTier)
    try {
      await contentVolume(store, onTier).delete(contentRootKey(sessionId, id));
    } catch {
    }
  return view.index.checkpoints = view.index.checkpoints.filter((e) => e.id !== id), (indexed || !trusted(view.stored) && (view.index.checkpoints.length > 0 || view.stored !== "missing")) && await writeIndex(store, view.index, !0), existed || removed > 0;
}

// src/domain/volume/retention.ts
function protectedEntry(e) {
  return e.trigger === "complete" || e.trigger === "error" || e.trigger === "crash" || !!e.name || e.tags.length > 0 || e.hidden !== void 0;
}
function planRetention(entries, policy, now) {
  let newestFirst = [...entries].sort((a, b2) => a.id < b2.id ? 1 : -1), result2 = { kept: [], deleted: [] }, counted2 = 0;
  for (let [i, e] of newestFirst.entries()) {
    if (protectedEntry(e)) {
      result2.kept.push(e.id);
      continue;
    }
    counted2++;
    let ageDays = (now.getTime() - Date.parse(e.created_at)) / 864e5;
    i > 0 && (counted2 > policy.keepLast || ageDays > policy.maxAgeDays) ? result2.deleted.push(e.id) : result2.kept.push(e.id);
  }
  return result2;
}
async function applyRetention(store, sessionId, policy, now, dryRun = !1) {
  let plan = planRetention((await loadIndex(store, sessionId)).checkpoints, policy, now);
  if (!dryRun) for (let id of plan.deleted) await deleteCheckpoint(store, sessionId, id);
  return plan;
}

// src/domain/volume/commit.ts
var import_node_crypto13 = require("node:crypto");
init_errors();
init_hash();
async function commitCheckpoint(store, draft, parts, onPart, beforeManifest) {
  let prefix = checkpointPrefix(draft.session_id, draft.id), stored = {}, manifest, view;
  try {
    for (let part of parts) {
      if (part.name === MANIFEST || part.name === INDEX)
        throw new CheckpointError("USAGE", `a part cannot be named ${part.name}`);
      let info = "stored" in part ? part.stored : "known" in part ? await putKnown(store, part.known, part.make) : part.share ? await putShared(store, part.data) : await putPart(store, partKey(draft.session_id, draft.id, part.name), part);
      info && (stored[part.name] = info, onPart?.(part.name, info));
    }
    let keyring = keyringOf(store), key = keyring?.encryption(), { warnings, ...rest } = draft, plain = {
      ...rest,
      ...warnings === void 0 || Array.isArray(warnings) && warnings.length === 0 ? {} : { warnings },
      version: MANIFEST_VERSION,
      parts: stored,
      ...key ? { encryption: { cipher: CIPHER, key_id: key.id } } : {}
    }, { docs, sealed: text4 } = sealPrivate(store, [plain], MANIFEST_PUBLIC), checked = sealManifest(text4 ? { ...docs[0], sealed: text4 } : plain), toStore = keyring ? signManifest(checked, keyring) : checked;
    manifest = {
      ...plain,
      checksum: toStore.checksum,
      ...toStore.signature ? { signature: toStore.signature } : {}
    }, await beforeManifest?.(), view = await writerView(store, draft.session_id), await unsettle(store, view), await putCompactJson(store, manifestKey(draft.session_id, draft.id), toStore);
  } catch (err) {
    throw await store.deletePrefix(prefix).catch(() => {
    }), err;
  }
  let index = view.index;
  return index.checkpoints = index.checkpoints.filter((e) => e.id !== manifest.id), index.checkpoints.push(indexEntry(manifest)), index.checkpoints.sort((a, b2) => a.id < b2.id ? -1 : 1), await writeIndex(store, index, !0), manifest;
}
async function putShared(store, data) {
  if (typeof data == "function") throw new CheckpointError("USAGE", "a shared part is given as bytes, not a stream");
  let bytes = typeof data == "string" ? Buffer.from(data) : data, found = await findShared(store, sha256Hex(bytes), bytes.length);
  return found.held || await store.put(found.key, bytes), found.info;
}
async function findShared(store, sha2562, size) {
  let secret = keyringOf(store)?.encryption(), name = secret ? (0, import_node_crypto13.createHmac)("sha256", secret.key).update(`pai-checkpoint shared part ${sha2562}`).digest("hex") : sha2562, key = sharedPartKey(name), st2 = await store.stat(key);
  return {
    key,
    info: { size, sha256: sha2562, shared: secret ? name : !0 },
    held: st2?.size === (secret ? sealedSize(size) : size)
  };
}
async function putKnown(store, known2, make) {
  let found = await findShared(store, known2.sha256, known2.size);
  if (found.held) return found.info;
  let bytes = await make();
  return bytes ? putShared(store, bytes) : void 0;
}
async function putPart(store, key, part) {
  try {
    return await store.put(key, typeof part.data == "function" ? part.data() : part.data);
  } catch (err) {
    let why = part.omitted?.();
    if (why === void 0) throw err;
    await store.delete(key).catch(() => !1), part.onOmit?.(why);
    return;
  }
}

// src/domain/capture/parts/conversation.ts
var import_node_fs32 = require("node:fs"), import_node_stream6 = require("node:stream");
init_errors();
init_defaults();

// src/domain/transcript/conversation.ts
init_errors();
init_regular();

// src/domain/transcript/statements.ts
var SCAN_MAX = 64 * 1024, SENTENCE_MAX = 2e3, DECISION = [
  /\b(?:I['’]ll|I will|I['’]m going to|I am going to|we['’]ll|we will|we['’]re going to|let['’]s|let us)\s+(?:use|go with|switch to|stick with|keep|choose|pick|prefer|adopt|avoid|skip|drop|replace|rely on|opt for|take the)\b/i,
  /\b(?:decided|decide|deciding) (?:to|on|against)\b/i,
  /\b(?:chose|chosen|choosing|went with|going with|opted for|opting for)\b/i,
  /\b(?:use|using|go with|switch(?:ing)? to)\b.{0,80}?\b(?:instead of|rather than)\b/i,
  /^decision\s*:/i
], BLOCKER = [
  /\bblocked (?:on|by)\b/i,
  /\b(?:can['’]t|cannot|can not|couldn['’]t|unable to)\b.{0,80}?\buntil\b/i,
  /\bdeferr(?:ed|ing)\b/i,
  /\bdefer\b.{0,60}?\b(?:until|to (?:a |the )?(?:later|next|future))\b/i,
  /\b(?:TODO|FIXME)\b:/,
  /\bneeds? to\b.{0,80}?\blater\b/i,
  /\b(?:future|next|later) session\b/i,
  /^(?:blocker|blocked)\s*:/i
], MAYBE = /\b(?:I['’]ll|I will|I['’]m going|I am going|we['’]ll|we will|we['’]re going|let['’]s|let us|decid|decision|chose|chosen|choosing|went with|going with|opt|instead of|rather than|block|can['’]t|cannot|can not|couldn['’]t|unable|defer|TODO|FIXME|needs? to|session)/i;
function isSignalLine(line) {
  return line.includes("\u2501\u2501\u2501") || mayContainSignal(line) && scanAlgorithmText(line).length > 0;
}
function clean2(sentence) {
  return sentence.replace(/^(?:>\s*)+/, "").replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, "").replace(/\*\*|__/g, "").replace(/\s+/g, " ").trim();
}
function sentences(text4) {
  let out2 = [], fenced = !1;
  for (let raw of text4.slice(0, SCAN_MAX).split(`
`)) {
    let line = raw.trim();
    if (line.startsWith("```") || line.startsWith("~~~")) {
      fenced = !fenced;
      continue;
    }
    if (!(fenced || !line || !line.includes("?") && !MAYBE.test(line) || isSignalLine(line)))
      for (let part of line.split(/(?<=[.!?])\s+/)) {
        let s3 = clean2(part);
        s3 && s3.length <= SENTENCE_MAX && out2.push(s3);
      }
  }
  return out2;
}
function statementOf(sentence) {
  if (sentence.endsWith("?")) return { kind: "question", text: sentence };
  if (!/^(?:if|unless|whether)\b/i.test(sentence)) {
    if (BLOCKER.some((re2) => re2.test(sentence))) return { kind: "blocker", text: sentence };
    if (DECISION.some((re2) => re2.test(sentence)))
      return { kind: "decision", text: sentence.replace(/^decision\s*:\s*/i, "") };
  }
}

// src/domain/transcript/summary-signals.ts
var ITEM_MAX = 200, PROGRESS_MAX = 10, LIST_MAX = 8, WHAT_MAX = 60, ERROR_MAX = 90, OPEN_MAX2 = 256, TASKS_MAX = 512, KEEP = 64;
function cut(s3, max) {
  if (s3.length <= max) return s3;
  let end = max - 1, c = s3.charCodeAt(end - 1);
  return c >= 55296 && c <= 56319 && end--, `${s3.slice(0, end).trimEnd()}\u2026`;
}
function oneLine(s3, max = ITEM_MAX) {
  return cut(
    s3.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
}
function codeSpan(s3) {
  return s3.includes("`") ? s3.includes("``") ? `\`\`\` ${s3} \`\`\`` : `\`\` ${s3} \`\`` : `\`${s3}\``;
}
var Recent = class {
  constructor(max) {
    this.max = max;
  }
  max;
  map = /* @__PURE__ */ new Map();
  set(key, value) {
    this.map.delete(key), this.map.set(key, value), this.map.size > this.max && this.map.delete(this.map.keys().next().value);
  }
  get(key) {
    return this.map.get(key);
  }
  has(key) {
    return this.map.has(key);
  }
  delete(key) {
    this.map.delete(key);
  }
  keys() {
    return [...this.map.keys()];
  }
  values() {
    return [...this.map.values()];
  }
  entries() {
    return [...this.map];
  }
  /** Sets each entry in order (a saved collector's). */
  fill(entries) {
    if (Array.isArray(entries))
      for (let [key, value] of entries) typeof key == "string" && this.set(key, value);
  }
}, SUBCOMMANDS = /* @__PURE__ */ new Set([
  "npm",
  "pnpm",
  "yarn",
  "bun",
  "npx",
  "pnpx",
  "bunx",
  "deno",
  "git",
  "go",
  "cargo",
  "make",
  "docker",
  "kubectl",
  "pip",
  "pip3",
  "uv",
  "poetry",
  "dotnet",
  "mvn",
  "gradle",
  "gradlew"
]), WRAPPERS = /* @__PURE__ */ new Set(["sudo", "env", "time", "nohup", "command", "exec"]), SCENE = /* @__PURE__ */ new Set(["cd", "pushd", "popd", "export", "source", ".", "set", "unset", "true", ":"]), CHECK = /^(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|build|lint|check|typecheck|ci|verify)\b|(?:npx|pnpx|bunx)\s+(?:vitest|jest|mocha|tsc|eslint|playwright|ava)\b|(?:pytest|tox|nox|vitest|jest|mocha|tsc|eslint|ruff|mypy|phpunit|rspec|ctest|make)\b|go\s+(?:test|build|vet)\b|cargo\s+(?:test|build|check|clippy)\b|(?:mvn|gradle|\.\/gradlew|\.\/mvnw)\b|dotnet\s+(?:test|build)\b|(?:node|deno|bun)\s+--?test\b|deno\s+test\b|python3?\s+-m\s+(?:pytest|unittest)\b)/;
function segments(line) {
  return line.split(/&&|\|\||;|\|/).map((seg) => {
    let words = seg.trim().split(/\s+/), i = 0;
    for (; i < words.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]) || WRAPPERS.has(words[i])); ) i++;
    return words.slice(i).join(" ");
  });
}
function programOf(line) {
  for (let seg of segments(line)) {
    let words = seg.split(" ").filter(Boolean), first = words[0];
    if (!first || SCENE.has(first)) continue;
    let base = first.replace(/^.*\//, "");
    if (!SUBCOMMANDS.has(base)) return base;
    let rest = words.slice(1).filter((w2) => !w2.startsWith("-"));
    return [base, ...rest[0] === "run" ? rest.slice(0, 2) : rest.slice(0, 1)].join(" ");
  }
  return line.trim().split(/\s+/)[0] ?? "";
}
var TELLING = ["command", "pattern", "url", "query", "path", "prompt", "description", "subject", "skill", "taskId"];
function relative(path, cwd) {
  return cwd && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
}
function describeCall(use, cwd) {
  let command = use.input.command;
  if (use.name === "Bash" && typeof command == "string") {
    let lines2 = command.slice(0, SENTENCE_MAX).split(`
`).map((l) => l.trim()).filter(Boolean), first = lines2[0] ?? "", what = cut(oneLine(first, WHAT_MAX) + (lines2.length > 1 ? " \u2026" : ""), WHAT_MAX);
    return { use, kind: `Bash:${programOf(first)}`, what, check: segments(first).some((s3) => CHECK.test(s3)) };
  }
  let file2 = toolFile(use);
  if (file2) {
    let path = relative(file2.path, cwd);
    return file2.modifies ? { use, kind: `edit:${file2.path}`, what: oneLine(`edit ${path}`, WHAT_MAX), changes: path } : {
      use,
      kind: `${use.name}:${file2.path}`,
      what: oneLine(`${use.name === "Read" ? "read" : use.name} ${path}`, WHAT_MAX)
    };
  }
  let key = TELLING.find((k2) => typeof use.input[k2] == "string" && use.input[k2]) ?? Object.keys(use.input).find((k2) => typeof use.input[k2] == "string" && use.input[k2]), value = key === void 0 ? "" : ` ${use.input[key]}`;
  return { use, kind: use.name, what: oneLine(`${use.name}${value}`, WHAT_MAX) };
}
var ERRORISH = [
  /\b[A-Z]\w*(?:Error|Exception)\b(?!\()/,
  /\b(?:errors?|fail|failed|failure|cannot|can't|not found|no such|denied|missing|invalid|refused|fatal|unable|not allowed|timed out)\b/i
];
function errorLine(text4) {
  let lines2 = (text4 ?? "").slice(0, 8192).replace(/<\/?tool_use_error>/g, "").split(`
`).map((l) => l.trim()).filter(Boolean), exit = lines2[0] !== void 0 ? /^Exit code (\d+)$/.exec(lines2[0])?.[1] : void 0;
  exit !== void 0 && lines2.shift();
  let line = lines2.find((l) => ERRORISH.some((re2) => re2.test(l))) ?? lines2[0];
  return exit === void 0 ? oneLine(line ?? "failed", ERROR_MAX) : line === void 0 ? `exit ${exit}` : `${oneLine(line, ERROR_MAX - 10)} (exit ${exit})`;
}
var SummaryCollector = class _SummaryCollector {
  /** Order of arrival, so that blockers of different sources interleave as they happened. */
  seq = 0;
  cwd;
  task;
  calls = new Recent(OPEN_MAX2);
  tasks = new Recent(TASKS_MAX);
  progress = new Recent(KEEP);
  decisions = new Recent(KEEP);
  statedBlockers = new Recent(KEEP);
  failures = new Recent(KEEP);
  /** Questions of the assistant's texts since the last tool call or prompt. */
  questions = [];
  add(ev) {
    switch (this.seq++, ev.kind) {
      case "context":
        ev.cwd !== void 0 && (this.cwd = ev.cwd);
        break;
      case "prompt":
        this.questions = [];
        break;
      case "assistant_text":
        this.readText(ev.text);
        break;
      case "tool_use":
        this.questions = [], ev.id && this.calls.set(ev.id, describeCall(ev, this.cwd));
        break;
      case "tool_result":
        this.readResult(ev);
        break;
      case "todos":
        this.readTodos(ev.todos);
        break;
    }
  }
  /** Its state, to go on later from where it is (a call's input is kept for task calls only: nothing else reads it again). */
  save() {
    let calls = this.calls.entries().map(([id, c]) => [id, isTaskTool(c.use.name) ? c : { ...c, use: { ...c.use, input: {} } }]);
    return {
      seq: this.seq,
      cwd: this.cwd,
      task: this.task,
      calls,
      tasks: this.tasks.entries(),
      progress: this.progress.entries(),
      decisions: this.decisions.entries(),
      statedBlockers: this.statedBlockers.entries(),
      failures: this.failures.entries(),
      questions: this.questions
    };
  }
  /** A collector going on from a saved state (a fresh one from what is not such a state). */
  static load(state) {
    let c = new _SummaryCollector(), v2 = state;
    return !v2 || typeof v2.seq != "number" || (c.seq = v2.seq, c.cwd = typeof v2.cwd == "string" ? v2.cwd : void 0, c.task = typeof v2.task == "string" ? v2.task : void 0, c.calls.fill(v2.calls), c.tasks.fill(v2.tasks), c.progress.fill(v2.progress), c.decisions.fill(v2.decisions), c.statedBlockers.fill(v2.statedBlockers), c.failures.fill(v2.failures), c.questions = Array.isArray(v2.questions) ? v2.questions.filter((q2) => typeof q2 == "string") : []), c;
  }
  signals() {
    let task = this.task === void 0 ? [] : [oneLine(`Task: ${this.task}`)], failures = this.failures.values(), blockers = [...failures.filter((f2) => f2.fixedBy === void 0).map((f2) => ({ seq: f2.seq, text: oneLine(`${codeSpan(f2.what)} still fails: ${f2.error}`) })), ...this.statedBlockers.values()].sort((a, b2) => a.seq - b2.seq).map((b2) => b2.text);
    for (let q2 of this.questions) blockers.push(oneLine(`Open question: ${q2}`));
    return {
      progress: [...task, ...this.progress.values().slice(-(PROGRESS_MAX - task.length))],
      decisions: this.decisions.values().slice(-LIST_MAX),
      failed: failures.slice(-LIST_MAX).map(
        (f2) => f2.fixedBy === void 0 ? { what: f2.what, error: f2.error } : { what: f2.what, error: f2.error, fixedBy: f2.fixedBy }
      ),
      blockers: blockers.slice(-LIST_MAX)
    };
  }
  readText(text4) {
    if (mayContainSignal(text4))
      for (let s3 of scanAlgorithmText(text4.slice(0, SCAN_MAX))) s3.kind === "task" && (this.task = oneLine(s3.summary));
    for (let sentence of sentences(text4)) {
      let st2 = statementOf(sentence);
      if (!st2) continue;
      let line = oneLine(st2.text), key = line.toLowerCase();
      st2.kind === "decision" ? this.decisions.set(key, line) : st2.kind === "blocker" ? this.statedBlockers.set(key, { seq: this.seq, text: line }) : this.questions.includes(line) || (this.questions = [...this.questions, line].slice(-2));
    }
  }
  readResult(result2) {
    let call2 = this.calls.get(result2.toolUseId);
    call2 && (this.calls.delete(result2.toolUseId), isTaskTool(call2.use.name) && this.readTask(call2.use, result2), result2.isError ? this.failed(call2, errorLine(result2.error)) : this.succeeded(call2));
  }
  failed(call2, error) {
    this.failures.set(`${call2.what}
${error}`, { seq: this.seq, kind: call2.kind, what: call2.what, error }), call2.check && this.progress.delete(`run:${call2.what}`);
  }
  succeeded(call2) {
    for (let f2 of this.failures.values()) f2.kind === call2.kind && f2.fixedBy === void 0 && (f2.fixedBy = call2.what);
    call2.changes !== void 0 && this.progress.set(`file:${call2.changes}`, oneLine(`Changed ${call2.changes}`)), call2.check && this.progress.set(`run:${call2.what}`, oneLine(`Ran ${codeSpan(call2.what)}: passed`));
  }
  /** A task call Claude Code carried out: a task completed is progress; reopened or deleted, it is not any more. */
  readTask(use, result2) {
    let op = taskOperation(use, result2);
    if (!op) return;
    let task = applyTaskOperation(this.tasks.get(op.id), op), key = `task:${op.id}`;
    task ? this.tasks.set(op.id, task) : this.tasks.delete(op.id), task?.status === "completed" ? this.progress.has(key) || this.progress.set(key, oneLine(`Completed: ${task.subject || `task ${op.id}`}`)) : this.progress.delete(key);
  }
  /** TodoWrite sets the whole list: its completed todos are progress, in the list's order. */
  readTodos(todos) {
    let done = new Set(todos.filter((t) => t.status === "completed").map((t) => `todo:${oneLine(t.content)}`));
    for (let key of this.progress.keys()) key.startsWith("todo:") && !done.has(key) && this.progress.delete(key);
    for (let key of done) this.progress.has(key) || this.progress.set(key, oneLine(`Completed: ${key.slice(5)}`));
  }
};

// src/domain/transcript/prices.ts
var DEFAULT_PRICES = [
  [/opus/i, { input: 15, output: 75, cache_creation: 18.75, cache_read: 1.5 }],
  [/sonnet/i, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
  [/haiku/i, { input: 0.8, output: 4, cache_creation: 1, cache_read: 0.08 }],
  [/.*/, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }]
];
function usageCost(model, t, prices = DEFAULT_PRICES) {
  let price2 = prices.find(([re2]) => re2.test(model))?.[1];
  return price2 ? (t.input * price2.input + t.output * price2.output + t.cache_creation * price2.cache_creation + t.cache_read * price2.cache_read) / 1e6 : 0;
}

// src/domain/transcript/lines.ts
async function* linesOf(stream, maxLine, onOversized, pos, dropFirst = !1) {
  let parts = [], held = 0, dropping = !1, first = dropFirst;
  for await (let chunk of stream) {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from)) {
      let length = held + nl - from + 1, line = !first && !dropping && held + nl - from <= maxLine ? Buffer.concat([...parts, chunk.subarray(from, nl)]).toString("utf8") : void 0;
      pos.at += length, first ? pos.dropped += length : line === void 0 && onOversized(), parts = [], held = 0, dropping = !1, first = !1, from = nl + 1, line !== void 0 && (yield line);
    }
    if (dropping) {
      held += chunk.length - from;
      continue;
    }
    let rest = chunk.subarray(from);
    held + rest.length > maxLine ? (dropping = !0, parts = [], held += rest.length) : rest.length && (parts.push(Buffer.from(rest)), held += rest.length);
  }
  return dropping ? (first || onOversized(), void 0) : held && !first ? Buffer.concat(parts).toString("utf8") : void 0;
}

// src/domain/transcript/conversation.ts
var TEXT_CAP = 2e3, MAX_LINE_BYTES = 64 * 1024 * 1024, USAGE_OPEN = 1024, SUMMARY_BYTES = 256 * 1024 * 1024;
function emptySummary() {
  return {
    lines: 0,
    skipped_bytes: 0,
    unparsable_lines: 0,
    oversized_lines: 0,
    partial_last_line: !1,
    turn_count: 0,
    messages: { user: 0, assistant: 0 },
    last_message_id: null,
    last_message_uuid: null,
    tokens: { input: 0, output: 0, cache_creation: 0, cache_read: 0, total: 0 },
    cost_estimate_usd: 0,
    models: [],
    tools: {},
    files_read: [],
    files_modified: [],
    todos: null,
    tasks: [],
    tool_errors: 0,
    pending_tool_calls: [],
    compactions: [],
    context: null,
    signals: { progress: [], decisions: [], failed: [], blockers: [] },
    first_prompt: null,
    last_prompt: null,
    last_assistant_text: null,
    cwd: null,
    git_branch: null,
    claude_version: null
  };
}
function newReading() {
  return {
    s: emptySummary(),
    usageById: /* @__PURE__ */ new Map(),
    folded: /* @__PURE__ */ new Map(),
    pending: /* @__PURE__ */ new Map(),
    taskCalls: /* @__PURE__ */ new Map(),
    read: /* @__PURE__ */ new Set(),
    modified: /* @__PURE__ */ new Set(),
    tasks: /* @__PURE__ */ new Map(),
    collector: new SummaryCollector()
  };
}
function saveReading(r) {
  let state = {
    s: r.s,
    usageById: [...r.usageById],
    folded: [...r.folded],
    pending: [...r.pending],
    taskCalls: [...r.taskCalls],
    read: [...r.read],
    modified: [...r.modified],
    tasks: [...r.tasks],
    collector: r.collector.save()
  };
  return JSON.parse(JSON.stringify(state));
}
function loadReading(state) {
  try {
    let v2 = state;
    return typeof v2.s?.lines != "number" || typeof v2.s.tokens != "object" ? void 0 : {
      s: { ...emptySummary(), ...v2.s },
      usageById: new Map(v2.usageById),
      folded: new Map(v2.folded),
      pending: new Map(v2.pending),
      taskCalls: new Map(v2.taskCalls),
      read: new Set(v2.read),
      modified: new Set(v2.modified),
      tasks: new Map(v2.tasks),
      collector: SummaryCollector.load(v2.collector)
    };
  } catch {
    return;
  }
}
async function summarizeFrom(path, prices = DEFAULT_PRICES, o = {}) {
  let fh = await openRegular(path);
  if (!fh) return;
  let size = (await fh.stat()).size, loaded2 = o.cursor && o.cursor.offset <= size ? loadReading(o.cursor.state) : void 0, resume = loaded2 && o.cursor, r = loaded2 ?? newReading(), maxBytes = o.maxBytes ?? SUMMARY_BYTES, from = resume?.offset ?? 0, skipped = resume?.skipped ?? 0, jump = size - from > maxBytes;
  jump && (from = size - maxBytes - 1);
  let pos = { at: from, dropped: 0 }, stream = fh.createReadStream({ highWaterMark: 1024 * 1024, start: from }), lines2 = linesOf(stream, o.maxLineBytes ?? MAX_LINE_BYTES, () => r.s.oversized_lines++, pos, jump), nextLine = () => lines2.next().catch((err) => {
    throw new CheckpointError(
      "IO",
      `${path}: the transcript could not be read: ${err instanceof Error ? err.message : String(err)}`,
      void 0,
      { cause: err }
    );
  }), next = await nextLine();
  for (jump && (skipped += from + pos.dropped - (resume?.offset ?? 0)); !next.done; next = await nextLine()) {
    let raw = next.value.endsWith("\r") ? next.value.slice(0, -1) : next.value;
    if (!raw.trim()) continue;
    r.s.lines++;
    let line = parse3(raw);
    line === UNPARSABLE ? r.s.unparsable_lines++ : readLine(r, line);
  }
  r.s.skipped_bytes = skipped;
  let cursor = jump && pos.dropped === 0 ? resume ?? { offset: 0, skipped: 0, state: saveReading(newReading()) } : { offset: pos.at, skipped, state: saveReading(r) }, last = next.value;
  if (last !== void 0 && last.trim()) {
    let line = parse3(last);
    line === UNPARSABLE ? r.s.partial_last_line = !0 : (r.s.lines++, readLine(r, line));
  }
  return { summary: finish(r, prices), cursor };
}
var UNPARSABLE = /* @__PURE__ */ Symbol("unparsable");
function parse3(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return UNPARSABLE;
  }
}
function readLine(r, line) {
  let { s: s3 } = r;
  for (let ev of lineEvents(line))
    switch (r.collector.add(ev), ev.kind) {
      case "context":
        ev.cwd !== void 0 && (s3.cwd = ev.cwd), ev.gitBranch !== void 0 && (s3.git_branch = ev.gitBranch), ev.version !== void 0 && (s3.claude_version = ev.version);
        break;
      case "compaction":
        s3.compactions.push({ uuid: ev.uuid, timestamp: ev.timestamp, trigger: ev.trigger, pre_tokens: ev.preTokens });
        break;
      case "message":
        readMessage(r, ev);
        break;
      case "prompt":
        s3.turn_count++, s3.first_prompt ??= ev.text.slice(0, TEXT_CAP), s3.last_prompt = ev.text.slice(0, TEXT_CAP);
        break;
      case "assistant_text":
        ev.text.trim() && (s3.last_assistant_text = ev.text.slice(0, TEXT_CAP));
        break;
      case "tool_use":
        readToolUse(r, ev);
        break;
      case "tool_result":
        readToolResult(r, ev);
        break;
      case "todos":
        s3.todos = ev.todos;
        break;
    }
}
function readMessage(r, ev) {
  if (ev.uuid !== void 0 && (r.s.last_message_uuid = ev.uuid), ev.role === "user") {
    r.s.messages.user++;
    return;
  }
  if (ev.id && (r.usageById.has(ev.id) || r.s.messages.assistant++, r.s.last_message_id = ev.id, ev.usage)) {
    if (r.usageById.set(ev.id, { usage: ev.usage, model: ev.model ?? "" }), r.usageById.size > USAGE_OPEN) {
      let [id, oldest] = r.usageById.entries().next().value;
      r.usageById.delete(id), r.folded.set(oldest.model, addUsage2(r.folded.get(oldest.model), oldest.usage));
    }
    let u2 = ev.usage, tokens2 = Math.min(u2.input + u2.cache_read + u2.cache_creation, Number.MAX_SAFE_INTEGER);
    tokens2 > 0 && (r.s.context = { tokens: tokens2, model: ev.model ?? "" });
  }
}
function readToolUse(r, use) {
  r.s.tools[use.name] = (r.s.tools[use.name] ?? 0) + 1, use.id && (r.pending.set(use.id, use.name), isTaskTool(use.name) && r.taskCalls.set(use.id, use));
  let file2 = toolFile(use);
  file2 && (file2.modifies ? r.modified : r.read).add(file2.path);
}
function readToolResult(r, result2) {
  r.pending.delete(result2.toolUseId), result2.isError && r.s.tool_errors++;
  let call2 = r.taskCalls.get(result2.toolUseId);
  if (!call2) return;
  r.taskCalls.delete(result2.toolUseId);
  let op = taskOperation(call2, result2);
  if (!op) return;
  let task = applyTaskOperation(r.tasks.get(op.id), op);
  task ? r.tasks.set(op.id, task) : r.tasks.delete(op.id);
}
function addUsage2(a, b2) {
  return a ? {
    input: a.input + b2.input,
    output: a.output + b2.output,
    cache_creation: a.cache_creation + b2.cache_creation,
    cache_read: a.cache_read + b2.cache_read
  } : { ...b2 };
}
function finish(r, prices) {
  let s3 = {
    ...r.s,
    tokens: { input: 0, output: 0, cache_creation: 0, cache_read: 0, total: 0 },
    cost_estimate_usd: 0
  }, byModel = new Map(r.folded);
  for (let { usage, model } of r.usageById.values()) byModel.set(model, addUsage2(byModel.get(model), usage));
  for (let [model, t] of byModel)
    s3.tokens.input += t.input, s3.tokens.output += t.output, s3.tokens.cache_creation += t.cache_creation, s3.tokens.cache_read += t.cache_read, s3.cost_estimate_usd += usageCost(model, t, prices);
  s3.tokens.total = s3.tokens.input + s3.tokens.output + s3.tokens.cache_creation + s3.tokens.cache_read;
  for (let k2 of ["input", "output", "cache_creation", "cache_read", "total"])
    s3.tokens[k2] = Math.min(s3.tokens[k2], Number.MAX_SAFE_INTEGER);
  return s3.cost_estimate_usd = Math.round(s3.cost_estimate_usd * 1e6) / 1e6, s3.models = [...byModel.keys()].filter(Boolean).sort(), s3.files_read = [...r.read].sort(), s3.files_modified = [...r.modified].sort(), s3.tasks = [...r.tasks].map(([id, t]) => ({ id, subject: t.subject, status: t.status })), s3.pending_tool_calls = [...r.pending].map(([id, name]) => ({ id, name })), s3.signals = r.collector.signals(), s3;
}

// src/domain/transcript/copy.ts
var import_node_fs31 = require("node:fs"), import_node_stream5 = require("node:stream"), import_promises5 = require("node:stream/promises"), import_node_string_decoder = require("node:string_decoder");
init_atomic();
init_regular();
init_redact();

// src/domain/transcript/local.ts
var import_node_fs30 = require("node:fs"), import_node_path28 = require("node:path");
init_atomic();
init_keys();
init_regular();
init_redact();
init_hash();
function transcriptFiles(stateDir, sessionId) {
  let dir2 = (0, import_node_path28.join)(stateDir, "transcripts"), id = assertSafeKey("session id", sessionId);
  return {
    dir: dir2,
    summary: (0, import_node_path28.join)(dir2, `${id}.summary.json`),
    copy: (0, import_node_path28.join)(dir2, `${id}.jsonl.zst`),
    copyMeta: (0, import_node_path28.join)(dir2, `${id}.copy.json`)
  };
}
var MARK_BYTES = 4096;
function tailHash(fd, offset) {
  let from = Math.max(0, offset - MARK_BYTES), buf = Buffer.alloc(offset - from), got = 0;
  for (; got < buf.length; ) {
    let n = (0, import_node_fs30.readSync)(fd, buf, got, buf.length - got, from + got);
    if (n === 0) break;
    got += n;
  }
  return sha256Hex(buf.subarray(0, got));
}
function markOf(path, fd, st2, offset) {
  return { path, dev: st2.dev, ino: st2.ino, offset, tail: tailHash(fd, offset) };
}
function stillMarked(path, fd, st2, mark) {
  return !!mark && mark.path === path && mark.dev === st2.dev && mark.ino === st2.ino && Number.isInteger(mark.offset) && mark.offset >= 0 && mark.offset <= st2.size && tailHash(fd, mark.offset) === mark.tail;
}
function markFile(path, offset) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      return markOf(path, fd, (0, import_node_fs30.fstatSync)(fd), offset);
    } finally {
      (0, import_node_fs30.closeSync)(fd);
    }
}
function fileStillMarked(path, mark) {
  let fd = openRegularSync(path);
  if (fd === void 0) return !1;
  try {
    return stillMarked(path, fd, (0, import_node_fs30.fstatSync)(fd), mark);
  } finally {
    (0, import_node_fs30.closeSync)(fd);
  }
}
function readLocal(file2) {
  try {
    let text4 = readFileIfExists(file2);
    return text4 ? JSON.parse(text4) : void 0;
  } catch {
    return;
  }
}
function writeLocal(file2, dir2, value, redact = !1) {
  ensureDir(dir2);
  let text4 = JSON.stringify(value);
  writeFileAtomicSync(file2, `${redact ? redactSecretPatterns(text4) : text4}
`, { fsync: !1 });
}

// src/domain/transcript/copy.ts
var SLICE_BYTES = 32 * 1024 * 1024, WINDOW = 1024 * 1024, NL2 = 10;
async function updateCopy(path, files, o) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let st2 = (0, import_node_fs31.fstatSync)(fd), state = readLocal(files.copyMeta), size = () => {
        try {
          return (0, import_node_fs31.statSync)(files.copy).size;
        } catch {
          return -1;
        }
      }, valid = state?.v === 1 && state.redacted === o.redact && state.level === o.level && size() >= state.bytes && stillMarked(path, fd, st2, state.mark);
      (!valid || size() !== state.bytes) && (ensureDir(files.dir), valid || (state = { v: 1, mark: markOf(path, fd, st2, 0), redacted: o.redact, level: o.level, bytes: 0, expanded: 0 }), (0, import_node_fs31.closeSync)((0, import_node_fs31.openSync)(files.copy, "a", 384)), (0, import_node_fs31.truncateSync)(files.copy, state.bytes), valid || writeLocal(files.copyMeta, files.dir, state));
      let s3 = state, end = lastLineEnd(fd, st2.size, s3.mark.offset, o.deadline);
      for (let n = 0; end !== void 0 && s3.mark.offset < end && Date.now() < o.deadline && n < (o.maxSlices ?? 1 / 0); n++) {
        let from = s3.mark.offset, cap = Math.min(end, from + (o.sliceBytes ?? SLICE_BYTES)), to2 = cap === end ? end : lastLineEnd(fd, cap, from, 1 / 0) ?? cap, added = await appendSlice(fd, from, to2, files.copy, o);
        st2 = (0, import_node_fs31.fstatSync)(fd), s3 = { ...s3, mark: markOf(path, fd, st2, to2), bytes: size(), expanded: s3.expanded + added }, writeLocal(files.copyMeta, files.dir, s3);
      }
      return {
        file: files.copy,
        complete: end !== void 0 && s3.mark.offset >= end,
        covered: s3.mark.offset,
        end: end ?? s3.mark.offset,
        bytes: s3.bytes,
        expanded: s3.expanded
      };
    } finally {
      (0, import_node_fs31.closeSync)(fd);
    }
}
function lastLineEnd(fd, before, floor, deadline) {
  let buf = Buffer.allocUnsafe(WINDOW);
  for (let to2 = before; to2 > floor; ) {
    if (Date.now() >= deadline) return;
    let from = Math.max(floor, to2 - WINDOW), n = (0, import_node_fs31.readSync)(fd, buf, 0, to2 - from, from), nl = buf.subarray(0, n).lastIndexOf(NL2);
    if (nl >= 0) return from + nl + 1;
    to2 = from;
  }
  return floor;
}
async function appendSlice(fd, from, to2, copy, o) {
  let count3 = { bytes: 0 }, input = (0, import_node_fs31.createReadStream)("", { fd, start: from, end: to2 - 1, autoClose: !1 });
  if (o.redact) {
    let raw = input;
    input = raw.pipe(redactLines(count3)), raw.once("error", (err) => input.destroy(err));
  }
  return await (0, import_promises5.pipeline)(
    compressStream({ stream: input }, { level: o.level, name: copy, purpose: "compress the transcript" }),
    (0, import_node_fs31.createWriteStream)(copy, { flags: "a", mode: 384 })
  ), o.redact ? count3.bytes : to2 - from;
}
var REDACT_HOLD = 8 * 1024 * 1024;
function redactLines(count3 = { bytes: 0 }) {
  let utf8 = new import_node_string_decoder.StringDecoder("utf8"), held = "", out2 = (t, text4) => {
    let b2 = Buffer.from(redactSecretPatterns(text4));
    count3.bytes += b2.length, t.push(b2);
  };
  return new import_node_stream5.Transform({
    transform(chunk, _enc, done) {
      held += utf8.write(chunk);
      let nl = held.lastIndexOf(`
`);
      nl >= 0 && (out2(this, held.slice(0, nl + 1)), held = held.slice(nl + 1)), held.length > REDACT_HOLD && (out2(this, held), held = ""), done();
    },
    flush(done) {
      held += utf8.end(), held && out2(this, held), done();
    }
  });
}

// src/domain/capture/parts/part.ts
init_redact();
function jsonPart(name, value, redact = !1) {
  let text4 = `${JSON.stringify(value, null, 2)}
`;
  return { name, data: redact ? redactSecretPatterns(text4) : text4, share: !0 };
}

// src/domain/capture/parts/conversation.ts
var conversationPart = {
  name: "conversation",
  async collect(scope) {
    let { req, o } = scope, conversation = req.transcriptPath ? await summarize(scope, req.transcriptPath) : void 0;
    scope.conversation = conversation, scope.parts.push(
      jsonPart(
        "conversation.json",
        { transcript_path: req.transcriptPath ?? null, ...conversation },
        o.config.capture.redactSecrets
      )
    );
    let context = conversation ? contextMetrics(conversation, scope) : void 0;
    scope.draft.conversation = {
      turn_count: conversation?.turn_count ?? 0,
      // (absent rather than null without a transcript: every reader takes absent as null)
      ...conversation?.last_message_id ? { last_message_id: conversation.last_message_id } : {},
      ...conversation?.last_message_uuid ? { last_message_uuid: conversation.last_message_uuid } : {},
      tokens_used: conversation?.tokens.total ?? 0,
      has_resume_token: conversation !== void 0,
      ...context ? { context } : {}
    }, scope.draft.metrics = {
      cost_estimate_usd: conversation?.cost_estimate_usd ?? 0,
      tools_invoked: Object.keys(conversation?.tools ?? {}).sort(),
      files_modified: conversation?.files_modified.length ?? 0,
      tool_errors: conversation?.tool_errors ?? 0
    }, conversation?.skipped_bytes && scope.warnings.push(
      `the conversation's figures leave out the transcript's first ${mb(conversation.skipped_bytes)}: a transcript first summarised on this machine is read from its last ${mb(scope.o.summaryBytes ?? SUMMARY_BYTES)}`
    ), conversation && req.transcriptPath && await transcriptPart(scope, req.transcriptPath);
  }
};
function mb(bytes) {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.max(1, Math.round(bytes / 1e6))} MB`;
}
async function transcriptPart(scope, path) {
  let { o, req } = scope, limitMs = o.transcriptLimitMs ?? DEFAULTS.transcriptSeconds * 1e3, omit2 = (why) => {
    let c = scope.draft.conversation;
    c.has_resume_token = !1, c.transcript_omitted = why, scope.warnings.push(`transcript not stored: ${why}`);
  }, copy;
  try {
    copy = await updateCopy(path, transcriptFiles(o.stateDir, req.sessionId), {
      redact: o.config.capture.redactSecrets,
      level: o.config.capture.zstdLevel,
      deadline: Date.now() + limitMs
    });
  } catch (err) {
    if (!(err instanceof CheckpointError) || err.code !== "INVALID_DATA") throw err;
    return omit2(err.message);
  }
  if (!copy) return omit2(`${path} is gone`);
  if (!copy.complete)
    return omit2(
      `its copy was not brought up to date within ${Math.round(limitMs / 1e3)} s (${mb(copy.covered)} of ${mb(copy.end)} done; the next checkpoint goes on from there)`
    );
  let { file: file2, expanded } = copy, cut2 = !1;
  scope.parts.push({
    name: "transcript.jsonl.zst",
    // Whole frames only (a capture killed while appending may have left more); none yet: an empty frame.
    data: () => timeLimited(
      copy.bytes > 0 ? (0, import_node_fs32.createReadStream)(file2, { start: 0, end: copy.bytes - 1 }) : import_node_stream6.Readable.from([EMPTY_ZSTD_FRAME]),
      limitMs,
      () => cut2 = !0
    ),
    omitted: () => cut2 ? `it was not stored within ${Math.round(limitMs / 1e3)} s (${mb(copy.bytes)} to write)` : void 0,
    onOmit: omit2
  }), scope.onStored.push((name) => {
    name === "transcript.jsonl.zst" && scope.draft.conversation && (scope.draft.conversation.transcript_bytes = Math.max((0, import_node_fs32.statSync)(path).size, expanded));
  });
}
function timeLimited(input, ms2, onCut) {
  let deadline = Date.now() + ms2, out2 = new import_node_stream6.Transform({
    transform(chunk, _e2, done) {
      if (Date.now() < deadline) return done(null, chunk);
      stop2(), done();
    }
  }), stop2 = () => {
    clearTimeout(timer), onCut(), input.destroy(), out2.destroy(new CheckpointError("IO", `the transcript was not stored within ${Math.round(ms2 / 1e3)} s`));
  }, timer = setTimeout(stop2, ms2);
  return timer.unref(), input.once("error", (err) => out2.destroy(err)), out2.once("close", () => clearTimeout(timer)), input.pipe(out2);
}
function contextMetrics(c, scope) {
  let model = c.context?.model ?? c.models.at(-1) ?? "", window2 = scope.o.config.context.windows.find(([re2]) => re2.test(model))?.[1] ?? 2e5, used = c.context?.tokens ?? 0, before = scope.parent?.conversation.context?.compactions;
  return {
    tokens_used: used,
    ...model ? { model } : {},
    window: window2,
    budget_percent: Math.round(1e3 * used / window2) / 10,
    compactions: c.compactions.length,
    compression_applied: before === void 0 ? c.compactions.length > 0 : c.compactions.length > before
  };
}
async function summarize(scope, path) {
  try {
    let prices = [
      ...Object.entries(scope.o.config.prices).map(([k2, v2]) => [new RegExp(k2, "i"), v2]),
      ...DEFAULT_PRICES
    ], files = transcriptFiles(scope.o.stateDir, scope.req.sessionId), saved = readLocal(files.summary), cursor = saved && fileStillMarked(path, saved.mark) ? saved.cursor : void 0, r = await summarizeFrom(path, prices, {
      cursor,
      ...scope.o.summaryBytes !== void 0 ? { maxBytes: scope.o.summaryBytes } : {}
    });
    if (!r) {
      scope.warnings.push(`transcript ${path} not found: no conversation captured`);
      return;
    }
    let mark = markFile(path, r.cursor.offset);
    return mark && writeLocal(files.summary, files.dir, { mark, cursor: r.cursor }, scope.o.config.capture.redactSecrets), r.summary;
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    scope.warnings.push(`transcript not captured: ${err.message}`);
    return;
  }
}

// src/domain/capture/parts/environment.ts
var import_node_os9 = require("node:os");

// src/domain/capture/environment.ts
var import_node_fs35 = require("node:fs"), import_node_path31 = require("node:path");
init_redact();

// src/domain/capture/mcp.ts
var import_node_fs33 = require("node:fs"), import_node_path29 = require("node:path");
init_errors();

// src/domain/mcp/client.ts
var import_node_child_process2 = require("node:child_process");
function expandVariables(value, env) {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g,
    (_all, name, fallback) => {
      let v2 = env[name];
      if (v2 !== void 0 && v2 !== "") return v2;
      if (fallback !== void 0) return fallback;
      if (v2 !== void 0) return v2;
      throw new McpError("start", `its configuration uses \${${name}}, which is not set`);
    }
  );
}
function stdioCommand(config2, vars = process.env) {
  if (typeof config2.command != "string" || config2.command === "") return;
  let x = (v2) => expandVariables(String(v2), vars), args = Array.isArray(config2.args) ? config2.args.map(x) : [], rawEnv = config2.env, env = {};
  if (rawEnv && typeof rawEnv == "object")
    for (let [k2, v2] of Object.entries(rawEnv)) v2 != null && (env[k2] = x(v2));
  return { command: x(config2.command), args, env };
}
var McpError = class extends Error {
  constructor(kind, message, code) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.name = "McpError";
  }
  kind;
  code;
}, PROTOCOL = "2025-06-18", MAX_LINE = 64 * 1024 * 1024, Connection = class {
  constructor(child) {
    this.child = child;
    child.stdin.on("error", () => {
    }), child.stdout.setEncoding("utf8"), child.stdout.on("data", (chunk) => this.read(chunk));
  }
  child;
  capabilities = {};
  next = 1;
  pending = /* @__PURE__ */ new Map();
  failure;
  buf = "";
  request(method2, params) {
    if (this.failure) return Promise.reject(this.failure);
    let id = this.next++;
    return new Promise((resolve10, reject) => {
      this.pending.set(id, { resolve: resolve10, reject }), this.send({ jsonrpc: "2.0", id, method: method2, ...params ? { params } : {} });
    });
  }
  notify(method2) {
    this.send({ jsonrpc: "2.0", method: method2 });
  }
  /** Ends the conversation: every pending and later request rejects with `err` (the first failure wins). */
  fail(err) {
    if (!this.failure) {
      this.failure = err;
      for (let p2 of this.pending.values()) p2.reject(err);
      this.pending.clear();
    }
  }
  send(msg) {
    this.child.stdin.writable && this.child.stdin.write(`${JSON.stringify(msg)}
`);
  }
  read(chunk) {
    let from = 0;
    for (let nl = chunk.indexOf(`
`); nl >= 0; nl = chunk.indexOf(`
`, from)) {
      let line = (this.buf + chunk.slice(from, nl)).trim();
      this.buf = "", from = nl + 1, line && this.handle(line);
    }
    this.buf += chunk.slice(from), this.buf.length > MAX_LINE && this.fail(new McpError("protocol", `an answer longer than ${MAX_LINE} bytes`));
  }
  handle(line) {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    if (!msg || typeof msg != "object") return;
    if (typeof msg.method == "string") {
      msg.id !== void 0 && this.send(
        msg.method === "ping" ? { jsonrpc: "2.0", id: msg.id, result: {} } : { jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } }
      );
      return;
    }
    let waiting = typeof msg.id == "number" ? this.pending.get(msg.id) : void 0;
    waiting && (this.pending.delete(msg.id), msg.error ? waiting.reject(
      new McpError(
        "rpc",
        String(msg.error.message ?? "error"),
        typeof msg.error.code == "number" ? msg.error.code : void 0
      )
    ) : msg.result && typeof msg.result == "object" && !Array.isArray(msg.result) ? waiting.resolve(msg.result) : waiting.reject(new McpError("protocol", "an answer without a result object")));
  }
};
function kill(child) {
  if (child.pid !== void 0)
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      child.exitCode === null && child.signalCode === null && child.kill("SIGKILL");
    }
}
async function stop(child, exited2, ms2) {
  if (ms2 > 0) {
    child.stdin.end();
    let timer;
    await Promise.race([exited2, new Promise((r) => timer = setTimeout(r, ms2))]), clearTimeout(timer);
  }
  kill(child);
}
async function withMcpServer(server, o, use) {
  let child = (0, import_node_child_process2.spawn)(server.command, server.args, {
    cwd: o.cwd,
    env: { ...process.env, ...server.env },
    stdio: ["pipe", "pipe", "ignore"],
    detached: !0
  }), conn = new Connection(child), exited2 = new Promise((resolve10) => {
    child.once("error", (err) => {
      conn.fail(new McpError("start", `could not start: ${err.message}`)), resolve10();
    }), child.once("close", (code, signal) => {
      conn.fail(new McpError("exit", `exited (${code ?? signal}) before answering`)), resolve10();
    });
  }), timer = setTimeout(() => {
    conn.fail(new McpError("timeout", `no answer within ${o.timeoutMs} ms`)), kill(child);
  }, o.timeoutMs), ok = !1;
  try {
    let caps = (await conn.request("initialize", {
      protocolVersion: PROTOCOL,
      capabilities: {},
      clientInfo: { name: "pai-checkpoint", version: "1" }
    }).catch((err) => {
      throw err instanceof McpError && err.kind === "rpc" ? new McpError("rpc", `initialize failed: ${err.message}`, err.code) : err;
    })).capabilities;
    conn.capabilities = caps && typeof caps == "object" && !Array.isArray(caps) ? caps : {}, conn.notify("notifications/initialized");
    let result2 = await use(conn);
    return ok = !0, result2;
  } finally {
    clearTimeout(timer), conn.fail(new McpError("exit", "the conversation is over")), await stop(child, exited2, ok ? o.graceMs ?? 0 : 0);
  }
}

// src/core/stored-path.ts
init_errors();
function isGitDir(segment) {
  return segment.replace(/[. ]+$/, "").toLowerCase() === ".git";
}

// src/domain/mcp/state.ts
init_hash();
var STATE_URI = "checkpoint://state";
var SERVER_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/;
function mcpStatePart(server) {
  return SERVER_RE.test(server) ? `mcp_state/${server}.json` : void 0;
}

// src/domain/capture/mcp.ts
init_hash();
function readJson2(path) {
  try {
    let v2 = JSON.parse((0, import_node_fs33.readFileSync)(path, "utf8"));
    return v2 && typeof v2 == "object" && !Array.isArray(v2) ? v2 : void 0;
  } catch {
    return;
  }
}
function projectEntry(claudeJson, project) {
  let projects = claudeJson?.projects;
  if (!projects) return;
  let real = project;
  try {
    real = (0, import_node_fs33.realpathSync)(project);
  } catch {
  }
  return projects[project] ?? projects[real];
}
function configuredMcpServers(home, project) {
  let servers = {}, add = (obj, scope) => {
    if (obj && typeof obj == "object")
      for (let [name, cfg] of Object.entries(obj))
        cfg && typeof cfg == "object" && (servers[name] = { config: cfg, scope });
  }, claudeJson = readJson2((0, import_node_path29.join)(home, ".claude.json"));
  return add(readJson2((0, import_node_path29.join)(project, ".mcp.json"))?.mcpServers, "project"), add(claudeJson?.mcpServers, "user"), add(projectEntry(claudeJson, project)?.mcpServers, "local"), servers;
}
function mayStart(name, server, o) {
  if (server.scope !== "project") return !0;
  let claudeJson = readJson2((0, import_node_path29.join)(o.home, ".claude.json")), entry = projectEntry(claudeJson, o.project), trusted2 = entry?.hasTrustDialogAccepted === !0, sources = [
    readJson2((0, import_node_path29.join)(o.claudeDir, "settings.json")),
    entry,
    ...trusted2 ? [
      readJson2((0, import_node_path29.join)(o.project, ".claude", "settings.json")),
      readJson2((0, import_node_path29.join)(o.project, ".claude", "settings.local.json"))
    ] : []
  ].filter((s3) => !!s3), has2 = (key) => sources.some((s3) => Array.isArray(s3[key]) && s3[key].includes(name));
  return has2("disabledMcpjsonServers") ? !1 : o.allow.includes(name) || has2("enabledMcpjsonServers") || sources.some((s3) => s3.enableAllProjectMcpServers === !0);
}
function readStateFiles(project, paths) {
  let root = (0, import_node_fs33.realpathSync)(project), files = [];
  for (let p2 of paths) {
    let abs = (0, import_node_fs33.realpathSync)((0, import_node_path29.isAbsolute)(p2) ? p2 : (0, import_node_path29.join)(root, p2)), rel = (0, import_node_path29.relative)(root, abs);
    if (rel.startsWith("..") || (0, import_node_path29.isAbsolute)(rel)) throw new Error(`state file ${p2} is outside the project`);
    let data = (0, import_node_fs33.readFileSync)(abs);
    files.push({ path: rel, size: data.length, sha256: sha256Hex(data), content_base64: data.toString("base64") });
  }
  return { kind: "files", files };
}
async function queryServer(server, cwd, timeoutMs) {
  try {
    return await withMcpServer(server, { cwd, timeoutMs }, async (client) => {
      if (!client.capabilities.resources) return { kind: "stateless", note: "no resources capability" };
      let result2;
      try {
        result2 = await client.request("resources/read", { uri: STATE_URI });
      } catch (err) {
        if (err instanceof McpError && err.kind === "rpc")
          return { kind: "stateless", note: `no ${STATE_URI} resource (${err.message})` };
        throw err;
      }
      let content = result2.contents?.[0], text4 = content?.text ?? (content?.blob ? Buffer.from(content.blob, "base64").toString("utf8") : void 0), state = text4;
      try {
        state = text4 === void 0 ? void 0 : JSON.parse(text4);
      } catch {
      }
      return { kind: "resource", state };
    });
  } catch (err) {
    return { kind: "error", error: errorMessage(err) };
  }
}
async function captureMcpState(servers, o) {
  let out2 = {};
  return await Promise.all(
    Object.entries(servers).map(async ([name, config2]) => {
      try {
        let command = stdioCommand(config2);
        o.stateFiles[name]?.length ? out2[name] = readStateFiles(o.project, o.stateFiles[name]) : command && o.query && o.mayStart && !o.mayStart(name) ? out2[name] = {
          kind: "stateless",
          note: "not started: a project (.mcp.json) server not approved in Claude Code; recorded by hash only"
        } : command && o.query ? out2[name] = await queryServer(command, o.project, o.timeoutMs) : out2[name] = {
          kind: "stateless",
          note: typeof config2.url == "string" ? "remote server (not queried)" : "not queried"
        };
      } catch (err) {
        out2[name] = { kind: "error", error: errorMessage(err) };
      }
    })
  ), out2;
}

// src/domain/capture/env-probes.ts
var import_node_child_process3 = require("node:child_process"), import_node_crypto14 = require("node:crypto"), import_node_fs34 = require("node:fs"), import_node_path30 = require("node:path"), import_node_util = require("node:util");
init_hash();
var run = (0, import_node_util.promisify)(import_node_child_process3.execFile);
async function out(cmd, args, cwd, env) {
  try {
    let { stdout, stderr } = await run(cmd, args, {
      timeout: 1e4,
      ...cwd ? { cwd } : {},
      ...env ? { env: { ...process.env, ...env } } : {}
    });
    return (stdout || stderr).trim() || void 0;
  } catch {
    return;
  }
}
var sha256 = (s3) => sha256Hex(s3);
async function fileHash(path) {
  let h = (0, import_node_crypto14.createHash)("sha256");
  for await (let chunk of (0, import_node_fs34.createReadStream)(path)) h.update(chunk);
  return h.digest("hex");
}
function readMemo(cacheFile) {
  try {
    return JSON.parse((0, import_node_fs34.readFileSync)(cacheFile, "utf8"));
  } catch {
    return {};
  }
}
async function memo(cacheFile, key, compute) {
  if (cacheFile) {
    let cache2 = readMemo(cacheFile);
    if (key in cache2) return cache2[key];
  }
  let value = await compute();
  return cacheFile && value !== void 0 && await remember(cacheFile, { [key]: value }), value;
}
async function remember(cacheFile, entries) {
  try {
    let { writeFileAtomicSync: writeFileAtomicSync2 } = await Promise.resolve().then(() => (init_atomic(), atomic_exports)), kept = Object.entries(readMemo(cacheFile)).filter(([k2]) => !(k2 in entries));
    writeFileAtomicSync2(
      cacheFile,
      JSON.stringify(Object.fromEntries([...kept, ...Object.entries(entries)].slice(-50))),
      { fsync: !1 }
    );
  } catch {
  }
}
function statKey(path) {
  try {
    let st2 = (0, import_node_fs34.statSync)(path);
    return `${path}\0${st2.size}\0${st2.mtimeMs}`;
  } catch {
    return;
  }
}
function which(cmd, path) {
  let found = commandOnPath(cmd, path);
  try {
    return found && (0, import_node_fs34.realpathSync)(found);
  } catch {
    return;
  }
}
function npmVersion(path) {
  let cli = which("npm", path);
  if (!cli) return;
  let dir2 = (0, import_node_path30.dirname)(cli);
  for (let i = 0; i < 3; i++, dir2 = (0, import_node_path30.dirname)(dir2))
    try {
      let pkg = JSON.parse((0, import_node_fs34.readFileSync)((0, import_node_path30.join)(dir2, "package.json"), "utf8"));
      if (pkg.name === "npm" && pkg.version) return pkg.version;
    } catch {
    }
}

// src/domain/capture/environment.ts
var ENV_ALLOW = [
  "SHELL",
  "LANG",
  "LC_ALL",
  "LC_CTYPE",
  "TERM",
  "TZ",
  "USER",
  "HOME",
  "PWD",
  "PATH",
  "EDITOR",
  "NODE_ENV",
  "VIRTUAL_ENV",
  "CONDA_DEFAULT_ENV",
  "CLAUDE_CODE_ENTRYPOINT",
  "CLAUDE_PROJECT_DIR",
  "PAI_DIR"
], SECRET_NAME = /(KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|COOKIE|PRIVATE|SIGNATURE|SESSION_?ID)/i, SECRET_VALUE = [
  /\bsk-[A-Za-z0-9_-]{16,}/,
  // Anthropic / OpenAI style
  /\bgh[pousr]_[A-Za-z0-9]{20,}/,
  // GitHub
  /\bxox[abpr]-[A-Za-z0-9-]{10,}/,
  // Slack
  /\bAKIA[0-9A-Z]{16}\b/,
  // AWS access key
  /\bBearer\s+[A-Za-z0-9._-]{16,}/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /:\/\/[^/\s:@]+:[^/\s@]+@/,
  // credentials in a URL
  /\b[A-Za-z0-9+/_-]{40,}\b/
  // long opaque token
];
function looksSecret(name, value) {
  return SECRET_NAME.test(name) || SECRET_VALUE.some((re2) => re2.test(value));
}
function safeEnv(env, extra = []) {
  let out2 = {}, redacted = [];
  for (let name of [.../* @__PURE__ */ new Set([...ENV_ALLOW, ...extra])].sort()) {
    let value = env[name];
    value !== void 0 && (looksSecret(name, value) ? redacted.push(name) : out2[name] = value);
  }
  return { env: out2, redacted };
}
function mcpSource(config2) {
  let type = String(config2.type ?? "");
  if (typeof config2.url == "string" || type === "http" || type === "sse")
    return { source_type: "remote", version_id: String(config2.url ?? "") };
  let command = String(config2.command ?? ""), args = Array.isArray(config2.args) ? config2.args.map(String) : [], base = command.split("/").pop() ?? "";
  if (["npx", "bunx", "pnpx"].includes(base) || base === "npm" && args[0] === "exec") {
    let pkg = args.find((a) => !a.startsWith("-") && a !== "exec");
    return pkg ? { source_type: "npm", version_id: pkg } : { source_type: "npm" };
  }
  if (base === "uvx" || base === "pipx") {
    let pkg = args.find((a) => !a.startsWith("-") && a !== "run");
    return pkg ? { source_type: "local", version_id: `${base}:${pkg}` } : { source_type: "local" };
  }
  if (base === "docker" || base === "podman") {
    let image = args.filter((a) => !a.startsWith("-")).at(-1);
    return image ? { source_type: "docker", version_id: image } : { source_type: "docker" };
  }
  if (command.startsWith("/") || command.startsWith("."))
    try {
      let st2 = (0, import_node_fs35.statSync)(command);
      return { source_type: "local", version_id: `${command}@${st2.size}:${Math.round(st2.mtimeMs)}` };
    } catch {
      return { source_type: "local", version_id: command };
    }
  return command ? { source_type: "unknown", version_id: command } : { source_type: "unknown" };
}
function gitInfo(dir2) {
  let facts = gitFacts(dir2);
  return facts.git_remote ? { ...facts, git_remote: redactUrl(facts.git_remote) } : facts;
}
async function captureEnvironment(o) {
  let snap = { captured_at: (o.now ?? /* @__PURE__ */ new Date()).toISOString() }, claude = await claudeCode(o);
  claude && (snap.claude_code = claude);
  let plugins = await installedPlugins(o);
  plugins && (snap.plugins = plugins);
  let servers = configuredMcpServers(o.home, o.cwd);
  Object.keys(servers).length && (snap.mcp_servers = Object.fromEntries(
    Object.entries(servers).map(([name, { config: config2 }]) => [
      name,
      { ...mcpSource(config2), config_hash: sha256(canonicalJson(config2)) }
    ])
  ));
  let npm = npmVersion(o.env.PATH), gitBin = which("git", o.env.PATH), [gitV, python] = await Promise.all([
    gitBin ? memo(o.hashCacheFile, `git\0${statKey(gitBin)}`, () => out(gitBin, ["--version"])) : void 0,
    o.python ?? pythonFacts(o)
  ]);
  snap.runtimes = {
    node: process.version.replace(/^v/, ""),
    ...npm ? { npm } : {},
    ...python ? { python: python.version } : {},
    ...gitV ? { git: gitV.replace(/^git version\s+/, "") } : {}
  };
  let packages = {
    ...nodePackages(o.cwd),
    ...Object.fromEntries(Object.entries(python?.packages ?? {}).map(([n, v2]) => [`pypi:${n}`, v2]))
  };
  Object.keys(packages).length && (snap.packages = packages);
  let { env, redacted } = safeEnv(o.env, o.extraEnv);
  return snap.env = env, redacted.length && (snap.env_redacted = redacted), snap;
}
async function claudeCode(o) {
  let binary;
  if (o.claudePid && process.platform === "linux")
    try {
      binary = (0, import_node_fs35.realpathSync)(`/proc/${o.claudePid}/exe`);
    } catch {
    }
  binary ??= which("claude", o.env.PATH);
  let claudeKey = binary ? statKey(binary) : void 0;
  if (!binary || !claudeKey) return;
  let bin = binary, claude = await memo(o.hashCacheFile, `claude\0${claudeKey}`, async () => {
    let version2 = await out(bin, ["--version"]);
    return version2 ? { version: version2.replace(/\s*\(Claude Code\)\s*$/, ""), binary_hash: await fileHash(bin) } : void 0;
  });
  return claude ? { version: claude.version, install_path: bin, binary_hash: claude.binary_hash } : void 0;
}
async function installedPlugins(o) {
  let plugins = {};
  try {
    let installed = JSON.parse((0, import_node_fs35.readFileSync)((0, import_node_path31.join)(o.claudeDir, "plugins", "installed_plugins.json"), "utf8"));
    for (let [id, installs] of Object.entries(installed.plugins ?? {})) {
      let inst = Array.isArray(installs) ? installs[0] : installs;
      if (!inst || typeof inst != "object") continue;
      let str2 = (v2) => typeof v2 == "string" && v2 ? v2 : void 0, fields = {
        version: str2(inst.version),
        installed_at: str2(inst.installedAt),
        last_updated: str2(inst.lastUpdated),
        git_commit: str2(inst.gitCommitSha)
      }, path = str2(inst.installPath), found = path ? { path, ...withManifestVersion(path), ...gitInfo(path) } : {};
      plugins[id] = Object.fromEntries(Object.entries({ ...fields, ...found }).filter(([, v2]) => v2 !== void 0));
    }
  } catch {
  }
  let pluginRoot = o.env.CLAUDE_PLUGIN_ROOT;
  if (pluginRoot) {
    let version2 = withManifestVersion(pluginRoot).manifest_version;
    plugins = {
      ...plugins,
      "checkpoint (this plugin)": { ...version2 ? { version: version2 } : {}, path: pluginRoot, ...gitInfo(pluginRoot) }
    };
  }
  return Object.keys(plugins).length ? plugins : void 0;
}
function withManifestVersion(dir2) {
  try {
    let v2 = JSON.parse((0, import_node_fs35.readFileSync)((0, import_node_path31.join)(dir2, ".claude-plugin", "plugin.json"), "utf8")).version;
    return typeof v2 == "string" && v2 ? { manifest_version: v2 } : {};
  } catch {
    return {};
  }
}
var KEY_PYTHON_PACKAGES = ["anthropic", "modal", "aiohttp", "requests", "pydantic"], PYTHON_PROBE = `import json, site, sys, importlib.metadata as m
def version(n):
  try: return m.version(n)
  except Exception: return None
names = sorted({f"{d.metadata['Name']}=={d.version}" for d in m.distributions() if d.metadata['Name']}, key=str.lower)
print(json.dumps({"version": sys.version.split()[0], "sites": site.getsitepackages() + [site.getusersitepackages()], "key": {n: version(n) for n in ${JSON.stringify(KEY_PYTHON_PACKAGES)}}, "freeze": names}))`;
async function pythonFacts(o) {
  let bin = which("python3", o.env.PATH), binKey = bin && statKey(bin);
  if (!bin || !binKey) return;
  let cache2 = o.hashCacheFile ? readMemo(o.hashCacheFile) : {}, sitesKey = `pysites\0${binKey}`, factsKey = (sites2) => `pyfacts\0${binKey}\0${sites2.map((d) => statKey(d) ?? `${d}\0-`).join("|")}`, knownSites = cache2[sitesKey], before = Array.isArray(knownSites) ? factsKey(knownSites.map(String)) : void 0;
  if (before && isPythonFacts(cache2[before])) return cache2[before];
  let probed;
  try {
    probed = JSON.parse(await out(bin, ["-c", PYTHON_PROBE]) ?? "");
  } catch {
    return;
  }
  let packages = Object.fromEntries(
    Object.entries(probed.key ?? {}).filter((e) => typeof e[1] == "string")
  ), facts = {
    version: String(probed.version),
    packages,
    freeze: Array.isArray(probed.freeze) ? probed.freeze.map(String) : []
  }, sites = Array.isArray(probed.sites) ? probed.sites.map(String) : [];
  return o.hashCacheFile && await remember(o.hashCacheFile, { [sitesKey]: sites, [before ?? factsKey(sites)]: facts }), facts;
}
function isPythonFacts(v2) {
  let f2 = v2;
  return typeof f2?.version == "string" && typeof f2.packages == "object" && f2.packages !== null && Array.isArray(f2.freeze);
}
function nodePackages(cwd) {
  let packages = {};
  try {
    let pkg = JSON.parse((0, import_node_fs35.readFileSync)((0, import_node_path31.join)(cwd, "package.json"), "utf8"));
    for (let name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).slice(0, 50))
      try {
        packages[`npm:${name}`] = JSON.parse((0, import_node_fs35.readFileSync)((0, import_node_path31.join)(cwd, "node_modules", name, "package.json"), "utf8")).version;
      } catch {
      }
  } catch {
  }
  return packages;
}
async function packageLists(o) {
  let lists = {}, npm = npmPackageList(o.cwd);
  npm && (lists.npm = npm);
  let freeze = (await (o.python ?? pythonFacts(o)))?.freeze;
  return freeze?.length && (lists.pip = `${freeze.join(`
`)}
`), lists;
}
function npmPackageList(cwd) {
  for (let file2 of [(0, import_node_path31.join)(cwd, "node_modules", ".package-lock.json"), (0, import_node_path31.join)(cwd, "package-lock.json")])
    try {
      let lock = JSON.parse((0, import_node_fs35.readFileSync)(file2, "utf8")), lines2 = /* @__PURE__ */ new Set();
      for (let [where, p2] of Object.entries(lock.packages ?? {}))
        !where.startsWith("node_modules/") || typeof p2.version != "string" || lines2.add(`${where.slice(13)}@${p2.version}`);
      if (lines2.size) return `${[...lines2].sort().join(`
`)}
`;
    } catch {
    }
}

// src/domain/capture/parts/environment.ts
init_hash();
var environmentPart = {
  name: "environment",
  alongside: !0,
  async collect(scope) {
    let { req, o } = scope, cached2 = { cwd: req.cwd, env: o.env, hashCacheFile: `${o.stateDir}/binary-hash.json` }, probe = { ...cached2, python: pythonFacts(cached2) }, [environment, lists] = await Promise.all([
      captureEnvironment({
        ...probe,
        home: (0, import_node_os9.homedir)(),
        claudeDir: o.claudeDir,
        claudePid: req.claudePid,
        extraEnv: o.config.capture.envAllow,
        now: scope.now
      }),
      packageLists(probe)
    ]);
    for (let [kind, text4] of Object.entries(lists)) {
      let sha2562 = sha256Hex(text4);
      await scope.store.create(packageListKey(sha2562), text4), (environment.package_lists ??= {})[kind] = { sha256: sha2562, count: text4.split(`
`).length - 1 };
    }
    let { captured_at, ...unchanging } = environment;
    scope.parts.push(jsonPart("environment.json", unchanging)), scope.draft.environment = { captured_at }, scope.draft.capturedEnvironment = environment;
  }
};

// src/domain/capture/parts/git.ts
var import_node_fs38 = require("node:fs"), import_promises8 = require("node:fs/promises"), import_node_path35 = require("node:path");

// src/domain/capture/git.ts
var import_promises7 = require("node:fs/promises"), import_node_path34 = require("node:path");
init_redact();

// src/platform/git.ts
var import_node_child_process4 = require("node:child_process"), import_node_fs36 = require("node:fs"), import_node_path32 = require("node:path"), import_node_util2 = require("node:util"), run2 = (0, import_node_util2.promisify)(import_node_child_process4.execFile), GIT_ENV = {
  LC_ALL: "C",
  GIT_TERMINAL_PROMPT: "0",
  GIT_OPTIONAL_LOCKS: "0",
  GIT_ALLOW_PROTOCOL: "file:git:http:https:ssh",
  GIT_LITERAL_PATHSPECS: "1"
}, NO_PROGRAMS = ["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"], MAX_BUFFER = 256 * 1024 * 1024, RUNS_PROGRAM = /^(filter\..+\.(clean|smudge|process)|diff\..+\.(textconv|command)|merge\..+\.driver|core\.(sshcommand|pager|editor|askpass)|credential\.(.+\.)?helper|gpg\.(.+\.)?program|diff\.external|sequence\.editor)$/i, mtimeOf = (file2) => (0, import_node_fs36.statSync)(file2, { throwIfNoEntry: !1 })?.mtimeMs ?? -1, known = /* @__PURE__ */ new Map();
async function repositoryPrograms(cwd) {
  let cached2 = known.get(cwd);
  if (cached2) {
    let t = await cached2;
    if (t.files.length && t.files.every(([file2, mtime]) => mtimeOf(file2) === mtime) && !repositoryBetween(cwd, t.top))
      return t;
  }
  let next = readPrograms(cwd);
  return known.set(cwd, next), next;
}
function repositoryBetween(cwd, top) {
  if (!top) return !1;
  let dir2;
  try {
    dir2 = (0, import_node_fs36.realpathSync)(cwd);
  } catch {
    return !0;
  }
  let under = top === "/" ? "/" : `${top}/`;
  for (; dir2 !== top && dir2.startsWith(under); dir2 = (0, import_node_path32.dirname)(dir2))
    if ((0, import_node_fs36.existsSync)((0, import_node_path32.join)(dir2, ".git"))) return !0;
  return !1;
}
async function readPrograms(cwd) {
  let env = { ...process.env, ...GIT_ENV }, git4 = (args) => run2("git", [...NO_PROGRAMS, ...args], { cwd, env }).then(
    (r) => r.stdout,
    () => {
    }
  ), [scoped, toplevel] = await Promise.all([
    git4(["config", "--includes", "--show-scope", "--show-origin", "--list", "-z"]),
    git4(["rev-parse", "--show-toplevel"])
  ]), top = toplevel?.trim() || void 0;
  if (!top) return { env: {}, files: [] };
  let keys = [], files = /* @__PURE__ */ new Map();
  for (let { origin, key } of scoped === void 0 ? await localEntries(git4) : scopedEntries(scoped)) {
    if (origin.startsWith("file:")) {
      let file2 = (0, import_node_path32.resolve)(top, origin.slice(5));
      files.set(file2, mtimeOf(file2));
    }
    RUNS_PROGRAM.test(key) && (keys.push(key), key.startsWith("filter.") && keys.push(key.replace(/\.[^.]+$/, ".required")));
  }
  let base = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0, tamed = {}, unique = [...new Set(keys)];
  return unique.forEach((key, n) => {
    tamed[`GIT_CONFIG_KEY_${base + n}`] = key, tamed[`GIT_CONFIG_VALUE_${base + n}`] = key.endsWith(".required") ? "false" : "";
  }), unique.length && (tamed.GIT_CONFIG_COUNT = String(base + unique.length)), { env: tamed, files: [...files], top };
}
function scopedEntries(listing) {
  let t = listing.split("\0"), out2 = [];
  for (let i = 0; i + 2 < t.length; i += 3)
    (t[i] === "local" || t[i] === "worktree") && out2.push({ origin: t[i + 1], key: t[i + 2].split(`
`)[0] });
  return out2;
}
async function localEntries(git4) {
  let t = (await git4(["config", "--local", "--includes", "--show-origin", "--list", "-z"]) ?? "").split("\0"), out2 = [];
  for (let i = 0; i + 1 < t.length; i += 2) out2.push({ origin: t[i], key: t[i + 1].split(`
`)[0] });
  return out2;
}
async function gitTopLevel(cwd) {
  return (await repositoryPrograms(cwd)).top;
}
async function envFor(cwd) {
  return { ...process.env, ...GIT_ENV, ...(await repositoryPrograms(cwd)).env };
}
async function gitOut(cwd, args) {
  let { stdout } = await run2("git", [...NO_PROGRAMS, ...args], {
    cwd,
    maxBuffer: MAX_BUFFER,
    env: await envFor(cwd)
  });
  return stdout;
}
async function gitBytes(cwd, args) {
  let { stdout } = await run2("git", [...NO_PROGRAMS, ...args], {
    cwd,
    maxBuffer: MAX_BUFFER,
    encoding: "buffer",
    env: await envFor(cwd)
  });
  return stdout;
}
async function tryGitOut(cwd, args) {
  try {
    return await gitOut(cwd, args);
  } catch {
    return;
  }
}

// src/platform/workdir.ts
var import_node_fs37 = require("node:fs"), import_promises6 = require("node:fs/promises"), import_node_os10 = require("node:os"), import_node_path33 = require("node:path");
init_errors();
init_lock();
async function makeWorkDir(root, kind) {
  (0, import_node_fs37.mkdirSync)(root, { recursive: !0, mode: 448 });
  let st2 = (0, import_node_fs37.lstatSync)(root), uid = process.getuid?.();
  if (!st2.isDirectory() || uid !== void 0 && st2.uid !== uid)
    throw new CheckpointError("IO", `${root} is not a folder of this user`, "remove it; it is recreated");
  return (0, import_promises6.mkdtemp)((0, import_node_path33.join)(root, `${kind}-${process.pid}-`));
}
var DEFAULT_SCRATCH = (0, import_node_path33.join)((0, import_node_os10.tmpdir)(), `pai-checkpoint-${process.getuid?.() ?? "user"}`);

// src/domain/capture/git.ts
init_hash();
var git = tryGitOut;
async function captureGit(cwd, scratch = DEFAULT_SCRATCH, o = {}) {
  let root = await gitTopLevel(cwd);
  if (!root) return;
  let [status2, remotesOut, refs, count3] = await Promise.all([
    git(root, ["status", "--porcelain=v2", "--branch", "-z", "--untracked-files=all"]),
    git(root, ["remote", "-v"]),
    git(root, ["for-each-ref", "--format=%(objectname) %(refname)", "refs/heads", "refs/remotes", "refs/stash"]),
    git(root, ["rev-list", "--count", ...UNPUSHED])
  ]), stashList = /^\S+ refs\/stash$/m.test(refs ?? "") ? await git(root, ["stash", "list", "--format=%gd%x00%H%x00%s%x00"]) : "", state = {
    root,
    branch: null,
    head: null,
    upstream: null,
    ahead: null,
    behind: null,
    dirty: !1,
    modified: [],
    untracked: [],
    changes: [],
    stashes: [],
    remotes: [],
    unpushed_commits: 0
  };
  readStatus(status2 ?? "", state), state.dirty = state.modified.length > 0 || state.untracked.length > 0;
  let s3 = (stashList ?? "").split("\0");
  for (let i = 0; i + 2 < s3.length; i += 3) {
    let ref = s3[i].replace(/^\n/, "");
    ref && state.stashes.push({ ref, commit: s3[i + 1], message: s3[i + 2] });
  }
  let seen = /* @__PURE__ */ new Set();
  for (let line of (remotesOut ?? "").split(`
`)) {
    let [name, url2] = line.split(/\s+/);
    name && url2 && !seen.has(name) && (seen.add(name), state.remotes.push({ name, url: redactUrl(url2) }));
  }
  let capture = { state, cleanup: async () => {
  } };
  return state.head && await bundleUnpushed(root, capture, { refs, count: count3 }, scratch, o), capture;
}
function readStatus(status2, state) {
  let fields = status2.split("\0"), upstream = null;
  for (let i = 0; i < fields.length; i++) {
    let f2 = fields[i], header = /^# branch\.(oid|head|upstream|ab) (.*)$/s.exec(f2);
    if (header) {
      let [, name, value] = header;
      name === "oid" && value !== "(initial)" && (state.head = value), name === "head" && value !== "(detached)" && (state.branch = value), name === "upstream" && (upstream = value);
      let ab = name === "ab" ? /^\+(\d+) -(\d+)$/.exec(value) : null;
      ab && ([state.upstream, state.ahead, state.behind] = [upstream, Number(ab[1]), Number(ab[2])]);
      continue;
    }
    let kind = f2[0], before = kind === "1" ? 8 : kind === "2" ? 9 : kind === "u" ? 10 : kind === "?" ? 1 : -1;
    if (before < 0) continue;
    let path = f2.split(" ").slice(before).join(" "), code = kind === "?" ? "??" : f2.slice(2, 4).replace(/\./g, " ");
    kind === "?" ? state.untracked.push(path) : state.modified.push(path), state.changes.push({ code, path }), kind === "2" && i++;
  }
}
var UNPUSHED = ["--branches", "HEAD", "--not", "--remotes"];
async function bundleUnpushed(root, capture, asked, scratch, o) {
  let { state } = capture, revs = ["--branches", "HEAD", ...state.stashes.length ? ["refs/stash"] : [], "--not", "--remotes"], count3 = Number(asked.count?.trim() ?? 0);
  if (state.unpushed_commits = Number.isFinite(count3) ? count3 : 0, state.unpushed_commits === 0 && state.stashes.length === 0) return;
  asked.refs !== void 0 && (state.bundle_inputs = sha256Hex(`${state.head}
${asked.refs}`));
  let inputs = state.bundle_inputs;
  if (inputs && await o.reuseBundle?.(inputs)) return;
  let made, make = () => made ??= (async () => {
    let dir2 = await makeWorkDir(scratch, "git");
    capture.cleanup = () => (0, import_promises7.rm)(dir2, { recursive: !0, force: !0 });
    let bundlePath = (0, import_node_path34.join)(dir2, "unpushed.bundle");
    return await git(root, ["bundle", "create", bundlePath, ...revs]) !== void 0 && await (0, import_promises7.stat)(bundlePath).catch(() => {
    }) ? bundlePath : void 0;
  })();
  if (inputs && o.later?.(inputs)) capture.makeBundle = make;
  else {
    let path = await make();
    path && (capture.bundlePath = path);
  }
}

// src/domain/capture/parts/git.ts
var SHARED_BUNDLE_BYTES = 1 << 20, gitPart = {
  name: "git",
  async collect(scope) {
    let { parent, store, req } = scope, prev = parent?.parts["git/unpushed.bundle"], sameKey = parent?.encryption?.key_id === keyringOf(store)?.encryption()?.id, reusable = prev && scope.parentTrusted && sameKey ? parent : void 0, copied, sharedPrev = reusable && prev?.shared !== void 0 ? prev : void 0, same = (inputs) => reusable?.git?.bundle_inputs === inputs, reuseBundle = async (inputs) => !reusable || !prev || sharedPrev || !same(inputs) ? !1 : (copied = await store.copy(
      partKey(req.sessionId, reusable.id, "git/unpushed.bundle"),
      partKey(req.sessionId, scope.id, "git/unpushed.bundle"),
      prev
    ).catch(() => {
    }), copied !== void 0), later2 = (inputs) => sharedPrev !== void 0 && same(inputs), git4 = await captureGit(req.cwd, (0, import_node_path35.join)(scope.o.stateDir, "tmp"), { reuseBundle, later: later2 });
    if (!git4) return;
    scope.git = git4, scope.cleanup.push(() => git4.cleanup());
    let s3 = git4.state;
    if (scope.parts.push(jsonPart("git/state.json", s3)), git4.bundlePath) {
      let bundle = git4.bundlePath;
      scope.parts.push(
        (await (0, import_promises8.stat)(bundle)).size <= SHARED_BUNDLE_BYTES ? { name: "git/unpushed.bundle", data: await (0, import_promises8.readFile)(bundle), share: !0 } : { name: "git/unpushed.bundle", data: () => (0, import_node_fs38.createReadStream)(bundle) }
      );
    } else if (git4.makeBundle && sharedPrev) {
      let make = git4.makeBundle;
      scope.parts.push({
        name: "git/unpushed.bundle",
        known: sharedPrev,
        make: async () => {
          let path = await make();
          return path ? (0, import_promises8.readFile)(path) : void 0;
        }
      });
    } else copied && scope.parts.push({ name: "git/unpushed.bundle", stored: copied });
    scope.draft.git = {
      branch: s3.branch,
      head: s3.head,
      has_stash: s3.stashes.length > 0,
      dirty: s3.dirty,
      upstream: s3.upstream,
      ahead: s3.ahead,
      behind: s3.behind,
      unpushed_commits: s3.unpushed_commits,
      ...s3.bundle_inputs ? { bundle_inputs: s3.bundle_inputs } : {}
    };
  }
};

// src/domain/capture/parts/mcp.ts
var import_node_os11 = require("node:os");
var mcpPart = {
  name: "mcp",
  alongside: !0,
  async collect(scope) {
    let { req, o } = scope, servers = configuredMcpServers((0, import_node_os11.homedir)(), req.cwd), mcp = await captureMcpState(
      Object.fromEntries(Object.entries(servers).map(([name, s3]) => [name, s3.config])),
      {
        project: req.cwd,
        stateFiles: o.config.mcp.stateFiles,
        query: o.config.mcp.queryServers,
        timeoutMs: o.config.mcp.timeoutMs,
        mayStart: (name) => mayStart(name, servers[name], {
          home: (0, import_node_os11.homedir)(),
          claudeDir: o.claudeDir,
          project: req.cwd,
          allow: o.config.mcp.allowServers
        })
      }
    );
    for (let [server, state] of Object.entries(mcp)) {
      let part = mcpStatePart(server);
      part && scope.parts.push(jsonPart(part, state)), state.kind === "error" && scope.warnings.push(`MCP server ${server}: ${state.error}`);
    }
  }
};

// src/domain/capture/parts/session-state.ts
var sessionStatePart = {
  name: "session state",
  alongside: !0,
  async collect({ req, o, parts }) {
    parts.push(
      jsonPart(
        "session_state.json",
        {
          session_id: req.sessionId,
          cwd: req.cwd,
          transcript_path: req.transcriptPath ?? null,
          claude_pid: req.claudePid ?? null,
          trigger: req.trigger,
          pai: req.pai ?? null,
          session: req.session ?? null
        },
        o.config.capture.redactSecrets
      )
    );
  }
};

// src/domain/capture/parts/summary.ts
var import_node_path36 = require("node:path");
init_errors();

// src/domain/summary/diffstat.ts
var import_node_fs39 = require("node:fs");
init_regular();
var MAX_FILES = 200, COUNT_BYTES = 1024 * 1024, COUNT_TOTAL_BYTES = 16 * 1024 * 1024;
async function diffstat(root, base, untracked) {
  let against = !!base && await git2(root, ["cat-file", "-e", `${base}^{commit}`]) !== void 0 ? base : "HEAD", out2 = await git2(root, ["diff", "--numstat", "--no-renames", "-z", against, "--"]), files = [];
  for (let rec of (out2 ?? "").split("\0")) {
    let m2 = /^(-|\d+)\t(-|\d+)\t(.+)$/s.exec(rec);
    m2 && files.push(
      m2[1] === "-" ? { path: m2[3], added: 0, removed: 0, binary: !0 } : { path: m2[3], added: Number(m2[1]), removed: Number(m2[2]) }
    );
  }
  let buf = Buffer.allocUnsafe(COUNT_BYTES), budget = COUNT_TOTAL_BYTES;
  for (let path of untracked) {
    if (files.length >= MAX_FILES) break;
    let counted2 = budget > 0 ? countLines(`${root}/${path}`, buf) : { added: 0, removed: 0, uncounted: !0 };
    if (!counted2) continue;
    let { read: read3 = 0, ...change } = counted2;
    files.push({ path, ...change }), budget -= read3;
  }
  return files.slice(0, MAX_FILES).sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0);
}
function countLines(path, buf) {
  let fd;
  try {
    if (fd = openRegularSync(path, { noFollow: !0 }), fd === void 0) return;
    let n = (0, import_node_fs39.readSync)(fd, buf, 0, buf.length, 0), bytes = buf.subarray(0, n);
    if (bytes.subarray(0, 8e3).includes(0)) return { added: 0, removed: 0, binary: !0, read: n };
    let lines2 = 0;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines2++;
    return n > 0 && bytes[n - 1] !== 10 && lines2++, { added: lines2, removed: 0, read: n };
  } catch {
    return;
  } finally {
    fd !== void 0 && (0, import_node_fs39.closeSync)(fd);
  }
}
var git2 = tryGitOut;

// src/domain/summary/model.ts
var import_node_child_process5 = require("node:child_process"), import_node_fs40 = require("node:fs");
init_errors();
init_regular();

// src/domain/summary/render.ts
var MARKDOWN_MAX = 8 * 1024, LINE_MAX = 240, TITLE_MAX = 120, PROMPT_MAX = 120, FILES_MAX = 200, FILES_SHOWN = 50, LIST_MAX2 = 10;
function builtinSummary(input, now) {
  let s3 = input.signals, base = {
    engine: "builtin",
    generated_at: now.toISOString(),
    progress: lines(s3.progress),
    decisions: lines(s3.decisions),
    failed_approaches: lines(
      s3.failed.map(
        (f2) => `Tried ${codeSpan(f2.what)}: ${f2.error} \u2014 ${f2.fixedBy === void 0 ? "not resolved" : `fixed by ${codeSpan(f2.fixedBy)}`}`
      )
    ),
    blockers: lines(s3.blockers),
    context: contextLines(input),
    files: input.files.slice(0, FILES_MAX)
  };
  return { ...base, markdown: summaryMarkdown(base, input.title?.trim() || input.sessionId) };
}
function lines(list) {
  return list.slice(-LIST_MAX2).map((l) => oneLine(l, LINE_MAX)).filter(Boolean);
}
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function tokens(n) {
  return n >= 1e6 ? `${Math.round(n / 1e5) / 10}M` : n >= 1e3 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
}
function contextLines(input) {
  let out2 = [];
  input.git && out2.push(gitLine(input.git));
  let { pai } = input;
  if (pai?.phase) {
    let done = pai.completedPhases?.length ? ` (completed ${pai.completedPhases.join(", ")})` : "";
    out2.push(`Phase ${pai.phase.number}/7${pai.phase.name ? ` ${pai.phase.name}` : ""}${done}`);
  }
  pai?.task && out2.push(`Task: ${pai.task}`);
  let open3 = (pai?.tasks ?? []).filter((t) => t.status !== "completed" && t.status !== "deleted");
  open3.length && out2.push(`Open tasks: ${open3.length} (${open3.map((t) => t.subject || `task ${t.id}`).join(", ")})`);
  let c = input.context;
  return c && out2.push(
    `Context: ${tokens(c.tokens)} of ${tokens(c.window)} tokens (${Math.round(c.percent)} %)${c.compactions ? `, ${plural(c.compactions, "compaction")}` : ""}`
  ), input.lastPrompt?.trim() && out2.push(`Last prompt: "${oneLine(input.lastPrompt, PROMPT_MAX)}"`), input.pendingToolCalls?.length && out2.push(`Still running at the checkpoint: ${counted(input.pendingToolCalls)}`), out2.map((l) => oneLine(l, LINE_MAX));
}
function gitLine(g2) {
  let where = `${g2.branch ? `Branch ${g2.branch}` : "Detached HEAD"}${g2.head ? ` at ${g2.head.slice(0, 7)}` : ", no commits yet"}`, state = [];
  return g2.uncommitted > 0 ? state.push(plural(g2.uncommitted, "uncommitted file")) : g2.dirty && state.push("uncommitted changes"), g2.unpushed && state.push(plural(g2.unpushed, "unpushed commit")), `${where}: ${state.length ? state.join(", ") : "clean"}`;
}
function counted(names) {
  let n = /* @__PURE__ */ new Map();
  for (let name of names) n.set(name, (n.get(name) ?? 0) + 1);
  return [...n].map(([name, k2]) => k2 > 1 ? `${name} \xD7${k2}` : name).join(", ");
}
function fileLine(f2) {
  return oneLine(f2.uncounted ? f2.path : `${f2.path} (${f2.binary ? "binary" : `+${f2.added} \u2212${f2.removed}`})`, LINE_MAX);
}
function summaryMarkdown(s3, title) {
  let list = (title2, items, newestLast, always = !1) => ({
    title: title2,
    lines: items.map((l) => oneLine(l, LINE_MAX)).filter(Boolean),
    newestLast,
    always,
    omitted: 0
  }), files = list("Files", s3.files.slice(0, FILES_SHOWN).map(fileLine), !1);
  files.omitted = Math.max(0, s3.files.length - FILES_SHOWN);
  let sections = [
    list("Progress", s3.progress, !0, !0),
    list("Decisions", s3.decisions, !0),
    list("Failed Approaches", s3.failed_approaches, !0),
    list("Blockers", s3.blockers, !0),
    list("Context for Resume", s3.context, !1, !0),
    files
  ], heading = `## Session Summary: ${oneLine(title, TITLE_MAX)}`, out2 = compose(heading, sections);
  for (; Buffer.byteLength(out2) > MARKDOWN_MAX && shrink(sections); ) out2 = compose(heading, sections);
  return out2;
}
function compose(heading, sections) {
  let parts = [heading];
  for (let s3 of sections) {
    if (!s3.lines.length && !s3.always) continue;
    let body = s3.lines.length ? s3.lines.map((l) => `- ${l}`) : ["- (nothing yet)"], more = `- (${s3.omitted} more not shown)`;
    s3.omitted && s3.newestLast ? body.unshift(more) : s3.omitted && body.push(more), parts.push(`### ${s3.title}
${body.join(`
`)}`);
  }
  return `${parts.join(`

`)}
`;
}
function shrink(sections) {
  let pick2;
  for (let s3 of sections) s3.lines.length > 1 && (!pick2 || s3.lines.length >= pick2.lines.length) && (pick2 = s3);
  return pick2 ? (pick2.newestLast ? pick2.lines.shift() : pick2.lines.pop(), pick2.omitted++, !0) : !1;
}

// src/domain/summary/model.ts
var TAIL_BYTES = 256 * 1024, RECENT_CHARS = 24e3, ANSWER_CHARS = 16e3;
async function modelSummary(builtin, transcriptPath, o) {
  let prompt = [
    "You summarise a coding-agent session for whoever continues it. Rewrite the summary below in exactly the same markdown layout",
    '(the "## Session Summary:" heading, then "### Progress", "### Decisions", "### Failed Approaches", "### Blockers", "### Context for Resume"',
    'and "### Files" sections, each a list of "- " lines), keeping every fact, file name and count, merging duplicates and stating each point',
    "plainly. Add only what the recent turns show. Answer with the summary alone.",
    "",
    builtin,
    "",
    "## Recent turns",
    transcriptPath ? recentTurns(transcriptPath) : "(no transcript)"
  ].join(`
`), text4 = (await runClaude(
    ["-p", "--model", o.model, "--tools", "", "--no-session-persistence", "--output-format", "text"],
    prompt,
    o
  )).trim();
  if (!text4.startsWith("## Session Summary") || !text4.includes("### Progress"))
    throw new CheckpointError(
      "IO",
      `the model's answer is not a summary (it begins ${JSON.stringify(text4.slice(0, 60))})`
    );
  return `${withinBytes(text4, MARKDOWN_MAX - 1)}
`;
}
function withinBytes(text4, max) {
  if (Buffer.byteLength(text4) <= max) return text4;
  let head = Buffer.from(text4).subarray(0, max).toString("utf8").replace(/\uFFFD$/, ""), nl = head.lastIndexOf(`
`);
  return nl > 0 ? head.slice(0, nl) : head;
}
function recentTurns(path) {
  let fd = openRegularSync(path);
  if (fd === void 0) return "(no transcript)";
  let text4;
  try {
    let size = (0, import_node_fs40.fstatSync)(fd).size, from = Math.max(0, size - TAIL_BYTES), buf = Buffer.alloc(size - from);
    (0, import_node_fs40.readSync)(fd, buf, 0, buf.length, from), text4 = buf.toString("utf8"), from > 0 && (text4 = text4.slice(text4.indexOf(`
`) + 1));
  } finally {
    (0, import_node_fs40.closeSync)(fd);
  }
  let out2 = [];
  for (let line of jsonLines(text4))
    for (let ev of lineEvents(line))
      ev.kind === "prompt" ? out2.push(`User: ${ev.text.slice(0, 2e3)}`) : ev.kind === "assistant_text" && ev.text.trim() ? out2.push(`Assistant: ${ev.text.slice(0, 2e3)}`) : ev.kind === "tool_use" ? out2.push(
        `(tool ${ev.name}${typeof ev.input.command == "string" ? `: ${ev.input.command.slice(0, 200)}` : ""})`
      ) : ev.kind === "tool_result" && ev.isError && out2.push(`(failed: ${(ev.error ?? "").split(`
`)[0].slice(0, 200)})`);
  let joined = out2.join(`
`);
  return joined.length > RECENT_CHARS && (joined = joined.slice(joined.length - RECENT_CHARS)), joined;
}
function runClaude(args, input, o) {
  return new Promise((resolve10, reject) => {
    let env = { ...o.env, PAI_CHECKPOINT_DISABLE: "1" }, child = (0, import_node_child_process5.spawn)(o.claude, args, { cwd: o.cwd, env, stdio: ["pipe", "pipe", "pipe"] }), out2 = "", err = "", timer = setTimeout(() => {
      child.kill("SIGKILL"), reject(new CheckpointError("IO", `${o.claude} gave no summary within ${Math.round(o.timeoutMs / 1e3)} s`));
    }, o.timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (d) => out2.length < 4 * ANSWER_CHARS ? out2 += d : void 0), child.stderr.setEncoding("utf8").on("data", (d) => err = `${err}${d}`.slice(-2e3)), child.once("error", (e) => {
      clearTimeout(timer), reject(new CheckpointError("IO", `${o.claude} could not run: ${errorMessage(e)}`));
    }), child.once("close", (code) => {
      clearTimeout(timer), code === 0 ? resolve10(out2) : reject(
        new CheckpointError("IO", `${o.claude} exited with ${code}: ${err.trim().split(`
`).slice(-2).join(" | ")}`)
      );
    }), child.stdin.on("error", () => {
    }), child.stdin.end(input);
  });
}

// src/domain/capture/parts/summary.ts
init_redact();
var MODEL_TRIGGERS = /* @__PURE__ */ new Set([
  "stop",
  "complete",
  "pre_compact",
  "context",
  "detach",
  "error",
  "crash",
  "manual"
]), summaryPart = {
  name: "summary",
  async collect(scope) {
    if (!scope.conversation) return;
    let input = await summaryInput(scope), summary = builtinSummary(input, scope.now), cfg = scope.o.config.summary, triggers = [scope.req.trigger, ...scope.req.coalesced ?? []];
    if (cfg.engine === "model" && triggers.some((t) => MODEL_TRIGGERS.has(t)))
      try {
        let markdown = await modelSummary(summary.markdown, scope.req.transcriptPath, {
          claude: cfg.claude,
          model: cfg.model,
          timeoutMs: cfg.timeoutSeconds * 1e3,
          cwd: scope.req.cwd,
          env: scope.o.env
        });
        summary = { ...summary, engine: "model", markdown };
      } catch (err) {
        scope.warnings.push(`the model's summary failed (${errorMessage(err)}): the built-in one is stored`);
      }
    scope.o.config.capture.redactSecrets && (summary = JSON.parse(redactSecretPatterns(JSON.stringify(summary)))), scope.summary = summary, scope.parts.push(jsonPart("summary.json", summary));
  }
};
async function summaryInput(scope) {
  let c = scope.conversation, { req } = scope, git4 = scope.git?.state, base = typeof req.session?.git_base == "string" ? req.session.git_base : void 0, files = git4 ? await diffstat(git4.root, base, git4.untracked) : c.files_modified.map((p2) => ({ path: (0, import_node_path36.relative)(req.cwd, p2) || p2, added: 0, removed: 0, uncounted: !0 })), pai = req.pai, context = scope.draft.conversation?.context;
  return {
    sessionId: req.sessionId,
    title: req.name,
    signals: c.signals,
    files,
    pai: {
      task: pai?.task,
      phase: pai?.phase ? { number: pai.phase, name: pai.phase_name ?? "" } : void 0,
      completedPhases: pai?.completed_phases,
      tasks: c.tasks
    },
    git: git4 ? {
      branch: git4.branch,
      head: git4.head,
      dirty: git4.dirty,
      uncommitted: git4.modified.length + git4.untracked.length,
      unpushed: git4.unpushed_commits
    } : void 0,
    context: context ? {
      tokens: context.tokens_used,
      window: context.window,
      percent: context.budget_percent,
      compactions: context.compactions
    } : void 0,
    lastPrompt: c.last_prompt,
    pendingToolCalls: c.pending_tool_calls.map((t) => t.name)
  };
}

// src/platform/tmux.ts
var import_node_child_process6 = require("node:child_process"), import_node_util3 = require("node:util"), run3 = (0, import_node_util3.promisify)(import_node_child_process6.execFile), TIMEOUT_MS = 3e3;
function tmuxPlace(env) {
  let socket = env.TMUX?.split(",")[0];
  if (!socket) return;
  let pane = env.TMUX_PANE;
  return pane ? { socket, pane } : { socket };
}
async function tmux(socket, args) {
  try {
    let { stdout } = await run3("tmux", ["-S", socket, ...args], {
      timeout: TIMEOUT_MS,
      maxBuffer: 16777216,
      encoding: "utf8"
    });
    return stdout;
  } catch {
    return;
  }
}
async function sessionName(place) {
  return (await tmux(place.socket, [
    "display-message",
    "-p",
    ...place.pane ? ["-t", place.pane] : [],
    "#{session_name}"
  ]))?.trim() || void 0;
}
var SEP = "", exact = (session) => `=${session}:`;
async function captureLayout(place, lines2 = 200) {
  let session = await sessionName(place);
  if (!session) return;
  let target = exact(session), win = await tmux(place.socket, [
    "list-windows",
    "-t",
    target,
    "-F",
    ["#{window_index}", "#{window_active}", "#{window_layout}", "#{window_name}"].join(SEP)
  ]), panes = await tmux(place.socket, [
    "list-panes",
    "-s",
    "-t",
    target,
    "-F",
    [
      "#{window_index}",
      "#{pane_index}",
      "#{pane_active}",
      "#{pane_id}",
      "#{pane_current_path}",
      "#{pane_current_command}"
    ].join(SEP)
  ]);
  if (win === void 0 || panes === void 0) return;
  let layout = { session, windows: [] };
  for (let row of win.split(`
`).filter(Boolean)) {
    let [index, active, shape, ...name] = row.split(SEP);
    layout.windows.push({
      index: Number(index),
      name: name.join(SEP),
      active: active === "1",
      layout: shape ?? "",
      panes: []
    });
  }
  for (let row of panes.split(`
`).filter(Boolean)) {
    let [w2, p2, active, id, cwd, command] = row.split(SEP), window2 = layout.windows.find((x) => x.index === Number(w2));
    if (!window2 || id === void 0) continue;
    let history = (await tmux(place.socket, ["capture-pane", "-p", "-J", "-t", id, "-S", `-${lines2}`]) ?? "").replace(/\n+$/, "").split(`
`).slice(-lines2);
    window2.panes.push({
      index: Number(p2),
      active: active === "1",
      cwd: cwd ?? "",
      command: command ?? "",
      history: history.length === 1 && history[0] === "" ? [] : history
    }), id === place.pane && (layout.claudePane = `${w2}.${p2}`);
  }
  return layout;
}
var HEADER2 = "pai-checkpoint tmux state 1";
function renderTmuxState(layout) {
  let q2 = JSON.stringify, out2 = [HEADER2, `session ${q2(layout.session)}${layout.claudePane ? ` claude ${layout.claudePane}` : ""}`];
  for (let w2 of layout.windows) {
    out2.push(`window ${w2.index} ${w2.active ? "active" : "-"} ${q2(w2.layout)} ${q2(w2.name)}`);
    for (let p2 of w2.panes)
      out2.push(`pane ${w2.index}.${p2.index} ${p2.active ? "active" : "-"} ${q2(p2.cwd)} ${q2(p2.command)}`);
  }
  for (let w2 of layout.windows)
    for (let p2 of w2.panes) out2.push("", `history ${w2.index}.${p2.index} ${p2.history.length}`, ...p2.history);
  return `${out2.join(`
`)}
`;
}
function layoutSummary(layout) {
  return layout.windows.map((w2) => `${w2.index}:${w2.name}:${w2.layout}`).join(" ");
}

// src/domain/capture/parts/tmux.ts
var PANE_LINES = 200, tmuxPart = {
  name: "tmux",
  alongside: !0,
  async collect(scope) {
    let place = tmuxPlace(scope.o.env);
    if (!place) return;
    let layout = await captureLayout(place, PANE_LINES);
    if (!layout) {
      scope.warnings.push("the session runs in tmux, but tmux could not be asked for its layout");
      return;
    }
    scope.parts.push({ name: "tmux_state.txt", data: renderTmuxState(layout) }), scope.draft.tmux_layout = layoutSummary(layout);
  }
};

// src/domain/capture/parts/workspace.ts
var import_node_fs48 = require("node:fs"), import_node_os12 = require("node:os"), import_node_path47 = require("node:path");
init_errors();

// src/domain/capture/workspace.ts
var import_node_child_process7 = require("node:child_process"), import_node_crypto16 = require("node:crypto"), import_node_fs47 = require("node:fs"), import_node_path46 = require("node:path"), import_node_stream8 = require("node:stream"), import_node_util4 = require("node:util");
init_config_env();
init_errors();
var run4 = (0, import_node_util4.promisify)(import_node_child_process7.execFile);
function excluded(path, excludes) {
  return path.split("/").some((seg) => excludes.has(seg));
}
function inGitDir(path) {
  return path.toLowerCase().includes(".git") && path.split("/").some(isGitDir);
}
async function gitFiles(root, excludes) {
  if (!mayBeInRepository(root)) return;
  let stdout;
  try {
    stdout = await gitBytes(root, ["ls-files", "-co", "--exclude-standard", "-t", "-z"]);
  } catch {
    return;
  }
  let out2 = [], last = "";
  for (let entry of stdout.toString("utf8").split("\0")) {
    let path = entry.slice(2);
    if (!path || path === last) continue;
    last = path;
    let rel = path.endsWith("/") ? path.slice(0, -1) : path;
    (entry[0] === "?" ? excluded(rel, excludes) : inGitDir(rel)) || out2.push(path);
  }
  return out2;
}
function mayBeInRepository(dir2) {
  if (process.env.GIT_DIR !== void 0 || process.env.GIT_WORK_TREE !== void 0) return !0;
  for (let d = (0, import_node_path46.resolve)(dir2); ; d = (0, import_node_path46.dirname)(d)) {
    if ((0, import_node_fs47.existsSync)((0, import_node_path46.join)(d, ".git"))) return !0;
    if (d === (0, import_node_path46.dirname)(d)) return !1;
  }
}
function walk(root, excludes) {
  let out2 = [], visit = (rel) => {
    let entries;
    try {
      entries = (0, import_node_fs47.readdirSync)(rel ? `${root}/${rel}` : root, { withFileTypes: !0 });
    } catch {
      return;
    }
    let named = entries.filter((e) => !excludes.has(e.name)).map((e) => e.isDirectory() ? `${e.name}/` : e.name);
    for (let name of named.sort())
      name.endsWith("/") ? visit(rel ? `${rel}/${name.slice(0, -1)}` : name.slice(0, -1)) : out2.push(rel ? `${rel}/${name}` : name);
  };
  return visit(""), out2;
}
function included(root, paths, excludes) {
  let out2 = [];
  for (let raw of paths) {
    let rel = raw.replace(/^\.\//, "").replace(/\/+$/, "");
    if (!rel || rel.startsWith("/") || rel.split("/").some((seg) => seg === ".." || seg === "") || excluded(rel, excludes))
      continue;
    let st2;
    try {
      st2 = (0, import_node_fs47.lstatSync)(`${root}/${rel}`);
    } catch {
      continue;
    }
    st2.isDirectory() ? out2.push(...walk(`${root}/${rel}`, excludes).map((p2) => `${rel}/${p2}`)) : out2.push(rel);
  }
  return out2;
}
function sortedUnique(paths) {
  for (let i = 1; i < paths.length; i++) if (!(paths[i - 1] < paths[i])) return !1;
  return !0;
}
var UID = process.getuid?.() ?? -1, GIDS = /* @__PURE__ */ new Set([process.getgid?.() ?? -1, ...process.getgroups?.() ?? []]);
function readable(st2) {
  return UID === 0 || UID === -1 ? !0 : st2.uid === UID ? (st2.mode & 256) !== 0 : GIDS.has(st2.gid) ? (st2.mode & 32) !== 0 : (st2.mode & 4) !== 0;
}
async function candidatesIn(dir2, excludes, depth = 0) {
  let fromGit = await gitFiles(dir2, excludes);
  if (!fromGit) return { paths: walk(dir2, excludes), git: !1 };
  let paths = [];
  for (let p2 of fromGit) {
    let rel = p2.endsWith("/") ? p2.slice(0, -1) : p2;
    if (depth < 8 && p2.endsWith("/")) {
      let inner = await candidatesIn((0, import_node_path46.join)(dir2, rel), excludes, depth + 1);
      paths.push(...inner.paths.map((q2) => `${rel}/${q2}`));
    } else paths.push(rel);
  }
  return { paths, git: !0 };
}
function workspaceFile(path, st2, link2) {
  let stat4 = { mtimeMs: st2.mtimeMs, ctimeMs: st2.ctimeMs, ino: st2.ino, mode: st2.mode & 4095 };
  return link2 === void 0 ? { path, type: "file", size: st2.size, ...stat4 } : { path, type: "symlink", size: 0, ...stat4, link: link2 };
}
async function listWorkspace(root, options = {}) {
  let excludes = new Set(options.excludes ?? UNCONFIGURED.excludes), found = await candidatesIn(root, excludes);
  options.include?.length && found.paths.push(...included(root, options.include, excludes));
  let fromGit = found.git ? found.paths : void 0, candidates = sortedUnique(found.paths) ? found.paths : [...new Set(found.paths)].sort(), base = root.endsWith("/") ? root : `${root}/`, listing = {
    root,
    git: fromGit !== void 0,
    files: [],
    skipped: [],
    totalBytes: 0,
    fingerprint: ""
  }, nested = /* @__PURE__ */ new Set(), listed;
  for (let i = 0; i < candidates.length; i++) {
    let path = candidates[i], abs = base + path, st2;
    try {
      st2 = (0, import_node_fs47.lstatSync)(abs, { throwIfNoEntry: !1 });
    } catch (err) {
      listing.skipped.push({ path, reason: `cannot be read (${errorMessage(err)})` });
      continue;
    }
    if (!st2) {
      path.includes("\uFFFD") && listing.skipped.push({ path, reason: "its name is not valid UTF-8" });
      continue;
    }
    let file2;
    if (st2.isSymbolicLink()) file2 = workspaceFile(path, st2, (0, import_node_fs47.readlinkSync)(abs));
    else if (st2.isFile()) {
      if (!readable(st2)) {
        listing.skipped.push({ path, reason: "unreadable (permission denied)" });
        continue;
      }
      file2 = workspaceFile(path, st2);
    } else if (st2.isDirectory() && !nested.has(path)) {
      nested.add(path), listed ??= new Set(candidates);
      let inner = (await candidatesIn(abs, excludes, 1)).paths.map((q2) => `${path}/${q2}`);
      candidates.push(...inner.filter((p2) => !listed.has(p2) && listed.add(p2)).sort());
      continue;
    } else {
      listing.skipped.push({ path, reason: st2.isDirectory() ? "directory" : "special file (socket, fifo or device)" });
      continue;
    }
    listing.files.push(file2), listing.totalBytes += file2.size;
  }
  return nested.size > 0 && listing.files.sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0), listing.fingerprint = fingerprint(listing.files), listing;
}
function fingerprint(files) {
  let names = [], nums = new Float64Array(files.length * 3);
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i];
    names.push(f2.type === "symlink" ? `${f2.path}\0l\0${f2.link ?? ""}` : f2.path), nums[i * 3] = f2.size, nums[i * 3 + 1] = f2.mtimeMs, nums[i * 3 + 2] = f2.mode;
  }
  return (0, import_node_crypto16.createHash)("sha256").update(names.join("\0")).update(new Uint8Array(nums.buffer)).digest("hex");
}
function tooLarge2(maxBytes) {
  return new CheckpointError(
    "TOO_LARGE",
    `workspace archive passed ${Math.round(maxBytes / 1e6)} MB (compressed) \u2014 too large for a local volume`,
    "exclude large folders in the configuration, or use a remote (S3) volume"
  );
}
async function hasCommand(cmd, args, match) {
  try {
    let { stdout, stderr } = await run4(cmd, args, { timeout: 5e3 });
    return match.test(`${stdout}${stderr}`);
  } catch {
    return !1;
  }
}
var gnuTar;
async function pickEngine(prefer) {
  return (await requireZstd("snapshot a workspace")).kind === "binding" ? "node-tar+zstd-binding" : prefer === "node-tar+zstd" ? prefer : (gnuTar ??= hasCommand("tar", ["--version"], /GNU tar/), await gnuTar ? "gnu-tar+zstd" : "node-tar+zstd");
}
function snapshotStream(listing, options) {
  let codec = {
    level: options.level ?? 3,
    maxBytes: options.maxBytes,
    tooLarge: tooLarge2,
    purpose: "snapshot a workspace"
  };
  if (options.engine === "gnu-tar+zstd") return gnuTarSnapshot(listing, { ...codec, zstd: "cli" }, options.onProgress);
  if (options.engine === "node-tar+zstd")
    return nodeTarSnapshot(listing, { ...codec, zstd: "cli" }, options.onProgress);
  let chunk = options.compressChunk;
  return nodeTarSnapshot(listing, { ...codec, zstd: chunk ? { kind: "binding", binding: { compress: chunk, decompress: compressOnly } } : "binding" }, options.onProgress);
}
async function compressOnly() {
  throw new Error("compressChunk only compresses");
}
function gnuTarSnapshot(listing, codec, onProgress) {
  let tar = spawnTar(listing, onProgress), compressed = compressStream({ pipe: tar.child.stdout }, codec);
  return endAfter(compressed, tar.done, () => tar.child.kill("SIGKILL"));
}
var RECORD_BLOCKS = 128, RECORD_BYTES = RECORD_BLOCKS * 512;
function spawnTar(listing, onProgress) {
  let child = (0, import_node_child_process7.spawn)(
    "tar",
    [
      "--create",
      "--file=-",
      `--blocking-factor=${RECORD_BLOCKS}`,
      "-C",
      listing.root,
      "--format=posix",
      "--pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime",
      "--owner=0",
      "--group=0",
      "--numeric-owner",
      "--no-recursion",
      "--null",
      "--verbatim-files-from",
      "--files-from=-",
      "--ignore-failed-read",
      "--warning=no-file-changed",
      "--checkpoint=160",
      "--checkpoint-action=echo=#%u"
    ],
    { stdio: ["pipe", "pipe", "pipe"] }
  ), tarErr = "", partial2 = "";
  return child.stderr.setEncoding("utf8"), child.stderr.on("data", (d) => {
    let lines2 = (partial2 + d).split(`
`);
    partial2 = lines2.pop() ?? "";
    for (let line of lines2) {
      let m2 = /^tar: #(\d+)$/.exec(line.trim());
      m2 ? onProgress?.(Number(m2[1]) * RECORD_BYTES) : line.trim() && (tarErr += `${line}
`);
    }
  }), child.stderr.on("end", () => {
    partial2.trim() && (tarErr += partial2);
  }), child.stdin.on("error", () => {
  }), child.stdin.end(listing.files.map((f2) => `${f2.path}\0`).join("")), { child, done: exited(child, "tar", [0, 1], () => tarErr) };
}
function nodeTarSnapshot(listing, codec, onProgress) {
  let archived = 0, progress = new import_node_stream8.Transform({
    transform(chunk, _e2, done) {
      archived += chunk.length, onProgress?.(archived), done(null, chunk);
    }
  });
  return Promise.resolve().then(() => (init_index_min(), index_min_exports)).then(
    (tar) => {
      let pack = tar.create(
        { cwd: listing.root, portable: !0, noDirRecurse: !0, follow: !1, gzip: !1 },
        listing.files.map((f2) => f2.path)
      );
      pack.once("error", (err) => progress.destroy(new CheckpointError("IO", `node-tar failed: ${errorMessage(err)}`))), pack.pipe(progress);
    },
    (err) => progress.destroy(new CheckpointError("IO", `node-tar failed: ${errorMessage(err)}`))
  ), compressStream({ stream: progress }, codec);
}

// src/domain/capture/parts/workspace.ts
function unsafeRoot(dir2) {
  let d = (0, import_node_path47.resolve)(dir2);
  return d === "/" || d === (0, import_node_path47.resolve)((0, import_node_os12.homedir)());
}
var workspacePart = {
  name: "workspace",
  // Stored by content, the file list is taken beside git's processes (listWorkspace starts its own
  // ls-files) and checked against git's status once both are in (agreeingListing). An archive is
  // listed when tar runs: its unpacked_bytes, the listing's total, bounds its restore, and a log
  // that grew while the summary was written would make it refuse to expand.
  beside: "git",
  start(scope) {
    let { req, o } = scope;
    if (unsafeRoot(req.cwd)) return;
    let options = { excludes: o.config.capture.excludes, include: includedIgnored(scope) }, again = () => listWorkspace(req.cwd, options);
    if (o.config.capture.workspaceFormat !== "content") {
      scope.listing = { again };
      return;
    }
    let first = again();
    first.catch(() => {
    }), scope.listing = { first, again };
  },
  async collect(scope) {
    let { req, o } = scope;
    if (!scope.listing) {
      scope.warnings.push(`${req.cwd} is the home folder or the root: workspace not snapshotted`);
      return;
    }
    let { first, again } = scope.listing, begun = await (first ?? again()), listing = first && scope.git ? await agreeingListing(begun, scope.git.state, o.config.capture.excludes, again) : begun, uncommitted = scope.git ? [...scope.git.state.modified, ...scope.git.state.untracked] : [];
    scope.archived = listing.files.map((f2) => f2.path);
    let base = {
      path: "workspace.tar.zst",
      root: req.cwd,
      file_count: listing.files.length,
      unpacked_bytes: listing.totalBytes,
      uncommitted_files: uncommitted,
      fingerprint: listing.fingerprint,
      ...listing.skipped.length ? { skipped: listing.skipped } : {},
      listed_by: listing.git ? "git" : "walk"
    };
    if (o.config.capture.workspaceFormat === "content") await storeContent(scope, listing, base);
    else if (!await reuseParent(scope, listing, base)) {
      let engine = await pickEngine(), local = scope.store.location.startsWith("/");
      scope.parts.push({
        name: "workspace.tar.zst",
        data: () => snapshotStream(listing, {
          engine,
          level: o.config.capture.zstdLevel,
          onProgress: (n) => o.onProgress?.(n, listing.totalBytes),
          ...local ? { maxBytes: o.config.capture.maxLocalBytes } : {}
        })
      }), scope.draft.workspace = { ...base, size_bytes: 0, engine }, scope.onStored.push((name, info) => {
        name !== "workspace.tar.zst" || !scope.draft.workspace || (scope.draft.workspace.size_bytes = info.size, info.size > o.config.capture.warnBytes && scope.warnings.push(
          `workspace archive is ${Math.round(info.size / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`
        ));
      });
    }
    let one = listing.skipped[0];
    one && scope.warnings.push(`${listing.skipped.length} file(s) not archived (e.g. ${one.path}: ${one.reason})`);
  }
};
async function agreeingListing(listing, state, excludes, relist) {
  let listed = /* @__PURE__ */ new Set();
  for (let f2 of listing.files) listed.add(f2.path);
  for (let s3 of listing.skipped) listed.add(s3.path);
  let base = realOrSame(listing.root), skip = new Set(excludes), misses = (path, untracked) => {
    let rel = (0, import_node_path47.relative)(base, (0, import_node_path47.join)(state.root, path)).split(import_node_path47.sep).join("/");
    return rel === "" || rel.startsWith("../") || rel === ".." || (0, import_node_path47.isAbsolute)(rel) || listed.has(rel) || untracked && excluded(rel, skip) || (0, import_node_fs48.lstatSync)((0, import_node_path47.join)(base, rel), { throwIfNoEntry: !1 }) === void 0 ? !1 : ![...listed].some((p2) => p2.startsWith(`${rel}/`));
  };
  return state.untracked.some((p2) => misses(p2, !0)) || state.modified.some((p2) => misses(p2, !1)) ? relist() : listing;
}
function realOrSame(dir2) {
  try {
    return import_node_fs48.realpathSync.native(dir2);
  } catch {
    return (0, import_node_path47.resolve)(dir2);
  }
}
function includedIgnored(scope) {
  let wanted = scope.o.config.capture.includeIgnored;
  return wanted.length === 0 ? [] : keyringOf(scope.store)?.encryption() ? wanted : (scope.warnings.push(
    `[capture] include_ignored (${wanted.join(", ")}) not captured: only with [encryption] set, so that they are never stored in the clear`
  ), []);
}
async function reuseParent(scope, listing, base) {
  let { parent, req } = scope, prev = parent?.workspace && parent.parts["workspace.tar.zst"];
  if (!parent || !prev || !scope.parentTrusted || parent.workspace?.fingerprint !== listing.fingerprint || parent.encryption?.key_id !== keyringOf(scope.store)?.encryption()?.id) return !1;
  let copied = await scope.store.copy(
    partKey(req.sessionId, parent.id, "workspace.tar.zst"),
    partKey(req.sessionId, scope.id, "workspace.tar.zst"),
    prev
  );
  return copied ? (scope.reusedWorkspace = !0, scope.draft.workspace = { ...base, size_bytes: copied.size, reused_from: parent.id }, scope.parts.push({ name: "workspace.tar.zst", stored: copied }), !0) : !1;
}
async function storeContent(scope, listing, base) {
  let { o, store } = scope, local = store.location.startsWith("/"), large = local ? largeTierOf(store) : void 0, onTier = large !== void 0 && scope.parent?.workspace?.tier === large.location, snap;
  if (!onTier)
    try {
      snap = await snapshotOn(scope, store, listing, local ? o.config.capture.maxLocalBytes : void 0);
    } catch (err) {
      if (!(large && err instanceof CheckpointError && err.code === "TOO_LARGE")) throw err;
      scope.warnings.push(
        `new workspace content passed ${Math.round(o.config.capture.maxLocalBytes / 1e6)} MB: stored on the large tier ${large.location}`
      );
    }
  let tier;
  if (snap || (snap = await snapshotOn(scope, large, listing, void 0), tier = large.location, await putJson(large, contentRootKey(scope.req.sessionId, scope.id), {
    tree: snap.tree,
    volume: store.location,
    created_at: scope.now.toISOString()
  })), snap.skipped.length) {
    let gone2 = new Set(snap.skipped.map((s3) => s3.path));
    scope.archived = scope.archived.filter((p2) => !gone2.has(p2)), base.skipped = [...listing.skipped, ...snap.skipped];
  }
  scope.reusedWorkspace = scope.parent?.workspace?.tree?.sha256 === snap.tree.sha256, scope.draft.workspace = {
    ...base,
    path: "content",
    format: "content",
    file_count: snap.tree.entries,
    size_bytes: snap.addedBytes,
    tree: snap.tree,
    ...tier ? { tier } : {}
  }, snap.addedBytes > o.config.capture.warnBytes && scope.warnings.push(
    `the workspace added ${Math.round(snap.addedBytes / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`
  );
}
async function snapshotOn(scope, volume, listing, maxBytes) {
  let { o } = scope, lock = await lockVolume(volume, "shared", { purpose: `capture of session ${scope.req.sessionId}` });
  return scope.cleanup.push(() => lock.release()), volume === scope.store && (scope.storeLocked = !0), snapshotContent(volume, listing, {
    stateDir: o.stateDir,
    level: o.config.capture.zstdLevel,
    onProgress: o.onProgress,
    ...maxBytes !== void 0 ? { maxBytes } : {}
  });
}

// src/domain/capture/parts/index.ts
var PARTS = [
  conversationPart,
  gitPart,
  summaryPart,
  workspacePart,
  environmentPart,
  mcpPart,
  tmuxPart,
  sessionStatePart
];

// src/domain/capture/approval.ts
function approvalFor(config2, f2) {
  let policy = config2.defaultPolicy;
  if (config2.policies[policy]?.requireReview.includes(f2.trigger))
    return { status: "pending", policy, reason: `policy ${policy} requires review of ${f2.trigger} checkpoints` };
  let e = config2.escalation, crossed = [];
  return e.costUsd !== void 0 && f2.costUsd > e.costUsd && crossed.push(`session cost $${f2.costUsd.toFixed(2)} over $${e.costUsd}`), e.durationHours !== void 0 && f2.hours !== void 0 && f2.hours > e.durationHours && crossed.push(`session running ${f2.hours.toFixed(1)} h, over ${e.durationHours} h`), e.errorCount !== void 0 && f2.errors >= e.errorCount && crossed.push(`${f2.errors} failed tool call(s), ${e.errorCount} or more`), crossed.length ? { status: "pending", policy, reason: `escalated: ${crossed.join("; ")}` } : { status: "auto_approved", policy };
}

// src/domain/capture/create.ts
async function captureCheckpoint(store, req, o) {
  let now = o.now ?? (() => /* @__PURE__ */ new Date()), index = await loadIndex(store, req.sessionId), parentEntry = index.checkpoints.at(-1), read3 = parentEntry ? await readTrustedManifest(store, req.sessionId, parentEntry.id).catch(() => {
  }) : void 0, parent = read3?.manifest, id = req.id ?? newCheckpointId(now().getTime());
  if (index.checkpoints.some((e) => e.id === id))
    throw new CheckpointError("CONFLICT", `checkpoint ${id} already exists in session ${req.sessionId}`);
  checkpointPrefix(req.sessionId, id);
  let scope = {
    store,
    req,
    o,
    now: now(),
    id,
    parent,
    parentTrusted: read3?.trusted ?? !1,
    parts: [],
    warnings: [],
    draft: { workspace: null, git: null },
    archived: [],
    reusedWorkspace: !1,
    onStored: [],
    cleanup: []
  };
  try {
    if (await collectParts(scope), !scope.storeLocked) {
      let lock = await lockVolume(store, "shared", { purpose: `capture of session ${req.sessionId}` });
      scope.cleanup.push(() => lock.release());
    }
    let draft = manifestDraft(scope, parentEntry?.id, index.checkpoints.length + 1), manifest = await commitCheckpoint(
      store,
      draft,
      scope.parts,
      (name, info) => scope.onStored.forEach((f2) => f2(name, info)),
      o.fence
    ), retention = req.trigger === "pre_risky" ? { kept: [], deleted: [] } : await applyRetention(store, req.sessionId, o.config.retention, now());
    return {
      manifest,
      archived: scope.archived,
      reusedWorkspace: scope.reusedWorkspace,
      warnings: scope.warnings,
      retention,
      summary: scope.summary,
      environment: scope.draft.capturedEnvironment
    };
  } finally {
    for (let f2 of scope.cleanup) await f2();
  }
}
async function collectParts(scope) {
  let beside = PARTS.filter((p2) => p2.alongside).map((p2) => ({
    p: p2,
    parts: [],
    warnings: []
  })), chain = async () => {
    for (let p2 of PARTS)
      if (!p2.alongside) {
        for (let q2 of PARTS) q2.beside === p2.name && q2.start?.(scope);
        await p2.collect(scope);
      }
  }, failed = (await Promise.allSettled([
    chain(),
    ...beside.map(({ p: p2, parts, warnings }) => p2.collect({ ...scope, parts, warnings }))
  ])).find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  for (let { parts, warnings } of beside)
    scope.parts.push(...parts), scope.warnings.push(...warnings);
}
function manifestDraft(scope, parentId, depth) {
  let { req, draft } = scope;
  return {
    id: scope.id,
    session_id: req.sessionId,
    created_at: scope.now.toISOString(),
    trigger: req.trigger,
    ...req.coalesced?.length ? { coalesced_triggers: req.coalesced } : {},
    ...req.name ? { name: req.name } : {},
    ...req.risky ? { risky: { command: req.risky.command.slice(0, 500), rule: req.risky.rule } } : {},
    parent_checkpoint_id: scope.parent?.id ?? parentId ?? null,
    checkpoint_chain_depth: depth,
    conversation: draft.conversation ?? { turn_count: 0, tokens_used: 0, has_resume_token: !1 },
    workspace: draft.workspace,
    git: draft.git,
    metrics: draft.metrics ?? { cost_estimate_usd: 0, tools_invoked: [], files_modified: 0 },
    // Hive's clean checkpoint: no tool call failed since the previous checkpoint of the session. A
    // parent without the conversation (a safety copy taken by a rollback) says nothing: clean.
    is_clean: scope.parent && !scope.parent.conversation.has_resume_token ? !0 : Number(draft.metrics?.tool_errors ?? 0) <= Number(scope.parent?.metrics.tool_errors ?? 0),
    approval: approvalFor(scope.o.config.approval, {
      trigger: req.trigger,
      costUsd: draft.metrics?.cost_estimate_usd ?? 0,
      hours: hoursSince(req.session?.started_at, scope.now),
      errors: Number(draft.metrics?.tool_errors ?? 0)
    }),
    environment: draft.environment ?? { captured_at: scope.now.toISOString() },
    ...draft.tmux_layout ? { tmux_layout: draft.tmux_layout } : {},
    tags: req.tags ?? [],
    annotations: [],
    linked_issues: [],
    // The project folder (session-index.ts takes workspace.root when it is absent: the same folder).
    ...draft.workspace?.root === req.cwd ? {} : { project: req.cwd },
    ...req.pai ? { pai: req.pai } : {},
    ...req.provenance ? { provenance: req.provenance } : {},
    ...req.epoch ? { session_epoch: req.epoch } : {},
    warnings: scope.warnings
    // (left out when empty: commit.ts)
  };
}
function hoursSince(iso, now) {
  let t = typeof iso == "string" ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? void 0 : (now.getTime() - t) / 36e5;
}

// src/app/notify.ts
var import_node_path50 = require("node:path");
init_errors();
init_lock();

// src/domain/notify/message.ts
init_hash();
var EVENTS = {
  "session.started": "info",
  "session.completed": "notice",
  "session.error": "warning",
  "checkpoint.needs_review": "notice",
  "checkpoint.approved": "info",
  "checkpoint.rejected": "notice",
  "escalation.triggered": "warning",
  "budget.threshold_reached": "warning",
  "budget.exceeded": "critical",
  "session.lost": "critical",
  "session.resumed": "notice",
  "notify.test": "info",
  /** An issue tracker's operation (SPEC-07.22) waiting in the outbox: not a notification, routed nowhere. */
  "tracker.update": "info"
}, TITLES = {
  "session.started": "Session started",
  "session.completed": "Session completed",
  "session.error": "Session error",
  "checkpoint.needs_review": "Session needs review",
  "checkpoint.approved": "Checkpoint approved",
  "checkpoint.rejected": "Checkpoint rejected",
  "escalation.triggered": "Escalation: review needed",
  "budget.threshold_reached": "Budget threshold reached",
  "budget.exceeded": "Budget exceeded",
  "session.lost": "Session lost",
  "session.resumed": "Session resumed",
  "notify.test": "Test notification",
  "tracker.update": "Issue tracker update"
};
function notification(i) {
  let dedup = i.dedup ?? `${i.event}\0${i.session.id}\0${i.checkpoint ?? ""}`;
  return {
    key: sha256Hex(dedup).slice(0, 32),
    event: i.event,
    priority: i.priority ?? EVENTS[i.event],
    at: i.at.toISOString(),
    title: TITLES[i.event],
    session: i.session,
    ...i.checkpoint ? { checkpoint: i.checkpoint } : {},
    summary: i.summary,
    ...i.action ? { action: i.action } : {},
    context: i.context ?? {}
  };
}

// src/domain/notify/outbox.ts
var import_node_fs49 = require("node:fs"), import_node_path48 = require("node:path");
init_atomic();
init_errors();
init_lock();
init_redact();
function notifyDir(paths) {
  return (0, import_node_path48.join)(paths.stateDir, "notify");
}
var dirs = (paths) => {
  let root = notifyDir(paths);
  return {
    root,
    outbox: (0, import_node_path48.join)(root, "outbox"),
    sending: (0, import_node_path48.join)(root, "sending"),
    sent: (0, import_node_path48.join)(root, "sent"),
    failed: (0, import_node_path48.join)(root, "failed"),
    raised: (0, import_node_path48.join)(root, "raised"),
    log: (0, import_node_path48.join)(root, "log.jsonl")
  };
}, fileOf = (key, channel) => `${key}-${channel}`;
function appendLog(paths, line) {
  let d = dirs(paths);
  ensureDir(d.root), (0, import_node_fs49.appendFileSync)(d.log, `${JSON.stringify(line)}
`, { mode: 384 });
}
function enqueue(paths, n, channels, now, op) {
  let d = dirs(paths);
  ensureDir(d.outbox);
  let out2 = { queued: [], duplicates: [] };
  for (let channel of channels) {
    let name = fileOf(n.key, channel), pending = {
      v: 1,
      notification: n,
      ...op ? { op } : {},
      channel,
      attempts: 0,
      next_at: now.getTime()
    }, created = !(0, import_node_fs49.existsSync)((0, import_node_path48.join)(d.sent, name)) && createdOnce(d.raised, name);
    if (created)
      try {
        createFileExclusiveSync(d.outbox, [`${name}.json`], redactSecretPatterns(JSON.stringify(pending)), {
          fsync: !1
        });
      } catch (err) {
        if (!/no free file name/.test(errorMessage(err))) throw err;
        created = !1;
      }
    (created ? out2.queued : out2.duplicates).push(channel), appendLog(paths, {
      at: now.toISOString(),
      key: n.key,
      event: n.event,
      channel,
      status: created ? "queued" : "duplicate"
    });
  }
  return out2;
}
function createdOnce(dir2, name) {
  ensureDir(dir2);
  try {
    return createFileExclusiveSync(dir2, [name], "", { fsync: !1 }), !0;
  } catch (err) {
    if (/no free file name/.test(errorMessage(err))) return !1;
    throw err;
  }
}

// src/domain/notify/send.ts
init_errors();
init_redact();

// src/domain/notify/channels/channel.ts
init_config();
init_errors();

// src/domain/trackers/run.ts
init_errors();
init_redact();

// src/domain/trackers/beads.ts
var import_node_child_process8 = require("node:child_process"), import_node_fs50 = require("node:fs"), import_node_path49 = require("node:path"), import_node_util5 = require("node:util");
init_atomic();
init_errors();

// src/domain/trackers/ops.ts
function checkpointReference(checkpointId, sessionId, what = "Checkpoint") {
  return `${what} ${checkpointId} of session ${sessionId} (pai-checkpoint). Resume it with \`pai-checkpoint resume ${sessionId}\`; inspect it with \`pai-checkpoint inspect ${checkpointId}\`.`;
}

// src/domain/trackers/beads.ts
var execFileAsync = (0, import_node_util5.promisify)(import_node_child_process8.execFile), beadsFile = (project) => (0, import_node_path49.join)(project, ".beads", "issues.jsonl");
function readBeads(file2) {
  let lines2 = (0, import_node_fs50.readFileSync)(file2, "utf8").split(`
`), issues = /* @__PURE__ */ new Map();
  return lines2.forEach((l, i) => {
    let v2 = parseJsonLine(l);
    v2 && typeof v2 == "object" && typeof v2.id == "string" && issues.set(i, v2);
  }), { lines: lines2, issues };
}

// src/domain/trackers/github.ts
init_errors();

// src/domain/trackers/linear.ts
init_errors();

// src/app/notify.ts
async function raise(ctx2, input, config2) {
  try {
    let c = config2 ?? await ctx2.configFor(void 0), n = notification(input), channels = c.notifications.routing[n.priority];
    if (channels.length === 0) return n;
    let { queued } = enqueue(ctx2.paths, n, channels, ctx2.now());
    return queued.length && startSender(ctx2), n;
  } catch (err) {
    ctx2.warn(`notification ${input.event} not queued: ${errorMessage(err)}`);
    return;
  }
}
var senderLock = (ctx2) => (0, import_node_path50.join)(notifyDir(ctx2.paths), "sender.lock");
function startSender(ctx2) {
  let worker = distFile("worker.cjs");
  if (!worker)
    return ctx2.warn("the notification sender (dist/worker.cjs) is missing: notifications wait in the outbox");
  let held = tryAcquire(senderLock(ctx2), { staleMs: SENDER_LEASE_MS });
  held && (held.release(), spawnDetached(worker, ["notify", "outbox"], ctx2.env).then(
    (failed) => failed && ctx2.warn(`could not start the notification sender: ${failed}`)
  ));
}
var SENDER_LEASE_MS = 3e4, SENDER_LINGER_MS = 5 * 6e4;

// src/app/trackers.ts
var import_node_fs51 = require("node:fs");
init_errors();

// src/domain/trackers/refs.ts
function issueRefsIn(text4, c, o = {}) {
  let out2 = /* @__PURE__ */ new Map(), add = (i) => out2.set(`${i.tracker}\0${i.id}`, i);
  for (let url2 of text4.match(/https?:\/\/\S+/g) ?? [])
    try {
      add(parseIssueRef(url2.replace(/[).,;:!?'"]+$/, "")));
    } catch {
    }
  let rest = text4.replace(/https?:\/\/\S+/g, " ");
  if (c.githubRepo) {
    let numbers = [...rest.matchAll(/(?:^|[\s(\[])#(\d+)\b/g), ...rest.matchAll(/\bissues?[-_ #]?(\d+)\b/gi)].map(
      (m2) => m2[1]
    );
    o.name && numbers.push(.../-(\d+)$/.exec(rest.trim())?.slice(1) ?? []);
    for (let n of numbers)
      add({
        tracker: "github",
        id: `${c.githubRepo}#${Number(n)}`,
        url: `https://github.com/${c.githubRepo}/issues/${Number(n)}`
      });
  }
  if (c.linear) for (let m2 of rest.matchAll(/\b([A-Z][A-Z0-9]{1,9}-\d+)\b/g)) add({ tracker: "linear", id: m2[1] });
  if (c.beadsIds?.size)
    for (let m2 of rest.matchAll(/\b([A-Za-z][A-Za-z0-9]*-[a-z0-9]+(?:\.\d+)*)\b/g))
      c.beadsIds.has(m2[1]) && add({ tracker: "beads", id: m2[1] });
  return [...out2.values()];
}
function githubRepoOf(remote) {
  let m2 = /github\.com[:/]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(remote ?? "");
  return m2 ? `${m2[1]}/${m2[2]}` : void 0;
}

// src/domain/volume/add-fact.ts
init_errors();
init_ids();
async function addFact(store, sessionId, fact) {
  let view = await writerView(store, sessionId), entry = view.index.checkpoints.find((e) => e.id === fact.checkpoint), manifest = entry ? await readManifest(store, sessionId, fact.checkpoint) : void 0;
  if (!entry || !manifest)
    throw new CheckpointError(
      "NOT_FOUND",
      `session ${sessionId} has no checkpoint ${fact.checkpoint}`,
      "run `pai-checkpoint list --all` to see the ids"
    );
  let keyring = keyringOf(store), mine = keyring?.signing(!1);
  if (keyring && manifest.signature && mine?.id !== manifest.signature.key_id) {
    let sig = manifest.signature, theirs = sig.volume_key_id ? `a key derived from the volume key ${sig.volume_key_id}` : `the signing key ${sig.key_id}`;
    throw new CheckpointError(
      "KEY",
      `checkpoint ${fact.checkpoint} is signed with ${theirs}, ${mine ? `not with this machine's ${mine.volumeKeyId ? `(derived from the volume key ${mine.volumeKeyId})` : `signing key ${mine.id}`}` : "which this machine does not have"}: a fact (${fact.kind}) written here would not count`,
      sig.volume_key_id ? KEY_HOWTO.volume(sig.volume_key_id) : KEY_HOWTO.signing(sig.key_id)
    );
  }
  let signed = keyring ? signManifest(fact, keyring) : fact, key;
  for (let tries = 0; key = factKey(sessionId, fact.checkpoint, newCheckpointId(Date.parse(fact.at))), !await store.create(key, `${JSON.stringify(signed)}
`); tries++)
    if (tries >= 8)
      throw new CheckpointError(
        "CONFLICT",
        `could not write a fact of checkpoint ${fact.checkpoint} under a new name`,
        "try again"
      );
  let { facts, problems } = await readFacts(store, sessionId, fact.checkpoint), fresh = indexEntry(manifest, facts, facts.length + problems.length);
  return view.index.checkpoints = view.index.checkpoints.map(
    (e) => e.id === fresh.id ? { ...fresh, ...e.verified ? { verified: e.verified } : {} } : e
  ), await writeIndex(store, view.index, !1), { key, view: applyFacts(manifest, facts), problems };
}

// src/app/trackers.ts
var trackersOn = (config2, project) => !!(config2.integrations.github || config2.integrations.linear || config2.integrations.beads && project && (0, import_node_fs51.existsSync)(beadsFile(project)));
function handles(config2, issue2, project) {
  return issue2.tracker === "github" ? !!config2.integrations.github : issue2.tracker === "linear" ? !!config2.integrations.linear : issue2.tracker === "beads" && config2.integrations.beads && !!(project && (0, import_node_fs51.existsSync)(beadsFile(project)));
}
function queueOp(ctx2, op, session, dedup) {
  let tracker = op.kind === "create" ? op.tracker : op.issue.tracker, n = notification({
    event: "tracker.update",
    at: ctx2.now(),
    session: { id: session },
    summary: `${op.kind} ${op.kind === "create" ? op.title : op.issue.id}`,
    dedup
  }), { queued } = enqueue(ctx2.paths, n, [`tracker-${tracker}`], ctx2.now(), op);
  queued.length && startSender(ctx2);
}
function githubRepo(config2, project) {
  return config2.integrations.github ? config2.integrations.github.defaultRepo ?? githubRepoOf(project ? gitFacts(project).git_remote : void 0) : void 0;
}
async function trackerEvents(ctx2, store, m2, config2) {
  let project = m2.workspace?.root;
  if (trackersOn(config2, project))
    try {
      let index = await loadIndex(store, m2.session_id), linked2 = /* @__PURE__ */ new Map();
      for (let e of index.checkpoints) for (let i of e.linked_issues ?? []) linked2.set(`${i.tracker}\0${i.id}`, i);
      for (let issue2 of await autoRefs(store, m2, config2, project)) {
        let key = `${issue2.tracker}\0${issue2.id}`;
        linked2.has(key) || !handles(config2, issue2, project) || (await addFact(store, m2.session_id, {
          v: 1,
          checkpoint: m2.id,
          at: ctx2.now().toISOString(),
          user: "pai-checkpoint",
          kind: "link",
          issue: issue2
        }), linked2.set(key, issue2), queueOp(
          ctx2,
          {
            kind: "start",
            issue: issue2,
            body: checkpointReference(m2.id, m2.session_id, "Work on this issue is under way in checkpoint"),
            ...project ? { project } : {}
          },
          m2.session_id,
          `start\0${m2.session_id}\0${key}`
        ));
      }
      m2.trigger === "complete" && m2.approval.status !== "pending" && m2.approval.status !== "rejected" && closeLinked(ctx2, config2, m2, [...linked2.values()]);
    } catch (err) {
      ctx2.warn(`issue trackers: ${errorMessage(err)}`);
    }
}
function closeLinked(ctx2, config2, m2, issues) {
  let project = m2.workspace?.root;
  for (let issue2 of issues)
    handles(config2, issue2, project) && queueOp(
      ctx2,
      {
        kind: "close",
        issue: issue2,
        body: checkpointReference(m2.id, m2.session_id, "Completed (and approved) in checkpoint"),
        ...project ? { project } : {}
      },
      m2.session_id,
      `close\0${m2.session_id}\0${issue2.tracker}\0${issue2.id}`
    );
}
function trackerOnError(ctx2, config2, session, summary, dedup) {
  try {
    openIssues(ctx2, config2, session, summary, dedup);
  } catch (err) {
    ctx2.warn(`issue trackers: ${errorMessage(err)}`);
  }
}
function openIssues(ctx2, config2, session, summary, dedup) {
  let title = `pai-checkpoint: session ${session.id} needs attention`, body = `${summary}

See \`pai-checkpoint sessions ${session.id}\` and \`pai-checkpoint recover ${session.id}\`.`;
  if (config2.integrations.github?.createOnError) {
    let repo = githubRepo(config2, session.project);
    repo && queueOp(
      ctx2,
      { kind: "create", tracker: "github", title, body, labels: ["pai-checkpoint"], repo },
      session.id,
      `create\0github\0${dedup}`
    );
  }
  config2.integrations.linear?.createOnError && queueOp(ctx2, { kind: "create", tracker: "linear", title, body }, session.id, `create\0linear\0${dedup}`);
}
async function autoRefs(store, m2, config2, project) {
  let beads2 = config2.integrations.beads && project && (0, import_node_fs51.existsSync)(beadsFile(project)) ? [...readBeads(beadsFile(project)).issues.values()] : [], c = {
    githubRepo: githubRepo(config2, project),
    linear: !!config2.integrations.linear,
    beadsIds: new Set(beads2.map((b2) => b2.id))
  }, firstPrompt = "";
  try {
    firstPrompt = String(
      (await getJson(store, storedPartKey(m2, "conversation.json")))?.first_prompt ?? ""
    );
  } catch {
  }
  return [
    ...issueRefsIn(m2.name ?? "", c, { name: !0 }),
    ...issueRefsIn(firstPrompt, c),
    ...issueRefsIn(m2.git?.branch ?? "", c),
    ...beads2.filter((b2) => b2.status === "in_progress").map((b2) => ({ tracker: "beads", id: b2.id }))
  ];
}

// src/app/events.ts
async function afterCapture(ctx2, store, m2, config2, startedAt) {
  await checkpointEvents(ctx2, m2, config2, startedAt), await trackerEvents(ctx2, store, m2, config2);
}
var ERROR_BURST = 3;
async function checkpointEvents(ctx2, m2, config2, startedAt) {
  let session = {
    id: m2.session_id,
    ...m2.name ? { name: m2.name } : {},
    ...m2.workspace?.root ? { project: m2.workspace.root } : {}
  }, cost = m2.metrics.cost_estimate_usd, context = {
    costUsd: cost,
    files: m2.metrics.files_modified,
    ...startedAt ? { durationMs: Date.parse(m2.created_at) - Date.parse(startedAt) } : {}
  }, base = { at: ctx2.now(), session, checkpoint: m2.id };
  if (m2.approval.status === "pending") {
    let escalated = m2.approval.reason?.startsWith("escalated") ?? !1;
    await raise(
      ctx2,
      {
        ...base,
        event: escalated ? "escalation.triggered" : "checkpoint.needs_review",
        summary: `Checkpoint ${m2.id} (${m2.trigger}) awaits review: ${m2.approval.reason ?? `policy ${m2.approval.policy ?? "default"}`}.`,
        action: `pai-checkpoint review ${m2.session_id}`,
        context: { ...context, status: "pending review" }
      },
      config2
    );
  }
  let errors = Number(m2.metrics.tool_errors ?? 0);
  if (errors >= ERROR_BURST) {
    let dedup = `session.error\0${m2.session_id}\0tools\0${Math.floor(errors / ERROR_BURST)}`, summary = `${errors} tool calls of the session failed.`;
    await raise(
      ctx2,
      {
        ...base,
        event: "session.error",
        summary,
        action: `pai-checkpoint inspect ${m2.id}`,
        context: { ...context, status: "tool errors" },
        dedup
      },
      config2
    ), trackerOnError(ctx2, config2, { id: m2.session_id, project: m2.workspace?.root }, summary, dedup);
  }
  m2.trigger === "complete" && await raise(
    ctx2,
    {
      ...base,
      event: "session.completed",
      summary: "The session finished its work (LEARN).",
      action: `pai-checkpoint review ${m2.session_id}`,
      context: { ...context, status: "completed" }
    },
    config2
  );
  let { limitUsd, thresholdUsd } = config2.budget, over = limitUsd !== void 0 && cost >= limitUsd ? { event: "budget.exceeded", limit: limitUsd } : thresholdUsd !== void 0 && cost >= thresholdUsd ? { event: "budget.threshold_reached", limit: thresholdUsd } : void 0;
  over && await raise(
    ctx2,
    {
      ...base,
      event: over.event,
      summary: `The session's estimated cost is $${cost.toFixed(2)}, over $${over.limit.toFixed(2)}.`,
      action: `pai-checkpoint review ${m2.session_id}`,
      context,
      dedup: `${over.event}\0${m2.session_id}`
    },
    config2
  );
}

// src/app/session-status.ts
var import_node_os13 = require("node:os");
init_paths();
init_lock();

// src/domain/session/lease.ts
init_errors();
function parseLease(raw, key, epoch) {
  let v2;
  try {
    v2 = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new CheckpointError("INVALID_DATA", `${key}: not JSON`);
  }
  let text4 = (k2) => typeof v2[k2] == "string" ? v2[k2] : "";
  if (v2.epoch !== epoch || !text4("host") || !text4("taken_at"))
    throw new CheckpointError("INVALID_DATA", `${key}: not a lease of epoch ${epoch}`);
  let lease = {
    epoch,
    session_id: text4("session_id"),
    host: text4("host"),
    taken_at: text4("taken_at"),
    by: text4("by"),
    reason: text4("reason")
  };
  return text4("checkpoint_id") && (lease.checkpoint_id = text4("checkpoint_id")), lease;
}
async function readLease(store, sessionId, epoch) {
  let key = leaseKey(sessionId, epoch), raw = await store.get(key);
  if (!raw) return;
  let lease = parseLease(raw, key, epoch);
  return untrusted(store, JSON.parse(raw.toString("utf8")), "lease") ? "untrusted" : lease;
}
async function leaseEpochs(store, sessionId) {
  return (await store.list(leasePrefix(sessionId))).map(epochOfLeaseKey).filter((e) => e !== void 0).sort((a, b2) => b2 - a);
}
async function newestTrusted(store, sessionId, epochs) {
  for (let epoch of epochs) {
    let lease = await readLease(store, sessionId, epoch);
    if (lease && lease !== "untrusted") return lease;
  }
}
async function supersedingLease(store, sessionId, epoch) {
  let next = await readLease(store, sessionId, epoch + 1);
  return next !== "untrusted" ? next : newestTrusted(
    store,
    sessionId,
    (await leaseEpochs(store, sessionId)).filter((e) => e > epoch + 1)
  );
}
var FencedError = class extends CheckpointError {
  constructor(sessionId, lease) {
    super(
      "CONFLICT",
      `session ${sessionId} was resumed on ${lease.host} at ${lease.taken_at}: this machine no longer writes its checkpoints`,
      "continue it there, or fork it here with `pai-checkpoint resume --fork`"
    );
    this.lease = lease;
  }
  lease;
};

// src/app/session-status.ts
function sessionMetrics(state, prices = DEFAULT_PRICES) {
  let tokens2 = tokensSoFar(state.metrics), total = 0, cost = 0;
  for (let [model, t] of Object.entries(tokens2))
    total += t.input + t.output + t.cache_creation + t.cache_read, cost += usageCost(model, t, prices);
  return {
    turns: state.metrics?.turns ?? 0,
    tool_calls: state.metrics?.toolCalls ?? 0,
    last_tool: state.metrics?.lastTool ?? null,
    tokens: total,
    cost_estimate_usd: Math.round(cost * 1e6) / 1e6
  };
}
function configPrices(config2) {
  return [
    ...Object.entries(config2.prices).map(([k2, v2]) => [new RegExp(k2, "i"), v2]),
    ...DEFAULT_PRICES
  ];
}
async function putSessionStatus(store, state, extra) {
  await putVolumeStatus(store, statusDocument(state, extra)), state.carryPending?.length && await publishCarriedOver(store, state, extra);
}
function statusDocument(state, extra) {
  return statusOfSession(state, {
    host: (0, import_node_os13.hostname)(),
    installation: installationId(extra.paths),
    heartbeatSeconds: extra.config?.session.heartbeatSeconds ?? state.heartbeatSeconds ?? null,
    metrics: sessionMetrics(state, extra.config ? configPrices(extra.config) : void 0),
    claudeVersion: extra.claudeVersion
  });
}
async function publishCarriedOver(store, state, extra) {
  let done = [];
  for (let id of state.carryPending ?? []) {
    let old = loadSession(extra.paths, id);
    old?.carriedOverAt && await putVolumeStatus(store, statusDocument(old, { paths: extra.paths })), done.push(id);
  }
  await withLockAsync(
    sessionLockPath(extra.paths, state.sessionId),
    async () => {
      let s3 = loadSession(extra.paths, state.sessionId);
      s3?.carryPending && (s3.carryPending = s3.carryPending.filter((id) => !done.includes(id)), s3.carryPending.length || delete s3.carryPending, saveSession(extra.paths, s3));
    },
    { timeoutMs: 5e3 }
  ).catch(() => {
  });
  let left = (state.carryPending ?? []).filter((id) => !done.includes(id));
  left.length ? state.carryPending = left : delete state.carryPending;
}

// src/app/capture-state.ts
var import_node_os14 = require("node:os");
init_lock();
init_api2();
function paiState(ctx2, s3) {
  if (s3?.phase)
    return {
      phase: s3.phase.number,
      phase_name: s3.phase.name,
      completed_phases: [...s3.completedPhases].sort((a, b2) => a - b2),
      run_completed: s3.runCompleted,
      task: taskSummary(s3),
      isc: iscCriteria(ctx2, s3),
      latest_record_id: s3.latestRecordId ?? null
    };
}
function captureRequest(ctx2, sessionId, ticket, state, cwd, epoch) {
  return {
    sessionId,
    trigger: ticket.trigger,
    cwd,
    transcriptPath: state?.transcriptPath,
    claudePid: state?.host === (0, import_node_os14.hostname)() ? state.claudePid : void 0,
    id: ticket.recordId,
    name: ticket.name,
    tags: ticket.tags,
    coalesced: ticket.coalesced,
    risky: ticket.risky,
    epoch,
    pai: paiState(ctx2, state),
    session: state ? {
      started_at: state.startedAt,
      heartbeat_at: state.heartbeatAt,
      ended_at: state.endedAt ?? null,
      end_reason: state.endReason ?? null,
      host: state.host,
      ...state.gitBase ? { git_base: state.gitBase } : {}
    } : void 0
  };
}
async function recordCapture(ctx2, sessionId, state, result2, config2) {
  return withLockAsync(
    sessionLockPath(ctx2.paths, sessionId),
    async () => {
      let id = result2.manifest.id, s3 = loadSession(ctx2.paths, sessionId) ?? state;
      return s3.latestRecordId && s3.latestRecordId !== id && !s3.runCompleted && refreshRecordSync(
        s3.latestRecordId,
        {
          ...s3.task ? { taskSummary: s3.task } : {},
          iscCriteria: iscCriteria(ctx2, s3),
          metadata: { sessionCheckpointId: id, refreshedAt: ctx2.now().toISOString() }
        },
        recordOptions(ctx2)
      ), s3.lastCheckpointId = id, s3.lastCaptureAt = ctx2.now().toISOString(), !s3.gitBase && result2.manifest.git?.head && (s3.gitBase = result2.manifest.git.head), delete s3.lastCaptureError, tellOnce(s3, result2.manifest, config2), saveSession(ctx2.paths, s3), s3;
    },
    { timeoutMs: 1e4 }
  );
}
function tellOnce(s3, manifest, config2) {
  let size = manifest.workspace?.size_bytes ?? 0;
  size > config2.capture.warnBytes && !s3.warnedLarge && (s3.warnedLarge = !0, addNotice(
    s3,
    `the workspace archive is ${Math.round(size / 1e6)} MB (over ${Math.round(config2.capture.warnBytes / 1e6)} MB); exclude build output or data with [capture] excludes in checkpoint.toml (\`pai-checkpoint usage\` shows disk use)`
  ));
  let omitted = manifest.conversation.transcript_omitted;
  typeof omitted == "string" && !s3.warnedTranscript && (s3.warnedTranscript = !0, addNotice(
    s3,
    `checkpoint ${manifest.id} was taken without the session's transcript: ${omitted} (a resume on another machine needs a checkpoint that holds it)`
  ));
}

// src/app/capture.ts
async function captureSession(ctx2, sessionId, ticket, o = {}) {
  let state = loadSession(ctx2.paths, sessionId), cwd = state?.project ?? o.cwd;
  if (!cwd)
    throw new CheckpointError(
      "NOT_FOUND",
      `session ${sessionId} is unknown here (no runtime state)`,
      "run inside Claude Code, or pass --cwd"
    );
  if (state?.fenced)
    throw new FencedError(sessionId, { epoch: state.fenced.epoch, host: state.fenced.host, taken_at: state.fenced.at });
  let config2 = await ctx2.configFor(cwd), off = captureOff(config2);
  if (off)
    throw new CheckpointError(
      "USAGE",
      `${off}: no checkpoint was taken`,
      "remove that line (or set it to true) to take checkpoints here"
    );
  let store = await volumeOf(ctx2), epoch = state?.epoch ?? 0, result2 = await captureCheckpoint(store, captureRequest(ctx2, sessionId, ticket, state, cwd, epoch), {
    config: config2,
    env: ctx2.env,
    claudeDir: resolveClaudeDir(ctx2.env),
    stateDir: ctx2.paths.stateDir,
    now: ctx2.now,
    ...o.onProgress ? { onProgress: o.onProgress } : {},
    ...o.transcriptLimitMs !== void 0 ? { transcriptLimitMs: o.transcriptLimitMs } : {},
    // Fencing: a session another machine took over gets no checkpoint from here (one read, right before the manifest).
    fence: async () => {
      let lease = await supersedingLease(store, sessionId, epoch);
      if (lease) throw new FencedError(sessionId, lease);
    }
  }), id = result2.manifest.id, saved = state ? await recordCapture(ctx2, sessionId, state, result2, config2) : void 0, claudeVersion = result2.environment?.claude_code?.version ?? null;
  return saved ? await putSessionStatus(store, saved, { paths: ctx2.paths, config: config2, claudeVersion }) : await putVolumeStatus(
    store,
    statusOfCapture({
      sessionId,
      cwd,
      host: (0, import_node_os15.hostname)(),
      checkpointId: id,
      at: ctx2.now().toISOString(),
      claudeVersion
    })
  ), result2.summary && await publishSummary(ctx2, store, sessionId, id, result2.summary), ticket.trigger === "complete" && await rememberOutcome(ctx2, store, result2.manifest, "completed"), (!state?.lastCheckpointId || ["stop", "complete", "manual"].includes(ticket.trigger)) && await refreshMemoryCache(ctx2, store, projectIdFor(cwd)).catch(
    (err) => ctx2.warn(`the project memory's local copy was not refreshed: ${errorMessage(err)}`)
  ), await afterCapture(ctx2, store, result2.manifest, config2, state?.startedAt), result2;
}
async function publishSummary(ctx2, store, sessionId, checkpoint, s3) {
  try {
    saveLocalSummary(ctx2.paths, sessionId, {
      markdown: s3.markdown,
      decisions: s3.decisions,
      failed_approaches: s3.failed_approaches,
      blockers: s3.blockers,
      files: s3.files,
      checkpoint
    }), await putSessionSummary(store, sessionId, s3.markdown);
  } catch (err) {
    ctx2.warn(`the summary of ${checkpoint} was not published: ${errorMessage(err)}`);
  }
}

// src/app/session-pick.ts
init_errors();
init_keys();
function pickSession(ctx2, explicit) {
  if (explicit) return withState(ctx2, assertSafeKey("session id", explicit), "option");
  let fromEnv = ctx2.env.CLAUDE_CODE_SESSION_ID;
  if (fromEnv) return withState(ctx2, fromEnvironment(fromEnv), "env");
  let best;
  for (let id of listSessionIds(ctx2.paths)) {
    let s3 = loadSession(ctx2.paths, id);
    s3 && s3.project === ctx2.project && (!best || s3.heartbeatAt > best.heartbeatAt) && (best = s3);
  }
  if (best) return { sessionId: best.sessionId, state: best, how: "project" };
  throw new CheckpointError(
    "USAGE",
    `no Claude Code session known for ${ctx2.project}`,
    "run it inside Claude Code (/checkpoint:save), or pass --session <id>"
  );
}
function fromEnvironment(id) {
  try {
    return assertSafeKey("session id", id);
  } catch (err) {
    throw err instanceof CheckpointError ? new CheckpointError(err.code, `CLAUDE_CODE_SESSION_ID: ${err.message}`, err.hint) : err;
  }
}
function withState(ctx2, sessionId, how) {
  let state = loadSession(ctx2.paths, sessionId);
  return state ? { sessionId, state, how } : { sessionId, how };
}

// src/app/create.ts
async function create2(ctx2, o = {}) {
  let trigger = o.trigger || "manual";
  if (!TRIGGERS.includes(trigger))
    throw new CheckpointError("USAGE", `--trigger must be one of ${TRIGGERS.join(", ")}`);
  let tags = checkTags(o.tags ?? []), { sessionId } = pickSession(ctx2, o.session), r = await withSessionLock(
    ctx2,
    sessionId,
    () => captureSession(
      ctx2,
      sessionId,
      {
        trigger,
        at: ctx2.now().toISOString(),
        ...o.name ? { name: o.name } : {},
        ...tags.length ? { tags } : {},
        ...o.id ? { recordId: o.id } : {}
      },
      { cwd: ctx2.cwd, ...o.onProgress ? { onProgress: o.onProgress } : {} }
    )
  );
  return {
    id: r.manifest.id,
    sessionId,
    trigger,
    sizeBytes: Object.values(r.manifest.parts).reduce((n, p2) => n + p2.size, 0),
    parts: Object.keys(r.manifest.parts).length,
    reusedWorkspace: r.reusedWorkspace,
    warnings: r.warnings,
    deletedByRetention: r.retention.deleted
  };
}

// src/app/save.ts
async function save2(ctx2, options = {}) {
  let off = captureOff(await ctx2.config());
  if (off)
    throw new CheckpointError(
      "USAGE",
      `${off}: nothing was saved`,
      "remove that line (or set it to true) to save here"
    );
  let result2 = await saveRecord(ctx2, options);
  try {
    result2.checkpoint = await create2(ctx2, {
      session: result2.sessionId,
      trigger: "manual",
      ...result2.record ? { id: result2.record.id } : {},
      ...options.name ? { name: options.name } : {},
      ...options.tags?.length ? { tags: options.tags } : {}
    }), result2.id = result2.checkpoint.id;
  } catch (err) {
    result2.checkpointError = errorMessage(err);
  }
  return result2;
}
async function saveRecord(ctx2, options) {
  if (options.phase !== void 0 && (!Number.isInteger(options.phase) || options.phase < 1 || options.phase > 7))
    throw new CheckpointError("USAGE", `--phase must be a number from 1 to 7, got ${options.phase}`);
  let { sessionId } = pickSession(ctx2, options.session);
  return withLockAsync(
    sessionLockPath(ctx2.paths, sessionId),
    async () => {
      let state = loadSession(ctx2.paths, sessionId) ?? newSession(sessionId, ctx2.cwd, ctx2.project, ctx2.now());
      await catchUp(ctx2, state), options.task !== void 0 && options.task.trim() && (state.task = options.task.trim());
      let result2 = { sessionId, taskSummary: taskSummary(state) };
      options.name && (result2.name = options.name);
      let inPhase = state.phase !== void 0 && !state.runCompleted;
      if (options.phase !== void 0 || inPhase) {
        let phaseNumber = options.phase ?? state.phase.number, phase = phaseName(phaseNumber);
        options.phase !== void 0 && (state.phase = { number: phaseNumber, name: phase, at: ctx2.now().toISOString() });
        let rec = await writeRecord(ctx2, state, phaseNumber, {
          trigger: "manual",
          extra: options.name ? { name: options.name } : {}
        });
        result2.record = { id: rec.checkpointId, file: rec.file, phaseNumber, phase }, result2.id = rec.checkpointId;
      }
      return saveSession(ctx2.paths, state), result2;
    },
    { timeoutMs: 5e3 }
  );
}

// src/app/sessions.ts
init_errors();
init_api2();
init_schema();

// src/domain/session/sidecar-files.ts
var import_node_fs52 = require("node:fs"), import_node_path51 = require("node:path");
init_atomic();
init_errors();
init_lock();
init_keys();
init_hash();

// src/domain/session/shell-words.ts
var WRAPPERS2 = /* @__PURE__ */ new Map([
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
  let w2 = words;
  for (; ; ) {
    for (; w2.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w2[0]) || KEYWORDS.has(w2[0])); ) w2 = w2.slice(1);
    if (!w2.length) return w2;
    let prog = w2[0].slice(w2[0].lastIndexOf("/") + 1);
    if (prog === "timeout") {
      let i2 = 1;
      for (; i2 < w2.length && w2[i2].startsWith("-"); )
        i2 += ["-s", "-k", "--signal", "--kill-after"].includes(w2[i2]) ? 2 : 1;
      w2 = w2.slice(i2 + 1);
      continue;
    }
    let valued = WRAPPERS2.get(prog);
    if (!valued) return [prog, ...w2.slice(1)];
    let i = 1;
    for (; i < w2.length && w2[i].startsWith("-") && w2[i] !== "--"; ) i += valued.has(w2[i]) ? 2 : 1;
    w2[i] === "--" && i++, w2 = w2.slice(i);
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
function gitArgs(w2) {
  if (w2[0] !== "git") return;
  let i = 1;
  for (; i < w2.length && w2[i].startsWith("-"); ) i += GIT_VALUE_OPTIONS.has(w2[i]) ? 2 : 1;
  return i < w2.length ? { sub: w2[i], args: w2.slice(i + 1) } : void 0;
}
function git3(name, sub, test, word = sub) {
  return {
    name,
    test: (w2) => {
      let g2 = gitArgs(w2);
      return g2 !== void 0 && g2.sub === sub && test(g2.args);
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
function findClauses(w2) {
  let out2 = [];
  if (w2[0] !== "find") return out2;
  for (let i = 1; i < w2.length; i++) {
    if (!["-exec", "-execdir", "-ok", "-okdir"].includes(w2[i])) continue;
    let end = w2.findIndex((x, j2) => j2 > i && (x === ";" || x === "+"));
    if (end < 0) break;
    out2.push(unwrap(w2.slice(i + 1, end))), i = end;
  }
  return out2;
}
var INTERPRETER = /^(python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby[0-9.]*|node|nodejs|bun|deno|php[0-9.]*)$/;
function inlineCode(w2) {
  if (!INTERPRETER.test(w2[0] ?? "")) return [];
  let out2 = [];
  for (let i = 1; i < w2.length; i++) {
    let a = w2[i], eq = /^--(eval|print)=(.*)$/s.exec(a);
    eq ? out2.push(eq[2]) : (/^-[A-Za-z]*[ceEpr]$/.test(a) || a === "--eval" || a === "--print" || i === 1 && a === "eval") && i + 1 < w2.length && out2.push(w2[i + 1]);
  }
  return out2;
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
    test: (w2) => w2[0] === "rm" && (hasShort(w2.slice(1), "rR") || has(w2, "--recursive")),
    texts: ["rm "]
  },
  git3("git reset --hard", "reset", (a) => has(a, "--hard"), "--hard"),
  git3("git clean", "clean", (a) => !has(a, "-n", "--dry-run") && !hasShort(a, "n")),
  git3("git checkout --", "checkout", (a) => has(a, "--", ".", "--force") || hasShort(a, "f")),
  git3("git restore", "restore", (a) => !has(a, "--staged", "-S") || has(a, "--worktree", "-W")),
  git3("git switch --discard-changes", "switch", (a) => has(a, "--discard-changes", "--force") || hasShort(a, "f")),
  // `+ref` forces one ref; `:ref` deletes a remote branch.
  git3(
    "git push --force",
    "push",
    (a) => has(a, "--force", "--force-with-lease", "--delete", "--mirror") || hasShort(a, "fd") || a.some((x) => x.startsWith("+") || /^:./.test(x))
  ),
  git3(
    "git branch -D",
    "branch",
    (a) => hasShort(a, "D") || (has(a, "--delete") || hasShort(a, "d")) && (has(a, "--force") || hasShort(a, "f"))
  ),
  git3("git stash drop", "stash", (a) => a[0] === "drop" || a[0] === "clear"),
  // Untracked (`-u`) or ignored (`-a`) files leave the working tree for the stash, and are lost
  // with it (`drop`, `clear`) or left behind by a `pop` that stops at a conflict; `show -u` only shows.
  git3(
    "git stash -u",
    "stash",
    (a) => (a[0] === void 0 || a[0].startsWith("-") || a[0] === "push" || a[0] === "save") && (has(a, "--include-untracked", "--all") || hasShort(a, "ua"))
  ),
  git3(
    "git rm -f",
    "rm",
    (a) => (has(a, "--force") || hasShort(a, "f")) && !has(a, "--cached", "--dry-run") && !hasShort(a, "n"),
    "rm "
  ),
  git3("git worktree remove --force", "worktree", (a) => a[0] === "remove" && (has(a, "--force") || hasShort(a, "f"))),
  // Commits only the reflog still reaches, and objects nothing reaches: `expire --expire=now`, `gc --prune=now`, `prune`.
  git3(
    "git reflog expire",
    "reflog",
    (a) => a[0] === "delete" || a[0] === "expire" && has(a, "--expire", "--expire-unreachable")
  ),
  git3("git gc --prune", "gc", (a) => a.some((x) => x.startsWith("--prune=")), "prune"),
  git3("git prune", "prune", (a) => !has(a, "--dry-run") && !hasShort(a, "n")),
  git3("git filter-branch", "filter-branch", () => !0, "filter-"),
  git3("git filter-repo", "filter-repo", (a) => !has(a, "--analyze", "--dry-run"), "filter-"),
  { name: "truncate", test: (w2) => w2[0] === "truncate", texts: ["runcate"], words: [anyCase("truncate")] },
  {
    name: "find -delete",
    test: (w2) => w2[0] === "find" && (w2.includes("-delete") || findClauses(w2).some((c) => FIND_DELETERS.has(c[0] ?? ""))),
    // A deleter's name comes before its clause's `;` or `+` (`rm ;`, `rm {} +`).
    texts: ["-del", "rm ", "unlink", "shred", "runcate"],
    words: ["-delete", "-exec", "-ok"]
  },
  {
    name: "rsync --delete",
    test: (w2) => w2[0] === "rsync" && w2.some((a) => a === "--del" || a.startsWith("--delete")) && !has(w2, "--dry-run") && !hasShort(w2.slice(1), "n"),
    texts: ["-del"],
    // `--del` ends its word (risky.sh's text ends with a blank): not `--delimiter`.
    words: ["-delete", "--del[ ;&|()$`]"]
  },
  {
    name: "mv to /dev/null",
    test: (w2) => w2[0] === "mv" && mvTarget(w2.slice(1)) === "/dev/null",
    texts: ["mv */dev/null"]
  },
  {
    name: "deleting code",
    test: (w2) => inlineCode(w2).some((code) => DELETING_CALLS.some((c) => c.re.test(code))),
    texts: DELETING_CALLS.map((c) => c.text),
    words: DELETING_CALLS.map((c) => c.word ?? c.text)
  },
  { name: "dd of=", test: (w2) => w2[0] === "dd" && w2.some((a) => a.startsWith("of=")), texts: ["of="] },
  { name: "mkfs", test: (w2) => /^mkfs(\.|$)/.test(w2[0] ?? ""), texts: ["mkfs"] },
  { name: "shred", test: (w2) => w2[0] === "shred", texts: ["shred"] }
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
  return (0, import_node_path51.join)(paths.stateDir, "sidecars");
}
function sidecarFiles(paths, sessionId) {
  let base = (0, import_node_path51.join)(sidecarDir(paths), assertSafeKey("session id", sessionId));
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
function sidecarLockIds(paths) {
  try {
    return new Set(
      (0, import_node_fs52.readdirSync)(sidecarDir(paths)).filter((n) => n.endsWith(".lock")).map((n) => n.slice(0, -5))
    );
  } catch (err) {
    return errnoCode(err) === "ENOENT" ? /* @__PURE__ */ new Set() : void 0;
  }
}
function sidecarPid(paths, sessionId) {
  let info = inspectLock(sidecarFiles(paths, sessionId).lock, SIDECAR_LEASE_MS);
  return info && !info.stale ? info.pid : void 0;
}

// src/app/sessions.ts
var READS = 16;
async function sessions(ctx2, o = {}) {
  if (o.status && ![...LIFECYCLES, "pending"].includes(o.status))
    throw new CheckpointError("USAGE", `--status must be ${LIFECYCLES.join(", ")} or pending`);
  let config2 = await ctx2.config(), store = await ctx2.volume(), clock = { now: ctx2.now().getTime(), staleMs: config2.session.staleSeconds * 1e3 }, open3 = new Set(
    scanCheckpoints({ completed: !1 }, { checkpointsDir: ctx2.paths.checkpointsDir }).records.map(
      (r) => r.record.sessionId
    )
  ), ids = o.session ? [await requireSession(ctx2, store, o.session)] : await listSessions(store), here = { ...clock, open: open3, states: sessionStateIds(ctx2.paths), locks: sidecarLockIds(ctx2.paths) };
  return (await mapLimit(ids, READS, (sessionId) => sessionRow(ctx2, store, sessionId, here))).filter(
    (row) => row !== void 0 && (!o.status || o.status === row.status || o.status === "pending" && row.pending.length > 0)
  ).sort((a, b2) => a.lastCheckpointAt < b2.lastCheckpointAt ? 1 : -1);
}
async function sessionRow(ctx2, store, sessionId, here) {
  let entries = (await loadIndex(store, sessionId)).checkpoints, last = entries.filter((e) => !e.safety).at(-1);
  if (!last) return;
  let local = !here.states || here.states.has(sessionId) ? loadSession(ctx2.paths, sessionId) : void 0, status2 = lifecycleOf(local, here.now, here.staleMs), carriedBy = local?.carriedOverBy, heartbeat = local?.heartbeatAt ?? null, unverified;
  if (!local) {
    let stored = await readVolumeStatus(store, sessionId).catch(() => {
    }), remote = stored && (!stored.untrusted || stored.untrusted.missingKey) ? stored.status : void 0;
    stored?.untrusted?.missingKey && (unverified = stored.untrusted.why), status2 = remoteLifecycle(remote?.status, remote?.lastSign, here.now, here.staleMs), heartbeat = remote?.heartbeatAt ?? null, carriedBy = remote?.carriedOverBy;
  }
  let row = {
    sessionId,
    status: status2,
    lastCheckpoint: last.id,
    lastCheckpointAt: last.created_at,
    checkpoints: entries.length,
    heartbeat_at: heartbeat,
    sidecar_pid: (!here.locks || here.locks.has(sessionId) ? sidecarPid(ctx2.paths, sessionId) : void 0) ?? null,
    pending: entries.filter((e) => !e.safety && e.approval?.status === "pending").map((e) => e.id)
  };
  local?.phase ? row.phase = `${local.phase.number} ${local.phase.name}${!local.runCompleted && here.open.has(sessionId) ? "" : " (closed)"}` : last.phase !== void 0 && (row.phase = `${last.phase} ${phaseName(last.phase) ?? "?"}`), last.project && (row.project = last.project);
  let task = entries.findLast((e) => !e.safety && e.task)?.task;
  return task && (row.task = task), status2 === "carried_over" && carriedBy && (row.carried_over_by = carriedBy), unverified && (row.unverified = unverified), row;
}

// src/app/agent-tools.ts
function toolContext() {
  let paths = paiPaths({ paiDir: process.env.PAI_DIR });
  return createAppContext({
    paths,
    now: () => /* @__PURE__ */ new Date(),
    env: process.env,
    cwd: process.cwd(),
    warn: (m2) => logLine(paths, "mcp", process.env.CLAUDE_CODE_SESSION_ID ?? "-", `warning: ${m2}`)
  });
}
var STATUSES2 = ["failed", "crashed", "paused", "ended", "running", "any"];
async function listResumableSessions(ctx2, o) {
  let status2 = o.status ?? "failed";
  if (!STATUSES2.includes(status2))
    throw new CheckpointError("USAGE", `status "${status2}" is not one of ${STATUSES2.join(", ")}`);
  let ours = status2 === "failed" ? "crashed" : status2 === "paused" ? "ended" : status2 === "any" ? void 0 : status2, rows = await sessions(ctx2, ours ? { status: ours } : {}), limit = Math.max(1, Math.min(o.limit ?? 20, 200));
  return {
    sessions: rows.slice(0, limit).map((r) => ({
      session_id: r.sessionId,
      status: r.status === "crashed" ? "failed" : r.status,
      last_checkpoint: r.lastCheckpoint,
      updated_at: r.lastCheckpointAt,
      phase: r.phase ?? null,
      project: r.project ?? null,
      checkpoints: r.checkpoints,
      pending_review: r.pending.length
    })),
    total: rows.length
  };
}
async function listSessionCheckpoints(ctx2, o) {
  let store = await ctx2.volume(), sessionId = await requireSession(ctx2, store, o.session_id), { rows } = await checkpointRows(ctx2, { session: sessionId }), picked = rows.filter(
    (r) => r.sizeBytes !== void 0 && (!o.checkpoint_type || r.trigger === o.checkpoint_type) && (!o.clean_only || r.is_clean === !0)
  ).sort((a, b2) => a.id < b2.id ? -1 : 1);
  return {
    session_id: sessionId,
    checkpoints: picked.map((r) => ({
      checkpoint_id: r.id,
      type: r.trigger,
      created_at: r.createdAt,
      current_node: r.phaseNumber ? `${r.phaseNumber} ${r.phase}` : null,
      is_clean: r.is_clean ?? null,
      can_resume_from: r.can_resume_from ?? !1,
      description: r.description ?? "",
      approval: r.approval?.status ?? null,
      tags: r.tags ?? []
    }))
  };
}
async function inspectCheckpoint(ctx2, o) {
  let m2 = (await inspect(ctx2, o.checkpoint_id)).checkpoint;
  if (!m2)
    throw new CheckpointError(
      "NOT_FOUND",
      `${o.checkpoint_id} is a phase record only: no session checkpoint to inspect`,
      "list_session_checkpoints names the session checkpoints"
    );
  if (o.session_id && !m2.session_id.startsWith(o.session_id))
    throw new CheckpointError(
      "NOT_FOUND",
      `checkpoint ${m2.id} belongs to session ${m2.session_id}, not ${o.session_id}`,
      "leave session_id out: checkpoint ids are unique"
    );
  let pai = m2.pai, summary = m2.session_summary, out2 = {
    checkpoint_id: m2.id,
    session_id: m2.session_id,
    type: m2.trigger,
    created_at: m2.created_at,
    current_node: pai?.phase ? `${pai.phase} ${pai.phase_name ?? ""}`.trim() : null,
    execution_path: (pai?.completed_phases ?? []).map(String),
    task: pai?.task ?? null,
    accumulated_outputs: {
      files_modified: summary?.files ?? m2.workspace?.uncommitted_files ?? [],
      decisions: summary?.decisions ?? []
    },
    metrics_snapshot: {
      tool_errors: m2.metrics.tool_errors ?? 0,
      nodes_with_failures: summary?.failed_approaches ?? [],
      cost_estimate_usd: m2.metrics.cost_estimate_usd,
      tokens_used: m2.conversation.tokens_used,
      context: m2.conversation.context ?? null
    },
    is_clean: m2.is_clean ?? null,
    approval: m2.approval,
    tags: m2.tags,
    summary: summary?.markdown ?? null
  };
  return o.include_memory && (out2.memory = { pai: pai ?? null, project: (await showMemory(ctx2).catch(() => {
  }))?.memory ?? null }), out2;
}
async function resumeFromAgent(ctx2, o) {
  let store = await ctx2.volume(), sessionId = await requireSession(ctx2, store, o.session_id), sets = [];
  if (o.memory_modifications && o.memory_modifications.trim() !== "" && o.memory_modifications.trim() !== "{}") {
    let parsed;
    try {
      parsed = JSON.parse(o.memory_modifications);
    } catch {
      throw new CheckpointError(
        "USAGE",
        "memory_modifications is not JSON",
        'give a JSON object, e.g. {"env.ANTHROPIC_MODEL": "claude-x"}'
      );
    }
    if (typeof parsed != "object" || parsed === null || Array.isArray(parsed))
      throw new CheckpointError("USAGE", "memory_modifications must be a JSON object of key: value");
    sets = Object.entries(parsed).map(([k2, v2]) => {
      if (typeof v2 == "object" && v2 !== null)
        throw new CheckpointError(
          "USAGE",
          `memory_modifications.${k2} is not a string, number or boolean`,
          "give each setting a plain value"
        );
      return `${k2}=${String(v2)}`;
    });
  }
  if (o.checkpoint_id) {
    let found = await findCheckpoint(store, o.checkpoint_id);
    if (found && found.sessionId !== sessionId)
      throw new CheckpointError(
        "USAGE",
        `checkpoint ${found.entry.id} belongs to session ${found.sessionId}, not ${sessionId}`,
        "give its own session_id, or leave checkpoint_id out"
      );
  }
  let context = await resumeContext(ctx2, { id: o.checkpoint_id ?? sessionId }), from = o.checkpoint_id ?? (await checkpointRows(ctx2, { session: sessionId })).rows.filter((r) => r.can_resume_from).map((r) => r.id).sort().at(-1) ?? null;
  return {
    session_id: sessionId,
    resumed_from: from,
    status: context.adopted ? "active" : "ready",
    message: context.adopted ? `This session carries the work on from ${context.adopted.closedId} (record ${context.adopted.newId}).` : context.context ? "The resume context is below: continue from it." : `No unfinished PAI work in ${sessionId}; resume the conversation in a terminal with the command.`,
    context: context.context ?? null,
    open_tasks: context.openTasks ?? [],
    command: [
      "pai-checkpoint",
      "resume",
      sessionId,
      ...o.checkpoint_id ? ["--from", o.checkpoint_id] : [],
      ...sets.flatMap((s3) => ["--set", s3])
    ]
  };
}
async function saveFromAgent(ctx2, o) {
  let tags = checkTags(o.tags ?? []), r = await save2(ctx2, { ...o.label ? { name: o.label } : {}, ...tags.length ? { tags } : {} });
  if (r.checkpointError || !r.checkpoint)
    throw new CheckpointError(
      "IO",
      `the session checkpoint was not saved: ${r.checkpointError ?? "unknown error"}${r.record ? ` (only the phase record ${r.record.id} was)` : ""}`,
      "`pai-checkpoint doctor` says what is wrong with the volume"
    );
  return {
    checkpoint_id: r.checkpoint.id,
    label: o.label ?? null,
    tags,
    phase: r.record?.phaseNumber ?? null,
    session_id: r.sessionId
  };
}
async function currentState(ctx2) {
  let { sessionId } = pickSession(ctx2), s3 = loadSession(ctx2.paths, sessionId), last = s3?.lastCheckpointId, summary = null;
  if (last) {
    let store = await ctx2.volume(), m2 = await readManifest(store, sessionId, last).catch(() => {
    });
    summary = m2 ? (await readSummary(store, m2).catch(() => {
    }))?.markdown ?? null : null;
  }
  return {
    session_id: sessionId,
    phase: s3?.phase ? { number: s3.phase.number, name: s3.phase.name } : null,
    completed_phases: s3?.completedPhases ?? [],
    task: s3 && taskSummary(s3) || null,
    isc: s3 ? iscCriteria(ctx2, s3) : [],
    last_checkpoint: last ?? null,
    last_checkpoint_at: s3?.lastCaptureAt ?? null,
    summary
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  currentState,
  inspectCheckpoint,
  listResumableSessions,
  listSessionCheckpoints,
  resumeFromAgent,
  saveFromAgent,
  toolContext
});
