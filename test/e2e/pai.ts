/**
 * pai-checkpoint specific helpers for the e2e tests: reading the plugin's state
 * under an isolated `$HOME/.pai`, PAI phase headers, and a prompt-keyed script
 * for the fake Messages API.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  blocksText,
  type MessagesRequest,
  type Script,
  type ScriptFn,
  type ScriptTurn,
  type TurnContext,
} from './fake-api.js';
import { REPO_ROOT, claudeEnv, hookEvents, type Home, type StreamEvent } from './harness.js';

/** PAI Algorithm headers, current style. */
export const HEADER = {
  1: '━━━ 👁️ OBSERVE ━━━ 1/7',
  2: '━━━ 🧠 THINK ━━━ 2/7',
  3: '━━━ 📋 PLAN ━━━ 3/7',
  4: '━━━ 🔨 BUILD ━━━ 4/7',
  5: '━━━ ⚡ EXECUTE ━━━ 5/7',
  6: '━━━ ✅ VERIFY ━━━ 6/7',
  7: '━━━ 📚 LEARN ━━━ 7/7',
} as const;

/** HEADER[n] for a computed n (throws outside 1-7). */
export function header(n: number): string {
  const h = (HEADER as Record<number, string | undefined>)[n];
  if (!h) throw new Error(`no phase ${n}`);
  return h;
}
export const PHASE_NAMES = ['OBSERVE', 'THINK', 'PLAN', 'BUILD', 'EXECUTE', 'VERIFY', 'LEARN'];

export const taskLine = (summary: string) => `🗒️ TASK: ${summary}`;

/**
 * A session that leaves everything a machine's loss could take: notes.md by Write, a commit made
 * by Bash and never pushed, a file Bash changed after it, then a long tool call (it dies in it);
 * a resumed session is answered "Resumed and done.". Paths inside the session's folder (`cwd`
 * when the request does not say).
 */
export function notesAndCommitScript(cwd: string): Script {
  return [
    (ctx) => [
      { type: 'text', text: `${taskLine('Write notes and commit them')}\n${HEADER[1]}` },
      {
        type: 'tool_use',
        name: 'Write',
        input: { file_path: path.join(ctx.cwd ?? cwd, 'notes.md'), content: '# Notes\nwritten by Write\n' },
      },
    ],
    [
      {
        type: 'tool_use',
        name: 'Bash',
        input: {
          command:
            'echo "committed by Bash" > committed.txt && git add committed.txt && git commit -q -m "local commit, never pushed"',
          description: 'commit',
        },
      },
    ],
    [
      {
        type: 'tool_use',
        name: 'Bash',
        input: { command: 'sleep 1.2; echo "uncommitted, by Bash" > bash-made.txt', description: 'edit' },
      },
    ],
    [{ type: 'tool_use', name: 'Bash', input: { command: 'sleep 60', description: 'long task' } }],
    'Resumed and done.',
  ];
}

export const CLI = path.join(REPO_ROOT, 'dist', 'cli.cjs');

// ---------------------------------------------------------------------------
// ~/.pai

const homeDir = (home: string | Home) => (typeof home === 'string' ? home : home.dir);
export const paiDir = (home: string | Home) => path.join(homeDir(home), '.pai');

export interface CheckpointRecord {
  id: string;
  sessionId: string;
  phase: string;
  phaseNumber: number;
  createdAt: string;
  completed: boolean;
  taskSummary: string;
  iscCriteria: Array<{ id: string; subject: string; status: string }>;
  metadata: {
    source: string;
    checkpointId: string;
    cwd?: string;
    project?: string;
    transcriptPath?: string;
    trigger: 'phase' | 'manual' | 'resume';
    name?: string;
    completedPhases?: number[];
    [k: string]: unknown;
  };
}

