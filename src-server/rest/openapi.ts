import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { appRouter } from '../trpc/app-router.ts';
import type { ProcedurePath } from './caller.ts';

interface ShimRoute {
  method: string;
  url: string;
  procedure: ProcedurePath;
  status: number;
}

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

// What tRPC keeps of a procedure's schemas: its inputs (merged in order) and its output, if declared.
// Outputs are zod schemas wrapped by `checked` (trpc/checked.ts), which keeps the schema on the wrapper.
type Schemas = { _def: { inputs: { schema?: unknown }[]; output?: { schema?: unknown } } };
// Flat at run time, keyed by dotted path (its declared type is the nested router).
const procedures = appRouter._def.procedures as unknown as Record<string, Schemas>;

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] } },
    reason: { type: 'string', description: 'Why, as a key of the error catalogue (src/errors/en.json) that clients translate; the message is its English text.' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: "The values the reason's message fills in." },
  },
  required: ['message', 'code', 'issues'],
};

function operation(route: ShimRoute) {
  const { _def } = procedures[route.procedure]!;
  const input = jsonSchema(_def.inputs[0]?.schema, 'input');
  const output = jsonSchema(_def.output?.schema, 'output');
  const inPath = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const fields = Object.entries(input?.properties ?? {}).filter(([name]) => !inPath.includes(name));
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const parameters = [
    ...inPath.map((name) => ({ name, in: 'path', required: true, schema: input?.properties?.[name] ?? { type: 'string' } })),
    ...(hasBody ? [] : fields.map(([name, schema]) => ({ name, in: 'query', required: input?.required?.includes(name) ?? false, schema }))),
  ];
  const body = hasBody && input ? { ...input, properties: Object.fromEntries(fields), required: input.required?.filter((name) => !inPath.includes(name)) } : undefined;
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/\/:?(\w)([\w-]*)/g, (_m, first: string, rest: string) => first.toUpperCase() + rest.replace(/-(\w)/g, (_n, c: string) => c.toUpperCase()))}`,
    summary: `Calls the ${route.procedure} procedure`,
    tags: [route.procedure.split('.')[0]],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      [route.status]: { description: 'Success', content: { 'application/json': { schema: output ?? {} } } },
      '4XX': { description: 'Refused: bad input (naming each field), signed out, not yours, not found or too many requests', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
}

/** The REST API as OpenAPI 3.1, built from the procedures' own zod schemas, for the routes that call them. */
export function openApiDocument(routes: ShimRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Platewise API', version: '1' },
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'platewise_session' },
        token: { type: 'http', scheme: 'bearer', description: 'A personal API token' },
      },
    },
    security: [{ session: [] }, { token: [] }],
  };
}

/** Serves /api/openapi.json; registered before the REST routes, whose options name their procedures. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const routes: ShimRoute[] = [];
  app.addHook('onRoute', (route) => {
    const { procedure, status = 200 } = route.config ?? {};
    if (!procedure) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, procedure, status });
  });
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/openapi.json', async () => (document ??= openApiDocument(routes)));
});
