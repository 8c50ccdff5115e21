import { exerciseCalories, MINUTES_PER_DAY } from '../../../src/domain/activity.ts';
import { dayIn } from '../../../src/domain/dates.ts';
import { metActivity } from '../../../src/domain/met-activities.ts';
import type { ActivityDayDto } from '../../../src/schemas/activity.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { updateUserSettings } from '../../repositories/energy.ts';
import { activityLogsOn, deleteOwnActivityLog, insertActivityWithin, saveSteps, stepsOn } from '../../repositories/activity-logs.ts';
import { bodyWeight } from '../energy/body-weight.ts';
import { dayOfEntry } from '../energy/day-of-entry.ts';

/** A day's exercise, steps, and whether the user counts exercise into the day's budget. */
export async function activityDay(db: Database, user: UserRow, date = dayIn(user.time_zone)): Promise<ActivityDayDto> {
  const [entries, steps] = await Promise.all([activityLogsOn(db, user.id, date), stepsOn(db, user.id, date)]);
  return {
    date,
    entries: entries.map((e) => ({ ...e, source: e.source === 'watch' ? 'watch' : 'met' })),
    minutes: entries.reduce((s, e) => s + e.minutes, 0),
    calories: entries.reduce((s, e) => s + e.calories, 0),
    steps,
    addToBudget: user.exercise_adds_to_budget,
  };
}

interface NewActivity {
  date?: string | undefined;
  code?: string | undefined;
  name?: string | undefined;
  minutes: number;
  calories?: number | undefined;
}

/** Calories from a watch are taken as given; otherwise net MET calories at the user's weight. */
export async function logActivity(db: Database, user: UserRow, input: NewActivity): Promise<ActivityDayDto> {
  const date = dayOfEntry(user, input.date);
  const known = input.code === undefined ? undefined : metActivity(input.code);
  if (input.code !== undefined && !known) throw fieldError('BAD_REQUEST', 'code', 'unknownActivity');
  const calories = input.calories ?? exerciseCalories(known!.met, await bodyWeight(db, user), input.minutes);
  const saved = await insertActivityWithin(
    db,
    { user_id: user.id, date, code: known?.code ?? null, name: input.name ?? known!.activity, minutes: input.minutes, calories, source: input.calories === undefined ? 'met' : 'watch' },
    MINUTES_PER_DAY,
  );
  if (!saved) throw fieldError('BAD_REQUEST', 'minutes', 'activityDayFull');
  return activityDay(db, user, date);
}

export async function removeActivity(db: Database, user: UserRow, id: number): Promise<void> {
  if (!(await deleteOwnActivityLog(db, user.id, id))) throw new AppError('NOT_FOUND', 'activityNotFound');
}

export async function setSteps(db: Database, user: UserRow, input: { date?: string | undefined; steps: number }): Promise<ActivityDayDto> {
  const date = dayOfEntry(user, input.date);
  await saveSteps(db, user.id, date, input.steps);
  return activityDay(db, user, date);
}

export async function setActivitySettings(db: Database, user: UserRow, addToBudget: boolean): Promise<ActivityDayDto> {
  await updateUserSettings(db, user.id, { exercise_adds_to_budget: addToBudget });
  return activityDay(db, { ...user, exercise_adds_to_budget: addToBudget });
}
