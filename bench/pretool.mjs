// What the PreToolUse hook (a checkpoint before a risky command, issue 17) costs each Bash call of
// a real Claude Code session: the real claude binary runs one scripted session of 30 Bash calls
// with the plugin as shipped and with the same plugin without its PreToolUse entry (a copy),
// interleaved, BENCH_PRETOOL_ROUNDS rounds (default 3), for three kinds of command:
//
//   ordinary (`echo n >> log.txt`): no `if` rule matches, no process starts     target <= 10 ms added
//   git (`git --version >> log.txt`): the rule `Bash(*git *)` starts risky.sh, which lets it go   (shown)
//   one Claude Code cannot split (`echo "$(echo n)" >> log.txt`): every rule's hook starts        (shown)
//
// A call's time is claude's, from the model's answer holding the call to the request holding its
// result (the hooks, the tool, claude's own work; the scripted model answers at once), p50 over all
// calls of all rounds; added = p50 as shipped - p50 without the entry.
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ROOT,
  bashCall,
  makeRunDirs,
  ms,
  p50,
  runClaude,
  settle,
  startScriptedApi,
  toolCallTimes,
} from './lib/claude-run.mjs';

const ROUNDS = Math.max(2, Number(process.env.BENCH_PRETOOL_ROUNDS ?? 3) || 3);
const CALLS = 30;
const KINDS = [
  { name: 'an ordinary Bash call', command: (n) => `echo ${n} >> log.txt`, target: 10 },
  { name: 'a git command (rule Bash(*git *))', command: () => `git --version >> log.txt` },
  { name: 'a command Claude Code cannot split ($( ))', command: (n) => `echo "$(echo ${n})" >> log.txt` },
];

const work = realpathSync(mkdtempSync(join(tmpdir(), 'pai-bench-pretool-')));
// The plugin without its PreToolUse entry: everything else as shipped.
const bare = join(work, 'plugin-without-pretooluse');
for (const part of ['.claude-plugin', 'agents', 'commands', 'dist', 'hooks', '.mcp.json'])
  cpSync(join(ROOT, part), join(bare, part), { recursive: true });
const hooks = JSON.parse(readFileSync(join(bare, 'hooks', 'hooks.json'), 'utf8'));
delete hooks.hooks.PreToolUse;
writeFileSync(join(bare, 'hooks', 'hooks.json'), JSON.stringify(hooks, null, 2));

let kind = KINDS[0];
const api = await startScriptedApi((k) =>
  k < CALLS ? [bashCall(k, kind.command(k + 1), `append line ${k + 1}`)] : [{ type: 'text', text: 'Done.' }],
);

async function run(plugin, label) {
  const { dir, home, cwd } = makeRunDirs(work, label);
  try {
    api.turns.length = 0;
    const r = await runClaude({ home, cwd, api: api.url, prompt: 'Append thirty lines to log.txt.', plugin });
    let lines = 0;
    try {
      lines = readFileSync(join(cwd, 'log.txt'), 'utf8').split('\n').filter(Boolean).length;
    } catch {
      /* none */
    }
    if (r.code !== 0 || lines !== CALLS)
      throw new Error(`${label}: exit ${r.code}, ${lines} of ${CALLS} calls ran\n${r.stderr.slice(-2000)}`);
    return toolCallTimes(api.turns);
  } finally {
    await settle(dir, home, 20_000);
    rmSync(dir, { recursive: true, force: true });
  }
}

let failed = 0;
try {
  await run(ROOT, 'warm'); // the binary and the bundles into the page cache
  for (kind of KINDS) {
    const shipped = [];
    const without = [];
    for (let i = 0; i < ROUNDS; i++) {
      for (const arm of i % 2 ? ['without', 'shipped'] : ['shipped', 'without']) {
        if (arm === 'shipped') shipped.push(...(await run(ROOT, `r${i}-shipped`)));
        else without.push(...(await run(bare, `r${i}-without`)));
      }
    }
    const added = p50(shipped) - p50(without);
    const line = `${kind.name}: ${ms(p50(shipped))} vs ${ms(p50(without))} without the PreToolUse entry = ${added.toFixed(1)} ms added (p50 of ${shipped.length} calls each`;
    if (kind.target === undefined) console.log(`      ${line}; shown, no target)`);
    else {
      const ok = added <= kind.target;
      if (!ok) failed++;
      console.log(`${ok ? 'PASS' : 'FAIL'}  PreToolUse in a real session, ${line}) (target <= ${kind.target} ms)`);
    }
  }
} catch (e) {
  failed++;
  console.log(`FAIL  PreToolUse in a real session: ${e?.stack ?? e}`);
} finally {
  api.close();
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
