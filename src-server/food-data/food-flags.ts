/** Diet and allergen flags a food can carry. 'vegan' and 'vegetarian' are claims; the rest say "contains". */
export const FOOD_FLAGS = [
  'vegan', 'vegetarian', 'gluten', 'dairy', 'egg', 'fish', 'shellfish', 'tree_nut', 'peanut', 'soy', 'sesame',
] as const;
export type FoodFlag = (typeof FOOD_FLAGS)[number];
export type Allergen = Exclude<FoodFlag, 'vegan' | 'vegetarian'>;

/** What one ingredient brings: allergens, and whether it is meat (not vegetarian) or another animal product (not vegan). */
export interface IngredientFacts {
  allergens: Set<Allergen>;
  meat: boolean;
  animal: boolean;
}

// SR food groups (FD_GROUP codes) that are a single kind of food: the group alone says what it is.
const MEAT_GROUPS = new Set(['0500', '0700', '1000', '1300', '1700']);
// Groups of plant foods: an item is vegan unless its description names an animal product.
const PLANT_GROUPS = new Set(['0200', '0400', '0900', '1100', '1200', '1400', '1600', '1900', '2000', '2500', '0800']);

const NOT = String.raw`(?<!\b(?:coconut|soy|almond|rice|oat|cashew|hemp|peanut|cocoa|apple|sesame|nut|shea|mango)[ -]?)`;
const WORDS: [Allergen | 'meat' | 'animal', RegExp][] = [
  ['meat', /\b(beef|pork|ham|bacon|chicken|turkey|duck|goose|lamb|veal|mutton|venison|bison|rabbit|sausages?|pepperoni|salami|bologna|frankfurters?|hot ?dogs?|(?<!coconut |nut )meats?(?! extender)|meatballs?|chorizo|gelatin|lard|tallow|giblets|liver|pastrami|prosciutto|jerky|pate|broth|bouillon|gravy|game)\b/i],
  ['fish', /\b(fish|salmon|tuna|cod|anchov(y|ies)|sardines?|tilapia|trout|halibut|herring|mackerel|catfish|pollock|haddock|flounder|snapper|swordfish|caviar|roe|worcestershire|whitefish|perch|pike|mahimahi|eel)\b/i],
  ['shellfish', /\b(shrimps?|crabs?|lobsters?|crayfish|crawfish|prawns?|clams?|oysters?|mussels?|scallops?|squid|octopus|calamari|crustaceans|mollusks|conch|abalone)\b/i],
  ['dairy', new RegExp(String.raw`${NOT}\b(milk|butter|buttermilk|cheeses?|cream|creamed|yogurt|whey|casein|caseinate|lactose|ghee|kefir|custard|eggnog|alfredo|au gratin|cheddar|mozzarella|parmesan|ricotta|dairy|milkfat)\b`, 'i')],
  ['egg', /\b(eggs?|egg whites?|egg yolks?|mayonnaise|eggnog|meringue|custard|quiche|hollandaise|albumen|french toast)\b/i],
  ['gluten', /\b(wheat|barley|rye|malt|malted|semolina|durum|spelt|farro|bulgur|couscous|seitan|gluten|triticale|pasta|spaghetti|macaroni|noodles|breaded|batter|crumbs|beer|ale|lager|croutons|bread|buns?|bagels?|croissants?|muffins?|pancakes?|waffles?|doughnuts?|cookies?|cakes?|pies?|pastry|pastries|crackers?|pretzels?|pizza|crust|biscuits?|tortillas?|dumplings?|wontons?)\b/i],
  ['tree_nut', /\b(almonds?|cashews?|pecans?|walnuts?|pistachios?|hazelnuts?|filberts|macadamias?|brazilnuts|brazil nuts|pine nuts|pignolia|chestnuts?|praline|marzipan|mixed nuts)\b|\bnuts, (?!coconut)/i],
  ['peanut', /\b(peanuts?|mixed nuts)\b/i],
  ['soy', /\b(soy|soya|soybeans?|soymilk|tofu|tempeh|miso|natto|edamame|teriyaki|textured vegetable protein)\b/i],
  ['sesame', /\b(sesame|tahini|hummus|halvah|halva)\b/i],
  ['animal', /\b(honey|carmine|shellac)\b/i],
];
// Words that cancel a match: 'buckwheat' is no wheat, 'gluten-free' has none, a meatless patty no meat.
const CANCEL: Partial<Record<Allergen | 'meat', RegExp>> = {
  gluten: /\b(gluten[- ]free|buckwheat|rice (noodles|cakes?|crackers?)|noodles, rice|cellophane|bean threads?|corn tortillas?|tortillas?, (ready-to-bake or -fry, )?corn|tortilla chips|root beer|ginger ale)\b/i,
  meat: /\b(meatless|vegetarian|vegan|meat substitute|without meat|imitation)\b/i,
  dairy: /\b(non-?dairy|dairy[- ]free|cream of tartar|cream substitute)\b/i,
};
// Highly refined oils are exempt from allergen labelling (FALCPA); sesame oil is usually not refined.
const REFINED_OIL = /^oil, (soybean|peanut|almond|walnut|hazelnut)/i;

/** What SR28 measured of a food, per 100 g: cholesterol (mg); lactose, butyric acid (4:0), protein, glycine and lysine (g). */
export interface Measured {
  cholesterol?: number;
  lactose?: number;
  butyric?: number;
  protein?: number;
  glycine?: number;
  lysine?: number;
}

// Collagen, and so gelatin, is a third glycine by residues (about 22-25 % of its weight); no plant or
// muscle protein in SR28 comes near a fifth (amaranth 12 %, pork ears 19.7 %).
const collagen = (m: Measured) => (m.protein ?? 0) >= 0.5 && (m.glycine ?? 0) / m.protein! >= 0.2;

