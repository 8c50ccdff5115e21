import type { Role } from './swap-roles.ts';

type Tip = { funFact: string; cookingTip: string };

/** By a word in the swap's name first, then by its role. */
const BY_WORD: [RegExp, Tip][] = [
  [/chicken|turkey/, { funFact: 'Skinless poultry breast is one of the leanest protein sources: about 80% of its calories come from protein.', cookingTip: 'Brine it for 30 minutes in salted water, then roast or grill it to 74 °C (165 °F) so it stays juicy.' }],
  [/salmon|tuna|cod|fish|trout|sardine|mackerel/, { funFact: 'Oily fish such as salmon and sardines are among the few foods rich in omega-3 fats EPA and DHA.', cookingTip: 'Bake fish at 200 °C (400 °F) for about 10 minutes per 2.5 cm (1 inch) of thickness.' }],
  [/shrimp|prawn|scallop|crab|lobster/, { funFact: 'Shrimp packs about 20 g of protein per 100 g with very little fat.', cookingTip: 'Shrimp cook in 2-3 minutes; take them off the heat as soon as they turn pink and curl.' }],
  [/egg/, { funFact: 'An egg white holds more than half of the egg’s protein and almost none of its fat.', cookingTip: 'Scramble eggs low and slow and take them off the heat while still glossy.' }],
  [/yogurt|yoghurt|kefir/, { funFact: 'Straining yogurt to make Greek yogurt roughly doubles its protein per spoonful.', cookingTip: 'Use plain yogurt instead of sour cream or mayonnaise in dips and dressings.' }],
  [/cottage|ricotta/, { funFact: 'Cottage cheese is mostly casein, a slowly digested protein.', cookingTip: 'Blend cottage cheese until smooth for a creamy, high-protein sauce or spread.' }],
  [/bean|lentil|chickpea|pea\b|hummus/, { funFact: 'Beans and lentils give protein and fiber together, which few foods do.', cookingTip: 'Rinse canned beans to wash away up to 40% of their added sodium.' }],
  [/tofu|tempeh|edamame|soy/, { funFact: 'Soy is one of the few plant proteins with all nine essential amino acids.', cookingTip: 'Press tofu for 15 minutes before cooking so it browns instead of steaming.' }],
  [/oat|oatmeal/, { funFact: 'Oats contain beta-glucan, a soluble fiber linked to lower cholesterol.', cookingTip: 'Make overnight oats: equal parts oats and milk or yogurt, refrigerated overnight.' }],
  [/sweet potato/, { funFact: 'One sweet potato covers more than a day’s vitamin A.', cookingTip: 'Cut sweet potato into wedges and roast at 220 °C (425 °F) for crisp edges without frying.' }],
  [/potato/, { funFact: 'A baked potato with its skin has more potassium than a banana.', cookingTip: 'Par-boil potato wedges, then roast them with a teaspoon of oil for fries-like crunch.' }],
  [/popcorn/, { funFact: 'Air-popped popcorn is a whole grain with about 30 kcal per cup.', cookingTip: 'Season popcorn with smoked paprika or nutritional yeast instead of butter.' }],
  [/almond|walnut|peanut|pistachio|cashew|nut|seed/, { funFact: 'Pistachios have among the lowest calories per nut, about 4 kcal each.', cookingTip: 'Toast nuts in a dry pan for 3 minutes to bring out their flavour, so a small handful is enough.' }],
  [/berr|strawberr|blueberr|raspberr/, { funFact: 'Berries are among the highest-fiber fruits per calorie.', cookingTip: 'Keep frozen berries for smoothies and yogurt bowls: they are picked ripe and keep for months.' }],
  [/apple|banana|orange|grape|melon|fruit|pear|peach|mango|pineapple/, { funFact: 'Whole fruit keeps its fiber, so it fills you up more than the same fruit as juice.', cookingTip: 'Slice fruit ahead of time and keep it at eye level in the fridge so it becomes the easy snack.' }],
  [/water|tea|coffee/, { funFact: 'Thirst is easily mistaken for hunger; a glass of water first can curb a snack craving.', cookingTip: 'Infuse water with citrus, cucumber or mint for flavour without sugar.' }],
  [/milk/, { funFact: 'Lower-fat milks keep all of the protein and calcium of whole milk.', cookingTip: 'Froth warm milk for a latte-style drink without syrups.' }],
  [/rice|quinoa|barley|bulgur|couscous/, { funFact: 'Cooked and cooled rice forms resistant starch, which acts more like fiber.', cookingTip: 'Cook grains in low-sodium broth for flavour without added fat.' }],
  [/bread|toast|tortilla|wrap|pita/, { funFact: 'Whole-grain bread keeps the bran and germ, with 2-3 times the fiber of white bread.', cookingTip: 'Toast whole-grain bread lightly: it firms the texture for sandwiches.' }],
  [/salad|lettuce|spinach|broccoli|cabbage|carrot|vegetable|zucchini|cauliflower|pepper|tomato|bean/, { funFact: 'Most vegetables have under 50 kcal per cup, so they add volume without many calories.', cookingTip: 'Roast vegetables at high heat with a little oil and salt until the edges brown.' }],
];

const MEALS: Tip = { funFact: 'Restaurant portions have grown a lot in recent decades; a home-made version gives you control of the portion.', cookingTip: 'Build the plate as half vegetables, a quarter protein and a quarter starch.' };
const SWEETS: Tip = { funFact: 'Sweet cravings often pass within 15-20 minutes.', cookingTip: 'Pair something sweet with protein, such as fruit with yogurt, to blunt the sugar spike.' };

const BY_ROLE: Partial<Record<Role, Tip>> = {
  handheld: MEALS,
  plate: MEALS,
  'pasta-dish': MEALS,
  snack: { funFact: 'Snacks with protein or fiber keep you full longer than starchy ones with the same calories.', cookingTip: 'Portion snacks into a bowl rather than eating from the bag.' },
  sweet: SWEETS,
  pastry: SWEETS,
  milk: { funFact: 'Lower-fat milks keep all of the protein and calcium of whole milk.', cookingTip: 'Froth warm milk for a latte-style drink without syrups.' },
  drink: { funFact: 'Drinks are the largest single source of added sugar in many diets.', cookingTip: 'Mix sparkling water with a splash of juice for a lighter soda.' },
  cheese: { funFact: 'Strong cheeses such as aged cheddar or parmesan give more flavour per gram, so less is enough.', cookingTip: 'Grate cheese finely: the same taste covers more of the dish.' },
  'nut-butter': { funFact: 'Nut butters give protein and mostly unsaturated fat, but about 95 kcal per tablespoon.', cookingTip: 'Stir the oil back in rather than pouring it off, and measure with a spoon.' },
  spread: { funFact: 'A tablespoon of butter or oil has about 100 kcal, more than most people guess.', cookingTip: 'Measure spreads with a teaspoon rather than straight from the tub.' },
  alcohol: { funFact: 'Alcohol has 7 kcal per gram, almost as much as fat.', cookingTip: 'Alternate each drink with a glass of water.' },
};

const DEFAULT_TIP: Tip = { funFact: 'Small, repeatable swaps add up: 100 kcal a day is about 36,500 kcal a year.', cookingTip: 'Season with herbs, spices, citrus or vinegar instead of extra fat or salt.' };

export function swapTip(name: string, role: Role): Tip {
  const lower = name.toLowerCase();
  return BY_WORD.find(([re]) => re.test(lower))?.[1] ?? BY_ROLE[role] ?? DEFAULT_TIP;
}
