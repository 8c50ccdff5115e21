import type { LowNutrient } from '../../../src/domain/coach-rules.ts';
import { lowNutrients } from '../../../src/domain/nutrient-report.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { foodsRichIn, type RichFoodFilter } from '../../repositories/nutrients.ts';
import { lastDays, nutrientsReport } from './nutrients-service.ts';

/** Fewer logged days than this say too little about a week. */
const MIN_DAYS_LOGGED = 3;

/** What the user's diet asks of a food, from the seed's diet flags (decisions 027 and 028). */
function dietFilter(preference: string | null): Omit<RichFoodFilter, 'limit'> {
  if (preference === 'vegan') return { require: ['vegan'], lowCarb: false };
  if (preference === 'vegetarian') return { require: ['vegetarian'], lowCarb: false };
  return { require: [], lowCarb: preference === 'keto' };
}

/** Up to two nutrients averaging under 70% of target over the last 7 days, each with three foods rich in it that fit the diet. */
export async function lowThisWeek(db: Database, user: UserRow): Promise<LowNutrient[]> {
  const report = await nutrientsReport(db, user, lastDays(user, 7));
  if (report.daysLogged < MIN_DAYS_LOGGED) return [];
  const filter = dietFilter(user.dietary_preference);
  return Promise.all(
    lowNutrients(report.nutrients, report.entries)
      .slice(0, 2)
      .map(async (row) => ({
        key: row.key,
        percentOfTarget: row.percentOfTarget!,
        daysLogged: report.daysLogged,
        foods: (await foodsRichIn(db, row.key, { ...filter, limit: 3 })).map((f) => f.name),
      })),
  );
}
