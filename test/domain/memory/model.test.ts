import { checkMemory, parseChange } from '../../../src/domain/memory/schema.js';
import { describe, expect, test } from 'vitest';
import { CheckpointError } from '../../../src/core/errors.js';
import {
  applyChanges,
  changesRecreating,
  checkValue,
  emptyMemory,
  forgetTarget,
  HISTORY_MAX,
  isEmptyMemory,
  memoryKeys,
  newKey,
  overlay,
  saveKey,
  type MemoryChange,
  type ProjectMemory,
} from '../../../src/domain/memory/model.js';

const failure = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(CheckpointError);
    return `${(err as CheckpointError).code}: ${(err as CheckpointError).message}`;
  }
  throw new Error('no error');
};

let clock = Date.parse('2026-01-18T10:00:00.000Z');
const at = () => new Date((clock += 60_000)).toISOString();
const save = (key: string, value: string, session?: string): MemoryChange => ({
  v: 1,
  op: 'save',
  key: saveKey(key),
  value,
  at: at(),
  user: 'ann',
  ...(session ? { session_id: session } : {}),
});
const forget = (key: string, value?: string): MemoryChange => ({
  v: 1,
  op: 'forget',
  key,
  ...(value !== undefined ? { value } : {}),
  at: at(),
  user: 'ann',
});
const history = (
  session_id: string,
  outcome: 'approved' | 'completed',
  summary: string,
  when = at(),
): MemoryChange => ({ v: 1, op: 'history', session_id, summary, outcome, at: when, user: 'ci' });

describe('keys and values', () => {
  test('save keys map onto SPEC-07.31.01: architecture is its summary, gotchas adds one, <section>.<name> and <name>; case does not matter', () => {
    expect(saveKey('architecture')).toBe('architecture.summary');
    expect(saveKey(' Architecture.Summary ')).toBe('architecture.summary');
    expect(saveKey('architecture.key_files')).toBe('architecture.key_files');
    expect(saveKey('conventions.testing')).toBe('conventions.testing');
    expect(saveKey('gotchas')).toBe('gotchas');
    expect(saveKey('deploy.region')).toBe('deploy.region');
    expect(saveKey('owner')).toBe('owner');
  });

  test('bad keys are refused with USAGE naming what is wrong and what to type', () => {
    expect(failure(() => saveKey(''))).toBe('USAGE: the key is empty');
    expect(failure(() => saveKey('   '))).toBe('USAGE: the key is empty');
    expect(failure(() => saveKey('a'.repeat(201)))).toBe('USAGE: the key is 201 characters long (at most 200)');
    expect(failure(() => saveKey('a.b.c'))).toBe('USAGE: the key "a.b.c" has 3 parts; at most two: <section>.<name>');
    expect(failure(() => saveKey('a..b'))).toBe('USAGE: the key "a..b" has 3 parts; at most two: <section>.<name>');
    // A new key begins with a letter (found in review: JavaScript lists a name of digits first); a stored one still reads.
    expect(failure(() => newKey('2024'))).toBe('USAGE: the key "2024": "2024" does not begin with a letter');
    expect(failure(() => newKey('deploy.1st'))).toBe('USAGE: the key "deploy.1st": "1st" does not begin with a letter');
    expect(newKey('Deploy.Region')).toBe('deploy.region');
    expect(saveKey('2024')).toBe('2024');
    expect(failure(() => saveKey('.a'))).toBe('USAGE: the key ".a" has an empty part');
    expect(failure(() => saveKey('error handling'))).toBe(
      'USAGE: the key "error handling": "error handling" has a character a key cannot hold',
    );
    expect(failure(() => saveKey('conventions.updated_at'))).toBe(
      'USAGE: the key "conventions.updated_at": "updated_at" is a reserved name',
    );
    expect(failure(() => saveKey('__proto__.x'))).toBe(
      'USAGE: the key "__proto__.x": "__proto__" has a character a key cannot hold',
    );
    expect(failure(() => saveKey('constructor'))).toBe(
      'USAGE: the key "constructor": "constructor" is a reserved name',
    );
    expect(failure(() => saveKey('conventions'))).toBe('USAGE: a convention needs a name: conventions.<name>');
    expect(failure(() => saveKey('gotchas.2'))).toBe(
      'USAGE: "gotchas.2": a gotcha is added with the key gotchas, and changed by forgetting it and adding the new text',
    );
    expect(saveKey('a'.repeat(200))).toBe('a'.repeat(200));
  });

  test('values: trimmed, not empty, at most 4,000 characters; key_files names a file', () => {
    expect(checkValue('  pytest  ', 'conventions.testing')).toBe('pytest');
    expect(failure(() => checkValue(' \n ', 'conventions.testing'))).toBe(
      'USAGE: the value of conventions.testing is empty',
    );
    expect(failure(() => checkValue('x'.repeat(4001), 'gotchas'))).toBe(
      'USAGE: the value of gotchas is 4001 characters long (at most 4000)',
    );
    expect(checkValue('x'.repeat(4000), 'gotchas')).toHaveLength(4000);
    expect(failure(() => checkValue(' , ,', 'architecture.key_files'))).toBe(
      'USAGE: architecture.key_files names no file',
    );
  });
});

