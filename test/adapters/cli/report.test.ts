/**
 * `report` (issue 36 item 2) through the CLI, in-process, on a real volume with a session of four
 * checkpoints (test/adapters/cli/report-fixture.ts): one self-contained HTML file under PAI_DIR
 * with the session's task, phases, checkpoints, summary and diffs; every stored string inert; no
 * way for the page to reach the network; -o and its refusals; a clear NOT_FOUND.
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { EXIT } from '../../../src/core/errors.js';
import { ROOT, tempDir } from '../../helpers.js';
import { git } from '../../app/support.js';
import { HOSTILE_NOTE, reportSession, TOKEN } from './report-fixture.js';

/** Every file under `dir`, relative to it (.git left out). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !join(e.parentPath, e.name).includes('/.git/'))
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** What no part of the report may hold: a way to fetch, run or leave the page. */
function expectSelfContained(html: string): void {
  expect(html).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
  );
  expect(html).not.toMatch(/https?:/i);
  expect(html).not.toContain('//');
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(?:link|img|iframe|object|embed|base|form|meta http-equiv="refresh")/i);
  expect(html).not.toMatch(/<[^>]*\s(?:src|href|srcset|action|xlink:href|on[a-z]+)\s*=/i);
  expect(html).not.toMatch(/url\(|@import/i);
  // One <style> and one </style>: ours.
  expect(html.match(/<\/style>/gi)).toHaveLength(1);
  expect(html.match(/<style>/gi)).toHaveLength(1);
}

