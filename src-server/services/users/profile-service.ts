import { computeTargets } from '../../../src/domain/targets.ts';
import type { Language } from '../../../src/schemas/enums.ts';
import type { OnboardingInput, ProfileInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteUser, lockUser, markWelcomed, setLanguage, updateUser } from '../../repositories/users.ts';
import { latestWeightLog } from '../../repositories/weight-logs.ts';

type BodyInput = Omit<OnboardingInput, 'timeZone' | 'weightUnit' | 'heightUnit'> & {
  timeZone?: string | undefined;
  weightUnit?: string | undefined;
  heightUnit?: string | undefined;
};

function bodyColumns(input: BodyInput) {
  const targets = computeTargets(input);
  return {
    age: input.age,
    gender: input.gender,
    height: input.height,
    weight: input.weight,
    activity_level: input.activityLevel,
    fitness_goal: input.fitnessGoal,
    dietary_preference: input.dietaryPreference,
    timeline: input.timeline,
    daily_calories: targets.dailyCalories,
    daily_protein: targets.dailyProtein,
    daily_carbs: targets.dailyCarbs,
    daily_fats: targets.dailyFats,
    ...(input.timeZone ? { time_zone: input.timeZone } : {}),
    ...(input.weightUnit ? { weight_unit: input.weightUnit } : {}),
    ...(input.heightUnit ? { height_unit: input.heightUnit } : {}),
  };
}

async function saved(row: UserRow | undefined): Promise<UserRow> {
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/** Completes the profile and sets targets from the body stats. */
export async function completeOnboarding(db: Database, userId: string, input: OnboardingInput): Promise<UserRow> {
  return saved(await updateUser(db, userId, bodyColumns(input)));
}

/** Every profile change recomputes the targets. */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<UserRow> {
  return saved(
    await updateUser(db, userId, {
      ...bodyColumns(input),
      first_name: input.firstName,
      last_name: input.lastName,
    }),
  );
}

/**
 * The profile's weight is the latest weigh-in (by day; decision 053), and the targets follow it.
 * Called inside the transaction that added or removed weigh-ins; with none left the profile keeps
 * its weight. The user row is locked first, so two weigh-ins at once cannot leave an older weight.
 */
export async function followLatestWeighIn(trx: Database, userId: string): Promise<void> {
  const user = await lockUser(trx, userId);
  const latest = await latestWeightLog(trx, userId);
  if (!user || !latest || latest.weight === user.weight) return;
  const { age, gender, height, activity_level: activityLevel, fitness_goal: fitnessGoal } = user;
  const targets = age != null && gender && height != null && activityLevel && fitnessGoal ? computeTargets({ age, gender, height, weight: latest.weight, activityLevel, fitnessGoal }) : undefined;
  await updateUser(trx, userId, {
    weight: latest.weight,
    ...(targets && { daily_calories: targets.dailyCalories, daily_protein: targets.dailyProtein, daily_carbs: targets.dailyCarbs, daily_fats: targets.dailyFats }),
  });
}

/** The dashboard's greeting: "Welcome" the first time it is shown, "Welcome back" after (decision 053). */
export async function recordWelcome(db: Database, userId: string): Promise<{ firstVisit: boolean }> {
  return { firstVisit: await markWelcomed(db, userId) };
}

/** The UI language chosen in Profile Settings; null goes back to the browser's language. */
export async function chooseLanguage(db: Database, userId: string, language: Language | null): Promise<UserRow> {
  return saved(await setLanguage(db, userId, language));
}

export async function deleteAccount(db: Database, userId: string): Promise<void> {
  if (!(await deleteUser(db, userId))) throw new AppError('NOT_FOUND', 'User not found');
}