describe('applying changes', () => {
  test('the SPEC-07.31.01 example is what its saves and an approval make', () => {
    clock = Date.parse('2026-01-18T10:29:00.000Z');
    const m = applyChanges(emptyMemory('parhelia'), [
      save('gotchas', 'Modal sandbox requires dangerouslyDisableSandbox for network', 'ph-fix-modal-20260118T090000'),
      save('conventions.testing', 'pytest with async support, 80%+ coverage required'),
      save('conventions.specs', 'SPEC-XX.YY format in docs/spec/'),
      save('architecture', 'Modal-based remote execution system...'),
      save('architecture.key_files', 'src/parhelia/modal_app.py, src/parhelia/checkpoint.py'),
      history('ph-fix-auth-20260120T143022', 'approved', 'Implemented JWT authentication'),
    ]);
    expect(m).toEqual({
      project_id: 'parhelia',
      last_updated: '2026-01-18T10:35:00.000Z',
      knowledge: {
        architecture: {
          summary: 'Modal-based remote execution system...',
          key_files: ['src/parhelia/modal_app.py', 'src/parhelia/checkpoint.py'],
          updated_at: '2026-01-18T10:34:00.000Z',
        },
        conventions: {
          testing: 'pytest with async support, 80%+ coverage required',
          specs: 'SPEC-XX.YY format in docs/spec/',
          updated_at: '2026-01-18T10:32:00.000Z',
        },
        gotchas: [
          {
            description: 'Modal sandbox requires dangerouslyDisableSandbox for network',
            discovered_in: 'ph-fix-modal-20260118T090000',
            added_at: '2026-01-18T10:30:00.000Z',
          },
        ],
      },
      session_history: [
        {
          session_id: 'ph-fix-auth-20260120T143022',
          summary: 'Implemented JWT authentication',
          outcome: 'approved',
          timestamp: '2026-01-18T10:35:00.000Z',
        },
      ],
    });
    // The SPEC's order of keys: architecture, conventions, gotchas; updated_at last in a section.
    expect(Object.keys(m.knowledge)).toEqual(['architecture', 'conventions', 'gotchas']);
    expect(Object.keys(m.knowledge['conventions'] as object)).toEqual(['testing', 'specs', 'updated_at']);
    expect(memoryKeys(m)).toEqual([
      'architecture.summary',
      'architecture.key_files',
      'conventions.testing',
      'conventions.specs',
      'gotchas.1',
    ]);
  });

  test('latest wins, the newest last; a section replaces a plain item of its name and the other way round', () => {
    const m = applyChanges(emptyMemory('p'), [
      save('conventions.a', '1'),
      save('conventions.b', '2'),
      save('conventions.a', '3'),
      save('deploy', 'eu'),
      save('deploy.region', 'us'),
      save('owner', 'ann'),
      save('owner.team', 'x'),
      save('owner', 'bob'),
    ]);
    expect(m.knowledge['conventions']).toMatchObject({ b: '2', a: '3' });
    expect(Object.keys(m.knowledge['conventions'] as object)).toEqual(['b', 'a', 'updated_at']);
    expect(m.knowledge['deploy']).toEqual({ region: 'us', updated_at: expect.any(String) });
    expect(m.knowledge['owner']).toBe('bob');
    expect(Object.keys(m.knowledge)).toEqual(['conventions', 'gotchas', 'deploy', 'owner']);
  });

  test('gotchas: once per text (case and spacing aside), the first date kept; forgotten by description or all at once', () => {
    const m1 = applyChanges(emptyMemory('p'), [
      save('gotchas', 'A  thing', 's1'),
      save('gotchas', 'a thing', 's2'),
      save('gotchas', 'Other'),
    ]);
    expect(m1.knowledge.gotchas.map((g) => [g.description, g.discovered_in])).toEqual([
      ['A  thing', 's1'],
      ['Other', undefined],
    ]);
    expect(applyChanges(m1, [forget('gotchas', 'A THING')]).knowledge.gotchas.map((g) => g.description)).toEqual([
      'Other',
    ]);
    expect(applyChanges(m1, [forget('gotchas')]).knowledge.gotchas).toEqual([]);
    expect(applyChanges(m1, [forget('gotchas', 'never there')]).knowledge.gotchas).toHaveLength(2);
  });

  test('forget removes an item, a whole section, a plain item; an empty section goes; forgetting what is not there changes nothing but the date', () => {
    const m = applyChanges(emptyMemory('p'), [
      save('conventions.a', '1'),
      save('conventions.b', '2'),
      save('architecture', 'x'),
      save('owner', 'ann'),
    ]);
    const a = applyChanges(m, [forget('conventions.a')]);
    expect(a.knowledge['conventions']).toEqual({ b: '2', updated_at: a.last_updated });
    expect(applyChanges(a, [forget('conventions.b')]).knowledge['conventions']).toBeUndefined();
    expect(applyChanges(m, [forget('architecture')]).knowledge['architecture']).toBeUndefined();
    expect(applyChanges(m, [forget('owner')]).knowledge['owner']).toBeUndefined();
    const none = applyChanges(m, [forget('conventions.zzz'), forget('nothing'), forget('owner.x')]);
    expect({ ...none, last_updated: m.last_updated }).toEqual(m);
  });

  test('session history: one entry per session and outcome (a new recording replaces it), oldest first, the newest 500 kept', () => {
    const m = applyChanges(emptyMemory('p'), [
      history('s2', 'approved', 'two', '2026-02-02T00:00:00.000Z'),
      history('s1', 'approved', 'one', '2026-02-01T00:00:00.000Z'),
      history('s1', 'completed', 'one done', '2026-02-03T00:00:00.000Z'),
      history('s2', 'approved', 'two again', '2026-02-04T00:00:00.000Z'),
      history('s1', 'completed', 'one done', '2026-02-03T00:00:00.000Z'),
    ]);
    expect(m.session_history.map((e) => `${e.session_id} ${e.outcome} ${e.summary}`)).toEqual([
      's1 approved one',
      's1 completed one done',
      's2 approved two again',
    ]);
    const many = applyChanges(
      emptyMemory('p'),
      Array.from({ length: HISTORY_MAX + 5 }, (_, i) => history(`s${i}`, 'completed', `n${i}`)),
    );
    expect(many.session_history).toHaveLength(HISTORY_MAX);
    expect(many.session_history[0]!.session_id).toBe('s5');
  });

  test('the memory passed in is left alone', () => {
    const m = applyChanges(emptyMemory('p'), [save('conventions.a', '1')]);
    const copy = structuredClone(m);
    applyChanges(m, [save('conventions.a', '2'), forget('conventions'), save('gotchas', 'g')]);
    expect(m).toEqual(copy);
    expect(isEmptyMemory(emptyMemory('p'))).toBe(true);
    expect(isEmptyMemory(m)).toBe(false);
  });

  test('folding: applying changes 1..k, then k+1..n to that, is applying 1..n — for random sequences and every k (what makes snapshots safe)', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const names = ['a', 'b', 'c'];
    const sections = ['conventions', 'architecture', 'deploy', ''];
    const random = (): MemoryChange => {
      const section = sections[rand(4)]!;
      const key = section ? `${section}.${names[rand(3)]}` : names[rand(3)]!;
      switch (rand(6)) {
        case 0:
          return save('gotchas', `gotcha ${rand(4)}`, `s${rand(3)}`);
        case 1:
          return rand(2) ? forget('gotchas', `GOTCHA ${rand(4)}`) : forget(rand(3) ? section || key : 'gotchas');
        case 2:
          return history(
            `s${rand(5)}`,
            rand(2) ? 'approved' : 'completed',
            `summary ${rand(3)}`,
            new Date(Date.parse('2026-03-01T00:00:00Z') + rand(10) * 1000).toISOString(),
          );
        case 3:
          return forget(key);
        default:
          return save(key === 'architecture.c' ? 'architecture.key_files' : key, `v${rand(100)}, w${rand(3)}`);
      }
    };
    for (let run = 0; run < 40; run++) {
      const changes = Array.from({ length: 30 }, random);
      const whole = applyChanges(emptyMemory('p'), changes);
      for (let k = 0; k <= changes.length; k++) {
        const snapshot = JSON.parse(
          JSON.stringify(applyChanges(emptyMemory('p'), changes.slice(0, k))),
        ) as ProjectMemory;
        expect(applyChanges(checkMemory(snapshot, 'snapshot'), changes.slice(k))).toEqual(whole);
      }
    }
  });
});

