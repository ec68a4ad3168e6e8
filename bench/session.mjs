// The plugin's cost to a real Claude Code session (issue 9, "Proof"): the real claude binary
// (node_modules/.bin/claude) runs the same scripted session WITHOUT and WITH the plugin
// (`--plugin-dir <repo>`), interleaved, BENCH_SESSION_ROUNDS rounds (default 5, at least 3).
//
// The session: one prompt, 30 Bash tool calls (`echo n >> log.txt`, each its own assistant message),
// seven of them preceded by a PAI phase header (the first also by a `🗒️ TASK:` line), then a final
// text. The model is a scripted Messages API on 127.0.0.1 in this process that answers at once.
//
//   session wall p50 with the plugin / without it          target <= 1.10 (issue 37; 1.05 was out of
//     reach while a session starts a synchronous Node hook: docs/architecture.md, "What the plugin
//     still costs the scripted session")
//   ms added per tool call: (p50 with - p50 without) / 30  (shown, no target of its own)
//   every plugin run wrote the 7 phase records (phaseNumber 1..7 of its session) within 5 s of exit
//   a header line reaching the transcript → its record on disk, p95 over all plugin runs   target <= 250 ms
//     (both seen by this process through file events on the run's HOME, so their lag cancels)
//
// Each run has its own throw-away HOME and cwd; processes left in them (detached workers, orphaned
// tools) are waited for, then killed, before the next run starts.
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import {
  ROOT,
  bashCall,
  makeRunDirs,
  ms,
  p50,
  runClaude as runClaudeIn,
  settle as settleIn,
  sleep,
  startScriptedApi,
} from './lib/claude-run.mjs';

/** The plugin measured (default: this repository); another folder to compare variants of it. */
const PLUGIN = process.env.BENCH_PLUGIN_DIR ?? ROOT;
const ROUNDS = Math.max(3, Number(process.env.BENCH_SESSION_ROUNDS ?? 5) || 5);
const TOOL_CALLS = 30;
const RECORD_WAIT_MS = 5_000;
const WORKER_WAIT_MS = 20_000;

