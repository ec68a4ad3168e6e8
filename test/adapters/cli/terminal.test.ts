/**
 * Stored text is inert on a terminal (issue 32 item 6): whoever can write the volume, a phase
 * record or an annotation can plant ESC/OSC sequences (a screen clear, a window title, an OSC 8
 * link), BEL, C1 controls and bidi overrides. The built CLI (dist/cli.cjs) prints them as visible,
 * inert text in every command's text output, its warnings and its errors; `--json` keeps the
 * exact strings, escaped. Every process's stdout and stderr is held to: no control character a
 * terminal acts on, and the planted text still recognisable.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, ROOT, runCliAsync, sandbox, userLine, writeLines } from '../../helpers.js';
import { loadConfig } from '../../../src/core/config.js';
import { putVolumeStatus } from '../../../src/domain/session/volume-status.js';
import { openVolume } from '../../../src/storage/open.js';

/** What a terminal acts on: C0 but newline and tab, DEL, C1, bidi embeddings, overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Short (a table cell keeps it whole): a screen clear, a window title with its BEL, a C1 CSI (U+009B), a right-to-left override. */
const P = 'x\u001b[2J\u001b]0;T\u0007\u009b1m\u202ey';
/** P as the terminal shows it: control pictures for C0, `\uXXXX` for C1 and bidi (core/inert.ts). */
const SHOWN = 'x␛[2J␛]0;T␇\\u009b1m\\u202ey';
/** An OSC 8 hyperlink hiding its address behind "here", BEL, DEL and a carriage return that would overwrite the line. */
const LINK = 'see \u001b]8;;http://evil.example/\u001b\\here\u001b]8;;\u001b\\ ring\u0007 del\u007f cr\rZ';
const LINK_SHOWN = 'see ␛]8;;http://evil.example/␛\\here␛]8;;␛\\ ring␇ del␡ cr␍Z';

const SESSION = 'sess-esc';

/**
 * A sandbox (removed after each test) whose stored strings hold the sequences: a checkpoint label,
 * an annotation, a phase record's task, the transcript (summary, diff), the project's folder, a
 * phase record file named with an escape.
 */
