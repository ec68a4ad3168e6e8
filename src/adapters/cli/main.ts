import { realpathSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CheckpointError, errorMessage, exitCodeFor, EXIT } from '../../core/errors.js';
import { defaultCliEnv, type CliEnv } from './context.js';
import { cliOnPath, renderCommands, type Audience } from '../../core/hint.js';

declare const __VERSION__: string;
export const VERSION = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

/** What a command returns: data for --json, text for people, and its exit code. */
export interface Output {
  data: unknown;
  text: string;
  exitCode?: number;
}

interface Command {
  summary: string;
  usage: string;
  options: Options;
  /** Lines of `--help` after the usage. */
  help: string[];
  run(cli: CliEnv, values: Values, positionals: string[]): Promise<Output>;
}

const json = { json: { type: 'boolean' } } as const;

function int(values: Values, key: string): number | undefined {
  const v = values[key];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new CheckpointError('USAGE', `--${key} must be a whole number, got "${String(v)}"`);
  return n;
}

function str(values: Values, key: string): string | undefined {
  const v = values[key];
  return typeof v === 'string' ? v : undefined;
}

function cliPath(): string {
  try {
    return realpathSync(process.argv[1] ?? '');
  } catch {
    return process.argv[1] ?? '';
  }
}

/** The command table: names, options, help, and a lazy import of each command. */
const COMMANDS: Record<string, Command> = {
  list: {
    summary: 'List checkpoints (session checkpoints and phase records; this project by default)',
    usage: 'list [--all] [--open] [--session <id>] [--limit <n>] [--detailed] [--json]',
    options: { all: { type: 'boolean', short: 'a' }, open: { type: 'boolean' }, session: { type: 'string' }, limit: { type: 'string', short: 'n' }, detailed: { type: 'boolean', short: 'd' }, ...json },
    help: [
      '--all        every project, not just the current directory',
      '--open       only unfinished work (phase records not completed)',
      '--session    only this Claude Code session',
      '--limit      at most this many rows (default 20, at least 1)',
      '--detailed   also STATUS, SESSION, PARENT and TAGS',
      'ID shows the shortest prefix no other checkpoint shares; every command takes it. --json has full ids.',
      'VERIFIED: ok (re-hashed and matched), FAILED, not yet (never verified), - (phase record only).',
      'PHASE and TASK of a stop or periodic checkpoint are those its session was in. --all adds PROJECT.',
    ],
    async run(cli, v) {
      const { list, printList } = await import('./commands/list.js');
      const opts: Parameters<typeof list>[1] = {};
      if (v['all']) opts.all = true;
      if (v['open']) opts.open = true;
      if (v['detailed']) opts.detailed = true;
      const s = str(v, 'session');
      if (s) opts.session = s;
      const limit = int(v, 'limit');
      if (limit !== undefined) opts.limit = limit;
      const r = await list(cli, opts);
      for (const p of r.problems) cli.warnings.push(`skipped ${p.file}: ${p.error}`);
      return { data: r, text: printList(r, cli.now(), Boolean(v['detailed'])) };
    },
  },
  create: {
    summary: 'Take a full session checkpoint now (workspace, git, transcript, environment, MCP state)',
    usage: 'create [--session <id>] [--trigger manual] [--name <label>] [--tag <tag>]… [--json]',
    options: { session: { type: 'string' }, trigger: { type: 'string' }, name: { type: 'string' }, tag: { type: 'string', multiple: true }, ...json },
    help: [
      '--session    session id (default: $CLAUDE_CODE_SESSION_ID, else the latest session of this directory)',
      '--trigger    recorded trigger (default manual)',
      '--name       a label (named checkpoints are kept by retention)',
      '--tag        a tag, repeatable (tagged checkpoints are kept by retention)',
    ],
    async run(cli, v) {
      const { create, printCreate } = await import('./commands/create.js');
      const opts: NonNullable<Parameters<typeof create>[1]> = {};
      const progress = progressPrinter(Boolean(v['json']));
      if (progress) opts.onProgress = progress;
      const s = str(v, 'session');
      if (s) opts.session = s;
      const t = str(v, 'trigger');
      if (t) opts.trigger = t;
      const n = str(v, 'name');
      if (n) opts.name = n;
      const tags = v['tag'];
      if (Array.isArray(tags)) opts.tags = tags.map(String);
      const r = await create(cli, opts);
      return { data: r, text: printCreate(r) };
    },
  },
  verify: {
    summary: 'Re-hash checkpoints against their manifests; --repair removes unfinished captures',
    usage: 'verify <id> | --all [--repair] [--json]',
    options: { all: { type: 'boolean' }, repair: { type: 'boolean' }, ...json },
    help: ['<id>         one checkpoint (id or unique prefix)', '--all        every checkpoint on the volume', '--repair     remove captures that never finished (no manifest, over an hour old)', 'Exit code 4 when a checkpoint fails.'],
    async run(cli, v, pos) {
      const { verify, printVerify } = await import('./commands/verify.js');
      const opts: Parameters<typeof verify>[1] = { all: Boolean(v['all']), repair: Boolean(v['repair']) };
      if (pos[0]) opts.id = pos[0];
      const r = await verify(cli, opts);
      return { data: r, text: printVerify(r), exitCode: r.ok ? EXIT.OK : EXIT.INVALID_DATA };
    },
  },
  prune: {
    summary: 'Apply retention to session checkpoints and remove unfinished captures',
    usage: 'prune [--dry-run] [--session <id>] [--json]',
    options: { 'dry-run': { type: 'boolean' }, session: { type: 'string' }, ...json },
    help: ['Keeps the last [retention] keep_last (10) per session, none older than max_age_days (7),', 'and always complete, error, named and tagged checkpoints.', '--dry-run    show what would be deleted'],
    async run(cli, v) {
      const { prune, printPrune } = await import('./commands/prune.js');
      const opts: Parameters<typeof prune>[1] = { dryRun: Boolean(v['dry-run']) };
      const s = str(v, 'session');
      if (s) opts.session = s;
      const r = await prune(cli, opts);
      return { data: r, text: printPrune(r) };
    },
  },
  delete: {
    summary: 'Delete one checkpoint (its session checkpoint and its phase record)',
    usage: 'delete <id> [--json]',
    options: { ...json },
    help: ['<id>         a checkpoint id or unique prefix'],
    async run(cli, _v, pos) {
      const { del, printDelete } = await import('./commands/delete.js');
      const r = await del(cli, requireArg(pos, 'id'));
      return { data: r, text: printDelete(r) };
    },
  },
  inspect: {
    summary: 'Show one checkpoint: phase, task, ISC criteria, lineage',
    usage: 'inspect <id> [--json]',
    options: { ...json },
    help: ['<id>         a checkpoint id, or a unique prefix of one (4+ characters)'],
    async run(cli, _v, pos) {
      const { inspect, printInspect } = await import('./commands/inspect.js');
      const r = await inspect(cli, requireArg(pos, 'id'));
      return { data: r, text: printInspect(r) };
    },
  },
  save: {
    summary: 'Save a checkpoint of the current session now (phase record + session checkpoint)',
    usage: 'save [label] [--name <label>] [--phase <1-7>] [--task <text>] [--session <id>] [--json]',
    options: { name: { type: 'string' }, phase: { type: 'string' }, task: { type: 'string' }, session: { type: 'string' }, ...json },
    help: [
      'label, --name  a name for this checkpoint (named checkpoints are easy to find)',
      '--phase        Algorithm phase 1-7 (default: the current phase, else 1)',
      '--task         task summary (default: the TASK line, else the last prompt)',
      '--session      session id (default: $CLAUDE_CODE_SESSION_ID, else the latest session of this directory)',
    ],
    async run(cli, v, pos) {
      const { save, printSave } = await import('./commands/save.js');
      const opts: Parameters<typeof save>[1] = {};
      const name = str(v, 'name') ?? (pos.length ? pos.join(' ') : undefined);
      if (name) opts.name = name;
      const phase = int(v, 'phase');
      if (phase !== undefined) opts.phase = phase;
      const task = str(v, 'task');
      if (task !== undefined) opts.task = task;
      const s = str(v, 'session');
      if (s) opts.session = s;
      const r = await save(cli, opts);
      return { data: r, text: printSave(r), exitCode: r.checkpointError ? EXIT.FAILURE : EXIT.OK };
    },
  },
  resume: {
    summary: 'Resume a session (restore what is missing, then claude --resume); inside Claude Code: the resume context',
    usage: 'resume [<session-or-checkpoint>] [--from <id>] [--restore-workspace] [--to <dir>] [--yes] [--set key=value]… [--print] [--force] [--context] [--json]',
    options: {
      from: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      'restore-workspace': { type: 'boolean' },
      to: { type: 'string' },
      set: { type: 'string', multiple: true },
      print: { type: 'boolean' },
      force: { type: 'boolean' },
      context: { type: 'boolean' },
      'print-only': { type: 'boolean' },
      ...json,
    },
    help: [
      'From a terminal: picks the checkpoint (--from, else the newest usable: approved > auto_approved > pending;',
      '  never rejected without --force), restores the workspace if it is missing (or --restore-workspace) and the',
      '  transcript if Claude Code lacks it, then starts `claude --resume <session>` in the workspace.',
      '  Without a transcript it starts a new session from a resume prompt built from the checkpoint.',
      '<session>      a session id or a unique prefix of it (the 8 characters the banner shows)',
      '--print        a dry run: say what would be restored and print the command; nothing is changed',
      '--to <dir>     restore into another folder',
      '--yes          confirm restoring into the folder the checkpoint records (when it is not this project)',
      '--set k=v      change a setting before resuming (recorded in a new checkpoint); env.NAME=value sets a variable for claude',
      'Inside Claude Code (/checkpoint:resume), or with --context: prints the resume context of unfinished PAI work',
      '  (of a checkpoint, or of a session named by its id or prefix) and carries it into the current session',
      '  (--print-only: only print). The options above always mean the terminal resume, also inside a session.',
    ],
    async run(cli, v, pos) {
      // Options of the terminal resume mean it, even from a Bash call inside a session.
      const terminal = ['print', 'from', 'to', 'yes', 'restore-workspace', 'set', 'force'].some((k) => v[k] !== undefined);
      if (v['context'] || v['print-only'] || (!terminal && (cli.slash || cli.env['CLAUDE_CODE_SESSION_ID']))) {
        const { resume, printResume } = await import('./commands/resume.js');
        const opts: Parameters<typeof resume>[1] = {};
        if (pos[0]) opts.id = pos[0];
        if (v['print-only'] || (v['context'] && !cli.env['CLAUDE_CODE_SESSION_ID'])) opts.printOnly = true;
        const r = await resume(cli, opts);
        return { data: r, text: printResume(r) };
      }
      const { resumeSession, printSessionResume } = await import('./commands/resume-session.js');
      const opts: Parameters<typeof resumeSession>[1] = {};
      if (pos[0]) opts.target = pos[0];
      const from = str(v, 'from');
      if (from) opts.from = from;
      const to = str(v, 'to');
      if (to) opts.to = to;
      if (v['restore-workspace']) opts.restoreWorkspace = true;
      if (v['print']) opts.print = true;
      if (v['yes']) opts.yes = true;
      if (v['force']) opts.force = true;
      const sets = v['set'];
      if (Array.isArray(sets)) opts.set = sets.map(String);
      const r = await resumeSession(cli, opts);
      return { data: r, text: printSessionResume(r), exitCode: r.started ? (r.exitCode ?? 0) : EXIT.OK };
    },
  },
  restore: {
    summary: 'Restore a checkpoint: workspace, git state (unpushed commits too) and transcript',
    usage: 'restore <id> [--to <dir>] [--yes] [--json]',
    options: { to: { type: 'string' }, yes: { type: 'boolean', short: 'y' }, ...json },
    help: [
      '<id>         a checkpoint id or prefix',
      '--to <dir>   restore into this folder (default: where it was taken, if that is this project;',
      '             another recorded folder is used only after you confirm it, or with --yes)',
      '--yes        confirm restoring into the folder the checkpoint records',
      'Verifies every part first; refuses hostile archives and git state; never writes into /, your home,',
      'its hidden folders or system folders; takes a safety checkpoint before overwriting files and moves',
      'aside (never deletes) what no checkpoint holds; never resets git history.',
    ],
    async run(cli, v, pos) {
      const { restore, printRestore } = await import('./commands/restore.js');
      const to = str(v, 'to');
      const r = await restore(cli, { id: requireArg(pos, 'id'), ...(to ? { to } : {}), ...(v['yes'] ? { yes: true } : {}) });
      return { data: r, text: printRestore(r) };
    },
  },
  rollback: {
    summary: 'Roll the workspace back to a checkpoint (safety checkpoint and git stash first; undone on failure)',
    usage: 'rollback <id> [--yes] [--json]',
    options: { yes: { type: 'boolean', short: 'y' }, ...json },
    help: [
      '<id>         a checkpoint id or prefix',
      '--yes        do not ask for confirmation',
      'Asks first (naming the folder), then saves the current files in a safety checkpoint and stashes git changes.',
      'Files created since the checkpoint are reported, not deleted. Undo: rollback to the safety checkpoint it prints.',
    ],
    async run(cli, v, pos) {
      const { rollback, printRollback } = await import('./commands/rollback.js');
      const r = await rollback(cli, { id: requireArg(pos, 'id'), yes: Boolean(v['yes']) });
      return { data: r, text: printRollback(r) };
    },
  },
  sessions: {
    summary: 'Resumable sessions: status, last checkpoint, phase and age',
    usage: 'sessions [<session>] [--status crashed|ended|running] [--json]',
    options: { status: { type: 'string' }, ...json },
    help: ['<session>    only this session (its id, or a unique prefix such as the 8 characters the banner shows)', '--status     only sessions in this state (running: its claude still runs; crashed: gone without ending)'],
    async run(cli, v, pos) {
      const { sessions, printSessions } = await import('./commands/sessions.js');
      const status = str(v, 'status');
      const r = await sessions(cli, { ...(status ? { status } : {}), ...(pos[0] ? { session: pos[0] } : {}) });
      return { data: r, text: printSessions(r, cli.now()) };
    },
  },
  recover: {
    summary: 'Interactive recovery of a session: resume, restore into a new folder, or abandon',
    usage: 'recover <session> [--yes] [--print] [--json]',
    options: { yes: { type: 'boolean', short: 'y' }, print: { type: 'boolean' }, ...json },
    help: [
      '<session>    a session id or a unique prefix of it (the 8 characters the banner shows)',
      '--yes        resume the newest usable checkpoint without asking',
      '--print      a dry run of that resume (no terminal needed): what would be restored, and the command',
      '--json       list the checkpoints and their state (with --yes or --print: resume and report)',
    ],
    async run(cli, v, pos) {
      const { recover, printRecover } = await import('./commands/recover.js');
      const r = await recover(cli, requireArg(pos, 'session'), { yes: Boolean(v['yes']), json: Boolean(v['json']), print: Boolean(v['print']) });
      return { data: r, text: printRecover(r) };
    },
  },
  complete: {
    summary: 'Mark a checkpoint finished (it is no longer offered for resume)',
    usage: 'complete <id> [--json]',
    options: { ...json },
    help: ['<id>         a checkpoint id or prefix; earlier unfinished records of its session are completed too'],
    async run(cli, _v, pos) {
      const { complete, printComplete } = await import('./commands/complete.js');
      const r = await complete(cli, requireArg(pos, 'id'));
      return { data: r, text: printComplete(r) };
    },
  },
  cleanup: {
    summary: 'Delete old phase checkpoints (completed ones first)',
    usage: 'cleanup [--older-than <30d>] [--dry-run] [--json]',
    options: { 'older-than': { type: 'string' }, 'dry-run': { type: 'boolean' }, ...json },
    help: ['--older-than  age such as 30d, 12h or 90m (default 30d)', '--dry-run     list what would be deleted'],
    async run(cli, v) {
      const { cleanup, printCleanup } = await import('./commands/cleanup.js');
      const opts: Parameters<typeof cleanup>[1] = { dryRun: Boolean(v['dry-run']) };
      const o = str(v, 'older-than');
      if (o) opts.olderThan = o;
      const r = await cleanup(cli, opts);
      return { data: r, text: printCleanup(r) };
    },
  },
  usage: {
    summary: 'Disk use of the volume: per project, per session, and in total',
    usage: 'usage [--json]',
    options: { ...json },
    help: ['SIZE counts an archive shared by several checkpoints (an unchanged workspace) once.'],
    async run(cli) {
      const { usage, printUsage } = await import('./commands/usage.js');
      const r = await usage(cli);
      return { data: r, text: printUsage(r) };
    },
  },
  doctor: {
    summary: 'Check paths, versions, locks and health',
    usage: 'doctor [--json]',
    options: { ...json },
    help: ['Exit code 4 when a check fails.'],
    async run(cli) {
      const { doctor, printDoctor } = await import('./commands/doctor.js');
      const r = await doctor(cli, { cliPath: cliPath(), version: VERSION });
      return { data: r, text: printDoctor(r), exitCode: r.healthy ? EXIT.OK : EXIT.INVALID_DATA };
    },
  },
  setup: {
    summary: 'Install (or --remove) the ~/.claude/commands/checkpoint.md dispatcher for `/checkpoint save`',
    usage: 'setup [--remove] [--force] [--json]',
    options: { remove: { type: 'boolean' }, force: { type: 'boolean' }, ...json },
    help: ['--remove     uninstall it', '--force      replace or remove a checkpoint.md that is not ours'],
    async run(cli, v) {
      const { setup, printSetup } = await import('./commands/setup.js');
      const r = await setup(cli, { remove: Boolean(v['remove']), force: Boolean(v['force']), cliPath: cliPath() });
      return { data: r, text: printSetup(r) };
    },
  },
};

