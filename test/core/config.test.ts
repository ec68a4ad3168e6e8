import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BUILTIN_POLICIES, DEFAULT_WINDOWS, loadConfig, sessionTimings } from '../../src/core/config.js';
import { tempDir } from '../helpers.js';

test('defaults without any file', async () => {
  const pai = tempDir();
  const c = await loadConfig({ paiDir: pai, env: {} });
  expect(c).toEqual({
    volume: { path: join(pai, 'volume') },
    keys: { signingFile: join(pai, 'checkpoint', 'signing.key') },
    capture: {
      enabled: true,
      periodicSeconds: 300,
      excludes: ['node_modules', '.venv', '__pycache__', 'target', '.git'],
      warnBytes: 100e6,
      maxLocalBytes: 1024e6,
      zstdLevel: 3,
      workspaceFormat: 'content',
      envAllow: [],
      redactSecrets: true,
      includeIgnored: [],
    },
    retention: { keepLast: 10, maxAgeDays: 7 },
    mcp: { queryServers: true, timeoutMs: 5000, allowServers: [], stateFiles: {} },
    prices: {},
    session: { staleSeconds: 600, sidecar: true, heartbeatSeconds: 30, pollSeconds: 5, shutdownSeconds: 8 },
    records: { retentionDays: 30 },
    monitor: {
      timeoutSeconds: 90,
      resumeDelaySeconds: 5,
      pollSeconds: 10,
      maxSilenceHours: 24,
      workspaceRoot: join(homedir(), 'pai-sessions'),
      mode: undefined,
      claudeArgs: [],
    },
    approval: {
      defaultPolicy: 'auto',
      policies: BUILTIN_POLICIES,
      escalation: { costUsd: undefined, durationHours: undefined, errorCount: undefined },
    },
    notifications: { channels: {}, routing: { info: [], notice: [], warning: [], critical: [] } },
    budget: { thresholdUsd: undefined, limitUsd: undefined },
    integrations: { github: undefined, linear: undefined, beads: true },
    summary: { engine: 'builtin', model: 'claude-haiku-4-5', timeoutSeconds: 60, claude: 'claude' },
    context: { warnPercent: 80, windows: DEFAULT_WINDOWS },
    memory: { inject: true, budgetTokens: 2000 },
    risky: { enabled: true, defaults: true, commands: [], waitSeconds: 60 },
    sources: [],
    ignored: [],
  });
});

test('[summary], [context] and [memory] (issue 15): values, context windows before the built-in ones, a bad pattern named; the model engine only from the user`s own file', async () => {
  const pai = tempDir();
  const project = tempDir();
  writeFileSync(
    join(pai, 'checkpoint.toml'),
    [
      '[summary]',
      'engine = "model"',
      'model = "claude-3-5-haiku"',
      'timeout_seconds = 20',
      '[context]',
      'warn_percent = 70',
      '[context.windows]',
      '"my-model" = 128000',
      '[memory]',
      'budget_tokens = 500',
      '',
    ].join('\n'),
  );
  const c = await loadConfig({ paiDir: pai, env: {} });
  expect(c.summary).toEqual({ engine: 'model', model: 'claude-3-5-haiku', timeoutSeconds: 20, claude: 'claude' });
  expect(c.memory).toEqual({ inject: true, budgetTokens: 500 });
  expect(c.context.warnPercent).toBe(70);
  const windowOf = (model: string) => c.context.windows.find(([re]) => re.test(model))![1];
  expect([windowOf('My-Model-v2'), windowOf('claude-sonnet-4-5[1m]'), windowOf('claude-opus-4-1')]).toEqual([
    128000, 1_000_000, 200_000,
  ]);
  mkdirSync(join(project, '.pai'));
  // A project's file may not turn the model engine on (it spends the user's tokens) nor bring patterns: ignored and said, never fatal.
  const projectFile = join(project, '.pai', 'checkpoint.toml');
  writeFileSync(projectFile, '[summary]\nengine = "model"\nclaude = "./evil.sh"\n[context.windows]\n"(unclosed" = 5\n');
  const p = await loadConfig({ paiDir: tempDir(), project, env: {} });
  expect(p.summary).toEqual({ engine: 'builtin', model: 'claude-haiku-4-5', timeoutSeconds: 60, claude: 'claude' });
  expect(p.context.windows).toEqual(DEFAULT_WINDOWS);
  expect(p.ignored.map((i) => [i.file, i.key])).toEqual([
    [projectFile, 'summary'],
    [projectFile, 'context.windows'],
  ]);
  writeFileSync(join(pai, 'checkpoint.toml'), '[context.windows]\n"(unclosed" = 5\n');
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(
    /context\.windows: "\(unclosed" is not a regular expression/,
  );
  // A project's file that is not valid is not used at all (the user's settings stay), and said.
  writeFileSync(projectFile, '[context]\nwarn_percent = 120\n');
  const invalid = await loadConfig({ paiDir: tempDir(), project, env: {} });
  expect(invalid.context.warnPercent).toBe(80);
  expect(invalid.ignored).toEqual([
    { file: projectFile, key: '(file)', why: expect.stringMatching(/checkpoint\.toml: context\.warn_percent/) },
  ]);
});

