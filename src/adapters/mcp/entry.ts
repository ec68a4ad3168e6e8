import { serve } from './server.js';

// dist/mcp-server.cjs: the plugin's MCP server, started by Claude Code in the session's folder.
// What the tools need (the app and everything below it) is loaded with the first call, from
// dist/lib/agent-tools.cjs: an unused server parses a few KB.
void serve(async () => (await import('../../app/agent-tools.js')).toolContext());
