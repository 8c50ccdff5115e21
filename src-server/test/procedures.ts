import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { appRouter } from '../trpc/app-router.ts';
import { jsonText } from './hostile.ts';
import { jsonSchemaOf, type JsonSchema } from './schema-arbitrary.ts';

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The input as JSON Schema; undefined for a procedure without input. */
  input?: JsonSchema;
}

/** Every procedure of the app router, read from the router itself so a new one is included. */
export function procedures(): ProcedureInfo[] {
  return Object.entries(appRouter._def.procedures).map(([path, procedure]) => {
    // Inputs are zod schemas wrapped by `checked` (trpc/checked.ts), which keeps the schema on the wrapper.
    const def = (procedure as unknown as { _def: { type: ProcedureInfo['type']; inputs: { schema: z.ZodType }[] } })._def;
    return { path, type: def.type, input: def.inputs[0] ? jsonSchemaOf(def.inputs[0].schema) : undefined };
  });
}

/** Calls a procedure as the tRPC client does: queries by GET with `?input=`, mutations by POST with a JSON body. */
export function callProcedure(app: FastifyInstance, procedure: Pick<ProcedureInfo, 'path' | 'type'>, input: unknown, headers: Record<string, string> = {}) {
  const url = `/api/trpc/${procedure.path}`;
  if (procedure.type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(jsonText(input))}`;
    return app.inject({ method: 'GET', url: url + query, headers });
  }
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: input === undefined ? undefined : jsonText(input) });
}

/** The error message of a 4xx from either the tRPC handler or the app's error handler. */
export function errorMessage(res: LightMyRequestResponse): unknown {
  const body = res.json();
  return body?.error?.message ?? body?.message;
}
