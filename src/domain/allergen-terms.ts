/**
 * Words people use for the major food allergens (milk, egg, fish, crustacean shellfish, tree nuts,
 * peanuts, wheat, soybeans: FALCPA, 21 U.S.C. 321(qq); sesame: FASTER Act 2021), grouped as the app's
 * allergen choices. Matched as whole words: 'nutmeg', 'butternut' and 'coconut' name no nut.
 */
export const ALLERGEN_CHOICES = ['gluten', 'dairy', 'nut', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] as const;
export type AllergenChoice = (typeof ALLERGEN_CHOICES)[number];

const TERMS: [AllergenChoice, string[]][] = [
  ['nut', ['peanut butter', 'almond milk', 'cashew milk', 'nut butter', 'nut', 'nuts', 'tree nut', 'tree nuts', 'peanut', 'peanuts', 'almond', 'almonds', 'cashew', 'cashews', 'walnut', 'walnuts', 'pecan', 'pecans', 'pistachio', 'pistachios', 'hazelnut', 'hazelnuts', 'macadamia', 'macadamias', 'brazil nut', 'brazil nuts', 'pine nut', 'pine nuts']],
  ['soy', ['soy milk', 'soy', 'soya', 'soybean', 'soybeans', 'tofu', 'edamame', 'tempeh', 'miso']],
  ['dairy', ['dairy', 'milk', 'milks', 'cheese', 'cheeses', 'butter', 'cream', 'yogurt', 'yoghurt', 'lactose', 'whey', 'casein']],
  ['egg', ['egg', 'eggs']],
  ['fish', ['fish', 'salmon', 'tuna', 'cod', 'anchovy', 'anchovies', 'sardine', 'sardines', 'tilapia', 'trout', 'halibut', 'mackerel']],
  ['shellfish', ['shellfish', 'shrimp', 'shrimps', 'prawn', 'prawns', 'crab', 'crabs', 'lobster', 'lobsters', 'crayfish', 'crustacean', 'crustaceans']],
  ['gluten', ['gluten', 'wheat', 'barley', 'rye']],
  ['sesame', ['sesame', 'tahini']],
];

// Phrases that hold an allergen word without the allergen.
const NOT_ALLERGENS = ['coconut milk', 'coconut cream', 'oat milk', 'rice milk', 'cocoa butter', 'shea butter', 'apple butter', 'cream of tartar', 'buckwheat'];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsPattern = (words: readonly string[]) => new RegExp(`\\b(?:${[...words].sort((a, b) => b.length - a.length).map(escape).join('|')})\\b`, 'g');
const NEUTRAL = wordsPattern(NOT_ALLERGENS);
// Longer terms first, each replaced once found, so 'peanut butter' is a nut and not also butter.
const PATTERNS = TERMS.map(([allergen, words]) => [allergen, wordsPattern(words)] as const);

/** The allergens a text names, by whole words ('no nuts', 'nut-free', 'without dairy'); 'nutmeg' names none. */
export function allergensNamed(text: string): AllergenChoice[] {
  let rest = text.toLowerCase().replace(NEUTRAL, ' ');
  const found = new Set<AllergenChoice>();
  for (const [allergen, pattern] of PATTERNS) {
    const next = rest.replace(pattern, ' ');
    if (next !== rest) found.add(allergen);
    rest = next;
  }
  return ALLERGEN_CHOICES.filter((a) => found.has(a));
}
