var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
};

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
var EXIT, CheckpointError, init_errors = __esm({
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
      /** Stored data is invalid or unhealthy (unparsable file, failed doctor check), or needs a key this machine does not have. */
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

// src/core/regular.ts
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
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
    return openSync(path, FLAGS | (options.noFollow ? constants.O_NOFOLLOW : 0));
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
    return checkStat(path, fstatSync(fd), options.maxBytes), ok = !0, fd;
  } finally {
    ok || closeSync(fd);
  }
}
function readRegularFileSync(path, options = {}) {
  let fd = openRegularSync(path, { ...options, maxBytes: options.maxBytes ?? READ_WHOLE_MAX_BYTES });
  if (fd !== void 0)
    try {
      return readFileSync(fd, "utf8");
    } finally {
      closeSync(fd);
    }
}
async function openRegular(path, options = {}) {
  return (await openRegularSized(path, options))?.fh;
}
async function openRegularSized(path, options = {}) {
  let fh;
  try {
    fh = await open(path, FLAGS | (options.noFollow ? constants.O_NOFOLLOW : 0));
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
var READ_WHOLE_MAX_BYTES, FLAGS, RefusedFileError, init_regular = __esm({
  "src/core/regular.ts"() {
    "use strict";
    init_errors();
    READ_WHOLE_MAX_BYTES = 64 * 1024 * 1024, FLAGS = constants.O_RDONLY | constants.O_NONBLOCK, RefusedFileError = class extends CheckpointError {
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
import {
  closeSync as closeSync2,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync as openSync2,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";
function ensureDir(dir) {
  mkdirSync(dir, { recursive: !0, mode: 448 });
}
function fsyncDir(dir) {
  let fd;
  try {
    fd = openSync2(dir, "r"), fsyncSync(fd);
  } catch {
  } finally {
    fd !== void 0 && closeSync2(fd);
  }
}
function writeTemp(target, data, options) {
  let dir = dirname(target), temp = join(dir, `${TEMP_PREFIX}${basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}`), fd;
  try {
    fd = openSync2(temp, "wx", options.mode ?? 384);
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(dir), fd = openSync2(temp, "wx", options.mode ?? 384);
  }
  try {
    let buf = typeof data == "string" ? Buffer.from(data) : data, off = 0;
    for (; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    options.fsync !== !1 && fsyncSync(fd);
  } catch (err) {
    throw closeSync2(fd), safeUnlink(temp), err;
  }
  return closeSync2(fd), temp;
}
function writeFileAtomicSync(target, data, options = {}) {
  let temp = writeTemp(target, data, options);
  try {
    options.beforeCommit?.(), renameSync(temp, target);
  } catch (err) {
    throw safeUnlink(temp), err;
  }
  options.fsync !== !1 && fsyncDir(dirname(target));
}
function createFileExclusiveSync(dir, names2, data, options = {}) {
  let temp = writeTemp(join(dir, "new"), data, options);
  try {
    for (let name of names2) {
      let target = join(dir, name);
      try {
        linkSync(temp, target);
      } catch (err) {
        let code = errnoCode(err);
        if (code === "EEXIST") continue;
        if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") {
          try {
            closeSync2(openSync2(target, "wx", options.mode ?? 384));
          } catch (e) {
            if (errnoCode(e) === "EEXIST") continue;
            throw e;
          }
          return renameSync(temp, target), options.fsync !== !1 && fsyncDir(dir), name;
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
    return unlinkSync(path), !0;
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
    if (!statSync(dirname(path), { throwIfNoEntry: !1 })?.isDirectory())
      throw new CheckpointError(
        "USAGE",
        `${path}: the folder ${dirname(path)} does not exist`,
        "name a file in an existing folder"
      );
    return path;
  }
  if (st2.isFile()) return path;
  let target = st2.isSymbolicLink() ? statSync(path, { throwIfNoEntry: !1 }) : st2;
  if (target?.isFile()) return realpathSync(path);
  let what = st2.isSymbolicLink() ? `a symbolic link to ${readlinkSync(path)}, ${target ? fileKind(target) : "which does not exist"}` : fileKind(st2);
  throw new CheckpointError(
    "CONFLICT",
    `${path} is ${what}, not a regular file: left as it is, nothing written`,
    "name a new file or a regular file to replace (or -o - for standard output)"
  );
}
function commitOutputFile(temp, file) {
  try {
    if (lstatOrUndefined(file) === void 0 && linked(temp, file)) return;
    if (outputFile(file) !== file)
      throw new CheckpointError(
        "CONFLICT",
        `${file} became a symbolic link while it was written: left as it is, nothing written`,
        "run it again"
      );
    renameSync(temp, file);
  } finally {
    safeUnlink(temp), fsyncDir(dirname(file));
  }
}
function linked(temp, file) {
  try {
    return linkSync(temp, file), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST" || code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return !1;
    throw err;
  }
}
var TEMP_PREFIX, lstatOrUndefined, init_atomic = __esm({
  "src/core/atomic.ts"() {
    "use strict";
    init_errors();
    init_regular();
    TEMP_PREFIX = ".tmp-";
    lstatOrUndefined = (path) => {
      try {
        return lstatSync(path);
      } catch (err) {
        if (errnoCode(err) === "ENOENT") return;
        throw err;
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
import Qr from "events";
import I from "fs";
import { EventEmitter as Di } from "node:events";
import Cs from "node:stream";
import { StringDecoder as Hr } from "node:string_decoder";
import cr from "node:path";
import Kt from "node:fs";
import { dirname as Fn, parse as kn } from "path";
import { EventEmitter as Dn } from "events";
import zi from "assert";
import { Buffer as Ot } from "buffer";
import * as Ps from "zlib";
import en from "zlib";
import { posix as Zt } from "node:path";
import { basename as _n } from "node:path";
import mi from "fs";
import X from "fs";
import js from "path";
import { win32 as Pn } from "node:path";
import ar from "path";
import Br from "node:fs";
import co from "node:assert";
import { randomBytes as Mr } from "node:crypto";
import u from "node:fs";
import R from "node:path";
import pr from "fs";
import wi from "node:fs";
import we from "node:path";
import k from "node:fs";
import ro from "node:fs/promises";
import Si from "node:path";
import { join as xr } from "node:path";
import v from "node:fs";
import Pr from "node:path";
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
var zr, Ur, Ds, Wr, Gr, Zr, Q, J, nt, De, qt, Ne, Ns, Ae, As, z, Mt, g, Qt, Bt, b, N, _, bi, Ie, L, S, _i, Oi, Is, Ti, Z, xi, Ce, Jt, Rt, C, jt, Yr, Kr, Vr, $r, Fe, Li, Xr, qr, A, Jr, ht, H, te, m, Ni, tt, Ai, ki, vi, ie, ke, Ut, Ht, Ii, Pt, at, U, ot, Y, zt, Ci, j, ee, Fi, ve, gt, Me, bt, _t, Be, et, Wt, jr, Fs, ks, vs, Ms, Bs, tn, se, K, sn, M, rn, zs, nn, Bi, Tt, Gt, Pi, re, Pe, ze, Ue, He, We, Ge, Ze, Ye, Ke, Us, hn, an, Hs, ln, cn, Ws, Gs, Hi, ne, dn, Ui, oe, Ve, un, F, mn, xt, Wi, pn, lt, En, wn, Sn, ct, yn, Rn, gn, Gi, bn, Lt, ft, On, Tn, xn, Ln, f, $e, Dt, Nn, Xi, qi, An, B, Nt, it, Zi, Zs, V, he, dt, Ys, p, st, ut, Yi, At, w, Xe, qe, Ki, Ks, Vs, ae, Vi, Qe, Yt, $, Je, It, je, ti, $s, In, le, $i, Xs, Cn, rt, mt, vn, Qi, Mn, Bn, Ct, Ji, zn, qs, ce, ei, ji, Un, Hn, ts, Qs, rr, Wn, tr, er, ir, is, sr, fe, ii, ss, si, rs, ns, os, hs, pt, ri, as, es, q, de, ni, oi, Gn, hi, ue, pi, nr, li, me, W, pe, Et, Ft, Ee, ai, G, ls, ci, or, ds, us, fi, di, hr, cs, ui, lr, fs, wt, kt, Vn, $n, fr, dr, Xn, qn, Qn, Jn, Er, wr, ur, Sr, yr, Rr, jn, to, eo, mr, ms, ps, Ei, io, Es, so, ws, Se, St, no, gr, Ss, br, oo, _r, ys, Or, Vt, Tr, ho, ao, lo, yi, Lr, Dr, _s, Nr, Os, P, Ts, xs, gi, Ar, Ir, Re, Cr, Fr, Rs, yt, O, Ri, kr, $t, gs, bs, Ls, ge, be, _e, Oe, fo, Te, uo, mo, po, vr, Xt, ye, xe, Eo, wo, So, yo, Ro, go, bo, _o, vt, Oo, To, init_index_min = __esm({
  "node_modules/tar/dist/esm/index.min.js"() {
    zr = Object.defineProperty, Ur = (s3, t) => {
      for (var e in t) zr(s3, e, { get: t[e], enumerable: !0 });
    }, Ds = typeof process == "object" && process ? process : { stdout: null, stderr: null }, Wr = (s3) => !!s3 && typeof s3 == "object" && (s3 instanceof A || s3 instanceof Cs || Gr(s3) || Zr(s3)), Gr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.pipe == "function" && s3.pipe !== Cs.Writable.prototype.pipe, Zr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.write == "function" && typeof s3.end == "function", Q = /* @__PURE__ */ Symbol("EOF"), J = /* @__PURE__ */ Symbol("maybeEmitEnd"), nt = /* @__PURE__ */ Symbol("emittedEnd"), De = /* @__PURE__ */ Symbol("emittingEnd"), qt = /* @__PURE__ */ Symbol("emittedError"), Ne = /* @__PURE__ */ Symbol("closed"), Ns = /* @__PURE__ */ Symbol("read"), Ae = /* @__PURE__ */ Symbol("flush"), As = /* @__PURE__ */ Symbol("flushChunk"), z = /* @__PURE__ */ Symbol("encoding"), Mt = /* @__PURE__ */ Symbol("decoder"), g = /* @__PURE__ */ Symbol("flowing"), Qt = /* @__PURE__ */ Symbol("paused"), Bt = /* @__PURE__ */ Symbol("resume"), b = /* @__PURE__ */ Symbol("buffer"), N = /* @__PURE__ */ Symbol("pipes"), _ = /* @__PURE__ */ Symbol("bufferLength"), bi = /* @__PURE__ */ Symbol("bufferPush"), Ie = /* @__PURE__ */ Symbol("bufferShift"), L = /* @__PURE__ */ Symbol("objectMode"), S = /* @__PURE__ */ Symbol("destroyed"), _i = /* @__PURE__ */ Symbol("error"), Oi = /* @__PURE__ */ Symbol("emitData"), Is = /* @__PURE__ */ Symbol("emitEnd"), Ti = /* @__PURE__ */ Symbol("emitEnd2"), Z = /* @__PURE__ */ Symbol("async"), xi = /* @__PURE__ */ Symbol("abort"), Ce = /* @__PURE__ */ Symbol("aborted"), Jt = /* @__PURE__ */ Symbol("signal"), Rt = /* @__PURE__ */ Symbol("dataListeners"), C = /* @__PURE__ */ Symbol("discarded"), jt = (s3) => Promise.resolve().then(s3), Yr = (s3) => s3(), Kr = (s3) => s3 === "end" || s3 === "finish" || s3 === "prefinish", Vr = (s3) => s3 instanceof ArrayBuffer || !!s3 && typeof s3 == "object" && s3.constructor && s3.constructor.name === "ArrayBuffer" && s3.byteLength >= 0, $r = (s3) => !Buffer.isBuffer(s3) && ArrayBuffer.isView(s3), Fe = class {
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
    }, Xr = (s3) => !!s3.objectMode, qr = (s3) => !s3.objectMode && !!s3.encoding && s3.encoding !== "buffer", A = class extends Di {
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
        Xr(e) ? (this[L] = !0, this[z] = null) : qr(e) ? (this[z] = e.encoding, this[L] = !1) : (this[L] = !1, this[z] = null), this[Z] = !!e.async, this[Mt] = this[z] ? new Hr(this[z]) : null, e && e.debugExposeBuffer === !0 && Object.defineProperty(this, "buffer", { get: () => this[b] }), e && e.debugExposePipes === !0 && Object.defineProperty(this, "pipes", { get: () => this[N] });
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
    }, Jr = I.writev, ht = /* @__PURE__ */ Symbol("_autoClose"), H = /* @__PURE__ */ Symbol("_close"), te = /* @__PURE__ */ Symbol("_ended"), m = /* @__PURE__ */ Symbol("_fd"), Ni = /* @__PURE__ */ Symbol("_finished"), tt = /* @__PURE__ */ Symbol("_flags"), Ai = /* @__PURE__ */ Symbol("_flush"), ki = /* @__PURE__ */ Symbol("_handleChunk"), vi = /* @__PURE__ */ Symbol("_makeBuf"), ie = /* @__PURE__ */ Symbol("_mode"), ke = /* @__PURE__ */ Symbol("_needDrain"), Ut = /* @__PURE__ */ Symbol("_onerror"), Ht = /* @__PURE__ */ Symbol("_onopen"), Ii = /* @__PURE__ */ Symbol("_onread"), Pt = /* @__PURE__ */ Symbol("_onwrite"), at = /* @__PURE__ */ Symbol("_open"), U = /* @__PURE__ */ Symbol("_path"), ot = /* @__PURE__ */ Symbol("_pos"), Y = /* @__PURE__ */ Symbol("_queue"), zt = /* @__PURE__ */ Symbol("_read"), Ci = /* @__PURE__ */ Symbol("_readSize"), j = /* @__PURE__ */ Symbol("_reading"), ee = /* @__PURE__ */ Symbol("_remain"), Fi = /* @__PURE__ */ Symbol("_size"), ve = /* @__PURE__ */ Symbol("_write"), gt = /* @__PURE__ */ Symbol("_writing"), Me = /* @__PURE__ */ Symbol("_defaultFlag"), bt = /* @__PURE__ */ Symbol("_errored"), _t = class extends A {
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
        I.open(this[U], "r", (t, e) => this[Ht](t, e));
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
          I.read(this[m], t, 0, t.length, null, (e, i, r) => this[Ii](e, i, r));
        }
      }
      [Ii](t, e, i) {
        this[j] = !1, t ? this[Ut](t) : this[ki](e, i) && this[zt]();
      }
      [H]() {
        if (this[ht] && typeof this[m] == "number") {
          let t = this[m];
          this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
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
          this[Ht](null, I.openSync(this[U], "r")), t = !1;
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
              let e = this[vi](), i = e.length === 0 ? 0 : I.readSync(this[m], e, 0, e.length, null);
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
          this[m] = void 0, I.closeSync(t), this.emit("close");
        }
      }
    }, et = class extends Qr {
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
        I.open(this[U], this[tt], this[ie], (t, e) => this[Ht](t, e));
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
        I.write(this[m], t, 0, t.length, this[ot], (e, i) => this[Pt](e, i));
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
          this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
        }
      }
    }, Wt = class extends et {
      [at]() {
        let t;
        if (this[Me] && this[tt] === "r+") try {
          t = I.openSync(this[U], this[tt], this[ie]);
        } catch (e) {
          if (e?.code === "ENOENT") return this[tt] = "w", this[at]();
          throw e;
        }
        else t = I.openSync(this[U], this[tt], this[ie]);
        this[Ht](null, t);
      }
      [H]() {
        if (this[ht] && typeof this[m] == "number") {
          let t = this[m];
          this[m] = void 0, I.closeSync(t), this.emit("close");
        }
      }
      [ve](t) {
        let e = !0;
        try {
          this[Pt](null, I.writeSync(this[m], t, 0, t.length, this[ot])), e = !1;
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
    }, { syncFile: s3, asyncFile: t, syncNoFile: e, asyncNoFile: i, validate: r }), sn = en.constants || { ZLIB_VERNUM: 4736 }, M = Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5, INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8, Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: 1 / 0, Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8, Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0, BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2, BROTLI_DEFAULT_MODE: 0, BROTLI_MIN_QUALITY: 0, BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30, BROTLI_DEFAULT_WINDOW: 22, BROTLI_MIN_INPUT_BLOCK_BITS: 16, BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_PARAM_LGWIN: 2, BROTLI_PARAM_LGBLOCK: 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4, BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7, BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1, BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0, BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0, BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1, BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5, BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7, BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10, BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12, BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14, BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16, BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21, BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27, BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31 }, sn)), rn = Ot.concat, zs = Object.getOwnPropertyDescriptor(Ot, "concat"), nn = (s3) => s3, Bi = zs?.writable === !0 || zs?.set !== void 0 ? (s3) => {
      Ot.concat = s3 ? nn : rn;
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
        if (!this.#t) return zi(this.#e, "zlib binding closed"), this.#e.reset?.();
      }
      flush(t) {
        this.ended || (typeof t != "number" && (t = this.#r), this.write(Object.assign(Ot.alloc(0), { [Pi]: t })));
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
        if (typeof e == "function" && (i = e, e = "utf8"), typeof t == "string" && (t = Ot.from(t, e)), this.#t) return;
        zi(this.#e, "zlib binding closed");
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
          a = this[Tt](Ot.from(l));
          for (let c = 1; c < h.length; c++) a = this[Tt](h[c]);
        } else a = this[Tt](Ot.from(h));
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
            this.flush(M.Z_SYNC_FLUSH), zi(this.handle, "zlib binding closed");
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
      let i = s3, r = "", n, o = Zt.parse(s3).root || ".";
      if (Buffer.byteLength(i) < 100) n = [i, r, !1];
      else {
        r = Zt.dirname(i), i = Zt.basename(i);
        do
          Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, !1] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, !0] : (i = Zt.join(Zt.basename(r), i), r = Zt.dirname(r));
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
        new F({ path: ("PaxHeader/" + _n(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
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
    }, Nn = 1024 * 1024, Xi = Buffer.from([31, 139]), qi = Buffer.from([40, 181, 47, 253]), An = Math.max(Xi.length, qi.length), B = /* @__PURE__ */ Symbol("state"), Nt = /* @__PURE__ */ Symbol("writeEntry"), it = /* @__PURE__ */ Symbol("readEntry"), Zi = /* @__PURE__ */ Symbol("nextEntry"), Zs = /* @__PURE__ */ Symbol("processEntry"), V = /* @__PURE__ */ Symbol("extendedHeader"), he = /* @__PURE__ */ Symbol("globalExtendedHeader"), dt = /* @__PURE__ */ Symbol("meta"), Ys = /* @__PURE__ */ Symbol("emitMeta"), p = /* @__PURE__ */ Symbol("buffer"), st = /* @__PURE__ */ Symbol("queue"), ut = /* @__PURE__ */ Symbol("ended"), Yi = /* @__PURE__ */ Symbol("emittedEnd"), At = /* @__PURE__ */ Symbol("emit"), w = /* @__PURE__ */ Symbol("unzip"), Xe = /* @__PURE__ */ Symbol("consumeChunk"), qe = /* @__PURE__ */ Symbol("consumeChunkSub"), Ki = /* @__PURE__ */ Symbol("consumeBody"), Ks = /* @__PURE__ */ Symbol("consumeMeta"), Vs = /* @__PURE__ */ Symbol("consumeHeader"), ae = /* @__PURE__ */ Symbol("consuming"), Vi = /* @__PURE__ */ Symbol("bufferConcat"), Qe = /* @__PURE__ */ Symbol("maybeEnd"), Yt = /* @__PURE__ */ Symbol("writing"), $ = /* @__PURE__ */ Symbol("aborted"), Je = /* @__PURE__ */ Symbol("onDone"), It = /* @__PURE__ */ Symbol("sawValidEntry"), je = /* @__PURE__ */ Symbol("sawNullBlock"), ti = /* @__PURE__ */ Symbol("sawEOF"), $s = /* @__PURE__ */ Symbol("closeStream"), In = 1e3, le = /* @__PURE__ */ Symbol("compressedBytesRead"), $i = /* @__PURE__ */ Symbol("decompressedBytesRead"), Xs = /* @__PURE__ */ Symbol("checkDecompressionRatio"), Cn = () => !0, rt = class extends Dn {
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
        let l = h || kn(o).root || ".", c;
        if (o === l) c = !1;
        else {
          let d = e.get(o);
          c = d !== void 0 ? d : n(Fn(o), l, a + 1);
        }
        return e.set(o, c), c;
      };
      s3.filter = i ? (o, h) => i(o, h) && n(mt(o)) : (o) => n(mt(o));
    }, Mn = (s3) => {
      let t = new rt(s3), e = s3.file, i;
      try {
        i = Kt.openSync(e, "r");
        let r = Kt.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
        if (r.size < n) {
          let o = Buffer.allocUnsafe(r.size), h = Kt.readSync(i, o, 0, r.size, 0);
          t.end(h === o.byteLength ? o : o.subarray(0, h));
        } else {
          let o = 0, h = Buffer.allocUnsafe(n);
          for (; o < r.size; ) {
            let a = Kt.readSync(i, h, 0, n, o);
            if (a === 0) break;
            o += a, t.write(h.subarray(0, a));
          }
          t.end();
        }
      } finally {
        if (typeof i == "number") try {
          Kt.closeSync(i);
        } catch {
        }
      }
    }, Bn = (s3, t) => {
      let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
      return new Promise((o, h) => {
        e.on("error", h), e.on("end", o), Kt.stat(r, (a, l) => {
          if (a) h(a);
          else {
            let c = new _t(r, { readSize: i, size: l.size });
            c.on("error", h), c.pipe(e);
          }
        });
      });
    }, Ct = K(Mn, Bn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
      t?.length && Qi(s3, t), s3.noResume || vn(s3);
    }), Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3), { isAbsolute: zn, parse: qs } = Pn, ce = (s3) => {
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
        this.win32 = !!i.win32 || process.platform === "win32", this.win32 && (this.path = Qs(this.path.replaceAll(/\\/g, "/")), t = t.replaceAll(/\\/g, "/")), this.absolute = f(i.absolute || js.resolve(this.cwd, t)), this.path === "" && (this.path = "./"), r && this.warn("TAR_ENTRY_INFO", `stripping ${r} from absolute path`, { entry: this, path: r + this.path });
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
        X.lstat(this.absolute, (t, e) => {
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
        X.readlink(this.absolute, (t, e) => {
          if (t) return this.emit("error", t);
          this[ns](e);
        });
      }
      [ns](t) {
        this.linkpath = f(t), this[fe](), this.end();
      }
      [sr](t) {
        if (!this.stat) throw new Error("cannot create link entry without stat");
        this.type = "Link", this.linkpath = f(js.relative(this.cwd, t)), this.stat.size = 0, this[fe](), this.end();
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
        X.open(this.absolute, "r", (t, e) => {
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
        X.read(t, e, i, r, n, (o, h) => {
          if (o) return this[pt](() => this.emit("error", o));
          this[rs](h);
        });
      }
      [pt](t = () => {
      }) {
        this.fd !== void 0 && X.close(this.fd, t);
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
        this[si](X.lstatSync(this.absolute));
      }
      [is]() {
        this[ns](X.readlinkSync(this.absolute));
      }
      [os]() {
        this[hs](X.openSync(this.absolute, "r"));
      }
      [ii]() {
        let t = !0;
        try {
          let { fd: e, buf: i, offset: r, length: n, pos: o } = this;
          if (e === void 0 || i === void 0) throw new Error("fd and buf must be set in READ method");
          let h = X.readSync(e, i, r, n, o);
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
        this.fd !== void 0 && X.closeSync(this.fd), t();
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
        let e = f(ar.resolve(this.cwd, t.path));
        if (!this.filter(t.path, t)) t.resume();
        else {
          let i = new pi(t.path, e);
          i.entry = new oi(t, this[cs](i)), i.entry.on("end", () => this[ls](i)), this[G] += 1, this[W].push(i);
        }
        this[Ft]();
      }
      [ci](t) {
        let e = f(ar.resolve(this.cwd, t));
        this[W].push(new pi(t, e)), this[Ft]();
      }
      [ds](t) {
        t.pending = !0, this[G] += 1;
        let e = this.follow ? "stat" : "lstat";
        mi[e](t.absolute, (i, r) => {
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
        t.pending = !0, this[G] += 1, mi.readdir(t.absolute, (e, i) => {
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
        this[li](t, mi[e](t.absolute));
      }
      [us](t) {
        this[fi](t, mi.readdirSync(t.absolute));
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
        e.charAt(0) === "@" ? Ct({ file: cr.resolve(s3.cwd, e.slice(1)), sync: !0, noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      }), s3.end();
    }, dr = async (s3, t) => {
      for (let e of t) e.charAt(0) === "@" ? await Ct({ file: cr.resolve(String(s3.cwd), e.slice(1)), noResume: !0, onReadEntry: (i) => {
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
    }), Jn = process.env.__FAKE_PLATFORM__ || process.platform, Er = Jn === "win32", { O_CREAT: wr, O_NOFOLLOW: ur, O_TRUNC: Sr, O_WRONLY: yr } = pr.constants, Rr = Number(process.env.__FAKE_FS_O_FILENAME__) || pr.constants.UV_FS_O_FILEMAP || 0, jn = Er && !!Rr, to = 512 * 1024, eo = Rr | Sr | wr | yr, mr = !Er && typeof ur == "number" ? ur | Sr | wr | yr : null, ms = mr !== null ? () => mr : jn ? (s3) => s3 < to ? eo : "w" : () => "w", ps = (s3, t, e) => {
      try {
        return wi.lchownSync(s3, t, e);
      } catch (i) {
        if (i?.code !== "ENOENT") throw i;
      }
    }, Ei = (s3, t, e, i) => {
      wi.lchown(s3, t, e, (r) => {
        i(r && r?.code !== "ENOENT" ? r : null);
      });
    }, io = (s3, t, e, i, r) => {
      if (t.isDirectory()) Es(we.resolve(s3, t.name), e, i, (n) => {
        if (n) return r(n);
        let o = we.resolve(s3, t.name);
        Ei(o, e, i, r);
      });
      else {
        let n = we.resolve(s3, t.name);
        Ei(n, e, i, r);
      }
    }, Es = (s3, t, e, i) => {
      wi.readdir(s3, { withFileTypes: !0 }, (r, n) => {
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
      t.isDirectory() && ws(we.resolve(s3, t.name), e, i), ps(we.resolve(s3, t.name), e, i);
    }, ws = (s3, t, e) => {
      let i;
      try {
        i = wi.readdirSync(s3, { withFileTypes: !0 });
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
      k.stat(s3, (e, i) => {
        (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
      });
    }, gr = (s3, t, e) => {
      s3 = f(s3);
      let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
        E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? k.chmod(s3, r, e) : e();
      };
      if (s3 === d) return no(s3, y);
      if (l) return ro.mkdir(s3, { mode: r, recursive: !0 }).then((E) => y(null, E ?? void 0), y);
      let D = f(Si.relative(d, s3)).split("/");
      Ss(d, D, r, c, d, void 0, y);
    }, Ss = (s3, t, e, i, r, n, o) => {
      if (t.length === 0) return o(null, n);
      let h = t.shift(), a = f(Si.resolve(s3 + "/" + h));
      k.mkdir(a, e, br(a, t, e, i, r, n, o));
    }, br = (s3, t, e, i, r, n, o) => (h) => {
      h ? k.lstat(s3, (a, l) => {
        if (a) a.path = a.path && f(a.path), o(a);
        else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
        else if (i) k.unlink(s3, (c) => {
          if (c) return o(c);
          k.mkdir(s3, e, br(s3, t, e, i, r, n, o));
        });
        else {
          if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
          o(h);
        }
      }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
    }, oo = (s3) => {
      let t = !1, e;
      try {
        t = k.statSync(s3).isDirectory();
      } catch (i) {
        e = i?.code;
      } finally {
        if (!t) throw new Se(s3, e ?? "ENOTDIR");
      }
    }, _r = (s3, t) => {
      s3 = f(s3);
      let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
        E && h && ws(E, n, o), r && k.chmodSync(s3, i);
      };
      if (s3 === c) return oo(c), d();
      if (a) return d(k.mkdirSync(s3, { mode: i, recursive: !0 }) ?? void 0);
      let T = f(Si.relative(c, s3)).split("/"), D;
      for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
        x = f(Si.resolve(x));
        try {
          k.mkdirSync(x, i), D = D || x;
        } catch {
          let Le = k.lstatSync(x);
          if (Le.isDirectory()) continue;
          if (l) {
            k.unlinkSync(x), k.mkdirSync(x, i), D = D || x;
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
      return r !== void 0 && (i = xr(r, i)), e.push(i || "/"), e;
    }, []), yi = class {
      #t = /* @__PURE__ */ new Map();
      #i = /* @__PURE__ */ new Map();
      #s = /* @__PURE__ */ new Set();
      reserve(t, e) {
        t = ao ? ["win32 parallelization disabled"] : t.map((r) => mt(xr(Tr(r))));
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
      if (!Te) return u.unlink(s3, t);
      let e = s3 + ".DELETE." + Mr(16).toString("hex");
      u.rename(s3, e, (i) => {
        if (i) return t(i);
        u.unlink(e, t);
      });
    }, po = (s3) => {
      if (!Te) return u.unlinkSync(s3);
      let t = s3 + ".DELETE." + Mr(16).toString("hex");
      u.renameSync(s3, t), u.unlinkSync(t);
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
        this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === !0, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(R.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
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
          let a = R.posix.dirname(t.path), l = R.posix.normalize(R.posix.join(a, h.join("/")));
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
        if (t.absolute = R.isAbsolute(t.path) ? f(R.resolve(t.path)) : f(R.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), !1;
        if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return !1;
        if (this.win32) {
          let { root: r } = R.win32.parse(String(t.absolute));
          t.absolute = r + ts(String(t.absolute).slice(r.length));
          let { root: n } = R.win32.parse(t.path);
          t.path = n + ts(t.path.slice(n.length));
        }
        return !0;
      }
      [Dr](t) {
        if (!this[Fr](t)) return t.resume();
        switch (co.equal(typeof t.absolute, "string"), t.type) {
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
          r.fd && u.close(r.fd, () => {
          }), r.write = () => !0, this[O](a, t), e();
        });
        let n = 1, o = (a) => {
          if (a) {
            r.fd && u.close(r.fd, () => {
            }), this[O](a, t), e();
            return;
          }
          --n === 0 && r.fd !== void 0 && u.close(r.fd, (l) => {
            l ? this[O](l, t) : this[$t](), e();
          });
        };
        r.on("finish", () => {
          let a = String(t.absolute), l = r.fd;
          if (typeof l == "number" && t.mtime && !this.noMtime) {
            n++;
            let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
            u.futimes(l, c, d, (y) => y ? u.utimes(a, c, d, (T) => o(T && y)) : o());
          }
          if (typeof l == "number" && this[ge](t)) {
            n++;
            let c = this[be](t), d = this[_e](t);
            typeof c == "number" && typeof d == "number" && u.fchown(l, c, d, (y) => y ? u.chown(a, c, d, (T) => o(T && y)) : o());
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
          t.mtime && !this.noMtime && (n++, u.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, u.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
        });
      }
      [Cr](t) {
        t.unsupported = !0, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
      }
      [Ar](t, e) {
        let i = f(R.relative(this.cwd, R.resolve(R.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
        this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
          this[O](r, t), e();
        });
      }
      [Ir](t, e) {
        let i = f(R.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
        this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
          this[O](n, t), e();
        });
      }
      [Re](t, e, i, r, n) {
        let o = i.shift();
        if (this.preservePaths || o === void 0) return r();
        let h = R.resolve(e, o);
        u.lstat(h, (a, l) => {
          if (a) return r();
          if (l?.isSymbolicLink()) return n(new St(h, R.resolve(h, i.join("/"))));
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
            let h = f(R.dirname(String(t.absolute)));
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
          u.lstat(String(t.absolute), (h, a) => {
            if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
              this[Ls](t), i();
              return;
            }
            if (h || this[Os](t, a)) return this[P](null, t, i);
            if (a.isDirectory()) {
              if (t.type === "Directory") {
                let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
                return l ? u.chmod(String(t.absolute), Number(t.mode), c) : c();
              }
              if (t.absolute !== this.cwd) return u.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
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
        u[i](e, String(t.absolute), (n) => {
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
          let n = f(R.dirname(String(t.absolute)));
          if (n !== this.cwd) {
            let o = this[yt](n, this.dmode);
            if (o) return this[O](o, t);
          }
        }
        let [e, i] = ye(() => u.lstatSync(String(t.absolute)));
        if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
        if (e || this[Os](t, i)) return this[P](null, t);
        if (i.isDirectory()) {
          if (t.type === "Directory") {
            let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
              u.chmodSync(String(t.absolute), Number(t.mode));
            }) : [];
            return this[P](h, t);
          }
          let [n] = ye(() => u.rmdirSync(String(t.absolute)));
          this[P](n, t);
        }
        let [r] = t.absolute === this.cwd ? [] : ye(() => po(String(t.absolute)));
        this[P](r, t);
      }
      [Ts](t, e) {
        let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
          let a;
          try {
            u.closeSync(n);
          } catch (l) {
            a = l;
          }
          (h || a) && this[O](h || a, t), e();
        }, n;
        try {
          n = u.openSync(String(t.absolute), ms(t.size), i);
        } catch (h) {
          return r(h);
        }
        let o = this.transform && this.transform(t) || t;
        o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
          try {
            u.writeSync(n, h, 0, h.length);
          } catch (a) {
            r(a);
          }
        }), o.on("end", () => {
          let h = null;
          if (t.mtime && !this.noMtime) {
            let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
            try {
              u.futimesSync(n, a, l);
            } catch (c) {
              try {
                u.utimesSync(String(t.absolute), a, l);
              } catch {
                h = c;
              }
            }
          }
          if (this[ge](t)) {
            let a = this[be](t), l = this[_e](t);
            try {
              u.fchownSync(n, Number(a), Number(l));
            } catch (c) {
              try {
                u.chownSync(String(t.absolute), Number(a), Number(l));
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
          u.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
        } catch {
        }
        if (this[ge](t)) try {
          u.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
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
          o = R.resolve(o, h);
          let [a, l] = ye(() => u.lstatSync(o));
          if (a) return r();
          if (l.isSymbolicLink()) return n(new St(o, R.resolve(e, i.join("/"))));
        }
        r();
      }
      [gi](t, e, i, r) {
        let n = `${i}Sync`;
        try {
          u[n](e, String(t.absolute)), r(), t.resume();
        } catch (o) {
          return this[O](o, t);
        }
      }
    }, Eo = (s3) => {
      let t = new xe(s3), e = s3.file, i = Br.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
      new Be(e, { readSize: r, size: i.size }).pipe(t);
    }, wo = (s3, t) => {
      let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
      return new Promise((o, h) => {
        e.on("error", h), e.on("close", o), Br.stat(r, (a, l) => {
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
          r = v.openSync(s3.file, "r+");
        } catch (a) {
          if (a?.code === "ENOENT") r = v.openSync(s3.file, "w+");
          else throw a;
        }
        let o = v.fstatSync(r), h = Buffer.alloc(512);
        t: for (n = 0; n < o.size; n += 512) {
          for (let c = 0, d = 0; c < 512; c += d) {
            if (d = v.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
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
          v.closeSync(r);
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
          T ? v.close(n, (E) => h(T)) : h(null, D);
        }, l = 0;
        if (o === 0) return a(null, 0);
        let c = 0, d = Buffer.alloc(512), y = (T, D) => {
          if (T || D === void 0) return a(T);
          if (c += D, c < 512 && D) return v.read(n, d, c, d.length - c, l + c, y);
          if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
          if (c < 512) return a(null, l);
          let E = new F(d);
          if (!E.cksumValid) return a(null, l);
          let x = 512 * Math.ceil((E.size ?? 0) / 512);
          if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
          s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, v.read(n, d, 0, 512, l, y);
        };
        v.read(n, d, 0, 512, l, y);
      };
      return new Promise((n, o) => {
        e.on("error", o);
        let h = "r+", a = (l, c) => {
          if (l && l.code === "ENOENT" && h === "r+") return h = "w+", v.open(s3.file, h, a);
          if (l || !c) return o(l);
          v.fstat(c, (d, y) => {
            if (d) return v.close(c, () => o(d));
            i(c, y.size, (T, D) => {
              if (T) return o(T);
              let E = new et(s3.file, { fd: c, start: D });
              e.pipe(E), E.on("error", o), E.on("close", n), _o(e, t);
            });
          });
        };
        v.open(s3.file, h, a);
      });
    }, bo = (s3, t) => {
      t.forEach((e) => {
        e.charAt(0) === "@" ? Ct({ file: Pr.resolve(s3.cwd, e.slice(1)), sync: !0, noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
      }), s3.end();
    }, _o = async (s3, t) => {
      for (let e of t) e.charAt(0) === "@" ? await Ct({ file: Pr.resolve(String(s3.cwd), e.slice(1)), noResume: !0, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
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
var init_util = __esm({
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
    init_util();
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
function parse3(toml, options = {}) {
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
  parse: () => parse3,
  stringify: () => stringify
});
var dist_default, init_dist = __esm({
  "node_modules/smol-toml/dist/index.js"() {
    init_parse();
    init_stringify();
    init_date();
    init_error();
    dist_default = { parse: parse3, stringify, TomlDate, TomlError };
  }
});

// src/domain/records/api.ts
init_atomic();
import { readdirSync as readdirSync2, statSync as statSync5 } from "node:fs";
import { dirname as dirname3, join as join7 } from "node:path";

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
init_errors();
var UNCONFIGURED = {
  periodicSeconds: DEFAULTS.periodicSeconds,
  staleSeconds: DEFAULTS.staleSeconds,
  excludes: DEFAULTS.excludes,
  recordRetentionDays: DEFAULTS.recordRetentionDays
};
function sidecarFromEnv(env) {
  let v2 = env.PAI_CHECKPOINT_SIDECAR;
  return v2 ? v2 !== "0" : void 0;
}

// src/domain/records/api.ts
init_errors();

// node_modules/ulid/dist/node/index.js
import crypto from "node:crypto";
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
  let rootLookup = detectRoot(), globalCrypto = rootLookup && (rootLookup.crypto || rootLookup.msCrypto) || (typeof crypto < "u" ? crypto : null);
  if (typeof globalCrypto?.getRandomValues == "function")
    return () => {
      let buffer = new Uint8Array(1);
      return globalCrypto.getRandomValues(buffer), buffer[0] / 256;
    };
  if (typeof globalCrypto?.randomBytes == "function")
    return () => globalCrypto.randomBytes(1).readUInt8() / 256;
  if (crypto?.randomBytes)
    return () => crypto.randomBytes(1).readUInt8() / 256;
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
import { homedir, hostname } from "node:os";
import { join as join2, resolve } from "node:path";

// src/core/hash.ts
import { createHash } from "node:crypto";
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}

// src/core/paths.ts
function resolvePaiDir(env = process.env) {
  let dir = env.PAI_DIR;
  return dir ? resolve(dir) : join2(homedir(), ".pai");
}
function resolveCheckpointsDir(dir) {
  return dir ? resolve(dir) : join2(resolvePaiDir(), "checkpoints");
}
function paiPaths(options = {}) {
  let paiDir = options.paiDir ? resolve(options.paiDir) : resolvePaiDir(), stateDir = join2(paiDir, "checkpoint");
  return {
    paiDir,
    checkpointsDir: options.checkpointsDir ? resolve(options.checkpointsDir) : join2(paiDir, "checkpoints"),
    seedPath: options.seedPath ? resolve(options.seedPath) : join2(paiDir, "seed.json"),
    eventsDir: options.eventsDir ? resolve(options.eventsDir) : join2(paiDir, "events"),
    stateDir,
    sessionsDir: join2(stateDir, "sessions"),
    logFile: join2(stateDir, "plugin.log"),
    scratchDir: join2(stateDir, "tmp"),
    codeCacheDir: join2(stateDir, "code-cache")
  };
}

// src/domain/records/seed.ts
init_atomic();
init_errors();
import { lstatSync as lstatSync2, realpathSync as realpathSync2, statSync as statSync3 } from "node:fs";

// src/core/lock.ts
init_atomic();
init_errors();
import {
  closeSync as closeSync3,
  linkSync as linkSync2,
  openSync as openSync3,
  readFileSync as readFileSync2,
  renameSync as renameSync2,
  statSync as statSync2,
  utimesSync,
  writeFileSync,
  writeSync as writeSync2
} from "node:fs";
import { randomBytes as randomBytes2 } from "node:crypto";
import { hostname as hostname2 } from "node:os";
import { basename as basename2, dirname as dirname2, join as join3 } from "node:path";
var HOST = hostname2(), DEFAULT_LEASE_MS = 1e4;
function processStart(pid) {
  try {
    let stat5 = readFileSync2(`/proc/${pid}/stat`, "utf8");
    return stat5.slice(stat5.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return;
  }
}
var ownStart, myStart = () => ownStart ??= processStart(process.pid) ?? "-", sleeper = new Int32Array(new SharedArrayBuffer(4));
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
    let stat5 = readFileSync2(`/proc/${pid}/stat`, "utf8"), state = stat5[stat5.lastIndexOf(")") + 2];
    return state !== "Z" && state !== "X";
  } catch {
    return process.platform !== "linux";
  }
}
function readLock(path) {
  try {
    let content = readFileSync2(path, "utf8"), { mtimeMs } = statSync2(path);
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
  let aside = `${path}.stale-${randomBytes2(6).toString("hex")}`;
  try {
    renameSync2(path, aside);
  } catch {
    return;
  }
  let moved = "";
  try {
    moved = readFileSync2(aside, "utf8");
  } catch {
  }
  if (moved !== judged)
    try {
      linkSync2(aside, path);
    } catch {
    }
  safeUnlink(aside);
}
function createLockFile(path, token) {
  let temp = join3(dirname2(path), `${TEMP_PREFIX}${basename2(path)}.${process.pid}.${randomBytes2(4).toString("hex")}`);
  writeFileSync(temp, token, { mode: 384 });
  try {
    return linkSync2(temp, path), !0;
  } catch (err) {
    let code = errnoCode(err);
    if (code === "EEXIST") return !1;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  } finally {
    safeUnlink(temp);
  }
  try {
    let fd = openSync3(path, "wx", 384);
    try {
      writeSync2(fd, token);
    } finally {
      closeSync3(fd);
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
  let timeoutMs = options.timeoutMs ?? 5e3, staleMs = options.staleMs ?? DEFAULT_LEASE_MS, token = `${process.pid} ${HOST} ${Date.now()} ${randomBytes2(8).toString("hex")} ${myStart()}`, deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      if (createLockFile(path, token)) return makeLock(path, token, staleMs);
    } catch (err) {
      if (errnoCode(err) !== "ENOENT") throw err;
      ensureDir(dirname2(path));
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
        if (readFileSync2(path, "utf8") === token) {
          let now = /* @__PURE__ */ new Date();
          utimesSync(path, now, now);
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
        return readFileSync2(path, "utf8") === token;
      } catch {
        return !1;
      }
    },
    release() {
      if (!released) {
        released = !0, clearInterval(refresh);
        try {
          readFileSync2(path, "utf8") === token && safeUnlink(path);
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
init_errors();
function describeJsonError(err) {
  let message = err instanceof Error ? err.message : String(err);
  return /is not valid JSON$/.test(message) ? "not valid JSON (unexpected character)" : message.replace(/'[^']*'/g, "a character").replace(/"[^"]*"/g, "\u2026");
}
function parseJsonText(text3, where, hint) {
  try {
    return JSON.parse(text3);
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

// src/domain/records/seed.ts
function lockPathFor(seedPath) {
  return `${seedPath}.lock`;
}
function parseSeed(path, text3) {
  let value = parseJsonText(
    text3,
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
  let text3 = readFileIfExists(seedPath);
  if (text3 === void 0) return;
  let ref = parseSeed(seedPath, text3).state?.checkpointRef;
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
      let text3 = readFileIfExists(seedPath);
      if (text3 === void 0) return { status: "missing" };
      let seed;
      try {
        seed = parseSeed(seedPath, text3);
      } catch (err) {
        return { status: "invalid", error: errorMessage(err) };
      }
      let state = seed.state ?? {}, current = typeof state.checkpointRef == "string" ? state.checkpointRef : void 0, next = current;
      if ("set" in update ? current !== void 0 && isUlid(current) && isUlid(update.set) && current > update.set || (next = update.set) : current !== void 0 && update.clear.includes(current) && (next = void 0), next === current) return { status: "unchanged", ref: current };
      next === void 0 ? delete state.checkpointRef : state.checkpointRef = next, seed.state = state;
      let mode = 384;
      try {
        mode = statSync3(seedPath).mode & 511;
      } catch {
      }
      let file = lstatSync2(seedPath).isSymbolicLink() ? realpathSync2(seedPath) : seedPath;
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
init_atomic();
init_errors();
init_regular();
import { readdirSync } from "node:fs";
import { join as join4 } from "node:path";

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  let numericValues = Object.values(entries).filter((v2) => typeof v2 == "number");
  return Object.entries(entries).filter(([k2, _2]) => numericValues.indexOf(+k2) === -1).map(([_2, v2]) => v2);
}
function jsonStringifyReplacer(_2, value) {
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
function finalizeIssue(iss, ctx2, config2) {
  var _a2;
  let traits = iss.inst?._zod?.traits;
  traits?.has("$ZodType") && (traits.has("$ZodCheck") ? (_a2 = iss).schema ?? (_a2.schema = iss.inst) : iss.schema = iss.inst);
  let schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0, message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx2?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input", full = {};
  for (let k2 of Object.keys(iss))
    k2 === "inst" || k2 === "schema" || k2 === "continue" || k2 === "input" || k2 === "__proto__" || (full[k2] = iss[k2]);
  return full.path ?? (full.path = []), full.message = message, ctx2?.reportInput && (full.input = iss.input), full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str2) {
  let units = str2.length;
  if (!highSurrogate.test(str2))
    return units;
  let count2 = units;
  for (let i = 0; i < units - 1; i++)
    (str2.charCodeAt(i) & 64512) === 55296 && (str2.charCodeAt(i + 1) & 64512) === 56320 && (count2--, i++);
  return count2;
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
}, safeParse2 = /* @__PURE__ */ _safeParse($ZodRealError);
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
var httpProtocol = /^https?$/;
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
function urlHostnameOk(url2, hostname5) {
  return hostname5.lastIndex = 0, hostname5.test(url2.hostname);
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
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.parse = (payload) => payload;
}), $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
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
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  result.issues.length && final.issues.push(...prefixIssues(index, result.issues)), final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
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
});
function handleUnionResults(results, final, inst, ctx2) {
  for (let result of results)
    if (result.issues.length === 0)
      return final.value = result.value, final;
  let nonaborted = results.filter((r) => !aborted(r));
  return nonaborted.length === 1 ? (final.value = nonaborted[0].value, nonaborted[0]) : (final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx2, config())))
  }), final);
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
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
      let result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx2);
      if (result instanceof Promise)
        results.push(result), async = !0;
      else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    return async ? Promise.all(results).then((results2) => handleUnionResults(results2, payload, inst, ctx2)) : handleUnionResults(results, payload, inst, ctx2);
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
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
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def), defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin), defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout), defineLazyInternal(inst, "pattern", (zod) => {
    let pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  }), defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0), inst._zod.parse = (payload, ctx2) => payload.value === null ? payload : def.innerType._zod.run(payload, ctx2);
});
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def), $ZodType.init(inst, def), inst._zod.parse = (payload, _2) => payload, inst._zod.check = (payload) => {
    let input = payload.value, r = def.fn(input);
    if (r instanceof Promise)
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    handleRefineResult(r, payload, input, inst);
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
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
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
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
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
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
  let entries = Array.isArray(values) ? Object.fromEntries(values.map((v2) => [v2, v2])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
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
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
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
  let m2 = record2.metadata, str2 = (k2) => typeof m2[k2] == "string" ? m2[k2] : void 0, out2 = {};
  for (let k2 of ["source", "checkpointId", "cwd", "project", "transcriptPath", "trigger", "name"]) {
    let v2 = str2(k2);
    v2 !== void 0 && (out2[k2] = v2);
  }
  let cp = m2.completedPhases;
  return Array.isArray(cp) && (out2.completedPhases = cp.filter((n) => typeof n == "number")), out2;
}
function parseRecord(text3) {
  let raw;
  try {
    raw = JSON.parse(text3);
  } catch (err) {
    return { ok: !1, error: text3.trim() === "" ? "empty file" : `invalid JSON (${describeJsonError(err)})` };
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
  let m2 = NAME_TIME_RE.exec(name);
  if (!m2) return;
  let t = Date.parse(`${m2[1]}T${m2[2]}:${m2[3]}:${m2[4]}Z`);
  return Number.isNaN(t) ? void 0 : t;
}
function listRecordNames(dir) {
  let names2;
  try {
    names2 = readdirSync(dir);
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return [];
    throw err;
  }
  return names2.filter((n) => RECORD_FILE_RE.test(n)).sort().reverse();
}
function readRecordFile(dir, name) {
  let text3;
  try {
    text3 = readFileIfExists(join4(dir, name), { noFollow: !0 });
  } catch (err) {
    let error = err instanceof RefusedFileError && err.reason === "too-large" ? err.why : err instanceof CheckpointError ? "not a regular file (a symlink, folder or device); not read" : `unreadable (${errnoCode(err) ?? errorMessage(err)})`;
    return { ok: !1, file: name, error };
  }
  if (text3 === void 0) return;
  let parsed = parseRecord(text3);
  return parsed.ok ? { ok: !0, file: name, record: parsed.record } : { ok: !1, file: name, error: parsed.error };
}
function serializeRecord(record2) {
  return `${JSON.stringify(record2, null, 2)}
`;
}

// src/domain/records/index-cache.ts
init_atomic();
import { createHash as createHash2 } from "node:crypto";
import { statSync as statSync4 } from "node:fs";
import { join as join5 } from "node:path";
var VERSION = 2;
function cacheFiles(stateDir, dir) {
  let key = createHash2("sha1").update(dir).digest("hex").slice(0, 12);
  return { index: join5(stateDir, `records-index-${key}.json`), summary: join5(stateDir, `records-summary-${key}.json`) };
}
function readJson(file) {
  try {
    let text3 = readFileIfExists(file);
    return text3 ? JSON.parse(text3) : void 0;
  } catch {
    return;
  }
}
function dirMtime(dir) {
  try {
    return statSync4(dir).mtimeMs;
  } catch {
    return;
  }
}
function entryOf(file, record2) {
  let meta2 = metadataOf(record2), entry2 = {
    file,
    id: record2.id,
    sessionId: record2.sessionId,
    createdAt: record2.createdAt,
    phase: record2.phase,
    phaseNumber: record2.phaseNumber,
    completed: record2.completed,
    taskSummary: record2.taskSummary
  };
  return meta2.project && (entry2.project = meta2.project), meta2.cwd && (entry2.cwd = meta2.cwd), entry2;
}
function newer(a, b2) {
  return a.createdAt !== b2.createdAt ? a.createdAt > b2.createdAt : a.id !== b2.id ? a.id > b2.id : a.file > b2.file;
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
    let names2 = listRecordNames(this.dir), present = new Set(names2), seen = new Set(this.data.seen), read2 = 0;
    if (seen.size > 0) {
      for (let name of seen) present.has(name) || seen.delete(name);
      for (let [sid, s3] of Object.entries(this.data.sessions))
        if (s3.open = s3.open.filter((f2) => present.has(f2)), !present.has(s3.latest.file)) {
          delete this.data.sessions[sid];
          for (let f2 of [...s3.open].sort().reverse()) {
            let r = readRecordFile(this.dir, f2);
            read2++, r?.ok && this.addRecord(f2, r.record);
          }
        }
      seen.size !== this.data.seen.length && (this.dirty = !0);
    }
    let fresh = names2.filter((n) => !seen.has(n)).reverse();
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
  addRecord(file, record2) {
    let entry2 = entryOf(file, record2), s3 = this.data.sessions[record2.sessionId];
    s3 ? (!entry2.completed && !s3.open.includes(file) && s3.open.push(file), newer(entry2, s3.latest) && (s3.latest = entry2)) : this.data.sessions[record2.sessionId] = { latest: entry2, open: entry2.completed ? [] : [file] }, this.dirty = !0;
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
  update(file, record2) {
    for (let [sid, s3] of Object.entries(this.data.sessions))
      if (!(record2 && sid !== record2.sessionId)) {
        if (s3.latest.file === file) {
          if (!record2) delete this.data.sessions[sid];
          else {
            if (s3.latest.completed === record2.completed) continue;
            s3.latest = entryOf(file, record2);
          }
          this.dirty = !0;
        }
        (!record2 || record2.completed) && s3.open.includes(file) && (s3.open = s3.open.filter((f2) => f2 !== file), this.dirty = !0);
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
import { appendFileSync } from "node:fs";
import { join as join6 } from "node:path";

// node_modules/nanoid/index.js
import { webcrypto as crypto2 } from "node:crypto";

// node_modules/nanoid/url-alphabet/index.js
var urlAlphabet = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";

// node_modules/nanoid/index.js
var POOL_SIZE_MULTIPLIER = 128, pool, poolOffset;
function fillPool(bytes) {
  if (bytes < 0) throw new RangeError("Wrong ID size");
  try {
    !pool || pool.length < bytes ? (pool = Buffer.allocUnsafe(bytes * POOL_SIZE_MULTIPLIER), crypto2.getRandomValues(pool), poolOffset = 0) : poolOffset + bytes > pool.length && (crypto2.getRandomValues(pool), poolOffset = 0);
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
init_atomic();
init_errors();
function appendEvent(eventsDir, action, data, sessionId, now = /* @__PURE__ */ new Date()) {
  let timestamp = now.toISOString(), event = {
    id: nanoid2(),
    timestamp,
    sessionId: sessionId || "unknown",
    type: "custom",
    data: { action, ...data }
  }, file = join6(eventsDir, `events-${timestamp.slice(0, 10)}.jsonl`), line = `${JSON.stringify(event)}
`;
  try {
    appendFileSync(file, line, { mode: 384 });
  } catch (err) {
    if (errnoCode(err) !== "ENOENT") throw err;
    ensureDir(eventsDir), appendFileSync(file, line, { mode: 384 });
  }
  return event;
}

// src/domain/records/api-context.ts
init_errors();
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
  let names2 = listRecordNames(dir), t = ulidTime(id);
  if (t !== void 0) {
    let prefix = `ckpt-${safeTimestamp(new Date(t).toISOString())}-`;
    for (let name of names2) {
      if (!name.startsWith(prefix)) continue;
      let r = readRecordFile(dir, name);
      if (r?.ok && r.record.id === id) return r;
    }
  }
  for (let name of names2) {
    let r = readRecordFile(dir, name);
    if (r?.ok && r.record.id === id) return r;
  }
}
async function loadCheckpoint(checkpointId, options) {
  return findRecord(ctx(options).paths.checkpointsDir, checkpointId)?.record ?? null;
}
function scanCheckpoints(filter = {}, options) {
  let dir = ctx(options).paths.checkpointsDir, out2 = { records: [], problems: [] };
  for (let name of listRecordNames(dir)) {
    if (filter.limit !== void 0 && out2.records.length >= filter.limit) break;
    let r = readRecordFile(dir, name);
    if (!r) continue;
    if (!r.ok) {
      out2.problems.push({ file: join7(dir, r.file), error: r.error });
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
  let { paths } = ctx(options), dir = paths.checkpointsDir, project = options.project, order = (entries) => [...entries].sort((a, b2) => +((b2.project ?? b2.cwd) === project) - +((a.project ?? a.cwd) === project)), firstValid = (candidates, index2) => {
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
        writeFileAtomicSync(join7(dir, file), serializeRecord(updated)), index.update(file, updated);
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
  if (old.sort((a, b2) => Number(b2.completed) - Number(a.completed)), options.dryRun) return { deleted: 0, tempFilesRemoved: 0, records: old };
  let hourAgo = c.now().getTime() - DEFAULTS.leftoverAgeMs, tempFilesRemoved = sweepTempFiles(dir, hourAgo) + sweepTempFiles(dirname3(c.paths.seedPath), hourAgo), deleted = [];
  for (let rec of old)
    safeUnlink(join7(dir, rec.file)) && (deleted.push(rec), logEvent(
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
  let n = 0, names2 = [];
  try {
    names2 = readdirSync2(dir).filter((f2) => f2.startsWith(TEMP_PREFIX));
  } catch {
    return 0;
  }
  for (let name of names2)
    try {
      statSync5(join7(dir, name)).mtimeMs < olderThanMs && safeUnlink(join7(dir, name)) && n++;
    } catch {
    }
  return n;
}
async function cleanupCheckpoints(olderThanDays = UNCONFIGURED.recordRetentionDays, options) {
  return { deleted: cleanupCheckpointsSync(olderThanDays, options).deleted };
}

// src/domain/transcript/phase.ts
var BAR = "\u2501", MAX_MIDDLE = 64, MAX_TASK = 120;
function hws(ch) {
  return ch !== void 0 && ch !== `
` && ch !== "\r" && /\s/.test(ch);
}
function skipHws(text3, at2) {
  for (; hws(text3[at2]); ) at2++;
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
function headerAt(text3, from) {
  let start = skipHws(text3, from), close = start;
  for (; close < text3.length && close - start <= MAX_MIDDLE && text3[close] !== BAR && text3[close] !== `
`; ) close++;
  if (text3[close] !== BAR) return { next: from };
  let after = close;
  for (; text3[after] === BAR; ) after++;
  if (after - close < 3) return { next: close };
  let name = phaseNameOf(text3.slice(start, close)), at2 = skipHws(text3, after), digit = text3[at2];
  if (!name || digit === void 0 || digit < "1" || digit > "7") return { next: close };
  if (at2 = skipHws(text3, at2 + 1), text3[at2] !== "/") return { next: close };
  if (at2 = skipHws(text3, at2 + 1), text3[at2] !== "7") return { next: close };
  let number3 = Number(digit);
  return PHASES[number3 - 1] !== name ? { next: close } : { phase: { number: number3, name }, next: at2 + 1 };
}
var TASK_RE = /🗒\uFE0F?[^\S\n]*TASK:[^\S\n]*([^\n]+)/gu;
function cleanTask(s3) {
  let t = s3.slice(0, MAX_TASK * 8).replace(/[*_`]+/g, "").replace(/\s+/g, " ").trim();
  return t.length > MAX_TASK ? `${t.slice(0, MAX_TASK - 1)}\u2026` : t;
}
function mayContainSignal(text3) {
  return text3.includes("\u2501\u2501\u2501") || text3.includes("TASK:");
}
function scanAlgorithmText(text3) {
  if (!mayContainSignal(text3)) return [];
  let found = [];
  for (let i = text3.indexOf("\u2501\u2501\u2501"); i >= 0; ) {
    let end = i;
    for (; text3[end] === BAR; ) end++;
    let h = headerAt(text3, end);
    h.phase && found.push({ at: i, signal: { kind: "phase", ...h.phase } }), i = text3.indexOf("\u2501\u2501\u2501", Math.max(h.next, end));
  }
  for (let m2 of text3.matchAll(TASK_RE)) {
    let summary = cleanTask(m2[1] ?? "");
    summary && found.push({ at: m2.index, signal: { kind: "task", summary } });
  }
  return found.sort((a, b2) => a.at - b2.at).map((f2) => f2.signal);
}

// src/index.ts
init_errors();

// src/domain/capture/create.ts
init_errors();

// src/core/keys.ts
init_errors();
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

// src/storage/layout.ts
var CHECKPOINTS = "checkpoints/";
var MANIFEST = "manifest.json", INDEX = "index.json";
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
function indexKey(sessionId) {
  return `${sessionPrefix(sessionId)}${INDEX}`;
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
function packageListKey(sha2563) {
  if (!/^[0-9a-f]{64}$/.test(sha2563)) throw new RangeError(`invalid package list hash ${JSON.stringify(sha2563)}`);
  return `${ENVIRONMENT_LISTS}${sha2563}.txt`;
}
var MEMORY = "memory/";
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
init_errors();
import { createCipheriv, createDecipheriv, createHash as createHash3, hkdfSync as hkdfSync2, randomBytes as randomBytes4 } from "node:crypto";
import { Readable } from "node:stream";

// src/core/secrets.ts
init_atomic();
init_errors();
import { createHmac, hkdfSync, randomBytes as randomBytes3 } from "node:crypto";
import { statSync as statSync6 } from "node:fs";
import { dirname as dirname4, basename as basename3 } from "node:path";
var KEY_BYTES = 32;
function keyId(key) {
  return createHmac("sha256", key).update("pai-checkpoint key id").digest("hex").slice(0, 16);
}
function parseKey(text3, source) {
  let t = text3.trim(), key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, "hex") : /^[A-Za-z0-9+/]{43}=?$/.test(t) ? Buffer.from(t, "base64") : void 0;
  if (key?.length !== KEY_BYTES)
    throw new CheckpointError(
      "USAGE",
      `${source}: not a key (expected 64 hex digits: 32 random bytes)`,
      "make one with `openssl rand -hex 32`"
    );
  return { key, id: keyId(key), source };
}
function readKeyFile(path) {
  let text3;
  try {
    text3 = readFileIfExists(path);
  } catch (err) {
    throw new CheckpointError("USAGE", `key file ${path}: ${errorMessage(err)}`, "point it at a file holding the key");
  }
  if (text3 === void 0) return;
  let mode = statSync6(path).mode & 511;
  if (mode & 63)
    throw new CheckpointError(
      "USAGE",
      `key file ${path} can be read by others (mode ${mode.toString(8).padStart(3, "0")})`,
      `chmod 600 ${path}`
    );
  return parseKey(text3, path);
}
function signingKey(path, create2) {
  let found = readKeyFile(path);
  if (found || !create2) return found;
  ensureDir(dirname4(path));
  try {
    createFileExclusiveSync(dirname4(path), [basename3(path)], `${randomBytes3(KEY_BYTES).toString("hex")}
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
  let key = Buffer.from(hkdfSync("sha256", volume.key, Buffer.alloc(0), "pai-checkpoint signing 1", KEY_BYTES));
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
  return Buffer.from(hkdfSync2("sha256", secret, salt, "pai-checkpoint object 1", 32));
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
  let salt = randomBytes4(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), n = 0, seal = (plain2, last) => {
    let c = createCipheriv("aes-256-gcm", key, nonce(n++, last));
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
    let d = createDecipheriv("aes-256-gcm", key, nonce(n++, last));
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
  let salt = randomBytes4(16), header = Buffer.concat([MAGIC, Buffer.from(secret.id, "hex"), salt]), key = objectKey(secret.key, salt), out2 = [header], n = 0;
  for (let at2 = 0; ; at2 += SEGMENT) {
    let last = plain.length - at2 <= SEGMENT, c = createCipheriv("aes-256-gcm", key, nonce(n++, last));
    if (c.setAAD(header), out2.push(c.update(plain.subarray(at2, at2 + SEGMENT)), c.final(), c.getAuthTag()), last) return Buffer.concat(out2);
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
  for (let at2 = HEADER; at2 < stored.length; at2 += SEGMENT + TAG) {
    let segment = stored.subarray(at2, at2 + SEGMENT + TAG), d = createDecipheriv("aes-256-gcm", key, nonce(n++, at2 + SEGMENT + TAG >= stored.length));
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
    let seen = { size: 0, hash: createHash3("sha256") }, source = typeof data == "string" ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data;
    return await this.inner.put(key, Readable.from(encrypt(source, secret, seen), { objectMode: !1 })), { size: seen.size, sha256: seen.hash.digest("hex") };
  }
  async create(key, data) {
    let secret = this.secretFor(key);
    if (!secret) return this.inner.create(key, data);
    let sealed = [];
    for await (let b2 of encrypt([typeof data == "string" ? Buffer.from(data) : data], secret, {
      size: 0,
      hash: createHash3("sha256")
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
    return isSealed(first) ? Readable.from(decrypt(rest, this.keyFor(key), describe2(this.location, key)), { objectMode: !1 }) : Readable.from(rest, { objectMode: !1 });
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
    let hash = createHash3("sha256"), size = 0;
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

// src/domain/volume/read.ts
init_errors();

// src/domain/volume/facts.ts
init_errors();
var TAG_MAX = 200, ANNOTATION_MAX = 4e3, SEGMENT2 = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
function checkTag(tag) {
  let hint = 'a tag is one or more segments separated by "/" (milestone/v1.0, experiment/approach-a, stable): letters, digits, ".", "_", "+", "-"; no spaces';
  if (tag.length === 0) throw new CheckpointError("USAGE", "the tag is empty", hint);
  if (tag.length > TAG_MAX)
    throw new CheckpointError("USAGE", `the tag is ${tag.length} characters long (at most ${TAG_MAX})`, hint);
  for (let seg of tag.split("/")) {
    if (seg === "") throw new CheckpointError("USAGE", `tag "${tag}" has an empty segment`, hint);
    if (!SEGMENT2.test(seg))
      throw new CheckpointError("USAGE", `tag "${tag}": segment "${seg}" has a character a tag cannot hold`, hint);
  }
  return tag;
}
function checkAnnotation(text3) {
  let t = text3.trim();
  if (!t) throw new CheckpointError("USAGE", "the annotation is empty", 'give its text: annotate <id> "<text>"');
  if (t.length > ANNOTATION_MAX)
    throw new CheckpointError("USAGE", `the annotation is ${t.length} characters long (at most ${ANNOTATION_MAX})`);
  return t;
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

// src/storage/backend.ts
init_errors();
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
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
async function download(store, key, file) {
  let stream = await store.open(key);
  return stream ? (await pipeline(stream, createWriteStream(file, { mode: 384 })), !0) : !1;
}

// src/domain/volume/manifest.ts
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
function isObject2(v2) {
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
  return isObject2(out2.workspace) && (out2.workspace = { path: "", uncommitted_files: [], ...out2.workspace }), isObject2(out2.approval) && (out2.approval = { ...out2.approval }), out2;
}
function parseManifest(text3, where, open3) {
  let raw = parseJsonText(
    text3,
    where,
    "the manifest is damaged: resume from the parent checkpoint, or `pai-checkpoint delete <id>`"
  );
  if (!isObject2(raw)) throw new CheckpointError("INVALID_DATA", `${where}: not a JSON object`);
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

// src/domain/volume/private-text.ts
init_errors();
var isObject3 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
function split(doc, publicPaths) {
  let kept = {}, moved = [];
  for (let [k2, v2] of Object.entries(doc))
    if (publicPaths.includes(k2)) kept[k2] = v2;
    else if (isObject3(v2) && publicPaths.some((p2) => p2.startsWith(`${k2}.`))) {
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
    isObject3(at2[p2]) || (at2[p2] = {}), at2 = at2[p2];
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
import { createHmac as createHmac2, timingSafeEqual } from "node:crypto";
init_errors();
function hmacOf(m2, key) {
  let { signature: _omit, ...rest } = m2;
  return createHmac2("sha256", key).update(canonicalJson(rest)).digest();
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
  return timingSafeEqual(want, Buffer.from(sig.hmac_sha256, "hex")) ? void 0 : {
    why: `its signature does not match: the ${what} was changed after it was signed`,
    hint: tampered,
    missingKey: !1
  };
}
function signatureProblem(stored, keyring, what = "manifest") {
  let p2 = checkSignature(stored, keyring, what);
  return p2 && (p2.missingKey ? `${p2.why}: ${p2.hint}` : p2.why);
}
var SignatureError = class extends CheckpointError {
  constructor(sessionId, id, problem) {
    super(problem.missingKey ? "KEY" : "INVALID_DATA", `checkpoint ${sessionId}/${id}: ${problem.why}`, problem.hint);
  }
};
function signedFor(store, doc, create2 = !1) {
  let keyring = keyringOf(store);
  if (!keyring) return doc;
  let { signature: _old, ...plain } = doc;
  try {
    return keyring.signing(create2) ? signManifest(plain, keyring) : plain;
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
async function readParsed(store, sessionId, id) {
  let key = manifestKey(sessionId, id), text3 = (await store.get(key))?.toString("utf8");
  return text3 === void 0 ? void 0 : parseManifest(text3, `${store.location}/${key}`, manifestOpener(store));
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
function indexEntry(m2, facts = [], count2 = facts.length) {
  let view = applyFacts(m2, facts), e = {
    id: m2.id,
    created_at: m2.created_at,
    trigger: m2.trigger,
    parent: m2.parent_checkpoint_id,
    size_bytes: Object.values(m2.parts).reduce((n, p2) => n + p2.size, 0),
    tags: view.tags
  };
  view.approval.status !== "auto_approved" && (e.approval = view.approval), view.annotations.length && (e.annotations = view.annotations), view.linked_issues.length && (e.linked_issues = view.linked_issues), count2 && (e.facts = count2), m2.name && (e.name = m2.name);
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
async function rebuildIndex(store, sessionId) {
  return indexFromKeys(store, sessionId, await store.list(sessionPrefix(sessionId)));
}
async function indexFromKeys(store, sessionId, keys) {
  let index = { version: 4, session_id: sessionId, settled: !1, checkpoints: [] }, problems = [], factKeys = factKeysOf(keys);
  for (let key of keys) {
    let at2 = checkpointOfKey(key);
    if (!(at2?.part !== MANIFEST || at2.sessionId !== sessionId))
      try {
        let text3 = (await store.get(key))?.toString("utf8");
        if (text3 === void 0) continue;
        let parsed = parseManifest(text3, `${store.location}/${key}`, manifestOpener(store)), m2 = parsed.manifest;
        if (parsed.hidden && (index.hidden = parsed.hidden), m2.id !== at2.id || m2.session_id !== sessionId) {
          problems.push({
            key,
            error: `the manifest names checkpoint ${m2.session_id}/${m2.id}, not ${sessionId}/${at2.id} (a copy under another name?)`
          });
          continue;
        }
        let listed = factKeys.get(at2.id) ?? [], facts = await readFactKeys(store, at2.id, listed);
        problems.push(...facts.problems);
        let entry2 = indexEntry(m2, facts.facts, listed.length);
        parsed.hidden && (entry2.hidden = m2.encryption?.key_id ?? "?"), index.checkpoints.push(entry2);
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
  let newestFirst = [...entries].sort((a, b2) => a.id < b2.id ? 1 : -1), result = { kept: [], deleted: [] }, counted2 = 0;
  for (let [i, e] of newestFirst.entries()) {
    if (protectedEntry(e)) {
      result.kept.push(e.id);
      continue;
    }
    counted2++;
    let ageDays = (now.getTime() - Date.parse(e.created_at)) / 864e5;
    i > 0 && (counted2 > policy.keepLast || ageDays > policy.maxAgeDays) ? result.deleted.push(e.id) : result.kept.push(e.id);
  }
  return result;
}
async function applyRetention(store, sessionId, policy, now, dryRun = !1) {
  let plan = planRetention((await loadIndex(store, sessionId)).checkpoints, policy, now);
  if (!dryRun) for (let id of plan.deleted) await deleteCheckpoint(store, sessionId, id);
  return plan;
}

// src/domain/volume/commit.ts
init_errors();
import { createHmac as createHmac3 } from "node:crypto";
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
    }, { docs, sealed: text3 } = sealPrivate(store, [plain], MANIFEST_PUBLIC), checked = sealManifest(text3 ? { ...docs[0], sealed: text3 } : plain), toStore = keyring ? signManifest(checked, keyring) : checked;
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
async function findShared(store, sha2563, size) {
  let secret = keyringOf(store)?.encryption(), name = secret ? createHmac3("sha256", secret.key).update(`pai-checkpoint shared part ${sha2563}`).digest("hex") : sha2563, key = sharedPartKey(name), st2 = await store.stat(key);
  return {
    key,
    info: { size, sha256: sha2563, shared: secret ? name : !0 },
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

// src/domain/content/locks.ts
init_errors();
import { hostname as hostname4 } from "node:os";

// src/platform/process.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { hostname as hostname3, setPriority } from "node:os";
function procInfo(pid) {
  if (process.platform === "linux")
    try {
      let stat5 = readFileSync3(`/proc/${pid}/stat`, "utf8"), close = stat5.lastIndexOf(")"), comm = stat5.slice(stat5.indexOf("(") + 1, close), rest = stat5.slice(close + 2).split(" ");
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
  if (host !== hostname3() || !pid) return "unknown";
  if (!pidAlive(pid)) return "dead";
  if (!start) return "alive";
  let info = procInfo(pid);
  return info ? info.start === start ? "alive" : "dead" : "unknown";
}

// src/domain/content/locks.ts
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
    host: hostname4(),
    pid: process.pid,
    start: processStart(process.pid),
    at: new Date(now()).toISOString(),
    purpose: o.purpose
  });
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
    await release(), await sleep(Math.min(2e3, 50 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
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

// src/domain/capture/parts/conversation.ts
init_errors();
import { createReadStream as createReadStream3, statSync as statSync10 } from "node:fs";
import { Readable as Readable2, Transform as Transform3 } from "node:stream";

// src/domain/transcript/conversation.ts
init_errors();
init_regular();

// src/domain/transcript/prompt.ts
var SLASH_COMMAND = /^\/[\w:.-]+(?:\s|$)/;
function isPromptText(text3) {
  let t = text3.trimStart();
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
var isObject4 = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2), text2 = (v2) => typeof v2 == "string" ? v2 : void 0, count = (v2) => typeof v2 == "number" && Number.isSafeInteger(v2) && v2 >= 0 ? v2 : 0;
function lineEvents(line) {
  if (!isObject4(line)) return [];
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
  let meta2 = isObject4(line.compactMetadata) ? line.compactMetadata : {};
  return {
    kind: "compaction",
    uuid: text2(line.uuid) ?? null,
    timestamp: text2(line.timestamp) ?? null,
    trigger: text2(meta2.trigger) ?? null,
    preTokens: typeof meta2.preTokens == "number" ? meta2.preTokens : null
  };
}
function messageOf(line) {
  return isObject4(line.message) ? line.message : {};
}
function userEvents(line, out2) {
  let uuid2 = text2(line.uuid);
  out2.push(uuid2 === void 0 ? { kind: "message", role: "user" } : { kind: "message", role: "user", uuid: uuid2 });
  let content = messageOf(line).content;
  isPromptLine(line, content) && out2.push({ kind: "prompt", text: content });
  let command = typedCommandOf(line, content);
  if (command && out2.push({ kind: "command", ...command }), !Array.isArray(content)) return;
  let results = content.filter(
    (b2) => isObject4(b2) && b2.type === "tool_result" && typeof b2.tool_use_id == "string" && b2.tool_use_id !== ""
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
  return typeof content == "string" ? content : Array.isArray(content) ? content.map((c) => isObject4(c) && typeof c.text == "string" ? c.text : "").join(`
`) : "";
}
function assistantEvents(line, out2) {
  let message = messageOf(line), m2 = {
    kind: "message",
    role: "assistant"
  }, uuid2 = text2(line.uuid), id = text2(message.id), model = text2(message.model);
  uuid2 !== void 0 && (m2.uuid = uuid2), id && (m2.id = id), model !== void 0 && (m2.model = model), isObject4(message.usage) && (m2.usage = usageOf(message.usage)), out2.push(m2);
  let content = message.content;
  if (Array.isArray(content))
    for (let b2 of content)
      isObject4(b2) && (b2.type === "text" && typeof b2.text == "string" ? out2.push({ kind: "assistant_text", text: b2.text }) : b2.type === "tool_use" && typeof b2.name == "string" && b2.name && toolUseEvents(b2, out2));
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
  let use = { kind: "tool_use", name: b2.name, input: isObject4(b2.input) ? b2.input : {} };
  typeof b2.id == "string" && b2.id && (use.id = b2.id), out2.push(use), use.name === "TodoWrite" && Array.isArray(use.input.todos) && out2.push({ kind: "todos", todos: todosOf(use.input.todos) });
}
function todosOf(list) {
  return list.filter((t) => isObject4(t) && typeof t.content == "string").map((t) => ({
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
function taskOperation(call, result) {
  let r = isObject4(result.result) ? result.result : {};
  if (result.isError || r.success === !1) return;
  let op = { id: "" };
  if (call.name === "TaskCreate") {
    let task = isObject4(r.task) ? r.task : {};
    op.id = taskId(task.id) ?? "";
    let subject = text2(call.input.subject) ?? text2(task.subject);
    subject !== void 0 && (op.subject = subject);
  } else if (call.name === "TaskUpdate") {
    op.id = taskId(call.input.taskId) ?? taskId(r.taskId) ?? "";
    let subject = text2(call.input.subject), status2 = text2(call.input.status);
    subject !== void 0 && (op.subject = subject), status2 !== void 0 && (op.status = status2);
  }
  return op.id ? op : void 0;
}
function applyTaskOperation(prev, op) {
  if (op.status !== "deleted")
    return { subject: op.subject ?? prev?.subject ?? "", status: op.status ?? prev?.status ?? "pending" };
}

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
function clean(sentence) {
  return sentence.replace(/^(?:>\s*)+/, "").replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, "").replace(/\*\*|__/g, "").replace(/\s+/g, " ").trim();
}
function sentences(text3) {
  let out2 = [], fenced = !1;
  for (let raw of text3.slice(0, SCAN_MAX).split(`
`)) {
    let line = raw.trim();
    if (line.startsWith("```") || line.startsWith("~~~")) {
      fenced = !fenced;
      continue;
    }
    if (!(fenced || !line || !line.includes("?") && !MAYBE.test(line) || isSignalLine(line)))
      for (let part of line.split(/(?<=[.!?])\s+/)) {
        let s3 = clean(part);
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
var ITEM_MAX = 200, PROGRESS_MAX = 10, LIST_MAX = 8, WHAT_MAX = 60, ERROR_MAX = 90, OPEN_MAX = 256, TASKS_MAX = 512, KEEP = 64;
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
  let file = toolFile(use);
  if (file) {
    let path = relative(file.path, cwd);
    return file.modifies ? { use, kind: `edit:${file.path}`, what: oneLine(`edit ${path}`, WHAT_MAX), changes: path } : {
      use,
      kind: `${use.name}:${file.path}`,
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
function errorLine(text3) {
  let lines2 = (text3 ?? "").slice(0, 8192).replace(/<\/?tool_use_error>/g, "").split(`
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
  calls = new Recent(OPEN_MAX);
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
  readText(text3) {
    if (mayContainSignal(text3))
      for (let s3 of scanAlgorithmText(text3.slice(0, SCAN_MAX))) s3.kind === "task" && (this.task = oneLine(s3.summary));
    for (let sentence of sentences(text3)) {
      let st2 = statementOf(sentence);
      if (!st2) continue;
      let line = oneLine(st2.text), key = line.toLowerCase();
      st2.kind === "decision" ? this.decisions.set(key, line) : st2.kind === "blocker" ? this.statedBlockers.set(key, { seq: this.seq, text: line }) : this.questions.includes(line) || (this.questions = [...this.questions, line].slice(-2));
    }
  }
  readResult(result) {
    let call = this.calls.get(result.toolUseId);
    call && (this.calls.delete(result.toolUseId), isTaskTool(call.use.name) && this.readTask(call.use, result), result.isError ? this.failed(call, errorLine(result.error)) : this.succeeded(call));
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
  readTask(use, result) {
    let op = taskOperation(use, result);
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
async function summarizeTranscript(path, prices = DEFAULT_PRICES, o = {}) {
  return (await summarizeFrom(path, prices, o))?.summary;
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
    let line = parse2(raw);
    line === UNPARSABLE ? r.s.unparsable_lines++ : readLine(r, line);
  }
  r.s.skipped_bytes = skipped;
  let cursor = jump && pos.dropped === 0 ? resume ?? { offset: 0, skipped: 0, state: saveReading(newReading()) } : { offset: pos.at, skipped, state: saveReading(r) }, last = next.value;
  if (last !== void 0 && last.trim()) {
    let line = parse2(last);
    line === UNPARSABLE ? r.s.partial_last_line = !0 : (r.s.lines++, readLine(r, line));
  }
  return { summary: finish(r, prices), cursor };
}
var UNPARSABLE = /* @__PURE__ */ Symbol("unparsable");
function parse2(raw) {
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
      r.usageById.delete(id), r.folded.set(oldest.model, addUsage(r.folded.get(oldest.model), oldest.usage));
    }
    let u2 = ev.usage, tokens2 = Math.min(u2.input + u2.cache_read + u2.cache_creation, Number.MAX_SAFE_INTEGER);
    tokens2 > 0 && (r.s.context = { tokens: tokens2, model: ev.model ?? "" });
  }
}
function readToolUse(r, use) {
  r.s.tools[use.name] = (r.s.tools[use.name] ?? 0) + 1, use.id && (r.pending.set(use.id, use.name), isTaskTool(use.name) && r.taskCalls.set(use.id, use));
  let file = toolFile(use);
  file && (file.modifies ? r.modified : r.read).add(file.path);
}
function readToolResult(r, result) {
  r.pending.delete(result.toolUseId), result.isError && r.s.tool_errors++;
  let call = r.taskCalls.get(result.toolUseId);
  if (!call) return;
  r.taskCalls.delete(result.toolUseId);
  let op = taskOperation(call, result);
  if (!op) return;
  let task = applyTaskOperation(r.tasks.get(op.id), op);
  task ? r.tasks.set(op.id, task) : r.tasks.delete(op.id);
}
function addUsage(a, b2) {
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
  for (let { usage, model } of r.usageById.values()) byModel.set(model, addUsage(byModel.get(model), usage));
  for (let [model, t] of byModel)
    s3.tokens.input += t.input, s3.tokens.output += t.output, s3.tokens.cache_creation += t.cache_creation, s3.tokens.cache_read += t.cache_read, s3.cost_estimate_usd += usageCost(model, t, prices);
  s3.tokens.total = s3.tokens.input + s3.tokens.output + s3.tokens.cache_creation + s3.tokens.cache_read;
  for (let k2 of ["input", "output", "cache_creation", "cache_read", "total"])
    s3.tokens[k2] = Math.min(s3.tokens[k2], Number.MAX_SAFE_INTEGER);
  return s3.cost_estimate_usd = Math.round(s3.cost_estimate_usd * 1e6) / 1e6, s3.models = [...byModel.keys()].filter(Boolean).sort(), s3.files_read = [...r.read].sort(), s3.files_modified = [...r.modified].sort(), s3.tasks = [...r.tasks].map(([id, t]) => ({ id, subject: t.subject, status: t.status })), s3.pending_tool_calls = [...r.pending].map(([id, name]) => ({ id, name })), s3.signals = r.collector.signals(), s3;
}

// src/domain/transcript/copy.ts
init_atomic();
init_regular();
import {
  closeSync as closeSync5,
  createReadStream as createReadStream2,
  createWriteStream as createWriteStream2,
  fstatSync as fstatSync3,
  openSync as openSync4,
  readSync as readSync2,
  statSync as statSync9,
  truncateSync
} from "node:fs";
import { Transform as Transform2 } from "node:stream";
import { pipeline as pipeline2 } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";

// src/core/redact.ts
init_errors();
var SECRET_PARAM = /^(?:.*(?:token|secret|key|password|passwd|pwd|auth|signature|sig|credential)s?|code)$/i;
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
function redactSecretPatterns(text3) {
  let out2 = text3;
  for (let [kind, re2] of SECRET_PATTERNS)
    re2.lastIndex = 0, re2.test(out2) && (re2.lastIndex = 0, out2 = out2.replace(
      re2,
      (_whole, keep) => kind === "bearer-token" || kind === "secret-value" ? `${keep ?? ""}[REDACTED:${kind}]` : `[REDACTED:${kind}]`
    ));
  return out2;
}

// src/platform/codec.ts
init_errors();
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { Transform } from "node:stream";

// src/platform/spawn.ts
init_errors();
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

// src/platform/which.ts
import { accessSync, constants as constants2, statSync as statSync7 } from "node:fs";
import { delimiter, isAbsolute, join as join8 } from "node:path";
function commandOnPath(cmd, path = process.env.PATH) {
  for (let dir of (path ?? "").split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    let command = join8(dir, cmd);
    try {
      if (accessSync(command, constants2.X_OK), statSync7(command).isFile()) return command;
    } catch {
    }
  }
}

// src/platform/zstd-frames.ts
init_errors();
var MAGIC2 = 4247762216, SKIPPABLE_MASK = 4294967280, SKIPPABLE = 407710288, MAX_BLOCK = 128 * 1024, ZstdFrameSplitter = class {
  /**
   * @param maxFrameBytes most bytes one frame may decompress to (its bound); refused beyond.
   * @param name what the input is, for error messages (a file name).
   * @param tooLarge the error for a frame past `maxFrameBytes` (default: INVALID_DATA naming it).
   */
  constructor(maxFrameBytes, name = "zstd data", tooLarge3) {
    this.maxFrameBytes = maxFrameBytes;
    this.name = name;
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
    let out2 = [];
    for (; ; ) {
      let frame = this.#step();
      if (frame === !1) return out2;
      frame && out2.push(frame);
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
    if (magic !== MAGIC2)
      throw this.#bad(
        `has no zstd frame at byte ${this.#offset} (magic 0x${magic.toString(16)})`,
        "the file is damaged or not zstd-compressed"
      );
    if (head.length < 5) return !1;
    let fhd = head[4], fcsFlag = fhd >> 6, singleSegment = (fhd & 32) !== 0;
    if (fhd & 8)
      throw this.#bad(`has a reserved bit set in the frame header at byte ${this.#offset}`, "the file is damaged");
    let didSize = [0, 1, 2, 4][fhd & 3], fcsSize = fcsFlag === 0 ? singleSegment ? 1 : 0 : [0, 2, 4, 8][fcsFlag], size = 5 + (singleSegment ? 0 : 1) + didSize + fcsSize;
    if (head.length < size) return !1;
    if (didSize > 0 && readLE(head, 5 + (singleSegment ? 0 : 1), didSize) !== 0)
      throw this.#bad(
        `needs a zstd dictionary (frame at byte ${this.#offset})`,
        "it was not written by pai-checkpoint; decompress it with the zstd command and its dictionary"
      );
    this.#contentSize = fcsSize === 0 ? void 0 : readLE(head, size - fcsSize, fcsSize) + (fcsSize === 2 ? 256 : 0);
    let window2 = singleSegment ? this.#contentSize ?? 0 : windowSize(head[5]);
    this.#blockMax = Math.min(window2, MAX_BLOCK), this.#checksum = (fhd & 4) !== 0, this.#frameStart = this.#offset, this.#frameBytes = 0, this.#bound = 0, this.#blocks = [0, 0, 0], this.#contentSize !== void 0 && this.#check(this.#contentSize), this.#frame = [], this.#keep(this.#take(size)), this.#state = "blocks";
  }
  #block() {
    if (this.#queued < 3) return !1;
    let h = readLE(this.#peek(3), 0, 3), last = (h & 1) === 1, type = h >> 1 & 3, size = h >>> 3;
    if (type === 3) throw this.#bad(`has a reserved block type at byte ${this.#offset}`, "the file is damaged");
    if (size > this.#blockMax)
      throw this.#bad(
        `has a block of ${size} bytes, over the frame's maximum of ${this.#blockMax}, at byte ${this.#offset}`,
        "the file is damaged"
      );
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
    let frame = {
      data: Buffer.concat(this.#frame),
      bound: this.#contentSize ?? this.#bound,
      contentSize: this.#contentSize,
      blocks: this.#blocks
    };
    return this.#frame = [], this.#state = "magic", frame;
  }
  /** Adds bytes to the current frame; a frame is never buffered past the limit, whatever its header claims. */
  #keep(bytes) {
    this.#frameBytes += bytes.length, this.#check(this.#frameBytes), this.#frame.push(bytes);
  }
  #check(bound) {
    if (!(bound <= this.maxFrameBytes))
      throw this.tooLarge?.(this.#frameStart, bound) ?? this.#bad(
        `has a frame (at byte ${this.#frameStart}) that expands to more than ${this.maxFrameBytes} bytes`,
        "decompress it with the zstd command"
      );
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
function readLE(buf, at2, size) {
  let v2 = 0;
  for (let i = size - 1; i >= 0; i--) v2 = v2 * 256 + buf[at2 + i];
  return v2;
}
function windowSize(descriptor) {
  let base = 2 ** (10 + (descriptor >> 3));
  return base + base / 8 * (descriptor & 7);
}

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
function decompressStream(source, o = {}) {
  let name = o.name ?? ("file" in source ? source.file : "zstd input"), unreadable = (err) => new CheckpointError(
    "INVALID_DATA",
    `${name} unreadable: ${errorMessage(err)}`,
    "the file is damaged or not zstd-compressed"
  );
  return codecStream(
    source,
    o,
    (zstd) => zstd.kind === "cli" ? cliEngine(zstd.command, ["-d", "-q", "-c"], source, "zstd -d", unreadable) : inProcess(source, unbinder(zstd.binding, name, unreadable))
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
  let stdin = "file" in source ? "ignore" : "pipe" in source ? source.pipe : "pipe", child = spawn(command, "file" in source ? [...args, "--", source.file] : args, {
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
  return "file" in source ? (input = createReadStream(source.file), input.once("error", (err) => transform.destroy(err))) : input = "stream" in source ? source.stream : source.pipe, input.pipe(transform), {
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
  return new Transform({
    transform(chunk, _e2, done) {
      if (pending.push(chunk), pendingBytes += chunk.length, pendingBytes < BINDING_FRAME_BYTES) return done();
      emit(this, !1).then(() => done(), done);
    },
    flush(done) {
      emit(this, !0).then(() => done(), done);
    }
  });
}
function unbinder(binding, name, failed) {
  let splitter = new ZstdFrameSplitter(
    BINDING_FRAME_LIMIT,
    name,
    (at2, bound) => new CheckpointError(
      "TOO_LARGE",
      `${name} holds a zstd frame (at byte ${at2}) that expands to ${bound > BINDING_FRAME_LIMIT * 4 ? "far " : ""}more than ${BINDING_FRAME_LIMIT / 1024 / 1024} MiB; without the zstd command such a frame would be decompressed whole in memory, so it is refused (archives the ${BINDING} binding writes have frames of ${BINDING_FRAME_BYTES / 1024 / 1024} MiB; the zstd command writes one frame per file)`,
      "install the zstd command (apt-get install zstd, brew install zstd): it decompresses any frame as a stream"
    )
  ), decode2 = async (self2, frames) => {
    for (let frame of frames) {
      let out2 = await binding.decompress(frame.data).catch((err) => {
        throw failed(`the ${BINDING} binding: ${errorMessage(err)}`);
      });
      if (out2.length > frame.bound)
        throw new CheckpointError(
          "INVALID_DATA",
          `${name}: a zstd frame expanded to ${out2.length} bytes, more than its headers allow (${frame.bound})`,
          "the file is damaged"
        );
      self2.push(out2);
    }
  };
  return new Transform({
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
  return new Transform({
    transform(chunk, _e2, next) {
      if (total += chunk.length, maxBytes !== void 0 && total > maxBytes) {
        next(tooLarge3?.(maxBytes) ?? new CheckpointError("TOO_LARGE", `zstd output passed ${maxBytes} bytes`));
        return;
      }
      next(null, chunk);
    }
  });
}

// src/domain/transcript/local.ts
init_atomic();
import { closeSync as closeSync4, fstatSync as fstatSync2, readdirSync as readdirSync3, readSync, statSync as statSync8 } from "node:fs";
import { join as join9 } from "node:path";
init_regular();
function transcriptFiles(stateDir, sessionId) {
  let dir = join9(stateDir, "transcripts"), id = assertSafeKey("session id", sessionId);
  return {
    dir,
    summary: join9(dir, `${id}.summary.json`),
    copy: join9(dir, `${id}.jsonl.zst`),
    copyMeta: join9(dir, `${id}.copy.json`)
  };
}
var MARK_BYTES = 4096;
function tailHash(fd, offset) {
  let from = Math.max(0, offset - MARK_BYTES), buf = Buffer.alloc(offset - from), got = 0;
  for (; got < buf.length; ) {
    let n = readSync(fd, buf, got, buf.length - got, from + got);
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
      return markOf(path, fd, fstatSync2(fd), offset);
    } finally {
      closeSync4(fd);
    }
}
function fileStillMarked(path, mark) {
  let fd = openRegularSync(path);
  if (fd === void 0) return !1;
  try {
    return stillMarked(path, fd, fstatSync2(fd), mark);
  } finally {
    closeSync4(fd);
  }
}
function readLocal(file) {
  try {
    let text3 = readFileIfExists(file);
    return text3 ? JSON.parse(text3) : void 0;
  } catch {
    return;
  }
}
function writeLocal(file, dir, value, redact = !1) {
  ensureDir(dir);
  let text3 = JSON.stringify(value);
  writeFileAtomicSync(file, `${redact ? redactSecretPatterns(text3) : text3}
`, { fsync: !1 });
}

// src/domain/transcript/copy.ts
var SLICE_BYTES = 32 * 1024 * 1024, WINDOW = 1024 * 1024, NL = 10;
async function updateCopy(path, files, o) {
  let fd = openRegularSync(path);
  if (fd !== void 0)
    try {
      let st2 = fstatSync3(fd), state = readLocal(files.copyMeta), size = () => {
        try {
          return statSync9(files.copy).size;
        } catch {
          return -1;
        }
      }, valid = state?.v === 1 && state.redacted === o.redact && state.level === o.level && size() >= state.bytes && stillMarked(path, fd, st2, state.mark);
      (!valid || size() !== state.bytes) && (ensureDir(files.dir), valid || (state = { v: 1, mark: markOf(path, fd, st2, 0), redacted: o.redact, level: o.level, bytes: 0, expanded: 0 }), closeSync5(openSync4(files.copy, "a", 384)), truncateSync(files.copy, state.bytes), valid || writeLocal(files.copyMeta, files.dir, state));
      let s3 = state, end = lastLineEnd(fd, st2.size, s3.mark.offset, o.deadline);
      for (let n = 0; end !== void 0 && s3.mark.offset < end && Date.now() < o.deadline && n < (o.maxSlices ?? 1 / 0); n++) {
        let from = s3.mark.offset, cap = Math.min(end, from + (o.sliceBytes ?? SLICE_BYTES)), to2 = cap === end ? end : lastLineEnd(fd, cap, from, 1 / 0) ?? cap, added = await appendSlice(fd, from, to2, files.copy, o);
        st2 = fstatSync3(fd), s3 = { ...s3, mark: markOf(path, fd, st2, to2), bytes: size(), expanded: s3.expanded + added }, writeLocal(files.copyMeta, files.dir, s3);
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
      closeSync5(fd);
    }
}
function lastLineEnd(fd, before, floor, deadline) {
  let buf = Buffer.allocUnsafe(WINDOW);
  for (let to2 = before; to2 > floor; ) {
    if (Date.now() >= deadline) return;
    let from = Math.max(floor, to2 - WINDOW), n = readSync2(fd, buf, 0, to2 - from, from), nl = buf.subarray(0, n).lastIndexOf(NL);
    if (nl >= 0) return from + nl + 1;
    to2 = from;
  }
  return floor;
}
async function appendSlice(fd, from, to2, copy, o) {
  let count2 = { bytes: 0 }, input = createReadStream2("", { fd, start: from, end: to2 - 1, autoClose: !1 });
  if (o.redact) {
    let raw = input;
    input = raw.pipe(redactLines(count2)), raw.once("error", (err) => input.destroy(err));
  }
  return await pipeline2(
    compressStream({ stream: input }, { level: o.level, name: copy, purpose: "compress the transcript" }),
    createWriteStream2(copy, { flags: "a", mode: 384 })
  ), o.redact ? count2.bytes : to2 - from;
}
var REDACT_HOLD = 8 * 1024 * 1024;
function redactLines(count2 = { bytes: 0 }) {
  let utf82 = new StringDecoder("utf8"), held = "", out2 = (t, text3) => {
    let b2 = Buffer.from(redactSecretPatterns(text3));
    count2.bytes += b2.length, t.push(b2);
  };
  return new Transform2({
    transform(chunk, _enc, done) {
      held += utf82.write(chunk);
      let nl = held.lastIndexOf(`
`);
      nl >= 0 && (out2(this, held.slice(0, nl + 1)), held = held.slice(nl + 1)), held.length > REDACT_HOLD && (out2(this, held), held = ""), done();
    },
    flush(done) {
      held += utf82.end(), held && out2(this, held), done();
    }
  });
}

// src/domain/capture/parts/part.ts
function jsonPart(name, value, redact = !1) {
  let text3 = `${JSON.stringify(value, null, 2)}
`;
  return { name, data: redact ? redactSecretPatterns(text3) : text3, share: !0 };
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
  let { file, expanded } = copy, cut2 = !1;
  scope.parts.push({
    name: "transcript.jsonl.zst",
    // Whole frames only (a capture killed while appending may have left more); none yet: an empty frame.
    data: () => timeLimited(
      copy.bytes > 0 ? createReadStream3(file, { start: 0, end: copy.bytes - 1 }) : Readable2.from([EMPTY_ZSTD_FRAME]),
      limitMs,
      () => cut2 = !0
    ),
    omitted: () => cut2 ? `it was not stored within ${Math.round(limitMs / 1e3)} s (${mb(copy.bytes)} to write)` : void 0,
    onOmit: omit2
  }), scope.onStored.push((name) => {
    name === "transcript.jsonl.zst" && scope.draft.conversation && (scope.draft.conversation.transcript_bytes = Math.max(statSync10(path).size, expanded));
  });
}
function timeLimited(input, ms2, onCut) {
  let deadline = Date.now() + ms2, out2 = new Transform3({
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
import { homedir as homedir2 } from "node:os";

// src/domain/capture/environment.ts
import { readFileSync as readFileSync7, realpathSync as realpathSync5, statSync as statSync13 } from "node:fs";
import { join as join14 } from "node:path";

// src/domain/capture/git-files.ts
import { readFileSync as readFileSync4, statSync as statSync11 } from "node:fs";
import { dirname as dirname5, isAbsolute as isAbsolute2, join as join10, resolve as resolve2 } from "node:path";
function read(file) {
  try {
    return readFileSync4(file, "utf8");
  } catch {
    return;
  }
}
function findRepo(dir) {
  for (let d = resolve2(dir); ; d = dirname5(d)) {
    let dotGit = join10(d, ".git"), gitDir;
    try {
      if (statSync11(dotGit).isDirectory()) gitDir = dotGit;
      else {
        let target = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? "")?.[1];
        target && (gitDir = isAbsolute2(target) ? target : resolve2(d, target));
      }
    } catch {
    }
    if (gitDir) {
      let common = read(join10(gitDir, "commondir"))?.trim();
      return { gitDir, commonDir: common ? resolve2(gitDir, common) : gitDir };
    }
    if (dirname5(d) === d) return;
  }
}
function resolveRef(commonDir, gitDir, ref) {
  for (let base of [gitDir, commonDir]) {
    let loose = read(join10(base, ref))?.trim();
    if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  }
  for (let line of (read(join10(commonDir, "packed-refs")) ?? "").split(`
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
  let facts = {}, url2 = originUrl(read(join10(repo.commonDir, "config")) ?? "");
  url2 && (facts.git_remote = url2);
  let head = read(join10(repo.gitDir, "HEAD"))?.trim() ?? "", ref = /^ref:\s*(\S+)$/.exec(head)?.[1], commit = ref ? resolveRef(repo.commonDir, repo.gitDir, ref) : /^[0-9a-f]{40}$/.test(head) ? head : void 0;
  return commit && (facts.git_commit = commit), ref?.startsWith("refs/heads/") && (facts.git_branch = ref.slice(11)), facts;
}

// src/domain/capture/mcp.ts
init_errors();
import { readFileSync as readFileSync5, realpathSync as realpathSync3 } from "node:fs";
import { isAbsolute as isAbsolute4, join as join12, relative as relative2 } from "node:path";

// src/domain/mcp/client.ts
import { spawn as spawn2 } from "node:child_process";
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
  request(method, params) {
    if (this.failure) return Promise.reject(this.failure);
    let id = this.next++;
    return new Promise((resolve10, reject) => {
      this.pending.set(id, { resolve: resolve10, reject }), this.send({ jsonrpc: "2.0", id, method, ...params ? { params } : {} });
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
  let child = spawn2(server.command, server.args, {
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
    let result = await use(conn);
    return ok = !0, result;
  } finally {
    clearTimeout(timer), conn.fail(new McpError("exit", "the conversation is over")), await stop(child, exited2, ok ? o.graceMs ?? 0 : 0);
  }
}

// src/domain/mcp/state.ts
import { posix as posix2 } from "node:path";

// src/core/stored-path.ts
init_errors();
import { lstat } from "node:fs/promises";
import { isAbsolute as isAbsolute3, join as join11, posix } from "node:path";
var MAX_PATH = 4096, MAX_SEGMENT_BYTES = 255;
function isGitDir(segment) {
  return segment.replace(/[. ]+$/, "").toLowerCase() === ".git";
}
function storedPathProblem(path) {
  if (path.length === 0) return "empty path";
  if (path.length > MAX_PATH) return `path longer than ${MAX_PATH} characters`;
  if (path.includes("\0")) return "path contains a NUL byte";
  if (path.startsWith("/") || isAbsolute3(path) || /^[A-Za-z]:/.test(path)) return "absolute path";
  let segments2 = path.replace(/\/+$/, "").split("/");
  if (segments2.includes("..")) return "path contains ..";
  if (segments2.some((s3, i) => s3 === "" && i > 0)) return "path contains an empty segment";
  if (segments2.some((s3) => Buffer.byteLength(s3) > MAX_SEGMENT_BYTES))
    return `a name longer than ${MAX_SEGMENT_BYTES} bytes (no file system holds it)`;
  if (segments2.some(isGitDir)) return "a .git entry (git metadata is never restored from a checkpoint)";
}
function assertStoredPath(path, what) {
  let why = storedPathProblem(path);
  if (why)
    throw new CheckpointError(
      "INVALID_DATA",
      `${what}: refusing ${JSON.stringify(path.slice(0, 200))} (${why})`,
      "the checkpoint was tampered with or damaged; nothing was changed for this path"
    );
  return posix.normalize(path).replace(/\/+$/, "").replace(/^(\.\/)+/, "");
}
async function resolveInside(root, rel, what) {
  let clean2 = assertStoredPath(rel, what), parts = clean2.split("/"), at2 = root;
  for (let part of parts.slice(0, -1)) {
    at2 = join11(at2, part);
    let st2 = await lstat(at2).catch(() => {
    });
    if (!st2) break;
    if (st2.isSymbolicLink())
      throw new CheckpointError(
        "INVALID_DATA",
        `${what}: refusing ${JSON.stringify(clean2)} (it passes through the symlink ${at2})`,
        "nothing was changed for this path"
      );
  }
  return join11(root, clean2);
}

// src/domain/mcp/state.ts
var STATE_URI = "checkpoint://state", RESTORE_TOOL = "restore_checkpoint", SERVER_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/, PART_RE = /^mcp_state\/([A-Za-z0-9][A-Za-z0-9._-]{0,100})\.json$/;
function mcpStatePart(server) {
  return SERVER_RE.test(server) ? `mcp_state/${server}.json` : void 0;
}
function mcpServersOf(parts) {
  return Object.keys(parts).map((p2) => PART_RE.exec(p2)?.[1]).filter((s3) => s3 !== void 0).sort();
}
function readStoredState(raw) {
  if (!raw || typeof raw != "object" || Array.isArray(raw)) return { ok: !1, problem: "not an object" };
  let s3 = raw;
  if (!["resource", "files", "stateless", "error"].includes(s3.kind))
    return { ok: !1, problem: `unknown kind ${JSON.stringify(s3.kind)}` };
  if (s3.kind !== "files") return { ok: !0, state: s3 };
  if (!Array.isArray(s3.files)) return { ok: !1, problem: "kind files without a list of files" };
  let files = [], seen = /* @__PURE__ */ new Set();
  for (let f2 of s3.files) {
    let e = f2;
    if (!e || typeof e.path != "string" || typeof e.content_base64 != "string" || typeof e.sha256 != "string" || typeof e.size != "number")
      return { ok: !1, problem: "a file entry is not {path, size, sha256, content_base64}" };
    let why = storedPathProblem(e.path);
    if (why) return { ok: !1, problem: `refusing ${JSON.stringify(e.path.slice(0, 200))} (${why})` };
    let path = posix2.normalize(e.path).replace(/\/+$/, "");
    if (path === ".") return { ok: !1, problem: `refusing ${JSON.stringify(e.path)} (not a file path)` };
    if (seen.has(path)) return { ok: !1, problem: `${JSON.stringify(path)} is listed twice` };
    seen.add(path);
    let data = Buffer.from(e.content_base64, "base64");
    if (data.length !== e.size || sha256Hex(data) !== e.sha256)
      return { ok: !1, problem: `${JSON.stringify(path)} does not match its recorded size and sha256` };
    files.push({ path, data });
  }
  return { ok: !0, state: s3, files };
}

// src/domain/capture/mcp.ts
function readJson2(path) {
  try {
    let v2 = JSON.parse(readFileSync5(path, "utf8"));
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
    real = realpathSync3(project);
  } catch {
  }
  return projects[project] ?? projects[real];
}
function configuredMcpServers(home, project) {
  let servers = {}, add = (obj, scope) => {
    if (obj && typeof obj == "object")
      for (let [name, cfg] of Object.entries(obj))
        cfg && typeof cfg == "object" && (servers[name] = { config: cfg, scope });
  }, claudeJson = readJson2(join12(home, ".claude.json"));
  return add(readJson2(join12(project, ".mcp.json"))?.mcpServers, "project"), add(claudeJson?.mcpServers, "user"), add(projectEntry(claudeJson, project)?.mcpServers, "local"), servers;
}
function mayStart(name, server, o) {
  if (server.scope !== "project") return !0;
  let claudeJson = readJson2(join12(o.home, ".claude.json")), entry2 = projectEntry(claudeJson, o.project), trusted2 = entry2?.hasTrustDialogAccepted === !0, sources = [
    readJson2(join12(o.claudeDir, "settings.json")),
    entry2,
    ...trusted2 ? [
      readJson2(join12(o.project, ".claude", "settings.json")),
      readJson2(join12(o.project, ".claude", "settings.local.json"))
    ] : []
  ].filter((s3) => !!s3), has = (key) => sources.some((s3) => Array.isArray(s3[key]) && s3[key].includes(name));
  return has("disabledMcpjsonServers") ? !1 : o.allow.includes(name) || has("enabledMcpjsonServers") || sources.some((s3) => s3.enableAllProjectMcpServers === !0);
}
function readStateFiles(project, paths) {
  let root = realpathSync3(project), files = [];
  for (let p2 of paths) {
    let abs = realpathSync3(isAbsolute4(p2) ? p2 : join12(root, p2)), rel = relative2(root, abs);
    if (rel.startsWith("..") || isAbsolute4(rel)) throw new Error(`state file ${p2} is outside the project`);
    let data = readFileSync5(abs);
    files.push({ path: rel, size: data.length, sha256: sha256Hex(data), content_base64: data.toString("base64") });
  }
  return { kind: "files", files };
}
async function queryServer(server, cwd, timeoutMs) {
  try {
    return await withMcpServer(server, { cwd, timeoutMs }, async (client) => {
      if (!client.capabilities.resources) return { kind: "stateless", note: "no resources capability" };
      let result;
      try {
        result = await client.request("resources/read", { uri: STATE_URI });
      } catch (err) {
        if (err instanceof McpError && err.kind === "rpc")
          return { kind: "stateless", note: `no ${STATE_URI} resource (${err.message})` };
        throw err;
      }
      let content = result.contents?.[0], text3 = content?.text ?? (content?.blob ? Buffer.from(content.blob, "base64").toString("utf8") : void 0), state = text3;
      try {
        state = text3 === void 0 ? void 0 : JSON.parse(text3);
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
import { execFile } from "node:child_process";
import { createHash as createHash4 } from "node:crypto";
import { createReadStream as createReadStream4, readFileSync as readFileSync6, realpathSync as realpathSync4, statSync as statSync12 } from "node:fs";
import { dirname as dirname6, join as join13 } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
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
  let h = createHash4("sha256");
  for await (let chunk of createReadStream4(path)) h.update(chunk);
  return h.digest("hex");
}
function readMemo(cacheFile) {
  try {
    return JSON.parse(readFileSync6(cacheFile, "utf8"));
  } catch {
    return {};
  }
}
async function memo(cacheFile, key, compute) {
  if (cacheFile) {
    let cache = readMemo(cacheFile);
    if (key in cache) return cache[key];
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
    let st2 = statSync12(path);
    return `${path}\0${st2.size}\0${st2.mtimeMs}`;
  } catch {
    return;
  }
}
function which(cmd, path) {
  let found = commandOnPath(cmd, path);
  try {
    return found && realpathSync4(found);
  } catch {
    return;
  }
}
function npmVersion(path) {
  let cli = which("npm", path);
  if (!cli) return;
  let dir = dirname6(cli);
  for (let i = 0; i < 3; i++, dir = dirname6(dir))
    try {
      let pkg = JSON.parse(readFileSync6(join13(dir, "package.json"), "utf8"));
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
      let st2 = statSync13(command);
      return { source_type: "local", version_id: `${command}@${st2.size}:${Math.round(st2.mtimeMs)}` };
    } catch {
      return { source_type: "local", version_id: command };
    }
  return command ? { source_type: "unknown", version_id: command } : { source_type: "unknown" };
}
function gitInfo(dir) {
  let facts = gitFacts(dir);
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
      binary = realpathSync5(`/proc/${o.claudePid}/exe`);
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
    let installed = JSON.parse(readFileSync7(join14(o.claudeDir, "plugins", "installed_plugins.json"), "utf8"));
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
function withManifestVersion(dir) {
  try {
    let v2 = JSON.parse(readFileSync7(join14(dir, ".claude-plugin", "plugin.json"), "utf8")).version;
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
  let cache = o.hashCacheFile ? readMemo(o.hashCacheFile) : {}, sitesKey = `pysites\0${binKey}`, factsKey = (sites2) => `pyfacts\0${binKey}\0${sites2.map((d) => statKey(d) ?? `${d}\0-`).join("|")}`, knownSites = cache[sitesKey], before = Array.isArray(knownSites) ? factsKey(knownSites.map(String)) : void 0;
  if (before && isPythonFacts(cache[before])) return cache[before];
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
    let pkg = JSON.parse(readFileSync7(join14(cwd, "package.json"), "utf8"));
    for (let name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).slice(0, 50))
      try {
        packages[`npm:${name}`] = JSON.parse(readFileSync7(join14(cwd, "node_modules", name, "package.json"), "utf8")).version;
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
  for (let file of [join14(cwd, "node_modules", ".package-lock.json"), join14(cwd, "package-lock.json")])
    try {
      let lock = JSON.parse(readFileSync7(file, "utf8")), lines2 = /* @__PURE__ */ new Set();
      for (let [where, p2] of Object.entries(lock.packages ?? {}))
        !where.startsWith("node_modules/") || typeof p2.version != "string" || lines2.add(`${where.slice(13)}@${p2.version}`);
      if (lines2.size) return `${[...lines2].sort().join(`
`)}
`;
    } catch {
    }
}

// src/domain/capture/parts/environment.ts
var environmentPart = {
  name: "environment",
  alongside: !0,
  async collect(scope) {
    let { req, o } = scope, cached2 = { cwd: req.cwd, env: o.env, hashCacheFile: `${o.stateDir}/binary-hash.json` }, probe = { ...cached2, python: pythonFacts(cached2) }, [environment, lists] = await Promise.all([
      captureEnvironment({
        ...probe,
        home: homedir2(),
        claudeDir: o.claudeDir,
        claudePid: req.claudePid,
        extraEnv: o.config.capture.envAllow,
        now: scope.now
      }),
      packageLists(probe)
    ]);
    for (let [kind, text3] of Object.entries(lists)) {
      let sha2563 = sha256Hex(text3);
      await scope.store.create(packageListKey(sha2563), text3), (environment.package_lists ??= {})[kind] = { sha256: sha2563, count: text3.split(`
`).length - 1 };
    }
    let { captured_at, ...unchanging } = environment;
    scope.parts.push(jsonPart("environment.json", unchanging)), scope.draft.environment = { captured_at }, scope.draft.capturedEnvironment = environment;
  }
};

// src/domain/capture/parts/git.ts
import { createReadStream as createReadStream5 } from "node:fs";
import { readFile, stat as stat2 } from "node:fs/promises";
import { join as join18 } from "node:path";

// src/domain/capture/git.ts
import { rm, stat } from "node:fs/promises";
import { join as join17 } from "node:path";

// src/platform/git.ts
import { execFile as execFile2 } from "node:child_process";
import { existsSync, realpathSync as realpathSync6, statSync as statSync14 } from "node:fs";
import { dirname as dirname7, join as join15, resolve as resolve3 } from "node:path";
import { promisify as promisify2 } from "node:util";
var run2 = promisify2(execFile2), GIT_ENV = {
  LC_ALL: "C",
  GIT_TERMINAL_PROMPT: "0",
  GIT_OPTIONAL_LOCKS: "0",
  GIT_ALLOW_PROTOCOL: "file:git:http:https:ssh",
  GIT_LITERAL_PATHSPECS: "1"
}, NO_PROGRAMS = ["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"], MAX_BUFFER = 256 * 1024 * 1024, RUNS_PROGRAM = /^(filter\..+\.(clean|smudge|process)|diff\..+\.(textconv|command)|merge\..+\.driver|core\.(sshcommand|pager|editor|askpass)|credential\.(.+\.)?helper|gpg\.(.+\.)?program|diff\.external|sequence\.editor)$/i, mtimeOf = (file) => statSync14(file, { throwIfNoEntry: !1 })?.mtimeMs ?? -1, known = /* @__PURE__ */ new Map();
async function repositoryPrograms(cwd) {
  let cached2 = known.get(cwd);
  if (cached2) {
    let t = await cached2;
    if (t.files.length && t.files.every(([file, mtime]) => mtimeOf(file) === mtime) && !repositoryBetween(cwd, t.top))
      return t;
  }
  let next = readPrograms(cwd);
  return known.set(cwd, next), next;
}
function repositoryBetween(cwd, top) {
  if (!top) return !1;
  let dir;
  try {
    dir = realpathSync6(cwd);
  } catch {
    return !0;
  }
  let under = top === "/" ? "/" : `${top}/`;
  for (; dir !== top && dir.startsWith(under); dir = dirname7(dir))
    if (existsSync(join15(dir, ".git"))) return !0;
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
      let file = resolve3(top, origin.slice(5));
      files.set(file, mtimeOf(file));
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
init_errors();
import { lstatSync as lstatSync3, mkdirSync as mkdirSync2, readdirSync as readdirSync4, rmSync, statSync as statSync15 } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join16 } from "node:path";
async function makeWorkDir(root, kind) {
  mkdirSync2(root, { recursive: !0, mode: 448 });
  let st2 = lstatSync3(root), uid = process.getuid?.();
  if (!st2.isDirectory() || uid !== void 0 && st2.uid !== uid)
    throw new CheckpointError("IO", `${root} is not a folder of this user`, "remove it; it is recreated");
  return mkdtemp(join16(root, `${kind}-${process.pid}-`));
}
var DEFAULT_SCRATCH = join16(tmpdir(), `pai-checkpoint-${process.getuid?.() ?? "user"}`);

// src/domain/capture/git.ts
var git = tryGitOut;
async function captureGit(cwd, scratch = DEFAULT_SCRATCH, o = {}) {
  let root = await gitTopLevel(cwd);
  if (!root) return;
  let [status2, remotesOut, refs, count2] = await Promise.all([
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
  return state.head && await bundleUnpushed(root, capture, { refs, count: count2 }, scratch, o), capture;
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
  let { state } = capture, revs = ["--branches", "HEAD", ...state.stashes.length ? ["refs/stash"] : [], "--not", "--remotes"], count2 = Number(asked.count?.trim() ?? 0);
  if (state.unpushed_commits = Number.isFinite(count2) ? count2 : 0, state.unpushed_commits === 0 && state.stashes.length === 0) return;
  asked.refs !== void 0 && (state.bundle_inputs = sha256Hex(`${state.head}
${asked.refs}`));
  let inputs = state.bundle_inputs;
  if (inputs && await o.reuseBundle?.(inputs)) return;
  let made, make = () => made ??= (async () => {
    let dir = await makeWorkDir(scratch, "git");
    capture.cleanup = () => rm(dir, { recursive: !0, force: !0 });
    let bundlePath = join17(dir, "unpushed.bundle");
    return await git(root, ["bundle", "create", bundlePath, ...revs]) !== void 0 && await stat(bundlePath).catch(() => {
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
    }), copied !== void 0), later = (inputs) => sharedPrev !== void 0 && same(inputs), git4 = await captureGit(req.cwd, join18(scope.o.stateDir, "tmp"), { reuseBundle, later });
    if (!git4) return;
    scope.git = git4, scope.cleanup.push(() => git4.cleanup());
    let s3 = git4.state;
    if (scope.parts.push(jsonPart("git/state.json", s3)), git4.bundlePath) {
      let bundle = git4.bundlePath;
      scope.parts.push(
        (await stat2(bundle)).size <= SHARED_BUNDLE_BYTES ? { name: "git/unpushed.bundle", data: await readFile(bundle), share: !0 } : { name: "git/unpushed.bundle", data: () => createReadStream5(bundle) }
      );
    } else if (git4.makeBundle && sharedPrev) {
      let make = git4.makeBundle;
      scope.parts.push({
        name: "git/unpushed.bundle",
        known: sharedPrev,
        make: async () => {
          let path = await make();
          return path ? readFile(path) : void 0;
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
import { homedir as homedir3 } from "node:os";
var mcpPart = {
  name: "mcp",
  alongside: !0,
  async collect(scope) {
    let { req, o } = scope, servers = configuredMcpServers(homedir3(), req.cwd), mcp = await captureMcpState(
      Object.fromEntries(Object.entries(servers).map(([name, s3]) => [name, s3.config])),
      {
        project: req.cwd,
        stateFiles: o.config.mcp.stateFiles,
        query: o.config.mcp.queryServers,
        timeoutMs: o.config.mcp.timeoutMs,
        mayStart: (name) => mayStart(name, servers[name], {
          home: homedir3(),
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
init_errors();
import { relative as relative3 } from "node:path";

// src/domain/summary/diffstat.ts
init_regular();
import { closeSync as closeSync6, readSync as readSync3 } from "node:fs";
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
    let { read: read2 = 0, ...change } = counted2;
    files.push({ path, ...change }), budget -= read2;
  }
  return files.slice(0, MAX_FILES).sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0);
}
function countLines(path, buf) {
  let fd;
  try {
    if (fd = openRegularSync(path, { noFollow: !0 }), fd === void 0) return;
    let n = readSync3(fd, buf, 0, buf.length, 0), bytes = buf.subarray(0, n);
    if (bytes.subarray(0, 8e3).includes(0)) return { added: 0, removed: 0, binary: !0, read: n };
    let lines2 = 0;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines2++;
    return n > 0 && bytes[n - 1] !== 10 && lines2++, { added: lines2, removed: 0, read: n };
  } catch {
    return;
  } finally {
    fd !== void 0 && closeSync6(fd);
  }
}
var git2 = tryGitOut;

// src/domain/summary/model.ts
init_errors();
import { spawn as spawn3 } from "node:child_process";
import { closeSync as closeSync7, fstatSync as fstatSync4, readSync as readSync4 } from "node:fs";

// src/core/json-lines.ts
function parseJsonLine(line) {
  if (line.trim())
    try {
      return JSON.parse(line);
    } catch {
      return;
    }
}
function jsonLines(text3) {
  let out2 = [];
  for (let line of typeof text3 == "string" ? text3.split(`
`) : text3) {
    let v2 = parseJsonLine(line);
    v2 !== void 0 && out2.push(v2);
  }
  return out2;
}

// src/domain/summary/model.ts
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
function counted(names2) {
  let n = /* @__PURE__ */ new Map();
  for (let name of names2) n.set(name, (n.get(name) ?? 0) + 1);
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
`), text3 = (await runClaude(
    ["-p", "--model", o.model, "--tools", "", "--no-session-persistence", "--output-format", "text"],
    prompt,
    o
  )).trim();
  if (!text3.startsWith("## Session Summary") || !text3.includes("### Progress"))
    throw new CheckpointError(
      "IO",
      `the model's answer is not a summary (it begins ${JSON.stringify(text3.slice(0, 60))})`
    );
  return `${withinBytes(text3, MARKDOWN_MAX - 1)}
`;
}
function withinBytes(text3, max) {
  if (Buffer.byteLength(text3) <= max) return text3;
  let head = Buffer.from(text3).subarray(0, max).toString("utf8").replace(/\uFFFD$/, ""), nl = head.lastIndexOf(`
`);
  return nl > 0 ? head.slice(0, nl) : head;
}
function recentTurns(path) {
  let fd = openRegularSync(path);
  if (fd === void 0) return "(no transcript)";
  let text3;
  try {
    let size = fstatSync4(fd).size, from = Math.max(0, size - TAIL_BYTES), buf = Buffer.alloc(size - from);
    readSync4(fd, buf, 0, buf.length, from), text3 = buf.toString("utf8"), from > 0 && (text3 = text3.slice(text3.indexOf(`
`) + 1));
  } finally {
    closeSync7(fd);
  }
  let out2 = [];
  for (let line of jsonLines(text3))
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
    let env = { ...o.env, PAI_CHECKPOINT_DISABLE: "1" }, child = spawn3(o.claude, args, { cwd: o.cwd, env, stdio: ["pipe", "pipe", "pipe"] }), out2 = "", err = "", timer = setTimeout(() => {
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
  let c = scope.conversation, { req } = scope, git4 = scope.git?.state, base = typeof req.session?.git_base == "string" ? req.session.git_base : void 0, files = git4 ? await diffstat(git4.root, base, git4.untracked) : c.files_modified.map((p2) => ({ path: relative3(req.cwd, p2) || p2, added: 0, removed: 0, uncounted: !0 })), pai = req.pai, context = scope.draft.conversation?.context;
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
import { execFile as execFile3 } from "node:child_process";
import { promisify as promisify3 } from "node:util";
var run3 = promisify3(execFile3), TIMEOUT_MS = 3e3;
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
init_errors();
import { lstatSync as lstatSync5, realpathSync as realpathSync7 } from "node:fs";
import { homedir as homedir4 } from "node:os";
import { isAbsolute as isAbsolute5, join as join25, relative as relative4, resolve as resolve5, sep } from "node:path";

// src/domain/content/snapshot.ts
init_regular();
init_errors();
import { closeSync as closeSync8, fstatSync as fstatSync5, readFileSync as readFileSync12, readSync as readSync5 } from "node:fs";

// src/platform/pack-zstd.ts
init_errors();
import * as zlib from "node:zlib";

// src/platform/zstd-wasm.ts
init_errors();
import { readFileSync as readFileSync8 } from "node:fs";
import { createRequire } from "node:module";
import { dirname as dirname9, join as join20 } from "node:path";

// src/platform/dist-file.ts
import { existsSync as existsSync2 } from "node:fs";
import { dirname as dirname8, join as join19 } from "node:path";
import { fileURLToPath } from "node:url";
var selfFile = typeof __filename == "string" ? __filename : fileURLToPath(import.meta.url);
function distFile(name) {
  let here = dirname8(selfFile);
  for (let p2 of [join19(here, name), join19(here, "..", name), join19(here, "..", "..", "dist", name)])
    if (existsSync2(p2)) return p2;
}

// src/platform/zstd-wasm.ts
var WASM = globalThis.WebAssembly, FILE = "zstd.wasm";
function wasmPath() {
  let built = distFile(FILE);
  if (built) return built;
  try {
    return join20(dirname9(createRequire(selfFile).resolve("@bokuweb/zstd-wasm")), FILE);
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
  let x = instantiate(readFileSync8(wasmPath())), input = new Region(x), output = new Region(x), dictionary = new Region(x), cctx = x.j(), dctx = x.n(), heap = () => new Uint8Array(x.f.buffer), result = (n, what) => {
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
      let n = result(x.l(cctx, dst, output.size, from, src.length, d, dn2, level), "compressing");
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

// src/domain/content/chunker.ts
init_regular();
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

// src/domain/content/format.ts
init_errors();
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
function object2(text3, where, versions = [CONTENT_VERSION]) {
  let raw = parseJsonText(typeof text3 == "string" ? text3 : text3.toString("utf8"), where);
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
function entry(v2, where) {
  if (!Array.isArray(v2) || v2.length !== 6) throw bad2(where, "a tree entry is not [path, kind, mode, size, mtime, ref]");
  let [path, kind, mode, size, mtime, ref] = v2;
  if (typeof path != "string" || !path) throw bad2(where, "a tree entry has no path");
  if (!natural(mode) || mode > 4095 || !natural(size) || typeof mtime != "number" || !Number.isFinite(mtime))
    throw bad2(where, `tree entry ${quoteValue(path)} has a bad mode, size or mtime`);
  if (kind === "f" && Array.isArray(ref) && ref.every(isBlobId)) return [path, kind, mode, size, mtime, ref];
  if (kind === "l" && typeof ref == "string") return [path, kind, mode, size, mtime, ref];
  throw bad2(where, `tree entry ${quoteValue(path)} is neither a file with blob ids nor a symlink with a target`);
}
function parseTree(text3, where) {
  let o = object2(text3, where);
  if (!Array.isArray(o.entries)) throw bad2(where, "no entries");
  return { version: 1, entries: o.entries.map((e) => entry(e, where)) };
}
function parseDelta(text3, where) {
  let o = object2(text3, where);
  if (!isBlobId(o.base) || !Array.isArray(o.set) || !Array.isArray(o.del) || !o.del.every((p2) => typeof p2 == "string"))
    throw bad2(where, "a delta needs base, set and del");
  return { version: 1, base: o.base, set: o.set.map((e) => entry(e, where)), del: o.del };
}
function dictOf(v2, version2, pack, where) {
  if (v2 !== void 0) {
    if (version2 < 2) throw bad2(where, `pack ${pack} names a dictionary in a version 1 index document`);
    if (!Array.isArray(v2) || v2.length === 0 || v2.length > DICT_IDS_MAX || !v2.every(isBlobId))
      throw bad2(where, `pack ${pack} has a dictionary that is not a list of 1 to ${DICT_IDS_MAX} blob ids`);
    return v2;
  }
}
function parseIndexDoc(text3, where) {
  let o = object2(text3, where, INDEX_VERSIONS), version2 = o.version;
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
function deltaDocument(base, set2, del) {
  return `{"version":1,"base":"${base}","set":[
${set2.join(`,
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

// src/domain/content/known.ts
init_atomic();
import { mkdirSync as mkdirSync3, readFileSync as readFileSync9 } from "node:fs";
import { join as join21 } from "node:path";

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

// src/domain/content/known.ts
var ID_BYTES = 32, KnownBlobs = class _KnownBlobs {
  constructor(file, sorted, files) {
    this.file = file;
    this.sorted = sorted;
    this.files = files;
  }
  file;
  sorted;
  files;
  /** Ids read from index files the local copy did not cover, or stored by this capture. */
  extra = /* @__PURE__ */ new Set();
  static async load(store, stateDir) {
    let file = join21(stateDir, "content", `known-${sha256Hex(store.location).slice(0, 24)}.bin`), keys = (await store.list(CONTENT_INDEX)).filter((k2) => k2.endsWith(".json")).sort(), copy = readCopy(file), present = new Set(keys), usable = copy && copy.files.every((k2) => present.has(k2)), known2 = usable ? new _KnownBlobs(file, copy.ids, [...copy.files]) : new _KnownBlobs(file, Buffer.alloc(0), []), covered = new Set(known2.files);
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
      mkdirSync3(join21(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${json}
`), merged]), { fsync: !1 });
    } catch {
    }
  }
};
function readCopy(file) {
  try {
    let buf = readFileSync9(file), nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl)), n = head.n;
    return head.version !== 1 || !Array.isArray(head.files) || !head.files.every((k2) => typeof k2 == "string") || typeof n != "number" || buf.length !== nl + 1 + n * ID_BYTES ? void 0 : { files: head.files, ids: buf.subarray(nl + 1) };
  } catch {
    return;
  }
}

// src/domain/content/repo.ts
init_errors();
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
  let doc = { version: packs.some((p2) => p2.dict) ? 2 : 1, packs }, text3 = `${JSON.stringify(doc)}
`, key = contentIndexKey(sha256Hex(text3)), r = await store.put(key, text3);
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
async function* readPacks(store, recs, index) {
  let next = recs.length > 0 ? fetchPack(store, recs[0]) : void 0;
  for (let i = 0; i < recs.length; i++) {
    let stored = await next;
    next = i + 1 < recs.length ? fetchPack(store, recs[i + 1]) : void 0, next?.catch(() => {
    });
    let dict = await index.dictionaryFor(store, recs[i]);
    yield { rec: recs[i], raw: unpack(recs[i], stored, dict) };
  }
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
init_atomic();
import { mkdirSync as mkdirSync4, readFileSync as readFileSync10, rmSync as rmSync2 } from "node:fs";
import { join as join22 } from "node:path";
var RecentBlobs = class _RecentBlobs {
  constructor(file, blobs, keep = !0) {
    this.file = file;
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
    let file = join22(stateDir, "content", `recent-${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.bin`), blobs = /* @__PURE__ */ new Map();
    if (sealed) {
      try {
        rmSync2(file, { force: !0 });
      } catch {
      }
      return new _RecentBlobs(file, blobs, !1);
    }
    try {
      let buf = readFileSync10(file), nl = buf.indexOf(10), head = JSON.parse(buf.toString("utf8", 0, nl));
      if (head.version !== 1 || !Array.isArray(head.blobs)) throw new Error("not a cache of this version");
      let at2 = nl + 1;
      for (let [id, depth, length] of head.blobs)
        blobs.set(id, { id, depth, bytes: buf.subarray(at2, at2 + length) }), at2 += length;
    } catch {
      blobs.clear();
    }
    return new _RecentBlobs(file, blobs);
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
      mkdirSync4(join22(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, Buffer.concat([Buffer.from(`${head}
`), ...out2.map((b2) => b2.bytes)]), {
        fsync: !1
      });
    } catch {
    }
  }
};

// src/domain/content/sinks.ts
init_errors();
import { availableParallelism } from "node:os";
import { parentPort, Worker, workerData } from "node:worker_threads";
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
  keep(file, length) {
    let id = sha256Hex(this.last.subarray(0, length));
    (this.lists[file] ??= []).push(id), this.known(id) || this.writer.commit(id, length);
  }
  async add(file, data) {
    let id = sha256Hex(data);
    (this.lists[file] ??= []).push(id), this.known(id) || await this.writer.add(id, data);
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
  return Math.max(1, Math.min(MAX_WORKERS, availableParallelism() - 1));
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
    let file = distFile("pack-worker.cjs");
    if (!file) return;
    let ids = [...known2], cli = zstdOnPath(), command = cli?.kind === "cli" ? cli.command : void 0, threads = Array.from({ length: Math.max(1, workers) }, () => ({
      worker: new Worker(file, { workerData: { known: ids, level, command } }),
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
  keep(file, length) {
    this.slots.push(this.raw, length), this.batch.files.push(file), this.batch.at.push(this.place(file)), this.raw += length, this.raw >= PACK_TARGET && this.post();
  }
  async add(file, data) {
    if (data.length > PACK_CAPACITY) {
      this.post();
      let own2 = Buffer.from(new ArrayBuffer(data.length));
      data.copy(own2), this.send(own2, [0, data.length], { files: [file], at: [this.place(file)] });
    } else
      data.copy(this.room(data.length)), this.keep(file, data.length);
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
  place(file) {
    let n = this.counts[file] ?? 0;
    return this.counts[file] = n + 1, n;
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
init_atomic();
import { mkdirSync as mkdirSync5, readFileSync as readFileSync11 } from "node:fs";
import { join as join23 } from "node:path";
var RACY_MS = 2e3, VERSION2 = 4, FIELDS = 5, strings = (v2) => Array.isArray(v2) && v2.every((s3) => typeof s3 == "string");
function fromVersion3(text3, from) {
  let stats = [], records = [];
  for (let p2 = from; p2 < text3.length; ) {
    let end = text3.indexOf(`
`, p2);
    if (end < 0) return;
    let f2 = text3.slice(p2, end).split("\0");
    if (f2.length !== 7) return;
    stats.push(+f2[1], +f2[2], +f2[3], +f2[4], +f2[5]), records.push(`${f2[0]}\0${f2[6]}
`), p2 = end + 1;
  }
  return { stats: Float64Array.from(stats), text: records.join("") };
}
var StatCache = class _StatCache {
  constructor(file, head, stats, text3) {
    this.file = file;
    this.head = head;
    this.stats = stats;
    this.text = text3;
    let n = head.n;
    this.starts = new Int32Array(n), this.zeros = new Int32Array(n);
    for (let k2 = 0, p2 = 0; k2 < n; k2++) {
      let z2 = text3.indexOf("\0", p2), end = text3.indexOf(`
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
    let file = join23(stateDir, "content", `${sha256Hex(`${volume}\0${root}`).slice(0, 24)}.json`), none = new _StatCache(file, { version: VERSION2, at: 0, n: 0 }, new Float64Array(0), ""), buf;
    try {
      buf = readFileSync11(file);
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
          file,
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
        file,
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
`, text3 = records.join(""), from = Buffer.byteLength(head), out2 = Buffer.allocUnsafe(from + n * FIELDS * 8 + Buffer.byteLength(text3));
    out2.write(head, 0), out2.set(new Uint8Array(stats.buffer, 0, n * FIELDS * 8), from), out2.write(text3, from + n * FIELDS * 8);
    try {
      mkdirSync5(join23(this.file, ".."), { recursive: !0, mode: 448 }), writeFileAtomicSync(this.file, out2, { fsync: !1 });
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
      n = readSync5(fd, room, 0, room.length, null);
    } catch (err) {
      throw errnoCode(err) === "EAGAIN" ? replaced(path) : err;
    }
    if (n !== listed && !fstatSync5(fd).isFile()) throw replaced(path);
    return n;
  } finally {
    closeSync8(fd);
  }
}
function readWhole(path) {
  let fd = openRegularSync(path, { noFollow: !0 });
  if (fd === void 0) throw gone(path);
  try {
    return readFileSync12(fd);
  } finally {
    closeSync8(fd);
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
async function loadTree(store, index, ref) {
  let base = parseTree(await index.blob(store, ref.base), `tree ${ref.base}`), delta = ref.delta ? parseDelta(await index.blob(store, ref.delta), `tree delta ${ref.delta}`) : void 0;
  if (delta && delta.base !== ref.base)
    throw new CheckpointError(
      "INVALID_DATA",
      `tree delta ${ref.delta} is based on ${delta.base}, the manifest says ${ref.base}`
    );
  let entries = applyDelta(base.entries, delta);
  if (sha256Hex(serializeTree(entries)) !== ref.sha256)
    throw new CheckpointError(
      "INVALID_DATA",
      `the workspace tree of this checkpoint does not match its manifest's sha256 ${ref.sha256}`,
      "the volume was damaged or tampered with; restore an earlier checkpoint"
    );
  return entries;
}
function cachedLines(cache, index, files, matched, known2) {
  let lines2 = new Array(files.length), hit = new Uint8Array(files.length), blobsKept = cache.blobsKept(index.files), toRead = [], cachedBytes = 0;
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i];
    if (f2.type === "symlink") {
      lines2[i] = JSON.stringify([f2.path, "l", f2.mode, 0, f2.mtimeMs, f2.link ?? ""]);
      continue;
    }
    let line = cache.line(matched[i], f2);
    line !== void 0 && (blobsKept || refsOf(line).every(known2)) ? (lines2[i] = line, hit[i] = 1, cachedBytes += f2.size) : toRead.push(i);
  }
  return { lines: lines2, hit, toRead, cachedBytes };
}
async function snapshotContent(store, listing, o) {
  let started = (o.now ?? Date.now)(), index = o.index ?? await KnownBlobs.load(store, o.stateDir), cache = StatCache.load(o.stateDir, store.location, listing.root), tooLarge3 = () => new CheckpointError(
    "TOO_LARGE",
    `new workspace content passed ${Math.round((o.maxBytes ?? 0) / 1e6)} MB (compressed) \u2014 too large for a local volume`,
    "exclude large folders in the configuration, or use a remote (S3) volume"
  ), previous = /* @__PURE__ */ new Map(), recent = RecentBlobs.load(o.stateDir, store.location, listing.root, !!keyringOf(store)?.encryption()), dictionary = (ids) => dictionaryOf(store, index, recent, previous, ids), writer = new PackWriter(store, { level: o.level, maxBytes: o.maxBytes, tooLarge: tooLarge3, dictionary }), known2 = (id) => index.has(id) || writer.has(id), base = listing.root.endsWith("/") ? listing.root : `${listing.root}/`, files = inPathOrder(listing.files), skipped = [], done = 0, matched = cache.match(files), { lines: lines2, hit, toRead, cachedBytes } = cachedLines(cache, index, files, matched, known2);
  done += cachedBytes, o.onProgress?.(done, listing.totalBytes);
  let reading = toRead.map((i) => files[i]), toReadBytes = reading.reduce((n, f2) => n + f2.size, 0), worker = o.packWorker ?? toReadBytes >= WORKER_MIN_BYTES ? WorkerSink.start(writer, index.ids(), o.level ?? 3, o.packWorkers) : void 0, sink = worker ?? new InlineSink(writer, known2), filesRead = 0;
  try {
    let sizes = await readFiles(reading, base, sink, skipped, (n) => {
      done += n, o.onProgress?.(done, listing.totalBytes);
    }), lists = await sink.finish();
    for (let j2 = 0; j2 < reading.length; j2++) {
      let f2 = reading[j2];
      if (sizes[j2] < 0) continue;
      let entry2 = [f2.path, "f", f2.mode, sizes[j2], f2.mtimeMs, lists[j2] ?? []];
      lines2[toRead[j2]] = JSON.stringify(entry2), filesRead++;
      let k2 = matched[toRead[j2]];
      if (k2 >= 0) for (let id of lists[j2] ?? []) previous.set(id, refsOf(cache.previous(k2)));
    }
  } finally {
    sink.close();
  }
  let { ref, next } = await storeTree(writer, cache, index, files, lines2, hit, matched, known2), written = await writer.finish();
  return written.indexKey && index instanceof KnownBlobs && index.remember(written.indexKey, written.packs), cache.save(started, files, lines2, next, written.indexKey ? [...index.files, written.indexKey] : index.files), recent.save(writer.small, new Set([...previous.values()].flat())), {
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
async function storeTree(writer, cache, index, files, lines2, hit, matched, known2) {
  let treeLines = lines2.filter((l) => l !== void 0), full = treeDocument(treeLines), sha2563 = sha256Hex(full);
  writer.pending > TREE_BESIDE_DATA && await writer.seal();
  let next = nextTree(cache, files, lines2, hit, matched, sha2563, index);
  if (next.base === sha2563)
    return known2(sha2563) || await writer.add(sha2563, Buffer.from(full)), { ref: { sha256: sha2563, base: sha2563, delta: null, entries: treeLines.length }, next };
  let set2 = new Set(next.set), changed = [];
  for (let i = 0; i < files.length; i++) lines2[i] !== void 0 && set2.has(files[i].path) && changed.push(lines2[i]);
  let delta = Buffer.from(deltaDocument(next.base, changed, next.del)), deltaId = sha256Hex(delta);
  return known2(deltaId) || await writer.add(deltaId, delta), { ref: { sha256: sha2563, base: next.base, delta: deltaId, entries: treeLines.length }, next };
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
function nextTree(cache, files, lines2, hit, matched, sha2563, index) {
  let own2 = { base: sha2563, set: [], del: [] }, was = cache.tree;
  if (!was || was.base === sha2563 || !index.has(was.base)) return own2;
  let wasSet = new Set(was.set), set2 = [], del = new Set(was.del);
  for (let i = 0; i < files.length; i++) {
    let path = files[i].path, k2 = matched[i];
    if (lines2[i] === void 0) {
      k2 >= 0 && del.add(path);
      continue;
    }
    (wasSet.has(path) || hit[i] === 0 && (k2 < 0 || cache.previous(k2) !== lines2[i])) && set2.push(path);
  }
  for (let path of cache.gone(matched)) del.add(path);
  for (let path of set2) del.delete(path);
  return set2.length + del.size > REBASE_FRACTION * Math.max(files.length, 1) ? own2 : { base: was.base, set: set2, del: [...del].sort() };
}

// src/domain/capture/workspace.ts
import { execFile as execFile4, spawn as spawn4 } from "node:child_process";
import { createHash as createHash5 } from "node:crypto";
import { existsSync as existsSync3, lstatSync as lstatSync4, readdirSync as readdirSync5, readlinkSync as readlinkSync2 } from "node:fs";
import { dirname as dirname10, join as join24, resolve as resolve4 } from "node:path";
import { Transform as Transform4 } from "node:stream";
import { promisify as promisify4 } from "node:util";
init_errors();
var run4 = promisify4(execFile4);
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
  for (let entry2 of stdout.toString("utf8").split("\0")) {
    let path = entry2.slice(2);
    if (!path || path === last) continue;
    last = path;
    let rel = path.endsWith("/") ? path.slice(0, -1) : path;
    (entry2[0] === "?" ? excluded(rel, excludes) : inGitDir(rel)) || out2.push(path);
  }
  return out2;
}
function mayBeInRepository(dir) {
  if (process.env.GIT_DIR !== void 0 || process.env.GIT_WORK_TREE !== void 0) return !0;
  for (let d = resolve4(dir); ; d = dirname10(d)) {
    if (existsSync3(join24(d, ".git"))) return !0;
    if (d === dirname10(d)) return !1;
  }
}
function walk(root, excludes) {
  let out2 = [], visit = (rel) => {
    let entries;
    try {
      entries = readdirSync5(rel ? `${root}/${rel}` : root, { withFileTypes: !0 });
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
      st2 = lstatSync4(`${root}/${rel}`);
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
async function candidatesIn(dir, excludes, depth = 0) {
  let fromGit = await gitFiles(dir, excludes);
  if (!fromGit) return { paths: walk(dir, excludes), git: !1 };
  let paths = [];
  for (let p2 of fromGit) {
    let rel = p2.endsWith("/") ? p2.slice(0, -1) : p2;
    if (depth < 8 && p2.endsWith("/")) {
      let inner = await candidatesIn(join24(dir, rel), excludes, depth + 1);
      paths.push(...inner.paths.map((q2) => `${rel}/${q2}`));
    } else paths.push(rel);
  }
  return { paths, git: !0 };
}
function workspaceFile(path, st2, link2) {
  let stat5 = { mtimeMs: st2.mtimeMs, ctimeMs: st2.ctimeMs, ino: st2.ino, mode: st2.mode & 4095 };
  return link2 === void 0 ? { path, type: "file", size: st2.size, ...stat5 } : { path, type: "symlink", size: 0, ...stat5, link: link2 };
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
      st2 = lstatSync4(abs, { throwIfNoEntry: !1 });
    } catch (err) {
      listing.skipped.push({ path, reason: `cannot be read (${errorMessage(err)})` });
      continue;
    }
    if (!st2) {
      path.includes("\uFFFD") && listing.skipped.push({ path, reason: "its name is not valid UTF-8" });
      continue;
    }
    let file;
    if (st2.isSymbolicLink()) file = workspaceFile(path, st2, readlinkSync2(abs));
    else if (st2.isFile()) {
      if (!readable(st2)) {
        listing.skipped.push({ path, reason: "unreadable (permission denied)" });
        continue;
      }
      file = workspaceFile(path, st2);
    } else if (st2.isDirectory() && !nested.has(path)) {
      nested.add(path), listed ??= new Set(candidates);
      let inner = (await candidatesIn(abs, excludes, 1)).paths.map((q2) => `${path}/${q2}`);
      candidates.push(...inner.filter((p2) => !listed.has(p2) && listed.add(p2)).sort());
      continue;
    } else {
      listing.skipped.push({ path, reason: st2.isDirectory() ? "directory" : "special file (socket, fifo or device)" });
      continue;
    }
    listing.files.push(file), listing.totalBytes += file.size;
  }
  return nested.size > 0 && listing.files.sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0), listing.fingerprint = fingerprint(listing.files), listing;
}
function fingerprint(files) {
  let names2 = [], nums = new Float64Array(files.length * 3);
  for (let i = 0; i < files.length; i++) {
    let f2 = files[i];
    names2.push(f2.type === "symlink" ? `${f2.path}\0l\0${f2.link ?? ""}` : f2.path), nums[i * 3] = f2.size, nums[i * 3 + 1] = f2.mtimeMs, nums[i * 3 + 2] = f2.mode;
  }
  return createHash5("sha256").update(names2.join("\0")).update(new Uint8Array(nums.buffer)).digest("hex");
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
  let child = spawn4(
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
  let archived = 0, progress = new Transform4({
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
function unsafeRoot(dir) {
  let d = resolve5(dir);
  return d === "/" || d === resolve5(homedir4());
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
    let rel = relative4(base, join25(state.root, path)).split(sep).join("/");
    return rel === "" || rel.startsWith("../") || rel === ".." || isAbsolute5(rel) || listed.has(rel) || untracked && excluded(rel, skip) || lstatSync5(join25(base, rel), { throwIfNoEntry: !1 }) === void 0 ? !1 : ![...listed].some((p2) => p2.startsWith(`${rel}/`));
  };
  return state.untracked.some((p2) => misses(p2, !0)) || state.modified.some((p2) => misses(p2, !1)) ? relist() : listing;
}
function realOrSame(dir) {
  try {
    return realpathSync7.native(dir);
  } catch {
    return resolve5(dir);
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
  let now = o.now ?? (() => /* @__PURE__ */ new Date()), index = await loadIndex(store, req.sessionId), parentEntry = index.checkpoints.at(-1), read2 = parentEntry ? await readTrustedManifest(store, req.sessionId, parentEntry.id).catch(() => {
  }) : void 0, parent = read2?.manifest, id = req.id ?? newCheckpointId(now().getTime());
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
    parentTrusted: read2?.trusted ?? !1,
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

// src/domain/volume/orphans.ts
async function findOrphans(store, sessionId, olderThanMs, now = Date.now()) {
  let byId = /* @__PURE__ */ new Map();
  for (let key of await store.list(sessionPrefix(sessionId))) {
    let at2 = checkpointOfKey(key);
    if (!at2) continue;
    let list = byId.get(at2.id) ?? [];
    list.push(key), byId.set(at2.id, list);
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

// src/domain/volume/verify.ts
init_errors();
import { createHash as createHash6 } from "node:crypto";

// src/domain/content/verify.ts
init_errors();
async function verifyContent(store, ref, o = {}) {
  let out2 = { problems: [], blobs: 0, packs: 0 }, part = "workspace (content)", index, entries;
  try {
    index = o.index ?? await loadContentIndex(store), entries = await loadTree(store, index, ref);
  } catch (err) {
    return out2.problems.push({ part, error: `tree unreadable: ${errorMessage(err)}` }), out2;
  }
  let needed = /* @__PURE__ */ new Map(), missing = 0;
  for (let e of entries)
    if (e[1] === "f")
      for (let id of e[5]) {
        let place = index.blobs.get(id);
        if (!place) {
          missing++ === 0 && out2.problems.push({ part, error: `blob ${id} of ${e[0]} is in no pack` });
          continue;
        }
        let set2 = needed.get(place.pack) ?? /* @__PURE__ */ new Set();
        set2.add(id), needed.set(place.pack, set2);
      }
  missing > 1 && out2.problems.push({ part, error: `${missing} blobs in all are in no pack` });
  let { packs, missing: noDict } = index.withDictionaries(needed.keys());
  for (let id of new Set(noDict)) out2.problems.push({ part, error: `dictionary blob ${id} is in no pack` });
  out2.packs = packs.size, out2.blobs = [...needed.values()].reduce((n, s3) => n + s3.size, 0);
  for (let pack of packs) {
    let rec = index.packs.get(pack), st2 = await store.stat(packKey(pack));
    st2 ? storedSizeFits(st2.size, rec.size) || out2.problems.push({
      part,
      error: `pack ${pack} has ${st2.size} bytes stored, its index says ${rec.size} (${sealedSize(rec.size)} encrypted)`
    }) : out2.problems.push({ part, error: `pack ${pack} is missing` });
  }
  if (!o.readData || out2.problems.length > 0) return out2;
  try {
    for await (let { rec, raw } of readPacks(
      store,
      [...needed.keys()].map((id) => index.packs.get(id)),
      index
    ))
      for (let [id, off, len] of rec.blobs)
        needed.get(rec.id)?.has(id) && sha256Hex(raw.subarray(off, off + len)) !== id && out2.problems.push({ part, error: `blob ${id} in pack ${rec.id} is damaged` });
  } catch (err) {
    out2.problems.push({ part, error: errorMessage(err) });
  }
  return out2;
}

// src/domain/volume/verify.ts
async function sha256Of(stream) {
  let hash = createHash6("sha256"), size = 0;
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
  return key ? key.id === want ? void 0 : `checkpoint ${m2.session_id}/${m2.id} is encrypted with the volume key ${want}, not with the key set here (${key.id}, from ${key.source})` : `checkpoint ${m2.session_id}/${m2.id} is encrypted with the volume key ${want}, and this machine has no volume key`;
}
async function checkSizes(store, m2, problems) {
  for (let [name, want] of Object.entries(m2.parts)) {
    let st2 = await store.stat(storedPartKey(m2, name)).catch((err) => (problems.push({ part: name, error: `unreadable (${errorMessage(err)})` }), null));
    st2 === void 0 ? problems.push({ part: name, error: "missing" }) : st2 && st2.size !== sealedSize(want.size) && problems.push({
      part: name,
      error: `${st2.size} bytes stored, ${sealedSize(want.size)} expected for ${want.size} bytes encrypted`
    });
  }
}
async function checkParts(store, sessionId, id, m2, problems) {
  for (let [name, want] of Object.entries(m2.parts))
    try {
      let stream = await store.open(storedPartKey({ session_id: sessionId, id, parts: m2.parts }, name));
      if (!stream) {
        problems.push({ part: name, error: "missing" });
        continue;
      }
      let got = await sha256Of(stream);
      got.size !== want.size ? problems.push({ part: name, error: `size ${got.size}, manifest says ${want.size}` }) : got.sha256 !== want.sha256 && problems.push({ part: name, error: "sha256 mismatch (corrupted)" });
    } catch (err) {
      problems.push({ part: name, error: `unreadable (${errorMessage(err)})` });
    }
}
async function verifyCheckpoint(store, sessionId, id, o = {}) {
  let result = { sessionId, id, ok: !1, problems: [] }, key = manifestKey(sessionId, id), text3;
  try {
    text3 = (await store.get(key))?.toString("utf8");
  } catch (err) {
    if (!(err instanceof CheckpointError && err.code === "INVALID_DATA")) throw err;
    return result.problems.push({ part: MANIFEST, error: errorMessage(err) }), result;
  }
  if (text3 === void 0)
    return result.problems.push({ part: MANIFEST, error: "missing" }), result;
  let parsed;
  try {
    parsed = parseManifest(text3, `${store.location}/${key}`, manifestOpener(store));
  } catch (err) {
    return result.problems.push({ part: MANIFEST, error: errorMessage(err) }), err instanceof NewerVersionError && (result.newerVersion = !0), result;
  }
  let m2 = result.manifest = parsed.manifest;
  manifestChecksum(parsed.stored) !== parsed.stored.checksum && result.problems.push({
    part: MANIFEST,
    error: "checksum mismatch (the manifest was changed after it was written)"
  }), (m2.id !== id || m2.session_id !== sessionId) && result.problems.push({ part: MANIFEST, error: `names checkpoint ${m2.session_id}/${m2.id}, not ${sessionId}/${id}` });
  let keyring = keyringOf(store);
  if (keyring) {
    let problem = checkSignature(parsed.stored, keyring), why = problem && (problem.missingKey ? `${problem.why}: ${problem.hint}` : problem.why), unchecked = problem?.missingKey && o.withoutKey === "sizes";
    result.signature = unchecked ? `not checked here: ${why}` : why ?? "signed", problem && (result.signatureProblem = problem), why && !o.force && !unchecked && result.problems.push({ part: `${MANIFEST} (signature)`, error: why });
  }
  let locked = keyProblem(store, m2);
  if (locked && o.withoutKey !== "sizes")
    throw new CheckpointError("KEY", locked, KEY_HOWTO.volume(m2.encryption.key_id));
  if (locked)
    return result.checked = "sizes", await checkSizes(store, m2, result.problems), result.ok = result.problems.length === 0, result;
  result.checked = "contents", await checkParts(store, sessionId, id, m2, result.problems);
  let w2 = m2.workspace;
  if (w2?.format === "content")
    if (!w2.tree) result.problems.push({ part: "workspace (content)", error: "the manifest names no tree" });
    else {
      let tiered = w2.tier !== void 0;
      try {
        let content = tiered ? contentVolume(store, m2) : store;
        result.problems.push(...(await verifyContent(content, w2.tree, tiered ? { readData: o.readData } : o)).problems);
      } catch (err) {
        result.problems.push({ part: "workspace (content)", error: errorMessage(err) });
      }
    }
  return result.ok = result.problems.length === 0, result;
}
function verifyFailure(v2, hint) {
  return v2.signatureProblem && v2.problems.some((p2) => p2.part === `${MANIFEST} (signature)`) ? new SignatureError(v2.sessionId, v2.id, v2.signatureProblem) : new CheckpointError(
    "INVALID_DATA",
    `checkpoint ${v2.id} does not verify (${v2.problems.map((p2) => `${p2.part}: ${p2.error}`).join("; ")})`,
    hint
  );
}
async function loadVerified(store, sessionId, id, o = {}) {
  let failed = [], index = await loadIndex(store, sessionId), next = id, seen = /* @__PURE__ */ new Set();
  for (; next && !seen.has(next); ) {
    seen.add(next);
    let v2 = await verifyCheckpoint(store, sessionId, next, o);
    if (v2.ok && v2.manifest) return { manifest: v2.manifest, fellBackFrom: failed };
    if (v2.signatureProblem && !o.force) throw new SignatureError(sessionId, next, v2.signatureProblem);
    failed.push(v2);
    let at2 = index.checkpoints.findIndex((e) => e.id === next);
    next = v2.manifest?.parent_checkpoint_id ?? index.checkpoints[at2 - 1]?.id ?? (at2 < 0 ? index.checkpoints.filter((e) => e.id < next).at(-1)?.id ?? null : null);
  }
  let why = failed.map((f2) => `${f2.id}: ${f2.problems.map((p2) => `${p2.part} ${p2.error}`).join(", ")}`).join("; ");
  throw new CheckpointError(
    "INVALID_DATA",
    `no usable checkpoint at or before ${sessionId}/${id} (${why})`,
    "run `pai-checkpoint verify --all` to see every problem"
  );
}

// src/storage/local.ts
init_atomic();
init_errors();
import { createHash as createHash7, randomBytes as randomBytes5 } from "node:crypto";
import { constants as constants3, createReadStream as createReadStream6, createWriteStream as createWriteStream3 } from "node:fs";
import { access, link, mkdir, open as open2, readdir, rename, rm as rm2, stat as stat3, unlink } from "node:fs/promises";
import { basename as basename4, dirname as dirname11, join as join26, resolve as resolve6 } from "node:path";
import { Readable as Readable3, Transform as Transform5 } from "node:stream";
import { pipeline as pipeline3 } from "node:stream/promises";
init_regular();
var LOOKS = 16;
function tempFor(target) {
  return join26(dirname11(target), `${TEMP_PREFIX}${basename4(target)}.${process.pid}.${randomBytes5(6).toString("hex")}`);
}
var replace = async (temp, target) => (await rename(temp, target), !0), linkNew = async (temp, target) => {
  try {
    return await link(temp, target), !0;
  } catch (err) {
    if (errnoCode(err) === "EEXIST") return !1;
    throw err;
  } finally {
    await unlink(temp).catch(() => {
    });
  }
};
async function syncFolder(dir) {
  try {
    let fh = await open2(dir, "r");
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
async function entriesOf(dir) {
  try {
    return await readdir(dir, { withFileTypes: !0 });
  } catch (err) {
    if (errnoCode(err) === "ENOENT" || errnoCode(err) === "ENOTDIR") return [];
    throw err;
  }
}
async function holdsObject(dir) {
  let entries = (await entriesOf(dir)).filter((e) => !e.name.startsWith("."));
  if (entries.some((e) => e.isFile())) return !0;
  for (let e of entries) if (e.isDirectory() && await holdsObject(join26(dir, e.name))) return !0;
  return !1;
}
var LocalVolume = class {
  location;
  constructor(root) {
    this.location = resolve6(root);
  }
  path(key) {
    return join26(this.location, ...checkKey(key));
  }
  async put(key, data) {
    let early, onEarly = (err) => early ??= err;
    data instanceof Readable3 && data.on("error", onEarly);
    try {
      return (await this.write(key, data, () => early, replace)).result;
    } finally {
      data instanceof Readable3 && data.off("error", onEarly);
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
  async writeError(err, dir) {
    let code = errnoCode(err);
    if (code === "ENOENT" || code === "ENOTDIR") {
      let at2 = dir, st2 = await stat3(at2).catch(() => {
      });
      for (; !st2 && dirname11(at2) !== at2; )
        at2 = dirname11(at2), st2 = await stat3(at2).catch(() => {
        });
      if (st2 && !st2.isDirectory())
        return new CheckpointError(
          "IO",
          `cannot write to the volume ${this.location}: ${at2} is a file, not a folder`,
          "set [volume] path (or PAI_CHECKPOINT_VOLUME) to a folder"
        );
      code = await access(at2, constants3.W_OK).then(
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
  async folder(dir) {
    try {
      await mkdir(dir, { recursive: !0, mode: 448 });
    } catch (err) {
      throw await this.writeError(err, dir);
    }
  }
  /** Writes `data` to a temp file next to the key's target, fsyncs it, and `commit`s it; `stored`: what commit answered. */
  async write(key, data, early, commit) {
    let target = this.path(key), dir = dirname11(target);
    if (await this.folder(dir), early()) throw early();
    let temp = tempFor(target), hash = createHash7("sha256"), size = 0, stored;
    try {
      if (typeof data == "string" || data instanceof Uint8Array) {
        let bytes = typeof data == "string" ? Buffer.from(data) : data;
        hash.update(bytes), size = bytes.length;
        let fh = await open2(temp, "wx", 384);
        try {
          await fh.writeFile(bytes), await fh.sync();
        } finally {
          await fh.close();
        }
      } else {
        let counter = new Transform5({
          transform(chunk, _enc, done) {
            hash.update(chunk), size += chunk.length, done(null, chunk);
          }
        });
        await pipeline3(data, counter, createWriteStream3(temp, { flags: "wx", mode: 384 }));
        let fh = await open2(temp, "r");
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }
      stored = await commit(temp, target);
    } catch (err) {
      throw await unlink(temp).catch(() => {
      }), await this.writeError(err, dir);
    }
    return stored && await syncFolder(dir), { result: { size, sha256: hash.digest("hex") }, stored };
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
    return fh && createReadStream6("", { fd: fh, autoClose: !0 });
  }
  async stat(key) {
    try {
      let s3 = await stat3(this.path(key));
      return s3.isFile() ? { size: s3.size, mtimeMs: s3.mtimeMs } : void 0;
    } catch (err) {
      if (errnoCode(err) === "ENOENT") return;
      throw err;
    }
  }
  async list(prefix) {
    let base = join26(this.location, ...checkPrefix(prefix)), out2 = [], walk3 = async (dir, keyPrefix) => {
      for (let e of await entriesOf(dir))
        e.name.startsWith(".") || (e.isDirectory() ? await walk3(join26(dir, e.name), `${keyPrefix}${e.name}/`) : e.isFile() && out2.push(`${keyPrefix}${e.name}`));
    };
    return await walk3(base, prefix), out2.sort();
  }
  async listLevel(prefix) {
    let base = join26(this.location, ...checkPrefix(prefix)), listing = { keys: [], folders: [] }, entries = (await entriesOf(base)).filter((e) => !e.name.startsWith("."));
    for (let e of entries) e.isFile() && listing.keys.push(`${prefix}${e.name}`);
    let folders = entries.filter((e) => e.isDirectory()), held = await mapLimit(folders, LOOKS, (e) => holdsObject(join26(base, e.name)));
    return folders.forEach((e, i) => held[i] && listing.folders.push(`${prefix}${e.name}/`)), listing.keys.sort(), listing.folders.sort(), listing;
  }
  async copy(from, to2, known2) {
    let source = this.path(from), target = this.path(to2), st2 = await this.stat(from);
    if (!st2) return;
    let result;
    if (known2 && known2.size === st2.size)
      result = known2;
    else {
      let hash = createHash7("sha256");
      for await (let chunk of createReadStream6(source)) hash.update(chunk);
      result = { size: st2.size, sha256: hash.digest("hex") };
    }
    let dir = dirname11(target);
    await this.folder(dir);
    let temp = tempFor(target);
    try {
      await link(source, temp), await rename(temp, target);
    } catch (err) {
      if (await unlink(temp).catch(() => {
      }), errnoCode(err) !== "EXDEV" && errnoCode(err) !== "EPERM" && errnoCode(err) !== "ENOTSUP")
        throw await this.writeError(err, dir);
      return this.put(to2, createReadStream6(source));
    }
    return await syncFolder(dir), result;
  }
  async delete(key) {
    try {
      return await unlink(this.path(key)), !0;
    } catch (err) {
      if (errnoCode(err) === "ENOENT") return !1;
      throw err;
    }
  }
  async sweepLeftovers(olderThanMs, now = Date.now()) {
    let removed = 0, walk3 = async (dir) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: !0 });
      } catch {
        return;
      }
      for (let e of entries) {
        let p2 = join26(dir, e.name);
        if (e.isDirectory()) await walk3(p2);
        else if (e.name.startsWith(TEMP_PREFIX)) {
          let st2 = await stat3(p2).catch(() => {
          });
          st2 && now - st2.mtimeMs >= olderThanMs && await unlink(p2).then(
            () => !0,
            () => !1
          ) && removed++;
        }
      }
    };
    return await walk3(this.location), removed;
  }
  async usage(prefix) {
    let seen = /* @__PURE__ */ new Set(), bytes = 0;
    for (let key of await this.list(prefix)) {
      let st2 = await stat3(this.path(key)).catch(() => {
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
      await rm2(join26(this.location, ...segments2), { recursive: !0, force: !0 });
    return keys.length;
  }
};

// src/storage/s3.ts
init_errors();
import { createHash as createHash8 } from "node:crypto";
import { Readable as Readable4, Transform as Transform6 } from "node:stream";
import { pipeline as pipeline4 } from "node:stream/promises";

// src/core/volume-url.ts
init_errors();
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
  let m2 = /^s3:\/\/([^/?#]+)(\/[^?#]*)?$/i.exec(url2), bucket = m2?.[1] ?? "", prefix = (m2?.[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || prefix !== "" && !prefix.split("/").every(isSafeKey))
    throw new CheckpointError(
      "USAGE",
      `${source ? `${source}: ` : ""}volume ${url2}: not an S3 location (s3://bucket or s3://bucket/prefix, with a bucket name of 3-63 lower-case letters, digits, "." and "-")`,
      "set [volume] path in checkpoint.toml (or $PAI_CHECKPOINT_VOLUME) to s3://<bucket>/<prefix>"
    );
  return { bucket, prefix };
}

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
    let hash = createHash8("sha256"), size = 0, counter = new Transform6({
      transform(chunk, _enc, done) {
        hash.update(chunk), size += chunk.length, done(null, chunk);
      }
    }), source = data instanceof Readable4 ? data : Readable4.from(data), feeding = pipeline4(source, counter), { sdk, client } = await this.s3(), upload = new sdk.Upload({
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
    let hash = createHash8("sha256"), size = 0;
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
init_errors();
import { fileURLToPath as fileURLToPath2 } from "node:url";
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
      return new LocalVolume(fileURLToPath2(location));
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
    signing(create2) {
      return derivedKey() ?? (ownSigning ??= signingKey(keys.signingFile, create2));
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

// src/core/config.ts
import { homedir as homedir5 } from "node:os";
import { dirname as dirname12, join as join27, resolve as resolve8 } from "node:path";

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

// src/core/config-notify.ts
init_errors();
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
    for (let k2 of Object.keys(fields))
      if (!CHANNEL_NEEDS[t].includes(k2) && !CHANNEL_MAY[t].includes(k2))
        throw new CheckpointError(
          "INVALID_DATA",
          `${file}: notifications.channels.${name}: ${k2} is not a field of a ${t} channel`,
          `a ${t} channel takes ${[...CHANNEL_NEEDS[t], ...CHANNEL_MAY[t]].join(", ")}`
        );
    for (let k2 of ["webhook_url", "url", "server"]) {
      let v2 = fields[k2], why = typeof v2 == "string" ? insecureUrl(v2) : void 0;
      if (why)
        throw new CheckpointError(
          "INVALID_DATA",
          `${file}: notifications.channels.${name}.${k2}: ${why}`,
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
    PRIORITIES.map((p2) => [p2, n?.routing?.[p2] ?? (p2 === "info" || !fallback ? [] : [fallback])])
  );
  for (let p2 of PRIORITIES) {
    let unknown2 = routing[p2].find((name) => !channels[name]);
    if (unknown2)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: notifications.routing.${p2}: no channel "${unknown2}"`,
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
function integrationsConfig(i, file) {
  let api = (section, v2, fallback) => {
    let why = v2 === void 0 ? void 0 : insecureUrl(v2);
    if (why)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: integrations.${section}.api_url: ${why}`,
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

// src/core/config.ts
init_errors();

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
}, isTree = (v2) => typeof v2 == "object" && v2 !== null && !Array.isArray(v2);
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
  let out2 = [];
  for (let [k2, v2] of Object.entries(t)) {
    let key = prefix ? `${prefix}.${k2}` : k2;
    SETTINGS_TRUST[key] || !isTree(v2) ? out2.push(key) : out2.push(...leafKeys(v2, key));
  }
  return out2;
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
import { resolve as resolve7 } from "node:path";
init_errors();
init_regular();
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
function readToml(file, text3, parse4) {
  let raw;
  try {
    raw = parse4(text3);
  } catch (err) {
    throw new CheckpointError(
      "INVALID_DATA",
      `${file}: invalid TOML (${errorMessage(err).split(`
`)[0]})`,
      "fix the file; see the README for the keys"
    );
  }
  let parsed = safeParse(fileSchema, JSON.parse(JSON.stringify(raw)), file);
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
function projectLayer(mine, file, text3, parse4) {
  let theirs;
  try {
    theirs = readToml(file, text3, parse4);
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
  let sources = [], ignored = [], parse4, c = {}, userText = readConfigText(userFile);
  userText !== void 0 && (parse4 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse, c = readToml(userFile, userText, parse4), sources.push(userFile));
  let userOff = c.capture?.enabled === !1, stricterPolicy2;
  if (projectFile && resolve7(projectFile) !== resolve7(userFile)) {
    let text3;
    try {
      text3 = readConfigText(projectFile);
    } catch (err) {
      ignored.push({ file: projectFile, key: WHOLE_FILE, why: errorMessage(err) });
    }
    if (text3 !== void 0) {
      parse4 ??= (await Promise.resolve().then(() => (init_dist(), dist_exports))).parse;
      let layer = projectLayer(c, projectFile, text3, parse4);
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
function expandHome(p2) {
  return p2 === "~" || p2.startsWith("~/") ? join27(homedir5(), p2.slice(1)) : p2;
}
function volumePathFrom(value, base, source) {
  return volumeScheme(value, source) ? value : resolve8(base, expandHome(value));
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
var MONITOR_ENV = "PAI_CHECKPOINT_MONITOR_";
function monitorConfig(env, m2, file) {
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
    workspaceRoot: root ? resolve8(env[`${MONITOR_ENV}WORKSPACE_ROOT`] ? homedir5() : dirname12(file), expandHome(root)) : join27(homedir5(), "pai-sessions"),
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
function approvalConfig(a, file, project) {
  let policies = Object.assign(
    /* @__PURE__ */ Object.create(null),
    BUILTIN_POLICIES
  );
  for (let [name, p2] of Object.entries(a?.policies ?? {})) {
    let builtIn = BUILTIN_POLICIES[name], both = (p2.auto_approve ?? []).filter((t) => (p2.require_review ?? []).includes(t));
    if (both.length)
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: approval.policies.${name}: ${both.join(", ")} is in both auto_approve and require_review`,
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
  let out2 = [];
  for (let [pattern, tokens2] of Object.entries(windows ?? {}))
    try {
      out2.push([new RegExp(pattern, "i"), tokens2]);
    } catch (err) {
      throw new CheckpointError(
        "INVALID_DATA",
        `${file}: context.windows: ${JSON.stringify(pattern)} is not a regular expression (${errorMessage(err)})`,
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
  let env = o.env ?? process.env, userFile = join27(o.paiDir, "checkpoint.toml"), projectFile = o.project ? join27(o.project, ".pai", "checkpoint.toml") : void 0, { c, sources, ignored, stricterPolicy: stricterPolicy2, userOff } = await readLayers(userFile, projectFile), base = dirname12(userFile), volume = c.volume?.path ? volumePathFrom(c.volume.path, base, `${userFile}: [volume] path`) : join27(o.paiDir, "volume");
  env.PAI_CHECKPOINT_VOLUME && (volume = volumePathFrom(env.PAI_CHECKPOINT_VOLUME, o.paiDir, "PAI_CHECKPOINT_VOLUME"));
  let keyFile = c.encryption?.key_file, envKey = env.PAI_CHECKPOINT_KEY, encryption = envKey ? { text: envKey, source: "PAI_CHECKPOINT_KEY" } : keyFile ? { file: resolve8(o.paiDir, expandHome(keyFile)) } : void 0;
  return {
    volume: {
      path: volume,
      endpoint: c.volume?.endpoint,
      pathStyle: c.volume?.path_style,
      large: largeTier(c.volume?.large, userFile)
    },
    keys: { encryption, signingFile: join27(o.paiDir, "checkpoint", "signing.key") },
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

// src/domain/restore/extract.ts
init_errors();
import { spawn as spawn5 } from "node:child_process";
import { randomBytes as randomBytes6 } from "node:crypto";
import { lstatSync as lstatSync6 } from "node:fs";
import { chmod, lstat as lstat2, mkdir as mkdir2, readdir as readdir2, rename as rename2, rm as rm3, rmdir } from "node:fs/promises";
import { basename as basename5, dirname as dirname13, join as join28 } from "node:path";
import { finished } from "node:stream/promises";

// src/domain/restore/tree-check.ts
import { posix as posix3 } from "node:path";
var ALLOWED = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile", "Directory", "SymbolicLink", "Link"]), FILE_TYPES = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile"]), MAX_LINK_HOPS = 40;
function normal(p2) {
  return posix3.normalize(p2).replace(/\/+$/, "").replace(/^(\.\/)+/, "");
}
function entryProblem(type, path, linkpath) {
  if (!ALLOWED.has(type)) return `${type} entries are not restored`;
  let why = storedPathProblem(path);
  if (why) return why;
  if (type === "SymbolicLink") {
    if (!linkpath) return "symlink without a target";
    if (linkpath.includes("\0")) return "symlink target contains a NUL byte";
  }
  if (type === "Link" && (!linkpath || storedPathProblem(linkpath)))
    return `hard link to a file outside the target (${linkpath})`;
}
function treeProblems(entries, outside = []) {
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
      why === OUTSIDE ? outside.push(`${p2} -> ${e.linkpath}`) : why && problems.push({ path: e.path, why });
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
var OUTSIDE = /* @__PURE__ */ Symbol("outside");
function linkEscapes(segs, target, root) {
  if (posix3.isAbsolute(target)) return OUTSIDE;
  let stack = [];
  for (let seg of segs.slice(0, -1)) stack.push((stack.length ? stack[stack.length - 1] : root)?.children.get(seg));
  let queue = target.split("/").reverse(), hops = 0;
  for (; queue.length > 0; ) {
    let seg = queue.pop();
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (stack.length === 0) return OUTSIDE;
      stack.pop();
      continue;
    }
    if (storedPathProblem(seg)) return `symlink leads into ${seg} (${target})`;
    let node = (stack.length ? stack[stack.length - 1] : root)?.children.get(seg);
    if (stack.push(node), node?.entry?.type === "SymbolicLink") {
      if (++hops > MAX_LINK_HOPS) return `symlink loop (${target})`;
      let next = node.entry.linkpath ?? "";
      if (posix3.isAbsolute(next)) return OUTSIDE;
      stack.pop(), queue.push(...next.split("/").reverse());
    }
  }
}

// src/domain/restore/extract.ts
function decompress(archive, maxBytes, zstd) {
  return decompressStream({ file: archive }, { zstd, name: "workspace archive", maxBytes, tooLarge: () => new CheckpointError(
    "INVALID_DATA",
    `the workspace archive expands beyond ${maxBytes} bytes, more than its manifest records`,
    "the archive was tampered with or damaged; nothing was written"
  ) });
}
async function validate2(archive, maxBytes, zstd) {
  let tar = await Promise.resolve().then(() => (init_index_min(), index_min_exports)), out2 = { problems: [], files: 0, dirs: 0, links: 0, privileged: [], outside: [] }, entries = [], stream = decompress(archive, maxBytes, zstd), parser = new tar.Parser({
    strict: !0,
    onReadEntry: (entry2) => {
      let why = entryProblem(entry2.type, entry2.path, entry2.linkpath);
      why ? out2.problems.push({ path: entry2.path, why }) : entry2.type === "Directory" ? out2.dirs++ : entry2.type === "SymbolicLink" || entry2.type === "Link" ? out2.links++ : out2.files++, entries.push({ type: entry2.type, path: entry2.path, linkpath: entry2.linkpath, mode: entry2.mode }), FILE_TYPES.has(entry2.type) && entry2.mode !== void 0 && (entry2.mode & 3072) !== 0 && out2.privileged.push({ path: normal(entry2.path), mode: entry2.mode }), entry2.resume();
    }
  }), parsed = new Promise((resolve10, reject) => {
    parser.on("warn", (code, message) => {
      (code === "TAR_ENTRY_INVALID" || code === "TAR_BAD_ARCHIVE" || code === "TAR_ENTRY_ERROR") && out2.problems.push({ path: "(archive)", why: message });
    }), parser.on("error", reject), parser.once("end", () => resolve10()), stream.once("error", reject), stream.pipe(parser);
  });
  return await Promise.all([parsed, finished(stream)]).catch((err) => {
    throw stream.destroy(), err;
  }), out2.problems.length === 0 && out2.problems.push(...treeProblems(entries, out2.outside)), out2;
}
async function extractTo(archive, dir, maxBytes, zstd) {
  let stream = decompress(archive, maxBytes, zstd), t = spawn5("tar", ["-x", "-C", dir, "--no-same-owner"], { stdio: ["pipe", "ignore", "pipe"] }), tarDone = exited(t, "tar -x", [0], stderrOf(t));
  stream.once("error", () => t.kill("SIGKILL")), tarDone.then(
    () => {
      stream.unpipe(), stream.resume();
    },
    () => stream.destroy()
  ), stream.pipe(t.stdin), t.stdin.on("error", () => {
  });
  let [z2, x] = await Promise.allSettled([finished(stream), tarDone]);
  if (z2.status === "rejected" && (z2.reason instanceof CheckpointError || x.status === "fulfilled")) throw z2.reason;
  if (x.status === "rejected") throw x.reason;
}
async function isEmptyDir(dir) {
  try {
    return (await readdir2(dir)).length === 0;
  } catch (err) {
    if (errnoCode(err) === "ENOENT") return;
    throw err;
  }
}
async function moveAside(abs, rel, displacedDir) {
  let r = rel;
  for (let n = 1; lstatSync6(join28(displacedDir, r), { throwIfNoEntry: !1 }); n++) r = `${rel}.${n}`;
  let to2 = join28(displacedDir, r);
  return await mkdir2(dirname13(to2), { recursive: !0, mode: 448 }), await rename2(abs, to2), r;
}
async function merge2(from, to2, rel, s3) {
  for (let e of await readdir2(from, { withFileTypes: !0 })) {
    let r = rel ? `${rel}/${e.name}` : e.name, src = join28(from, e.name), dst = join28(to2, e.name), existing = await lstat2(dst).catch(() => {
    });
    if (e.isDirectory() && existing?.isDirectory()) {
      await merge2(src, dst, r, s3);
      continue;
    }
    existing && (!existing.isDirectory() && s3.held.has(r) ? (await rm3(dst, { force: !0 }), s3.replaced++) : s3.displaced.push(await moveAside(dst, r, s3.displacedDir))), await rename2(src, dst);
  }
}
var STAGING_RE = /\.pai-restore-(\d+)-[0-9a-f]+$/;
async function sweepStaging(parent, base) {
  let names2;
  try {
    names2 = await readdir2(parent);
  } catch {
    return;
  }
  for (let n of names2) {
    let m2 = STAGING_RE.exec(n);
    m2 && n.startsWith(`.${base}.pai-restore-`) && !pidAlive(Number(m2[1])) && await rm3(join28(parent, n), { recursive: !0, force: !0 });
  }
}
function displacedDirOf(target) {
  return `${target}.pai-displaced-${(/* @__PURE__ */ new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`;
}
async function stageWorkspace(archive, target, o = {}) {
  let maxBytes = o.maxTarBytes ?? Number.MAX_SAFE_INTEGER, zstd = await requireZstd("restore a workspace");
  return stage(
    target,
    async (staging) => {
      let [check, extracted] = await Promise.allSettled([
        validate2(archive, maxBytes, zstd),
        extractTo(archive, staging, maxBytes, zstd)
      ]);
      if (check.status === "rejected") {
        let reason = check.reason;
        throw reason instanceof CheckpointError ? reason : new CheckpointError(
          "INVALID_DATA",
          `workspace archive unreadable: ${errorMessage(reason)}`,
          "the archive is damaged or not a pai-checkpoint archive; nothing was written"
        );
      }
      if (refuseProblems(archive, check.value.problems), extracted.status === "rejected") {
        let reason = extracted.reason;
        throw reason instanceof CheckpointError ? reason : new CheckpointError("IO", `extraction failed: ${errorMessage(reason)}`);
      }
      let { files, dirs, links, privileged, outside } = check.value;
      for (let p2 of privileged) {
        let abs = join28(staging, p2.path), st2 = await lstat2(abs).catch(() => {
        });
        st2?.isFile() && await chmod(abs, st2.mode & 1023);
      }
      let base = { files, dirs, links, replaced: 0 };
      return privileged.length && (base.strippedModes = privileged.length), outside.length && (base.outsideLinks = outside.sort()), base;
    },
    o.only
  );
}
function isChosen(path, chosen2) {
  return chosen2.some((c) => path === c || path.startsWith(`${c}/`));
}
function notHeld(missing) {
  return new CheckpointError(
    "NOT_FOUND",
    `the checkpoint holds no ${missing.map((p2) => JSON.stringify(p2)).join(", ")}: nothing was restored`,
    "name files or folders relative to the workspace root, as `pai-checkpoint inspect <id>` or `diff <id>` lists them"
  );
}
async function keepOnly(staging, only, base) {
  let missing = [];
  for (let p2 of only) {
    let segs = p2.split("/");
    for (let i = 1; i <= segs.length; i++) {
      let st2 = await lstat2(join28(staging, ...segs.slice(0, i))).catch(() => {
      });
      if (!st2 || i < segs.length && !st2.isDirectory()) {
        missing.push(p2);
        break;
      }
    }
  }
  if (missing.length) throw notHeld(missing);
  let counts = { files: 0, dirs: 0, links: 0 }, walk3 = async (dir, rel) => {
    for (let e of await readdir2(dir, { withFileTypes: !0 })) {
      let r = rel ? `${rel}/${e.name}` : e.name, abs = join28(dir, e.name);
      isChosen(r, only) ? (e.isDirectory() ? counts.dirs++ : e.isSymbolicLink() ? counts.links++ : counts.files++, e.isDirectory() && await walk3(abs, r)) : e.isDirectory() && only.some((c) => c.startsWith(`${r}/`)) ? await walk3(abs, r) : await rm3(abs, { recursive: !0, force: !0 });
    }
  };
  await walk3(staging, ""), Object.assign(base, counts);
  let outsideLinks = base.outsideLinks?.filter((l) => isChosen(l.slice(0, l.indexOf(" -> ")), only));
  outsideLinks?.length ? base.outsideLinks = outsideLinks : delete base.outsideLinks;
}
function refuseProblems(what, problems) {
  if (problems.length === 0) return;
  let list = problems.slice(0, 5).map((p2) => `${p2.path}: ${p2.why}`).join("; ");
  throw new CheckpointError(
    "INVALID_DATA",
    `refusing to restore ${what}: ${list}`,
    "it was tampered with or is not a pai-checkpoint snapshot; nothing was written"
  );
}
async function stage(target, fill, only) {
  let parent = dirname13(target), created = await mkdir2(parent, { recursive: !0 });
  await sweepStaging(parent, basename5(target));
  let staging = join28(parent, `.${basename5(target)}.pai-restore-${process.pid}-${randomBytes6(4).toString("hex")}`);
  await mkdir2(staging, { mode: 448 });
  let discard = async () => {
    await rm3(staging, { recursive: !0, force: !0 });
    for (let d = parent; created && d.startsWith(created) && await isEmptyDir(d) === !0; d = dirname13(d))
      await rmdir(d).catch(() => {
      });
  };
  try {
    let base = await fill(staging);
    return only && await keepOnly(staging, only, base), {
      discard,
      async commit(c = {}) {
        let report = { ...base }, empty = await isEmptyDir(target);
        if (empty !== !1)
          return empty && await rmdir(target), await rename2(staging, target), report;
        let s3 = {
          held: c.held ?? /* @__PURE__ */ new Set(),
          displacedDir: c.displacedDir ?? displacedDirOf(target),
          displaced: [],
          replaced: 0
        };
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

// src/domain/restore/restore.ts
init_errors();
import { createWriteStream as createWriteStream5, existsSync as existsSync7 } from "node:fs";
import { copyFile, lstat as lstat4, mkdir as mkdir5, readdir as readdir4, rename as rename4, rm as rm5 } from "node:fs/promises";
import { homedir as homedir6 } from "node:os";
import { dirname as dirname17, join as join34, posix as posix6 } from "node:path";
import { pipeline as pipeline6 } from "node:stream/promises";

// src/domain/restore/content.ts
init_errors();
import { closeSync as closeSync9, fchmodSync, futimesSync, lutimesSync, mkdirSync as mkdirSync6, openSync as openSync5, symlinkSync, writeSync as writeSync3 } from "node:fs";
import { dirname as dirname14, join as join29, posix as posix4 } from "node:path";
import { Readable as Readable5 } from "node:stream";
async function checkedTree(store, ref, index) {
  let idx = index ?? await loadContentIndex(store), entries = await loadTree(store, idx, ref), problems = [];
  for (let [path, kind, , size, , blobRef] of entries) {
    let why = path === "." || path.endsWith("/") || posix4.normalize(path) !== path ? "not a normal path to a file or link" : entryProblem(kind === "f" ? "File" : "SymbolicLink", path, kind === "l" ? blobRef : void 0);
    if (why) problems.push({ path, why });
    else if (kind === "f") {
      let total = blobRef.reduce((n, id) => n + idx.place(id).length, 0);
      total !== size && problems.push({ path, why: `its blobs hold ${total} bytes, the tree says ${size}` });
    }
  }
  let outside = [];
  return problems.length === 0 && problems.push(
    ...treeProblems(
      entries.map(([path, kind, mode, , , r]) => ({
        path,
        type: kind === "f" ? "File" : "SymbolicLink",
        mode,
        linkpath: kind === "l" ? r : void 0
      })),
      outside
    )
  ), refuseProblems("the workspace tree", problems), { entries, index: idx, outside: outside.sort() };
}
async function stageContent(store, tree, target, only) {
  let chosen2 = only ? { ...tree, entries: tree.entries.filter((e) => isChosen(e[0], only)) } : tree;
  return stage(target, (staging) => writeTree(store, chosen2, staging), only);
}
async function writeBlobs(store, index, packOrder, wants, open3, finish2) {
  for await (let { rec, raw } of readPacks(
    store,
    packOrder.map((id) => index.packs.get(id)),
    index
  ))
    for (let [id, off, len] of rec.blobs) {
      let targets = wants.get(id);
      if (!targets || index.blobs.get(id)?.pack !== rec.id) continue;
      let blob = blobIn(raw, rec.id, id, off, len);
      for (let t of targets) {
        let fd = open3(t.p);
        for (let at2 = 0; at2 < blob.length; ) at2 += writeSync3(fd, blob, at2, blob.length - at2, t.offset + at2);
        --t.p.left === 0 && finish2(fd, t.p.entry);
      }
      wants.delete(id);
    }
}
async function writeTree(store, { entries, index, outside }, dir) {
  let report = {
    files: 0,
    dirs: 0,
    links: 0,
    replaced: 0,
    ...outside.length ? { outsideLinks: outside } : {}
  }, made = /* @__PURE__ */ new Set(), parentOf = (path) => {
    let d = dirname14(join29(dir, path));
    return made.has(d) || (mkdirSync6(d, { recursive: !0, mode: 493 }), made.add(d)), join29(dir, path);
  }, stripped = 0, finish2 = (fd, e) => {
    (e[2] & 3072) !== 0 && stripped++, fchmodSync(fd, e[2] & 1023), futimesSync(fd, e[4] / 1e3, e[4] / 1e3), closeSync9(fd);
  }, wants = /* @__PURE__ */ new Map(), packOrder = [], seenPack = /* @__PURE__ */ new Set();
  for (let e of entries) {
    if (e[1] !== "f") continue;
    report.files++;
    let blobs = e[5];
    if (blobs.length === 0) {
      finish2(openSync5(parentOf(e[0]), "wx", 384), e);
      continue;
    }
    let p2 = { left: blobs.length, entry: e }, offset = 0;
    for (let id of blobs) {
      let place = index.place(id), list = wants.get(id) ?? [];
      list.push({ p: p2, offset }), wants.set(id, list), offset += place.length, seenPack.has(place.pack) || (seenPack.add(place.pack), packOrder.push(place.pack));
    }
  }
  if (await writeBlobs(
    store,
    index,
    packOrder,
    wants,
    (p2) => p2.fd ??= openSync5(parentOf(p2.entry[0]), "wx", 384),
    finish2
  ), wants.size > 0)
    throw new CheckpointError(
      "INVALID_DATA",
      `${wants.size} blob(s) were not found in their packs`,
      "run `pai-checkpoint verify --all`"
    );
  for (let e of entries) {
    if (e[1] !== "l") continue;
    let abs = parentOf(e[0]);
    symlinkSync(e[5], abs), lutimesSync(abs, e[4] / 1e3, e[4] / 1e3), report.links++;
  }
  return report.dirs = made.size, stripped && (report.strippedModes = stripped), report;
}
function exportTar(store, tree, o = {}) {
  return compressStream(
    { stream: Readable5.from(tarBlocks(store, tree)) },
    { level: o.level ?? 3, purpose: "export a workspace" }
  );
}
async function* tarBlocks(store, { entries, index }) {
  let { Header, Pax } = await Promise.resolve().then(() => (init_index_min(), index_min_exports)), cache = /* @__PURE__ */ new Map(), packOf = async (id) => {
    let raw = cache.get(id);
    return raw || (raw = await readPack(store, index.packs.get(id), index), cache.set(id, raw), cache.size > 4 && cache.delete(cache.keys().next().value)), raw;
  };
  for (let [path, kind, mode, size, mtimeMs, ref] of entries) {
    let mtime = new Date(Math.floor(mtimeMs / 1e3) * 1e3), h = new Header({
      path,
      mode: mode & 4095,
      uid: 0,
      gid: 0,
      uname: "",
      gname: "",
      size: kind === "f" ? size : 0,
      mtime,
      type: kind === "f" ? "File" : "SymbolicLink",
      ...kind === "l" ? { linkpath: ref } : {}
    });
    if (h.encode() && (yield new Pax({
      path,
      ...kind === "l" ? { linkpath: ref } : {},
      size: kind === "f" ? size : 0,
      mtime
    }).encode()), yield h.block, kind === "f") {
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
  if (!tree)
    throw new CheckpointError(
      "INVALID_DATA",
      `checkpoint ${m2.id}: its workspace is stored by content but its manifest names no tree`,
      "restore an earlier checkpoint"
    );
  return tree;
}

// src/domain/restore/target.ts
init_errors();
import { existsSync as existsSync4, lstatSync as lstatSync7, readFileSync as readFileSync13, readdirSync as readdirSync6, realpathSync as realpathSync8, statSync as statSync16 } from "node:fs";
import { tmpdir as tmpdir2, userInfo } from "node:os";
import { basename as basename6, dirname as dirname15, join as join30, resolve as resolve9, sep as sep2 } from "node:path";
var SYSTEM_TREES = [
  "/bin",
  "/boot",
  "/dev",
  "/etc",
  "/lib",
  "/lib32",
  "/lib64",
  "/libx32",
  "/proc",
  "/run",
  "/sbin",
  "/sys",
  "/usr",
  "/snap",
  "/var/lib",
  "/var/log",
  "/var/spool",
  "/var/cache",
  "/var/run",
  "/var/mail",
  "/System",
  "/Library",
  "/Applications",
  "/private/etc",
  "/private/var/db"
], SHARED_ROOTS = [
  "/home",
  "/Users",
  "/root",
  "/tmp",
  "/var",
  "/var/tmp",
  "/opt",
  "/srv",
  "/mnt",
  "/media",
  "/private",
  "/private/tmp",
  "/private/var",
  "/Volumes"
], HOME_PARENTS = ["/home", "/Users"];
function systemUsers(file = "/etc/passwd") {
  let text3;
  try {
    text3 = readFileSync13(file, "utf8");
  } catch {
    return [];
  }
  let users = [];
  for (let line of text3.split(`
`)) {
    let [name, , uid, , , home] = line.split(":");
    name && home && uid !== void 0 && /^\d+$/.test(uid) && users.push({ name, uid: Number(uid), home });
  }
  return users;
}
function realPathOf(p2) {
  let abs = resolve9(p2), rest = [], at2 = abs;
  for (; ; )
    try {
      return join30(realpathSync8(at2), ...rest.reverse());
    } catch {
      let up = dirname15(at2);
      if (up === at2) return abs;
      rest.push(basename6(at2)), at2 = up;
    }
}
var within = (p2, root) => p2 === root || p2.startsWith(root.endsWith(sep2) ? root : root + sep2), ELSEWHERE = "pass --to <a project folder> (an empty or new folder is safest)", OWN = "restore as that user, or pass --to <a folder of your own>";
function restoreTargetProblem(target, home, users = systemUsers()) {
  let t = realPathOf(target), h = realPathOf(home), problem = (why, hint = ELSEWHERE) => ({ why, hint });
  if (t === "/" || t === sep2) return problem("the file-system root");
  if (t === h) return problem("your home folder itself");
  if (within(h, t)) return problem("a folder that contains your home folder");
  let hidden = hiddenFolderOfAHome(t, h, users);
  if (hidden) return problem(hidden, `${ELSEWHERE}, then copy what you need from it by hand`);
  let other = otherUsersHome(t, h, users);
  if (other) return problem(other, OWN);
  let gitDir = gitDirOf(t);
  if (gitDir)
    return problem(
      `inside the git folder ${gitDir}: git runs what its hooks and config say`,
      basename6(gitDir) === ".git" ? `pass --to ${dirname15(gitDir)} (the project that holds it) or another project folder` : ELSEWHERE
    );
  for (let s3 of SYSTEM_TREES) if (within(t, s3)) return problem(`a system folder (${s3})`);
  return [...SHARED_ROOTS, realPathOf(tmpdir2())].includes(t) ? problem(`a shared system folder (${t})`) : notAFolder(t) ?? ownedByAnother(t, users);
}
function ownHomes(home) {
  let db;
  try {
    db = userInfo().homedir;
  } catch {
    db = void 0;
  }
  return [home, ...db ? [realPathOf(db)] : []];
}
function allHomes(users) {
  let homes = users.map((u2) => u2.home).filter((d) => d.startsWith("/") && d !== "/");
  for (let parent of HOME_PARENTS)
    try {
      for (let n of readdirSync6(parent)) !n.startsWith(".") && n !== "Shared" && homes.push(join30(parent, n));
    } catch {
    }
  return [...new Set(homes.map(realPathOf))];
}
function hiddenFolderOfAHome(t, h, users) {
  for (let home of [h, ...allHomes(users)]) {
    if (!within(t, home) || t === home || home === "/") continue;
    let first = t.slice(home.length + 1).split(sep2)[0] ?? "";
    if (first.startsWith("."))
      return home === h ? `a hidden folder of your home (${join30(h, first)}): keys, credentials and settings live there` : `a hidden folder of a user's home (${join30(home, first)}): keys, credentials and settings live there`;
  }
}
function otherUsersHome(t, h, users) {
  let uid = process.getuid?.(), mine = ownHomes(h), others = users.filter((u2) => u2.uid !== uid && (u2.uid === 0 || u2.uid >= 1e3) && u2.home.startsWith("/") && u2.home !== "/").map((u2) => ({ home: realPathOf(u2.home), who: `${u2.name}'s` }));
  for (let parent of HOME_PARENTS) {
    let name = within(t, parent) && t !== parent ? t.slice(parent.length + 1).split(sep2)[0] : void 0, owner = name ? lstatOf(join30(parent, name))?.uid : void 0;
    name && owner !== void 0 && owner !== uid && owner !== 0 && others.push({ home: join30(parent, name), who: `${users.find((u2) => u2.uid === owner)?.name ?? `uid ${owner}`}'s` });
  }
  for (let o of others)
    if (!mine.some((m2) => within(m2, o.home) || within(o.home, m2)) && within(t, o.home))
      return `inside ${o.who} home folder (${o.home})`;
}
function gitDirOf(t) {
  let segs = t.split(sep2), at2 = segs.findIndex((s3) => isGitDir(s3));
  if (at2 > 0) return segs.slice(0, at2 + 1).join(sep2);
  for (let d = t; ; d = dirname15(d)) {
    if (existsSync4(join30(d, "HEAD")) && isDir(join30(d, "objects")) && isDir(join30(d, "refs"))) return d;
    if (dirname15(d) === d) return;
  }
}
function lstatOf(p2) {
  try {
    return lstatSync7(p2);
  } catch {
    return;
  }
}
function isDir(p2) {
  try {
    return statSync16(p2).isDirectory();
  } catch {
    return !1;
  }
}
function notAFolder(t) {
  for (let d = t; ; d = dirname15(d)) {
    let st2 = lstatOf(d);
    if (st2)
      return st2.isDirectory() ? void 0 : {
        why: d === t ? "it is a file, not a folder" : `it lies beneath the file ${d}`,
        hint: "pass --to <a folder> (a new one is made)"
      };
    if (dirname15(d) === d) return;
  }
}
function ownedByAnother(t, users) {
  let uid = process.getuid?.();
  if (uid !== void 0)
    for (let d = t; ; d = dirname15(d)) {
      let st2 = lstatOf(d);
      if (st2) {
        if (st2.uid === uid || st2.uid === 0 || d !== t && uid !== 0) return;
        let name = users.find((u2) => u2.uid === st2.uid)?.name, who = `another user (${name ? `${name}, ` : ""}uid ${st2.uid})`;
        return { why: d === t ? `it belongs to ${who}` : `it would be made in ${d}, which belongs to ${who}`, hint: OWN };
      }
      if (dirname15(d) === d) return;
    }
}
function assertRestoreTarget(target, home) {
  let p2 = restoreTargetProblem(target, home);
  if (p2) throw refusal(target, p2);
  return resolve9(target);
}
function refusal(target, p2) {
  return new CheckpointError("USAGE", `refusing to restore into ${resolve9(target)}: ${p2.why}`, p2.hint);
}

// src/domain/restore/git.ts
import { existsSync as existsSync5, lstatSync as lstatSync8, readdirSync as readdirSync7 } from "node:fs";
import { readdir as readdir3, rename as rename3, rm as rm4 } from "node:fs/promises";
import { join as join31 } from "node:path";
async function git3(cwd, args, o = {}) {
  let stdout = await gitOut(cwd, args);
  return o.raw ? stdout : stdout.trim();
}
async function tryGit(cwd, args, o = {}) {
  try {
    return await git3(cwd, args, o);
  } catch {
    return;
  }
}
function isLocalPath(url2) {
  if (url2.includes("://")) return !1;
  let colon = url2.indexOf(":"), slash = url2.indexOf("/");
  return colon < 0 || slash >= 0 && slash < colon;
}
async function borrowLocalObjects(repo, url2) {
  let scratch = join31(repo, ".git", "pai-local-clone"), objects = join31(repo, ".git", "objects");
  try {
    return await git3(repo, ["clone", "-q", "--bare", "--local", "--", url2, scratch]), await incompleteClone(scratch) ? !1 : (await rename3(objects, join31(scratch, "objects.empty")), await rename3(join31(scratch, "objects"), objects).catch(async (err) => {
      throw await rename3(join31(scratch, "objects.empty"), objects), err;
    }), !0);
  } catch {
    return !1;
  } finally {
    await rm4(scratch, { recursive: !0, force: !0 });
  }
}
async function incompleteClone(bare) {
  return existsSync5(join31(bare, "shallow")) || existsSync5(join31(bare, "objects", "info", "alternates")) ? !0 : (await readdir3(join31(bare, "objects", "pack")).catch(() => [])).some((f2) => f2.endsWith(".promisor"));
}
var names = (z2) => (z2 ?? "").split("\0").filter(Boolean);
async function recoverableFromGit(repo) {
  let tracked = await tryGit(repo, ["ls-files", "-z"], { raw: !0 });
  if (tracked === void 0) return /* @__PURE__ */ new Set();
  let changed = new Set(
    names(await tryGit(repo, ["diff", "--name-only", "--no-renames", "-z", "HEAD"], { raw: !0 }))
  );
  return new Set(names(tracked).filter((f2) => !changed.has(f2)));
}
async function completeCheckout(repo, deletions) {
  await tryGit(repo, ["update-index", "-q", "--refresh"]);
  let missing = names(await tryGit(repo, ["ls-files", "-d", "-z"], { raw: !0 })).filter((p2) => !deletions.has(p2));
  for (let i = 0; i < missing.length; i += 500)
    await git3(repo, ["checkout-index", "-f", "-q", "--", ...missing.slice(i, i + 500)]);
}
async function clearWayFor(repo, commit, way) {
  let diff = (...args) => tryGit(repo, ["diff", "--name-only", "--no-renames", "-z", ...args], { raw: !0 }), [listing, head, between, local] = await Promise.all([
    tryGit(repo, ["ls-tree", "-r", "-z", "--full-tree", commit], { raw: !0 }),
    tryGit(repo, ["rev-parse", "-q", "--verify", "HEAD"]),
    diff("HEAD", commit),
    diff("HEAD")
  ]);
  if (listing === void 0) return;
  let modes = /* @__PURE__ */ new Map();
  for (let rec of names(listing)) modes.set(rec.slice(rec.indexOf("	") + 1), rec.slice(0, rec.indexOf(" ")));
  let written = head === void 0 ? [...modes.keys()] : [.../* @__PURE__ */ new Set([...names(between), ...names(local)])].filter((p2) => modes.has(p2));
  if (written.length === 0) return;
  let tracked = new Set(names(await tryGit(repo, ["ls-files", "-z"], { raw: !0 }))), keep = (rel) => way.held.has(rel) || tracked.has(rel), aside = async (rel) => {
    way.displaced.push(await moveAside(join31(repo, rel), rel, way.displacedDir));
  }, folders = /* @__PURE__ */ new Map();
  for (let path of written.sort()) {
    let segs = path.split("/"), there = !0;
    for (let i = 1; i < segs.length && there; i++) {
      let dir = segs.slice(0, i).join("/"), known2 = folders.get(dir);
      if (known2 === void 0) {
        let st3 = lstatSync8(join31(repo, dir), { throwIfNoEntry: !1 });
        st3 && !st3.isDirectory() && !keep(dir) && await aside(dir), folders.set(dir, known2 = !!st3?.isDirectory());
      }
      there = known2;
    }
    let st2 = there ? lstatSync8(join31(repo, path), { throwIfNoEntry: !1 }) : void 0;
    st2 && (st2.isDirectory() ? modes.get(path) !== "160000" && holdsUnkept(join31(repo, path), path, keep) && await aside(path) : keep(path) || await aside(path));
  }
}
function holdsUnkept(abs, rel, keep) {
  for (let e of readdirSync7(abs, { withFileTypes: !0 })) {
    let r = `${rel}/${e.name}`;
    if (e.isDirectory() ? holdsUnkept(join31(abs, e.name), r, keep) : !keep(r)) return !0;
  }
  return !1;
}

// src/domain/transcript/relocate.ts
init_errors();
import { createReadStream as createReadStream7, createWriteStream as createWriteStream4 } from "node:fs";
import { stat as stat4 } from "node:fs/promises";
import { posix as posix5 } from "node:path";
import { Transform as Transform7 } from "node:stream";
import { pipeline as pipeline5 } from "node:stream/promises";
var MiB = 1024 * 1024, MAX_LINE_BYTES2 = 32 * MiB, MAX_DEPTH = 256, MAX_ROOT = 4096;
function relocationRootProblem(root) {
  if (!root.startsWith("/")) return "not an absolute path";
  if (root.length > MAX_ROOT) return `longer than ${MAX_ROOT} characters`;
  if (/[\u0000-\u001f\u007f]/.test(root)) return "contains a control character";
  if (root === "/") return "the file-system root";
  if (posix5.normalize(root) !== root || root.endsWith("/")) return "not a normal path (., .., // or a trailing /)";
}
function relocatePath(s3, from, to2) {
  if (s3 === from) return to2;
  if (s3.length > from.length && s3.startsWith(from) && s3.charCodeAt(from.length) === 47)
    return to2 + s3.slice(from.length);
}
var TooDeep = class extends Error {
};
function walk2(v2, from, to2, depth, count2) {
  if (typeof v2 == "string") {
    let s3 = relocatePath(v2, from, to2);
    return s3 === void 0 ? v2 : (count2.strings++, s3);
  }
  if (typeof v2 != "object" || v2 === null) return v2;
  if (depth >= MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(v2)) {
    for (let i = 0; i < v2.length; i++) v2[i] = walk2(v2[i], from, to2, depth + 1, count2);
    return v2;
  }
  let o = v2;
  for (let k2 of Object.keys(o)) {
    let before = o[k2], after = walk2(before, from, to2, depth + 1, count2);
    after !== before && Object.defineProperty(o, k2, { value: after, writable: !0, enumerable: !0, configurable: !0 });
  }
  return o;
}
var utf8 = new TextDecoder("utf-8", { fatal: !0 }), BLANK = /* @__PURE__ */ new Set([32, 9, 13]);
function relocateLine(line, from, to2) {
  if (!line.includes(from) && !line.includes("\\")) return "same";
  let text3;
  try {
    text3 = typeof line == "string" ? line : utf8.decode(line);
  } catch {
    return "kept";
  }
  let value;
  try {
    value = JSON.parse(text3);
  } catch {
    return "kept";
  }
  let count2 = { strings: 0 };
  try {
    value = walk2(value, from, to2, 0, count2);
  } catch (err) {
    if (err instanceof TooDeep) return "kept";
    throw err;
  }
  if (count2.strings === 0) return "same";
  let start = 0, end = text3.length;
  for (; start < end && BLANK.has(text3.charCodeAt(start)); ) start++;
  for (; end > start && BLANK.has(text3.charCodeAt(end - 1)); ) end--;
  return { text: text3.slice(0, start) + JSON.stringify(value) + text3.slice(end), strings: count2.strings };
}
var NEWLINE = Buffer.from(`
`), LineRelocator = class extends Transform7 {
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
    if (this.written += b2.length, this.written > this.maxOut)
      throw new CheckpointError(
        "TOO_LARGE",
        `the relocated transcript would exceed ${this.maxOut} bytes (from ${this.o.from} to ${this.o.to})`
      );
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
    let line = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    if (this.pending = [], this.pendingBytes = 0, this.passing) this.passing = !1;
    else {
      let r = line.length === 0 ? "same" : relocateLine(line, this.o.from, this.o.to);
      r === "kept" && this.report.keptUnparsed++, typeof r == "object" ? (this.report.rewrittenLines++, this.report.rewrittenStrings += r.strings, this.out(Buffer.from(r.text, "utf8"))) : this.out(line);
    }
    this.report.lines++, newline && this.out(NEWLINE);
  }
};
function relocateStream(o) {
  for (let [what, root] of [
    ["old root", o.from],
    ["new root", o.to]
  ]) {
    let why = relocationRootProblem(root);
    if (why)
      throw new CheckpointError(
        "INVALID_DATA",
        `cannot relocate a transcript: the ${what} ${JSON.stringify(root.slice(0, 200))} is ${why}`
      );
  }
  let report = {
    from: o.from,
    to: o.to,
    lines: 0,
    rewrittenLines: 0,
    rewrittenStrings: 0,
    keptUnparsed: 0
  };
  return { stream: new LineRelocator(
    o,
    report,
    o.maxLineBytes ?? MAX_LINE_BYTES2,
    o.maxOutputBytes ?? Number.POSITIVE_INFINITY
  ), report };
}
async function relocateTranscript(input, output, o) {
  let maxOutputBytes = o.maxOutputBytes ?? (await stat4(input)).size * 2 + 16 * MiB, { stream, report } = relocateStream({ ...o, maxOutputBytes });
  return await pipeline5(
    createReadStream7(input, { highWaterMark: MiB }),
    stream,
    createWriteStream4(output, { flags: "wx", mode: 384 })
  ), report;
}

// src/domain/restore/mcp.ts
init_errors();
import { lstat as lstat3, mkdir as mkdir3, readFile as readFile2, writeFile } from "node:fs/promises";
import { dirname as dirname16, join as join32 } from "node:path";
async function readMcpStates(store, sessionId, m2) {
  return Promise.all(
    mcpServersOf(m2.parts).map(async (server) => {
      try {
        let raw = await getJson(store, storedPartKey({ ...m2, session_id: sessionId }, mcpStatePart(server)));
        return {
          server,
          stored: raw === void 0 ? { ok: !1, problem: "its part is missing" } : readStoredState(raw)
        };
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
  await Promise.all(
    states.filter((s3) => !byServer.has(s3.server)).map(async (s3) => byServer.set(s3.server, await restoreOther(s3, configured, o)))
  );
  let servers = states.map((s3) => byServer.get(s3.server)), placed = {
    servers,
    warnings: servers.filter((r) => r.outcome === "failed").map((r) => `MCP server ${r.server}: its state was not restored: ${r.error}`)
  };
  return displaced.dir && displaced.paths.length && (placed.displaced = { dir: displaced.dir, paths: displaced.paths.sort() }), placed;
}
var sha2562 = (data) => sha256Hex(data);
async function restoreFiles(server, files, o, displaced) {
  let done = { server, kind: "files", outcome: "restored", files: files.map((f2) => f2.path) };
  try {
    let toWrite = [];
    for (let f2 of files) {
      let abs = await resolveInside(o.target, f2.path, `MCP state file of ${server}`), st2 = await lstat3(abs).catch(() => {
      });
      st2?.isFile() && st2.size === f2.data.length && sha2562(await readFile2(abs)) === sha2562(f2.data) || toWrite.push(f2);
    }
    if (toWrite.length === 0) return done;
    let staged = await stage(o.target, async (staging) => {
      for (let f2 of toWrite) {
        let file = join32(staging, f2.path);
        await mkdir3(dirname16(file), { recursive: !0 }), await writeFile(file, f2.data, { flag: "wx" });
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
  if (!s3.stored.ok)
    return { server, kind: "unknown", outcome: "failed", error: `its stored state is refused: ${s3.stored.problem}` };
  let state = s3.stored.state, skipped = (reason) => ({ server, kind: state.kind, outcome: "skipped", reason });
  if (state.kind === "stateless")
    return skipped(`stateless when captured${state.note ? ` (${state.note})` : ""}: nothing to restore`);
  if (state.kind === "error")
    return skipped(`its capture failed (${state.error ?? "no reason recorded"}): nothing to restore`);
  if (!o.startServers) return skipped("[mcp] query_servers = false: servers are not started");
  let here = configured[server];
  if (!here) return skipped(`not configured on this machine for ${o.target}`);
  let command;
  try {
    command = stdioCommand(here.config);
  } catch (err) {
    return { server, kind: "resource", outcome: "failed", error: errorMessage(err) };
  }
  if (!command)
    return skipped(
      `not a stdio server here (${typeof here.config.url == "string" ? "remote" : "no command"}): not started`
    );
  if (!mayStart(server, here, { home: o.home, claudeDir: o.claudeDir, project: o.target, allow: o.allow }))
    return skipped("a project (.mcp.json) server not approved in Claude Code: not started");
  try {
    return await withMcpServer(
      command,
      { cwd: o.target, timeoutMs: o.timeoutMs, graceMs: Math.min(2e3, o.timeoutMs) },
      async (client) => {
        if (!(await toolNames(client)).includes(RESTORE_TOOL)) return skipped(`the server has no ${RESTORE_TOOL} tool`);
        let r = await client.request("tools/call", { name: RESTORE_TOOL, arguments: { state: state.state ?? null } });
        return r.isError === !0 ? {
          server,
          kind: "resource",
          outcome: "failed",
          error: `${RESTORE_TOOL} answered with an error: ${toolText(r) || "no message"}`
        } : { server, kind: "resource", outcome: "restored" };
      }
    );
  } catch (err) {
    return { server, kind: "resource", outcome: "failed", error: errorMessage(err) };
  }
}
async function toolNames(client) {
  if (!client.capabilities.tools) return [];
  let names2 = [], cursor;
  for (let page = 0; page < 50; page++) {
    let r;
    try {
      r = await client.request("tools/list", cursor ? { cursor } : void 0);
    } catch (err) {
      if (err instanceof McpError && err.kind === "rpc") return names2;
      throw err;
    }
    for (let t of Array.isArray(r.tools) ? r.tools : [])
      typeof t?.name == "string" && names2.push(t.name);
    if (cursor = typeof r.nextCursor == "string" && r.nextCursor ? r.nextCursor : void 0, !cursor) break;
  }
  return names2;
}
function toolText(r) {
  return (Array.isArray(r.content) ? r.content : []).filter((c) => c?.type === "text" && typeof c.text == "string").map((c) => c.text).join(" ").slice(0, 500);
}

// src/domain/restore/git-state.ts
init_errors();
import { existsSync as existsSync6 } from "node:fs";
import { mkdir as mkdir4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join33 } from "node:path";
var HEX_RE = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, REMOTE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
async function validGitState(raw, where) {
  let s3 = raw, problems = [];
  if (!s3 || typeof s3 != "object") throw new CheckpointError("INVALID_DATA", `${where}: not an object`);
  let str2 = (v2) => typeof v2 == "string";
  s3.head !== null && !(str2(s3.head) && HEX_RE.test(s3.head)) && problems.push(`head ${JSON.stringify(s3.head)} is not a commit hash`), s3.branch !== null && (!str2(s3.branch) || await tryGit(tmpdir3(), ["check-ref-format", `refs/heads/${s3.branch}`]) === void 0 || s3.branch.startsWith("-")) && problems.push(`branch ${JSON.stringify(s3.branch)} is not a valid branch name`);
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
  if ((!Array.isArray(s3.remotes) || !Array.isArray(s3.stashes) || !Array.isArray(s3.changes)) && problems.push("remotes, stashes and changes must be lists"), problems.length)
    throw new CheckpointError(
      "INVALID_DATA",
      `${where}: refusing to restore (${problems.slice(0, 5).join("; ")})`,
      "the checkpoint was tampered with or damaged; nothing was written"
    );
  return s3;
}
async function restoreGit(store, m2, state, target, tmp, warnings, way) {
  let borrow = !existsSync6(join33(target, ".git"));
  borrow && (await mkdir4(target, { recursive: !0 }), await git3(target, ["init", "-q", ...state.branch ? ["-b", state.branch] : []]));
  for (let r of state.remotes)
    await tryGit(target, ["remote", "get-url", r.name]) === void 0 && await git3(target, ["remote", "add", r.name, r.url]), borrow && isLocalPath(r.url) && (borrow = !await borrowLocalObjects(target, r.url)), await tryGit(target, ["fetch", "-q", r.name]) === void 0 && warnings.push(`could not fetch ${r.name} (${r.url}): commits only on that remote are not restored`);
  let unpushedRestored = 0, bundle = join33(tmp, "unpushed.bundle");
  m2.parts["git/unpushed.bundle"] && await download(store, storedPartKey(m2, "git/unpushed.bundle"), bundle) && (await git3(target, ["bundle", "verify", "-q", bundle]).catch((err) => {
    throw new CheckpointError("INVALID_DATA", `git bundle of ${m2.id} does not verify: ${errorMessage(err)}`);
  }), await git3(target, ["fetch", "-q", bundle, "+refs/*:refs/pai-restore/*"]), unpushedRestored = typeof state.unpushed_commits == "number" ? state.unpushed_commits : 0);
  let action = "none";
  state.head && await tryGit(target, ["cat-file", "-e", `${state.head}^{commit}`]) !== void 0 ? action = await moveHead(m2, state, state.head, target, way) : state.head && warnings.push(
    `commit ${state.head} is not available (not on a reachable remote, not in the bundle): git HEAD not restored`
  );
  let stashesRestored = 0, known2 = new Set((await tryGit(target, ["stash", "list", "--format=%H"]))?.split(`
`) ?? []);
  for (let st2 of [...state.stashes].reverse())
    known2.has(st2.commit) || await tryGit(target, ["cat-file", "-e", `${st2.commit}^{commit}`]) === void 0 || await tryGit(target, ["stash", "store", "-m", st2.message, st2.commit]) !== void 0 && stashesRestored++;
  return { branch: state.branch, head: state.head, action, unpushedRestored, stashesRestored };
}
async function moveHead(m2, state, head, target, way) {
  let current = await tryGit(target, ["rev-parse", "-q", "--verify", "HEAD"]), branch = state.branch;
  if (current === head) return "HEAD already at the checkpoint";
  if (!current && way.filesFollow)
    return await git3(target, ["symbolic-ref", "HEAD", `refs/heads/${branch ?? "pai-restore"}`]), await git3(target, ["reset", "-q", head]), `checked out ${branch ?? "pai-restore"} at ${head.slice(0, 12)}`;
  if (await clearWayFor(target, head, way), !current)
    return await git3(target, ["checkout", "-q", "-f", "-B", branch ?? "pai-restore", head]), `checked out ${branch ?? "pai-restore"} at ${head.slice(0, 12)}`;
  if (branch && await tryGit(target, ["merge-base", "--is-ancestor", current, head]) !== void 0 && await tryGit(target, ["symbolic-ref", "--short", "-q", "HEAD"]) === branch)
    return await git3(target, ["merge", "-q", "--ff-only", head]), `fast-forwarded ${branch} to ${head.slice(0, 12)}`;
  let side = `pai-restore/${(branch ?? "detached").replace(/[^A-Za-z0-9._/-]/g, "-")}-${m2.id.slice(-8).toLowerCase()}`;
  return await git3(target, ["checkout", "-q", "-f", "-B", side, head]), `${branch ?? "HEAD"} has moved on; checked out ${side} at ${head.slice(0, 12)} (nothing was reset)`;
}

// src/domain/restore/restore.ts
function projectDirName(cwd) {
  return cwd.replace(/[^A-Za-z0-9]/g, "-");
}
function defaultTarget(m2) {
  return m2.workspace?.root ?? (typeof m2.project == "string" ? m2.project : void 0);
}
var MiB2 = 1024 * 1024;
function expansionLimit(recorded, entries, storedBytes) {
  return recorded !== void 0 ? recorded + (entries + 1) * 3 * 1024 + MiB2 : Math.max(256 * MiB2, storedBytes * 64);
}
var deletionsOf = (state) => new Set((state?.changes ?? []).filter((c) => c.code.includes("D")).map((c) => c.path));
async function unpackTo(store, key, file, maxBytes, tmp) {
  let z2 = join34(tmp, "part.zst");
  if (!await download(store, key, z2)) throw new CheckpointError("NOT_FOUND", `${store.location}/${key} is missing`);
  let unpacked = decompressStream({ file: z2 }, { name: key, maxBytes, tooLarge: () => new CheckpointError(
    "INVALID_DATA",
    `${key} expands beyond ${maxBytes} bytes, more than its manifest records`,
    "the checkpoint was tampered with or damaged; nothing was written"
  ), purpose: "restore a transcript" });
  await pipeline6(unpacked, createWriteStream5(file, { flags: "wx", mode: 384 }));
}
async function restoreCheckpoint(store, sessionId, id, o) {
  assertSafeKey("session id", sessionId);
  let target = assertRestoreTarget(o.to, o.home ?? homedir6()), v2 = await verifyCheckpoint(store, sessionId, id, { force: o.force });
  if (!v2.ok || !v2.manifest)
    throw verifyFailure(
      v2,
      v2.manifest?.parent_checkpoint_id ? `restore its parent instead: ${v2.manifest.parent_checkpoint_id}` : "restore an earlier checkpoint of the session"
    );
  let m2 = v2.manifest, report = { id, sessionId, target, warnings: [] };
  v2.signature && v2.signature !== "signed" && report.warnings.push(`checkpoint ${id}: ${v2.signature}; restored anyway (--force)`);
  let tmp = await makeWorkDir(o.scratch ?? DEFAULT_SCRATCH, "restore"), staged;
  try {
    staged = await stageAll(store, m2, sessionId, target, tmp, o);
    let held = /* @__PURE__ */ new Set(), empty = !existsSync7(target) || (await readdir4(target)).length === 0;
    if (!o.transcriptOnly && !empty && o.safety) {
      let safety = await o.safety(target);
      held = new Set(safety.held), held.size > 0 && (report.safetyCheckpoint = safety.id);
    }
    let filesFollow = empty && staged.workspace !== void 0 && !o.only, way = { held, displacedDir: displacedDirOf(target), displaced: [], filesFollow };
    if (staged.gitState && !o.only && (report.git = await restoreGit(store, m2, staged.gitState, target, tmp, report.warnings, way), !filesFollow))
      for (let f2 of await recoverableFromGit(target)) held.add(f2);
    return staged.workspace ? await placeWorkspace(staged.workspace, staged.gitState, target, way, report, o.only) : way.displaced.length && (report.displaced = { dir: way.displacedDir, paths: way.displaced.sort() }), filesFollow && report.git?.head && await completeCheckout(target, deletionsOf(staged.gitState)), o.only || (report.transcript = await placeTranscript(m2, staged, sessionId, report.warnings)), staged.mcp && o.mcp ? await placeMcp(staged.mcp, { ...o.mcp, target, home: o.home ?? homedir6(), claudeDir: o.claudeDir, held }, report) : o.mcp && o.transcriptOnly && (report.mcp = mcpNotRestored(m2, "the workspace was not restored (it is there): its MCP state stays as it is")), report.mcp?.length === 0 && delete report.mcp, report;
  } finally {
    await staged?.workspace?.discard(), await rm5(tmp, { recursive: !0, force: !0 });
  }
}
async function stageAll(store, m2, sessionId, target, tmp, o) {
  let key = (part) => storedPartKey({ ...m2, session_id: sessionId }, part), rawGit = !o.transcriptOnly && m2.parts["git/state.json"] ? await getJson(store, key("git/state.json")) : void 0, staged = {
    transcriptFile: join34(o.claudeDir, "projects", projectDirName(target), `${sessionId}.jsonl`),
    warnings: []
  };
  rawGit !== void 0 && (staged.gitState = await validGitState(rawGit, `${store.location}/${key("git/state.json")}`)), o.mcp && !o.transcriptOnly && !o.only && (staged.mcp = await readMcpStates(store, sessionId, m2));
  let archivePart = m2.parts["workspace.tar.zst"], tree = o.transcriptOnly ? void 0 : contentTreeOf(m2);
  if (tree) {
    let content = contentVolume(store, m2);
    staged.workspace = await stageContent(content, await checkedTree(content, tree), target, o.only);
  } else if (!o.transcriptOnly && archivePart) {
    let archive = join34(tmp, "workspace.tar.zst");
    await download(store, key("workspace.tar.zst"), archive);
    let w2 = m2.workspace, unpacked = typeof w2?.unpacked_bytes == "number" ? w2.unpacked_bytes : void 0;
    staged.workspace = await stageWorkspace(archive, target, {
      maxTarBytes: expansionLimit(unpacked, w2?.file_count ?? 0, archivePart.size),
      only: o.only
    });
  }
  if (o.only && !staged.workspace)
    throw new CheckpointError(
      "NOT_FOUND",
      `checkpoint ${m2.id} holds no workspace files: ${o.only.map((p2) => JSON.stringify(p2)).join(", ")} cannot be restored from it`,
      "restore an earlier checkpoint of the session"
    );
  let transcriptPart2 = m2.parts["transcript.jsonl.zst"];
  if (transcriptPart2 && !o.only && !existsSync7(staged.transcriptFile)) {
    staged.transcript = join34(tmp, "transcript.jsonl");
    let recorded = m2.conversation.transcript_bytes;
    await unpackTo(
      store,
      key("transcript.jsonl.zst"),
      staged.transcript,
      expansionLimit(typeof recorded == "number" ? recorded : void 0, 0, transcriptPart2.size),
      tmp
    ), await relocateStaged(m2, staged, target, tmp);
  }
  return staged;
}
async function relocateStaged(m2, staged, target, tmp) {
  let from = defaultTarget(m2);
  if (!staged.transcript || from === void 0 || from === target) return;
  let why = relocationRootProblem(from) ?? relocationRootProblem(target);
  if (why) {
    staged.warnings.push(
      `the transcript's paths were not rewritten for ${target}: the recorded workspace ${JSON.stringify(from.slice(0, 200))} or the target is ${why}`
    );
    return;
  }
  let relocated = join34(tmp, "transcript.relocated.jsonl");
  try {
    staged.relocated = await relocateTranscript(staged.transcript, relocated, { from, to: target }), staged.transcript = relocated;
  } catch (err) {
    if (!(err instanceof CheckpointError && err.code === "TOO_LARGE")) throw err;
    staged.warnings.push(`the transcript's paths were not rewritten for ${target}: ${err.message}`);
  }
}
async function placeWorkspace(staged, gitState, target, way, report, only) {
  let { held, displacedDir } = way;
  report.workspace = await staged.commit({ held, displacedDir });
  let displaced = [...way.displaced, ...report.workspace.displaced?.paths ?? []], deleted = 0;
  for (let c of gitState?.changes ?? []) {
    if (!c.code.includes("D") || only && !isChosen(c.path, only)) continue;
    let abs = await resolveInside(target, c.path, "a deletion recorded by git"), st2 = await lstat4(abs).catch(() => {
    });
    st2 && (!st2.isDirectory() && held.has(c.path) ? (await rm5(abs, { force: !0 }), deleted++) : displaced.push(await moveAside(abs, c.path, displacedDir)));
  }
  deleted && (report.deleted = deleted), displaced.length && (report.displaced = { dir: displacedDir, paths: displaced.sort() });
}
async function placeMcp(states, o, report) {
  let placed = await restoreMcpState(states, { ...o, displacedDir: report.displaced?.dir });
  report.mcp = placed.servers, report.warnings.push(...placed.warnings), placed.displaced && (report.displaced = {
    dir: placed.displaced.dir,
    paths: [...report.displaced?.paths ?? [], ...placed.displaced.paths].sort()
  });
}
async function placeTranscript(m2, staged, sessionId, warnings) {
  let { transcript: unpacked, transcriptFile } = staged;
  if (warnings.push(...staged.warnings), !m2.parts["transcript.jsonl.zst"]) return { path: "", action: "none in checkpoint" };
  if (!unpacked) return { path: transcriptFile, action: "already there" };
  await mkdir5(dirname17(transcriptFile), { recursive: !0, mode: 448 });
  let temp = join34(dirname17(transcriptFile), `.${sessionId}.${process.pid}.restore-tmp`);
  try {
    await copyFile(unpacked, temp), await rename4(temp, transcriptFile);
  } finally {
    await rm5(temp, { force: !0 });
  }
  return { path: transcriptFile, action: "restored", ...staged.relocated ? { relocated: staged.relocated } : {} };
}
export {
  CheckpointError,
  EXIT,
  LocalVolume,
  MANIFEST_VERSION,
  PHASES,
  S3Volume,
  TRIGGERS,
  appendEvent,
  applyRetention,
  captureCheckpoint,
  captureEnvironment,
  captureGit,
  checkedTree,
  checkpointFilename,
  checkpointStateSchema,
  cleanupCheckpoints,
  cleanupCheckpointsSync,
  commitCheckpoint,
  completeCheckpoint,
  completeCheckpointSync,
  createCheckpoint,
  createCheckpointSync,
  deleteCheckpoint,
  detectIncompleteCheckpoint,
  detectUnfinished,
  entryProblem,
  exportTar,
  extractWorkspace,
  findOrphans,
  findRecord,
  iscCriterionSchema,
  keyringFor,
  listCheckpoints,
  listSessions,
  listWorkspace,
  loadCheckpoint,
  loadConfig,
  loadContentIndex,
  loadIndex,
  loadTree,
  loadVerified,
  manifestChecksum,
  openVolumeAt,
  paiPaths,
  parseManifest,
  parseRecord,
  pickEngine,
  planRetention,
  readCheckpointRef,
  readManifest,
  rebuildIndex,
  resolveCheckpointsDir,
  resolvePaiDir,
  restoreCheckpoint,
  scanAlgorithmText,
  scanCheckpoints,
  snapshotContent,
  snapshotStream,
  stageContent,
  summarizeTranscript,
  updateCheckpointRef,
  verifyCheckpoint,
  writeTree
};
