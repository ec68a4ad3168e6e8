import { SESSION_END_LOCK_MS, sessionEnd } from '../handlers/session-end.js';
import { runHook } from '../run.js';

void runHook('SessionEnd', sessionEnd, { lockTimeoutMs: SESSION_END_LOCK_MS });