async function world() {
  const sb = { ...sandbox() };
  // The project's folder holds the sequence too: every checkpoint records it.
  sb.project = join(sb.home, `proj${P}`);
  mkdirSync(sb.project);
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  writeFileSync(join(sb.project, 'app.js'), 'console.log(1)\n');
  const transcript = join(sb.home, 't.jsonl');
  const turn = (prompt: string, answer: string) => [userLine(prompt), assistantLine([{ type: 'text', text: answer }])];
  writeLines(transcript, turn(`Fix ${P}`, `I'll use ${P} instead of the old parser.`));
  saveSession(sb.paths, { ...newSession(SESSION, sb.project, sb.project, new Date()), transcriptPath: transcript });
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
  };
  // Made in this process (faster); what is printed is then read by the built CLI.
  const run = async (...argv: string[]) => {
    const r = await main([...argv, '--json'], defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
    expect(r.exitCode, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { id: string };
  };
  const a = (await run('create', '--session', SESSION, '--name', P, '--tag', 'ok')).id;
  writeFileSync(join(sb.project, 'app.js'), 'console.log(2)\n');
  appendFileSync(transcript, `${turn(`Then ${P} again`, 'Done.').join('\n')}\n`);
  const b = (await run('create', '--session', SESSION, '--trigger', 'complete')).id;
  await run('annotate', a, LINK, '--user', 'mallory');
  await run('save', 'rec', '--session', SESSION, '--phase', '3', '--task', P);
  writeFileSync(join(sb.paths.checkpointsDir, `ckpt-2026-11-20T10-00-00Z-${P}.json`), '{');
  const cli = (...args: string[]) => runCliAsync(args, sb.project, env);
  return { ...sb, env, a, b, cli };
}

/** No control character reaches the terminal; `shown` (the planted text, inert) does. */
function inertOutput(r: { code: number; out: string; err: string }, shown: string, where: 'out' | 'err' = 'out') {
  const both = `${r.out}\n--- stderr\n${r.err}`;
  expect(both, 'a control character reached the terminal').not.toMatch(CONTROL);
  expect(where === 'out' ? r.out : r.err, both).toContain(shown);
}

describe('stored text is inert in every command`s text output (dist/cli.cjs)', () => {
  test('list, list --all, list --detailed: label, task and project; the warning naming a record file', async () => {
    const { cli } = await world();
    // The TASK column is cut to its width (before the text is made inert: a cut never leaves half a sequence live).
    inertOutput(await cli('list', '--detailed'), '[x␛[2J␛]0;T␇');
    const all = await cli('list', '--all');
    inertOutput(all, `ckpt-2026-11-20T10-00-00Z-${SHOWN}.json`, 'err');
    expect(all.out).toContain('[rec] x␛[2J␛]0;');
  });

  test('search, inspect and annotations: the OSC 8 link shows its address, BEL, DEL and CR are pictures', async () => {
    const { cli, a } = await world();
    inertOutput(await cli('search', 'evil'), 'http://evil.example/');
    const inspected = await cli('inspect', a);
    inertOutput(inspected, LINK_SHOWN);
    expect(inspected.out).toContain(SHOWN);
    inertOutput(await cli('annotations', a), `mallory: ${LINK_SHOWN}`);
  });

  test('sessions, summary, diff, diff --conversation, review', async () => {
    const { cli, a, b } = await world();
    inertOutput(await cli('sessions'), `proj${SHOWN}`);
    inertOutput(await cli('summary', SESSION), SHOWN);
    inertOutput(await cli('diff', a, b), `Checkpoint comparison: ${a}`);
    inertOutput(await cli('diff', a, b, '--conversation'), `> Then ${SHOWN} again`);
    inertOutput(await cli('review', SESSION), SHOWN);
  });

  test('monitor: its lines as they come (a session of another machine gone silent, to be resumed into a folder named after the project)', async () => {
    const w = await world();
    const state = join(w.paths.paiDir, 'volume', 'sessions', SESSION, 'session.json');
    const silent = new Date(Date.now() - 10 * 60_000).toISOString(); // past the monitor's timeout (90 s), within its max silence
    // Signed with the user's key, as the other machine's sidecar writes it (an unsigned status is never acted on).
    const doc = {
      ...(JSON.parse(readFileSync(state, 'utf8')) as { session_id: string }),
      status: 'running',
      host: 'elsewhere',
      heartbeat_at: silent,
      last_capture_at: silent,
    };
    await putVolumeStatus(openVolume(await loadConfig({ paiDir: w.paths.paiDir, env: w.env })), doc);
    const r = await w.cli('monitor', '--once', '--mode', 'notify');
    expect(r.code, r.err).toBe(0);
    inertOutput(r, `into ${join(w.home, 'pai-sessions', `proj${SHOWN}`)}`);
  });

  test('doctor naming a volume folder, and errors quoting what they were given', async () => {
    const w = await world();
    const { cli } = w;
    const vol = join(w.home, `vol${P}`);
    inertOutput(await runCliAsync(['doctor'], w.project, { ...w.env, PAI_CHECKPOINT_VOLUME: vol }), `vol${SHOWN}`);
    const missing = await cli('inspect', P);
    expect(missing.code).toBe(3);
    inertOutput(missing, `"${SHOWN}"`, 'err');
    const slash = await cli('slash', 'inspect', P);
    inertOutput(slash, `"${SHOWN}"`);
  });

  test('--json keeps the exact strings, escaped: no control character in the output, the same text parsed', async () => {
    const { cli, a } = await world();
    for (const args of [
      ['annotations', a],
      ['list'],
      ['inspect', a],
      ['sessions'],
      ['summary', SESSION],
      ['inspect', P],
    ]) {
      const r = await cli(...args, '--json');
      expect(r.out, args.join(' ')).not.toMatch(CONTROL);
      expect(r.out).not.toMatch(/[\u2028\u2029]/);
      const data = JSON.parse(r.out);
      if (args[0] === 'annotations') expect(data.annotations.map((n: { text: string }) => n.text)).toEqual([LINK]);
      if (args[0] === 'list')
        expect(data.rows.find((row: { id: string }) => row.id === a)).toMatchObject({
          project: expect.stringContaining(P),
          description: expect.stringContaining(`"${P}"`),
        });
      if (args[0] === 'inspect' && args[1] === P) expect(data.error.message).toContain(`"${P}"`);
    }
  });
});

/**
 * Every write to the terminal in the CLI, the hooks and the MCP server goes through core/inert.ts:
 * a command that printed around it would print stored text raw again. The writes that do not
 * carry text of ours are named here, each with why.
 */
test('the CLI, hooks and MCP server write to stdout/stderr only through the inert output', () => {
  const allowed: Record<string, string[]> = {
    'src/adapters/cli/bin.ts': [
      'process.stdout.write(r.stdout)',
      'process.stderr.write(r.stderr)',
      'process.stderr.write(inert(',
    ], // main's result is inert already
    'src/adapters/cli/context.ts': [
      'process.stdout.write(inert(text))',
      'process.stderr.write(inert(text))',
      "process.stderr.write('\\n')",
    ], // printOut, printErr; readKey's newline
    'src/adapters/browse/ui.ts': ['stdout.write(ALT_SCREEN_ON)', 'stdout.write(ALT_SCREEN_OFF)'], // the alternate screen's switches; the screen's text is inert (line())
    'src/adapters/cli/commands/create.ts': ['process.stderr.write(`\\rSnapshotting workspace'], // the progress line: numbers, and its own \r
    'src/adapters/hooks/run.ts': ['process.stdout.write(said(', 'process.stdout.write(out)'], // said() and printed() make it inert
  };
  const found: Record<string, string[]> = {};
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    );
  for (const file of walk(join(ROOT, 'src'))) {
    const rel = file.slice(ROOT.length + 1);
    // A call the formatter wrapped (its argument on the next line) reads as one: `write(` and its first line;
    // a terminal handed in (`stdout.write(`, the browser's) counts as the process's own.
    const writes = (readFileSync(file, 'utf8').match(/(?:process\.)?\bstd(out|err)\.write\(\s*[^\n]*/g) ?? []).map(
      (w) => w.replace(/\(\s+/, '('),
    );
    if (writes.length) found[rel] = writes;
  }
  expect(Object.keys(found).sort()).toEqual(Object.keys(allowed).sort());
  for (const [file, writes] of Object.entries(found)) {
    for (const write of writes)
      expect(
        allowed[file]!.some((ok) => write.startsWith(ok)),
        `${file}: ${write} — print through printOut/printErr (adapters/cli/context.ts) or inert() (core/inert.ts)`,
      ).toBe(true);
  }
});
