/**
 * The role a food plays on the plate (a staple grain, a bread, a spread, a drink...). A swap keeps
 * the role: white rice becomes another grain, butter another spread, a pizza another handheld dish.
 */
export type Role =
  | 'grain' | 'bread' | 'breakfast' | 'pastry' | 'sweet' | 'snack' | 'cheese' | 'yogurt' | 'egg' | 'spread' | 'nut-butter' | 'sauce'
  | 'drink' | 'milk' | 'alcohol' | 'meat' | 'cured' | 'fish' | 'legume' | 'vegetable' | 'starch' | 'fruit'
  | 'handheld' | 'plate' | 'pasta-dish' | 'soup' | 'salad' | 'other';

const DISHES: Role[] = ['handheld', 'plate', 'pasta-dish', 'soup', 'salad'];

/** Survey categories of mixed dishes: the category alone says what kind of dish it is. */
const DISH_CATEGORIES: [RegExp, Role][] = [
  [/^(pizza|burgers|nachos|burritos and tacos|turnovers)|sandwich/i, 'handheld'],
  [/^(pasta mixed|macaroni and cheese|rice mixed|fried rice)/i, 'pasta-dish'],
  [/^(soups|ramen)/i, 'soup'],
  [/^(lettuce and lettuce salads|coleslaw)/i, 'salad'],
  [/mixed dishes|^(bean, pea, legume dishes|vegetable dishes|other mexican|stir-fry|egg rolls)/i, 'plate'],
];

/** Roles a category can hold, its usual one first; a broad category lets the name decide among them. */
const CATEGORY_ROLES: [RegExp, Role[]][] = [
  [/baby|formula|infant|american indian|not included|spices|sugar substitutes|protein and nutritional powders|nutritional beverages|^vegetables on a sandwich/i, []],
  [/^baked products/i, ['pastry', 'bread', 'breakfast', 'snack']],
  [/^dairy and egg/i, ['milk', 'cheese', 'yogurt', 'egg', 'spread', 'sweet']],
  [/^fats and oils/i, ['spread', 'sauce']],
  [/^beverages/i, ['drink', 'milk', 'alcohol']],
  [/^breakfast cereals|cereal, |^oatmeal|^grits|^pancakes/i, ['breakfast']],
  [/^cereal grains|^rice$|^pasta, noodles/i, ['grain']],
  [/^snacks/i, ['snack', 'sweet']],
  [/^sweets/i, ['sweet', 'snack']],
  [/^fruits and fruit juices/i, ['fruit', 'drink', 'spread']],
  [/^vegetables and vegetable|starchy/i, ['vegetable', 'starch', 'sauce', 'legume']],
  [/^legumes/i, ['legume', 'nut-butter', 'spread', 'milk', 'snack']],
  [/^nut and seed|^nuts and seeds/i, ['snack', 'nut-butter']],
  [/^soups, sauces/i, ['soup', 'sauce']],
  [/^(fast foods|restaurant foods|meals, entrees)/i, ['plate', 'handheld', 'pasta-dish', 'soup', 'starch', 'salad']],
  [/^sausages and luncheon|cold cuts|^bacon$|^frankfurters$|^sausages$/i, ['cured', 'meat']],
  [/^finfish|^fish$|^shellfish$/i, ['fish']],
  [/beef|pork|poultry|chicken|lamb|veal|game|turkey|liver and organ/i, ['meat', 'cured']],
  [/^eggs and omelets/i, ['egg']],
  [/^soy and meat-alternative|^beans, peas/i, ['legume']],
  [/^(liquor|wine|beer)/i, ['alcohol']],
  [/smoothies|milk shakes|plant-based milk|^milk|flavored milk/i, ['milk']],
  [/coffee|^tea$/i, ['drink', 'milk']],
  [/juice|soft drinks|water|drinks/i, ['drink']],
  [/^cheese$|cottage/i, ['cheese']],
  [/yogurt/i, ['yogurt']],
  [/butter and animal|margarine|mayonnaise|cream cheese|cream and cream|salad dressings/i, ['spread']],
  [/^dips/i, ['sauce', 'spread']],
  [/^olives, pickles/i, ['vegetable', 'sauce']],
  [/condiments|pasta sauces|jams/i, ['sauce', 'sweet']],
  [/ice cream|pudding|gelatins|candy|sugars and honey/i, ['sweet']],
  [/cakes|cookies|doughnuts|biscuits, muffins/i, ['pastry']],
  [/yeast breads|rolls and buns|bagels|tortillas$/i, ['bread']],
  [/chips|popcorn|pretzels|crackers|cereal bars|nutrition bars/i, ['snack']],
  [/french fries|white potatoes|mashed potatoes/i, ['starch']],
  [/fried vegetables|vegetable|broccoli|cabbage|carrots|lettuce|spinach|tomatoes|onions|string beans|dark green|red and orange/i, ['vegetable', 'starch']],
  [/fruit|apples|bananas|berries|citrus|grapes|mango|melons|peaches|pears|pineapple|strawberries/i, ['fruit']],
];

