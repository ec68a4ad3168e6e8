import { subagent } from '../handlers/subagent.js';
import { runHook } from '../run.js';

void runHook('Subagent', subagent);
