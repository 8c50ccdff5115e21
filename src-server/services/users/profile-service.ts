import { dayIn } from '../../../src/domain/dates.ts';
import { targetUpdate, type MacroTargets } from '../../../src/domain/day-targets.ts';
import { computeTargets, type BodyStats } from '../../../src/domain/targets.ts';
import type { TargetChangeSource } from '../../../src/schemas/energy.ts';
import type { Language } from '../../../src/schemas/enums.ts';
import type { KeptTargetsDto } from '../../../src/schemas/targets.ts';
import type { OnboardingInput, ProfileInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { insertTargetChange } from '../../repositories/energy.ts';
import { deleteUser, lockUser, markWelcomed, setLanguage, updateUser } from '../../repositories/users.ts';
import { latestWeightLog } from '../../repositories/weight-logs.ts';
import { assertAnotherAdminRemains } from '../admin/admin-role.ts';
import { storedSource, storedTargets } from '../targets/day-targets.ts';

type BodyInput = Omit<OnboardingInput, 'timeZone' | 'weightUnit' | 'heightUnit'> & {
  timeZone?: string | undefined;
  weightUnit?: string | undefined;
  heightUnit?: string | undefined;
};

function bodyColumns(input: BodyInput) {
  return {
    age: input.age,
    gender: input.gender,
    height: input.height,
    weight: input.weight,
    activity_level: input.activityLevel,
    fitness_goal: input.fitnessGoal,
    dietary_preference: input.dietaryPreference,
    timeline: input.timeline,
    ...(input.timeZone ? { time_zone: input.timeZone } : {}),
    ...(input.weightUnit ? { weight_unit: input.weightUnit } : {}),
    ...(input.heightUnit ? { height_unit: input.heightUnit } : {}),
  };
}

/** The columns the formula reads; a save that leaves them as they are cannot move its targets. */
const FORMULA_INPUTS = ['age', 'gender', 'height', 'weight', 'activity_level', 'fitness_goal'] as const;

function formulaTargets(stats: BodyStats): MacroTargets {
  const t = computeTargets(stats);
  return { calories: t.dailyCalories, protein: t.dailyProtein, carbs: t.dailyCarbs, fats: t.dailyFats };
}

const formulaColumns = (t: MacroTargets) => ({ daily_calories: t.calories, daily_protein: t.protein, daily_carbs: t.carbs, daily_fats: t.fats, target_source: 'formula' });

async function saved(row: UserRow | undefined): Promise<UserRow> {
  if (!row) throw new AppError('NOT_FOUND', 'userNotFound');
  return row;
}

type TargetColumns = Pick<UserRow, 'daily_calories' | 'daily_protein' | 'daily_carbs' | 'daily_fats'>;

/**
 * Writes the user's new columns; when the targets move, the change joins the target history with
 * where it came from, in the same transaction (the check-in records its own).
 */
async function updateWithTargets(db: Database, userId: string, changes: Parameters<typeof updateUser>[2] & TargetColumns, source: TargetChangeSource): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockUser(trx, userId);
    const after = await saved(await updateUser(trx, userId, changes));
    await recordIfMoved(trx, before, after, source);
    return after;
  });
}

async function recordIfMoved(trx: Database, before: UserRow | undefined, after: UserRow, source: TargetChangeSource): Promise<void> {
  const { daily_calories: calories, daily_protein: protein, daily_carbs: carbs, daily_fats: fats } = after;
  if (!before || calories == null || protein == null || carbs == null || fats == null) return;
  const same = before.daily_calories === calories && before.daily_protein === protein && before.daily_carbs === carbs && before.daily_fats === fats;
  if (!same) await insertTargetChange(trx, after.id, dayIn(after.time_zone), { calories, protein, carbs, fats }, before.daily_calories, source);
}

/** Completes the profile and sets targets from the body stats. */
export async function completeOnboarding(db: Database, userId: string, input: OnboardingInput): Promise<UserRow> {
  return updateWithTargets(db, userId, { ...bodyColumns(input), ...formulaColumns(formulaTargets(input)) }, 'onboarding');
}

/**
 * Saves the profile. Formula targets follow it; an accepted check-in or hand-set target is replaced
 * only when the formula's inputs changed and the user confirmed (`replaceTargets`), otherwise it is
 * kept and the answer says what would have replaced it (decision 099).
 */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<{ user: UserRow; keptTargets: KeptTargetsDto | null }> {
  return db.transaction().execute(async (trx) => {
    const before = await lockUser(trx, userId);
    if (!before) throw new AppError('NOT_FOUND', 'userNotFound');
    const body = bodyColumns(input);
    const computed = formulaTargets(input);
    const stored = storedTargets(before);
    const source = storedSource(before);
    const inputsChanged = FORMULA_INPUTS.some((k) => before[k] !== body[k]);
    const decision = targetUpdate(source, stored, computed, { inputsChanged, confirmed: input.replaceTargets === true });
    const names = { first_name: input.firstName, last_name: input.lastName || null };
    const after = await saved(await updateUser(trx, userId, { ...body, ...names, ...(decision === 'set' ? formulaColumns(computed) : {}) }));
    await recordIfMoved(trx, before, after, 'profile');
    return { user: after, keptTargets: decision === 'ask' && stored ? { source, current: stored, proposed: computed } : null };
  });
}

/**
 * The profile's weight is the latest weigh-in (by day; decision 053), and formula targets follow it;
 * an accepted check-in or hand-set target stays. Called inside the transaction that added or removed
 * weigh-ins; with none left the profile keeps its weight. The user row is locked first, so two
 * weigh-ins at once cannot leave an older weight.
 */
export async function followLatestWeighIn(trx: Database, userId: string): Promise<void> {
  const user = await lockUser(trx, userId);
  const latest = await latestWeightLog(trx, userId);
  if (!user || !latest || latest.weight === user.weight) return;
  const { age, gender, height, activity_level: activityLevel, fitness_goal: fitnessGoal } = user;
  const computed = age != null && gender && height != null && activityLevel && fitnessGoal ? formulaTargets({ age, gender, height, weight: latest.weight, activityLevel, fitnessGoal }) : null;
  const follow = computed && targetUpdate(storedSource(user), storedTargets(user), computed, { inputsChanged: true, confirmed: false }) === 'set';
  const after = await updateUser(trx, userId, { weight: latest.weight, ...(follow ? formulaColumns(computed) : {}) });
  if (after && follow) await recordIfMoved(trx, user, after, 'weigh-in');
}

/** The dashboard's greeting: "Welcome" the first time it is shown, "Welcome back" after (decision 053). */
export async function recordWelcome(db: Database, userId: string): Promise<{ firstVisit: boolean }> {
  return { firstVisit: await markWelcomed(db, userId) };
}

/** The UI language chosen in Profile Settings; null goes back to the browser's language. */
export async function chooseLanguage(db: Database, userId: string, language: Language | null): Promise<UserRow> {
  return saved(await setLanguage(db, userId, language));
}

/** Deletes the account and all its data, unless it is the instance's last enabled admin (409: hand the role on first). */
export function deleteAccount(db: Database, userId: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await assertAnotherAdminRemains(trx, userId);
    if (!(await deleteUser(trx, userId))) throw new AppError('NOT_FOUND', 'userNotFound');
  });
}
