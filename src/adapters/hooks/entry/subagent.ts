import { subagent } from '../../../app/hooks/subagent.js';
import { runHook } from '../run.js';

void runHook('Subagent', subagent);
