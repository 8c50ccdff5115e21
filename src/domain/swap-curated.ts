/**
 * Well-known swaps, as search queries for plain foods in the database (the plainest hit is taken).
 * The database still supplies every number, and a curated pick must pass the same rules as any
 * other candidate except the role: these are the classic swaps that cross it (ice cream → yogurt).
 * The first pattern that matches the typed name wins, so specific foods come before general ones.
 */
const CURATED: [RegExp, string[]][] = [
  [/\bpizza/, ['pizza whole wheat crust vegetables', 'quesadilla vegetables', 'turkey sandwich wheat', 'chicken wrap']],
  [/\b(veggie|vegetarian|bean) burger/, ['black beans', 'lentils boiled', 'tofu firm', 'mushrooms portabella grilled']],
  [/\b(burgers?|cheeseburgers?|hamburgers?)\b/, ['turkey burger wheat bun', 'veggie burger', 'chicken fillet sandwich grilled', 'turkey sandwich wheat']],
  [/\b(hot dogs?|frankfurters?|bratwurst)\b/, ['hot dog turkey', 'chicken sausage', 'veggie dog', 'turkey sandwich wheat']],
  [/\b(fries|french fries|fried potato)/, ['sweet potato baked', 'potato baked flesh and skin', 'carrots raw', 'green beans cooked', 'broccoli steamed']],
  [/\bdiet (soda|cola|coke)\b/, ['water carbonated plain', 'tea iced unsweetened', 'water carbonated flavored']],
  [/\b(soda|cola|coke|soft drinks?|pop)\b/, ['water carbonated plain', 'soft drink cola diet', 'tea iced unsweetened', 'water carbonated flavored', 'kombucha']],
  [/\b(energy drinks?|sports? drinks?)\b/, ['water carbonated flavored', 'tea iced unsweetened', 'coffee brewed', 'coconut water']],
  [/\bbeer\b/, ['beer light', 'hard seltzer', 'water carbonated plain']],
  [/\bwine\b/, ['wine light', 'water carbonated flavored']],
  [/\b(candy|candies|chocolate bar|milk chocolate|gummy|gummies|sweets)\b/, ['chocolate dark 70-85%', 'grapes raw', 'strawberries raw', 'raisins', 'yogurt greek plain nonfat']],
  [/\b(cookie|cookies|biscuits?)\b/, ['apples raw', 'yogurt greek plain nonfat', 'almonds', 'banana raw', 'oatmeal cooked']],
  [/\b(potato chips|chips|crisps)\b/, ['popcorn air-popped', 'pretzels hard', 'potato chips baked', 'almonds', 'carrots raw']],
  [/\b(ice cream|gelato)\b/, ['frozen yogurt', 'yogurt greek plain nonfat', 'sorbet', 'banana raw', 'strawberries raw']],
  [/\b(white rice|rice)\b/, ['rice brown cooked', 'cauliflower cooked', 'quinoa cooked', 'bulgur cooked', 'barley pearled cooked']],
  [/\b(pasta|spaghetti|noodles|macaroni|mac|linguine|penne)\b/, ['pasta whole-wheat cooked', 'zucchini cooked', 'spaghetti squash cooked', 'quinoa cooked', 'lentils boiled']],
  [/\b(white bread|bread|toast)\b/, ['bread whole-wheat', 'bread multigrain', 'bread rye', 'english muffin whole-wheat', 'pita whole-wheat']],
  [/\bbagels?\b/, ['english muffin whole-wheat', 'bread whole-wheat', 'bagel whole wheat', 'pita whole-wheat']],
  [/\b(tortillas?|wraps?)\b/, ['tortilla corn', 'tortilla whole wheat', 'lettuce romaine']],
  [/\bbacon\b/, ['turkey bacon cooked', 'canadian bacon cooked', 'turkey breast sliced', 'smoked salmon']],
  [/\b(sausages?|salami|pepperoni|bologna)\b/, ['chicken sausage', 'turkey breast sliced', 'turkey bacon cooked', 'chicken breast grilled']],
  [/\b(donut|doughnut|pastry|croissant|danish)\b/, ['english muffin whole-wheat', 'bread whole-wheat toasted', 'oatmeal cooked', 'yogurt greek plain nonfat', 'banana raw']],
  [/\bmuffins?\b/, ['muffin oat bran', 'english muffin whole-wheat', 'oatmeal cooked', 'yogurt greek plain nonfat', 'banana raw']],
  [/\b(pancakes?|waffles?|french toast)\b/, ['oatmeal cooked', 'pancakes whole wheat', 'waffles whole wheat', 'yogurt greek plain nonfat', 'eggs scrambled']],
  [/\b(cake|cheesecake|brownie|pie)\b/, ['strawberries raw', 'yogurt greek plain nonfat', 'apples baked', 'angel food cake', 'pears raw']],
  [/\b(orange juice|oj)\b/, ['oranges raw', 'water carbonated flavored', 'grapefruit raw']],
  [/\bapple juice\b/, ['apples raw', 'water carbonated flavored', 'tea iced unsweetened']],
  [/\bjuice\b/, ['water carbonated flavored', 'tea iced unsweetened', 'vegetable juice', 'oranges raw']],
  [/\b(chocolate milk|milkshake|milk shake)\b/, ['milk fat free', 'milk lowfat', 'soy milk unsweetened', 'almond milk unsweetened']],
  [/\bwhole milk\b|^milk$/, ['milk fat free', 'milk lowfat', 'soy milk unsweetened', 'almond milk unsweetened']],
  [/\b(latte|cappuccino|mocha|frappuccino)\b/, ['coffee brewed', 'coffee latte nonfat', 'tea brewed']],
  [/\b(fried chicken|chicken nuggets|nuggets|wings|chicken tenders)\b/, ['chicken breast grilled', 'chicken breast roasted', 'turkey breast roasted', 'fish baked', 'tofu firm']],
  [/\b(mayonnaise|mayo)\b/, ['yogurt greek plain nonfat', 'mayonnaise light', 'mustard', 'hummus', 'avocado raw']],
  [/\bsour cream\b/, ['yogurt greek plain nonfat', 'sour cream light', 'cottage cheese lowfat', 'salsa']],
  [/\bcream cheese\b/, ['cream cheese light', 'cottage cheese lowfat', 'hummus', 'yogurt greek plain nonfat', 'ricotta part skim']],
  [/\b(peanut|almond|nut) butter\b/, ['almond butter', 'hummus', 'peanuts dry roasted', 'apples raw']],
  [/\b(butter|margarine)\b/, ['avocado raw', 'margarine light', 'vegetable oil-butter spread reduced calorie', 'hummus', 'olive oil']],
  [/\b(ranch|dressing)\b/, ['vinaigrette', 'salad dressing light', 'yogurt greek plain nonfat', 'salsa']],
  [/\b(cheese|cheddar)\b/, ['cheese cheddar reduced fat', 'mozzarella part skim', 'cottage cheese lowfat', 'cheese swiss low fat', 'feta cheese']],
  [/\b(cereal|granola)\b/, ['oatmeal cooked', 'bran flakes', 'shredded wheat', 'muesli', 'yogurt greek plain nonfat']],
  [/\b(steak|ground beef|beef)\b/, ['beef ground 95% lean', 'beef top sirloin lean', 'chicken breast grilled', 'turkey ground', 'salmon baked']],
  [/\bnachos\b/, ['quesadilla vegetables', 'burrito bowl chicken', 'taco chicken', 'black bean salad']],
  [/\bramen\b/, ['pho', 'miso soup', 'vegetable soup', 'chicken noodle soup']],
];

/** Search queries for well-known swaps of this food, nearest first; none for an unfamiliar food. */
export function curatedSwapQueries(foodName: string): string[] {
  const name = foodName.toLowerCase();
  return CURATED.find(([re]) => re.test(name))?.[1] ?? [];
}
