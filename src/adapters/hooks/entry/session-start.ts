import { sessionStart } from '../../../app/hooks/session-start.js';
import { runHook } from '../run.js';

void runHook('SessionStart', sessionStart);
