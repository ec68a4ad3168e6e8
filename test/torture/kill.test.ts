/**
 * Torture family 1 (issue 16): kill -9 at random moments of every writer, as real processes —
 * phase records and seed.json (a records writer), captures (parts, packs, manifest, index: the
 * worker), garbage collection (prune), facts (tag, annotate), a decision that queues a
 * notification (approve: a fact, the event log, the outbox, the sender), the sidecar
 * following a growing transcript, and the PreToolUse hook taking a pre_risky checkpoint before
 * `rm -rf` (killed, the next hook tells the user the command ran without one). After every kill: every listed checkpoint verifies with its
 * data re-read, seed.json parses and keeps its foreign fields, every record parses, no fact is
 * half-visible, the outbox reads. At the end: the next capture succeeds, `verify --all
 * --read-data` passes, every tag whose command finished is there, and every approval whose
 * command finished was delivered once to the webhook. Figures: .tmp/torture/1-kill.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxState } from '../../src/domain/notify/outbox.js';
import { parseRecord } from '../../src/domain/records/schema.js';
import { appendTicket } from '../../src/domain/session/queue.js';
import { takeAbandonedRisky } from '../../src/domain/session/sidecar-files.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { applyFacts } from '../../src/domain/volume/facts.js';
import { listSessions, readFacts, readManifest } from '../../src/domain/volume/read.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { verifyCheckpoint } from '../../src/domain/volume/verify.js';
import { LocalVolume } from '../../src/storage/local.js';
import { assistantLine, DIST, ROOT, sandbox, userLine, waitForWorkers, writeLines } from '../helpers.js';
import { httpService } from '../support/services.js';
import { recordFigures, scale, Tally } from './figures.js';

const FOREIGN = {
  version: '1.0.0',
  identity: { aiName: 'Kai' },
  learned: { patterns: [{ id: 'p1', content: 'keep me' }] },
  state: { proposals: [{ id: 'x1' }], custom: { x: 1 } },
};
const SESSIONS = ['k1', 'k2'];
const HEADERS = [
  '━━━ 👁️ OBSERVE ━━━ 1/7',
  '━━━ 🧠 THINK ━━━ 2/7',
  '━━━ 📋 PLAN ━━━ 3/7',
  '━━━ 🔨 BUILD ━━━ 4/7',
  '━━━ ⚡ EXECUTE ━━━ 5/7',
  '━━━ ✅ VERIFY ━━━ 6/7',
  '━━━ 📚 LEARN ━━━ 7/7',
];
const exited = (c: ChildProcess) =>
  new Promise<number | null>((r) =>
    c.exitCode !== null || c.signalCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code)),
  );

let hook: Awaited<ReturnType<typeof httpService>>;
beforeAll(async () => {
  hook = await httpService();
});
afterAll(async () => hook.close());

function setup() {
  const sb = sandbox();
  const { home, paths, project } = sb;
  mkdirSync(paths.paiDir, { recursive: true });
  writeFileSync(
    join(paths.paiDir, 'checkpoint.toml'),
    [
      '[mcp]',
      'query_servers = false',
      '[retention]',
      'keep_last = 4',
      '[notifications]',
      'default_channel = "webhook"',
      '[notifications.channels.webhook]',
      `url = "${hook.url}/hook"`,
      '[notifications.routing]',
      'info = ["webhook"]',
      '',
    ].join('\n'),
  );
  writeFileSync(paths.seedPath, JSON.stringify(FOREIGN, null, 2));
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: project });
  for (let i = 0; i < 30; i++) writeFileSync(join(project, `f${i}.txt`), `${i}\n`.repeat(3000));
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [userLine('go'), assistantLine([{ type: 'text', text: 'x'.repeat(20_000) }])]);
  const claude = spawn('sleep', ['3600'], { stdio: 'ignore' });
  for (const s of SESSIONS)
    saveSession(paths, {
      ...newSession(s, project, project, new Date()),
      transcriptPath: transcript,
      claudePid: claude.pid!,
    });
  const env = {
    HOME: home,
    PAI_DIR: paths.paiDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_HEARTBEAT_SECONDS: '1',
    PAI_CHECKPOINT_POLL_SECONDS: '1',
  };
  const tagged: { session: string; id: string; tag: string }[] = [];
  return {
    ...sb,
    transcript,
    claude,
    env,
    store: new LocalVolume(join(paths.paiDir, 'volume')),
    tagged,
    approved: new Set<string>(),
    riskyTaken: [] as { session: string; id: string }[],
    riskyKilled: [] as string[],
    riskyUntold: [] as string[],
  };
}

type World = ReturnType<typeof setup>;

/** The session a round acts on: each operation takes the sessions in turn (rounds cycle through the operations). */
const sessionOf = (round: number) => SESSIONS[Math.floor(round / Object.keys(OPERATIONS).length) % SESSIONS.length]!;

