import { z } from 'zod';
import { PRINTED_ROWS, type PrintedRowName } from '../../../src/domain/label-printed.ts';
import { mealTypes } from '../../../src/schemas/food-log.ts';
import { labelDraftDto } from '../../../src/schemas/label-scan.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const amount = z.coerce.number().positive().max(10_000);

/** What the model must answer for each task; anything else is treated as no answer. */
export const foodTextReply = z.object({
  mealType: z.enum(mealTypes).nullable().optional(),
  foods: z
    .array(
      z.object({
        food: text(80),
        quantity: amount.default(1),
        unit: z.string().trim().max(20).nullable().optional(),
        size: z.enum(['small', 'medium', 'large']).nullable().optional(),
      }),
    )
    .max(20),
});

export const photoReply = z.object({
  description: z.string().trim().max(500).default(''),
  foods: z
    .array(
      z.object({
        name: text(80),
        quantity: z.string().trim().max(40).default('1 serving'),
        confidence: z.coerce.number().min(0).max(100).default(60),
      }),
    )
    .max(10),
});

export const suggestionsReply = z.object({
  suggestions: z.array(z.object({ suggestion: text(300), action: text(300), reasoning: text(600) })).min(1).max(5),
});

export const weeklyReply = z.object({
  progress: text(1200),
  improvements: text(1200),
  recommendations: z.array(text(400)).min(1).max(6),
});

export const swapsReply = z.object({
  swaps: z.array(z.object({ name: text(200), reasoning: text(600), funFact: z.string().trim().max(400), cookingTip: z.string().trim().max(400) })),
});

export const mealReply = z.object({ response: text(2000) });

export const planWordsReply = z.object({
  name: z.string().trim().min(3).max(60),
  description: z.string().trim().min(10).max(300),
});

export const prepProposalReply = z.object({
  recipeName: z.string(),
  difficulty: z.string(),
  servings: z.number(),
  nutrition: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() }),
  ingredients: z.array(z.string()).default([]),
  steps: z.array(z.object({ title: z.string(), description: z.string(), duration: z.number(), type: z.string(), temperature: z.string().optional(), tips: z.array(z.string()).default([]) })),
});

const printedRow = z.object({
  amount: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(30).regex(/\d/)),
  // Some models keep the % sign.
  dailyValue: z.preprocess((v) => (typeof v === 'string' ? v.replace('%', '').trim() : v), z.coerce.number().min(0).max(10_000)).nullish(),
});

export const labelReply = z.object({
  format: labelDraftDto.shape.format,
  servingDescription: z.string().trim().max(100).nullish().transform((v) => v || null),
  servingGrams: z.coerce.number().positive().max(10_000).nullish().transform((v) => v ?? null),
  rows: z.object(Object.fromEntries(PRINTED_ROWS.map((r) => [r, printedRow.nullish()])) as Record<PrintedRowName, z.ZodOptional<z.ZodNullable<typeof printedRow>>>),
});
