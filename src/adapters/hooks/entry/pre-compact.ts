import { preCompact } from '../../../app/hooks/pre-compact.js';
import { runHook } from '../run.js';

void runHook('PreCompact', preCompact);
