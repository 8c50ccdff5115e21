import { lookupTable } from './lookup.ts';

/**
 * Words people use that no USDA name or other name holds (British words, abbreviations, a word whose
 * everyday sense is not the one USDA's names give it: 'toast', 'soda') → words the USDA names use.
 * A word the names already lead to the right food is not listed.
 */
const ALIASES = lookupTable<string>({
  toast: 'bread white toasted',
  'brown toast': 'bread wheat toasted',
  'wholemeal toast': 'bread whole wheat toasted',
  cola: 'soft drink cola',
  soda: 'soft drink cola',
  pop: 'soft drink cola',
  'diet soda': 'soft drink cola diet',
  fries: 'french fries fast food',
  'french fries': 'french fries fast food',
  chips: 'potato chips',
  crisps: 'potato chips',
  burger: 'hamburger',
  'grilled chicken': 'chicken breast grilled',
  oj: 'orange juice',
  pbj: 'peanut butter and jelly sandwich',
  'pb and j': 'peanut butter and jelly sandwich',
  latte: 'coffee latte',
  yoghurt: 'yogurt',
  porridge: 'oatmeal',
  spuds: 'potato',
  veggies: 'vegetables',
  donut: 'doughnut',
  sweets: 'chocolate candy',
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
