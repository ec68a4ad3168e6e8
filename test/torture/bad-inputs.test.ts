/**
 * The torture suite, family 4: a catalogue of bad inputs (issue 16). Each row feeds one bad input
 * to the real thing — the CLI (in this process, or dist/cli.cjs as a process where a FIFO or a
 * device could hang it), the hooks as Claude Code runs them (hooks/hooks.json's command, under its
 * timeout), the restore and storage functions, a real S3-compatible server — and every row is held
 * to the same four things:
 * - the exit code it should have (hooks: always 0, at most one JSON line: they never break a session);
 * - the message (stderr, stdout, a hook's systemMessage or plugin.log) names the file or field and
 *   says what to do — or the input is tolerated and there is nothing to say (`quiet` says why);
 * - nothing that existed before is lost: the baseline of every sandbox (a phase record, seed.json
 *   with pai-seed's own fields, a session checkpoint that verifies) and whatever the row planted
 *   (a user's broken file stays as it was); plus what the row itself names;
 * - bounded time: no row may hang (processes are killed at their limit, which fails the row).
 * A row that shows a defect keeps its correct expectation and is skipped with `skip: 'DEFECT: …'`
 * until src/ is fixed; skipped rows are counted apart in the figures.
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCheckpointSync, listCheckpoints } from '../../src/domain/records/api.js';
import { serializeTree } from '../../src/domain/content/format.js';
import { sha256Hex } from '../../src/core/hash.js';
import { PackWriter } from '../../src/domain/content/repo.js';
import type { TreeRef } from '../../src/domain/content/snapshot.js';
import { checkedTree, stageContent } from '../../src/domain/restore/content.js';
import { extractWorkspace } from '../../src/domain/restore/extract.js';
import { LocalVolume } from '../../src/storage/local.js';
import { S3Volume } from '../../src/storage/s3.js';
import { assistantLine } from '../helpers.js';
import { S3_CREDENTIALS, startS3, useS3 } from '../s3rver.js';
import { craftArchive, ownPartFile, type TarEntry } from '../support/forge.js';
import { storedPartKey } from '../../src/domain/volume/manifest.js';
import {
  dropTemplate,
  losses,
  makeBox,
  makeTemplate,
  SESSION,
  type Box,
  type Outcome,
  type Template,
} from './bad-inputs-box.js';
import { LONG, recordFigures, scale, Tally } from './figures.js';

const FAMILY = '4-bad-inputs';

type Category =
  'hook stdin' | 'cli ids' | 'options' | 'stored data' | 'archives and trees' | 'config' | 's3' | 'terminal escapes';

interface Row {
  name: string;
  category: Category;
  /** Starts with the template's two session checkpoints: `checkpointId` (must survive) and `victimId` (the row may damage it). */
  checkpoints?: boolean;
  run: (b: Box) => Promise<Outcome>;
  expect: {
    code: number;
    /** Names the file or field and says what to do; null: the input is tolerated and there is nothing to say. */
    message: RegExp | null;
    /** Why a tolerated input needs no message. */
    quiet?: string;
    /** What else that existed before must still be there (throws when it is not): counted as lost. */
    nothingLost?: (b: Box, o: Outcome) => void | Promise<void>;
    /** More about the outcome that is not a loss (nothing written outside a target, a header still seen, a message once). */
    also?: (b: Box, o: Outcome) => void | Promise<void>;
    /** Planted files a row may rewrite because they are caches (an index rebuilt from the manifests). */
    cacheFiles?: (b: Box) => string[];
  };
  /** The row's time limit (default 20 s); its processes are killed before it. */
  timeoutMs?: number;
  /** `DEFECT: …`: a real defect, reported; the row keeps its correct expectation and is skipped until it is fixed. */
  skip?: `DEFECT: ${string}`;
}

const s3 = useS3(['vol']);
let template: Template | undefined;
beforeAll(async () => {
  template = await makeTemplate();
});
afterAll(() => dropTemplate(template));

// ---------------------------------------------------------------------------------------------
// Small makers of bad inputs

const manifestOf = (b: Box, id = b.victimId!) => join(b.volume, 'checkpoints', SESSION, id, 'manifest.json');
const indexOf = (b: Box) => join(b.volume, 'checkpoints', SESSION, 'index.json');
const editJson = (path: string, change: (m: Record<string, any>) => void) => {
  const m = JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;
  change(m);
  writeFileSync(path, `${JSON.stringify(m, null, 2)}\n`);
};
const HEADER = assistantLine([
  { type: 'text', text: '🗒️ TASK: Survive bad input\n━━━ 📋 PLAN ━━━ 3/7' },
  { type: 'tool_use', name: 'Bash', input: { command: 'true' }, id: 't-plan' },
]);
/** SessionStart on the (empty) transcript, so that what is appended next is what the next Stop reads. */
const started = async (b: Box) =>
  expect((await b.hook('SessionStart', b.payload('SessionStart', { source: 'startup' }))).exitCode).toBe(0);
const stop = (b: Box, extra: Record<string, unknown> = {}) =>
  b.hook('Stop', b.payload('Stop', { last_assistant_message: 'Done.', stop_hook_active: false, ...extra }));
/** The phase record the hooks wrote for the test session's header, if any. */
/** Files under `dir` of `bytes` or more (links not followed). */
const largeFiles = (dir: string, bytes: number): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((rel) => {
    const st = lstatSync(join(dir, rel));
    return st.isFile() && st.size >= bytes;
  });
const phaseRecorded = async (b: Box, n: number) => {
  const records = await listCheckpoints({ sessionId: SESSION }, { paiDir: b.paths.paiDir });
  expect(
    records.map((r) => r.phaseNumber),
    'the header after the bad input was still recorded',
  ).toContain(n);
};
/** A restore target that must not appear; next to it and above it, files of the user a hostile archive aims at. */
const target = (b: Box) => join(b.home, 'restored', 'project');
const victims = (b: Box) => [join(b.home, 'restored', 'pai-evil-OUT'), join(b.home, 'pai-evil-OUT')];
/** The user's files a path out of the target would overwrite: planted, so that a write through is a loss. */
const plantVictims = (b: Box) => victims(b).forEach((p) => b.plant(p, 'a file of the user\n'));
const nothingWritten = (b: Box) => {
  expect(existsSync(target(b)), 'the target was written').toBe(false);
  const parent = join(b.home, 'restored');
  const left = existsSync(parent) ? readdirSync(parent).filter((n) => n !== 'pai-evil-OUT') : [];
  expect(left, 'nothing left next to the target (a staging folder)').toEqual([]);
  expect(existsSync('/tmp/pai-evil-abs-OUT'), '/tmp/pai-evil-abs-OUT').toBe(false);
  expect(readFileSync('/etc/passwd', 'utf8')).toMatch(/^root:/);
};
const archive = (b: Box, entries: TarEntry[]) => {
  plantVictims(b);
  const file = join(b.home, 'a.tar.zst');
  writeFileSync(file, craftArchive(entries));
  return file;
};
/** A tar of `n` empty files in folders of 1000 (python writes it; zstd compresses it). */
const manyEntries = (b: Box, n: number) => {
  const tar = join(b.home, 'many.tar');
  execFileSync('python3', [
    '-c',
    'import tarfile,io,sys\nwith tarfile.open(sys.argv[1],"w") as t:\n for i in range(int(sys.argv[2])):\n  x=tarfile.TarInfo(f"d{i//1000}/f{i}"); x.size=0; t.addfile(x, io.BytesIO(b""))',
    tar,
    String(n),
  ]);
  execFileSync('zstd', ['-q', '-f', '--rm', tar, '-o', `${tar}.zst`]);
  return `${tar}.zst`;
};
/** A forged content tree in a volume of its own, its document packed as a blob; staged into the target. */
const forgedTree = async (b: Box, document: string) => {
  plantVictims(b);
  const store = new LocalVolume(join(b.home, 'forged-volume'));
  const id = sha256Hex(document);
  const w = new PackWriter(store);
  await w.add(id, Buffer.from(document));
  await w.finish();
  const ref: TreeRef = { sha256: id, base: id, delta: null, entries: 1 };
  return b.call(async () => (await stageContent(store, await checkedTree(store, ref), target(b))).discard());
};
const s3Env = (prefix: string, extra: Record<string, string> = {}) => ({
  PAI_CHECKPOINT_VOLUME: `s3://vol/${prefix}`,
  AWS_ENDPOINT_URL_S3: s3.endpoint,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  ...extra,
});
/** A local server for the row's lifetime: closed, its connections cut, whatever the row's outcome. */
async function withServer<T>(
  make: () => ReturnType<typeof createNetServer> | ReturnType<typeof createHttpServer>,
  use: (endpoint: string) => Promise<T>,
): Promise<T> {
  const server = make();
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => server.close(r));
  }
}
/** A port nothing listens on. */
const closedPort = () =>
  withServer(
    () => createNetServer(),
    async (endpoint) => endpoint,
  );

