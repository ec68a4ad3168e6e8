#!/usr/bin/env node
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

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
      static x(message, ctx, ptr) {
        throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
      }
    };
  }
});

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  isMultiline && ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10 ? ctx.p++ : c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10 && (ctx.p += 2));
  let parsed = "", sliceStart = ctx.p, state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++)
    if (c = ctx.s.charCodeAt(ctx.p), isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline && (ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++, ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++), !state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx), sliceStart = ctx.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx.p);
  TomlError.x("unfinished string", ctx, startPtr);
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
      constructor(date2, fasttype, unsafeDelim) {
        let hasDate = !0, hasTime = !0, offset = "Z", c;
        if (typeof date2 == "string")
          if (fasttype)
            prep: {
              if (fasttype < 3) {
                if (+date2.slice(11, 13) > 23) {
                  date2 = "";
                  break prep;
                }
                fasttype === 2 ? (offset = null, date2 += "Z") : (c = date2.charCodeAt(date2.length - 1)) !== 90 && c !== 122 && (offset = date2.slice(date2.length - 6)), unsafeDelim && (date2 = date2.slice(0, 10) + "T" + date2.slice(11));
              } else fasttype === 4 && (date2 = +date2.slice(0, 2) > 23 ? "" : `0000-01-01T${date2}Z`);
              hasDate = fasttype !== 4, hasTime = fasttype !== 3;
            }
          else {
            let match = date2.match(DATE_TIME_RE);
            match ? (match[1] || (hasDate = !1, date2 = `0000-01-01T${date2}`), hasTime = !!match[2], hasTime && date2[10] === " " && (date2 = date2.replace(" ", "T")), match[2] && +match[2] > 23 ? date2 = "" : (offset = match[3] || null, !offset && hasTime && (date2 += "Z"))) : date2 = "";
          }
        super(date2), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
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
        let date2 = new _TomlDate(jsDate);
        return date2.#offset = offset, date2;
      }
      static wrapAsLocalDateTime(jsDate) {
        let date2 = new _TomlDate(jsDate);
        return date2.#offset = null, date2;
      }
      static wrapAsLocalDate(jsDate) {
        let date2 = new _TomlDate(jsDate);
        return date2.#hasTime = !1, date2.#offset = null, date2;
      }
      static wrapAsLocalTime(jsDate) {
        let date2 = new _TomlDate(jsDate);
        return date2.#hasDate = !1, date2.#offset = null, date2;
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
function extractValue(ctx, end) {
  let errPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    return ctx.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx) : c === 116 ? ((ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !0) : c === 102 ? ((ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end) : ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45 ? parseDate(ctx, c, end) : ctx.s.charCodeAt(ctx.p + 2) === 58 ? parseTime(ctx, c, end) : parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, NaN;
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx, startPtr);
  } else isDigit(c) || TomlError.x("invalid value", ctx, startPtr);
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  return hasUnderscores && (str = str.replaceAll("_", "")), state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  return underscore && (str = str.replaceAll("_", "")), parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== !0)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)))
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  if (ctx.p += 5, isDigit(ctx.s.charCodeAt(ctx.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx, startPtr), ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = !0, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, !1, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx, startPtr), ctx.s.charCodeAt(ctx.p += 3) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p)))
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  if (ctx.s.charCodeAt(ctx.p += 4) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, !1, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date2 = new TomlDate(str, type, unsafeDelim);
    return date2.isValid() || TomlError.x("invalid date", ctx, errPtr), date2;
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
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
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
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx);
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  for (; ctx.p < ctx.s.length; ) {
    for (; ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)); )
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}
var init_util = __esm({
  "node_modules/smol-toml/dist/util.js"() {
    init_error();
  }
});

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), ctx.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx), parsed.push(parseString(ctx)), state = 2, ctx.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx) : state || (state = 1, sliceStart = ctx.p);
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 125)
      return ctx.p++, res;
    let k, t = res, hasOwn = !1, errPtr = ctx.p, key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx, errPtr), skipVoid(ctx, !0, !0);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++, res = [], c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 93)
      return ctx.p++, res;
    if (res.push(extractValue(
      ctx,
      93
      /* ] */
    )), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}
