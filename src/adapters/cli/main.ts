import { parseArgs } from 'node:util';
import { CheckpointError, errorMessage, exitCodeFor, EXIT } from '../../core/errors.js';
import { cliOnPath, renderCommands, type Audience } from '../../core/hint.js';
import { inert, inertJson } from '../../core/inert.js';
import { command, commandOptions, parseArgsOptions, type Command } from './command.js';
import { appContext, defaultCliEnv, type CliEnv } from './context.js';
import { VERSION } from './version.js';

/**
 * The command table: names, help, each flag and the field of the command's options it sets, and a
 * lazy import of the command file. A new flag is one line here (and the field it sets); a new
 * command, one entry and its file.
 */
export const COMMANDS: Record<string, Command> = {
  list: command({
    summary: 'List checkpoints (session checkpoints and phase records; this project by default)',
    usage: 'list [--all] [--open] [--clean] [--session <id>] [--tag <pattern>] [--trigger <t>]… [--all-triggers] [--limit <n>] [--detailed] [--json]',
    options: { all: { flag: 'all', short: 'a' }, open: { flag: 'open' }, clean: { flag: 'clean' }, session: { text: 'session' }, tag: { text: 'tag' }, trigger: { list: 'triggers' }, 'all-triggers': { flag: 'allTriggers' }, limit: { int: 'limit', short: 'n' }, detailed: { flag: 'detailed', short: 'd' } },
    help: [
      '--all        every project, not just the current directory',
      '--open       only unfinished work (phase records not completed)',
      '--clean      only clean session checkpoints: no tool call failed since the one before (resume prefers them)',
      '--session    only this Claude Code session',
      '--tag        only checkpoints with a tag matching this pattern: milestone/v1.0, milestone (and every tag below it),',
      '             milestone/* (one level), ** (any depth); * and ? never cross a "/"',
      '--trigger    only these triggers, repeatable or comma-separated: stop, periodic, manual, phase, safety, …',
      '--all-triggers  every trigger. By default `stop` rows (one per turn) are hidden unless labelled, tagged or',
      '             awaiting approval; the list says how many; --json hides the same rows and counts them in "hidden"',
      '--limit      at most this many rows (default 20, at least 1)',
      '--detailed   also a line per row: status, approval, context, parent and tags',
      'ID (and --detailed\'s parent) is the shortest prefix no other checkpoint shares; every command takes it. --json has full ids.',
      'SESSION is the first 8 characters of the Claude Code session id (--session takes the full id).',
      'VERIFIED: ok (re-hashed and matched), FAILED, not yet (never verified), - (phase record only).',
      'PHASE and TASK of a stop or periodic checkpoint are those its session was in. --all adds PROJECT.',
    ],
    load: () => import('./commands/list.js'),
  }),
  search: command({
    summary: 'Search checkpoints by tag, annotation, linked issue, task, phase and label; best matches first',
    usage: 'search <query…> [--all] [--session <id>] [--tag <pattern>] [--limit <n>] [--json]',
    options: { all: { flag: 'all', short: 'a' }, session: { text: 'session' }, tag: { text: 'tag' }, limit: { int: 'limit', short: 'n' } },
    arg: { text: 'query', name: 'query', rest: true },
    help: [
      '<query>      words that must all match, case-insensitive, somewhere in a tag, annotation, linked issue, task,',
      '             phase name or label; "a phrase" matches as written (quote it for the shell too:',
      '             search \'"parser is done" bob\'). field:value looks in one field only:',
      '               tag:<pattern>    as --tag: milestone/v1.0, milestone (and every tag below it), "experiment/*", **',
      '               issue:<ref>      an issue in any form link takes (URL, ENG-9, ph-xxx), or a part of its id or URL',
      '               name:  annotation:  task:   a part of the label, of an annotation, of the task',
      '               phase:<1-7|name> phase:4, phase:build      trigger:<periodic, stop, manual, …>',
      '               approval:<pending|approved|rejected|auto_approved>',
      '--all        every project, not just the current directory',
      '--session    only this Claude Code session',
      '--tag        only checkpoints with a tag matching this pattern (as list --tag)',
      '--limit      at most this many rows (default 20, at least 1)',
      'Best first: an exact tag, issue id or label counts 10, the leading segments of a tag 8, a part of a label 5, of a tag',
      'or an issue 4, of a task or an annotation 3, a phase, trigger or approval 2; equal scores newest first.',
      'MATCHED names the fields a term matched; TEXT shows the matched annotation (note:) or task around the match.',
      "Exit code 3 when nothing matches. Reads each session's index on the volume, never a manifest.",
    ],
    load: () => import('./commands/search.js'),
  }),
  create: command({
    summary: 'Take a full session checkpoint now (workspace, git, transcript, environment, MCP state)',
    usage: 'create [--session <id>] [--trigger manual] [--name <label>] [--tag <tag>]… [--json]',
    options: { session: { text: 'session' }, trigger: { text: 'trigger' }, name: { text: 'name' }, tag: { list: 'tags' }, json: { flag: 'json' } },
    help: [
      '--session    session id (default: $CLAUDE_CODE_SESSION_ID, else the latest session of this directory)',
      '--trigger    recorded trigger (default manual)',
      '--name       a label (named checkpoints are kept by retention)',
      '--tag        a tag, repeatable (tagged checkpoints are kept by retention)',
    ],
    load: () => import('./commands/create.js'),
  }),
  verify: command({
    summary: 'Re-hash checkpoints against their manifests; --repair removes unfinished captures',
    usage: 'verify <id> | --all [--read-data] [--repair] [--json]',
    options: { all: { flag: 'all' }, repair: { flag: 'repair' }, 'read-data': { flag: 'readData' } },
    arg: { text: 'id', name: 'id' },
    help: [
      '<id>         one checkpoint (id or unique prefix)',
      '--all        every checkpoint on the volume',
      '--read-data  also re-hash every blob of the workspace content (without it: every blob is found in a pack of the right size)',
      '--repair     remove captures that never finished (no manifest, over an hour old)',
      'Exit code 4 when a checkpoint fails.',
    ],
    load: () => import('./commands/verify.js'),
  }),
  prune: command({
    summary: 'Apply retention to session checkpoints, remove unfinished captures and unreferenced workspace content',
    usage: 'prune [--dry-run] [--session <id>] [--json]',
    options: { 'dry-run': { flag: 'dryRun' }, session: { text: 'session' } },
    help: ['Keeps the last [retention] keep_last (10) per session, none older than max_age_days (7),', 'and always complete, error, named and tagged checkpoints.', '--dry-run    show what would be deleted'],
    load: () => import('./commands/prune.js'),
  }),
  export: command({
    summary: 'Write the portable workspace.tar.zst of a checkpoint (GNU `tar --zstd -xf` extracts it)',
    usage: 'export <id> [-o <file> | -o -] [--json]',
    options: { output: { text: 'output', short: 'o' } },
    arg: { text: 'id', name: 'id', required: true },
    help: ['<id>         a checkpoint id or unique prefix', '-o, --output the file to write (- for stdout); without it ./<id>.workspace.tar.zst, refused (exit 2) when', '             the current folder is inside the checkpoint\'s workspace or a project (the next checkpoint would hold it)', 'Every blob is checked against its hash as it is written.'],
    load: () => import('./commands/export.js'),
  }),
  delete: command({
    summary: 'Delete one checkpoint (its session checkpoint and its phase record), or every one older than an age',
    usage: 'delete <id> | delete --older-than <age> [--session <id>] [--dry-run] [--json]',
    options: { 'older-than': { text: 'olderThan' }, session: { text: 'session' }, 'dry-run': { flag: 'dryRun' } },
    arg: { text: 'id', name: 'id' },
    help: [
      '<id>         a checkpoint id or unique prefix',
      '--older-than every session checkpoint older than this age (30d, 12h, 90m), named, tagged and complete ones too,',
      '             except the newest of each session (a resume needs it); then the workspace content nothing references',
      '--session    with --older-than: only this session',
      '--dry-run    with --older-than: list what would be deleted',
      'Phase records by age: `pai-checkpoint cleanup --older-than <age>`.',
    ],
    load: () => import('./commands/delete.js'),
  }),
  approve: command({
    summary: 'Approve a session checkpoint (resume prefers approved ones; SPEC-07.20)',
    usage: 'approve <id> [--reason <text>] [--user <name>] [--json]',
    options: { reason: { text: 'reason' }, user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true },
    help: [
      '<id>         a checkpoint id or unique prefix',
      '--reason     why (recorded with the decision)',
      '--user       who decides (default: the OS user)',
      'The decision is a fact on the volume (the manifest is never changed) and a checkpoint.approve event in the event log.',
      'Resume prefers approved > auto_approved > pending checkpoints, and never takes a rejected one without --force.',
    ],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runApprove })),
  }),
  reject: command({
    summary: 'Reject a session checkpoint (resume never takes it without --force)',
    usage: 'reject <id> --reason <text> [--user <name>] [--json]',
    options: { reason: { text: 'reason' }, user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true },
    help: ['<id>         a checkpoint id or unique prefix', '--reason     why (required)', '--user       who decides (default: the OS user)', 'Logged as a checkpoint.reject event. `approve` later overrides it (the last decision counts; every one is kept).'],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runReject })),
  }),
  review: command({
    summary: 'Review checkpoints awaiting approval: a session\'s screen, keys to approve, reject, diff, log or continue',
    usage: 'review [<session>] [--json]',
    options: { json: { flag: 'json' } },
    arg: { text: 'session', name: 'session' },
    help: [
      '<session>    a session id or a unique prefix (default: what awaits review; in a terminal, the screen of the',
      '             session when only one awaits review)',
      'The screen (SPEC-07.20.03): session, status, the checkpoint to decide on (the newest pending, else the newest),',
      'conversation turns, tokens, estimated cost, and the files modified with +/- lines since the last approved',
      '(else auto-approved, else the first) checkpoint of the session.',
      'In a terminal, one key each: a approve (a reason may follow), r reject (a reason is asked), d diff (every changed',
      "file's unified diff), l log (the turns in between), c continue the session (resume it), q quit.",
      'Without a terminal, or with --json: the screen (or what awaits review) and the commands that act on it.',
    ],
    load: () => import('./commands/review.js'),
  }),
  tag: command({
    summary: 'Tag a session checkpoint (tagged checkpoints are kept by retention)',
    usage: 'tag <id> <tag> [--user <name>] [--json]',
    options: { user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true, then: { text: 'tag', name: 'tag', required: true } },
    help: ['<id>         a checkpoint id or unique prefix', '<tag>        hierarchical: milestone/v1.0, experiment/approach-a, stable (letters, digits, . _ + -; no spaces)', '--user       who tags it (default: the OS user)', 'The manifest is never changed: the tag is a fact of its own on the volume (the audit trail).'],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runTag })),
  }),
  untag: command({
    summary: 'Remove a tag from a session checkpoint',
    usage: 'untag <id> <tag> [--user <name>] [--json]',
    options: { user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true, then: { text: 'tag', name: 'tag', required: true } },
    help: ['<id>         a checkpoint id or unique prefix', '<tag>        one of its tags (exit code 3 when it has no such tag)', '--user       who removes it (default: the OS user)'],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runUntag })),
  }),
  annotate: command({
    summary: 'Add an annotation to a session checkpoint (append-only, with time and user)',
    usage: 'annotate <id> <text…> [--user <name>] [--json]',
    options: { user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true, then: { text: 'text', name: 'text', required: true, rest: true } },
    help: ['<id>         a checkpoint id or unique prefix', '<text>       the annotation (quote it, or give the words; at most 4000 characters)', '--user       who writes it (default: the OS user)'],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runAnnotate })),
  }),
  annotations: command({
    summary: "List a session checkpoint's annotations, oldest first",
    usage: 'annotations <id> [--json]',
    options: {},
    arg: { text: 'id', name: 'id', required: true },
    help: ['<id>         a checkpoint id or unique prefix'],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runAnnotations })),
  }),
  link: command({
    summary: 'Link a session checkpoint to an issue (GitHub, Linear, Beads)',
    usage: 'link <id> <issue> [--user <name>] [--json]',
    options: { user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true, then: { text: 'ref', name: 'issue', required: true } },
    help: [
      '<id>         a checkpoint id or unique prefix',
      '<issue>      https://github.com/<owner>/<repo>/issues/<n>, https://linear.app/<workspace>/issue/<KEY-123>, or a Beads id (ph-xxx)',
      '--user       who links it (default: the OS user)',
    ],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runLink })),
  }),
  unlink: command({
    summary: 'Remove the link of a session checkpoint to an issue',
    usage: 'unlink <id> <issue> [--user <name>] [--json]',
    options: { user: { text: 'user' } },
    arg: { text: 'id', name: 'id', required: true, then: { text: 'ref', name: 'issue', required: true } },
    help: ['<id>         a checkpoint id or unique prefix', '<issue>      the issue as link takes it, in any of its forms (exit code 3 when it is not linked)', '--user       who removes it (default: the OS user)'],
    load: () => import('./commands/facts.js').then((m) => ({ run: m.runUnlink })),
  }),
  diff: command({
    summary: 'Compare two checkpoints (time, conversation, files with +/- lines, environment, approval), or one with its folder',
    usage: 'diff <a> [<b>] [--file <path> | --patch | --conversation] [--dir <folder>] [--json]',
    options: { file: { text: 'file' }, patch: { flag: 'patch', short: 'p' }, conversation: { flag: 'conversation' }, dir: { text: 'dir' } },
    arg: { text: 'a', name: 'a', required: true, then: { text: 'b', name: 'b' } },
    help: [
      '<a> <b>        two checkpoint ids or unique prefixes (of any sessions); b is the later one',
      '<a> alone      the checkpoint against the working tree of the folder it was taken in (files only)',
      '--file <path>  the unified diff of one file (its path as the file list shows it)',
      '-p, --patch    after the summary, the unified diff of every changed text file',
      '--conversation the turns added between a and b, from the transcript copy b holds',
      '--dir <folder> with <a> alone: compare with this folder instead',
      'Files are compared by content (a stored tree is not read for unchanged files); text files get +/- line',
      'counts, binary files (a NUL byte in the first 8000) are marked, files over 16 MB are compared but not counted.',
      'A folder file with the size and mtime the checkpoint recorded is taken as unchanged without being read.',
    ],
    load: () => import('./commands/diff.js'),
  }),
  env: command({
    summary: 'The environment a checkpoint recorded (Claude Code, plugins, MCP servers, runtimes, packages), or what changed',
    usage: 'env show <id> [--full] | env diff <a> <b> [--json]',
    options: { full: { flag: 'full' } },
    arg: { text: 'action', name: 'show|diff', required: true, then: { text: 'a', name: 'id', required: true, then: { text: 'b', name: 'b' } } },
    help: [
      'show <id>      every recorded value: Claude Code version, binary sha256 and path; plugins (version, git remote,',
      '               commit, branch, installed at); MCP servers (source type, version id, config hash); runtimes;',
      '               key packages; allow-listed variables (secret-looking ones withheld); the full package lists',
      '               (pip freeze, npm) by count and hash: each list is stored once on the volume, whichever checkpoints name it',
      '--full         with show: print the full package lists too',
      'diff <a> <b>   only what changed from a to b (added, removed, old → new), down to each package of the full lists',
    ],
    load: () => import('./commands/env.js'),
  }),
  inspect: command({
    summary: 'Show one checkpoint: phase, task, ISC criteria, lineage',
    usage: 'inspect <id> [--json]',
    options: {},
    arg: { text: 'id', name: 'id', required: true },
    help: ['<id>         a checkpoint id, or a unique prefix of one (4+ characters)'],
    load: () => import('./commands/inspect.js'),
  }),
  memory: command({
    summary: "Project memory (SPEC-07.31): what this project's sessions should know — save, recall, show, forget, migrate, adopt",
    usage: 'memory save <key> <value…> [--session <id>] [--user <name>] | memory recall <query…> [--limit <n>] | memory show [--limit <n>] | memory forget <key> [--user <name>] | memory migrate [--user <name>] | memory adopt; each [--json], all but migrate [--project <id>]',
    options: { project: { text: 'project' }, user: { text: 'user' }, session: { text: 'session' }, limit: { int: 'limit', short: 'n' } },
    arg: { text: 'action', name: 'save|recall|show|forget|migrate|adopt', required: true, then: { text: 'key', name: 'key', then: { text: 'value', name: 'value', rest: true } } },
    help: [
      'save <key> <value>  what the next sessions should know. <key>: architecture (its summary), architecture.key_files',
      '                    (comma-separated), conventions.<name>, gotchas (adds one), or your own <name> or <section>.<name>',
      '                    (letters, digits, _ and -; case does not matter). At most 200 characters of key, 4000 of value.',
      '                    The same key again replaces its value; the same gotcha again is one gotcha.',
      'recall <query>      the items matching every word or "a phrase", best first (a word in an item\'s name counts more',
      '                    than in its text, each place in the text counts; equal scores newest first); exit code 3 when none',
      'show                everything: KEY (what forget takes) and VALUE, then the newest sessions',
      'forget <key>        an item, a whole section (conventions), gotchas.<n> (as show numbers them), every gotcha',
      '                    (gotchas), or the one gotcha whose text contains the words; exit code 3 when nothing is so named',
      'migrate             copies the memory this repository\'s remote had under its old id (owner-repo: before ids named the',
      '                    host, shared by every host\'s clone of that path) into this project\'s; only where you say it was yours',
      'adopt               takes in what of this memory has no signature (saved before pai-checkpoint signed memory; show',
      '                    names it, sessions are not given it): only when you know you wrote it; exit code 3 when none',
      '--project <id>      another project\'s memory (default: the git origin, host and path, as host-owner-repo-<hash>, else',
      '                    the folder\'s name and a hash; `memory show` names it)',
      '--session <id>      save: the session a gotcha was found in (default: $CLAUDE_CODE_SESSION_ID)',
      '--user <name>       save, forget, migrate: who (default: the OS user)',
      '--limit <n>         recall: at most this many matches (default 10); show: this many sessions (default 10)',
      'On the volume as memory/<project>.json (SPEC-07.31.01), each change an object of its own: sessions writing at once',
      'never lose one. Signed (encrypted too when you have a key): what anyone else writes there is left out. A session starts',
      'with what fits of it ([memory] budget_tokens).',
    ],
    load: () => import('./commands/memory.js'),
  }),
  summary: command({
    summary: "Print a session's summary: progress, decisions, failed approaches, blockers, context, files changed",
    usage: 'summary [<session|id>] [--json]',
    options: {},
    arg: { text: 'target', name: 'session or checkpoint' },
    help: [
      '(none)       the session it runs in ($CLAUDE_CODE_SESSION_ID), else this project\'s most recent one',
      '<session>    a session id or a unique prefix of one: its newest summary (sessions/<id>/summary.md)',
      '<id>         a checkpoint id or prefix: the summary written with that checkpoint',
      'Each checkpoint writes one (SPEC-07.30.02): built in from the transcript and git, or by the model',
      'with [summary] engine = "model" in your checkpoint.toml. --json adds its sections as lists.',
    ],
    load: () => import('./commands/summary.js'),
  }),
  save: command({
    summary: 'Save a checkpoint of the current session now (phase record + session checkpoint)',
    usage: 'save [label] [--name <label>] [--phase <1-7>] [--task <text>] [--session <id>] [--json]',
    options: { name: { text: 'name' }, phase: { int: 'phase' }, task: { text: 'task' }, session: { text: 'session' } },
    arg: { text: 'name', name: 'label', rest: true },
    help: [
      'label, --name  a name for this checkpoint (named checkpoints are easy to find)',
      '--phase        Algorithm phase 1-7 (default: the current phase, else 1)',
      '--task         task summary (default: the TASK line, else the last prompt)',
      '--session      session id (default: $CLAUDE_CODE_SESSION_ID, else the latest session of this directory)',
    ],
    load: () => import('./commands/save.js'),
  }),
  resume: command({
    summary: 'Resume a session (restore what is missing, then claude --resume); inside Claude Code: the resume context',
    usage: 'resume [<session-or-checkpoint>] [--from <id>] [--restore-workspace] [--to <dir>] [--yes] [--set key=value]… [--no-tmux] [--no-mcp] [--fork] [--print] [--force] [--context] [--json]',
    options: {
      from: { text: 'from' },
      yes: { flag: 'yes', short: 'y' },
      'restore-workspace': { flag: 'restoreWorkspace' },
      to: { text: 'to' },
      set: { list: 'set' },
      print: { flag: 'print' },
      force: { flag: 'force' },
      context: { flag: 'context' },
      'print-only': { flag: 'printOnly' },
      'no-tmux': { flag: 'noTmux' },
      'no-mcp': { flag: 'noMcp' },
      fork: { flag: 'fork' },
    },
    arg: { text: 'target', name: 'session-or-checkpoint' },
    help: [
      'From a terminal: picks the checkpoint (--from, else the newest usable: approved > auto_approved > pending;',
      '  never rejected or unsigned without --force), restores the workspace if it is missing (or --restore-workspace) and the',
      '  transcript if Claude Code lacks it, then starts `claude --resume <session>` in the workspace.',
      '  Without a transcript it starts a new session from a resume prompt built from the checkpoint.',
      '<session>      a session id or a unique prefix of it (the 8 characters the banner shows)',
      '--from <id>    resume from this checkpoint; one older than the session\'s newest is a rewind (see rewind): its files',
      '               exactly, its own conversation as a new session; the session and its newer checkpoints stay',
      '--print        a dry run: say what would be restored and print the command; nothing is changed',
      '--fork         continue as a NEW session (its transcript copied under a new id): for a session resumed on another',
      '               machine (this one no longer checkpoints it), or a second line of work from the same point',
      '--to <dir>     restore into another folder (the transcript\'s paths of the recorded folder are rewritten to it)',
      '--yes          confirm restoring into the folder the checkpoint records (when it is not this project)',
      '--set k=v      change a setting before resuming (recorded in a new checkpoint); env.NAME=value sets a variable for claude',
      '--no-tmux      when the checkpoint recorded a tmux layout, do not recreate it (by default claude is resumed in',
      '               its pane of a new tmux session with that layout, which this terminal then attaches to)',
      '--no-mcp       when the workspace is restored, leave the MCP servers\' state alone (by default their state files',
      '               are written back and each server that has restore_checkpoint is given its captured state)',
      'Inside Claude Code (/checkpoint:resume), or with --context: prints the resume context of unfinished PAI work',
      '  (of a checkpoint, or of a session named by its id or prefix) and carries it into the current session',
      '  (--print-only: only print). The options above always mean the terminal resume, also inside a session.',
    ],
    load: () => import('./commands/resume.js'),
  }),
  rewind: command({
    summary: 'Rewind code and conversation together to a checkpoint: its files exactly, its conversation as a new session',
    usage: 'rewind <checkpoint> [--print] [--yes] [--no-tmux] [--no-mcp] [--force] [--json]',
    options: { print: { flag: 'print' }, yes: { flag: 'yes', short: 'y' }, 'no-tmux': { flag: 'noTmux' }, 'no-mcp': { flag: 'noMcp' }, force: { flag: 'force' } },
    arg: { text: 'id', name: 'checkpoint', required: true },
    help: [
      '<checkpoint>   a checkpoint id or prefix (`pai-checkpoint list` shows them)',
      'Makes the workspace exactly the checkpoint\'s (rollback: a safety checkpoint first; Bash-made changes included),',
      '  forks the conversation as it was at that checkpoint (its own transcript copy) into a new session id, and',
      '  starts `claude --resume <new id>` as resume does. The session and its newer checkpoints stay as they were.',
      '--print        say what it would do; nothing is changed',
      '--yes          do not ask before rolling the folder back',
      '--no-tmux      do not recreate the tmux layout the checkpoint recorded (claude runs in this terminal)',
      '--no-mcp       leave the MCP servers\' state alone (by default rollback puts it back after the files)',
      '--force        allow a rejected checkpoint',
      'While the session\'s claude still runs on this machine it is refused (exit 5): end it first.',
      'Inside Claude Code (/checkpoint:rewind) it only prints the command to run from a terminal.',
      '`pai-checkpoint resume --from <older checkpoint>` is the same rewind.',
    ],
    load: () => import('./commands/rewind.js'),
  }),
  restore: command({
    summary: 'Restore a checkpoint: workspace, git state (unpushed commits too) and transcript',
    usage: 'restore <id> [<path>…] [--dry-run] [--to <dir>] [--yes] [--tmux] [--no-mcp] [--force] [--json]',
    options: { 'dry-run': { flag: 'dryRun' }, to: { text: 'to' }, yes: { flag: 'yes', short: 'y' }, tmux: { flag: 'tmux' }, 'no-tmux': { flag: 'noTmux' }, 'no-mcp': { flag: 'noMcp' }, force: { flag: 'force' } },
    arg: { text: 'id', name: 'id', required: true, more: { text: 'paths' } },
    help: [
      '<id>         a checkpoint id or prefix',
      '<path>…      restore only these files or folders (relative to the workspace root); git, the transcript,',
      '             the MCP state and every other file are left as they are',
      '--dry-run    say which files a restore would add, change and remove in the folder; writes nothing',
      '--to <dir>   restore into this folder (default: where it was taken, if that is this project;',
      '             another recorded folder is used only after you confirm it, or with --yes)',
      '--yes        confirm restoring into the folder the checkpoint records',
      '--tmux       recreate the tmux layout the checkpoint recorded: a new detached tmux session gets its',
      '             windows and panes, each in its folder; no command is rerun (without it, no tmux session is started)',
      '--no-mcp     leave the MCP servers\' state alone (by default their captured state files are written back,',
      '             and each server configured here with a restore_checkpoint tool is started and given its state)',
      '--force      restore although its manifest is unsigned or its signature fails (a warning then)',
      'Verifies every part first; refuses hostile archives and git state; never writes into /, your home,',
      'its hidden folders or system folders; takes a safety checkpoint before overwriting files and moves',
      'aside (never deletes) what no checkpoint holds; never resets git history. `pai-checkpoint undo` reverses it.',
      'Suggests `claude --resume <session>` only when that session is not running any more.',
    ],
    load: () => import('./commands/restore.js'),
  }),
  rollback: command({
    summary: 'Make the workspace exactly a checkpoint\'s (a safety checkpoint first; undone on failure; `undo` reverses it)',
    usage: 'rollback <id> [--yes] [--keep-new] [--no-mcp] [--json]',
    options: { yes: { flag: 'yes', short: 'y' }, 'keep-new': { flag: 'keepNew' }, 'no-mcp': { flag: 'noMcp' } },
    arg: { text: 'id', name: 'id', required: true },
    help: [
      '<id>         a checkpoint id or prefix',
      '--yes        do not ask for confirmation',
      '--keep-new   leave the files created since the checkpoint in place (by default they are removed)',
      '--no-mcp     leave the MCP servers\' state alone (by default it is put back after the files, as restore does)',
      'Asks first (naming the folder), then saves the current files in a safety checkpoint. Files created since the',
      'checkpoint (those a checkpoint would hold: git-ignored ones stay) are removed; the safety checkpoint holds them.',
      'Never uses git\'s stash, never moves HEAD. Undo: `pai-checkpoint undo`.',
    ],
    load: () => import('./commands/rollback.js'),
  }),
  undo: command({
    summary: 'Undo the last restore, rollback or rewind of this folder (exactly: back to its safety checkpoint)',
    usage: 'undo [--dir <folder>] [--print] [--yes] [--no-mcp] [--json]',
    options: { dir: { text: 'dir' }, print: { flag: 'print' }, yes: { flag: 'yes', short: 'y' }, 'no-mcp': { flag: 'noMcp' } },
    help: [
      '--dir        the folder (default: the current project)',
      '--print      say what it would do; change nothing',
      '--yes        do not ask for confirmation',
      '--no-mcp     leave the MCP servers\' state alone',
      'The files there now go into a safety checkpoint first; `pai-checkpoint redo` applies the operation again.',
      'Exit code 3 when nothing is recorded to undo.',
    ],
    load: () => import('./commands/undo.js').then((m) => ({ run: m.runUndo })),
  }),
  redo: command({
    summary: 'Apply again the restore, rollback or rewind of this folder that `undo` reversed',
    usage: 'redo [--dir <folder>] [--print] [--yes] [--no-mcp] [--json]',
    options: { dir: { text: 'dir' }, print: { flag: 'print' }, yes: { flag: 'yes', short: 'y' }, 'no-mcp': { flag: 'noMcp' } },
    help: ['--dir        the folder (default: the current project)', '--print      say what it would do; change nothing', '--yes        do not ask for confirmation', '--no-mcp     leave the MCP servers\' state alone', 'Exit code 3 when nothing undone is there to redo.'],
    load: () => import('./commands/undo.js').then((m) => ({ run: m.runRedo })),
  }),
  sessions: command({
    summary: 'Resumable sessions: status, last checkpoint, phase and age',
    usage: 'sessions [<session>] [--status running|ended|crashed|interrupted|carried_over|resuming|resume_failed|unknown|pending] [--json]',
    options: { status: { text: 'status' } },
    arg: { text: 'session', name: 'session' },
    help: ['<session>    only this session (its id, or a unique prefix such as the 8 characters the banner shows)', '--status     only sessions in this state (running: its claude still runs; crashed: gone without ending;', '             carried_over: another session continued its work; …: docs/architecture.md, session lifecycle),', '             or pending: with checkpoints awaiting review (approve or reject them)'],
    load: () => import('./commands/sessions.js'),
  }),
  monitor: command({
    summary: 'Watch every session on the volume; resume the ones that died with work open, each death once (SPEC-03.14/15)',
    usage: 'monitor [--once] [--dry-run] [--mode tmux|headless|notify] [--print-systemd-unit] [--json]',
    options: { once: { flag: 'once' }, 'dry-run': { flag: 'dryRun' }, mode: { text: 'mode' }, 'print-systemd-unit': { flag: 'printSystemdUnit' }, json: { flag: 'json' } },
    help: [
      'Runs in the foreground until SIGTERM or Ctrl-C, one line per state change of a session (JSON lines with --json):',
      'HEALTHY, WARNING (a heartbeat missed), DEAD (silent for [monitor] timeout_seconds, default 90; at once after the',
      "sidecar's SIGTERM), then RESUMING/RESUMED, TAKEN (another monitor resumed it), LOST (no checkpoint), NOTIFIED;",
      'FAILED when the resumed claude did not come up (exited at once, stopped at the trust prompt): said, never retried.',
      'Only sessions that died with their work open are resumed, each death once: never ENDED ones, nor CLOSED ones',
      '(carried over into another session, capture off, a resume that failed) — lifecycle in docs/architecture.md.',
      'A dead session is resumed [monitor] resume_delay_seconds (5) later, unless its heartbeat came back, from its newest',
      'checkpoint that verifies (approved, auto_approved, then pending), into its own folder when that is free here, else',
      '[monitor] workspace_root/<project>; its old machine stops writing for it (fencing).',
      '--once       one pass, then exit (cron); a resume it starts is finished first',
      '--dry-run    one pass that says what it would do for each session (WOULD_RESUME …); starts and writes nothing',
      '--mode       tmux: claude --resume in a detached tmux session pai-<id> (default when tmux is installed);',
      '             headless: claude --resume -p, its stream-json output logged; notify: only say what it would run',
      '--print-systemd-unit   a systemd user unit that runs the monitor',
    ],
    load: () => import('./commands/monitor.js'),
  }),
  recover: command({
    summary: 'Interactive recovery of a session: resume, restore into a new folder, or abandon',
    usage: 'recover <session> [--yes] [--print] [--json]',
    options: { yes: { flag: 'yes', short: 'y' }, print: { flag: 'print' }, json: { flag: 'json' } },
    arg: { text: 'session', name: 'session', required: true },
    help: [
      '<session>    a session id or a unique prefix of it (the 8 characters the banner shows)',
      '--yes        resume the newest usable checkpoint without asking',
      '--print      a dry run of that resume (no terminal needed): what would be restored, and the command',
      '--json       list the checkpoints and their state (with --yes or --print: resume and report)',
    ],
    load: () => import('./commands/recover.js'),
  }),
  key: command({
    summary: 'Move keys between machines: the volume key (with it set, the one secret another machine needs), or your signing key',
    usage: 'key status | key export [--volume] -o <file>|- | key import [--volume] <file>|- [--json]',
    options: { volume: { flag: 'volume' }, output: { text: 'output', short: 'o' } },
    arg: { text: 'action', name: 'status|export|import', required: true, then: { text: 'file', name: 'file' } },
    help: [
      'status       the volume key and the key that signs what this machine writes (by id: a key is never shown)',
      'export       writes the signing key (or with --volume the volume key) to a NEW file, mode 600 (-o - prints it)',
      'import       installs a key from a file (- for stdin) as this machine\'s signing key (~/.pai/checkpoint/signing.key)',
      '             or, with --volume, its volume key ([encryption] key_file; added to ~/.pai/checkpoint.toml when unset);',
      '             a different key already there is never replaced',
      'With a volume key set, manifests, facts, indexes, statuses and leases are signed with a key derived from it:',
      'moving a session to another machine needs the volume key only. Without one, your signing key signs: move it.',
    ],
    load: () => import('./commands/key.js'),
  }),
  risky: command({
    summary: 'Checkpoints before risky commands: which commands start the hook, and rules for your own patterns in Claude Code\'s settings',
    usage: 'risky status | risky install [--scope local|project|user] [--dry-run] | risky uninstall [--scope …] [--dry-run] [--json]',
    options: { scope: { text: 'scope' }, 'dry-run': { flag: 'dryRun' } },
    arg: { text: 'action', name: 'status|install|uninstall', required: true },
    help: [
      'status       the built-in rules, your [risky] commands, and whether Claude Code starts the hook for each',
      'install      writes a PreToolUse hook for each of your [risky] commands that the plugin\'s own rules do not',
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
    summary: 'Install (or --remove) the /checkpoint dispatcher (~/.claude/commands/checkpoint.md) and the pai-checkpoint link (~/.local/bin)',
    usage: 'setup [--remove] [--force] [--json]',
    options: { remove: { flag: 'remove' }, force: { flag: 'force' } },
    help: ['--remove     uninstall it', '--force      replace or remove a checkpoint.md or a pai-checkpoint that is not ours'],
    load: () => import('./commands/setup.js'),
  }),
};