/** Progress of a long snapshot on stderr (a terminal only; never in --json output). */
function progressPrinter(json: boolean): ((done: number, total: number) => void) | undefined {
  if (json || !process.stderr.isTTY) return undefined;
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (now - last < 250 && done < total) return;
    last = now;
    const pct = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
    process.stderr.write(`\rSnapshotting workspace… ${pct}% (${Math.round(done / 1e6)} of ${Math.round(total / 1e6)} MB)${done >= total ? '\n' : ''}`);
  };
}

function requireArg(pos: string[], name: string): string {
  const v = pos[0];
  if (!v) throw new CheckpointError('USAGE', `missing <${name}>`);
  return v;
}

export function mainHelp(): string {
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

export interface MainResult {
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
  const audience: Audience | undefined = cli.cliPath ? (slash ? { kind: 'claude', cli: cli.cliPath } : { kind: 'terminal', cli: cli.cliPath, onPath: cliOnPath(cli.cliPath, cli.env['PATH']) }) : undefined;
  const render = (text: string) => (audience ? renderCommands(text, audience) : text);
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const sub = name === 'help' ? rest[0] : undefined;
    const c = sub ? COMMANDS[sub] : undefined;
    return { exitCode: 0, stdout: `${c && sub ? commandHelp(c) : mainHelp()}\n`, stderr: '' };
  }
  if (name === '--version' || name === '-v') return { exitCode: 0, stdout: `${VERSION}\n`, stderr: '' };
  const command = COMMANDS[name];
  let wantJson = rest.includes('--json');
  try {
    if (!command) throw new CheckpointError('USAGE', `unknown command "${name}"`, 'run `pai-checkpoint --help` for the list');
    if (rest.includes('--help') || rest.includes('-h')) return { exitCode: 0, stdout: `${commandHelp(command)}\n`, stderr: '' };
    let parsed: { values: Values; positionals: string[] };
    try {
      parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true }) as typeof parsed;
    } catch (err) {
      throw new CheckpointError('USAGE', errorMessage(err), `usage: pai-checkpoint ${command.usage}`);
    }
    wantJson = Boolean(parsed.values['json']);
    const out = await command.run(cli, parsed.values, parsed.positionals);
    const shown = cli.warnings.map(render);
    const warnings = shown.map((w) => `warning: ${w}\n`).join('');
    const stdout = wantJson ? `${JSON.stringify(withWarnings(out.data, shown), null, 2)}\n` : `${render(out.text)}\n`;
    return { exitCode: out.exitCode ?? EXIT.OK, stdout: slash ? stdout + warnings : stdout, stderr: slash ? '' : warnings };
  } catch (err) {
    const code = exitCodeFor(err);
    const hintText = err instanceof CheckpointError && err.hint ? render(err.hint) : undefined;
    const hint = hintText ? `\n  hint: ${hintText}` : '';
    const message = `pai-checkpoint: ${render(errorMessage(err))}${hint}\n`;
    if (wantJson) {
      const data = { error: { code: err instanceof CheckpointError ? err.code : 'INTERNAL', message: errorMessage(err), hint: hintText } };
      return { exitCode: code, stdout: `${JSON.stringify(data, null, 2)}\n`, stderr: slash ? '' : message };
    }
    return slash ? { exitCode: code, stdout: message, stderr: '' } : { exitCode: code, stdout: '', stderr: message };
  }
}

function withWarnings(data: unknown, warnings: string[]): unknown {
  if (warnings.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, warnings };
}
