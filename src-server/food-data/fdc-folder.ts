import { promises as fs } from 'node:fs';
import path from 'node:path';
import { csvRows, type CsvRow } from './csv-rows.ts';
import { FoodTable, SLOT, SLOTS, toRecord, type SeqPortion } from './fdc-food-table.ts';
import type { FoodRecord, FoodSource } from './food-record.ts';
import { fdcPortionLabel, formatAmount } from './portion-label.ts';

const DATA_TYPES: Record<string, FoodSource> = {
  foundation_food: 'foundation',
  sr_legacy_food: 'sr_legacy',
  survey_fndds_food: 'survey',
  branded_food: 'branded',
};

const MARKER_FILES: [string, FoodSource][] = [
  ['foundation_food.csv', 'foundation'],
  ['sr_legacy_food.csv', 'sr_legacy'],
  ['survey_fndds_food.csv', 'survey'],
  ['branded_food.csv', 'branded'],
];

const READ_FILES = [
  'measure_unit.csv', 'food_category.csv', 'wweia_food_category.csv', 'foundation_food.csv', 'sr_legacy_food.csv',
  'survey_fndds_food.csv', 'food_calorie_conversion_factor.csv', 'food_nutrient_conversion_factor.csv', 'food.csv',
  'branded_food.csv', 'food_nutrient.csv', 'food_portion.csv',
];

export interface FdcReadOptions {
  onBytes?(bytes: number): void;
  onSkip?(reason: string): void;
}

export interface FdcFoods {
  count: number;
  records(): Generator<FoodRecord>;
}

type Lookups = Record<'units' | 'categories' | 'wweia' | 'foundation' | 'srLegacy' | 'survey', Map<string, string>>;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

/** Which FDC datasets a download folder holds, from its marker files. */
export async function detectFdcSources(folder: string): Promise<FoodSource[]> {
  if (!(await exists(path.join(folder, 'food.csv')))) return [];
  const found: FoodSource[] = [];
  for (const [file, source] of MARKER_FILES) if (await exists(path.join(folder, file))) found.push(source);
  return found;
}

/** Total size of the files readFdcFolder reads, for a progress bar. */
export async function fdcFolderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const file of READ_FILES) total += await fs.stat(path.join(folder, file)).then((s) => s.size, () => 0);
  return total;
}

