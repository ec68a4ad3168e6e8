/**
 * The fuzzing family's inputs (fuzz.test.ts): fast-check arbitraries for what the readers are
 * given by others — transcript lines (Claude Code writes them, the model fills them), hook
 * payloads, documents from the volume, checkpoint.toml — and the dictionary of hostile values
 * they are built from. A value is generated as JSON-able data and turned into text by `jsonText`,
 * which also plants what JSON.stringify cannot write: numbers that parse to ±Infinity and nesting
 * deeper than a recursive JSON.stringify survives (see SENTINEL).
 */
import fc from 'fast-check';
import { PHASES } from '../../src/domain/records/phases.js';

/** Keys that break code which reads a parsed object as a plain map (prototype members, thenables). */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'toJSON',
  'hasOwnProperty',
  'then',
  'length',
];

/** Nesting of the `deep` sentinel: parses (V8's JSON.parse is iterative), overflows a recursive walk. */
export const DEEP = 20_000;

/** Strings `jsonText` replaces by text JSON.stringify cannot produce. */
export const SENTINEL = { inf: '@@1e400@@', negInf: '@@-1e400@@', deep: '@@deep@@' } as const;

/** JSON text of `v`, the sentinels replaced (`1e400` parses to Infinity; `deep` is DEEP nested arrays). */
export function jsonText(v: unknown): string {
  return (JSON.stringify(v) ?? 'null').replace(/"@@(1e400|-1e400|deep)@@"/g, (_, w: string) =>
    w === 'deep' ? `${'['.repeat(DEEP)}${']'.repeat(DEEP)}` : w,
  );
}

/** Numbers a reader must not trust: negative, fractional, unsafe, huge; and what only looks like a number. */
const ODD_SCALARS: unknown[] = [
  0,
  -0,
  -1,
  -1000,
  0.5,
  1e-9,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  SENTINEL.inf,
  SENTINEL.negInf,
  SENTINEL.deep,
  null,
  true,
  false,
  '',
  '0',
  '12',
  'NaN',
  '1e400',
  ...HOSTILE_KEYS,
];

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_SCALARS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const key = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** A wrong value where a reader expects something else: a scalar, an object with hostile keys, an array. */
export const odd: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 1, arbitrary: fc.dictionary(key, scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
);

/** Mostly `a`, sometimes a wrong value in its place (none when `hostile` is false). */
export function maybe<T>(a: fc.Arbitrary<T>, hostile = true): fc.Arbitrary<unknown> {
  return hostile ? fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: odd }) : a;
}

// ---------------------------------------------------------------------------------------------
// Text: the model's output, prompts, commands

export const HEADERS = [
  '━━━ 👁️ OBSERVE ━━━ 1/7',
  '━━━ 🧠 THINK ━━━ 2/7',
  '━━━ 📋 PLAN ━━━ 3/7',
  '━━━ 🔨 BUILD ━━━ 4/7',
  '━━━ ⚡ EXECUTE ━━━ 5/7',
  '━━━ ✅ VERIFY ━━━ 6/7',
  '━━━ 📚 LEARN ━━━ 7/7',
];

/** Pieces the readers look for, near-misses of them, and characters that break naive text handling. */
export const PIECES = [
  ...HEADERS,
  '━━━ 👁️  O B S E R V E ━━━━━━━━━ 1/7',
  ...PHASES,
  'O B S E R V E',
  '━',
  '━━━',
  '━━━━━━━━━━━━',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\u00a0',
  '\u2028',
  '\u3000',
  '👁️',
  '🗒️',
  '🗒',
  '\uFE0F',
  '🗒️ TASK: ',
  'TASK:',
  '1/7',
  '7/7',
  '8/7',
  '0/7',
  '1 / 7',
  '/',
  '7',
  'A',
  'Z',
  "I'll use zod instead of joi.",
  'We’ll go with the simple fix.',
  'Decision: keep the cache',
  'Blocked on the API key.',
  "I can't deploy until the DNS is fixed.",
  'TODO: later',
  'Should we continue?',
  'If that fails, we will switch to B.',
  '```',
  '```ts',
  '~~~',
  '> ',
  '- ',
  '1. ',
  '**',
  '`',
  'Exit code 1',
  'Error: ENOENT: no such file',
  '<tool_use_error>',
  '</tool_use_error>',
  'npm test',
  'cd app && ',
  '\u0000',
  '\uFEFF',
  '\uD83D',
  '\uDE00',
  '😀',
  'e\u0301',
  '.',
  '?',
  'a',
];

