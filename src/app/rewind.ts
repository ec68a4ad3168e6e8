import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expansionLimit, unpackTo } from '../domain/restore/restore.js';
import { forkTranscript } from '../domain/transcript/fork.js';
import { type Manifest, storedPartKey } from '../domain/volume/manifest.js';
import { loadIndex } from '../domain/volume/session-index.js';
import { makeWorkDir } from '../platform/workdir.js';
import { processLiveness } from '../platform/process.js';
import { loadSession } from '../domain/session/state.js';
import { CheckpointError } from '../core/errors.js';
import type { StorageBackend } from '../storage/backend.js';
import type { AppContext } from './context.js';
import { rollback, type RollbackResult } from './rollback.js';

/**
 * Rewind (issue 33, item 4): code and conversation back to one checkpoint together. The
 * workspace becomes the checkpoint's (rollback: Bash-made changes included, as the checkpoint
 * captured the tree, not the edit tools' calls), and the conversation continues from the
 * checkpoint's OWN transcript copy, forked under a new session id — never from the session's
 * transcript as it is now, which holds the turns after the checkpoint (the model would believe it
 * did work that is no longer in the files). The old line of work stays whole: its session id, its
 * transcript in Claude Code's folder, its checkpoints. resume.ts decides when a resume is a rewind
 * and starts claude; this module does the two steps.
 */
export interface Rewound {
  /** The session's own checkpoints newer than the one rewound to: the line of work left whole (`resume <session>` continues it). */
  newer: string[];
  /** The workspace step, when the folder was there (else resume restored it into the empty folder). */
  rollback?: RollbackResult;
  /** The session id the checkpoint's transcript copy was forked as (absent: the checkpoint holds none). */
  forkedAs?: string;
}

/** The session's own checkpoints (not the safety copies a restore or rollback takes) newer than `m`, oldest first. */
export async function newerCheckpoints(store: StorageBackend, m: Manifest): Promise<string[]> {
  return (await loadIndex(store, m.session_id)).checkpoints.filter((e) => !e.safety && e.id > m.id).map((e) => e.id);
}

/**
 * The session's claude, when it verifiably still runs on this machine: a rewind would change the
 * files under it (its sidecar would then capture them as that session's), and a second claude
 * would start in the same folder. Undefined otherwise (ended, gone, another machine's).
 */
export function runningClaude(ctx: AppContext, sessionId: string): number | undefined {
  const s = loadSession(ctx.paths, sessionId);
  return s && !s.endedAt && s.claudePid && processLiveness(s.host, s.claudePid, s.claudeStart) === 'alive'
    ? s.claudePid
    : undefined;
}

/** Refuses a rewind while the session's claude runs here (see runningClaude). */
export function assertNotRunning(ctx: AppContext, sessionId: string): void {
  const pid = runningClaude(ctx, sessionId);
  if (pid)
    throw new CheckpointError(
      'CONFLICT',
      `session ${sessionId} is still running here (claude, pid ${pid}): a running session cannot be rewound in place`,
      'end it first (/exit), then run the rewind again',
    );
}

/**
 * The two steps: the checkpoint's transcript copy forked next to `transcriptFile` first (a damaged
 * copy stops the rewind before a file changed), then — when the folder is there — the rollback (a
 * safety checkpoint first, asked unless `yes`). A rollback declined or failed takes the fork away:
 * nothing is left of the rewind.
 */
export async function rewindInPlace(
  ctx: AppContext,
  store: StorageBackend,
  m: Manifest,
  o: {
    yes?: boolean | undefined;
    noMcp?: boolean | undefined;
    transcriptFile: string;
    rollFolder: boolean;
    newer: string[];
  },
): Promise<Rewound> {
  const forkedAs = await forkStoredTranscript(ctx, store, m, o.transcriptFile);
  try {
    const rolled = o.rollFolder
      ? await rollback(ctx, {
          id: m.id,
          kind: 'rewind',
          ...(o.yes ? { yes: true } : {}),
          ...(o.noMcp ? { noMcp: true } : {}),
        })
      : undefined;
    return { newer: o.newer, ...(rolled ? { rollback: rolled } : {}), ...(forkedAs ? { forkedAs } : {}) };
  } catch (err) {
    if (forkedAs) await rm(join(dirname(o.transcriptFile), `${forkedAs}.jsonl`), { force: true });
    throw err;
  }
}

/**
 * The checkpoint's stored transcript, unpacked (bounded by what its manifest records) and forked
 * as a new session next to `transcriptFile` (Claude Code's file of the session for that folder);
 * the new id, or undefined when the checkpoint holds no transcript.
 */
async function forkStoredTranscript(
  ctx: AppContext,
  store: StorageBackend,
  m: Manifest,
  transcriptFile: string,
): Promise<string | undefined> {
  const part = m.parts['transcript.jsonl.zst'];
  if (!part) return undefined;
  const tmp = await makeWorkDir(ctx.paths.scratchDir, 'rewind');
  try {
    const unpacked = join(tmp, 'transcript.jsonl');
    const recorded = m.conversation['transcript_bytes'];
    await unpackTo(
      store,
      storedPartKey(m, 'transcript.jsonl.zst'),
      unpacked,
      expansionLimit(typeof recorded === 'number' ? recorded : undefined, 0, part.size),
      tmp,
    );
    const id = randomUUID();
    await mkdir(dirname(transcriptFile), { recursive: true, mode: 0o700 });
    await forkTranscript(unpacked, join(dirname(transcriptFile), `${id}.jsonl`), m.session_id, id);
    return id;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
