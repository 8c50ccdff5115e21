import { describe, expect, it } from 'vitest';
import { keyWords } from './voice-aliases.ts';
import { headedBy, plainMatchScore, suitable, variantPenalty } from './swap-forms.ts';

/** The name of the list the typed food resolves to. */
const plainest = (typed: string, names: string[]) => {
  const wanted = keyWords(typed);
  return names.map((name, rank) => ({ name, score: plainMatchScore(name, wanted, rank) ?? -99 })).sort((a, b) => b.score - a.score)[0]!.name;
};

describe('resolving a typed name to the plain food', () => {
  it.each([
    ['bacon', ['Bacon, turkey, low sodium', 'Bacon, meatless', 'Bacon, NS as to type of meat, cooked'], 'Bacon, NS as to type of meat, cooked'],
    ['croissant', ['Croissants, apple', 'Croissants, butter', 'Croissant', 'Croissant, fruit'], 'Croissant'],
    ['mayonnaise', ['Mayonnaise, light', 'Mayonnaise, regular', 'Mayonnaise, fat free'], 'Mayonnaise, regular'],
    ['sour cream', ['Sour cream, light', 'Sour cream, regular', 'Sour cream, fat free'], 'Sour cream, regular'],
    ['hot dog', ['Hot dog, vegetarian', 'Hot dog, NFS', 'Hot dog, beef'], 'Hot dog, NFS'],
    ['milk chocolate', ['Chocolate milk, NFS', 'Chocolate milk, whole', 'Candies, milk chocolate'], 'Candies, milk chocolate'],
    ['pancakes', ['Pancakes, plain, reduced fat', 'Pancakes, plain, prepared from recipe', 'Pancakes, NFS'], 'Pancakes, plain, prepared from recipe'],
    ['pepperoni pizza', ['PIZZA HUT 12" Pepperoni Pizza, Pan Crust', 'Pizza with pepperoni, from frozen, thin crust'], 'Pizza with pepperoni, from frozen, thin crust'],
  ])('%s → the regular form', (typed, names, expected) => {
    expect(plainest(typed, names)).toBe(expected);
  });

  it('penalises words not typed, modifiers most', () => {
    expect(variantPenalty('Butter, NFS', ['butter'])).toBe(0);
    expect(variantPenalty('Croissants, apple', ['croissant'])).toBeCloseTo(0.4);
    expect(variantPenalty('Mayonnaise, light', ['mayonnaise'])).toBe(1.5);
    expect(variantPenalty('Mayonnaise, light', ['light', 'mayonnaise'])).toBe(0);
    expect(variantPenalty('Tofu, raw, firm, prepared with calcium sulfate (nigari)', ['tofu'])).toBe(0);
    expect(headedBy('Chocolate milk, NFS', ['milk', 'chocolate'])).toBe(false);
    expect(plainMatchScore('Kohlrabi, raw', ['butter'], 0)).toBeNull();
  });
});

describe('forms a swap never takes', () => {
  it('leaves out organ meats, baby food, bars and supplements unless the original is one', () => {
    expect(suitable('Liver, beef, braised', 'meat', 'Sausage, NFS')).toBe(false);
    expect(suitable('Gizzard', 'meat', 'Cheese, cheddar')).toBe(false);
    expect(suitable('Chicken liver, braised', 'meat', 'Liver, beef, fried')).toBe(true);
    expect(suitable('Baby food, apple', 'fruit', 'Apple, raw')).toBe(false);
    expect(suitable('Nutrition bar (South Beach Living High Protein Bar)', 'snack', 'Potato chips, NFS')).toBe(false);
    expect(suitable('Nutritional drink or shake, high protein, ready-to-drink', 'milk', 'Chocolate milk, NFS')).toBe(false);
    expect(suitable('Beer, light', 'alcohol', 'Soft drink, cola')).toBe(false);
    expect(suitable('Beer, light', 'alcohol', 'Beer')).toBe(true);
    expect(suitable('Artichoke hearts, cooked', 'vegetable', 'Potato, baked')).toBe(true);
  });

  it('leaves out raw or dry forms of foods eaten cooked, and ingredients', () => {
    expect(suitable('Rice, white, long grain, unenriched, raw', 'grain', 'Rice, white, cooked')).toBe(false);
    expect(suitable('Pasta, whole-wheat, dry', 'grain', 'Pasta, cooked')).toBe(false);
    expect(suitable('Pasta, whole-wheat, cooked', 'grain', 'Pasta, cooked')).toBe(true);
    expect(suitable('Carrots, raw', 'vegetable', 'Potato chips, NFS')).toBe(true);
    expect(suitable('Leavening agents, yeast, baker\'s, active dry', 'pastry', 'Croissant')).toBe(false);
    expect(suitable('Pork, bones', 'meat', 'Bacon')).toBe(false);
  });
});