test('[risky]: the patterns of every file count (a project adds to the user`s); enabled, defaults and wait_seconds as set; bad values named', async () => {
  const pai = tempDir();
  const project = tempDir();
  writeFileSync(
    join(pai, 'checkpoint.toml'),
    ['[risky]', 'commands = ["terraform destroy*"]', 'wait_seconds = 5', ''].join('\n'),
  );
  mkdirSync(join(project, '.pai'), { recursive: true });
  writeFileSync(
    join(project, '.pai', 'checkpoint.toml'),
    [
      '[risky]',
      'commands = ["kubectl delete *", "terraform destroy*"]',
      'defaults = false',
      'wait_seconds = 300',
      '',
    ].join('\n'),
  );
  // A project adds patterns; it cannot turn the built-in rules off, nor make the user's commands wait longer.
  const c = await loadConfig({ paiDir: pai, project, env: {} });
  expect(c.risky).toEqual({
    enabled: true,
    defaults: true,
    commands: ['terraform destroy*', 'kubectl delete *'],
    waitSeconds: 5,
  });
  expect(c.ignored.map((i) => i.key)).toEqual(['risky.defaults', 'risky.wait_seconds']);
  // …but it may turn on what the user turned off.
  writeFileSync(join(pai, 'checkpoint.toml'), ['[risky]', 'enabled = false', 'defaults = false', ''].join('\n'));
  writeFileSync(
    join(project, '.pai', 'checkpoint.toml'),
    ['[risky]', 'enabled = true', 'defaults = true', ''].join('\n'),
  );
  expect((await loadConfig({ paiDir: pai, project, env: {} })).risky).toMatchObject({ enabled: true, defaults: true });
  writeFileSync(join(pai, 'checkpoint.toml'), ['[risky]', 'commands = [""]', ''].join('\n'));
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(/checkpoint\.toml: risky\.commands/);
});

