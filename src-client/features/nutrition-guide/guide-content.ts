/**
 * Static content of the Nutrition Guide (/nutrition-guide).
 *
 * Figures follow widely used consensus references: the Dietary Reference Intakes of the
 * US National Academies (NASEM), the Dietary Guidelines for Americans 2020-2025, the WHO,
 * the American Heart Association, and the position stands of the International Society of
 * Sports Nutrition (ISSN) and the American College of Sports Medicine (ACSM). The guidance
 * constants of the product spec (section 9) are used where they apply.
 */

export type CategoryId = 'macronutrients' | 'micronutrients' | 'hydration-recovery' | 'special-diets';

export type TopicId =
  | 'understanding-protein'
  | 'carbohydrate-cycling'
  | 'healthy-fats'
  | 'essential-vitamins'
  | 'critical-minerals'
  | 'optimal-hydration'
  | 'recovery-nutrition'
  | 'plant-based-nutrition'
  | 'ketogenic-approach';

export interface GuideCategory {
  readonly id: CategoryId;
  readonly label: string;
  readonly description: string;
}

export interface GuideTopic {
  readonly id: TopicId;
  readonly categoryId: CategoryId;
  readonly title: string;
  /** One or two sentences shown on the topic's card. */
  readonly summary: string;
  /** The key figure shown as a badge on the card. */
  readonly keyFact: string;
  /** Paragraphs of the Overview section. */
  readonly overview: readonly string[];
  readonly recommendations: readonly string[];
  readonly bestSources: readonly string[];
  readonly practicalTips: readonly string[];
  /** The references the figures are based on. */
  readonly basedOn: readonly string[];
}

export interface QuickFact {
  readonly id: 'daily-calories' | 'water-intake' | 'meal-timing' | 'heart-health';
  readonly title: string;
  readonly value: string;
  readonly description: string;
}

export const DEFAULT_CATEGORY_ID: CategoryId = 'macronutrients';

/** Categories in display order. */
export const GUIDE_CATEGORIES: readonly GuideCategory[] = [
  {
    id: 'macronutrients',
    label: 'Macronutrients',
    description: 'Protein, carbohydrates and fats: the nutrients that supply your energy.',
  },
  {
    id: 'micronutrients',
    label: 'Micronutrients',
    description: 'The vitamins and minerals your body needs in small but essential amounts.',
  },
  {
    id: 'hydration-recovery',
    label: 'Hydration & Recovery',
    description: 'How much to drink and how to eat to bounce back from training.',
  },
  {
    id: 'special-diets',
    label: 'Special Diets',
    description: 'Eating patterns that need a little extra planning to stay balanced.',
  },
];