// ---------------------------------------------------------------------------------------------
// The catalogue

const BIG = 50 << 20;
/** 2 GiB (a shift would overflow 32 bits). */
const GB2 = 2 * 1024 ** 3;

const HOOK_STDIN: Row[] = [
  {
    name: 'empty stdin',
    category: 'hook stdin',
    run: (b) => b.hook('Stop', ''),
    expect: { code: 0, message: /Stop - ignored: payload has no usable session_id/ },
  },
  {
    name: 'stdin that is not JSON',
    category: 'hook stdin',
    run: (b) => b.hook('Stop', 'hello, world'),
    expect: { code: 0, message: /(stdin|payload|input)\b.*not (valid )?JSON/i },
  },
  {
    name: 'stdin that is a JSON array',
    category: 'hook stdin',
    run: (b) => b.hook('SessionStart', JSON.stringify([{ session_id: SESSION }])),
    expect: { code: 0, message: /SessionStart - ignored: payload has no usable session_id/ },
  },
  {
    name: 'stdin that is JSON null',
    category: 'hook stdin',
    run: (b) => b.hook('PreCompact', 'null'),
    expect: { code: 0, message: /PreCompact - ignored: payload has no usable session_id/ },
  },
  {
    name: 'stdin that is a JSON string',
    category: 'hook stdin',
    run: (b) => b.hook('Stop', JSON.stringify(SESSION)),
    expect: { code: 0, message: /ignored: payload has no usable session_id/ },
  },
  {
    name: '50 MB of stdin: a valid payload with 50 MB in a field no hook reads',
    category: 'hook stdin',
    run: (b) => stop(b, { padding: 'x'.repeat(BIG) }),
    expect: { code: 0, message: null, quiet: 'a valid payload, only large: parsed and done with within the budget' },
  },
  {
    name: '50 MB of stdin: a last message of 50 MB with a phase header at its end',
    category: 'hook stdin',
    run: async (b) => {
      const o = await stop(b, {
        last_assistant_message: `${'x'.repeat(BIG)}\n🗒️ TASK: Survive bad input\n━━━ 📋 PLAN ━━━ 3/7`,
      });
      const next = await stop(b, { last_assistant_message: 'Next turn.' });
      return { ...o, stdout: o.stdout + next.stdout, log: `${o.log}${next.log}` };
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'a valid payload, only large: read, and its header recorded',
      also: async (b) => {
        await phaseRecorded(b, 3);
        expect(
          statSync(join(b.paths.sessionsDir, `${SESSION}.json`)).size,
          'the session state stays small',
        ).toBeLessThan(1 << 20);
        // The next turn pays nothing for it: no file a later hook could read (state, journal, queue, log, volume) kept the 50 MB.
        expect(largeFiles(b.home, 1 << 20), 'the next turn pays nothing for it').toEqual([]);
      },
    },
  },
  {
    name: '50 MB of stdin without a session id',
    category: 'hook stdin',
    run: (b) => b.hook('Stop', JSON.stringify({ padding: 'x'.repeat(BIG) })),
    expect: { code: 0, message: /ignored: payload has no usable session_id/ },
  },
  {
    name: 'no session_id',
    category: 'hook stdin',
    run: (b) =>
      b.hook('SessionStart', JSON.stringify({ transcript_path: b.transcript, cwd: b.project, source: 'startup' })),
    expect: { code: 0, message: /ignored: payload has no usable session_id/ },
  },
  {
    name: 'a hostile session_id (../../x)',
    category: 'hook stdin',
    run: (b) => b.hook('SessionStart', b.payload('SessionStart', { session_id: '../../x', source: 'startup' })),
    expect: {
      code: 0,
      message: /ignored: payload has no usable session_id/,
      also: (b) => {
        for (const p of [
          join(b.paths.stateDir, 'x.json'),
          join(b.paths.paiDir, 'x.json'),
          join(b.paths.sessionsDir, '..', '..', 'x.json'),
        ])
          expect(existsSync(p), p).toBe(false);
      },
    },
  },
  {
    name: 'a 4 KB session_id',
    category: 'hook stdin',
    run: (b) => b.hook('SessionStart', b.payload('SessionStart', { session_id: 'a'.repeat(4096), source: 'startup' })),
    expect: { code: 0, message: /ignored: payload has no usable session_id/ },
  },
  {
    name: 'a session_id with a newline (a forged log line)',
    category: 'hook stdin',
    run: (b) => b.hook('Stop', b.payload('Stop', { session_id: 'S1\n2026-01-01T00:00:00.000Z Stop S1 FORGED' })),
    expect: {
      code: 0,
      message: /ignored: payload has no usable session_id/,
      also: (b) => expect(readFileSync(b.paths.logFile, 'utf8')).not.toMatch(/^\S+ Stop S1 FORGED/m),
    },
  },
  {
    name: 'a session_id that is a number',
    category: 'hook stdin',
    run: (b) => b.hook('Stop', b.payload('Stop', { session_id: 42 })),
    expect: { code: 0, message: /ignored: payload has no usable session_id/ },
  },
  {
    name: 'transcript_path, cwd and hook_event_name of the wrong type (an array, a path with a NUL, an object): taken as absent',
    category: 'hook stdin',
    run: async (b) => {
      const wrong = { transcript_path: [b.transcript], cwd: `${b.project}\0x`, hook_event_name: { x: 1 } };
      const first = await b.hook('SessionStart', b.payload('SessionStart', { source: 'startup', ...wrong }));
      const next = await stop(b, wrong);
      return { ...next, stdout: first.stdout + next.stdout, log: first.log + next.log };
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'found by the fuzzing torture (an array reached fs.openSync): such a field is dropped at the door',
      also: (_b, o) => expect(o.log).not.toMatch(/TypeError|error:/),
    },
  },
  {
    name: 'transcript_path a directory',
    category: 'hook stdin',
    run: (b) => stop(b, { transcript_path: b.home }),
    expect: { code: 0, message: /transcript not read: .*: a directory, not a regular file; not read/ },
  },
  {
    name: 'transcript_path a FIFO (nobody writes it): Stop',
    category: 'hook stdin',
    run: (b) => stop(b, { transcript_path: b.plant(join(b.home, 'fifo.jsonl'), { fifo: true }) }),
    expect: { code: 0, message: /transcript not read: .*fifo\.jsonl: a FIFO, not a regular file; not read/ },
  },
  {
    name: 'transcript_path a FIFO: PreCompact',
    category: 'hook stdin',
    run: (b) =>
      b.hook(
        'PreCompact',
        b.payload('PreCompact', {
          transcript_path: b.plant(join(b.home, 'fifo.jsonl'), { fifo: true }),
          trigger: 'auto',
          custom_instructions: '',
        }),
      ),
    expect: { code: 0, message: /transcript not read: .*fifo\.jsonl: a FIFO/ },
  },
  {
    name: 'transcript_path a FIFO: SessionEnd, and the last capture it hands off to',
    category: 'hook stdin',
    run: (b) =>
      b.hook(
        'SessionEnd',
        b.payload('SessionEnd', {
          transcript_path: b.plant(join(b.home, 'fifo.jsonl'), { fifo: true }),
          reason: 'prompt_input_exit',
        }),
        { captures: 'wait' },
      ),
    expect: {
      code: 0,
      message:
        /worker S1 warning: checkpoint \w{26}: transcript not captured: .*fifo\.jsonl: a FIFO, not a regular file; not read/,
    },
  },
  {
    name: 'transcript_path /dev/zero',
    category: 'hook stdin',
    run: (b) => stop(b, { transcript_path: '/dev/zero' }),
    expect: { code: 0, message: /transcript not read: \/dev\/zero: a special file, not a regular file; not read/ },
  },
  {
    name: 'transcript_path /dev/zero at SessionStart (resume)',
    category: 'hook stdin',
    run: (b) => b.hook('SessionStart', b.payload('SessionStart', { transcript_path: '/dev/zero', source: 'resume' })),
    expect: {
      code: 0,
      message:
        /SessionStart S1 warning: transcript not read: \/dev\/zero: a special file, not a regular file; not read/,
    },
  },
  {
    name: 'a transcript that grew by 2 GB (sparse: NUL bytes, no line end) since the last look',
    category: 'hook stdin',
    run: async (b) => {
      await started(b);
      b.plant(b.transcript, { sparse: GB2 });
      return stop(b);
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'no complete line in it: nothing to read yet, in bounded chunks and time',
    },
  },
  {
    name: 'invalid UTF-8 lines, then a phase header',
    category: 'hook stdin',
    run: async (b) => {
      await started(b);
      appendFileSync(
        b.transcript,
        Buffer.concat([
          Buffer.from('{"type":"user","message":{"role":"user","content":"'),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
          Buffer.from('"}}\n'),
          Buffer.from([0xff, 0xff, 0x80, 0x0a]),
          Buffer.from(`${HEADER}\n`),
        ]),
      );
      return stop(b);
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'lines that are not JSON are stepped over; the header after them counts',
      also: (b) => phaseRecorded(b, 3),
    },
  },
  {
    name: 'a 10 MB line, then a phase header',
    category: 'hook stdin',
    run: async (b) => {
      await started(b);
      appendFileSync(b.transcript, `${assistantLine([{ type: 'text', text: 'y'.repeat(10 << 20) }])}\n${HEADER}\n`);
      return stop(b);
    },
    expect: {
      code: 0,
      message: /transcript: \d+ bytes of over-long lines stepped over/,
      also: (b) => phaseRecorded(b, 3),
    },
  },
  {
    name: 'cwd that does not exist',
    category: 'hook stdin',
    run: (b) => b.hook('SessionStart', b.payload('SessionStart', { cwd: join(b.home, 'gone'), source: 'startup' })),
    expect: {
      code: 0,
      message: null,
      quiet: 'the session is recorded with the folder it names; nothing is read from it',
    },
  },
];

