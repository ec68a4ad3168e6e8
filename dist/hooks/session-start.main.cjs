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

// src/core/config-trust.ts
function get(t, path) {
  let v = t;
  for (let p of path) v = isTree(v) ? v[p] : void 0;
  return v;
}
function set(t, path, value) {
  let at = t;
  for (let p of path.slice(0, -1)) {
    let next = at[p];
    at = at[p] = isTree(next) ? { ...next } : {};
  }
  at[path.at(-1)] = value;
}
function trustOf(key) {
  let parts = key.split(".");
  for (let n = parts.length; n >= 1; n--) {
    let k = parts.slice(0, n).join("."), trust = SETTINGS_TRUST[k];
    if (trust) return { key: k, trust };
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
  let out = [];
  for (let [k, v] of Object.entries(t)) {
    let key = prefix ? `${prefix}.${k}` : k;
    SETTINGS_TRUST[key] || !isTree(v) ? out.push(key) : out.push(...leafKeys(v, key));
  }
  return out;
}
function ignoredWhy(t) {
  return `${SCOPE_WORDS[t.scope]}: ${t.why}`;
}
function ignoredNotice(ignored) {
  if (!ignored.length) return;
  let byFile = /* @__PURE__ */ new Map();
  for (let i of ignored) byFile.set(i.file, [...byFile.get(i.file) ?? [], i]);
  return [...byFile].map(([file2, list]) => {
    let whole = list.find((i) => i.key === WHOLE_FILE);
    return whole ? `${file2} was not used, your own settings apply: ${whole.why}` : `${file2}: ${list.length === 1 ? "this setting was" : "these settings were"} ignored (a project's file may make its own checkpoints safer or quieter, nothing else) \u2014 ${list.map((i) => `${i.key} (${i.why})`).join("; ")}`;
  }).join(`
`);
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
    }, isTree = (v) => typeof v == "object" && v !== null && !Array.isArray(v);
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

// src/core/errors.ts
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}
function errnoCode(err) {
  return typeof err == "object" && err !== null && "code" in err && typeof err.code == "string" ? err.code : void 0;
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

// src/core/config-env.ts
function hooksDisabled(env) {
  return env.PAI_CHECKPOINT_DISABLE === "1";
}
function sidecarFromEnv(env) {
  let v = env.PAI_CHECKPOINT_SIDECAR;
  return v ? v !== "0" : void 0;
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
var import_node_fs, READ_WHOLE_MAX_BYTES, FLAGS, RefusedFileError, init_regular = __esm({
  "src/core/regular.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
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

// src/core/json.ts
function describeJsonError(err) {
  let message = err instanceof Error ? err.message : String(err);
  return /is not valid JSON$/.test(message) ? "not valid JSON (unexpected character)" : message.replace(/'[^']*'/g, "a character").replace(/"[^"]*"/g, "\u2026");
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

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  let numericValues = Object.values(entries).filter((v) => typeof v == "number");
  return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
}
function jsonStringifyReplacer(_, value) {
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
  for (let k of Object.keys(iss))
    k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__" || (full[k] = iss[k]);
  return full.path ?? (full.path = []), full.message = message, ctx2?.reportInput && (full.input = iss.input), full;
}
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
    }, safeParse2 = /* @__PURE__ */ _safeParse($ZodRealError);
    _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
      let ctx2 = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx2);
      return result instanceof Promise && (result = await result), result.issues.length ? failure(_Err, result.issues, ctx2) : { success: !0, data: result.value };
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
function urlHostnameOk(url2, hostname6) {
  return hostname6.lastIndex = 0, hostname6.test(url2.hostname);
}
function urlProtocolOk(url2, protocol) {
  return protocol.lastIndex = 0, protocol.test(url2.protocol.endsWith(":") ? url2.protocol.slice(0, -1) : url2.protocol);
}
function capSize(inst, size) {
  let caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  let cap = Math.min(...caps.map((c) => c[0])), parse3 = inst._zod.parse;
  inst._zod.parse = (payload, ctx2) => {
    let n = size(payload.value);
    if (n > cap && !ctx2?.skipChecks && ctx2?.direction !== "backward") {
      for (let [max, ch] of sizeCaps(inst._zod.def.checks))
        if (n > max && ch._zod.def.when(payload)) {
          let start = payload.issues.length;
          return ch._zod.check(payload), payload.issues[start].continue = !1, attachSchema(payload.issues, start, inst), payload;
        }
    }
    return parse3(payload, ctx2);
  };
}
function handleArrayResult(result, final, index) {
  result.issues.length && final.issues.push(...prefixIssues(index, result.issues)), final.value[index] = result.value;
}
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
function handleOptionalResult(payload, result) {
  return payload.value = result.issues.length ? void 0 : result.value, payload;
}
var $ZodType, toStandardResult, $ZodString, $ZodStringFormat, URL_BAD_FORMAT, URL_UNPARSEABLE, asciiTabOrNewline, $ZodURL, $ZodISODateTime, $ZodISODate, $ZodISOTime, $ZodISODuration, $ZodNumber, $ZodNumberFormat, $ZodBoolean, $ZodUnknown, $ZodNever, arraySize, $ZodArray, NO_SYMBOL_KEYS, $ZodObject, $ZodRecord, $ZodEnum, $ZodOptional, init_schemas = __esm({
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
    $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
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
            for (let v of field.values)
              propValues[key].add(v);
            field.optin !== void 0 && propValues[key].add(void 0);
          }
        }
        return propValues;
      });
      let isObject4 = isObject, catchall = def.catchall, value, memo = globalConfig.memoizer;
      memo?.attach(inst), inst._zod.parse = (payload, ctx2) => {
        value ?? (value = _normalized.value);
        let input = payload.value;
        if (!isObject4(input))
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
    }), $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
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
    }), $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
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
          let result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx2);
          return result instanceof Promise ? result.then((result2) => handleOptionalResult(payload, result2)) : handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx2);
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
        let p = schema._zod.parent;
        if (p) {
          let pm = { ...this.get(p) ?? {} };
          delete pm.id;
          let f = { ...pm, ...this._map.get(schema) };
          return Object.keys(f).length ? f : void 0;
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
  let entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
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
var ZodMiniType, ZodMiniString, ZodMiniStringFormat, ZodMiniURL, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniBoolean, ZodMiniUnknown, ZodMiniNever, ZodMiniArray, ZodMiniObject, ZodMiniRecord, ZodMiniEnum, ZodMiniOptional, init_schemas2 = __esm({
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
    ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
      $ZodRecord.init(inst, def), ZodMiniType.init(inst, def);
    });
    ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
      $ZodEnum.init(inst, def), ZodMiniType.init(inst, def), inst.options = [...inst._zod.values];
    });
    ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
      $ZodOptional.init(inst, def), ZodMiniType.init(inst, def);
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

