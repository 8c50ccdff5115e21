import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from './app-router.ts';

// Procedures that stream their answer in parts: tRPC checks an output once, against the whole
// answer, which for these is the stream itself (decision 106).
const STREAMED = new Set(['data.exportAll']);

type Def = { _def: { output?: { schema?: unknown } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Def>);

describe('procedure outputs', () => {
  it('every procedure declares the zod schema of its answer', () => {
    const without = procedures.filter(([path, p]) => !STREAMED.has(path) && !(p._def.output?.schema instanceof z.ZodType)).map(([path]) => path);
    expect(without).toEqual([]);
  });

  it('the streamed exceptions are procedures that exist and declare none', () => {
    for (const path of STREAMED) {
      const found = procedures.find(([name]) => name === path);
      expect(found, path).toBeDefined();
      expect(found![1]._def.output, path).toBeUndefined();
    }
  });
});