/** Two phase records of one millisecond: their ids share the first 10 characters. */
const twins = (b: Box) => {
  const now = () => new Date('2026-11-20T10:00:00.000Z');
  return ['OBSERVE', 'THINK'].map(
    (p, i) =>
      createCheckpointSync(
        p,
        i + 1,
        'twins',
        [],
        { project: b.project },
        { paiDir: b.paths.paiDir, sessionId: 'T1', now },
      ).checkpointId,
  );
};
const bothStillThere = async (b: Box) => {
  const ids = (await listCheckpoints({ sessionId: 'T1' }, { paiDir: b.paths.paiDir }))
    .filter((r) => !r.completed)
    .map((r) => r.id);
  expect(ids, 'both records, still open').toHaveLength(2);
};

const CLI_IDS: Row[] = [
  {
    name: 'inspect ../../etc/passwd',
    category: 'cli ids',
    run: (b) => b.cli('inspect', '../../etc/passwd'),
    expect: {
      code: 3,
      message:
        /no checkpoint with id "\.\.\/\.\.\/etc\/passwd"[\s\S]*hint: run `pai-checkpoint list --all` to see the ids/,
    },
  },
  {
    name: 'restore ../x --to a new folder',
    category: 'cli ids',
    checkpoints: true,
    run: (b) => b.cli('restore', '../x', '--to', target(b), '--yes'),
    expect: {
      code: 3,
      message: /no session checkpoint "\.\.\/x"[\s\S]*hint: run `pai-checkpoint list --all`/,
      also: nothingWritten,
    },
  },
  {
    name: 'delete ../',
    category: 'cli ids',
    checkpoints: true,
    run: (b) => b.cli('delete', '../'),
    expect: { code: 3, message: /no checkpoint \.\.\/[\s\S]*hint: run `pai-checkpoint list --all`/ },
  },
  {
    name: 'verify ../../..',
    category: 'cli ids',
    checkpoints: true,
    run: (b) => b.cli('verify', '../../..'),
    expect: {
      code: 3,
      message: /no session checkpoint \.\.\/\.\.\/\.\. on [\s\S]*hint: run `pai-checkpoint list --all`/,
    },
  },
  {
    name: 'inspect with an empty id',
    category: 'cli ids',
    run: (b) => b.cli('inspect', ''),
    expect: { code: 2, message: /missing <id>/ },
  },
  {
    name: 'verify with an empty id',
    category: 'cli ids',
    run: (b) => b.cli('verify', ''),
    expect: { code: 2, message: /name a checkpoint id, or --all/ },
  },
  {
    name: 'inspect with an ambiguous prefix',
    category: 'cli ids',
    run: (b) => b.cli('inspect', twins(b)[0]!.slice(0, 10)),
    expect: {
      code: 2,
      message: /"\w{10}" matches 2 checkpoints: \w{26}, \w{26}\n\s+hint: type more characters of the id/,
    },
  },
  {
    name: 'delete with an ambiguous prefix',
    category: 'cli ids',
    run: (b) => b.cli('delete', twins(b)[0]!.slice(0, 10)),
    expect: {
      code: 2,
      message: /"\w{10}" matches 2 checkpoints[\s\S]*hint: type more characters of the id/,
      nothingLost: bothStillThere,
    },
  },
  {
    name: 'complete with an ambiguous prefix',
    category: 'cli ids',
    run: (b) => b.cli('complete', twins(b)[0]!.slice(0, 10)),
    expect: {
      code: 2,
      message: /matches 2 checkpoints[\s\S]*hint: type more characters of the id/,
      nothingLost: bothStillThere,
    },
  },
  {
    name: 'inspect a 4 KB id',
    category: 'cli ids',
    run: (b) => b.cli('inspect', 'A'.repeat(4096)),
    expect: { code: 3, message: /no checkpoint with id "A+"[\s\S]*hint: run `pai-checkpoint list --all`/ },
  },
  {
    name: 'inspect an id with a NUL byte',
    category: 'cli ids',
    run: (b) => b.cli('inspect', 'ab\0cd'),
    expect: { code: 3, message: /no checkpoint with id "ab␀cd"[\s\S]*hint: run `pai-checkpoint list --all`/ },
  },
  {
    name: 'sessions ../x',
    category: 'cli ids',
    run: (b) => b.cli('sessions', '../x'),
    expect: { code: 3, message: /no session "\.\.\/x" on [\s\S]*hint: run `pai-checkpoint sessions` to see them/ },
  },
  {
    name: 'resume ../x --print',
    category: 'cli ids',
    run: (b) => b.cli('resume', '../x', '--print'),
    expect: {
      code: 3,
      message:
        /no session or checkpoint "\.\.\/x" on [\s\S]*hint: see `pai-checkpoint sessions` and `pai-checkpoint list --all`/,
    },
  },
  {
    name: 'rewind ../x --print',
    category: 'cli ids',
    run: (b) => b.cli('rewind', '../x', '--print'),
    expect: {
      code: 3,
      message: /no session checkpoint "\.\.\/x" on [\s\S]*hint: run `pai-checkpoint list --all` to see the ids/,
    },
  },
  {
    name: 'create --session ../x',
    category: 'cli ids',
    run: (b) => b.cli('create', '--session', '../x'),
    expect: {
      code: 2,
      message: /invalid session id "\.\.\/x"[\s\S]*hint: a session id is 1-128 characters/,
      also: (b) => expect(existsSync(join(b.volume, 'x'))).toBe(false),
    },
  },
  {
    name: 'save with CLAUDE_CODE_SESSION_ID=../../x',
    category: 'cli ids',
    run: async (b) => ({ ...(await b.cliProcess(['save', 'label'], { env: { CLAUDE_CODE_SESSION_ID: '../../x' } })) }),
    expect: { code: 2, message: /invalid session id "\.\.\/\.\.\/x"[\s\S]*hint: a session id is 1-128 characters/ },
  },
  {
    name: 'memory show --project ../../etc',
    category: 'cli ids',
    run: (b) => b.cli('memory', 'show', '--project', '../../etc'),
    expect: {
      code: 2,
      message: /--project "\.\.\/\.\.\/etc" cannot be a project id[\s\S]*hint: a project id is 1-128 letters/,
    },
  },
  {
    name: 'tag a checkpoint with ../bad',
    category: 'cli ids',
    checkpoints: true,
    run: (b) => b.cli('tag', b.checkpointId!, '../bad'),
    expect: {
      code: 2,
      message:
        /tag "\.\.\/bad": segment "\.\." has a character a tag cannot hold[\s\S]*hint: a tag is one or more segments/,
    },
  },
  {
    name: 'link a checkpoint to javascript:alert(1)',
    category: 'cli ids',
    checkpoints: true,
    run: (b) => b.cli('link', b.checkpointId!, 'javascript:alert(1)'),
    expect: {
      code: 2,
      message: /"javascript:alert\(1\)" is not an issue reference this knows[\s\S]*hint: give a GitHub issue URL/,
    },
  },
];

