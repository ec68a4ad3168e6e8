import { stop } from '../handlers/stop.js';
import { runHook } from '../run.js';

void runHook('Stop', stop);
