/**
 * Which checkpoint a resume picks, and what names it (issue items 20 and 21).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { projectDirName } from '../../../src/domain/restore/restore.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, sandbox, userLine, writeLines } from '../../helpers.js';

const SID = '3f2a9c1e-7b44-4d1a-9e0f-1234567890ab';
const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};

async function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const p = sb.project;
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: p, env: ENV });
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  const transcript = join(sb.claudeDir, 'projects', projectDirName(p), `${SID}.jsonl`);
  mkdirSync(join(sb.claudeDir, 'projects', projectDirName(p)), { recursive: true });
  writeLines(transcript, [userLine('Improve a.txt'), assistantLine([{ type: 'text', text: 'Editing.' }])]);
  saveSession(sb.paths, { ...newSession(SID, p, p, new Date()), transcriptPath: transcript });
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/true',
  };
  const run = (cwd: string, ...argv: string[]) => main(argv, defaultCliEnv({ cwd, env, warnings: [] }));
  const create = async () => JSON.parse((await run(p, 'create', '--session', SID, '--json')).stdout).id as string;
  return { ...sb, run, create, transcript };
}

/** Everything under a folder, with contents: to prove a command changed nothing. */
function snapshot(dir: string): string {
  if (!existsSync(dir)) return '(none)';
  return (
    readdirSync(dir, { recursive: true, withFileTypes: true }) as {
      name: string;
      parentPath: string;
      isFile(): boolean;
    }[]
  )
    .map(
      (e) => `${join(e.parentPath, e.name)}${e.isFile() ? `=${readFileSync(join(e.parentPath, e.name), 'utf8')}` : ''}`,
    )
    .sort()
    .join('\n');
}

describe('resume picks the session`s own newest checkpoint', () => {
  test('20. a rollback`s safety checkpoint (newer, filed under the same session) never outranks the session`s own', async () => {
    const { run, create, project: p } = await setup();
    const older = await create();
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const own = await create();
    writeFileSync(join(p, 'a.txt'), 'v3, broken\n');
    const rb = JSON.parse((await run(p, 'rollback', older, '--yes', '--json')).stdout);
    const dry = JSON.parse((await run(p, 'resume', SID, '--print', '--json')).stdout);
    expect(dry.checkpointId).toBe(own);
    expect(dry.checkpointId).not.toBe(rb.safetyCheckpoint);
    const sessions = JSON.parse((await run(p, 'sessions', '--json')).stdout);
    expect(sessions[0]).toMatchObject({ sessionId: SID, lastCheckpoint: own });
  });

  test('20. resume --print is a dry run: with the workspace and transcript gone, nothing is restored or recorded', async () => {
    const { run, create, project: p, transcript, paths, home } = await setup();
    const paiDir = paths.paiDir;
    await create();
    rmSync(p, { recursive: true });
    rmSync(transcript);
    const before = [snapshot(paiDir), snapshot(join(home, '.claude'))];
    const r = await run(home, 'resume', SID, '--print', '--set', 'x=y', '--json');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ wouldRestore: { workspace: true, transcript: true }, started: false });
    expect(existsSync(p)).toBe(false);
    expect([snapshot(paiDir), snapshot(join(home, '.claude'))]).toEqual(before);
  });
});

describe('ids and session names', () => {
  test.each([
    ['a typo', 'NOPE-TYPO', 3, /no session checkpoint "NOPE-TYPO"/],
    ['a path', '../../x', 3, /no session checkpoint "\.\.\/\.\.\/x"/],
  ])('21. --from %s matches nothing: exit %s naming it, nothing touched', async (_name, from, code, re) => {
    const { run, create, project: p, paths } = await setup();
    const paiDir = paths.paiDir;
    await create();
    const before = snapshot(paiDir);
    const r = await run(p, 'resume', SID, '--from', from, '--print');
    expect(r.exitCode).toBe(code);
    expect(r.stderr).toMatch(re);
    expect(snapshot(paiDir)).toBe(before);
  });

  test('21. an ambiguous prefix is a usage error listing the matches; a session that does not exist is exit 3', async () => {
    const { run, create, project: p } = await setup();
    const a = await create();
    const b = await create();
    const common = [...a].findIndex((ch, i) => ch !== b[i]);
    const r = await run(p, 'resume', SID, '--from', a.slice(0, common), '--print');
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/matches 2 checkpoints/);
    const none = await run(p, 'resume', 'ffffffff', '--print');
    expect(none.exitCode).toBe(3);
    expect(none.stderr).toMatch(/no session or checkpoint "ffffffff"/);
  });

  test('21. the 8 characters the banner shows name the session in resume, recover and sessions', async () => {
    const { run, create, project: p } = await setup();
    const id = await create();
    const short = SID.slice(0, 8);
    expect(JSON.parse((await run(p, 'resume', short, '--print', '--json')).stdout)).toMatchObject({
      sessionId: SID,
      checkpointId: id,
    });
    expect(JSON.parse((await run(p, 'recover', short, '--json')).stdout)).toMatchObject({
      sessionId: SID,
      action: 'listed',
    });
    expect(JSON.parse((await run(p, 'recover', short, '--print', '--json')).stdout)).toMatchObject({
      sessionId: SID,
      action: 'resumed',
      resumed: { started: false, checkpointId: id },
    });
    expect(JSON.parse((await run(p, 'sessions', short, '--json')).stdout)).toEqual([
      expect.objectContaining({ sessionId: SID, lastCheckpoint: id }),
    ]);
  });
});