const OPTIONS: Row[] = [
  {
    name: 'list --limit -1',
    category: 'options',
    run: (b) => b.cli('list', '--limit', '-1'),
    expect: { code: 2, message: /Option '--limit' argument is ambiguous[\s\S]*hint: usage: pai-checkpoint list/ },
  },
  {
    name: 'list --limit=-1',
    category: 'options',
    run: (b) => b.cli('list', '--limit=-1'),
    expect: { code: 2, message: /--limit must be a whole number, got "-1"/ },
  },
  {
    name: 'list --limit 0',
    category: 'options',
    run: (b) => b.cli('list', '--limit', '0'),
    expect: { code: 2, message: /--limit must be at least 1, got 0/ },
  },
  {
    name: 'memory show --limit 0',
    category: 'options',
    run: (b) => b.cli('memory', 'show', '--limit', '0'),
    expect: { code: 2, message: /--limit must be a whole number of at least 1, got 0/ },
  },
  {
    name: 'list --limit 1.5',
    category: 'options',
    run: (b) => b.cli('list', '--limit', '1.5'),
    expect: { code: 2, message: /--limit must be a whole number, got "1\.5"/ },
  },
  {
    name: 'search --limit=-1',
    category: 'options',
    run: (b) => b.cli('search', 'x', '--limit=-1'),
    expect: { code: 2, message: /--limit must be a whole number, got "-1"/ },
  },
  {
    name: 'notify log --limit=-1',
    category: 'options',
    run: (b) => b.cli('notify', 'log', '--limit=-1'),
    expect: { code: 2, message: /--limit must be a whole number, got "-1"/ },
  },
  {
    name: 'cleanup --older-than soon',
    category: 'options',
    run: (b) => b.cli('cleanup', '--older-than', 'soon'),
    expect: { code: 2, message: /invalid duration "soon"\n\s+hint: use e\.g\. 30d, 12h or 90m/ },
  },
  {
    name: 'cleanup --older-than=-5d',
    category: 'options',
    run: (b) => b.cli('cleanup', '--older-than=-5d'),
    expect: { code: 2, message: /invalid duration "-5d"\n\s+hint: use e\.g\. 30d/ },
  },
  {
    name: 'cleanup --older-than 0d',
    category: 'options',
    run: (b) => b.cli('cleanup', '--older-than', '0d'),
    expect: { code: 2, message: /--older-than must be more than 0, got "0d"/ },
  },
  {
    name: 'cleanup --older-than 1y',
    category: 'options',
    run: (b) => b.cli('cleanup', '--older-than', '1y'),
    expect: { code: 2, message: /invalid duration "1y"\n\s+hint: use e\.g\. 30d/ },
  },
  {
    name: 'cleanup --older-than 99999999999999999999d',
    category: 'options',
    run: (b) => b.cli('cleanup', '--older-than', '99999999999999999999d'),
    expect: { code: 0, message: null, quiet: 'an age nothing has: nothing is deleted, and it says so' },
  },
  {
    name: 'delete --older-than 0d',
    category: 'options',
    checkpoints: true,
    run: (b) => b.cli('delete', '--older-than', '0d'),
    expect: { code: 2, message: /--older-than must be more than 0, got "0d"\n\s+hint: use e\.g\. 30d/ },
  },
  {
    name: 'save --phase 9',
    category: 'options',
    run: (b) => b.cli('save', '--phase', '9', '--session', SESSION),
    expect: { code: 2, message: /--phase must be a number from 1 to 7, got 9/ },
  },
  {
    name: 'create --trigger bogus',
    category: 'options',
    run: (b) => b.cli('create', '--session', SESSION, '--trigger', 'bogus'),
    expect: { code: 2, message: /--trigger must be one of periodic, phase, .*manual/ },
  },
  {
    name: 'monitor --mode cron',
    category: 'options',
    run: (b) => b.cli('monitor', '--mode', 'cron'),
    expect: { code: 2, message: /--mode must be tmux, headless, notify, got "cron"/ },
  },
  {
    name: 'an unknown option',
    category: 'options',
    run: (b) => b.cli('list', '--bogus'),
    expect: { code: 2, message: /list has no option "--bogus"[\s\S]*hint: usage: pai-checkpoint list/ },
  },
  {
    name: 'resume --set without =',
    category: 'options',
    run: (b) => b.cli('resume', '--set', 'foo', '--print'),
    expect: { code: 2, message: /--set expects key=value, got "foo"/ },
  },
];