test("[approval] (SPEC-07.20.02): policies over the built-in ones (a trigger not listed keeps the built-in answer), escalation; bad values named; only the user's file", async () => {
  const pai = tempDir();
  const file = join(pai, 'checkpoint.toml');
  writeFileSync(
    file,
    [
      '[approval]',
      'default_policy = "team"',
      '[approval.policies.auto]',
      'auto_approve = ["periodic", "error"]',
      'require_review = ["complete"]',
      '[approval.policies.team]',
      'require_review = ["manual"]',
      '[approval.escalation]',
      'cost_threshold_usd = 5.0',
      'duration_threshold_hours = 4',
      'error_count_threshold = 3',
      '',
    ].join('\n'),
  );
  const c = (await loadConfig({ paiDir: pai, env: {} })).approval;
  expect(c.defaultPolicy).toBe('team');
  expect(c.policies['team']).toEqual({ autoApprove: [], requireReview: ['manual'] });
  expect(c.policies['auto']!.requireReview).toEqual(['complete', 'crash']); // error moved to auto_approve; crash, not listed, keeps the built-in answer
  expect(c.policies['auto']!.autoApprove.sort()).toEqual([
    'context',
    'detach',
    'error',
    'handoff',
    'manual',
    'periodic',
    'phase',
    'pre_compact',
    'pre_risky',
    'shutdown',
    'stop',
  ]);
  expect(c.policies['strict']).toEqual(BUILTIN_POLICIES.strict);
  expect(c.escalation).toEqual({ costUsd: 5, durationHours: 4, errorCount: 3 });
  const bad = async (toml: string) => {
    writeFileSync(file, toml);
    return loadConfig({ paiDir: pai, env: {} }).then(
      () => 'no error',
      (err: Error) => err.message,
    );
  };
  expect(await bad('[approval]\ndefault_policy = "lenient"\n')).toBe(
    `${file}: approval.default_policy: no policy "lenient"`,
  );
  expect(await bad('[approval.policies.x]\nauto_approve = ["stop"]\nrequire_review = ["stop"]\n')).toBe(
    `${file}: approval.policies.x: stop is in both auto_approve and require_review`,
  );
  expect(await bad('[approval.policies.x]\nrequire_review = ["sometimes"]\n')).toMatch(
    new RegExp(`^${file.replace(/[.]/g, '\\.')}: approval\\.policies\\.x\\.require_review\\.0: `),
  );
  expect(await bad('[approval.escalation]\ncost_threshold_usd = -1\n')).toMatch(
    /approval\.escalation\.cost_threshold_usd: /,
  );
  writeFileSync(file, '');
  const project = join(pai, 'project');
  mkdirSync(join(project, '.pai'), { recursive: true });
  // A project may ask for more review (its policy's reviews are added to the user's), never for less.
  writeFileSync(
    join(project, '.pai', 'checkpoint.toml'),
    '[approval]\ndefault_policy = "review"\n[approval.escalation]\nerror_count_threshold = 2\n',
  );
  const stricter = await loadConfig({ paiDir: pai, project, env: {} });
  expect(stricter.approval.defaultPolicy).toBe('auto+review');
  expect(stricter.approval.policies['auto+review']!.requireReview.sort()).toEqual([
    'complete',
    'crash',
    'detach',
    'error',
    'shutdown',
  ]);
  expect(stricter.approval.escalation).toEqual({ costUsd: undefined, durationHours: undefined, errorCount: 2 });
  expect(stricter.ignored).toEqual([]);
  writeFileSync(file, '[approval]\ndefault_policy = "strict"\n[approval.escalation]\nerror_count_threshold = 3\n');
  writeFileSync(
    join(project, '.pai', 'checkpoint.toml'),
    '[approval]\ndefault_policy = "auto"\n[approval.escalation]\nerror_count_threshold = 10\n[approval.policies.strict]\nrequire_review = []\n',
  );
  const laxer = await loadConfig({ paiDir: pai, project, env: {} });
  expect(laxer.approval.defaultPolicy).toBe('strict');
  expect(laxer.approval.policies['strict']).toEqual(BUILTIN_POLICIES.strict);
  expect(laxer.approval.escalation.errorCount).toBe(3);
  expect(laxer.ignored.map((i) => i.key).sort()).toEqual([
    'approval.default_policy',
    'approval.escalation.error_count_threshold',
    'approval.policies',
  ]);
});