/** Every record file `~/.pai/checkpoints/ckpt-*.json`, oldest first (by id: ULIDs sort by creation). */
export function readRecords(home: string | Home): Array<{ file: string; record: CheckpointRecord }> {
  const dir = path.join(paiDir(home), 'checkpoints');
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir).filter((n) => /^ckpt-.*\.json$/.test(n));
  } catch {
    return [];
  }
  const out: Array<{ file: string; record: CheckpointRecord }> = [];
  for (const file of names) {
    out.push({ file, record: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) });
  }
  return out.sort((a, b) => (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
}

export function records(home: string | Home, filter: { sessionId?: string } = {}): CheckpointRecord[] {
  return readRecords(home)
    .map((r) => r.record)
    .filter((r) => filter.sessionId === undefined || r.sessionId === filter.sessionId);
}

export interface PaiEvent {
  id: string;
  timestamp: string;
  sessionId: string;
  type: string;
  data: { action: string; [k: string]: unknown };
}

/** All lines of `~/.pai/events/events-*.jsonl`, in file order. */
export function readEvents(home: string | Home): PaiEvent[] {
  const dir = path.join(paiDir(home), 'events');
  let names: string[] = [];
  try {
    names = fs
      .readdirSync(dir)
      .filter((n) => /^events-\d{4}-\d{2}-\d{2}\.jsonl$/.test(n))
      .sort();
  } catch {
    return [];
  }
  const out: PaiEvent[] = [];
  for (const n of names) {
    for (const l of fs.readFileSync(path.join(dir, n), 'utf8').split('\n')) if (l.trim()) out.push(JSON.parse(l));
  }
  return out;
}

export const eventsOf = (home: string | Home, action: string) =>
  readEvents(home).filter((e) => e.data?.action === action);

export const FOREIGN_SEED = {
  version: '1.0.0',
  identity: { aiName: 'Kai', principalName: 'Tester' },
  learned: { patterns: [{ id: 'p1', content: 'prefers small commits' }] },
  state: { proposals: [{ id: 'x1', content: 'keep me' }], custom: { x: 1 } },
};

export function writeSeed(home: string | Home, seed: unknown = FOREIGN_SEED): string {
  const p = path.join(paiDir(home), 'seed.json');
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, JSON.stringify(seed, null, 2));
  return p;
}

export function readSeed(home: string | Home): any {
  return JSON.parse(fs.readFileSync(path.join(paiDir(home), 'seed.json'), 'utf8'));
}

/** seed.json minus state.checkpointRef: must equal what we wrote. */
export function seedWithoutRef(seed: any): any {
  const copy = JSON.parse(JSON.stringify(seed));
  if (copy?.state) delete copy.state.checkpointRef;
  return copy;
}

