import { runWorker } from './run.js';

void runWorker(process.argv.slice(2));
