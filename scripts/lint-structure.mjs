// The house rules that the type checker cannot see, checked on every `npm run lint`:
//   1. imports flow one way: adapters → app → domain → storage | platform → core
//      (type-only imports count: a type is a dependency too);
//   2. no import cycles between files, type-only imports included;
//   3. no function longer than MAX_LINES, no file of src/ longer than MAX_FILE_LINES; the ten
//      longest functions are printed;
//   4. a program with an owner module is started only there (PROGRAM_OWNERS: every git call goes
//      through platform/git.ts, which tames git's environment);
//   5. a document with an owner module has its key built only there (DOCUMENT_OWNERS: the
//      storage/layout.ts function that names it is used by its owner alone, which holds its schema,
//      its validated read and its write; docs/architecture.md lists them);
//   6. a setting's default is read only by the configuration (every key of core/defaults.ts's
//      DEFAULTS, read from that file, but the fixed bounds of NOT_SETTINGS: code that runs
//      without a configuration asks core/config.ts, e.g. sessionTimings, or core/config-env.ts's
//      UNCONFIGURED, not DEFAULTS);
//   7. the domain's subfolders are ranked (DOMAIN_ORDER, shown in docs/architecture.md): a
//      subfolder imports only lower ranks, never one of its own rank nor a higher one;
//   8. no export that nobody imports: an exported name that no other file of src/ or test/ imports
//      is a violation. A use by a test counts (tests call the units they test: dropping the export
//      would make them go through a wider entry); src/index.ts, the library's entry, uses everything
//      it re-exports; `export { x } from` and `export *` are followed to the declaration; an import()
//      uses the names it destructures or reads (`const { a } = await import()`, `(await import()).a`,
//      `.then(({ a }) => …)`, `.then((m) => m.a)`); a module loaded whole (`import * as`, an import()
//      otherwise) uses all its exports.
//      scripts/drop-unused-exports.mjs drops the `export` of each one this rule lists;
//   9. a settings variable (PAI_CHECKPOINT_*) is read only by the configuration (SETTINGS_READERS:
//      core/config.ts, and core/config-env.ts for code that runs before a configuration exists);
//      the variables that hand a value from one of our processes to another are named in HANDOFFS;
//   10. the configuration is loaded and the volume opened only by the process's context
//       (CONTEXT_OWNERS: ctx.configFor, volumeOf), made once at each entry point; a call is followed
//       to its import, whatever the local name (`{ loadConfig as lc }`, `ns.loadConfig`, an import()'s);
//   11. the hooks, the sidecar and the worker are thin (THIN_ADAPTERS): a process around use cases
//       of app/, importing only app/ and core/ (and their own folder);
//   12. a CLI command (COMMANDS: one file each) imports no other command: what two share is a
//       printer (print*.ts) or a module of its own beside them.
// Usage: node scripts/lint-structure.mjs [project root]   (exit 1 naming each violation)
// The checks are also exported (lintStructure, report): the tests run them in their own process.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript-api';

const MAX_LINES = 80;
/** A file this long holds more than one idea: split it by concern (counted as formatted: the formatter's lines). */
const MAX_FILE_LINES = 450;
/** Rank of each layer: a file may import its own layer or a lower rank, never a peer of another name. */
const LAYERS = { core: 0, platform: 1, storage: 1, domain: 2, app: 3, adapters: 4 };
/** Files directly under src/ are entry points (the library's index): they may import any layer. */
const ENTRY_RANK = 5;

/**
 * The domain's subfolders, lowest rank first: a subfolder may import only those of lower ranks
 * (an import between two of one rank, or upward, fails), so the domain has an order and no two
 * subfolders lean on each other. A new subfolder gets a place here; docs/architecture.md shows it.
 */
const DOMAIN_ORDER = [
  ['records', 'mcp', 'content', 'notify'],
  ['transcript', 'volume'],
  ['summary', 'trackers'],
  ['session', 'capture'],
  ['restore', 'memory'],
  ['compare'],
];
const DOMAIN_RANK = new Map(DOMAIN_ORDER.flatMap((folders, rank) => folders.map((f) => [f, rank])));

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
/**
 * Where the defaults are (DEFAULTS): each is a setting's default, which only the configuration reads
 * (rule 6), but for the keys of NOT_SETTINGS.
 */
