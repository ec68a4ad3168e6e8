import { conversationPart } from './conversation.js';
import { environmentPart } from './environment.js';
import { gitPart } from './git.js';
import { mcpPart } from './mcp.js';
import type { PartProvider } from './part.js';
import { sessionStatePart } from './session-state.js';
import { tmuxPart } from './tmux.js';
import { workspacePart } from './workspace.js';

/**
 * Every kind of state a checkpoint holds, in the order they are collected (git before the
 * workspace: the workspace lists git's uncommitted files). A new kind is a new file here.
 */
export const PARTS: readonly PartProvider[] = [conversationPart, gitPart, workspacePart, environmentPart, mcpPart, tmuxPart, sessionStatePart];
