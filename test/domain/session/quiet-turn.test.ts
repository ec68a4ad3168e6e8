/**
 * Issue 34, finding 4: a turn in which the user only ran read-only plugin commands
 * (`/checkpoint:list`, `/checkpoint list`) takes no `stop` checkpoint; every other turn keeps it.
 * The sidecar's look (app/follow.ts) and the Stop hook's fallback (no sidecar) decide alike.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isReadOnlyCommand, pluginCommand, READ_ONLY_COMMANDS } from '../../../src/core/slash.js';
import { followSession } from '../../../src/app/follow.js';
import { stop } from '../../../src/app/hooks/stop.js';
import type { HookContext } from '../../../src/app/hooks/hook.js';
import { pendingFile } from '../../../src/domain/session/queue.js';
import { sidecarFiles } from '../../../src/domain/session/sidecar-files.js';
import { newSession, saveSession } from '../../../src/domain/session/state.js';
import { typedCommandOf } from '../../../src/domain/transcript/prompt.js';
import { COMMANDS } from '../../../src/adapters/cli/main.js';
import { assistantLine, DIST, sandbox, trackerCtx, userLine } from '../../helpers.js';

const ROOT = join(DIST, '..');

const SID = '5a1d0c3e-1111-4222-8333-0000000000a4';

/** The lines Claude Code 2.1.197 writes for a typed slash command (seen with the real binary). */
function commandLines(name: string, args = ''): string[] {
  const typed = `<command-message>${name.slice(1)}</command-message>\n<command-name>${name}</command-name>${args ? `\n<command-args>${args}</command-args>` : ''}`;
  return [
    userLine(typed),
    userLine([{ type: 'text', text: 'ID  TRIGGER\n01M8  stop\n\nShow it to the user as it is.' }], { isMeta: true }),
  ];
}

function setup() {
  const sb = sandbox();
  const transcript = join(sb.home, 't.jsonl');
  writeFileSync(transcript, '');
  const state = newSession(SID, sb.project, sb.project, new Date());
  state.transcriptPath = transcript;
  state.transcriptOffset = 0;
  saveSession(sb.paths, state);
  mkdirSync(join(sb.paths.stateDir, 'sidecars'), { recursive: true });
  const ctx: HookContext & { warnings: string[] } = {
    ...trackerCtx(sb.paths),
    cliPath: '/plugin/dist/cli.cjs',
    startWorker: () => undefined,
    startSidecar: async () => undefined,
  };
  const add = (...lines: string[]) => appendFileSync(transcript, lines.map((l) => `${l}\n`).join(''));
  /** Stop, journalled by hooks/journal.sh, with the turn's final text. */
  const turnEnds = (finalText = 'ok') =>
    appendFileSync(
      sidecarFiles(sb.paths, SID).journal,
      `${JSON.stringify({ session_id: SID, hook_event_name: 'Stop', last_assistant_message: finalText, stop_hook_active: false })}\n`,
    );
  /** The sidecar's look: the triggers it asks for. */
  const look = async () => (await followSession(ctx, SID)).tickets.map((t) => t.trigger);
  const bash = (command: string) => assistantLine([{ type: 'tool_use', name: 'Bash', input: { command } }]);
  const reply = (text: string) => assistantLine([{ type: 'text', text }]);
  return { ...sb, ctx, transcript, add, turnEnds, look, bash, reply };
}

describe('which typed commands only read (core/slash.ts, one table)', () => {
  test.each([
    ['/checkpoint:list', '', true],
    ['/checkpoint:list', '--all --trigger stop', true],
    ['/checkpoint', 'list --all', true],
    ['/checkpoint', '', true], // a bare /checkpoint lists
    ['/checkpoint:inspect', '01M8FD8QMG', true],
    ['/checkpoint:doctor', '', true],
    ['/checkpoint:usage', '', true],
    ['/checkpoint:summary', '', true],
    ['/checkpoint:diff', 'a b', true],
    ['/checkpoint', 'inspect 01M8', true],
    ['/checkpoint:save', 'my-label', false],
    ['/checkpoint', 'save list', false],
    ['/checkpoint:resume', '', false],
    ['/checkpoint:rewind', '01M8', false],
    ['/checkpoint:tag', '01M8 list', false],
    ['/checkpoint:complete', '01M8', false],
    ['/checkpoint:delete', '01M8', false],
    ['/checkpoint:approve', '01M8', false],
    ['/checkpoint:setup', '', false],
    ['/checkpoint:memory', 'show', false],
    ['/checkpoint:lister', '', false],
    ['/compact', '', false],
    ['/list', '', false],
    ['/other:list', '', false],
  ])('%s %s → %s', (name, args, readOnly) => {
    expect(isReadOnlyCommand(name, args)).toBe(readOnly);
  });

  test('every read-only command is a CLI command; its command file (where the model relays it: the prompt hook off) says to show it as it is', () => {
    for (const c of READ_ONLY_COMMANDS) expect(COMMANDS[c], c).toBeDefined();
    expect(pluginCommand('/checkpoint:list', '')).toBe('list');
    const files = readdirSync(join(ROOT, 'commands'))
      .map((f) => f.replace(/\.md$/, ''))
      .filter((c) => READ_ONLY_COMMANDS.has(c));
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const c of files)
      expect(readFileSync(join(ROOT, 'commands', `${c}.md`), 'utf8'), c).toContain('Show it to the user as it is');
  });

  test('the transcript line of a typed command, not its expansion (a meta line) nor a prompt, is what the user typed', () => {
    expect(
      typedCommandOf(
        {},
        '<command-message>checkpoint:list</command-message>\n<command-name>/checkpoint:list</command-name>',
      ),
    ).toEqual({ name: '/checkpoint:list', args: '' });
    expect(
      typedCommandOf(
        {},
        '<command-message>checkpoint</command-message>\n<command-name>/checkpoint</command-name>\n<command-args>list --all</command-args>',
      ),
    ).toEqual({ name: '/checkpoint', args: 'list --all' });
    expect(typedCommandOf({ isMeta: true }, '<command-name>/checkpoint:list</command-name>')).toBeUndefined();
    expect(typedCommandOf({}, 'please run <command-name>/checkpoint:list</command-name>')).toBeUndefined();
    expect(
      typedCommandOf({}, [{ type: 'text', text: '<command-name>/checkpoint:list</command-name>' }]),
    ).toBeUndefined();
  });
});

