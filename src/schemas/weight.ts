import { z } from 'zod';
import { logDate } from './entry-fields.ts';
import { clientIdField } from './fields.ts';
import { WEIGHT_RANGE } from './user.ts';

// The catalogue's invalidWeight and invalidWeightDetail, written out so the weight screens need not
// download the whole catalogue (src/errors/english.test.ts holds them equal).
export const INVALID_WEIGHT = 'Invalid weight';
export const INVALID_WEIGHT_DETAIL = 'Please enter a valid weight.';

/** Kilograms within the onboarding range; anything else is 'Invalid weight', by reasons of the error catalogue. */
export const weightKg = z.unknown().transform((value, ctx) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < WEIGHT_RANGE.min || n > WEIGHT_RANGE.max) {
    ctx.addIssue({ code: 'custom', message: INVALID_WEIGHT_DETAIL, params: { title: 'invalidWeight', reason: 'invalidWeightDetail' } });
    return z.NEVER;
  }
  return Math.round(n * 100) / 100;
});

export const weightLogInput = z.object({
  userId: z.string({ error: 'User id must be text' }).max(100).optional(),
  weight: weightKg,
  date: logDate.optional(),
  clientId: clientIdField,
});
export type WeightLogInput = z.input<typeof weightLogInput>;

export const weightLogDto = z.object({
  id: z.number().int(),
  userId: z.string(),
  weight: z.number(),
  date: z.string(),
  createdAt: z.string(),
});
export type WeightLogDto = z.infer<typeof weightLogDto>;

const nullableKg = z.number().nullable();
const achievementDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  unlocked: z.boolean(),
  unlockedOn: z.string().nullable(),
});

export const progressSummaryDto = z.object({
  today: z.string(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  mealsLogged: z.number().int(),
  daysLoggedThisMonth: z.number().int(),
  daysLoggedLast30: z.number().int(),
  consistencyRate: z.number(),
  averageCalories: z.number(),
  weight: z.object({
    current: nullableKg,
    weighIns: z.number().int(),
    recentChange: nullableKg,
    weeklyChange: nullableKg,
    totalChange: nullableKg,
    trend: z.enum(['up', 'down', 'neutral']),
  }),
  achievements: z.array(achievementDto),
  recentAchievements: z.array(achievementDto),
});
export type ProgressSummaryDto = z.infer<typeof progressSummaryDto>;