const work = realpathSync(mkdtempSync(join(tmpdir(), 'pai-bench-session-')));
const results = [];
function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio} (target ${target})`);
}

// --- the scripted model ---------------------------------------------------------------------------
const HEADERS = [
  '━━━ 👁️ OBSERVE ━━━ 1/7',
  '━━━ 🧠 THINK ━━━ 2/7',
  '━━━ 📋 PLAN ━━━ 3/7',
  '━━━ 🔨 BUILD ━━━ 4/7',
  '━━━ ⚡ EXECUTE ━━━ 5/7',
  '━━━ ✅ VERIFY ━━━ 6/7',
  '━━━ 📚 LEARN ━━━ 7/7',
];
/** tool call k (0-based) that carries header n+1: spread over the turn, 0 5 10 15 19 24 29 */
const HEADER_AT = new Map(HEADERS.map((h, i) => [Math.round((i * (TOOL_CALLS - 1)) / (HEADERS.length - 1)), i]));

/** Turn k = number of assistant messages in the request (stateless, like test/e2e/fake-api.ts). */
function scriptTurn(k) {
  if (k >= TOOL_CALLS) return [{ type: 'text', text: `Done: ${TOOL_CALLS} lines in log.txt.` }];
  const blocks = [];
  const h = HEADER_AT.get(k);
  if (h !== undefined)
    blocks.push({
      type: 'text',
      text: `${h === 0 ? '🗒️ TASK: Append thirty numbered lines to a log\n\n' : ''}${HEADERS[h]}\nWorking on step ${k + 1}.`,
    });
  blocks.push(bashCall(k, `echo ${k + 1} >> log.txt`, `append line ${k + 1}`));
  return blocks;
}

const api = await startScriptedApi(scriptTurn);

// --- one session ------------------------------------------------------------------------------------
const newRunDirs = (label) => makeRunDirs(work, label);
const runClaude = (home, cwd, plugin) =>
  runClaudeIn({
    home,
    cwd,
    api: api.url,
    prompt: 'Append thirty numbered lines to log.txt.',
    plugin: plugin ? PLUGIN : undefined,
  });
const settle = (dir, home) => settleIn(dir, home, WORKER_WAIT_MS);

/** phaseNumbers (1..7) of this session's records in $HOME/.pai/checkpoints/*.json */
function phasesWritten(home, sessionId) {
  const dir = join(home, '.pai', 'checkpoints');
  const got = new Set();
  let names = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return got;
  }
  for (const n of names) {
    try {
      const r = JSON.parse(readFileSync(join(dir, n), 'utf8'));
      if (r.sessionId === sessionId && Number.isInteger(r.phaseNumber)) got.add(r.phaseNumber);
    } catch {
      /* being written */
    }
  }
  return got;
}

/**
 * When each phase header first reached the session's transcript, and when its record appeared in
 * ~/.pai/checkpoints, from file events on the run's HOME (recursive inotify watches).
 */
function watchLatency(home) {
  const lineAt = new Map();
  const recordAt = new Map();
  const offsets = new Map();
  const recordsDir = join(home, '.pai', 'checkpoints');
  const seen = new Set();
  const scanTranscript = (file) => {
    let size;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    const from = offsets.get(file) ?? 0;
    if (size <= from) return;
    const buf = Buffer.alloc(size - from);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buf, 0, buf.length, from);
    } finally {
      closeSync(fd);
    }
    const text = buf.toString('utf8');
    const end = text.lastIndexOf('\n');
    if (end < 0) return;
    offsets.set(file, from + Buffer.byteLength(text.slice(0, end + 1)));
    const now = performance.now();
    for (const m of text.slice(0, end).matchAll(/━━━ [^\n"]*? (\d)\/7/g))
      if (!lineAt.has(Number(m[1]))) lineAt.set(Number(m[1]), now);
  };
  const scanRecords = () => {
    let names = [];
    try {
      names = readdirSync(recordsDir).filter((n) => n.startsWith('ckpt-') && !seen.has(n));
    } catch {
      return;
    }
    const now = performance.now();
    for (const n of names) {
      try {
        const r = JSON.parse(readFileSync(join(recordsDir, n), 'utf8'));
        seen.add(n);
        if (!recordAt.has(r.phaseNumber)) recordAt.set(r.phaseNumber, now);
      } catch {
        /* being written: the next event reads it */
      }
    }
  };
  const w = watch(home, { recursive: true }, (_e, name) => {
    if (!name) return;
    if (name.endsWith('.jsonl') && name.includes(`.claude${sep}projects`)) scanTranscript(join(home, name));
    else if (name.startsWith(join('.pai', 'checkpoints'))) scanRecords();
  });
  return {
    stop() {
      w.close();
      scanRecords();
      return [...lineAt].filter(([n]) => recordAt.has(n)).map(([n, t]) => Math.max(0, recordAt.get(n) - t));
    },
  };
}

class RunFailed extends Error {}

/**
 * The plugin's per-machine cache (claude's version and binary sha256, git's and python's versions,
 * keyed by path, size and mtime: ~/.pai/checkpoint/binary-hash.json). It is filled by the first
 * capture on a machine — hashing the 245 MB claude binary and asking the tools their versions,
 * ~1 s of nice-10 CPU, once — so the warm-up run fills it and the measured runs start with it, as
 * every session after the first on a real machine does. The warm-up pair's walls are shown apart.
 * V8's code cache of the plugin's bundles (~/.pai/checkpoint/code-cache/, written by each
 * bundle's first run) is carried over likewise.
 */
let machineCache;
const MACHINE_CACHE = join('.pai', 'checkpoint', 'binary-hash.json');
const CODE_CACHE = join('.pai', 'checkpoint', 'code-cache');
const codeCache = new Map();

async function session(plugin, label) {
  const { dir, home, cwd } = newRunDirs(label);
  if (plugin && machineCache) {
    mkdirSync(join(home, '.pai', 'checkpoint'), { recursive: true });
    writeFileSync(join(home, MACHINE_CACHE), machineCache);
  }
  if (plugin && codeCache.size) {
    mkdirSync(join(home, CODE_CACHE), { recursive: true });
    for (const [name, data] of codeCache) writeFileSync(join(home, CODE_CACHE, name), data);
  }
  const latency = plugin ? watchLatency(home) : undefined;
  try {
    const r = await runClaude(home, cwd, plugin);
    const result = r.events.find((e) => e.type === 'result');
    let lines = 0;
    try {
      lines = readFileSync(join(cwd, 'log.txt'), 'utf8').split('\n').filter(Boolean).length;
    } catch {
      /* none */
    }
    if (r.code !== 0 || !result || result.is_error || lines !== TOOL_CALLS) {
      const why =
        r.code !== 0
          ? `exit ${r.code}${r.signal ? ` (${r.signal})` : ''}`
          : !result
            ? 'no result event'
            : result.is_error
              ? `result is an error: ${JSON.stringify(result).slice(0, 400)}`
              : `${lines} of ${TOOL_CALLS} tool calls ran`;
      throw new RunFailed(`${label}: ${why}\n--- stderr ---\n${r.stderr.slice(-3000) || '(empty)'}`);
    }
    let phases = new Set();
    let recordWait = 0;
    if (plugin) {
      const t0 = performance.now();
      for (;;) {
        phases = phasesWritten(home, r.sessionId);
        recordWait = performance.now() - t0;
        if (phases.size >= 7 || recordWait > RECORD_WAIT_MS) break;
        await sleep(20);
      }
    }
    const left = await settle(dir, home);
    const lat = latency?.stop() ?? [];
    if (plugin)
      try {
        for (const n of readdirSync(join(home, CODE_CACHE)))
          if (n.endsWith('.v8') && !codeCache.has(n)) codeCache.set(n, readFileSync(join(home, CODE_CACHE, n)));
      } catch {
        /* a plugin without the code cache */
      }
    if (plugin && !machineCache) {
      try {
        machineCache = readFileSync(join(home, MACHINE_CACHE));
      } catch {
        /* no capture ran: the next plugin run fills it */
      }
    }
    if (plugin) {
      // hooks and the worker fail open: an error would make the run look cheap, so the log must be clean
      let log = '';
      try {
        log = readFileSync(join(home, '.pai', 'checkpoint', 'plugin.log'), 'utf8');
      } catch {
        /* nothing logged */
      }
      const errors = log.split('\n').filter((l) => l.includes(' error: '));
      if (errors.length) throw new RunFailed(`${label}: the plugin logged errors\n${errors.slice(0, 5).join('\n')}`);
    }
    return { wall: r.wall, phases, recordWait, lat, ...left };
  } finally {
    await settle(dir, home);
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- the rounds ---------------------------------------------------------------------------------------
let failure;
try {
  // Warm-up (not counted): the binary and the plugin's bundles into the page cache.
  const warm = [await session(false, 'warm-without'), await session(true, 'warm-with')];
  const without = [];
  const withPlugin = [];
  for (let i = 0; i < ROUNDS; i++) {
    // interleaved, order swapped every round (A B B A …) so a drift of the machine's load hits both alike
    const order = i % 2 ? [true, false] : [false, true];
    for (const plugin of order) {
      const r = await session(plugin, `r${i}-${plugin ? 'with' : 'without'}`);
      (plugin ? withPlugin : without).push(r);
    }
  }
  const wA = p50(without.map((r) => r.wall));
  const wB = p50(withPlugin.map((r) => r.wall));
  const ratio = wB / wA;
  const fmt = (rs) => rs.map((r) => (r.wall / 1000).toFixed(2)).join(' ');
  console.log(
    `      (${ROUNDS} rounds, ${TOOL_CALLS} Bash tool calls each; wall per run in s — without: ${fmt(without)}; with: ${fmt(withPlugin)}; the warm-up pair, the plugin's first session on this machine: ${fmt(warm)})`,
  );
  report(
    'real claude session wall p50 with the plugin / without it',
    ms(wB),
    ms(wA),
    ratio.toFixed(2),
    '<= 1.10',
    ratio <= 1.1,
  );
  console.log(
    `      (${((wB - wA) / TOOL_CALLS).toFixed(0)} ms added per tool call: (p50 with - p50 without) / ${TOOL_CALLS})`,
  );
  const incomplete = withPlugin.filter((r) => r.phases.size < 7);
  const waits = withPlugin.map((r) => r.recordWait);
  report(
    'plugin runs that wrote all 7 phase records',
    `${withPlugin.length - incomplete.length} of ${withPlugin.length}`,
    `${withPlugin.length} runs`,
    incomplete.length
      ? `missing: ${incomplete.map((r) => `[${[1, 2, 3, 4, 5, 6, 7].filter((n) => !r.phases.has(n)).join(',')}]`).join(' ')}`
      : 'all',
    `all, within ${RECORD_WAIT_MS / 1000} s of exit`,
    incomplete.length === 0,
  );
  const lat = withPlugin.flatMap((r) => r.lat).sort((a, b) => a - b);
  const p95 = lat[Math.ceil(lat.length * 0.95) - 1] ?? Infinity;
  report(
    `a header reaching the transcript → its record on disk, p95 of ${lat.length} (p50 ${ms(p50(lat))})`,
    ms(p95),
    '250 ms budget',
    `${(p95 / 250).toFixed(2)} of budget`,
    '<= 250 ms',
    p95 <= 250,
  );
  console.log(
    `      (wait for the records after claude exited: p50 ${ms(p50(waits))}, max ${ms(Math.max(...waits))}; then for processes left in the run's HOME/cwd: p50 ${ms(p50(withPlugin.map((r) => r.waited)))} with the plugin, ${ms(p50(without.map((r) => r.waited)))} without; killed after ${WORKER_WAIT_MS / 1000} s: ${[...without, ...withPlugin].reduce((n, r) => n + r.killed, 0)})`,
  );
} catch (e) {
  failure = e;
} finally {
  api.close();
  rmSync(work, { recursive: true, force: true });
}

if (failure) {
  console.log(
    `FAIL  real claude session: ${failure instanceof RunFailed ? failure.message : (failure?.stack ?? failure)}`,
  );
  results.push(false);
}
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `${failed} session target(s) missed.` : 'All session targets met.');
process.exitCode = failed ? 1 : 0;
