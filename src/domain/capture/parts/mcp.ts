import { homedir } from 'node:os';
import { captureMcpState, configuredMcpServers, mayStart } from '../mcp.js';
import { mcpStatePart } from '../../mcp/state.js';
import { jsonPart, type PartProvider } from './part.js';

/** mcp_state/<server>.json (SPEC-03.17): each configured server's state, from files or by asking it. */
export const mcpPart: PartProvider = {
  name: 'mcp',
  alongside: true,
  async collect(scope) {
    const { req, o } = scope;
    const servers = configuredMcpServers(homedir(), req.cwd);
    const mcp = await captureMcpState(
      Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.config])),
      {
        project: req.cwd,
        stateFiles: o.config.mcp.stateFiles,
        query: o.config.mcp.queryServers,
        timeoutMs: o.config.mcp.timeoutMs,
        mayStart: (name) =>
          mayStart(name, servers[name]!, {
            home: homedir(),
            claudeDir: o.claudeDir,
            project: req.cwd,
            allow: o.config.mcp.allowServers,
          }),
      },
    );
    for (const [server, state] of Object.entries(mcp)) {
      const part = mcpStatePart(server);
      if (part) scope.parts.push(jsonPart(part, state));
      if (state.kind === 'error') scope.warnings.push(`MCP server ${server}: ${state.error}`);
    }
  },
};
