// Issue 32, finding 9: the transcript a checkpoint stores is this machine's copy kept up to date
// (only the lines added since the last capture are redacted and compressed), brought up to date
// and stored within a time limit; past it, the checkpoint is committed without it and says so. The
// limits are given as options (0 s: past at once), never waited for.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { captureCheckpoint, type CaptureRequest } from '../../../src/domain/capture/create.js';
import { loadConfig } from '../../../src/core/config.js';
import { LocalVolume } from '../../../src/storage/local.js';
import { commitCheckpoint } from '../../../src/domain/volume/commit.js';
import { verifyCheckpoint } from '../../../src/domain/volume/verify.js';
import { transcriptFiles } from '../../../src/domain/transcript/local.js';
import { updateCopy, type CopyState } from '../../../src/domain/transcript/copy.js';
import { assistantLine, readJson, tempDir, testPath, userLine, writeLines } from '../../helpers.js';
import { Readable } from 'node:stream';
import { draft } from '../../support/draft.js';

let home: string;
let savedHome: string | undefined;
beforeEach(() => {
  home = tempDir('copy-home-');
  savedHome = process.env['HOME'];
  process.env['HOME'] = home;
});
afterEach(() => {
  process.env['HOME'] = savedHome;
});

const unzstd = (file: string) =>
  execFileSync('zstd', ['-d', '-q', '-c', file], { encoding: 'utf8', maxBuffer: 64 << 20 });

async function setup() {
  const project = join(home, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'a.txt'), 'a\n');
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [userLine('Build it'), assistantLine([{ type: 'text', text: 'ok' }])]);
  const config = await loadConfig({ paiDir: join(home, '.pai'), env: {} });
  const store = new LocalVolume(config.volume.path);
  const req: CaptureRequest = { sessionId: 'sess-1', trigger: 'manual', cwd: project, transcriptPath: transcript };
  const stateDir = join(home, '.pai', 'checkpoint');
  const opts = { config, env: { PATH: testPath(), HOME: home }, claudeDir: join(home, '.claude'), stateDir };
  const files = transcriptFiles(stateDir, 'sess-1');
  const stored = (id: string) => join(config.volume.path, 'checkpoints', 'sess-1', id, 'transcript.jsonl.zst');
  return { project, transcript, config, store, req, opts, files, stored };
}