const STORED: Row[] = [
  {
    name: 'a truncated manifest: verify <id>',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      const m = manifestOf(b);
      writeFileSync(m, readFileSync(m).subarray(0, 100));
      return b.cli('verify', b.victimId!);
    },
    expect: {
      code: 4,
      message:
        /manifest\.json: .*manifest\.json: invalid JSON[\s\S]*resume falls back to the parent; `pai-checkpoint delete <id>` removes one/,
    },
  },
  {
    name: 'a truncated manifest: verify --all reports it once, and the others',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      const m = manifestOf(b);
      writeFileSync(m, readFileSync(m).subarray(0, 100));
      return b.cli('verify', '--all');
    },
    expect: {
      code: 4,
      message: /FAIL {2}\w+ \(S1\): manifest\.json: .*invalid JSON[\s\S]*1 of 2 checkpoint\(s\) failed/,
      also: (b, o) => {
        expect(
          o.stdout.split('\n').filter((l) => l.includes(b.victimId!)),
          'the damaged one, once',
        ).toHaveLength(1);
        expect(o.stdout).toContain(`ok    ${b.checkpointId} (S1)`);
      },
    },
  },
  {
    name: 'a manifest of a future version: restore',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      editJson(manifestOf(b), (m) => (m['version'] = '9.0'));
      return b.cli('restore', b.victimId!, '--to', target(b), '--yes');
    },
    expect: {
      code: 4,
      message:
        /manifest\.json: schema version 9\.0 is newer than this pai-checkpoint understands[\s\S]*hint: upgrade pai-checkpoint/,
      also: nothingWritten,
    },
  },
  {
    name: 'a manifest of a future version: verify',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      editJson(manifestOf(b), (m) => (m['version'] = '9.0'));
      return b.cli('verify', b.victimId!);
    },
    expect: { code: 4, message: /schema version 9\.0 is newer than this pai-checkpoint understands[\s\S]*upgrade/ },
  },
  {
    name: 'a manifest changed after it was written (checksum)',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      editJson(manifestOf(b), (m) => (m['trigger'] = 'complete'));
      return b.cli('verify', b.victimId!);
    },
    expect: {
      code: 4,
      message:
        /manifest\.json: checksum mismatch \(the manifest was changed after it was written\)[\s\S]*`pai-checkpoint delete <id>`/,
    },
  },
  {
    name: 'a part whose bytes changed (sha256)',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      const p = ownPartFile(b.volume, SESSION, b.victimId!, 'conversation.json'); // (shared: the baseline's too)
      const buf = readFileSync(p);
      buf[5] = buf[5]! ^ 1;
      writeFileSync(p, buf);
      return b.cli('verify', b.victimId!);
    },
    expect: {
      code: 4,
      message: /conversation\.json: sha256 mismatch \(corrupted\)[\s\S]*resume falls back to the parent/,
    },
  },
  {
    name: 'a missing part: restore names it and the parent to restore instead',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      rmSync(ownPartFile(b.volume, SESSION, b.victimId!, 'environment.json'));
      return b.cli('restore', b.victimId!, '--to', target(b), '--yes');
    },
    expect: {
      code: 4,
      message: /does not verify \(environment\.json: missing\)\n\s+hint: restore its parent instead: \w{26}/,
      also: nothingWritten,
    },
  },
  {
    name: 'a garbage index.json',
    category: 'stored data',
    checkpoints: true,
    run: async (b) => {
      b.plant(indexOf(b), Buffer.from([0, 0xff, 0x7b, 0x7b, 0x0a]));
      return b.cli('list', '--session', SESSION);
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'the index is a cache: rebuilt from the manifests, both checkpoints listed',
      cacheFiles: (b) => [indexOf(b)],
      also: (b, o) => {
        for (const id of [b.checkpointId!, b.victimId!]) expect(o.stdout).toContain(id.slice(0, 10));
      },
    },
  },
  {
    name: 'index.json a FIFO',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      b.plant(indexOf(b), { fifo: true });
      return b.cliProcess(['list', '--session', SESSION], { timeoutMs: 10_000 });
    },
    expect: { code: 0, message: /index\.json: a FIFO, not a regular file/, cacheFiles: (b) => [indexOf(b)] },
  },
  {
    name: 'manifest.json a FIFO: verify --all',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      b.plant(manifestOf(b), { fifo: true });
      return b.cliProcess(['verify', '--all'], { timeoutMs: 10_000 });
    },
    expect: { code: 4, message: /manifest\.json: a FIFO, not a regular file/ },
  },
  {
    name: 'manifest.json a 2 GB sparse file: verify',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      b.plant(manifestOf(b), { sparse: GB2 });
      return b.cli('verify', b.victimId!);
    },
    expect: { code: 4, message: /manifest\.json: .*(too large|bytes)/ },
  },
  {
    name: 'manifest.json a symlink to /etc/passwd',
    category: 'stored data',
    checkpoints: true,
    run: (b) => {
      b.plant(manifestOf(b), { symlink: '/etc/passwd' });
      return b.cli('verify', b.victimId!);
    },
    expect: {
      code: 4,
      message: /manifest\.json: .*invalid JSON[\s\S]*`pai-checkpoint delete <id>`/,
      also: (_b, o) => expect(o.stdout + o.stderr).not.toContain('root:'),
    },
  },
  {
    name: 'seed.json unparsable: save leaves it as it is',
    category: 'stored data',
    run: (b) => {
      b.plant(b.paths.seedPath, '{"version":"1.0.0","identity":{"aiName":"Kai"},"state":{');
      return b.cli('save', 'label', '--session', SESSION, '--phase', '3', '--task', 'T');
    },
    expect: { code: 0, message: /warning: seed\.json left untouched: .*seed\.json: invalid JSON/ },
  },
  {
    name: 'seed.json a directory',
    category: 'stored data',
    run: (b) => {
      b.plant(b.paths.seedPath, { dir: true });
      return b.cli('save', 'label', '--session', SESSION, '--phase', '3', '--task', 'T');
    },
    expect: {
      code: 0,
      message: /warning: seed\.json checkpointRef not updated: .*seed\.json: a directory, not a regular file; not read/,
    },
  },
  {
    name: 'seed.json a FIFO',
    category: 'stored data',
    run: (b) => {
      b.plant(b.paths.seedPath, { fifo: true });
      return b.cliProcess(['save', 'label', '--session', SESSION, '--phase', '3', '--task', 'T'], {
        timeoutMs: 10_000,
      });
    },
    expect: {
      code: 0,
      message: /warning: seed\.json checkpointRef not updated: .*seed\.json: a FIFO, not a regular file; not read/,
    },
  },
  {
    name: 'seed.json a 2 GB sparse file',
    category: 'stored data',
    run: (b) => {
      b.plant(b.paths.seedPath, { sparse: GB2 });
      return b.cliProcess(['save', 'label', '--session', SESSION, '--phase', '3', '--task', 'T'], {
        timeoutMs: 10_000,
      });
    },
    expect: { code: 0, message: /seed\.json.*(too large|bytes)/ },
  },
  {
    name: 'a record that is a symlink to a secret',
    category: 'stored data',
    run: (b) => {
      const secret = b.plant(join(b.home, 'shadow'), 'root:$6$salt$hash:19000:0:99999:7:::');
      b.plant(join(b.paths.checkpointsDir, 'ckpt-2026-11-20T10-00-00Z-observe.json'), { symlink: secret });
      return b.cli('list', '--all');
    },
    expect: {
      code: 0,
      message:
        /warning: skipped .*ckpt-2026-11-20T10-00-00Z-observe\.json: not a regular file \(a symlink, folder or device\); not read/,
      also: (_b, o) => expect(o.stdout + o.stderr).not.toContain('root:'),
    },
  },
  {
    name: 'a record that is a FIFO',
    category: 'stored data',
    run: (b) => {
      b.plant(join(b.paths.checkpointsDir, 'ckpt-2026-11-20T10-00-00Z-observe.json'), { fifo: true });
      return b.cliProcess(['list', '--all'], { timeoutMs: 10_000 });
    },
    expect: { code: 0, message: /warning: skipped .*ckpt-2026-11-20T10-00-00Z-observe\.json: not a regular file/ },
  },
  {
    name: 'a record that is a 2 GB sparse file',
    category: 'stored data',
    run: (b) => {
      b.plant(join(b.paths.checkpointsDir, 'ckpt-2026-11-20T10-00-00Z-observe.json'), { sparse: GB2 });
      return b.cliProcess(['list', '--all'], { timeoutMs: 10_000 });
    },
    expect: { code: 0, message: /warning: skipped .*ckpt-2026-11-20T10-00-00Z-observe\.json: .*(too large|bytes)/ },
  },
  {
    name: 'a record that is not JSON',
    category: 'stored data',
    run: (b) => {
      b.plant(join(b.paths.checkpointsDir, 'ckpt-2026-11-20T10-00-00Z-observe.json'), '{"id": "01');
      return b.cli('list', '--all');
    },
    expect: { code: 0, message: /warning: skipped .*ckpt-2026-11-20T10-00-00Z-observe\.json: invalid JSON/ },
  },
  {
    name: 'a record of the wrong shape',
    category: 'stored data',
    run: (b) => {
      b.plant(
        join(b.paths.checkpointsDir, 'ckpt-2026-11-20T10-00-00Z-observe.json'),
        JSON.stringify({ id: '01KAAAAAAAAAAAAAAAAAAAAAAA', phaseNumber: 'three', completed: 'no' }),
      );
      return b.cli('list', '--all');
    },
    expect: { code: 0, message: /warning: skipped .*ckpt-2026-11-20T10-00-00Z-observe\.json: .*phaseNumber/ },
  },
  {
    name: 'a session state that is garbage',
    category: 'stored data',
    run: (b) => {
      b.plant(join(b.paths.sessionsDir, `${SESSION}.json`), '\u0000garbage{');
      return stop(b);
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'our own runtime state: an unreadable one is rebuilt (domain/session/state.ts loadSession)',
      cacheFiles: (b) => [join(b.paths.sessionsDir, `${SESSION}.json`)],
    },
  },
];

const ARCHIVES: Row[] = [
  ...(
    [
      [
        'an absolute path',
        [{ name: '/tmp/pai-evil-abs-OUT', type: 'file', data: 'pwned' }],
        /\/tmp\/pai-evil-abs-OUT: absolute path/,
      ],
      [
        'a .. path',
        [{ name: '../pai-evil-OUT', type: 'file', data: 'pwned' }],
        /\.\.\/pai-evil-OUT: path contains \.\./,
      ],
      [
        'a symlink out, and a file written through it',
        [
          { name: 'esc', type: 'symlink', link: '../..' },
          { name: 'esc/pai-evil-OUT', type: 'file', data: 'pwned' },
        ],
        /esc\/pai-evil-OUT: written through the symlink esc/,
      ],
      [
        'a hard link to /etc/passwd',
        [{ name: 'passwd', type: 'hardlink', link: '/etc/passwd' }],
        /passwd: hard link to a file outside the target \(\/etc\/passwd\)/,
      ],
      ['a device', [{ name: 'null', type: 'chardev' }], /null: CharacterDevice entries are not restored/],
      ['a FIFO', [{ name: 'pipe', type: 'fifo' }], /pipe: FIFO entries are not restored/],
      [
        'a .git/config (runs code at the next git status)',
        [{ name: 'sub/.git/config', type: 'file', data: '[core]\n\tfsmonitor = "touch PWNED"\n' }],
        /sub\/\.git\/config: a \.git entry/,
      ],
    ] as [string, TarEntry[], RegExp][]
  ).map(([name, entries, why]): Row => ({
    name: `an archive with ${name}`,
    category: 'archives and trees',
    run: (b) => b.call(() => extractWorkspace(archive(b, entries), target(b))),
    expect: {
      code: 4,
      message: new RegExp(
        `refusing to restore .*a\\.tar\\.zst: [\\s\\S]*${why.source}[\\s\\S]*hint: .*nothing was written`,
      ),
      also: nothingWritten,
    },
  })),
  {
    name: 'a decompression bomb (64 MB of zeros in a few KB, the manifest recorded 1 MB)',
    category: 'archives and trees',
    run: (b) =>
      b.call(() =>
        extractWorkspace(archive(b, [{ name: 'zeros.bin', type: 'file', zeros: 64 << 20 }]), target(b), {
          maxTarBytes: 1 << 20,
        }),
      ),
    expect: {
      code: 4,
      message:
        /the workspace archive expands beyond 1048576 bytes, more than its manifest records\n\s+hint: the archive was tampered with or damaged; nothing was written/,
      also: nothingWritten,
    },
  },
  {
    name: `an archive of ${scale(2_000, 100_000)} entries`,
    category: 'archives and trees',
    run: (b) => b.call(() => extractWorkspace(manyEntries(b, scale(2_000, 100_000)), target(b))),
    expect: {
      code: 0,
      message: null,
      quiet: 'many entries are not wrong: restored, in bounded time',
      also: (_b, o) => expect(JSON.parse(o.stdout)).toMatchObject({ files: scale(2_000, 100_000) }),
    },
    timeoutMs: scale(30_000, 300_000),
  },
  {
    name: 'an archive with a 4 KB name',
    category: 'archives and trees',
    run: (b) =>
      b.call(() => extractWorkspace(archive(b, [{ name: 'n'.repeat(4000), type: 'file', data: 'x' }]), target(b))),
    expect: {
      code: 4,
      message: /n{100}.*(name too long|longer than)[\s\S]*hint: .*nothing was written/,
      also: nothingWritten,
    },
  },
  {
    name: 'random bytes as the archive',
    category: 'archives and trees',
    run: (b) => {
      const file = join(b.home, 'a.tar.zst');
      writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
      return b.call(() => extractWorkspace(file, target(b)));
    },
    expect: {
      code: 4,
      message:
        /workspace archive unreadable: .*a\.tar\.zst: unsupported format\n\s+hint: the file is damaged or not zstd-compressed/,
      also: nothingWritten,
    },
  },
  {
    name: 'an archive cut in half',
    category: 'archives and trees',
    run: (b) => {
      const file = archive(b, [
        { name: 'a.bin', type: 'file', zeros: 200_000 },
        { name: 'b.txt', type: 'file', data: 'b' },
      ]);
      writeFileSync(file, readFileSync(file).subarray(0, 40));
      return b.call(() => extractWorkspace(file, target(b)));
    },
    expect: {
      code: 4,
      message:
        /workspace archive unreadable: .*a\.tar\.zst.*premature end[\s\S]*hint: the file is damaged or not zstd-compressed/,
      also: nothingWritten,
    },
  },
  ...(
    [
      [
        'a path out of the target',
        [['../pai-evil-OUT', 'f', 0o644, 0, 0, []]],
        /\.\.\/pai-evil-OUT: path contains \.\./,
      ],
      [
        'a link out of the target, and a file written through it',
        [
          ['a', 'l', 0o777, 0, 0, '../../etc'],
          ['a/pai-evil-OUT', 'f', 0o644, 0, 0, []],
        ],
        /a\/pai-evil-OUT: written through the symlink a/,
      ],
      ['a link into .git', [['a', 'l', 0o777, 0, 0, '.git/config']], /a: symlink leads into \.git/],
      ['a .git/config', [['x/.git/config', 'f', 0o644, 0, 0, []]], /x\/\.git\/config: a \.git entry/],
    ] as [string, unknown[], RegExp][]
  ).map(([name, entries, why]): Row => ({
    name: `a stored tree with ${name}`,
    category: 'archives and trees',
    run: (b) => forgedTree(b, serializeTree(entries as never)),
    expect: { code: 4, message: new RegExp(`${why.source}[\\s\\S]*hint: `), also: nothingWritten },
  })),
  {
    name: 'a stored tree that is not JSON',
    category: 'archives and trees',
    run: (b) => forgedTree(b, 'this is no tree {'),
    expect: { code: 4, message: /tree [0-9a-f]{64}: invalid JSON/, also: nothingWritten },
  },
];

