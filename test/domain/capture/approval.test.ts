import { expect, test } from 'vitest';
import { BUILTIN_POLICIES, type Config } from '../../../src/core/config.js';
import { TRIGGERS } from '../../../src/core/triggers.js';
import { approvalFor } from '../../../src/domain/capture/approval.js';

const config = (defaultPolicy: string, escalation: Config['approval']['escalation'] = {}): Config['approval'] => ({
  defaultPolicy,
  policies: BUILTIN_POLICIES,
  escalation,
});
const calm = { costUsd: 0.1, hours: 0.5, errors: 0 };

test("the built-in policies (SPEC-07.20.02, with this plugin's other triggers): which triggers are pending", () => {
  const pending = (p: string) =>
    TRIGGERS.filter((trigger) => approvalFor(config(p), { trigger, ...calm }).status === 'pending');
  expect(pending('auto')).toEqual(['error', 'complete', 'crash']); // a crash is reviewed like an error
  expect(pending('review')).toEqual(['error', 'shutdown', 'detach', 'complete', 'crash']);
  expect(pending('strict')).toEqual([...TRIGGERS]);
  expect(approvalFor(config('auto'), { trigger: 'periodic', ...calm })).toEqual({
    status: 'auto_approved',
    policy: 'auto',
  });
});

test('escalation: any threshold crossed makes an auto-approved checkpoint pending, naming each', () => {
  const c = config('auto', { costUsd: 5, durationHours: 4, errorCount: 3 });
  expect(approvalFor(c, { trigger: 'stop', costUsd: 5, hours: 4, errors: 2 }).status).toBe('auto_approved'); // at the thresholds, not over
  expect(approvalFor(c, { trigger: 'stop', costUsd: 5.5, hours: 4.25, errors: 3 })).toEqual({
    status: 'pending',
    policy: 'auto',
    reason: 'escalated: session cost $5.50 over $5; session running 4.3 h, over 4 h; 3 failed tool call(s), 3 or more',
  });
  expect(approvalFor(c, { trigger: 'stop', costUsd: 0, hours: undefined, errors: 0 }).status).toBe('auto_approved'); // no start time known: no duration escalation
  // A trigger the policy reviews anyway gives the policy's reason.
  expect(approvalFor(c, { trigger: 'error', costUsd: 9, hours: 9, errors: 9 }).reason).toBe(
    'policy auto requires review of error checkpoints',
  );
});
