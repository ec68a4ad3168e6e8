import { command, type Command } from './command.js';

/** The command table's part for the plugin and its volume: keys, risky rules, notifications, phase records, usage, doctor, setup. (main.ts joins the parts in this order). */
export const SETUP_COMMANDS: Record<string, Command> = {
  key: command({
    summary:
      'Move keys between machines: the volume key (with it set, the one secret another machine needs), or your signing key',
    usage: 'key status | key export [--volume] -o <file>|- | key import [--volume] <file>|- [--json]',
    options: { volume: { flag: 'volume' }, output: { text: 'output', short: 'o' } },
    arg: { text: 'action', name: 'status|export|import', required: true, then: { text: 'file', name: 'file' } },
    help: [
      'status       the volume key and the key that signs what this machine writes (by id: a key is never shown)',
      'export       writes the signing key (or with --volume the volume key) to a NEW file, mode 600 (-o - prints it)',
      "import       installs a key from a file (- for stdin) as this machine's signing key (~/.pai/checkpoint/signing.key)",
      '             or, with --volume, its volume key ([encryption] key_file; added to ~/.pai/checkpoint.toml when unset);',
      '             a different key already there is never replaced',
      'With a volume key set, manifests, facts, indexes, statuses and leases are signed with a key derived from it:',
      'moving a session to another machine needs the volume key only. Without one, your signing key signs: move it.',
    ],
    load: () => import('./commands/key.js'),
  }),
  risky: command({
    summary:
      "Checkpoints before risky commands: which commands start the hook, and rules for your own patterns in Claude Code's settings",
    usage:
      'risky status | risky install [--scope local|project|user] [--dry-run] | risky uninstall [--scope …] [--dry-run] [--json]',
    options: { scope: { text: 'scope' }, 'dry-run': { flag: 'dryRun' } },
    arg: { text: 'action', name: 'status|install|uninstall', required: true },
    help: [
      'status       the built-in rules, your [risky] commands, and whether Claude Code starts the hook for each',
      "install      writes a PreToolUse hook for each of your [risky] commands that the plugin's own rules do not",
      '             cover (Claude Code starts a hook only for the Bash calls its `if` rule matches), replacing the',
      '             ones it wrote before; the rest of the file is kept. Run it again after changing [risky] commands.',
      'uninstall    removes the hooks install wrote',
      '--scope      local: .claude/settings.local.json of the project (default, yours alone); project:',
      '             .claude/settings.json (shared with the repository); user: ~/.claude/settings.json (every project)',
      '--dry-run    say what would be written, write nothing',
    ],
    load: () => import('./commands/risky.js'),
  }),
  notify: command({
    summary: 'Notifications: what was sent, what waits or failed (log), or try a channel now (test)',
    usage: 'notify log [--limit <n>] [--retry] | notify test [<channel>] [--json]',
    options: { limit: { int: 'limit', short: 'n' }, retry: { flag: 'retry' } },
    arg: { text: 'action', name: 'log|test', required: true, then: { text: 'channel', name: 'channel' } },
    help: [
      'log          the last deliveries (queued, sent, retry with the error, failed), what waits, what was given up',
      '--limit      at most this many log lines (default 50)',
      '--retry      queue the given-up deliveries again (and start the sender)',
      'test [name]  send a test notification now to that channel (default: every channel); exit 1 when one fails',
      'Channels and routing: [notifications] in your checkpoint.toml (see the README). A notification is written to an',
      'outbox and sent by a background sender with retries (8 tries over ~20 minutes, or when the server says).',
    ],
    load: () => import('./commands/notify.js'),
  }),
  complete: command({
    summary: 'Mark a checkpoint finished (it is no longer offered for resume)',
    usage: 'complete <id> [--json]',
    options: {},
    arg: { text: 'id', name: 'id', required: true },
    help: ['<id>         a checkpoint id or prefix; earlier unfinished records of its session are completed too'],
    load: () => import('./commands/complete.js'),
  }),
  cleanup: command({
    summary: 'Delete old phase checkpoints (completed ones first)',
    usage: 'cleanup [--older-than <30d>] [--dry-run] [--json]',
    options: { 'older-than': { text: 'olderThan' }, 'dry-run': { flag: 'dryRun' } },
    help: ['--older-than  age such as 30d, 12h or 90m (default 30d)', '--dry-run     list what would be deleted'],
    load: () => import('./commands/cleanup.js'),
  }),
  usage: command({
    summary: 'Disk use of the volume: per project, per session, and in total',
    usage: 'usage [--json]',
    options: {},
    help: ['SIZE counts an archive shared by several checkpoints (an unchanged workspace) once.'],
    load: () => import('./commands/usage.js'),
  }),
  doctor: command({
    summary: 'Check paths, versions, locks and health',
    usage: 'doctor [--json]',
    options: {},
    help: ['Exit code 4 when a check fails.'],
    load: () => import('./commands/doctor.js'),
  }),
  setup: command({
    summary:
      'Install (or --remove) the /checkpoint dispatcher (~/.claude/commands/checkpoint.md) and the pai-checkpoint link (~/.local/bin)',
    usage: 'setup [--remove] [--force] [--json]',
    options: { remove: { flag: 'remove' }, force: { flag: 'force' } },
    help: [
      '--remove     uninstall it',
      '--force      replace or remove a checkpoint.md or a pai-checkpoint that is not ours',
    ],
    load: () => import('./commands/setup.js'),
  }),
};
