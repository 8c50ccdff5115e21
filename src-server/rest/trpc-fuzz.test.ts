import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertUser } from '../repositories/users.ts';
import { createSession } from '../services/auth/sessions.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';
import { deepNesting, fuzzSeed, hostileText, hostileValue, jsonText } from '../test/hostile.ts';
import { seedUserData } from '../test/owned-data.ts';
import { callProcedure, errorMessage, procedures, type ProcedureInfo } from '../test/procedures.ts';
import { nearValid, propertyNames, type Hints } from '../test/schema-arbitrary.ts';

// Fuzzed barcodes go to a local stand-in, never to the real Open Food Facts.
const openFoodFacts = await startFakeOpenFoodFacts();
afterAll(() => openFoodFacts.close());
const t = useTestApp({ OPEN_FOOD_FACTS_URL: openFoodFacts.url });

const RUNS = 3000;
const PROCEDURES = procedures();
/** Procedures that delete the caller: fuzzed as a throwaway user so the user with data stays. */
const ENDS_ACCOUNT = new Set(['user.deleteAccount']);
/** Procedures that answer only as JSON lines (httpBatchStreamLink): tRPC refuses a plain call with a 415 before they run. */
const STREAMED = new Set(['data.exportAll']);

let user: { id: string; cookie: string };
let hints: Hints;

beforeAll(async () => {
  const fuzzed = await signUp(t.app);
  const other = await signUp(t.app);
  const ids = await seedUserData(t.app, fuzzed.cookie);
  user = fuzzed;
  const exported = (await t.app.inject({ method: 'GET', url: '/api/export', headers: { cookie: fuzzed.cookie } })).body;
  const pixels = jpeg.encode({ width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 128) }, 80).data.toString('base64');
  // Real ids and plausible text make many inputs valid, so the services behind the schemas get fuzzed too.
  hints = {
    id: [ids.foodLogId, ids.weightLogId, ids.mealPlanId, ids.tokenId, ids.sessionId, ids.customFoodId],
    planId: [ids.mealPlanId],
    foodId: [ids.foodId],
    userId: [fuzzed.id, other.id],
    weight: [80, 30, 300, 72.35, '81.5', 29.99, 300.01],
    // Short plans: a 14-day plan takes long enough to slow the run without finding more.
    days: [1, 2],
    preferences: [{ days: 1 }, { days: 2, dietaryRestrictions: ['vegan'], servings: 3 }],
    timeZone: ['Europe/Paris', 'Pacific/Kiritimati', 'America/St_Johns', 'Etc/GMT+12'],
    recipeId: ['shakshuka', 'no-such-recipe'],
    q: ['banana', 'chiken brest', 'oat milk'],
    barcode: ['4006381333931', '4006381333932', ''],
    servingGrams: [40, 0, 100],
    transcript: ['two eggs and a slice of toast', '200g chicken breast', '1.5 cups of rice and 3 bananas'],
    content: [exported, 'Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n2026-01-05,Lunch,500,10,60,30'],
    image: [pixels, `data:image/jpeg;base64,${pixels}`],
    nutrient: [ids.nutrient, 'iron', 'niacin'],
    target: [100, null, 0.5],
  };
}, 60_000);

/** A fresh session for the user with data, e.g. after a fuzzed sign-in or logout replaced theirs. */
async function resumeSession() {
  const { token } = await createSession(t.database.db, user.id).catch(() => {
    throw new Error('the fuzzed user was deleted: add the procedure that did it to ENDS_ACCOUNT');
  });
  user.cookie = `platewise_session=${token}`;
}

async function throwawayCookie(): Promise<string> {
  const row = await insertUser(t.database.db, { id: crypto.randomUUID(), email: `${crypto.randomUUID()}@example.com`, password_hash: null });
  return `platewise_session=${(await createSession(t.database.db, row!.id)).token}`;
}

