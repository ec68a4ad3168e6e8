"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: !0 });
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

// src/platform/smtp.ts
var smtp_exports = {};
__export(smtp_exports, {
  sendMail: () => sendMail
});
module.exports = __toCommonJS(smtp_exports);

// node_modules/nodemailer/dist/esm/mailer/index.js
var import_node_events = require("node:events");

// node_modules/nodemailer/dist/esm/shared/url.js
var import_node_net = __toESM(require("node:net"), 1), import_node_url = __toESM(require("node:url"), 1);

// node_modules/nodemailer/dist/esm/punycode/index.js
var regexPunycode = /^xn--/, regexNonASCII = /[^\0-\x7F]/, regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g, errors = {
  overflow: "Overflow: input needs wider integers to process",
  "not-basic": "Illegal input >= 0x80 (not a basic code point)",
  "invalid-input": "Invalid input"
}, baseMinusTMin = 35, floor = Math.floor, stringFromCharCode = String.fromCharCode;
function error(type) {
  throw new RangeError(errors[type]);
}
function map(array, callback) {
  let result = [], length = array.length;
  for (; length--; )
    result[length] = callback(array[length]);
  return result;
}
function mapDomain(domain, callback) {
  let parts = domain.split("@"), result = "";
  parts.length > 1 && (result = parts[0] + "@", domain = parts[1]), domain = domain.replace(regexSeparators, ".");
  let labels = domain.split("."), encoded = map(labels, callback).join(".");
  return result + encoded;
}
function ucs2decode(string) {
  let output = [], counter = 0, length = string.length;
  for (; counter < length; ) {
    let value = string.charCodeAt(counter++);
    if (value >= 55296 && value <= 56319 && counter < length) {
      let extra = string.charCodeAt(counter++);
      (extra & 64512) == 56320 ? output.push(((value & 1023) << 10) + (extra & 1023) + 65536) : (output.push(value), counter--);
    } else
      output.push(value);
  }
  return output;
}
var basicToDigit = function(codePoint) {
  return codePoint >= 48 && codePoint < 58 ? 26 + (codePoint - 48) : codePoint >= 65 && codePoint < 91 ? codePoint - 65 : codePoint >= 97 && codePoint < 123 ? codePoint - 97 : 36;
}, digitToBasic = function(digit, flag) {
  return digit + 22 + 75 * +(digit < 26) - (+(flag != 0) << 5);
}, adapt = function(delta, numPoints, firstTime) {
  let k = 0;
  for (
    delta = firstTime ? floor(delta / 700) : delta >> 1, delta += floor(delta / numPoints);
    /* no initialization */
    delta > baseMinusTMin * 26 >> 1;
    k += 36
  )
    delta = floor(delta / baseMinusTMin);
  return floor(k + (baseMinusTMin + 1) * delta / (delta + 38));
}, decode = function(input) {
  let output = [], inputLength = input.length, i = 0, n = 128, bias = 72, basic = input.lastIndexOf("-");
  basic < 0 && (basic = 0);
  for (let j = 0; j < basic; ++j)
    input.charCodeAt(j) >= 128 && error("not-basic"), output.push(input.charCodeAt(j));
  for (let index = basic > 0 ? basic + 1 : 0; index < inputLength; ) {
    let oldi = i;
    for (let w = 1, k = 36; ; k += 36) {
      index >= inputLength && error("invalid-input");
      let digit = basicToDigit(input.charCodeAt(index++));
      digit >= 36 && error("invalid-input"), digit > floor((2147483647 - i) / w) && error("overflow"), i += digit * w;
      let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
      if (digit < t)
        break;
      let baseMinusT = 36 - t;
      w > floor(2147483647 / baseMinusT) && error("overflow"), w *= baseMinusT;
    }
    let out = output.length + 1;
    bias = adapt(i - oldi, out, oldi == 0), floor(i / out) > 2147483647 - n && error("overflow"), n += floor(i / out), i %= out, output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}, encode = function(input) {
  let output = [], codePoints = ucs2decode(input), inputLength = codePoints.length, n = 128, delta = 0, bias = 72;
  for (let currentValue of codePoints)
    currentValue < 128 && output.push(stringFromCharCode(currentValue));
  let basicLength = output.length, handledCPCount = basicLength;
  for (basicLength && output.push("-"); handledCPCount < inputLength; ) {
    let m = 2147483647;
    for (let currentValue of codePoints)
      currentValue >= n && currentValue < m && (m = currentValue);
    let handledCPCountPlusOne = handledCPCount + 1;
    m - n > floor((2147483647 - delta) / handledCPCountPlusOne) && error("overflow"), delta += (m - n) * handledCPCountPlusOne, n = m;
    for (let currentValue of codePoints)
      if (currentValue < n && ++delta > 2147483647 && error("overflow"), currentValue === n) {
        let q = delta;
        for (let k = 36; ; k += 36) {
          let t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
          if (q < t)
            break;
          let qMinusT = q - t, baseMinusT = 36 - t;
          output.push(stringFromCharCode(digitToBasic(t + qMinusT % baseMinusT, 0))), q = floor(qMinusT / baseMinusT);
        }
        output.push(stringFromCharCode(digitToBasic(q, 0))), bias = adapt(delta, handledCPCountPlusOne, handledCPCount === basicLength), delta = 0, ++handledCPCount;
      }
    ++delta, ++n;
  }
  return output.join("");
}, toUnicode = function(input) {
  return mapDomain(input, function(string) {
    return regexPunycode.test(string) ? decode(string.slice(4).toLowerCase()) : string;
  });
}, toASCII = function(input) {
  return mapDomain(input, function(string) {
    return regexNonASCII.test(string) ? "xn--" + encode(string) : string;
  });
};

// node_modules/nodemailer/dist/esm/shared/url.js
var SLASHLESS_AUTHORITY = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(?!\/\/)([\s\S]+)$/;
function stripSurroundingWhitespace(input) {
  let start = 0, end = input.length;
  for (; start < end && input.charCodeAt(start) <= 32; )
    start++;
  for (; end > start && input.charCodeAt(end - 1) <= 32; )
    end--;
  return input.slice(start, end);
}
var LEGACY_TRIM = /^[\x00-\x20\u00a0\ufeff]+/, AUTHORITY = /^([a-zA-Z0-9+.-]+:)?[\\/]{2}([^\\/?#]*)/, FORBIDDEN_HOST_CHARS = /[\x00-\x20#/:<>?@[\\\]^|\x7f]/, CONTROL_CHARS = /[\x00-\x1f\x7f]/;
function invalidUrl(input) {
  let err = new TypeError("Invalid URL");
  return err.code = "ERR_INVALID_URL", err.input = input, err;
}
function legacyParse(input, parseQueryString, whatwgError, slashesDenoteHost) {
  let parsed = import_node_url.default.parse(input, parseQueryString, slashesDenoteHost), authority = AUTHORITY.exec(input.replace(LEGACY_TRIM, ""));
  if (authority && (authority[1] || parsed.hostname !== null)) {
    let written = authority[2].slice(authority[2].lastIndexOf("@") + 1);
    if (!written || CONTROL_CHARS.test(written) || (parsed.host || "").toLowerCase() !== toASCII(written.toLowerCase()) || written.charAt(0) === "[" && !import_node_net.default.isIPv6(written.slice(1, written.indexOf("]"))))
      throw whatwgError;
  } else if (parsed.hostname !== null)
    throw whatwgError;
  let legacyAuth = parsed.auth === null || parsed.auth === void 0 ? null : parsed.auth.split(":"), result = parsed;
  return result.username = legacyAuth ? legacyAuth.shift() : null, result.password = legacyAuth && legacyAuth.length ? legacyAuth.join(":") : null, result;
}
function safeDecode(str) {
  try {
    return decodeURIComponent(str);
  } catch {
    return str;
  }
}
function normalizeHostname(raw, href) {
  let hostname = raw || "";
  if (!hostname)
    return "";
  if (hostname.charAt(0) === "[" && hostname.charAt(hostname.length - 1) === "]")
    return hostname.slice(1, -1);
  let decoded = safeDecode(hostname), mapped = FORBIDDEN_HOST_CHARS.test(decoded) ? "" : import_node_url.default.domainToASCII(decoded);
  if (!mapped)
    throw invalidUrl(href);
  return mapped;
}
var parse = (input, parseQueryString) => {
  input = stripSurroundingWhitespace(input || "");
  let slashless = SLASHLESS_AUTHORITY.exec(input), normalized2 = slashless ? slashless[1] + "//" + slashless[2] : input, u;
  try {
    u = new URL(normalized2);
  } catch (err) {
    return legacyParse(normalized2, parseQueryString, err);
  }
  let hostname = normalizeHostname(u.hostname, u.href), port = u.port || null, pathname = u.pathname || null, search = u.search || null, auth = null, username = null, password = null;
  (u.username || u.password) && (username = safeDecode(u.username), password = u.password ? safeDecode(u.password) : null, auth = username + (password !== null ? ":" + password : ""));
  let query;
  if (parseQueryString) {
    let parsed = /* @__PURE__ */ Object.create(null);
    u.searchParams.forEach((value, key) => {
      if (Object.prototype.hasOwnProperty.call(parsed, key)) {
        let existing = parsed[key];
        Array.isArray(existing) ? existing.push(value) : parsed[key] = [existing, value];
      } else
        parsed[key] = value;
    }), query = parsed;
  } else
    query = search ? search.slice(1) : null;
  return {
    protocol: u.protocol || null,
    host: u.host || null,
    hostname,
    port,
    pathname,
    search,
    path: (pathname || "") + (search || "") || null,
    href: u.href,
    auth,
    username,
    password,
    query
  };
}, resolve = (from, to) => {
  try {
    return new URL(to, from).href;
  } catch (err) {
    return legacyParse(from, !1, err, !0), legacyParse(to, !1, err, !0), import_node_url.default.resolve(from, to);
  }
};

// node_modules/nodemailer/dist/esm/shared/index.js
var import_node_util = __toESM(require("node:util"), 1), import_node_fs = __toESM(require("node:fs"), 1);

// node_modules/nodemailer/dist/esm/fetch/index.js
var import_node_http = __toESM(require("node:http"), 1), import_node_https = __toESM(require("node:https"), 1);
var import_node_zlib = __toESM(require("node:zlib"), 1), import_node_stream = require("node:stream");

// node_modules/nodemailer/dist/esm/fetch/cookies.js
var import_node_net2 = __toESM(require("node:net"), 1);
var SESSION_TIMEOUT = 1800, Cookies = class {
  constructor(options) {
    this.options = options || {}, this.cookies = [];
  }
  /**
   * Stores a cookie string to the cookie storage
   *
   * @param cookieStr Value from the 'Set-Cookie:' header
   * @param url Current URL
   */
  set(cookieStr, url) {
    let urlparts = parse(url || ""), cookie = this.parse(cookieStr), domain;
    return cookie.domain ? (domain = cookie.domain.replace(/^\./, ""), // can't be valid if the requested domain is shorter than current hostname
    (urlparts.hostname.length < domain.length || // a top level domain is not a valid scope, 'Domain=com' would otherwise be
    // sent to every .com host. A trailing dot does not make 'com.' any better
    domain.indexOf(".") < 0 || domain.endsWith(".") || // an IP address has no subdomains, so cookies set on it stay host-only
    import_node_net2.default.isIP(urlparts.hostname) || // prefix domains with dot to be sure that partial matches are not used
    !("." + urlparts.hostname).endsWith("." + domain)) && (cookie.domain = urlparts.hostname)) : cookie.domain = urlparts.hostname, cookie.path || (cookie.path = this.getPath(urlparts.pathname)), cookie.expires || (cookie.expires = new Date(Date.now() + (Number(this.options.sessionTimeout || SESSION_TIMEOUT) || SESSION_TIMEOUT) * 1e3)), urlparts.protocol !== "https:" && (cookie.secure || this.cookies.some((stored) => stored.secure && this.compare(stored, cookie))) ? !1 : this.add(cookie);
  }
  /**
   * Returns cookie string for the 'Cookie:' header.
   *
   * @param url URL to check for
   * @returns Cookie header or empty string if no matches were found
   */
  get(url) {
    return this.list(url).map((cookie) => cookie.name + "=" + cookie.value).join("; ");
  }
  /**
   * Lists all valied cookie objects for the specified URL
   *
   * @param url URL to check for
   * @returns An array of cookie objects
   */
  list(url) {
    let result = [];
    for (let i = this.cookies.length - 1; i >= 0; i--) {
      let cookie = this.cookies[i];
      if (this.isExpired(cookie)) {
        this.cookies.splice(i, 1);
        continue;
      }
      this.match(cookie, url) && result.unshift(cookie);
    }
    return result;
  }
  /**
   * Parses cookie string from the 'Set-Cookie:' header
   *
   * @param cookieStr String from the 'Set-Cookie:' header
   * @returns Cookie object
   */
  parse(cookieStr) {
    let cookie = {}, hasNameValue = !1, hasMaxAge = !1;
    return (cookieStr || "").toString().split(";").forEach((cookiePart) => {
      if (!cookiePart.trim())
        return;
      let valueParts = cookiePart.split("="), name2 = valueParts.shift().trim(), value = valueParts.join("=").trim(), domain;
      if (!hasNameValue) {
        hasNameValue = !0, name2 && (cookie.name = name2, cookie.value = value);
        return;
      }
      switch (name2.toLowerCase()) {
        case "expires": {
          let expires = new Date(value);
          expires.toString() !== "Invalid Date" && !hasMaxAge && (cookie.expires = expires);
          break;
        }
        case "path":
          cookie.path = value;
          break;
        case "domain":
          domain = value.toLowerCase(), domain.length && domain.charAt(0) !== "." && (domain = "." + domain), cookie.domain = domain;
          break;
        case "max-age":
          cookie.expires = new Date(Date.now() + (Number(value) || 0) * 1e3), hasMaxAge = !0;
          break;
        case "secure":
          cookie.secure = !0;
          break;
        case "httponly":
          cookie.httponly = !0;
          break;
      }
    }), cookie;
  }
  /**
   * Checks if a cookie object is valid for a specified URL
   *
   * @param cookie Cookie object
   * @param url URL to check for
   * @returns true if cookie is valid for specifiec URL
   */
  match(cookie, url) {
    let urlparts = parse(url || "");
    if (urlparts.hostname !== cookie.domain && (cookie.domain.charAt(0) !== "." || ("." + urlparts.hostname).substr(-cookie.domain.length) !== cookie.domain))
      return !1;
    let pathname = urlparts.pathname || "/", cookiePath = cookie.path;
    return !(!(pathname === cookiePath || pathname.startsWith(cookiePath) && (cookiePath.endsWith("/") || pathname.charAt(cookiePath.length) === "/")) || cookie.secure && urlparts.protocol !== "https:");
  }
  /**
   * Adds (or updates/removes if needed) a cookie object to the cookie storage
   *
   * @param cookie Cookie value to be stored
   */
  add(cookie) {
    if (!cookie || !cookie.name)
      return !1;
    for (let i = 0, len = this.cookies.length; i < len; i++)
      if (this.compare(this.cookies[i], cookie))
        return this.isExpired(cookie) ? (this.cookies.splice(i, 1), !1) : (this.cookies[i] = cookie, !0);
    return this.isExpired(cookie) || this.cookies.push(cookie), !0;
  }
  /**
   * Checks if two cookie objects are the same cookie. A cookie is identified by its
   * name, domain and path (RFC 6265 section 5.3), the Secure and HttpOnly flags are
   * attributes of the stored cookie that an update replaces
   *
   * @param a Cookie to check against
   * @param b Cookie to check against
   * @returns True, if the cookies are the same
   */
  compare(a, b) {
    return a.name === b.name && a.path === b.path && a.domain === b.domain;
  }
  /**
   * Checks if a cookie is expired
   *
   * @param cookie Cookie object to check against
   * @returns True, if the cookie is expired
   */
  isExpired(cookie) {
    return cookie.expires && cookie.expires < /* @__PURE__ */ new Date() || !cookie.value;
  }
  /**
   * Returns the default path for an URL path argument, the default-path of
   * RFC 6265 section 5.1.4. A cookie that carries no Path attribute is scoped
   * to the directory of the URL it was set from
   *
   * @param pathname
   * @returns Default path
   */
  getPath(pathname) {
    let pathParts = (pathname || "/").split("/");
    pathParts.pop();
    let path3 = pathParts.join("/").trim();
    return path3.charAt(0) !== "/" ? "/" : path3;
  }
}, cookies_default = Cookies;

// node_modules/nodemailer/dist/esm/package-info.js
var name = "nodemailer", version = "10.6.1", homepage = "https://nodemailer.com/";

// node_modules/nodemailer/dist/esm/fetch/index.js
var import_node_net3 = __toESM(require("node:net"), 1);

// node_modules/nodemailer/dist/esm/errors.js
var ECONNECTION = "ECONNECTION", ETIMEDOUT = "ETIMEDOUT", ESOCKET = "ESOCKET";
var EENVELOPE = "EENVELOPE", EMESSAGE = "EMESSAGE", EOTP = "EOTP", ESTREAM = "ESTREAM", EABORT = "EABORT";
var ENOAUTH = "ENOAUTH", EOAUTH2 = "EOAUTH2", EMAXLIMIT = "EMAXLIMIT", EMAXRECIPIENTS = "EMAXRECIPIENTS", ESENDMAIL = "ESENDMAIL", ESES = "ESES", ECONFIG = "ECONFIG", EPROXY = "EPROXY", EFILEACCESS = "EFILEACCESS", EURLACCESS = "EURLACCESS", EFETCH = "EFETCH", createAbortError = (signal) => {
  let err = new Error("Message sending aborted", { cause: signal.reason });
  return err.name = "AbortError", err.code = EABORT, err;
}, isTransientError = (err) => err.responseCode === 421 || err.code === ECONNECTION || err.code === ESOCKET || err.code === ETIMEDOUT, isPermanentResponseCode = (responseCode) => responseCode >= 500 && responseCode < 600 && responseCode !== 503, ERR_ACCESS_DENIED = "ERR_ACCESS_DENIED";

// node_modules/nodemailer/dist/esm/shared/objects.js
var isProtoKey = (key) => key === "__proto__", copyOwnKeys = (target, source, skip) => (Object.keys(source || {}).forEach((key) => {
  isProtoKey(key) || skip && skip(key) || (target[key] = source[key]);
}), target);

// node_modules/nodemailer/dist/esm/fetch/index.js
var MAX_REDIRECTS = 5, DEFAULT_TIMEOUT = 60 * 1e3, DEFAULT_MAX_TIME = 120 * 1e3, DEFAULT_MAX_BYTES = 64 * 1024 * 1024, TLS_OPTION_KEYS = [
  "ALPNProtocols",
  "ca",
  "cert",
  "checkServerIdentity",
  "ciphers",
  "crl",
  "dhparam",
  "ecdhCurve",
  "honorCipherOrder",
  "key",
  "maxVersion",
  "minVersion",
  "passphrase",
  "pfx",
  "rejectUnauthorized",
  "secureContext",
  "secureOptions",
  "secureProtocol",
  "servername",
  "sessionIdContext",
  "sigalgs"
];
function setFetchCode(err) {
  err.code !== ERR_ACCESS_DENIED && (err.code = EFETCH);
}
function parseFetchUrl(url) {
  let parsed;
  try {
    parsed = parse(url);
  } catch {
    return !1;
  }
  return parsed.protocol !== "http:" && parsed.protocol !== "https:" ? !1 : parsed;
}
function fetchPort(parsed) {
  return parsed.port ? Number(parsed.port) : parsed.protocol === "https:" ? 443 : 80;
}
function nmfetch(url, options) {
  options = options || {}, options.fetchRes = options.fetchRes || new import_node_stream.PassThrough(), options.cookies = options.cookies || new cookies_default(), options.redirects = options.redirects || 0, options.maxRedirects = isNaN(options.maxRedirects) ? MAX_REDIRECTS : options.maxRedirects, options.deadline || (options.maxTime = typeof options.maxTime == "number" && options.maxTime >= 0 ? options.maxTime : DEFAULT_MAX_TIME, options.deadline = options.maxTime ? Date.now() + options.maxTime : 0);
  let fetchRes = options.fetchRes, parsed = parseFetchUrl(url);
  if (!parsed)
    return options.body && typeof options.body.destroy == "function" && (options.body.on("error", () => !1), options.body.destroy()), setImmediate(() => {
      let err = new Error("Unsupported protocol for URL " + url);
      err.code = EFETCH, err.sourceUrl = url, fetchRes.emit("error", err);
    }), fetchRes;
  options.cookie && ([].concat(options.cookie || []).forEach((cookie) => {
    options.cookies.set(cookie, url);
  }), options.cookie = !1);
  let method = (options.method || "").toString().trim().toUpperCase() || "GET", finished3 = !1, cookies, body, handler = parsed.protocol === "https:" ? import_node_https.default : import_node_http.default, headers = {
    "accept-encoding": "gzip,deflate",
    "user-agent": "nodemailer/" + version
  };
  if (Object.keys(options.headers || {}).forEach((key) => {
    isProtoKey(key.toLowerCase().trim()) || (headers[key.toLowerCase().trim()] = options.headers[key]);
  }), options.userAgent && (headers["user-agent"] = options.userAgent), parsed.auth && (headers.Authorization = "Basic " + Buffer.from(parsed.auth).toString("base64")), (cookies = options.cookies.get(url)) && (headers.cookie = cookies), options.body) {
    if (options.contentType !== !1 && (headers["Content-Type"] = options.contentType || "application/x-www-form-urlencoded"), typeof options.body.pipe == "function")
      headers["Transfer-Encoding"] = "chunked", body = options.body, body.on("error", (err) => {
        finished3 || (finished3 = !0, setFetchCode(err), err.sourceUrl = url, fetchRes.emit("error", err));
      });
    else {
      if (options.body instanceof Buffer)
        body = options.body;
      else if (typeof options.body == "object")
        try {
          body = Buffer.from(Object.keys(options.body).map((key) => {
            let value = options.body[key].toString().trim();
            return encodeURIComponent(key) + "=" + encodeURIComponent(value);
          }).join("&"));
        } catch (E) {
          return finished3 = !0, E.code = EFETCH, E.sourceUrl = url, setImmediate(() => fetchRes.emit("error", E)), fetchRes;
        }
      else
        body = Buffer.from(options.body.toString().trim());
      headers["Content-Type"] = options.contentType || "application/x-www-form-urlencoded", headers["Content-Length"] = body.length;
    }
    method = (options.method || "").toString().trim().toUpperCase() || "POST";
  }
  let req, reqOptions = {
    method,
    host: parsed.hostname,
    path: parsed.path,
    port: fetchPort(parsed),
    headers,
    // Validate TLS certificates by default. Callers that genuinely need to
    // reach a self-signed/internal host opt out explicitly with
    // options.tls = { rejectUnauthorized: false }.
    rejectUnauthorized: !0,
    agent: !1
  };
  options.tls && Object.keys(options.tls).forEach((key) => {
    TLS_OPTION_KEYS.includes(key) && (reqOptions[key] = options.tls[key]);
  }), parsed.protocol === "https:" && parsed.hostname && parsed.hostname !== reqOptions.host && !import_node_net3.default.isIP(parsed.hostname) && !reqOptions.servername && (reqOptions.servername = parsed.hostname);
  try {
    req = handler.request(reqOptions);
  } catch (E) {
    return finished3 = !0, setImmediate(() => {
      setFetchCode(E), E.sourceUrl = url, fetchRes.emit("error", E);
    }), fetchRes;
  }
  let deadlineTimer, clearDeadline = () => {
    deadlineTimer && (clearTimeout(deadlineTimer), deadlineTimer = void 0);
  }, fail = (err, sourceUrl = url) => {
    finished3 || (finished3 = !0, clearDeadline(), setFetchCode(err), err.sourceUrl = sourceUrl, fetchRes.emit("error", err), req.abort());
  }, timeout = typeof options.timeout == "number" && options.timeout >= 0 ? options.timeout : DEFAULT_TIMEOUT;
  return timeout && req.setTimeout(timeout, () => fail(new Error("Request Timeout"))), options.deadline && (deadlineTimer = setTimeout(() => fail(new Error("Request exceeded the allowed " + options.maxTime + " ms")), Math.max(options.deadline - Date.now(), 1)), deadlineTimer.unref()), req.on("error", (err) => fail(err)), fetchRes.once("close", () => {
    clearDeadline(), !(finished3 || fetchRes.readableEnded) && (finished3 = !0, req.destroy());
  }), req.on("response", (res) => {
    let inflate;
    if (finished3)
      return;
    switch (res.headers["content-encoding"]) {
      case "gzip":
      case "deflate":
        inflate = import_node_zlib.default.createUnzip();
        break;
    }
    if (res.headers["set-cookie"] && [].concat(res.headers["set-cookie"] || []).forEach((cookie) => {
      options.cookies.set(cookie, url);
    }), [301, 302, 303, 307, 308].includes(res.statusCode) && res.headers.location) {
      if (options.redirects++, options.redirects > options.maxRedirects)
        return fail(new Error("Maximum redirect count exceeded"));
      options.method = "GET", options.body = !1;
      let redirectUrl;
      try {
        redirectUrl = resolve(url, res.headers.location);
      } catch {
        redirectUrl = res.headers.location;
      }
      let redirectParsed = parseFetchUrl(redirectUrl);
      if (!redirectParsed)
        return fail(new Error("Unsupported protocol for URL " + redirectUrl), redirectUrl);
      let crossOrigin = redirectParsed.protocol !== parsed.protocol || redirectParsed.hostname !== parsed.hostname || fetchPort(redirectParsed) !== fetchPort(parsed);
      if (options.headers && crossOrigin) {
        let sensitive = ["authorization", "cookie", "proxy-authorization"];
        Object.keys(options.headers).forEach((key) => {
          sensitive.includes(key.toLowerCase().trim()) && delete options.headers[key];
        });
      }
      return finished3 = !0, clearDeadline(), res.resume(), req.abort(), nmfetch(redirectUrl, options);
    }
    if (fetchRes.statusCode = res.statusCode, fetchRes.headers = res.headers, res.statusCode >= 300 && !options.allowErrorResponse)
      return fail(new Error("Invalid status code " + res.statusCode));
    res.on("error", (err) => fail(err)), res.once("end", () => clearDeadline());
    let maxBytes = typeof options.maxBytes == "number" && options.maxBytes > 0 ? options.maxBytes : DEFAULT_MAX_BYTES, source = inflate || res, received = 0;
    source.on("data", (chunk) => {
      received += chunk.length, !(received <= maxBytes || finished3) && (source.unpipe(fetchRes), fail(new Error("Response size exceeds the allowed " + maxBytes + " bytes")));
    }), inflate ? (res.pipe(inflate).pipe(fetchRes), inflate.on("error", (err) => fail(err))) : res.pipe(fetchRes);
  }), setImmediate(() => {
    if (body)
      try {
        if (typeof body.pipe == "function")
          return body.pipe(req);
        req.write(body);
      } catch (err) {
        return fail(err);
      }
    req.end();
  }), fetchRes;
}
nmfetch.Cookies = cookies_default;
nmfetch.DEFAULT_TIMEOUT = DEFAULT_TIMEOUT;
nmfetch.DEFAULT_MAX_TIME = DEFAULT_MAX_TIME;
var fetch_default = nmfetch;

// node_modules/nodemailer/dist/esm/shared/index.js
var import_node_dns = __toESM(require("node:dns"), 1), import_node_net4 = __toESM(require("node:net"), 1), import_node_os = __toESM(require("node:os"), 1), import_node_url2 = __toESM(require("node:url"), 1);
var import_node_stream2 = require("node:stream");
var DNS_TTL = 300 * 1e3, CACHE_CLEANUP_INTERVAL = 30 * 1e3, MAX_CACHE_SIZE = 1e3, lastCacheCleanup = 0;
var networkInterfaces, networkInterfacesRead = !1, _readNetworkInterfaces = () => {
  if (!networkInterfacesRead) {
    networkInterfacesRead = !0;
    try {
      networkInterfaces = import_node_os.default.networkInterfaces();
    } catch {
    }
  }
  return networkInterfaces;
}, isFamilySupported = (family, allowInternal) => {
  let addresses = Object.values(_readNetworkInterfaces() || {}).flat();
  return addresses.length ? addresses.filter((i) => !i.internal || allowInternal).some((i) => i.family === "IPv" + family || i.family === family) : !0;
}, resolve2 = (family, hostname, options, callback) => {
  if (options = options || {}, !isFamilySupported(family, options.allowInternalNetworkInterfaces))
    return callback(null, []), null;
  let dnsResolver = import_node_dns.default.Resolver ? new import_node_dns.default.Resolver(options) : import_node_dns.default;
  return dnsResolver["resolve" + family](hostname, (err, addresses) => {
    if (err) {
      switch (err.code) {
        case import_node_dns.default.NODATA:
        case import_node_dns.default.NOTFOUND:
        case import_node_dns.default.NOTIMP:
        case import_node_dns.default.SERVFAIL:
        case import_node_dns.default.CONNREFUSED:
        case import_node_dns.default.REFUSED:
        case "EAI_AGAIN":
          return callback(null, []);
      }
      return callback(err);
    }
    return callback(null, Array.isArray(addresses) ? addresses : [].concat(addresses || []));
  }), import_node_dns.default.Resolver ? dnsResolver : null;
}, dnsCache = /* @__PURE__ */ new Map(), formatDNSValue = (value, extra) => {
  if (!value)
    return Object.assign({}, extra || {});
  let addresses = value.addresses || [], host = addresses.length > 0 ? addresses[Math.floor(Math.random() * addresses.length)] : null;
  return Object.assign({
    host,
    // Include all addresses for connection fallback support
    _addresses: addresses
  }, extra || {});
}, resolveHostname = (options, callback) => {
  if (options = options || {}, !options.host && options.servername && (options.host = options.servername), !options.host || import_node_net4.default.isIP(options.host)) {
    let value = {
      addresses: [options.host]
    };
    return callback(null, formatDNSValue(value, {
      servername: options.servername || !1,
      cached: !1
    }));
  }
  let host = options.host, servername = options.servername || host, cached;
  if (dnsCache.has(options.host)) {
    cached = dnsCache.get(options.host);
    let now = Date.now();
    if (now - lastCacheCleanup > CACHE_CLEANUP_INTERVAL) {
      lastCacheCleanup = now;
      for (let [host2, entry] of dnsCache.entries())
        entry.expires && entry.expires < now && dnsCache.delete(host2);
      if (dnsCache.size > MAX_CACHE_SIZE) {
        let toDelete = Math.floor(MAX_CACHE_SIZE * 0.1);
        Array.from(dnsCache.keys()).slice(0, toDelete).forEach((key) => dnsCache.delete(key));
      }
    }
    if (!cached.expires || cached.expires >= now)
      return callback(null, formatDNSValue(cached.value, {
        servername,
        cached: !0
      }));
  }
  let responded = !1, deadline, respond = (err, result) => {
    responded || (responded = !0, clearTimeout(deadline), callback(err, result));
  }, respondCached = (error2) => cached ? (dnsCache.set(host, {
    value: cached.value,
    expires: Date.now() + (options.dnsTtl || DNS_TTL)
  }), respond(null, formatDNSValue(cached.value, {
    servername,
    cached: !0,
    error: error2
  })), !0) : !1, resolvers = [], timeout = Number(options.timeout) || 0;
  timeout > 0 && (deadline = setTimeout(() => {
    for (let resolver of resolvers)
      typeof resolver.cancel == "function" && resolver.cancel();
    let err = new Error("DNS lookup for " + host + " timed out");
    err.code = import_node_dns.default.TIMEOUT, respondCached(err) || respond(err);
  }, timeout));
  let ipv4Addresses = [], ipv6Addresses = [], ipv4Error = null, ipv6Error = null, pending = 2, onResolved = () => {
    if (--pending || responded)
      return;
    let allAddresses = ipv4Addresses.concat(ipv6Addresses);
    if (allAddresses.length) {
      let value = {
        addresses: allAddresses
      };
      return dnsCache.set(host, {
        value,
        expires: Date.now() + (options.dnsTtl || DNS_TTL)
      }), respond(null, formatDNSValue(value, {
        servername,
        cached: !1
      }));
    }
    if (!(ipv4Error && ipv6Error && respondCached(ipv4Error)))
      try {
        import_node_dns.default.lookup(host, { all: !0 }, (err, addresses) => {
          if (err)
            return respondCached(err) ? void 0 : respond(err);
          let supportedAddresses = addresses ? addresses.filter((addr) => isFamilySupported(addr.family)).map((addr) => addr.address) : [];
          if (addresses && addresses.length && !supportedAddresses.length && console.warn(`Failed to resolve IPv${addresses[0].family} addresses with current network`), !supportedAddresses.length && cached)
            return respond(null, formatDNSValue(cached.value, {
              servername,
              cached: !0
            }));
          let value = {
            addresses: supportedAddresses.length ? supportedAddresses : [host]
          };
          return dnsCache.set(host, {
            value,
            expires: Date.now() + (options.dnsTtl || DNS_TTL)
          }), respond(null, formatDNSValue(value, {
            servername,
            cached: !1
          }));
        });
      } catch (lookupErr) {
        return respondCached(lookupErr) ? void 0 : respond(ipv4Error || ipv6Error || lookupErr);
      }
  };
  for (let family of [4, 6]) {
    let resolver = resolve2(family, host, options, (err, addresses) => {
      family === 4 ? (ipv4Error = err, ipv4Addresses = addresses || []) : (ipv6Error = err, ipv6Addresses = addresses || []), onResolved();
    });
    resolver && resolvers.push(resolver);
  }
}, parseConnectionUrl = (str) => {
  str = str || "";
  let options = {}, url = parse(str, !0);
  switch (url.protocol) {
    case "smtp:":
      options.secure = !1;
      break;
    case "smtps:":
      options.secure = !0;
      break;
    case "direct:":
      options.direct = !0;
      break;
  }
  return !isNaN(url.port) && Number(url.port) && (options.port = Number(url.port)), url.hostname && (options.host = url.hostname), (url.username || url.password) && (options.auth = {
    user: url.username || "",
    pass: url.password || ""
  }), Object.keys(url.query || {}).forEach((key) => {
    let obj = options, lKey = key, value = url.query[key];
    switch (isNaN(value) || (value = Number(value)), value) {
      case "true":
        value = !0;
        break;
      case "false":
        value = !1;
        break;
    }
    if (key.indexOf("tls.") === 0)
      lKey = key.substr(4), options.tls || (options.tls = {}), obj = options.tls;
    else if (key.indexOf(".") >= 0)
      return;
    !isProtoKey(lKey) && !(lKey in obj) && (obj[lKey] = value);
  }), options;
}, _logFunc = (logger, level, defaults, data, message, ...args) => {
  let entry = Object.assign({}, defaults || {}, data || {});
  delete entry.level;
  let logLevel = level;
  typeof logger[logLevel] != "function" && (logLevel = ["info", "debug", "log", "trace", "warn", "error"].find((name2) => typeof logger[name2] == "function")), logLevel && logger[logLevel](entry, message, ...args);
}, getLogger = (options, defaults) => {
  options = options || {};
  let response = {}, levels = ["trace", "debug", "info", "warn", "error", "fatal"];
  if (!options.logger)
    return levels.forEach((level) => {
      response[level] = () => !1;
    }), response;
  let logger = options.logger === !0 ? createDefaultLogger(levels) : options.logger;
  return levels.forEach((level) => {
    response[level] = (...args) => {
      let data = typeof args[0] == "string" ? void 0 : args.shift();
      _logFunc(logger, level, defaults, data, ...args);
    };
  }), response;
}, callbackPromise = (resolve3, reject) => function(...args) {
  let err = args.shift();
  err ? reject(err) : resolve3(...args);
}, parseDataURI = (uri) => {
  if (typeof uri != "string" || !uri.startsWith("data:"))
    return null;
  let commaPos = uri.indexOf(",");
  if (commaPos === -1)
    return null;
  let data = uri.substring(commaPos + 1), metaStr = uri.substring(5, commaPos), encoding, metaEntries = metaStr.split(";");
  if (metaEntries.length > 0) {
    let lastEntry = metaEntries[metaEntries.length - 1].toLowerCase().trim();
    ["base64", "utf8", "utf-8"].includes(lastEntry) && lastEntry.indexOf("=") === -1 && (encoding = lastEntry, metaEntries.pop());
  }
  let contentType = metaEntries.length > 0 ? metaEntries.shift() : "application/octet-stream", params = {};
  for (let i = 0; i < metaEntries.length; i++) {
    let entry = metaEntries[i], sepPos = entry.indexOf("=");
    if (sepPos > 0) {
      let key = entry.substring(0, sepPos).trim(), value = entry.substring(sepPos + 1).trim();
      key && !isProtoKey(key) && (params[key] = value);
    }
  }
  let bufferData;
  try {
    if (encoding === "base64")
      bufferData = Buffer.from(data, "base64");
    else
      try {
        bufferData = Buffer.from(decodeURIComponent(data));
      } catch {
        bufferData = Buffer.from(data);
      }
  } catch {
    bufferData = Buffer.alloc(0);
  }
  return {
    data: bufferData,
    encoding: encoding || null,
    contentType: contentType || "application/octet-stream",
    params
  };
};
function resolveContent(data, key, options, callback) {
  !callback && typeof options == "function" && (callback = options, options = !1), options = options || {};
  let promise;
  return callback || (promise = new Promise((resolve3, reject) => {
    callback = callbackPromise(resolve3, reject);
  })), resolveContentValue(data, key, options, callback), promise;
}
function resolveContentValue(data, key, options, callback) {
  let content = data && data[key] && data[key].content || data[key], encoding = (typeof data[key] == "object" && data[key].encoding || "utf8").toString().toLowerCase().replace(/[-_\s]/g, "");
  if (!content)
    return callback(null, content);
  if (typeof content == "object") {
    if (typeof content.pipe == "function")
      return resolveStream(content, (err, value) => {
        if (err)
          return callback(err);
        data[key].content ? data[key].content = value : data[key] = value, callback(null, value);
      });
    if (/^data:/i.test(content.path || content.href)) {
      let parsedDataUri = parseDataURI(content.path || content.href);
      return callback(null, parsedDataUri && parsedDataUri.data ? parsedDataUri.data : Buffer.alloc(0));
    } else if (content.href || /^https?:\/\//i.test(content.path)) {
      let url = content.href || content.path;
      if (options.disableUrlAccess) {
        setImmediate(() => {
          let err = new Error("Url access rejected for " + url);
          err.code = EURLACCESS, callback(err);
        });
        return;
      }
      return resolveStream(fetch_default(url, { headers: content.httpHeaders, tls: content.tls }), callback);
    } else if (content.path) {
      if (options.disableFileAccess) {
        setImmediate(() => {
          let err = new Error("File access rejected for " + content.path);
          err.code = EFILEACCESS, callback(err);
        });
        return;
      }
      return resolveStream(import_node_fs.default.createReadStream(content.path), callback);
    }
  }
  typeof data[key].content == "string" && !["utf8", "usascii", "ascii"].includes(encoding) && (content = Buffer.from(data[key].content, encoding)), setImmediate(() => callback(null, content));
}
var assign = function(...args) {
  let target = args.shift() || {};
  return args.forEach((source) => {
    Object.keys(source || {}).forEach((key) => {
      isProtoKey(key) || (["tls", "auth"].includes(key) && source[key] && typeof source[key] == "object" ? target[key] = copyOwnKeys(target[key] || {}, source[key]) : target[key] = source[key]);
    });
  }), target;
}, encodeXText = (str) => {
  if (!/[^\x21-\x2A\x2C-\x3C\x3E-\x7E]/.test(str))
    return str;
  let buf = Buffer.from(str), result = "";
  for (let i = 0, len = buf.length; i < len; i++) {
    let c = buf[i];
    c < 33 || c > 126 || c === 43 || c === 61 ? result += "+" + (c < 16 ? "0" : "") + c.toString(16).toUpperCase() : result += String.fromCharCode(c);
  }
  return result;
}, streamErrors = /* @__PURE__ */ new WeakMap();
function recordStreamErrors(stream) {
  stream.on("error", (err) => {
    streamErrors.has(stream) || streamErrors.set(stream, err);
  });
}
function destroyStream(value) {
  let stream = value;
  stream && typeof stream.pipe == "function" && typeof stream.destroy == "function" && !stream.destroyed && stream.destroy();
}
function unreadableStreamError(stream) {
  let err = streamErrors.get(stream) || stream.errored;
  if (err)
    return err;
  if (stream.readableEnded || stream.destroyed) {
    let unreadable = new Error("Content stream was already read or destroyed");
    return unreadable.code = ESTREAM, unreadable;
  }
  return null;
}
function resolveStream(stream, callback) {
  let responded = !1, respond = (err, value) => {
    responded || (responded = !0, callback(err, value));
  }, unreadable = unreadableStreamError(stream);
  if (unreadable) {
    stream.on("error", () => !1), setImmediate(() => respond(unreadable));
    return;
  }
  let chunks = [], chunklen = 0;
  stream.on("data", (chunk) => {
    typeof chunk == "string" && (chunk = Buffer.from(chunk)), chunks.push(chunk), chunklen += chunk.length;
  }), (0, import_node_stream2.finished)(stream, { writable: !1 }, (err) => {
    if (err)
      return respond(err);
    let value;
    try {
      value = Buffer.concat(chunks, chunklen);
    } catch (E) {
      return respond(E);
    }
    respond(null, value);
  });
}
function createDefaultLogger(levels) {
  let levelMaxLen = levels.reduce((max, level) => Math.max(max, level.length), 0), levelNames = /* @__PURE__ */ new Map();
  levels.forEach((level) => {
    let levelName = level.toUpperCase();
    levelName.length < levelMaxLen && (levelName += " ".repeat(levelMaxLen - levelName.length)), levelNames.set(level, levelName);
  });
  let print = (level, entry, message, ...args) => {
    let prefix = "";
    entry && (entry.tnx === "server" ? prefix = "S: " : entry.tnx === "client" && (prefix = "C: "), entry.sid && (prefix = "[" + entry.sid + "] " + prefix), entry.cid && (prefix = "[#" + entry.cid + "] " + prefix)), message = import_node_util.default.format(message, ...args), message.split(/\r?\n/).forEach((line) => {
      console.log("[%s] %s %s", (/* @__PURE__ */ new Date()).toISOString().substr(0, 19).replace(/T/, " "), levelNames.get(level), prefix + line);
    });
  }, logger = {};
  return levels.forEach((level) => {
    logger[level] = print.bind(null, level);
  }), logger;
}
var URL_PARSER_UNSAFE = /[/\\?#%\x00-\x20\x7F]/, MAX_DOMAIN_LENGTH = 253, MAX_LABEL_LENGTH = 63;
function exceedsDomainLimits(domain) {
  let total = 0, label = 0;
  for (let char of domain)
    if (total++, char === "." || char === "\u3002" || char === "\uFF0E" || char === "\uFF61")
      label = 0;
    else if (++label > MAX_LABEL_LENGTH)
      return !0;
  return total > MAX_DOMAIN_LENGTH;
}
function normalizeDomain(domain, toUnicode2) {
  if (typeof import_node_url2.default.domainToASCII == "function" && typeof import_node_url2.default.domainToUnicode == "function" && !URL_PARSER_UNSAFE.test(domain)) {
    let ascii = import_node_url2.default.domainToASCII(domain), mapped = ascii && toUnicode2 ? import_node_url2.default.domainToUnicode(ascii) : ascii;
    if (mapped)
      return mapped;
  }
  return domain = domain.toLowerCase(), exceedsDomainLimits(domain) ? domain : toUnicode2 ? toUnicode(domain) : toASCII(domain);
}

// node_modules/nodemailer/dist/esm/mime-funcs/mime-types.js
var import_node_path = __toESM(require("node:path"), 1), defaultMimeType = "application/octet-stream", defaultExtension = "bin", mimeTypes = /* @__PURE__ */ new Map([
  ["application/acad", "dwg"],
  ["application/applixware", "aw"],
  ["application/arj", "arj"],
  ["application/atom+xml", "xml"],
  ["application/atomcat+xml", "atomcat"],
  ["application/atomsvc+xml", "atomsvc"],
  ["application/base64", ["mm", "mme"]],
  ["application/binhex", "hqx"],
  ["application/binhex4", "hqx"],
  ["application/book", ["book", "boo"]],
  ["application/ccxml+xml,", "ccxml"],
  ["application/cdf", "cdf"],
  ["application/cdmi-capability", "cdmia"],
  ["application/cdmi-container", "cdmic"],
  ["application/cdmi-domain", "cdmid"],
  ["application/cdmi-object", "cdmio"],
  ["application/cdmi-queue", "cdmiq"],
  ["application/clariscad", "ccad"],
  ["application/commonground", "dp"],
  ["application/cu-seeme", "cu"],
  ["application/davmount+xml", "davmount"],
  ["application/drafting", "drw"],
  ["application/dsptype", "tsp"],
  ["application/dssc+der", "dssc"],
  ["application/dssc+xml", "xdssc"],
  ["application/dxf", "dxf"],
  ["application/ecmascript", ["js", "es"]],
  ["application/emma+xml", "emma"],
  ["application/envoy", "evy"],
  ["application/epub+zip", "epub"],
  ["application/excel", ["xls", "xl", "xla", "xlb", "xlc", "xld", "xlk", "xll", "xlm", "xlt", "xlv", "xlw"]],
  ["application/exi", "exi"],
  ["application/font-tdpfr", "pfr"],
  ["application/fractals", "fif"],
  ["application/freeloader", "frl"],
  ["application/futuresplash", "spl"],
  ["application/geo+json", "geojson"],
  ["application/gnutar", "tgz"],
  ["application/groupwise", "vew"],
  ["application/hlp", "hlp"],
  ["application/hta", "hta"],
  ["application/hyperstudio", "stk"],
  ["application/i-deas", "unv"],
  ["application/iges", ["iges", "igs"]],
  ["application/inf", "inf"],
  ["application/internet-property-stream", "acx"],
  ["application/ipfix", "ipfix"],
  ["application/java", "class"],
  ["application/java-archive", "jar"],
  ["application/java-byte-code", "class"],
  ["application/java-serialized-object", "ser"],
  ["application/java-vm", "class"],
  ["application/javascript", "js"],
  ["application/json", "json"],
  ["application/lha", "lha"],
  ["application/lzx", "lzx"],
  ["application/mac-binary", "bin"],
  ["application/mac-binhex", "hqx"],
  ["application/mac-binhex40", "hqx"],
  ["application/mac-compactpro", "cpt"],
  ["application/macbinary", "bin"],
  ["application/mads+xml", "mads"],
  ["application/marc", "mrc"],
  ["application/marcxml+xml", "mrcx"],
  ["application/mathematica", "ma"],
  ["application/mathml+xml", "mathml"],
  ["application/mbedlet", "mbd"],
  ["application/mbox", "mbox"],
  ["application/mcad", "mcd"],
  ["application/mediaservercontrol+xml", "mscml"],
  ["application/metalink4+xml", "meta4"],
  ["application/mets+xml", "mets"],
  ["application/mime", "aps"],
  ["application/mods+xml", "mods"],
  ["application/mp21", "m21"],
  ["application/mp4", "mp4"],
  ["application/mspowerpoint", ["ppt", "pot", "pps", "ppz"]],
  ["application/msword", ["doc", "dot", "w6w", "wiz", "word"]],
  ["application/mswrite", "wri"],
  ["application/mxf", "mxf"],
  ["application/netmc", "mcp"],
  ["application/octet-stream", ["*"]],
  ["application/oda", "oda"],
  ["application/oebps-package+xml", "opf"],
  ["application/ogg", "ogx"],
  ["application/olescript", "axs"],
  ["application/onenote", "onetoc"],
  ["application/patch-ops-error+xml", "xer"],
  ["application/pdf", "pdf"],
  ["application/pgp-encrypted", "asc"],
  ["application/pgp-signature", "pgp"],
  ["application/pics-rules", "prf"],
  ["application/pkcs-12", "p12"],
  ["application/pkcs-crl", "crl"],
  ["application/pkcs10", "p10"],
  ["application/pkcs7-mime", ["p7c", "p7m"]],
  ["application/pkcs7-signature", "p7s"],
  ["application/pkcs8", "p8"],
  ["application/pkix-attr-cert", "ac"],
  ["application/pkix-cert", ["cer", "crt"]],
  ["application/pkix-crl", "crl"],
  ["application/pkix-pkipath", "pkipath"],
  ["application/pkixcmp", "pki"],
  ["application/plain", "text"],
  ["application/pls+xml", "pls"],
  ["application/postscript", ["ps", "ai", "eps"]],
  ["application/powerpoint", "ppt"],
  ["application/pro_eng", ["part", "prt"]],
  ["application/prs.cww", "cww"],
  ["application/pskc+xml", "pskcxml"],
  ["application/rdf+xml", "rdf"],
  ["application/reginfo+xml", "rif"],
  ["application/relax-ng-compact-syntax", "rnc"],
  ["application/resource-lists+xml", "rl"],
  ["application/resource-lists-diff+xml", "rld"],
  ["application/ringing-tones", "rng"],
  ["application/rls-services+xml", "rs"],
  ["application/rsd+xml", "rsd"],
  ["application/rss+xml", "xml"],
  ["application/rtf", ["rtf", "rtx"]],
  ["application/sbml+xml", "sbml"],
  ["application/scvp-cv-request", "scq"],
  ["application/scvp-cv-response", "scs"],
  ["application/scvp-vp-request", "spq"],
  ["application/scvp-vp-response", "spp"],
  ["application/sdp", "sdp"],
  ["application/sea", "sea"],
  ["application/set", "set"],
  ["application/set-payment-initiation", "setpay"],
  ["application/set-registration-initiation", "setreg"],
  ["application/shf+xml", "shf"],
  ["application/sla", "stl"],
  ["application/smil", ["smi", "smil"]],
  ["application/smil+xml", "smi"],
  ["application/solids", "sol"],
  ["application/sounder", "sdr"],
  ["application/sparql-query", "rq"],
  ["application/sparql-results+xml", "srx"],
  ["application/srgs", "gram"],
  ["application/srgs+xml", "grxml"],
  ["application/sru+xml", "sru"],
  ["application/ssml+xml", "ssml"],
  ["application/step", ["step", "stp"]],
  ["application/streamingmedia", "ssm"],
  ["application/tei+xml", "tei"],
  ["application/thraud+xml", "tfi"],
  ["application/timestamped-data", "tsd"],
  ["application/toolbook", "tbk"],
  ["application/vda", "vda"],
  ["application/vnd.3gpp.pic-bw-large", "plb"],
  ["application/vnd.3gpp.pic-bw-small", "psb"],
  ["application/vnd.3gpp.pic-bw-var", "pvb"],
  ["application/vnd.3gpp2.tcap", "tcap"],
  ["application/vnd.3m.post-it-notes", "pwn"],
  ["application/vnd.accpac.simply.aso", "aso"],
  ["application/vnd.accpac.simply.imp", "imp"],
  ["application/vnd.acucobol", "acu"],
  ["application/vnd.acucorp", "atc"],
  ["application/vnd.adobe.air-application-installer-package+zip", "air"],
  ["application/vnd.adobe.fxp", "fxp"],
  ["application/vnd.adobe.xdp+xml", "xdp"],
  ["application/vnd.adobe.xfdf", "xfdf"],
  ["application/vnd.ahead.space", "ahead"],
  ["application/vnd.airzip.filesecure.azf", "azf"],
  ["application/vnd.airzip.filesecure.azs", "azs"],
  ["application/vnd.amazon.ebook", "azw"],
  ["application/vnd.americandynamics.acc", "acc"],
  ["application/vnd.amiga.ami", "ami"],
  ["application/vnd.android.package-archive", "apk"],
  ["application/vnd.anser-web-certificate-issue-initiation", "cii"],
  ["application/vnd.anser-web-funds-transfer-initiation", "fti"],
  ["application/vnd.antix.game-component", "atx"],
  ["application/vnd.apple.installer+xml", "mpkg"],
  ["application/vnd.apple.mpegurl", "m3u8"],
  ["application/vnd.aristanetworks.swi", "swi"],
  ["application/vnd.audiograph", "aep"],
  ["application/vnd.blueice.multipass", "mpm"],
  ["application/vnd.bmi", "bmi"],
  ["application/vnd.businessobjects", "rep"],
  ["application/vnd.chemdraw+xml", "cdxml"],
  ["application/vnd.chipnuts.karaoke-mmd", "mmd"],
  ["application/vnd.cinderella", "cdy"],
  ["application/vnd.claymore", "cla"],
  ["application/vnd.cloanto.rp9", "rp9"],
  ["application/vnd.clonk.c4group", "c4g"],
  ["application/vnd.cluetrust.cartomobile-config", "c11amc"],
  ["application/vnd.cluetrust.cartomobile-config-pkg", "c11amz"],
  ["application/vnd.commonspace", "csp"],
  ["application/vnd.contact.cmsg", "cdbcmsg"],
  ["application/vnd.cosmocaller", "cmc"],
  ["application/vnd.crick.clicker", "clkx"],
  ["application/vnd.crick.clicker.keyboard", "clkk"],
  ["application/vnd.crick.clicker.palette", "clkp"],
  ["application/vnd.crick.clicker.template", "clkt"],
  ["application/vnd.crick.clicker.wordbank", "clkw"],
  ["application/vnd.criticaltools.wbs+xml", "wbs"],
  ["application/vnd.ctc-posml", "pml"],
  ["application/vnd.cups-ppd", "ppd"],
  ["application/vnd.curl.car", "car"],
  ["application/vnd.curl.pcurl", "pcurl"],
  ["application/vnd.data-vision.rdz", "rdz"],
  ["application/vnd.denovo.fcselayout-link", "fe_launch"],
  ["application/vnd.dna", "dna"],
  ["application/vnd.dolby.mlp", "mlp"],
  ["application/vnd.dpgraph", "dpg"],
  ["application/vnd.dreamfactory", "dfac"],
  ["application/vnd.dvb.ait", "ait"],
  ["application/vnd.dvb.service", "svc"],
  ["application/vnd.dynageo", "geo"],
  ["application/vnd.ecowin.chart", "mag"],
  ["application/vnd.enliven", "nml"],
  ["application/vnd.epson.esf", "esf"],
  ["application/vnd.epson.msf", "msf"],
  ["application/vnd.epson.quickanime", "qam"],
  ["application/vnd.epson.salt", "slt"],
  ["application/vnd.epson.ssf", "ssf"],
  ["application/vnd.eszigno3+xml", "es3"],
  ["application/vnd.ezpix-album", "ez2"],
  ["application/vnd.ezpix-package", "ez3"],
  ["application/vnd.fdf", "fdf"],
  ["application/vnd.fdsn.seed", "seed"],
  ["application/vnd.flographit", "gph"],
  ["application/vnd.fluxtime.clip", "ftc"],
  ["application/vnd.framemaker", "fm"],
  ["application/vnd.frogans.fnc", "fnc"],
  ["application/vnd.frogans.ltf", "ltf"],
  ["application/vnd.fsc.weblaunch", "fsc"],
  ["application/vnd.fujitsu.oasys", "oas"],
  ["application/vnd.fujitsu.oasys2", "oa2"],
  ["application/vnd.fujitsu.oasys3", "oa3"],
  ["application/vnd.fujitsu.oasysgp", "fg5"],
  ["application/vnd.fujitsu.oasysprs", "bh2"],
  ["application/vnd.fujixerox.ddd", "ddd"],
  ["application/vnd.fujixerox.docuworks", "xdw"],
  ["application/vnd.fujixerox.docuworks.binder", "xbd"],
  ["application/vnd.fuzzysheet", "fzs"],
  ["application/vnd.genomatix.tuxedo", "txd"],
  ["application/vnd.geogebra.file", "ggb"],
  ["application/vnd.geogebra.tool", "ggt"],
  ["application/vnd.geometry-explorer", "gex"],
  ["application/vnd.geonext", "gxt"],
  ["application/vnd.geoplan", "g2w"],
  ["application/vnd.geospace", "g3w"],
  ["application/vnd.gmx", "gmx"],
  ["application/vnd.google-earth.kml+xml", "kml"],
  ["application/vnd.google-earth.kmz", "kmz"],
  ["application/vnd.grafeq", "gqf"],
  ["application/vnd.groove-account", "gac"],
  ["application/vnd.groove-help", "ghf"],
  ["application/vnd.groove-identity-message", "gim"],
  ["application/vnd.groove-injector", "grv"],
  ["application/vnd.groove-tool-message", "gtm"],
  ["application/vnd.groove-tool-template", "tpl"],
  ["application/vnd.groove-vcard", "vcg"],
  ["application/vnd.hal+xml", "hal"],
  ["application/vnd.handheld-entertainment+xml", "zmm"],
  ["application/vnd.hbci", "hbci"],
  ["application/vnd.hhe.lesson-player", "les"],
  ["application/vnd.hp-hpgl", ["hgl", "hpg", "hpgl"]],
  ["application/vnd.hp-hpid", "hpid"],
  ["application/vnd.hp-hps", "hps"],
  ["application/vnd.hp-jlyt", "jlt"],
  ["application/vnd.hp-pcl", "pcl"],
  ["application/vnd.hp-pclxl", "pclxl"],
  ["application/vnd.hydrostatix.sof-data", "sfd-hdstx"],
  ["application/vnd.hzn-3d-crossword", "x3d"],
  ["application/vnd.ibm.minipay", "mpy"],
  ["application/vnd.ibm.modcap", "afp"],
  ["application/vnd.ibm.rights-management", "irm"],
  ["application/vnd.ibm.secure-container", "sc"],
  ["application/vnd.iccprofile", "icc"],
  ["application/vnd.igloader", "igl"],
  ["application/vnd.immervision-ivp", "ivp"],
  ["application/vnd.immervision-ivu", "ivu"],
  ["application/vnd.insors.igm", "igm"],
  ["application/vnd.intercon.formnet", "xpw"],
  ["application/vnd.intergeo", "i2g"],
  ["application/vnd.intu.qbo", "qbo"],
  ["application/vnd.intu.qfx", "qfx"],
  ["application/vnd.ipunplugged.rcprofile", "rcprofile"],
  ["application/vnd.irepository.package+xml", "irp"],
  ["application/vnd.is-xpr", "xpr"],
  ["application/vnd.isac.fcs", "fcs"],
  ["application/vnd.jam", "jam"],
  ["application/vnd.jcp.javame.midlet-rms", "rms"],
  ["application/vnd.jisp", "jisp"],
  ["application/vnd.joost.joda-archive", "joda"],
  ["application/vnd.kahootz", "ktz"],
  ["application/vnd.kde.karbon", "karbon"],
  ["application/vnd.kde.kchart", "chrt"],
  ["application/vnd.kde.kformula", "kfo"],
  ["application/vnd.kde.kivio", "flw"],
  ["application/vnd.kde.kontour", "kon"],
  ["application/vnd.kde.kpresenter", "kpr"],
  ["application/vnd.kde.kspread", "ksp"],
  ["application/vnd.kde.kword", "kwd"],
  ["application/vnd.kenameaapp", "htke"],
  ["application/vnd.kidspiration", "kia"],
  ["application/vnd.kinar", "kne"],
  ["application/vnd.koan", "skp"],
  ["application/vnd.kodak-descriptor", "sse"],
  ["application/vnd.las.las+xml", "lasxml"],
  ["application/vnd.llamagraphics.life-balance.desktop", "lbd"],
  ["application/vnd.llamagraphics.life-balance.exchange+xml", "lbe"],
  ["application/vnd.lotus-1-2-3", "123"],
  ["application/vnd.lotus-approach", "apr"],
  ["application/vnd.lotus-freelance", "pre"],
  ["application/vnd.lotus-notes", "nsf"],
  ["application/vnd.lotus-organizer", "org"],
  ["application/vnd.lotus-screencam", "scm"],
  ["application/vnd.lotus-wordpro", "lwp"],
  ["application/vnd.macports.portpkg", "portpkg"],
  ["application/vnd.mcd", "mcd"],
  ["application/vnd.medcalcdata", "mc1"],
  ["application/vnd.mediastation.cdkey", "cdkey"],
  ["application/vnd.mfer", "mwf"],
  ["application/vnd.mfmp", "mfm"],
  ["application/vnd.micrografx.flo", "flo"],
  ["application/vnd.micrografx.igx", "igx"],
  ["application/vnd.mif", "mif"],
  ["application/vnd.mobius.daf", "daf"],
  ["application/vnd.mobius.dis", "dis"],
  ["application/vnd.mobius.mbk", "mbk"],
  ["application/vnd.mobius.mqy", "mqy"],
  ["application/vnd.mobius.msl", "msl"],
  ["application/vnd.mobius.plc", "plc"],
  ["application/vnd.mobius.txf", "txf"],
  ["application/vnd.mophun.application", "mpn"],
  ["application/vnd.mophun.certificate", "mpc"],
  ["application/vnd.mozilla.xul+xml", "xul"],
  ["application/vnd.ms-artgalry", "cil"],
  ["application/vnd.ms-cab-compressed", "cab"],
  ["application/vnd.ms-excel", ["xls", "xla", "xlc", "xlm", "xlt", "xlw", "xlb", "xll"]],
  ["application/vnd.ms-excel.addin.macroenabled.12", "xlam"],
  ["application/vnd.ms-excel.sheet.binary.macroenabled.12", "xlsb"],
  ["application/vnd.ms-excel.sheet.macroenabled.12", "xlsm"],
  ["application/vnd.ms-excel.template.macroenabled.12", "xltm"],
  ["application/vnd.ms-fontobject", "eot"],
  ["application/vnd.ms-htmlhelp", "chm"],
  ["application/vnd.ms-ims", "ims"],
  ["application/vnd.ms-lrm", "lrm"],
  ["application/vnd.ms-officetheme", "thmx"],
  ["application/vnd.ms-outlook", "msg"],
  ["application/vnd.ms-pki.certstore", "sst"],
  ["application/vnd.ms-pki.pko", "pko"],
  ["application/vnd.ms-pki.seccat", "cat"],
  ["application/vnd.ms-pki.stl", "stl"],
  ["application/vnd.ms-pkicertstore", "sst"],
  ["application/vnd.ms-pkiseccat", "cat"],
  ["application/vnd.ms-pkistl", "stl"],
  ["application/vnd.ms-powerpoint", ["ppt", "pot", "pps", "ppa", "pwz"]],
  ["application/vnd.ms-powerpoint.addin.macroenabled.12", "ppam"],
  ["application/vnd.ms-powerpoint.presentation.macroenabled.12", "pptm"],
  ["application/vnd.ms-powerpoint.slide.macroenabled.12", "sldm"],
  ["application/vnd.ms-powerpoint.slideshow.macroenabled.12", "ppsm"],
  ["application/vnd.ms-powerpoint.template.macroenabled.12", "potm"],
  ["application/vnd.ms-project", "mpp"],
  ["application/vnd.ms-word.document.macroenabled.12", "docm"],
  ["application/vnd.ms-word.template.macroenabled.12", "dotm"],
  ["application/vnd.ms-works", ["wks", "wcm", "wdb", "wps"]],
  ["application/vnd.ms-wpl", "wpl"],
  ["application/vnd.ms-xpsdocument", "xps"],
  ["application/vnd.mseq", "mseq"],
  ["application/vnd.musician", "mus"],
  ["application/vnd.muvee.style", "msty"],
  ["application/vnd.neurolanguage.nlu", "nlu"],
  ["application/vnd.noblenet-directory", "nnd"],
  ["application/vnd.noblenet-sealer", "nns"],
  ["application/vnd.noblenet-web", "nnw"],
  ["application/vnd.nokia.configuration-message", "ncm"],
  ["application/vnd.nokia.n-gage.data", "ngdat"],
  ["application/vnd.nokia.n-gage.symbian.install", "n-gage"],
  ["application/vnd.nokia.radio-preset", "rpst"],
  ["application/vnd.nokia.radio-presets", "rpss"],
  ["application/vnd.nokia.ringing-tone", "rng"],
  ["application/vnd.novadigm.edm", "edm"],
  ["application/vnd.novadigm.edx", "edx"],
  ["application/vnd.novadigm.ext", "ext"],
  ["application/vnd.oasis.opendocument.chart", "odc"],
  ["application/vnd.oasis.opendocument.chart-template", "otc"],
  ["application/vnd.oasis.opendocument.database", "odb"],
  ["application/vnd.oasis.opendocument.formula", "odf"],
  ["application/vnd.oasis.opendocument.formula-template", "odft"],
  ["application/vnd.oasis.opendocument.graphics", "odg"],
  ["application/vnd.oasis.opendocument.graphics-template", "otg"],
  ["application/vnd.oasis.opendocument.image", "odi"],
  ["application/vnd.oasis.opendocument.image-template", "oti"],
  ["application/vnd.oasis.opendocument.presentation", "odp"],
  ["application/vnd.oasis.opendocument.presentation-template", "otp"],
  ["application/vnd.oasis.opendocument.spreadsheet", "ods"],
  ["application/vnd.oasis.opendocument.spreadsheet-template", "ots"],
  ["application/vnd.oasis.opendocument.text", "odt"],
  ["application/vnd.oasis.opendocument.text-master", "odm"],
  ["application/vnd.oasis.opendocument.text-template", "ott"],
  ["application/vnd.oasis.opendocument.text-web", "oth"],
  ["application/vnd.olpc-sugar", "xo"],
  ["application/vnd.oma.dd2+xml", "dd2"],
  ["application/vnd.openofficeorg.extension", "oxt"],
  ["application/vnd.openxmlformats-officedocument.presentationml.presentation", "pptx"],
  ["application/vnd.openxmlformats-officedocument.presentationml.slide", "sldx"],
  ["application/vnd.openxmlformats-officedocument.presentationml.slideshow", "ppsx"],
  ["application/vnd.openxmlformats-officedocument.presentationml.template", "potx"],
  ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx"],
  ["application/vnd.openxmlformats-officedocument.spreadsheetml.template", "xltx"],
  ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
  ["application/vnd.openxmlformats-officedocument.wordprocessingml.template", "dotx"],
  ["application/vnd.osgeo.mapguide.package", "mgp"],
  ["application/vnd.osgi.dp", "dp"],
  ["application/vnd.palm", "pdb"],
  ["application/vnd.pawaafile", "paw"],
  ["application/vnd.pg.format", "str"],
  ["application/vnd.pg.osasli", "ei6"],
  ["application/vnd.picsel", "efif"],
  ["application/vnd.pmi.widget", "wg"],
  ["application/vnd.pocketlearn", "plf"],
  ["application/vnd.powerbuilder6", "pbd"],
  ["application/vnd.previewsystems.box", "box"],
  ["application/vnd.proteus.magazine", "mgz"],
  ["application/vnd.publishare-delta-tree", "qps"],
  ["application/vnd.pvi.ptid1", "ptid"],
  ["application/vnd.quark.quarkxpress", "qxd"],
  ["application/vnd.realvnc.bed", "bed"],
  ["application/vnd.recordare.musicxml", "mxl"],
  ["application/vnd.recordare.musicxml+xml", "musicxml"],
  ["application/vnd.rig.cryptonote", "cryptonote"],
  ["application/vnd.rim.cod", "cod"],
  ["application/vnd.rn-realmedia", "rm"],
  ["application/vnd.rn-realplayer", "rnx"],
  ["application/vnd.route66.link66+xml", "link66"],
  ["application/vnd.sailingtracker.track", "st"],
  ["application/vnd.seemail", "see"],
  ["application/vnd.sema", "sema"],
  ["application/vnd.semd", "semd"],
  ["application/vnd.semf", "semf"],
  ["application/vnd.shana.informed.formdata", "ifm"],
  ["application/vnd.shana.informed.formtemplate", "itp"],
  ["application/vnd.shana.informed.interchange", "iif"],
  ["application/vnd.shana.informed.package", "ipk"],
  ["application/vnd.simtech-mindmapper", "twd"],
  ["application/vnd.smaf", "mmf"],
  ["application/vnd.smart.teacher", "teacher"],
  ["application/vnd.solent.sdkm+xml", "sdkm"],
  ["application/vnd.spotfire.dxp", "dxp"],
  ["application/vnd.spotfire.sfs", "sfs"],
  ["application/vnd.stardivision.calc", "sdc"],
  ["application/vnd.stardivision.draw", "sda"],
  ["application/vnd.stardivision.impress", "sdd"],
  ["application/vnd.stardivision.math", "smf"],
  ["application/vnd.stardivision.writer", "sdw"],
  ["application/vnd.stardivision.writer-global", "sgl"],
  ["application/vnd.stepmania.stepchart", "sm"],
  ["application/vnd.sun.xml.calc", "sxc"],
  ["application/vnd.sun.xml.calc.template", "stc"],
  ["application/vnd.sun.xml.draw", "sxd"],
  ["application/vnd.sun.xml.draw.template", "std"],
  ["application/vnd.sun.xml.impress", "sxi"],
  ["application/vnd.sun.xml.impress.template", "sti"],
  ["application/vnd.sun.xml.math", "sxm"],
  ["application/vnd.sun.xml.writer", "sxw"],
  ["application/vnd.sun.xml.writer.global", "sxg"],
  ["application/vnd.sun.xml.writer.template", "stw"],
  ["application/vnd.sus-calendar", "sus"],
  ["application/vnd.svd", "svd"],
  ["application/vnd.symbian.install", "sis"],
  ["application/vnd.syncml+xml", "xsm"],
  ["application/vnd.syncml.dm+wbxml", "bdm"],
  ["application/vnd.syncml.dm+xml", "xdm"],
  ["application/vnd.tao.intent-module-archive", "tao"],
  ["application/vnd.tmobile-livetv", "tmo"],
  ["application/vnd.trid.tpt", "tpt"],
  ["application/vnd.triscape.mxs", "mxs"],
  ["application/vnd.trueapp", "tra"],
  ["application/vnd.ufdl", "ufd"],
  ["application/vnd.uiq.theme", "utz"],
  ["application/vnd.umajin", "umj"],
  ["application/vnd.unity", "unityweb"],
  ["application/vnd.uoml+xml", "uoml"],
  ["application/vnd.vcx", "vcx"],
  ["application/vnd.visio", "vsd"],
  ["application/vnd.visionary", "vis"],
  ["application/vnd.vsf", "vsf"],
  ["application/vnd.wap.wbxml", "wbxml"],
  ["application/vnd.wap.wmlc", "wmlc"],
  ["application/vnd.wap.wmlscriptc", "wmlsc"],
  ["application/vnd.webturbo", "wtb"],
  ["application/vnd.wolfram.player", "nbp"],
  ["application/vnd.wordperfect", "wpd"],
  ["application/vnd.wqd", "wqd"],
  ["application/vnd.wt.stf", "stf"],
  ["application/vnd.xara", ["web", "xar"]],
  ["application/vnd.xfdl", "xfdl"],
  ["application/vnd.yamaha.hv-dic", "hvd"],
  ["application/vnd.yamaha.hv-script", "hvs"],
  ["application/vnd.yamaha.hv-voice", "hvp"],
  ["application/vnd.yamaha.openscoreformat", "osf"],
  ["application/vnd.yamaha.openscoreformat.osfpvg+xml", "osfpvg"],
  ["application/vnd.yamaha.smaf-audio", "saf"],
  ["application/vnd.yamaha.smaf-phrase", "spf"],
  ["application/vnd.yellowriver-custom-menu", "cmp"],
  ["application/vnd.zul", "zir"],
  ["application/vnd.zzazz.deck+xml", "zaz"],
  ["application/vocaltec-media-desc", "vmd"],
  ["application/vocaltec-media-file", "vmf"],
  ["application/voicexml+xml", "vxml"],
  ["application/widget", "wgt"],
  ["application/winhlp", "hlp"],
  ["application/wordperfect", ["wp", "wp5", "wp6", "wpd"]],
  ["application/wordperfect6.0", ["w60", "wp5"]],
  ["application/wordperfect6.1", "w61"],
  ["application/wsdl+xml", "wsdl"],
  ["application/wspolicy+xml", "wspolicy"],
  ["application/x-123", "wk1"],
  ["application/x-7z-compressed", "7z"],
  ["application/x-abiword", "abw"],
  ["application/x-ace-compressed", "ace"],
  ["application/x-aim", "aim"],
  ["application/x-authorware-bin", "aab"],
  ["application/x-authorware-map", "aam"],
  ["application/x-authorware-seg", "aas"],
  ["application/x-bcpio", "bcpio"],
  ["application/x-binary", "bin"],
  ["application/x-binhex40", "hqx"],
  ["application/x-bittorrent", "torrent"],
  ["application/x-bsh", ["bsh", "sh", "shar"]],
  ["application/x-bytecode.elisp", "elc"],
  ["application/x-bytecode.python", "pyc"],
  ["application/x-bzip", "bz"],
  ["application/x-bzip2", ["boz", "bz2"]],
  ["application/x-cdf", "cdf"],
  ["application/x-cdlink", "vcd"],
  ["application/x-chat", ["cha", "chat"]],
  ["application/x-chess-pgn", "pgn"],
  ["application/x-cmu-raster", "ras"],
  ["application/x-cocoa", "cco"],
  ["application/x-compactpro", "cpt"],
  ["application/x-compress", "z"],
  ["application/x-compressed", ["tgz", "gz", "z", "zip"]],
  ["application/x-conference", "nsc"],
  ["application/x-cpio", "cpio"],
  ["application/x-cpt", "cpt"],
  ["application/x-csh", "csh"],
  ["application/x-debian-package", "deb"],
  ["application/x-deepv", "deepv"],
  ["application/x-director", ["dir", "dcr", "dxr"]],
  ["application/x-doom", "wad"],
  ["application/x-dtbncx+xml", "ncx"],
  ["application/x-dtbook+xml", "dtb"],
  ["application/x-dtbresource+xml", "res"],
  ["application/x-dvi", "dvi"],
  ["application/x-elc", "elc"],
  ["application/x-envoy", ["env", "evy"]],
  ["application/x-esrehber", "es"],
  ["application/x-excel", ["xls", "xla", "xlb", "xlc", "xld", "xlk", "xll", "xlm", "xlt", "xlv", "xlw"]],
  ["application/x-font-bdf", "bdf"],
  ["application/x-font-ghostscript", "gsf"],
  ["application/x-font-linux-psf", "psf"],
  ["application/x-font-otf", "otf"],
  ["application/x-font-pcf", "pcf"],
  ["application/x-font-snf", "snf"],
  ["application/x-font-ttf", "ttf"],
  ["application/x-font-type1", "pfa"],
  ["application/x-font-woff", "woff"],
  ["application/x-frame", "mif"],
  ["application/x-freelance", "pre"],
  ["application/x-futuresplash", "spl"],
  ["application/x-gnumeric", "gnumeric"],
  ["application/x-gsp", "gsp"],
  ["application/x-gss", "gss"],
  ["application/x-gtar", "gtar"],
  ["application/x-gzip", ["gz", "gzip"]],
  ["application/x-hdf", "hdf"],
  ["application/x-helpfile", ["help", "hlp"]],
  ["application/x-httpd-imap", "imap"],
  ["application/x-ima", "ima"],
  ["application/x-internet-signup", ["ins", "isp"]],
  ["application/x-internett-signup", "ins"],
  ["application/x-inventor", "iv"],
  ["application/x-ip2", "ip"],
  ["application/x-iphone", "iii"],
  ["application/x-java-class", "class"],
  ["application/x-java-commerce", "jcm"],
  ["application/x-java-jnlp-file", "jnlp"],
  ["application/x-javascript", "js"],
  ["application/x-koan", ["skd", "skm", "skp", "skt"]],
  ["application/x-ksh", "ksh"],
  ["application/x-latex", ["latex", "ltx"]],
  ["application/x-lha", "lha"],
  ["application/x-lisp", "lsp"],
  ["application/x-livescreen", "ivy"],
  ["application/x-lotus", "wq1"],
  ["application/x-lotusscreencam", "scm"],
  ["application/x-lzh", "lzh"],
  ["application/x-lzx", "lzx"],
  ["application/x-mac-binhex40", "hqx"],
  ["application/x-macbinary", "bin"],
  ["application/x-magic-cap-package-1.0", "mc$"],
  ["application/x-mathcad", "mcd"],
  ["application/x-meme", "mm"],
  ["application/x-midi", ["mid", "midi"]],
  ["application/x-mif", "mif"],
  ["application/x-mix-transfer", "nix"],
  ["application/x-mobipocket-ebook", "prc"],
  ["application/x-mplayer2", "asx"],
  ["application/x-ms-application", "application"],
  ["application/x-ms-wmd", "wmd"],
  ["application/x-ms-wmz", "wmz"],
  ["application/x-ms-xbap", "xbap"],
  ["application/x-msaccess", "mdb"],
  ["application/x-msbinder", "obd"],
  ["application/x-mscardfile", "crd"],
  ["application/x-msclip", "clp"],
  ["application/x-msdownload", ["exe", "dll"]],
  ["application/x-msexcel", ["xls", "xla", "xlw"]],
  ["application/x-msmediaview", ["mvb", "m13", "m14"]],
  ["application/x-msmetafile", "wmf"],
  ["application/x-msmoney", "mny"],
  ["application/x-mspowerpoint", "ppt"],
  ["application/x-mspublisher", "pub"],
  ["application/x-msschedule", "scd"],
  ["application/x-msterminal", "trm"],
  ["application/x-mswrite", "wri"],
  ["application/x-navi-animation", "ani"],
  ["application/x-navidoc", "nvd"],
  ["application/x-navimap", "map"],
  ["application/x-navistyle", "stl"],
  ["application/x-netcdf", ["cdf", "nc"]],
  ["application/x-newton-compatible-pkg", "pkg"],
  ["application/x-nokia-9000-communicator-add-on-software", "aos"],
  ["application/x-omc", "omc"],
  ["application/x-omcdatamaker", "omcd"],
  ["application/x-omcregerator", "omcr"],
  ["application/x-pagemaker", ["pm4", "pm5"]],
  ["application/x-pcl", "pcl"],
  ["application/x-perfmon", ["pma", "pmc", "pml", "pmr", "pmw"]],
  ["application/x-pixclscript", "plx"],
  ["application/x-pkcs10", "p10"],
  ["application/x-pkcs12", ["p12", "pfx"]],
  ["application/x-pkcs7-certificates", ["p7b", "spc"]],
  ["application/x-pkcs7-certreqresp", "p7r"],
  ["application/x-pkcs7-mime", ["p7m", "p7c"]],
  ["application/x-pkcs7-signature", ["p7s", "p7a"]],
  ["application/x-pointplus", "css"],
  ["application/x-portable-anymap", "pnm"],
  ["application/x-project", ["mpc", "mpt", "mpv", "mpx"]],
  ["application/x-qpro", "wb1"],
  ["application/x-rar-compressed", "rar"],
  ["application/x-rtf", "rtf"],
  ["application/x-sdp", "sdp"],
  ["application/x-sea", "sea"],
  ["application/x-seelogo", "sl"],
  ["application/x-sh", "sh"],
  ["application/x-shar", ["shar", "sh"]],
  ["application/x-shockwave-flash", "swf"],
  ["application/x-silverlight-app", "xap"],
  ["application/x-sit", "sit"],
  ["application/x-sprite", ["spr", "sprite"]],
  ["application/x-stuffit", "sit"],
  ["application/x-stuffitx", "sitx"],
  ["application/x-sv4cpio", "sv4cpio"],
  ["application/x-sv4crc", "sv4crc"],
  ["application/x-tar", "tar"],
  ["application/x-tbook", ["sbk", "tbk"]],
  ["application/x-tcl", "tcl"],
  ["application/x-tex", "tex"],
  ["application/x-tex-tfm", "tfm"],
  ["application/x-texinfo", ["texi", "texinfo"]],
  ["application/x-troff", ["roff", "t", "tr"]],
  ["application/x-troff-man", "man"],
  ["application/x-troff-me", "me"],
  ["application/x-troff-ms", "ms"],
  ["application/x-troff-msvideo", "avi"],
  ["application/x-ustar", "ustar"],
  ["application/x-visio", ["vsd", "vst", "vsw"]],
  ["application/x-vnd.audioexplosion.mzz", "mzz"],
  ["application/x-vnd.ls-xpix", "xpix"],
  ["application/x-vrml", "vrml"],
  ["application/x-wais-source", ["src", "wsrc"]],
  ["application/x-winhelp", "hlp"],
  ["application/x-wintalk", "wtk"],
  ["application/x-world", ["wrl", "svr"]],
  ["application/x-wpwin", "wpd"],
  ["application/x-wri", "wri"],
  ["application/x-x509-ca-cert", ["cer", "crt", "der"]],
  ["application/x-x509-user-cert", "crt"],
  ["application/x-xfig", "fig"],
  ["application/x-xpinstall", "xpi"],
  ["application/x-zip-compressed", "zip"],
  ["application/xcap-diff+xml", "xdf"],
  ["application/xenc+xml", "xenc"],
  ["application/xhtml+xml", "xhtml"],
  ["application/xml", "xml"],
  ["application/xml-dtd", "dtd"],
  ["application/xop+xml", "xop"],
  ["application/xslt+xml", "xslt"],
  ["application/xspf+xml", "xspf"],
  ["application/xv+xml", "mxml"],
  ["application/yang", "yang"],
  ["application/yin+xml", "yin"],
  ["application/ynd.ms-pkipko", "pko"],
  ["application/zip", "zip"],
  ["audio/adpcm", "adp"],
  ["audio/aiff", ["aiff", "aif", "aifc"]],
  ["audio/basic", ["snd", "au"]],
  ["audio/it", "it"],
  ["audio/make", ["funk", "my", "pfunk"]],
  ["audio/make.my.funk", "pfunk"],
  ["audio/mid", ["mid", "rmi"]],
  ["audio/midi", ["midi", "kar", "mid"]],
  ["audio/mod", "mod"],
  ["audio/mp4", "mp4a"],
  ["audio/mpeg", ["mpga", "mp3", "m2a", "mp2", "mpa", "mpg"]],
  ["audio/mpeg3", "mp3"],
  ["audio/nspaudio", ["la", "lma"]],
  ["audio/ogg", "oga"],
  ["audio/s3m", "s3m"],
  ["audio/tsp-audio", "tsi"],
  ["audio/tsplayer", "tsp"],
  ["audio/vnd.dece.audio", "uva"],
  ["audio/vnd.digital-winds", "eol"],
  ["audio/vnd.dra", "dra"],
  ["audio/vnd.dts", "dts"],
  ["audio/vnd.dts.hd", "dtshd"],
  ["audio/vnd.lucent.voice", "lvp"],
  ["audio/vnd.ms-playready.media.pya", "pya"],
  ["audio/vnd.nuera.ecelp4800", "ecelp4800"],
  ["audio/vnd.nuera.ecelp7470", "ecelp7470"],
  ["audio/vnd.nuera.ecelp9600", "ecelp9600"],
  ["audio/vnd.qcelp", "qcp"],
  ["audio/vnd.rip", "rip"],
  ["audio/voc", "voc"],
  ["audio/voxware", "vox"],
  ["audio/wav", "wav"],
  ["audio/webm", "weba"],
  ["audio/x-aac", "aac"],
  ["audio/x-adpcm", "snd"],
  ["audio/x-aiff", ["aiff", "aif", "aifc"]],
  ["audio/x-au", "au"],
  ["audio/x-gsm", ["gsd", "gsm"]],
  ["audio/x-jam", "jam"],
  ["audio/x-liveaudio", "lam"],
  ["audio/x-mid", ["mid", "midi"]],
  ["audio/x-midi", ["midi", "mid"]],
  ["audio/x-mod", "mod"],
  ["audio/x-mpeg", "mp2"],
  ["audio/x-mpeg-3", "mp3"],
  ["audio/x-mpegurl", "m3u"],
  ["audio/x-mpequrl", "m3u"],
  ["audio/x-ms-wax", "wax"],
  ["audio/x-ms-wma", "wma"],
  ["audio/x-nspaudio", ["la", "lma"]],
  ["audio/x-pn-realaudio", ["ra", "ram", "rm", "rmm", "rmp"]],
  ["audio/x-pn-realaudio-plugin", ["ra", "rmp", "rpm"]],
  ["audio/x-psid", "sid"],
  ["audio/x-realaudio", "ra"],
  ["audio/x-twinvq", "vqf"],
  ["audio/x-twinvq-plugin", ["vqe", "vql"]],
  ["audio/x-vnd.audioexplosion.mjuicemediafile", "mjf"],
  ["audio/x-voc", "voc"],
  ["audio/x-wav", "wav"],
  ["audio/xm", "xm"],
  ["chemical/x-cdx", "cdx"],
  ["chemical/x-cif", "cif"],
  ["chemical/x-cmdf", "cmdf"],
  ["chemical/x-cml", "cml"],
  ["chemical/x-csml", "csml"],
  ["chemical/x-pdb", ["pdb", "xyz"]],
  ["chemical/x-xyz", "xyz"],
  ["drawing/x-dwf", "dwf"],
  ["i-world/i-vrml", "ivr"],
  ["image/bmp", ["bmp", "bm"]],
  ["image/cgm", "cgm"],
  ["image/cis-cod", "cod"],
  ["image/cmu-raster", ["ras", "rast"]],
  ["image/fif", "fif"],
  ["image/florian", ["flo", "turbot"]],
  ["image/g3fax", "g3"],
  ["image/gif", "gif"],
  ["image/ief", ["ief", "iefs"]],
  ["image/jpeg", ["jpeg", "jpe", "jpg", "jfif", "jfif-tbnl"]],
  ["image/jutvision", "jut"],
  ["image/ktx", "ktx"],
  ["image/naplps", ["nap", "naplps"]],
  ["image/pict", ["pic", "pict"]],
  ["image/pipeg", "jfif"],
  ["image/pjpeg", ["jfif", "jpe", "jpeg", "jpg"]],
  ["image/png", ["png", "x-png"]],
  ["image/prs.btif", "btif"],
  ["image/svg+xml", "svg"],
  ["image/tiff", ["tif", "tiff"]],
  ["image/vasa", "mcf"],
  ["image/vnd.adobe.photoshop", "psd"],
  ["image/vnd.dece.graphic", "uvi"],
  ["image/vnd.djvu", "djvu"],
  ["image/vnd.dvb.subtitle", "sub"],
  ["image/vnd.dwg", ["dwg", "dxf", "svf"]],
  ["image/vnd.dxf", "dxf"],
  ["image/vnd.fastbidsheet", "fbs"],
  ["image/vnd.fpx", "fpx"],
  ["image/vnd.fst", "fst"],
  ["image/vnd.fujixerox.edmics-mmr", "mmr"],
  ["image/vnd.fujixerox.edmics-rlc", "rlc"],
  ["image/vnd.ms-modi", "mdi"],
  ["image/vnd.net-fpx", ["fpx", "npx"]],
  ["image/vnd.rn-realflash", "rf"],
  ["image/vnd.rn-realpix", "rp"],
  ["image/vnd.wap.wbmp", "wbmp"],
  ["image/vnd.xiff", "xif"],
  ["image/webp", "webp"],
  ["image/x-cmu-raster", "ras"],
  ["image/x-cmx", "cmx"],
  ["image/x-dwg", ["dwg", "dxf", "svf"]],
  ["image/x-freehand", "fh"],
  ["image/x-icon", "ico"],
  ["image/x-jg", "art"],
  ["image/x-jps", "jps"],
  ["image/x-niff", ["niff", "nif"]],
  ["image/x-pcx", "pcx"],
  ["image/x-pict", ["pct", "pic"]],
  ["image/x-portable-anymap", "pnm"],
  ["image/x-portable-bitmap", "pbm"],
  ["image/x-portable-graymap", "pgm"],
  ["image/x-portable-greymap", "pgm"],
  ["image/x-portable-pixmap", "ppm"],
  ["image/x-quicktime", ["qif", "qti", "qtif"]],
  ["image/x-rgb", "rgb"],
  ["image/x-tiff", ["tif", "tiff"]],
  ["image/x-windows-bmp", "bmp"],
  ["image/x-xbitmap", "xbm"],
  ["image/x-xbm", "xbm"],
  ["image/x-xpixmap", ["xpm", "pm"]],
  ["image/x-xwd", "xwd"],
  ["image/x-xwindowdump", "xwd"],
  ["image/xbm", "xbm"],
  ["image/xpm", "xpm"],
  ["message/rfc822", ["eml", "mht", "mhtml", "nws", "mime"]],
  ["model/iges", ["iges", "igs"]],
  ["model/mesh", "msh"],
  ["model/vnd.collada+xml", "dae"],
  ["model/vnd.dwf", "dwf"],
  ["model/vnd.gdl", "gdl"],
  ["model/vnd.gtw", "gtw"],
  ["model/vnd.mts", "mts"],
  ["model/vnd.vtu", "vtu"],
  ["model/vrml", ["vrml", "wrl", "wrz"]],
  ["model/x-pov", "pov"],
  ["multipart/x-gzip", "gzip"],
  ["multipart/x-ustar", "ustar"],
  ["multipart/x-zip", "zip"],
  ["music/crescendo", ["mid", "midi"]],
  ["music/x-karaoke", "kar"],
  ["paleovu/x-pv", "pvu"],
  ["text/asp", "asp"],
  ["text/calendar", "ics"],
  ["text/css", "css"],
  ["text/csv", "csv"],
  ["text/ecmascript", "js"],
  ["text/h323", "323"],
  ["text/html", ["html", "htm", "stm", "acgi", "htmls", "htx", "shtml"]],
  ["text/iuls", "uls"],
  ["text/javascript", "js"],
  ["text/mcf", "mcf"],
  ["text/n3", "n3"],
  ["text/pascal", "pas"],
  [
    "text/plain",
    [
      "txt",
      "bas",
      "c",
      "h",
      "c++",
      "cc",
      "com",
      "conf",
      "cxx",
      "def",
      "f",
      "f90",
      "for",
      "g",
      "hh",
      "idc",
      "jav",
      "java",
      "list",
      "log",
      "lst",
      "m",
      "mar",
      "pl",
      "sdml",
      "text"
    ]
  ],
  ["text/plain-bas", "par"],
  ["text/prs.lines.tag", "dsc"],
  ["text/richtext", ["rtx", "rt", "rtf"]],
  ["text/scriplet", "wsc"],
  ["text/scriptlet", "sct"],
  ["text/sgml", ["sgm", "sgml"]],
  ["text/tab-separated-values", "tsv"],
  ["text/troff", "t"],
  ["text/turtle", "ttl"],
  ["text/uri-list", ["uni", "unis", "uri", "uris"]],
  ["text/vnd.abc", "abc"],
  ["text/vnd.curl", "curl"],
  ["text/vnd.curl.dcurl", "dcurl"],
  ["text/vnd.curl.mcurl", "mcurl"],
  ["text/vnd.curl.scurl", "scurl"],
  ["text/vnd.fly", "fly"],
  ["text/vnd.fmi.flexstor", "flx"],
  ["text/vnd.graphviz", "gv"],
  ["text/vnd.in3d.3dml", "3dml"],
  ["text/vnd.in3d.spot", "spot"],
  ["text/vnd.rn-realtext", "rt"],
  ["text/vnd.sun.j2me.app-descriptor", "jad"],
  ["text/vnd.wap.wml", "wml"],
  ["text/vnd.wap.wmlscript", "wmls"],
  ["text/webviewhtml", "htt"],
  ["text/x-asm", ["asm", "s"]],
  ["text/x-audiosoft-intra", "aip"],
  ["text/x-c", ["c", "cc", "cpp"]],
  ["text/x-component", "htc"],
  ["text/x-fortran", ["for", "f", "f77", "f90"]],
  ["text/x-h", ["h", "hh"]],
  ["text/x-java-source", ["java", "jav"]],
  ["text/x-java-source,java", "java"],
  ["text/x-la-asf", "lsx"],
  ["text/x-m", "m"],
  ["text/x-pascal", "p"],
  ["text/x-script", "hlb"],
  ["text/x-script.csh", "csh"],
  ["text/x-script.elisp", "el"],
  ["text/x-script.guile", "scm"],
  ["text/x-script.ksh", "ksh"],
  ["text/x-script.lisp", "lsp"],
  ["text/x-script.perl", "pl"],
  ["text/x-script.perl-module", "pm"],
  ["text/x-script.phyton", "py"],
  ["text/x-script.rexx", "rexx"],
  ["text/x-script.scheme", "scm"],
  ["text/x-script.sh", "sh"],
  ["text/x-script.tcl", "tcl"],
  ["text/x-script.tcsh", "tcsh"],
  ["text/x-script.zsh", "zsh"],
  ["text/x-server-parsed-html", ["shtml", "ssi"]],
  ["text/x-setext", "etx"],
  ["text/x-sgml", ["sgm", "sgml"]],
  ["text/x-speech", ["spc", "talk"]],
  ["text/x-uil", "uil"],
  ["text/x-uuencode", ["uu", "uue"]],
  ["text/x-vcalendar", "vcs"],
  ["text/x-vcard", "vcf"],
  ["text/xml", "xml"],
  ["video/3gpp", "3gp"],
  ["video/3gpp2", "3g2"],
  ["video/animaflex", "afl"],
  ["video/avi", "avi"],
  ["video/avs-video", "avs"],
  ["video/dl", "dl"],
  ["video/fli", "fli"],
  ["video/gl", "gl"],
  ["video/h261", "h261"],
  ["video/h263", "h263"],
  ["video/h264", "h264"],
  ["video/jpeg", "jpgv"],
  ["video/jpm", "jpm"],
  ["video/mj2", "mj2"],
  ["video/mp4", "mp4"],
  ["video/mpeg", ["mpeg", "mp2", "mpa", "mpe", "mpg", "mpv2", "m1v", "m2v", "mp3"]],
  ["video/msvideo", "avi"],
  ["video/ogg", "ogv"],
  ["video/quicktime", ["mov", "qt", "moov"]],
  ["video/vdo", "vdo"],
  ["video/vivo", ["viv", "vivo"]],
  ["video/vnd.dece.hd", "uvh"],
  ["video/vnd.dece.mobile", "uvm"],
  ["video/vnd.dece.pd", "uvp"],
  ["video/vnd.dece.sd", "uvs"],
  ["video/vnd.dece.video", "uvv"],
  ["video/vnd.fvt", "fvt"],
  ["video/vnd.mpegurl", "mxu"],
  ["video/vnd.ms-playready.media.pyv", "pyv"],
  ["video/vnd.rn-realvideo", "rv"],
  ["video/vnd.uvvu.mp4", "uvu"],
  ["video/vnd.vivo", ["viv", "vivo"]],
  ["video/vosaic", "vos"],
  ["video/webm", "webm"],
  ["video/x-amt-demorun", "xdr"],
  ["video/x-amt-showrun", "xsr"],
  ["video/x-atomic3d-feature", "fmf"],
  ["video/x-dl", "dl"],
  ["video/x-dv", ["dif", "dv"]],
  ["video/x-f4v", "f4v"],
  ["video/x-fli", "fli"],
  ["video/x-flv", "flv"],
  ["video/x-gl", "gl"],
  ["video/x-isvideo", "isu"],
  ["video/x-la-asf", ["lsf", "lsx"]],
  ["video/x-m4v", "m4v"],
  ["video/x-motion-jpeg", "mjpg"],
  ["video/x-mpeg", ["mp3", "mp2"]],
  ["video/x-mpeq2a", "mp2"],
  ["video/x-ms-asf", ["asf", "asr", "asx"]],
  ["video/x-ms-asf-plugin", "asx"],
  ["video/x-ms-wm", "wm"],
  ["video/x-ms-wmv", "wmv"],
  ["video/x-ms-wmx", "wmx"],
  ["video/x-ms-wvx", "wvx"],
  ["video/x-msvideo", "avi"],
  ["video/x-qtc", "qtc"],
  ["video/x-scm", "scm"],
  ["video/x-sgi-movie", ["movie", "mv"]],
  ["windows/metafile", "wmf"],
  ["www/mime", "mime"],
  ["x-conference/x-cooltalk", "ice"],
  ["x-music/x-midi", ["mid", "midi"]],
  ["x-world/x-3dmf", ["3dm", "3dmf", "qd3", "qd3d"]],
  ["x-world/x-svr", "svr"],
  ["x-world/x-vrml", ["flr", "vrml", "wrl", "wrz", "xaf", "xof"]],
  ["x-world/x-vrt", "vrt"],
  ["xgl/drawing", "xgz"],
  ["xgl/movie", "xmz"]
]), extensions = /* @__PURE__ */ new Map([
  ["123", "application/vnd.lotus-1-2-3"],
  ["323", "text/h323"],
  ["*", "application/octet-stream"],
  ["3dm", "x-world/x-3dmf"],
  ["3dmf", "x-world/x-3dmf"],
  ["3dml", "text/vnd.in3d.3dml"],
  ["3g2", "video/3gpp2"],
  ["3gp", "video/3gpp"],
  ["7z", "application/x-7z-compressed"],
  ["a", "application/octet-stream"],
  ["aab", "application/x-authorware-bin"],
  ["aac", "audio/x-aac"],
  ["aam", "application/x-authorware-map"],
  ["aas", "application/x-authorware-seg"],
  ["abc", "text/vnd.abc"],
  ["abw", "application/x-abiword"],
  ["ac", "application/pkix-attr-cert"],
  ["acc", "application/vnd.americandynamics.acc"],
  ["ace", "application/x-ace-compressed"],
  ["acgi", "text/html"],
  ["acu", "application/vnd.acucobol"],
  ["acx", "application/internet-property-stream"],
  ["adp", "audio/adpcm"],
  ["aep", "application/vnd.audiograph"],
  ["afl", "video/animaflex"],
  ["afp", "application/vnd.ibm.modcap"],
  ["ahead", "application/vnd.ahead.space"],
  ["ai", "application/postscript"],
  ["aif", ["audio/aiff", "audio/x-aiff"]],
  ["aifc", ["audio/aiff", "audio/x-aiff"]],
  ["aiff", ["audio/aiff", "audio/x-aiff"]],
  ["aim", "application/x-aim"],
  ["aip", "text/x-audiosoft-intra"],
  ["air", "application/vnd.adobe.air-application-installer-package+zip"],
  ["ait", "application/vnd.dvb.ait"],
  ["ami", "application/vnd.amiga.ami"],
  ["ani", "application/x-navi-animation"],
  ["aos", "application/x-nokia-9000-communicator-add-on-software"],
  ["apk", "application/vnd.android.package-archive"],
  ["application", "application/x-ms-application"],
  ["apr", "application/vnd.lotus-approach"],
  ["aps", "application/mime"],
  ["arc", "application/octet-stream"],
  ["arj", ["application/arj", "application/octet-stream"]],
  ["art", "image/x-jg"],
  ["asf", "video/x-ms-asf"],
  ["asm", "text/x-asm"],
  ["aso", "application/vnd.accpac.simply.aso"],
  ["asp", "text/asp"],
  ["asr", "video/x-ms-asf"],
  ["asx", ["video/x-ms-asf", "application/x-mplayer2", "video/x-ms-asf-plugin"]],
  ["atc", "application/vnd.acucorp"],
  ["atomcat", "application/atomcat+xml"],
  ["atomsvc", "application/atomsvc+xml"],
  ["atx", "application/vnd.antix.game-component"],
  ["au", ["audio/basic", "audio/x-au"]],
  ["avi", ["video/avi", "video/msvideo", "application/x-troff-msvideo", "video/x-msvideo"]],
  ["avs", "video/avs-video"],
  ["aw", "application/applixware"],
  ["axs", "application/olescript"],
  ["azf", "application/vnd.airzip.filesecure.azf"],
  ["azs", "application/vnd.airzip.filesecure.azs"],
  ["azw", "application/vnd.amazon.ebook"],
  ["bas", "text/plain"],
  ["bcpio", "application/x-bcpio"],
  ["bdf", "application/x-font-bdf"],
  ["bdm", "application/vnd.syncml.dm+wbxml"],
  ["bed", "application/vnd.realvnc.bed"],
  ["bh2", "application/vnd.fujitsu.oasysprs"],
  ["bin", ["application/octet-stream", "application/mac-binary", "application/macbinary", "application/x-macbinary", "application/x-binary"]],
  ["bm", "image/bmp"],
  ["bmi", "application/vnd.bmi"],
  ["bmp", ["image/bmp", "image/x-windows-bmp"]],
  ["boo", "application/book"],
  ["book", "application/book"],
  ["box", "application/vnd.previewsystems.box"],
  ["boz", "application/x-bzip2"],
  ["bsh", "application/x-bsh"],
  ["btif", "image/prs.btif"],
  ["bz", "application/x-bzip"],
  ["bz2", "application/x-bzip2"],
  ["c", ["text/plain", "text/x-c"]],
  ["c++", "text/plain"],
  ["c11amc", "application/vnd.cluetrust.cartomobile-config"],
  ["c11amz", "application/vnd.cluetrust.cartomobile-config-pkg"],
  ["c4g", "application/vnd.clonk.c4group"],
  ["cab", "application/vnd.ms-cab-compressed"],
  ["car", "application/vnd.curl.car"],
  ["cat", ["application/vnd.ms-pkiseccat", "application/vnd.ms-pki.seccat"]],
  ["cc", ["text/plain", "text/x-c"]],
  ["ccad", "application/clariscad"],
  ["cco", "application/x-cocoa"],
  ["ccxml", "application/ccxml+xml,"],
  ["cdbcmsg", "application/vnd.contact.cmsg"],
  ["cdf", ["application/cdf", "application/x-cdf", "application/x-netcdf"]],
  ["cdkey", "application/vnd.mediastation.cdkey"],
  ["cdmia", "application/cdmi-capability"],
  ["cdmic", "application/cdmi-container"],
  ["cdmid", "application/cdmi-domain"],
  ["cdmio", "application/cdmi-object"],
  ["cdmiq", "application/cdmi-queue"],
  ["cdx", "chemical/x-cdx"],
  ["cdxml", "application/vnd.chemdraw+xml"],
  ["cdy", "application/vnd.cinderella"],
  ["cer", ["application/pkix-cert", "application/x-x509-ca-cert"]],
  ["cgm", "image/cgm"],
  ["cha", "application/x-chat"],
  ["chat", "application/x-chat"],
  ["chm", "application/vnd.ms-htmlhelp"],
  ["chrt", "application/vnd.kde.kchart"],
  ["cif", "chemical/x-cif"],
  ["cii", "application/vnd.anser-web-certificate-issue-initiation"],
  ["cil", "application/vnd.ms-artgalry"],
  ["cla", "application/vnd.claymore"],
  ["class", ["application/octet-stream", "application/java", "application/java-byte-code", "application/java-vm", "application/x-java-class"]],
  ["clkk", "application/vnd.crick.clicker.keyboard"],
  ["clkp", "application/vnd.crick.clicker.palette"],
  ["clkt", "application/vnd.crick.clicker.template"],
  ["clkw", "application/vnd.crick.clicker.wordbank"],
  ["clkx", "application/vnd.crick.clicker"],
  ["clp", "application/x-msclip"],
  ["cmc", "application/vnd.cosmocaller"],
  ["cmdf", "chemical/x-cmdf"],
  ["cml", "chemical/x-cml"],
  ["cmp", "application/vnd.yellowriver-custom-menu"],
  ["cmx", "image/x-cmx"],
  ["cod", ["image/cis-cod", "application/vnd.rim.cod"]],
  ["com", ["application/octet-stream", "text/plain"]],
  ["conf", "text/plain"],
  ["cpio", "application/x-cpio"],
  ["cpp", "text/x-c"],
  ["cpt", ["application/mac-compactpro", "application/x-compactpro", "application/x-cpt"]],
  ["crd", "application/x-mscardfile"],
  ["crl", ["application/pkix-crl", "application/pkcs-crl"]],
  ["crt", ["application/pkix-cert", "application/x-x509-user-cert", "application/x-x509-ca-cert"]],
  ["cryptonote", "application/vnd.rig.cryptonote"],
  ["csh", ["text/x-script.csh", "application/x-csh"]],
  ["csml", "chemical/x-csml"],
  ["csp", "application/vnd.commonspace"],
  ["css", ["text/css", "application/x-pointplus"]],
  ["csv", "text/csv"],
  ["cu", "application/cu-seeme"],
  ["curl", "text/vnd.curl"],
  ["cww", "application/prs.cww"],
  ["cxx", "text/plain"],
  ["dae", "model/vnd.collada+xml"],
  ["daf", "application/vnd.mobius.daf"],
  ["davmount", "application/davmount+xml"],
  ["dcr", "application/x-director"],
  ["dcurl", "text/vnd.curl.dcurl"],
  ["dd2", "application/vnd.oma.dd2+xml"],
  ["ddd", "application/vnd.fujixerox.ddd"],
  ["deb", "application/x-debian-package"],
  ["deepv", "application/x-deepv"],
  ["def", "text/plain"],
  ["der", "application/x-x509-ca-cert"],
  ["dfac", "application/vnd.dreamfactory"],
  ["dif", "video/x-dv"],
  ["dir", "application/x-director"],
  ["dis", "application/vnd.mobius.dis"],
  ["djvu", "image/vnd.djvu"],
  ["dl", ["video/dl", "video/x-dl"]],
  ["dll", "application/x-msdownload"],
  ["dms", "application/octet-stream"],
  ["dna", "application/vnd.dna"],
  ["doc", "application/msword"],
  ["docm", "application/vnd.ms-word.document.macroenabled.12"],
  ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["dot", "application/msword"],
  ["dotm", "application/vnd.ms-word.template.macroenabled.12"],
  ["dotx", "application/vnd.openxmlformats-officedocument.wordprocessingml.template"],
  ["dp", ["application/commonground", "application/vnd.osgi.dp"]],
  ["dpg", "application/vnd.dpgraph"],
  ["dra", "audio/vnd.dra"],
  ["drw", "application/drafting"],
  ["dsc", "text/prs.lines.tag"],
  ["dssc", "application/dssc+der"],
  ["dtb", "application/x-dtbook+xml"],
  ["dtd", "application/xml-dtd"],
  ["dts", "audio/vnd.dts"],
  ["dtshd", "audio/vnd.dts.hd"],
  ["dump", "application/octet-stream"],
  ["dv", "video/x-dv"],
  ["dvi", "application/x-dvi"],
  ["dwf", ["model/vnd.dwf", "drawing/x-dwf"]],
  ["dwg", ["application/acad", "image/vnd.dwg", "image/x-dwg"]],
  ["dxf", ["application/dxf", "image/vnd.dwg", "image/vnd.dxf", "image/x-dwg"]],
  ["dxp", "application/vnd.spotfire.dxp"],
  ["dxr", "application/x-director"],
  ["ecelp4800", "audio/vnd.nuera.ecelp4800"],
  ["ecelp7470", "audio/vnd.nuera.ecelp7470"],
  ["ecelp9600", "audio/vnd.nuera.ecelp9600"],
  ["edm", "application/vnd.novadigm.edm"],
  ["edx", "application/vnd.novadigm.edx"],
  ["efif", "application/vnd.picsel"],
  ["ei6", "application/vnd.pg.osasli"],
  ["el", "text/x-script.elisp"],
  ["elc", ["application/x-elc", "application/x-bytecode.elisp"]],
  ["eml", "message/rfc822"],
  ["emma", "application/emma+xml"],
  ["env", "application/x-envoy"],
  ["eol", "audio/vnd.digital-winds"],
  ["eot", "application/vnd.ms-fontobject"],
  ["eps", "application/postscript"],
  ["epub", "application/epub+zip"],
  ["es", ["application/ecmascript", "application/x-esrehber"]],
  ["es3", "application/vnd.eszigno3+xml"],
  ["esf", "application/vnd.epson.esf"],
  ["etx", "text/x-setext"],
  ["evy", ["application/envoy", "application/x-envoy"]],
  ["exe", ["application/octet-stream", "application/x-msdownload"]],
  ["exi", "application/exi"],
  ["ext", "application/vnd.novadigm.ext"],
  ["ez2", "application/vnd.ezpix-album"],
  ["ez3", "application/vnd.ezpix-package"],
  ["f", ["text/plain", "text/x-fortran"]],
  ["f4v", "video/x-f4v"],
  ["f77", "text/x-fortran"],
  ["f90", ["text/plain", "text/x-fortran"]],
  ["fbs", "image/vnd.fastbidsheet"],
  ["fcs", "application/vnd.isac.fcs"],
  ["fdf", "application/vnd.fdf"],
  ["fe_launch", "application/vnd.denovo.fcselayout-link"],
  ["fg5", "application/vnd.fujitsu.oasysgp"],
  ["fh", "image/x-freehand"],
  ["fif", ["application/fractals", "image/fif"]],
  ["fig", "application/x-xfig"],
  ["fli", ["video/fli", "video/x-fli"]],
  ["flo", ["image/florian", "application/vnd.micrografx.flo"]],
  ["flr", "x-world/x-vrml"],
  ["flv", "video/x-flv"],
  ["flw", "application/vnd.kde.kivio"],
  ["flx", "text/vnd.fmi.flexstor"],
  ["fly", "text/vnd.fly"],
  ["fm", "application/vnd.framemaker"],
  ["fmf", "video/x-atomic3d-feature"],
  ["fnc", "application/vnd.frogans.fnc"],
  ["for", ["text/plain", "text/x-fortran"]],
  ["fpx", ["image/vnd.fpx", "image/vnd.net-fpx"]],
  ["frl", "application/freeloader"],
  ["fsc", "application/vnd.fsc.weblaunch"],
  ["fst", "image/vnd.fst"],
  ["ftc", "application/vnd.fluxtime.clip"],
  ["fti", "application/vnd.anser-web-funds-transfer-initiation"],
  ["funk", "audio/make"],
  ["fvt", "video/vnd.fvt"],
  ["fxp", "application/vnd.adobe.fxp"],
  ["fzs", "application/vnd.fuzzysheet"],
  ["g", "text/plain"],
  ["g2w", "application/vnd.geoplan"],
  ["g3", "image/g3fax"],
  ["g3w", "application/vnd.geospace"],
  ["gac", "application/vnd.groove-account"],
  ["gdl", "model/vnd.gdl"],
  ["geo", "application/vnd.dynageo"],
  ["geojson", "application/geo+json"],
  ["gex", "application/vnd.geometry-explorer"],
  ["ggb", "application/vnd.geogebra.file"],
  ["ggt", "application/vnd.geogebra.tool"],
  ["ghf", "application/vnd.groove-help"],
  ["gif", "image/gif"],
  ["gim", "application/vnd.groove-identity-message"],
  ["gl", ["video/gl", "video/x-gl"]],
  ["gmx", "application/vnd.gmx"],
  ["gnumeric", "application/x-gnumeric"],
  ["gph", "application/vnd.flographit"],
  ["gqf", "application/vnd.grafeq"],
  ["gram", "application/srgs"],
  ["grv", "application/vnd.groove-injector"],
  ["grxml", "application/srgs+xml"],
  ["gsd", "audio/x-gsm"],
  ["gsf", "application/x-font-ghostscript"],
  ["gsm", "audio/x-gsm"],
  ["gsp", "application/x-gsp"],
  ["gss", "application/x-gss"],
  ["gtar", "application/x-gtar"],
  ["gtm", "application/vnd.groove-tool-message"],
  ["gtw", "model/vnd.gtw"],
  ["gv", "text/vnd.graphviz"],
  ["gxt", "application/vnd.geonext"],
  ["gz", ["application/x-gzip", "application/x-compressed"]],
  ["gzip", ["multipart/x-gzip", "application/x-gzip"]],
  ["h", ["text/plain", "text/x-h"]],
  ["h261", "video/h261"],
  ["h263", "video/h263"],
  ["h264", "video/h264"],
  ["hal", "application/vnd.hal+xml"],
  ["hbci", "application/vnd.hbci"],
  ["hdf", "application/x-hdf"],
  ["help", "application/x-helpfile"],
  ["hgl", "application/vnd.hp-hpgl"],
  ["hh", ["text/plain", "text/x-h"]],
  ["hlb", "text/x-script"],
  ["hlp", ["application/winhlp", "application/hlp", "application/x-helpfile", "application/x-winhelp"]],
  ["hpg", "application/vnd.hp-hpgl"],
  ["hpgl", "application/vnd.hp-hpgl"],
  ["hpid", "application/vnd.hp-hpid"],
  ["hps", "application/vnd.hp-hps"],
  [
    "hqx",
    [
      "application/mac-binhex40",
      "application/binhex",
      "application/binhex4",
      "application/mac-binhex",
      "application/x-binhex40",
      "application/x-mac-binhex40"
    ]
  ],
  ["hta", "application/hta"],
  ["htc", "text/x-component"],
  ["htke", "application/vnd.kenameaapp"],
  ["htm", "text/html"],
  ["html", "text/html"],
  ["htmls", "text/html"],
  ["htt", "text/webviewhtml"],
  ["htx", "text/html"],
  ["hvd", "application/vnd.yamaha.hv-dic"],
  ["hvp", "application/vnd.yamaha.hv-voice"],
  ["hvs", "application/vnd.yamaha.hv-script"],
  ["i2g", "application/vnd.intergeo"],
  ["icc", "application/vnd.iccprofile"],
  ["ice", "x-conference/x-cooltalk"],
  ["ico", "image/x-icon"],
  ["ics", "text/calendar"],
  ["idc", "text/plain"],
  ["ief", "image/ief"],
  ["iefs", "image/ief"],
  ["ifm", "application/vnd.shana.informed.formdata"],
  ["iges", ["application/iges", "model/iges"]],
  ["igl", "application/vnd.igloader"],
  ["igm", "application/vnd.insors.igm"],
  ["igs", ["application/iges", "model/iges"]],
  ["igx", "application/vnd.micrografx.igx"],
  ["iif", "application/vnd.shana.informed.interchange"],
  ["iii", "application/x-iphone"],
  ["ima", "application/x-ima"],
  ["imap", "application/x-httpd-imap"],
  ["imp", "application/vnd.accpac.simply.imp"],
  ["ims", "application/vnd.ms-ims"],
  ["inf", "application/inf"],
  ["ins", ["application/x-internet-signup", "application/x-internett-signup"]],
  ["ip", "application/x-ip2"],
  ["ipfix", "application/ipfix"],
  ["ipk", "application/vnd.shana.informed.package"],
  ["irm", "application/vnd.ibm.rights-management"],
  ["irp", "application/vnd.irepository.package+xml"],
  ["isp", "application/x-internet-signup"],
  ["isu", "video/x-isvideo"],
  ["it", "audio/it"],
  ["itp", "application/vnd.shana.informed.formtemplate"],
  ["iv", "application/x-inventor"],
  ["ivp", "application/vnd.immervision-ivp"],
  ["ivr", "i-world/i-vrml"],
  ["ivu", "application/vnd.immervision-ivu"],
  ["ivy", "application/x-livescreen"],
  ["jad", "text/vnd.sun.j2me.app-descriptor"],
  ["jam", ["application/vnd.jam", "audio/x-jam"]],
  ["jar", "application/java-archive"],
  ["jav", ["text/plain", "text/x-java-source"]],
  ["java", ["text/plain", "text/x-java-source,java", "text/x-java-source"]],
  ["jcm", "application/x-java-commerce"],
  ["jfif", ["image/pipeg", "image/jpeg", "image/pjpeg"]],
  ["jfif-tbnl", "image/jpeg"],
  ["jisp", "application/vnd.jisp"],
  ["jlt", "application/vnd.hp-jlyt"],
  ["jnlp", "application/x-java-jnlp-file"],
  ["joda", "application/vnd.joost.joda-archive"],
  ["jpe", ["image/jpeg", "image/pjpeg"]],
  ["jpeg", ["image/jpeg", "image/pjpeg"]],
  ["jpg", ["image/jpeg", "image/pjpeg"]],
  ["jpgv", "video/jpeg"],
  ["jpm", "video/jpm"],
  ["jps", "image/x-jps"],
  ["js", ["application/javascript", "application/ecmascript", "text/javascript", "text/ecmascript", "application/x-javascript"]],
  ["json", "application/json"],
  ["jut", "image/jutvision"],
  ["kar", ["audio/midi", "music/x-karaoke"]],
  ["karbon", "application/vnd.kde.karbon"],
  ["kfo", "application/vnd.kde.kformula"],
  ["kia", "application/vnd.kidspiration"],
  ["kml", "application/vnd.google-earth.kml+xml"],
  ["kmz", "application/vnd.google-earth.kmz"],
  ["kne", "application/vnd.kinar"],
  ["kon", "application/vnd.kde.kontour"],
  ["kpr", "application/vnd.kde.kpresenter"],
  ["ksh", ["application/x-ksh", "text/x-script.ksh"]],
  ["ksp", "application/vnd.kde.kspread"],
  ["ktx", "image/ktx"],
  ["ktz", "application/vnd.kahootz"],
  ["kwd", "application/vnd.kde.kword"],
  ["la", ["audio/nspaudio", "audio/x-nspaudio"]],
  ["lam", "audio/x-liveaudio"],
  ["lasxml", "application/vnd.las.las+xml"],
  ["latex", "application/x-latex"],
  ["lbd", "application/vnd.llamagraphics.life-balance.desktop"],
  ["lbe", "application/vnd.llamagraphics.life-balance.exchange+xml"],
  ["les", "application/vnd.hhe.lesson-player"],
  ["lha", ["application/octet-stream", "application/lha", "application/x-lha"]],
  ["lhx", "application/octet-stream"],
  ["link66", "application/vnd.route66.link66+xml"],
  ["list", "text/plain"],
  ["lma", ["audio/nspaudio", "audio/x-nspaudio"]],
  ["log", "text/plain"],
  ["lrm", "application/vnd.ms-lrm"],
  ["lsf", "video/x-la-asf"],
  ["lsp", ["application/x-lisp", "text/x-script.lisp"]],
  ["lst", "text/plain"],
  ["lsx", ["video/x-la-asf", "text/x-la-asf"]],
  ["ltf", "application/vnd.frogans.ltf"],
  ["ltx", "application/x-latex"],
  ["lvp", "audio/vnd.lucent.voice"],
  ["lwp", "application/vnd.lotus-wordpro"],
  ["lzh", ["application/octet-stream", "application/x-lzh"]],
  ["lzx", ["application/lzx", "application/octet-stream", "application/x-lzx"]],
  ["m", ["text/plain", "text/x-m"]],
  ["m13", "application/x-msmediaview"],
  ["m14", "application/x-msmediaview"],
  ["m1v", "video/mpeg"],
  ["m21", "application/mp21"],
  ["m2a", "audio/mpeg"],
  ["m2v", "video/mpeg"],
  ["m3u", ["audio/x-mpegurl", "audio/x-mpequrl"]],
  ["m3u8", "application/vnd.apple.mpegurl"],
  ["m4v", "video/x-m4v"],
  ["ma", "application/mathematica"],
  ["mads", "application/mads+xml"],
  ["mag", "application/vnd.ecowin.chart"],
  ["man", "application/x-troff-man"],
  ["map", "application/x-navimap"],
  ["mar", "text/plain"],
  ["mathml", "application/mathml+xml"],
  ["mbd", "application/mbedlet"],
  ["mbk", "application/vnd.mobius.mbk"],
  ["mbox", "application/mbox"],
  ["mc$", "application/x-magic-cap-package-1.0"],
  ["mc1", "application/vnd.medcalcdata"],
  ["mcd", ["application/mcad", "application/vnd.mcd", "application/x-mathcad"]],
  ["mcf", ["image/vasa", "text/mcf"]],
  ["mcp", "application/netmc"],
  ["mcurl", "text/vnd.curl.mcurl"],
  ["mdb", "application/x-msaccess"],
  ["mdi", "image/vnd.ms-modi"],
  ["me", "application/x-troff-me"],
  ["meta4", "application/metalink4+xml"],
  ["mets", "application/mets+xml"],
  ["mfm", "application/vnd.mfmp"],
  ["mgp", "application/vnd.osgeo.mapguide.package"],
  ["mgz", "application/vnd.proteus.magazine"],
  ["mht", "message/rfc822"],
  ["mhtml", "message/rfc822"],
  ["mid", ["audio/mid", "audio/midi", "music/crescendo", "x-music/x-midi", "audio/x-midi", "application/x-midi", "audio/x-mid"]],
  ["midi", ["audio/midi", "music/crescendo", "x-music/x-midi", "audio/x-midi", "application/x-midi", "audio/x-mid"]],
  ["mif", ["application/vnd.mif", "application/x-mif", "application/x-frame"]],
  ["mime", ["message/rfc822", "www/mime"]],
  ["mj2", "video/mj2"],
  ["mjf", "audio/x-vnd.audioexplosion.mjuicemediafile"],
  ["mjpg", "video/x-motion-jpeg"],
  ["mlp", "application/vnd.dolby.mlp"],
  ["mm", ["application/base64", "application/x-meme"]],
  ["mmd", "application/vnd.chipnuts.karaoke-mmd"],
  ["mme", "application/base64"],
  ["mmf", "application/vnd.smaf"],
  ["mmr", "image/vnd.fujixerox.edmics-mmr"],
  ["mny", "application/x-msmoney"],
  ["mod", ["audio/mod", "audio/x-mod"]],
  ["mods", "application/mods+xml"],
  ["moov", "video/quicktime"],
  ["mov", "video/quicktime"],
  ["movie", "video/x-sgi-movie"],
  ["mp2", ["video/mpeg", "audio/mpeg", "video/x-mpeg", "audio/x-mpeg", "video/x-mpeq2a"]],
  ["mp3", ["audio/mpeg", "audio/mpeg3", "video/mpeg", "audio/x-mpeg-3", "video/x-mpeg"]],
  ["mp4", ["video/mp4", "application/mp4"]],
  ["mp4a", "audio/mp4"],
  ["mpa", ["video/mpeg", "audio/mpeg"]],
  ["mpc", ["application/vnd.mophun.certificate", "application/x-project"]],
  ["mpe", "video/mpeg"],
  ["mpeg", "video/mpeg"],
  ["mpg", ["video/mpeg", "audio/mpeg"]],
  ["mpga", "audio/mpeg"],
  ["mpkg", "application/vnd.apple.installer+xml"],
  ["mpm", "application/vnd.blueice.multipass"],
  ["mpn", "application/vnd.mophun.application"],
  ["mpp", "application/vnd.ms-project"],
  ["mpt", "application/x-project"],
  ["mpv", "application/x-project"],
  ["mpv2", "video/mpeg"],
  ["mpx", "application/x-project"],
  ["mpy", "application/vnd.ibm.minipay"],
  ["mqy", "application/vnd.mobius.mqy"],
  ["mrc", "application/marc"],
  ["mrcx", "application/marcxml+xml"],
  ["ms", "application/x-troff-ms"],
  ["mscml", "application/mediaservercontrol+xml"],
  ["mseq", "application/vnd.mseq"],
  ["msf", "application/vnd.epson.msf"],
  ["msg", "application/vnd.ms-outlook"],
  ["msh", "model/mesh"],
  ["msl", "application/vnd.mobius.msl"],
  ["msty", "application/vnd.muvee.style"],
  ["mts", "model/vnd.mts"],
  ["mus", "application/vnd.musician"],
  ["musicxml", "application/vnd.recordare.musicxml+xml"],
  ["mv", "video/x-sgi-movie"],
  ["mvb", "application/x-msmediaview"],
  ["mwf", "application/vnd.mfer"],
  ["mxf", "application/mxf"],
  ["mxl", "application/vnd.recordare.musicxml"],
  ["mxml", "application/xv+xml"],
  ["mxs", "application/vnd.triscape.mxs"],
  ["mxu", "video/vnd.mpegurl"],
  ["my", "audio/make"],
  ["mzz", "application/x-vnd.audioexplosion.mzz"],
  ["n-gage", "application/vnd.nokia.n-gage.symbian.install"],
  ["n3", "text/n3"],
  ["nap", "image/naplps"],
  ["naplps", "image/naplps"],
  ["nbp", "application/vnd.wolfram.player"],
  ["nc", "application/x-netcdf"],
  ["ncm", "application/vnd.nokia.configuration-message"],
  ["ncx", "application/x-dtbncx+xml"],
  ["ngdat", "application/vnd.nokia.n-gage.data"],
  ["nif", "image/x-niff"],
  ["niff", "image/x-niff"],
  ["nix", "application/x-mix-transfer"],
  ["nlu", "application/vnd.neurolanguage.nlu"],
  ["nml", "application/vnd.enliven"],
  ["nnd", "application/vnd.noblenet-directory"],
  ["nns", "application/vnd.noblenet-sealer"],
  ["nnw", "application/vnd.noblenet-web"],
  ["npx", "image/vnd.net-fpx"],
  ["nsc", "application/x-conference"],
  ["nsf", "application/vnd.lotus-notes"],
  ["nvd", "application/x-navidoc"],
  ["nws", "message/rfc822"],
  ["o", "application/octet-stream"],
  ["oa2", "application/vnd.fujitsu.oasys2"],
  ["oa3", "application/vnd.fujitsu.oasys3"],
  ["oas", "application/vnd.fujitsu.oasys"],
  ["obd", "application/x-msbinder"],
  ["oda", "application/oda"],
  ["odb", "application/vnd.oasis.opendocument.database"],
  ["odc", "application/vnd.oasis.opendocument.chart"],
  ["odf", "application/vnd.oasis.opendocument.formula"],
  ["odft", "application/vnd.oasis.opendocument.formula-template"],
  ["odg", "application/vnd.oasis.opendocument.graphics"],
  ["odi", "application/vnd.oasis.opendocument.image"],
  ["odm", "application/vnd.oasis.opendocument.text-master"],
  ["odp", "application/vnd.oasis.opendocument.presentation"],
  ["ods", "application/vnd.oasis.opendocument.spreadsheet"],
  ["odt", "application/vnd.oasis.opendocument.text"],
  ["oga", "audio/ogg"],
  ["ogv", "video/ogg"],
  ["ogx", "application/ogg"],
  ["omc", "application/x-omc"],
  ["omcd", "application/x-omcdatamaker"],
  ["omcr", "application/x-omcregerator"],
  ["onetoc", "application/onenote"],
  ["opf", "application/oebps-package+xml"],
  ["org", "application/vnd.lotus-organizer"],
  ["osf", "application/vnd.yamaha.openscoreformat"],
  ["osfpvg", "application/vnd.yamaha.openscoreformat.osfpvg+xml"],
  ["otc", "application/vnd.oasis.opendocument.chart-template"],
  ["otf", "application/x-font-otf"],
  ["otg", "application/vnd.oasis.opendocument.graphics-template"],
  ["oth", "application/vnd.oasis.opendocument.text-web"],
  ["oti", "application/vnd.oasis.opendocument.image-template"],
  ["otp", "application/vnd.oasis.opendocument.presentation-template"],
  ["ots", "application/vnd.oasis.opendocument.spreadsheet-template"],
  ["ott", "application/vnd.oasis.opendocument.text-template"],
  ["oxt", "application/vnd.openofficeorg.extension"],
  ["p", "text/x-pascal"],
  ["p10", ["application/pkcs10", "application/x-pkcs10"]],
  ["p12", ["application/pkcs-12", "application/x-pkcs12"]],
  ["p7a", "application/x-pkcs7-signature"],
  ["p7b", "application/x-pkcs7-certificates"],
  ["p7c", ["application/pkcs7-mime", "application/x-pkcs7-mime"]],
  ["p7m", ["application/pkcs7-mime", "application/x-pkcs7-mime"]],
  ["p7r", "application/x-pkcs7-certreqresp"],
  ["p7s", ["application/pkcs7-signature", "application/x-pkcs7-signature"]],
  ["p8", "application/pkcs8"],
  ["par", "text/plain-bas"],
  ["part", "application/pro_eng"],
  ["pas", "text/pascal"],
  ["paw", "application/vnd.pawaafile"],
  ["pbd", "application/vnd.powerbuilder6"],
  ["pbm", "image/x-portable-bitmap"],
  ["pcf", "application/x-font-pcf"],
  ["pcl", ["application/vnd.hp-pcl", "application/x-pcl"]],
  ["pclxl", "application/vnd.hp-pclxl"],
  ["pct", "image/x-pict"],
  ["pcurl", "application/vnd.curl.pcurl"],
  ["pcx", "image/x-pcx"],
  ["pdb", ["application/vnd.palm", "chemical/x-pdb"]],
  ["pdf", "application/pdf"],
  ["pfa", "application/x-font-type1"],
  ["pfr", "application/font-tdpfr"],
  ["pfunk", ["audio/make", "audio/make.my.funk"]],
  ["pfx", "application/x-pkcs12"],
  ["pgm", ["image/x-portable-graymap", "image/x-portable-greymap"]],
  ["pgn", "application/x-chess-pgn"],
  ["pgp", "application/pgp-signature"],
  ["pic", ["image/pict", "image/x-pict"]],
  ["pict", "image/pict"],
  ["pkg", "application/x-newton-compatible-pkg"],
  ["pki", "application/pkixcmp"],
  ["pkipath", "application/pkix-pkipath"],
  ["pko", ["application/ynd.ms-pkipko", "application/vnd.ms-pki.pko"]],
  ["pl", ["text/plain", "text/x-script.perl"]],
  ["plb", "application/vnd.3gpp.pic-bw-large"],
  ["plc", "application/vnd.mobius.plc"],
  ["plf", "application/vnd.pocketlearn"],
  ["pls", "application/pls+xml"],
  ["plx", "application/x-pixclscript"],
  ["pm", ["text/x-script.perl-module", "image/x-xpixmap"]],
  ["pm4", "application/x-pagemaker"],
  ["pm5", "application/x-pagemaker"],
  ["pma", "application/x-perfmon"],
  ["pmc", "application/x-perfmon"],
  ["pml", ["application/vnd.ctc-posml", "application/x-perfmon"]],
  ["pmr", "application/x-perfmon"],
  ["pmw", "application/x-perfmon"],
  ["png", "image/png"],
  ["pnm", ["application/x-portable-anymap", "image/x-portable-anymap"]],
  ["portpkg", "application/vnd.macports.portpkg"],
  ["pot", ["application/vnd.ms-powerpoint", "application/mspowerpoint"]],
  ["potm", "application/vnd.ms-powerpoint.template.macroenabled.12"],
  ["potx", "application/vnd.openxmlformats-officedocument.presentationml.template"],
  ["pov", "model/x-pov"],
  ["ppa", "application/vnd.ms-powerpoint"],
  ["ppam", "application/vnd.ms-powerpoint.addin.macroenabled.12"],
  ["ppd", "application/vnd.cups-ppd"],
  ["ppm", "image/x-portable-pixmap"],
  ["pps", ["application/vnd.ms-powerpoint", "application/mspowerpoint"]],
  ["ppsm", "application/vnd.ms-powerpoint.slideshow.macroenabled.12"],
  ["ppsx", "application/vnd.openxmlformats-officedocument.presentationml.slideshow"],
  ["ppt", ["application/vnd.ms-powerpoint", "application/mspowerpoint", "application/powerpoint", "application/x-mspowerpoint"]],
  ["pptm", "application/vnd.ms-powerpoint.presentation.macroenabled.12"],
  ["pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  ["ppz", "application/mspowerpoint"],
  ["prc", "application/x-mobipocket-ebook"],
  ["pre", ["application/vnd.lotus-freelance", "application/x-freelance"]],
  ["prf", "application/pics-rules"],
  ["prt", "application/pro_eng"],
  ["ps", "application/postscript"],
  ["psb", "application/vnd.3gpp.pic-bw-small"],
  ["psd", ["application/octet-stream", "image/vnd.adobe.photoshop"]],
  ["psf", "application/x-font-linux-psf"],
  ["pskcxml", "application/pskc+xml"],
  ["ptid", "application/vnd.pvi.ptid1"],
  ["pub", "application/x-mspublisher"],
  ["pvb", "application/vnd.3gpp.pic-bw-var"],
  ["pvu", "paleovu/x-pv"],
  ["pwn", "application/vnd.3m.post-it-notes"],
  ["pwz", "application/vnd.ms-powerpoint"],
  ["py", "text/x-script.phyton"],
  ["pya", "audio/vnd.ms-playready.media.pya"],
  ["pyc", "application/x-bytecode.python"],
  ["pyv", "video/vnd.ms-playready.media.pyv"],
  ["qam", "application/vnd.epson.quickanime"],
  ["qbo", "application/vnd.intu.qbo"],
  ["qcp", "audio/vnd.qcelp"],
  ["qd3", "x-world/x-3dmf"],
  ["qd3d", "x-world/x-3dmf"],
  ["qfx", "application/vnd.intu.qfx"],
  ["qif", "image/x-quicktime"],
  ["qps", "application/vnd.publishare-delta-tree"],
  ["qt", "video/quicktime"],
  ["qtc", "video/x-qtc"],
  ["qti", "image/x-quicktime"],
  ["qtif", "image/x-quicktime"],
  ["qxd", "application/vnd.quark.quarkxpress"],
  ["ra", ["audio/x-realaudio", "audio/x-pn-realaudio", "audio/x-pn-realaudio-plugin"]],
  ["ram", "audio/x-pn-realaudio"],
  ["rar", "application/x-rar-compressed"],
  ["ras", ["image/cmu-raster", "application/x-cmu-raster", "image/x-cmu-raster"]],
  ["rast", "image/cmu-raster"],
  ["rcprofile", "application/vnd.ipunplugged.rcprofile"],
  ["rdf", "application/rdf+xml"],
  ["rdz", "application/vnd.data-vision.rdz"],
  ["rep", "application/vnd.businessobjects"],
  ["res", "application/x-dtbresource+xml"],
  ["rexx", "text/x-script.rexx"],
  ["rf", "image/vnd.rn-realflash"],
  ["rgb", "image/x-rgb"],
  ["rif", "application/reginfo+xml"],
  ["rip", "audio/vnd.rip"],
  ["rl", "application/resource-lists+xml"],
  ["rlc", "image/vnd.fujixerox.edmics-rlc"],
  ["rld", "application/resource-lists-diff+xml"],
  ["rm", ["application/vnd.rn-realmedia", "audio/x-pn-realaudio"]],
  ["rmi", "audio/mid"],
  ["rmm", "audio/x-pn-realaudio"],
  ["rmp", ["audio/x-pn-realaudio-plugin", "audio/x-pn-realaudio"]],
  ["rms", "application/vnd.jcp.javame.midlet-rms"],
  ["rnc", "application/relax-ng-compact-syntax"],
  ["rng", ["application/ringing-tones", "application/vnd.nokia.ringing-tone"]],
  ["rnx", "application/vnd.rn-realplayer"],
  ["roff", "application/x-troff"],
  ["rp", "image/vnd.rn-realpix"],
  ["rp9", "application/vnd.cloanto.rp9"],
  ["rpm", "audio/x-pn-realaudio-plugin"],
  ["rpss", "application/vnd.nokia.radio-presets"],
  ["rpst", "application/vnd.nokia.radio-preset"],
  ["rq", "application/sparql-query"],
  ["rs", "application/rls-services+xml"],
  ["rsd", "application/rsd+xml"],
  ["rt", ["text/richtext", "text/vnd.rn-realtext"]],
  ["rtf", ["application/rtf", "text/richtext", "application/x-rtf"]],
  ["rtx", ["text/richtext", "application/rtf"]],
  ["rv", "video/vnd.rn-realvideo"],
  ["s", "text/x-asm"],
  ["s3m", "audio/s3m"],
  ["saf", "application/vnd.yamaha.smaf-audio"],
  ["saveme", "application/octet-stream"],
  ["sbk", "application/x-tbook"],
  ["sbml", "application/sbml+xml"],
  ["sc", "application/vnd.ibm.secure-container"],
  ["scd", "application/x-msschedule"],
  ["scm", ["application/vnd.lotus-screencam", "video/x-scm", "text/x-script.guile", "application/x-lotusscreencam", "text/x-script.scheme"]],
  ["scq", "application/scvp-cv-request"],
  ["scs", "application/scvp-cv-response"],
  ["sct", "text/scriptlet"],
  ["scurl", "text/vnd.curl.scurl"],
  ["sda", "application/vnd.stardivision.draw"],
  ["sdc", "application/vnd.stardivision.calc"],
  ["sdd", "application/vnd.stardivision.impress"],
  ["sdkm", "application/vnd.solent.sdkm+xml"],
  ["sdml", "text/plain"],
  ["sdp", ["application/sdp", "application/x-sdp"]],
  ["sdr", "application/sounder"],
  ["sdw", "application/vnd.stardivision.writer"],
  ["sea", ["application/sea", "application/x-sea"]],
  ["see", "application/vnd.seemail"],
  ["seed", "application/vnd.fdsn.seed"],
  ["sema", "application/vnd.sema"],
  ["semd", "application/vnd.semd"],
  ["semf", "application/vnd.semf"],
  ["ser", "application/java-serialized-object"],
  ["set", "application/set"],
  ["setpay", "application/set-payment-initiation"],
  ["setreg", "application/set-registration-initiation"],
  ["sfd-hdstx", "application/vnd.hydrostatix.sof-data"],
  ["sfs", "application/vnd.spotfire.sfs"],
  ["sgl", "application/vnd.stardivision.writer-global"],
  ["sgm", ["text/sgml", "text/x-sgml"]],
  ["sgml", ["text/sgml", "text/x-sgml"]],
  ["sh", ["application/x-shar", "application/x-bsh", "application/x-sh", "text/x-script.sh"]],
  ["shar", ["application/x-bsh", "application/x-shar"]],
  ["shf", "application/shf+xml"],
  ["shtml", ["text/html", "text/x-server-parsed-html"]],
  ["sid", "audio/x-psid"],
  ["sis", "application/vnd.symbian.install"],
  ["sit", ["application/x-stuffit", "application/x-sit"]],
  ["sitx", "application/x-stuffitx"],
  ["skd", "application/x-koan"],
  ["skm", "application/x-koan"],
  ["skp", ["application/vnd.koan", "application/x-koan"]],
  ["skt", "application/x-koan"],
  ["sl", "application/x-seelogo"],
  ["sldm", "application/vnd.ms-powerpoint.slide.macroenabled.12"],
  ["sldx", "application/vnd.openxmlformats-officedocument.presentationml.slide"],
  ["slt", "application/vnd.epson.salt"],
  ["sm", "application/vnd.stepmania.stepchart"],
  ["smf", "application/vnd.stardivision.math"],
  ["smi", ["application/smil", "application/smil+xml"]],
  ["smil", "application/smil"],
  ["snd", ["audio/basic", "audio/x-adpcm"]],
  ["snf", "application/x-font-snf"],
  ["sol", "application/solids"],
  ["spc", ["text/x-speech", "application/x-pkcs7-certificates"]],
  ["spf", "application/vnd.yamaha.smaf-phrase"],
  ["spl", ["application/futuresplash", "application/x-futuresplash"]],
  ["spot", "text/vnd.in3d.spot"],
  ["spp", "application/scvp-vp-response"],
  ["spq", "application/scvp-vp-request"],
  ["spr", "application/x-sprite"],
  ["sprite", "application/x-sprite"],
  ["src", "application/x-wais-source"],
  ["sru", "application/sru+xml"],
  ["srx", "application/sparql-results+xml"],
  ["sse", "application/vnd.kodak-descriptor"],
  ["ssf", "application/vnd.epson.ssf"],
  ["ssi", "text/x-server-parsed-html"],
  ["ssm", "application/streamingmedia"],
  ["ssml", "application/ssml+xml"],
  ["sst", ["application/vnd.ms-pkicertstore", "application/vnd.ms-pki.certstore"]],
  ["st", "application/vnd.sailingtracker.track"],
  ["stc", "application/vnd.sun.xml.calc.template"],
  ["std", "application/vnd.sun.xml.draw.template"],
  ["step", "application/step"],
  ["stf", "application/vnd.wt.stf"],
  ["sti", "application/vnd.sun.xml.impress.template"],
  ["stk", "application/hyperstudio"],
  ["stl", ["application/vnd.ms-pkistl", "application/sla", "application/vnd.ms-pki.stl", "application/x-navistyle"]],
  ["stm", "text/html"],
  ["stp", "application/step"],
  ["str", "application/vnd.pg.format"],
  ["stw", "application/vnd.sun.xml.writer.template"],
  ["sub", "image/vnd.dvb.subtitle"],
  ["sus", "application/vnd.sus-calendar"],
  ["sv4cpio", "application/x-sv4cpio"],
  ["sv4crc", "application/x-sv4crc"],
  ["svc", "application/vnd.dvb.service"],
  ["svd", "application/vnd.svd"],
  ["svf", ["image/vnd.dwg", "image/x-dwg"]],
  ["svg", "image/svg+xml"],
  ["svr", ["x-world/x-svr", "application/x-world"]],
  ["swf", "application/x-shockwave-flash"],
  ["swi", "application/vnd.aristanetworks.swi"],
  ["sxc", "application/vnd.sun.xml.calc"],
  ["sxd", "application/vnd.sun.xml.draw"],
  ["sxg", "application/vnd.sun.xml.writer.global"],
  ["sxi", "application/vnd.sun.xml.impress"],
  ["sxm", "application/vnd.sun.xml.math"],
  ["sxw", "application/vnd.sun.xml.writer"],
  ["t", ["text/troff", "application/x-troff"]],
  ["talk", "text/x-speech"],
  ["tao", "application/vnd.tao.intent-module-archive"],
  ["tar", "application/x-tar"],
  ["tbk", ["application/toolbook", "application/x-tbook"]],
  ["tcap", "application/vnd.3gpp2.tcap"],
  ["tcl", ["text/x-script.tcl", "application/x-tcl"]],
  ["tcsh", "text/x-script.tcsh"],
  ["teacher", "application/vnd.smart.teacher"],
  ["tei", "application/tei+xml"],
  ["tex", "application/x-tex"],
  ["texi", "application/x-texinfo"],
  ["texinfo", "application/x-texinfo"],
  ["text", ["application/plain", "text/plain"]],
  ["tfi", "application/thraud+xml"],
  ["tfm", "application/x-tex-tfm"],
  ["tgz", ["application/gnutar", "application/x-compressed"]],
  ["thmx", "application/vnd.ms-officetheme"],
  ["tif", ["image/tiff", "image/x-tiff"]],
  ["tiff", ["image/tiff", "image/x-tiff"]],
  ["tmo", "application/vnd.tmobile-livetv"],
  ["torrent", "application/x-bittorrent"],
  ["tpl", "application/vnd.groove-tool-template"],
  ["tpt", "application/vnd.trid.tpt"],
  ["tr", "application/x-troff"],
  ["tra", "application/vnd.trueapp"],
  ["trm", "application/x-msterminal"],
  ["tsd", "application/timestamped-data"],
  ["tsi", "audio/tsp-audio"],
  ["tsp", ["application/dsptype", "audio/tsplayer"]],
  ["tsv", "text/tab-separated-values"],
  ["ttf", "application/x-font-ttf"],
  ["ttl", "text/turtle"],
  ["turbot", "image/florian"],
  ["twd", "application/vnd.simtech-mindmapper"],
  ["txd", "application/vnd.genomatix.tuxedo"],
  ["txf", "application/vnd.mobius.txf"],
  ["txt", "text/plain"],
  ["ufd", "application/vnd.ufdl"],
  ["uil", "text/x-uil"],
  ["uls", "text/iuls"],
  ["umj", "application/vnd.umajin"],
  ["uni", "text/uri-list"],
  ["unis", "text/uri-list"],
  ["unityweb", "application/vnd.unity"],
  ["unv", "application/i-deas"],
  ["uoml", "application/vnd.uoml+xml"],
  ["uri", "text/uri-list"],
  ["uris", "text/uri-list"],
  ["ustar", ["application/x-ustar", "multipart/x-ustar"]],
  ["utz", "application/vnd.uiq.theme"],
  ["uu", ["application/octet-stream", "text/x-uuencode"]],
  ["uue", "text/x-uuencode"],
  ["uva", "audio/vnd.dece.audio"],
  ["uvh", "video/vnd.dece.hd"],
  ["uvi", "image/vnd.dece.graphic"],
  ["uvm", "video/vnd.dece.mobile"],
  ["uvp", "video/vnd.dece.pd"],
  ["uvs", "video/vnd.dece.sd"],
  ["uvu", "video/vnd.uvvu.mp4"],
  ["uvv", "video/vnd.dece.video"],
  ["vcd", "application/x-cdlink"],
  ["vcf", "text/x-vcard"],
  ["vcg", "application/vnd.groove-vcard"],
  ["vcs", "text/x-vcalendar"],
  ["vcx", "application/vnd.vcx"],
  ["vda", "application/vda"],
  ["vdo", "video/vdo"],
  ["vew", "application/groupwise"],
  ["vis", "application/vnd.visionary"],
  ["viv", ["video/vivo", "video/vnd.vivo"]],
  ["vivo", ["video/vivo", "video/vnd.vivo"]],
  ["vmd", "application/vocaltec-media-desc"],
  ["vmf", "application/vocaltec-media-file"],
  ["voc", ["audio/voc", "audio/x-voc"]],
  ["vos", "video/vosaic"],
  ["vox", "audio/voxware"],
  ["vqe", "audio/x-twinvq-plugin"],
  ["vqf", "audio/x-twinvq"],
  ["vql", "audio/x-twinvq-plugin"],
  ["vrml", ["model/vrml", "x-world/x-vrml", "application/x-vrml"]],
  ["vrt", "x-world/x-vrt"],
  ["vsd", ["application/vnd.visio", "application/x-visio"]],
  ["vsf", "application/vnd.vsf"],
  ["vst", "application/x-visio"],
  ["vsw", "application/x-visio"],
  ["vtu", "model/vnd.vtu"],
  ["vxml", "application/voicexml+xml"],
  ["w60", "application/wordperfect6.0"],
  ["w61", "application/wordperfect6.1"],
  ["w6w", "application/msword"],
  ["wad", "application/x-doom"],
  ["wav", ["audio/wav", "audio/x-wav"]],
  ["wax", "audio/x-ms-wax"],
  ["wb1", "application/x-qpro"],
  ["wbmp", "image/vnd.wap.wbmp"],
  ["wbs", "application/vnd.criticaltools.wbs+xml"],
  ["wbxml", "application/vnd.wap.wbxml"],
  ["wcm", "application/vnd.ms-works"],
  ["wdb", "application/vnd.ms-works"],
  ["web", "application/vnd.xara"],
  ["weba", "audio/webm"],
  ["webm", "video/webm"],
  ["webp", "image/webp"],
  ["wg", "application/vnd.pmi.widget"],
  ["wgt", "application/widget"],
  ["wiz", "application/msword"],
  ["wk1", "application/x-123"],
  ["wks", "application/vnd.ms-works"],
  ["wm", "video/x-ms-wm"],
  ["wma", "audio/x-ms-wma"],
  ["wmd", "application/x-ms-wmd"],
  ["wmf", ["windows/metafile", "application/x-msmetafile"]],
  ["wml", "text/vnd.wap.wml"],
  ["wmlc", "application/vnd.wap.wmlc"],
  ["wmls", "text/vnd.wap.wmlscript"],
  ["wmlsc", "application/vnd.wap.wmlscriptc"],
  ["wmv", "video/x-ms-wmv"],
  ["wmx", "video/x-ms-wmx"],
  ["wmz", "application/x-ms-wmz"],
  ["woff", "application/x-font-woff"],
  ["word", "application/msword"],
  ["wp", "application/wordperfect"],
  ["wp5", ["application/wordperfect", "application/wordperfect6.0"]],
  ["wp6", "application/wordperfect"],
  ["wpd", ["application/wordperfect", "application/vnd.wordperfect", "application/x-wpwin"]],
  ["wpl", "application/vnd.ms-wpl"],
  ["wps", "application/vnd.ms-works"],
  ["wq1", "application/x-lotus"],
  ["wqd", "application/vnd.wqd"],
  ["wri", ["application/mswrite", "application/x-wri", "application/x-mswrite"]],
  ["wrl", ["model/vrml", "x-world/x-vrml", "application/x-world"]],
  ["wrz", ["model/vrml", "x-world/x-vrml"]],
  ["wsc", "text/scriplet"],
  ["wsdl", "application/wsdl+xml"],
  ["wspolicy", "application/wspolicy+xml"],
  ["wsrc", "application/x-wais-source"],
  ["wtb", "application/vnd.webturbo"],
  ["wtk", "application/x-wintalk"],
  ["wvx", "video/x-ms-wvx"],
  ["x-png", "image/png"],
  ["x3d", "application/vnd.hzn-3d-crossword"],
  ["xaf", "x-world/x-vrml"],
  ["xap", "application/x-silverlight-app"],
  ["xar", "application/vnd.xara"],
  ["xbap", "application/x-ms-xbap"],
  ["xbd", "application/vnd.fujixerox.docuworks.binder"],
  ["xbm", ["image/xbm", "image/x-xbm", "image/x-xbitmap"]],
  ["xdf", "application/xcap-diff+xml"],
  ["xdm", "application/vnd.syncml.dm+xml"],
  ["xdp", "application/vnd.adobe.xdp+xml"],
  ["xdr", "video/x-amt-demorun"],
  ["xdssc", "application/dssc+xml"],
  ["xdw", "application/vnd.fujixerox.docuworks"],
  ["xenc", "application/xenc+xml"],
  ["xer", "application/patch-ops-error+xml"],
  ["xfdf", "application/vnd.adobe.xfdf"],
  ["xfdl", "application/vnd.xfdl"],
  ["xgz", "xgl/drawing"],
  ["xhtml", "application/xhtml+xml"],
  ["xif", "image/vnd.xiff"],
  ["xl", "application/excel"],
  ["xla", ["application/vnd.ms-excel", "application/excel", "application/x-msexcel", "application/x-excel"]],
  ["xlam", "application/vnd.ms-excel.addin.macroenabled.12"],
  ["xlb", ["application/excel", "application/vnd.ms-excel", "application/x-excel"]],
  ["xlc", ["application/vnd.ms-excel", "application/excel", "application/x-excel"]],
  ["xld", ["application/excel", "application/x-excel"]],
  ["xlk", ["application/excel", "application/x-excel"]],
  ["xll", ["application/excel", "application/vnd.ms-excel", "application/x-excel"]],
  ["xlm", ["application/vnd.ms-excel", "application/excel", "application/x-excel"]],
  ["xls", ["application/vnd.ms-excel", "application/excel", "application/x-msexcel", "application/x-excel"]],
  ["xlsb", "application/vnd.ms-excel.sheet.binary.macroenabled.12"],
  ["xlsm", "application/vnd.ms-excel.sheet.macroenabled.12"],
  ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["xlt", ["application/vnd.ms-excel", "application/excel", "application/x-excel"]],
  ["xltm", "application/vnd.ms-excel.template.macroenabled.12"],
  ["xltx", "application/vnd.openxmlformats-officedocument.spreadsheetml.template"],
  ["xlv", ["application/excel", "application/x-excel"]],
  ["xlw", ["application/vnd.ms-excel", "application/excel", "application/x-msexcel", "application/x-excel"]],
  ["xm", "audio/xm"],
  ["xml", ["application/xml", "text/xml", "application/atom+xml", "application/rss+xml"]],
  ["xmz", "xgl/movie"],
  ["xo", "application/vnd.olpc-sugar"],
  ["xof", "x-world/x-vrml"],
  ["xop", "application/xop+xml"],
  ["xpi", "application/x-xpinstall"],
  ["xpix", "application/x-vnd.ls-xpix"],
  ["xpm", ["image/xpm", "image/x-xpixmap"]],
  ["xpr", "application/vnd.is-xpr"],
  ["xps", "application/vnd.ms-xpsdocument"],
  ["xpw", "application/vnd.intercon.formnet"],
  ["xslt", "application/xslt+xml"],
  ["xsm", "application/vnd.syncml+xml"],
  ["xspf", "application/xspf+xml"],
  ["xsr", "video/x-amt-showrun"],
  ["xul", "application/vnd.mozilla.xul+xml"],
  ["xwd", ["image/x-xwd", "image/x-xwindowdump"]],
  ["xyz", ["chemical/x-xyz", "chemical/x-pdb"]],
  ["yang", "application/yang"],
  ["yin", "application/yin+xml"],
  ["z", ["application/x-compressed", "application/x-compress"]],
  ["zaz", "application/vnd.zzazz.deck+xml"],
  ["zip", ["application/zip", "multipart/x-zip", "application/x-zip-compressed", "application/x-compressed"]],
  ["zir", "application/vnd.zul"],
  ["zmm", "application/vnd.handheld-entertainment+xml"],
  ["zoo", "application/octet-stream"],
  ["zsh", "text/x-script.zsh"]
]);
function detectMimeType(filename) {
  if (!filename)
    return defaultMimeType;
  let parsed = import_node_path.default.parse(filename), extension = (parsed.ext.substr(1) || parsed.name || "").split("?").shift().trim().toLowerCase(), value = extensions.has(extension) ? extensions.get(extension) : defaultMimeType;
  return Array.isArray(value) ? value[0] : value;
}
function detectExtension(mimeType) {
  if (!mimeType)
    return defaultExtension;
  let parts = mimeType.toLowerCase().trim().split("/"), rootType = parts.shift().trim(), subType = parts.join("/").trim();
  if (mimeTypes.has(rootType + "/" + subType)) {
    let value = mimeTypes.get(rootType + "/" + subType);
    return Array.isArray(value) ? value[0] : value;
  }
  return rootType === "text" ? "txt" : "bin";
}

// node_modules/nodemailer/dist/esm/mime-node/index.js
var import_node_crypto = __toESM(require("node:crypto"), 1), import_node_fs2 = __toESM(require("node:fs"), 1), import_node_stream8 = require("node:stream");

// node_modules/nodemailer/dist/esm/base64/index.js
var import_node_stream3 = require("node:stream");
function encode2(buffer) {
  return typeof buffer == "string" && (buffer = Buffer.from(buffer, "utf-8")), buffer.toString("base64");
}
function normalizeLineLength(lineLength) {
  let length = Math.floor(Number(lineLength));
  return Number.isFinite(length) && length >= 1 ? length : 76;
}
function wrapBuffer(src, lineLength, final) {
  let lines = Math.ceil(src.length / lineLength), complete = Math.max(lines - 1, 0), rest = src.length - complete * lineLength, output = Buffer.allocUnsafe(complete * (lineLength + 2) + (final ? rest : 0)), to = 0;
  for (let from = 0; from < complete * lineLength; from += lineLength)
    src.copy(output, to, from, from + lineLength), to += lineLength, output[to++] = 13, output[to++] = 10;
  if (final && (to += src.copy(output, to, complete * lineLength), rest = 0), to !== output.length)
    throw new Error("Unexpected wrapped length");
  return { output, rest };
}
var Encoder = class extends import_node_stream3.Transform {
  constructor(options) {
    super(), this.options = options || {}, this.options.lineLength !== !1 && (this.options.lineLength = normalizeLineLength(this.options.lineLength)), this._curLine = "", this._remainingBytes = !1, this.inputBytes = 0, this.outputBytes = 0;
  }
  /**
   * Emits the encoded characters `b64` that follow the current line, keeping what can not be
   * emitted yet as the new current line
   *
   * @internal
   */
  _emit(b64, final) {
    let src = Buffer.from(this._curLine + b64, "latin1");
    if (!src.length)
      return;
    let output = src;
    if (this.options.lineLength) {
      let wrapped = wrapBuffer(src, this.options.lineLength, final);
      output = wrapped.output, this._curLine = wrapped.rest ? src.toString("latin1", src.length - wrapped.rest) : "";
    } else
      this._curLine = "";
    output.length && (this.outputBytes += output.length, this.push(output));
  }
  /** @internal */
  _transform(chunk, encoding, done) {
    let buf = encoding !== "buffer" ? Buffer.from(chunk, encoding) : chunk;
    if (!buf || !buf.length)
      return done();
    this.inputBytes += buf.length, this._remainingBytes && (buf = Buffer.concat([this._remainingBytes, buf], this._remainingBytes.length + buf.length), this._remainingBytes = !1);
    let extra = buf.length % 3;
    extra && (this._remainingBytes = buf.subarray(buf.length - extra), buf = buf.subarray(0, buf.length - extra)), this._emit(encode2(buf), !1), done();
  }
  /** @internal */
  _flush(done) {
    this._emit(this._remainingBytes ? encode2(this._remainingBytes) : "", !0), this._remainingBytes = !1, done();
  }
};

// node_modules/nodemailer/dist/esm/qp/index.js
var import_node_stream4 = require("node:stream"), MIN_LINE_LENGTH = 4, QP_RANGES = [
  [9],
  // <TAB>
  [10],
  // <LF>
  [13],
  // <CR>
  [32, 60],
  // <SP>!"#$%&'()*+,-./0123456789:;
  [62, 126]
  // >?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}
], QP_LITERAL = new Uint8Array(256);
for (let i = 0; i < 256; i++)
  QP_LITERAL[i] = checkRanges(i, QP_RANGES) ? 1 : 0;
var HEX_DIGITS = Buffer.from("0123456789ABCDEF", "latin1"), isWhitespace = (c) => c === 32 || c === 9;
function encode3(buffer) {
  return encodeBytes(typeof buffer == "string" ? Buffer.from(buffer, "utf-8") : buffer);
}
function encodeBytes(buffer, next, binary, previous) {
  let len = buffer.length, output = Buffer.allocUnsafe(len * 3), pos = 0;
  for (let i = 0; i < len; i++) {
    let ord = buffer[i], following = i + 1 < len ? buffer[i + 1] : next, lineBreakByte = binary && (ord === 13 || ord === 10) ? ord === 13 ? following === 10 : (i > 0 ? buffer[i - 1] : previous) === 13 : !0;
    if (QP_LITERAL[ord] && lineBreakByte && !(isWhitespace(ord) && (following === void 0 || following === 10 || following === 13))) {
      output[pos++] = ord;
      continue;
    }
    output[pos++] = 61, output[pos++] = HEX_DIGITS[Math.floor(ord / 16)], output[pos++] = HEX_DIGITS[ord % 16];
  }
  return output.toString("latin1", 0, pos);
}
function wrap(str, lineLength) {
  if (str = (str || "").toString(), lineLength = Math.max(Number(lineLength) || 76, MIN_LINE_LENGTH), str.length <= lineLength)
    return str;
  let pos = 0, len = str.length, match, code, line, lineMargin = Math.floor(lineLength / 3), result = "";
  for (; pos < len; ) {
    if (line = str.substr(pos, lineLength), match = line.match(/\r\n/)) {
      line = line.substr(0, match.index + match[0].length), result += line, pos += line.length;
      continue;
    }
    if (line.substr(-1) === `
`) {
      result += line, pos += line.length;
      continue;
    }
    if (match = line.substr(-lineMargin).match(/\n.*?$/)) {
      line = line.substr(0, line.length - (match[0].length - 1)), result += line, pos += line.length;
      continue;
    }
    if (line.length > lineLength - lineMargin && (match = line.substr(-lineMargin).match(/[ \t.,!?][^ \t.,!?]*$/)))
      line = line.substr(0, line.length - (match[0].length - 1));
    else if (line.match(/[=][\da-f]{0,2}$/i))
      for ((match = line.match(/[=][\da-f]{0,1}$/i)) && (line = line.substr(0, line.length - match[0].length)); line.length > 3 && line.length < len - pos && !line.match(/^(?:=[\da-f]{2}){1,4}$/i) && (match = line.match(/[=][\da-f]{2}$/gi)) && (code = parseInt(match[0].substr(1, 2), 16), !(code < 128 || (line = line.substr(0, line.length - 3), code >= 192))); )
        ;
    line.length || (line = str.substr(pos, lineLength)), pos + line.length < len && line.substr(-1) !== `
` ? (line.length === lineLength && line.match(/[=][\da-f]{2}$/i) ? line = line.substr(0, line.length - 3) : line.length === lineLength && (line = line.substr(0, line.length - 1)), pos += line.length, line += `=\r
`) : pos += line.length, result += line;
  }
  return result;
}
function checkRanges(nr, ranges) {
  for (let i = ranges.length - 1; i >= 0; i--) {
    let range = ranges[i];
    if (range.length && (range.length === 1 && nr === range[0] || range.length === 2 && nr >= range[0] && nr <= range[1]))
      return !0;
  }
  return !1;
}
var ENCODE_SLICE_SIZE = 64 * 1024, Encoder2 = class extends import_node_stream4.Transform {
  constructor(options) {
    super(), this.options = options || {}, this.options.lineLength !== !1 && (this.options.lineLength = this.options.lineLength || 76), this._curLine = "", this._remainingBytes = !1, this._lastByte = void 0, this.inputBytes = 0, this.outputBytes = 0;
  }
  /** @internal */
  _transform(chunk, encoding, done) {
    let buf = encoding !== "buffer" ? Buffer.from(chunk, encoding) : chunk;
    if (!buf || !buf.length)
      return done();
    this.inputBytes += buf.length, this._remainingBytes && (buf = Buffer.concat([this._remainingBytes, buf], this._remainingBytes.length + buf.length), this._remainingBytes = !1);
    let end = buf.length;
    for (; end > 0 && (isWhitespace(buf[end - 1]) || this.options.binary && buf[end - 1] === 13); )
      end--;
    buf.length - end <= ENCODE_SLICE_SIZE && (this._remainingBytes = end < buf.length ? Buffer.from(buf.subarray(end)) : !1, buf = buf.subarray(0, end)), this._encodeSlices(buf), done();
  }
  /** @internal */
  _flush(done) {
    this._remainingBytes && (this._encodeSlices(this._remainingBytes), this._remainingBytes = !1), this._curLine && (this.outputBytes += this._curLine.length, this.push(this._curLine, "ascii"), this._curLine = ""), done();
  }
  /**
   * Encodes the input in slices of ENCODE_SLICE_SIZE bytes. Each slice is told the byte that
   * follows it, so a slice that ends in whitespace is encoded as if it was not split
   *
   * @internal
   */
  _encodeSlices(buf) {
    for (let start = 0; start < buf.length; start += ENCODE_SLICE_SIZE) {
      let end = Math.min(start + ENCODE_SLICE_SIZE, buf.length);
      this._encodeSlice(buf.subarray(start, end), end < buf.length ? buf[end] : void 0), this._lastByte = buf[end - 1];
    }
  }
  /** @internal */
  _encodeSlice(buf, next) {
    let qp;
    if (this.options.lineLength) {
      qp = wrap(this._curLine + encodeBytes(buf, next, this.options.binary, this._lastByte), this.options.lineLength);
      let lastLF = qp.lastIndexOf(`
`);
      this._curLine = qp.substring(lastLF + 1), qp = qp.substring(0, lastLF + 1), qp && (this.outputBytes += qp.length, this.push(qp, "ascii"));
    } else
      qp = encodeBytes(buf, next, this.options.binary, this._lastByte), this.outputBytes += qp.length, this.push(qp, "ascii");
  }
};

// node_modules/nodemailer/dist/esm/mime-funcs/index.js
function isPlainText(value, isParam) {
  return typeof value == "string" && !(isParam ? /[\x00-\x1f\x7f"\u0080-\uFFFF]/ : /[\x00-\x08\x0b\x0c\x0e-\x1f\u0080-\uFFFF]/).test(value);
}
function isPlainParamValue(value) {
  return isPlainText(value, !0) && !value.includes("=?");
}
function quoteString(value) {
  return '"' + (value || "").toString().replace(/["\\]/g, "\\$&") + '"';
}
function hasLongerLines(str, lineLength) {
  return str.length > 128 * 1024 ? !0 : new RegExp("^.{" + (lineLength + 1) + ",}", "m").test(str);
}
function encodeWord(data, mimeWordEncoding, maxLength) {
  mimeWordEncoding = (mimeWordEncoding || "Q").toString().toUpperCase().trim().charAt(0), maxLength = maxLength || 0;
  let encodedStr, toCharset = "UTF-8";
  if (maxLength && maxLength > 7 + toCharset.length && (maxLength -= 7 + toCharset.length), mimeWordEncoding === "Q" ? encodedStr = encode3(data).replace(/[^a-z0-9!*+\-/=]/gi, (chr) => {
    let ord = chr.charCodeAt(0).toString(16).toUpperCase();
    return chr === " " ? "_" : "=" + (ord.length === 1 ? "0" + ord : ord);
  }) : mimeWordEncoding === "B" && (encodedStr = typeof data == "string" ? data : data.toString("utf-8"), maxLength = maxLength ? Math.max(3, (maxLength - maxLength % 4) / 4 * 3) : 0), maxLength && (mimeWordEncoding !== "B" ? encodedStr : encode2(data)).length > maxLength)
    if (mimeWordEncoding === "Q")
      encodedStr = splitMimeEncodedString(encodedStr, maxLength).join("?= =?" + toCharset + "?" + mimeWordEncoding + "?");
    else {
      let parts = [], lpart = "";
      for (let i = 0, len = encodedStr.length; i < len; i++) {
        let chr = encodedStr.charAt(i);
        /[\ud800-\udbff]/.test(chr) && /[\udc00-\udfff]/.test(encodedStr.charAt(i + 1)) && (chr += encodedStr.charAt(++i)), Buffer.byteLength(lpart + chr) <= maxLength || i === 0 ? lpart += chr : (parts.push(encode2(lpart)), lpart = chr);
      }
      lpart && parts.push(encode2(lpart)), parts.length > 1 ? encodedStr = parts.join("?= =?" + toCharset + "?" + mimeWordEncoding + "?") : encodedStr = parts.join("");
    }
  else mimeWordEncoding === "B" && (encodedStr = encode2(data));
  return "=?" + toCharset + "?" + mimeWordEncoding + "?" + encodedStr + (encodedStr.substr(-2) === "?=" ? "" : "?=");
}
var VALID_ENCODED_WORD = /^=\?[^\s()<>@,;:"/[\]?.=]+\?[BbQq]\?[^?\s]+\?=$/, LENIENT_ENCODED_WORD = /[=]\?[^?]*\?[BbQq]\?[^?]*\?=/y;
function _markInvalidEncodedWords(value, range) {
  let len = value.length, isSpace = (pos2) => /\s/.test(value.charAt(pos2)), wordStart = 0, wordEnd = -1, wordAt = (pos2) => {
    if (!(pos2 < wordEnd)) {
      for (wordStart = pos2; wordStart > 0 && !isSpace(wordStart - 1); )
        wordStart--;
      for (wordEnd = pos2; wordEnd < len && !isSpace(wordEnd); )
        wordEnd++;
    }
  }, pos = value.indexOf("=?");
  for (; pos >= 0; ) {
    wordAt(pos);
    let start = wordStart;
    LENIENT_ENCODED_WORD.lastIndex = pos;
    let match = LENIENT_ENCODED_WORD.exec(value), end = match ? pos + match[0].length : wordEnd;
    match && end > wordEnd && wordAt(end - 1);
    let word = value.substring(start, wordEnd), looksLike = match ? !0 : start === pos && word.length >= 4 && word.endsWith("?="), valid = start === pos && wordEnd === end && word.length <= 75 && VALID_ENCODED_WORD.test(word);
    looksLike && !valid && (range[0] = range[0] < 0 ? start : Math.min(range[0], start), range[1] = Math.max(range[1], wordEnd - 1)), pos = value.indexOf("=?", match ? end : pos + 2);
  }
  return range;
}
function encodeWords(value, mimeWordEncoding, maxLength, encodeAll) {
  maxLength = maxLength || 0;
  let firstSpecial = -1, lastSpecial = -1;
  for (let i = 0; i < value.length; i++) {
    let code = value.charCodeAt(i);
    (code === 34 || code >= 128) && (firstSpecial < 0 && (firstSpecial = i), lastSpecial = i);
  }
  if (value.indexOf("=?") >= 0 && ([firstSpecial, lastSpecial] = _markInvalidEncodedWords(value, [firstSpecial, lastSpecial])), firstSpecial < 0)
    return value;
  if (encodeAll)
    return encodeWord(value, mimeWordEncoding, maxLength);
  let startIndex = firstSpecial;
  for (; startIndex > 0 && !/\s/.test(value.charAt(startIndex - 1)); )
    startIndex--;
  let endIndex = lastSpecial + 1;
  for (; endIndex < value.length && !/\s/.test(value.charAt(endIndex)); )
    endIndex++;
  return (startIndex ? value.substr(0, startIndex) : "") + encodeWord(value.substring(startIndex, endIndex), mimeWordEncoding || "Q", maxLength) + (endIndex < value.length ? value.substr(endIndex) : "");
}
function buildHeaderValue(structured) {
  let paramsArray = [];
  return Object.keys(structured.params || {}).forEach((key) => {
    let value2 = structured.params[key], param = key.replace(/[\x00-\x1f\x7f]/g, "");
    !isPlainParamValue(value2) || value2.length >= 75 ? buildHeaderParam(param, value2, 50).forEach((encodedParam) => {
      !/[\s"\\;:/=(),<>@[\]?]|^[-']|'$/.test(encodedParam.value) || encodedParam.key.substr(-1) === "*" ? paramsArray.push(encodedParam.key + "=" + encodedParam.value) : paramsArray.push(encodedParam.key + "=" + JSON.stringify(encodedParam.value));
    }) : !value2.length || /[\s'"\\;:/=(),<>@[\]?]|^-/.test(value2) ? paramsArray.push(param + "=" + JSON.stringify(value2)) : paramsArray.push(param + "=" + value2);
  }), (typeof structured.value == "string" ? structured.value.replace(/[\x00-\x1f\x7f]/g, "") : structured.value) + (paramsArray.length ? "; " + paramsArray.join("; ") : "");
}
function buildHeaderParam(key, data, maxLength) {
  let list = [], encodedStr = typeof data == "string" ? data : (data || "").toString(), chr, line, startPos = 0, i, len;
  if (maxLength = maxLength || 50, isPlainParamValue(data)) {
    if (encodedStr.length <= maxLength)
      return [
        {
          key,
          value: encodedStr
        }
      ];
    encodedStr = encodedStr.replace(new RegExp(".{" + maxLength + "}", "g"), (str) => (list.push({
      line: str
    }), "")), encodedStr && list.push({
      line: encodedStr
    });
  } else {
    if (/[\uD800-\uDBFF]/.test(encodedStr)) {
      let encodedStrArr = [];
      for (i = 0, len = encodedStr.length; i < len; i++)
        chr = encodedStr.charAt(i), /[\ud800-\udbff]/.test(chr) && /[\udc00-\udfff]/.test(encodedStr.charAt(i + 1)) ? (chr += encodedStr.charAt(i + 1), encodedStrArr.push(chr), i++) : encodedStrArr.push(chr);
      encodedStr = encodedStrArr;
    }
    line = "utf-8''";
    let encoded = !0;
    for (startPos = 0, i = 0, len = encodedStr.length; i < len; i++) {
      if (chr = encodedStr[i], encoded)
        chr = safeEncodeURIComponent(chr);
      else if (chr = chr === " " ? chr : safeEncodeURIComponent(chr), chr !== encodedStr[i])
        if ((safeEncodeURIComponent(line) + chr).length >= maxLength)
          list.push({
            line,
            encoded
          }), line = "", encoded = !0;
        else {
          encoded = !0, i = startPos, line = "";
          continue;
        }
      (line + chr).length >= maxLength ? (list.push({
        line,
        encoded
      }), line = chr = encodedStr[i] === " " ? " " : safeEncodeURIComponent(encodedStr[i]), chr === encodedStr[i] ? (encoded = !1, startPos = i - 1) : encoded = !0) : line += chr;
    }
    line && list.push({
      line,
      encoded
    });
  }
  return list.map((item, i2) => ({
    // encoded lines: {name}*{part}*
    // unencoded lines: {name}*{part}
    // if any line needs to be encoded then the first line (part==0) is always encoded
    key: key + "*" + i2 + (item.encoded ? "*" : ""),
    value: item.line
  }));
}
var TOKEN = /^[^\x00-\x20\x7f()<>@,;:\\"/[\]?=]+$/;
function _findCommentEnd(str, start) {
  let depth = 0;
  for (let i = start, len = str.length; i < len; i++) {
    let c = str.charAt(i);
    if (c === "\\")
      i++;
    else if (c === "(")
      depth++;
    else if (c === ")" && --depth === 0)
      return i;
  }
  return -1;
}
function _isParamName(name2) {
  return !!name2 && !isProtoKey(name2);
}
function parseHeaderValue(str, options) {
  let response = {
    value: "",
    params: {}
  }, stripComments = !!options?.stripComments, setParam = (name2, value2) => {
    name2 = name2.toLowerCase(), _isParamName(name2) && !Object.prototype.hasOwnProperty.call(response.params, name2) && (response.params[name2] = value2);
  }, key = !1, value = "", stage = "value", quote = !1, escaped = !1, chr, pendingSpace = "", quoteClosed = !1, flushSpace = () => {
    value.length && (value += pendingSpace), pendingSpace = "";
  }, addChr = (c) => {
    flushSpace(), value += c;
  }, takeValue = () => {
    let taken = value;
    return value = "", pendingSpace = "", quoteClosed = !1, taken;
  }, storeValue = () => {
    let taken = takeValue();
    key === !1 ? response.value = taken : setParam(key, taken);
  }, storeEmptyKey = () => {
    setParam(takeValue().trim(), "");
  };
  for (let i = 0, len = str.length; i < len; i++) {
    if (chr = str.charAt(i), stripComments && chr === "(" && !quote && !quoteClosed && !(stage === "value" && key !== !1 && !pendingSpace)) {
      let end = _findCommentEnd(str, i);
      if (end < 0 && str.indexOf(";", i) < 0 && (end = len - 1), end >= 0) {
        i = end;
        continue;
      }
      stripComments = !1;
    }
    if (stage === "key") {
      if (chr === "=") {
        key = takeValue().trim(), stage = "value";
        continue;
      }
      if (chr === ";") {
        storeEmptyKey();
        continue;
      }
      value += chr;
    } else {
      if (quoteClosed && chr !== ";") {
        escaped = !1;
        continue;
      }
      if (escaped)
        addChr(chr);
      else if (quote && chr === "\\") {
        escaped = !0;
        continue;
      } else quote && chr === quote ? (quote = !1, quoteClosed = !0) : !quote && chr === '"' ? (quote = chr, flushSpace()) : !quote && chr === ";" ? (storeValue(), stage = "key") : !quote && (chr === " " || chr === "	") ? pendingSpace += chr : addChr(chr);
      escaped = !1;
    }
  }
  stage === "value" ? storeValue() : storeEmptyKey();
  let continuations = /* @__PURE__ */ new Map();
  return Object.keys(response.params).forEach((key2) => {
    let match = key2.match(/(\*(\d+)|\*(\d+)\*|\*)$/);
    if (!match)
      return;
    let actualKey = key2.substr(0, match.index), nr = Number(match[2] || match[3]) || 0, encoded = match[0].substr(-1) === "*", value2 = response.params[key2];
    if (delete response.params[key2], !_isParamName(actualKey))
      return;
    let continuation = continuations.get(actualKey);
    continuation || (continuation = { charset: !1, sections: [] }, continuations.set(actualKey, continuation));
    let charsetMatch = nr === 0 && encoded ? value2.match(/^([^']*)'[^']*'(.*)$/) : null;
    charsetMatch && (continuation.charset = TOKEN.test(charsetMatch[1]) ? charsetMatch[1] : "iso-8859-1", value2 = charsetMatch[2]), continuation.sections.push({ nr, value: value2, encoded });
  }), continuations.forEach((continuation, key2) => {
    if (!Object.prototype.hasOwnProperty.call(response.params, key2)) {
      if (continuation.sections.sort((a, b) => a.nr - b.nr), !continuation.charset) {
        response.params[key2] = continuation.sections.map((section) => section.value).join("");
        return;
      }
      response.params[key2] = "=?" + continuation.charset + "?Q?" + continuation.sections.map(_encodeContinuationSection).join("") + "?=";
    }
  }), response;
}
function _encodeContinuationSection(section) {
  let specials = section.encoded ? /[=?_\s]/g : /[=?_\s%]/g;
  return section.value.replace(specials, (s) => {
    let c = s.charCodeAt(0).toString(16);
    return s === " " ? "_" : "%" + (c.length < 2 ? "0" : "") + c;
  }).replace(/%/g, "=");
}
function detectExtension2(mimeType) {
  return detectExtension(mimeType);
}
function detectMimeType2(extension) {
  return detectMimeType(extension);
}
function foldLines(str, lineLength, afterSpace) {
  str = (str || "").toString(), lineLength = lineLength || 76;
  let pos = 0, len = str.length, result = "", line, match;
  for (; pos < len; ) {
    if (line = str.substr(pos, lineLength), line.length < lineLength) {
      result += line;
      break;
    }
    if (match = line.match(/^[^\n\r]*(\r?\n|\r)/)) {
      line = match[0], result += line, pos += line.length;
      continue;
    } else (match = line.match(/(\s+)[^\s]*$/)) && match[0].length - (afterSpace ? (match[1] || "").length : 0) < line.length ? line = line.substr(0, line.length - (match[0].length - (afterSpace ? (match[1] || "").length : 0))) : (match = str.substr(pos + line.length).match(/^[^\s]+(\s*)/)) && (line = line + match[0].substr(0, match[0].length - (afterSpace ? 0 : (match[1] || "").length)));
    result += line, pos += line.length, pos < len && (result += `\r
`);
  }
  return result;
}
function splitMimeEncodedString(str, maxlen) {
  let lines = [], curLine, fallbackLine, match, chr, done;
  for (maxlen = Math.max(maxlen || 0, 12); str.length; ) {
    for (curLine = str.substr(0, maxlen), (match = curLine.match(/[=][0-9A-F]?$/i)) && (curLine = curLine.substr(0, match.index)), fallbackLine = curLine.length ? curLine : str.substr(0, maxlen), done = !1; !done && curLine.length; )
      done = !0, (match = str.substr(curLine.length).match(/^[=]([0-9A-F]{2})/i)) && (chr = parseInt(match[1], 16), chr < 194 && chr > 127 && (curLine = curLine.substr(0, curLine.length - 3), done = !1));
    curLine.length || (curLine = fallbackLine), lines.push(curLine), str = str.substr(curLine.length);
  }
  return lines;
}
function encodeURICharComponent(chr) {
  let res = "", ord = chr.charCodeAt(0).toString(16).toUpperCase();
  if (ord.length % 2 && (ord = "0" + ord), ord.length > 2)
    for (let i = 0, len = ord.length / 2; i < len; i++)
      res += "%" + ord.substr(i, 2);
  else
    res += "%" + ord;
  return res;
}
function safeEncodeURIComponent(str) {
  str = (str || "").toString();
  try {
    str = encodeURIComponent(str);
  } catch {
    str = encodeURIComponent(Buffer.from(str, "utf-8").toString("utf-8"));
  }
  return str.replace(/[\x00-\x1F *'()<>@,;:\\"[\]?=\u007F-\uFFFF]/g, (chr) => encodeURICharComponent(chr));
}

// node_modules/nodemailer/dist/esm/addressparser/index.js
var TokenList = class {
  constructor(str) {
    this.str = str, this.slots = new Int32Array(48), this.length = 0, this.cleaned = /* @__PURE__ */ new Map();
  }
  /**
   * Appends a token
   *
   * @param kind Kind and flags of the token
   * @param start Offset of its first character
   * @param end Offset just past its last character
   * @return Index of the token
   */
  push(kind, start, end) {
    if ((this.length + 1) * 3 > this.slots.length) {
      let grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots), this.slots = grown;
    }
    let at = this.length * 3;
    return this.slots[at] = kind, this.slots[at + 1] = start, this.slots[at + 2] = end, this.length++;
  }
  /**
   * Offset of the first character of a token that is part of its value. A text run that is
   * no plain slice of the field still spans the whitespace and control characters its value
   * is trimmed of.
   */
  contentStart(index) {
    let start = this.slots[index * 3 + 1], end = this.slots[index * 3 + 2];
    for (; start < end && _isDroppedCode(this.str.charCodeAt(start)); )
      start++;
    return start;
  }
  /**
   * Offset just past the last character of a token that is part of its value
   */
  contentEnd(index) {
    let start = this.slots[index * 3 + 1], end = this.slots[index * 3 + 2];
    for (; end > start && _isDroppedCode(this.str.charCodeAt(end - 1)); )
      end--;
    return end;
  }
  /**
   * The character of an operator token, an empty string for a text run
   */
  operatorAt(index) {
    let at = index * 3;
    return this.slots[at] & 1 ? this.str.charAt(this.slots[at + 1]) : "";
  }
  /**
   * Whether a token is an operator
   */
  isOperator(index) {
    return (this.slots[index * 3] & 1) !== 0;
  }
  /**
   * Whether the next character continues the run of a token without whitespace in between
   */
  noBreak(index) {
    return (this.slots[index * 3] & 2) !== 0;
  }
  /**
   * Value of a token
   */
  value(index) {
    let cleaned = this.cleaned.get(index);
    return cleaned !== void 0 ? cleaned : this.str.slice(this.slots[index * 3 + 1], this.slots[index * 3 + 2]);
  }
}, DOMAIN_LITERAL_TAIL = /@(\[[^[\]\\]*\])$/;
function _domainAt(address) {
  let literal = address.charAt(address.length - 1) === "]" ? DOMAIN_LITERAL_TAIL.exec(address) : null;
  return literal ? address.length - literal[1].length - 1 : address.lastIndexOf("@");
}
function _quoteLocalPart(address) {
  let lastAt = _domainAt(address);
  if (lastAt < 0)
    return address;
  let user = address.substr(0, lastAt);
  return /^[^\s"(),:;<>@[\\\]]+$/.test(user) || /^"(?:[^"\\]|\\[\s\S])*"$/.test(user) ? address : '"' + user.replace(/["\\]/g, "\\$&") + '"@' + address.substr(lastAt + 1);
}
var HAS_WHITESPACE = /\s/, QUOTED_LOCAL_ADDR = /^("(?:[^"\\]|\\[\s\S])*"@\S+)(?:\s+([\s\S]+))?$/, ADDR_SPEC = /^[^@\s]+@[^@\s]+$/, LITERAL_ADDR_SPEC = /^[^@\s]+@\[[^[\]\\\s]*\]$/, QUOTED_LOCAL_DOMAIN = /^@(?:[^@\s"]+|\[[^[\]\\\s]*\])$/;
function _isAddrSpec(value) {
  return ADDR_SPEC.test(value) || LITERAL_ADDR_SPEC.test(value);
}
var LOOSE_ADDR_SPEC = /^[^@\s]+@\S+$/, LOOSE_TEXT_ADDR = /\s*\b[^@\s]+@[^\s]+\b\s*/y;
function _isSpaceCode(code) {
  return code === 32 || code >= 9 && code <= 13 || code === 160 || code === 5760 || code >= 8192 && code <= 8202 || code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288 || code === 65279;
}
function _isFoldingSpaceCode(code) {
  return code === 32 || code === 9 || code === 13 || code === 10;
}
function _isFoldingGap(str, from, to) {
  for (let i = from; i < to; i++)
    if (!_isFoldingSpaceCode(str.charCodeAt(i)))
      return !1;
  return !0;
}
function _isDroppedCode(code) {
  return code < 32 || code === 127 || _isSpaceCode(code);
}
function _isWordCode(code) {
  return code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95;
}
function _isBoundary(text, at) {
  return _isWordCode(text.charCodeAt(at - 1)) !== _isWordCode(text.charCodeAt(at));
}
function _indexOfAt(text, from, to) {
  for (let i = from; i < to; i++)
    if (text.charCodeAt(i) === 64)
      return i;
  return -1;
}
var LEADING_QUOTED_STRING = /^"(?:[^"\\]|\\[\s\S])*"/;
function _joinAtSpacing(value, at) {
  if (at < 0)
    return value;
  let start = at;
  for (; start > 0 && _isSpaceCode(value.charCodeAt(start - 1)); )
    start--;
  let end = at + 1;
  for (; end < value.length && _isSpaceCode(value.charCodeAt(end)); )
    end++;
  let joined = start === at && end === at + 1 ? value : value.slice(0, start) + "@" + value.slice(end);
  return _joinDomainDotSpacing(joined, start);
}
var ASCII_ATEXT = new Uint8Array(128);
for (let code = 33; code < 127; code++)
  ASCII_ATEXT[code] = '()<>[]:;@\\,."'.indexOf(String.fromCharCode(code)) < 0 ? 1 : 0;
function _isAtextCode(code) {
  return code < 128 ? ASCII_ATEXT[code] === 1 : !_isSpaceCode(code);
}
function _joinDomainDotSpacing(value, at) {
  let len = value.length, pos = at + 1, spaced = !1;
  for (; ; ) {
    let labelStart = pos;
    for (; pos < len && _isAtextCode(value.charCodeAt(pos)); )
      pos++;
    if (pos === labelStart)
      break;
    let next = pos;
    for (; next < len && _isFoldingSpaceCode(value.charCodeAt(next)); )
      next++;
    if (value.charCodeAt(next) !== 46)
      break;
    for (next++; next < len && _isFoldingSpaceCode(value.charCodeAt(next)); )
      next++;
    if (next >= len || !_isAtextCode(value.charCodeAt(next)))
      break;
    spaced = spaced || next !== pos + 1, pos = next;
  }
  if (!spaced)
    return value;
  let domain = "";
  for (let k = at + 1; k < pos; k++)
    _isFoldingSpaceCode(value.charCodeAt(k)) || (domain += value.charAt(k));
  return value.slice(0, at + 1) + domain + value.slice(pos);
}
function _collapseAtSpacing(value) {
  let quoted = LEADING_QUOTED_STRING.exec(value);
  if (quoted) {
    let at2 = quoted[0].length;
    for (; at2 < value.length && _isSpaceCode(value.charCodeAt(at2)); )
      at2++;
    if (value.charAt(at2) === "@" && value.indexOf("@", at2 + 1) < 0)
      return _joinAtSpacing(value, at2);
  }
  let at = value.indexOf("@");
  return at < 0 || value.indexOf("@", at + 1) >= 0 || value.lastIndexOf('"') > at ? value : _joinAtSpacing(value, at);
}
function _looseAddressStart(text) {
  let len = text.length, pos = 0;
  for (; pos < len; ) {
    for (; pos < len && _isSpaceCode(text.charCodeAt(pos)); )
      pos++;
    if (pos >= len)
      break;
    let runStart = pos, runEnd = pos;
    for (; runEnd < len && !_isSpaceCode(text.charCodeAt(runEnd)); )
      runEnd++;
    let at = _indexOfAt(text, runStart, runEnd);
    if (at >= 0) {
      let lastBoundary = -1;
      for (let k = runEnd; k > runStart; k--)
        if (_isBoundary(text, k)) {
          lastBoundary = k;
          break;
        }
      let atomStart = runStart;
      for (; lastBoundary >= 0 && at >= 0; ) {
        if (at > atomStart && runEnd > at + 1 && lastBoundary > at + 1) {
          for (let start = atomStart; start < at; start++)
            if (_isBoundary(text, start)) {
              if (start > runStart)
                return start;
              let padded = runStart;
              for (; padded > 0 && _isSpaceCode(text.charCodeAt(padded - 1)); )
                padded--;
              return padded;
            }
        }
        atomStart = at + 1, at = _indexOfAt(text, atomStart, runEnd);
      }
    }
    pos = runEnd;
  }
  return -1;
}
function _recoverAddrSpec(data) {
  if (data.address = _collapseAtSpacing(data.address), !HAS_WHITESPACE.test(data.address))
    return;
  let address, rest, quoted = data.address.match(QUOTED_LOCAL_ADDR);
  if (quoted) {
    if (!quoted[2])
      return;
    address = quoted[1], rest = [quoted[2]];
  } else {
    if (data.address.indexOf('"') >= 0)
      return;
    let parts = data.address.split(/\s+/), addrIndex = parts.findIndex(_isAddrSpec);
    if (addrIndex < 0 && (addrIndex = parts.findIndex((part) => LOOSE_ADDR_SPEC.test(part))), addrIndex < 0)
      return;
    address = parts.splice(addrIndex, 1)[0], rest = parts;
  }
  data.address = address, data.text = [data.text].concat(rest).filter((part) => part).join(" ");
}
function _stripAddressComments(address) {
  let comments = [], result = "", comment = "", depth = 0, closer = "", lastChar = "", pendingSpace = !1, firstChar = "", quoteSeen = !1, routeEnd = -1;
  for (let i = 0, len = address.length; i < len; i++) {
    let chr = address.charAt(i);
    if (depth) {
      chr === "\\" && i < len - 1 ? comment += address.charAt(++i) : chr === "(" ? (depth++, comment += chr) : chr === ")" && !--depth ? (comments.push(comment.trim()), comment = "", pendingSpace = lastChar !== "@") : comment += chr;
      continue;
    }
    if (pendingSpace && chr !== "(" && (pendingSpace = !1, chr !== "@" && chr !== "<" && !_isSpaceCode(address.charCodeAt(i)) && (result += " ", lastChar = " ")), closer) {
      if (chr === "\\" && closer === '"' && i < len - 1) {
        result += chr + address.charAt(++i), lastChar = address.charAt(i);
        continue;
      }
      chr === closer && (closer = "");
    } else if (chr === '"')
      closer = '"', quoteSeen = !0;
    else if (chr === ":" && routeEnd < 0 && firstChar === "@" && !quoteSeen)
      routeEnd = result.length + 1;
    else if (chr === "[")
      closer = "]";
    else if (chr === "(") {
      depth = 1;
      continue;
    } else if (chr === "<") {
      result = "", lastChar = "", comments.length = 0, firstChar = "", quoteSeen = !1, routeEnd = -1;
      continue;
    }
    result += chr, lastChar = chr, !firstChar && !_isSpaceCode(address.charCodeAt(i)) && (firstChar = chr);
  }
  return routeEnd >= 0 && result.indexOf("@", routeEnd) >= 0 && (result = result.slice(routeEnd)), depth && comments.push(comment.trim()), { address: result.trim(), comments: comments.filter((text) => text) };
}
function _collectAddressParts(tokens, from, to) {
  let state = "text", data = {
    address: [],
    comment: [],
    text: [],
    textWasQuoted: [],
    quotedLocalAt: []
  }, insideQuotes = !1, lastTextPureQuoted = !1, lastTextHasAt = !1, lastTextOpen = !1, gapFrom = 0, gapsFolding = !0, lastChars = { address: "", comment: "", text: "" };
  for (let i = from; i < to; i++) {
    let value = tokens.value(i), prevOperator = i > from ? tokens.operatorAt(i - 1) : "", prevNoBreak = i > from && tokens.noBreak(i - 1);
    if (tokens.isOperator(i))
      switch (value) {
        case "<":
          state = "address", insideQuotes = !1, lastTextOpen = !1;
          break;
        case "(":
          state = "comment", insideQuotes = !1, gapsFolding = gapsFolding && _isFoldingGap(tokens.str, gapFrom, tokens.contentStart(i));
          break;
        case '"':
          insideQuotes = !insideQuotes, state = "text", lastTextOpen = !1;
          break;
        default:
          state = "text", insideQuotes = !1, value !== ")" ? lastTextOpen = !1 : gapFrom = tokens.contentEnd(i);
          break;
      }
    else {
      let opensAfterEmptyQuotedString = prevOperator === '"' && prevNoBreak && i > from + 1 && tokens.operatorAt(i - 2) === '"', parts = data[state], secondAt = lastTextHasAt && prevOperator === ")" && value.indexOf("@") >= 0, joins = !secondAt && lastTextOpen && lastTextHasAt && prevOperator === ")" && (lastChars.text === "." || value.charAt(0) === ".") && gapsFolding && _isFoldingGap(tokens.str, gapFrom, tokens.contentStart(i)) || !secondAt && prevNoBreak && parts.length > 0 && (prevOperator !== ")" || lastChars[state] === "@" || value.charAt(0) === "@");
      if (joins) {
        let last = data[state].length - 1;
        state === "text" && !insideQuotes && (lastTextPureQuoted && value.charAt(0) === "@" && (data.quotedLocalAt[last] = data.text[last].length), lastTextPureQuoted = !1), data[state][last] += value, lastChars[state] = value.charAt(value.length - 1), state === "text" && insideQuotes && (data.textWasQuoted[last] = !0);
      } else
        data[state].push(value), lastChars[state] = value.charAt(value.length - 1), state === "text" && (data.textWasQuoted.push(insideQuotes || opensAfterEmptyQuotedString), data.quotedLocalAt.push(opensAfterEmptyQuotedString && value.charAt(0) === "@" ? 0 : -1), lastTextPureQuoted = insideQuotes);
      state === "text" && (lastTextHasAt = joins && lastTextHasAt || !insideQuotes && value.indexOf("@") >= 0, lastTextOpen = !0, gapFrom = tokens.contentEnd(i), gapsFolding = !0);
    }
  }
  let textFromComment = !1;
  return !data.text.length && data.comment.length && (data.text = data.comment, data.comment = [], textFromComment = !0), { data, textFromComment };
}
function _groupName(tokens, from, to) {
  return _collectAddressParts(tokens, from, to).data.text.join(" ");
}
function _handleAddress(tokens, from, to) {
  let collected = _collectAddressParts(tokens, from, to), data = collected.data, textFromComment = collected.textFromComment, addressComments = [], addressParts = [];
  for (let part of data.address) {
    let stripped = _stripAddressComments(part);
    for (let comment of stripped.comments)
      addressComments.push(comment);
    stripped.address && addressParts.push(stripped.address);
  }
  if (data.address = addressParts, !data.address.length && data.text.length && !textFromComment) {
    let candidates = data.text.map((part) => _collapseAtSpacing(part));
    for (let i = 0; i < data.text.length; i++) {
      let local = data.quotedLocalAt[i], quotedLocal = data.textWasQuoted[i] && local >= 0 && QUOTED_LOCAL_DOMAIN.test(data.text[i].slice(local)) ? _quoteLocalPart(data.text[i]) : "";
      if (quotedLocal || !data.textWasQuoted[i] && _isAddrSpec(candidates[i])) {
        data.address = [quotedLocal || candidates[i]], data.text.splice(i, 1), data.textWasQuoted.splice(i, 1), data.quotedLocalAt.splice(i, 1);
        break;
      }
    }
    if (!data.address.length) {
      let extracted = !1;
      for (let i = 0; i < data.text.length; i++)
        if (!data.textWasQuoted[i]) {
          let part = candidates[i], remainder = data.text[i], at = _looseAddressStart(part);
          if (at >= 0) {
            LOOSE_TEXT_ADDR.lastIndex = at;
            let match = LOOSE_TEXT_ADDR.exec(part);
            match && (data.address = [match[0].trim()], extracted = !0, remainder = part.slice(0, at) + " " + part.slice(at + match[0].length));
          }
          if (data.text[i] = remainder.trim(), extracted)
            break;
        }
    }
  }
  !data.text.length && data.comment.length && (data.text = data.comment, data.comment = []), data.address.length > 1 && (data.text = data.text.concat(data.address.splice(1)));
  let addressFromQuotedText = !data.address.length && data.textWasQuoted.some((wasQuoted) => wasQuoted);
  data.text = data.text.join(" "), data.address = data.address.join(" "), addressFromQuotedText && data.text.indexOf("@") >= 0 && (data.address = _quoteLocalPart(_joinAtSpacing(data.text, _domainAt(data.text))), data.text = ""), _recoverAddrSpec(data), !data.text && addressComments.length && (data.text = addressComments.join(" "), textFromComment = !0);
  let address = {
    address: data.address || (textFromComment ? "" : data.text) || "",
    name: data.text || data.address || ""
  };
  return address.address === address.name && (/@/.test(address.address || "") ? address.name = "" : address.address = ""), address;
}
var Tokenizer = class {
  constructor(str) {
    this.str = (str || "").toString(), this.operatorCurrent = "", this.operatorExpecting = "", this.node = -1, this.escaped = !1, this.inDomainLiteral = !1, this.afterAt = !1, this.inGroup = !1, this.innerQuoted = !1, this.innerComment = 0, this.innerLiteral = !1, this.innerEscaped = !1, this.list = new TokenList(this.str), this.operators = {
      '"': '"',
      "(": ")",
      "<": ">",
      ",": "",
      // A group is read in the same pass as the rest of the list, so its ':' only marks
      // where the name ends and its members are tokenized like any other address
      ":": "",
      // Semicolons are not a legal delimiter per the RFC2822 grammar other
      // than for terminating a group, but they are also not valid for any
      // other use in this context.  Given that some mail clients have
      // historically allowed the semicolon as a delimiter equivalent to the
      // comma in their UI, it makes sense to treat them the same as a comma
      // when used outside of a group.
      ";": ""
    };
  }
  /**
   * Tokenizes the original input string
   *
   * @return An array of operator|text tokens
   */
  tokenize() {
    let str = this.str, len = str.length;
    for (let i = 0; i < len; i++)
      this.checkChar(str.charAt(i), i);
    this._closeText(len);
    let list = this.list, slots = list.slots, kept = 0;
    for (let i = 0, count = list.length; i < count; i++) {
      let kind = slots[i * 3], start = slots[i * 3 + 1], end = slots[i * 3 + 2];
      if (kind & 4) {
        let value = this._cleanValue(start, end, kind).trim();
        if (!value)
          continue;
        list.cleaned.set(kept, value);
      } else if (!(kind & 1)) {
        for (; start < end && _isSpaceCode(str.charCodeAt(start)); )
          start++;
        for (; end > start && _isSpaceCode(str.charCodeAt(end - 1)); )
          end--;
        if (start === end)
          continue;
      }
      slots[kept * 3] = kind, slots[kept * 3 + 1] = start, slots[kept * 3 + 2] = end, kept++;
    }
    return list.length = kept, list;
  }
  /**
   * Ends the text run being collected, if there is one
   *
   * @param end Offset just past its last character
   */
  _closeText(end) {
    this.node >= 0 && (this.list.slots[this.node * 3 + 2] = end, this.node = -1);
  }
  /**
   * Rebuilds the value of a text run that is no plain slice of the field, applying the
   * rules checkChar collects characters by: an escaping backslash is dropped, a line break
   * reads as a space and any other control character is left out
   *
   * @param start Offset of the first character of the run
   * @param end Offset just past its last character
   * @param kind Kind and flags of the run
   * @return Value of the run
   */
  _cleanValue(start, end, kind) {
    let str = this.str, escapes = (kind & 8) !== 0, escaped = (kind & 16) !== 0, value = "";
    for (let i = start; i < end; i++) {
      let chr = str.charAt(i);
      if (escapes && !escaped && chr === "\\") {
        escaped = !0;
        continue;
      }
      escaped = !1, chr === `
` ? value += " " : (chr.charCodeAt(0) >= 33 || chr === " " || chr === "	") && (value += chr);
    }
    return value;
  }
  /**
   * Checks if a character is an operator or text and acts accordingly
   *
   * @param chr Character from the address field
   * @param i Offset of the character in the field
   */
  checkChar(chr, i) {
    !this.escaped && !this.operatorExpecting && (!this.inDomainLiteral && chr === "[" && this.afterAt ? this.inDomainLiteral = !0 : this.inDomainLiteral && (chr === "]" || chr === "," || chr === ";") && (this.inDomainLiteral = !1));
    let nested = !1;
    if (this.operatorExpecting === ">" ? (nested = this._trackInner(chr), !nested && chr === ";" && this.inGroup && (this._closeText(i), this.operatorExpecting = "", this._resetInner())) : this.operatorExpecting === ")" && !this.escaped && (chr === "(" ? this.innerComment++ : chr === ")" && this.innerComment && (this.innerComment--, nested = !0)), !this.escaped) {
      if (chr === this.operatorExpecting && !nested) {
        let nextChr = this.str.charAt(i + 1);
        this._closeText(i), this.list.push(nextChr && ![" ", "	", "\r", `
`, ",", ";"].includes(nextChr) ? 3 : 1, i, i + 1), chr !== ")" && (this.afterAt = !1), this.operatorExpecting = "", this.escaped = !1, this._resetInner();
        return;
      } else if (!this.operatorExpecting && !(this.inDomainLiteral && chr === ":") && chr in this.operators) {
        this._closeText(i), this.list.push(1, i, i + 1), chr === ":" ? this.inGroup = !0 : chr === ";" && (this.inGroup = !1), chr !== "(" && (this.afterAt = !1), this.operatorExpecting = this.operators[chr], this.escaped = !1, this._resetInner();
        return;
      } else if (['"', "'", ")"].includes(this.operatorExpecting) && chr === "\\") {
        this.escaped = !0, this.node >= 0 && (this.list.slots[this.node * 3] |= 4);
        return;
      }
    }
    this.node < 0 && (this.node = this.list.push((this.operatorExpecting === '"' || this.operatorExpecting === ")" ? 8 : 0) | (this.escaped ? 16 : 0), i, i)), chr === `
` && (chr = " ", this.list.slots[this.node * 3] |= 4), chr.charCodeAt(0) >= 33 || chr === " " || chr === "	" ? !this.operatorExpecting && chr !== " " && chr !== "	" && (this.afterAt = chr === "@") : this.list.slots[this.node * 3] |= 4, this.escaped = !1;
  }
  /**
   * Tracks the quoted strings, comments and domain literals inside an angle-addr, which its
   * closer must not be read from. A backslash escapes the next character inside a quoted
   * string and a comment. A domain literal opens right after an "@" and ends at the "]".
   * dtext holds the list separators as well, and inside the brackets they never split the
   * list anyway.
   *
   * @param chr Character from the address field
   * @return true while the character sits inside one of them, the one that closes it included
   */
  _trackInner(chr) {
    return this.innerEscaped ? (this.innerEscaped = !1, !0) : this.innerQuoted ? (chr === "\\" ? this.innerEscaped = !0 : chr === '"' && (this.innerQuoted = !1), !0) : this.innerComment ? (chr === "\\" ? this.innerEscaped = !0 : chr === "(" ? this.innerComment++ : chr === ")" && this.innerComment--, !0) : this.innerLiteral ? (chr === "]" && (this.innerLiteral = !1), !0) : chr === '"' ? (this.innerQuoted = !0, !0) : chr === "(" ? (this.innerComment = 1, !0) : chr === "[" && this.afterAt ? (this.innerLiteral = !0, !0) : (_isSpaceCode(chr.charCodeAt(0)) || (this.afterAt = chr === "@"), !1);
  }
  /**
   * Forgets the nesting collected for the operator that just opened or ended
   */
  _resetInner() {
    this.innerQuoted = !1, this.innerComment = 0, this.innerLiteral = !1, this.innerEscaped = !1;
  }
};
function _mergeNameFragments(list) {
  let merged = [];
  for (let i = list.length - 1; i >= 0; i--) {
    let current = list[i], next = merged.length ? merged[merged.length - 1] : null;
    next && current.address === "" && current.name && !current.group && next.address && next.name ? next.name = current.name + ", " + next.name : merged.push(current);
  }
  return merged.reverse();
}
function _parseAddressList(str) {
  let tokens = new Tokenizer(str).tokenize(), parsedAddresses = [], group = null, members = [], from = 0;
  for (let i = 0, len = tokens.length; i <= len; i++) {
    let operator = i < len ? tokens.operatorAt(i) : "";
    if (!(i < len && operator !== "," && operator !== ";" && operator !== ":")) {
      if (operator === ":") {
        group || (group = { name: _groupName(tokens, from, i), group: [] }, members = []), from = i + 1;
        continue;
      }
      if (i > from) {
        let address = _handleAddress(tokens, from, i);
        group ? members.push(address) : parsedAddresses.push(address);
      }
      from = i + 1, group && (operator === ";" || i === len) && (group.group = _mergeNameFragments(members), parsedAddresses.push(group), group = null);
    }
  }
  return _mergeNameFragments(parsedAddresses);
}
function addressparser(str, options) {
  let parsedAddresses = _parseAddressList(str);
  if (options?.flatten) {
    let flatAddresses = [], walkAddressList = (list) => {
      list.forEach((entry) => {
        if (entry.group)
          return walkAddressList(entry.group);
        flatAddresses.push(entry);
      });
    };
    return walkAddressList(parsedAddresses), flatAddresses;
  }
  return parsedAddresses;
}
var addressparser_default = addressparser;

// node_modules/nodemailer/dist/esm/mime-node/last-newline.js
var import_node_stream5 = require("node:stream"), LastNewline = class extends import_node_stream5.Transform {
  constructor() {
    super(), this.lastByte = !1;
  }
  /** @internal */
  _transform(chunk, encoding, done) {
    chunk.length && (this.lastByte = chunk[chunk.length - 1]), this.push(chunk), done();
  }
  /** @internal */
  _flush(done) {
    return this.lastByte === 10 ? done() : this.lastByte === 13 ? (this.push(Buffer.from(`
`)), done()) : (this.push(Buffer.from(`\r
`)), done());
  }
};

// node_modules/nodemailer/dist/esm/mime-node/le-windows.js
var import_node_stream6 = require("node:stream"), LeWindows = class extends import_node_stream6.Transform {
  constructor(options) {
    super(options), this.lastByte = !1;
  }
  /**
   * Escapes dots
   * @internal
   */
  _transform(chunk, encoding, done) {
    let buf, lastPos = 0;
    for (let i = 0, len = chunk.length; i < len; i++)
      chunk[i] === 10 && (i && chunk[i - 1] !== 13 || !i && this.lastByte !== 13) && (i > lastPos && (buf = chunk.slice(lastPos, i), this.push(buf)), this.push(Buffer.from(`\r
`)), lastPos = i + 1);
    lastPos && lastPos < chunk.length ? (buf = chunk.slice(lastPos), this.push(buf)) : lastPos || this.push(chunk), this.lastByte = chunk[chunk.length - 1], done();
  }
};

// node_modules/nodemailer/dist/esm/mime-node/le-unix.js
var import_node_stream7 = require("node:stream"), LeUnix = class extends import_node_stream7.Transform {
  constructor(options) {
    super(options);
  }
  /**
   * Escapes dots
   * @internal
   */
  _transform(chunk, encoding, done) {
    let buf, lastPos = 0;
    for (let i = 0, len = chunk.length; i < len; i++)
      chunk[i] === 13 && (buf = chunk.slice(lastPos, i), lastPos = i + 1, this.push(buf));
    lastPos && lastPos < chunk.length ? (buf = chunk.slice(lastPos), this.push(buf)) : lastPos || this.push(chunk), done();
  }
};

// node_modules/nodemailer/dist/esm/mime-node/index.js
var FORMATTED_HEADERS = ["From", "Sender", "To", "Cc", "Bcc", "Reply-To", "Date", "References"], ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\\x80-\\uFFFF]", DOT_ATOM = new RegExp("^" + ATEXT + "+(?:\\." + ATEXT + "+)*$"), QUOTED_STRING = /^"(?:[^"\\]|\\[\s\S])*"$/, PLAIN_ADDRESS = /^[^\s"(),:;<>@[\\\]]+@[^\s"(),:;<>@[\\\]]+$/, DOMAIN_LITERAL_TAIL2 = /@(\[[^[\]\\]*\])$/;
function stripWhitespaceInAngleBrackets(value) {
  let result = "", pos = 0;
  for (; ; ) {
    let open = value.indexOf("<", pos);
    if (open < 0)
      break;
    let close = value.indexOf(">", open + 1);
    if (close < 0)
      break;
    result += value.slice(pos, open) + value.slice(open, close + 1).replace(/\s/g, ""), pos = close + 1;
  }
  return result + value.slice(pos);
}
var PIPELINE_NOOP = () => !1;
function abortedError() {
  let err = new Error("Message stream was closed before the message was generated");
  return err.code = ESTREAM, err;
}
function _stripBoundaryControls(value) {
  return value.replace(/[\x00-\x1f\x7f]+/g, "");
}
var MimeNode = class _MimeNode {
  constructor(contentType, options) {
    this.nodeCounter = 0, options = options || {}, this.baseBoundary = _stripBoundaryControls(options.baseBoundary || import_node_crypto.default.randomBytes(8).toString("hex")), this.boundaryPrefix = _stripBoundaryControls(options.boundaryPrefix || "--_NmP"), this.disableFileAccess = !!options.disableFileAccess, this.disableUrlAccess = !!options.disableUrlAccess, this.normalizeHeaderKey = options.normalizeHeaderKey, this.date = options.parentNode ? null : /* @__PURE__ */ new Date(), this.rootNode = options.rootNode || this, this.keepBcc = !!options.keepBcc, options.filename && (this.filename = options.filename, contentType || (contentType = detectMimeType2(this.filename.split(".").pop()))), this.textEncoding = (options.textEncoding || "").toString().trim().charAt(0).toUpperCase(), this.parentNode = options.parentNode, this.hostname = options.hostname, this.newline = options.newline, this.childNodes = [], this._nodeId = ++this.rootNode.nodeCounter, this._headers = [], this._isPlainText = !1, this._hasLongLines = !1, this._envelope = !1, this._raw = !1, this._transforms = [], this._processFuncs = [], contentType && this.setHeader("Content-Type", contentType);
  }
  /////// PUBLIC METHODS
  /**
   * Creates and appends a child node.Arguments provided are passed to MimeNode constructor
   *
   * @param [contentType] Optional content type
   * @param [options] Optional options object
   * @return Created node object
   */
  createChild(contentType, options) {
    !options && typeof contentType == "object" && (options = contentType, contentType = void 0);
    let node = new _MimeNode(contentType, options);
    return this.appendChild(node), node;
  }
  /**
   * Appends an existing node to the mime tree. Removes the node from an existing
   * tree if needed
   *
   * @param childNode node to be appended
   * @return Appended node object
   */
  appendChild(childNode) {
    return childNode.parentNode && childNode.parentNode !== this && childNode.remove(), childNode.rootNode !== this.rootNode && (childNode.rootNode = this.rootNode, childNode._nodeId = ++this.rootNode.nodeCounter), childNode.parentNode = this, this.childNodes.push(childNode), childNode;
  }
  /**
   * Replaces current node with another node
   *
   * @param node Replacement node
   * @return Replacement node
   */
  replace(node) {
    return node === this ? this : (this.parentNode.childNodes.forEach((childNode, i) => {
      childNode === this && (node.rootNode = this.rootNode, node.parentNode = this.parentNode, node._nodeId = this._nodeId, this.rootNode = this, this.parentNode = void 0, node.parentNode.childNodes[i] = node);
    }), node);
  }
  /**
   * Removes current node from the mime tree
   *
   * @return removed node
   */
  remove() {
    if (!this.parentNode)
      return this;
    for (let i = this.parentNode.childNodes.length - 1; i >= 0; i--)
      if (this.parentNode.childNodes[i] === this)
        return this.parentNode.childNodes.splice(i, 1), this.parentNode = void 0, this.rootNode = this, this;
  }
  /**
   * Sets a header value. If the value for selected key exists, it is overwritten.
   * You can set multiple values as well by using [{key:'', value:''}] or
   * {key: 'value'} as the first argument.
   *
   * @param key Header key or a list of key value pairs
   * @param value Header value
   * @return current node
   */
  setHeader(key, value) {
    let added = !1;
    if (!value && key && typeof key == "object")
      return key.key && "value" in key ? this.setHeader(key.key, key.value) : Array.isArray(key) ? key.forEach((i) => {
        this.setHeader(i.key, i.value);
      }) : Object.keys(key).forEach((i) => {
        this.setHeader(i, key[i]);
      }), this;
    key = this._normalizeHeaderKey(key);
    let headerValue = {
      key,
      value
    };
    for (let i = 0, len = this._headers.length; i < len; i++)
      this._headers[i].key === key && (added ? (this._headers.splice(i, 1), i--, len--) : (this._headers[i] = headerValue, added = !0));
    return added || this._headers.push(headerValue), this;
  }
  /**
   * Adds a header value. If the value for selected key exists, the value is appended
   * as a new field and old one is not touched.
   * You can set multiple values as well by using [{key:'', value:''}] or
   * {key: 'value'} as the first argument.
   *
   * @param key Header key or a list of key value pairs
   * @param value Header value
   * @return current node
   */
  addHeader(key, value) {
    return !value && key && typeof key == "object" ? (key.key && key.value ? this.addHeader(key.key, key.value) : Array.isArray(key) ? key.forEach((i) => {
      this.addHeader(i.key, i.value);
    }) : Object.keys(key).forEach((i) => {
      this.addHeader(i, key[i]);
    }), this) : Array.isArray(value) ? (value.forEach((val) => {
      this.addHeader(key, val);
    }), this) : (this._headers.push({
      key: this._normalizeHeaderKey(key),
      value
    }), this);
  }
  /**
   * Retrieves the first mathcing value of a selected key
   *
   * @param key Key to search for
   * @retun Value for the key
   */
  getHeader(key) {
    key = this._normalizeHeaderKey(key);
    for (let i = 0, len = this._headers.length; i < len; i++)
      if (this._headers[i].key === key)
        return this._headers[i].value;
  }
  /**
   * Sets body content for current node. If the value is a string, charset is added automatically
   * to Content-Type (if it is text/*). If the value is a Buffer, you need to specify
   * the charset yourself
   *
   * @param content Body content
   * @return current node
   */
  setContent(content) {
    return this.content = content, typeof this.content.pipe == "function" ? recordStreamErrors(this.content) : typeof this.content == "string" && (this._isPlainText = isPlainText(this.content), this._isPlainText && hasLongerLines(this.content, 76) && (this._hasLongLines = !0)), this;
  }
  build(callback) {
    let promise;
    callback || (promise = new Promise((resolve3, reject) => {
      callback = callbackPromise(resolve3, reject);
    }));
    let done = callback, stream = this.createReadStream(), buf = [], buflen = 0, returned = !1;
    return stream.on("readable", () => {
      let chunk;
      for (; (chunk = stream.read()) !== null; )
        buf.push(chunk), buflen += chunk.length;
    }), stream.once("error", (err) => {
      if (!returned)
        return returned = !0, done(err);
    }), stream.once("end", (chunk) => {
      if (!returned)
        return returned = !0, chunk && chunk.length && (buf.push(chunk), buflen += chunk.length), done(null, Buffer.concat(buf, buflen));
    }), promise;
  }
  getTransferEncoding() {
    let transferEncoding = !1, contentType = (this.getHeader("Content-Type") || "").toString().toLowerCase().trim();
    return this.content && (transferEncoding = (this.getHeader("Content-Transfer-Encoding") || "").toString().toLowerCase().trim(), (!transferEncoding || !["base64", "quoted-printable"].includes(transferEncoding)) && (/^text\//i.test(contentType) ? this._isPlainText && !this._hasLongLines ? transferEncoding = "7bit" : typeof this.content == "string" || this.content instanceof Buffer ? transferEncoding = this._getTextEncoding(this.content) === "Q" ? "quoted-printable" : "base64" : transferEncoding = this.textEncoding === "B" ? "base64" : "quoted-printable" : /^(multipart|message)\//i.test(contentType) || (transferEncoding = transferEncoding || "base64"))), transferEncoding;
  }
  /**
   * Builds the header block for the mime node. Append \r\n\r\n before writing the content
   *
   * @returns Headers
   */
  buildHeaders() {
    let transferEncoding = this.getTransferEncoding(), headers = [];
    if (transferEncoding && this.setHeader("Content-Transfer-Encoding", transferEncoding), this.filename && !this.getHeader("Content-Disposition") && this.setHeader("Content-Disposition", "attachment"), this.rootNode === this) {
      this.getHeader("Date") || this.setHeader("Date", this.date.toUTCString().replace(/GMT/, "+0000")), this.messageId(), this.getHeader("MIME-Version") || this.setHeader("MIME-Version", "1.0");
      for (let i = this._headers.length - 2; i >= 0; i--) {
        let header = this._headers[i];
        header.key === "Content-Type" && (this._headers.splice(i, 1), this._headers.push(header));
      }
    }
    return this._headers.forEach((header) => {
      let key = header.key, value = header.value, structured, param, options = {};
      if (!(value && typeof value == "object" && !FORMATTED_HEADERS.includes(key) && (copyOwnKeys(options, value, (optionKey) => optionKey === "value"), value = (value.value || "").toString(), !value.trim()))) {
        if (options.prepared) {
          options.foldLines ? headers.push(foldLines(key + ": " + value)) : headers.push(key + ": " + value);
          return;
        }
        switch (header.key) {
          // The comments of a MIME header are not part of its value and are dropped, so a
          // caller supplied 'boundary=b (comment)' is the boundary b it names, and the
          // header goes out without the comment
          case "Content-Disposition":
            structured = parseHeaderValue(value, { stripComments: !0 }), this.filename && (structured.params.filename = this.filename), value = buildHeaderValue(structured);
            break;
          case "Content-Type":
            if (structured = parseHeaderValue(value, { stripComments: !0 }), structured.value = (structured.value || "").toString().replace(/[\x00-\x1f\x7f]/g, ""), this._handleContentType(structured), structured.value.match(/^text\/plain\b/) && typeof this.content == "string" && /[\u0080-\uFFFF]/.test(this.content) && (structured.params.charset = "utf-8"), this.filename)
              for (let paramKey of Object.keys(structured.params))
                /^name(\*|$)/i.test(paramKey) && delete structured.params[paramKey];
            value = buildHeaderValue(structured), this.filename && (param = /[\x00-\x1f\x7f]/.test(this.filename) ? encodeWord(this.filename, this._getTextEncoding(this.filename), 52) : this._encodeWords(this.filename), (param !== this.filename || /[\s'"\\;:/=(),<>@[\]?]|^-/.test(param)) && (param = JSON.stringify(param)), value += "; name=" + param);
            break;
          case "Bcc":
            if (!this.keepBcc)
              return;
            break;
        }
        if (value = this.encodeHeaderValue(key, value), !!(value || "").toString().trim()) {
          if (typeof this.normalizeHeaderKey == "function") {
            let normalized2 = this.normalizeHeaderKey(key, value), cleaned = typeof normalized2 == "string" ? normalized2.replace(/[\x00-\x1f\x7f]/g, "") : "";
            cleaned && (key = cleaned);
          }
          headers.push(foldLines(key + ": " + value, 76));
        }
      }
    }), headers.join(`\r
`);
  }
  /**
   * Streams the rfc2822 message from the current node. If this is a root node,
   * mandatory header fields are set if missing (Date, Message-Id, MIME-Version)
   *
   * @return Compiled message
   */
  createReadStream(options) {
    options = options || {};
    let stream = new import_node_stream8.PassThrough(options);
    this.stream(stream, options, (err) => {
      if (err) {
        stream.destroy(err);
        return;
      }
      stream.end();
    }), stream.once("close", () => {
      stream.writableFinished || this._destroyContentStreams();
    });
    let stages = [stream];
    for (let transform of this._transforms)
      stages.push(typeof transform == "function" ? transform() : transform);
    stages.push(new LastNewline());
    let outputStream = (0, import_node_stream8.pipeline)(stages, PIPELINE_NOOP);
    for (let processFunc of this._processFuncs) {
      let input = outputStream;
      outputStream = processFunc(input), outputStream !== input && (0, import_node_stream8.finished)(outputStream, (err) => {
        err && input.destroy();
      });
    }
    if (this.newline) {
      let winbreak = ["win", "windows", "dos", `\r
`].includes(this.newline.toString().toLowerCase());
      outputStream = (0, import_node_stream8.pipeline)(outputStream, winbreak ? new LeWindows() : new LeUnix(), PIPELINE_NOOP);
    }
    return outputStream;
  }
  /**
   * Appends a transform stream object to the transforms list. Final output
   * is passed through this stream before exposing
   *
   * @param transform Read-Write stream
   */
  transform(transform) {
    this._transforms.push(transform);
  }
  /**
   * Appends a post process function. The functon is run after transforms and
   * uses the following syntax
   *
   *   processFunc(input) -> outputStream
   *
   * @param processFunc Read-Write stream
   */
  processFunc(processFunc) {
    this._processFuncs.push(processFunc);
  }
  stream(outputStream, options, done) {
    let transferEncoding = this.getTransferEncoding(), activeStreams = [], returned = !1, callback = (err) => {
      returned || (returned = !0, outputStream.removeListener("close", onOutputClose), done(err));
    };
    function onOutputClose() {
      for (let stream of activeStreams)
        stream.destroy();
      return callback(abortedError());
    }
    let readInto = (...streams) => {
      activeStreams.length || outputStream.once("close", onOutputClose), activeStreams = streams;
    }, aborted = () => outputStream.destroyed ? (callback(abortedError()), !0) : !1, finalize = () => {
      let childId = 0, processChildNode = () => {
        if (aborted())
          return;
        if (childId >= this.childNodes.length)
          return outputStream.write(`\r
--` + this.boundary + `--\r
`), callback();
        let child = this.childNodes[childId++];
        outputStream.write((childId > 1 ? `\r
` : "") + "--" + this.boundary + `\r
`), child.stream(outputStream, options, (err) => {
          if (err)
            return callback(err);
          setImmediate(processChildNode);
        });
      };
      if (this.multipart)
        setImmediate(processChildNode);
      else
        return callback();
    }, sendContent = () => {
      if (aborted())
        return;
      if (!this.content)
        return setImmediate(finalize);
      let createStream = () => {
        if (aborted())
          return;
        let contentError = this._takeStreamContent(this.content);
        if (contentError)
          return callback(contentError);
        let localStream = this._getStream(this.content);
        if (["quoted-printable", "base64"].includes(transferEncoding)) {
          let contentStream = transferEncoding === "base64" ? new Encoder(options) : (
            // outside of text a lone CR or LF is data, encoding it keeps it from being
            // turned into a line break by a newline transform or the receiving side
            new Encoder2(Object.assign({}, options, { binary: !/^text\//i.test(this.contentType || "") }))
          );
          readInto(localStream, contentStream), contentStream.pipe(outputStream, {
            end: !1
          }), (0, import_node_stream8.pipeline)(localStream, contentStream, (err) => err && callback(err)), (0, import_node_stream8.finished)(contentStream, { writable: !1 }, (err) => err ? callback(err) : finalize());
        } else
          readInto(localStream), localStream.pipe(outputStream, {
            end: !1
          }), (0, import_node_stream8.finished)(localStream, { writable: !1 }, (err) => err ? callback(err) : finalize());
      };
      if (this.content._resolve) {
        let sourceStream = this._getStream(this.content);
        readInto(sourceStream), resolveStream(sourceStream, (err, value) => {
          if (err)
            return callback(err);
          returned || (this.content._resolve = !1, this.content._resolvedValue = value, setImmediate(createStream));
        });
      } else
        setImmediate(createStream);
    };
    this._raw ? setImmediate(() => {
      if (aborted())
        return;
      let rawError = this._takeStreamContent(this._raw);
      if (rawError)
        return callback(rawError);
      let raw = this._getStream(this._raw);
      readInto(raw), raw.pipe(outputStream, {
        end: !1
      }), (0, import_node_stream8.finished)(raw, { writable: !1 }, (err) => err ? callback(err) : finalize());
    }) : (outputStream.write(this.buildHeaders() + `\r
\r
`), setImmediate(sendContent));
  }
  /**
   * Sets envelope to be used instead of the generated one
   *
   * @return SMTP envelope in the form of {from: 'from@example.com', to: ['to@example.com']}
   */
  setEnvelope(envelope) {
    let list;
    this._envelope = {
      from: !1,
      to: []
    }, envelope.from && (list = [], this._convertAddresses(this._parseEnvelopeAddresses(envelope.from), list), list = list.filter((address) => address && address.address), list.length && list[0] && (this._envelope.from = list[0].address));
    let seenRecipients = /* @__PURE__ */ new Set(), recipients = [];
    ["to", "cc", "bcc"].forEach((key) => {
      envelope[key] && this._convertAddresses(this._parseEnvelopeAddresses(envelope[key]), recipients, seenRecipients);
    }), this._envelope.to = recipients.map((to) => to.address).filter((address) => address);
    let standardFields = ["to", "cc", "bcc", "from"];
    return copyOwnKeys(this._envelope, envelope, (key) => standardFields.includes(key)), this;
  }
  /**
   * Generates and returns an object with parsed address fields
   *
   * @return Address object
   */
  getAddresses() {
    let addresses = {}, seenByKey = /* @__PURE__ */ new Map();
    return this._headers.forEach((header) => {
      let key = header.key.toLowerCase();
      ["from", "sender", "reply-to", "to", "cc", "bcc"].includes(key) && (Array.isArray(addresses[key]) || (addresses[key] = [], seenByKey.set(key, /* @__PURE__ */ new Set())), this._convertAddresses(this._parseAddresses(header.value), addresses[key], seenByKey.get(key)));
    }), addresses;
  }
  /**
   * Generates and returns SMTP envelope with the sender address and a list of recipients addresses
   *
   * @return SMTP envelope in the form of {from: 'from@example.com', to: ['to@example.com']}
   */
  getEnvelope() {
    if (this._envelope)
      return this._envelope;
    let envelope = {
      from: !1,
      to: []
    }, seenRecipients = /* @__PURE__ */ new Set(), recipients = [];
    return this._headers.forEach((header) => {
      let list = [];
      header.key === "From" || !envelope.from && ["Reply-To", "Sender"].includes(header.key) ? (this._convertAddresses(this._parseAddresses(header.value), list), list.length && list[0] && (envelope.from = list[0].address)) : ["To", "Cc", "Bcc"].includes(header.key) && this._convertAddresses(this._parseAddresses(header.value), recipients, seenRecipients);
    }), envelope.to = recipients.map((to) => to.address), envelope;
  }
  /**
   * Returns Message-Id value. If it does not exist, then creates one
   *
   * @return Message-Id value
   */
  messageId() {
    let messageId = this.getHeader("Message-ID");
    return messageId || (messageId = this._generateMessageId(), this.setHeader("Message-ID", messageId)), messageId;
  }
  /**
   * Sets pregenerated content that will be used as the output of this node
   *
   * @param raw Raw MIME contents
   */
  setRaw(raw) {
    return this._raw = raw, this._raw && typeof this._raw.pipe == "function" && recordStreamErrors(this._raw), this;
  }
  /////// PRIVATE METHODS
  /**
   * Checks an access policy flag for this node and every node above it. The flags are set
   * from the options the node was built with, and createChild only ever sees the options
   * the caller passed, so a child of a closed tree starts out open. Reading the answer off
   * the parent chain keeps it right whatever order the tree was assembled in.
   *
   * @param flag Either 'disableFileAccess' or 'disableUrlAccess'
   * @return true if this node or an ancestor closed that access
   * @internal
   */
  _accessDisabled(flag) {
    let node = this;
    for (; node; ) {
      if (node[flag])
        return !0;
      node = node.parentNode;
    }
    return !1;
  }
  /**
   * Destroys the content streams of this node and of every node below it
   *
   * @internal
   */
  _destroyContentStreams() {
    destroyStream(this.content), destroyStream(this._raw);
    for (let child of this.childNodes)
      child._destroyContentStreams();
  }
  /**
   * Checks that a content value can still be read before the node streams it. A stream is
   * refused once it errored, ended or was destroyed: piping it would either never finish or
   * produce an empty body without any error
   *
   * @param content Node content or raw value
   * @returns The error to stop with, or null when the content can be read
   * @internal
   */
  _takeStreamContent(content) {
    return Object.prototype.toString.call(content) === "[object Error]" ? content : !content || typeof content.pipe != "function" || content._resolvedValue ? null : unreadableStreamError(content);
  }
  /**
   * Detects and returns handle to a stream related with the content.
   *
   * @param content Node content
   * @returns Stream object
   * @internal
   */
  _getStream(content) {
    let contentStream;
    return content._resolvedValue ? (contentStream = new import_node_stream8.PassThrough(), setImmediate(() => {
      try {
        contentStream.end(content._resolvedValue);
      } catch (_err) {
        contentStream.emit("error", _err);
      }
    }), contentStream) : typeof content.pipe == "function" ? content : content && typeof content.path == "string" && !content.href ? this._accessDisabled("disableFileAccess") ? (contentStream = new import_node_stream8.PassThrough(), setImmediate(() => {
      let err = new Error("File access rejected for " + content.path);
      err.code = EFILEACCESS, contentStream.emit("error", err);
    }), contentStream) : import_node_fs2.default.createReadStream(content.path) : content && typeof content.href == "string" ? this._accessDisabled("disableUrlAccess") ? (contentStream = new import_node_stream8.PassThrough(), setImmediate(() => {
      let err = new Error("Url access rejected for " + content.href);
      err.code = EURLACCESS, contentStream.emit("error", err);
    }), contentStream) : fetch_default(content.href, { headers: content.httpHeaders, tls: content.tls }) : (contentStream = new import_node_stream8.PassThrough(), setImmediate(() => {
      try {
        contentStream.end(content || "");
      } catch (_err) {
        contentStream.emit("error", _err);
      }
    }), contentStream);
  }
  /**
   * Parses addresses. Takes in a single address or an array or an
   * array of address arrays (eg. To: [[first group], [second group],...])
   *
   * @param addresses Addresses to be parsed
   * @return An array of address objects
   * @internal
   */
  _parseAddresses(addresses) {
    let flattened = [], seen = /* @__PURE__ */ new WeakSet(), stack = [], enter = (list) => {
      seen.has(list) || (seen.add(list), stack.push({ list, pos: 0 }));
    };
    for (enter(Array.isArray(addresses) ? addresses : [addresses]); stack.length; ) {
      let frame = stack[stack.length - 1];
      if (frame.pos >= frame.list.length) {
        stack.pop();
        continue;
      }
      let address = frame.list[frame.pos++];
      if (Array.isArray(address)) {
        enter(address);
        continue;
      }
      if (address && address.address) {
        let normalized2 = this._normalizeAddress(address.address);
        if (normalized2 === address.address && typeof address.name == "string") {
          flattened.push(address);
          continue;
        }
        let copy = copyOwnKeys({}, address);
        copy.address = normalized2, copy.name = address.name || "", flattened.push(copy);
        continue;
      }
      let parsed = this._normalizeParsedAddresses(addressparser_default(address));
      for (let i = 0; i < parsed.length; i++)
        flattened.push(parsed[i]);
    }
    return flattened;
  }
  /**
   * Normalizes the addresses of a freshly parsed address list, groups included.
   *
   * Everything this method returns carries a normalized address, whether it arrived as an
   * object or was parsed out of a header value. Without this the two shapes disagree, and
   * a consumer reading the parsed form back is handed the ambiguous
   * 'user@evil.com@good.com' that the header and the envelope no longer carry.
   *
   * @param parsed An array of address objects, as returned by addressparser
   * @return The same array, with every address normalized
   * @internal
   */
  _normalizeParsedAddresses(parsed) {
    return parsed.forEach((entry) => {
      entry.address ? entry.address = this._normalizeAddress(entry.address) : entry.group && this._normalizeParsedAddresses(entry.group);
    }), parsed;
  }
  /**
   * Parses the addresses of an explicitly set envelope.
   *
   * An envelope value is an addr-spec and never a display name, so a bare local username
   * such as 'root' is the address here. Header parsing has to read the same value as a
   * display name, as a value with no '@' in it can not be an addr-spec in a header.
   *
   * @param addresses Addresses to be parsed
   * @return An array of address objects
   * @internal
   */
  _parseEnvelopeAddresses(addresses) {
    return this._parseAddresses(addresses).map((entry) => entry.address || entry.group || !entry.name || /[\s@]/.test(entry.name) ? entry : { address: this._normalizeAddress(entry.name), name: "" });
  }
  /**
   * Normalizes a header key, uses Camel-Case form, except for uppercase MIME-
   *
   * @param key Key to be normalized
   * @return key in Camel-Case form
   * @internal
   */
  _normalizeHeaderKey(key) {
    return key = (key || "").toString().replace(/[\s\x00-\x20\x7f:]/g, "").toLowerCase().replace(/^X-SMTPAPI$|^(MIME|DKIM|ARC|BIMI)\b|^OTP(?=-Token$)|^[a-z]|-(SPF|FBL|ID|MD5)$|-[a-z]/gi, (c) => c.toUpperCase()).replace(/^Content-Features$/i, "Content-features"), key;
  }
  /**
   * Checks if the content type is multipart and defines boundary if needed.
   * Doesn't return anything, modifies object argument instead.
   *
   * @param structured Parsed header value for 'Content-Type' key
   * @internal
   */
  _handleContentType(structured) {
    if (this.contentType = structured.value.trim().toLowerCase(), this.multipart = /^multipart\//i.test(this.contentType) ? this.contentType.substr(this.contentType.indexOf("/") + 1) : !1, this.multipart) {
      let declared = _stripBoundaryControls(structured.params.boundary || this.boundary || "");
      this.boundary = structured.params.boundary = declared || _stripBoundaryControls(this._generateBoundary());
    } else
      this.boundary = !1;
  }
  /**
   * Generates a multipart boundary value
   *
   * @return boundary value
   * @internal
   */
  _generateBoundary() {
    return _stripBoundaryControls(this.rootNode.boundaryPrefix + "-" + this.rootNode.baseBoundary) + "-Part_" + this._nodeId;
  }
  /**
   * Encodes a header value the way this node encodes it in the generated message:
   * address headers are punycoded and mime encoded, message id headers get their
   * angle brackets, a Date object is formatted and any other value is mime encoded
   * when it holds non-ascii or control characters (using the node's `textEncoding`).
   *
   * The result is a single unfolded line without the key. Fold it before writing it
   * into a message, `key + ': ' + value` folded at 76 characters is what the node does.
   *
   * @param key Header key, case insensitive
   * @param value Header value
   * @returns Encoded header value
   */
  encodeHeaderValue(key, value) {
    switch (key = this._normalizeHeaderKey(key), key) {
      // Structured headers
      case "From":
      case "Sender":
      case "To":
      case "Cc":
      case "Bcc":
      case "Reply-To":
        return this._convertAddresses(this._parseAddresses(value));
      // values enclosed in <>
      case "Message-ID":
      case "In-Reply-To":
      case "Content-ID":
        return value = (value || "").toString().replace(/\r?\n|\r/g, " ").replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, ""), value.charAt(0) !== "<" && (value = "<" + value), value.charAt(value.length - 1) !== ">" && (value = value + ">"), value;
      // a structured field (RFC 9651) that can not be mime encoded, an encoded word would
      // turn its quoted strings into text that no structured field parser reads. Only
      // the characters that can not appear in a header at all are removed
      case "OTP-Token":
        return (value || "").toString().replace(/\r?\n|\r/g, " ").replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, "");
      // space separated list of values enclosed in <>
      case "References": {
        let ids = [];
        for (let entry of [].concat(value || "")) {
          let elm = (entry || "").toString().replace(/\r?\n|\r/g, " ").replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, "").trim();
          for (let id of stripWhitespaceInAngleBrackets(elm).split(/\s+/))
            id.charAt(0) !== "<" && (id = "<" + id), id.charAt(id.length - 1) !== ">" && (id = id + ">"), ids.push(id);
        }
        return ids.join(" ").trim();
      }
      case "Date":
        return Object.prototype.toString.call(value) === "[object Date]" ? value.toUTCString().replace(/GMT/, "+0000") : (value = (value || "").toString().replace(/\r?\n|\r/g, " "), this._encodeHeaderText(value));
      case "Content-Type":
      case "Content-Disposition":
        return (value || "").toString().replace(/\r?\n|\r/g, " ");
      default:
        return value = (value || "").toString().replace(/\r?\n|\r/g, " "), this._encodeHeaderText(value);
    }
  }
  /**
   * Encodes a header value without a node at hand. Same as the instance method of a
   * node created with the given options.
   *
   * @param key Header key, case insensitive
   * @param value Header value
   * @param [options] Encoding options
   * @param [options.textEncoding] either 'Q' (the default) or 'B'
   * @returns Encoded header value
   */
  static encodeHeaderValue(key, value, options) {
    return new _MimeNode(!1, { textEncoding: options?.textEncoding }).encodeHeaderValue(key, value);
  }
  /**
   * Alias of encodeHeaderValue, kept for callers that used the method before it was public
   *
   * @internal
   */
  _encodeHeaderValue(key, value) {
    return this.encodeHeaderValue(key, value);
  }
  /**
   * Rebuilds address object using punycode and other adjustments
   *
   * @param addresses An array of address objects
   * @param [uniqueList] An array to be populated with addresses
   * @param [seenAddresses] Addresses already added to uniqueList, shared with recursive calls to keep deduplication linear
   * @return address string
   * @internal
   */
  _convertAddresses(addresses, uniqueList, seenAddresses) {
    let values = [];
    if (uniqueList = uniqueList || [], !seenAddresses) {
      seenAddresses = /* @__PURE__ */ new Set();
      for (let i = 0; i < uniqueList.length; i++)
        seenAddresses.add(uniqueList[i].address);
    }
    return [].concat(addresses || []).forEach((address) => {
      if (address.address)
        address.address = this._normalizeAddress(address.address), address.name ? values.push(`${this._encodeAddressName(address.name)} <${address.address}>`) : values.push(PLAIN_ADDRESS.test(address.address) ? address.address : `<${address.address}>`), seenAddresses.has(address.address) || (seenAddresses.add(address.address), uniqueList.push(address));
      else if (address.group) {
        let groupListAddresses = (address.group.length ? this._convertAddresses(address.group, uniqueList, seenAddresses) : "").trim();
        values.push(`${this._encodeAddressName(address.name)}:${groupListAddresses};`);
      }
    }), values.join(", ");
  }
  /**
   * Normalizes an email address
   *
   * @param address An array of address objects
   * @return address string
   * @internal
   */
  _normalizeAddress(address) {
    if (address = (address || "").toString().replace(/[\x00-\x1F\x7F<>]+/g, " ").trim(), !address)
      return address;
    let literal = address.charAt(address.length - 1) === "]" ? DOMAIN_LITERAL_TAIL2.exec(address) : null, lastAt = literal ? address.length - literal[1].length - 1 : address.lastIndexOf("@");
    if (lastAt < 0)
      return this._normalizeLocalPart(address);
    let user = address.substr(0, lastAt), domain = address.substr(lastAt + 1), encodedDomain = domain, smtputf8 = /[\x80-\uFFFF]/.test(user);
    try {
      encodedDomain = normalizeDomain(domain, smtputf8);
    } catch {
    }
    return `${this._normalizeLocalPart(user)}@${encodedDomain}`;
  }
  /**
   * Normalizes the local part of an address into a form that can be emitted as is.
   *
   * A local part is either a dot-atom or a quoted-string, anything else is not a valid
   * addr-spec. The quotes of a quoted local part get lost along the way, and a bare
   * 'user@evil.com@good.com' leaves it to the receiver which '@' splits the domain off,
   * while the split here is always at the last one. So whatever is not already one of
   * the two valid forms goes back out as a quoted-string.
   *
   * @param user Local part of an address
   * @return Local part as a dot-atom or as a quoted-string
   * @internal
   */
  _normalizeLocalPart(user) {
    return DOT_ATOM.test(user) || QUOTED_STRING.test(user) ? user : quoteString(user);
  }
  /**
   * If needed, mime encodes the name part
   *
   * @param name Name part of an address
   * @returns Mime word encoded string if needed
   * @internal
   */
  _encodeAddressName(name2) {
    return /^[\w ]*$/.test(name2) ? name2 : /^[\x20-\x7e]*$/.test(name2) ? quoteString(name2) : encodeWord(name2, this._getTextEncoding(name2), 52);
  }
  /**
   * Encodes an unstructured header value. Such a value can only carry VCHAR and WSP, so a
   * control char or DEL has to be forced into the mime encoded word that a non-ascii value
   * would get anyway. HT stays as it is, it is valid folding whitespace here.
   *
   * @param value Header value to encode
   * @returns Mime word encoded string if needed
   * @internal
   */
  _encodeHeaderText(value) {
    return /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(value) ? encodeWord(value, this._getTextEncoding(value), 52) : (
      // encodeWords only encodes if needed, otherwise the original string is returned
      this._encodeWords(value)
    );
  }
  /**
   * If needed, mime encodes the name part
   *
   * @param value Name part of an address
   * @returns Mime word encoded string if needed
   * @internal
   */
  _encodeWords(value) {
    return encodeWords(value, this._getTextEncoding(value), 52, !0);
  }
  /**
   * Detects best mime encoding for a text value
   *
   * @param value Value to check for
   * @return either 'Q' or 'B'
   * @internal
   */
  _getTextEncoding(value) {
    if (value = (value || "").toString(), this.textEncoding)
      return this.textEncoding;
    let nonLatinLen = 0, latinLen = 0;
    for (let i = 0, len = value.length; i < len; i++) {
      let code = value.charCodeAt(i);
      code >= 0 && code <= 8 || code === 11 || code === 12 || code >= 14 && code <= 31 || code >= 128 ? nonLatinLen++ : (code >= 65 && code <= 90 || code >= 97 && code <= 122) && latinLen++;
    }
    return nonLatinLen < latinLen ? "Q" : "B";
  }
  /**
   * Generates a message id
   *
   * @return Random Message-ID value
   * @internal
   */
  _generateMessageId() {
    return "<" + [2, 2, 2, 6].reduce(
      // crux to generate UUID-like random strings
      (prev, len) => prev + "-" + import_node_crypto.default.randomBytes(len).toString("hex"),
      import_node_crypto.default.randomBytes(4).toString("hex")
    ) + "@" + // try to use the domain of the FROM address or fallback to server hostname
    (this.getEnvelope().from || this.hostname || "localhost").split("@").pop() + ">";
  }
}, mime_node_default = MimeNode;

// node_modules/nodemailer/dist/esm/mail-composer/index.js
function isContentObject(value) {
  let content = value;
  return typeof value == "object" && !!(content.content || content.path || content.href || content.raw);
}
function fitsSevenBit(content) {
  let at, length;
  if (typeof content == "string")
    at = (i) => content.charCodeAt(i), length = content.length;
  else if (Buffer.isBuffer(content))
    at = (i) => content[i], length = content.length;
  else
    return !1;
  let lineLength = 0;
  for (let i = 0; i < length; i++) {
    let c = at(i);
    if (c === 0 || c > 127)
      return !1;
    if (c === 10 || c === 13)
      lineLength = 0;
    else if (++lineLength > 998)
      return !1;
  }
  return !0;
}
var MailComposer = class {
  constructor(mail) {
    this.mail = mail || {}, this.message = !1;
  }
  /**
   * Builds MimeNode instance
   */
  compile() {
    return this._alternatives = this.getAlternatives(), this._htmlNode = this._alternatives.filter((alternative) => /^text\/html\b/i.test(alternative.contentType)).pop(), this._attachments = this.getAttachments(!!this._htmlNode), this._useRelated = !!(this._htmlNode && this._attachments.related.length), this._useAlternative = this._alternatives.length > 1, this._useMixed = this._attachments.attached.length > 1 || this._alternatives.length && this._attachments.attached.length === 1, this.mail.raw ? this.message = new mime_node_default("message/rfc822", {
      newline: this.mail.newline,
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess
    }).setRaw(this.mail.raw) : this._useMixed ? this.message = this._createMixed() : this._useAlternative ? this.message = this._createAlternative() : this._useRelated ? this.message = this._createRelated() : this.message = this._createContentNode(!1, [].concat(this._alternatives || []).concat(this._attachments.attached || []).shift() || {
      contentType: "text/plain",
      content: ""
    }), this.mail.headers && this.message.addHeader(this.mail.headers), this.mail.otp && this.message.setHeader("OTP-Token", formatOtpToken(this.mail.otp)), ["from", "sender", "to", "cc", "bcc", "reply-to", "in-reply-to", "references", "subject", "message-id", "date"].forEach((header) => {
      let key = header.replace(/-(\w)/g, (o, c) => c.toUpperCase());
      this.mail[key] && this.message.setHeader(header, this.mail[key]);
    }), this.mail.envelope && this.message.setEnvelope(this.mail.envelope), this.message.messageId(), this.message;
  }
  /**
   * List all attachments. Resulting attachment objects can be used as input for MimeNode nodes
   *
   * @param findRelated If true separate related attachments from attached ones
   * @returns An object of arrays (`related` and `attached`)
   */
  getAttachments(findRelated) {
    let eventObject, attachments = [].concat(this.mail.attachments || []).map((attachment, i) => {
      /^data:/i.test(attachment.path || attachment.href) && (attachment = this._processDataUrl(attachment));
      let contentType = attachment.contentType || detectMimeType2(attachment.filename || attachment.path || attachment.href || "bin"), isImage = /^image\//i.test(contentType), isMessageNode = /^message\//i.test(contentType), contentDisposition = attachment.contentDisposition || (isMessageNode || isImage && attachment.cid ? "inline" : "attachment"), contentTransferEncoding;
      "contentTransferEncoding" in attachment ? contentTransferEncoding = attachment.contentTransferEncoding : isMessageNode ? contentTransferEncoding = !attachment.encoding && fitsSevenBit(attachment.content) ? "7bit" : "8bit" : contentTransferEncoding = "base64";
      let data = {
        contentType,
        contentDisposition,
        contentTransferEncoding
      };
      return attachment.filename ? data.filename = attachment.filename : !isMessageNode && attachment.filename !== !1 && (data.filename = (attachment.path || attachment.href || "").split(/[/\\]/).pop().split("?").shift() || "attachment-" + (i + 1), data.filename.indexOf(".") < 0 && (data.filename += "." + detectExtension2(data.contentType))), /^https?:\/\//i.test(attachment.path) && (attachment.href = attachment.path, attachment.path = void 0), attachment.cid && (data.cid = attachment.cid), attachment.raw ? data.raw = attachment.raw : attachment.path ? data.content = {
        path: attachment.path
      } : attachment.href ? data.content = {
        href: attachment.href,
        httpHeaders: attachment.httpHeaders,
        tls: attachment.tls
      } : data.content = attachment.content || "", attachment.encoding && (data.encoding = attachment.encoding), attachment.headers && (data.headers = attachment.headers), data;
    });
    return this.mail.icalEvent && (eventObject = Object.assign({}, this._getIcalEvent()), eventObject.contentType = "application/ics", eventObject.headers || (eventObject.headers = {}), eventObject.filename = eventObject.filename || "invite.ics", eventObject.headers["Content-Disposition"] = "attachment", eventObject.headers["Content-Transfer-Encoding"] = "base64"), findRelated ? {
      attached: attachments.filter((attachment) => !attachment.cid).concat(eventObject || []),
      related: attachments.filter((attachment) => !!attachment.cid)
    } : {
      attached: attachments.concat(eventObject || []),
      related: []
    };
  }
  /**
   * Returns the icalEvent value with `path`/`href`/data uri input normalized into
   * a `content` entry, the same way as for regular attachments. The same event is
   * included twice (as a text/calendar alternative and as an application/ics
   * attachment), so the shared content object is marked to be resolved just once
   * and the buffered result is reused by the second node.
   *
   * @returns Normalized icalEvent data
   * @internal
   */
  _getIcalEvent() {
    if (!this._icalEvent) {
      let icalEvent;
      isContentObject(this.mail.icalEvent) ? icalEvent = copyOwnKeys({}, this.mail.icalEvent) : icalEvent = {
        content: this.mail.icalEvent
      }, /^data:/i.test(icalEvent.path || icalEvent.href) && (icalEvent = this._processDataUrl(icalEvent)), /^https?:\/\//i.test(icalEvent.path) && (icalEvent.href = icalEvent.path, icalEvent.path = void 0), icalEvent.raw || (icalEvent.path ? (icalEvent.content = {
        path: icalEvent.path
      }, icalEvent.path = void 0) : icalEvent.href && (icalEvent.content = {
        href: icalEvent.href,
        httpHeaders: icalEvent.httpHeaders,
        tls: icalEvent.tls
      }, icalEvent.href = void 0)), icalEvent.content && typeof icalEvent.content == "object" && (icalEvent.content._resolve = !0), this._icalEvent = icalEvent;
    }
    return this._icalEvent;
  }
  /**
   * List alternatives. Resulting objects can be used as input for MimeNode nodes
   *
   * @returns An array of alternative elements. Includes the `text` and `html` values as well
   */
  getAlternatives() {
    let alternatives = [], text, html, watchHtml, amp, eventObject;
    return this.mail.text && (isContentObject(this.mail.text) ? text = this.mail.text : text = {
      content: this.mail.text
    }, text.contentType = "text/plain; charset=utf-8"), this.mail.watchHtml && (isContentObject(this.mail.watchHtml) ? watchHtml = this.mail.watchHtml : watchHtml = {
      content: this.mail.watchHtml
    }, watchHtml.contentType = "text/watch-html; charset=utf-8"), this.mail.amp && (isContentObject(this.mail.amp) ? amp = this.mail.amp : amp = {
      content: this.mail.amp
    }, amp.contentType = "text/x-amp-html; charset=utf-8"), this.mail.icalEvent && (eventObject = Object.assign({}, this._getIcalEvent()), eventObject.filename = !1, eventObject.contentType = "text/calendar; charset=utf-8; method=" + (eventObject.method || "PUBLISH").toString().trim().toUpperCase(), eventObject.headers || (eventObject.headers = {})), this.mail.html && (isContentObject(this.mail.html) ? html = this.mail.html : html = {
      content: this.mail.html
    }, html.contentType = "text/html; charset=utf-8"), [].concat(text || []).concat(watchHtml || []).concat(amp || []).concat(html || []).concat(eventObject || []).concat(this.mail.alternatives || []).forEach((alternative) => {
      /^data:/i.test(alternative.path || alternative.href) && (alternative = this._processDataUrl(alternative));
      let data = {
        contentType: alternative.contentType || detectMimeType2(alternative.filename || alternative.path || alternative.href || "txt"),
        contentTransferEncoding: alternative.contentTransferEncoding
      };
      alternative.filename && (data.filename = alternative.filename), /^https?:\/\//i.test(alternative.path) && (alternative.href = alternative.path, alternative.path = void 0), alternative.raw ? data.raw = alternative.raw : alternative.path ? data.content = {
        path: alternative.path
      } : alternative.href ? data.content = {
        href: alternative.href,
        httpHeaders: alternative.httpHeaders,
        tls: alternative.tls
      } : data.content = alternative.content || "", alternative.encoding && (data.encoding = alternative.encoding), alternative.headers && (data.headers = alternative.headers), alternatives.push(data);
    }), alternatives;
  }
  /**
   * Builds multipart/mixed node. It should always contain different type of elements on the same level
   * eg. text + attachments
   *
   * @param parentNode Parent for this note. If it does not exist, a root node is created
   * @returns MimeNode node element
   * @internal
   */
  _createMixed(parentNode) {
    let node = parentNode ? parentNode.createChild("multipart/mixed", {
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    }) : new mime_node_default("multipart/mixed", {
      baseBoundary: this.mail.baseBoundary,
      textEncoding: this.mail.textEncoding,
      boundaryPrefix: this.mail.boundaryPrefix,
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    });
    return this._useAlternative ? this._createAlternative(node) : this._useRelated && this._createRelated(node), [].concat(!this._useAlternative && this._alternatives || []).concat(this._attachments.attached || []).forEach((element) => {
      (!this._useRelated || element !== this._htmlNode) && this._createContentNode(node, element);
    }), node;
  }
  /**
   * Builds multipart/alternative node. It should always contain same type of elements on the same level
   * eg. text + html view of the same data
   *
   * @param parentNode Parent for this note. If it does not exist, a root node is created
   * @returns MimeNode node element
   * @internal
   */
  _createAlternative(parentNode) {
    let node = parentNode ? parentNode.createChild("multipart/alternative", {
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    }) : new mime_node_default("multipart/alternative", {
      baseBoundary: this.mail.baseBoundary,
      textEncoding: this.mail.textEncoding,
      boundaryPrefix: this.mail.boundaryPrefix,
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    });
    return this._alternatives.forEach((alternative) => {
      this._useRelated && this._htmlNode === alternative ? this._createRelated(node) : this._createContentNode(node, alternative);
    }), node;
  }
  /**
   * Builds multipart/related node. It should always contain html node with related attachments
   *
   * @param parentNode Parent for this note. If it does not exist, a root node is created
   * @returns MimeNode node element
   * @internal
   */
  _createRelated(parentNode) {
    let node = parentNode ? parentNode.createChild('multipart/related; type="text/html"', {
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    }) : new mime_node_default('multipart/related; type="text/html"', {
      baseBoundary: this.mail.baseBoundary,
      textEncoding: this.mail.textEncoding,
      boundaryPrefix: this.mail.boundaryPrefix,
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    });
    return this._createContentNode(node, this._htmlNode), this._attachments.related.forEach((alternative) => this._createContentNode(node, alternative)), node;
  }
  /**
   * Creates a regular node with contents
   *
   * @param parentNode Parent for this note. If it does not exist, a root node is created
   * @param element Node data
   * @returns MimeNode node element
   * @internal
   */
  _createContentNode(parentNode, element) {
    element = element || {}, element.content = element.content || "";
    let encoding = (element.encoding || "utf8").toString().toLowerCase().replace(/[-_\s]/g, ""), node = parentNode ? parentNode.createChild(element.contentType, {
      filename: element.filename,
      textEncoding: this.mail.textEncoding,
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    }) : new mime_node_default(element.contentType, {
      filename: element.filename,
      baseBoundary: this.mail.baseBoundary,
      textEncoding: this.mail.textEncoding,
      boundaryPrefix: this.mail.boundaryPrefix,
      disableUrlAccess: this.mail.disableUrlAccess,
      disableFileAccess: this.mail.disableFileAccess,
      normalizeHeaderKey: this.mail.normalizeHeaderKey,
      newline: this.mail.newline
    });
    return element.headers && node.addHeader(element.headers), element.cid && node.setHeader("Content-Id", "<" + element.cid.replace(/[<>]/g, "") + ">"), element.contentTransferEncoding ? node.setHeader("Content-Transfer-Encoding", element.contentTransferEncoding) : this.mail.encoding && /^text\//i.test(element.contentType) && node.setHeader("Content-Transfer-Encoding", this.mail.encoding), (!/^text\//i.test(element.contentType) || element.contentDisposition) && node.setHeader("Content-Disposition", element.contentDisposition || (element.cid && /^image\//i.test(element.contentType) ? "inline" : "attachment")), typeof element.content == "string" && !["utf8", "usascii", "ascii"].includes(encoding) && (element.content = Buffer.from(element.content, encoding)), element.raw ? node.setRaw(element.raw) : node.setContent(element.content), node;
  }
  /**
   * Parses data uri and converts it to a Buffer
   *
   * @param element Content element
   * @return Parsed element
   * @internal
   */
  _processDataUrl(element) {
    let dataUrl = element.path || element.href;
    if (!dataUrl || typeof dataUrl != "string" || !dataUrl.startsWith("data:"))
      return element;
    if (dataUrl.length > 52428800) {
      let detectedType = "application/octet-stream", commaPos = dataUrl.indexOf(",");
      if (commaPos > 0 && commaPos < 200) {
        let parts = dataUrl.substring(5, commaPos).split(";");
        parts[0] && parts[0].includes("/") && (detectedType = parts[0].trim());
      }
      return Object.assign(copyOwnKeys({}, element), {
        path: !1,
        href: !1,
        content: Buffer.alloc(0),
        contentType: element.contentType || detectedType
      });
    }
    let parsedDataUri;
    try {
      parsedDataUri = parseDataURI(dataUrl);
    } catch {
      return element;
    }
    return parsedDataUri && (element.content = parsedDataUri.data, element.contentType = element.contentType || parsedDataUri.contentType, "path" in element && (element.path = !1), "href" in element && (element.href = !1)), element;
  }
};
function formatOtpToken(otp) {
  if (typeof otp.code != "string" || !/^[\x20-\x7e]+$/.test(otp.code))
    throw otpError("The otp code must be a non-empty string of printable ASCII characters");
  return quoteString(otp.code) + "; origin=" + quoteString(getOtpOrigin(otp.origin));
}
function getOtpOrigin(origin) {
  let url;
  try {
    url = new URL(String(origin));
  } catch {
  }
  if (!url || url.username || url.password || !/^([a-z0-9_-]+\.)*[a-z0-9_-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname))
    throw otpError("The otp origin must be an absolute https URL");
  let isLoopback = /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\])$/.test(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback))
    throw otpError("The otp origin must be an https URL, or an http URL on a loopback host");
  return url.origin;
}
function otpError(message) {
  let err = new Error(message);
  return err.code = EOTP, err;
}
var mail_composer_default = MailComposer;

// node_modules/nodemailer/dist/esm/dkim/message-parser.js
var import_node_stream9 = require("node:stream");
function _trimFieldName(str) {
  let start = 0, end = str.length;
  for (; start < end && (str.charCodeAt(start) === 32 || str.charCodeAt(start) === 9); )
    start++;
  for (; end > start && (str.charCodeAt(end - 1) === 32 || str.charCodeAt(end - 1) === 9); )
    end--;
  return str.slice(start, end);
}
var MessageParser = class extends import_node_stream9.Transform {
  constructor(options) {
    super(options), this.lastBytes = Buffer.alloc(4), this.headersParsed = !1, this.headerBytes = 0, this.headerChunks = [], this.rawHeaders = !1, this.bodySize = 0;
  }
  /**
   * Keeps count of the last 4 bytes in order to detect line breaks on chunk boundaries
   *
   * @param data Next data chunk from the stream
   */
  updateLastBytes(data) {
    let lblen = this.lastBytes.length, nblen = Math.min(data.length, lblen);
    for (let i = 0, len = lblen - nblen; i < len; i++)
      this.lastBytes[i] = this.lastBytes[i + nblen];
    for (let i = 1; i <= nblen; i++)
      this.lastBytes[lblen - i] = data[data.length - i];
  }
  /**
   * Finds and removes message headers from the remaining body. We want to keep
   * headers separated until final delivery to be able to modify these
   *
   * @param data Next chunk of data
   * @return Returns true if headers are already found or false otherwise
   */
  checkHeaders(data) {
    if (this.headersParsed)
      return !0;
    let lblen = this.lastBytes.length, headerPos = 0;
    for (let i = 0, len = this.lastBytes.length + data.length; i < len; i++) {
      let chr;
      if (i < lblen ? chr = this.lastBytes[i] : chr = data[i - lblen], chr === 10 && i) {
        let pr1 = i - 1 < lblen ? this.lastBytes[i - 1] : data[i - 1 - lblen], pr2 = i > 1 ? i - 2 < lblen ? this.lastBytes[i - 2] : data[i - 2 - lblen] : !1;
        if (pr1 === 10) {
          this.headersParsed = !0, headerPos = i - lblen + 1, this.headerBytes += headerPos;
          break;
        } else if (pr1 === 13 && pr2 === 10) {
          this.headersParsed = !0, headerPos = i - lblen + 1, this.headerBytes += headerPos;
          break;
        }
      }
    }
    if (this.headersParsed) {
      if (this.headerChunks.push(data.slice(0, headerPos)), this.rawHeaders = Buffer.concat(this.headerChunks, this.headerBytes), this.headerChunks = null, this.emit("headers", this.parseHeaders()), data.length > headerPos) {
        let chunk = data.slice(headerPos);
        this.bodySize += chunk.length, this.push(chunk);
      }
      return !1;
    }
    return this.headerBytes += data.length, this.headerChunks.push(data), this.updateLastBytes(data), !1;
  }
  /** @internal */
  _transform(chunk, encoding, callback) {
    if (!chunk || !chunk.length)
      return callback();
    typeof chunk == "string" && (chunk = Buffer.from(chunk, encoding));
    let headersFound;
    try {
      headersFound = this.checkHeaders(chunk);
    } catch (E) {
      return callback(E);
    }
    headersFound && (this.bodySize += chunk.length, this.push(chunk)), callback();
  }
  /** @internal */
  _flush(callback) {
    this.headerChunks && (this.rawHeaders = Buffer.concat(this.headerChunks, this.headerBytes), this.headerChunks = null, this.emit("headers", this.parseHeaders())), callback();
  }
  parseHeaders() {
    let rawLines = (this.rawHeaders || Buffer.alloc(0)).toString("binary").split(/\r?\n/), lines = [];
    for (let rawLine of rawLines)
      lines.length && /^[ \t]/.test(rawLine) ? lines[lines.length - 1] += `
` + rawLine : lines.push(rawLine);
    return lines.filter((line) => /[^ \t\r]/.test(line)).map((line) => ({
      key: _trimFieldName(line.substr(0, line.indexOf(":"))).toLowerCase(),
      line
    }));
  }
}, message_parser_default = MessageParser;

// node_modules/nodemailer/dist/esm/dkim/relaxed-body.js
var import_node_stream10 = require("node:stream"), import_node_crypto2 = __toESM(require("node:crypto"), 1), CHAR_CR = 13, CHAR_LF = 10, CHAR_SPACE = 32, CHAR_TAB = 9, CRLF = Buffer.from(`\r
`), EMPTY_LINES = Buffer.alloc(4096, CRLF), RelaxedBody = class extends import_node_stream10.Transform {
  constructor(options) {
    super(), options = options || {}, this.bodyHash = import_node_crypto2.default.createHash(options.hashAlgo || "sha256"), this.byteLength = 0, this.debug = options.debug, this._debugBody = options.debug ? [] : !1, this._lineHasContent = !1, this._pendingWsp = !1, this._pendingCr = !1, this._pendingEmptyLines = 0;
  }
  /** @internal */
  _hashCanonical(data) {
    data.length && (this.bodyHash.update(data), this._debugBody && this._debugBody.push(Buffer.from(data)));
  }
  /** @internal */
  _hashEmptyLines() {
    for (; this._pendingEmptyLines > 0; ) {
      let count = Math.min(this._pendingEmptyLines, EMPTY_LINES.length / 2);
      this._hashCanonical(EMPTY_LINES.subarray(0, count * 2)), this._pendingEmptyLines -= count;
    }
  }
  /**
   * Writes a content byte, with the space a pending run of whitespace collapses to,
   * into the output buffer and returns the new write position. Kept a method rather
   * than a closure so the write position stays a plain local in the byte loop
   * @internal
   */
  _emitContent(out, outPos, c) {
    return this._lineHasContent || (this._pendingEmptyLines && (this._hashCanonical(out.subarray(0, outPos)), outPos = 0, this._hashEmptyLines()), this._lineHasContent = !0), this._pendingWsp && (out[outPos++] = CHAR_SPACE, this._pendingWsp = !1), out[outPos++] = c, outPos;
  }
  updateHash(chunk, final) {
    let out = Buffer.allocUnsafe(chunk.length * 2 + 2), outPos = 0;
    for (let i = 0; i < chunk.length; i++) {
      let c = chunk[i];
      if (c === CHAR_LF) {
        this._lineHasContent ? (out[outPos++] = CHAR_CR, out[outPos++] = CHAR_LF, this._lineHasContent = !1) : this._pendingEmptyLines++, this._pendingWsp = !1, this._pendingCr = !1;
        continue;
      }
      this._pendingCr && (outPos = this._emitContent(out, outPos, CHAR_CR), this._pendingCr = !1), c === CHAR_CR ? this._pendingCr = !0 : c === CHAR_SPACE || c === CHAR_TAB ? this._pendingWsp = !0 : outPos = this._emitContent(out, outPos, c);
    }
    final && this._pendingCr && (outPos = this._emitContent(out, outPos, CHAR_CR), this._pendingCr = !1), this._hashCanonical(out.subarray(0, outPos));
  }
  /** @internal */
  _transform(chunk, encoding, callback) {
    if (!chunk || !chunk.length)
      return callback();
    typeof chunk == "string" && (chunk = Buffer.from(chunk, encoding)), this.updateHash(chunk), this.byteLength += chunk.length, this.push(chunk), callback();
  }
  /** @internal */
  _flush(callback) {
    this.updateHash(Buffer.alloc(0), !0), this._lineHasContent && this._hashCanonical(CRLF), this.emit("hash", this.bodyHash.digest("base64"), this.debug ? Buffer.concat(this._debugBody) : !1), callback();
  }
}, relaxed_body_default = RelaxedBody;

// node_modules/nodemailer/dist/esm/dkim/sign.js
var import_node_crypto3 = __toESM(require("node:crypto"), 1);
function unsupportedHashAlgoError(hashAlgo) {
  let err = new Error('Unsupported DKIM hash algorithm "' + hashAlgo + '"');
  return err.code = ECONFIG, err;
}
function sign(headers, hashAlgo, bodyHash, options) {
  options = options || {};
  let fieldNames = options.headerFieldNames || "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive:OTP-Token", canonicalizedHeaderData = relaxedHeaders(headers, fieldNames, options.skipFields), dkimHeader = generateDKIMHeader(options.domainName, options.keySelector, canonicalizedHeaderData.fieldNames, hashAlgo, bodyHash);
  canonicalizedHeaderData.headers += "dkim-signature:" + relaxedHeaderLine(dkimHeader);
  let signer;
  try {
    signer = import_node_crypto3.default.createSign(("rsa-" + hashAlgo).toUpperCase());
  } catch {
    throw unsupportedHashAlgoError(hashAlgo);
  }
  signer.update(canonicalizedHeaderData.headers, "latin1");
  let signature;
  try {
    signature = signer.sign(options.privateKey, "base64");
  } catch {
    return !1;
  }
  return dkimHeader + signature.replace(/(^.{73}|.{75}(?!\r?\n|\r))/g, `$&\r
 `).trim();
}
sign.relaxedHeaders = relaxedHeaders;
sign.unsupportedHashAlgoError = unsupportedHashAlgoError;
var sign_default = sign;
function generateDKIMHeader(domainName, keySelector, fieldNames, hashAlgo, bodyHash) {
  let cleanTagValue = (value) => (value || "").toString().replace(/[\x00-\x1f\x7f;=]/g, ""), dkim = [
    "v=1",
    "a=rsa-" + hashAlgo,
    "c=relaxed/relaxed",
    "d=" + normalizeDomain(cleanTagValue(domainName), !1),
    "q=dns/txt",
    "s=" + cleanTagValue(keySelector),
    "bh=" + bodyHash,
    "h=" + cleanTagValue(fieldNames)
  ].join("; ");
  return foldLines("DKIM-Signature: " + dkim, 76) + `;\r
 b=`;
}
function relaxedHeaders(headers, fieldNames, skipFields) {
  let includedFields = /* @__PURE__ */ new Set(), skip = /* @__PURE__ */ new Set(), headerFields = /* @__PURE__ */ new Map();
  (skipFields || "").toLowerCase().split(":").forEach((field) => {
    skip.add(field.trim());
  }), (fieldNames || "").toLowerCase().split(":").filter((field) => !skip.has(field.trim())).forEach((field) => {
    includedFields.add(field.trim());
  });
  for (let i = headers.length - 1; i >= 0; i--) {
    let line = headers[i];
    includedFields.has(line.key) && !headerFields.has(line.key) && headerFields.set(line.key, relaxedHeaderLine(line.line));
  }
  let headersList = [], fields = [];
  return includedFields.forEach((field) => {
    headerFields.has(field) && (fields.push(field), headersList.push(field + ":" + headerFields.get(field)));
  }), {
    headers: headersList.join(`\r
`) + `\r
`,
    fieldNames: fields.join(":")
  };
}
function relaxedHeaderLine(line) {
  return line.substr(line.indexOf(":") + 1).replace(/\r?\n/g, "").replace(/[ \t]+/g, " ").replace(/^ | $/g, "");
}

// node_modules/nodemailer/dist/esm/dkim/index.js
var import_node_stream11 = require("node:stream"), import_node_fs3 = __toESM(require("node:fs"), 1), import_node_path2 = __toESM(require("node:path"), 1), import_node_crypto4 = __toESM(require("node:crypto"), 1);
var DKIM_ALGO = "sha256", MAX_MESSAGE_SIZE = 10 * 1024 * 1024, DKIMSigner = class {
  constructor(options, keys, input, output) {
    this.options = options || {}, this.keys = keys, this.cacheTreshold = Number(this.options.cacheTreshold) || MAX_MESSAGE_SIZE, this.hashAlgo = this.options.hashAlgo || DKIM_ALGO, this.cacheDir = this.options.cacheDir || !1, this.chunks = [], this.chunklen = 0, this.readPos = 0, this.cachePath = this.cacheDir ? import_node_path2.default.join(this.cacheDir, "message." + Date.now() + "-" + import_node_crypto4.default.randomBytes(14).toString("hex")) : !1, this.cache = !1, this.headers = !1, this.bodyHash = !1, this.parser = !1, this.relaxedBody = !1, this.input = input, this.output = output, this.output.usingCache = !1, this.hasErrored = !1, this.input.on("error", (err) => this.fail(err)), this.output.once("close", () => {
      this.output.writableFinished || (this.hasErrored = !0, this.input.unpipe(), this.input.destroy(), this.cleanup());
    });
  }
  /**
   * Ends the output with an error and releases the cache file
   */
  fail(err) {
    this.hasErrored = !0, this.cleanup(), this.output.destroy(err);
  }
  cleanup() {
    if (!this.cache || !this.cachePath)
      return;
    let cache = this.cache;
    this.cache = !1, cache.destroy(), import_node_fs3.default.unlink(this.cachePath, () => !1);
  }
  createReadCache() {
    this.cache = import_node_fs3.default.createReadStream(this.cachePath), this.cache.once("error", (err) => this.fail(err)), this.cache.once("close", () => {
      this.cleanup();
    }), this.cache.pipe(this.output);
  }
  sendNextChunk() {
    for (; !this.hasErrored; ) {
      if (this.readPos >= this.chunks.length) {
        if (!this.cache) {
          this.output.end();
          return;
        }
        return this.createReadCache();
      }
      let chunk = this.chunks[this.readPos++];
      if (this.output.write(chunk) === !1) {
        this.output.once("drain", () => {
          this.sendNextChunk();
        });
        return;
      }
    }
  }
  sendSignedOutput() {
    if (this.hasErrored)
      return;
    let keyPos = 0, signNextKey = () => {
      if (keyPos >= this.keys.length) {
        this.output.write(this.parser.rawHeaders), setImmediate(() => this.sendNextChunk());
        return;
      }
      let key = this.keys[keyPos++], dkimField;
      try {
        dkimField = sign_default(this.headers, this.hashAlgo, this.bodyHash, {
          domainName: key.domainName,
          keySelector: key.keySelector,
          privateKey: key.privateKey,
          headerFieldNames: this.options.headerFieldNames,
          skipFields: this.options.skipFields
        });
      } catch (err) {
        this.fail(err);
        return;
      }
      dkimField && this.output.write(Buffer.from(dkimField + `\r
`)), setImmediate(signNextKey);
    };
    if (this.bodyHash && this.headers)
      return signNextKey();
    this.output.write(this.parser.rawHeaders), this.sendNextChunk();
  }
  createWriteCache() {
    this.output.usingCache = !0, this.cache = import_node_fs3.default.createWriteStream(this.cachePath, { mode: 384 }), this.cache.once("error", (err) => {
      this.relaxedBody.unpipe(this.cache), this.relaxedBody.on("readable", () => {
        for (; this.relaxedBody.read() !== null; )
          ;
      }), this.fail(err);
    }), this.cache.once("close", () => {
      this.hasErrored || this.sendSignedOutput();
    }), this.relaxedBody.removeAllListeners("readable"), this.relaxedBody.pipe(this.cache);
  }
  signStream() {
    this.parser = new message_parser_default(), this.relaxedBody = new relaxed_body_default({
      hashAlgo: this.hashAlgo
    }), this.parser.on("headers", (value) => {
      this.headers = value;
    }), this.relaxedBody.on("hash", (value) => {
      this.bodyHash = value;
    }), this.relaxedBody.on("readable", () => {
      let chunk;
      if (!this.cache) {
        for (; (chunk = this.relaxedBody.read()) !== null; )
          if (this.chunks.push(chunk), this.chunklen += chunk.length, this.chunklen >= this.cacheTreshold && this.cachePath)
            return this.createWriteCache();
      }
    }), this.relaxedBody.on("end", () => {
      this.cache || this.sendSignedOutput();
    }), this.parser.pipe(this.relaxedBody), setImmediate(() => this.input.pipe(this.parser));
  }
}, DKIM = class {
  constructor(options) {
    this.options = options || {}, this.keys = [].concat(this.options.keys || {
      domainName: options.domainName,
      keySelector: options.keySelector,
      privateKey: options.privateKey
    });
  }
  sign(input, extraOptions) {
    let output = new import_node_stream11.PassThrough(), inputStream = input, writeValue = !1;
    Buffer.isBuffer(input) ? (writeValue = input, inputStream = new import_node_stream11.PassThrough()) : typeof input == "string" && (writeValue = Buffer.from(input), inputStream = new import_node_stream11.PassThrough());
    let options = this.options;
    extraOptions && Object.keys(extraOptions).length && (options = copyOwnKeys({}, extraOptions), copyOwnKeys(options, this.options));
    let signer = new DKIMSigner(options, this.keys, inputStream, output);
    return setImmediate(() => {
      try {
        signer.signStream();
      } catch {
        signer.fail(sign_default.unsupportedHashAlgoError(signer.hashAlgo));
        return;
      }
      writeValue && setImmediate(() => {
        inputStream.end(writeValue);
      });
    }), output;
  }
}, dkim_default = DKIM;

// node_modules/nodemailer/dist/esm/smtp-connection/http-proxy-client.js
var import_node_net5 = __toESM(require("node:net"), 1), import_node_tls = __toESM(require("node:tls"), 1);
var MAX_RESPONSE_HEADER_BYTES = 64 * 1024, unbracket = (host) => typeof host == "string" && host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
function httpProxyClient(proxyUrl, destinationPort, destinationHost, tlsOptions, callback) {
  typeof tlsOptions == "function" && (callback = tlsOptions, tlsOptions = {}), tlsOptions = tlsOptions || {};
  let done = callback;
  if (destinationPort = Number(destinationPort) || 0, !destinationPort || /[\r\n]/.test(destinationHost)) {
    let err = new Error("Invalid proxy destination");
    err.code = EPROXY, setImmediate(() => done(err));
    return;
  }
  let proxy = parse(proxyUrl), authority = (import_node_net5.default.isIPv6(unbracket(destinationHost)) ? "[" + unbracket(destinationHost) + "]" : destinationHost) + ":" + destinationPort, connectOptions = {
    host: proxy.hostname,
    port: Number(proxy.port) ? Number(proxy.port) : proxy.protocol === "https:" ? 443 : 80
  }, connect;
  proxy.protocol === "https:" ? (connectOptions.rejectUnauthorized = tlsOptions.rejectUnauthorized !== !1, connect = import_node_tls.default.connect.bind(import_node_tls.default)) : connect = import_node_net5.default.connect.bind(import_node_net5.default);
  let timeout = Number(tlsOptions.timeout) || httpProxyClient.timeout || 30 * 1e3, socket, finished3 = !1, timer, cleanup = () => {
    clearTimeout(timer), socket.removeListener("data", onSocketData), socket.removeListener("error", fail), socket.removeListener("close", onEarlyClose);
  };
  function fail(err) {
    if (!finished3) {
      finished3 = !0, cleanup();
      try {
        socket.destroy();
      } catch {
      }
      done(err);
    }
  }
  function onEarlyClose() {
    let err = new Error("Proxy closed the connection before the tunnel was established");
    err.code = EPROXY, fail(err);
  }
  let chunks = [], received = 0, tail = "";
  function onSocketData(chunk) {
    if (finished3)
      return;
    let window = tail + chunk.toString("binary"), windowEnd = window.indexOf(`\r
\r
`);
    if (chunks.push(chunk), received += chunk.length, tail = window.slice(-3), windowEnd < 0) {
      if (received > MAX_RESPONSE_HEADER_BYTES) {
        let err = new Error("Proxy response headers too large");
        err.code = EPROXY, fail(err);
      }
      return;
    }
    socket.removeListener("data", onSocketData), socket.pause();
    let headerEnd = received - window.length + windowEnd, response = Buffer.concat(chunks, received);
    response.length > headerEnd + 4 && socket.unshift(response.subarray(headerEnd + 4));
    let match = response.toString("binary", 0, headerEnd).match(/^HTTP\/\d+\.\d+ (\d+)/i);
    if (!match || (match[1] || "").charAt(0) !== "2") {
      let err = new Error("Invalid response from proxy" + (match && ": " + match[1] || ""));
      return err.code = EPROXY, fail(err);
    }
    finished3 = !0, cleanup();
    let resumeOnData = (event) => {
      event === "data" && (socket.removeListener("newListener", resumeOnData), socket.resume());
    };
    return socket.on("newListener", resumeOnData), done(null, socket);
  }
  socket = connect(connectOptions, () => {
    if (finished3)
      return;
    let reqHeaders = {
      Host: authority,
      Connection: "close"
    };
    proxy.auth && (reqHeaders["Proxy-Authorization"] = "Basic " + Buffer.from(proxy.auth).toString("base64")), socket.write(
      // HTTP method
      "CONNECT " + authority + ` HTTP/1.1\r
` + // HTTP request headers
      Object.keys(reqHeaders).map((key) => key + ": " + reqHeaders[key]).join(`\r
`) + // End request
      `\r
\r
`
    ), socket.on("data", onSocketData);
  }), timer = setTimeout(() => {
    let err = new Error("Proxy socket timed out");
    err.code = ETIMEDOUT, fail(err);
  }, timeout), socket.once("error", fail), socket.once("close", onEarlyClose);
}
var http_proxy_client_default = httpProxyClient;

// node_modules/nodemailer/dist/esm/mailer/index.js
var import_node_util2 = __toESM(require("node:util"), 1);

// node_modules/nodemailer/dist/esm/mailer/mail-message.js
var hasOwn = (obj, key) => Object.prototype.hasOwnProperty.call(obj, key), MailMessage = class {
  constructor(mailer, data) {
    this.mailer = mailer, this.data = {}, this.message = null, data = data || {};
    let options = mailer.options || {}, defaults = mailer._defaults || {};
    copyOwnKeys(this.data, data), this.data.headers = this.data.headers || {}, copyOwnKeys(this.data, defaults, (key) => hasOwn(this.data, key)), copyOwnKeys(this.data.headers, defaults.headers, (key) => hasOwn(this.data.headers, key)), ["disableFileAccess", "disableUrlAccess", "normalizeHeaderKey", "maxRecipients"].forEach((key) => {
      key in options && (this.data[key] = options[key]);
    }), ["disableFileAccess", "disableUrlAccess"].forEach((key) => {
      !(key in options) && hasOwn(defaults, key) && (this.data[key] = this.data[key] || defaults[key]);
    });
  }
  resolveContent(data, key, options, callback) {
    !callback && typeof options == "function" && (callback = options, options = !1), options = options || {};
    let policy = {
      disableFileAccess: this.data.disableFileAccess || options.disableFileAccess,
      disableUrlAccess: this.data.disableUrlAccess || options.disableUrlAccess
    };
    return resolveContent(data, key, policy, callback);
  }
  resolveAll(callback) {
    let keys = [
      [this.data, "html"],
      [this.data, "text"],
      [this.data, "watchHtml"],
      [this.data, "amp"],
      [this.data, "icalEvent"]
    ];
    this.data.alternatives && this.data.alternatives.length && this.data.alternatives.forEach((alternative, i) => {
      keys.push([this.data.alternatives, i]);
    }), this.data.attachments && this.data.attachments.length && this.data.attachments.forEach((attachment, i) => {
      attachment.filename || (attachment.filename = (attachment.path || attachment.href || "").split(/[/\\]/).pop().split("?").shift() || "attachment-" + (i + 1), attachment.filename.indexOf(".") < 0 && (attachment.filename += "." + detectExtension2(attachment.contentType))), attachment.contentType || (attachment.contentType = detectMimeType2(attachment.filename || attachment.path || attachment.href || "bin")), keys.push([this.data.attachments, i]);
    });
    let mimeNode = new mime_node_default();
    ["from", "to", "cc", "bcc", "sender", "replyTo"].forEach((address) => {
      let value;
      this.message ? value = [].concat(mimeNode._parseAddresses(this.message.getHeader(address === "replyTo" ? "reply-to" : address)) || []) : this.data[address] && (value = [].concat(mimeNode._parseAddresses(this.data[address]) || [])), value && value.length ? this.data[address] = value : address in this.data && (this.data[address] = null);
    }), ["from", "sender"].forEach((address) => {
      this.data[address] && (this.data[address] = this.data[address].shift());
    });
    let pos = 0, resolveNext = () => {
      if (pos >= keys.length)
        return callback(null, this.data);
      let args = keys[pos++];
      if (!args[0] || !args[0][args[1]])
        return resolveNext();
      resolveContent(...args, { disableFileAccess: this.data.disableFileAccess, disableUrlAccess: this.data.disableUrlAccess }, (err, value) => {
        if (err)
          return callback(err);
        let node = {
          content: value
        };
        args[0][args[1]] && typeof args[0][args[1]] == "object" && !Buffer.isBuffer(args[0][args[1]]) && copyOwnKeys(node, args[0][args[1]], (key) => key in node || ["content", "path", "href", "raw"].includes(key)), args[0][args[1]] = node, resolveNext();
      });
    };
    setImmediate(() => resolveNext());
  }
  /**
   * Destroys the content streams of the message once sending failed. A stream that was not
   * read to the end would otherwise keep the file or the socket behind it open
   */
  releaseStreams() {
    let data = this.data, values = [data.html, data.text, data.watchHtml, data.amp, data.raw, data.icalEvent];
    for (let key of ["attachments", "alternatives"])
      if (Array.isArray(data[key]))
        for (let entry of data[key])
          values.push(entry);
    for (let value of values)
      value && typeof value == "object" && (destroyStream(value), destroyStream(value.content), destroyStream(value.raw));
  }
  normalize(callback) {
    let envelope = this.message.getEnvelope(), messageId = this.message.messageId();
    this.resolveAll((err, data) => err ? callback(err) : (data.envelope = envelope, data.messageId = messageId, ["html", "text", "watchHtml", "amp"].forEach((key) => {
      data[key] && data[key].content && (typeof data[key].content == "string" ? data[key] = data[key].content : Buffer.isBuffer(data[key].content) && (data[key] = data[key].content.toString()));
    }), data.icalEvent && Buffer.isBuffer(data.icalEvent.content) && (data.icalEvent.content = data.icalEvent.content.toString("base64"), data.icalEvent.encoding = "base64"), data.alternatives && data.alternatives.length && data.alternatives.forEach((alternative) => {
      alternative && alternative.content && Buffer.isBuffer(alternative.content) && (alternative.content = alternative.content.toString("base64"), alternative.encoding = "base64");
    }), data.attachments && data.attachments.length && data.attachments.forEach((attachment) => {
      attachment && attachment.content && Buffer.isBuffer(attachment.content) && (attachment.content = attachment.content.toString("base64"), attachment.encoding = "base64");
    }), data.normalizedHeaders = {}, Object.keys(data.headers || {}).forEach((key) => {
      if (isProtoKey(key))
        return;
      let value = [].concat(data.headers[key] || []).shift();
      value = value && value.value || value, value && (["references", "in-reply-to", "message-id", "content-id"].includes(key) && (value = this.message.encodeHeaderValue(key, value)), data.normalizedHeaders[key] = value);
    }), data.list && typeof data.list == "object" && this._getListHeaders(data.list).forEach((entry) => {
      data.normalizedHeaders[entry.key] = entry.value.map((val) => val && val.value || val).join(", ");
    }), data.references && (data.normalizedHeaders.references = this.message.encodeHeaderValue("references", data.references)), data.inReplyTo && (data.normalizedHeaders["in-reply-to"] = this.message.encodeHeaderValue("in-reply-to", data.inReplyTo)), callback(null, data)));
  }
  setMailerHeader() {
    !this.message || !this.data.xMailer || this.message.setHeader("X-Mailer", this.data.xMailer);
  }
  setPriorityHeaders() {
    if (!(!this.message || !this.data.priority))
      switch ((this.data.priority || "").toString().toLowerCase()) {
        case "high":
          this.message.setHeader("X-Priority", "1 (Highest)"), this.message.setHeader("X-MSMail-Priority", "High"), this.message.setHeader("Importance", "High");
          break;
        case "low":
          this.message.setHeader("X-Priority", "5 (Lowest)"), this.message.setHeader("X-MSMail-Priority", "Low"), this.message.setHeader("Importance", "Low");
          break;
        default:
      }
  }
  setListHeaders() {
    !this.message || !this.data.list || typeof this.data.list != "object" || this._getListHeaders(this.data.list).forEach((listHeader) => {
      listHeader.value.forEach((value) => {
        this.message.addHeader(listHeader.key, value);
      });
    });
  }
  /** @internal */
  _getListHeaders(listData) {
    return Object.keys(listData).map((key) => ({
      key: "list-" + key.toLowerCase().trim(),
      value: [].concat(listData[key] || []).map((value) => ({
        prepared: !0,
        foldLines: !0,
        value: [].concat(value || []).map((value2) => {
          if (typeof value2 == "string" && (value2 = {
            url: value2
          }), value2 && value2.url) {
            let comment = (value2.comment || "").toString().replace(/\r?\n|\r/g, " "), needsEncoding = !isPlainText(comment) || /\x7f/.test(comment);
            return key.toLowerCase().trim() === "id" ? (comment = needsEncoding ? encodeWord(comment) : quoteString(comment), (value2.comment ? comment + " " : "") + this._formatListUrl(value2.url).replace(/^<[^:]+:\/{0,2}/, "<")) : (comment = needsEncoding ? encodeWord(comment) : comment.replace(/[()\\]/g, "\\$&"), this._formatListUrl(value2.url) + (value2.comment ? " (" + comment + ")" : ""));
          }
          return "";
        }).filter((value2) => value2).join(", ")
      }))
    }));
  }
  /** @internal */
  _formatListUrl(url) {
    return url = url.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, "").replace(/[\s<]+|[\s>]+/g, ""), /^(https?|mailto|ftp):/.test(url) ? "<" + url + ">" : /^[^@]+@[^@]+$/.test(url) ? "<mailto:" + url + ">" : "<http://" + url + ">";
  }
};

// node_modules/nodemailer/dist/esm/mailer/index.js
var import_node_net6 = __toESM(require("node:net"), 1), import_node_dns2 = __toESM(require("node:dns"), 1), import_node_crypto5 = __toESM(require("node:crypto"), 1), DEFAULT_MAX_RECIPIENTS = 1e5;
function isAbortSignal(value) {
  return typeof value == "object" && value !== null && "aborted" in value && typeof value.addEventListener == "function" && typeof value.removeEventListener == "function";
}
var Mail = class extends import_node_events.EventEmitter {
  constructor(transporter, options, defaults) {
    super(), this.options = options || {}, this._defaults = defaults || {}, this._defaultPlugins = {
      compile: [(...args) => this._convertDataImages(...args)],
      stream: []
    }, this._userPlugins = {
      compile: [],
      stream: []
    }, this.meta = /* @__PURE__ */ new Map(), this.dkim = this.options.dkim ? new dkim_default(this.options.dkim) : !1, this.transporter = transporter, this.transporter.mailer = this, this.logger = getLogger(this.options, {
      component: this.options.component || "mail"
    }), this.logger.debug({
      tnx: "create"
    }, "Creating transport: %s", this.getVersionString()), typeof this.transporter.on == "function" && (this.transporter.on("log", (log) => {
      this.logger.debug({
        tnx: "transport"
      }, "%s: %s", log.type, log.message);
    }), this.transporter.on("error", (err) => {
      this.logger.error({
        err,
        tnx: "transport"
      }, "Transport Error: %s", err.message), this.emit("error", err);
    }), this.transporter.on("idle", (...args) => {
      this.emit("idle", ...args);
    }), this.transporter.on("clear", (...args) => {
      this.emit("clear", ...args);
    })), ["close", "isIdle", "verify"].forEach((method) => {
      this[method] = (...args) => typeof this.transporter[method] == "function" ? (method === "verify" && typeof this.getSocket == "function" && (this.transporter.getSocket = this.getSocket, this.getSocket = !1), this.transporter[method](...args)) : (this.logger.warn({
        tnx: "transport",
        methodName: method
      }, "Non existing method %s called for transport", method), !1);
    }), this.options.proxy && typeof this.options.proxy == "string" && this.setupProxy(this.options.proxy);
  }
  use(step, plugin) {
    return step = (step || "").toString(), this._userPlugins.hasOwnProperty(step) ? this._userPlugins[step].push(plugin) : this._userPlugins[step] = [plugin], this;
  }
  sendMail(data, callback = null) {
    let promise;
    callback || (promise = new Promise((resolve3, reject) => {
      callback = callbackPromise(resolve3, reject);
    }));
    let done = callback;
    typeof this.getSocket == "function" && (this.transporter.getSocket = this.getSocket, this.getSocket = !1);
    let mail = new MailMessage(this, data), signalOption = mail.data.signal, signal = isAbortSignal(signalOption) ? signalOption : void 0, settled = !1, removeAbortListener = () => signal?.removeEventListener("abort", onAbort), finish = (err, info) => {
      settled || (settled = !0, removeAbortListener(), err && mail.releaseStreams(), done(err, info));
    }, fail = (err) => {
      finish(err);
    };
    function onAbort() {
      fail(createAbortError(signal));
    }
    if (signalOption != null && !signal) {
      let err = new Error("The signal option must be an AbortSignal");
      return err.code = ECONFIG, setImmediate(() => fail(err)), promise;
    }
    return signal && (signal.addEventListener("abort", onAbort, { once: !0 }), signal.aborted) ? (setImmediate(onAbort), promise) : (this.logger.debug({
      tnx: "transport",
      name: this.transporter.name,
      version: this.transporter.version,
      action: "send"
    }, "Sending mail using %s/%s", this.transporter.name, this.transporter.version), this._processPlugins("compile", mail, (err) => {
      if (settled)
        return;
      if (err)
        return this.logger.error({
          err,
          tnx: "plugin",
          action: "compile"
        }, "PluginCompile Error: %s", err.message), fail(err);
      let recipientCount;
      try {
        mail.message = new mail_composer_default(mail.data).compile(), mail.setMailerHeader(), mail.setPriorityHeaders(), mail.setListHeaders(), recipientCount = mail.message.getEnvelope().to.length;
      } catch (err2) {
        return this.logger.error({
          err: err2,
          tnx: "transport",
          action: "send"
        }, "Compile Error: %s", err2.message), fail(err2);
      }
      let maxRecipients = mail.data.maxRecipients === void 0 ? DEFAULT_MAX_RECIPIENTS : mail.data.maxRecipients;
      if (maxRecipients && recipientCount > maxRecipients) {
        let err2 = new Error(`Message has ${recipientCount} recipients, which is over the ${maxRecipients} allowed by maxRecipients`);
        return err2.code = EMAXRECIPIENTS, this.logger.error({
          err: err2,
          tnx: "transport",
          action: "send"
        }, "Send Error: %s", err2.message), fail(err2);
      }
      this._processPlugins("stream", mail, (err2) => {
        if (!settled) {
          if (err2)
            return this.logger.error({
              err: err2,
              tnx: "plugin",
              action: "stream"
            }, "PluginStream Error: %s", err2.message), fail(err2);
          (mail.data.dkim || this.dkim) && mail.message.processFunc((input) => {
            let dkim = mail.data.dkim ? new dkim_default(mail.data.dkim) : this.dkim;
            return this.logger.debug({
              tnx: "DKIM",
              messageId: mail.message.messageId(),
              dkimDomains: dkim.keys.map((key) => key.keySelector + "." + key.domainName).join(", ")
            }, "Signing outgoing message with %s keys", dkim.keys.length), dkim.sign(input, mail.data._dkim);
          }), removeAbortListener(), this.transporter.send(mail, (...args) => {
            args[0] && this.logger.error({
              err: args[0],
              tnx: "transport",
              action: "send"
            }, "Send Error: %s", args[0].message), finish(...args);
          });
        }
      });
    }), promise);
  }
  getVersionString() {
    return import_node_util2.default.format("%s (%s; +%s; %s/%s)", name, version, homepage, this.transporter.name, this.transporter.version);
  }
  /** @internal */
  _processPlugins(step, mail, callback) {
    if (step = (step || "").toString(), !this._userPlugins.hasOwnProperty(step))
      return callback();
    let userPlugins = this._userPlugins[step] || [], defaultPlugins = this._defaultPlugins[step] || [];
    if (userPlugins.length && this.logger.debug({
      tnx: "transaction",
      pluginCount: userPlugins.length,
      step
    }, "Using %s plugins for %s", userPlugins.length, step), userPlugins.length + defaultPlugins.length === 0)
      return callback();
    let pos = 0, block = "default", processPlugins = () => {
      if (mail.data.signal?.aborted)
        return callback(createAbortError(mail.data.signal));
      let curplugins = block === "default" ? defaultPlugins : userPlugins;
      if (pos >= curplugins.length)
        if (block === "default" && userPlugins.length)
          block = "user", pos = 0, curplugins = userPlugins;
        else
          return callback();
      let plugin = curplugins[pos++];
      plugin(mail, (err) => {
        if (err)
          return callback(err);
        processPlugins();
      });
    };
    processPlugins();
  }
  /**
   * Sets up proxy handler for a Nodemailer object
   *
   * @param proxyUrl Proxy configuration url
   */
  setupProxy(proxyUrl) {
    let proxy = parse(proxyUrl);
    this.getSocket = (options, callback) => {
      let protocol = proxy.protocol.replace(/:$/, "").toLowerCase(), configuredTimeout = Number(this.options.connectionTimeout) || 0, connectStartedAt = Number(options.connectStartedAt) || Date.now(), connectionTimeout = configuredTimeout ? Math.max(connectStartedAt + configuredTimeout - Date.now(), 1) : void 0;
      if (this.meta.has("proxy_handler_" + protocol))
        return this.meta.get("proxy_handler_" + protocol)(proxy, options, callback);
      switch (protocol) {
        // Connect using a HTTP CONNECT method
        case "http":
        case "https":
          http_proxy_client_default(proxy.href, options.port, options.host, connectionTimeout ? Object.assign({}, this.options.tls, { timeout: connectionTimeout }) : this.options.tls || {}, (err2, socket) => err2 ? callback(err2) : callback(null, {
            connection: socket
          }));
          return;
        case "socks":
        case "socks5":
        case "socks4":
        case "socks4a": {
          if (!this.meta.has("proxy_socks_module")) {
            let err2 = new Error("Socks module not loaded");
            return err2.code = EPROXY, callback(err2);
          }
          let connect = (ipaddress) => {
            let proxyV2 = !!this.meta.get("proxy_socks_module").SocksClient, socksClient = proxyV2 ? this.meta.get("proxy_socks_module").SocksClient : this.meta.get("proxy_socks_module"), proxyType = Number(proxy.protocol.replace(/\D/g, "")) || 5, connectionOpts = {
              proxy: {
                ipaddress,
                port: Number(proxy.port),
                type: proxyType
              },
              [proxyV2 ? "destination" : "target"]: {
                host: options.host,
                port: options.port
              },
              command: "connect"
            };
            if (connectionTimeout && (connectionOpts.timeout = connectionTimeout), proxy.username || proxy.password) {
              let username = proxy.username || "", password = proxy.password || "";
              proxyV2 ? (connectionOpts.proxy.userId = username, connectionOpts.proxy.password = password) : proxyType === 4 ? connectionOpts.userid = username : connectionOpts.authentication = {
                username,
                password
              };
            }
            socksClient.createConnection(connectionOpts, (err2, info) => err2 ? callback(err2) : callback(null, {
              connection: info.socket || info
            }));
          };
          return import_node_net6.default.isIP(proxy.hostname) ? connect(proxy.hostname) : import_node_dns2.default.lookup(proxy.hostname, (err2, address) => {
            if (err2)
              return callback(err2);
            connect(address);
          });
        }
      }
      let err = new Error("Unknown proxy configuration");
      err.code = EPROXY, callback(err);
    };
  }
  /** @internal */
  _convertDataImages(mail, callback) {
    if (!this.options.attachDataUrls && !mail.data.attachDataUrls || !mail.data.html)
      return callback();
    mail.resolveContent(mail.data, "html", { disableFileAccess: mail.data.disableFileAccess, disableUrlAccess: mail.data.disableUrlAccess }, (err, html) => {
      if (err)
        return callback(err);
      let cidCounter = 0;
      html = (html || "").toString().replace(/(<img\b[^<>]{0,1024} src\s{0,20}=[\s"']{0,20})(data:([^;"'<>\s]{1,255});[^"'>\s]+)/gi, (match, prefix, dataUri, mimeType) => {
        let cid = import_node_crypto5.default.randomBytes(10).toString("hex") + "@localhost";
        return mail.data.attachments || (mail.data.attachments = []), Array.isArray(mail.data.attachments) || (mail.data.attachments = [].concat(mail.data.attachments || [])), mail.data.attachments.push({
          path: dataUri,
          cid,
          filename: "image-" + ++cidCounter + "." + detectExtension(mimeType)
        }), prefix + "cid:" + cid;
      }), mail.data.html = html, callback();
    });
  }
  set(key, value) {
    return this.meta.set(key, value);
  }
  get(key) {
    return this.meta.get(key);
  }
}, mailer_default = Mail;

// node_modules/nodemailer/dist/esm/smtp-pool/index.js
var import_node_events4 = require("node:events");

// node_modules/nodemailer/dist/esm/smtp-connection/index.js
var import_node_events2 = require("node:events"), import_node_net7 = __toESM(require("node:net"), 1), import_node_tls2 = __toESM(require("node:tls"), 1), import_node_os2 = __toESM(require("node:os"), 1), import_node_crypto6 = __toESM(require("node:crypto"), 1);

// node_modules/nodemailer/dist/esm/smtp-connection/data-stream.js
var import_node_stream12 = require("node:stream"), INSERT_LF = Buffer.from(`
`), INSERT_LF_DOT = Buffer.from(`
.`), INSERT_CR = Buffer.from("\r"), INSERT_DOT = Buffer.from("."), DataStream = class extends import_node_stream12.Transform {
  constructor(options) {
    super(options), this.options = options || {}, this.inByteCount = 0, this.outByteCount = 0, this.lastByte = !1;
  }
  /**
   * Escapes dots
   * @internal
   */
  _transform(chunk, encoding, done) {
    let chunks = [], chunklen = 0, i, len, lastPos = 0, buf;
    if (!chunk || !chunk.length)
      return done();
    for (typeof chunk == "string" && (chunk = Buffer.from(chunk)), this.inByteCount += chunk.length, i = 0, len = chunk.length; i < len; i++) {
      let byte = chunk[i], prev = i ? chunk[i - 1] : this.lastByte, insert = !1;
      prev === 13 && byte !== 10 ? insert = byte === 46 ? INSERT_LF_DOT : INSERT_LF : byte === 10 && prev !== 13 ? insert = INSERT_CR : byte === 46 && (prev === 10 || prev === !1) && (insert = INSERT_DOT), insert && (i > lastPos && (buf = chunk.slice(lastPos, i), chunks.push(buf), chunklen += buf.length), chunks.push(insert), chunklen += insert.length, lastPos = i);
    }
    chunks.length ? (lastPos < chunk.length && (buf = chunk.slice(lastPos), chunks.push(buf), chunklen += buf.length), this.outByteCount += chunklen, this.push(Buffer.concat(chunks, chunklen))) : (this.outByteCount += chunk.length, this.push(chunk)), this.lastByte = chunk[chunk.length - 1], done();
  }
  /**
   * Finalizes the stream with a dot on a single line
   * @internal
   */
  _flush(done) {
    let buf;
    this.lastByte === 10 ? buf = Buffer.from(`.\r
`) : this.lastByte === 13 ? buf = Buffer.from(`
.\r
`) : buf = Buffer.from(`\r
.\r
`), this.outByteCount += buf.length, this.push(buf), done();
  }
};

// node_modules/nodemailer/dist/esm/smtp-connection/index.js
var import_node_stream13 = require("node:stream");

// node_modules/nodemailer/dist/esm/smtp-connection/server-message-id.js
var OUTLOOK_REPLY = /^250 2\.0\.0 OK (<[^<>\s]+\.prod\.outlook\.com>)/i, SES_REPLY = /^250 Ok ([0-9a-f]+(?:-[0-9a-f]+)+)$/i, AWS_REGION = /^[a-z]{2}(?:-[a-z]+)+-\d+$/;
function sesRegion(host) {
  let labels = host.toLowerCase().replace(/\.$/, "").split("."), domain = labels.slice(-2).join(".");
  if (!(domain !== "amazonaws.com" && domain !== "awsapps.com"))
    return labels.slice(0, -2).find((label) => AWS_REGION.test(label));
}
function parseServerMessageId(response, host) {
  let reply = (response || "").toString().trim(), outlook = reply.match(OUTLOOK_REPLY);
  if (outlook)
    return outlook[1];
  let ses = reply.match(SES_REPLY);
  if (ses && host) {
    let region = sesRegion(host);
    if (region)
      return "<" + ses[1].toLowerCase() + "@" + (region === "us-east-1" ? "email" : region) + ".amazonses.com>";
  }
}

// node_modules/nodemailer/dist/esm/smtp-connection/index.js
var CONNECTION_TIMEOUT = 120 * 1e3, SOCKET_TIMEOUT = 600 * 1e3, GREETING_TIMEOUT = 30 * 1e3, DNS_TIMEOUT = 30 * 1e3, CLOSE_TIMEOUT = 5 * 1e3, KEEPALIVE_DELAY = 30 * 1e3, TEARDOWN_NOOP = () => {
};
function shuffle(list) {
  let result = list.slice();
  for (let i = result.length - 1; i > 0; i--) {
    let j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
function timeoutError(message, timeoutType) {
  let err = new Error(message);
  return err.timeoutType = timeoutType, err;
}
var MAX_RESPONSE_SIZE = 1024 * 1024;
function decodeServerResponse(str) {
  if (!str)
    return str;
  let utf8 = Buffer.from(str, "binary").toString("utf8");
  return utf8.includes("\uFFFD") ? str : utf8;
}
function isPartialResponse(str) {
  return isPartialLine(str.slice(str.lastIndexOf(`
`) + 1));
}
function isPartialLine(line) {
  return /^\d+-/.test(line);
}
function maskAuthCommand(cmd) {
  let match = (cmd || "").toString().match(/^AUTH\s+[^\s]+/i);
  return match ? match[0].length === cmd.length ? cmd : match[0] + " /* secret */" : "/* secret */";
}
var SMTPConnection = class extends import_node_events2.EventEmitter {
  constructor(options) {
    super(options), this.id = import_node_crypto6.default.randomBytes(8).toString("base64").replace(/\W/g, ""), this.stage = "init", this.options = options || {}, this.options.requireTLS && (this.options.ignoreTLS || this.options.opportunisticTLS) && (this.options = Object.assign({}, this.options, { ignoreTLS: !1, opportunisticTLS: !1 })), this.secureConnection = !!this.options.secure, this.alreadySecured = !!this.options.secured, this.port = Number(this.options.port) || (this.secureConnection ? 465 : 587), this.host = this.options.host || "localhost", this.servername = this.options.servername ? this.options.servername : import_node_net7.default.isIP(this.host) ? !1 : this.host, this.allowInternalNetworkInterfaces = this.options.allowInternalNetworkInterfaces || !1, typeof this.options.secure > "u" && this.port === 465 && (this.secureConnection = !0), this.name = (this.options.name || this._getHostname()).toString().replace(/[\r\n]+/g, ""), this.logger = getLogger(this.options, {
      component: this.options.component || "smtp-connection",
      sid: this.id
    }), this.customAuth = /* @__PURE__ */ new Map();
    for (let key of Object.keys(this.options.customAuth || {})) {
      let mapKey = (key || "").toString().trim().toUpperCase();
      mapKey && this.customAuth.set(mapKey, this.options.customAuth[key]);
    }
    this.version = version, this.authenticated = !1, this.destroyed = !1, this.secure = !!this.secureConnection, this._remainder = "", this._responseQueue = [], this._responsePartial = !1, this.lastServerResponse = !1, this._socket = !1, this._supportedAuth = [], this.allowsAuth = !1, this._envelope = !1, this._supportedExtensions = [], this._maxAllowedSize = 0, this._responseActions = [], this._recipientQueue = [], this._phaseTimer = !1, this._plaintextEhlo = !1, this._destroyed = !1, this._closing = !1, this._currentDataStream = !1, this._pendingSend = !1, this._connectCallback = !1, this._onSocketData = (chunk) => this._onData(chunk), this._onSocketError = (error2) => this._onError(error2, "ESOCKET", !1, "CONN"), this._onSocketClose = () => this._onClose(), this._onSocketEnd = () => this._onEnd(), this._onSocketTimeout = () => this._onTimeout(), this._onConnectionSocketError = (err) => this._onError(err, "ESOCKET", !1, "CONN");
  }
  /**
   * Creates a connection to a SMTP server and sets up connection
   * listener
   */
  connect(connectCallback) {
    if (this._connectCalled && !this._destroyed) {
      let err = this._formatError("Cannot connect - connect() was already called for this connection", "ECONNECTION", !1, "API");
      if (typeof connectCallback == "function") {
        setImmediate(() => connectCallback(err));
        return;
      }
      this.logger.warn({ tnx: "smtp" }, "%s", err.message);
      return;
    }
    if (this._connectCalled = !0, typeof connectCallback == "function") {
      this._connectCallback = connectCallback, this.once("connect", () => {
        this._connectCallback = !1, this.logger.debug({
          tnx: "smtp"
        }, "SMTP handshake finished"), connectCallback();
      });
      let isDestroyedMessage = this._isDestroyedMessage("connect");
      if (isDestroyedMessage)
        return connectCallback(this._formatError(isDestroyedMessage, "ECONNECTION", !1, "CONN"));
    }
    let connectionTimeout = this.options.connectionTimeout || CONNECTION_TIMEOUT;
    this._connectionDeadline = (this._connectStartedAt || Date.now()) + connectionTimeout;
    let opts = {
      port: this.port,
      host: this.host,
      allowInternalNetworkInterfaces: this.allowInternalNetworkInterfaces,
      timeout: Math.min(this.options.dnsTimeout || DNS_TIMEOUT, connectionTimeout)
    };
    if (this.options.localAddress && (opts.localAddress = this.options.localAddress), this.options.connection) {
      this._socket = this.options.connection, this._setupConnectionHandlers(), this.secureConnection && !this.alreadySecured ? setImmediate(() => this._upgradeConnection((err) => {
        if (err) {
          this._onError(new Error("Error initiating TLS - " + (err.message || err)), "ETLS", !1, "CONN");
          return;
        }
        this._onConnect();
      })) : setImmediate(() => this._onConnect());
      return;
    } else return this.options.socket ? (this._socket = this.options.socket, this._resolveAndConnect(opts, (_resolved) => {
      if (!(this._destroyed || this._closing))
        try {
          this._socket.connect(this.port, this.host, () => {
            if (this.secureConnection && !this.alreadySecured)
              return this._upgradeConnection((err) => {
                if (err) {
                  this._onError(new Error("Error initiating TLS - " + (err.message || err)), "ETLS", !1, "CONN");
                  return;
                }
                this._onConnect();
              });
            this._onConnect();
          }), this._setupConnectionHandlers();
        } catch (E) {
          setImmediate(() => this._onError(E, "ECONNECTION", !1, "CONN"));
          return;
        }
    })) : (this.secureConnection && (Object.assign(opts, this.options.tls || {}), this.servername && !opts.servername && (opts.servername = this.servername)), this._resolveAndConnect(opts, (resolved) => {
      let addresses = resolved._addresses || [];
      if (opts.localAddress) {
        let localFamily = import_node_net7.default.isIPv6(opts.localAddress) ? 6 : 4, sameFamily = addresses.filter((addr) => import_node_net7.default.isIP(addr) === localFamily);
        addresses = sameFamily.length ? sameFamily : addresses;
      }
      if (addresses.length > 1) {
        let ipv6 = addresses.filter((addr) => import_node_net7.default.isIPv6(addr)), ipv4 = addresses.filter((addr) => !import_node_net7.default.isIPv6(addr)), ordered = shuffle(ipv6).concat(shuffle(ipv4));
        if (opts.host = this.host, opts.autoSelectFamily = !0, !ipv6.length || !ipv4.length) {
          let remaining = this._connectionDeadline - Date.now();
          opts.autoSelectFamilyAttemptTimeout = Math.max(Math.floor(remaining / ordered.length), 10);
        }
        opts.lookup = ((hostname, lookupOptions, callback) => {
          if (lookupOptions && lookupOptions.all) {
            let all = ordered.map((address) => ({ address, family: import_node_net7.default.isIPv6(address) ? 6 : 4 }));
            return setImmediate(() => callback(null, all));
          }
          setImmediate(() => callback(null, ordered[0], import_node_net7.default.isIPv6(ordered[0]) ? 6 : 4));
        });
      } else addresses.length && (opts.host = addresses[0]);
      this._connectToHost(opts, this.secureConnection);
    }));
  }
  /**
   * Resolves the hostname and applies resolved values to opts,
   * then calls the provided callback with the resolved data
   *
   * @param opts Connection options (modified in place)
   * @param callback Called with resolved data on success
   * @internal
   */
  _resolveAndConnect(opts, callback) {
    return resolveHostname(opts, (err, resolved) => {
      if (err)
        return setImmediate(() => this._onError(err, "EDNS", !1, "CONN"));
      this.logger.debug({
        tnx: "dns",
        source: opts.host,
        resolved: resolved.host,
        cached: !!resolved.cached
      }, "Resolved %s as %s [cache %s]", opts.host, resolved.host, resolved.cached ? "hit" : "miss");
      for (let key of Object.keys(resolved))
        key.charAt(0) !== "_" && resolved[key] && (opts[key] = resolved[key]);
      callback(resolved);
    });
  }
  /**
   * Attempts to connect to the specified host address
   *
   * @param opts Connection options
   * @param secure Whether to use TLS
   * @internal
   */
  _connectToHost(opts, secure) {
    if (this._destroyed || this._closing)
      return;
    let connectFn = secure ? import_node_tls2.default.connect : import_node_net7.default.connect;
    try {
      this._socket = connectFn(opts, () => this._onConnect()), this._setupConnectionHandlers();
    } catch (E) {
      setImmediate(() => this._onError(E, "ECONNECTION", !1, "CONN"));
      return;
    }
  }
  /**
   * Sets up connection timeout and error handlers
   * @internal
   */
  _setupConnectionHandlers() {
    this._startPhase(Math.max((this._connectionDeadline || Date.now()) - Date.now(), 0), timeoutError("Connection timeout", "CONNECT_TIMEOUT")), this._socket.on("error", this._onConnectionSocketError);
  }
  /**
   * Starts the timer of a connection phase: connecting, waiting for the greeting or a TLS
   * upgrade. The phases follow one another, so starting one ends the one before
   *
   * @param timeout Time the phase may take
   * @param err Error to fail with when it takes longer
   * @internal
   */
  _startPhase(timeout, err) {
    this._clearPhase(), this._phaseTimer = setTimeout(() => {
      this._phaseTimer = !1, this._onError(err, "ETIMEDOUT", !1, "CONN");
    }, timeout);
  }
  /**
   * Time the greeting or a STARTTLS upgrade may take: greetingTimeout, cut short by what is left
   * of connectionTimeout
   *
   * @internal
   */
  _remainingSetupTime() {
    return Math.min(this.options.greetingTimeout || GREETING_TIMEOUT, Math.max((this._connectionDeadline || 1 / 0) - Date.now(), 1));
  }
  /** @internal */
  _clearPhase() {
    clearTimeout(this._phaseTimer), this._phaseTimer = !1;
  }
  /**
   * Sends QUIT
   */
  quit() {
    this._sendCommand("QUIT"), this._responseActions.push(this.close);
  }
  /**
   * Closes the connection to the server
   */
  close() {
    if (this._clearPhase(), this._responseActions = [], this._closing)
      return;
    this._closing = !0;
    let configuredCloseTimeout = this.options.socketCloseTimeout, socketCloseTimeout = typeof configuredCloseTimeout == "number" && Number.isFinite(configuredCloseTimeout) && configuredCloseTimeout >= 0 ? configuredCloseTimeout : CLOSE_TIMEOUT, closeMethod = this.stage === "init" || socketCloseTimeout === 0 ? "destroy" : "end";
    this.logger.debug({
      tnx: "smtp"
    }, 'Closing connection to the server using "%s"', closeMethod);
    let socket = this._socket;
    if (this._currentDataStream) {
      try {
        this._currentDataStream.unpipe(this._socket);
      } catch {
      }
      this._currentDataStream = !1;
    }
    if (this._pendingSend) {
      let { stream, onStreamError } = this._pendingSend;
      stream && (stream.removeListener("error", onStreamError), stream.on("error", TEARDOWN_NOOP), stream.destroy()), this._pendingSend = !1;
    }
    if (socket && !socket.destroyed)
      try {
        if (socket.setTimeout(0), socket.removeListener("data", this._onSocketData), socket.removeListener("timeout", this._onSocketTimeout), socket.removeListener("close", this._onSocketClose), socket.removeListener("end", this._onSocketEnd), socket.removeListener("error", this._onSocketError), socket.removeListener("error", this._onConnectionSocketError), socket.on("error", TEARDOWN_NOOP), socket[closeMethod](), closeMethod === "end") {
          let closeTimer = setTimeout(() => socket.destroy(), socketCloseTimeout);
          typeof closeTimer.unref == "function" && closeTimer.unref(), socket.once("close", () => clearTimeout(closeTimer));
        }
      } catch {
      }
    this._destroy();
  }
  /**
   * Authenticate user
   */
  login(authData, callback) {
    let isDestroyedMessage = this._isDestroyedMessage("login");
    if (isDestroyedMessage)
      return callback(this._formatError(isDestroyedMessage, "ECONNECTION", !1, "API"));
    this._auth = authData || {}, this._authMethod = (this._auth.method || "").toString().trim().toUpperCase() || !1;
    let canUseXOAuth2 = !!this._auth.oauth2 || this.customAuth.has("XOAUTH2");
    if (!this._authMethod && this._auth.oauth2 && !this._auth.credentials)
      this._authMethod = "XOAUTH2";
    else if (!this._authMethod || this._authMethod === "XOAUTH2" && !this._auth.oauth2) {
      let supported = this._supportedAuth.find((method) => method !== "XOAUTH2" || canUseXOAuth2);
      this._authMethod = (supported || "PLAIN").toUpperCase().trim();
    }
    if ((this._authMethod !== "XOAUTH2" || this.customAuth.has("XOAUTH2")) && (!this._auth.credentials || !this._auth.credentials.user || !this._auth.credentials.pass))
      if (this._auth.user && this._auth.pass || this.customAuth.has(this._authMethod))
        this._auth.credentials = {
          user: this._auth.user,
          pass: this._auth.pass,
          options: this._auth.options
        };
      else
        return callback(this._formatError('Missing credentials for "' + this._authMethod + '"', "EAUTH", !1, "API"));
    if (this.customAuth.has(this._authMethod)) {
      let handler = this.customAuth.get(this._authMethod), lastResponse, returned = !1, resolve3 = () => {
        returned || (returned = !0, this.logger.info({
          tnx: "smtp",
          username: this._auth.user,
          action: "authenticated",
          method: this._authMethod
        }, "User %s authenticated", JSON.stringify(this._auth.user)), this.authenticated = !0, callback(null, !0));
      }, reject = (err) => {
        returned || (returned = !0, callback(this._formatError(err, "EAUTH", lastResponse, "AUTH " + this._authMethod)));
      }, sendCommand = (cmd, done) => {
        let promise;
        return done || (promise = new Promise((resolve4, reject2) => {
          done = callbackPromise(resolve4, reject2);
        })), this._responseActions.push((str) => {
          lastResponse = str;
          let codes = str.match(/^(\d+)(?:\s(\d+\.\d+\.\d+))?\s/), data = {
            command: cmd,
            response: str
          };
          codes ? (data.status = Number(codes[1]) || 0, codes[2] && (data.code = codes[2]), data.text = str.substr(codes[0].length)) : (data.text = str, data.status = 0), done(null, data);
        }), setImmediate(() => this._sendCommand(cmd, maskAuthCommand(cmd))), promise;
      }, handlerResponse = handler({
        auth: this._auth,
        method: this._authMethod,
        extensions: [].concat(this._supportedExtensions),
        authMethods: [].concat(this._supportedAuth),
        maxAllowedSize: this._maxAllowedSize || !1,
        sendCommand,
        resolve: resolve3,
        reject
      });
      handlerResponse && typeof handlerResponse.catch == "function" && handlerResponse.then(resolve3).catch(reject);
      return;
    }
    switch (this._authMethod) {
      case "XOAUTH2":
        this._handleXOauth2Token(!1, callback);
        return;
      case "LOGIN":
        this._responseActions.push((str) => {
          this._actionAUTH_LOGIN_USER(str, callback);
        }), this._sendCommand("AUTH LOGIN");
        return;
      case "PLAIN":
        this._responseActions.push((str) => {
          this._actionAUTHComplete(str, callback);
        }), this._sendCommand(
          "AUTH PLAIN " + Buffer.from(
            //this._auth.user+'\u0000'+
            "\0" + // skip authorization identity as it causes problems with some servers
            this._auth.credentials.user + "\0" + this._auth.credentials.pass,
            "utf-8"
          ).toString("base64"),
          // log entry without passwords
          "AUTH PLAIN " + Buffer.from(
            //this._auth.user+'\u0000'+
            "\0" + // skip authorization identity as it causes problems with some servers
            this._auth.credentials.user + "\0/* secret */",
            "utf-8"
          ).toString("base64")
        );
        return;
      case "CRAM-MD5":
        this._responseActions.push((str) => {
          this._actionAUTH_CRAM_MD5(str, callback);
        }), this._sendCommand("AUTH CRAM-MD5");
        return;
    }
    return callback(this._formatError('Unknown authentication method "' + this._authMethod + '"', "EAUTH", !1, "API"));
  }
  /**
   * Sends a message
   *
   * @param envelope Envelope object, {from: addr, to: [addr]}
   * @param message String, Buffer or a Stream
   * @param done Callback to return once sending is completed
   */
  send(envelope, message, done) {
    let returned = !1, callback = (err, info) => {
      returned || (returned = !0, this._pendingSend && this._pendingSend.callback === callback && (this._pendingSend = !1), done(err, info));
    };
    if (!message)
      return callback(this._formatError("Empty message", "EMESSAGE", !1, "API"));
    let isDestroyedMessage = this._isDestroyedMessage("send message");
    if (isDestroyedMessage)
      return callback(this._formatError(isDestroyedMessage, "ECONNECTION", !1, "API"));
    if (this._maxAllowedSize && envelope.size > this._maxAllowedSize) {
      setImmediate(() => {
        callback(this._formatError("Message size larger than allowed " + this._maxAllowedSize, "EMESSAGE", !1, "MAIL FROM"));
      });
      return;
    }
    let pendingSend = {
      callback,
      stream: !1,
      onStreamError: (err) => callback(this._formatError(err, "ESTREAM", !1, "API"))
    };
    typeof message.on == "function" && (pendingSend.stream = message, pendingSend.stream.on("error", pendingSend.onStreamError)), this._pendingSend = pendingSend;
    let startTime = Date.now();
    this._setEnvelope(envelope, (err, info) => {
      if (err)
        return typeof message.destroy == "function" && message.destroy(), callback(err);
      let envelopeTime = Date.now(), stream = this._createSendStream((err2, str) => {
        if (err2)
          return callback(err2);
        let result = info;
        result.envelopeTime = envelopeTime - startTime, result.messageTime = Date.now() - envelopeTime, result.messageSize = stream.outByteCount, result.response = str;
        let serverMessageId = parseServerMessageId(result.response, this.options.host);
        serverMessageId && (result.serverMessageId = serverMessageId);
        let rejectedErrors = this._envelope?.rejectedErrors;
        return !result.rejectedErrors && rejectedErrors && rejectedErrors.length && (result.rejectedErrors = rejectedErrors), callback(null, result);
      });
      typeof message.pipe == "function" ? message.pipe(stream) : (stream.write(message), stream.end());
    });
  }
  /**
   * Resets connection state
   *
   * @param callback Callback to return once connection is reset
   */
  reset(callback) {
    let isDestroyedMessage = this._isDestroyedMessage("reset");
    if (isDestroyedMessage)
      return callback(this._formatError(isDestroyedMessage, "ECONNECTION", !1, "API"));
    this._sendCommand("RSET"), this._responseActions.push((str) => str.charAt(0) !== "2" ? callback(this._formatError("Could not reset session state. response=" + str, "EPROTOCOL", str, "RSET")) : (this._envelope = !1, callback(null, !0)));
  }
  /**
   * Connection listener that is run when the connection to
   * the server is opened
   *
   * @event
   * @internal
   */
  _onConnect() {
    let socket = this._socket;
    if (this._clearPhase(), this.logger.info({
      tnx: "network",
      localAddress: socket.localAddress,
      localPort: socket.localPort,
      remoteAddress: socket.remoteAddress,
      remotePort: socket.remotePort
    }, "%s established to %s:%s", this.secure ? "Secure connection" : "Connection", socket.remoteAddress, socket.remotePort), this._destroyed) {
      this.close();
      return;
    }
    this.stage = "connected", socket.removeListener("data", this._onSocketData), socket.removeListener("timeout", this._onSocketTimeout), socket.removeListener("close", this._onSocketClose), socket.removeListener("end", this._onSocketEnd), socket.removeListener("error", this._onConnectionSocketError), socket.removeListener("error", this._onSocketError), socket.on("error", this._onSocketError), socket.on("data", this._onSocketData), socket.once("close", this._onSocketClose), socket.once("end", this._onSocketEnd), socket.setTimeout(this.options.socketTimeout || SOCKET_TIMEOUT), socket.on("timeout", this._onSocketTimeout), typeof socket.setKeepAlive == "function" && socket.setKeepAlive(!0, KEEPALIVE_DELAY), typeof socket.setNoDelay == "function" && socket.setNoDelay(!0), this._startPhase(this._remainingSetupTime(), timeoutError("Greeting never received", "GREETING_TIMEOUT")), this._responseActions.push(this._actionGreeting), socket.resume();
  }
  /**
   * Ends the session after a 421 reply. The replies queued for commands sent along with the
   * answered one are not going to come, so the message in flight is failed here
   *
   * @param str The 421 reply
   * @internal
   */
  _onServerClosing(str) {
    if (this._destroyed)
      return;
    let pendingSend = this._pendingSend, envelope = this._envelope;
    this._responseActions = [], this.close(), pendingSend && pendingSend.callback(envelope && envelope.mailError || this._formatError("Server closed the connection", "ECONNECTION", str, "CONN"));
  }
  /**
   * 'data' listener for data coming from the server
   *
   * @event
   * @param chunk Data chunk coming from the server
   * @internal
   */
  _onData(chunk) {
    if (this._destroyed || !chunk || !chunk.length)
      return;
    let maxResponseSize = this.options.maxResponseSize || MAX_RESPONSE_SIZE, data = chunk.toString("binary");
    if (!data.includes(`
`))
      return this._remainder += data, this._remainder.length > maxResponseSize ? this._onResponseTooLarge() : void 0;
    let lines = (this._remainder + data).split(/\r?\n/);
    this._remainder = lines.pop();
    for (let i = 0, len = lines.length; i < len; i++)
      if (this._responsePartial ? this._responseQueue[this._responseQueue.length - 1] += `
` + lines[i] : this._responseQueue.push(lines[i]), this._responsePartial = isPartialLine(lines[i]), this._responsePartial && this._responseQueue[this._responseQueue.length - 1].length > maxResponseSize)
        return this._onResponseTooLarge();
    if (this._remainder.length > maxResponseSize)
      return this._onResponseTooLarge();
    this._responsePartial || this._processResponse();
  }
  /**
   * Drops a connection whose peer keeps extending a reply it never completes, releasing
   * whatever was buffered for that reply
   * @internal
   */
  _onResponseTooLarge() {
    this._remainder = "", this._responseQueue = [], this._responsePartial = !1, this._onError(new Error("Server response exceeds maximum allowed size"), "EPROTOCOL", !1, "CONN");
  }
  /**
   * 'error' listener for the socket
   *
   * @event
   * @param err Error object
   * @param type Error name
   * @param data Server response that triggered the error, false if there is none
   * @param command SMTP command that was in flight
   * @internal
   */
  _onError(err, type, data, command) {
    if (this._clearPhase(), this._destroyed)
      return;
    err = this._formatError(err, type, data, command), isTransientError(err) ? this.logger.warn({ tnx: "smtp", err }, "%s", err.message) : this.logger.error({ tnx: "smtp", err }, "%s", err.message);
    let pendingSend = this._pendingSend;
    this.emit("error", err), this.close(), pendingSend && pendingSend.callback(err);
  }
  /** @internal */
  _formatError(message, type, response, command) {
    let err;
    /Error\]$/i.test(Object.prototype.toString.call(message)) ? err = message : err = new Error(message), type && type !== "Error" && err.code !== ERR_ACCESS_DENIED && (err.code && err.code !== type && !err.originalCode && (err.originalCode = err.code), err.code = type), response && (err.response = response, err.message += ": " + response);
    let responseCode = typeof response == "string" && Number((response.match(/^\d+/) || [])[0]) || !1;
    return responseCode && (err.responseCode = responseCode, err.permanent = isPermanentResponseCode(responseCode)), command && (err.command = command), err;
  }
  /**
   * 'close' listener for the socket
   *
   * @event
   * @internal
   */
  _onClose() {
    let serverResponse = !1;
    this._remainder && this._remainder.trim() && (this.lastServerResponse = serverResponse = decodeServerResponse(this._remainder.trim()), (this.options.debug || this.options.transactionLog) && this.logger.debug({
      tnx: "server"
    }, serverResponse)), this.logger.info({
      tnx: "network"
    }, "Connection closed");
    let failureResponse = typeof serverResponse == "string" && /^[45]\d{2}[ -]/.test(serverResponse) ? serverResponse : !1;
    if (this.upgrading && !this._destroyed)
      return this._onError(new Error("Connection closed unexpectedly"), "ETLS", failureResponse, "CONN");
    if (!failureResponse && this._responseActions[0] === this._actionGreeting && this._connectCallback && !this._destroyed) {
      let connectCallback = this._connectCallback;
      this._connectCallback = !1;
      let err = this._formatError(new Error("Connection closed unexpectedly"), "ECONNECTION", !1, "CONN");
      this.logger.warn({ tnx: "network" }, err.message), connectCallback(err), this.close();
      return;
    }
    if (!failureResponse && this.stage === "connected" && !this._responseActions.length && !this._pendingSend && !this._destroyed && !this._closing)
      return this.logger.info({
        tnx: "network"
      }, "Server closed the idle connection"), this._destroy();
    if (failureResponse || this._responseActions[0] !== this.close && !this._destroyed)
      return this._onError(new Error("Connection closed unexpectedly"), "ECONNECTION", failureResponse, "CONN");
    this._destroy();
  }
  /**
   * 'end' listener for the socket
   *
   * @event
   * @internal
   */
  _onEnd() {
    this._socket && !this._socket.destroyed && this._socket.end();
  }
  /**
   * 'timeout' listener for the socket
   *
   * @event
   * @internal
   */
  _onTimeout() {
    return this._onError(timeoutError("Timeout", "SOCKET_TIMEOUT"), "ETIMEDOUT", !1, "CONN");
  }
  /**
   * Destroys the client, emits 'end'
   * @internal
   */
  _destroy() {
    this._destroyed || (this._destroyed = !0, this.destroyed = !0, this._clearPhase(), this.emit("end"));
  }
  /**
   * Upgrades the connection to TLS
   *
   * @param callback Callback function to run when the connection
   *        has been secured
   * @internal
   */
  _upgradeConnection(callback) {
    if (this._destroyed || this._closing)
      return;
    let discarded = this._remainder.length + this._responseQueue.reduce((total, response) => total + response.length, 0);
    discarded && this.logger.warn({
      tnx: "smtp",
      discarded
    }, "Discarded %s bytes received in plaintext after the STARTTLS response", discarded), this._plaintextEhlo = !1, this._remainder = "", this._responseQueue = [], this._responsePartial = !1;
    let socketPlain = this._socket;
    socketPlain.removeListener("data", this._onSocketData), socketPlain.removeListener("timeout", this._onSocketTimeout), socketPlain.setTimeout(0);
    let opts = Object.assign({
      socket: socketPlain,
      host: this.host
    }, this.options.tls || {});
    this.servername && !opts.servername && (opts.servername = this.servername);
    let removePlainSocketListeners = () => {
      socketPlain.removeListener("close", this._onSocketClose), socketPlain.removeListener("end", this._onSocketEnd), socketPlain.removeListener("error", this._onSocketError), socketPlain.removeListener("error", this._onConnectionSocketError);
    };
    this.upgrading = !0, this._startPhase(this._remainingSetupTime(), timeoutError("TLS handshake timed out", "UPGRADE_TIMEOUT"));
    try {
      this._socket = import_node_tls2.default.connect(opts, () => (this._clearPhase(), this.secure = !0, this.upgrading = !1, this._socket.on("data", this._onSocketData), removePlainSocketListeners(), callback(null, !0)));
    } catch (err) {
      return this._clearPhase(), removePlainSocketListeners(), callback(err);
    }
    this._socket.on("error", this._onSocketError), this._socket.once("close", this._onSocketClose), this._socket.once("end", this._onSocketEnd), this._socket.setTimeout(this.options.socketTimeout || SOCKET_TIMEOUT), this._socket.on("timeout", this._onSocketTimeout), socketPlain.resume();
  }
  /**
   * Processes queued responses from the server
   * @internal
   */
  _processResponse() {
    if (!this._responseQueue.length)
      return !1;
    let raw = (this._responseQueue.shift() || "").toString();
    if (!raw.trim()) {
      setImmediate(() => this._processResponse());
      return;
    }
    if (isPartialResponse(raw)) {
      this._responseQueue.unshift(raw);
      return;
    }
    let str = this.lastServerResponse = decodeServerResponse(raw);
    (this.options.debug || this.options.transactionLog) && this.logger.debug({
      tnx: "server"
    }, str.replace(/\r?\n$/, ""));
    let action = this._responseActions.shift(), closing = /^421[ -]/.test(str);
    if (typeof action == "function") {
      if (action.call(this, str), closing)
        return this._onServerClosing(str);
      setImmediate(() => this._processResponse());
    } else if (closing && !this._pendingSend && this.stage === "connected")
      this.logger.info({
        tnx: "smtp"
      }, "Server closed the idle connection: %s", str), this.close();
    else
      return this._onError(new Error("Unexpected Response"), "EPROTOCOL", str, "CONN");
  }
  /**
   * Send a command to the server, append \r\n
   *
   * @param str String to be sent to the server
   * @param logStr Optional string to be used for logging instead of the actual string
   * @internal
   */
  _sendCommand(str, logStr) {
    if (this._destroyed)
      return;
    let socket = this._socket;
    if (socket.destroyed)
      return this.close();
    (this.options.debug || this.options.transactionLog) && this.logger.debug({
      tnx: "client"
    }, (logStr || str || "").toString().replace(/\r?\n$/, "")), socket.write(Buffer.from(str + `\r
`, "utf-8"));
  }
  /**
   * Initiates a new message by submitting envelope data, starting with
   * MAIL FROM: command
   *
   * @param envelope Envelope object in the form of
   *        {from:'...', to:['...']}
   *        or
   *        {from:{address:'...',name:'...'}, to:[address:'...',name:'...']}
   * @param callback Callback to run once the envelope is processed
   * @internal
   */
  _setEnvelope(envelope, callback) {
    let args = [], useSmtpUtf8 = !1;
    if (this._envelope = envelope || {}, this._envelope.from = (this._envelope.from && this._envelope.from.address || this._envelope.from || "").toString().trim(), this._envelope.to = [].concat(this._envelope.to || []).map((to) => (to && to.address || to || "").toString().trim()), !this._envelope.to.length)
      return callback(this._formatError("No recipients defined", "EENVELOPE", !1, "API"));
    if (this._envelope.from && /[\r\n<>]/.test(this._envelope.from))
      return callback(this._formatError("Invalid sender " + JSON.stringify(this._envelope.from), "EENVELOPE", !1, "API"));
    /[\x80-\uFFFF]/.test(this._envelope.from) && (useSmtpUtf8 = !0);
    for (let i = 0, len = this._envelope.to.length; i < len; i++) {
      if (!this._envelope.to[i] || /[\r\n<>]/.test(this._envelope.to[i]))
        return callback(this._formatError("Invalid recipient " + JSON.stringify(this._envelope.to[i]), "EENVELOPE", !1, "API"));
      /[\x80-\uFFFF]/.test(this._envelope.to[i]) && (useSmtpUtf8 = !0);
    }
    if (this._envelope.rcptQueue = [].concat(this._envelope.to || []), this._envelope.rejected = [], this._envelope.rejectedErrors = [], this._envelope.accepted = [], this._envelope.dsn)
      try {
        this._envelope.dsn = this._setDsnEnvelope(this._envelope.dsn);
      } catch (err) {
        return callback(this._formatError("Invalid DSN " + err.message, "EENVELOPE", !1, "API"));
      }
    if (this._envelope.requireTLSExtensionEnabled) {
      if (!this.secure)
        return callback(this._formatError("REQUIRETLS can only be used over TLS connections (RFC 8689)", "EREQUIRETLS", !1, "MAIL FROM"));
      if (!this._supportedExtensions.includes("REQUIRETLS"))
        return callback(this._formatError("Server does not support REQUIRETLS extension (RFC 8689)", "EREQUIRETLS", !1, "MAIL FROM"));
    }
    if (this._envelope.pipelined = this._supportedExtensions.includes("PIPELINING"), this._responseActions.push((str) => {
      this._actionMAIL(str, callback);
    }), useSmtpUtf8 && this._supportedExtensions.includes("SMTPUTF8") && (args.push("SMTPUTF8"), this._usingSmtpUtf8 = !0), this._envelope.use8BitMime && this._supportedExtensions.includes("8BITMIME") && (args.push("BODY=8BITMIME"), this._using8BitMime = !0), this._envelope.size && this._supportedExtensions.includes("SIZE")) {
      let sizeValue = Number(this._envelope.size) || 0;
      sizeValue > 0 && args.push("SIZE=" + sizeValue);
    }
    this._envelope.dsn && this._supportedExtensions.includes("DSN") && (this._envelope.dsn.ret && args.push("RET=" + encodeXText(this._envelope.dsn.ret)), this._envelope.dsn.envid && args.push("ENVID=" + encodeXText(this._envelope.dsn.envid))), this._envelope.requireTLSExtensionEnabled && args.push("REQUIRETLS");
    let mailFrom = "MAIL FROM:<" + this._envelope.from + ">" + (args.length ? " " + args.join(" ") : "");
    if (this._recipientQueue = [], !this._envelope.pipelined) {
      this._sendCommand(mailFrom);
      return;
    }
    let socket = this._socket;
    for (socket.cork(), this._sendCommand(mailFrom); this._envelope.rcptQueue.length; )
      this._sendRcpt(this._envelope.rcptQueue.shift(), callback);
    this._responseActions.push((str) => {
      this._actionDATA(str, callback);
    }), this._sendCommand("DATA"), socket.uncork();
  }
  /**
   * Sends RCPT TO for a recipient and queues the handler for the reply
   *
   * @param recipient Recipient address
   * @param callback Callback to run once the envelope is processed
   * @internal
   */
  _sendRcpt(recipient, callback) {
    this._recipientQueue.push(recipient), this._responseActions.push((str) => {
      this._actionRCPT(str, callback);
    }), this._sendCommand("RCPT TO:<" + recipient + ">" + this._getDsnRcptToArgs());
  }
  /** @internal */
  _setDsnEnvelope(params) {
    let ret = (params.ret || params.return || "").toString().toUpperCase() || null;
    if (ret)
      switch (ret) {
        case "HDRS":
        case "HEADERS":
          ret = "HDRS";
          break;
        case "FULL":
        case "BODY":
          ret = "FULL";
          break;
      }
    if (ret && !["FULL", "HDRS"].includes(ret))
      throw new Error("ret: " + JSON.stringify(ret));
    let envid = (params.envid || params.id || "").toString() || null, notify = params.notify || null;
    if (notify) {
      typeof notify == "string" && (notify = notify.split(",")), notify = notify.map((n) => n.trim().toUpperCase());
      let validNotify = ["NEVER", "SUCCESS", "FAILURE", "DELAY"];
      if (notify.filter((n) => !validNotify.includes(n)).length || notify.length > 1 && notify.includes("NEVER"))
        throw new Error("notify: " + JSON.stringify(notify.join(",")));
      notify = notify.join(",");
    }
    let orcpt = (params.recipient || params.orcpt || "").toString() || null;
    return orcpt && orcpt.indexOf(";") < 0 && (orcpt = "rfc822;" + orcpt), {
      ret,
      envid,
      notify,
      orcpt
    };
  }
  /** @internal */
  _getDsnRcptToArgs() {
    let envelope = this._envelope, args = [];
    return envelope.dsn && this._supportedExtensions.includes("DSN") && (envelope.dsn.notify && args.push("NOTIFY=" + encodeXText(envelope.dsn.notify)), envelope.dsn.orcpt && args.push("ORCPT=" + encodeXText(envelope.dsn.orcpt))), args.length ? " " + args.join(" ") : "";
  }
  /** @internal */
  _createSendStream(callback) {
    let envelope = this._envelope, dataStream = new DataStream();
    if (this.options.lmtp ? envelope.accepted.forEach((recipient, i) => {
      let final = i === envelope.accepted.length - 1;
      this._responseActions.push((str) => {
        this._actionLMTPStream(recipient, final, str, callback);
      });
    }) : this._responseActions.push((str) => {
      this._actionSMTPStream(str, callback);
    }), this._currentDataStream = dataStream, dataStream.pipe(this._socket, {
      end: !1
    }), this.options.debug) {
      let logStream = new import_node_stream13.PassThrough();
      logStream.on("readable", () => {
        let chunk;
        for (; chunk = logStream.read(); )
          this.logger.debug({
            tnx: "message"
          }, chunk.toString("binary").replace(/\r?\n$/, ""));
      }), dataStream.pipe(logStream);
    }
    return dataStream.once("end", () => {
      this._currentDataStream === dataStream && (this._currentDataStream = !1), this.logger.info({
        tnx: "message",
        inByteCount: dataStream.inByteCount,
        outByteCount: dataStream.outByteCount
      }, "<%s bytes encoded mime message (source size %s bytes)>", dataStream.outByteCount, dataStream.inByteCount);
    }), dataStream;
  }
  /** ACTIONS **/
  /**
   * Will be run after the connection is created and the server sends
   * a greeting. If the incoming message starts with 220 initiate
   * SMTP session by sending EHLO command
   *
   * @param str Message from the server
   * @internal
   */
  _actionGreeting(str) {
    if (this._clearPhase(), str.substr(0, 3) !== "220") {
      this._onError(new Error("Invalid greeting. response=" + str), "EPROTOCOL", str, "CONN");
      return;
    }
    this.options.lmtp ? (this._responseActions.push(this._actionLHLO), this._sendCommand("LHLO " + this.name)) : (this._responseActions.push(this._actionEHLO), this._sendCommand("EHLO " + this.name));
  }
  /**
   * Handles server response for LHLO command. If it yielded in
   * error, emit 'error', otherwise treat this as an EHLO response
   *
   * @param str Message from the server
   * @internal
   */
  _actionLHLO(str) {
    if (str.charAt(0) !== "2") {
      this._onError(new Error("Invalid LHLO. response=" + str), "EPROTOCOL", str, "LHLO");
      return;
    }
    this._actionEHLO(str);
  }
  /**
   * Handles server response for EHLO command. If it yielded in
   * error, try HELO instead, otherwise initiate TLS negotiation
   * if STARTTLS is supported by the server or move into the
   * authentication phase.
   *
   * @param str Message from the server
   * @internal
   */
  _actionEHLO(str) {
    if (str.substr(0, 3) === "421") {
      this._onError(new Error("Server terminates connection. response=" + str), "ECONNECTION", str, "EHLO");
      return;
    }
    if (str.charAt(0) !== "2") {
      if (this.options.requireTLS) {
        this._onError(new Error("EHLO failed but HELO does not support required STARTTLS. response=" + str), "ECONNECTION", str, "EHLO");
        return;
      }
      this._responseActions.push(this._actionHELO), this._sendCommand("HELO " + this.name);
      return;
    }
    if (!this.secure && !this.options.ignoreTLS && (/[ -]STARTTLS\b/im.test(str) || this.options.requireTLS)) {
      this._plaintextEhlo = str, this._sendCommand("STARTTLS"), this._responseActions.push(this._actionSTARTTLS);
      return;
    }
    this._parseEhloExtensions(str), this.emit("connect");
  }
  /**
   * Reads the extensions and the authentication mechanisms out of an EHLO response
   *
   * @param str EHLO response from the server
   * @internal
   */
  _parseEhloExtensions(str) {
    let match;
    this._ehloLines = str.split(/\r?\n/).map((line) => line.replace(/^\d+[ -]/, "").trim()).filter((line) => line).slice(1), /[ -]SMTPUTF8\b/im.test(str) && this._supportedExtensions.push("SMTPUTF8"), /[ -]DSN\b/im.test(str) && this._supportedExtensions.push("DSN"), /[ -]8BITMIME\b/im.test(str) && this._supportedExtensions.push("8BITMIME"), /[ -]REQUIRETLS\b/im.test(str) && this._supportedExtensions.push("REQUIRETLS"), /[ -]PIPELINING\b/im.test(str) && this._supportedExtensions.push("PIPELINING"), /[ -]AUTH\b/i.test(str) && (this.allowsAuth = !0);
    let authMechanisms = /* @__PURE__ */ new Set();
    for (let line of this._ehloLines) {
      let authMatch = /^AUTH[\s=](.*)/i.exec(line);
      if (authMatch)
        for (let mechanism of authMatch[1].split(/[\s=]+/))
          authMechanisms.add(mechanism.toUpperCase());
    }
    for (let mechanism of ["PLAIN", "LOGIN", "CRAM-MD5", "XOAUTH2"])
      authMechanisms.has(mechanism) && this._supportedAuth.push(mechanism);
    (match = str.match(/[ -]SIZE(?:[ \t]+(\d+))?/im)) && (this._supportedExtensions.push("SIZE"), this._maxAllowedSize = Number(match[1]) || 0);
  }
  /**
   * Handles server response for HELO command. If it yielded in
   * error, emit 'error', otherwise move into the authentication phase.
   *
   * @param str Message from the server
   * @internal
   */
  _actionHELO(str) {
    if (str.charAt(0) !== "2") {
      this._onError(new Error("Invalid HELO. response=" + str), "EPROTOCOL", str, "HELO");
      return;
    }
    this.allowsAuth = !0, this.emit("connect");
  }
  /**
   * Handles server response for STARTTLS command. If there's an error
   * try HELO instead, otherwise initiate TLS upgrade. If the upgrade
   * succeedes restart the EHLO
   *
   * @param str Message from the server
   * @internal
   */
  _actionSTARTTLS(str) {
    if (str.charAt(0) !== "2") {
      if (this.options.opportunisticTLS) {
        this.logger.info({
          tnx: "smtp"
        }, "Failed STARTTLS upgrade, continuing unencrypted"), this._plaintextEhlo && (this._parseEhloExtensions(this._plaintextEhlo), this._plaintextEhlo = !1, this.allowsAuth = !1, this._supportedAuth = []), this.emit("connect");
        return;
      }
      this._onError(new Error("Error upgrading connection with STARTTLS"), "ETLS", str, "STARTTLS");
      return;
    }
    this._upgradeConnection((err, secured) => {
      if (err) {
        this._onError(new Error("Error initiating TLS - " + (err.message || err)), "ETLS", !1, "STARTTLS");
        return;
      }
      this.logger.info({
        tnx: "smtp"
      }, "Connection upgraded with STARTTLS"), secured ? this.options.lmtp ? (this._responseActions.push(this._actionLHLO), this._sendCommand("LHLO " + this.name)) : (this._responseActions.push(this._actionEHLO), this._sendCommand("EHLO " + this.name)) : this.emit("connect");
    });
  }
  /**
   * Handle the response for AUTH LOGIN command. We are expecting
   * '334 VXNlcm5hbWU6' (base64 for 'Username:'). Data to be sent as
   * response needs to be base64 encoded username. We do not need
   * exact match but settle with 334 response in general as some
   * hosts invalidly use a longer message than VXNlcm5hbWU6
   *
   * @param str Message from the server
   * @param callback Callback to run once the authentication sequence completes
   * @internal
   */
  _actionAUTH_LOGIN_USER(str, callback) {
    if (!/^334[ -]/.test(str)) {
      callback(this._formatError('Invalid login sequence while waiting for "334 VXNlcm5hbWU6"', "EAUTH", str, "AUTH LOGIN"));
      return;
    }
    this._responseActions.push((str2) => {
      this._actionAUTH_LOGIN_PASS(str2, callback);
    }), this._sendCommand(Buffer.from(this._auth.credentials.user + "", "utf-8").toString("base64"));
  }
  /**
   * Handle the response for AUTH CRAM-MD5 command. We are expecting
   * '334 <challenge string>'. Data to be sent as response needs to be
   * base64 decoded challenge string, MD5 hashed using the password as
   * a HMAC key, prefixed by the username and a space, and finally all
   * base64 encoded again.
   *
   * @param str Message from the server
   * @param callback Callback to run once the authentication sequence completes
   * @internal
   */
  _actionAUTH_CRAM_MD5(str, callback) {
    let challengeMatch = str.match(/^334\s+(.+)$/);
    if (!challengeMatch)
      return callback(this._formatError("Invalid login sequence while waiting for server challenge string", "EAUTH", str, "AUTH CRAM-MD5"));
    let base64decoded = Buffer.from(challengeMatch[1], "base64").toString("ascii"), hmacMD5 = import_node_crypto6.default.createHmac("md5", this._auth.credentials.pass);
    hmacMD5.update(base64decoded);
    let prepended = this._auth.credentials.user + " " + hmacMD5.digest("hex");
    this._responseActions.push((str2) => {
      this._actionAUTH_CRAM_MD5_PASS(str2, callback);
    }), this._sendCommand(
      Buffer.from(prepended).toString("base64"),
      // hidden hash for logs
      Buffer.from(this._auth.credentials.user + " /* secret */").toString("base64")
    );
  }
  /**
   * Handles the response to CRAM-MD5 authentication, if there's no error,
   * the user can be considered logged in. Start waiting for a message to send
   *
   * @param str Message from the server
   * @param callback Callback to run once the authentication sequence completes
   * @internal
   */
  _actionAUTH_CRAM_MD5_PASS(str, callback) {
    if (!str.match(/^235\s+/))
      return callback(this._formatError('Invalid login sequence while waiting for "235"', "EAUTH", str, "AUTH CRAM-MD5"));
    this.logger.info({
      tnx: "smtp",
      username: this._auth.user,
      action: "authenticated",
      method: this._authMethod
    }, "User %s authenticated", JSON.stringify(this._auth.user)), this.authenticated = !0, callback(null, !0);
  }
  /**
   * Handle the response for AUTH LOGIN command. We are expecting
   * '334 UGFzc3dvcmQ6' (base64 for 'Password:'). Data to be sent as
   * response needs to be base64 encoded password.
   *
   * @param str Message from the server
   * @param callback Callback to run once the authentication sequence completes
   * @internal
   */
  _actionAUTH_LOGIN_PASS(str, callback) {
    if (!/^334[ -]/.test(str))
      return callback(this._formatError('Invalid login sequence while waiting for "334 UGFzc3dvcmQ6"', "EAUTH", str, "AUTH LOGIN"));
    this._responseActions.push((str2) => {
      this._actionAUTHComplete(str2, callback);
    }), this._sendCommand(
      Buffer.from((this._auth.credentials.pass || "").toString(), "utf-8").toString("base64"),
      // Hidden pass for logs
      Buffer.from("/* secret */", "utf-8").toString("base64")
    );
  }
  /**
   * Handles the response for authentication, if there's no error,
   * the user can be considered logged in. Start waiting for a message to send
   *
   * @param str Message from the server
   * @param isRetry True if this is a retry after a failed login, or the callback itself
   * @param [callback] Callback to run once the authentication sequence completes
   * @internal
   */
  _actionAUTHComplete(str, isRetry, callback) {
    if (!callback && typeof isRetry == "function" && (callback = isRetry, isRetry = !1), str.substr(0, 3) === "334") {
      this._responseActions.push((str2) => {
        isRetry || this._authMethod !== "XOAUTH2" ? this._actionAUTHComplete(str2, !0, callback) : setImmediate(() => this._handleXOauth2Token(!0, callback));
      }), this._sendCommand("");
      return;
    }
    if (str.charAt(0) !== "2")
      return this.logger.info({
        tnx: "smtp",
        username: this._auth.user,
        action: "authfail",
        method: this._authMethod
      }, "User %s failed to authenticate", JSON.stringify(this._auth.user)), callback(this._formatError("Invalid login", "EAUTH", str, "AUTH " + this._authMethod));
    this.logger.info({
      tnx: "smtp",
      username: this._auth.user,
      action: "authenticated",
      method: this._authMethod
    }, "User %s authenticated", JSON.stringify(this._auth.user)), this.authenticated = !0, callback(null, !0);
  }
  /**
   * Handle response for a MAIL FROM: command
   *
   * @param str Message from the server
   * @param callback Callback to run once the envelope is processed
   * @internal
   */
  _actionMAIL(str, callback) {
    let envelope = this._envelope;
    if (Number(str.charAt(0)) !== 2) {
      let message = this._usingSmtpUtf8 && /^550 /.test(str) && /[\x80-\uFFFF]/.test(envelope.from) ? "Internationalized mailbox name not allowed" : "Mail command failed";
      envelope.mailError = this._formatError(message, "EENVELOPE", str, "MAIL FROM");
    }
    this._advanceEnvelope(str, callback);
  }
  /**
   * Handle response for a RCPT TO: command
   *
   * @param str Message from the server
   * @param callback Callback to run once the envelope is processed
   * @internal
   */
  _actionRCPT(str, callback) {
    let envelope = this._envelope, err, curRecipient = this._recipientQueue.shift();
    if (Number(str.charAt(0)) !== 2) {
      let message = this._usingSmtpUtf8 && /^553 /.test(str) && /[\x80-\uFFFF]/.test(curRecipient) ? "Internationalized mailbox name not allowed" : "Recipient command failed";
      envelope.rejected.push(curRecipient), err = this._formatError(message, "EENVELOPE", str, "RCPT TO"), err.recipient = curRecipient, envelope.rejectedErrors.push(err);
    } else
      envelope.accepted.push(curRecipient);
    this._advanceEnvelope(str, callback);
  }
  /**
   * Moves the envelope on after a reply to MAIL FROM or RCPT TO. A pipelined envelope sent every
   * command at once and is decided by the reply to DATA. Otherwise the commands go one at a
   * time: the next recipient, or once every reply is in, DATA or the error that ends the message
   *
   * @param str The reply that was handled
   * @param callback Callback to run once the envelope is processed
   * @internal
   */
  _advanceEnvelope(str, callback) {
    let envelope = this._envelope;
    if (envelope.pipelined)
      return;
    if (envelope.mailError)
      return callback(envelope.mailError);
    if (envelope.rcptQueue.length)
      return this._sendRcpt(envelope.rcptQueue.shift(), callback);
    if (this._recipientQueue.length)
      return;
    let err = this._envelopeError(str);
    if (err)
      return callback(err);
    this._responseActions.push((str2) => {
      this._actionDATA(str2, callback);
    }), this._sendCommand("DATA");
  }
  /**
   * Decides how the envelope went once every reply to MAIL FROM and RCPT TO is in. Called after
   * the last RCPT TO reply, or with PIPELINING on the reply to the DATA command sent along
   *
   * @param str The reply being handled
   * @returns The error to fail the message with, or null when DATA can go ahead
   * @internal
   */
  _envelopeError(str) {
    let envelope = this._envelope;
    if (envelope.mailError)
      return envelope.mailError;
    if (envelope.accepted.length)
      return null;
    let deferred = envelope.rejectedErrors.find((rejectedErr) => rejectedErr.responseCode && rejectedErr.responseCode < 500), lastRejected = envelope.rejectedErrors[envelope.rejectedErrors.length - 1], reply = deferred?.response ?? (envelope.pipelined && lastRejected ? lastRejected.response : str), err = this._formatError("Can't send mail - all recipients were rejected", "EENVELOPE", reply, "RCPT TO");
    return err.rejected = envelope.rejected, err.rejectedErrors = envelope.rejectedErrors, err;
  }
  /**
   * Handle response for a DATA command
   *
   * @param str Message from the server
   * @param callback Callback to run once the envelope is processed
   * @internal
   */
  _actionDATA(str, callback) {
    let envelope = this._envelope;
    if (envelope.pipelined) {
      let err = this._envelopeError(str);
      if (err) {
        if (/^3/.test(str)) {
          if (envelope.mailError)
            return this.close(), callback(err);
          this._responseActions.push(() => callback(err)), this._sendCommand(".");
          return;
        }
        return callback(err);
      }
    }
    if (!/^[23]/.test(str))
      return callback(this._formatError("Data command failed", "EENVELOPE", str, "DATA"));
    let response = {
      accepted: envelope.accepted,
      rejected: envelope.rejected
    };
    this._ehloLines && this._ehloLines.length && (response.ehlo = this._ehloLines), envelope.rejectedErrors.length && (response.rejectedErrors = envelope.rejectedErrors), callback(null, response);
  }
  /**
   * Handle response for a DATA stream when using SMTP
   * We expect a single response that defines if the sending succeeded or failed
   *
   * @param str Message from the server
   * @param callback Callback to run with the final send result
   * @internal
   */
  _actionSMTPStream(str, callback) {
    return Number(str.charAt(0)) !== 2 ? callback(this._formatError("Message failed", "EMESSAGE", str, "DATA")) : callback(null, str);
  }
  /**
   * Handle response for a DATA stream
   * We expect a separate response for every recipient. All recipients can either
   * succeed or fail separately
   *
   * @param recipient The recipient this response applies to
   * @param final Is this the final recipient?
   * @param str Message from the server
   * @param callback Callback to run with the final send result
   * @internal
   */
  _actionLMTPStream(recipient, final, str, callback) {
    let envelope = this._envelope, err;
    if (Number(str.charAt(0)) !== 2) {
      err = this._formatError("Message failed for recipient " + recipient, "EMESSAGE", str, "DATA"), err.recipient = recipient, envelope.rejected.push(recipient), envelope.rejectedErrors.push(err);
      for (let i = 0, len = envelope.accepted.length; i < len; i++)
        envelope.accepted[i] === recipient && envelope.accepted.splice(i, 1);
    }
    if (final)
      return callback(null, str);
  }
  /** @internal */
  _handleXOauth2Token(isRetry, callback) {
    this._auth.oauth2.getToken(isRetry, (err, accessToken) => {
      if (err)
        return this.logger.info({
          tnx: "smtp",
          username: this._auth.user,
          action: "authfail",
          method: this._authMethod
        }, "User %s failed to authenticate", JSON.stringify(this._auth.user)), callback(this._formatError(err, "EAUTH", !1, "AUTH XOAUTH2"));
      this._responseActions.push((str) => {
        this._actionAUTHComplete(str, isRetry, callback);
      }), this._sendCommand(
        "AUTH XOAUTH2 " + this._auth.oauth2.buildXOAuth2Token(accessToken),
        //  Hidden for logs
        "AUTH XOAUTH2 " + this._auth.oauth2.buildXOAuth2Token("/* secret */")
      );
    });
  }
  /**
   *
   * @param command
   * @internal
   */
  _isDestroyedMessage(command) {
    if (this._destroyed)
      return "Cannot " + command + " - smtp connection is already destroyed.";
    if (this._socket) {
      if (this._socket.destroyed)
        return "Cannot " + command + " - smtp connection socket is already destroyed.";
      if (!this._socket.writable)
        return "Cannot " + command + " - smtp connection socket is already half-closed.";
    }
  }
  /** @internal */
  _getHostname() {
    let defaultHostname;
    try {
      defaultHostname = import_node_os2.default.hostname() || "";
    } catch {
      defaultHostname = "localhost";
    }
    return (!defaultHostname || defaultHostname.indexOf(".") < 0) && (defaultHostname = "[127.0.0.1]"), defaultHostname.match(/^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/) && (defaultHostname = "[" + defaultHostname + "]"), defaultHostname;
  }
}, smtp_connection_default = SMTPConnection;

// node_modules/nodemailer/dist/esm/xoauth2/index.js
var import_node_stream14 = require("node:stream");
var import_node_crypto7 = __toESM(require("node:crypto"), 1);
var XOAuth2 = class extends import_node_stream14.Stream {
  constructor(options, logger) {
    if (super(), this.options = options || {}, this.configError = !1, options && options.serviceClient) {
      if (!options.privateKey || !options.user) {
        let err = new Error('Options "privateKey" and "user" are required for service account!');
        err.code = EOAUTH2, this.configError = err;
      }
      let serviceRequestTimeout = Math.min(Math.max(Number(this.options.serviceRequestTimeout) || 0, 0), 3600);
      this.options.serviceRequestTimeout = serviceRequestTimeout || 300;
    }
    if (this.logger = getLogger({
      logger
    }, {
      component: this.options.component || "OAuth2"
    }), this.provisionCallback = typeof this.options.provisionCallback == "function" ? this.options.provisionCallback : !1, this.options.accessUrl = this.options.accessUrl || "https://accounts.google.com/o/oauth2/token", this.options.customHeaders = this.options.customHeaders || {}, this.options.customParams = this.options.customParams || {}, this.accessToken = this.options.accessToken || !1, this.options.expires && Number(this.options.expires))
      this.expires = this.options.expires;
    else {
      let timeout = Math.max(Number(this.options.timeout) || 0, 0);
      this.expires = timeout && Date.now() + timeout * 1e3 || 0;
    }
    this.renewing = !1, this.renewalQueue = [];
  }
  /**
   * Returns or generates (if previous has expired) a XOAuth2 token
   *
   * @param renew If false then use cached access token (if available)
   * @param callback Callback function with error object and token string
   */
  getToken(renew, callback) {
    let done = callback;
    if (this.configError)
      return done(this.configError);
    if (!renew && this.accessToken && (!this.expires || this.expires > Date.now()))
      return this.logger.debug({
        tnx: "OAUTH2",
        user: this.options.user,
        action: "reuse"
      }, "Reusing existing access token for %s", this.options.user), callback(null, this.accessToken);
    if (!this.provisionCallback && !this.options.refreshToken && !this.options.serviceClient) {
      if (this.accessToken)
        return this.logger.debug({
          tnx: "OAUTH2",
          user: this.options.user,
          action: "reuse"
        }, "Reusing existing access token (no refresh capability) for %s", this.options.user), callback(null, this.accessToken);
      this.logger.error({
        tnx: "OAUTH2",
        user: this.options.user,
        action: "renew"
      }, "Cannot renew access token for %s: No refresh mechanism available", this.options.user);
      let err = new Error("Can't create new access token for user");
      return err.code = EOAUTH2, done(err);
    }
    if (this.renewing) {
      this.renewalQueue.push({ renew, callback: done });
      return;
    }
    this.renewing = !0;
    let generateCallback = (err, accessToken) => {
      this.renewalQueue.forEach((item) => item.callback(err, accessToken)), this.renewalQueue = [], this.renewing = !1, err ? this.logger.error({
        err,
        tnx: "OAUTH2",
        user: this.options.user,
        action: "renew"
      }, "Failed generating new Access Token for %s", this.options.user) : this.logger.info({
        tnx: "OAUTH2",
        user: this.options.user,
        action: "renew"
      }, "Generated new Access Token for %s", this.options.user), done(err, accessToken);
    };
    this.provisionCallback ? this.provisionCallback(this.options.user, !!renew, (err, accessToken, expires) => {
      !err && accessToken && (this.accessToken = accessToken, this.expires = expires || 0), generateCallback(err, accessToken);
    }) : this.generateToken(generateCallback);
  }
  /**
   * Updates token values
   *
   * @param accessToken New access token
   * @param timeout Access token lifetime in seconds
   *
   * Emits 'token': { user: User email-address, accessToken: the new accessToken, timeout: TTL in seconds}
   */
  updateToken(accessToken, timeout) {
    this.accessToken = accessToken, timeout = Math.max(Number(timeout) || 0, 0), this.expires = timeout && Date.now() + timeout * 1e3 || 0, this.emit("token", {
      user: this.options.user,
      accessToken: accessToken || "",
      expires: this.expires
    });
  }
  /**
   * Generates a new XOAuth2 token with the credentials provided at initialization
   *
   * @param callback Callback function with error object and token string
   */
  generateToken(callback) {
    let done = callback, urlOptions, loggedUrlOptions;
    if (this.options.serviceClient) {
      let iat = Math.floor(Date.now() / 1e3), tokenData = {
        iss: this.options.serviceClient,
        scope: this.options.scope || "https://mail.google.com/",
        sub: this.options.user,
        aud: this.options.accessUrl,
        iat,
        exp: iat + this.options.serviceRequestTimeout
      }, token;
      try {
        token = this.jwtSignRS256(tokenData);
      } catch {
        let err = new Error("Can't generate token. Check your auth options");
        return err.code = EOAUTH2, done(err);
      }
      urlOptions = {
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: token
      }, loggedUrlOptions = {
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: tokenData
      };
    } else {
      if (!this.options.refreshToken) {
        let err = new Error("Can't create new access token for user");
        return err.code = EOAUTH2, done(err);
      }
      urlOptions = {
        client_id: this.options.clientId || "",
        client_secret: this.options.clientSecret || "",
        refresh_token: this.options.refreshToken,
        grant_type: "refresh_token"
      }, loggedUrlOptions = {
        client_id: this.options.clientId || "",
        client_secret: (this.options.clientSecret || "").substr(0, 6) + "...",
        refresh_token: (this.options.refreshToken || "").substr(0, 6) + "...",
        grant_type: "refresh_token"
      };
    }
    let customParams = this.options.customParams || {};
    Object.assign(urlOptions, customParams);
    for (let key of Object.keys(customParams)) {
      let param = customParams[key];
      loggedUrlOptions[key] = (param == null ? "" : String(param)).substr(0, 6) + "...";
    }
    this.logger.debug({
      tnx: "OAUTH2",
      user: this.options.user,
      action: "generate"
    }, "Requesting token using: %s", JSON.stringify(loggedUrlOptions)), this.postRequest(this.options.accessUrl, urlOptions, this.options, (error2, body) => {
      let data;
      if (error2)
        return done(error2);
      try {
        data = JSON.parse(body.toString());
      } catch (E) {
        return done(E);
      }
      if (!data || typeof data != "object") {
        this.logger.debug({
          tnx: "OAUTH2",
          user: this.options.user,
          action: "post"
        }, "Response: %s", (body || "").toString());
        let err2 = new Error("Invalid authentication response");
        return err2.code = EOAUTH2, done(err2);
      }
      let logData = Object.assign({}, data);
      if (logData.access_token && (logData.access_token = (logData.access_token || "").toString().substr(0, 6) + "..."), this.logger.debug({
        tnx: "OAUTH2",
        user: this.options.user,
        action: "post"
      }, "Response: %s", JSON.stringify(logData)), data.error) {
        let errorMessage = data.error;
        data.error_description && (errorMessage += ": " + data.error_description), data.error_uri && (errorMessage += " (" + data.error_uri + ")");
        let err2 = new Error(errorMessage);
        return err2.code = EOAUTH2, done(err2);
      }
      if (data.access_token)
        return this.updateToken(data.access_token, data.expires_in), callback(null, this.accessToken);
      let err = new Error("No access token");
      return err.code = EOAUTH2, done(err);
    });
  }
  /**
   * Converts an access_token and user id into a base64 encoded XOAuth2 token
   *
   * @param [accessToken] Access token string
   * @return Base64 encoded token for IMAP or SMTP login
   */
  buildXOAuth2Token(accessToken) {
    let authData = ["user=" + (this.options.user || ""), "auth=Bearer " + (accessToken || this.accessToken), "", ""];
    return Buffer.from(authData.join(""), "utf-8").toString("base64");
  }
  /**
   * Custom POST request handler.
   * This is only needed to keep paths short in Windows, usually this module
   * is a dependency of a dependency and if it tries to require something
   * like the request module the paths get way too long to handle for Windows.
   * As we do only a simple POST request we do not actually require complicated
   * logic support (no redirects, no nothing) anyway.
   *
   * @param url Url to POST to
   * @param payload Payload to POST
   * @param params Client options, the customHeaders and tls values are used for the request
   * @param callback Callback function with (err, buff)
   */
  postRequest(url, payload, params, callback) {
    let returned = !1, chunks = [], chunklen = 0, fetchOptions = {
      method: "post",
      headers: params.customHeaders,
      body: payload,
      allowErrorResponse: !0,
      // unset falls back to the fetch default, a stalled token endpoint would otherwise keep
      // `renewing` set and queue every later request
      timeout: params.requestTimeout
    };
    /^https:/i.test(url) && (fetchOptions.tls = Object.assign({ rejectUnauthorized: !0 }, params.tls || {}));
    let req = fetch_default(url, fetchOptions);
    req.on("readable", () => {
      let chunk;
      for (; (chunk = req.read()) !== null; )
        chunks.push(chunk), chunklen += chunk.length;
    }), req.once("error", (err) => {
      if (!returned)
        return returned = !0, callback(err);
    }), req.once("end", () => {
      if (!returned)
        return returned = !0, callback(null, Buffer.concat(chunks, chunklen));
    });
  }
  /**
   * Encodes a buffer or a string into Base64url format
   *
   * @param data The data to convert
   * @return The encoded string
   */
  toBase64URL(data) {
    return typeof data == "string" && (data = Buffer.from(data)), data.toString("base64").replace(/[=]+/g, "").replace(/\+/g, "-").replace(/\//g, "_");
  }
  /**
   * Creates a JSON Web Token signed with RS256 (SHA256 + RSA)
   *
   * @param payload The payload to include in the generated token
   * @return The generated and signed token
   */
  jwtSignRS256(payload) {
    let signedPayload = ['{"alg":"RS256","typ":"JWT"}', JSON.stringify(payload)].map((val) => this.toBase64URL(val)).join("."), signature = import_node_crypto7.default.createSign("RSA-SHA256").update(signedPayload).sign(this.options.privateKey);
    return signedPayload + "." + this.toBase64URL(signature);
  }
}, xoauth2_default = XOAuth2;

// node_modules/nodemailer/dist/esm/smtp-pool/pool-resource.js
var import_node_events3 = require("node:events"), PoolResource = class extends import_node_events3.EventEmitter {
  constructor(pool) {
    if (super(), this.pool = pool, this.options = pool.options, this.logger = this.pool.logger, this.options.auth)
      switch ((this.options.auth.type || "").toString().toUpperCase()) {
        case "OAUTH2": {
          let oauth2 = new xoauth2_default(this.options.auth, this.logger);
          oauth2.provisionCallback = this.pool.mailer && this.pool.mailer.get("oauth2_provision_cb") || oauth2.provisionCallback, this.auth = {
            type: "OAUTH2",
            user: this.options.auth.user,
            oauth2,
            method: "XOAUTH2"
          }, oauth2.on("token", (token) => this.pool.mailer.emit("token", token)), oauth2.on("error", (err) => this._fail(err));
          break;
        }
        default:
          if (!this.options.auth.user && !this.options.auth.pass)
            break;
          this.auth = {
            type: (this.options.auth.type || "").toString().toUpperCase() || "LOGIN",
            user: this.options.auth.user,
            credentials: {
              user: this.options.auth.user || "",
              pass: this.options.auth.pass,
              options: this.options.auth.options
            },
            method: (this.options.auth.method || "").trim().toUpperCase() || this.options.authMethod || !1
          };
      }
    this._connection = !1, this._connected = !1, this._closed = !1, this.messages = 0, this.available = !0, this._failed = !1, this._sending = !1, this._idleTimer = !1;
  }
  /**
   * Emits 'error' for the first failure only. A dead resource can report the same failure more
   * than once (the connection error, then the send callback), the pool handles it once
   * @internal
   */
  _fail(err) {
    this._failed || (this._failed = !0, this.emit("error", err));
  }
  /**
   * Initiates a connection to the SMTP server
   *
   * @param callback Callback function to run once the connection is established or failed
   */
  connect(callback) {
    let connectStartedAt = Date.now();
    this.pool.getSocket(Object.assign({}, this.options, { connectStartedAt }), (err, socketOptions) => {
      if (this._closed) {
        socketOptions && socketOptions.connection?.destroy();
        return;
      }
      if (err)
        return this._fail(err), callback(err);
      let returned = !1, options = this.options;
      socketOptions && socketOptions.connection && (this.logger.info({
        tnx: "proxy",
        remoteAddress: socketOptions.connection.remoteAddress,
        remotePort: socketOptions.connection.remotePort,
        destHost: options.host || "",
        destPort: options.port || "",
        action: "connected"
      }, "Using proxied socket from %s:%s to %s:%s", socketOptions.connection.remoteAddress, socketOptions.connection.remotePort, options.host || "", options.port || ""), options = Object.assign(assign(!1, options), socketOptions)), this.connection = new smtp_connection_default(options), this.connection._connectStartedAt = connectStartedAt, this.connection.on("error", (err2) => {
        if (!(this._closed || this._sending)) {
          if (this._connected && isTransientError(err2)) {
            this.logger.info({
              tnx: "pool",
              cid: this.id
            }, "Connection #%s was closed by the server: %s", this.id, err2.message);
            return;
          }
          if (this._fail(err2), !(returned || this._closed))
            return returned = !0, callback(err2);
        }
      }), this.connection.once("end", () => {
        this.close(), returned = !0;
      }), this.connection.connect((err2) => {
        if (!(returned || this._closed)) {
          if (err2) {
            returned = !0;
            return;
          }
          if (this.auth && (this.connection.allowsAuth || options.forceAuth))
            this.connection.login(this.auth, (err3) => {
              if (!(returned || this._closed)) {
                if (returned = !0, err3)
                  return this.connection.close(), this._fail(err3), callback(err3);
                this._connected = !0, callback(null, !0);
              }
            });
          else
            return returned = !0, this._connected = !0, callback(null, !0);
        }
      });
    });
  }
  /**
   * Sends an e-mail to be sent using the selected settings
   *
   * @param mail Mail object
   * @param callback Callback function
   */
  send(mail, callback) {
    if (this._closed)
      return;
    if (!this._connected)
      return this.connect((err) => err ? callback(err) : this.send(mail, callback));
    let envelope = mail.message.getEnvelope(), messageId = mail.message.messageId(), recipients = [].concat(envelope.to || []);
    recipients.length > 3 && recipients.push("...and " + recipients.splice(2).length + " more"), this.logger.info({
      tnx: "send",
      messageId,
      cid: this.id
    }, "Sending message %s using #%s to <%s>", messageId, this.id, recipients.join(", ")), mail.data.dsn && (envelope.dsn = mail.data.dsn), mail.data.requireTLSExtensionEnabled && (envelope.requireTLSExtensionEnabled = mail.data.requireTLSExtensionEnabled), this._sending = !0;
    let reused = this.messages > 0, messageStream = mail.message.createReadStream();
    this.connection.send(envelope, messageStream, (err, info) => {
      if (!mail.data.signal?.aborted) {
        if (this._sending = !1, this.messages++, err) {
          if (reused && messageStream.readableDidRead === !1 && isTransientError(err)) {
            this.logger.info({
              tnx: "pool",
              cid: this.id,
              messageId
            }, "Connection #%s was closed by the server before message %s was sent: %s", this.id, messageId, err.message), this.connection.close();
            return;
          }
          return (err.code === EENVELOPE || err.code === EMESSAGE) && err.responseCode !== 421 && !this.connection._destroyed ? (this.connection.reset((resetErr) => {
            if (resetErr) {
              this.connection.close();
              return;
            }
            this._release();
          }), callback(err)) : (this.connection.close(), this._fail(err), callback(err));
        }
        info.envelope = {
          from: envelope.from,
          to: envelope.to
        }, info.messageId = messageId, setImmediate(() => this._release()), callback(null, info);
      }
    });
  }
  /**
   * Makes the connection available for the next message, or closes it once it has sent
   * maxMessages messages
   *
   * @internal
   */
  _release() {
    if (!this._closed) {
      if (this.messages >= this.options.maxMessages) {
        let err = new Error("Resource exhausted");
        err.code = EMAXLIMIT, this.connection.close(), this._fail(err);
        return;
      }
      this.pool._checkRateLimit(() => {
        this._closed || (this.available = !0, this._startIdleTimer(), this.emit("available"));
      });
    }
  }
  /** @internal */
  _startIdleTimer() {
    if (!(!this.options.idleTimeout || this.options.idleTimeout < 0)) {
      if (this._idleTimer && typeof this._idleTimer.refresh == "function") {
        this._idleTimer.refresh();
        return;
      }
      clearTimeout(this._idleTimer), this._idleTimer = setTimeout(() => {
        this.available && (this.logger.debug({
          tnx: "pool",
          cid: this.id
        }, "Closing connection #%s after it was idle for %sms", this.id, this.options.idleTimeout), this.available = !1, this.connection.quit());
      }, this.options.idleTimeout), typeof this._idleTimer.unref == "function" && this._idleTimer.unref();
    }
  }
  /** @internal */
  _stopIdleTimer() {
    clearTimeout(this._idleTimer), this._idleTimer = !1;
  }
  /**
   * Closes the connection
   */
  close() {
    this._closed || (this._closed = !0, this.available = !1, this._connected = !1, this._stopIdleTimer(), this.auth && this.auth.oauth2 && this.auth.oauth2.removeAllListeners(), this.connection && this.connection.close(), this.emit("close"));
  }
};

// node_modules/nodemailer/dist/esm/well-known/services.js
var services = {
  126: {
    description: "126 Mail (NetEase)",
    host: "smtp.126.com",
    port: 465,
    secure: !0
  },
  163: {
    description: "163 Mail (NetEase)",
    host: "smtp.163.com",
    port: 465,
    secure: !0
  },
  "1und1": {
    description: "1&1 Mail (German hosting provider)",
    host: "smtp.1und1.de",
    port: 465,
    secure: !0,
    authMethod: "LOGIN"
  },
  Aliyun: {
    description: "Alibaba Cloud Mail",
    domains: [
      "aliyun.com"
    ],
    host: "smtp.aliyun.com",
    port: 465,
    secure: !0
  },
  AliyunQiye: {
    description: "Alibaba Cloud Enterprise Mail",
    host: "smtp.qiye.aliyun.com",
    port: 465,
    secure: !0
  },
  AOL: {
    description: "AOL Mail",
    domains: [
      "aol.com"
    ],
    host: "smtp.aol.com",
    port: 587
  },
  Aruba: {
    description: "Aruba PEC (Italian email provider)",
    domains: [
      "aruba.it",
      "pec.aruba.it"
    ],
    aliases: [
      "Aruba PEC"
    ],
    host: "smtps.aruba.it",
    port: 465,
    secure: !0,
    authMethod: "LOGIN"
  },
  Bluewin: {
    description: "Bluewin (Swiss email provider)",
    host: "smtpauths.bluewin.ch",
    domains: [
      "bluewin.ch"
    ],
    port: 465
  },
  BOL: {
    description: "BOL Mail (Brazilian provider)",
    domains: [
      "bol.com.br"
    ],
    host: "smtp.bol.com.br",
    port: 587,
    requireTLS: !0
  },
  DebugMail: {
    description: "DebugMail (email testing service)",
    host: "debugmail.io",
    port: 25
  },
  Disroot: {
    description: "Disroot (privacy-focused provider)",
    domains: [
      "disroot.org"
    ],
    host: "disroot.org",
    port: 587,
    secure: !1,
    authMethod: "LOGIN"
  },
  DynectEmail: {
    description: "Dyn Email Delivery",
    aliases: [
      "Dynect"
    ],
    host: "smtp.dynect.net",
    port: 25
  },
  ElasticEmail: {
    description: "Elastic Email",
    aliases: [
      "Elastic Email"
    ],
    host: "smtp.elasticemail.com",
    port: 465,
    secure: !0
  },
  Ethereal: {
    description: "Ethereal Email (email testing service)",
    aliases: [
      "ethereal.email"
    ],
    host: "smtp.ethereal.email",
    port: 587
  },
  FastMail: {
    description: "FastMail",
    domains: [
      "fastmail.com",
      "fastmail.fm"
    ],
    host: "smtp.fastmail.com",
    port: 465,
    secure: !0
  },
  "Feishu Mail": {
    description: "Feishu Mail (Lark)",
    aliases: [
      "Feishu",
      "FeishuMail"
    ],
    domains: [
      "www.feishu.cn"
    ],
    host: "smtp.feishu.cn",
    port: 465,
    secure: !0
  },
  "Forward Email": {
    description: "Forward Email (email forwarding service)",
    aliases: [
      "FE",
      "ForwardEmail"
    ],
    domains: [
      "forwardemail.net"
    ],
    host: "smtp.forwardemail.net",
    port: 465,
    secure: !0
  },
  GandiMail: {
    description: "Gandi Mail",
    aliases: [
      "Gandi",
      "Gandi Mail"
    ],
    host: "mail.gandi.net",
    port: 587
  },
  Gmail: {
    description: "Gmail",
    aliases: [
      "Google Mail"
    ],
    domains: [
      "gmail.com",
      "googlemail.com"
    ],
    host: "smtp.gmail.com",
    port: 465,
    secure: !0
  },
  GmailWorkspace: {
    description: "Gmail Workspace",
    aliases: [
      "Google Workspace Mail"
    ],
    host: "smtp-relay.gmail.com",
    port: 465,
    secure: !0
  },
  GMX: {
    description: "GMX Mail",
    domains: [
      "gmx.com",
      "gmx.net",
      "gmx.de"
    ],
    host: "mail.gmx.com",
    port: 587
  },
  Godaddy: {
    description: "GoDaddy Email (US)",
    host: "smtpout.secureserver.net",
    port: 25
  },
  GodaddyAsia: {
    description: "GoDaddy Email (Asia)",
    host: "smtp.asia.secureserver.net",
    port: 25
  },
  GodaddyEurope: {
    description: "GoDaddy Email (Europe)",
    host: "smtp.europe.secureserver.net",
    port: 25
  },
  Groundmail: {
    description: "Groundmail",
    host: "smtp.groundmail.dev",
    port: 587,
    secure: !1,
    requireTLS: !0
  },
  "hot.ee": {
    description: "Hot.ee (Estonian email provider)",
    host: "mail.hot.ee"
  },
  Hotmail: {
    description: "Outlook.com / Hotmail",
    aliases: [
      "Outlook",
      "Outlook.com",
      "Hotmail.com"
    ],
    domains: [
      "hotmail.com",
      "outlook.com"
    ],
    host: "smtp-mail.outlook.com",
    port: 587
  },
  iCloud: {
    description: "iCloud Mail",
    aliases: [
      "Me",
      "Mac"
    ],
    domains: [
      "icloud.com",
      "me.com",
      "mac.com"
    ],
    host: "smtp.mail.me.com",
    port: 587
  },
  Infomaniak: {
    description: "Infomaniak Mail (Swiss hosting provider)",
    host: "mail.infomaniak.com",
    domains: [
      "ik.me",
      "ikmail.com",
      "etik.com"
    ],
    port: 587
  },
  KolabNow: {
    description: "KolabNow (secure email service)",
    domains: [
      "kolabnow.com"
    ],
    aliases: [
      "Kolab"
    ],
    host: "smtp.kolabnow.com",
    port: 465,
    secure: !0,
    authMethod: "LOGIN"
  },
  Loopia: {
    description: "Loopia (Swedish hosting provider)",
    host: "mailcluster.loopia.se",
    port: 465
  },
  Loops: {
    description: "Loops",
    host: "smtp.loops.so",
    port: 587
  },
  "mail.ee": {
    description: "Mail.ee (Estonian email provider)",
    host: "smtp.mail.ee"
  },
  "Mail.ru": {
    description: "Mail.ru",
    host: "smtp.mail.ru",
    port: 465,
    secure: !0
  },
  "Mailcatch.app": {
    description: "Mailcatch (email testing service)",
    host: "sandbox-smtp.mailcatch.app",
    port: 2525
  },
  Maildev: {
    description: "MailDev (local email testing)",
    port: 1025,
    ignoreTLS: !0
  },
  MailerSend: {
    description: "MailerSend",
    host: "smtp.mailersend.net",
    port: 587
  },
  Mailgun: {
    description: "Mailgun",
    host: "smtp.mailgun.org",
    port: 465,
    secure: !0
  },
  Mailjet: {
    description: "Mailjet",
    host: "in.mailjet.com",
    port: 587
  },
  Mailosaur: {
    description: "Mailosaur (email testing service)",
    host: "mailosaur.io",
    port: 25
  },
  MailSenpai: {
    description: "MailSenpai (SMTP Senpai, EU)",
    host: "relay.mailsenpai.com",
    port: 2525,
    secure: !1
  },
  Mailtrap: {
    description: "Mailtrap",
    host: "live.smtp.mailtrap.io",
    port: 587
  },
  Mandrill: {
    description: "Mandrill (by Mailchimp)",
    host: "smtp.mandrillapp.com",
    port: 587
  },
  Naver: {
    description: "Naver Mail (Korean email provider)",
    host: "smtp.naver.com",
    port: 587
  },
  OhMySMTP: {
    description: "OhMySMTP (email delivery service)",
    host: "smtp.ohmysmtp.com",
    port: 587,
    secure: !1
  },
  One: {
    description: "One.com Email",
    host: "send.one.com",
    port: 465,
    secure: !0
  },
  OpenMailBox: {
    description: "OpenMailBox",
    aliases: [
      "OMB",
      "openmailbox.org"
    ],
    host: "smtp.openmailbox.org",
    port: 465,
    secure: !0
  },
  Outlook365: {
    description: "Microsoft 365 / Office 365",
    host: "smtp.office365.com",
    port: 587,
    secure: !1
  },
  Oveyon: {
    description: "Oveyon",
    host: "smtp.oveyon.com",
    port: 587,
    secure: !1,
    requireTLS: !0
  },
  Postmark: {
    description: "Postmark",
    aliases: [
      "PostmarkApp"
    ],
    host: "smtp.postmarkapp.com",
    port: 2525
  },
  Proton: {
    description: "Proton Mail",
    aliases: [
      "ProtonMail",
      "Proton.me",
      "Protonmail.com",
      "Protonmail.ch"
    ],
    domains: [
      "proton.me",
      "protonmail.com",
      "pm.me",
      "protonmail.ch"
    ],
    host: "smtp.protonmail.ch",
    port: 587,
    requireTLS: !0
  },
  "qiye.aliyun": {
    description: "Alibaba Mail Enterprise Edition",
    host: "smtp.mxhichina.com",
    port: "465",
    secure: !0
  },
  QQ: {
    description: "QQ Mail",
    domains: [
      "qq.com"
    ],
    host: "smtp.qq.com",
    port: 465,
    secure: !0
  },
  QQex: {
    description: "QQ Enterprise Mail",
    aliases: [
      "QQ Enterprise"
    ],
    domains: [
      "exmail.qq.com"
    ],
    host: "smtp.exmail.qq.com",
    port: 465,
    secure: !0
  },
  Resend: {
    description: "Resend",
    host: "smtp.resend.com",
    port: 465,
    secure: !0
  },
  Runbox: {
    description: "Runbox (Norwegian email provider)",
    domains: [
      "runbox.com"
    ],
    host: "smtp.runbox.com",
    port: 465,
    secure: !0
  },
  SendCloud: {
    description: "SendCloud (Chinese email delivery)",
    host: "smtp.sendcloud.net",
    port: 2525
  },
  SendGrid: {
    description: "SendGrid",
    host: "smtp.sendgrid.net",
    port: 587
  },
  SendinBlue: {
    description: "Brevo (formerly Sendinblue)",
    aliases: [
      "Brevo"
    ],
    host: "smtp-relay.brevo.com",
    port: 587
  },
  Sendora: {
    description: "Sendora",
    host: "smtp.sendora.se",
    port: 465,
    secure: !0
  },
  SendPulse: {
    description: "SendPulse",
    host: "smtp-pulse.com",
    port: 465,
    secure: !0
  },
  SES: {
    description: "AWS SES US East (N. Virginia)",
    host: "email-smtp.us-east-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-AP-NORTHEAST-1": {
    description: "AWS SES Asia Pacific (Tokyo)",
    host: "email-smtp.ap-northeast-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-AP-NORTHEAST-2": {
    description: "AWS SES Asia Pacific (Seoul)",
    host: "email-smtp.ap-northeast-2.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-AP-NORTHEAST-3": {
    description: "AWS SES Asia Pacific (Osaka)",
    host: "email-smtp.ap-northeast-3.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-AP-SOUTH-1": {
    description: "AWS SES Asia Pacific (Mumbai)",
    host: "email-smtp.ap-south-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-AP-SOUTHEAST-1": {
    description: "AWS SES Asia Pacific (Singapore)",
    host: "email-smtp.ap-southeast-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-AP-SOUTHEAST-2": {
    description: "AWS SES Asia Pacific (Sydney)",
    host: "email-smtp.ap-southeast-2.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-CA-CENTRAL-1": {
    description: "AWS SES Canada (Central)",
    host: "email-smtp.ca-central-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-EU-CENTRAL-1": {
    description: "AWS SES Europe (Frankfurt)",
    host: "email-smtp.eu-central-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-EU-NORTH-1": {
    description: "AWS SES Europe (Stockholm)",
    host: "email-smtp.eu-north-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-EU-WEST-1": {
    description: "AWS SES Europe (Ireland)",
    host: "email-smtp.eu-west-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-EU-WEST-2": {
    description: "AWS SES Europe (London)",
    host: "email-smtp.eu-west-2.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-EU-WEST-3": {
    description: "AWS SES Europe (Paris)",
    host: "email-smtp.eu-west-3.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-SA-EAST-1": {
    description: "AWS SES South America (S\xE3o Paulo)",
    host: "email-smtp.sa-east-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-US-EAST-1": {
    description: "AWS SES US East (N. Virginia)",
    host: "email-smtp.us-east-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-US-EAST-2": {
    description: "AWS SES US East (Ohio)",
    host: "email-smtp.us-east-2.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-US-GOV-EAST-1": {
    description: "AWS SES GovCloud (US-East)",
    host: "email-smtp.us-gov-east-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-US-GOV-WEST-1": {
    description: "AWS SES GovCloud (US-West)",
    host: "email-smtp.us-gov-west-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-US-WEST-1": {
    description: "AWS SES US West (N. California)",
    host: "email-smtp.us-west-1.amazonaws.com",
    port: 465,
    secure: !0
  },
  "SES-US-WEST-2": {
    description: "AWS SES US West (Oregon)",
    host: "email-smtp.us-west-2.amazonaws.com",
    port: 465,
    secure: !0
  },
  Seznam: {
    description: "Seznam Email (Czech email provider)",
    aliases: [
      "Seznam Email"
    ],
    domains: [
      "seznam.cz",
      "email.cz",
      "post.cz",
      "spoluzaci.cz"
    ],
    host: "smtp.seznam.cz",
    port: 465,
    secure: !0
  },
  SMTP2GO: {
    description: "SMTP2GO",
    host: "mail.smtp2go.com",
    port: 2525
  },
  SpacePost: {
    description: "SpacePost",
    host: "smtp.spacepost.dev",
    port: 25976,
    secure: !1,
    requireTLS: !0
  },
  Sparkpost: {
    description: "SparkPost",
    aliases: [
      "SparkPost",
      "SparkPost Mail"
    ],
    domains: [
      "sparkpost.com"
    ],
    host: "smtp.sparkpostmail.com",
    port: 587,
    secure: !1
  },
  Tipimail: {
    description: "Tipimail (email delivery service)",
    host: "smtp.tipimail.com",
    port: 587
  },
  TurboSMTP: {
    description: "TurboSMTP",
    host: "pro.turbo-smtp.com",
    port: 465,
    secure: !0
  },
  "TurboSMTP-EU": {
    description: "TurboSMTP (EU region)",
    host: "pro.eu.turbo-smtp.com",
    port: 465,
    secure: !0
  },
  Tutanota: {
    description: "Tutanota (Tuta Mail)",
    domains: [
      "tutanota.com",
      "tuta.com",
      "tutanota.de",
      "tuta.io"
    ],
    host: "smtp.tutanota.com",
    port: 465,
    secure: !0
  },
  Yahoo: {
    description: "Yahoo Mail",
    domains: [
      "yahoo.com"
    ],
    host: "smtp.mail.yahoo.com",
    port: 465,
    secure: !0
  },
  Yandex: {
    description: "Yandex Mail",
    domains: [
      "yandex.ru"
    ],
    host: "smtp.yandex.ru",
    port: 465,
    secure: !0
  },
  Zimbra: {
    description: "Zimbra Mail Server",
    aliases: [
      "Zimbra Collaboration"
    ],
    host: "smtp.zimbra.com",
    port: 587,
    requireTLS: !0
  },
  Zoho: {
    description: "Zoho Mail",
    host: "smtp.zoho.com",
    port: 465,
    secure: !0,
    authMethod: "LOGIN"
  }
};

// node_modules/nodemailer/dist/esm/well-known/index.js
var normalized = {};
Object.keys(services).forEach((key) => {
  let service = services[key], normalizedService = normalizeService(service);
  normalized[normalizeKey(key)] = normalizedService, [].concat(service.aliases || []).forEach((alias) => {
    normalized[normalizeKey(alias)] = normalizedService;
  }), [].concat(service.domains || []).forEach((domain) => {
    normalized[normalizeKey(domain)] = normalizedService;
  });
});
function normalizeKey(key) {
  return key.replace(/[^a-zA-Z0-9.-]/g, "").toLowerCase();
}
function normalizeService(service) {
  let response = {};
  return Object.keys(service).forEach((key) => {
    ["domains", "aliases"].includes(key) || (response[key] = service[key]);
  }), response;
}
function wellKnown(key) {
  return key = normalizeKey(key.split("@").pop()), normalized[key] || !1;
}

// node_modules/nodemailer/dist/esm/smtp-pool/index.js
var REQUEUE_BASE_DELAY = 50, REQUEUE_MAX_DELAY = 2e3, SMTPPool = class extends import_node_events4.EventEmitter {
  constructor(options) {
    super(), this.supportsAbortSignal = !0, options = options || {}, typeof options == "string" && (options = {
      url: options
    });
    let urlData, service = options.service;
    typeof options.getSocket == "function" && (this.getSocket = options.getSocket), options.url && (urlData = parseConnectionUrl(options.url), service = service || urlData.service), this.options = assign(
      !1,
      // create new object
      options,
      // regular options
      urlData,
      // url options
      service && wellKnown(service)
      // wellknown options
    ), this.options.maxConnections = this.options.maxConnections || 5, this.options.maxMessages = this.options.maxMessages || 100, this.options.maxRequeues = typeof this.options.maxRequeues == "number" ? this.options.maxRequeues : 5, this.options.idleTimeout = typeof this.options.idleTimeout == "number" ? this.options.idleTimeout : 240 * 1e3, this.logger = getLogger(this.options, {
      component: this.options.component || "smtp-pool"
    }), this.name = "SMTP (pool)", this.version = version + "[client:" + version + "]", this._rateLimit = {
      counter: 0,
      timeout: null,
      waiting: [],
      checkpoint: !1,
      delta: Number(this.options.rateDelta) || 1e3,
      limit: Number(this.options.rateLimit) || 0
    }, this._closed = !1, this._queue = [], this._connections = [], this._connectionCounter = 0, this._pending = 0, this.idling = !0, setImmediate(() => {
      this.idling && this.emit("idle");
    });
  }
  /**
   * Placeholder function for creating proxy sockets. This method immediatelly returns
   * without a socket
   *
   * @param options Connection options
   * @param callback Callback function to run with the socket keys
   */
  getSocket(options, callback) {
    setImmediate(() => callback(null, !1));
  }
  /**
   * Queues an e-mail to be sent using the selected settings
   *
   * @param mail Mail object
   * @param callback Callback function
   */
  send(mail, callback) {
    if (this._closed) {
      let err = new Error("Connection pool was closed");
      return err.code = ECONNECTION, setImmediate(() => callback(err)), !1;
    }
    let counted = !0, detachSignal;
    this._pending++;
    let entry = {
      mail,
      requeueAttempts: 0,
      callback: (err, info) => {
        counted && (counted = !1, this._pending--, detachSignal?.(), entry.resource = void 0, callback(err, info));
      }
    };
    this._queue.push(entry);
    let signal = mail.data.signal;
    return signal && (detachSignal = this._watchAbortSignal(entry, signal, () => counted), signal.aborted) || (this.idling && this._queue.length >= this.options.maxConnections && (this.idling = !1), setImmediate(() => this._processMessages())), !0;
  }
  /**
   * Fails a queued or assigned entry when its signal aborts: removes it from the queue, or
   * closes the connection delivering it, so other deliveries in the pool can continue.
   * Returns a function that removes the listener.
   * @internal
   */
  _watchAbortSignal(entry, signal, isPending) {
    let onAbort = () => {
      if (!isPending())
        return;
      let index = this._queue.indexOf(entry);
      index !== -1 && this._queue.splice(index, 1);
      let resource = entry.resource;
      resource && resource.queueEntry === entry && (resource.queueEntry = !1, resource.close());
      try {
        entry.callback(createAbortError(signal));
      } finally {
        setImmediate(() => this._processMessages());
      }
    };
    return signal.addEventListener("abort", onAbort, { once: !0 }), signal.aborted && setImmediate(onAbort), () => signal.removeEventListener("abort", onAbort);
  }
  /**
   * Closes the pool. Idle connections are closed at once and a connection in the middle of a
   * delivery finishes it first, unless `force` is set: then it is closed too and its message
   * fails. `force` is for a caller that has given up on a delivery, such as one a server is
   * stalling by trickling its replies, which no socket timeout notices.
   *
   * @param options.force - Also close connections that are delivering a message
   */
  close(options) {
    let connection, len = this._connections.length;
    if (this._closed = !0, this._clearRateLimit(), !len && !this._queue.length)
      return;
    let force = !!options?.force;
    for (let i = len - 1; i >= 0; i--)
      this._connections[i] && (force || this._connections[i].available) && (connection = this._connections[i], connection.close(), this.logger.info({
        tnx: "connection",
        cid: connection.id,
        action: "removed"
      }, "Connection #%s removed", connection.id));
    if (len && !this._connections.length && this.logger.debug({
      tnx: "connection"
    }, "All connections removed"), !this._queue.length)
      return;
    let invokeCallbacks = () => {
      if (!this._queue.length) {
        this.logger.debug({
          tnx: "connection"
        }, "Pending queue entries cleared");
        return;
      }
      let entry = this._queue.shift();
      if (entry && typeof entry.callback == "function")
        try {
          entry.callback(new Error("Connection pool was closed"));
        } catch (E) {
          this.logger.error({
            err: E,
            tnx: "callback"
          }, "Callback error: %s", E.message);
        }
      setImmediate(invokeCallbacks);
    };
    setImmediate(invokeCallbacks);
  }
  /**
   * Check the queue and available connections. If there is a message to be sent and there is
   * an available connection, then use this connection to send the mail
   * @internal
   */
  _processMessages() {
    if (this._closed)
      return;
    if (!this._queue.length) {
      this.idling || (this.idling = !0, this.emit("idle"));
      return;
    }
    let connection = this._connections.find((c) => c.available);
    if (!connection && this._connections.length < this.options.maxConnections && (connection = this._createConnection()), !connection) {
      this.idling = !1;
      return;
    }
    !this.idling && this._queue.length < this.options.maxConnections && (this.idling = !0, this.emit("idle"));
    let entry = connection.queueEntry = this._queue.shift();
    entry.resource = connection, entry.messageId = (connection.queueEntry.mail.message.getHeader("message-id") || "").replace(/[<>\s]/g, ""), connection.available = !1, this.logger.debug({
      tnx: "pool",
      cid: connection.id,
      messageId: entry.messageId,
      action: "assign"
    }, "Assigned message <%s> to #%s (%s)", entry.messageId, connection.id, connection.messages + 1), this._rateLimit.limit && (this._rateLimit.counter++, this._rateLimit.checkpoint || (this._rateLimit.checkpoint = Date.now())), connection.send(entry.mail, (err, info) => {
      if (entry === connection.queueEntry) {
        try {
          entry.callback(err, info);
        } catch (E) {
          this.logger.error({
            err: E,
            tnx: "callback",
            cid: connection.id
          }, "Callback error for #%s: %s", connection.id, E.message);
        }
        connection.queueEntry = !1;
      }
    });
  }
  /**
   * Creates a new pool resource
   * @internal
   */
  _createConnection() {
    let connection = new PoolResource(this);
    return connection.id = ++this._connectionCounter, this.logger.info({
      tnx: "pool",
      cid: connection.id,
      action: "conection"
    }, "Created new pool resource #%s", connection.id), connection.on("available", () => {
      this.logger.debug({
        tnx: "connection",
        cid: connection.id,
        action: "available"
      }, "Connection #%s became available", connection.id), this._closed ? this.close() : this._processMessages();
    }), connection.once("error", (err) => {
      if (err.code !== EMAXLIMIT ? this.logger.warn({
        err,
        tnx: "pool",
        cid: connection.id
      }, "Pool Error for #%s: %s", connection.id, err.message) : this.logger.debug({
        tnx: "pool",
        cid: connection.id,
        action: "maxlimit"
      }, "Max messages limit exchausted for #%s", connection.id), connection.queueEntry) {
        try {
          connection.queueEntry.callback(err);
        } catch (E) {
          this.logger.error({
            err: E,
            tnx: "callback",
            cid: connection.id
          }, "Callback error for #%s: %s", connection.id, E.message);
        }
        connection.queueEntry = !1;
      }
      this._removeConnection(connection), this._continueProcessing();
    }), connection.once("close", () => {
      this.logger.info({
        tnx: "connection",
        cid: connection.id,
        action: "closed"
      }, "Connection #%s was closed", connection.id), this._removeConnection(connection), connection.queueEntry ? setTimeout(() => {
        let delay = 0;
        connection.queueEntry && (!this._closed && this._shouldRequeuOnConnectionClose(connection.queueEntry) ? delay = this._requeueEntryOnConnectionClose(connection) : this._failDeliveryOnConnectionClose(connection)), delay ? setTimeout(() => this._continueProcessing(), delay) : this._continueProcessing();
      }, 50) : (!this._closed && this.idling && !this._connections.length && this.emit("clear"), this._continueProcessing());
    }), this._connections.push(connection), connection;
  }
  /** @internal */
  _shouldRequeuOnConnectionClose(queueEntry) {
    return this.options.maxRequeues < 0 ? !0 : queueEntry.requeueAttempts < this.options.maxRequeues;
  }
  /** @internal */
  _failDeliveryOnConnectionClose(connection) {
    if (connection.queueEntry && connection.queueEntry.callback) {
      try {
        let err = new Error("Reached maximum number of retries after connection was closed");
        err.code = ECONNECTION, connection.queueEntry.callback(err);
      } catch (E) {
        this.logger.error({
          err: E,
          tnx: "callback",
          messageId: connection.queueEntry.messageId,
          cid: connection.id
        }, "Callback error for #%s: %s", connection.id, E.message);
      }
      connection.queueEntry = !1;
    }
  }
  /** @internal */
  _requeueEntryOnConnectionClose(connection) {
    let delay = Math.min(REQUEUE_BASE_DELAY * 2 ** connection.queueEntry.requeueAttempts, REQUEUE_MAX_DELAY);
    return connection.queueEntry.requeueAttempts += 1, this.logger.debug({
      tnx: "pool",
      cid: connection.id,
      messageId: connection.queueEntry.messageId,
      action: "requeue"
    }, "Re-queued message <%s> for #%s. Attempt: #%s", connection.queueEntry.messageId, connection.id, connection.queueEntry.requeueAttempts), connection.queueEntry.resource = void 0, this._queue.unshift(connection.queueEntry), connection.queueEntry = !1, delay;
  }
  /**
   * Continue to process message if the pool hasn't closed
   * @internal
   */
  _continueProcessing() {
    this._closed ? this.close() : setTimeout(() => this._processMessages(), 100);
  }
  /**
   * Remove resource from pool
   *
   * @param connection The PoolResource to remove
   * @internal
   */
  _removeConnection(connection) {
    let index = this._connections.indexOf(connection);
    index !== -1 && this._connections.splice(index, 1);
  }
  /**
   * Checks if connections have hit current rate limit and if so, queues the availability callback
   *
   * @param callback Callback function to run once rate limiter has been cleared
   * @internal
   */
  _checkRateLimit(callback) {
    if (!this._rateLimit.limit)
      return callback();
    let now = Date.now();
    if (this._rateLimit.counter < this._rateLimit.limit)
      return callback();
    if (this._rateLimit.waiting.push(callback), this._rateLimit.checkpoint <= now - this._rateLimit.delta)
      return this._clearRateLimit();
    this._rateLimit.timeout || (this._rateLimit.timeout = setTimeout(() => this._clearRateLimit(), this._rateLimit.delta - (now - this._rateLimit.checkpoint)), this._rateLimit.checkpoint = now);
  }
  /**
   * Clears current rate limit limitation and runs paused callback
   * @internal
   */
  _clearRateLimit() {
    for (clearTimeout(this._rateLimit.timeout), this._rateLimit.timeout = null, this._rateLimit.counter = 0, this._rateLimit.checkpoint = !1; this._rateLimit.waiting.length; ) {
      let cb = this._rateLimit.waiting.shift();
      setImmediate(cb);
    }
  }
  /**
   * Returns true if there are free slots in the queue
   */
  isIdle() {
    return this.idling;
  }
  /**
   * Counts the messages the pool has not finished with yet: the ones waiting in the queue
   * plus the ones a connection is transmitting right now. isIdle() only tells whether the
   * pool can take another message, it is already true while a message is still being sent,
   * so use this to check that nothing would be lost by closing the pool. A message that is
   * re-queued after its connection dropped is counted until its callback runs, also while it waits to be put back on the queue, and
   * it is no longer counted by the time its callback runs.
   *
   * @returns Number of queued and in-flight messages
   */
  pendingCount() {
    return this._pending;
  }
  verify(callback) {
    let promise;
    callback || (promise = new Promise((resolve3, reject) => {
      callback = callbackPromise(resolve3, reject);
    }));
    let done = callback, auth = new PoolResource(this).auth, connectStartedAt = Date.now();
    return this.getSocket(Object.assign({}, this.options, { connectStartedAt }), (err, socketOptions) => {
      if (err)
        return done(err);
      let options = this.options;
      socketOptions && socketOptions.connection && (this.logger.info({
        tnx: "proxy",
        remoteAddress: socketOptions.connection.remoteAddress,
        remotePort: socketOptions.connection.remotePort,
        destHost: options.host || "",
        destPort: options.port || "",
        action: "connected"
      }, "Using proxied socket from %s:%s to %s:%s", socketOptions.connection.remoteAddress, socketOptions.connection.remotePort, options.host || "", options.port || ""), options = Object.assign(assign(!1, options), socketOptions));
      let connection = new smtp_connection_default(options);
      connection._connectStartedAt = connectStartedAt;
      let returned = !1;
      connection.once("error", (err2) => {
        if (!returned)
          return returned = !0, connection.close(), done(err2);
      }), connection.once("end", () => {
        if (!returned)
          return returned = !0, done(new Error("Connection closed"));
      });
      let finalize = () => {
        if (!returned)
          return returned = !0, connection.quit(), done(null, !0);
      };
      connection.connect((err2) => {
        if (!returned) {
          if (err2)
            return returned = !0, connection.close(), done(err2);
          if (auth && (connection.allowsAuth || options.forceAuth))
            connection.login(auth, (err3) => {
              if (!returned) {
                if (err3)
                  return returned = !0, connection.close(), done(err3);
                finalize();
              }
            });
          else if (!auth && connection.allowsAuth && options.forceAuth) {
            let err3 = new Error("Authentication info was not provided");
            return err3.code = ENOAUTH, returned = !0, connection.close(), done(err3);
          } else
            finalize();
        }
      });
    }), promise;
  }
}, smtp_pool_default = SMTPPool;

// node_modules/nodemailer/dist/esm/smtp-transport/index.js
var import_node_events5 = require("node:events");
var MESSAGE_AUTH_KEYS = ["type", "user", "pass", "accessToken", "refreshToken", "expires"], SMTPTransport = class extends import_node_events5.EventEmitter {
  constructor(options) {
    super(), this.supportsAbortSignal = !0, options = options || {}, typeof options == "string" && (options = {
      url: options
    });
    let urlData, service = options.service;
    typeof options.getSocket == "function" && (this.getSocket = options.getSocket), options.url && (urlData = parseConnectionUrl(options.url), service = service || urlData.service), this.options = assign(
      !1,
      // create new object
      options,
      // regular options
      urlData,
      // url options
      service && wellKnown(service)
      // wellknown options
    ), this.logger = getLogger(this.options, {
      component: this.options.component || "smtp-transport"
    }), this.name = "SMTP", this.version = version + "[client:" + version + "]", this.options.auth && (this.auth = this.getAuth({}));
  }
  /**
   * Placeholder function for creating proxy sockets. This method immediatelly returns
   * without a socket
   *
   * @param options Connection options
   * @param callback Callback function to run with the socket keys
   */
  getSocket(options, callback) {
    setImmediate(() => callback(null, !1));
  }
  getAuth(authOpts) {
    if (!authOpts)
      return this.auth && this.auth.oauth2 && this.mailer && (this.auth.oauth2.provisionCallback = this.mailer.get("oauth2_provision_cb") || this.auth.oauth2.provisionCallback), this.auth;
    let authData = Object.assign({}, this.options.auth && typeof this.options.auth == "object" ? this.options.auth : {});
    if (typeof authOpts == "object" && copyOwnKeys(authData, authOpts, (key) => !MESSAGE_AUTH_KEYS.includes(key)), Object.keys(authData).length === 0)
      return !1;
    switch ((authData.type || "").toString().toUpperCase()) {
      case "OAUTH2": {
        if (!authData.service && !authData.user)
          return !1;
        let oauth2 = new xoauth2_default(authData, this.logger);
        return oauth2.provisionCallback = this.mailer && this.mailer.get("oauth2_provision_cb") || oauth2.provisionCallback, oauth2.on("token", (token) => this.mailer.emit("token", token)), oauth2.on("error", (err) => this.emit("error", err)), {
          type: "OAUTH2",
          user: authData.user,
          oauth2,
          method: "XOAUTH2"
        };
      }
      default:
        return {
          type: (authData.type || "").toString().toUpperCase() || "LOGIN",
          user: authData.user,
          credentials: {
            user: authData.user || "",
            pass: authData.pass,
            options: authData.options
          },
          method: (authData.method || "").trim().toUpperCase() || this.options.authMethod || !1
        };
    }
  }
  /**
   * Sends an e-mail using the selected settings
   *
   * @param mail Mail object
   * @param callback Callback function
   */
  send(mail, callback) {
    let signal = mail.data.signal, returned = !1, connection, perCallAuth, cleanupPerCallAuth = () => {
      perCallAuth && perCallAuth !== this.auth && perCallAuth.oauth2 && perCallAuth.oauth2.removeAllListeners(), perCallAuth = null;
    }, finish = (err, info) => {
      returned || (returned = !0, signal?.removeEventListener("abort", onAbort), cleanupPerCallAuth(), connection?.close(), callback(err, info));
    };
    function onAbort() {
      finish(createAbortError(signal));
    }
    if (signal && (signal.addEventListener("abort", onAbort, { once: !0 }), signal.aborted)) {
      setImmediate(onAbort);
      return;
    }
    let connectStartedAt = Date.now();
    this.getSocket(Object.assign({}, this.options, { connectStartedAt }), (err, socketOptions) => {
      if (returned) {
        socketOptions && socketOptions.connection?.destroy();
        return;
      }
      if (err)
        return finish(err);
      let options = this.options;
      socketOptions && socketOptions.connection && (this.logger.info({
        tnx: "proxy",
        remoteAddress: socketOptions.connection.remoteAddress,
        remotePort: socketOptions.connection.remotePort,
        destHost: options.host || "",
        destPort: options.port || "",
        action: "connected"
      }, "Using proxied socket from %s:%s to %s:%s", socketOptions.connection.remoteAddress, socketOptions.connection.remotePort, options.host || "", options.port || ""), options = Object.assign(assign(!1, options), socketOptions));
      let smtp = connection = new smtp_connection_default(options);
      smtp._connectStartedAt = connectStartedAt, smtp.once("error", (err2) => finish(err2));
      let sendMessage = () => {
        let envelope = mail.message.getEnvelope(), messageId = mail.message.messageId(), recipients = [].concat(envelope.to || []);
        recipients.length > 3 && recipients.push("...and " + recipients.splice(2).length + " more"), mail.data.dsn && (envelope.dsn = mail.data.dsn), mail.data.requireTLSExtensionEnabled && (envelope.requireTLSExtensionEnabled = mail.data.requireTLSExtensionEnabled), this.logger.info({
          tnx: "send",
          messageId
        }, "Sending message %s to <%s>", messageId, recipients.join(", ")), smtp.send(envelope, mail.message.createReadStream(), (err2, info) => {
          if (!returned) {
            if (err2)
              return this.logger.error({
                err: err2,
                tnx: "send"
              }, "Send error for %s: %s", messageId, err2.message), finish(err2);
            info.envelope = {
              from: envelope.from,
              to: envelope.to
            }, info.messageId = messageId;
            try {
              return finish(null, info);
            } catch (E) {
              this.logger.error({
                err: E,
                tnx: "callback"
              }, "Callback error for %s: %s", messageId, E.message);
            }
          }
        });
      };
      smtp.connect((err2) => {
        if (!returned) {
          if (err2)
            return finish(err2);
          perCallAuth = this.getAuth(mail.data.auth), perCallAuth && (smtp.allowsAuth || options.forceAuth) ? smtp.login(perCallAuth, (err3) => {
            if (cleanupPerCallAuth(), !returned) {
              if (err3)
                return finish(err3);
              sendMessage();
            }
          }) : sendMessage();
        }
      });
    });
  }
  verify(callback) {
    let promise;
    callback || (promise = new Promise((resolve3, reject) => {
      callback = callbackPromise(resolve3, reject);
    }));
    let done = callback, connectStartedAt = Date.now();
    return this.getSocket(Object.assign({}, this.options, { connectStartedAt }), (err, socketOptions) => {
      if (err)
        return done(err);
      let options = this.options;
      socketOptions && socketOptions.connection && (this.logger.info({
        tnx: "proxy",
        remoteAddress: socketOptions.connection.remoteAddress,
        remotePort: socketOptions.connection.remotePort,
        destHost: options.host || "",
        destPort: options.port || "",
        action: "connected"
      }, "Using proxied socket from %s:%s to %s:%s", socketOptions.connection.remoteAddress, socketOptions.connection.remotePort, options.host || "", options.port || ""), options = Object.assign(assign(!1, options), socketOptions));
      let connection = new smtp_connection_default(options);
      connection._connectStartedAt = connectStartedAt;
      let returned = !1, perCallAuth, cleanupPerCallAuth = () => {
        perCallAuth && perCallAuth !== this.auth && perCallAuth.oauth2 && perCallAuth.oauth2.removeAllListeners(), perCallAuth = null;
      };
      connection.once("error", (err2) => {
        if (!returned)
          return returned = !0, cleanupPerCallAuth(), connection.close(), done(err2);
      }), connection.once("end", () => {
        if (!returned)
          return returned = !0, cleanupPerCallAuth(), done(new Error("Connection closed"));
      });
      let finalize = () => {
        if (!returned)
          return returned = !0, cleanupPerCallAuth(), connection.quit(), done(null, !0);
      };
      connection.connect((err2) => {
        if (!returned) {
          if (err2)
            return returned = !0, connection.close(), done(err2);
          if (perCallAuth = this.getAuth({}), perCallAuth && (connection.allowsAuth || options.forceAuth))
            connection.login(perCallAuth, (err3) => {
              if (cleanupPerCallAuth(), !returned) {
                if (err3)
                  return returned = !0, connection.close(), done(err3);
                finalize();
              }
            });
          else if (!perCallAuth && connection.allowsAuth && options.forceAuth) {
            let err3 = new Error("Authentication info was not provided");
            return err3.code = ENOAUTH, returned = !0, cleanupPerCallAuth(), connection.close(), done(err3);
          } else
            finalize();
        }
      });
    }), promise;
  }
  /**
   * Releases resources
   */
  close() {
    this.auth && this.auth.oauth2 && this.auth.oauth2.removeAllListeners(), this.emit("close");
  }
}, smtp_transport_default = SMTPTransport;

// node_modules/nodemailer/dist/esm/sendmail-transport/index.js
var import_node_child_process = require("node:child_process"), import_node_stream15 = require("node:stream");
var STDIN_ERROR_EXIT_WAIT = 1e3, SendmailTransport = class {
  constructor(options) {
    options = options || {}, this._spawn = import_node_child_process.spawn, this.options = options, this.name = "Sendmail", this.version = version, this.path = "sendmail", this.args = !1, this.logger = getLogger(this.options, {
      component: this.options.component || "sendmail"
    }), typeof options == "string" ? this.path = options : typeof options == "object" && (options.path && (this.path = options.path), Array.isArray(options.args) && (this.args = options.args)), this.winbreak = ["win", "windows", "dos", `\r
`].includes((options.newline || "").toString().toLowerCase());
  }
  /**
   * <p>Compiles a mailcomposer message and forwards it to handler that sends it.</p>
   *
   * @param mail MailComposer object
   * @param done Callback function to run when the sending is completed
   */
  send(mail, done) {
    mail.message.keepBcc = !0;
    let envelope = mail.message.getEnvelope(), messageId = mail.message.messageId(), returned;
    if ([].concat(envelope.from || []).concat(envelope.to || []).some((addr) => /^"?-/.test(addr))) {
      let err = new Error("Can not send mail. Invalid envelope addresses.");
      return err.code = ESENDMAIL, done(err);
    }
    let args = this.args ? ["-i"].concat(this.args).concat(envelope.to) : ["-i"].concat(envelope.from ? ["-f", envelope.from] : []).concat(envelope.to), callback = (err) => {
      if (!returned && (returned = !0, typeof done == "function"))
        return err ? done(err) : done(null, {
          envelope,
          messageId,
          response: "Messages queued for delivery"
        });
    }, sendmail;
    try {
      sendmail = this._spawn(this.path, args);
    } catch (E) {
      return this.logger.error({
        err: E,
        tnx: "spawn",
        messageId
      }, "Error occurred while spawning sendmail. %s", E.message), callback(E);
    }
    if (sendmail) {
      let stream, messageWritten = () => !!stream && stream.readableEnded, stdinError = null, release = () => {
        stream && !messageWritten() && stream.destroy();
      }, fail = (err) => {
        release(), callback(err);
      };
      sendmail.on("error", (err) => {
        this.logger.error({
          err,
          tnx: "spawn",
          messageId
        }, "Error occurred when sending message %s. %s", messageId, err.message), fail(err);
      });
      let onExit = (code, signal) => {
        let err = null;
        if (code ? err = new Error(code === 127 ? "Sendmail command not found, process exited with code " + code : "Sendmail exited with code " + code) : signal ? err = new Error("Sendmail was terminated by " + signal) : messageWritten() ? stdinError && (err = stdinError) : err = new Error("Sendmail exited before the message was written"), !err)
          return callback();
        err.code = err.code || ESENDMAIL, this.logger.error({
          err,
          tnx: "stdin",
          messageId
        }, "Error sending message %s to sendmail. %s", messageId, err.message), fail(err);
      };
      sendmail.once("exit", onExit), sendmail.once("close", onExit), sendmail.stdin.on("error", (err) => {
        if (this.logger.error({
          err,
          tnx: "stdin",
          messageId
        }, "Error occurred when piping message %s to sendmail. %s", messageId, err.message), stdinError)
          return;
        stdinError = err, release();
        let exitTimer = setTimeout(() => fail(err), STDIN_ERROR_EXIT_WAIT);
        sendmail.once("exit", () => clearTimeout(exitTimer));
      });
      let recipients = [].concat(envelope.to || []);
      recipients.length > 3 && recipients.push("...and " + recipients.splice(2).length + " more"), this.logger.info({
        tnx: "send",
        messageId
      }, "Sending message %s to <%s>", messageId, recipients.join(", "));
      let sourceStream = mail.message.createReadStream();
      stream = sourceStream, this.options.newline && (stream = (0, import_node_stream15.pipeline)(sourceStream, this.winbreak ? new LeWindows() : new LeUnix(), () => !1)), stream.once("error", (err) => {
        this.logger.error({
          err,
          tnx: "stdin",
          messageId
        }, "Error occurred when generating message %s. %s", messageId, err.message), sendmail.kill("SIGINT"), callback(err);
      }), stream.pipe(sendmail.stdin);
    } else {
      let err = new Error("sendmail was not found");
      return err.code = ESENDMAIL, callback(err);
    }
  }
}, sendmail_transport_default = SendmailTransport;

// node_modules/nodemailer/dist/esm/stream-transport/index.js
var StreamTransport = class {
  constructor(options) {
    options = options || {}, this.options = options, this.name = "StreamTransport", this.version = version, this.logger = getLogger(this.options, {
      component: this.options.component || "stream-transport"
    }), this.winbreak = ["win", "windows", "dos", `\r
`].includes((options.newline || "").toString().toLowerCase());
  }
  /**
   * Compiles a mailcomposer message and forwards it to handler that sends it
   *
   * @param mail MailComposer object
   * @param done Callback function to run when the sending is completed
   */
  send(mail, done) {
    mail.message.keepBcc = !0;
    let envelope = mail.message.getEnvelope(), messageId = mail.message.messageId(), recipients = [].concat(envelope.to || []);
    recipients.length > 3 && recipients.push("...and " + recipients.splice(2).length + " more"), this.logger.info({
      tnx: "send",
      messageId
    }, "Sending message %s to <%s> using %s line breaks", messageId, recipients.join(", "), this.winbreak ? "<CR><LF>" : "<LF>"), setImmediate(() => {
      let stream;
      try {
        if (stream = mail.message.createReadStream(), this.options.newline) {
          let sourceStream = stream;
          stream = sourceStream.pipe(this.winbreak ? new LeWindows() : new LeUnix()), sourceStream.once("error", (err) => stream.emit("error", err));
        }
      } catch (E) {
        return this.logger.error({
          err: E,
          tnx: "send",
          messageId
        }, "Creating send stream failed for %s. %s", messageId, E.message), done(E);
      }
      if (!this.options.buffer)
        return stream.once("error", (err) => {
          this.logger.error({
            err,
            tnx: "send",
            messageId
          }, "Failed creating message for %s. %s", messageId, err.message);
        }), done(null, {
          envelope,
          messageId,
          message: stream
        });
      let chunks = [], chunklen = 0;
      stream.on("readable", () => {
        let chunk;
        for (; (chunk = stream.read()) !== null; )
          chunks.push(chunk), chunklen += chunk.length;
      }), stream.once("error", (err) => (this.logger.error({
        err,
        tnx: "send",
        messageId
      }, "Failed creating message for %s. %s", messageId, err.message), done(err))), stream.on("end", () => done(null, {
        envelope,
        messageId,
        message: Buffer.concat(chunks, chunklen)
      }));
    });
  }
}, stream_transport_default = StreamTransport;

// node_modules/nodemailer/dist/esm/json-transport/index.js
var JSONTransport = class {
  constructor(options) {
    options = options || {}, this.options = options, this.name = "JSONTransport", this.version = version, this.logger = getLogger(this.options, {
      component: this.options.component || "json-transport"
    });
  }
  /**
   * <p>Compiles a mailcomposer message and forwards it to handler that sends it.</p>
   *
   * @param mail MailComposer object
   * @param done Callback function to run when the sending is completed
   */
  send(mail, done) {
    mail.message.keepBcc = !0;
    let envelope = mail.message.getEnvelope(), messageId = mail.message.messageId(), recipients = [].concat(envelope.to || []);
    recipients.length > 3 && recipients.push("...and " + recipients.splice(2).length + " more"), this.logger.info({
      tnx: "send",
      messageId
    }, "Composing JSON structure of %s to <%s>", messageId, recipients.join(", ")), setImmediate(() => {
      mail.normalize((err, data) => err ? (this.logger.error({
        err,
        tnx: "send",
        messageId
      }, "Failed building JSON structure for %s. %s", messageId, err.message), done(err)) : (delete data.envelope, delete data.normalizedHeaders, delete data.signal, done(null, {
        envelope,
        messageId,
        message: this.options.skipEncoding ? data : JSON.stringify(data)
      })));
    });
  }
}, json_transport_default = JSONTransport;

// node_modules/nodemailer/dist/esm/ses-transport/index.js
var import_node_events6 = __toESM(require("node:events"), 1);
function tagSesError(err) {
  return err && typeof err == "object" && !err.code && (err.code = ESES), err;
}
var SESTransport = class extends import_node_events6.default {
  constructor(options) {
    if (super(), !options || !options.SES || !options.SES.sesClient) {
      let error2 = new Error("Missing SES configuration, expecting { sesClient, SendEmailCommand } from @aws-sdk/client-sesv2, see https://nodemailer.com/transports/ses/");
      throw error2.code = ECONFIG, error2;
    }
    this.options = options, this.ses = this.options.SES, this.name = "SESTransport", this.version = version, this.logger = getLogger(this.options, {
      component: this.options.component || "ses-transport"
    });
  }
  getRegion(cb) {
    if (this.ses.sesClient.config && typeof this.ses.sesClient.config.region == "function") {
      this.ses.sesClient.config.region().then((region) => cb(null, region), (err) => cb(err));
      return;
    }
    return cb(null, !1);
  }
  /**
   * Compiles a mailcomposer message and forwards it to SES
   *
   * @param mail MailComposer object
   * @param callback Callback function to run when the sending is completed
   */
  send(mail, callback) {
    let fromHeader = mail.message._headers.find((header) => /^from$/i.test(header.key));
    if (fromHeader) {
      let mimeNode = new mime_node_default("text/plain");
      fromHeader = mimeNode._convertAddresses(mimeNode._parseAddresses(fromHeader.value));
    }
    let envelope = mail.message.getEnvelope(), messageId = mail.message.messageId(), recipients = [].concat(envelope.to || []);
    recipients.length > 3 && recipients.push("...and " + recipients.splice(2).length + " more"), this.logger.info({
      tnx: "send",
      messageId
    }, "Sending message %s to <%s>", messageId, recipients.join(", "));
    let getRawMessage = (next) => {
      mail.data._dkim || (mail.data._dkim = {}), mail.data._dkim.skipFields && typeof mail.data._dkim.skipFields == "string" ? mail.data._dkim.skipFields += ":date:message-id" : mail.data._dkim.skipFields = "date:message-id";
      let sourceStream = mail.message.createReadStream(), stream = sourceStream.pipe(new LeWindows()), chunks = [], chunklen = 0;
      stream.on("readable", () => {
        let chunk;
        for (; (chunk = stream.read()) !== null; )
          chunks.push(chunk), chunklen += chunk.length;
      }), sourceStream.once("error", (err) => stream.emit("error", err)), stream.once("error", (err) => next(err)), stream.once("end", () => next(null, Buffer.concat(chunks, chunklen)));
    };
    setImmediate(() => getRawMessage((err, raw) => {
      if (err)
        return this.logger.error({
          err,
          tnx: "send",
          messageId
        }, "Failed creating message for %s. %s", messageId, err.message), callback(err);
      let sesMessage = copyOwnKeys({
        Content: {
          Raw: {
            // required
            Data: raw
            // required
          }
        },
        FromEmailAddress: fromHeader || envelope.from,
        Destination: {
          ToAddresses: envelope.to
        }
      }, mail.data.ses);
      this.getRegion((err2, region) => {
        (err2 || !region) && (region = "us-east-1");
        let sendPromise;
        try {
          let command = new this.ses.SendEmailCommand(sesMessage);
          sendPromise = this.ses.sesClient.send(command);
        } catch (err3) {
          tagSesError(err3), this.logger.error({
            err: err3,
            tnx: "send"
          }, "Send error for %s: %s", messageId, err3.message), setImmediate(() => callback(err3));
          return;
        }
        sendPromise.then((data) => {
          region === "us-east-1" && (region = "email");
          let info = {
            envelope: {
              from: envelope.from,
              to: envelope.to
            },
            messageId: "<" + data.MessageId + (/@/.test(data.MessageId) ? "" : "@" + region + ".amazonses.com") + ">",
            response: data.MessageId,
            raw
          };
          setImmediate(() => callback(null, info));
        }).catch((err3) => {
          tagSesError(err3), this.logger.error({
            err: err3,
            tnx: "send"
          }, "Send error for %s: %s", messageId, err3.message), setImmediate(() => callback(err3));
        });
      });
    }));
  }
  verify(callback) {
    let promise;
    callback || (promise = new Promise((resolve3, reject) => {
      callback = callbackPromise(resolve3, reject);
    }));
    let done = callback, cb = (err) => err && !["InvalidParameterValue", "MessageRejected"].includes(err.code || err.Code || err.name) ? done(tagSesError(err)) : done(null, !0), sesMessage = {
      Content: {
        Raw: {
          Data: Buffer.from(`From: <invalid@invalid>\r
To: <invalid@invalid>\r
 Subject: Invalid\r
\r
Invalid`)
        }
      },
      FromEmailAddress: "invalid@invalid",
      Destination: {
        ToAddresses: ["invalid@invalid"]
      }
    };
    return this.getRegion(() => {
      let sendPromise;
      try {
        let command = new this.ses.SendEmailCommand(sesMessage);
        sendPromise = this.ses.sesClient.send(command);
      } catch (err) {
        setImmediate(() => cb(err));
        return;
      }
      sendPromise.then(() => setImmediate(() => cb(null))).catch((err) => setImmediate(() => cb(err)));
    }), promise;
  }
}, ses_transport_default = SESTransport;

// node_modules/nodemailer/dist/esm/nodemailer.js
function createTransport(transporter, defaults) {
  let options;
  if (
    // provided transporter is a configuration object, not transporter plugin
    typeof transporter == "object" && typeof transporter.send != "function" || // provided transporter looks like a connection url
    typeof transporter == "string" && /^(smtps?|direct):/i.test(transporter)
  ) {
    let urlConfig = typeof transporter == "string" ? transporter : transporter.url;
    if (urlConfig) {
      let parsed = parseConnectionUrl(urlConfig);
      options = typeof transporter == "object" ? assign(!1, copyOwnKeys({}, transporter, (key) => key === "url"), parsed) : parsed;
    } else
      options = transporter;
    if (options.pool)
      transporter = new smtp_pool_default(options);
    else if (options.sendmail)
      transporter = new sendmail_transport_default(options);
    else if (options.streamTransport)
      transporter = new stream_transport_default(options);
    else if (options.jsonTransport)
      transporter = new json_transport_default(options);
    else if (options.SES) {
      let ses = options.SES;
      if (ses.ses && ses.aws) {
        let error2 = new Error("Using legacy SES configuration, expecting @aws-sdk/client-sesv2, see https://nodemailer.com/transports/ses/");
        throw error2.code = ECONFIG, error2;
      }
      transporter = new ses_transport_default(options);
    } else
      transporter = new smtp_transport_default(options);
  }
  return new mailer_default(transporter, options, defaults);
}

// src/platform/smtp.ts
async function sendMail(m, timeoutMs = 2e4) {
  let transport = createTransport({
    host: m.host,
    port: m.port,
    secure: m.secure,
    requireTLS: !m.secure,
    ...m.auth ? { auth: m.auth } : {},
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs
  });
  try {
    let info = await transport.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text });
    return String(info.messageId ?? "");
  } finally {
    transport.close();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  sendMail
});
