import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCliEnv } from '../../../src/adapters/cli/context.js';
import { main } from '../../../src/adapters/cli/main.js';
import { create } from '../../../src/app/create.js';
import { save } from '../../../src/app/save.js';
import { assistantLine, userLine } from '../../helpers.js';
import { appSandbox } from '../../app/support.js';

/** A stored task that tries to run, to close the page's <style>, and to act on a terminal. */
export const HOSTILE_TASK = 'Ship it <script>alert(1)</script></style><b>bold</b> \u001b[2J\u0007 "quoted" & done';
/** A folder and a file whose names do the same (a path cannot hold "/" inside a name: `</style>` is a folder `<` and a folder `style>`). */
export const HOSTILE_PATH = '</style>/<script>alert(2)<\u0007.txt';
/** A note that tries to load an image and run its handler. */
export const HOSTILE_NOTE = 'looks fine <img src=x onerror=alert(4)> \u202eevil';
/** A GitHub token shape a file of the session holds: the report must not carry it. */
export const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

/**
 * A real session `S1` on a real local volume, through the real use cases: a transcript with a
 * decision, a blocker and a failed command; four checkpoints over two phases (THINK, BUILD), one
 * tagged, one rejected; files added, changed and deleted between the first and the last. `run`
 * calls the CLI in-process with the sandbox's environment.
 */
export async function reportSession() {
  const sb = appSandbox();
  const { ctx, project: p, transcript } = sb;
  const line = (...l: string[]) => appendFileSync(transcript, l.map((x) => `${x}\n`).join(''));
  line(
    assistantLine([{ type: 'text', text: 'Decision: stream the parser instead of buffering the whole file.' }]),
    assistantLine([{ type: 'tool_use', name: 'Bash', input: { command: 'npm test' }, id: 'toolu_1' }]),
    userLine([{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'exit 1: 3 tests failed', is_error: true }]),
  );
  const saved = async (name: string, phase: number) => {
    const { id } = await save(ctx(), { session: 'S1', name, phase, task: HOSTILE_TASK });
    if (!id) throw new Error(`save ${name} took no checkpoint`);
    return id;
  };
  const ids: string[] = [];
  writeFileSync(join(p, 'old.txt'), 'to be removed\n');
  ids.push(await saved('thinking', 2));
  writeFileSync(join(p, 'a.txt'), 'v1\nv2 streamed\n');
  ids.push((await create(ctx(), { session: 'S1', name: 'by hand', tags: ['milestone/v1'] })).id);
  mkdirSync(join(p, '<', 'style>'), { recursive: true });
  writeFileSync(join(p, HOSTILE_PATH), `secret = 1\nTOKEN_VALUE ${TOKEN}\n<script>alert(3)</script>\n`);
  line(assistantLine([{ type: 'text', text: 'Blocker: the staging database is down.' }]));
  ids.push(await saved('building', 4));
  writeFileSync(join(p, 'parser.ts'), 'export const parse = (s: string) => s.split(",");\n');
  ids.push(await saved('built', 4));
  const env = { ...sb.env };
  const run = (argv: string[], cwd = p) => main(argv, defaultCliEnv({ cwd, env, warnings: [] }));
  const rejected = await run(['reject', ids[2]!, '--reason', 'needs <em>work</em>', '--json']);
  if (rejected.exitCode !== 0) throw new Error(`reject failed: ${rejected.stderr}${rejected.stdout}`);
  const noted = await run(['annotate', ids[1]!, HOSTILE_NOTE, '--json']);
  if (noted.exitCode !== 0) throw new Error(`annotate failed: ${noted.stderr}${noted.stdout}`);
  return { ...sb, ids, run };
}