describe('the sidecar: a turn of read-only plugin commands takes no stop checkpoint', () => {
  test('/checkpoint:list and /checkpoint list (the dispatcher): no ticket; a turn that ran Bash: stop', async () => {
    const { add, turnEnds, look, bash, reply } = setup();
    add(...commandLines('/checkpoint:list'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual([]);
    add(...commandLines('/checkpoint', 'list --all'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual([]);
    add(userLine('make f'), bash('echo hi > f'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual(['stop']);
  });

  test('a mutating command, a prompt, or a tool call in the same turn: stop as before', async () => {
    const { add, turnEnds, look, bash, reply } = setup();
    add(...commandLines('/checkpoint:tag', '01M8 milestone'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual(['stop']);
    add(...commandLines('/checkpoint:list'), bash('rm -rf build'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual(['stop']);
    add(...commandLines('/checkpoint:inspect', '01M8'), userLine('and now fix it'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual(['stop']);
  });

  test('a loud turn whose end is read together with a later read-only command keeps its stop (what a turn did is cleared only at its end: never the quiet side by mistake)', async () => {
    const { add, turnEnds, look, bash, reply } = setup();
    add(userLine('make f'), bash('echo hi > f'), reply('ok'));
    turnEnds();
    add(...commandLines('/checkpoint:list'), reply('ok'));
    expect(await look()).toEqual(['stop']);
    turnEnds(); // the command's turn: its lines were read with the loud turn's end, so nothing is known of it
    expect(await look()).toEqual(['stop']);
  });

  test('a turn end with nothing read for it (its final text never reaches the transcript) keeps its stop, and so does the next turn', async () => {
    const { add, turnEnds, look, reply } = setup();
    turnEnds('never written');
    expect(await look()).toEqual(['stop']);
    add(...commandLines('/checkpoint:list'), reply('ok')); // what that turn wrote, read after its end
    turnEnds('ok');
    expect(await look()).toEqual(['stop']);
  });

  test('Claude Code writes a slash command`s lines after Stop: the look waits for the turn`s final text, then takes no stop', async () => {
    const { add, turnEnds, look, reply, bash } = setup();
    turnEnds('Here it is.');
    const looking = look();
    setTimeout(() => add(...commandLines('/checkpoint:list'), reply('Here it is.')), 150);
    expect(await looking).toEqual([]);
    // A Bash turn written late in the same way keeps its stop.
    turnEnds('wrote f');
    const next = look();
    setTimeout(() => add(userLine('write f'), bash('echo hi > f'), reply('wrote f')), 150);
    expect(await next).toEqual(['stop']);
  });

  test('a project that defines its own /checkpoint command: every turn keeps its stop (the repository may run anything under that name)', async () => {
    const { add, turnEnds, look, reply, project } = setup();
    mkdirSync(join(project, '.claude', 'commands'), { recursive: true });
    writeFileSync(join(project, '.claude', 'commands', 'checkpoint.md'), '!`touch changed`\n');
    add(...commandLines('/checkpoint', 'list'), reply('ok'));
    turnEnds();
    expect(await look()).toEqual(['stop']);
  });
});

describe('the Stop hook (no sidecar) decides alike', () => {
  test('/checkpoint:list: no ticket; then a Bash turn: stop', async () => {
    const { ctx, paths, add, bash, reply, transcript, project } = setup();
    const tickets = () =>
      readFileSync(pendingFile(paths, SID), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { trigger: string }).trigger);
    const payload = {
      session_id: SID,
      transcript_path: transcript,
      cwd: project,
      hook_event_name: 'Stop',
      last_assistant_message: 'ok',
      stop_hook_active: false,
    };
    add(...commandLines('/checkpoint:list'), reply('ok'));
    await stop(ctx, payload);
    expect(() => tickets()).toThrow(/ENOENT/); // nothing queued
    add(userLine('make f'), bash('echo hi > f'), reply('ok'));
    await stop(ctx, payload);
    expect(tickets()).toEqual(['stop']);
  });
});
