// The signed-in user bench:throughput acts as: onboarded, with a day of food logged.

const ONBOARDING = {
  age: 30, gender: 'male', height: 180, weight: 80, activityLevel: 'moderately_active',
  fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '6_months',
};
const DAY_OF_FOOD = [
  ['breakfast', 'Oatmeal, cooked', '1 cup', 166, 5.9, 28, 3.6],
  ['breakfast', 'Bananas, raw', '1 medium', 105, 1.3, 27, 0.4],
  ['lunch', 'Chicken breast, roasted', '150 g', 248, 46.5, 0, 5.4],
  ['lunch', 'Rice, white, cooked', '1 cup', 205, 4.3, 44.5, 0.4],
  ['lunch', 'Broccoli, boiled', '1 cup', 55, 3.7, 11.2, 0.6],
  ['dinner', 'Salmon, baked', '150 g', 309, 33.2, 0, 18.5],
  ['dinner', 'Sweet potato, baked', '1 medium', 103, 2.3, 23.6, 0.2],
  ['snack', 'Greek yogurt, plain', '170 g', 100, 17.3, 6.1, 0.7],
] as const;

/** A POST /api/food-logs body: one of the day's foods on the given date. */
export function foodLogBody(date: string, index = 0): string {
  const [mealType, foodName, quantity, calories, protein, carbs, fats] = DAY_OF_FOOD[index % DAY_OF_FOOD.length]!;
  return JSON.stringify({ date, mealType, foodName, quantity, calories, protein, carbs, fats });
}

export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

async function call(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs up, completes onboarding and logs the day's food (on the user's today); returns what acting as them needs. */
export async function signUpBenchUser(base: string) {
  const json = { 'content-type': 'application/json' };
  const registered = await call(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench password' }),
  });
  const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { id } = (await registered.json()) as { id: string };
  const headers = { ...json, cookie };
  await call(`${base}/api/auth/onboarding`, { method: 'POST', headers, body: JSON.stringify(ONBOARDING) });
  const { date } = (await (await call(`${base}/api/daily-progress`, { headers })).json()) as { date: string };
  for (let i = 0; i < DAY_OF_FOOD.length; i++) await call(`${base}/api/food-logs`, { method: 'POST', headers, body: foodLogBody(date, i) });
  return { id, cookie, headers, date };
}
