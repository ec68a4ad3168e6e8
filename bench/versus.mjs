// pai-checkpoint against the tools users compare it with (issue 37), end to end through the CLI, each
// figure beside its anchors measured in the same run, on two trees:
//   - a real repository nobody here wrote: the npm registry's package antd, three releases committed
//     as three commits of history (5.20.0, 5.21.0, 5.22.0: ~3,700 files, ~47 MB), pushed to a bare
//     origin on this disk, cloned, plus one unpushed commit (the tarballs are cached under
//     ~/.cache/pai-checkpoint-bench; the line is skipped with a note when the registry cannot be reached);
//   - the 20k-file tree of bench/snapshot.mjs (20,000 source-like files, ~313 MB), in the same shape.
// Anchors: restic (Debian package; installed from here with apt-get when this runs as root, skipped
// with a note when absent), a shadow git (a second git dir over the work tree, `add -A` + `commit`,
// as Cline and Gemini CLI checkpoint), `tar -cf - | zstd -T0`, and `git clone` of the origin.
//
//   first checkpoint (`create`) of the tree / restic's first backup of the same files  target <= 1.00
//     (on a machine that ran pai-checkpoint before: freshHome keeps the machine's caches)
//   a one-file change: `create` / a shadow-git commit of the same change            target <= 3.00
//   the pre_risky hook (hooks/risky.sh on `rm -rf`) after a one-file change / shadow git  target <= 3.00
//   bytes a one-file change adds to the volume (manifest, index, parts) / restic's  target <= 1.00
//   volume after 20 rounds of ~1 % of files changed / restic's repository          (shown)
//   restore into an empty folder / restic restore of the files + git clone          target <= 1.50
//
// BENCH_VERSUS_ROUNDS (default 5) rounds of each interleaved measurement, p50; BENCH_VERSUS_TREES
// (default "antd,20k") chooses the trees.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { homedir, hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRestic } from './lib/restic.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.cjs');
const ROUNDS = Math.max(3, Number(process.env.BENCH_VERSUS_ROUNDS ?? 5) || 5);
const CHURN = 20;
const SID = 'bench000-vers-4000-8000-000000000037';
const TREES = (process.env.BENCH_VERSUS_TREES ?? 'antd,20k').split(',');
const work = mkdtempSync(join(tmpdir(), 'pai-bench-versus-'));
const results = [];
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(0)} ms`);
const kb = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} KB`);

function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio.toFixed(2)} (target ${target})`);
}
const shown = (text) => console.log(`      ${text}`);

/** Runs a command, returns its wall time in ms; throws with its output when it fails. */
function timed(cmd, args, o = {}) {
  const t = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...o });
  const took = performance.now() - t;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status}\n${r.stdout}\n${r.stderr}`);
  return { took, out: r.stdout };
}

