/**
 * Rewind with the REAL Claude Code binary (issue 33, item 4): a session makes notes.md with Write
 * and bash-made.txt with Bash (checkpoint A at the end of that request), then, resumed, changes
 * bash-made.txt with Bash, makes later.txt with Bash and rewrites notes.md (checkpoint B). `rewind A`
 * puts A's files back — the Bash-made ones included, which Claude Code's own /rewind misses — and
 * starts claude on the conversation as it was at A, forked under a new session id: the model's first
 * request after the rewind holds the turns up to A and none after. The old session keeps its
 * transcript and its checkpoints. The project also tracks a file under node_modules/ (as vite's test
 * fixtures are): each request changes it with Bash, and A's change comes back with the rewind and is
 * in A's export (finding 11). Then `undo` gives B's tree back exactly and `redo` A's again, with
 * nothing left in git's stash (item 5).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { LocalVolume } from '../../src/storage/local.js';
import { startFakeApi } from './fake-api.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  cleanupTempDirs,
  killProcessesInDir,
  makeHome,
  makeTempDir,
  REPO_ROOT,
  runClaude,
  shellQuote,
  STREAM_ARGS,
  transcriptPath,
} from './harness.js';
import { CLI, trackScript, waitForPlugin } from './pai.js';

afterAll(() => cleanupTempDirs());

const run = promisify(execFile);
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const read = (cwd: string, f: string) =>
  fs.existsSync(path.join(cwd, f)) ? fs.readFileSync(path.join(cwd, f), 'utf8') : undefined;

test('rewind to an earlier checkpoint: its files (Bash-made included) and its conversation, forked; the first request after holds the turns up to it and none after', async () => {
  const root = makeTempDir('pai-e2e-rewind-');
  const cwd = path.join(root, 'project');
  fs.mkdirSync(cwd);
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
  fs.writeFileSync(path.join(cwd, 'README.md'), '# project\n');
  fs.mkdirSync(path.join(cwd, 'node_modules', 'my-pkg'), { recursive: true });
  fs.writeFileSync(path.join(cwd, 'node_modules', 'my-pkg', 'package.json'), '{"name":"my-pkg"}\n');
  execFileSync('git', ['add', '.'], { cwd });
  execFileSync('git', ['commit', '-q', '-m', 'initial'], { cwd, env: { ...process.env, ...GIT_ENV } });
  const home = makeHome(cwd);
  fs.mkdirSync(path.join(home.dir, '.pai'), { recursive: true });
  fs.writeFileSync(path.join(home.dir, '.pai', 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const api = await startFakeApi(
    trackScript(
      {
        one: [
          (ctx) => [
            {
              type: 'tool_use',
              name: 'Write',
              input: { file_path: path.join(ctx.cwd ?? cwd, 'notes.md'), content: 'notes of the first request\n' },
            },
          ],
          [
            {
              type: 'tool_use',
              name: 'Bash',
              input: {
                command:
                  'echo "bash, first request" > bash-made.txt && echo \'{"changed":1}\' > node_modules/my-pkg/package.json',
                description: 'first edit',
              },
            },
          ],
          'First request done.',
        ],
        two: [
          [
            {
              type: 'tool_use',
              name: 'Bash',
              input: {
                command:
                  'echo "bash, second request" > bash-made.txt && echo later > later.txt && echo \'{"changed":2}\' > node_modules/my-pkg/package.json',
                description: 'second edit',
              },
            },
          ],
          (ctx) => [
            {
              type: 'tool_use',
              name: 'Write',
              input: { file_path: path.join(ctx.cwd ?? cwd, 'notes.md'), content: 'notes of the second request\n' },
            },
          ],
          'Second request done.',
        ],
      },
      'Rewound: going on from the first request.',
    ),
  );
  const session = (prompt: string, extra: string[] = []) =>
    runClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: ['-p', prompt, ...extra, ...STREAM_ARGS],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
      env: GIT_ENV,
      timeoutMs: 90_000,
    });
  const store = new LocalVolume(path.join(home.dir, '.pai', 'volume'));
  const own = async (sid: string) =>
    (await loadIndex(store, sid)).checkpoints.filter((e) => !e.safety).map((e) => e.id);
  try {
    const first = await session('[track:one] First request: write the notes');
    expect(first.code, first.stderr).toBe(0);
    const sid = first.sessionId!;
    await waitForPlugin(home);
    const a = (await own(sid)).at(-1)!;
    expect(read(cwd, 'bash-made.txt')).toBe('bash, first request\n');

    const second = await session('[track:two] Second request: change them', ['--resume', sid]);
    expect(second.code, second.stderr).toBe(0);
    await waitForPlugin(home);
    const b = (await own(sid)).at(-1)!;
    expect(b > a).toBe(true);
    expect([read(cwd, 'bash-made.txt'), read(cwd, 'later.txt'), read(cwd, 'notes.md')]).toEqual([
      'bash, second request\n',
      'later\n',
      'notes of the second request\n',
    ]);
    const oldTranscript = fs.readFileSync(transcriptPath(home, cwd, sid), 'utf8');
    const PKG = 'node_modules/my-pkg/package.json';
    const tree = () => [read(cwd, 'bash-made.txt'), read(cwd, 'later.txt'), read(cwd, 'notes.md'), read(cwd, PKG)];
    const treeB = tree();
    expect(treeB[3]).toBe('{"changed":2}\n');
    const cli = (...args: string[]) =>
      run(process.execPath, [CLI, ...args], {
        cwd,
        env: claudeEnv(home, api.url, GIT_ENV),
        encoding: 'utf8',
        timeout: 120_000,
      });

    // The claude `rewind` starts is the real one, headless, its output in a file (the CLI prints JSON).
    const out = path.join(root, 'rewound.jsonl');
    const wrapper = path.join(root, 'claude.sh');
    fs.writeFileSync(
      wrapper,
      `#!/bin/sh\nexec ${shellQuote(CLAUDE_BIN)} "$@" -p 'After the rewind: go on' ${STREAM_ARGS.join(' ')} --allowedTools 'Write Edit Read Bash' > ${shellQuote(out)} 2>&1\n`,
      { mode: 0o755 },
    );
    const turnsBefore = api.turns().length;
    const { stdout } = await run(process.execPath, [CLI, 'rewind', a, '--yes', '--no-tmux', '--json'], {
      cwd,
      env: claudeEnv(home, api.url, { ...GIT_ENV, PAI_CHECKPOINT_CLAUDE: wrapper }),
      encoding: 'utf8',
      timeout: 120_000,
    });
    const r = JSON.parse(stdout);
    expect(r).toMatchObject({
      sessionId: sid,
      checkpointId: a,
      mode: 'resume',
      command: [wrapper, '--resume', r.forkedAs],
      started: true,
      exitCode: 0,
      rewound: { newer: expect.arrayContaining([b]), forkedAs: r.forkedAs },
    });
    expect(r.forkedAs).not.toBe(sid);

    // The files are A's: the Bash-made ones as the first request left them (the tracked one under node_modules/ too), later.txt gone.
    const treeA = ['bash, first request\n', undefined, 'notes of the first request\n', '{"changed":1}\n'];
    expect(tree()).toEqual(treeA);
    // The model's first request after the rewind: the turns up to A, none after.
    const next = JSON.stringify(api.turns()[turnsBefore]!.body);
    expect(next).toContain('[track:one] First request');
    expect(next).toContain('bash, first request');
    expect(next).toContain('After the rewind: go on');
    expect(next).not.toContain('[track:two]');
    expect(next).not.toContain('bash, second request');
    const events = fs
      .readFileSync(out, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(events.find((e) => e.type === 'system' && e.subtype === 'init')?.session_id).toBe(r.forkedAs);
    // The old line of work is whole: its transcript as it was, its checkpoints all there.
    expect(fs.readFileSync(transcriptPath(home, cwd, sid), 'utf8')).toBe(oldTranscript);
    expect(await own(sid)).toEqual(expect.arrayContaining([a, b]));
    await waitForPlugin(home);

    // A's export holds the tracked file under node_modules/ with the change A had.
    const exported = path.join(root, 'a.tar.zst');
    await cli('export', a, '-o', exported);
    expect(execFileSync('tar', ['--zstd', '-xOf', exported, PKG], { encoding: 'utf8' })).toBe('{"changed":1}\n');
    // undo gives back the tree as it was before the rewind (B's, Bash-made files included); redo A's again; git's stash stays empty.
    expect((await cli('undo', '--print')).stdout).toContain(`Would undo the rewind to ${a}`);
    expect(tree()).toEqual(treeA);
    await cli('undo', '--yes');
    expect(tree()).toEqual(treeB);
    await cli('redo', '--yes');
    expect(tree()).toEqual(treeA);
    expect(execFileSync('git', ['stash', 'list'], { cwd, encoding: 'utf8' })).toBe('');

    // Inside a session, /checkpoint:rewind changes nothing: the model is given the command for a terminal.
    const turnsThen = api.turns().length;
    const inSession = await session(`/checkpoint:rewind ${b}`);
    expect(inSession.code, inSession.stderr).toBe(0);
    const shown = JSON.stringify(api.turns()[turnsThen]!.body);
    expect(shown).toContain('A running session cannot be rewound in place: end it, then run from a terminal:');
    expect(shown).toContain(`rewind ${b}`);
    expect(read(cwd, 'bash-made.txt')).toBe('bash, first request\n');
    await waitForPlugin(home);
  } finally {
    killProcessesInDir(cwd);
    await api.close();
  }
}, 300_000);
