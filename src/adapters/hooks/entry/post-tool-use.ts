import { postToolUse } from '../handlers/post-tool-use.js';
import { runHook } from '../run.js';

void runHook('PostToolUse', postToolUse);