const DEFAULTS_FILE = 'src/core/defaults.ts';
/** Keys of DEFAULTS that no file or variable sets: fixed bounds that any module may read. */
const NOT_SETTINGS = {
  transcriptSeconds:
    "the bound of a capture's transcript work: fixed (only a test passes another, as an option of the capture)",
  leftoverAgeMs:
    "the age at which interrupted work's leftovers are swept: fixed, read by prune, verify and the records",
};
const CONFIG = 'src/core/config.ts';
/** The configuration's modules, the only readers of a PAI_CHECKPOINT_ setting (config-env.ts: those read before a configuration exists, without the schema library). */
const SETTINGS_READERS = new Set([CONFIG, 'src/core/config-env.ts']);
/** The configuration's modules, the only ones that know a setting's default (config-trust.ts: what a project's file may add to it). */
const CONFIG_MODULES = new Set([...SETTINGS_READERS, 'src/core/config-trust.ts']);
/** PAI_CHECKPOINT_ variables that are no setting but a hand-off from one of our processes to another: anyone may read them. */
const HANDOFFS = {
  PAI_CHECKPOINT_EPOCH: 'the monitor (or a resume that continues its lease) gives the claude it starts its lease epoch',
  PAI_CHECKPOINT_CLI: "SessionStart gives the session's Bash the CLI's path (CLAUDE_ENV_FILE)",
  PAI_CHECKPOINT_RESUMED_FROM: 'resume tells the claude it starts which checkpoint it came from',
};
/** Exports that scripts/build.mjs runs (it bundles the module and calls them): uses the parser cannot see. */
const BUILD_USES = { 'src/domain/session/risky-triggers.ts': ['hooksJsonText', 'riskyShText'] };
/** Calls that only the context makes: each process reads its configuration and opens its volume there, once. */
const CONTEXT_OWNERS = { loadConfig: 'src/core/context.ts', openVolume: 'src/app/context.ts' };
/**
 * Adapters that are only a process around use cases (stdin and stdout, signals, exit codes, where
 * the bundles are): what they do is in app/, where the tests and the other entry points reach it.
 */
const THIN_ADAPTERS = ['src/adapters/hooks/', 'src/adapters/sidecar/', 'src/adapters/worker/'];
const THIN_MAY_IMPORT = new Set(['app', 'core']);
/** The CLI's commands, one file each (parse → app → print): none imports another. */
const COMMANDS = 'src/adapters/cli/commands/';
/** Where the keys are built (the layout), which names every key builder and owns none of the documents. */
const LAYOUT = 'src/storage/layout.ts';

