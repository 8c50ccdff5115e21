import { z } from 'zod';
import { logDate } from './entry-fields.ts';
import { clientIdField } from './fields.ts';
import { WEIGHT_RANGE } from './user.ts';

// The catalogue's invalidWeight and invalidWeightDetail, written out so the weight screens need not
// download the whole catalogue (src/errors/english.test.ts holds them equal).
export const INVALID_WEIGHT = 'Invalid weight';
export const INVALID_WEIGHT_DETAIL = 'Please enter a valid weight.';

/** Kilograms within the onboarding range; anything else is 'Invalid weight' (spec §5), by reasons of the error catalogue. */
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

export interface ProgressSummaryDto {
  today: string;
  currentStreak: number;
  longestStreak: number;
  mealsLogged: number;
  daysLoggedThisMonth: number;
  daysLoggedLast30: number;
  consistencyRate: number;
  averageCalories: number;
  weight: {
    current: number | null;
    weighIns: number;
    recentChange: number | null;
    weeklyChange: number | null;
    totalChange: number | null;
    trend: 'up' | 'down' | 'neutral';
  };
  achievements: { id: string; name: string; description: string; rarity: 'common' | 'rare' | 'epic' | 'legendary'; unlocked: boolean; unlockedOn: string | null }[];
  recentAchievements: ProgressSummaryDto['achievements'];
}
