import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  riskyCommand,
  riskyFilterFile,
  simpleCommands,
  unwrap,
  type RiskyConfig,
} from '../../../src/domain/session/risky.js';
import { ROOT } from '../../helpers.js';
import fc from 'fast-check';
import { IF_TEXTS } from '../../../src/domain/session/risky-triggers.js';
import { RISKY, SAFE, ifTextIn } from '../../fixtures/risky-commands.js';

const DEFAULTS: RiskyConfig = { enabled: true, defaults: true, commands: [] };

/** `'…'` around a line, as a shell reads it back. */
const sq = (l: string) => `'${l.replace(/'/g, `'\\''`)}'`;
/** `"…"` around a line, as a shell reads it back. */
const dq = (l: string) => `"${l.replace(/["\\$`]/g, '\\$&')}"`;

/**
 * What a command line may look like and still be the same command (or close to it): each word
 * quoted, split by empty quotes or a backslash, blanks as tabs, runs or continued lines, a
 * continued line inside a word, wrappers, another shell, another case. (Some are no longer risky,
 * or no longer the same command: only those Node still finds risky are checked.)
 */
function mutations(line: string, nest = true): string[] {
  const parts = line.split(' ');
  // Whether each part lies inside quotes (a line for another shell): nested, as `sh -c '…'` is.
  let open = '';
  const quoted = parts.map((p) => {
    const was = open;
    for (const ch of p)
      if (ch === open) open = '';
      else if (!open && (ch === "'" || ch === '"')) open = ch;
    return was !== '' || open !== '' || /['"]/.test(p);
  });
  const at = (k: number, f: (p: string) => string) => parts.map((p, i) => (i === k ? f(p) : p)).join(' ');
  const joinAt = (k: number, sep: string) => parts.slice(0, k + 1).join(' ') + sep + parts.slice(k + 1).join(' ');
  const out: string[] = [];
  parts.forEach((p, k) => {
    if ((!nest && quoted[k]) || !/[A-Za-z]/.test(p)) return;
    if (!/['"\\]/.test(p))
      out.push(
        at(k, sq),
        at(k, dq),
        at(k, (x) => `${x.slice(0, 1)}''${x.slice(1)}`),
      );
    if (/^[A-Za-z]{2}/.test(p))
      out.push(
        at(k, (x) => `${x[0]}\\${x.slice(1)}`),
        at(k, (x) => `${x[0]}\\\n${x.slice(1)}`),
      );
    if (k < parts.length - 1) out.push(joinAt(k, '\t'), joinAt(k, ' \\\n  '), joinAt(k, '\\\n '));
  });
  for (const w of ['sudo ', 'env A=1 ', 'command ', 'nice -n 5 ', 'time ', 'cd . && ', 'true; ', '/usr/bin/env '])
    out.push(w + line);
  if (nest) out.push(`bash -c ${sq(line)}`, `sh -c ${dq(line)}`, `eval ${sq(line)}`);
  out.push(`${line}; echo done`, line.toUpperCase(), line.toLowerCase());
  return out;
}

describe('riskyCommand', () => {
  test.each(RISKY)('%s → %s', (line, rule) => {
    expect(riskyCommand(line, DEFAULTS)?.rule).toBe(rule);
  });

  test.each(SAFE)('%s is not risky', (line) => {
    expect(riskyCommand(line, DEFAULTS)).toBeUndefined();
  });

  test('the matched simple command is named, unwrapped', () => {
    expect(riskyCommand('cd x && sudo /bin/rm -rf data/', DEFAULTS)).toEqual({
      rule: 'rm -r',
      command: 'rm -rf data/',
    });
  });

  test("the user's own patterns (a glob over each simple command), with or without the built-in rules", () => {
    const own: RiskyConfig = { enabled: true, defaults: false, commands: ['terraform destroy*', 'kubectl delete *'] };
    expect(riskyCommand('cd infra && terraform destroy -auto-approve', own)).toEqual({
      rule: 'terraform destroy*',
      command: 'terraform destroy -auto-approve',
    });
    expect(riskyCommand('kubectl delete pod x', own)?.rule).toBe('kubectl delete *');
    expect(riskyCommand('terraform plan', own)).toBeUndefined();
    expect(riskyCommand('rm -rf data', own)).toBeUndefined(); // defaults off
    expect(riskyCommand('rm -rf data', { ...own, defaults: true })?.rule).toBe('rm -r');
    expect(riskyCommand('rm -rf data', { ...DEFAULTS, enabled: false })).toBeUndefined();
  });

  test('simpleCommands splits on operators outside quotes; unwrap takes off what only wraps', () => {
    expect(simpleCommands(`a 'b; c' && d "e | f" | g\nh`)).toEqual([['a', 'b; c'], ['d', 'e | f'], ['g'], ['h']]);
    expect(unwrap(['env', 'A=1', 'nice', '-n', '5', '/usr/bin/git', 'clean', '-f'])).toEqual(['git', 'clean', '-f']);
  });
});

describe('hooks/risky.sh (the filter before Node)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pai-risky-sh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The script as installed, with a stand-in for the Node hook that records what it was given.
  mkdirSync(join(dir, 'plugin', 'hooks'), { recursive: true });
  mkdirSync(join(dir, 'plugin', 'dist', 'hooks'), { recursive: true });
  copyFileSync(join(ROOT, 'hooks', 'risky.sh'), join(dir, 'plugin', 'hooks', 'risky.sh'));
  const seen = join(dir, 'seen.txt');
  writeFileSync(
    join(dir, 'plugin', 'dist', 'hooks', 'risky.cjs'),
    `require('fs').appendFileSync(${JSON.stringify(seen)}, require('fs').readFileSync(0, 'utf8'))`,
  );
  chmodSync(join(dir, 'plugin', 'hooks', 'risky.sh'), 0o755);
  const home = join(dir, 'home');

  let calls = 0;
  /** A payload as Claude Code sends it (session folder words included). */
  const payloadOf = (command: string, toolUseId: string, description = 'run it', descriptionFirst = false) => ({
    session_id: 'S1',
    transcript_path: '/home/u/.claude/projects/-work-cleanup-push-drop/S1.jsonl',
    cwd: '/work/cleanup-push-drop',
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: descriptionFirst ? { description, command } : { command, description },
    tool_use_id: toolUseId,
  });
  /** Runs the script on a payload; whether Node was started. */
  function passes(
    command: string,
    filter?: string,
    toolUseId = `toolu_01ABC${++calls}`,
    description?: string,
    descriptionFirst?: boolean,
  ): boolean {
    rmSync(seen, { force: true });
    if (filter !== undefined) {
      mkdirSync(join(home, '.pai', 'checkpoint', 'sidecars'), { recursive: true });
      writeFileSync(join(home, '.pai', 'checkpoint', 'sidecars', 'S1.risky'), filter);
    } else rmSync(join(home, '.pai'), { recursive: true, force: true });
    const payload = payloadOf(command, toolUseId, description, descriptionFirst);
    const r = spawnSync('sh', [join(dir, 'plugin', 'hooks', 'risky.sh')], {
      input: JSON.stringify(payload),
      env: { PATH: process.env['PATH'], HOME: home, CLAUDE_CODE_SESSION_ID: 'S1' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    if (!existsSync(seen)) return false;
    expect(JSON.parse(readFileSync(seen, 'utf8'))).toEqual(payload); // handed over whole
    return true;
  }

  test('every risky example reaches the Node hook; plain commands do not (the folder name says "cleanup-push-drop")', () => {
    const lines = RISKY.map(([line]) => line);
    const passed = passAll(payloadsOf(lines));
    expect(
      lines.filter((_, i) => !passed[i]),
      'risky examples dropped',
    ).toEqual([]);
    expect(passAll(payloadsOf(['echo hi', 'ls -la', 'git status', 'npm test', 'cat a.txt']))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test('the decision depends on the command alone: a word in the description neither drops nor lets through (issue 32)', () => {
    const cases: [object, boolean][] = [];
    for (const command of ['"rm" -rf src', "'rm' -rf src", 'r"m" -rf src', '\\rm -rf src'])
      for (const description of ['run it', 'clean up src', 'say "push" and \\ "drop"'])
        for (const first of [false, true]) cases.push([payloadOf(command, 't1', description, first), true]);
    for (const command of ['ls -la', 'echo "done"', 'cat "a b.txt"'])
      for (const first of [false, true])
        cases.push([
          payloadOf(command, 't2', 'clean up: rm -rf, git push --force, DROP TABLE, find -delete', first),
          false,
        ]);
    // A risky word after the command's closing quote, in the same payload: not the command's.
    cases.push([payloadOf('echo \\', 't3', 'rm -rf'), false], [payloadOf('echo "\\"', 't4', '" rm -rf'), false]);
    expect(passAll(cases.map(([p]) => p))).toEqual(cases.map(([, want]) => want));
    expect(passes('"rm" -rf src', undefined, undefined, 'run')).toBe(true); // handed over whole
  });

  test('a command with very many escapes (a long here-document) goes to the Node hook, which decides', () => {
    const heredoc = `cat > a.py <<EOF\n${'print("x")\n'.repeat(250)}EOF`;
    expect(passes(heredoc)).toBe(true);
    expect(passes(`cat > a.py <<EOF\n${'print(1)\n'.repeat(250)}EOF`)).toBe(false); // 250 escapes: read, and dropped
  });

  /** Payloads of commands, their description and its place (before or after the command) varied. */
  const payloadsOf = (commands: string[]) =>
    commands.map((c, i) => payloadOf(c, `toolu_p${i}`, i % 3 ? 'run it' : 'clean up src', i % 2 === 1));

  /**
   * The script on many payloads, each in a subshell with no PATH (the script uses builtins only):
   * `exec node` fails (127) when a payload reaches the Node hook, 0 otherwise. Two shells at once,
   * each subshell's script reading its own line of its shell's input.
   */
  function passAll(payloads: object[], shell = 'sh'): boolean[] {
    const half = Math.ceil(payloads.length / 2);
    const chunks = [payloads.slice(0, half), payloads.slice(half)];
    chunks.forEach((chunk, n) =>
      writeFileSync(join(dir, `in${n}`), chunk.map((p) => `${JSON.stringify(p)}\n`).join('')),
    );
    const run = (n: number) =>
      `{ i=0; while [ $i -lt ${chunks[n]!.length} ]; do (PATH=/nonexistent; . "$s") 2>/dev/null; echo $?; i=$((i + 1)); done; } < in${n} > out${n}`;
    const r = spawnSync(
      shell,
      ['-c', `s=${JSON.stringify(join(dir, 'plugin', 'hooks', 'risky.sh'))}; ${run(0)} & ${run(1)} & wait`],
      { cwd: dir, env: { HOME: join(dir, 'nohome') }, encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    const out = [0, 1].flatMap((n) =>
      readFileSync(join(dir, `out${n}`), 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean),
    );
    expect(out).toHaveLength(payloads.length);
    expect(out.filter((x) => x !== '0' && x !== '127')).toEqual([]);
    return out.map((x) => x === '127');
  }

  test('never drops what the Node rule catches: every risky example, quoted, escaped, wrapped, continued, in any case (issue 32)', () => {
    const risky = (lines: string[]) => [...new Set(lines)].filter((m) => riskyCommand(m, DEFAULTS));
    /** Each example with each mutation, and random chains of up to four (a fixed seed: the same cases every run). */
    const mutants = (nest: boolean) => {
      const chains = fc.sample(
        fc.tuple(fc.constantFrom(...RISKY.map(([l]) => l)), fc.array(fc.nat(), { minLength: 2, maxLength: 4 })),
        { numRuns: 300, seed: 32 },
      );
      return risky([
        ...RISKY.flatMap(([line]) => [line, ...mutations(line, nest)]),
        ...chains.map(([line, picks]) =>
          picks.reduce((l, k) => mutations(l, nest)[k % mutations(l, nest).length] ?? l, line),
        ),
      ]);
    };
    const all = mutants(true);
    expect(all.length).toBeGreaterThan(RISKY.length * 20);
    const passed = passAll(payloadsOf(all));
    expect(
      all.filter((_, i) => !passed[i]),
      'risky commands hooks/risky.sh dropped',
    ).toEqual([]);
    // Claude Code's `if` rules, on the same mutations at the command's own level (its words as
    // modelled here; the real binary: test/e2e/risky.e2e.test.ts). A quoted program name inside
    // `sh -c '…'` or `eval` is not in them (README: the gap).
    expect(
      mutants(false).filter((m) => !IF_TEXTS.some((t) => ifTextIn(m, t))),
      'risky commands no `if` rule matches',
    ).toEqual([]);
  });

  test("the same under bash (macOS's sh): every risky example and its variants pass, a description changes nothing", () => {
    const lines = [...new Set(RISKY.flatMap(([line]) => [line, ...mutations(line).slice(0, 12)]))].filter((m) =>
      riskyCommand(m, DEFAULTS),
    );
    const passed = passAll(payloadsOf(lines), 'bash');
    expect(lines.filter((_, i) => !passed[i])).toEqual([]);
    expect(passAll(payloadsOf(['ls -la', 'git status', 'cut --delimiter=, -f1 a.csv']), 'bash')).toEqual([
      false,
      false,
      false,
    ]);
  });

  test('an ordinary command that starts the hook (it holds a text of an `if` rule) stops in the script', () => {
    const ordinary = [
      'git status',
      'git log --oneline -5',
      'git diff HEAD~1',
      'git commit -m "tidy the docs"',
      'git add -A',
      'python3 -c "import os; print(os.getcwd())"',
      'cut --delimiter=, -f1 a.csv',
      'rsync -a --delay-updates a/ b/',
      'curl -so /dev/null http://127.0.0.1:1/',
    ];
    expect(passAll(payloadsOf(ordinary))).toEqual(ordinary.map(() => false));
  });

  test("the session's filter file: the user's own patterns' literal parts, nodefaults, off", () => {
    const own: RiskyConfig = { enabled: true, defaults: false, commands: ['terraform destroy*', 'say "bye"*'] };
    const file = riskyFilterFile(own);
    // The longest run of a pattern without spaces or quotes: Node compares words (`terraform  'destroy'` matches too).
    expect(file).toBe('nodefaults\n=terraform\n=say\n');
    expect(passes("terraform  'destroy' -auto-approve", file)).toBe(true);
    expect(passes('terraform destroy -auto-approve', file)).toBe(true);
    expect(passes('say "bye" now', file)).toBe(true);
    expect(passes('rm -rf data', file)).toBe(false); // the built-in rules are off
    expect(passes('rm -rf data', riskyFilterFile({ ...own, defaults: true }))).toBe(true);
    expect(passes('rm -rf data', riskyFilterFile({ ...own, enabled: false }))).toBe(false);
    expect(passes('rm -rf data', 'off\n')).toBe(false);
    // Compared with the command as risky.sh reads it: quotes and backslashes off (`kube\ctl` is
    // kubectl to the shell); a pattern without literal text goes to Node every time.
    const quoted = riskyFilterFile({ enabled: true, defaults: false, commands: ['kube\\ctl delete *', '*'] });
    expect(quoted).toBe('nodefaults\n=delete\n=\n');
    expect(passes(`"kubectl" 'del'ete pod x`, 'nodefaults\n=delete\n')).toBe(true);
    expect(passes('ls -la', quoted)).toBe(true);
  });

  test('once per call: of the hooks Claude Code starts for one call (one per matching `if` rule), the first goes on', () => {
    const sidecars = join(home, '.pai', 'checkpoint', 'sidecars');
    const filter = riskyFilterFile(DEFAULTS);
    expect(passes('rm -rf data', filter, 'toolu_01Same')).toBe(true);
    expect(existsSync(join(sidecars, 'S1.risky-call-toolu_01Same'))).toBe(true); // the Node hook removes it when done
    expect(passes('rm -rf data', filter, 'toolu_01Same')).toBe(false);
    expect(passes('rm -rf data', filter, 'toolu_01Other')).toBe(true); // another call
    // An id that cannot be a file name, or no sidecars folder: no once-per-call file, every hook goes on.
    expect(passes('rm -rf data', filter, '../x')).toBe(true);
    expect(passes('rm -rf data', filter, '../x')).toBe(true);
    expect(passes('rm -rf data', undefined, 'toolu_01NoFolder')).toBe(true);
    expect(passes('rm -rf data', undefined, 'toolu_01NoFolder')).toBe(true);
  });

  test('PAI_CHECKPOINT_DISABLE=1 turns it off', () => {
    const r = spawnSync('sh', [join(dir, 'plugin', 'hooks', 'risky.sh')], {
      input: '{"tool_input":{"command":"rm -rf x"}}',
      env: { PATH: process.env['PATH'], HOME: home, PAI_CHECKPOINT_DISABLE: '1' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(existsSync(seen) && readFileSync(seen, 'utf8').includes('rm -rf x')).toBe(false);
  });
});
