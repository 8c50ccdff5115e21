import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

/** A query in the reader's language and the word the first food's USDA name must hold. */
const CASES = new Map<string, [string, RegExp][]>([
  ['es', [
    ['manzana', /apple/i], ['pollo', /chicken/i], ['pan', /bread/i], ['leche', /milk/i], ['huevo', /egg/i],
    ['arroz', /rice/i], ['queso', /cheese/i], ['plátano', /banana/i], ['naranja', /orange/i], ['fresas', /strawberr/i],
    ['zanahoria', /carrot/i], ['patata', /potato/i], ['cebolla', /onion/i], ['atún', /tuna/i], ['salmón', /salmon/i],
    ['lentejas', /lentil/i], ['garbanzos', /chickpea/i], ['mantequilla', /butter/i], ['yogur griego', /yogurt/i], ['pechuga de pollo', /chicken.*breast|breast.*chicken/i],
    ['zumo de naranja', /orange juice/i], ['aguacate', /avocado/i], ['avena', /oat/i], ['espinacas', /spinach/i],
  ]],
  ['de', [
    ['Apfel', /apple/i], ['Hähnchen', /chicken/i], ['Brot', /bread/i], ['Milch', /milk/i], ['Eier', /egg/i],
    ['Reis', /rice/i], ['Käse', /cheese/i], ['Banane', /banana/i], ['Orangen', /orange/i], ['Erdbeeren', /strawberr/i],
    ['Karotte', /carrot/i], ['Kartoffeln', /potato/i], ['Zwiebel', /onion/i], ['Thunfisch', /tuna/i], ['Lachs', /salmon/i],
    ['Linsen', /lentil/i], ['Kichererbsen', /chickpea/i], ['Butter', /butter/i], ['Haferflocken', /oat/i], ['Hähnchenbrust', /chicken.*breast|breast.*chicken/i],
    ['Apfelsaft', /apple juice/i], ['Spinat', /spinach/i], ['Gurke', /cucumber/i], ['Brokkoli', /broccoli/i],
  ]],
]);

describe('GET /api/food-search in the reader\'s language', () => {
  for (const [language, cases] of CASES) {
    it(`finds everyday foods by their ${language} names, for a reader who chose ${language}`, async () => {
      const { cookie } = await signUp(t.app);
      expect((await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie }, payload: { language } })).statusCode).toBe(200);
      const misses: string[] = [];
      for (const [q, head] of cases) {
        const res = await t.app.inject({ method: 'GET', url: `/api/food-search?q=${encodeURIComponent(q)}`, headers: { cookie } });
        expect(res.statusCode).toBe(200);
        const first = res.json()[0]?.name ?? '(nothing)';
        if (!head.test(first)) misses.push(`${q} → ${first}`);
      }
      expect(misses).toEqual([]);
    });
  }

  it("reads the browser's language when none is chosen, and leaves an English reader's words alone", async () => {
    const { cookie } = await signUp(t.app);
    const first = async (q: string, acceptLanguage: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/food-search?q=${encodeURIComponent(q)}`, headers: { cookie, 'accept-language': acceptLanguage } })).json()[0]?.name ?? '';
    expect(await first('Brot', 'de-DE,de;q=0.9')).toMatch(/bread/i);
    expect(await first('manzana', 'es-ES')).toMatch(/apple/i);
    expect(await first('apple', 'es-ES')).toMatch(/apple/i);
    expect(await first('pollock', 'en-US')).toMatch(/pollock/i);
  });
});
