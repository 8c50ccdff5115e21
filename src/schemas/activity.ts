import { z } from 'zod';
import { MINUTES_PER_DAY } from '../domain/activity.ts';
import { logDate } from './entry-fields.ts';
import { isoDate, rangeField, rowId } from './fields.ts';

/** One activity of the 2011 Compendium of Physical Activities, as `scripts/build-met-activities.ts` writes it. */
export const metActivity = z
  .object({
    code: z.string().regex(/^\d{5}$/, 'code must be the five-digit Compendium code'),
    activity: z.string().min(1),
    met: z.number().min(0.9).max(25),
  })
  .strict();
export const metActivities = z.array(metActivity).min(1).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((a, i) => {
    if (seen.has(a.code)) ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `code ${a.code} is listed twice` });
    seen.add(a.code);
  });
});
export type MetActivity = z.infer<typeof metActivity>;
/** A picker entry: the kind's suggested (moderate) pace is marked. */
export const catalogActivity = metActivity.extend({ suggested: z.boolean() });

export const activityLogInput = z
  .object({
    date: logDate.optional(),
    /** A Compendium code; calories then come from its MET, the user's weight and the minutes. */
    code: z.string({ error: 'Activity code must be text' }).regex(/^\d{5}$/, 'Activity code must be a five-digit Compendium code').optional(),
    /** A name for an entry from a watch. */
    name: z.string({ error: 'Name must be text' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters').optional(),
    minutes: rangeField('Minutes', 1, MINUTES_PER_DAY, { integer: true }),
    /** A watch's number, used as given. */
    calories: rangeField('Calories', 0, 10_000, { integer: true }).optional(),
  })
  .refine((v) => v.code !== undefined || (v.calories !== undefined && v.name !== undefined), { path: ['code'], message: 'Choose an activity, or give a name and calories from a watch' });
export type ActivityLogInput = z.input<typeof activityLogInput>;

export const activityEntryDto = z.object({
  id: z.number().int(),
  date: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  minutes: z.number(),
  calories: z.number(),
  source: z.enum(['met', 'watch']),
});
export const activityDayDto = z.object({
  date: z.string(),
  entries: z.array(activityEntryDto),
  minutes: z.number(),
  calories: z.number(),
  steps: z.number().nullable(),
  /** The user's setting: exercise calories raise the day's calorie budget. */
  addToBudget: z.boolean(),
});
export type ActivityDayDto = z.infer<typeof activityDayDto>;

export const dayInput = z.object({ date: isoDate.optional() }).optional();
export const entryIdInput = z.object({ id: rowId('Entry id') });
export const stepsInput = z.object({ date: logDate.optional(), steps: rangeField('Steps', 0, 200_000, { integer: true }) });
export const activitySettingsInput = z.object({ addToBudget: z.boolean({ error: 'addToBudget must be true or false' }) });