/** The checks on the project at `root`: its file count, its ten longest functions, and every violation. */
export function lintStructure(root) {
  const src = join(root, 'src');
  const files = walk(src).filter((f) => f.endsWith('.ts'));
  const problems = [];

  function walk(dir) {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
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

  /** The domain subfolder a file is in (undefined: not in one), its rank reported when it has none. */
  const unranked = new Set();
  function domainFolderOf(file) {
    const parts = relative(src, file).split('/');
    if (parts[0] !== 'domain' || parts.length < 3) return undefined;
    const name = parts[1];
    if (!DOMAIN_RANK.has(name) && !unranked.has(name)) {
      unranked.add(name);
      problems.push(
        `src/domain/${name}/ has no rank: give it one in DOMAIN_ORDER (scripts/lint-structure.mjs) and docs/architecture.md`,
      );
    }
    return { name, rank: DOMAIN_RANK.get(name) ?? -1 };
  }

  /** Rule 7: an import between two domain subfolders must run to a lower rank. */
  function checkDomainOrder(file, target, line, spec) {
    const from = domainFolderOf(file);
    const to = domainFolderOf(target);
    if (!from || !to || from.name === to.name || from.rank < 0 || to.rank < 0 || from.rank > to.rank) return;
    const how = from.rank === to.rank ? 'sideways (both rank' : `upward (rank ${from.rank} to`;
    problems.push(
      `${rel(file)}:${line}: domain/${from.name} may not import domain/${to.name} ('${spec}'): ${how} ${to.rank}); a domain subfolder imports only lower ranks (DOMAIN_ORDER)`,
    );
  }

  /** Every relative module a file names: imports, `import type`, re-exports, import() and require(). */
  function importsOf(sf) {
    const out = [];
    const visit = (node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        out.push({ spec: node.moduleSpecifier.text, node });
      } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
        const callee = node.expression;
        if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require'))
          out.push({ spec: node.arguments[0].text, node });
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        out.push({ spec: node.argument.literal.text, node });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    return out.filter((i) => i.spec.startsWith('.'));
  }

  const sources = new Map(
    files.map((f) => [f, ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true)]),
  );
  const configDefaults = settingDefaults(sources.get(join(root, DEFAULTS_FILE)));
  const graph = new Map();
  for (const [file, sf] of sources) {
    const from = layerOf(file);
    domainFolderOf(file); // a subfolder without a rank is reported even when it imports nothing
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
        problems.push(
          `${rel(file)}:${line}: ${from.name} may not import ${to.name} ('${spec}'); imports flow adapters → app → domain → storage | platform → core`,
        );
      }
      checkDomainOrder(file, target, line, spec);
      const thin = THIN_ADAPTERS.find((dir) => rel(file).startsWith(dir));
      if (thin && !THIN_MAY_IMPORT.has(to.name) && !rel(target).startsWith(thin)) {
        problems.push(
          `${rel(file)}:${line}: ${thin} may import only app/ and core/ ('${spec}' is in ${to.name}/): move the work into a use case in app/ (rule 11, THIN_ADAPTERS)`,
        );
      }
      if (rel(file).startsWith(COMMANDS) && rel(target).startsWith(COMMANDS)) {
        problems.push(
          `${rel(file)}:${line}: a command imports another command ('${spec}'): move what they share to a printer (print*.ts) or a module beside them (rule 12, COMMANDS)`,
        );
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
      if (state.get(dep) === 'open')
        problems.push(`import cycle: ${[...stack.slice(stack.indexOf(dep)), dep].map(rel).join(' → ')}`);
      else if (!state.has(dep)) dfs(dep);
    }
    stack.pop();
    state.set(file, 'done');
  }
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) dfs(file);

  // Function lengths (a function's lines include the functions nested in it), and file lengths.
  const lengths = [];
  for (const [file, sf] of sources) {
    const fileLines = sf.getLineAndCharacterOfPosition(sf.getEnd()).line + (sf.text.endsWith('\n') ? 0 : 1);
    if (fileLines > MAX_FILE_LINES)
      problems.push(`${rel(file)}: ${fileLines} lines (limit ${MAX_FILE_LINES}): split it by concern`);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node) ||
        ts.isConstructorDeclaration(node)
      ) {
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
    if (
      p &&
      (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) &&
      ts.isIdentifier(p.name)
    )
      return p.name.text;
    return '(anonymous)';
  }
  // Programs started outside their owner: spawn('git', …), execFile('git', …), run('git', …)…
  for (const [file, sf] of sources) {
    const bindings = importBindings(sf);
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteral(node.arguments[0])) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : ts.isIdentifier(node.expression)
            ? node.expression.text
            : '';
        const owner = PROGRAM_OWNERS[node.arguments[0].text];
        if (owner && STARTERS.has(callee) && rel(file) !== owner) {
          problems.push(
            `${rel(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: starts ${node.arguments[0].text} itself; call it through ${owner}`,
          );
        }
      }
      // The configuration loaded or a volume opened outside the context, under whatever name it was imported.
      const called = ts.isCallExpression(node) ? calleeOf(node.expression, bindings) : undefined;
      if (called && Object.hasOwn(CONTEXT_OWNERS, called) && rel(file) !== CONTEXT_OWNERS[called]) {
        problems.push(
          `${rel(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: calls ${called} itself; ask the context (ctx.configFor, volumeOf in ${CONTEXT_OWNERS.openVolume}): one configuration and one volume a process`,
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  lengths.sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where));
  for (const f of lengths.filter((l) => l.lines > MAX_LINES))
    problems.push(`${f.where}: ${f.name} is ${f.lines} lines (limit ${MAX_LINES}): split it`);
  // A document's key built outside its owner: every use of its key builder (an import included) names the owner.
  // A setting's default read outside the configuration; a settings variable read outside it.
  for (const [file, sf] of sources) {
    const where = rel(file);
    if (where === LAYOUT) continue;
    const said = new Set();
    const visit = (node) => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'DEFAULTS' &&
        configDefaults.has(node.name.text) &&
        !CONFIG_MODULES.has(where)
      ) {
        problems.push(
          `${where}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: reads DEFAULTS.${node.name.text}, a setting's default; ask the configuration (${CONFIG}) for it`,
        );
      }
      const setting = SETTINGS_READERS.has(where) ? undefined : settingRead(node);
      if (setting)
        problems.push(
          `${where}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: reads ${setting}, a setting; only the configuration reads it (${[...SETTINGS_READERS].join(', ')}): ask it`,
        );
      const owner =
        ts.isIdentifier(node) && Object.hasOwn(DOCUMENT_OWNERS, node.text) ? DOCUMENT_OWNERS[node.text] : undefined;
      if (owner && where !== owner && !said.has(node.text)) {
        said.add(node.text);
        problems.push(
          `${where}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: uses ${node.text}, the key of a document owned by ${owner}; read or write it through that module`,
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  const unusedExports = findUnusedExports(root, sources);
  for (const u of unusedExports)
    problems.push(
      `${u.file}:${u.line}: exports ${u.name}, which no other file of src/ or test/ imports; drop the export (or the code, if nothing uses it)`,
    );
  return { files: files.length, longest: lengths.slice(0, 10), problems, unusedExports };
}

/**
 * Exports nobody imports (rule 8). An export counts as used when another file of src/ or test/ imports it
 * (by name, `import type` included), re-exports it from a file whose export is used (followed through
 * `export { x } from` and `export *`), or when src/index.ts, the library's entry, re-exports it. A module
 * loaded whole (`import * as`, an `import()` whose names cannot be told (`destructured`), `require`) uses all its exports.
 * Each unused export: { file, name, line, starts, listAt } (starts: where each declaration's `export ` keyword is;
 * listAt: where the name stands in an `export { … }` list instead).
 */
function findUnusedExports(root, sources) {
  const tests = join(root, 'test');
  const testFiles = existsSync(tests) ? walkTs(tests) : [];
  const all = new Map(sources);
  for (const f of testFiles) all.set(f, ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true));
  const toFile = (from, spec) =>
    spec.startsWith('.') ? resolve(dirname(from), spec.replace(/\.js$/, '.ts')) : undefined;
  /** Per src file: its own exports (name → declarations), its re-exports (name → [file, name]) and its `export *` targets. */
  const modules = new Map();
  for (const [file, sf] of sources)
    modules.set(
      file,
      exportsOf(sf, (spec) => toFile(file, spec)),
    );
  const used = new Set();
  const useAll = (file, seen = new Set()) => {
    const m = modules.get(file);
    if (!m || seen.has(file)) return;
    seen.add(file);
    for (const name of [...m.own.keys(), ...m.reexports.keys()]) use(file, name);
    for (const t of m.stars) useAll(t, seen);
  };
  const use = (file, name) => {
    const m = modules.get(file);
    if (!m || used.has(`${file}#${name}`)) return;
    used.add(`${file}#${name}`);
    const via = m.reexports.get(name);
    if (via) return via[1] === '*' ? useAll(via[0]) : use(via[0], via[1]);
    if (!m.own.has(name)) for (const t of m.stars) use(t, name);
  };
  for (const [file, sf] of all) {
    for (const { target, names } of importedNames(sf, (spec) => toFile(file, spec), !sources.has(file))) {
      if (target === file) continue;
      if (names === '*') useAll(target);
      else for (const n of names) use(target, n);
    }
  }
  useAll(join(root, 'src', 'index.ts'));
  for (const [file, names] of Object.entries(BUILD_USES)) for (const n of names) use(join(root, file), n);
  const unused = [];
  for (const [file, m] of modules) {
    const sf = sources.get(file);
    const lineOf = (pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;
    for (const [name, starts] of m.own) {
      if (used.has(`${file}#${name}`)) continue;
      const listed = m.listed.has(name);
      unused.push({
        file: relative(root, file),
        name,
        line: lineOf(starts[0]),
        starts: listed ? [] : starts,
        ...(listed ? { listAt: starts[0] } : {}),
      });
    }
    for (const [name, via] of m.reexports)
      if (!used.has(`${file}#${name}`))
        unused.push({ file: relative(root, file), name, line: lineOf(via[2]), starts: [], listAt: via[2] });
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The keys of `export const DEFAULTS = { … }` in core/defaults.ts (`sf`; none: an empty set) that are settings' defaults: all but NOT_SETTINGS. */
function settingDefaults(sf) {
  const keys = new Set();
  for (const st of sf?.statements ?? []) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      let init = d.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)))
        init = init.expression;
      if (!ts.isIdentifier(d.name) || d.name.text !== 'DEFAULTS' || !init || !ts.isObjectLiteralExpression(init))
        continue;
      for (const p of init.properties)
        if (
          p.name &&
          (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
          !Object.hasOwn(NOT_SETTINGS, p.name.text)
        )
          keys.add(p.name.text);
    }
  }
  return keys;
}

