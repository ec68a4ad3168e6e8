import type { ExtractReport } from './extract.js';
import type { RelocateReport } from '../transcript/relocate.js';
import type { McpRestore } from './mcp.js';

// What a restore did: the report the CLI prints and the resume and rollback use cases read.

/** A checkpoint of the target taken before a restore writes into it. */
export interface SafetyCheckpoint {
  id: string;
  /** Paths (relative, '/') its workspace archive holds: only these may be replaced or deleted. */
  held: ReadonlySet<string>;
}

export interface RestoreReport {
  id: string;
  sessionId: string;
  target: string;
  workspace?: ExtractReport;
  /** Files deleted again because they were deleted in the work tree at capture time. */
  deleted?: number;
  git?: {
    branch: string | null;
    head: string | null;
    action: string;
    unpushedRestored: number;
    stashesRestored: number;
  };
  /** `relocated`: restored into another folder than recorded, its paths were rewritten (how many lines). */
  transcript?: {
    path: string;
    action: 'restored' | 'already there' | 'none in checkpoint';
    relocated?: RelocateReport;
  };
  /** The safety checkpoint of what was there, when it holds files (so restoring it puts them back). */
  safetyCheckpoint?: string;
  /** What was in the way and not held by the safety checkpoint: moved here, never deleted. */
  displaced?: { dir: string; paths: string[] };
  /** Each MCP server whose state the checkpoint holds: restored, skipped (why) or failed (the error). */
  mcp?: McpRestore[];
  warnings: string[];
}
