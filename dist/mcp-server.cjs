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

// src/adapters/mcp/server.ts
var import_node_readline = require("node:readline");

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

// src/adapters/cli/version.ts
var VERSION = "0.1.0";

// src/adapters/mcp/server.ts
var PROTOCOLS = ["2025-06-18", "2025-03-26", "2024-11-05"], str = (description) => ({ type: "string", description }), tools = () => [
  {
    name: "list_resumable_sessions",
    description: "Sessions that can be resumed, newest first: failed (crashed: gone without ending), paused (ended with work left), running, ended or any.",
    inputSchema: { type: "object", properties: { status: { type: "string", enum: ["failed", "crashed", "paused", "ended", "running", "any"], default: "failed" }, limit: { type: "integer", minimum: 1, maximum: 200, default: 20 } } },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).listResumableSessions(ctx, { status: optString(a, "status"), limit: optInt(a, "limit") })
  },
  {
    name: "list_session_checkpoints",
    description: "A session's checkpoints, oldest first: type (trigger), phase, whether it is clean (no tool failed since the one before) and can be resumed from, a one-line description.",
    inputSchema: { type: "object", properties: { session_id: str("a session id or a unique prefix (8 characters are usually enough)"), checkpoint_type: str("only this trigger: phase, stop, periodic, manual, error, complete, \u2026"), clean_only: { type: "boolean", default: !1 } }, required: ["session_id"] },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).listSessionCheckpoints(ctx, { session_id: reqString(a, "session_id"), checkpoint_type: optString(a, "checkpoint_type"), clean_only: a.clean_only === !0 })
  },
  {
    name: "inspect_checkpoint",
    description: "One checkpoint in detail: phase, completed phases, task, files changed, decisions, failures, metrics, approval, its summary; with include_memory the PAI state and the project memory too.",
    inputSchema: { type: "object", properties: { checkpoint_id: str("a checkpoint id or a unique prefix"), session_id: str("its session (optional: ids are unique)"), include_memory: { type: "boolean", default: !1 } }, required: ["checkpoint_id"] },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).inspectCheckpoint(ctx, { checkpoint_id: reqString(a, "checkpoint_id"), session_id: optString(a, "session_id"), include_memory: a.include_memory === !0 })
  },
  {
    name: "resume_session",
    description: "Resumes a session's unfinished work in THIS session (as /checkpoint:resume: its phase, task, ISC criteria, decisions and open tasks), and names the terminal command that resumes its conversation. memory_modifications: a JSON object of settings for that resume (our --set).",
    inputSchema: { type: "object", properties: { session_id: str("a session id or a unique prefix"), checkpoint_id: str("resume from this checkpoint (default: the newest usable)"), memory_modifications: str('a JSON object, e.g. {"env.ANTHROPIC_MODEL": "claude-x"}') }, required: ["session_id"] },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).resumeFromAgent(ctx, { session_id: reqString(a, "session_id"), checkpoint_id: optString(a, "checkpoint_id"), memory_modifications: optString(a, "memory_modifications") })
  },
  {
    name: "save_checkpoint",
    description: "Saves a checkpoint of this session now (a phase record when in an Algorithm phase, and a full session checkpoint), with an optional label and tags (milestone/v1.0).",
    inputSchema: { type: "object", properties: { label: str("a name for it"), tags: { type: "array", items: { type: "string" } } } },
    run: async (ctx, a) => (await import("./lib/agent-tools.cjs")).saveFromAgent(ctx, { label: optString(a, "label"), tags: optStrings(a, "tags") })
  }
];
function reqString(a, k) {
  let v = a[k];
  if (typeof v != "string" || !v.trim()) throw new CheckpointError("USAGE", `${k} is missing`, `give ${k} as a string`);
  return v.trim();
}
function optString(a, k) {
  let v = a[k];
  if (!(v == null || v === "")) {
    if (typeof v != "string") throw new CheckpointError("USAGE", `${k} must be a string`);
    return v;
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
    if (!Array.isArray(v) || !v.every((x) => typeof x == "string")) throw new CheckpointError("USAGE", `${k} must be a list of strings`);
    return v;
  }
}
async function handle(ctx, msg) {
  let method = typeof msg.method == "string" ? msg.method : void 0, params = typeof msg.params == "object" && msg.params !== null ? msg.params : {};
  if (!method) return { error: { code: -32600, message: "not a JSON-RPC request (no method)" } };
  if (msg.id !== void 0)
    switch (method) {
      case "initialize": {
        let asked = typeof params.protocolVersion == "string" ? params.protocolVersion : PROTOCOLS[0];
        return { result: { protocolVersion: PROTOCOLS.includes(asked) ? asked : PROTOCOLS[0], capabilities: { tools: {}, resources: {} }, serverInfo: { name: "pai-checkpoint", version: VERSION } } };
      }
      case "ping":
        return { result: {} };
      case "tools/list":
        return { result: { tools: tools().map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) } };
      case "tools/call":
        return { result: await callTool(ctx, params) };
      case "resources/list":
        return { result: { resources: [{ uri: "checkpoint://state", name: "pai-checkpoint state", description: "This session's PAI phase, task, ISC criteria and last checkpoint", mimeType: "application/json" }] } };
      case "resources/read": {
        if (params.uri !== "checkpoint://state") return { error: { code: -32602, message: `no resource ${JSON.stringify(params.uri)}: this server has checkpoint://state` } };
        try {
          let state = await (await import("./lib/agent-tools.cjs")).currentState(await ctx());
          return { result: { contents: [{ uri: "checkpoint://state", mimeType: "application/json", text: JSON.stringify(state) }] } };
        } catch (err) {
          return { error: { code: -32603, message: errorMessage(err) } };
        }
      }
      default:
        return { error: { code: -32601, message: `method ${method} is not served here` } };
    }
}
async function callTool(ctx, params) {
  let tool = tools().find((t) => t.name === params.name);
  if (!tool) return { isError: !0, content: [{ type: "text", text: `no tool ${JSON.stringify(params.name)}: ${tools().map((t) => t.name).join(", ")}` }] };
  try {
    let args = typeof params.arguments == "object" && params.arguments !== null ? params.arguments : {}, data = await tool.run(await ctx(), args);
    return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }], structuredContent: data };
  } catch (err) {
    let hint = err instanceof CheckpointError && err.hint ? ` (${err.hint})` : "";
    return { isError: !0, content: [{ type: "text", text: `${tool.name} failed: ${errorMessage(err)}${hint}` }] };
  }
}
function serve(ctx, input = process.stdin, output = process.stdout) {
  let send = (id, r) => output.write(`${JSON.stringify({ jsonrpc: "2.0", id, ...r })}
`), pending = /* @__PURE__ */ new Set(), lines = (0, import_node_readline.createInterface)({ input, crlfDelay: 1 / 0 });
  return lines.on("line", (line) => {
    if (!line.trim()) return;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      send(null, { error: { code: -32700, message: "parse error: not JSON" } });
      return;
    }
    if (typeof msg != "object" || msg === null || Array.isArray(msg)) {
      send(null, { error: { code: -32600, message: "not a JSON-RPC request" } });
      return;
    }
    let m = msg, job = handle(ctx, m).then((r) => {
      r && send(m.id ?? null, r);
    }).catch((err) => {
      send(m.id ?? null, { error: { code: -32603, message: errorMessage(err) } });
    });
    pending.add(job), job.finally(() => pending.delete(job));
  }), new Promise((resolve) => lines.once("close", () => {
    Promise.all(pending).then(() => resolve());
  }));
}

// src/adapters/mcp/entry.ts
serve(async () => (await import("./lib/agent-tools.cjs")).toolContext());
