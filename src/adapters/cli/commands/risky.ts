import type { AppContext } from '../../../app/context.js';
import { CheckpointError } from '../../../core/errors.js';
import {
  IF_TEXTS,
  coveredByPlugin,
  ifRuleFor,
  installedRules,
  rulesNeeded,
  settingsFile,
  updateRiskyHooks,
  type SettingsScope,
} from '../../../domain/session/risky-hooks.js';
import type { Output } from '../command.js';

// risky status | install | uninstall (domain/session/risky-hooks.ts).

export interface RiskyCommandOptions {
  /** status, install or uninstall. */
  action: string;
  scope?: string;
  dryRun?: boolean;
}

const SCOPES: readonly SettingsScope[] = ['local', 'project', 'user'];

export async function run(ctx: AppContext, o: RiskyCommandOptions): Promise<Output> {
  if (o.scope !== undefined && !SCOPES.includes(o.scope as SettingsScope))
    throw new CheckpointError(
      'USAGE',
      `--scope must be local, project or user, got "${o.scope}"`,
      'local: .claude/settings.local.json (yours), project: .claude/settings.json (shared), user: ~/.claude/settings.json',
    );
  const scope = (o.scope ?? 'local') as SettingsScope;
  const risky = (await ctx.config()).risky;
  const file = settingsFile(scope, ctx.project, ctx.env);
  switch (o.action) {
    case 'status': {
      if (o.scope !== undefined || o.dryRun)
        throw new CheckpointError(
          'USAGE',
          'risky status takes no --scope or --dry-run',
          'pai-checkpoint risky status [--json]',
        );
      const files = SCOPES.map((scope) => {
        const f = settingsFile(scope, ctx.project, ctx.env);
        return { scope, file: f, rules: installedRules(f) };
      });
      const have = new Set(files.flatMap((f) => f.rules));
      const patterns = risky.commands.map((pattern) => {
        if (coveredByPlugin(pattern)) return { pattern, covered_by_plugin: true };
        const rule = ifRuleFor(pattern);
        return { pattern, covered_by_plugin: false, rule, installed: have.has(rule) };
      });
      const missing = patterns.filter((p) => p.rule && !p.installed);
      const lines = [
        `Risky commands: ${risky.enabled ? 'on' : 'off ([risky] enabled = false)'}; built-in rules ${risky.defaults ? 'on' : 'off'}.`,
        `The plugin's hook starts for a Bash call holding one of: ${IF_TEXTS.map((t) => JSON.stringify(t)).join(', ')} (or one Claude Code cannot split).`,
        ...(patterns.length
          ? [
              '',
              'Your patterns:',
              ...patterns.map(
                (p) =>
                  `  ${p.pattern}  ${p.covered_by_plugin ? 'seen by the plugin’s rules' : p.installed ? `${p.rule}: installed` : `${p.rule}: NOT installed`}`,
              ),
            ]
          : ['', 'No patterns of your own ([risky] commands).']),
        ...files.filter((f) => f.rules.length).map((f) => `Installed in ${f.file}: ${f.rules.join(', ')}`),
        ...(missing.length
          ? ['', 'Run `pai-checkpoint risky install` so that Claude Code starts the hook for them.']
          : []),
      ];
      return {
        data: { enabled: risky.enabled, defaults: risky.defaults, plugin_texts: IF_TEXTS, patterns, files },
        text: lines.join('\n'),
      };
    }
    case 'install':
    case 'uninstall': {
      const rules = o.action === 'install' ? rulesNeeded(risky).map((n) => n.rule) : [];
      const change = updateRiskyHooks(file, rules, { dryRun: o.dryRun });
      const changed = change.before.join('\n') !== change.rules.join('\n');
      const what = !changed
        ? `${file}: unchanged${change.rules.length ? ` (${change.rules.join(', ')})` : o.action === 'install' ? ' (none of your [risky] commands needs a rule: the plugin’s own rules start the hook for them)' : ''}.`
        : `${o.dryRun ? 'Would write' : 'Wrote'} ${file}: ${change.rules.length ? `a PreToolUse hook for ${change.rules.join(', ')}` : 'no hook of ours'}${change.before.length ? ` (it had ${change.before.join(', ')})` : ''}.`;
      const next =
        o.action === 'install' && changed && !o.dryRun
          ? '\nClaude Code reads it when a session starts: sessions already running are not changed.'
          : '';
      return { data: { action: o.action, scope, ...change, changed }, text: what + next };
    }
    default:
      throw new CheckpointError(
        'USAGE',
        `unknown risky action "${o.action}"`,
        'pai-checkpoint risky status | risky install [--scope local|project|user] [--dry-run] | risky uninstall [--scope …]',
      );
  }
}