/** Words in a food's name that give its role, strongest first (checked among the category's roles). */
const NAME_ROLES: [RegExp, Role][] = [
  [/\b(alcoholic|beer|wine|liquor|vodka|whiskey|rum|gin)\b/, 'alcohol'],
  [/^(milk|soymilk|kefir)\b|chocolate milk|\b(soy|almond|oat|rice|coconut|cashew) milk\b|\b(latte|cappuccino|mocha|macchiato|smoothie|shake|milkshake|hot chocolate|hot cocoa|creamer)\b/, 'milk'],
  [/\bjuice\b(?! pack)|\b(nectar|soda|cola|coffee|tea|lemonade|drinks?)\b|^beverages?\b/, 'drink'],
  [/\b(macaroni and cheese|mac and cheese|lasagna|ravioli|fried rice|lo mein|chow mein)\b|\b(spaghetti|pasta|noodles) with\b/, 'pasta-dish'],
  [/\b(sauce|gravy|ketchup|catsup|mustard|salsa|relish|vinegar|horseradish|pickles?|pickled)\b/, 'sauce'],
  [/\b(ice creams?|frozen yogurts?|sherbet|sorbet|pudding|gelatin|candies|candy|chocolate|syrup|jams?|jelly|preserves|marmalade|honey|sugars?|frosting|marshmallow)\b/, 'sweet'],
  [/\b(peanut|almond|cashew|nut|sunflower|seed|soy|sesame) (butter|spread)\b/, 'nut-butter'],
  [/\b(hummus|guacamole|avocados?|butter|margarine|oil|spread|shortening|lard|mayonnaise|cream|dressing|dip)\b/, 'spread'],
  [/\b(cheese|cottage|ricotta)\b/, 'cheese'],
  [/\b(yogurt|yoghurt)\b/, 'yogurt'],
  [/\b(egg|eggs|omelet)\b/, 'egg'],
  [/\bmilk\b/, 'milk'],
  [/^water\b|\b(coconut|sparkling|mineral|tonic|bottled|tap) water\b/, 'drink'],
  [/\b(rice cakes?|crackers?|chips|popcorn|pretzels?|nuts?|almonds|peanuts|cashews|pecans|walnuts|pistachios|(?<!mature )seeds|trail mix|granola bars?|snacks?)\b/, 'snack'],
  [/\benglish muffins?\b|\bmuffins?, english\b/, 'bread'],
  [/\b(croissants?|doughnuts?|danish|pastry|pastries|cakes?|pies?|cookies?|brownies?|muffins?|sweet rolls?|cinnamon rolls?|eclairs?|strudel)\b/, 'pastry'],
  [/\b(cereals?|granola|oats|oatmeal|muesli|pancakes?|waffles?|french toast|grits|farina)\b/, 'breakfast'],
  [/\b(bread|rolls?|bagels?|english muffins?|tortillas?|pita|buns?|naan|biscuits?)\b/, 'bread'],
  [/\b(rice|pasta|spaghetti|macaroni|noodles?|quinoa|couscous|bulgur|barley|millet|buckwheat|amaranth)\b/, 'grain'],
  [/\b(potato|potatoes|fries|sweet potato|yams?|plantains?|cassava|taro)\b/, 'starch'],
  [/\b(snap|green|string|wax) beans\b|\bbeans, (snap|green)/, 'vegetable'],
  [/\b(tofu|tempeh|beans|lentils|chickpeas|edamame|soybeans|(split|blackeyed|pigeon) peas|cowpeas)\b/, 'legume'],
  [/\b(bacon|sausages?|ham|salami|bologna|frankfurters?|hot dogs?|pepperoni|luncheon|deli|pastrami|jerky|bratwurst|kielbasa|chorizo)\b/, 'cured'],
  [/\b(soups?|broth|chowder|stew)\b/, 'soup'],
  [/\bsalad\b/, 'salad'],
  [/\b(pizza|burgers?|hamburger|cheeseburger|sandwich|burrito|taco|wrap|nachos|quesadilla)\b/, 'handheld'],
];

