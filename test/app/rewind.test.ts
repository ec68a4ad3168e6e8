/**
 * Rewind (issue 33, item 4): code and conversation back to one checkpoint together, in-process.
 * `resume --from <an older checkpoint>` used to put that checkpoint's files back (with
 * --restore-workspace) under the NEWEST conversation: the transcript was restored only when missing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../src/adapters/cli/main.js';
import { printSessionResume } from '../../src/adapters/cli/print.js';
import { create } from '../../src/app/create.js';
import { resumeSession } from '../../src/app/resume.js';
import { undo } from '../../src/app/undo.js';
import { loadIndex } from '../../src/domain/volume/session-index.js';
import { assistantLine, userLine, writeLines } from '../helpers.js';
import { appSandbox, git } from './support.js';

/** Checkpoint A after the first request; then a second request changes a.txt and makes b.txt (as a Bash call would); checkpoint B. */
async function twoCheckpoints() {
  const sb = appSandbox();
  const turn = (prompt: string, answer: string) => [
    userLine(prompt, { sessionId: 'S1' }),
    JSON.stringify({ ...JSON.parse(assistantLine([{ type: 'text', text: answer }])), sessionId: 'S1' }),
  ];
  writeLines(sb.transcript, turn('Improve a.txt', 'Editing a.txt now.'));
  const a = (await create(sb.ctx(), { session: 'S1' })).id;
  writeLines(sb.transcript, [
    ...turn('Improve a.txt', 'Editing a.txt now.'),
    ...turn('Second request: make b.txt', 'Made b.txt.'),
  ]);
  writeFileSync(join(sb.project, 'a.txt'), 'v2\n');
  writeFileSync(join(sb.project, 'b.txt'), 'made by Bash\n');
  const b = (await create(sb.ctx(), { session: 'S1' })).id;
  return { ...sb, a, b };
}

describe('rewind: the checkpoint`s files and its own conversation, as a new session', () => {
  test('resume --from an older checkpoint: files as they were then, the conversation up to it forked under a new id; the session, its transcript and its checkpoints stay whole', async () => {
    const { ctx, project: p, transcript, a, b } = await twoCheckpoints();
    const before = readFileSync(transcript, 'utf8');
    const r = await resumeSession(ctx(), { from: a, yes: true });
    expect(r.forkedAs).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.warnings).toContain(
      `checkpoint ${a} is older than the session's newest (${b}): this resume is a rewind — the folder as it was then and the conversation up to it, as a new session (\`pai-checkpoint rewind ${a}\` does the same)`,
    );
    expect(r).toMatchObject({
      sessionId: 'S1',
      checkpointId: a,
      mode: 'resume',
      command: ['/bin/true', '--resume', r.forkedAs],
      started: true,
      rewound: { newer: [b], forkedAs: r.forkedAs },
    });
    // The files are A's: a.txt as it was, b.txt (made after A) gone from the tree.
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v1\n');
    expect(existsSync(join(p, 'b.txt'))).toBe(false);
    expect(git(p, 'status', '--porcelain')).toBe('');
    // The conversation is A's: the first request, not the second; every line names the new session.
    const fork = readFileSync(join(dirname(transcript), `${r.forkedAs}.jsonl`), 'utf8');
    expect(fork).toContain('Improve a.txt');
    expect(fork).not.toContain('Second request');
    expect(
      fork
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).sessionId),
    ).toEqual([r.forkedAs, r.forkedAs]);
    // The old line of work: its transcript untouched, its checkpoints all there.
    expect(readFileSync(transcript, 'utf8')).toBe(before);
    const ids = (await loadIndex(await ctx().volume(), 'S1')).checkpoints.filter((e) => !e.safety).map((e) => e.id);
    expect(ids).toEqual([a, b]);
    const text = printSessionResume(r);
    expect(text).toContain(`Rewound ${p} to checkpoint ${a}: `);
    expect(text).toContain(`the conversation as it was then continues as the new session ${r.forkedAs}.`);
    expect(text).toContain(
      `The old line of work is whole: session S1 and its 1 newer checkpoint(s) (the newest ${b}) stay as they were: \`pai-checkpoint resume S1\` continues that line.`,
    );
    // The rewind is in the folder's undo journal under its own name: undo gives back B's files (the conversation's fork stays).
    const u = await undo(ctx(), { yes: true });
    expect(u).toMatchObject({
      done: true,
      entry: { kind: 'rewind', checkpoint: a, safety: r.rewound!.rollback!.safetyCheckpoint },
    });
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2\n');
    expect(readFileSync(join(p, 'b.txt'), 'utf8')).toBe('made by Bash\n');
    expect(git(p, 'stash', 'list')).toBe('');
  });

  test('--print says it would rewind and changes nothing; the newest checkpoint is a plain resume', async () => {
    const { ctx, project: p, transcript, a, b } = await twoCheckpoints();
    const dry = await resumeSession(ctx(), { from: a, print: true });
    expect(dry).toMatchObject({
      checkpointId: a,
      command: ['/bin/true', '--resume', '<new session id>'],
      rewound: { newer: [b] },
      wouldRestore: { workspace: true, transcript: false },
      started: false,
    });
    expect(printSessionResume(dry)).toContain(`Would rewind ${p} to checkpoint ${a}: its files exactly`);
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2\n');
    expect(existsSync(join(p, 'b.txt'))).toBe(true);
    const newest = await resumeSession(ctx(), { from: b, print: true });
    expect(newest.rewound).toBeUndefined();
    expect(newest.command).toEqual(['/bin/true', '--resume', 'S1']);
    expect(readFileSync(transcript, 'utf8')).toContain('Second request');
  });

  test('`rewind` asks before it rolls the folder back (declined: nothing changed); inside Claude Code it only prints the command for a terminal', async () => {
    const { ctx, env, paths, project: p, transcript, a } = await twoCheckpoints();
    const asked: string[] = [];
    await expect(
      resumeSession(ctx({ answers: ['n'], asked }), { target: a.slice(0, 12), rewind: true }),
    ).rejects.toMatchObject({ code: 'USAGE' });
    expect(asked).toEqual([expect.stringContaining(`Roll ${p} back to checkpoint ${a}`)]);
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2\n');
    expect(readdirSync(dirname(transcript))).toEqual(['S1.jsonl']); // the fork made before the question is gone
    const cli = { cwd: p, env, paths, now: () => new Date(), warnings: [], slash: true };
    // While the session's claude runs here (this process stands in for it), a rewind is refused; its --print says so.
    const { loadSession, saveSession } = await import('../../src/domain/session/state.js');
    const { procInfo } = await import('../../src/platform/process.js');
    const state = loadSession(paths, 'S1')!;
    saveSession(paths, { ...state, claudePid: process.pid, claudeStart: procInfo(process.pid)!.start });
    await expect(resumeSession(ctx(), { from: a, rewind: true, yes: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `session S1 is still running here (claude, pid ${process.pid}): a running session cannot be rewound in place`,
    });
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2\n');
    const out = await main(['slash', 'rewind', a], cli);
    expect(out.stdout).toContain('warning: session S1 is still running here: end it (/exit) before the rewind');
    expect(out.exitCode).toBe(0);
    expect(out.stdout).toContain('A running session cannot be rewound in place: end it, then run from a terminal:');
    expect(out.stdout).toContain(`cd ${p} && pai-checkpoint rewind ${a}`);
    expect(readFileSync(join(p, 'a.txt'), 'utf8')).toBe('v2\n');
  });
});
