// The house rules that the type checker cannot see, checked on every `npm run lint`:
//   1. imports flow one way: adapters → app → domain → storage | platform → core
//      (type-only imports count: a type is a dependency too);
//   2. no import cycles between files, type-only imports included;
//   3. no function longer than MAX_LINES; the ten longest are printed;
//   4. a program with an owner module is started only there (PROGRAM_OWNERS: every git call goes
//      through platform/git.ts, which tames git's environment);
//   5. a document with an owner module has its key built only there (DOCUMENT_OWNERS: the
//      storage/layout.ts function that names it is used by its owner alone, which holds its schema,
//      its validated read and its write; docs/architecture.md lists them);
//   6. a setting's default is read only by the configuration (CONFIG_DEFAULTS: code that runs
//      without a configuration asks core/config.ts, e.g. sessionTimings, not DEFAULTS);
//   9. the configuration is loaded and the volume opened only by the process's context
//      (CONTEXT_OWNERS: ctx.configFor, volumeOf), made once at each entry point.
// Usage: node scripts/lint-structure.mjs [project root]   (exit 1 naming each violation)
// The checks are also exported (lintStructure, report): the tests run them in their own process.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript-api';

const MAX_LINES = 80;
/** Rank of each layer: a file may import its own layer or a lower rank, never a peer of another name. */
const LAYERS = { core: 0, platform: 1, storage: 1, domain: 2, app: 3, adapters: 4 };
/** Files directly under src/ are entry points (the library's index): they may import any layer. */
const ENTRY_RANK = 5;

/** Programs that only their owner module starts (it knows how to run them safely). */
const PROGRAM_OWNERS = { git: 'src/platform/git.ts' };
const STARTERS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'run']);

/** Documents on the volume with an owner module: the key builder (storage/layout.ts) that only the owner may use. */
const DOCUMENT_OWNERS = {
  sessionStatusKey: 'src/domain/session/volume-status.ts',
  leaseKey: 'src/domain/session/lease.ts',
  leasePrefix: 'src/domain/session/lease.ts',
  epochOfLeaseKey: 'src/domain/session/lease.ts',
  sessionSummaryKey: 'src/domain/summary/volume-summary.ts',
  monitorReportKey: 'src/domain/session/monitor-report.ts',
  memoryViewKey: 'src/domain/memory/store.ts',
  memoryPrefix: 'src/domain/memory/store.ts',
  memoryChangeKey: 'src/domain/memory/store.ts',
  memorySnapshotKey: 'src/domain/memory/store.ts',
  contentIndexKey: 'src/domain/content/repo.ts',
  volumeLockKey: 'src/domain/content/locks.ts',
};
/** Defaults of settings that only the configuration reads (core/defaults.ts DEFAULTS.<name>), and where. */
const CONFIG_DEFAULTS = new Set(['heartbeatSeconds', 'pollSeconds', 'shutdownSeconds']);
const CONFIG = 'src/core/config.ts';
/** Calls that only the context makes: each process reads its configuration and opens its volume there, once. */
const CONTEXT_OWNERS = { loadConfig: 'src/core/context.ts', openVolume: 'src/app/context.ts' };
/** Where the keys are built (the layout), which names every key builder and owns none of the documents. */
const LAYOUT = 'src/storage/layout.ts';

