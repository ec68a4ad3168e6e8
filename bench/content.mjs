// Workspace stored by content (issue 10), each figure against a baseline measured in the same run:
//   one-file change on the 20k-file / 313 MB tree: capture <= 3x a shadow-git commit of the same
//     change (issue 37; it was <= 0.15 s), bytes added <= 1 % of a full
//     archive; printed beside `restic backup` (Debian package restic; skipped with a note when absent)
//     and a shadow-git commit of the same change
//   N successive captures with ~1 % of files changed each: volume size <= 1.3x restic's repository
//   first capture <= 1.2x `tar -cf - | zstd -T0` (printed beside it: tar | zstd plus the listing and
//     the sha256 of every byte, which it leaves out; issue 37 item 5); restore <= 1.3x `zstd -d | tar -x`
//   peak RSS of a process capturing the tree <= 200 MB
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync, statSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRestic } from './lib/restic.mjs';
import { listWorkspace, snapshotContent, LocalVolume, checkedTree, writeTree } from '../dist/index.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_CONTENT_ROUNDS ?? 100);
const work = mkdtempSync(join(tmpdir(), 'pai-bench-content-'));
const results = [];
const p50 = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n) => `${n.toFixed(0)} ms`;
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const du = (dir) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
function report(name, value, baseline, ratio, target, ok) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} vs ${baseline} = ${ratio} (target ${target})`);
}
const hasRestic = ensureRestic();
const restic = (repo, ...args) =>
  execFileSync('restic', ['-r', repo, '-q', ...args], {
    stdio: 'pipe',
    env: { ...process.env, RESTIC_PASSWORD: 'bench', RESTIC_CACHE_DIR: join(work, 'restic-cache') },
  });

try {
  // The tree of bench/snapshot.mjs: 20,000 source-like files, ~313 MB.
  const tree = join(work, 'tree');
  const words = 'const value = compute(input, options); // checkpoint resume workspace snapshot archive\n';
  const files = [];
  for (let d = 0; d < 200; d++) {
    const dir = join(tree, `pkg${d}`, 'src');
    mkdirSync(dir, { recursive: true });
    for (let f = 0; f < 100; f++) {
      const p = join(dir, `m${f}.ts`);
      writeFileSync(p, `${words.repeat(160 + ((d * 7 + f) % 40))}// file ${d}/${f} ${Math.random()}\n`);
      files.push(p);
    }
  }
  await new Promise((r) => setTimeout(r, 2500)); // past the stat cache's racy window

  // 1. First capture vs the shell pipeline; restore vs the shell's extraction.
  const shellArchive = join(work, 'full.tar.zst');
  const shell = [];
  const first = [];
  // The work tar | zstd leaves out and a capture by content cannot (issue 37 item 5), measured in
  // the same rounds: the listing, before any file is read (each file's stat: what to read, the
  // stat cache, the tree), and the sha256 of every byte (the blob ids: dedupe and verify) — timed
  // on bytes already read, so it is the hashing alone; on 2 cores it costs at least half its time.
  const listed = [];
  const hashed = [];
  let firstSnap;
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    execFileSync('sh', ['-c', `tar -cf - -C "${tree}" . | zstd -q -3 -T0 -f -o "${shellArchive}"`]);
    shell.push(performance.now() - t);
    t = performance.now();
    await listWorkspace(tree);
    listed.push(performance.now() - t);
    let h = 0;
    for (const p of files) {
      const bytes = readFileSync(p);
      t = performance.now();
      createHash('sha256').update(bytes).digest('hex');
      h += performance.now() - t;
    }
    hashed.push(h);
    rmSync(join(work, `vol${i}`), { recursive: true, force: true });
    const store = new LocalVolume(join(work, `vol${i}`));
    t = performance.now();
    firstSnap = await snapshotContent(store, await listWorkspace(tree), { stateDir: join(work, `state${i}`) });
    first.push(performance.now() - t);
  }
  const full = statSync(shellArchive).size;
  const r1 = p50(first) / p50(shell);
  report(
    'first capture of 20k files by content / tar -cf - | zstd -T0',
    ms(p50(first)),
    ms(p50(shell)),
    r1.toFixed(2),
    '<= 1.20',
    r1 <= 1.2,
  );
  console.log(
    `      (${firstSnap.newPacks} objects for 20,000 files; ${mb(firstSnap.addedBytes)} stored, the full archive ${mb(full)})`,
  );
  console.log(`      (codec: ${firstSnap.codec}; ${firstSnap.workers} pack worker thread(s))`);
  const floor = p50(shell) + p50(listed) + p50(hashed) / 2;
  console.log(
    `INFO  first capture / tar | zstd plus the work it leaves out (listing ${ms(p50(listed))}, sha256 of every byte ${ms(p50(hashed))} of which half on 2 cores): ${ms(p50(first))} vs ${ms(floor)} = ${(p50(first) / floor).toFixed(2)} (that floor alone is ${(floor / p50(shell)).toFixed(2)}x tar | zstd)`,
  );

  const store = new LocalVolume(join(work, 'vol0'));
  const plain = [];
  const ours = [];
  for (let i = 0; i < 3; i++) {
    const a = join(work, `plain${i}`);
    mkdirSync(a);
    // Each restore starts with nothing left to write back: 313 MB written by the one before would
    // otherwise be flushed during the next (this machine's disk then took 0.6 s or 7 s for the same extraction).
    execFileSync('sync');
    let t = performance.now();
    execFileSync('sh', ['-c', `zstd -d -q -c "${shellArchive}" | tar -x -C "${a}"`]);
    plain.push(performance.now() - t);
    const b = join(work, `ours${i}`);
    mkdirSync(b);
    execFileSync('sync');
    t = performance.now();
    await writeTree(store, await checkedTree(store, firstSnap.tree), b);
    ours.push(performance.now() - t);
    rmSync(a, { recursive: true, force: true });
    rmSync(b, { recursive: true, force: true });
  }
  const rr = p50(ours) / p50(plain);
  report(
    'restore by content (checked) / zstd -d | tar -x',
    ms(p50(ours)),
    ms(p50(plain)),
    rr.toFixed(2),
    '<= 1.30',
    rr <= 1.3,
  );

  // 2. One-file change: our capture, restic backup, a shadow-git commit of the same change.
  const repo = join(work, 'restic');
  if (hasRestic) {
    restic(repo, 'init');
    restic(repo, 'backup', tree);
  }
  const shadow = join(work, 'shadow.git');
  const g = (...args) =>
    execFileSync(
      'git',
      ['--git-dir', shadow, '--work-tree', tree, '-c', 'user.email=b@b', '-c', 'user.name=b', ...args],
      { stdio: 'pipe' },
    );
  execFileSync('git', ['init', '-q', '--bare', shadow]);
  g('add', '-A');
  g('commit', '-qm', 'first');
  await snapshotContent(store, await listWorkspace(tree), { stateDir: join(work, 'state0') }); // the stat cache as a session has it
  const oneOurs = [];
  const oneBytes = [];
  const oneRestic = [];
  const oneGit = [];
  const changedAt = [];
  let lastStart = 0;
  for (let i = 0; i < 5; i++) {
    appendFileSync(files[(i * 4099) % files.length], `// change ${i}\n`);
    changedAt.push(Date.now());
    let t = performance.now();
    const start = Date.now();
    const s = await snapshotContent(store, await listWorkspace(tree), { stateDir: join(work, 'state0') });
    oneOurs.push(performance.now() - t);
    oneBytes.push(s.addedBytes);
    // The file changed now, and those changed within 2 s of the last capture's start (racy: read again, as git does).
    const allowed = 1 + changedAt.slice(0, -1).filter((at) => at >= lastStart - 2000).length;
    if (s.filesRead > allowed)
      throw new Error(`the stat cache was not used: ${s.filesRead} files read (${allowed} changed or racy)`);
    lastStart = start;
    if (hasRestic) {
      t = performance.now();
      restic(repo, 'backup', tree);
      oneRestic.push(performance.now() - t);
    }
    t = performance.now();
    g('add', '-A');
    g('commit', '-qm', `c${i}`);
    oneGit.push(performance.now() - t);
  }
  // The same in a fresh process, as the capture worker runs (nothing compiled yet): a figure, not a target.
  const coldScript = join(work, 'cold.mjs');
  writeFileSync(
    coldScript,
    `import { appendFileSync } from 'node:fs';\nimport { listWorkspace, snapshotContent, LocalVolume } from ${JSON.stringify(join(ROOT, 'dist', 'index.mjs'))};\nappendFileSync(process.argv[2], '// cold\\n');\nconst t = performance.now();\nawait snapshotContent(new LocalVolume(${JSON.stringify(store.location)}), await listWorkspace(${JSON.stringify(tree)}), { stateDir: ${JSON.stringify(join(work, 'state0'))} });\nconsole.log(performance.now() - t);\n`,
  );
  const cold = [];
  for (let i = 0; i < 5; i++)
    cold.push(
      Number(execFileSync(process.execPath, [coldScript, files[(i * 7919 + 13) % files.length]], { encoding: 'utf8' })),
    );
  const added = p50(oneBytes);
  // Issue 37's anchor: a shadow-git commit of the same change, measured here (the 0.15 s this line
  // had was a clock figure for one machine on one day; the 20k-file tree's shadow git takes 0.11-0.19 s).
  report(
    'one-file change: capture time / a shadow-git add+commit of the same change',
    ms(p50(oneOurs)),
    `${ms(p50(oneGit))} (restic backup ${hasRestic ? ms(p50(oneRestic)) : 'absent'})`,
    (p50(oneOurs) / p50(oneGit)).toFixed(2),
    '<= 3.00',
    p50(oneOurs) <= 3 * p50(oneGit),
  );
  console.log(
    `INFO  one-file change captured by a fresh process (as the capture worker does): ${ms(p50(cold))} (p50 of 5)`,
  );
  report(
    'one-file change: bytes added / the full archive',
    `${added} B`,
    mb(full),
    `${((100 * added) / full).toFixed(2)} %`,
    '<= 1 %',
    added <= 0.01 * full,
  );

  // 3. N captures with ~1 % of the files changed each: our volume against restic's repository.
  if (hasRestic) {
    const vol = new LocalVolume(join(work, 'volN'));
    const repoN = join(work, 'resticN');
    restic(repoN, 'init');
    await snapshotContent(vol, await listWorkspace(tree), { stateDir: join(work, 'stateN') });
    restic(repoN, 'backup', tree);
    for (let r = 0; r < ROUNDS; r++) {
      for (let k = 0; k < files.length / 100; k++)
        appendFileSync(files[(r * 7919 + k * 101) % files.length], `// round ${r}\n`);
      await snapshotContent(vol, await listWorkspace(tree), { stateDir: join(work, 'stateN') });
      restic(repoN, 'backup', tree);
    }
    const oursN = du(vol.location);
    const theirs = du(repoN);
    const rn = oursN / theirs;
    report(
      `${ROUNDS} captures with 1 % of files changed: volume / restic repository`,
      mb(oursN),
      mb(theirs),
      `${rn.toFixed(2)}x`,
      '<= 1.3x',
      rn <= 1.3,
    );
  } else console.log('SKIP  successive captures against restic: restic is not installed (apt-get install restic)');

  // 4. Peak RSS of a process capturing the tree by content (a fresh volume and state).
  const script = join(work, 'rss.mjs');
  writeFileSync(
    script,
    `import { listWorkspace, snapshotContent, LocalVolume } from ${JSON.stringify(join(ROOT, 'dist', 'index.mjs'))};\nawait snapshotContent(new LocalVolume(${JSON.stringify(join(work, 'volR'))}), await listWorkspace(${JSON.stringify(tree)}), { stateDir: ${JSON.stringify(join(work, 'stateR'))} });\n`,
  );
  const timed = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, script], { encoding: 'utf8' });
  const rssMb = Number(timed.stderr.trim().split('\n').pop()) / 1024;
  const baseRss =
    Number(
      spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, '-e', '0'], { encoding: 'utf8' })
        .stderr.trim()
        .split('\n')
        .pop(),
    ) / 1024;
  report(
    'peak RSS capturing the 313 MB tree by content',
    `${rssMb.toFixed(0)} MB`,
    `node -e 0 ${baseRss.toFixed(0)} MB`,
    `${(rssMb / baseRss).toFixed(2)}x`,
    '<= 200 MB',
    rssMb <= 200,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `${failed} content target(s) missed.` : 'All content targets met.');
process.exitCode = failed ? 1 : 0;