describe('the transcript a checkpoint stores', () => {
  test('is kept up to date on this machine: a later capture compresses only the lines added since (redacted), and stores the whole', async () => {
    const { transcript, store, req, opts, files, stored } = await setup();
    const first = (await captureCheckpoint(store, req, opts)).manifest;
    expect(first.conversation.has_resume_token).toBe(true);
    const copy1 = readFileSync(files.copy);
    expect(readFileSync(stored(first.id)).equals(copy1)).toBe(true);
    const state1 = readJson<CopyState>(files.copyMeta);
    expect(state1.mark.offset).toBe(statSync(transcript).size);
    appendFileSync(transcript, `${userLine(`token ghp_${'a'.repeat(36)} and more`)}\n`);
    appendFileSync(transcript, '{"type":"assistant","uuid":"being-wr'); // not finished: waits for the next capture
    const second = (await captureCheckpoint(store, req, opts)).manifest;
    const copy2 = readFileSync(files.copy);
    // The first capture's frames are kept byte for byte; only the new lines were compressed, as frames after them.
    expect(copy2.subarray(0, copy1.length).equals(copy1)).toBe(true);
    expect(copy2.length).toBeGreaterThan(copy1.length);
    const back = unzstd(stored(second.id));
    expect(back).toBe(
      readFileSync(transcript, 'utf8')
        .replace(/ghp_a{36}/, '[REDACTED:github-token]')
        .replace(/\{"type":"assistant","uuid":"being-wr$/, ''),
    );
    expect(back.endsWith('\n')).toBe(true);
    expect(second.conversation['transcript_bytes']).toBeGreaterThanOrEqual(Buffer.byteLength(back));
    expect((await verifyCheckpoint(store, 'sess-1', second.id)).ok).toBe(true);
  });

  test('a copy not brought up to date within the limit: the checkpoint is committed without it and says why; the next capture goes on from there', async () => {
    const { transcript, store, req, opts, files } = await setup();
    appendFileSync(
      transcript,
      Array.from({ length: 50 }, (_, i) => `${userLine(`line ${i} ${'x'.repeat(2000)}`)}\n`).join(''),
    );
    const r = await captureCheckpoint(store, req, { ...opts, transcriptLimitMs: 0 });
    const m = r.manifest;
    expect(m.parts['transcript.jsonl.zst']).toBeUndefined();
    expect(m.conversation.has_resume_token).toBe(false);
    expect(m.conversation['transcript_omitted']).toMatch(
      /^its copy was not brought up to date within 0 s \(.* done; the next checkpoint goes on from there\)$/,
    );
    expect(r.warnings.join('\n')).toMatch(/transcript not stored: its copy was not brought up to date within 0 s/);
    expect(m.conversation.turn_count).toBe(51); // the conversation's summary is there all the same
    expect((await verifyCheckpoint(store, 'sess-1', m.id)).ok).toBe(true);
    // Half way (two slices of 16 KiB), then done by the next capture from where it stopped.
    const half = (await updateCopy(transcript, files, {
      redact: true,
      level: 3,
      deadline: Infinity,
      sliceBytes: 16384,
      maxSlices: 2,
    }))!;
    expect(half).toMatchObject({ complete: false });
    expect(half.covered).toBeGreaterThan(16384);
    expect(half.covered).toBeLessThanOrEqual(32768);
    const kept = readFileSync(files.copy);
    const next = (await captureCheckpoint(store, req, opts)).manifest;
    expect(next.conversation.has_resume_token).toBe(true);
    expect(readFileSync(files.copy).subarray(0, kept.length).equals(kept)).toBe(true);
    expect(unzstd(join(store.location, 'checkpoints', 'sess-1', next.id, 'transcript.jsonl.zst'))).toBe(
      readFileSync(transcript, 'utf8'),
    );
  });

  test('a copy not stored within the limit (the part cut off): committed without it, and said', async () => {
    const { store, req, opts } = await setup();
    await captureCheckpoint(store, req, opts); // the copy is up to date: nothing to add next time
    const r = await captureCheckpoint(store, req, { ...opts, transcriptLimitMs: 0 });
    expect(r.manifest.parts['transcript.jsonl.zst']).toBeUndefined();
    expect(r.manifest.conversation).toMatchObject({
      has_resume_token: false,
      transcript_omitted: expect.stringMatching(/^it was not stored within 0 s/),
    });
    expect(r.warnings.join('\n')).toMatch(/transcript not stored: it was not stored within 0 s/);
    expect((await verifyCheckpoint(store, 'sess-1', r.manifest.id)).ok).toBe(true);
  });

  test('a transcript with no complete line yet (empty, or its first line being written): an empty zstd stream, not an empty file', async () => {
    const { transcript, store, req, opts, stored } = await setup();
    for (const content of ['', '{"type":"user","uuid":"being-wr']) {
      writeFileSync(transcript, content);
      const m = (await captureCheckpoint(store, req, opts)).manifest;
      expect(m.conversation.has_resume_token).toBe(true);
      expect(unzstd(stored(m.id))).toBe('');
    }
  });

  test('a transcript replaced by another file (or rewritten) is copied again from its start, never continued', async () => {
    const { transcript, store, req, opts } = await setup();
    await captureCheckpoint(store, req, opts);
    writeLines(transcript, [userLine('Another conversation altogether, longer than the first one was')]);
    const m = (await captureCheckpoint(store, req, opts)).manifest;
    expect(unzstd(join(store.location, 'checkpoints', 'sess-1', m.id, 'transcript.jsonl.zst'))).toBe(
      readFileSync(transcript, 'utf8'),
    );
  });
});

describe('commitCheckpoint and a part the checkpoint can do without', () => {
  const failing = () =>
    new Readable({
      read() {
        this.destroy(new Error('stopped'));
      },
    });

  test('its put failing for the reason it gives: left out, told, the rest committed', async () => {
    const store = new LocalVolume(tempDir());
    const told: string[] = [];
    const m = await commitCheckpoint(store, draft(), [
      { name: 'a.json', data: '{}' },
      { name: 'big.zst', data: failing, omitted: () => 'too slow', onOmit: (why) => told.push(why) },
    ]);
    expect(Object.keys(m.parts)).toEqual(['a.json']);
    expect(told).toEqual(['too slow']);
  });

  test('any other failure of it fails the commit as before', async () => {
    const store = new LocalVolume(tempDir());
    await expect(
      commitCheckpoint(store, draft(), [{ name: 'big.zst', data: failing, omitted: () => undefined }]),
    ).rejects.toThrow('stopped');
  });
});