/** The PAI_CHECKPOINT_ setting a node reads (env['PAI_CHECKPOINT_X'], env.PAI_CHECKPOINT_X, const { PAI_CHECKPOINT_X } = env), else undefined; a write is no read. */
function settingRead(node) {
  let name;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))
    name = node.argumentExpression.text;
  else if (ts.isPropertyAccessExpression(node)) name = node.name.text;
  else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent))
    name = (node.propertyName ?? node.name).getText();
  if (!name?.startsWith('PAI_CHECKPOINT_') || Object.hasOwn(HANDOFFS, name)) return undefined;
  const p = node.parent;
  if (
    ts.isBinaryExpression(p) &&
    p.left === node &&
    p.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    p.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
    return undefined;
  if (ts.isDeleteExpression(p)) return undefined;
  return name;
}

/**
 * A file's import bindings (names taken as the file's own, scopes aside): `named` maps a local name to
 * the name it was imported as (`import { a as b }`, `const { a: b } = await import(…)`,
 * `import(…).then(({ a: b }) => …)`), `namespaces` holds the names a module whole is bound to
 * (`import * as ns`, `const ns = await import(…)`, `import(…).then((ns) => …)`).
 */
function importBindings(sf) {
  const named = new Map();
  const namespaces = new Set();
  const bind = (name) => {
    if (ts.isIdentifier(name)) namespaces.add(name.text);
    else if (ts.isObjectBindingPattern(name))
      for (const e of name.elements)
        if (ts.isIdentifier(e.name) && !e.dotDotDotToken) named.set(e.name.text, (e.propertyName ?? e.name).getText());
  };
  const visit = (node) => {
    const c = ts.isImportDeclaration(node) ? node.importClause : undefined;
    if (c?.namedBindings && ts.isNamespaceImport(c.namedBindings)) namespaces.add(c.namedBindings.name.text);
    else if (c?.namedBindings)
      for (const e of c.namedBindings.elements) named.set(e.name.text, (e.propertyName ?? e.name).text);
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isAwaitExpression(node.initializer) &&
      isImportCall(node.initializer.expression)
    )
      bind(node.name);
    const then =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'then' &&
      isImportCall(node.expression.expression);
    const callback = then ? node.arguments[0] : undefined;
    if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) && callback.parameters[0])
      bind(callback.parameters[0].name);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { named, namespaces };
}

