// pnpm eval:labels:build: renders nutrition labels from USDA FNDDS values (a household portion,
// rounded by the FDA's rules, 21 CFR 101.9) in Chromium, clean and degraded, into eval/labels/
// with truth.jsonl. No branded label data is on hand, so survey foods stand in for products.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { chromium } from 'playwright-core';
import type { LabelField, LabelFormat } from '../../src/domain/label-parse.ts';
import { labelPage, type Look, type PrintedLabel } from './label-templates.ts';

const FNDDS = '/work/shared/fdc/survey_fndds';
const OUT = 'eval/labels';
const FORMATS: LabelFormat[] = ['us-2016', 'us-classic', 'us-dual', 'canadian', 'eu'];
const LOOKS: Look[] = [
  { font: 'Liberation Sans', width: 360 },
  { font: 'DejaVu Sans', width: 420 },
  { font: 'Liberation Sans Narrow', width: 320 },
  { font: 'Liberation Serif', width: 480 },
];
const PER_FORMAT = 10;

// Deterministic: the same images on every build.
let seed = 41;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

type Row = Record<string, string>;
const csv = (file: string): Row[] => parse(readFileSync(join(FNDDS, file)), { columns: true, skip_empty_lines: true });

// FDA rounding (21 CFR 101.9(c)); "less than 1 g" is printed as the nearest whole gram here.
const step = (v: number, s: number) => Math.round(v / s) * s;
const kcal = (v: number) => (v < 5 ? 0 : v <= 50 ? step(v, 5) : step(v, 10));
const fat = (v: number) => (v < 0.5 ? 0 : v < 5 ? step(v, 0.5) : Math.round(v));
const gram = (v: number) => (v < 0.5 ? 0 : Math.round(v));
const sodium = (v: number) => (v < 5 ? 0 : v <= 140 ? step(v, 5) : step(v, 10));
const chol = (v: number) => (v < 2 ? 0 : step(v, 5));
const tenth = (v: number) => Math.round(v * 10) / 10;
const one = (v: number) => (v >= 10 ? Math.round(v) : tenth(v));
const two = (v: number) => Math.round(v * 100) / 100;

function usLabel(format: LabelFormat, food: Row, household: string, grams: number): PrintedLabel {
  const k = grams / 100;
  const n = (col: string) => Number(food[col] ?? 0) * k;
  const sugar = gram(n('Sugars, total (g)'));
  return {
    format,
    household,
    servingGrams: Math.round(grams),
    servings: 2 + Math.floor(random() * 7),
    kj: 0,
    calories: kcal(n('Energy (kcal)')),
    fats: fat(n('Total Fat (g)')),
    saturatedFat: fat(n('Fatty acids, total saturated (g)')),
    // FNDDS has no trans fat or added sugar; a share of the sugars stands for the added ones.
    transFat: 0,
    cholesterol: chol(n('Cholesterol (mg)')),
    sodium: sodium(n('Sodium (mg)')),
    salt: 0,
    carbs: gram(n('Carbohydrate (g)')),
    fiber: gram(n('Fiber, total dietary (g)')),
    sugar,
    addedSugar: Math.floor(sugar * random() * 0.8),
    protein: gram(n('Protein (g)')),
    vitaminD: tenth(n('Vitamin D (D2 + D3) (mcg)')),
    calcium: step(n('Calcium (mg)'), 10),
    iron: tenth(n('Iron (mg)')),
    potassium: step(n('Potassium (mg)'), 10),
  };
}

function euValues(food: Row, k: number) {
  const n = (col: string) => Number(food[col] ?? 0) * k;
  const kc = n('Energy (kcal)');
  return {
    kj: Math.round(kc * 4.184),
    calories: Math.round(kc),
    fats: one(n('Total Fat (g)')),
    saturatedFat: one(n('Fatty acids, total saturated (g)')),
    carbs: one(n('Carbohydrate (g)')),
    sugar: one(n('Sugars, total (g)')),
    fiber: one(n('Fiber, total dietary (g)')),
    protein: one(n('Protein (g)')),
    salt: two(n('Sodium (mg)') / 400),
    transFat: 0,
    cholesterol: 0,
    sodium: 0,
    addedSugar: 0,
    vitaminD: 0,
    calcium: 0,
    iron: 0,
    potassium: 0,
  };
}

function euLabel(food: Row, grams: number | null): PrintedLabel {
  const base = euValues(food, 1);
  return { format: 'eu', household: grams ? 'portion' : null, servingGrams: grams ?? 100, servings: 1, ...base, ...(grams ? { perPortion: euValues(food, grams / 100) } : {}) };
}

