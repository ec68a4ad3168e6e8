/**
 * Tags, annotations and issue links (SPEC-07.12) through the CLI: facts on the volume, the
 * manifest untouched, list/inspect/--json showing them as SPEC-07.11's fields; concurrent writers
 * (several machines: no shared lock) on a folder and on S3 never lose an entry.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { assistantLine, readEvents, runCliAsync, sandbox, tempDir, userLine, writeLines } from '../../helpers.js';
import { useS3 } from '../../s3rver.js';

const s3 = useS3(['vol']);

function setup(toml = '') {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `[mcp]\nquery_servers = false\n${toml}`);
  writeFileSync(join(sb.project, 'app.js'), 'console.log(1)\n');
  const transcript = join(sb.home, 't.jsonl');
  writeLines(transcript, [userLine('Ship it'), assistantLine([{ type: 'text', text: 'ok' }])]);
  const s = newSession('sess-a', sb.project, sb.project, new Date());
  s.transcriptPath = transcript;
  saveSession(sb.paths, s);
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PATH: '/usr/bin:/bin',
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
  };
  const run = (...argv: string[]) => main(argv, defaultCliEnv({ cwd: sb.project, env, warnings: [] }));
  const json = async (...argv: string[]) => {
    const r = await run(...argv, '--json');
    return { code: r.exitCode, data: JSON.parse(r.stdout), stderr: r.stderr };
  };
  const volume = join(sb.paths.paiDir, 'volume', 'checkpoints', 'sess-a');
  return { ...sb, env, run, json, volume };
}

const factFiles = (volume: string, id: string) => {
  try {
    return readdirSync(join(volume, id, 'facts'));
  } catch {
    return [];
  }
};

describe('tags, annotations and links', () => {
  test('each change is a fact of its own; the manifest is never rewritten; list, inspect and --json show them; an index rebuilt from the volume shows the same', async () => {
    const { run, json, volume } = setup();
    const a = (await json('create', '--tag', 'from-create')).data.id as string;
    const b = (await json('create', '--trigger', 'periodic')).data.id as string;
    const manifest = readFileSync(join(volume, a, 'manifest.json'));

    const tagged = await json('tag', a.slice(0, 12), 'milestone/v1.0', '--user', 'ann');
    expect(tagged.code).toBe(0);
    expect(tagged.data).toMatchObject({
      id: a,
      sessionId: 'sess-a',
      action: 'tag',
      changed: true,
      view: { tags: ['from-create', 'milestone/v1.0'], annotations: [], linked_issues: [] },
      problems: [],
    });
    expect((await run('tag', a, 'experiment/approach-a')).stdout).toBe(
      `Tagged ${a} "experiment/approach-a". Tags of ${a}: from-create, milestone/v1.0, experiment/approach-a.\n`,
    );
    // Tagging again changes nothing and writes nothing.
    const again = await json('tag', a, 'milestone/v1.0');
    expect(again.data.changed).toBe(false);
    expect(factFiles(volume, a)).toHaveLength(2);
    expect((await run('untag', a, 'from-create')).stdout).toBe(
      `Removed the tag "from-create" from ${a}. Tags of ${a}: milestone/v1.0, experiment/approach-a.\n`,
    );
    expect((await run('tag', b, 'stable')).exitCode).toBe(0);

    const annotated = await run('annotate', a, 'reviewed:', 'the', 'parser', 'is', 'done', '--user', 'bob');
    expect(annotated.stdout).toMatch(
      new RegExp(
        `^Annotated ${a} \\(1 annotation\\(s\\)\\):\\n  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  bob: reviewed: the parser is done\\n$`,
      ),
    );
    expect((await run('annotate', a, 'second note', '--user', 'carol')).exitCode).toBe(0);
    const notes = await json('annotations', a);
    expect(notes.data.annotations.map((x: { user: string; text: string }) => [x.user, x.text])).toEqual([
      ['bob', 'reviewed: the parser is done'],
      ['carol', 'second note'],
    ]);
    expect((await run('annotations', b)).stdout).toBe(
      `${b} has no annotations. (\`pai-checkpoint annotate ${b} "<text>"\` adds one.)\n`,
    );

    expect((await run('link', a, 'https://github.com/acme/app/issues/42')).stdout).toBe(
      `Linked ${a} to https://github.com/acme/app/issues/42. Links of ${a}: github acme/app#42 (https://github.com/acme/app/issues/42).\n`,
    );
    expect((await json('link', a, 'github.com/acme/app/issues/42/')).data.changed).toBe(false); // the same issue, another form
    expect((await run('link', a, 'ph-7q2')).exitCode).toBe(0);
    expect((await run('link', a, 'https://linear.app/acme/issue/ENG-9/title')).exitCode).toBe(0);
    expect((await run('unlink', a, 'PH-7Q2')).stdout).toBe(
      `Removed the link of ${a} to PH-7Q2. Links of ${a}: github acme/app#42 (https://github.com/acme/app/issues/42), linear ENG-9 (https://linear.app/acme/issue/ENG-9).\n`,
    );

    // The manifest is byte-identical and still verifies; the facts are objects next to it.
    expect(readFileSync(join(volume, a, 'manifest.json')).equals(manifest)).toBe(true);
    expect((await run('verify', a)).exitCode).toBe(0);
    expect(factFiles(volume, a)).toHaveLength(9);

    const want = {
      tags: ['milestone/v1.0', 'experiment/approach-a'],
      annotations: [
        expect.objectContaining({ user: 'bob', text: 'reviewed: the parser is done' }),
        expect.objectContaining({ user: 'carol', text: 'second note' }),
      ],
      linked_issues: [
        { tracker: 'github', id: 'acme/app#42', url: 'https://github.com/acme/app/issues/42' },
        { tracker: 'linear', id: 'ENG-9', url: 'https://linear.app/acme/issue/ENG-9' },
      ],
    };
    const rowOf = async () => (await json('list')).data.rows.find((r: { id: string }) => r.id === a);
    expect(await rowOf()).toMatchObject(want);
    const inspected = await json('inspect', a);
    expect(inspected.data.checkpoint).toMatchObject(want);
    const text = (await run('inspect', a)).stdout;
    expect(text).toContain('Approval:  auto_approved; tags milestone/v1.0, experiment/approach-a');
    expect(text).toContain(
      'Issues:    github acme/app#42 (https://github.com/acme/app/issues/42), linear ENG-9 (https://linear.app/acme/issue/ENG-9)',
    );
    expect(text).toMatch(
      /Annotations \(2\):\n {2}\S+ {2}bob: reviewed: the parser is done\n {2}\S+ {2}carol: second note\n/,
    );
    expect((await run('list', '--detailed')).stdout).toMatch(
      new RegExp(`^${a.slice(0, 10)}.*\\n\\s+status .*\\n?.*tags milestone/v1.0,experiment/approach-a`, 'm'),
    );

    // The index is a cache: without it, the same view is rebuilt from the manifests and the facts.
    rmSync(join(volume, 'index.json'));
    expect(await rowOf()).toMatchObject(want);
    // A fact written by another pai-checkpoint (the index not told): the count differs, the index is rebuilt.
    const index = JSON.parse(readFileSync(join(volume, 'index.json'), 'utf8'));
    index.settled = false;
    index.checkpoints.find((e: { id: string }) => e.id === a).facts = 3;
    writeFileSync(join(volume, 'index.json'), JSON.stringify(index));
    expect(await rowOf()).toMatchObject(want);
  });

  test('approve and reject (SPEC-07.20): facts and checkpoint.approve/reject events; list, inspect and resume follow the last decision', async () => {
    const { run, json, paths } = setup();
    const older = (await json('create', '--trigger', 'periodic')).data.id as string;
    const newer = (await json('create', '--trigger', 'periodic')).data.id as string;
    const picked = async () => (await json('resume', 'sess-a', '--print')).data;
    expect((await picked()).checkpointId).toBe(newer);

    expect((await run('reject', newer, '--user', 'rita')).stderr).toBe(
      'pai-checkpoint: a rejection needs a reason\n  hint: reject <id> --reason "<why>"\n',
    );
    const rejected = await run('reject', newer, '--reason', 'tests fail', '--user', 'rita');
    expect(rejected.stdout).toBe(
      `Rejected ${newer} (tests fail) as rita; policy auto. Logged as checkpoint.reject. Resume passes it over (--force takes it anyway).\n`,
    );
    expect((await picked()).checkpointId).toBe(older);
    const refused = await run('resume', newer, '--print');
    expect(refused.exitCode).toBe(5);
    expect(refused.stderr).toBe(
      `pai-checkpoint: checkpoint ${newer} was rejected (tests fail)\n  hint: pass --force to resume from it anyway\n`,
    );
    expect((await json('resume', newer, '--print', '--force')).data.checkpointId).toBe(newer);

    // Approved beats auto_approved, however new.
    const newest = (await json('create', '--trigger', 'periodic')).data.id as string;
    expect((await json('resume', 'sess-a', '--print')).data.checkpointId).toBe(newest);
    expect((await run('approve', older, '--reason', 'known good', '--user', 'alex')).stdout).toBe(
      `Approved ${older} (known good) as alex; policy auto. Logged as checkpoint.approve.\n`,
    );
    expect((await picked()).checkpointId).toBe(older);
    // The last decision counts: approving the rejected one.
    expect((await run('approve', newer, '--user', 'rita')).exitCode).toBe(0);
    expect((await picked()).checkpointId).toBe(newer);

    const rows = (await json('list')).data.rows as { id: string; approval: Record<string, unknown> }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, r.approval.status]))).toEqual({
      [older]: 'approved',
      [newer]: 'approved',
      [newest]: 'auto_approved',
    });
    expect(rows.find((r) => r.id === older)!.approval).toEqual({
      status: 'approved',
      user: 'alex',
      timestamp: expect.any(String),
      reason: 'known good',
      policy: 'auto',
    });
    expect((await run('list', '--detailed')).stdout).toMatch(
      new RegExp(`^${newest.slice(0, 10)}.*\\n\\s+status .*approval auto_approved`, 'm'),
    );
    expect((await run('inspect', older)).stdout).toMatch(
      /Approval: {2}approved by alex at \S+ \(known good\); policy auto\n/,
    );

    const decisions = readEvents(paths).filter((e) => String(e.data.action).startsWith('checkpoint.'));
    expect(
      decisions.map((e) => [
        e.data.action,
        e.data.checkpoint_id,
        e.data.user,
        e.data.reason,
        e.data.policy,
        e.sessionId,
      ]),
    ).toEqual([
      ['checkpoint.reject', newer, 'rita', 'tests fail', 'auto', 'sess-a'],
      ['checkpoint.approve', older, 'alex', 'known good', 'auto', 'sess-a'],
      ['checkpoint.approve', newer, 'rita', null, 'auto', 'sess-a'],
    ]);
    expect(decisions.every((e) => typeof e.data.timestamp === 'string')).toBe(true);
    expect((await run('approve', older, '--reason', ' ')).exitCode).toBe(2);
    expect((await run('reject', 'ZZZZZZZZ', '--reason', 'x')).exitCode).toBe(3);
  });

  test('the policy sets the approval when a checkpoint is written (default auto: complete and error need review); escalation; resume passes pending ones over and says so', async () => {
    const { run, json, home } = setup();
    const auto = (await json('create', '--trigger', 'periodic')).data.id as string;
    const error = (await json('create', '--trigger', 'error')).data.id as string;
    const rows = async () =>
      Object.fromEntries(
        (
          (await json('list', '--all-triggers')).data.rows as {
            id: string;
            approval: { status: string; reason?: string; policy?: string };
          }[]
        ).map((r) => [r.id, r.approval]),
      );
    expect(await rows()).toEqual({
      [auto]: { status: 'auto_approved' },
      [error]: { status: 'pending', policy: 'auto', reason: 'policy auto requires review of error checkpoints' },
    });
    const picked = (await json('resume', 'sess-a', '--print')).data;
    expect(picked.checkpointId).toBe(auto);
    expect(picked.warnings).toContain(
      `newer checkpoint ${error} (error) was passed over: awaiting review (policy auto requires review of error checkpoints); to take it: \`pai-checkpoint approve ${error}\`, then resume again; or \`pai-checkpoint resume --from ${error}\``,
    );
    expect(picked.passedOver).toEqual([
      {
        id: error,
        trigger: 'error',
        reason: 'awaiting review',
        detail: 'policy auto requires review of error checkpoints',
        take: `\`pai-checkpoint approve ${error}\`, then resume again; or \`pai-checkpoint resume --from ${error}\``,
      },
    ]);
    expect((await json('sessions', '--status', 'pending')).data).toEqual([
      expect.objectContaining({ sessionId: 'sess-a', pending: [error] }),
    ]);
    expect((await run('sessions')).stdout).toMatch(/^sess-a\s+\w+, 1 pending review\s/m);
    expect((await run('approve', error)).exitCode).toBe(0);
    expect((await json('sessions', '--status', 'pending')).data).toEqual([]);
    expect((await json('resume', 'sess-a', '--print')).data.checkpointId).toBe(error);
    expect((await run('inspect', error)).stdout).toMatch(/Approval: {2}approved by \S+ at \S+; policy auto\n/);

    // strict, and escalation on failed tool calls, from the user's file.
    writeFileSync(
      join(home, '.pai', 'checkpoint.toml'),
      '[mcp]\nquery_servers = false\n[approval]\ndefault_policy = "strict"\n',
    );
    const strict = (await json('create', '--trigger', 'periodic')).data.id as string;
    expect((await rows())[strict]).toEqual({
      status: 'pending',
      policy: 'strict',
      reason: 'policy strict requires review of periodic checkpoints',
    });
    writeFileSync(
      join(home, '.pai', 'checkpoint.toml'),
      '[mcp]\nquery_servers = false\n[approval.escalation]\nerror_count_threshold = 2\n',
    );
    writeLines(join(home, 't.jsonl'), [
      userLine('Ship it'),
      assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'false' }, id: 'tu1' }]),
      userLine([{ type: 'tool_result', tool_use_id: 'tu1', is_error: true, content: 'Exit code 1' }]),
      assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'false' }, id: 'tu2' }]),
      userLine([{ type: 'tool_result', tool_use_id: 'tu2', is_error: true, content: 'Exit code 1' }]),
    ]);
    const escalated = (await json('create', '--trigger', 'stop')).data.id as string;
    expect((await rows())[escalated]).toEqual({
      status: 'pending',
      policy: 'auto',
      reason: 'escalated: 2 failed tool call(s), 2 or more',
    });
    expect((await run('list', '--detailed')).stdout).toMatch(
      new RegExp(`^${escalated.slice(0, 10)}.*\\n\\s+status .*approval pending`, 'm'),
    );
  });

  test('list --tag: the whole tag, its leading segments, globs; phase records alone are not listed; nothing matching says so', async () => {
    const { run, json } = setup();
    const ids: string[] = [];
    for (const t of ['milestone/v1.0', 'milestone/v2.0/rc1', 'experiment/a', 'stable']) {
      const id = (await json('create')).data.id as string;
      expect((await run('tag', id, t)).exitCode).toBe(0);
      ids.push(id);
    }
    (await json('create')).data.id; // untagged
    const listed = async (pattern: string) =>
      ((await json('list', '--tag', pattern)).data.rows as { id: string }[]).map((r) => r.id).sort();
    expect(await listed('milestone')).toEqual([ids[0], ids[1]].sort());
    expect(await listed('milestone/v1.0')).toEqual([ids[0]]);
    expect(await listed('milestone/*')).toEqual([ids[0], ids[1]].sort());
    expect(await listed('**/rc1')).toEqual([ids[1]]);
    expect(await listed('*')).toEqual([...ids].sort());
    expect(await listed('stab?e')).toEqual([ids[3]]);
    const none = await run('list', '--tag', 'nothing/here');
    expect(none.stdout).toMatch(
      /^No checkpoints tagged "nothing\/here" for .*\. \(`pai-checkpoint list --all --tag nothing\/here` looks in every project\.\)\n$/,
    );
    expect((await run('list', '--tag', '')).exitCode).toBe(2);
  });

  test('a tag added later keeps a checkpoint through retention', async () => {
    const { run, json } = setup('[retention]\nkeep_last = 1\n');
    const first = (await json('create', '--trigger', 'periodic')).data.id as string;
    expect((await run('tag', first, 'keep/me')).exitCode).toBe(0);
    const second = (await json('create', '--trigger', 'periodic')).data.id as string;
    (await json('create', '--trigger', 'periodic')).data.id;
    expect((await run('prune')).exitCode).toBe(0);
    const left = ((await json('list')).data.rows as { id: string }[]).map((r) => r.id);
    expect(left).toContain(first);
    expect(left).not.toContain(second);
  });

  test('bad input: a clear error, the right exit code, nothing written', async () => {
    const { run, json, volume } = setup();
    const id = (await json('create', '--tag', 'ok')).data.id as string;
    const err = async (code: number, ...argv: string[]) => {
      const r = await run(...argv);
      expect(r.exitCode, r.stdout).toBe(code);
      return r.stderr.trim();
    };
    expect(await err(2, 'tag', id, 'release candidate')).toBe(
      'pai-checkpoint: tag "release candidate": segment "release candidate" has a character a tag cannot hold\n  hint: a tag is one or more segments separated by "/" (milestone/v1.0, experiment/approach-a, stable): letters, digits, ".", "_", "+", "-"; no spaces',
    );
    expect(await err(2, 'tag', id)).toMatch(/^pai-checkpoint: missing <tag>/);
    expect(await err(2, 'annotate', id, '   ')).toBe(
      'pai-checkpoint: the annotation is empty\n  hint: give its text: annotate <id> "<text>"',
    );
    expect(await err(2, 'link', id, 'https://github.com/acme/app/pull/3')).toBe(
      'pai-checkpoint: "https://github.com/acme/app/pull/3" is not an issue reference this knows\n  hint: give a GitHub issue URL (https://github.com/<owner>/<repo>/issues/<n>), a Linear issue URL (https://linear.app/<workspace>/issue/<KEY-123>) or a Beads id (ph-xxx)',
    );
    expect(await err(3, 'untag', id, 'never-set')).toBe(
      `pai-checkpoint: checkpoint ${id} has no tag "never-set"\n  hint: its tags: ok`,
    );
    expect(await err(3, 'unlink', id, 'ph-1')).toBe(
      `pai-checkpoint: checkpoint ${id} is not linked to beads ph-1\n  hint: it has no links`,
    );
    expect(await err(3, 'tag', 'ZZZZZZZZ', 'x')).toMatch(/^pai-checkpoint: no session checkpoint "ZZZZZZZZ" on /);
    expect(await err(2, 'tag', id, 'x', '--user', ' ')).toBe(
      'pai-checkpoint: --user is empty\n  hint: give a user name, or leave --user out for the OS user',
    );
    expect(await err(2, 'create', '--tag', 'a//b')).toBe(
      'pai-checkpoint: tag "a//b" has an empty segment\n  hint: a tag is one or more segments separated by "/" (milestone/v1.0, experiment/approach-a, stable): letters, digits, ".", "_", "+", "-"; no spaces',
    );
    expect(factFiles(volume, id)).toEqual([]);
    const j = JSON.parse((await run('untag', id, 'never-set', '--json')).stdout);
    expect(j.error).toMatchObject({ code: 'NOT_FOUND' });
    // A damaged fact is reported and left out; the others still count.
    expect((await run('tag', id, 'second')).exitCode).toBe(0);
    const [fact] = factFiles(volume, id);
    writeFileSync(join(volume, id, 'facts', fact!), '{"v":1');
    const r = await run('inspect', id);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(
      /^warning: a fact of \S+ could not be read \(checkpoints\/sess-a\/\S+\/facts\/\S+\.json: .*\); left out\n$/,
    );
    expect(r.stdout).toContain('Approval:  auto_approved; tags ok\n');
    expect((await run('tag', '--help')).stdout).toContain(
      'Usage: pai-checkpoint tag <id> <tag> [--user <name>] [--json]',
    );
  });
});

