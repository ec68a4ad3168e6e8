// dist/pack-worker.cjs: the thread a large capture hashes and compresses in (domain/content/sinks.ts).
import { packWorkerMain } from '../../app/pack-thread.js';

packWorkerMain();
