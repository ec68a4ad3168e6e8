/**
 * `diff` (SPEC-07.41) and `env show`/`env diff` (SPEC-07.10) through the CLI, on real checkpoints
 * of a real folder: files compared in both workspace formats (stored by content, and the archive),
 * line counts checked against git's, `--file` applied with `git apply`, the conversation between
 * two checkpoints from the transcript copy, a checkpoint against the working tree.
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { storedPartKey } from '../../../src/domain/volume/manifest.js';
import { assistantLine, sandbox, tempDir, userLine, writeLines } from '../../helpers.js';

const APP_BEFORE = Array.from({ length: 30 }, (_, i) => `line ${i}\n`).join('');
const APP_AFTER = APP_BEFORE.replace('line 3\n', 'line three\n')
  .replace('line 20\n', '')
  .replace('line 29\n', 'line 29\nline 30\nline 31\n');

function setup(format: 'content' | 'archive') {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(
    join(sb.paths.paiDir, 'checkpoint.toml'),
    `[mcp]\nquery_servers = false\n[capture]\nworkspace_format = "${format}"\n`,
  );
  const p = (f: string) => join(sb.project, f);
  writeFileSync(p('app.js'), APP_BEFORE);
  writeFileSync(p('gone.txt'), 'bye\n');
  writeFileSync(p('run.sh'), 'echo hi\n');
  writeFileSync(p('logo.bin'), Buffer.from([1, 0, 2, 3]));
  symlinkSync('app.js', p('link'));
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Refactor the app'), assistantLine([{ type: 'text', text: 'Done.' }], 'a-first')]);
  const s = newSession('sess-d', sb.project, sb.project, new Date());
  s.transcriptPath = transcript;
  saveSession(sb.paths, s);
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
    EDITOR: 'vi',
  };
  const run = (argv: string[], extra: Record<string, string> = {}) =>
    main(argv, defaultCliEnv({ cwd: sb.project, env: { ...env, ...extra }, warnings: [] }));
  const json = async (...argv: string[]) => {
    const r = await run([...argv, '--json']);
    return { code: r.exitCode, data: JSON.parse(r.stdout), stderr: r.stderr };
  };
  /** The second state: app.js edited, a file added and one removed, run.sh made executable, logo.bin changed, the link retargeted; two more turns. */
  const change = () => {
    writeFileSync(p('app.js'), APP_AFTER);
    mkdirSync(p('tests'));
    writeFileSync(p('tests/app.test.js'), 'test(1)\ntest(2)\n');
    rmSync(p('gone.txt'));
    chmodSync(p('run.sh'), 0o755);
    writeFileSync(p('logo.bin'), Buffer.from([1, 0, 2, 3, 4]));
    rmSync(p('link'));
    symlinkSync('run.sh', p('link'));
    appendFileSync(
      transcript,
      [
        userLine('Add tests'),
        assistantLine(
          [
            { type: 'text', text: 'Adding tests now.' },
            { type: 'tool_use', name: 'Write', input: { file_path: p('tests/app.test.js'), content: '…' } },
          ],
          'a-second',
        ),
        userLine('And run them'),
        assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'npm test\necho done' } }], 'a-third'),
      ]
        .map((l) => `${l}\n`)
        .join(''),
    );
  };
  return { ...sb, p, run, json, change, transcript };
}

/** What `diff --json` says of the files, as [status, path, added, removed, flags]. */
const fileRows = (
  files: { status: string; path: string; added?: number; removed?: number; binary?: boolean; mode?: number[] }[],
) =>
  files.map((f) => [
    f.status,
    f.path,
    f.added ?? null,
    f.removed ?? null,
    f.binary ? 'binary' : f.mode ? `mode ${f.mode.map((m) => m.toString(8)).join('→')}` : '',
  ]);