/** The sum of the apparent sizes of the files under `dir` (what a tool wrote; folders not counted). */
function bytesUnder(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += lstatSync(join(e.parentPath ?? e.path, e.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

/** The antd releases' tarballs (cached), or undefined when the registry cannot be reached. */
function antdTarballs() {
  const cache = join(homedir(), '.cache', 'pai-checkpoint-bench');
  mkdirSync(cache, { recursive: true });
  const out = [];
  for (const v of ['5.20.0', '5.21.0', '5.22.0']) {
    const file = join(cache, `antd-${v}.tgz`);
    if (!existsSync(file)) {
      const r = spawnSync('npm', ['pack', `antd@${v}`, '--pack-destination', cache, '--silent'], { stdio: 'ignore' });
      if (r.status !== 0 || !existsSync(file)) return undefined;
    }
    out.push(file);
  }
  return out;
}

/** 20,000 source-like files, ~313 MB (bench/snapshot.mjs's tree); `round` changes every 50th file. */
function synthetic(dir, round) {
  const words = 'const value = compute(input, options); // checkpoint resume workspace snapshot archive\n';
  for (let d = 0; d < 200; d++) {
    mkdirSync(join(dir, `pkg${d}`, 'src'), { recursive: true });
    for (let f = 0; f < 100; f++) {
      if (round > 0 && (d * 100 + f) % 50 !== round) continue;
      const text = `${words.repeat(160 + ((d * 7 + f) % 40))}// file ${d}/${f} round ${round}\n`;
      writeFileSync(join(dir, `pkg${d}`, 'src', `m${f}.ts`), text);
    }
  }
}

/**
 * A repository of `commits` (each fills the folder it is given), pushed to a bare origin and cloned
 * into `work`, with one unpushed commit there: what a session's project looks like.
 */
function makeRepo(base, commits) {
  const src = join(base, 'src');
  mkdirSync(src, { recursive: true });
  const git = (args, cwd) =>
    execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', '-c', 'gc.auto=0', ...args], {
      cwd,
      stdio: 'pipe',
    });
  git(['init', '-q', '-b', 'main'], src);
  for (const [i, fill] of commits.entries()) {
    fill(src);
    git(['add', '-A'], src);
    git(['commit', '-qm', `release ${i + 1}`], src);
  }
  const origin = join(base, 'origin.git');
  const repo = join(base, 'work');
  git(['clone', '-q', '--bare', src, origin]);
  rmSync(src, { recursive: true, force: true });
  git(['clone', '-q', origin, repo]);
  appendFileSync(join(repo, 'README.md'), '\nA local change, not pushed.\n');
  git(['commit', '-qam', 'local'], repo);
  return { origin, repo };
}

function antdRepo(base, tarballs) {
  return makeRepo(
    base,
    tarballs.map((tgz) => (dir) => {
      for (const e of readdirSync(dir)) if (e !== '.git') rmSync(join(dir, e), { recursive: true, force: true });
      execFileSync('tar', ['xzf', tgz, '--strip-components=1', '-C', dir]);
    }),
  );
}

function syntheticRepo(base) {
  return makeRepo(base, [
    (dir) => {
      synthetic(dir, 0);
      writeFileSync(join(dir, 'README.md'), '# A tree of 20,000 files\n');
    },
    (dir) => synthetic(dir, 1),
  ]);
}

/** The tools, each with its own store, over one work tree. */
function tools(base, repo) {
  const home = join(base, 'home');
  const env = { ...process.env, HOME: home, PAI_DIR: join(home, '.pai') };
  delete env.CLAUDE_CODE_SESSION_ID; // (the home itself is made by freshHome, before each first checkpoint)
  const resticRepo = join(base, 'restic');
  const renv = { ...process.env, RESTIC_PASSWORD: 'bench', RESTIC_CACHE_DIR: join(base, 'restic-cache') };
  const shadow = join(base, 'shadow.git');
  const sg = (args) => ['--git-dir', shadow, '--work-tree', repo, ...args];
  return {
    volume: join(home, '.pai', 'volume'),
    resticRepo,
    shadow,
    create() {
      const r = timed(process.execPath, [CLI, 'create', '--session', SID], { cwd: repo, env });
      return { took: r.took, id: /Checkpoint (\w+) created/.exec(r.out)?.[1] };
    },
    restore(id, to) {
      return timed(process.execPath, [CLI, 'restore', id, '--to', to], { cwd: base, env }).took;
    },
    risky(i) {
      const payload = JSON.stringify({
        session_id: SID,
        cwd: repo,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'rm -rf build', description: 'Clean' },
        tool_use_id: `toolu_01Versus${i}`,
      });
      const t = performance.now();
      const r = spawnSync('sh', [join(ROOT, 'hooks', 'risky.sh')], {
        input: payload,
        cwd: repo,
        env: { ...env, CLAUDE_CODE_SESSION_ID: SID },
        encoding: 'utf8',
      });
      const took = performance.now() - t;
      if (!r.stdout.includes('taken before')) throw new Error(`no pre_risky checkpoint: ${r.stdout}${r.stderr}`);
      return took;
    },
    resticInit: () => timed('restic', ['-q', '-r', resticRepo, 'init'], { env: renv }),
    resticBackup: () =>
      timed('restic', ['-q', '-r', resticRepo, 'backup', '--exclude', '.git', '.'], { cwd: repo, env: renv }).took,
    resticRestore: (to) =>
      timed('restic', ['-q', '-r', resticRepo, 'restore', 'latest', '--target', to], { env: renv }).took,
    // No automatic gc: a background repack would move objects while they are counted and weigh on the next timings.
    shadowInit: () => {
      timed('git', ['init', '-q', '--bare', shadow]);
      timed('git', ['--git-dir', shadow, 'config', 'gc.auto', '0']);
    },
    shadowCommit: () => {
      const a = timed('git', sg(['add', '-A'])).took;
      return (
        a +
        timed('git', [
          '-c',
          'user.name=s',
          '-c',
          'user.email=s@s',
          ...sg(['commit', '-q', '--allow-empty', '-m', 'checkpoint']),
        ]).took
      );
    },
    tarZstd: (out) =>
      timed('sh', ['-c', `tar -cf - --exclude=.git . | zstd -q -3 -T0 -f -o "${out}"`], { cwd: repo }).took,
  };
}

