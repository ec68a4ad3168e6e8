import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  IF_TEXTS,
  RISKY_HOOK_SCRIPT,
  coveredByPlugin,
  ifRuleFor,
  installedRules,
  missingRules,
  rulesNeeded,
  settingsFile,
  updateRiskyHooks,
} from '../../../src/domain/session/risky-hooks.js';
import { CheckpointError } from '../../../src/core/errors.js';
import {
  FILTER_WORDS,
  hooksJsonText,
  pluginPreToolUse,
  riskyShText,
  shPattern,
} from '../../../src/domain/session/risky-triggers.js';
import { BUILTIN_RULES, SQL_RULES } from '../../../src/domain/session/risky.js';
import { RISKY, ifTextIn } from '../../fixtures/risky-commands.js';
import { ROOT } from '../../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'pai-risky-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the plugin's `if` rules and risky.sh's patterns: written from the rules", () => {
  test('hooks/hooks.json holds one PreToolUse hook per IF_TEXTS text, each running hooks/risky.sh; the committed file is what the build writes', () => {
    const text = readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8');
    const hooks = JSON.parse(text) as {
      hooks: { PreToolUse: { matcher: string; hooks: Record<string, unknown>[] }[] };
    };
    expect(hooks.hooks.PreToolUse).toEqual(pluginPreToolUse());
    const entries = hooks.hooks.PreToolUse.flatMap((g) =>
      g.hooks.map((h): Record<string, unknown> => ({ matcher: g.matcher, ...h })),
    );
    expect(entries.map((e) => e['if'])).toEqual(IF_TEXTS.map((t) => `Bash(*${t}*)`));
    for (const e of entries)
      expect(e).toEqual({
        matcher: 'Bash',
        type: 'command',
        if: e['if'],
        command: 'sh "${CLAUDE_PLUGIN_ROOT}/hooks/risky.sh"',
        timeout: 600,
      });
    expect(hooksJsonText(text), 'hooks/hooks.json is stale: run npm run build').toBe(text);
  });

  test("hooks/risky.sh's `case` is the rules' words; the committed script is what the build writes", () => {
    const text = readFileSync(join(ROOT, 'hooks', 'risky.sh'), 'utf8');
    expect(riskyShText(text), 'hooks/risky.sh is stale: run npm run build').toBe(text);
    for (const w of FILTER_WORDS) expect(text).toContain(shPattern(w));
    // Another rule's text changes both files (the build rewrites them).
    expect(riskyShText(text.replace(shPattern('mkfs'), "*'mkfz'*"))).toBe(text);
    expect(() => shPattern(`it's`)).toThrow(/cannot hold/);
  });

  test('every text of a rule is in the if texts or holds one (none dropped by the build), and every word in the filter', () => {
    for (const r of [...BUILTIN_RULES, ...SQL_RULES]) {
      for (const t of r.texts)
        expect(
          IF_TEXTS.some((u) => t.includes(u)),
          `${r.name}: ${t}`,
        ).toBe(true);
      for (const w of 'words' in r && r.words ? r.words : r.texts)
        expect(
          FILTER_WORDS.some((u) => w.includes(u)),
          `${r.name}: ${w}`,
        ).toBe(true);
    }
  });

  test('every risky example holds one of the texts, in its words as Claude Code joins them (the real binary: test/e2e/risky.e2e.test.ts)', () => {
    for (const [line] of RISKY)
      expect(
        IF_TEXTS.some((t) => ifTextIn(line, t)),
        line,
      ).toBe(true);
  });
});

