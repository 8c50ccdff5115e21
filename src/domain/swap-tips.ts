import type { Say } from '../advice/say.ts';

type Tip = { funFact: string; cookingTip: string };
type TipName = 'poultry' | 'fish' | 'shellfish' | 'eggs' | 'yogurt' | 'cottageCheese' | 'legumes' | 'oats' | 'potatoes' | 'popcorn' | 'nuts' | 'fruit' | 'water' | 'milk' | 'grains' | 'bread' | 'mixedDishes' | 'cheese' | 'fats' | 'alcohol' | 'sweets' | 'vegetables';

/** A fun fact and a cooking tip for the swap food, by its WWEIA category: their words are `swapTips` messages. */
const BY_CATEGORY: [string[], TipName][] = [
  [['Chicken, whole pieces', 'Turkey, duck, other poultry', 'Chicken fillet sandwiches'], 'poultry'],
  [['Fish', 'Seafood mixed dishes', 'Seafood sandwiches'], 'fish'],
  [['Shellfish'], 'shellfish'],
  [['Eggs and omelets', 'Egg/breakfast sandwiches'], 'eggs'],
  [['Yogurt, Greek', 'Yogurt, regular', 'Plant-based yogurt'], 'yogurt'],
  [['Cottage/ricotta cheese'], 'cottageCheese'],
  [['Beans, peas, legumes', 'Bean, pea, legume dishes', 'Soy and meat-alternative products', 'Vegetable sandwiches/burgers'], 'legumes'],
  [['Oatmeal', 'Grits and other cooked cereals', 'Ready-to-eat cereal, lower sugar (=<21.2g/100g)'], 'oats'],
  [['White potatoes, baked or boiled', 'Other starchy vegetables', 'Other red and orange vegetables'], 'potatoes'],
  [['Popcorn'], 'popcorn'],
  [['Nuts and seeds'], 'nuts'],
  [['Strawberries', 'Blueberries and other berries', 'Apples', 'Bananas', 'Grapes', 'Citrus fruits', 'Melons', 'Pears', 'Pineapple', 'Mango and papaya', 'Peaches and nectarines', 'Other fruits and fruit salads', 'Dried fruits'], 'fruit'],
  [['Tap water', 'Bottled water', 'Flavored or carbonated water', 'Enhanced water', 'Tea', 'Coffee', 'Diet soft drinks', 'Diet sport and energy drinks', 'Other diet drinks'], 'water'],
  [['Milk, whole', 'Milk, reduced fat', 'Milk, lowfat', 'Milk, nonfat', 'Flavored milk, whole', 'Flavored milk, reduced fat', 'Flavored milk, lowfat', 'Flavored milk, nonfat', 'Plant-based milk'], 'milk'],
  [['Rice', 'Pasta, noodles, cooked grains'], 'grains'],
  [['Yeast breads', 'Rolls and buns', 'Bagels and English muffins', 'Tortillas'], 'bread'],
  [['Pizza', 'Burgers', 'Burritos and tacos', 'Meat mixed dishes', 'Poultry mixed dishes', 'Pasta mixed dishes, excludes macaroni and cheese', 'Rice mixed dishes'], 'mixedDishes'],
  [['Cheese'], 'cheese'],
  [['Salad dressings and vegetable oils', 'Margarine', 'Butter and animal fats'], 'fats'],
  [['Beer', 'Wine', 'Liquor and cocktails'], 'alcohol'],
  [['Ice cream and frozen dairy desserts', 'Gelatins, ices, sorbets', 'Pudding', 'Cookies and brownies', 'Cakes and pies', 'Candy containing chocolate', 'Candy not containing chocolate'], 'sweets'],
];

const TIPS = new Map(BY_CATEGORY.flatMap(([categories, tip]) => categories.map((c) => [c, tip] as const)));

export function swapTip(category: string | null, kind: 'protein' | 'carb' | 'snack' | 'vegetable' | 'other', say: Say): Tip {
  const name = (category ? TIPS.get(category) : undefined) ?? (kind === 'vegetable' ? 'vegetables' : undefined);
  // No fact is known for a food outside the categories above: its card shows the cooking tip.
  if (!name) return { funFact: '', cookingTip: say('swapTips.otherTip') };
  return { funFact: say(`swapTips.${name}Fact`), cookingTip: say(`swapTips.${name}Tip`) };
}

/** Each card its own fun fact: one already on an earlier card is left out, and that card shows its cooking tip. */
export function distinctFacts(facts: readonly string[]): string[] {
  const seen = new Set<string>();
  return facts.map((fact) => {
    if (!fact || seen.has(fact)) return '';
    seen.add(fact);
    return fact;
  });
}
