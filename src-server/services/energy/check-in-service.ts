import { checkInDue, proposeTargets } from '../../../src/domain/check-in.ts';
import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { estimateExpenditure, MIN_LOGGED_DAYS, MIN_WEIGH_INS, WINDOW_DAYS } from '../../../src/domain/expenditure.ts';
import { acceptedSource } from '../../../src/domain/day-targets.ts';
import { goalDirection, trendWeights } from '../../../src/domain/trend-weight.ts';
import type { CheckInDto, TargetChangeDto, TargetChangeSource } from '../../../src/schemas/energy.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { baseTargets } from '../targets/day-targets.ts';
import { caloriesPerDay, listTargetChanges, saveTargetChange, updateUserSettings, weighInsBetween } from '../../repositories/energy.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';


/** The expenditure estimate over the last four weeks and the targets the weekly check-in proposes from it. */
export async function checkIn(db: Database, user: UserRow, now = new Date()): Promise<CheckInDto> {
  const today = dayIn(user.time_zone, now);
  const from = addDays(today, -WINDOW_DAYS);
  const [intakes, weighIns] = await Promise.all([caloriesPerDay(db, user.id, from, addDays(today, -1)), weighInsBetween(db, user.id, from, today)]);
  const e = estimateExpenditure(intakes, weighIns, today);
  const current = baseTargets(user);
  const trend = trendWeights(weighIns).at(-1)?.trend ?? null;
  const proposed =
    e.status === 'estimate'
      ? proposeTargets(e.kcal, goalDirection(trend, user.goal_weight), user.goal_rate ?? 0, { dailyCalories: current.calories, dailyProtein: current.protein, dailyCarbs: current.carbs, dailyFats: current.fats })
      : null;
  const known = e.status === 'estimate';
  return {
    today,
    due: checkInDue(user.check_in_on, today),
    lastCheckIn: user.check_in_on,
    estimate: {
      status: e.status, from: e.from, to: e.to, loggedDays: e.loggedDays, weighIns: e.weighIns,
      needLoggedDays: MIN_LOGGED_DAYS, needWeighIns: MIN_WEIGH_INS,
      kcal: known ? e.kcal : null, low: known ? e.low : null, high: known ? e.high : null,
    },
    current,
    proposal: proposed && { calories: proposed.dailyCalories, protein: proposed.dailyProtein, carbs: proposed.dailyCarbs, fats: proposed.dailyFats },
  };
}

const toDto = (r: Awaited<ReturnType<typeof listTargetChanges>>[number]): TargetChangeDto => ({
  id: r.id, date: r.date, calories: r.calories, protein: r.protein, carbs: r.carbs, fats: r.fats, previousCalories: r.previous_calories, expenditure: r.expenditure, source: r.source as TargetChangeSource,
});

/** Accepting sets the targets the user chose at the check-in (the proposal, or their own numbers) and keeps the change in the history. */
export async function acceptTargets(db: Database, user: UserRow, targets: MacroTotals): Promise<TargetChangeDto> {
  const state = await checkIn(db, user);
  const source = acceptedSource(targets, state.proposal);
  return toDto(await saveTargetChange(db, user.id, state.today, targets, user.daily_calories, state.estimate.kcal, source));
}

/** Keeping the old targets answers the check-in until next week; nothing else changes. */
export async function keepTargets(db: Database, user: UserRow): Promise<{ lastCheckIn: string }> {
  const today = dayIn(user.time_zone);
  await updateUserSettings(db, user.id, { check_in_on: today });
  return { lastCheckIn: today };
}

export async function targetHistory(db: Database, user: UserRow): Promise<TargetChangeDto[]> {
  return (await listTargetChanges(db, user.id)).map(toDto);
}