/** The checks on the project at `root`: its file count, its ten longest functions, and every violation. */
export function lintStructure(root) {
  const src = join(root, 'src');
  const files = walk(src).filter((f) => f.endsWith('.ts'));
  const problems = [];

  function walk(dir) {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  }
  const rel = (f) => relative(root, f);

  function layerOf(file) {
    const parts = relative(src, file).split('/');
    if (parts.length === 1) return { name: 'entry', rank: ENTRY_RANK };
    const name = parts[0];
    if (!(name in LAYERS)) {
      problems.push(`${rel(file)}: src/${name}/ is not a layer (${Object.keys(LAYERS).join(', ')})`);
      return { name, rank: -1 };
    }
    return { name, rank: LAYERS[name] };
  }

  /** Every relative module a file names: imports, `import type`, re-exports, import() and require(). */
  function importsOf(sf) {
    const out = [];
    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        out.push({ spec: node.moduleSpecifier.text, node });
      } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
        const callee = node.expression;
        if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) out.push({ spec: node.arguments[0].text, node });
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        out.push({ spec: node.argument.literal.text, node });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    return out.filter((i) => i.spec.startsWith('.'));
  }

  const sources = new Map(files.map((f) => [f, ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true)]));
  const graph = new Map();
  for (const [file, sf] of sources) {
    const from = layerOf(file);
    const deps = new Set();
    for (const { spec, node } of importsOf(sf)) {
      const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
      const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (!sources.has(target)) {
        if (target.startsWith(src)) problems.push(`${rel(file)}:${line}: '${spec}' is not a file in src/`);
        continue;
      }
      deps.add(target);
      const to = layerOf(target);
      if (from.name !== to.name && from.rank <= to.rank) {
        problems.push(`${rel(file)}:${line}: ${from.name} may not import ${to.name} ('${spec}'); imports flow adapters → app → domain → storage | platform → core`);
      }
    }
    graph.set(file, deps);
  }

  // Cycles: a depth-first search that reports each cycle once, as the path that closes it.
  const state = new Map();
  const stack = [];
  function dfs(file) {
    state.set(file, 'open');
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') problems.push(`import cycle: ${[...stack.slice(stack.indexOf(dep)), dep].map(rel).join(' → ')}`);
      else if (!state.has(dep)) dfs(dep);
    }
    stack.pop();
    state.set(file, 'done');
  }
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) dfs(file);

  // Function lengths (a function's lines include the functions nested in it).
  const lengths = [];
  for (const [file, sf] of sources) {
    const visit = (node) => {
      if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isConstructorDeclaration(node)) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
        lengths.push({ where: `${rel(file)}:${start}`, name: nameOf(node), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  function nameOf(node) {
    if (node.name && ts.isIdentifier(node.name)) return node.name.text;
    const p = node.parent;
    if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && ts.isIdentifier(p.name)) return p.name.text;
    return '(anonymous)';
  }
  // Programs started outside their owner: spawn('git', …), execFile('git', …), run('git', …)…
  for (const [file, sf] of sources) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteral(node.arguments[0])) {
        const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
        const owner = PROGRAM_OWNERS[node.arguments[0].text];
        if (owner && STARTERS.has(callee) && rel(file) !== owner) {
          problems.push(`${rel(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: starts ${node.arguments[0].text} itself; call it through ${owner}`);
        }
      }
      // The configuration loaded or a volume opened outside the context.
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && Object.hasOwn(CONTEXT_OWNERS, node.expression.text) && rel(file) !== CONTEXT_OWNERS[node.expression.text]) {
        problems.push(`${rel(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: calls ${node.expression.text} itself; ask the context (ctx.configFor, volumeOf in ${CONTEXT_OWNERS.openVolume}): one configuration and one volume a process`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  lengths.sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where));
  for (const f of lengths.filter((l) => l.lines > MAX_LINES)) problems.push(`${f.where}: ${f.name} is ${f.lines} lines (limit ${MAX_LINES}): split it`);
  // A document's key built outside its owner: every use of its key builder (an import included) names the owner.
  // A setting's default read outside the configuration.
  for (const [file, sf] of sources) {
    const where = rel(file);
    if (where === LAYOUT) continue;
    const said = new Set();
    const visit = (node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'DEFAULTS' && CONFIG_DEFAULTS.has(node.name.text) && where !== CONFIG) {
        problems.push(`${where}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: reads DEFAULTS.${node.name.text}, a setting's default; ask the configuration (${CONFIG}) for it`);
      }
      const owner = ts.isIdentifier(node) && Object.hasOwn(DOCUMENT_OWNERS, node.text) ? DOCUMENT_OWNERS[node.text] : undefined;
      if (owner && where !== owner && !said.has(node.text)) {
        said.add(node.text);
        problems.push(`${where}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: uses ${node.text}, the key of a document owned by ${owner}; read or write it through that module`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  return { files: files.length, longest: lengths.slice(0, 10), problems };
}

/** What the script prints on standard output and standard error, and its exit code. */
export function report(root) {
  const { files, longest, problems } = lintStructure(root);
  const out = [`longest functions in src/ (limit ${MAX_LINES} lines):`, ...longest.map((f) => `  ${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`)];
  if (problems.length) return { code: 1, out: `${out.join('\n')}\n`, err: `${problems.join('\n')}\n` };
  out.push(`layers and cycles: ${files} files, no upward import, no cycle`);
  return { code: 0, out: `${out.join('\n')}\n`, err: '' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { code, out, err } = report(resolve(process.argv[2] ?? '.'));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