const pieces = (max: number) => fc.array(fc.constantFrom(...PIECES), { maxLength: max }).map((a) => a.join(''));

/** Text as the model writes it, and as an adversary would: pieces, random graphemes and code units, long repeats. */
export function textArb(o: { maxRepeatLength?: number } = {}): fc.Arbitrary<string> {
  const maxLen = o.maxRepeatLength ?? 20_000;
  return fc.oneof(
    { weight: 4, arbitrary: pieces(12) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(pieces(4), fc.integer({ min: 1, max: maxLen }))
        .map(([p, n]) => (p || '━').repeat(n).slice(0, maxLen)),
    },
  );
}

export const text = textArb();

// ---------------------------------------------------------------------------------------------
// Transcript lines (CLAUDE-CODE.md, "Session files")

const TOOL_IDS = ['toolu_01', 'toolu_02', 'toolu_03', 'toolu_task'];
const TOOLS = [
  'Bash',
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
  'Read',
  'Grep',
  'TodoWrite',
  'TaskCreate',
  'TaskUpdate',
  'TaskGet',
  'mcp__srv__tool',
];
const PATHS = ['/p/src/a.ts', '/p/README.md', 'src/b.ts', '/p/../etc/passwd', 'C:\\x', ''];
const COMMANDS = [
  'npm test',
  'cd app && npm run build',
  'sudo env X=1 make',
  'git commit -m x',
  'pytest -q',
  'ls\nrm -rf build',
  'A=1 B=2 npx vitest run',
  '&&',
  '| |',
  ';;',
  '',
];

/**
 * One transcript line as parsed JSON: user, assistant and system lines with message.content of
 * text, tool_use and tool_result blocks, usage, toolUseResult, compaction metadata. `hostile`
 * (default) puts wrong values anywhere; without it the lines keep Claude Code's shape (its keys and
 * types, any values), which is what the hooks' fast path (`mayMatter`) may assume.
 */
