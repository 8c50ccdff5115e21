// Writes the Open Food Facts test exports from invented products: pnpm exec tsx scripts/build-off-fixture.ts
// src-server/test/fixtures/open-food-facts/products.jsonl.gz: 3,000 products in the JSONL dump's format
// (some listed twice, some without nutrition, some with salt but no sodium, some in kJ only, some
// implausible, some without a scannable barcode), and products.csv: a few in the CSV export's format.
// The same seed writes the same files; the tests count on the products written first.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { macroKcal } from '../src/domain/energy.ts';

const OUT = fileURLToPath(new URL('../src-server/test/fixtures/open-food-facts', import.meta.url));
const PRODUCTS = 3000;
const REPEATED = 40;

// mulberry32: a small seeded generator, so the files are the same on every run.
let seed = 20261129;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

type Lang = 'en' | 'de' | 'es' | 'fr';
interface Kind {
  names: Record<Lang, string>;
  tags: string[];
  /** Per 100 g: protein, carbohydrate, fat, sugars, fiber, saturated fat, salt. */
  per100: [number, number, number, number, number, number, number];
  serving: number;
  quantity: string;
}

const KINDS: Kind[] = [
  { names: { en: 'Wholegrain bread', de: 'Vollkornbrot', es: 'Pan integral', fr: 'Pain complet' }, tags: ['en:cereals-and-potatoes', 'en:breads'], per100: [8, 41, 3.5, 3, 7, 0.6, 1.1], serving: 50, quantity: '500 g' },
  { names: { en: 'Fruit muesli', de: 'Früchtemüsli', es: 'Muesli de frutas', fr: 'Muesli aux fruits' }, tags: ['en:breakfasts', 'en:mueslis'], per100: [9, 63, 6, 20, 8, 1, 0.05], serving: 45, quantity: '750 g' },
  { names: { en: 'Natural yogurt', de: 'Naturjoghurt', es: 'Yogur natural', fr: 'Yaourt nature' }, tags: ['en:dairies', 'en:yogurts'], per100: [4.5, 5, 3.2, 5, 0, 2.1, 0.13], serving: 125, quantity: '500 g' },
  { names: { en: 'Gouda cheese', de: 'Gouda Käse', es: 'Queso gouda', fr: 'Fromage gouda' }, tags: ['en:dairies', 'en:cheeses'], per100: [25, 0, 28, 0, 0, 19, 1.9], serving: 30, quantity: '400 g' },
  { names: { en: 'Milk chocolate', de: 'Vollmilchschokolade', es: 'Chocolate con leche', fr: 'Chocolat au lait' }, tags: ['en:snacks', 'en:milk-chocolates'], per100: [7, 57, 30, 55, 2, 18, 0.25], serving: 25, quantity: '100 g' },
  { names: { en: 'Salted potato crisps', de: 'Kartoffelchips gesalzen', es: 'Patatas fritas con sal', fr: 'Chips salées' }, tags: ['en:snacks', 'en:potato-crisps'], per100: [6, 50, 34, 0.5, 4.5, 3, 1.4], serving: 30, quantity: '150 g' },
  { names: { en: 'Spaghetti', de: 'Spaghetti', es: 'Espaguetis', fr: 'Spaghetti' }, tags: ['en:cereals-and-potatoes', 'en:pastas'], per100: [13, 71, 1.5, 3.5, 3, 0.3, 0.01], serving: 80, quantity: '500 g' },
  { names: { en: 'Orange juice', de: 'Orangensaft', es: 'Zumo de naranja', fr: "Jus d'orange" }, tags: ['en:beverages', 'en:orange-juices'], per100: [0.7, 10, 0.2, 9, 0.2, 0, 0], serving: 200, quantity: '1 l' },
  { names: { en: 'Cola', de: 'Cola', es: 'Refresco de cola', fr: 'Soda au cola' }, tags: ['en:beverages', 'en:colas'], per100: [0, 10.6, 0, 10.6, 0, 0, 0], serving: 330, quantity: '330 ml' },
  { names: { en: 'Oat biscuits', de: 'Haferkekse', es: 'Galletas de avena', fr: "Biscuits à l'avoine" }, tags: ['en:snacks', 'en:biscuits'], per100: [7, 66, 19, 24, 5, 8, 0.8], serving: 25, quantity: '200 g' },
  { names: { en: 'Peanut butter', de: 'Erdnussbutter', es: 'Crema de cacahuete', fr: 'Beurre de cacahuète' }, tags: ['en:spreads', 'en:peanut-butters'], per100: [25, 13, 50, 6, 7, 10, 1], serving: 15, quantity: '350 g' },
  { names: { en: 'Tomato sauce with basil', de: 'Tomatensoße mit Basilikum', es: 'Salsa de tomate con albahaca', fr: 'Sauce tomate au basilic' }, tags: ['en:condiments', 'en:tomato-sauces'], per100: [1.5, 7, 1.5, 5, 1.5, 0.2, 0.9], serving: 125, quantity: '400 g' },
  { names: { en: 'Oat drink', de: 'Haferdrink', es: 'Bebida de avena', fr: "Boisson à l'avoine" }, tags: ['en:beverages', 'en:oat-based-drinks'], per100: [1, 6.7, 1.5, 4, 0.8, 0.2, 0.1], serving: 250, quantity: '1 l' },
  { names: { en: 'Hummus', de: 'Hummus', es: 'Hummus', fr: 'Houmous' }, tags: ['en:spreads', 'en:hummus'], per100: [7, 13, 24, 0.5, 6, 2.3, 1.1], serving: 50, quantity: '200 g' },
  { names: { en: 'Salami', de: 'Salami', es: 'Salami', fr: 'Saucisson sec' }, tags: ['en:meats', 'en:salamis'], per100: [24, 1, 34, 0.5, 0, 13, 4.5], serving: 30, quantity: '100 g' },
  { names: { en: 'Corn flakes', de: 'Cornflakes', es: 'Copos de maíz', fr: 'Pétales de maïs' }, tags: ['en:breakfasts', 'en:corn-flakes'], per100: [7, 84, 0.9, 8, 3, 0.2, 1.1], serving: 30, quantity: '375 g' },
  { names: { en: 'Rice cakes', de: 'Reiswaffeln', es: 'Tortitas de arroz', fr: 'Galettes de riz' }, tags: ['en:snacks', 'en:rice-cakes'], per100: [8, 81, 3, 0.5, 3, 0.6, 0.02], serving: 8, quantity: '130 g' },
  { names: { en: 'Tomato ketchup', de: 'Tomatenketchup', es: 'Kétchup de tomate', fr: 'Ketchup à la tomate' }, tags: ['en:condiments', 'en:ketchup'], per100: [1.2, 23, 0.1, 22, 0.6, 0, 1.8], serving: 15, quantity: '500 ml' },
  { names: { en: 'Salted butter', de: 'Gesalzene Butter', es: 'Mantequilla con sal', fr: 'Beurre demi-sel' }, tags: ['en:dairies', 'en:butters'], per100: [0.7, 0.6, 82, 0.6, 0, 54, 1.5], serving: 10, quantity: '250 g' },
  { names: { en: 'Red lentils', de: 'Rote Linsen', es: 'Lentejas rojas', fr: 'Lentilles corail' }, tags: ['en:legumes', 'en:lentils'], per100: [24, 50, 1.5, 2, 11, 0.2, 0.02], serving: 60, quantity: '500 g' },
];

