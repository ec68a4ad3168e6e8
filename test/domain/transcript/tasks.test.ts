import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { criteriaFromTodos, readIscCriteria } from '../../../src/domain/transcript/tasks.js';
import { tempDir } from '../../helpers.js';

test('ISC criteria come from ~/.claude/tasks/<session>/<n>.json, ordered by id', () => {
  const claude = tempDir();
  const dir = join(claude, 'tasks', 'sess-1');
  mkdirSync(dir, { recursive: true });
  const task = (id: string, subject: string, status: string) =>
    writeFileSync(
      join(dir, `${id}.json`),
      JSON.stringify({ id, subject, description: '', activeForm: subject, status, blocks: [], blockedBy: [] }),
    );
  task('10', 'ten', 'pending');
  task('2', 'two', 'completed');
  task('1', 'one', 'in_progress');
  task('3', 'gone', 'deleted');
  writeFileSync(join(dir, '4.json'), '{"id": "4", "subj');
  expect(readIscCriteria('sess-1', claude)).toEqual([
    { id: '1', subject: 'one', status: 'in_progress' },
    { id: '2', subject: 'two', status: 'completed' },
    { id: '10', subject: 'ten', status: 'pending' },
  ]);
  expect(readIscCriteria('no-such-session', claude)).toEqual([]);
  expect(readIscCriteria('../etc', claude)).toEqual([]);
});

test('TodoWrite todos become criteria', () => {
  expect(
    criteriaFromTodos([
      { content: 'a', status: 'completed' },
      { content: 'b', status: 'weird' },
    ]),
  ).toEqual([
    { id: '1', subject: 'a', status: 'completed' },
    { id: '2', subject: 'b', status: 'pending' },
  ]);
});
