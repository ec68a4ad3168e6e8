// What the UserPromptSubmit hook (hooks/prompt.sh: a read-only /checkpoint command shown as printed,
// issue 34 finding 15) costs each ordinary prompt. Claude Code runs it for EVERY prompt, so an
// ordinary one must start no Node process: the script tests one file and exits.
//
//   1. the hook alone, as Claude Code starts it (`/bin/sh -c 'sh "<root>/hooks/prompt.sh"'`, an
//      ordinary prompt's payload on stdin), against a hook of the same shape whose script does
//      nothing (`sh /dev/null`), BENCH_PROMPT_SPAWNS times each, interleaved     target: <= 1.3x
//      (`sh -c true`, the cheapest command hook, and `node -e 0` are shown)
//   2. a real session: `claude -p` with the plugin as shipped and with the same plugin without its
//      UserPromptSubmit entry (a copy), interleaved, BENCH_PROMPT_ROUNDS rounds: the time from
//      starting claude to the model's first request, p50 (startup noise is larger than the hook:
//      shown, no target)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, makeRunDirs, ms, p50, runClaude, settle, startScriptedApi } from './lib/claude-run.mjs';

const SPAWNS = Math.max(20, Number(process.env.BENCH_PROMPT_SPAWNS ?? 200) || 200);
const ROUNDS = Math.max(2, Number(process.env.BENCH_PROMPT_ROUNDS ?? 5) || 5);
const work = realpathSync(mkdtempSync(join(tmpdir(), 'pai-bench-prompt-')));
let failed = 0;

function spawnTimes(command, input, env) {
  const t0 = performance.now();
  const r = spawnSync('/bin/sh', ['-c', command], { input, env, stdio: ['pipe', 'pipe', 'pipe'] });
  if (r.status !== 0 || r.stdout.length) throw new Error(`${command}: exit ${r.status}, printed ${r.stdout}`);
  return performance.now() - t0;
}

try {
  const home = join(work, 'home');
  const sid = '5a1d0c3e-1111-4222-8333-0000000000b1';
  const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: home, CLAUDE_CODE_SESSION_ID: sid };
  const payload = JSON.stringify({
    session_id: sid,
    transcript_path: join(home, 't.jsonl'),
    cwd: work,
    hook_event_name: 'UserPromptSubmit',
    prompt: 'Fix the failing test in src/app.ts and run the suite again.',
  });
  const hook = `sh "${ROOT}/hooks/prompt.sh"`;
  const times = { mine: [], empty: [], floor: [], node: [] };
  for (let i = 0; i < SPAWNS; i++) {
    times.mine.push(spawnTimes(hook, payload, env));
    times.empty.push(spawnTimes('sh /dev/null', payload, env));
    times.floor.push(spawnTimes('true', payload, env));
    if (i % 10 === 0) times.node.push(spawnTimes(`"${process.execPath}" -e 0`, payload, env));
  }
  const [mine, empty, floor, node] = [times.mine, times.empty, times.floor, times.node].map(p50);
  const ratio = mine / empty;
  const ok = ratio <= 1.3;
  if (!ok) failed++;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  UserPromptSubmit hook, an ordinary prompt: ${mine.toFixed(2)} ms vs ${empty.toFixed(2)} ms for an empty script (\`sh /dev/null\`) = ${ratio.toFixed(2)}x (p50 of ${SPAWNS}; target <= 1.3x)`,
  );
  console.log(`      for comparison: \`sh -c true\` ${floor.toFixed(2)} ms, \`node -e 0\` ${node.toFixed(2)} ms`);

  // The plugin without its UserPromptSubmit entry: everything else as shipped.
  const bare = join(work, 'plugin-without-prompt-hook');
  for (const part of ['.claude-plugin', 'agents', 'commands', 'dist', 'hooks', '.mcp.json'])
    cpSync(join(ROOT, part), join(bare, part), { recursive: true });
  const hooks = JSON.parse(readFileSync(join(bare, 'hooks', 'hooks.json'), 'utf8'));
  delete hooks.hooks.UserPromptSubmit;
  writeFileSync(join(bare, 'hooks', 'hooks.json'), JSON.stringify(hooks, null, 2));
  const api = await startScriptedApi(() => [{ type: 'text', text: 'Done.' }]);
  try {
    const run = async (plugin, label) => {
      const { dir, home: h, cwd } = makeRunDirs(work, label);
      try {
        api.turns.length = 0;
        const t0 = performance.now();
        const r = await runClaude({ home: h, cwd, api: api.url, prompt: 'Say done.', plugin });
        if (r.code !== 0 || !api.turns[0]) throw new Error(`${label}: exit ${r.code}\n${r.stderr.slice(-2000)}`);
        return api.turns[0].arrived - t0;
      } finally {
        await settle(dir, h, 20_000);
        rmSync(dir, { recursive: true, force: true });
      }
    };
    await run(ROOT, 'warm');
    const shipped = [];
    const without = [];
    for (let i = 0; i < ROUNDS; i++) {
      for (const arm of i % 2 ? ['without', 'shipped'] : ['shipped', 'without']) {
        if (arm === 'shipped') shipped.push(await run(ROOT, `r${i}-shipped`));
        else without.push(await run(bare, `r${i}-without`));
      }
    }
    console.log(
      `      a real session's first prompt: ${ms(p50(shipped))} as shipped vs ${ms(p50(without))} without the UserPromptSubmit entry = ${(p50(shipped) - p50(without)).toFixed(1)} ms (p50 of ${ROUNDS} runs each; shown, no target)`,
    );
  } finally {
    api.close();
  }
} catch (e) {
  failed++;
  console.log(`FAIL  UserPromptSubmit hook: ${e?.stack ?? e}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