const VARIANTS: Record<Lang, string[]> = {
  en: ['', 'Classic', 'Organic', 'Light', 'Family pack', 'Original'],
  de: ['', 'Klassik', 'Bio', 'Light', 'Familienpackung', 'Original'],
  es: ['', 'Clásico', 'Ecológico', 'Ligero', 'Formato familiar', 'Original'],
  fr: ['', 'Classique', 'Bio', 'Allégé', 'Format familial', 'Original'],
};
const BRANDS: Record<Lang, string[]> = {
  en: ['Harvest Lane', 'Green Valley Foods', 'Brookfield', 'Morning Table'],
  de: ['Nordkorn', 'Alpenhof', 'Sonnenfeld', 'Bergquell'],
  es: ['Valle Sol', 'Casa Verde', 'La Huerta Dorada', 'Campo Claro'],
  fr: ['Maison Lumière', 'Les Prés Verts', 'Douce Vallée', 'Terroir du Matin'],
};
const COUNTRIES: Record<Lang, string[]> = { en: ['en:united-kingdom', 'en:united-states'], de: ['en:germany', 'en:austria'], es: ['en:spain'], fr: ['en:france', 'en:belgium'] };
const PREFIXES: Record<Lang, string[]> = { en: ['50', '0'], de: ['40', '42'], es: ['84'], fr: ['30', '37'] };