/** Topics in display order within each category. */
export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    id: 'understanding-protein',
    categoryId: 'macronutrients',
    title: 'Understanding Protein',
    summary: 'How much protein you need, why it matters and how to spread it across your day.',
    keyFact: '0.8–2.0 g/kg a day',
    overview: [
      'Protein supplies the amino acids your body uses to build and repair muscle, skin and bone and to make enzymes, hormones and antibodies. Nine of the twenty amino acids are essential: your body cannot make them, so they must come from food.',
      'The Recommended Dietary Allowance of 0.8 g per kilogram of body weight is the amount that prevents deficiency in most healthy adults. People who train regularly, are older, or are eating in a calorie deficit to lose fat generally do better with more, because extra protein supports muscle repair and helps preserve lean mass.',
    ],
    recommendations: [
      'Most adults: 0.8–1.2 g of protein per kg of body weight per day (56–84 g for a 70 kg adult).',
      'Active people and strength or endurance athletes: 1.2–2.0 g per kg per day.',
      'When losing fat, aim toward the upper end of your range to help keep muscle.',
      'Spread protein over 3–4 meals of roughly 20–40 g (about 0.25–0.4 g per kg) rather than eating most of it at dinner.',
      'If you have kidney disease, follow the protein target set by your doctor or dietitian.',
    ],
    bestSources: [
      'Poultry, fish, seafood and lean cuts of meat',
      'Eggs',
      'Greek yogurt, skyr, cottage cheese and milk',
      'Lentils, chickpeas, beans and peas',
      'Tofu, tempeh, edamame and seitan',
      'Nuts, seeds and their butters (smaller amounts, more fat)',
    ],
    practicalTips: [
      'Start building each meal with its protein, then add vegetables and carbohydrates.',
      'Keep quick options on hand: eggs, yogurt, canned tuna or salmon, and canned beans.',
      'Plant eaters: mix legumes, soy, grains, nuts and seeds over the day to cover all essential amino acids.',
      'Check the protein card on your dashboard after lunch so there is time to close any gap at dinner.',
    ],
    basedOn: [
      'National Academies, Dietary Reference Intakes for macronutrients',
      'ISSN position stand: protein and exercise (2017)',
    ],
  },
  {
    id: 'carbohydrate-cycling',
    categoryId: 'macronutrients',
    title: 'Carbohydrate Cycling',
    summary: 'Match your carbohydrate intake to how hard you train, day by day.',
    keyFact: '3–7 g/kg a day',
    overview: [
      'Carbohydrates are the main fuel for moderate and high-intensity exercise. Your body stores them as glycogen in muscles and the liver, and those stores are limited, so they need topping up after hard sessions.',
      'Carbohydrate cycling means eating more carbohydrates on demanding training days and fewer on rest or light days, while keeping protein steady. There is little evidence that cycling burns more fat than a steady intake with the same weekly calories; its real benefit is fuelling the sessions that need it while trimming intake on days that do not.',
    ],
    recommendations: [
      'Moderate activity and light or skill-based training: 3–5 g of carbohydrate per kg of body weight per day.',
      'High-intensity training days (an hour or more of hard exercise): 5–7 g per kg per day. Endurance athletes training 1–3 hours a day may need more, ideally with guidance from a sports dietitian.',
      'Rest and light days: stay at the lower end of your range and get most carbohydrates from vegetables, fruit, legumes and whole grains.',
      'Keep added sugars under 10% of daily calories.',
      'Aim for 25–38 g of fiber a day (about 14 g per 1,000 kcal).',
    ],
    bestSources: [
      'Oats, brown rice, quinoa, barley and whole-grain bread or pasta',
      'Potatoes and sweet potatoes',
      'Fruit such as bananas, berries, apples and oranges',
      'Beans, lentils and chickpeas',
      'Milk and yogurt',
      'Vegetables of every colour',
    ],
    practicalTips: [
      'Plan the week ahead: mark each day as high, moderate or low according to your training.',
      'Place most of the day’s carbohydrates in the meals before and after your hardest session.',
      'When you raise carbohydrates, lower fat a little so your weekly calories stay on target.',
      'Right before training, choose easy-to-digest, lower-fiber carbohydrates to avoid stomach upset.',
    ],
    basedOn: [
      'ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada: Nutrition and Athletic Performance (2016)',
      'Dietary Guidelines for Americans 2020–2025',
    ],
  },
  {
    id: 'healthy-fats',
    categoryId: 'macronutrients',
    title: 'Healthy Fats Guide',
    summary: 'Why fat is essential, which kinds to favour, and how much to eat.',
    keyFact: '20–35% of calories',
    overview: [
      'Fat supplies energy (9 kcal per gram), the essential fatty acids your body cannot make, and helps you absorb vitamins A, D, E and K. It is also needed to make cell membranes and hormones.',
      'The type of fat matters more than the total. Replacing saturated and trans fats with unsaturated fats from plants and fish lowers LDL cholesterol and the risk of heart disease.',
    ],
    recommendations: [
      'Get 20–35% of your daily calories from fat.',
      'Keep saturated fat under 10% of daily calories (under 22 g on a 2,000 kcal diet).',
      'Avoid industrial trans fats (partially hydrogenated oils) as far as possible.',
      'Eat fatty fish such as salmon, sardines or mackerel at least twice a week for the omega-3s EPA and DHA.',
      'Do not go much below 20%: very low-fat diets make it hard to get enough essential fatty acids and fat-soluble vitamins.',
    ],
    bestSources: [
      'Extra-virgin olive oil and rapeseed (canola) oil',
      'Avocados',
      'Walnuts, almonds, pistachios and other nuts',
      'Chia, flax, hemp and pumpkin seeds',
      'Salmon, sardines, mackerel and trout',
      'Natural nut butters without added oils or sugar',
    ],
    practicalTips: [
      'Cook with olive or rapeseed oil instead of butter, lard or coconut oil.',
      'Measure cooking oil: one tablespoon is about 120 kcal, and free pours add up quickly.',
      'A small handful of nuts (about 30 g) makes a filling snack.',
      'Compare the saturated fat line on labels of similar products and pick the lower one.',
    ],
    basedOn: [
      'National Academies, Acceptable Macronutrient Distribution Ranges',
      'American Heart Association dietary guidance',
      'Dietary Guidelines for Americans 2020–2025',
    ],
  },
  {
    id: 'essential-vitamins',
    categoryId: 'micronutrients',
    title: 'Essential Vitamins',
    summary: 'What the 13 essential vitamins do and which ones are easiest to miss.',
    keyFact: '13 essential vitamins',
    overview: [
      'Your body needs 13 vitamins: the fat-soluble vitamins A, D, E and K, which are stored in the body, and the water-soluble vitamin C and eight B vitamins, which need regular replenishing. Together they support energy metabolism, immunity, vision, blood clotting and bone health.',
      'A varied diet covers most needs. Those most often short are vitamin D (little sunlight), vitamin B12 (vegans and many adults over 50) and folate (people who could become pregnant).',
    ],
    recommendations: [
      'Vitamin D: 600 IU (15 µg) a day for adults up to 70 and 800 IU (20 µg) over 70.',
      'Vitamin B12: 2.4 µg a day. Vegans need fortified foods or a supplement; adults over 50 absorb it better from those than from food.',
      'Vitamin C: 90 mg a day for men and 75 mg for women; smokers need 35 mg more.',
      'Folate: 400 µg DFE a day; anyone who could become pregnant should also take 400 µg of folic acid daily.',
      'Vitamin A: 900 µg RAE a day for men and 700 µg for women.',
      'Avoid high-dose supplements unless prescribed; fat-soluble vitamins build up, and intakes above the upper limits (for example 4,000 IU of vitamin D a day) can cause harm.',
    ],
    bestSources: [
      'Leafy greens such as spinach and kale (folate, vitamin K)',
      'Citrus fruit, kiwi, strawberries and bell peppers (vitamin C)',
      'Oily fish, egg yolks and fortified milk or plant drinks (vitamin D)',
      'Eggs, dairy, meat, fish and fortified cereals (vitamin B12)',
      'Carrots, sweet potatoes and squash (beta-carotene, which becomes vitamin A)',
      'Nuts, seeds and sunflower oil (vitamin E)',
    ],
    practicalTips: [
      'Eat a range of colours: different pigments come with different vitamins.',
      'Steam or microwave vegetables rather than boiling them for a long time; vitamin C and B vitamins leach into the water.',
      'Eat vegetables with a little fat, such as a drizzle of olive oil, to absorb vitamins A, E and K.',
      'Ask your healthcare professional about a blood test before starting high-dose supplements.',
    ],
    basedOn: [
      'National Academies, Dietary Reference Intakes',
      'NIH Office of Dietary Supplements fact sheets',
    ],
  },
  {
    id: 'critical-minerals',
    categoryId: 'micronutrients',
    title: 'Critical Minerals',
    summary: 'Calcium, iron, magnesium, potassium, zinc and sodium: how much and from where.',
    keyFact: 'Sodium under 2,300 mg',
    overview: [
      'Minerals build bones and teeth, carry oxygen in the blood, keep fluids in balance and let nerves and muscles work. Calcium, potassium and magnesium are under-eaten by many adults, iron is a common shortfall for menstruating women, while sodium is eaten in excess by most people.',
    ],
    recommendations: [
      'Calcium: 1,000 mg a day for most adults; 1,200 mg for women over 50 and men over 70.',
      'Iron: 8 mg a day for men and women over 50; 18 mg for women aged 19–50. Vegetarians need about 1.8 times as much because plant iron is absorbed less well.',
      'Magnesium: 400–420 mg a day for men and 310–320 mg for women.',
      'Potassium: 3,400 mg a day for men and 2,600 mg for women.',
      'Zinc: 11 mg a day for men and 8 mg for women.',
      'Sodium: under 2,300 mg a day (about one teaspoon of salt); less if you have high blood pressure.',
    ],
    bestSources: [
      'Milk, yogurt, cheese, fortified plant drinks and calcium-set tofu (calcium)',
      'Red meat, poultry, fish, lentils, beans and fortified cereals (iron)',
      'Pumpkin seeds, almonds, spinach, black beans and whole grains (magnesium)',
      'Potatoes, bananas, beans, yogurt, avocados and leafy greens (potassium)',
      'Shellfish, beef, pumpkin seeds and chickpeas (zinc)',
    ],
    practicalTips: [
      'Pair plant sources of iron with vitamin C, for example beans with peppers or oatmeal with berries.',
      'Drink tea and coffee between meals rather than with iron-rich meals; they reduce iron absorption.',
      'Most sodium comes from packaged and restaurant food, so compare labels and cook at home more often.',
      'Do not take iron supplements without a reason confirmed by your doctor; too much iron is harmful.',
    ],
    basedOn: [
      'National Academies, Dietary Reference Intakes (including the 2019 sodium and potassium update)',
      'Dietary Guidelines for Americans 2020–2025',
    ],
  },
  {
    id: 'optimal-hydration',
    categoryId: 'hydration-recovery',
    title: 'Optimal Hydration',
    summary: 'How much fluid you need each day and how to adjust for exercise and heat.',
    keyFact: '35 ml/kg a day',
    overview: [
      'Water makes up about 50–60% of your body weight. It regulates body temperature, carries nutrients, cushions joints and removes waste. Losing as little as 2% of body weight as fluid can reduce physical performance and concentration.',
      'Your needs depend on body size, activity, climate and health. Water-rich foods count too: they usually provide around a fifth of daily fluid.',
    ],
    recommendations: [
      'Aim for at least 35 ml of fluid per kg of body weight a day: about 2.5 litres for a 70 kg adult.',
      'About 4 hours before exercise, drink roughly 5–7 ml per kg of body weight.',
      'During exercise, drink enough to keep fluid losses under 2% of body weight; add sodium for sessions over an hour or heavy sweating.',
      'After exercise, drink about 1.5 litres for every kg of body weight lost.',
      'Drink more in hot weather, at altitude, with fever, vomiting or diarrhoea, and while pregnant or breastfeeding.',
      'Do not force very large volumes; drinking far more than you lose can dangerously dilute blood sodium.',
    ],
    bestSources: [
      'Water, plain or sparkling',
      'Milk and fortified soy drinks',
      'Herbal tea, and tea or coffee in moderation',
      'Watermelon, cucumber, oranges, lettuce and other water-rich produce',
      'Soups and broths',
      'Electrolyte drinks for long or hot sessions',
    ],
    practicalTips: [
      'Carry a reusable bottle and refill it at set points in your day.',
      'Check your urine: pale yellow usually means you are well hydrated.',
      'Have a glass of water with every meal and snack.',
      'Weigh yourself before and after a workout to learn how much you sweat.',
    ],
    basedOn: [
      'ACSM position stand: exercise and fluid replacement (2007)',
      'European Food Safety Authority, Dietary Reference Values for water',
    ],
  },
  {
    id: 'recovery-nutrition',
    categoryId: 'hydration-recovery',
    title: 'Recovery Nutrition',
    summary: 'Refuel, repair and rehydrate after training so you are ready for the next one.',
    keyFact: '20–40 g protein after training',
    overview: [
      'Recovery nutrition has three jobs: refilling glycogen, supplying amino acids to repair and build muscle, and replacing fluid and electrolytes lost in sweat.',
      'Your total intake over the day matters most. Timing helps most when you train hard, train twice a day, or train fasted.',
    ],
    recommendations: [
      'Within about 2 hours of training, eat a meal or snack with 20–40 g of protein (about 0.25–0.4 g per kg).',
      'If you need to refuel fast, for example before a second session the same day, eat 1.0–1.2 g of carbohydrate per kg per hour for the first 4 hours.',
      'Rehydrate with about 1.5 litres of fluid per kg of body weight lost, with some sodium from food or drinks.',
      'Meet your daily protein target: 1.2–2.0 g per kg for active people.',
      'Sleep 7–9 hours; a protein-rich snack of 30–40 g before bed can support overnight muscle repair.',
    ],
    bestSources: [
      'Greek yogurt with fruit and granola',
      'Milk or chocolate milk',
      'Eggs on whole-grain toast',
      'Chicken or fish with rice and vegetables',
      'Tofu stir-fry with noodles',
      'A smoothie of milk or soy drink, banana and oats',
    ],
    practicalTips: [
      'Pack your recovery snack before training so you are not relying on vending machines.',
      'Combine carbohydrate and protein in the same meal.',
      'Add fruit and vegetables to recovery meals for vitamins, minerals and fluid.',
      'Limit alcohol after training; it slows rehydration and muscle repair.',
    ],
    basedOn: [
      'ISSN position stands: nutrient timing (2017) and protein and exercise (2017)',
      'ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada: Nutrition and Athletic Performance (2016)',
    ],
  },
  {
    id: 'plant-based-nutrition',
    categoryId: 'special-diets',
    title: 'Plant-Based Nutrition',
    summary: 'Eat well on a vegetarian or vegan diet and cover the nutrients that need planning.',
    keyFact: 'B12 is a must',
    overview: [
      'Well-planned vegetarian and vegan diets are healthy and nutritionally adequate at every stage of life, and they are linked with a lower risk of heart disease, type 2 diabetes and some cancers.',
      '“Well-planned” matters: vitamin B12, iron, zinc, calcium, vitamin D, iodine and the omega-3 fats EPA and DHA need attention, and protein should come from a variety of sources.',
    ],
    recommendations: [
      'Vegans: take a vitamin B12 supplement or eat B12-fortified foods every day.',
      'Plant proteins are digested slightly less well, so aim toward the upper end of your protein range and vary your sources.',
      'Eat iron-rich foods with vitamin C; vegetarians need about 1.8 times the usual iron intake.',
      'Include 2–3 servings a day of calcium-rich foods such as fortified plant drinks or calcium-set tofu.',
      'Get ALA omega-3 from flax, chia or walnuts each day, and consider an algae oil supplement for EPA and DHA.',
      'Use iodised salt (in moderation) or discuss an iodine supplement with your doctor, as plant drinks are often not fortified with iodine.',
    ],
    bestSources: [
      'Lentils, chickpeas, beans and peas',
      'Tofu, tempeh, edamame and seitan',
      'Quinoa, oats and other whole grains',
      'Hemp, pumpkin, chia and flax seeds',
      'Fortified plant drinks and yogurts',
      'Nutritional yeast (often fortified with B12)',
    ],
    practicalTips: [
      'Build each main meal around a legume or soy food.',
      'Batch-cook beans and grains at the weekend for quick weekday meals.',
      'Check labels for fortification with B12, calcium, vitamin D and iodine.',
      'Ask your doctor to check B12, iron and vitamin D levels from time to time.',
    ],
    basedOn: [
      'Academy of Nutrition and Dietetics position: vegetarian diets (2016)',
      'NIH Office of Dietary Supplements fact sheets',
    ],
  },
  {
    id: 'ketogenic-approach',
    categoryId: 'special-diets',
    title: 'Ketogenic Approach',
    summary: 'How a very low-carbohydrate, high-fat diet works and how to follow it safely.',
    keyFact: 'Under 20–50 g carbs',
    overview: [
      'A ketogenic diet cuts carbohydrates so far that the body switches to burning fat and producing ketones as its main fuel. It has a long medical use in drug-resistant epilepsy, and some people find it reduces appetite.',
      'For weight loss, studies show results similar to other diets over the long term when calories are matched. It is restrictive, can raise LDL cholesterol in some people, and is not suitable for everyone.',
    ],
    recommendations: [
      'Carbohydrates: typically under 20–50 g of net carbohydrate a day.',
      'Fat: about 70–80% of daily calories.',
      'Protein: about 15–25% of daily calories; enough to protect muscle.',
      'Favour unsaturated fats (olive oil, avocado, nuts, fish) over butter, cream and processed meats.',
      'Expect “keto flu” (tiredness, headache) in the first week or two; extra fluid, sodium, potassium and magnesium help.',
      'Talk to your healthcare professional first if you have diabetes, kidney, liver or heart disease, take medication for blood sugar or blood pressure, are pregnant or breastfeeding, or have a history of eating disorders.',
    ],
    bestSources: [
      'Non-starchy vegetables: leafy greens, broccoli, cauliflower and courgette (zucchini)',
      'Avocados and olive oil',
      'Salmon, sardines and other fish and seafood',
      'Eggs',
      'Nuts and seeds such as almonds, macadamias and chia',
      'Plain Greek yogurt and cheese in moderation, and berries in small portions',
    ],
    practicalTips: [
      'Log everything at first: carbohydrates hide in sauces, dressings and drinks.',
      'Fill half your plate with non-starchy vegetables to keep fiber up.',
      'Plan restaurant meals ahead by choosing a protein with vegetables and swapping out the starch.',
      'Treat it as a trial: review how you feel and your blood lipids with your doctor after a few months.',
    ],
    basedOn: [
      'Dietary reviews of very low-carbohydrate ketogenic diets (StatPearls, NCBI Bookshelf)',
      'American Heart Association dietary guidance',
    ],
  },
];