test('[monitor]: the file, then PAI_CHECKPOINT_MONITOR_* variables; bad values named', async () => {
  const pai = tempDir();
  writeFileSync(
    join(pai, 'checkpoint.toml'),
    '[monitor]\ntimeout_seconds = 60\nmode = "headless"\nworkspace_root = "resumed"\nclaude_args = ["--permission-mode", "acceptEdits"]\n',
  );
  const c = await loadConfig({
    paiDir: pai,
    env: { PAI_CHECKPOINT_MONITOR_RESUME_DELAY_SECONDS: '0.5', PAI_CHECKPOINT_MONITOR_POLL_SECONDS: '1' },
  });
  expect(c.monitor).toEqual({
    timeoutSeconds: 60,
    resumeDelaySeconds: 0.5,
    pollSeconds: 1,
    maxSilenceHours: 24,
    workspaceRoot: join(pai, 'resumed'),
    mode: 'headless',
    claudeArgs: ['--permission-mode', 'acceptEdits'],
  });
  const env = await loadConfig({
    paiDir: pai,
    env: {
      PAI_CHECKPOINT_MONITOR_MODE: 'tmux',
      PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: '["--model", "opus 4"]',
      PAI_CHECKPOINT_MONITOR_WORKSPACE_ROOT: '/srv/w',
    },
  });
  expect(env.monitor).toMatchObject({
    mode: 'tmux',
    claudeArgs: ['--model', 'opus 4'],
    workspaceRoot: '/srv/w',
    timeoutSeconds: 60,
  });
  await expect(loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_MONITOR_MODE: 'cron' } })).rejects.toThrow(
    'PAI_CHECKPOINT_MONITOR_MODE="cron" is not a monitor mode',
  );
  await expect(loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_MONITOR_TIMEOUT_SECONDS: '0' } })).rejects.toThrow(
    'PAI_CHECKPOINT_MONITOR_TIMEOUT_SECONDS=0 must be more than 0',
  );
  await expect(loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_MONITOR_CLAUDE_ARGS: '--yes' } })).rejects.toThrow(
    'must be a JSON array of strings',
  );
  writeFileSync(join(pai, 'checkpoint.toml'), '[monitor]\nmode = "cron"\n');
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(/checkpoint\.toml: monitor\.mode/);
  // How long a resumed claude has to come up: the file, then the variable.
  writeFileSync(join(pai, 'checkpoint.toml'), '[monitor]\nstart_seconds = 30\n');
  expect((await loadConfig({ paiDir: pai, env: {} })).monitor.startSeconds).toBe(30);
  expect(
    (await loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_MONITOR_START_SECONDS: '5' } })).monitor.startSeconds,
  ).toBe(5);
});

test('user file, then project file, then environment variables', async () => {
  const pai = tempDir();
  const project = tempDir();
  mkdirSync(join(project, '.pai'));
  writeFileSync(
    join(pai, 'checkpoint.toml'),
    '[volume]\npath = "~/vol"\n[capture]\nperiodic_seconds = 60\nextra_excludes = ["build"]\n[retention]\nkeep_last = 3\n[mcp.state_files]\nbeads = [".beads/issues.jsonl"]\n',
  );
  writeFileSync(
    join(project, '.pai', 'checkpoint.toml'),
    '[capture]\nperiodic_seconds = 120\nextra_excludes = ["out"]\n[prices.opus]\ninput = 1\noutput = 2\ncache_creation = 3\ncache_read = 4\n',
  );
  const c = await loadConfig({ paiDir: pai, project, env: { PAI_CHECKPOINT_STALE_SECONDS: '30' } });
  expect(c.volume.path).toBe(join(homedir(), 'vol'));
  expect(c.capture.periodicSeconds).toBe(120);
  expect(c.capture.excludes).toEqual(['node_modules', '.venv', '__pycache__', 'target', '.git', 'build', 'out']);
  expect(c.retention).toEqual({ keepLast: 3, maxAgeDays: 7 });
  expect(c.mcp.stateFiles).toEqual({ beads: ['.beads/issues.jsonl'] });
  // Prices decide approvals and budgets: the user's own file only.
  expect(c.prices['opus']).toBeUndefined();
  expect(c.ignored.map((i) => i.key)).toEqual(['prices']);
  expect(c.session.staleSeconds).toBe(30);
  expect(c.sources).toEqual([join(pai, 'checkpoint.toml'), join(project, '.pai', 'checkpoint.toml')]);
  const e = await loadConfig({
    paiDir: pai,
    project,
    env: { PAI_CHECKPOINT_VOLUME: '/elsewhere', PAI_CHECKPOINT_PERIODIC_SECONDS: '0' },
  });
  expect(e.volume.path).toBe('/elsewhere');
  expect(e.capture.periodicSeconds).toBe(0);
});

