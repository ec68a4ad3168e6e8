// The summary a checkpoint stores (summary.json, SPEC-07.30.02): built in from a real transcript
// (a fixture made by the real Claude Code binary) and git; written by the model through the REAL
// claude binary against the scripted Messages API (test/e2e/fake-api.ts); the built-in one when
// the model fails or takes too long. Context metrics (SPEC-07.32.03) come in the same manifest.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../../../src/core/config.js';
import { captureCheckpoint, type CaptureRequest } from '../../../src/domain/capture/create.js';
import { MARKDOWN_MAX, type SessionSummary } from '../../../src/domain/summary/render.js';
import { readSummary } from '../../../src/app/summary.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { startFakeApi, type FakeApi } from '../../e2e/fake-api.js';
import { CLAUDE_BIN, claudeEnv, makeHome } from '../../e2e/harness.js';
import { readJson, tempDir } from '../../helpers.js';
import { storedPartFile } from '../../support/forge.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' }).trim();
const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'transcripts', 'fix-and-pass.jsonl');
const MODEL_ANSWER = [
  '## Session Summary: greeting',
  '',
  '### Progress',
  '- Added the greeting module and its test (written by the model)',
  '',
  '### Context for Resume',
  '- All tests pass',
].join('\n');

let api: FakeApi;
let slow: FakeApi;
let answer = MODEL_ANSWER;
beforeAll(async () => {
  // The summariser's request carries no tools: the API's side-call answer is what it gets.
  api = await startFakeApi([], { sideText: () => answer });
  slow = await startFakeApi([], { sideText: () => MODEL_ANSWER, delayMs: 8000 });
});
afterAll(async () => {
  await api.close();
  await slow.close();
});

async function setup(summary: Partial<Config['summary']> = {}, apiUrl = api.url) {
  const dir = tempDir('pai-summary-part-');
  const project = join(dir, 'project');
  mkdirSync(project);
  git(project, 'init', '-q', '-b', 'main');
  writeFileSync(join(project, 'README.md'), '# greeting\n');
  git(project, 'add', '-A');
  git(project, 'commit', '-qm', 'start');
  writeFileSync(join(project, 'greeting.js'), 'export const greet = (n) => `Hello, ${n}`;\n');
  const transcript = join(dir, 'transcript.jsonl');
  copyFileSync(FIXTURE, transcript);
  const home = makeHome(project);
  const config = await loadConfig({ paiDir: join(dir, '.pai'), env: {} });
  config.summary = { ...config.summary, ...summary };
  const store = new LocalVolume(config.volume.path);
  const req: CaptureRequest = {
    sessionId: 'sess-s',
    trigger: 'stop',
    cwd: project,
    transcriptPath: transcript,
    pai: { phase: 4, phase_name: 'BUILD', completed_phases: [1, 2, 3], task: 'Add a greeting module' },
  };
  const opts = {
    config,
    env: claudeEnv(home, apiUrl),
    claudeDir: join(home.dir, '.claude'),
    stateDir: join(dir, 'state'),
  };
  return { store, req, opts };
}

const summaryOf = (store: LocalVolume, m: { session_id: string; id: string }) =>
  readJson<SessionSummary>(storedPartFile(store.location, m.session_id, m.id, 'summary.json'));

