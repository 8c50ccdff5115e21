import { NUTRIENTS, type NutrientKey } from './micronutrients.ts';

/**
 * Fiber, total sugars and sodium: kept in a food's and an entry's own columns (the label's), and
 * reported with the tracked nutrients. `dri` names the row of the DRI table, when there is one.
 */
export const LABEL_NUTRIENTS = [
  { key: 'fiber', name: 'Fiber', unit: 'g', dri: 'fiber, total' },
  { key: 'sugar', name: 'Total sugars', unit: 'g', dri: null },
  { key: 'sodium', name: 'Sodium', unit: 'mg', dri: 'sodium' },
] as const;

export type LabelKey = (typeof LABEL_NUTRIENTS)[number]['key'];
export type ReportKey = LabelKey | NutrientKey;

/** Every nutrient the nutrients report and its targets cover, label nutrients first. */
export const REPORT_NUTRIENTS: readonly { key: ReportKey; name: string; unit: 'g' | 'mg' | 'µg'; dri: string | null }[] = [...LABEL_NUTRIENTS, ...NUTRIENTS];
export const REPORT_KEYS = REPORT_NUTRIENTS.map((x) => x.key) as [ReportKey, ...ReportKey[]];

export const isLabelKey = (key: string): key is LabelKey => LABEL_NUTRIENTS.some((x) => x.key === key);

/** Nutrients to keep under a limit: shown as under or over it, never called low. */
const LIMITED: ReadonlySet<ReportKey> = new Set<ReportKey>(['sodium', 'sugar', 'addedSugar', 'saturatedFat']);

export type TargetKind = 'intake' | 'limit';
export const targetKindOf = (key: ReportKey): TargetKind => (LIMITED.has(key) ? 'limit' : 'intake');

/**
 * Dietary Guidelines for Americans 2020-2025: added sugars and saturated fat each under 10% of
 * calories a day (from age 2), in grams at 4 and 9 kcal per gram.
 */
const ENERGY_SHARE = new Map<ReportKey, { share: number; kcalPerGram: number }>([
  ['addedSugar', { share: 0.1, kcalPerGram: 4 }],
  ['saturatedFat', { share: 0.1, kcalPerGram: 9 }],
]);

/** Where a default target comes from: a DRI (RDA, AI, sodium's CDRR) or the Dietary Guidelines' share of energy. */
export type TargetBasis = 'RDA' | 'AI' | 'CDRR' | 'DGA';

export interface DefaultTarget {
  amount: number | null;
  basis: TargetBasis | null;
}

/** The parts of a DRI entry a default target reads (src/domain/dri-targets.ts). */
export interface DriAmounts {
  amount: number | null;
  kind: 'RDA' | 'AI' | null;
  limit: number | null;
}

/**
 * A nutrient's default daily target: a share of the day's calories where the Dietary Guidelines set
 * one, else the chronic-disease risk reduction intake (sodium) as a limit, else the RDA or AI.
 * Whole grams for the energy shares, as a label shows them.
 */
export function defaultTarget(key: ReportKey, dri: DriAmounts | null, dayCalories: number | null): DefaultTarget {
  const share = ENERGY_SHARE.get(key);
  if (share) return dayCalories !== null && dayCalories > 0 ? { amount: Math.round((dayCalories * share.share) / share.kcalPerGram), basis: 'DGA' } : { amount: null, basis: null };
  if (dri?.limit != null) return { amount: dri.limit, basis: 'CDRR' };
  if (dri?.amount != null) return { amount: dri.amount, basis: dri.kind };
  return { amount: null, basis: null };
}
