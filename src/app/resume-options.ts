import type { RestoreReport } from '../domain/restore/report.js';
import type { TmuxRestore } from '../domain/restore/tmux.js';
import type { Rewound } from './rewind.js';
import type { PassedOver } from './resume-pick.js';

// A resume's options and its result (what the CLI prints and the orchestrator starts).

/**
 * `pai-checkpoint resume <session-or-checkpoint>` from a terminal: pick the checkpoint, restore
 * the workspace if it is missing (or asked for) and the transcript if Claude Code lacks it (a new
 * machine, a new HOME), then start `claude --resume <session>` in the workspace — or print the
 * command. Without a transcript, a new session starts from a resume prompt built from the
 * checkpoint.
 */
export interface SessionResumeOptions {
  /** A session id or a checkpoint id (or a unique prefix of either); default: the newest session of this project. */
  target?: string;
  /** Use this checkpoint (one older than the session's newest makes the resume a rewind: see `rewind`). */
  from?: string;
  /**
   * Rewind (app/rewind.ts): the workspace made exactly the checkpoint's, and the checkpoint's own
   * transcript copy forked as a new session, which claude resumes; the session and its newer
   * checkpoints stay. `rewind` sets it; --from a checkpoint older than the session's newest does
   * the same (without --to: a copy in another folder leaves this one's line of work alone).
   */
  rewind?: boolean;
  restoreWorkspace?: boolean;
  /** A dry run: say what would be restored and print the command; nothing is written or started. */
  print?: boolean;
  /** Allow a rejected checkpoint. */
  force?: boolean;
  /** Confirms restoring into the folder the checkpoint records when it is not the current project. */
  yes?: boolean;
  /** `key=value` changes before resuming; `env.NAME=value` sets an environment variable for claude. */
  set?: string[];
  /** Restore into this folder instead of the checkpoint's own. */
  to?: string;
  /** Do not recreate the tmux layout the checkpoint recorded (claude then runs in this terminal). */
  noTmux?: boolean;
  /** Leave the MCP servers' state alone when the workspace is restored (no state files written, no server started). */
  noMcp?: boolean;
  /** With a recreated tmux layout: attach this terminal to it (the CLI sets it when it has a terminal). */
  attach?: boolean;
  /**
   * Continue as a new session (a fenced session on its old machine, or a second line of work): the
   * transcript is copied under a new session id, and claude resumes that one.
   */
  fork?: boolean;
  /**
   * Starts claude instead of running it in this terminal (the monitor: a detached tmux session, or
   * headless); no tmux layout is recreated then. It sets `started` (and what else it knows) on the result.
   */
  launch?: (result: SessionResumeResult) => Promise<void>;
}

export interface SessionResumeResult {
  sessionId: string;
  checkpointId: string;
  cwd: string;
  /** 'resume' continues the conversation; 'new-session' starts one from a resume prompt. */
  mode: 'resume' | 'new-session';
  command: string[];
  restored?: RestoreReport;
  /**
   * With --print: what a real run would restore (nothing was); `relocateFrom`: the folder the
   * transcript was recorded in, when it would be restored into another one (its paths rewritten);
   * `mcp`: the servers whose captured state (files or a server's own) would be put back.
   */
  wouldRestore?: { workspace: boolean; transcript: boolean; tmux: boolean; relocateFrom?: string; mcp?: string[] };
  /** The checkpoint recording the resume with its --set changes. */
  provenanceCheckpoint?: string;
  overrides: Record<string, string>;
  warnings: string[];
  started: boolean;
  exitCode?: number;
  /** The tmux session recreated from the checkpoint's layout, claude resumed in its pane. */
  tmux?: TmuxRestore;
  /** With --fork: the new session's id (the transcript was copied under it). */
  forkedAs?: string;
  /** The session's newer checkpoints it did not take: why, and the command that takes each (also in `warnings`). */
  passedOver?: PassedOver[];
  /** A rewind (see SessionResumeOptions.rewind): the newer checkpoints left whole, the rollback, the fork (with --print: `newer` only). */
  rewound?: Rewound;
  /**
   * SPEC-03.15 step 2: what claude's environment gets — `PAI_CHECKPOINT_RESUMED_FROM`, and the
   * recorded non-secret variables this machine lacks (never one it has; `env.` overrides win).
   */
  env: Record<string, string>;
}
