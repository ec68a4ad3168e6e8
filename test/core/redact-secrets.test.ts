// Well-known secret shapes redacted (core/redact.ts), and the transcript copy's line-by-line
// redaction (domain/capture/parts/conversation.ts): every line stays JSON, a character cut
// between two chunks is kept whole, and the bytes written are counted (a restore's bound).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import { redactSecretPatterns } from '../../src/core/redact.js';
import { redactLines } from '../../src/domain/capture/parts/conversation.js';

describe('redactSecretPatterns', () => {
  test.each([
    ['AWS key id', 'id AKIAIOSFODNN7EXAMPLE.', 'id [REDACTED:aws-access-key-id].'],
    ['GitHub token', 'x ghp_abcdefghijklmnopqrstuvwxyz0123456789 y', 'x [REDACTED:github-token] y'],
    ['fine-grained GitHub token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnop', '[REDACTED:github-token]'],
    [
      'Anthropic key',
      'ANTHROPIC_API_KEY=sk-ant-api03-abcdefghijklmnopqrstuvwx',
      'ANTHROPIC_API_KEY=[REDACTED:anthropic-key]',
    ],
    ['Slack token', 'xoxb-123456789012-abcdefABCDEF', '[REDACTED:slack-token]'],
    [
      'a private key',
      '-----BEGIN RSA PRIVATE KEY-----\\nMIIEabc\\n-----END RSA PRIVATE KEY-----',
      '[REDACTED:private-key]',
    ],
    [
      'a bearer token',
      'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig',
      'Authorization: Bearer [REDACTED:bearer-token]',
    ],
    ['an assignment', 'DB_PASSWORD=hunter2hunter2 rest', 'DB_PASSWORD=[REDACTED:secret-value] rest'],
    ['a JSON field', '{"api_key": "abcdef123456"}', '{"api_key": "[REDACTED:secret-value]"}'],
    [
      'inside a JSON string',
      '{"text":"password: hunter2secret\\nnext"}',
      '{"text":"password: [REDACTED:secret-value]\\nnext"}',
    ],
  ])('%s', (_name, input, output) => {
    expect(redactSecretPatterns(input)).toBe(output);
  });

  test('a private key as a file holds it (real newlines) is redacted; in JSON text a match never leaves its string (found in review: a BEGIN in one field and an END in a later one swallowed the fields between)', () => {
    expect(
      redactSecretPatterns('key:\n-----BEGIN PRIVATE KEY-----\nMIIEabc\ndef\n-----END PRIVATE KEY-----\nafter'),
    ).toBe('key:\n[REDACTED:private-key]\nafter');
    const doc = {
      decisions: ['use -----BEGIN RSA PRIVATE KEY----- as the marker'],
      failed: ['x'],
      blockers: ['until -----END RSA PRIVATE KEY-----'],
      files: [{ path: 'a', added: 1 }],
    };
    expect(JSON.parse(redactSecretPatterns(JSON.stringify(doc)))).toEqual(doc);
  });

  test("ordinary code and prose are left alone; a 1 MB hostile text is handled (its speed is bench's to measure)", () => {
    for (const text of [
      'const tokens = countTokens(text);',
      'the secret sauce is testing',
      'sk-test',
      'password_reset(user)',
      'token count: 42',
    ])
      expect(redactSecretPatterns(text)).toBe(text);
    const hostile = 'password='.repeat(100_000) + 'a'.repeat(100_000);
    expect(redactSecretPatterns(hostile).endsWith('a'.repeat(1000))).toBe(true);
  });
});

test('redactLines: each transcript line redacted and still JSON, characters cut between chunks kept whole, the bytes written counted', async () => {
  const lines = [
    JSON.stringify({
      type: 'user',
      message: { content: 'export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789 — naïve café ☕' },
    }),
    JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'ok ✓' }] } }),
  ];
  const bytes = Buffer.from(`${lines.join('\n')}\n`);
  const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1)); // one byte at a time: every character cut
  const count = { bytes: 0 };
  const out = (await buffer(Readable.from(chunks).pipe(redactLines(count)))).toString('utf8');
  const parsed = out
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(parsed[0].message.content).toBe('export GITHUB_TOKEN=[REDACTED:github-token] — naïve café ☕');
  expect(parsed[1].message.content[0].text).toBe('ok ✓');
  expect(count.bytes).toBe(Buffer.byteLength(out));
});
