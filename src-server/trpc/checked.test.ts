import { initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked } from './checked.ts';

const day = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), kcal: z.number() });
const t = initTRPC.create();

describe('checked', () => {
  it('parses at once, keeping what the schema keeps', () => {
    const parse = checked(day);
    expect(parse({ date: '2026-11-27', kcal: 1800, extra: 'x' })).toEqual({ date: '2026-11-27', kcal: 1800 });
    expect(parse.schema).toBe(day);
  });

  it('still refuses bad input and bad output when tRPC calls it', async () => {
    const router = t.router({
      echo: t.procedure.input(checked(day)).output(checked(day)).query(({ input }) => input),
      broken: t.procedure.output(checked(day)).query(() => ({ date: 'today', kcal: 1 })),
    });
    const caller = t.createCallerFactory(router)({});
    await expect(caller.echo({ date: '2026-11-27', kcal: 5 })).resolves.toEqual({ date: '2026-11-27', kcal: 5 });
    await expect(caller.echo({ date: 'soon', kcal: 5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.broken()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed' });
  });
});