/** GS1 check digit: weights 3 and 1 from the right. */
function withCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return digits + String((10 - (sum % 10)) % 10);
}

const used = new Set<string>();
function barcode(lang: Lang): string {
  for (;;) {
    const prefix = pick(PREFIXES[lang]);
    // UPC-A (12 digits) for the United States prefix 0, EAN-8 now and then, else EAN-13.
    const length = prefix === '0' ? 12 : random() < 0.03 ? 8 : 13;
    let body = prefix;
    while (body.length < length - 1) body += String(Math.floor(random() * 10));
    const code = withCheckDigit(body);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

type Nutriments = Record<string, number | string>;

/** Values jittered around the kind's, energy from 4/4/9 as labels print it, in kcal and kJ. */
function nutriments(kind: Kind, energy: 'both' | 'kj', sodium: 'both' | 'salt'): Nutriments {
  const j = (v: number) => round1(v * (0.9 + 0.2 * random()));
  const [protein, carbs, fat, sugars, fiber, saturated, salt] = kind.per100.map(j) as Kind['per100'];
  const kcal = Math.round(macroKcal({ protein, carbs, fats: fat }) + 2 * fiber);
  const kj = Math.round(kcal * 4.184);
  const n: Nutriments = {};
  if (energy === 'both') Object.assign(n, { 'energy-kcal_100g': kcal, 'energy-kcal': kcal, 'energy-kcal_unit': 'kcal' });
  Object.assign(n, { 'energy-kj_100g': kj, energy_100g: kj, energy_unit: 'kJ' });
  Object.assign(n, { proteins_100g: protein, carbohydrates_100g: Math.max(carbs, round1(sugars)), fat_100g: fat, sugars_100g: sugars, fiber_100g: fiber, 'saturated-fat_100g': Math.min(saturated, fat) });
  n.salt_100g = salt;
  if (sodium === 'both') n.sodium_100g = Math.round((salt / 2.5) * 1000) / 1000;
  return n;
}

interface Product {
  code: string;
  lang: Lang;
  names: Partial<Record<Lang, string>>;
  brand: string;
  kind: Kind;
  nutriments: Nutriments;
}

function productJson(p: Product): Record<string, unknown> {
  const t = 1_600_000_000 + Math.floor(random() * 150_000_000);
  const json: Record<string, unknown> = {
    _id: p.code,
    code: p.code,
    product_name: p.names[p.lang] ?? '',
    lang: p.lang,
    lc: p.lang,
  };
  for (const [lang, name] of Object.entries(p.names)) json[`product_name_${lang}`] = name;
  Object.assign(json, {
    brands: p.brand,
    brands_tags: [p.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
    quantity: p.kind.quantity,
    serving_size: `${p.kind.serving} ${p.kind.quantity.endsWith('l') ? 'ml' : 'g'}`,
    serving_quantity: random() < 0.2 ? String(p.kind.serving) : p.kind.serving,
    countries_tags: [pick(COUNTRIES[p.lang])],
    categories_tags: ['en:plant-based-foods-and-beverages', ...p.kind.tags],
    ingredients_text: `${p.names[p.lang] ?? p.kind.names.en}, ${pick(['salt', 'sugar', 'water', 'sunflower oil'])}`,
    nutrition_data_per: '100g',
    nutriments: p.nutriments,
    created_t: t,
    last_modified_t: t + Math.floor(random() * 40_000_000),
    states_tags: ['en:to-be-checked', 'en:complete'],
  });
  return json;
}

/** The products the tests name, first in the file. */
function namedProducts(): Product[] {
  const bread = KINDS[0]!, biscuits = KINDS[9]!;
  const tea: Kind = { ...bread, tags: ['en:beverages', 'en:herbal-teas'], quantity: '20 x 1.5 g' };
  return [
    {
      code: '4006381333931', lang: 'de', brand: 'Nordkorn', kind: bread,
      names: { de: 'Vollkornbrot mit Sonnenblumenkernen', en: 'Wholegrain bread with sunflower seeds', es: 'Pan integral con pipas de girasol' },
      nutriments: { 'energy-kcal_100g': 231, 'energy-kj_100g': 966, energy_100g: 966, proteins_100g: 9.1, carbohydrates_100g: 38, fat_100g: 4.6, sugars_100g: 2.8, fiber_100g: 7.9, 'saturated-fat_100g': 0.6, salt_100g: 1.2 },
    },
    {
      code: '8412345678905', lang: 'es', brand: 'Valle Sol', kind: biscuits,
      names: { es: 'Galletas de avena con chocolate', de: 'Haferkekse mit Schokolade', en: 'Oat biscuits with chocolate' },
      nutriments: { 'energy-kj_100g': 1966, energy_100g: 1966, energy_unit: 'kJ', proteins_100g: 7.2, carbohydrates_100g: 64, fat_100g: 20, sugars_100g: 26, fiber_100g: 5.1, 'saturated-fat_100g': 9, salt_100g: 0.7, sodium_100g: 0.28 },
    },
    { code: '4012345000016', lang: 'de', brand: 'Bergquell', kind: tea, names: { de: 'Kräutertee Kamille' }, nutriments: {} },
  ];
}

function generated(): Product[] {
  const products: Product[] = [];
  while (products.length < PRODUCTS - 3) {
    const lang = pick(['en', 'de', 'de', 'es', 'fr'] as const);
    const kind = pick(KINDS);
    const variant = pick(VARIANTS[lang]);
    const names: Partial<Record<Lang, string>> = {};
    for (const l of ['en', 'de', 'es', 'fr'] as const) {
      if (l === lang || random() < 0.3) names[l] = `${kind.names[l]}${variant && l === lang ? ` ${variant}` : ''}`;
    }
    const r = random();
    // 8% with no nutrition table, 3% without carbohydrate, 1% with energy the macros cannot explain,
    // 0.5% with fat typed in mg, 10% in kJ only, about 12% with salt but no sodium.
    let n: Nutriments;
    if (r < 0.08) n = random() < 0.5 ? {} : { 'nova-group_100g': 3 };
    else {
      n = nutriments(kind, r >= 0.125 && r < 0.225 ? 'kj' : 'both', random() < 0.12 ? 'salt' : 'both');
      if (r < 0.11) delete n.carbohydrates_100g;
      else if (r < 0.12) for (const key of ['energy-kcal_100g', 'energy-kj_100g', 'energy_100g']) n[key] = Number(n[key]) * 3 + 40;
      else if (r < 0.125) n.fat_100g = round1(Number(n.fat_100g) * 1000);
    }
    products.push({ code: barcode(lang), lang, names, brand: pick(BRANDS[lang]), kind, nutriments: n });
  }
  // A few products without a scannable code (shop-internal numbers) and one without a name.
  products[500]!.code = '2000';
  products[1500]!.code = 'fr-4056-local';
  products[2500]!.names = {};
  return products;
}

const products = [...namedProducts(), ...generated()];
const lines = products.map((p) => JSON.stringify(productJson(p)));
// Listed twice, as dumps do when a product was edited under two codes' histories: the same line again.
for (let i = 0; i < REPEATED; i++) lines.push(lines[100 + i * 50]!);
writeFileSync(path.join(OUT, 'products.jsonl.gz'), gzipSync(lines.join('\n') + '\n', { level: 9 }));

const CSV_COLUMNS = ['code', 'url', 'product_name', 'brands', 'quantity', 'serving_size', 'serving_quantity', 'countries_tags', 'categories_tags', 'energy-kj_100g', 'energy-kcal_100g', 'energy_100g', 'fat_100g', 'saturated-fat_100g', 'carbohydrates_100g', 'sugars_100g', 'fiber_100g', 'proteins_100g', 'salt_100g', 'sodium_100g'];
const csvProducts = generated().slice(0, 30);
csvProducts[0] = { ...csvProducts[0]!, code: '5012345678900', lang: 'en', brand: 'Morning Table', names: { en: `Mum's "Best" oat cookies` }, kind: KINDS[9]!, nutriments: nutriments(KINDS[9]!, 'both', 'salt') };
const csvRows = csvProducts.map((p) => {
  const json = productJson(p);
  const n = p.nutriments;
  const value = (key: string): string => {
    const v = key in json ? json[key] : n[key];
    return Array.isArray(v) ? v.join(',') : v === undefined ? '' : String(v);
  };
  return CSV_COLUMNS.map((c) => (c === 'url' ? `https://world.openfoodfacts.org/product/${p.code}` : value(c))).join('\t');
});
writeFileSync(path.join(OUT, 'products.csv'), [CSV_COLUMNS.join('\t'), ...csvRows].join('\n') + '\n');
console.log(`${lines.length} JSONL lines, ${csvRows.length} CSV rows written to ${OUT}`);
