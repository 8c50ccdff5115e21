import type { LabelField } from '../../../src/domain/label-parse.ts';
import type { LabelDraftDto } from '../../../src/schemas/label-scan.ts';
import type { CustomFoodValues } from './custom-food-form.ts';

const TOP_LEVEL = new Set<LabelField>(['calories', 'protein', 'carbs', 'fats', 'fiber', 'sugar', 'saturatedFat', 'sodium']);

/** The form box a label field fills: a main box, or one of the "More nutrients" ones. */
export const boxOf = (field: LabelField) => (TOP_LEVEL.has(field) ? field : `nutrients.${field}`);

/** Below this a reading is shown as one to check against the pack. */
export const SURE_ENOUGH = 80;

/**
 * A scanned label's draft over the form's values: every number the label gave replaces the box's,
 * the rest stay; with how sure each reading is, by box.
 */
export function applyLabelDraft(values: CustomFoodValues, draft: LabelDraftDto): { values: CustomFoodValues; confidence: Map<string, number> } {
  const next: CustomFoodValues = { ...values, nutrients: { ...values.nutrients } };
  const confidence = new Map<string, number>();
  if (draft.servingDescription) next.servingDescription = draft.servingDescription;
  if (draft.servingGrams) next.servingGrams = draft.servingGrams;
  if (draft.barcode) next.barcode = draft.barcode;
  for (const [field, reading] of Object.entries(draft.fields) as [LabelField, LabelDraftDto['fields'][LabelField]][]) {
    if (!reading) continue;
    if (TOP_LEVEL.has(field)) next[field as 'calories'] = reading.value;
    else next.nutrients[field as keyof CustomFoodValues['nutrients']] = reading.value;
    confidence.set(boxOf(field), reading.confidence);
  }
  return { values: next, confidence };
}