/** Quick Nutrition Facts cards, in display order. */
export const QUICK_FACTS: readonly QuickFact[] = [
  {
    id: 'daily-calories',
    title: 'Daily Calories',
    value: 'Varies',
    description:
      'Your needs depend on age, sex, body size, activity and goals. Most adults need roughly 1,600–3,000 kcal a day; your dashboard target is calculated from your profile.',
  },
  {
    id: 'water-intake',
    title: 'Water Intake',
    value: '35 ml/kg',
    description:
      'Drink at least 35 ml per kg of body weight each day (about 2.5 L at 70 kg), more in heat or when active.',
  },
  {
    id: 'meal-timing',
    title: 'Meal Timing',
    value: 'Every 3–4 hours',
    description:
      'Eating every 3–4 hours helps manage hunger and energy and spreads your protein across the day.',
  },
  {
    id: 'heart-health',
    title: 'Heart Health',
    value: 'Omega-3s & fiber',
    description:
      'Eat fatty fish twice a week and aim for 25–38 g of fiber a day from whole grains, legumes, fruit and vegetables.',
  },
];

export function getCategory(id: CategoryId): GuideCategory {
  const category = GUIDE_CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown nutrition guide category: ${id}`);
  return category;
}

export function topicsForCategory(id: CategoryId): readonly GuideTopic[] {
  return GUIDE_TOPICS.filter((t) => t.categoryId === id);
}

export function findTopic(id: TopicId): GuideTopic | undefined {
  return GUIDE_TOPICS.find((t) => t.id === id);
}
