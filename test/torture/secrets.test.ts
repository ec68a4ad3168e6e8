/**
 * Torture families 6 and 7 (issue 16). Secrets are planted where a session meets them — the
 * environment, an ignored `.env`, a file that is not ignored, the prompts, the assistant's words
 * and the tool outputs of the transcript — then a real session checkpoint is taken, decided on
 * (a notification goes to a webhook), summarised and logged, and EVERY stored byte is searched:
 * the volume's objects read back decrypted and decompressed, this machine's state (logs, the
 * outbox, summaries, records), and what the webhook received. Where each secret appears is
 * printed. The policy: environment values are never stored; the conversation (transcript copy,
 * conversation and session summaries, state) has well-known secret shapes redacted; workspace files
 * follow the user's ignore rules, and an ignored `.env` is stored only when `[capture]
 * include_ignored` names it and the volume is encrypted (then never in the clear on disk).
 * Family 7: every file we create is 0600 and every folder 0700.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/core/config.js';
import { openVolume } from '../../src/storage/open.js';
import { newSession, saveSession } from '../../src/domain/session/state.js';
import { assistantLine, DIST, runHookProcess, sandbox, userLine, waitForWorkers, writeLines } from '../helpers.js';
import { httpService } from '../support/services.js';
import { recordFigures, Tally } from './figures.js';

/** What is planted, where, and where the policy lets it be stored (decrypted, decompressed). */
const SECRETS = {
  envAws: { value: 'wJalrXUtnFEMIK7MDENGbPxRfiCYPLANTEDKEY01', where: 'the environment (AWS_SECRET_ACCESS_KEY)' },
  envGithub: { value: 'ghp_PLANTEDenvToken0123456789abcdefghijkl', where: 'the environment (GITHUB_TOKEN)' },
  promptToken: { value: 'ghp_PLANTEDpromptToken0123456789abcdefgh', where: 'a prompt' },
  toolAws: { value: 'AKIAPLANTEDTOOLOUT42', where: 'a tool output (an AWS key id)' },
  toolPassword: { value: 'pl4nted-tool-password', where: 'a tool output (password=)' },
  assistantKey: { value: 'sk-ant-api03-PLANTEDassistantKey0123456789', where: "the assistant's words" },
  privateKey: { value: 'MIIEPLANTEDprivateKeyBody', where: 'a tool output (a private key)' },
  ignoredEnv: { value: 'pl4nted-ignored-dotenv', where: 'an ignored .env' },
  trackedFile: { value: 'pl4nted-tracked-config', where: 'a file that is not ignored (config.yml)' },
} as const;
type SecretName = keyof typeof SECRETS;

let hook: Awaited<ReturnType<typeof httpService>>;
beforeAll(async () => {
  hook = await httpService();
});
afterAll(async () => hook.close());

function world(extraToml = '') {
  const sb = sandbox();
  const { home, paths, project } = sb;
  mkdirSync(paths.paiDir, { recursive: true, mode: 0o700 });
  writeFileSync(
    join(paths.paiDir, 'checkpoint.toml'),
    [
      '[mcp]',
      'query_servers = false',
      '[notifications]',
      'default_channel = "webhook"',
      '[notifications.channels.webhook]',
      `url = "${hook.url}/hook"`,
      '[notifications.routing]',
      'info = ["webhook"]',
      extraToml,
      '',
    ].join('\n'),
  );
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: project });
  writeFileSync(join(project, '.gitignore'), '.env\n');
  writeFileSync(join(project, '.env'), `DB_PASSWORD=${SECRETS.ignoredEnv.value}\n`);
  writeFileSync(join(project, 'config.yml'), `service:\n  name: demo # ${SECRETS.trackedFile.value}\n`);
  writeFileSync(join(project, 'app.js'), 'console.log("hello");\n');
  const transcript = join(home, 't.jsonl');
  writeLines(transcript, [
    userLine(`Use my token: export GITHUB_TOKEN=${SECRETS.promptToken.value} and deploy`),
    assistantLine([
      { type: 'text', text: `I'll use the key ${SECRETS.assistantKey.value} for the API.` },
      { type: 'tool_use', name: 'Bash', input: { command: 'env | grep AWS; cat ~/.ssh/id_rsa' }, id: 'toolu_1' },
    ]),
    userLine([
      {
        type: 'tool_result',
        tool_use_id: 'toolu_1',
        content: `AWS_ACCESS_KEY_ID=${SECRETS.toolAws.value}\npassword=${SECRETS.toolPassword.value}\n-----BEGIN RSA PRIVATE KEY-----\n${SECRETS.privateKey.value}\n-----END RSA PRIVATE KEY-----`,
      },
    ]),
  ]);
  saveSession(paths, {
    ...newSession('sec', project, project, new Date()),
    transcriptPath: transcript,
    task: 'Deploy the demo',
  });
  const env = {
    HOME: home,
    PAI_DIR: paths.paiDir,
    PATH: '/usr/bin:/bin',
    AWS_SECRET_ACCESS_KEY: SECRETS.envAws.value,
    GITHUB_TOKEN: SECRETS.envGithub.value,
  };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(DIST, 'cli.cjs'), ...args], { env, cwd: project, encoding: 'utf8' });
  return { ...sb, transcript, env, cli };
}

