/**
 * Issue 17 with the REAL Claude Code binary: the scripted model runs `rm -rf data/` — a
 * `pre_risky` checkpoint is taken before the command runs (PreToolUse, hooks/risky.sh then the
 * Node hook), it holds data/, and `restore` brings data/ back; an ordinary Bash call starts no
 * Node hook. A subagent's start and stop give a `handoff` checkpoint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { startFakeApi, type MessagesRequest, type ScriptTurn } from './fake-api.js';
import { REPO_ROOT, STREAM_ARGS, cleanupTempDirs, hookEvents, killProcessesInDir, makeHome, makeTempDir, runClaude } from './harness.js';
import { hookFailures, runCli, waitForPlugin } from './pai.js';

afterAll(() => cleanupTempDirs());

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'Bash', input: { command, description: 'run' } });
const agentTool = (req: MessagesRequest) => req.tools?.find((t) => t.name === 'Agent' || t.name === 'Task')?.name ?? 'Agent';

test('rm -rf data/ gets a pre_risky checkpoint first, which restore brings data/ back from; a subagent gives a handoff checkpoint', async () => {
  const cwd = makeTempDir('pai-e2e-risky-');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd });
  const home = makeHome(cwd);
  const api = await startFakeApi((k: number, req: MessagesRequest): ScriptTurn => {
    if (JSON.stringify(req.messages[0]).includes('Say done.')) return 'Subagent done.'; // the subagent
    if (k === 0) return [bash('mkdir -p data && printf precious > data/a.txt && printf kept > data/b.txt')];
    if (k === 1) return [bash('rm -rf data/')];
    if (k === 2) return [{ type: 'tool_use', name: agentTool(req), input: { subagent_type: 'general-purpose', description: 'Look around', prompt: 'Say done.' } }];
    return 'Cleaned up.';
  });
  try {
    const r = await runClaude({ home, cwd, apiUrl: api.url, args: ['-p', 'Make data, then remove it', ...STREAM_ARGS], pluginDirs: [REPO_ROOT], allowedTools: 'Bash Agent Task', env: { PAI_CHECKPOINT_PERIODIC_SECONDS: '0' }, timeoutMs: 120_000 });
    expect(r.code, r.stderr.slice(-500)).toBe(0);
    expect(hookFailures(r.events)).toEqual([]);
    expect(fs.existsSync(path.join(cwd, 'data'))).toBe(false); // the command ran
    // The hook said what it did: only for the risky call.
    const said = hookEvents(r.events, 'PreToolUse').map((e) => JSON.stringify(e)).filter((t) => t.includes('pai-checkpoint'));
    expect(said).toHaveLength(1);
    const id = /checkpoint (\w{26}) taken before `rm -rf data\/` \(rm -r\)/.exec(said[0]!)?.[1];
    expect(id, said[0]).toBeDefined();
    await waitForPlugin(home);

    const rows = (JSON.parse(runCli(home, ['list', '--json', '--session', r.sessionId!], { cwd })) as { rows: { id: string; trigger: string }[] }).rows;
    const risky = rows.find((x) => x.id === id);
    expect(risky).toMatchObject({ trigger: 'pre_risky' });
    const inspect = JSON.parse(runCli(home, ['inspect', id!, '--json'], { cwd })) as { checkpoint: { risky: unknown; name: string } };
    expect(inspect.checkpoint).toMatchObject({ name: 'before rm -r', risky: { command: 'rm -rf data/', rule: 'rm -r' } });
    expect(runCli(home, ['inspect', id!], { cwd })).toContain('Before:    `rm -rf data/` (rm -r): the files as they were before it ran');
    // A handoff checkpoint (the subagent's start and stop; it outranks the turn's stop when coalesced with it).
    expect(rows.some((x) => x.trigger === 'handoff'), JSON.stringify(rows)).toBe(true);

    const out = makeTempDir('pai-e2e-risky-restored-');
    runCli(home, ['restore', id!, '--to', out, '--yes', '--no-tmux'], { cwd });
    expect(fs.readFileSync(path.join(out, 'data', 'a.txt'), 'utf8')).toBe('precious');
    expect(fs.readFileSync(path.join(out, 'data', 'b.txt'), 'utf8')).toBe('kept');
  } finally {
    await waitForPlugin(home).catch(() => undefined);
    killProcessesInDir(cwd);
    await api.close();
  }
}, 180_000);
