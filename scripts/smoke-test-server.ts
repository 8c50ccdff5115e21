// Walks a running server through what a newcomer does first, over the public REST API: health, the
// client page, sign-up, onboarding, a food search on the shipped USDA seed, a logged portion, a
// three-day meal plan from the recipe library, and a barcode read from a photo in the server's
// worker thread (online lookups are off, so the code is reported back, not looked up). Used by
// check-production-build.sh against the compiled build. Usage: tsx scripts/smoke-test-server.ts <url>
import assert from 'node:assert/strict';
import { barcodePhoto } from '../src-server/test/barcode-photo.ts';

const base = process.argv[2];
if (!base) throw new Error('Usage: smoke-test-server.ts <server url>');

let cookie = '';
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; text: string; headers: Headers }> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  return { status: res.status, json, text, headers: res.headers };
}
function expectStatus(res: { status: number; text: string }, status: number, what: string) {
  assert.equal(res.status, status, `${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
}

const health = await call('GET', '/api/health');
expectStatus(health, 200, 'health');
assert.deepEqual(health.json, { status: 'ok', db: 'ok' });

const page = await call('GET', '/dashboard');
expectStatus(page, 200, 'client page');
const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
assert.ok(script, 'the client page names its script');
expectStatus(await call('GET', script), 200, `client script ${script}`);

const email = `smoke-${Date.now()}@example.org`;
const registered = await call('POST', '/api/auth/register', { email, password: 'correct horse battery' });
expectStatus(registered, 201, 'sign-up');
cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
assert.match(cookie, /^platewise_session=/, 'sign-up sets a session cookie');

const me = await call('GET', '/api/auth/user');
expectStatus(me, 200, 'current user');
assert.equal(me.json.email, email);
if (me.json.dailyCalories === null) {
  const profile = { age: 34, gender: 'female', height: 168, weight: 64, activityLevel: 'lightly_active', fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '3_months', timeZone: 'UTC' };
  const onboarded = await call('POST', '/api/auth/onboarding', profile);
  expectStatus(onboarded, 200, 'onboarding');
  assert.ok(onboarded.json.dailyCalories > 1000, `onboarding sets a calorie target, got ${onboarded.json.dailyCalories}`);
}

const found = await call('GET', '/api/food-search?q=banana');
expectStatus(found, 200, 'food search');
const banana = found.json.find((f: { name: string }) => f.name === 'Bananas, raw');
assert.ok(banana, `the shipped seed has "Bananas, raw"; got ${found.json.map((f: { name: string }) => f.name).slice(0, 5).join(', ')}`);

const date = new Date().toISOString().slice(0, 10);
const { calories, protein, carbs, fats, fiber, sugar, sodium } = banana.nutrition;
const logged = await call('POST', '/api/food-logs', {
  date, mealType: 'breakfast', foodName: banana.name, quantity: banana.portions[0].label, foodId: banana.id,
  calories, protein, carbs, fats, fiber, sugar, sodium, dataType: banana.dataType,
});
expectStatus(logged, 201, 'logging a food');

const day = await call('GET', `/api/daily-progress?date=${date}`);
expectStatus(day, 200, 'daily progress');
assert.equal(day.json.meals.breakfast.length, 1, 'the logged food is in the day');
assert.equal(day.json.macros.calories, calories, 'the day totals the logged calories');

const plan = await call('POST', '/api/meal-plans', { preferences: { days: 3 } });
expectStatus(plan, 201, 'a meal plan from the recipe library');
assert.equal(plan.json.mealPlan.days.length, 3, 'the plan has the days asked for');

const photo = await call('POST', '/api/food-analysis', { image: (await barcodePhoto('1234567890128')).toString('base64') });
expectStatus(photo, 503, 'a barcode photo, with online lookups off');
assert.match(photo.json.message, /^Barcode 1234567890128 was read from the photo\./);

console.log(`Smoke test passed: health, client, sign-up, onboarding, food search, a logged ${banana.name} (${calories} kcal), a meal plan and a barcode read in a worker.`);
