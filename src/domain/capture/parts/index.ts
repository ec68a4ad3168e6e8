import { conversationPart } from './conversation.js';
import { environmentPart } from './environment.js';
import { gitPart } from './git.js';
import { mcpPart } from './mcp.js';
import type { PartProvider } from './part.js';
import { sessionStatePart } from './session-state.js';
import { summaryPart } from './summary.js';
import { tmuxPart } from './tmux.js';
import { workspacePart } from './workspace.js';

/**
 * Every kind of state a checkpoint holds, in the order they are collected (git before the
 * workspace: the workspace lists git's uncommitted files; the summary after the conversation and
 * git, and before the workspace, which holds the volume's shared lock until the commit — a model
 * writing the summary must not hold it); those marked `alongside` (they read only the request)
 * are collected beside the others and come last, as here. A new kind is a new file here.
 */
export const PARTS: readonly PartProvider[] = [
  conversationPart,
  gitPart,
  summaryPart,
  workspacePart,
  environmentPart,
  mcpPart,
  tmuxPart,
  sessionStatePart,
];