const toml = (b: Box) => join(b.paths.paiDir, 'checkpoint.toml');
const CONFIG: Row[] = [
  ...(
    [
      [
        'an unknown key',
        '[capture]\nperiodc_seconds = 5\n',
        /checkpoint\.toml: capture: unknown key periodc_seconds\n\s+hint: see the README for the keys and their types/,
      ],
      [
        'a wrong type',
        '[capture]\nperiodic_seconds = "often"\n',
        /checkpoint\.toml: capture\.periodic_seconds: invalid type\n\s+hint: see the README/,
      ],
      [
        'a negative number',
        '[capture]\nperiodic_seconds = -5\n',
        /checkpoint\.toml: capture\.periodic_seconds: too small\n\s+hint: see the README/,
      ],
      [
        'invalid TOML',
        '[volume\npath = 1\n',
        /checkpoint\.toml: invalid TOML \(.*\)\n\s+hint: fix the file; see the README for the keys/,
      ],
      [
        'invalid UTF-8',
        Buffer.concat([Buffer.from('[capture]\nworkspace_format = "'), Buffer.from([0xff, 0xfe]), Buffer.from('"\n')]),
        /checkpoint\.toml: (capture\.workspace_format: invalid value|invalid TOML)/,
      ],
      [
        'an endpoint that is no URL',
        '[volume]\nendpoint = "not a url"\n',
        /checkpoint\.toml: volume\.endpoint: invalid format\n\s+hint: see the README/,
      ],
    ] as [string, string | Buffer, RegExp][]
  ).map(([name, text, message]): Row => ({
    name: `checkpoint.toml with ${name}`,
    category: 'config',
    run: (b) => {
      b.plant(toml(b), text);
      return b.cli('create', '--session', SESSION);
    },
    expect: { code: 4, message },
  })),
  {
    name: 'checkpoint.toml with s3:// without a bucket',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), '[volume]\npath = "s3://"\n');
      return b.cli('create', '--session', SESSION);
    },
    expect: { code: 2, message: /checkpoint\.toml: \[volume\] path: volume s3:\/\/: not an S3 location[\s\S]*hint: / },
  },
  {
    name: 'checkpoint.toml with an ftp:// volume',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), '[volume]\npath = "ftp://host/x"\n');
      return b.cli('create', '--session', SESSION);
    },
    expect: {
      code: 2,
      message:
        /checkpoint\.toml: \[volume\] path: volume ftp:\/\/host\/x: the ftp:\/\/ scheme is not supported\n\s+hint: set it to a folder, a file:\/\/ URL or s3:\/\/bucket\/prefix/,
    },
  },
  {
    name: 'PAI_CHECKPOINT_VOLUME=s3://',
    category: 'config',
    run: (b) => b.cliProcess(['create', '--session', SESSION], { env: { PAI_CHECKPOINT_VOLUME: 's3://' } }),
    expect: {
      code: 2,
      message:
        /volume s3:\/\/: not an S3 location[\s\S]*hint: set \[volume\] path in checkpoint\.toml \(or \$PAI_CHECKPOINT_VOLUME\) to s3:\/\/<bucket>\/<prefix>/,
    },
  },
  {
    name: 'PAI_CHECKPOINT_KEY that is no key',
    category: 'config',
    run: (b) => b.cliProcess(['create', '--session', SESSION], { env: { PAI_CHECKPOINT_KEY: 'short' } }),
    expect: {
      code: 2,
      message:
        /PAI_CHECKPOINT_KEY: not a key \(expected 64 hex digits: 32 random bytes\)\n\s+hint: make one with `openssl rand -hex 32`/,
    },
  },
  {
    name: 'PAI_CHECKPOINT_STALE_SECONDS that is no number',
    category: 'config',
    run: (b) => b.cliProcess(['create', '--session', SESSION], { env: { PAI_CHECKPOINT_STALE_SECONDS: 'abc' } }),
    expect: { code: 4, message: /environment variable PAI_CHECKPOINT_STALE_SECONDS="abc" is not a number/ },
  },
  // A repository's own checkpoint.toml (issue 32): what it may not set is ignored and said, never fatal, never obeyed.
  ...(
    [
      [
        'choosing the encryption key',
        '[encryption]\nkey_file = "/tmp/k"\n',
        /encryption \(your own file only: your key\)/,
      ],
      [
        'choosing the volume, its endpoint and tier, and turning redaction off',
        '[volume]\npath = "../exfil-volume"\nendpoint = "https://evil.example"\nlarge = "s3://evil/x"\n[capture]\nredact_secrets = false\n',
        /volume \(your own file only: where your checkpoints are stored\); capture\.redact_secrets \(a project may turn it on, never off/,
      ],
      [
        'choosing the summary command',
        '[summary]\nengine = "model"\nclaude = "./evil.sh"\n',
        /summary \(your own file only: a command to run/,
      ],
      [
        'choosing the monitor`s arguments and the MCP state files',
        '[monitor]\nclaude_args = ["--dangerously-skip-permissions"]\n[mcp.state_files]\nx = ["../../.ssh/id_rsa"]\n[capture]\nenv_allow = ["AWS_SECRET_ACCESS_KEY"]\ninclude_ignored = [".env"]\n',
        /capture\.env_allow \(your own file only[\s\S]*capture\.include_ignored[\s\S]*mcp\.state_files[\s\S]*monitor \(your own file only: the command, arguments/,
      ],
      [
        'turning risky checkpoints off',
        '[risky]\nenabled = false\n',
        /risky\.enabled \(a project may turn it on, never off/,
      ],
      [
        'holding user-only sections ([approval] policies, [notifications])',
        '[approval.policies.auto]\nauto_approve = ["complete"]\n[notifications.channels.webhook]\nurl = "https://evil.example/x"\n',
        /approval\.policies \(your own file only[\s\S]*notifications \(your own file only/,
      ],
      [
        'with an unknown key',
        '[capture]\nperiodc_seconds = 5\n',
        /\.pai\/checkpoint\.toml was not used, your own settings apply: .*capture: unknown key periodc_seconds/,
      ],
    ] as [string, string, RegExp][]
  ).map(([name, text, message]): Row => ({
    name: `a project's checkpoint.toml ${name}: SessionStart says what was ignored; checkpoints go on`,
    category: 'config',
    run: (b) => {
      b.plant(join(b.project, '.pai', 'checkpoint.toml'), text);
      return b.hook('SessionStart', b.payload('SessionStart', { source: 'startup' }));
    },
    expect: {
      code: 0,
      message,
      also: async (b, o) => {
        expect(o.stdout).not.toMatch(/session checkpoints are off/);
        const created = await b.cli('create', '--session', SESSION);
        expect(created.exitCode, created.stderr).toBe(0);
        expect(existsSync(join(b.home, 'exfil-volume')), 'a folder the repository chose').toBe(false);
        expect(existsSync(join(b.project, '..', 'exfil-volume')), 'a folder the repository chose').toBe(false);
      },
    },
  })),
  {
    name: 'a key_file that is a FIFO',
    category: 'config',
    run: (b) => {
      const fifo = b.plant(join(b.home, 'key-fifo'), { fifo: true });
      b.plant(toml(b), `[encryption]\nkey_file = "${fifo}"\n`);
      return b.cliProcess(['create', '--session', SESSION], { timeoutMs: 10_000 });
    },
    expect: {
      code: 2,
      message:
        /key file .*key-fifo: .*a FIFO, not a regular file; not read\n\s+hint: point it at a file holding the key/,
    },
  },
  {
    name: 'checkpoint.toml a directory',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), { dir: true });
      return b.cli('create', '--session', SESSION);
    },
    expect: { code: 4, message: /checkpoint\.toml: a directory, not a regular file/ },
  },
  {
    name: 'checkpoint.toml a FIFO',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), { fifo: true });
      return b.cliProcess(['create', '--session', SESSION], { timeoutMs: 10_000 });
    },
    expect: { code: 4, message: /checkpoint\.toml: a FIFO, not a regular file/ },
  },
  {
    name: 'checkpoint.toml a symlink to /dev/zero',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), { symlink: '/dev/zero' });
      return b.cliProcess(['create', '--session', SESSION], { timeoutMs: 10_000 });
    },
    expect: { code: 4, message: /checkpoint\.toml: a special file, not a regular file/ },
  },
  {
    name: 'SessionStart with an unknown key in checkpoint.toml',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), '[capture]\nperiodc_seconds = 5\n');
      return b.hook('SessionStart', b.payload('SessionStart', { source: 'startup' }));
    },
    expect: {
      code: 0,
      message:
        /checkpoint\.toml: capture: unknown key periodc_seconds — session checkpoints are off until this is fixed \(phase records still work\)/,
    },
  },
  {
    name: 'SessionStart with checkpoint.toml a FIFO',
    category: 'config',
    run: (b) => {
      b.plant(toml(b), { fifo: true });
      return b.hook('SessionStart', b.payload('SessionStart', { source: 'startup' }));
    },
    expect: { code: 0, message: /checkpoint\.toml: a FIFO, not a regular file/ },
  },
];