describe('facts are signed like manifests', () => {
  test('a forged (unsigned) or altered fact is reported and never applied; a machine without the signing key cannot write one', async () => {
    const { run, json, volume, paths, env, project, home } = setup();
    const id = (await json('create')).data.id as string;
    expect((await run('tag', id, 'real')).exitCode).toBe(0);
    // Someone who can write the volume but has not the key: an approval forged next to the real tag.
    writeFileSync(
      join(volume, id, 'facts', '01ZZZZZZZZZZZZZZZZZZZZZZZZ.json'),
      `${JSON.stringify({ v: 1, checkpoint: id, at: new Date().toISOString(), user: 'mallory', kind: 'approve', policy: 'auto', reason: 'trust me' })}\n`,
    );
    const forged = await run('inspect', id);
    expect(forged.stderr).toMatch(
      /^warning: a fact of \S+ could not be read \(checkpoints\/sess-a\/\S+\/facts\/01ZZZZZZZZZZZZZZZZZZZZZZZZ\.json: .*not signed .*; not applied\); left out\n$/,
    );
    expect(forged.stdout).toContain('Approval:  auto_approved; tags real\n');
    expect((await json('list')).data.rows[0].approval).toEqual({ status: 'auto_approved' });
    // The real tag's fact, altered: its signature no longer holds.
    const real = factFiles(volume, id).find((f) => !f.startsWith('01ZZ'))!;
    const file = join(volume, id, 'facts', real);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"tag":"real"', '"tag":"fake"'));
    const altered = await run('inspect', id);
    expect(altered.stderr).toContain(
      'its signature does not match: the fact was changed after it was signed; not applied',
    );
    expect(altered.stdout).toContain('Approval:  auto_approved\n');
    // Another machine on the same volume, without the user's signing key: refused, nothing written.
    const before = factFiles(volume, id).length;
    const other = { ...env, PAI_DIR: join(home, 'other-machine'), PAI_CHECKPOINT_VOLUME: join(paths.paiDir, 'volume') };
    const r = await main(['approve', id], defaultCliEnv({ cwd: project, env: other, warnings: [] }));
    expect([r.exitCode, r.stderr]).toEqual([
      4,
      expect.stringMatching(
        /is signed with the signing key [0-9a-f]{16}, which this machine does not have: a fact \(approve\) written here would not count\n  hint: put the signing key [0-9a-f]{16} here: on the machine that has it, `.*key export -o signing\.key`/,
      ),
    ]);
    expect(factFiles(volume, id)).toHaveLength(before);
  });
});

