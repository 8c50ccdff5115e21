type Tip = { funFact: string; cookingTip: string };

/** A fun fact and a cooking tip for the swap food, by its WWEIA category. */
const BY_CATEGORY: [string[], Tip][] = [
  [['Chicken, whole pieces', 'Turkey, duck, other poultry', 'Chicken fillet sandwiches'], { funFact: 'Skinless poultry breast is one of the leanest protein sources: about 80% of its calories come from protein.', cookingTip: 'Brine it for 30 minutes in salted water, then roast or grill it to 74 °C (165 °F) so it stays juicy.' }],
  [['Fish', 'Seafood mixed dishes', 'Seafood sandwiches'], { funFact: 'Oily fish such as salmon and sardines are among the few foods rich in omega-3 fats EPA and DHA.', cookingTip: 'Bake fish at 200 °C (400 °F) for about 10 minutes per 2.5 cm (1 inch) of thickness.' }],
  [['Shellfish'], { funFact: 'Shrimp packs about 20 g of protein per 100 g with very little fat.', cookingTip: 'Shrimp cook in 2-3 minutes; take them off the heat as soon as they turn pink and curl.' }],
  [['Eggs and omelets', 'Egg/breakfast sandwiches'], { funFact: 'An egg white holds more than half of the egg’s protein and almost none of its fat.', cookingTip: 'Scramble eggs low and slow and take them off the heat while still glossy.' }],
  [['Yogurt, Greek', 'Yogurt, regular', 'Plant-based yogurt'], { funFact: 'Straining yogurt to make Greek yogurt roughly doubles its protein per spoonful.', cookingTip: 'Use plain yogurt instead of sour cream or mayonnaise in dips and dressings.' }],
  [['Cottage/ricotta cheese'], { funFact: 'Cottage cheese is mostly casein, a slowly digested protein.', cookingTip: 'Blend cottage cheese until smooth for a creamy, high-protein sauce or spread.' }],
  [['Beans, peas, legumes', 'Bean, pea, legume dishes', 'Soy and meat-alternative products', 'Vegetable sandwiches/burgers'], { funFact: 'Beans and lentils give protein and fiber together, which few foods do.', cookingTip: 'Rinse canned beans to wash away up to 40% of their added sodium.' }],
  [['Oatmeal', 'Grits and other cooked cereals', 'Ready-to-eat cereal, lower sugar (=<21.2g/100g)'], { funFact: 'Oats contain beta-glucan, a soluble fiber linked to lower cholesterol.', cookingTip: 'Make overnight oats: equal parts oats and milk or yogurt, refrigerated overnight.' }],
  [['White potatoes, baked or boiled', 'Other starchy vegetables', 'Other red and orange vegetables'], { funFact: 'A baked potato with its skin has more potassium than a banana.', cookingTip: 'Par-boil potato wedges, then roast them with a teaspoon of oil for fries-like crunch.' }],
  [['Popcorn'], { funFact: 'Air-popped popcorn is a whole grain with about 30 kcal per cup.', cookingTip: 'Season popcorn with smoked paprika or nutritional yeast instead of butter.' }],
  [['Nuts and seeds'], { funFact: 'Pistachios have among the lowest calories per nut, about 4 kcal each.', cookingTip: 'Toast nuts in a dry pan for 3 minutes to bring out their flavour, so a small handful is enough.' }],
  [['Strawberries', 'Blueberries and other berries', 'Apples', 'Bananas', 'Grapes', 'Citrus fruits', 'Melons', 'Pears', 'Pineapple', 'Mango and papaya', 'Peaches and nectarines', 'Other fruits and fruit salads', 'Dried fruits'], { funFact: 'Whole fruit keeps its fiber, so it fills you up more than the same fruit as juice.', cookingTip: 'Slice fruit ahead of time and keep it at eye level in the fridge so it becomes the easy snack.' }],
  [['Tap water', 'Bottled water', 'Flavored or carbonated water', 'Enhanced water', 'Tea', 'Coffee', 'Diet soft drinks', 'Diet sport and energy drinks', 'Other diet drinks'], { funFact: 'Thirst is easily mistaken for hunger; a glass of water first can curb a snack craving.', cookingTip: 'Infuse water with citrus, cucumber or mint for flavour without sugar.' }],
  [['Milk, whole', 'Milk, reduced fat', 'Milk, lowfat', 'Milk, nonfat', 'Flavored milk, whole', 'Flavored milk, reduced fat', 'Flavored milk, lowfat', 'Flavored milk, nonfat', 'Plant-based milk'], { funFact: 'Lower-fat milks keep all of the protein and calcium of whole milk.', cookingTip: 'Froth warm milk for a latte-style drink without syrups.' }],
  [['Rice', 'Pasta, noodles, cooked grains'], { funFact: 'Cooked and cooled rice forms resistant starch, which acts more like fiber.', cookingTip: 'Cook grains in low-sodium broth for flavour without added fat.' }],
  [['Yeast breads', 'Rolls and buns', 'Bagels and English muffins', 'Tortillas'], { funFact: 'Whole-grain bread keeps the bran and germ, with 2-3 times the fiber of white bread.', cookingTip: 'Toast whole-grain bread lightly: it firms the texture for sandwiches.' }],
  [['Pizza', 'Burgers', 'Burritos and tacos', 'Meat mixed dishes', 'Poultry mixed dishes', 'Pasta mixed dishes, excludes macaroni and cheese', 'Rice mixed dishes'], { funFact: 'Restaurant portions have grown a lot in recent decades; a home-made version gives you control of the portion.', cookingTip: 'Build the plate as half vegetables, a quarter protein and a quarter starch.' }],
  [['Cheese'], { funFact: 'Strong cheeses such as aged cheddar or parmesan give more flavour per gram, so less is enough.', cookingTip: 'Grate cheese finely: the same taste covers more of the dish.' }],
  [['Salad dressings and vegetable oils', 'Margarine', 'Butter and animal fats'], { funFact: 'A tablespoon of butter or oil has about 100 kcal, more than most people guess.', cookingTip: 'Measure spreads with a teaspoon rather than straight from the tub.' }],
  [['Beer', 'Wine', 'Liquor and cocktails'], { funFact: 'Alcohol has 7 kcal per gram, almost as much as fat.', cookingTip: 'Alternate each drink with a glass of water.' }],
  [['Ice cream and frozen dairy desserts', 'Gelatins, ices, sorbets', 'Pudding', 'Cookies and brownies', 'Cakes and pies', 'Candy containing chocolate', 'Candy not containing chocolate'], { funFact: 'Sweet cravings often pass within 15-20 minutes.', cookingTip: 'Pair something sweet with protein, such as fruit with yogurt, to blunt the sugar spike.' }],
];

const TIPS = new Map(BY_CATEGORY.flatMap(([categories, tip]) => categories.map((c) => [c, tip] as const)));

const VEGETABLES: Tip = { funFact: 'Most vegetables have under 50 kcal per cup, so they add volume without many calories.', cookingTip: 'Roast vegetables at high heat with a little oil and salt until the edges brown.' };
// No fact is known for a food outside the categories above: its card shows the cooking tip.
const DEFAULT_TIP: Tip = { funFact: '', cookingTip: 'Season with herbs, spices, citrus or vinegar instead of extra fat or salt.' };

export function swapTip(category: string | null, kind: 'protein' | 'carb' | 'snack' | 'vegetable' | 'other'): Tip {
  return (category ? TIPS.get(category) : undefined) ?? (kind === 'vegetable' ? VEGETABLES : DEFAULT_TIP);
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