var init_struct = __esm({
  "node_modules/smol-toml/dist/struct.js"() {
    init_primitive();
    init_extract();
    init_util();
    init_error();
  }
});

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta2, type) {
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
      if (ctx.uk && (unsafe || k === "constructor"))
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
function validateTablePeek(ctx, peek, ptr) {
  (peek === null || ctx.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse2(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta2 = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta2;
  for (toml.charCodeAt(0) === 65279 && ctx.p++, skipVoid(ctx); ctx.p < toml.length; ) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx.p) !== 93 && TomlError.x("expected end of table array declaration", ctx), ctx.p++);
      let p = peekTable(
        ctx,
        k,
        res,
        meta2,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx, p, tmp), skipping = !0);
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx), p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx, p, tmp), skipVoid(ctx, !0, !0);
      let v = extractValue(ctx, void 0);
      p && !skipping && (p[1][p[0]] = v);
    }
    skipVoid(ctx, !0), ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx), skipVoid(ctx);
  }
  return res;
}
var init_parse = __esm({
  "node_modules/smol-toml/dist/parse.js"() {
    init_struct();
    init_extract();
    init_util();
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
    init_parse();
    init_stringify();
    init_date();
    init_error();
    dist_default = { parse: parse2, stringify, TomlDate, TomlError };
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
module.exports = __toCommonJS(config_exports);
var import_node_os = require("node:os"), import_node_path2 = require("node:path");

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
var NUMBER_FORMAT_RANGES = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
};
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
function finalizeIssue(iss, ctx, config2) {
  var _a2;
  let traits = iss.inst?._zod?.traits;
  traits?.has("$ZodType") && (traits.has("$ZodCheck") ? (_a2 = iss).schema ?? (_a2.schema = iss.inst) : iss.schema = iss.inst);
  let schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0, message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input", full = {};
  for (let k of Object.keys(iss))
    k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__" || (full[k] = iss[k]);
  return full.path ?? (full.path = []), full.message = message, ctx?.reportInput && (full.input = iss.input), full;
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
    let ctx = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      throw new $ZodAsyncError();
    if (result.issues.length) {
      let e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      throw captureStackTrace(e, _params?.callee ?? fn), e;
    }
    return result.value;
  };
  return fn;
}, parse = /* @__PURE__ */ _parse($ZodRealError), _parseAsync = (_Err) => {
  let fn = async (schema, value, _ctx, params) => {
    let ctx = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise && (result = await result), result.issues.length) {
      let e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      throw captureStackTrace(e, params?.callee ?? fn), e;
    }
    return result.value;
  };
  return fn;
}, parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError), _safeParse = (_Err) => (schema, value, _ctx) => {
  let ctx = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    throw new $ZodAsyncError();
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: !0, data: result.value };
}, safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error;
  return {
    success: !1,
    get error() {
      return error || (error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config()))), issues = void 0, ctx = void 0), error;
    },
    set error(e) {
      error = e, issues = void 0, ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  let ctx = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx);
  return result instanceof Promise && (result = await result), result.issues.length ? failure(_Err, result.issues, ctx) : { success: !0, data: result.value };
}, safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var httpProtocol = /^https?$/;
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
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
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
    let runChecks = (payload, checks2, ctx) => {
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
        if (_ instanceof Promise && ctx?.async === !1)
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
    }, handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary))
        return canary.aborted = !0, canary;
      let checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === !1)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks)
        return inst._zod.parse(payload, ctx);
      if (ctx.direction === "backward") {
        let canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: !0 });
        return canary instanceof Promise ? canary.then((canary2) => handleCanaryResult(canary2, payload, ctx)) : handleCanaryResult(canary, payload, ctx);
      }
      let result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === !1)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
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
}), toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  let ctx = { async: !0 };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      let ctx = { async: !1 };
      try {
        let r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
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
var URL_BAD_FORMAT = 1, URL_UNPARSEABLE = 2;
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
var asciiTabOrNewline = /[\t\n\r]/g;
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url2, hostname) {
  return hostname.lastIndex = 0, hostname.test(url2.hostname);
}
function urlProtocolOk(url2, protocol) {
  return protocol.lastIndex = 0, protocol.test(url2.protocol.endsWith(":") ? url2.protocol.slice(0, -1) : url2.protocol);
}
var $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
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
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.parse = (payload, _ctx) => (payload.issues.push({
    expected: "never",
    code: "invalid_type",
    input: payload.value,
    inst
  }), payload);
});
function capSize(inst, size) {
  let caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  let cap = Math.min(...caps.map((c) => c[0])), parse3 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    let n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (let [max, ch] of sizeCaps(inst._zod.def.checks))
        if (n > max && ch._zod.def.when(payload)) {
          let start = payload.issues.length;
          return ch._zod.check(payload), payload.issues[start].continue = !1, attachSchema(payload.issues, start, inst), payload;
        }
    }
    return parse3(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  result.issues.length && final.issues.push(...prefixIssues(index, result.issues)), final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  let memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
    let input = payload.value;
    if (!Array.isArray(input))
      return payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      }), payload;
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    let proms = [], abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      let item = input[i], result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
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
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
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
    let r = _catchall.run({ value: input[key], issues: [] }, ctx);
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
  let isObject2 = isObject, catchall = def.catchall, value, memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    let input = payload.value;
    if (!isObject2(input))
      return payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      }), payload;
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    let proms = [], shape = value.shape, abortEarly = ctx?.abortEarly, seen = payload.issues.length;
    for (let key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      let el = shape[key], optin = el._zod.optin, optout = el._zod.optout, r = el._zod.run({ value: input[key], issues: [] }, ctx);
      r instanceof Promise ? proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
    }
    return catchall ? handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === !0) : proms.length ? Promise.all(proms).then(() => payload) : payload;
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  let memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
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
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      let recordKeys = /* @__PURE__ */ new Set();
      for (let key of values)
        if (typeof key == "string" || typeof key == "number" || typeof key == "symbol") {
          if (recordKeys.add(typeof key == "number" ? key.toString() : key), key === "__proto__")
            continue;
          let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
          if (keyResult instanceof Promise)
            throw new Error("Async schemas not supported in object keys currently");
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
            continue;
          }
          let outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          let result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
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
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (let key of Reflect.ownKeys(input)) {
        if (key === "__proto__" || !Object.prototype.propertyIsEnumerable.call(input, key))
          continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
        if (keyResult instanceof Promise)
          throw new Error("Async schemas not supported in object keys currently");
        if (typeof key == "string" && number.test(key) && keyResult.issues.length) {
          let retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
          if (retryResult instanceof Promise)
            throw new Error("Async schemas not supported in object keys currently");
          retryResult.issues.length === 0 && (keyResult = retryResult);
        }
        if (keyResult.issues.length) {
          def.mode === "loose" ? payload.value[key] = input[key] : values ? (unrecognized = unrecognized ?? [], unrecognized.push(key)) : payload.issues.push({
            code: "invalid_key",
            origin: "record",
            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
            input: key,
            path: [key],
            inst
          });
          continue;
        }
        let outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        let result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
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
function handleOptionalResult(payload, result) {
  return payload.value = result.issues.length ? void 0 : result.value, payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def), defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), inst._zod.optout = "optional", defineLazyInternal(inst, "values", (zod) => {
    let values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  }), defineLazyInternal(inst, "pattern", (zod) => {
    let pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  }), inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      let result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      return result instanceof Promise ? result.then((result2) => handleOptionalResult(payload, result2)) : handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
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
var ZodMiniURL = /* @__PURE__ */ $constructor("ZodMiniURL", (inst, def) => {
  $ZodURL.init(inst, def), ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function url(params) {
  return _url(ZodMiniURL, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def), ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
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
  $ZodObject.init(inst, def), ZodMiniType.init(inst, def), installLazyProp(inst, "shape", (self) => self._zod.def.shape, !1);
});
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
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
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}