const isImportCall = (e) => ts.isCallExpression(e) && e.expression.kind === ts.SyntaxKind.ImportKeyword;

/**
 * The imported name a call's callee stands for: `b` of `import { a as b }` is `a`; `ns.a` of a module
 * bound whole, or `(await import(…)).a`, is `a`; another name is itself.
 */
function calleeOf(callee, { named, namespaces }) {
  if (ts.isIdentifier(callee)) return named.get(callee.text) ?? callee.text;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const on = ts.isParenthesizedExpression(callee.expression) ? callee.expression.expression : callee.expression;
  if (ts.isIdentifier(on) ? namespaces.has(on.text) : ts.isAwaitExpression(on) && isImportCall(on.expression))
    return callee.name.text;
  return undefined;
}

function walkTs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walkTs(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** A file's exports: its own declarations (name → positions of their `export` keyword), named re-exports, `export *` targets. */
function exportsOf(sf, toFile) {
  const own = new Map();
  const reexports = new Map();
  const stars = [];
  const listed = new Set();
  const add = (name, pos) => own.set(name, [...(own.get(name) ?? []), pos]);
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      const target =
        st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? toFile(st.moduleSpecifier.text) : undefined;
      if (!st.exportClause) {
        if (target) stars.push(target);
      } else if (ts.isNamespaceExport(st.exportClause)) {
        if (target) reexports.set(st.exportClause.name.text, [target, '*', st.getStart()]);
      } else {
        for (const el of st.exportClause.elements) {
          if (target) reexports.set(el.name.text, [target, (el.propertyName ?? el.name).text, el.getStart()]);
          else if (st.moduleSpecifier)
            continue; // a package's export, passed on (s3-sdk.ts): not ours to judge
          else {
            add(el.name.text, el.getStart());
            listed.add(el.name.text);
          }
        }
      }
      continue;
    }
    if (ts.isExportAssignment(st)) {
      add('default', st.getStart());
      continue;
    }
    const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
    const kw = mods?.find((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!kw) continue;
    if (mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) add('default', kw.getStart());
    else if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) for (const n of bindingNames(d.name)) add(n, kw.getStart());
    else if (st.name && ts.isIdentifier(st.name)) add(st.name.text, kw.getStart());
  }
  return { own, reexports, stars, listed };
}

