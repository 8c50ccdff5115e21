import type { PhotoAnalysisResult } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { CreateLogInput } from '../../shared/food-log-types.ts';

export { confidenceColor } from './voice-logic.ts';

/** Photos larger than this are refused before upload. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Below this percent the result asks to be checked. */
export const VERIFY_BELOW = 70;

export type ImageFileProblem = 'notImage' | 'tooLarge' | 'empty';

/** Why a chosen file cannot be analysed, or null when it can. */
export function imageFileProblem(file: { size: number; type: string }): ImageFileProblem | null {
  if (file.type && !file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

export function needsVerification(confidencePercent: number): boolean {
  return confidencePercent < VERIFY_BELOW;
}

/** A sensible meal for the time of day. */
export function mealForHour(hour: number): MealType {
  if (hour < 11) return 'breakfast';
  if (hour < 16) return 'lunch';
  if (hour < 21) return 'dinner';
  return 'snack';
}

/** The `foodLog.create` input for an analysed photo: one entry with the estimated totals. */
export function photoToLog(result: PhotoAnalysisResult, date: string, mealType: MealType): CreateLogInput {
  const single = result.foods.length === 1 ? result.foods[0] : undefined;
  const n = result.nutrition;
  const round1 = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  return {
    date,
    mealType,
    foodName: result.foodName,
    quantity: result.servingSize?.trim() || '1 serving',
    calories: Math.round(n.calories),
    protein: round1(n.protein),
    carbs: round1(n.carbs),
    fats: round1(n.fats),
    fiber: n.fiber == null ? null : round1(n.fiber),
    sugar: n.sugar == null ? null : round1(n.sugar),
    sodium: n.sodium == null ? null : Math.round(n.sodium),
    foodId: single?.foodId || null,
    // With one food the server works out the numbers from it for these grams (decision 109).
    ...(single?.foodId && single.grams > 0 ? { grams: single.grams } : {}),
    fdcId: single?.fdcId ?? null,
    servingSize: result.servingSize?.trim() || null,
  };
}
