import path from 'node:path';
import { csvRows } from '../../src-server/food-data/csv-rows.ts';
import { isNotSpecified } from '../../src-server/food-data/food-facts.ts';
import type { FoodFacts } from '../../src-server/food-data/food-facts.ts';
import type { CheckedFood } from '../../src-server/food-data/food-record.ts';

// FDC food_attribute_type 1001: words USDA codes a survey food under when a respondent says them
// ('Soft drink, cola': Coke, Pepsi; 'Gelatin dessert': jello; 'Cheese, Mozzarella, part skim': string cheese).
const ADDITIONAL_DESCRIPTION = '1001';

/**
 * The part of an additional description that names the food: coding notes are left out ('NS as to
 * sweetener', 'NFS', with what follows them), and so are notes of what the code excludes
 * ('excludes from raw'), which name other foods. 'lasagna NFS' names lasagna.
 */
export function alsoCalledText(description: string): string | null {
  const parts = description.replace(/^"+|"+$/g, '').split(',').map((p) => p.trim().replace(/\s+NFS$/i, ''));
  // A coding note runs to the end: 'NS as to flavor, type, or brand'.
  const note = parts.findIndex((p) => isNotSpecified(p) || /^(excludes?|except|not)\b/i.test(p));
  const text = (note < 0 ? parts : parts.slice(0, note)).filter((p) => p !== '').join(', ');
  return text === '' ? null : text;
}

/**
 * 'macaroni and cheese, NFS', 'lasagna NFS': USDA codes a report of that food, not further
 * specified, as this one. It is then the food's own name however many other foods start with it.
 */
export function reportedAs(description: string): boolean {
  return /^[^,]*[a-z][^,]*(,\s*|\s+)NFS"*$/i.test(description.replace(/^"+/, '').trim());
}

export interface AlsoCalled {
  text: string;
  /** USDA codes the text, not further specified, as this food (`reportedAs`). */
  reported: boolean;
}

/** FNDDS additional descriptions by FDC id, in USDA's order, without repeats. */
export async function readAlsoCalled(surveyFolder: string): Promise<Map<number, AlsoCalled[]>> {
  const rows: { fdcId: number; seq: number; text: string; reported: boolean }[] = [];
  for await (const row of csvRows(path.join(surveyFolder, 'food_attribute.csv'))) {
    if (row.get('food_attribute_type_id') !== ADDITIONAL_DESCRIPTION) continue;
    const text = alsoCalledText(row.get('value'));
    if (text) rows.push({ fdcId: Number(row.get('fdc_id')), seq: row.number('seq_num') ?? 0, text, reported: reportedAs(row.get('value')) });
  }
  rows.sort((a, b) => a.fdcId - b.fdcId || a.seq - b.seq);
  const byFood = new Map<number, AlsoCalled[]>();
  for (const r of rows) {
    const list = byFood.get(r.fdcId) ?? [];
    const same = list.find((a) => a.text.toLowerCase() === r.text.toLowerCase());
    if (same) same.reported ||= r.reported;
    else list.push({ text: r.text, reported: r.reported });
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
 * such a variant and is left out, so 'pork' finds pork, not curry; unless USDA codes that name,
 * not further specified, as this food and it holds the food's first word ('lasagna NFS' for
 * 'Lasagna with meat'; not 'bun, NFS' for a hamburger on a bun), or the SR food it is made of
 * names it.
 */
export function addAlsoCalled(foods: CheckedFood[], alsoCalled: Map<number, AlsoCalled[]>, madeOf: (code: string) => string | null = () => null): void {
  const heads = new Set(foods.map((f) => wordKey(f.name.split(',')[0]!)));
  for (const food of foods) {
    // The SR food an FNDDS food is made of says the same name: 'zucchini' on 'Summer squash, green,
    // raw' (all 'Squash, summer, zucchini, includes skin, raw'), 'tofu' on 'Soybean curd'.
    const sr = food.source === 'survey' ? madeOf(food.sourceId) : null;
    const srWords = new Set(wordKey(sr ?? '').split(' '));
    const inSr = (a: AlsoCalled) => sr !== null && wordKey(a.text).split(' ').every((w) => srWords.has(w));
    // SR28's common names came with the food (sr28.ts); FNDDS's are read here.
    const given = food.source === 'survey' && food.fdcId !== null ? alsoCalled.get(food.fdcId) : food.alsoCalled?.map((text) => ({ text, reported: false }));
    const first = wordKey(food.name.split(/[^A-Za-z0-9]+/).find(Boolean) ?? '');
    const ownName = (a: AlsoCalled) => a.reported && wordKey(a.text).split(' ').includes(first);
    const list = (given ?? []).filter((a) => ownName(a) || inSr(a) || !heads.has(wordKey(a.text))).map((a) => a.text);
    if (list.length) food.alsoCalled = list;
    else delete food.alsoCalled;
  }
}

/**
 * An FNDDS food USDA codes its own family, not further specified, as ('onions, NFS' on 'Onions, raw',
 * 'apple, NFS' on 'Apple, raw') is that family's plain default, as an 'NFS' food is. The family is
 * the first term of its name, one word: search reads a default's first term as nothing but the
 * query, so 'Coleslaw dressing' as a default would come first for 'coleslaw'.
 */
export function markReportedDefaults(foods: (CheckedFood & { facts: FoodFacts })[], alsoCalled: Map<number, AlsoCalled[]>): number {
  let marked = 0;
  for (const food of foods) {
    if (food.source !== 'survey' || food.fdcId === null || food.facts.plainDefault) continue;
    const family = wordKey(food.name.split(',')[0]!);
    if (family.includes(' ')) continue;
    if (!(alsoCalled.get(food.fdcId) ?? []).some((a) => a.reported && wordKey(a.text) === family)) continue;
    food.facts.plainDefault = true;
    marked++;
  }
  return marked;
}
