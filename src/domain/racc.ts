/**
 * Reference amounts customarily consumed (21 CFR 101.12(b), Table 2), found for a food from its WWEIA
 * food category, its USDA name and form, never per food. Meat and poultry follow the FSIS tables
 * (9 CFR 317.312, 381.412), which give the same amounts. Decision 100 lists the mapping and its sources.
 */
import { ML_PER_FL_OZ } from '../food-phrase/units.ts';

export type Measure = { g: number } | { ml: number } | { cup: number } | { tbsp: number };

export interface RaccFood {
  name: string;
  wweia: number | null;
  form: string | null;
  /** USDA household portions: label and grams. */
  portions: readonly { label: string; grams: number }[];
}

export interface Racc {
  grams: number;
  /** 30 g or less, or 2 tbsp or less: the "low" claims must also hold per 50 g. */
  small: boolean;
}

/** Used when the category gives no amount: a custom food, or a food outside every WWEIA category. */
export const DEFAULT_RACC: Measure = { g: 100 };

const g = (n: number): Measure => ({ g: n });
const ml = (n: number): Measure => ({ ml: n });
const cup = (n: number): Measure => ({ cup: n });
const tbsp = (n: number): Measure => ({ tbsp: n });

type Rule = Measure | ((name: string, form: string | null) => Measure);

const MEAT = (_: string, form: string | null) => (form === 'raw' ? g(110) : g(85));
const BEANS = (name: string, form: string | null) => (form === 'dry' || form === 'raw' ? g(35) : /\b(refried|canned|baked|in sauce)\b/.test(name) ? g(130) : g(90));
const MIXED_CUP = cup(1);
const MIXED_PIECE = g(140);
const DRINK = ml(360);
const MILK = ml(240);

// Ranges of WWEIA numbers share a rule; the first matching range wins.
const RULES: [number, number, Rule][] = [
  [1002, 1402, MILK],
  [1602, 1602, g(30)],
  [1604, 1604, g(110)],
  [1820, 1822, g(170)],
  [1902, 1902, MILK],
  [1904, 1904, g(170)],
  [2002, 2010, MEAT],
  [2202, 2206, MEAT],
  [2402, 2404, MEAT],
  [2502, 2502, g(50)],
  [2602, 2602, g(55)],
  [2604, 2604, g(15)],
  [2606, 2608, g(55)],
  [2802, 2802, BEANS],
  [2804, 2804, (name) => (/\bbutter\b/.test(name) ? tbsp(2) : g(30))],
  [2806, 2806, g(85)],
  [3002, 3006, MIXED_CUP],
  [3102, 3102, MIXED_CUP],
  [3104, 3104, g(110)],
  [3202, 3206, MIXED_CUP],
  [3208, 3208, MIXED_PIECE],
  [3402, 3404, MIXED_CUP],
  [3406, 3504, MIXED_PIECE],
  [3506, 3506, MIXED_CUP],
  [3602, 3744, MIXED_PIECE],
  [3804, 3808, g(245)],
  [4002, 4004, (name, form) => (form === 'dry' || form === 'raw' ? (/\b(pasta|macaroni|spaghetti|noodles?)\b/.test(name) ? g(55) : g(45)) : g(140))],
  [4202, 4204, g(50)],
  [4206, 4206, (name) => (/english muffin/.test(name) ? g(55) : g(110))],
  [4208, 4208, g(55)],
  [4402, 4402, (name) => (/\bmuffins?\b/.test(name) ? g(110) : g(55))],
  [4404, 4404, g(110)],
  [4602, 4604, cup(1)],
  // A grain as sold ('Oats', dry, raw) is the 40 g of plain dry cereal; a cooked cereal is 1 cup prepared.
  [4802, 4804, (name, form) => (form === 'dry' || form === 'raw' || /^oats\b/.test(name) ? g(40) : cup(1))],
  [5002, 5204, g(30)],
  [5402, 5404, g(40)],
  [5502, 5502, (name) => (/\b(pie|cheesecake)\b/.test(name) ? g(125) : g(80))],
  [5504, 5504, (name) => (/\bbrownies?\b/.test(name) ? g(40) : g(30))],
  [5506, 5506, g(55)],
  [5702, 5704, g(30)],
  [5802, 5802, cup(2 / 3)],
  [5804, 5806, cup(1 / 2)],
  [6002, 6012, g(140)],
  [6014, 6014, (name) => (/watermelon/.test(name) ? g(280) : g(140))],
  [6016, 6016, g(40)],
  [6018, 6024, (name) => (/avocado/.test(name) ? g(50) : g(140))],
  [6402, 6409, g(85)],
  [6410, 6410, cup(1)],
  [6411, 6430, (name) => (/avocado/.test(name) ? g(50) : g(85))],
  [6432, 6432, (name) => (/\b(potato|macaroni|pasta)\b/.test(name) ? g(140) : g(100))],
  [6489, 6802, g(85)],
  [6804, 6804, g(70)],
  [6806, 6806, g(110)],
  [7002, 7008, MILK],
  [7102, 7106, DRINK],
  [7202, 7202, DRINK],
  [7204, 7204, MILK],
  [7206, 7206, DRINK],
  [7208, 7220, MILK],
  [7302, 7304, DRINK],
  [7702, 7804, DRINK],
  [8002, 8004, tbsp(1)],
  [8006, 8006, tbsp(2)],
  [8008, 8010, tbsp(1)],
  [8012, 8012, (name) => (/\boil\b/.test(name) ? tbsp(1) : tbsp(2))],
  [8402, 8402, (name) => (/salsa/.test(name) ? tbsp(2) : tbsp(1))],
  [8404, 8404, tbsp(1)],
  [8406, 8406, (name) => (/mustard/.test(name) ? g(5) : tbsp(1))],
  [8408, 8408, (name) => (/\bolives?\b/.test(name) ? g(15) : g(30))],
  [8410, 8410, g(125)],
  [8412, 8412, (name) => (/gravy/.test(name) ? cup(1 / 4) : tbsp(2))],
  [8802, 8802, (name) => (/honey|syrup|molasses/.test(name) ? tbsp(1) : g(8))],
  [8804, 8804, g(1)],
  [8806, 8806, (name) => (/syrup/.test(name) ? cup(1 / 4) : tbsp(1))],
];

