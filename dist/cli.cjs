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
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: !0 });
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
));

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
function members(proto, table2) {
  for (let key in table2) {
    let desc = Object.getOwnPropertyDescriptor(table2, key);
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
function $constructor(name2, initializer2, proto, params) {
  let zodProto = {};
  function Internals(def) {
    this.def = def, this.constr = _2, this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  let protoMembers = proto, initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (inst._zod) {
      if (inst._zod.traits.has(name2))
        return;
    } else {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    }
    if (inst._zod.traits.add(name2), initializer2(inst, def), initialized) {
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
  Object.defineProperty(Definition, "name", { value: name2 });
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
    value: (inst) => params?.Parent && inst instanceof params.Parent ? !0 : inst?._zod?.traits?.has(name2)
  }), Object.defineProperty(_2, "name", { value: name2 }), _2;
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
var _messageDesc, _issuesDesc, _installedToString, initializer, $ZodError, $ZodRealError, init_errors = __esm({
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
    init_errors();
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
    }, safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
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
  let qualified2 = `${timeSource({ precision: args.precision, seconds: !0 })}(?:${opts.join("|")})`, timeRegex = args.local ? `${qualified2}|${timeSource({ precision: args.precision })}` : qualified2;
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
var $ZodType, toStandardResult, $ZodString, $ZodStringFormat, URL_BAD_FORMAT, URL_UNPARSEABLE, asciiTabOrNewline, $ZodURL, $ZodISODateTime, $ZodISODate, $ZodISOTime, $ZodISODuration, $ZodNumber, $ZodNumberFormat, $ZodBoolean, $ZodUnknown, $ZodNever, arraySize, $ZodArray, NO_SYMBOL_KEYS, $ZodObject, $ZodRecord, $ZodEnum, $ZodLiteral, $ZodOptional, $ZodNullable, $ZodCustom, init_schemas = __esm({
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
            for (let v2 of field.values)
              propValues[key].add(v2);
            field.optin !== void 0 && propValues[key].add(void 0);
          }
        }
        return propValues;
      });
      let isObject5 = isObject, catchall = def.catchall, value, memo2 = globalConfig.memoizer;
      memo2?.attach(inst), inst._zod.parse = (payload, ctx2) => {
        value ?? (value = _normalized.value);
        let input = payload.value;
        if (!isObject5(input))
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
    init_errors();
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
var ZodMiniType, ZodMiniString, ZodMiniStringFormat, ZodMiniURL, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniBoolean, ZodMiniUnknown, ZodMiniNever, ZodMiniArray, ZodMiniObject, ZodMiniRecord, ZodMiniEnum, ZodMiniLiteral, ZodMiniOptional, ZodMiniNullable, ZodMiniCustom, init_schemas2 = __esm({
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
      $ZodObject.init(inst, def), ZodMiniType.init(inst, def), installLazyProp(inst, "shape", (self3) => self3._zod.def.shape, !1);
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

// src/core/errors.ts
function exitCodeFor(err) {
  if (!(err instanceof CheckpointError)) return EXIT.FAILURE;
  switch (err.code) {
    case "USAGE":
    case "INVALID_ID":
    case "AMBIGUOUS":
      return EXIT.USAGE;
    case "NOT_FOUND":
      return EXIT.NOT_FOUND;
    case "INVALID_DATA":
      return EXIT.INVALID_DATA;
    case "CONFLICT":
    case "LOCK_TIMEOUT":
    case "LOCK_LOST":
      return EXIT.CONFLICT;
    case "IO":
    case "TOO_LARGE":
      return EXIT.FAILURE;
  }
}
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}
function errnoCode(err) {
  return typeof err == "object" && err !== null && "code" in err && typeof err.code == "string" ? err.code : void 0;
}
function quoteValue(v2) {
  return typeof v2 == "string" ? v2.length > 40 ? `${JSON.stringify(v2.slice(0, 40))}\u2026 (${v2.length} characters)` : JSON.stringify(v2) : typeof v2 == "number" || typeof v2 == "boolean" || v2 === null ? String(v2) : v2 === void 0 ? "missing" : Array.isArray(v2) ? "an array" : `a${typeof v2 == "object" ? "n object" : ` ${typeof v2}`}`;
}
var EXIT, CheckpointError, init_errors2 = __esm({
  "src/core/errors.ts"() {
    "use strict";
    EXIT = {
      OK: 0,
      /** Internal or I/O failure. */
      FAILURE: 1,
      /** Bad command line. */
      USAGE: 2,
      /** The named checkpoint/session does not exist. */
      NOT_FOUND: 3,
      /** Stored data is invalid or unhealthy (unparsable file, failed doctor check). */
      INVALID_DATA: 4,
      /** Refused to overwrite something that is not ours, or a lock could not be taken. */
      CONFLICT: 5
    }, CheckpointError = class extends Error {
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
      /** What interrupted work leaves (unfinished captures, temp files, taken tickets, scratch) is swept once this old. */
      leftoverAgeMs: 36e5
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
function safeParse2(schema, value, where) {
  try {
    return schema.safeParse(value);
  } catch (err) {
    throw new CheckpointError("INVALID_DATA", `${where}: a value of the wrong type (${errorMessage(err).slice(0, 80)})`, "fix or remove the file");
  }
}
var init_json = __esm({
  "src/core/json.ts"() {
    "use strict";
    init_errors2();
  }
});

// src/core/redact.ts
function redactUrl(url2) {
  let scheme = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/s.exec(url2);
  if (!scheme) return url2;
  let [, prefix, authority = "", rest = ""] = scheme, at2 = authority.lastIndexOf("@"), host = at2 >= 0 ? authority.slice(at2 + 1) : authority, q2 = rest.indexOf("?");
  if (q2 < 0) return `${prefix}${host}${rest}`;
  let hash = rest.indexOf("#", q2), cleaned = rest.slice(q2 + 1, hash < 0 ? void 0 : hash).split("&").map((kv) => {
    let eq = kv.indexOf("="), name2 = eq < 0 ? kv : kv.slice(0, eq);
    return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name2)) ? `${name2}=REDACTED` : kv;
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
    throw new CheckpointError("USAGE", `${source ? `${source}: ` : ""}volume ${redactUrl(url2)}: credentials do not belong in the volume's URL`, "remove them; set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or ~/.aws/credentials)");
}
function maskSecrets(message, secrets, mask = () => "***") {
  let out3 = message;
  for (let s3 of [...new Set(secrets)].filter((x) => x.length >= 4).sort((a, b2) => b2.length - a.length)) out3 = out3.split(s3).join(mask(s3));
  return out3;
}
function redactSecretPatterns(text4) {
  let out3 = text4;
  for (let [kind, re2] of SECRET_PATTERNS)
    re2.lastIndex = 0, re2.test(out3) && (re2.lastIndex = 0, out3 = out3.replace(re2, (_whole, keep) => kind === "bearer-token" || kind === "secret-value" ? `${keep ?? ""}[REDACTED:${kind}]` : `[REDACTED:${kind}]`));
  return out3;
}
var SECRET_PARAM, SECRET_PATTERNS, init_redact = __esm({
  "src/core/redact.ts"() {
    "use strict";
    init_errors2();
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
      ["secret-value", /\b([A-Za-z0-9_.-]{0,40}(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)\\?"?\s{0,3}[=:]\s{0,3}\\?"?)([^\s"'\\,;&}\]{<>[]{6,500})/gi]
    ];
  }
});

// src/core/regular.ts
function notRegular(path, what) {
  return new RefusedFileError(path, "not-regular", `${what}, not a regular file; not read`, "only regular files are read");
}
function tooLarge(path, size, maxBytes) {
  return new RefusedFileError(path, "too-large", `too large (${size} bytes; at most ${maxBytes} are read); not read`, "a file of this kind is far smaller: it was damaged or is not what its name says; move it aside");
}
function checkStat(path, st2, maxBytes) {
  if (!st2.isFile()) throw notRegular(path, st2.isDirectory() ? "a directory" : st2.isFIFO() ? "a FIFO" : "a special file");
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
  let fh;
  try {
    fh = await (0, import_promises.open)(path, FLAGS | (options.noFollow ? import_node_fs.constants.O_NOFOLLOW : 0));
  } catch (err) {
    return openFailed(path, err);
  }
  let ok = !1;
  try {
    return checkStat(path, await fh.stat(), options.maxBytes), ok = !0, fh;
  } finally {
    ok || await fh.close();
  }
}
var import_node_fs, import_promises, READ_WHOLE_MAX_BYTES, FLAGS, RefusedFileError, init_regular = __esm({
  "src/core/regular.ts"() {
    "use strict";
    import_node_fs = require("node:fs"), import_promises = require("node:fs/promises");
    init_errors2();
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
    init_errors2();
    SAFE_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
  }
});

// src/core/volume-url.ts
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
var init_volume_url = __esm({
  "src/core/volume-url.ts"() {
    "use strict";
    init_errors2();
    init_keys();
    init_redact();
  }
});

// src/core/triggers.ts
var TRIGGERS, init_triggers = __esm({
  "src/core/triggers.ts"() {
    "use strict";
    TRIGGERS = ["periodic", "phase", "pre_compact", "stop", "error", "shutdown", "detach", "complete", "manual", "context", "pre_risky", "handoff"];
  }
});

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string3, ptr) {
  let lines2 = string3.slice(0, ptr).split(/\r?\n/);
  return [lines2.length, lines2.pop().length + 1];
}
function makeCodeBlock(string3, line2, column) {
  let lines2 = string3.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line2 + 1) | 0) + 1;
  for (let i = line2 - 1; i <= line2 + 1; i++) {
    let l = lines2[i - 1];
    l && (codeblock += i.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i === line2 && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
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
        let [line2, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line2, column);
        super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line2, this.column = column, this.codeblock = codeblock;
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
    let k2, t = res, hasOwn = !1, errPtr = ctx2.p, key = parseKey(ctx2);
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
function peekTable(ctx2, key, table2, meta2, type) {
  let t = table2, m2 = meta2, k2, hasOwn = !1, state;
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
      let k2 = parseKey(
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
      let k2 = parseKey(ctx2), p2 = peekTable(
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

// src/core/config.ts
function expandHome(p2) {
  return p2 === "~" || p2.startsWith("~/") ? (0, import_node_path.join)((0, import_node_os.homedir)(), p2.slice(1)) : p2;
}
function volumePathFrom(value, base, source) {
  let scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(value)?.[1]?.toLowerCase();
  if (scheme === "s3" && parseS3Location(value, source), scheme === "file" || scheme === "s3") return value;
  if (scheme !== void 0)
    throw new CheckpointError("USAGE", `${source}: volume ${redactUrl(value)}: the ${scheme}:// scheme is not supported`, "set it to a folder, a file:// URL or s3://bucket/prefix");
  return (0, import_node_path.resolve)(base, expandHome(value));
}
function largeTier(value, source) {
  if (value !== void 0) {
    if (!/^s3:\/\//i.test(value)) throw new CheckpointError("INVALID_DATA", `${source}: [volume] large: ${redactUrl(value)} is not an s3:// location`, "set it to s3://bucket/prefix (the tier for workspaces over [capture] max_local_mb)");
    return refuseVolumeUrlCredentials(value, `${source}: [volume] large`), value;
  }
}
function readConfigText(file2) {
  try {
    return readRegularFileSync(file2, { maxBytes: CONFIG_MAX_BYTES });
  } catch (err) {
    if (err instanceof RefusedFileError) throw new CheckpointError("INVALID_DATA", err.message, "make it a TOML file (see the README for the keys), or remove it");
    if (errnoCode(err) === "ENOTDIR") return;
    throw new CheckpointError("INVALID_DATA", `${file2}: unreadable (${errorMessage(err)})`, "make it readable, or remove it");
  }
}
function readToml(file2, text4, parse4) {
  let raw;
  try {
    raw = parse4(text4);
  } catch (err) {
    throw new CheckpointError("INVALID_DATA", `${file2}: invalid TOML (${errorMessage(err).split(`
`)[0]})`, "fix the file; see the README for the keys");
  }
  let parsed = safeParse2(fileSchema, JSON.parse(JSON.stringify(raw)), file2);
  if (!parsed.success) {
    let i = parsed.error.issues[0], keys = "keys" in i && Array.isArray(i.keys) ? ` ${i.keys.join(", ")}` : "";
    throw new CheckpointError("INVALID_DATA", `${file2}: ${[...i.path].join(".") || "(top level)"}: ${i.code === "unrecognized_keys" ? `unknown key${keys}` : i.code.replace(/_/g, " ")}`, "see the README for the keys and their types");
  }
  return parsed.data;
}
function num(env, name2) {
  let v2 = env[name2];
  if (v2 === void 0 || v2 === "") return;
  let n = Number(v2);
  if (!Number.isFinite(n) || n < 0) throw new CheckpointError("INVALID_DATA", `environment variable ${name2}=${JSON.stringify(v2)} is not a number`);
  return n;
}
function monitorConfig(env, pick2, file2) {
  let mode = env[`${MONITOR_ENV}MODE`] || pick2((c) => c.monitor?.mode);
  if (mode !== void 0 && !MONITOR_MODES.includes(mode))
    throw new CheckpointError("INVALID_DATA", `${MONITOR_ENV}MODE=${JSON.stringify(mode)} is not a monitor mode`, `set it to ${MONITOR_MODES.join(", ")}`);
  let root = env[`${MONITOR_ENV}WORKSPACE_ROOT`] || pick2((c) => c.monitor?.workspace_root);
  return {
    timeoutSeconds: positive(env, `${MONITOR_ENV}TIMEOUT_SECONDS`) ?? pick2((c) => c.monitor?.timeout_seconds) ?? DEFAULTS.monitorTimeoutSeconds,
    resumeDelaySeconds: num(env, `${MONITOR_ENV}RESUME_DELAY_SECONDS`) ?? pick2((c) => c.monitor?.resume_delay_seconds) ?? DEFAULTS.monitorResumeDelaySeconds,
    pollSeconds: positive(env, `${MONITOR_ENV}POLL_SECONDS`) ?? pick2((c) => c.monitor?.poll_seconds) ?? DEFAULTS.monitorPollSeconds,
    maxSilenceHours: positive(env, `${MONITOR_ENV}MAX_SILENCE_HOURS`) ?? pick2((c) => c.monitor?.max_silence_hours) ?? DEFAULTS.monitorMaxSilenceHours,
    // A relative root in a file is relative to that file's folder; in the variable, to the home folder.
    workspaceRoot: root ? (0, import_node_path.resolve)(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? (0, import_node_os.homedir)() : (0, import_node_path.dirname)(file2 ?? (0, import_node_os.homedir)()), expandHome(root)) : (0, import_node_path.join)((0, import_node_os.homedir)(), "pai-sessions"),
    mode,
    claudeArgs: claudeArgs(env[`${MONITOR_ENV}CLAUDE_ARGS`]) ?? pick2((c) => c.monitor?.claude_args) ?? []
  };
}
function positive(env, name2) {
  let n = num(env, name2);
  if (n === 0) throw new CheckpointError("INVALID_DATA", `environment variable ${name2}=0 must be more than 0`);
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
  if (!Array.isArray(v2) || !v2.every((a) => typeof a == "string")) throw new CheckpointError("INVALID_DATA", `${MONITOR_ENV}CLAUDE_ARGS must be a JSON array of strings, got ${JSON.stringify(raw.slice(0, 100))}`, 'e.g. ["--permission-mode","acceptEdits"]');
  return v2;
}
function approvalConfig(a, file2) {
  let policies = Object.assign(/* @__PURE__ */ Object.create(null), BUILTIN_POLICIES);
  for (let [name2, p2] of Object.entries(a?.policies ?? {})) {
    let builtIn = BUILTIN_POLICIES[name2], both = (p2.auto_approve ?? []).filter((t) => (p2.require_review ?? []).includes(t));
    if (both.length) throw new CheckpointError("INVALID_DATA", `${file2}: approval.policies.${name2}: ${both.join(", ")} is in both auto_approve and require_review`, "keep each trigger in one of the two lists");
    let requireReview = [.../* @__PURE__ */ new Set([...p2.require_review ?? [], ...(builtIn?.requireReview ?? []).filter((t) => !(p2.auto_approve ?? []).includes(t))])], autoApprove = [.../* @__PURE__ */ new Set([...p2.auto_approve ?? [], ...(builtIn?.autoApprove ?? []).filter((t) => !requireReview.includes(t))])];
    policies[name2] = { autoApprove, requireReview };
  }
  let defaultPolicy = a?.default_policy ?? "auto";
  if (!policies[defaultPolicy]) throw new CheckpointError("INVALID_DATA", `${file2}: approval.default_policy: no policy "${defaultPolicy}"`, `use ${Object.keys(policies).join(", ")}, or define [approval.policies.${defaultPolicy}]`);
  let e = a?.escalation;
  return { defaultPolicy, policies, escalation: { costUsd: e?.cost_threshold_usd, durationHours: e?.duration_threshold_hours, errorCount: e?.error_count_threshold } };
}
function notificationsConfig(n, file2) {
  let channels = /* @__PURE__ */ Object.create(null);
  for (let [name2, c] of Object.entries(n?.channels ?? {})) {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name2)) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.channels.${JSON.stringify(name2)}: a channel name is letters, digits, "_" and "-" (at most 40)`, "rename the channel");
    let type = c.type ?? CHANNEL_TYPES.find((t2) => t2 === name2);
    if (!type) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.channels.${name2}: no type`, `name the channel after its type (${CHANNEL_TYPES.join(", ")}) or set type = "\u2026"`);
    let t = type, { type: _type, ...fields } = c;
    for (let need of CHANNEL_NEEDS[t]) if (!(need in fields)) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.channels.${name2}: ${need} is missing`, `a ${t} channel needs ${CHANNEL_NEEDS[t].join(", ")}`);
    for (let k2 of Object.keys(fields)) if (!CHANNEL_NEEDS[t].includes(k2) && !CHANNEL_MAY[t].includes(k2)) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.channels.${name2}: ${k2} is not a field of a ${t} channel`, `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(", ")}`);
    for (let k2 of ["webhook_url", "url", "server"]) {
      let v2 = fields[k2], why = typeof v2 == "string" ? insecureUrl(v2) : void 0;
      if (why) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.channels.${name2}.${k2}: ${why}`, "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)");
    }
    channels[name2] = { name: name2, type: t, fields };
  }
  let fallback = n?.default_channel;
  if (fallback !== void 0 && !channels[fallback]) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.default_channel: no channel "${fallback}"`, `define [notifications.channels.${fallback}]`);
  let routing = Object.fromEntries(PRIORITIES.map((p2) => [p2, n?.routing?.[p2] ?? (p2 === "info" || !fallback ? [] : [fallback])]));
  for (let p2 of PRIORITIES) {
    let unknown2 = routing[p2].find((name2) => !channels[name2]);
    if (unknown2) throw new CheckpointError("INVALID_DATA", `${file2}: notifications.routing.${p2}: no channel "${unknown2}"`, `define [notifications.channels.${unknown2}], or use ${Object.keys(channels).join(", ") || "a channel you define"}`);
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
    if (why) throw new CheckpointError("INVALID_DATA", `${file2}: integrations.${section}.api_url: ${why}`, "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)");
    return v2 ?? fallback;
  }, g2 = i?.github, l = i?.linear;
  return {
    github: g2 ? { token: g2.token, defaultRepo: g2.default_repo, apiUrl: api("github", g2.api_url, "https://api.github.com"), createOnError: g2.create_on_error ?? !1 } : void 0,
    linear: l ? { apiKey: l.api_key, defaultTeam: l.default_team, apiUrl: api("linear", l.api_url, "https://api.linear.app/graphql"), createOnError: l.create_on_error ?? !1 } : void 0,
    beads: i?.beads?.enabled ?? !0
  };
}
function contextWindows(layers, sources) {
  let out3 = [];
  for (let i = layers.length - 1; i >= 0; i--)
    for (let [pattern, tokens2] of Object.entries(layers[i].context?.windows ?? {}))
      try {
        out3.push([new RegExp(pattern, "i"), tokens2]);
      } catch (err) {
        throw new CheckpointError("INVALID_DATA", `${sources[i]}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`, 'write a model name, or a pattern such as "sonnet"');
      }
  return [...out3, ...DEFAULT_WINDOWS];
}
function refuseUserOnly(c, f2, userFile) {
  if (c.mcp?.allow_servers)
    throw new CheckpointError("INVALID_DATA", `${f2}: mcp.allow_servers is honoured only in your own ${userFile}`, "a project cannot approve the MCP servers that pai-checkpoint starts; move the key to your own file");
  if (c.approval)
    throw new CheckpointError("INVALID_DATA", `${f2}: [approval] is honoured only in your own ${userFile}`, "move the section to your own file");
  for (let section of ["notifications", "budget", "integrations"])
    if (c[section]) throw new CheckpointError("INVALID_DATA", `${f2}: [${section}] is honoured only in your own ${userFile}`, "move the section to your own file");
  if (c.summary?.engine)
    throw new CheckpointError("INVALID_DATA", `${f2}: [summary] engine is honoured only in your own ${userFile}`, "move the key to your own file");
  if (c.encryption)
    throw new CheckpointError("INVALID_DATA", `${f2}: [encryption] is honoured only in your own ${userFile}`, "move the section to your own file");
}
async function loadConfig(o) {
  let env = o.env ?? process.env, files = [(0, import_node_path.join)(o.paiDir, "checkpoint.toml"), ...o.project ? [(0, import_node_path.join)(o.project, ".pai", "checkpoint.toml")] : []], layers = [], sources = [], volume = (0, import_node_path.join)(o.paiDir, "volume"), parse4;
  for (let f2 of files) {
    let text4 = readConfigText(f2);
    if (text4 === void 0) continue;
    parse4 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse;
    let c = readToml(f2, text4, parse4);
    f2 !== files[0] && refuseUserOnly(c, f2, files[0]), layers.push(c), sources.push(f2), c.volume?.path && (volume = volumePathFrom(c.volume.path, (0, import_node_path.dirname)(f2), `${f2}: [volume] path`));
  }
  env.PAI_CHECKPOINT_VOLUME && (volume = volumePathFrom(env.PAI_CHECKPOINT_VOLUME, o.paiDir, "PAI_CHECKPOINT_VOLUME"));
  let pick2 = (get) => layers.reduce((v2, c) => get(c) ?? v2, void 0), keyFile = pick2((c) => c.encryption?.key_file), envKey = env.PAI_CHECKPOINT_KEY, encryption = envKey ? { text: envKey, source: "PAI_CHECKPOINT_KEY" } : keyFile ? { file: (0, import_node_path.resolve)(o.paiDir, expandHome(keyFile)) } : void 0, excludes = [...pick2((c) => c.capture?.excludes) ?? DEFAULTS.excludes, ...layers.flatMap((c) => c.capture?.extra_excludes ?? [])];
  return {
    volume: { path: volume, endpoint: pick2((c) => c.volume?.endpoint), pathStyle: pick2((c) => c.volume?.path_style), large: largeTier(pick2((c) => c.volume?.large), sources.at(-1) ?? "checkpoint.toml") },
    keys: { encryption, signingFile: (0, import_node_path.join)(o.paiDir, "checkpoint", "signing.key") },
    capture: {
      enabled: pick2((c) => c.capture?.enabled) ?? !0,
      periodicSeconds: num(env, "PAI_CHECKPOINT_PERIODIC_SECONDS") ?? pick2((c) => c.capture?.periodic_seconds) ?? DEFAULTS.periodicSeconds,
      excludes: [...new Set(excludes)],
      warnBytes: (pick2((c) => c.capture?.warn_mb) ?? DEFAULTS.warnMb) * 1e6,
      maxLocalBytes: (pick2((c) => c.capture?.max_local_mb) ?? DEFAULTS.maxLocalMb) * 1e6,
      zstdLevel: pick2((c) => c.capture?.zstd_level) ?? DEFAULTS.zstdLevel,
      workspaceFormat: pick2((c) => c.capture?.workspace_format) ?? "content",
      envAllow: layers.flatMap((c) => c.capture?.env_allow ?? []),
      redactSecrets: pick2((c) => c.capture?.redact_secrets) ?? !0,
      includeIgnored: pick2((c) => c.capture?.include_ignored) ?? []
    },
    retention: { keepLast: pick2((c) => c.retention?.keep_last) ?? DEFAULTS.keepLast, maxAgeDays: pick2((c) => c.retention?.max_age_days) ?? DEFAULTS.maxAgeDays },
    mcp: {
      queryServers: pick2((c) => c.mcp?.query_servers) ?? !0,
      timeoutMs: pick2((c) => c.mcp?.timeout_ms) ?? DEFAULTS.mcpTimeoutMs,
      allowServers: layers.flatMap((c) => c.mcp?.allow_servers ?? []),
      stateFiles: Object.assign({}, ...layers.map((c) => c.mcp?.state_files ?? {}))
    },
    prices: Object.assign({}, ...layers.map((c) => c.prices ?? {})),
    session: {
      staleSeconds: num(env, "PAI_CHECKPOINT_STALE_SECONDS") ?? pick2((c) => c.session?.stale_seconds) ?? DEFAULTS.staleSeconds,
      sidecar: env.PAI_CHECKPOINT_SIDECAR ? env.PAI_CHECKPOINT_SIDECAR !== "0" : pick2((c) => c.session?.sidecar) ?? !0,
      heartbeatSeconds: num(env, "PAI_CHECKPOINT_HEARTBEAT_SECONDS") ?? pick2((c) => c.session?.heartbeat_seconds) ?? DEFAULTS.heartbeatSeconds,
      pollSeconds: num(env, "PAI_CHECKPOINT_POLL_SECONDS") ?? pick2((c) => c.session?.poll_seconds) ?? DEFAULTS.pollSeconds,
      shutdownSeconds: num(env, "PAI_CHECKPOINT_SHUTDOWN_SECONDS") ?? pick2((c) => c.session?.shutdown_seconds) ?? DEFAULTS.shutdownSeconds
    },
    records: { retentionDays: num(env, "PAI_CHECKPOINT_RETENTION_DAYS") ?? pick2((c) => c.records?.retention_days) ?? DEFAULTS.recordRetentionDays },
    monitor: monitorConfig(env, pick2, sources.at(-1)),
    approval: approvalConfig(layers[0] && sources[0] === files[0] ? layers[0].approval : void 0, files[0]),
    notifications: notificationsConfig(layers[0] && sources[0] === files[0] ? layers[0].notifications : void 0, files[0]),
    integrations: integrationsConfig(layers[0] && sources[0] === files[0] ? layers[0].integrations : void 0, files[0]),
    budget: { thresholdUsd: layers[0] && sources[0] === files[0] ? layers[0].budget?.threshold_usd : void 0, limitUsd: layers[0] && sources[0] === files[0] ? layers[0].budget?.limit_usd : void 0 },
    summary: {
      engine: pick2((c) => c.summary?.engine) ?? "builtin",
      // (the user's file only: checked above)
      model: pick2((c) => c.summary?.model) ?? DEFAULTS.summaryModel,
      timeoutSeconds: pick2((c) => c.summary?.timeout_seconds) ?? DEFAULTS.summaryTimeoutSeconds,
      claude: pick2((c) => c.summary?.claude) ?? "claude"
    },
    context: { warnPercent: pick2((c) => c.context?.warn_percent) ?? DEFAULTS.contextWarnPercent, windows: contextWindows(layers, sources) },
    memory: { inject: pick2((c) => c.memory?.inject) ?? !0, budgetTokens: pick2((c) => c.memory?.budget_tokens) ?? DEFAULTS.memoryBudgetTokens },
    risky: {
      enabled: pick2((c) => c.risky?.enabled) ?? !0,
      defaults: pick2((c) => c.risky?.defaults) ?? !0,
      commands: [...new Set(layers.flatMap((c) => c.risky?.commands ?? []))],
      waitSeconds: pick2((c) => c.risky?.wait_seconds) ?? DEFAULTS.riskyWaitSeconds
    },
    sources
  };
}
var import_node_os, import_node_path, positiveInt, CHANNEL_TYPES, PRIORITIES, CHANNEL_NEEDS, CHANNEL_MAY, triggerList, MONITOR_MODES, price, fileSchema, BUILTIN_POLICIES, CONFIG_MAX_BYTES, MONITOR_ENV, DEFAULT_WINDOWS, init_config = __esm({
  "src/core/config.ts"() {
    "use strict";
    import_node_os = require("node:os"), import_node_path = require("node:path");
    init_mini();
    init_errors2();
    init_defaults();
    init_json();
    init_redact();
    init_regular();
    init_volume_url();
    init_triggers();
    positiveInt = int().check(_gte(0)), CHANNEL_TYPES = ["slack", "discord", "ntfy", "webhook", "email"], PRIORITIES = ["info", "notice", "warning", "critical"], CHANNEL_NEEDS = { slack: ["webhook_url"], discord: ["webhook_url"], ntfy: ["topic"], webhook: ["url"], email: ["smtp_host", "from_address", "to_address"] }, CHANNEL_MAY = { slack: ["username"], discord: ["username"], ntfy: ["server", "token"], webhook: ["secret"], email: ["smtp_port", "smtp_user", "smtp_password"] }, triggerList = array(_enum(TRIGGERS)), MONITOR_MODES = ["tmux", "headless", "notify"], price = strictObject({ input: number2(), output: number2(), cache_creation: number2(), cache_read: number2() }), fileSchema = strictObject({
      volume: optional(strictObject({ path: optional(string2()), endpoint: optional(url()), path_style: optional(boolean2()), large: optional(string2()) })),
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
      retention: optional(strictObject({ keep_last: optional(positiveInt), max_age_days: optional(number2().check(_gte(0))) })),
      mcp: optional(strictObject({ query_servers: optional(boolean2()), timeout_ms: optional(positiveInt), allow_servers: optional(array(string2())), state_files: optional(record(string2(), array(string2()))) })),
      prices: optional(record(string2(), price)),
      session: optional(strictObject({ stale_seconds: optional(positiveInt), sidecar: optional(boolean2()), heartbeat_seconds: optional(positiveInt), poll_seconds: optional(positiveInt), shutdown_seconds: optional(positiveInt) })),
      records: optional(strictObject({ retention_days: optional(number2().check(_gt(0))) })),
      approval: optional(
        strictObject({
          default_policy: optional(string2().check(_minLength(1))),
          policies: optional(record(string2(), strictObject({ auto_approve: optional(triggerList), require_review: optional(triggerList) }))),
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
          routing: optional(strictObject(Object.fromEntries(PRIORITIES.map((p2) => [p2, optional(array(string2()))]))))
        })
      ),
      integrations: optional(
        strictObject({
          github: optional(strictObject({ token: string2(), default_repo: optional(string2().check(_regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/))), api_url: optional(string2()), create_on_error: optional(boolean2()) })),
          linear: optional(strictObject({ api_key: string2(), default_team: optional(string2()), api_url: optional(string2()), create_on_error: optional(boolean2()) })),
          beads: optional(strictObject({ enabled: optional(boolean2()) }))
        })
      ),
      budget: optional(strictObject({ threshold_usd: optional(number2().check(_gt(0))), limit_usd: optional(number2().check(_gt(0))) })),
      summary: optional(strictObject({ engine: optional(_enum(["builtin", "model"])), model: optional(string2().check(_minLength(1))), timeout_seconds: optional(number2().check(_gt(0))), claude: optional(string2().check(_minLength(1))) })),
      context: optional(strictObject({ warn_percent: optional(number2().check(_gt(0), _lte(100))), windows: optional(record(string2(), int().check(_gt(0)))) })),
      // budget_tokens: at most SPEC-07.32.01's 10 % of a 200,000-token window (domain/memory/context.ts MEMORY_CONTEXT_MAX_TOKENS).
      memory: optional(strictObject({ inject: optional(boolean2()), budget_tokens: optional(int().check(_gte(0), _lte(2e4))) })),
      risky: optional(strictObject({ enabled: optional(boolean2()), defaults: optional(boolean2()), commands: optional(array(string2().check(_minLength(1)))), wait_seconds: optional(number2().check(_gt(0), _lte(300))) })),
      monitor: optional(
        strictObject({
          timeout_seconds: optional(number2().check(_gt(0))),
          resume_delay_seconds: optional(number2().check(_gte(0))),
          poll_seconds: optional(number2().check(_gt(0))),
          max_silence_hours: optional(number2().check(_gt(0))),
          workspace_root: optional(string2()),
          mode: optional(_enum(MONITOR_MODES)),
          claude_args: optional(array(string2()))
        })
      )
    }), BUILTIN_POLICIES = {
      auto: { autoApprove: ["periodic", "detach", "shutdown", "phase", "stop", "pre_compact", "manual", "context", "pre_risky", "handoff"], requireReview: ["complete", "error"] },
      review: { autoApprove: ["periodic", "phase", "stop", "pre_compact", "manual", "context", "pre_risky", "handoff"], requireReview: ["complete", "error", "detach", "shutdown"] },
      strict: { autoApprove: [], requireReview: [...TRIGGERS] }
    };
    CONFIG_MAX_BYTES = 1024 * 1024;
    MONITOR_ENV = "PAI_CHECKPOINT_MONITOR_";
    DEFAULT_WINDOWS = [
      [/\[1m\]|-1m\b/i, 1e6],
      [/.*/, 2e5]
    ];
  }
});

// src/core/atomic.ts
var atomic_exports = {};
__export(atomic_exports, {
  TEMP_PREFIX: () => TEMP_PREFIX,
  createFileExclusiveSync: () => createFileExclusiveSync,
  ensureDir: () => ensureDir,
  fsyncDir: () => fsyncDir,
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
  let dir2 = (0, import_node_path2.dirname)(target), temp = (0, import_node_path2.join)(dir2, `${TEMP_PREFIX}${(0, import_node_path2.basename)(target)}.${process.pid}.${(0, import_node_crypto.randomBytes)(6).toString("hex")}`), fd;
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
  options.fsync !== !1 && fsyncDir((0, import_node_path2.dirname)(target));
}
function createFileExclusiveSync(dir2, names, data, options = {}) {
  let temp = writeTemp((0, import_node_path2.join)(dir2, "new"), data, options);
  try {
    for (let name2 of names) {
      let target = (0, import_node_path2.join)(dir2, name2);
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
          return (0, import_node_fs2.renameSync)(temp, target), options.fsync !== !1 && fsyncDir(dir2), name2;
        }
        throw err;
      }
      return options.fsync !== !1 && fsyncDir(dir2), name2;
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
var import_node_fs2, import_node_crypto, import_node_path2, TEMP_PREFIX, init_atomic = __esm({
  "src/core/atomic.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs"), import_node_crypto = require("node:crypto"), import_node_path2 = require("node:path");
    init_errors2();
    init_regular();
    TEMP_PREFIX = ".tmp-";
  }
});

// src/core/secrets.ts
function keyId(key) {
  return (0, import_node_crypto2.createHmac)("sha256", key).update("pai-checkpoint key id").digest("hex").slice(0, 16);
}
function parseKey2(text4, source) {
  let t = text4.trim(), key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, "hex") : /^[A-Za-z0-9+/]{43}=?$/.test(t) ? Buffer.from(t, "base64") : void 0;
  if (key?.length !== KEY_BYTES)
    throw new CheckpointError("USAGE", `${source}: not a key (expected 64 hex digits: 32 random bytes)`, "make one with `openssl rand -hex 32`");
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
  let mode = (0, import_node_fs3.statSync)(path).mode & 511;
  if (mode & 63) throw new CheckpointError("USAGE", `key file ${path} can be read by others (mode ${mode.toString(8).padStart(3, "0")})`, `chmod 600 ${path}`);
  return parseKey2(text4, path);
}
function signingKey(path, create3) {
  let found = readKeyFile(path);
  if (found || !create3) return found;
  ensureDir((0, import_node_path3.dirname)(path));
  try {
    createFileExclusiveSync((0, import_node_path3.dirname)(path), [(0, import_node_path3.basename)(path)], `${(0, import_node_crypto2.randomBytes)(KEY_BYTES).toString("hex")}
`, { mode: 384 });
  } catch (err) {
    if (!readKeyFile(path)) throw new CheckpointError("IO", `could not create the signing key ${path} (${errorMessage(err)})`, "make its folder writable");
  }
  return readKeyFile(path);
}
var import_node_crypto2, import_node_fs3, import_node_path3, KEY_BYTES, init_secrets = __esm({
  "src/core/secrets.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto"), import_node_fs3 = require("node:fs"), import_node_path3 = require("node:path");
    init_atomic();
    init_errors2();
    KEY_BYTES = 32;
  }
});

// src/storage/backend.ts
function tooLargeToGet(where, size) {
  return new RefusedFileError(where, "too-large", `too large to read whole (${size} bytes; at most ${GET_MAX_BYTES})`, "no object read whole is this large: it was damaged or put there by something else; run `pai-checkpoint verify --all`, and move it aside");
}
function isValidKey(key) {
  let segments2 = key.split("/");
  return segments2.length > 0 && segments2.length <= 16 && segments2.every((s3) => SEGMENT_RE.test(s3) && !s3.includes(".."));
}
function checkKey(key) {
  let segments2 = key.split("/");
  if (!isValidKey(key))
    throw new CheckpointError("INVALID_ID", `invalid storage key ${JSON.stringify(key.slice(0, 200))}`, 'keys are /-separated names of letters, digits, ".", "_" and "-"');
  return segments2;
}
function checkPrefix(prefix) {
  if (prefix === "") return [];
  if (!prefix.endsWith("/")) throw new CheckpointError("INVALID_ID", `invalid storage prefix ${JSON.stringify(prefix)}`, 'a prefix is a folder and ends with "/"');
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
var GET_MAX_BYTES, SEGMENT_RE, init_backend = __esm({
  "src/storage/backend.ts"() {
    "use strict";
    init_errors2();
    init_json();
    init_regular();
    GET_MAX_BYTES = 256 * 1024 * 1024;
    SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
  }
});

// src/storage/local.ts
function tempFor(target) {
  return (0, import_node_path4.join)((0, import_node_path4.dirname)(target), `${TEMP_PREFIX}${(0, import_node_path4.basename)(target)}.${process.pid}.${(0, import_node_crypto3.randomBytes)(6).toString("hex")}`);
}
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
  for (let e of entries) if (e.isDirectory() && await holdsObject((0, import_node_path4.join)(dir2, e.name))) return !0;
  return !1;
}
var import_node_crypto3, import_node_fs4, import_promises2, import_node_path4, import_node_stream, import_promises3, replace, linkNew, LocalVolume, init_local = __esm({
  "src/storage/local.ts"() {
    "use strict";
    import_node_crypto3 = require("node:crypto"), import_node_fs4 = require("node:fs"), import_promises2 = require("node:fs/promises"), import_node_path4 = require("node:path"), import_node_stream = require("node:stream"), import_promises3 = require("node:stream/promises");
    init_atomic();
    init_errors2();
    init_regular();
    init_backend();
    replace = async (temp, target) => (await (0, import_promises2.rename)(temp, target), !0), linkNew = async (temp, target) => {
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
    LocalVolume = class {
      location;
      constructor(root) {
        this.location = (0, import_node_path4.resolve)(root);
      }
      path(key) {
        return (0, import_node_path4.join)(this.location, ...checkKey(key));
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
          let at2 = dir2, st2 = await (0, import_promises2.stat)(at2).catch(() => {
          });
          for (; !st2 && (0, import_node_path4.dirname)(at2) !== at2; )
            at2 = (0, import_node_path4.dirname)(at2), st2 = await (0, import_promises2.stat)(at2).catch(() => {
            });
          if (st2 && !st2.isDirectory()) return new CheckpointError("IO", `cannot write to the volume ${this.location}: ${at2} is a file, not a folder`, "set [volume] path (or PAI_CHECKPOINT_VOLUME) to a folder");
          code = await (0, import_promises2.access)(at2, import_node_fs4.constants.W_OK).then(() => code, (e) => errnoCode(e));
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
        return !code || !why[code] ? err : new CheckpointError("IO", `cannot write to the volume ${this.location}: ${why[code]} (${code})`, "free space or make it writable, or set [volume] path / PAI_CHECKPOINT_VOLUME to another folder; nothing partial was kept", { cause: err });
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
        let target = this.path(key), dir2 = (0, import_node_path4.dirname)(target);
        if (await this.folder(dir2), early()) throw early();
        let temp = tempFor(target), hash = (0, import_node_crypto3.createHash)("sha256"), size = 0, stored;
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
            await (0, import_promises3.pipeline)(data, counter, (0, import_node_fs4.createWriteStream)(temp, { flags: "wx", mode: 384 }));
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
        let path = this.path(key), fh = await openRegular(path);
        if (fh)
          try {
            let { size } = await fh.stat();
            if (size > GET_MAX_BYTES) throw tooLargeToGet(path, size);
            return await fh.readFile();
          } finally {
            await fh.close();
          }
      }
      async open(key) {
        let fh = await openRegular(this.path(key));
        return fh && (0, import_node_fs4.createReadStream)("", { fd: fh, autoClose: !0 });
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
        let base = (0, import_node_path4.join)(this.location, ...checkPrefix(prefix)), out3 = [], walk3 = async (dir2, keyPrefix) => {
          for (let e of await entriesOf(dir2))
            e.name.startsWith(".") || (e.isDirectory() ? await walk3((0, import_node_path4.join)(dir2, e.name), `${keyPrefix}${e.name}/`) : e.isFile() && out3.push(`${keyPrefix}${e.name}`));
        };
        return await walk3(base, prefix), out3.sort();
      }
      async listLevel(prefix) {
        let base = (0, import_node_path4.join)(this.location, ...checkPrefix(prefix)), listing = { keys: [], folders: [] };
        for (let e of await entriesOf(base))
          e.name.startsWith(".") || (e.isFile() ? listing.keys.push(`${prefix}${e.name}`) : e.isDirectory() && await holdsObject((0, import_node_path4.join)(base, e.name)) && listing.folders.push(`${prefix}${e.name}/`));
        return listing.keys.sort(), listing.folders.sort(), listing;
      }
      async copy(from, to2, known) {
        let source = this.path(from), target = this.path(to2), st2 = await this.stat(from);
        if (!st2) return;
        let result2;
        if (known && known.size === st2.size)
          result2 = known;
        else {
          let hash = (0, import_node_crypto3.createHash)("sha256");
          for await (let chunk of (0, import_node_fs4.createReadStream)(source)) hash.update(chunk);
          result2 = { size: st2.size, sha256: hash.digest("hex") };
        }
        let dir2 = (0, import_node_path4.dirname)(target);
        await this.folder(dir2);
        let temp = tempFor(target);
        try {
          await (0, import_promises2.link)(source, temp), await (0, import_promises2.rename)(temp, target);
        } catch (err) {
          if (await (0, import_promises2.unlink)(temp).catch(() => {
          }), errnoCode(err) !== "EXDEV" && errnoCode(err) !== "EPERM" && errnoCode(err) !== "ENOTSUP") throw await this.writeError(err, dir2);
          return this.put(to2, (0, import_node_fs4.createReadStream)(source));
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
        let removed = 0, walk3 = async (dir2) => {
          let entries;
          try {
            entries = await (0, import_promises2.readdir)(dir2, { withFileTypes: !0 });
          } catch {
            return;
          }
          for (let e of entries) {
            let p2 = (0, import_node_path4.join)(dir2, e.name);
            if (e.isDirectory()) await walk3(p2);
            else if (e.name.startsWith(TEMP_PREFIX)) {
              let st2 = await (0, import_promises2.stat)(p2).catch(() => {
              });
              st2 && now - st2.mtimeMs >= olderThanMs && await (0, import_promises2.unlink)(p2).then(() => !0, () => !1) && removed++;
            }
          }
        };
        return await walk3(this.location), removed;
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
          await (0, import_promises2.rm)((0, import_node_path4.join)(this.location, ...segments2), { recursive: !0, force: !0 });
        return keys.length;
      }
    };
  }
});

// src/storage/s3.ts
function parseS3Url(url2) {
  return parseS3Location(url2);
}
function isLocalEndpoint(endpoint) {
  let host;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return !1;
  }
  return host === "localhost" || host.endsWith(".localhost") || /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith("[");
}
function loadSdk() {
  return process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true", sdkLoaded ??= import("./lib/s3-sdk.cjs").then((m2) => "S3Client" in m2 ? m2 : m2.default);
}
var import_node_crypto4, import_node_stream2, import_promises4, CONNECT_MS, IDLE_MS, ATTEMPT_MS, ANSWER_MS, SMALL_BODY, SILENCE_REMEMBERED_MS, SILENT_HINT, PART_SIZE, LIST_PAGE, sdkLoaded, status, errName, isMissing, isTaken, S3Volume, init_s3 = __esm({
  "src/storage/s3.ts"() {
    "use strict";
    import_node_crypto4 = require("node:crypto"), import_node_stream2 = require("node:stream"), import_promises4 = require("node:stream/promises");
    init_errors2();
    init_volume_url();
    init_backend();
    CONNECT_MS = 5e3, IDLE_MS = 6e4, ATTEMPT_MS = 4e3, ANSWER_MS = 12e3, SMALL_BODY = 1024 * 1024, SILENCE_REMEMBERED_MS = 6e4, SILENT_HINT = "check [volume] endpoint (or AWS_ENDPOINT_URL_S3): is it an S3 server, and is it up? Then the network (a proxy or firewall)", PART_SIZE = 8 * 1024 * 1024, LIST_PAGE = 1e3;
    status = (err) => err?.$metadata?.httpStatusCode, errName = (err) => err?.name ?? err?.Code ?? err?.code ?? "", isMissing = (err) => status(err) === 404 && errName(err) !== "NoSuchBucket", isTaken = (err) => status(err) === 412 || errName(err) === "ConditionalRequestConflict", S3Volume = class {
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
        return this.client ??= loadSdk().then((sdk) => {
          let endpoint = this.o.endpoint, client = new sdk.S3Client({
            ...endpoint ? { endpoint, forcePathStyle: this.o.pathStyle ?? isLocalEndpoint(endpoint) } : this.o.pathStyle ? { forcePathStyle: !0 } : {},
            // An S3-compatible endpoint without a region configured anywhere: us-east-1 (what such servers expect).
            ...this.o.region ? { region: this.o.region } : endpoint && !process.env.AWS_REGION && !process.env.AWS_DEFAULT_REGION ? { region: "us-east-1" } : {},
            ...this.o.credentials ? { credentials: this.o.credentials } : {},
            maxAttempts: this.o.maxAttempts ?? 4,
            requestHandler: { connectionTimeout: CONNECT_MS, socketTimeout: IDLE_MS, throwOnRequestTimeout: !0 },
            // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
            // uploads) are not understood by every S3-compatible server; our manifests carry sha256.
            requestChecksumCalculation: "WHEN_REQUIRED",
            responseChecksumValidation: "WHEN_REQUIRED"
          });
          return { sdk, client };
        }), this.client;
      }
      /** An SDK failure in words: the volume, the operation, the key, and what to check. */
      failure(err, what) {
        if (err instanceof CheckpointError) return err;
        let name2 = errName(err), code = status(err), at2 = `${this.location}: ${what}`;
        if (name2 === "NoSuchBucket") return new CheckpointError("IO", `${at2}: the bucket ${this.bucket} does not exist`, "create the bucket, or correct [volume] path");
        if (name2 === "InvalidAccessKeyId" || name2 === "SignatureDoesNotMatch" || name2 === "CredentialsProviderError" || name2 === "ExpiredToken") return new CheckpointError("IO", `${at2}: the credentials were refused (${name2})`, "check AWS_PROFILE / AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or ~/.aws/credentials");
        if (name2 === "AccessDenied" || code === 403) return new CheckpointError("IO", `${at2}: access denied`, `the credentials need s3:GetObject, s3:PutObject, s3:ListBucket and s3:DeleteObject on ${this.location}`);
        if (name2 === "RequestTimeTooSkewed") return new CheckpointError("IO", `${at2}: this machine's clock is too far from the server's`, "set the clock (NTP)");
        let endpoint = this.o.endpoint ?? "of AWS S3";
        if (name2 === "TimeoutError" && /establish a connection/.test(errorMessage(err))) return new CheckpointError("IO", `${at2}: the endpoint ${endpoint} cannot be reached (no connection within ${CONNECT_MS / 1e3} s)`, "check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network");
        if (name2 === "TimeoutError") return this.silent(what, /inactivity/.test(errorMessage(err)) ? `was silent for ${IDLE_MS / 1e3} s` : `did not answer within ${ATTEMPT_MS / 1e3} s`);
        let net = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|socket hang up/.exec(`${name2} ${errorMessage(err)}`)?.[0];
        return net ? new CheckpointError("IO", `${at2}: the endpoint ${endpoint} cannot be reached (${net})`, "check [volume] endpoint (or AWS_ENDPOINT_URL_S3) and the network") : new CheckpointError("IO", `${at2}: ${name2 || "error"}${code ? ` (HTTP ${code})` : ""}: ${errorMessage(err)}`);
      }
      /** An endpoint that took the request and did not answer in time (remembered: see SILENCE_REMEMBERED_MS). */
      silent(what, how) {
        return this.silence = { at: Date.now(), how }, new CheckpointError("IO", `${this.location}: ${what}: the endpoint ${this.o.endpoint ?? "of AWS S3"} accepted the connection but ${how} (timed out)`, SILENT_HINT);
      }
      /**
       * One request; an error that `expected` accepts (a 404 for a read: absent) is undefined.
       * `limit`: 'answer' (a small request: its answer must begin within ATTEMPT_MS, tried again, and
       * within ANSWER_MS in all), 'one' (the same overall limit, never tried again for a timeout: a
       * conditional create whose first attempt may have succeeded), 'idle' (only the idle limit).
       */
      async request(what, make, expected, limit = "answer") {
        let { sdk, client } = await this.s3(), silence = this.silence;
        if (silence && Date.now() - silence.at < SILENCE_REMEMBERED_MS)
          throw new CheckpointError("IO", `${this.location}: ${what}: not sent: when last asked, ${Math.round((Date.now() - silence.at) / 1e3)} s ago, the endpoint ${this.o.endpoint ?? "of AWS S3"} accepted the connection but ${silence.how} (timed out)`, SILENT_HINT);
        let answerMs = this.o.answerMs ?? ANSWER_MS, deadline = new AbortController(), timer = limit === "idle" ? void 0 : setTimeout(() => deadline.abort(), answerMs), options = limit === "idle" ? void 0 : { abortSignal: deadline.signal, ...limit === "answer" ? { requestTimeout: Math.min(ATTEMPT_MS, answerMs) } : {} };
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
          return await this.send(`put ${key}`, (sdk2) => new sdk2.PutObjectCommand({ Bucket: this.bucket, Key: this.root + key, Body: body }), body.byteLength > SMALL_BODY ? "idle" : "answer"), { size: body.byteLength, sha256: (0, import_node_crypto4.createHash)("sha256").update(body).digest("hex") };
        }
        let hash = (0, import_node_crypto4.createHash)("sha256"), size = 0, counter = new import_node_stream2.Transform({
          transform(chunk, _enc, done) {
            hash.update(chunk), size += chunk.length, done(null, chunk);
          }
        }), source = data instanceof import_node_stream2.Readable ? data : import_node_stream2.Readable.from(data), feeding = (0, import_promises4.pipeline)(source, counter), { sdk, client } = await this.s3(), upload = new sdk.Upload({ client, params: { Bucket: this.bucket, Key: this.root + key, Body: counter }, partSize: PART_SIZE, queueSize: 4, leavePartsOnError: !1 }), sourceError, uploadFailed = !1, fed = feeding.then(
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
        return await this.request(`create ${key}`, (sdk) => new sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.root + key, Body: body, IfNoneMatch: "*" }), isTaken, body.byteLength > SMALL_BODY ? "idle" : "one") !== void 0;
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
        return checkKey(key), (await this.sendOrMissing(`open ${key}`, (sdk) => new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.root + key })))?.Body;
      }
      async stat(key) {
        checkKey(key);
        let r = await this.sendOrMissing(`stat ${key}`, (sdk) => new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.root + key }));
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
          let r = await this.send(`list ${prefix || "/"}`, (sdk) => new sdk.ListObjectsCommand({ Bucket: this.bucket, Prefix: this.root + prefix, MaxKeys: LIST_PAGE, ...delimiter2 ? { Delimiter: "/" } : {}, ...after ? { Marker: after } : {} })), keys = (r.Contents ?? []).map((c) => c.Key ?? "").filter((k2) => k2.startsWith(this.root)), folders = (r.CommonPrefixes ?? []).map((c) => c.Prefix ?? "").filter((k2) => k2.startsWith(this.root));
          yield { keys: keys.map((k2) => k2.slice(this.root.length)), folders: folders.map((k2) => k2.slice(this.root.length)) };
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
          let r = await this.send("list unfinished uploads", (sdk) => new sdk.ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.root, ...markers }));
          for (let u2 of r.Uploads ?? [])
            !u2.Key?.startsWith(this.root) || !u2.UploadId || !u2.Initiated || now - u2.Initiated.getTime() < olderThanMs || (await this.sendOrMissing(`abort the upload of ${u2.Key.slice(this.root.length)}`, (sdk) => new sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u2.Key, UploadId: u2.UploadId })), aborted2++);
          if (!r.IsTruncated || !r.NextKeyMarker) return aborted2;
          markers = { KeyMarker: r.NextKeyMarker, ...r.NextUploadIdMarker ? { UploadIdMarker: r.NextUploadIdMarker } : {} };
        }
      }
      async list(prefix) {
        checkPrefix(prefix);
        let out3 = [];
        for await (let page of this.pages(prefix, !1)) out3.push(...page.keys.filter(isValidKey));
        return [...new Set(out3)].sort();
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
      async copy(from, to2, known) {
        checkKey(from), checkKey(to2);
        let source = encodeURIComponent(`${this.bucket}/${this.root}${from}`).replace(/%2F/g, "/");
        if (!await this.request(`copy ${from}`, (sdk) => new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: this.root + to2, CopySource: source }), isMissing, "idle")) return;
        let st2 = await this.stat(to2);
        if (known && st2?.size === known.size) return known;
        let copied = await this.open(to2);
        if (!copied) return;
        let hash = (0, import_node_crypto4.createHash)("sha256"), size = 0;
        for await (let b2 of copied)
          hash.update(b2), size += b2.length;
        return { size, sha256: hash.digest("hex") };
      }
      async delete(key) {
        return checkKey(key), await this.stat(key) ? (await this.send(`delete ${key}`, (sdk) => new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.root + key })), !0) : !1;
      }
      async deletePrefix(prefix) {
        checkPrefix(prefix);
        let keys = await this.list(prefix);
        for (let i = 0; i < keys.length; i += 1e3) {
          let batch = keys.slice(i, i + 1e3), e = (await this.send(`delete ${prefix}`, (sdk) => new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((k2) => ({ Key: this.root + k2 })), Quiet: !0 } }))).Errors?.[0];
          if (e) throw new CheckpointError("IO", `${this.location}: delete ${e.Key ?? prefix}: ${e.Code ?? "error"} ${e.Message ?? ""}`.trim());
        }
        return keys.length;
      }
    };
  }
});

// src/storage/layout.ts
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
  if (!Number.isSafeInteger(epoch) || epoch < 1 || epoch > 9999999999) throw new RangeError(`invalid lease epoch ${epoch}`);
  return `${leasePrefix(sessionId)}${String(epoch).padStart(10, "0")}.json`;
}
function epochOfLeaseKey(key) {
  let m2 = /\/lease\/(\d{10})\.json$/.exec(key);
  return m2 ? Number(m2[1]) : void 0;
}
function monitorReportKey(sessionId, what) {
  return `${SESSIONS}${assertSafeKey("session id", sessionId)}/monitor/${assertSafeKey("report", what)}.json`;
}
function sessionOfStatusFolder(folder) {
  if (!folder.startsWith(SESSIONS) || !folder.endsWith("/")) return;
  let name2 = folder.slice(SESSIONS.length, -1);
  return name2 && !name2.includes("/") ? name2 : void 0;
}
function sessionOfFolder(folder) {
  if (!folder.startsWith(CHECKPOINTS) || !folder.endsWith("/")) return;
  let name2 = folder.slice(CHECKPOINTS.length, -1);
  return name2 && !name2.includes("/") ? name2 : void 0;
}
function checkpointOfKey(key) {
  if (!key.startsWith(CHECKPOINTS)) return;
  let [sessionId, id, ...rest] = key.slice(CHECKPOINTS.length).split("/");
  if (!(!sessionId || !id || rest.length === 0 || rest.includes("")))
    return { sessionId, id, part: rest.join("/") };
}
function contentRootKey(sessionId, id) {
  return `${CONTENT_ROOTS}${assertSafeKey("session id", sessionId)}/${assertSafeKey("checkpoint id", id)}.json`;
}
function packKey(id) {
  return `${CONTENT_PACKS}${assertSafeKey("pack id", id).slice(0, 2)}/${id}`;
}
function contentIndexKey(id) {
  return `${CONTENT_INDEX}${assertSafeKey("index id", id)}.json`;
}
function packageListKey(sha2563) {
  if (!/^[0-9a-f]{64}$/.test(sha2563)) throw new RangeError(`invalid package list hash ${JSON.stringify(sha2563)}`);
  return `${ENVIRONMENT_LISTS}${sha2563}.txt`;
}
function memoryViewKey(project) {
  return `${MEMORY}${assertSafeKey("project id", project)}.json`;
}
function memoryPrefix(project) {
  return `${MEMORY}${assertSafeKey("project id", project)}/`;
}
function memoryChangeKey(project, id) {
  return `${memoryPrefix(project)}${MEMORY_CHANGES}${assertSafeKey("change id", id)}.json`;
}
function memorySnapshotKey(project, generation) {
  if (!Number.isSafeInteger(generation) || generation < 1 || generation > 9999999999) throw new RangeError(`invalid memory generation ${generation}`);
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
  return at2 ? at2.part !== MANIFEST : packOfKey(key) !== void 0 || key.startsWith(CONTENT_INDEX) || key.startsWith(CONTENT_ROOTS) || key.startsWith(ENVIRONMENT_LISTS) || key.startsWith(MEMORY) || /^sessions\/[^/]+\/summary\.md$/.test(key);
}
var CHECKPOINTS, SESSIONS, MANIFEST, INDEX, FACTS, CONTENT_PACKS, CONTENT_INDEX, CONTENT_LOCKS, CONTENT_ROOTS, ENVIRONMENT_LISTS, MEMORY, MEMORY_CHANGES, init_layout = __esm({
  "src/storage/layout.ts"() {
    "use strict";
    init_keys();
    CHECKPOINTS = "checkpoints/", SESSIONS = "sessions/", MANIFEST = "manifest.json", INDEX = "index.json";
    FACTS = "facts/";
    CONTENT_PACKS = "content/packs/", CONTENT_INDEX = "content/index/", CONTENT_LOCKS = "content/locks/", CONTENT_ROOTS = "content/roots/";
    ENVIRONMENT_LISTS = "environment/";
    MEMORY = "memory/";
    MEMORY_CHANGES = "changes/";
  }
});

// src/storage/sealed.ts
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
  return Buffer.from((0, import_node_crypto5.hkdfSync)("sha256", secret, salt, "pai-checkpoint object 1", 32));
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
async function* encrypt(source, secret, seen) {
  let salt = (0, import_node_crypto5.randomBytes)(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), n = 0, seal = (plain2, last) => {
    let c = (0, import_node_crypto5.createCipheriv)("aes-256-gcm", key, nonce(n++, last));
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
    let d = (0, import_node_crypto5.createDecipheriv)("aes-256-gcm", key, nonce(n++, last));
    d.setAAD(header), d.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([d.update(sealed.subarray(0, sealed.length - TAG)), d.final()]);
    } catch {
      throw new CheckpointError("INVALID_DATA", `${what} does not decrypt: it was changed, cut short or damaged on the volume`, "restore an earlier checkpoint; `pai-checkpoint verify --all` lists every damaged one");
    }
  }, stored = new Segments();
  for await (let chunk of source) {
    if (stored.add(chunk), !header) {
      if (stored.bytes < HEADER) continue;
      header = Buffer.from(stored.take(HEADER)), key = objectKey(keyFor(header.subarray(8, 16).toString("hex")), header.subarray(16));
    }
    for (let segment of stored.whole(SEGMENT + TAG)) yield open3(segment, !1);
  }
  if (!header || stored.bytes < TAG) throw new CheckpointError("INVALID_DATA", `${what} is cut short (an encrypted object without its end)`, "restore an earlier checkpoint");
  yield open3(stored.rest(), !0);
}
function keyringOf(store) {
  return store instanceof SealedVolume ? store.keyring : void 0;
}
function largeTierOf(store) {
  return store instanceof SealedVolume ? store.large : void 0;
}
var import_node_crypto5, import_node_stream3, MAGIC, HEADER, SEGMENT, TAG, Segments, SealedVolume, init_sealed = __esm({
  "src/storage/sealed.ts"() {
    "use strict";
    import_node_crypto5 = require("node:crypto"), import_node_stream3 = require("node:stream");
    init_errors2();
    init_layout();
    MAGIC = Buffer.from("pai-enc1"), HEADER = 32, SEGMENT = 64 * 1024, TAG = 16;
    Segments = class {
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
    SealedVolume = class {
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
            throw new CheckpointError("USAGE", `${what} is encrypted (key id ${id}), and the key set could not be read: ${errorMessage(err)}`, "fix [encryption] key_file or PAI_CHECKPOINT_KEY");
          }
          if (!secret) throw new CheckpointError("USAGE", `${what} is encrypted with key id ${id}, and no encryption key is set`, "set [encryption] key_file in checkpoint.toml (or PAI_CHECKPOINT_KEY) to that key");
          if (secret.id !== id) throw new CheckpointError("USAGE", `${what} is encrypted with key id ${id}, not with the key set (id ${secret.id}, from ${secret.source})`, "set [encryption] key_file (or PAI_CHECKPOINT_KEY) to the key with that id");
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
        let seen = { size: 0, hash: (0, import_node_crypto5.createHash)("sha256") }, source = typeof data == "string" ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data;
        return await this.inner.put(key, import_node_stream3.Readable.from(encrypt(source, secret, seen), { objectMode: !1 })), { size: seen.size, sha256: seen.hash.digest("hex") };
      }
      async create(key, data) {
        let secret = this.secretFor(key);
        if (!secret) return this.inner.create(key, data);
        let sealed = [];
        for await (let b2 of encrypt([typeof data == "string" ? Buffer.from(data) : data], secret, { size: 0, hash: (0, import_node_crypto5.createHash)("sha256") })) sealed.push(b2);
        return this.inner.create(key, Buffer.concat(sealed));
      }
      async get(key) {
        let stored = await this.inner.get(key);
        if (!stored || !isSealed(stored)) return stored;
        let out3 = [];
        for await (let b2 of decrypt([stored], this.keyFor(key), describe2(this.location, key))) out3.push(b2);
        return Buffer.concat(out3);
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
      async copy(from, to2, known) {
        let st2 = await this.inner.stat(from);
        if (!st2) return;
        if (known && storedSizeFits(st2.size, known.size)) return await this.inner.copy(from, to2, { size: st2.size, sha256: known.sha256 }) && known;
        if (!await this.inner.copy(from, to2)) return;
        let copied = await this.open(to2);
        if (!copied) return;
        let hash = (0, import_node_crypto5.createHash)("sha256"), size = 0;
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
  }
});

// src/storage/open.ts
function openVolumeAt(location, access2 = {}) {
  let large = access2.large ? new SealedVolume(openBackend(access2.large, access2), access2.keyring) : void 0;
  return new SealedVolume(openBackend(location, access2), access2.keyring, large);
}
function openBackend(location, access2) {
  if (location === "") throw new CheckpointError("USAGE", "no volume location given", `set ${SETTING} to a folder`);
  let scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(location)?.[1]?.toLowerCase();
  if (scheme === void 0) return new LocalVolume(location);
  let shown = redactUrl(location);
  if (scheme === "file") {
    let path;
    try {
      path = (0, import_node_url.fileURLToPath)(location);
    } catch (err) {
      throw new CheckpointError("USAGE", `volume ${shown}: not a local file URL (${errorMessage(err)})`, `set ${SETTING} to a folder or a file:///absolute/path URL`);
    }
    return new LocalVolume(path);
  }
  if (scheme === "s3") {
    let env = access2.env ?? process.env, endpoint = access2.endpoint ?? (env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || void 0);
    return new S3Volume({ url: location, endpoint, pathStyle: access2.pathStyle });
  }
  throw new CheckpointError("USAGE", `volume ${shown}: the ${scheme}:// scheme is not supported (a folder, a file:// URL or s3://bucket/prefix is)`, `set ${SETTING} to a folder or an S3 location`);
}
function openVolume(config2) {
  return openVolumeAt(config2.volume.path, { ...config2.volume, keyring: keyringFor(config2.keys) });
}
function keyringFor(keys) {
  let encryption = null, signing;
  return {
    signingPath: keys.signingFile,
    encryption() {
      if (encryption !== null) return encryption;
      let e = keys.encryption;
      if (e && "file" in e) {
        if (encryption = readKeyFile(e.file), !encryption) throw new CheckpointError("USAGE", `the encryption key file ${e.file} ([encryption] key_file) does not exist`, "make one with `openssl rand -hex 32 > <file> && chmod 600 <file>`, or copy it from the machine that made the checkpoints");
      } else
        encryption = e ? parseKey2(e.text, e.source) : void 0;
      return encryption;
    },
    signing(create3) {
      return signing ??= signingKey(keys.signingFile, create3);
    }
  };
}
var import_node_url, SETTING, init_open = __esm({
  "src/storage/open.ts"() {
    "use strict";
    import_node_url = require("node:url");
    init_errors2();
    init_secrets();
    init_redact();
    init_local();
    init_s3();
    init_sealed();
    SETTING = "[volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME)";
  }
});

// src/app/context.ts
function createAppContext(init) {
  let config2, volume, project = init.env.CLAUDE_PROJECT_DIR || init.cwd, ctx2 = {
    paths: init.paths,
    now: init.now,
    env: init.env,
    warn: init.warn,
    cwd: init.cwd,
    project,
    config: () => config2 ??= loadConfig({ paiDir: init.paths.paiDir, project, env: init.env }),
    volume: () => volume ??= ctx2.config().then(openVolume),
    ask: init.ask ?? (async (question, flag) => {
      throw new CheckpointError("USAGE", `needs confirmation, and there is nobody to ask: ${question}`, `pass ${flag}`);
    }),
    notice: init.notice ?? (() => {
    })
  };
  return ctx2;
}
async function confirm(ctx2, question, yes) {
  return yes ? !0 : /^y(es)?$/i.test((await ctx2.ask(`${question} [y/N]`, "--yes")).trim());
}
var init_context = __esm({
  "src/app/context.ts"() {
    "use strict";
    init_config();
    init_errors2();
    init_open();
  }
});

// src/core/log.ts
function logLine(paths, event, sessionId, message) {
  try {
    ensureDir((0, import_node_path5.dirname)(paths.logFile)), (0, import_node_fs5.appendFileSync)(paths.logFile, `${(/* @__PURE__ */ new Date()).toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, " | ")}
`, { mode: 384 });
  } catch {
  }
}
var import_node_fs5, import_node_path5, init_log = __esm({
  "src/core/log.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");
    init_redact();
    init_atomic();
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
    scratchDir: (0, import_node_path6.join)(stateDir, "tmp")
  };
}
function installationId(paths) {
  return (0, import_node_crypto6.createHash)("sha256").update(`${(0, import_node_os2.hostname)()}\0${paths.paiDir}`).digest("hex").slice(0, 16);
}
var import_node_crypto6, import_node_os2, import_node_path6, init_paths = __esm({
  "src/core/paths.ts"() {
    "use strict";
    import_node_crypto6 = require("node:crypto"), import_node_os2 = require("node:os"), import_node_path6 = require("node:path");
  }
});

// src/adapters/cli/context.ts
async function ask(cli, question, flag) {
  if (cli.ask) return cli.ask(question);
  if (cli.slash || !process.stdin.isTTY) throw new CheckpointError("USAGE", `needs confirmation, and there is no terminal to ask: ${question}`, `run it in a terminal, or pass ${flag}`);
  let { createInterface: createInterface3 } = await import("node:readline/promises"), rl = createInterface3({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(`${question} `);
  } finally {
    rl.close();
  }
}
async function readKey(cli, prompt) {
  if (cli.ask) return (await cli.ask(prompt)).trim().charAt(0).toLowerCase();
  let stdin = process.stdin;
  if (!(cli.slash || !stdin.isTTY)) {
    process.stderr.write(`${prompt} `), stdin.setRawMode(!0), stdin.resume();
    try {
      let key = await new Promise((resolve13) => stdin.once("data", (d) => resolve13(d.toString("utf8"))));
      return process.stderr.write(`
`), key === "" || key === "" ? "q" : key.charAt(0).toLowerCase();
    } finally {
      stdin.setRawMode(!1), stdin.pause();
    }
  }
}
function defaultCliEnv(overrides = {}) {
  let env = overrides.env ?? process.env;
  return {
    cwd: overrides.cwd ?? process.cwd(),
    env,
    paths: overrides.paths ?? paiPaths({ paiDir: env.PAI_DIR }),
    now: overrides.now ?? (() => /* @__PURE__ */ new Date()),
    warnings: overrides.warnings ?? [],
    ...overrides.ask ? { ask: overrides.ask } : {},
    ...overrides.cliPath ? { cliPath: overrides.cliPath } : {}
  };
}
function appContext(cli) {
  return createAppContext({
    paths: cli.paths,
    now: cli.now,
    env: cli.env,
    cwd: cli.cwd,
    warn: (m2) => {
      cli.warnings.push(m2), logLine(cli.paths, "cli", "-", `warning: ${m2}`);
    },
    ask: (question, flag) => ask(cli, question, flag),
    notice: (m2) => {
      process.stderr.isTTY && process.stderr.write(`${m2}
`);
    }
  });
}
function table(headers, rows) {
  let widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length))), line2 = (cells) => cells.map((c, i) => i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line2(headers), ...rows.map(line2)].join(`
`);
}
function truncate(s3, n) {
  return s3.length > n ? `${s3.slice(0, n - 1)}\u2026` : s3;
}
var init_context2 = __esm({
  "src/adapters/cli/context.ts"() {
    "use strict";
    init_context();
    init_errors2();
    init_log();
    init_paths();
  }
});

// src/core/hint.ts
function shellQuote(s3) {
  return /^[A-Za-z0-9_./:=@-]+$/.test(s3) ? s3 : `'${s3.replace(/'/g, "'\\''")}'`;
}
function renderCommands(text4, a) {
  return text4.replace(/`pai-checkpoint ([a-z][a-z-]*)([^`]*)`/g, (whole, cmd, rest) => a.kind === "terminal" ? a.onPath ? whole : `\`node ${shellQuote(a.cli)} ${cmd}${rest}\`` : PLUGIN_COMMANDS.has(cmd) ? `\`/checkpoint:${cmd}${rest}\`` : `\`node ${shellQuote(a.cli)} ${cmd}${rest}\``);
}
function cliOnPath(cli, path) {
  let mine;
  try {
    mine = (0, import_node_fs6.realpathSync)(cli);
  } catch {
    return !1;
  }
  for (let dir2 of (path ?? "").split(":"))
    if (dir2)
      try {
        let p2 = (0, import_node_path7.join)(dir2, "pai-checkpoint");
        return (0, import_node_fs6.accessSync)(p2, import_node_fs6.constants.X_OK), (0, import_node_fs6.realpathSync)(p2) === mine;
      } catch {
      }
  return !1;
}
var import_node_fs6, import_node_path7, PLUGIN_COMMANDS, init_hint = __esm({
  "src/core/hint.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs"), import_node_path7 = require("node:path"), PLUGIN_COMMANDS = /* @__PURE__ */ new Set(["save", "list", "resume", "inspect", "setup", "complete", "doctor", "usage", "memory", "summary"]);
  }
});

// src/adapters/cli/version.ts
function cliPath() {
  try {
    return (0, import_node_fs7.realpathSync)(process.argv[1] ?? "");
  } catch {
    return process.argv[1] ?? "";
  }
}
var import_node_fs7, VERSION, init_version = __esm({
  "src/adapters/cli/version.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs"), VERSION = "0.1.0";
  }
});

// src/app/format.ts
function formatBytes(n) {
  return n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : n < 1024 ** 3 ? `${(n / 1024 ** 2).toFixed(1)} MB` : `${(n / 1024 ** 3).toFixed(2)} GB`;
}
var init_format = __esm({
  "src/app/format.ts"() {
    "use strict";
  }
});

// src/domain/volume/facts.ts
function checkTag(tag2) {
  let hint = 'a tag is one or more segments separated by "/" (milestone/v1.0, experiment/approach-a, stable): letters, digits, ".", "_", "+", "-"; no spaces';
  if (tag2.length === 0) throw new CheckpointError("USAGE", "the tag is empty", hint);
  if (tag2.length > TAG_MAX) throw new CheckpointError("USAGE", `the tag is ${tag2.length} characters long (at most ${TAG_MAX})`, hint);
  for (let seg of tag2.split("/")) {
    if (seg === "") throw new CheckpointError("USAGE", `tag "${tag2}" has an empty segment`, hint);
    if (!SEGMENT2.test(seg)) throw new CheckpointError("USAGE", `tag "${tag2}": segment "${seg}" has a character a tag cannot hold`, hint);
  }
  return tag2;
}
function checkAnnotation(text4) {
  let t = text4.trim();
  if (!t) throw new CheckpointError("USAGE", "the annotation is empty", 'give its text: annotate <id> "<text>"');
  if (t.length > ANNOTATION_MAX) throw new CheckpointError("USAGE", `the annotation is ${t.length} characters long (at most ${ANNOTATION_MAX})`);
  return t;
}
function tagMatches(pattern, tag2) {
  let re2 = globRegExp(pattern);
  if (re2.test(tag2)) return !0;
  let segs = tag2.split("/");
  for (let n = segs.length - 1; n >= 1; n--) if (re2.test(segs.slice(0, n).join("/"))) return !0;
  return !1;
}
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
function parseIssueRef(ref) {
  let s3 = ref.trim(), gh = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/issues\/(\d+)\/?(?:[?#].*)?$/.exec(s3);
  if (gh) return { tracker: "github", id: `${gh[1]}/${gh[2]}#${gh[3]}`, url: `https://github.com/${gh[1]}/${gh[2]}/issues/${gh[3]}` };
  let linear = /^(?:https?:\/\/)?linear\.app\/([A-Za-z0-9_-]+)\/issue\/([A-Za-z][A-Za-z0-9]*-\d+)(?:\/[^?#]*)?\/?(?:[?#].*)?$/.exec(s3);
  if (linear) {
    let key = linear[2].toUpperCase();
    return { tracker: "linear", id: key, url: `https://linear.app/${linear[1]}/issue/${key}` };
  }
  if (/^ph-[a-z0-9]+(?:\.[0-9]+)*$/i.test(s3)) return { tracker: "beads", id: s3.toLowerCase() };
  throw new CheckpointError("USAGE", `"${ref}" is not an issue reference this knows`, `give ${ISSUE_FORMS}`);
}
function applyFacts(m2, facts) {
  let view = { approval: m2.approval, tags: [...m2.tags], annotations: [...m2.annotations], linked_issues: [...m2.linked_issues] };
  for (let f2 of facts)
    switch (f2.kind) {
      case "approve":
      case "reject":
        view.approval = { status: f2.kind === "approve" ? "approved" : "rejected", user: f2.user, timestamp: f2.at, ...f2.reason ? { reason: f2.reason } : {}, policy: f2.policy };
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
  return new CheckpointError("INVALID_DATA", `${where}: ${what}`, "the volume was damaged or tampered with: run `pai-checkpoint verify --all`");
}
function parseFact(raw, where, checkpoint) {
  let v2 = parseJsonText(raw, where);
  if (typeof v2 != "object" || v2 === null || Array.isArray(v2)) throw bad(where, "not a JSON object");
  if (v2.v !== 1) throw bad(where, `version ${JSON.stringify(v2.v)} is not 1`);
  if (v2.checkpoint !== checkpoint) throw bad(where, `it is about checkpoint ${JSON.stringify(v2.checkpoint)}, not ${checkpoint}`);
  if (!text(v2.at) || Number.isNaN(Date.parse(v2.at)) || !text(v2.user)) throw bad(where, 'no valid "at" and "user"');
  let base = { v: 1, checkpoint, at: v2.at, user: v2.user }, kind = v2.kind;
  try {
    if (kind === "tag" || kind === "untag") return { ...base, kind, tag: checkTag(String(v2.tag ?? "")) };
    if (kind === "annotate") return { ...base, kind, text: checkAnnotation(String(v2.text ?? "")) };
    if (kind === "approve" || kind === "reject") {
      if (!text(v2.policy) || v2.reason !== void 0 && typeof v2.reason != "string" || kind === "reject" && !text(v2.reason)) throw bad(where, "a decision needs a policy (and a rejection a reason)");
      return { ...base, kind, policy: v2.policy, ...text(v2.reason) ? { reason: v2.reason } : {} };
    }
    if (kind === "link" || kind === "unlink") {
      let i = v2.issue;
      if (typeof i != "object" || i === null || !text(i.tracker) || !text(i.id) || i.url !== void 0 && !text(i.url)) throw bad(where, 'no valid "issue"');
      return { ...base, kind, issue: { tracker: i.tracker, id: i.id, ...text(i.url) ? { url: i.url } : {} } };
    }
  } catch (err) {
    throw err instanceof CheckpointError && err.code === "USAGE" ? bad(where, err.message) : err;
  }
  throw bad(where, `unknown kind ${JSON.stringify(kind)}`);
}
var TAG_MAX, ANNOTATION_MAX, SEGMENT2, globCache, ISSUE_FORMS, sameIssue, text, init_facts = __esm({
  "src/domain/volume/facts.ts"() {
    "use strict";
    init_errors2();
    init_json();
    TAG_MAX = 200, ANNOTATION_MAX = 4e3, SEGMENT2 = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
    globCache = /* @__PURE__ */ new Map();
    ISSUE_FORMS = "a GitHub issue URL (https://github.com/<owner>/<repo>/issues/<n>), a Linear issue URL (https://linear.app/<workspace>/issue/<KEY-123>) or a Beads id (ph-xxx)";
    sameIssue = (a, b2) => a.tracker === b2.tracker && a.id === b2.id;
    text = (v2) => typeof v2 == "string" && v2.length > 0;
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
    !pool || pool.length < bytes ? (pool = Buffer.allocUnsafe(bytes * POOL_SIZE_MULTIPLIER), import_node_crypto7.webcrypto.getRandomValues(pool), poolOffset = 0) : poolOffset + bytes > pool.length && (import_node_crypto7.webcrypto.getRandomValues(pool), poolOffset = 0);
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
var import_node_crypto7, POOL_SIZE_MULTIPLIER, pool, poolOffset, init_nanoid = __esm({
  "node_modules/nanoid/index.js"() {
    import_node_crypto7 = require("node:crypto");
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
  }, file2 = (0, import_node_path8.join)(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`), line2 = `${JSON.stringify(event)}
`;
  try {
    (0, import_node_fs8.appendFileSync)(file2, line2, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(eventsDir), (0, import_node_fs8.appendFileSync)(file2, line2, { mode: 384 });
  }
  return event;
}
var import_node_fs8, import_node_path8, init_events = __esm({
  "src/domain/records/events.ts"() {
    "use strict";
    import_node_fs8 = require("node:fs"), import_node_path8 = require("node:path");
    init_nanoid();
    init_atomic();
    init_errors2();
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

// src/core/lock.ts
function processStart(pid) {
  try {
    let stat4 = (0, import_node_fs9.readFileSync)(`/proc/${pid}/stat`, "utf8");
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
    let stat4 = (0, import_node_fs9.readFileSync)(`/proc/${pid}/stat`, "utf8"), state = stat4[stat4.lastIndexOf(")") + 2];
    return state !== "Z" && state !== "X";
  } catch {
    return process.platform !== "linux";
  }
}
function readLock(path) {
  try {
    let content = (0, import_node_fs9.readFileSync)(path, "utf8"), { mtimeMs } = (0, import_node_fs9.statSync)(path);
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
  if (-age > staleMs) return `${host ? `held on ${host}` : "unnamed"}, its time is ${Math.round(-age / 1e3)} s in the future`;
}
function inspectLock(path, staleMs = DEFAULT_LEASE_MS) {
  let holder = readLock(path);
  if (!holder) return;
  let [pid, host] = holder.content.split(" "), stale2 = staleReason(holder, staleMs);
  return { pid: Number(pid) || 0, host: host ?? "", ...stale2 ? { stale: stale2 } : {} };
}
function breakIfStale(path, staleMs = DEFAULT_LEASE_MS) {
  let holder = readLock(path), why = holder && staleReason(holder, staleMs);
  return holder && why && breakStale(path, holder.content), why;
}
function breakStale(path, judged) {
  let aside = `${path}.stale-${(0, import_node_crypto9.randomBytes)(6).toString("hex")}`;
  try {
    (0, import_node_fs9.renameSync)(path, aside);
  } catch {
    return;
  }
  let moved = "";
  try {
    moved = (0, import_node_fs9.readFileSync)(aside, "utf8");
  } catch {
  }
  if (moved !== judged)
    try {
      (0, import_node_fs9.linkSync)(aside, path);
    } catch {
    }
  safeUnlink(aside);
}
function createLockFile(path, token) {
  let temp = (0, import_node_path9.join)((0, import_node_path9.dirname)(path), `${TEMP_PREFIX}${(0, import_node_path9.basename)(path)}.${process.pid}.${(0, import_node_crypto9.randomBytes)(4).toString("hex")}`);
  (0, import_node_fs9.writeFileSync)(temp, token, { mode: 384 });
  try {
    return (0, import_node_fs9.linkSync)(temp, path), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST") return !1;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    let fd = (0, import_node_fs9.openSync)(path, "wx", 384);
    try {
      (0, import_node_fs9.writeSync)(fd, token);
    } finally {
      (0, import_node_fs9.closeSync)(fd);
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
  let timeoutMs = options.timeoutMs ?? 5e3, staleMs = options.staleMs ?? DEFAULT_LEASE_MS, token = `${process.pid} ${HOST} ${Date.now()} ${(0, import_node_crypto9.randomBytes)(8).toString("hex")} ${myStart()}`, deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== "ENOENT") throw err;
      ensureDir((0, import_node_path9.dirname)(path));
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
  let released = !1, refresh = setInterval(() => {
    try {
      if ((0, import_node_fs9.readFileSync)(path, "utf8") === token) {
        let now = /* @__PURE__ */ new Date();
        (0, import_node_fs9.utimesSync)(path, now, now);
      }
    } catch {
    }
  }, Math.max(500, leaseMs / 3));
  return refresh.unref(), {
    path,
    held() {
      if (released) return !1;
      try {
        return (0, import_node_fs9.readFileSync)(path, "utf8") === token;
      } catch {
        return !1;
      }
    },
    release() {
      if (!released) {
        released = !0, clearInterval(refresh);
        try {
          (0, import_node_fs9.readFileSync)(path, "utf8") === token && safeUnlink(path);
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
var import_node_fs9, import_node_crypto9, import_node_os3, import_node_path9, HOST, DEFAULT_LEASE_MS, ownStart, myStart, sleeper, init_lock = __esm({
  "src/core/lock.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs"), import_node_crypto9 = require("node:crypto"), import_node_os3 = require("node:os"), import_node_path9 = require("node:path");
    init_atomic();
    init_errors2();
    HOST = (0, import_node_os3.hostname)(), DEFAULT_LEASE_MS = 1e4;
    myStart = () => ownStart ??= processStart(process.pid) ?? "-", sleeper = new Int32Array(new SharedArrayBuffer(4));
  }
});

// src/domain/records/seed.ts
function lockPathFor(seedPath) {
  return `${seedPath}.lock`;
}
function parseSeed(path, text4) {
  let value = parseJsonText(text4, path, "fix or restore seed.json; pai-checkpoint never overwrites an unparsable seed");
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
        mode = (0, import_node_fs10.statSync)(seedPath).mode & 511;
      } catch {
      }
      let file2 = (0, import_node_fs10.lstatSync)(seedPath).isSymbolicLink() ? (0, import_node_fs10.realpathSync)(seedPath) : seedPath;
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
var import_node_fs10, init_seed = __esm({
  "src/domain/records/seed.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs");
    init_atomic();
    init_errors2();
    init_lock();
    init_ids();
    init_json();
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

// src/domain/records/schema.ts
function metadataOf(record3) {
  let m2 = record3.metadata, str2 = (k2) => typeof m2[k2] == "string" ? m2[k2] : void 0, out3 = {};
  for (let k2 of ["source", "checkpointId", "cwd", "project", "transcriptPath", "trigger", "name"]) {
    let v2 = str2(k2);
    v2 !== void 0 && (out3[k2] = v2);
  }
  let cp = m2.completedPhases;
  return Array.isArray(cp) && (out3.completedPhases = cp.filter((n) => typeof n == "number")), out3;
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
function filenameTime(name2) {
  let m2 = NAME_TIME_RE.exec(name2);
  if (!m2) return;
  let t = Date.parse(`${m2[1]}T${m2[2]}:${m2[3]}:${m2[4]}Z`);
  return Number.isNaN(t) ? void 0 : t;
}
function listRecordNames(dir2) {
  let names;
  try {
    names = (0, import_node_fs11.readdirSync)(dir2);
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return [];
    throw err;
  }
  return names.filter((n) => RECORD_FILE_RE.test(n)).sort().reverse();
}
function readRecordFile(dir2, name2) {
  let text4;
  try {
    text4 = readFileIfExists((0, import_node_path10.join)(dir2, name2), { noFollow: !0 });
  } catch (err) {
    let error = err instanceof RefusedFileError && err.reason === "too-large" ? err.why : err instanceof CheckpointError ? "not a regular file (a symlink, folder or device); not read" : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: !1, file: name2, error };
  }
  if (text4 === void 0) return;
  let parsed = parseRecord(text4);
  return parsed.ok ? { ok: !0, file: name2, record: parsed.record } : { ok: !1, file: name2, error: parsed.error };
}
function serializeRecord(record3) {
  return `${JSON.stringify(record3, null, 2)}
`;
}
var import_node_fs11, import_node_path10, RECORD_FILE_RE, NAME_TIME_RE, init_files = __esm({
  "src/domain/records/files.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs"), import_node_path10 = require("node:path");
    init_atomic();
    init_errors2();
    init_regular();
    init_schema();
    RECORD_FILE_RE = /^ckpt-.*\.json$/;
    NAME_TIME_RE = /^ckpt-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-/;
  }
});

// src/domain/records/index-cache.ts
function cacheFiles(stateDir, dir2) {
  let key = (0, import_node_crypto10.createHash)("sha1").update(dir2).digest("hex").slice(0, 12);
  return { index: (0, import_node_path11.join)(stateDir, `records-index-${key}.json`), summary: (0, import_node_path11.join)(stateDir, `records-summary-${key}.json`) };
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
    return (0, import_node_fs12.statSync)(dir2).mtimeMs;
  } catch {
    return;
  }
}
function entryOf(file2, record3) {
  let meta2 = metadataOf(record3), entry2 = {
    file: file2,
    id: record3.id,
    sessionId: record3.sessionId,
    createdAt: record3.createdAt,
    phase: record3.phase,
    phaseNumber: record3.phaseNumber,
    completed: record3.completed,
    taskSummary: record3.taskSummary
  };
  return meta2.project && (entry2.project = meta2.project), meta2.cwd && (entry2.cwd = meta2.cwd), entry2;
}
function newer(a, b2) {
  return a.createdAt !== b2.createdAt ? a.createdAt > b2.createdAt : a.id !== b2.id ? a.id > b2.id : a.file > b2.file;
}
function quickUnfinished(stateDir, dir2) {
  let summary = readJson(cacheFiles(stateDir, dir2).summary);
  if (!(summary?.v !== VERSION2 || summary.dir !== dir2 || summary.dirMtimeMs < 0 || !Array.isArray(summary.unfinished)))
    return dirMtime(dir2) === summary.dirMtimeMs ? summary.unfinished : void 0;
}
var import_node_crypto10, import_node_fs12, import_node_path11, VERSION2, YOUNG_MS, RecordIndex, init_index_cache = __esm({
  "src/domain/records/index-cache.ts"() {
    "use strict";
    import_node_crypto10 = require("node:crypto"), import_node_fs12 = require("node:fs"), import_node_path11 = require("node:path");
    init_atomic();
    init_files();
    init_schema();
    VERSION2 = 2;
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
        let files = cacheFiles(stateDir, dir2), data = { v: VERSION2, dir: dir2, seen: [], sessions: {} }, parsed = readJson(files.index);
        return parsed?.v === VERSION2 && parsed.dir === dir2 && Array.isArray(parsed.seen) && typeof parsed.sessions == "object" && parsed.sessions && (data = parsed), new _RecordIndex(dir2, files, data);
      }
      /** Brings the cache up to date with the directory; returns how many files were read. */
      refresh(now = Date.now()) {
        let mtime = dirMtime(this.dir) ?? -1;
        this.mtimeAtRefresh = mtime >= 0 && !(mtime % 1e3 === 0 && now - mtime < 1100) ? mtime : -1;
        let names = listRecordNames(this.dir), present = new Set(names), seen = new Set(this.data.seen), read3 = 0;
        if (seen.size > 0) {
          for (let name2 of seen) present.has(name2) || seen.delete(name2);
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
        for (let name2 of fresh) {
          let r = readRecordFile(this.dir, name2);
          if (read3++, !!r) {
            if (r.ok) this.addRecord(name2, r.record);
            else {
              let t = filenameTime(name2);
              if (t !== void 0 && now - t < YOUNG_MS) continue;
            }
            seen.add(name2), this.dirty = !0;
          }
        }
        return this.data.seen = [...seen], read3;
      }
      addRecord(file2, record3) {
        let entry2 = entryOf(file2, record3), s3 = this.data.sessions[record3.sessionId];
        s3 ? (!entry2.completed && !s3.open.includes(file2) && s3.open.push(file2), newer(entry2, s3.latest) && (s3.latest = entry2)) : this.data.sessions[record3.sessionId] = { latest: entry2, open: entry2.completed ? [] : [file2] }, this.dirty = !0;
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
          let summary = { v: VERSION2, dir: this.dir, dirMtimeMs: this.mtimeAtRefresh, unfinished: this.unfinished() };
          writeFileAtomicSync(this.files.summary, JSON.stringify(summary), { fsync: !1 });
        } catch {
        }
      }
    };
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
  }, file2 = createFileExclusiveSync(c.paths.checkpointsDir, candidateFilenames(createdAt, phase), serializeRecord(record3));
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
    for (let name2 of names) {
      if (!name2.startsWith(prefix)) continue;
      let r = readRecordFile(dir2, name2);
      if (r?.ok && r.record.id === id) return r;
    }
  }
  for (let name2 of names) {
    let r = readRecordFile(dir2, name2);
    if (r?.ok && r.record.id === id) return r;
  }
}
async function loadCheckpoint(checkpointId, options) {
  return findRecord(ctx(options).paths.checkpointsDir, checkpointId)?.record ?? null;
}
function scanCheckpoints(filter = {}, options) {
  let dir2 = ctx(options).paths.checkpointsDir, out3 = { records: [], problems: [] };
  for (let name2 of listRecordNames(dir2)) {
    if (filter.limit !== void 0 && out3.records.length >= filter.limit) break;
    let r = readRecordFile(dir2, name2);
    if (!r) continue;
    if (!r.ok) {
      out3.problems.push({ file: (0, import_node_path12.join)(dir2, r.file), error: r.error });
      continue;
    }
    let rec = r.record;
    filter.completed !== void 0 && rec.completed !== filter.completed || filter.sessionId !== void 0 && rec.sessionId !== filter.sessionId || filter.project !== void 0 && (rec.metadata.project ?? rec.metadata.cwd) !== filter.project || filter.match && !filter.match(rec) || out3.records.push({ file: r.file, record: rec });
  }
  let key = (r) => ({ createdAt: r.record.createdAt, id: r.record.id, file: r.file });
  return out3.records.sort((a, b2) => newer(key(a), key(b2)) ? -1 : 1), out3;
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
        return { record: r.record, file: r.file, others: candidates.slice(i + 1).filter((o) => !options.skipSession?.(o.sessionId)) };
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
    throw new CheckpointError("NOT_FOUND", `checkpoint ${checkpointId} not found in ${dir2}`, "run `pai-checkpoint list --all` to see the ids");
  let index = RecordIndex.load(c.paths.stateDir, dir2);
  index.refresh();
  let files = /* @__PURE__ */ new Set([target.file, ...index.openFiles(target.record.sessionId)]), done = [];
  for (let file2 of files) {
    let r = file2 === target.file ? target : readRecordFile(dir2, file2);
    if (!(!r?.ok || r.record.sessionId !== target.record.sessionId) && !(r.record.createdAt > target.record.createdAt)) {
      if (!r.record.completed) {
        let updated = { ...r.record, completed: !0 };
        writeFileAtomicSync((0, import_node_path12.join)(dir2, file2), serializeRecord(updated)), index.update(file2, updated);
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
    { checkpointId, phase: target.record.phase, phaseNumber: target.record.phaseNumber, alsoCompleted: done.filter((id) => id !== checkpointId) },
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
  return writeFileAtomicSync((0, import_node_path12.join)(dir2, found.file), serializeRecord(updated)), !0;
}
function deleteRecordSync(id, options = {}) {
  let c = ctx(options), found = findRecord(c.paths.checkpointsDir, id);
  if (!(!found || !safeUnlink((0, import_node_path12.join)(c.paths.checkpointsDir, found.file)))) {
    fsyncDir(c.paths.checkpointsDir);
    try {
      reportSeed(c, updateCheckpointRef(c.paths.seedPath, { clear: [id] }));
    } catch (err) {
      c.warn(`seed.json checkpointRef not cleared: ${errorMessage(err)}`);
    }
    return logEvent(c, "checkpoint_deleted", { checkpointId: id, file: found.file, reason: "deleted by user" }, found.record.sessionId), found.file;
  }
}
function cleanupCheckpointsSync(olderThanDays = DEFAULTS.recordRetentionDays, options = {}) {
  let c = ctx(options), dir2 = c.paths.checkpointsDir, cutoff = c.now().getTime() - olderThanDays * 864e5, old = [];
  for (let name2 of listRecordNames(dir2)) {
    let t = filenameTime(name2);
    if (t !== void 0 && t >= cutoff) continue;
    let r = readRecordFile(dir2, name2);
    r?.ok && (Date.parse(r.record.createdAt) >= cutoff || old.push({ file: name2, id: r.record.id, sessionId: r.record.sessionId, completed: r.record.completed, createdAt: r.record.createdAt }));
  }
  if (old.sort((a, b2) => Number(b2.completed) - Number(a.completed)), options.dryRun) return { deleted: 0, tempFilesRemoved: 0, records: old };
  let hourAgo = c.now().getTime() - DEFAULTS.leftoverAgeMs, tempFilesRemoved = sweepTempFiles(dir2, hourAgo) + sweepTempFiles((0, import_node_path12.dirname)(c.paths.seedPath), hourAgo), deleted = [];
  for (let rec of old)
    safeUnlink((0, import_node_path12.join)(dir2, rec.file)) && (deleted.push(rec), logEvent(c, "checkpoint_deleted", { checkpointId: rec.id, file: rec.file, reason: `older than ${olderThanDays} days` }, rec.sessionId));
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
  for (let name2 of names)
    try {
      (0, import_node_fs13.statSync)((0, import_node_path12.join)(dir2, name2)).mtimeMs < olderThanMs && safeUnlink((0, import_node_path12.join)(dir2, name2)) && n++;
    } catch {
    }
  return n;
}
async function cleanupCheckpoints(olderThanDays = DEFAULTS.recordRetentionDays, options) {
  return { deleted: cleanupCheckpointsSync(olderThanDays, options).deleted };
}
var import_node_fs13, import_node_path12, init_api2 = __esm({
  "src/domain/records/api.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs"), import_node_path12 = require("node:path");
    init_atomic();
    init_defaults();
    init_events();
    init_errors2();
    init_ids();
    init_paths();
    init_seed();
    init_files();
    init_index_cache();
  }
});

// src/core/canonical.ts
function canonicalJson(v2) {
  if (Array.isArray(v2)) return `[${v2.map(canonicalJson).join(",")}]`;
  if (v2 !== null && typeof v2 == "object") {
    let o = v2;
    return `{${Object.keys(o).filter((k2) => o[k2] !== void 0).sort().map((k2) => `${JSON.stringify(k2)}:${canonicalJson(o[k2])}`).join(",")}}`;
  }
  return JSON.stringify(v2);
}
var init_canonical = __esm({
  "src/core/canonical.ts"() {
    "use strict";
  }
});

// src/domain/volume/manifest.ts
function isObject2(v2) {
  return typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
}
function upgradeManifest(raw, where) {
  let version2 = typeof raw.version == "string" ? raw.version : void 0, m2 = /^(\d+)\.(\d+)$/.exec(version2 ?? "");
  if (!m2) throw new CheckpointError("INVALID_DATA", `${where}: field "version" is missing or not "major.minor" (${quoteValue(raw.version)})`);
  let [major, minor] = [Number(m2[1]), Number(m2[2])];
  if (major !== 1) throw new NewerVersionError(where, version2);
  let out3 = { ...raw };
  return minor < 1 && (out3 = { ...out3, parent_checkpoint_id: null, checkpoint_chain_depth: 1, parts: {} }), minor < 2 && (out3 = {
    ...out3,
    approval: { status: "auto_approved", policy: `migrated from ${version2}` },
    environment: null,
    tags: [],
    annotations: [],
    linked_issues: []
  }), { manifest: { ...out3, version: MANIFEST_VERSION }, from: version2 };
}
function parseManifest(text4, where) {
  let raw = parseJsonText(text4, where, "the manifest is damaged: resume from the parent checkpoint, or `pai-checkpoint delete <id>`");
  if (!isObject2(raw)) throw new CheckpointError("INVALID_DATA", `${where}: not a JSON object`);
  let { manifest, from } = upgradeManifest(raw, where), parsed = safeParse2(manifestSchema, manifest, where);
  if (!parsed.success) {
    let issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(root)"}: ${"expected" in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, " ")}`);
    throw new CheckpointError("INVALID_DATA", `${where}: invalid manifest (${issues.join("; ")})`);
  }
  return { manifest: parsed.data, from, stored: raw };
}
function manifestChecksum(m2) {
  let { checksum: _omit, signature: _signature, ...rest } = m2;
  return `sha256:${(0, import_node_crypto11.createHash)("sha256").update(canonicalJson(rest)).digest("hex")}`;
}
function sealManifest(m2) {
  return { ...m2, checksum: manifestChecksum(m2) };
}
var import_node_crypto11, MANIFEST_VERSION, str, nonNegInt, hex64, CIPHER, keyId2, partSchema, environmentSchema, manifestSchema, NewerVersionError, init_manifest = __esm({
  "src/domain/volume/manifest.ts"() {
    "use strict";
    import_node_crypto11 = require("node:crypto");
    init_mini();
    init_canonical();
    init_errors2();
    init_json();
    init_triggers();
    init_backend();
    MANIFEST_VERSION = "1.7", str = string2(), nonNegInt = int().check(_gte(0)), hex64 = string2().check(_regex(/^[0-9a-f]{64}$/)), CIPHER = "aes-256-gcm-hkdf-sha256-64k", keyId2 = string2().check(_regex(/^[0-9a-f]{16}$/)), partSchema = object({ size: nonNegInt, sha256: string2().check(_regex(/^[0-9a-f]{64}$/)) }), environmentSchema = looseObject({
      captured_at: iso_exports.datetime(),
      claude_code: optional(object({ version: str, binary_hash: optional(str), install_path: optional(str) })),
      plugins: optional(
        record(
          str,
          looseObject({ version: optional(str), manifest_version: optional(str), git_remote: optional(str), git_commit: optional(str), git_branch: optional(str), installed_at: optional(str), last_updated: optional(str), path: optional(str) })
        )
      ),
      mcp_servers: optional(record(str, looseObject({ source_type: _enum(["npm", "git", "local", "docker", "remote", "unknown"]), version_id: optional(str), config_hash: str }))),
      runtimes: optional(record(str, str)),
      packages: optional(record(str, str)),
      /** The full package lists, stored once on the volume as `environment/<sha256>.txt` (SPEC-07.10.04). */
      package_lists: optional(looseObject({ pip: optional(object({ sha256: hex64, count: nonNegInt })), npm: optional(object({ sha256: hex64, count: nonNegInt })) })),
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
      /** null only for manifests upgraded from 1.0/1.1, which recorded no environment. */
      environment: nullable(environmentSchema),
      /** SPEC-03.10: the tmux windows and their layouts (`<index>:<name>:<layout>` each), when the session ran in tmux; tmux_state.txt has the rest. */
      tmux_layout: optional(str),
      tags: array(str),
      annotations: array(object({ timestamp: iso_exports.datetime(), user: optional(str), text: str })),
      linked_issues: array(object({ tracker: str, id: str, url: optional(str) })),
      /** Every stored part of the checkpoint (a storage key relative to the checkpoint folder: never `..`). */
      parts: record(str.check(refine(isValidKey, 'a part name is a relative storage key (letters, digits, ".", "_", "-", "/"; no "..")')), partSchema),
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
      /** HMAC-SHA256 (hex) of the manifest without this field, by the signing key `key_id` (./signing.ts). */
      signature: optional(object({ key_id: keyId2, hmac_sha256: hex64 }))
    });
    NewerVersionError = class extends CheckpointError {
      constructor(where, version2) {
        super("INVALID_DATA", `${where}: schema version ${version2} is newer than this pai-checkpoint understands (1.x)`, "upgrade pai-checkpoint to read this checkpoint");
      }
    };
  }
});

// src/platform/process.ts
function procInfo(pid) {
  if (process.platform === "linux")
    try {
      let stat4 = (0, import_node_fs14.readFileSync)(`/proc/${pid}/stat`, "utf8"), close = stat4.lastIndexOf(")"), comm = stat4.slice(stat4.indexOf("(") + 1, close), rest = stat4.slice(close + 2).split(" ");
      return { pid, ppid: Number(rest[1]), comm, start: rest[19] ?? "" };
    } catch {
      return;
    }
  try {
    let out3 = (0, import_node_child_process.execFileSync)("ps", ["-o", "ppid=,lstart=,comm=", "-p", String(pid)], { encoding: "utf8", timeout: 2e3 }).trim(), m2 = /^(\d+)\s+(\w{3}\s+\w{3}\s+\d+\s+[\d:]+\s+\d{4})\s+(.*)$/.exec(out3);
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
var import_node_child_process, import_node_fs14, import_node_os4, init_process = __esm({
  "src/platform/process.ts"() {
    "use strict";
    import_node_child_process = require("node:child_process"), import_node_fs14 = require("node:fs"), import_node_os4 = require("node:os");
    init_lock();
  }
});

// src/domain/content/locks.ts
function stale(doc, now) {
  if (!doc || typeof doc.at != "string" || processLiveness(doc.host, doc.pid, doc.start) === "dead") return !0;
  let at2 = Date.parse(doc.at);
  return !Number.isFinite(at2) || now - at2 > LEASE_MS;
}
async function lockVolume(store, kind, o) {
  let now = o.now ?? Date.now, deadline = now() + (o.waitMs ?? 6e5), doc = () => ({ kind, host: (0, import_node_os5.hostname)(), pid: process.pid, start: processStart(process.pid), at: new Date(now()).toISOString(), purpose: o.purpose });
  for (let attempt = 0; ; attempt++) {
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
          throw new CheckpointError("LOCK_TIMEOUT", `the volume ${store.location} is locked (${b2.doc.kind}) by ${b2.doc.purpose}, pid ${b2.doc.pid} on ${b2.doc.host} since ${b2.doc.at}`, "wait for it to finish; a lock whose process is gone is removed automatically");
        }
        if (withdraw) break;
        await sleep(100 + Math.random() * 200);
      }
    } catch (err) {
      throw await release(), err;
    }
    await release(), await sleep(Math.min(2e3, 50 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
  }
}
async function holders(store, own2, id, kind, now) {
  let out3 = [];
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
    (kind === "shared" ? other.kind === "exclusive" : other.kind === "shared" || older) && out3.push({ key, doc: other });
  }
  return out3;
}
var import_node_os5, LEASE_MS, sleep, init_locks = __esm({
  "src/domain/content/locks.ts"() {
    "use strict";
    import_node_os5 = require("node:os");
    init_errors2();
    init_ids();
    init_lock();
    init_process();
    init_backend();
    init_layout();
    LEASE_MS = 12e4;
    sleep = (ms2) => new Promise((r) => setTimeout(r, ms2));
  }
});

// src/core/parallel.ts
async function mapLimit(items, limit, fn) {
  let out3 = new Array(items.length), next = 0, work = async () => {
    for (; next < items.length; ) {
      let i = next++;
      out3[i] = await fn(items[i], i);
    }
  }, failed = (await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, work))).find((s3) => s3.status === "rejected");
  if (failed) throw failed.reason;
  return out3;
}
var init_parallel = __esm({
  "src/core/parallel.ts"() {
    "use strict";
  }
});

// src/platform/dist-file.ts
function distFile(name2) {
  let here = (0, import_node_path13.dirname)(selfFile);
  for (let p2 of [(0, import_node_path13.join)(here, name2), (0, import_node_path13.join)(here, "..", name2), (0, import_node_path13.join)(here, "..", "..", "dist", name2)]) if ((0, import_node_fs15.existsSync)(p2)) return p2;
}
var import_node_fs15, import_node_path13, import_node_url2, import_meta, selfFile, init_dist_file = __esm({
  "src/platform/dist-file.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs"), import_node_path13 = require("node:path"), import_node_url2 = require("node:url"), import_meta = {}, selfFile = typeof __filename == "string" ? __filename : (0, import_node_url2.fileURLToPath)(import_meta.url);
  }
});

// src/platform/zstd-wasm.ts
function wasmPath() {
  let built = distFile(FILE);
  if (built) return built;
  try {
    return (0, import_node_path14.join)((0, import_node_path14.dirname)((0, import_node_module.createRequire)(selfFile).resolve("@bokuweb/zstd-wasm")), FILE);
  } catch {
    throw new CheckpointError("IO", `${FILE} is missing next to ${selfFile}`, "reinstall the plugin (its dist/ folder is incomplete)");
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
function create() {
  let x = instantiate((0, import_node_fs16.readFileSync)(wasmPath())), input = new Region(x), output = new Region(x), cctx = x.j(), dctx = x.n(), heap = () => new Uint8Array(x.f.buffer), result2 = (n, what) => {
    if (x.h(n >>> 0)) throw new CheckpointError("INVALID_DATA", `${what}: zstd error ${-n}`);
    return n >>> 0;
  }, api = {
    compress(src, level) {
      let dst = output.fit(x.i(src.length)), from = input.fit(src.length);
      heap().set(src, from);
      let n = result2(x.l(cctx, dst, output.size, from, src.length, 0, 0, level), "compressing");
      return Buffer.from(heap().subarray(dst, dst + n));
    },
    decompress(src, rawSize, name2) {
      let dst = output.fit(rawSize + 1), from = input.fit(src.length);
      heap().set(src, from);
      let n = x.q(dctx, dst, rawSize + 1, from, src.length, 0, 0);
      if (x.h(n >>> 0) || n >>> 0 !== rawSize) throw new CheckpointError("INVALID_DATA", `${name2} does not decompress to its recorded ${rawSize} bytes`, "run `pai-checkpoint verify --all`");
      return Buffer.from(heap().subarray(dst, dst + rawSize));
    }
  }, probe = Buffer.from("pai-checkpoint zstd self-test ".repeat(8));
  if (!api.decompress(api.compress(probe, 3), probe.length, "self-test").equals(probe)) throw new CheckpointError("IO", `${FILE} is not the expected zstd build (its round trip failed)`, "reinstall the plugin");
  return api;
}
function zstdWasm() {
  return loaded ??= create();
}
var import_node_fs16, import_node_module, import_node_path14, WASM, FILE, Region, loaded, init_zstd_wasm = __esm({
  "src/platform/zstd-wasm.ts"() {
    "use strict";
    import_node_fs16 = require("node:fs"), import_node_module = require("node:module"), import_node_path14 = require("node:path");
    init_errors2();
    init_dist_file();
    WASM = globalThis.WebAssembly, FILE = "zstd.wasm";
    Region = class {
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
  }
});

// src/domain/content/format.ts
function isBlobId(v2) {
  return typeof v2 == "string" && HEX64.test(v2);
}
function sha256Hex(data) {
  return (0, import_node_crypto12.createHash)("sha256").update(data).digest("hex");
}
function bad2(where, what) {
  return new CheckpointError("INVALID_DATA", `${where}: ${what}`, "the volume was damaged or tampered with: run `pai-checkpoint verify --all`");
}
function object2(text4, where) {
  let raw = parseJsonText(typeof text4 == "string" ? text4 : text4.toString("utf8"), where);
  if (typeof raw != "object" || raw === null || Array.isArray(raw)) throw bad2(where, "not a JSON object");
  let o = raw;
  if (o.version !== CONTENT_VERSION) throw bad2(where, `version ${quoteValue(o.version)} is not ${CONTENT_VERSION}`);
  return o;
}
function entry(v2, where) {
  if (!Array.isArray(v2) || v2.length !== 6) throw bad2(where, "a tree entry is not [path, kind, mode, size, mtime, ref]");
  let [path, kind, mode, size, mtime, ref] = v2;
  if (typeof path != "string" || !path) throw bad2(where, "a tree entry has no path");
  if (!natural(mode) || mode > 4095 || !natural(size) || typeof mtime != "number" || !Number.isFinite(mtime)) throw bad2(where, `tree entry ${quoteValue(path)} has a bad mode, size or mtime`);
  if (kind === "f" && Array.isArray(ref) && ref.every(isBlobId)) return [path, kind, mode, size, mtime, ref];
  if (kind === "l" && typeof ref == "string") return [path, kind, mode, size, mtime, ref];
  throw bad2(where, `tree entry ${quoteValue(path)} is neither a file with blob ids nor a symlink with a target`);
}
function parseTree(text4, where) {
  let o = object2(text4, where);
  if (!Array.isArray(o.entries)) throw bad2(where, "no entries");
  return { version: 1, entries: o.entries.map((e) => entry(e, where)) };
}
function parseDelta(text4, where) {
  let o = object2(text4, where);
  if (!isBlobId(o.base) || !Array.isArray(o.set) || !Array.isArray(o.del) || !o.del.every((p2) => typeof p2 == "string")) throw bad2(where, "a delta needs base, set and del");
  return { version: 1, base: o.base, set: o.set.map((e) => entry(e, where)), del: o.del };
}
function parseIndexDoc(text4, where) {
  let o = object2(text4, where);
  if (!Array.isArray(o.packs)) throw bad2(where, "no packs");
  return { version: 1, packs: o.packs.map((p2) => {
    let r = p2;
    if (typeof r != "object" || r === null || !isBlobId(r.id) || !natural(r.size) || !natural(r.raw) || !Array.isArray(r.blobs)) throw bad2(where, "a pack record needs id, size, raw and blobs");
    let raw = r.raw, blobs = r.blobs.map((b2) => {
      if (!Array.isArray(b2) || !isBlobId(b2[0]) || !natural(b2[1]) || !natural(b2[2]) || b2[1] + b2[2] > raw) throw bad2(where, `pack ${String(r.id)} lists a blob outside it`);
      return [b2[0], b2[1], b2[2]];
    });
    return { id: r.id, size: r.size, raw, blobs };
  }) };
}
function serializeTree(entries) {
  return treeDocument(entries.map((e) => JSON.stringify(e)));
}
function treeDocument(lines2) {
  return `{"version":1,"entries":[
${lines2.join(`,
`)}
]}
`;
}
function deltaDocument(base, set, del) {
  return `{"version":1,"base":"${base}","set":[
${set.join(`,
`)}
],"del":${JSON.stringify(del)}}
`;
}
function byPath(a, b2) {
  return a[0] < b2[0] ? -1 : a[0] > b2[0] ? 1 : 0;
}
function applyDelta(base, delta) {
  if (!delta) return base;
  let gone2 = /* @__PURE__ */ new Set([...delta.del, ...delta.set.map((e) => e[0])]);
  return [...base.filter((e) => !gone2.has(e[0])), ...delta.set].sort(byPath);
}
var import_node_crypto12, CONTENT_VERSION, HEX64, natural, init_format2 = __esm({
  "src/domain/content/format.ts"() {
    "use strict";
    import_node_crypto12 = require("node:crypto");
    init_errors2();
    init_json();
    CONTENT_VERSION = 1, HEX64 = /^[0-9a-f]{64}$/;
    natural = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0;
  }
});

// src/domain/content/repo.ts
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
  let text4 = `${JSON.stringify({ version: 1, packs })}
`, key = contentIndexKey(sha256Hex(text4)), r = await store.put(key, text4);
  return { key, size: r.size };
}
function blobIn(raw, pack, id, offset, length) {
  let blob = raw.subarray(offset, offset + length);
  if (sha256Hex(blob) !== id) throw new CheckpointError("INVALID_DATA", `blob ${id} in pack ${pack} is damaged`, "run `pai-checkpoint verify --all --read-data`; restore an earlier checkpoint");
  return blob;
}
async function fetchPack(store, rec) {
  let key = packKey(rec.id), buf = await store.get(key);
  if (!buf) throw new CheckpointError("INVALID_DATA", `pack ${rec.id} is missing from ${store.location}`, "the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint");
  if (buf.length !== rec.size || sha256Hex(buf) !== rec.id) throw new CheckpointError("INVALID_DATA", `pack ${rec.id} on ${store.location} is damaged (its bytes do not match its name)`, "run `pai-checkpoint verify --all`; restore an earlier checkpoint");
  return buf;
}
async function readPack(store, rec) {
  return unpack(rec, await fetchPack(store, rec));
}
function unpack(rec, stored) {
  return rec.raw === 0 ? Buffer.alloc(0) : zstdWasm().decompress(stored, rec.raw, `pack ${rec.id}`);
}
async function* readPacks(store, recs) {
  let next = recs.length > 0 ? fetchPack(store, recs[0]) : void 0;
  for (let i = 0; i < recs.length; i++) {
    let stored = await next;
    next = i + 1 < recs.length ? fetchPack(store, recs[i + 1]) : void 0, next?.catch(() => {
    }), yield { rec: recs[i], raw: unpack(recs[i], stored) };
  }
}
var ContentIndex, PACK_TARGET, PACK_SLACK, PACK_CAPACITY, PUTS_IN_FLIGHT, PackWriter, init_repo = __esm({
  "src/domain/content/repo.ts"() {
    "use strict";
    init_errors2();
    init_parallel();
    init_zstd_wasm();
    init_layout();
    init_format2();
    ContentIndex = class {
      blobs = /* @__PURE__ */ new Map();
      packs = /* @__PURE__ */ new Map();
      /** The index files read (their keys). */
      files = [];
      /** Index files that could not be read (a damaged volume): their packs are unknown. */
      problems = [];
      add(rec) {
        this.packs.set(rec.id, rec);
        for (let [id, offset, length] of rec.blobs) this.blobs.has(id) || this.blobs.set(id, { pack: rec.id, offset, length });
      }
      has(id) {
        return this.blobs.has(id);
      }
      ids() {
        return this.blobs.keys();
      }
      /** The place of a blob, or an INVALID_DATA error naming it. */
      place(id) {
        let p2 = this.blobs.get(id);
        if (!p2) throw new CheckpointError("INVALID_DATA", `blob ${id} is in no pack of the volume's index`, "the volume lost data: run `pai-checkpoint verify --all`; restore an earlier checkpoint");
        return p2;
      }
    };
    PACK_TARGET = 8 * 1024 * 1024, PACK_SLACK = 4 * 1024 * 1024 + 1, PACK_CAPACITY = PACK_TARGET + PACK_SLACK, PUTS_IN_FLIGHT = 4, PackWriter = class {
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
      failure;
      /** A pack was sealed since the last `drain`. */
      sealed = !1;
      written = [];
      storedBytes = 0;
      has(id) {
        return this.ids.has(id);
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
      /** Seals the pack being filled and drains. */
      async seal() {
        this.sealNow(), await this.drain();
      }
      /** A turn of the event loop once per sealed pack; waits while too many are being stored; throws their failure. */
      async drain() {
        for (this.sealed && (this.sealed = !1, await new Promise((r) => setImmediate(r))); this.inFlight.size >= PUTS_IN_FLIGHT; ) await Promise.race(this.inFlight);
        if (this.failure) throw this.failure;
      }
      sealNow() {
        this.entries.length !== 0 && (this.start(this.pack.subarray(0, this.raw), this.entries, this.raw), this.entries = [], this.raw = 0);
      }
      start(bytes, blobs, raw) {
        this.sealed = !0, this.failure || this.storePacked(zstdWasm().compress(bytes, this.o.level ?? 3), raw, blobs);
      }
      /** Starts storing a pack compressed elsewhere (a pack worker's); its blobs count as this writer's. */
      storePacked(packed, raw, blobs) {
        for (let [id2] of blobs) this.ids.add(id2);
        let id = sha256Hex(packed);
        if (this.storedBytes += packed.length, this.o.maxBytes !== void 0 && this.storedBytes > this.o.maxBytes) {
          this.failure ??= this.o.tooLarge?.() ?? new CheckpointError("TOO_LARGE", "workspace content too large");
          return;
        }
        let job = this.store.put(packKey(id), packed).then(() => {
          this.written.push({ id, size: packed.length, raw, blobs });
        }).catch((err) => {
          this.failure ??= err;
        });
        this.inFlight.add(job), job.finally(() => this.inFlight.delete(job));
      }
      /** Stores what is left, waits for every pack, then the index file of this writer's packs. */
      async finish() {
        if (await this.seal(), await Promise.all(this.inFlight), this.failure) throw this.failure;
        if (this.written.length === 0) return { packs: [], bytes: 0 };
        let idx = await putIndexDoc(this.store, this.written);
        return { packs: this.written, indexKey: idx.key, bytes: this.storedBytes + idx.size };
      }
    };
  }
});

// src/domain/content/chunker.ts
function cutPoint(buf, start, end, final) {
  let limit = Math.min(end, start + MAX), h = 0;
  for (let i = start + MIN; i < limit; i++)
    if (h = (h << 1) + GEAR[buf[i]] >>> 0, (h & MASK) === 0) return i + 1;
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
function blobIdsOf(data) {
  if (data.length === 0) return [];
  if (data.length <= SMALL_FILE) return [sha256Hex(data)];
  let ids = [];
  for (let start = 0; start < data.length; ) {
    let cut2 = cutPoint(data, start, data.length, !0);
    ids.push(sha256Hex(data.subarray(start, cut2))), start = cut2;
  }
  return ids;
}
var SMALL_FILE, MIN, MAX, MASK, GEAR, init_chunker = __esm({
  "src/domain/content/chunker.ts"() {
    "use strict";
    init_regular();
    init_format2();
    SMALL_FILE = 1024 * 1024, MIN = 256 * 1024, MAX = 4 * 1024 * 1024, MASK = (1 << 20) - 1, GEAR = (() => {
      let t = new Uint32Array(256), x = 2654435769;
      for (let i = 0; i < 256; i++)
        x ^= x << 13, x >>>= 0, x ^= x >>> 17, x ^= x << 5, x >>>= 0, t[i] = x;
      return t;
    })();
  }
});

// src/domain/content/known.ts
function readCopy(file2) {
  try {
    let buf = (0, import_node_fs17.readFileSync)(file2), nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl)), n = head.n;
    return head.version !== 1 || !Array.isArray(head.files) || !head.files.every((k2) => typeof k2 == "string") || typeof n != "number" || buf.length !== nl + 1 + n * ID_BYTES ? void 0 : { files: head.files, ids: buf.subarray(nl + 1) };
  } catch {
    return;
  }
}
var import_node_fs17, import_node_path15, ID_BYTES, KnownBlobs, init_known = __esm({
  "src/domain/content/known.ts"() {
    "use strict";
    import_node_fs17 = require("node:fs"), import_node_path15 = require("node:path");
    init_atomic();
    init_parallel();
    init_layout();
    init_format2();
    ID_BYTES = 32, KnownBlobs = class _KnownBlobs {
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
        let file2 = (0, import_node_path15.join)(stateDir, "content", `known-${sha256Hex(store.location).slice(0, 24)}.bin`), keys = (await store.list(CONTENT_INDEX)).filter((k2) => k2.endsWith(".json")).sort(), copy = readCopy(file2), present = new Set(keys), usable = copy && copy.files.every((k2) => present.has(k2)), known = usable ? new _KnownBlobs(file2, copy.ids, [...copy.files]) : new _KnownBlobs(file2, Buffer.alloc(0), []), covered = new Set(known.files);
        return await mapLimit(
          keys.filter((k2) => !covered.has(k2)),
          8,
          async (key) => {
            try {
              let buf = await store.get(key);
              if (!buf) return;
              known.addPacks(parseIndexDoc(buf, `${store.location}/${key}`).packs), known.files.push(key);
            } catch {
            }
          }
        ), known.files.sort(), (!usable || known.extra.size > 0) && known.save(), known;
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
          (0, import_node_fs17.mkdirSync)((0, import_node_path15.join)(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${json}
`), merged]), { fsync: !1 });
        } catch {
        }
      }
    };
  }
});

// src/domain/content/sinks.ts
function hashSlots(bytes, slots) {
  let ids = [];
  for (let i = 0; i < slots.length; i += 2) ids.push(sha256Hex(bytes.subarray(slots[i], slots[i] + slots[i + 1])));
  return ids;
}
var import_node_worker_threads, InlineSink, POOL, WorkerSink, init_sinks = __esm({
  "src/domain/content/sinks.ts"() {
    "use strict";
    import_node_worker_threads = require("node:worker_threads");
    init_errors2();
    init_dist_file();
    init_zstd_wasm();
    init_format2();
    init_repo();
    InlineSink = class {
      constructor(writer, known) {
        this.writer = writer;
        this.known = known;
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
    POOL = 3, WorkerSink = class _WorkerSink {
      constructor(worker, writer) {
        this.worker = worker;
        this.writer = writer;
        worker.on("message", (m2) => this.answer(m2)), worker.on("error", (err) => this.fail(err)), worker.on("exit", (code) => {
          this.waiting.length > 0 && this.fail(new Error(`exited with code ${code}`));
        });
      }
      worker;
      writer;
      lists = [];
      free = [];
      made = 0;
      cur;
      raw = 0;
      slots = [];
      files = [];
      /** The file numbers of each batch in the worker, oldest first (answers come in order). */
      waiting = [];
      failure;
      wake;
      busy = !1;
      /** A worker sink, or undefined when the worker script is not there (the caller goes inline). */
      static start(writer, known, level) {
        let file2 = distFile("pack-worker.cjs");
        if (file2)
          return new _WorkerSink(new import_node_worker_threads.Worker(file2, { workerData: { known: [...known], level } }), writer);
      }
      room(size) {
        return this.raw + size > PACK_CAPACITY && this.post(), this.cur ??= this.free.pop() ?? (this.made++, Buffer.from(new ArrayBuffer(PACK_CAPACITY))), this.cur.subarray(this.raw, this.raw + size);
      }
      keep(file2, length) {
        this.slots.push(this.raw, length), this.files.push(file2), this.raw += length, this.raw >= PACK_TARGET && this.post();
      }
      async add(file2, data) {
        if (data.length > PACK_CAPACITY) {
          this.post();
          let own2 = Buffer.from(new ArrayBuffer(data.length));
          data.copy(own2), this.send(own2, [0, data.length], [file2]);
        } else
          data.copy(this.room(data.length)), this.keep(file2, data.length);
        this.busy && await this.drain();
      }
      /** Waits until a buffer is free for the next batch (and the writer has room); throws a failure. */
      async drain() {
        for (this.busy = !1, await new Promise((r) => setImmediate(r)); !this.failure && this.free.length === 0 && this.made >= POOL && this.waiting.length > 0; ) await new Promise((r) => this.wake = r);
        if (this.failure) throw this.failure;
        await this.writer.drain();
      }
      async finish() {
        for (this.post(); !this.failure && this.waiting.length > 0; ) await new Promise((r) => this.wake = r);
        if (this.close(), this.failure) throw this.failure;
        return this.lists;
      }
      close() {
        this.worker.terminate();
      }
      /**
       * Hands the batch being filled to the worker. When this thread would next wait for a buffer
       * (the worker is behind), it hashes the batch itself first: hashing and compressing are shared
       * between the two threads as each has time (the worker alone was the first capture's bottleneck).
       */
      post() {
        if (this.slots.length === 0) return;
        let wouldWait = this.waiting.length > 0 && this.free.length === 0 && this.made >= POOL;
        this.send(this.cur, this.slots, this.files, wouldWait ? hashSlots(this.cur, this.slots) : void 0), this.cur = void 0, this.raw = 0, this.slots = [], this.files = [];
      }
      send(bytes, slots, files, ids) {
        let buf = bytes.buffer;
        this.worker.postMessage({ buf, slots, ids }, [buf]), this.waiting.push(files), this.busy = !0;
      }
      answer(m2) {
        let files = this.waiting.shift();
        for (let i = 0; i < files.length; i++) (this.lists[files[i]] ??= []).push(m2.ids[i]);
        m2.buf.byteLength === PACK_CAPACITY && this.free.push(Buffer.from(m2.buf)), m2.packed && this.writer.storePacked(Buffer.from(m2.packed.buffer, m2.packed.byteOffset, m2.packed.byteLength), m2.raw, m2.kept), this.wake?.();
      }
      fail(err) {
        this.failure ??= new CheckpointError("IO", `the pack worker failed: ${errorMessage(err)}`), this.wake?.();
      }
    };
  }
});

// src/domain/content/stat-cache.ts
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
var import_node_fs18, import_node_path16, RACY_MS, VERSION3, FIELDS, strings, StatCache, init_stat_cache = __esm({
  "src/domain/content/stat-cache.ts"() {
    "use strict";
    import_node_fs18 = require("node:fs"), import_node_path16 = require("node:path");
    init_atomic();
    init_format2();
    RACY_MS = 2e3, VERSION3 = 4, FIELDS = 5, strings = (v2) => Array.isArray(v2) && v2.every((s3) => typeof s3 == "string");
    StatCache = class _StatCache {
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
        let file2 = (0, import_node_path16.join)(stateDir, "content", `${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.json`), none = new _StatCache(file2, { version: VERSION3, at: 0, n: 0 }, new Float64Array(0), ""), buf;
        try {
          buf = (0, import_node_fs18.readFileSync)(file2);
        } catch {
          return none;
        }
        try {
          let nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl < 0 ? buf.length : nl));
          if (typeof head.at != "number") return none;
          let tree = isBlobId(head.base) && strings(head.set) && strings(head.del) ? { base: head.base, set: head.set, del: head.del } : {}, index = strings(head.index) ? head.index : void 0;
          if (head.version === 3) {
            let v3 = fromVersion3(buf.toString("utf8"), nl + 1);
            return v3 ? new _StatCache(file2, { version: VERSION3, at: head.at, n: v3.stats.length / FIELDS, ...tree, index }, v3.stats, v3.text) : none;
          }
          let n = head.n;
          if (head.version !== VERSION3 || typeof n != "number" || !Number.isSafeInteger(n) || n < 0) return none;
          let from = nl + 1;
          if (from % 8 !== 0 || from + n * FIELDS * 8 > buf.length) return none;
          let stats = new Float64Array(n * FIELDS);
          return Buffer.from(stats.buffer).set(buf.subarray(from, from + stats.byteLength)), new _StatCache(file2, { version: VERSION3, at: head.at, n, ...tree, index }, stats, buf.toString("utf8", from + stats.byteLength));
        } catch {
          return none;
        }
      }
      get size() {
        return this.head.n;
      }
      /** The tree the cache describes, when it names one. */
      get tree() {
        let { base, set, del } = this.head;
        return base && set && del ? { base, set, del } : void 0;
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
        let out3 = [];
        for (let k2 = 0; k2 < this.head.n; k2++) seen[k2] || out3.push(this.text.slice(this.starts[k2], this.zeros[k2]));
        return out3;
      }
      /**
       * Saves what this capture saw (`at`: when it started): the stat and tree line of every entry
       * (`lines[i]` of `files[i]`; undefined: skipped), `tree` the tree's base and changes,
       * `indexFiles` the volume's index files including the one this capture wrote.
       */
      save(at2, files, lines2, tree, indexFiles) {
        let stats = new Float64Array(files.length * FIELDS), records = [], n = 0;
        for (let i = 0; i < files.length; i++) {
          let line2 = lines2[i];
          if (line2 === void 0) continue;
          let f2 = files[i], o = n++ * FIELDS;
          stats[o] = f2.size, stats[o + 1] = f2.mtimeMs, stats[o + 2] = f2.ctimeMs, stats[o + 3] = f2.ino, stats[o + 4] = f2.mode, records.push(`${f2.path}\0${line2}
`);
        }
        let json = JSON.stringify({ version: VERSION3, at: at2, n, ...tree, index: indexFiles }), head = `${json}${" ".repeat(7 - Buffer.byteLength(json) % 8)}
`, text4 = records.join(""), from = Buffer.byteLength(head), out3 = Buffer.allocUnsafe(from + n * FIELDS * 8 + Buffer.byteLength(text4));
        out3.write(head, 0), out3.set(new Uint8Array(stats.buffer, 0, n * FIELDS * 8), from), out3.write(text4, from + n * FIELDS * 8);
        try {
          (0, import_node_fs18.mkdirSync)((0, import_node_path16.join)(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, out3, { fsync: !1 });
        } catch {
        }
      }
    };
  }
});

// src/domain/content/snapshot.ts
function openListed(path) {
  let fd = openNonBlockingSync(path, { noFollow: !0 });
  if (fd === void 0) throw gone(path);
  return fd;
}
function readInto(path, room, listed) {
  let fd = openListed(path);
  try {
    let n;
    try {
      n = (0, import_node_fs19.readSync)(fd, room, 0, room.length, null);
    } catch (err) {
      throw errnoCode(err) === "EAGAIN" ? replaced(path) : err;
    }
    if (n !== listed && !(0, import_node_fs19.fstatSync)(fd).isFile()) throw replaced(path);
    return n;
  } finally {
    (0, import_node_fs19.closeSync)(fd);
  }
}
function readWhole(path) {
  let fd = openRegularSync(path, { noFollow: !0 });
  if (fd === void 0) throw gone(path);
  try {
    return (0, import_node_fs19.readFileSync)(fd);
  } finally {
    (0, import_node_fs19.closeSync)(fd);
  }
}
async function readFiles(files, base, sink, skipped, progress) {
  let sizes2 = [];
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i], path = base + f2.path;
    try {
      if (f2.size > SMALL_FILE) sizes2[i] = await chunkFile(path, (chunk) => sink.add(i, chunk));
      else {
        let room = sink.room(f2.size + 1), n = readInto(path, room, f2.size);
        if (n === room.length) {
          let data = readWhole(path);
          sizes2[i] = data.length, data.length > 0 && await sink.add(i, data);
        } else
          sizes2[i] = n, n > 0 && sink.keep(i, n);
      }
      progress(sizes2[i]);
    } catch (err) {
      let code = errnoCode(err), gone2 = err instanceof CheckpointError && err.code === "INVALID_DATA";
      if (!gone2 && code !== "ENOENT" && code !== "EACCES" && code !== "EPERM" && code !== "EISDIR") throw err;
      skipped.push({ path: f2.path, reason: gone2 ? "no longer a regular file" : code === "ENOENT" ? "removed while it was captured" : `unreadable (${code})` }), sizes2[i] = -1;
    }
    sink.busy && await sink.drain();
  }
  return sizes2;
}
async function readBlob(store, index, id) {
  let place = index.place(id);
  return blobIn(await readPack(store, index.packs.get(place.pack)), place.pack, id, place.offset, place.length);
}
async function loadTree(store, index, ref) {
  let base = parseTree(await readBlob(store, index, ref.base), `tree ${ref.base}`), delta = ref.delta ? parseDelta(await readBlob(store, index, ref.delta), `tree delta ${ref.delta}`) : void 0;
  if (delta && delta.base !== ref.base) throw new CheckpointError("INVALID_DATA", `tree delta ${ref.delta} is based on ${delta.base}, the manifest says ${ref.base}`);
  let entries = applyDelta(base.entries, delta);
  if (sha256Hex(serializeTree(entries)) !== ref.sha256) throw new CheckpointError("INVALID_DATA", `the workspace tree of this checkpoint does not match its manifest's sha256 ${ref.sha256}`, "the volume was damaged or tampered with; restore an earlier checkpoint");
  return entries;
}
async function snapshotContent(store, listing, o) {
  let started = (o.now ?? Date.now)(), index = o.index ?? await KnownBlobs.load(store, o.stateDir), cache2 = StatCache.load(o.stateDir, store.location, listing.root), tooLarge3 = () => new CheckpointError("TOO_LARGE", `new workspace content passed ${Math.round((o.maxBytes ?? 0) / 1e6)} MB (compressed) \u2014 too large for a local volume`, "exclude large folders in the configuration, or use a remote (S3) volume"), writer = new PackWriter(store, { level: o.level, maxBytes: o.maxBytes, tooLarge: tooLarge3 }), known = (id) => index.has(id) || writer.has(id), base = listing.root.endsWith("/") ? listing.root : `${listing.root}/`, files = inPathOrder(listing.files), skipped = [], done = 0, matched = cache2.match(files), lines2 = new Array(files.length), hit = new Uint8Array(files.length), blobsKept = cache2.blobsKept(index.files), toRead = [];
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i];
    if (f2.type === "symlink") {
      lines2[i] = JSON.stringify([f2.path, "l", f2.mode, 0, f2.mtimeMs, f2.link ?? ""]);
      continue;
    }
    let line2 = cache2.line(matched[i], f2);
    line2 !== void 0 && (blobsKept || refsOf(line2).every(known)) ? (lines2[i] = line2, hit[i] = 1, done += f2.size) : toRead.push(i);
  }
  o.onProgress?.(done, listing.totalBytes);
  let reading = toRead.map((i) => files[i]), toReadBytes = reading.reduce((n, f2) => n + f2.size, 0), worker = o.packWorker ?? toReadBytes >= WORKER_MIN_BYTES ? WorkerSink.start(writer, index.ids(), o.level ?? 3) : void 0, sink = worker ?? new InlineSink(writer, known), filesRead = 0;
  try {
    let sizes2 = await readFiles(reading, base, sink, skipped, (n) => {
      done += n, o.onProgress?.(done, listing.totalBytes);
    }), lists = await sink.finish();
    for (let j2 = 0; j2 < reading.length; j2++) {
      let f2 = reading[j2];
      sizes2[j2] < 0 || (lines2[toRead[j2]] = JSON.stringify([f2.path, "f", f2.mode, sizes2[j2], f2.mtimeMs, lists[j2] ?? []]), filesRead++);
    }
  } finally {
    sink.close();
  }
  let { ref, next } = await storeTree(writer, cache2, index, files, lines2, hit, matched, known), written = await writer.finish();
  return written.indexKey && index instanceof KnownBlobs && index.remember(written.indexKey, written.packs), cache2.save(started, files, lines2, next, written.indexKey ? [...index.files, written.indexKey] : index.files), { tree: ref, addedBytes: written.bytes, newPacks: written.packs.length, filesRead, skipped, worker: worker !== void 0 };
}
async function storeTree(writer, cache2, index, files, lines2, hit, matched, known) {
  let treeLines = lines2.filter((l) => l !== void 0), full = treeDocument(treeLines), sha2563 = sha256Hex(full);
  await writer.seal();
  let next = nextTree(cache2, files, lines2, hit, matched, sha2563, index);
  if (next.base === sha2563)
    return known(sha2563) || await writer.add(sha2563, Buffer.from(full)), { ref: { sha256: sha2563, base: sha2563, delta: null, entries: treeLines.length }, next };
  let set = new Set(next.set), changed = [];
  for (let i = 0; i < files.length; i++) lines2[i] !== void 0 && set.has(files[i].path) && changed.push(lines2[i]);
  let delta = Buffer.from(deltaDocument(next.base, changed, next.del)), deltaId = sha256Hex(delta);
  return known(deltaId) || await writer.add(deltaId, delta), { ref: { sha256: sha2563, base: next.base, delta: deltaId, entries: treeLines.length }, next };
}
function inPathOrder(files) {
  for (let i = 1; i < files.length; i++) if (!(files[i - 1].path < files[i].path)) return [...files].sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0);
  return files;
}
function refsOf(line2) {
  let ref = JSON.parse(line2)[5];
  return Array.isArray(ref) ? ref : [""];
}
function nextTree(cache2, files, lines2, hit, matched, sha2563, index) {
  let own2 = { base: sha2563, set: [], del: [] }, was = cache2.tree;
  if (!was || was.base === sha2563 || !index.has(was.base)) return own2;
  let wasSet = new Set(was.set), set = [], del = new Set(was.del);
  for (let i = 0; i < files.length; i++) {
    let path = files[i].path, k2 = matched[i];
    if (lines2[i] === void 0) {
      k2 >= 0 && del.add(path);
      continue;
    }
    (wasSet.has(path) || hit[i] === 0 && (k2 < 0 || cache2.previous(k2) !== lines2[i])) && set.push(path);
  }
  for (let path of cache2.gone(matched)) del.add(path);
  for (let path of set) del.delete(path);
  return set.length + del.size > REBASE_FRACTION * Math.max(files.length, 1) ? own2 : { base: was.base, set, del: [...del].sort() };
}
var import_node_fs19, gone, replaced, WORKER_MIN_BYTES, REBASE_FRACTION, init_snapshot = __esm({
  "src/domain/content/snapshot.ts"() {
    "use strict";
    import_node_fs19 = require("node:fs");
    init_regular();
    init_errors2();
    init_chunker();
    init_format2();
    init_known();
    init_repo();
    init_sinks();
    init_stat_cache();
    gone = (path) => Object.assign(new Error(`${path} is gone`), { code: "ENOENT" }), replaced = (path) => new CheckpointError("INVALID_DATA", `${path} is no longer a regular file`);
    WORKER_MIN_BYTES = 32 * 1024 * 1024;
    REBASE_FRACTION = 0.15;
  }
});

// src/domain/content/gc.ts
async function collectGarbage(store, o = {}) {
  let now = o.now ?? Date.now, lock = await lockVolume(store, "exclusive", { purpose: "garbage collection", waitMs: o.waitMs, now });
  try {
    let markStart = now(), report = { dryRun: !!o.dryRun, checkpoints: 0, packs: { kept: 0, removed: 0, removedBytes: 0 }, indexFiles: 0 }, index = await loadContentIndex(store);
    if (index.problems.length > 0) throw new CheckpointError("INVALID_DATA", `cannot collect garbage: index file ${index.problems[0].key} is unreadable (${index.problems[0].error})`, "nothing was removed; run `pai-checkpoint verify --all`");
    let marked = /* @__PURE__ */ new Set();
    for (let key of await store.list(CHECKPOINTS)) {
      let at2 = checkpointOfKey(key);
      if (!at2 || at2.part !== MANIFEST) continue;
      let text4 = await store.get(key);
      if (!text4) continue;
      let tree;
      try {
        let m2 = parseManifest(text4.toString("utf8"), `${store.location}/${key}`).manifest;
        if (tree = m2.workspace?.format === "content" && m2.workspace.tier === void 0 ? m2.workspace.tree : void 0, tree) {
          for (let e of await loadTree(store, index, tree)) if (e[1] === "f") for (let id of e[5]) marked.add(id);
        }
      } catch (err) {
        throw new CheckpointError("INVALID_DATA", `cannot collect garbage: ${at2.sessionId}/${at2.id} cannot be read (${err instanceof Error ? err.message : String(err)})`, `nothing was removed; \`pai-checkpoint verify ${at2.id}\`, and delete it if it is damaged`);
      }
      tree && (marked.add(tree.base), tree.delta && marked.add(tree.delta), report.checkpoints++);
    }
    for (let key of await store.list(CONTENT_ROOTS)) {
      let root = await getJson(store, key);
      if (root?.tree) {
        try {
          for (let e of await loadTree(store, index, root.tree)) if (e[1] === "f") for (let id of e[5]) marked.add(id);
        } catch (err) {
          throw new CheckpointError("INVALID_DATA", `cannot collect garbage: the tree ${key} keeps cannot be read (${err instanceof Error ? err.message : String(err)})`, "nothing was removed; run `pai-checkpoint verify --all` on the volume that holds its checkpoint");
        }
        marked.add(root.tree.base), root.tree.delta && marked.add(root.tree.delta), report.checkpoints++;
      }
    }
    let live = [...index.packs.values()].filter((p2) => p2.blobs.some(([id]) => marked.has(id))), liveIds = new Set(live.map((p2) => p2.id)), dead = [...index.packs.values()].filter((p2) => !liveIds.has(p2.id));
    report.packs.kept = live.length;
    let stray = [];
    for (let key of await store.list(CONTENT_PACKS)) {
      let id = packOfKey(key);
      if (!id || index.packs.has(id)) continue;
      let st2 = await store.stat(key);
      st2 && st2.mtimeMs < markStart - (o.graceMs ?? 0) && stray.push(id);
    }
    if (report.packs.removed = dead.length + stray.length, report.packs.removedBytes = dead.reduce((n, p2) => n + p2.size, 0), report.indexFiles = index.files.length, o.dryRun || dead.length === 0 && stray.length === 0 && index.files.length <= 1) return report;
    let merged = await putIndexDoc(store, live);
    for (let key of index.files) key !== merged.key && await store.delete(key);
    for (let p2 of dead) await store.delete(packKey(p2.id));
    for (let id of stray) await store.delete(packKey(id));
    return report;
  } finally {
    await lock.release();
  }
}
var init_gc = __esm({
  "src/domain/content/gc.ts"() {
    "use strict";
    init_errors2();
    init_backend();
    init_layout();
    init_manifest();
    init_locks();
    init_repo();
    init_snapshot();
  }
});

// src/domain/session/queue.ts
function dir(paths) {
  return (0, import_node_path17.join)(paths.stateDir, "captures");
}
function captureLockPath(paths, sessionId) {
  return (0, import_node_path17.join)(dir(paths), `${assertSafeKey("session id", sessionId)}.lock`);
}
function takenBy(name2) {
  let m2 = /\.(\d+)\.[0-9a-f]+\.taken$/.exec(name2);
  return m2 ? Number(m2[1]) : void 0;
}
function sweepTakenTickets(paths, olderThanMs, now = Date.now()) {
  let removed = 0, names = [];
  try {
    names = (0, import_node_fs20.readdirSync)(dir(paths)).filter((n) => n.endsWith(".taken"));
  } catch {
    return 0;
  }
  for (let name2 of names) {
    let pid = takenBy(name2);
    if (pid !== void 0 && pidAlive(pid)) continue;
    let file2 = (0, import_node_path17.join)(dir(paths), name2);
    try {
      now - (0, import_node_fs20.statSync)(file2).mtimeMs >= olderThanMs && safeUnlink(file2) && removed++;
    } catch {
    }
  }
  return removed;
}
var import_node_fs20, import_node_path17, CAPTURE_LEASE_MS, init_queue = __esm({
  "src/domain/session/queue.ts"() {
    "use strict";
    import_node_fs20 = require("node:fs"), import_node_path17 = require("node:path");
    init_atomic();
    init_errors2();
    init_keys();
    init_lock();
    CAPTURE_LEASE_MS = 6e4;
  }
});

// src/domain/session/state.ts
function addNotice(state, notice) {
  let list4 = state.notices ??= [];
  list4.includes(notice) || list4.push(notice), list4.length > 5 && list4.splice(0, list4.length - 5);
}
function sessionFile(paths, sessionId) {
  return (0, import_node_path18.join)(paths.sessionsDir, `${assertSafeKey("session id", sessionId)}.json`);
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
    host: (0, import_node_os6.hostname)(),
    startedAt: at2,
    heartbeatAt: at2,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: !1
  };
}
function listSessionIds(paths) {
  try {
    return (0, import_node_fs21.readdirSync)(paths.sessionsDir).filter((n) => n.endsWith(".json") && !n.startsWith(".")).map((n) => n.slice(0, -5));
  } catch {
    return [];
  }
}
var import_node_fs21, import_node_os6, import_node_path18, init_state = __esm({
  "src/domain/session/state.ts"() {
    "use strict";
    import_node_fs21 = require("node:fs"), import_node_os6 = require("node:os"), import_node_path18 = require("node:path");
    init_atomic();
    init_keys();
  }
});

// src/domain/content/verify.ts
async function verifyContent(store, ref, o = {}) {
  let out3 = { problems: [], blobs: 0, packs: 0 }, part = "workspace (content)", index, entries;
  try {
    index = o.index ?? await loadContentIndex(store), entries = await loadTree(store, index, ref);
  } catch (err) {
    return out3.problems.push({ part, error: `tree unreadable: ${errorMessage(err)}` }), out3;
  }
  let needed = /* @__PURE__ */ new Map(), missing = 0;
  for (let e of entries)
    if (e[1] === "f")
      for (let id of e[5]) {
        let place = index.blobs.get(id);
        if (!place) {
          missing++ === 0 && out3.problems.push({ part, error: `blob ${id} of ${e[0]} is in no pack` });
          continue;
        }
        let set = needed.get(place.pack) ?? /* @__PURE__ */ new Set();
        set.add(id), needed.set(place.pack, set);
      }
  missing > 1 && out3.problems.push({ part, error: `${missing} blobs in all are in no pack` }), out3.packs = needed.size, out3.blobs = [...needed.values()].reduce((n, s3) => n + s3.size, 0);
  for (let pack of needed.keys()) {
    let rec = index.packs.get(pack), st2 = await store.stat(packKey(pack));
    st2 ? storedSizeFits(st2.size, rec.size) || out3.problems.push({ part, error: `pack ${pack} has ${st2.size} bytes stored, its index says ${rec.size} (${sealedSize(rec.size)} encrypted)` }) : out3.problems.push({ part, error: `pack ${pack} is missing` });
  }
  if (!o.readData || out3.problems.length > 0) return out3;
  try {
    for await (let { rec, raw } of readPacks(store, [...needed.keys()].map((id) => index.packs.get(id))))
      for (let [id, off, len] of rec.blobs)
        needed.get(rec.id)?.has(id) && sha256Hex(raw.subarray(off, off + len)) !== id && out3.problems.push({ part, error: `blob ${id} in pack ${rec.id} is damaged` });
  } catch (err) {
    out3.problems.push({ part, error: errorMessage(err) });
  }
  return out3;
}
var init_verify = __esm({
  "src/domain/content/verify.ts"() {
    "use strict";
    init_errors2();
    init_layout();
    init_sealed();
    init_format2();
    init_repo();
    init_snapshot();
  }
});

// src/domain/content/tier.ts
function contentVolume(store, m2) {
  let tier = m2.workspace?.tier;
  if (tier === void 0) return store;
  let large = largeTierOf(store);
  if (!large) throw new CheckpointError("USAGE", `the workspace of checkpoint ${m2.id} is on the large tier ${String(tier)}, and no [volume] large is set here`, `set [volume] large = ${JSON.stringify(String(tier))} in checkpoint.toml`);
  if (large.location !== tier) throw new CheckpointError("USAGE", `the workspace of checkpoint ${m2.id} is on the large tier ${String(tier)}, not on ${large.location} ([volume] large)`, `set [volume] large = ${JSON.stringify(String(tier))} in checkpoint.toml`);
  return large;
}
var init_tier = __esm({
  "src/domain/content/tier.ts"() {
    "use strict";
    init_errors2();
    init_sealed();
  }
});

// src/domain/volume/signing.ts
function hmacOf(m2, key) {
  let { signature: _omit, ...rest } = m2;
  return (0, import_node_crypto13.createHmac)("sha256", key).update(canonicalJson(rest)).digest();
}
function signManifest(m2, keyring) {
  let key = keyring.signing(!0);
  return { ...m2, signature: { key_id: key.id, hmac_sha256: hmacOf(m2, key.key).toString("hex") } };
}
function signatureProblem(stored, keyring, what = "manifest") {
  let sig = stored.signature;
  if (!sig) return `not signed (made before pai-checkpoint signed ${what}s, or its signature was removed)`;
  if (typeof sig != "object" || typeof sig.key_id != "string" || typeof sig.hmac_sha256 != "string" || !/^[0-9a-f]{64}$/.test(sig.hmac_sha256)) return "its signature is malformed";
  let key;
  try {
    key = keyring.signing(!1);
  } catch (err) {
    return `signed with key ${sig.key_id}, and the signing key here is unreadable: ${errorMessage(err)}`;
  }
  if (!key) return `signed with key ${sig.key_id}, and this machine has no signing key (${keyring.signingPath}): copy it from the machine that made the checkpoint`;
  if (key.id !== sig.key_id) return `signed with key ${sig.key_id}, not with this machine's signing key ${key.id} (${keyring.signingPath})`;
  let want = hmacOf(stored, key.key);
  return (0, import_node_crypto13.timingSafeEqual)(want, Buffer.from(sig.hmac_sha256, "hex")) ? void 0 : `its signature does not match: the ${what} was changed after it was signed`;
}
var import_node_crypto13, SignatureError, init_signing = __esm({
  "src/domain/volume/signing.ts"() {
    "use strict";
    import_node_crypto13 = require("node:crypto");
    init_canonical();
    init_errors2();
    SignatureError = class extends CheckpointError {
      constructor(sessionId, id, why) {
        super("INVALID_DATA", `checkpoint ${sessionId}/${id}: ${why}`, "if you trust the volume, pass --force to use it anyway; `pai-checkpoint verify --all` shows every checkpoint's signature");
      }
    };
  }
});

// src/domain/volume/store.ts
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
  try {
    await putJson(store, key, { ...index, version: 3, settled });
    return;
  } catch (err) {
    return `${store.location}/${key} not written (${errorMessage(err)})`;
  }
}
function saveIndex(store, index) {
  return writeIndex(store, index, !1);
}
async function markVerified(store, sessionId, id, ok, at2) {
  let index = await loadIndex(store, sessionId), e = index.checkpoints.find((x) => x.id === id);
  if (e)
    return e.verified = { ok, at: at2 }, saveIndex(store, index);
}
async function commitCheckpoint(store, draft, parts, onPart, beforeManifest) {
  let prefix = checkpointPrefix(draft.session_id, draft.id), stored = {}, manifest, view;
  try {
    for (let part of parts) {
      if (part.name === MANIFEST || part.name === INDEX) throw new CheckpointError("USAGE", `a part cannot be named ${part.name}`);
      stored[part.name] = "stored" in part ? part.stored : await store.put(partKey(draft.session_id, draft.id, part.name), typeof part.data == "function" ? part.data() : part.data), onPart?.(part.name, stored[part.name]);
    }
    let keyring = keyringOf(store), key = keyring?.encryption(), sealed = sealManifest({ ...draft, version: MANIFEST_VERSION, parts: stored, ...key ? { encryption: { cipher: CIPHER, key_id: key.id } } : {} });
    manifest = keyring ? signManifest(sealed, keyring) : sealed, await beforeManifest?.(), view = await writerView(store, draft.session_id), await unsettle(store, view), await putJson(store, manifestKey(draft.session_id, draft.id), manifest);
  } catch (err) {
    throw await store.deletePrefix(prefix).catch(() => {
    }), err;
  }
  let index = view.index;
  return index.checkpoints = index.checkpoints.filter((e) => e.id !== manifest.id), index.checkpoints.push(indexEntry(manifest)), index.checkpoints.sort((a, b2) => a.id < b2.id ? -1 : 1), await writeIndex(store, index, !0), manifest;
}
async function rebuildIndex(store, sessionId) {
  return indexFromKeys(store, sessionId, await store.list(sessionPrefix(sessionId)));
}
async function indexFromKeys(store, sessionId, keys) {
  let index = { version: 3, session_id: sessionId, settled: !1, checkpoints: [] }, problems = [], factKeys = factKeysOf(keys);
  for (let key of keys) {
    let at2 = checkpointOfKey(key);
    if (!(at2?.part !== MANIFEST || at2.sessionId !== sessionId))
      try {
        let text4 = (await store.get(key))?.toString("utf8");
        if (text4 === void 0) continue;
        let m2 = parseManifest(text4, `${store.location}/${key}`).manifest;
        if (m2.id !== at2.id || m2.session_id !== sessionId) {
          problems.push({ key, error: `the manifest names checkpoint ${m2.session_id}/${m2.id}, not ${sessionId}/${at2.id} (a copy under another name?)` });
          continue;
        }
        let listed = factKeys.get(at2.id) ?? [], facts = await readFactKeys(store, at2.id, listed);
        problems.push(...facts.problems), index.checkpoints.push(indexEntry(m2, facts.facts, listed.length));
      } catch (err) {
        problems.push({ key, error: errorMessage(err) });
      }
  }
  return index.checkpoints.sort((a, b2) => a.id < b2.id ? -1 : 1), { index, problems };
}
function factKeysOf(keys) {
  let out3 = /* @__PURE__ */ new Map();
  for (let key of keys) {
    let at2 = checkpointOfKey(key);
    if (!at2?.part.startsWith(FACTS) || !at2.part.endsWith(".json")) continue;
    let list4 = out3.get(at2.id) ?? [];
    list4.push(key), out3.set(at2.id, list4);
  }
  for (let list4 of out3.values()) list4.sort();
  return out3;
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
async function addFact(store, sessionId, fact) {
  let view = await writerView(store, sessionId), entry2 = view.index.checkpoints.find((e) => e.id === fact.checkpoint), manifest = entry2 ? await readManifest(store, sessionId, fact.checkpoint) : void 0;
  if (!entry2 || !manifest) throw new CheckpointError("NOT_FOUND", `session ${sessionId} has no checkpoint ${fact.checkpoint}`, "run `pai-checkpoint list --all` to see the ids");
  let keyring = keyringOf(store), mine = keyring?.signing(!1);
  if (keyring && manifest.signature && mine?.id !== manifest.signature.key_id)
    throw new CheckpointError("USAGE", `checkpoint ${fact.checkpoint} is signed with key ${manifest.signature.key_id}, ${mine ? `not with this machine's signing key ${mine.id}` : "and this machine has no signing key"} (${keyring.signingPath}): a fact (${fact.kind}) written here would not count`, `copy the signing key from the machine that made the checkpoint to ${keyring.signingPath}`);
  let signed2 = keyring ? signManifest(fact, keyring) : fact, key;
  for (let tries = 0; key = factKey(sessionId, fact.checkpoint, newCheckpointId(Date.parse(fact.at))), !await store.create(key, `${JSON.stringify(signed2)}
`); tries++)
    if (tries >= 8) throw new CheckpointError("CONFLICT", `could not write a fact of checkpoint ${fact.checkpoint} under a new name`, "try again");
  let { facts, problems } = await readFacts(store, sessionId, fact.checkpoint), fresh = indexEntry(manifest, facts, facts.length + problems.length);
  return view.index.checkpoints = view.index.checkpoints.map((e) => e.id === fresh.id ? { ...fresh, ...e.verified ? { verified: e.verified } : {} } : e), await writeIndex(store, view.index, !1), { key, view: applyFacts(manifest, facts), problems };
}
function migrateIndex(v2, sessionId) {
  let i = v2;
  if (!(!i || typeof i != "object" || i.session_id !== sessionId || !Array.isArray(i.checkpoints)) && i.checkpoints.every((e) => typeof e?.id == "string")) {
    if (i.version === 3) return { ...i, settled: i.settled === !0 };
    if (i.version === 2) return { ...i, version: 3, settled: !1 };
  }
}
async function readIndex(store, sessionId, warn) {
  let v2;
  try {
    v2 = await getJson(store, indexKey(sessionId));
  } catch (err) {
    return err instanceof RefusedFileError && warn?.(`${errorMessage(err)}; the index is rebuilt from the manifests`), "unreadable";
  }
  return v2 === void 0 ? "missing" : migrateIndex(v2, sessionId) ?? "unreadable";
}
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
    if (ids.size === stored.checkpoints.length && stored.checkpoints.every((e) => ids.has(e.id) && (e.facts ?? 0) === (facts.get(e.id)?.length ?? 0))) return { index: stored, rebuilt: !1 };
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
    throw new CheckpointError("IO", `${failed}; as it is, it would hide the change from readers, so nothing was changed`, "make the volume writable, then try again");
}
async function listSessions(store) {
  let { folders } = await store.listLevel(CHECKPOINTS);
  return folders.flatMap((f2) => sessionOfFolder(f2) ?? []).sort();
}
async function readManifest(store, sessionId, id) {
  let key = manifestKey(sessionId, id), text4 = (await store.get(key))?.toString("utf8");
  return text4 === void 0 ? void 0 : parseManifest(text4, `${store.location}/${key}`).manifest;
}
async function sha256Of(stream) {
  let hash = (0, import_node_crypto14.createHash)("sha256"), size = 0;
  for await (let chunk of stream) {
    let b2 = chunk;
    hash.update(b2), size += b2.length;
  }
  return { size, sha256: hash.digest("hex") };
}
function keyProblem(store, m2) {
  if (!m2.encryption) return;
  let want = m2.encryption.key_id, key;
  try {
    key = keyringOf(store)?.encryption();
  } catch (err) {
    return `checkpoint ${m2.session_id}/${m2.id} is encrypted with key id ${want}, and the key set could not be read: ${errorMessage(err)}`;
  }
  return key ? key.id === want ? void 0 : `checkpoint ${m2.session_id}/${m2.id} is encrypted with key id ${want}, not with the key set (id ${key.id}, from ${key.source})` : `checkpoint ${m2.session_id}/${m2.id} is encrypted with key id ${want}, and no encryption key is set`;
}
async function checkSizes(store, m2, problems) {
  for (let [name2, want] of Object.entries(m2.parts)) {
    let st2 = await store.stat(partKey(m2.session_id, m2.id, name2)).catch((err) => (problems.push({ part: name2, error: `unreadable (${errorMessage(err)})` }), null));
    st2 === void 0 ? problems.push({ part: name2, error: "missing" }) : st2 && st2.size !== sealedSize(want.size) && problems.push({ part: name2, error: `${st2.size} bytes stored, ${sealedSize(want.size)} expected for ${want.size} bytes encrypted` });
  }
}
async function verifyCheckpoint(store, sessionId, id, o = {}) {
  let result2 = { sessionId, id, ok: !1, problems: [] }, key = manifestKey(sessionId, id), text4;
  try {
    text4 = (await store.get(key))?.toString("utf8");
  } catch (err) {
    if (!(err instanceof CheckpointError && err.code === "INVALID_DATA")) throw err;
    return result2.problems.push({ part: MANIFEST, error: errorMessage(err) }), result2;
  }
  if (text4 === void 0)
    return result2.problems.push({ part: MANIFEST, error: "missing" }), result2;
  let parsed;
  try {
    parsed = parseManifest(text4, `${store.location}/${key}`);
  } catch (err) {
    return result2.problems.push({ part: MANIFEST, error: errorMessage(err) }), err instanceof NewerVersionError && (result2.newerVersion = !0), result2;
  }
  let m2 = result2.manifest = parsed.manifest;
  manifestChecksum(parsed.stored) !== parsed.stored.checksum && result2.problems.push({ part: MANIFEST, error: "checksum mismatch (the manifest was changed after it was written)" }), (m2.id !== id || m2.session_id !== sessionId) && result2.problems.push({ part: MANIFEST, error: `names checkpoint ${m2.session_id}/${m2.id}, not ${sessionId}/${id}` });
  let keyring = keyringOf(store);
  if (keyring) {
    let why = signatureProblem(parsed.stored, keyring);
    result2.signature = why ?? "signed", why && !o.force && result2.problems.push({ part: `${MANIFEST} (signature)`, error: why });
  }
  let locked = keyProblem(store, m2);
  if (locked && o.withoutKey !== "sizes") throw new CheckpointError("USAGE", locked, "set [encryption] key_file in checkpoint.toml (or PAI_CHECKPOINT_KEY) to that key; copy it from the machine that made the checkpoint");
  if (locked)
    return result2.checked = "sizes", await checkSizes(store, m2, result2.problems), result2.ok = result2.problems.length === 0, result2;
  result2.checked = "contents";
  for (let [name2, want] of Object.entries(m2.parts))
    try {
      let stream = await store.open(partKey(sessionId, id, name2));
      if (!stream) {
        result2.problems.push({ part: name2, error: "missing" });
        continue;
      }
      let got = await sha256Of(stream);
      got.size !== want.size ? result2.problems.push({ part: name2, error: `size ${got.size}, manifest says ${want.size}` }) : got.sha256 !== want.sha256 && result2.problems.push({ part: name2, error: "sha256 mismatch (corrupted)" });
    } catch (err) {
      result2.problems.push({ part: name2, error: `unreadable (${errorMessage(err)})` });
    }
  let w2 = m2.workspace;
  if (w2?.format === "content")
    if (!w2.tree) result2.problems.push({ part: "workspace (content)", error: "the manifest names no tree" });
    else {
      let tiered = w2.tier !== void 0;
      try {
        let content = tiered ? contentVolume(store, m2) : store;
        result2.problems.push(...(await verifyContent(content, w2.tree, tiered ? { readData: o.readData } : o)).problems);
      } catch (err) {
        result2.problems.push({ part: "workspace (content)", error: errorMessage(err) });
      }
    }
  return result2.ok = result2.problems.length === 0, result2;
}
async function loadVerified(store, sessionId, id, o = {}) {
  let failed = [], index = await loadIndex(store, sessionId), next = id, seen = /* @__PURE__ */ new Set();
  for (; next && !seen.has(next); ) {
    seen.add(next);
    let v2 = await verifyCheckpoint(store, sessionId, next, o);
    if (v2.ok && v2.manifest) return { manifest: v2.manifest, fellBackFrom: failed };
    if (v2.signature && v2.signature !== "signed" && !o.force) throw new SignatureError(sessionId, next, v2.signature);
    failed.push(v2);
    let at2 = index.checkpoints.findIndex((e) => e.id === next);
    next = v2.manifest?.parent_checkpoint_id ?? index.checkpoints[at2 - 1]?.id ?? (at2 < 0 ? index.checkpoints.filter((e) => e.id < next).at(-1)?.id ?? null : null);
  }
  let why = failed.map((f2) => `${f2.id}: ${f2.problems.map((p2) => `${p2.part} ${p2.error}`).join(", ")}`).join("; ");
  throw new CheckpointError("INVALID_DATA", `no usable checkpoint at or before ${sessionId}/${id} (${why})`, "run `pai-checkpoint verify --all` to see every problem");
}
async function findOrphans(store, sessionId, olderThanMs, now = Date.now()) {
  let byId = /* @__PURE__ */ new Map();
  for (let key of await store.list(sessionPrefix(sessionId))) {
    let at2 = checkpointOfKey(key);
    if (!at2) continue;
    let list4 = byId.get(at2.id) ?? [];
    list4.push(key), byId.set(at2.id, list4);
  }
  let orphans = [];
  for (let [id, keys] of byId) {
    if (keys.some((k2) => checkpointOfKey(k2)?.part === MANIFEST)) continue;
    let newest = 0;
    for (let k2 of keys) newest = Math.max(newest, (await store.stat(k2))?.mtimeMs ?? 0);
    now - newest >= olderThanMs && orphans.push(id);
  }
  return orphans.sort();
}
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
var import_node_crypto14, trusted, init_store = __esm({
  "src/domain/volume/store.ts"() {
    "use strict";
    init_verify();
    import_node_crypto14 = require("node:crypto");
    init_errors2();
    init_regular();
    init_backend();
    init_sealed();
    init_layout();
    init_ids();
    init_facts();
    init_tier();
    init_sealed();
    init_manifest();
    init_signing();
    trusted = (stored) => typeof stored == "object" && stored.settled;
  }
});

// src/app/volume.ts
async function withSessionLock(ctx2, sessionId, fn) {
  let path = captureLockPath(ctx2.paths, sessionId), lock = tryAcquire(path, { staleMs: CAPTURE_LEASE_MS });
  lock || (ctx2.notice(`Waiting for the capture of session ${sessionId} that is running\u2026`), lock = acquire(path, { timeoutMs: lockWaitMs(ctx2), staleMs: CAPTURE_LEASE_MS }));
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
function lockWaitMs(ctx2) {
  let raw = ctx2.env.PAI_CHECKPOINT_LOCK_WAIT_SECONDS, waitS = raw === void 0 || raw === "" ? DEFAULTS.lockWaitSeconds : Number(raw);
  if (!Number.isFinite(waitS) || waitS < 0) throw new CheckpointError("USAGE", `PAI_CHECKPOINT_LOCK_WAIT_SECONDS="${raw}" is not a number of seconds`, "unset it, or set it to 0 or more");
  return waitS * 1e3;
}
async function collectContent(ctx2, store, dryRun2 = !1) {
  return collectGarbage(store, { dryRun: dryRun2, waitMs: lockWaitMs(ctx2), now: () => ctx2.now().getTime() });
}
async function allCheckpoints(store, sessionId, o = {}) {
  let sessions2 = sessionId ? [sessionId] : await listSessions(store);
  return (await mapLimit(sessions2, 16, (s3) => loadIndex(store, s3, o))).flatMap((index, i) => index.checkpoints.map((entry2) => ({ sessionId: sessions2[i], entry: entry2 }))).sort((a, b2) => a.entry.id < b2.entry.id ? 1 : -1);
}
async function findCheckpoint(store, idOrPrefix) {
  let all = await allCheckpoints(store), exact2 = all.find((c) => c.entry.id === idOrPrefix);
  if (exact2) return exact2;
  if (idOrPrefix.length < 4) return;
  let upper = idOrPrefix.toUpperCase(), matches = all.filter((c) => c.entry.id.startsWith(upper));
  if (matches.length > 1) throw new CheckpointError("AMBIGUOUS", `"${idOrPrefix}" matches ${matches.length} checkpoints: ${matches.slice(0, 5).map((m2) => m2.entry.id).join(", ")}`, "type more characters of the id");
  return matches[0];
}
async function requireCheckpoint(store, idOrPrefix) {
  let found = await findCheckpoint(store, idOrPrefix);
  if (!found) throw new CheckpointError("NOT_FOUND", `no session checkpoint "${idOrPrefix}" on ${store.location}`, "run `pai-checkpoint list --all` to see the ids");
  return found;
}
async function requireManifest(store, idOrPrefix) {
  let found = await requireCheckpoint(store, idOrPrefix), manifest = await readManifest(store, found.sessionId, found.entry.id);
  if (!manifest) throw new CheckpointError("NOT_FOUND", `checkpoint ${found.entry.id} has no manifest (its capture never finished)`, "run `pai-checkpoint verify --repair`");
  return { ...found, manifest };
}
async function resolveSession(ctx2, store, idOrPrefix) {
  let known = /* @__PURE__ */ new Set([...await listSessions(store), ...listSessionIds(ctx2.paths)]);
  if (known.has(idOrPrefix)) return idOrPrefix;
  if (idOrPrefix.length < 4) return;
  let lower = idOrPrefix.toLowerCase(), matches = [...known].filter((s3) => s3.toLowerCase().startsWith(lower)).sort();
  if (matches.length > 1) throw new CheckpointError("AMBIGUOUS", `"${idOrPrefix}" matches ${matches.length} sessions: ${matches.slice(0, 5).join(", ")}`, "type more characters of the session id");
  return matches[0];
}
async function requireSession(ctx2, store, idOrPrefix) {
  let s3 = await resolveSession(ctx2, store, idOrPrefix);
  if (!s3) throw new CheckpointError("NOT_FOUND", `no session "${idOrPrefix}" on ${store.location} or on this machine`, "run `pai-checkpoint sessions` to see them");
  return s3;
}
var init_volume = __esm({
  "src/app/volume.ts"() {
    "use strict";
    init_gc();
    init_defaults();
    init_errors2();
    init_parallel();
    init_lock();
    init_queue();
    init_state();
    init_store();
  }
});

// src/app/list.ts
function fromRecord(file2, r) {
  let meta2 = metadataOf(r), row = { id: r.id, sessionId: r.sessionId, createdAt: r.createdAt, trigger: meta2.trigger ?? "phase", phase: r.phase, phaseNumber: r.phaseNumber, completed: r.completed, taskSummary: r.taskSummary, file: file2 };
  meta2.name && (row.name = meta2.name);
  let project = meta2.project ?? meta2.cwd;
  return project && (row.project = project), row;
}
async function list(ctx2, options = {}) {
  let limit = options.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1) throw new CheckpointError("USAGE", `--limit must be at least 1, got ${limit}`);
  let project = options.all || options.session ? void 0 : ctx2.project, { rows: all, known, problems } = await checkpointRows(ctx2, { project, session: options.session, tag: options.tag, open: options.open, recordLimit: limit * 2 }), sorted = (options.clean ? all.filter((r) => r.is_clean === !0) : all).sort((a, b2) => a.createdAt === b2.createdAt ? a.id < b2.id ? 1 : -1 : a.createdAt < b2.createdAt ? 1 : -1).slice(0, limit), result2 = { rows: sorted, problems, shortIds: shortIds(sorted.map((r) => r.id), known) };
  return project && (result2.project = project), options.open && (result2.open = !0), options.all && (result2.all = !0), options.tag && (result2.tag = options.tag), options.clean && (result2.clean = !0), result2;
}
function describe3(r) {
  return [r.safety ? "safety copy" : r.trigger, r.name && `"${r.name}"`, r.phaseNumber && `phase ${r.phaseNumber} ${r.phase ?? ""}`.trim(), r.taskSummary].filter(Boolean).join(" \xB7 ");
}
async function checkpointRows(ctx2, scope) {
  let { project, tag: tag2 } = scope, inScope = (p2) => !project || !p2 || p2 === project;
  if (tag2 !== void 0 && !tag2) throw new CheckpointError("USAGE", "--tag is empty", 'give a tag or a pattern: --tag milestone/v1.0, --tag milestone, --tag "experiment/*"');
  let scan = scanCheckpoints(
    {
      ...scope.recordLimit !== void 0 ? { limit: scope.recordLimit } : {},
      match: (r) => !tag2 && (!scope.open || !r.completed) && inScope(metadataOf(r).project ?? metadataOf(r).cwd),
      ...scope.session ? { sessionId: scope.session } : {}
    },
    { checkpointsDir: ctx2.paths.checkpointsDir }
  ), rows = /* @__PURE__ */ new Map();
  for (let { file: file2, record: record3 } of scan.records) rows.set(record3.id, fromRecord(file2, record3));
  let known = [...rows.keys()];
  for (let { sessionId, entry: entry2 } of await allCheckpoints(await ctx2.volume(), scope.session, { warn: ctx2.warn })) {
    if (known.push(entry2.id), !inScope(entry2.project) || tag2 && !entry2.tags.some((t) => tagMatches(tag2, t))) continue;
    let existing = rows.get(entry2.id);
    if (scope.open && !existing) continue;
    let row = existing ?? { id: entry2.id, sessionId, createdAt: entry2.created_at, trigger: entry2.trigger };
    row.trigger = entry2.trigger, row.sizeBytes = entry2.size_bytes, row.parent = entry2.parent, row.approval = entry2.approval ?? { status: "auto_approved" }, row.tags = entry2.tags, entry2.annotations && (row.annotations = entry2.annotations), entry2.linked_issues && (row.linked_issues = entry2.linked_issues), entry2.verified && (row.verified = entry2.verified), entry2.name && (row.name = entry2.name), entry2.project && (row.project = entry2.project), entry2.safety && (row.safety = !0), row.phaseNumber === void 0 && entry2.phase !== void 0 && (row.phaseNumber = entry2.phase, row.phase = phaseName(entry2.phase) ?? "?"), !row.taskSummary && entry2.task && (row.taskSummary = entry2.task), row.is_clean = !entry2.unclean, entry2.context && (row.context = entry2.context), row.can_resume_from = !entry2.safety && row.approval.status !== "rejected" && entry2.verified?.ok !== !1, rows.set(entry2.id, row);
  }
  for (let row of rows.values()) row.description = describe3(row);
  return { rows: [...rows.values()], known, problems: scan.problems };
}
function shortIds(ids, known) {
  let all = [...new Set(known.concat(ids))].sort(), out3 = {};
  for (let id of ids) {
    let i = all.indexOf(id), n = 10;
    for (let other of [all[i - 1], all[i + 1]]) {
      if (!other) continue;
      let k2 = 0;
      for (; k2 < id.length && id[k2] === other[k2]; ) k2++;
      n = Math.max(n, k2 + 1);
    }
    out3[id] = id.slice(0, Math.min(n, id.length));
  }
  return out3;
}
var init_list = __esm({
  "src/app/list.ts"() {
    "use strict";
    init_errors2();
    init_facts();
    init_api2();
    init_schema();
    init_volume();
  }
});

// src/domain/transcript/tasks.ts
function readIscCriteria(sessionId, claudeDir = resolveClaudeDir()) {
  if (!isSafeKey(sessionId)) return [];
  let dir2 = (0, import_node_path19.join)(claudeDir, "tasks", sessionId), names;
  try {
    names = (0, import_node_fs22.readdirSync)(dir2).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  let out3 = [];
  for (let name2 of names)
    try {
      let t = JSON.parse((0, import_node_fs22.readFileSync)((0, import_node_path19.join)(dir2, name2), "utf8")), status3 = String(t.status ?? "pending");
      if (!STATUSES.has(status3) || typeof t.subject != "string") continue;
      out3.push({ id: String(t.id ?? name2.replace(/\.json$/, "")), subject: t.subject, status: status3 });
    } catch {
    }
  return out3.sort((a, b2) => Number(a.id) - Number(b2.id) || a.id.localeCompare(b2.id));
}
function criteriaFromTodos(todos) {
  return todos.map((t, i) => ({ id: String(i + 1), subject: t.content, status: criterionStatus(t.status) }));
}
function criteriaFromTasks(tasks) {
  return Object.entries(tasks).map(([id, t]) => ({ id, subject: t.subject, status: criterionStatus(t.status) }));
}
var import_node_fs22, import_node_path19, STATUSES, criterionStatus, init_tasks = __esm({
  "src/domain/transcript/tasks.ts"() {
    "use strict";
    import_node_fs22 = require("node:fs"), import_node_path19 = require("node:path");
    init_keys();
    init_paths();
    STATUSES = /* @__PURE__ */ new Set(["pending", "in_progress", "completed"]);
    criterionStatus = (status3) => STATUSES.has(status3) ? status3 : "pending";
  }
});

// src/domain/transcript/phase.ts
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
  let name2 = "";
  for (let i = 0; i < rest.length; i++) {
    let ch = rest[i];
    if (ch >= "A" && ch <= "Z") name2 += ch;
    else if (!(hws(ch) && rest[i - 1] !== void 0 && !hws(rest[i - 1]))) return;
  }
  return name2.length >= 4 && name2.length <= 13 ? name2 : void 0;
}
function headerAt(text4, from) {
  let start = skipHws(text4, from), close = start;
  for (; close < text4.length && close - start <= MAX_MIDDLE && text4[close] !== BAR && text4[close] !== `
`; ) close++;
  if (text4[close] !== BAR) return { next: from };
  let after = close;
  for (; text4[after] === BAR; ) after++;
  if (after - close < 3) return { next: close };
  let name2 = phaseNameOf(text4.slice(start, close)), at2 = skipHws(text4, after), digit = text4[at2];
  if (!name2 || digit === void 0 || digit < "1" || digit > "7") return { next: close };
  if (at2 = skipHws(text4, at2 + 1), text4[at2] !== "/") return { next: close };
  if (at2 = skipHws(text4, at2 + 1), text4[at2] !== "7") return { next: close };
  let number3 = Number(digit);
  return PHASES[number3 - 1] !== name2 ? { next: close } : { phase: { number: number3, name: name2 }, next: at2 + 1 };
}
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
var BAR, MAX_MIDDLE, MAX_TASK, TASK_RE, init_phase = __esm({
  "src/domain/transcript/phase.ts"() {
    "use strict";
    init_phases();
    BAR = "\u2501", MAX_MIDDLE = 64, MAX_TASK = 120;
    TASK_RE = /🗒\uFE0F?[^\S\n]*TASK:[^\S\n]*([^\n]+)/gu;
  }
});

// src/domain/transcript/prompt.ts
function isPromptText(text4) {
  let t = text4.trimStart();
  return t.length > 0 && !t.startsWith("<") && !t.startsWith("Caveat:") && !SLASH_COMMAND.test(t);
}
function isPromptLine(line2, content) {
  return typeof content == "string" && !line2.isMeta && !line2.isCompactSummary && isPromptText(content);
}
var SLASH_COMMAND, init_prompt = __esm({
  "src/domain/transcript/prompt.ts"() {
    "use strict";
    SLASH_COMMAND = /^\/[\w:.-]+(?:\s|$)/;
  }
});

// src/domain/transcript/reader.ts
function lineEvents(line2) {
  if (!isObject3(line2)) return [];
  let out3 = [], context = contextOf(line2);
  context && out3.push(context);
  let type = line2.type;
  return type === "system" && line2.subtype === "compact_boundary" ? out3.push(compactionOf(line2)) : type === "user" ? userEvents(line2, out3) : type === "assistant" && assistantEvents(line2, out3), out3;
}
function contextOf(line2) {
  let cwd = text2(line2.cwd), branch = text2(line2.gitBranch), version2 = text2(line2.version);
  if (cwd === void 0 && !branch && version2 === void 0) return;
  let c = { kind: "context" };
  return cwd !== void 0 && (c.cwd = cwd), branch && (c.gitBranch = branch), version2 !== void 0 && (c.version = version2), c;
}
function compactionOf(line2) {
  let meta2 = isObject3(line2.compactMetadata) ? line2.compactMetadata : {};
  return {
    kind: "compaction",
    uuid: text2(line2.uuid) ?? null,
    timestamp: text2(line2.timestamp) ?? null,
    trigger: text2(meta2.trigger) ?? null,
    preTokens: typeof meta2.preTokens == "number" ? meta2.preTokens : null
  };
}
function messageOf(line2) {
  return isObject3(line2.message) ? line2.message : {};
}
function userEvents(line2, out3) {
  let uuid2 = text2(line2.uuid);
  out3.push(uuid2 === void 0 ? { kind: "message", role: "user" } : { kind: "message", role: "user", uuid: uuid2 });
  let content = messageOf(line2).content;
  if (isPromptLine(line2, content) && out3.push({ kind: "prompt", text: content }), !Array.isArray(content)) return;
  let results = content.filter((b2) => isObject3(b2) && b2.type === "tool_result" && typeof b2.tool_use_id == "string" && b2.tool_use_id !== "");
  for (let b2 of results) {
    let r = { kind: "tool_result", toolUseId: b2.tool_use_id, isError: b2.is_error === !0 };
    r.isError && (r.error = resultText(b2.content).slice(0, 500)), results.length === 1 && line2.toolUseResult !== void 0 && (r.result = line2.toolUseResult), out3.push(r);
  }
}
function resultText(content) {
  return typeof content == "string" ? content : Array.isArray(content) ? content.map((c) => isObject3(c) && typeof c.text == "string" ? c.text : "").join(`
`) : "";
}
function assistantEvents(line2, out3) {
  let message = messageOf(line2), m2 = { kind: "message", role: "assistant" }, uuid2 = text2(line2.uuid), id = text2(message.id), model = text2(message.model);
  uuid2 !== void 0 && (m2.uuid = uuid2), id && (m2.id = id), model !== void 0 && (m2.model = model), isObject3(message.usage) && (m2.usage = usageOf(message.usage)), out3.push(m2);
  let content = message.content;
  if (Array.isArray(content))
    for (let b2 of content)
      isObject3(b2) && (b2.type === "text" && typeof b2.text == "string" ? out3.push({ kind: "assistant_text", text: b2.text }) : b2.type === "tool_use" && typeof b2.name == "string" && b2.name && toolUseEvents(b2, out3));
}
function usageOf(u2) {
  return {
    input: count(u2.input_tokens),
    output: count(u2.output_tokens),
    cache_creation: count(u2.cache_creation_input_tokens),
    cache_read: count(u2.cache_read_input_tokens)
  };
}
function toolUseEvents(b2, out3) {
  let use = { kind: "tool_use", name: b2.name, input: isObject3(b2.input) ? b2.input : {} };
  typeof b2.id == "string" && b2.id && (use.id = b2.id), out3.push(use), use.name === "TodoWrite" && Array.isArray(use.input.todos) && out3.push({ kind: "todos", todos: todosOf(use.input.todos) });
}
function todosOf(list4) {
  return list4.filter((t) => isObject3(t) && typeof t.content == "string").map((t) => ({ content: t.content, status: typeof t.status == "string" ? t.status : "pending" }));
}
function toolFile(use) {
  let path = text2(use.input.file_path) ?? text2(use.input.notebook_path);
  return path ? { path, modifies: MODIFYING.has(use.name) } : void 0;
}
function isTaskTool(name2) {
  return name2 === "TaskCreate" || name2 === "TaskUpdate";
}
function taskOperation(call, result2) {
  let r = isObject3(result2.result) ? result2.result : {};
  if (result2.isError || r.success === !1) return;
  let op = { id: "" };
  if (call.name === "TaskCreate") {
    let task = isObject3(r.task) ? r.task : {};
    op.id = taskId(task.id) ?? "";
    let subject = text2(call.input.subject) ?? text2(task.subject);
    subject !== void 0 && (op.subject = subject);
  } else if (call.name === "TaskUpdate") {
    op.id = taskId(call.input.taskId) ?? taskId(r.taskId) ?? "";
    let subject = text2(call.input.subject), status3 = text2(call.input.status);
    subject !== void 0 && (op.subject = subject), status3 !== void 0 && (op.status = status3);
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
var isObject3, text2, count, MODIFYING, taskId, init_reader = __esm({
  "src/domain/transcript/reader.ts"() {
    "use strict";
    init_prompt();
    isObject3 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2), text2 = (v2) => typeof v2 == "string" ? v2 : void 0, count = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0 ? v2 : 0;
    MODIFYING = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
    taskId = (v2) => typeof v2 == "string" && v2 ? v2 : typeof v2 == "number" && Number.isFinite(v2) ? String(v2) : void 0;
  }
});

// src/domain/transcript/tail.ts
function readAt(fd, buf, len, pos) {
  let got = 0;
  for (; got < len; ) {
    let n = (0, import_node_fs23.readSync)(fd, buf, got, len - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
function readNewLines(path, offset, maxBytes = CHUNK) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let size = (0, import_node_fs23.fstatSync)(fd).size, start = offset, reset = !1;
      size < start && (start = 0, reset = !0);
      let skipped = 0, buf = Buffer.allocUnsafe(Math.min(maxBytes, Math.max(0, size - start)));
      for (; ; ) {
        let len = Math.min(buf.length, size - start);
        if (len <= 0) return { offset: start, lines: [], reset, skipped, more: !1 };
        let got = readAt(fd, buf, len, start), last = buf.lastIndexOf(NL, got - 1);
        if (last >= 0) {
          let lines2 = buf.toString("utf8", 0, last).split(`
`).filter((l) => l.length > 0);
          return { offset: start + last + 1, lines: lines2, reset, skipped, more: start + last + 1 < size };
        }
        if (got < buf.length) return { offset: start, lines: [], reset, skipped, more: !1 };
        let at2 = start + got, end = -1;
        for (; at2 < size && end < 0; ) {
          let n = readAt(fd, buf, Math.min(buf.length, size - at2), at2), nl = buf.subarray(0, n).indexOf(NL);
          nl >= 0 && (end = at2 + nl), at2 += n;
        }
        if (end < 0) return { offset: start, lines: [], reset, skipped, more: !1 };
        skipped += end + 1 - start, start = end + 1;
      }
    } finally {
      (0, import_node_fs23.closeSync)(fd);
    }
}
function scanTranscriptLines(lines2, awaited = []) {
  let out3 = { texts: [], prompts: 0, events: [] }, waiting = [...awaited];
  for (let raw of lines2) {
    if (!mayMatter(raw, waiting)) continue;
    let line2;
    try {
      line2 = JSON.parse(raw);
    } catch {
      continue;
    }
    for (let ev of lineEvents(line2))
      ev.kind === "assistant_text" && mayContainSignal(ev.text) ? out3.texts.push(ev.text) : ev.kind === "todos" ? out3.todos = ev.todos : ev.kind === "prompt" ? (out3.lastPrompt = ev.text, out3.prompts++) : (ev.kind === "tool_use" || ev.kind === "tool_result" || ev.kind === "message" && ev.role === "assistant") && (out3.events.push(ev), ev.kind === "tool_use" && ev.id && isTaskTool(ev.name) && waiting.push(ev.id));
  }
  return out3;
}
var import_node_fs23, NL, CHUNK, init_tail = __esm({
  "src/domain/transcript/tail.ts"() {
    "use strict";
    import_node_fs23 = require("node:fs");
    init_regular();
    init_phase();
    init_reader();
    NL = 10, CHUNK = 8 * 1024 * 1024;
  }
});

// src/domain/session/observe.ts
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
  m2.turns += found.prompts;
  let tools = { ...state.openTools }, tasks = { ...state.openTaskCalls }, errors = [], tasksChanged = !1;
  for (let ev of found.events)
    if (ev.kind === "message") {
      if (!ev.id || !ev.usage) continue;
      m2.open && m2.open.id !== ev.id && addUsage(m2.tokens, m2.open.model, m2.open.usage), m2.open = { id: ev.id, model: ev.model ?? "", usage: ev.usage };
    } else if (ev.kind === "tool_use") {
      if (m2.toolCalls++, m2.lastTool = ev.name, !ev.id) continue;
      tools[ev.id] = ev.name, isTaskTool(ev.name) && (tasks[ev.id] = { name: ev.name, input: ev.input });
    } else {
      let call = tasks[ev.toolUseId];
      if (call) {
        let op = taskOperation(call, ev), all = state.tasks ??= {}, task = op && applyTaskOperation(all[op.id], op);
        op && task ? all[op.id] = task : op && delete all[op.id], tasksChanged ||= op !== void 0;
      }
      ev.isError && errors.push(`${tools[ev.toolUseId] ?? "tool"}: ${ev.error || "failed"}`), delete tools[ev.toolUseId], delete tasks[ev.toolUseId];
    }
  return state.openTools = bounded(tools, OPEN_MAX), state.openTaskCalls = bounded(tasks, OPEN_MAX), { errors, tasksChanged };
}
function tokensSoFar(m2) {
  let out3 = {};
  for (let [model, u2] of Object.entries(m2?.tokens ?? {})) addUsage(out3, model, u2);
  return m2?.open && addUsage(out3, m2.open.model, m2.open.usage), out3;
}
var OPEN_MAX, init_observe = __esm({
  "src/domain/session/observe.ts"() {
    "use strict";
    init_reader();
    init_redact();
    OPEN_MAX = 64;
  }
});

// src/domain/session/tracker.ts
function recordOptions(ctx2) {
  let { paiDir, checkpointsDir, seedPath, eventsDir } = ctx2.paths;
  return { paiDir, checkpointsDir, seedPath, eventsDir, now: ctx2.now, onWarning: ctx2.warn };
}
function taskSummary(state) {
  return state.task ? state.task : state.lastPrompt ? summarizePrompt(state.lastPrompt) : "";
}
function iscCriteria(ctx2, state) {
  let fromDir = readIscCriteria(state.sessionId, resolveClaudeDir(ctx2.env));
  return fromDir.length > 0 ? fromDir : state.tasks && Object.keys(state.tasks).length > 0 ? criteriaFromTasks(state.tasks) : state.todos ? criteriaFromTodos(state.todos) : [];
}
async function catchUp(ctx2, state, options = {}) {
  let created = state.pendingRecords?.length ? await writePlannedRecords(ctx2, state, { leftOver: !0 }) : [], signals = [], seen = { toolErrors: [], tasksChanged: !1 }, final = options.finalText?.trim(), kept = final && mayContainSignal(final) ? keptText(final) : void 0, want = kept !== void 0 && kept !== state.lastStopText ? final : void 0;
  want && kept && (state.lastStopText = kept);
  let deadline = Date.now() + (options.waitMs ?? 1500), seenText = !1;
  for (; ; ) {
    for (let text4 of readTranscript(ctx2, state, seen)) {
      if (state.pendingText !== void 0 && keptTextHolds(state.pendingText, text4.trim())) {
        delete state.pendingText;
        continue;
      }
      want?.includes(text4.trim()) && (seenText = !0), signals.push(...scanAlgorithmText(text4));
    }
    if (!want || seenText || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return want && kept && !seenText && (signals.push(...scanAlgorithmText(want)), state.pendingText = kept), applySignals(ctx2, state, signals), state.pendingRecords?.length && (saveSession(ctx2.paths, state), created.push(...await writePlannedRecords(ctx2, state))), { created, ...seen };
}
function keptText(text4) {
  if (text4.length <= KEPT_TEXT_MAX) return text4;
  let digest = (0, import_node_crypto15.createHash)("sha256").update(text4).digest("hex");
  return `${text4.slice(0, KEPT_END)}
\u2026[${text4.length} characters, sha256 ${digest}]\u2026
${text4.slice(-KEPT_END)}`;
}
function keptTextHolds(kept, text4) {
  return kept.includes(text4) || text4.length > KEPT_TEXT_MAX && keptText(text4) === kept;
}
function readTranscript(ctx2, state, seen) {
  if (!state.transcriptPath || state.transcriptRefused === state.transcriptPath) return [];
  let texts = [];
  for (; ; ) {
    let tail;
    try {
      tail = readNewLines(state.transcriptPath, state.transcriptOffset);
    } catch (err) {
      if (!(err instanceof CheckpointError)) throw err;
      return state.transcriptRefused = state.transcriptPath, ctx2.warn(`transcript not read: ${err.message}`), texts;
    }
    if (!tail) return texts;
    let found = scanTranscriptLines(tail.lines, Object.keys(state.openTaskCalls ?? {})), o = observe(state, found);
    if (seen.toolErrors.push(...o.errors), seen.tasksChanged ||= o.tasksChanged, tail.skipped && ctx2.warn(`transcript: ${tail.skipped} bytes of over-long lines stepped over`), state.transcriptOffset = tail.offset, texts.push(...found.texts), !tail.more) return texts;
  }
}
function applySignals(ctx2, state, signals) {
  for (let sig of signals) {
    if (sig.kind === "task") {
      state.task = sig.summary;
      continue;
    }
    if (state.offered && state.phase === void 0 && continueOffered(ctx2, state, sig.number)) continue;
    let current = state.phase?.number;
    sig.number !== current && (state.runCompleted || current === void 0 || sig.number === 1 && current > 1 ? (state.completedPhases = [], state.runRecordIds = [], state.runCompleted = !1) : sig.number > current ? state.completedPhases.includes(current) || state.completedPhases.push(current) : state.completedPhases = state.completedPhases.filter((n) => n < sig.number), state.phase = { number: sig.number, name: sig.name, at: ctx2.now().toISOString() }, planRecord(ctx2, state, sig.number, { trigger: "phase" }));
  }
}
function continueOffered(ctx2, state, phase) {
  let offered = state.offered;
  delete state.offered;
  let sameTask = !!state.task && state.task === offered.task;
  return phase < offered.phaseNumber && !sameTask ? !1 : (state.completedPhases = [.../* @__PURE__ */ new Set([...offered.completedPhases, ...Array.from({ length: Math.max(0, phase - offered.phaseNumber) }, (_2, i) => offered.phaseNumber + i)])].filter((n) => n < phase), state.runRecordIds = [], state.runCompleted = !1, !state.task && offered.task && (state.task = offered.task), state.phase = { number: phase, name: phaseName(phase) ?? "OBSERVE", at: ctx2.now().toISOString() }, planRecord(ctx2, state, phase, { trigger: "phase", extra: { resumedFrom: offered.recordId } }, offered.recordId), !0);
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
    ...completes ? { completes } : {}
  };
  return (state.pendingRecords ??= []).push(planned), state.latestRecordId = planned.id, state.runRecordIds.push(planned.id), state.runCompleted = !1, planned;
}
async function writePlannedRecords(ctx2, state, o = {}) {
  let { createCheckpointSync: createCheckpointSync2, completeCheckpointSync: completeCheckpointSync2, findRecord: findRecord2 } = await recordsApi(), created = [];
  for (let p2 of state.pendingRecords ?? []) {
    let found = o.leftOver ? findRecord2(ctx2.paths.checkpointsDir, p2.id) : void 0, file2 = found ? found.file : createCheckpointSync2(phaseName(p2.phaseNumber) ?? "OBSERVE", p2.phaseNumber, p2.task, p2.criteria, p2.metadata, { ...recordOptions(ctx2), sessionId: state.sessionId, id: p2.id }).file;
    if (created.push({ id: p2.id, file: file2, phaseNumber: p2.phaseNumber }), !!p2.completes)
      try {
        completeCheckpointSync2(p2.completes, recordOptions(ctx2));
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
var import_node_crypto15, recordsApi, KEPT_TEXT_MAX, KEPT_END, init_tracker = __esm({
  "src/domain/session/tracker.ts"() {
    "use strict";
    import_node_crypto15 = require("node:crypto");
    init_tasks();
    init_tail();
    init_phase();
    init_errors2();
    init_ids();
    init_paths();
    init_phases();
    init_process();
    init_observe();
    init_state();
    recordsApi = () => Promise.resolve().then(() => (init_api2(), api_exports));
    KEPT_TEXT_MAX = 8192, KEPT_END = 2048;
  }
});

// src/domain/summary/local.ts
function summaryShapeOk(v2, lists = ["decisions", "failed_approaches", "blockers"]) {
  return typeof v2.markdown == "string" && lists.every((k2) => strings2(v2[k2])) && Array.isArray(v2.files) && v2.files.every(fileChange);
}
function saveLocalSummary(paths, sessionId, s3) {
  (0, import_node_fs24.mkdirSync)((0, import_node_path20.join)(paths.stateDir, "summaries"), { recursive: !0, mode: 448 }), writeFileAtomicSync(file(paths, sessionId), `${JSON.stringify(s3)}
`, { fsync: !1 });
}
function loadLocalSummary(paths, sessionId) {
  try {
    let v2 = JSON.parse((0, import_node_fs24.readFileSync)(file(paths, sessionId), "utf8"));
    return typeof v2 != "object" || v2 === null || typeof v2.checkpoint != "string" || !summaryShapeOk(v2) ? void 0 : v2;
  } catch {
    return;
  }
}
var import_node_fs24, import_node_path20, file, strings2, fileChange, init_local2 = __esm({
  "src/domain/summary/local.ts"() {
    "use strict";
    import_node_fs24 = require("node:fs"), import_node_path20 = require("node:path");
    init_atomic();
    init_keys();
    file = (paths, sessionId) => (0, import_node_path20.join)(paths.stateDir, "summaries", `${assertSafeKey("session id", sessionId)}.json`), strings2 = (v2) => Array.isArray(v2) && v2.every((s3) => typeof s3 == "string"), fileChange = (f2) => typeof f2 == "object" && f2 !== null && typeof f2.path == "string" && typeof f2.added == "number" && typeof f2.removed == "number";
  }
});

// src/domain/session/resume.ts
function sessionStatus(state, now, staleMs) {
  if (!state) return "unknown";
  if (state.endedAt) return "ended";
  let live = processLiveness(state.host, state.claudePid, state.claudeStart);
  return live === "alive" ? "running" : live === "dead" || now - Date.parse(state.heartbeatAt) > staleMs ? "crashed" : "running";
}
function remoteSessionStatus(remote, now, staleMs) {
  if (remote?.status === "ended") return "ended";
  if (remote?.status === "crashed") return "crashed";
  let times = [remote?.heartbeat_at, remote?.last_capture_at].map((t) => typeof t == "string" ? Date.parse(t) : Number.NaN).filter(Number.isFinite);
  return times.length === 0 ? "unknown" : now - Math.max(...times) > staleMs ? "crashed" : "running";
}
function formatAgo(ms2) {
  let s3 = Math.max(0, Math.round(ms2 / 1e3));
  if (s3 < 60) return `${s3} s`;
  let m2 = Math.round(s3 / 60);
  if (m2 < 60) return `${m2} min`;
  let h = Math.round(m2 / 60);
  return h < 48 ? `${h} h` : `${Math.round(h / 24)} days`;
}
function phaseLabel(n) {
  return `${n} ${phaseName(n) ?? "?"}`;
}
function renderResumeContext(record3, extra = {}) {
  let meta2 = metadataOf(record3), done = meta2.completedPhases ?? [], lines2 = [
    record3.completed ? `Checkpoint ${record3.id} \u2014 PAI Algorithm work, completed.` : `Checkpoint ${record3.id} \u2014 PAI Algorithm work left unfinished${extra.crashedAgo ? ` (its session crashed ${extra.crashedAgo} ago)` : ""}.`,
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
  return [`Pending phases: ${pending.length ? pending.map(phaseLabel).join(", ") : "none after this one"}.`, `Progress: about ${Math.round(100 * done.length / 7)} % (${done.length} of 7 phases done${isc}).`];
}
function summaryLines(s3) {
  if (!s3) return [];
  let out3 = [], list4 = (title, items, max) => {
    items.length && out3.push(`${title} (${items.length}):`, ...items.slice(-max).map((d) => `- ${d}`));
  };
  return list4("Decisions made", s3.decisions, 8), s3.files.length && out3.push(`Files modified (${s3.files.length}):`, ...s3.files.slice(0, 12).map((f2) => `- ${f2.path}${f2.binary ? " (binary)" : f2.uncounted ? "" : ` (+${f2.added} \u2212${f2.removed})`}`), ...s3.files.length > 12 ? [`- \u2026 and ${s3.files.length - 12} more`] : []), list4("Failed approaches", s3.failed_approaches, 5), list4("Blockers", s3.blockers, 5), out3;
}
function findOffer(ctx2, current, staleMs = DEFAULT_STALE_MS) {
  let now = ctx2.now().getTime(), statusCache = /* @__PURE__ */ new Map(), statusOf = (sid) => {
    let s3 = statusCache.get(sid);
    if (!s3) {
      let state = sid === current.sessionId ? current : loadSession(ctx2.paths, sid);
      s3 = { state, status: sid === current.sessionId ? "running" : sessionStatus(state, now, staleMs) }, statusCache.set(sid, s3);
    }
    return s3;
  }, found = detectUnfinished({
    ...recordOptions(ctx2),
    project: current.project,
    skipSession: (sid) => sid !== current.sessionId && statusOf(sid).status === "running"
  });
  if (!found) return;
  let { record: record3 } = found, offer = { record: record3, file: found.file, more: found.others.length, summary: loadLocalSummary(ctx2.paths, record3.sessionId) }, project = metadataOf(record3).project ?? metadataOf(record3).cwd;
  project && project !== current.project && (offer.otherProject = project);
  let prev = statusOf(record3.sessionId);
  return prev.status === "crashed" && prev.state && (offer.crashed = { sessionId: record3.sessionId, agoMs: now - Date.parse(prev.state.heartbeatAt), firstReport: !prev.state.crashReportedAt }), offer;
}
var DEFAULT_STALE_MS, MARK, init_resume = __esm({
  "src/domain/session/resume.ts"() {
    "use strict";
    init_defaults();
    init_events();
    init_errors2();
    init_lock();
    init_api2();
    init_schema();
    init_process();
    init_state();
    init_tracker();
    init_local2();
    DEFAULT_STALE_MS = DEFAULTS.staleSeconds * 1e3;
    MARK = { completed: "[x]", in_progress: "[~]", pending: "[ ]" };
  }
});

// src/adapters/cli/print.ts
function printRelocated(r) {
  return `transcript paths rewritten from ${r.from} to ${r.to}: ${r.rewrittenLines} of ${r.lines} line(s)${r.keptUnparsed ? ` (${r.keptUnparsed} line(s) not JSON, too deep or too long: kept as they were)` : ""}`;
}
function printMcp(servers, indent = "") {
  return (servers ?? []).map((r) => {
    let what = r.outcome === "restored" ? `restored (${r.files ? `${r.files.length} state file(s): ${r.files.slice(0, 5).join(", ")}${r.files.length > 5 ? ", \u2026" : ""}` : "its restore_checkpoint tool took the captured state"})` : r.outcome === "skipped" ? `skipped: ${r.reason}` : `failed: ${r.error}`;
    return `${indent}MCP server ${r.server}: ${what}`;
  });
}
function printSessionResume(r) {
  let lines2 = [];
  if (r.restored && lines2.push(`Restored ${r.checkpointId} into ${r.cwd}${r.restored.workspace ? "" : " (transcript only; the workspace was there)"}.`), r.restored?.transcript?.relocated && lines2.push(`The ${printRelocated(r.restored.transcript.relocated)}.`), r.restored?.displaced && lines2.push(`${r.restored.displaced.paths.length} thing(s) in the way were moved, not deleted, to ${r.restored.displaced.dir}.`), lines2.push(...printMcp(r.restored?.mcp)), r.wouldRestore) {
    let what = [r.wouldRestore.workspace ? `the workspace into ${r.cwd}` : "", r.wouldRestore.transcript ? `the transcript${r.wouldRestore.relocateFrom ? ` (its paths rewritten from ${r.wouldRestore.relocateFrom})` : ""}` : "", r.wouldRestore.tmux ? "the tmux layout (claude in its pane)" : "", r.wouldRestore.mcp ? `the MCP state of ${r.wouldRestore.mcp.join(", ")}` : ""].filter(Boolean).join(" and ");
    lines2.push(`Would resume from checkpoint ${r.checkpointId} (session ${r.sessionId})${what ? `, restoring ${what}` : ""}. Nothing was changed (--print).`);
  }
  for (let w2 of r.warnings) lines2.push(`warning: ${w2}`);
  r.forkedAs && lines2.push(`Forked session ${r.sessionId} as the new session ${r.forkedAs}.`), r.provenanceCheckpoint && lines2.push(`Recorded the changed settings in checkpoint ${r.provenanceCheckpoint}: ${Object.entries(r.overrides).map(([k2, v2]) => `${k2}=${v2}`).join(", ")}`);
  let cmd = `cd ${shellQuote(r.cwd)} && ${r.command.map(shellQuote).join(" ")}`;
  return r.tmux ? lines2.push(`Resumed in tmux session ${r.tmux.session} (${r.tmux.windows} window(s), ${r.tmux.panes} pane(s); claude runs in its pane)${r.exitCode === void 0 ? `: ${r.tmux.attach.map(shellQuote).join(" ")}` : "."}`) : lines2.push(r.started ? `Claude Code exited (${r.exitCode}).` : `To continue: ${cmd}`), lines2.join(`
`);
}
function approvalText(a) {
  return a.user ? `${a.status} by ${a.user}${a.timestamp ? ` at ${a.timestamp}` : ""}${a.reason ? ` (${a.reason})` : ""}${a.policy ? `; policy ${a.policy}` : ""}` : a.status;
}
function annotationLine(a) {
  return `  ${a.timestamp}  ${a.user ?? "?"}: ${a.text.replace(/\n/g, `
    `)}`;
}
function printEnvChanges(changes) {
  if (changes.length === 0) return ["  No changes"];
  let out3 = [], section = "";
  for (let c of changes) {
    c.section !== section && out3.push(`  ${section = c.section}:`);
    let what = c.from === void 0 ? `added ${c.to}` : c.to === void 0 ? `removed (was ${c.from})` : `${c.from} \u2192 ${c.to}`;
    out3.push(`    ${c.name ? `${c.name}: ` : ""}${what}`);
  }
  return out3;
}
function shortProject(p2, width) {
  return p2 ? p2.length <= width ? p2 : `\u2026${p2.slice(p2.length - width + 1)}` : "-";
}
function formatSpan(ms2) {
  let neg = ms2 < 0, m2 = Math.round(Math.abs(ms2) / 6e4), text4 = m2 < 1 ? `${Math.round(Math.abs(ms2) / 1e3)} seconds` : m2 < 60 ? `${m2} minute${m2 === 1 ? "" : "s"}` : m2 < 2880 ? `${Math.floor(m2 / 60)} h ${m2 % 60} min` : `${Math.round(m2 / 1440)} days`;
  return neg ? `${text4} earlier` : text4;
}
function printDiff(r) {
  if (r.file) return r.file.diff.replace(/\n$/, "") || `${r.file.path} is the same in ${name(r.a)} and ${name(r.b)}.`;
  if (r.turns) return printTurns(r);
  let lines2 = [`Checkpoint comparison: ${name(r.a)} \u2192 ${name(r.b)}`, ""];
  r.spanMs !== void 0 && lines2.push(`Time: ${r.a.createdAt} \u2192 ${r.b.createdAt} (${formatSpan(r.spanMs)})`, "");
  let c = r.conversation;
  return c && lines2.push(
    "Conversation:",
    `  Turns: ${num2(c.turns[0])} \u2192 ${num2(c.turns[1])} (${signed(c.turns[1] - c.turns[0])})`,
    `  Tokens: ${num2(c.tokens[0])} \u2192 ${num2(c.tokens[1])} (${signed(c.tokens[1] - c.tokens[0])})`,
    `  Cost: ${usd(c.costUsd[0])} \u2192 ${usd(c.costUsd[1])} (${signed(c.costUsd[1] - c.costUsd[0], usd)})`,
    ""
  ), lines2.push(...printFiles(r.files ?? [], r), ""), r.environment && lines2.push("Environment:", ...printEnvChanges(r.environment), ""), (r.a.approval || r.b.approval) && lines2.push("Approval:", ...[r.a, r.b].filter((e) => e.approval).map((e) => `  ${e.id}: ${approvalText(e.approval)}`)), r.patches?.length && lines2.push("", ...r.patches.map((p2) => p2.diff.replace(/\n$/, ""))), lines2.join(`
`).trimEnd();
}
function printFiles(files, r) {
  let none = [r.a, r.b].filter((e) => e.noWorkspace).map((e) => `  (${e.id} captured no workspace)`);
  if (files.length === 0) return ["Files changed: none", ...none];
  let width = Math.min(60, Math.max(...files.map((f2) => f2.path.length))), counts = (f2) => f2.binary ? `binary, ${sizes(f2)}` : f2.large ? `large, ${sizes(f2)}` : f2.status === "T" ? "file \u2194 symlink" : f2.added === void 0 ? "symlink" : `+${f2.added} -${f2.removed}${f2.approximate ? " (approximate)" : ""}`, mode = (f2) => f2.mode ? `  mode ${f2.mode[0].toString(8)} \u2192 ${f2.mode[1].toString(8)}` : "";
  return [`Files changed: ${files.length}`, ...none, ...files.map((f2) => `  ${f2.status} ${f2.path.padEnd(width)}  ${counts(f2)}${mode(f2)}`)];
}
function printTurns(r) {
  let turns = r.turns ?? [];
  return [`Conversation from ${r.a.id} to ${r.b.id}: ${turns.length} turn(s) added${r.turnsByTime ? ` (the last message of ${r.a.id} is not in the transcript of ${r.b.id}: the turns after ${r.a.createdAt})` : ""}`, ...turns.map(printTurn)].join(`

`);
}
function printTurn(t) {
  let indent = (s3) => s3.replace(/\n/g, `
  `);
  return [
    t.prompt ? `> ${indent(t.prompt)}${t.at ? `   (${t.at})` : ""}` : "> (the turn under way goes on)",
    ...t.assistant.map((a) => `  ${indent(a)}`),
    ...t.tools.map((x) => `  \xB7 ${x}`)
  ].join(`
`);
}
var issueText, num2, signed, usd, name, sizes, init_print = __esm({
  "src/adapters/cli/print.ts"() {
    "use strict";
    init_format();
    init_hint();
    issueText = (i) => `${i.tracker} ${i.id}${i.url ? ` (${i.url})` : ""}`;
    num2 = (n) => n.toLocaleString("en-US"), signed = (n, f2 = num2) => n >= 0 ? `+${f2(n)}` : `-${f2(-n)}`, usd = (n) => `$${n.toFixed(2)}`, name = (e) => e.id ?? `the working tree ${e.folder}`;
    sizes = (f2) => f2.size.map((s3) => s3 === null ? "-" : formatBytes(s3)).join(" \u2192 ");
  }
});

// src/adapters/cli/commands/list.ts
var list_exports = {};
__export(list_exports, {
  printList: () => printList,
  run: () => run
});
async function run(ctx2, o, cli) {
  let r = await list(ctx2, o);
  for (let p2 of r.problems) cli.warnings.push(`skipped ${p2.file}: ${p2.error}`);
  return { data: r, text: printList(r, ctx2.now(), !!o.detailed) };
}
function printList(result2, now, detailed = !1, width = 100) {
  if (result2.rows.length === 0)
    return result2.tag ? `No checkpoints tagged "${result2.tag}"${result2.project ? ` for ${result2.project}. (\`pai-checkpoint list --all --tag ${result2.tag}\` looks in every project.)` : "."}` : result2.open ? result2.project ? `No unfinished work for ${result2.project}. (\`pai-checkpoint list --all --open\` shows every project.)` : "No unfinished work." : result2.project ? `No checkpoints for ${result2.project}. (\`pai-checkpoint list --all\` shows every project.)` : "No checkpoints.";
  let headers = ["ID", "TRIGGER", "CREATED", "SIZE", "VERIFIED", "PHASE", ...result2.all ? ["PROJECT"] : [], ...detailed ? ["STATUS", "APPROVAL", "CONTEXT", "SESSION", "PARENT", "TAGS"] : [], "TASK"], cells = result2.rows.map((r) => [
    result2.shortIds[r.id] ?? r.id,
    r.safety ? "safety" : r.trigger,
    `${formatAgo(now.getTime() - Date.parse(r.createdAt))} ago`,
    r.sizeBytes === void 0 ? "-" : formatBytes(r.sizeBytes),
    VERIFIED[r.sizeBytes === void 0 ? "none" : r.verified ? r.verified.ok ? "ok" : "failed" : "never"],
    r.phaseNumber ? `${r.phaseNumber} ${r.phase}` : "-",
    ...result2.all ? [shortProject(r.project, 24)] : [],
    ...detailed ? [r.completed === void 0 ? "-" : r.completed ? "done" : "open", r.approval?.status ?? "-", r.context ? `${Math.round(r.context.percent)}%${r.context.compactions ? ` ${r.context.compactions}c` : ""}` : "-", r.sessionId.slice(0, 8), r.parent ? result2.shortIds[r.parent] ?? r.parent.slice(-8) : "-", r.tags?.join(",") || "-"] : [],
    r.name ? `[${r.name}] ${r.taskSummary ?? ""}`.trim() : r.taskSummary || "-"
  ]), fixed = headers.slice(0, -1).reduce((n, h, i) => n + Math.max(h.length, ...cells.map((c) => c[i].length)) + 2, 0), room = Math.max(16, width - fixed);
  for (let c of cells) c[c.length - 1] = truncate(c[c.length - 1], room);
  let legend = `VERIFIED: ok = every part re-hashed and matched; FAILED = see \`pai-checkpoint verify <id>\`; not yet = never verified (\`pai-checkpoint verify --all\`); - = phase record only.${detailed ? `
CONTEXT: the share of the model's context window the conversation filled at the checkpoint, and its compactions so far (2c: two).` : ""}`;
  return `${table(headers, cells)}

${legend}`;
}
var VERIFIED, init_list2 = __esm({
  "src/adapters/cli/commands/list.ts"() {
    "use strict";
    init_format();
    init_list();
    init_resume();
    init_context2();
    init_print();
    VERIFIED = { ok: "ok", failed: "FAILED", never: "not yet", none: "-" };
  }
});

// src/app/search.ts
function parseQuery(query) {
  let terms = [];
  for (let m2 of query.matchAll(/([A-Za-z_]+:)?(?:"([^"]*)"?|(\S*))/g)) {
    let prefix = m2[1]?.slice(0, -1).toLowerCase(), value = (m2[2] ?? m2[3] ?? "").trim(), field = SEARCH_FIELDS.find((f2) => f2 === prefix);
    prefix !== void 0 && !field ? terms.push(plainTerm(`${prefix}:${value}`)) : field ? terms.push(qualified(field, value)) : value && terms.push(plainTerm(value));
  }
  if (terms.length === 0) throw new CheckpointError("USAGE", "the search query is empty", `${USAGE_HINT}; \`pai-checkpoint list\` shows every checkpoint`);
  return terms;
}
function plainTerm(value) {
  let text4 = value.toLowerCase(), term = { text: text4 }, issue2 = issueOf(value);
  issue2 && (term.issue = issue2);
  let phase = PHASES.findIndex((p2) => p2.toLowerCase() === text4);
  return phase >= 0 && (term.phase = phase + 1), term;
}
function qualified(field, value) {
  if (!value) throw new CheckpointError("USAGE", `${field}: has no value`, `give one: ${field}:<value>, or ${field}:"a phrase"`);
  let text4 = value.toLowerCase(), term = { field, text: text4 };
  if (field === "issue") {
    let issue2 = issueOf(value);
    issue2 && (term.issue = issue2);
  } else if (field === "phase") {
    let n = /^[1-7]$/.test(text4) ? Number(text4) : PHASES.findIndex((p2) => p2.toLowerCase() === text4) + 1;
    if (n < 1) throw new CheckpointError("USAGE", `phase:${value} is not a phase`, `phase:1 \u2026 phase:7, or a name: ${PHASES.map((p2) => p2.toLowerCase()).join(", ")}`);
    term.phase = n;
  } else {
    if (field === "trigger" && !TRIGGERS.includes(text4))
      throw new CheckpointError("USAGE", `trigger:${value} is not a trigger`, `one of ${TRIGGERS.join(", ")}`);
    if (field === "approval" && !Object.hasOwn(STATUSES2, text4))
      throw new CheckpointError("USAGE", `approval:${value} is not an approval status`, `one of ${Object.keys(STATUSES2).join(", ")}`);
  }
  return term;
}
function issueOf(value) {
  try {
    return parseIssueRef(value);
  } catch {
    return;
  }
}
async function search(ctx2, query, o = {}) {
  let terms = parseQuery(query), limit = o.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1) throw new CheckpointError("USAGE", `--limit must be at least 1, got ${limit}`);
  let project = o.all || o.session ? void 0 : ctx2.project, { rows: all, known, problems } = await checkpointRows(ctx2, { project, session: o.session, tag: o.tag }), candidates = all.map((r) => ({ ...r, tags: r.tags ?? [], annotations: r.annotations ?? [], linked_issues: r.linked_issues ?? [] })), matches = [];
  for (let c of candidates) {
    let row = scoreRow(c, terms);
    row && matches.push(row);
  }
  matches.sort((a, b2) => b2.score - a.score || (a.createdAt === b2.createdAt ? a.id < b2.id ? 1 : -1 : a.createdAt < b2.createdAt ? 1 : -1));
  let rows = matches.slice(0, limit), result2 = { query, terms, rows, total: matches.length, shortIds: shortIds(rows.map((r) => r.id), known), problems };
  return project && (result2.project = project), o.all && (result2.all = !0), result2;
}
function scoreRow(c, terms) {
  let score = 0, matched = /* @__PURE__ */ new Set(), inText = [];
  for (let t of terms) {
    let found = hits(c, t);
    if (found.length === 0) return;
    score += Math.max(...found.map((h) => h.score));
    for (let h of found)
      matched.add(h.field), h.text !== void 0 && (h.field === "annotation" || h.field === "task") && inText.push({ field: h.field, text: around(h.text, t.text) });
  }
  let row = { ...c, score, matched: SEARCH_FIELDS.filter((f2) => matched.has(f2)) }, snippet = inText.find((x) => x.field === "annotation") ?? inText[0];
  return snippet && (row.snippet = snippet), row;
}
function hits(c, t) {
  let out3 = [], want = (f2) => t.field === void 0 ? !QUALIFIED_ONLY.has(f2) : t.field === f2, has2 = (s3) => s3 !== void 0 && s3.toLowerCase().includes(t.text), best = (field, scores) => {
    let score = Math.max(0, ...scores);
    score > 0 && out3.push({ field, score });
  };
  if (want("tag") && best("tag", c.tags.map((tag2) => tagScore(tag2.toLowerCase(), t))), want("issue") && best("issue", c.linked_issues.map((i) => issueScore(i, t))), want("name") && has2(c.name) && out3.push({ field: "name", score: c.name.toLowerCase() === t.text ? SCORE.exact : SCORE.name }), want("annotation")) {
    let a = c.annotations.find((x) => has2(x.text));
    a && out3.push({ field: "annotation", score: SCORE.text, text: a.text });
  }
  return want("task") && has2(c.taskSummary) && out3.push({ field: "task", score: SCORE.text, text: c.taskSummary }), want("phase") && t.phase !== void 0 && t.phase === c.phaseNumber && out3.push({ field: "phase", score: SCORE.attribute }), want("trigger") && c.trigger.toLowerCase() === t.text && out3.push({ field: "trigger", score: SCORE.attribute }), want("approval") && c.approval?.status === t.text && out3.push({ field: "approval", score: SCORE.attribute }), out3;
}
function issueScore(i, t) {
  return t.issue?.tracker === i.tracker && t.issue.id === i.id || i.id.toLowerCase() === t.text ? SCORE.exact : [i.id, i.url ?? ""].some((s3) => s3.toLowerCase().includes(t.text)) || t.field === "issue" && i.tracker === t.text ? SCORE.part : 0;
}
function tagScore(tag2, t) {
  return tag2 === t.text ? SCORE.exact : t.field === "tag" ? tagMatches(t.text, tag2) ? SCORE.tagPrefix : 0 : tag2.startsWith(`${t.text}/`) ? SCORE.tagPrefix : tag2.includes(t.text) ? SCORE.part : 0;
}
function around(text4, needle, width = 80) {
  let flat2 = text4.replace(/\s+/g, " ").trim();
  if (flat2.length <= width) return flat2;
  let start = Math.max(0, flat2.toLowerCase().indexOf(needle) - 20), end = Math.min(flat2.length, start + width);
  start = end - width;
  let head = start > 0 ? "\u2026" : "", tail = end < flat2.length ? "\u2026" : "";
  return `${head}${flat2.slice(start + head.length, end - tail.length)}${tail}`;
}
var SEARCH_FIELDS, QUALIFIED_ONLY, STATUSES2, SCORE, USAGE_HINT, init_search = __esm({
  "src/app/search.ts"() {
    "use strict";
    init_errors2();
    init_triggers();
    init_schema();
    init_facts();
    init_list();
    SEARCH_FIELDS = ["tag", "issue", "name", "annotation", "task", "phase", "trigger", "approval"], QUALIFIED_ONLY = /* @__PURE__ */ new Set(["trigger", "approval"]), STATUSES2 = { pending: !0, approved: !0, rejected: !0, auto_approved: !0 }, SCORE = { exact: 10, tagPrefix: 8, name: 5, part: 4, text: 3, attribute: 2 }, USAGE_HINT = 'search words (all must match), "a phrase", or field:value with tag:, issue:, name:, annotation:, task:, phase:, trigger:, approval:';
  }
});

// src/adapters/cli/commands/search.ts
var search_exports = {};
__export(search_exports, {
  printSearch: () => printSearch,
  run: () => run2
});
async function run2(ctx2, o, cli) {
  let r = await search(ctx2, o.query ?? "", o);
  for (let p2 of r.problems) cli.warnings.push(`skipped ${p2.file}: ${p2.error}`);
  return { data: r, text: printSearch(r, ctx2.now()), exitCode: r.total ? EXIT.OK : EXIT.NOT_FOUND };
}
function printSearch(r, now, width = 100) {
  if (r.rows.length === 0) {
    let q2 = shellWord(r.query);
    return `No checkpoint matches ${q2}${r.project ? ` in ${r.project}. (\`pai-checkpoint search --all ${q2}\` looks in every project.)` : "."}`;
  }
  let headers = ["ID", "CREATED", "TRIGGER", "PHASE", ...r.all ? ["PROJECT"] : [], "MATCHED", "TEXT"], cells = r.rows.map((row) => [
    r.shortIds[row.id] ?? row.id,
    `${formatAgo(now.getTime() - Date.parse(row.createdAt))} ago`,
    row.safety ? "safety" : row.trigger,
    row.phaseNumber ? `${row.phaseNumber} ${row.phase}` : "-",
    ...r.all ? [shortProject(row.project, 24)] : [],
    row.matched.join(","),
    // The matched annotation or task; else what the checkpoint is about, as list shows it.
    row.snippet ? `${row.snippet.field === "annotation" ? "note: " : ""}${row.snippet.text}` : row.name ? `[${row.name}] ${row.taskSummary ?? ""}`.trim() : row.taskSummary || "-"
  ]), fixed = headers.slice(0, -1).reduce((n, h, i) => n + Math.max(h.length, ...cells.map((c) => c[i].length)) + 2, 0), room = Math.max(16, width - fixed);
  for (let c of cells) c[c.length - 1] = truncate(c[c.length - 1], room);
  let more = r.total > r.rows.length ? `

The best ${r.rows.length} of ${r.total} matches; --limit <n> shows more.` : "";
  return `${table(headers, cells)}${more}`;
}
var shellWord, init_search2 = __esm({
  "src/adapters/cli/commands/search.ts"() {
    "use strict";
    init_search();
    init_errors2();
    init_resume();
    init_context2();
    init_print();
    shellWord = (s3) => `'${s3.replace(/'/g, "'\\''")}'`;
  }
});

// src/domain/volume/retention.ts
function protectedEntry(e) {
  return e.trigger === "complete" || e.trigger === "error" || !!e.name || e.tags.length > 0;
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
async function applyRetention(store, sessionId, policy, now, dryRun2 = !1) {
  let plan = planRetention((await loadIndex(store, sessionId)).checkpoints, policy, now);
  if (!dryRun2) for (let id of plan.deleted) await deleteCheckpoint(store, sessionId, id);
  return plan;
}
var init_retention = __esm({
  "src/domain/volume/retention.ts"() {
    "use strict";
    init_store();
  }
});

// src/domain/summary/collect.ts
function cut(s3, max) {
  if (s3.length <= max) return s3;
  let end = max - 1, c = s3.charCodeAt(end - 1);
  return c >= 55296 && c <= 56319 && end--, `${s3.slice(0, end).trimEnd()}\u2026`;
}
function oneLine(s3, max = ITEM_MAX) {
  return cut(s3.slice(0, max * 4).replace(/\s+/g, " ").trim(), max);
}
function codeSpan(s3) {
  return s3.includes("`") ? s3.includes("``") ? `\`\`\` ${s3} \`\`\`` : `\`\` ${s3} \`\`` : `\`${s3}\``;
}
function isSignalLine(line2) {
  return line2.includes("\u2501\u2501\u2501") || mayContainSignal(line2) && scanAlgorithmText(line2).length > 0;
}
function clean(sentence) {
  return sentence.replace(/^(?:>\s*)+/, "").replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, "").replace(/\*\*|__/g, "").replace(/\s+/g, " ").trim();
}
function sentences(text4) {
  let out3 = [], fenced = !1;
  for (let raw of text4.slice(0, SCAN_MAX).split(`
`)) {
    let line2 = raw.trim();
    if (line2.startsWith("```") || line2.startsWith("~~~")) {
      fenced = !fenced;
      continue;
    }
    if (!(fenced || !line2 || !line2.includes("?") && !MAYBE.test(line2) || isSignalLine(line2)))
      for (let part of line2.split(/(?<=[.!?])\s+/)) {
        let s3 = clean(part);
        s3 && s3.length <= SENTENCE_MAX && out3.push(s3);
      }
  }
  return out3;
}
function statementOf(sentence) {
  if (sentence.endsWith("?")) return { kind: "question", text: sentence };
  if (!/^(?:if|unless|whether)\b/i.test(sentence)) {
    if (BLOCKER.some((re2) => re2.test(sentence))) return { kind: "blocker", text: sentence };
    if (DECISION.some((re2) => re2.test(sentence))) return { kind: "decision", text: sentence.replace(/^decision\s*:\s*/i, "") };
  }
}
function segments(line2) {
  return line2.split(/&&|\|\||;|\|/).map((seg) => {
    let words = seg.trim().split(/\s+/), i = 0;
    for (; i < words.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]) || WRAPPERS.has(words[i])); ) i++;
    return words.slice(i).join(" ");
  });
}
function programOf(line2) {
  for (let seg of segments(line2)) {
    let words = seg.split(" ").filter(Boolean), first = words[0];
    if (!first || SCENE.has(first)) continue;
    let base = first.replace(/^.*\//, "");
    if (!SUBCOMMANDS.has(base)) return base;
    let rest = words.slice(1).filter((w2) => !w2.startsWith("-"));
    return [base, ...rest[0] === "run" ? rest.slice(0, 2) : rest.slice(0, 1)].join(" ");
  }
  return line2.trim().split(/\s+/)[0] ?? "";
}
function relative(path, cwd) {
  return cwd && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
}
function describeCall(use, cwd) {
  let command2 = use.input.command;
  if (use.name === "Bash" && typeof command2 == "string") {
    let lines2 = command2.slice(0, SENTENCE_MAX).split(`
`).map((l) => l.trim()).filter(Boolean), first = lines2[0] ?? "", what = cut(oneLine(first, WHAT_MAX) + (lines2.length > 1 ? " \u2026" : ""), WHAT_MAX);
    return { use, kind: `Bash:${programOf(first)}`, what, check: segments(first).some((s3) => CHECK.test(s3)) };
  }
  let file2 = toolFile(use);
  if (file2) {
    let path = relative(file2.path, cwd);
    return file2.modifies ? { use, kind: `edit:${file2.path}`, what: oneLine(`edit ${path}`, WHAT_MAX), changes: path } : { use, kind: `${use.name}:${file2.path}`, what: oneLine(`${use.name === "Read" ? "read" : use.name} ${path}`, WHAT_MAX) };
  }
  let key = TELLING.find((k2) => typeof use.input[k2] == "string" && use.input[k2]) ?? Object.keys(use.input).find((k2) => typeof use.input[k2] == "string" && use.input[k2]), value = key === void 0 ? "" : ` ${use.input[key]}`;
  return { use, kind: use.name, what: oneLine(`${use.name}${value}`, WHAT_MAX) };
}
function errorLine(text4) {
  let lines2 = (text4 ?? "").slice(0, 8192).replace(/<\/?tool_use_error>/g, "").split(`
`).map((l) => l.trim()).filter(Boolean), exit = lines2[0] !== void 0 ? /^Exit code (\d+)$/.exec(lines2[0])?.[1] : void 0;
  exit !== void 0 && lines2.shift();
  let line2 = lines2.find((l) => ERRORISH.some((re2) => re2.test(l))) ?? lines2[0];
  return exit === void 0 ? oneLine(line2 ?? "failed", ERROR_MAX) : line2 === void 0 ? `exit ${exit}` : `${oneLine(line2, ERROR_MAX - 10)} (exit ${exit})`;
}
var ITEM_MAX, PROGRESS_MAX, LIST_MAX, SCAN_MAX, SENTENCE_MAX, WHAT_MAX, ERROR_MAX, OPEN_MAX2, TASKS_MAX, KEEP, Recent, DECISION, BLOCKER, MAYBE, SUBCOMMANDS, WRAPPERS, SCENE, CHECK, TELLING, ERRORISH, SummaryCollector, init_collect = __esm({
  "src/domain/summary/collect.ts"() {
    "use strict";
    init_phase();
    init_reader();
    ITEM_MAX = 200, PROGRESS_MAX = 10, LIST_MAX = 8, SCAN_MAX = 64 * 1024, SENTENCE_MAX = 2e3, WHAT_MAX = 60, ERROR_MAX = 90, OPEN_MAX2 = 256, TASKS_MAX = 512, KEEP = 64;
    Recent = class {
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
    }, DECISION = [
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
    SUBCOMMANDS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun", "npx", "pnpx", "bunx", "deno", "git", "go", "cargo", "make", "docker", "kubectl", "pip", "pip3", "uv", "poetry", "dotnet", "mvn", "gradle", "gradlew"]), WRAPPERS = /* @__PURE__ */ new Set(["sudo", "env", "time", "nohup", "command", "exec"]), SCENE = /* @__PURE__ */ new Set(["cd", "pushd", "popd", "export", "source", ".", "set", "unset", "true", ":"]), CHECK = /^(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|build|lint|check|typecheck|ci|verify)\b|(?:npx|pnpx|bunx)\s+(?:vitest|jest|mocha|tsc|eslint|playwright|ava)\b|(?:pytest|tox|nox|vitest|jest|mocha|tsc|eslint|ruff|mypy|phpunit|rspec|ctest|make)\b|go\s+(?:test|build|vet)\b|cargo\s+(?:test|build|check|clippy)\b|(?:mvn|gradle|\.\/gradlew|\.\/mvnw)\b|dotnet\s+(?:test|build)\b|(?:node|deno|bun)\s+--?test\b|deno\s+test\b|python3?\s+-m\s+(?:pytest|unittest)\b)/;
    TELLING = ["command", "pattern", "url", "query", "path", "prompt", "description", "subject", "skill", "taskId"];
    ERRORISH = [/\b[A-Z]\w*(?:Error|Exception)\b(?!\()/, /\b(?:errors?|fail|failed|failure|cannot|can't|not found|no such|denied|missing|invalid|refused|fatal|unable|not allowed|timed out)\b/i];
    SummaryCollector = class {
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
      signals() {
        let task = this.task === void 0 ? [] : [oneLine(`Task: ${this.task}`)], failures = this.failures.values(), blockers = [...failures.filter((f2) => f2.fixedBy === void 0).map((f2) => ({ seq: f2.seq, text: oneLine(`${codeSpan(f2.what)} still fails: ${f2.error}`) })), ...this.statedBlockers.values()].sort((a, b2) => a.seq - b2.seq).map((b2) => b2.text);
        for (let q2 of this.questions) blockers.push(oneLine(`Open question: ${q2}`));
        return {
          progress: [...task, ...this.progress.values().slice(-(PROGRESS_MAX - task.length))],
          decisions: this.decisions.values().slice(-LIST_MAX),
          failed: failures.slice(-LIST_MAX).map((f2) => f2.fixedBy === void 0 ? { what: f2.what, error: f2.error } : { what: f2.what, error: f2.error, fixedBy: f2.fixedBy }),
          blockers: blockers.slice(-LIST_MAX)
        };
      }
      readText(text4) {
        if (mayContainSignal(text4))
          for (let s3 of scanAlgorithmText(text4.slice(0, SCAN_MAX))) s3.kind === "task" && (this.task = oneLine(s3.summary));
        for (let sentence of sentences(text4)) {
          let st2 = statementOf(sentence);
          if (!st2) continue;
          let line2 = oneLine(st2.text), key = line2.toLowerCase();
          st2.kind === "decision" ? this.decisions.set(key, line2) : st2.kind === "blocker" ? this.statedBlockers.set(key, { seq: this.seq, text: line2 }) : this.questions.includes(line2) || (this.questions = [...this.questions, line2].slice(-2));
        }
      }
      readResult(result2) {
        let call = this.calls.get(result2.toolUseId);
        call && (this.calls.delete(result2.toolUseId), isTaskTool(call.use.name) && this.readTask(call.use, result2), result2.isError ? this.failed(call, errorLine(result2.error)) : this.succeeded(call));
      }
      failed(call, error) {
        this.failures.set(`${call.what}
${error}`, { seq: this.seq, kind: call.kind, what: call.what, error }), call.check && this.progress.delete(`run:${call.what}`);
      }
      succeeded(call) {
        for (let f2 of this.failures.values()) f2.kind === call.kind && f2.fixedBy === void 0 && (f2.fixedBy = call.what);
        call.changes !== void 0 && this.progress.set(`file:${call.changes}`, oneLine(`Changed ${call.changes}`)), call.check && this.progress.set(`run:${call.what}`, oneLine(`Ran ${codeSpan(call.what)}: passed`));
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
  }
});

// src/domain/transcript/conversation.ts
function usageCost(model, t, prices = DEFAULT_PRICES) {
  let price2 = prices.find(([re2]) => re2.test(model))?.[1];
  return price2 ? (t.input * price2.input + t.output * price2.output + t.cache_creation * price2.cache_creation + t.cache_read * price2.cache_read) / 1e6 : 0;
}
async function* linesOf(stream, maxLine, onOversized) {
  let parts = [], held = 0, dropping = !1;
  for await (let chunk of stream) {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from))
      dropping || held + nl - from > maxLine ? onOversized() : yield Buffer.concat([...parts, chunk.subarray(from, nl)]).toString("utf8"), parts = [], held = 0, dropping = !1, from = nl + 1;
    if (dropping) continue;
    let rest = chunk.subarray(from);
    held + rest.length > maxLine ? (dropping = !0, parts = [], held = 0) : rest.length && (parts.push(Buffer.from(rest)), held += rest.length);
  }
  return dropping ? (onOversized(), void 0) : held ? Buffer.concat(parts).toString("utf8") : void 0;
}
function emptySummary() {
  return {
    lines: 0,
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
async function summarizeTranscript(path, prices = DEFAULT_PRICES, o = {}) {
  let fh = await openRegular(path);
  if (!fh) return;
  let stream = fh.createReadStream({ highWaterMark: 1024 * 1024 }), r = { s: emptySummary(), usageById: /* @__PURE__ */ new Map(), pending: /* @__PURE__ */ new Map(), taskCalls: /* @__PURE__ */ new Map(), read: /* @__PURE__ */ new Set(), modified: /* @__PURE__ */ new Set(), tasks: /* @__PURE__ */ new Map(), collector: new SummaryCollector() }, lines2 = linesOf(stream, o.maxLineBytes ?? MAX_LINE_BYTES, () => r.s.oversized_lines++), nextLine = () => lines2.next().catch((err) => {
    throw new CheckpointError("IO", `${path}: the transcript could not be read: ${err instanceof Error ? err.message : String(err)}`, void 0, { cause: err });
  }), next = await nextLine();
  for (; !next.done; next = await nextLine()) {
    let raw = next.value.endsWith("\r") ? next.value.slice(0, -1) : next.value;
    if (!raw.trim()) continue;
    r.s.lines++;
    let line2 = parse3(raw);
    line2 === UNPARSABLE ? r.s.unparsable_lines++ : readLine(r, line2);
  }
  let last = next.value;
  if (last !== void 0 && last.trim()) {
    let line2 = parse3(last);
    line2 === UNPARSABLE ? r.s.partial_last_line = !0 : (r.s.lines++, readLine(r, line2));
  }
  return finish(r, prices);
}
function parse3(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return UNPARSABLE;
  }
}
function readLine(r, line2) {
  let { s: s3 } = r;
  for (let ev of lineEvents(line2))
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
    r.usageById.set(ev.id, { usage: ev.usage, model: ev.model ?? "" });
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
  let call = r.taskCalls.get(result2.toolUseId);
  if (!call) return;
  r.taskCalls.delete(result2.toolUseId);
  let op = taskOperation(call, result2);
  if (!op) return;
  let task = applyTaskOperation(r.tasks.get(op.id), op);
  task ? r.tasks.set(op.id, task) : r.tasks.delete(op.id);
}
function finish(r, prices) {
  let { s: s3 } = r, models = /* @__PURE__ */ new Set();
  for (let { usage: t, model } of r.usageById.values())
    s3.tokens.input += t.input, s3.tokens.output += t.output, s3.tokens.cache_creation += t.cache_creation, s3.tokens.cache_read += t.cache_read, s3.cost_estimate_usd += usageCost(model, t, prices), model && models.add(model);
  s3.tokens.total = s3.tokens.input + s3.tokens.output + s3.tokens.cache_creation + s3.tokens.cache_read;
  for (let k2 of ["input", "output", "cache_creation", "cache_read", "total"]) s3.tokens[k2] = Math.min(s3.tokens[k2], Number.MAX_SAFE_INTEGER);
  return s3.cost_estimate_usd = Math.round(s3.cost_estimate_usd * 1e6) / 1e6, s3.models = [...models].sort(), s3.files_read = [...r.read].sort(), s3.files_modified = [...r.modified].sort(), s3.tasks = [...r.tasks].map(([id, t]) => ({ id, subject: t.subject, status: t.status })), s3.pending_tool_calls = [...r.pending].map(([id, name2]) => ({ id, name: name2 })), s3.signals = r.collector.signals(), s3;
}
var DEFAULT_PRICES, TEXT_CAP, MAX_LINE_BYTES, UNPARSABLE, init_conversation = __esm({
  "src/domain/transcript/conversation.ts"() {
    "use strict";
    init_errors2();
    init_regular();
    init_collect();
    init_reader();
    DEFAULT_PRICES = [
      [/opus/i, { input: 15, output: 75, cache_creation: 18.75, cache_read: 1.5 }],
      [/sonnet/i, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }],
      [/haiku/i, { input: 0.8, output: 4, cache_creation: 1, cache_read: 0.08 }],
      [/.*/, { input: 3, output: 15, cache_creation: 3.75, cache_read: 0.3 }]
    ];
    TEXT_CAP = 2e3, MAX_LINE_BYTES = 64 * 1024 * 1024;
    UNPARSABLE = /* @__PURE__ */ Symbol("unparsable");
  }
});

// src/platform/spawn.ts
function exited(child, name2, okCodes, stderr) {
  return new Promise((resolve13, reject2) => {
    child.once("error", (err) => reject2(new CheckpointError("IO", `${name2} could not run: ${err.message}`))), child.once("close", (code, signal) => {
      code !== null && okCodes.includes(code) ? resolve13() : reject2(new CheckpointError("IO", `${name2} failed (${signal ?? `exit ${code}`}): ${stderr().trim().split(`
`).slice(-3).join(" | ")}`));
    });
  });
}
function stderrOf(child) {
  let err = "";
  return child.stderr?.setEncoding("utf8"), child.stderr?.on("data", (d) => {
    err += d, err.length > 2 * STDERR_KEPT && (err = err.slice(-STDERR_KEPT));
  }), () => err;
}
function endAfter(stream, done, abort) {
  let out3 = new import_node_stream4.PassThrough({ highWaterMark: 1048576 }), ended = !1, fail = (err) => {
    abort(), out3.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  return out3.once("close", () => {
    ended || (abort(), stream.destroy());
  }), stream.once("error", fail), stream.pipe(out3, { end: !1 }), Promise.all([done, new Promise((resolve13) => stream.once("end", resolve13))]).then(() => {
    ended = !0, out3.end();
  }, fail), out3;
}
function spawnDetached(script, args, env, nodeArgs = []) {
  return new Promise((resolve13) => {
    try {
      let child = (0, import_node_child_process2.spawn)(process.execPath, [...nodeArgs, script, ...args], { detached: !0, stdio: "ignore", env, cwd: "/" });
      child.once("spawn", () => resolve13(void 0)), child.once("error", (err) => resolve13(err.message)), child.unref();
    } catch (err) {
      resolve13(err instanceof Error ? err.message : String(err));
    }
  });
}
function spawnLogged(command2, args, o) {
  let fd = (0, import_node_fs25.openSync)(o.log, "a", 384);
  return new Promise((resolve13, reject2) => {
    let child = (0, import_node_child_process2.spawn)(command2, args, { detached: !0, stdio: ["ignore", fd, fd], env: o.env, cwd: o.cwd });
    child.once("spawn", () => resolve13(child.pid ?? 0)), child.once("error", (err) => reject2(new Error(`could not start ${command2}: ${err.message}`))), child.unref();
  }).finally(() => (0, import_node_fs25.closeSync)(fd));
}
var import_node_child_process2, import_node_fs25, import_node_stream4, STDERR_KEPT, init_spawn = __esm({
  "src/platform/spawn.ts"() {
    "use strict";
    import_node_child_process2 = require("node:child_process"), import_node_fs25 = require("node:fs"), import_node_stream4 = require("node:stream");
    init_errors2();
    STDERR_KEPT = 64 * 1024;
  }
});

// src/platform/which.ts
function commandOnPath(cmd, path = process.env.PATH) {
  for (let dir2 of (path ?? "").split(import_node_path21.delimiter)) {
    if (!(0, import_node_path21.isAbsolute)(dir2)) continue;
    let command2 = (0, import_node_path21.join)(dir2, cmd);
    try {
      if ((0, import_node_fs26.accessSync)(command2, import_node_fs26.constants.X_OK), (0, import_node_fs26.statSync)(command2).isFile()) return command2;
    } catch {
    }
  }
}
var import_node_fs26, import_node_path21, init_which = __esm({
  "src/platform/which.ts"() {
    "use strict";
    import_node_fs26 = require("node:fs"), import_node_path21 = require("node:path");
  }
});

// src/platform/zstd-frames.ts
function readLE(buf, at2, size) {
  let v2 = 0;
  for (let i = size - 1; i >= 0; i--) v2 = v2 * 256 + buf[at2 + i];
  return v2;
}
function windowSize(descriptor) {
  let base = 2 ** (10 + (descriptor >> 3));
  return base + base / 8 * (descriptor & 7);
}
var MAGIC2, SKIPPABLE_MASK, SKIPPABLE, MAX_BLOCK, ZstdFrameSplitter, init_zstd_frames = __esm({
  "src/platform/zstd-frames.ts"() {
    "use strict";
    init_errors2();
    MAGIC2 = 4247762216, SKIPPABLE_MASK = 4294967280, SKIPPABLE = 407710288, MAX_BLOCK = 128 * 1024, ZstdFrameSplitter = class {
      /**
       * @param maxFrameBytes most bytes one frame may decompress to (its bound); refused beyond.
       * @param name what the input is, for error messages (a file name).
       * @param tooLarge the error for a frame past `maxFrameBytes` (default: INVALID_DATA naming it).
       */
      constructor(maxFrameBytes, name2 = "zstd data", tooLarge3) {
        this.maxFrameBytes = maxFrameBytes;
        this.name = name2;
        this.tooLarge = tooLarge3;
      }
      maxFrameBytes;
      name;
      tooLarge;
      #queue = [];
      #queued = 0;
      #offset = 0;
      // of the queue's first byte in the whole input: for errors
      #state = "magic";
      #skip = 0;
      #frame = [];
      #frameStart = 0;
      #frameBytes = 0;
      #bound = 0;
      #blocks = [0, 0, 0];
      #blockMax = MAX_BLOCK;
      #contentSize;
      #checksum = !1;
      /** Feeds input; returns the frames it completed (possibly none). Throws on malformed input. */
      write(chunk) {
        chunk.length > 0 && (this.#queue.push(chunk), this.#queued += chunk.length);
        let out3 = [];
        for (; ; ) {
          let frame = this.#step();
          if (frame === !1) return out3;
          frame && out3.push(frame);
        }
      }
      /** The input has ended: throws if it stopped inside a frame. */
      end() {
        if (this.#state !== "magic" || this.#queued > 0)
          throw this.#bad(`ends inside a frame (at byte ${this.#offset + this.#queued})`, "the file is truncated");
      }
      /** One parsing step: a completed frame, undefined (progress, nothing completed) or false (needs more input). */
      #step() {
        switch (this.#state) {
          case "skip": {
            if (this.#queued === 0) return !1;
            let n = Math.min(this.#skip, this.#queued);
            this.#take(n, !1), this.#skip -= n, this.#skip === 0 && (this.#state = "magic");
            return;
          }
          case "magic":
            return this.#frameHeader();
          case "blocks":
            return this.#block();
          case "checksum":
            return this.#queued < 4 ? !1 : (this.#keep(this.#take(4)), this.#finish());
        }
      }
      #frameHeader() {
        if (this.#queued < 4) return !1;
        let head = this.#peek(Math.min(this.#queued, 14)), magic = head.readUInt32LE(0);
        if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE) {
          if (head.length < 8) return !1;
          this.#skip = head.readUInt32LE(4), this.#take(8), this.#state = "skip";
          return;
        }
        if (magic !== MAGIC2) throw this.#bad(`has no zstd frame at byte ${this.#offset} (magic 0x${magic.toString(16)})`, "the file is damaged or not zstd-compressed");
        if (head.length < 5) return !1;
        let fhd = head[4], fcsFlag = fhd >> 6, singleSegment = (fhd & 32) !== 0;
        if (fhd & 8) throw this.#bad(`has a reserved bit set in the frame header at byte ${this.#offset}`, "the file is damaged");
        let didSize = [0, 1, 2, 4][fhd & 3], fcsSize = fcsFlag === 0 ? singleSegment ? 1 : 0 : [0, 2, 4, 8][fcsFlag], size = 5 + (singleSegment ? 0 : 1) + didSize + fcsSize;
        if (head.length < size) return !1;
        if (didSize > 0 && readLE(head, 5 + (singleSegment ? 0 : 1), didSize) !== 0)
          throw this.#bad(`needs a zstd dictionary (frame at byte ${this.#offset})`, "it was not written by pai-checkpoint; decompress it with the zstd command and its dictionary");
        this.#contentSize = fcsSize === 0 ? void 0 : readLE(head, size - fcsSize, fcsSize) + (fcsSize === 2 ? 256 : 0);
        let window2 = singleSegment ? this.#contentSize ?? 0 : windowSize(head[5]);
        this.#blockMax = Math.min(window2, MAX_BLOCK), this.#checksum = (fhd & 4) !== 0, this.#frameStart = this.#offset, this.#frameBytes = 0, this.#bound = 0, this.#blocks = [0, 0, 0], this.#contentSize !== void 0 && this.#check(this.#contentSize), this.#frame = [], this.#keep(this.#take(size)), this.#state = "blocks";
      }
      #block() {
        if (this.#queued < 3) return !1;
        let h = readLE(this.#peek(3), 0, 3), last = (h & 1) === 1, type = h >> 1 & 3, size = h >>> 3;
        if (type === 3) throw this.#bad(`has a reserved block type at byte ${this.#offset}`, "the file is damaged");
        if (size > this.#blockMax) throw this.#bad(`has a block of ${size} bytes, over the frame's maximum of ${this.#blockMax}, at byte ${this.#offset}`, "the file is damaged");
        let body = type === 1 ? 1 : size;
        if (this.#queued < 3 + body) return !1;
        if (this.#bound += type === 2 ? this.#blockMax : size, this.#blocks[type]++, this.#contentSize === void 0 && this.#check(this.#bound), this.#keep(this.#take(3 + body)), !!last) {
          if (this.#checksum) {
            this.#state = "checksum";
            return;
          }
          return this.#finish();
        }
      }
      #finish() {
        let frame = { data: Buffer.concat(this.#frame), bound: this.#contentSize ?? this.#bound, contentSize: this.#contentSize, blocks: this.#blocks };
        return this.#frame = [], this.#state = "magic", frame;
      }
      /** Adds bytes to the current frame; a frame is never buffered past the limit, whatever its header claims. */
      #keep(bytes) {
        this.#frameBytes += bytes.length, this.#check(this.#frameBytes), this.#frame.push(bytes);
      }
      #check(bound) {
        if (!(bound <= this.maxFrameBytes))
          throw this.tooLarge?.(this.#frameStart, bound) ?? this.#bad(`has a frame (at byte ${this.#frameStart}) that expands to more than ${this.maxFrameBytes} bytes`, "decompress it with the zstd command");
      }
      #bad(what, hint) {
        return new CheckpointError("INVALID_DATA", `${this.name} ${what}`, hint);
      }
      /** The first `n` bytes (n ≤ queued), without consuming them (joins only the chunks they span). */
      #peek(n) {
        let k2 = 0;
        for (let have = 0; have < n; k2++) have += this.#queue[k2].length;
        return k2 > 1 && this.#queue.splice(0, k2, Buffer.concat(this.#queue.slice(0, k2))), this.#queue[0].subarray(0, n);
      }
      /** Consumes the first `n` bytes (n ≤ queued); returns them unless `keep` is false (a skipped frame). */
      #take(n, keep = !0) {
        let parts = [], need = n, whole = 0;
        for (; need > 0; ) {
          let chunk = this.#queue[whole];
          chunk.length <= need ? (keep && parts.push(chunk), need -= chunk.length, whole++) : (keep && parts.push(chunk.subarray(0, need)), this.#queue[whole] = chunk.subarray(need), need = 0);
        }
        return this.#queue.splice(0, whole), this.#queued -= n, this.#offset += n, parts.length === 1 ? parts[0] : Buffer.concat(parts);
      }
    };
  }
});

// src/platform/codec.ts
function zstdOnPath(path = process.env.PATH ?? "") {
  let command2 = commandOnPath("zstd", path);
  return command2 ? { kind: "cli", command: command2 } : void 0;
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
  return new CheckpointError("IO", `no zstd compressor found: zstd is not installed (neither the \`zstd\` command on PATH nor the ${BINDING} package), and it is needed to ${purpose}`, INSTALL);
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
function decompressStream(source, o = {}) {
  let name2 = o.name ?? ("file" in source ? source.file : "zstd input"), unreadable = (err) => new CheckpointError("INVALID_DATA", `${name2} unreadable: ${errorMessage(err)}`, "the file is damaged or not zstd-compressed");
  return codecStream(
    source,
    o,
    (zstd) => zstd.kind === "cli" ? cliEngine(zstd.command, ["-d", "-q", "-c"], source, "zstd -d", unreadable) : inProcess(source, unbinder(zstd.binding, name2, unreadable))
  );
}
function codecStream(source, o, start) {
  let limit = limiter(o.maxBytes, o.tooLarge), input = "file" in source ? void 0 : "stream" in source ? source.stream : source.pipe;
  input?.on("error", (err) => limit.destroy(err));
  let engine, begin = (zstd) => limit.destroyed ? Promise.resolve() : (engine = start(zstd), engine.output.on("error", (err) => limit.destroy(err)), engine.output.pipe(limit), engine.done), done;
  try {
    let chosen = choose(o);
    done = chosen instanceof Promise ? chosen.then(begin) : begin(chosen);
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
    if (o.zstd === "cli") return Promise.reject(new CheckpointError("IO", `the zstd command is not on PATH (it is needed to ${o.purpose ?? "run zstd"})`, INSTALL));
  }
  return loadBinding().then((binding) => {
    if (binding) return { kind: "binding", binding };
    throw o.zstd === "binding" ? new CheckpointError("IO", `the ${BINDING} binding is not installed`, INSTALL) : noZstdError(o.purpose);
  });
}
function cliEngine(command2, args, source, name2, failed) {
  let stdin = "file" in source ? "ignore" : "pipe" in source ? source.pipe : "pipe", child = (0, import_node_child_process3.spawn)(command2, "file" in source ? [...args, "--", source.file] : args, { stdio: [stdin, "pipe", "pipe"] });
  "pipe" in source && source.pipe.destroy(), "stream" in source && (child.stdin.on("error", () => {
  }), source.stream.pipe(child.stdin));
  let done = exited(child, name2, [0], stderrOf(child)).catch((err) => {
    throw failed && child.pid !== void 0 ? failed(err) : err;
  });
  return { output: child.stdout, done, kill: () => child.kill("SIGKILL") };
}
function inProcess(source, transform) {
  let input;
  return "file" in source ? (input = (0, import_node_fs27.createReadStream)(source.file), input.once("error", (err) => transform.destroy(err))) : input = "stream" in source ? source.stream : source.pipe, input.pipe(transform), {
    output: transform,
    done: Promise.resolve(),
    kill: () => {
      transform.destroy(), "file" in source && input.destroy();
    }
  };
}
function binder(binding, level) {
  let pending = [], pendingBytes = 0, emit = async (self3, all) => {
    let rest = Buffer.concat(pending);
    for (pending = []; rest.length >= BINDING_FRAME_BYTES || all && rest.length > 0; ) {
      let frame = rest.subarray(0, BINDING_FRAME_BYTES);
      rest = rest.subarray(frame.length), self3.push(await binding.compress(frame, level));
    }
    rest.length && pending.push(rest), pendingBytes = rest.length;
  };
  return new import_node_stream5.Transform({
    transform(chunk, _e2, done) {
      if (pending.push(chunk), pendingBytes += chunk.length, pendingBytes < BINDING_FRAME_BYTES) return done();
      emit(this, !1).then(() => done(), done);
    },
    flush(done) {
      emit(this, !0).then(() => done(), done);
    }
  });
}
function unbinder(binding, name2, failed) {
  let splitter = new ZstdFrameSplitter(
    BINDING_FRAME_LIMIT,
    name2,
    (at2, bound) => new CheckpointError(
      "TOO_LARGE",
      `${name2} holds a zstd frame (at byte ${at2}) that expands to ${bound > BINDING_FRAME_LIMIT * 4 ? "far " : ""}more than ${BINDING_FRAME_LIMIT / 1024 / 1024} MiB; without the zstd command such a frame would be decompressed whole in memory, so it is refused (archives the ${BINDING} binding writes have frames of ${BINDING_FRAME_BYTES / 1024 / 1024} MiB; the zstd command writes one frame per file)`,
      "install the zstd command (apt-get install zstd, brew install zstd): it decompresses any frame as a stream"
    )
  ), decode2 = async (self3, frames) => {
    for (let frame of frames) {
      let out3 = await binding.decompress(frame.data).catch((err) => {
        throw failed(`the ${BINDING} binding: ${errorMessage(err)}`);
      });
      if (out3.length > frame.bound) throw new CheckpointError("INVALID_DATA", `${name2}: a zstd frame expanded to ${out3.length} bytes, more than its headers allow (${frame.bound})`, "the file is damaged");
      self3.push(out3);
    }
  };
  return new import_node_stream5.Transform({
    transform(chunk, _e2, done) {
      let frames;
      try {
        frames = splitter.write(chunk);
      } catch (err) {
        return done(err);
      }
      decode2(this, frames).then(() => done(), done);
    },
    flush(done) {
      try {
        splitter.end(), done();
      } catch (err) {
        done(err);
      }
    }
  });
}
function limiter(maxBytes, tooLarge3) {
  let total = 0;
  return new import_node_stream5.Transform({
    transform(chunk, _e2, next) {
      if (total += chunk.length, maxBytes !== void 0 && total > maxBytes) {
        next(tooLarge3?.(maxBytes) ?? new CheckpointError("TOO_LARGE", `zstd output passed ${maxBytes} bytes`));
        return;
      }
      next(null, chunk);
    }
  });
}
var import_node_child_process3, import_node_fs27, import_node_stream5, BINDING_FRAME_BYTES, BINDING_FRAME_LIMIT, BINDING, INSTALL, init_codec = __esm({
  "src/platform/codec.ts"() {
    "use strict";
    import_node_child_process3 = require("node:child_process"), import_node_fs27 = require("node:fs"), import_node_stream5 = require("node:stream");
    init_errors2();
    init_spawn();
    init_which();
    init_zstd_frames();
    BINDING_FRAME_BYTES = 8 * 1024 * 1024, BINDING_FRAME_LIMIT = 64 * 1024 * 1024, BINDING = "@mongodb-js/zstd", INSTALL = "install the zstd command (apt-get install zstd, brew install zstd), or the binding: `npm i @mongodb-js/zstd` in the plugin folder";
  }
});

// src/domain/capture/parts/part.ts
function jsonPart(name2, value, redact = !1) {
  let text4 = `${JSON.stringify(value, null, 2)}
`;
  return { name: name2, data: redact ? redactSecretPatterns(text4) : text4 };
}
var init_part = __esm({
  "src/domain/capture/parts/part.ts"() {
    "use strict";
    init_redact();
  }
});

// src/domain/capture/parts/conversation.ts
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
    let prices = [...Object.entries(scope.o.config.prices).map(([k2, v2]) => [new RegExp(k2, "i"), v2]), ...DEFAULT_PRICES], conversation = await summarizeTranscript(path, prices);
    return conversation || scope.warnings.push(`transcript ${path} not found: no conversation captured`), conversation;
  } catch (err) {
    if (!(err instanceof CheckpointError)) throw err;
    scope.warnings.push(`transcript not captured: ${err.message}`);
    return;
  }
}
function redactLines(count3 = { bytes: 0 }) {
  let utf82 = new import_node_string_decoder.StringDecoder("utf8"), held = "", out3 = (t, text4) => {
    let b2 = Buffer.from(redactSecretPatterns(text4));
    count3.bytes += b2.length, t.push(b2);
  };
  return new import_node_stream6.Transform({
    transform(chunk, _enc, done) {
      held += utf82.write(chunk);
      let nl = held.lastIndexOf(`
`);
      nl >= 0 && (out3(this, held.slice(0, nl + 1)), held = held.slice(nl + 1)), held.length > REDACT_HOLD && (out3(this, held), held = ""), done();
    },
    flush(done) {
      held += utf82.end(), held && out3(this, held), done();
    }
  });
}
function compressFile(path, level, redacted) {
  let input;
  try {
    let fd = openRegularSync(path);
    if (fd === void 0) throw new CheckpointError("NOT_FOUND", `${path} is gone`);
    if (input = (0, import_node_fs28.createReadStream)("", { fd }), redacted) {
      let raw = input;
      input = redactLines(redacted), raw.once("error", (err) => input.destroy(err)), raw.pipe(input);
    }
  } catch (err) {
    let out3 = new import_node_stream6.PassThrough();
    return process.nextTick(() => out3.destroy(err instanceof Error ? err : new Error(String(err)))), out3;
  }
  return compressStream({ stream: input }, { level, name: path, purpose: "compress the transcript" });
}
var import_node_fs28, import_node_stream6, import_node_string_decoder, conversationPart, REDACT_HOLD, init_conversation2 = __esm({
  "src/domain/capture/parts/conversation.ts"() {
    "use strict";
    import_node_fs28 = require("node:fs"), import_node_stream6 = require("node:stream"), import_node_string_decoder = require("node:string_decoder");
    init_redact();
    init_errors2();
    init_regular();
    init_conversation();
    init_codec();
    init_part();
    conversationPart = {
      name: "conversation",
      async collect(scope) {
        let { req, o } = scope, conversation = req.transcriptPath ? await summarize(scope, req.transcriptPath) : void 0;
        scope.conversation = conversation, scope.parts.push(jsonPart("conversation.json", { transcript_path: req.transcriptPath ?? null, ...conversation }, o.config.capture.redactSecrets));
        let context = conversation ? contextMetrics(conversation, scope) : void 0;
        if (scope.draft.conversation = {
          turn_count: conversation?.turn_count ?? 0,
          last_message_id: conversation?.last_message_id ?? null,
          last_message_uuid: conversation?.last_message_uuid ?? null,
          tokens_used: conversation?.tokens.total ?? 0,
          has_resume_token: conversation !== void 0,
          ...context ? { context } : {}
        }, scope.draft.metrics = { cost_estimate_usd: conversation?.cost_estimate_usd ?? 0, tools_invoked: Object.keys(conversation?.tools ?? {}).sort(), files_modified: conversation?.files_modified.length ?? 0, tool_errors: conversation?.tool_errors ?? 0 }, !conversation || !req.transcriptPath) return;
        let path = req.transcriptPath, redacted = o.config.capture.redactSecrets ? { bytes: 0 } : void 0;
        scope.parts.push({ name: "transcript.jsonl.zst", data: () => compressFile(path, o.config.capture.zstdLevel, redacted) }), scope.onStored.push((name2) => {
          name2 === "transcript.jsonl.zst" && scope.draft.conversation && (scope.draft.conversation.transcript_bytes = Math.max((0, import_node_fs28.statSync)(path).size, redacted?.bytes ?? 0));
        });
      }
    };
    REDACT_HOLD = 8 * 1024 * 1024;
  }
});

// src/domain/capture/git-files.ts
function read(file2) {
  try {
    return (0, import_node_fs29.readFileSync)(file2, "utf8");
  } catch {
    return;
  }
}
function findRepo(dir2) {
  for (let d = (0, import_node_path22.resolve)(dir2); ; d = (0, import_node_path22.dirname)(d)) {
    let dotGit = (0, import_node_path22.join)(d, ".git"), gitDir;
    try {
      if ((0, import_node_fs29.statSync)(dotGit).isDirectory()) gitDir = dotGit;
      else {
        let target = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? "")?.[1];
        target && (gitDir = (0, import_node_path22.isAbsolute)(target) ? target : (0, import_node_path22.resolve)(d, target));
      }
    } catch {
    }
    if (gitDir) {
      let common = read((0, import_node_path22.join)(gitDir, "commondir"))?.trim();
      return { gitDir, commonDir: common ? (0, import_node_path22.resolve)(gitDir, common) : gitDir };
    }
    if ((0, import_node_path22.dirname)(d) === d) return;
  }
}
function resolveRef(commonDir, gitDir, ref) {
  for (let base of [gitDir, commonDir]) {
    let loose = read((0, import_node_path22.join)(base, ref))?.trim();
    if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  }
  for (let line2 of (read((0, import_node_path22.join)(commonDir, "packed-refs")) ?? "").split(`
`)) {
    let [sha, name2] = line2.split(" ");
    if (name2 === ref && sha && /^[0-9a-f]{40}$/.test(sha)) return sha;
  }
}
function originUrl(config2) {
  let inOrigin = !1, url2;
  for (let raw of config2.split(`
`)) {
    let line2 = raw.trim(), section = /^\[\s*([^\]\s]+)(?:\s+"([^"]*)")?\s*\]/.exec(line2);
    if (section) {
      inOrigin = section[1].toLowerCase() === "remote" && section[2] === "origin";
      continue;
    }
    let kv = inOrigin ? /^url\s*=\s*(.*)$/i.exec(line2) : null;
    kv && (url2 = kv[1].replace(/^"(.*)"$/, "$1").trim());
  }
  return url2 || void 0;
}
function gitFacts(dir2) {
  let repo = findRepo(dir2);
  if (!repo) return {};
  let facts = {}, url2 = originUrl(read((0, import_node_path22.join)(repo.commonDir, "config")) ?? "");
  url2 && (facts.git_remote = url2);
  let head = read((0, import_node_path22.join)(repo.gitDir, "HEAD"))?.trim() ?? "", ref = /^ref:\s*(\S+)$/.exec(head)?.[1], commit2 = ref ? resolveRef(repo.commonDir, repo.gitDir, ref) : /^[0-9a-f]{40}$/.test(head) ? head : void 0;
  return commit2 && (facts.git_commit = commit2), ref?.startsWith("refs/heads/") && (facts.git_branch = ref.slice(11)), facts;
}
var import_node_fs29, import_node_path22, init_git_files = __esm({
  "src/domain/capture/git-files.ts"() {
    "use strict";
    import_node_fs29 = require("node:fs"), import_node_path22 = require("node:path");
  }
});

// src/domain/mcp/client.ts
function expandVariables(value, env) {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_all, name2, fallback) => {
    let v2 = env[name2];
    if (v2 !== void 0 && v2 !== "") return v2;
    if (fallback !== void 0) return fallback;
    if (v2 !== void 0) return v2;
    throw new McpError("start", `its configuration uses \${${name2}}, which is not set`);
  });
}
function stdioCommand(config2, vars = process.env) {
  if (typeof config2.command != "string" || config2.command === "") return;
  let x = (v2) => expandVariables(String(v2), vars), args = Array.isArray(config2.args) ? config2.args.map(x) : [], rawEnv = config2.env, env = {};
  if (rawEnv && typeof rawEnv == "object") for (let [k2, v2] of Object.entries(rawEnv)) v2 != null && (env[k2] = x(v2));
  return { command: x(config2.command), args, env };
}
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
  let child = (0, import_node_child_process4.spawn)(server.command, server.args, { cwd: o.cwd, env: { ...process.env, ...server.env }, stdio: ["pipe", "pipe", "ignore"], detached: !0 }), conn = new Connection(child), exited2 = new Promise((resolve13) => {
    child.once("error", (err) => {
      conn.fail(new McpError("start", `could not start: ${err.message}`)), resolve13();
    }), child.once("close", (code, signal) => {
      conn.fail(new McpError("exit", `exited (${code ?? signal}) before answering`)), resolve13();
    });
  }), timer = setTimeout(() => {
    conn.fail(new McpError("timeout", `no answer within ${o.timeoutMs} ms`)), kill(child);
  }, o.timeoutMs), ok = !1;
  try {
    let caps = (await conn.request("initialize", { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "pai-checkpoint", version: "1" } }).catch((err) => {
      throw err instanceof McpError && err.kind === "rpc" ? new McpError("rpc", `initialize failed: ${err.message}`, err.code) : err;
    })).capabilities;
    conn.capabilities = caps && typeof caps == "object" && !Array.isArray(caps) ? caps : {}, conn.notify("notifications/initialized");
    let result2 = await use(conn);
    return ok = !0, result2;
  } finally {
    clearTimeout(timer), conn.fail(new McpError("exit", "the conversation is over")), await stop(child, exited2, ok ? o.graceMs ?? 0 : 0);
  }
}
var import_node_child_process4, McpError, PROTOCOL, MAX_LINE, Connection, init_client = __esm({
  "src/domain/mcp/client.ts"() {
    "use strict";
    import_node_child_process4 = require("node:child_process");
    McpError = class extends Error {
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
      request(method, params) {
        if (this.failure) return Promise.reject(this.failure);
        let id = this.next++;
        return new Promise((resolve13, reject2) => {
          this.pending.set(id, { resolve: resolve13, reject: reject2 }), this.send({ jsonrpc: "2.0", id, method, ...params ? { params } : {} });
        });
      }
      notify(method) {
        this.send({ jsonrpc: "2.0", method });
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
          let line2 = (this.buf + chunk.slice(from, nl)).trim();
          this.buf = "", from = nl + 1, line2 && this.handle(line2);
        }
        this.buf += chunk.slice(from), this.buf.length > MAX_LINE && this.fail(new McpError("protocol", `an answer longer than ${MAX_LINE} bytes`));
      }
      handle(line2) {
        let msg;
        try {
          msg = JSON.parse(line2);
        } catch {
          return;
        }
        if (!msg || typeof msg != "object") return;
        if (typeof msg.method == "string") {
          msg.id !== void 0 && this.send(msg.method === "ping" ? { jsonrpc: "2.0", id: msg.id, result: {} } : { jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } });
          return;
        }
        let waiting = typeof msg.id == "number" ? this.pending.get(msg.id) : void 0;
        waiting && (this.pending.delete(msg.id), msg.error ? waiting.reject(new McpError("rpc", String(msg.error.message ?? "error"), typeof msg.error.code == "number" ? msg.error.code : void 0)) : msg.result && typeof msg.result == "object" && !Array.isArray(msg.result) ? waiting.resolve(msg.result) : waiting.reject(new McpError("protocol", "an answer without a result object")));
      }
    };
  }
});

// src/core/stored-path.ts
function isGitDir(segment) {
  return segment.replace(/[. ]+$/, "").toLowerCase() === ".git";
}
function storedPathProblem(path) {
  if (path.length === 0) return "empty path";
  if (path.length > MAX_PATH) return `path longer than ${MAX_PATH} characters`;
  if (path.includes("\0")) return "path contains a NUL byte";
  if (path.startsWith("/") || (0, import_node_path23.isAbsolute)(path) || /^[A-Za-z]:/.test(path)) return "absolute path";
  let segments2 = path.replace(/\/+$/, "").split("/");
  if (segments2.includes("..")) return "path contains ..";
  if (segments2.some((s3, i) => s3 === "" && i > 0)) return "path contains an empty segment";
  if (segments2.some((s3) => Buffer.byteLength(s3) > MAX_SEGMENT_BYTES)) return `a name longer than ${MAX_SEGMENT_BYTES} bytes (no file system holds it)`;
  if (segments2.some(isGitDir)) return "a .git entry (git metadata is never restored from a checkpoint)";
}
function assertStoredPath(path, what) {
  let why = storedPathProblem(path);
  if (why) throw new CheckpointError("INVALID_DATA", `${what}: refusing ${JSON.stringify(path.slice(0, 200))} (${why})`, "the checkpoint was tampered with or damaged; nothing was changed for this path");
  return import_node_path23.posix.normalize(path).replace(/\/+$/, "").replace(/^(\.\/)+/, "");
}
async function resolveInside(root, rel, what) {
  let clean3 = assertStoredPath(rel, what), parts = clean3.split("/"), at2 = root;
  for (let part of parts.slice(0, -1)) {
    at2 = (0, import_node_path23.join)(at2, part);
    let st2 = await (0, import_promises5.lstat)(at2).catch(() => {
    });
    if (!st2) break;
    if (st2.isSymbolicLink()) throw new CheckpointError("INVALID_DATA", `${what}: refusing ${JSON.stringify(clean3)} (it passes through the symlink ${at2})`, "nothing was changed for this path");
  }
  return (0, import_node_path23.join)(root, clean3);
}
var import_promises5, import_node_path23, MAX_PATH, MAX_SEGMENT_BYTES, init_stored_path = __esm({
  "src/core/stored-path.ts"() {
    "use strict";
    import_promises5 = require("node:fs/promises"), import_node_path23 = require("node:path");
    init_errors2();
    MAX_PATH = 4096, MAX_SEGMENT_BYTES = 255;
  }
});

// src/domain/mcp/state.ts
function mcpStatePart(server) {
  return SERVER_RE.test(server) ? `mcp_state/${server}.json` : void 0;
}
function mcpServersOf(parts) {
  return Object.keys(parts).map((p2) => PART_RE.exec(p2)?.[1]).filter((s3) => s3 !== void 0).sort();
}
function readStoredState(raw) {
  if (!raw || typeof raw != "object" || Array.isArray(raw)) return { ok: !1, problem: "not an object" };
  let s3 = raw;
  if (!["resource", "files", "stateless", "error"].includes(s3.kind)) return { ok: !1, problem: `unknown kind ${JSON.stringify(s3.kind)}` };
  if (s3.kind !== "files") return { ok: !0, state: s3 };
  if (!Array.isArray(s3.files)) return { ok: !1, problem: "kind files without a list of files" };
  let files = [], seen = /* @__PURE__ */ new Set();
  for (let f2 of s3.files) {
    let e = f2;
    if (!e || typeof e.path != "string" || typeof e.content_base64 != "string" || typeof e.sha256 != "string" || typeof e.size != "number") return { ok: !1, problem: "a file entry is not {path, size, sha256, content_base64}" };
    let why = storedPathProblem(e.path);
    if (why) return { ok: !1, problem: `refusing ${JSON.stringify(e.path.slice(0, 200))} (${why})` };
    let path = import_node_path24.posix.normalize(e.path).replace(/\/+$/, "");
    if (path === ".") return { ok: !1, problem: `refusing ${JSON.stringify(e.path)} (not a file path)` };
    if (seen.has(path)) return { ok: !1, problem: `${JSON.stringify(path)} is listed twice` };
    seen.add(path);
    let data = Buffer.from(e.content_base64, "base64");
    if (data.length !== e.size || (0, import_node_crypto16.createHash)("sha256").update(data).digest("hex") !== e.sha256) return { ok: !1, problem: `${JSON.stringify(path)} does not match its recorded size and sha256` };
    files.push({ path, data });
  }
  return { ok: !0, state: s3, files };
}
var import_node_crypto16, import_node_path24, STATE_URI, RESTORE_TOOL, SERVER_RE, PART_RE, init_state2 = __esm({
  "src/domain/mcp/state.ts"() {
    "use strict";
    import_node_crypto16 = require("node:crypto"), import_node_path24 = require("node:path");
    init_stored_path();
    STATE_URI = "checkpoint://state", RESTORE_TOOL = "restore_checkpoint", SERVER_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/, PART_RE = /^mcp_state\/([A-Za-z0-9][A-Za-z0-9._-]{0,100})\.json$/;
  }
});

// src/domain/capture/mcp.ts
function readJson2(path) {
  try {
    let v2 = JSON.parse((0, import_node_fs30.readFileSync)(path, "utf8"));
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
    real = (0, import_node_fs30.realpathSync)(project);
  } catch {
  }
  return projects[project] ?? projects[real];
}
function configuredMcpServers(home, project) {
  let servers = {}, add = (obj, scope) => {
    if (obj && typeof obj == "object") for (let [name2, cfg] of Object.entries(obj)) cfg && typeof cfg == "object" && (servers[name2] = { config: cfg, scope });
  }, claudeJson = readJson2((0, import_node_path25.join)(home, ".claude.json"));
  return add(readJson2((0, import_node_path25.join)(project, ".mcp.json"))?.mcpServers, "project"), add(claudeJson?.mcpServers, "user"), add(projectEntry(claudeJson, project)?.mcpServers, "local"), servers;
}
function mayStart(name2, server, o) {
  if (server.scope !== "project") return !0;
  let claudeJson = readJson2((0, import_node_path25.join)(o.home, ".claude.json")), entry2 = projectEntry(claudeJson, o.project), trusted2 = entry2?.hasTrustDialogAccepted === !0, sources = [readJson2((0, import_node_path25.join)(o.claudeDir, "settings.json")), entry2, ...trusted2 ? [readJson2((0, import_node_path25.join)(o.project, ".claude", "settings.json")), readJson2((0, import_node_path25.join)(o.project, ".claude", "settings.local.json"))] : []].filter((s3) => !!s3), has2 = (key) => sources.some((s3) => Array.isArray(s3[key]) && s3[key].includes(name2));
  return has2("disabledMcpjsonServers") ? !1 : o.allow.includes(name2) || has2("enabledMcpjsonServers") || sources.some((s3) => s3.enableAllProjectMcpServers === !0);
}
function readStateFiles(project, paths) {
  let root = (0, import_node_fs30.realpathSync)(project), files = [];
  for (let p2 of paths) {
    let abs = (0, import_node_fs30.realpathSync)((0, import_node_path25.isAbsolute)(p2) ? p2 : (0, import_node_path25.join)(root, p2)), rel = (0, import_node_path25.relative)(root, abs);
    if (rel.startsWith("..") || (0, import_node_path25.isAbsolute)(rel)) throw new Error(`state file ${p2} is outside the project`);
    let data = (0, import_node_fs30.readFileSync)(abs);
    files.push({ path: rel, size: data.length, sha256: (0, import_node_crypto17.createHash)("sha256").update(data).digest("hex"), content_base64: data.toString("base64") });
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
        if (err instanceof McpError && err.kind === "rpc") return { kind: "stateless", note: `no ${STATE_URI} resource (${err.message})` };
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
  let out3 = {};
  return await Promise.all(
    Object.entries(servers).map(async ([name2, config2]) => {
      try {
        let command2 = stdioCommand(config2);
        o.stateFiles[name2]?.length ? out3[name2] = readStateFiles(o.project, o.stateFiles[name2]) : command2 && o.query && o.mayStart && !o.mayStart(name2) ? out3[name2] = { kind: "stateless", note: "not started: a project (.mcp.json) server not approved in Claude Code; recorded by hash only" } : command2 && o.query ? out3[name2] = await queryServer(command2, o.project, o.timeoutMs) : out3[name2] = { kind: "stateless", note: typeof config2.url == "string" ? "remote server (not queried)" : "not queried" };
      } catch (err) {
        out3[name2] = { kind: "error", error: errorMessage(err) };
      }
    })
  ), out3;
}
var import_node_crypto17, import_node_fs30, import_node_path25, init_mcp = __esm({
  "src/domain/capture/mcp.ts"() {
    "use strict";
    import_node_crypto17 = require("node:crypto"), import_node_fs30 = require("node:fs"), import_node_path25 = require("node:path");
    init_errors2();
    init_client();
    init_state2();
  }
});

// src/domain/capture/environment.ts
async function out(cmd, args, cwd, env) {
  try {
    let { stdout, stderr } = await run3(cmd, args, { timeout: 1e4, ...cwd ? { cwd } : {}, ...env ? { env: { ...process.env, ...env } } : {} });
    return (stdout || stderr).trim() || void 0;
  } catch {
    return;
  }
}
function looksSecret(name2, value) {
  return SECRET_NAME.test(name2) || SECRET_VALUE.some((re2) => re2.test(value));
}
function safeEnv(env, extra = []) {
  let out3 = {}, redacted = [];
  for (let name2 of [.../* @__PURE__ */ new Set([...ENV_ALLOW, ...extra])].sort()) {
    let value = env[name2];
    value !== void 0 && (looksSecret(name2, value) ? redacted.push(name2) : out3[name2] = value);
  }
  return { env: out3, redacted };
}
async function fileHash(path) {
  let h = (0, import_node_crypto18.createHash)("sha256");
  for await (let chunk of (0, import_node_fs31.createReadStream)(path)) h.update(chunk);
  return h.digest("hex");
}
async function memo(cacheFile, key, compute) {
  let cache2 = {};
  if (cacheFile) {
    try {
      cache2 = JSON.parse((0, import_node_fs31.readFileSync)(cacheFile, "utf8"));
    } catch {
    }
    if (key in cache2) return cache2[key];
  }
  let value = await compute();
  if (cacheFile && value !== void 0)
    try {
      let { writeFileAtomicSync: writeFileAtomicSync2 } = await Promise.resolve().then(() => (init_atomic(), atomic_exports)), entries = [...Object.entries(cache2).filter(([k2]) => k2 !== key), [key, value]].slice(-50);
      writeFileAtomicSync2(cacheFile, JSON.stringify(Object.fromEntries(entries)), { fsync: !1 });
    } catch {
    }
  return value;
}
function statKey(path) {
  try {
    let st2 = (0, import_node_fs31.statSync)(path);
    return `${path}\0${st2.size}\0${st2.mtimeMs}`;
  } catch {
    return;
  }
}
function which(cmd, path) {
  let found = commandOnPath(cmd, path);
  try {
    return found && (0, import_node_fs31.realpathSync)(found);
  } catch {
    return;
  }
}
function npmVersion(path) {
  let cli = which("npm", path);
  if (!cli) return;
  let dir2 = (0, import_node_path26.dirname)(cli);
  for (let i = 0; i < 3; i++, dir2 = (0, import_node_path26.dirname)(dir2))
    try {
      let pkg = JSON.parse((0, import_node_fs31.readFileSync)((0, import_node_path26.join)(dir2, "package.json"), "utf8"));
      if (pkg.name === "npm" && pkg.version) return pkg.version;
    } catch {
    }
}
function mcpSource(config2) {
  let type = String(config2.type ?? "");
  if (typeof config2.url == "string" || type === "http" || type === "sse") return { source_type: "remote", version_id: String(config2.url ?? "") };
  let command2 = String(config2.command ?? ""), args = Array.isArray(config2.args) ? config2.args.map(String) : [], base = command2.split("/").pop() ?? "";
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
  if (command2.startsWith("/") || command2.startsWith("."))
    try {
      let st2 = (0, import_node_fs31.statSync)(command2);
      return { source_type: "local", version_id: `${command2}@${st2.size}:${Math.round(st2.mtimeMs)}` };
    } catch {
      return { source_type: "local", version_id: command2 };
    }
  return command2 ? { source_type: "unknown", version_id: command2 } : { source_type: "unknown" };
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
  Object.keys(servers).length && (snap.mcp_servers = Object.fromEntries(Object.entries(servers).map(([name2, { config: config2 }]) => [name2, { ...mcpSource(config2), config_hash: sha256(canonicalJson(config2)) }])));
  let npm = npmVersion(o.env.PATH), gitBin = which("git", o.env.PATH), [gitV, python] = await Promise.all([gitBin ? memo(o.hashCacheFile, `git\0${statKey(gitBin)}`, () => out(gitBin, ["--version"])) : void 0, pythonInfo(o)]);
  snap.runtimes = { node: process.version.replace(/^v/, ""), ...npm ? { npm } : {}, ...python ? { python: python.version } : {}, ...gitV ? { git: gitV.replace(/^git version\s+/, "") } : {} };
  let packages = { ...nodePackages(o.cwd), ...pythonPackages(python?.packages) };
  Object.keys(packages).length && (snap.packages = packages);
  let { env, redacted } = safeEnv(o.env, o.extraEnv);
  return snap.env = env, redacted.length && (snap.env_redacted = redacted), snap;
}
async function claudeCode(o) {
  let binary;
  if (o.claudePid && process.platform === "linux")
    try {
      binary = (0, import_node_fs31.realpathSync)(`/proc/${o.claudePid}/exe`);
    } catch {
    }
  binary ??= await out("sh", ["-c", "command -v claude"], void 0, { PATH: o.env.PATH }).then((p2) => {
    try {
      return p2 ? (0, import_node_fs31.realpathSync)(p2) : void 0;
    } catch {
      return;
    }
  });
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
    let installed = JSON.parse((0, import_node_fs31.readFileSync)((0, import_node_path26.join)(o.claudeDir, "plugins", "installed_plugins.json"), "utf8"));
    for (let [id, installs] of Object.entries(installed.plugins ?? {})) {
      let inst = Array.isArray(installs) ? installs[0] : installs;
      if (!inst || typeof inst != "object") continue;
      let str2 = (v2) => typeof v2 == "string" && v2 ? v2 : void 0, fields = { version: str2(inst.version), installed_at: str2(inst.installedAt), last_updated: str2(inst.lastUpdated), git_commit: str2(inst.gitCommitSha) }, path = str2(inst.installPath), found = path ? { path, ...withManifestVersion(path), ...gitInfo(path) } : {};
      plugins[id] = Object.fromEntries(Object.entries({ ...fields, ...found }).filter(([, v2]) => v2 !== void 0));
    }
  } catch {
  }
  let pluginRoot = o.env.CLAUDE_PLUGIN_ROOT;
  if (pluginRoot) {
    let version2 = withManifestVersion(pluginRoot).manifest_version;
    plugins = { ...plugins, "checkpoint (this plugin)": { ...version2 ? { version: version2 } : {}, path: pluginRoot, ...gitInfo(pluginRoot) } };
  }
  return Object.keys(plugins).length ? plugins : void 0;
}
function withManifestVersion(dir2) {
  try {
    let v2 = JSON.parse((0, import_node_fs31.readFileSync)((0, import_node_path26.join)(dir2, ".claude-plugin", "plugin.json"), "utf8")).version;
    return typeof v2 == "string" && v2 ? { manifest_version: v2 } : {};
  } catch {
    return {};
  }
}
async function pythonKey(o) {
  let bin = which("python3", o.env.PATH);
  if (!bin) return;
  let pyKey = statKey(bin), sites = await memo(o.hashCacheFile, `pysites\0${pyKey}`, async () => (await out(bin, ["-c", `import site
print("\\n".join(site.getsitepackages() + [site.getusersitepackages()]))`]))?.split(`
`)) ?? [];
  return { bin, key: `${pyKey}\0${sites.map((d) => statKey(d) ?? `${d}\0-`).join("|")}` };
}
async function pythonInfo(o) {
  let py = await pythonKey(o);
  if (!py) return;
  let pythonBin = py.bin;
  return memo(o.hashCacheFile, `python\0${py.key}`, async () => {
    let version2 = await out(pythonBin, ["--version"]), listed = await out(pythonBin, ["-c", `import importlib.metadata as m
for n in ("anthropic","modal","aiohttp","requests","pydantic"):
  try: print(n, m.version(n))
  except Exception: pass`]);
    return version2 ? { version: version2.replace(/^Python\s+/, ""), packages: listed ?? "" } : void 0;
  });
}
function nodePackages(cwd) {
  let packages = {};
  try {
    let pkg = JSON.parse((0, import_node_fs31.readFileSync)((0, import_node_path26.join)(cwd, "package.json"), "utf8"));
    for (let name2 of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).slice(0, 50))
      try {
        packages[`npm:${name2}`] = JSON.parse((0, import_node_fs31.readFileSync)((0, import_node_path26.join)(cwd, "node_modules", name2, "package.json"), "utf8")).version;
      } catch {
      }
  } catch {
  }
  return packages;
}
function pythonPackages(listed = "") {
  let packages = {};
  for (let line2 of listed.split(`
`)) {
    let [n, v2] = line2.split(" ");
    n && v2 && (packages[`pypi:${n}`] = v2);
  }
  return packages;
}
async function packageLists(o) {
  let lists = {}, npm = npmPackageList(o.cwd);
  npm && (lists.npm = npm);
  let py = await pythonKey(o), freeze = py && await memo(o.hashCacheFile, `pipfreeze\0${py.key}`, () => out(py.bin, ["-c", `import importlib.metadata as m
print("\\n".join(sorted({f"{d.metadata['Name']}=={d.version}" for d in m.distributions() if d.metadata["Name"]}, key=str.lower)))`]));
  return freeze && (lists.pip = `${freeze}
`), lists;
}
function npmPackageList(cwd) {
  for (let file2 of [(0, import_node_path26.join)(cwd, "node_modules", ".package-lock.json"), (0, import_node_path26.join)(cwd, "package-lock.json")])
    try {
      let lock = JSON.parse((0, import_node_fs31.readFileSync)(file2, "utf8")), lines2 = /* @__PURE__ */ new Set();
      for (let [where, p2] of Object.entries(lock.packages ?? {}))
        !where.startsWith("node_modules/") || typeof p2.version != "string" || lines2.add(`${where.slice(13)}@${p2.version}`);
      if (lines2.size) return `${[...lines2].sort().join(`
`)}
`;
    } catch {
    }
}
function parsePackageList(kind, text4) {
  let out3 = /* @__PURE__ */ new Map();
  for (let line2 of text4.split(`
`)) {
    if (!line2) continue;
    let at2 = kind === "pip" ? line2.indexOf("==") : line2.lastIndexOf("@");
    at2 > 0 ? out3.set(line2.slice(0, at2), line2.slice(at2 + (kind === "pip" ? 2 : 1))) : out3.set(line2, "");
  }
  return out3;
}
var import_node_child_process5, import_node_crypto18, import_node_fs31, import_node_path26, import_node_util, run3, ENV_ALLOW, SECRET_NAME, SECRET_VALUE, sha256, init_environment = __esm({
  "src/domain/capture/environment.ts"() {
    "use strict";
    import_node_child_process5 = require("node:child_process"), import_node_crypto18 = require("node:crypto"), import_node_fs31 = require("node:fs"), import_node_path26 = require("node:path"), import_node_util = require("node:util");
    init_canonical();
    init_redact();
    init_which();
    init_git_files();
    init_mcp();
    run3 = (0, import_node_util.promisify)(import_node_child_process5.execFile);
    ENV_ALLOW = ["SHELL", "LANG", "LC_ALL", "LC_CTYPE", "TERM", "TZ", "USER", "HOME", "PWD", "PATH", "EDITOR", "NODE_ENV", "VIRTUAL_ENV", "CONDA_DEFAULT_ENV", "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_PROJECT_DIR", "PAI_DIR"], SECRET_NAME = /(KEY|TOKEN|SECRET|PASSW|CREDENTIAL|AUTH|COOKIE|PRIVATE|SIGNATURE|SESSION_?ID)/i, SECRET_VALUE = [
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
    sha256 = (s3) => (0, import_node_crypto18.createHash)("sha256").update(s3).digest("hex");
  }
});

// src/domain/capture/parts/environment.ts
var import_node_crypto19, import_node_os7, environmentPart, init_environment2 = __esm({
  "src/domain/capture/parts/environment.ts"() {
    "use strict";
    import_node_crypto19 = require("node:crypto"), import_node_os7 = require("node:os");
    init_layout();
    init_environment();
    init_part();
    environmentPart = {
      name: "environment",
      async collect(scope) {
        let { req, o } = scope, probe = { cwd: req.cwd, env: o.env, hashCacheFile: `${o.stateDir}/binary-hash.json` }, [environment, lists] = await Promise.all([
          captureEnvironment({ ...probe, home: (0, import_node_os7.homedir)(), claudeDir: o.claudeDir, claudePid: req.claudePid, extraEnv: o.config.capture.envAllow, now: scope.now }),
          packageLists(probe)
        ]);
        for (let [kind, text4] of Object.entries(lists)) {
          let sha2563 = (0, import_node_crypto19.createHash)("sha256").update(text4).digest("hex");
          await scope.store.create(packageListKey(sha2563), text4), (environment.package_lists ??= {})[kind] = { sha256: sha2563, count: text4.split(`
`).length - 1 };
        }
        scope.parts.push(jsonPart("environment.json", environment)), scope.draft.environment = environment;
      }
    };
  }
});

// src/platform/workdir.ts
async function makeWorkDir(root, kind) {
  (0, import_node_fs32.mkdirSync)(root, { recursive: !0, mode: 448 });
  let st2 = (0, import_node_fs32.lstatSync)(root), uid = process.getuid?.();
  if (!st2.isDirectory() || uid !== void 0 && st2.uid !== uid) throw new CheckpointError("IO", `${root} is not a folder of this user`, "remove it; it is recreated");
  return (0, import_promises6.mkdtemp)((0, import_node_path27.join)(root, `${kind}-${process.pid}-`));
}
function sweepWorkDirs(root, legacyAgeMs, now = Date.now()) {
  let removed = 0, remove2 = (dir2) => {
    try {
      (0, import_node_fs32.rmSync)(dir2, { recursive: !0, force: !0 }), removed++;
    } catch {
    }
  }, names = [];
  try {
    names = (0, import_node_fs32.readdirSync)(root);
  } catch {
  }
  for (let name2 of names) {
    let pid = Number(NAME.exec(name2)?.[1]);
    pid && pid !== process.pid && !pidAlive(pid) && remove2((0, import_node_path27.join)(root, name2));
  }
  if (legacyAgeMs !== void 0) {
    let uid = process.getuid?.();
    for (let name2 of (0, import_node_fs32.readdirSync)((0, import_node_os8.tmpdir)()).filter((n) => LEGACY.test(n)))
      try {
        let st2 = (0, import_node_fs32.statSync)((0, import_node_path27.join)((0, import_node_os8.tmpdir)(), name2));
        st2.isDirectory() && (uid === void 0 || st2.uid === uid) && now - st2.mtimeMs >= legacyAgeMs && remove2((0, import_node_path27.join)((0, import_node_os8.tmpdir)(), name2));
      } catch {
      }
  }
  return removed;
}
var import_node_fs32, import_promises6, import_node_os8, import_node_path27, DEFAULT_SCRATCH, NAME, LEGACY, init_workdir = __esm({
  "src/platform/workdir.ts"() {
    "use strict";
    import_node_fs32 = require("node:fs"), import_promises6 = require("node:fs/promises"), import_node_os8 = require("node:os"), import_node_path27 = require("node:path");
    init_errors2();
    init_lock();
    DEFAULT_SCRATCH = (0, import_node_path27.join)((0, import_node_os8.tmpdir)(), `pai-checkpoint-${process.getuid?.() ?? "user"}`), NAME = /^[a-z]+-(\d+)-[A-Za-z0-9]{6}$/, LEGACY = /^pai-(git|restore|rollback)-[A-Za-z0-9]{6}$/;
  }
});

// src/domain/capture/git.ts
async function git(cwd, args) {
  try {
    let { stdout } = await run4("git", args, { cwd, maxBuffer: 67108864, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" } });
    return stdout;
  } catch {
    return;
  }
}
async function captureGit(cwd, scratch = DEFAULT_SCRATCH, o = {}) {
  let root = (await git(cwd, ["rev-parse", "--show-toplevel"]))?.trim();
  if (!root) return;
  let [branch, head, upstream, status3, stashList, remotesOut] = await Promise.all([
    git(root, ["symbolic-ref", "--short", "-q", "HEAD"]),
    git(root, ["rev-parse", "-q", "--verify", "HEAD"]),
    git(root, ["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"]),
    git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all"]),
    git(root, ["stash", "list", "--format=%gd%x00%H%x00%s%x00"]),
    git(root, ["remote", "-v"])
  ]), state = {
    root,
    branch: branch?.trim() || null,
    head: head?.trim() || null,
    upstream: upstream?.trim() || null,
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
  if (state.upstream) {
    let counts = (await git(root, ["rev-list", "--left-right", "--count", "@{u}...HEAD"]))?.trim().split(/\s+/);
    counts?.length === 2 && (state.behind = Number(counts[0]), state.ahead = Number(counts[1]));
  }
  let entries = (status3 ?? "").split("\0");
  for (let i = 0; i < entries.length; i++) {
    let e = entries[i];
    if (e.length < 4) continue;
    let code = e.slice(0, 2), path = e.slice(3);
    code === "??" ? state.untracked.push(path) : code !== "!!" && state.modified.push(path), code !== "!!" && state.changes.push({ code, path }), (code[0] === "R" || code[0] === "C") && i++;
  }
  state.dirty = state.modified.length > 0 || state.untracked.length > 0;
  let s3 = (stashList ?? "").split("\0");
  for (let i = 0; i + 2 < s3.length; i += 3) {
    let ref = s3[i].replace(/^\n/, "");
    ref && state.stashes.push({ ref, commit: s3[i + 1], message: s3[i + 2] });
  }
  let seen = /* @__PURE__ */ new Set();
  for (let line2 of (remotesOut ?? "").split(`
`)) {
    let [name2, url2] = line2.split(/\s+/);
    name2 && url2 && !seen.has(name2) && (seen.add(name2), state.remotes.push({ name: name2, url: redactUrl(url2) }));
  }
  let capture = { state, cleanup: async () => {
  } };
  if (!state.head) return capture;
  let revs = ["--branches", "HEAD", ...state.stashes.length ? ["refs/stash"] : [], "--not", "--remotes"], count3 = Number((await git(root, ["rev-list", "--count", ...revs]))?.trim() ?? 0);
  if (state.unpushed_commits = Number.isFinite(count3) ? count3 : 0, state.unpushed_commits > 0) {
    let refs = await git(root, ["for-each-ref", "--format=%(objectname) %(refname)", "refs/heads", "refs/remotes", "refs/stash"]);
    if (refs !== void 0 && (state.bundle_inputs = (0, import_node_crypto20.createHash)("sha256").update(`${state.head}
${refs}`).digest("hex")), state.bundle_inputs && await o.reuseBundle?.(state.bundle_inputs)) return capture;
    let dir2 = await makeWorkDir(scratch, "git"), bundlePath = (0, import_node_path28.join)(dir2, "unpushed.bundle");
    await git(root, ["bundle", "create", bundlePath, ...revs]) !== void 0 && await (0, import_promises7.stat)(bundlePath).catch(() => {
    }) && (capture.bundlePath = bundlePath), capture.cleanup = () => (0, import_promises7.rm)(dir2, { recursive: !0, force: !0 });
  }
  return capture;
}
var import_node_child_process6, import_node_crypto20, import_promises7, import_node_path28, import_node_util2, run4, init_git = __esm({
  "src/domain/capture/git.ts"() {
    "use strict";
    import_node_child_process6 = require("node:child_process"), import_node_crypto20 = require("node:crypto"), import_promises7 = require("node:fs/promises"), import_node_path28 = require("node:path"), import_node_util2 = require("node:util");
    init_redact();
    init_workdir();
    run4 = (0, import_node_util2.promisify)(import_node_child_process6.execFile);
  }
});

// src/domain/capture/parts/git.ts
var import_node_fs33, import_node_path29, gitPart, init_git2 = __esm({
  "src/domain/capture/parts/git.ts"() {
    "use strict";
    import_node_fs33 = require("node:fs"), import_node_path29 = require("node:path");
    init_layout();
    init_sealed();
    init_git();
    init_part();
    gitPart = {
      name: "git",
      async collect(scope) {
        let { parent, store, req } = scope, prev = parent?.parts["git/unpushed.bundle"], reusable = prev && parent.encryption?.key_id === keyringOf(store)?.encryption()?.id ? parent : void 0, copied, reuseBundle = async (inputs) => !reusable || !prev || reusable.git?.bundle_inputs !== inputs ? !1 : (copied = await store.copy(partKey(req.sessionId, reusable.id, "git/unpushed.bundle"), partKey(req.sessionId, scope.id, "git/unpushed.bundle"), prev).catch(() => {
        }), copied !== void 0), git6 = await captureGit(req.cwd, (0, import_node_path29.join)(scope.o.stateDir, "tmp"), { reuseBundle });
        if (!git6) return;
        scope.git = git6, scope.cleanup.push(() => git6.cleanup());
        let s3 = git6.state;
        if (scope.parts.push(jsonPart("git/state.json", s3)), git6.bundlePath) {
          let bundle = git6.bundlePath;
          scope.parts.push({ name: "git/unpushed.bundle", data: () => (0, import_node_fs33.createReadStream)(bundle) });
        } else copied && scope.parts.push({ name: "git/unpushed.bundle", stored: copied });
        scope.draft.git = { branch: s3.branch, head: s3.head, has_stash: s3.stashes.length > 0, dirty: s3.dirty, upstream: s3.upstream, ahead: s3.ahead, behind: s3.behind, unpushed_commits: s3.unpushed_commits, ...s3.bundle_inputs ? { bundle_inputs: s3.bundle_inputs } : {} };
      }
    };
  }
});

// src/domain/capture/parts/mcp.ts
var import_node_os9, mcpPart, init_mcp2 = __esm({
  "src/domain/capture/parts/mcp.ts"() {
    "use strict";
    import_node_os9 = require("node:os");
    init_mcp();
    init_state2();
    init_part();
    mcpPart = {
      name: "mcp",
      async collect(scope) {
        let { req, o } = scope, servers = configuredMcpServers((0, import_node_os9.homedir)(), req.cwd), mcp = await captureMcpState(Object.fromEntries(Object.entries(servers).map(([name2, s3]) => [name2, s3.config])), {
          project: req.cwd,
          stateFiles: o.config.mcp.stateFiles,
          query: o.config.mcp.queryServers,
          timeoutMs: o.config.mcp.timeoutMs,
          mayStart: (name2) => mayStart(name2, servers[name2], { home: (0, import_node_os9.homedir)(), claudeDir: o.claudeDir, project: req.cwd, allow: o.config.mcp.allowServers })
        });
        for (let [server, state] of Object.entries(mcp)) {
          let part = mcpStatePart(server);
          part && scope.parts.push(jsonPart(part, state)), state.kind === "error" && scope.warnings.push(`MCP server ${server}: ${state.error}`);
        }
      }
    };
  }
});

// src/domain/capture/parts/session-state.ts
var sessionStatePart, init_session_state = __esm({
  "src/domain/capture/parts/session-state.ts"() {
    "use strict";
    init_part();
    sessionStatePart = {
      name: "session state",
      async collect({ req, o, parts }) {
        parts.push(jsonPart("session_state.json", { session_id: req.sessionId, cwd: req.cwd, transcript_path: req.transcriptPath ?? null, claude_pid: req.claudePid ?? null, trigger: req.trigger, pai: req.pai ?? null, session: req.session ?? null }, o.config.capture.redactSecrets));
      }
    };
  }
});

// src/domain/summary/diffstat.ts
async function diffstat(root, base, untracked) {
  let against = !!base && await git2(root, ["cat-file", "-e", `${base}^{commit}`]) !== void 0 ? base : "HEAD", out3 = await git2(root, ["diff", "--numstat", "--no-renames", "-z", against, "--"]), files = [];
  for (let rec of (out3 ?? "").split("\0")) {
    let m2 = /^(-|\d+)\t(-|\d+)\t(.+)$/s.exec(rec);
    m2 && files.push(m2[1] === "-" ? { path: m2[3], added: 0, removed: 0, binary: !0 } : { path: m2[3], added: Number(m2[1]), removed: Number(m2[2]) });
  }
  let buf = Buffer.allocUnsafe(COUNT_BYTES), budget = COUNT_TOTAL_BYTES;
  for (let path of untracked) {
    if (files.length >= MAX_FILES) break;
    let counted2 = budget > 0 ? countLines(`${root}/${path}`, buf) : { added: 0, removed: 0, uncounted: !0 };
    if (!counted2) continue;
    let { read: read3 = 0, ...change2 } = counted2;
    files.push({ path, ...change2 }), budget -= read3;
  }
  return files.slice(0, MAX_FILES).sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0);
}
function countLines(path, buf) {
  let fd;
  try {
    if (fd = openRegularSync(path, { noFollow: !0 }), fd === void 0) return;
    let n = (0, import_node_fs34.readSync)(fd, buf, 0, buf.length, 0), bytes = buf.subarray(0, n);
    if (bytes.subarray(0, 8e3).includes(0)) return { added: 0, removed: 0, binary: !0, read: n };
    let lines2 = 0;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines2++;
    return n > 0 && bytes[n - 1] !== 10 && lines2++, { added: lines2, removed: 0, read: n };
  } catch {
    return;
  } finally {
    fd !== void 0 && (0, import_node_fs34.closeSync)(fd);
  }
}
async function git2(cwd, args) {
  try {
    let { stdout } = await run5("git", args, { cwd, maxBuffer: 16777216, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" } });
    return stdout;
  } catch {
    return;
  }
}
var import_node_child_process7, import_node_fs34, import_node_util3, run5, MAX_FILES, COUNT_BYTES, COUNT_TOTAL_BYTES, init_diffstat = __esm({
  "src/domain/summary/diffstat.ts"() {
    "use strict";
    import_node_child_process7 = require("node:child_process"), import_node_fs34 = require("node:fs"), import_node_util3 = require("node:util");
    init_regular();
    run5 = (0, import_node_util3.promisify)(import_node_child_process7.execFile), MAX_FILES = 200, COUNT_BYTES = 1024 * 1024, COUNT_TOTAL_BYTES = 16 * 1024 * 1024;
  }
});

// src/domain/summary/render.ts
function builtinSummary(input, now) {
  let s3 = input.signals, base = {
    engine: "builtin",
    generated_at: now.toISOString(),
    progress: lines(s3.progress),
    decisions: lines(s3.decisions),
    failed_approaches: lines(s3.failed.map((f2) => `Tried ${codeSpan(f2.what)}: ${f2.error} \u2014 ${f2.fixedBy === void 0 ? "not resolved" : `fixed by ${codeSpan(f2.fixedBy)}`}`)),
    blockers: lines(s3.blockers),
    context: contextLines(input),
    files: input.files.slice(0, FILES_MAX)
  };
  return { ...base, markdown: summaryMarkdown(base, input.title?.trim() || input.sessionId) };
}
function lines(list4) {
  return list4.slice(-LIST_MAX2).map((l) => oneLine(l, LINE_MAX)).filter(Boolean);
}
function tokens(n) {
  return n >= 1e6 ? `${Math.round(n / 1e5) / 10}M` : n >= 1e3 ? `${Math.round(n / 1e3)}k` : String(Math.round(n));
}
function contextLines(input) {
  let out3 = [];
  input.git && out3.push(gitLine(input.git));
  let { pai } = input;
  if (pai?.phase) {
    let done = pai.completedPhases?.length ? ` (completed ${pai.completedPhases.join(", ")})` : "";
    out3.push(`Phase ${pai.phase.number}/7${pai.phase.name ? ` ${pai.phase.name}` : ""}${done}`);
  }
  pai?.task && out3.push(`Task: ${pai.task}`);
  let open3 = (pai?.tasks ?? []).filter((t) => t.status !== "completed" && t.status !== "deleted");
  open3.length && out3.push(`Open tasks: ${open3.length} (${open3.map((t) => t.subject || `task ${t.id}`).join(", ")})`);
  let c = input.context;
  return c && out3.push(`Context: ${tokens(c.tokens)} of ${tokens(c.window)} tokens (${Math.round(c.percent)} %)${c.compactions ? `, ${plural(c.compactions, "compaction")}` : ""}`), input.lastPrompt?.trim() && out3.push(`Last prompt: "${oneLine(input.lastPrompt, PROMPT_MAX)}"`), input.pendingToolCalls?.length && out3.push(`Still running at the checkpoint: ${counted(input.pendingToolCalls)}`), out3.map((l) => oneLine(l, LINE_MAX));
}
function gitLine(g2) {
  let where = `${g2.branch ? `Branch ${g2.branch}` : "Detached HEAD"}${g2.head ? ` at ${g2.head.slice(0, 7)}` : ", no commits yet"}`, state = [];
  return g2.uncommitted > 0 ? state.push(plural(g2.uncommitted, "uncommitted file")) : g2.dirty && state.push("uncommitted changes"), g2.unpushed && state.push(plural(g2.unpushed, "unpushed commit")), `${where}: ${state.length ? state.join(", ") : "clean"}`;
}
function counted(names) {
  let n = /* @__PURE__ */ new Map();
  for (let name2 of names) n.set(name2, (n.get(name2) ?? 0) + 1);
  return [...n].map(([name2, k2]) => k2 > 1 ? `${name2} \xD7${k2}` : name2).join(", ");
}
function fileLine(f2) {
  return oneLine(f2.uncounted ? f2.path : `${f2.path} (${f2.binary ? "binary" : `+${f2.added} \u2212${f2.removed}`})`, LINE_MAX);
}
function summaryMarkdown(s3, title) {
  let list4 = (title2, items, newestLast, always = !1) => ({ title: title2, lines: items.map((l) => oneLine(l, LINE_MAX)).filter(Boolean), newestLast, always, omitted: 0 }), files = list4("Files", s3.files.slice(0, FILES_SHOWN).map(fileLine), !1);
  files.omitted = Math.max(0, s3.files.length - FILES_SHOWN);
  let sections = [
    list4("Progress", s3.progress, !0, !0),
    list4("Decisions", s3.decisions, !0),
    list4("Failed Approaches", s3.failed_approaches, !0),
    list4("Blockers", s3.blockers, !0),
    list4("Context for Resume", s3.context, !1, !0),
    files
  ], heading = `## Session Summary: ${oneLine(title, TITLE_MAX)}`, out3 = compose(heading, sections);
  for (; Buffer.byteLength(out3) > MARKDOWN_MAX && shrink(sections); ) out3 = compose(heading, sections);
  return out3;
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
var MARKDOWN_MAX, LINE_MAX, TITLE_MAX, PROMPT_MAX, FILES_MAX, FILES_SHOWN, LIST_MAX2, plural, init_render = __esm({
  "src/domain/summary/render.ts"() {
    "use strict";
    init_collect();
    MARKDOWN_MAX = 8 * 1024, LINE_MAX = 240, TITLE_MAX = 120, PROMPT_MAX = 120, FILES_MAX = 200, FILES_SHOWN = 50, LIST_MAX2 = 10;
    plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  }
});

// src/domain/summary/model.ts
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
`), text4 = (await runClaude(["-p", "--model", o.model, "--tools", "", "--no-session-persistence", "--output-format", "text"], prompt, o)).trim();
  if (!text4.startsWith("## Session Summary") || !text4.includes("### Progress")) throw new CheckpointError("IO", `the model's answer is not a summary (it begins ${JSON.stringify(text4.slice(0, 60))})`);
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
    let size = (0, import_node_fs35.fstatSync)(fd).size, from = Math.max(0, size - TAIL_BYTES), buf = Buffer.alloc(size - from);
    (0, import_node_fs35.readSync)(fd, buf, 0, buf.length, from), text4 = buf.toString("utf8"), from > 0 && (text4 = text4.slice(text4.indexOf(`
`) + 1));
  } finally {
    (0, import_node_fs35.closeSync)(fd);
  }
  let out3 = [];
  for (let raw of text4.split(`
`)) {
    let line2;
    try {
      line2 = JSON.parse(raw);
    } catch {
      continue;
    }
    for (let ev of lineEvents(line2))
      ev.kind === "prompt" ? out3.push(`User: ${ev.text.slice(0, 2e3)}`) : ev.kind === "assistant_text" && ev.text.trim() ? out3.push(`Assistant: ${ev.text.slice(0, 2e3)}`) : ev.kind === "tool_use" ? out3.push(`(tool ${ev.name}${typeof ev.input.command == "string" ? `: ${ev.input.command.slice(0, 200)}` : ""})`) : ev.kind === "tool_result" && ev.isError && out3.push(`(failed: ${(ev.error ?? "").split(`
`)[0].slice(0, 200)})`);
  }
  let joined = out3.join(`
`);
  return joined.length > RECENT_CHARS && (joined = joined.slice(joined.length - RECENT_CHARS)), joined;
}
function runClaude(args, input, o) {
  return new Promise((resolve13, reject2) => {
    let env = { ...o.env, PAI_CHECKPOINT_DISABLE: "1" }, child = (0, import_node_child_process8.spawn)(o.claude, args, { cwd: o.cwd, env, stdio: ["pipe", "pipe", "pipe"] }), out3 = "", err = "", timer = setTimeout(() => {
      child.kill("SIGKILL"), reject2(new CheckpointError("IO", `${o.claude} gave no summary within ${Math.round(o.timeoutMs / 1e3)} s`));
    }, o.timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (d) => out3.length < 4 * ANSWER_CHARS ? out3 += d : void 0), child.stderr.setEncoding("utf8").on("data", (d) => err = `${err}${d}`.slice(-2e3)), child.once("error", (e) => {
      clearTimeout(timer), reject2(new CheckpointError("IO", `${o.claude} could not run: ${errorMessage(e)}`));
    }), child.once("close", (code) => {
      clearTimeout(timer), code === 0 ? resolve13(out3) : reject2(new CheckpointError("IO", `${o.claude} exited with ${code}: ${err.trim().split(`
`).slice(-2).join(" | ")}`));
    }), child.stdin.on("error", () => {
    }), child.stdin.end(input);
  });
}
var import_node_child_process8, import_node_fs35, TAIL_BYTES, RECENT_CHARS, ANSWER_CHARS, init_model = __esm({
  "src/domain/summary/model.ts"() {
    "use strict";
    import_node_child_process8 = require("node:child_process"), import_node_fs35 = require("node:fs");
    init_errors2();
    init_regular();
    init_reader();
    init_render();
    TAIL_BYTES = 256 * 1024, RECENT_CHARS = 24e3, ANSWER_CHARS = 16e3;
  }
});

// src/domain/capture/parts/summary.ts
async function summaryInput(scope) {
  let c = scope.conversation, { req } = scope, git6 = scope.git?.state, base = typeof req.session?.git_base == "string" ? req.session.git_base : void 0, files = git6 ? await diffstat(git6.root, base, git6.untracked) : c.files_modified.map((p2) => ({ path: (0, import_node_path30.relative)(req.cwd, p2) || p2, added: 0, removed: 0, uncounted: !0 })), pai = req.pai, context = scope.draft.conversation?.context;
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
    git: git6 ? { branch: git6.branch, head: git6.head, dirty: git6.dirty, uncommitted: git6.modified.length + git6.untracked.length, unpushed: git6.unpushed_commits } : void 0,
    context: context ? { tokens: context.tokens_used, window: context.window, percent: context.budget_percent, compactions: context.compactions } : void 0,
    lastPrompt: c.last_prompt,
    pendingToolCalls: c.pending_tool_calls.map((t) => t.name)
  };
}
var import_node_path30, MODEL_TRIGGERS, summaryPart, init_summary = __esm({
  "src/domain/capture/parts/summary.ts"() {
    "use strict";
    import_node_path30 = require("node:path");
    init_errors2();
    init_diffstat();
    init_model();
    init_render();
    init_redact();
    init_part();
    MODEL_TRIGGERS = /* @__PURE__ */ new Set(["stop", "complete", "pre_compact", "context", "detach", "error", "manual"]), summaryPart = {
      name: "summary",
      async collect(scope) {
        if (!scope.conversation) return;
        let input = await summaryInput(scope), summary = builtinSummary(input, scope.now), cfg = scope.o.config.summary, triggers = [scope.req.trigger, ...scope.req.coalesced ?? []];
        if (cfg.engine === "model" && triggers.some((t) => MODEL_TRIGGERS.has(t)))
          try {
            let markdown = await modelSummary(summary.markdown, scope.req.transcriptPath, { claude: cfg.claude, model: cfg.model, timeoutMs: cfg.timeoutSeconds * 1e3, cwd: scope.req.cwd, env: scope.o.env });
            summary = { ...summary, engine: "model", markdown };
          } catch (err) {
            scope.warnings.push(`the model's summary failed (${errorMessage(err)}): the built-in one is stored`);
          }
        scope.o.config.capture.redactSecrets && (summary = JSON.parse(redactSecretPatterns(JSON.stringify(summary)))), scope.summary = summary, scope.parts.push(jsonPart("summary.json", summary));
      }
    };
  }
});

// src/platform/tmux.ts
function tmuxPlace(env) {
  let socket = env.TMUX?.split(",")[0];
  if (!socket) return;
  let pane = env.TMUX_PANE;
  return pane ? { socket, pane } : { socket };
}
async function tmux(socket, args) {
  try {
    let { stdout } = await run6("tmux", ["-S", socket, ...args], { timeout: TIMEOUT_MS, maxBuffer: 16777216, encoding: "utf8" });
    return stdout;
  } catch {
    return;
  }
}
async function sessionName(place) {
  return (await tmux(place.socket, ["display-message", "-p", ...place.pane ? ["-t", place.pane] : [], "#{session_name}"]))?.trim() || void 0;
}
async function captureLayout(place, lines2 = 200) {
  let session = await sessionName(place);
  if (!session) return;
  let target = exact(session), win = await tmux(place.socket, ["list-windows", "-t", target, "-F", ["#{window_index}", "#{window_active}", "#{window_layout}", "#{window_name}"].join(SEP)]), panes = await tmux(place.socket, ["list-panes", "-s", "-t", target, "-F", ["#{window_index}", "#{pane_index}", "#{pane_active}", "#{pane_id}", "#{pane_current_path}", "#{pane_current_command}"].join(SEP)]);
  if (win === void 0 || panes === void 0) return;
  let layout = { session, windows: [] };
  for (let row of win.split(`
`).filter(Boolean)) {
    let [index, active, shape, ...name2] = row.split(SEP);
    layout.windows.push({ index: Number(index), name: name2.join(SEP), active: active === "1", layout: shape ?? "", panes: [] });
  }
  for (let row of panes.split(`
`).filter(Boolean)) {
    let [w2, p2, active, id, cwd, command2] = row.split(SEP), window2 = layout.windows.find((x) => x.index === Number(w2));
    if (!window2 || id === void 0) continue;
    let history = (await tmux(place.socket, ["capture-pane", "-p", "-J", "-t", id, "-S", `-${lines2}`]) ?? "").replace(/\n+$/, "").split(`
`).slice(-lines2);
    window2.panes.push({ index: Number(p2), active: active === "1", cwd: cwd ?? "", command: command2 ?? "", history: history.length === 1 && history[0] === "" ? [] : history }), id === place.pane && (layout.claudePane = `${w2}.${p2}`);
  }
  return layout;
}
async function createLayout(layout, o) {
  let server = o.socket ? ["-S", o.socket] : [], t = async (args) => {
    let { stdout } = await run6("tmux", [...server, ...args], { timeout: TIMEOUT_MS, encoding: "utf8", env: { ...process.env, ...o.env } });
    return stdout.trim();
  }, windows = [...layout.windows].sort((a, b2) => a.index - b2.index), first = !0;
  for (let w2 of windows) {
    let panes = [...w2.panes].sort((a, b2) => a.index - b2.index), p0 = panes[0], cwd0 = p0 ? o.cwdOf(w2, p0) : o.cwdOf(w2, { index: 0, active: !0, cwd: "", command: "", history: [] }), winId = first ? await t(["new-session", "-d", "-s", o.session, "-n", w2.name || "shell", "-c", cwd0, "-x", "200", "-y", "50", "-P", "-F", "#{window_id}"]) : await t(["new-window", "-d", "-t", exact(o.session), "-n", w2.name || "shell", "-c", cwd0, "-P", "-F", "#{window_id}"]);
    first = !1;
    let ids = [await t(["display-message", "-p", "-t", winId, "#{pane_id}"])];
    for (let p2 of panes.slice(1)) ids.push(await t(["split-window", "-d", "-t", winId, "-c", o.cwdOf(w2, p2), "-P", "-F", "#{pane_id}"]));
    w2.layout && await t(["select-layout", "-t", winId, w2.layout]).catch(() => {
    });
    let active = panes.findIndex((p2) => p2.active);
    active > 0 && ids[active] && await t(["select-pane", "-t", ids[active]]);
    let claude = layout.claudePane?.split(".");
    if (o.claudeCommand && claude && Number(claude[0]) === w2.index) {
      let at2 = panes.findIndex((p2) => p2.index === Number(claude[1]));
      at2 >= 0 && ids[at2] && await t(["send-keys", "-t", ids[at2], "-l", o.claudeCommand]).then(() => t(["send-keys", "-t", ids[at2], "Enter"]));
    }
    w2.active && await t(["select-window", "-t", winId]);
  }
}
async function tmuxInstalled() {
  try {
    return await run6("tmux", ["-V"], { timeout: TIMEOUT_MS }), !0;
  } catch {
    return !1;
  }
}
async function newDetachedSession(o) {
  let vars = Object.entries(o.vars).flatMap(([k2, v2]) => ["-e", `${k2}=${v2}`]);
  try {
    await run6("tmux", ["new-session", "-d", "-s", o.name, "-c", o.cwd, ...vars, "--", ...o.argv], { timeout: TIMEOUT_MS, env: o.env, encoding: "utf8" });
  } catch (err) {
    let e = err;
    throw new Error(`tmux new-session ${o.name}: ${(e.stderr || e.message || String(err)).trim()}`);
  }
}
async function hasSession(socket, session) {
  try {
    return await run6("tmux", [...socket ? ["-S", socket] : [], "has-session", "-t", `=${session}`], { timeout: TIMEOUT_MS }), !0;
  } catch {
    return !1;
  }
}
function renderTmuxState(layout) {
  let q2 = JSON.stringify, out3 = [HEADER2, `session ${q2(layout.session)}${layout.claudePane ? ` claude ${layout.claudePane}` : ""}`];
  for (let w2 of layout.windows) {
    out3.push(`window ${w2.index} ${w2.active ? "active" : "-"} ${q2(w2.layout)} ${q2(w2.name)}`);
    for (let p2 of w2.panes) out3.push(`pane ${w2.index}.${p2.index} ${p2.active ? "active" : "-"} ${q2(p2.cwd)} ${q2(p2.command)}`);
  }
  for (let w2 of layout.windows)
    for (let p2 of w2.panes) out3.push("", `history ${w2.index}.${p2.index} ${p2.history.length}`, ...p2.history);
  return `${out3.join(`
`)}
`;
}
function layoutSummary(layout) {
  return layout.windows.map((w2) => `${w2.index}:${w2.name}:${w2.layout}`).join(" ");
}
function parseTmuxState(text4) {
  let lines2 = text4.split(`
`), fail = (i, why) => new Error(`tmux_state.txt line ${i + 1}: ${why}`);
  if (lines2[0] !== HEADER2) throw fail(0, `expected "${HEADER2}"`);
  let str2 = (s3, i) => {
    try {
      let v2 = JSON.parse(s3 ?? "");
      if (typeof v2 == "string" && !v2.includes("\0")) return v2;
    } catch {
    }
    throw fail(i, "expected a quoted string");
  }, layout = { session: "", windows: [] }, byId = /* @__PURE__ */ new Map();
  for (let i = 1; i < lines2.length; i++) {
    let line2 = lines2[i];
    if (line2 === "") continue;
    let m2;
    if (m2 = /^session ("(?:[^"\\]|\\.)*")(?: claude (\d+\.\d+))?$/.exec(line2))
      layout.session = str2(m2[1], i), m2[2] && (layout.claudePane = m2[2]);
    else if (m2 = /^window (\d+) (active|-) ("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*")$/.exec(line2))
      layout.windows.push({ index: Number(m2[1]), active: m2[2] === "active", layout: str2(m2[3], i), name: str2(m2[4], i), panes: [] });
    else if (m2 = /^pane (\d+)\.(\d+) (active|-) ("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*")$/.exec(line2)) {
      let w2 = layout.windows.find((x) => x.index === Number(m2[1]));
      if (!w2) throw fail(i, `pane of an unknown window ${m2[1]}`);
      let pane = { index: Number(m2[2]), active: m2[3] === "active", cwd: str2(m2[4], i), command: str2(m2[5], i), history: [] };
      w2.panes.push(pane), byId.set(`${m2[1]}.${m2[2]}`, pane);
    } else if (m2 = /^history (\d+\.\d+) (\d+)$/.exec(line2)) {
      let pane = byId.get(m2[1]), n = Number(m2[2]);
      if (!pane) throw fail(i, `history of an unknown pane ${m2[1]}`);
      if (i + n >= lines2.length) throw fail(i, `history of ${n} lines runs past the end`);
      pane.history = lines2.slice(i + 1, i + 1 + n), i += n;
    } else
      throw fail(i, `unexpected "${line2.slice(0, 40)}"`);
  }
  if (!layout.session || layout.windows.length === 0) throw fail(1, "no session or no window");
  return layout;
}
var import_node_child_process9, import_node_util4, run6, TIMEOUT_MS, SEP, exact, HEADER2, init_tmux = __esm({
  "src/platform/tmux.ts"() {
    "use strict";
    import_node_child_process9 = require("node:child_process"), import_node_util4 = require("node:util"), run6 = (0, import_node_util4.promisify)(import_node_child_process9.execFile), TIMEOUT_MS = 3e3;
    SEP = "", exact = (session) => `=${session}:`;
    HEADER2 = "pai-checkpoint tmux state 1";
  }
});

// src/domain/capture/parts/tmux.ts
var PANE_LINES, tmuxPart, init_tmux2 = __esm({
  "src/domain/capture/parts/tmux.ts"() {
    "use strict";
    init_tmux();
    PANE_LINES = 200, tmuxPart = {
      name: "tmux",
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
var import_events3, import_fs, import_node_events, import_node_stream7, import_node_string_decoder2, import_node_path31, import_node_fs36, import_path, import_events4, import_assert, import_buffer, Ps, import_zlib, import_node_path32, import_node_path33, import_fs2, import_fs3, import_path2, import_node_path34, import_path3, import_node_fs37, import_node_assert, import_node_crypto21, import_node_fs38, import_node_path35, import_fs4, import_node_fs39, import_node_path36, import_node_fs40, import_promises8, import_node_path37, import_node_path38, import_node_fs41, import_node_path39, zr, Ur, Ds, Wr, Gr, Zr, Q, J, nt, De, qt, Ne, Ns, Ae, As, z, Mt, g, Qt, Bt, b, N, _, bi, Ie, L, S, _i, Oi, Is, Ti, Z, xi, Ce, Jt, Rt, C, jt, Yr, Kr, Vr, $r, Fe, Li, Xr, qr, A, Jr, ht, H, te, m, Ni, tt, Ai, ki, vi, ie, ke, Ut, Ht, Ii, Pt, at, U, ot, Y, zt, Ci, j, ee, Fi, ve, gt, Me, bt, _t, Be, et, Wt, jr, Fs, ks, vs, Ms, Bs, tn, se, K, sn, M, rn, zs, nn, Bi, Tt, Gt, Pi, re, Pe, ze, Ue, He, We, Ge, Ze, Ye, Ke, Us, hn, an, Hs, ln, cn, Ws, Gs, Hi, ne, dn, Ui, oe, Ve, un, F, mn, xt, Wi, pn, lt, En, wn, Sn, ct, yn, Rn, gn, Gi, bn, Lt, ft, On, Tn, xn, Ln, f, $e, Dt, Nn, Xi, qi, An, B, Nt, it, Zi, Zs, V, he, dt, Ys, p, st, ut, Yi, At, w, Xe, qe, Ki, Ks, Vs, ae, Vi, Qe, Yt, $, Je, It, je, ti, $s, In, le, $i, Xs, Cn, rt, mt, vn, Qi, Mn, Bn, Ct, Ji, zn, qs, ce, ei, ji, Un, Hn, ts, Qs, rr, Wn, tr, er, ir, is, sr, fe, ii, ss, si, rs, ns, os, hs, pt, ri, as, es, q, de, ni, oi, Gn, hi, ue, pi, nr, li, me, W, pe, Et, Ft, Ee, ai, G, ls, ci, or, ds, us, fi, di, hr, cs, ui, lr, fs, wt, kt, Vn, $n, fr, dr, Xn, qn, Qn, Jn, Er, wr, ur, Sr, yr, Rr, jn, to, eo, mr, ms, ps, Ei, io, Es, so, ws, Se, St, no, gr, Ss, br, oo, _r, ys, Or, Vt, Tr, ho, ao, lo, yi, Lr, Dr, _s, Nr, Os, P, Ts, xs, gi, Ar, Ir, Re, Cr, Fr, Rs, yt, O, Ri, kr, $t, gs, bs, Ls, ge, be, _e, Oe, fo, Te, uo, mo, po, vr, Xt, ye, xe, Eo, wo, So, yo, Ro, go, bo, _o, vt, Oo, To, init_index_min = __esm({
  "node_modules/tar/dist/esm/index.min.js"() {
    import_events3 = __toESM(require("events"), 1), import_fs = __toESM(require("fs"), 1), import_node_events = require("node:events"), import_node_stream7 = __toESM(require("node:stream"), 1), import_node_string_decoder2 = require("node:string_decoder"), import_node_path31 = __toESM(require("node:path"), 1), import_node_fs36 = __toESM(require("node:fs"), 1), import_path = require("path"), import_events4 = require("events"), import_assert = __toESM(require("assert"), 1), import_buffer = require("buffer"), Ps = __toESM(require("zlib"), 1), import_zlib = __toESM(require("zlib"), 1), import_node_path32 = require("node:path"), import_node_path33 = require("node:path"), import_fs2 = __toESM(require("fs"), 1), import_fs3 = __toESM(require("fs"), 1), import_path2 = __toESM(require("path"), 1), import_node_path34 = require("node:path"), import_path3 = __toESM(require("path"), 1), import_node_fs37 = __toESM(require("node:fs"), 1), import_node_assert = __toESM(require("node:assert"), 1), import_node_crypto21 = require("node:crypto"), import_node_fs38 = __toESM(require("node:fs"), 1), import_node_path35 = __toESM(require("node:path"), 1), import_fs4 = __toESM(require("fs"), 1), import_node_fs39 = __toESM(require("node:fs"), 1), import_node_path36 = __toESM(require("node:path"), 1), import_node_fs40 = __toESM(require("node:fs"), 1), import_promises8 = __toESM(require("node:fs/promises"), 1), import_node_path37 = __toESM(require("node:path"), 1), import_node_path38 = require("node:path"), import_node_fs41 = __toESM(require("node:fs"), 1), import_node_path39 = __toESM(require("node:path"), 1), zr = Object.defineProperty, Ur = (s3, t) => {
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
      let i = s3, r = "", n, o = import_node_path32.posix.parse(s3).root || ".";
      if (Buffer.byteLength(i) < 100) n = [i, r, !1];
      else {
        r = import_node_path32.posix.dirname(i), i = import_node_path32.posix.basename(i);
        do
          Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, !1] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, !0] : (i = import_node_path32.posix.join(import_node_path32.posix.basename(r), i), r = import_node_path32.posix.dirname(r));
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
        new F({ path: ("PaxHeader/" + (0, import_node_path33.basename)(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
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
        i = import_node_fs36.default.openSync(e, "r");
        let r = import_node_fs36.default.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
        if (r.size < n) {
          let o = Buffer.allocUnsafe(r.size), h = import_node_fs36.default.readSync(i, o, 0, r.size, 0);
          t.end(h === o.byteLength ? o : o.subarray(0, h));
        } else {
          let o = 0, h = Buffer.allocUnsafe(n);
          for (; o < r.size; ) {
            let a = import_node_fs36.default.readSync(i, h, 0, n, o);
            if (a === 0) break;
            o += a, t.write(h.subarray(0, a));
          }
          t.end();
        }
      } finally {
        if (typeof i == "number") try {
          import_node_fs36.default.closeSync(i);
        } catch {
        }
      }
    }, Bn = (s3, t) => {
      let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
      return new Promise((o, h) => {
        e.on("error", h), e.on("end", o), import_node_fs36.default.stat(r, (a, l) => {
          if (a) h(a);
          else {
            let c = new _t(r, { readSize: i, size: l.size });
            c.on("error", h), c.pipe(e);
          }
        });
      });
    }, Ct = K(Mn, Bn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
      t?.length && Qi(s3, t), s3.noResume || vn(s3);
    }), Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3), { isAbsolute: zn, parse: qs } = import_node_path34.win32, ce = (s3) => {
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
        e.charAt(0) === "@" ? Ct({ file: import_node_path31.default.resolve(s3.cwd, e.slice(1)), sync: !0, noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      }), s3.end();
    }, dr = async (s3, t) => {
      for (let e of t) e.charAt(0) === "@" ? await Ct({ file: import_node_path31.default.resolve(String(s3.cwd), e.slice(1)), noResume: !0, onReadEntry: (i) => {
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
        return import_node_fs39.default.lchownSync(s3, t, e);
      } catch (i) {
        if (i?.code !== "ENOENT") throw i;
      }
    }, Ei = (s3, t, e, i) => {
      import_node_fs39.default.lchown(s3, t, e, (r) => {
        i(r && r?.code !== "ENOENT" ? r : null);
      });
    }, io = (s3, t, e, i, r) => {
      if (t.isDirectory()) Es(import_node_path36.default.resolve(s3, t.name), e, i, (n) => {
        if (n) return r(n);
        let o = import_node_path36.default.resolve(s3, t.name);
        Ei(o, e, i, r);
      });
      else {
        let n = import_node_path36.default.resolve(s3, t.name);
        Ei(n, e, i, r);
      }
    }, Es = (s3, t, e, i) => {
      import_node_fs39.default.readdir(s3, { withFileTypes: !0 }, (r, n) => {
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
      t.isDirectory() && ws(import_node_path36.default.resolve(s3, t.name), e, i), ps(import_node_path36.default.resolve(s3, t.name), e, i);
    }, ws = (s3, t, e) => {
      let i;
      try {
        i = import_node_fs39.default.readdirSync(s3, { withFileTypes: !0 });
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
      import_node_fs40.default.stat(s3, (e, i) => {
        (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
      });
    }, gr = (s3, t, e) => {
      s3 = f(s3);
      let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
        E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? import_node_fs40.default.chmod(s3, r, e) : e();
      };
      if (s3 === d) return no(s3, y);
      if (l) return import_promises8.default.mkdir(s3, { mode: r, recursive: !0 }).then((E) => y(null, E ?? void 0), y);
      let D = f(import_node_path37.default.relative(d, s3)).split("/");
      Ss(d, D, r, c, d, void 0, y);
    }, Ss = (s3, t, e, i, r, n, o) => {
      if (t.length === 0) return o(null, n);
      let h = t.shift(), a = f(import_node_path37.default.resolve(s3 + "/" + h));
      import_node_fs40.default.mkdir(a, e, br(a, t, e, i, r, n, o));
    }, br = (s3, t, e, i, r, n, o) => (h) => {
      h ? import_node_fs40.default.lstat(s3, (a, l) => {
        if (a) a.path = a.path && f(a.path), o(a);
        else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
        else if (i) import_node_fs40.default.unlink(s3, (c) => {
          if (c) return o(c);
          import_node_fs40.default.mkdir(s3, e, br(s3, t, e, i, r, n, o));
        });
        else {
          if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
          o(h);
        }
      }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
    }, oo = (s3) => {
      let t = !1, e;
      try {
        t = import_node_fs40.default.statSync(s3).isDirectory();
      } catch (i) {
        e = i?.code;
      } finally {
        if (!t) throw new Se(s3, e ?? "ENOTDIR");
      }
    }, _r = (s3, t) => {
      s3 = f(s3);
      let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
        E && h && ws(E, n, o), r && import_node_fs40.default.chmodSync(s3, i);
      };
      if (s3 === c) return oo(c), d();
      if (a) return d(import_node_fs40.default.mkdirSync(s3, { mode: i, recursive: !0 }) ?? void 0);
      let T = f(import_node_path37.default.relative(c, s3)).split("/"), D;
      for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
        x = f(import_node_path37.default.resolve(x));
        try {
          import_node_fs40.default.mkdirSync(x, i), D = D || x;
        } catch {
          let Le = import_node_fs40.default.lstatSync(x);
          if (Le.isDirectory()) continue;
          if (l) {
            import_node_fs40.default.unlinkSync(x), import_node_fs40.default.mkdirSync(x, i), D = D || x;
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
      return r !== void 0 && (i = (0, import_node_path38.join)(r, i)), e.push(i || "/"), e;
    }, []), yi = class {
      #t = /* @__PURE__ */ new Map();
      #i = /* @__PURE__ */ new Map();
      #s = /* @__PURE__ */ new Set();
      reserve(t, e) {
        t = ao ? ["win32 parallelization disabled"] : t.map((r) => mt((0, import_node_path38.join)(Tr(r))));
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
      if (!Te) return import_node_fs38.default.unlink(s3, t);
      let e = s3 + ".DELETE." + (0, import_node_crypto21.randomBytes)(16).toString("hex");
      import_node_fs38.default.rename(s3, e, (i) => {
        if (i) return t(i);
        import_node_fs38.default.unlink(e, t);
      });
    }, po = (s3) => {
      if (!Te) return import_node_fs38.default.unlinkSync(s3);
      let t = s3 + ".DELETE." + (0, import_node_crypto21.randomBytes)(16).toString("hex");
      import_node_fs38.default.renameSync(s3, t), import_node_fs38.default.unlinkSync(t);
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
        this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === !0, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(import_node_path35.default.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
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
          let a = import_node_path35.default.posix.dirname(t.path), l = import_node_path35.default.posix.normalize(import_node_path35.default.posix.join(a, h.join("/")));
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
        if (t.absolute = import_node_path35.default.isAbsolute(t.path) ? f(import_node_path35.default.resolve(t.path)) : f(import_node_path35.default.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), !1;
        if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return !1;
        if (this.win32) {
          let { root: r } = import_node_path35.default.win32.parse(String(t.absolute));
          t.absolute = r + ts(String(t.absolute).slice(r.length));
          let { root: n } = import_node_path35.default.win32.parse(t.path);
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
          r.fd && import_node_fs38.default.close(r.fd, () => {
          }), r.write = () => !0, this[O](a, t), e();
        });
        let n = 1, o = (a) => {
          if (a) {
            r.fd && import_node_fs38.default.close(r.fd, () => {
            }), this[O](a, t), e();
            return;
          }
          --n === 0 && r.fd !== void 0 && import_node_fs38.default.close(r.fd, (l) => {
            l ? this[O](l, t) : this[$t](), e();
          });
        };
        r.on("finish", () => {
          let a = String(t.absolute), l = r.fd;
          if (typeof l == "number" && t.mtime && !this.noMtime) {
            n++;
            let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
            import_node_fs38.default.futimes(l, c, d, (y) => y ? import_node_fs38.default.utimes(a, c, d, (T) => o(T && y)) : o());
          }
          if (typeof l == "number" && this[ge](t)) {
            n++;
            let c = this[be](t), d = this[_e](t);
            typeof c == "number" && typeof d == "number" && import_node_fs38.default.fchown(l, c, d, (y) => y ? import_node_fs38.default.chown(a, c, d, (T) => o(T && y)) : o());
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
          t.mtime && !this.noMtime && (n++, import_node_fs38.default.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, import_node_fs38.default.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
        });
      }
      [Cr](t) {
        t.unsupported = !0, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
      }
      [Ar](t, e) {
        let i = f(import_node_path35.default.relative(this.cwd, import_node_path35.default.resolve(import_node_path35.default.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
        this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
          this[O](r, t), e();
        });
      }
      [Ir](t, e) {
        let i = f(import_node_path35.default.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
        this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
          this[O](n, t), e();
        });
      }
      [Re](t, e, i, r, n) {
        let o = i.shift();
        if (this.preservePaths || o === void 0) return r();
        let h = import_node_path35.default.resolve(e, o);
        import_node_fs38.default.lstat(h, (a, l) => {
          if (a) return r();
          if (l?.isSymbolicLink()) return n(new St(h, import_node_path35.default.resolve(h, i.join("/"))));
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
            let h = f(import_node_path35.default.dirname(String(t.absolute)));
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
          import_node_fs38.default.lstat(String(t.absolute), (h, a) => {
            if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
              this[Ls](t), i();
              return;
            }
            if (h || this[Os](t, a)) return this[P](null, t, i);
            if (a.isDirectory()) {
              if (t.type === "Directory") {
                let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
                return l ? import_node_fs38.default.chmod(String(t.absolute), Number(t.mode), c) : c();
              }
              if (t.absolute !== this.cwd) return import_node_fs38.default.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
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
        import_node_fs38.default[i](e, String(t.absolute), (n) => {
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
          let n = f(import_node_path35.default.dirname(String(t.absolute)));
          if (n !== this.cwd) {
            let o = this[yt](n, this.dmode);
            if (o) return this[O](o, t);
          }
        }
        let [e, i] = ye(() => import_node_fs38.default.lstatSync(String(t.absolute)));
        if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
        if (e || this[Os](t, i)) return this[P](null, t);
        if (i.isDirectory()) {
          if (t.type === "Directory") {
            let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
              import_node_fs38.default.chmodSync(String(t.absolute), Number(t.mode));
            }) : [];
            return this[P](h, t);
          }
          let [n] = ye(() => import_node_fs38.default.rmdirSync(String(t.absolute)));
          this[P](n, t);
        }
        let [r] = t.absolute === this.cwd ? [] : ye(() => po(String(t.absolute)));
        this[P](r, t);
      }
      [Ts](t, e) {
        let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
          let a;
          try {
            import_node_fs38.default.closeSync(n);
          } catch (l) {
            a = l;
          }
          (h || a) && this[O](h || a, t), e();
        }, n;
        try {
          n = import_node_fs38.default.openSync(String(t.absolute), ms(t.size), i);
        } catch (h) {
          return r(h);
        }
        let o = this.transform && this.transform(t) || t;
        o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
          try {
            import_node_fs38.default.writeSync(n, h, 0, h.length);
          } catch (a) {
            r(a);
          }
        }), o.on("end", () => {
          let h = null;
          if (t.mtime && !this.noMtime) {
            let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
            try {
              import_node_fs38.default.futimesSync(n, a, l);
            } catch (c) {
              try {
                import_node_fs38.default.utimesSync(String(t.absolute), a, l);
              } catch {
                h = c;
              }
            }
          }
          if (this[ge](t)) {
            let a = this[be](t), l = this[_e](t);
            try {
              import_node_fs38.default.fchownSync(n, Number(a), Number(l));
            } catch (c) {
              try {
                import_node_fs38.default.chownSync(String(t.absolute), Number(a), Number(l));
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
          import_node_fs38.default.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
        } catch {
        }
        if (this[ge](t)) try {
          import_node_fs38.default.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
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
          o = import_node_path35.default.resolve(o, h);
          let [a, l] = ye(() => import_node_fs38.default.lstatSync(o));
          if (a) return r();
          if (l.isSymbolicLink()) return n(new St(o, import_node_path35.default.resolve(e, i.join("/"))));
        }
        r();
      }
      [gi](t, e, i, r) {
        let n = `${i}Sync`;
        try {
          import_node_fs38.default[n](e, String(t.absolute)), r(), t.resume();
        } catch (o) {
          return this[O](o, t);
        }
      }
    }, Eo = (s3) => {
      let t = new xe(s3), e = s3.file, i = import_node_fs37.default.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
      new Be(e, { readSize: r, size: i.size }).pipe(t);
    }, wo = (s3, t) => {
      let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
      return new Promise((o, h) => {
        e.on("error", h), e.on("close", o), import_node_fs37.default.stat(r, (a, l) => {
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
          r = import_node_fs41.default.openSync(s3.file, "r+");
        } catch (a) {
          if (a?.code === "ENOENT") r = import_node_fs41.default.openSync(s3.file, "w+");
          else throw a;
        }
        let o = import_node_fs41.default.fstatSync(r), h = Buffer.alloc(512);
        t: for (n = 0; n < o.size; n += 512) {
          for (let c = 0, d = 0; c < 512; c += d) {
            if (d = import_node_fs41.default.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
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
          import_node_fs41.default.closeSync(r);
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
          T ? import_node_fs41.default.close(n, (E) => h(T)) : h(null, D);
        }, l = 0;
        if (o === 0) return a(null, 0);
        let c = 0, d = Buffer.alloc(512), y = (T, D) => {
          if (T || D === void 0) return a(T);
          if (c += D, c < 512 && D) return import_node_fs41.default.read(n, d, c, d.length - c, l + c, y);
          if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
          if (c < 512) return a(null, l);
          let E = new F(d);
          if (!E.cksumValid) return a(null, l);
          let x = 512 * Math.ceil((E.size ?? 0) / 512);
          if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
          s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, import_node_fs41.default.read(n, d, 0, 512, l, y);
        };
        import_node_fs41.default.read(n, d, 0, 512, l, y);
      };
      return new Promise((n, o) => {
        e.on("error", o);
        let h = "r+", a = (l, c) => {
          if (l && l.code === "ENOENT" && h === "r+") return h = "w+", import_node_fs41.default.open(s3.file, h, a);
          if (l || !c) return o(l);
          import_node_fs41.default.fstat(c, (d, y) => {
            if (d) return import_node_fs41.default.close(c, () => o(d));
            i(c, y.size, (T, D) => {
              if (T) return o(T);
              let E = new et(s3.file, { fd: c, start: D });
              e.pipe(E), E.on("error", o), E.on("close", n), _o(e, t);
            });
          });
        };
        import_node_fs41.default.open(s3.file, h, a);
      });
    }, bo = (s3, t) => {
      t.forEach((e) => {
        e.charAt(0) === "@" ? Ct({ file: import_node_path39.default.resolve(s3.cwd, e.slice(1)), sync: !0, noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      }), s3.end();
    }, _o = async (s3, t) => {
      for (let e of t) e.charAt(0) === "@" ? await Ct({ file: import_node_path39.default.resolve(String(s3.cwd), e.slice(1)), noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
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

// src/domain/capture/workspace.ts
function excluded(path, excludes) {
  return path.split("/").some((seg) => excludes.has(seg));
}
async function gitFiles(root) {
  if (mayBeInRepository(root))
    try {
      let { stdout } = await run7("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, maxBuffer: 268435456, encoding: "buffer" });
      return [...new Set(stdout.toString("utf8").split("\0").filter(Boolean))];
    } catch {
      return;
    }
}
function mayBeInRepository(dir2) {
  if (process.env.GIT_DIR !== void 0 || process.env.GIT_WORK_TREE !== void 0) return !0;
  for (let d = (0, import_node_path40.resolve)(dir2); ; d = (0, import_node_path40.dirname)(d)) {
    if ((0, import_node_fs42.existsSync)((0, import_node_path40.join)(d, ".git"))) return !0;
    if (d === (0, import_node_path40.dirname)(d)) return !1;
  }
}
function walk(root, excludes) {
  let out3 = [], visit = (rel) => {
    let entries;
    try {
      entries = (0, import_node_fs42.readdirSync)(rel ? `${root}/${rel}` : root, { withFileTypes: !0 });
    } catch {
      return;
    }
    let named = entries.filter((e) => !excludes.has(e.name)).map((e) => e.isDirectory() ? `${e.name}/` : e.name);
    for (let name2 of named.sort())
      name2.endsWith("/") ? visit(rel ? `${rel}/${name2.slice(0, -1)}` : name2.slice(0, -1)) : out3.push(rel ? `${rel}/${name2}` : name2);
  };
  return visit(""), out3;
}
function included(root, paths, excludes) {
  let out3 = [];
  for (let raw of paths) {
    let rel = raw.replace(/^\.\//, "").replace(/\/+$/, "");
    if (!rel || rel.startsWith("/") || rel.split("/").some((seg) => seg === ".." || seg === "") || excluded(rel, excludes)) continue;
    let st2;
    try {
      st2 = (0, import_node_fs42.lstatSync)(`${root}/${rel}`);
    } catch {
      continue;
    }
    st2.isDirectory() ? out3.push(...walk(`${root}/${rel}`, excludes).map((p2) => `${rel}/${p2}`)) : out3.push(rel);
  }
  return out3;
}
function sortedUnique(paths) {
  for (let i = 1; i < paths.length; i++) if (!(paths[i - 1] < paths[i])) return !1;
  return !0;
}
function readable(st2) {
  return UID === 0 || UID === -1 ? !0 : st2.uid === UID ? (st2.mode & 256) !== 0 : GIDS.has(st2.gid) ? (st2.mode & 32) !== 0 : (st2.mode & 4) !== 0;
}
async function candidatesIn(dir2, excludes, depth = 0) {
  let fromGit = await gitFiles(dir2);
  if (!fromGit) return { paths: walk(dir2, excludes), git: !1 };
  let paths = [];
  for (let p2 of fromGit) {
    let rel = p2.endsWith("/") ? p2.slice(0, -1) : p2;
    if (!excluded(rel, excludes))
      if (depth < 8 && p2.endsWith("/")) {
        let inner = await candidatesIn((0, import_node_path40.join)(dir2, rel), excludes, depth + 1);
        paths.push(...inner.paths.map((q2) => `${rel}/${q2}`));
      } else paths.push(rel);
  }
  return { paths, git: !0 };
}
async function listWorkspace(root, options = {}) {
  let excludes = new Set(options.excludes ?? DEFAULTS.excludes), found = await candidatesIn(root, excludes);
  options.include?.length && found.paths.push(...included(root, options.include, excludes));
  let fromGit = found.git ? found.paths : void 0, candidates = sortedUnique(found.paths) ? found.paths : [...new Set(found.paths)].sort(), base = root.endsWith("/") ? root : `${root}/`, listing = { root, git: fromGit !== void 0, files: [], skipped: [], totalBytes: 0, fingerprint: "" }, nested = /* @__PURE__ */ new Set();
  for (let i = 0; i < candidates.length; i++) {
    let path = candidates[i], abs = base + path, st2;
    try {
      st2 = (0, import_node_fs42.lstatSync)(abs, { throwIfNoEntry: !1 });
    } catch (err) {
      listing.skipped.push({ path, reason: `cannot be read (${errorMessage(err)})` });
      continue;
    }
    if (!st2) continue;
    let file2;
    if (st2.isSymbolicLink())
      file2 = { path, type: "symlink", size: 0, mtimeMs: st2.mtimeMs, ctimeMs: st2.ctimeMs, ino: st2.ino, mode: st2.mode & 4095, link: (0, import_node_fs42.readlinkSync)(abs) };
    else if (st2.isFile()) {
      if (!readable(st2)) {
        listing.skipped.push({ path, reason: "unreadable (permission denied)" });
        continue;
      }
      file2 = { path, type: "file", size: st2.size, mtimeMs: st2.mtimeMs, ctimeMs: st2.ctimeMs, ino: st2.ino, mode: st2.mode & 4095 };
    } else if (st2.isDirectory() && !nested.has(path)) {
      nested.add(path);
      let inner = await candidatesIn(abs, excludes, 1);
      candidates.push(...inner.paths.map((q2) => `${path}/${q2}`).sort());
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
  return (0, import_node_crypto22.createHash)("sha256").update(names.join("\0")).update(new Uint8Array(nums.buffer)).digest("hex");
}
function tooLarge2(maxBytes) {
  return new CheckpointError("TOO_LARGE", `workspace archive passed ${Math.round(maxBytes / 1e6)} MB (compressed) \u2014 too large for a local volume`, "exclude large folders in the configuration, or use a remote (S3) volume");
}
async function hasCommand(cmd, args, match) {
  try {
    let { stdout, stderr } = await run7(cmd, args, { timeout: 5e3 });
    return match.test(`${stdout}${stderr}`);
  } catch {
    return !1;
  }
}
async function pickEngine(prefer) {
  return (await requireZstd("snapshot a workspace")).kind === "binding" ? "node-tar+zstd-binding" : prefer === "node-tar+zstd" ? prefer : (gnuTar ??= hasCommand("tar", ["--version"], /GNU tar/), await gnuTar ? "gnu-tar+zstd" : "node-tar+zstd");
}
function snapshotStream(listing, options) {
  let codec = { level: options.level ?? 3, maxBytes: options.maxBytes, tooLarge: tooLarge2, purpose: "snapshot a workspace" };
  if (options.engine === "gnu-tar+zstd") return gnuTarSnapshot(listing, { ...codec, zstd: "cli" }, options.onProgress);
  if (options.engine === "node-tar+zstd") return nodeTarSnapshot(listing, { ...codec, zstd: "cli" }, options.onProgress);
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
function spawnTar(listing, onProgress) {
  let child = (0, import_node_child_process10.spawn)(
    "tar",
    [
      "--create",
      "--file=-",
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
      "--checkpoint=1000",
      "--checkpoint-action=echo=#%u"
    ],
    { stdio: ["pipe", "pipe", "pipe"] }
  ), tarErr = "", partial2 = "";
  return child.stderr.setEncoding("utf8"), child.stderr.on("data", (d) => {
    let lines2 = (partial2 + d).split(`
`);
    partial2 = lines2.pop() ?? "";
    for (let line2 of lines2) {
      let m2 = /^tar: #(\d+)$/.exec(line2.trim());
      m2 ? onProgress?.(Number(m2[1]) * 10240) : line2.trim() && (tarErr += `${line2}
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
      let pack = tar.create({ cwd: listing.root, portable: !0, noDirRecurse: !0, follow: !1, gzip: !1 }, listing.files.map((f2) => f2.path));
      pack.once("error", (err) => progress.destroy(new CheckpointError("IO", `node-tar failed: ${errorMessage(err)}`))), pack.pipe(progress);
    },
    (err) => progress.destroy(new CheckpointError("IO", `node-tar failed: ${errorMessage(err)}`))
  ), compressStream({ stream: progress }, codec);
}
var import_node_child_process10, import_node_crypto22, import_node_fs42, import_node_path40, import_node_stream8, import_node_util5, run7, UID, GIDS, gnuTar, init_workspace = __esm({
  "src/domain/capture/workspace.ts"() {
    "use strict";
    import_node_child_process10 = require("node:child_process"), import_node_crypto22 = require("node:crypto"), import_node_fs42 = require("node:fs"), import_node_path40 = require("node:path"), import_node_stream8 = require("node:stream"), import_node_util5 = require("node:util");
    init_defaults();
    init_errors2();
    init_codec();
    init_spawn();
    run7 = (0, import_node_util5.promisify)(import_node_child_process10.execFile);
    UID = process.getuid?.() ?? -1, GIDS = /* @__PURE__ */ new Set([process.getgid?.() ?? -1, ...process.getgroups?.() ?? []]);
  }
});

// src/domain/capture/parts/workspace.ts
function unsafeRoot(dir2) {
  let d = (0, import_node_path41.resolve)(dir2);
  return d === "/" || d === (0, import_node_path41.resolve)((0, import_node_os10.homedir)());
}
function includedIgnored(scope) {
  let wanted = scope.o.config.capture.includeIgnored;
  return wanted.length === 0 ? [] : keyringOf(scope.store)?.encryption() ? wanted : (scope.warnings.push(`[capture] include_ignored (${wanted.join(", ")}) not captured: only with [encryption] set, so that they are never stored in the clear`), []);
}
async function reuseParent(scope, listing, base) {
  let { parent, req } = scope, prev = parent?.workspace && parent.parts["workspace.tar.zst"];
  if (!parent || !prev || parent.workspace?.fingerprint !== listing.fingerprint || parent.encryption?.key_id !== keyringOf(scope.store)?.encryption()?.id) return !1;
  let copied = await scope.store.copy(partKey(req.sessionId, parent.id, "workspace.tar.zst"), partKey(req.sessionId, scope.id, "workspace.tar.zst"), prev);
  return copied ? (scope.reusedWorkspace = !0, scope.draft.workspace = { ...base, size_bytes: copied.size, reused_from: parent.id }, scope.parts.push({ name: "workspace.tar.zst", stored: copied }), !0) : !1;
}
async function storeContent(scope, listing, base) {
  let { o, store } = scope, local = store.location.startsWith("/"), large = local ? largeTierOf(store) : void 0, onTier = large !== void 0 && scope.parent?.workspace?.tier === large.location, snap;
  if (!onTier)
    try {
      snap = await snapshotOn(scope, store, listing, local ? o.config.capture.maxLocalBytes : void 0);
    } catch (err) {
      if (!(large && err instanceof CheckpointError && err.code === "TOO_LARGE")) throw err;
      scope.warnings.push(`new workspace content passed ${Math.round(o.config.capture.maxLocalBytes / 1e6)} MB: stored on the large tier ${large.location}`);
    }
  let tier;
  if (snap || (snap = await snapshotOn(scope, large, listing, void 0), tier = large.location, await putJson(large, contentRootKey(scope.req.sessionId, scope.id), { tree: snap.tree, volume: store.location, created_at: scope.now.toISOString() })), snap.skipped.length) {
    let gone2 = new Set(snap.skipped.map((s3) => s3.path));
    scope.archived = scope.archived.filter((p2) => !gone2.has(p2)), base.skipped = [...listing.skipped, ...snap.skipped];
  }
  scope.reusedWorkspace = scope.parent?.workspace?.tree?.sha256 === snap.tree.sha256, scope.draft.workspace = { ...base, path: "content", format: "content", file_count: snap.tree.entries, size_bytes: snap.addedBytes, tree: snap.tree, new_packs: snap.newPacks, files_read: snap.filesRead, ...tier ? { tier } : {} }, snap.addedBytes > o.config.capture.warnBytes && scope.warnings.push(`the workspace added ${Math.round(snap.addedBytes / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`);
}
async function snapshotOn(scope, volume, listing, maxBytes) {
  let { o } = scope, lock = await lockVolume(volume, "shared", { purpose: `capture of session ${scope.req.sessionId}` });
  return scope.cleanup.push(() => lock.release()), snapshotContent(volume, listing, {
    stateDir: o.stateDir,
    level: o.config.capture.zstdLevel,
    onProgress: o.onProgress,
    ...maxBytes !== void 0 ? { maxBytes } : {}
  });
}
var import_node_os10, import_node_path41, workspacePart, init_workspace2 = __esm({
  "src/domain/capture/parts/workspace.ts"() {
    "use strict";
    import_node_os10 = require("node:os"), import_node_path41 = require("node:path");
    init_errors2();
    init_backend();
    init_layout();
    init_sealed();
    init_locks();
    init_snapshot();
    init_workspace();
    workspacePart = {
      name: "workspace",
      async collect(scope) {
        let { req, o } = scope;
        if (unsafeRoot(req.cwd)) {
          scope.warnings.push(`${req.cwd} is the home folder or the root: workspace not snapshotted`);
          return;
        }
        let listing = await listWorkspace(req.cwd, { excludes: o.config.capture.excludes, include: includedIgnored(scope) }), uncommitted = scope.git ? [...scope.git.state.modified, ...scope.git.state.untracked] : [];
        scope.archived = listing.files.map((f2) => f2.path);
        let base = { path: "workspace.tar.zst", root: req.cwd, file_count: listing.files.length, unpacked_bytes: listing.totalBytes, uncommitted_files: uncommitted, fingerprint: listing.fingerprint, skipped: listing.skipped, listed_by: listing.git ? "git" : "walk" };
        if (o.config.capture.workspaceFormat === "content") await storeContent(scope, listing, base);
        else if (!await reuseParent(scope, listing, base)) {
          let engine = await pickEngine(), local = scope.store.location.startsWith("/");
          scope.parts.push({
            name: "workspace.tar.zst",
            data: () => snapshotStream(listing, { engine, level: o.config.capture.zstdLevel, onProgress: (n) => o.onProgress?.(n, listing.totalBytes), ...local ? { maxBytes: o.config.capture.maxLocalBytes } : {} })
          }), scope.draft.workspace = { ...base, size_bytes: 0, engine }, scope.onStored.push((name2, info) => {
            name2 !== "workspace.tar.zst" || !scope.draft.workspace || (scope.draft.workspace.size_bytes = info.size, info.size > o.config.capture.warnBytes && scope.warnings.push(`workspace archive is ${Math.round(info.size / 1e6)} MB (over ${Math.round(o.config.capture.warnBytes / 1e6)} MB)`));
          });
        }
        let first = listing.skipped[0];
        first && scope.warnings.push(`${listing.skipped.length} file(s) not archived (e.g. ${first.path}: ${first.reason})`);
      }
    };
  }
});

// src/domain/capture/parts/index.ts
var PARTS, init_parts = __esm({
  "src/domain/capture/parts/index.ts"() {
    "use strict";
    init_conversation2();
    init_environment2();
    init_git2();
    init_mcp2();
    init_session_state();
    init_summary();
    init_tmux2();
    init_workspace2();
    PARTS = [conversationPart, gitPart, summaryPart, workspacePart, environmentPart, mcpPart, tmuxPart, sessionStatePart];
  }
});

// src/domain/approval/policy.ts
function approvalFor(config2, f2) {
  let policy = config2.defaultPolicy;
  if (config2.policies[policy]?.requireReview.includes(f2.trigger)) return { status: "pending", policy, reason: `policy ${policy} requires review of ${f2.trigger} checkpoints` };
  let e = config2.escalation, crossed = [];
  return e.costUsd !== void 0 && f2.costUsd > e.costUsd && crossed.push(`session cost $${f2.costUsd.toFixed(2)} over $${e.costUsd}`), e.durationHours !== void 0 && f2.hours !== void 0 && f2.hours > e.durationHours && crossed.push(`session running ${f2.hours.toFixed(1)} h, over ${e.durationHours} h`), e.errorCount !== void 0 && f2.errors >= e.errorCount && crossed.push(`${f2.errors} failed tool call(s), ${e.errorCount} or more`), crossed.length ? { status: "pending", policy, reason: `escalated: ${crossed.join("; ")}` } : { status: "auto_approved", policy };
}
var init_policy = __esm({
  "src/domain/approval/policy.ts"() {
    "use strict";
  }
});

// src/domain/capture/create.ts
async function captureCheckpoint(store, req, o) {
  let now = o.now ?? (() => /* @__PURE__ */ new Date()), index = await loadIndex(store, req.sessionId), parentEntry = index.checkpoints.at(-1), parent = parentEntry ? await readManifest(store, req.sessionId, parentEntry.id).catch(() => {
  }) : void 0, id = req.id ?? newCheckpointId(now().getTime());
  if (index.checkpoints.some((e) => e.id === id)) throw new CheckpointError("CONFLICT", `checkpoint ${id} already exists in session ${req.sessionId}`);
  checkpointPrefix(req.sessionId, id);
  let scope = {
    store,
    req,
    o,
    now: now(),
    id,
    parent,
    parts: [],
    warnings: [],
    draft: { workspace: null, git: null },
    archived: [],
    reusedWorkspace: !1,
    onStored: [],
    cleanup: []
  };
  try {
    for (let provider of PARTS) await provider.collect(scope);
    let draft = manifestDraft(scope, parentEntry?.id, index.checkpoints.length + 1), manifest = await commitCheckpoint(store, draft, scope.parts, (name2, info) => scope.onStored.forEach((f2) => f2(name2, info)), o.fence), retention = await applyRetention(store, req.sessionId, o.config.retention, now());
    return { manifest, archived: scope.archived, reusedWorkspace: scope.reusedWorkspace, warnings: scope.warnings, retention, summary: scope.summary };
  } finally {
    for (let f2 of scope.cleanup) await f2();
  }
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
    conversation: draft.conversation ?? { turn_count: 0, last_message_id: null, tokens_used: 0, has_resume_token: !1 },
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
    project: req.cwd,
    ...req.pai ? { pai: req.pai } : {},
    ...req.provenance ? { provenance: req.provenance } : {},
    ...req.epoch ? { session_epoch: req.epoch } : {},
    warnings: scope.warnings
  };
}
function hoursSince(iso, now) {
  let t = typeof iso == "string" ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? void 0 : (now.getTime() - t) / 36e5;
}
var init_create = __esm({
  "src/domain/capture/create.ts"() {
    "use strict";
    init_errors2();
    init_ids();
    init_retention();
    init_store();
    init_layout();
    init_parts();
    init_policy();
  }
});

// src/domain/capture/unchanged.ts
var init_unchanged = __esm({
  "src/domain/capture/unchanged.ts"() {
    "use strict";
    init_store();
    init_git();
    init_workspace();
  }
});

// src/domain/notify/message.ts
function notification(i) {
  let dedup = i.dedup ?? `${i.event}\0${i.session.id}\0${i.checkpoint ?? ""}`;
  return {
    key: (0, import_node_crypto23.createHash)("sha256").update(dedup).digest("hex").slice(0, 32),
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
function shortDuration(ms2) {
  let s3 = Math.round(ms2 / 1e3);
  if (s3 < 60) return `${s3}s`;
  let m2 = Math.round(s3 / 60);
  return m2 < 60 ? `${m2}m` : `${Math.floor(m2 / 60)}h ${m2 % 60}m`;
}
function contextLine(n) {
  let c = n.context;
  return [c.status && `Status: ${c.status}`, c.costUsd !== void 0 && `Cost: $${c.costUsd.toFixed(2)}`, c.durationMs !== void 0 && `Duration: ${shortDuration(c.durationMs)}`, c.files !== void 0 && `Files: ${c.files}`].filter(Boolean).join(" | ");
}
function plainText(n) {
  let lines2 = [`pai-checkpoint: ${n.title}`, "", `Session: ${n.session.id}${n.session.name ? ` (${n.session.name})` : ""}${n.session.project ? ` in ${n.session.project}` : ""}`, n.summary], context = contextLine(n);
  return context && lines2.push(context), n.checkpoint && lines2.push(`Checkpoint: ${n.checkpoint}`), lines2.push(`Event: ${n.event} at ${n.at}`), n.action && lines2.push("", n.action), lines2.join(`
`);
}
var import_node_crypto23, EVENTS, TITLES, init_message = __esm({
  "src/domain/notify/message.ts"() {
    "use strict";
    import_node_crypto23 = require("node:crypto"), EVENTS = {
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
  }
});

// src/domain/notify/outbox.ts
function notifyDir(paths) {
  return (0, import_node_path42.join)(paths.stateDir, "notify");
}
function appendLog(paths, line2) {
  let d = dirs(paths);
  ensureDir(d.root), (0, import_node_fs43.appendFileSync)(d.log, `${JSON.stringify(line2)}
`, { mode: 384 });
}
function enqueue(paths, n, channels, now, op) {
  let d = dirs(paths);
  ensureDir(d.outbox);
  let out3 = { queued: [], duplicates: [] };
  for (let channel of channels) {
    let name2 = fileOf(n.key, channel), pending = { v: 1, notification: n, ...op ? { op } : {}, channel, attempts: 0, next_at: now.getTime() }, created = !(0, import_node_fs43.existsSync)((0, import_node_path42.join)(d.sent, name2));
    if (created)
      try {
        createFileExclusiveSync(d.outbox, [`${name2}.json`], redactSecretPatterns(JSON.stringify(pending)), { fsync: !1 });
      } catch (err) {
        if (!/no free file name/.test(errorMessage(err))) throw err;
        created = !1;
      }
    (created ? out3.queued : out3.duplicates).push(channel), appendLog(paths, { at: now.toISOString(), key: n.key, event: n.event, channel, status: created ? "queued" : "duplicate" });
  }
  return out3;
}
function list2(dir2) {
  try {
    return (0, import_node_fs43.readdirSync)(dir2).filter((f2) => !f2.startsWith("."));
  } catch {
    return [];
  }
}
function readPending(file2) {
  try {
    let p2 = JSON.parse((0, import_node_fs43.readFileSync)(file2, "utf8"));
    return p2 && p2.v === 1 && typeof p2.channel == "string" && p2.notification ? p2 : void 0;
  } catch {
    return;
  }
}
function outboxState(paths, limit = 50) {
  let d = dirs(paths), lines2 = [];
  try {
    lines2 = (0, import_node_fs43.readFileSync)(d.log, "utf8").split(`
`).filter(Boolean);
  } catch {
  }
  let log = lines2.slice(-limit).flatMap((l) => {
    try {
      return [JSON.parse(l)];
    } catch {
      return [];
    }
  }), read3 = (dir2) => list2(dir2).filter((f2) => f2.endsWith(".json")).flatMap((f2) => readPending((0, import_node_path42.join)(dir2, f2)) ?? []);
  return { log, waiting: [...read3(d.outbox), ...list2(d.sending).flatMap((f2) => readPending((0, import_node_path42.join)(d.sending, f2)) ?? [])], failed: read3(d.failed) };
}
function retryFailed(paths, now) {
  let d = dirs(paths), n = 0;
  for (let f2 of list2(d.failed).filter((x) => x.endsWith(".json"))) {
    let p2 = readPending((0, import_node_path42.join)(d.failed, f2));
    ensureDir(d.outbox), p2 && writeFileAtomicSync((0, import_node_path42.join)(d.outbox, f2), JSON.stringify({ ...p2, attempts: 0, next_at: now.getTime() }), { fsync: !1 }), safeUnlink((0, import_node_path42.join)(d.failed, f2)), p2 && n++;
  }
  return n;
}
function outboxBusy(paths) {
  let d = dirs(paths);
  return list2(d.outbox).length > 0 || list2(d.sending).length > 0;
}
var import_node_fs43, import_node_path42, dirs, fileOf, init_outbox = __esm({
  "src/domain/notify/outbox.ts"() {
    "use strict";
    import_node_fs43 = require("node:fs"), import_node_path42 = require("node:path");
    init_atomic();
    init_errors2();
    init_lock();
    init_redact();
    dirs = (paths) => {
      let root = notifyDir(paths);
      return { root, outbox: (0, import_node_path42.join)(root, "outbox"), sending: (0, import_node_path42.join)(root, "sending"), sent: (0, import_node_path42.join)(root, "sent"), failed: (0, import_node_path42.join)(root, "failed"), log: (0, import_node_path42.join)(root, "log.jsonl") };
    }, fileOf = (key, channel) => `${key}-${channel}`;
  }
});

// src/platform/http.ts
async function httpRequest(method, url2, headers, body, timeoutMs = 1e4, now = Date.now()) {
  let res = await fetch(url2, { method, headers, ...body !== void 0 ? { body } : {}, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) }), text4 = (await res.text()).slice(0, 1 << 20), result2 = { status: res.status, body: text4 }, retry = res.headers.get("retry-after");
  if (retry) {
    let ms2 = /^\d+$/.test(retry.trim()) ? Number(retry) * 1e3 : Date.parse(retry) - now;
    Number.isFinite(ms2) && ms2 >= 0 && (result2.retryAfterMs = ms2);
  }
  return result2;
}
function httpPost(url2, headers, body, timeoutMs = 1e4, now = Date.now()) {
  return httpRequest("POST", url2, headers, body, timeoutMs, now);
}
var init_http = __esm({
  "src/platform/http.ts"() {
    "use strict";
  }
});

// src/domain/notify/channels.ts
function expand(value, env, where) {
  return String(value ?? "").replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_2, name2) => {
    let v2 = env[name2];
    if (v2 === void 0 || v2 === "") throw new CheckpointError("USAGE", `${where} uses \${${name2}}, which is not set`, `export ${name2}=\u2026 in the environment pai-checkpoint runs in`);
    return v2;
  });
}
function deliveryFor(channel, n, env) {
  let f2 = (k2) => expand(channel.fields[k2], env, `notifications.channels.${channel.name}.${k2}`), has2 = (k2) => channel.fields[k2] !== void 0, url2 = (k2) => {
    let v2 = f2(k2), why = insecureUrl(v2);
    if (why) throw new CheckpointError("USAGE", `notifications.channels.${channel.name}.${k2}: ${why}`, "use an https URL (http is accepted only for 127.0.0.1, ::1 or localhost)");
    return v2;
  }, json = (body, headers = {}) => ({ headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }), session = `${n.session.id}${n.session.name ? ` (${n.session.name})` : ""}`, context = contextLine(n);
  switch (channel.type) {
    case "slack": {
      let text4 = [`*Session:* ${session}`, n.summary, ...context ? [context] : [], ...n.action ? [`\`${n.action}\``] : []].join(`
`), blocks = [
        { type: "header", text: { type: "plain_text", text: `pai-checkpoint: ${n.title}` } },
        { type: "section", text: { type: "mrkdwn", text: text4 } },
        { type: "context", elements: [{ type: "mrkdwn", text: `${n.event} \xB7 ${n.priority} \xB7 ${n.at}` }] }
      ];
      return { kind: "http", url: url2("webhook_url"), ...json({ text: `pai-checkpoint: ${n.title} \u2014 ${session}`, ...has2("username") ? { username: f2("username") } : {}, blocks }) };
    }
    case "discord": {
      let fields = [
        { name: "Session", value: session, inline: !1 },
        ...context ? [{ name: "Context", value: context, inline: !1 }] : [],
        ...n.action ? [{ name: "Next", value: `\`${n.action}\``, inline: !1 }] : []
      ], embed = { title: `pai-checkpoint: ${n.title}`, description: n.summary, color: DISCORD_COLOR[n.priority], fields, footer: { text: `${n.event} \xB7 ${n.priority}` }, timestamp: n.at };
      return { kind: "http", url: url2("webhook_url"), ...json({ ...has2("username") ? { username: f2("username") } : {}, embeds: [embed] }) };
    }
    case "ntfy": {
      let server = has2("server") ? url2("server") : "https://ntfy.sh", headers = { Title: `pai-checkpoint: ${n.title}`, Priority: NTFY_PRIORITY[n.priority], Tags: `pai-checkpoint,${n.event}`, "content-type": "text/plain; charset=utf-8" };
      return has2("token") && (headers.Authorization = `Bearer ${f2("token")}`), { kind: "http", url: `${server.replace(/\/+$/, "")}/${encodeURIComponent(f2("topic"))}`, headers, body: plainText(n) };
    }
    case "webhook": {
      let body = JSON.stringify({ version: 1, event: n.event, priority: n.priority, title: n.title, text: plainText(n), notification: n }), headers = { "content-type": "application/json", "X-PAI-Checkpoint-Event": n.event };
      return has2("secret") && (headers["X-Signature"] = `sha256=${(0, import_node_crypto24.createHmac)("sha256", f2("secret")).update(body).digest("hex")}`), { kind: "http", url: url2("url"), headers, body };
    }
    case "email": {
      let port = Number(channel.fields.smtp_port ?? 587);
      return {
        kind: "smtp",
        host: f2("smtp_host"),
        port,
        secure: port === 465,
        // 465: TLS from the start; otherwise STARTTLS is required
        ...has2("smtp_user") ? { auth: { user: f2("smtp_user"), pass: f2("smtp_password") } } : {},
        from: f2("from_address"),
        to: f2("to_address"),
        subject: `[pai-checkpoint] ${n.title}: ${session}`,
        text: plainText(n)
      };
    }
  }
}
var import_node_crypto24, NTFY_PRIORITY, DISCORD_COLOR, init_channels = __esm({
  "src/domain/notify/channels.ts"() {
    "use strict";
    import_node_crypto24 = require("node:crypto");
    init_config();
    init_errors2();
    init_message();
    NTFY_PRIORITY = { info: "2", notice: "3", warning: "4", critical: "5" }, DISCORD_COLOR = { info: 9807270, notice: 3447003, warning: 15965202, critical: 15158332 };
  }
});

// src/domain/notify/send.ts
async function sendTo(config2, channel, n, env) {
  let c = config2.notifications.channels[channel];
  if (!c) return { ok: !1, error: `no channel "${channel}" in [notifications.channels] any more` };
  let d;
  try {
    if (d = deliveryFor(c, n, env), d.kind === "smtp") {
      let mod = await import("./lib/smtp.cjs"), id = await (mod.sendMail ?? mod.default.sendMail)(d);
      return { ok: !0, detail: `accepted by ${d.host}:${d.port}${id ? ` as ${id}` : ""}` };
    }
    let r = await httpPost(d.url, d.headers, d.body);
    return r.status >= 200 && r.status < 300 ? { ok: !0, detail: `HTTP ${r.status}` } : { ok: !1, error: scrub(`HTTP ${r.status}${r.body ? `: ${r.body.replace(/\s+/g, " ").slice(0, 200)}` : ""}`, d, c, env), ...r.retryAfterMs !== void 0 ? { retryAfterMs: r.retryAfterMs } : {} };
  } catch (err) {
    let cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
    return { ok: !1, error: scrub(`${errorMessage(err)}${cause}`, d, c, env) };
  }
}
function scrub(message, d, c, env) {
  let secrets = /* @__PURE__ */ new Set();
  if (d?.kind === "http") {
    secrets.add(d.url);
    let u2 = new URL(d.url);
    secrets.add(`${u2.pathname}${u2.search}`);
    for (let [k2, v2] of Object.entries(d.headers)) /^(authorization|x-signature)$/i.test(k2) && secrets.add(v2);
  }
  d?.kind === "smtp" && d.auth && secrets.add(d.auth.pass);
  for (let k2 of ["webhook_url", "url", "token", "secret", "smtp_password", "topic"]) {
    let raw = c.fields[k2];
    typeof raw == "string" && secrets.add(raw.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_2, name2) => env[name2] ?? ""));
  }
  return maskSecrets(message, secrets, (s3) => d?.kind === "http" && s3 === d.url ? `${redactUrl(new URL(s3).origin)}/\u2026` : "***");
}
var init_send = __esm({
  "src/domain/notify/send.ts"() {
    "use strict";
    init_errors2();
    init_redact();
    init_http();
    init_channels();
  }
});

// src/domain/trackers/ops.ts
function checkpointReference(checkpointId, sessionId, what = "Checkpoint") {
  return `${what} ${checkpointId} of session ${sessionId} (pai-checkpoint). Resume it with \`pai-checkpoint resume ${sessionId}\`; inspect it with \`pai-checkpoint inspect ${checkpointId}\`.`;
}
function readBeads(file2) {
  let lines2 = (0, import_node_fs44.readFileSync)(file2, "utf8").split(`
`), issues = /* @__PURE__ */ new Map();
  return lines2.forEach((l, i) => {
    try {
      let v2 = JSON.parse(l);
      v2 && typeof v2 == "object" && typeof v2.id == "string" && issues.set(i, v2);
    } catch {
    }
  }), { lines: lines2, issues };
}
var import_node_fs44, init_ops = __esm({
  "src/domain/trackers/ops.ts"() {
    "use strict";
    import_node_fs44 = require("node:fs");
    init_errors2();
  }
});

// src/domain/trackers/adapters.ts
var import_node_child_process11, import_node_util6, execFileAsync, init_adapters = __esm({
  "src/domain/trackers/adapters.ts"() {
    "use strict";
    import_node_child_process11 = require("node:child_process"), import_node_util6 = require("node:util");
    init_atomic();
    init_errors2();
    init_http();
    init_ops();
    execFileAsync = (0, import_node_util6.promisify)(import_node_child_process11.execFile);
  }
});

// src/domain/trackers/run.ts
var import_node_path43, beadsFile, init_run = __esm({
  "src/domain/trackers/run.ts"() {
    "use strict";
    import_node_path43 = require("node:path");
    init_errors2();
    init_redact();
    init_which();
    init_channels();
    init_adapters();
    beadsFile = (project) => (0, import_node_path43.join)(project, ".beads", "issues.jsonl");
  }
});

// src/app/notify.ts
async function raise(ctx2, input, config2) {
  try {
    let c = config2 ?? await loadConfig({ paiDir: ctx2.paths.paiDir, env: ctx2.env }), n = notification(input), channels = c.notifications.routing[n.priority];
    if (channels.length === 0) return n;
    let { queued } = enqueue(ctx2.paths, n, channels, ctx2.now());
    return queued.length && startSender(ctx2), n;
  } catch (err) {
    ctx2.warn(`notification ${input.event} not queued: ${errorMessage(err)}`);
    return;
  }
}
function startSender(ctx2) {
  let worker = distFile("worker.cjs");
  if (!worker) return ctx2.warn("the notification sender (dist/worker.cjs) is missing: notifications wait in the outbox");
  let held = tryAcquire(senderLock(ctx2), { staleMs: SENDER_LEASE_MS });
  held && (held.release(), spawnDetached(worker, ["notify", "outbox"], ctx2.env).then((failed) => failed && ctx2.warn(`could not start the notification sender: ${failed}`)));
}
async function notifyTest(ctx2, channel) {
  let config2 = await loadConfig({ paiDir: ctx2.paths.paiDir, env: ctx2.env }), names = channel ? [channel] : Object.keys(config2.notifications.channels);
  if (names.length === 0) throw new CheckpointError("NOT_FOUND", "no notification channel is configured", "add [notifications.channels.<name>] to your checkpoint.toml (see the README)");
  let n = notification({ event: "notify.test", at: ctx2.now(), session: { id: "test" }, summary: "pai-checkpoint can reach this channel.", action: "pai-checkpoint notify log", dedup: `test\0${ctx2.now().toISOString()}` }), out3 = [];
  for (let name2 of names) {
    if (!config2.notifications.channels[name2]) throw new CheckpointError("NOT_FOUND", `no channel "${name2}" in [notifications.channels]`, `configured: ${Object.keys(config2.notifications.channels).join(", ") || "none"}`);
    let r = await sendTo(config2, name2, n, ctx2.env);
    out3.push(r.ok ? { channel: name2, ok: !0, ...r.detail ? { detail: r.detail } : {} } : { channel: name2, ok: !1, error: r.error });
  }
  return out3;
}
function notifyLog(ctx2, o = {}) {
  if (o.retry) {
    let retried = retryFailed(ctx2.paths, ctx2.now());
    return retried && startSender(ctx2), { ...outboxState(ctx2.paths, o.limit), retried };
  }
  return outboxState(ctx2.paths, o.limit);
}
function kickIfWaiting(ctx2) {
  outboxBusy(ctx2.paths) && startSender(ctx2);
}
var import_node_path44, senderLock, SENDER_LEASE_MS, SENDER_LINGER_MS, init_notify = __esm({
  "src/app/notify.ts"() {
    "use strict";
    import_node_path44 = require("node:path");
    init_config();
    init_errors2();
    init_lock();
    init_log();
    init_message();
    init_outbox();
    init_send();
    init_run();
    init_dist_file();
    init_spawn();
    senderLock = (ctx2) => (0, import_node_path44.join)(notifyDir(ctx2.paths), "sender.lock");
    SENDER_LEASE_MS = 3e4, SENDER_LINGER_MS = 5 * 6e4;
  }
});

// src/domain/trackers/refs.ts
function issueRefsIn(text4, c, o = {}) {
  let out3 = /* @__PURE__ */ new Map(), add = (i) => out3.set(`${i.tracker}\0${i.id}`, i);
  for (let url2 of text4.match(/https?:\/\/\S+/g) ?? [])
    try {
      add(parseIssueRef(url2.replace(/[).,;:!?'"]+$/, "")));
    } catch {
    }
  let rest = text4.replace(/https?:\/\/\S+/g, " ");
  if (c.githubRepo) {
    let numbers = [...rest.matchAll(/(?:^|[\s(\[])#(\d+)\b/g), ...rest.matchAll(/\bissues?[-_ #]?(\d+)\b/gi)].map((m2) => m2[1]);
    o.name && numbers.push(.../-(\d+)$/.exec(rest.trim())?.slice(1) ?? []);
    for (let n of numbers) add({ tracker: "github", id: `${c.githubRepo}#${Number(n)}`, url: `https://github.com/${c.githubRepo}/issues/${Number(n)}` });
  }
  if (c.linear) for (let m2 of rest.matchAll(/\b([A-Z][A-Z0-9]{1,9}-\d+)\b/g)) add({ tracker: "linear", id: m2[1] });
  if (c.beadsIds?.size) for (let m2 of rest.matchAll(/\b([A-Za-z][A-Za-z0-9]*-[a-z0-9]+(?:\.\d+)*)\b/g)) c.beadsIds.has(m2[1]) && add({ tracker: "beads", id: m2[1] });
  return [...out3.values()];
}
function githubRepoOf(remote) {
  let m2 = /github\.com[:/]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(remote ?? "");
  return m2 ? `${m2[1]}/${m2[2]}` : void 0;
}
var init_refs = __esm({
  "src/domain/trackers/refs.ts"() {
    "use strict";
    init_facts();
  }
});

// src/app/trackers.ts
function handles(config2, issue2, project) {
  return issue2.tracker === "github" ? !!config2.integrations.github : issue2.tracker === "linear" ? !!config2.integrations.linear : issue2.tracker === "beads" && config2.integrations.beads && !!(project && (0, import_node_fs45.existsSync)(beadsFile(project)));
}
function queueOp(ctx2, op, session, dedup) {
  let tracker = op.kind === "create" ? op.tracker : op.issue.tracker, n = notification({ event: "tracker.update", at: ctx2.now(), session: { id: session }, summary: `${op.kind} ${op.kind === "create" ? op.title : op.issue.id}`, dedup }), { queued } = enqueue(ctx2.paths, n, [`tracker-${tracker}`], ctx2.now(), op);
  queued.length && startSender(ctx2);
}
function githubRepo(config2, project) {
  return config2.integrations.github ? config2.integrations.github.defaultRepo ?? githubRepoOf(project ? gitFacts(project).git_remote : void 0) : void 0;
}
async function trackerEvents(ctx2, store, m2, config2) {
  let project = m2.workspace?.root;
  if (trackersOn(config2, project))
    try {
      let index = await loadIndex(store, m2.session_id), linked = /* @__PURE__ */ new Map();
      for (let e of index.checkpoints) for (let i of e.linked_issues ?? []) linked.set(`${i.tracker}\0${i.id}`, i);
      for (let issue2 of await autoRefs(store, m2, config2, project)) {
        let key = `${issue2.tracker}\0${issue2.id}`;
        linked.has(key) || !handles(config2, issue2, project) || (await addFact(store, m2.session_id, { v: 1, checkpoint: m2.id, at: ctx2.now().toISOString(), user: "pai-checkpoint", kind: "link", issue: issue2 }), linked.set(key, issue2), queueOp(ctx2, { kind: "start", issue: issue2, body: checkpointReference(m2.id, m2.session_id, "Work on this issue is under way in checkpoint"), ...project ? { project } : {} }, m2.session_id, `start\0${m2.session_id}\0${key}`));
      }
      m2.trigger === "complete" && m2.approval.status !== "pending" && m2.approval.status !== "rejected" && closeLinked(ctx2, config2, m2, [...linked.values()]);
    } catch (err) {
      ctx2.warn(`issue trackers: ${errorMessage(err)}`);
    }
}
async function trackerOnApproved(ctx2, store, m2, config2) {
  if (!(m2.trigger !== "complete" || !trackersOn(config2, m2.workspace?.root)))
    try {
      let linked = /* @__PURE__ */ new Map();
      for (let e of (await loadIndex(store, m2.session_id)).checkpoints) for (let i of e.linked_issues ?? []) linked.set(`${i.tracker}\0${i.id}`, i);
      closeLinked(ctx2, config2, m2, [...linked.values()]);
    } catch (err) {
      ctx2.warn(`issue trackers: ${errorMessage(err)}`);
    }
}
function closeLinked(ctx2, config2, m2, issues) {
  let project = m2.workspace?.root;
  for (let issue2 of issues)
    handles(config2, issue2, project) && queueOp(ctx2, { kind: "close", issue: issue2, body: checkpointReference(m2.id, m2.session_id, "Completed (and approved) in checkpoint"), ...project ? { project } : {} }, m2.session_id, `close\0${m2.session_id}\0${issue2.tracker}\0${issue2.id}`);
}
function trackerOnLinked(ctx2, config2, m2, issue2) {
  let project = m2.workspace?.root;
  handles(config2, issue2, project) && queueOp(ctx2, { kind: "comment", issue: issue2, body: checkpointReference(m2.id, m2.session_id), ...project ? { project } : {} }, m2.session_id, `comment\0${m2.id}\0${issue2.tracker}\0${issue2.id}`);
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
    repo && queueOp(ctx2, { kind: "create", tracker: "github", title, body, labels: ["pai-checkpoint"], repo }, session.id, `create\0github\0${dedup}`);
  }
  config2.integrations.linear?.createOnError && queueOp(ctx2, { kind: "create", tracker: "linear", title, body }, session.id, `create\0linear\0${dedup}`);
}
async function autoRefs(store, m2, config2, project) {
  let beads = config2.integrations.beads && project && (0, import_node_fs45.existsSync)(beadsFile(project)) ? [...readBeads(beadsFile(project)).issues.values()] : [], c = { githubRepo: githubRepo(config2, project), linear: !!config2.integrations.linear, beadsIds: new Set(beads.map((b2) => b2.id)) }, firstPrompt = "";
  try {
    firstPrompt = String((await getJson(store, partKey(m2.session_id, m2.id, "conversation.json")))?.first_prompt ?? "");
  } catch {
  }
  return [
    ...issueRefsIn(m2.name ?? "", c, { name: !0 }),
    ...issueRefsIn(firstPrompt, c),
    ...issueRefsIn(m2.git?.branch ?? "", c),
    ...beads.filter((b2) => b2.status === "in_progress").map((b2) => ({ tracker: "beads", id: b2.id }))
  ];
}
var import_node_fs45, trackersOn, init_trackers = __esm({
  "src/app/trackers.ts"() {
    "use strict";
    import_node_fs45 = require("node:fs");
    init_errors2();
    init_git_files();
    init_message();
    init_outbox();
    init_ops();
    init_run();
    init_refs();
    init_store();
    init_backend();
    init_layout();
    init_notify();
    trackersOn = (config2, project) => !!(config2.integrations.github || config2.integrations.linear || config2.integrations.beads && project && (0, import_node_fs45.existsSync)(beadsFile(project)));
  }
});

// src/app/events.ts
async function afterCapture(ctx2, store, m2, config2, startedAt) {
  await checkpointEvents(ctx2, m2, config2, startedAt), await trackerEvents(ctx2, store, m2, config2);
}
async function checkpointEvents(ctx2, m2, config2, startedAt) {
  let session = { id: m2.session_id, ...m2.name ? { name: m2.name } : {}, ...m2.workspace?.root ? { project: m2.workspace.root } : {} }, cost = m2.metrics.cost_estimate_usd, context = { costUsd: cost, files: m2.metrics.files_modified, ...startedAt ? { durationMs: Date.parse(m2.created_at) - Date.parse(startedAt) } : {} }, base = { at: ctx2.now(), session, checkpoint: m2.id };
  if (m2.approval.status === "pending") {
    let escalated = m2.approval.reason?.startsWith("escalated") ?? !1;
    await raise(ctx2, { ...base, event: escalated ? "escalation.triggered" : "checkpoint.needs_review", summary: `Checkpoint ${m2.id} (${m2.trigger}) awaits review: ${m2.approval.reason ?? `policy ${m2.approval.policy ?? "default"}`}.`, action: `pai-checkpoint review ${m2.session_id}`, context: { ...context, status: "pending review" } }, config2);
  }
  let errors = Number(m2.metrics.tool_errors ?? 0);
  if (errors >= ERROR_BURST) {
    let dedup = `session.error\0${m2.session_id}\0tools\0${Math.floor(errors / ERROR_BURST)}`, summary = `${errors} tool calls of the session failed.`;
    await raise(ctx2, { ...base, event: "session.error", summary, action: `pai-checkpoint inspect ${m2.id}`, context: { ...context, status: "tool errors" }, dedup }, config2), trackerOnError(ctx2, config2, { id: m2.session_id, project: m2.workspace?.root }, summary, dedup);
  }
  m2.trigger === "complete" && await raise(ctx2, { ...base, event: "session.completed", summary: "The session finished its work (LEARN).", action: `pai-checkpoint review ${m2.session_id}`, context: { ...context, status: "completed" } }, config2);
  let { limitUsd, thresholdUsd } = config2.budget, over = limitUsd !== void 0 && cost >= limitUsd ? { event: "budget.exceeded", limit: limitUsd } : thresholdUsd !== void 0 && cost >= thresholdUsd ? { event: "budget.threshold_reached", limit: thresholdUsd } : void 0;
  over && await raise(ctx2, { ...base, event: over.event, summary: `The session's estimated cost is $${cost.toFixed(2)}, over $${over.limit.toFixed(2)}.`, action: `pai-checkpoint review ${m2.session_id}`, context, dedup: `${over.event}\0${m2.session_id}` }, config2);
}
var ERROR_BURST, init_events2 = __esm({
  "src/app/events.ts"() {
    "use strict";
    init_config();
    init_state();
    init_notify();
    init_trackers();
    ERROR_BURST = 3;
  }
});

// src/domain/memory/model.ts
function emptyMemory(project) {
  return { project_id: project, last_updated: null, knowledge: { gotchas: [] }, session_history: [] };
}
function sectionOf(k2, name2) {
  let s3 = Object.hasOwn(k2, name2) ? k2[name2] : void 0;
  return typeof s3 == "object" && !Array.isArray(s3) ? s3 : void 0;
}
function keySegments(raw, what = "key") {
  let key = raw.trim().toLowerCase();
  if (!key) throw new CheckpointError("USAGE", `the ${what} is empty`, KEY_HINT);
  if (key.length > KEY_MAX) throw new CheckpointError("USAGE", `the ${what} is ${key.length} characters long (at most ${KEY_MAX})`, KEY_HINT);
  let segs = key.split(".");
  if (segs.length > 2) throw new CheckpointError("USAGE", `the ${what} "${key}" has ${segs.length} parts; at most two: <section>.<name>`, KEY_HINT);
  for (let s3 of segs) {
    if (!NAME2.test(s3)) throw new CheckpointError("USAGE", s3 ? `the ${what} "${key}": "${s3}" has a character a key cannot hold` : `the ${what} "${key}" has an empty part`, KEY_HINT);
    if (RESERVED.has(s3)) throw new CheckpointError("USAGE", `the ${what} "${key}": "${s3}" is a reserved name`, KEY_HINT);
  }
  return segs;
}
function saveKey(raw) {
  let [first, second] = keySegments(raw);
  if (first === ARCHITECTURE && second === void 0) return `${ARCHITECTURE}.summary`;
  if (first === CONVENTIONS && second === void 0) throw new CheckpointError("USAGE", "a convention needs a name: conventions.<name>", 'memory save conventions.testing "pytest, 80% coverage"');
  if (first === GOTCHAS && second !== void 0) throw new CheckpointError("USAGE", `"${raw.trim()}": a gotcha is added with the key gotchas, and changed by forgetting it and adding the new text`, 'memory save gotchas "<what to watch out for>"; memory forget gotchas.<n>');
  return second === void 0 ? first : `${first}.${second}`;
}
function newKey(raw) {
  let key = saveKey(raw), digits = key.split(".").find((s3) => !NEW_NAME.test(s3));
  if (digits) throw new CheckpointError("USAGE", `the key "${raw.trim()}": "${digits}" does not begin with a letter`, KEY_HINT);
  return key;
}
function checkValue(raw, key) {
  let v2 = raw.trim();
  if (!v2) throw new CheckpointError("USAGE", `the value of ${key} is empty`, `memory save ${key} "<value>"; to remove it: memory forget ${key}`);
  if (v2.length > VALUE_MAX) throw new CheckpointError("USAGE", `the value of ${key} is ${v2.length} characters long (at most ${VALUE_MAX})`, "save the essentials; details belong in the repository");
  if (key === `${ARCHITECTURE}.${KEY_FILES}` && fileList(v2).length === 0) throw new CheckpointError("USAGE", `${key} names no file`, `memory save ${key} "src/a.ts, src/b.ts"`);
  return v2;
}
function itemValue(key, value) {
  return key === `${ARCHITECTURE}.${KEY_FILES}` ? fileList(value) : value;
}
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
  let [section, name2] = key.split(".");
  if (name2 === void 0) {
    delete k2[section], k2[section] = value;
    return;
  }
  let old = sectionOf(k2, section), s3 = old ?? {}, stamp3 = later(old?.updated_at, at2);
  delete s3[name2], delete s3.updated_at, s3[name2] = itemValue(key, value), s3.updated_at = stamp3, delete k2[section], k2[section] = s3;
}
function forget(k2, key, value, at2) {
  if (key === GOTCHAS) {
    k2.gotchas = value === void 0 ? [] : k2.gotchas.filter((g2) => !sameText(g2.description, value));
    return;
  }
  let [section, name2] = key.split(".");
  if (name2 === void 0) {
    delete k2[section];
    return;
  }
  let s3 = sectionOf(k2, section);
  !s3 || !Object.hasOwn(s3, name2) || (delete s3[name2], Object.keys(s3).every((n) => n === "updated_at") ? delete k2[section] : s3.updated_at = later(s3.updated_at, at2));
}
function record2(m2, e) {
  let h = m2.session_history.filter((x) => !(x.session_id === e.session_id && x.outcome === e.outcome));
  h.push(e), h.sort((a, b2) => a.timestamp < b2.timestamp ? -1 : a.timestamp > b2.timestamp ? 1 : 0), m2.session_history = h.slice(-HISTORY_MAX);
}
function ordered(k2) {
  let out3 = { gotchas: [] };
  delete out3.gotchas;
  for (let name2 of [ARCHITECTURE, CONVENTIONS]) Object.hasOwn(k2, name2) && (out3[name2] = k2[name2]);
  out3.gotchas = k2.gotchas;
  for (let [name2, v2] of Object.entries(k2)) Object.hasOwn(out3, name2) || (out3[name2] = v2);
  return out3;
}
function bad3(where, what) {
  return new CheckpointError("INVALID_DATA", `${where}: ${what}`, "the volume was damaged or written by something else: move the object away (the rest of the memory stays readable)");
}
function storedKey(v2, op, where) {
  if (typeof v2 != "string") throw bad3(where, 'no "key"');
  try {
    let segs = keySegments(v2);
    if (op === "forget" && segs[0] === GOTCHAS && segs.length > 1) throw bad3(where, "a gotcha is forgotten by its description, not its number");
    if ((op === "save" ? saveKey(v2) : segs.join(".")) !== v2) throw bad3(where, `key ${JSON.stringify(v2)} is not as stored`);
    return v2;
  } catch (err) {
    throw err instanceof CheckpointError && err.code === "USAGE" ? bad3(where, err.message) : err;
  }
}
function parseChange(raw, where) {
  let v2 = parseJsonText(raw, where);
  if (!isObject4(v2)) throw bad3(where, "not a JSON object");
  if (v2.v !== 1) throw bad3(where, `version ${JSON.stringify(v2.v)} is not 1 (written by a newer pai-checkpoint?)`);
  if (!isTime(v2.at) || !isText(v2.user, KEY_MAX)) throw bad3(where, 'no valid "at" and "user"');
  let base = { v: 1, at: v2.at, user: v2.user }, op = v2.op;
  if (op === "save") {
    let key = storedKey(v2.key, "save", where);
    if (!isText(v2.value) || v2.value !== v2.value.trim()) throw bad3(where, 'no valid "value"');
    if (v2.session_id !== void 0 && !isText(v2.session_id, KEY_MAX)) throw bad3(where, 'an invalid "session_id"');
    return { ...base, op, key, value: v2.value, ...v2.session_id !== void 0 ? { session_id: v2.session_id } : {} };
  }
  if (op === "forget") {
    let key = storedKey(v2.key, "forget", where);
    if (v2.value !== void 0 && (key !== GOTCHAS || !isText(v2.value))) throw bad3(where, 'an invalid "value"');
    return { ...base, op, key, ...v2.value !== void 0 ? { value: v2.value } : {} };
  }
  if (op === "history") {
    let outcome = v2.outcome;
    if (!isText(v2.session_id, KEY_MAX) || typeof v2.summary != "string" || v2.summary.length > VALUE_MAX || !OUTCOMES.includes(outcome)) throw bad3(where, 'no valid "session_id", "summary" and "outcome"');
    return { ...base, op, session_id: v2.session_id, summary: v2.summary, outcome };
  }
  throw bad3(where, `unknown op ${JSON.stringify(op)}`);
}
function checkMemory(v2, where) {
  if (!isObject4(v2) || !isText(v2.project_id, 128)) throw bad3(where, 'not a project memory (no "project_id")');
  let last = v2.last_updated;
  if (last !== null && !isTime(last)) throw bad3(where, 'an invalid "last_updated"');
  if (!isObject4(v2.knowledge) || !Array.isArray(v2.session_history)) throw bad3(where, 'no "knowledge" and "session_history"');
  return { project_id: v2.project_id, last_updated: last, knowledge: checkKnowledge(v2.knowledge, where), session_history: v2.session_history.map((e) => checkEntry(e, where)) };
}
function checkKnowledge(k2, where) {
  let out3 = { gotchas: [] };
  for (let [name2, v2] of Object.entries(k2))
    if (name2 === GOTCHAS) {
      if (!Array.isArray(v2)) throw bad3(where, '"gotchas" is not a list');
      out3.gotchas = v2.map((g2) => checkGotcha(g2, where));
    } else {
      if (!NAME2.test(name2) || RESERVED.has(name2)) throw bad3(where, `a knowledge name ${JSON.stringify(name2.slice(0, 80))} that no key makes`);
      if (isText(v2)) out3[name2] = v2;
      else if (isObject4(v2)) out3[name2] = checkSection(v2, `${where}: ${name2}`);
      else throw bad3(where, `knowledge "${name2}" is neither a text nor a section`);
    }
  return ordered(out3);
}
function checkSection(s3, where) {
  if (!isTime(s3.updated_at)) throw bad3(where, 'no valid "updated_at"');
  let out3 = {};
  for (let [name2, v2] of Object.entries(s3))
    if (name2 !== "updated_at") {
      if (!NAME2.test(name2) || RESERVED.has(name2)) throw bad3(where, `an item name ${JSON.stringify(name2.slice(0, 80))} that no key makes`);
      if (isText(v2)) out3[name2] = v2;
      else if (Array.isArray(v2) && v2.every((f2) => isText(f2))) out3[name2] = v2;
      else throw bad3(where, `item "${name2}" is neither a text nor a list of texts`);
    }
  return out3.updated_at = s3.updated_at, out3;
}
function checkGotcha(g2, where) {
  if (!isObject4(g2) || !isText(g2.description) || !isTime(g2.added_at)) throw bad3(where, 'a gotcha without a valid "description" and "added_at"');
  if (g2.discovered_in !== void 0 && !isText(g2.discovered_in, KEY_MAX)) throw bad3(where, 'a gotcha with an invalid "discovered_in"');
  return { description: g2.description, ...g2.discovered_in !== void 0 ? { discovered_in: g2.discovered_in } : {}, added_at: g2.added_at };
}
function checkEntry(e, where) {
  if (!isObject4(e) || !isText(e.session_id, KEY_MAX) || typeof e.summary != "string" || e.summary.length > VALUE_MAX || !OUTCOMES.includes(e.outcome) || !isTime(e.timestamp))
    throw bad3(where, 'a session_history entry without a valid "session_id", "summary", "outcome" and "timestamp"');
  return { session_id: e.session_id, summary: e.summary, outcome: e.outcome, timestamp: e.timestamp };
}
function memoryKeys(m2) {
  let keys = [];
  for (let [name2, v2] of Object.entries(m2.knowledge))
    name2 === GOTCHAS ? keys.push(...m2.knowledge.gotchas.map((_2, i) => `${GOTCHAS}.${i + 1}`)) : typeof v2 == "string" ? keys.push(name2) : keys.push(...Object.keys(v2).filter((n) => n !== "updated_at").map((n) => `${name2}.${n}`));
  return keys;
}
function forgetTarget(m2, raw) {
  let what = raw.replace(/\s+/g, " ").trim();
  if (!what) throw new CheckpointError("USAGE", "the key to forget is empty", "memory forget <key> (`pai-checkpoint memory show` lists the keys), or memory forget gotchas.<n>");
  let gotchas = m2.knowledge.gotchas, lower = what.toLowerCase();
  if (lower === GOTCHAS) {
    if (gotchas.length === 0) throw new CheckpointError("NOT_FOUND", `the memory of ${m2.project_id} has no gotchas`);
    return { key: GOTCHAS, removed: gotchas.length };
  }
  let n = /^gotchas\.(\d+)$/.exec(lower)?.[1];
  if (n !== void 0) {
    let g2 = gotchas[Number(n) - 1];
    if (!g2) throw new CheckpointError("NOT_FOUND", `the memory of ${m2.project_id} has no gotcha ${n}`, gotchas.length ? `its gotchas are numbered 1 to ${gotchas.length} (\`pai-checkpoint memory show\`)` : "it has no gotchas");
    return { key: GOTCHAS, gotcha: g2.description, removed: 1 };
  }
  let path = keyPath(what);
  if (path) {
    let [section, name2] = path, s3 = sectionOf(m2.knowledge, section);
    if (name2 === void 0 && Object.hasOwn(m2.knowledge, section)) return { key: section, removed: s3 ? Object.keys(s3).length - 1 : 1 };
    if (name2 !== void 0 && s3 && Object.hasOwn(s3, name2) && name2 !== "updated_at") return { key: `${section}.${name2}`, removed: 1 };
  }
  let matching = gotchas.map((g2, i) => ({ g: g2, i })).filter(({ g: g2 }) => g2.description.replace(/\s+/g, " ").toLowerCase().includes(lower));
  if (matching.length === 1) return { key: GOTCHAS, gotcha: matching[0].g.description, removed: 1 };
  if (matching.length > 1) throw new CheckpointError("AMBIGUOUS", `${matching.length} gotchas contain "${what}"`, `forget one by its number: ${matching.map(({ i }) => `gotchas.${i + 1}`).join(", ")}`);
  let keys = memoryKeys(m2);
  throw new CheckpointError("NOT_FOUND", `nothing in the memory of ${m2.project_id} is called "${what}"`, keys.length ? `its keys: ${keys.slice(0, 12).join(", ")}${keys.length > 12 ? ", \u2026" : ""}` : "the memory is empty");
}
function keyPath(what) {
  try {
    return keySegments(what);
  } catch {
    return;
  }
}
var KEY_MAX, VALUE_MAX, HISTORY_MAX, OUTCOMES, ARCHITECTURE, CONVENTIONS, GOTCHAS, KEY_FILES, NAME2, NEW_NAME, RESERVED, KEY_HINT, fileList, sameText, later, isText, isTime, isObject4, init_model2 = __esm({
  "src/domain/memory/model.ts"() {
    "use strict";
    init_errors2();
    init_json();
    KEY_MAX = 200, VALUE_MAX = 4e3, HISTORY_MAX = 500, OUTCOMES = ["approved", "completed"], ARCHITECTURE = "architecture", CONVENTIONS = "conventions", GOTCHAS = "gotchas", KEY_FILES = "key_files", NAME2 = /^[a-z0-9][a-z0-9_-]*$/, NEW_NAME = /^[a-z][a-z0-9_-]*$/, RESERVED = /* @__PURE__ */ new Set(["updated_at", "__proto__", "constructor", "prototype", "tostring", "valueof", "hasownproperty"]), KEY_HINT = 'a key is <name> or <section>.<name> (a letter, then letters, digits, "_", "-"; case does not matter): architecture (its summary), architecture.key_files (comma-separated), conventions.<name>, gotchas (adds one), or your own such as deploy.region';
    fileList = (v2) => v2.split(",").map((s3) => s3.trim()).filter(Boolean);
    sameText = (a, b2) => a.replace(/\s+/g, " ").trim().toLowerCase() === b2.replace(/\s+/g, " ").trim().toLowerCase(), later = (a, b2) => a && a > b2 ? a : b2;
    isText = (v2, max = VALUE_MAX) => typeof v2 == "string" && v2.length > 0 && v2.length <= max, isTime = (v2) => isText(v2, 64) && !Number.isNaN(Date.parse(v2)), isObject4 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
  }
});

// src/domain/memory/cache.ts
function memoryCachePath(stateDir, project) {
  return isSafeKey(project) ? (0, import_node_path45.join)(stateDir, "memory", `${project}.json`) : void 0;
}
function writeMemoryCache(stateDir, memory, refreshedAt) {
  let path = memoryCachePath(stateDir, memory.project_id);
  path && ((0, import_node_fs46.mkdirSync)((0, import_node_path45.join)(stateDir, "memory"), { recursive: !0, mode: 448 }), writeFileAtomicSync(path, `${JSON.stringify({ v: 1, project_id: memory.project_id, refreshed_at: refreshedAt.toISOString(), memory })}
`, { mode: 384, fsync: !1 }));
}
var import_node_fs46, import_node_path45, init_cache = __esm({
  "src/domain/memory/cache.ts"() {
    "use strict";
    import_node_fs46 = require("node:fs"), import_node_path45 = require("node:path");
    init_atomic();
    init_keys();
    init_model2();
  }
});

// src/domain/memory/project.ts
function clean2(s3) {
  return s3.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/-{2,}/g, "-").replace(/^[^a-z0-9]+/, "").replace(/[._-]+$/, "");
}
function fit(name2, whole) {
  let id = name2.length > MAX2 ? `${clean2(name2.slice(-(MAX2 - 9)))}-${shortHash(whole)}` : name2;
  return id.endsWith(".json") && (id = `${id.slice(0, -5)}-json`), id;
}
function projectIdFromRemote(url2) {
  let u2 = url2.trim(), path;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.exec(u2))
    try {
      path = decodeURIComponent(new URL(u2).pathname);
    } catch {
      return;
    }
  else {
    let scp = /^(?:[^@/]+@)?[^:/]+:(?!\/\/)(.+)$/.exec(u2);
    path = scp && !/^[a-z]:[\\/]/i.test(u2) ? scp[1] : u2;
  }
  let segs = path.replace(/\\/g, "/").split("/").filter((s3) => s3 && s3 !== "." && s3 !== ".." && s3 !== "~");
  if (segs.length === 0) return;
  segs[segs.length - 1] = segs[segs.length - 1].replace(/\.git$/i, "");
  let name2 = clean2(segs.filter(Boolean).join("-"));
  return name2 ? fit(name2, u2) : void 0;
}
function projectIdFromFolder(folder) {
  let abs = (0, import_node_path46.resolve)(folder);
  return `${(clean2((0, import_node_path46.basename)(abs)).slice(0, MAX2 - 9) || "project").replace(/[._-]+$/, "")}-${shortHash(abs)}`;
}
function projectIdFor(folder) {
  let remote = gitFacts(folder).git_remote;
  return remote && projectIdFromRemote(remote) || projectIdFromFolder(folder);
}
function checkProjectId(id, flag = "--project") {
  let hint = 'a project id is 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit, not ending in ".json" (`pai-checkpoint memory show` names the current one)';
  if (!id) throw new CheckpointError("USAGE", `${flag} is empty`, hint);
  if (!isSafeKey(id) || id.toLowerCase().endsWith(".json")) throw new CheckpointError("USAGE", `${flag} ${JSON.stringify(id.slice(0, 80))} cannot be a project id`, hint);
  return id;
}
var import_node_crypto25, import_node_path46, MAX2, shortHash, init_project = __esm({
  "src/domain/memory/project.ts"() {
    "use strict";
    import_node_crypto25 = require("node:crypto"), import_node_path46 = require("node:path");
    init_errors2();
    init_keys();
    init_git_files();
    MAX2 = 128;
    shortHash = (s3) => (0, import_node_crypto25.createHash)("sha256").update(s3).digest("hex").slice(0, 8);
  }
});

// src/domain/memory/recall.ts
function memoryEntries(m2) {
  let out3 = [], push = (e) => out3.push({ ...e, seq: out3.length }), k2 = m2.knowledge;
  for (let [name2, v2] of Object.entries(k2)) {
    if (name2 === GOTCHAS) {
      k2.gotchas.forEach((g2, i) => push({ key: `${GOTCHAS}.${i + 1}`, kind: "gotcha", label: "", text: g2.description, at: g2.added_at }));
      continue;
    }
    let kind = name2 === ARCHITECTURE ? "architecture" : name2 === CONVENTIONS ? "convention" : "knowledge", s3 = sectionOf(k2, name2);
    if (!s3) {
      typeof v2 == "string" && push({ key: name2, kind, label: name2, text: v2 });
      continue;
    }
    for (let [item, value] of Object.entries(s3))
      item !== "updated_at" && push({ key: `${name2}.${item}`, kind, label: item, text: Array.isArray(value) ? value.join(", ") : value, at: s3.updated_at });
  }
  for (let h of m2.session_history) push({ key: h.session_id, kind: "session", label: h.session_id, text: `${h.outcome}: ${h.summary}`, at: h.timestamp });
  return out3;
}
function parseRecallQuery(query) {
  let terms = [];
  for (let m2 of query.matchAll(/"([^"]*)"?|(\S+)/g)) {
    let phrase = m2[1] !== void 0, text4 = (m2[1] ?? m2[2] ?? "").replace(/\s+/g, " ").trim().toLowerCase();
    text4 && terms.push({ text: text4, phrase });
  }
  if (terms.length === 0) throw new CheckpointError("USAGE", "the recall query is empty", 'give words that must all match, or "a phrase": memory recall "error handling"');
  return terms;
}
function occurrences(hay, needle) {
  let n = 0;
  for (let at2 = hay.indexOf(needle); at2 >= 0 && n < RECALL_SCORE.textCap; at2 = hay.indexOf(needle, at2 + needle.length)) n++;
  return n;
}
function termScore(e, t) {
  let label = e.label.toLowerCase();
  return (label === t.text ? RECALL_SCORE.name : label.includes(t.text) ? RECALL_SCORE.namePart : e.key.toLowerCase().includes(t.text) || e.kind === t.text ? RECALL_SCORE.key : 0) + RECALL_SCORE.text * occurrences(e.text.replace(/\s+/g, " ").toLowerCase(), t.text);
}
function newerFirst(a, b2) {
  return (a.at ?? "") !== (b2.at ?? "") ? (a.at ?? "") < (b2.at ?? "") ? 1 : -1 : b2.seq - a.seq;
}
function rankEntries(entries, terms) {
  let out3 = [];
  for (let e of entries) {
    let score = 0;
    for (let t of terms) {
      let s3 = termScore(e, t);
      if (s3 === 0) {
        score = 0;
        break;
      }
      score += s3;
    }
    score > 0 && out3.push({ ...e, score });
  }
  return out3.sort((a, b2) => b2.score - a.score || newerFirst(a, b2));
}
var RECALL_SCORE, init_recall = __esm({
  "src/domain/memory/recall.ts"() {
    "use strict";
    init_errors2();
    init_model2();
    RECALL_SCORE = { name: 10, namePart: 6, key: 3, text: 2, textCap: 5 };
  }
});

// src/domain/memory/store.ts
function parseListing(project, keys) {
  let prefix = memoryPrefix(project), out3 = { changes: [], snapshots: [], problems: [] };
  for (let key of keys) {
    let rest = key.slice(prefix.length);
    if (rest.startsWith(MEMORY_CHANGES)) {
      let m2 = /^([^/]+)\.json$/.exec(rest.slice(MEMORY_CHANGES.length));
      m2 && isUlid(m2[1]) ? out3.changes.push(m2[1]) : out3.problems.push({ key, error: "not a change (changes are <ULID>.json)" });
      continue;
    }
    let s3 = SNAPSHOT_RE.exec(rest);
    s3 && out3.snapshots.push(Number(s3[1]));
  }
  return out3.changes.sort(), out3.snapshots.sort((a, b2) => a - b2), out3;
}
function parseSnapshot(raw, where, project, generation) {
  let v2 = parseJsonText(raw, where), hint = "move the damaged snapshot away to read the memory without it: the changes it folded are lost, the later ones are kept";
  if (typeof v2 != "object" || v2 === null || v2.v !== 1) throw new CheckpointError("INVALID_DATA", `${where}: not a memory snapshot of version 1`, hint);
  if (v2.generation !== generation || v2.project_id !== project) throw new CheckpointError("INVALID_DATA", `${where}: it is generation ${JSON.stringify(v2.generation)} of ${JSON.stringify(v2.project_id)}, not ${generation} of ${project}`, hint);
  let folded = v2.folded;
  if (!Array.isArray(folded) || !folded.every((id) => typeof id == "string" && isUlid(id))) throw new CheckpointError("INVALID_DATA", `${where}: "folded" is not a list of change ids`, hint);
  let memory = checkMemory(v2.memory, where);
  if (memory.project_id !== project) throw new CheckpointError("INVALID_DATA", `${where}: the memory of ${memory.project_id}, not of ${project}`, hint);
  return { memory, folded };
}
async function readMemory(store, project, tuning = {}, previous) {
  let attempts = tuning.readAttempts ?? 8;
  for (let i = 0; i < attempts; i++) {
    let state = await readOnce(store, project, previous?.project === project ? previous : void 0);
    if (state) return state;
  }
  throw new CheckpointError("CONFLICT", `the memory of ${project} kept changing while it was read (${attempts} listings)`, "try again");
}
async function readOnce(store, project, previous) {
  let listing = await list3(store, project), generation = listing.snapshots.at(-1) ?? 0, base = emptyMemory(project), folded = [];
  if (generation > 0 && previous?.generation === generation) ({ base, folded } = previous);
  else if (generation > 0) {
    let key = memorySnapshotKey(project, generation), buf = await store.get(key);
    if (!buf) return;
    ({ memory: base, folded } = parseSnapshot(buf.toString("utf8"), `${store.location}/${key}`, project, generation));
  }
  let inSnapshot = new Set(folded), unfolded = listing.changes.filter((id) => !inSnapshot.has(id)), known = new Map(previous?.applied.map((a) => [a.id, a.change])), fetch2 = unfolded.filter((id) => !known.has(id)), bodies = await mapLimit(fetch2, PARALLEL, (id) => store.get(memoryChangeKey(project, id)));
  if (bodies.some((b2) => b2 === void 0)) return;
  let problems = [...listing.problems];
  fetch2.forEach((id, i) => {
    let key = memoryChangeKey(project, id);
    try {
      known.set(id, parseChange(bodies[i].toString("utf8"), `${store.location}/${key}`));
    } catch (err) {
      problems.push({ key, error: errorMessage(err) });
    }
  });
  let applied = unfolded.flatMap((id) => {
    let change2 = known.get(id);
    return change2 ? [{ id, change: change2 }] : [];
  }), memory = applyChanges(base, applied.map((a) => a.change));
  return { project, memory, generation, base, folded, applied, leftovers: listing.changes.filter((id) => inSnapshot.has(id)), problems };
}
async function addChange(store, project, change2) {
  let body = `${JSON.stringify(change2)}
`;
  for (let tries = 0; tries < 8; tries++) {
    let id = newCheckpointId(Date.parse(change2.at));
    if (await store.create(memoryChangeKey(project, id), body)) return id;
  }
  throw new CheckpointError("CONFLICT", `could not store a change of the memory of ${project} under a new name`, "try again");
}
async function compactMemory(store, project, state, now, tuning = {}) {
  let cutoff = now - (tuning.graceMs ?? GRACE_MS), end = state.applied.findIndex((a) => (ulidTime(a.id) ?? 1 / 0) > cutoff), fold = end < 0 ? state.applied : state.applied.slice(0, end);
  if (fold.length === 0) return;
  let memory = applyChanges(state.base, fold.map((a) => a.change)), folded = [...state.leftovers, ...fold.map((a) => a.id)].sort(), generation = state.generation + 1, doc = { v: 1, project_id: project, generation, folded, memory };
  if (!await store.create(memorySnapshotKey(project, generation), `${JSON.stringify(doc)}
`)) return;
  let after = await list3(store, project);
  if (!((after.snapshots.at(-1) ?? 0) > generation))
    return await mapLimit(folded, PARALLEL, (id) => store.delete(memoryChangeKey(project, id))), await mapLimit(
      after.snapshots.filter((g2) => g2 < state.generation),
      PARALLEL,
      (g2) => store.delete(memorySnapshotKey(project, g2))
    ), { ...state, generation, base: memory, folded, applied: state.applied.slice(fold.length), leftovers: [] };
}
function viewDocument(m2) {
  return { project_id: m2.project_id, last_updated: m2.last_updated, knowledge: m2.knowledge, session_history: m2.session_history, version: 1 };
}
function movedOn(state, listing) {
  if ((listing.snapshots.at(-1) ?? 0) > state.generation) return !0;
  let known = /* @__PURE__ */ new Set([...state.folded, ...state.applied.map((a) => a.id)]), bad4 = new Set(state.problems.map((p2) => p2.key));
  return listing.changes.some((id) => !known.has(id) && !bad4.has(memoryChangeKey(state.project, id)));
}
async function publishView(store, project, state, tuning = {}) {
  let key = memoryViewKey(project), rounds = tuning.viewAttempts ?? 8, current = state;
  for (let i = 0; ; i++) {
    let text4 = `${JSON.stringify(viewDocument(current.memory), null, 2)}
`;
    if (await store.put(key, text4), !movedOn(current, await list3(store, project))) return current;
    let there = await store.get(key).then((b2) => b2?.toString("utf8"), () => {
    });
    if (i >= rounds || there !== void 0 && there !== text4) return current;
    current = await readMemory(store, project, tuning, current);
  }
}
async function commitChange(store, project, change2, now, tuning = {}) {
  let id = await addChange(store, project, change2), warnings = [], state;
  try {
    state = await readMemory(store, project, tuning);
  } catch (err) {
    let code = err instanceof CheckpointError ? err.code : "IO";
    throw new CheckpointError(code, `the change is stored (${memoryChangeKey(project, id)}), but the memory of ${project} could not be read back: ${errorMessage(err)}`, "do not repeat it; `pai-checkpoint memory show` once the volume reads again", { cause: err });
  }
  try {
    state.leftovers.length && (await mapLimit(state.leftovers, PARALLEL, (leftover) => store.delete(memoryChangeKey(project, leftover))), state = { ...state, leftovers: [] }), state.applied.length > (tuning.compactAfter ?? COMPACT_AFTER) && (state = await compactMemory(store, project, state, now, tuning) ?? state);
  } catch (err) {
    warnings.push(`the memory of ${project} was not compacted (it stays correct, reads cost more until the next write): ${errorMessage(err)}`);
  }
  try {
    state = await publishView(store, project, state, tuning);
  } catch (err) {
    warnings.push(`${memoryViewKey(project)} was not rewritten (the memory itself is stored): ${errorMessage(err)}`);
  }
  return { id, state, warnings };
}
var COMPACT_AFTER, GRACE_MS, PARALLEL, SNAPSHOT_RE, list3, init_store2 = __esm({
  "src/domain/memory/store.ts"() {
    "use strict";
    init_errors2();
    init_ids();
    init_json();
    init_parallel();
    init_layout();
    init_model2();
    COMPACT_AFTER = 50, GRACE_MS = 6e4, PARALLEL = 16, SNAPSHOT_RE = /^snapshot-(\d{10})\.json$/;
    list3 = async (store, project) => parseListing(project, await store.list(memoryPrefix(project)));
  }
});

// src/app/summary.ts
async function readSummary(store, m2) {
  if (!m2.parts["summary.json"]) return;
  let s3 = await getJson(store, partKey(m2.session_id, m2.id, "summary.json"));
  if (s3 && (typeof s3 != "object" || !summaryShapeOk(s3, ["progress", "decisions", "failed_approaches", "blockers", "context"]))) throw new CheckpointError("INVALID_DATA", `the summary of ${m2.id} is not a summary (its markdown, lists or files are missing or of the wrong type)`, "the part was damaged or written by another program: `pai-checkpoint verify <id>`");
  return s3;
}
async function summaryOf(ctx2, target) {
  let store = await ctx2.volume(), found = await findCheckpoint(store, target);
  if (found) {
    let manifest = await readManifest(store, found.sessionId, found.entry.id), summary = manifest ? await readSummary(store, manifest) : void 0;
    if (!summary) throw new CheckpointError("NOT_FOUND", `checkpoint ${found.entry.id} has no summary`, "checkpoints written before summaries existed have none; `pai-checkpoint summary <session>` shows the session's newest");
    return { sessionId: found.sessionId, checkpoint: found.entry.id, summary, markdown: summary.markdown };
  }
  let sessionId = await resolveSession(ctx2, store, target);
  if (!sessionId) throw new CheckpointError("NOT_FOUND", `no session or checkpoint "${target}" on ${store.location}`, "see `pai-checkpoint sessions` and `pai-checkpoint list --all`");
  let md = await store.get(sessionSummaryKey(sessionId));
  if (!md) {
    let any = (await loadIndex(store, sessionId)).checkpoints.length > 0;
    throw new CheckpointError("NOT_FOUND", `session ${sessionId} has no summary yet`, any ? "its checkpoints were written before summaries existed" : "a summary is written with its first checkpoint");
  }
  return { sessionId, markdown: md.toString("utf8") };
}
async function latestSummary(ctx2, sessionId) {
  let local = loadLocalSummary(ctx2.paths, sessionId);
  if (local) return local;
  try {
    let store = await ctx2.volume();
    for (let e of (await loadIndex(store, sessionId)).checkpoints.slice(-3).reverse()) {
      let m2 = await readManifest(store, sessionId, e.id), s3 = m2 ? await readSummary(store, m2) : void 0;
      if (s3) return { markdown: s3.markdown, decisions: s3.decisions, failed_approaches: s3.failed_approaches, blockers: s3.blockers, files: s3.files, checkpoint: e.id };
    }
  } catch (err) {
    ctx2.warn(`the summary of session ${sessionId} could not be read from the volume: ${errorMessage(err)}`);
  }
}
var init_summary2 = __esm({
  "src/app/summary.ts"() {
    "use strict";
    init_errors2();
    init_local2();
    init_backend();
    init_layout();
    init_store();
    init_volume();
  }
});

// src/app/memory.ts
function projectIdOf(ctx2, override) {
  return override !== void 0 ? checkProjectId(override) : projectIdFor(ctx2.project);
}
function who(ctx2, user) {
  if (user !== void 0) {
    let u2 = user.trim();
    if (!u2) throw new CheckpointError("USAGE", "--user is empty", "give a user name, or leave --user out for the OS user");
    if (u2.length > KEY_MAX) throw new CheckpointError("USAGE", `--user is ${u2.length} characters long (at most ${KEY_MAX})`);
    return u2;
  }
  try {
    return (0, import_node_os11.userInfo)().username || ctx2.env.USER || "unknown";
  } catch {
    return ctx2.env.USER || "unknown";
  }
}
function sessionOf(ctx2, session) {
  let s3 = (session ?? ctx2.env.CLAUDE_CODE_SESSION_ID ?? "").trim();
  if (s3.length > KEY_MAX) throw new CheckpointError("USAGE", `the session id is ${s3.length} characters long (at most ${KEY_MAX})`);
  return s3 || void 0;
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
async function commit(ctx2, store, project, change2) {
  let done = await commitChange(store, project, change2, ctx2.now().getTime());
  for (let w2 of done.warnings) ctx2.warn(w2);
  return cache(ctx2, done.state), done.state;
}
async function saveMemory(ctx2, key, value, o = {}) {
  let k2 = newKey(key), v2 = checkValue(value, k2), user = who(ctx2, o.user), session = sessionOf(ctx2, o.session), project = projectIdOf(ctx2, o.project), store = await ctx2.volume(), at2 = ctx2.now().toISOString(), state = await commit(ctx2, store, project, { v: 1, op: "save", key: k2, value: v2, at: at2, user, ...session ? { session_id: session } : {} }), out3 = { ...result(state), key: k2, value: itemValue(k2, v2) };
  if (k2 === GOTCHAS) {
    let i = state.memory.knowledge.gotchas.findIndex((g2) => sameText(g2.description, v2));
    i >= 0 && (out3.gotcha = i + 1, out3.known = state.memory.knowledge.gotchas[i].added_at !== at2);
  }
  return out3;
}
async function forgetMemory(ctx2, what, o = {}) {
  let user = who(ctx2, o.user), project = projectIdOf(ctx2, o.project), store = await ctx2.volume(), before = await read2(ctx2, store, project), t = forgetTarget(before.memory, what), state = await commit(ctx2, store, project, { v: 1, op: "forget", key: t.key, ...t.gotcha !== void 0 ? { value: t.gotcha } : {}, at: ctx2.now().toISOString(), user });
  return { ...result(state), key: t.key, ...t.gotcha !== void 0 ? { gotcha: t.gotcha } : {}, removed: t.removed };
}
async function showMemory(ctx2, o = {}) {
  let project = projectIdOf(ctx2, o.project);
  return result(await read2(ctx2, await ctx2.volume(), project));
}
async function recallMemory(ctx2, query, o = {}) {
  let terms = parseRecallQuery(query), limit = o.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1) throw new CheckpointError("USAGE", `--limit must be at least 1, got ${limit}`);
  let project = projectIdOf(ctx2, o.project), state = await read2(ctx2, await ctx2.volume(), project), matches = rankEntries(memoryEntries(state.memory), terms);
  return { project, query, terms, matches: matches.slice(0, limit), total: matches.length, problems: state.problems };
}
async function recordSessionOutcome(ctx2, store, o) {
  let project = checkProjectId(o.project, "project"), sessionId = o.sessionId.trim();
  if (!sessionId || sessionId.length > KEY_MAX) throw new CheckpointError("USAGE", `invalid session id ${JSON.stringify(o.sessionId.slice(0, 80))} for the memory of ${project}`);
  if (!OUTCOMES.includes(o.outcome)) throw new CheckpointError("USAGE", `invalid outcome ${JSON.stringify(o.outcome)}`, `one of ${OUTCOMES.join(", ")}`);
  let at2 = typeof o.at == "string" ? new Date(o.at) : o.at;
  if (Number.isNaN(at2.getTime())) throw new CheckpointError("USAGE", `invalid time ${JSON.stringify(String(o.at))} of session ${sessionId}`);
  let flat2 = o.summary.replace(/\s+/g, " ").trim(), summary = flat2.length > VALUE_MAX ? `${flat2.slice(0, VALUE_MAX - 1)}\u2026` : flat2, before = await read2(ctx2, store, project);
  if (before.memory.session_history.some((e) => e.session_id === sessionId && e.outcome === o.outcome && e.summary === summary)) return { changed: !1, memory: before.memory, warnings: [] };
  let warnings = [];
  return { changed: !0, memory: (await commit({ ...ctx2, warn: (m2) => (warnings.push(m2), ctx2.warn(m2)) }, store, project, { v: 1, op: "history", session_id: sessionId, summary, outcome: o.outcome, at: at2.toISOString(), user: who(ctx2, o.user) })).memory, warnings };
}
async function rememberOutcome(ctx2, store, m2, outcome, user) {
  let folder = typeof m2.project == "string" ? m2.project : m2.workspace?.root;
  if (folder)
    try {
      let pai = m2.pai, record3 = typeof pai?.latest_record_id == "string" ? findRecord(ctx2.paths.checkpointsDir, pai.latest_record_id)?.record.taskSummary : void 0, progress = (await readSummary(store, m2).catch(() => {
      }))?.progress[0], summary = record3 || typeof pai?.task == "string" && pai.task || progress || m2.name || `checkpoint ${m2.id}`;
      await recordSessionOutcome(ctx2, store, { project: projectIdFor(folder), sessionId: m2.session_id, summary, outcome, at: ctx2.now(), ...user ? { user } : {} });
    } catch (err) {
      ctx2.warn(`the session's ${outcome} checkpoint was not added to the project memory: ${errorMessage(err)}`);
    }
}
async function refreshMemoryCache(ctx2, store, project) {
  return (await read2(ctx2, store, checkProjectId(project, "project"))).memory;
}
var import_node_os11, result, init_memory = __esm({
  "src/app/memory.ts"() {
    "use strict";
    import_node_os11 = require("node:os");
    init_errors2();
    init_cache();
    init_model2();
    init_project();
    init_recall();
    init_store2();
    init_api2();
    init_summary2();
    result = (s3) => ({ project: s3.project, memory: s3.memory, problems: s3.problems });
  }
});

// src/domain/session/lease.ts
function parseLease(raw, key, epoch) {
  let v2;
  try {
    v2 = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new CheckpointError("INVALID_DATA", `${key}: not JSON`);
  }
  let text4 = (k2) => typeof v2[k2] == "string" ? v2[k2] : "";
  if (v2.epoch !== epoch || !text4("host") || !text4("taken_at")) throw new CheckpointError("INVALID_DATA", `${key}: not a lease of epoch ${epoch}`);
  let lease = { epoch, session_id: text4("session_id"), host: text4("host"), taken_at: text4("taken_at"), by: text4("by"), reason: text4("reason") };
  return text4("checkpoint_id") && (lease.checkpoint_id = text4("checkpoint_id")), lease;
}
async function readLease(store, sessionId, epoch) {
  let key = leaseKey(sessionId, epoch), raw = await store.get(key);
  return raw ? parseLease(raw, key, epoch) : void 0;
}
async function currentLease(store, sessionId) {
  let epochs = (await store.list(leasePrefix(sessionId))).map(epochOfLeaseKey).filter((e) => e !== void 0);
  if (epochs.length !== 0)
    return readLease(store, sessionId, Math.max(...epochs));
}
function takeLease(store, lease) {
  return store.create(leaseKey(lease.session_id, lease.epoch), `${JSON.stringify(lease, null, 2)}
`);
}
function supersedingLease(store, sessionId, epoch) {
  return readLease(store, sessionId, epoch + 1);
}
var FencedError, init_lease = __esm({
  "src/domain/session/lease.ts"() {
    "use strict";
    init_errors2();
    init_layout();
    FencedError = class extends CheckpointError {
      constructor(sessionId, lease) {
        super("CONFLICT", `session ${sessionId} was resumed on ${lease.host} at ${lease.taken_at}: this machine no longer writes its checkpoints`, "continue it there, or fork it here with `pai-checkpoint resume --fork`");
        this.lease = lease;
      }
      lease;
    };
  }
});

// src/app/session-status.ts
function sessionMetrics(state, prices = DEFAULT_PRICES) {
  let tokens2 = tokensSoFar(state.metrics), total = 0, cost = 0;
  for (let [model, t] of Object.entries(tokens2))
    total += t.input + t.output + t.cache_creation + t.cache_read, cost += usageCost(model, t, prices);
  return { turns: state.metrics?.turns ?? 0, tool_calls: state.metrics?.toolCalls ?? 0, last_tool: state.metrics?.lastTool ?? null, tokens: total, cost_estimate_usd: Math.round(cost * 1e6) / 1e6 };
}
function configPrices(config2) {
  return [...Object.entries(config2.prices).map(([k2, v2]) => [new RegExp(k2, "i"), v2]), ...DEFAULT_PRICES];
}
async function putSessionStatus(store, state, extra) {
  await putJson(store, sessionStatusKey(state.sessionId), {
    session_id: state.sessionId,
    status: sessionStatusWord(state),
    cwd: state.project,
    host: (0, import_node_os12.hostname)(),
    installation: installationId(extra.paths),
    heartbeat_at: state.heartbeatAt,
    // What the monitor (app/orchestrator.ts) needs: the interval, the epoch written at, the claude process.
    heartbeat_seconds: extra.config?.session.heartbeatSeconds ?? state.heartbeatSeconds ?? null,
    epoch: state.epoch ?? 0,
    claude_pid: state.claudePid ?? null,
    claude_start: state.claudeStart ?? null,
    ...state.interruptedAt ? { interrupted_at: state.interruptedAt, interrupted_by: state.interruptedBy ?? null } : {},
    sidecar_pid: state.sidecarPid ?? null,
    last_checkpoint_id: state.lastCheckpointId ?? null,
    last_capture_at: state.lastCaptureAt ?? null,
    phase: state.phase ? { number: state.phase.number, name: state.phase.name } : null,
    metrics: sessionMetrics(state, extra.config ? configPrices(extra.config) : void 0),
    ...extra.claudeVersion !== void 0 ? { claude_version: extra.claudeVersion } : {}
  });
}
function sessionStatusWord(state) {
  return state.interruptedAt ? "interrupted" : state.endedAt ? "ended" : state.crashedAt ? "crashed" : "running";
}
var import_node_os12, init_session_status = __esm({
  "src/app/session-status.ts"() {
    "use strict";
    import_node_os12 = require("node:os");
    init_paths();
    init_lock();
    init_backend();
    init_lease();
    init_layout();
    init_observe();
    init_state();
    init_conversation();
  }
});

// src/app/capture.ts
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
async function captureSession(ctx2, sessionId, ticket, o = {}) {
  let state = loadSession(ctx2.paths, sessionId), cwd = state?.project ?? o.cwd;
  if (!cwd) throw new CheckpointError("NOT_FOUND", `session ${sessionId} is unknown here (no runtime state)`, "run inside Claude Code, or pass --cwd");
  if (state?.fenced) throw new FencedError(sessionId, { epoch: state.fenced.epoch, host: state.fenced.host, taken_at: state.fenced.at });
  let config2 = await loadConfig({ paiDir: ctx2.paths.paiDir, project: cwd, env: ctx2.env }), store = openVolume(config2), epoch = state?.epoch ?? 0, result2 = await captureCheckpoint(
    store,
    {
      sessionId,
      trigger: ticket.trigger,
      cwd,
      transcriptPath: state?.transcriptPath,
      claudePid: state?.host === (0, import_node_os13.hostname)() ? state.claudePid : void 0,
      id: ticket.recordId,
      name: ticket.name,
      tags: ticket.tags,
      coalesced: ticket.coalesced,
      risky: ticket.risky,
      epoch,
      pai: paiState(ctx2, state),
      session: state ? { started_at: state.startedAt, heartbeat_at: state.heartbeatAt, ended_at: state.endedAt ?? null, end_reason: state.endReason ?? null, host: state.host, ...state.gitBase ? { git_base: state.gitBase } : {} } : void 0
    },
    {
      config: config2,
      env: ctx2.env,
      claudeDir: resolveClaudeDir(ctx2.env),
      stateDir: ctx2.paths.stateDir,
      now: ctx2.now,
      ...o.onProgress ? { onProgress: o.onProgress } : {},
      // Fencing: a session another machine took over gets no checkpoint from here (one read, right before the manifest).
      fence: async () => {
        let lease = await supersedingLease(store, sessionId, epoch);
        if (lease) throw new FencedError(sessionId, lease);
      }
    }
  ), id = result2.manifest.id, saved;
  state && (saved = await withLockAsync(
    sessionLockPath(ctx2.paths, sessionId),
    async () => {
      let s3 = loadSession(ctx2.paths, sessionId) ?? state;
      s3.latestRecordId && s3.latestRecordId !== id && !s3.runCompleted && refreshRecordSync(s3.latestRecordId, { ...s3.task ? { taskSummary: s3.task } : {}, iscCriteria: iscCriteria(ctx2, s3), metadata: { sessionCheckpointId: id, refreshedAt: ctx2.now().toISOString() } }, recordOptions(ctx2)), s3.lastCheckpointId = id, s3.lastCaptureAt = ctx2.now().toISOString(), !s3.gitBase && result2.manifest.git?.head && (s3.gitBase = result2.manifest.git.head), delete s3.lastCaptureError;
      let size = result2.manifest.workspace?.size_bytes ?? 0;
      return size > config2.capture.warnBytes && !s3.warnedLarge && (s3.warnedLarge = !0, addNotice(s3, `the workspace archive is ${Math.round(size / 1e6)} MB (over ${Math.round(config2.capture.warnBytes / 1e6)} MB); exclude build output or data with [capture] excludes in checkpoint.toml (\`pai-checkpoint usage\` shows disk use)`)), saveSession(ctx2.paths, s3), s3;
    },
    { timeoutMs: 1e4 }
  ));
  let claudeVersion = result2.manifest.environment?.claude_code?.version ?? null;
  return saved ? await putSessionStatus(store, saved, { paths: ctx2.paths, config: config2, claudeVersion }) : await putJson(store, sessionStatusKey(sessionId), { session_id: sessionId, status: "running", cwd, host: (0, import_node_os13.hostname)(), heartbeat_at: null, last_checkpoint_id: id, last_capture_at: ctx2.now().toISOString(), claude_version: claudeVersion }), result2.summary && await publishSummary(ctx2, store, sessionId, id, result2.summary), ticket.trigger === "complete" && await rememberOutcome(ctx2, store, result2.manifest, "completed"), (!state?.lastCheckpointId || ["stop", "complete", "manual"].includes(ticket.trigger)) && await refreshMemoryCache(ctx2, store, projectIdFor(cwd)).catch((err) => ctx2.warn(`the project memory's local copy was not refreshed: ${errorMessage(err)}`)), await afterCapture(ctx2, store, result2.manifest, config2, state?.startedAt), result2;
}
async function publishSummary(ctx2, store, sessionId, checkpoint, s3) {
  try {
    saveLocalSummary(ctx2.paths, sessionId, { markdown: s3.markdown, decisions: s3.decisions, failed_approaches: s3.failed_approaches, blockers: s3.blockers, files: s3.files, checkpoint }), await store.put(sessionSummaryKey(sessionId), s3.markdown);
  } catch (err) {
    ctx2.warn(`the summary of ${checkpoint} was not published: ${errorMessage(err)}`);
  }
}
var import_node_os13, init_capture = __esm({
  "src/app/capture.ts"() {
    "use strict";
    import_node_os13 = require("node:os");
    init_config();
    init_errors2();
    init_lock();
    init_log();
    init_paths();
    init_backend();
    init_layout();
    init_local2();
    init_open();
    init_state();
    init_api2();
    init_tracker();
    init_create();
    init_unchanged();
    init_events2();
    init_memory();
    init_project();
    init_session_status();
    init_lease();
    init_queue();
  }
});

// src/app/session-pick.ts
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
  throw new CheckpointError("USAGE", `no Claude Code session known for ${ctx2.project}`, "run it inside Claude Code (/checkpoint:save), or pass --session <id>");
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
var init_session_pick = __esm({
  "src/app/session-pick.ts"() {
    "use strict";
    init_errors2();
    init_keys();
    init_state();
  }
});

// src/app/create.ts
async function create2(ctx2, o = {}) {
  let trigger = o.trigger || "manual";
  if (!TRIGGERS.includes(trigger)) throw new CheckpointError("USAGE", `--trigger must be one of ${TRIGGERS.join(", ")}`);
  for (let t of o.tags ?? []) checkTag(t);
  let { sessionId } = pickSession(ctx2, o.session), r = await withSessionLock(
    ctx2,
    sessionId,
    () => captureSession(
      ctx2,
      sessionId,
      { trigger, at: ctx2.now().toISOString(), ...o.name ? { name: o.name } : {}, ...o.tags?.length ? { tags: o.tags } : {}, ...o.id ? { recordId: o.id } : {} },
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
var init_create2 = __esm({
  "src/app/create.ts"() {
    "use strict";
    init_facts();
    init_errors2();
    init_manifest();
    init_capture();
    init_session_pick();
    init_volume();
  }
});

// src/adapters/cli/commands/create.ts
var create_exports = {};
__export(create_exports, {
  printCreate: () => printCreate,
  run: () => run8
});
async function run8(ctx2, o) {
  let { json, ...options } = o, progress = progressPrinter(!!json), r = await create2(ctx2, progress ? { ...options, onProgress: progress } : options);
  return { data: r, text: printCreate(r) };
}
function progressPrinter(json) {
  if (json || !process.stderr.isTTY) return;
  let last = 0;
  return (done, total) => {
    let now = Date.now();
    if (now - last < 250 && done < total) return;
    last = now;
    let pct = total > 0 ? Math.min(100, Math.round(done / total * 100)) : 0;
    process.stderr.write(`\rSnapshotting workspace\u2026 ${pct}% (${Math.round(done / 1e6)} of ${Math.round(total / 1e6)} MB)${done >= total ? `
` : ""}`);
  };
}
function printCreate(r) {
  let lines2 = [`Checkpoint ${r.id} created (${r.trigger}, session ${r.sessionId}): ${r.parts} parts, ${formatBytes(r.sizeBytes)}${r.reusedWorkspace ? ", workspace unchanged (previous archive reused)" : ""}.`];
  for (let w2 of r.warnings) lines2.push(`warning: ${w2}`);
  return r.deletedByRetention.length && lines2.push(`Retention removed ${r.deletedByRetention.length} older checkpoint(s).`), lines2.join(`
`);
}
var init_create3 = __esm({
  "src/adapters/cli/commands/create.ts"() {
    "use strict";
    init_create2();
    init_format();
  }
});

// src/app/verify.ts
async function verify(ctx2, o) {
  if (!o.id && !o.all) throw new CheckpointError("USAGE", "name a checkpoint id, or --all");
  let store = await ctx2.volume(), report = { results: [], orphans: [], ok: !0 }, at2 = ctx2.now().toISOString(), unrecorded, index = await loadContentIndex(store).catch(() => {
  }), check2 = async (sessionId, id, found = []) => {
    let v2 = await verifyCheckpoint(store, sessionId, id, { index, readData: o.readData, withoutKey: "sizes" }), problems = [...v2.problems, ...found], r = { sessionId, id, ok: problems.length === 0, problems };
    v2.signature && (r.signature = v2.signature), v2.checked && (r.checked = v2.checked), v2.manifest?.encryption && (r.encryptedWith = v2.manifest.encryption.key_id), v2.newerVersion && (r.newerVersion = !0), report.results.push(r), unrecorded ??= await markVerified(store, sessionId, id, r.ok, at2);
  };
  if (o.id) {
    let found = await findCheckpoint(store, o.id);
    if (!found) throw new CheckpointError("NOT_FOUND", `no session checkpoint ${o.id} on ${store.location}`, "run `pai-checkpoint list --all` to see the ids");
    await check2(found.sessionId, found.entry.id);
  } else
    for (let sessionId of await listSessions(store)) {
      let ids = (await loadIndex(store, sessionId, { warn: ctx2.warn })).checkpoints.map((e) => e.id), found = /* @__PURE__ */ new Map();
      for (let p2 of (await rebuildIndex(store, sessionId)).problems) {
        let at3 = checkpointOfKey(p2.key);
        if (!at3) {
          report.results.push({ sessionId, id: p2.key, ok: !1, problems: [{ part: MANIFEST, error: p2.error }] });
          continue;
        }
        ids.includes(at3.id) || ids.push(at3.id), at3.part !== MANIFEST && found.set(at3.id, [...found.get(at3.id) ?? [], { part: at3.part, error: p2.error }]);
      }
      for (let id of ids) await check2(sessionId, id, found.get(id));
      for (let id of await findOrphans(store, sessionId, DEFAULTS.leftoverAgeMs, ctx2.now().getTime())) {
        let removed = o.repair ? await withSessionLock(ctx2, sessionId, () => deleteCheckpoint(store, sessionId, id)) : !1;
        report.orphans.push({ sessionId, id, removed });
      }
    }
  return unrecorded && ctx2.warn(`results not recorded in the index: ${unrecorded}`), report.ok = report.results.every((r) => r.ok), report;
}
var init_verify2 = __esm({
  "src/app/verify.ts"() {
    "use strict";
    init_defaults();
    init_errors2();
    init_store();
    init_repo();
    init_layout();
    init_volume();
  }
});

// src/adapters/cli/commands/verify.ts
var verify_exports = {};
__export(verify_exports, {
  printVerify: () => printVerify,
  run: () => run9
});
async function run9(ctx2, o) {
  let r = await verify(ctx2, o);
  return { data: r, text: printVerify(r), exitCode: r.ok ? EXIT.OK : EXIT.INVALID_DATA };
}
function printVerify(r) {
  let lines2 = r.results.map((x) => {
    let notes = [x.signature === "signed" ? "signed" : "", x.checked === "sizes" ? `encrypted with key ${x.encryptedWith}, not set here: parts found and sized, not re-hashed` : ""].filter(Boolean).join("; ");
    return x.ok ? `ok    ${x.id} (${x.sessionId})${notes ? `: ${notes}` : ""}` : `FAIL  ${x.id} (${x.sessionId}): ${x.problems.map((p2) => `${p2.part}: ${p2.error}`).join("; ")}`;
  });
  for (let o of r.orphans) lines2.push(`${o.removed ? "removed" : "orphan"}  ${o.id} (${o.sessionId}): a capture that never finished${o.removed ? "" : " \u2014 `verify --all --repair` removes it"}`);
  return r.results.length === 0 && lines2.push("No session checkpoints."), lines2.push(r.ok ? `${r.results.length} checkpoint(s) verified.` : failedLine(r)), lines2.join(`
`);
}
function failedLine(r) {
  let failed = r.results.filter((x) => !x.ok), newer2 = failed.filter((x) => x.newerVersion).length, them = newer2 === 1 ? "it" : "them", upgrade = `written by a newer pai-checkpoint (not damaged): upgrade pai-checkpoint to read ${them}; do not delete ${them}`, head = `${failed.length} of ${r.results.length} checkpoint(s) failed`;
  return newer2 === failed.length ? `${head}: ${upgrade}.` : `${head}: resume falls back to the parent; \`pai-checkpoint delete <id>\` removes one.${newer2 ? ` ${newer2} of them ${newer2 === 1 ? "was" : "were"} ${upgrade}.` : ""}`;
}
var init_verify3 = __esm({
  "src/adapters/cli/commands/verify.ts"() {
    "use strict";
    init_verify2();
    init_errors2();
  }
});

// src/app/prune.ts
async function prune(ctx2, o = {}) {
  let config2 = await ctx2.config(), store = await ctx2.volume(), report = { dryRun: !!o.dryRun, leftovers: 0, deleted: [], orphans: [], kept: 0 };
  for (let sessionId of o.session ? [o.session] : await listSessions(store))
    await withSessionLock(ctx2, sessionId, async () => {
      let r = await applyRetention(store, sessionId, config2.retention, ctx2.now(), o.dryRun);
      report.kept += r.kept.length;
      for (let id of r.deleted) report.deleted.push({ sessionId, id });
      for (let id of await findOrphans(store, sessionId, DEFAULTS.leftoverAgeMs, ctx2.now().getTime()))
        o.dryRun || await deleteCheckpoint(store, sessionId, id), report.orphans.push({ sessionId, id });
    });
  report.content = await collectContent(ctx2, store, o.dryRun);
  let large = largeTierOf(store);
  if (large && (report.largeTier = { location: large.location, ...await collectContent(ctx2, large, o.dryRun) }), !o.dryRun) {
    let now = ctx2.now().getTime();
    report.leftovers = await store.sweepLeftovers?.(DEFAULTS.leftoverAgeMs, now) ?? 0, large && (report.leftovers += await large.sweepLeftovers?.(DEFAULTS.leftoverAgeMs, now) ?? 0), report.leftovers += sweepWorkDirs(ctx2.paths.scratchDir, DEFAULTS.leftoverAgeMs, now), report.leftovers += sweepTakenTickets(ctx2.paths, DEFAULTS.leftoverAgeMs, now);
  }
  return report;
}
var init_prune = __esm({
  "src/app/prune.ts"() {
    "use strict";
    init_defaults();
    init_queue();
    init_retention();
    init_store();
    init_workdir();
    init_volume();
    init_sealed();
  }
});

// src/adapters/cli/commands/prune.ts
var prune_exports = {};
__export(prune_exports, {
  printPrune: () => printPrune,
  run: () => run10
});
async function run10(ctx2, o) {
  let r = await prune(ctx2, o);
  return { data: r, text: printPrune(r) };
}
function printPrune(r) {
  let verb = r.dryRun ? "Would delete" : "Deleted", lines2 = [...r.deleted.map((d) => `${verb} ${d.id} (${d.sessionId})`), ...r.orphans.map((d) => `${verb} unfinished capture ${d.id} (${d.sessionId})`)];
  lines2.push(`${verb} ${r.deleted.length} checkpoint(s) and ${r.orphans.length} unfinished capture(s); kept ${r.kept}.${r.leftovers ? ` Removed ${r.leftovers} leftover temp file(s).` : ""}`);
  let c = r.content;
  for (let [g2, where] of [[c, ""], [r.largeTier, r.largeTier ? ` on the large tier ${r.largeTier.location}` : ""]])
    g2 && g2.packs.removed > 0 && lines2.push(`${r.dryRun ? "Would remove" : "Removed"} ${g2.packs.removed} unreferenced workspace pack(s)${where} (${(g2.packs.removedBytes / 1e6).toFixed(1)} MB); kept ${g2.packs.kept}.`);
  return lines2.join(`
`);
}
var init_prune2 = __esm({
  "src/adapters/cli/commands/prune.ts"() {
    "use strict";
    init_prune();
  }
});

// src/domain/restore/extract.ts
function normal(p2) {
  return import_node_path47.posix.normalize(p2).replace(/\/+$/, "").replace(/^(\.\/)+/, "");
}
function entryProblem(type, path, linkpath) {
  if (!ALLOWED.has(type)) return `${type} entries are not restored`;
  let why = storedPathProblem(path);
  if (why) return why;
  if (type === "SymbolicLink") {
    if (!linkpath || import_node_path47.posix.isAbsolute(linkpath)) return `symlink to an absolute path (${linkpath})`;
    let n = import_node_path47.posix.normalize(import_node_path47.posix.join(import_node_path47.posix.dirname(path), linkpath));
    if (n === ".." || n.startsWith("../")) return `symlink points outside the target (${linkpath})`;
    if (linkpath.includes("\0")) return "symlink target contains a NUL byte";
  }
  if (type === "Link" && (!linkpath || storedPathProblem(linkpath)))
    return `hard link to a file outside the target (${linkpath})`;
}
function treeProblems(entries) {
  let problems = [], nodes = /* @__PURE__ */ new Map();
  for (let e of entries) {
    let p2 = normal(e.path), prev = nodes.get(p2);
    prev && !(prev.type === "Directory" && e.type === "Directory") && problems.push({ path: e.path, why: "duplicate entry" }), e.type === "Link" && !FILE_TYPES.has(nodes.get(normal(e.linkpath ?? ""))?.type ?? "") && problems.push({ path: e.path, why: `hard link to ${e.linkpath}, which is not a file earlier in the archive` }), nodes.set(p2, e);
  }
  let root = trieOf(nodes);
  for (let [p2, e] of nodes) {
    let segs = p2.split("/"), at2 = root;
    for (let i = 0; i < segs.length - 1 && at2; i++) {
      at2 = at2.children.get(segs[i]);
      let up = at2?.entry;
      if (up?.type === "SymbolicLink" ? problems.push({ path: e.path, why: `written through the symlink ${up.path}` }) : up && up.type !== "Directory" && problems.push({ path: e.path, why: `beneath the file ${up.path}` }), up && up.type !== "Directory") break;
    }
    if (e.type === "SymbolicLink") {
      let why = linkEscapes(segs, e.linkpath ?? "", root);
      why && problems.push({ path: e.path, why });
    }
  }
  return problems;
}
function trieOf(nodes) {
  let root = { children: /* @__PURE__ */ new Map() };
  for (let [p2, e] of nodes) {
    let at2 = root;
    for (let seg of p2.split("/")) {
      let next = at2.children.get(seg);
      next || at2.children.set(seg, next = { children: /* @__PURE__ */ new Map() }), at2 = next;
    }
    at2.entry = e;
  }
  return root;
}
function linkEscapes(segs, target, root) {
  let stack = [];
  for (let seg of segs.slice(0, -1)) stack.push((stack.length ? stack[stack.length - 1] : root)?.children.get(seg));
  let queue = target.split("/").reverse(), hops = 0;
  for (; queue.length > 0; ) {
    let seg = queue.pop();
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (stack.length === 0) return `symlink leads outside the target (${target}, following the archive's links)`;
      stack.pop();
      continue;
    }
    if (storedPathProblem(seg)) return `symlink leads into ${seg} (${target})`;
    let node = (stack.length ? stack[stack.length - 1] : root)?.children.get(seg);
    if (stack.push(node), node?.entry?.type === "SymbolicLink") {
      if (++hops > MAX_LINK_HOPS) return `symlink loop (${target})`;
      let next = node.entry.linkpath ?? "";
      if (import_node_path47.posix.isAbsolute(next)) return `symlink leads to an absolute path through ${node.entry.path} (${next})`;
      stack.pop(), queue.push(...next.split("/").reverse());
    }
  }
}
function decompress(archive, maxBytes, zstd) {
  return decompressStream({ file: archive }, { zstd, name: "workspace archive", maxBytes, tooLarge: () => new CheckpointError("INVALID_DATA", `the workspace archive expands beyond ${maxBytes} bytes, more than its manifest records`, "the archive was tampered with or damaged; nothing was written") });
}
async function validate2(archive, maxBytes, zstd) {
  let tar = await Promise.resolve().then(() => (init_index_min(), index_min_exports)), out3 = { problems: [], files: 0, dirs: 0, links: 0, privileged: [] }, entries = [], stream = decompress(archive, maxBytes, zstd), parser = new tar.Parser({
    strict: !0,
    onReadEntry: (entry2) => {
      let why = entryProblem(entry2.type, entry2.path, entry2.linkpath);
      why ? out3.problems.push({ path: entry2.path, why }) : entry2.type === "Directory" ? out3.dirs++ : entry2.type === "SymbolicLink" || entry2.type === "Link" ? out3.links++ : out3.files++, entries.push({ type: entry2.type, path: entry2.path, linkpath: entry2.linkpath, mode: entry2.mode }), FILE_TYPES.has(entry2.type) && entry2.mode !== void 0 && (entry2.mode & 3072) !== 0 && out3.privileged.push({ path: normal(entry2.path), mode: entry2.mode }), entry2.resume();
    }
  }), parsed = new Promise((resolve13, reject2) => {
    parser.on("warn", (code, message) => {
      (code === "TAR_ENTRY_INVALID" || code === "TAR_BAD_ARCHIVE" || code === "TAR_ENTRY_ERROR") && out3.problems.push({ path: "(archive)", why: message });
    }), parser.on("error", reject2), parser.once("end", () => resolve13()), stream.once("error", reject2), stream.pipe(parser);
  });
  return await Promise.all([parsed, (0, import_promises10.finished)(stream)]).catch((err) => {
    throw stream.destroy(), err;
  }), out3.problems.length === 0 && out3.problems.push(...treeProblems(entries)), out3;
}
async function extractTo(archive, dir2, maxBytes, zstd) {
  let stream = decompress(archive, maxBytes, zstd), t = (0, import_node_child_process12.spawn)("tar", ["-x", "-C", dir2, "--no-same-owner"], { stdio: ["pipe", "ignore", "pipe"] }), tarDone = exited(t, "tar -x", [0], stderrOf(t));
  stream.once("error", () => t.kill("SIGKILL")), tarDone.then(
    () => {
      stream.unpipe(), stream.resume();
    },
    () => stream.destroy()
  ), stream.pipe(t.stdin), t.stdin.on("error", () => {
  });
  let [z2, x] = await Promise.allSettled([(0, import_promises10.finished)(stream), tarDone]);
  if (z2.status === "rejected" && (z2.reason instanceof CheckpointError || x.status === "fulfilled")) throw z2.reason;
  if (x.status === "rejected") throw x.reason;
}
async function isEmptyDir(dir2) {
  try {
    return (await (0, import_promises9.readdir)(dir2)).length === 0;
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return;
    throw err;
  }
}
async function moveAside(abs, rel, displacedDir) {
  let to2 = (0, import_node_path47.join)(displacedDir, rel);
  return await (0, import_promises9.mkdir)((0, import_node_path47.dirname)(to2), { recursive: !0, mode: 448 }), await (0, import_promises9.rename)(abs, to2), to2;
}
async function merge2(from, to2, rel, s3) {
  for (let e of await (0, import_promises9.readdir)(from, { withFileTypes: !0 })) {
    let r = rel ? `${rel}/${e.name}` : e.name, src = (0, import_node_path47.join)(from, e.name), dst = (0, import_node_path47.join)(to2, e.name), existing = await (0, import_promises9.lstat)(dst).catch(() => {
    });
    if (e.isDirectory() && existing?.isDirectory()) {
      await merge2(src, dst, r, s3);
      continue;
    }
    existing && (!existing.isDirectory() && s3.held.has(r) ? (await (0, import_promises9.rm)(dst, { force: !0 }), s3.replaced++) : (await moveAside(dst, r, s3.displacedDir), s3.displaced.push(r))), await (0, import_promises9.rename)(src, dst);
  }
}
async function sweepStaging(parent, base) {
  let names;
  try {
    names = await (0, import_promises9.readdir)(parent);
  } catch {
    return;
  }
  for (let n of names) {
    let m2 = STAGING_RE.exec(n);
    m2 && n.startsWith(`.${base}.pai-restore-`) && !pidAlive(Number(m2[1])) && await (0, import_promises9.rm)((0, import_node_path47.join)(parent, n), { recursive: !0, force: !0 });
  }
}
function stamp() {
  return (/* @__PURE__ */ new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}
async function stageWorkspace(archive, target, o = {}) {
  let maxBytes = o.maxTarBytes ?? Number.MAX_SAFE_INTEGER, zstd = await requireZstd("restore a workspace");
  return stage(target, async (staging) => {
    let [check2, extracted] = await Promise.allSettled([validate2(archive, maxBytes, zstd), extractTo(archive, staging, maxBytes, zstd)]);
    if (check2.status === "rejected") {
      let reason = check2.reason;
      throw reason instanceof CheckpointError ? reason : new CheckpointError("INVALID_DATA", `workspace archive unreadable: ${errorMessage(reason)}`, "the archive is damaged or not a pai-checkpoint archive; nothing was written");
    }
    if (refuseProblems(archive, check2.value.problems), extracted.status === "rejected") {
      let reason = extracted.reason;
      throw reason instanceof CheckpointError ? reason : new CheckpointError("IO", `extraction failed: ${errorMessage(reason)}`);
    }
    let { files, dirs: dirs2, links, privileged } = check2.value;
    for (let p2 of privileged) {
      let abs = (0, import_node_path47.join)(staging, p2.path), st2 = await (0, import_promises9.lstat)(abs).catch(() => {
      });
      st2?.isFile() && await (0, import_promises9.chmod)(abs, st2.mode & 1023);
    }
    let base = { files, dirs: dirs2, links, replaced: 0 };
    return privileged.length && (base.strippedModes = privileged.length), base;
  });
}
function refuseProblems(what, problems) {
  if (problems.length === 0) return;
  let list4 = problems.slice(0, 5).map((p2) => `${p2.path}: ${p2.why}`).join("; ");
  throw new CheckpointError("INVALID_DATA", `refusing to restore ${what}: ${list4}`, "it was tampered with or is not a pai-checkpoint snapshot; nothing was written");
}
async function stage(target, fill) {
  let parent = (0, import_node_path47.dirname)(target), created = await (0, import_promises9.mkdir)(parent, { recursive: !0 });
  await sweepStaging(parent, (0, import_node_path47.basename)(target));
  let staging = (0, import_node_path47.join)(parent, `.${(0, import_node_path47.basename)(target)}.pai-restore-${process.pid}-${(0, import_node_crypto26.randomBytes)(4).toString("hex")}`);
  await (0, import_promises9.mkdir)(staging, { mode: 448 });
  let discard = async () => {
    await (0, import_promises9.rm)(staging, { recursive: !0, force: !0 });
    for (let d = parent; created && d.startsWith(created) && await isEmptyDir(d) === !0; d = (0, import_node_path47.dirname)(d)) await (0, import_promises9.rmdir)(d).catch(() => {
    });
  };
  try {
    let base = await fill(staging);
    return {
      discard,
      async commit(c = {}) {
        let report = { ...base }, empty = await isEmptyDir(target);
        if (empty !== !1)
          return empty && await (0, import_promises9.rmdir)(target), await (0, import_promises9.rename)(staging, target), report;
        let s3 = { held: c.held ?? /* @__PURE__ */ new Set(), displacedDir: c.displacedDir ?? `${target}.pai-displaced-${stamp()}`, displaced: [], replaced: 0 };
        return await merge2(staging, target, "", s3), report.replaced = s3.replaced, s3.displaced.length && (report.displaced = { dir: s3.displacedDir, paths: s3.displaced.sort() }), report;
      }
    };
  } catch (err) {
    throw await discard(), err;
  }
}
async function extractWorkspace(archive, target, o = {}) {
  let staged = await stageWorkspace(archive, target, o);
  try {
    return await staged.commit(o);
  } finally {
    await staged.discard();
  }
}
var import_node_child_process12, import_node_crypto26, import_promises9, import_node_path47, import_promises10, ALLOWED, FILE_TYPES, MAX_LINK_HOPS, STAGING_RE, init_extract2 = __esm({
  "src/domain/restore/extract.ts"() {
    "use strict";
    import_node_child_process12 = require("node:child_process"), import_node_crypto26 = require("node:crypto"), import_promises9 = require("node:fs/promises"), import_node_path47 = require("node:path"), import_promises10 = require("node:stream/promises");
    init_errors2();
    init_lock();
    init_stored_path();
    init_codec();
    init_spawn();
    ALLOWED = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile", "Directory", "SymbolicLink", "Link"]), FILE_TYPES = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile"]), MAX_LINK_HOPS = 40;
    STAGING_RE = /\.pai-restore-(\d+)-[0-9a-f]+$/;
  }
});

// src/domain/restore/content.ts
async function checkedTree(store, ref, index) {
  let idx = index ?? await loadContentIndex(store), entries = await loadTree(store, idx, ref), problems = [];
  for (let [path, kind, , size, , blobRef] of entries) {
    let why = path === "." || path.endsWith("/") || import_node_path48.posix.normalize(path) !== path ? "not a normal path to a file or link" : entryProblem(kind === "f" ? "File" : "SymbolicLink", path, kind === "l" ? blobRef : void 0);
    if (why) problems.push({ path, why });
    else if (kind === "f") {
      let total = blobRef.reduce((n, id) => n + idx.place(id).length, 0);
      total !== size && problems.push({ path, why: `its blobs hold ${total} bytes, the tree says ${size}` });
    }
  }
  return problems.length === 0 && problems.push(...treeProblems(entries.map(([path, kind, mode, , , r]) => ({ path, type: kind === "f" ? "File" : "SymbolicLink", mode, linkpath: kind === "l" ? r : void 0 })))), refuseProblems("the workspace tree", problems), { entries, index: idx };
}
function treePaths(tree) {
  return tree.entries.map((e) => e[0]);
}
async function stageContent(store, tree, target) {
  return stage(target, (staging) => writeTree(store, tree, staging));
}
async function writeTree(store, { entries, index }, dir2) {
  let report = { files: 0, dirs: 0, links: 0, replaced: 0 }, made = /* @__PURE__ */ new Set(), parentOf = (path) => {
    let d = (0, import_node_path48.dirname)((0, import_node_path48.join)(dir2, path));
    return made.has(d) || ((0, import_node_fs47.mkdirSync)(d, { recursive: !0, mode: 493 }), made.add(d)), (0, import_node_path48.join)(dir2, path);
  }, stripped = 0, finish2 = (fd, e) => {
    (e[2] & 3072) !== 0 && stripped++, (0, import_node_fs47.fchmodSync)(fd, e[2] & 1023), (0, import_node_fs47.futimesSync)(fd, e[4] / 1e3, e[4] / 1e3), (0, import_node_fs47.closeSync)(fd);
  }, wants = /* @__PURE__ */ new Map(), packOrder = [], seenPack = /* @__PURE__ */ new Set();
  for (let e of entries) {
    if (e[1] !== "f") continue;
    report.files++;
    let blobs = e[5];
    if (blobs.length === 0) {
      finish2((0, import_node_fs47.openSync)(parentOf(e[0]), "wx", 384), e);
      continue;
    }
    let p2 = { left: blobs.length, entry: e }, offset = 0;
    for (let id of blobs) {
      let place = index.place(id), list4 = wants.get(id) ?? [];
      list4.push({ p: p2, offset }), wants.set(id, list4), offset += place.length, seenPack.has(place.pack) || (seenPack.add(place.pack), packOrder.push(place.pack));
    }
  }
  for await (let { rec, raw } of readPacks(store, packOrder.map((id) => index.packs.get(id))))
    for (let [id, off, len] of rec.blobs) {
      let targets = wants.get(id);
      if (!targets || index.blobs.get(id)?.pack !== rec.id) continue;
      let blob = blobIn(raw, rec.id, id, off, len);
      for (let t of targets) {
        t.p.fd ??= (0, import_node_fs47.openSync)(parentOf(t.p.entry[0]), "wx", 384);
        for (let at2 = 0; at2 < blob.length; ) at2 += (0, import_node_fs47.writeSync)(t.p.fd, blob, at2, blob.length - at2, t.offset + at2);
        --t.p.left === 0 && finish2(t.p.fd, t.p.entry);
      }
      wants.delete(id);
    }
  if (wants.size > 0) throw new CheckpointError("INVALID_DATA", `${wants.size} blob(s) were not found in their packs`, "run `pai-checkpoint verify --all`");
  for (let e of entries) {
    if (e[1] !== "l") continue;
    let abs = parentOf(e[0]);
    (0, import_node_fs47.symlinkSync)(e[5], abs), (0, import_node_fs47.lutimesSync)(abs, e[4] / 1e3, e[4] / 1e3), report.links++;
  }
  return report.dirs = made.size, stripped && (report.strippedModes = stripped), report;
}
function exportTar(store, tree, o = {}) {
  return compressStream({ stream: import_node_stream9.Readable.from(tarBlocks(store, tree)) }, { level: o.level ?? 3, purpose: "export a workspace" });
}
async function* tarBlocks(store, { entries, index }) {
  let { Header, Pax } = await Promise.resolve().then(() => (init_index_min(), index_min_exports)), cache2 = /* @__PURE__ */ new Map(), packOf = async (id) => {
    let raw = cache2.get(id);
    return raw || (raw = await readPack(store, index.packs.get(id)), cache2.set(id, raw), cache2.size > 4 && cache2.delete(cache2.keys().next().value)), raw;
  };
  for (let [path, kind, mode, size, mtimeMs, ref] of entries) {
    let mtime = new Date(Math.floor(mtimeMs / 1e3) * 1e3), h = new Header({ path, mode: mode & 4095, uid: 0, gid: 0, uname: "", gname: "", size: kind === "f" ? size : 0, mtime, type: kind === "f" ? "File" : "SymbolicLink", ...kind === "l" ? { linkpath: ref } : {} });
    if (h.encode() && (yield new Pax({ path, ...kind === "l" ? { linkpath: ref } : {}, size: kind === "f" ? size : 0, mtime }).encode()), yield h.block, kind === "f") {
      for (let id of ref) {
        let place = index.place(id);
        yield Buffer.from(blobIn(await packOf(place.pack), place.pack, id, place.offset, place.length));
      }
      size % 512 && (yield Buffer.alloc(512 - size % 512));
    }
  }
  yield Buffer.alloc(1024);
}
function contentTreeOf(m2) {
  if (m2.workspace?.format !== "content") return;
  let tree = m2.workspace.tree;
  if (!tree) throw new CheckpointError("INVALID_DATA", `checkpoint ${m2.id}: its workspace is stored by content but its manifest names no tree`, "restore an earlier checkpoint");
  return tree;
}
var import_node_fs47, import_node_path48, import_node_stream9, init_content = __esm({
  "src/domain/restore/content.ts"() {
    "use strict";
    import_node_fs47 = require("node:fs"), import_node_path48 = require("node:path"), import_node_stream9 = require("node:stream");
    init_errors2();
    init_codec();
    init_repo();
    init_snapshot();
    init_extract2();
  }
});

// src/app/export.ts
async function exportWorkspace(ctx2, idOrPrefix, o) {
  let store = await ctx2.volume(), found = await requireCheckpoint(store, idOrPrefix), { sessionId } = found, id = found.entry.id, v2 = await verifyCheckpoint(store, sessionId, id);
  if (!v2.ok || !v2.manifest) throw new CheckpointError("INVALID_DATA", `checkpoint ${id} does not verify (${v2.problems.map((p2) => `${p2.part}: ${p2.error}`).join("; ")})`, "export an earlier checkpoint of the session");
  let m2 = v2.manifest, ref = contentTreeOf(m2), stream, files = m2.workspace?.file_count ?? 0;
  if (ref) {
    let content = contentVolume(store, m2), tree = await checkedTree(content, ref);
    files = tree.entries.length, stream = exportTar(content, tree, { level: (await ctx2.config()).capture.zstdLevel });
  } else m2.parts["workspace.tar.zst"] && (stream = await store.open(partKey(sessionId, id, "workspace.tar.zst")));
  if (!stream) throw new CheckpointError("NOT_FOUND", `checkpoint ${id} has no workspace snapshot`);
  let bytes = 0;
  stream.on("data", (c) => bytes += c.length);
  let output = o.output ?? `${id}.workspace.tar.zst`;
  if (output === "-") {
    if (!o.stdout) throw new CheckpointError("USAGE", "-o - needs a standard output");
    return await (0, import_promises12.pipeline)(stream, o.stdout, { end: !1 }), { id, sessionId, output, files, bytes };
  }
  let file2 = (0, import_node_path49.resolve)(ctx2.cwd, output), temp = (0, import_node_path49.join)((0, import_node_path49.dirname)(file2), `.${(0, import_node_path49.basename)(file2)}.${process.pid}.tmp`);
  try {
    await (0, import_promises12.pipeline)(stream, (0, import_node_fs48.createWriteStream)(temp, { flags: "wx", mode: 384 })), await (0, import_promises11.rename)(temp, file2);
  } catch (err) {
    throw await (0, import_promises11.rm)(temp, { force: !0 }), err;
  }
  return { id, sessionId, output: file2, files, bytes };
}
var import_node_fs48, import_promises11, import_node_path49, import_promises12, init_export = __esm({
  "src/app/export.ts"() {
    "use strict";
    import_node_fs48 = require("node:fs"), import_promises11 = require("node:fs/promises"), import_node_path49 = require("node:path"), import_promises12 = require("node:stream/promises");
    init_errors2();
    init_content();
    init_tier();
    init_store();
    init_layout();
    init_volume();
  }
});

// src/adapters/cli/commands/export.ts
var export_exports = {};
__export(export_exports, {
  run: () => run11
});
async function run11(ctx2, o) {
  let r = await exportWorkspace(ctx2, o.id, { output: o.output, stdout: process.stdout });
  return r.output === "-" ? { data: r, text: "", streamed: !0 } : { data: r, text: `Wrote ${r.output}: ${r.files} file(s), ${(r.bytes / 1e6).toFixed(1)} MB (extract with \`tar --zstd -xf ${r.output}\`).` };
}
var init_export2 = __esm({
  "src/adapters/cli/commands/export.ts"() {
    "use strict";
    init_export();
  }
});

// src/app/records.ts
function resolveRecord(dir2, idOrPrefix) {
  let id = idOrPrefix.trim();
  if (!id) throw new CheckpointError("USAGE", "a checkpoint id is required", "see `pai-checkpoint list`");
  let exact2 = findRecord(dir2, id);
  if (exact2) return exact2;
  if (id.length >= 4) {
    let matches = [], upper = id.toUpperCase();
    for (let name2 of listRecordNames(dir2)) {
      let r = readRecordFile(dir2, name2);
      r?.ok && (r.record.id.startsWith(id) || r.record.id.startsWith(upper)) && matches.push(r);
    }
    if (matches.length === 1) return matches[0];
    if (matches.length > 1)
      throw new CheckpointError("AMBIGUOUS", `"${id}" matches ${matches.length} checkpoints: ${matches.slice(0, 5).map((m2) => m2.record.id).join(", ")}`, "type more characters of the id");
  }
  throw new CheckpointError("NOT_FOUND", `no checkpoint with id "${id}" in ${dir2}`, "run `pai-checkpoint list --all` to see the ids");
}
async function complete(ctx2, id) {
  let found = resolveRecord(ctx2.paths.checkpointsDir, id), { completed } = completeCheckpointSync(found.record.id, recordOptions(ctx2));
  return { id: found.record.id, completed };
}
function parseDays(text4) {
  let m2 = /^(\d+(?:\.\d+)?)\s*([dhm]?)$/.exec(text4.trim());
  if (!m2) throw new CheckpointError("USAGE", `invalid duration "${text4}"`, "use e.g. 30d, 12h or 90m");
  let n = Number(m2[1]), unit = m2[2] || "d";
  return unit === "d" ? n : unit === "h" ? n / 24 : n / 1440;
}
function parseOlderThan(text4) {
  let days = parseDays(text4);
  if (!(days > 0)) throw new CheckpointError("USAGE", `--older-than must be more than 0, got "${text4}"`, "use e.g. 30d, 12h or 90m");
  return days;
}
async function cleanup(ctx2, options = {}) {
  let days = parseOlderThan(options.olderThan || `${DEFAULTS.recordRetentionDays}d`);
  return { ...cleanupCheckpointsSync(days, { ...recordOptions(ctx2), dryRun: options.dryRun ?? !1 }), olderThanDays: days, dryRun: options.dryRun ?? !1 };
}
var init_records = __esm({
  "src/app/records.ts"() {
    "use strict";
    init_defaults();
    init_errors2();
    init_api2();
    init_files();
    init_tracker();
  }
});

// src/app/delete.ts
async function remove(ctx2, id) {
  let store = await ctx2.volume(), found = await findCheckpoint(store, id), fullId = found?.entry.id ?? recordId(ctx2, id) ?? id, sessionCheckpoint = found ? await withSessionLock(ctx2, found.sessionId, () => deleteCheckpoint(store, found.sessionId, fullId)) : !1, record3 = deleteRecordSync(fullId, recordOptions(ctx2));
  if (!sessionCheckpoint && !record3) throw new CheckpointError("NOT_FOUND", `no checkpoint ${id}`, "run `pai-checkpoint list --all` to see the ids");
  let out3 = { id: fullId, sessionCheckpoint, ...record3 ? { record: record3 } : {} };
  if (sessionCheckpoint)
    try {
      out3.content = await collectContent(ctx2, store);
    } catch (err) {
      out3.contentError = errorMessage(err);
    }
  return out3;
}
function recordId(ctx2, idOrPrefix) {
  try {
    return resolveRecord(ctx2.paths.checkpointsDir, idOrPrefix).record.id;
  } catch (err) {
    if (err instanceof CheckpointError && (err.code === "NOT_FOUND" || err.code === "USAGE")) return;
    throw err;
  }
}
async function removeOlder(ctx2, olderThan, o = {}) {
  let days = parseOlderThan(olderThan), store = await ctx2.volume(), cutoff = ctx2.now().getTime() - days * 864e5, all = await allCheckpoints(store, o.session), newest = /* @__PURE__ */ new Map();
  for (let c of all) !c.entry.safety && !newest.has(c.sessionId) && newest.set(c.sessionId, c.entry.id);
  let old = all.filter((c) => Date.parse(c.entry.created_at) < cutoff), result2 = { olderThanDays: days, dryRun: !!o.dryRun, deleted: [], keptNewest: [] };
  for (let c of old) {
    if (newest.get(c.sessionId) === c.entry.id) {
      result2.keptNewest.push(c.sessionId);
      continue;
    }
    !o.dryRun && !await withSessionLock(ctx2, c.sessionId, () => deleteCheckpoint(store, c.sessionId, c.entry.id)) || result2.deleted.push({ id: c.entry.id, sessionId: c.sessionId, createdAt: c.entry.created_at });
  }
  if (!o.dryRun && result2.deleted.length)
    try {
      result2.content = await collectContent(ctx2, store);
    } catch (err) {
      result2.contentError = errorMessage(err);
    }
  return result2;
}
var init_delete = __esm({
  "src/app/delete.ts"() {
    "use strict";
    init_errors2();
    init_api2();
    init_tracker();
    init_store();
    init_records();
    init_volume();
  }
});

// src/adapters/cli/commands/delete.ts
var delete_exports = {};
__export(delete_exports, {
  printDelete: () => printDelete,
  run: () => run12
});
async function run12(ctx2, o) {
  if (o.olderThan !== void 0) {
    if (o.id) throw new CheckpointError("USAGE", "give a checkpoint id or --older-than, not both", "pai-checkpoint delete <id> | delete --older-than <age> [--session <id>] [--dry-run]");
    let r2 = await removeOlder(ctx2, o.olderThan, o);
    return { data: r2, text: printDeleteOlder(r2) };
  }
  if (!o.id) throw new CheckpointError("USAGE", "missing <id>", "pai-checkpoint delete <id> | delete --older-than <age> [--session <id>] [--dry-run]");
  if (o.session || o.dryRun) throw new CheckpointError("USAGE", "--session and --dry-run go with --older-than", "pai-checkpoint delete --older-than <age> [--session <id>] [--dry-run]");
  let r = await remove(ctx2, o.id);
  return { data: r, text: printDelete(r) };
}
function printDeleteOlder(r) {
  let n = r.deleted.length, head = n === 0 ? `No session checkpoint older than ${r.olderThanDays} day(s) to delete.` : `${r.dryRun ? "Would delete" : "Deleted"} ${n} session checkpoint(s) older than ${r.olderThanDays} day(s):`, kept = r.keptNewest.length ? [`Kept the newest checkpoint of ${r.keptNewest.length} session(s) although it is older (a resume needs it): ${r.keptNewest.join(", ")}.`] : [], content = r.content?.packs.removed ? [`Removed ${r.content.packs.removed} workspace pack(s) nothing else references.`] : [], warn = r.contentError ? [`Workspace content not collected (${r.contentError}); \`pai-checkpoint prune\` collects it later.`] : [];
  return [head, ...r.deleted.map((d) => `  ${d.id}  ${d.sessionId}  ${d.createdAt}`), ...kept, ...content, ...warn].join(`
`);
}
function printDelete(r) {
  let what = [r.sessionCheckpoint ? "the session checkpoint" : "", r.record ? `the phase record ${r.record}` : ""].filter(Boolean).join(" and "), content = r.content?.packs.removed ? ` Removed ${r.content.packs.removed} workspace pack(s) nothing else references.` : "", warn = r.contentError ? `
Workspace content not collected (${r.contentError}); \`pai-checkpoint prune\` collects it later.` : "";
  return `Deleted ${r.id}: ${what}.${content}${warn}`;
}
var init_delete2 = __esm({
  "src/adapters/cli/commands/delete.ts"() {
    "use strict";
    init_delete();
    init_errors2();
  }
});

// src/app/facts.ts
function actor(ctx2, user) {
  if (user !== void 0) {
    if (!user.trim()) throw new CheckpointError("USAGE", "--user is empty", "give a user name, or leave --user out for the OS user");
    return user.trim();
  }
  try {
    return (0, import_node_os14.userInfo)().username;
  } catch {
    return ctx2.env.USER || "unknown";
  }
}
function wouldChange(view, c, id) {
  switch (c.kind) {
    case "tag":
      return !view.tags.includes(c.tag);
    case "untag":
      if (!view.tags.includes(c.tag)) throw new CheckpointError("NOT_FOUND", `checkpoint ${id} has no tag "${c.tag}"`, view.tags.length ? `its tags: ${view.tags.join(", ")}` : "it has no tags");
      return !0;
    case "link":
      return !view.linked_issues.some((i) => i.tracker === c.issue.tracker && i.id === c.issue.id);
    case "unlink":
      if (!view.linked_issues.some((i) => i.tracker === c.issue.tracker && i.id === c.issue.id)) throw new CheckpointError("NOT_FOUND", `checkpoint ${id} is not linked to ${c.issue.tracker} ${c.issue.id}`, view.linked_issues.length ? `its links: ${view.linked_issues.map((i) => `${i.tracker} ${i.id}`).join(", ")}` : "it has no links");
      return !0;
    case "annotate":
    case "approve":
    case "reject":
      return !0;
  }
}
async function change(ctx2, idOrPrefix, c, user) {
  let who2 = actor(ctx2, user), store = await ctx2.volume(), found = await requireCheckpoint(store, idOrPrefix), { sessionId } = found, id = found.entry.id;
  return withSessionLock(ctx2, sessionId, async () => {
    let m2 = await readManifest(store, sessionId, id);
    if (!m2) throw new CheckpointError("NOT_FOUND", `checkpoint ${id} is gone`, "run `pai-checkpoint list --all` to see the ids");
    let before = await readFacts(store, sessionId, id), view = applyFacts(m2, before.facts);
    if (!wouldChange(view, c, id)) return { id, sessionId, action: c.kind, changed: !1, view, problems: before.problems };
    let decision = c.kind === "approve" || c.kind === "reject", fact = { v: 1, checkpoint: id, at: ctx2.now().toISOString(), user: who2, ...c, ...decision ? { policy: m2.approval.policy ?? "default" } : {} }, added = await addFact(store, sessionId, fact);
    if (fact.kind === "approve" || fact.kind === "reject") {
      let data = { checkpoint_id: id, user: who2, timestamp: fact.at, reason: fact.reason ?? null, policy: fact.policy };
      try {
        appendEvent(ctx2.paths.eventsDir, `checkpoint.${fact.kind}`, data, sessionId, ctx2.now());
      } catch (err) {
        ctx2.warn(`the decision is recorded on the volume, but not in the event log: ${errorMessage(err)}`);
      }
      let approved = fact.kind === "approve";
      await raise(ctx2, {
        event: approved ? "checkpoint.approved" : "checkpoint.rejected",
        at: ctx2.now(),
        session: { id: sessionId, ...m2.name ? { name: m2.name } : {}, ...m2.workspace?.root ? { project: m2.workspace.root } : {} },
        checkpoint: id,
        summary: `${approved ? "Approved" : "Rejected"} by ${who2}${fact.reason ? `: ${fact.reason}` : ""}.`,
        action: approved ? `pai-checkpoint resume ${sessionId}` : `pai-checkpoint recover ${sessionId}`,
        context: { costUsd: m2.metrics.cost_estimate_usd, files: m2.metrics.files_modified },
        dedup: `${fact.kind}\0${id}\0${fact.at}`
      }), approved && (await trackerOnApproved(ctx2, store, m2, await ctx2.config()), await rememberOutcome(ctx2, store, m2, "approved", who2));
    }
    if (fact.kind === "link")
      try {
        trackerOnLinked(ctx2, await ctx2.config(), m2, fact.issue);
      } catch (err) {
        ctx2.warn(`the link is recorded, but its issue tracker was not told: ${errorMessage(err)}`);
      }
    return { id, sessionId, action: c.kind, changed: !0, view: added.view, problems: added.problems };
  });
}
function checkReason(reason, required2) {
  let r = (reason ?? "").trim();
  if (!r && required2) throw new CheckpointError("USAGE", "a rejection needs a reason", 'reject <id> --reason "<why>"');
  if (!r) throw new CheckpointError("USAGE", "--reason is empty", "give a reason, or leave --reason out");
  if (r.length > 4e3) throw new CheckpointError("USAGE", `the reason is ${r.length} characters long (at most 4000)`);
  return r;
}
async function annotations(ctx2, idOrPrefix) {
  let store = await ctx2.volume(), found = await requireCheckpoint(store, idOrPrefix), m2 = await readManifest(store, found.sessionId, found.entry.id);
  if (!m2) throw new CheckpointError("NOT_FOUND", `checkpoint ${found.entry.id} is gone`);
  let { facts, problems } = await readFacts(store, found.sessionId, found.entry.id);
  return { id: found.entry.id, sessionId: found.sessionId, annotations: applyFacts(m2, facts).annotations, problems };
}
var import_node_os14, tag, untag, annotate, link2, approve, reject, unlink2, init_facts2 = __esm({
  "src/app/facts.ts"() {
    "use strict";
    import_node_os14 = require("node:os");
    init_errors2();
    init_events();
    init_notify();
    init_trackers();
    init_facts();
    init_store();
    init_memory();
    init_volume();
    tag = (ctx2, id, t, user) => change(ctx2, id, { kind: "tag", tag: checkTag(t) }, user), untag = (ctx2, id, t, user) => change(ctx2, id, { kind: "untag", tag: checkTag(t) }, user), annotate = (ctx2, id, text4, user) => change(ctx2, id, { kind: "annotate", text: checkAnnotation(text4) }, user), link2 = (ctx2, id, ref, user) => change(ctx2, id, { kind: "link", issue: parseIssueRef(ref) }, user), approve = (ctx2, id, reason, user) => change(ctx2, id, { kind: "approve", ...reason !== void 0 ? { reason: checkReason(reason, !1) } : {} }, user), reject = (ctx2, id, reason, user) => change(ctx2, id, { kind: "reject", reason: checkReason(reason, !0) }, user);
    unlink2 = (ctx2, id, ref, user) => change(ctx2, id, { kind: "unlink", issue: parseIssueRef(ref) }, user);
  }
});

// src/adapters/cli/commands/facts.ts
var facts_exports = {};
__export(facts_exports, {
  runAnnotate: () => runAnnotate,
  runAnnotations: () => runAnnotations,
  runApprove: () => runApprove,
  runLink: () => runLink,
  runReject: () => runReject,
  runTag: () => runTag,
  runUnlink: () => runUnlink,
  runUntag: () => runUntag
});
function out2(r, cli, text4) {
  for (let p2 of r.problems) cli.warnings.push(`a fact of ${r.id} could not be read (${p2.key}: ${p2.error}); left out`);
  return { data: r, text: text4 };
}
async function runApprove(ctx2, o, cli) {
  let r = await approve(ctx2, o.id, o.reason, o.user);
  return out2(r, cli, `Approved ${r.id}${o.reason ? ` (${r.view.approval.reason})` : ""} as ${r.view.approval.user}; policy ${r.view.approval.policy}. Logged as checkpoint.approve.`);
}
async function runReject(ctx2, o, cli) {
  let r = await reject(ctx2, o.id, o.reason, o.user);
  return out2(r, cli, `Rejected ${r.id} (${r.view.approval.reason}) as ${r.view.approval.user}; policy ${r.view.approval.policy}. Logged as checkpoint.reject. Resume passes it over (--force takes it anyway).`);
}
async function runTag(ctx2, o, cli) {
  let r = await tag(ctx2, o.id, o.tag, o.user);
  return out2(r, cli, `${r.changed ? `Tagged ${r.id} "${o.tag}".` : `${r.id} already has the tag "${o.tag}": nothing written.`} ${tagsLine(r)}`);
}
async function runUntag(ctx2, o, cli) {
  let r = await untag(ctx2, o.id, o.tag, o.user);
  return out2(r, cli, `Removed the tag "${o.tag}" from ${r.id}. ${tagsLine(r)}`);
}
async function runAnnotate(ctx2, o, cli) {
  let r = await annotate(ctx2, o.id, o.text, o.user), last = r.view.annotations.at(-1);
  return out2(r, cli, `Annotated ${r.id} (${r.view.annotations.length} annotation(s)):
${annotationLine(last)}`);
}
async function runLink(ctx2, o, cli) {
  let r = await link2(ctx2, o.id, o.ref, o.user);
  return out2(r, cli, `${r.changed ? `Linked ${r.id} to ${o.ref}.` : `${r.id} is already linked to ${o.ref}: nothing written.`} ${linksLine(r)}`);
}
async function runUnlink(ctx2, o, cli) {
  let r = await unlink2(ctx2, o.id, o.ref, o.user);
  return out2(r, cli, `Removed the link of ${r.id} to ${o.ref}. ${linksLine(r)}`);
}
async function runAnnotations(ctx2, o, cli) {
  let r = await annotations(ctx2, o.id);
  for (let p2 of r.problems) cli.warnings.push(`a fact of ${r.id} could not be read (${p2.key}: ${p2.error}); left out`);
  let text4 = r.annotations.length ? `Annotations of ${r.id}, oldest first:
${r.annotations.map(annotationLine).join(`
`)}` : `${r.id} has no annotations. (\`pai-checkpoint annotate ${r.id} "<text>"\` adds one.)`;
  return { data: r, text: text4 };
}
var tagsLine, linksLine, init_facts3 = __esm({
  "src/adapters/cli/commands/facts.ts"() {
    "use strict";
    init_facts2();
    init_print();
    tagsLine = (r) => `Tags of ${r.id}: ${r.view.tags.length ? r.view.tags.join(", ") : "none"}.`, linksLine = (r) => `Links of ${r.id}: ${r.view.linked_issues.length ? r.view.linked_issues.map(issueText).join(", ") : "none"}.`;
  }
});

// src/core/line-diff.ts
function splitLines(text4) {
  return text4.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
function diffLines(aText, bText, maxEdits = 2e3) {
  let a = splitLines(aText), b2 = splitLines(bText), head = 0;
  for (; head < a.length && head < b2.length && a[head] === b2[head]; ) head++;
  let tail = 0;
  for (; tail < a.length - head && tail < b2.length - head && a[a.length - 1 - tail] === b2[b2.length - 1 - tail]; ) tail++;
  let runs = [], push = (op, at2, n) => {
    if (n === 0) return;
    let last = runs.at(-1);
    last && last.op === op && last.at + last.n === at2 ? last.n += n : runs.push({ op, at: at2, n });
  };
  push("=", 0, head);
  let middle = myers(a, b2, head, a.length - tail, head, b2.length - tail, maxEdits), approximate = !1;
  if (middle) for (let r of middle) push(r.op, r.at, r.n);
  else
    approximate = !0, push("-", head, a.length - tail - head), push("+", head, b2.length - tail - head);
  push("=", a.length - tail, tail);
  let added = 0, removed = 0;
  for (let r of runs)
    r.op === "+" && (added += r.n), r.op === "-" && (removed += r.n);
  return approximate && ([added, removed] = unmatched(a.slice(head, a.length - tail), b2.slice(head, b2.length - tail))), { a, b: b2, runs, added, removed, approximate };
}
function unmatched(a, b2) {
  let counts = /* @__PURE__ */ new Map();
  for (let l of a) counts.set(l, (counts.get(l) ?? 0) + 1);
  let added = 0;
  for (let l of b2) {
    let c = counts.get(l) ?? 0;
    c > 0 ? counts.set(l, c - 1) : added++;
  }
  let removed = 0;
  for (let c of counts.values()) removed += c;
  return [added, removed];
}
function myers(a, b2, a0, a1, b0, b1, maxEdits) {
  let n = a1 - a0, m2 = b1 - b0;
  if (n === 0 || m2 === 0)
    return [...n ? [{ op: "-", at: a0, n }] : [], ...m2 ? [{ op: "+", at: b0, n: m2 }] : []];
  let max = Math.min(n + m2, maxEdits), offset = max + 1, v2 = new Int32Array(2 * max + 3), trace = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v2.slice(offset - d - 1, offset + d + 2));
    let next = v2;
    for (let k2 = -d; k2 <= d; k2 += 2) {
      let x = k2 === -d || k2 !== d && v2[offset + k2 - 1] < v2[offset + k2 + 1] ? v2[offset + k2 + 1] : v2[offset + k2 - 1] + 1, y = x - k2;
      for (; x < n && y < m2 && a[a0 + x] === b2[b0 + y]; )
        x++, y++;
      if (next[offset + k2] = x, x >= n && y >= m2) return backtrack(trace, d, n, m2, a0, b0);
    }
    v2 = next;
  }
}
function backtrack(trace, last, n, m2, a0, b0) {
  let out3 = [], add = (op, at2, len) => {
    if (len <= 0) return;
    let first = out3[0];
    first && first.op === op && at2 + len === first.at ? (first.at = at2, first.n += len) : out3.unshift({ op, at: at2, n: len });
  }, x = n, y = m2;
  for (let d = last; d > 0; d--) {
    let v2 = trace[d], k2 = x - y, at2 = (kk) => v2[kk + d + 1], down = k2 === -d || k2 !== d && at2(k2 - 1) < at2(k2 + 1), prevK = down ? k2 + 1 : k2 - 1, prevX = at2(prevK), prevY = prevX - prevK, startX = down ? prevX : prevX + 1;
    add("=", a0 + startX, x - startX), down ? add("+", b0 + prevY, 1) : add("-", a0 + prevX, 1), x = prevX, y = prevY;
  }
  return add("=", a0, x), out3;
}
function unifiedDiff(d, names, context = 3) {
  if (!d.runs.some((r) => r.op !== "=")) return "";
  let placed = [], ai2 = 0, bi2 = 0;
  for (let r of d.runs)
    placed.push({ op: r.op, ai: ai2, bi: bi2, n: r.n }), r.op !== "+" && (ai2 += r.n), r.op !== "-" && (bi2 += r.n);
  let out3 = [`--- ${names.a}
`, `+++ ${names.b}
`], line2 = (prefix, l) => out3.push(prefix + l, ...l.endsWith(`
`) ? [] : [`
\\ No newline at end of file
`]), i = 0;
  for (; i < placed.length; ) {
    for (; i < placed.length && placed[i].op === "="; ) i++;
    if (i >= placed.length) break;
    let j2 = i;
    for (; ; ) {
      let next = placed[j2 + 1];
      if (next && next.op !== "=") j2++;
      else if (next && next.n <= 2 * context && placed[j2 + 2]) j2 += 2;
      else break;
    }
    let before = i > 0 ? Math.min(context, placed[i - 1].n) : 0, after = j2 + 1 < placed.length ? Math.min(context, placed[j2 + 1].n) : 0, aStart = placed[i].ai - before, bStart = placed[i].bi - before, body = [];
    for (let c = aStart; c < placed[i].ai; c++) body.push([" ", d.a[c]]);
    for (let r = i; r <= j2; r++) {
      let p2 = placed[r];
      for (let c = 0; c < p2.n; c++) body.push(p2.op === "=" ? [" ", d.a[p2.ai + c]] : p2.op === "-" ? ["-", d.a[p2.ai + c]] : ["+", d.b[p2.bi + c]]);
    }
    let endA = placed[j2].ai + (placed[j2].op === "+" ? 0 : placed[j2].n);
    for (let c = endA; c < endA + after; c++) body.push([" ", d.a[c]]);
    let aLen = body.filter(([p2]) => p2 !== "+").length, bLen = body.filter(([p2]) => p2 !== "-").length, range = (start, len) => len === 1 ? `${start + 1}` : `${len === 0 ? start : start + 1},${len}`;
    out3.push(`@@ -${range(aStart, aLen)} +${range(bStart, bLen)} @@
`);
    for (let [p2, l] of body) line2(p2, l);
    i = j2 + 1;
  }
  return out3.join("");
}
var init_line_diff = __esm({
  "src/core/line-diff.ts"() {
    "use strict";
  }
});

// src/domain/compare/workspace.ts
function isBinary(data) {
  return data.subarray(0, 8e3).includes(0);
}
function contentSide(store, tree, label) {
  let files = /* @__PURE__ */ new Map();
  for (let [path, kind, mode, size, mtimeMs, ref] of tree.entries) files.set(path, { kind, mode, size, mtimeMs, ref });
  let packs = /* @__PURE__ */ new Map(), packOf = async (id) => {
    let raw = packs.get(id);
    return raw || (raw = await readPack(store, tree.index.packs.get(id)), packs.set(id, raw), packs.size > 4 && packs.delete(packs.keys().next().value)), raw;
  };
  return {
    label,
    files,
    read: (paths) => readEach(files, paths, async (_2, f2) => {
      let parts = [];
      for (let id of f2.ref) {
        let place = tree.index.place(id);
        parts.push(blobIn(await packOf(place.pack), place.pack, id, place.offset, place.length));
      }
      return Buffer.concat(parts);
    })
  };
}
async function readEach(files, paths, bytes) {
  let out3 = /* @__PURE__ */ new Map();
  for (let path of paths) {
    let f2 = files.get(path), data = f2 ? f2.kind === "l" ? Buffer.from(f2.ref) : await bytes(path, f2) : void 0;
    data && out3.set(path, data);
  }
  return out3;
}
async function archiveSide(store, key, maxBytes, label) {
  let files = /* @__PURE__ */ new Map();
  return await eachArchiveEntry(store, key, maxBytes, (path, file2, data) => (file2.kind === "f" && (file2.ref = blobIdsOf(data)), files.set(path, file2), !1)), {
    label,
    files,
    async read(paths) {
      let want = new Set(paths), out3 = /* @__PURE__ */ new Map();
      return await eachArchiveEntry(store, key, maxBytes, (path, file2, data) => (want.has(path) && out3.set(path, file2.kind === "l" ? Buffer.from(file2.ref) : data), out3.size === want.size)), out3;
    }
  };
}
async function eachArchiveEntry(store, key, maxBytes, onEntry) {
  let stored = await store.open(key);
  if (!stored) throw new CheckpointError("NOT_FOUND", `${key} is missing`, "run `pai-checkpoint verify` on the checkpoint");
  let tar = await Promise.resolve().then(() => (init_index_min(), index_min_exports)), input = decompressStream({ stream: stored }, { name: key, maxBytes, tooLarge: () => new CheckpointError("INVALID_DATA", `${key} expands beyond ${maxBytes} bytes, more than its manifest records`, "the checkpoint was tampered with or damaged"), purpose: "compare a workspace" }), done = !1;
  await new Promise((resolve13, reject2) => {
    let parser = new tar.Parser({
      strict: !0,
      onReadEntry: (entry2) => {
        let path = entry2.path.replace(/^\.\//, ""), base = { mode: (entry2.mode ?? 420) & 4095, size: entry2.size ?? 0, mtimeMs: entry2.mtime?.getTime() ?? 0 };
        if (done || entry2.type !== "File" && entry2.type !== "OldFile" && entry2.type !== "SymbolicLink") {
          entry2.resume();
          return;
        }
        if (entry2.type === "SymbolicLink") {
          done = onEntry(path, { kind: "l", ...base, ref: entry2.linkpath ?? "" }, Buffer.alloc(0)), entry2.resume();
          return;
        }
        let chunks = [];
        entry2.on("data", (c) => chunks.push(c)), entry2.on("end", () => {
          done || (done = onEntry(path, { kind: "f", ...base }, Buffer.concat(chunks)));
        });
      }
    });
    parser.on("error", reject2), input.on("error", reject2), parser.on("end", () => resolve13()), input.pipe(parser);
  }).finally(() => input.destroy());
}
async function folderSide(root, excludes, label) {
  let listing = await listWorkspace(root, excludes ? { excludes } : {}), files = /* @__PURE__ */ new Map();
  for (let f2 of listing.files) files.set(f2.path, f2.type === "symlink" ? { kind: "l", mode: f2.mode & 4095, size: f2.size, mtimeMs: f2.mtimeMs, ref: f2.link ?? "" } : { kind: "f", mode: f2.mode & 4095, size: f2.size, mtimeMs: f2.mtimeMs });
  let base = root.endsWith("/") ? root : `${root}/`;
  return {
    label,
    files,
    read: (paths) => readEach(files, paths, async (path) => {
      try {
        let fd = openRegularSync(base + path, { noFollow: !0 });
        if (fd === void 0) return;
        try {
          return (0, import_node_fs49.readFileSync)(fd);
        } finally {
          (0, import_node_fs49.closeSync)(fd);
        }
      } catch (err) {
        let code = errnoCode(err);
        if (code === "ENOENT" || code === "EACCES" || code === "EPERM") return;
        throw err;
      }
    })
  };
}
async function compareSides(a, b2) {
  let changes = [], paths = [.../* @__PURE__ */ new Set([...a.files.keys(), ...b2.files.keys()])].sort(), unknown2 = paths.filter((p2) => {
    let x = a.files.get(p2), y = b2.files.get(p2);
    return x?.kind === "f" && y?.kind === "f" && x.size === y.size && (!x.ref || !y.ref) && x.mtimeMs !== y.mtimeMs;
  }), [unknownA, unknownB] = await Promise.all([a.read(unknown2.filter((p2) => !a.files.get(p2).ref)), b2.read(unknown2.filter((p2) => !b2.files.get(p2).ref))]);
  for (let [path, data] of unknownA) a.files.get(path).ref = blobIdsOf(data);
  for (let [path, data] of unknownB) b2.files.get(path).ref = blobIdsOf(data);
  for (let path of paths) {
    let x = a.files.get(path), y = b2.files.get(path);
    if (x && y) {
      let sameContent = x.kind === y.kind && (x.ref && y.ref ? sameRef(x.ref, y.ref) : x.size === y.size && x.mtimeMs === y.mtimeMs), modeChanged = x.kind === "f" && y.kind === "f" && x.mode !== y.mode;
      if (sameContent && !modeChanged) continue;
      changes.push({ path, status: x.kind === y.kind ? "M" : "T", size: [x.size, y.size], ...modeChanged ? { mode: [x.mode, y.mode] } : {} }), sameContent && (changes.at(-1).added = changes.at(-1).removed = 0);
    } else x ? changes.push({ path, status: "D", size: [x.size, null] }) : y && changes.push({ path, status: "A", size: [null, y.size] });
  }
  return await countLines2(a, b2, changes.filter((c) => c.added === void 0)), changes;
}
async function countLines2(a, b2, changes) {
  let readable2 = (side, c) => {
    let f2 = side.files.get(c.path);
    return f2 !== void 0 && f2.kind === "f" && f2.size <= LINE_COUNT_MAX;
  }, large = (side, c) => (side.files.get(c.path)?.size ?? 0) > LINE_COUNT_MAX, counted2 = changes.filter((c) => c.status !== "T" && !large(a, c) && !large(b2, c) && (readable2(a, c) || readable2(b2, c)));
  for (let c of changes) (large(a, c) || large(b2, c)) && (c.large = !0);
  let [xs2, ys2] = await Promise.all([a.read(counted2.filter((c) => readable2(a, c)).map((c) => c.path)), b2.read(counted2.filter((c) => readable2(b2, c)).map((c) => c.path))]);
  for (let c of counted2) {
    let x = xs2.get(c.path) ?? Buffer.alloc(0), y = ys2.get(c.path) ?? Buffer.alloc(0);
    if (isBinary(x) || isBinary(y)) {
      c.binary = !0;
      continue;
    }
    let d = diffLines(x.toString("utf8"), y.toString("utf8"));
    c.added = d.added, c.removed = d.removed, d.approximate && (c.approximate = !0);
  }
}
async function diffFile(a, b2, path) {
  let x = a.files.get(path), y = b2.files.get(path);
  if (!x && !y) throw new CheckpointError("NOT_FOUND", `neither ${a.label} nor ${b2.label} has a file ${path}`, "give the path relative to the workspace folder, as `diff <a> <b>` lists it");
  let [xs2, ys2] = await Promise.all([a.read(x ? [path] : []), b2.read(y ? [path] : [])]), before = xs2.get(path), after = ys2.get(path), names = { a: x ? `a/${path}` : "/dev/null", b: y ? `b/${path}` : "/dev/null" }, head = [x?.kind === "l" || y?.kind === "l" ? `# ${[x && `${a.label}: ${x.kind === "l" ? `symlink to ${String(x.ref)}` : "file"}`, y && `${b2.label}: ${y.kind === "l" ? `symlink to ${String(y.ref)}` : "file"}`].filter(Boolean).join("; ")}
` : "", x?.kind === "f" && y?.kind === "f" && x.mode !== y.mode ? `old mode ${x.mode.toString(8)}
new mode ${y.mode.toString(8)}
` : ""].join("");
  return before && isBinary(before) || after && isBinary(after) ? before?.equals(after ?? Buffer.alloc(0)) ? head : `${head}Binary files ${names.a} and ${names.b} differ
` : head + unifiedDiff(diffLines(before?.toString("utf8") ?? "", after?.toString("utf8") ?? ""), names);
}
var import_node_fs49, LINE_COUNT_MAX, sameRef, init_workspace3 = __esm({
  "src/domain/compare/workspace.ts"() {
    "use strict";
    import_node_fs49 = require("node:fs");
    init_errors2();
    init_line_diff();
    init_regular();
    init_codec();
    init_workspace();
    init_chunker();
    init_repo();
    LINE_COUNT_MAX = 16 * 1024 * 1024;
    sameRef = (x, y) => Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((id, i) => id === y[i]) : x === y;
  }
});

// src/domain/restore/target.ts
function realPathOf(p2) {
  let abs = (0, import_node_path50.resolve)(p2), rest = [], at2 = abs;
  for (; ; )
    try {
      return (0, import_node_path50.join)((0, import_node_fs50.realpathSync)(at2), ...rest.reverse());
    } catch {
      let up = (0, import_node_path50.dirname)(at2);
      if (up === at2) return abs;
      rest.push((0, import_node_path50.basename)(at2)), at2 = up;
    }
}
function restoreTargetProblem(target, home) {
  let t = realPathOf(target), h = realPathOf(home);
  if (t === "/" || t === import_node_path50.sep) return "the file-system root";
  if (t === h) return "your home folder itself";
  if (within(h, t)) return "a folder that contains your home folder";
  if (within(t, h)) {
    let first = t.slice(h.length + 1).split(import_node_path50.sep)[0] ?? "";
    if (first.startsWith(".")) return `a hidden folder of your home (${(0, import_node_path50.join)(h, first)}): keys, credentials and settings live there`;
  }
  for (let s3 of SYSTEM_TREES) if (within(t, s3)) return `a system folder (${s3})`;
  if ([...SHARED_ROOTS, realPathOf((0, import_node_os15.tmpdir)())].includes(t)) return `a shared system folder (${t})`;
}
function assertRestoreTarget(target, home) {
  let why = restoreTargetProblem(target, home);
  if (why) throw new CheckpointError("USAGE", `refusing to restore into ${(0, import_node_path50.resolve)(target)}: ${why}`, "pass --to <a project folder> (an empty or new folder is safest)");
  return (0, import_node_path50.resolve)(target);
}
var import_node_fs50, import_node_os15, import_node_path50, SYSTEM_TREES, SHARED_ROOTS, within, init_target = __esm({
  "src/domain/restore/target.ts"() {
    "use strict";
    import_node_fs50 = require("node:fs"), import_node_os15 = require("node:os"), import_node_path50 = require("node:path");
    init_errors2();
    SYSTEM_TREES = ["/bin", "/boot", "/dev", "/etc", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/run", "/sbin", "/sys", "/usr", "/snap", "/var/lib", "/var/log", "/var/spool", "/var/cache", "/var/run", "/var/mail", "/System", "/Library", "/Applications", "/private/etc", "/private/var/db"], SHARED_ROOTS = ["/home", "/Users", "/root", "/tmp", "/var", "/var/tmp", "/opt", "/srv", "/mnt", "/media", "/private", "/private/tmp", "/private/var", "/Volumes"];
    within = (p2, root) => p2 === root || p2.startsWith(root.endsWith(import_node_path50.sep) ? root : root + import_node_path50.sep);
  }
});

// src/domain/transcript/relocate.ts
function relocationRootProblem(root) {
  if (!root.startsWith("/")) return "not an absolute path";
  if (root.length > MAX_ROOT) return `longer than ${MAX_ROOT} characters`;
  if (/[\u0000-\u001f\u007f]/.test(root)) return "contains a control character";
  if (root === "/") return "the file-system root";
  if (import_node_path51.posix.normalize(root) !== root || root.endsWith("/")) return "not a normal path (., .., // or a trailing /)";
}
function relocatePath(s3, from, to2) {
  if (s3 === from) return to2;
  if (s3.length > from.length && s3.startsWith(from) && s3.charCodeAt(from.length) === 47) return to2 + s3.slice(from.length);
}
function walk2(v2, from, to2, depth, count3) {
  if (typeof v2 == "string") {
    let s3 = relocatePath(v2, from, to2);
    return s3 === void 0 ? v2 : (count3.strings++, s3);
  }
  if (typeof v2 != "object" || v2 === null) return v2;
  if (depth >= MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(v2)) {
    for (let i = 0; i < v2.length; i++) v2[i] = walk2(v2[i], from, to2, depth + 1, count3);
    return v2;
  }
  let o = v2;
  for (let k2 of Object.keys(o)) {
    let before = o[k2], after = walk2(before, from, to2, depth + 1, count3);
    after !== before && Object.defineProperty(o, k2, { value: after, writable: !0, enumerable: !0, configurable: !0 });
  }
  return o;
}
function relocateLine(line2, from, to2) {
  if (!line2.includes(from) && !line2.includes("\\")) return "same";
  let text4;
  try {
    text4 = typeof line2 == "string" ? line2 : utf8.decode(line2);
  } catch {
    return "kept";
  }
  let value;
  try {
    value = JSON.parse(text4);
  } catch {
    return "kept";
  }
  let count3 = { strings: 0 };
  try {
    value = walk2(value, from, to2, 0, count3);
  } catch (err) {
    if (err instanceof TooDeep) return "kept";
    throw err;
  }
  if (count3.strings === 0) return "same";
  let start = 0, end = text4.length;
  for (; start < end && BLANK.has(text4.charCodeAt(start)); ) start++;
  for (; end > start && BLANK.has(text4.charCodeAt(end - 1)); ) end--;
  return { text: text4.slice(0, start) + JSON.stringify(value) + text4.slice(end), strings: count3.strings };
}
function relocateStream(o) {
  for (let [what, root] of [["old root", o.from], ["new root", o.to]]) {
    let why = relocationRootProblem(root);
    if (why) throw new CheckpointError("INVALID_DATA", `cannot relocate a transcript: the ${what} ${JSON.stringify(root.slice(0, 200))} is ${why}`);
  }
  let report = { from: o.from, to: o.to, lines: 0, rewrittenLines: 0, rewrittenStrings: 0, keptUnparsed: 0 };
  return { stream: new LineRelocator(o, report, o.maxLineBytes ?? MAX_LINE_BYTES2, o.maxOutputBytes ?? Number.POSITIVE_INFINITY), report };
}
async function relocateTranscript(input, output, o) {
  let maxOutputBytes = o.maxOutputBytes ?? (await (0, import_promises13.stat)(input)).size * 2 + 16 * MiB, { stream, report } = relocateStream({ ...o, maxOutputBytes });
  return await (0, import_promises14.pipeline)((0, import_node_fs51.createReadStream)(input, { highWaterMark: MiB }), stream, (0, import_node_fs51.createWriteStream)(output, { flags: "wx", mode: 384 })), report;
}
var import_node_fs51, import_promises13, import_node_path51, import_node_stream10, import_promises14, MiB, MAX_LINE_BYTES2, MAX_DEPTH, MAX_ROOT, TooDeep, utf8, BLANK, NEWLINE, LineRelocator, init_relocate = __esm({
  "src/domain/transcript/relocate.ts"() {
    "use strict";
    import_node_fs51 = require("node:fs"), import_promises13 = require("node:fs/promises"), import_node_path51 = require("node:path"), import_node_stream10 = require("node:stream"), import_promises14 = require("node:stream/promises");
    init_errors2();
    MiB = 1024 * 1024, MAX_LINE_BYTES2 = 32 * MiB, MAX_DEPTH = 256, MAX_ROOT = 4096;
    TooDeep = class extends Error {
    };
    utf8 = new TextDecoder("utf-8", { fatal: !0 }), BLANK = /* @__PURE__ */ new Set([32, 9, 13]);
    NEWLINE = Buffer.from(`
`), LineRelocator = class extends import_node_stream10.Transform {
      constructor(o, report, maxLine, maxOut) {
        super();
        this.o = o;
        this.report = report;
        this.maxLine = maxLine;
        this.maxOut = maxOut;
      }
      o;
      report;
      maxLine;
      maxOut;
      pending = [];
      pendingBytes = 0;
      /** Inside a line longer than maxLine: its bytes go straight through. */
      passing = !1;
      written = 0;
      /** What one chunk produced, pushed as one buffer (a push per line: 5.1 s instead of 2.3 s for 100 MB). */
      produced = [];
      _transform(chunk, _enc, done) {
        try {
          let at2 = 0;
          for (let nl = chunk.indexOf(10, at2); nl >= 0; nl = chunk.indexOf(10, at2))
            this.gather(chunk.subarray(at2, nl)), this.endLine(!0), at2 = nl + 1;
          at2 < chunk.length && this.gather(chunk.subarray(at2)), this.pushProduced(), done();
        } catch (err) {
          done(err);
        }
      }
      _flush(done) {
        try {
          (this.pendingBytes > 0 || this.passing) && this.endLine(!1), this.pushProduced(), done();
        } catch (err) {
          done(err);
        }
      }
      out(b2) {
        if (this.written += b2.length, this.written > this.maxOut) throw new CheckpointError("TOO_LARGE", `the relocated transcript would exceed ${this.maxOut} bytes (from ${this.o.from} to ${this.o.to})`);
        b2.length > 0 && this.produced.push(b2);
      }
      pushProduced() {
        this.produced.length > 0 && this.push(this.produced.length === 1 ? this.produced[0] : Buffer.concat(this.produced)), this.produced = [];
      }
      gather(piece) {
        if (this.passing) return this.out(piece);
        if (this.pendingBytes + piece.length <= this.maxLine) {
          this.pending.push(piece), this.pendingBytes += piece.length;
          return;
        }
        for (let b2 of this.pending) this.out(b2);
        this.out(piece), this.pending = [], this.pendingBytes = 0, this.passing = !0, this.report.keptUnparsed++;
      }
      /** The gathered line, decided and written (its newline too, when it had one). */
      endLine(newline) {
        let line2 = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
        if (this.pending = [], this.pendingBytes = 0, this.passing) this.passing = !1;
        else {
          let r = line2.length === 0 ? "same" : relocateLine(line2, this.o.from, this.o.to);
          r === "kept" && this.report.keptUnparsed++, typeof r == "object" ? (this.report.rewrittenLines++, this.report.rewrittenStrings += r.strings, this.out(Buffer.from(r.text, "utf8"))) : this.out(line2);
        }
        this.report.lines++, newline && this.out(NEWLINE);
      }
    };
  }
});

// src/domain/restore/mcp.ts
async function readMcpStates(store, sessionId, m2) {
  return Promise.all(
    mcpServersOf(m2.parts).map(async (server) => {
      try {
        let raw = await getJson(store, partKey(sessionId, m2.id, mcpStatePart(server)));
        return { server, stored: raw === void 0 ? { ok: !1, problem: "its part is missing" } : readStoredState(raw) };
      } catch (err) {
        return { server, stored: { ok: !1, problem: `its part is unreadable (${errorMessage(err)})` } };
      }
    })
  );
}
function mcpNotRestored(m2, reason) {
  return mcpServersOf(m2.parts).map((server) => ({ server, kind: "unknown", outcome: "skipped", reason }));
}
async function restoreMcpState(states, o) {
  let displaced = { paths: [] }, byServer = /* @__PURE__ */ new Map();
  for (let s3 of states)
    s3.stored.ok && s3.stored.state.kind === "files" && byServer.set(s3.server, await restoreFiles(s3.server, s3.stored.files ?? [], o, displaced));
  let configured = configuredMcpServers(o.home, o.target);
  await Promise.all(states.filter((s3) => !byServer.has(s3.server)).map(async (s3) => byServer.set(s3.server, await restoreOther(s3, configured, o))));
  let servers = states.map((s3) => byServer.get(s3.server)), placed = { servers, warnings: servers.filter((r) => r.outcome === "failed").map((r) => `MCP server ${r.server}: its state was not restored: ${r.error}`) };
  return displaced.dir && displaced.paths.length && (placed.displaced = { dir: displaced.dir, paths: displaced.paths.sort() }), placed;
}
async function restoreFiles(server, files, o, displaced) {
  let done = { server, kind: "files", outcome: "restored", files: files.map((f2) => f2.path) };
  try {
    let toWrite = [];
    for (let f2 of files) {
      let abs = await resolveInside(o.target, f2.path, `MCP state file of ${server}`), st2 = await (0, import_promises15.lstat)(abs).catch(() => {
      });
      st2?.isFile() && st2.size === f2.data.length && sha2562(await (0, import_promises15.readFile)(abs)) === sha2562(f2.data) || toWrite.push(f2);
    }
    if (toWrite.length === 0) return done;
    let staged = await stage(o.target, async (staging) => {
      for (let f2 of toWrite) {
        let file2 = (0, import_node_path52.join)(staging, f2.path);
        await (0, import_promises15.mkdir)((0, import_node_path52.dirname)(file2), { recursive: !0 }), await (0, import_promises15.writeFile)(file2, f2.data, { flag: "wx" });
      }
      return { files: toWrite.length, dirs: 0, links: 0, replaced: 0 };
    });
    try {
      let r = await staged.commit({ held: o.held, displacedDir: displaced.dir ?? o.displacedDir });
      r.displaced && (displaced.dir = r.displaced.dir, displaced.paths.push(...r.displaced.paths));
    } finally {
      await staged.discard();
    }
    return done;
  } catch (err) {
    return { server, kind: "files", outcome: "failed", error: errorMessage(err) };
  }
}
async function restoreOther(s3, configured, o) {
  let { server } = s3;
  if (!s3.stored.ok) return { server, kind: "unknown", outcome: "failed", error: `its stored state is refused: ${s3.stored.problem}` };
  let state = s3.stored.state, skipped = (reason) => ({ server, kind: state.kind, outcome: "skipped", reason });
  if (state.kind === "stateless") return skipped(`stateless when captured${state.note ? ` (${state.note})` : ""}: nothing to restore`);
  if (state.kind === "error") return skipped(`its capture failed (${state.error ?? "no reason recorded"}): nothing to restore`);
  if (!o.startServers) return skipped("[mcp] query_servers = false: servers are not started");
  let here = configured[server];
  if (!here) return skipped(`not configured on this machine for ${o.target}`);
  let command2;
  try {
    command2 = stdioCommand(here.config);
  } catch (err) {
    return { server, kind: "resource", outcome: "failed", error: errorMessage(err) };
  }
  if (!command2) return skipped(`not a stdio server here (${typeof here.config.url == "string" ? "remote" : "no command"}): not started`);
  if (!mayStart(server, here, { home: o.home, claudeDir: o.claudeDir, project: o.target, allow: o.allow })) return skipped("a project (.mcp.json) server not approved in Claude Code: not started");
  try {
    return await withMcpServer(command2, { cwd: o.target, timeoutMs: o.timeoutMs, graceMs: Math.min(2e3, o.timeoutMs) }, async (client) => {
      if (!(await toolNames(client)).includes(RESTORE_TOOL)) return skipped(`the server has no ${RESTORE_TOOL} tool`);
      let r = await client.request("tools/call", { name: RESTORE_TOOL, arguments: { state: state.state ?? null } });
      return r.isError === !0 ? { server, kind: "resource", outcome: "failed", error: `${RESTORE_TOOL} answered with an error: ${toolText(r) || "no message"}` } : { server, kind: "resource", outcome: "restored" };
    });
  } catch (err) {
    return { server, kind: "resource", outcome: "failed", error: errorMessage(err) };
  }
}
async function toolNames(client) {
  if (!client.capabilities.tools) return [];
  let names = [], cursor;
  for (let page = 0; page < 50; page++) {
    let r;
    try {
      r = await client.request("tools/list", cursor ? { cursor } : void 0);
    } catch (err) {
      if (err instanceof McpError && err.kind === "rpc") return names;
      throw err;
    }
    for (let t of Array.isArray(r.tools) ? r.tools : []) typeof t?.name == "string" && names.push(t.name);
    if (cursor = typeof r.nextCursor == "string" && r.nextCursor ? r.nextCursor : void 0, !cursor) break;
  }
  return names;
}
function toolText(r) {
  return (Array.isArray(r.content) ? r.content : []).filter((c) => c?.type === "text" && typeof c.text == "string").map((c) => c.text).join(" ").slice(0, 500);
}
var import_node_crypto27, import_promises15, import_node_path52, sha2562, init_mcp3 = __esm({
  "src/domain/restore/mcp.ts"() {
    "use strict";
    import_node_crypto27 = require("node:crypto"), import_promises15 = require("node:fs/promises"), import_node_path52 = require("node:path");
    init_errors2();
    init_stored_path();
    init_backend();
    init_layout();
    init_mcp();
    init_client();
    init_state2();
    init_extract2();
    sha2562 = (data) => (0, import_node_crypto27.createHash)("sha256").update(data).digest("hex");
  }
});

// src/domain/restore/restore.ts
async function git3(cwd, args) {
  let { stdout } = await run13("git", ["-c", "core.hooksPath=/dev/null", ...args], { cwd, maxBuffer: 67108864, env: { ...process.env, ...GIT_ENV } });
  return stdout.trim();
}
async function tryGit(cwd, args) {
  try {
    return await git3(cwd, args);
  } catch {
    return;
  }
}
function projectDirName(cwd) {
  return cwd.replace(/[^A-Za-z0-9]/g, "-");
}
function defaultTarget(m2) {
  return m2.workspace?.root ?? (typeof m2.project == "string" ? m2.project : void 0);
}
async function download(store, key, file2) {
  let stream = await store.open(key);
  return stream ? (await (0, import_promises17.pipeline)(stream, (0, import_node_fs52.createWriteStream)(file2, { mode: 384 })), !0) : !1;
}
function expansionLimit(recorded, entries, storedBytes) {
  return recorded !== void 0 ? recorded + (entries + 1) * 3 * 1024 + MiB2 : Math.max(256 * MiB2, storedBytes * 64);
}
async function validGitState(raw, where) {
  let s3 = raw, problems = [];
  if (!s3 || typeof s3 != "object") throw new CheckpointError("INVALID_DATA", `${where}: not an object`);
  let str2 = (v2) => typeof v2 == "string";
  s3.head !== null && !(str2(s3.head) && HEX_RE.test(s3.head)) && problems.push(`head ${JSON.stringify(s3.head)} is not a commit hash`), s3.branch !== null && (!str2(s3.branch) || await tryGit((0, import_node_os16.tmpdir)(), ["check-ref-format", `refs/heads/${s3.branch}`]) === void 0 || s3.branch.startsWith("-")) && problems.push(`branch ${JSON.stringify(s3.branch)} is not a valid branch name`);
  for (let r of Array.isArray(s3.remotes) ? s3.remotes : [])
    (!str2(r?.name) || !REMOTE_NAME_RE.test(r.name)) && problems.push(`remote name ${JSON.stringify(r?.name)} is not valid`), (!str2(r?.url) || r.url.startsWith("-") || /^[A-Za-z][A-Za-z0-9+.-]*::/.test(r.url) || r.url.includes("\0")) && problems.push(`remote ${JSON.stringify(r?.name)} has an unsafe URL`);
  for (let st2 of Array.isArray(s3.stashes) ? s3.stashes : [])
    (!str2(st2?.commit) || !HEX_RE.test(st2.commit)) && problems.push(`stash commit ${JSON.stringify(st2?.commit)} is not a commit hash`), str2(st2?.message) || problems.push("a stash has no message");
  for (let c of Array.isArray(s3.changes) ? s3.changes : []) {
    if (!str2(c?.code) || !str2(c?.path)) {
      problems.push("a change entry is not {code, path}");
      continue;
    }
    let why = storedPathProblem(c.path);
    why && problems.push(`changed path ${JSON.stringify(c.path.slice(0, 200))}: ${why}`);
  }
  if ((!Array.isArray(s3.remotes) || !Array.isArray(s3.stashes) || !Array.isArray(s3.changes)) && problems.push("remotes, stashes and changes must be lists"), problems.length) throw new CheckpointError("INVALID_DATA", `${where}: refusing to restore (${problems.slice(0, 5).join("; ")})`, "the checkpoint was tampered with or damaged; nothing was written");
  return s3;
}
async function restoreGit(store, m2, state, target, tmp, warnings) {
  (0, import_node_fs52.existsSync)((0, import_node_path53.join)(target, ".git")) || (await (0, import_promises16.mkdir)(target, { recursive: !0 }), await git3(target, ["init", "-q", ...state.branch ? ["-b", state.branch] : []]));
  for (let r of state.remotes)
    await tryGit(target, ["remote", "get-url", r.name]) === void 0 && await git3(target, ["remote", "add", r.name, r.url]), await tryGit(target, ["fetch", "-q", r.name]) === void 0 && warnings.push(`could not fetch ${r.name} (${r.url}): commits only on that remote are not restored`);
  let unpushedRestored = 0, bundle = (0, import_node_path53.join)(tmp, "unpushed.bundle");
  m2.parts["git/unpushed.bundle"] && await download(store, partKey(m2.session_id, m2.id, "git/unpushed.bundle"), bundle) && (await git3(target, ["bundle", "verify", "-q", bundle]).catch((err) => {
    throw new CheckpointError("INVALID_DATA", `git bundle of ${m2.id} does not verify: ${errorMessage(err)}`);
  }), await git3(target, ["fetch", "-q", bundle, "+refs/*:refs/pai-restore/*"]), unpushedRestored = typeof state.unpushed_commits == "number" ? state.unpushed_commits : 0);
  let action = "none";
  if (state.head && await tryGit(target, ["cat-file", "-e", `${state.head}^{commit}`]) !== void 0) {
    let current = await tryGit(target, ["rev-parse", "-q", "--verify", "HEAD"]), branch = state.branch;
    if (!current)
      await git3(target, ["checkout", "-q", "-f", "-B", branch ?? "pai-restore", state.head]), action = `checked out ${branch ?? "pai-restore"} at ${state.head.slice(0, 12)}`;
    else if (current === state.head)
      action = "HEAD already at the checkpoint";
    else if (branch && await tryGit(target, ["merge-base", "--is-ancestor", current, state.head]) !== void 0 && await tryGit(target, ["symbolic-ref", "--short", "-q", "HEAD"]) === branch)
      await git3(target, ["merge", "-q", "--ff-only", state.head]), action = `fast-forwarded ${branch} to ${state.head.slice(0, 12)}`;
    else {
      let side = `pai-restore/${(branch ?? "detached").replace(/[^A-Za-z0-9._/-]/g, "-")}-${m2.id.slice(-8).toLowerCase()}`;
      await git3(target, ["checkout", "-q", "-f", "-B", side, state.head]), action = `${branch ?? "HEAD"} has moved on; checked out ${side} at ${state.head.slice(0, 12)} (nothing was reset)`;
    }
  } else state.head && warnings.push(`commit ${state.head} is not available (not on a reachable remote, not in the bundle): git HEAD not restored`);
  let stashesRestored = 0, known = new Set((await tryGit(target, ["stash", "list", "--format=%H"]))?.split(`
`) ?? []);
  for (let st2 of [...state.stashes].reverse())
    known.has(st2.commit) || await tryGit(target, ["cat-file", "-e", `${st2.commit}^{commit}`]) === void 0 || await tryGit(target, ["stash", "store", "-m", st2.message, st2.commit]) !== void 0 && stashesRestored++;
  return { branch: state.branch, head: state.head, action, unpushedRestored, stashesRestored };
}
async function recoverableFromGit(repo) {
  let tracked = await tryGit(repo, ["ls-files", "-z"]);
  if (tracked === void 0) return /* @__PURE__ */ new Set();
  let changed = new Set((await tryGit(repo, ["diff", "--name-only", "-z", "HEAD"]) ?? "").split("\0"));
  return new Set(tracked.split("\0").filter((f2) => f2 && !changed.has(f2)));
}
async function unpackTo(store, key, file2, maxBytes, tmp) {
  let z2 = (0, import_node_path53.join)(tmp, "part.zst");
  if (!await download(store, key, z2)) throw new CheckpointError("NOT_FOUND", `${store.location}/${key} is missing`);
  let unpacked = decompressStream({ file: z2 }, { name: key, maxBytes, tooLarge: () => new CheckpointError("INVALID_DATA", `${key} expands beyond ${maxBytes} bytes, more than its manifest records`, "the checkpoint was tampered with or damaged; nothing was written"), purpose: "restore a transcript" });
  await (0, import_promises17.pipeline)(unpacked, (0, import_node_fs52.createWriteStream)(file2, { flags: "wx", mode: 384 }));
}
async function restoreCheckpoint(store, sessionId, id, o) {
  assertSafeKey("session id", sessionId);
  let target = assertRestoreTarget(o.to, o.home ?? (0, import_node_os16.homedir)()), v2 = await verifyCheckpoint(store, sessionId, id, { force: o.force });
  if (!v2.ok || !v2.manifest) {
    let why = v2.problems.map((p2) => `${p2.part}: ${p2.error}`).join("; ");
    throw new CheckpointError("INVALID_DATA", `checkpoint ${id} does not verify (${why})`, v2.manifest?.parent_checkpoint_id ? `restore its parent instead: ${v2.manifest.parent_checkpoint_id}` : "restore an earlier checkpoint of the session");
  }
  let m2 = v2.manifest, report = { id, sessionId, target, warnings: [] };
  v2.signature && v2.signature !== "signed" && report.warnings.push(`checkpoint ${id}: ${v2.signature}; restored anyway (--force)`);
  let tmp = await makeWorkDir(o.scratch ?? DEFAULT_SCRATCH, "restore"), staged;
  try {
    staged = await stageAll(store, m2, sessionId, target, tmp, o);
    let held = /* @__PURE__ */ new Set();
    if (!o.transcriptOnly && (0, import_node_fs52.existsSync)(target) && (await (0, import_promises16.readdir)(target)).length > 0 && o.safety) {
      let safety = await o.safety(target);
      held = new Set(safety.held), held.size > 0 && (report.safetyCheckpoint = safety.id);
    }
    if (staged.gitState) {
      report.git = await restoreGit(store, m2, staged.gitState, target, tmp, report.warnings);
      for (let f2 of await recoverableFromGit(target)) held.add(f2);
    }
    return staged.workspace && await placeWorkspace(staged.workspace, staged.gitState, target, held, report), report.transcript = await placeTranscript(m2, staged, sessionId, report.warnings), staged.mcp && o.mcp ? await placeMcp(staged.mcp, { ...o.mcp, target, home: o.home ?? (0, import_node_os16.homedir)(), claudeDir: o.claudeDir, held }, report) : o.mcp && o.transcriptOnly && (report.mcp = mcpNotRestored(m2, "the workspace was not restored (it is there): its MCP state stays as it is")), report.mcp?.length === 0 && delete report.mcp, report;
  } finally {
    await staged?.workspace?.discard(), await (0, import_promises16.rm)(tmp, { recursive: !0, force: !0 });
  }
}
async function stageAll(store, m2, sessionId, target, tmp, o) {
  let key = (part) => partKey(sessionId, m2.id, part), rawGit = !o.transcriptOnly && m2.parts["git/state.json"] ? await getJson(store, key("git/state.json")) : void 0, staged = { transcriptFile: (0, import_node_path53.join)(o.claudeDir, "projects", projectDirName(target), `${sessionId}.jsonl`), warnings: [] };
  rawGit !== void 0 && (staged.gitState = await validGitState(rawGit, `${store.location}/${key("git/state.json")}`)), o.mcp && !o.transcriptOnly && (staged.mcp = await readMcpStates(store, sessionId, m2));
  let archivePart = m2.parts["workspace.tar.zst"], tree = o.transcriptOnly ? void 0 : contentTreeOf(m2);
  if (tree) {
    let content = contentVolume(store, m2);
    staged.workspace = await stageContent(content, await checkedTree(content, tree), target);
  } else if (!o.transcriptOnly && archivePart) {
    let archive = (0, import_node_path53.join)(tmp, "workspace.tar.zst");
    await download(store, key("workspace.tar.zst"), archive);
    let w2 = m2.workspace, unpacked = typeof w2?.unpacked_bytes == "number" ? w2.unpacked_bytes : void 0;
    staged.workspace = await stageWorkspace(archive, target, { maxTarBytes: expansionLimit(unpacked, w2?.file_count ?? 0, archivePart.size) });
  }
  let transcriptPart = m2.parts["transcript.jsonl.zst"];
  if (transcriptPart && !(0, import_node_fs52.existsSync)(staged.transcriptFile)) {
    staged.transcript = (0, import_node_path53.join)(tmp, "transcript.jsonl");
    let recorded = m2.conversation.transcript_bytes;
    await unpackTo(store, key("transcript.jsonl.zst"), staged.transcript, expansionLimit(typeof recorded == "number" ? recorded : void 0, 0, transcriptPart.size), tmp), await relocateStaged(m2, staged, target, tmp);
  }
  return staged;
}
async function relocateStaged(m2, staged, target, tmp) {
  let from = defaultTarget(m2);
  if (!staged.transcript || from === void 0 || from === target) return;
  let why = relocationRootProblem(from) ?? relocationRootProblem(target);
  if (why) {
    staged.warnings.push(`the transcript's paths were not rewritten for ${target}: the recorded workspace ${JSON.stringify(from.slice(0, 200))} or the target is ${why}`);
    return;
  }
  let relocated = (0, import_node_path53.join)(tmp, "transcript.relocated.jsonl");
  try {
    staged.relocated = await relocateTranscript(staged.transcript, relocated, { from, to: target }), staged.transcript = relocated;
  } catch (err) {
    if (!(err instanceof CheckpointError && err.code === "TOO_LARGE")) throw err;
    staged.warnings.push(`the transcript's paths were not rewritten for ${target}: ${err.message}`);
  }
}
async function placeWorkspace(staged, gitState, target, held, report) {
  let displacedDir = `${target}.pai-displaced-${(/* @__PURE__ */ new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`;
  report.workspace = await staged.commit({ held, displacedDir });
  let displaced = [...report.workspace.displaced?.paths ?? []], deleted = 0;
  for (let c of gitState?.changes ?? []) {
    if (!c.code.includes("D")) continue;
    let abs = await resolveInside(target, c.path, "a deletion recorded by git"), st2 = await (0, import_promises16.lstat)(abs).catch(() => {
    });
    st2 && (!st2.isDirectory() && held.has(c.path) ? (await (0, import_promises16.rm)(abs, { force: !0 }), deleted++) : (await moveAside(abs, c.path, displacedDir), displaced.push(c.path)));
  }
  deleted && (report.deleted = deleted), displaced.length && (report.displaced = { dir: displacedDir, paths: displaced.sort() });
}
async function placeMcp(states, o, report) {
  let placed = await restoreMcpState(states, { ...o, displacedDir: report.displaced?.dir });
  report.mcp = placed.servers, report.warnings.push(...placed.warnings), placed.displaced && (report.displaced = { dir: placed.displaced.dir, paths: [...report.displaced?.paths ?? [], ...placed.displaced.paths].sort() });
}
async function placeTranscript(m2, staged, sessionId, warnings) {
  let { transcript: unpacked, transcriptFile } = staged;
  if (warnings.push(...staged.warnings), !m2.parts["transcript.jsonl.zst"]) return { path: "", action: "none in checkpoint" };
  if (!unpacked) return { path: transcriptFile, action: "already there" };
  await (0, import_promises16.mkdir)((0, import_node_path53.dirname)(transcriptFile), { recursive: !0, mode: 448 });
  let temp = (0, import_node_path53.join)((0, import_node_path53.dirname)(transcriptFile), `.${sessionId}.${process.pid}.restore-tmp`);
  try {
    await (0, import_promises16.copyFile)(unpacked, temp), await (0, import_promises16.rename)(temp, transcriptFile);
  } finally {
    await (0, import_promises16.rm)(temp, { force: !0 });
  }
  return { path: transcriptFile, action: "restored", ...staged.relocated ? { relocated: staged.relocated } : {} };
}
var import_node_child_process13, import_node_fs52, import_promises16, import_node_os16, import_node_path53, import_promises17, import_node_util7, run13, GIT_ENV, MiB2, HEX_RE, REMOTE_NAME_RE, init_restore = __esm({
  "src/domain/restore/restore.ts"() {
    "use strict";
    import_node_child_process13 = require("node:child_process"), import_node_fs52 = require("node:fs"), import_promises16 = require("node:fs/promises"), import_node_os16 = require("node:os"), import_node_path53 = require("node:path"), import_promises17 = require("node:stream/promises"), import_node_util7 = require("node:util");
    init_errors2();
    init_keys();
    init_stored_path();
    init_backend();
    init_content();
    init_tier();
    init_extract2();
    init_store();
    init_layout();
    init_target();
    init_workdir();
    init_codec();
    init_relocate();
    init_mcp3();
    run13 = (0, import_node_util7.promisify)(import_node_child_process13.execFile), GIT_ENV = { LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_ALLOW_PROTOCOL: "file:git:http:https:ssh", GIT_LITERAL_PATHSPECS: "1" };
    MiB2 = 1024 * 1024;
    HEX_RE = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, REMOTE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
  }
});

// src/domain/transcript/turns.ts
function toolLine(use) {
  let one = (toolFile(use)?.path ?? (typeof use.input.command == "string" ? use.input.command : typeof use.input.pattern == "string" ? use.input.pattern : typeof use.input.url == "string" ? use.input.url : "")).split(`
`)[0];
  return `${use.name}${one ? ` ${one.length > 120 ? `${one.slice(0, 120)}\u2026` : one}` : ""}`;
}
async function turnsAfter(lines2, o) {
  let all = [], found = !1, current;
  for await (let raw of lines2) {
    if (!raw.trim()) continue;
    let line2;
    try {
      line2 = JSON.parse(raw);
    } catch {
      continue;
    }
    let uuid2 = typeof line2.uuid == "string" ? line2.uuid : void 0;
    for (let e of lineEvents(line2)) {
      if (e.kind === "prompt") {
        current = { ...typeof line2.timestamp == "string" ? { at: line2.timestamp } : {}, prompt: clip(e.text), assistant: [], tools: [] }, all.push({ turn: current, afterMark: found });
        continue;
      }
      (e.kind !== "assistant_text" || !e.text.trim()) && e.kind !== "tool_use" || (current || (current = { prompt: "", assistant: [], tools: [] }, all.push({ turn: current, afterMark: found })), e.kind === "tool_use" ? current.tools.push(toolLine(e)) : current.assistant.push(clip(e.text.trim())));
    }
    if (uuid2 && o.after && uuid2 === o.after && (found = !0, current = void 0), uuid2 && o.until && uuid2 === o.until) break;
  }
  if (found) return { turns: all.filter((t) => t.afterMark).map((t) => t.turn), found };
  let since = o.since;
  return { turns: all.filter((t) => !since || t.turn.at !== void 0 && t.turn.at > since).map((t) => t.turn), found: !1 };
}
async function storedTranscriptLines(store, key, maxBytes) {
  let stored = await store.open(key);
  if (!stored) throw new CheckpointError("NOT_FOUND", `${key} is missing`, "run `pai-checkpoint verify` on the checkpoint");
  let input = decompressStream({ stream: stored }, { name: key, maxBytes, tooLarge: () => new CheckpointError("INVALID_DATA", `${key} expands beyond ${maxBytes} bytes, more than its manifest records`, "the checkpoint was tampered with or damaged"), purpose: "read a stored transcript" });
  return (0, import_node_readline.createInterface)({ input, crlfDelay: 1 / 0 });
}
var import_node_readline, TEXT_MAX, clip, init_turns = __esm({
  "src/domain/transcript/turns.ts"() {
    "use strict";
    import_node_readline = require("node:readline");
    init_errors2();
    init_codec();
    init_reader();
    TEXT_MAX = 2e3, clip = (s3) => s3.length > TEXT_MAX ? `${s3.slice(0, TEXT_MAX)}\u2026` : s3;
  }
});

// src/domain/compare/environment.ts
function flattenEnvironment(e) {
  let out3 = /* @__PURE__ */ new Map();
  for (let [section, value] of Object.entries(e ?? {})) {
    if (section === "captured_at" || value === void 0 || value === null) continue;
    let names = /* @__PURE__ */ new Map(), put = (name2, v2) => names.set(name2, typeof v2 == "string" ? v2 : JSON.stringify(v2));
    if (Array.isArray(value)) put("", value.join(", "));
    else if (typeof value != "object") put("", value);
    else
      for (let [item, v2] of Object.entries(value))
        if (v2 && typeof v2 == "object" && !Array.isArray(v2)) for (let [field, fv] of Object.entries(v2)) put(`${item} ${field}`, fv);
        else put(item, v2);
    out3.set(section, names);
  }
  return out3;
}
function environmentDiff(a, b2) {
  let x = flattenEnvironment(a), y = flattenEnvironment(b2), sections = sectionOrder([...x.keys(), ...y.keys()]), changes = [];
  for (let section of sections) {
    let xs2 = x.get(section) ?? /* @__PURE__ */ new Map(), ys2 = y.get(section) ?? /* @__PURE__ */ new Map();
    for (let name2 of [.../* @__PURE__ */ new Set([...xs2.keys(), ...ys2.keys()])].sort()) {
      let from = xs2.get(name2), to2 = ys2.get(name2);
      from !== to2 && changes.push({ section, name: name2, ...from !== void 0 ? { from } : {}, ...to2 !== void 0 ? { to: to2 } : {} });
    }
  }
  return changes;
}
function sectionOrder(sections) {
  let rank = (section) => {
    let i = ENV_SECTIONS.indexOf(section);
    return i < 0 ? ENV_SECTIONS.length : i;
  };
  return [...new Set(sections)].sort((s3, t) => rank(s3) - rank(t) || (s3 < t ? -1 : 1));
}
var ENV_SECTIONS, init_environment3 = __esm({
  "src/domain/compare/environment.ts"() {
    "use strict";
    ENV_SECTIONS = ["claude_code", "plugins", "mcp_servers", "runtimes", "packages", "package_lists", "pip packages", "npm packages", "env", "env_redacted"];
  }
});

// src/app/env.ts
async function environmentOf(ctx2, idOrPrefix) {
  let { manifest: m2 } = await requireManifest(await ctx2.volume(), idOrPrefix);
  if (!m2.environment) throw new CheckpointError("NOT_FOUND", `checkpoint ${m2.id} recorded no environment (it was written by a version before environment capture)`, "compare two newer checkpoints");
  return { id: m2.id, environment: m2.environment };
}
async function envShow(ctx2, id, o = {}) {
  let r = await environmentOf(ctx2, id);
  if (!o.full) return r;
  let store = await ctx2.volume(), lists = {};
  for (let [kind, ref] of listRefs(r.environment)) lists[kind] = await readList(store, ref.sha256);
  return { ...r, lists };
}
async function envDiff(ctx2, a, b2) {
  let [x, y] = [await environmentOf(ctx2, a), await environmentOf(ctx2, b2)];
  return { a: x.id, b: y.id, changes: await environmentChanges(await ctx2.volume(), x.environment, y.environment) };
}
function listRefs(e) {
  let lists = e?.package_lists ?? {};
  return ["pip", "npm"].flatMap((k2) => lists[k2] ? [[k2, lists[k2]]] : []);
}
async function readList(store, sha2563) {
  let data = await store.get(packageListKey(sha2563));
  if (!data) throw new CheckpointError("NOT_FOUND", `the package list ${packageListKey(sha2563)} is not on ${store.location}`, "it was removed by hand; the checkpoint still names its hash");
  if ((0, import_node_crypto28.createHash)("sha256").update(data).digest("hex") !== sha2563) throw new CheckpointError("INVALID_DATA", `the package list ${packageListKey(sha2563)} does not match its hash`, "the volume was damaged or tampered with");
  return data.toString("utf8");
}
async function environmentChanges(store, a, b2) {
  let changes = environmentDiff(a, b2).filter((c) => c.section !== "package_lists"), before = new Map(listRefs(a)), after = new Map(listRefs(b2));
  for (let kind of ["pip", "npm"]) {
    let x = before.get(kind)?.sha256, y = after.get(kind)?.sha256;
    if (x === y) continue;
    let [xs2, ys2] = [x ? parsePackageList(kind, await readList(store, x)) : /* @__PURE__ */ new Map(), y ? parsePackageList(kind, await readList(store, y)) : /* @__PURE__ */ new Map()];
    for (let name2 of [.../* @__PURE__ */ new Set([...xs2.keys(), ...ys2.keys()])].sort()) {
      let from = xs2.get(name2), to2 = ys2.get(name2);
      from !== to2 && changes.push({ section: `${kind} packages`, name: name2, ...from !== void 0 ? { from } : {}, ...to2 !== void 0 ? { to: to2 } : {} });
    }
  }
  let order = sectionOrder(changes.map((c) => c.section));
  return changes.sort((p2, q2) => order.indexOf(p2.section) - order.indexOf(q2.section));
}
var import_node_crypto28, init_env = __esm({
  "src/app/env.ts"() {
    "use strict";
    import_node_crypto28 = require("node:crypto");
    init_errors2();
    init_environment();
    init_environment3();
    init_layout();
    init_volume();
  }
});

// src/app/diff.ts
async function load(store, idOrPrefix) {
  let { manifest: m2, ...found } = await requireManifest(store, idOrPrefix), approval = found.entry.approval ?? m2.approval;
  return { manifest: m2, end: { id: m2.id, sessionId: found.sessionId, createdAt: m2.created_at, trigger: m2.trigger, approval } };
}
async function sideOf(store, { manifest: m2, end }) {
  let label = m2.id, ref = contentTreeOf(m2);
  if (ref) {
    let content = contentVolume(store, m2);
    return contentSide(content, await checkedTree(content, ref), label);
  }
  let part = m2.parts["workspace.tar.zst"];
  if (m2.workspace && part) {
    let unpacked = m2.workspace.unpacked_bytes;
    return archiveSide(store, partKey(end.sessionId, m2.id, "workspace.tar.zst"), expansionLimit(typeof unpacked == "number" ? unpacked : void 0, m2.workspace.file_count, part.size), label);
  }
  return end.noWorkspace = !0, { label, files: /* @__PURE__ */ new Map(), read: () => Promise.resolve(/* @__PURE__ */ new Map()) };
}
async function diffCheckpoints(ctx2, a, b2, o = {}) {
  let store = await ctx2.volume(), x = await load(store, a);
  if (b2 === void 0 && o.conversation) throw new CheckpointError("USAGE", "--conversation compares two checkpoints", "give both: `pai-checkpoint diff <a> <b> --conversation`");
  if (b2 !== void 0 && o.dir !== void 0) throw new CheckpointError("USAGE", "--dir is for comparing one checkpoint with a folder", "leave out <b>, or leave out --dir");
  let y = b2 === void 0 ? void 0 : await load(store, b2), result2 = { a: x.end, b: y?.end ?? { folder: "" } };
  if (y) {
    result2.spanMs = Date.parse(y.manifest.created_at) - Date.parse(x.manifest.created_at);
    let c = (m2) => [m2.conversation.turn_count, m2.conversation.tokens_used, m2.metrics.cost_estimate_usd], [cx, cy] = [c(x.manifest), c(y.manifest)];
    result2.conversation = { turns: [cx[0], cy[0]], tokens: [cx[1], cy[1]], costUsd: [cx[2], cy[2]] }, result2.environment = await environmentChanges(store, x.manifest.environment, y.manifest.environment);
  }
  if (o.conversation && y)
    return Object.assign(result2, await conversationBetween(store, x, y)), result2;
  let left = await sideOf(store, x), right;
  if (y) right = await sideOf(store, y);
  else {
    let folder = (0, import_node_path54.resolve)(ctx2.cwd, o.dir ?? x.manifest.workspace?.root ?? ctx2.project);
    if (!(0, import_node_fs53.existsSync)(folder) || !(0, import_node_fs53.statSync)(folder).isDirectory())
      throw new CheckpointError("NOT_FOUND", `the folder ${folder} ${o.dir ? "is not a folder" : `that checkpoint ${x.manifest.id} was taken in is not on this machine`}`, "name the folder to compare with: `pai-checkpoint diff <id> --dir <folder>`");
    result2.b = { folder }, right = await folderSide(folder, (await ctx2.config()).capture.excludes, "working tree");
  }
  if (o.file !== void 0 ? result2.file = { path: o.file, diff: await diffFile(left, right, o.file.replace(/^\.\//, "")) } : result2.files = await compareSides(left, right), o.patch && result2.files) {
    result2.patches = [];
    for (let f2 of result2.files) !f2.binary && !f2.large && f2.added !== void 0 && result2.patches.push({ path: f2.path, diff: await diffFile(left, right, f2.path) });
  }
  return result2;
}
async function conversationBetween(store, x, y) {
  let part = y.manifest.parts["transcript.jsonl.zst"];
  if (!part) throw new CheckpointError("NOT_FOUND", `checkpoint ${y.manifest.id} holds no transcript copy`, "compare two checkpoints taken with a transcript (see `pai-checkpoint inspect <id>`)");
  let recorded = y.manifest.conversation.transcript_bytes, lines2 = await storedTranscriptLines(store, partKey(y.end.sessionId, y.manifest.id, "transcript.jsonl.zst"), expansionLimit(typeof recorded == "number" ? recorded : void 0, 0, part.size)), after = x.manifest.conversation.last_message_uuid ?? null, r = await turnsAfter(lines2, { after, until: y.manifest.conversation.last_message_uuid ?? null, since: x.manifest.created_at });
  return { turns: r.turns, ...r.found ? {} : { turnsByTime: !0 } };
}
var import_node_fs53, import_node_path54, init_diff = __esm({
  "src/app/diff.ts"() {
    "use strict";
    import_node_fs53 = require("node:fs"), import_node_path54 = require("node:path");
    init_errors2();
    init_workspace3();
    init_tier();
    init_content();
    init_restore();
    init_turns();
    init_layout();
    init_env();
    init_volume();
  }
});

// src/domain/transcript/fork.ts
async function forkTranscript(input, output, from, to2) {
  let out3 = (0, import_node_fs54.createWriteStream)(output, { flags: "wx", mode: 384 });
  await (0, import_node_events2.once)(out3, "open");
  let rewritten = 0;
  try {
    for await (let line2 of (0, import_node_readline2.createInterface)({ input: (0, import_node_fs54.createReadStream)(input), crlfDelay: 1 / 0 })) {
      let text4 = line2;
      if (line2.includes(from))
        try {
          let v2 = JSON.parse(line2);
          v2 && typeof v2 == "object" && v2.sessionId === from && (v2.sessionId = to2, text4 = JSON.stringify(v2), rewritten++);
        } catch {
        }
      out3.write(`${text4}
`) || await (0, import_node_events2.once)(out3, "drain");
    }
  } finally {
    out3.end(), await (0, import_promises18.finished)(out3);
  }
  return rewritten;
}
var import_node_fs54, import_node_readline2, import_node_events2, import_promises18, init_fork = __esm({
  "src/domain/transcript/fork.ts"() {
    "use strict";
    import_node_fs54 = require("node:fs"), import_node_readline2 = require("node:readline"), import_node_events2 = require("node:events"), import_promises18 = require("node:stream/promises");
  }
});

// src/domain/restore/tmux.ts
function safeName(name2) {
  return name2.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, MAX_NAME) || "pai-restored";
}
function paneFolder(recorded, root, target) {
  if (!root || !(0, import_node_path55.isAbsolute)(recorded)) return target;
  let rel = (0, import_node_path55.relative)(root, recorded);
  if (rel === "" || rel.startsWith("..") || (0, import_node_path55.isAbsolute)(rel) || storedPathProblem(rel)) return target;
  let dir2 = (0, import_node_path55.join)(target, rel);
  try {
    return (0, import_node_fs55.statSync)(dir2).isDirectory() ? dir2 : target;
  } catch {
    return target;
  }
}
async function recreateTmux(store, m2, o) {
  if (!m2.parts["tmux_state.txt"]) return;
  let text4 = await store.get(partKey(m2.session_id, m2.id, "tmux_state.txt"));
  if (!text4) return;
  let layout;
  try {
    layout = parseTmuxState(text4.toString("utf8"));
  } catch (err) {
    throw new Error(`the checkpoint's tmux state is unreadable (${errorMessage(err)})`);
  }
  let place = tmuxPlace(o.env), socket = place?.socket;
  if (!await tmuxInstalled()) throw new Error("tmux is not installed");
  let base = safeName(layout.session), session = base;
  for (let n = 2; await hasSession(socket, session); n++) session = `${base}-${n}`;
  let root = typeof m2.workspace?.root == "string" ? m2.workspace.root : void 0;
  return await createLayout(layout, { socket, session, cwdOf: (_w, p2) => paneFolder(p2.cwd, root, o.target), claudeCommand: o.claudeCommand, env: o.env }), {
    session,
    windows: layout.windows.length,
    panes: layout.windows.reduce((n, w2) => n + w2.panes.length, 0),
    attach: place ? ["tmux", "switch-client", "-t", `=${session}`] : ["tmux", "attach", "-t", `=${session}`]
  };
}
var import_node_fs55, import_node_path55, MAX_NAME, init_tmux3 = __esm({
  "src/domain/restore/tmux.ts"() {
    "use strict";
    import_node_fs55 = require("node:fs"), import_node_path55 = require("node:path");
    init_errors2();
    init_stored_path();
    init_layout();
    init_tmux();
    MAX_NAME = 40;
  }
});

// src/app/restore.ts
async function chooseTarget(ctx2, m2, o) {
  let home = ctx2.env.HOME || (0, import_node_os17.homedir)();
  if (o.to) return assertRestoreTarget((0, import_node_path56.resolve)(ctx2.cwd, o.to), home);
  let recorded = defaultTarget(m2);
  if (!recorded) throw new CheckpointError("USAGE", `checkpoint ${m2.id} records no workspace folder`, "pass --to <dir>");
  let target = assertRestoreTarget(recorded, home);
  if (realPathOf(target) === realPathOf(ctx2.project)) return target;
  if (!await confirm(ctx2, `${o.action} into ${target} (where checkpoint ${m2.id} was taken)?`, o.yes))
    throw new CheckpointError("USAGE", `not confirmed: nothing was written to ${target}`, `pass --to <dir> to choose the folder, or run it from ${target}`);
  return target;
}
function safetyCapture(ctx2, sessionId, name2) {
  return async (dir2) => {
    let config2 = await ctx2.config(), store = await ctx2.volume(), r = await withSessionLock(
      ctx2,
      sessionId,
      () => captureCheckpoint(store, { sessionId, trigger: "manual", cwd: dir2, name: name2, provenance: { kind: "safety", reason: name2 } }, { config: config2, env: ctx2.env, claudeDir: resolveClaudeDir(ctx2.env), stateDir: ctx2.paths.stateDir, now: ctx2.now })
    );
    return { id: r.manifest.id, held: new Set(r.archived) };
  };
}
async function restoreTmux(ctx2, store, m2, o) {
  if (!(o.skip || !m2.parts["tmux_state.txt"]))
    try {
      return await recreateTmux(store, m2, { target: o.target, env: ctx2.env, claudeCommand: o.claudeCommand });
    } catch (err) {
      o.warnings.push(`the tmux layout was not recreated: ${errorMessage(err)}`);
      return;
    }
}
async function mcpRestoreOptions(ctx2, skip) {
  if (skip) return;
  let { mcp } = await ctx2.config();
  return { startServers: mcp.queryServers, timeoutMs: mcp.timeoutMs, allow: mcp.allowServers };
}
async function restore(ctx2, o) {
  let store = await ctx2.volume(), found = await requireCheckpoint(store, o.id), id = found.entry.id, m2 = await readManifest(store, found.sessionId, id);
  if (!m2) throw new CheckpointError("NOT_FOUND", `checkpoint ${id} has no manifest`, "run `pai-checkpoint verify --all`");
  let to2 = await chooseTarget(ctx2, m2, { to: o.to, yes: o.yes, action: "Restore" }), report = await restoreCheckpoint(store, found.sessionId, id, {
    to: to2,
    claudeDir: resolveClaudeDir(ctx2.env),
    home: ctx2.env.HOME || void 0,
    scratch: ctx2.paths.scratchDir,
    safety: safetyCapture(ctx2, found.sessionId, `safety-before-restore-${id.slice(-8)}`),
    force: o.force,
    mcp: await mcpRestoreOptions(ctx2, o.noMcp)
  });
  (report.transcript?.action === "restored" || report.transcript?.action === "already there") && (report.next = `cd ${shellQuote(report.target)} && claude --resume ${report.sessionId}`);
  let tmux2 = await restoreTmux(ctx2, store, m2, { target: report.target, skip: o.noTmux, warnings: report.warnings });
  return tmux2 && (report.tmux = tmux2), report;
}
var import_node_os17, import_node_path56, init_restore2 = __esm({
  "src/app/restore.ts"() {
    "use strict";
    import_node_os17 = require("node:os"), import_node_path56 = require("node:path");
    init_errors2();
    init_hint();
    init_paths();
    init_create();
    init_restore();
    init_target();
    init_tmux3();
    init_store();
    init_context();
    init_volume();
  }
});

// src/app/resume.ts
function resumeEnv(m2, current) {
  let out3 = {};
  for (let [k2, v2] of Object.entries(m2.environment?.env ?? {})) !MACHINE_VARS.has(k2) && (current[k2] === void 0 || current[k2] === "") && (out3[k2] = v2);
  return out3.PAI_CHECKPOINT_RESUMED_FROM = m2.id, out3;
}
function isSafety(m2) {
  let p2 = m2.provenance;
  return typeof p2 == "object" && p2 !== null && p2.kind === "safety";
}
function decided(m2, e) {
  return e?.approval ? { ...m2, approval: e.approval } : m2;
}
async function pickCheckpoint(store, sessionId, force, warnings) {
  let own2 = (await loadIndex(store, sessionId)).checkpoints.filter((e) => !e.safety), manifests = [];
  for (let e of own2.slice(-20).reverse()) {
    let m2 = await readManifest(store, sessionId, e.id).catch(() => {
    });
    m2 && !isSafety(m2) && manifests.push(decided(m2, e));
  }
  let usable = (m2) => !isSafety(m2) && (force || m2.approval.status !== "rejected"), rank = (m2) => APPROVAL_ORDER[m2.approval.status] ?? 9, unclean = (m2) => m2.is_clean === !1 ? 1 : 0, candidates = manifests.filter(usable).sort((a, b2) => rank(a) - rank(b2) || unclean(a) - unclean(b2) || (a.id < b2.id ? 1 : -1)), ownIds = new Set(own2.map((e) => e.id)), tried = /* @__PURE__ */ new Set(), warned = /* @__PURE__ */ new Set();
  for (let start = candidates[0]; start; ) {
    tried.add(start.id);
    let loaded2 = await loadVerified(store, sessionId, start.id, { force }).catch((err) => {
      if (err instanceof SignatureError) throw err;
    });
    for (let f2 of loaded2?.fellBackFrom ?? [])
      ownIds.has(f2.id) && !warned.has(f2.id) && warnings.push(`checkpoint ${f2.id} does not verify (${problemsOf(f2)}); trying an earlier one`), warned.add(f2.id), tried.add(f2.id);
    let m2 = loaded2 && decided(loaded2.manifest, own2.find((e) => e.id === loaded2.manifest.id));
    if (m2 && usable(m2)) {
      m2.approval.status === "pending" && warnings.push(`checkpoint ${m2.id} is still pending approval`);
      let waiting = manifests.filter((c) => c.id > m2.id && c.approval.status === "pending");
      waiting.length && warnings.push(`newer checkpoint(s) ${waiting.map((c) => `${c.id}${c.approval.reason ? ` (${c.approval.reason})` : ""}`).join(", ")} await review: \`pai-checkpoint approve <id>\` makes one the choice (or resume --from <id>)`), m2.approval.status === "rejected" && warnings.push(`checkpoint ${m2.id} was rejected; resuming anyway (--force)`);
      let skipped = manifests.filter((c) => c.id > m2.id && usable(c) && rank(c) === rank(m2) && c.is_clean === !1);
      return skipped.length && warnings.push(`newer checkpoint(s) ${skipped.map((c) => c.id).join(", ")} are not clean (a tool call failed since the one before): resuming from the newest clean one, ${m2.id} (resume --from <id> takes another)`), m2;
    }
    let from = start.id, floor = m2?.id ?? "";
    start = candidates.find((c) => !tried.has(c.id) && (c.id > from || c.id < floor));
  }
  throw new CheckpointError("NOT_FOUND", `session ${sessionId} has no usable checkpoint`, manifests.some((m2) => m2.approval.status === "rejected") ? "only rejected checkpoints: pass --force to use one" : "see `pai-checkpoint verify --all`");
}
async function resumePrompt(store, m2) {
  let conv = await getJson(store, partKey(m2.session_id, m2.id, "conversation.json")).catch(() => {
  }), state = await getJson(store, partKey(m2.session_id, m2.id, "session_state.json")).catch(() => {
  }), git6 = await getJson(store, partKey(m2.session_id, m2.id, "git/state.json")).catch(() => {
  }), lines2 = [`Resuming work from checkpoint ${m2.id} (session ${m2.session_id}, ${m2.created_at}); the earlier conversation could not be restored.`];
  conv?.first_prompt && lines2.push(`The task was: ${conv.first_prompt}`), conv?.last_prompt && conv.last_prompt !== conv.first_prompt && lines2.push(`The last request was: ${conv.last_prompt}`), conv?.last_assistant_text && lines2.push(`Your last message was: ${conv.last_assistant_text}`);
  let pai = state?.pai;
  if (pai?.phase) {
    lines2.push(`PAI Algorithm: Phase ${pai.phase}/7 ${pai.phase_name ?? ""} was in progress${pai.task ? ` on "${pai.task}"` : ""}; completed phases: ${pai.completed_phases?.join(", ") || "none"}.`);
    for (let c of pai.isc ?? []) lines2.push(`- [${c.status === "completed" ? "x" : " "}] ${c.subject} (${c.status})`);
  }
  let uncommitted = git6 ? [...git6.modified, ...git6.untracked] : m2.workspace?.uncommitted_files ?? [];
  uncommitted.length && lines2.push(`Uncommitted files: ${uncommitted.slice(0, 30).join(", ")}`);
  let summary = await readSummary(store, m2).catch(() => {
  });
  return summary && lines2.push("", "The session's summary at that checkpoint:", summary.markdown.trimEnd(), ""), lines2.push("Please continue from where you left off."), lines2.join(`
`);
}
function parseSets(sets) {
  let out3 = {};
  for (let s3 of sets ?? []) {
    let i = s3.indexOf("=");
    if (i <= 0) throw new CheckpointError("USAGE", `--set expects key=value, got "${s3}"`);
    out3[s3.slice(0, i)] = s3.slice(i + 1);
  }
  return out3;
}
async function chooseCheckpoint(ctx2, store, o, warnings) {
  let found = o.from ? await requireCheckpoint(store, o.from) : void 0, sessionId;
  if (o.target) {
    let asCheckpoint = o.from ? void 0 : await findCheckpoint(store, o.target);
    if (asCheckpoint) found = asCheckpoint;
    else {
      if (sessionId = await resolveSession(ctx2, store, o.target), !sessionId) throw new CheckpointError("NOT_FOUND", `no session or checkpoint "${o.target}" on ${store.location}`, "see `pai-checkpoint sessions` and `pai-checkpoint list --all`");
      if (found && found.sessionId !== sessionId) throw new CheckpointError("USAGE", `checkpoint ${found.entry.id} belongs to session ${found.sessionId}, not ${sessionId}`);
    }
  }
  if (found) {
    let v2 = await verifyCheckpoint(store, found.sessionId, found.entry.id, { force: o.force });
    if (v2.signature && v2.signature !== "signed" && !o.force) throw new SignatureError(found.sessionId, found.entry.id, v2.signature);
    if (!v2.ok || !v2.manifest) throw new CheckpointError("INVALID_DATA", `checkpoint ${found.entry.id} does not verify (${problemsOf(v2)})`, "resume the session instead: an earlier checkpoint is chosen");
    let m2 = decided(v2.manifest, found.entry);
    if (m2.approval.status === "rejected" && !o.force) throw new CheckpointError("CONFLICT", `checkpoint ${m2.id} was rejected${m2.approval.reason ? ` (${m2.approval.reason})` : ""}`, "pass --force to resume from it anyway");
    return m2;
  }
  if (!sessionId) {
    let mine = (await allCheckpoints(store)).find((c) => c.entry.project === ctx2.project && !c.entry.safety);
    if (!mine) throw new CheckpointError("NOT_FOUND", `no session checkpoints for ${ctx2.project}`, "name a session or checkpoint, or see `pai-checkpoint sessions`");
    sessionId = mine.sessionId;
  }
  return pickCheckpoint(store, sessionId, !!o.force, warnings);
}
function planResume(ctx2, manifest, o) {
  let sessionId = manifest.session_id, folder = o.to ? (0, import_node_path57.resolve)(ctx2.cwd, o.to) : defaultTarget(manifest);
  if (!folder) throw new CheckpointError("USAGE", `checkpoint ${manifest.id} records no workspace folder`, "pass --to <dir>");
  let workspaceMissing = !(0, import_node_fs56.existsSync)(folder) || (0, import_node_fs56.readdirSync)(folder).length === 0, transcript = (0, import_node_path57.join)(resolveClaudeDir(ctx2.env), "projects", projectDirName(folder), `${sessionId}.jsonl`);
  return {
    manifest,
    sessionId,
    folder,
    restoreWorkspace: !!(o.restoreWorkspace || workspaceMissing),
    transcript,
    transcriptMissing: !(0, import_node_fs56.existsSync)(transcript),
    storedTranscript: !!manifest.parts["transcript.jsonl.zst"],
    claude: ctx2.env.PAI_CHECKPOINT_CLAUDE || "claude"
  };
}
async function dryRun(store, p2, o, overrides, warnings, ctxEnv) {
  let canResume = !p2.transcriptMissing || p2.storedTranscript, result2 = {
    sessionId: p2.sessionId,
    checkpointId: p2.manifest.id,
    cwd: p2.folder,
    mode: canResume ? "resume" : "new-session",
    command: canResume ? [p2.claude, "--resume", p2.sessionId] : [p2.claude, await resumePrompt(store, p2.manifest)],
    wouldRestore: { workspace: p2.restoreWorkspace, transcript: p2.transcriptMissing && p2.storedTranscript, tmux: !!p2.manifest.parts["tmux_state.txt"] && !o.noTmux },
    overrides,
    warnings,
    started: !1,
    env: resumeEnv(p2.manifest, { ...process.env, ...ctxEnv })
  };
  canResume || warnings.push("the checkpoint holds no transcript: a new session would start from a resume prompt");
  let recorded = defaultTarget(p2.manifest);
  result2.wouldRestore?.transcript && recorded !== void 0 && recorded !== p2.folder && (result2.wouldRestore.relocateFrom = recorded);
  let mcp = p2.restoreWorkspace && !o.noMcp ? (await readMcpStates(store, p2.sessionId, p2.manifest)).filter((s3) => s3.stored.ok && (s3.stored.state.kind === "files" || s3.stored.state.kind === "resource")).map((s3) => s3.server) : [];
  return result2.wouldRestore && mcp.length && (result2.wouldRestore.mcp = mcp), result2;
}
async function resumeSession(ctx2, o = {}) {
  let overrides = parseSets(o.set), store = await ctx2.volume(), warnings = [], p2 = planResume(ctx2, await chooseCheckpoint(ctx2, store, o, warnings), o);
  if (o.print) return dryRun(store, p2, o, overrides, warnings, ctx2.env);
  let { manifest, sessionId } = p2, target = p2.restoreWorkspace ? await chooseTarget(ctx2, manifest, { to: o.to, yes: o.yes, action: "Restore the workspace" }) : p2.folder, restored;
  (p2.restoreWorkspace || p2.transcriptMissing) && (restored = await restoreCheckpoint(store, sessionId, manifest.id, {
    to: target,
    claudeDir: resolveClaudeDir(ctx2.env),
    home: ctx2.env.HOME || void 0,
    scratch: ctx2.paths.scratchDir,
    transcriptOnly: !p2.restoreWorkspace,
    safety: safetyCapture(ctx2, sessionId, `safety-before-resume-${manifest.id.slice(-8)}`),
    force: o.force,
    mcp: await mcpRestoreOptions(ctx2, o.noMcp)
  }), warnings.push(...restored.warnings));
  let canResume = (0, import_node_fs56.existsSync)(p2.transcript), forkedAs = o.fork && canResume ? await fork(p2.transcript, sessionId) : void 0, command2 = canResume ? [p2.claude, "--resume", forkedAs ?? sessionId] : [p2.claude, await resumePrompt(store, manifest)];
  canResume || warnings.push("the transcript could not be restored: starting a new session from a resume prompt");
  let result2 = { sessionId, checkpointId: manifest.id, cwd: target, mode: canResume ? "resume" : "new-session", command: command2, overrides, warnings, started: !1, env: resumeEnv(manifest, { ...process.env, ...ctx2.env }) };
  if (forkedAs && (result2.forkedAs = forkedAs), restored && (result2.restored = restored), Object.keys(overrides).length > 0 && (result2.provenanceCheckpoint = await recordOverrides(ctx2, store, p2, target, canResume, overrides)), o.launch)
    return await o.launch(result2), result2;
  let tmux2 = await restoreTmux(ctx2, store, manifest, { target, skip: o.noTmux, claudeCommand: shellCommand(result2), warnings });
  return tmux2 ? attachTmux(result2, tmux2, !!o.attach) : startClaude(ctx2, result2, p2.claude), result2;
}
async function fork(transcript, sessionId) {
  let id = (0, import_node_crypto29.randomUUID)();
  return await forkTranscript(transcript, (0, import_node_path57.join)((0, import_node_path57.dirname)(transcript), `${id}.jsonl`), sessionId, id), id;
}
function claudeEnv(r) {
  let env = { ...r.env };
  for (let [k2, v2] of Object.entries(r.overrides)) k2.startsWith("env.") && (env[k2.slice(4)] = v2);
  return env;
}
function shellCommand(r) {
  let env = Object.entries(claudeEnv(r)).map(([k2, v2]) => `${k2}=${shellQuote(v2)}`);
  return `cd ${shellQuote(r.cwd)} && ${env.length ? `env ${env.join(" ")} ` : ""}${r.command.map(shellQuote).join(" ")}`;
}
function attachTmux(result2, tmux2, attach) {
  if (result2.tmux = tmux2, result2.started = !0, !attach) return;
  let child = (0, import_node_child_process14.spawnSync)(tmux2.attach[0], tmux2.attach.slice(1), { stdio: "inherit" });
  result2.exitCode = child.status ?? 1;
}
async function recordOverrides(ctx2, store, p2, cwd, canResume, overrides) {
  let config2 = await ctx2.config();
  return (await withSessionLock(
    ctx2,
    p2.sessionId,
    () => captureCheckpoint(
      store,
      { sessionId: p2.sessionId, trigger: "manual", cwd, name: `resume-${p2.manifest.id.slice(-8)}`, transcriptPath: canResume ? p2.transcript : void 0, provenance: { resumed_from: p2.manifest.id, overrides } },
      { config: config2, env: ctx2.env, claudeDir: resolveClaudeDir(ctx2.env), stateDir: ctx2.paths.stateDir, now: ctx2.now }
    )
  )).manifest.id;
}
function startClaude(ctx2, result2, claude) {
  let env = { ...process.env, ...ctx2.env, ...claudeEnv(result2) }, child = (0, import_node_child_process14.spawnSync)(result2.command[0], result2.command.slice(1), { cwd: result2.cwd, stdio: "inherit", env });
  if (child.error) throw new CheckpointError("IO", `could not start ${claude}: ${child.error.message}`, "is Claude Code installed? (set PAI_CHECKPOINT_CLAUDE to its path)");
  result2.started = !0, result2.exitCode = child.status ?? 1;
}
var import_node_child_process14, import_node_fs56, import_node_crypto29, import_node_path57, MACHINE_VARS, APPROVAL_ORDER, problemsOf, init_resume2 = __esm({
  "src/app/resume.ts"() {
    "use strict";
    import_node_child_process14 = require("node:child_process"), import_node_fs56 = require("node:fs"), import_node_crypto29 = require("node:crypto"), import_node_path57 = require("node:path");
    init_errors2();
    init_hint();
    init_paths();
    init_create();
    init_restore();
    init_mcp3();
    init_fork();
    init_store();
    init_signing();
    init_layout();
    init_backend();
    init_summary2();
    init_restore2();
    init_volume();
    MACHINE_VARS = /* @__PURE__ */ new Set(["HOME", "USER", "PWD", "PATH", "SHELL", "PAI_DIR", "CLAUDE_PROJECT_DIR", "CLAUDE_CODE_ENTRYPOINT", "VIRTUAL_ENV"]);
    APPROVAL_ORDER = { approved: 0, auto_approved: 1, pending: 2, rejected: 3 };
    problemsOf = (v2) => v2.problems.map((p2) => `${p2.part}: ${p2.error}`).join("; ");
  }
});

// src/domain/session/risky.ts
function gitArgs(w2) {
  if (w2[0] !== "git") return;
  let i = 1;
  for (; i < w2.length && w2[i].startsWith("-"); ) i += GIT_VALUE_OPTIONS.has(w2[i]) ? 2 : 1;
  return i < w2.length ? { sub: w2[i], args: w2.slice(i + 1) } : void 0;
}
function git4(sub, test) {
  return (w2) => {
    let g2 = gitArgs(w2);
    return g2 !== void 0 && g2.sub === sub && test(g2.args);
  };
}
function hasShort(args, letters) {
  for (let a of args) {
    if (a === "--") return !1;
    if (/^-[A-Za-z]+$/.test(a) && [...letters].some((l) => a.includes(l))) return !0;
  }
  return !1;
}
function longestRun(pattern, separators) {
  return pattern.split(separators).reduce((a, b2) => b2.length > a.length ? b2 : a, "");
}
var GIT_VALUE_OPTIONS, has, BUILTIN_RULES, init_risky = __esm({
  "src/domain/session/risky.ts"() {
    "use strict";
    GIT_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env"]);
    has = (args, ...options) => args.some((a) => options.some((o) => a === o || a.startsWith(`${o}=`))), BUILTIN_RULES = [
      { name: "rm -r", test: (w2) => w2[0] === "rm" && (hasShort(w2.slice(1), "rR") || has(w2, "--recursive")) },
      { name: "git reset --hard", test: git4("reset", (a) => has(a, "--hard")) },
      { name: "git clean", test: git4("clean", (a) => !has(a, "-n", "--dry-run") && !hasShort(a, "n")) },
      { name: "git checkout --", test: git4("checkout", (a) => has(a, "--", ".", "--force") || hasShort(a, "f")) },
      { name: "git restore", test: git4("restore", (a) => !has(a, "--staged", "-S") || has(a, "--worktree", "-W")) },
      { name: "git switch --discard-changes", test: git4("switch", (a) => has(a, "--discard-changes", "--force") || hasShort(a, "f")) },
      // `+ref` forces one ref; `:ref` deletes a remote branch.
      { name: "git push --force", test: git4("push", (a) => has(a, "--force", "--force-with-lease", "--delete", "--mirror") || hasShort(a, "fd") || a.some((x) => x.startsWith("+") || /^:./.test(x))) },
      { name: "git branch -D", test: git4("branch", (a) => hasShort(a, "D") || (has(a, "--delete") || hasShort(a, "d")) && (has(a, "--force") || hasShort(a, "f"))) },
      { name: "git stash drop", test: git4("stash", (a) => a[0] === "drop" || a[0] === "clear") },
      { name: "truncate", test: (w2) => w2[0] === "truncate" },
      { name: "find -delete", test: (w2) => w2[0] === "find" && (w2.includes("-delete") || (w2.includes("-exec") || w2.includes("-execdir")) && w2.includes("rm")) },
      { name: "dd of=", test: (w2) => w2[0] === "dd" && w2.some((a) => a.startsWith("of=")) },
      { name: "mkfs", test: (w2) => /^mkfs(\.|$)/.test(w2[0] ?? "") },
      { name: "shred", test: (w2) => w2[0] === "shred" }
    ];
  }
});

// src/domain/session/sidecar-files.ts
function sidecarDir(paths) {
  return (0, import_node_path58.join)(paths.stateDir, "sidecars");
}
function sidecarFiles(paths, sessionId) {
  let base = (0, import_node_path58.join)(sidecarDir(paths), assertSafeKey("session id", sessionId));
  return { lock: `${base}.lock`, journal: `${base}.journal`, notice: `${base}.notice`, inhook: `${base}.inhook`, risky: `${base}.risky`, riskyPending: `${base}.risky-pending` };
}
function sidecarPid(paths, sessionId) {
  let info = inspectLock(sidecarFiles(paths, sessionId).lock, SIDECAR_LEASE_MS);
  return info && !info.stale ? info.pid : void 0;
}
function inHookReason(paths, sessionId) {
  return readFileIfExists(sidecarFiles(paths, sessionId).inhook)?.trim() || void 0;
}
var import_node_path58, SIDECAR_LEASE_MS, init_sidecar_files = __esm({
  "src/domain/session/sidecar-files.ts"() {
    "use strict";
    import_node_path58 = require("node:path");
    init_atomic();
    init_lock();
    init_keys();
    init_tail();
    init_risky();
    SIDECAR_LEASE_MS = 6e4;
  }
});

// src/app/sessions.ts
async function sessions(ctx2, o = {}) {
  if (o.status && !["crashed", "ended", "running", "unknown", "pending"].includes(o.status)) throw new CheckpointError("USAGE", "--status must be crashed, ended, running, unknown or pending");
  let config2 = await ctx2.config(), store = await ctx2.volume(), clock = { now: ctx2.now().getTime(), staleMs: config2.session.staleSeconds * 1e3 }, open3 = new Set(scanCheckpoints({ completed: !1 }, { checkpointsDir: ctx2.paths.checkpointsDir }).records.map((r) => r.record.sessionId)), rows = [];
  for (let sessionId of o.session ? [await requireSession(ctx2, store, o.session)] : await listSessions(store)) {
    let row = await sessionRow(ctx2, store, sessionId, clock, open3);
    row && (!o.status || o.status === row.status || o.status === "pending" && row.pending.length > 0) && rows.push(row);
  }
  return rows.sort((a, b2) => a.lastCheckpointAt < b2.lastCheckpointAt ? 1 : -1);
}
async function sessionRow(ctx2, store, sessionId, clock, open3) {
  let entries = (await loadIndex(store, sessionId)).checkpoints, last = entries.filter((e) => !e.safety).at(-1);
  if (!last) return;
  let local = loadSession(ctx2.paths, sessionId), status3 = sessionStatus(local, clock.now, clock.staleMs), heartbeat = local?.heartbeatAt ?? null;
  if (!local) {
    let remote = await getJson(store, sessionStatusKey(sessionId)).catch(() => {
    });
    status3 = remoteSessionStatus(remote, clock.now, clock.staleMs), heartbeat = typeof remote?.heartbeat_at == "string" ? remote.heartbeat_at : null;
  }
  let row = { sessionId, status: status3, lastCheckpoint: last.id, lastCheckpointAt: last.created_at, checkpoints: entries.length, heartbeat_at: heartbeat, sidecar_pid: sidecarPid(ctx2.paths, sessionId) ?? null, pending: entries.filter((e) => !e.safety && e.approval?.status === "pending").map((e) => e.id) };
  return local?.phase && (row.phase = `${local.phase.number} ${local.phase.name}${!local.runCompleted && open3.has(sessionId) ? "" : " (closed)"}`), last.project && (row.project = last.project), row;
}
var init_sessions = __esm({
  "src/app/sessions.ts"() {
    "use strict";
    init_errors2();
    init_api2();
    init_resume();
    init_sidecar_files();
    init_state();
    init_store();
    init_layout();
    init_backend();
    init_volume();
  }
});

// src/app/review.ts
async function reviewQueue(ctx2) {
  let store = await ctx2.volume(), out3 = { sessions: [] };
  for (let row of await sessions(ctx2, { status: "pending" })) {
    let pending = (await loadIndex(store, row.sessionId)).checkpoints.filter((e) => !e.safety && e.approval?.status === "pending");
    out3.sessions.push({
      sessionId: row.sessionId,
      ...row.project ? { project: row.project } : {},
      status: row.status,
      pending: pending.map((e) => ({ id: e.id, trigger: e.trigger, createdAt: e.created_at, ...e.approval?.reason ? { reason: e.approval.reason } : {}, ...e.approval?.policy ? { policy: e.approval.policy } : {} }))
    });
  }
  return out3;
}
async function reviewScreen(ctx2, session) {
  let store = await ctx2.volume(), sessionId = await requireSession(ctx2, store, session), [row] = await sessions(ctx2, { session: sessionId }), own2 = (await loadIndex(store, sessionId)).checkpoints.filter((e) => !e.safety), latest = own2.filter((e) => status2(e) === "pending").at(-1) ?? own2.at(-1);
  if (!row || !latest) throw new CheckpointError("NOT_FOUND", `session ${sessionId} has no checkpoints of its own`, "see `pai-checkpoint sessions`");
  let m2 = await readManifest(store, sessionId, latest.id);
  if (!m2) throw new CheckpointError("NOT_FOUND", `checkpoint ${latest.id} has no manifest (its capture never finished)`, "run `pai-checkpoint verify --repair`");
  let before = own2.filter((e) => e.id < latest.id), base = before.filter((e) => status2(e) === "approved").at(-1) ?? before.filter((e) => status2(e) === "auto_approved").at(-1) ?? before[0], screen = {
    sessionId,
    ...row.project ? { project: row.project } : {},
    status: row.status,
    pending: row.pending,
    checkpoint: { id: latest.id, trigger: latest.trigger, createdAt: latest.created_at, approval: latest.approval ?? m2.approval },
    summary: { turns: m2.conversation.turn_count, tokens: m2.conversation.tokens_used, costUsd: m2.metrics.cost_estimate_usd, files: [] }
  };
  return base ? (screen.base = { id: base.id, approval: status2(base) }, screen.summary.files = (await diffCheckpoints(ctx2, base.id, latest.id)).files ?? []) : (screen.summary.files = (m2.workspace?.uncommitted_files ?? []).map((path) => ({ path })), screen.summary.fromGit = !0), screen;
}
var status2, init_review = __esm({
  "src/app/review.ts"() {
    "use strict";
    init_errors2();
    init_store();
    init_diff();
    init_sessions();
    init_volume();
    status2 = (e) => e.approval?.status ?? "auto_approved";
  }
});

// src/adapters/cli/commands/review.ts
var review_exports = {};
__export(review_exports, {
  printScreen: () => printScreen,
  run: () => run14
});
async function run14(ctx2, o, cli) {
  let interactive = !o.json && (!!cli.ask || !cli.slash && process.stdin.isTTY === !0), session = o.session;
  if (!session) {
    let queue = await reviewQueue(ctx2);
    if (!interactive || queue.sessions.length !== 1) return { data: queue, text: printQueue(queue, ctx2.now()) };
    session = queue.sessions[0].sessionId;
  }
  let screen = await reviewScreen(ctx2, session);
  return interactive ? keyboard(ctx2, cli, screen) : { data: screen, text: printScreen(screen, ctx2.now(), { commands: !0 }) };
}
async function keyboard(ctx2, cli, first) {
  let show = (text4) => process.stderr.write(`${text4}
`), decisions = [], screen = first, redraw = !0;
  for (; ; ) {
    redraw && show(printScreen(screen, ctx2.now())), redraw = !1;
    let key = await readKey(cli, ">"), id = screen.checkpoint.id;
    if (key === "a" || key === "r") {
      let reason = (await ask(cli, key === "a" ? "Reason (optional; Enter for none):" : "Reason (required):", "--json")).trim();
      if (key === "r" && !reason) {
        show("Not rejected: a rejection needs a reason.");
        continue;
      }
      await (key === "a" ? approve(ctx2, id, reason || void 0) : reject(ctx2, id, reason)), decisions.push({ action: key === "a" ? "approve" : "reject", id, ...reason ? { reason } : {} }), show(`${key === "a" ? "Approved" : "Rejected"} ${id}.`), screen = await reviewScreen(ctx2, screen.sessionId), redraw = !0;
    } else if (key === "d" || key === "l")
      screen.base ? show(printDiff(await diffCheckpoints(ctx2, screen.base.id, id, key === "d" ? { patch: !0 } : { conversation: !0 }))) : show(`${id} is the first checkpoint of the session: there is nothing earlier to compare it with.`);
    else if (key === "c") {
      let resumed = await resumeSession(ctx2, { target: screen.sessionId });
      return { data: { sessionId: screen.sessionId, decisions, resumed }, text: [...decisionLines(decisions), printSessionResume(resumed)].join(`
`) };
    } else if (key === "q" || key === "" || key === void 0) {
      let text4 = decisionLines(decisions).join(`
`) || `Left the review of ${screen.sessionId}; nothing decided.`;
      return { data: { sessionId: screen.sessionId, decisions, screen }, text: text4 };
    } else show("Keys: a approve, r reject, d diff, l log, c continue the session, q quit.");
  }
}
function fileLine2(f2) {
  if (!("status" in f2)) return `    - ${f2.path}`;
  let counts = f2.binary ? "binary" : f2.large ? "large" : f2.added === void 0 ? f2.status === "T" ? "file \u2194 symlink" : "symlink" : `+${f2.added}, -${f2.removed}`;
  return `    ${f2.status} ${f2.path} (${counts})`;
}
function printScreen(s3, now, o = {}) {
  let c = s3.checkpoint, pending = s3.pending.length ? ` (${s3.pending.length} pending review)` : "", since = s3.base ? ` since ${s3.base.id} (${s3.base.approval === "approved" || s3.base.approval === "auto_approved" ? `the last ${s3.base.approval.replace("_", "-")}` : "the first of the session"})` : s3.summary.fromGit ? " (git: uncommitted; the first checkpoint of the session)" : "", lines2 = [
    `Session: ${s3.sessionId}${s3.project ? `  (${s3.project})` : ""}`,
    `Status: ${s3.status}${pending}`,
    "",
    `Latest checkpoint: ${c.id}`,
    `  Trigger: ${c.trigger}`,
    `  Created: ${formatAgo(now.getTime() - Date.parse(c.createdAt))} ago (${c.createdAt})`,
    `  Approval: ${approvalText(c.approval)}${c.approval.status === "pending" && c.approval.reason ? ` \u2014 ${c.approval.reason}` : ""}`,
    "",
    "Summary:",
    `  Conversation turns: ${num3(s3.summary.turns)}`,
    `  Tokens used: ${num3(s3.summary.tokens)}`,
    `  Estimated cost: $${s3.summary.costUsd.toFixed(2)}`,
    `  Files modified: ${s3.summary.files.length}${since}`,
    ...s3.summary.files.slice(0, 30).map(fileLine2),
    ...s3.summary.files.length > 30 ? [`    \u2026 and ${s3.summary.files.length - 30} more (pai-checkpoint diff ${s3.base?.id ?? ""} ${c.id})`] : [],
    ""
  ];
  if (!o.commands) lines2.push("Actions:", "  [a]pprove  [r]eject  [d]iff  [l]og  [c]ontinue session  [q]uit");
  else {
    let base = s3.base?.id;
    lines2.push(
      "Actions:",
      `  approve:   pai-checkpoint approve ${c.id} [--reason "\u2026"]`,
      `  reject:    pai-checkpoint reject ${c.id} --reason "\u2026"`,
      ...base ? [`  diff:      pai-checkpoint diff ${base} ${c.id} --patch`, `  log:       pai-checkpoint diff ${base} ${c.id} --conversation`] : [],
      `  continue:  pai-checkpoint resume ${s3.sessionId}`
    );
  }
  return lines2.join(`
`);
}
function printQueue(q2, now) {
  if (q2.sessions.length === 0) return "Nothing awaits review.";
  let rows = q2.sessions.flatMap((s3) => s3.pending.map((p2) => [s3.sessionId.slice(0, 8), p2.id, p2.trigger, `${formatAgo(now.getTime() - Date.parse(p2.createdAt))} ago`, p2.reason ?? "", s3.project ?? "-"]));
  return `${table(["SESSION", "CHECKPOINT", "TRIGGER", "AGE", "WHY", "PROJECT"], rows)}

\`pai-checkpoint review <session>\` shows one session's review screen.`;
}
var decisionLines, num3, init_review2 = __esm({
  "src/adapters/cli/commands/review.ts"() {
    "use strict";
    init_diff();
    init_facts2();
    init_resume2();
    init_review();
    init_resume();
    init_context2();
    init_print();
    decisionLines = (ds2) => ds2.map((d) => `${d.action === "approve" ? "Approved" : "Rejected"} ${d.id}${d.reason ? ` (${d.reason})` : ""}.`), num3 = (n) => n.toLocaleString("en-US");
  }
});

// src/adapters/cli/commands/diff.ts
var diff_exports = {};
__export(diff_exports, {
  run: () => run15
});
async function run15(ctx2, o) {
  let r = await diffCheckpoints(ctx2, o.a, o.b, o);
  return { data: r, text: printDiff(r) };
}
var init_diff2 = __esm({
  "src/adapters/cli/commands/diff.ts"() {
    "use strict";
    init_diff();
    init_print();
  }
});

// src/adapters/cli/commands/env.ts
var env_exports = {};
__export(env_exports, {
  run: () => run16
});
async function run16(ctx2, o) {
  if (o.action === "show") {
    if (!o.a || o.b) throw new CheckpointError("USAGE", "env show takes one checkpoint", "pai-checkpoint env show <id> [--full]");
    let r = await envShow(ctx2, o.a, o), sections = flattenEnvironment(r.environment), lists = r.environment.package_lists ?? {};
    sections.delete("package_lists");
    let lines2 = [`Environment of ${r.id} (captured ${r.environment.captured_at})`];
    for (let s3 of sectionOrder(sections.keys())) {
      lines2.push(`  ${s3}:`);
      for (let [k2, v2] of sections.get(s3)) lines2.push(`    ${k2 ? `${k2}: ` : ""}${v2}`);
    }
    lines2.push(...listLines(lists, !!o.full));
    for (let [kind, text4] of Object.entries(r.lists ?? {})) lines2.push("", `${kind === "pip" ? "pip freeze" : "npm packages"} (${lists[kind]?.count ?? 0}):`, ...text4.trimEnd().split(`
`).map((l) => `  ${l}`));
    return { data: r, text: lines2.join(`
`) };
  }
  if (o.action === "diff") {
    if (!o.a || !o.b) throw new CheckpointError("USAGE", "env diff takes two checkpoints", "pai-checkpoint env diff <a> <b>");
    let r = await envDiff(ctx2, o.a, o.b);
    return { data: r, text: [`Environment: ${r.a} \u2192 ${r.b}`, ...printEnvChanges(r.changes)].join(`
`) };
  }
  throw new CheckpointError("USAGE", `unknown env action "${o.action}"`, "pai-checkpoint env show <id> | env diff <a> <b>");
}
function listLines(lists, full) {
  let entries = Object.entries(lists);
  return entries.length === 0 ? [] : ["  full package lists (stored once on the volume):", ...entries.map(([kind, l]) => `    ${kind === "pip" ? "pip freeze" : "npm packages"}: ${l.count} (sha256 ${l.sha256.slice(0, 12)}\u2026${full ? "" : "; --full lists them"})`)];
}
var init_env2 = __esm({
  "src/adapters/cli/commands/env.ts"() {
    "use strict";
    init_env();
    init_errors2();
    init_environment3();
    init_print();
  }
});

// src/app/inspect.ts
async function inspect(ctx2, id) {
  let store = await ctx2.volume(), found = await findCheckpoint(store, id), fullId = found?.entry.id ?? id, dir2 = ctx2.paths.checkpointsDir, record3 = findRecord(dir2, fullId);
  !record3 && !found && (record3 = resolveRecord(dir2, id));
  let result2 = { id: record3?.record.id ?? fullId, children: [], isCheckpointRef: !1, lineage: {} };
  if (found) {
    try {
      let m2 = await readManifest(store, found.sessionId, found.entry.id);
      if (m2) {
        let { facts, problems } = await readFacts(store, found.sessionId, m2.id);
        for (let p2 of problems) ctx2.warn(`a fact of ${m2.id} could not be read (${p2.key}: ${p2.error}); left out`);
        let summary = m2.parts["summary.json"] ? await readSummary(store, m2).catch((err) => ctx2.warn(`the summary of ${m2.id} could not be read: ${errorMessage(err)}`)) : void 0;
        result2.checkpoint = { ...withFacts(m2, facts), ...summary ? { session_summary: summary } : {} };
      }
    } catch (err) {
      throw new CheckpointError("INVALID_DATA", `checkpoint ${found.entry.id}: ${errorMessage(err)}`, "run `pai-checkpoint verify` on it");
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
    result2.record = record3.record, result2.file = (0, import_node_path59.join)(dir2, record3.file);
    try {
      result2.isCheckpointRef = readCheckpointRef(ctx2.paths.seedPath) === record3.record.id;
    } catch (err) {
      ctx2.warn(errorMessage(err));
    }
  }
  return result2;
}
var import_node_path59, init_inspect = __esm({
  "src/app/inspect.ts"() {
    "use strict";
    import_node_path59 = require("node:path");
    init_errors2();
    init_api2();
    init_seed();
    init_facts();
    init_store();
    init_records();
    init_volume();
    init_summary2();
  }
});

// src/adapters/cli/commands/inspect.ts
var inspect_exports = {};
__export(inspect_exports, {
  printInspect: () => printInspect,
  run: () => run17
});
async function run17(ctx2, o) {
  let r = await inspect(ctx2, o.id);
  return { data: r, text: printInspect(r) };
}
function provenanceLine(m2) {
  let p2 = m2.provenance;
  return p2 ? p2.kind === "safety" ? [`Origin:    a safety copy of the folder, taken before ${String(p2.reason ?? "a restore or rollback")} (never picked by resume)`] : p2.resumed_from ? [`Origin:    taken when resuming from ${String(p2.resumed_from)} with ${JSON.stringify(p2.overrides ?? {})}`] : [`Origin:    ${JSON.stringify(p2)}`] : [];
}
function contextLine2(m2) {
  let c = m2.conversation.context;
  if (!c) return [];
  let k2 = (n) => n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(n);
  return [`Context:   ${k2(c.tokens_used)} of ${k2(c.window)} tokens (${c.budget_percent} %)${c.model ? ` on ${c.model}` : ""}; ${c.compactions} compaction(s)${c.compression_applied ? ", one since the previous checkpoint" : ""}`];
}
function printInspect(r) {
  let lines2 = [`Checkpoint ${r.id}${r.isCheckpointRef ? " \u2014 seed.json checkpointRef" : ""}`], m2 = r.checkpoint;
  if (m2) {
    lines2.push(
      `Session:   ${m2.session_id}`,
      `Created:   ${m2.created_at} (${m2.trigger}${m2.name ? `, "${m2.name}"` : ""})`,
      ...m2.risky ? [`Before:    \`${m2.risky.command.replace(/\s+/g, " ").slice(0, 200)}\` (${m2.risky.rule}): the files as they were before it ran`] : [],
      `Lineage:   parent ${m2.parent_checkpoint_id ?? "none"}, depth ${m2.checkpoint_chain_depth}, children ${r.children.length ? r.children.join(", ") : "none"}; previous/next in its session: ${r.lineage.previous ?? "none"} / ${r.lineage.next ?? "none (latest)"}`,
      `Approval:  ${approvalText(m2.approval)}${m2.tags.length ? `; tags ${m2.tags.join(", ")}` : ""}`,
      ...m2.linked_issues.length ? [`Issues:    ${m2.linked_issues.map(issueText).join(", ")}`] : [],
      ...provenanceLine(m2),
      `Conversation: ${m2.conversation.turn_count} turn(s), ${m2.conversation.tokens_used} tokens, ~$${m2.metrics.cost_estimate_usd.toFixed(2)}${m2.conversation.has_resume_token ? ", transcript stored (resumable anywhere)" : ""}`,
      ...contextLine2(m2)
    ), m2.workspace && lines2.push(`Workspace: ${m2.workspace.root ?? ""} \u2014 ${m2.workspace.file_count} files, ${formatBytes(m2.workspace.size_bytes)}${m2.workspace.reused_from ? ` (unchanged since ${String(m2.workspace.reused_from)})` : ""}; uncommitted: ${m2.workspace.uncommitted_files.length ? m2.workspace.uncommitted_files.slice(0, 8).join(", ") : "none"}`), m2.git && lines2.push(`Git:       ${m2.git.branch ?? "(detached)"} @ ${m2.git.head?.slice(0, 12) ?? "(no commits)"}${m2.git.dirty ? ", dirty" : ""}${m2.git.has_stash ? ", stash" : ""}${m2.git && typeof m2.git.unpushed_commits == "number" && m2.git.unpushed_commits > 0 ? `, ${m2.git.unpushed_commits} unpushed commit(s) in the bundle` : ""}`), m2.environment?.claude_code && lines2.push(`Claude Code: ${m2.environment.claude_code.version}`), lines2.push("Parts:");
    for (let [name2, p2] of Object.entries(m2.parts)) lines2.push(`  ${name2.padEnd(28)} ${formatBytes(p2.size).padStart(10)}  sha256:${p2.sha256.slice(0, 16)}\u2026`);
    m2.annotations.length && lines2.push(`Annotations (${m2.annotations.length}):`, ...m2.annotations.map(annotationLine));
    let warnings = Array.isArray(m2.warnings) ? m2.warnings : [];
    for (let w2 of warnings) lines2.push(`warning: ${w2}`);
    let summary = m2.session_summary;
    typeof summary?.markdown == "string" && lines2.push("", `Summary (${String(summary.engine ?? "builtin")}):`, summary.markdown.trimEnd());
  } else
    lines2.push("(no session checkpoint on the volume: phase record only)");
  if (r.record) {
    let meta2 = metadataOf(r.record);
    lines2.push("", `Phase record: ${r.file} (${r.record.completed ? "completed" : "unfinished"})`), m2 || lines2.push(`Previous/next in its session: ${r.lineage.previous ?? "none"} / ${r.lineage.next ?? "none (latest)"}`), meta2.trigger && lines2.push(`Trigger:   ${meta2.trigger}`), lines2.push("", renderResumeContext(r.record));
  }
  return lines2.join(`
`);
}
var init_inspect2 = __esm({
  "src/adapters/cli/commands/inspect.ts"() {
    "use strict";
    init_format();
    init_inspect();
    init_schema();
    init_resume();
    init_print();
  }
});

// src/adapters/cli/commands/memory.ts
var memory_exports = {};
__export(memory_exports, {
  printRecall: () => printRecall,
  printShow: () => printShow,
  run: () => run18
});
async function run18(ctx2, o, cli) {
  let allowed = FLAGS_OF[o.action];
  if (!allowed) throw new CheckpointError("USAGE", `unknown memory action "${o.action}"`, `type one of: ${ACTIONS}`);
  for (let flag of ["limit", "user", "session"])
    if (o[flag] !== void 0 && !allowed.includes(flag)) throw new CheckpointError("USAGE", `--${flag} is not for memory ${o.action}`, `it goes with ${Object.keys(FLAGS_OF).filter((a) => FLAGS_OF[a].includes(flag)).map((a) => `memory ${a}`).join(" and ")}`);
  if (o.limit !== void 0 && (!Number.isInteger(o.limit) || o.limit < 1)) throw new CheckpointError("USAGE", `--limit must be a whole number of at least 1, got ${o.limit}`);
  let words = [o.key, o.value].filter((w2) => w2 !== void 0).join(" ");
  switch (o.action) {
    case "save": {
      if (o.key === void 0) throw new CheckpointError("USAGE", "memory save needs a key and a value", 'memory save <key> "<value>": conventions.testing "pytest", architecture "\u2026", gotchas "\u2026"');
      if (o.value === void 0) throw new CheckpointError("USAGE", `memory save ${o.key}: the value is missing (or empty)`, `memory save ${o.key} "<value>"; to remove it: memory forget ${o.key}`);
      return withProblems(printSave(await saveMemory(ctx2, o.key, o.value, o)), cli);
    }
    case "forget":
      if (!words.trim()) throw new CheckpointError("USAGE", "memory forget needs the key of what to forget", "memory forget <key> (`pai-checkpoint memory show` lists them), memory forget gotchas.<n>, or memory forget gotchas (all)");
      return withProblems(printForget(await forgetMemory(ctx2, words, o)), cli);
    case "recall": {
      if (!words.trim()) throw new CheckpointError("USAGE", "memory recall needs a query", 'memory recall <words> (all must match) or "a phrase"');
      let r = await recallMemory(ctx2, words, o);
      return { ...withProblems({ data: r, text: printRecall(r) }, cli), exitCode: r.total ? EXIT.OK : EXIT.NOT_FOUND };
    }
    default:
      if (words) throw new CheckpointError("USAGE", `memory show takes no argument (got "${truncate(words, 40)}")`, "memory recall <query> searches the memory; --project <id> shows another project's");
      return withProblems(printShow(await showMemory(ctx2, o), o.limit ?? 10), cli);
  }
}
function withProblems(out3, cli) {
  for (let p2 of out3.data.problems) cli.warnings.push(`left out of the memory: ${p2.key}: ${p2.error}`);
  return out3;
}
function printSave(r) {
  let text4 = r.gotcha === void 0 ? `Saved ${r.key} in the memory of ${r.project}.` : r.known ? `The memory of ${r.project} already had this gotcha (gotcha ${r.gotcha}); it keeps its first date.` : `Added gotcha ${r.gotcha} to the memory of ${r.project}.`;
  return { data: r, text: text4 };
}
function printForget(r) {
  let what = r.gotcha !== void 0 ? `the gotcha "${truncate(r.gotcha, 60)}"` : r.key === "gotchas" ? `every gotcha (${r.removed})` : `${r.key}${r.removed > 1 ? ` (${r.removed} items)` : ""}`;
  return { data: r, text: `Forgot ${what} from the memory of ${r.project}.` };
}
function printShow(r, sessions2, width = 100) {
  let items = memoryEntries(r.memory).filter((e) => e.kind !== "session"), history = r.memory.session_history;
  if (items.length === 0 && history.length === 0)
    return { data: r, text: `The memory of ${r.project} is empty. Save what the next session should know: \`pai-checkpoint memory save conventions.testing "<how tests are run>"\`.` };
  let lines2 = [`Memory of ${r.project} (last updated ${r.memory.last_updated ?? "never"}).`];
  if (items.length) {
    let keyWidth = Math.max(3, ...items.map((e) => e.key.length)), rows = items.map((e) => {
      let g2 = e.kind === "gotcha" ? r.memory.knowledge.gotchas[Number(e.key.slice(8)) - 1] : void 0, found = g2?.discovered_in ? ` (found in ${g2.discovered_in})` : "";
      return [e.key, truncate(flat(e.text) + found, Math.max(20, width - keyWidth - 2))];
    });
    lines2.push("", table(["KEY", "VALUE"], rows));
  }
  if (history.length) {
    let shown = history.slice(-sessions2).reverse(), more = shown.length < history.length ? ` (${shown.length} of ${history.length}; --limit <n> shows more)` : "";
    lines2.push("", `Sessions, newest first${more}:`, table(["WHEN", "OUTCOME", "SESSION", "SUMMARY"], shown.map((h) => [h.timestamp.slice(0, 16).replace("T", " "), h.outcome, h.session_id, truncate(flat(h.summary) || "-", 60)])));
  }
  return { data: r, text: lines2.join(`
`) };
}
function printRecall(r, width = 100) {
  if (r.matches.length === 0) return `Nothing in the memory of ${r.project} matches '${r.query.replace(/'/g, "'\\''")}'. (\`pai-checkpoint memory show\` lists all of it.)`;
  let rows = r.matches.map((m2) => [m2.key, m2.kind, String(m2.score), flat(m2.text)]), fixed = ["KEY", "KIND", "SCORE"].reduce((n, h, i) => n + Math.max(h.length, ...rows.map((c) => c[i].length)) + 2, 0);
  for (let c of rows) c[3] = truncate(c[3], Math.max(20, width - fixed));
  let more = r.total > r.matches.length ? `

The best ${r.matches.length} of ${r.total} matches; --limit <n> shows more.` : "";
  return `${table(["KEY", "KIND", "SCORE", "TEXT"], rows)}${more}`;
}
var ACTIONS, FLAGS_OF, flat, init_memory2 = __esm({
  "src/adapters/cli/commands/memory.ts"() {
    "use strict";
    init_memory();
    init_errors2();
    init_recall();
    init_context2();
    ACTIONS = 'memory save <key> "<value>", memory recall "<query>", memory show, memory forget <key>', FLAGS_OF = { save: ["user", "session"], forget: ["user"], recall: ["limit"], show: ["limit"] };
    flat = (s3) => s3.replace(/\s+/g, " ").trim();
  }
});

// src/adapters/cli/commands/summary.ts
var summary_exports = {};
__export(summary_exports, {
  run: () => run19
});
async function run19(ctx2, o) {
  let r = await summaryOf(ctx2, o.target ?? pickSession(ctx2).sessionId);
  return { data: r, text: r.markdown.trimEnd() };
}
var init_summary3 = __esm({
  "src/adapters/cli/commands/summary.ts"() {
    "use strict";
    init_session_pick();
    init_summary2();
  }
});

// src/app/save.ts
async function save2(ctx2, options = {}) {
  let result2 = await saveRecord(ctx2, options);
  try {
    result2.checkpoint = await create2(ctx2, { session: result2.sessionId, trigger: "manual", ...result2.record ? { id: result2.record.id } : {}, ...options.name ? { name: options.name } : {} }), result2.id = result2.checkpoint.id;
  } catch (err) {
    result2.checkpointError = errorMessage(err);
  }
  return result2;
}
async function saveRecord(ctx2, options) {
  if (options.phase !== void 0 && (!Number.isInteger(options.phase) || options.phase < 1 || options.phase > 7))
    throw new CheckpointError("USAGE", `--phase must be a number from 1 to 7, got ${options.phase}`);
  let { sessionId } = pickSession(ctx2, options.session);
  return withLockAsync(sessionLockPath(ctx2.paths, sessionId), async () => {
    let state = loadSession(ctx2.paths, sessionId) ?? newSession(sessionId, ctx2.cwd, ctx2.project, ctx2.now());
    await catchUp(ctx2, state), options.task !== void 0 && options.task.trim() && (state.task = options.task.trim());
    let result2 = { sessionId, taskSummary: taskSummary(state) };
    options.name && (result2.name = options.name);
    let inPhase = state.phase !== void 0 && !state.runCompleted;
    if (options.phase !== void 0 || inPhase) {
      let phaseNumber = options.phase ?? state.phase.number, phase = phaseName(phaseNumber);
      options.phase !== void 0 && (state.phase = { number: phaseNumber, name: phase, at: ctx2.now().toISOString() });
      let rec = await writeRecord(ctx2, state, phaseNumber, { trigger: "manual", extra: options.name ? { name: options.name } : {} });
      result2.record = { id: rec.checkpointId, file: rec.file, phaseNumber, phase }, result2.id = rec.checkpointId;
    }
    return saveSession(ctx2.paths, state), result2;
  }, { timeoutMs: 5e3 });
}
var init_save = __esm({
  "src/app/save.ts"() {
    "use strict";
    init_errors2();
    init_lock();
    init_schema();
    init_state();
    init_tracker();
    init_create2();
    init_session_pick();
  }
});

// src/adapters/cli/commands/save.ts
var save_exports = {};
__export(save_exports, {
  printSave: () => printSave2,
  run: () => run20
});
async function run20(ctx2, o) {
  let r = await save2(ctx2, o);
  return { data: r, text: printSave2(r), exitCode: r.checkpointError ? EXIT.FAILURE : EXIT.OK };
}
function printSave2(r) {
  let what = r.record ? `Phase ${r.record.phaseNumber} ${r.record.phase}` : "no Algorithm phase in progress (session checkpoint only)";
  return [
    `Checkpoint saved: ${r.id ?? "(phase record only)"}${r.name ? ` "${r.name}"` : ""} \u2014 ${what}${r.taskSummary ? ` (${r.taskSummary})` : ""}`,
    r.checkpoint ? `Session checkpoint: ${r.checkpoint.parts} parts, ${formatBytes(r.checkpoint.sizeBytes)}${r.checkpoint.reusedWorkspace ? " (workspace unchanged)" : ""}.` : `Session checkpoint FAILED${r.record ? " (only the phase record was saved)" : ""}: ${r.checkpointError ?? "unknown error"}`,
    ...r.id ? [r.record ? `Resume with: /checkpoint:resume ${r.id}` : `Restore its files with: \`pai-checkpoint restore ${r.id}\``] : []
  ].join(`
`);
}
var init_save2 = __esm({
  "src/adapters/cli/commands/save.ts"() {
    "use strict";
    init_format();
    init_save();
    init_errors2();
  }
});

// src/app/resume-context.ts
function recordOrSession(ctx2, id) {
  try {
    return resolveRecord(ctx2.paths.checkpointsDir, id).record;
  } catch (err) {
    if (!(err instanceof CheckpointError) || err.code !== "NOT_FOUND" || id.length < 4) throw err;
    let records = scanCheckpoints({}, { checkpointsDir: ctx2.paths.checkpointsDir }).records.map((r) => r.record).filter((r) => r.sessionId.startsWith(id)), sessions2 = [...new Set(records.map((r) => r.sessionId))];
    if (sessions2.length > 1) throw new CheckpointError("AMBIGUOUS", `"${id}" starts ${sessions2.length} sessions: ${sessions2.slice(0, 5).join(", ")}`, "type more characters of the session id");
    let newest = (list4) => list4.sort((a, b2) => a.id < b2.id ? 1 : -1)[0], found = newest(records.filter((r) => !r.completed)) ?? newest(records);
    if (!found) throw err;
    return found;
  }
}
async function resumeContext(ctx2, options = {}) {
  let sessionId = ctx2.env.CLAUDE_CODE_SESSION_ID, current = sessionId && loadSession(ctx2.paths, sessionId) || newSession(sessionId || "cli", ctx2.cwd, ctx2.project, ctx2.now()), record3, crashedAgo;
  if (options.id)
    record3 = recordOrSession(ctx2, options.id);
  else {
    let config2 = await ctx2.config(), offer = findOffer(ctx2, current, config2.session.staleSeconds * 1e3);
    if (!offer) return {};
    record3 = offer.record, offer.crashed && (crashedAgo = formatAgo(offer.crashed.agoMs));
  }
  let summary = record3.completed ? void 0 : await latestSummary(ctx2, record3.sessionId), openTasks = record3.completed ? [] : record3.iscCriteria.filter((c) => c.status !== "completed").map((c) => ({ subject: c.subject, status: c.status })), result2 = { record: record3, context: renderResumeContext(record3, { crashedAgo, summary }), openTasks };
  return options.printOnly || !sessionId || record3.sessionId === sessionId || record3.completed || (result2.adopted = await withLockAsync(sessionLockPath(ctx2.paths, sessionId), async () => {
    let state = loadSession(ctx2.paths, sessionId) ?? current;
    delete state.offered;
    let meta2 = metadataOf(record3);
    state.phase = { number: record3.phaseNumber, name: record3.phase, at: ctx2.now().toISOString() }, state.completedPhases = meta2.completedPhases ?? [], state.runRecordIds = [], record3.taskSummary && (state.task = record3.taskSummary);
    let extra = { resumedFrom: record3.id };
    meta2.name && (extra.name = meta2.name);
    let rec = await writeRecord(ctx2, state, record3.phaseNumber, { trigger: "resume", task: record3.taskSummary, criteria: record3.iscCriteria, extra });
    return saveSession(ctx2.paths, state), completeCheckpointSync(record3.id, recordOptions(ctx2)), { sessionId, newId: rec.checkpointId, closedId: record3.id };
  }, { timeoutMs: 5e3 })), result2;
}
var init_resume_context = __esm({
  "src/app/resume-context.ts"() {
    "use strict";
    init_errors2();
    init_lock();
    init_api2();
    init_schema();
    init_resume();
    init_state();
    init_tracker();
    init_records();
    init_summary2();
  }
});

// src/adapters/cli/commands/resume.ts
var resume_exports = {};
__export(resume_exports, {
  printResume: () => printResume,
  run: () => run21
});
async function run21(ctx2, o, cli) {
  let inSession = ctx2.env.CLAUDE_CODE_SESSION_ID, terminal = TERMINAL.some((k2) => o[k2] !== void 0);
  if (o.context || o.printOnly || !terminal && (cli.slash || inSession)) {
    let r2 = await resumeContext(ctx2, { ...o.target ? { id: o.target } : {}, ...o.printOnly || o.context && !inSession ? { printOnly: !0 } : {} });
    return { data: r2, text: printResume(r2) };
  }
  let { context: _context, printOnly: _printOnly, ...options } = o, r = await resumeSession(ctx2, { ...options, attach: !!(process.stdin.isTTY && process.stdout.isTTY) });
  return { data: r, text: printSessionResume(r), exitCode: r.started ? r.exitCode ?? 0 : EXIT.OK };
}
function printResume(r) {
  if (!r.record || !r.context) return "Nothing to resume: no unfinished checkpoint.";
  let lines2 = [r.context];
  return r.openTasks?.length && lines2.push("", "Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:", ...r.openTasks.map((t, i) => `${i + 1}. ${t.subject}${t.status === "in_progress" ? " (in progress: set it so with TaskUpdate)" : ""}`)), r.adopted && lines2.push("", `This session now carries the work on (checkpoint ${r.adopted.newId}); ${r.adopted.closedId} is closed.`), lines2.join(`
`);
}
var TERMINAL, init_resume3 = __esm({
  "src/adapters/cli/commands/resume.ts"() {
    "use strict";
    init_resume2();
    init_resume_context();
    init_errors2();
    init_print();
    TERMINAL = ["print", "from", "to", "yes", "restoreWorkspace", "set", "force", "noTmux", "noMcp", "fork"];
  }
});

// src/adapters/cli/commands/restore.ts
var restore_exports = {};
__export(restore_exports, {
  printRestore: () => printRestore,
  run: () => run22
});
async function run22(ctx2, o) {
  let r = await restore(ctx2, o);
  return { data: r, text: printRestore(r) };
}
function printRestore(r) {
  let lines2 = [`Restored checkpoint ${r.id} (session ${r.sessionId}) into ${r.target}`];
  r.git && lines2.push(`  git: ${r.git.action}${r.git.unpushedRestored ? `; ${r.git.unpushedRestored} unpushed commit(s) from the bundle` : ""}${r.git.stashesRestored ? `; ${r.git.stashesRestored} stash(es)` : ""}`), r.workspace && lines2.push(`  files: ${r.workspace.files} file(s), ${r.workspace.links} link(s)${r.workspace.replaced ? `, ${r.workspace.replaced} replaced` : ""}${r.deleted ? `, ${r.deleted} deleted again (deleted at capture time)` : ""}${r.workspace.strippedModes ? `; setuid/setgid bits not restored on ${r.workspace.strippedModes} file(s)` : ""}`), r.transcript && r.transcript.action !== "none in checkpoint" && lines2.push(`  transcript: ${r.transcript.action} (${r.transcript.path})`), r.transcript?.relocated && lines2.push(`  ${printRelocated(r.transcript.relocated)}`), r.safetyCheckpoint && lines2.push(`  the files that were there are in safety checkpoint ${r.safetyCheckpoint} (\`pai-checkpoint restore ${r.safetyCheckpoint} --to <dir>\` gets them back)`), r.displaced && lines2.push(`  ${r.displaced.paths.length} thing(s) that were in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}: ${r.displaced.paths.slice(0, 5).join(", ")}${r.displaced.paths.length > 5 ? ", \u2026" : ""}`), lines2.push(...printMcp(r.mcp, "  ")), r.tmux && lines2.push(`  tmux: session ${r.tmux.session} recreated (${r.tmux.windows} window(s), ${r.tmux.panes} pane(s)): ${r.tmux.attach.map(shellQuote).join(" ")}`);
  for (let w2 of r.warnings) lines2.push(`warning: ${w2}`);
  return r.next && lines2.push(`Next: ${r.next}`), lines2.join(`
`);
}
var init_restore3 = __esm({
  "src/adapters/cli/commands/restore.ts"() {
    "use strict";
    init_restore2();
    init_hint();
    init_print();
  }
});

// src/app/rollback.ts
async function rollback(ctx2, o) {
  let config2 = await ctx2.config(), plan = await planRollback(ctx2, o.id), { id, m: m2, workspace } = plan;
  if (!await confirm(ctx2, `Roll ${workspace} back to checkpoint ${id} (${m2.created_at})? Current files are saved first.`, o.yes))
    throw new CheckpointError("USAGE", "rollback cancelled; nothing changed");
  let safety = await safetyCapture(ctx2, plan.sessionId, `rollback-safety-${id.slice(-8)}`)(workspace), before = await listWorkspace(workspace, { excludes: config2.capture.excludes }), done = { safety, ...plan.inRepo ? await stashChanges(workspace, id) : { stashed: !1 }, tmp: await makeWorkDir(ctx2.paths.scratchDir, "rollback") };
  try {
    let { report, archived } = await restoreSnapshot(plan, done), createdSince = before.files.map((f2) => f2.path).filter((p2) => !archived.has(p2)), result2 = rollbackResult(plan, done, report, createdSince);
    return await rollbackMcp(ctx2, plan, done.safety, result2, o.noMcp), result2;
  } catch (err) {
    throw await undo(plan, done, err), new CheckpointError("IO", `rollback failed and was undone: ${errorMessage(err)}`, `nothing changed; the safety checkpoint ${safety.id} was kept`);
  } finally {
    await (0, import_promises19.rm)(done.tmp, { recursive: !0, force: !0 });
  }
}
async function planRollback(ctx2, idOrPrefix) {
  let store = await ctx2.volume(), found = await requireCheckpoint(store, idOrPrefix), { sessionId } = found, id = found.entry.id, v2 = await verifyCheckpoint(store, sessionId, id);
  if (!v2.ok || !v2.manifest) throw new CheckpointError("INVALID_DATA", `checkpoint ${id} does not verify (${v2.problems.map((p2) => `${p2.part}: ${p2.error}`).join("; ")})`);
  let m2 = v2.manifest;
  if (!m2.workspace || !m2.parts["workspace.tar.zst"] && !contentTreeOf(m2)) throw new CheckpointError("USAGE", `checkpoint ${id} has no workspace snapshot to roll back to`);
  let recorded = defaultTarget(m2);
  if (!recorded) throw new CheckpointError("USAGE", `checkpoint ${id} records no workspace folder`);
  let workspace = assertRestoreTarget(recorded, ctx2.env.HOME || (0, import_node_os18.homedir)());
  if (!(0, import_node_fs57.existsSync)(workspace)) throw new CheckpointError("NOT_FOUND", `workspace ${workspace} does not exist`, `use \`pai-checkpoint restore ${id} --to <dir>\``);
  return { store, sessionId, id, m: m2, workspace, inRepo: (0, import_node_fs57.existsSync)((0, import_node_path60.join)(workspace, ".git")) };
}
async function stashChanges(workspace, id) {
  let before = await git5(workspace, ["stash", "list"]).catch(() => ""), message = `pai-checkpoint rollback to ${id}`;
  await git5(workspace, ["stash", "push", "-u", "-q", "-m", message]).catch(() => {
  });
  let stashed = await git5(workspace, ["stash", "list"]).catch(() => "") !== before;
  return stashed ? { stashed, stash: { ref: "stash@{0}", message } } : { stashed };
}
async function restoreSnapshot({ store, sessionId, id, m: m2, workspace }, { safety, tmp }) {
  let tree = contentTreeOf(m2);
  if (tree) {
    let content = contentVolume(store, m2), checked = await checkedTree(content, tree);
    return { report: await commitStaged(await stageContent(content, checked, workspace), safety.held), archived: new Set(treePaths(checked)) };
  }
  let archive = (0, import_node_path60.join)(tmp, "workspace.tar.zst");
  if (!await download(store, partKey(sessionId, id, "workspace.tar.zst"), archive)) throw new CheckpointError("NOT_FOUND", `the workspace archive of ${id} is missing`);
  let unpacked = typeof m2.workspace.unpacked_bytes == "number" ? m2.workspace.unpacked_bytes : void 0;
  return { report: await extractWorkspace(archive, workspace, { held: safety.held, maxTarBytes: expansionLimit(unpacked, m2.workspace.file_count, m2.parts["workspace.tar.zst"].size) }), archived: await listArchive(archive) };
}
async function rollbackMcp(ctx2, { store, sessionId, m: m2, workspace }, safety, result2, skip) {
  let mcp = await mcpRestoreOptions(ctx2, skip);
  if (!mcp) return;
  let placed = await restoreMcpState(await readMcpStates(store, sessionId, m2), { ...mcp, target: workspace, home: ctx2.env.HOME || (0, import_node_os18.homedir)(), claudeDir: resolveClaudeDir(ctx2.env), held: safety.held, displacedDir: result2.displaced?.dir });
  placed.servers.length && (result2.mcp = placed.servers);
  for (let w2 of placed.warnings) ctx2.warn(w2);
  placed.displaced && (result2.displaced = { dir: placed.displaced.dir, paths: [...result2.displaced?.paths ?? [], ...placed.displaced.paths].sort() });
}
function rollbackResult({ id, workspace }, { safety, stashed, stash }, report, createdSince) {
  let result2 = {
    id,
    workspace,
    safetyCheckpoint: safety.id,
    stashed,
    restoredFiles: report.files,
    createdSince: createdSince.sort(),
    resumeHint: `\`pai-checkpoint resume ${id}\`   (undo: \`pai-checkpoint rollback ${safety.id} --yes\`${stash ? `; your changes are also in ${stash.ref} "${stash.message}"` : ""})`
  };
  return stash && (result2.stash = stash), report.displaced && (result2.displaced = report.displaced), result2;
}
async function undo({ store, sessionId, workspace, inRepo }, { safety, stashed, tmp }, err) {
  try {
    if (inRepo)
      await git5(workspace, ["checkout", "-q", "--", "."]).catch(() => {
      }), await git5(workspace, ["clean", "-q", "-fd"]).catch(() => {
      }), stashed && await git5(workspace, ["stash", "pop", "-q", "--index"]);
    else {
      let sm = await readManifest(store, sessionId, safety.id), tree = sm ? contentTreeOf(sm) : void 0, content = sm ? contentVolume(store, sm) : store;
      if (tree) await commitStaged(await stageContent(content, await checkedTree(content, tree), workspace), safety.held);
      else {
        let archive = (0, import_node_path60.join)(tmp, "safety.tar.zst");
        if (!await download(store, partKey(sessionId, safety.id, "workspace.tar.zst"), archive)) throw new Error(`the safety checkpoint ${safety.id} has no workspace archive`);
        await extractWorkspace(archive, workspace, { held: safety.held });
      }
    }
  } catch (undoErr) {
    throw new CheckpointError("IO", `rollback failed (${errorMessage(err)}) and putting things back failed too (${errorMessage(undoErr)})`, `your state is in checkpoint ${safety.id}${stashed ? " and in `git stash list`" : ""}: \`pai-checkpoint restore ${safety.id}\``);
  }
}
async function commitStaged(staged, held) {
  try {
    return await staged.commit({ held: new Set(held) });
  } finally {
    await staged.discard();
  }
}
async function listArchive(archive) {
  let tar = await Promise.resolve().then(() => (init_index_min(), index_min_exports)), paths = /* @__PURE__ */ new Set(), parser = new tar.Parser({
    onReadEntry: (entry2) => {
      entry2.type !== "Directory" && !entry2.path.includes("PaxHeaders") && !entry2.path.endsWith("/") && paths.add(entry2.path), entry2.resume();
    }
  }), stream = decompressStream({ file: archive }, { purpose: "list a workspace archive" });
  return await new Promise((resolve13, reject2) => {
    parser.on("error", reject2), parser.once("end", () => resolve13()), stream.once("error", reject2), stream.pipe(parser);
  }).finally(() => stream.destroy()), paths;
}
var import_node_child_process15, import_node_fs57, import_promises19, import_node_os18, import_node_path60, import_node_util8, run23, git5, init_rollback = __esm({
  "src/app/rollback.ts"() {
    "use strict";
    import_node_child_process15 = require("node:child_process"), import_node_fs57 = require("node:fs"), import_promises19 = require("node:fs/promises"), import_node_os18 = require("node:os"), import_node_path60 = require("node:path"), import_node_util8 = require("node:util");
    init_errors2();
    init_workspace();
    init_extract2();
    init_mcp3();
    init_paths();
    init_restore();
    init_target();
    init_store();
    init_content();
    init_tier();
    init_layout();
    init_codec();
    init_workdir();
    init_context();
    init_restore2();
    init_volume();
    run23 = (0, import_node_util8.promisify)(import_node_child_process15.execFile), git5 = (cwd, args) => run23("git", args, { cwd, env: { ...process.env, LC_ALL: "C" } }).then((r) => r.stdout.trim());
  }
});

// src/adapters/cli/commands/rollback.ts
var rollback_exports = {};
__export(rollback_exports, {
  printRollback: () => printRollback,
  run: () => run24
});
async function run24(ctx2, o) {
  let r = await rollback(ctx2, o);
  return { data: r, text: printRollback(r) };
}
function printRollback(r) {
  let lines2 = [`Rolled ${r.workspace} back to ${r.id}: ${r.restoredFiles} file(s) restored.`, `Safety checkpoint of the state before: ${r.safetyCheckpoint}.`];
  return r.stash && lines2.push(`Your changes were stashed: ${r.stash.ref} "${r.stash.message}" (git stash list; git stash pop brings them back).`), r.createdSince.length && lines2.push(`${r.createdSince.length} file(s) created since the checkpoint ${r.stashed ? "are in the stash" : "were left in place"}: ${r.createdSince.slice(0, 10).join(", ")}${r.createdSince.length > 10 ? ", \u2026" : ""}`), r.displaced && lines2.push(`${r.displaced.paths.length} thing(s) in the way and in no checkpoint were moved, not deleted, to ${r.displaced.dir}.`), lines2.push(...printMcp(r.mcp)), lines2.push(`Next: ${r.resumeHint}`), lines2.join(`
`);
}
var init_rollback2 = __esm({
  "src/adapters/cli/commands/rollback.ts"() {
    "use strict";
    init_rollback();
    init_print();
  }
});

// src/adapters/cli/commands/sessions.ts
var sessions_exports = {};
__export(sessions_exports, {
  printSessions: () => printSessions,
  run: () => run25
});
async function run25(ctx2, o) {
  let r = await sessions(ctx2, o);
  return { data: r, text: printSessions(r, ctx2.now()) };
}
function printSessions(rows, now) {
  return rows.length === 0 ? "No sessions with checkpoints." : table(
    ["SESSION", "STATUS", "LAST CHECKPOINT", "AGE", "COUNT", "HEARTBEAT", "PHASE", "PROJECT"],
    rows.map((r) => [
      r.sessionId,
      r.pending.length ? `${r.status}, ${r.pending.length} pending review` : r.status,
      r.lastCheckpoint,
      `${formatAgo(now.getTime() - Date.parse(r.lastCheckpointAt))} ago`,
      String(r.checkpoints),
      r.heartbeat_at ? `${formatAgo(now.getTime() - Date.parse(r.heartbeat_at))} ago${r.status === "running" && !r.sidecar_pid ? " (no sidecar)" : ""}` : "-",
      r.phase ?? "-",
      truncate(r.project ?? "-", 50)
    ])
  );
}
var init_sessions2 = __esm({
  "src/adapters/cli/commands/sessions.ts"() {
    "use strict";
    init_sessions();
    init_resume();
    init_context2();
  }
});

// src/domain/session/health.ts
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
    cwd: text3(r.cwd)
  };
}
function judge(s3, o) {
  if (s3.status === "ended") return { health: "ENDED", reason: "ended normally", silentMs: 0 };
  if (s3.lastSign === void 0) return { health: "WARNING", reason: "no heartbeat recorded", silentMs: 0 };
  let byClock = Math.max(0, o.now - s3.lastSign), silentMs = o.changedAt === void 0 ? byClock : Math.min(byClock, Math.max(0, o.now - o.changedAt)), interval = (s3.heartbeatSeconds ?? DEFAULTS.heartbeatSeconds) * 1e3;
  return o.claude === "alive" ? silentMs > interval * 1.5 ? { health: "WARNING", reason: `claude runs (pid ${s3.claudePid}) but no heartbeat for ${formatAgo(silentMs)}`, silentMs } : { health: "HEALTHY", reason: "claude runs", silentMs } : silentMs > o.maxSilenceMs ? { health: "SILENT", reason: `silent for ${formatAgo(silentMs)}: left alone (max_silence_hours)`, silentMs } : s3.status === "interrupted" ? { health: "DEAD", reason: `its sidecar was stopped by ${s3.interruptedBy ?? "a signal"} at ${s3.interruptedAt ?? "?"} (will need resume)`, silentMs } : s3.status === "crashed" ? { health: "DEAD", reason: "its claude process ended without SessionEnd", silentMs } : o.claude === "dead" ? { health: "DEAD", reason: `its claude process (pid ${s3.claudePid}) is gone`, silentMs } : silentMs > o.timeoutMs ? { health: "DEAD", reason: `no heartbeat for ${formatAgo(silentMs)} (timeout ${formatAgo(o.timeoutMs)})`, silentMs } : silentMs > interval * 1.5 ? { health: "WARNING", reason: `no heartbeat for ${formatAgo(silentMs)} (every ${formatAgo(interval)})`, silentMs } : { health: "HEALTHY", reason: "heartbeat on time", silentMs };
}
var text3, count2, init_health = __esm({
  "src/domain/session/health.ts"() {
    "use strict";
    init_defaults();
    init_resume();
    text3 = (v2) => typeof v2 == "string" && v2 !== "" ? v2 : void 0, count2 = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0 ? v2 : void 0;
  }
});

// src/app/orchestrator.ts
function stamp2(s3) {
  return `e${s3.epoch}-${(s3.heartbeatAt ?? "none").replace(/[^0-9A-Za-z]/g, "")}`;
}
async function freeTmuxName(base) {
  for (let i = 1; i < 50; i++) {
    let name2 = i === 1 ? base : `${base}-${i}`;
    if (!await hasSession(void 0, name2)) return name2;
  }
  return `${base}-${Date.now().toString(36)}`;
}
function forwarded(env) {
  let skip = /^(TMUX|TMUX_PANE|TERM|TERM_PROGRAM|COLUMNS|LINES|PWD|OLDPWD|SHLVL|_)$/;
  return Object.fromEntries(Object.entries(env).filter((e) => e[1] !== void 0 && !skip.test(e[0])));
}
function trackerOnErrorLater(ctx2, id, summary, dedup, pending) {
  pending.push(
    loadConfig({ paiDir: ctx2.paths.paiDir, env: ctx2.env }).then((config2) => trackerOnError(ctx2, config2, { id }, summary, dedup)).catch((err) => ctx2.warn(`issue trackers: ${errorMessage(err)}`))
  );
}
var import_node_fs58, import_node_os19, import_node_path61, MONITOR_EVENTS, OLD_CHECKPOINT_MS, MAX_ATTEMPTS2, REREAD_EVERY, beatKey, Monitor, init_orchestrator = __esm({
  "src/app/orchestrator.ts"() {
    "use strict";
    init_atomic();
    import_node_fs58 = require("node:fs"), import_node_os19 = require("node:os"), import_node_path61 = require("node:path");
    init_config();
    init_errors2();
    init_log();
    init_parallel();
    init_paths();
    init_backend();
    init_layout();
    init_events();
    init_health();
    init_lease();
    init_resume();
    init_restore();
    init_store();
    init_process();
    init_spawn();
    init_tmux();
    init_notify();
    init_trackers();
    init_resume2();
    init_summary2();
    MONITOR_EVENTS = { DEAD: "session.error", FAILED: "session.error", LOST: "session.lost", RESUMED: "session.resumed" }, OLD_CHECKPOINT_MS = 5 * 6e4, MAX_ATTEMPTS2 = 3, REREAD_EVERY = 10, beatKey = (s3) => `${s3.heartbeatAt ?? ""}|${s3.epoch}|${s3.status}`, Monitor = class {
      constructor(ctx2, store, config2, mode, emit) {
        this.ctx = ctx2;
        this.store = store;
        this.config = config2;
        this.mode = mode;
        this.emit = emit;
        this.installation = installationId(ctx2.paths);
      }
      ctx;
      store;
      config;
      mode;
      emit;
      tracked = /* @__PURE__ */ new Map();
      installation;
      stopped = !1;
      passes = 0;
      /** Notifications raised and not yet in the outbox (settled() waits for them, so `--once` loses none). */
      raising = [];
      /** Sleeps under way (the poll's, resume delays): `stop()` cuts them short. */
      sleepers = /* @__PURE__ */ new Set();
      /** Passes every `poll_seconds` until `stop()` (`once`: one pass, its resumes included); a pass that fails is tried again at the next. */
      async run(once2 = !1) {
        for (; ; ) {
          try {
            await this.pass();
          } catch (err) {
            if (once2) throw err;
            this.ctx.warn(`monitor: ${errorMessage(err)} (looking again in ${this.config.pollSeconds} s)`);
          }
          if (once2 || this.stopped || (await this.sleep(this.config.pollSeconds * 1e3), this.stopped)) break;
        }
        await this.settled();
      }
      /** Stops after the running pass; resumes under way finish, delays waiting for one are cut short (nothing is resumed then). */
      stop() {
        this.stopped = !0;
        for (let wake of this.sleepers) wake();
      }
      /** Waits for the resumes under way, and for the notifications raised to be in the outbox. */
      async settled() {
        await Promise.all([...this.tracked.values()].map((t) => t.task)), await Promise.all(this.raising.splice(0));
      }
      /** One look at every session on the volume (16 status reads at a time). */
      async pass() {
        this.passes++, await Promise.all(this.raising.splice(0)), kickIfWaiting(this.ctx);
        let ids = (await this.store.listLevel(SESSIONS)).folders.map(sessionOfStatusFolder).filter((s3) => s3 !== void 0);
        await mapLimit(ids, 16, (id) => this.look(id));
      }
      async look(id) {
        let t = this.tracked.get(id) ?? { attempts: 0 };
        if (this.tracked.set(id, t), t.task || (t.state === "ENDED" || t.state === "SILENT") && this.passes % REREAD_EVERY !== 0) return;
        let status3 = await this.readStatus(id);
        if (!status3) return;
        let now = this.ctx.now().getTime();
        if (status3.heartbeatAt !== t.beat && (t.beat !== void 0 && (t.changedAt = now), t.beat = status3.heartbeatAt), t.lease && status3.epoch < t.lease.epoch && now - Date.parse(t.lease.taken_at) < this.config.timeoutSeconds * 1e3 || (t.lease && status3.epoch >= t.lease.epoch && delete t.lease, t.handled === beatKey(status3))) return;
        let claude = status3.installation === this.installation ? processLiveness(status3.host, status3.claudePid, status3.claudeStart) : "unknown", j2 = judge(status3, { now, timeoutMs: this.config.timeoutSeconds * 1e3, maxSilenceMs: this.config.maxSilenceHours * 36e5, claude, changedAt: t.changedAt });
        if (this.change(id, t, j2.health, j2.reason, { host: status3.host, heartbeat_at: status3.heartbeatAt ?? null, epoch: status3.epoch }), j2.health === "DEAD") {
          if (t.attempts >= MAX_ATTEMPTS2) {
            t.handled = beatKey(status3), this.change(id, t, "FAILED", `${MAX_ATTEMPTS2} resumes did not come up: left alone (see ${this.ctx.paths.logFile})`, {});
            return;
          }
          t.task = this.takeOver(id, status3, j2.reason, t).catch((err) => {
            t.handled = beatKey(status3), this.report(id, "resume_failed", `resume failed: ${errorMessage(err)}`), this.change(id, t, "FAILED", errorMessage(err), {});
          }).finally(() => t.task = void 0);
        }
      }
      async readStatus(id) {
        try {
          return parseVolumeStatus(id, await getJson(this.store, sessionStatusKey(id)));
        } catch (err) {
          this.ctx.warn(`monitor: the status of session ${id} is unreadable: ${errorMessage(err)}`);
          return;
        }
      }
      change(id, t, state, reason, extra) {
        let previous = t.state ?? null;
        if (previous === state && !extra.command || (t.state = state, previous === null && (state === "ENDED" || state === "SILENT"))) return;
        this.emit({ at: this.ctx.now().toISOString(), session: id, state, previous, reason, ...extra });
        let event = MONITOR_EVENTS[state];
        if (event) {
          let dedup = `${event}\0${id}\0${extra.heartbeat_at ?? ""}\0${extra.epoch ?? ""}`;
          event !== "session.resumed" && trackerOnErrorLater(this.ctx, id, `${state}: ${reason}`, dedup, this.raising), this.raising.push(raise(this.ctx, { event, at: this.ctx.now(), session: { id, ...extra.host ? { name: `on ${extra.host}` } : {} }, summary: `${state}: ${reason}`, action: state === "RESUMED" ? `pai-checkpoint sessions ${id}` : `pai-checkpoint recover ${id}`, ...state === "FAILED" ? { priority: "critical" } : {}, dedup }));
        }
      }
      /** A line in pai-seed's event log and the plugin log (what the monitor did, for people who were not watching). */
      report(id, action, message, data = {}) {
        logLine(this.ctx.paths, "monitor", id, message);
        try {
          appendEvent(this.ctx.paths.eventsDir, action, { message, ...data }, id, this.ctx.now());
        } catch (err) {
          this.ctx.warn(`monitor: could not write the event log: ${errorMessage(err)}`);
        }
      }
      /**
       * A DEAD session: its newest usable checkpoint (SPEC-07.20.05 order), the resume delay and a
       * second look (a heartbeat that came back cancels it), the lease, the restore, claude started.
       */
      async takeOver(id, status3, why, t) {
        let warnings = [], m2 = await pickCheckpoint(this.store, id, !1, warnings).catch((err) => {
          if (!(err instanceof CheckpointError && err.code === "NOT_FOUND"))
            throw err;
        });
        if (!m2) return this.lost(id, status3, t, why);
        let ageMs = this.ctx.now().getTime() - Date.parse(m2.created_at);
        ageMs > OLD_CHECKPOINT_MS && warnings.push(`checkpoint ${m2.id} is ${formatAgo(ageMs)} old: the work after it is lost`);
        let folder = this.folderFor(m2, id), about = { checkpoint: m2.id, checkpoint_age_seconds: Math.round(ageMs / 1e3), folder, ...warnings.length ? { warnings } : {} };
        if (this.mode === "notify") return this.notify(id, status3, t, why, about);
        if (await this.sleep(this.config.resumeDelaySeconds * 1e3), this.stopped) return;
        let again = await this.readStatus(id);
        if (again && again.epoch > status3.epoch) {
          this.change(id, t, "TAKEN", `resumed at epoch ${again.epoch} on ${again.host}`, { epoch: again.epoch, host: again.host });
          return;
        }
        if (!again || beatKey(again) !== beatKey(status3)) {
          this.change(id, t, again?.status === "ended" ? "ENDED" : "HEALTHY", "its heartbeat came back: resume cancelled", { heartbeat_at: again?.heartbeatAt ?? null });
          return;
        }
        let lease = await this.lease(id, status3, t, m2, why);
        if (!lease) return;
        t.attempts++, this.change(id, t, "RESUMING", why, { ...about, epoch: lease.epoch }), await this.markResuming(id, status3, lease, folder);
        let launched = {}, r = await resumeSession(this.ctx, { target: id, from: m2.id, to: folder, yes: !0, restoreWorkspace: !0, noTmux: !0, launch: async (res) => {
          launched = await this.launch(res, lease.epoch);
        } }), all = [...warnings, ...r.warnings];
        this.report(id, "session_resumed", `resumed from ${m2.id} at epoch ${lease.epoch} in ${folder} (${this.mode})`, { checkpointId: m2.id, epoch: lease.epoch, folder, warnings: all }), this.change(id, t, "RESUMED", `${this.mode}: ${r.mode === "resume" ? "the conversation continues" : "a new session from a resume prompt (no transcript)"}`, { ...about, epoch: lease.epoch, command: r.command, ...launched, ...all.length ? { warnings: all } : {} });
      }
      /** Takes the session over at the next epoch; undefined (and TAKEN said) when another monitor was first or is resuming it. */
      async lease(id, status3, t, m2, why) {
        let current = await currentLease(this.store, id), now = this.ctx.now(), timeoutMs = this.config.timeoutSeconds * 1e3;
        if (current && current.epoch > status3.epoch && now.getTime() - Date.parse(current.taken_at) < timeoutMs) {
          this.change(id, t, "TAKEN", `resumed by ${current.by || "another monitor"} on ${current.host} at ${current.taken_at}`, { epoch: current.epoch });
          return;
        }
        let lease = { epoch: Math.max(current?.epoch ?? 0, status3.epoch) + 1, session_id: id, host: (0, import_node_os19.hostname)(), taken_at: now.toISOString(), by: `monitor ${process.pid}`, reason: why, checkpoint_id: m2.id };
        if (await takeLease(this.store, lease)) return t.lease = lease;
        let winner = await currentLease(this.store, id);
        this.change(id, t, "TAKEN", `another monitor took it first${winner ? ` (${winner.by || "?"} on ${winner.host} at ${winner.taken_at})` : ""}`, { epoch: winner?.epoch ?? lease.epoch });
      }
      /** The status at the new epoch, so that this and other monitors see the session taken over while it starts. */
      async markResuming(id, status3, lease, folder) {
        await putJson(this.store, sessionStatusKey(id), {
          session_id: id,
          status: "resuming",
          cwd: folder,
          host: (0, import_node_os19.hostname)(),
          installation: this.installation,
          heartbeat_at: lease.taken_at,
          heartbeat_seconds: status3.heartbeatSeconds ?? null,
          epoch: lease.epoch,
          claude_pid: null,
          resumed_from: lease.checkpoint_id ?? null
        });
      }
      /** No checkpoint to resume from: "session lost", said once (of several monitors, or a cron job's runs, one says it). */
      async lost(id, status3, t, why) {
        t.handled = beatKey(status3);
        let first = await this.store.create(monitorReportKey(id, `lost-${stamp2(status3)}`), `${JSON.stringify({ at: this.ctx.now().toISOString(), host: (0, import_node_os19.hostname)(), reason: why })}
`), message = `session ${id} lost: ${why}, and it has no checkpoint to resume from`;
        first && this.report(id, "session_lost", message, { host: status3.host, heartbeatAt: status3.heartbeatAt ?? null }), this.change(id, t, "LOST", first ? message : `${message} (already reported)`, { host: status3.host });
      }
      /** `mode = notify`: what would be done, and the command that does it; said once. */
      async notify(id, status3, t, why, about) {
        t.handled = beatKey(status3);
        let command2 = ["pai-checkpoint", "resume", id, "--to", about.folder ?? "", "--yes"], first = await this.store.create(monitorReportKey(id, `notify-${stamp2(status3)}`), `${JSON.stringify({ at: this.ctx.now().toISOString(), host: (0, import_node_os19.hostname)(), reason: why, command: command2 })}
`);
        first && this.report(id, "session_dead", `dead (${why}); to resume it: ${command2.join(" ")}`, { checkpointId: about.checkpoint }), this.change(id, t, "NOTIFIED", `would resume from ${about.checkpoint} (mode notify)${first ? "" : " (already reported)"}`, { ...about, command: command2 });
      }
      /** Where the session continues: its own folder when that is free here, else `<workspace_root>/<project>` (with the session's short id if that is taken). */
      folderFor(m2, id) {
        let free = (dir2) => !(0, import_node_fs58.existsSync)(dir2) || (0, import_node_fs58.readdirSync)(dir2).length === 0, own2 = defaultTarget(m2);
        if (own2 && free(own2)) return own2;
        let name2 = (0, import_node_path61.basename)(own2 ?? (typeof m2.project == "string" ? m2.project : id)) || id.slice(0, 8);
        for (let candidate of [name2, `${name2}-${id.slice(0, 8)}`]) if (free((0, import_node_path61.join)(this.config.workspaceRoot, candidate))) return (0, import_node_path61.join)(this.config.workspaceRoot, candidate);
        return (0, import_node_path61.join)(this.config.workspaceRoot, `${name2}-${id.slice(0, 8)}-${Date.now().toString(36)}`);
      }
      /** The summary (markdown) a checkpoint holds, or undefined (none, or unreadable: the prompt goes without it). */
      async summaryOf(sessionId, checkpointId) {
        try {
          let m2 = await readManifest(this.store, sessionId, checkpointId);
          return m2 ? (await readSummary(this.store, m2))?.markdown.trimEnd() : void 0;
        } catch {
          return;
        }
      }
      /** Starts claude for the restored session, as `mode` says; what the user needs to reach it. */
      async launch(r, epoch) {
        let env = { ...process.env, ...this.ctx.env, ...claudeEnv(r), PAI_CHECKPOINT_EPOCH: String(epoch) }, [claude, ...rest] = r.command, extra = this.config.claudeArgs;
        if (this.mode === "tmux") {
          let name2 = await freeTmuxName(`pai-${r.sessionId.slice(0, 8)}`), args2 = r.mode === "resume" ? ["--resume", r.sessionId, ...extra] : [...extra, ...rest];
          return await newDetachedSession({ name: name2, cwd: r.cwd, vars: forwarded(env), argv: [claude, ...args2], env }), r.started = !0, r.command = [claude, ...args2], { attach: `tmux attach -t ${name2}` };
        }
        let summary = r.mode === "resume" ? await this.summaryOf(r.sessionId, r.checkpointId) : void 0, prompt = r.mode === "resume" ? `This session was interrupted and has been resumed automatically by pai-checkpoint on ${(0, import_node_os19.hostname)()} from checkpoint ${r.checkpointId}. Continue from where you left off.${summary ? `

The session's summary at that checkpoint:
${summary}` : ""}` : rest[0] ?? "", args = [...r.mode === "resume" ? ["--resume", r.sessionId] : [], "-p", prompt, "--output-format", "stream-json", "--verbose", ...extra], dir2 = (0, import_node_path61.join)(this.ctx.paths.stateDir, "monitor");
        ensureDir(dir2);
        let log = (0, import_node_path61.join)(dir2, `${r.sessionId}-${epoch}.jsonl`);
        return await spawnLogged(claude, args, { cwd: r.cwd, env, log }), r.started = !0, r.command = [claude, ...args], { log };
      }
      sleep(ms2) {
        return new Promise((resolve13) => {
          let done = () => {
            clearTimeout(timer), this.sleepers.delete(done), resolve13();
          }, timer = setTimeout(done, ms2);
          this.sleepers.add(done);
        });
      }
    };
  }
});

// src/adapters/cli/commands/monitor.ts
var monitor_exports = {};
__export(monitor_exports, {
  run: () => run26,
  systemdUnit: () => systemdUnit
});
async function run26(ctx2, o, cli) {
  if (o.printSystemdUnit) {
    let unit = systemdUnit(cli, ctx2.env);
    return { data: { unit }, text: unit.trimEnd() };
  }
  if (o.mode !== void 0 && !MONITOR_MODES.includes(o.mode)) throw new CheckpointError("USAGE", `--mode must be ${MONITOR_MODES.join(", ")}, got "${o.mode}"`);
  let config2 = await ctx2.config(), store = await ctx2.volume(), tmux2 = await tmuxInstalled(), mode = o.mode ?? config2.monitor.mode ?? (tmux2 ? "tmux" : "notify");
  if (mode === "tmux" && !tmux2) throw new CheckpointError("USAGE", "mode tmux: tmux is not installed here", "install tmux, or run with --mode headless or --mode notify ([monitor] mode)");
  let live = { ...ctx2, warn: (m3) => process.stderr.write(`warning: ${m3}
`) }, monitor = new Monitor(live, store, config2.monitor, mode, (e) => process.stdout.write(`${o.json ? JSON.stringify(e) : line(e)}
`)), stop2 = () => monitor.stop();
  process.once("SIGTERM", stop2), process.once("SIGINT", stop2);
  let m2 = config2.monitor;
  o.json || process.stderr.write(`Watching ${store.location}${o.once ? " once" : ` every ${m2.pollSeconds} s`}: DEAD after ${m2.timeoutSeconds} s of silence, resumed ${m2.resumeDelaySeconds} s later (mode ${mode}, into ${m2.workspaceRoot}).
`);
  try {
    await monitor.run(!!o.once);
  } finally {
    process.off("SIGTERM", stop2), process.off("SIGINT", stop2);
  }
  return { data: null, text: "", streamed: !0 };
}
function line(e) {
  let out3 = [`${e.at.slice(11, 19)}  ${e.session}  ${e.previous ? `${e.previous} \u2192 ` : ""}${e.state}  ${e.reason}`];
  e.checkpoint && out3.push(`    from checkpoint ${e.checkpoint}${e.folder ? ` into ${e.folder}` : ""}`);
  for (let w2 of e.warnings ?? []) out3.push(`    warning: ${w2}`);
  return e.command && out3.push(`    ${e.state === "NOTIFIED" ? "to resume" : "runs"}: ${e.command.join(" ")}`), e.attach && out3.push(`    attach: ${e.attach}`), e.log && out3.push(`    output: ${e.log}`), out3.join(`
`);
}
function systemdUnit(cli, env) {
  let quote = (s3) => /[\s"\\]/.test(s3) ? JSON.stringify(s3) : s3, pass = ["PAI_DIR", "PAI_CHECKPOINT_VOLUME", "AWS_PROFILE", "AWS_REGION", "AWS_ENDPOINT_URL_S3", "PATH"].filter((k2) => env[k2]);
  return [
    "# ~/.config/systemd/user/pai-checkpoint-monitor.service",
    "# systemctl --user daemon-reload && systemctl --user enable --now pai-checkpoint-monitor",
    '# (loginctl enable-linger "$USER" keeps it running while you are logged out)',
    "[Unit]",
    "Description=pai-checkpoint monitor: resumes Claude Code sessions whose heartbeat stopped",
    "Wants=network-online.target",
    "After=network-online.target",
    "",
    "[Service]",
    "Type=simple",
    `ExecStart=${quote(process.execPath)} ${quote(cli.cliPath ?? "pai-checkpoint")} monitor`,
    ...pass.map((k2) => `Environment=${quote(`${k2}=${env[k2]}`)}`),
    "Restart=on-failure",
    "RestartSec=10",
    "# Only the monitor is stopped: the tmux sessions and claude processes it started keep running.",
    "KillMode=process",
    "TimeoutStopSec=120",
    "",
    "[Install]",
    "WantedBy=default.target",
    ""
  ].join(`
`);
}
var init_monitor = __esm({
  "src/adapters/cli/commands/monitor.ts"() {
    "use strict";
    init_orchestrator();
    init_errors2();
    init_config();
    init_tmux();
  }
});

// src/app/recover.ts
async function recover(ctx2, session, o = {}) {
  let store = await ctx2.volume(), sessionId = await requireSession(ctx2, store, session), entries = (await loadIndex(store, sessionId)).checkpoints.slice().reverse();
  if (entries.length === 0) throw new CheckpointError("NOT_FOUND", `session ${sessionId} has no checkpoints`, "see `pai-checkpoint sessions`");
  let checkpoints = [];
  for (let e of entries) {
    let v2 = await verifyCheckpoint(store, sessionId, e.id), approval = e.approval ?? { status: "auto_approved" };
    checkpoints.push({ id: e.id, trigger: e.trigger, createdAt: e.created_at, ok: v2.ok, problems: v2.problems.map((p2) => `${p2.part}: ${p2.error}`), ...e.safety ? { safety: !0 } : {}, approval: approval.status, ...approval.reason ? { reason: approval.reason } : {} });
  }
  let result2 = { sessionId, checkpoints, action: "listed" }, own2 = checkpoints.filter((c) => !c.safety);
  if (own2[0]?.approval === "rejected") {
    let usable = (status3) => own2.find((c) => c.ok && c.approval === status3), previous = usable("approved") ?? usable("auto_approved");
    result2.afterRejection = { rejected: own2[0].id, ...own2[0].reason ? { reason: own2[0].reason } : {}, ...previous ? { previous: previous.id } : {} };
  }
  return o.json && !o.yes && !o.print || !o.yes && !o.print && !o.choose ? result2 : o.yes || o.print ? (result2.resumed = await resumeSession(ctx2, { target: sessionId, ...o.print ? { print: !0 } : {}, ...o.yes ? { yes: !0 } : {} }), result2.action = "resumed", result2) : decide(ctx2, result2, await o.choose(result2));
}
async function decide(ctx2, result2, d) {
  if (d.action === "abandon")
    result2.action = "abandoned";
  else if (d.action === "restore") {
    if (!d.to) throw new CheckpointError("USAGE", "no folder given");
    let newest = result2.checkpoints.find((c) => c.ok && !c.safety);
    if (!newest) throw new CheckpointError("INVALID_DATA", "no checkpoint of this session verifies");
    await restore(ctx2, { id: newest.id, to: d.to }), result2.action = "restored", result2.restoredTo = d.to;
  } else
    result2.resumed = await resumeSession(ctx2, { ...d.from ? { from: d.from } : { target: result2.sessionId }, ...d.fork ? { fork: !0 } : {} }), result2.action = "resumed";
  return result2;
}
var init_recover = __esm({
  "src/app/recover.ts"() {
    "use strict";
    init_errors2();
    init_store();
    init_restore2();
    init_resume2();
    init_volume();
  }
});

// src/adapters/cli/commands/recover.ts
var recover_exports = {};
__export(recover_exports, {
  printRecover: () => printRecover,
  recoverInteractively: () => recoverInteractively,
  run: () => run27
});
async function run27(ctx2, o) {
  let r = await recoverInteractively(ctx2, o);
  return { data: r, text: printRecover(r) };
}
function recoverInteractively(ctx2, o) {
  let { session, ...flags } = o;
  return recover(ctx2, session, { ...flags, choose: (listed) => choose2(ctx2, listed) });
}
async function choose2(ctx2, listed) {
  let { checkpoints } = listed, now = ctx2.now().getTime();
  process.stderr.write(
    `${table(
      ["#", "ID", "TRIGGER", "AGE", "STATE", "APPROVAL"],
      checkpoints.map((c, i) => [String(i + 1), c.id, c.safety ? `${c.trigger} (safety copy)` : c.trigger, `${formatAgo(now - Date.parse(c.createdAt))} ago`, c.ok ? "ok" : `damaged: ${c.problems[0] ?? ""}`, c.reason ? `${c.approval} (${c.reason})` : c.approval])
    )}
`
  );
  let after = listed.afterRejection;
  after && process.stderr.write(`${rejectionLine(after)}
`);
  let offer = after?.previous ? "[p] resume from the previous approved (or auto-approved) checkpoint, [f] a new session from it, " : "", answer = (await ctx2.ask(`${offer}[r] resume the newest usable, [1-9] resume that one, [n] restore into a new folder, [a] abandon:`, "--yes (resume) or --print (show the resume)")).trim().toLowerCase();
  if (after?.previous && (answer === "p" || answer === "f")) return { action: "resume", from: after.previous, ...answer === "f" ? { fork: !0 } : {} };
  if (answer === "a" || answer === "") return { action: "abandon" };
  if (answer === "n") return { action: "restore", to: (await ctx2.ask("Folder to restore into:", "--print")).trim() };
  let n = Number(answer), from = Number.isInteger(n) && n >= 1 && n <= checkpoints.length ? checkpoints[n - 1].id : void 0;
  return from ? { action: "resume", from } : { action: "resume" };
}
function rejectionLine(a) {
  let why = a.reason ? ` (${a.reason})` : "";
  return a.previous ? `The newest checkpoint ${a.rejected} was rejected${why}. Go on from the previous approved (or auto-approved) one, ${a.previous}: \`pai-checkpoint resume --from ${a.previous}\`, or as a new session: \`pai-checkpoint resume --from ${a.previous} --fork\`; or abandon the session.` : `The newest checkpoint ${a.rejected} was rejected${why}, and no earlier one is approved or auto-approved and verifies: restore one into a new folder, resume one with --force, or abandon.`;
}
function printRecover(r) {
  switch (r.action) {
    case "listed":
      return [...r.checkpoints.map((c) => `${c.id}  ${c.trigger}  ${c.ok ? "ok" : `damaged (${c.problems.join("; ")})`}  ${c.approval}${c.reason ? ` (${c.reason})` : ""}`), ...r.afterRejection ? ["", rejectionLine(r.afterRejection)] : []].join(`
`);
    case "abandoned":
      return `Left session ${r.sessionId} as it is.`;
    case "restored":
      return `Restored into ${r.restoredTo}.`;
    case "resumed":
      return r.resumed ? printSessionResume(r.resumed) : "";
  }
}
var init_recover2 = __esm({
  "src/adapters/cli/commands/recover.ts"() {
    "use strict";
    init_recover();
    init_resume();
    init_context2();
    init_print();
  }
});

// src/domain/session/risky-hooks.ts
function literalParts(pattern) {
  return pattern.split("*").map((p2) => p2.replace(/['"]/g, "").replace(/\s+/g, " ")).filter(Boolean);
}
function coveredByPlugin(pattern) {
  return literalParts(pattern).some((part) => IF_TEXTS.some((t) => part.includes(t)));
}
function ifRuleFor(pattern) {
  let longest = longestRun(pattern, /[*\s'"\\()]+/);
  return longest ? `Bash(*${longest}*)` : "Bash(*)";
}
function rulesNeeded(config2) {
  return config2.enabled ? config2.commands.filter((p2) => !coveredByPlugin(p2)).map((pattern) => ({ pattern, rule: ifRuleFor(pattern) })) : [];
}
function settingsFile(scope, project, env) {
  return scope === "user" ? (0, import_node_path62.join)(resolveClaudeDir(env), "settings.json") : (0, import_node_path62.join)(project, ".claude", scope === "local" ? "settings.local.json" : "settings.json");
}
function isOurs(h) {
  let e = h;
  return !!e && typeof e == "object" && typeof e.command == "string" && e.command.endsWith(RISKY_HOOK_MARK);
}
function readSettings(file2) {
  let text4 = readFileIfExists(file2);
  if (text4 === void 0 || !text4.trim()) return {};
  let value;
  try {
    value = JSON.parse(text4);
  } catch (err) {
    throw new CheckpointError("INVALID_DATA", `${file2} is not valid JSON (${err.message})`, "fix the file (Claude Code reads it too), then run this again");
  }
  if (!value || typeof value != "object" || Array.isArray(value)) throw new CheckpointError("INVALID_DATA", `${file2} does not hold a JSON object`, "fix the file (Claude Code reads it too), then run this again");
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
  return Array.isArray(groups) ? groups.flatMap((g2) => g2 && Array.isArray(g2.hooks) ? g2.hooks.filter(isOurs).map((h) => h.if) : []).filter((r) => typeof r == "string") : [];
}
function updateRiskyHooks(file2, rules, o = {}) {
  let settings = readSettings(file2), before = installedRules(file2), unique = [...new Set(rules)];
  if (before.length === unique.length && before.every((r, i) => r === unique[i])) return { file: file2, rules: unique, before, written: !1 };
  let shape = (what) => new CheckpointError("INVALID_DATA", `${file2}: ${what}`, "fix the file as Claude Code documents it (or move it away), then run this again");
  if (settings.hooks !== void 0 && (!settings.hooks || typeof settings.hooks != "object" || Array.isArray(settings.hooks))) throw shape('"hooks" is not an object');
  let hooks = { ...settings.hooks ?? {} };
  if (hooks.PreToolUse !== void 0 && !Array.isArray(hooks.PreToolUse)) throw shape('"hooks.PreToolUse" is not a list');
  let groups = (hooks.PreToolUse ?? []).flatMap((g2) => {
    if (!g2 || !Array.isArray(g2.hooks) || !g2.hooks.some(isOurs)) return [g2];
    let theirs = g2.hooks.filter((h) => !isOurs(h));
    return theirs.length ? [{ ...g2, hooks: theirs }] : [];
  });
  unique.length && groups.push({ matcher: "Bash", hooks: unique.map((rule) => ({ type: "command", if: rule, command: RISKY_HOOK_SCRIPT, timeout: 600 })) }), groups.length ? hooks.PreToolUse = groups : delete hooks.PreToolUse;
  let next = { ...settings };
  if (Object.keys(hooks).length ? next.hooks = hooks : delete next.hooks, !o.dryRun) {
    let mode = 384;
    try {
      mode = (0, import_node_fs59.statSync)(file2).mode & 511;
    } catch {
    }
    writeFileAtomicSync(file2, `${JSON.stringify(next, null, 2)}
`, { mode });
  }
  return { file: file2, rules: unique, before, written: !o.dryRun };
}
var import_node_fs59, import_node_path62, IF_TEXTS, RISKY_HOOK_MARK, RISKY_HOOK_SCRIPT, init_risky_hooks = __esm({
  "src/domain/session/risky-hooks.ts"() {
    "use strict";
    import_node_fs59 = require("node:fs"), import_node_path62 = require("node:path");
    init_atomic();
    init_errors2();
    init_paths();
    init_risky();
    IF_TEXTS = ["rm ", "git ", "-delete", "of=", "mkfs", "shred", "runcate", "RUNCATE", "rop", "ROP", "sql"], RISKY_HOOK_MARK = "# pai-checkpoint risky", RISKY_HOOK_SCRIPT = `r=; read -r r 2>/dev/null < "\${PAI_DIR:-$HOME/.pai}/checkpoint/plugin-root"; [ -f "$r/hooks/risky.sh" ] && exec sh "$r/hooks/risky.sh"; exit 0 ${RISKY_HOOK_MARK}`;
  }
});

// src/adapters/cli/commands/risky.ts
var risky_exports = {};
__export(risky_exports, {
  run: () => run28
});
async function run28(ctx2, o) {
  if (o.scope !== void 0 && !SCOPES.includes(o.scope)) throw new CheckpointError("USAGE", `--scope must be local, project or user, got "${o.scope}"`, "local: .claude/settings.local.json (yours), project: .claude/settings.json (shared), user: ~/.claude/settings.json");
  let scope = o.scope ?? "local", risky = (await ctx2.config()).risky, file2 = settingsFile(scope, ctx2.project, ctx2.env);
  switch (o.action) {
    case "status": {
      if (o.scope !== void 0 || o.dryRun) throw new CheckpointError("USAGE", "risky status takes no --scope or --dry-run", "pai-checkpoint risky status [--json]");
      let files = SCOPES.map((scope2) => {
        let f2 = settingsFile(scope2, ctx2.project, ctx2.env);
        return { scope: scope2, file: f2, rules: installedRules(f2) };
      }), have = new Set(files.flatMap((f2) => f2.rules)), patterns = risky.commands.map((pattern) => {
        if (coveredByPlugin(pattern)) return { pattern, covered_by_plugin: !0 };
        let rule = ifRuleFor(pattern);
        return { pattern, covered_by_plugin: !1, rule, installed: have.has(rule) };
      }), missing = patterns.filter((p2) => p2.rule && !p2.installed), lines2 = [
        `Risky commands: ${risky.enabled ? "on" : "off ([risky] enabled = false)"}; built-in rules ${risky.defaults ? "on" : "off"}.`,
        `The plugin's hook starts for a Bash call holding one of: ${IF_TEXTS.map((t) => JSON.stringify(t)).join(", ")} (or one Claude Code cannot split).`,
        ...patterns.length ? ["", "Your patterns:", ...patterns.map((p2) => `  ${p2.pattern}  ${p2.covered_by_plugin ? "seen by the plugin\u2019s rules" : p2.installed ? `${p2.rule}: installed` : `${p2.rule}: NOT installed`}`)] : ["", "No patterns of your own ([risky] commands)."],
        ...files.filter((f2) => f2.rules.length).map((f2) => `Installed in ${f2.file}: ${f2.rules.join(", ")}`),
        ...missing.length ? ["", "Run `pai-checkpoint risky install` so that Claude Code starts the hook for them."] : []
      ];
      return { data: { enabled: risky.enabled, defaults: risky.defaults, plugin_texts: IF_TEXTS, patterns, files }, text: lines2.join(`
`) };
    }
    case "install":
    case "uninstall": {
      let rules = o.action === "install" ? rulesNeeded(risky).map((n) => n.rule) : [], change2 = updateRiskyHooks(file2, rules, { dryRun: o.dryRun }), changed = change2.before.join(`
`) !== change2.rules.join(`
`), what = changed ? `${o.dryRun ? "Would write" : "Wrote"} ${file2}: ${change2.rules.length ? `a PreToolUse hook for ${change2.rules.join(", ")}` : "no hook of ours"}${change2.before.length ? ` (it had ${change2.before.join(", ")})` : ""}.` : `${file2}: unchanged${change2.rules.length ? ` (${change2.rules.join(", ")})` : o.action === "install" ? " (none of your [risky] commands needs a rule: the plugin\u2019s own rules start the hook for them)" : ""}.`, next = o.action === "install" && changed && !o.dryRun ? `
Claude Code reads it when a session starts: sessions already running are not changed.` : "";
      return { data: { action: o.action, scope, ...change2, changed }, text: what + next };
    }
    default:
      throw new CheckpointError("USAGE", `unknown risky action "${o.action}"`, "pai-checkpoint risky status | risky install [--scope local|project|user] [--dry-run] | risky uninstall [--scope \u2026]");
  }
}
var SCOPES, init_risky2 = __esm({
  "src/adapters/cli/commands/risky.ts"() {
    "use strict";
    init_errors2();
    init_risky_hooks();
    SCOPES = ["local", "project", "user"];
  }
});

// src/adapters/cli/commands/notify.ts
var notify_exports = {};
__export(notify_exports, {
  run: () => run29
});
async function run29(ctx2, o) {
  if (o.action === "test") {
    let results = await notifyTest(ctx2, o.channel), text4 = results.map((r) => r.ok ? `${r.channel}: sent (${r.detail ?? "ok"})` : `${r.channel}: FAILED \u2014 ${r.error}`).join(`
`);
    return { data: { results }, text: text4, ...results.every((r) => r.ok) ? {} : { exitCode: EXIT.FAILURE } };
  }
  if (o.action === "log") {
    if (o.channel) throw new CheckpointError("USAGE", "notify log takes no channel", "pai-checkpoint notify log [--limit <n>] [--retry]");
    let r = notifyLog(ctx2, { limit: o.limit, retry: o.retry }), lines2 = [];
    return r.retried !== void 0 && lines2.push(`Queued ${r.retried} given-up notification(s) again.`, ""), lines2.push(r.log.length ? table(["TIME", "STATUS", "CHANNEL", "EVENT", "DETAIL"], r.log.map((l) => [l.at, l.status, l.channel, l.event, l.error ?? l.detail ?? (l.next_at ? `next ${l.next_at}` : "")])) : "Nothing was sent yet."), lines2.push("", `Waiting: ${r.waiting.length}. Given up: ${r.failed.length}${r.failed.length ? " (`pai-checkpoint notify log --retry` queues them again)" : ""}.`), { data: r, text: lines2.join(`
`) };
  }
  throw new CheckpointError("USAGE", `unknown notify action "${o.action}"`, "pai-checkpoint notify log | notify test [channel]");
}
var init_notify2 = __esm({
  "src/adapters/cli/commands/notify.ts"() {
    "use strict";
    init_notify();
    init_errors2();
    init_context2();
  }
});

// src/adapters/cli/commands/complete.ts
var complete_exports = {};
__export(complete_exports, {
  printComplete: () => printComplete,
  run: () => run30
});
async function run30(ctx2, o) {
  let r = await complete(ctx2, o.id);
  return { data: r, text: printComplete(r) };
}
function printComplete(r) {
  let others = r.completed.filter((id) => id !== r.id);
  return `Completed ${r.id}${others.length ? ` (and ${others.length} earlier record${others.length > 1 ? "s" : ""} of its session)` : ""}. It will not be offered for resume again.`;
}
var init_complete = __esm({
  "src/adapters/cli/commands/complete.ts"() {
    "use strict";
    init_records();
  }
});

// src/adapters/cli/commands/cleanup.ts
var cleanup_exports = {};
__export(cleanup_exports, {
  printCleanup: () => printCleanup,
  run: () => run31
});
async function run31(ctx2, o) {
  let r = await cleanup(ctx2, o);
  return { data: r, text: printCleanup(r) };
}
function printCleanup(r) {
  if (r.dryRun)
    return r.records.length === 0 ? `Nothing older than ${r.olderThanDays} days.` : [`Would delete ${r.records.length} record(s) older than ${r.olderThanDays} days:`, ...r.records.map((x) => `  ${x.id}  ${x.completed ? "done" : "open"}  ${x.file}`)].join(`
`);
  let temps = r.tempFilesRemoved ? ` Removed ${r.tempFilesRemoved} leftover temp file(s).` : "";
  return `Deleted ${r.deleted} record(s) older than ${r.olderThanDays} days.${temps}`;
}
var init_cleanup = __esm({
  "src/adapters/cli/commands/cleanup.ts"() {
    "use strict";
    init_records();
  }
});

// src/app/usage.ts
async function usage(ctx2) {
  let store = await ctx2.volume(), sessions2 = [];
  for (let sessionId of await listSessions(store)) {
    let entries = (await loadIndex(store, sessionId)).checkpoints, row = {
      sessionId,
      project: entries.findLast((e) => e.project && !e.safety)?.project ?? entries.at(-1)?.project ?? "(unknown)",
      checkpoints: entries.length,
      bytes: entries.reduce((n, e) => n + e.size_bytes, 0)
    }, stored2 = await store.usage?.(sessionPrefix(sessionId));
    stored2 !== void 0 && (row.storedBytes = stored2), sessions2.push(row);
  }
  let byProject = /* @__PURE__ */ new Map();
  for (let s3 of sessions2) {
    let p2 = byProject.get(s3.project) ?? { project: s3.project, sessions: 0, checkpoints: 0, bytes: 0 };
    p2.sessions++, p2.checkpoints += s3.checkpoints, p2.bytes += s3.bytes, s3.storedBytes !== void 0 && (p2.storedBytes = (p2.storedBytes ?? 0) + s3.storedBytes), byProject.set(s3.project, p2);
  }
  let total = { sessions: sessions2.length, checkpoints: sessions2.reduce((n, s3) => n + s3.checkpoints, 0), bytes: sessions2.reduce((n, s3) => n + s3.bytes, 0) }, stored = await store.usage?.("");
  stored !== void 0 && (total.storedBytes = stored);
  let bySize = (a, b2) => (b2.storedBytes ?? b2.bytes) - (a.storedBytes ?? a.bytes);
  return { volume: store.location, total, projects: [...byProject.values()].sort(bySize), sessions: sessions2.sort(bySize) };
}
var init_usage = __esm({
  "src/app/usage.ts"() {
    "use strict";
    init_store();
    init_layout();
  }
});

// src/adapters/cli/commands/usage.ts
var usage_exports = {};
__export(usage_exports, {
  printUsage: () => printUsage,
  run: () => run32
});
async function run32(ctx2) {
  let r = await usage(ctx2);
  return { data: r, text: printUsage(r) };
}
function printUsage(r) {
  let size = (x) => x.storedBytes !== void 0 && x.storedBytes !== x.bytes ? `${formatBytes(x.storedBytes)} (${formatBytes(x.bytes)} listed)` : formatBytes(x.storedBytes ?? x.bytes);
  return r.total.checkpoints === 0 ? `Volume ${r.volume}: no session checkpoints.` : [
    `Volume ${r.volume}: ${size(r.total)} in ${r.total.checkpoints} checkpoint(s) of ${r.total.sessions} session(s).`,
    "",
    table(["PROJECT", "SESSIONS", "CHECKPOINTS", "SIZE"], r.projects.map((p2) => [truncate(p2.project, 50), String(p2.sessions), String(p2.checkpoints), size(p2)])),
    "",
    table(["SESSION", "CHECKPOINTS", "SIZE", "PROJECT"], r.sessions.map((s3) => [s3.sessionId, String(s3.checkpoints), size(s3), truncate(s3.project, 40)])),
    "",
    `Shared archives (an unchanged workspace reused by a later checkpoint) are counted once in SIZE; "listed" adds up every checkpoint's parts.`,
    "To free space: `pai-checkpoint prune` (retention), or `pai-checkpoint delete <id>`."
  ].join(`
`);
}
var init_usage2 = __esm({
  "src/adapters/cli/commands/usage.ts"() {
    "use strict";
    init_format();
    init_usage();
    init_context2();
  }
});

// src/app/setup.ts
function dispatcherPath(env) {
  return (0, import_node_path63.join)(resolveClaudeDir(env), "commands", "checkpoint.md");
}
function dispatcherText(cliPath2) {
  return `---
description: "pai-checkpoint: save | list | search | resume | inspect | summary | memory | review | diff | env | approve | reject | tag | annotate | delete | complete | doctor (e.g. /checkpoint save my-label)"
argument-hint: "save [label] | list [--tag t] | resume [id] | inspect <id> | summary [session] | memory recall <query> | review [session] | diff <a> [<b>] | env show <id> | tag <id> <tag> | annotate <id> <text> | delete <id> | doctor"
allowed-tools: Bash(node:*)
---
${DISPATCHER_MARKER} v1: installed by \`pai-checkpoint setup\`, removed by \`pai-checkpoint setup --remove\` -->
!\`node "${cliPath2}" slash $ARGUMENTS\`

The text above is the output of pai-checkpoint for \`/checkpoint $ARGUMENTS\`.
If it is resume context for unfinished work, tell the user in one line which phase and task you are resuming, then continue the work from that phase.
Otherwise show it to the user as it is, without further action.
`;
}
function dispatcherTarget(text4) {
  if (text4.includes(DISPATCHER_MARKER))
    return /!`node "([^"]+)" slash/.exec(text4)?.[1];
}
async function setup(ctx2, options) {
  let path = dispatcherPath(ctx2.env), existing = readFileIfExists(path), ours = existing === void 0 || existing.includes(DISPATCHER_MARKER);
  if (options.remove) {
    if (existing === void 0) return { path, action: "absent" };
    if (!ours && !options.force)
      throw new CheckpointError("CONFLICT", `${path} was not installed by pai-checkpoint; left as it is`, "remove it yourself, or pass --force");
    return (0, import_node_fs60.rmSync)(path, { force: !0 }), { path, action: "removed" };
  }
  if (!ours && !options.force)
    throw new CheckpointError("CONFLICT", `${path} exists and is not pai-checkpoint's dispatcher; left as it is`, "move it away, or pass --force to replace it");
  (0, import_node_fs60.readFileSync)(options.cliPath);
  let text4 = dispatcherText(options.cliPath);
  return existing === text4 ? { path, action: "unchanged" } : (writeFileAtomicSync(path, text4, { mode: 420 }), { path, action: existing === void 0 ? "installed" : "updated" });
}
var import_node_fs60, import_node_path63, DISPATCHER_MARKER, init_setup = __esm({
  "src/app/setup.ts"() {
    "use strict";
    import_node_fs60 = require("node:fs"), import_node_path63 = require("node:path");
    init_atomic();
    init_errors2();
    init_paths();
    DISPATCHER_MARKER = "<!-- pai-checkpoint dispatcher";
  }
});

// src/app/doctor.ts
async function doctor(ctx2, options) {
  let checks = [];
  for (let fn of CHECKS) checks.push(...[await fn(ctx2, options)].flat());
  return { version: options.version, checks, healthy: !checks.some((c) => c.level === "fail") };
}
function writable(dir2) {
  try {
    if (!(0, import_node_fs61.existsSync)(dir2)) return;
    (0, import_node_fs61.accessSync)(dir2, import_node_fs61.constants.W_OK);
    return;
  } catch (err) {
    return errorMessage(err);
  }
}
function checkNode() {
  let [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  return check("node", major > 20 || major === 20 && minor >= 17 ? "ok" : "fail", `${process.version} at ${process.execPath} (needs >= 20.17)`);
}
function checkDirs({ paths }) {
  return [["PAI dir", paths.paiDir], ["records dir", paths.checkpointsDir], ["events dir", paths.eventsDir], ["state dir", paths.stateDir]].map(([name2, dir2]) => {
    let problem = writable(dir2);
    return problem ? check(name2, "fail", `${dir2}: not writable (${problem})`) : check(name2, (0, import_node_fs61.existsSync)(dir2) ? "ok" : "info", (0, import_node_fs61.existsSync)(dir2) ? dir2 : `${dir2} (created on first use)`);
  });
}
async function checkVolume(ctx2) {
  let out3 = [];
  try {
    let config2 = await ctx2.config(), store = await ctx2.volume();
    out3.push(check("configuration", "ok", config2.sources.length ? config2.sources.join(", ") : "defaults (no checkpoint.toml)")), out3.push(await volumeCheck(store, store.location));
    let keyring = keyringOf(store);
    keyring && out3.push(...keyChecks(keyring, store.location.startsWith("/")));
  } catch (err) {
    out3.push(check("configuration", "fail", errorMessage(err)));
  }
  return out3;
}
function localProblem(path) {
  let st2 = (0, import_node_fs61.statSync)(path, { throwIfNoEntry: !1 });
  if (st2 && !st2.isDirectory()) return "it is a file, not a folder";
  let denied = writable(path);
  return denied ? `not writable (${denied})` : void 0;
}
async function probeRemote(store) {
  let key = `probe/doctor-${process.pid}-${Date.now()}.json`, body = `{"probe":${Date.now()}}`, step = "put";
  try {
    if (await store.put(key, body), step = "get", (await store.get(key))?.toString() !== body) return `get ${key}: the object read back differs from the one written`;
    if (step = "list", !(await store.list("probe/")).includes(key)) return "list probe/: the object written is not listed";
    step = "delete", await store.delete(key);
    return;
  } catch (err) {
    return `${step} failed: ${errorMessage(err)}`;
  }
}
async function probeCreate(store) {
  let key = `probe/doctor-${process.pid}-${Date.now()}-create.json`, monitor = "`pai-checkpoint monitor` cannot take a session over on it";
  try {
    return await store.create(key, '{"probe":"create"}') ? await store.create(key, '{"probe":"again"}') ? "it ignores conditional writes (If-None-Match): two `pai-checkpoint monitor` processes on it could both take over one session; run only one monitor on it" : void 0 : `create ${key}: a new object was refused as if it were there: ${monitor}`;
  } catch (err) {
    return `create failed: ${errorMessage(err)}: ${monitor}`;
  } finally {
    await store.delete(key).catch(() => {
    });
  }
}
async function volumeCheck(store, path) {
  let local = path.startsWith("/"), problem = local ? localProblem(path) : await probeRemote(store);
  if (problem) return check("volume", "fail", `${path}: ${problem}: no session checkpoint can be taken`);
  let unconditional = local ? void 0 : await probeCreate(store);
  if (unconditional) return check("volume", "fail", `${path}: ${unconditional}`);
  let sessions2 = await listSessions(store), count3 = 0, failed = 0;
  for (let s3 of sessions2)
    for (let e of (await loadIndex(store, s3)).checkpoints)
      count3++, e.verified && !e.verified.ok && failed++;
  let bytes = count3 ? await store.usage?.("").catch(() => {
  }) : void 0, onDisk = bytes !== void 0 ? `, ${formatBytes(bytes)} on disk (\`pai-checkpoint usage\`)` : "";
  return check("volume", failed ? "warn" : "ok", `${path}: ${count3} session checkpoint(s) in ${sessions2.length} session(s)${onDisk}${failed ? `, ${failed} failed verification (\`pai-checkpoint verify --all\`)` : ""}`);
}
function keyChecks(keyring, local) {
  let out3 = [];
  try {
    let key = keyring.encryption();
    key ? out3.push(check("encryption", "ok", `on: key ${key.id} from ${key.source}`)) : out3.push(check("encryption", local ? "ok" : "warn", `off${local ? "" : ": parts and packs go to the remote volume unencrypted (set [encryption] key_file, see the README)"}`));
  } catch (err) {
    out3.push(check("encryption", "fail", `${errorMessage(err)}: no session checkpoint can be taken`));
  }
  try {
    let signing = keyring.signing(!1);
    out3.push(check("signing key", "ok", signing ? `key ${signing.id} (${keyring.signingPath}); copy it to your other machines to resume there` : `${keyring.signingPath} is made with the first checkpoint`));
  } catch (err) {
    out3.push(check("signing key", "fail", errorMessage(err)));
  }
  return out3;
}
function checkRecords({ paths }) {
  let scan = scanCheckpoints({}, { checkpointsDir: paths.checkpointsDir }), open3 = scan.records.filter((r) => !r.record.completed).length, out3 = [check("records", "ok", `${scan.records.length} record(s), ${open3} unfinished`)];
  return scan.problems.length > 0 && out3.push(check("invalid records", "warn", scan.problems.slice(0, 5).map((p2) => `${p2.file}: ${p2.error}`).join("; ") + (scan.problems.length > 5 ? ` (+${scan.problems.length - 5} more)` : ""))), out3;
}
function checkSeed({ paths }) {
  try {
    let ref = readCheckpointRef(paths.seedPath);
    return (0, import_node_fs61.existsSync)(paths.seedPath) ? ref === void 0 ? check("seed.json", "ok", `${paths.seedPath}: no checkpointRef`) : findRecord(paths.checkpointsDir, ref) ? check("seed.json", "ok", `${paths.seedPath}: checkpointRef ${ref}`) : check("seed.json", "warn", `${paths.seedPath}: checkpointRef ${ref} names no record (cleaned up or lost)`) : check("seed.json", "info", `${paths.seedPath} not found (pai-seed not set up; checkpointRef is skipped)`);
  } catch (err) {
    return check("seed.json", "fail", errorMessage(err));
  }
}
function clearStaleLocks(dir2, leaseMs) {
  let names = [];
  try {
    names = (0, import_node_fs61.readdirSync)(dir2).filter((n) => n.endsWith(".lock"));
  } catch {
    return [];
  }
  let out3 = [];
  for (let n of names) {
    let why = breakIfStale((0, import_node_path64.join)(dir2, n), leaseMs);
    why && out3.push(`${(0, import_node_path64.join)(dir2, n)} (${why})`);
  }
  return out3;
}
function checkLocks({ paths }) {
  let locks = [
    ...clearStaleLocks(paths.sessionsDir),
    ...clearStaleLocks((0, import_node_path64.join)(paths.stateDir, "captures"), CAPTURE_LEASE_MS),
    ...clearStaleLocks(sidecarDir(paths), SIDECAR_LEASE_MS),
    ...clearStaleLocks((0, import_node_path64.dirname)(paths.seedPath)),
    ...clearStaleLocks(paths.checkpointsDir)
  ];
  return check("locks", locks.length ? "warn" : "ok", locks.length ? `cleared ${locks.length} stale lock(s): ${locks.join(", ")}` : "no stale locks");
}
async function checkSessions(ctx2) {
  let staleMs = await ctx2.config().then(
    (c) => c.session.staleSeconds * 1e3,
    () => DEFAULT_STALE_MS
  ), now = ctx2.now().getTime(), counts = { running: 0, ended: 0, crashed: 0, unknown: 0 };
  for (let id of listSessionIds(ctx2.paths)) counts[sessionStatus(loadSession(ctx2.paths, id), now, staleMs)]++;
  return check("sessions", "ok", `${counts.running} running, ${counts.ended} ended, ${counts.crashed} crashed`);
}
async function checkSidecars(ctx2) {
  let staleMs = await ctx2.config().then(
    (c) => c.session.staleSeconds * 1e3,
    () => DEFAULT_STALE_MS
  ), now = ctx2.now().getTime(), running = 0, without = [];
  for (let id of listSessionIds(ctx2.paths))
    sessionStatus(loadSession(ctx2.paths, id), now, staleMs) === "running" && (sidecarPid(ctx2.paths, id) !== void 0 ? running++ : without.push(`${id.slice(0, 8)} (${inHookReason(ctx2.paths, id) ?? "not running; the next hook starts it"})`));
  return without.length === 0 ? check("sidecars", "ok", `${running} running, one per running session`) : check("sidecars", "warn", `${running} running; ${without.length} running session(s) without one, their phases recorded at each turn's end: ${without.slice(0, 5).join(", ")}`);
}
function checkDispatcher(ctx2) {
  let path = dispatcherPath(ctx2.env);
  if (!(0, import_node_fs61.existsSync)(path)) return check("/checkpoint dispatcher", "info", `not installed (${path}); run \`pai-checkpoint setup\` or /checkpoint:setup`);
  let target = dispatcherTarget((0, import_node_fs61.readFileSync)(path, "utf8"));
  return target ? (0, import_node_fs61.existsSync)(target) ? check("/checkpoint dispatcher", "ok", `${path} \u2192 ${target}`) : check("/checkpoint dispatcher", "fail", `${path} points at ${target}, which is gone; run \`pai-checkpoint setup\` again`) : check("/checkpoint dispatcher", "warn", `${path} is not pai-checkpoint's: /checkpoint runs that file`);
}
function checkPlugin(_ctx, o) {
  let pluginRoot = (0, import_node_path64.dirname)((0, import_node_path64.dirname)(o.cliPath)), hooksJson = (0, import_node_path64.join)(pluginRoot, "hooks", "hooks.json");
  return check("plugin", (0, import_node_fs61.existsSync)(hooksJson) ? "ok" : "warn", (0, import_node_fs61.existsSync)(hooksJson) ? `${pluginRoot} (v${o.version})` : `${hooksJson} not found: is this CLI inside the plugin?`);
}
function checkClaude() {
  try {
    return check("claude", "ok", (0, import_node_child_process16.execFileSync)("claude", ["--version"], { encoding: "utf8", timeout: 1e4, stdio: ["ignore", "pipe", "ignore"] }).trim());
  } catch {
    return check("claude", "info", "claude not on PATH");
  }
}
function checkHookErrors({ paths, now }) {
  try {
    let day = new Date(now().getTime() - 864e5).toISOString(), errors = (0, import_node_fs61.readFileSync)(paths.logFile, "utf8").split(`
`).filter((l) => l.includes(" error: ") && l.slice(0, 24) >= day);
    return check("hook errors (24 h)", errors.length ? "warn" : "ok", errors.length ? `${errors.length} in ${paths.logFile}; last: ${errors.at(-1)?.slice(0, 200)}` : "none");
  } catch {
    return check("hook errors (24 h)", "ok", "none (no log yet)");
  }
}
var import_node_fs61, import_node_child_process16, import_node_path64, check, CHECKS, init_doctor = __esm({
  "src/app/doctor.ts"() {
    "use strict";
    import_node_fs61 = require("node:fs"), import_node_child_process16 = require("node:child_process"), import_node_path64 = require("node:path");
    init_errors2();
    init_lock();
    init_api2();
    init_seed();
    init_queue();
    init_resume();
    init_sidecar_files();
    init_state();
    init_store();
    init_sealed();
    init_format();
    init_setup();
    check = (name2, level, detail) => ({ name: name2, level, detail }), CHECKS = [checkNode, checkDirs, checkVolume, checkRecords, checkSeed, checkLocks, checkSessions, checkSidecars, checkDispatcher, checkPlugin, checkClaude, checkHookErrors];
  }
});

// src/adapters/cli/commands/doctor.ts
var doctor_exports = {};
__export(doctor_exports, {
  printDoctor: () => printDoctor,
  run: () => run33
});
async function run33(ctx2) {
  let r = await doctor(ctx2, { cliPath: cliPath(), version: VERSION });
  return { data: r, text: printDoctor(r), exitCode: r.healthy ? EXIT.OK : EXIT.INVALID_DATA };
}
function printDoctor(r) {
  let lines2 = [`pai-checkpoint ${r.version}`];
  for (let c of r.checks) lines2.push(`${ICON[c.level]}  ${c.name}: ${c.detail}`);
  return lines2.push(r.healthy ? "Healthy." : "Problems found (FAIL above)."), lines2.join(`
`);
}
var ICON, init_doctor2 = __esm({
  "src/adapters/cli/commands/doctor.ts"() {
    "use strict";
    init_doctor();
    init_errors2();
    init_version();
    ICON = { ok: "ok  ", info: "info", warn: "WARN", fail: "FAIL" };
  }
});

// src/adapters/cli/commands/setup.ts
var setup_exports = {};
__export(setup_exports, {
  printSetup: () => printSetup,
  run: () => run34
});
async function run34(ctx2, o) {
  let r = await setup(ctx2, { remove: !!o.remove, force: !!o.force, cliPath: cliPath() });
  return { data: r, text: printSetup(r) };
}
function printSetup(r) {
  switch (r.action) {
    case "installed":
      return `Installed ${r.path}: /checkpoint save, /checkpoint list, /checkpoint resume \u2026 run pai-checkpoint from now on.
Start a new Claude Code session for it to work: this session keeps the built-in /checkpoint (an alias of /rewind) until then; /checkpoint:save and the other /checkpoint: commands work everywhere.`;
    case "updated":
      return `Updated ${r.path} to point at this pai-checkpoint.`;
    case "unchanged":
      return `${r.path} is already installed and up to date.`;
    case "removed":
      return `Removed ${r.path}: /checkpoint is the built-in /rewind alias again.`;
    case "absent":
      return `${r.path} is not installed; nothing to remove.`;
  }
}
var init_setup2 = __esm({
  "src/adapters/cli/commands/setup.ts"() {
    "use strict";
    init_setup();
    init_version();
  }
});

// src/adapters/cli/bin.ts
var import_node_fs62 = require("node:fs");
init_context2();

// src/adapters/cli/main.ts
var import_node_util9 = require("node:util");
init_errors2();
init_hint();

// src/adapters/cli/command.ts
init_errors2();
function parseArgsOptions(c) {
  let out3 = {};
  for (let [name2, spec] of Object.entries(c.options)) {
    let short = spec.short ? { short: spec.short } : {};
    out3[name2] = "flag" in spec ? { type: "boolean", ...short } : "list" in spec ? { type: "string", multiple: !0, ...short } : { type: "string", ...short };
  }
  return out3.json = { type: "boolean" }, out3;
}
function commandOptions(c, values, positionals) {
  let o = {}, rest = positionals;
  for (let arg = c.arg; arg; arg = arg.then) {
    let v2 = arg.rest ? rest.join(" ") : rest[0];
    if (v2) o[arg.text] = v2;
    else if (arg.required) throw new CheckpointError("USAGE", `missing <${arg.name}>`);
    rest = rest.slice(1);
  }
  for (let [name2, spec] of Object.entries(c.options)) {
    let v2 = values[name2];
    v2 !== void 0 && ("flag" in spec ? o[spec.flag] = !0 : "text" in spec ? o[spec.text] = v2 : "int" in spec ? o[spec.int] = wholeNumber(name2, v2) : o[spec.list] = v2.map(String));
  }
  return o;
}
function wholeNumber(name2, v2) {
  let n = Number(v2);
  if (!Number.isInteger(n) || n < 0) throw new CheckpointError("USAGE", `--${name2} must be a whole number, got "${String(v2)}"`);
  return n;
}

// src/adapters/cli/main.ts
init_context2();
init_version();
var COMMANDS = {
  list: {
    summary: "List checkpoints (session checkpoints and phase records; this project by default)",
    usage: "list [--all] [--open] [--clean] [--session <id>] [--tag <pattern>] [--limit <n>] [--detailed] [--json]",
    options: { all: { flag: "all", short: "a" }, open: { flag: "open" }, clean: { flag: "clean" }, session: { text: "session" }, tag: { text: "tag" }, limit: { int: "limit", short: "n" }, detailed: { flag: "detailed", short: "d" } },
    help: [
      "--all        every project, not just the current directory",
      "--open       only unfinished work (phase records not completed)",
      "--clean      only clean session checkpoints: no tool call failed since the one before (resume prefers them)",
      "--session    only this Claude Code session",
      "--tag        only checkpoints with a tag matching this pattern: milestone/v1.0, milestone (and every tag below it),",
      '             milestone/* (one level), ** (any depth); * and ? never cross a "/"',
      "--limit      at most this many rows (default 20, at least 1)",
      "--detailed   also STATUS, APPROVAL, SESSION, PARENT and TAGS",
      "ID shows the shortest prefix no other checkpoint shares; every command takes it. --json has full ids.",
      "VERIFIED: ok (re-hashed and matched), FAILED, not yet (never verified), - (phase record only).",
      "PHASE and TASK of a stop or periodic checkpoint are those its session was in. --all adds PROJECT."
    ],
    load: () => Promise.resolve().then(() => (init_list2(), list_exports))
  },
  search: {
    summary: "Search checkpoints by tag, annotation, linked issue, task, phase and label; best matches first",
    usage: "search <query\u2026> [--all] [--session <id>] [--tag <pattern>] [--limit <n>] [--json]",
    options: { all: { flag: "all", short: "a" }, session: { text: "session" }, tag: { text: "tag" }, limit: { int: "limit", short: "n" } },
    arg: { text: "query", name: "query", rest: !0 },
    help: [
      "<query>      words that must all match, case-insensitive, somewhere in a tag, annotation, linked issue, task,",
      '             phase name or label; "a phrase" matches as written (quote it for the shell too:',
      `             search '"parser is done" bob'). field:value looks in one field only:`,
      '               tag:<pattern>    as --tag: milestone/v1.0, milestone (and every tag below it), "experiment/*", **',
      "               issue:<ref>      an issue in any form link takes (URL, ENG-9, ph-xxx), or a part of its id or URL",
      "               name:  annotation:  task:   a part of the label, of an annotation, of the task",
      "               phase:<1-7|name> phase:4, phase:build      trigger:<periodic, stop, manual, \u2026>",
      "               approval:<pending|approved|rejected|auto_approved>",
      "--all        every project, not just the current directory",
      "--session    only this Claude Code session",
      "--tag        only checkpoints with a tag matching this pattern (as list --tag)",
      "--limit      at most this many rows (default 20, at least 1)",
      "Best first: an exact tag, issue id or label counts 10, the leading segments of a tag 8, a part of a label 5, of a tag",
      "or an issue 4, of a task or an annotation 3, a phase, trigger or approval 2; equal scores newest first.",
      "MATCHED names the fields a term matched; TEXT shows the matched annotation (note:) or task around the match.",
      "Exit code 3 when nothing matches. Reads each session's index on the volume, never a manifest."
    ],
    load: () => Promise.resolve().then(() => (init_search2(), search_exports))
  },
  create: {
    summary: "Take a full session checkpoint now (workspace, git, transcript, environment, MCP state)",
    usage: "create [--session <id>] [--trigger manual] [--name <label>] [--tag <tag>]\u2026 [--json]",
    options: { session: { text: "session" }, trigger: { text: "trigger" }, name: { text: "name" }, tag: { list: "tags" }, json: { flag: "json" } },
    help: [
      "--session    session id (default: $CLAUDE_CODE_SESSION_ID, else the latest session of this directory)",
      "--trigger    recorded trigger (default manual)",
      "--name       a label (named checkpoints are kept by retention)",
      "--tag        a tag, repeatable (tagged checkpoints are kept by retention)"
    ],
    load: () => Promise.resolve().then(() => (init_create3(), create_exports))
  },
  verify: {
    summary: "Re-hash checkpoints against their manifests; --repair removes unfinished captures",
    usage: "verify <id> | --all [--read-data] [--repair] [--json]",
    options: { all: { flag: "all" }, repair: { flag: "repair" }, "read-data": { flag: "readData" } },
    arg: { text: "id", name: "id" },
    help: [
      "<id>         one checkpoint (id or unique prefix)",
      "--all        every checkpoint on the volume",
      "--read-data  also re-hash every blob of the workspace content (without it: every blob is found in a pack of the right size)",
      "--repair     remove captures that never finished (no manifest, over an hour old)",
      "Exit code 4 when a checkpoint fails."
    ],
    load: () => Promise.resolve().then(() => (init_verify3(), verify_exports))
  },
  prune: {
    summary: "Apply retention to session checkpoints, remove unfinished captures and unreferenced workspace content",
    usage: "prune [--dry-run] [--session <id>] [--json]",
    options: { "dry-run": { flag: "dryRun" }, session: { text: "session" } },
    help: ["Keeps the last [retention] keep_last (10) per session, none older than max_age_days (7),", "and always complete, error, named and tagged checkpoints.", "--dry-run    show what would be deleted"],
    load: () => Promise.resolve().then(() => (init_prune2(), prune_exports))
  },
  export: {
    summary: "Write the portable workspace.tar.zst of a checkpoint (GNU `tar --zstd -xf` extracts it)",
    usage: "export <id> [-o <file> | -o -] [--json]",
    options: { output: { text: "output", short: "o" } },
    arg: { text: "id", name: "id", required: !0 },
    help: ["<id>         a checkpoint id or unique prefix", "-o, --output the file to write (default ./<id>.workspace.tar.zst; - for stdout)", "Every blob is checked against its hash as it is written."],
    load: () => Promise.resolve().then(() => (init_export2(), export_exports))
  },
  delete: {
    summary: "Delete one checkpoint (its session checkpoint and its phase record), or every one older than an age",
    usage: "delete <id> | delete --older-than <age> [--session <id>] [--dry-run] [--json]",
    options: { "older-than": { text: "olderThan" }, session: { text: "session" }, "dry-run": { flag: "dryRun" } },
    arg: { text: "id", name: "id" },
    help: [
      "<id>         a checkpoint id or unique prefix",
      "--older-than every session checkpoint older than this age (30d, 12h, 90m), named, tagged and complete ones too,",
      "             except the newest of each session (a resume needs it); then the workspace content nothing references",
      "--session    with --older-than: only this session",
      "--dry-run    with --older-than: list what would be deleted",
      "Phase records by age: `pai-checkpoint cleanup --older-than <age>`."
    ],
    load: () => Promise.resolve().then(() => (init_delete2(), delete_exports))
  },
  approve: {
    summary: "Approve a session checkpoint (resume prefers approved ones; SPEC-07.20)",
    usage: "approve <id> [--reason <text>] [--user <name>] [--json]",
    options: { reason: { text: "reason" }, user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0 },
    help: [
      "<id>         a checkpoint id or unique prefix",
      "--reason     why (recorded with the decision)",
      "--user       who decides (default: the OS user)",
      "The decision is a fact on the volume (the manifest is never changed) and a checkpoint.approve event in the event log.",
      "Resume prefers approved > auto_approved > pending checkpoints, and never takes a rejected one without --force."
    ],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runApprove }))
  },
  reject: {
    summary: "Reject a session checkpoint (resume never takes it without --force)",
    usage: "reject <id> --reason <text> [--user <name>] [--json]",
    options: { reason: { text: "reason" }, user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0 },
    help: ["<id>         a checkpoint id or unique prefix", "--reason     why (required)", "--user       who decides (default: the OS user)", "Logged as a checkpoint.reject event. `approve` later overrides it (the last decision counts; every one is kept)."],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runReject }))
  },
  review: {
    summary: "Review checkpoints awaiting approval: a session's screen, keys to approve, reject, diff, log or continue",
    usage: "review [<session>] [--json]",
    options: { json: { flag: "json" } },
    arg: { text: "session", name: "session" },
    help: [
      "<session>    a session id or a unique prefix (default: what awaits review; in a terminal, the screen of the",
      "             session when only one awaits review)",
      "The screen (SPEC-07.20.03): session, status, the checkpoint to decide on (the newest pending, else the newest),",
      "conversation turns, tokens, estimated cost, and the files modified with +/- lines since the last approved",
      "(else auto-approved, else the first) checkpoint of the session.",
      "In a terminal, one key each: a approve (a reason may follow), r reject (a reason is asked), d diff (every changed",
      "file's unified diff), l log (the turns in between), c continue the session (resume it), q quit.",
      "Without a terminal, or with --json: the screen (or what awaits review) and the commands that act on it."
    ],
    load: () => Promise.resolve().then(() => (init_review2(), review_exports))
  },
  tag: {
    summary: "Tag a session checkpoint (tagged checkpoints are kept by retention)",
    usage: "tag <id> <tag> [--user <name>] [--json]",
    options: { user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0, then: { text: "tag", name: "tag", required: !0 } },
    help: ["<id>         a checkpoint id or unique prefix", "<tag>        hierarchical: milestone/v1.0, experiment/approach-a, stable (letters, digits, . _ + -; no spaces)", "--user       who tags it (default: the OS user)", "The manifest is never changed: the tag is a fact of its own on the volume (the audit trail)."],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runTag }))
  },
  untag: {
    summary: "Remove a tag from a session checkpoint",
    usage: "untag <id> <tag> [--user <name>] [--json]",
    options: { user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0, then: { text: "tag", name: "tag", required: !0 } },
    help: ["<id>         a checkpoint id or unique prefix", "<tag>        one of its tags (exit code 3 when it has no such tag)", "--user       who removes it (default: the OS user)"],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runUntag }))
  },
  annotate: {
    summary: "Add an annotation to a session checkpoint (append-only, with time and user)",
    usage: "annotate <id> <text\u2026> [--user <name>] [--json]",
    options: { user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0, then: { text: "text", name: "text", required: !0, rest: !0 } },
    help: ["<id>         a checkpoint id or unique prefix", "<text>       the annotation (quote it, or give the words; at most 4000 characters)", "--user       who writes it (default: the OS user)"],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runAnnotate }))
  },
  annotations: {
    summary: "List a session checkpoint's annotations, oldest first",
    usage: "annotations <id> [--json]",
    options: {},
    arg: { text: "id", name: "id", required: !0 },
    help: ["<id>         a checkpoint id or unique prefix"],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runAnnotations }))
  },
  link: {
    summary: "Link a session checkpoint to an issue (GitHub, Linear, Beads)",
    usage: "link <id> <issue> [--user <name>] [--json]",
    options: { user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0, then: { text: "ref", name: "issue", required: !0 } },
    help: [
      "<id>         a checkpoint id or unique prefix",
      "<issue>      https://github.com/<owner>/<repo>/issues/<n>, https://linear.app/<workspace>/issue/<KEY-123>, or a Beads id (ph-xxx)",
      "--user       who links it (default: the OS user)"
    ],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runLink }))
  },
  unlink: {
    summary: "Remove the link of a session checkpoint to an issue",
    usage: "unlink <id> <issue> [--user <name>] [--json]",
    options: { user: { text: "user" } },
    arg: { text: "id", name: "id", required: !0, then: { text: "ref", name: "issue", required: !0 } },
    help: ["<id>         a checkpoint id or unique prefix", "<issue>      the issue as link takes it, in any of its forms (exit code 3 when it is not linked)", "--user       who removes it (default: the OS user)"],
    load: () => Promise.resolve().then(() => (init_facts3(), facts_exports)).then((m2) => ({ run: m2.runUnlink }))
  },
  diff: {
    summary: "Compare two checkpoints (time, conversation, files with +/- lines, environment, approval), or one with its folder",
    usage: "diff <a> [<b>] [--file <path> | --patch | --conversation] [--dir <folder>] [--json]",
    options: { file: { text: "file" }, patch: { flag: "patch", short: "p" }, conversation: { flag: "conversation" }, dir: { text: "dir" } },
    arg: { text: "a", name: "a", required: !0, then: { text: "b", name: "b" } },
    help: [
      "<a> <b>        two checkpoint ids or unique prefixes (of any sessions); b is the later one",
      "<a> alone      the checkpoint against the working tree of the folder it was taken in (files only)",
      "--file <path>  the unified diff of one file (its path as the file list shows it)",
      "-p, --patch    after the summary, the unified diff of every changed text file",
      "--conversation the turns added between a and b, from the transcript copy b holds",
      "--dir <folder> with <a> alone: compare with this folder instead",
      "Files are compared by content (a stored tree is not read for unchanged files); text files get +/- line",
      "counts, binary files (a NUL byte in the first 8000) are marked, files over 16 MB are compared but not counted.",
      "A folder file with the size and mtime the checkpoint recorded is taken as unchanged without being read."
    ],
    load: () => Promise.resolve().then(() => (init_diff2(), diff_exports))
  },
  env: {
    summary: "The environment a checkpoint recorded (Claude Code, plugins, MCP servers, runtimes, packages), or what changed",
    usage: "env show <id> [--full] | env diff <a> <b> [--json]",
    options: { full: { flag: "full" } },
    arg: { text: "action", name: "show|diff", required: !0, then: { text: "a", name: "id", required: !0, then: { text: "b", name: "b" } } },
    help: [
      "show <id>      every recorded value: Claude Code version, binary sha256 and path; plugins (version, git remote,",
      "               commit, branch, installed at); MCP servers (source type, version id, config hash); runtimes;",
      "               key packages; allow-listed variables (secret-looking ones withheld); the full package lists",
      "               (pip freeze, npm) by count and hash: each list is stored once on the volume, whichever checkpoints name it",
      "--full         with show: print the full package lists too",
      "diff <a> <b>   only what changed from a to b (added, removed, old \u2192 new), down to each package of the full lists"
    ],
    load: () => Promise.resolve().then(() => (init_env2(), env_exports))
  },
  inspect: {
    summary: "Show one checkpoint: phase, task, ISC criteria, lineage",
    usage: "inspect <id> [--json]",
    options: {},
    arg: { text: "id", name: "id", required: !0 },
    help: ["<id>         a checkpoint id, or a unique prefix of one (4+ characters)"],
    load: () => Promise.resolve().then(() => (init_inspect2(), inspect_exports))
  },
  memory: {
    summary: "Project memory (SPEC-07.31): what this project's sessions should know \u2014 save, recall, show, forget",
    usage: "memory save <key> <value\u2026> [--session <id>] [--user <name>] | memory recall <query\u2026> [--limit <n>] | memory show [--limit <n>] | memory forget <key> [--user <name>]; each [--project <id>] [--json]",
    options: { project: { text: "project" }, user: { text: "user" }, session: { text: "session" }, limit: { int: "limit", short: "n" } },
    arg: { text: "action", name: "save|recall|show|forget", required: !0, then: { text: "key", name: "key", then: { text: "value", name: "value", rest: !0 } } },
    help: [
      "save <key> <value>  what the next sessions should know. <key>: architecture (its summary), architecture.key_files",
      "                    (comma-separated), conventions.<name>, gotchas (adds one), or your own <name> or <section>.<name>",
      "                    (letters, digits, _ and -; case does not matter). At most 200 characters of key, 4000 of value.",
      "                    The same key again replaces its value; the same gotcha again is one gotcha.",
      `recall <query>      the items matching every word or "a phrase", best first (a word in an item's name counts more`,
      "                    than in its text, each place in the text counts; equal scores newest first); exit code 3 when none",
      "show                everything: KEY (what forget takes) and VALUE, then the newest sessions",
      "forget <key>        an item, a whole section (conventions), gotchas.<n> (as show numbers them), every gotcha",
      "                    (gotchas), or the one gotcha whose text contains the words; exit code 3 when nothing is so named",
      "--project <id>      another project's memory (default: the git origin as owner-repo, else the folder's name and a hash)",
      "--session <id>      save: the session a gotcha was found in (default: $CLAUDE_CODE_SESSION_ID)",
      "--user <name>       save, forget: who (default: the OS user)",
      "--limit <n>         recall: at most this many matches (default 10); show: this many sessions (default 10)",
      "On the volume as memory/<project>.json (SPEC-07.31.01), each change an object of its own: sessions writing at once",
      "never lose one. Encrypted there when you have a key. A session starts with what fits of it ([memory] budget_tokens)."
    ],
    load: () => Promise.resolve().then(() => (init_memory2(), memory_exports))
  },
  summary: {
    summary: "Print a session's summary: progress, decisions, failed approaches, blockers, context, files changed",
    usage: "summary [<session|id>] [--json]",
    options: {},
    arg: { text: "target", name: "session or checkpoint" },
    help: [
      "(none)       the session it runs in ($CLAUDE_CODE_SESSION_ID), else this project's most recent one",
      "<session>    a session id or a unique prefix of one: its newest summary (sessions/<id>/summary.md)",
      "<id>         a checkpoint id or prefix: the summary written with that checkpoint",
      "Each checkpoint writes one (SPEC-07.30.02): built in from the transcript and git, or by the model",
      'with [summary] engine = "model" in your checkpoint.toml. --json adds its sections as lists.'
    ],
    load: () => Promise.resolve().then(() => (init_summary3(), summary_exports))
  },
  save: {
    summary: "Save a checkpoint of the current session now (phase record + session checkpoint)",
    usage: "save [label] [--name <label>] [--phase <1-7>] [--task <text>] [--session <id>] [--json]",
    options: { name: { text: "name" }, phase: { int: "phase" }, task: { text: "task" }, session: { text: "session" } },
    arg: { text: "name", name: "label", rest: !0 },
    help: [
      "label, --name  a name for this checkpoint (named checkpoints are easy to find)",
      "--phase        Algorithm phase 1-7 (default: the current phase, else 1)",
      "--task         task summary (default: the TASK line, else the last prompt)",
      "--session      session id (default: $CLAUDE_CODE_SESSION_ID, else the latest session of this directory)"
    ],
    load: () => Promise.resolve().then(() => (init_save2(), save_exports))
  },
  resume: {
    summary: "Resume a session (restore what is missing, then claude --resume); inside Claude Code: the resume context",
    usage: "resume [<session-or-checkpoint>] [--from <id>] [--restore-workspace] [--to <dir>] [--yes] [--set key=value]\u2026 [--no-tmux] [--no-mcp] [--fork] [--print] [--force] [--context] [--json]",
    options: {
      from: { text: "from" },
      yes: { flag: "yes", short: "y" },
      "restore-workspace": { flag: "restoreWorkspace" },
      to: { text: "to" },
      set: { list: "set" },
      print: { flag: "print" },
      force: { flag: "force" },
      context: { flag: "context" },
      "print-only": { flag: "printOnly" },
      "no-tmux": { flag: "noTmux" },
      "no-mcp": { flag: "noMcp" },
      fork: { flag: "fork" }
    },
    arg: { text: "target", name: "session-or-checkpoint" },
    help: [
      "From a terminal: picks the checkpoint (--from, else the newest usable: approved > auto_approved > pending;",
      "  never rejected or unsigned without --force), restores the workspace if it is missing (or --restore-workspace) and the",
      "  transcript if Claude Code lacks it, then starts `claude --resume <session>` in the workspace.",
      "  Without a transcript it starts a new session from a resume prompt built from the checkpoint.",
      "<session>      a session id or a unique prefix of it (the 8 characters the banner shows)",
      "--print        a dry run: say what would be restored and print the command; nothing is changed",
      "--fork         continue as a NEW session (its transcript copied under a new id): for a session resumed on another",
      "               machine (this one no longer checkpoints it), or a second line of work from the same point",
      "--to <dir>     restore into another folder (the transcript's paths of the recorded folder are rewritten to it)",
      "--yes          confirm restoring into the folder the checkpoint records (when it is not this project)",
      "--set k=v      change a setting before resuming (recorded in a new checkpoint); env.NAME=value sets a variable for claude",
      "--no-tmux      when the checkpoint recorded a tmux layout, do not recreate it (by default claude is resumed in",
      "               its pane of a new tmux session with that layout, which this terminal then attaches to)",
      "--no-mcp       when the workspace is restored, leave the MCP servers' state alone (by default their state files",
      "               are written back and each server that has restore_checkpoint is given its captured state)",
      "Inside Claude Code (/checkpoint:resume), or with --context: prints the resume context of unfinished PAI work",
      "  (of a checkpoint, or of a session named by its id or prefix) and carries it into the current session",
      "  (--print-only: only print). The options above always mean the terminal resume, also inside a session."
    ],
    load: () => Promise.resolve().then(() => (init_resume3(), resume_exports))
  },
  restore: {
    summary: "Restore a checkpoint: workspace, git state (unpushed commits too) and transcript",
    usage: "restore <id> [--to <dir>] [--yes] [--no-tmux] [--no-mcp] [--force] [--json]",
    options: { to: { text: "to" }, yes: { flag: "yes", short: "y" }, "no-tmux": { flag: "noTmux" }, "no-mcp": { flag: "noMcp" }, force: { flag: "force" } },
    arg: { text: "id", name: "id", required: !0 },
    help: [
      "<id>         a checkpoint id or prefix",
      "--to <dir>   restore into this folder (default: where it was taken, if that is this project;",
      "             another recorded folder is used only after you confirm it, or with --yes)",
      "--yes        confirm restoring into the folder the checkpoint records",
      "--no-tmux    do not recreate the tmux layout the checkpoint recorded (by default a new detached",
      "             tmux session gets its windows and panes, each in its folder; no command is rerun)",
      "--no-mcp     leave the MCP servers' state alone (by default their captured state files are written back,",
      "             and each server configured here with a restore_checkpoint tool is started and given its state)",
      "--force      restore although its manifest is unsigned or its signature fails (a warning then)",
      "Verifies every part first; refuses hostile archives and git state; never writes into /, your home,",
      "its hidden folders or system folders; takes a safety checkpoint before overwriting files and moves",
      "aside (never deletes) what no checkpoint holds; never resets git history."
    ],
    load: () => Promise.resolve().then(() => (init_restore3(), restore_exports))
  },
  rollback: {
    summary: "Roll the workspace back to a checkpoint (safety checkpoint and git stash first; undone on failure)",
    usage: "rollback <id> [--yes] [--no-mcp] [--json]",
    options: { yes: { flag: "yes", short: "y" }, "no-mcp": { flag: "noMcp" } },
    arg: { text: "id", name: "id", required: !0 },
    help: [
      "<id>         a checkpoint id or prefix",
      "--yes        do not ask for confirmation",
      "--no-mcp     leave the MCP servers' state alone (by default it is put back after the files, as restore does)",
      "Asks first (naming the folder), then saves the current files in a safety checkpoint and stashes git changes.",
      "Files created since the checkpoint are reported, not deleted. Undo: rollback to the safety checkpoint it prints."
    ],
    load: () => Promise.resolve().then(() => (init_rollback2(), rollback_exports))
  },
  sessions: {
    summary: "Resumable sessions: status, last checkpoint, phase and age",
    usage: "sessions [<session>] [--status crashed|ended|running|pending] [--json]",
    options: { status: { text: "status" } },
    arg: { text: "session", name: "session" },
    help: ["<session>    only this session (its id, or a unique prefix such as the 8 characters the banner shows)", "--status     only sessions in this state (running: its claude still runs; crashed: gone without ending),", "             or pending: with checkpoints awaiting review (approve or reject them)"],
    load: () => Promise.resolve().then(() => (init_sessions2(), sessions_exports))
  },
  monitor: {
    summary: "Watch every session on the volume; resume the ones whose heartbeat stopped (SPEC-03.14/15)",
    usage: "monitor [--once] [--mode tmux|headless|notify] [--print-systemd-unit] [--json]",
    options: { once: { flag: "once" }, mode: { text: "mode" }, "print-systemd-unit": { flag: "printSystemdUnit" }, json: { flag: "json" } },
    help: [
      "Runs in the foreground until SIGTERM or Ctrl-C, one line per state change of a session (JSON lines with --json):",
      "HEALTHY, WARNING (a heartbeat missed), DEAD (silent for [monitor] timeout_seconds, default 90; at once after the",
      "sidecar's SIGTERM), then RESUMING/RESUMED, TAKEN (another monitor resumed it), LOST (no checkpoint), NOTIFIED.",
      "A dead session is resumed [monitor] resume_delay_seconds (5) later, unless its heartbeat came back, from its newest",
      "checkpoint that verifies (approved, auto_approved, then pending), into its own folder when that is free here, else",
      "[monitor] workspace_root/<project>; its old machine stops writing for it (fencing).",
      "--once       one pass, then exit (cron); a resume it starts is finished first",
      "--mode       tmux: claude --resume in a detached tmux session pai-<id> (default when tmux is installed);",
      "             headless: claude --resume -p, its stream-json output logged; notify: only say what it would run",
      "--print-systemd-unit   a systemd user unit that runs the monitor"
    ],
    load: () => Promise.resolve().then(() => (init_monitor(), monitor_exports))
  },
  recover: {
    summary: "Interactive recovery of a session: resume, restore into a new folder, or abandon",
    usage: "recover <session> [--yes] [--print] [--json]",
    options: { yes: { flag: "yes", short: "y" }, print: { flag: "print" }, json: { flag: "json" } },
    arg: { text: "session", name: "session", required: !0 },
    help: [
      "<session>    a session id or a unique prefix of it (the 8 characters the banner shows)",
      "--yes        resume the newest usable checkpoint without asking",
      "--print      a dry run of that resume (no terminal needed): what would be restored, and the command",
      "--json       list the checkpoints and their state (with --yes or --print: resume and report)"
    ],
    load: () => Promise.resolve().then(() => (init_recover2(), recover_exports))
  },
  risky: {
    summary: "Checkpoints before risky commands: which commands start the hook, and rules for your own patterns in Claude Code's settings",
    usage: "risky status | risky install [--scope local|project|user] [--dry-run] | risky uninstall [--scope \u2026] [--dry-run] [--json]",
    options: { scope: { text: "scope" }, "dry-run": { flag: "dryRun" } },
    arg: { text: "action", name: "status|install|uninstall", required: !0 },
    help: [
      "status       the built-in rules, your [risky] commands, and whether Claude Code starts the hook for each",
      "install      writes a PreToolUse hook for each of your [risky] commands that the plugin's own rules do not",
      "             cover (Claude Code starts a hook only for the Bash calls its `if` rule matches), replacing the",
      "             ones it wrote before; the rest of the file is kept. Run it again after changing [risky] commands.",
      "uninstall    removes the hooks install wrote",
      "--scope      local: .claude/settings.local.json of the project (default, yours alone); project:",
      "             .claude/settings.json (shared with the repository); user: ~/.claude/settings.json (every project)",
      "--dry-run    say what would be written, write nothing"
    ],
    load: () => Promise.resolve().then(() => (init_risky2(), risky_exports))
  },
  notify: {
    summary: "Notifications: what was sent, what waits or failed (log), or try a channel now (test)",
    usage: "notify log [--limit <n>] [--retry] | notify test [<channel>] [--json]",
    options: { limit: { int: "limit", short: "n" }, retry: { flag: "retry" } },
    arg: { text: "action", name: "log|test", required: !0, then: { text: "channel", name: "channel" } },
    help: [
      "log          the last deliveries (queued, sent, retry with the error, failed), what waits, what was given up",
      "--limit      at most this many log lines (default 50)",
      "--retry      queue the given-up deliveries again (and start the sender)",
      "test [name]  send a test notification now to that channel (default: every channel); exit 1 when one fails",
      "Channels and routing: [notifications] in your checkpoint.toml (see the README). A notification is written to an",
      "outbox and sent by a background sender with retries (8 tries over ~20 minutes, or when the server says)."
    ],
    load: () => Promise.resolve().then(() => (init_notify2(), notify_exports))
  },
  complete: {
    summary: "Mark a checkpoint finished (it is no longer offered for resume)",
    usage: "complete <id> [--json]",
    options: {},
    arg: { text: "id", name: "id", required: !0 },
    help: ["<id>         a checkpoint id or prefix; earlier unfinished records of its session are completed too"],
    load: () => Promise.resolve().then(() => (init_complete(), complete_exports))
  },
  cleanup: {
    summary: "Delete old phase checkpoints (completed ones first)",
    usage: "cleanup [--older-than <30d>] [--dry-run] [--json]",
    options: { "older-than": { text: "olderThan" }, "dry-run": { flag: "dryRun" } },
    help: ["--older-than  age such as 30d, 12h or 90m (default 30d)", "--dry-run     list what would be deleted"],
    load: () => Promise.resolve().then(() => (init_cleanup(), cleanup_exports))
  },
  usage: {
    summary: "Disk use of the volume: per project, per session, and in total",
    usage: "usage [--json]",
    options: {},
    help: ["SIZE counts an archive shared by several checkpoints (an unchanged workspace) once."],
    load: () => Promise.resolve().then(() => (init_usage2(), usage_exports))
  },
  doctor: {
    summary: "Check paths, versions, locks and health",
    usage: "doctor [--json]",
    options: {},
    help: ["Exit code 4 when a check fails."],
    load: () => Promise.resolve().then(() => (init_doctor2(), doctor_exports))
  },
  setup: {
    summary: "Install (or --remove) the ~/.claude/commands/checkpoint.md dispatcher for `/checkpoint save`",
    usage: "setup [--remove] [--force] [--json]",
    options: { remove: { flag: "remove" }, force: { flag: "force" } },
    help: ["--remove     uninstall it", "--force      replace or remove a checkpoint.md that is not ours"],
    load: () => Promise.resolve().then(() => (init_setup2(), setup_exports))
  }
};
function mainHelp() {
  let width = Math.max(...Object.keys(COMMANDS).map((k2) => k2.length));
  return [
    `pai-checkpoint ${VERSION} \u2014 checkpoints and resume for Claude Code sessions (PAI F-010 phase records)`,
    "",
    "Usage: pai-checkpoint <command> [options]",
    "",
    "Commands:",
    ...Object.entries(COMMANDS).map(([k2, c]) => `  ${k2.padEnd(width)}  ${c.summary}`),
    "",
    "Every command takes --help and --json.",
    "Exit codes: 0 ok, 1 failure, 2 bad usage, 3 not found, 4 invalid data / unhealthy, 5 conflict or busy.",
    "Files: $PAI_DIR (default ~/.pai): checkpoints/ (phase records), seed.json, events/, checkpoint/ (runtime state, plugin.log),",
    "       volume/ (session checkpoints; [volume] path in checkpoint.toml or $PAI_CHECKPOINT_VOLUME)."
  ].join(`
`);
}
function commandHelp(c) {
  return [`Usage: pai-checkpoint ${c.usage}`, "", c.summary + ".", "", ...c.help.map((h) => `  ${h}`), "  --json       machine-readable output"].join(`
`);
}
async function main(argv, cli = defaultCliEnv()) {
  let args = argv, slash = !1;
  args[0] === "slash" && (slash = !0, cli.slash = !0, args = args.slice(1), args.length === 0 && (args = ["list"]));
  let [name2, ...rest] = args, audience = cli.cliPath ? slash ? { kind: "claude", cli: cli.cliPath } : { kind: "terminal", cli: cli.cliPath, onPath: cliOnPath(cli.cliPath, cli.env.PATH) } : void 0, render = (text4) => audience ? renderCommands(text4, audience) : text4;
  if (!name2 || name2 === "--help" || name2 === "-h" || name2 === "help") {
    let sub = name2 === "help" ? rest[0] : void 0, c = sub ? COMMANDS[sub] : void 0;
    return { exitCode: 0, stdout: `${c && sub ? commandHelp(c) : mainHelp()}
`, stderr: "" };
  }
  if (name2 === "--version" || name2 === "-v") return { exitCode: 0, stdout: `${VERSION}
`, stderr: "" };
  let cmd = COMMANDS[name2], wantJson = rest.includes("--json");
  try {
    if (!cmd) throw new CheckpointError("USAGE", `unknown command "${name2}"`, "run `pai-checkpoint --help` for the list");
    if (rest.includes("--help") || rest.includes("-h")) return { exitCode: 0, stdout: `${commandHelp(cmd)}
`, stderr: "" };
    let parsed;
    try {
      parsed = (0, import_node_util9.parseArgs)({ args: rest, options: parseArgsOptions(cmd), allowPositionals: !0, strict: !0 });
    } catch (err) {
      throw new CheckpointError("USAGE", errorMessage(err), `usage: pai-checkpoint ${cmd.usage}`);
    }
    wantJson = !!parsed.values.json;
    let options = commandOptions(cmd, parsed.values, parsed.positionals), out3 = await (await cmd.load()).run(appContext(cli), options, cli), shown = cli.warnings.map(render), warnings = shown.map((w2) => `warning: ${w2}
`).join(""), stdout = out3.streamed ? "" : wantJson ? `${JSON.stringify(withWarnings(out3.data, shown), null, 2)}
` : `${render(out3.text)}
`;
    return { exitCode: out3.exitCode ?? EXIT.OK, stdout: slash ? stdout + warnings : stdout, stderr: slash ? "" : warnings };
  } catch (err) {
    let code = exitCodeFor(err), hintText = err instanceof CheckpointError && err.hint ? render(err.hint) : void 0, hint = hintText ? `
  hint: ${hintText}` : "", message = `pai-checkpoint: ${render(errorMessage(err))}${hint}
`;
    if (wantJson) {
      let data = { error: { code: err instanceof CheckpointError ? err.code : "INTERNAL", message: errorMessage(err), hint: hintText } };
      return { exitCode: code, stdout: `${JSON.stringify(data, null, 2)}
`, stderr: slash ? "" : message };
    }
    return slash ? { exitCode: code, stdout: message, stderr: "" } : { exitCode: code, stdout: "", stderr: message };
  }
}
function withWarnings(data, warnings) {
  return warnings.length === 0 || typeof data != "object" || data === null || Array.isArray(data) ? data : { ...data, warnings };
}

// src/adapters/cli/bin.ts
function self2() {
  try {
    return (0, import_node_fs62.realpathSync)(process.argv[1] ?? "");
  } catch {
    return process.argv[1] ?? "";
  }
}
main(process.argv.slice(2), defaultCliEnv({ cliPath: self2() })).then(
  (r) => {
    r.stdout && process.stdout.write(r.stdout), r.stderr && process.stderr.write(r.stderr), process.exitCode = r.exitCode;
  },
  (err) => {
    process.stderr.write(`pai-checkpoint: internal error: ${err instanceof Error ? err.stack : String(err)}
`), process.exitCode = 1;
  }
);
