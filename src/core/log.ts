import { appendFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { redactSecretPatterns } from './redact.js';
import { ensureDir } from './atomic.js';
import type { PaiPaths } from './paths.js';

/** One line in ~/.pai/checkpoint/plugin.log: where hooks and the worker report what they cannot show. */
export function logLine(paths: PaiPaths, event: string, sessionId: string, message: string): void {
  try {
    ensureDir(dirname(paths.logFile));
    appendFileSync(
      paths.logFile,
      `${new Date().toISOString()} ${event} ${sessionId} ${redactSecretPatterns(message).replace(/\n/g, ' | ')}\n`,
      { mode: 0o600 },
    );
  } catch {
    // nowhere left to report to; the session goes on
  }
}