/** A session checkpoint to act on (the newest of a session), if there is one yet. */
async function someCheckpoint(w: World, round: number): Promise<{ session: string; id: string } | undefined> {
  const session = sessionOf(round);
  const id = (await loadIndex(w.store, session)).checkpoints.at(-1)?.id;
  return id ? { session, id } : undefined;
}

/** The operations killed, each a real process of ours doing its work. */
const OPERATIONS: Record<
  string,
  (
    w: World,
    round: number,
  ) => Promise<{ child: ChildProcess; done?: (code: number | null) => void; killAfterMs?: () => number } | undefined>
> = {
  'records and seed.json': async (w, round) => ({
    child: spawn(
      process.execPath,
      [join(ROOT, 'test', 'fixtures', 'writer.mjs'), w.paths.paiDir, `r${round % 3}`, '15'],
      { env: w.env, stdio: 'ignore' },
    ),
  }),
  capture: async (w, round) => {
    const s = sessionOf(round);
    if (round % 2 === 0) writeFileSync(join(w.project, 'changing.txt'), `round ${round}\n`);
    appendTicket(w.paths, s, { trigger: 'periodic', at: new Date().toISOString() });
    return {
      child: spawn(process.execPath, [join(DIST, 'worker.cjs'), 'capture', s], { env: w.env, stdio: 'ignore' }),
    };
  },
  'prune (retention and garbage collection)': async (w) => ({ child: cli(w, ['prune']) }),
  'a tag (a fact)': async (w, round) => {
    const at = await someCheckpoint(w, round);
    if (!at) return undefined;
    const tag = `torture/t${round}`;
    return { child: cli(w, ['tag', at.id, tag]), done: (code) => code === 0 && w.tagged.push({ ...at, tag }) };
  },
  'an approval (fact, event log, outbox, sender)': async (w, round) => {
    const at = await someCheckpoint(w, round);
    if (!at) return undefined;
    const reason = `[approval ${round}]`;
    return {
      child: cli(w, ['approve', at.id, '--reason', reason]),
      done: (code) => code === 0 && w.approved.add(reason),
    };
  },
  'a pre_risky checkpoint (the PreToolUse hook before rm -rf)': async (w, round) => {
    const s = sessionOf(round);
    writeFileSync(join(w.project, 'changing.txt'), `before risky ${round}\n`);
    const payload = JSON.stringify({
      session_id: s,
      cwd: w.project,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: `rm -rf build${round}` },
      tool_use_id: `toolu_${round}`,
    });
    const child = spawn('sh', [join(ROOT, 'hooks', 'risky.sh')], {
      env: { ...w.env, CLAUDE_CODE_SESSION_ID: s },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    child.stdin!.end(payload);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    return {
      child,
      // Node's start and the hook's load take ~300 ms here: kill across the capture that follows.
      killAfterMs: () => 100 + Math.random() * 600,
      done: (code) => {
        // Finished: it said which checkpoint holds the files (checked to verify with the rest).
        // Killed: the next hook or look of the session must tell the user the command ran without one.
        if (code === 0) {
          const id = /checkpoint (\w{26}) taken before/.exec(out)?.[1];
          if (id) w.riskyTaken.push({ session: s, id });
          else w.riskyUntold.push(`round ${round} finished without a checkpoint or a word: ${out}`);
          return;
        }
        const told = takeAbandonedRisky(w.paths, s);
        w.riskyKilled.push(
          told === undefined
            ? 'before its capture began'
            : told.includes(`rm -rf build${round}`)
              ? 'mid-capture: told at the next hook'
              : `told the wrong command: ${told}`,
        );
      },
    };
  },
  'the sidecar': async (w, round) => {
    const s = sessionOf(round);
    appendFileSync(
      w.transcript,
      `${assistantLine([{ type: 'text', text: `🗒️ TASK: Torture ${round}\n${HEADERS[round % 7]}` }])}\n`,
    );
    return { child: spawn(process.execPath, [join(DIST, 'sidecar.cjs'), s], { env: w.env, stdio: 'ignore' }) };
  },
};

function cli(w: World, args: string[]): ChildProcess {
  return spawn(process.execPath, [join(DIST, 'cli.cjs'), ...args], { env: w.env, cwd: w.project, stdio: 'ignore' });
}

/** Every invariant that must hold whatever was killed; the problems found (none: nothing lost). */
async function problems(w: World): Promise<string[]> {
  const out: string[] = [];
  try {
    const seed = JSON.parse(readFileSync(w.paths.seedPath, 'utf8')) as typeof FOREIGN;
    if (
      JSON.stringify([seed.identity, seed.learned, seed.state.proposals, seed.state.custom]) !==
      JSON.stringify([FOREIGN.identity, FOREIGN.learned, FOREIGN.state.proposals, FOREIGN.state.custom])
    )
      out.push('seed.json lost a foreign field');
  } catch (err) {
    out.push(`seed.json unreadable: ${String(err)}`);
  }
  for (const name of (existsSync(w.paths.checkpointsDir) ? readdirSync(w.paths.checkpointsDir) : []).filter((n) =>
    /^ckpt-.*\.json$/.test(n),
  )) {
    const text = readFileSync(join(w.paths.checkpointsDir, name), 'utf8');
    if (text && !parseRecord(text).ok) out.push(`record ${name} does not parse`);
  }
  for (const s of await listSessions(w.store)) {
    for (const e of (await loadIndex(w.store, s)).checkpoints) {
      const v = await verifyCheckpoint(w.store, s, e.id, { readData: true });
      // A worker the killed process started goes on (detached): retention may delete a checkpoint
      // between this listing and its verification. One no longer listed was deleted, not lost.
      if (!v.ok && (await loadIndex(w.store, s)).checkpoints.some((x) => x.id === e.id))
        out.push(`${s}/${e.id} does not verify: ${JSON.stringify(v.problems).slice(0, 200)}`);
      if (!v.ok) continue;
      const f = await readFacts(w.store, s, e.id);
      if (f.problems.length) out.push(`${s}/${e.id}: a fact is half-visible: ${f.problems[0]!.error}`);
    }
  }
  // A pre_risky checkpoint a hook said it took is on the volume right after (newest: retention keeps it).
  for (const r of w.riskyTaken.splice(0))
    if (!(await readManifest(w.store, r.session, r.id)))
      out.push(`pre_risky checkpoint ${r.id} was said taken but is not on the volume`);
  try {
    outboxState(w.paths);
  } catch (err) {
    out.push(`the outbox does not read: ${String(err)}`);
  }
  return out;
}

test(
  `kill -9 of every writer at random moments (${scale(60, 600)} kills): nothing a listed checkpoint, seed.json, a record, a finished tag or a finished approval holds is ever lost`,
  async () => {
    const w = setup();
    const tally = new Tally();
    const names = Object.keys(OPERATIONS);
    const kills = scale(60, 600);
    let killed = 0;
    let lost = 0;
    let round = 0;
    try {
      while (killed < kills) {
        round++;
        const name = names[round % names.length]!;
        const op = await OPERATIONS[name]!(w, round);
        if (!op) continue;
        // Every fifth round runs to its end (the sidecar never ends by itself while its claude lives):
        // the next rounds then kill writers that reuse, prune and decide on real checkpoints.
        const spare = round % 5 === 0 && name !== 'the sidecar';
        // A random moment of its work (one that ended before it is not waited for).
        await Promise.race([
          new Promise((r) => setTimeout(r, op.killAfterMs?.() ?? 30 + Math.random() * 400)),
          exited(op.child),
        ]);
        const running = () => op.child.exitCode === null && op.child.signalCode === null;
        if (spare) await Promise.race([exited(op.child), new Promise((r) => setTimeout(r, 30_000))]);
        if (running()) {
          op.child.kill('SIGKILL');
          killed++;
          tally.add(`${name}: killed`);
        } else tally.add(`${name}: ${spare ? 'ran to its end' : 'had ended'}`);
        const code = await exited(op.child);
        op.done?.(code);
        const found = await problems(w);
        if (found.length) {
          lost += found.length;
          tally.add('invariant broken', found.length);
          console.error(`round ${round} (${name}):\n${found.join('\n')}`);
        }
      }
      // The next capture succeeds, and so does a full verification through the CLI.
      for (const s of SESSIONS) {
        appendTicket(w.paths, s, { trigger: 'manual', at: new Date().toISOString() });
        expect(
          await exited(
            spawn(process.execPath, [join(DIST, 'worker.cjs'), 'capture', s], { env: w.env, stdio: 'ignore' }),
          ),
        ).toBe(0);
      }
      expect(
        spawnSync(process.execPath, [join(DIST, 'cli.cjs'), 'verify', '--all', '--read-data'], {
          env: w.env,
          cwd: w.project,
        }).status,
      ).toBe(0);
      // Every tag whose command finished is on its checkpoint (tagged checkpoints are kept by retention).
      for (const t of w.tagged) {
        const m = await readManifest(w.store, t.session, t.id);
        const view = m && applyFacts(m, (await readFacts(w.store, t.session, t.id)).facts);
        if (!view?.tags.includes(t.tag)) (lost++, tally.add('a finished tag lost'));
      }
      // Every killed pre_risky hook was either not begun or told to the user; none finished silently.
      for (const k of w.riskyKilled) tally.add(`pre_risky killed ${k}`);
      for (const k of [...w.riskyKilled.filter((x) => x.startsWith('told the wrong')), ...w.riskyUntold])
        (lost++, tally.add('a pre_risky failure untold'), console.error(k));
      // Every approval whose command finished (each with its own reason) reaches the webhook once (the sender retries; duplicates are dropped).
      const delivered = (reason: string) =>
        hook.received.filter(
          (r) => r.path === '/hook' && r.body.includes('checkpoint.approved') && r.body.includes(reason),
        ).length;
      const end = Date.now() + 30_000;
      while ([...w.approved].some((reason) => delivered(reason) === 0) && Date.now() < end) {
        spawnSync(process.execPath, [join(DIST, 'worker.cjs'), 'notify', 'outbox'], { env: w.env });
        await new Promise((r) => setTimeout(r, 200));
      }
      for (const reason of w.approved)
        if (delivered(reason) !== 1) (lost++, tally.add(`an approval delivered ${delivered(reason)} times`));
    } finally {
      w.claude.kill('SIGKILL');
      await waitForWorkers(w.paths.paiDir).catch(() => undefined);
      recordFigures('1-kill', {
        runs: round,
        faults: killed,
        outcomes: tally.outcomes,
        lost,
        note: `${w.tagged.length} tags and ${w.approved.size} approvals finished and checked`,
      });
    }
    expect(lost).toBe(0);
  },
  scale(600_000, 3_600_000),
);