describe("the user's patterns", () => {
  test('covered when a literal part holds a text of the plugin`s rules; otherwise a rule of its longest literal run', () => {
    expect(coveredByPlugin('helm rm *')).toBe(true);
    expect(coveredByPlugin('terraform destroy*')).toBe(true); // terrafoRM + blank
    expect(coveredByPlugin('kubectl delete *')).toBe(false);
    expect(coveredByPlugin("docker  'system' prune*")).toBe(false);
    expect(ifRuleFor('kubectl delete *')).toBe('Bash(*kubectl*)');
    expect(ifRuleFor('docker system prune*')).toBe('Bash(*docker*)');
    expect(ifRuleFor('say "(goodbye)" now')).toBe('Bash(*goodbye*)');
    expect(ifRuleFor('*')).toBe('Bash(*)');
    const config = {
      enabled: true,
      defaults: true,
      commands: ['helm rm *', 'kubectl delete *', 'docker system prune*'],
    };
    expect(rulesNeeded(config)).toEqual([
      { pattern: 'kubectl delete *', rule: 'Bash(*kubectl*)' },
      { pattern: 'docker system prune*', rule: 'Bash(*docker*)' },
    ]);
    expect(rulesNeeded({ ...config, enabled: false })).toEqual([]);
  });

  test('install keeps everything else in the file, replaces only its own hooks, and uninstall removes them; nothing written when nothing changes', () => {
    const file = join(dir, 'p1', '.claude', 'settings.local.json');
    mkdirSync(join(dir, 'p1', '.claude'), { recursive: true });
    const theirs = {
      permissions: { allow: ['Bash(ls:*)'] },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo mine' }] }],
        Stop: [{ hooks: [{ type: 'command', command: 'true' }] }],
      },
    };
    writeFileSync(file, JSON.stringify(theirs), { mode: 0o644 });
    expect(updateRiskyHooks(file, ['Bash(*kubectl*)'], { dryRun: true })).toMatchObject({
      rules: ['Bash(*kubectl*)'],
      before: [],
      written: false,
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(theirs);
    expect(updateRiskyHooks(file, ['Bash(*kubectl*)', 'Bash(*docker*)'])).toMatchObject({ written: true, before: [] });
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.permissions).toEqual(theirs.permissions);
    expect(after.hooks.Stop).toEqual(theirs.hooks.Stop);
    expect(after.hooks.PreToolUse[0]).toEqual(theirs.hooks.PreToolUse[0]);
    expect(after.hooks.PreToolUse[1]).toEqual({
      matcher: 'Bash',
      hooks: ['Bash(*kubectl*)', 'Bash(*docker*)'].map((rule) => ({
        type: 'command',
        if: rule,
        command: RISKY_HOOK_SCRIPT,
        timeout: 600,
      })),
    });
    expect(statSync(file).mode & 0o777).toBe(0o644); // kept
    expect(installedRules(file)).toEqual(['Bash(*kubectl*)', 'Bash(*docker*)']);
    expect(updateRiskyHooks(file, ['Bash(*kubectl*)', 'Bash(*docker*)']).written).toBe(false);
    expect(updateRiskyHooks(file, ['Bash(*docker*)'])).toMatchObject({
      written: true,
      before: ['Bash(*kubectl*)', 'Bash(*docker*)'],
      rules: ['Bash(*docker*)'],
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).hooks.PreToolUse).toHaveLength(2);
    updateRiskyHooks(file, []);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(theirs);
    // A group the user left empty stays; ours written into a group of theirs go, the group stays.
    const mixed = {
      hooks: {
        PreToolUse: [
          { matcher: 'Edit', hooks: [] },
          {
            matcher: 'Bash',
            hooks: [
              { type: 'command', command: 'echo mine' },
              { type: 'command', if: 'Bash(*x*)', command: RISKY_HOOK_SCRIPT },
            ],
          },
        ],
      },
    };
    writeFileSync(file, JSON.stringify(mixed));
    expect(installedRules(file)).toEqual(['Bash(*x*)']);
    updateRiskyHooks(file, []);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      hooks: {
        PreToolUse: [
          { matcher: 'Edit', hooks: [] },
          { matcher: 'Bash', hooks: [{ type: 'command', command: 'echo mine' }] },
        ],
      },
    });
    // A new file (and its folder): only its owner's.
    const fresh = join(dir, 'p2', '.claude', 'settings.local.json');
    updateRiskyHooks(fresh, ['Bash(*docker*)']);
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
    updateRiskyHooks(fresh, []);
    expect(JSON.parse(readFileSync(fresh, 'utf8'))).toEqual({});
  });

  test('a settings file that is not a JSON object, or whose hooks are not, is an error naming it, and is left as it was', () => {
    for (const text of ['{bad', '[1]', '{"hooks":[]}', '{"hooks":{"PreToolUse":{}}}']) {
      const file = join(dir, 'bad.json');
      writeFileSync(file, text);
      let err: unknown;
      try {
        updateRiskyHooks(file, ['Bash(*docker*)']);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(CheckpointError);
      expect((err as Error).message).toContain(file);
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(installedRules(file)).toEqual([]);
    }
  });

  test('missingRules reads the three settings files: the project`s own, its shared one, the user`s', () => {
    const project = join(dir, 'p3');
    const env = { HOME: dir, CLAUDE_CONFIG_DIR: join(dir, 'claude') };
    const config = {
      enabled: true,
      defaults: true,
      commands: ['kubectl delete *', 'docker system prune*', 'podman rmi *'],
    };
    expect(missingRules(config, project, env).map((m) => m.rule)).toEqual([
      'Bash(*kubectl*)',
      'Bash(*docker*)',
      'Bash(*podman*)',
    ]);
    updateRiskyHooks(settingsFile('local', project, env), ['Bash(*kubectl*)']);
    updateRiskyHooks(settingsFile('project', project, env), ['Bash(*docker*)']);
    updateRiskyHooks(settingsFile('user', project, env), ['Bash(*podman*)']);
    expect(settingsFile('user', project, env)).toBe(join(dir, 'claude', 'settings.json'));
    expect(missingRules(config, project, env)).toEqual([]);
  });
});

