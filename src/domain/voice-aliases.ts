import { lookupTable } from './lookup.ts';

/** Everyday names → words the USDA names use, so the search finds the food people mean. */
const ALIASES = lookupTable<string>({
  toast: 'bread white toasted',
  'white toast': 'bread white toasted',
  'brown toast': 'bread wheat toasted',
  'wholemeal toast': 'bread whole wheat toasted',
  coke: 'soft drink cola',
  cola: 'soft drink cola',
  soda: 'soft drink cola',
  pop: 'soft drink cola',
  'soft drink': 'soft drink cola',
  'diet coke': 'soft drink cola diet',
  'coke zero': 'soft drink cola diet',
  'diet soda': 'soft drink cola diet',
  pizza: 'pizza cheese restaurant medium crust',
  'cheese pizza': 'pizza cheese restaurant medium crust',
  fries: 'french fries fast food',
  'french fries': 'french fries fast food',
  chips: 'potato chips',
  crisps: 'potato chips',
  burger: 'hamburger',
  cheeseburger: 'cheeseburger',
  chicken: 'chicken breast',
  'grilled chicken': 'chicken breast grilled',
  oj: 'orange juice',
  'mac and cheese': 'macaroni and cheese',
  pbj: 'peanut butter and jelly sandwich',
  'pb and j': 'peanut butter and jelly sandwich',
  'peanut butter and jelly': 'peanut butter and jelly sandwich',
  latte: 'coffee latte',
  cappuccino: 'coffee cappuccino',
  espresso: 'coffee espresso',
  yoghurt: 'yogurt',
  porridge: 'oatmeal',
  oats: 'oatmeal',
  steak: 'beef steak',
  spuds: 'potato',
  veggies: 'vegetables',
  doughnut: 'doughnut',
  donut: 'doughnut',
  bagel: 'bagel plain',
  candy: 'chocolate candy',
  sweets: 'chocolate candy',
  cookie: 'cookies chocolate chip',
  biscuits: 'cookies chocolate chip',
  'protein shake': 'protein shake',
  smoothie: 'smoothie fruit',
});

/** True when the words are, or are part of, an everyday name the table knows ('pb and j'). */
export function isEverydayName(words: string): boolean {
  return Object.keys(ALIASES).some((k) => ` ${k} `.includes(` ${words} `));
}

/** Leading words that describe how much or how, not what, and mislead the search. */
const DROP = /\b(?:fresh|homemade|home made|leftover|delicious|nice|tasty|quick|cold|hot|warm|whole|big|little)\b/g;

/** The search text for a spoken food. */
export function searchTextFor(food: string): string {
  const key = food.trim().toLowerCase();
  const alias = ALIASES[key] ?? ALIASES[key.replace(/s$/, '')];
  if (alias) return alias;
  const trimmed = withoutDescription(key);
  return ALIASES[trimmed] ?? (trimmed || key);
}

/** The food words without those that describe how much or how ('fresh strawberries' → 'strawberries'). */
export function withoutDescription(food: string): string {
  return food.trim().toLowerCase().replace(DROP, ' ').replace(/\s+/g, ' ').trim();
}
