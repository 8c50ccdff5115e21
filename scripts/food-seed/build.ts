import path from 'node:path';
import { csvRows } from '../../src-server/food-data/csv-rows.ts';
import { readFdcFolder } from '../../src-server/food-data/fdc-folder.ts';
import type { FoodFacts } from '../../src-server/food-data/food-facts.ts';
import type { CheckedFood, FoodRecord, Portion } from '../../src-server/food-data/food-record.ts';
import { checkFood } from '../../src-server/food-data/nutrition-check.ts';
import { finalizePortions, guidelinePortions } from '../../src-server/food-data/portion-label.ts';
import { addAlsoCalled, markReportedDefaults, readAlsoCalled } from './also-called.ts';
import { deriveFacts } from './facts.ts';
import { readFndds } from './fndds.ts';
import { PortionTwins } from './portion-twin.ts';
import type { SeedReport } from './report.ts';
import { readSr28 } from './sr28.ts';
import type { FnddsFood, UsdaInputs } from './usda-inputs.ts';

const LABEL = { foundation: 'Foundation 2024-10', sr_legacy: 'SR28', survey: 'FNDDS 2021-2023', branded: 'Branded' } as const;

export type SeedFood = CheckedFood & { portions: Portion[]; facts: FoodFacts };

/** Reads the three USDA sets from an offline FDC folder and returns the checked, de-duplicated foods with their facts. */
export async function buildSeedFoods(fdcFolder: string, inputs: UsdaInputs, report: SeedReport): Promise<SeedFood[]> {
  const skipped = (source: string) => (reason: string) => report.add(source, `dropped: ${reason}`);
  const foundationFolder = await readFdcFolder(path.join(fdcFolder, 'foundation'), {
    onSkip: (reason) => report.add(LABEL.foundation, `ignored: ${reason}`),
  });
  const foundation: FoodRecord[] = [...foundationFolder.records()];
  const sr = await readSr28(path.join(fdcFolder, 'sr28'));
  const survey = await readFndds(path.join(fdcFolder, 'survey_fndds'), skipped(LABEL.survey));

  const kept: CheckedFood[] = [];
  for (const food of [...foundation, ...sr, ...survey]) {
    const label = LABEL[food.source];
    report.add(label, 'read');
    const outcome = checkFood(food);
    if (outcome.status === 'dropped') {
      report.add(label, `dropped: ${outcome.reason}`);
      continue;
    }
    report.add(label, outcome.status);
    for (const repair of outcome.repairs) report.add(label, `repaired: ${repair}`);
    for (const flag of outcome.flags) report.add(label, `flagged: ${flag}`);
    kept.push(outcome.food);
  }

  // A current Foundation food replaces the SR28 entry with the same NDB number and the same words.
  // NDB numbers alone are not enough: some were reused for other foods.
  const ndbOfFoundation = new Map<string, string>();
  for await (const row of csvRows(path.join(fdcFolder, 'foundation', 'foundation_food.csv'))) {
    ndbOfFoundation.set(row.get('fdc_id'), row.get('NDB_number').padStart(5, '0'));
  }
  const srByNdb = new Map(kept.filter((f) => f.source === 'sr_legacy').map((f) => [f.sourceId, f]));
  const replaced = new Set<string>();
  for (const food of kept) {
    if (food.source !== 'foundation') continue;
    const twin = srByNdb.get(ndbOfFoundation.get(food.sourceId) ?? '');
    if (twin && wordSet(twin.name) === wordSet(food.name)) replaced.add(twin.sourceId);
  }
  // A Foundation food without household portions borrows those of the same food in SR or FNDDS (decision 108).
  const alsoCalled = await readAlsoCalled(path.join(fdcFolder, 'survey_fndds'));
  const foodOn = await readFoodOnNames(path.join(fdcFolder, 'foundation'));
  const otherNames = (f: CheckedFood) => (f.source === 'survey' ? (alsoCalled.get(f.fdcId ?? 0) ?? []).map((a) => a.text) : (f.alsoCalled ?? []));
  const twins = new PortionTwins(kept.filter((f) => f.source !== 'foundation').map((f) => ({ food: f, otherNames: otherNames(f) })));
  for (const food of kept) {
    if (food.source !== 'foundation' || food.portions.length > 0) continue;
    const found = twins.twinOf({ food, otherNames: foodOn.get(food.sourceId) ?? [] }, srByNdb.get(ndbOfFoundation.get(food.sourceId) ?? ''));
    if (!found) continue;
    food.portions = found.twin.portions;
    report.add(LABEL.foundation, `portions taken from the same food in ${LABEL[found.twin.source]}`);
  }
  report.add(LABEL.sr_legacy, 'dropped: replaced by the current Foundation food', replaced.size);

  const foods = kept.filter((f) => !(f.source === 'sr_legacy' && replaced.has(f.sourceId)));
  for (const food of foods) {
    const guidelines = guidelinePortions(food.portions);
    if (guidelines.length > 0) food.guidelines = guidelines;
    food.portions = finalizePortions(food.portions, { preferMedium: food.source !== 'survey', kcalPer100: food.per100.calories });
    report.add(LABEL[food.source], 'kept');
    if (food.portions.length === 0) report.add(LABEL[food.source], 'kept without household portion');
  }
  deriveFacts(foods, inputs, report);
  addAlsoCalled(foods, alsoCalled, (code) => madeOfSr(inputs.fndds.get(code)));
  report.add(LABEL.survey, 'facts: family default by an NFS additional description', markReportedDefaults(foods as SeedFood[], alsoCalled));
  const sourceOrder = { foundation: 0, sr_legacy: 1, survey: 2, branded: 3 };
  return (foods as SeedFood[]).sort((a, b) => sourceOrder[a.source] - sourceOrder[b.source] || a.sourceId.localeCompare(b.sourceId));
}

/** FoodOn's name of each Foundation food ('rolled oats' for 'Oats, whole grain, rolled, old fashioned'). */
async function readFoodOnNames(folder: string): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for await (const row of csvRows(path.join(folder, 'food_attribute.csv'))) {
    if (row.get('name') === 'FoodOn Ontology Name For FDC Item') names.set(row.get('fdc_id'), [row.get('value')]);
  }
  return names;
}

function wordSet(name: string): string {
  return [...new Set(name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean))].sort().join(' ');
}

/** The SR food an FNDDS food is made of as it is: at least 80 % of the recipe, uncooked. */
function madeOfSr(food: FnddsFood | undefined): string | null {
  const total = food?.ingredients.reduce((sum, i) => sum + i.grams, 0) ?? 0;
  const main = food?.ingredients.reduce((a, b) => (b.grams > a.grams ? b : a));
  return main && main.code.length !== 8 && !main.cooked && main.grams >= 0.8 * total ? main.description : null;
}
