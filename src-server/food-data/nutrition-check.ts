import { macroKcal } from '../../src/domain/energy.ts';
import type { CheckedFood, FoodRecord, Nutrients } from './food-record.ts';
import type { MacroTotals } from '../../src/schemas/nutrition.ts';

export type CheckOutcome =
  | { status: 'ok' | 'repaired'; food: CheckedFood; repairs: string[]; flags: string[] }
  | { status: 'dropped'; reason: string };

type Macros = Omit<MacroTotals, 'calories'> & { calories: number | null; alcohol: number };

const KJ_PER_KCAL = 4.184;

/**
 * Plausible energy range for the macros. Low end: carbohydrate may bring almost nothing (fiber,
 * polyols, sweeteners are all "carbohydrate by difference"), so only protein, fat and alcohol count.
 * High end: 4/4/9/7 plus room for specific Atwater factors and small unlisted sources (vinegar's acid).
 */
export function energyRange(m: Omit<Macros, 'calories'>): [number, number] {
  const proteinFat = macroKcal({ ...m, carbs: 0 });
  return [0.85 * proteinFat - 5, 1.15 * macroKcal(m) + 20];
}

function inRange(value: number, [low, high]: [number, number]): boolean {
  return value >= low && value <= high;
}

function closeTo(value: number, target: number): boolean {
  return Math.abs(value - target) <= Math.max(5, 0.1 * target);
}

/**
 * Explains an energy value outside the plausible range by a unit mix-up. Only a close match to
 * 4/4/9 counts as proof, and a kJ value that agrees with the kcal value rules out a mix-up.
 */
export function repairEnergy(m: Macros, energyKj: number | null): { calories: number; repair: string } | null {
  const expected = macroKcal(m);
  const kcal = m.calories!;
  const kjAgrees = energyKj !== null && closeTo(energyKj / KJ_PER_KCAL, kcal);
  if (!kjAgrees && closeTo(kcal / KJ_PER_KCAL, expected)) return { calories: kcal / KJ_PER_KCAL, repair: 'energy was in kJ' };
  if (energyKj !== null && !kjAgrees && closeTo(energyKj / KJ_PER_KCAL, expected)) return { calories: energyKj / KJ_PER_KCAL, repair: 'kcal replaced by the kJ value' };
  if (!kjAgrees && (closeTo(kcal / 10, expected) || closeTo(kcal * 10, expected))) return { calories: expected, repair: 'energy decimal slip' };
  return null;
}

/**
 * Checks one food's per-100 g values: fills what can be derived safely, repairs obvious unit
 * mix-ups, clears implausible optional values and drops foods that cannot be trusted.
 */
export function checkFood(record: FoodRecord): CheckOutcome {
  const repairs: string[] = [];
  const flags: string[] = [];
  const n: Nutrients = { ...record.per100 };
  if (!record.name.trim()) return { status: 'dropped', reason: 'no name' };

  for (const key of ['calories', 'protein', 'fats', 'carbs'] as const) {
    const value = n[key];
    if (value !== null && value < 0) return { status: 'dropped', reason: 'negative value' };
  }
  for (const key of ['fiber', 'sugar', 'sodium', 'saturatedFat'] as const) {
    const value = n[key];
    if (value !== null && value < 0) {
      n[key] = null;
      flags.push(`negative ${key} cleared`);
    }
  }
  const alcohol = n.alcohol ?? 0;

  // Macros given in mg look like > 100 g per 100 g.
  for (const key of ['protein', 'fats', 'carbs'] as const) {
    const value = n[key];
    if (value !== null && value > 100.5) {
      const fixed = { protein: n.protein ?? 0, fats: n.fats ?? 0, carbs: n.carbs ?? 0, alcohol, [key]: value / 1000 };
      if (n.calories !== null && inRange(n.calories, energyRange(fixed))) {
        n[key] = value / 1000;
        repairs.push(`${key} was in mg`);
      } else return { status: 'dropped', reason: `${key} above 100 g` };
    }
  }

  const missing = (['protein', 'fats', 'carbs'] as const).filter((key) => n[key] === null);
  if (missing.length === 3 && n.calories !== null && n.calories <= 4) {
    n.protein = n.fats = n.carbs = 0;
    repairs.push('macros missing on a 0 kcal food, set to 0');
  } else if (missing.length === 1 && n.calories !== null) {
    // e.g. carbohydrate not analysed for meat: fine when the other two explain the energy.
    const key = missing[0]!;
    const rest = { protein: n.protein ?? 0, fats: n.fats ?? 0, carbs: n.carbs ?? 0, alcohol };
    if (Math.abs(macroKcal(rest) - n.calories) <= Math.max(10, 0.15 * n.calories)) {
      n[key] = 0;
      repairs.push(`missing ${key} set to 0 (energy explained without it)`);
    }
  }
  if (n.protein === null || n.fats === null || n.carbs === null) {
    return { status: 'dropped', reason: `missing ${(['protein', 'fats', 'carbs'] as const).filter((k) => n[k] === null).join('/')}` };
  }
  const macros = { protein: n.protein, fats: n.fats, carbs: n.carbs, alcohol };
  if (n.protein + n.fats + n.carbs + alcohol > 100.5) return { status: 'dropped', reason: 'macros above 100 g per 100 g' };

  if (n.calories === null) {
    n.calories = macroKcal(macros);
    repairs.push('energy computed from macros');
  } else if (!inRange(n.calories, energyRange(macros))) {
    const fixed = repairEnergy({ ...macros, calories: n.calories }, n.energyKj ?? null);
    if (!fixed) return { status: 'dropped', reason: 'energy does not match macros' };
    n.calories = fixed.calories;
    repairs.push(fixed.repair);
  } else if (n.calories < 0.7 * macroKcal(macros) - 10) {
    flags.push('energy low for macros (fiber or polyols)');
  }
  if (n.calories > 902) return { status: 'dropped', reason: 'energy above 900 kcal per 100 g' };

  if (n.fiber !== null && n.fiber > n.carbs * 1.05 + 1) {
    n.fiber = null;
    flags.push('fiber above carbs cleared');
  }
  if (n.sugar !== null && n.sugar > n.carbs * 1.05 + 1.5) {
    n.sugar = null;
    flags.push('sugar above carbs cleared');
  }
  if (n.saturatedFat !== null && n.saturatedFat > n.fats * 1.05 + 0.5) {
    n.saturatedFat = null;
    flags.push('saturated fat above fat cleared');
  }
  // Pure salt is ~38,760 mg sodium per 100 g.
  if (n.sodium !== null && n.sodium > 40_000) {
    n.sodium = null;
    flags.push('sodium above 40 g cleared');
  }

  const per100 = { ...n, calories: n.calories, protein: n.protein, fats: n.fats, carbs: n.carbs };
  delete per100.alcohol;
  delete per100.energyKj;
  return { status: repairs.length > 0 ? 'repaired' : 'ok', food: { ...record, per100 }, repairs, flags };
}