/**
 * The machine's caches in pai-checkpoint's HOME, carried from one fresh HOME to the next: the
 * probes' (the claude binary's version and sha256, keyed by its path, size and mtime: ~0.5 s
 * once per Claude Code install, with claude on PATH as under `npm run bench`) and V8's code cache
 * of the bundles. A tree's first checkpoint is measured on a machine that ran pai-checkpoint
 * before, as bench/session.mjs measures a session after the plugin's first one; restic keeps its
 * cache folder likewise.
 */
const MACHINE_CACHES = [join('checkpoint', 'binary-hash.json'), join('checkpoint', 'code-cache')];

/** A fresh HOME for pai-checkpoint with the session's runtime state (what the hooks find) and the machine's caches. */
function freshHome(base, repo) {
  const pai = join(base, 'home', '.pai');
  const kept = join(base, 'machine-caches');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept);
  for (const c of MACHINE_CACHES) if (existsSync(join(pai, c))) renameSync(join(pai, c), join(kept, basename(c)));
  rmSync(join(base, 'home'), { recursive: true, force: true });
  mkdirSync(join(pai, 'checkpoint', 'sessions'), { recursive: true });
  for (const c of MACHINE_CACHES)
    if (existsSync(join(kept, basename(c)))) renameSync(join(kept, basename(c)), join(pai, c));
  writeFileSync(join(pai, 'checkpoint.toml'), '[mcp]\nquery_servers = false\n');
  const now = new Date().toISOString();
  const state = { v: 1, sessionId: SID, cwd: repo, project: repo, transcriptOffset: 0, host: hostname() };
  Object.assign(state, {
    startedAt: now,
    heartbeatAt: now,
    completedPhases: [],
    runRecordIds: [],
    runCompleted: false,
  });
  writeFileSync(join(pai, 'checkpoint', 'sessions', `${SID}.json`), JSON.stringify(state));
}

/** Appends a line to `file` (a one-file change). */
let edits = 0;
const touch = (file) => appendFileSync(file, `// edit ${++edits}\n`);

function firstCheckpoint(label, base, repo, t, restic) {
  const ours = [];
  const anchors = { restic: [], shadow: [], tar: [] };
  let id;
  // The machine's first checkpoint (shown, not counted): fills its caches, which every round keeps (freshHome).
  freshHome(base, repo);
  const machineFirst = t.create().took;
  for (let i = 0; i < 3; i++) {
    freshHome(base, repo);
    const c = t.create();
    ours.push(c.took);
    id = c.id;
    if (restic) {
      rmSync(t.resticRepo, { recursive: true, force: true });
      t.resticInit();
      anchors.restic.push(t.resticBackup());
    }
    rmSync(t.shadow, { recursive: true, force: true });
    t.shadowInit();
    anchors.shadow.push(t.shadowCommit());
    anchors.tar.push(t.tarZstd(join(base, 'tree.tar.zst')));
  }
  const also = `shadow git ${ms(p50(anchors.shadow))}, tar | zstd -T0 ${ms(p50(anchors.tar))}`;
  if (restic)
    report(
      `${label}: first checkpoint (create) / restic's first backup`,
      ms(p50(ours)),
      ms(p50(anchors.restic)),
      p50(ours) / p50(anchors.restic),
      '<= 1.00',
      p50(ours) <= p50(anchors.restic),
    );
  else shown(`${label}: first checkpoint (create) ${ms(p50(ours))} (restic absent: no target line)`);
  shown(`(${label}: the same run's ${also}; the machine's first checkpoint, its caches empty, ${ms(machineFirst)})`);
  return id;
}

