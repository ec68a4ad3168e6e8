/**
 * `browse` (issue 36): the real built CLI (dist/cli.cjs, which imports dist/browse.mjs) in a real
 * terminal (tmux: keys sent, the screen read back) on a real local volume with three sessions —
 * one crashed, one with a checkpoint awaiting review, one running. Every step waits for what the
 * screen must show (never for a time): move, open a session and a checkpoint, diff, search,
 * approve with a reason (then `inspect` says so), tag, resume (the browser closes and
 * `resume` runs as typed: the stand-in claude records its argv), quit; at 80×24 and 200×50;
 * annotate, restore into a folder typed and rewind (its own question answered on the terminal),
 * each writing nothing — the volume's files compared — until `y`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { projectDirName } from '../../../src/domain/restore/restore.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, sandbox, userLine, writeLines } from '../../helpers.js';
import { S3_CREDENTIALS, useS3 } from '../../s3rver.js';

const CLI = resolve('dist/cli.cjs');
const s3 = useS3();
const BROWSE = resolve('dist/browse.mjs');
const sockets: string[] = [];
/** A foreground or background colour (30-37, 90-97, 38;…): what NO_COLOR leaves out. */
const SGR_COLOUR = /\u001b\[(?:[0-9;]*;)?(?:3[0-8]|9[0-7])(?:;[0-9;]*)?m/;

afterAll(() => {
  for (const s of sockets) {
    try {
      execFileSync('tmux', ['-S', s, 'kill-server'], { stdio: 'ignore' });
    } catch {
      /* already gone */
    }
  }
});

/** A volume with three sessions of one project: crashed (phases 1 → 3, two checkpoints), pending (a `complete` checkpoint awaits review), running. */
async function fixture(extraEnv: Record<string, string> = {}) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const p = sb.project;
  const argvFile = join(sb.home, 'claude-argv.txt');
  const claude = join(sb.home, 'claude-stand-in.sh');
  writeFileSync(claude, `#!/bin/sh\nprintf '%s\\n' "$@" > ${argvFile}\n`);
  chmodSync(claude, 0o755);
  const env: Record<string, string> = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: claude,
    TERM: 'xterm-256color',
    LANG: 'C.UTF-8',
    ...extraEnv,
  };
  // Asynchronous: the S3 server of the last test answers in this process.
  const cli = (...args: string[]) =>
    new Promise<string>((done, fail) =>
      execFile('node', [CLI, ...args], { cwd: p, env, encoding: 'utf8' }, (err, stdout, stderr) =>
        err ? fail(Object.assign(err, { stderr, stdout })) : done(stdout),
      ),
    );
  const session = (id: string, state: Partial<ReturnType<typeof newSession>>) => {
    const dir = join(sb.claudeDir, 'projects', projectDirName(p));
    mkdirSync(dir, { recursive: true });
    const transcript = join(dir, `${id}.jsonl`);
    writeLines(transcript, [userLine(`Work of ${id}`), assistantLine([{ type: 'text', text: 'On it.' }])]);
    saveSession(sb.paths, { ...newSession(id, p, p, new Date()), transcriptPath: transcript, ...state });
  };
  writeFileSync(join(p, 'app.txt'), 'one\ntwo\n');
  session('crash-aaaa', {});
  const c1 = JSON.parse(
    await cli('save', '--session', 'crash-aaaa', '--phase', '1', '--task', 'Fix the parser', '--json'),
  ).id as string;
  writeFileSync(join(p, 'app.txt'), 'one\nTWO changed\nthree\n');
  const c2 = JSON.parse(
    await cli('save', '--session', 'crash-aaaa', '--phase', '3', '--task', 'Fix the parser', '--json'),
  ).id as string;
  session('crash-aaaa', {
    crashedAt: new Date().toISOString(),
    heartbeatAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  });
  session('pend-bbbb', { endedAt: new Date().toISOString() });
  await cli('create', '--session', 'pend-bbbb', '--name', 'before review');
  writeFileSync(join(p, 'review.txt'), 'to review\n');
  const pending = JSON.parse(await cli('create', '--session', 'pend-bbbb', '--trigger', 'complete', '--json'))
    .id as string;
  session('live-cccc', {});
  await cli('create', '--session', 'live-cccc', '--name', 'wip');
  return { ...sb, env, cli, argvFile, c1, c2, pending };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** Every file under `dir` (the volume, a folder) with its content's hash: equal twice means nothing was written between. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[path.slice(dir.length + 1)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** The browser in a tmux pane of `cols`×`rows`, started as a user types it. */