export function transcriptLineArb(hostile = true): fc.Arbitrary<Record<string, unknown>> {
  const m = <T>(a: fc.Arbitrary<T>) => maybe(a, hostile);
  const count = hostile
    ? fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 200_000 }) }, { weight: 1, arbitrary: scalar })
    : fc.nat({ max: 200_000 });
  const toolId = hostile
    ? fc.oneof(fc.constantFrom(...TOOL_IDS), fc.constantFrom('', 'x'.repeat(300)))
    : fc.constantFrom(...TOOL_IDS);
  const toolName = hostile
    ? fc.oneof(fc.constantFrom(...TOOLS), fc.constantFrom('', ...HOSTILE_KEYS))
    : fc.constantFrom(...TOOLS);
  const path = fc.oneof(fc.constantFrom(...PATHS), text);
  const command = fc.oneof(fc.constantFrom(...COMMANDS), text);
  const status = fc.constantFrom('pending', 'in_progress', 'completed', 'deleted');
  const todo = m(fc.record({ content: m(text), status: m(status) }, { requiredKeys: [] }));
  const input = m(
    fc.record(
      {
        command: m(command),
        file_path: m(path),
        notebook_path: m(path),
        todos: m(fc.array(todo, { maxLength: 4 })),
        subject: m(text),
        status: m(status),
        taskId: m(fc.oneof(fc.constantFrom('1', '2'), fc.integer({ min: 0, max: 3 }))),
        description: text,
        pattern: text,
      },
      { requiredKeys: [] },
    ),
  );
  const textBlock = fc.record({ type: fc.constant('text'), text: m(text) });
  // a typed slash command as Claude Code records it: read-only ones make a turn quiet, others loud
  const slashCommand = fc
    .record({
      name: fc.constantFrom(
        '/checkpoint:list',
        '/checkpoint:inspect',
        '/checkpoint:save',
        '/checkpoint',
        '/compact',
        '/checkpoint:doctor',
      ),
      args: fc.constantFrom('', 'list --all', 'save x', '01ABC', 'tag a b'),
    })
    .map(
      ({ name, args }) =>
        `<command-message>${name.slice(1)}</command-message>\n<command-name>${name}</command-name>${args ? `\n<command-args>${args}</command-args>` : ''}`,
    );
  const blocks = [
    textBlock,
    fc.record({ type: fc.constant('tool_use'), id: m(toolId), name: m(toolName), input }, { requiredKeys: ['type'] }),
    fc.record(
      {
        type: fc.constant('tool_result'),
        tool_use_id: m(toolId),
        is_error: m(fc.boolean()),
        content: m(fc.oneof(text, fc.array(textBlock, { maxLength: 3 }))),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constantFrom('thinking', 'image'), thinking: text }),
  ];
  const block = hostile ? fc.oneof(...blocks, odd) : fc.oneof(...blocks);
  const usage = m(
    fc.record(
      { input_tokens: count, output_tokens: count, cache_creation_input_tokens: count, cache_read_input_tokens: count },
      { requiredKeys: [] },
    ),
  );
  const message = m(
    fc.record(
      {
        id: m(fc.constantFrom('msg_1', 'msg_2', 'msg_3')),
        model: m(fc.constantFrom('claude-opus-4-1', 'claude-sonnet-4-5', 'claude-haiku-4-5[1m]', 'other', '')),
        role: fc.constantFrom('user', 'assistant'),
        content: m(fc.oneof(text, fc.array(block, { maxLength: 4 }), slashCommand)),
        usage,
      },
      { requiredKeys: [] },
    ),
  );
  const toolUseResult = m(
    fc.record(
      {
        task: m(
          fc.record(
            { id: m(fc.oneof(fc.constantFrom('1', '2'), fc.integer({ min: 0, max: 3 }))), subject: m(text) },
            { requiredKeys: [] },
          ),
        ),
        success: m(fc.boolean()),
        taskId: m(fc.constantFrom('1', '2')),
      },
      { requiredKeys: [] },
    ),
  );
  return fc.record(
    {
      type: m(fc.constantFrom('user', 'assistant', 'system', 'summary', 'file-history-snapshot')),
      subtype: fc.constantFrom('compact_boundary', 'informational'),
      uuid: m(fc.constantFrom('u-1', 'u-2', 'u-3')),
      cwd: m(path),
      gitBranch: m(fc.constantFrom('main', '')),
      version: m(fc.constant('2.1.197')),
      isMeta: m(fc.boolean()),
      isCompactSummary: m(fc.boolean()),
      timestamp: m(fc.constant('2026-11-21T10:00:00.000Z')),
      compactMetadata: m(
        fc.record({ trigger: m(fc.constantFrom('manual', 'auto')), preTokens: count }, { requiredKeys: [] }),
      ),
      toolUseResult,
      message,
    },
    { requiredKeys: ['type'] },
  );
}

/** Byte sequences that are not UTF-8: lone continuation bytes, truncated and overlong sequences, surrogates, BOMs. */
const NOT_UTF8 = [
  [0xff],
  [0xc3],
  [0x80],
  [0xe2, 0x94],
  [0xf0, 0x9f, 0x98],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xef, 0xbb, 0xbf],
  [0x00],
  [0x0d],
];

