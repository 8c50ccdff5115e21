import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { goalDate, goalDirection, trendWeights } from '../../../src/domain/trend-weight.ts';
import type { GoalDto } from '../../../src/schemas/energy.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { updateUserSettings, weighInsBetween } from '../../repositories/energy.ts';

/** The trend is drawn over 90 days but starts half a year back, so its first point is already settled. */
const SHOWN_DAYS = 90;
const TREND_FROM_DAYS = 180;

export async function goalView(db: Database, user: UserRow, now = new Date()): Promise<GoalDto> {
  const today = dayIn(user.time_zone, now);
  const points = trendWeights(await weighInsBetween(db, user.id, addDays(today, -TREND_FROM_DAYS), today));
  const trendWeight = points.at(-1)?.trend ?? null;
  const goalWeight = user.goal_weight;
  const weeklyRate = user.goal_rate;
  return {
    today,
    goalWeight,
    weeklyRate,
    trendWeight,
    direction: goalDirection(trendWeight, goalWeight),
    estimatedDate: weeklyRate === null ? null : goalDate(trendWeight, goalWeight, weeklyRate, today),
    points: points.filter((p) => p.date > addDays(today, -SHOWN_DAYS)),
  };
}

export async function setGoal(db: Database, user: UserRow, input: { goalWeight: number; weeklyRate: number }): Promise<GoalDto> {
  await updateUserSettings(db, user.id, { goal_weight: input.goalWeight, goal_rate: input.weeklyRate });
  return goalView(db, { ...user, goal_weight: input.goalWeight, goal_rate: input.weeklyRate });
}
