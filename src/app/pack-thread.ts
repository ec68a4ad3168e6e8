/**
 * The thread a large capture hashes and compresses in (dist/pack-worker.cjs, started by
 * domain/content/sinks.ts): its own module, so that the thread's bundle holds only what it runs.
 */
export { packWorkerMain } from '../domain/content/sinks.js';
