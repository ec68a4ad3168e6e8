import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { forkTranscript, topLevelMember } from '../../../src/domain/transcript/fork.js';
import { tempDir } from '../../helpers.js';

const OLD = '5f0c1a22-0000-4000-8000-000000000001';
const NEW = '9e7d3b44-0000-4000-8000-000000000002';
const M = `"sessionId":"${OLD}"`;

/** The lines forked from OLD to NEW, and how many were rewritten. */
async function fork(lines: string[]) {
  const dir = tempDir();
  const input = join(dir, `${OLD}.jsonl`);
  const output = join(dir, `${NEW}.jsonl`);
  writeFileSync(input, `${lines.join('\n')}\n`);
  const n = await forkTranscript(input, output, OLD, NEW);
  return { n, out: readFileSync(output, 'utf8').split('\n').slice(0, -1), mode: statSync(output).mode & 0o777 };
}

describe('forkTranscript: the top-level sessionId of each line of the old session names the new one, nothing else changes', () => {
  test('Claude Code`s compact lines: only the member is rewritten, every other byte kept (escapes, key order, unicode)', async () => {
    const user = `{"parentUuid":null,"isSidechain":false,"cwd":"/p",${M},"message":{"role":"user","content":"caf\\u00e9 \\"quoted\\" ✓"},"uuid":"u1"}`;
    const { n, out, mode } = await fork([user]);
    expect(n).toBe(1);
    expect(out).toEqual([user.replace(M, `"sessionId":"${NEW}"`)]);
    expect(mode).toBe(0o600);
  });

  test('a nested member, the id inside a string (a tool result quoting a line), another session`s line: unchanged', async () => {
    const nested = `{"type":"progress","data":{${M}},"sessionId":"other"}`;
    const quoted = `{"type":"user","content":"{\\"sessionId\\":\\"${OLD}\\"} and ${M} as text","x":1}`;
    const inText = `{"type":"user","content":"${M.replace(/"/g, '\\"')}"}`;
    const other = `{"sessionId":"other","note":"mentions ${OLD}"}`;
    const { n, out } = await fork([nested, quoted, inText, other]);
    expect(n).toBe(0);
    expect(out).toEqual([nested, quoted, inText, other]);
  });

  test('the top-level member after a nested one, or after a string that holds it as text: that one is rewritten', async () => {
    const after = `{"data":{${M}},"text":"a \\\\ backslash and ${M.replace(/"/g, '\\"')}",${M}}`;
    const { n, out } = await fork([after]);
    expect(n).toBe(1);
    expect(out[0]).toBe(`{"data":{${M}},"text":"a \\\\ backslash and ${M.replace(/"/g, '\\"')}","sessionId":"${NEW}"}`);
    expect(JSON.parse(out[0]!)).toMatchObject({ sessionId: NEW, data: { sessionId: OLD } });
  });

  test('another shape (spaces after the colon) is parsed and written again; a line that is not JSON is copied as it is', async () => {
    const spaced = `{ "sessionId": "${OLD}", "a": 1 }`;
    const broken = `{"sessionId": "${OLD}", oops`;
    const { n, out } = await fork([spaced, broken, '']);
    expect(n).toBe(1);
    expect(out).toEqual([`{"sessionId":"${NEW}","a":1}`, broken, '']);
  });

  test('lines longer than a read (1 MiB) and a last line without its newline', async () => {
    const long = `{${M},"text":"${'ü'.repeat(1_500_000)}"}`;
    const dir = tempDir();
    const input = join(dir, 'in.jsonl');
    writeFileSync(input, `${long}\n${long}`);
    expect(await forkTranscript(input, join(dir, 'out.jsonl'), OLD, NEW)).toBe(2);
    const want = long.replace(M, `"sessionId":"${NEW}"`);
    expect(readFileSync(join(dir, 'out.jsonl'), 'utf8')).toBe(`${want}\n${want}\n`);
  });

  test('topLevelMember: -1 for a line that is not an object or holds the member only as text or nested', () => {
    const at = (line: string) => topLevelMember(Buffer.from(line), Buffer.from(M));
    expect(at(`[${M}]`)).toBe(-1);
    expect(at(`{"a":[{${M}}]}`)).toBe(-1);
    expect(at(`{"a":"\\"${M.slice(1)}"}`)).toBe(-1);
    expect(at(`{"é":"✓",${M}}`)).toBe(Buffer.byteLength('{"é":"✓",'));
  });
});
