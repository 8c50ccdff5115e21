import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { cellNumber, csvStream } from './csv-stream.ts';
import { rowsRead, type HistoryFood, type HistoryReader } from '../../../src/domain/history-rows.ts';

const MEALS = lookupTable<string>({ breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack', snacks: 'snack' });

/** Lose It! writes US dates (07/15/2026) or ISO ones. */
function dayOf(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const day = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text.slice(0, 10);
  return isoDate.safeParse(day).success ? day : null;
}

/**
 * Lose It!'s `food-logs.csv` (from the export on loseit.com: Settings → Export my data): one row per
 * food with `Date`, `Name`, `Meal`, `Quantity`, `Units`, `Calories`, `Deleted`, `Fat (g)`,
 * `Protein (g)`, `Carbohydrates (g)`, `Sugars (g)`, `Fiber (g)`, `Sodium (mg)`. Each becomes an
 * entry with its own name and numbers; a row marked deleted was removed in Lose It! and is passed over.
 */
export function loseItReader(): HistoryReader {
  const foods: HistoryFood[] = [];
  let records = 0;
  let skipped = 0;
  const csv = csvStream((row) => {
    const date = row.get('Date');
    if (date === undefined || !row.has('Name') || !row.has('Calories')) return;
    if (/^(1|true)$/i.test(row.get('Deleted') ?? '')) return;
    records += 1;
    const day = dayOf(date);
    const calories = cellNumber(row.get('Calories'));
    const name = row.get('Name')!.slice(0, 200);
    if (!day || calories === null || !name) {
      skipped += 1;
      return;
    }
    const n = roundNutrition({
      calories,
      protein: cellNumber(row.get('Protein (g)')) ?? 0,
      carbs: cellNumber(row.get('Carbohydrates (g)')) ?? 0,
      fats: cellNumber(row.get('Fat (g)')) ?? 0,
      fiber: cellNumber(row.get('Fiber (g)')),
      sugar: cellNumber(row.get('Sugars (g)')),
      sodium: cellNumber(row.get('Sodium (mg)')),
    });
    const quantity = `${row.get('Quantity') ?? ''} ${row.get('Units') ?? ''}`.trim().slice(0, 100) || '1 serving';
    const meal = MEALS[(row.get('Meal') ?? '').toLowerCase()] ?? 'snack';
    foods.push({ date: day, meal_type: meal, food_name: name, quantity, ...n, fiber: n.fiber ?? null, sugar: n.sugar ?? null, sodium: n.sodium ?? null });
  });
  return {
    write: csv.write,
    async end() {
      const read = await csv.end();
      return rowsRead(read, records, skipped, { foods });
    },
  };
}
