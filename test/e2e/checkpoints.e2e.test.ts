/**
 * Session checkpoints with the REAL Claude Code binary: a scripted session that edits files with
 * Write AND Bash produces phase, periodic and stop checkpoints on the volume; their archives hold
 * the Bash-made change (which Claude Code's own /rewind would not), and the conversation collector
 * reads the transcript the binary wrote.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { summarizeTranscript } from '../../src/domain/transcript/conversation.js';
import { captureRunning, hasTickets } from '../../src/domain/session/queue.js';
import { checkedTree, contentTreeOf, writeTree } from '../../src/domain/restore/content.js';
import { readManifest, withEnvironment } from '../../src/domain/volume/read.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { verifyCheckpoint } from '../../src/domain/volume/verify.js';
import { paiPaths } from '../../src/core/paths.js';
import { LocalVolume } from '../../src/storage/local.js';
import { startFakeApi } from './fake-api.js';
import {
  cleanupTempDirs,
  makeHome,
  makeTempDir,
  REPO_ROOT,
  startTmuxClaude,
  transcriptPath,
  waitUntil,
} from './harness.js';
import { HEADER, taskLine } from './pai.js';

afterAll(() => cleanupTempDirs());

describe('session checkpoints from a real session', () => {
  test('Write + Bash edits → phase, periodic and stop checkpoints; the archives contain the Bash change', async () => {
    const cwd = makeTempDir('pai-e2e-ckpt-');
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
    const home = makeHome(cwd);
    const pai = paiPaths({ paiDir: path.join(home.dir, '.pai') });
    fs.mkdirSync(pai.paiDir, { recursive: true });
    fs.writeFileSync(
      path.join(pai.paiDir, 'checkpoint.toml'),
      '[capture]\nperiodic_seconds = 1\n[mcp]\nquery_servers = false\n',
    );
    const api = await startFakeApi([
      (ctx) => [
        { type: 'text', text: `${taskLine('Write a greeting with Bash')}\n${HEADER[1]}` },
        {
          type: 'tool_use',
          name: 'Write',
          input: { file_path: path.join(ctx.cwd ?? cwd, 'written.txt'), content: 'by Write\n' },
        },
      ],
      [
        {
          type: 'tool_use',
          name: 'Bash',
          input: { command: 'sleep 1.5; echo "made by Bash" > bash-made.txt', description: 'slow edit' },
        },
      ],
      [
        { type: 'text', text: HEADER[2] },
        { type: 'tool_use', name: 'Bash', input: { command: 'echo "and more" >> bash-made.txt', description: 'edit' } },
      ],
      // A slow step without a phase change, so the turn's end (Stop) is not folded into the THINK
      // capture; it changes a file every half second, so a periodic tick (due 1 s after the last
      // capture was asked for) always finds a change: a step that only slept let every tick find
      // nothing new on a loaded machine (the phase capture already held the last edit), and no
      // periodic checkpoint was taken.
      [
        {
          type: 'tool_use',
          name: 'Bash',
          input: { command: 'for i in 1 2 3 4 5 6 7 8; do echo $i > ticks.txt; sleep 0.5; done', description: 'wait' },
        },
      ],
      'Done.',
    ]);
    // Interactive (tmux), so that the turn's end (Stop) and the session's end are apart in time.
    const session = startTmuxClaude({
      home,
      cwd,
      apiUrl: api.url,
      args: [],
      pluginDirs: [REPO_ROOT],
      allowedTools: 'Write Edit Read Bash',
    });
    try {
      await session.waitForReady(30_000);
      await session.submit('Write a greeting');
      await session.waitFor(/Done\./, 60_000);
      const sid = (await waitUntil(
        () =>
          fs
            .readdirSync(pai.sessionsDir)
            .find((f) => f.endsWith('.json'))
            ?.slice(0, -5),
        10_000,
      ))!;
      const volume = new LocalVolume(path.join(pai.paiDir, 'volume'));
      // A request that arrives while a capture runs is coalesced into the next capture (recorded as
      // its most significant trigger; the others in coalesced_triggers): on a loaded machine the
      // turn's end (stop) can ride along with a phase capture, and a periodic request with a stop.
      const standingFor = async (trigger: string) => {
        for (const e of (await loadIndex(volume, sid)).checkpoints.slice().reverse()) {
          const m = await readManifest(volume, sid, e.id);
          if (m && [m.trigger, ...((m['coalesced_triggers'] as string[] | undefined) ?? [])].includes(trigger))
            return m;
        }
        return undefined;
      };
      await waitUntil(() => standingFor('stop'), 60_000).catch((err: Error) => {
        // Say why: the worker's log, the queue and the index.
        const log = fs.existsSync(pai.logFile) ? fs.readFileSync(pai.logFile, 'utf8') : '(no plugin.log)';
        throw new Error(
          `${err.message}\nplugin.log:\n${log}\ncaptures: ${fs.readdirSync(path.join(pai.stateDir, 'captures')).join(', ')}`,
        );
      });
      await session.kill();
      await waitUntil(() => (!captureRunning(pai, sid) && !hasTickets(pai, sid)) || undefined, 60_000);
      const store = new LocalVolume(path.join(pai.paiDir, 'volume'));
      const entries = (await loadIndex(store, sid)).checkpoints;
      const manifests = await Promise.all(entries.map((e) => readManifest(store, sid, e.id)));
      const triggers = manifests.flatMap((m) => [
        m!.trigger,
        ...((m!['coalesced_triggers'] as string[] | undefined) ?? []),
      ]);
      expect(triggers).toEqual(expect.arrayContaining(['phase', 'periodic', 'stop']));
      for (const e of entries) expect(await verifyCheckpoint(store, sid, e.id)).toMatchObject({ ok: true });

      // Phase checkpoints carry the ids of the phase records.
      const records = fs
        .readdirSync(pai.checkpointsDir)
        .filter((f) => f.startsWith('ckpt-'))
        .map(
          (f) =>
            JSON.parse(fs.readFileSync(path.join(pai.checkpointsDir, f), 'utf8')) as {
              id: string;
              phaseNumber: number;
            },
        );
      const phaseIds = entries.filter((e) => e.trigger === 'phase').map((e) => e.id);
      expect(phaseIds.length).toBeGreaterThan(0);
      for (const id of phaseIds) expect(records.map((x) => x.id)).toContain(id);

      // The stop checkpoint's workspace holds the file Bash made (after both edits).
      const stop = (await standingFor('stop'))!;
      const out = makeTempDir('pai-e2e-out-');
      const m0 = (await readManifest(store, sid, stop.id))!;
      await writeTree(store, await checkedTree(store, contentTreeOf(m0)!), out);
      expect(fs.readFileSync(path.join(out, 'bash-made.txt'), 'utf8')).toBe('made by Bash\nand more\n');
      expect(fs.readFileSync(path.join(out, 'written.txt'), 'utf8')).toBe('by Write\n');
      const m = (await readManifest(store, sid, stop.id))!;
      expect(m.conversation).toMatchObject({ has_resume_token: true });
      expect(m.metrics.tools_invoked).toEqual(expect.arrayContaining(['Bash', 'Write']));
      expect((await withEnvironment(store, m)).environment?.claude_code?.version).toBe('2.1.197'); // (2.1: from environment.json)

      // The conversation collector on the transcript the binary wrote.
      const s = (await summarizeTranscript(transcriptPath(home, cwd, sid)))!;
      expect(s).toMatchObject({
        turn_count: 1,
        pending_tool_calls: [],
        claude_version: '2.1.197',
        first_prompt: 'Write a greeting',
      });
      expect(s.tools).toMatchObject({ Write: 1, Bash: 3 });
      expect(s.files_modified).toEqual([path.join(cwd, 'written.txt')]);
      expect(s.tokens.total).toBeGreaterThan(0);
      expect(s.last_message_uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(fs.existsSync(pai.logFile) ? fs.readFileSync(pai.logFile, 'utf8') : '').not.toContain(' error: ');
    } finally {
      await session.kill();
      await api.close();
    }
  }, 150_000);
});
