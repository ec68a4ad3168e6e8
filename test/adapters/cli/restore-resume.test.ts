import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../../src/adapters/cli/main.js';
import { appContext, defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { rollback } from '../../../src/app/rollback.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { projectDirName } from '../../../src/domain/restore/restore.js';
import { assistantLine, sandbox, userLine, writeLines } from '../../helpers.js';
import { canWriteProtect, writeProtect } from '../../app/support.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: ENV }).trimEnd();

/** Everything a rollback could change: every file (not .git) with its hash, git status, HEAD and stashes. */
function stateOf(dir: string): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === '.git') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else files.push(`${relative(dir, p)} ${createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 12)}`);
    }
  };
  walk(dir);
  return [
    ...files.sort(),
    git(dir, 'status', '--porcelain'),
    git(dir, 'rev-parse', 'HEAD'),
    git(dir, 'stash', 'list', '--format=%s'),
  ].join('\n');
}

function setup() {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const p = sb.project;
  git(p, 'init', '-q', '-b', 'main');
  writeFileSync(join(p, 'a.txt'), 'v1\n');
  git(p, 'add', '.');
  git(p, 'commit', '-q', '-m', 'init');
  const transcript = join(sb.claudeDir, 'projects', projectDirName(p), 'sess-x.jsonl');
  mkdirSync(join(sb.claudeDir, 'projects', projectDirName(p)), { recursive: true });
  writeLines(transcript, [userLine('Improve a.txt'), assistantLine([{ type: 'text', text: 'Editing a.txt now.' }])]);
  saveSession(sb.paths, { ...newSession('sess-x', p, p, new Date()), transcriptPath: transcript });
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
  };
  const cli = () => defaultCliEnv({ cwd: p, env, warnings: [] });
  const run = (...argv: string[]) => main(argv, cli());
  return { ...sb, run, cli, transcript };
}

describe('rollback', () => {
  test('makes the tree the snapshot`s, keeps the current state in a safety checkpoint (no stash), removes new files; rolling back to the safety checkpoint undoes it', async () => {
    const { run, project: p } = setup();
    writeFileSync(join(p, 'a.txt'), 'v2, good\n');
    writeFileSync(join(p, 'notes.txt'), 'untracked notes\n');
    const good = JSON.parse((await run('create', '--name', 'good', '--json')).stdout).id as string;
    writeFileSync(join(p, 'a.txt'), 'v3, broken by Bash\n');
    writeFileSync(join(p, 'new-since.txt'), 'created after the checkpoint\n');
    const before = stateOf(p);
    const r = await run('rollback', good, '--yes', '--json');
    expect(r.exitCode).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ id: good, keptNew: false, createdSince: ['new-since.txt'] });
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2, good\n');
    expect(readFileSync(join(p, 'notes.txt'), 'utf8')).toBe('untracked notes\n');
    expect(existsSync(join(p, 'new-since.txt'))).toBe(false);
    expect(git(p, 'stash', 'list')).toBe('');
    expect(git(p, 'log', '--format=%s')).toBe('init'); // history untouched
    // Rollback of the rollback: back to the safety checkpoint, i.e. the state before, exactly.
    expect((await run('rollback', out.safetyCheckpoint, '--yes')).exitCode).toBe(0);
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v3, broken by Bash\n');
    expect(readFileSync(join(p, 'new-since.txt'), 'utf8')).toBe('created after the checkpoint\n');
    expect(stateOf(p)).toBe(before);
  });

  test.skipIf(!canWriteProtect)(
    'a failure half-way leaves the state identical to before (dirty tree, untracked files, stashes)',
    async () => {
      const { cli, run, project: p } = setup();
      // A tracked folder the extraction cannot write into (a real fault, found only when the
      // snapshot's files are being put in place): replacing its file fails.
      mkdirSync(join(p, 'locked'));
      writeFileSync(join(p, 'locked', 'keep.txt'), 'kept\n');
      git(p, 'add', 'locked');
      git(p, 'commit', '-q', '-m', 'locked');
      writeFileSync(join(p, 'a.txt'), 'checkpointed\n');
      const id = JSON.parse((await run('create', '--json')).stdout).id as string;
      writeFileSync(join(p, 'a.txt'), 'dirty edit\n');
      writeFileSync(join(p, 'untracked.txt'), 'untracked\n');
      mkdirSync(join(p, 'dir'));
      writeFileSync(join(p, 'dir', 'deep.txt'), 'deep\n');
      git(p, 'stash', 'push', '-q', '-m', 'an older stash of the user', '--', 'a.txt');
      writeFileSync(join(p, 'a.txt'), 'dirty edit again\n');
      const before = stateOf(p);
      const unprotect = writeProtect(join(p, 'locked'));
      try {
        await expect(rollback(appContext(cli()), { id, yes: true })).rejects.toThrow(
          /rollback failed and was undone: .*locked\/keep\.txt/,
        );
      } finally {
        unprotect();
      }
      expect(stateOf(p)).toBe(before);
    },
  );

  test('without --yes outside a terminal: refused before anything changes', async () => {
    const { run, project: p } = setup();
    const id = JSON.parse((await run('create', '--json')).stdout).id as string;
    writeFileSync(join(p, 'a.txt'), 'edited\n');
    const before = stateOf(p);
    const r = await run('rollback', id);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/needs confirmation, and there is no terminal to ask: Roll .* back to checkpoint/);
    expect(stateOf(p)).toBe(before);
  });
});

