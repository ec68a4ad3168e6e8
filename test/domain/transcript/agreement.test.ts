import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { summarizeTranscript } from '../../../src/domain/transcript/conversation.js';
import { newSession } from '../../../src/domain/session/state.js';
import { catchUp, iscCriteria } from '../../../src/domain/session/tracker.js';
import { sandbox, trackerCtx } from '../../helpers.js';
import { TASKS_AFTER, assistant, compaction, prompt, taskCalls, text, toolUse, result } from './claude-lines.js';

type Obj = Record<string, unknown>;

/**
 * Issue 8: the conversation summary (the whole transcript at capture time) and the session
 * tracker (the sidecar's tail reads, app/follow.ts) must come to the same tasks, todos and last
 * prompt for the same session. The tracker looks after every line here — the worst case for a
 * call and its result read apart — and once more at the end.
 */
async function hooksView(lines: Obj[]) {
  const { home, paths, project } = sandbox();
  const transcript = join(home, 't.jsonl');
  writeFileSync(transcript, '');
  const ctx = trackerCtx(paths, { env: { CLAUDE_CONFIG_DIR: join(home, '.claude') } }); // no task files: the tracker's own view
  const state = newSession('2c834266-0d64-467c-9079-64030a292851', project, project, new Date());
  state.transcriptPath = transcript;
  for (const line of lines) {
    appendFileSync(transcript, `${JSON.stringify(line)}\n`);
    await catchUp(ctx, state, { waitMs: 0 });
  }
  await catchUp(ctx, state, { waitMs: 0 });
  return { state, ctx, transcript };
}

test('the summary and the hooks agree on TaskCreate/TaskUpdate tasks, and both match Claude Code`s task files', async () => {
  const lines = [prompt('Make a plan'), ...taskCalls(), assistant('msg_9', [text('done')])];
  const { state, ctx, transcript } = await hooksView(lines);
  const summary = (await summarizeTranscript(transcript))!;
  expect(summary.tasks).toEqual(TASKS_AFTER);
  expect(Object.entries(state.tasks ?? {}).map(([id, t]) => ({ id, ...t }))).toEqual(summary.tasks);
  expect(iscCriteria(ctx, state)).toEqual(summary.tasks);
});

test('the summary and the hooks agree on TodoWrite lists and on the last prompt (slash commands are not prompts)', async () => {
  const todos = (...items: [string, string][]) => ({
    todos: items.map(([content, status]) => ({ content, status, activeForm: `Doing ${content}` })),
  });
  const lines = [
    prompt('Build the login form'),
    assistant('msg_1', [
      text('Planning.'),
      toolUse('toolu_t1', 'TodoWrite', todos(['form', 'pending'], ['validation', 'pending'])),
    ]),
    result('toolu_t1', 'Todos have been modified successfully.', {
      oldTodos: [],
      newTodos: todos(['form', 'pending'], ['validation', 'pending']).todos,
    }),
    prompt('And add validation'),
    assistant('msg_2', [toolUse('toolu_t2', 'TodoWrite', todos(['form', 'completed'], ['validation', 'in_progress']))]),
    result('toolu_t2', 'Todos have been modified successfully.', {
      oldTodos: todos(['form', 'pending'], ['validation', 'pending']).todos,
      newTodos: todos(['form', 'completed'], ['validation', 'in_progress']).todos,
    }),
    ...compaction(),
    prompt('/checkpoint:save before-refactor'),
    prompt(
      '<command-name>/checkpoint:save</command-name>\n            <command-message>checkpoint:save</command-message>\n            <command-args>before-refactor</command-args>',
    ),
    assistant('msg_3', [text('Saved.')]),
  ];
  const { state, transcript } = await hooksView(lines);
  const summary = (await summarizeTranscript(transcript))!;
  expect(summary.last_prompt).toBe('And add validation');
  expect(state.lastPrompt).toBe(summary.last_prompt);
  expect(summary.todos).toEqual([
    { content: 'form', status: 'completed' },
    { content: 'validation', status: 'in_progress' },
  ]);
  expect(state.todos).toEqual(summary.todos);
});