function bindingNames(name) {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** What a file takes from each module it names: a list of names, or '*' (the module whole). A test's re-export is a use (src/ files' re-exports are followed instead). */
function importedNames(sf, toFile, isTest) {
  const out = [];
  const take = (spec, names) => {
    const target = toFile(spec);
    if (target) out.push({ target, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause;
      if (c?.name) take(node.moduleSpecifier.text, ['default']);
      if (c?.namedBindings)
        take(
          node.moduleSpecifier.text,
          ts.isNamespaceImport(c.namedBindings)
            ? '*'
            : c.namedBindings.elements.map((e) => (e.propertyName ?? e.name).text),
        );
    } else if (
      isTest &&
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      take(
        node.moduleSpecifier.text,
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
          : '*',
      );
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) take(node.arguments[0].text, destructured(node) ?? '*');
      else if (ts.isIdentifier(callee) && callee.text === 'require') take(node.arguments[0].text, '*');
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const q = node.qualifier;
      take(node.argument.literal.text, q ? [ts.isIdentifier(q) ? q.text : leftmost(q)] : '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * The names an import() takes of its module — `const { a, b } = await import(…)`, `(await import(…)).a`,
 * `import(…).then(({ a, b }) => …)`, `import(…).then((m) => m.a)` — else undefined (the module whole).
 */
function destructured(call) {
  const p = call.parent;
  if (p && ts.isPropertyAccessExpression(p) && p.expression === call && p.name.text === 'then')
    return thenNames(p.parent);
  const paren = p && ts.isAwaitExpression(p) && ts.isParenthesizedExpression(p.parent) ? p.parent : undefined;
  if (paren && ts.isPropertyAccessExpression(paren.parent) && paren.parent.expression === paren)
    return [paren.parent.name.text];
  const decl = p && ts.isAwaitExpression(p) ? p.parent : undefined;
  if (!decl || !ts.isVariableDeclaration(decl) || !ts.isObjectBindingPattern(decl.name)) return undefined;
  return patternNames(decl.name);
}

/** The property names an object pattern takes (`{ a, b: c }`: a, b), undefined with a `...rest` (it takes everything). */
function patternNames(pattern) {
  if (pattern.elements.some((e) => e.dotDotDotToken)) return undefined;
  return pattern.elements
    .map((e) =>
      e.propertyName && ts.isIdentifier(e.propertyName)
        ? e.propertyName.text
        : ts.isIdentifier(e.name)
          ? e.name.text
          : '',
    )
    .filter(Boolean);
}

/**
 * What the callback of `import(…).then(callback)` takes of the module: the names its parameter
 * destructures, or those it reads as `m.a` of a plain parameter `m`; undefined when it passes `m`
 * on or uses it otherwise (the module whole), or when there is no callback written in place.
 */
function thenNames(then) {
  const callback = then && ts.isCallExpression(then) ? then.arguments[0] : undefined;
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return undefined;
  const param = callback.parameters[0];
  if (!param) return [];
  if (ts.isObjectBindingPattern(param.name)) return patternNames(param.name);
  if (!ts.isIdentifier(param.name)) return undefined;
  const names = [];
  let whole = false;
  const visit = (node) => {
    const p = node.parent;
    const named = ts.isIdentifier(node) && node.text === param.name.text;
    // `x.m` and `{ m: … }` name something else; `m.a` reads one export; any other `m` is the module whole.
    if (
      named &&
      !((ts.isPropertyAccessExpression(p) && p.name === node) || (ts.isPropertyAssignment(p) && p.name === node))
    ) {
      if (ts.isPropertyAccessExpression(p) && p.expression === node) names.push(p.name.text);
      else whole = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(callback.body);
  return whole ? undefined : names;
}

function leftmost(q) {
  return ts.isIdentifier(q.left) ? q.left.text : leftmost(q.left);
}

/** What the script prints on standard output and standard error, and its exit code. */
export function report(root) {
  const { files, longest, problems } = lintStructure(root);
  const out = [
    `longest functions in src/ (limit ${MAX_LINES} lines):`,
    ...longest.map((f) => `  ${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`),
  ];
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