export function sessionState(home: string | Home, sessionId: string): any {
  try {
    return JSON.parse(fs.readFileSync(path.join(paiDir(home), 'checkpoint', 'sessions', `${sessionId}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

export function pluginLog(home: string | Home): string {
  try {
    return fs.readFileSync(path.join(paiDir(home), 'checkpoint', 'plugin.log'), 'utf8');
  } catch {
    return '';
  }
}

/** Lines of plugin.log that report a hook/worker error (hooks fail open, so this is where they show). */
export function pluginLogErrors(home: string | Home): string[] {
  return pluginLog(home)
    .split('\n')
    .filter((l) => l.includes(' error: '));
}

/** `systemMessage`s of our hooks that report a failure (fail-open path of runHook). */
export function hookFailures(events: StreamEvent[]): string[] {
  return hookEvents(events)
    .filter((e) => e.subtype === 'hook_response')
    .map((e) => String(e.output ?? ''))
    .filter((o) => /pai-checkpoint: \w+ hook failed/.test(o));
}

/** The parsed JSON output of our SessionStart hook in a run (undefined if it printed nothing). */
export function sessionStartOutput(events: StreamEvent[], source?: string): { raw: string; json: any } {
  const resp = hookEvents(events, 'SessionStart').filter(
    (e) => e.subtype === 'hook_response' && (source === undefined || e.hook_name === `SessionStart:${source}`),
  );
  if (resp.length !== 1) {
    throw new Error(
      `expected exactly one SessionStart${source ? `:${source}` : ''} hook_response, got ${resp.length}: ${JSON.stringify(hookEvents(events, 'SessionStart'))}`,
    );
  }
  const r = resp[0]!;
  if (r.exit_code !== 0 || r.outcome !== 'success') throw new Error(`SessionStart hook failed: ${JSON.stringify(r)}`);
  const raw = String(r.output ?? r.stdout ?? '');
  return { raw, json: raw.trim() ? JSON.parse(raw) : undefined };
}

/**
 * Processes of the plugin's detached SessionEnd worker that run for this HOME.
 * (The worker outlives claude; waiting for it keeps assertions and clean-up race-free.)
 */
export function workerPids(home: string | Home): number[] {
  return pluginPids(home, ['worker.cjs']);
}

/** Processes of the plugin (its worker and sidecar, or the programs named) that run for this HOME. */
export function pluginPids(home: string | Home, programs = ['worker.cjs', 'sidecar.cjs']): number[] {
  const want = `HOME=${homeDir(home)}`;
  const out: number[] = [];
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${e}/cmdline`, 'utf8');
      if (!programs.some((p) => cmd.includes(p))) continue;
      const env = fs.readFileSync(`/proc/${e}/environ`, 'utf8').split('\0');
      if (env.includes(want)) out.push(Number(e));
    } catch {
      /* gone */
    }
  }
  return out;
}

/**
 * The machine is lost: the plugin's processes of this HOME are killed with -9 (again, round after
 * round, for a worker one of them started meanwhile) until none is left. Left running, a sidecar
 * would take a crash checkpoint of a folder the test is about to delete.
 */
export async function killPlugin(home: string | Home): Promise<void> {
  for (let pids = pluginPids(home); pids.length > 0; pids = pluginPids(home)) {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The user's signing key copied to another machine's HOME, as the README says to (resume there checks signatures with it). */
export function copySigningKey(from: string | Home, to: string | Home): void {
  const dir = path.join(homeDir(to), '.pai', 'checkpoint');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(homeDir(from), '.pai', 'checkpoint', 'signing.key'), path.join(dir, 'signing.key'));
  fs.chmodSync(path.join(dir, 'signing.key'), 0o600);
}

export async function waitForWorkers(home: string | Home, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (workerPids(home).length > 0) {
    if (Date.now() > end) throw new Error(`pai-checkpoint worker still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until nothing of the plugin runs for this HOME: every sidecar has ended with its session
 * (after `claude -p` exits it reads the rest and the journalled SessionEnd, hands over to the
 * `session-end` worker and exits) and the workers are done. Then the records are final.
 */
export async function waitForPlugin(home: string | Home, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (let pids = pluginPids(home); pids.length > 0; pids = pluginPids(home)) {
    if (Date.now() > end)
      throw new Error(
        `pai-checkpoint processes ${pids.join(', ')} still running after ${timeoutMs} ms:\n${pluginLog(home)}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Run the plugin's CLI (dist/cli.cjs) with the isolated HOME, as a user would in a terminal. */
export function runCli(home: string | Home, args: string[], opts: { cwd?: string; cli?: string } = {}): string {
  return execFileSync(process.execPath, [opts.cli ?? CLI, ...args], {
    cwd: opts.cwd ?? homeDir(home),
    env: claudeEnv(home, 'http://127.0.0.1:9'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 20_000,
  });
}

// ---------------------------------------------------------------------------
// prompt-keyed script

export type Step = ScriptTurn | ((ctx: TurnContext) => ScriptTurn);

/** Text of a user message's own text blocks (tool results excluded). */
function userPromptText(content: MessagesRequest['messages'][number]['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return blocksText(content.filter((b) => b && (b as { type?: string }).type === 'text'));
}

/** A user message that is a prompt (typed text / expanded command), not only tool results or reminders. */
function isPromptMessage(m: MessagesRequest['messages'][number]): boolean {
  if (m.role !== 'user') return false;
  if (typeof m.content === 'string') return m.content.trim().length > 0;
  if (!Array.isArray(m.content)) return false;
  return m.content.some((b) => {
    const blk = b as { type?: string; text?: string };
    return (
      blk.type === 'text' &&
      typeof blk.text === 'string' &&
      blk.text.trim() !== '' &&
      !/^\s*<system-reminder>[\s\S]*<\/system-reminder>\s*$/.test(blk.text)
    );
  });
}

/**
 * A stateless script made of tracks, each started by a prompt containing its key
 * (e.g. `[track:widget]`). The current turn belongs to the LAST prompt message of
 * the request (tool results are not prompts): if that prompt carries a key, the
 * answer is step n of that track, n = number of assistant messages after it;
 * otherwise `fallback` answers. So the script survives --resume, a dangling
 * tool_use left by kill -9 and compaction (which all change the absolute
 * assistant-message count). A track that runs out of steps answers 'done'.
 */
export function trackScript(tracks: Record<string, Step[]>, fallback: Step = 'ok'): ScriptFn {
  const keys = Object.keys(tracks);
  return (_k, req, ctx) => {
    const msgs = req.messages ?? [];
    for (let i = msgs.length - 1; i >= 0; i--) {
      const m = msgs[i]!;
      if (!isPromptMessage(m)) continue;
      const text = userPromptText(m.content);
      const key = keys.find((kk) => text.includes(`[track:${kk}]`));
      if (!key) break;
      const n = msgs.slice(i + 1).filter((x) => x.role === 'assistant').length;
      const step = tracks[key]![n];
      return typeof step === 'function' ? step(ctx) : (step ?? 'done');
    }
    return typeof fallback === 'function' ? fallback(ctx) : fallback;
  };
}