describe('resume from a terminal', () => {
  test('on a new machine: restores workspace and transcript, prints `claude --resume`; --set is recorded', async () => {
    const { run, project: p, claudeDir, transcript } = setup();
    writeFileSync(join(p, 'bash.txt'), 'made by Bash\n');
    const id = JSON.parse((await run('create', '--json')).stdout).id as string;
    rmSync(p, { recursive: true, force: true });
    rmSync(claudeDir, { recursive: true, force: true });
    // --print is a dry run: it says what would be restored, and changes nothing.
    const dry = JSON.parse(
      (await run('resume', 'sess-x', '--print', '--set', 'env.ANTHROPIC_MODEL=claude-x', '--json')).stdout,
    );
    expect(dry).toMatchObject({
      sessionId: 'sess-x',
      checkpointId: id,
      mode: 'resume',
      command: ['/bin/echo', '--resume', 'sess-x'],
      cwd: p,
      wouldRestore: { workspace: true, transcript: true },
      started: false,
    });
    expect(dry.provenanceCheckpoint).toBeUndefined();
    expect(existsSync(p)).toBe(false);
    expect(existsSync(transcript)).toBe(false);
    // For real (claude is /bin/echo here).
    const r = JSON.parse((await run('resume', 'sess-x', '--set', 'env.ANTHROPIC_MODEL=claude-x', '--json')).stdout);
    expect(r).toMatchObject({
      sessionId: 'sess-x',
      checkpointId: id,
      mode: 'resume',
      command: ['/bin/echo', '--resume', 'sess-x'],
      cwd: p,
      overrides: { 'env.ANTHROPIC_MODEL': 'claude-x' },
      started: true,
      exitCode: 0,
    });
    expect(readFileSync(join(p, 'bash.txt'), 'utf8')).toBe('made by Bash\n');
    expect(readFileSync(transcript, 'utf8')).toContain('Improve a.txt');
    const prov = JSON.parse((await run('inspect', r.provenanceCheckpoint, '--json')).stdout).checkpoint;
    expect(prov.provenance).toEqual({ resumed_from: id, overrides: { 'env.ANTHROPIC_MODEL': 'claude-x' } });
    // Started for real (claude is /bin/echo here): exit code 0.
    expect((await run('resume', id)).stdout).toMatch(/Claude Code exited \(0\)/);
  });

  test('without a transcript in the checkpoint: a new session from a resume prompt', async () => {
    const { run, project: p, paths, transcript } = setup();
    saveSession(paths, { ...newSession('sess-x', p, p, new Date()) }); // no transcript known
    writeFileSync(join(p, 'wip.txt'), 'wip\n');
    await run('create');
    rmSync(transcript); // and Claude Code does not have it either
    const r = JSON.parse((await run('resume', 'sess-x', '--print', '--json')).stdout);
    expect(r.mode).toBe('new-session');
    expect(r.command[1]).toMatch(/^Resuming work from checkpoint [0-9A-Z]{26} \(session sess-x/);
    expect(r.command[1]).toContain('Uncommitted files: wip.txt');
    expect(r.warnings.join()).toMatch(/new session would start from a resume prompt/);
  });

  test('issue 33 (3): the resume prompt of a new session (no conversation to restore) carries the ISC criteria and asks to recreate the open ones as /checkpoint:resume does', async () => {
    const { run, project: p, paths, transcript } = setup();
    const tasks = {
      '1': { subject: 'Parser handles empty input', status: 'completed' },
      '2': { subject: 'Errors name the line', status: 'in_progress' },
      '3': { subject: 'Docs list every option', status: 'pending' },
    };
    saveSession(paths, {
      ...newSession('sess-x', p, p, new Date()),
      phase: { number: 4, name: 'BUILD', at: new Date().toISOString() },
      completedPhases: [1, 2, 3],
      task: 'Write the parser',
      tasks,
    });
    await run('create');
    rmSync(transcript);
    const prompt = JSON.parse((await run('resume', 'sess-x', '--print', '--json')).stdout).command[1] as string;
    expect(prompt).toContain(
      'PAI Algorithm: Phase 4/7 BUILD was in progress on "Write the parser"; completed phases: 1, 2, 3.\n- [x] Parser handles empty input (completed)\n- [ ] Errors name the line (in_progress)\n- [ ] Docs list every option (pending)',
    );
    expect(prompt).toContain(
      'Open tasks to recreate with TaskCreate (one call each, this subject), so that the task list goes on:\n1. Errors name the line (in progress: set it so with TaskUpdate)\n2. Docs list every option',
    );
  });

  test('a checkpoint`s summary and context: inspect shows both, summary prints it (by checkpoint or session), list --detailed has CONTEXT, the new-session resume prompt carries it', async () => {
    const { run, project: p, transcript, cli } = setup();
    const answer = {
      type: 'assistant',
      uuid: 'a-1',
      message: {
        id: 'msg_1',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [{ type: 'text', text: "I'll use plain text files instead of a database." }],
        usage: {
          input_tokens: 1000,
          cache_read_input_tokens: 149_000,
          cache_creation_input_tokens: 0,
          output_tokens: 20,
        },
      },
    };
    writeLines(transcript, [userLine('Improve a.txt'), JSON.stringify(answer)]);
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const id = JSON.parse((await run('create', '--json')).stdout).id as string;
    const text = (await run('inspect', id)).stdout;
    expect(text).toMatch(/^Context: {3}150k of 200k tokens \(75 %\) on claude-sonnet-4-5; 0 compaction\(s\)$/m);
    expect(text).toMatch(/^Summary \(builtin\):\n## Session Summary: sess-x$/m);
    expect(text).toContain("- I'll use plain text files instead of a database.");
    const view = JSON.parse((await run('inspect', id, '--json')).stdout).checkpoint;
    expect(view.session_summary).toMatchObject({
      engine: 'builtin',
      decisions: ["I'll use plain text files instead of a database."],
      files: [{ path: 'a.txt', added: 1, removed: 1 }],
    });
    expect(view.conversation.context).toEqual({
      tokens_used: 150_000,
      model: 'claude-sonnet-4-5',
      window: 200_000,
      budget_percent: 75,
      compactions: 0,
      compression_applied: false,
    });
    expect((await run('summary', id)).stdout).toBe(view.session_summary.markdown.trimEnd() + '\n');
    expect((await run('summary', 'sess-x')).stdout).toBe(view.session_summary.markdown.trimEnd() + '\n'); // sessions/<id>/summary.md
    expect((await run('summary')).stdout).toContain('## Session Summary: sess-x'); // the project's session
    expect(await run('summary', 'nope-nope')).toMatchObject({ exitCode: 3 });
    expect((await run('list', '--detailed')).stdout).toMatch(/^\s+status .*context 75%/m);
    const { resumePrompt } = await import('../../../src/app/resume.js');
    const store = await appContext(cli()).volume();
    const { readManifest } = await import('../../../src/domain/volume/read.js');
    const prompt = await resumePrompt(store, (await readManifest(store, 'sess-x', id))!);
    expect(prompt).toContain("The session's summary at that checkpoint:\n## Session Summary: sess-x");
  });

  test('sessions lists them; recover --json shows the checkpoints; recover --yes resumes', async () => {
    const { run } = setup();
    const id = JSON.parse((await run('create', '--json')).stdout).id as string;
    const sessions = JSON.parse((await run('sessions', '--json')).stdout);
    expect(sessions).toEqual([expect.objectContaining({ sessionId: 'sess-x', lastCheckpoint: id, checkpoints: 1 })]);
    expect(JSON.parse((await run('sessions', '--status', 'crashed', '--json')).stdout)).toEqual([]);
    expect((await run('sessions', '--status', 'sideways')).exitCode).toBe(2);
    const rec = JSON.parse((await run('recover', 'sess-x', '--json')).stdout);
    expect(rec).toMatchObject({ action: 'listed', checkpoints: [{ id, ok: true }] });
    const yes = JSON.parse((await run('recover', 'sess-x', '--yes', '--print', '--json')).stdout);
    expect(yes).toMatchObject({
      action: 'resumed',
      resumed: { checkpointId: id, command: ['/bin/echo', '--resume', 'sess-x'] },
    });
    expect((await run('recover', 'nope')).exitCode).toBe(3);
  });
});

describe('recover (interactive) and rollback outside git', () => {
  test('recover: [a] abandons, [n] restores into a new folder, a number resumes that checkpoint', async () => {
    const { cli, run, project: p, home } = setup();
    const { recoverInteractively } = await import('../../../src/adapters/cli/commands/recover.js');
    const recover = (ask: () => Promise<string>) =>
      recoverInteractively(appContext({ ...cli(), ask }), { session: 'sess-x' });
    const id = JSON.parse((await run('create', '--json')).stdout).id as string;
    const answers =
      (...a: string[]) =>
      async () =>
        a.shift() ?? '';
    expect((await recover(answers('a'))).action).toBe('abandoned');
    const dir = join(home, 'copy');
    const restored = await recover(answers('n', dir));
    expect(restored).toMatchObject({ action: 'restored', restoredTo: dir });
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe(readFileSync(join(p, 'a.txt'), 'utf8'));
    const chosen = await recover(answers('1'));
    expect(chosen).toMatchObject({ action: 'resumed', resumed: { checkpointId: id, started: true, exitCode: 0 } });
  });

  test('recover after a rejection (SPEC-07.42.02): the previous approved checkpoint — a rewind, so a new session from that point — or abandon', async () => {
    const { cli, run } = setup();
    const { printRecover, recoverInteractively } = await import('../../../src/adapters/cli/commands/recover.js');
    const questions: string[] = [];
    const recover = (ask: () => Promise<string>) =>
      recoverInteractively(appContext({ ...cli(), ask: (q: string) => (questions.push(q), ask()) }), {
        session: 'sess-x',
      });
    const answers =
      (...a: string[]) =>
      async () =>
        a.shift() ?? '';
    const good = JSON.parse((await run('create', '--json')).stdout).id as string;
    const bad = JSON.parse((await run('create', '--json')).stdout).id as string;
    expect((await run('approve', good, '--user', 'u')).exitCode).toBe(0);
    expect((await run('reject', bad, '--reason', 'broke the build', '--user', 'u')).exitCode).toBe(0);
    const listed = JSON.parse((await run('recover', 'sess-x', '--json')).stdout);
    expect(listed.afterRejection).toEqual({ rejected: bad, reason: 'broke the build', previous: good });
    expect(listed.checkpoints.map((c: { id: string; approval: string }) => [c.id, c.approval])).toEqual([
      [bad, 'rejected'],
      [good, 'approved'],
    ]);
    expect(printRecover(listed)).toContain(
      `The newest checkpoint ${bad} was rejected (broke the build). Go on from the previous approved (or auto-approved) one, ${good}: \`pai-checkpoint rewind ${good}\` (its files, and the conversation up to it as a new session; the rejected work stays in the old session); or abandon the session.`,
    );
    // Going on from the previous one is a rewind (its files, its conversation): the roll-back is confirmed too.
    expect(await recover(answers('p', 'y'))).toMatchObject({
      action: 'resumed',
      resumed: { checkpointId: good, started: true, rewound: { newer: [bad] } },
    });
    expect(questions[0]).toMatch(
      /^\[p\] go on from the previous approved \(or auto-approved\) checkpoint \(a rewind: its files, and its conversation as a new session\), \[r\] resume the newest usable/,
    );
    // 'f' (the old "as a new session") still answers: the same rewind.
    const forked = await recover(answers('f', 'y'));
    expect(forked).toMatchObject({
      action: 'resumed',
      resumed: { checkpointId: good, started: true, forkedAs: expect.any(String) },
    });
    expect(forked.resumed!.command).toEqual(['/bin/echo', '--resume', forked.resumed!.forkedAs]);
    expect((await recover(answers('a'))).action).toBe('abandoned');
  });

  test.skipIf(!canWriteProtect)(
    'rollback outside a git repository: a failure half-way is undone from the safety checkpoint',
    async () => {
      const { run, cli, paths, home } = setup();
      const plain = join(home, 'plain');
      mkdirSync(join(plain, 'locked'), { recursive: true });
      writeFileSync(join(plain, 'f.txt'), 'checkpointed\n');
      writeFileSync(join(plain, 'locked', 'keep.txt'), 'kept\n');
      saveSession(paths, newSession('sess-p', plain, plain, new Date()));
      const id = JSON.parse((await run('create', '--session', 'sess-p', '--json')).stdout).id as string;
      writeFileSync(join(plain, 'f.txt'), 'changed since\n');
      writeFileSync(join(plain, 'new.txt'), 'new\n');
      // The snapshot's locked/keep.txt cannot be put back: its folder (empty now) takes no new file.
      rmSync(join(plain, 'locked', 'keep.txt'));
      const unprotect = writeProtect(join(plain, 'locked'));
      try {
        await expect(rollback(appContext(cli()), { id, yes: true })).rejects.toThrow(/undone: .*locked\/keep\.txt/);
      } finally {
        unprotect();
      }
      expect(readFileSync(join(plain, 'f.txt'), 'utf8')).toBe('changed since\n');
      expect(readFileSync(join(plain, 'new.txt'), 'utf8')).toBe('new\n');
      const ok = await rollback(appContext(cli()), { id, yes: true });
      expect(ok).toMatchObject({ keptNew: false, createdSince: ['new.txt'] });
      expect(readFileSync(join(plain, 'f.txt'), 'utf8')).toBe('checkpointed\n');
      expect(readFileSync(join(plain, 'locked', 'keep.txt'), 'utf8')).toBe('kept\n');
      expect(existsSync(join(plain, 'new.txt'))).toBe(false); // outside git too: the safety checkpoint holds it
    },
  );
});

test('sessions honours [session] stale_seconds from checkpoint.toml (not only the environment variable)', async () => {
  const { run, paths, project: p } = setup();
  await run('create');
  // A session on another host (its process cannot be checked), last heard of two minutes ago.
  saveSession(paths, {
    ...newSession('sess-x', p, p, new Date()),
    host: 'another-host',
    heartbeatAt: new Date(Date.now() - 120_000).toISOString(),
  });
  expect(JSON.parse((await run('sessions', '--json')).stdout)[0].status).toBe('running'); // default: 600 s
  writeFileSync(join(paths.paiDir, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n[session]\nstale_seconds = 60\n');
  expect(JSON.parse((await run('sessions', '--json')).stdout)[0].status).toBe('crashed');
});
