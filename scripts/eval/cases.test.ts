import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flagNames } from './case-schemas.ts';
import { buildGeneratedCases } from './generated-cases.ts';
import { halfOf } from './generated-meals.ts';
import { loadCases, loadMealSpecs, loadWweia } from './load-cases.ts';
import { buildMealCase, portionKcal } from './meal-cases.ts';
import { readUsda } from './usda.ts';

interface SeedFood {
  n: string;
  k: number;
  c: number;
  fi?: number;
  /** WWEIA category and tracked nutrients (alcohol, g per 100 g). */
  w?: number;
  m?: { alcohol?: number };
}

const seedFile = fileURLToPath(new URL('../../db/seed/foods.jsonl.gz', import.meta.url));
const seed = new Map<string, SeedFood>(
  gunzipSync(readFileSync(seedFile))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const f = JSON.parse(line) as SeedFood & { s: string; i: string };
      return [`${f.s}:${f.i}`, f];
    }),
);
// Every file is checked against its schema while loading: a broken line throws with its line number.
const cases = loadCases();
const specs = loadMealSpecs();
const fdcDir = process.env.FDC_DIR ?? fileURLToPath(new URL('../../../shared/fdc', import.meta.url));

describe('evaluation case files', () => {
  it('hold enough cases of each kind', () => {
    expect(cases.search.length).toBeGreaterThanOrEqual(300);
    expect(cases.meals.length).toBeGreaterThanOrEqual(200);
    expect(cases.swaps.length).toBeGreaterThanOrEqual(60);
    expect(cases.badges.length).toBeGreaterThanOrEqual(100);
    expect(cases.claims.length).toBeGreaterThanOrEqual(60);
  });

  it('name only foods the shipped seed holds', () => {
    const refs = [
      ...cases.search.flatMap((c) => c.accept),
      ...cases.meals.flatMap((c) => c.items.flatMap((i) => i.accept)),
      ...cases.swaps.flatMap((c) => c.original),
      ...cases.badges.map((c) => c.ref),
      ...cases.claims.map((c) => c.ref),
    ];
    expect(refs.filter((ref) => !seed.has(ref))).toEqual([]);
  });

  it('ask each search query and meal once', () => {
    const queries = cases.search.map((c) => c.query);
    const texts = cases.meals.map((c) => c.text);
    expect(queries.length - new Set(queries).size).toBe(0);
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it('give every meal the kcal its USDA portions add up to', () => {
    for (const c of cases.meals) {
      for (const item of c.items) {
        expect(item.kcal, `${c.text}: ${item.means}`).toBe(portionKcal(item.kcalPer100g, item.portionGrams, item.count));
        const food = seed.get(item.accept[0]!)!;
        // The seed rounds per-100 g values; the cases keep USDA's own.
        expect(Math.abs(food.k - item.kcalPer100g), `${c.text}: ${item.means} kcal per 100 g`).toBeLessThanOrEqual(Math.max(0.5, item.kcalPer100g * 0.005));
      }
      expect(c.kcal, c.text).toBe(Math.round(c.items.reduce((sum, i) => sum + i.kcal, 0)));
    }
  });

  it('ship the meal cases built from the meal specs', () => {
    const strip = ({ text, items }: (typeof specs)[number]) => ({ text, items: items.map(({ means, accept, portion, count }) => ({ means, accept, portion, count })) });
    expect(cases.meals.map(strip)).toEqual(specs.map(strip));
  });

  it.skipIf(!existsSync(fdcDir))('match what the build computes from the USDA files', { timeout: 120_000 }, () => {
    const usda = readUsda(fdcDir);
    expect(cases.meals).toEqual(specs.map((spec) => buildMealCase(spec, usda)));
  });

  it('mark keto exactly when net carbs give at most 10% of the energy of a drink without alcohol', () => {
    for (const c of cases.badges) {
      const food = seed.get(c.ref)!;
      const share = ((food.c - (food.fi ?? 0)) * 4) / food.k;
      const alcoholic = (food.m?.alcohol ?? 0) > 0 || (food.w !== undefined && food.w >= 7502 && food.w <= 7506);
      expect(c.flags.keto, c.name).toBe(share <= 0.1 && !alcoholic);
      expect(Object.keys(c.flags).sort()).toEqual([...flagNames].sort());
      if (c.flags.vegan) expect(c.flags.vegetarian, c.name).toBe(true);
    }
  });

  it('split the generated meals by food code: no food is in both halves', () => {
    const codes = (half: typeof cases.generatedDev) => new Set(half.flatMap((c) => c.items.map((i) => i.accept[0]!)));
    const [dev, test] = [codes(cases.generatedDev), codes(cases.generatedTest)];
    expect(cases.generatedDev.length + cases.generatedTest.length).toBeGreaterThanOrEqual(1000);
    expect([...dev].filter((code) => test.has(code))).toEqual([]);
    expect([...dev].filter((ref) => halfOf(ref.slice(2)) !== 'dev')).toEqual([]);
    expect([...test].filter((ref) => halfOf(ref.slice(2)) !== 'test')).toEqual([]);
    // The dev half worded in other styles is of the dev half's foods only.
    for (const other of [cases.generatedDevStyles, cases.generatedDevSpoken]) expect([...codes(other)].filter((ref) => halfOf(ref.slice(2)) !== 'dev')).toEqual([]);
  });

  it('give each generated meal the totals of its foods, each once', () => {
    for (const c of [...cases.generatedDev, ...cases.generatedDevStyles, ...cases.generatedDevSpoken, ...cases.generatedTest]) {
      expect(c.kcal, c.text).toBeCloseTo(c.items.reduce((sum, i) => sum + i.kcal, 0), 1);
      expect(c.carbs, c.text).toBeCloseTo(c.items.reduce((sum, i) => sum + i.carbs, 0), 1);
    }
    const texts = [...cases.generatedDev, ...cases.generatedDevStyles, ...cases.generatedDevSpoken, ...cases.generatedTest].map((c) => c.text);
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it('hold recipe lines and common searches enough, named by foods the seed holds, no search asked twice', () => {
    expect(cases.recipeLines.length).toBeGreaterThanOrEqual(100);
    expect(cases.commonSearches.length).toBeGreaterThanOrEqual(100);
    const refs = [...cases.recipeLines, ...cases.commonSearches, ...[...cases.generatedDev, ...cases.generatedDevStyles, ...cases.generatedDevSpoken, ...cases.generatedTest].flatMap((c) => c.items)].flatMap((c) => c.accept);
    expect(refs.filter((ref) => !seed.has(ref))).toEqual([]);
    const queries = [...cases.search, ...cases.commonSearches].map((c) => c.query.toLowerCase());
    expect(queries.length - new Set(queries).size).toBe(0);
  });

  it.skipIf(!existsSync(fdcDir))('ship the generated cases as the generator builds them from the USDA files', { timeout: 120_000 }, () => {
    const built = buildGeneratedCases(fdcDir);
    expect(built.get('generated-meals-dev.jsonl')).toEqual(cases.generatedDev);
    expect(built.get('generated-meals-dev-styles.jsonl')).toEqual(cases.generatedDevStyles);
    expect(built.get('generated-meals-dev-spoken.jsonl')).toEqual(cases.generatedDevSpoken);
    expect(built.get('generated-meals-test.jsonl')).toEqual(cases.generatedTest);
    expect(built.get('recipe-lines.jsonl')).toEqual(cases.recipeLines);
    expect(built.get('search-common.jsonl')).toEqual(cases.commonSearches);
  });

  it('allow swaps only from WWEIA categories USDA publishes', () => {
    const known = new Set(loadWweia().map((w) => w.number));
    expect(cases.swaps.flatMap((c) => c.categories).filter((n) => !known.has(n))).toEqual([]);
  });
});
