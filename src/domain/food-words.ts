/** Word lists behind the name-based badges, diets and allergen filters. */

export const MEAT_WORDS = ['beef', 'pork', 'chicken', 'turkey', 'lamb', 'veal', 'ham', 'bacon', 'sausage', 'steak', 'duck', 'goose', 'venison', 'bison', 'meat', 'salami', 'pepperoni', 'hot dog', 'frankfurter', 'bologna', 'liver', 'gelatin', 'jerky', 'meatball', 'burger', 'hamburger', 'chorizo', 'prosciutto', 'goat', 'rabbit', 'quail', 'pheasant', 'broth', 'lard'];
export const FISH_WORDS = ['fish', 'salmon', 'tuna', 'cod', 'trout', 'sardine', 'anchovy', 'anchovies', 'mackerel', 'herring', 'tilapia', 'halibut', 'haddock', 'pollock', 'catfish', 'bass', 'snapper', 'swordfish', 'caviar', 'roe', 'eel'];
export const SHELLFISH_WORDS = ['shrimp', 'prawn', 'crab', 'lobster', 'clam', 'mussel', 'oyster', 'scallop', 'squid', 'octopus', 'crayfish', 'crawfish', 'calamari', 'shellfish'];
export const DAIRY_WORDS = ['milk', 'cheese', 'butter', 'cream', 'yogurt', 'yoghurt', 'whey', 'casein', 'ghee', 'kefir', 'ice cream', 'custard', 'buttermilk', 'ricotta', 'mozzarella', 'cheddar', 'parmesan', 'feta', 'brie', 'lactose'];
export const EGG_WORDS = ['egg', 'eggs', 'mayonnaise', 'mayo', 'omelet', 'omelette', 'meringue', 'quiche', 'custard', 'eggnog'];
export const GLUTEN_WORDS = ['wheat', 'bread', 'pasta', 'spaghetti', 'macaroni', 'noodle', 'noodles', 'flour', 'barley', 'rye', 'bagel', 'croissant', 'cracker', 'crackers', 'cookie', 'cookies', 'cake', 'muffin', 'pizza', 'biscuit', 'pretzel', 'cereal', 'couscous', 'bulgur', 'semolina', 'seitan', 'spelt', 'malt', 'beer', 'doughnut', 'donut', 'pancake', 'waffle', 'tortilla', 'pie', 'breaded', 'bun', 'roll', 'toast', 'sandwich', 'burger', 'dumpling', 'pastry'];
export const NUT_WORDS = ['almond', 'almonds', 'walnut', 'walnuts', 'cashew', 'cashews', 'pecan', 'pecans', 'pistachio', 'pistachios', 'hazelnut', 'hazelnuts', 'macadamia', 'brazil nut', 'peanut', 'peanuts', 'nut', 'nuts', 'praline', 'nutella', 'marzipan'];
export const SOY_WORDS = ['soy', 'soya', 'tofu', 'tempeh', 'edamame', 'miso', 'soybean', 'soybeans', 'natto'];
export const SESAME_WORDS = ['sesame', 'tahini', 'hummus', 'halva'];
export const HONEY_WORDS = ['honey'];
export const GRAIN_WORDS = ['rice', 'oat', 'oats', 'oatmeal', 'corn', 'quinoa', 'millet', 'grain', 'granola', ...GLUTEN_WORDS];
export const LEGUME_WORDS = ['bean', 'beans', 'lentil', 'lentils', 'chickpea', 'chickpeas', 'pea', 'peas', 'peanut', 'peanuts', 'soy', 'tofu', 'hummus'];
export const PROCESSED_WORDS = ['candy', 'soda', 'cola', 'chips', 'frosted', 'sweetened', 'syrup', 'fried', 'fast food', 'pastry', 'processed', 'margarine', 'sugar'];
export const MEDITERRANEAN_WORDS = ['olive', 'olives', 'fish', 'salmon', 'sardine', 'tuna', 'lentil', 'lentils', 'chickpea', 'chickpeas', 'bean', 'beans', 'tomato', 'tomatoes', 'spinach', 'eggplant', 'zucchini', 'pepper', 'peppers', 'onion', 'garlic', 'feta', 'yogurt', 'almond', 'almonds', 'walnut', 'walnuts', 'hummus', 'whole wheat', 'whole grain', 'barley', 'bulgur', 'couscous', 'fig', 'figs', 'grape', 'grapes', 'orange', 'lemon', 'herb', 'herbs', 'basil', 'oregano', 'salad', 'vegetable', 'vegetables', 'cucumber', 'artichoke'];

/** Whether any listed word or phrase appears as whole words in the name. */
export function nameHasAny(name: string, words: readonly string[]): boolean {
  const text = ` ${name.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return words.some((w) => text.includes(` ${w} `));
}

/** Plant-based names that mention dairy words but contain none ('almond milk', 'peanut butter'). */
const PLANT_ALTERNATIVES = ['almond milk', 'soy milk', 'soymilk', 'oat milk', 'rice milk', 'coconut milk', 'peanut butter', 'almond butter', 'cashew butter', 'nut butter', 'cocoa butter', 'butternut', 'cream of tartar', 'coconut cream', 'non dairy', 'nondairy', 'dairy free', 'vegan', 'plant based', 'butter beans', 'buttermilk biscuit'];

export function mentionsDairy(name: string): boolean {
  const lower = name.toLowerCase().replace(/[^a-z]+/g, ' ');
  const cleaned = PLANT_ALTERNATIVES.reduce((text, phrase) => text.replaceAll(phrase, ' '), lower);
  return nameHasAny(cleaned, DAIRY_WORDS);
}