test.each([
  ['[capture]\nperiodc_seconds = 5\n', /checkpoint\.toml: capture: unknown key periodc_seconds/],
  ['[capture]\nperiodic_seconds = "often"\n', /checkpoint\.toml: capture\.periodic_seconds: invalid type/],
  ['[capture\n', /checkpoint\.toml: invalid TOML/],
  ['[retention]\nkeep_last = -1\n', /retention\.keep_last: too small/],
])('a bad file is a clear error naming the file and the key: %j', async (text, re) => {
  const pai = tempDir();
  writeFileSync(join(pai, 'checkpoint.toml'), text);
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(re);
});

test('a bad environment variable is named', async () => {
  await expect(loadConfig({ paiDir: tempDir(), env: { PAI_CHECKPOINT_STALE_SECONDS: 'soon' } })).rejects.toThrow(
    /PAI_CHECKPOINT_STALE_SECONDS="soon" is not a number/,
  );
});

test('an unknown volume URL is refused by name (never a folder called gs: in the project); s3:// is passed on; relative paths have a fixed base', async () => {
  const pai = tempDir();
  await expect(loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_VOLUME: 'gs://bucket/prefix' } })).rejects.toThrow(
    /PAI_CHECKPOINT_VOLUME: volume gs:\/\/bucket\/prefix: the gs:\/\/ scheme is not supported/,
  );
  expect((await loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_VOLUME: 's3://bucket/prefix' } })).volume.path).toBe(
    's3://bucket/prefix',
  );
  await expect(
    loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_VOLUME: 's3://AKIAXXXX:secret@bucket/p' } }),
  ).rejects.toThrow(/volume s3:\/\/bucket\/p: credentials do not belong/);
  await expect(
    loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_VOLUME: 's3://AKIAXXXX:secret@bucket/p' } }),
  ).rejects.not.toThrow(/secret/);
  // A file:// URL is a folder: passed on as written, for storage/open.ts to open.
  expect(
    (await loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_VOLUME: 'file:///srv/pai%20volume' } })).volume.path,
  ).toBe('file:///srv/pai%20volume');
  writeFileSync(join(pai, 'checkpoint.toml'), '[volume]\npath = "https://example.com/vol"\n');
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(
    /checkpoint\.toml: \[volume\] path: volume https:/,
  );
  writeFileSync(join(pai, 'checkpoint.toml'), '[volume]\npath = "shared/vol"\n');
  expect((await loadConfig({ paiDir: pai, env: {} })).volume.path).toBe(join(pai, 'shared', 'vol'));
  const project = tempDir();
  mkdirSync(join(project, '.pai'));
  writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[volume]\npath = "../vol"\n');
  // A repository never chooses where the user's checkpoints go.
  expect((await loadConfig({ paiDir: pai, project, env: {} })).volume.path).toBe(join(pai, 'shared', 'vol'));
  expect((await loadConfig({ paiDir: pai, project, env: { PAI_CHECKPOINT_VOLUME: 'v2' } })).volume.path).toBe(
    join(pai, 'v2'),
  );
});

test('an s3:// location that is not one is refused naming the file (or variable) that sets it', async () => {
  const pai = tempDir();
  writeFileSync(join(pai, 'checkpoint.toml'), '[volume]\npath = "s3://"\n');
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(
    /checkpoint\.toml: \[volume\] path: volume s3:\/\/: not an S3 location/,
  );
  await expect(loadConfig({ paiDir: tempDir(), env: { PAI_CHECKPOINT_VOLUME: 's3://Bad_Bucket/x' } })).rejects.toThrow(
    /^PAI_CHECKPOINT_VOLUME: volume s3:\/\/Bad_Bucket\/x: not an S3 location/,
  );
  await expect(
    loadConfig({ paiDir: tempDir(), env: { PAI_CHECKPOINT_VOLUME: 's3://bucket/a/../b' } }),
  ).rejects.toMatchObject({ code: 'USAGE', hint: expect.stringMatching(/s3:\/\/<bucket>\/<prefix>/) });
});

