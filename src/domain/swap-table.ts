import { z } from 'zod';
import rows from './swap-table.json' with { type: 'json' };
import { swapRequestTypes } from '../schemas/ai.ts';

/**
 * Classic swaps across WWEIA categories (soda → sparkling water, chips → air-popped popcorn), each
 * target a USDA food named exactly as in FNDDS with its category, so a test can check both.
 */
const target = z
  .object({
    category: z.string().min(1),
    food: z.string().min(1),
    /** The requests it answers when not all: a side of edamame has more protein and fewer carbs than fries, and is no healthier fries. */
    for: z.array(z.enum(swapRequestTypes)).min(1).optional(),
  })
  .strict();
export const swapTableSchema = z
  .array(
    z
      .object({
        from: z.string().min(1),
        /**
         * WWEIA sets some families apart by the very thing a swap should improve (whole milk by its
         * fat, cereals and soft drinks by their sugar, butter and lard as animal fats): their foods
         * are no swap for each other.
         */
        leave: z.literal(true).optional(),
        to: z.array(target).min(1).max(6),
      })
      .strict(),
  )
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (seen.has(e.from)) ctx.addIssue({ code: 'custom', path: [i, 'from'], message: `"${e.from}" is listed twice` });
      seen.add(e.from);
      if (e.to.some((t) => t.category === e.from)) ctx.addIssue({ code: 'custom', path: [i, 'to'], message: 'a same-category swap needs no table entry' });
    });
  });

export type SwapTarget = z.infer<typeof target>;
export type SwapTable = z.infer<typeof swapTableSchema>;

export const SWAP_TABLE: SwapTable = swapTableSchema.parse(rows);
const BY_CATEGORY = new Map(SWAP_TABLE.map((e) => [e.from, e]));

/** The reviewed cross-category swaps for foods of this WWEIA category, nearest first. */
export function tableSwaps(category: string | null): readonly SwapTarget[] {
  return (category && BY_CATEGORY.get(category)?.to) || [];
}

/** Whether a category's own foods may be swapped for one another (not whole milk for whole milk). */
export function swapsWithin(category: string | null): boolean {
  return !(category && BY_CATEGORY.get(category)?.leave);
}
