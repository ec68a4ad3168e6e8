import type { Config } from '../../../core/config.js';
import { redactSecretPatterns } from '../../../core/redact.js';
import type { StorageBackend } from '../../../storage/backend.js';
import type { Manifest, PartInfo, Trigger } from '../../volume/manifest.js';
import type { ManifestDraft, PartInput } from '../../volume/commit.js';
import type { GitCapture } from '../git.js';
import type { EnvironmentSnapshot } from '../environment.js';
import type { ConversationSummary } from '../../transcript/conversation.js';
import type { SessionSummary } from '../../summary/render.js';
import type { WorkspaceListing } from '../../content/listing.js';

/** What to capture (the worker fills this from the session's runtime state). */
export interface CaptureRequest {
  sessionId: string;
  trigger: Trigger;
  /** The project / working directory to snapshot. */
  cwd: string;
  transcriptPath?: string | undefined;
  claudePid?: number | undefined;
  /** Reuse this id (the phase record's ULID), so one id names both. */
  id?: string | undefined;
  name?: string | undefined;
  tags?: string[] | undefined;
  /** PAI state at capture time (stored in session_state.json). */
  pai?: Record<string, unknown> | undefined;
  /** Extra session state to store (e.g. the hook's runtime state). */
  session?: Record<string, unknown> | undefined;
  /** Where this checkpoint comes from when it is not the session's own progress (resume, rollback). */
  provenance?: Record<string, unknown> | undefined;
  /** Less significant triggers this capture also stands for (requests coalesced into it). */
  coalesced?: Trigger[] | undefined;
  /** pre_risky: the command the checkpoint is taken before, and the rule it matched. */
  risky?: { command: string; rule: string } | undefined;
  /** The lease epoch the session is written at (domain/session/lease.ts); recorded as `session_epoch`. */
  epoch?: number | undefined;
}

export interface CaptureOptions {
  config: Config;
  env: Record<string, string | undefined>;
  claudeDir: string;
  /** Where the binary-hash cache lives. */
  stateDir: string;
  now?: () => Date;
  /** Uncompressed workspace bytes archived so far / total. */
  onProgress?: (done: number, total: number) => void;
  /** Called right before the manifest is written; throwing stops the commit (fencing: the session was taken over). */
  fence?: (() => Promise<void>) | undefined;
  /** How long bringing the transcript's copy up to date, and then storing it, may take each (default DEFAULTS.transcriptSeconds). */
  transcriptLimitMs?: number | undefined;
  /** The most transcript bytes the conversation summary reads at once (default SUMMARY_BYTES; tests lower it). */
  summaryBytes?: number | undefined;
}

/**
 * One capture in progress, shared by the part providers in the order of PARTS: each reads what it
 * needs (the request, the parent manifest, what an earlier provider found), adds its parts and
 * fills in its section of the manifest. Nothing is stored until every provider has run.
 */
export interface CaptureScope {
  store: StorageBackend;
  req: CaptureRequest;
  o: CaptureOptions;
  now: Date;
  /** The new checkpoint's id. */
  id: string;
  /** The session's previous checkpoint, when readable. */
  parent: Manifest | undefined;
  /**
   * Whether the parent may be taken as it is (volume/read.ts `readTrustedManifest`: its signature
   * holds): only then are its parts named or copied as they are (the bundle, the archive);
   * otherwise they are made again.
   */
  parentTrusted: boolean;
  parts: PartInput[];
  warnings: string[];
  /** The manifest's sections, filled in by the providers (see create.ts for the rest). */
  draft: Pick<ManifestDraft, 'workspace' | 'git'> &
    Partial<Pick<ManifestDraft, 'conversation' | 'metrics' | 'environment'>> & {
      tmux_layout?: string;
      /** The environment as captured, for the result (the manifest holds only its time: environment.json has the rest). */
      capturedEnvironment?: EnvironmentSnapshot;
    };
  /** Found by the git provider (the workspace provider lists its uncommitted files). */
  git?: GitCapture | undefined;
  /** The transcript as the conversation provider read it (the summary provider uses it). */
  conversation?: ConversationSummary | undefined;
  /** The session summary the summary provider wrote (the worker publishes it after the commit). */
  summary?: SessionSummary | undefined;
  /** The paths the workspace archive holds, and whether the parent's archive was reused. */
  archived: string[];
  reusedWorkspace: boolean;
  /** Run after each part is stored, before the manifest is sealed (sizes known only then). */
  onStored: ((name: string, info: PartInfo) => void)[];
  /** Whether the capture holds the volume's shared lock already (the content snapshot takes it). */
  storeLocked?: boolean;
  /**
   * The workspace's listing, begun when the capture began (the workspace provider's `start`), and
   * how to take it again (the same folder, excludes and included files).
   */
  listing?: { first?: Promise<WorkspaceListing>; again: () => Promise<WorkspaceListing> };
  /** Run when the capture ends, committed or not (temp files). */
  cleanup: (() => Promise<void>)[];
}

/** The workspace section of a manifest. */
export type WorkspaceSection = NonNullable<ManifestDraft['workspace']>;

/** A kind of captured state: a new kind is a new file registered in PARTS (parts/index.ts). */
export interface PartProvider {
  /** For errors and the architecture document. */
  name: string;
  /**
   * Reads only the request, and writes only its parts, warnings and its own section of the draft:
   * it runs beside the others (its parts still go into the manifest in the order of PARTS).
   */
  alongside?: boolean;
  /**
   * Begins what `collect` will need and the request alone decides, right before the provider named
   * `beside` collects (the workspace's listing, git's list of files and their stat, begun as git's
   * status is asked: not earlier, or it would be older than the status by the conversation's read).
   */
  start?(scope: CaptureScope): void;
  beside?: string;
  collect(scope: CaptureScope): Promise<void>;
}

/**
 * A JSON part as stored: pretty, newline-terminated (people read these files), and shared (stored
 * once by content: the same state as the parent's costs nothing; commit.ts). `redact`: what the
 * conversation put in it (prompts, the assistant's words, commands) has well-known secret shapes
 * replaced (`[capture] redact_secrets`, core/redact.ts: the result is still JSON).
 */
export function jsonPart(name: string, value: unknown, redact = false): PartInput {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  return { name, data: redact ? redactSecretPatterns(text) : text, share: true };
}
