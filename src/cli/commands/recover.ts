import { createInterface } from 'node:readline/promises';
import { loadIndex, verifyCheckpoint } from '../../checkpoint/store.js';
import { CheckpointError } from '../../core/errors.js';
import { formatAgo } from '../../session/resume.js';
import { table, type CliEnv } from '../context.js';
import { volumeFor } from '../volume.js';
import { restore } from './restore.js';
import { resumeSession, type SessionResumeResult } from './resume-session.js';

/**
 * `recover <session>`: lists the session's checkpoints with their state and offers: resume (the
 * newest usable one, or a chosen one), restore into a new folder, or abandon. Interactive on a
 * terminal; `--yes` resumes the newest usable checkpoint, `--json` only reports the choices.
 */
export interface RecoverChoice {
  id: string;
  trigger: string;
  createdAt: string;
  ok: boolean;
  problems: string[];
}

export interface RecoverResult {
  sessionId: string;
  checkpoints: RecoverChoice[];
  action: 'listed' | 'resumed' | 'restored' | 'abandoned';
  resumed?: SessionResumeResult;
  restoredTo?: string;
}

export async function recover(cli: CliEnv, sessionId: string, o: { yes?: boolean; json?: boolean; print?: boolean; ask?: (q: string) => Promise<string> }): Promise<RecoverResult> {
  const { store } = await volumeFor(cli);
  const entries = (await loadIndex(store, sessionId)).checkpoints.slice().reverse();
  if (entries.length === 0) throw new CheckpointError('NOT_FOUND', `session ${sessionId} has no checkpoints`, 'see `pai-checkpoint sessions`');
  const checkpoints: RecoverChoice[] = [];
  for (const e of entries) {
    const v = await verifyCheckpoint(store, sessionId, e.id);
    checkpoints.push({ id: e.id, trigger: e.trigger, createdAt: e.created_at, ok: v.ok, problems: v.problems.map((p) => `${p.part}: ${p.error}`) });
  }
  const result: RecoverResult = { sessionId, checkpoints, action: 'listed' };
  if (o.json && !o.yes) return result;
  if (o.yes) {
    result.resumed = await resumeSession(cli, { target: sessionId, ...(o.print ? { print: true } : {}) });
    result.action = 'resumed';
    return result;
  }
  const ask =
    o.ask ??
    (async (q: string) => {
      if (!process.stdin.isTTY) throw new CheckpointError('USAGE', 'recover is interactive', 'run it in a terminal, or pass --yes (resume) or --json (list)');
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        return await rl.question(q);
      } finally {
        rl.close();
      }
    });
  const now = cli.now().getTime();
  process.stderr.write(
    `${table(
      ['#', 'ID', 'TRIGGER', 'AGE', 'STATE'],
      checkpoints.map((c, i) => [String(i + 1), c.id, c.trigger, `${formatAgo(now - Date.parse(c.createdAt))} ago`, c.ok ? 'ok' : `damaged: ${c.problems[0] ?? ''}`]),
    )}\n`,
  );
  const answer = (await ask('[r] resume the newest usable, [1-9] resume that one, [n] restore into a new folder, [a] abandon: ')).trim().toLowerCase();
  if (answer === 'a' || answer === '') {
    result.action = 'abandoned';
    return result;
  }
  if (answer === 'n') {
    const dir = (await ask('Folder to restore into: ')).trim();
    if (!dir) throw new CheckpointError('USAGE', 'no folder given');
    const newest = checkpoints.find((c) => c.ok);
    if (!newest) throw new CheckpointError('INVALID_DATA', 'no checkpoint of this session verifies');
    await restore(cli, { id: newest.id, to: dir });
    result.action = 'restored';
    result.restoredTo = dir;
    return result;
  }
  const n = Number(answer);
  const from = Number.isInteger(n) && n >= 1 && n <= checkpoints.length ? checkpoints[n - 1]!.id : undefined;
  result.resumed = await resumeSession(cli, from ? { from } : { target: sessionId });
  result.action = 'resumed';
  return result;
}

export function printRecover(r: RecoverResult): string {
  switch (r.action) {
    case 'listed':
      return r.checkpoints.map((c) => `${c.id}  ${c.trigger}  ${c.ok ? 'ok' : `damaged (${c.problems.join('; ')})`}`).join('\n');
    case 'abandoned':
      return `Left session ${r.sessionId} as it is.`;
    case 'restored':
      return `Restored into ${r.restoredTo}.`;
    case 'resumed':
      return r.resumed?.started ? `Claude Code exited (${r.resumed.exitCode}).` : `To continue: cd ${r.resumed?.cwd} && ${r.resumed?.command.join(' ')}`;
  }
}
