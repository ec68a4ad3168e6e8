// A shell command line as the risky-command check reads it: its simple commands, each as words, with the wrappers (sudo, env, xargs…) taken off.

export type Words = string[];

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
export function innerLine(w: Words): string | undefined {
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
