import { stop } from '../../../app/hooks/stop.js';
import { runHook } from '../run.js';

void runHook('Stop', stop);
