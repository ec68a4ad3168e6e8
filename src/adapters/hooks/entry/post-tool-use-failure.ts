import { postToolUseFailure } from '../handlers/post-tool-use-failure.js';
import { runHook } from '../run.js';

void runHook('PostToolUseFailure', postToolUseFailure);