function open(f: Fixture, cols: number, rows: number, args: string[] = ['browse']) {
  const socket = join(f.home, `tmux-${cols}-${sockets.length}`);
  sockets.push(socket);
  const envArgs = Object.entries(f.env).map(([k, v]) => `${k}='${v}'`);
  const cmd = `cd '${f.project}' && env -i ${envArgs.join(' ')} node '${CLI}' ${args.join(' ')}; echo "[exit $?]"; sleep 600`;
  const tmux = (...a: string[]) => execFileSync('tmux', ['-S', socket, ...a], { encoding: 'utf8' });
  // The program's output as written, before the terminal draws it (the escape sequences it sends).
  const raw = join(f.home, `raw-${sockets.length}.txt`);
  // The pane's shell starts the CLI once the pipe is in place (it waits for the file \`go\`).
  const go = `${raw}.go`;
  tmux(
    '-f',
    '/dev/null',
    'new-session',
    '-d',
    '-s',
    'b',
    '-x',
    String(cols),
    '-y',
    String(rows),
    '/bin/sh',
    '-c',
    `while [ ! -e '${go}' ]; do sleep 0.05; done; ${cmd}`,
  );
  tmux('pipe-pane', '-t', 'b:0.0', '-o', `cat > '${raw}'`);
  writeFileSync(go, '');
  const capture = () => tmux('capture-pane', '-p', '-t', 'b:0.0');
  return {
    raw,
    /** The screen with its escape sequences (colours, inverse). */
    styled: () => tmux('capture-pane', '-p', '-e', '-t', 'b:0.0'),
    keys: (...k: string[]) => void tmux('send-keys', '-t', 'b:0.0', ...k),
    text: (t: string) => void tmux('send-keys', '-t', 'b:0.0', '-l', t),
    capture,
    /** The screen once it shows `re` (a safety net of a minute: the machine may be busy). */
    async until(re: RegExp): Promise<string> {
      const end = Date.now() + 60_000;
      for (;;) {
        const screen = capture();
        if (re.test(screen)) {
          if (process.env['SHOW_SCREENS']) console.log(screen);
          return screen;
        }
        if (Date.now() > end) throw new Error(`the screen never showed ${re}:\n${screen}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

describe('browse', { timeout: 300_000 }, () => {
  test('at 80×24: move, open, diff, search, approve with a reason, tag, resume as typed', async () => {
    const f = await fixture();
    const t = open(f, 80, 24);
    let screen = await t.until(/Checkpoints \(\d+, oldest first\)/);
    const lines = screen.replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(screen).toContain('pai-checkpoint browse');
    expect(screen).toMatch(/crash-aa crashed/);
    expect(screen).toMatch(/pend-bbb ended \d+ s · 1 pe/); // its age, live; cut to the column's width
    expect(screen).toMatch(/live-ccc running/);
    expect(screen).toMatch(/Enter open · r resume · \/ search/);
    // Down to the crashed session: its timeline on the right (phases 1 and 3, two checkpoints, the task).
    for (let i = 0; i < 3 && !/Session crash-aaaa/.test(t.capture()); i++) {
      t.keys('j');
      await t.until(/Session (crash|pend|live)/);
    }
    screen = await t.until(/Session crash-aaaa/);
    expect(screen).toContain('Task: Fix the parser');
    expect(screen).toMatch(/phases: 1 OBSERVE → 3 PLAN/);
    expect(screen).toContain(f.c2.slice(0, 10));
    // Enter: the timeline takes the keys; the newest checkpoint is selected. Enter again: the checkpoint's page.
    t.keys('Enter');
    await t.until(/⏎ open·d\/D diff·a approve/);
    t.keys('Enter');
    screen = await t.until(new RegExp(`Checkpoint ${f.c2}`));
    expect(screen).toMatch(/Files changed: 1/);
    expect(screen).toMatch(/M app\.txt\s+\+2 -1/);
    expect(screen).toMatch(/Environment:\n\s+No changes/);
    // The page scrolls: its lineage further down.
    t.keys('NPage');
    screen = await t.until(/Lineage: {3}parent /);
    expect(screen).toContain(`Lineage:   parent ${f.c1}, depth 2, children none;`); // cut at 80 columns
    // d: the diff against the previous checkpoint, coloured lines in plain text here.
    t.keys('d');
    screen = await t.until(/Diff of .* against the previous checkpoint/);
    expect(screen).toContain('+TWO changed');
    expect(screen).toContain('-two');
    // Esc by Esc (two at once reach the program as one Alt-Esc, as in any terminal): the page, then the timeline.
    t.keys('Escape');
    await t.until(/R restore·Esc·\?/);
    // D: against the working tree, which has review.txt since (the pending session's file).
    t.keys('D');
    screen = await t.until(/Diff of .* against the working tree/);
    expect(screen).toContain('+++ b/review.txt');
    t.keys('Escape');
    await t.until(/R restore·Esc·\?/);
    t.keys('Escape');
    await t.until(/⏎ open·d\/D diff/);
    // / search with search's query syntax: the pending checkpoint by its approval.
    t.keys('/');
    await t.until(/Search: /);
    t.text('approval:pending');
    t.keys('Enter');
    screen = await t.until(/1 match\(es\)/);
    expect(screen).toContain(f.pending.slice(0, 10));
    // a: approve it, with a reason; nothing is written before y.
    t.keys('a');
    await t.until(/Reason for approving/);
    t.text('looks right');
    t.keys('Enter');
    await t.until(/Approve .*looks right.*\? y writes it/);
    expect(JSON.parse(await f.cli('inspect', f.pending, '--json')).checkpoint.approval.status).toBe('pending');
    t.keys('y');
    await t.until(/Approved /);
    const inspected = JSON.parse(await f.cli('inspect', f.pending, '--json')).checkpoint.approval;
    expect(inspected).toMatchObject({ status: 'approved', reason: 'looks right' });
    expect(await f.cli('inspect', f.pending)).toMatch(/Approval:\s+approved.*looks right/);
    // t: tag it (confirmed).
    t.keys('t');
    await t.until(/Tag \(/);
    t.text('reviewed');
    t.keys('Enter');
    await t.until(/Tag .* "reviewed"\? y writes it/);
    t.keys('y');
    await t.until(/Tagged /);
    expect(JSON.parse(await f.cli('inspect', f.pending, '--json')).checkpoint.tags).toEqual(['reviewed']);
    // Esc back to the sessions; r on the crashed session: confirmed, the browser closes and resume runs as typed.
    t.keys('Escape');
    await t.until(/Checkpoints \(2, oldest first\)[\s\S]*⏎ open·d\/D diff/); // the search's list is gone: the timeline again
    t.keys('Escape');
    await t.until(/Enter open · r resume/);
    t.keys('r');
    await t.until(/Resume session \S+\?/);
    const asked = /Resume session (\S+)\?/.exec(t.capture())![1]!;
    t.keys('y');
    screen = await t.until(/\[exit \d+\]/);
    expect(screen).toMatch(/\[exit 0\]/);
    expect(screen).not.toContain('pai-checkpoint browse'); // the terminal is given back (alternate screen left)
    await expect.poll(() => existsSync(f.argvFile)).toBe(true);
    expect(readFileSync(f.argvFile, 'utf8').trim().split('\n')).toEqual(['--resume', asked]);
  });

  test('at 200×50: the wide screen; live (a checkpoint taken meanwhile appears, the screen never cleared); ? lists every key, q quits; a plain command never loads the browser', async () => {
    const f = await fixture();
    const t = open(f, 200, 50, ['browse', '--session', 'pend-bbbb']);
    const screen = await t.until(/Session pend-bbbb/);
    const lines = screen.replace(/\n$/, '').split('\n');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(200);
    // Wide enough for every session on the left and the whole checkpoint line on the right.
    expect(screen).toMatch(/crash-aa crashed .*\n.*project · 3 PLAN · Fix the parser/);
    expect(screen).toMatch(new RegExp(`${f.pending.slice(0, 10)}\\S* \\d\\d:\\d\\d:\\d\\d complete pending clean \\d`));
    expect(screen).toMatch(/manual auto clean .*/);
    // Live: a checkpoint taken while the browser is open appears in the timeline, and the session's
    // count on the right; the screen is redrawn in place (never cleared: no flicker).
    expect(screen).toContain('Checkpoints (2, oldest first)');
    const made = JSON.parse(await f.cli('create', '--session', 'pend-bbbb', '--name', 'made while open', '--json'))
      .id as string;
    const live = await t.until(/Checkpoints \(3, oldest first\)/);
    expect(live).toContain(made.slice(0, 10));
    expect(live).toMatch(/ended · heartbeat .* · 3 checkpoint\(s\)/);
    const written = readFileSync(t.raw, 'utf8');
    expect(written).toContain('Checkpoints (3, oldest first)'); // every frame passed through the pipe
    expect(written).not.toMatch(/\u001b\[[23]J/); // never a clear screen
    t.keys('?');
    const help = await t.until(/Keys\n/);
    for (const k of ['↑/↓, j/k', 'Enter', 'Esc', '/ ', 'd ', 'D ', 'a / x', 't / n', 'r ', 'w ', 'R ', '? ', 'q '])
      expect(help).toContain(`\n${k}`);
    t.keys('Escape');
    const coloured = await t.until(/Session pend-bbbb/).then(() => t.styled());
    expect(coloured).toMatch(SGR_COLOUR);
    t.keys('q');
    await t.until(/\[exit 0\]/);
    // `list` runs without the browser: the CLI bundle holds no Ink, and a list started with the browser's file unreadable works.
    // (dist/cli.cjs runs dist/cli.main.cjs from the code cache, and imports the browser for it)
    const cliText = readFileSync(resolve('dist/cli.main.cjs'), 'utf8');
    expect(cliText).toContain('Symbol.for("pai-checkpoint.import")]("./browse.mjs")');
    expect(readFileSync(CLI, 'utf8')).toMatch(/import\(/);
    expect(cliText).not.toMatch(/yoga|useInput|react-reconciler/);
    expect(readFileSync(BROWSE, 'utf8')).toMatch(/yoga/);
    const bare = join(f.home, 'dist-without-browser');
    cpSync(resolve('dist'), bare, { recursive: true });
    rmSync(join(bare, 'browse.mjs'));
    const listed = JSON.parse(
      execFileSync('node', [join(bare, 'cli.cjs'), 'list', '--all', '--json'], {
        cwd: f.project,
        env: f.env,
        encoding: 'utf8',
      }),
    );
    expect(listed.rows.map((r: { id: string }) => r.id)).toContain(f.pending);
  });

  test('pai-checkpoint alone in a terminal opens the browser; NO_COLOR: no colour (selection in inverse); without a terminal: the help and browse refused', async () => {
    const f = await fixture();
    const t = open({ ...f, env: { ...f.env, NO_COLOR: '1' } }, 80, 24, []);
    await t.until(/Checkpoints \(\d+, oldest first\)/);
    const styled = t.styled();
    expect(styled).not.toMatch(SGR_COLOUR);
    expect(styled).toMatch(/\u001b\[[0-9;]*7m/); // inverse
    t.keys('q');
    await t.until(/\[exit 0\]/);
    expect(await f.cli()).toMatch(/^pai-checkpoint \S+ — checkpoints and resume/);
    await expect(f.cli('browse')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('browse needs a terminal'),
    });
  });

  test("on an S3 volume (s3rver): the sessions, a timeline and a checkpoint's page", async () => {
    const f = await fixture({
      PAI_CHECKPOINT_VOLUME: `s3://vol/browse-${Math.random().toString(36).slice(2)}`,
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_S3: s3.endpoint,
    });
    expect(existsSync(join(f.paths.paiDir, 'volume'))).toBe(false); // every checkpoint is on S3
    const t = open(f, 100, 30, ['browse', '--session', 'crash-aaaa']);
    const screen = await t.until(/Session crash-aaaa/);
    expect(screen).toMatch(/pend-bbb ended .* · 1 pending/);
    expect(screen).toContain('phases: 1 OBSERVE → 3 PLAN');
    t.keys('Enter');
    await t.until(new RegExp(`Checkpoint ${f.c2}`));
    expect(t.capture()).toMatch(/M app\.txt\s+\+2 -1/);
    t.keys('q');
    await t.until(/\[exit 0\]/);
  });

  test('n annotates and R restores into the folder typed, each only after y (any other answer writes nothing)', async () => {
    const f = await fixture();
    const volume = join(f.paths.paiDir, 'volume');
    const t = open(f, 200, 50, ['browse', '--session', 'crash-aaaa']);
    await t.until(/Session crash-aaaa[\s\S]*Checkpoints \(2, oldest first\)/);
    // n: a note for the newest checkpoint (selected); answered n at the question: nothing written.
    const before = tree(volume);
    t.keys('n');
    await t.until(new RegExp(`Note \\(${f.c2}\\): `));
    t.text('parser checked by hand\r'); // and Enter, in one read (as typed fast or pasted)
    await t.until(new RegExp(`Annotate ${f.c2}: "parser checked by hand"\\? y writes it \\[y/N\\]`));
    t.keys('n');
    await t.until(/Nothing written\./);
    expect(tree(volume)).toEqual(before);
    // Again, answered y: the note is written then, and only then.
    t.keys('n');
    await t.until(new RegExp(`Note \\(${f.c2}\\): `));
    t.text('parser checked by hand');
    t.keys('Enter');
    await t.until(/y writes it \[y\/N\]/);
    expect(JSON.parse(await f.cli('annotations', f.c2, '--json')).annotations).toEqual([]);
    expect(tree(volume)).toEqual(before);
    t.keys('y');
    await t.until(new RegExp(`Annotated ${f.c2} \\(1 annotation\\(s\\)\\)`));
    const notes = JSON.parse(await f.cli('annotations', f.c2, '--json')).annotations;
    expect(notes).toEqual([expect.objectContaining({ text: 'parser checked by hand' })]);
    expect(await f.cli('inspect', f.c2)).toContain('parser checked by hand');
    expect(tree(volume)).not.toEqual(before); // the comparison sees a write
    // R on the older checkpoint: the folder asked for; Esc at the question restores nothing.
    t.keys('k');
    const folder = join(f.home, 'restored-c1');
    const asked = tree(volume);
    t.keys('R');
    await t.until(new RegExp(`Restore into the new folder \\(${f.c1}\\): `));
    t.text(folder);
    t.keys('Enter');
    await t.until(new RegExp(`Restore ${f.c1} into ${folder}\\? The browser closes`));
    t.keys('Escape');
    await t.until(/Nothing written\./);
    expect(existsSync(folder)).toBe(false);
    expect(tree(volume)).toEqual(asked);
    // Again, y: the browser closes and `restore <c1> --to <folder>` runs as typed: the folder holds c1's files.
    t.keys('R');
    await t.until(/Restore into the new folder/);
    t.text(folder);
    t.keys('Enter');
    await t.until(new RegExp(`Restore ${f.c1} into ${folder}\\?`));
    expect(existsSync(folder)).toBe(false);
    t.keys('y');
    const screen = await t.until(/\[exit \d+\]/);
    expect(screen).toMatch(/\[exit 0\]/);
    expect(screen).toContain(`Restored checkpoint ${f.c1} (session crash-aaaa) into ${folder}`);
    expect(readFileSync(join(folder, 'app.txt'), 'utf8')).toBe('one\ntwo\n');
    expect(readFileSync(join(f.project, 'app.txt'), 'utf8')).toBe('one\nTWO changed\nthree\n'); // the workspace untouched
  });

  test('w rewinds as typed: no at the question changes nothing; y closes the browser, rewind asks its own question, then the files are the checkpoint`s and claude resumes the fork', async () => {
    const f = await fixture();
    const volume = join(f.paths.paiDir, 'volume');
    const t = open(f, 120, 30, ['browse', '--session', 'crash-aaaa']);
    await t.until(/Session crash-aaaa[\s\S]*Checkpoints \(2, oldest first\)/);
    t.keys('k'); // the older checkpoint
    const before = tree(volume);
    t.keys('w');
    await t.until(new RegExp(`Rewind to ${f.c1}\\? The browser closes`));
    t.keys('x');
    await t.until(/Nothing written\./);
    expect(tree(volume)).toEqual(before);
    expect(readFileSync(join(f.project, 'app.txt'), 'utf8')).toBe('one\nTWO changed\nthree\n');
    expect(existsSync(f.argvFile)).toBe(false);
    t.keys('w');
    await t.until(new RegExp(`Rewind to ${f.c1}\\?`));
    t.keys('y');
    // The browser is gone; rewind runs as typed, and its rollback asks on the terminal before a file changes.
    let screen = await t.until(new RegExp(`back to checkpoint ${f.c1}[\\s\\S]*\\[y/N\\]`));
    expect(screen).not.toContain('pai-checkpoint browse');
    expect(readFileSync(join(f.project, 'app.txt'), 'utf8')).toBe('one\nTWO changed\nthree\n');
    t.text('y');
    t.keys('Enter');
    screen = await t.until(/\[exit \d+\]/);
    expect(screen).toMatch(/\[exit 0\]/);
    expect(readFileSync(join(f.project, 'app.txt'), 'utf8')).toBe('one\ntwo\n');
    await expect.poll(() => existsSync(f.argvFile)).toBe(true);
    const argv = readFileSync(f.argvFile, 'utf8').trim().split('\n');
    expect(argv).toEqual(['--resume', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // The conversation continues as a new session: the checkpoint's transcript, forked under the id claude was given.
    const fork = join(f.claudeDir, 'projects', projectDirName(f.project), `${argv[1]}.jsonl`);
    expect(readFileSync(fork, 'utf8')).toContain('Work of crash-aaaa');
  });
});