/**
 * A piece of a transcript file, kept readable for fast-check's counterexamples (`transcriptBytes`
 * writes it): a line and how it ends, raw text or bytes, or a line of `long` bytes.
 */
export type Chunk =
  | { line: unknown; end: '\n' | '\r\n' | '' }
  | { text: string }
  | { bytes: number[] }
  | { long: number; json: boolean; end: '\n' | '' };

/** A transcript file's pieces: lines (LF, CRLF, none at the end), garbage, invalid UTF-8, lines longer than a reader's window. */
export function transcriptArb(
  o: { hostile?: boolean; maxChunks?: number; maxLong?: number } = {},
): fc.Arbitrary<Chunk[]> {
  const line = transcriptLineArb(o.hostile ?? true);
  const chunk: fc.Arbitrary<Chunk> = fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record({ line, end: fc.constantFrom<'\n' | '\r\n' | ''>('\n', '\n', '\n', '\n', '\r\n', '') }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        text: fc.constantFrom(
          '\n',
          '\n\n',
          '\r\n',
          ' \n',
          '{}\n',
          'null\n',
          '[]\n',
          '{"type":"assistant"\n',
          '"type":"user"\n',
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        long: fc.integer({ min: 100, max: o.maxLong ?? 50_000 }),
        json: fc.boolean(),
        end: fc.constantFrom<'\n' | ''>('\n', ''),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        bytes: fc.oneof(fc.array(fc.nat({ max: 255 }), { maxLength: 40 }), fc.constantFrom(...NOT_UTF8)),
      }),
    },
  );
  return fc.array(chunk, { maxLength: o.maxChunks ?? 12 });
}

