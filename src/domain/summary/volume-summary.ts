import type { StorageBackend } from '../../storage/backend.js';
import { sessionSummaryKey } from '../../storage/layout.js';

/**
 * `sessions/<session>/summary.md` on the volume: the session's latest summary (SPEC-07.30.03), for
 * people; written and read here only (docs/architecture.md, "Documents and their owners"). Plain
 * Markdown, rewritten at each checkpoint that has a summary: nothing decides from it.
 */
export async function putSessionSummary(store: StorageBackend, sessionId: string, markdown: string): Promise<void> {
  await store.put(sessionSummaryKey(sessionId), markdown);
}

/** A session's latest summary as Markdown, or undefined when none was published. */
export async function getSessionSummary(store: StorageBackend, sessionId: string): Promise<string | undefined> {
  const md = await store.get(sessionSummaryKey(sessionId));
  return md ? md.toString('utf8') : undefined;
}
