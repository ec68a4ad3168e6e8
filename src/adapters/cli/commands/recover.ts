import { loadIndex, verifyCheckpoint } from '../../../domain/volume/store.js';
import { CheckpointError } from '../../../core/errors.js';
import { formatAgo } from '../../../domain/session/resume.js';
import { ask, table, type CliEnv } from '../context.js';
import { requireSession, volumeFor } from '../volume.js';
import { restore } from './restore.js';
import { printSessionResume, resumeSession, type SessionResumeResult } from './resume-session.js';

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
  /** A safety copy taken before a restore or rollback (never picked for a resume by default). */
  safety?: boolean;
}

export interface RecoverResult {
  sessionId: string;
  checkpoints: RecoverChoice[];
  action: 'listed' | 'resumed' | 'restored' | 'abandoned';
  resumed?: SessionResumeResult;
  restoredTo?: string;
}

export async function recover(cli: CliEnv, session: string, o: { yes?: boolean; json?: boolean; print?: boolean }): Promise<RecoverResult> {
  const { store } = await volumeFor(cli);
  const sessionId = await requireSession(cli, store, session);
  const entries = (await loadIndex(store, sessionId)).checkpoints.slice().reverse();
  if (entries.length === 0) throw new CheckpointError('NOT_FOUND', `session ${sessionId} has no checkpoints`, 'see `pai-checkpoint sessions`');
  const checkpoints: RecoverChoice[] = [];
  for (const e of entries) {
    const v = await verifyCheckpoint(store, sessionId, e.id);
    checkpoints.push({ id: e.id, trigger: e.trigger, createdAt: e.created_at, ok: v.ok, problems: v.problems.map((p) => `${p.part}: ${p.error}`), ...(e.safety ? { safety: true } : {}) });
  }
  const result: RecoverResult = { sessionId, checkpoints, action: 'listed' };
  if (o.json && !o.yes && !o.print) return result;
  if (o.yes || o.print) {
    // --print alone is the dry run of the default choice (resume the newest usable): no terminal needed.
    result.resumed = await resumeSession(cli, { target: sessionId, ...(o.print ? { print: true } : {}), ...(o.yes ? { yes: true } : {}) });
    result.action = 'resumed';
    return result;
  }
  const now = cli.now().getTime();
  process.stderr.write(
    `${table(
      ['#', 'ID', 'TRIGGER', 'AGE', 'STATE'],
      checkpoints.map((c, i) => [String(i + 1), c.id, c.safety ? `${c.trigger} (safety copy)` : c.trigger, `${formatAgo(now - Date.parse(c.createdAt))} ago`, c.ok ? 'ok' : `damaged: ${c.problems[0] ?? ''}`]),
    )}\n`,
  );
  const answer = (await ask(cli, '[r] resume the newest usable, [1-9] resume that one, [n] restore into a new folder, [a] abandon:', '--yes (resume) or --print (show the resume)')).trim().toLowerCase();
  if (answer === 'a' || answer === '') {
    result.action = 'abandoned';
    return result;
  }
  if (answer === 'n') {
    const dir = (await ask(cli, 'Folder to restore into:', '--print')).trim();
    if (!dir) throw new CheckpointError('USAGE', 'no folder given');
    const newest = checkpoints.find((c) => c.ok && !c.safety);
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
      return r.resumed ? printSessionResume(r.resumed) : '';
  }
}
