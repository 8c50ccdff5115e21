import { parseSpokenFoods } from '../../../src/domain/voice-parse.ts';
import type { PhotoAnalysisResult, PhotoFood } from '../../../src/schemas/ai.ts';
import type { Nutrition } from '../../../src/schemas/nutrition.ts';
import type { AiEngine, PhotoFoodGuess } from '../../ai/engine.ts';
import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { lookupBarcode } from '../foods/barcode-service.ts';
import type { FoodDetail } from '../foods/search-foods.ts';
import { readBarcode } from './barcode-reader.ts';
import type { FoodCache } from './food-cache.ts';
import { matchFood, spelled } from './food-match.ts';
import { decodeImage } from './image-data.ts';

/** What a photo scan uses besides the database: the app's food cache, worker pool, settings and AI engine. */
export interface PhotoTools {
  foods: FoodCache;
  workers: WorkerPool;
  env: Env;
  ai: AiEngine;
}

async function matchGuess(foods: FoodCache, guess: PhotoFoodGuess): Promise<PhotoFood | null> {
  const parsed = parseSpokenFoods(`${guess.quantity} ${guess.name}`).foods[0] ?? parseSpokenFoods(guess.name).foods[0];
  if (!parsed) return null;
  const m = await matchFood(foods, await spelled(foods, parsed));
  if (!m) return null;
  return {
    name: m.food.name,
    quantity: m.quantity,
    grams: m.grams,
    portion: m.portion,
    confidence: Math.round(guess.confidence * m.confidence),
    foodId: m.food.id,
    fdcId: m.food.fdcId,
    nutrition: m.nutrition,
  };
}

function sum(foods: PhotoFood[]): Nutrition {
  const total: Nutrition = { calories: 0, protein: 0, carbs: 0, fats: 0, fiber: 0, sugar: 0, sodium: 0 };
  for (const f of foods) for (const k of Object.keys(total) as (keyof Nutrition)[]) total[k] += f.nutrition[k];
  const one = (n: number) => Math.round(n * 10) / 10;
  return { calories: Math.round(total.calories), protein: one(total.protein), carbs: one(total.carbs), fats: one(total.fats), fiber: one(total.fiber), sugar: one(total.sugar), sodium: Math.round(total.sodium) };
}

function fromProduct(code: string, food: FoodDetail): PhotoAnalysisResult {
  const n = food.nutrition;
  const nutrition: Nutrition = { calories: n.calories, protein: n.protein, carbs: n.carbs, fats: n.fats, fiber: n.fiber ?? 0, sugar: n.sugar ?? 0, sodium: n.sodium ?? 0 };
  const name = food.brand ? `${food.name} (${food.brand})` : food.name;
  return {
    foodName: name,
    confidence: 100,
    description: `Barcode ${code} read from the photo: ${name}, one serving of ${food.servingSize}.`,
    servingSize: food.servingSize,
    nutrition,
    foods: [{ name: food.name, quantity: food.servingSize, grams: food.servingGrams, portion: food.servingSize, confidence: 100, foodId: food.id, fdcId: food.fdcId, nutrition }],
    engine: 'builtin',
    barcode: code,
  };
}

/** The product whose barcode is in the photo, or null to let the model look at it instead. */
async function productInPhoto(db: Database, env: Env, userId: string, code: string, canLook: boolean): Promise<PhotoAnalysisResult | null> {
  try {
    return fromProduct(code, await lookupBarcode(db, env, code, userId));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (canLook) return null;
    // The lookup's own problem is the issue, so the client translates it inside this message.
    const problem = { path: 'image', message: error.message, reason: error.reason, params: error.params };
    throw new AppError(error.code, 'photoBarcode', { params: { code, problem: error.message }, issues: [problem] });
  }
}

/**
 * A photo → foods and nutrition. A barcode in it is read in the worker pool and looked up; otherwise the
 * model names the foods and portions and the food database supplies the numbers. With neither,
 * a 503 that says what to configure.
 */
export async function analyzePhoto(db: Database, { foods: cache, workers, env, ai: engine }: PhotoTools, userId: string, image: string): Promise<PhotoAnalysisResult> {
  const { bytes, mime, dataUrl } = decodeImage(image);
  const canLook = engine.kind === 'provider';
  const code = await readBarcode(workers, userId, bytes, mime, env.PHOTO_BARCODE_TIMEOUT_MS);
  const product = code ? await productInPhoto(db, env, userId, code, canLook) : null;
  if (product) return product;
  if (!canLook) throw new AppError('SERVICE_UNAVAILABLE', 'photoNeedsVision');
  const answer = await engine.analyzePhoto(dataUrl);
  if (answer.engine !== 'provider' || !answer.value) {
    throw new AppError('SERVICE_UNAVAILABLE', 'photoUnusableAnswer');
  }
  const guesses = answer.value.foods;
  if (guesses.length === 0) throw new AppError('UNPROCESSABLE_CONTENT', 'photoNoFood');
  const matched = await Promise.all(guesses.map((g) => matchGuess(cache, g)));
  const foods = matched.filter((f): f is PhotoFood => f !== null);
  if (foods.length === 0) {
    throw new AppError('UNPROCESSABLE_CONTENT', 'photoFoodsUnknown', { params: { foods: guesses.map((g) => g.name).join(', ') } });
  }
  const missed = guesses.filter((_, i) => !matched[i]).map((g) => g.name);
  const named = guesses.filter((_, i) => matched[i]).map((g) => g.name);
  return {
    foodName: (named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0]!).replace(/^./, (c) => c.toUpperCase()),
    confidence: Math.round(foods.reduce((s, f) => s + f.confidence, 0) / foods.length),
    description: `${answer.value.description}${missed.length ? ` Not in the food database: ${missed.join(', ')}.` : ''}`.trim(),
    servingSize: foods.map((f) => `${f.quantity} ${f.name.split(',')[0]!.toLowerCase()}`).join(' + '),
    nutrition: sum(foods),
    foods,
    engine: 'provider',
  };
}