const S3_ROWS: Row[] = [
  {
    name: 'an endpoint nothing listens on',
    category: 's3',
    run: async (b) =>
      b.cliProcess(['create', '--session', SESSION], { env: s3Env('x', { AWS_ENDPOINT_URL_S3: await closedPort() }) }),
    expect: {
      code: 1,
      message:
        /s3:\/\/vol\/x: .*the endpoint http:\/\/127\.0\.0\.1:\d+ cannot be reached \(ECONNREFUSED\)\n\s+hint: check \[volume\] endpoint \(or AWS_ENDPOINT_URL_S3\) and the network/,
    },
  },
  {
    name: 'an endpoint that accepts and never answers',
    category: 's3',
    run: (b) =>
      withServer(
        () => createNetServer(() => undefined),
        (endpoint) =>
          b.cliProcess(['list', '--session', SESSION], {
            env: s3Env('x', { AWS_ENDPOINT_URL_S3: endpoint }),
            timeoutMs: 20_000,
          }),
      ),
    expect: { code: 1, message: /s3:\/\/vol\/x: .*(did not answer|timed out)[\s\S]*hint: / },
    timeoutMs: 30_000,
  },
  {
    name: 'an endpoint that answers HTTP 500 to everything',
    category: 's3',
    run: (b) =>
      withServer(
        () =>
          createHttpServer((_req, res) =>
            res
              .writeHead(500, { 'content-type': 'application/xml' })
              .end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>down</Message></Error>'),
          ),
        (endpoint) =>
          b.cliProcess(['create', '--session', SESSION], { env: s3Env('x', { AWS_ENDPOINT_URL_S3: endpoint }) }),
      ),
    expect: { code: 1, message: /s3:\/\/vol\/x: .*InternalError \(HTTP 500\)/ },
  },
  {
    name: 'credentials the server refuses',
    category: 's3',
    run: (b) => b.cliProcess(['create', '--session', SESSION], { env: s3Env('x', { AWS_ACCESS_KEY_ID: 'NOBODY' }) }),
    expect: {
      code: 1,
      message:
        /s3:\/\/vol\/x: .*the credentials were refused \(InvalidAccessKeyId\)\n\s+hint: check AWS_PROFILE \/ AWS_ACCESS_KEY_ID/,
    },
  },
  {
    name: 'a bucket that does not exist',
    category: 's3',
    run: (b) =>
      b.cliProcess(['create', '--session', SESSION], {
        env: { ...s3Env('x'), PAI_CHECKPOINT_VOLUME: 's3://nobucket/x' },
      }),
    expect: {
      code: 1,
      message:
        /s3:\/\/nobucket\/x: .*the bucket nobucket does not exist\n\s+hint: create the bucket, or correct \[volume\] path/,
    },
  },
  {
    name: 'the server gone in the middle of a streamed upload',
    category: 's3',
    run: async (b) => {
      const server = await startS3(['vol']);
      const v = new S3Volume({
        url: 's3://vol/down',
        endpoint: server.endpoint,
        credentials: S3_CREDENTIALS,
        maxAttempts: 1,
      });
      await v.put('warm.json', '{}');
      let sent = 0;
      async function* large() {
        for (let i = 0; i < 64; i++) {
          if (sent === 12 << 20) await server.close();
          sent += 1 << 20;
          yield Buffer.alloc(1 << 20, i);
        }
      }
      return b.call(() => v.put('big.bin', large()));
    },
    expect: { code: 1, message: /s3:\/\/vol\/down: put big\.bin: / },
  },
  {
    name: 'a part cut short on the server',
    category: 's3',
    run: async (b) => {
      const prefix = `cut-${Date.now()}`;
      const made = await b.cliProcess(['create', '--session', SESSION, '--json'], { env: s3Env(prefix) });
      expect(made.exitCode, made.stderr).toBe(0);
      const id = (JSON.parse(made.stdout) as { id: string }).id;
      const v = new S3Volume({ url: `s3://vol/${prefix}`, endpoint: s3.endpoint, credentials: S3_CREDENTIALS });
      const m = JSON.parse((await v.get(`checkpoints/${SESSION}/${id}/manifest.json`))!.toString());
      const key = storedPartKey(m, 'conversation.json');
      await v.put(key, (await v.get(key))!.subarray(0, 10));
      return b.cliProcess(['verify', id], { env: s3Env(prefix) });
    },
    expect: { code: 4, message: /conversation\.json: .*(size|sha256 mismatch)[\s\S]*resume falls back to the parent/ },
  },
];

/** What a terminal acts on: C0 but newline and tab, DEL, C1, bidi embeddings, overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A screen clear, a window title (OSC 0 ended by BEL), a C1 CSI (U+009B), a right-to-left override. */
const ESCAPES = '\u001b[2J\u001b]0;pwned\u0007\u009b1m\u202eevil';
/** The same as a terminal shows it (core/inert.ts): control pictures for C0, `\uXXXX` for C1 and bidi. */
const ESCAPES_SHOWN = '␛[2J␛]0;pwned␇\\u009b1m\\u202eevil';
/** Nothing a terminal acts on in what the row printed (a hook: in the systemMessage Claude Code shows), and `shown` there. */
const inertShown = (shown: string) => (_b: Box, o: Outcome) => {
  const said = o.hook
    ? o.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { systemMessage?: string }).systemMessage ?? '')
        .join('\n')
    : `${o.stdout}\n${o.stderr}`;
  expect(said, 'a control character reached the terminal').not.toMatch(CONTROL);
  expect(said).toContain(shown);
};

