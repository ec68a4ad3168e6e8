import { SESSION_END_LOCK_MS, sessionEnd } from '../../../app/hooks/session-end.js';
import { runHook } from '../run.js';

void runHook('SessionEnd', sessionEnd, { lockTimeoutMs: SESSION_END_LOCK_MS });