function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((k) => k.length));
  return [
    `pai-checkpoint ${VERSION} — checkpoints and resume for Claude Code sessions (PAI F-010 phase records)`,
    '',
    'Usage: pai-checkpoint <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([k, c]) => `  ${k.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --help and --json.',
    'Exit codes: 0 ok, 1 failure, 2 bad usage, 3 not found, 4 invalid data / unhealthy, 5 conflict or busy.',
    'Files: $PAI_DIR (default ~/.pai): checkpoints/ (phase records), seed.json, events/, checkpoint/ (runtime state, plugin.log),',
    '       volume/ (session checkpoints; [volume] path in checkpoint.toml or $PAI_CHECKPOINT_VOLUME).',
  ].join('\n');
}

function commandHelp(c: Command): string {
  return [`Usage: pai-checkpoint ${c.usage}`, '', c.summary + '.', '', ...c.help.map((h) => `  ${h}`), '  --json       machine-readable output'].join('\n');
}

interface MainResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one CLI invocation and returns what to print (tests call this directly). `slash` mode is
 * used by the /checkpoint commands: errors go to stdout too, so the model sees them.
 */
export async function main(argv: string[], cli: CliEnv = defaultCliEnv()): Promise<MainResult> {
  let args = argv;
  let slash = false;
  if (args[0] === 'slash') {
    slash = true;
    cli.slash = true;
    args = args.slice(1);
    if (args.length === 0) args = ['list'];
  }
  const [name, ...rest] = args;
  // Commands named in hints are rendered as the reader can run them (slash commands inside
  // Claude Code; `node <this CLI>` when pai-checkpoint is not on PATH).
  const audience: Audience | undefined = cli.cliPath ? { kind: slash ? 'claude' : 'terminal', cli: cli.cliPath, onPath: cliOnPath(cli.cliPath, cli.env['PATH']) } : undefined;
  const render = (text: string) => (audience ? renderCommands(text, audience) : text);
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const sub = name === 'help' ? rest[0] : undefined;
    const c = sub ? COMMANDS[sub] : undefined;
    return { exitCode: 0, stdout: `${c && sub ? commandHelp(c) : mainHelp()}\n`, stderr: '' };
  }
  if (name === '--version' || name === '-v') return { exitCode: 0, stdout: `${VERSION}\n`, stderr: '' };
  const cmd = COMMANDS[name];
  let wantJson = rest.includes('--json');
  try {
    if (!cmd) throw new CheckpointError('USAGE', `unknown command "${name}"`, 'run `pai-checkpoint --help` for the list');
    if (rest.includes('--help') || rest.includes('-h')) return { exitCode: 0, stdout: `${commandHelp(cmd)}\n`, stderr: '' };
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({ args: rest, options: parseArgsOptions(cmd), allowPositionals: true, strict: true });
    } catch (err) {
      throw parseArgsError(name, cmd, err);
    }
    wantJson = Boolean(parsed.values['json']);
    const options = commandOptions(cmd, parsed.values, parsed.positionals);
    const out = await (await cmd.load()).run(appContext(cli), options, cli);
    const shown = cli.warnings.map(render);
    // Everything a command prints passes here: its text, warnings and errors quote stored
    // values (labels, tasks, notes, paths), which are made inert for the terminal (core/inert.ts).
    const warnings = inert(shown.map((w) => `warning: ${w}\n`).join(''));
    const stdout = out.streamed ? '' : wantJson ? `${inertJson(withWarnings(out.data, shown), 2)}\n` : `${inert(render(out.text))}\n`;
    return { exitCode: out.exitCode ?? EXIT.OK, stdout: slash ? stdout + warnings : stdout, stderr: slash ? '' : warnings };
  } catch (err) {
    const code = exitCodeFor(err);
    const hintText = err instanceof CheckpointError && err.hint ? render(err.hint) : undefined;
    const hint = hintText ? `\n  hint: ${hintText}` : '';
    const message = inert(`pai-checkpoint: ${render(errorMessage(err))}${hint}\n`);
    if (wantJson) {
      const data = { error: { code: err instanceof CheckpointError ? err.code : 'INTERNAL', message: errorMessage(err), hint: hintText } };
      return { exitCode: code, stdout: `${inertJson(data, 2)}\n`, stderr: slash ? '' : message };
    }
    return slash ? { exitCode: code, stdout: message, stderr: '' } : { exitCode: code, stdout: '', stderr: message };
  }
}

/**
 * node:util parseArgs' refusal, restated where its own words mislead: its unknown-option text
 * ends with an example whose quotes do not close (`as in '-- "--print"`).
 */
function parseArgsError(name: string, cmd: Command, err: unknown): CheckpointError {
  const usage = `usage: pai-checkpoint ${cmd.usage}`;
  const option = /^Unknown option '(.*)'\. To specify/s.exec(errorMessage(err))?.[1];
  if (option === undefined) return new CheckpointError('USAGE', errorMessage(err), usage);
  return new CheckpointError('USAGE', `${name} has no option "${option}"`, `${usage}; a word that starts with "-" but is not an option goes after "--" (\`-- ${option}\`)`);
}

function withWarnings(data: unknown, warnings: string[]): unknown {
  if (warnings.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, warnings };
}