describe('laying memory saved before signing under the signed one (memory adopt)', () => {
  test('for random memories: the same as applying the older changes, then the newer ones (without forgets: one of an item only the older memory holds cannot be replayed); the newer wins, nothing of the older is lost', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const keys = ['conventions.a', 'conventions.b', 'architecture', 'architecture.key_files', 'deploy.region', 'plain'];
    const some = (n: number, forgets: boolean) =>
      Array.from({ length: n }, (): MemoryChange => {
        const r = rand(5);
        if (r === 0) return save('gotchas', `gotcha ${rand(6)}`, rand(2) ? `s${rand(3)}` : undefined);
        if (r === 1) return history(`s${rand(5)}`, rand(2) ? 'approved' : 'completed', `summary ${rand(3)}`);
        if (r === 2 && forgets)
          return forget(
            keys[rand(keys.length)]!.replace('architecture', 'architecture.summary').replace(
              '.summary.key_files',
              '.key_files',
            ),
          );
        return save(keys[rand(keys.length)]!, `v${rand(100)}, w${rand(3)}`);
      });
    for (let run = 0; run < 30; run++) {
      const older = some(20, true);
      const newer = some(10, false);
      const laid = overlay(applyChanges(emptyMemory('p'), older), applyChanges(emptyMemory('p'), newer));
      const whole = applyChanges(emptyMemory('p'), [...older, ...newer]);
      expect(laid.knowledge).toEqual(whole.knowledge);
      expect(laid.session_history).toEqual(whole.session_history);
      expect(laid.last_updated).toBe(whole.last_updated);
    }
  });
});

