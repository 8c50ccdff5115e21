import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { PHOTO_BODY_LIMIT } from '../rest/ai-routes.ts';
import { callerFor } from '../rest/caller.ts';
import { registerTools } from './tools.ts';

/** The caller must be a personal API token with the logging scope: a browser session never reaches the tools. */
async function assertLoggingToken(req: FastifyRequest) {
  const auth = await req.auth();
  if (!auth?.scopes) throw new AppError('UNAUTHORIZED', 'apiTokenRequired');
  if (!auth.scopes.includes('log')) throw new AppError('FORBIDDEN', 'apiTokenScopeMissing', { params: { scope: 'log' } });
}

/**
 * An MCP server for AI assistants at /api/mcp, over Streamable HTTP without sessions: each POST
 * builds a server for its caller and answers in JSON, so any instance can take any request.
 */
export async function mcpRoutes(app: FastifyInstance) {
  // A label photo comes as base64 inside the JSON-RPC call, so the photo routes' limit applies.
  app.post('/api/mcp', { bodyLimit: PHOTO_BODY_LIMIT }, async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('www-authenticate', 'Bearer');
    await assertLoggingToken(req);
    const server = new McpServer({ name: 'platewise', version: '1' });
    registerTools(server, callerFor(req, reply), req.log);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });
  // Without sessions there is no stream to open or end.
  const notAllowed = async (req: FastifyRequest, reply: FastifyReply) => {
    await assertLoggingToken(req);
    return reply
      .status(405).header('allow', 'POST').send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send JSON-RPC messages by POST' }, id: null });
  };
  app.get('/api/mcp', notAllowed);
  app.delete('/api/mcp', notAllowed);
}
