import path from 'node:path';
import { csvRows } from '../../src-server/food-data/csv-rows.ts';
import { isNotSpecified } from '../../src-server/food-data/food-facts.ts';
import type { CheckedFood } from '../../src-server/food-data/food-record.ts';

// FDC food_attribute_type 1001: words USDA codes a survey food under when a respondent says them
// ('Soft drink, cola': Coke, Pepsi; 'Gelatin dessert': jello; 'Cheese, Mozzarella, part skim': string cheese).
const ADDITIONAL_DESCRIPTION = '1001';

/**
 * The part of an additional description that names the food: coding notes are left out ('NS as to
 * sweetener', 'NFS', with what follows them), and so are notes of what the code excludes
 * ('excludes from raw'), which name other foods.
 */
export function alsoCalledText(description: string): string | null {
  const parts = description.replace(/^"+|"+$/g, '').split(',').map((p) => p.trim());
  // A coding note runs to the end: 'NS as to flavor, type, or brand'.
  const note = parts.findIndex((p) => isNotSpecified(p) || /^(excludes?|except|not)\b/i.test(p));
  const text = (note < 0 ? parts : parts.slice(0, note)).filter((p) => p !== '').join(', ');
  return text === '' ? null : text;
}

/** FNDDS additional descriptions by FDC id, in USDA's order, without repeats. */
export async function readAlsoCalled(surveyFolder: string): Promise<Map<number, string[]>> {
  const rows: { fdcId: number; seq: number; text: string }[] = [];
  for await (const row of csvRows(path.join(surveyFolder, 'food_attribute.csv'))) {
    if (row.get('food_attribute_type_id') !== ADDITIONAL_DESCRIPTION) continue;
    const text = alsoCalledText(row.get('value'));
    if (text) rows.push({ fdcId: Number(row.get('fdc_id')), seq: row.number('seq_num') ?? 0, text });
  }
  rows.sort((a, b) => a.fdcId - b.fdcId || a.seq - b.seq);
  const byFood = new Map<number, string[]>();
  for (const r of rows) {
    const list = byFood.get(r.fdcId) ?? [];
    if (!list.some((t) => t.toLowerCase() === r.text.toLowerCase())) list.push(r.text);
    byFood.set(r.fdcId, list);
  }
  return byFood;
}

/** Words of a text as a set, so 'Peas' and 'pea' compare equal: lower case, a plural 's' dropped, sorted. */
export function wordKey(text: string): string {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '' && w !== 'and' && w !== 'or');
  return [...new Set(words.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)))].sort().join(' ');
}

/**
 * Gives each survey food its additional descriptions (decision 055), and checks an SR food's common
 * names the same way. Many of them are not other
 * names of the food but the variants the code covers ('pork' for beef curry, 'cheese' for a
 * sandwich): a description that is what another food is called (the first term of its name) is
 * such a variant and is left out, so 'pork' finds pork, not curry.
 */
export function addAlsoCalled(foods: CheckedFood[], alsoCalled: Map<number, string[]>): void {
  const heads = new Set(foods.map((f) => wordKey(f.name.split(',')[0]!)));
  for (const food of foods) {
    // SR28's common names came with the food (sr28.ts); FNDDS's are read here.
    const given = food.source === 'survey' && food.fdcId !== null ? alsoCalled.get(food.fdcId) : food.alsoCalled;
    const list = (given ?? []).filter((text) => !heads.has(wordKey(text)));
    if (list.length) food.alsoCalled = list;
    else delete food.alsoCalled;
  }
}
