import type { z } from 'zod';

/**
 * A procedure's input or output check by zod's synchronous parse. Given a zod schema, tRPC calls its
 * `parseAsync`, which skips the object checks zod compiles once per schema (about ten times the cost
 * on a day's log, decision 077); given a function, tRPC calls it as it is. The schema stays on it for
 * the OpenAPI document.
 */
export function checked<S extends z.ZodType>(schema: S) {
  const parse = (value: unknown): z.output<S> => schema.parse(value);
  // Types only, as a zod schema declares them: tRPC reads a procedure's input and output types from them.
  return Object.assign(parse, { schema }) as typeof parse & { schema: S; _input: z.input<S>; _output: z.output<S> };
}
