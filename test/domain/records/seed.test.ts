import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readCheckpointRef, updateCheckpointRef } from '../../../src/domain/records/seed.js';
import { CheckpointError } from '../../../src/core/errors.js';
import { acquire } from '../../../src/core/lock.js';
import { tempDir } from '../../helpers.js';

const FOREIGN = {
  version: '1.0.0',
  identity: {
    principalName: 'Ada',
    aiName: 'Kai',
    preferences: { timezone: 'Europe/Zurich', responseStyle: 'adaptive' },
  },
  learned: { patterns: [{ id: 'p1', content: 'likes tests', confirmed: true }], insights: [], selfKnowledge: [] },
  state: { lastSessionId: 'abc', proposals: [], activeProjects: ['x'], unknownStateField: { deep: [1, 2.5, null] } },
  futureTopLevel: { added: 'by a newer pai-seed' },
};

function seedFile(content: unknown): string {
  const f = join(tempDir(), 'seed.json');
  writeFileSync(f, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  return f;
}

describe('seed.json checkpointRef', () => {
  test('set keeps every other field and pai-seed formatting', () => {
    const f = seedFile(FOREIGN);
    expect(updateCheckpointRef(f, { set: '01JABCDEFGHJKMNPQRSTVWXYZ0' })).toEqual({
      status: 'updated',
      ref: '01JABCDEFGHJKMNPQRSTVWXYZ0',
    });
    const text = readFileSync(f, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "version": "1.0.0"');
    const after = JSON.parse(text);
    expect(after).toEqual({ ...FOREIGN, state: { ...FOREIGN.state, checkpointRef: '01JABCDEFGHJKMNPQRSTVWXYZ0' } });
    expect(Object.keys(after)).toEqual(Object.keys(FOREIGN));
  });

  test('clear removes the key only when it names one of the given ids', () => {
    const f = seedFile({ ...FOREIGN, state: { ...FOREIGN.state, checkpointRef: 'A' } });
    expect(updateCheckpointRef(f, { clear: ['B'] }).status).toBe('unchanged');
    expect(readCheckpointRef(f)).toBe('A');
    expect(updateCheckpointRef(f, { clear: ['B', 'A'] }).status).toBe('updated');
    expect(readCheckpointRef(f)).toBeUndefined();
    expect(JSON.parse(readFileSync(f, 'utf8'))).toEqual(FOREIGN);
  });

  test('a newer ULID is never replaced by an older one (slow writers cannot move it back)', () => {
    const f = seedFile(FOREIGN);
    updateCheckpointRef(f, { set: '01JZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(updateCheckpointRef(f, { set: '01JAAAAAAAAAAAAAAAAAAAAAAA' }).status).toBe('unchanged');
    expect(readCheckpointRef(f)).toBe('01JZZZZZZZZZZZZZZZZZZZZZZZ');
    // A foreign (nanoid) ref is simply replaced.
    const g = seedFile({ ...FOREIGN, state: { checkpointRef: 'V1StGXR8_Z5jdHi6B-myT' } });
    updateCheckpointRef(g, { set: '01JAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(readCheckpointRef(g)).toBe('01JAAAAAAAAAAAAAAAAAAAAAAA');
  });

  test('a set that a newer ref already supersedes needs no lock (many writers at once cannot starve on it); a newer one still waits for it', () => {
    const f = seedFile({ ...FOREIGN, state: { checkpointRef: '01JZZZZZZZZZZZZZZZZZZZZZZZ' } });
    const busy = acquire(`${f}.lock`); // another writer holds seed.json
    try {
      expect(updateCheckpointRef(f, { set: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, { timeoutMs: 50 })).toEqual({
        status: 'unchanged',
        ref: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
      });
      expect(() => updateCheckpointRef(f, { set: '01KAAAAAAAAAAAAAAAAAAAAAAA' }, { timeoutMs: 50 })).toThrow(
        /could not lock/,
      );
      expect(() => updateCheckpointRef(f, { clear: ['01JZZZZZZZZZZZZZZZZZZZZZZZ'] }, { timeoutMs: 50 })).toThrow(
        /could not lock/,
      );
    } finally {
      busy.release();
    }
    expect(readCheckpointRef(f)).toBe('01JZZZZZZZZZZZZZZZZZZZZZZZ');
  });

  test('missing seed.json is skipped, not created', () => {
    const f = join(tempDir(), 'seed.json');
    expect(updateCheckpointRef(f, { set: 'X' })).toEqual({ status: 'missing' });
    expect(existsSync(f)).toBe(false);
    expect(readCheckpointRef(f)).toBeUndefined();
  });

  test('an unparsable seed.json is reported and never overwritten', () => {
    const broken = '{"version": "1.0.0", "state": {\n';
    const f = seedFile(broken);
    const r = updateCheckpointRef(f, { set: 'X' });
    expect(r.status).toBe('invalid');
    expect(r.status === 'invalid' && r.error).toContain(f);
    expect(readFileSync(f, 'utf8')).toBe(broken);
    expect(() => readCheckpointRef(f)).toThrow(CheckpointError);
    const arr = seedFile('[1,2]');
    expect(updateCheckpointRef(arr, { set: 'X' }).status).toBe('invalid');
    const badState = seedFile({ state: 'nope' });
    expect(updateCheckpointRef(badState, { set: 'X' })).toMatchObject({ status: 'invalid' });
    expect(JSON.parse(readFileSync(badState, 'utf8'))).toEqual({ state: 'nope' });
  });

  test('keeps the file mode', () => {
    const f = seedFile(FOREIGN);
    chmodSync(f, 0o640);
    updateCheckpointRef(f, { set: 'Y' });
    expect(statSync(f).mode & 0o777).toBe(0o640);
  });

  test('a seed without state gets one', () => {
    const f = seedFile({ version: '1.0.0' });
    updateCheckpointRef(f, { set: 'Z' });
    expect(JSON.parse(readFileSync(f, 'utf8'))).toEqual({ version: '1.0.0', state: { checkpointRef: 'Z' } });
  });
});
