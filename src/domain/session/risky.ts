/**
 * Risky commands (the agent seed's "checkpoint before risky operations"): a Bash command that can
 * destroy work the session has not saved anywhere else. The PreToolUse hook takes a `pre_risky`
 * checkpoint before such a command runs, so the user can always go back to the moment before it.
 *
 * A command line is split into its simple commands (`;`, `&&`, `||`, `|`, `&`, newlines, `( )`,
 * `{ }`, `$( )` and backquotes; quotes respected), each stripped of what only wraps a command
 * (`NAME=value`, `sudo`, `env`, `command`, `exec`, `nohup`, `nice`, `time`, `timeout <n>`,
 * `xargs`, a program's folder), and `sh|bash|zsh -c '<line>'` and `eval '<line>'` are looked into.
 * Not a shell: what it cannot see (a script file, a variable holding `rm`) is not risky to it.
 *
 * Two filters come first, both derived from the rules' own texts (domain/session/risky-triggers.ts):
 * Claude Code's `if` rules (hooks/hooks.json) and hooks/risky.sh's `case` patterns, with the literal
 * parts of the user's own patterns. test/domain/session/risky.test.ts checks that every match here
 * passes both, on every risky example and mutations of it.
 */

export interface RiskyConfig {
  /** Off: no checkpoint before any command. */
  enabled: boolean;
  /** The built-in rules (BUILTIN_RULES); off: only `commands`. */
  defaults: boolean;
  /** The user's own patterns: `*` is any text, matched against a whole simple command (`terraform destroy*`). */
  commands: string[];
}

interface RiskyMatch {
  /** The rule that matched: a built-in rule's name or the user's pattern. */
  rule: string;
  /** The simple command it matched, as words joined by spaces. */
  command: string;
}

type Words = string[];

/**
 * A built-in rule, with the text its matches hold at each of the two filters before it (the one
 * source of both: domain/session/risky-triggers.ts derives hooks/hooks.json's `if` rules and
 * hooks/risky.sh's `case` patterns from them at build time, and tests check that every match
 * holds them). In both, `*` is any text.
 */
interface Rule {
  name: string;
  test: (w: Words) => boolean;
  /**
   * For Claude Code's `if` rule (`Bash(*<text>*)`): one of these is in the words of every command
   * this rule matches, as Claude Code joins them (quotes off, one blank between words; case counts).
   */
  texts: readonly string[];
  /**
   * For hooks/risky.sh: one of these is in every command this rule matches, as risky.sh reads it
   * (quotes, backslashes and continued lines taken out, tabs and newlines as blanks); `[..]` is
   * one of its characters. Default: `texts`.
   */
  words?: readonly string[];
}

/** Git's options that come before its subcommand and take a value. */
const GIT_VALUE_OPTIONS = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '--exec-path',
  '--config-env',
]);

/** A git command's subcommand and its arguments (after git's own options), or undefined. */
function gitArgs(w: Words): { sub: string; args: Words } | undefined {
  if (w[0] !== 'git') return undefined;
  let i = 1;
  while (i < w.length && w[i]!.startsWith('-')) i += GIT_VALUE_OPTIONS.has(w[i]!) ? 2 : 1;
  return i < w.length ? { sub: w[i]!, args: w.slice(i + 1) } : undefined;
}

/** A rule on one git subcommand: `git ` is in its words, `word` (default: the subcommand) in its text. */
function git(name: string, sub: string, test: (args: Words) => boolean, word: string = sub): Rule {
  return {
    name,
    test: (w) => {
      const g = gitArgs(w);
      return g !== undefined && g.sub === sub && test(g.args);
    },
    texts: ['git '],
    words: [word],
  };
}

/** A short option cluster (`-rf`) that holds one of `letters`, before any `--`. */
function hasShort(args: Words, letters: string): boolean {
  for (const a of args) {
    if (a === '--') return false;
    if (/^-[A-Za-z]+$/.test(a) && [...letters].some((l) => a.includes(l))) return true;
  }
  return false;
}

const has = (args: Words, ...options: string[]) =>
  args.some((a) => options.some((o) => a === o || a.startsWith(`${o}=`)));

/** Programs that delete the files find hands them (`find … -exec rm {} \;`). */
const FIND_DELETERS = new Set(['rm', 'unlink', 'shred', 'truncate']);

/**
 * The commands find runs on what it finds: each `-exec`/`-execdir`/`-ok`/`-okdir` clause up to
 * its `;` or `+` (find refuses to run a clause without one), wrappers taken off.
 */
