import { z } from 'zod';

/** A word or phrase as the glossary compares it: lower case, accents and ß spelled out, single spaces. */
export function glossaryKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9']+/)
    .filter((w) => w !== '')
    .join(' ');
}

/** One language's everyday food words with the English that USDA's names use (`src/food-phrase/glossary/<language>.json`). */
export const foodGlossary = z
  .object({
    language: z.string().regex(/^[a-z]{2}$/),
    /** Where the words come from. */
    source: z.string().min(20),
    /** Whether the language names the food before what describes it ('pechuga de pollo'), unlike English ('chicken breast'). */
    headFirst: z.boolean(),
    /** Words that only join others ('de', 'der'), said in English by the word order. */
    joining: z.array(z.string().min(1)),
    /** Plural and case endings a word may carry beyond its listed form, longest first. */
    endings: z.array(z.string().min(1)),
    /** The word or phrase as written in the language, and its English. */
    entries: z.array(z.tuple([z.string().min(1), z.string().regex(/^[a-z' ]+$/, 'English must be plain lower-case words')])).min(500),
  })
  .strict()
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.entries.forEach(([word], i) => {
      const key = glossaryKey(word);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['entries', i, 0], message: `"${word}" is listed twice` });
      seen.add(key);
    });
  });
export type FoodGlossary = z.infer<typeof foodGlossary>;