function oneFileChange(label, base, repo, t, restic, file) {
  const time = { ours: [], risky: [], shadow: [], restic: [] };
  const bytes = { ours: [], shadow: [], restic: [] };
  const grow = (dir, f) => {
    const before = bytesUnder(dir);
    const took = f();
    return [took, bytesUnder(dir) - before];
  };
  for (let i = 0; i < ROUNDS; i++) {
    touch(file);
    const [a, ab] = grow(t.volume, () => t.create().took);
    time.ours.push(a);
    bytes.ours.push(ab);
    touch(file);
    const [s, sb] = grow(join(t.shadow, 'objects'), () => t.shadowCommit());
    time.shadow.push(s);
    bytes.shadow.push(sb);
    if (restic) {
      touch(file);
      const [r, rb] = grow(t.resticRepo, () => t.resticBackup());
      time.restic.push(r);
      bytes.restic.push(rb);
    }
    touch(file);
    time.risky.push(t.risky(i));
  }
  const sg = p50(time.shadow);
  // The floor of any Node command here: a Node process that does nothing (NODE_EXTRA_CA_CERTS included).
  const node = [];
  for (let i = 0; i < ROUNDS; i++) node.push(timed(process.execPath, ['-e', '0']).took);
  report(
    `${label}: a one-file change, create / a shadow-git commit`,
    ms(p50(time.ours)),
    ms(sg),
    p50(time.ours) / sg,
    '<= 3.00',
    p50(time.ours) <= 3 * sg,
  );
  report(
    `${label}: the pre_risky hook (risky.sh, rm -rf) after a one-file change / a shadow-git commit`,
    ms(p50(time.risky)),
    ms(sg),
    p50(time.risky) / sg,
    '<= 3.00',
    p50(time.risky) <= 3 * sg,
  );
  if (restic) {
    shown(`(${label}: restic backup of the same change ${ms(p50(time.restic))})`);
    report(
      `${label}: bytes a one-file change adds / restic's`,
      kb(p50(bytes.ours)),
      kb(p50(bytes.restic)),
      p50(bytes.ours) / p50(bytes.restic),
      '<= 1.00',
      p50(bytes.ours) <= p50(bytes.restic),
    );
  }
  shown(`(${label}: a shadow-git commit adds ${kb(p50(bytes.shadow))} of objects; p50 of ${ROUNDS} rounds each)`);
  shown(`(${label}: node -e 0 takes ${ms(p50(node))} here, ${(p50(node) / sg).toFixed(2)}x the shadow-git commit)`);
}

function churn(label, repo, t, restic, files) {
  const start = {
    ours: bytesUnder(t.volume),
    shadow: bytesUnder(join(t.shadow, 'objects')),
    restic: restic ? bytesUnder(t.resticRepo) : 0,
  };
  const step = Math.max(1, Math.floor(files.length / Math.ceil(files.length / 100)));
  let id;
  for (let r = 0; r < CHURN; r++) {
    for (let k = r % step; k < files.length; k += step) appendFileSync(join(repo, files[k]), `// churn ${r}\n`);
    id = t.create().id;
    t.shadowCommit();
    if (restic) t.resticBackup();
  }
  const added = {
    ours: bytesUnder(t.volume) - start.ours,
    shadow: bytesUnder(join(t.shadow, 'objects')) - start.shadow,
    restic: restic ? bytesUnder(t.resticRepo) - start.restic : 0,
  };
  const n = Math.ceil(files.length / step);
  shown(
    `${label}: ${CHURN} rounds of ${n} files changed (~1 %): the volume grew ${kb(added.ours)}` +
      (restic ? `, restic's repository ${kb(added.restic)} (${(added.ours / added.restic).toFixed(2)}x)` : '') +
      `, the shadow git's objects ${kb(added.shadow)} (shown, no target)`,
  );
  return id;
}