// src/core/triggers.ts
var TRIGGERS = [
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

// src/core/config-schema.ts
var positiveInt = int().check(_gte(0)), CHANNEL_TYPES = ["slack", "discord", "ntfy", "webhook", "email"], PRIORITIES = ["info", "notice", "warning", "critical"], triggerList = array(_enum(TRIGGERS)), MONITOR_MODES = ["tmux", "headless", "notify"], price = strictObject({
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
function settingKeys() {
  let walk = (schema, prefix) => {
    let def = schema._zod.def;
    return def.type === "optional" ? walk(def.innerType, prefix) : def.type !== "object" || !def.shape ? [prefix] : Object.entries(def.shape).flatMap(([k, v]) => walk(v, prefix ? `${prefix}.${k}` : k));
  };
  return walk(fileSchema, "");
}

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

// src/core/redact.ts
var SECRET_PARAM = /^(?:.*(?:token|secret|key|password|passwd|pwd|auth|signature|sig|credential)s?|code)$/i;
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

// src/core/config-notify.ts
var CHANNEL_NEEDS = {
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
    let unknown = routing[p].find((name) => !channels[name]);
    if (unknown)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: notifications.routing.${p}: no channel "${unknown}"`,
        `define [notifications.channels.${unknown}], or use ${Object.keys(channels).join(", ") || "a channel you define"}`
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
function sidecarFromEnv(env) {
  let v = env.PAI_CHECKPOINT_SIDECAR;
  return v ? v !== "0" : void 0;
}

// src/core/keys.ts
var SAFE_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function isSafeKey(value) {
  return SAFE_KEY_RE.test(value) && !value.includes("..");
}

// src/core/volume-url.ts
var VOLUME_SCHEMES = { file: "a file:// URL", s3: "s3://bucket/prefix" };
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

// src/core/config-trust.ts
var user = (why) => ({ scope: "user", why }), SETTINGS_TRUST = {
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
var SCOPE_WORDS = {
  user: "your own file only",
  project: "a project too (it wins)",
  off: "a project may turn it off, never on",
  on: "a project may turn it on, never off",
  more: "a project may raise it, never lower it",
  less: "a project may lower it, never raise it",
  add: "a project adds to yours",
  stricter: "a project may add reviews, never remove one"
};
function ignoredWhy(t) {
  return `${SCOPE_WORDS[t.scope]}: ${t.why}`;
}
var WHOLE_FILE = "(file)";

// src/core/config-files.ts
var import_node_path = require("node:path");

// src/core/json.ts
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

// src/core/config-files.ts
var CONFIG_MAX_BYTES = 1024 * 1024;
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
function readToml(file, text, parse3) {
  let raw;
  try {
    raw = parse3(text);
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
function projectLayer(mine, file, text, parse3) {
  let theirs;
  try {
    theirs = readToml(file, text, parse3);
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
    let text;
    try {
      text = readConfigText(projectFile);
    } catch (err) {
      ignored.push({ file: projectFile, key: WHOLE_FILE, why: errorMessage(err) });
    }
    if (text !== void 0) {
      parse3 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse;
      let layer = projectLayer(c, projectFile, text, parse3);
      c = layer.merged, ignored.push(...layer.ignored), stricterPolicy2 = layer.stricterPolicy, sources.push(projectFile);
    }
  }
  return { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff };
}

// src/core/config.ts
var BUILTIN_POLICIES = {
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
var MONITOR_ENV = "PAI_CHECKPOINT_MONITOR_";
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
var DEFAULT_WINDOWS = [
  [/\[1m\]|-1m\b/i, 1e6],
  [/.*/, 2e5]
];
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BUILTIN_POLICIES,
  DEFAULT_WINDOWS,
  MONITOR_MODES,
  insecureUrl,
  loadConfig,
  sessionTimings,
  settingKeys
});
