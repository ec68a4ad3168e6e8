/**
 * The issue tracker contract, run against every tracker (as test/storage/contract.ts is against
 * every backend): a tracker's factory starts a stand-in of its service holding one open issue,
 * writes the configuration a user would, and says what the stand-in holds of an issue. The
 * tracker is opened through the registry (domain/trackers/index.ts) as the sender opens it.
 * Whole sessions against the same stand-ins are in test/app/trackers.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../../../src/core/config.js';
import { TRACKERS, type TrackerName } from '../../../src/domain/trackers/index.js';
import { checkpointReference, type TrackerOp } from '../../../src/domain/trackers/ops.js';
import { runTrackerOp } from '../../../src/domain/trackers/run.js';
import { sandbox } from '../../helpers.js';

/** A tracker's service (or file), started for one test with one open issue. */
export interface TrackerStandIn {
  /** The `[integrations.<name>]` lines, credentials as `${VAR}`. */
  toml: string[];
  /** The variables they use (credentials). */
  env: Record<string, string>;
  /** The open issue it holds, and an id it has no issue of. */
  issue: string;
  unknown: string;
  /** What it holds of an issue now: the comments (or notes) on it, and whether it is closed. */
  state(id: string): { comments: string[]; closed: boolean };
  close(): Promise<void>;
}

export interface TrackerFactory {
  tracker: TrackerName;
  /** Its name in the suite, when a tracker runs through it more than one way (default: the tracker's). */
  name?: string;
  /** Whether pai-checkpoint opens issues in it (Beads: no, `bd create` does). */
  creates: boolean;
  /** Whether it takes credentials (a local file does not). */
  credentials: boolean;
  /** A stand-in that answers, or (with credentials) one that refuses every request, echoing the credentials it was sent. */
  start(project: string, mode: 'accept' | 'refuse'): Promise<TrackerStandIn>;
}

export function trackerContract(factory: TrackerFactory): void {
  describe(`tracker contract: ${factory.name ?? factory.tracker}`, () => {
    const open: TrackerStandIn[] = [];
    afterEach(async () => {
      for (const s of open.splice(0)) await s.close();
    });
    const setup = async (mode: 'accept' | 'refuse' = 'accept') => {
      const sb = sandbox();
      const s = await factory.start(sb.project, mode);
      open.push(s);
      mkdirSync(sb.paths.paiDir, { recursive: true });
      writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `${s.toml.join('\n')}\n`);
      const config: Config = await loadConfig({ paiDir: sb.paths.paiDir, env: s.env });
      const op = (kind: 'comment' | 'start' | 'close', id = s.issue, body = 'a comment'): TrackerOp => ({
        kind,
        issue: { tracker: factory.tracker, id },
        body,
        project: sb.project,
      });
      const tracker = () =>
        TRACKERS[factory.tracker].open(config, op('comment'), {
          env: s.env,
          now: () => new Date('2026-11-25T10:00:00.000Z'),
          secrets: [],
        });
      return { s, config, op, tracker };
    };

    test('getIssue: the issue it holds; undefined for one it has not', async () => {
      const { s, tracker } = await setup();
      expect(await tracker().getIssue(s.issue)).toMatchObject({ tracker: factory.tracker, id: s.issue });
      expect(await tracker().getIssue(s.unknown)).toBeUndefined();
    });

    test('linkCheckpoint comments with the checkpoint reference; started stays open; completed closes', async () => {
      const { s, tracker } = await setup();
      await tracker().linkCheckpoint(s.issue, '01CKPT', 'sess-c');
      expect(s.state(s.issue)).toEqual({ comments: [checkpointReference('01CKPT', 'sess-c')], closed: false });
      await tracker().updateIssue(s.issue, { status: 'started', comment: 'started here' });
      expect(s.state(s.issue)).toEqual({
        comments: [checkpointReference('01CKPT', 'sess-c'), 'started here'],
        closed: false,
      });
      await tracker().updateIssue(s.issue, { status: 'completed', comment: 'done here' });
      expect(s.state(s.issue)).toMatchObject({ comments: expect.arrayContaining(['done here']), closed: true });
    });

    test('an issue it does not hold: updateIssue fails, nothing changes', async () => {
      const { s, tracker } = await setup();
      await expect(tracker().updateIssue(s.unknown, { comment: 'x' })).rejects.toThrow();
      expect(s.state(s.issue)).toEqual({ comments: [], closed: false });
    });

    test('createIssue: an issue getIssue then finds, or a USAGE error saying where to open it', async () => {
      const { tracker } = await setup();
      if (!factory.creates) {
        await expect(tracker().createIssue('t', 'b')).rejects.toMatchObject({ code: 'USAGE' });
        return;
      }
      const created = await tracker().createIssue('pai-checkpoint: session x needs attention', 'body');
      expect(created).toMatchObject({ tracker: factory.tracker, id: expect.any(String) });
      expect(await tracker().getIssue(created.id)).toMatchObject({ tracker: factory.tracker, id: created.id });
    });

    test("the sender's side: an operation carried out says what was done; one on an unknown issue fails", async () => {
      const { s, config, op } = await setup();
      const now = () => new Date('2026-11-25T10:00:00.000Z');
      expect(await runTrackerOp(config, op('close', s.issue, 'closing'), s.env, now)).toEqual({
        ok: true,
        detail: `closed ${factory.tracker} ${s.issue}`,
      });
      expect(s.state(s.issue)).toEqual({ comments: ['closing'], closed: true });
      expect(await runTrackerOp(config, op('comment', s.unknown), s.env, now)).toMatchObject({
        ok: false,
        error: expect.any(String),
      });
    });

    test.runIf(factory.credentials)(
      'credentials: an unset ${VAR} is an error naming the field; a service that echoes them never gets them into the error',
      async () => {
        const { s, config, op } = await setup('refuse');
        const now = () => new Date();
        const [name, secret] = Object.entries(s.env)[0]!;
        const unset = await runTrackerOp(config, op('comment'), {}, now);
        expect(unset).toEqual({
          ok: false,
          error: expect.stringMatching(
            new RegExp(`^integrations\\.${factory.tracker}\\.\\w+ uses \\$\\{${name}\\}, which is not set$`),
          ),
        });
        const refused = await runTrackerOp(config, op('comment'), s.env, now);
        expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('HTTP 401') });
        expect(refused.ok ? '' : refused.error).not.toContain(secret);
      },
    );
  });
}