function restore(label, base, origin, t, restic, id) {
  const ours = [];
  const anchor = { restic: [], clone: [], shadow: [], tar: [] };
  for (let i = 0; i < 3; i++) {
    const dir = join(base, `restore-${i}`);
    ours.push(t.restore(id, join(dir, 'ours')));
    if (restic) anchor.restic.push(t.resticRestore(join(dir, 'restic')));
    anchor.clone.push(timed('git', ['clone', '-q', origin, join(dir, 'clone')]).took);
    mkdirSync(join(dir, 'shadow'));
    anchor.shadow.push(
      timed('git', ['--git-dir', t.shadow, '--work-tree', join(dir, 'shadow'), 'checkout', '-f', 'HEAD', '--', '.'])
        .took,
    );
    mkdirSync(join(dir, 'tar'));
    anchor.tar.push(
      timed('sh', ['-c', `zstd -dc "${join(base, 'tree.tar.zst')}" | tar -xf - -C "${join(dir, 'tar')}"`]).took,
    );
    rmSync(dir, { recursive: true, force: true });
  }
  const clone = p50(anchor.clone);
  const also = `shadow git checkout ${ms(p50(anchor.shadow))}, zstd -d | tar -x ${ms(p50(anchor.tar))}`;
  if (restic) {
    const base_ = p50(anchor.restic) + clone;
    report(
      `${label}: restore into an empty folder / restic restore + git clone`,
      ms(p50(ours)),
      `${ms(p50(anchor.restic))} + ${ms(clone)}`,
      p50(ours) / base_,
      '<= 1.50',
      p50(ours) <= 1.5 * base_,
    );
  } else
    shown(
      `${label}: restore into an empty folder ${ms(p50(ours))}, git clone ${ms(clone)} (restic absent: no target line)`,
    );
  shown(`(${label}: the same run's ${also})`);
}

const restic = ensureRestic();
if (!restic) shown('restic is not installed and could not be (not root, or no Debian packages): its lines are skipped');
try {
  for (const tree of TREES) {
    const base = join(work, tree);
    let repo;
    let origin;
    if (tree === 'antd') {
      const tarballs = antdTarballs();
      if (!tarballs) {
        shown('antd: the npm registry could not be reached (npm pack antd): its lines are skipped');
        continue;
      }
      ({ repo, origin } = antdRepo(base, tarballs));
    } else ({ repo, origin } = syntheticRepo(base));
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter(Boolean);
    const label = `${tree} (${files.length} files, ${kb(bytesUnder(repo) - bytesUnder(join(repo, '.git')))})`;
    await new Promise((r) => setTimeout(r, 2500)); // past the stat cache's racy window
    // The tree was just written three times (source, origin, clone): flushed now, so that the first
    // timed step (ours) does not wait for that writeback in its fsyncs while the anchors do not.
    execFileSync('sync');
    const t = tools(base, repo);
    firstCheckpoint(label, base, repo, t, restic);
    oneFileChange(label, base, repo, t, restic, join(repo, 'README.md'));
    const id = churn(label, repo, t, restic, files);
    restore(label, base, origin, t, restic, id);
    rmSync(base, { recursive: true, force: true });
  }
} catch (e) {
  results.push(false);
  console.log(`FAIL  versus: ${e?.stack ?? e}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const missed = results.filter((ok) => !ok).length;
console.log(missed ? `${missed} target(s) missed.` : 'All targets met.');
process.exitCode = missed ? 1 : 0;