function findClauses(w: Words): Words[] {
  const out: Words[] = [];
  if (w[0] !== 'find') return out;
  for (let i = 1; i < w.length; i++) {
    if (!['-exec', '-execdir', '-ok', '-okdir'].includes(w[i]!)) continue;
    const end = w.findIndex((x, j) => j > i && (x === ';' || x === '+'));
    if (end < 0) break;
    out.push(unwrap(w.slice(i + 1, end)));
    i = end;
  }
  return out;
}

/** The programs that run code given on their command line (`python3 -c '<code>'`, `perl -e`, `node -e`). */
const INTERPRETER = /^(python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby[0-9.]*|node|nodejs|bun|deno|php[0-9.]*)$/;

/** The code an interpreter is given: the word after `-c`, `-e`, `-E`, `-p`, `-r` (or a cluster ending so), `--eval`, `--print`, `eval`. */
function inlineCode(w: Words): string[] {
  if (!INTERPRETER.test(w[0] ?? '')) return [];
  const out: string[] = [];
  for (let i = 1; i < w.length; i++) {
    const a = w[i]!;
    const eq = /^--(eval|print)=(.*)$/s.exec(a);
    if (eq) out.push(eq[2]!);
    else if (
      (/^-[A-Za-z]*[ceEpr]$/.test(a) || a === '--eval' || a === '--print' || (i === 1 && a === 'eval')) &&
      i + 1 < w.length
    )
      out.push(w[i + 1]!);
  }
  return out;
}

/**
 * A call of `name` in code: not part of a longer name, a string, a path or a regex (`'unlink'`,
 * `/unlink/`), and followed by what a call takes (`(`, a quote, `$x`, `@x`, a word: Perl's
 * `unlink glob "*.log"`); a method (`.rm_rf`) takes `(`, or a blank and a quote (Ruby).
 */
const call = (name: string) => new RegExp(`(?<![\\w'"/$@-])${name}\\b(?=\\s*[('"$@<\\w])`);
const method = (name: string) => new RegExp(`\\.${name}(?=\\s*\\(|\\s+['"])`);

/**
 * Calls that delete files or trees, as one-line code writes them: Python's shutil.rmtree,
 * os.remove/unlink, Path.unlink; Perl's unlink and rmtree; Node's fs.rm/rmSync, unlink(Sync);
 * Ruby's FileUtils.rm_rf/rm_r/rm/remove_*, File.unlink; PHP's unlink. Each needs its text. A
 * folder that must be empty (`os.rmdir`) and a list's `.remove(x)` are not among them.
 */