test('a checkpoint.toml that is no regular file (a folder, a FIFO, /dev/zero, too large) is an error naming it, at once', async () => {
  const file = (pai: string) => join(pai, 'checkpoint.toml');
  const dir = tempDir();
  mkdirSync(file(dir));
  await expect(loadConfig({ paiDir: dir, env: {} })).rejects.toMatchObject({
    code: 'INVALID_DATA',
    message: `${file(dir)}: a directory, not a regular file; not read`,
  });
  const fifo = tempDir();
  execFileSync('mkfifo', [file(fifo)]);
  await expect(loadConfig({ paiDir: fifo, env: {} })).rejects.toThrow(/checkpoint\.toml: a FIFO, not a regular file/); // (a blocking read would never return)
  const zero = tempDir();
  symlinkSync('/dev/zero', file(zero));
  await expect(loadConfig({ paiDir: zero, env: {} })).rejects.toThrow(
    /checkpoint\.toml: a special file, not a regular file/,
  );
  const big = tempDir();
  writeFileSync(file(big), `# ${'x'.repeat(2 << 20)}\n`);
  await expect(loadConfig({ paiDir: big, env: {} })).rejects.toThrow(
    /checkpoint\.toml: too large \(\d+ bytes; at most 1048576 are read\)/,
  );
  // A project whose .pai is a file has no checkpoint.toml there: nothing to say.
  const project = tempDir();
  writeFileSync(join(project, '.pai'), 'not a folder');
  expect((await loadConfig({ paiDir: tempDir(), project, env: {} })).capture.enabled).toBe(true);
});

test('[capture] enabled = false in a project turns the plugin off there', async () => {
  const pai = tempDir();
  const project = tempDir();
  mkdirSync(join(project, '.pai'));
  writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[capture]\nenabled = false\n');
  expect((await loadConfig({ paiDir: pai, project, env: {} })).capture).toMatchObject({
    enabled: false,
    disabledBy: join(project, '.pai', 'checkpoint.toml'),
  });
  expect((await loadConfig({ paiDir: pai, env: {} })).capture.enabled).toBe(true);
  // The user's own file turns it off everywhere, and is the file named (a project's saying so too names the user's, the first).
  writeFileSync(join(pai, 'checkpoint.toml'), '[capture]\nenabled = false\n');
  expect((await loadConfig({ paiDir: pai, env: {} })).capture).toMatchObject({
    enabled: false,
    disabledBy: join(pai, 'checkpoint.toml'),
  });
  expect((await loadConfig({ paiDir: pai, project, env: {} })).capture.disabledBy).toBe(join(pai, 'checkpoint.toml'));
});

test('[mcp] allow_servers is honoured only in the user`s own file: a project cannot approve its own servers', async () => {
  const pai = tempDir();
  const project = tempDir();
  mkdirSync(join(project, '.pai'));
  writeFileSync(join(pai, 'checkpoint.toml'), '[mcp]\nallow_servers = ["beads"]\n');
  expect((await loadConfig({ paiDir: pai, project, env: {} })).mcp.allowServers).toEqual(['beads']);
  writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[mcp]\nallow_servers = ["evil"]\n');
  const c = await loadConfig({ paiDir: pai, project, env: {} });
  expect(c.mcp.allowServers).toEqual(['beads']);
  expect(c.ignored).toEqual([
    {
      file: join(project, '.pai', 'checkpoint.toml'),
      key: 'mcp.allow_servers',
      why: "your own file only: which of a project's servers pai-checkpoint may start",
    },
  ]);
});

test('without any file, the configuration is exactly the defaults (written once, in core/defaults.ts)', async () => {
  const { DEFAULTS } = await import('../../src/core/defaults.js');
  const c = await loadConfig({ paiDir: tempDir(), env: {} });
  expect(c.capture).toMatchObject({
    periodicSeconds: DEFAULTS.periodicSeconds,
    excludes: [...DEFAULTS.excludes],
    warnBytes: DEFAULTS.warnMb * 1e6,
    maxLocalBytes: DEFAULTS.maxLocalMb * 1e6,
    zstdLevel: DEFAULTS.zstdLevel,
  });
  expect(c.retention).toEqual({ keepLast: DEFAULTS.keepLast, maxAgeDays: DEFAULTS.maxAgeDays });
  expect(c.session.staleSeconds).toBe(DEFAULTS.staleSeconds);
  expect(c.records.retentionDays).toBe(DEFAULTS.recordRetentionDays);
  expect(c.mcp.timeoutMs).toBe(DEFAULTS.mcpTimeoutMs);
});

