import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/**
 * A session's transcript copied as a new session (`resume --fork`): every line whose `sessionId`
 * names the old session names the new one; any other line (not JSON, or another session's) is
 * copied as it is. Claude Code's own `--fork-session` is not used: its SessionStart still carries
 * the old id (CLAUDE-CODE.md), so the hooks would take the fork for the old session. The copy is
 * created 0600 and never overwrites a file. Returns the number of lines rewritten.
 */
export async function forkTranscript(input: string, output: string, from: string, to: string): Promise<number> {
  const out = createWriteStream(output, { flags: 'wx', mode: 0o600 });
  await once(out, 'open');
  let rewritten = 0;
  try {
    for await (const line of createInterface({ input: createReadStream(input), crlfDelay: Infinity })) {
      let text = line;
      if (line.includes(from)) {
        try {
          const v = JSON.parse(line) as Record<string, unknown>;
          if (v && typeof v === 'object' && v['sessionId'] === from) {
            v['sessionId'] = to;
            text = JSON.stringify(v);
            rewritten++;
          }
        } catch {
          // not JSON: copied as it is
        }
      }
      if (!out.write(`${text}\n`)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out);
  }
  return rewritten;
}
