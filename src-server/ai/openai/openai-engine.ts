import OpenAI from 'openai';
import type { z } from 'zod';
import { planFacts } from '../../../src/domain/meal-plan-words.ts';
import { checkProposal } from '../../../src/domain/prep-proposal.ts';
import { newSessionId } from '../../../src/domain/prep-session.ts';
import type { SpokenMeal } from '../../../src/domain/voice-parse.ts';
import { parseSegment } from '../../../src/domain/voice-parse.ts';
import { unitFor } from '../../../src/food-phrase/units.ts';
import type { AiEngine, Answer } from '../engine.ts';
import { keepsNumbers, numbersIn, parseReply } from './json-reply.ts';
import { foodTextPrompt, labelPrompt, mealPrompt, photoPrompt, planWordsPrompt, prepPrompt, suggestionsPrompt, swapsPrompt, weeklyPrompt } from './prompts.ts';
import { foodTextReply, labelReply, mealReply, photoReply, planWordsReply, prepProposalReply, suggestionsReply, swapsReply, weeklyReply } from './replies.ts';

export const DEFAULT_AI_TIMEOUT_MS = 20_000;

export interface ProviderOptions {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  model: string;
  timeoutMs?: number;
  /** Told why an answer fell back to the built-in engine. */
  onFallback?: (task: string, reason: string) => void;
}

type Messages = OpenAI.Chat.Completions.ChatCompletionMessageParam[];

/**
 * An OpenAI-compatible chat model (OpenAI, Ollama, vLLM, LM Studio...). Asks for JSON mode, accepts
 * JSON wrapped in prose, validates with zod, and on a timeout, an error or an invalid answer
 * returns the built-in engine's answer instead.
 */
export function createOpenAiEngine(options: ProviderOptions, builtin: AiEngine): AiEngine {
  const timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'not-needed',
    baseURL: options.baseURL ?? null,
    timeout: timeoutMs,
    maxRetries: 0,
  });

  async function complete(messages: Messages, signal: AbortSignal, json: boolean): Promise<string> {
    const reply = await client.chat.completions.create(
      { model: options.model, messages, temperature: 0.2, ...(json ? { response_format: { type: 'json_object' as const } } : {}) },
      { signal },
    );
    return reply.choices[0]?.message?.content ?? '';
  }

  /** The validated answer, or null after telling onFallback why. */
  async function ask<S extends z.ZodType>(task: string, messages: Messages, schema: S): Promise<z.output<S> | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      let text: string;
      try {
        text = await complete(messages, signal, true);
      } catch (error) {
        // Some local servers refuse response_format; the prompt asks for JSON anyway.
        if (!(error instanceof OpenAI.APIError) || (error.status !== 400 && error.status !== 422)) throw error;
        text = await complete(messages, signal, false);
      }
      const parsed = parseReply(text, schema);
      if (parsed === null) options.onFallback?.(task, `invalid answer: ${text.slice(0, 200)}`);
      return parsed;
    } catch (error) {
      options.onFallback?.(task, signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message);
      return null;
    }
  }

  const provider = <T>(value: T): Answer<T> => ({ value, engine: 'provider' });

  return {
    kind: 'provider',
    async parseFoodText(transcript) {
      const reply = await ask('parseFoodText', foodTextPrompt(transcript), foodTextReply);
      if (!reply) return builtin.parseFoodText(transcript);
      const meal: SpokenMeal = { mealType: reply.mealType ?? null, foods: [] };
      for (const f of reply.foods) {
        const unit = f.unit ? unitFor(f.unit.toLowerCase().replace(' ', '_')) : null;
        const spoken = parseSegment(f.food);
        if (spoken) meal.foods.push({ ...spoken, said: f.food, quantity: f.quantity, unit, size: f.size ?? null, statedAmount: true });
      }
      return provider(meal);
    },
    async analyzePhoto(dataUrl) {
      const reply = await ask('analyzePhoto', photoPrompt(dataUrl) as Messages, photoReply);
      return reply ? provider(reply) : builtin.analyzePhoto(dataUrl);
    },
    async readLabel(dataUrl) {
      const reply = await ask('readLabel', labelPrompt(dataUrl) as Messages, labelReply);
      return reply ? provider(reply) : builtin.readLabel(dataUrl);
    },
    async narrateSuggestions(items) {
      const reply = await ask('narrateSuggestions', suggestionsPrompt(items), suggestionsReply);
      const kept =
        reply?.suggestions.length === items.length &&
        reply.suggestions.every((s, i) => keepsNumbers(`${items[i]!.suggestion} ${items[i]!.reasoning}`, `${s.suggestion} ${s.action} ${s.reasoning}`));
      if (reply && !kept) options.onFallback?.('narrateSuggestions', 'the reworded suggestions changed or dropped numbers');
      return reply && kept ? provider(reply.suggestions) : builtin.narrateSuggestions(items);
    },
    async narrateWeeklySummary(summary) {
      const reply = await ask('narrateWeeklySummary', weeklyPrompt(summary), weeklyReply);
      const all = (s: typeof summary) => `${s.progress} ${s.improvements} ${s.recommendations.join(' ')}`;
      const kept = reply !== null && reply.recommendations.length === summary.recommendations.length && keepsNumbers(all(summary), all(reply));
      if (reply && !kept) options.onFallback?.('narrateWeeklySummary', 'the reworded summary changed or dropped numbers');
      return reply && kept ? provider(reply) : builtin.narrateWeeklySummary(summary);
    },
    async describeSwaps(original, swaps) {
      if (swaps.length === 0) return builtin.describeSwaps(original, swaps);
      const reply = await ask('describeSwaps', swapsPrompt(original, swaps), swapsReply);
      const kept =
        reply?.swaps.length === swaps.length &&
        reply.swaps.every((s, i) => s.name === swaps[i]!.name && keepsNumbers(swaps[i]!.reasoning, s.reasoning));
      if (reply && !kept) options.onFallback?.('describeSwaps', 'the swap texts did not keep the names and numbers');
      return reply && kept ? provider(reply.swaps.map((s, i) => ({ ...s, funFact: s.funFact || swaps[i]!.funFact, cookingTip: s.cookingTip || swaps[i]!.cookingTip }))) : builtin.describeSwaps(original, swaps);
    },
    async answerMealRequest(context) {
      const reply = await ask('answerMealRequest', mealPrompt(context), mealReply);
      return reply ? provider(reply.response) : builtin.answerMealRequest(context);
    },
    async namePlan(plan) {
      const facts = planFacts(plan);
      const reply = await ask('namePlan', planWordsPrompt(facts), planWordsReply);
      const allowed = new Set(numbersIn(facts));
      const kept = reply !== null && numbersIn(`${reply.name} ${reply.description}`).every((n) => allowed.has(n));
      if (reply && !kept) options.onFallback?.('namePlan', 'the plan name or description added numbers');
      return reply && kept ? provider(reply) : builtin.namePlan(plan);
    },
    async proposePrepSession(request, diet) {
      const reply = await ask('proposePrepSession', prepPrompt(request, diet), prepProposalReply);
      const session = reply && checkProposal(reply, diet, newSessionId());
      if (reply && !session) options.onFallback?.('proposePrepSession', 'the recipe failed its checks (steps, diet or nutrition)');
      return session ? provider(session) : builtin.proposePrepSession(request, diet);
    },
  };
}
