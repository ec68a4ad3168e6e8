import { homedir } from 'node:os';
import { packageListKey } from '../../../storage/layout.js';
import { captureEnvironment, packageLists, pythonFacts, type PackageListKind } from '../environment.js';
import { jsonPart, type PartProvider } from './part.js';
import { sha256Hex } from '../../../core/hash.js';

/**
 * environment.json (SPEC-07.10): tools, versions, allowed variables, MCP servers' identity; the
 * full package lists stored once on the volume (`environment/<sha256>.txt`: created only when no
 * checkpoint of any session stored the same list before) and named in it by hash.
 */
export const environmentPart: PartProvider = {
  name: 'environment',
  alongside: true,
  async collect(scope) {
    const { req, o } = scope;
    const cached = { cwd: req.cwd, env: o.env, hashCacheFile: `${o.stateDir}/binary-hash.json` };
    const probe = { ...cached, python: pythonFacts(cached) }; // python3 asked once for both
    const [environment, lists] = await Promise.all([
      captureEnvironment({
        ...probe,
        home: homedir(),
        claudeDir: o.claudeDir,
        claudePid: req.claudePid,
        extraEnv: o.config.capture.envAllow,
        now: scope.now,
      }),
      packageLists(probe),
    ]);
    for (const [kind, text] of Object.entries(lists) as [PackageListKind, string][]) {
      const sha256 = sha256Hex(text);
      await scope.store.create(packageListKey(sha256), text);
      (environment.package_lists ??= {})[kind] = { sha256, count: text.split('\n').length - 1 };
    }
    // Without its time (the manifest's `environment.captured_at` keeps it), so that an environment
    // that did not change is the parent's part, shared rather than stored again; the manifest holds
    // only the time (2.1: it held the part's content a second time, ~650 bytes a checkpoint).
    const { captured_at, ...unchanging } = environment;
    scope.parts.push(jsonPart('environment.json', unchanging));
    scope.draft.environment = { captured_at };
    scope.draft.capturedEnvironment = environment; // (scope is a copy for a provider `alongside`; draft is shared)
  },
};
