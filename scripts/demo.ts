/**
 * The offline demo (`npm run demo`): the REAL Claude Code binary with this plugin, against a
 * scripted Messages API on 127.0.0.1, in a throw-away HOME. No API key, no network.
 *
 *   1. A session works through PAI phases 1-3 (Write, Bash, TaskCreate) and is killed with -9.
 *   2. The next session starts: the user is offered "Checkpoint: Resume from Phase 3? (…)".
 *   3. The CLI shows the records; the resumed session finishes LEARN and the offer disappears.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocksText, startFakeApi, type ScriptTurn } from '../test/e2e/fake-api.js';
import {
  cleanupTempDirs,
  hookEvents,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  runClaude,
  spawnClaude,
  STREAM_ARGS,
  waitUntil,
} from '../test/e2e/harness.js';

const ROOT = join(import.meta.dirname, '..');
const TOOLS = 'Write Edit Read Bash TaskCreate TaskUpdate';
const say = (s: string) => process.stdout.write(`${s}\n`);
const step = (s: string) => say(`\n\x1b[1m== ${s}\x1b[0m`);

const script: ScriptTurn[] = [
  [
    { type: 'text', text: '🗒️ TASK: Build a greeting page\n━━━ 👁️ OBSERVE ━━━ 1/7\nLooking at the project first.' },
    { type: 'tool_use', name: 'Write', input: { file_path: '__CWD__/index.html', content: '<h1>Hello</h1>\n' } },
  ],
  [
    { type: 'text', text: '━━━ 🧠 THINK ━━━ 2/7\nA static page is enough.' },
    { type: 'tool_use', name: 'Bash', input: { command: 'echo "body { font: 16px sans-serif }" > style.css' } },
  ],
  [
    { type: 'text', text: '━━━ 📋 PLAN ━━━ 3/7\nOne criterion to meet.' },
    {
      type: 'tool_use',
      name: 'TaskCreate',
      input: {
        subject: 'Greeting renders in the browser',
        description: 'index.html shows Hello',
        activeForm: 'Checking the greeting',
      },
    },
  ],
  [{ type: 'tool_use', name: 'Bash', input: { command: 'sleep 60' } }],
  [
    {
      type: 'text',
      text: '━━━ 🔨 BUILD ━━━ 4/7\n━━━ ⚡ EXECUTE ━━━ 5/7\n━━━ ✅ VERIFY ━━━ 6/7\n━━━ 📚 LEARN ━━━ 7/7\nDone: the greeting page is built.',
    },
  ],
];

async function main(): Promise<void> {
  const cwd = makeTempDir('pai-demo-project-');
  const home = makeHome(cwd);
  const pai = join(home.dir, '.pai');
  mkdirSync(pai, { recursive: true });
  writeFileSync(
    join(pai, 'seed.json'),
    `${JSON.stringify({ version: '1.0.0', identity: { aiName: 'Kai' }, state: {} }, null, 2)}\n`,
  );
  const api = await startFakeApi((k, req, ctx) => {
    // Only the session that was asked to build the page follows the script; others just answer.
    if (!req.messages.some((m) => m.role === 'user' && blocksText(m.content).includes('Build a greeting page')))
      return 'Hello! What shall we work on?';
    const turn = script[k];
    return Array.isArray(turn)
      ? turn.map((b) =>
          b.type === 'tool_use'
            ? { ...b, input: JSON.parse(JSON.stringify(b.input).replaceAll('__CWD__', ctx.cwd ?? cwd)) }
            : b,
        )
      : turn;
  });
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'dist', 'cli.cjs'), ...args], {
      cwd,
      env: { ...process.env, HOME: home.dir, PAI_DIR: pai, CLAUDE_CONFIG_DIR: home.claudeDir },
      encoding: 'utf8',
    }).stdout.trim();
  const records = () =>
    existsSync(join(pai, 'checkpoints'))
      ? readdirSync(join(pai, 'checkpoints')).filter((n) => n.startsWith('ckpt-'))
      : [];

  try {
    step('1. A Claude Code session works through PAI phases 1-3, then the machine "dies" (kill -9)');
    const s1 = spawnClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Build a greeting page', ...STREAM_ARGS],
      pluginDirs: [ROOT],
      allowedTools: TOOLS,
      timeoutMs: 90_000,
    });
    await waitUntil(() => records().length >= 3 || undefined, 60_000).catch((err: unknown) => {
      say(
        `claude stderr: ${s1.stderr().slice(-2000)}\nlast events: ${JSON.stringify(s1.events.slice(-3)).slice(0, 2000)}`,
      );
      throw err;
    });
    await waitUntil(() => existsSync(join(cwd, 'style.css')) || undefined, 10_000);
    await new Promise((r) => setTimeout(r, 500)); // the model is now in `sleep 60`, mid-phase 3
    s1.kill9();
    await s1.done;
    killProcessesInDir(cwd);
    say(`killed claude (pid ${s1.pid}) mid-phase 3; files on disk: ${readdirSync(cwd).join(', ')}`);
    say(`phase records in ~/.pai/checkpoints: ${records().length}`);
    say(cli('list'));

    step('2. The next session starts: what the user sees');
    const s2 = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'hello', ...STREAM_ARGS],
      pluginDirs: [ROOT],
      allowedTools: TOOLS,
    });
    const offer = hookEvents(s2.events, 'SessionStart')
      .map((e) => String((e as { output?: string; stdout?: string }).output ?? (e as { stdout?: string }).stdout ?? ''))
      .find((o) => o.includes('Resume from Phase'));
    const message = offer ? (JSON.parse(offer.trim()) as { systemMessage?: string }).systemMessage : undefined;
    say(message ? `\x1b[33m${message}\x1b[0m` : '(no offer?!)');

    step('3. Resume the crashed session and finish the Algorithm (LEARN 7/7)');
    const sid = s1.events.find((e) => typeof e['session_id'] === 'string')?.['session_id'] as string;
    await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'Yes, resume', '--resume', sid, ...STREAM_ARGS],
      pluginDirs: [ROOT],
      allowedTools: TOOLS,
    });
    say(cli('list'));
    const s4 = await runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', 'hello again', ...STREAM_ARGS],
      pluginDirs: [ROOT],
      allowedTools: TOOLS,
    });
    const again = hookEvents(s4.events, 'SessionStart').some((e) => JSON.stringify(e).includes('Resume from Phase'));
    say(again ? 'still offered?!' : 'Next session start: nothing to resume, so nothing is shown.');
  } finally {
    await api.close();
    cleanupTempDirs();
    rmSync(join(ROOT, '.tmp', 'demo.mjs'), { force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`demo failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exitCode = 1;
});
