import { z } from 'zod';
import { REPORT_KEYS, type ReportKey } from './report-nutrients.ts';
import data from './dri-targets.json' with { type: 'json' };

/**
 * Dietary Reference Intakes for the tracked nutrients, by sex and age group, built from the
 * reference table by `pnpm dri:build` (scripts/build-dri-targets.ts); amounts are per day in the
 * nutrient's own unit.
 */
const value = z.strictObject({
  kind: z.enum(['RDA', 'AI']).optional(),
  amount: z.number().positive().optional(),
  /** Tolerable upper intake level. */
  upper: z.number().positive().optional(),
  /** Chronic disease risk reduction intake (sodium): intakes above it are to be reduced. */
  limit: z.number().positive().optional(),
  /** Set when the upper level applies to another form than food (supplements, preformed retinol…). */
  upperNote: z.string().min(1).optional(),
});
export const driTableSchema = z.strictObject({
  source: z.string().min(1),
  groups: z
    .array(
      z.strictObject({
        sex: z.enum(['male', 'female']),
        ageMin: z.number().int().nonnegative(),
        ageMax: z.number().int().positive(),
        values: z.partialRecord(z.enum(REPORT_KEYS), value),
      }),
    )
    .min(1),
});
export type DriValue = z.infer<typeof value>;

const table = driTableSchema.parse(data);

export interface DriTarget {
  key: ReportKey;
  amount: number | null;
  kind: 'RDA' | 'AI' | null;
  upper: number | null;
  upperNote: string | null;
  limit: number | null;
}

type Sex = 'male' | 'female';
const sexesOf = (sex: string): readonly Sex[] => (sex === 'male' || sex === 'female' ? [sex] : ['female', 'male']);

function groupFor(sex: 'male' | 'female', age: number) {
  return table.groups.find((g) => g.sex === sex && age >= g.ageMin && age <= g.ageMax) ?? null;
}

/** The group's name as people read it: 'female, 31-50 years', 'male, over 70'. */
export function driGroupName(sex: string, age: number): string | null {
  const sexes = sexesOf(sex);
  const g = groupFor(sexes[0]!, age);
  if (!g) return null;
  const ages = g.ageMax >= 200 ? `over ${g.ageMin - 1}` : `${g.ageMin}-${g.ageMax} years`;
  return `${sexes.length === 2 ? 'any sex' : sexes[0]}, ${ages}`;
}

/**
 * The DRIs for a person: RDA, else AI, the upper level and the risk reduction limit where set.
 * Without a male or female profile, the higher intake of the two and the lower levels, so neither is missed.
 */
export function driTargets(sex: string, age: number): DriTarget[] {
  const sexes = sexesOf(sex);
  const values = sexes.map((s) => groupFor(s, age)?.values);
  return REPORT_KEYS.map((key) => {
    const found = values.map((v) => v?.[key]).filter((v): v is DriValue => v !== undefined);
    const intake = found.filter((v) => v.amount !== undefined).sort((a, b) => b.amount! - a.amount!)[0];
    const upper = found.filter((v) => v.upper !== undefined).sort((a, b) => a.upper! - b.upper!)[0];
    const limits = found.flatMap((v) => (v.limit !== undefined ? [v.limit] : []));
    return {
      key,
      amount: intake?.amount ?? null,
      kind: intake?.kind ?? null,
      upper: upper?.upper ?? null,
      upperNote: upper?.upperNote ?? null,
      limit: limits.length > 0 ? Math.min(...limits) : null,
    };
  });
}