/** FDC Branded descriptions are often all capitals. */
export function tidyName(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (/[a-z]/.test(trimmed) || !/[A-Z]/.test(trimmed)) return trimmed;
  return trimmed.toLowerCase().replace(/(^|[\s(/&-])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase());
}

// Brand owners and categories repeat across millions of rows: keep one copy of each.
const interned = new Map<string, string>();
function intern(text: string): string {
  const known = interned.get(text);
  if (known !== undefined) return known;
  if (interned.size < 200_000) interned.set(text, text);
  return text;
}

/**
 * Reads an official FDC CSV download folder (Foundation, SR Legacy, Survey, Branded or a full
 * download). Every file is streamed; only the few values the app needs are kept per food, so a
 * multi-GB food_nutrient.csv never sits in memory.
 */
export async function readFdcFolder(folder: string, options: FdcReadOptions = {}): Promise<FdcFoods> {
  const reader = new FolderReader(folder, options);
  const lookups = await reader.lookups();
  const factors = await reader.energyFactors();
  const table = new FoodTable();
  await reader.foods(table, lookups);
  await reader.branded(table);
  await reader.nutrients(table);
  await reader.portions(table, lookups.units);
  return {
    count: table.dropped.filter((d) => !d).length,
    *records() {
      for (let i = 0; i < table.fdcIds.length; i++) {
        if (!table.dropped[i]) yield toRecord(table, i, factors.get(String(table.fdcIds[i])));
      }
    },
  };
}

class FolderReader {
  constructor(private readonly folder: string, private readonly options: FdcReadOptions) {}

  private skip(reason: string): void {
    this.options.onSkip?.(reason);
  }

  /** Rows of a file, or nothing when the folder does not have it. */
  private async *rows(name: string): AsyncGenerator<CsvRow> {
    const file = path.join(this.folder, name);
    if (!(await exists(file))) return;
    yield* csvRows(file, { onBytes: this.options.onBytes, onBadRow: (reason) => this.skip(reason) });
  }

  private async map(name: string, key: string, value: string): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    for await (const row of this.rows(name)) map.set(row.get(key), row.get(value));
    return map;
  }

  async lookups(): Promise<Lookups> {
    return {
      units: await this.map('measure_unit.csv', 'id', 'name'),
      categories: await this.map('food_category.csv', 'id', 'description'),
      wweia: await this.map('wweia_food_category.csv', 'wweia_food_category', 'wweia_food_category_description'),
      foundation: await this.map('foundation_food.csv', 'fdc_id', 'NDB_number'),
      srLegacy: await this.map('sr_legacy_food.csv', 'fdc_id', 'NDB_number'),
      survey: await this.map('survey_fndds_food.csv', 'fdc_id', 'food_code'),
    };
  }

  /** Foundation's own Atwater factors (protein, fat, carbohydrate) by fdc_id. */
  async energyFactors(): Promise<Map<string, [number, number, number]>> {
    const factorFood = await this.map('food_nutrient_conversion_factor.csv', 'id', 'fdc_id');
    const factors = new Map<string, [number, number, number]>();
    for await (const row of this.rows('food_calorie_conversion_factor.csv')) {
      const fdcId = factorFood.get(row.get('food_nutrient_conversion_factor_id'));
      const p = row.number('protein_value'), f = row.number('fat_value'), c = row.number('carbohydrate_value');
      if (fdcId && p !== null && f !== null && c !== null) factors.set(fdcId, [p, f, c]);
    }
    return factors;
  }

  async foods(table: FoodTable, lookups: Lookups): Promise<void> {
    for await (const row of this.rows('food.csv')) {
      const source = DATA_TYPES[row.get('data_type')];
      if (!source) continue; // lab sample and acquisition records, not foods
      const id = row.get('fdc_id');
      if (!/^\d+$/.test(id)) { this.skip('bad fdc_id'); continue; }
      const name = tidyName(row.get('description'));
      if (!name) { this.skip('no description'); continue; }
      let sourceId = id;
      let category = lookups.categories.get(row.get('food_category_id')) ?? null;
      if (source === 'foundation' && lookups.foundation.size > 0 && !lookups.foundation.has(id)) {
        this.skip('older Foundation version');
        continue;
      }
      // SR Legacy and Survey use the seed's keys (NDB number, food code), so importing them updates the seeded rows.
      if (source === 'sr_legacy' && lookups.srLegacy.get(id)) sourceId = lookups.srLegacy.get(id)!.padStart(5, '0');
      if (source === 'survey') {
        sourceId = lookups.survey.get(id) || id;
        category = lookups.wweia.get(row.get('food_category_id')) ?? null;
      }
      table.add(Number(id), source, sourceId, name, category ? intern(category) : null, row.get('publication_date'));
    }
  }

  async branded(table: FoodTable): Promise<void> {
    const latestByGtin = new Map<string, number>();
    for await (const row of this.rows('branded_food.csv')) {
      const i = table.index.get(Number(row.get('fdc_id')));
      if (i === undefined) continue;
      if (row.get('discontinued_date')) { table.dropped[i] = true; this.skip('discontinued product'); continue; }
      const gtin = row.get('gtin_upc') || null;
      const brand = row.get('brand_owner') || row.get('brand_name');
      table.brands[i] = brand ? intern(tidyName(brand)) : null;
      table.gtins[i] = gtin;
      const category = row.get('branded_food_category');
      if (category) table.categories[i] = intern(category);
      const portion = brandedPortion(row);
      if (portion) table.addPortion(i, portion);
      if (!gtin) continue;
      const other = latestByGtin.get(gtin);
      if (other === undefined) {
        latestByGtin.set(gtin, i);
        continue;
      }
      // Duplicate GTINs are updates of one product: keep the latest publication.
      const newer = table.published[i]! > table.published[other]! || (table.published[i] === table.published[other] && i > other);
      table.dropped[newer ? other : i] = true;
      if (newer) latestByGtin.set(gtin, i);
      this.skip('older version of the same GTIN');
    }
  }

  async nutrients(table: FoodTable): Promise<void> {
    for await (const row of this.rows('food_nutrient.csv')) {
      const slot = SLOT[row.get('nutrient_id')];
      if (slot === undefined) continue;
      const i = table.index.get(Number(row.get('fdc_id')));
      const amount = row.number('amount');
      if (i !== undefined && amount !== null) table.values[i * SLOTS + slot] = amount;
    }
  }

  async portions(table: FoodTable, units: Map<string, string>): Promise<void> {
    for await (const row of this.rows('food_portion.csv')) {
      const i = table.index.get(Number(row.get('fdc_id')));
      const grams = row.number('gram_weight');
      if (i === undefined || grams === null || grams <= 0) continue;
      const label = fdcPortionLabel({
        amount: row.number('amount'),
        unit: units.get(row.get('measure_unit_id')) ?? null,
        description: row.get('portion_description'),
        modifier: row.get('modifier'),
      });
      table.addPortion(i, { label, grams, seq: row.number('seq_num') ?? 0 });
    }
  }
}

/** Branded serving from serving_size (g or ml) and the household text ('1 cup'). */
function brandedPortion(row: CsvRow): SeqPortion | null {
  const size = row.number('serving_size');
  const unit = row.get('serving_size_unit').toLowerCase();
  if (size === null || size <= 0 || !['g', 'grm', 'ml', 'mlt'].includes(unit)) return null;
  const short = unit.startsWith('g') ? 'g' : 'ml';
  const household = row.get('household_serving_fulltext').replace(/\s+/g, ' ').trim();
  const label = household && !/^[\d.]+\s*(g|ml)$/i.test(household) ? household : `${formatAmount(size)} ${short}`;
  // Label servings in ml are taken as grams (1 g/ml); FDC gives Branded values per 100 g or 100 ml.
  return { label: /^\d|^[½¼¾⅓]/.test(label) ? label : `1 ${label}`, grams: size, seq: 0 };
}