describe('copying a memory (memory migrate)', () => {
  test('the changes that recreate a memory give its items, gotchas and sessions with their dates, for random memories; applied twice they change nothing', () => {
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const keys = ['conventions.a', 'conventions.b', 'architecture', 'architecture.key_files', 'deploy.region', 'plain'];
    for (let run = 0; run < 30; run++) {
      const changes = Array.from({ length: 25 }, (): MemoryChange => {
        const r = rand(5);
        if (r === 0) return save('gotchas', `gotcha ${rand(6)}`, rand(2) ? `s${rand(3)}` : undefined);
        if (r === 1) return history(`s${rand(5)}`, rand(2) ? 'approved' : 'completed', `summary ${rand(3)}`);
        if (r === 2)
          return forget(
            keys[rand(keys.length)]!.replace('architecture', 'architecture.summary').replace(
              '.summary.key_files',
              '.key_files',
            ),
          );
        return save(keys[rand(keys.length)]!, `v${rand(100)}, w${rand(3)}`);
      });
      const whole = applyChanges(emptyMemory('old'), changes);
      const copy = applyChanges(emptyMemory('new'), changesRecreating(whole, 'me', '2030-01-01T00:00:00.000Z'));
      expect(copy.knowledge).toEqual(whole.knowledge);
      expect(copy.session_history).toEqual(whole.session_history);
      expect(applyChanges(copy, changesRecreating(whole, 'me', '2030-01-01T00:00:00.000Z'))).toEqual(copy);
    }
    expect(changesRecreating(emptyMemory('old'), 'me', '2030-01-01T00:00:00.000Z')).toEqual([]);
  });

  test('a newer item of the target wins over the copy of an older one: the store applies changes in time order, and a copy keeps the old time', () => {
    const old = applyChanges(emptyMemory('old'), [save('conventions.testing', 'pytest')]);
    const newer = save('conventions.testing', 'vitest');
    const inTimeOrder = [...changesRecreating(old, 'me', at()), newer].sort((a, b) => (a.at < b.at ? -1 : 1));
    expect(inTimeOrder.at(-1)).toBe(newer);
    expect(applyChanges(emptyMemory('new'), inTimeOrder).knowledge['conventions']).toMatchObject({ testing: 'vitest' });
  });
});

