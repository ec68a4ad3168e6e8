import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT, tempDir } from '../../helpers.js';

// Node 20 reads NODE_EXTRA_CA_CERTS at its start, before any code runs (~45 ms for a system bundle).
// The Node hooks that open no connection start without it, and the bundle puts it back first
// thing (core/config-env.ts restoreExtraCaCerts) for the programs it starts: the sidecar and the
// workers talk to S3, webhooks and mail servers behind the user's proxy. Each hook is run as Claude
// Code runs it (hooks.json's command in `sh -c`, or hooks/journal.sh), with a `node` first on PATH
// that writes the environment Node starts with, and a --require'd probe that writes, as the hook
// exits, the environment it hands to what it starts.

const hooksJson = JSON.parse(readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8')) as {
  hooks: Record<string, { hooks: { command: string }[] }[]>;
};
const commandOf = (event: string) => hooksJson.hooks[event]![0]!.hooks[0]!.command;

const HOOKS: [name: string, command: string, event: string][] = [
  ['SessionStart (hooks.json)', commandOf('SessionStart'), 'SessionStart'],
  ['PreCompact (hooks.json)', commandOf('PreCompact'), 'PreCompact'],
  ['Stop without a sidecar (hooks/journal.sh)', `sh "\${CLAUDE_PLUGIN_ROOT}/hooks/journal.sh" stop`, 'Stop'],
];

/** What the hook's Node started with, and what it would hand on as it exits: NODE_EXTRA_CA_CERTS and the kept copy. */
function runHook(command: string, event: string, extraCa: string | undefined) {
  const dir = tempDir();
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const started = join(dir, 'started');
  const handed = join(dir, 'handed');
  const show = (v: string) => `\${${v}-<unset>}`;
  writeFileSync(
    join(bin, 'node'),
    `#!/bin/sh\nprintf '%s\\n' "${show('NODE_EXTRA_CA_CERTS')}" "${show('PAI_CHECKPOINT_NODE_EXTRA_CA_CERTS')}" > "${started}"\nexec "${process.execPath}" "$@"\n`,
  );
  chmodSync(join(bin, 'node'), 0o755);
  const probe = join(dir, 'probe.cjs');
  const value = (v: string) => `(process.env.${v} ?? '<unset>')`;
  writeFileSync(
    probe,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(handed)}, ${value('NODE_EXTRA_CA_CERTS')} + '\\n' + ${value('PAI_CHECKPOINT_NODE_EXTRA_CA_CERTS')} + '\\n'));\n`,
  );
  const env: Record<string, string> = {
    PATH: `${bin}:${process.env['PATH']}`,
    HOME: join(dir, 'home'),
    PAI_DIR: join(dir, 'home', '.pai'),
    CLAUDE_PLUGIN_ROOT: ROOT,
    PAI_CHECKPOINT_SIDECAR: '0',
    NODE_OPTIONS: `--require ${probe}`,
  };
  if (extraCa !== undefined) env['NODE_EXTRA_CA_CERTS'] = extraCa;
  const payload = JSON.stringify({
    session_id: '11111111-2222-3333-4444-555555555555',
    transcript_path: join(dir, 'none.jsonl'),
    cwd: dir,
    hook_event_name: event,
    source: 'startup',
  });
  const r = spawnSync('sh', ['-c', command], { input: payload, env, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const lines = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
  return { started: lines(started), handed: lines(handed), stderr: r.stderr };
}

test.each(HOOKS)(
  '%s: Node starts without NODE_EXTRA_CA_CERTS, and the hook hands it on as it was',
  (_, command, event) => {
    const ca = join(tempDir(), 'proxy-ca.pem');
    writeFileSync(ca, rootCertificates[0]!);
    const set = runHook(command, event, ca);
    expect(set.started).toEqual(['', ca]);
    expect(set.handed).toEqual([ca, '<unset>']);
    expect(set.stderr).not.toMatch(/extra certs/i);
    // Unset, it stays unset for what the hook starts.
    const unset = runHook(command, event, undefined);
    expect(unset.started).toEqual(['', '']);
    expect(unset.handed).toEqual(['<unset>', '<unset>']);
  },
);

test('every Node hook that starts without NODE_EXTRA_CA_CERTS is one of those above', () => {
  const commands = Object.values(hooksJson.hooks).flatMap((groups) =>
    groups.flatMap((g) => g.hooks.map((h) => h.command)),
  );
  const without = commands.filter((c) => c.includes('NODE_EXTRA_CA_CERTS= node'));
  expect(without.sort()).toEqual(
    HOOKS.filter(([n]) => n.includes('hooks.json'))
      .map(([, c]) => c)
      .sort(),
  );
});
