import { runSidecar } from './run.js';

void runSidecar(process.argv[2] ?? '');