const DELETING_CALLS: readonly { text: string; word?: string; re: RegExp }[] = [
  { text: 'rmtree', re: call('rmtree') },
  { text: 'unlink', re: call('unlink(Sync)?') },
  // risky.sh's word: what follows `.rm` in each (a blank before the `(` or a quote included): not `*.rmvb`.
  { text: '.rm', word: '.rm[S_ d(]', re: method('rm(Sync|_rf|_r|_f)?') },
  { text: '.rm', word: '.rm[S_ d(]', re: /\.rmdir(Sync)?\s*\(.*\brecursive\b/s },
  { text: '.remove', word: '.remove[d_ (]', re: /\b(os\.remove(dirs)?\s*\(|FileUtils\.remove\w*(\s*\(|\s+['"]))/ },
];

/** Where `mv` puts its files: `-t <dir>`, `--target-directory=<dir>`, else its last word. */
function mvTarget(args: Words): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') break;
    if (args[i] === '-t' || args[i] === '--target-directory') return args[i + 1];
    if (args[i]!.startsWith('--target-directory=')) return args[i]!.slice('--target-directory='.length);
  }
  return args.at(-1);
}

/** `[Dd][Rr][Oo][Pp]`: the word in any case, as a risky.sh pattern. */
const anyCase = (word: string) => [...word].map((ch) => `[${ch.toUpperCase()}${ch}]`).join('');

/**
 * The documented defaults (README "Before risky commands"): each destroys files, history or data
 * that no other copy may hold. Look-alikes that keep them are not: `git stash` keeps every change
 * in the stash; `git rm` without `-f` removes only files as they are committed (git refuses the
 * others), with `--cached` none; `git worktree remove` without `--force` refuses a worktree with
 * changes; `find -exec grep`; `rsync` without `--delete`; `mv` to anywhere but /dev/null.
 */
export const BUILTIN_RULES: readonly Rule[] = [
  {
    name: 'rm -r',
    test: (w) => w[0] === 'rm' && (hasShort(w.slice(1), 'rR') || has(w, '--recursive')),
    texts: ['rm '],
  },
  git('git reset --hard', 'reset', (a) => has(a, '--hard'), '--hard'),
  git('git clean', 'clean', (a) => !has(a, '-n', '--dry-run') && !hasShort(a, 'n')),
  git('git checkout --', 'checkout', (a) => has(a, '--', '.', '--force') || hasShort(a, 'f')),
  git('git restore', 'restore', (a) => !has(a, '--staged', '-S') || has(a, '--worktree', '-W')),
  git('git switch --discard-changes', 'switch', (a) => has(a, '--discard-changes', '--force') || hasShort(a, 'f')),
  // `+ref` forces one ref; `:ref` deletes a remote branch.
  git(
    'git push --force',
    'push',
    (a) =>
      has(a, '--force', '--force-with-lease', '--delete', '--mirror') ||
      hasShort(a, 'fd') ||
      a.some((x) => x.startsWith('+') || /^:./.test(x)),
  ),
  git(
    'git branch -D',
    'branch',
    (a) => hasShort(a, 'D') || ((has(a, '--delete') || hasShort(a, 'd')) && (has(a, '--force') || hasShort(a, 'f'))),
  ),
  git('git stash drop', 'stash', (a) => a[0] === 'drop' || a[0] === 'clear'),
  // Untracked (`-u`) or ignored (`-a`) files leave the working tree for the stash, and are lost
  // with it (`drop`, `clear`) or left behind by a `pop` that stops at a conflict; `show -u` only shows.
  git(
    'git stash -u',
    'stash',
    (a) =>
      (a[0] === undefined || a[0].startsWith('-') || a[0] === 'push' || a[0] === 'save') &&
      (has(a, '--include-untracked', '--all') || hasShort(a, 'ua')),
  ),
  git(
    'git rm -f',
    'rm',
    (a) => (has(a, '--force') || hasShort(a, 'f')) && !has(a, '--cached', '--dry-run') && !hasShort(a, 'n'),
    'rm ',
  ),
  git('git worktree remove --force', 'worktree', (a) => a[0] === 'remove' && (has(a, '--force') || hasShort(a, 'f'))),
  // Commits only the reflog still reaches, and objects nothing reaches: `expire --expire=now`, `gc --prune=now`, `prune`.
  git(
    'git reflog expire',
    'reflog',
    (a) => a[0] === 'delete' || (a[0] === 'expire' && has(a, '--expire', '--expire-unreachable')),
  ),
  git('git gc --prune', 'gc', (a) => a.some((x) => x.startsWith('--prune=')), 'prune'),
  git('git prune', 'prune', (a) => !has(a, '--dry-run') && !hasShort(a, 'n')),
  git('git filter-branch', 'filter-branch', () => true, 'filter-'),
  git('git filter-repo', 'filter-repo', (a) => !has(a, '--analyze', '--dry-run'), 'filter-'),
  { name: 'truncate', test: (w) => w[0] === 'truncate', texts: ['runcate'], words: [anyCase('truncate')] },
  {
    name: 'find -delete',
    test: (w) =>
      w[0] === 'find' && (w.includes('-delete') || findClauses(w).some((c) => FIND_DELETERS.has(c[0] ?? ''))),
    // A deleter's name comes before its clause's `;` or `+` (`rm ;`, `rm {} +`).
    texts: ['-del', 'rm ', 'unlink', 'shred', 'runcate'],
    words: ['-delete', '-exec', '-ok'],
  },
  {
    name: 'rsync --delete',
    test: (w) =>
      w[0] === 'rsync' &&
      w.some((a) => a === '--del' || a.startsWith('--delete')) &&
      !has(w, '--dry-run') &&
      !hasShort(w.slice(1), 'n'),
    texts: ['-del'],
    // `--del` ends its word (risky.sh's text ends with a blank): not `--delimiter`.
    words: ['-delete', '--del[ ;&|()$`]'],
  },
  {
    name: 'mv to /dev/null',
    test: (w) => w[0] === 'mv' && mvTarget(w.slice(1)) === '/dev/null',
    texts: ['mv */dev/null'],
  },
  {
    name: 'deleting code',
    test: (w) => inlineCode(w).some((code) => DELETING_CALLS.some((c) => c.re.test(code))),
    texts: DELETING_CALLS.map((c) => c.text),
    words: DELETING_CALLS.map((c) => c.word ?? c.text),
  },
  { name: 'dd of=', test: (w) => w[0] === 'dd' && w.some((a) => a.startsWith('of=')), texts: ['of='] },
  { name: 'mkfs', test: (w) => /^mkfs(\.|$)/.test(w[0] ?? ''), texts: ['mkfs'] },
  { name: 'shred', test: (w) => w[0] === 'shred', texts: ['shred'] },
];

/**
 * SQL that drops or empties a table, anywhere in the line (`psql -c "DROP TABLE t"`, a
 * here-document). Claude Code's words hold the statement, or the client's name (`psql`, `mysql`,
 * `sqlite3`) when a here-document holds it; a client without `sql` in its name that reads the
 * statement from a here-document is not seen (README).
 */
export const SQL_RULES: readonly { name: string; re: RegExp; texts: readonly string[]; words: readonly string[] }[] = [
  {
    name: 'DROP TABLE',
    re: /\bdrop\s+(table|database|schema)\b/i,
    texts: ['rop', 'ROP', 'sql'],
    words: [anyCase('drop')],
  },
  {
    name: 'TRUNCATE TABLE',
    re: /\btruncate\s+table\b/i,
    texts: ['runcate', 'RUNCATE', 'sql'],
    words: [anyCase('truncate')],
  },
  { name: 'TRUNCATE', re: /\bTRUNCATE\s+[A-Za-z_"`]/, texts: ['RUNCATE', 'sql'], words: [anyCase('truncate')] },
];

/**
 * Programs that only run the command after them, each with its options that take a value as the
 * next word (`sudo -u bob`, `nice -n 5`, `xargs -I {}`); its other options are flags (`sudo -n`,
 * `time -p`, `xargs -p`), and `--opt=value` is one word.
 */
const WRAPPERS = new Map<string, ReadonlySet<string>>([
  [
    'sudo',
    new Set([
      '-u',
      '-g',
      '-h',
      '-p',
      '-C',
      '-D',
      '-r',
      '-t',
      '-U',
      '-T',
      '-R',
      '--user',
      '--group',
      '--host',
      '--prompt',
      '--close-from',
      '--chdir',
      '--role',
      '--type',
      '--other-user',
      '--command-timeout',
      '--chroot',
    ]),
  ],
  ['doas', new Set(['-u', '-C'])],
  ['env', new Set(['-u', '-C', '-S', '--unset', '--chdir', '--split-string'])],
  ['command', new Set()],
  ['builtin', new Set()],
  ['exec', new Set(['-a'])],
  ['nohup', new Set()],
  ['nice', new Set(['-n', '--adjustment'])],
  ['ionice', new Set(['-c', '-n', '-p', '-P', '-u', '--class', '--classdata'])],
  ['time', new Set(['-f', '-o', '--format', '--output'])],
  ['stdbuf', new Set(['-i', '-o', '-e', '--input', '--output', '--error'])],
  [
    'xargs',
    new Set([
      '-I',
      '-L',
      '-P',
      '-d',
      '-s',
      '-E',
      '-a',
      '-n',
      '--delimiter',
      '--max-args',
      '--max-procs',
      '--arg-file',
      '--max-chars',
      '--max-lines',
      '--eof',
      '--replace',
    ]),
  ],
]);

/** Shell words that begin a command inside a compound one (`for …; do rm -rf "$d"; done`, `if …; then …`). */
const KEYWORDS = new Set(['!', 'if', 'then', 'else', 'elif', 'do', 'while', 'until']);

/** The command a simple command runs: keywords, wrappers, assignments and the program's folder taken off. */
export function unwrap(words: Words): Words {
  let w = words;
  for (;;) {
    while (w.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w[0]!) || KEYWORDS.has(w[0]!))) w = w.slice(1);
    if (!w.length) return w;
    const prog = w[0]!.slice(w[0]!.lastIndexOf('/') + 1);
    if (prog === 'timeout') {
      let i = 1;
      while (i < w.length && w[i]!.startsWith('-'))
        i += ['-s', '-k', '--signal', '--kill-after'].includes(w[i]!) ? 2 : 1;
      w = w.slice(i + 1); // the duration
      continue;
    }
    const valued = WRAPPERS.get(prog);
    if (!valued) return [prog, ...w.slice(1)];
    let i = 1;
    while (i < w.length && w[i]!.startsWith('-') && w[i] !== '--') i += valued.has(w[i]!) ? 2 : 1;
    if (w[i] === '--') i++;
    w = w.slice(i);
  }
}

/** The lines a command hands to another shell: `sh -c '<line>'`, `eval '<line>'`. */
function innerLine(w: Words): string | undefined {
  if (['sh', 'bash', 'zsh', 'dash', 'ksh'].includes(w[0]!)) {
    const c = w.findIndex((a, i) => i > 0 && /^-[a-z]*c[a-z]*$/.test(a));
    return c > 0 ? w[c + 1] : undefined;
  }
  if (w[0] === 'eval') return w.slice(1).join(' ');
  return undefined;
}

/**
 * A command line's simple commands, as words (quotes taken off). What is inside `$( )` and
 * backquotes is a command of its own (inside double quotes it stays in its word, which
 * riskyCommand looks into).
 */
export function simpleCommands(line: string): Words[] {
  const out: Words[] = [];
  let words: Words = [];
  let word = '';
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length) out.push(words);
    words = [];
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      word += end < 0 ? line.slice(i + 1) : line.slice(i + 1, end);
      inWord = true;
      i = end < 0 ? line.length : end;
    } else if (ch === '"') {
      inWord = true;
      for (i++; i < line.length && line[i] !== '"'; i++) {
        if (line[i] === '\\' && line[i + 1] === '\n')
          i++; // a continued line: both go
        else if (line[i] === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) word += line[++i];
        else word += line[i];
      }
    } else if (ch === '\\' && line[i + 1] === '\n') {
      i++; // a continued line (`cd x && \⏎ rm -rf y`): the two lines are one
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (ch === '$' && line[i + 1] === '(') {
      endCommand();
      i++;
    } else if (';&|()`\n'.includes(ch) || ('{}'.includes(ch) && !inWord && /^[\s;&|)]?$/.test(line[i + 1] ?? ''))) {
      // `{ … }` groups: a brace that is a word of its own; in a longer word (`${#x}`, `a{b,c}`,
      // find's `{}`) it is part of it.
      endCommand();
    } else if (ch === ' ' || ch === '\t') {
      endWord();
    } else if (ch === '#' && !inWord) {
      const nl = line.indexOf('\n', i);
      i = nl < 0 ? line.length : nl - 1;
    } else {
      word += ch;
      inWord = true;
    }
  }
  endCommand();
  return out;
}

/** `*` any text (none included), everything else literal; the whole command must match. */
function globRegExp(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    's',
  );
}

/** The first risky part of a Bash command line, or undefined. Nesting (`sh -c`) is looked into 4 deep. */
export function riskyCommand(line: string, config: RiskyConfig, depth = 0): RiskyMatch | undefined {
  if (!config.enabled) return undefined;
  const own = config.commands.map((p) => ({ name: p, re: globRegExp(p.trim()) }));
  const sql = config.defaults ? SQL_RULES.find((q) => q.re.test(line)) : undefined;
  if (sql) return { rule: sql.name, command: line.trim() };
  for (const words of simpleCommands(line)) {
    const w = unwrap(words);
    if (!w.length) continue;
    const text = w.join(' ');
    const mine = own.find((o) => o.re.test(text) || o.re.test(words.join(' ')));
    if (mine) return { rule: mine.name, command: text };
    const builtin = config.defaults ? BUILTIN_RULES.find((r) => r.test(w)) : undefined;
    if (builtin) return { rule: builtin.name, command: text };
    if (depth >= 4) continue;
    // `sh -c '<line>'`, `eval '<line>'`, and "$(…)" or `…` kept inside a double-quoted word.
    // And a shell that find runs on what it finds (`find … -exec sh -c 'rm -rf "$1"' _ {} \;`).
    const inner = [
      innerLine(w),
      ...findClauses(w).map(innerLine),
      ...words.filter((x) => x.includes('$(') || x.includes('`')),
    ].filter((x) => x !== undefined);
    for (const nested of inner) {
      const m = riskyCommand(nested, config, depth + 1);
      if (m) return m;
    }
  }
  return undefined;
}

/** The longest piece of a user's pattern between `separators` (the first of equal ones; '' when none). */
export function longestRun(pattern: string, separators: RegExp): string {
  return pattern.split(separators).reduce((a, b) => (b.length > a.length ? b : a), '');
}

/**
 * What hooks/risky.sh reads for this session (`sidecars/<session>.risky`): `off`, or
 * `nodefaults`, and `=` with the longest literal part of each of the user's patterns, one a line.
 * risky.sh looks for it in the command as it reads it (quotes and backslashes taken out: Node
 * compares words, `terraform  'destroy'` matching too), so the part holds neither, nor a blank.
 */
export function riskyFilterFile(config: RiskyConfig): string {
  if (!config.enabled) return 'off\n';
  const lines = config.defaults ? [] : ['nodefaults'];
  for (const p of config.commands) {
    // A pattern without literal text (`*`) matches every command: `=` alone, every call goes to Node.
    lines.push(`=${longestRun(p, /[*\s'"\\]+/)}`);
  }
  return lines.map((l) => `${l}\n`).join('');
}
