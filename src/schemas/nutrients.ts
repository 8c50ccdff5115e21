import { z } from 'zod';
import { dayTargetsDto } from './targets.ts';
import { NUTRIENTS, type NutrientKey } from '../domain/micronutrients.ts';
import { REPORT_KEYS } from '../domain/report-nutrients.ts';
import { isoDate } from './fields.ts';

const amount = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a finite number`)
    .min(0, `${name} cannot be negative`)
    .max(1_000_000, `${name} must be at most 1000000`);

/**
 * Amounts of the tracked nutrients (src/domain/micronutrients.ts), each optional: a missing key is
 * an unknown amount, never zero. Food logs, custom foods and recipes share it.
 */
export const nutrientAmountsSchema = z.strictObject(
  Object.fromEntries(NUTRIENTS.map((x) => [x.key, amount(x.name).optional()])) as Record<NutrientKey, z.ZodOptional<ReturnType<typeof amount>>>,
);
export type NutrientAmountsInput = z.infer<typeof nutrientAmountsSchema>;

/** A nutrient of the report: a tracked one, or fiber, total sugars or sodium. */
export const nutrientKeySchema = z.enum(REPORT_KEYS, { error: 'Unknown nutrient' });

export const MAX_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

/** A day or a range of days (both ends included), at most 90 days; no dates means the user's today. */
export const nutrientsRangeInput = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .optional()
  .superRefine((v, ctx) => {
    if (!v?.from || !v.to) return;
    const days = (Date.parse(v.to) - Date.parse(v.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${MAX_RANGE_DAYS} days` });
  });
export type NutrientsRangeInput = z.infer<typeof nutrientsRangeInput>;

const topFood = z.object({ foodName: z.string(), amount: z.number() });

export const nutrientTargetDto = z.object({
  key: nutrientKeySchema,
  name: z.string(),
  unit: z.string(),
  /**
   * The default target: the DRI for the user's age and sex (RDA, else AI; sodium's CDRR), or for added
   * sugars and saturated fat 10% of the day's calories (Dietary Guidelines); null where none is set.
   */
  dri: z.number().nullable(),
  driKind: z.enum(['RDA', 'AI', 'CDRR', 'DGA']).nullable(),
  /** 'intake' is a target to reach; 'limit' one to stay under (sodium, sugars, saturated fat). */
  targetKind: z.enum(['intake', 'limit']),
  /** The user's own target, when set. */
  custom: z.number().nullable(),
  /** The target in use: the user's own, else the default. */
  target: z.number().nullable(),
  /** Tolerable upper intake level from food, where one is set. */
  upperLimit: z.number().nullable(),
  /** An upper level that applies to another form (supplements, preformed retinol…), said in words and never flagged. */
  upperLimitNote: z.string().nullable(),
});
export type NutrientTargetDto = z.infer<typeof nutrientTargetDto>;

export const nutrientTargetsDto = z.object({
  /** Which DRI group the defaults come from, e.g. 'female, 31-50 years'; null without age and sex. */
  group: z.string().nullable(),
  targets: z.array(nutrientTargetDto),
});
export type NutrientTargetsDto = z.infer<typeof nutrientTargetsDto>;

export const nutrientReportRow = nutrientTargetDto.extend({
  /** Daily average over the days with entries (the day's total for one day). */
  amount: z.number(),
  /** Amount as a share of the target; null without a target. */
  percentOfTarget: z.number().nullable(),
  overUpperLimit: z.boolean(),
  /** A limit target passed (sodium, added sugars, saturated fat). */
  overLimit: z.boolean(),
  /** Entries in the range that did not say how much of this nutrient they hold. */
  entriesLacking: z.number().int(),
  topFoods: z.array(topFood),
});
export type NutrientReportRow = z.infer<typeof nutrientReportRow>;

export const nutrientsReportDto = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  daysLogged: z.number().int(),
  entries: z.number().int(),
  nutrients: z.array(nutrientReportRow),
  /** Energy and macro targets of the last day, as every screen gives them (decision 099). */
  targets: dayTargetsDto,
});
export type NutrientsReportDto = z.infer<typeof nutrientsReportDto>;

/** Own targets to set (a number) or to reset to the DRI default (null). */
export const setNutrientTargetsInput = z.object({
  targets: z
    .array(
      z.object({
        nutrient: nutrientKeySchema,
        target: z.union([amount('Target').refine((v) => v > 0, 'Target must be greater than 0'), z.null()], { error: 'Target must be a number, or null to reset' }),
      }),
      { error: 'targets must be a list' },
    )
    .min(1, 'Name at least one nutrient')
    .max(REPORT_KEYS.length, 'Too many nutrients')
    .refine((list) => new Set(list.map((t) => t.nutrient)).size === list.length, 'Each nutrient at most once'),
});
export type SetNutrientTargetsInput = z.infer<typeof setNutrientTargetsInput>;
