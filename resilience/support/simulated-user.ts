import { randomUUID } from 'node:crypto';
import { mealTypes, type CreateFoodLogInput } from '../../src/schemas/food-log.ts';
import { onboardingDefaults } from '../../src/schemas/user.ts';
import type { Food } from './database.ts';
import type { Answer, Recorder } from './http.ts';
import { pause } from './settings.ts';

const FOODS_PER_USER = 20;
const SEARCHES = ['chicken breast', 'banana', 'oatmeal', 'brown rice', 'boiled egg', 'apple', 'salmon', 'greek yogurt', 'broccoli', 'almonds'];
const RETRY_MS = 250;
const MAX_RETRIES = 240;

export interface Journey {
  recorder: Recorder;
  /** Real foods to log, from the seeded foods table. */
  foods: Food[];
  date: string;
  /** Try a 503 again after a moment, as its message invites; otherwise a 503 fails the user. */
  retryUnavailable: boolean;
}

export interface UserRun {
  id?: string;
  /** Ids of the food-log entries the server acknowledged with a 201. */
  acked: number[];
  finished: boolean;
}

class JourneyError extends Error {}

interface Caller {
  from: string;
  cookie?: string;
}

async function step(j: Journey, method: string, path: string, opts: Caller & { body?: unknown }, expected: number): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await j.recorder.send(method, path, opts);
    if (answer.status === expected) return answer;
    if (answer.status !== 503 || !j.retryUnavailable || attempt >= MAX_RETRIES) {
      throw new JourneyError(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    await pause(RETRY_MS);
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** 100 g of a food, logged the way the client logs a search result. */
export function foodEntry(food: Food, date: string, n: number): CreateFoodLogInput {
  return {
    date,
    mealType: mealTypes[n % mealTypes.length]!,
    foodName: food.name,
    quantity: '100 g',
    servingSize: '100 g',
    calories: Math.round(food.calories),
    protein: round1(food.protein),
    carbs: round1(food.carbs),
    fats: round1(food.fats),
    foodId: food.id,
    fdcId: food.fdcId,
    dataType: food.source as CreateFoodLogInput['dataType'],
  };
}

let visitors = 0;
/** A distinct private address per simulated user, as distinct people have. */
function nextAddress(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** Signs up and completes onboarding; returns the user's id, address and session cookie. */
export async function signUp(j: Journey): Promise<Required<Caller> & { id: string }> {
  const from = nextAddress();
  const body = { email: `load-${randomUUID()}@example.com`, password: 'correct horse battery' };
  const registered = await step(j, 'POST', '/api/auth/register', { from, body }, 201);
  if (!registered.cookie) throw new JourneyError('sign-up answered without a session cookie');
  const user = { id: registered.json.id as string, from, cookie: registered.cookie };
  await step(j, 'POST', '/api/auth/onboarding', { ...user, body: onboardingDefaults }, 200);
  return user;
}

/** What the user sees: every entry they were told was saved is in their day. */
async function checkDay(j: Journey, user: Caller, run: UserRun) {
  const day = await step(j, 'GET', `/api/daily-progress?date=${j.date}`, user, 200);
  const shown = new Set(Object.values(day.json.meals as Record<string, { id: number }[]>).flatMap((entries) => entries.map((e) => e.id)));
  const missing = run.acked.filter((id) => !shown.has(id));
  if (missing.length) throw new JourneyError(`daily progress lacks ${missing.length} entries the server acknowledged`);
}

interface SearchResult {
  id: number;
  fdcId: number | null;
  name: string;
  servingSize: string;
  dataType: CreateFoodLogInput['dataType'];
  nutrition: { calories: number; protein: number; carbs: number; fats: number };
}

/** One default serving of a search result, as the client logs it. */
function servingEntry(food: SearchResult, date: string): CreateFoodLogInput {
  const { calories, protein, carbs, fats } = food.nutrition;
  const serving = food.servingSize.slice(0, 100);
  return { date, mealType: 'breakfast', foodName: food.name, quantity: serving, servingSize: serving, calories, protein, carbs, fats, foodId: food.id, fdcId: food.fdcId, dataType: food.dataType };
}

/** Sign up, onboard, search, log 20 foods (the first search hit, then others) reading the day every 5, then read weight progress. */
export async function simulateUser(j: Journey, run: UserRun): Promise<void> {
  const user = await signUp(j);
  run.id = user.id;
  const search = await step(j, 'GET', `/api/food-search?q=${encodeURIComponent(pick(SEARCHES))}`, user, 200);
  const hit = (search.json as SearchResult[])[0];
  const entries = Array.from({ length: FOODS_PER_USER }, (_, n) => (n === 0 && hit ? servingEntry(hit, j.date) : foodEntry(pick(j.foods), j.date, n)));
  for (const [n, entry] of entries.entries()) {
    const logged = await step(j, 'POST', '/api/food-logs', { ...user, body: entry }, 201);
    run.acked.push(logged.json.id);
    if ((n + 1) % 5 === 0) await checkDay(j, user, run);
  }
  await step(j, 'GET', '/api/progress', user, 200);
  run.finished = true;
}
