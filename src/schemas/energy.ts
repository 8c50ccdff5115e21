import { z } from 'zod';
import { CALORIE_TARGET_RANGE, WEEKLY_RATE_RANGE } from '../domain/check-in.ts';
import { WEIGHT_RANGE } from './user.ts';
import { rangeField } from './fields.ts';

export const goalInput = z.object({
  goalWeight: rangeField('Goal weight', WEIGHT_RANGE.min, WEIGHT_RANGE.max, { unit: 'kg' }),
  weeklyRate: rangeField('Weekly rate', WEEKLY_RATE_RANGE.min, WEEKLY_RATE_RANGE.max, { unit: 'kg' }),
});
export type GoalInput = z.input<typeof goalInput>;

const trendPoint = z.object({ date: z.string(), weight: z.number(), trend: z.number() });
export const goalDto = z.object({
  today: z.string(),
  goalWeight: z.number().nullable(),
  weeklyRate: z.number().nullable(),
  trendWeight: z.number().nullable(),
  direction: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** When the trend reaches the goal at the weekly rate; null without a goal or weigh-ins. */
  estimatedDate: z.string().nullable(),
  points: z.array(trendPoint),
});
export type GoalDto = z.infer<typeof goalDto>;

export const targetsInput = z.object({
  calories: rangeField('Calories', CALORIE_TARGET_RANGE.min, CALORIE_TARGET_RANGE.max, { integer: true, unit: 'kcal' }),
  protein: rangeField('Protein', 0, 1000, { integer: true, unit: 'g' }),
  carbs: rangeField('Carbs', 0, 1500, { integer: true, unit: 'g' }),
  fats: rangeField('Fats', 0, 700, { integer: true, unit: 'g' }),
});
export type TargetsInput = z.input<typeof targetsInput>;

const targets = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() });
export const estimateDto = z.object({
  status: z.enum(['estimate', 'not_enough_data']),
  from: z.string(),
  to: z.string(),
  loggedDays: z.number(),
  weighIns: z.number(),
  needLoggedDays: z.number(),
  needWeighIns: z.number(),
  kcal: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export const checkInDto = z.object({
  today: z.string(),
  due: z.boolean(),
  lastCheckIn: z.string().nullable(),
  estimate: estimateDto,
  current: targets,
  /** New targets from the estimate and the goal; null while there is not enough data. */
  proposal: targets.nullable(),
});
export type CheckInDto = z.infer<typeof checkInDto>;

/** What changed the targets: a weekly check-in, onboarding, a profile edit, a weigh-in that moved the computed targets, or an import. */
export const targetChangeSources = ['check-in', 'onboarding', 'profile', 'weigh-in', 'import'] as const;
export type TargetChangeSource = (typeof targetChangeSources)[number];

export const targetChangeDto = z.object({
  id: z.number().int(),
  date: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
  previousCalories: z.number().nullable(),
  expenditure: z.number().nullable(),
  source: z.enum(targetChangeSources),
});
export type TargetChangeDto = z.infer<typeof targetChangeDto>;

export const historyInput = z.object({
  days: z.coerce.number({ error: 'Days must be 7, 30 or 90' }).refine((d) => d === 7 || d === 30 || d === 90, 'Days must be 7, 30 or 90'),
});
export const historyDto = z.object({
  days: z.array(z.object({ date: z.string(), calories: z.number().nullable(), target: z.number() })),
  weeks: z.array(z.object({ from: z.string(), calories: z.number().nullable(), target: z.number(), loggedDays: z.number() })),
});
export type HistoryDto = z.infer<typeof historyDto>;
