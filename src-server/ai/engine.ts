import type { PrintedLabel } from '../../src/domain/label-printed.ts';
import type { PlanSummary, PlanWords } from '../../src/domain/meal-plan-words.ts';
import type { SpokenMeal } from '../../src/domain/voice-parse.ts';
import type { WeeklyText } from '../../src/domain/weekly-rules.ts';
import type { CoachSuggestion, EngineName } from '../../src/schemas/ai.ts';
import type { GeneratedSession } from '../../src/schemas/meal-prep.ts';

export type { EngineName } from '../../src/schemas/ai.ts';
export type { WeeklyText } from '../../src/domain/weekly-rules.ts';

/** A value and which implementation produced it. */
export interface Answer<T> {
  value: T;
  engine: EngineName;
}

export interface PhotoFoodGuess {
  name: string;
  /** As a person would say it: '1 cup', '2 slices', '150 g'. */
  quantity: string;
  confidence: number;
}

export interface PhotoGuess {
  description: string;
  foods: PhotoFoodGuess[];
}

export interface SwapText {
  name: string;
  reasoning: string;
  funFact: string;
  cookingTip: string;
}

export interface MealReplyContext {
  message: string;
  /** The conversation's earlier messages, oldest first; empty for a first message. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** What the assistant understood, as short phrases ('vegetarian', 'under 30 minutes'). */
  understood: string[];
  suggestions: { name: string; description: string; reason: string }[];
  /** The built-in reply, used as is by the built-in engine. */
  draft: string;
}

/**
 * The AI layer. Numbers always come from the database and the rules in services; an engine only
 * extracts (text or a photo → food phrases and amounts) or words things. Every method answers:
 * the provider falls back to the built-in engine on a timeout or an invalid answer.
 */
export interface AiEngine {
  /** 'provider' when an OpenAI-compatible model is configured. */
  readonly kind: EngineName;
  parseFoodText(transcript: string): Promise<Answer<SpokenMeal>>;
  /** Null when this engine cannot see images. */
  analyzePhoto(dataUrl: string): Promise<Answer<PhotoGuess | null>>;
  /** A nutrition label's rows as printed, for the label's own checks; null when this engine cannot see images. */
  readLabel(dataUrl: string): Promise<Answer<PrintedLabel | null>>;
  narrateSuggestions(items: CoachSuggestion[]): Promise<Answer<CoachSuggestion[]>>;
  narrateWeeklySummary(summary: WeeklyText): Promise<Answer<WeeklyText>>;
  describeSwaps(original: string, swaps: SwapText[]): Promise<Answer<SwapText[]>>;
  answerMealRequest(context: MealReplyContext): Promise<Answer<string>>;
  /** A generated plan's name and description; the built-in words are made from its numbers. */
  namePlan(plan: PlanSummary): Promise<Answer<PlanWords>>;
  /** A recipe for a cooking request, checked like a saved session; null when the engine has none. */
  proposePrepSession(request: string, diet: string | null): Promise<Answer<GeneratedSession | null>>;
}
