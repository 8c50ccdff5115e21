import { computeTargets } from '../../../src/domain/targets.ts';
import type { OnboardingInput, ProfileInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteUser, updateUser } from '../../repositories/users.ts';

type BodyInput = Omit<OnboardingInput, 'timeZone'> & { timeZone?: string | undefined };

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
      ...(input.weightUnit ? { weight_unit: input.weightUnit } : {}),
      ...(input.heightUnit ? { height_unit: input.heightUnit } : {}),
    }),
  );
}

export async function deleteAccount(db: Database, userId: string): Promise<void> {
  if (!(await deleteUser(db, userId))) throw new AppError('NOT_FOUND', 'User not found');
}