describe('summary.json', () => {
  test('built in: the transcript`s decision, failed approach with its fix and passed tests; git`s changes; the phase; context metrics in the manifest', async () => {
    const { store, req, opts } = await setup();
    const r = await captureCheckpoint(store, req, opts);
    expect(r.manifest.parts['summary.json']).toBeDefined();
    const s = summaryOf(store, r.manifest);
    expect(s).toEqual(r.summary);
    expect(s.engine).toBe('builtin');
    expect(s.markdown).toMatch(/^## Session Summary: sess-s\n/);
    for (const section of [
      '### Progress',
      '### Decisions',
      '### Failed Approaches',
      '### Context for Resume',
      '### Files',
    ])
      expect(s.markdown).toContain(section);
    expect(s.decisions.length).toBeGreaterThan(0);
    expect(s.failed_approaches.some((f) => f.includes('fixed by'))).toBe(true);
    expect(s.files).toEqual([{ path: 'greeting.js', added: 1, removed: 0 }]);
    expect(s.context.some((l) => l.includes('4/7'))).toBe(true);
    expect(r.manifest.conversation.context).toMatchObject({
      window: 200_000,
      compactions: 0,
      compression_applied: false,
    });
    expect(r.manifest.conversation.context!.tokens_used).toBeGreaterThan(0);
  });

  test('engine = "model": the real claude writes it from the built-in summary and the recent turns; a phase checkpoint keeps the built-in one', async () => {
    const { store, req, opts } = await setup({ engine: 'model', claude: CLAUDE_BIN, timeoutSeconds: 60 });
    const before = api.requests.length;
    const r = await captureCheckpoint(store, req, opts);
    expect(r.warnings.filter((w) => w.includes('summary'))).toEqual([]);
    expect(summaryOf(store, r.manifest)).toMatchObject({ engine: 'model', markdown: `${MODEL_ANSWER}\n` });
    const asked = api.requests
      .slice(before)
      .find((q) => JSON.stringify(q.body ?? '').includes('Rewrite the summary below'));
    expect(asked, 'the summariser`s request').toBeDefined();
    expect(JSON.stringify(asked!.body)).toContain('## Recent turns');
    const phase = await captureCheckpoint(store, { ...req, trigger: 'phase' }, opts);
    expect(summaryOf(store, phase.manifest).engine).toBe('builtin');
  }, 90_000);

  test('a model answer longer than a summary may be is cut to MARKDOWN_MAX bytes at a line`s end (found in review: 16,000 characters were kept)', async () => {
    const { store, req, opts } = await setup({ engine: 'model', claude: CLAUDE_BIN, timeoutSeconds: 60 });
    const lines = Array.from({ length: 300 }, (_, i) => `- progress item ${i} ${'é'.repeat(60)}`);
    answer = [MODEL_ANSWER, ...lines].join('\n');
    try {
      const r = await captureCheckpoint(store, req, opts);
      const md = summaryOf(store, r.manifest).markdown;
      expect(Buffer.byteLength(md)).toBeLessThanOrEqual(MARKDOWN_MAX);
      expect(Buffer.byteLength(md)).toBeGreaterThan(MARKDOWN_MAX - 200);
      expect(md.endsWith('\n')).toBe(true);
      for (const line of md.trimEnd().split('\n')) expect(answer.split('\n')).toContain(line);
    } finally {
      answer = MODEL_ANSWER;
    }
  }, 90_000);

  test('a summary.json whose lists are not lists is INVALID_DATA when read, never a TypeError later (found in review)', async () => {
    const { store, req, opts } = await setup();
    const r = await captureCheckpoint(store, req, opts);
    expect((await readSummary(store, r.manifest))?.decisions).toEqual(expect.any(Array));
    writeFileSync(
      storedPartFile(store.location, r.manifest.session_id, r.manifest.id, 'summary.json'),
      JSON.stringify({ markdown: '## x', decisions: 5, files: [] }),
    );
    await expect(readSummary(store, r.manifest)).rejects.toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining(`the summary of ${r.manifest.id} is not a summary`),
    });
  });

  test('the model failing (no such command) or slower than timeout_seconds: the built-in summary, and a warning saying why', async () => {
    const missing = await setup({ engine: 'model', claude: '/nonexistent/claude' });
    const a = await captureCheckpoint(missing.store, missing.req, missing.opts);
    expect(summaryOf(missing.store, a.manifest).engine).toBe('builtin');
    expect(a.warnings.join('\n')).toMatch(
      /the model's summary failed \(\/nonexistent\/claude could not run: .*ENOENT.*\): the built-in one is stored/,
    );
    const late = await setup({ engine: 'model', claude: CLAUDE_BIN, timeoutSeconds: 2 }, slow.url);
    const b = await captureCheckpoint(late.store, late.req, late.opts); // cut at the timeout (the warning below says so), not waited out
    expect(summaryOf(late.store, b.manifest).engine).toBe('builtin');
    expect(b.warnings.join('\n')).toMatch(/gave no summary within 2 s/);
  }, 90_000);
});