const TERMINAL: Row[] = [
  {
    name: 'a phase record whose task holds ESC [2J, OSC 0, a C1 CSI and a bidi override: list --all',
    category: 'terminal escapes',
    run: (b) => {
      createCheckpointSync('PLAN', 3, ESCAPES, [], { project: b.project }, { paiDir: b.paths.paiDir, sessionId: 'T2' });
      return b.cliProcess(['list', '--all']);
    },
    expect: { code: 0, message: null, quiet: 'stored text is data: shown, inert', also: inertShown('␛[2J␛]0;pwned␇') },
  },
  {
    name: 'an annotation with an OSC 8 link, BEL and DEL: annotations, inspect, search',
    category: 'terminal escapes',
    checkpoints: true,
    run: async (b) => {
      const note = `see \u001b]8;;http://evil.example/\u001b\\here\u001b]8;;\u001b\\ ${ESCAPES}\u007f`;
      expect((await b.cli('annotate', b.checkpointId!, note, '--user', 'mallory')).exitCode).toBe(0);
      const outs = [
        await b.cliProcess(['annotations', b.checkpointId!]),
        await b.cliProcess(['inspect', b.checkpointId!]),
        await b.cliProcess(['search', 'evil']),
      ];
      return {
        ...outs[0]!,
        stdout: outs.map((o) => o.stdout).join('\n'),
        stderr: outs.map((o) => o.stderr).join('\n'),
      };
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'stored text is data: shown, inert',
      also: inertShown(`mallory: see ␛]8;;http://evil.example/␛\\here␛]8;;␛\\ ${ESCAPES_SHOWN}␡`),
    },
  },
  {
    name: 'a forged index.json (tasks holding escapes, no key needed): list, sessions',
    category: 'terminal escapes',
    checkpoints: true,
    run: async (b) => {
      editJson(indexOf(b), (m) =>
        m['checkpoints'].forEach(
          (e: Record<string, unknown>) => ((e['task'] = `FORGED${ESCAPES}`), (e['project'] = `/p${ESCAPES}`)),
        ),
      );
      const outs = [await b.cliProcess(['list', '--session', SESSION]), await b.cliProcess(['sessions'])];
      return {
        ...outs[0]!,
        stdout: outs.map((o) => o.stdout).join('\n'),
        stderr: outs.map((o) => o.stderr).join('\n'),
      };
    },
    expect: {
      code: 0,
      message: null,
      quiet: 'the index is a cache: what it says is shown (or rebuilt), never acted on by the terminal',
      cacheFiles: (b) => [indexOf(b)],
      also: (_b, o) =>
        expect(`${o.stdout}\n${o.stderr}`, 'a control character reached the terminal').not.toMatch(CONTROL),
    },
  },
  {
    name: 'an id holding escapes: the error quotes it inert',
    category: 'terminal escapes',
    run: (b) => b.cliProcess(['inspect', ESCAPES]),
    expect: {
      code: 3,
      message: /no checkpoint with id "␛\[2J␛\]0;pwned␇\\u009b1m\\u202eevil"[\s\S]*hint: run `.*list --all`/,
      also: inertShown(ESCAPES_SHOWN),
    },
  },
  {
    name: 'checkpoint.toml with a key holding escapes: the error quotes it inert',
    category: 'terminal escapes',
    run: (b) => {
      b.plant(toml(b), `[capture]\n${JSON.stringify(`x${ESCAPES}`)} = 5\n`); // TOML takes JSON's escapes
      return b.cliProcess(['create', '--session', SESSION]);
    },
    expect: {
      code: 4,
      message: /checkpoint\.toml: capture: unknown key x␛\[2J␛\]0;pwned␇/,
      also: inertShown(ESCAPES_SHOWN),
    },
  },
  {
    name: 'SessionStart with a checkpoint.toml key holding escapes: the systemMessage quotes it inert',
    category: 'terminal escapes',
    run: (b) => {
      b.plant(toml(b), `[capture]\n${JSON.stringify(`x${ESCAPES}`)} = 5\n`); // TOML takes JSON's escapes
      return b.hook('SessionStart', b.payload('SessionStart', { source: 'startup' }));
    },
    expect: { code: 0, message: /capture: unknown key x/, also: inertShown(`unknown key x${ESCAPES_SHOWN}`) },
  },
];

const ROWS: Row[] = [...HOOK_STDIN, ...CLI_IDS, ...OPTIONS, ...STORED, ...ARCHIVES, ...CONFIG, ...S3_ROWS, ...TERMINAL];

// ---------------------------------------------------------------------------------------------
// The runner

const tally = new Tally();
let runs = 0;
let lost = 0;
const lostRows: string[] = [];

/** The text a person (or the model) reads: stderr, stdout, a hook's systemMessage, and plugin.log. */
function said(o: Outcome): string {
  return [o.stderr, o.stdout, o.log].join('\n');
}

function outcomeKind(o: Outcome): string {
  if (o.timedOut) return 'hung (killed)';
  if (o.hook)
    return o.exitCode === 0
      ? o.stdout.trim()
        ? 'failed open, said so'
        : 'ignored or tolerated quietly'
      : `hook exit ${o.exitCode}`;
  return (
    {
      0: 'tolerated (exit 0)',
      1: 'failure (exit 1)',
      2: 'refused as usage (exit 2)',
      3: 'not found (exit 3)',
      4: 'refused as invalid data (exit 4)',
      5: 'conflict (exit 5)',
    }[o.exitCode] ?? `exit ${o.exitCode}`
  );
}

/** TORTURE_DEFECTS=1 runs the rows skipped as defects too (to see which are fixed). */
const DEFECTS = process.env['TORTURE_DEFECTS'] === '1';

for (const row of ROWS) {
  const title = `${row.category}: ${row.name}`;
  (row.skip && !DEFECTS ? test.skip : test)(
    title,
    async () => {
      const b = makeBox(row.checkpoints ? template : undefined);
      const o = await row.run(b);
      runs++;
      tally.add(outcomeKind(o));
      const missing = await losses(b, { cacheFiles: row.expect.cacheFiles?.(b) ?? [] });
      try {
        await row.expect.nothingLost?.(b, o);
      } catch (err) {
        missing.push(String(err instanceof Error ? err.message : err));
      }
      if (missing.length) {
        lost++;
        lostRows.push(title);
      }
      const shown = `exit ${o.exitCode}\n--- stdout\n${o.stdout.slice(0, 2000)}\n--- stderr\n${o.stderr.slice(0, 2000)}\n--- plugin.log\n${o.log.slice(0, 2000)}`;
      expect(o.timedOut ?? false, `killed at its time limit (a hang)\n${shown}`).toBe(false);
      expect(o.exitCode, shown).toBe(row.expect.code);
      // No stack trace where a person reads (plugin.log may keep one: that is where details go).
      expect(o.stdout + o.stderr, shown).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      if (o.hook) {
        // A hook: at most one line on stdout, JSON, carrying only what Claude Code reads.
        const lines = o.stdout.split('\n').filter(Boolean);
        expect(lines.length, shown).toBeLessThanOrEqual(1);
        for (const l of lines)
          expect(
            Object.keys(JSON.parse(l) as object).every((k) => k === 'systemMessage' || k === 'hookSpecificOutput'),
            shown,
          ).toBe(true);
      }
      if (row.expect.message) expect(said(o), shown).toMatch(row.expect.message);
      else expect(row.expect.quiet, 'a tolerated input says why it needs no message').toBeTruthy();
      expect(missing, `lost: ${shown}`).toEqual([]);
      await row.expect.also?.(b, o);
    },
    row.timeoutMs ?? 20_000,
  );
}

test('the figures of family 4 (bad inputs)', () => {
  const skipped = DEFECTS ? 0 : ROWS.filter((r) => r.skip).length;
  const categories = [...new Set(ROWS.map((r) => r.category))];
  expect(ROWS.length).toBeGreaterThanOrEqual(50);
  if (skipped) tally.add('skipped: known defect', skipped);
  recordFigures(FAMILY, {
    runs,
    faults: runs,
    outcomes: tally.outcomes,
    lost,
    note: `${ROWS.length} rows in ${categories.length} categories (${categories.map((c) => `${c} ${ROWS.filter((r) => r.category === c).length}`).join(', ')}); ${skipped} skipped as known defects${lostRows.length ? `; lost in: ${lostRows.join(', ')}` : ''}${LONG ? '' : ' (short run)'}`,
  });
  expect(lost, lostRows.join('\n')).toBe(0);
});