// src/core/redact.ts
function redactUrl(url2) {
  let scheme = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/s.exec(url2);
  if (!scheme) return url2;
  let [, prefix, authority = "", rest = ""] = scheme, at = authority.lastIndexOf("@"), host = at >= 0 ? authority.slice(at + 1) : authority, q = rest.indexOf("?");
  if (q < 0) return `${prefix}${host}${rest}`;
  let hash = rest.indexOf("#", q), cleaned = rest.slice(q + 1, hash < 0 ? void 0 : hash).split("&").map((kv) => {
    let eq = kv.indexOf("="), name = eq < 0 ? kv : kv.slice(0, eq);
    return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=REDACTED` : kv;
  }).join("&");
  return `${prefix}${host}${rest.slice(0, q)}?${cleaned}${hash < 0 ? "" : rest.slice(hash)}`;
}
function decodeURIComponentSafe(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
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
function redactSecretPatterns(text2) {
  let out = text2;
  for (let [kind, re] of SECRET_PATTERNS)
    re.lastIndex = 0, re.test(out) && (re.lastIndex = 0, out = out.replace(
      re,
      (_whole, keep) => kind === "bearer-token" || kind === "secret-value" ? `${keep ?? ""}[REDACTED:${kind}]` : `[REDACTED:${kind}]`
    ));
  return out;
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
  let walk = (schema, prefix) => {
    let def = schema._zod.def;
    return def.type === "optional" ? walk(def.innerType, prefix) : def.type !== "object" || !def.shape ? [prefix] : Object.entries(def.shape).flatMap(([k, v]) => walk(v, prefix ? `${prefix}.${k}` : k));
  };
  return walk(fileSchema, "");
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
              Object.fromEntries(PRIORITIES.map((p) => [p, optional(array(string2()))]))
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
    for (let k of Object.keys(fields))
      if (!CHANNEL_NEEDS[t].includes(k) && !CHANNEL_MAY[t].includes(k))
        throw new CheckpointError(
          "INVALID_DATA",
          `${file2}: notifications.channels.${name}: ${k} is not a field of a ${t} channel`,
          `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(", ")}`
        );
    for (let k of ["webhook_url", "url", "server"]) {
      let v = fields[k], why = typeof v == "string" ? insecureUrl(v) : void 0;
      if (why)
        throw new CheckpointError(
          "INVALID_DATA",
          `${file2}: notifications.channels.${name}.${k}: ${why}`,
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
    PRIORITIES.map((p) => [p, n?.routing?.[p] ?? (p === "info" || !fallback ? [] : [fallback])])
  );
  for (let p of PRIORITIES) {
    let unknown2 = routing[p].find((name) => !channels[name]);
    if (unknown2)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: notifications.routing.${p}: no channel "${unknown2}"`,
        `define [notifications.channels.${unknown2}], or use ${Object.keys(channels).join(", ") || "a channel you define"}`
      );
  }
  return { channels, routing };
}
function insecureUrl(value) {
  if (value.includes("${")) return;
  let u;
  try {
    u = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not a URL`;
  }
  if (u.protocol === "https:") return;
  let loopback = u.hostname === "localhost" || u.hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(u.hostname);
  if (!(u.protocol === "http:" && loopback))
    return `${redactUrl(value)} is not https`;
}
function integrationsConfig(i, file2) {
  let api = (section, v, fallback) => {
    let why = v === void 0 ? void 0 : insecureUrl(v);
    if (why)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: integrations.${section}.api_url: ${why}`,
        "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)"
      );
    return v ?? fallback;
  }, g = i?.github, l = i?.linear;
  return {
    github: g ? {
      token: g.token,
      defaultRepo: g.default_repo,
      apiUrl: api("github", g.api_url, "https://api.github.com"),
      createOnError: g.create_on_error ?? !1
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
  let m = /^s3:\/\/([^/?#]+)(\/[^?#]*)?$/i.exec(url2), bucket = m?.[1] ?? "", prefix = (m?.[2] ?? "").replace(/^\/+|\/+$/g, "");
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

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string3, ptr) {
  let lines = string3.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string3, line, column) {
  let lines = string3.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
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
        let s = ctx2.s.slice(sliceStart, ctx2.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx2.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx2.s.slice(sliceStart, sliceStart = ctx2.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx2.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx2.p++) {
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
  let str = ctx2.s.slice(startPtr, ctx2.p);
  return hasUnderscores && (str = str.replaceAll("_", "")), state > 1 ? parseFloat(str) : parseInteger(ctx2, str, 10, startPtr);
}
function parseIntegerBaseN(ctx2, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx2.p < ctx2.s.length && (c = ctx2.s.charCodeAt(ctx2.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx2), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx2);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx2);
  let str = ctx2.s.slice(startPtr + 2, ctx2.p);
  return underscore && (str = str.replaceAll("_", "")), parseInteger(ctx2, str, base, startPtr);
}
function parseInteger(ctx2, str, base, startPtr) {
  if (ctx2.bi !== !0)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx2.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx2, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
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
function readDate(ctx2, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx2.ld) {
    let date3 = new TomlDate(str, type, unsafeDelim);
    return date3.isValid() || TomlError.x("invalid date", ctx2, errPtr), date3;
  }
  try {
    switch (temporalSuffix && (str += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
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
function parseKey(ctx2, end = 61) {
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
    let k, t = res, hasOwn = !1, errPtr = ctx2.p, key = parseKey(ctx2);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx2, errPtr);
      let unsafe = k === "__proto__";
      if (ctx2.uk && (unsafe || k === "constructor")) {
        t = ctx2.uk !== 1 && TomlError.x("document contains an unsafe property", ctx2, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx2, errPtr), skipVoid(ctx2, !0, !0);
    let value = extractValue(
      ctx2,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx2), (c = ctx2.s.charCodeAt(ctx2.p++)) === 125)
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
  let t = table, m = meta2, k, hasOwn = !1, state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      if (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null), m = (state = m[k]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m = m[l].c;
      }
    }
    if (k = key[i], (hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx2.uk && (unsafe || k === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m, k, { enumerable: !0, configurable: !0, writable: !0 })), m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m[k], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k] = []), t[k].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k, t, state.c];
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
  }, res = /* @__PURE__ */ Object.create(null), meta2 = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta2;
  for (toml.charCodeAt(0) === 65279 && ctx2.p++, skipVoid(ctx2); ctx2.p < toml.length; ) {
    if (toml.charCodeAt(ctx2.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx2.p) === 91;
      tmp = ctx2.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx2,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx2.p) !== 93 && TomlError.x("expected end of table array declaration", ctx2), ctx2.p++);
      let p = peekTable(
        ctx2,
        k,
        res,
        meta2,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx2, p, tmp), skipping = !0);
    } else {
      tmp = ctx2.p;
      let k = parseKey(ctx2), p = peekTable(
        ctx2,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx2, p, tmp), skipVoid(ctx2, !0, !0);
      let v = extractValue(ctx2, void 0);
      p && !skipping && (p[1][p[0]] = v);
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
function formatWellFormedStringUnchecked(s) {
  return JSON.stringify(s).replaceAll("\x7F", "\\u007f");
}
function formatString(s) {
  return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s.toWellFormed() : s);
}
function formatKey(s) {
  if (BARE_KEY.test(s))
    return s;
  if (HAS_WELLFORMED && !s.isWellFormed())
    throw new RangeError("key contains illegal lone surrogates");
  return formatWellFormedStringUnchecked(s);
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
    let k = keys[i];
    i && (res += ", "), res += formatKey(k) + " = " + stringifyValue(obj[k], extendedTypeOf(obj[k]), depth - 1, numberAsFloat, strictTemporal);
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
    let k = keys[i];
    if (obj[k] !== null && obj[k] !== void 0) {
      let type = extendedTypeOf(obj[k]);
      if (type === "symbol" || type === "function")
        throw new TypeError(`cannot serialize values of type '${type}'`);
      let key = formatKey(k);
      if (type === "array" && isArrayOfTables(obj[k]))
        tables += (tables && `
`) + stringifyArrayTable(obj[k], prefix ? `${prefix}.${key}` : key, depth - 1, numberAsFloat, strictTemporal);
      else if (type === "object") {
        let tblKey = prefix ? `${prefix}.${key}` : key;
        tables += (tables && `
`) + stringifyTable(tblKey, obj[k], tblKey, depth - 1, numberAsFloat, strictTemporal);
      } else
        preamble += key, preamble += " = ", preamble += stringifyValue(obj[k], type, depth, numberAsFloat, strictTemporal), preamble += `
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
  let str = stringifyTable(0, obj, "", maxDepth, numbersAsFloat, strictTemporal);
  return str[str.length - 1] !== `
` ? str + `
` : str;
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
function readToml(file2, text2, parse3) {
  let raw;
  try {
    raw = parse3(text2);
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
function projectLayer(mine, file2, text2, parse3) {
  let theirs;
  try {
    theirs = readToml(file2, text2, parse3);
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
  let sources = [], ignored = [], parse3, c = {}, userText = readConfigText(userFile);
  userText !== void 0 && (parse3 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse, c = readToml(userFile, userText, parse3), sources.push(userFile));
  let userOff = c.capture?.enabled === !1, stricterPolicy2;
  if (projectFile && (0, import_node_path17.resolve)(projectFile) !== (0, import_node_path17.resolve)(userFile)) {
    let text2;
    try {
      text2 = readConfigText(projectFile);
    } catch (err) {
      ignored.push({ file: projectFile, key: WHOLE_FILE, why: errorMessage(err) });
    }
    if (text2 !== void 0) {
      parse3 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse;
      let layer = projectLayer(c, projectFile, text2, parse3);
      c = layer.merged, ignored.push(...layer.ignored), stricterPolicy2 = layer.stricterPolicy, sources.push(projectFile);
    }
  }
  return { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff };
}
var import_node_path17, CONFIG_MAX_BYTES, init_config_files = __esm({
  "src/core/config-files.ts"() {
    "use strict";
    import_node_path17 = require("node:path");
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
function expandHome(p) {
  return p === "~" || p.startsWith("~/") ? (0, import_node_path18.join)((0, import_node_os7.homedir)(), p.slice(1)) : p;
}
function volumePathFrom(value, base, source) {
  return volumeScheme(value, source) ? value : (0, import_node_path18.resolve)(base, expandHome(value));
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
  let v = env[name];
  if (v === void 0 || v === "") return;
  let n = Number(v);
  if (!Number.isFinite(n) || n < 0)
    throw new CheckpointError("INVALID_DATA", `environment variable ${name}=${JSON.stringify(v)} is not a number`);
  return n;
}
function sessionSettings(env, s) {
  return {
    staleSeconds: num(env, "PAI_CHECKPOINT_STALE_SECONDS") ?? s?.stale_seconds ?? DEFAULTS.staleSeconds,
    sidecar: sidecarFromEnv(env) ?? s?.sidecar ?? !0,
    heartbeatSeconds: num(env, "PAI_CHECKPOINT_HEARTBEAT_SECONDS") ?? s?.heartbeat_seconds ?? DEFAULTS.heartbeatSeconds,
    pollSeconds: num(env, "PAI_CHECKPOINT_POLL_SECONDS") ?? s?.poll_seconds ?? DEFAULTS.pollSeconds,
    shutdownSeconds: num(env, "PAI_CHECKPOINT_SHUTDOWN_SECONDS") ?? s?.shutdown_seconds ?? DEFAULTS.shutdownSeconds
  };
}
function sessionTimings(config2) {
  return config2?.session ?? sessionSettings({}, void 0);
}
function monitorConfig(env, m, file2) {
  let mode = env[`${MONITOR_ENV}MODE`] || m?.mode;
  if (mode !== void 0 && !MONITOR_MODES.includes(mode))
    throw new CheckpointError(
      "INVALID_DATA",
      `${MONITOR_ENV}MODE=${JSON.stringify(mode)} is not a monitor mode`,
      `set it to ${MONITOR_MODES.join(", ")}`
    );
  let root = env[`${MONITOR_ENV}WORKSPACE_ROOT`] || m?.workspace_root;
  return {
    timeoutSeconds: positive(env, `${MONITOR_ENV}TIMEOUT_SECONDS`) ?? m?.timeout_seconds ?? DEFAULTS.monitorTimeoutSeconds,
    resumeDelaySeconds: num(env, `${MONITOR_ENV}RESUME_DELAY_SECONDS`) ?? m?.resume_delay_seconds ?? DEFAULTS.monitorResumeDelaySeconds,
    pollSeconds: positive(env, `${MONITOR_ENV}POLL_SECONDS`) ?? m?.poll_seconds ?? DEFAULTS.monitorPollSeconds,
    maxSilenceHours: positive(env, `${MONITOR_ENV}MAX_SILENCE_HOURS`) ?? m?.max_silence_hours ?? DEFAULTS.monitorMaxSilenceHours,
    // A relative root in a file is relative to that file's folder; in the variable, to the home folder.
    workspaceRoot: root ? (0, import_node_path18.resolve)(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? (0, import_node_os7.homedir)() : (0, import_node_path18.dirname)(file2), expandHome(root)) : (0, import_node_path18.join)((0, import_node_os7.homedir)(), "pai-sessions"),
    mode,
    claudeArgs: claudeArgs(env[`${MONITOR_ENV}CLAUDE_ARGS`]) ?? m?.claude_args ?? [],
    startSeconds: positive(env, `${MONITOR_ENV}START_SECONDS`) ?? m?.start_seconds
  };
}
function positive(env, name) {
  let n = num(env, name);
  if (n === 0) throw new CheckpointError("INVALID_DATA", `environment variable ${name}=0 must be more than 0`);
  return n;
}
function claudeArgs(raw) {
  if (raw === void 0 || raw === "") return;
  let v;
  try {
    v = JSON.parse(raw);
  } catch {
    v = void 0;
  }
  if (!Array.isArray(v) || !v.every((a) => typeof a == "string"))
    throw new CheckpointError(
      "INVALID_DATA",
      `${MONITOR_ENV}CLAUDE_ARGS must be a JSON array of strings, got ${JSON.stringify(raw.slice(0, 100))}`,
      'e.g. ["--permission-mode","acceptEdits"]'
    );
  return v;
}
function approvalConfig(a, file2, project) {
  let policies = Object.assign(
    /* @__PURE__ */ Object.create(null),
    BUILTIN_POLICIES
  );
  for (let [name, p] of Object.entries(a?.policies ?? {})) {
    let builtIn = BUILTIN_POLICIES[name], both = (p.auto_approve ?? []).filter((t) => (p.require_review ?? []).includes(t));
    if (both.length)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: approval.policies.${name}: ${both.join(", ")} is in both auto_approve and require_review`,
        "keep each trigger in one of the two lists"
      );
    let requireReview = [
      .../* @__PURE__ */ new Set([
        ...p.require_review ?? [],
        ...(builtIn?.requireReview ?? []).filter((t) => !(p.auto_approve ?? []).includes(t))
      ])
    ], autoApprove = [
      .../* @__PURE__ */ new Set([
        ...p.auto_approve ?? [],
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
  let out = [];
  for (let [pattern, tokens] of Object.entries(windows ?? {}))
    try {
      out.push([new RegExp(pattern, "i"), tokens]);
    } catch (err) {
      throw new CheckpointError(
        "INVALID_DATA",
        `${file2}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`,
        'write a model name, or a pattern such as "sonnet"'
      );
    }
  return [...out, ...DEFAULT_WINDOWS];
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
  let env = o.env ?? process.env, userFile = (0, import_node_path18.join)(o.paiDir, "checkpoint.toml"), projectFile = o.project ? (0, import_node_path18.join)(o.project, ".pai", "checkpoint.toml") : void 0, { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff } = await readLayers(userFile, projectFile), base = (0, import_node_path18.dirname)(userFile), volume = c.volume?.path ? volumePathFrom(c.volume.path, base, `${userFile}: [volume] path`) : (0, import_node_path18.join)(o.paiDir, "volume");
  env.PAI_CHECKPOINT_VOLUME && (volume = volumePathFrom(env.PAI_CHECKPOINT_VOLUME, o.paiDir, "PAI_CHECKPOINT_VOLUME"));
  let keyFile = c.encryption?.key_file, envKey = env.PAI_CHECKPOINT_KEY, encryption = envKey ? { text: envKey, source: "PAI_CHECKPOINT_KEY" } : keyFile ? { file: (0, import_node_path18.resolve)(o.paiDir, expandHome(keyFile)) } : void 0;
  return {
    volume: {
      path: volume,
      endpoint: c.volume?.endpoint,
      pathStyle: c.volume?.path_style,
      large: largeTier(c.volume?.large, userFile)
    },
    keys: { encryption, signingFile: (0, import_node_path18.join)(o.paiDir, "checkpoint", "signing.key") },
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
var import_node_os7, import_node_path18, BUILTIN_POLICIES, MONITOR_ENV, DEFAULT_WINDOWS, init_config = __esm({
  "src/core/config.ts"() {
    "use strict";
    import_node_os7 = require("node:os"), import_node_path18 = require("node:path");
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

// src/app/hooks/session-start.ts
var import_node_fs17 = require("node:fs"), import_node_path20 = require("node:path");
init_config_trust();
init_errors();

// src/core/paths.ts
var import_node_os = require("node:os"), import_node_path = require("node:path");

// src/core/hash.ts
var import_node_crypto = require("node:crypto");
function sha256Hex(data) {
  return (0, import_node_crypto.createHash)("sha256").update(data).digest("hex");
}

// src/core/paths.ts
function resolvePaiDir(env = process.env) {
  let dir = env.PAI_DIR;
  return dir ? (0, import_node_path.resolve)(dir) : (0, import_node_path.join)((0, import_node_os.homedir)(), ".pai");
}
function resolveClaudeDir(env = process.env) {
  let dir = env.CLAUDE_CONFIG_DIR;
  return dir ? (0, import_node_path.resolve)(dir) : (0, import_node_path.join)((0, import_node_os.homedir)(), ".claude");
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

// src/domain/session/resume.ts
init_config_env();

// src/domain/records/events.ts
var import_node_fs3 = require("node:fs"), import_node_path3 = require("node:path");

// node_modules/nanoid/index.js
var import_node_crypto2 = require("node:crypto");

// node_modules/nanoid/url-alphabet/index.js
var urlAlphabet = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";

// node_modules/nanoid/index.js
var POOL_SIZE_MULTIPLIER = 128, pool, poolOffset;
function fillPool(bytes) {
  if (bytes < 0) throw new RangeError("Wrong ID size");
  try {
    !pool || pool.length < bytes ? (pool = Buffer.allocUnsafe(bytes * POOL_SIZE_MULTIPLIER), import_node_crypto2.webcrypto.getRandomValues(pool), poolOffset = 0) : poolOffset + bytes > pool.length && (import_node_crypto2.webcrypto.getRandomValues(pool), poolOffset = 0);
  } catch (e) {
    throw pool = void 0, e;
  }
  poolOffset += bytes;
}
function nanoid(size = 21) {
  fillPool(size |= 0);
  let id = "";
  for (let i = poolOffset - size; i < poolOffset; i++)
    id += urlAlphabet[pool[i] & 63];
  return id;
}

// src/core/atomic.ts
var import_node_fs2 = require("node:fs"), import_node_crypto3 = require("node:crypto"), import_node_path2 = require("node:path");
init_errors();
init_regular();
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
  let dir = (0, import_node_path2.dirname)(target), temp = (0, import_node_path2.join)(dir, `${TEMP_PREFIX}${(0, import_node_path2.basename)(target)}.${process.pid}.${(0, import_node_crypto3.randomBytes)(6).toString("hex")}`), fd;
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
  options.fsync !== !1 && fsyncDir((0, import_node_path2.dirname)(target));
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

// src/domain/records/events.ts
init_errors();
function appendEvent(eventsDir, action, data, sessionId, now = /* @__PURE__ */ new Date()) {
  let timestamp = now.toISOString(), event = {
    id: nanoid(),
    timestamp,
    sessionId: sessionId || "unknown",
    type: "custom",
    data: { action, ...data }
  }, file2 = (0, import_node_path3.join)(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`), line = `${JSON.stringify(event)}
`;
  try {
    (0, import_node_fs3.appendFileSync)(file2, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(eventsDir), (0, import_node_fs3.appendFileSync)(file2, line, { mode: 384 });
  }
  return event;
}

// src/domain/session/resume.ts
init_errors();

// src/core/lock.ts
var import_node_fs4 = require("node:fs"), import_node_crypto4 = require("node:crypto"), import_node_os2 = require("node:os"), import_node_path4 = require("node:path");
init_errors();
var HOST = (0, import_node_os2.hostname)(), DEFAULT_LEASE_MS = 1e4;
function processStart(pid) {
  try {
    let stat = (0, import_node_fs4.readFileSync)(`/proc/${pid}/stat`, "utf8");
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
    let stat = (0, import_node_fs4.readFileSync)(`/proc/${pid}/stat`, "utf8"), state = stat[stat.lastIndexOf(")") + 2];
    return state !== "Z" && state !== "X";
  } catch {
    return process.platform !== "linux";
  }
}
function readLock(path) {
  try {
    let content = (0, import_node_fs4.readFileSync)(path, "utf8"), { mtimeMs } = (0, import_node_fs4.statSync)(path);
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
  let aside = `${path}.stale-${(0, import_node_crypto4.randomBytes)(6).toString("hex")}`;
  try {
    (0, import_node_fs4.renameSync)(path, aside);
  } catch {
    return;
  }
  let moved = "";
  try {
    moved = (0, import_node_fs4.readFileSync)(aside, "utf8");
  } catch {
  }
  if (moved !== judged)
    try {
      (0, import_node_fs4.linkSync)(aside, path);
    } catch {
    }
  safeUnlink(aside);
}
function createLockFile(path, token) {
  let temp = (0, import_node_path4.join)((0, import_node_path4.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path4.basename)(path)}.${process.pid}.${(0, import_node_crypto4.randomBytes)(4).toString("hex")}`);
  (0, import_node_fs4.writeFileSync)(temp, token, { mode: 384 });
  try {
    return (0, import_node_fs4.linkSync)(temp, path), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST") return !1;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    let fd = (0, import_node_fs4.openSync)(path, "wx", 384);
    try {
      (0, import_node_fs4.writeSync)(fd, token);
    } finally {
      (0, import_node_fs4.closeSync)(fd);
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
        if ((0, import_node_fs4.readFileSync)(path, "utf8") === token) {
          let now = /* @__PURE__ */ new Date();
          (0, import_node_fs4.utimesSync)(path, now, now);
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
        return (0, import_node_fs4.readFileSync)(path, "utf8") === token;
      } catch {
        return !1;
      }
    },
    release() {
      if (!released) {
        released = !0, clearInterval(refresh);
        try {
          (0, import_node_fs4.readFileSync)(path, "utf8") === token && safeUnlink(path);
        } catch {
        }
      }
    }
  };
}

// src/domain/records/api.ts
init_defaults();
init_config_env();
init_errors();

// node_modules/ulid/dist/node/index.js
var import_node_crypto5 = __toESM(require("node:crypto"), 1);
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
  let rootLookup = detectRoot(), globalCrypto = rootLookup && (rootLookup.crypto || rootLookup.msCrypto) || (typeof import_node_crypto5.default < "u" ? import_node_crypto5.default : null);
  if (typeof globalCrypto?.getRandomValues == "function")
    return () => {
      let buffer = new Uint8Array(1);
      return globalCrypto.getRandomValues(buffer), buffer[0] / 256;
    };
  if (typeof globalCrypto?.randomBytes == "function")
    return () => globalCrypto.randomBytes(1).readUInt8() / 256;
  if (import_node_crypto5.default?.randomBytes)
    return () => import_node_crypto5.default.randomBytes(1).readUInt8() / 256;
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

// src/domain/records/seed.ts
init_errors();
init_json();

// src/domain/records/files.ts
var import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");
init_errors();
init_regular();

// src/domain/records/schema.ts
init_mini();
init_json();

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
function metadataOf(record2) {
  let m = record2.metadata, str = (k) => typeof m[k] == "string" ? m[k] : void 0, out = {};
  for (let k of ["source", "checkpointId", "cwd", "project", "transcriptPath", "trigger", "name"]) {
    let v = str(k);
    v !== void 0 && (out[k] = v);
  }
  let cp = m.completedPhases;
  return Array.isArray(cp) && (out.completedPhases = cp.filter((n) => typeof n == "number")), out;
}
function parseRecord(text2) {
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (err) {
    return { ok: !1, error: text2.trim() === "" ? "empty file" : `invalid JSON (${describeJsonError(err)})` };
  }
  let parsed = checkpointStateSchema.safeParse(raw);
  return parsed.success ? { ok: !0, record: parsed.data } : { ok: !1, error: `not an F-010 record (${parsed.error.issues.slice(0, 3).map((i) => {
    let where = i.path.length ? i.path.join(".") : "(root)", detail = "expected" in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, " ");
    return `${where}: ${detail}`;
  }).join("; ")})` };
}

// src/domain/records/files.ts
var RECORD_FILE_RE = /^ckpt-.*\.json$/;
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
  let text2;
  try {
    text2 = readFileIfExists((0, import_node_path5.join)(dir, name), { noFollow: !0 });
  } catch (err) {
    let error = err instanceof RefusedFileError && err.reason === "too-large" ? err.why : err instanceof CheckpointError ? "not a regular file (a symlink, folder or device); not read" : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: !1, file: name, error };
  }
  if (text2 === void 0) return;
  let parsed = parseRecord(text2);
  return parsed.ok ? { ok: !0, file: name, record: parsed.record } : { ok: !1, file: name, error: parsed.error };
}

// src/domain/records/index-cache.ts
var import_node_crypto6 = require("node:crypto"), import_node_fs6 = require("node:fs"), import_node_path6 = require("node:path");
var VERSION = 2;
function cacheFiles(stateDir, dir) {
  let key = (0, import_node_crypto6.createHash)("sha1").update(dir).digest("hex").slice(0, 12);
  return { index: (0, import_node_path6.join)(stateDir, `records-index-${key}.json`), summary: (0, import_node_path6.join)(stateDir, `records-summary-${key}.json`) };
}
function readJson(file2) {
  try {
    let text2 = readFileIfExists(file2);
    return text2 ? JSON.parse(text2) : void 0;
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
function entryOf(file2, record2) {
  let meta2 = metadataOf(record2), entry = {
    file: file2,
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
    let names = listRecordNames(this.dir), present = new Set(names), seen = new Set(this.data.seen), read2 = 0;
    if (seen.size > 0) {
      for (let name of seen) present.has(name) || seen.delete(name);
      for (let [sid, s] of Object.entries(this.data.sessions))
        if (s.open = s.open.filter((f) => present.has(f)), !present.has(s.latest.file)) {
          delete this.data.sessions[sid];
          for (let f of [...s.open].sort().reverse()) {
            let r = readRecordFile(this.dir, f);
            read2++, r?.ok && this.addRecord(f, r.record);
          }
        }
      seen.size !== this.data.seen.length && (this.dirty = !0);
    }
    let fresh = names.filter((n) => !seen.has(n)).reverse();
    for (let name of fresh) {
      let r = readRecordFile(this.dir, name);
      if (read2++, !!r) {
        if (r.ok) this.addRecord(name, r.record);
        else {
          let t = filenameTime(name);
          if (t !== void 0 && now - t < YOUNG_MS) continue;
        }
        seen.add(name), this.dirty = !0;
      }
    }
    return this.data.seen = [...seen], read2;
  }
  addRecord(file2, record2) {
    let entry = entryOf(file2, record2), s = this.data.sessions[record2.sessionId];
    s ? (!entry.completed && !s.open.includes(file2) && s.open.push(file2), newer(entry, s.latest) && (s.latest = entry)) : this.data.sessions[record2.sessionId] = { latest: entry, open: entry.completed ? [] : [file2] }, this.dirty = !0;
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
  update(file2, record2) {
    for (let [sid, s] of Object.entries(this.data.sessions))
      if (!(record2 && sid !== record2.sessionId)) {
        if (s.latest.file === file2) {
          if (!record2) delete this.data.sessions[sid];
          else {
            if (s.latest.completed === record2.completed) continue;
            s.latest = entryOf(file2, record2);
          }
          this.dirty = !0;
        }
        (!record2 || record2.completed) && s.open.includes(file2) && (s.open = s.open.filter((f) => f !== file2), this.dirty = !0);
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

// src/domain/records/api-context.ts
init_errors();
function ctx(options = {}) {
  let paths = paiPaths(options), now = options.now ?? (() => /* @__PURE__ */ new Date());
  return { paths, now, warn: (msg) => options.onWarning?.(msg) };
}

// src/domain/records/api.ts
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

// src/platform/process.ts
var import_node_fs7 = require("node:fs"), import_node_os3 = require("node:os");
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "dash", "zsh", "fish", "ksh", "env", "timeout"]);
function procInfo(pid) {
  if (process.platform === "linux")
    try {
      let stat = (0, import_node_fs7.readFileSync)(`/proc/${pid}/stat`, "utf8"), close = stat.lastIndexOf(")"), comm = stat.slice(stat.indexOf("(") + 1, close), rest = stat.slice(close + 2).split(" ");
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
function processLiveness(host, pid, start) {
  if (host !== (0, import_node_os3.hostname)() || !pid) return "unknown";
  if (!pidAlive(pid)) return "dead";
  if (!start) return "alive";
  let info = procInfo(pid);
  return info ? info.start === start ? "alive" : "dead" : "unknown";
}

// src/domain/session/state.ts
var import_node_os4 = require("node:os"), import_node_path7 = require("node:path");
init_errors();
init_keys();
function sessionFile(paths, sessionId) {
  return (0, import_node_path7.join)(paths.sessionsDir, `${assertSafeKey("session id", sessionId)}.json`);
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
    host: (0, import_node_os4.hostname)(),
    startedAt: at,
    heartbeatAt: at,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: !1
  };
}

// src/domain/session/lifecycle.ts
function lifecycleOf(state, now, staleMs) {
  if (!state) return "unknown";
  if (state.disabled) return "disabled";
  if (state.carriedOverAt) return "carried_over";
  let live = processLiveness(state.host, state.claudePid, state.claudeStart);
  return state.interruptedAt && live !== "alive" ? "interrupted" : state.endedAt ? "ended" : live === "alive" ? "running" : live === "dead" || state.crashedAt || now - Date.parse(state.heartbeatAt) > staleMs ? "crashed" : "running";
}
var isDead = (l) => l === "crashed" || l === "interrupted";
function markCarriedOver(state, by, at) {
  return state.carriedOverAt || state.sessionId === by ? !1 : (state.carriedOverAt = at, state.carriedOverBy = by, !0);
}
function markRunning(state) {
  delete state.endedAt, delete state.endReason, delete state.crashedAt, delete state.carriedOverAt, delete state.carriedOverBy, delete state.disabled;
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
var import_node_os5 = require("node:os");

// src/domain/transcript/tasks.ts
var import_node_fs8 = require("node:fs"), import_node_path8 = require("node:path");
init_keys();
var STATUSES = /* @__PURE__ */ new Set(["pending", "in_progress", "completed"]);
function readIscCriteria(sessionId, claudeDir = resolveClaudeDir()) {
  if (!isSafeKey(sessionId)) return [];
  let dir = (0, import_node_path8.join)(claudeDir, "tasks", sessionId), names;
  try {
    names = (0, import_node_fs8.readdirSync)(dir).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  let out = [];
  for (let name of names)
    try {
      let t = JSON.parse((0, import_node_fs8.readFileSync)((0, import_node_path8.join)(dir, name), "utf8")), status = String(t.status ?? "pending");
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
var import_node_fs9 = require("node:fs");

// src/core/json-lines.ts
function parseJsonLine(line) {
  if (line.trim())
    try {
      return JSON.parse(line);
    } catch {
      return;
    }
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
    let n = (0, import_node_fs9.readSync)(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
function readNewLines(path, offset, maxBytes = TAIL_WINDOW, o = {}) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let size = (0, import_node_fs9.fstatSync)(fd).size, start = offset, reset = !1, midLine = o.midLine ?? !1;
      size < start && (start = 0, reset = !0, midLine = !1);
      let limit = Math.max(maxBytes, o.limit ?? TAIL_WINDOW), buf, skipped = 0, read2 = 0;
      for (; ; ) {
        let len = Math.min(maxBytes, size - start);
        if (len <= 0) return { lines: [], reset, skipped, offset: start, more: !1, midLine, read: read2 };
        buf ??= Buffer.allocUnsafe(len);
        let got = readAt(fd, buf, len, start);
        read2 += got;
        let window2 = buf.subarray(0, got), from = 0;
        if (midLine) {
          let nl = window2.indexOf(NL);
          if (from = nl + 1, nl < 0) {
            if (skipped += got, start += got, start >= size || read2 + maxBytes > limit)
              return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read: read2 };
            continue;
          }
          skipped += from, midLine = !1;
        }
        let last = window2.lastIndexOf(NL);
        if (last >= from)
          return { lines: window2.toString("utf8", from, last).split(`
`).filter((l) => l.length > 0), reset, skipped, offset: start + last + 1, more: start + last + 1 < size, midLine: !1, read: read2 };
        if (from > 0 || got < maxBytes)
          return {
            lines: [],
            reset,
            skipped,
            offset: start + from,
            more: from > 0 && start + got < size,
            midLine: !1,
            read: read2
          };
        if (midLine = !0, skipped += got, start += got, start >= size || read2 + maxBytes > limit)
          return { lines: [], reset, skipped, offset: start, more: start < size, midLine, read: read2 };
      }
    } finally {
      (0, import_node_fs9.closeSync)(fd);
    }
}
function lineStartAfter(path, pos, maxBytes = TAIL_WINDOW) {
  if (pos <= 0) return 0;
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let buf = Buffer.allocUnsafe(Math.max(1, Math.min(maxBytes, (0, import_node_fs9.fstatSync)(fd).size - pos + 1))), got = readAt(fd, buf, buf.length, pos - 1), nl = buf.subarray(0, got).indexOf(NL);
      return nl < 0 ? void 0 : pos + nl;
    } finally {
      (0, import_node_fs9.closeSync)(fd);
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

// src/domain/session/tracker.ts
init_errors();

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
var import_node_fs10 = require("node:fs");
init_errors();

// src/domain/session/observe.ts
init_redact();
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
    size = (0, import_node_fs10.statSync)(path).size;
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
  if (state.heartbeatAt = now.toISOString(), state.cwd = cwd, state.project = project, payload.transcript_path && (!known || state.transcriptPath !== payload.transcript_path) && (state.transcriptOffset = 0, delete state.transcriptMidLine, state.transcriptUnseen = !0), payload.transcript_path && (state.transcriptPath = payload.transcript_path), options.refindProcess || state.claudePid === void 0 || state.host !== (0, import_node_os5.hostname)()) {
    let proc = findClaudeProcess();
    state.host = (0, import_node_os5.hostname)(), proc ? (state.claudePid = proc.pid, state.claudeStart = proc.start) : (delete state.claudePid, delete state.claudeStart);
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
function tasksMissingHere(ctx2, state) {
  return !state.tasks || readIscCriteria(state.sessionId, resolveClaudeDir(ctx2.env)).length > 0 ? [] : criteriaFromTasks(state.tasks).filter((c) => c.status !== "completed");
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
  let offered2 = state.offered;
  delete state.offered;
  let sameTask = !!state.task && state.task === offered2.task;
  return phase < offered2.phaseNumber && !sameTask ? !1 : (state.completedPhases = [
    .../* @__PURE__ */ new Set([
      ...offered2.completedPhases,
      ...Array.from({ length: Math.max(0, phase - offered2.phaseNumber) }, (_, i) => offered2.phaseNumber + i)
    ])
  ].filter((n) => n < phase), state.runRecordIds = [], state.runCompleted = !1, !state.task && offered2.task && (state.task = offered2.task), offered2.criteria?.length && (state.carriedCriteria = offered2.criteria), state.phase = { number: phase, name: phaseName(phase) ?? "OBSERVE", at: ctx2.now().toISOString() }, planRecord(
    ctx2,
    state,
    phase,
    { trigger: "phase", extra: { resumedFrom: offered2.recordId } },
    { id: offered2.recordId, session: offered2.sessionId }
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
var import_node_fs11 = require("node:fs"), import_node_path9 = require("node:path");
init_keys();
var file = (paths, sessionId) => (0, import_node_path9.join)(paths.stateDir, "summaries", `${assertSafeKey("session id", sessionId)}.json`), strings = (v) => Array.isArray(v) && v.every((s) => typeof s == "string"), fileChange = (f) => typeof f == "object" && f !== null && typeof f.path == "string" && typeof f.added == "number" && typeof f.removed == "number";
function summaryShapeOk(v, lists = ["decisions", "failed_approaches", "blockers"]) {
  return typeof v.markdown == "string" && lists.every((k) => strings(v[k])) && Array.isArray(v.files) && v.files.every(fileChange);
}
function loadLocalSummary(paths, sessionId) {
  try {
    let v = JSON.parse((0, import_node_fs11.readFileSync)(file(paths, sessionId), "utf8"));
    return typeof v != "object" || v === null || typeof v.checkpoint != "string" || !summaryShapeOk(v) ? void 0 : v;
  } catch {
    return;
  }
}

// src/domain/session/resume.ts
var DEFAULT_STALE_MS = UNCONFIGURED.staleSeconds * 1e3;
function formatClock(at, now) {
  let pad = (n) => String(n).padStart(2, "0"), time3 = `${pad(at.getHours())}:${pad(at.getMinutes())}`, day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return day(at) === day(now) ? time3 : `${day(at)} ${time3}`;
}
function formatAgo(ms) {
  let s = Math.max(0, Math.round(ms / 1e3));
  if (s < 60) return `${s} s`;
  let m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  let h = Math.round(m / 60);
  return h < 48 ? `${h} h` : `${Math.round(h / 24)} days`;
}
var MARK = { completed: "[x]", in_progress: "[~]", pending: "[ ]" };
function phaseLabel(n) {
  return `${n} ${phaseName(n) ?? "?"}`;
}
function openTasks(criteria) {
  return criteria.filter((c) => c.status !== "completed").map((c) => ({ subject: c.subject, status: c.status }));
}
function recreateTasksLines(tasks) {
  return tasks.length ? [
    "Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:",
    ...tasks.map(
      (t, i) => `${i + 1}. ${t.subject}${t.status === "in_progress" ? " (in progress: set it so with TaskUpdate)" : ""}`
    )
  ] : [];
}
function missingTasksContext(tasks) {
  if (tasks.length)
    return [
      "pai-checkpoint: this session's task list is empty here (Claude Code keeps it per machine and session id; a resume on another machine or a fork does not bring it), but the conversation left these tasks open.",
      ...recreateTasksLines(tasks)
    ].join(`
`);
}
function renderResumeContext(record2, extra = {}) {
  let meta2 = metadataOf(record2), done = meta2.completedPhases ?? [], lines = [
    record2.completed ? `Checkpoint ${record2.id} \u2014 PAI Algorithm work, completed.` : `Checkpoint ${record2.id} \u2014 PAI Algorithm work left unfinished${extra.left ? ` (its session ${extra.left})` : ""}.`,
    `Session: ${record2.sessionId}${meta2.project ? `, project ${meta2.project}` : ""}; saved ${record2.createdAt}.`,
    `Task: ${record2.taskSummary || "(no task summary recorded)"}`,
    record2.completed ? `Phase: ${record2.phaseNumber}/7 ${record2.phase} (completed).` : `Current phase: ${record2.phaseNumber}/7 ${record2.phase} (not finished).`,
    `Completed phases: ${done.length ? done.map(phaseLabel).join(", ") : "none"}.`
  ];
  if (meta2.name && lines.push(`Name: ${meta2.name}`), record2.iscCriteria.length > 0) {
    let n = record2.iscCriteria.filter((c) => c.status === "completed").length;
    lines.push(`ISC criteria (${n}/${record2.iscCriteria.length} done):`);
    for (let c of record2.iscCriteria) lines.push(`- ${MARK[c.status]} ${c.subject} (${c.status})`);
  } else
    lines.push("ISC criteria: none recorded.");
  return record2.completed || (lines.push(...progressLines(record2, done), ...summaryLines(extra.summary)), lines.push(
    `To resume: continue the Algorithm from Phase ${record2.phaseNumber} (${record2.phase}) of this task, re-checking the ISC criteria above; earlier phases are done.`,
    `\`/checkpoint:resume ${record2.id}\` prints this again; \`pai-checkpoint complete ${record2.id}\` marks the work finished so it is not offered again.`
  )), lines.join(`
`);
}
function progressLines(record2, done) {
  let pending = [1, 2, 3, 4, 5, 6, 7].filter((n) => n > record2.phaseNumber && !done.includes(n)), isc = record2.iscCriteria.length ? `; ISC ${record2.iscCriteria.filter((c) => c.status === "completed").length}/${record2.iscCriteria.length} done` : "";
  return [
    `Pending phases: ${pending.length ? pending.map(phaseLabel).join(", ") : "none after this one"}.`,
    `Progress: about ${Math.round(100 * done.length / 7)} % (${done.length} of 7 phases done${isc}).`
  ];
}
function summaryLines(s) {
  if (!s) return [];
  let out = [], list = (title, items, max) => {
    items.length && out.push(`${title} (${items.length}):`, ...items.slice(-max).map((d) => `- ${d}`));
  };
  return list("Decisions made", s.decisions, 8), s.files.length && out.push(
    `Files modified (${s.files.length}):`,
    ...s.files.slice(0, 12).map((f) => `- ${f.path}${f.binary ? " (binary)" : f.uncounted ? "" : ` (+${f.added} \u2212${f.removed})`}`),
    ...s.files.length > 12 ? [`- \u2026 and ${s.files.length - 12} more`] : []
  ), list("Failed approaches", s.failed_approaches, 5), list("Blockers", s.blockers, 5), out;
}
var SUMMARY_CHARS = 6e3;
function summaryForModel(s) {
  return s.markdown.length <= SUMMARY_CHARS ? s.markdown.trimEnd() : `${s.markdown.slice(0, s.markdown.lastIndexOf(`
`, SUMMARY_CHARS)).trimEnd()}
- \u2026`;
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
function findOffer(ctx2, current, staleMs = DEFAULT_STALE_MS) {
  let now = ctx2.now().getTime(), statusCache = /* @__PURE__ */ new Map(), statusOf = (sid) => {
    let s = statusCache.get(sid);
    if (!s) {
      let state = sid === current.sessionId ? current : loadSession(ctx2.paths, sid);
      s = { state, status: sid === current.sessionId ? "running" : lifecycleOf(state, now, staleMs) }, statusCache.set(sid, s);
    }
    return s;
  }, found = detectUnfinished({
    ...recordOptions(ctx2),
    project: current.project,
    skipSession: (sid) => sid === current.sessionId || statusOf(sid).status === "running"
  });
  if (!found) return;
  let { record: record2 } = found, prev = statusOf(record2.sessionId), offer = {
    record: record2,
    file: found.file,
    origin: originOf(record2, prev, now),
    more: found.others.length,
    summary: loadLocalSummary(ctx2.paths, record2.sessionId)
  }, project = metadataOf(record2).project ?? metadataOf(record2).cwd;
  return project && project !== current.project && (offer.otherProject = project), isDead(prev.status) && prev.state && (offer.crashed = {
    sessionId: record2.sessionId,
    agoMs: offer.origin.agoMs,
    firstReport: !prev.state.crashReportedAt
  }), offer;
}
function originOf(record2, prev, now) {
  let how = isDead(prev.status) && prev.state ? "crashed" : prev.status === "ended" && prev.state?.endedAt ? "ended" : "stopped", at = how === "crashed" ? prev.state.heartbeatAt : how === "ended" ? prev.state.endedAt : record2.createdAt, t = Date.parse(at);
  return {
    sessionId: record2.sessionId,
    how,
    at,
    agoMs: Number.isFinite(t) ? Math.max(0, now - t) : Number.NaN,
    clock: Number.isFinite(t) ? `at ${formatClock(new Date(t), new Date(now))}` : "at an unknown time"
  };
}
function leftText(origin) {
  return Number.isFinite(origin.agoMs) ? `${origin.how} ${formatAgo(origin.agoMs)} ago` : origin.how;
}
function offerMessages(offer) {
  let { record: record2, origin } = offer, msg = `Checkpoint: Resume from Phase ${record2.phaseNumber}? (${record2.taskSummary || record2.phase})`;
  offer.otherProject && (msg += ` \u2014 in ${offer.otherProject}`), msg += `
Session ${origin.sessionId.slice(0, 8)} ${leftText(origin)} (${origin.clock}); its work up to Phase ${record2.phaseNumber} was saved.`, msg += `
Say "yes, continue" to pick it up in this session, or run /checkpoint:resume.`, offer.more > 0 && (msg += `
${offer.more} more unfinished session${offer.more > 1 ? "s" : ""}: \`pai-checkpoint list --all --open\``);
  let tasks = recreateTasksLines(openTasks(record2.iscCriteria)), context = [
    'pai-checkpoint: the user was just shown "' + msg.split(`
`)[0] + '".',
    renderResumeContext(record2, { left: leftText(origin), summary: offer.summary }),
    `If the user wants to resume (for example says "yes, continue"), pick up from that phase and start with its header (\u2501\u2501\u2501 \u2026 ${record2.phaseNumber}/7), so that the work is carried over into this session${tasks.length ? ", and recreate its open tasks as listed below" : ""}; otherwise carry on with what they ask.`,
    ...tasks
  ].join(`
`);
  return { systemMessage: msg, additionalContext: context };
}
function logOffer(ctx2, currentSessionId, offer) {
  let { record: record2 } = offer;
  try {
    appendEvent(
      ctx2.paths.eventsDir,
      "resume_offered",
      { checkpointId: record2.id, phase: record2.phase, phaseNumber: record2.phaseNumber, fromSession: record2.sessionId },
      currentSessionId,
      ctx2.now()
    );
  } catch (err) {
    ctx2.warn(`could not log the resume offer: ${errorMessage(err)}`);
  }
  offer.crashed?.firstReport && logCrash(ctx2, currentSessionId, offer.crashed, record2.id);
}
function logCrash(ctx2, currentSessionId, crashed, checkpointId) {
  try {
    if (appendEvent(
      ctx2.paths.eventsDir,
      "session_crashed",
      {
        crashedSession: crashed.sessionId,
        ...checkpointId ? { checkpointId } : {},
        secondsSinceHeartbeat: Math.round(crashed.agoMs / 1e3)
      },
      currentSessionId,
      ctx2.now()
    ), crashed.sessionId === currentSessionId) return;
    let lock = tryAcquire(sessionLockPath(ctx2.paths, crashed.sessionId), { timeoutMs: 200 });
    if (lock)
      try {
        let s = loadSession(ctx2.paths, crashed.sessionId);
        s && saveSession(ctx2.paths, { ...s, crashReportedAt: ctx2.now().toISOString() });
      } finally {
        lock.release();
      }
  } catch (err) {
    ctx2.warn(`could not log the crash of ${crashed.sessionId}: ${errorMessage(err)}`);
  }
}

// src/domain/memory/cache.ts
var import_node_path10 = require("node:path");
init_keys();

// src/domain/memory/schema.ts
init_errors();
init_json();

// src/domain/memory/model.ts
init_errors();
var KEY_MAX = 200, VALUE_MAX = 4e3;
var OUTCOMES = ["approved", "completed"], ARCHITECTURE = "architecture", CONVENTIONS = "conventions", GOTCHAS = "gotchas";
var NAME = /^[a-z0-9][a-z0-9_-]*$/;
var RESERVED = /* @__PURE__ */ new Set([
  "updated_at",
  "__proto__",
  "constructor",
  "prototype",
  "tostring",
  "valueof",
  "hasownproperty"
]);
function isEmptyMemory(m) {
  return m.session_history.length === 0 && Object.entries(m.knowledge).every(([k, v]) => k === GOTCHAS && Array.isArray(v) && v.length === 0);
}
function sectionOf(k, name) {
  let s = Object.hasOwn(k, name) ? k[name] : void 0;
  return typeof s == "object" && !Array.isArray(s) ? s : void 0;
}
function ordered(k) {
  let out = { gotchas: [] };
  delete out.gotchas;
  for (let name of [ARCHITECTURE, CONVENTIONS]) Object.hasOwn(k, name) && (out[name] = k[name]);
  out.gotchas = k.gotchas;
  for (let [name, v] of Object.entries(k)) Object.hasOwn(out, name) || (out[name] = v);
  return out;
}

// src/domain/memory/schema.ts
function bad(where, what) {
  return new CheckpointError(
    "INVALID_DATA",
    `${where}: ${what}`,
    "the volume was damaged or written by something else: move the object away (the rest of the memory stays readable)"
  );
}
var isText = (v, max = VALUE_MAX) => typeof v == "string" && v.length > 0 && v.length <= max, isTime = (v) => isText(v, 64) && !Number.isNaN(Date.parse(v)), isObject3 = (v) => typeof v == "object" && v !== null && !Array.isArray(v);
function checkMemory(v, where) {
  if (!isObject3(v) || !isText(v.project_id, 128)) throw bad(where, 'not a project memory (no "project_id")');
  let last = v.last_updated;
  if (last !== null && !isTime(last)) throw bad(where, 'an invalid "last_updated"');
  if (!isObject3(v.knowledge) || !Array.isArray(v.session_history))
    throw bad(where, 'no "knowledge" and "session_history"');
  return {
    project_id: v.project_id,
    last_updated: last,
    knowledge: checkKnowledge(v.knowledge, where),
    session_history: v.session_history.map((e) => checkEntry(e, where))
  };
}
function checkKnowledge(k, where) {
  let out = { gotchas: [] };
  for (let [name, v] of Object.entries(k))
    if (name === GOTCHAS) {
      if (!Array.isArray(v)) throw bad(where, '"gotchas" is not a list');
      out.gotchas = v.map((g) => checkGotcha(g, where));
    } else {
      if (!NAME.test(name) || RESERVED.has(name))
        throw bad(where, `a knowledge name ${JSON.stringify(name.slice(0, 80))} that no key makes`);
      if (isText(v)) out[name] = v;
      else if (isObject3(v)) out[name] = checkSection(v, `${where}: ${name}`);
      else throw bad(where, `knowledge "${name}" is neither a text nor a section`);
    }
  return ordered(out);
}
function checkSection(s, where) {
  if (!isTime(s.updated_at)) throw bad(where, 'no valid "updated_at"');
  let out = {};
  for (let [name, v] of Object.entries(s))
    if (name !== "updated_at") {
      if (!NAME.test(name) || RESERVED.has(name))
        throw bad(where, `an item name ${JSON.stringify(name.slice(0, 80))} that no key makes`);
      if (isText(v)) out[name] = v;
      else if (Array.isArray(v) && v.every((f) => isText(f))) out[name] = v;
      else throw bad(where, `item "${name}" is neither a text nor a list of texts`);
    }
  return out.updated_at = s.updated_at, out;
}
function checkGotcha(g, where) {
  if (!isObject3(g) || !isText(g.description) || !isTime(g.added_at))
    throw bad(where, 'a gotcha without a valid "description" and "added_at"');
  if (g.discovered_in !== void 0 && !isText(g.discovered_in, KEY_MAX))
    throw bad(where, 'a gotcha with an invalid "discovered_in"');
  return {
    description: g.description,
    ...g.discovered_in !== void 0 ? { discovered_in: g.discovered_in } : {},
    added_at: g.added_at
  };
}
function checkEntry(e, where) {
  if (!isObject3(e) || !isText(e.session_id, KEY_MAX) || typeof e.summary != "string" || e.summary.length > VALUE_MAX || !OUTCOMES.includes(e.outcome) || !isTime(e.timestamp))
    throw bad(where, 'a session_history entry without a valid "session_id", "summary", "outcome" and "timestamp"');
  return {
    session_id: e.session_id,
    summary: e.summary,
    outcome: e.outcome,
    timestamp: e.timestamp
  };
}

// src/domain/memory/cache.ts
var VERSION2 = 2;
function memoryCachePath(stateDir, project) {
  return isSafeKey(project) ? (0, import_node_path10.join)(stateDir, "memory", `${project}.json`) : void 0;
}
function readMemoryCache(stateDir, project) {
  try {
    let path = memoryCachePath(stateDir, project), text2 = path ? readFileIfExists(path, { noFollow: !0 }) : void 0;
    if (text2 === void 0) return;
    let doc = JSON.parse(text2);
    if (doc?.v !== VERSION2 || doc.project_id !== project) return;
    let memory = checkMemory(doc.memory, path);
    return memory.project_id === project ? memory : void 0;
  } catch {
    return;
  }
}

// src/domain/memory/recall.ts
init_errors();
function memoryEntries(m) {
  let out = [], push = (e) => out.push({ ...e, seq: out.length }), k = m.knowledge;
  for (let [name, v] of Object.entries(k)) {
    if (name === GOTCHAS) {
      k.gotchas.forEach(
        (g, i) => push({ key: `${GOTCHAS}.${i + 1}`, kind: "gotcha", label: "", text: g.description, at: g.added_at })
      );
      continue;
    }
    let kind = name === ARCHITECTURE ? "architecture" : name === CONVENTIONS ? "convention" : "knowledge", s = sectionOf(k, name);
    if (!s) {
      typeof v == "string" && push({ key: name, kind, label: name, text: v });
      continue;
    }
    for (let [item, value] of Object.entries(s))
      item !== "updated_at" && push({
        key: `${name}.${item}`,
        kind,
        label: item,
        text: Array.isArray(value) ? value.join(", ") : value,
        at: s.updated_at
      });
  }
  for (let h of m.session_history)
    push({
      key: h.session_id,
      kind: "session",
      label: h.session_id,
      text: `${h.outcome}: ${h.summary}`,
      at: h.timestamp
    });
  return out;
}
function parseRecallQuery(query) {
  let terms = [];
  for (let m of query.matchAll(/"([^"]*)"?|(\S+)/g)) {
    let phrase = m[1] !== void 0, text2 = (m[1] ?? m[2] ?? "").replace(/\s+/g, " ").trim().toLowerCase();
    text2 && terms.push({ text: text2, phrase });
  }
  if (terms.length === 0)
    throw new CheckpointError(
      "USAGE",
      "the recall query is empty",
      'give words that must all match, or "a phrase": memory recall "error handling"'
    );
  return terms;
}
var RECALL_SCORE = { name: 10, namePart: 6, key: 3, text: 2, textCap: 5 };
function occurrences(hay, needle) {
  let n = 0;
  for (let at = hay.indexOf(needle); at >= 0 && n < RECALL_SCORE.textCap; at = hay.indexOf(needle, at + needle.length))
    n++;
  return n;
}
function termScore(e, t) {
  let label = e.label.toLowerCase();
  return (label === t.text ? RECALL_SCORE.name : label.includes(t.text) ? RECALL_SCORE.namePart : e.key.toLowerCase().includes(t.text) || e.kind === t.text ? RECALL_SCORE.key : 0) + RECALL_SCORE.text * occurrences(e.text.replace(/\s+/g, " ").toLowerCase(), t.text);
}
function newerFirst(a, b) {
  return (a.at ?? "") !== (b.at ?? "") ? (a.at ?? "") < (b.at ?? "") ? 1 : -1 : b.seq - a.seq;
}
function rankEntries(entries, terms) {
  let out = [];
  for (let e of entries) {
    let score = 0;
    for (let t of terms) {
      let s = termScore(e, t);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    score > 0 && out.push({ ...e, score });
  }
  return out.sort((a, b) => b.score - a.score || newerFirst(a, b));
}

// src/domain/memory/context.ts
var MEMORY_CONTEXT_SHARE = 0.1, CONTEXT_WINDOW_TOKENS = 2e5, MEMORY_CONTEXT_MAX_TOKENS = Math.round(MEMORY_CONTEXT_SHARE * CONTEXT_WINDOW_TOKENS), MEMORY_CONTEXT_TOKENS = 2e3, CONTEXT_SESSIONS = 3;
var GROUPS = ["Architecture", "Conventions", "Gotchas", "Knowledge", "Recent sessions"], flat = (s) => s.replace(/\s+/g, " ").trim();
function candidate(e) {
  switch (e.kind) {
    case "architecture":
      return {
        group: "Architecture",
        line: e.label === "summary" ? `- ${flat(e.text)}` : `- ${e.label === "key_files" ? "Key files" : e.label}: ${flat(e.text)}`
      };
    case "convention":
      return { group: "Conventions", line: `- ${e.label}: ${flat(e.text)}` };
    case "gotcha":
      return { group: "Gotchas", line: `- ${flat(e.text)}` };
    case "knowledge":
      return { group: "Knowledge", line: `- ${e.key}: ${flat(e.text)}` };
    case "session":
      return { group: "Recent sessions", line: `- ${(e.at ?? "").slice(0, 10)} ${flat(e.text)} (session ${e.key})` };
  }
}
function offered(m, o) {
  let all = memoryEntries(m), n = o.sessions ?? CONTEXT_SESSIONS, sessions = n > 0 ? all.filter((e) => e.kind === "session").slice(-n) : [], pool2 = [...all.filter((e) => e.kind !== "session"), ...sessions], newest = (f) => pool2.filter(f).sort(newerFirst), first = [];
  if (o.query?.trim())
    try {
      first = rankEntries(pool2, parseRecallQuery(o.query));
    } catch {
      first = [];
    }
  let order = [
    ...first,
    ...newest((e) => e.key === "architecture.summary"),
    ...newest((e) => e.kind === "gotcha"),
    ...newest((e) => e.kind === "convention"),
    ...newest((e) => e.kind === "architecture"),
    ...newest((e) => e.kind === "knowledge"),
    ...newest((e) => e.kind === "session")
  ], seen = /* @__PURE__ */ new Set();
  return order.filter((e) => !seen.has(e.seq) && seen.add(e.seq));
}
function memoryContext(memory, o = {}) {
  let tokens = o.budgetTokens ?? MEMORY_CONTEXT_TOKENS;
  if (!memory || isEmptyMemory(memory) || !(tokens > 0)) return;
  let budget = Math.floor(tokens * 4), header = `## Project memory (${memory.project_id})`, entries = offered(memory, o), more = (n) => `
_${n} more item(s) in project memory: \`pai-checkpoint memory show\`, \`pai-checkpoint memory recall "<words>"\`_`, used = header.length + 1 + more(entries.length).length, chosen = /* @__PURE__ */ new Map();
  for (let e of entries) {
    let c = candidate(e), cost = c.line.length + 1 + (chosen.has(c.group) ? 0 : `
### ${c.group}
`.length);
    used + cost > budget || (used += cost, chosen.set(c.group, [...chosen.get(c.group) ?? [], c.line]));
  }
  let shown = [...chosen.values()].reduce((n, lines) => n + lines.length, 0);
  if (shown === 0) return;
  let body = GROUPS.filter((g) => chosen.has(g)).map((g) => `### ${g}
${chosen.get(g).join(`
`)}`), left = entries.length - shown;
  return `${header}

${body.join(`

`)}${left > 0 ? `
${more(left)}` : ""}`;
}

// src/domain/memory/project.ts
var import_node_path12 = require("node:path"), import_node_url = require("node:url");
init_errors();
init_keys();

// src/domain/capture/git-files.ts
var import_node_fs12 = require("node:fs"), import_node_path11 = require("node:path");
function read(file2) {
  try {
    return (0, import_node_fs12.readFileSync)(file2, "utf8");
  } catch {
    return;
  }
}
function findRepo(dir) {
  for (let d = (0, import_node_path11.resolve)(dir); ; d = (0, import_node_path11.dirname)(d)) {
    let dotGit = (0, import_node_path11.join)(d, ".git"), gitDir;
    try {
      if ((0, import_node_fs12.statSync)(dotGit).isDirectory()) gitDir = dotGit;
      else {
        let target = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? "")?.[1];
        target && (gitDir = (0, import_node_path11.isAbsolute)(target) ? target : (0, import_node_path11.resolve)(d, target));
      }
    } catch {
    }
    if (gitDir) {
      let common = read((0, import_node_path11.join)(gitDir, "commondir"))?.trim();
      return { gitDir, commonDir: common ? (0, import_node_path11.resolve)(gitDir, common) : gitDir };
    }
    if ((0, import_node_path11.dirname)(d) === d) return;
  }
}
function resolveRef(commonDir, gitDir, ref) {
  for (let base of [gitDir, commonDir]) {
    let loose = read((0, import_node_path11.join)(base, ref))?.trim();
    if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  }
  for (let line of (read((0, import_node_path11.join)(commonDir, "packed-refs")) ?? "").split(`
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
function gitFacts(dir) {
  let repo = findRepo(dir);
  if (!repo) return {};
  let facts = {}, url2 = originUrl(read((0, import_node_path11.join)(repo.commonDir, "config")) ?? "");
  url2 && (facts.git_remote = url2);
  let head = read((0, import_node_path11.join)(repo.gitDir, "HEAD"))?.trim() ?? "", ref = /^ref:\s*(\S+)$/.exec(head)?.[1], commit = ref ? resolveRef(repo.commonDir, repo.gitDir, ref) : /^[0-9a-f]{40}$/.test(head) ? head : void 0;
  return commit && (facts.git_commit = commit), ref?.startsWith("refs/heads/") && (facts.git_branch = ref.slice(11)), facts;
}

// src/domain/memory/project.ts
var MAX = 128, REMOTE_HASH = 16;
function clean(s) {
  return s.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/-{2,}/g, "-").replace(/^[^a-z0-9]+/, "").replace(/[._-]+$/, "");
}
var hashOf = (s, hex) => sha256Hex(s).slice(0, hex), shortHash = (s) => hashOf(s, 8);
function splitRemote(url2) {
  let u = url2.trim(), scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(u);
  if (scheme)
    try {
      let parsed = new URL(u);
      return { host: scheme[1].toLowerCase() === "file" ? "" : decodeURIComponent(parsed.hostname), path: decodeURIComponent(parsed.pathname) };
    } catch {
      return;
    }
  let scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.+)$/.exec(u);
  return scp && !/^[a-z]:[\\/]/i.test(u) ? { host: scp[1], path: scp[2] } : { host: "", path: u };
}
function normalHost(host) {
  let lower = host.toLowerCase();
  return ((0, import_node_url.domainToASCII)(lower) || lower).replace(/\.+$/, "");
}
function pathSegments(path, drop = []) {
  let segs = path.replace(/\\/g, "/").split("/").filter((s) => s && s !== "." && !drop.includes(s));
  return segs.length && (segs[segs.length - 1] = segs[segs.length - 1].replace(/\.git$/i, "")), segs.filter(Boolean);
}
function canonicalRemote(url2) {
  let r = splitRemote(url2);
  if (!r) return;
  let segs = pathSegments(r.path).map((s) => s.toLowerCase());
  if (segs.length === 0) return;
  if (!r.host) return `file:${/^[\\/]/.test(r.path) ? "/" : ""}${segs.join("/")}`;
  let host = normalHost(r.host);
  return host ? `${host}/${segs.join("/")}` : void 0;
}
function projectIdFromRemote(url2) {
  let canonical = canonicalRemote(url2);
  if (!canonical) return;
  let parts = canonical.startsWith("file:") ? ["local", ...canonical.slice(5).split("/")] : canonical.split("/"), readable = clean(parts.filter((p) => p && p !== ".." && p !== "~").join("-")).slice(-(MAX - REMOTE_HASH - 1));
  return `${clean(readable) || "project"}-${hashOf(canonical, REMOTE_HASH)}`;
}
function projectIdFromFolder(folder) {
  let abs = (0, import_node_path12.resolve)(folder);
  return `${(clean((0, import_node_path12.basename)(abs)).slice(0, MAX - 9) || "project").replace(/[._-]+$/, "")}-${shortHash(abs)}`;
}
function projectIdFor(folder) {
  let remote = gitFacts(folder).git_remote;
  return remote && projectIdFromRemote(remote) || projectIdFromFolder(folder);
}

// src/domain/session/lease.ts
init_errors();

// src/storage/layout.ts
init_keys();

// src/domain/volume/signing.ts
init_errors();

// src/core/secrets.ts
init_errors();

// src/storage/sealed.ts
init_errors();
var MAGIC = Buffer.from("pai-enc1");
var SEGMENT = 64 * 1024;

// src/domain/session/lease.ts
function fencedNotice(lease) {
  return `this session was resumed on ${lease.host} at ${lease.taken_at}; continue there, or fork with \`pai-checkpoint resume --fork\`. Nothing more is checkpointed here.`;
}

// src/core/hint.ts
var import_node_fs13 = require("node:fs"), import_node_path13 = require("node:path"), PLUGIN_COMMANDS = /* @__PURE__ */ new Set([
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
  for (let dir of (path ?? "").split(":"))
    if (dir)
      try {
        let p = (0, import_node_path13.join)(dir, "pai-checkpoint");
        return (0, import_node_fs13.accessSync)(p, import_node_fs13.constants.X_OK), (0, import_node_fs13.realpathSync)(p) === mine;
      } catch {
      }
  return !1;
}

// src/app/setup.ts
var import_node_fs14 = require("node:fs"), import_node_os6 = require("node:os"), import_node_path14 = require("node:path");
init_errors();
var DISPATCHER_MARKER = "<!-- pai-checkpoint dispatcher";
function dispatcherPath(env) {
  return (0, import_node_path14.join)(resolveClaudeDir(env), "commands", "checkpoint.md");
}
function dispatcherText(cliPath) {
  return `---
description: "pai-checkpoint: save | list | search | resume | rewind | inspect | summary | report | memory | review | diff | env | approve | reject | tag | annotate | delete | complete | doctor (e.g. /checkpoint save my-label)"
argument-hint: "save [label] | list [--tag t] | resume [id] | rewind <id> | inspect <id> | summary [session] | report [session] | memory recall <query> | review [session] | diff <a> [<b>] | env show <id> | tag <id> <tag> | annotate <id> <text> | delete <id> | doctor"
allowed-tools: Bash(node:*)
---
${DISPATCHER_MARKER} v1: installed by \`pai-checkpoint setup\`, removed by \`pai-checkpoint setup --remove\` -->
!\`node "${cliPath}" slash $ARGUMENTS\`

The text above is the output of pai-checkpoint for \`/checkpoint $ARGUMENTS\`.
If it is resume context for unfinished work, tell the user in one line which phase and task you are resuming, then continue the work from that phase.
Otherwise show it to the user as it is, without further action.
`;
}
function dispatcherTarget(text2) {
  if (text2.includes(DISPATCHER_MARKER))
    return /!`node "([^"]+)" slash/.exec(text2)?.[1];
}
function userBinDir(env) {
  return (0, import_node_path14.join)(env.HOME || (0, import_node_os6.homedir)(), ".local", "bin");
}
function linkRecord(paths) {
  return (0, import_node_path14.join)(paths.stateDir, "cli-link");
}
function linkTarget(path) {
  try {
    return (0, import_node_fs14.readlinkSync)(path);
  } catch {
    return;
  }
}
function exists(path) {
  try {
    return (0, import_node_fs14.lstatSync)(path), !0;
  } catch {
    return !1;
  }
}
function pointLink(link, target) {
  ensureDir((0, import_node_path14.dirname)(link));
  let temp = `${link}.${process.pid}.tmp`;
  (0, import_node_fs14.rmSync)(temp, { force: !0 }), (0, import_node_fs14.symlinkSync)(target, temp), (0, import_node_fs14.renameSync)(temp, link);
}
function isOurs(paths, path, target) {
  return readFileIfExists(linkRecord(paths))?.trim() === path && (target !== void 0 || !exists(path));
}
function linkPlace(env) {
  let dir = userBinDir(env);
  return { path: (0, import_node_path14.join)(dir, "pai-checkpoint"), onPath: (env.PATH ?? "").split(":").includes(dir) };
}
function followPlugin(paths, env, cliPath) {
  try {
    let link = linkPlace(env).path, target = linkTarget(link);
    target !== void 0 && target !== cliPath && isOurs(paths, link, target) && pointLink(link, cliPath);
  } catch {
  }
  try {
    let path = dispatcherPath(env), text2 = readFileIfExists(path), target = text2 === void 0 ? void 0 : dispatcherTarget(text2);
    target !== void 0 && target !== cliPath && writeFileAtomicSync(path, dispatcherText(cliPath), { mode: 420 });
  } catch {
  }
}

// src/domain/session/sidecar-files.ts
var import_node_path15 = require("node:path");
init_errors();

// src/core/inert.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, escaped = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
function picture(c) {
  let n = c.charCodeAt(0);
  return n < 32 ? String.fromCharCode(9216 + n) : n === 127 ? "\u2421" : escaped(c);
}
function inert(text2) {
  return text2.replace(CONTROL, picture);
}

// src/domain/session/sidecar-files.ts
init_keys();

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
function longestRun(pattern, separators) {
  return pattern.split(separators).reduce((a, b) => b.length > a.length ? b : a, "");
}
function riskyFilterFile(config2) {
  if (!config2.enabled) return `off
`;
  let lines = config2.defaults ? [] : ["nodefaults"];
  for (let p of config2.commands)
    lines.push(`=${longestRun(p, /[*\s'"\\]+/)}`);
  return lines.map((l) => `${l}
`).join("");
}

// src/domain/session/sidecar-files.ts
function sidecarDir(paths) {
  return (0, import_node_path15.join)(paths.stateDir, "sidecars");
}
function sidecarFiles(paths, sessionId) {
  let base = (0, import_node_path15.join)(sidecarDir(paths), assertSafeKey("session id", sessionId));
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
function writeRiskyFilter(paths, sessionId, config2) {
  try {
    ensureDir(sidecarDir(paths)), writeFileAtomicSync(sidecarFiles(paths, sessionId).risky, config2 ? riskyFilterFile(config2) : `off
`, {
      fsync: !1
    });
  } catch {
  }
}

// src/domain/session/risky-hooks.ts
var import_node_path16 = require("node:path");
init_errors();

// src/domain/session/risky-triggers.ts
function fewest(texts) {
  let unique = [...new Set(texts)], plain = (t) => !/[*[]/.test(t);
  return unique.filter((t) => !unique.some((u) => u !== t && plain(u) && t.includes(u)));
}
var IF_TEXTS = fewest([
  ...BUILTIN_RULES.flatMap((r) => r.texts),
  ...SQL_RULES.flatMap((r) => r.texts)
]), FILTER_WORDS = fewest([
  ...BUILTIN_RULES.flatMap((r) => r.words ?? r.texts),
  ...SQL_RULES.flatMap((r) => r.words)
]);

// src/domain/session/risky-hooks.ts
var RISKY_HOOK_MARK = "# pai-checkpoint risky";
function pluginRootFile(paths) {
  return (0, import_node_path16.join)(paths.stateDir, "plugin-root");
}
function writePluginRoot(paths, root) {
  try {
    readFileIfExists(pluginRootFile(paths)) !== `${root}
` && writeFileAtomicSync(pluginRootFile(paths), `${root}
`, { fsync: !1 });
  } catch {
  }
}
var RISKY_HOOK_SCRIPT = `r=; read -r r 2>/dev/null < "\${PAI_DIR:-$HOME/.pai}/checkpoint/plugin-root"; [ -f "$r/hooks/risky.sh" ] && exec sh "$r/hooks/risky.sh"; exit 0 ${RISKY_HOOK_MARK}`;
function literalParts(pattern) {
  return pattern.split("*").map((p) => p.replace(/['"]/g, "").replace(/\s+/g, " ")).filter(Boolean);
}
function coveredByPlugin(pattern) {
  return literalParts(pattern).some((part) => IF_TEXTS.some((t) => part.includes(t)));
}
function ifRuleFor(pattern) {
  let longest = longestRun(pattern, /[*\s'"\\()]+/);
  return longest ? `Bash(*${longest}*)` : "Bash(*)";
}
function rulesNeeded(config2) {
  return config2.enabled ? config2.commands.filter((p) => !coveredByPlugin(p)).map((pattern) => ({ pattern, rule: ifRuleFor(pattern) })) : [];
}
function settingsFile(scope, project, env) {
  return scope === "user" ? (0, import_node_path16.join)(resolveClaudeDir(env), "settings.json") : (0, import_node_path16.join)(project, ".claude", scope === "local" ? "settings.local.json" : "settings.json");
}
function isOurs2(h) {
  let e = h;
  return !!e && typeof e == "object" && typeof e.command == "string" && e.command.endsWith(RISKY_HOOK_MARK);
}
function readSettings(file2) {
  let text2 = readFileIfExists(file2);
  if (text2 === void 0 || !text2.trim()) return {};
  let value;
  try {
    value = JSON.parse(text2);
  } catch (err) {
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2} is not valid JSON (${err.message})`,
      "fix the file (Claude Code reads it too), then run this again"
    );
  }
  if (!value || typeof value != "object" || Array.isArray(value))
    throw new CheckpointError(
      "INVALID_DATA",
      `${file2} does not hold a JSON object`,
      "fix the file (Claude Code reads it too), then run this again"
    );
  return value;
}
function installedRules(file2) {
  let settings;
  try {
    settings = readSettings(file2);
  } catch {
    return [];
  }
  let groups = settings.hooks?.PreToolUse;
  return Array.isArray(groups) ? groups.flatMap(
    (g) => g && Array.isArray(g.hooks) ? g.hooks.filter(isOurs2).map((h) => h.if) : []
  ).filter((r) => typeof r == "string") : [];
}
function missingRules(config2, project, env) {
  let needed = rulesNeeded(config2);
  if (!needed.length) return [];
  let have = new Set(
    ["local", "project", "user"].flatMap((s) => installedRules(settingsFile(s, project, env)))
  );
  return needed.filter((n) => !have.has(n.rule));
}

// src/domain/session/queue.ts
init_errors();
init_keys();

// src/app/hooks/hook.ts
var import_node_fs16 = require("node:fs");
init_config_env();
init_errors();

// src/core/context.ts
var import_node_fs15 = require("node:fs"), import_node_path19 = require("node:path");
init_errors();
function createContext(init) {
  let known = /* @__PURE__ */ new Map();
  return {
    ...init,
    configFor(project) {
      let stamp = [
        (0, import_node_path19.join)(init.paths.paiDir, "checkpoint.toml"),
        ...project ? [(0, import_node_path19.join)(project, ".pai", "checkpoint.toml")] : []
      ].map(fileStamp).join("|"), key = project ?? "", hit = known.get(key);
      if (hit?.stamp === stamp) return hit.config;
      let entry = { stamp };
      return entry.config = Promise.resolve().then(() => (init_config(), config_exports)).then(({ loadConfig: loadConfig2 }) => loadConfig2({ paiDir: init.paths.paiDir, project, env: init.env })).then(
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
    let st = (0, import_node_fs15.statSync)(file2);
    return `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return "-";
  }
}

// src/platform/spawn.ts
init_errors();
var childProcess = () => process.getBuiltinModule("node:child_process");
var STDERR_KEPT = 64 * 1024;
function spawnDetached(script, args, env, nodeArgs = []) {
  return new Promise((resolve6) => {
    try {
      let child = childProcess().spawn(process.execPath, [...nodeArgs, script, ...args], {
        detached: !0,
        stdio: "ignore",
        env,
        cwd: "/"
      });
      child.once("spawn", () => resolve6(void 0)), child.once("error", (err) => resolve6(err.message)), child.unref();
    } catch (err) {
      resolve6(err instanceof Error ? err.message : String(err));
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
function unwritable(dir) {
  try {
    ensureDir(dir), (0, import_node_fs16.accessSync)(dir, import_node_fs16.constants.W_OK);
    return;
  } catch (err) {
    return `${dir} is not a writable folder (${errorMessage(err)})`;
  }
}
var TURNED_OFF = "off: [session] sidecar = false (or PAI_CHECKPOINT_SIDECAR=0)", DISABLED = "disabled: [capture] enabled = false in this project", MAX_LAUNCHES = 3;
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

// src/app/hooks/session-start.ts
var SETUP_TIP = "Tip: run /checkpoint:setup once so that `/checkpoint save` and `/checkpoint resume` work (the built-in /checkpoint is an alias of /rewind).";
function setupTip(ctx2) {
  if ((0, import_node_fs17.existsSync)((0, import_node_path20.join)(resolveClaudeDir(ctx2.env), "commands", "checkpoint.md"))) return;
  let marker = (0, import_node_path20.join)(ctx2.paths.stateDir, "setup-tip-shown");
  if (!(0, import_node_fs17.existsSync)(marker)) {
    try {
      (0, import_node_fs17.writeFileSync)(marker, `${ctx2.now().toISOString()}
`, { mode: 384 });
    } catch {
      return;
    }
    return SETUP_TIP;
  }
}
function exportCliPath(ctx2) {
  let file2 = ctx2.env.CLAUDE_ENV_FILE;
  if (file2)
    try {
      (0, import_node_fs17.appendFileSync)(file2, `export PAI_CHECKPOINT_CLI=${shellQuote(ctx2.cliPath)}
`, { mode: 384 });
    } catch (err) {
      ctx2.warn(`could not write ${file2}: ${errorMessage(err)}`);
    }
}
function writeRiskyFiles(ctx2, sessionId, config2) {
  writeRiskyFilter(ctx2.paths, sessionId, config2?.capture.enabled ? config2.risky : void 0), writePluginRoot(ctx2.paths, (0, import_node_path20.dirname)((0, import_node_path20.dirname)(ctx2.cliPath)));
}
function riskyRulesNotice(ctx2, config2, project) {
  if (!config2?.risky.commands.length) return;
  let missing = missingRules(config2.risky, project, ctx2.env);
  return missing.length ? `pai-checkpoint: no checkpoint is taken before ${missing.map((m) => `"${m.pattern}"`).join(", ")} ([risky] commands): Claude Code starts the hook only for the commands its rules name. \`pai-checkpoint risky install\` adds ${missing.length === 1 ? "a rule" : "rules"} for ${missing.length === 1 ? "it" : "them"} to .claude/settings.local.json (then start a new session).` : void 0;
}
async function readConfig(ctx2, project) {
  try {
    return { config: await ctx2.configFor(project) };
  } catch (err) {
    return {
      error: `pai-checkpoint: ${errorMessage(err)} \u2014 session checkpoints are off until this is fixed (phase records still work)`
    };
  }
}
var sessionStart = async (ctx2, payload) => {
  let source = typeof payload.source == "string" ? payload.source : "startup";
  exportCliPath(ctx2), followPlugin(ctx2.paths, ctx2.env, ctx2.cliPath);
  let { config: config2, error } = await readConfig(ctx2, ctx2.env.CLAUDE_PROJECT_DIR || payload.cwd);
  if (writeRiskyFiles(ctx2, payload.session_id, config2), config2 && !config2.capture.enabled) return disabledHere(ctx2, payload);
  let staleMs = config2 ? config2.session.staleSeconds * 1e3 : DEFAULT_STALE_MS, before = loadSession(ctx2.paths, payload.session_id), crashedBefore = source === "resume" ? crashOf(before, ctx2.now().getTime(), staleMs) : void 0, state = touchSession(ctx2, payload, { refindProcess: !0, loaded: before });
  if (adoptEpoch(ctx2, state)) return fencedHere(ctx2, state);
  config2 && (state.periodicSeconds = config2.capture.periodicSeconds), markRunning(state), await catchUp(ctx2, state);
  let sidecarMessage = await ensureSidecar(ctx2, state, config2?.session.sidecar ?? !0), ignored = config2 && ignoredNotice(config2.ignored), notices = [
    error,
    sidecarMessage,
    source === "compact" ? void 0 : riskyRulesNotice(ctx2, config2, state.project),
    onceASession(state, ignored)
  ].filter(Boolean).join(`
`) || void 0, memory = [
    projectMemory(ctx2, config2, state.project),
    source === "resume" ? missingTasksContext(tasksMissingHere(ctx2, state)) : void 0
  ].filter(Boolean).join(`

`) || void 0;
  return source === "compact" ? withConfigError(afterCompaction(ctx2, state, memory), notices) : (crashedBefore?.firstReport && reportOwnCrash(ctx2, state, crashedBefore), withConfigError(offerOrMemory(ctx2, state, staleMs, memory), notices));
};
function disabledHere(ctx2, payload) {
  let state = touchSession(ctx2, payload, { refindProcess: !0 });
  state.disabled = !0, saveSession(ctx2.paths, state), setInHook(ctx2.paths, state.sessionId, DISABLED);
}
function crashOf(before, now, staleMs) {
  if (!(!before || !isDead(lifecycleOf(before, now, staleMs))))
    return {
      sessionId: before.sessionId,
      agoMs: now - Date.parse(before.heartbeatAt),
      firstReport: !before.crashReportedAt
    };
}
function fencedHere(ctx2, state) {
  return saveSession(ctx2.paths, state), setInHook(ctx2.paths, state.sessionId, FENCED_MARK), { systemMessage: `pai-checkpoint: ${fencedNotice({ host: state.fenced.host, taken_at: state.fenced.at })}` };
}
function afterCompaction(ctx2, state, memory) {
  saveSession(ctx2.paths, state);
  let summary = loadLocalSummary(ctx2.paths, state.sessionId), context = [
    renderCompactContext(state, iscCriteria(ctx2, state), taskSummary(state)),
    summary && `pai-checkpoint: the session's summary at its last checkpoint (${summary.checkpoint}):
${summaryForModel(summary)}`,
    memory
  ].filter(Boolean).join(`

`);
  return context ? { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: context } } : void 0;
}
function offerOrMemory(ctx2, state, staleMs, memory) {
  let offer = findOffer(ctx2, state, staleMs);
  if (offer && state.phase === void 0 && rememberOffer(state, offer), saveSession(ctx2.paths, state), !offer)
    return memory ? { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: memory } } : void 0;
  let { systemMessage, additionalContext } = offerMessages(offer);
  logOffer(ctx2, state.sessionId, offer), offer.crashed?.firstReport && ctx2.startWorker(["crashed", offer.crashed.sessionId]);
  let tip = setupTip(ctx2);
  return {
    systemMessage: tip ? `${systemMessage}
${tip}` : systemMessage,
    hookSpecificOutput: {
      hookEventName: "SessionStart",
      additionalContext: memory ? `${memory}

${additionalContext}` : additionalContext
    }
  };
}
function reportOwnCrash(ctx2, state, crashed) {
  state.crashReportedAt = ctx2.now().toISOString(), logCrash(ctx2, state.sessionId, crashed, state.latestRecordId), ctx2.startWorker(["crashed", state.sessionId]);
}
function rememberOffer(state, offer) {
  let { record: record2 } = offer;
  state.offered = {
    recordId: record2.id,
    sessionId: record2.sessionId,
    phaseNumber: record2.phaseNumber,
    task: record2.taskSummary,
    completedPhases: metadataOf(record2).completedPhases ?? [],
    criteria: record2.iscCriteria
  };
}
function projectMemory(ctx2, config2, project) {
  if (config2?.memory.inject)
    try {
      return memoryContext(readMemoryCache(ctx2.paths.stateDir, projectIdFor(project)), {
        budgetTokens: config2.memory.budgetTokens
      });
    } catch (err) {
      ctx2.warn(`project memory not given to the session: ${errorMessage(err)}`);
      return;
    }
}
function adoptEpoch(ctx2, state) {
  let raw = ctx2.env.PAI_CHECKPOINT_EPOCH, epoch = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : void 0;
  return epoch !== void 0 && epoch > (state.epoch ?? 0) && (state.epoch = epoch, state.fenced && setInHook(ctx2.paths, state.sessionId, void 0), delete state.fenced), delete state.interruptedAt, delete state.interruptedBy, state.fenced !== void 0;
}
function onceASession(state, notice) {
  if (!notice) return;
  let said2 = sha256Hex(notice).slice(0, 16);
  if (state.ignoredSaid !== said2)
    return state.ignoredSaid = said2, `pai-checkpoint: ${notice}`;
}
function withConfigError(out, error) {
  return error ? { ...out, systemMessage: out?.systemMessage ? `${out.systemMessage}
${error}` : error } : out;
}

// src/adapters/hooks/run.ts
var import_node_fs19 = require("node:fs"), import_node_path22 = require("node:path");

// src/core/log.ts
var import_node_fs18 = require("node:fs"), import_node_path21 = require("node:path");
init_redact();
function logLine(paths, event, sessionId, message) {
  try {
    ensureDir((0, import_node_path21.dirname)(paths.logFile)), (0, import_node_fs18.appendFileSync)(
      paths.logFile,
      `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, " | ")}
`,
      { mode: 384 }
    );
  } catch {
  }
}

// src/adapters/hooks/run.ts
init_config_env();
init_errors();
init_keys();
function programs() {
  return {
    cli: (0, import_node_path22.join)(__dirname, "..", "cli.cjs"),
    worker: (0, import_node_path22.join)(__dirname, "..", "worker.cjs"),
    sidecar: (0, import_node_path22.join)(__dirname, "..", "sidecar.cjs")
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
    let input = readPayload((0, import_node_fs19.readFileSync)(0, "utf8"));
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

// src/adapters/hooks/entry/session-start.ts
runHook("SessionStart", sessionStart);
