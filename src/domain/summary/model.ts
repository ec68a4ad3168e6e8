import { spawn } from 'node:child_process';
import { closeSync, fstatSync, readSync } from 'node:fs';
import { CheckpointError, errorMessage } from '../../core/errors.js';
import { jsonLines } from '../../core/json-lines.js';
import { openRegularSync } from '../../core/regular.js';
import { lineEvents } from '../transcript/reader.js';
import { MARKDOWN_MAX } from './render.js';

/** Bytes of the transcript's end the model is shown (its recent turns). */
const TAIL_BYTES = 256 * 1024;
/** Characters of recent conversation in the prompt, and of the answer taken. */
const RECENT_CHARS = 24_000;
const ANSWER_CHARS = 16_000;

interface ModelSummaryOptions {
  /** The claude command (`[summary] claude`). */
  claude: string;
  model: string;
  timeoutMs: number;
  cwd: string;
  env: Record<string, string | undefined>;
}

/**
 * A summary written by the model (`[summary] engine = "model"`, SPEC-07.30.02): the local
 * `claude -p` with a small model is given the built-in summary and the session's recent turns and
 * asked for the same sections, better worded. It runs without tools, without saving a session,
 * and with this plugin off inside it (a checkpoint of the summariser's own session would be noise).
 * Throws (IO) on a failure, a timeout or an answer that is not such a summary: the caller then
 * keeps the built-in one.
 */
export async function modelSummary(
  builtin: string,
  transcriptPath: string | undefined,
  o: ModelSummaryOptions,
): Promise<string> {
  const prompt = [
    'You summarise a coding-agent session for whoever continues it. Rewrite the summary below in exactly the same markdown layout',
    '(the "## Session Summary:" heading, then "### Progress", "### Decisions", "### Failed Approaches", "### Blockers", "### Context for Resume"',
    'and "### Files" sections, each a list of "- " lines), keeping every fact, file name and count, merging duplicates and stating each point',
    'plainly. Add only what the recent turns show. Answer with the summary alone.',
    '',
    builtin,
    '',
    '## Recent turns',
    transcriptPath ? recentTurns(transcriptPath) : '(no transcript)',
  ].join('\n');
  const answer = await runClaude(
    ['-p', '--model', o.model, '--tools', '', '--no-session-persistence', '--output-format', 'text'],
    prompt,
    o,
  );
  const text = answer.trim();
  if (!text.startsWith('## Session Summary') || !text.includes('### Progress'))
    throw new CheckpointError(
      'IO',
      `the model's answer is not a summary (it begins ${JSON.stringify(text.slice(0, 60))})`,
    );
  return `${withinBytes(text, MARKDOWN_MAX - 1)}\n`;
}

/** The longest run of whole lines of `text` within `max` UTF-8 bytes (the first line cut if it alone is longer). */
function withinBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  const head = Buffer.from(text)
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  const nl = head.lastIndexOf('\n');
  return nl > 0 ? head.slice(0, nl) : head;
}

/** The user's prompts, the assistant's texts and the failed tool calls of the transcript's last bytes, newest last, capped. */
function recentTurns(path: string): string {
  const fd = openRegularSync(path);
  if (fd === undefined) return '(no transcript)';
  let text: string;
  try {
    const size = fstatSync(fd).size;
    const from = Math.max(0, size - TAIL_BYTES);
    const buf = Buffer.alloc(size - from);
    readSync(fd, buf, 0, buf.length, from);
    text = buf.toString('utf8');
    if (from > 0) text = text.slice(text.indexOf('\n') + 1); // the first line is cut
  } finally {
    closeSync(fd);
  }
  const out: string[] = [];
  for (const line of jsonLines(text)) {
    for (const ev of lineEvents(line)) {
      if (ev.kind === 'prompt') out.push(`User: ${ev.text.slice(0, 2000)}`);
      else if (ev.kind === 'assistant_text' && ev.text.trim()) out.push(`Assistant: ${ev.text.slice(0, 2000)}`);
      else if (ev.kind === 'tool_use')
        out.push(
          `(tool ${ev.name}${typeof ev.input['command'] === 'string' ? `: ${ev.input['command'].slice(0, 200)}` : ''})`,
        );
      else if (ev.kind === 'tool_result' && ev.isError)
        out.push(`(failed: ${(ev.error ?? '').split('\n')[0]!.slice(0, 200)})`);
    }
  }
  let joined = out.join('\n');
  if (joined.length > RECENT_CHARS) joined = joined.slice(joined.length - RECENT_CHARS);
  return joined;
}

/** Runs claude with `input` on stdin; its stdout, or an IO error naming why (not found, exit code, timeout). */
function runClaude(args: string[], input: string, o: ModelSummaryOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const env = { ...o.env, PAI_CHECKPOINT_DISABLE: '1' };
    const child = spawn(o.claude, args, { cwd: o.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new CheckpointError('IO', `${o.claude} gave no summary within ${Math.round(o.timeoutMs / 1000)} s`));
    }, o.timeoutMs);
    child.stdout
      .setEncoding('utf8')
      .on('data', (d: string) => (out.length < 4 * ANSWER_CHARS ? (out += d) : undefined));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err = `${err}${d}`.slice(-2000)));
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(new CheckpointError('IO', `${o.claude} could not run: ${errorMessage(e)}`));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new CheckpointError('IO', `${o.claude} exited with ${code}: ${err.trim().split('\n').slice(-2).join(' | ')}`),
        );
    });
    child.stdin.on('error', () => undefined); // it may exit before reading everything
    child.stdin.end(input);
  });
}