describe('what forget names', () => {
  const m = applyChanges(emptyMemory('acme-app'), [
    save('conventions.testing', 'pytest'),
    save('architecture', 'x'),
    save('gotchas', 'Flaky network in CI'),
    save('gotchas', 'The network mock leaks'),
    save('gotchas', 'Ports below 1024'),
  ]);

  test('gotchas (all), gotchas.<n>, a key in the memory (an item or a section), else the one gotcha containing the text', () => {
    expect(forgetTarget(m, 'gotchas')).toEqual({ key: 'gotchas', removed: 3 });
    expect(forgetTarget(m, 'gotchas.2')).toEqual({ key: 'gotchas', gotcha: 'The network mock leaks', removed: 1 });
    expect(forgetTarget(m, 'Conventions.Testing')).toEqual({ key: 'conventions.testing', removed: 1 });
    expect(forgetTarget(m, 'conventions')).toEqual({ key: 'conventions', removed: 1 });
    expect(forgetTarget(m, 'architecture')).toEqual({ key: 'architecture', removed: 1 });
    expect(forgetTarget(m, 'ports  BELOW')).toEqual({ key: 'gotchas', gotcha: 'Ports below 1024', removed: 1 });
  });

  test('nothing so named: NOT_FOUND listing the keys; several gotchas: AMBIGUOUS naming their numbers; empty: USAGE', () => {
    expect(failure(() => forgetTarget(m, 'network'))).toBe('AMBIGUOUS: 2 gotchas contain "network"');
    try {
      forgetTarget(m, 'network');
    } catch (err) {
      expect((err as CheckpointError).hint).toBe('forget one by its number: gotchas.1, gotchas.2');
    }
    expect(failure(() => forgetTarget(m, 'conventions.lint'))).toBe(
      'NOT_FOUND: nothing in the memory of acme-app is called "conventions.lint"',
    );
    try {
      forgetTarget(m, 'conventions.lint');
    } catch (err) {
      expect((err as CheckpointError).hint).toBe(
        'its keys: architecture.summary, conventions.testing, gotchas.1, gotchas.2, gotchas.3',
      );
    }
    expect(failure(() => forgetTarget(m, 'gotchas.4'))).toBe('NOT_FOUND: the memory of acme-app has no gotcha 4');
    expect(failure(() => forgetTarget(m, 'gotchas.0'))).toBe('NOT_FOUND: the memory of acme-app has no gotcha 0');
    expect(failure(() => forgetTarget(emptyMemory('p'), 'gotchas'))).toBe('NOT_FOUND: the memory of p has no gotchas');
    expect(failure(() => forgetTarget(m, '  '))).toBe('USAGE: the key to forget is empty');
  });
});

