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

// src/domain/volume/facts.ts
var TAGS_MAX = 100;

// src/core/inert.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, escaped = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
function picture(c) {
  let n = c.charCodeAt(0);
  return n < 32 ? String.fromCharCode(9216 + n) : n === 127 ? "\u2421" : escaped(c);
}
function inert(text) {
  return text.replace(CONTROL, picture);
}
var JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
function inertJson(value, indent) {
  return (JSON.stringify(value, null, indent) ?? "null").replace(JSON_UNSAFE, escaped);
}

// src/adapters/cli/version.ts
var VERSION = "0.1.0";

// src/adapters/mcp/server.ts
var PROTOCOLS = ["2025-06-18", "2025-03-26", "2024-11-05"], LINE_MAX = 1 << 20, STRING_MAX = 4096, CONCURRENT = 4, str = (description) => ({ type: "string", description, maxLength: STRING_MAX }), readingTools = () => [
  {
    name: "list_resumable_sessions",
    description: "Sessions that can be resumed, newest first: failed (crashed: gone without ending), paused (ended with work left), running, ended or any.",
    inputSchema: {
      type: "object",
      properties: {
        status: { type: "string", enum: ["failed", "crashed", "paused", "ended", "running", "any"], default: "failed" },
        limit: { type: "integer", minimum: 1, maximum: 200, default: 20 }
      }
    },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).listResumableSessions(ctx, {
      status: optString(a, "status"),
      limit: optInt(a, "limit")
    })
  },
  {
    name: "list_session_checkpoints",
    description: "A session's checkpoints, oldest first: type (trigger), phase, whether it is clean (no tool failed since the one before) and can be resumed from, a one-line description.",
    inputSchema: {
      type: "object",
      properties: {
        session_id: str("a session id or a unique prefix (8 characters are usually enough)"),
        checkpoint_type: str("only this trigger: phase, stop, periodic, manual, error, crash, complete, \u2026"),
        clean_only: { type: "boolean", default: !1 }
      },
      required: ["session_id"]
    },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).listSessionCheckpoints(ctx, {
      session_id: reqString(a, "session_id"),
      checkpoint_type: optString(a, "checkpoint_type"),
      clean_only: a.clean_only === !0
    })
  },
  {
    name: "inspect_checkpoint",
    description: "One checkpoint in detail: phase, completed phases, task, files changed, decisions, failures, metrics, approval, its summary; with include_memory the PAI state and the project memory too.",
    inputSchema: {
      type: "object",
      properties: {
        checkpoint_id: str("a checkpoint id or a unique prefix"),
        session_id: str("its session (optional: ids are unique)"),
        include_memory: { type: "boolean", default: !1 }
      },
      required: ["checkpoint_id"]
    },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).inspectCheckpoint(ctx, {
      checkpoint_id: reqString(a, "checkpoint_id"),
      session_id: optString(a, "session_id"),
      include_memory: a.include_memory === !0
    })
  }
], actingTools = () => [
  {
    name: "resume_session",
    description: "Resumes a session's unfinished work in THIS session (as /checkpoint:resume: its phase, task, ISC criteria, decisions and open tasks), and names the terminal command that resumes its conversation. memory_modifications: a JSON object of settings for that resume (our --set).",
    inputSchema: {
      type: "object",
      properties: {
        session_id: str("a session id or a unique prefix"),
        checkpoint_id: str("resume from this checkpoint (default: the newest usable)"),
        memory_modifications: str('a JSON object, e.g. {"env.ANTHROPIC_MODEL": "claude-x"}')
      },
      required: ["session_id"]
    },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).resumeFromAgent(ctx, {
      session_id: reqString(a, "session_id"),
      checkpoint_id: optString(a, "checkpoint_id"),
      memory_modifications: optString(a, "memory_modifications")
    })
  },
  {
    name: "save_checkpoint",
    description: "Saves a checkpoint of this session now (a phase record when in an Algorithm phase, and a full session checkpoint), with an optional label and tags (milestone/v1.0).",
    inputSchema: {
      type: "object",
      properties: {
        label: str("a name for it"),
        tags: { type: "array", items: { type: "string" }, maxItems: TAGS_MAX }
      }
    },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).saveFromAgent(ctx, {
      label: optString(a, "label"),
      tags: optStrings(a, "tags")
    })
  }
], tools = () => [...readingTools(), ...actingTools()];
function bounded(k, v) {
  if (v.length > STRING_MAX)
    throw new CheckpointError("USAGE", `${k} is ${v.length} characters long (at most ${STRING_MAX})`);
  return v;
}
function reqString(a, k) {
  let v = a[k];
  if (typeof v != "string" || !v.trim())
    throw new CheckpointError("USAGE", `${k} is missing`, `give ${k} as a string`);
  return bounded(k, v).trim();
}
function optString(a, k) {
  let v = a[k];
  if (!(v == null || v === "")) {
    if (typeof v != "string") throw new CheckpointError("USAGE", `${k} must be a string`);
    return bounded(k, v);
  }
}
function optInt(a, k) {
  let v = a[k];
  if (v != null) {
    if (typeof v != "number" || !Number.isInteger(v)) throw new CheckpointError("USAGE", `${k} must be a whole number`);
    return v;
  }
}
function optStrings(a, k) {
  let v = a[k];
  if (v != null) {
    if (!Array.isArray(v) || !v.every((x) => typeof x == "string"))
      throw new CheckpointError("USAGE", `${k} must be a list of strings`);
    return v;
  }
}
async function handle(ctx, msg, signal) {
  let method = typeof msg.method == "string" ? msg.method : void 0, params = typeof msg.params == "object" && msg.params !== null ? msg.params : {};
  if (!method) return { error: { code: -32600, message: "not a JSON-RPC request (no method)" } };
  if (msg.id !== void 0)
    switch (method) {
      case "initialize": {
        let asked = typeof params.protocolVersion == "string" ? params.protocolVersion : PROTOCOLS[0];
        return {
          result: {
            protocolVersion: PROTOCOLS.includes(asked) ? asked : PROTOCOLS[0],
            capabilities: { tools: {}, resources: {} },
            serverInfo: { name: "pai-checkpoint", version: VERSION }
          }
        };
      }
      case "ping":
        return { result: {} };
      case "tools/list":
        return {
          result: { tools: tools().map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) }
        };
      case "tools/call":
        return { result: await callTool(ctx, params, signal) };
      case "resources/list":
        return {
          result: {
            resources: [
              {
                uri: "checkpoint://state",
                name: "pai-checkpoint state",
                description: "This session's PAI phase, task, ISC criteria and last checkpoint",
                mimeType: "application/json"
              }
            ]
          }
        };
      case "resources/read": {
        if (params.uri !== "checkpoint://state")
          return {
            error: {
              code: -32602,
              message: `no resource ${JSON.stringify(params.uri)}: this server has checkpoint://state`
            }
          };
        try {
          let state = await (await import("./lib/agent-tools.cjs")).currentState(await ctx());
          return {
            result: { contents: [{ uri: "checkpoint://state", mimeType: "application/json", text: inertJson(state) }] }
          };
        } catch (err) {
          return { error: { code: -32603, message: inert(errorMessage(err)) } };
        }
      }
      default:
        return { error: { code: -32601, message: `method ${method} is not served here` } };
    }
}
async function callTool(ctx, params, signal) {
  let tool = tools().find((t) => t.name === params.name);
  if (!tool)
    return {
      isError: !0,
      content: [
        {
          type: "text",
          text: inert(
            `no tool ${JSON.stringify(params.name)}: ${tools().map((t) => t.name).join(", ")}`
          )
        }
      ]
    };
  try {
    let args = typeof params.arguments == "object" && params.arguments !== null ? params.arguments : {}, context = await ctx();
    if (signal?.aborted)
      throw new CheckpointError("USAGE", "the client left before the call started: nothing was done");
    let data = await tool.run(context, args);
    return { content: [{ type: "text", text: inertJson(data, 2) }], structuredContent: data };
  } catch (err) {
    let hint = err instanceof CheckpointError && err.hint ? ` (${err.hint})` : "";
    return {
      isError: !0,
      content: [{ type: "text", text: inert(`${tool.name} failed: ${errorMessage(err)}${hint}`) }]
    };
  }
}
var validId = (id) => id == null || typeof id == "string" || typeof id == "number";
function readLines(input, max, on) {
  let parts = [], size = 0, skipping = !1, flush = () => {
    !skipping && size > 0 && on.line(Buffer.concat(parts).toString("utf8").replace(/\r$/, "")), parts = [], size = 0, skipping = !1;
  };
  input.on("data", (chunk) => {
    let buf = typeof chunk == "string" ? Buffer.from(chunk) : chunk;
    for (; ; ) {
      let nl = buf.indexOf(10), piece = nl < 0 ? buf : buf.subarray(0, nl);
      if (!skipping && size + piece.length > max ? (skipping = !0, parts = [], on.tooLong()) : skipping || (parts.push(piece), size += piece.length), nl < 0) return;
      flush(), buf = buf.subarray(nl + 1);
    }
  });
  let ended = !1, end = () => {
    ended || (ended = !0, flush(), on.end());
  };
  input.once("end", end), input.once("close", end), input.once("error", end);
}
function serve(ctx, input = process.stdin, output = process.stdout) {
  let gone = new AbortController();
  output.on("error", () => gone.abort());
  let send = (id, r) => {
    output.write(`${inertJson({ jsonrpc: "2.0", id, ...r })}
`);
  }, working = /* @__PURE__ */ new Set(), waiting = [], next = () => {
    for (; working.size < CONCURRENT && waiting.length && !gone.signal.aborted; ) {
      let m = waiting.shift(), job = handle(ctx, m, gone.signal).then((r) => {
        r && send(m.id ?? null, r);
      }).catch((err) => {
        send(m.id ?? null, { error: { code: -32603, message: errorMessage(err) } });
      }).finally(() => {
        working.delete(job), next();
      });
      working.add(job);
    }
  }, message = (line) => {
    if (!line.trim() || gone.signal.aborted) return;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return send(null, { error: { code: -32700, message: "parse error: not JSON" } });
    }
    if (typeof msg != "object" || msg === null || Array.isArray(msg))
      return send(null, { error: { code: -32600, message: "not a JSON-RPC request" } });
    if (!validId(msg.id))
      return send(null, {
        error: { code: -32600, message: "invalid request: its id must be a string, a number or null (JSON-RPC 2.0)" }
      });
    waiting.push(msg), next();
  };
  return new Promise((resolve) => {
    readLines(input, LINE_MAX, {
      line: message,
      tooLong: () => send(null, { error: { code: -32600, message: `invalid request: a message is at most ${LINE_MAX} bytes` } }),
      end: () => {
        gone.abort(), waiting.length = 0, Promise.all(working).then(() => resolve());
      }
    });
  });
}

// src/adapters/mcp/entry.ts
serve(async () => (await import("./lib/agent-tools.cjs")).toolContext()).then(() => process.exit(0));