/** N processes, each its own machine (its own PAI_DIR: no lock shared), annotate one checkpoint of a shared volume at once. */
async function concurrentWriters(volumeSpec: string, extraEnv: Record<string, string>, n: number) {
  const home = tempDir('pai-facts-');
  const project = join(home, 'project');
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'f.txt'), 'x\n');
  const machine = (k: number) => ({
    HOME: home,
    PAI_DIR: join(home, `pai-${k}`),
    PAI_CHECKPOINT_VOLUME: volumeSpec,
    ...extraEnv,
  });
  const created = await runCliAsync(
    ['create', '--session', '11111111-2222-3333-4444-555555555555', '--json'],
    project,
    machine(0),
  );
  expect(created.code, created.err).toBe(0);
  const id = JSON.parse(created.out).id as string;
  // Every machine has the user's signing key (copied, as the README says), else its facts would not count.
  for (let k = 1; k <= n + 1; k++)
    mkdirSync(join(home, `pai-${k === n + 1 ? 99 : k}`, 'checkpoint'), { recursive: true });
  for (let k = 1; k <= n + 1; k++)
    copyFileSync(
      join(home, 'pai-0', 'checkpoint', 'signing.key'),
      join(home, `pai-${k === n + 1 ? 99 : k}`, 'checkpoint', 'signing.key'),
    );
  const results = await Promise.all(
    Array.from({ length: n }, (_, k) =>
      runCliAsync(
        k % 2 ? ['annotate', id, `note ${k}`, '--user', `m${k}`] : ['tag', id, `writer/m${k}`, '--user', `m${k}`],
        project,
        machine(k + 1),
      ),
    ),
  );
  for (const r of results) expect(r.code, r.err).toBe(0);
  const wantNotes = Array.from({ length: n }, (_, k) => k)
    .filter((k) => k % 2)
    .map((k) => `note ${k}`);
  const wantTags = Array.from({ length: n }, (_, k) => k)
    .filter((k) => k % 2 === 0)
    .map((k) => `writer/m${k}`);
  // Seen from another machine: list (the index, rebuilt where a writer's view was overwritten) and inspect (the facts).
  const row = JSON.parse((await runCliAsync(['list', '--all', '--json'], project, machine(99))).out).rows[0];
  expect(row.annotations.map((x: { text: string }) => x.text).sort()).toEqual(wantNotes.sort());
  expect([...row.tags].sort()).toEqual(wantTags.sort());
  const m = JSON.parse((await runCliAsync(['inspect', id, '--json'], project, machine(99))).out).checkpoint;
  expect(m.annotations).toHaveLength(wantNotes.length);
  expect([...m.tags].sort()).toEqual(wantTags.sort());
}

test('concurrent writers on several machines (no lock shared) never lose an entry: a folder volume', async () => {
  await concurrentWriters(tempDir('pai-facts-vol-'), {}, 8);
});

test('concurrent writers on several machines never lose an entry: an S3 volume', async () => {
  await concurrentWriters(
    's3://vol/team',
    { AWS_ENDPOINT_URL_S3: s3.endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    6,
  );
  expect(
    s3.requests.filter((r) => /^PUT \/vol\/team\/checkpoints\/[^/]+\/[^/]+\/facts\/[^/]+\.json/.test(r)),
  ).toHaveLength(6); // one create each
});
