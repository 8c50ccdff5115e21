import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { driGroupName, driTargets } from '../../../src/domain/dri-targets.ts';
import { nutrientReport } from '../../../src/domain/nutrient-report.ts';
import { defaultTarget, REPORT_NUTRIENTS, targetKindOf } from '../../../src/domain/report-nutrients.ts';
import type { NutrientsRangeInput, NutrientsReportDto, NutrientTargetsDto, SetNutrientTargetsInput } from '../../../src/schemas/nutrients.ts';
import type { DayTargetsDto } from '../../../src/schemas/targets.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { entriesBetween, ownNutrientTargets, writeNutrientTargets } from '../../repositories/nutrients.ts';
import { dayTargets } from '../targets/day-targets.ts';

const DAY_MS = 86_400_000;

/**
 * Every reported nutrient with its default target (the DRI for the user's age and sex, sodium's
 * CDRR, or 10% of the day's calories for added sugars and saturated fat), their own target if set,
 * and the upper level, for a day (default: the user's today).
 */
export async function nutrientTargets(db: Database, user: UserRow, date = dayIn(user.time_zone)): Promise<NutrientTargetsDto> {
  return (await dayAndNutrientTargets(db, user, date)).nutrients;
}

/** The day's calorie and macro targets and the nutrient targets that read its calories, worked out once. */
export async function dayAndNutrientTargets(db: Database, user: UserRow, date: string): Promise<{ day: DayTargetsDto; nutrients: NutrientTargetsDto }> {
  const [own, day] = await Promise.all([ownNutrientTargets(db, user.id), dayTargets(db, user, date)]);
  return { day, nutrients: nutrientTargetsOf(user, own, day.calories) };
}

function nutrientTargetsOf(user: UserRow, own: ReadonlyMap<string, number>, calories: number): NutrientTargetsDto {
  const dri = user.age !== null && user.gender !== null ? driTargets(user.gender, user.age) : null;
  return {
    group: user.age !== null && user.gender !== null ? driGroupName(user.gender, user.age) : null,
    targets: REPORT_NUTRIENTS.map((n, i) => {
      const d = dri?.[i];
      const base = defaultTarget(n.key, d ?? null, calories);
      const custom = own.get(n.key) ?? null;
      return {
        key: n.key,
        name: n.name,
        unit: n.unit,
        dri: base.amount,
        driKind: base.basis,
        targetKind: targetKindOf(n.key),
        custom,
        target: custom ?? base.amount,
        upperLimit: d?.upper ?? null,
        upperLimitNote: d?.upperNote ?? null,
      };
    }),
  };
}

export async function setNutrientTargets(db: Database, user: UserRow, input: SetNutrientTargetsInput): Promise<NutrientTargetsDto> {
  await writeNutrientTargets(db, user.id, input.targets);
  return nutrientTargets(db, user);
}

/** The tracked nutrients over a day or a range of days (default: the user's today). */
export async function nutrientsReport(db: Database, user: UserRow, input: NutrientsRangeInput): Promise<NutrientsReportDto> {
  const today = dayIn(user.time_zone);
  const to = input?.to ?? input?.from ?? today;
  const from = input?.from ?? (input?.to ? to : today);
  // A range reads the targets of its last day.
  const [entries, targets] = await Promise.all([entriesBetween(db, user.id, from, to), dayAndNutrientTargets(db, user, to)]);
  return {
    from,
    to,
    days: Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1,
    daysLogged: new Set(entries.map((e) => e.date)).size,
    entries: entries.length,
    nutrients: nutrientReport(entries, targets.nutrients.targets),
    targets: targets.day,
  };
}

/** The last `days` days up to the user's today. */
export function lastDays(user: UserRow, days: number): { from: string; to: string } {
  const to = dayIn(user.time_zone);
  return { from: addDays(to, -(days - 1)), to };
}
