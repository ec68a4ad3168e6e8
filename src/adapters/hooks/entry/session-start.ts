import { sessionStart } from '../handlers/session-start.js';
import { runHook } from '../run.js';

void runHook('SessionStart', sessionStart);