/** Which roles may stand in for a food of this role, nearest first. */
export const COMPATIBLE: Record<Role, Role[]> = {
  grain: ['grain', 'starch'],
  bread: ['bread'],
  breakfast: ['breakfast'],
  pastry: ['pastry', 'bread', 'breakfast'],
  sweet: ['sweet', 'fruit'],
  snack: ['snack', 'fruit', 'vegetable'],
  cheese: ['cheese'],
  yogurt: ['yogurt', 'cheese'],
  egg: ['egg', 'legume'],
  spread: ['spread'],
  'nut-butter': ['nut-butter', 'spread'],
  sauce: ['sauce', 'spread'],
  drink: ['drink'],
  milk: ['milk'],
  alcohol: ['alcohol'],
  meat: ['meat', 'fish', 'cured', 'legume'],
  cured: ['cured', 'meat', 'fish'],
  fish: ['fish', 'meat', 'legume'],
  legume: ['legume'],
  vegetable: ['vegetable', 'starch'],
  starch: ['starch', 'vegetable', 'grain'],
  fruit: ['fruit'],
  handheld: ['handheld', 'salad'],
  plate: ['plate', 'salad', 'meat', 'fish', 'legume'],
  'pasta-dish': ['pasta-dish', 'salad'],
  soup: ['soup'],
  salad: ['salad', 'vegetable', 'plate'],
  // A food the database does not know is compared with everyday dishes.
  other: ['plate', 'handheld', 'salad'],
};

export function categoryRoles(category: string | null): Role[] {
  if (!category) return [];
  const dish = DISH_CATEGORIES.find(([re]) => re.test(category));
  if (dish) return [dish[1]];
  return CATEGORY_ROLES.find(([re]) => re.test(category))?.[1] ?? [];
}

/** The role of a food: its category's, narrowed by its name when the category is a broad one. */
export function roleOf(name: string, category: string | null): Role {
  const allowed = categoryRoles(category);
  const lower = name.toLowerCase();
  // Eaten like a spread, though filed with fruit or vegetables.
  if (/^(avocados?|guacamole)\b/.test(lower)) return 'spread';
  if (category && allowed.length === 0) return 'other';
  if (allowed.length === 1) return allowed[0]!;
  const byName = NAME_ROLES.filter(([re]) => re.test(lower)).map(([, role]) => role);
  return byName.find((r) => allowed.length === 0 || allowed.includes(r)) ?? allowed[0] ?? 'other';
}

/**
 * The known categories for foods of these roles: those whose usual role is one of them, and those
 * that only may hold one (fries among fast foods), so a broad category cannot crowd out the first.
 */
export function categoriesFor(roles: readonly Role[], all: readonly string[]): { usual: string[]; more: string[] } {
  const usual = all.filter((c) => roles.includes(categoryRoles(c)[0]!));
  const more = all.filter((c) => !usual.includes(c) && categoryRoles(c).some((r) => roles.includes(r)));
  return { usual, more };
}

export const isDish = (role: Role) => DISHES.includes(role);
