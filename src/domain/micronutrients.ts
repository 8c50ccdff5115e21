/**
 * The nutrients the app tracks beyond calories, protein, carbs, fat, fiber, sugar and sodium: one
 * list for the seed build, the FDC import, food logs, targets and the nutrients view. Amounts are
 * per 100 g on foods and per entry on food logs, in `unit`; USDA ids name where they come from.
 */
export interface NutrientInfo {
  key: string;
  name: string;
  unit: 'g' | 'mg' | 'µg';
  /** FDC nutrient.id. */
  fdcId: number;
  /** SR Nutr_No (FDC nutrient_nbr). */
  srNumber: string;
  /** Column of the FNDDS 2021-2023 nutrient-values table, when it has one. */
  fnddsColumn: string | null;
  /** Name in the Dietary Reference Intakes table, when there are DRIs for it. */
  dri: string | null;
}

const n = <K extends string>(key: K, name: string, unit: NutrientInfo['unit'], fdcId: number, srNumber: string, fnddsColumn: string | null, dri: string | null) =>
  ({ key, name, unit, fdcId, srNumber, fnddsColumn, dri }) as const;

export const NUTRIENTS = [
  n('saturatedFat', 'Saturated fat', 'g', 1258, '606', 'Fatty acids, total saturated (g)', null),
  n('transFat', 'Trans fat', 'g', 1257, '605', null, null),
  n('cholesterol', 'Cholesterol', 'mg', 1253, '601', 'Cholesterol (mg)', null),
  n('addedSugar', 'Added sugar', 'g', 1235, '539', null, null),
  n('potassium', 'Potassium', 'mg', 1092, '306', 'Potassium (mg)', 'potassium'),
  n('calcium', 'Calcium', 'mg', 1087, '301', 'Calcium (mg)', 'calcium'),
  n('iron', 'Iron', 'mg', 1089, '303', 'Iron (mg)', 'iron'),
  n('magnesium', 'Magnesium', 'mg', 1090, '304', 'Magnesium (mg)', 'magnesium'),
  n('zinc', 'Zinc', 'mg', 1095, '309', 'Zinc (mg)', 'zinc'),
  n('phosphorus', 'Phosphorus', 'mg', 1091, '305', 'Phosphorus (mg)', 'phosphorus'),
  n('selenium', 'Selenium', 'µg', 1103, '317', 'Selenium (mcg)', 'selenium'),
  n('copper', 'Copper', 'mg', 1098, '312', 'Copper (mg)', 'copper'),
  n('vitaminA', 'Vitamin A (RAE)', 'µg', 1106, '320', 'Vitamin A, RAE (mcg_RAE)', 'vitamin A'),
  n('vitaminC', 'Vitamin C', 'mg', 1162, '401', 'Vitamin C (mg)', 'vitamin C'),
  n('vitaminD', 'Vitamin D', 'µg', 1114, '328', 'Vitamin D (D2 + D3) (mcg)', 'vitamin D'),
  n('vitaminE', 'Vitamin E', 'mg', 1109, '323', 'Vitamin E (alpha-tocopherol) (mg)', 'vitamin E'),
  n('vitaminK', 'Vitamin K', 'µg', 1185, '430', 'Vitamin K (phylloquinone) (mcg)', 'vitamin K'),
  n('vitaminB6', 'Vitamin B6', 'mg', 1175, '415', 'Vitamin B-6 (mg)', 'vitamin B6'),
  n('vitaminB12', 'Vitamin B12', 'µg', 1178, '418', 'Vitamin B-12 (mcg)', 'vitamin B12'),
  n('thiamin', 'Thiamin', 'mg', 1165, '404', 'Thiamin (mg)', 'thiamin'),
  n('riboflavin', 'Riboflavin', 'mg', 1166, '405', 'Riboflavin (mg)', 'riboflavin'),
  n('niacin', 'Niacin', 'mg', 1167, '406', 'Niacin (mg)', 'niacin'),
  n('folate', 'Folate (DFE)', 'µg', 1190, '435', 'Folate, DFE (mcg_DFE)', 'folate'),
  n('choline', 'Choline', 'mg', 1180, '421', 'Choline, total (mg)', 'choline'),
  n('caffeine', 'Caffeine', 'mg', 1057, '262', 'Caffeine (mg)', null),
  n('alcohol', 'Alcohol', 'g', 1018, '221', 'Alcohol (g)', null),
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export const NUTRIENT_KEYS = NUTRIENTS.map((x) => x.key) as [NutrientKey, ...NutrientKey[]];

/** Known amounts by nutrient; a missing key means unknown, never zero. */
export type NutrientAmounts = Partial<Record<NutrientKey, number>>;

const BY_KEY = new Map<string, (typeof NUTRIENTS)[number]>(NUTRIENTS.map((x) => [x.key, x]));

export function nutrientInfo(key: string): (typeof NUTRIENTS)[number] | undefined {
  return BY_KEY.get(key);
}

/** Three significant figures: enough for any label, and small in the seed. */
export function roundAmount(value: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(3));
}

/** Amounts for `factor` times the food (grams / 100 for per-100 g values); unknowns stay unknown. */
export function scaleAmounts(amounts: NutrientAmounts, factor: number): NutrientAmounts {
  const out: NutrientAmounts = {};
  for (const key of NUTRIENT_KEYS) {
    const v = amounts[key];
    if (v !== undefined) out[key] = roundAmount(v * factor);
  }
  return out;
}
