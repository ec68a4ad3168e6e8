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
 * hooks/risky.sh filters first without starting Node: its `case` patterns (and the literal parts
 * of the user's own patterns) are substrings that every match here contains. Keep the two in step
 * (test/domain/session/risky.test.ts runs the script on every risky example).
 */

export interface RiskyConfig {
  /** Off: no checkpoint before any command. */
  enabled: boolean;
  /** The built-in rules (BUILTIN_RULES); off: only `commands`. */
  defaults: boolean;
  /** The user's own patterns: `*` is any text, matched against a whole simple command (`terraform destroy*`). */
  commands: string[];
}

export interface RiskyMatch {
  /** The rule that matched: a built-in rule's name or the user's pattern. */
  rule: string;
  /** The simple command it matched, as words joined by spaces. */
  command: string;
}

type Words = string[];

interface Rule {
  name: string;
  test: (w: Words) => boolean;
}

/** Git's options that come before its subcommand and take a value. */
const GIT_VALUE_OPTIONS = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--config-env']);

/** A git command's subcommand and its arguments (after git's own options), or undefined. */
function gitArgs(w: Words): { sub: string; args: Words } | undefined {
  if (w[0] !== 'git') return undefined;
  let i = 1;
  while (i < w.length && w[i]!.startsWith('-')) i += GIT_VALUE_OPTIONS.has(w[i]!) ? 2 : 1;
  return i < w.length ? { sub: w[i]!, args: w.slice(i + 1) } : undefined;
}

function git(sub: string, test: (args: Words) => boolean): (w: Words) => boolean {
  return (w) => {
    const g = gitArgs(w);
    return g !== undefined && g.sub === sub && test(g.args);
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

const has = (args: Words, ...options: string[]) => args.some((a) => options.some((o) => a === o || a.startsWith(`${o}=`)));

/**
 * The documented defaults (README "Before risky commands"): each destroys files, history or data
 * that no other copy may hold.
 */
export const BUILTIN_RULES: readonly Rule[] = [
  { name: 'rm -r', test: (w) => w[0] === 'rm' && (hasShort(w.slice(1), 'rR') || has(w, '--recursive')) },
  { name: 'git reset --hard', test: git('reset', (a) => has(a, '--hard')) },
  { name: 'git clean', test: git('clean', (a) => !has(a, '-n', '--dry-run') && !hasShort(a, 'n')) },
  { name: 'git checkout --', test: git('checkout', (a) => has(a, '--', '.', '--force') || hasShort(a, 'f')) },
  { name: 'git restore', test: git('restore', (a) => !has(a, '--staged', '-S') || has(a, '--worktree', '-W')) },
  { name: 'git switch --discard-changes', test: git('switch', (a) => has(a, '--discard-changes', '--force') || hasShort(a, 'f')) },
  // `+ref` forces one ref; `:ref` deletes a remote branch.
  { name: 'git push --force', test: git('push', (a) => has(a, '--force', '--force-with-lease', '--delete', '--mirror') || hasShort(a, 'fd') || a.some((x) => x.startsWith('+') || /^:./.test(x))) },
  { name: 'git branch -D', test: git('branch', (a) => hasShort(a, 'D') || ((has(a, '--delete') || hasShort(a, 'd')) && (has(a, '--force') || hasShort(a, 'f')))) },
  { name: 'git stash drop', test: git('stash', (a) => a[0] === 'drop' || a[0] === 'clear') },
  { name: 'truncate', test: (w) => w[0] === 'truncate' },
  { name: 'find -delete', test: (w) => w[0] === 'find' && (w.includes('-delete') || ((w.includes('-exec') || w.includes('-execdir')) && w.includes('rm'))) },
  { name: 'dd of=', test: (w) => w[0] === 'dd' && w.some((a) => a.startsWith('of=')) },
  { name: 'mkfs', test: (w) => /^mkfs(\.|$)/.test(w[0] ?? '') },
  { name: 'shred', test: (w) => w[0] === 'shred' },
];

/** SQL that drops or empties a table, anywhere in the line (`psql -c "DROP TABLE t"`, a here-document). */
const SQL: readonly { name: string; re: RegExp }[] = [
  { name: 'DROP TABLE', re: /\bdrop\s+(table|database|schema)\b/i },
  { name: 'TRUNCATE TABLE', re: /\btruncate\s+table\b/i },
  { name: 'TRUNCATE', re: /\bTRUNCATE\s+[A-Za-z_"`]/ },
];

/**
 * Programs that only run the command after them, each with its options that take a value as the
 * next word (`sudo -u bob`, `nice -n 5`, `xargs -I {}`); its other options are flags (`sudo -n`,
 * `time -p`, `xargs -p`), and `--opt=value` is one word.
 */
const WRAPPERS = new Map<string, ReadonlySet<string>>([
  ['sudo', new Set(['-u', '-g', '-h', '-p', '-C', '-D', '-r', '-t', '-U', '-T', '-R', '--user', '--group', '--host', '--prompt', '--close-from', '--chdir', '--role', '--type', '--other-user', '--command-timeout', '--chroot'])],
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
  ['xargs', new Set(['-I', '-L', '-P', '-d', '-s', '-E', '-a', '-n', '--delimiter', '--max-args', '--max-procs', '--arg-file', '--max-chars', '--max-lines', '--eof', '--replace'])],
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
      while (i < w.length && w[i]!.startsWith('-')) i += ['-s', '-k', '--signal', '--kill-after'].includes(w[i]!) ? 2 : 1;
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
        if (line[i] === '\\' && line[i + 1] === '\n') i++; // a continued line: both go
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
    } else if (';&|()`\n'.includes(ch) || ('{}'.includes(ch) && !inWord)) {
      // `{ … }` groups where a word begins; inside one (`${#x}`, `a{b,c}`) a brace is part of it.
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
  return new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');
}

/** The first risky part of a Bash command line, or undefined. Nesting (`sh -c`) is looked into 4 deep. */
export function riskyCommand(line: string, config: RiskyConfig, depth = 0): RiskyMatch | undefined {
  if (!config.enabled) return undefined;
  const own = config.commands.map((p) => ({ name: p, re: globRegExp(p.trim()) }));
  const sql = config.defaults ? SQL.find((q) => q.re.test(line)) : undefined;
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
    const inner = [innerLine(w), ...words.filter((x) => x.includes('$(') || x.includes('`'))].filter((x) => x !== undefined);
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
 * `nodefaults`, and `=` with the longest literal part of each of the user's patterns, as it
 * appears in the hook's JSON payload (escaped like a JSON string), one a line.
 */
export function riskyFilterFile(config: RiskyConfig): string {
  if (!config.enabled) return 'off\n';
  const lines = config.defaults ? [] : ['nodefaults'];
  for (const p of config.commands) {
    // Node compares words (quotes off, spaces collapsed): the filter's text holds neither.
    const longest = longestRun(p, /[*\s'"]+/);
    // A pattern without literal text (`*`) matches every command: every call goes to Node.
    lines.push(`=${JSON.stringify(longest).slice(1, -1) || 'command'}`);
  }
  return lines.map((l) => `${l}\n`).join('');
}
