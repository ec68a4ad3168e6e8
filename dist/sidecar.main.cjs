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
var _parse, parse, _parseAsync, parseAsync, _safeParse, safeParse, _safeParseAsync, safeParseAsync, init_parse = __esm({
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
    }, safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
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
function urlHostnameOk(url2, hostname5) {
  return hostname5.lastIndex = 0, hostname5.test(url2.hostname);
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

// src/core/config-notify.ts
function notificationsConfig(n, file) {
  let channels = /* @__PURE__ */ Object.create(null);
  for (let [name, c] of Object.entries(n?.channels ?? {})) {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name))
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: notifications.channels.${JSON.stringify(name)}: a channel name is letters, digits, "_" and "-" (at most 40)`,
        "rename the channel"
      );
    let type = c.type ?? CHANNEL_TYPES.find((t2) => t2 === name);
    if (!type)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: notifications.channels.${name}: no type`,
        `name the channel after its type (${CHANNEL_TYPES.join(", ")}) or set type = "\u2026"`
      );
    let t = type, { type: _type, ...fields } = c;
    for (let need of CHANNEL_NEEDS[t])
      if (!(need in fields))
        throw new CheckpointError(
          "INVALID_DATA",
          `${file}: notifications.channels.${name}: ${need} is missing`,
          `a ${t} channel needs ${CHANNEL_NEEDS[t].join(", ")}`
        );
    for (let k of Object.keys(fields))
      if (!CHANNEL_NEEDS[t].includes(k) && !CHANNEL_MAY[t].includes(k))
        throw new CheckpointError(
          "INVALID_DATA",
          `${file}: notifications.channels.${name}: ${k} is not a field of a ${t} channel`,
          `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(", ")}`
        );
    for (let k of ["webhook_url", "url", "server"]) {
      let v = fields[k], why = typeof v == "string" ? insecureUrl(v) : void 0;
      if (why)
        throw new CheckpointError(
          "INVALID_DATA",
          `${file}: notifications.channels.${name}.${k}: ${why}`,
          "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)"
        );
    }
    channels[name] = { name, type: t, fields };
  }
  let fallback = n?.default_channel;
  if (fallback !== void 0 && !channels[fallback])
    throw new CheckpointError(
      "INVALID_DATA",
      `${file}: notifications.default_channel: no channel "${fallback}"`,
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
        `${file}: notifications.routing.${p}: no channel "${unknown2}"`,
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
function integrationsConfig(i, file) {
  let api = (section, v, fallback) => {
    let why = v === void 0 ? void 0 : insecureUrl(v);
    if (why)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: integrations.${section}.api_url: ${why}`,
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
function applyProjectFile(mine, theirs, file) {
  let merged = structuredClone(mine), ignored = [], stricter = {};
  for (let key of leafKeys(theirs)) {
    let path = key.split("."), value = get(theirs, path), found = trustOf(key);
    if (!found) continue;
    let { trust } = found;
    if (trust.scope === "user") {
      ignored.push({ file, key, why: ignoredWhy(trust) });
      continue;
    }
    if (trust.scope === "stricter") {
      stricter[key] = value;
      continue;
    }
    let r = directional(trust, get(mine, path), value);
    "ignored" in r ? ignored.push({ file, key, why: ignoredWhy(trust) }) : set(merged, path, r.value);
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

// src/core/json.ts
function describeJsonError(err) {
  let message = err instanceof Error ? err.message : String(err);
  return /is not valid JSON$/.test(message) ? "not valid JSON (unexpected character)" : message.replace(/'[^']*'/g, "a character").replace(/"[^"]*"/g, "\u2026");
}
function parseJsonText(text2, where, hint) {
  try {
    return JSON.parse(text2);
  } catch (err) {
    throw new CheckpointError("INVALID_DATA", `${where}: invalid JSON (${describeJsonError(err)})`, hint);
  }
}
function safeParse2(schema, value, where) {
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
    let st = await fh.stat();
    return checkStat(path, st, options.maxBytes), ok = !0, { fh, size: st.size };
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
function readConfigText(file) {
  try {
    return readRegularFileSync(file, { maxBytes: CONFIG_MAX_BYTES });
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
      `${file}: unreadable (${errorMessage(err)})`,
      "make it readable, or remove it"
    );
  }
}
function readToml(file, text2, parse3) {
  let raw;
  try {
    raw = parse3(text2);
  } catch (err) {
    throw new CheckpointError(
      "INVALID_DATA",
      `${file}: invalid TOML (${errorMessage(err).split(`
`)[0]})`,
      "fix the file; see the README for the keys"
    );
  }
  let parsed = safeParse2(fileSchema, JSON.parse(JSON.stringify(raw)), file);
  if (!parsed.success) {
    let i = parsed.error.issues[0], keys = "keys" in i && Array.isArray(i.keys) ? ` ${i.keys.join(", ")}` : "";
    throw new CheckpointError(
      "INVALID_DATA",
      `${file}: ${[...i.path].join(".") || "(top level)"}: ${i.code === "unrecognized_keys" ? `unknown key${keys}` : i.code.replace(/_/g, " ")}`,
      "see the README for the keys and their types"
    );
  }
  return parsed.data;
}
function projectLayer(mine, file, text2, parse3) {
  let theirs;
  try {
    theirs = readToml(file, text2, parse3);
  } catch (err) {
    return { merged: mine, ignored: [{ file, key: WHOLE_FILE, why: errorMessage(err) }] };
  }
  let { merged, ignored, stricter } = applyProjectFile(
    mine,
    theirs,
    file
  ), policy = stricter["approval.default_policy"];
  return { merged, ignored, stricterPolicy: typeof policy == "string" ? policy : void 0 };
}
async function readLayers(userFile, projectFile) {
  let sources = [], ignored = [], parse3, c = {}, userText = readConfigText(userFile);
  userText !== void 0 && (parse3 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse, c = readToml(userFile, userText, parse3), sources.push(userFile));
  let userOff = c.capture?.enabled === !1, stricterPolicy2;
  if (projectFile && (0, import_node_path.resolve)(projectFile) !== (0, import_node_path.resolve)(userFile)) {
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
var import_node_path, CONFIG_MAX_BYTES, init_config_files = __esm({
  "src/core/config-files.ts"() {
    "use strict";
    import_node_path = require("node:path");
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
  return p === "~" || p.startsWith("~/") ? (0, import_node_path2.join)((0, import_node_os.homedir)(), p.slice(1)) : p;
}
function volumePathFrom(value, base, source) {
  return volumeScheme(value, source) ? value : (0, import_node_path2.resolve)(base, expandHome(value));
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
function monitorConfig(env, m, file) {
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
    workspaceRoot: root ? (0, import_node_path2.resolve)(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? (0, import_node_os.homedir)() : (0, import_node_path2.dirname)(file), expandHome(root)) : (0, import_node_path2.join)((0, import_node_os.homedir)(), "pai-sessions"),
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
function approvalConfig(a, file, project) {
  let policies = Object.assign(
    /* @__PURE__ */ Object.create(null),
    BUILTIN_POLICIES
  );
  for (let [name, p] of Object.entries(a?.policies ?? {})) {
    let builtIn = BUILTIN_POLICIES[name], both = (p.auto_approve ?? []).filter((t) => (p.require_review ?? []).includes(t));
    if (both.length)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: approval.policies.${name}: ${both.join(", ")} is in both auto_approve and require_review`,
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
      `${file}: approval.default_policy: no policy "${defaultPolicy}"`,
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
function contextWindows(windows, file) {
  let out = [];
  for (let [pattern, tokens] of Object.entries(windows ?? {}))
    try {
      out.push([new RegExp(pattern, "i"), tokens]);
    } catch (err) {
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`,
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
  let env = o.env ?? process.env, userFile = (0, import_node_path2.join)(o.paiDir, "checkpoint.toml"), projectFile = o.project ? (0, import_node_path2.join)(o.project, ".pai", "checkpoint.toml") : void 0, { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff } = await readLayers(userFile, projectFile), base = (0, import_node_path2.dirname)(userFile), volume = c.volume?.path ? volumePathFrom(c.volume.path, base, `${userFile}: [volume] path`) : (0, import_node_path2.join)(o.paiDir, "volume");
  env.PAI_CHECKPOINT_VOLUME && (volume = volumePathFrom(env.PAI_CHECKPOINT_VOLUME, o.paiDir, "PAI_CHECKPOINT_VOLUME"));
  let keyFile = c.encryption?.key_file, envKey = env.PAI_CHECKPOINT_KEY, encryption = envKey ? { text: envKey, source: "PAI_CHECKPOINT_KEY" } : keyFile ? { file: (0, import_node_path2.resolve)(o.paiDir, expandHome(keyFile)) } : void 0;
  return {
    volume: {
      path: volume,
      endpoint: c.volume?.endpoint,
      pathStyle: c.volume?.path_style,
      large: largeTier(c.volume?.large, userFile)
    },
    keys: { encryption, signingFile: (0, import_node_path2.join)(o.paiDir, "checkpoint", "signing.key") },
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
var import_node_os, import_node_path2, BUILTIN_POLICIES, MONITOR_ENV, DEFAULT_WINDOWS, init_config = __esm({
  "src/core/config.ts"() {
    "use strict";
    import_node_os = require("node:os"), import_node_path2 = require("node:path");
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

// src/core/atomic.ts
function ensureDir(dir2) {
  (0, import_node_fs3.mkdirSync)(dir2, { recursive: !0, mode: 448 });
}
function fsyncDir(dir2) {
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(dir2, "r"), (0, import_node_fs3.fsyncSync)(fd);
  } catch {
  } finally {
    fd !== void 0 && (0, import_node_fs3.closeSync)(fd);
  }
}
function writeTemp(target, data, options) {
  let dir2 = (0, import_node_path4.dirname)(target), temp = (0, import_node_path4.join)(dir2, `${TEMP_PREFIX}${(0, import_node_path4.basename)(target)}.${process.pid}.${(0, import_node_crypto.randomBytes)(6).toString("hex")}`), fd;
  try {
    fd = (0, import_node_fs3.openSync)(temp, "wx", options.mode ?? 384);
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(dir2), fd = (0, import_node_fs3.openSync)(temp, "wx", options.mode ?? 384);
  }
  try {
    let buf = typeof data == "string" ? Buffer.from(data) : data, off = 0;
    for (; off < buf.length; ) off += (0, import_node_fs3.writeSync)(fd, buf, off, buf.length - off);
    options.fsync !== !1 && (0, import_node_fs3.fsyncSync)(fd);
  } catch (err) {
    throw (0, import_node_fs3.closeSync)(fd), safeUnlink(temp), err;
  }
  return (0, import_node_fs3.closeSync)(fd), temp;
}
function writeFileAtomicSync(target, data, options = {}) {
  let temp = writeTemp(target, data, options);
  try {
    options.beforeCommit?.(), (0, import_node_fs3.renameSync)(temp, target);
  } catch (err) {
    throw safeUnlink(temp), err;
  }
  options.fsync !== !1 && fsyncDir((0, import_node_path4.dirname)(target));
}
function createFileExclusiveSync(dir2, names, data, options = {}) {
  let temp = writeTemp((0, import_node_path4.join)(dir2, "new"), data, options);
  try {
    for (let name of names) {
      let target = (0, import_node_path4.join)(dir2, name);
      try {
        (0, import_node_fs3.linkSync)(temp, target);
      } catch (err) {
        let code = errnoCode(err);
        if (code === "EEXIST") continue;
        if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") {
          try {
            (0, import_node_fs3.closeSync)((0, import_node_fs3.openSync)(target, "wx", options.mode ?? 384));
          } catch (e) {
            if (errnoCode(e) === "EEXIST") continue;
            throw e;
          }
          return (0, import_node_fs3.renameSync)(temp, target), options.fsync !== !1 && fsyncDir(dir2), name;
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
    return (0, import_node_fs3.unlinkSync)(path), !0;
  } catch {
    return !1;
  }
}
function readFileIfExists(path, options = {}) {
  return readRegularFileSync(path, options);
}
var import_node_fs3, import_node_crypto, import_node_path4, TEMP_PREFIX, init_atomic = __esm({
  "src/core/atomic.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs"), import_node_crypto = require("node:crypto"), import_node_path4 = require("node:path");
    init_errors();
    init_regular();
    TEMP_PREFIX = ".tmp-";
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
  return dir2 ? (0, import_node_path6.resolve)(dir2) : (0, import_node_path6.join)((0, import_node_os2.homedir)(), ".pai");
}
function resolveCheckpointsDir(dir2) {
  return dir2 ? (0, import_node_path6.resolve)(dir2) : (0, import_node_path6.join)(resolvePaiDir(), "checkpoints");
}
function resolveClaudeDir(env = process.env) {
  let dir2 = env.CLAUDE_CONFIG_DIR;
  return dir2 ? (0, import_node_path6.resolve)(dir2) : (0, import_node_path6.join)((0, import_node_os2.homedir)(), ".claude");
}
function paiPaths(options = {}) {
  let paiDir = options.paiDir ? (0, import_node_path6.resolve)(options.paiDir) : resolvePaiDir(), stateDir = (0, import_node_path6.join)(paiDir, "checkpoint");
  return {
    paiDir,
    checkpointsDir: options.checkpointsDir ? (0, import_node_path6.resolve)(options.checkpointsDir) : (0, import_node_path6.join)(paiDir, "checkpoints"),
    seedPath: options.seedPath ? (0, import_node_path6.resolve)(options.seedPath) : (0, import_node_path6.join)(paiDir, "seed.json"),
    eventsDir: options.eventsDir ? (0, import_node_path6.resolve)(options.eventsDir) : (0, import_node_path6.join)(paiDir, "events"),
    stateDir,
    sessionsDir: (0, import_node_path6.join)(stateDir, "sessions"),
    logFile: (0, import_node_path6.join)(stateDir, "plugin.log"),
    scratchDir: (0, import_node_path6.join)(stateDir, "tmp"),
    codeCacheDir: (0, import_node_path6.join)(stateDir, "code-cache")
  };
}
function installationId(paths) {
  return sha256Hex(`${(0, import_node_os2.hostname)()}\0${paths.paiDir}`).slice(0, 16);
}
var import_node_os2, import_node_path6, init_paths = __esm({
  "src/core/paths.ts"() {
    "use strict";
    import_node_os2 = require("node:os"), import_node_path6 = require("node:path");
    init_hash();
  }
});

// src/core/lock.ts
function processStart(pid) {
  try {
    let stat2 = (0, import_node_fs5.readFileSync)(`/proc/${pid}/stat`, "utf8");
    return stat2.slice(stat2.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return;
  }
}
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
    let stat2 = (0, import_node_fs5.readFileSync)(`/proc/${pid}/stat`, "utf8"), state = stat2[stat2.lastIndexOf(")") + 2];
    return state !== "Z" && state !== "X";
  } catch {
    return process.platform !== "linux";
  }
}
function readLock(path) {
  try {
    let content = (0, import_node_fs5.readFileSync)(path, "utf8"), { mtimeMs } = (0, import_node_fs5.statSync)(path);
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
  let aside = `${path}.stale-${(0, import_node_crypto3.randomBytes)(6).toString("hex")}`;
  try {
    (0, import_node_fs5.renameSync)(path, aside);
  } catch {
    return;
  }
  let moved = "";
  try {
    moved = (0, import_node_fs5.readFileSync)(aside, "utf8");
  } catch {
  }
  if (moved !== judged)
    try {
      (0, import_node_fs5.linkSync)(aside, path);
    } catch {
    }
  safeUnlink(aside);
}
function createLockFile(path, token) {
  let temp = (0, import_node_path7.join)((0, import_node_path7.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path7.basename)(path)}.${process.pid}.${(0, import_node_crypto3.randomBytes)(4).toString("hex")}`);
  (0, import_node_fs5.writeFileSync)(temp, token, { mode: 384 });
  try {
    return (0, import_node_fs5.linkSync)(temp, path), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST") return !1;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    let fd = (0, import_node_fs5.openSync)(path, "wx", 384);
    try {
      (0, import_node_fs5.writeSync)(fd, token);
    } finally {
      (0, import_node_fs5.closeSync)(fd);
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
      ensureDir((0, import_node_path7.dirname)(path));
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
        if ((0, import_node_fs5.readFileSync)(path, "utf8") === token) {
          let now = /* @__PURE__ */ new Date();
          (0, import_node_fs5.utimesSync)(path, now, now);
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
        return (0, import_node_fs5.readFileSync)(path, "utf8") === token;
      } catch {
        return !1;
      }
    },
    release() {
      if (!released) {
        released = !0, clearInterval(refresh);
        try {
          (0, import_node_fs5.readFileSync)(path, "utf8") === token && safeUnlink(path);
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
var import_node_fs5, import_node_crypto3, import_node_os3, import_node_path7, HOST, DEFAULT_LEASE_MS, ownStart, myStart, sleeper, init_lock = __esm({
  "src/core/lock.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs"), import_node_crypto3 = require("node:crypto"), import_node_os3 = require("node:os"), import_node_path7 = require("node:path");
    init_atomic();
    init_errors();
    HOST = (0, import_node_os3.hostname)(), DEFAULT_LEASE_MS = 1e4;
    myStart = () => ownStart ??= processStart(process.pid) ?? "-", sleeper = new Int32Array(new SharedArrayBuffer(4));
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
  let rootLookup = detectRoot(), globalCrypto = rootLookup && (rootLookup.crypto || rootLookup.msCrypto) || (typeof import_node_crypto8.default < "u" ? import_node_crypto8.default : null);
  if (typeof globalCrypto?.getRandomValues == "function")
    return () => {
      let buffer = new Uint8Array(1);
      return globalCrypto.getRandomValues(buffer), buffer[0] / 256;
    };
  if (typeof globalCrypto?.randomBytes == "function")
    return () => globalCrypto.randomBytes(1).readUInt8() / 256;
  if (import_node_crypto8.default?.randomBytes)
    return () => import_node_crypto8.default.randomBytes(1).readUInt8() / 256;
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
var import_node_crypto8, ENCODING, ENCODING_LEN, RANDOM_LEN, TIME_LEN, TIME_MAX, ULIDErrorCode, ULIDError, init_node = __esm({
  "node_modules/ulid/dist/node/index.js"() {
    import_node_crypto8 = __toESM(require("node:crypto"), 1), ENCODING = "0123456789ABCDEFGHJKMNPQRSTVWXYZ", ENCODING_LEN = 32, RANDOM_LEN = 16, TIME_LEN = 10, TIME_MAX = 281474976710655;
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

// src/domain/records/seed.ts
function lockPathFor(seedPath) {
  return `${seedPath}.lock`;
}
function parseSeed(path, text2) {
  let value = parseJsonText(
    text2,
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
  let text2 = readFileIfExists(seedPath);
  if (text2 === void 0) return;
  let ref = parseSeed(seedPath, text2).state?.checkpointRef;
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
      let text2 = readFileIfExists(seedPath);
      if (text2 === void 0) return { status: "missing" };
      let seed;
      try {
        seed = parseSeed(seedPath, text2);
      } catch (err) {
        return { status: "invalid", error: errorMessage(err) };
      }
      let state = seed.state ?? {}, current = typeof state.checkpointRef == "string" ? state.checkpointRef : void 0, next = current;
      if ("set" in update ? current !== void 0 && isUlid(current) && isUlid(update.set) && current > update.set || (next = update.set) : current !== void 0 && update.clear.includes(current) && (next = void 0), next === current) return { status: "unchanged", ref: current };
      next === void 0 ? delete state.checkpointRef : state.checkpointRef = next, seed.state = state;
      let mode = 384;
      try {
        mode = (0, import_node_fs12.statSync)(seedPath).mode & 511;
      } catch {
      }
      let file = (0, import_node_fs12.lstatSync)(seedPath).isSymbolicLink() ? (0, import_node_fs12.realpathSync)(seedPath) : seedPath;
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
var import_node_fs12, init_seed = __esm({
  "src/domain/records/seed.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    init_atomic();
    init_errors();
    init_lock();
    init_ids();
    init_json();
  }
});

// src/domain/records/schema.ts
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
  let m = NAME_TIME_RE.exec(name);
  if (!m) return;
  let t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(t) ? void 0 : t;
}
function listRecordNames(dir2) {
  let names;
  try {
    names = (0, import_node_fs13.readdirSync)(dir2);
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return [];
    throw err;
  }
  return names.filter((n) => RECORD_FILE_RE.test(n)).sort().reverse();
}
function readRecordFile(dir2, name) {
  let text2;
  try {
    text2 = readFileIfExists((0, import_node_path13.join)(dir2, name), { noFollow: !0 });
  } catch (err) {
    let error = err instanceof RefusedFileError && err.reason === "too-large" ? err.why : err instanceof CheckpointError ? "not a regular file (a symlink, folder or device); not read" : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: !1, file: name, error };
  }
  if (text2 === void 0) return;
  let parsed = parseRecord(text2);
  return parsed.ok ? { ok: !0, file: name, record: parsed.record } : { ok: !1, file: name, error: parsed.error };
}
function serializeRecord(record2) {
  return `${JSON.stringify(record2, null, 2)}
`;
}
var import_node_fs13, import_node_path13, RECORD_FILE_RE, NAME_TIME_RE, init_files = __esm({
  "src/domain/records/files.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs"), import_node_path13 = require("node:path");
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
  let key = (0, import_node_crypto9.createHash)("sha1").update(dir2).digest("hex").slice(0, 12);
  return { index: (0, import_node_path14.join)(stateDir, `records-index-${key}.json`), summary: (0, import_node_path14.join)(stateDir, `records-summary-${key}.json`) };
}
function readJson(file) {
  try {
    let text2 = readFileIfExists(file);
    return text2 ? JSON.parse(text2) : void 0;
  } catch {
    return;
  }
}
function dirMtime(dir2) {
  try {
    return (0, import_node_fs14.statSync)(dir2).mtimeMs;
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
function quickUnfinished(stateDir, dir2) {
  let summary = readJson(cacheFiles(stateDir, dir2).summary);
  if (!(summary?.v !== VERSION || summary.dir !== dir2 || summary.dirMtimeMs < 0 || !Array.isArray(summary.unfinished)))
    return dirMtime(dir2) === summary.dirMtimeMs ? summary.unfinished : void 0;
}
var import_node_crypto9, import_node_fs14, import_node_path14, VERSION, YOUNG_MS, RecordIndex, init_index_cache = __esm({
  "src/domain/records/index-cache.ts"() {
    "use strict";
    import_node_crypto9 = require("node:crypto"), import_node_fs14 = require("node:fs"), import_node_path14 = require("node:path");
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
    !pool || pool.length < bytes ? (pool = Buffer.allocUnsafe(bytes * POOL_SIZE_MULTIPLIER), import_node_crypto10.webcrypto.getRandomValues(pool), poolOffset = 0) : poolOffset + bytes > pool.length && (import_node_crypto10.webcrypto.getRandomValues(pool), poolOffset = 0);
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
var import_node_crypto10, POOL_SIZE_MULTIPLIER, pool, poolOffset, init_nanoid = __esm({
  "node_modules/nanoid/index.js"() {
    import_node_crypto10 = require("node:crypto");
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
  }, file = (0, import_node_path15.join)(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`), line = `${JSON.stringify(event)}
`;
  try {
    (0, import_node_fs15.appendFileSync)(file, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(eventsDir), (0, import_node_fs15.appendFileSync)(file, line, { mode: 384 });
  }
  return event;
}
var import_node_fs15, import_node_path15, init_events = __esm({
  "src/domain/records/events.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs"), import_node_path15 = require("node:path");
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
function reportSeed(c, result) {
  result.status === "invalid" && c.warn(`seed.json left untouched: ${result.error}`);
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
  let nowMs = options.id ? ulidTime(options.id) ?? c.now().getTime() : c.now().getTime(), id = options.id ?? newCheckpointId(nowMs), createdAt = new Date(nowMs).toISOString(), sessionId = options.sessionId || defaultSessionId(), record2 = {
    id,
    sessionId,
    phase,
    phaseNumber,
    createdAt,
    completed: !1,
    taskSummary: taskSummary2,
    iscCriteria: iscCriteria2,
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
  let dir2 = ctx(options).paths.checkpointsDir, out = { records: [], problems: [] };
  for (let name of listRecordNames(dir2)) {
    if (filter.limit !== void 0 && out.records.length >= filter.limit) break;
    let r = readRecordFile(dir2, name);
    if (!r) continue;
    if (!r.ok) {
      out.problems.push({ file: (0, import_node_path16.join)(dir2, r.file), error: r.error });
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
  let { paths } = ctx(options), dir2 = paths.checkpointsDir, project = options.project, order = (entries) => [...entries].sort((a, b) => +((b.project ?? b.cwd) === project) - +((a.project ?? a.cwd) === project)), firstValid = (candidates, index2) => {
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
  for (let file of files) {
    let r = file === target.file ? target : readRecordFile(dir2, file);
    if (!(!r?.ok || r.record.sessionId !== target.record.sessionId) && !(r.record.createdAt > target.record.createdAt)) {
      if (!r.record.completed) {
        let updated = { ...r.record, completed: !0 };
        writeFileAtomicSync((0, import_node_path16.join)(dir2, file), serializeRecord(updated)), index.update(file, updated);
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
  return writeFileAtomicSync((0, import_node_path16.join)(dir2, found.file), serializeRecord(updated)), !0;
}
function deleteRecordSync(id, options = {}) {
  let c = ctx(options), found = findRecord(c.paths.checkpointsDir, id);
  if (!(!found || !safeUnlink((0, import_node_path16.join)(c.paths.checkpointsDir, found.file)))) {
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
  if (old.sort((a, b) => Number(b.completed) - Number(a.completed)), options.dryRun) return { deleted: 0, tempFilesRemoved: 0, records: old };
  let hourAgo = c.now().getTime() - DEFAULTS.leftoverAgeMs, tempFilesRemoved = sweepTempFiles(dir2, hourAgo) + sweepTempFiles((0, import_node_path16.dirname)(c.paths.seedPath), hourAgo), deleted = [];
  for (let rec of old)
    safeUnlink((0, import_node_path16.join)(dir2, rec.file)) && (deleted.push(rec), logEvent(
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
    names = (0, import_node_fs16.readdirSync)(dir2).filter((f) => f.startsWith(TEMP_PREFIX));
  } catch {
    return 0;
  }
  for (let name of names)
    try {
      (0, import_node_fs16.statSync)((0, import_node_path16.join)(dir2, name)).mtimeMs < olderThanMs && safeUnlink((0, import_node_path16.join)(dir2, name)) && n++;
    } catch {
    }
  return n;
}
async function cleanupCheckpoints(olderThanDays = UNCONFIGURED.recordRetentionDays, options) {
  return { deleted: cleanupCheckpointsSync(olderThanDays, options).deleted };
}
var import_node_fs16, import_node_path16, init_api2 = __esm({
  "src/domain/records/api.ts"() {
    "use strict";
    import_node_fs16 = require("node:fs"), import_node_path16 = require("node:path");
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

// src/adapters/sidecar/run.ts
var import_node_path23 = require("node:path");

// src/core/context.ts
var import_node_fs2 = require("node:fs"), import_node_path3 = require("node:path");
init_errors();
function createContext(init) {
  let known = /* @__PURE__ */ new Map();
  return {
    ...init,
    configFor(project) {
      let stamp = [
        (0, import_node_path3.join)(init.paths.paiDir, "checkpoint.toml"),
        ...project ? [(0, import_node_path3.join)(project, ".pai", "checkpoint.toml")] : []
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
function fileStamp(file) {
  try {
    let st = (0, import_node_fs2.statSync)(file);
    return `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return "-";
  }
}

// src/adapters/sidecar/run.ts
init_errors();
init_keys();

// src/core/log.ts
var import_node_fs4 = require("node:fs"), import_node_path5 = require("node:path");
init_redact();
init_atomic();
function logLine(paths, event, sessionId, message) {
  try {
    ensureDir((0, import_node_path5.dirname)(paths.logFile)), (0, import_node_fs4.appendFileSync)(
      paths.logFile,
      `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, " | ")}
`,
      { mode: 384 }
    );
  } catch {
  }
}

// src/adapters/sidecar/run.ts
init_paths();

// src/app/sidecar.ts
var import_node_fs21 = require("node:fs"), import_node_path22 = require("node:path");
init_config();
init_errors();
init_lock();
init_atomic();

// src/core/hint.ts
function shellQuote(s) {
  return /^[A-Za-z0-9_./:=@-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}

// src/app/context.ts
init_errors();

// src/storage/open.ts
var import_node_url = require("node:url");
init_errors();

// src/core/secrets.ts
var import_node_crypto4 = require("node:crypto"), import_node_fs6 = require("node:fs"), import_node_path8 = require("node:path");
init_atomic();
init_errors();
var KEY_BYTES = 32;
function keyId(key) {
  return (0, import_node_crypto4.createHmac)("sha256", key).update("pai-checkpoint key id").digest("hex").slice(0, 16);
}
function parseKey2(text2, source) {
  let t = text2.trim(), key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, "hex") : /^[A-Za-z0-9+/]{43}=?$/.test(t) ? Buffer.from(t, "base64") : void 0;
  if (key?.length !== KEY_BYTES)
    throw new CheckpointError(
      "USAGE",
      `${source}: not a key (expected 64 hex digits: 32 random bytes)`,
      "make one with `openssl rand -hex 32`"
    );
  return { key, id: keyId(key), source };
}
function readKeyFile(path) {
  let text2;
  try {
    text2 = readFileIfExists(path);
  } catch (err) {
    throw new CheckpointError("USAGE", `key file ${path}: ${errorMessage(err)}`, "point it at a file holding the key");
  }
  if (text2 === void 0) return;
  let mode = (0, import_node_fs6.statSync)(path).mode & 511;
  if (mode & 63)
    throw new CheckpointError(
      "USAGE",
      `key file ${path} can be read by others (mode ${mode.toString(8).padStart(3, "0")})`,
      `chmod 600 ${path}`
    );
  return parseKey2(text2, path);
}
function signingKey(path, create) {
  let found = readKeyFile(path);
  if (found || !create) return found;
  ensureDir((0, import_node_path8.dirname)(path));
  try {
    createFileExclusiveSync((0, import_node_path8.dirname)(path), [(0, import_node_path8.basename)(path)], `${(0, import_node_crypto4.randomBytes)(KEY_BYTES).toString("hex")}
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
  let key = Buffer.from((0, import_node_crypto4.hkdfSync)("sha256", volume.key, Buffer.alloc(0), "pai-checkpoint signing 1", KEY_BYTES));
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

// src/storage/open.ts
init_redact();
init_volume_url();

// src/storage/local.ts
var import_node_crypto5 = require("node:crypto"), import_node_fs7 = require("node:fs"), import_promises2 = require("node:fs/promises"), import_node_path9 = require("node:path"), import_node_stream = require("node:stream"), import_promises3 = require("node:stream/promises");
init_atomic();
init_errors();

// src/core/parallel.ts
async function mapLimit(items, limit, fn) {
  let out = new Array(items.length), next = 0, work = async () => {
    for (; next < items.length; ) {
      let i = next++;
      out[i] = await fn(items[i], i);
    }
  }, failed = (await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, work))).find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  return out;
}

// src/storage/local.ts
init_regular();

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
  let segments = key.split("/");
  return segments.length > 0 && segments.length <= 16 && segments.every((s) => SEGMENT_RE.test(s) && !s.includes(".."));
}
function checkKey(key) {
  let segments = key.split("/");
  if (!isValidKey(key))
    throw new CheckpointError(
      "INVALID_ID",
      `invalid storage key ${JSON.stringify(key.slice(0, 200))}`,
      'keys are /-separated names of letters, digits, ".", "_" and "-"'
    );
  return segments;
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
function putJson(store, key, value) {
  return store.put(key, `${JSON.stringify(value, null, 2)}
`);
}

// src/storage/local.ts
var LOOKS = 16;
function tempFor(target) {
  return (0, import_node_path9.join)((0, import_node_path9.dirname)(target), `${TEMP_PREFIX}${(0, import_node_path9.basename)(target)}.${process.pid}.${(0, import_node_crypto5.randomBytes)(6).toString("hex")}`);
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
  for (let e of entries) if (e.isDirectory() && await holdsObject((0, import_node_path9.join)(dir2, e.name))) return !0;
  return !1;
}
var LocalVolume = class {
  location;
  constructor(root) {
    this.location = (0, import_node_path9.resolve)(root);
  }
  path(key) {
    return (0, import_node_path9.join)(this.location, ...checkKey(key));
  }
  async put(key, data) {
    let early, onEarly = (err) => early ??= err;
    data instanceof import_node_stream.Readable && data.on("error", onEarly);
    try {
      return (await this.write(key, data, () => early, replace)).result;
    } finally {
      data instanceof import_node_stream.Readable && data.off("error", onEarly);
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
      let at = dir2, st = await (0, import_promises2.stat)(at).catch(() => {
      });
      for (; !st && (0, import_node_path9.dirname)(at) !== at; )
        at = (0, import_node_path9.dirname)(at), st = await (0, import_promises2.stat)(at).catch(() => {
        });
      if (st && !st.isDirectory())
        return new CheckpointError(
          "IO",
          `cannot write to the volume ${this.location}: ${at} is a file, not a folder`,
          "set [volume] path (or PAI_CHECKPOINT_VOLUME) to a folder"
        );
      code = await (0, import_promises2.access)(at, import_node_fs7.constants.W_OK).then(
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
  async write(key, data, early, commit) {
    let target = this.path(key), dir2 = (0, import_node_path9.dirname)(target);
    if (await this.folder(dir2), early()) throw early();
    let temp = tempFor(target), hash = (0, import_node_crypto5.createHash)("sha256"), size = 0, stored;
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
        let counter = new import_node_stream.Transform({
          transform(chunk, _enc, done) {
            hash.update(chunk), size += chunk.length, done(null, chunk);
          }
        });
        await (0, import_promises3.pipeline)(data, counter, (0, import_node_fs7.createWriteStream)(temp, { flags: "wx", mode: 384 }));
        let fh = await (0, import_promises2.open)(temp, "r");
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }
      stored = await commit(temp, target);
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
    return fh && (0, import_node_fs7.createReadStream)("", { fd: fh, autoClose: !0 });
  }
  async stat(key) {
    try {
      let s = await (0, import_promises2.stat)(this.path(key));
      return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : void 0;
    } catch (err) {
      if (errnoCode(err) === "ENOENT") return;
      throw err;
    }
  }
  async list(prefix) {
    let base = (0, import_node_path9.join)(this.location, ...checkPrefix(prefix)), out = [], walk = async (dir2, keyPrefix) => {
      for (let e of await entriesOf(dir2))
        e.name.startsWith(".") || (e.isDirectory() ? await walk((0, import_node_path9.join)(dir2, e.name), `${keyPrefix}${e.name}/`) : e.isFile() && out.push(`${keyPrefix}${e.name}`));
    };
    return await walk(base, prefix), out.sort();
  }
  async listLevel(prefix) {
    let base = (0, import_node_path9.join)(this.location, ...checkPrefix(prefix)), listing = { keys: [], folders: [] }, entries = (await entriesOf(base)).filter((e) => !e.name.startsWith("."));
    for (let e of entries) e.isFile() && listing.keys.push(`${prefix}${e.name}`);
    let folders = entries.filter((e) => e.isDirectory()), held = await mapLimit(folders, LOOKS, (e) => holdsObject((0, import_node_path9.join)(base, e.name)));
    return folders.forEach((e, i) => held[i] && listing.folders.push(`${prefix}${e.name}/`)), listing.keys.sort(), listing.folders.sort(), listing;
  }
  async copy(from, to, known) {
    let source = this.path(from), target = this.path(to), st = await this.stat(from);
    if (!st) return;
    let result;
    if (known && known.size === st.size)
      result = known;
    else {
      let hash = (0, import_node_crypto5.createHash)("sha256");
      for await (let chunk of (0, import_node_fs7.createReadStream)(source)) hash.update(chunk);
      result = { size: st.size, sha256: hash.digest("hex") };
    }
    let dir2 = (0, import_node_path9.dirname)(target);
    await this.folder(dir2);
    let temp = tempFor(target);
    try {
      await (0, import_promises2.link)(source, temp), await (0, import_promises2.rename)(temp, target);
    } catch (err) {
      if (await (0, import_promises2.unlink)(temp).catch(() => {
      }), errnoCode(err) !== "EXDEV" && errnoCode(err) !== "EPERM" && errnoCode(err) !== "ENOTSUP")
        throw await this.writeError(err, dir2);
      return this.put(to, (0, import_node_fs7.createReadStream)(source));
    }
    return await syncFolder(dir2), result;
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
    let removed = 0, walk = async (dir2) => {
      let entries;
      try {
        entries = await (0, import_promises2.readdir)(dir2, { withFileTypes: !0 });
      } catch {
        return;
      }
      for (let e of entries) {
        let p = (0, import_node_path9.join)(dir2, e.name);
        if (e.isDirectory()) await walk(p);
        else if (e.name.startsWith(TEMP_PREFIX)) {
          let st = await (0, import_promises2.stat)(p).catch(() => {
          });
          st && now - st.mtimeMs >= olderThanMs && await (0, import_promises2.unlink)(p).then(
            () => !0,
            () => !1
          ) && removed++;
        }
      }
    };
    return await walk(this.location), removed;
  }
  async usage(prefix) {
    let seen = /* @__PURE__ */ new Set(), bytes = 0;
    for (let key of await this.list(prefix)) {
      let st = await (0, import_promises2.stat)(this.path(key)).catch(() => {
      });
      !st || seen.has(`${st.dev}:${st.ino}`) || (seen.add(`${st.dev}:${st.ino}`), bytes += st.size);
    }
    return bytes;
  }
  async deletePrefix(prefix) {
    let segments = checkPrefix(prefix), keys = await this.list(prefix);
    if (segments.length === 0)
      for (let k of keys) await this.delete(k);
    else
      await (0, import_promises2.rm)((0, import_node_path9.join)(this.location, ...segments), { recursive: !0, force: !0 });
    return keys.length;
  }
};

// src/storage/s3.ts
var import_node_crypto6 = require("node:crypto"), import_node_stream2 = require("node:stream"), import_promises4 = require("node:stream/promises");
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
  return process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true", sdkLoaded ??= Promise.resolve().then(() => __toESM(require("./lib/s3-sdk.cjs"), 1)).then((m) => "S3Client" in m ? m : m.default);
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
    let name = errName(err), code = status(err), at = `${this.location}: ${what}`;
    if (name === "NoSuchBucket")
      return new CheckpointError(
        "IO",
        `${at}: the bucket ${this.bucket} does not exist`,
        "create the bucket, or correct [volume] path"
      );
    if (name === "InvalidAccessKeyId" || name === "SignatureDoesNotMatch" || name === "CredentialsProviderError" || name === "ExpiredToken")
      return new CheckpointError(
        "IO",
        `${at}: the credentials were refused (${name})`,
        "check AWS_PROFILE / AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or ~/.aws/credentials"
      );
    if (name === "AccessDenied" || code === 403)
      return new CheckpointError(
        "IO",
        `${at}: access denied`,
        `the credentials need s3:GetObject, s3:PutObject, s3:ListBucket and s3:DeleteObject on ${this.location}`
      );
    if (name === "RequestTimeTooSkewed")
      return new CheckpointError(
        "IO",
        `${at}: this machine's clock is too far from the server's`,
        "set the clock (NTP)"
      );
    let endpoint = this.o.endpoint ?? "of AWS S3";
    if (name === "TimeoutError" && /establish a connection/.test(errorMessage(err)))
      return new CheckpointError(
        "IO",
        `${at}: the endpoint ${endpoint} cannot be reached (no connection within ${5e3 / 1e3} s)`,
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
      `${at}: the endpoint ${endpoint} cannot be reached (${net})`,
      "check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network"
    ) : new CheckpointError("IO", `${at}: ${name || "error"}${code ? ` (HTTP ${code})` : ""}: ${errorMessage(err)}`);
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
    let hash = (0, import_node_crypto6.createHash)("sha256"), size = 0, counter = new import_node_stream2.Transform({
      transform(chunk, _enc, done) {
        hash.update(chunk), size += chunk.length, done(null, chunk);
      }
    }), source = data instanceof import_node_stream2.Readable ? data : import_node_stream2.Readable.from(data), feeding = (0, import_promises4.pipeline)(source, counter), { sdk, client } = await this.s3(), upload = new sdk.Upload({
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
  async *pages(prefix, delimiter) {
    let after;
    for (; ; ) {
      let r = await this.send(
        `list ${prefix || "/"}`,
        (sdk) => new sdk.ListObjectsCommand({
          Bucket: this.bucket,
          Prefix: this.root + prefix,
          MaxKeys: LIST_PAGE,
          ...delimiter ? { Delimiter: "/" } : {},
          ...after ? { Marker: after } : {}
        })
      ), keys = (r.Contents ?? []).map((c) => c.Key ?? "").filter((k) => k.startsWith(this.root)), folders = (r.CommonPrefixes ?? []).map((c) => c.Prefix ?? "").filter((k) => k.startsWith(this.root));
      yield {
        keys: keys.map((k) => k.slice(this.root.length)),
        folders: folders.map((k) => k.slice(this.root.length))
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
      for (let u of r.Uploads ?? [])
        !u.Key?.startsWith(this.root) || !u.UploadId || !u.Initiated || now - u.Initiated.getTime() < olderThanMs || (await this.sendOrMissing(
          `abort the upload of ${u.Key.slice(this.root.length)}`,
          (sdk) => new sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId })
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
    let out = [];
    for await (let page of this.pages(prefix, !1)) out.push(...page.keys.filter(isValidKey));
    return [...new Set(out)].sort();
  }
  async listLevel(prefix) {
    checkPrefix(prefix);
    let keys = /* @__PURE__ */ new Set(), folders = /* @__PURE__ */ new Set();
    for await (let page of this.pages(prefix, !0)) {
      for (let k of page.keys) isValidKey(k) && keys.add(k);
      for (let f of page.folders) isValidKey(f.slice(0, -1)) && folders.add(f);
    }
    return { keys: [...keys].sort(), folders: [...folders].sort() };
  }
  async copy(from, to, known) {
    checkKey(from), checkKey(to);
    let source = encodeURIComponent(`${this.bucket}/${this.root}${from}`).replace(/%2F/g, "/");
    if (!await this.request(
      `copy ${from}`,
      (sdk) => new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: this.root + to, CopySource: source }),
      isMissing,
      "idle"
    )) return;
    let st = await this.stat(to);
    if (known && st?.size === known.size) return known;
    let copied = await this.open(to);
    if (!copied) return;
    let hash = (0, import_node_crypto6.createHash)("sha256"), size = 0;
    for await (let b of copied)
      hash.update(b), size += b.length;
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
          Delete: { Objects: batch.map((k) => ({ Key: this.root + k })), Quiet: !0 }
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

// src/storage/sealed.ts
var import_node_crypto7 = require("node:crypto"), import_node_stream3 = require("node:stream");
init_errors();

// src/storage/layout.ts
init_keys();
var CHECKPOINTS = "checkpoints/", SESSIONS = "sessions/", MANIFEST = "manifest.json";
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
  let m = /\/lease\/(\d{10})\.json$/.exec(key);
  return m ? Number(m[1]) : void 0;
}
function checkpointOfKey(key) {
  if (!key.startsWith(CHECKPOINTS)) return;
  let [sessionId, id, ...rest] = key.slice(CHECKPOINTS.length).split("/");
  if (!(!sessionId || !id || rest.length === 0 || rest.includes("")))
    return { sessionId, id, part: rest.join("/") };
}
var CONTENT_INDEX = "content/index/";
var CONTENT_ROOTS = "content/roots/";
var SHARED_PARTS = "parts/";
var ENVIRONMENT_LISTS = "environment/";
var MEMORY = "memory/";
function packOfKey(key) {
  return /^content\/packs\/[0-9a-f]{2}\/([0-9a-f]{64})$/.exec(key)?.[1];
}
function isPrivateKey(key) {
  let at = checkpointOfKey(key);
  return at ? at.part !== MANIFEST : packOfKey(key) !== void 0 || key.startsWith(SHARED_PARTS) || key.startsWith(CONTENT_INDEX) || key.startsWith(CONTENT_ROOTS) || key.startsWith(ENVIRONMENT_LISTS) || key.startsWith(MEMORY) || /^sessions\/[^/]+\/(summary\.md$|monitor\/)/.test(key);
}

// src/storage/sealed.ts
var MAGIC = Buffer.from("pai-enc1"), HEADER = 32, SEGMENT = 64 * 1024, TAG = 16;
function sealedSize(plain) {
  return HEADER + plain + TAG * Math.max(1, Math.ceil(plain / SEGMENT));
}
function storedSizeFits(stored, plain) {
  return stored === plain || stored === sealedSize(plain);
}
function isSealed(head) {
  return head.length >= MAGIC.length && Buffer.from(head.buffer, head.byteOffset, MAGIC.length).equals(MAGIC);
}
function objectKey(secret, salt) {
  return Buffer.from((0, import_node_crypto7.hkdfSync)("sha256", secret, salt, "pai-checkpoint object 1", 32));
}
function nonce(n, last) {
  let b = Buffer.alloc(12);
  return b.writeUIntBE(n, 5, 6), b[11] = last ? 1 : 0, b;
}
function describe2(location, key) {
  let at = checkpointOfKey(key);
  if (at) return `${at.part} of checkpoint ${at.sessionId}/${at.id}`;
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
    let all = Buffer.concat(this.held, this.bytes), at = 0;
    for (; all.length - at > size; at += size) yield all.subarray(at, at + size);
    this.held = [all.subarray(at)], this.bytes = all.length - at;
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
  let salt = (0, import_node_crypto7.randomBytes)(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), n = 0, seal = (plain2, last) => {
    let c = (0, import_node_crypto7.createCipheriv)("aes-256-gcm", key, nonce(n++, last));
    return c.setAAD(header), Buffer.concat([c.update(plain2), c.final(), c.getAuthTag()]);
  };
  yield header;
  let plain = new Segments();
  for await (let chunk of source) {
    seen.hash.update(chunk), seen.size += chunk.byteLength, plain.add(chunk);
    for (let segment of plain.whole(SEGMENT)) yield seal(segment, !1);
  }
  yield seal(plain.rest(), !0);
}
async function* decrypt(source, keyFor, what) {
  let header, key, n = 0, open3 = (sealed, last) => {
    let d = (0, import_node_crypto7.createDecipheriv)("aes-256-gcm", key, nonce(n++, last));
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
    for (let segment of stored.whole(SEGMENT + TAG)) yield open3(segment, !1);
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
  let salt = (0, import_node_crypto7.randomBytes)(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), out = [header], n = 0;
  for (let at = 0; ; at += SEGMENT) {
    let last = plain.length - at <= SEGMENT, c = (0, import_node_crypto7.createCipheriv)("aes-256-gcm", key, nonce(n++, last));
    if (c.setAAD(header), out.push(c.update(plain.subarray(at, at + SEGMENT)), c.final(), c.getAuthTag()), last) return Buffer.concat(out);
  }
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
    let seen = { size: 0, hash: (0, import_node_crypto7.createHash)("sha256") }, source = typeof data == "string" ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data;
    return await this.inner.put(key, import_node_stream3.Readable.from(encrypt(source, secret, seen), { objectMode: !1 })), { size: seen.size, sha256: seen.hash.digest("hex") };
  }
  async create(key, data) {
    let secret = this.secretFor(key);
    if (!secret) return this.inner.create(key, data);
    let sealed = [];
    for await (let b of encrypt([typeof data == "string" ? Buffer.from(data) : data], secret, {
      size: 0,
      hash: (0, import_node_crypto7.createHash)("sha256")
    }))
      sealed.push(b);
    return this.inner.create(key, Buffer.concat(sealed));
  }
  async get(key) {
    let stored = await this.inner.get(key);
    if (!stored || !isSealed(stored)) return stored;
    let out = [];
    for await (let b of decrypt([stored], this.keyFor(key), describe2(this.location, key))) out.push(b);
    return Buffer.concat(out);
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
    return isSealed(first) ? import_node_stream3.Readable.from(decrypt(rest, this.keyFor(key), describe2(this.location, key)), { objectMode: !1 }) : import_node_stream3.Readable.from(rest, { objectMode: !1 });
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
  async copy(from, to, known) {
    let st = await this.inner.stat(from);
    if (!st) return;
    if (known && storedSizeFits(st.size, known.size))
      return await this.inner.copy(from, to, { size: st.size, sha256: known.sha256 }) && known;
    if (!await this.inner.copy(from, to)) return;
    let copied = await this.open(to);
    if (!copied) return;
    let hash = (0, import_node_crypto7.createHash)("sha256"), size = 0;
    for await (let b of copied)
      hash.update(b), size += b.length;
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
      encryption = e ? parseKey2(e.text, e.source) : void 0;
    return encryption;
  }, derivedKey = () => {
    let e = readEncryption();
    return e && (derived ??= derivedSigningKey(e));
  };
  return {
    signingPath: keys.signingFile,
    encryption: readEncryption,
    signing(create) {
      return derivedKey() ?? (ownSigning ??= signingKey(keys.signingFile, create));
    },
    verifying(id) {
      let candidates = [() => derivedKey(), () => ownSigning ??= signingKey(keys.signingFile, !1)];
      for (let get2 of candidates)
        try {
          let k = get2();
          if (k?.id === id) return k;
        } catch {
        }
    }
  };
}

// src/app/context.ts
var volumes = /* @__PURE__ */ new WeakMap();
async function volumeOf(ctx2) {
  let config2 = await ctx2.configFor(void 0), open3 = volumes.get(ctx2);
  if (open3?.config === config2) return open3.store;
  let store = openVolume(config2);
  return volumes.set(ctx2, { config: config2, store }), store;
}

// src/app/follow.ts
init_lock();
init_errors();

// src/domain/session/sidecar-files.ts
var import_node_path10 = require("node:path");
init_atomic();
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

// src/core/json-lines.ts
function parseJsonLine(line) {
  if (line.trim())
    try {
      return JSON.parse(line);
    } catch {
      return;
    }
}
function jsonLines(text2) {
  let out = [];
  for (let line of typeof text2 == "string" ? text2.split(`
`) : text2) {
    let v = parseJsonLine(line);
    v !== void 0 && out.push(v);
  }
  return out;
}

// src/domain/session/sidecar-files.ts
init_lock();
init_keys();
init_hash();

// src/domain/transcript/tail.ts
var import_node_fs8 = require("node:fs");
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
    let subject = text(call2.input.subject), status2 = text(call2.input.status);
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
    let n = (0, import_node_fs8.readSync)(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
function readNewLines(path, offset, maxBytes = TAIL_WINDOW, o = {}) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let size = (0, import_node_fs8.fstatSync)(fd).size, start = offset, reset = !1, midLine = o.midLine ?? !1;
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
      (0, import_node_fs8.closeSync)(fd);
    }
}
function lineStartAfter(path, pos, maxBytes = TAIL_WINDOW) {
  if (pos <= 0) return 0;
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let buf = Buffer.allocUnsafe(Math.max(1, Math.min(maxBytes, (0, import_node_fs8.fstatSync)(fd).size - pos + 1))), got = readAt(fd, buf, buf.length, pos - 1), nl = buf.subarray(0, got).indexOf(NL);
      return nl < 0 ? void 0 : pos + nl;
    } finally {
      (0, import_node_fs8.closeSync)(fd);
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
  return (0, import_node_path10.join)(paths.stateDir, "sidecars");
}
function sidecarFiles(paths, sessionId) {
  let base = (0, import_node_path10.join)(sidecarDir(paths), assertSafeKey("session id", sessionId));
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
function readJournal(paths, state) {
  let out = [], midLine = !1;
  for (; ; ) {
    let tail = readNewLines(sidecarFiles(paths, state.sessionId).journal, state.journalOffset ?? 0, void 0, {
      midLine
    });
    if (!tail) return out;
    state.journalOffset = tail.offset, midLine = tail.midLine;
    for (let j of jsonLines(tail.lines)) {
      if (!j || typeof j != "object") continue;
      let entry = { event: typeof j.hook_event_name == "string" ? j.hook_event_name : "Stop" };
      typeof j.last_assistant_message == "string" && (entry.lastAssistantMessage = j.last_assistant_message), typeof j.reason == "string" && (entry.reason = j.reason), out.push(entry);
    }
    if (!tail.more) return out;
  }
}
function postNotice(paths, sessionId, message) {
  let file = sidecarFiles(paths, sessionId).notice, earlier = "";
  try {
    earlier = JSON.parse(readFileIfExists(file) ?? "{}").systemMessage ?? "";
  } catch {
  }
  ensureDir(sidecarDir(paths)), writeFileAtomicSync(
    file,
    `${JSON.stringify({ systemMessage: inert(earlier ? `${earlier}
${message}` : message) })}
`,
    { fsync: !1 }
  );
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
function takeAbandonedRisky(paths, sessionId) {
  let file = sidecarFiles(paths, sessionId).riskyPending, text2 = readFileIfExists(file);
  if (text2 === void 0) return;
  let p = {};
  try {
    p = JSON.parse(text2);
  } catch {
  }
  return typeof p.pid == "number" && p.pid !== process.pid && pidAlive(p.pid) ? void 0 : (safeUnlink(file), `the checkpoint before ${typeof p.command == "string" ? `\`${p.command.slice(0, 80)}\`` : "a risky command"}${typeof p.at == "string" ? ` (${p.at})` : ""} did not finish (its hook was stopped): that command ran without one`);
}

// src/domain/session/state.ts
var import_node_path11 = require("node:path");
init_atomic();
init_errors();
init_keys();
function addNotice(state, notice) {
  let list = state.notices ??= [];
  list.includes(notice) || list.push(notice), list.length > 5 && list.splice(0, list.length - 5);
}
function takeNotices(state) {
  let list = state.notices;
  if (list?.length)
    return delete state.notices, list.map((n) => `pai-checkpoint: ${n}`).join(`
`);
}
function sessionFile(paths, sessionId) {
  return (0, import_node_path11.join)(paths.sessionsDir, `${assertSafeKey("session id", sessionId)}.json`);
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

// src/domain/transcript/tasks.ts
var import_node_fs9 = require("node:fs"), import_node_path12 = require("node:path");
init_keys();
init_paths();
var STATUSES = /* @__PURE__ */ new Set(["pending", "in_progress", "completed"]);
function readIscCriteria(sessionId, claudeDir = resolveClaudeDir()) {
  if (!isSafeKey(sessionId)) return [];
  let dir2 = (0, import_node_path12.join)(claudeDir, "tasks", sessionId), names;
  try {
    names = (0, import_node_fs9.readdirSync)(dir2).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  let out = [];
  for (let name of names)
    try {
      let t = JSON.parse((0, import_node_fs9.readFileSync)((0, import_node_path12.join)(dir2, name), "utf8")), status2 = String(t.status ?? "pending");
      if (!STATUSES.has(status2) || typeof t.subject != "string") continue;
      out.push({
        id: String(t.id ?? name.replace(/\.json$/, "")),
        subject: t.subject,
        status: status2
      });
    } catch {
    }
  return out.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
}
var criterionStatus = (status2) => STATUSES.has(status2) ? status2 : "pending";
function criteriaFromTodos(todos) {
  return todos.map((t, i) => ({ id: String(i + 1), subject: t.content, status: criterionStatus(t.status) }));
}
function criteriaFromTasks(tasks) {
  return Object.entries(tasks).map(([id, t]) => ({ id, subject: t.subject, status: criterionStatus(t.status) }));
}

// src/domain/session/tracker.ts
init_errors();
init_ids();
init_paths();
init_phases();

// src/platform/process.ts
var import_node_fs10 = require("node:fs"), import_node_os4 = require("node:os");
init_lock();
function procInfo(pid) {
  if (process.platform === "linux")
    try {
      let stat2 = (0, import_node_fs10.readFileSync)(`/proc/${pid}/stat`, "utf8"), close = stat2.lastIndexOf(")"), comm = stat2.slice(stat2.indexOf("(") + 1, close), rest = stat2.slice(close + 2).split(" ");
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
function processLiveness(host, pid, start) {
  if (host !== (0, import_node_os4.hostname)() || !pid) return "unknown";
  if (!pidAlive(pid)) return "dead";
  if (!start) return "alive";
  let info = procInfo(pid);
  return info ? info.start === start ? "alive" : "dead" : "unknown";
}
function lowerPriority(nice) {
  try {
    (0, import_node_os4.setPriority)(nice);
  } catch {
  }
}

// src/domain/session/lifecycle.ts
init_lock();
function volumeWord(state) {
  return state.carriedOverAt ? "carried_over" : state.interruptedAt ? "interrupted" : state.endedAt ? "ended" : state.crashedAt ? "crashed" : "running";
}
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

// src/domain/session/kept-text.ts
init_hash();
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
var import_node_fs11 = require("node:fs");
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
function tokensSoFar(m) {
  let out = {};
  for (let [model, u] of Object.entries(m?.tokens ?? {})) addUsage(out, model, u);
  return m?.open && addUsage(out, m.open.model, m.open.usage), out;
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
    size = (0, import_node_fs11.statSync)(path).size;
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
  let { createCheckpointSync: createCheckpointSync2, completeCheckpointSync: completeCheckpointSync2, findRecord: findRecord2 } = await recordsApi(), created = [];
  for (let p of state.pendingRecords ?? []) {
    let found = o.leftOver ? findRecord2(ctx2.paths.checkpointsDir, p.id) : void 0, file = found ? found.file : createCheckpointSync2(phaseName(p.phaseNumber) ?? "OBSERVE", p.phaseNumber, p.task, p.criteria, p.metadata, {
      ...recordOptions(ctx2),
      sessionId: state.sessionId,
      id: p.id
    }).file;
    if (created.push({ id: p.id, file, phaseNumber: p.phaseNumber }), !!p.completes)
      try {
        completeCheckpointSync2(p.completes, recordOptions(ctx2)), p.carriedFrom && recordCarryOver(ctx2.paths, state, p.carriedFrom, ctx2.now().toISOString());
      } catch (err) {
        ctx2.warn(`could not close ${p.completes} after carrying its work over: ${errorMessage(err)}`);
      }
  }
  return delete state.pendingRecords, created;
}
async function completeRunIfLearned(ctx2, state) {
  if (state.phase?.number !== 7 || state.runCompleted || !state.latestRecordId) return [];
  let done = [];
  try {
    let { completeCheckpointSync: completeCheckpointSync2 } = await recordsApi();
    done = completeCheckpointSync2(state.latestRecordId, recordOptions(ctx2)).completed;
  } catch (err) {
    return ctx2.warn(`could not complete ${state.latestRecordId}: ${errorMessage(err)}`), [];
  }
  return state.runCompleted = !0, state.completedPhases.includes(7) || state.completedPhases.push(7), delete state.task, done;
}

// src/domain/session/triggers.ts
var import_node_fs17 = require("node:fs"), import_node_path17 = require("node:path");
init_config_env();
function dueTickets(ctx2, state, track, triggers = [], extra = {}) {
  let at = ctx2.now().toISOString(), tickets = [], last = track?.created.at(-1);
  last && tickets.push({ trigger: "phase", at, recordId: last.id }), track?.toolErrors.length && tickets.push({ trigger: "error", at, error: track.toolErrors.join("; ").slice(0, 500) });
  for (let trigger of triggers) tickets.push({ trigger, at, ...extra });
  let every = state.periodicSeconds ?? UNCONFIGURED.periodicSeconds, since = Date.parse(state.lastCaptureRequestAt ?? state.startedAt);
  return tickets.length === 0 && every > 0 && ctx2.now().getTime() - since >= every * 1e3 && tickets.push({ trigger: "periodic", at }), tickets.length > 0 && (state.lastCaptureRequestAt = at), tickets;
}
function turnEndTrigger(state, completed, finalText) {
  let read = finalText !== void 0 && turnReadTo(state, finalText), quiet = state.turnActivity === "quiet" && read;
  return delete state.turnLastText, read ? delete state.turnActivity : state.turnActivity = "loud", completed ? "complete" : quiet && !projectCommands(state) ? void 0 : "stop";
}
function projectCommands(state) {
  return [.../* @__PURE__ */ new Set([state.project, state.cwd])].some(
    (d) => d && ((0, import_node_fs17.existsSync)((0, import_node_path17.join)(d, ".claude", "commands", "checkpoint.md")) || (0, import_node_fs17.existsSync)((0, import_node_path17.join)(d, ".claude", "commands", "checkpoint")))
  );
}
function contextCrossed(state, limits) {
  let open3 = state.metrics?.open;
  if (!open3) return !1;
  let used = open3.usage.input + open3.usage.cache_read + open3.usage.cache_creation, window2 = limits.windows.find(([re]) => re.test(open3.model))?.[1] ?? 2e5, high = used * 100 >= limits.warnPercent * window2, crossed = high && !state.contextHigh;
  return high ? state.contextHigh = !0 : delete state.contextHigh, crossed;
}

// src/app/follow.ts
async function followSession(ctx2, sessionId, o = {}) {
  return withLockAsync(
    sessionLockPath(ctx2.paths, sessionId),
    async () => {
      let state = loadSession(ctx2.paths, sessionId);
      if (!state || state.disabled) return { state, tickets: [], endedNow: !1, created: [], more: !1 };
      if (state.fenced) {
        let told = takeNotices(state);
        return told && (saveSession(ctx2.paths, state), postNotice(ctx2.paths, sessionId, told)), { state, tickets: [], endedNow: !1, created: [], more: !1 };
      }
      let journalAt = state.journalOffset, journal = readJournal(ctx2.paths, state), finalText = journal.filter((e) => e.event === "Stop").at(-1)?.lastAssistantMessage, track = await catchUp(ctx2, state, {
        finalText,
        quietWait: !0,
        ...o.limits ? { limits: o.limits } : {}
      });
      track.more && (journalAt === void 0 ? delete state.journalOffset : state.journalOffset = journalAt, journal = []);
      let turns = journal.filter((e) => e.event === "Stop"), end = journal.find((e) => e.event === "SessionEnd"), triggers = [...o.triggers ?? []];
      journal.some((e) => e.event === "Detach") && triggers.push("detach"), journal.some((e) => e.event === "SubagentStart" || e.event === "SubagentStop") && triggers.push("handoff");
      let ended = turns.length > 0 ? turnEndTrigger(state, (await completeRunIfLearned(ctx2, state)).length > 0, finalText) : void 0;
      ended && triggers.push(ended), o.context && contextCrossed(state, o.context) && triggers.push("context"), track.tasksChanged && track.created.length === 0 && await refreshIsc(ctx2, state);
      let tickets = dueTickets(ctx2, state, track, triggers, o.error ? { error: o.error } : {}), endedNow = end !== void 0 && !state.endedAt;
      endedNow && (state.endedAt = ctx2.now().toISOString(), state.endReason = end.reason ?? "other"), o.change?.(state);
      let abandoned = takeAbandonedRisky(ctx2.paths, sessionId);
      abandoned && addNotice(state, abandoned);
      let notice = takeNotices(state);
      return saveSession(ctx2.paths, state), notice && postNotice(ctx2.paths, sessionId, notice), { state, tickets, endedNow, created: track.created, more: track.more };
    },
    { timeoutMs: 1e4 }
  );
}
async function refreshIsc(ctx2, state) {
  if (!(!state.latestRecordId || state.runCompleted))
    try {
      let { refreshRecordSync: refreshRecordSync2 } = await Promise.resolve().then(() => (init_api2(), api_exports));
      refreshRecordSync2(state.latestRecordId, { iscCriteria: iscCriteria(ctx2, state) }, recordOptions(ctx2));
    } catch (err) {
      ctx2.warn(`could not refresh the ISC criteria of ${state.latestRecordId}: ${errorMessage(err)}`);
    }
}

// src/app/session-status.ts
var import_node_os5 = require("node:os");
init_paths();
init_lock();

// src/domain/volume/signing.ts
var import_node_crypto11 = require("node:crypto");

// src/core/canonical.ts
function canonicalJson(v) {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  if (v !== null && typeof v == "object") {
    let o = v, out = "{";
    for (let k of Object.keys(o).sort()) {
      let x = o[k];
      x !== void 0 && (out.length > 1 && (out += ","), out += `${JSON.stringify(k)}:${canonicalJson(x)}`);
    }
    return `${out}}`;
  }
  return JSON.stringify(v);
}

// src/domain/volume/signing.ts
init_errors();
function hmacOf(m, key) {
  let { signature: _omit, ...rest } = m;
  return (0, import_node_crypto11.createHmac)("sha256", key).update(canonicalJson(rest)).digest();
}
function signManifest(m, keyring) {
  let key = keyring.signing(!0);
  return {
    ...m,
    signature: {
      key_id: key.id,
      hmac_sha256: hmacOf(m, key.key).toString("hex"),
      ...key.volumeKeyId ? { volume_key_id: key.volumeKeyId } : {}
    }
  };
}
var isId = (v) => typeof v == "string" && /^[0-9a-f]{16}$/.test(v);
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
  return (0, import_node_crypto11.timingSafeEqual)(want, Buffer.from(sig.hmac_sha256, "hex")) ? void 0 : {
    why: `its signature does not match: the ${what} was changed after it was signed`,
    hint: tampered,
    missingKey: !1
  };
}
function signedFor(store, doc, create = !1) {
  let keyring = keyringOf(store);
  if (!keyring) return doc;
  let { signature: _old, ...plain } = doc;
  try {
    return keyring.signing(create) ? signManifest(plain, keyring) : plain;
  } catch {
    return plain;
  }
}
function untrusted(store, doc, what) {
  let keyring = keyringOf(store);
  if (keyring)
    return typeof doc != "object" || doc === null || Array.isArray(doc) ? { why: `not a ${what}`, hint: "the volume was damaged or tampered with", missingKey: !1 } : checkSignature(doc, keyring, what);
}

// src/domain/volume/private-text.ts
init_errors();
var isObject3 = (v) => typeof v == "object" && v !== null && !Array.isArray(v);
function split(doc, publicPaths) {
  let kept = {}, moved = [];
  for (let [k, v] of Object.entries(doc))
    if (publicPaths.includes(k)) kept[k] = v;
    else if (isObject3(v) && publicPaths.some((p) => p.startsWith(`${k}.`))) {
      let inner = split(
        v,
        publicPaths.filter((p) => p.startsWith(`${k}.`)).map((p) => p.slice(k.length + 1))
      );
      kept[k] = inner.kept, moved.push(...inner.moved.map(([p, x]) => [`${k}.${p}`, x]));
    } else v !== void 0 && moved.push([k, v]);
  return { kept, moved };
}
function sealPrivate(store, docs, publicPaths) {
  let secret = keyringOf(store)?.encryption();
  if (!secret) return { docs };
  let triples = [], kept = docs.map((d, i) => {
    let s = split(d, publicPaths);
    return triples.push(...s.moved.map(([p, v]) => [i, p, v])), s.kept;
  });
  return triples.length === 0 ? { docs } : { docs: kept, sealed: sealBytes(Buffer.from(JSON.stringify(triples)), secret).toString("base64") };
}

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
function statusOfSession(state, w) {
  return {
    session_id: state.sessionId,
    status: volumeWord(state),
    ...state.carriedOverAt ? { carried_over_at: state.carriedOverAt, carried_over_by: state.carriedOverBy ?? null } : {},
    cwd: state.project,
    host: w.host,
    installation: w.installation,
    heartbeat_at: state.heartbeatAt,
    // What the monitor (app/orchestrator.ts) needs: the interval, the epoch written at, the claude process.
    heartbeat_seconds: w.heartbeatSeconds,
    epoch: state.epoch ?? 0,
    claude_pid: state.claudePid ?? null,
    claude_start: state.claudeStart ?? null,
    ...state.interruptedAt ? { interrupted_at: state.interruptedAt, interrupted_by: state.interruptedBy ?? null } : {},
    sidecar_pid: state.sidecarPid ?? null,
    last_checkpoint_id: state.lastCheckpointId ?? null,
    last_capture_at: state.lastCaptureAt ?? null,
    phase: state.phase ? { number: state.phase.number, name: state.phase.name } : null,
    metrics: w.metrics,
    ...w.claudeVersion !== void 0 ? { claude_version: w.claudeVersion } : {}
  };
}

// src/domain/session/lease.ts
init_errors();
function parseLease(raw, key, epoch) {
  let v;
  try {
    v = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new CheckpointError("INVALID_DATA", `${key}: not JSON`);
  }
  let text2 = (k) => typeof v[k] == "string" ? v[k] : "";
  if (v.epoch !== epoch || !text2("host") || !text2("taken_at"))
    throw new CheckpointError("INVALID_DATA", `${key}: not a lease of epoch ${epoch}`);
  let lease = {
    epoch,
    session_id: text2("session_id"),
    host: text2("host"),
    taken_at: text2("taken_at"),
    by: text2("by"),
    reason: text2("reason")
  };
  return text2("checkpoint_id") && (lease.checkpoint_id = text2("checkpoint_id")), lease;
}
async function readLease(store, sessionId, epoch) {
  let key = leaseKey(sessionId, epoch), raw = await store.get(key);
  if (!raw) return;
  let lease = parseLease(raw, key, epoch);
  return untrusted(store, JSON.parse(raw.toString("utf8")), "lease") ? "untrusted" : lease;
}
async function leaseEpochs(store, sessionId) {
  return (await store.list(leasePrefix(sessionId))).map(epochOfLeaseKey).filter((e) => e !== void 0).sort((a, b) => b - a);
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
function fencedNotice(lease) {
  return `this session was resumed on ${lease.host} at ${lease.taken_at}; continue there, or fork with \`pai-checkpoint resume --fork\`. Nothing more is checkpointed here.`;
}

// src/domain/transcript/prices.ts
var DEFAULT_PRICES = [
  [/opus/i, { input: 15, output: 75, cache_creation: 18.75, cache_read: 1.5 }],
  [/sonnet/i, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
  [/haiku/i, { input: 0.8, output: 4, cache_creation: 1, cache_read: 0.08 }],
  [/.*/, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }]
];
function usageCost(model, t, prices = DEFAULT_PRICES) {
  let price2 = prices.find(([re]) => re.test(model))?.[1];
  return price2 ? (t.input * price2.input + t.output * price2.output + t.cache_creation * price2.cache_creation + t.cache_read * price2.cache_read) / 1e6 : 0;
}

// src/app/session-status.ts
function sessionMetrics(state, prices = DEFAULT_PRICES) {
  let tokens = tokensSoFar(state.metrics), total = 0, cost = 0;
  for (let [model, t] of Object.entries(tokens))
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
    ...Object.entries(config2.prices).map(([k, v]) => [new RegExp(k, "i"), v]),
    ...DEFAULT_PRICES
  ];
}
async function putSessionStatus(store, state, extra) {
  await putVolumeStatus(store, statusDocument(state, extra)), state.carryPending?.length && await publishCarriedOver(store, state, extra);
}
function statusDocument(state, extra) {
  return statusOfSession(state, {
    host: (0, import_node_os5.hostname)(),
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
      let s = loadSession(extra.paths, state.sessionId);
      s?.carryPending && (s.carryPending = s.carryPending.filter((id) => !done.includes(id)), s.carryPending.length || delete s.carryPending, saveSession(extra.paths, s));
    },
    { timeoutMs: 5e3 }
  ).catch(() => {
  });
  let left = (state.carryPending ?? []).filter((id) => !done.includes(id));
  left.length ? state.carryPending = left : delete state.carryPending;
}
async function heartbeat(ctx2, sessionId, volume, epoch) {
  let known = loadSession(ctx2.paths, sessionId);
  if (known?.fenced) return { state: known };
  let mine = epoch ?? known?.epoch ?? 0;
  if (known && (known.epoch ?? 0) > mine) return { state: known, superseded: !0 };
  let fenced = known && volume ? await supersedingLease(volume.store, sessionId, mine) : void 0, state = await withLockAsync(
    sessionLockPath(ctx2.paths, sessionId),
    async () => {
      let s = loadSession(ctx2.paths, sessionId);
      if (s)
        return fenced ? s.fenced = { epoch: fenced.epoch, host: fenced.host, at: fenced.taken_at } : s.heartbeatAt = ctx2.now().toISOString(), saveSession(ctx2.paths, s), s;
    },
    { timeoutMs: 5e3 }
  );
  return fenced ? { state, fenced } : (state && volume && await putSessionStatus(volume.store, state, { paths: ctx2.paths, config: volume.config }), { state });
}

// src/domain/session/queue.ts
var import_node_fs18 = require("node:fs");
var import_node_path18 = require("node:path");
init_atomic();
init_errors();
init_keys();
init_lock();
function dir(paths) {
  return (0, import_node_path18.join)(paths.stateDir, "captures");
}
function pendingFile(paths, sessionId) {
  return (0, import_node_path18.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.pending.jsonl`);
}
var CAPTURE_LEASE_MS = 6e4;
function captureLockPath(paths, sessionId) {
  return (0, import_node_path18.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.lock`);
}
function appendTicket(paths, sessionId, ticket) {
  let file = pendingFile(paths, sessionId), line = `${JSON.stringify(ticket)}
`;
  try {
    (0, import_node_fs18.appendFileSync)(file, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(dir(paths)), (0, import_node_fs18.appendFileSync)(file, line, { mode: 384 });
  }
}
function hasTickets(paths, sessionId) {
  try {
    return (0, import_node_fs18.readFileSync)(pendingFile(paths, sessionId)).length > 0;
  } catch {
    return !1;
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

// src/platform/spawn.ts
init_errors();
var childProcess = () => process.getBuiltinModule("node:child_process");
var STDERR_KEPT = 64 * 1024;
function spawnDetached(script, args, env, nodeArgs = []) {
  return new Promise((resolve5) => {
    try {
      let child = childProcess().spawn(process.execPath, [...nodeArgs, script, ...args], {
        detached: !0,
        stdio: "ignore",
        env,
        cwd: "/"
      });
      child.once("spawn", () => resolve5(void 0)), child.once("error", (err) => resolve5(err.message)), child.unref();
    } catch (err) {
      resolve5(err instanceof Error ? err.message : String(err));
    }
  });
}

// src/app/notify.ts
var import_node_path21 = require("node:path");
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
var import_node_fs19 = require("node:fs"), import_node_path19 = require("node:path");
init_atomic();
init_errors();
init_lock();
init_redact();
function notifyDir(paths) {
  return (0, import_node_path19.join)(paths.stateDir, "notify");
}
var dirs = (paths) => {
  let root = notifyDir(paths);
  return {
    root,
    outbox: (0, import_node_path19.join)(root, "outbox"),
    sending: (0, import_node_path19.join)(root, "sending"),
    sent: (0, import_node_path19.join)(root, "sent"),
    failed: (0, import_node_path19.join)(root, "failed"),
    raised: (0, import_node_path19.join)(root, "raised"),
    log: (0, import_node_path19.join)(root, "log.jsonl")
  };
}, fileOf = (key, channel) => `${key}-${channel}`;
function appendLog(paths, line) {
  let d = dirs(paths);
  ensureDir(d.root), (0, import_node_fs19.appendFileSync)(d.log, `${JSON.stringify(line)}
`, { mode: 384 });
}
function enqueue(paths, n, channels, now, op) {
  let d = dirs(paths);
  ensureDir(d.outbox);
  let out = { queued: [], duplicates: [] };
  for (let channel of channels) {
    let name = fileOf(n.key, channel), pending = {
      v: 1,
      notification: n,
      ...op ? { op } : {},
      channel,
      attempts: 0,
      next_at: now.getTime()
    }, created = !(0, import_node_fs19.existsSync)((0, import_node_path19.join)(d.sent, name)) && createdOnce(d.raised, name);
    if (created)
      try {
        createFileExclusiveSync(d.outbox, [`${name}.json`], redactSecretPatterns(JSON.stringify(pending)), {
          fsync: !1
        });
      } catch (err) {
        if (!/no free file name/.test(errorMessage(err))) throw err;
        created = !1;
      }
    (created ? out.queued : out.duplicates).push(channel), appendLog(paths, {
      at: now.toISOString(),
      key: n.key,
      event: n.event,
      channel,
      status: created ? "queued" : "duplicate"
    });
  }
  return out;
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
var import_node_child_process = require("node:child_process");
var import_node_util = require("node:util");
init_atomic();
init_errors();
var execFileAsync = (0, import_node_util.promisify)(import_node_child_process.execFile);

// src/domain/trackers/github.ts
init_errors();

// src/domain/trackers/linear.ts
init_errors();

// src/platform/dist-file.ts
var import_node_fs20 = require("node:fs"), import_node_path20 = require("node:path"), import_node_url2 = require("node:url"), import_meta = {}, selfFile = typeof __filename == "string" ? __filename : (0, import_node_url2.fileURLToPath)(import_meta.url);
function distFile(name) {
  let here = (0, import_node_path20.dirname)(selfFile);
  for (let p of [(0, import_node_path20.join)(here, name), (0, import_node_path20.join)(here, "..", name), (0, import_node_path20.join)(here, "..", "..", "dist", name)])
    if ((0, import_node_fs20.existsSync)(p)) return p;
}

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
var senderLock = (ctx2) => (0, import_node_path21.join)(notifyDir(ctx2.paths), "sender.lock");
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

// src/platform/tmux.ts
var import_node_child_process2 = require("node:child_process"), import_node_util2 = require("node:util"), run = (0, import_node_util2.promisify)(import_node_child_process2.execFile), TIMEOUT_MS = 3e3;
function tmuxPlace(env) {
  let socket = env.TMUX?.split(",")[0];
  if (!socket) return;
  let pane = env.TMUX_PANE;
  return pane ? { socket, pane } : { socket };
}
async function tmux(socket, args) {
  try {
    let { stdout } = await run("tmux", ["-S", socket, ...args], {
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
var exact = (session) => `=${session}:`;
async function setDetachHook(socket, session, index, command) {
  return await tmux(socket, [
    "set-hook",
    "-t",
    exact(session),
    `client-detached[${index}]`,
    `run-shell -b ${quoteTmux(command)}`
  ]) !== void 0;
}
async function unsetDetachHook(socket, session, index) {
  await tmux(socket, ["set-hook", "-u", "-t", exact(session), `client-detached[${index}]`]);
}
function quoteTmux(s) {
  return `"${s.replace(/[\\"$]/g, (c) => `\\${c}`)}"`;
}

// src/app/sidecar.ts
var SETTLE_MS = 30, USER_ENDS = ["prompt_input_exit", "clear", "logout"], SIDECAR_NICE = 10;
function claimSidecar(paths, sessionId) {
  ensureDir(sidecarDir(paths));
  let lock = tryAcquire(sidecarFiles(paths, sessionId).lock, { staleMs: SIDECAR_LEASE_MS });
  return lock && readFileIfExists(sidecarFiles(paths, sessionId).inhook)?.startsWith("failed:") && setInHook(paths, sessionId, void 0), lock;
}
function sidecarProcess(ctx2, sessionId, o) {
  return lowerPriority(SIDECAR_NICE), new Sidecar(ctx2, sessionId, {
    startWorker: (args) => {
      spawnDetached(o.worker, args, ctx2.env).then(
        (failed) => failed && ctx2.warn(`could not start the worker: ${failed}`)
      );
    },
    exit: o.exit
  });
}
async function announceSession(ctx2, sessionId) {
  let state = loadSession(ctx2.paths, sessionId);
  await raise(ctx2, {
    event: "session.started",
    at: ctx2.now(),
    session: { id: sessionId, ...state?.project ? { project: state.project } : {} },
    summary: "A Claude Code session started.",
    action: `pai-checkpoint sessions ${sessionId}`
  });
}
var Sidecar = class {
  constructor(ctx2, sessionId, deps) {
    this.ctx = ctx2;
    this.sessionId = sessionId;
    this.deps = deps;
  }
  ctx;
  sessionId;
  deps;
  state;
  config;
  store;
  watchers = [];
  timers = [];
  periodic;
  busy;
  again = !1;
  stopping = !1;
  detachHook;
  /** When the transcript or the journal last grew (for a session whose claude process is unknown). */
  activeAt = Date.now();
  /** The lease epoch this sidecar writes at (domain/session/lease.ts), as the session had it when it started. */
  epoch = 0;
  /** session.started, raised as the sidecar starts; the process ends only once it is queued. */
  announced;
  /** Reads the configuration, catches up with what happened before it ran, and starts watching. */
  async start() {
    let known = loadSession(this.ctx.paths, this.sessionId);
    if (!known || known.fenced) return this.finish();
    this.announced = announceSession(this.ctx, this.sessionId).catch(
      (err) => this.ctx.warn(`session.started not raised: ${errorMessage(err)}`)
    ), this.epoch = known.epoch ?? 0;
    try {
      this.config = await this.ctx.configFor(known.project), this.store = await volumeOf(this.ctx);
    } catch (err) {
      this.ctx.warn(`sidecar without the configuration or the volume: ${errorMessage(err)}`);
    }
    let start = processStart(process.pid), periodic = this.config?.capture.periodicSeconds;
    if (await this.follow({
      change: (s) => {
        s.sidecarPid = process.pid, start && (s.sidecarStart = start), periodic !== void 0 && (s.periodicSeconds = periodic), this.config && (s.heartbeatSeconds = this.config.session.heartbeatSeconds), s.endedAt || (delete s.interruptedAt, delete s.interruptedBy), delete s.sidecarFallback, delete s.sidecarLaunches;
      }
    }), this.stopping) return;
    if (!this.state || this.state.endedAt) return this.finish();
    this.watchFiles(), this.grown() && this.wake(), this.timers.push(setInterval(() => this.poll(), sessionTimings(this.config).pollSeconds * 1e3));
    let beat = sessionTimings(this.config).heartbeatSeconds;
    beat > 0 && this.timers.push(setInterval(() => {
      this.beat();
    }, beat * 1e3)), this.armPeriodic(), await this.watchTmux(), await this.beat();
  }
  /** File events of the transcript's folder and the journal's (the transcript may not exist yet). */
  watchFiles() {
    for (let file of [this.state?.transcriptPath, sidecarFiles(this.ctx.paths, this.sessionId).journal])
      file && this.watchFile(file);
  }
  /**
   * Wakes on changes of `file`, watching its folder. Claude Code creates the transcript's folder
   * with the first message, after the sidecar started: until it exists the deepest folder above it
   * that does is watched, and a folder appearing there moves the watch down.
   */
  watchFile(file, dir2 = (0, import_node_path22.dirname)(file)) {
    if (!this.stopping)
      try {
        let w = (0, import_node_fs21.watch)(dir2, { persistent: !1 }, (_event, changed) => {
          dir2 === (0, import_node_path22.dirname)(file) ? (!changed || changed === (0, import_node_path22.basename)(file)) && this.wake() : (0, import_node_fs21.existsSync)((0, import_node_path22.join)(dir2, changed ?? "")) && (w.close(), this.watchFile(file), (0, import_node_fs21.existsSync)(file) && this.wake());
        });
        w.on("error", () => {
        }), this.watchers.push(w);
        let below = (0, import_node_path22.join)(dir2, (0, import_node_path22.relative)(dir2, file).split(import_node_path22.sep)[0]);
        dir2 !== (0, import_node_path22.dirname)(file) && (0, import_node_fs21.existsSync)(below) && (w.close(), this.watchFile(file), (0, import_node_fs21.existsSync)(file) && this.wake());
      } catch {
        let up = (0, import_node_path22.dirname)(dir2);
        up !== dir2 && this.watchFile(file, up);
      }
  }
  /**
   * Inside tmux: a detaching client appends a `Detach` line to the journal (a tmux hook on the
   * session, removed when the sidecar ends), which makes a `detach` checkpoint (SPEC-03.12).
   */
  async watchTmux() {
    let place = tmuxPlace(this.ctx.env);
    if (!place) return;
    let session = await sessionName(place);
    if (!session) return;
    let index = 9e3 + parseInt(this.sessionId.replace(/[^0-9a-f]/gi, "").slice(0, 6) || "0", 16) % 1e3, line = JSON.stringify({ hook_event_name: "Detach" }), command = `printf '%s\\n' ${shellQuote(line)} >> ${shellQuote(sidecarFiles(this.ctx.paths, this.sessionId).journal)}`;
    await setDetachHook(place.socket, session, index, command) ? this.detachHook = { socket: place.socket, session, index } : this.ctx.warn(`sidecar: could not set the tmux detach hook on session ${session}`);
  }
  /** Every `poll_seconds`: is claude still there, and did a file grow without an event? */
  poll() {
    let s = this.state;
    if (!s || this.stopping) return;
    let live = processLiveness(s.host, s.claudePid, s.claudeStart);
    if (live === "dead") {
      this.claudeGone();
      return;
    }
    if (live === "unknown" && Date.now() - this.activeAt > sessionTimings(this.config).staleSeconds * 1e3) {
      this.ctx.warn("sidecar: no claude process to watch and nothing happened for stale_seconds: exiting"), this.finish();
      return;
    }
    this.grown() && this.wake();
  }
  /** The transcript or the journal holds bytes the last look did not read. */
  grown() {
    let s = this.state, grew = (file, offset) => {
      try {
        return !!file && (0, import_node_fs21.statSync)(file).size > (offset ?? 0);
      } catch {
        return !1;
      }
    };
    return !!s && (grew(s.transcriptPath, s.transcriptOffset) || grew(sidecarFiles(this.ctx.paths, this.sessionId).journal, s.journalOffset));
  }
  /**
   * Something changed: follow it, `SETTLE_MS` later (once more after the running look, if one
   * runs). Claude Code writes a tool call, its result and the next message within milliseconds:
   * waiting a moment makes that one look instead of three, on the cores claude is using.
   */
  wake() {
    if (!this.stopping) {
      if (this.activeAt = Date.now(), this.busy) {
        this.again = !0;
        return;
      }
      this.busy = (async () => {
        do
          this.again = !1, await new Promise((r) => setTimeout(r, SETTLE_MS)), await this.follow();
        while (this.again && !this.stopping);
      })().finally(() => this.busy = void 0);
    }
  }
  /** One look (app/follow.ts); due checkpoints go to the worker. The session ended: the sidecar hands over and ends. */
  async follow(o = {}) {
    try {
      let r = await followSession(
        this.ctx,
        this.sessionId,
        this.config ? { context: { windows: this.config.context.windows, warnPercent: this.config.context.warnPercent }, ...o } : o
      );
      return this.state = r.state, requestCapture(
        this.ctx.paths,
        this.sessionId,
        r.tickets,
        () => this.deps.startWorker(["capture", this.sessionId])
      ), r.endedNow && this.deps.startWorker(["session-end", this.sessionId]), r.state?.fenced ? this.fenced() : !this.stopping && (!r.state || r.state.endedAt || r.state.disabled) ? this.finish() : r.tickets.length && this.armPeriodic(), r.more && !this.stopping && this.wake(), r;
    } catch (err) {
      this.ctx.warn(`sidecar: ${errorMessage(err)}`);
      return;
    }
  }
  /** The periodic checkpoint falls due `periodic_seconds` after the last capture was asked for. */
  armPeriodic() {
    clearTimeout(this.periodic);
    let every = this.config?.capture.periodicSeconds ?? 0;
    if (every <= 0 || this.stopping || !this.state) return;
    let since = Date.parse(this.state.lastCaptureRequestAt ?? this.state.startedAt), due = Math.max(0, since + every * 1e3 - this.ctx.now().getTime());
    this.periodic = setTimeout(() => {
      this.wake(), this.armPeriodic();
    }, due + 50);
  }
  async beat(last = !1) {
    if (!(this.stopping && !last))
      try {
        let r = await heartbeat(
          this.ctx,
          this.sessionId,
          this.store && this.config ? { store: this.store, config: this.config } : void 0,
          this.epoch
        );
        if (r.superseded) {
          this.ctx.warn(
            `sidecar: the session now runs at epoch ${r.state?.epoch} (this sidecar at ${this.epoch}): exiting`
          ), await this.finish();
          return;
        }
        r.state && (this.state = r.state), r.fenced && (postNotice(this.ctx.paths, this.sessionId, `pai-checkpoint: ${fencedNotice(r.fenced)}`), this.ctx.warn(
          `sidecar: ${this.sessionId} was taken over at epoch ${r.fenced.epoch} by ${r.fenced.host}: nothing more is written for it here`
        ), await this.fenced());
      } catch (err) {
        this.ctx.warn(`sidecar heartbeat: ${errorMessage(err)}`);
      }
  }
  /** Another machine took the session over: the hooks do nothing for it from now on (but print the notice), and the sidecar ends. */
  async fenced() {
    setInHook(this.ctx.paths, this.sessionId, FENCED_MARK), await this.finish();
  }
  /**
   * claude is gone. After a SessionEnd (journalled, or recorded by the Node hook) the session
   * ended normally and the `session-end` job takes its last checkpoint; without one the session
   * crashed (kill -9, OOM, a closed terminal): what it left — Bash-made files included — is
   * captured now as a `crash` checkpoint, and the session is marked crashed.
   */
  async claudeGone() {
    if (!this.stopping) {
      this.stopping = !0, await this.busy;
      for (let r = await this.follow(); r?.more; r = await this.follow()) ;
      if (this.state && !this.state.endedAt) {
        let at = this.ctx.now().toISOString();
        await this.follow({
          triggers: ["crash"],
          error: "the claude process ended without SessionEnd",
          change: (s) => s.crashedAt = at
        });
      }
      await this.finish();
    }
  }
  /**
   * SIGTERM, SIGHUP or SIGINT (a container stopping, the terminal gone): a `shutdown` checkpoint,
   * waited for at most `shutdown_seconds` (an unchanged tree reuses its archive), then exit.
   */
  async shutdown(signal) {
    if (this.stopping) return;
    this.stopping = !0, await this.busy;
    let at = this.ctx.now().toISOString();
    (await this.follow({
      triggers: ["shutdown"],
      change: (s) => {
        s.endedAt && USER_ENDS.includes(s.endReason ?? "") || (s.interruptedAt = at, s.interruptedBy = signal);
      }
    }))?.state?.interruptedAt && await this.beat(!0);
    let limit = sessionTimings(this.config).shutdownSeconds, deadline = Date.now() + limit * 1e3;
    for (; Date.now() < deadline && (hasTickets(this.ctx.paths, this.sessionId) || captureRunning(this.ctx.paths, this.sessionId)); )
      await new Promise((r2) => setTimeout(r2, 50));
    (hasTickets(this.ctx.paths, this.sessionId) || captureRunning(this.ctx.paths, this.sessionId)) && this.ctx.warn(
      `sidecar: ${signal}: the shutdown checkpoint did not finish within ${limit} s (the worker goes on)`
    ), await this.finish();
  }
  async finish() {
    this.stopping = !0;
    for (let t of this.timers) clearInterval(t);
    clearTimeout(this.periodic);
    for (let w of this.watchers) w.close();
    let hook = this.detachHook;
    this.detachHook = void 0, hook && await unsetDetachHook(hook.socket, hook.session, hook.index), await this.announced, this.deps.exit(0);
  }
};

// src/adapters/sidecar/run.ts
function workerPath() {
  return (0, import_node_path23.join)(__dirname, "worker.cjs");
}
async function runSidecar(sessionId) {
  let paths = paiPaths(), log = (m) => logLine(paths, "sidecar", sessionId || "-", m), detail = (err) => err instanceof Error && err.stack ? err.stack : errorMessage(err);
  process.on("uncaughtException", (err) => {
    log(`error: uncaught exception: ${detail(err)}`), process.exit(1);
  }), process.on("unhandledRejection", (err) => {
    log(`error: unhandled rejection: ${detail(err)}`), process.exit(1);
  }), isSafeKey(sessionId) || (log(`error: no usable session id ${JSON.stringify(sessionId)}`), process.exit(2));
  let lock = claimSidecar(paths, sessionId);
  if (!lock) return;
  let ctx2 = createContext({ paths, now: () => /* @__PURE__ */ new Date(), env: process.env, warn: (m) => log(`warning: ${m}`) }), sidecar = sidecarProcess(ctx2, sessionId, {
    worker: workerPath(),
    exit: (code) => {
      lock.release(), process.exit(code);
    }
  });
  for (let signal of ["SIGTERM", "SIGHUP", "SIGINT"])
    process.on(signal, () => {
      sidecar.shutdown(signal);
    });
  await sidecar.start();
}

// src/adapters/sidecar/entry.ts
runSidecar(process.argv[2] ?? "");