function inputFor(procedure: ProcedureInfo): fc.Arbitrary<unknown> {
  const keys = procedure.input ? propertyNames(procedure.input).concat('value') : ['value'];
  return fc.oneof(
    { arbitrary: procedure.input ? nearValid(procedure.input, hints) : fc.constant(undefined), weight: 12 },
    { arbitrary: hostileValue(keys), weight: 3 },
    { arbitrary: deepNesting, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

const call = fc.constantFrom(...PROCEDURES).chain((procedure) => fc.record({ procedure: fc.constant(procedure), input: inputFor(procedure) }));

/** How the call travels: as the client sends it, batched, with the wrong method, or as a broken request. */
const transport = fc.oneof(
  { arbitrary: fc.constant({ kind: 'plain' as const }), weight: 12 },
  { arbitrary: call.map((second) => ({ kind: 'batch' as const, second })), weight: 1 },
  { arbitrary: fc.constant({ kind: 'wrong-method' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      text: fc.oneof(hostileText, fc.constantFrom('{"a":', '{"0":{"json":', '[1,2', '\u0000', '%E0%A4%A', '{"__proto__":{"polluted":1}}')),
      // multipart/form-data has its own test below.
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16'),
    }),
    weight: 2,
  },
);

type Transport = typeof transport extends fc.Arbitrary<infer T> ? T : never;

function send(procedure: ProcedureInfo, input: unknown, how: Transport, cookie: string) {
  const headers = { cookie };
  const url = `/api/trpc/${procedure.path}`;
  switch (how.kind) {
    case 'plain':
      return callProcedure(t.app, procedure, input, headers);
    case 'wrong-method':
      return callProcedure(t.app, { ...procedure, type: procedure.type === 'query' ? 'mutation' : 'query' }, input, headers);
    case 'batch': {
      const batch = `{"0":${jsonText(input ?? null)},"1":${jsonText(how.second.input ?? null)}}`;
      const paths = `/api/trpc/${procedure.path},${how.second.procedure.path}?batch=1`;
      return procedure.type === 'query'
        ? t.app.inject({ method: 'GET', url: `${paths}&input=${encodeURIComponent(batch)}`, headers })
        : t.app.inject({ method: 'POST', url: paths, headers: { ...headers, 'content-type': 'application/json' }, payload: batch });
    }
    case 'garbage':
      return procedure.type === 'query'
        ? t.app.inject({ method: 'GET', url: `${url}?input=${encodeURIComponent(how.text)}`, headers })
        : t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': how.contentType }, payload: how.text });
  }
}

/**
 * A fault is any 5xx except the deliberate 503 that says this server is not set up for a feature
 * (a meal photo without a barcode needs an AI provider); it is checked inside a batch answered 207 too.
 */
function expectNoFault(res: LightMyRequestResponse, call: string) {
  const body = res.json();
  // A batch's successes can be long; its errors are what matters.
  const shown = Array.isArray(body) ? JSON.stringify(body.map((item) => item.error ?? 'ok')) : res.body;
  const context = `${call} → ${res.statusCode} ${shown.slice(0, 400)}`;
  const answers = Array.isArray(body) ? body.map((item) => item.error?.data ?? { httpStatus: 200 }) : [{ httpStatus: res.statusCode, code: body.error?.data?.code ?? body.code }];
  for (const { httpStatus, code, stack } of answers) {
    expect(httpStatus >= 500 && !(httpStatus === 503 && code === 'SERVICE_UNAVAILABLE'), context).toBe(false);
    expect(stack, context).toBeUndefined();
  }
  if (res.statusCode >= 400 && !Array.isArray(body)) expect(errorMessage(res), context).toMatch(/\S/);
}

it('answers random, malformed and hostile calls to every tRPC procedure with a 4xx or success, never a server fault', async () => {
  let requests = 0;
  let successes = 0;
  // Procedures whose own answer (a result, or an error naming them) came back: the calls got past routing.
  const reached = new Set<string>();
  await fc.assert(
    fc.asyncProperty(call, transport, async ({ procedure, input }, how) => {
      const endsAccount = ENDS_ACCOUNT.has(procedure.path) || (how.kind === 'batch' && ENDS_ACCOUNT.has(how.second.procedure.path));
      // Deleting the account is never batched: a call racing its own account's deletion is out of scope here.
      if (endsAccount && how.kind === 'batch') how = { kind: 'plain' };
      const batched = how.kind === 'batch' ? [procedure.path, how.second.procedure.path] : [procedure.path];
      const cookie = endsAccount ? await throwawayCookie() : user.cookie;
      const res = await send(procedure, input, how, cookie);
      requests += 1;
      if (res.statusCode < 300) successes += 1;
      const body = res.json();
      const refusedAsStream = STREAMED.has(procedure.path) && body.error?.data?.code === 'UNSUPPORTED_MEDIA_TYPE';
      if (how.kind === 'plain' && (body.result || body.error?.data?.path === procedure.path || refusedAsStream)) reached.add(procedure.path);
      expectNoFault(res, `${how.kind} ${batched.join(',')} ${jsonText(input)?.slice(0, 300)}`);
      // A fuzzed sign-in, sign-up or logout replaces the session; carry on as the user with data.
      if (cookie === user.cookie && res.cookies.some((c) => c.name === 'platewise_session')) await resumeSession();
    }),
    { numRuns: RUNS, seed: fuzzSeed },
  );
  expect(requests).toBe(RUNS);
  expect([...reached].sort()).toEqual(PROCEDURES.map((p) => p.path).sort());
  // Enough inputs are valid that the services behind the schemas run, not only the validation.
  expect(successes).toBeGreaterThan(RUNS / 4);
}, 240_000);

it('knows every procedure it treats specially', () => {
  for (const path of [...ENDS_ACCOUNT, ...STREAMED]) expect(PROCEDURES.map((p) => p.path)).toContain(path);
});

it('refuses a multipart body to a procedure with a 415 and a message', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/trpc/foodLog.create', headers: { cookie: user.cookie, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
  expect(res.statusCode).toBe(415);
  expect(res.json().message).toEqual(expect.any(String));
});