const EXPECTED_FILES = [
  ['M', 'app.js', 3, 2, ''],
  ['D', 'gone.txt', 0, 1, ''],
  ['M', 'link', null, null, ''],
  ['M', 'logo.bin', null, null, 'binary'],
  ['M', 'run.sh', 0, 0, 'mode 644→755'],
  ['A', 'tests/app.test.js', 2, 0, ''],
];

describe('diff', () => {
  test.each(['content', 'archive'] as const)(
    'two checkpoints (%s format): span, conversation, files with +/- lines, environment, approval',
    async (format) => {
      const { run, json, change } = setup(format);
      const a = (await json('create')).data.id as string;
      change();
      const b = (await run(['create', '--json'], { EDITOR: 'nano' }).then((r) => JSON.parse(r.stdout))).id as string;
      expect((await run(['approve', a, '--user', 'rand'])).exitCode).toBe(0);

      const r = await json('diff', a.slice(0, 10), b);
      expect(r.code).toBe(0);
      expect(fileRows(r.data.files)).toEqual(EXPECTED_FILES);
      expect(r.data.conversation).toEqual({ turns: [1, 3], tokens: [0, 0], costUsd: [0, 0] });
      expect(r.data.environment).toContainEqual({ section: 'env', name: 'EDITOR', from: 'vi', to: 'nano' });
      expect(
        r.data.environment.filter((c: { section: string; name: string }) => c.section !== 'env' || c.name !== 'EDITOR'),
      ).toEqual([]);
      expect(r.data.a).toMatchObject({ id: a, approval: { status: 'approved', user: 'rand' } });
      expect(r.data.b).toMatchObject({ id: b, approval: { status: 'auto_approved' } });
      expect(r.data.spanMs).toBeGreaterThanOrEqual(0);

      // The counts are git's own for the same two files.
      const dir = tempDir();
      writeFileSync(join(dir, 'x'), APP_BEFORE);
      writeFileSync(join(dir, 'y'), APP_AFTER);
      let numstat = '';
      try {
        execFileSync('git', ['diff', '--no-index', '--numstat', 'x', 'y'], { cwd: dir });
      } catch (err) {
        numstat = String((err as { stdout: Buffer }).stdout);
      }
      expect(numstat.split('\t').slice(0, 2)).toEqual(['3', '2']);

      const text = (await run(['diff', a, b])).stdout;
      expect(text).toContain(`Checkpoint comparison: ${a} → ${b}\n`);
      expect(text).toContain(
        'Conversation:\n  Turns: 1 → 3 (+2)\n  Tokens: 0 → 0 (+0)\n  Cost: $0.00 → $0.00 (+$0.00)\n',
      );
      expect(text).toContain(
        'Files changed: 6\n  M app.js             +3 -2\n  D gone.txt           +0 -1\n  M link               symlink\n  M logo.bin           binary, 4 B → 5 B\n  M run.sh             +0 -0  mode 644 → 755\n  A tests/app.test.js  +2 -0\n',
      );
      expect(text).toContain('Environment:\n  env:\n    EDITOR: vi → nano\n');
      expect(text).toContain(`Approval:\n  ${a}: approved by rand at `);
      expect(text).toContain(`\n  ${b}: auto_approved\n`);

      // --file: git apply turns a's app.js into b's with it.
      const patch = (await run(['diff', a, b, '--file', 'app.js'])).stdout;
      expect(patch).toMatch(/^--- a\/app\.js\n\+\+\+ b\/app\.js\n@@ -1,7 \+1,7 @@\n/);
      writeFileSync(join(dir, 'app.js'), APP_BEFORE);
      execFileSync('git', ['apply', '-'], { cwd: dir, input: patch });
      expect(readFileSync(join(dir, 'app.js'), 'utf8')).toBe(APP_AFTER);
      expect((await run(['diff', a, b, '--file', 'logo.bin'])).stdout).toBe(
        'Binary files a/logo.bin and b/logo.bin differ\n',
      );
      expect((await run(['diff', a, b, '--file', 'tests/app.test.js'])).stdout).toBe(
        '--- /dev/null\n+++ b/tests/app.test.js\n@@ -0,0 +1,2 @@\n+test(1)\n+test(2)\n',
      );
      expect((await run(['diff', a, b, '--file', 'README.md'])).exitCode).toBe(3);
      // --patch: the summary, then every changed text file's diff (not the binary one, not the link).
      const withPatch = await json('diff', a, b, '--patch');
      expect(withPatch.data.patches.map((x: { path: string }) => x.path)).toEqual([
        'app.js',
        'gone.txt',
        'run.sh',
        'tests/app.test.js',
      ]);
      expect(withPatch.data.patches[0].diff).toBe(patch);
      expect((await run(['diff', a, b, '-p'])).stdout).toContain(`\n  ${b}: auto_approved\n\n--- a/app.js\n`);
      expect((await run(['diff', b, b])).stdout).toContain('Files changed: none');
    },
  );

  test('--conversation: the turns b adds after the last message of a, from its transcript copy', async () => {
    const { run, json, change } = setup('content');
    const a = (await json('create')).data.id as string;
    change();
    const b = (await json('create')).data.id as string;
    const r = await json('diff', a, b, '--conversation');
    expect(r.data.turns).toEqual([
      {
        prompt: 'Add tests',
        assistant: ['Adding tests now.'],
        tools: [expect.stringMatching(/^Write \/.*\/project\/tests\/app\.test\.js$/)],
      },
      { prompt: 'And run them', assistant: [], tools: ['Bash npm test'] },
    ]);
    expect(r.data.turnsByTime).toBeUndefined();
    const text = (await run(['diff', a, b, '--conversation'])).stdout;
    expect(text).toMatch(
      new RegExp(
        `^Conversation from ${a} to ${b}: 2 turn\\(s\\) added\\n\\n> Add tests\\n  Adding tests now\\.\\n  · Write .*\\n\\n> And run them\\n  · Bash npm test\\n$`,
      ),
    );
    // Reversed, nothing was added.
    expect((await json('diff', b, a, '--conversation')).data.turns).toEqual([]);
    expect((await run(['diff', a, '--conversation'])).exitCode).toBe(2);
  });

  test('one checkpoint against the working tree of its folder (or --dir); errors name what is wrong', async () => {
    const { run, json, p, home } = setup('content');
    const a = (await json('create')).data.id as string;
    expect((await json('diff', a)).data.files).toEqual([]);
    writeFileSync(p('app.js'), APP_AFTER);
    writeFileSync(p('new.txt'), 'n\n');
    const r = await json('diff', a);
    expect(r.data.b).toEqual({ folder: p('').replace(/\/$/, '') });
    expect(fileRows(r.data.files)).toEqual([
      ['M', 'app.js', 3, 2, ''],
      ['A', 'new.txt', 1, 0, ''],
    ]);
    expect(r.data.conversation).toBeUndefined();
    expect(r.data.environment).toBeUndefined();
    // Another folder: its app.js has the recorded bytes under a new mtime (read, hashed, found unchanged); the rest is missing.
    const other = join(home, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'app.js'), APP_BEFORE);
    expect(fileRows((await json('diff', a, '--dir', other)).data.files)).toEqual([
      ['D', 'gone.txt', 0, 1, ''],
      ['D', 'link', null, null, ''],
      ['D', 'logo.bin', null, null, 'binary'],
      ['D', 'run.sh', 0, 1, ''],
    ]);
    const missing = await run(['diff', a, '--dir', join(home, 'nope')]);
    expect([missing.exitCode, missing.stderr]).toEqual([
      3,
      `pai-checkpoint: the folder ${join(home, 'nope')} is not a folder\n  hint: name the folder to compare with: \`pai-checkpoint diff <id> --dir <folder>\`\n`,
    ]);
    expect((await run(['diff', 'ZZZZZZ'])).exitCode).toBe(3);
    expect((await run(['diff', a, a, '--dir', other])).exitCode).toBe(2);
  });
});