test('[volume] large is an s3:// location, credentials never in it; [encryption] only in the user file', async () => {
  const pai = tempDir();
  writeFileSync(
    join(pai, 'checkpoint.toml'),
    '[volume]\nlarge = "s3://big/tier"\n[encryption]\nkey_file = "volume.key"\n',
  );
  const c = await loadConfig({ paiDir: pai, env: {} });
  expect(c.volume.large).toBe('s3://big/tier');
  expect(c.keys.encryption).toEqual({ file: join(pai, 'volume.key') });
  expect((await loadConfig({ paiDir: pai, env: { PAI_CHECKPOINT_KEY: 'k' } })).keys.encryption).toEqual({
    text: 'k',
    source: 'PAI_CHECKPOINT_KEY',
  });
  writeFileSync(join(pai, 'checkpoint.toml'), '[volume]\nlarge = "/mnt/big"\n');
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toThrow(
    /\[volume\] large: \/mnt\/big is not an s3:\/\/ location/,
  );
  writeFileSync(join(pai, 'checkpoint.toml'), '[volume]\nlarge = "s3://AKIA:secret@big/tier"\n');
  const withKeys = await loadConfig({ paiDir: pai, env: {} }).catch((err: Error) => err.message);
  expect(withKeys).toMatch(/\[volume\] large: volume .*: credentials do not belong in the volume's URL/);
  expect(withKeys).not.toContain('secret');
  const project = tempDir();
  mkdirSync(join(project, '.pai'));
  writeFileSync(join(pai, 'checkpoint.toml'), '');
  writeFileSync(join(project, '.pai', 'checkpoint.toml'), '[encryption]\nkey_file = "/tmp/attacker.key"\n');
  const c2 = await loadConfig({ paiDir: pai, project, env: {} });
  expect(c2.keys.encryption).toBeUndefined();
  expect(c2.ignored.map((i) => i.key)).toEqual(['encryption']);
});

test('names of Object.prototype members are names like any other (found by the fuzzing torture): a default policy or channel "toString" is refused', async () => {
  const pai = tempDir();
  const file = join(pai, 'checkpoint.toml');
  for (const text of [
    '[approval]\ndefault_policy = "toString"\n',
    '[notifications]\ndefault_channel = "constructor"\n',
    '[notifications.channels.hook]\ntype = "webhook"\nurl = "https://example.test/h"\n[notifications.routing]\nwarning = ["hook", "valueOf"]\n',
  ]) {
    writeFileSync(file, text);
    await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringMatching(/no (policy|channel) "(toString|constructor|valueOf)"/),
    });
  }
  // A policy really named "toString" is defined, and then it is the default.
  writeFileSync(
    file,
    '[approval]\ndefault_policy = "toString"\n[approval.policies.toString]\nrequire_review = ["manual"]\n',
  );
  const c = await loadConfig({ paiDir: pai, env: {} });
  expect(c.approval.policies['toString']?.requireReview).toContain('manual');
});

test('a TOML value whose length is not a number is INVALID_DATA naming the file (zod compared it: safeParse threw)', async () => {
  const pai = tempDir();
  const file = join(pai, 'checkpoint.toml');
  writeFileSync(file, '[approval]\ndefault_policy = { length = { toString = 1 } }\n');
  await expect(loadConfig({ paiDir: pai, env: {} })).rejects.toMatchObject({
    code: 'INVALID_DATA',
    message: expect.stringContaining(file),
  });
});

test("a session's timings come from the configuration; without one (a sidecar whose file did not load), the defaults and not the variables", async () => {
  const c = await loadConfig({ paiDir: tempDir(), env: { PAI_CHECKPOINT_HEARTBEAT_SECONDS: '7' } });
  expect(sessionTimings(c)).toBe(c.session);
  expect(sessionTimings(c).heartbeatSeconds).toBe(7);
  expect(sessionTimings(undefined)).toEqual({
    staleSeconds: 600,
    sidecar: true,
    heartbeatSeconds: 30,
    pollSeconds: 5,
    shutdownSeconds: 8,
  });
});
