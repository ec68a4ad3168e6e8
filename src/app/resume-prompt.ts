import { withEnvironment } from '../domain/volume/read.js';
import type { GitState } from '../domain/capture/git.js';
import type { ConversationSummary } from '../domain/transcript/conversation.js';
import { openTasks, recreateTasksLines } from '../domain/session/resume.js';
import { type Manifest, storedPartKey } from '../domain/volume/manifest.js';
import { getJson, type StorageBackend } from '../storage/backend.js';
import { readSummary } from './summary.js';

// What a resume hands the new claude besides the conversation: the recorded environment that belongs to the work, and the prompt when the conversation itself cannot be restored.

/** Recorded variables that describe the machine, not the work: never carried to another one. */
const MACHINE_VARS = new Set([
  'HOME',
  'USER',
  'PWD',
  'PATH',
  'SHELL',
  'PAI_DIR',
  'CLAUDE_PROJECT_DIR',
  'CLAUDE_CODE_ENTRYPOINT',
  'VIRTUAL_ENV',
]);

/** The environment a resume adds for claude (see SessionResumeResult.env): the recorded variables (environment.json's from 2.1). */
export async function resumeEnv(
  store: StorageBackend,
  m: Manifest,
  current: Record<string, string | undefined>,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((await withEnvironment(store, m)).environment?.env ?? {}))
    if (!MACHINE_VARS.has(k) && (current[k] === undefined || current[k] === '')) out[k] = v;
  out['PAI_CHECKPOINT_RESUMED_FROM'] = m.id;
  return out;
}

/** The prompt for a new session when the conversation itself cannot be restored. */
export async function resumePrompt(store: StorageBackend, m: Manifest): Promise<string> {
  const conv = await getJson<Partial<ConversationSummary>>(store, storedPartKey(m, 'conversation.json')).catch(
    () => undefined,
  );
  const state = await getJson<{
    pai?: {
      phase?: number;
      phase_name?: string;
      task?: string;
      completed_phases?: number[];
      isc?: { subject: string; status: string }[];
    };
  }>(store, storedPartKey(m, 'session_state.json')).catch(() => undefined);
  const git = await getJson<GitState>(store, storedPartKey(m, 'git/state.json')).catch(() => undefined);
  const lines = [
    `Resuming work from checkpoint ${m.id} (session ${m.session_id}, ${m.created_at}); the earlier conversation could not be restored.`,
  ];
  if (conv?.first_prompt) lines.push(`The task was: ${conv.first_prompt}`);
  if (conv?.last_prompt && conv.last_prompt !== conv.first_prompt)
    lines.push(`The last request was: ${conv.last_prompt}`);
  if (conv?.last_assistant_text) lines.push(`Your last message was: ${conv.last_assistant_text}`);
  const pai = state?.pai;
  if (pai?.phase) {
    lines.push(
      `PAI Algorithm: Phase ${pai.phase}/7 ${pai.phase_name ?? ''} was in progress${pai.task ? ` on "${pai.task}"` : ''}; completed phases: ${pai.completed_phases?.join(', ') || 'none'}.`,
    );
    for (const c of pai.isc ?? []) lines.push(`- [${c.status === 'completed' ? 'x' : ' '}] ${c.subject} (${c.status})`);
    lines.push(...recreateTasksLines(openTasks(pai.isc ?? [])));
  }
  const uncommitted = git ? [...git.modified, ...git.untracked] : (m.workspace?.uncommitted_files ?? []);
  if (uncommitted.length) lines.push(`Uncommitted files: ${uncommitted.slice(0, 30).join(', ')}`);
  const summary = await readSummary(store, m).catch(() => undefined);
  if (summary) lines.push('', `The session's summary at that checkpoint:`, summary.markdown.trimEnd(), '');
  lines.push('Please continue from where you left off.');
  return lines.join('\n');
}
