import { z } from 'zod';
import { amountTextProblem, MAX_ENTRY_GRAMS, MAX_ENTRY_KCAL } from '../domain/entry-amount.ts';
import { FIRST_LOG_DAY, isLogDay, PLAN_AHEAD_DAYS } from '../domain/log-dates.ts';
import { englishErrors } from '../errors/reasons.ts';
import { isoDate, trimmedString } from './fields.ts';

/**
 * The one rule for what an entry holds, for every way one is made or changed (typed, spoken, a
 * recipe, a saved meal, a copy, an import, an assistant): its day and its amount (decision 102).
 */

/** A day an entry can be logged to: from 2000-01-01 to a year ahead (decision 042). */
export const logDate = isoDate.refine((day) => isLogDay(day), `Date must be between ${FIRST_LOG_DAY} and ${PLAN_AHEAD_DAYS} days from today`);

/** An amount in words ('150 g', '2 large'): read by the amount grammar, a sign, nothing or more than 5 kg / 5 L refused. */
export const amountText = (label: string) =>
  trimmedString(label, 100)
    .min(1, `${label} is required`)
    .superRefine((text, ctx) => {
      const reason = amountTextProblem(text);
      if (reason) ctx.addIssue({ code: 'custom', message: englishErrors[reason], params: { reason } });
    });

/** Grams of food in one entry. */
export const entryGrams = z
  .number({ error: 'grams must be a number' })
  .refine(Number.isFinite, 'grams must be a finite number')
  .positive('grams must be greater than 0')
  .max(MAX_ENTRY_GRAMS, `grams must be at most ${MAX_ENTRY_GRAMS}`);

/** Calories of one entry. */
export const entryCalories = (min = 0) =>
  z
    .number({ error: 'Calories must be a number' })
    .refine(Number.isFinite, 'Calories must be a finite number')
    .min(min, min === 0 ? 'Calories cannot be negative' : `Calories must be at least ${min}`)
    .max(MAX_ENTRY_KCAL, `Calories must be at most ${MAX_ENTRY_KCAL}`);