/** The file the pieces make. */
export function transcriptBytes(chunks: Chunk[]): Buffer {
  return Buffer.concat(
    chunks.map((c) => {
      if ('line' in c) return Buffer.from(jsonText(c.line) + c.end);
      if ('text' in c) return Buffer.from(c.text);
      if ('bytes' in c) return Buffer.from(c.bytes);
      return Buffer.from(
        (c.json ? `{"type":"user","toolUseResult":"${'x'.repeat(c.long)}"}` : '━'.repeat(c.long)) + c.end,
      );
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Mutations of a valid JSON document

export interface JsonMutation {
  /** Child indexes from the root (each taken modulo the number of children where it is used). */
  at: number[];
  op: 'replace' | 'delete' | 'add' | 'retype' | 'duplicate';
  key: string;
  value: unknown;
}

export const jsonMutationsArb: fc.Arbitrary<JsonMutation[]> = fc.array(
  fc.record({
    at: fc.array(fc.nat(), { maxLength: 5 }),
    op: fc.constantFrom('replace', 'delete', 'add', 'retype', 'duplicate'),
    key: key,
    value: odd,
  }) as fc.Arbitrary<JsonMutation>,
  { minLength: 1, maxLength: 4 },
);

const children = (v: unknown): [string | number, unknown][] =>
  Array.isArray(v)
    ? v.map((x, i) => [i, x] as [number, unknown])
    : typeof v === 'object' && v !== null
      ? Object.entries(v)
      : [];

function setOwn(o: Record<string | number, unknown>, k: string | number, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true }); // `__proto__` as a key, not the prototype
}

function retype(v: unknown): unknown {
  if (typeof v === 'string') return v.length;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Array.isArray(v)) return Object.fromEntries(v.map((x, i) => [String(i), x]));
  if (v === null) return {};
  return Object.values(v as object);
}

/** `doc` with the mutations applied (a copy; `doc` is unchanged). */
export function mutateJson(doc: unknown, mutations: JsonMutation[]): unknown {
  const root = { v: structuredClone(doc) as unknown };
  for (const mu of mutations) {
    let parent: Record<string | number, unknown> = root as Record<string, unknown>;
    let k: string | number = 'v';
    for (const i of mu.at) {
      const kids = children(parent[k]);
      if (kids.length === 0) break;
      const [ck] = kids[i % kids.length]!;
      parent = parent[k] as Record<string | number, unknown>;
      k = ck;
    }
    const here = parent[k];
    if (mu.op === 'replace') setOwn(parent, k, mu.value);
    else if (mu.op === 'retype') setOwn(parent, k, retype(here));
    else if (mu.op === 'delete' && parent !== (root as object)) {
      if (Array.isArray(parent)) parent.splice(Number(k), 1);
      else delete parent[k];
    } else if (mu.op === 'add' && Array.isArray(here)) here.push(mu.value);
    else if (mu.op === 'add' && typeof here === 'object' && here !== null)
      setOwn(here as Record<string, unknown>, mu.key, mu.value);
    else if (mu.op === 'duplicate' && Array.isArray(here) && here.length > 0) here.push(structuredClone(here[0]));
  }
  return root.v;
}

// ---------------------------------------------------------------------------------------------
// Text mutations (checkpoint.toml)

export type TextMutation =
  | { op: 'delete' | 'duplicate'; line: number }
  | { op: 'swap'; line: number; other: number }
  | { op: 'value' | 'key' | 'insert'; line: number; text: string }
  | { op: 'truncate'; at: number }
  | { op: 'splice'; at: number; text: string };

/** `text` with line-level and character-level mutations applied. */
export function mutateText(text: string, mutations: TextMutation[]): string {
  let lines = text.split('\n');
  for (const mu of mutations) {
    const n = Math.max(lines.length, 1);
    if (mu.op === 'truncate' || mu.op === 'splice') {
      const all = lines.join('\n');
      const at = mu.at % (all.length + 1);
      lines = (mu.op === 'truncate' ? all.slice(0, at) : all.slice(0, at) + mu.text + all.slice(at)).split('\n');
      continue;
    }
    const i = mu.line % n;
    const line = lines[i] ?? '';
    if (mu.op === 'delete') lines.splice(i, 1);
    else if (mu.op === 'duplicate') lines.splice(i, 0, line);
    else if (mu.op === 'swap') [lines[i], lines[mu.other % n]] = [lines[mu.other % n] ?? '', line];
    else if (mu.op === 'insert') lines.splice(i, 0, mu.text);
    else if (mu.op === 'value')
      lines[i] = line.includes('=') ? `${line.slice(0, line.indexOf('=') + 1)} ${mu.text}` : `${line} = ${mu.text}`;
    else if (mu.op === 'key')
      lines[i] = line.includes('=')
        ? `${mu.text} ${line.slice(line.indexOf('='))}`
        : line.startsWith('[')
          ? `[${mu.text}]`
          : `${mu.text} = 1`;
  }
  return lines.join('\n');
}

export function textMutationsArb(pool: {
  values: string[];
  keys: string[];
  lines: string[];
}): fc.Arbitrary<TextMutation[]> {
  const t = (a: string[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...a) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    );
  const mutation: fc.Arbitrary<TextMutation> = fc.oneof(
    fc.record({ op: fc.constantFrom('delete' as const, 'duplicate' as const), line: fc.nat() }),
    fc.record({ op: fc.constant('swap' as const), line: fc.nat(), other: fc.nat() }),
    fc.record({ op: fc.constant('value' as const), line: fc.nat(), text: t(pool.values) }),
    fc.record({ op: fc.constant('key' as const), line: fc.nat(), text: t(pool.keys) }),
    fc.record({ op: fc.constant('insert' as const), line: fc.nat(), text: t(pool.lines) }),
    fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
    fc.record({
      op: fc.constant('splice' as const),
      at: fc.nat(),
      text: t(['"', "'", '[', ']', '{', '=', '\n', '#', '\\', '"""', "'''", '.', '\u0000', '\r']),
    }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}
