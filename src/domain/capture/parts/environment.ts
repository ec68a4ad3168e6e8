import { homedir } from 'node:os';
import { captureEnvironment } from '../environment.js';
import { jsonPart, type PartProvider } from './part.js';

/** environment.json (SPEC-07.10): tools, versions, allowed variables, MCP servers' identity. */
export const environmentPart: PartProvider = {
  name: 'environment',
  async collect(scope) {
    const { req, o } = scope;
    const environment = await captureEnvironment({ cwd: req.cwd, home: homedir(), claudeDir: o.claudeDir, env: o.env, claudePid: req.claudePid, hashCacheFile: `${o.stateDir}/binary-hash.json`, extraEnv: o.config.capture.envAllow, now: scope.now });
    scope.parts.push(jsonPart('environment.json', environment));
    scope.draft.environment = environment;
  },
};
