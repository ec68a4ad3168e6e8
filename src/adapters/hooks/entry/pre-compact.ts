import { preCompact } from '../handlers/pre-compact.js';
import { runHook } from '../run.js';

void runHook('PreCompact', preCompact);