// Butyric acid (4:0) comes only with milk fat, and with at most this much cholesterol (mg per g of
// 4:0) in SR28's dairy foods (cream 154, cheddar 156, kefir 172).
const MILK_FAT_CHOLESTEROL = 175;

/**
 * In the fats and oils group, cholesterol that is neither meat's, fish's nor milk fat's is egg yolk,
 * the emulsifier of mayonnaise-type and creamy dressings (ranch, thousand island, caesar).
 */
function eggYolk(group: string | null, m: Measured, from: { meat: boolean; namedDairy: boolean }): boolean {
  if (group !== '0400' || from.meat || from.namedDairy) return false;
  return (m.cholesterol ?? 0) - MILK_FAT_CHOLESTEROL * (m.butyric ?? 0) >= 5;
}

/**
 * A mixed group (soups and sauces, baked products, meals) holds no animal product when USDA found
 * no cholesterol (meat, fish, egg yolk, milk fat) and no lactose (milk): a corn tortilla, a salsa,
 * white bread. Egg white has neither, but its protein is lysine-rich like milk's and meat's (7-9 %),
 * where cereal protein has 2-4 %: angel food cake has 6 %. Baby foods are left out: formulas are
 * milk protein with neither cholesterol nor lactose.
 */
function measuredPlant(group: string, m: Measured): boolean {
  const lysineRich = m.lysine !== undefined && (m.protein ?? 0) > 0 && m.lysine / m.protein! > 0.05;
  return group !== '0300' && m.cholesterol === 0 && (m.lactose ?? 0) < 0.1 && !lysineRich;
}

/**
 * One SR food as an ingredient, from its food group (FD_GROUP code) and its description, USDA's own
 * words: 'Dairy and Egg Products' + 'Cheese, cheddar' is dairy; 'Finfish and Shellfish Products' +
 * 'Crustaceans, shrimp' is shellfish. Without a group (an imported food) the description is all there is.
 */
export function ingredientFacts(description: string, group: string | null, measured: Measured = {}): IngredientFacts {
  const allergens = new Set<Allergen>();
  let meat = false;
  let animal = false;
  const text = description.replace(/\bnfs\b/gi, '');
  for (const [key, pattern] of WORDS) {
    if (!pattern.test(text) || CANCEL[key as Allergen]?.test(text)) continue;
    if (key === 'meat') meat = true;
    else if (key === 'animal') animal = true;
    else if (!(REFINED_OIL.test(text) && key !== 'sesame')) allergens.add(key);
  }
  const namedDairy = allergens.has('dairy');
  if (group && MEAT_GROUPS.has(group) && !CANCEL.meat!.test(text)) meat = true;
  // Gelatin is made from animal skin and bones: a marshmallow is as little vegetarian as its name says gelatin.
  if (collagen(measured)) meat = true;
  if (group === '1500') allergens.add(/^(crustaceans|mollusks)\b/i.test(text) ? 'shellfish' : 'fish');
  // Fish and shellfish are animal flesh: no vegetarian food holds them (fish sauce, Worcestershire).
  if (allergens.has('fish') || allergens.has('shellfish')) meat = true;
  if (group === '0100') {
    animal = true;
    if (/^egg|\begg\b/i.test(text)) allergens.add('egg');
    if (!/^egg(?!nog)/i.test(text) && !CANCEL.dairy!.test(text)) allergens.add('dairy');
  }
  if (group === '1200' && /^nuts\b/i.test(text) && !/coconut/i.test(text)) allergens.add('tree_nut');
  // Baked products are made with wheat flour unless the description names another grain.
  if (group === '1800' && !/\b(corn|rice|gluten[- ]free|leavening|baking (powder|soda)|yeast)\b/i.test(text)) allergens.add('gluten');
  // Lactose is milk sugar: the milk of a ranch dressing or a pizza's cheese the description leaves out.
  if ((measured.lactose ?? 0) >= 0.1 && !MEAT_GROUPS.has(group ?? '') && group !== '1500') allergens.add('dairy');
  if (eggYolk(group, measured, { meat: meat || allergens.has('fish') || allergens.has('shellfish'), namedDairy })) allergens.add('egg');
  // A plant group with no animal word: vegan. Other groups (dishes, soups, fast food, baby food) need the measured facts to be sure.
  if (allergens.has('dairy') || allergens.has('egg') || allergens.has('fish') || allergens.has('shellfish')) animal = true;
  if (meat) animal = true;
  // Cholesterol is made only by animals: a plant-group food that has it holds an animal product.
  if ((measured.cholesterol ?? 0) >= 1) animal = true;
  if (group !== null && !PLANT_GROUPS.has(group) && !MEAT_GROUPS.has(group) && group !== '1500' && group !== '0100') animal = animal || !(plainWater(text) || measuredPlant(group, measured));
  return { allergens, meat, animal };
}

// Water, salt and leavening agents in mixed groups say nothing about animals.
function plainWater(text: string): boolean {
  return /^(water|salt|beverages, water|leavening agents)\b/i.test(text);
}

/** Flags of a food made of the given ingredients: allergens of any, vegan/vegetarian only when every one is. */
export function combineFacts(parts: IngredientFacts[]): FoodFlag[] {
  const allergens = new Set<Allergen>();
  let meat = false;
  let animal = false;
  for (const part of parts) {
    for (const a of part.allergens) allergens.add(a);
    meat ||= part.meat;
    animal ||= part.animal;
  }
  const flags: FoodFlag[] = [];
  if (!animal && !meat) flags.push('vegan');
  if (!meat) flags.push('vegetarian');
  return [...flags, ...FOOD_FLAGS.filter((f): f is Allergen => allergens.has(f as Allergen))];
}
