import { preToolUse } from '../../../app/hooks/pre-tool-use.js';
import { runHook } from '../run.js';

void runHook('PreToolUse', preToolUse, { sessionLock: false });