/** Every file below `dir` (not the project's own), with its bytes. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  const out: { path: string; bytes: Buffer }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push({ path: p, bytes: readFileSync(p) });
    }
  };
  walk(dir);
  return out;
}

/** zstd frames decompressed (a pack, a transcript copy), else the bytes as they are. */
function plain(bytes: Buffer): Buffer {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0xfd2fb528) {
    const r = spawnSync('zstd', ['-d', '-q', '-c'], { input: bytes, maxBuffer: 1 << 30 });
    if (r.status === 0) return r.stdout;
  }
  return bytes;
}

/** Where each secret appears: in the volume's objects (read through its keyring: decrypted), on disk as stored, in this machine's state, at the webhook. */
async function search(w: ReturnType<typeof world>): Promise<Record<SecretName, string[]>> {
  const config = await loadConfig({ paiDir: w.paths.paiDir, project: w.project, env: w.env });
  const store = openVolume(config);
  const places: { place: string; text: string }[] = [];
  for (const key of await store.list(''))
    places.push({ place: `volume:${key}`, text: plain((await store.get(key))!).toString('latin1') });
  for (const f of filesUnder(w.paths.paiDir))
    places.push({ place: `disk:${relative(w.home, f.path)}`, text: plain(f.bytes).toString('latin1') });
  hook.received.forEach((r, i) => places.push({ place: `webhook:${i}`, text: r.body }));
  const found = Object.fromEntries(Object.keys(SECRETS).map((k) => [k, [] as string[]])) as Record<
    SecretName,
    string[]
  >;
  for (const [name, s] of Object.entries(SECRETS) as [SecretName, (typeof SECRETS)[SecretName]][])
    for (const p of places) if (p.text.includes(s.value)) found[name].push(p.place);
  return found;
}

/** A session checkpoint, an approval (a notification to the webhook), hooks writing their log: what a real session leaves. */
async function aSessionsWorth(w: ReturnType<typeof world>): Promise<string> {
  const created = w.cli('create', '--session', 'sec', '--json');
  expect(created.status, created.stderr).toBe(0);
  const id = JSON.parse(created.stdout).id as string;
  expect(w.cli('approve', id, '--reason', 'deploy it').status).toBe(0);
  runHookProcess(
    'stop',
    {
      session_id: 'sec',
      transcript_path: w.transcript,
      cwd: w.project,
      hook_event_name: 'Stop',
      last_assistant_message: `done, key ${SECRETS.assistantKey.value}`,
    },
    w.env,
  );
  const end = Date.now() + 20_000;
  while (!hook.received.some((r) => r.body.includes(id)) && Date.now() < end)
    await new Promise((r) => setTimeout(r, 100));
  await waitForWorkers(w.paths.paiDir);
  return id;
}