/** What a reader of the label should get, per serving (per portion on an EU label that has one). */
function truth(l: PrintedLabel): Partial<Record<LabelField, number>> & { servingGrams: number } {
  if (l.format === 'eu') {
    const v = l.perPortion ?? l;
    return { servingGrams: l.servingGrams, calories: v.calories, fats: v.fats, saturatedFat: v.saturatedFat, carbs: v.carbs, sugar: v.sugar, fiber: v.fiber, protein: v.protein, sodium: Math.round(v.salt * 400) };
  }
  const { servingGrams, calories, fats, saturatedFat, transFat, cholesterol, sodium, carbs, fiber, sugar, protein } = l;
  const common = { servingGrams, calories, fats, saturatedFat, transFat, cholesterol, sodium, carbs, fiber, sugar, protein };
  if (l.format === 'us-classic') return common;
  if (l.format === 'us-dual') return { ...common, addedSugar: l.addedSugar };
  if (l.format === 'canadian') return { ...common, potassium: l.potassium, calcium: l.calcium, iron: l.iron };
  return { ...common, addedSugar: l.addedSugar, vitaminD: l.vitaminD, calcium: l.calcium, iron: l.iron, potassium: l.potassium };
}

// Degradations a phone photo adds, applied in the page: blur, tilt, perspective, uneven light, noise; JPEG q40 on save.
const DEGRADE = `(() => {
  const r = Math.random;
  const el = document.querySelector('.label');
  const tilt = (r() * 10 - 5).toFixed(1);
  const persp = (r() * 12 - 6).toFixed(1);
  el.style.transform = 'perspective(900px) rotateY(' + persp + 'deg) rotate(' + tilt + 'deg)';
  el.style.filter = 'blur(' + (0.3 + r() * 0.6).toFixed(2) + 'px)';
  const light = document.createElement('div');
  light.style.cssText = 'position:fixed;inset:0;pointer-events:none;background:radial-gradient(circle at ' + Math.round(r() * 100) + '% ' + Math.round(r() * 100) + '%, rgba(255,255,255,0) 20%, rgba(60,50,30,0.35) 90%)';
  document.body.appendChild(light);
  const c = document.createElement('canvas');
  c.width = innerWidth; c.height = innerHeight;
  c.style.cssText = 'position:fixed;inset:0;pointer-events:none;opacity:0.18';
  const g = c.getContext('2d'); const img = g.createImageData(c.width, c.height);
  for (let i = 0; i < img.data.length; i += 4) { const v = r() * 255; img.data[i] = img.data[i + 1] = img.data[i + 2] = v; img.data[i + 3] = 255; }
  g.putImageData(img, 0, 0); document.body.appendChild(c);
})()`;

async function main() {
  const foods = csv('fndds_nutrient_values_2021_2023.csv');
  const fdcByCode = new Map(csv('survey_fndds_food.csv').map((r) => [r.food_code!, r.fdc_id!]));
  const portions = new Map<string, { text: string; grams: number }[]>();
  for (const p of csv('food_portion.csv')) {
    const grams = Number(p.gram_weight);
    if (!(grams >= 15 && grams <= 400) || !/^\d/.test(p.portion_description!) || p.portion_description!.length > 24) continue;
    portions.set(p.fdc_id!, [...(portions.get(p.fdc_id!) ?? []), { text: p.portion_description!, grams }]);
  }
  const usable = foods.filter((f) => portions.has(fdcByCode.get(f['Food code']!) ?? '') && Number(f['Energy (kcal)']) > 20);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const lines: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 620, height: 820 }, deviceScaleFactor: 2 });
    let index = 0;
    for (const format of FORMATS) {
      for (let i = 0; i < PER_FORMAT; i++) {
        const food = usable[Math.floor(random() * usable.length)]!;
        const options = portions.get(fdcByCode.get(food['Food code']!)!)!;
        const portion = options[Math.floor(random() * options.length)]!;
        const label = format === 'eu' ? euLabel(food, i % 2 ? Math.round(portion.grams) : null) : usLabel(format, food, portion.text, portion.grams);
        const look = LOOKS[(index + i) % LOOKS.length]!;
        for (const degraded of [false, true]) {
          await page.setContent(labelPage(label, look));
          if (degraded) await page.evaluate(`Math.random = (() => { let s = ${index * 7 + 3}; return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31); })(); ${DEGRADE}`);
          const box = (await page.locator('.label').boundingBox())!;
          const clip = { x: Math.max(0, box.x - 20), y: Math.max(0, box.y - 20), width: box.width + 40, height: box.height + 40 };
          const file = `${String(index).padStart(3, '0')}-${format}-${degraded ? 'degraded' : 'clean'}.${degraded ? 'jpg' : 'png'}`;
          await page.screenshot({ path: join(OUT, file), clip, ...(degraded ? { type: 'jpeg' as const, quality: 40 } : { type: 'png' as const }) });
          lines.push(JSON.stringify({ file, format, degraded, food: food['Main food description'], household: label.household, ...truth(label) }));
        }
        index++;
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(OUT, 'truth.jsonl'), `${lines.join('\n')}\n`);
  console.log(`${lines.length} label images in ${OUT}`);
}

await main();
