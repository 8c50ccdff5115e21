import { z } from 'zod';
import { targetSources } from '../domain/day-targets.ts';

const macroTargets = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() });

/** A day's targets as every screen shows them (decision 099). */
export const dayTargetsDto = macroTargets.extend({
  /** The target before exercise. */
  baseCalories: z.number(),
  /** Exercise calories the budget gained that day (0 unless the user turned that on). */
  exerciseCalories: z.number(),
  source: z.enum([...targetSources, 'fallback']),
});
export type DayTargetsDto = z.infer<typeof dayTargetsDto>;

/** The profile was saved but its formula would replace an accepted or hand-set target: the client asks first. */
export const keptTargetsDto = z.object({ source: z.enum(targetSources), current: macroTargets, proposed: macroTargets });
export type KeptTargetsDto = z.infer<typeof keptTargetsDto>;
