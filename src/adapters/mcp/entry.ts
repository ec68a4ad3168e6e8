import { serve } from './server.js';

// dist/mcp-server.cjs: the plugin's MCP server, started by Claude Code in the session's folder.
// What the tools need (the app and everything below it) is loaded with the first call, from
// dist/lib/agent-tools.cjs: an unused server parses a few KB. Once its client has left and the
// calls at work are done, the process ends, whatever else (an idle S3 connection) is still open.
void serve(async () => (await import('../../app/agent-tools.js')).toolContext()).then(() => process.exit(0));
