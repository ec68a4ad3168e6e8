// Rewind (issue 33, item 4) against its parts, each measured in the same run:
//
//   rewind <A> / rollback <A> + `zstd -dc` of A's transcript copy to a file     target <= 1.5
//
// The rewind is a rollback plus the checkpoint's transcript copy unpacked and forked under a new
// session id; its floor is the rollback and the decompression of that copy. A session of
// BENCH_REWIND_FILES files (default 2000) in git and a BENCH_REWIND_MB transcript (default 100):
// checkpoint A, then every file changed and checkpoint B; each run puts B's files back, then times.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.cjs');
const MB = Number(process.env.BENCH_REWIND_MB ?? 100);
const FILES = Number(process.env.BENCH_REWIND_FILES ?? 2000);
const RUNS = 5;
const work = mkdtempSync(join(tmpdir(), 'pai-bench-rewind-'));
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;

function run(cmd, args, o = {}) {
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...o });
  const dt = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { dt, stdout: r.stdout };
}

/** A transcript in Claude Code's shape, every line naming the session (what the fork rewrites). */
async function transcript(path, sid, cwd, bytes) {
  const out = createWriteStream(path);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const words =
    'the a checkpoint session transcript build test resume volume workspace function const value return await import export error file line read write token model'.split(
      ' ',
    );
  const blocks = Array.from({ length: 64 }, () =>
    Array.from({ length: 3000 }, () => words[Math.floor(rand() * words.length)]).join(' '),
  );
  let written = 0;
  for (let i = 0; written < bytes; i++) {
    const base = { sessionId: sid, cwd, version: '2.1.197', timestamp: new Date(1.7e12 + i * 1000).toISOString() };
    const lines = [
      {
        ...base,
        type: 'assistant',
        uuid: `a${i}`,
        message: {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: `toolu_${i}`, name: 'Read', input: { file_path: `${cwd}/f${i % 300}.ts` } },
          ],
        },
      },
      {
        ...base,
        type: 'user',
        uuid: `r${i}`,
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: blocks[i % 64].slice(0, 12000) }],
        },
      },
    ];
    const text = lines.map((l) => `${JSON.stringify(l)}\n`).join('');
    written += Buffer.byteLength(text);
    if (!out.write(text)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}

try {
  const home = join(work, 'home');
  const pai = join(home, '.pai');
  const claudeDir = join(home, '.claude');
  const project = join(home, 'project');
  const sid = 'bench-rewind';
  mkdirSync(join(pai, 'checkpoint', 'sessions'), { recursive: true });
  mkdirSync(join(project, 'src'), { recursive: true });
  writeFileSync(join(pai, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const files = (v) => {
    for (let i = 0; i < FILES; i++)
      writeFileSync(join(project, 'src', `f${i}.ts`), `export const v${i} = '${v}';\n${'// line\n'.repeat(20)}`);
  };
  const env = {
    ...process.env,
    HOME: home,
    PAI_DIR: pai,
    CLAUDE_CONFIG_DIR: claudeDir,
    PAI_CHECKPOINT_SIDECAR: '0',
    PAI_CHECKPOINT_CLAUDE: 'true',
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@b',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@b',
  };
  files('committed');
  run('git', ['init', '-q', '-b', 'main'], { cwd: project });
  run('git', ['add', '.'], { cwd: project, env });
  run('git', ['commit', '-q', '-m', 'init'], { cwd: project, env });
  const tdir = join(claudeDir, 'projects', project.replace(/[^A-Za-z0-9]/g, '-'));
  mkdirSync(tdir, { recursive: true });
  const tfile = join(tdir, `${sid}.jsonl`);
  await transcript(tfile, sid, project, MB * 1e6);
  const now = new Date().toISOString();
  writeFileSync(
    join(pai, 'checkpoint', 'sessions', `${sid}.json`),
    JSON.stringify({
      v: 1,
      sessionId: sid,
      cwd: project,
      project,
      transcriptPath: tfile,
      transcriptOffset: 0,
      host: hostname(),
      startedAt: now,
      heartbeatAt: now,
      completedPhases: [],
      runRecordIds: [],
      runCompleted: false,
    }),
  );
  files('at A');
  const a = JSON.parse(
    run(process.execPath, [CLI, 'create', '--session', sid, '--json'], { env, cwd: project }).stdout,
  ).id;
  files('at B');
  run(process.execPath, [CLI, 'create', '--session', sid, '--json'], { env, cwd: project });

  const rollbacks = [];
  const rewinds = [];
  for (let i = 0; i < RUNS; i++) {
    files('at B');
    rollbacks.push(
      run(process.execPath, [CLI, 'rollback', a, '--yes', '--no-mcp', '--json'], { env, cwd: project }).dt,
    );
    files('at B');
    rewinds.push(
      run(process.execPath, [CLI, 'rewind', a, '--yes', '--no-mcp', '--no-tmux', '--json'], { env, cwd: project }).dt,
    );
  }
  // A's transcript copy as stored (zstd), decompressed to a file: what the fork reads.
  const part = join(pai, 'volume', 'checkpoints', sid, a, 'transcript.jsonl.zst');
  const unzstd = p50(
    Array.from({ length: RUNS }, () => run('sh', ['-c', `zstd -dc -q "${part}" > "${join(work, 'plain.jsonl')}"`]).dt),
  );
  const rb = p50(rollbacks);
  const rw = p50(rewinds);
  const ok = rw / (rb + unzstd) <= 1.5;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  rewind <A> (${FILES} files, a ${MB} MB transcript; ${readdirSync(tdir).length - 1} forks made), p50 / rollback <A> p50 + zstd -dc of its transcript copy: ${ms(rw)} vs ${ms(rb)} + ${ms(unzstd)} = ${(rw / (rb + unzstd)).toFixed(2)} (target <= 1.5)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
