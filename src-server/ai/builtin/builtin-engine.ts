import { defaultPlanWords } from '../../../src/domain/meal-plan-words.ts';
import { parseSpokenFoods } from '../../../src/domain/voice-parse.ts';
import type { AiEngine, Answer } from '../engine.ts';

const builtin = <T>(value: T): Promise<Answer<T>> => Promise.resolve({ value, engine: 'builtin' });

/**
 * Deterministic and offline: the rule-based parser, and the wording the services' rules already
 * wrote. It cannot see photos or write recipes.
 */
export function createBuiltinEngine(): AiEngine {
  return {
    kind: 'builtin',
    parseFoodText: (transcript) => builtin(parseSpokenFoods(transcript)),
    analyzePhoto: () => builtin(null),
    readLabel: () => builtin(null),
    narrateSuggestions: (items) => builtin(items),
    narrateWeeklySummary: (summary) => builtin(summary),
    describeSwaps: (_original, swaps) => builtin(swaps),
    answerMealRequest: (context) => builtin(context.draft),
    namePlan: (plan) => builtin(defaultPlanWords(plan)),
    // Library recipes are the built-in answer; the meal-prep service picks one.
    proposePrepSession: () => builtin(null),
  };
}
