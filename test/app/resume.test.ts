import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { printSessionResume } from '../../src/adapters/cli/print.js';
import { create } from '../../src/app/create.js';
import { resumeSession } from '../../src/app/resume.js';
import { projectDirName } from '../../src/domain/restore/restore.js';
import { rollback } from '../../src/app/rollback.js';
import { readManifest } from '../../src/domain/volume/read.js';
import { assistantLine, userLine, writeLines } from '../helpers.js';
import { damagePart, reseal } from '../support/forge.js';
import { appSandbox } from './support.js';

/** A part that no longer matches its manifest (the volume's copy was damaged). */
function damage(volume: string, id: string): void {
  damagePart(volume, 'S1', id, 'conversation.json');
}

describe('resumeSession picks the newest usable checkpoint (in-process)', () => {
  test('a newest checkpoint that does not verify falls back to the one before it, saying why', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const b = (await create(ctx(), { session: 'S1' })).id;
    damage(volume, b);
    const r = await resumeSession(ctx(), { target: 'S1', print: true });
    expect(r).toMatchObject({ sessionId: 'S1', checkpointId: a, started: false });
    expect(r.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^checkpoint ${b} does not verify \\(conversation\\.json: size 2, manifest says \\d+\\); trying an earlier one$`,
        ),
      ),
    ]);
  });

  test('a safety copy the fallback reaches (the parent of the damaged one) is passed over for the session`s own', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const own = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const { safetyCheckpoint } = await rollback(ctx(), { id: own, yes: true });
    writeFileSync(join(p, 'a.txt'), 'v3\n');
    const newest = (await create(ctx(), { session: 'S1' })).id;
    const store = await ctx().volume();
    expect((await readManifest(store, 'S1', newest))?.parent_checkpoint_id).toBe(safetyCheckpoint); // loadVerified falls back to it
    damage(volume, newest);
    const r = await resumeSession(ctx(), { target: 'S1', print: true });
    expect(r.checkpointId).toBe(own);
    expect(r.warnings).toEqual([expect.stringContaining(`checkpoint ${newest} does not verify`)]);
  });

  test('approved outranks a newer auto_approved; rejected only with force, and then with a warning', async () => {
    const { ctx, project: p, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    writeFileSync(join(p, 'a.txt'), 'v2\n');
    const b = (await create(ctx(), { session: 'S1' })).id;
    const approve = (id: string, status: string) =>
      reseal(volume, 'S1', id, { manifest: (m) => (m['approval'] = { ...m['approval'], status }) });
    approve(a, 'approved');
    expect((await resumeSession(ctx(), { target: 'S1', print: true })).checkpointId).toBe(a);
    approve(a, 'rejected');
    approve(b, 'rejected');
    await expect(resumeSession(ctx(), { target: 'S1', print: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'session S1 has no usable checkpoint',
      hint: 'only rejected checkpoints: pass --force to use one',
    });
    const forced = await resumeSession(ctx(), { target: 'S1', print: true, force: true });
    expect(forced).toMatchObject({
      checkpointId: b,
      warnings: [`checkpoint ${b} was rejected; resuming anyway (--force)`],
    });
  });

  test('nothing verifies: NOT_FOUND naming the session; --from a damaged checkpoint is refused, not replaced', async () => {
    const { ctx, volume } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    damage(volume, a);
    await expect(resumeSession(ctx(), { target: 'S1', print: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'session S1 has no usable checkpoint',
      hint: 'see `pai-checkpoint verify --all`',
    });
    await expect(resumeSession(ctx(), { from: a, print: true })).rejects.toMatchObject({
      code: 'INVALID_DATA',
      hint: 'resume the session instead: an earlier checkpoint is chosen',
    });
  });

  test('a missing workspace elsewhere than the current project is restored only after it is confirmed', async () => {
    const { ctx, project: p, home } = appSandbox();
    writeFileSync(join(p, 'wip.txt'), 'wip\n');
    const id = (await create(ctx(), { session: 'S1' })).id;
    rmSync(p, { recursive: true });
    const asked: string[] = [];
    await expect(resumeSession(ctx({ cwd: home, answers: ['n'], asked }), { target: 'S1' })).rejects.toMatchObject({
      code: 'USAGE',
      message: `not confirmed: nothing was written to ${p}`,
    });
    expect(asked).toEqual([`Restore the workspace into ${p} (where checkpoint ${id} was taken)? [y/N]`]);
    expect(existsSync(p)).toBe(false);
    const r = await resumeSession(ctx({ cwd: home, answers: ['y'] }), { target: 'S1' });
    expect(r).toMatchObject({
      checkpointId: id,
      cwd: p,
      mode: 'resume',
      command: ['/bin/true', '--resume', 'S1'],
      started: true,
      exitCode: 0,
    });
    expect(r.restored?.workspace).toBeDefined();
    expect(readFileSync(join(p, 'wip.txt'), 'utf8')).toBe('wip\n');
  });
});

describe('resume --to another folder than the checkpoint recorded (a new machine, another path)', () => {
  /** S1's transcript with the project's paths where Claude Code writes them, and a look-alike path. */
  function transcriptWithPaths(transcript: string, p: string): void {
    writeLines(transcript, [
      userLine('Write notes', { cwd: p }),
      assistantLine([
        {
          type: 'tool_use',
          name: 'Write',
          input: { file_path: join(p, 'notes.md'), content: 'notes\n' },
          id: 'toolu_1',
        },
      ]),
      userLine(
        [{ type: 'tool_result', tool_use_id: 'toolu_1', content: `File created successfully at: ${p}/notes.md` }],
        { cwd: p, toolUseResult: { type: 'create', filePath: `${p}/notes.md` } },
      ),
      userLine('Also look at the sibling', { cwd: `${p}2` }),
    ]);
  }

  test('--fork: the transcript copied under a new session id (its lines say so; another session`s lines and junk as they were), and claude resumes that one', async () => {
    const { ctx, transcript, project: p } = appSandbox();
    writeFileSync(
      transcript,
      [
        JSON.stringify({ type: 'user', sessionId: 'S1', cwd: p, message: { role: 'user', content: 'Improve a.txt' } }),
        JSON.stringify({ type: 'user', sessionId: 'S0', note: 'S1' }),
        'not json S1',
        '',
      ].join('\n'),
    );
    await create(ctx(), { session: 'S1' });
    const r = await resumeSession(ctx(), { target: 'S1', fork: true });
    expect(r.forkedAs).toMatch(/^[0-9a-f-]{36}$/);
    expect(r).toMatchObject({
      sessionId: 'S1',
      mode: 'resume',
      command: ['/bin/true', '--resume', r.forkedAs],
      started: true,
    });
    const copy = readFileSync(join(dirname(transcript), `${r.forkedAs}.jsonl`), 'utf8').split('\n');
    expect(copy).toEqual([
      JSON.stringify({
        type: 'user',
        sessionId: r.forkedAs,
        cwd: p,
        message: { role: 'user', content: 'Improve a.txt' },
      }),
      JSON.stringify({ type: 'user', sessionId: 'S0', note: 'S1' }),
      'not json S1',
      '',
    ]);
    expect(readFileSync(transcript, 'utf8')).toContain('"sessionId":"S1"'); // the original is untouched
    expect(printSessionResume(r)).toContain(`Forked session S1 as the new session ${r.forkedAs}.`);
  });

  test('files and transcript go to --to; the transcript`s paths follow, and the result says how many lines were rewritten', async () => {
    const { ctx, project: p, home, transcript, claudeDir } = appSandbox();
    writeFileSync(join(p, 'notes.md'), 'notes\n');
    transcriptWithPaths(transcript, p);
    const id = (await create(ctx(), { session: 'S1' })).id;
    rmSync(p, { recursive: true });
    rmSync(transcript);
    const q = join(home, 'moved', 'proj-b');
    const dry = await resumeSession(ctx({ cwd: home }), { target: 'S1', to: q, print: true });
    expect(dry).toMatchObject({
      checkpointId: id,
      cwd: q,
      wouldRestore: { workspace: true, transcript: true, relocateFrom: p },
      started: false,
    });
    expect(printSessionResume(dry)).toContain(
      `restoring the workspace into ${q} and the transcript (its paths rewritten from ${p})`,
    );
    expect(existsSync(q)).toBe(false);

    const r = await resumeSession(ctx({ cwd: home }), { target: 'S1', to: q });
    expect(r).toMatchObject({
      checkpointId: id,
      cwd: q,
      mode: 'resume',
      command: ['/bin/true', '--resume', 'S1'],
      started: true,
    });
    expect(readFileSync(join(q, 'notes.md'), 'utf8')).toBe('notes\n');
    const placed = join(claudeDir, 'projects', projectDirName(q), 'S1.jsonl');
    expect(r.restored?.transcript).toEqual({
      path: placed,
      action: 'restored',
      relocated: { from: p, to: q, lines: 4, rewrittenLines: 3, rewrittenStrings: 4, keptUnparsed: 0 },
    });
    expect(printSessionResume(r)).toContain(`The transcript paths rewritten from ${p} to ${q}: 3 of 4 line(s).`);
    const lines = readFileSync(placed, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.cwd)).toEqual([q, undefined, q, `${p}2`]); // the look-alike is another folder
    expect(lines[1].message.content[0].input.file_path).toBe(join(q, 'notes.md'));
    expect(lines[2].toolUseResult.filePath).toBe(`${q}/notes.md`);
    expect(lines[2].message.content[0].content).toBe(`File created successfully at: ${p}/notes.md`); // prose, as it was read

    // The workspace there, the transcript not (claude's project folder was removed): only the transcript, relocated again.
    rmSync(placed);
    const again = await resumeSession(ctx({ cwd: home }), { target: 'S1', to: q });
    expect(again.restored?.workspace).toBeUndefined();
    expect(again.restored?.transcript?.relocated).toMatchObject({ from: p, to: q, rewrittenLines: 3 });
    // Into the recorded folder itself: nothing to rewrite.
    const same = await resumeSession(ctx({ cwd: home, answers: ['y'] }), { target: 'S1' });
    expect(same.cwd).toBe(p);
    expect(same.restored?.transcript).toEqual({
      path: join(claudeDir, 'projects', projectDirName(p), 'S1.jsonl'),
      action: 'restored',
    });
    expect(readFileSync(same.restored!.transcript!.path, 'utf8')).toContain(`"cwd":"${p}"`);
  });

  test('a recorded workspace root that is not a normal path (stored data) is not used: the transcript is placed as stored, with a warning', async () => {
    const { ctx, project: p, home, transcript, claudeDir, volume } = appSandbox();
    transcriptWithPaths(transcript, p);
    const stored = readFileSync(transcript);
    const id = (await create(ctx(), { session: 'S1' })).id;
    reseal(volume, 'S1', id, {
      manifest: (m) => {
        m['workspace']['root'] = `${p}/../..`;
        delete m['signature']; // a forger without the key can only drop it
      },
    });
    rmSync(transcript);
    const q = join(home, 'elsewhere');
    // --force: an unsigned manifest is refused, as it should be; past that, the root is still checked.
    const r = await resumeSession(ctx({ cwd: home }), { target: 'S1', to: q, force: true });
    expect(r.restored?.transcript?.relocated).toBeUndefined();
    expect(r.warnings).toContainEqual(
      expect.stringMatching(
        /^the transcript's paths were not rewritten for .*: the recorded workspace .* is not a normal path/,
      ),
    );
    expect(readFileSync(join(claudeDir, 'projects', projectDirName(q), 'S1.jsonl'))).toEqual(stored);
  });
});

describe('the resumed claude gets the checkpoint`s environment (SPEC-03.15 step 2)', () => {
  test('recorded non-secret variables this machine lacks, never one it has or one of the machine; PAI_CHECKPOINT_RESUMED_FROM', async () => {
    const { ctx, home } = appSandbox();
    const id = (
      await create(
        ctx({ env: { CONDA_DEFAULT_ENV: 'ml', TZ: 'Europe/Berlin', LANG: 'de_DE.UTF-8', SHELL: '/bin/zsh' } }),
        { session: 'S1' },
      )
    ).id;
    // A claude that writes the environment it was started with.
    const bin = join(home, 'env-claude');
    const seen = join(home, 'env.json');
    writeFileSync(
      bin,
      `#!/usr/bin/env node\nrequire('fs').writeFileSync(${JSON.stringify(seen)}, JSON.stringify(process.env));\n`,
    );
    chmodSync(bin, 0o755);
    // This machine: TZ set here, LANG set in the process (C.UTF-8), no CONDA_DEFAULT_ENV.
    expect(process.env['LANG']).toBeTruthy();
    expect(process.env['CONDA_DEFAULT_ENV']).toBeUndefined();
    const env = { PAI_CHECKPOINT_CLAUDE: bin, TZ: 'UTC' };
    const printed = await resumeSession(ctx({ env }), { target: 'S1', print: true });
    expect(printed.env).toEqual({ CONDA_DEFAULT_ENV: 'ml', PAI_CHECKPOINT_RESUMED_FROM: id });
    const r = await resumeSession(ctx({ env }), { target: 'S1', set: ['env.LANG=en_GB.UTF-8'] });
    expect(r.started).toBe(true);
    const got = JSON.parse(readFileSync(seen, 'utf8')) as Record<string, string>;
    expect([
      got['CONDA_DEFAULT_ENV'],
      got['TZ'],
      got['LANG'],
      got['PAI_CHECKPOINT_RESUMED_FROM'],
      got['SHELL'] === '/bin/zsh',
    ]).toEqual(['ml', 'UTC', 'en_GB.UTF-8', id, false]);
  });
});

describe('clean checkpoints (Hive)', () => {
  test('a checkpoint after a failed tool call is not clean: list says so (--clean leaves it out), resume prefers the newest clean one of the same rank and says so; the next one without a new failure is clean again', async () => {
    const { ctx, transcript, project } = appSandbox();
    const a = (await create(ctx(), { session: 'S1' })).id;
    const fail = (id: string) => [
      assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'false' }, id }]),
      userLine([{ type: 'tool_result', tool_use_id: id, content: 'exit 1', is_error: true }]),
    ];
    writeLines(transcript, [...readFileSync(transcript, 'utf8').trim().split('\n'), ...fail('toolu_1')]);
    const b = (await create(ctx(), { session: 'S1' })).id;
    const { list } = await import('../../src/app/list.js');
    const rows = (await list(ctx(), { session: 'S1' })).rows;
    expect(rows.map((r) => [r.id, r.is_clean, r.can_resume_from])).toEqual([
      [b, false, true],
      [a, true, true],
    ]);
    expect(rows[1]!.description).toBe('manual');
    expect((await list(ctx(), { session: 'S1', clean: true })).rows.map((r) => r.id)).toEqual([a]);
    const r = await resumeSession(ctx(), { target: 'S1', print: true });
    expect(r.checkpointId).toBe(a);
    expect(r.warnings).toContain(
      `newer checkpoint ${b} (manual) was passed over: unclean (a tool call failed since the one before); to take it: \`pai-checkpoint resume --from ${b}\``,
    );
    // No new failure since b: c is clean, and the choice.
    const c = (await create(ctx(), { session: 'S1' })).id;
    expect((await resumeSession(ctx(), { target: 'S1', print: true })).checkpointId).toBe(c);
    // After a rollback, the next checkpoint's parent is the safety copy (no conversation): it says nothing, so clean.
    writeFileSync(join(project, 'a.txt'), 'v9\n');
    await rollback(ctx(), { id: a, yes: true });
    const d = (await create(ctx(), { session: 'S1' })).id;
    expect((await list(ctx(), { session: 'S1' })).rows.find((x) => x.id === d)?.is_clean).toBe(true);
  });
});