describe('report', () => {
  test('one self-contained file under PAI_DIR: the task, the phases, every checkpoint, the summary, the diffs; stored strings inert, secrets redacted', async () => {
    const { run, ids, project, env } = await reportSession();
    const before = filesUnder(project);
    const r = await run(['report', 'S1', '--json']);
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(EXIT.OK);
    const out = JSON.parse(r.stdout) as { path: string; bytes: number };
    expect(out.path.startsWith(join(env['PAI_DIR']!, 'checkpoint', 'reports', 'S1-'))).toBe(true);
    expect(out.path.endsWith('.html')).toBe(true);
    expect(statSync(out.path).size).toBe(out.bytes);
    expect(statSync(out.path).mode & 0o777).toBe(0o600);
    // Nothing was written into the workspace.
    expect(filesUnder(project)).toEqual(before);
    const html = readFileSync(out.path, 'utf8');
    expectSelfContained(html);
    // The task as stored, escaped; its control characters shown as pictures; nothing of it live.
    expect(html).toContain(
      '<h1>Ship it &lt;script&gt;alert(1)&lt;/script&gt;&lt;/style&gt;&lt;b&gt;bold&lt;/b&gt; \u241b[2J\u2407 &quot;quoted&quot; &amp; done</h1>',
    );
    expect(html).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(html).not.toContain('<b>bold');
    // The hostile file name and note, escaped.
    expect(html).toContain('&lt;/style&gt;/&lt;script&gt;alert(2)&lt;\u2407.txt');
    expect(html).toContain(`note by ${userInfo().username}: looks fine &lt;img src=x onerror=alert(4)&gt; \\u202eevil`);
    expect(HOSTILE_NOTE).toContain('<img');
    expect(html).toContain('needs &lt;em&gt;work&lt;/em&gt;');
    // A secret a file of the session held is not in the report.
    expect(html).not.toContain(TOKEN);
    expect(html).toContain('+TOKEN_VALUE [REDACTED:github-token]');
    // The timeline: phases and every checkpoint.
    expect(html).toContain('<svg viewBox="0 0 1000 112" role="img" aria-label="timeline"');
    for (const phase of ['<td>2</td><td>THINK</td>', '<td>4</td><td>BUILD</td>']) expect(html).toContain(phase);
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(html).toContain(`<code>${id}</code>`);
    expect(html).toContain('milestone/v1');
    expect(html).toMatch(/class="pill rejected">rejected by [^<]+ \(needs &lt;em&gt;work&lt;\/em&gt;\)/);
    // The summary's lists (the newest checkpoint's summary.json).
    expect(html).toContain('<li>stream the parser instead of buffering the whole file.</li>');
    expect(html).toContain('<li>Tried `npm test`: exit 1: 3 tests failed — not resolved</li>');
    expect(html).toContain('<li>Blocker: the staging database is down.</li>');
    // Files changed from the first checkpoint to the last, with their diffs.
    expect(html).toContain(`from the session's first checkpoint <code>`);
    for (const f of ['a.txt', 'parser.ts']) expect(html).toContain(`<code>${f}</code>`);
    expect(html).toContain('<span class="da">+v2 streamed</span>');
    expect(html).toContain('<span class="da">+export const parse = (s: string) =&gt; s.split(&quot;,&quot;);</span>');
    // The context as the manifests recorded it, and the environment.
    expect(html).toMatch(
      /<section id="context"><h2>Context and tokens<\/h2><p class="meta"><span>last: <b>\d+(\.\d)?%<\/b> of 200k tokens/,
    );
    expect(html).toMatch(
      /<h3>runtimes<\/h3><table><tr><td[^>]*><code>node<\/code><\/td><td[^>]*><code>\d+\.\d+\.\d+<\/code>/,
    );
    expect(git(project, 'status', '--porcelain', '--ignored')).not.toContain('.html');
  });

  test('-o names the file (relative to the folder it runs in); a folder, a missing folder and an unknown session are refused by name; --help', async () => {
    const { run, project } = await reportSession();
    const elsewhere = tempDir('pai-report-out-');
    const r = await run(['report', 'S1', '-o', 'review.html'], elsewhere);
    expect(r.exitCode).toBe(EXIT.OK);
    expect(r.stdout).toBe(`${join(elsewhere, 'review.html')}\n`);
    expectSelfContained(readFileSync(join(elsewhere, 'review.html'), 'utf8'));
    // Replaces a regular file; refuses a folder, nothing written.
    expect((await run(['report', 'S1', '-o', 'review.html'], elsewhere)).exitCode).toBe(EXIT.OK);
    mkdirSync(join(elsewhere, 'dir.html'));
    const folder = await run(['report', 'S1', '-o', 'dir.html'], elsewhere);
    expect(folder.exitCode).toBe(EXIT.CONFLICT);
    expect(folder.stderr).toContain(
      `${join(elsewhere, 'dir.html')} is a folder, not a regular file: left as it is, nothing written`,
    );
    expect(readdirSync(join(elsewhere, 'dir.html'))).toEqual([]);
    const missing = await run(['report', 'S1', '-o', 'no/such/r.html'], elsewhere);
    expect(missing.exitCode).toBe(EXIT.USAGE);
    expect(missing.stderr).toContain(`the folder ${join(elsewhere, 'no/such')} does not exist`);
    const dash = await run(['report', 'S1', '-o', '-'], elsewhere);
    expect(dash.exitCode).toBe(EXIT.USAGE);
    expect(dash.stderr).toContain('a report is a file to open in a browser, not a stream');
    const unknown = await run(['report', 'nope', '--json'], project);
    expect(unknown.exitCode).toBe(EXIT.NOT_FOUND);
    expect(JSON.parse(unknown.stdout).error).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('no session "nope" on '),
      hint: 'run `pai-checkpoint sessions` to see them',
    });
    const help = await run(['report', '--help']);
    expect(help.stdout).toContain('Usage: pai-checkpoint report [<session>] [-o <file.html>] [--json]');
    expect(help.stdout).toContain('never the workspace');
    expect(readdirSync(elsewhere).sort()).toEqual(['dir.html', 'review.html']);
  });

  test("/checkpoint:report: its command file runs `slash report`, which writes this session's report under PAI_DIR and prints its path", async () => {
    const { env, project } = await reportSession();
    const file = readFileSync(join(ROOT, 'commands', 'report.md'), 'utf8');
    expect(file).toContain('!`node "${CLAUDE_PLUGIN_ROOT}/dist/cli.cjs" slash report $ARGUMENTS`');
    const r = await main(
      ['slash', 'report'],
      defaultCliEnv({ cwd: project, env: { ...env, CLAUDE_CODE_SESSION_ID: 'S1' }, warnings: [] }),
    );
    expect(r.exitCode).toBe(EXIT.OK);
    expect(r.stdout).toMatch(
      new RegExp(`^${join(env['PAI_DIR']!, 'checkpoint', 'reports')}/S1-\\d{8}T\\d{6}Z\\.html\\n$`),
    );
    expectSelfContained(readFileSync(r.stdout.trim(), 'utf8'));
  });
});