describe('env', () => {
  test('env show lists what a checkpoint recorded; env diff what changed; bad use is exit 2', async () => {
    const { run, json } = setup('content');
    const a = (await json('create')).data.id as string;
    const b = JSON.parse((await run(['create', '--json'], { EDITOR: 'nano', TZ: 'UTC' })).stdout).id as string;
    const shown = await json('env', 'show', a);
    expect(shown.data).toMatchObject({
      id: a,
      environment: { runtimes: { node: process.version.slice(1) }, env: { EDITOR: 'vi' } },
    });
    const text = (await run(['env', 'show', a])).stdout;
    expect(text).toMatch(
      new RegExp(
        `^Environment of ${a} \\(captured [^)]+\\)\\n  runtimes:\\n    node: ${process.version.slice(1).replace(/\./g, '\\.')}\\n`,
      ),
    );
    expect(text).toContain('\n  env:\n');
    expect(text).toContain('\n    EDITOR: vi\n');
    expect((await json('env', 'diff', a, b)).data).toEqual({
      a,
      b,
      changes: [
        { section: 'env', name: 'EDITOR', from: 'vi', to: 'nano' },
        { section: 'env', name: 'TZ', to: 'UTC' },
      ],
    });
    expect((await run(['env', 'diff', a, b])).stdout).toBe(
      `Environment: ${a} → ${b}\n  env:\n    EDITOR: vi → nano\n    TZ: added UTC\n`,
    );
    expect((await run(['env', 'diff', a, a])).stdout).toBe(`Environment: ${a} → ${a}\n  No changes\n`);
    expect((await run(['env', 'list', a])).exitCode).toBe(2);
    expect((await run(['env', 'diff', a])).exitCode).toBe(2);
    expect((await run(['env'])).exitCode).toBe(2);
  });

  test('a 2.1 checkpoint whose environment.json is gone: env show and env diff say so (the manifest holds only the time)', async () => {
    const { run, json, paths } = setup('content');
    const a = (await json('create')).data.id as string;
    const manifest = JSON.parse(
      readFileSync(join(paths.paiDir, 'volume', 'checkpoints', 'sess-d', a, 'manifest.json'), 'utf8'),
    );
    expect(Object.keys(manifest.environment)).toEqual(['captured_at']);
    rmSync(join(paths.paiDir, 'volume', storedPartKey(manifest, 'environment.json')));
    for (const argv of [
      ['env', 'show', a],
      ['env', 'diff', a, a],
    ]) {
      const r = await run(argv);
      expect(r.exitCode, argv.join(' ')).not.toBe(0);
      expect(r.stderr).toContain(`checkpoint ${a}'s environment.json part is missing or damaged`);
    }
  });

  test('plugins as Claude Code records them; full package lists stored once on the volume, diffed package by package', async () => {
    const { run, json, p, claudeDir, paths } = setup('content');
    // A plugin installed through a marketplace (installed_plugins.json version 2, as the real binary writes it).
    const plugin = join(claudeDir, 'plugins', 'cache', 'm', 'tool', '1.2.0');
    mkdirSync(join(plugin, '.claude-plugin'), { recursive: true });
    writeFileSync(join(plugin, '.claude-plugin', 'plugin.json'), JSON.stringify({ name: 'tool', version: '1.2.0' }));
    const installs = (sha: string) =>
      JSON.stringify({
        version: 2,
        plugins: {
          'tool@m': [
            {
              scope: 'user',
              installPath: plugin,
              version: '1.2.0',
              installedAt: '2026-11-01T10:00:00.000Z',
              lastUpdated: '2026-11-20T10:00:00.000Z',
              gitCommitSha: sha,
            },
          ],
        },
      });
    writeFileSync(join(claudeDir, 'plugins', 'installed_plugins.json'), installs('a'.repeat(40)));
    const lock = (packages: Record<string, string>) =>
      writeFileSync(
        p('node_modules/.package-lock.json'),
        JSON.stringify({
          name: 'p',
          lockfileVersion: 3,
          packages: Object.fromEntries(Object.entries(packages).map(([n, v]) => [`node_modules/${n}`, { version: v }])),
        }),
      );
    mkdirSync(p('node_modules'));
    lock({ 'left-pad': '1.0.0', '@scope/kit': '2.0.0' });
    const a = (await json('create')).data.id as string;
    const a2 = (await json('create')).data.id as string;
    writeFileSync(join(claudeDir, 'plugins', 'installed_plugins.json'), installs('b'.repeat(40)));
    lock({ 'left-pad': '1.1.0', '@scope/kit': '2.0.0', 'right-pad': '0.1.0' });
    const b = (await json('create')).data.id as string;

    const env = (await json('env', 'show', a)).data.environment;
    expect(env.plugins['tool@m']).toEqual({
      version: '1.2.0',
      manifest_version: '1.2.0',
      installed_at: '2026-11-01T10:00:00.000Z',
      last_updated: '2026-11-20T10:00:00.000Z',
      git_commit: 'a'.repeat(40),
      path: plugin,
    });
    expect(env.package_lists.npm).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), count: 2 });
    // python3 on the sandbox PATH (/usr/bin): its distributions, as pip freeze names them.
    expect(env.package_lists.pip.count).toBeGreaterThan(0);
    // Stored once: the same lists of a and a2 are one object each; b's npm list is another.
    const stored = readdirSync(join(paths.paiDir, 'volume', 'environment')).sort();
    expect(stored).toEqual(
      [
        `${env.package_lists.npm.sha256}.txt`,
        `${env.package_lists.pip.sha256}.txt`,
        `${(await json('env', 'show', b)).data.environment.package_lists.npm.sha256}.txt`,
      ].sort(),
    );
    expect((await json('env', 'show', a2)).data.environment.package_lists).toEqual(env.package_lists);
    const full = await json('env', 'show', a, '--full');
    expect(full.data.lists.npm).toBe('@scope/kit@2.0.0\nleft-pad@1.0.0\n');
    expect(full.data.lists.pip).toMatch(/^[A-Za-z0-9._-]+==\S+\n/);
    expect((await run(['env', 'show', a, '--full'])).stdout).toContain(
      '\nnpm packages (2):\n  @scope/kit@2.0.0\n  left-pad@1.0.0\n',
    );

    expect((await json('env', 'diff', a, b)).data.changes).toEqual([
      { section: 'plugins', name: 'tool@m git_commit', from: 'a'.repeat(40), to: 'b'.repeat(40) },
      { section: 'npm packages', name: 'left-pad', from: '1.0.0', to: '1.1.0' },
      { section: 'npm packages', name: 'right-pad', to: '0.1.0' },
    ]);
    // diff shows the same environment changes.
    expect((await run(['diff', a, b])).stdout).toContain(
      'Environment:\n  plugins:\n    tool@m git_commit: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa → bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\n  npm packages:\n    left-pad: 1.0.0 → 1.1.0\n    right-pad: added 0.1.0\n',
    );
    // A list removed by hand: named, exit 3; one changed: refused as tampered, exit 4.
    rmSync(join(paths.paiDir, 'volume', 'environment', `${env.package_lists.npm.sha256}.txt`));
    expect((await run(['env', 'diff', a, b])).exitCode).toBe(3);
    writeFileSync(join(paths.paiDir, 'volume', 'environment', `${env.package_lists.pip.sha256}.txt`), 'evil==1\n');
    const tampered = await run(['env', 'show', a, '--full']);
    expect([tampered.exitCode, tampered.stderr]).toEqual([4, expect.stringContaining('does not match its hash')]);
  });
});
