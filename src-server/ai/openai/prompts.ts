import { PRINTED_ROWS } from '../../../src/domain/label-printed.ts';
import type { CoachSuggestion } from '../../../src/schemas/ai.ts';
import { labelDraftDto } from '../../../src/schemas/label-scan.ts';
import type { MealReplyContext, SwapText, WeeklyText } from '../engine.ts';

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

const JSON_ONLY = 'Answer with one JSON object only, no prose, no code fence.';
const KEEP = 'Keep every number exactly as given; do not add numbers, foods or advice that are not in the input.';

export function foodTextPrompt(transcript: string): Message[] {
  return [
    {
      role: 'system',
      content: `You extract foods from what a person said they ate. ${JSON_ONLY} Shape: {"mealType": "breakfast"|"lunch"|"dinner"|"snack"|null, "foods": [{"food": "plain food name", "quantity": number, "unit": "g"|"oz"|"lb"|"cup"|"tbsp"|"tsp"|"ml"|"slice"|"piece"|"glass"|"can"|"bowl"|"handful"|"serving"|null, "size": "small"|"medium"|"large"|null}]}. Leave out filler words; quantity defaults to 1.`,
    },
    { role: 'user', content: transcript },
  ];
}

export function photoPrompt(dataUrl: string) {
  return [
    {
      role: 'system' as const,
      content: `You identify foods in a photo of a meal. ${JSON_ONLY} Shape: {"description": "one sentence", "foods": [{"name": "plain food name as in a nutrition database", "quantity": "amount such as 1 cup, 2 slices, 150 g", "confidence": 0-100}]}. An empty foods list when no food is visible.`,
    },
    {
      role: 'user' as const,
      content: [
        { type: 'text' as const, text: 'What foods are in this photo, and how much of each?' },
        { type: 'image_url' as const, image_url: { url: dataUrl } },
      ],
    },
  ];
}

export function labelPrompt(dataUrl: string) {
  const formats = labelDraftDto.shape.format.options.map((f) => `"${f}"`).join('|');
  return [
    {
      role: 'system' as const,
      content:
        `You read the nutrition label in a photo exactly as printed: copy the numbers, never compute or correct them. ${JSON_ONLY} ` +
        `Shape: {"format": ${formats}, "servingDescription": "the serving in household words as printed, e.g. 2/3 cup" or null, "servingGrams": number or null, ` +
        `"rows": {"<row>": {"amount": "the amount with its unit as printed, e.g. 12g, 140mg, 2mcg", "dailyValue": the % Daily Value printed on that row as a number, or null}}}. ` +
        `Rows, each only when the label prints an amount for it: ${PRINTED_ROWS.join(', ')}. ` +
        'Formats: us-2016 the current US Nutrition Facts (Added Sugars), us-classic the older US label (Calories from Fat), us-dual a US label with a per-container column, ' +
        'canadian the bilingual Nutrition Facts / Valeur nutritive, eu a nutrition declaration per 100 g. ' +
        'Take the per-serving column; on an EU label the per-portion column when there is one, else per 100 g with the serving "100 g" and 100 grams. ' +
        'calories: the kcal figure; the kJ figure with its unit only when no kcal is printed. salt: an EU label\'s salt in grams.',
    },
    {
      role: 'user' as const,
      content: [
        { type: 'text' as const, text: 'Read this nutrition label.' },
        { type: 'image_url' as const, image_url: { url: dataUrl } },
      ],
    },
  ];
}

export function suggestionsPrompt(items: CoachSuggestion[]): Message[] {
  return [
    {
      role: 'system',
      content: `You are a friendly nutrition coach. Reword each suggestion so it reads naturally and encouragingly. ${KEEP} Return the same number of items in the same order. ${JSON_ONLY} Shape: {"suggestions": [{"suggestion": "", "action": "", "reasoning": ""}]}`,
    },
    { role: 'user', content: JSON.stringify({ suggestions: items }) },
  ];
}

export function weeklyPrompt(summary: WeeklyText): Message[] {
  return [
    {
      role: 'system',
      content: `You are a friendly nutrition coach writing a weekly summary. Reword it warmly and clearly. ${KEEP} Return the same number of recommendations. ${JSON_ONLY} Shape: {"progress": "", "improvements": "", "recommendations": [""]}`,
    },
    { role: 'user', content: JSON.stringify(summary) },
  ];
}

export function swapsPrompt(original: string, swaps: SwapText[]): Message[] {
  return [
    {
      role: 'system',
      content: `You explain food swaps for "${original}". For each swap, reword the reasoning and write a short fun fact and cooking tip about the swap food. Keep each name unchanged and the same order. ${KEEP} ${JSON_ONLY} Shape: {"swaps": [{"name": "", "reasoning": "", "funFact": "", "cookingTip": ""}]}`,
    },
    { role: 'user', content: JSON.stringify({ swaps }) },
  ];
}

export function mealPrompt(context: MealReplyContext): Message[] {
  return [
    {
      role: 'system',
      content: `You are a meal assistant. Write a short, friendly reply to the user's latest message that presents the listed recipes (by their exact names) and why they fit; the earlier messages are the conversation so far, and "understood" is everything asked in it. Mention no other recipes and no nutrition numbers. ${JSON_ONLY} Shape: {"response": ""}`,
    },
    ...context.history.map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: JSON.stringify({ message: context.message, understood: context.understood, recipes: context.suggestions }) },
  ];
}

export function planWordsPrompt(facts: string): Message[] {
  return [
    {
      role: 'system',
      content: `You name meal plans. ${JSON_ONLY} Shape: {"name": "", "description": ""}. The name is at most 6 words; the description one or two friendly sentences. Use only numbers that appear in the facts.`,
    },
    { role: 'user', content: facts },
  ];
}

export function prepPrompt(request: string, diet: string | null): Message[] {
  return [
    {
      role: 'system',
      content:
        `You write recipes for a guided cooking timer. ${JSON_ONLY} Shape: {"recipeName", "difficulty" (easy|medium|hard), "servings", ` +
        '"nutrition": {"calories","protein","carbs","fats"} per serving, "ingredients": [text], "steps": [{"title","description",' +
        '"duration" (seconds),"type" (prep|cook|rest|assemble|other),"temperature"?,"tips": [text]}]}. 3 to 10 steps.',
    },
    { role: 'user', content: `Recipe request: ${request}${diet && diet !== 'none' ? ` (the cook is ${diet})` : ''}` },
  ];
}
