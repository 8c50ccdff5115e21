import { TRPCError } from '@trpc/server';
import { getTRPCErrorFromUnknown, type AnyProcedure } from '@trpc/server/unstable-core-do-not-import';
import { z, type ZodType } from 'zod';
import type { Context } from './context.ts';
import { trpcErrorFor } from './failures.ts';
import { signedInContext } from './signed-in.ts';

// tRPC runs a procedure through a chain of middlewares, copying its options and context at every
// level: about 40 µs of CPU a call, more than the rest of a small signed-in request. Procedures
// built with the app's two builders also keep the three steps they consist of (sign-in check,
// input parsing, resolver), so the REST shims and the JSON tRPC calls run those steps directly,
// with the same errors the chain gives. Anything else a builder can add (.use, .meta, .output, a
// second .input) is not followed here: such procedures keep running through tRPC. A resolver run
// directly is given `ctx` and `input`, all that the app's resolvers read (not `signal` or `path`).

type Resolver = (opts: { ctx: never; input: never }) => unknown;

interface Steps {
  signedIn: boolean;
  parse?: (raw: unknown) => Promise<unknown>;
  resolve: Resolver;
}

interface Builder {
  input(schema: ZodType): Builder;
  query(resolve: Resolver): AnyProcedure;
  mutation(resolve: Resolver): AnyProcedure;
}

const stepsOf = new WeakMap<AnyProcedure, Steps>();

/** The builder as is, except that the procedures it makes keep their steps for callProcedure. */
export function keepingSteps<B>(builder: B, signedIn: boolean, parse?: Steps['parse']): B {
  const inner = builder as Builder;
  const keep = (procedure: AnyProcedure, resolve: Resolver) => {
    stepsOf.set(procedure, { signedIn, parse, resolve });
    return procedure;
  };
  return {
    ...inner,
    input: (schema: ZodType) => (parse ? inner.input(schema) : keepingSteps(inner.input(schema), signedIn, parserFor(schema))),
    query: (resolve: Resolver) => keep(inner.query(resolve), resolve),
    mutation: (resolve: Resolver) => keep(inner.mutation(resolve), resolve),
  } as B;
}

/** Parses as tRPC does, but synchronously while the schema allows: zod's fast path is synchronous only. */
function parserFor(schema: ZodType): Steps['parse'] {
  return async (raw) => {
    try {
      return schema.parse(raw);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return schema.parseAsync(raw);
      throw error;
    }
  };
}

export function keepsSteps(procedure: AnyProcedure): boolean {
  return stepsOf.has(procedure);
}

/** Calls a procedure as tRPC's caller would: its result, or the TRPCError the middleware chain would throw. */
export async function callProcedure(procedure: AnyProcedure, ctx: Context, input: unknown, path: string, batchIndex = 0): Promise<unknown> {
  const type = procedure._def.type;
  const steps = stepsOf.get(procedure);
  if (!steps) return procedure({ ctx, path, type, getRawInput: async () => input, signal: undefined, batchIndex });
  try {
    const callCtx = steps.signedIn ? { ...ctx, ...(await signedInContext(ctx, path, type)) } : ctx;
    const parsed = steps.parse ? await parseInput(steps.parse, input) : undefined;
    return await steps.resolve({ ctx: callCtx as never, input: parsed as never });
  } catch (cause) {
    if (cause instanceof TRPCError) throw cause;
    throw trpcErrorFor(cause) ?? getTRPCErrorFromUnknown(cause);
  }
}

async function parseInput(parse: NonNullable<Steps['parse']>, input: unknown): Promise<unknown> {
  try {
    return await parse(input);
  } catch (cause) {
    throw new TRPCError({ code: 'BAD_REQUEST', cause });
  }
}
