import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import type { ImportSummary } from './import-fdc.ts';
import { importOpenFoodFacts } from './import-off.ts';

const FIXTURES = fileURLToPath(new URL('../test/fixtures/open-food-facts', import.meta.url));
const DUMP = path.join(FIXTURES, 'products.jsonl.gz');
const BREAD = '4006381333931';
const BISCUITS = '8412345678905';

describe('Open Food Facts export import, with no internet', () => {
  const t = useTestApp({ OPEN_FOOD_FACTS_URL: '' });
  let first: ImportSummary;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'off-dump-'));
    first = await importOpenFoodFacts(t.database.db, DUMP);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const offRows = () => t.database.db.selectFrom('foods').select(['id', 'source_id', 'name', 'protein']).where('source_id', 'like', 'off:%').execute();

  it('imports the products with nutrition facts and says why the others were skipped', async () => {
    expect(first).toMatchObject({ sources: ['Open Food Facts'], foods: 3040, inserted: 2624, updated: 0 });
    expect(first.skipped).toEqual({
      'no nutrition data': 259,
      'incomplete nutrition data': 85,
      'energy does not match macros': 26,
      'macros above 100 g per 100 g': 5,
      'no scannable barcode': 2,
      'no name': 1,
    });
    expect(first.repaired).toEqual({ 'fats was in mg': 15, 'energy was in kJ': 3 });
    expect(await offRows()).toHaveLength(2624);
    // The herbal tea has no nutrition table: not imported.
    expect((await offRows()).some((r) => r.source_id === 'off:4012345000016')).toBe(false);
  });

  it('answers a barcode from the import with lookups turned off, sodium from salt', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/foods/barcode/${BREAD}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Vollkornbrot mit Sonnenblumenkernen',
      brand: 'Nordkorn',
      dataType: 'Branded',
      category: 'Breads',
      servingSize: '50 g (50 g)',
      nutrition: { calories: 116, carbs: 19, sodium: 240 },
      per100g: { calories: 231, sodium: 480 },
    });
    // Energy given only in kJ: 1966 kJ / 4.184 = 470 kcal per 100 g.
    const biscuits = await t.app.inject({ method: 'GET', url: `/api/foods/barcode/${BISCUITS}`, headers: { cookie } });
    expect(biscuits.json().per100g.calories).toBeCloseTo(469.9, 1);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/foods/barcode/4012345000016', headers: { cookie } });
    expect(unknown.statusCode).toBe(503);
  });

  it("finds a product by its name in the reader's language", async () => {
    const german = await signUp(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie: german.cookie }, payload: { language: 'de' } })).statusCode).toBe(200);
    const found = await t.app.inject({ method: 'GET', url: '/api/food-search?q=haferkekse%20schokolade', headers: { cookie: german.cookie } });
    expect(found.statusCode).toBe(200);
    expect(found.json()[0]).toMatchObject({ name: 'Galletas de avena con chocolate', brand: 'Valle Sol', dataType: 'Branded' });

    // A half-typed last word, and the browser's language when none is chosen.
    const browser = await signUp(t.app);
    const typing = await t.app.inject({ method: 'GET', url: '/api/food-search?q=haferkekse%20schoko', headers: { cookie: browser.cookie, 'accept-language': 'de-DE,de;q=0.9' } });
    expect(typing.json()[0]?.name).toBe('Galletas de avena con chocolate');

    // An English reader is not shown it for German words.
    const english = await t.app.inject({ method: 'GET', url: '/api/food-search?q=haferkekse%20schokolade', headers: { cookie: browser.cookie, 'accept-language': 'en' } });
    expect(english.json().map((f: { name: string }) => f.name)).not.toContain('Galletas de avena con chocolate');
  });

  it('updates a changed product in place on a re-import', async () => {
    const before = await offRows();
    const lines = gunzipSync(await readFile(DUMP)).toString('utf8').split('\n');
    const bread = JSON.parse(lines[0]!);
    bread.nutriments.proteins_100g = 10.4;
    bread.product_name_es = 'Pan de centeno integral con pipas';
    lines[0] = JSON.stringify(bread);
    const changed = path.join(folder, 'openfoodfacts-products.jsonl.gz');
    await writeFile(changed, gzipSync(lines.join('\n')));

    const again = await importOpenFoodFacts(t.database.db, changed);
    expect(again).toMatchObject({ inserted: 0, updated: 1 });
    const after = await offRows();
    expect(after).toHaveLength(before.length);
    const row = after.find((r) => r.source_id === `off:${BREAD}`)!;
    expect(row).toMatchObject({ id: before.find((r) => r.source_id === `off:${BREAD}`)!.id, protein: 10.4 });
    const names = await t.database.db.selectFrom('food_names').select(['language', 'name']).where('food_id', '=', row.id).orderBy('language').execute();
    expect(names).toEqual([
      { language: 'en', name: 'Wholegrain bread with sunflower seeds' },
      { language: 'es', name: 'Pan de centeno integral con pipas' },
    ]);
  });

  it('reads the tab-separated CSV export, quotes and all', async () => {
    const summary = await importOpenFoodFacts(t.database.db, path.join(FIXTURES, 'products.csv'));
    expect(summary).toMatchObject({ foods: 30, inserted: 29, skipped: { 'no nutrition data': 1 } });
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/foods/barcode/5012345678900', headers: { cookie } });
    expect(res.json()).toMatchObject({ name: 'Mum\'s "Best" oat cookies', brand: 'Morning Table', nutrition: { sodium: 80 } });
  });

  it('refuses a file that is not an export', async () => {
    const other = path.join(folder, 'notes.txt');
    await writeFile(other, 'hello');
    await expect(importOpenFoodFacts(t.database.db, other)).rejects.toThrow(/not an Open Food Facts export/);
  });
});