// Nutrient content claims may not be made on foods for infants and children under 2 (21 CFR 101.13(b)(3)),
// and alcoholic beverages are labelled under 27 CFR, not 21 CFR 101.
const NO_CLAIMS: [number, number][] = [[7502, 7506], [9002, 9602]];

/** True when no nutrient content claim may be made on foods of the category. */
export function claimsBarred(wweia: number | null): boolean {
  return wweia !== null && NO_CLAIMS.some(([lo, hi]) => wweia >= lo && wweia <= hi);
}

/** The reference amount of the food's category as a measure; DEFAULT_RACC without a category. */
export function raccMeasure(food: Pick<RaccFood, 'name' | 'wweia' | 'form'>): Measure {
  if (food.wweia === null) return DEFAULT_RACC;
  const rule = RULES.find(([lo, hi]) => food.wweia! >= lo && food.wweia! <= hi)?.[2];
  if (!rule) return DEFAULT_RACC;
  return typeof rule === 'function' ? rule(food.name.toLowerCase(), food.form) : rule;
}

// Table 2's cup and tablespoon are the labeling measures of 21 CFR 101.9(b)(5)(viii), not the US customary ones.
const ML_PER_CUP = 240;
const ML_PER_TBSP = 15;

// Grams of one millilitre from the food's own USDA portions (a cup, a tablespoon, a container of so many
// fluid ounces); water's 1 g otherwise.
function gramsPerMl(portions: RaccFood['portions']): number {
  const units: [RegExp, number][] = [[/^1 cup\b/i, ML_PER_CUP], [/^1 (tbsp|tablespoon)\b/i, ML_PER_TBSP]];
  for (const [label, mlEach] of units) {
    const portion = portions.find((p) => label.test(p.label));
    if (portion && portion.grams > 0) return portion.grams / mlEach;
  }
  for (const p of portions) {
    const flOz = /^1 (?:[^()]*\()?(\d+(?:\.\d+)?) fl oz\b/i.exec(p.label);
    if (flOz && p.grams > 0) return p.grams / (Number(flOz[1]) * ML_PER_FL_OZ);
  }
  return 1;
}

/** The food's reference amount in grams, and whether it is small (the "low" claims then also hold per 50 g). */
export function raccOf(food: RaccFood): Racc {
  const measure = raccMeasure(food);
  if ('g' in measure) return { grams: measure.g, small: measure.g <= 30 };
  const millilitres = 'ml' in measure ? measure.ml : 'cup' in measure ? measure.cup * ML_PER_CUP : measure.tbsp * ML_PER_TBSP;
  return { grams: millilitres * gramsPerMl(food.portions), small: millilitres <= 2 * ML_PER_TBSP };
}
