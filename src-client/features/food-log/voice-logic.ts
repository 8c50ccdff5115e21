import type { ParsedFood } from '../../../src/schemas/ai.ts';
import { dataTypes, type MealType } from '../../../src/domain/choices.ts';
import type { CreateLogInput } from '../../shared/food-log-types.ts';

/** Stop listening after this much silence once there is a final transcript. */
export const SILENCE_TIMEOUT_MS = 3000;
export const VOICE_LANGUAGE = 'en-US';

/** Used for each missing number when a parsed food has no nutrition. */
export const FALLBACK_NUTRITION = { calories: 100, protein: 5, carbs: 15, fats: 3, fiber: 2 } as const;

/** After `silentMs` without new speech: stop and parse when a final transcript exists, else keep listening. */
export function silenceDecision(finalTranscript: string, silentMs: number, timeoutMs = SILENCE_TIMEOUT_MS): 'stop' | 'wait' {
  return silentMs >= timeoutMs && finalTranscript.trim().length > 0 ? 'stop' : 'wait';
}

/** The transcript to send, or null for an empty one (ignored). */
export function transcriptToSend(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 0 ? t : null;
}

type MaybeNutrition = Partial<Record<'calories' | 'protein' | 'carbs' | 'fats' | 'fiber' | 'sugar' | 'sodium', number | null>>;

/** The numbers to log, with the spec's fallbacks for missing ones. */
export function nutritionWithFallback(nutrition: MaybeNutrition | null | undefined) {
  const n = nutrition ?? {};
  const pick = (v: number | null | undefined, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    calories: pick(n.calories, FALLBACK_NUTRITION.calories),
    protein: pick(n.protein, FALLBACK_NUTRITION.protein),
    carbs: pick(n.carbs, FALLBACK_NUTRITION.carbs),
    fats: pick(n.fats, FALLBACK_NUTRITION.fats),
    fiber: pick(n.fiber, FALLBACK_NUTRITION.fiber),
    ...(typeof n.sugar === 'number' ? { sugar: n.sugar } : {}),
    ...(typeof n.sodium === 'number' ? { sodium: n.sodium } : {}),
  };
}

export type ConfidenceColor = 'green' | 'yellow' | 'red';

/** Colours for a percent confidence: 80+ green, 60+ yellow, else red. */
export function confidenceColor(percent: number): ConfidenceColor {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

/** 0-1 → whole percent. */
export function toPercent(confidence: number): number {
  return Math.round(Math.max(0, Math.min(1, confidence)) * 100);
}

const isDataType = (v: string): v is (typeof dataTypes)[number] => (dataTypes as readonly string[]).includes(v);

export type VoiceFood = Omit<ParsedFood, 'nutrition'> & { nutrition?: Partial<ParsedFood['nutrition']> | null };

/** The `foodLog.create` input for one recognised food. */
export function voiceFoodToLog(food: VoiceFood, date: string, mealType: MealType): CreateLogInput {
  const quantity = food.quantity?.trim() || (food.grams ? `${Math.round(food.grams)} g` : '1 serving');
  return {
    date,
    mealType,
    foodName: food.name,
    quantity,
    ...nutritionWithFallback(food.nutrition),
    foodId: food.foodId || null,
    ...(food.foodId && food.grams && food.grams > 0 ? { grams: food.grams } : {}),
    fdcId: food.fdcId ?? null,
    servingSize: food.servingSize || null,
    ...(food.dataType && isDataType(food.dataType) ? { dataType: food.dataType } : {}),
  };
}
