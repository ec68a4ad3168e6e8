import { userPromptSubmit } from '../handlers/user-prompt-submit.js';
import { runHook } from '../run.js';

void runHook('UserPromptSubmit', userPromptSubmit);