describe("the settings hook's script", () => {
  // A plugin whose risky.sh records that it ran, with the payload it got.
  const plugin = join(dir, 'plugin');
  mkdirSync(join(plugin, 'hooks'), { recursive: true });
  const seen = join(dir, 'seen.txt');
  writeFileSync(join(plugin, 'hooks', 'risky.sh'), `cat > ${JSON.stringify(seen)}\necho "ran $0"\n`);
  chmodSync(join(plugin, 'hooks', 'risky.sh'), 0o755);

  const run = (home: string, env: Record<string, string> = {}) =>
    spawnSync('sh', ['-c', RISKY_HOOK_SCRIPT], {
      input: '{"tool_input":{"command":"kubectl delete ns x"}}',
      env: { PATH: process.env['PATH']!, HOME: home, ...env },
      encoding: 'utf8',
    });

  test('runs the plugin plugin-root names, with the payload on its stdin', () => {
    const home = join(dir, 'h1');
    mkdirSync(join(home, '.pai', 'checkpoint'), { recursive: true });
    writeFileSync(join(home, '.pai', 'checkpoint', 'plugin-root'), `${plugin}\n`);
    const r = run(home);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`ran ${plugin}/hooks/risky.sh\n`);
    expect(readFileSync(seen, 'utf8')).toContain('kubectl delete ns x');
    // PAI_DIR moves it, as it moves every file of ours.
    const pai = join(dir, 'elsewhere');
    mkdirSync(join(pai, 'checkpoint'), { recursive: true });
    writeFileSync(join(pai, 'checkpoint', 'plugin-root'), `${plugin}\n`);
    expect(run(join(dir, 'nohome'), { PAI_DIR: pai }).stdout).toBe(`ran ${plugin}/hooks/risky.sh\n`);
  });

  test('without plugin-root, or with a plugin that is gone, it exits 0 at once (an exit 2 would block the command)', () => {
    rmSync(seen, { force: true });
    expect(run(join(dir, 'h2'))).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const home = join(dir, 'h3');
    mkdirSync(join(home, '.pai', 'checkpoint'), { recursive: true });
    writeFileSync(join(home, '.pai', 'checkpoint', 'plugin-root'), `${join(dir, 'gone')}\n`);
    expect(run(home)).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(existsSync(seen)).toBe(false);
  });
});