describe('hostile documents', () => {
  const where = 'vol/memory/p/changes/X.json';
  const good = {
    v: 1,
    op: 'save',
    key: 'conventions.testing',
    value: 'pytest',
    at: '2026-01-18T10:00:00.000Z',
    user: 'ann',
  };

  test('a change is read only when every field is as a writer writes it', () => {
    expect(parseChange(JSON.stringify(good), where)).toEqual(good);
    expect(
      parseChange(JSON.stringify({ v: 1, op: 'forget', key: 'gotchas', value: 'x', at: good.at, user: 'a' }), where),
    ).toMatchObject({ op: 'forget', value: 'x' });
    expect(
      parseChange(
        JSON.stringify({
          v: 1,
          op: 'history',
          session_id: 's',
          summary: '',
          outcome: 'completed',
          at: good.at,
          user: 'a',
        }),
        where,
      ),
    ).toMatchObject({ op: 'history', summary: '' });
    const bad: [unknown, string][] = [
      ['[1]', 'not a JSON object'],
      [{ ...good, v: 2 }, 'version 2 is not 1 (written by a newer pai-checkpoint?)'],
      [{ ...good, at: 'yesterday' }, 'no valid "at" and "user"'],
      [{ ...good, user: '' }, 'no valid "at" and "user"'],
      [{ ...good, op: 'drop' }, 'unknown op "drop"'],
      [{ ...good, key: 'architecture' }, 'key "architecture" is not as stored'],
      [{ ...good, key: 'Conventions.testing' }, 'key "Conventions.testing" is not as stored'],
      [{ ...good, key: '__proto__' }, 'the key "__proto__": "__proto__" has a character a key cannot hold'],
      [{ ...good, key: 'constructor.x' }, 'the key "constructor.x": "constructor" is a reserved name'],
      [{ ...good, value: 7 }, 'no valid "value"'],
      [{ ...good, value: ' padded ' }, 'no valid "value"'],
      [{ ...good, value: 'x'.repeat(4001) }, 'no valid "value"'],
      [{ ...good, op: 'forget', key: 'conventions.testing', value: 'x' }, 'an invalid "value"'],
      [{ ...good, op: 'forget', key: 'gotchas.1' }, 'a gotcha is forgotten by its description, not its number'],
      [
        { v: 1, op: 'history', session_id: 's', summary: 'x', outcome: 'merged', at: good.at, user: 'a' },
        'no valid "session_id", "summary" and "outcome"',
      ],
    ];
    for (const [doc, why] of bad)
      expect(failure(() => parseChange(typeof doc === 'string' ? doc : JSON.stringify(doc), where))).toBe(
        `INVALID_DATA: ${where}: ${why}`,
      );
    expect(failure(() => parseChange('{"v":1,', where))).toMatch(/^INVALID_DATA: vol\/memory\/p\/changes\/X.json: /);
  });

  test('a memory document is rebuilt field by field; a name no key makes, a wrong type or a missing date is refused', () => {
    const m = applyChanges(emptyMemory('p'), [
      save('conventions.a', '1'),
      save('gotchas', 'g'),
      save('owner', 'ann'),
      history('s', 'approved', 'x'),
    ]);
    expect(checkMemory(JSON.parse(JSON.stringify(m)), 'w')).toEqual(m);
    const broken: [(x: any) => void, string][] = [
      [(x) => delete x.project_id, 'not a project memory (no "project_id")'],
      [(x) => (x.last_updated = 5), 'an invalid "last_updated"'],
      [(x) => (x.knowledge.gotchas = {}), '"gotchas" is not a list'],
      [(x) => (x.knowledge.gotchas[0].added_at = 'no'), 'a gotcha without a valid "description" and "added_at"'],
      [(x) => (x.knowledge['Bad Name'] = 'x'), 'a knowledge name "Bad Name" that no key makes'],
      [(x) => (x.knowledge.owner = 3), 'knowledge "owner" is neither a text nor a section'],
      [(x) => (x.knowledge.conventions.b = { deep: 1 }), 'item "b" is neither a text nor a list of texts'],
      [(x) => delete x.knowledge.conventions.updated_at, 'no valid "updated_at"'],
      [
        (x) => (x.session_history[0].outcome = 'merged'),
        'a session_history entry without a valid "session_id", "summary", "outcome" and "timestamp"',
      ],
    ];
    for (const [spoil, why] of broken) {
      const doc = JSON.parse(JSON.stringify(m));
      spoil(doc);
      expect(failure(() => checkMemory(doc, 'w'))).toBe(
        why.startsWith('item') || why.startsWith('no valid "updated')
          ? `INVALID_DATA: w: conventions: ${why}`
          : `INVALID_DATA: w: ${why}`,
      );
    }
    // JSON.parse makes "__proto__" an own key: refused, never assigned (which would set a prototype).
    expect(
      failure(() =>
        checkMemory(
          JSON.parse(
            '{"project_id":"p","last_updated":null,"knowledge":{"gotchas":[],"__proto__":{"updated_at":"2026-01-01T00:00:00Z","x":"y"}},"session_history":[]}',
          ),
          'w',
        ),
      ),
    ).toBe('INVALID_DATA: w: a knowledge name "__proto__" that no key makes');
  });
});
