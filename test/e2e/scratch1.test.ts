import fs from 'node:fs';
import path from 'node:path';
import { test } from 'vitest';
import { startFakeApi } from './fake-api.js';
import { STREAM_ARGS, makeHome, makeTempDir, runClaude, REPO_ROOT } from './harness.js';

test('explore', async () => {
  const cwd = makeTempDir('pai-e2e-cwd-');
  const home = makeHome(cwd);
  const api = await startFakeApi([
    (ctx) => [
      { type: 'text', text: '🗒️ TASK: explore task\n━━━ 👁️ OBSERVE ━━━ 1/7' },
      { type: 'tool_use', name: 'TaskCreate', input: { subject: 'ISC: it works', description: 'd', activeForm: 'Working' } },
    ],
    'done',
  ]);
  const r = await runClaude({ home, cwd, apiUrl: api.url, args: ['-p', 'hello', ...STREAM_ARGS], pluginDirs: [REPO_ROOT], allowedTools: 'Write Edit Read Bash', timeoutMs: 45000 });
  const t = api.turns()[0]!.body.tools.find((x: any) => x.name === 'TaskCreate');
  fs.writeFileSync('/tmp/e2e-scratch/out.json', JSON.stringify({ code: r.code, stderr: r.stderr, events: r.events, tools: api.turns()[0]!.body.tools.map((x: any) => x.name), taskCreate: t, turns: api.turns().map(x => x.body.messages) }, null, 1));
  console.log(fs.readdirSync(path.join(home.dir, '.claude'), { recursive: true }));
  console.log(execSync(`find ${home.dir}/.pai -type f | xargs -I{} sh -c 'echo == {}; cat {}'`).toString());
}, 60000);
import { execSync } from 'node:child_process';