test('planted secrets (6): environment values are stored nowhere, the conversation`s well-known secrets nowhere, an ignored .env nowhere; a tracked file`s content only in the workspace; and (7) every file we made is 0600, every folder 0700', async () => {
  const w = world();
  await aSessionsWorth(w);
  const found = await search(w);
  const table = (Object.keys(SECRETS) as SecretName[]).map(
    (k) => `${SECRETS[k].where.padEnd(42)} ${found[k].length ? found[k].join(', ') : 'nowhere'}`,
  );
  console.log(`where each planted secret is stored:\n${table.join('\n')}`);
  const tally = new Tally();
  let lost = 0;
  for (const k of Object.keys(SECRETS) as SecretName[]) {
    const places = found[k];
    // The workspace content, read back and as stored on disk (this volume is not encrypted).
    const allowed =
      k === 'trackedFile' ? places.filter((p) => /^(?:volume:|disk:\.pai\/volume\/)content\/packs\//.test(p)) : [];
    if (places.length === allowed.length)
      tally.add(places.length ? 'stored where the policy says (the workspace)' : 'stored nowhere');
    else (lost++, tally.add(`stored where it must not be: ${k}`));
  }
  expect(found.trackedFile.some((p) => p.startsWith('volume:content/packs/'))).toBe(true); // the workspace is captured
  // The redacted transcript copy is still a transcript: every line parses, and says what was redacted.
  const store = openVolume(await loadConfig({ paiDir: w.paths.paiDir, project: w.project, env: w.env }));
  const copy = plain(
    (await store.get((await store.list('checkpoints/sec/')).find((k) => k.endsWith('transcript.jsonl.zst'))!))!,
  ).toString('utf8');
  expect(
    copy
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown),
  ).toHaveLength(3);
  expect(copy).toContain('[REDACTED:private-key]');
  // Family 7: the plugin's state, records, events and the volume: 0600 files, 0700 folders.
  const loose: string[] = [];
  const walk = (d: string) => {
    const st = lstatSync(d);
    if ((st.mode & 0o777) !== 0o700) loose.push(`${relative(w.home, d)}/ ${(st.mode & 0o777).toString(8)}`);
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name !== 'checkpoint.toml' && (lstatSync(p).mode & 0o777) !== 0o600)
        loose.push(`${relative(w.home, p)} ${(lstatSync(p).mode & 0o777).toString(8)}`);
    }
  };
  walk(w.paths.paiDir);
  console.log(loose.length ? `not private:\n${loose.join('\n')}` : 'every file 0600, every folder 0700');
  recordFigures('6-secrets', {
    runs: Object.keys(SECRETS).length,
    faults: Object.keys(SECRETS).length,
    outcomes: tally.outcomes,
    lost,
    note: table
      .map((l) => l.replace(/\s+/g, ' '))
      .join('; ')
      .slice(0, 300),
  });
  recordFigures('7-permissions', {
    runs: 1,
    faults: 0,
    outcomes: { 'files and folders checked': filesUnder(w.paths.paiDir).length, 'not private': loose.length },
    lost: loose.length,
  });
  expect(lost).toBe(0);
  expect(loose).toEqual([]);
}, 120_000);

test('include_ignored = [".env"] with encryption: the .env is captured, encrypted (never in the clear on disk); without encryption it is left out, with a warning', async () => {
  const plainWorld = world('[capture]\ninclude_ignored = [".env"]');
  const r = plainWorld.cli('create', '--session', 'sec', '--json');
  expect(r.status, r.stderr).toBe(0);
  expect(JSON.parse(r.stdout).warnings.join('\n')).toMatch(
    /include_ignored \(\.env\) not captured: only with \[encryption\]/,
  );
  expect((await search(plainWorld)).ignoredEnv).toEqual([]);
  await waitForWorkers(plainWorld.paths.paiDir);

  const sealed = world('[capture]\ninclude_ignored = [".env"]');
  const keyFile = join(sealed.paths.paiDir, 'volume.key');
  writeFileSync(keyFile, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
  writeFileSync(
    join(sealed.paths.paiDir, 'checkpoint.toml'),
    `${readFileSync(join(sealed.paths.paiDir, 'checkpoint.toml'), 'utf8')}[encryption]\nkey_file = "${keyFile}"\n`,
  );
  expect(sealed.cli('create', '--session', 'sec').status).toBe(0);
  const found = await search(sealed);
  expect(found.ignoredEnv.length).toBeGreaterThan(0);
  expect(found.ignoredEnv.every((p) => p.startsWith('volume:content/packs/'))).toBe(true); // read back decrypted from the workspace content…
  const raw = filesUnder(join(sealed.paths.paiDir, 'volume')).filter((f) => f.bytes.includes(SECRETS.ignoredEnv.value));
  expect(raw).toEqual([]); // …and nowhere in the clear on disk
  await waitForWorkers(sealed.paths.paiDir);
}, 120_000);
