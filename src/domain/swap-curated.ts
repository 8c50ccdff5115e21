/**
 * Well-known swaps, as search queries for plain foods in the database. The database still supplies
 * every number, and a curated pick must pass the same rules as any other candidate.
 */
const CURATED: [RegExp, string[]][] = [
  [/\bpizza/, ['quesadilla vegetables', 'pita bread whole wheat', 'chicken breast grilled', 'vegetable soup', 'salad greens']],
  [/\b(burger|cheeseburger|hamburger)/, ['chicken breast grilled', 'turkey breast roasted', 'black beans', 'salmon baked', 'lentils boiled']],
  [/\b(fries|french fries|fried potato)/, ['sweet potato baked', 'potato baked flesh and skin', 'carrots raw', 'green beans cooked', 'broccoli steamed']],
  [/\b(soda|cola|soft drink|pop)\b/, ['water carbonated', 'tea iced unsweetened', 'water bottled', 'coffee brewed', 'milk fat free']],
  [/\b(candy|candies|chocolate bar|gummy|gummies|sweets)\b/, ['grapes raw', 'strawberries raw', 'raisins', 'apples raw', 'yogurt greek plain nonfat']],
  [/\b(cookie|cookies|biscuits?)\b/, ['apples raw', 'yogurt greek plain nonfat', 'almonds', 'banana raw', 'oatmeal cooked']],
  [/\b(chips|crisps)\b/, ['popcorn air-popped', 'almonds', 'carrots raw', 'edamame', 'cucumber raw']],
  [/\bice cream/, ['yogurt greek plain nonfat', 'frozen yogurt', 'banana raw', 'strawberries raw', 'cottage cheese lowfat']],
  [/\b(white rice|rice)\b/, ['quinoa cooked', 'bulgur cooked', 'barley pearled cooked', 'cauliflower cooked', 'lentils boiled']],
  [/\b(pasta|spaghetti|noodles|macaroni)\b/, ['spaghetti squash cooked', 'zucchini cooked', 'lentils boiled', 'chickpeas cooked', 'quinoa cooked']],
  [/\b(white bread|bread|bagel|toast)\b/, ['bread whole wheat', 'oatmeal cooked', 'tortilla corn', 'lettuce romaine', 'rye bread']],
  [/\b(bacon|sausage)\b/, ['turkey breast sliced', 'egg whole boiled', 'chicken breast grilled', 'smoked salmon', 'tofu firm']],
  [/\b(donut|doughnut|pastry|croissant|muffin)\b/, ['oatmeal cooked', 'banana raw', 'yogurt greek plain nonfat', 'bread whole wheat toasted', 'apples raw']],
  [/\b(cake|brownie|pie)\b/, ['strawberries raw', 'yogurt greek plain nonfat', 'apples baked', 'dark chocolate', 'pears raw']],
  [/\b(juice)\b/, ['oranges raw', 'apples raw', 'water carbonated', 'tea iced unsweetened', 'grapefruit raw']],
  [/\b(fried chicken|chicken nuggets|nuggets|wings)\b/, ['chicken breast grilled', 'turkey breast roasted', 'fish baked', 'tofu firm', 'chickpeas cooked']],
  [/\b(mayonnaise|mayo|sour cream)\b/, ['yogurt greek plain nonfat', 'hummus', 'mustard', 'avocado raw', 'salsa']],
  [/\b(cereal|granola)\b/, ['oatmeal cooked', 'yogurt greek plain nonfat', 'egg whole boiled', 'bran flakes', 'berries']],
];

/** Search queries for well-known swaps of this food, nearest first; none for an unfamiliar food. */
export function curatedSwapQueries(foodName: string): string[] {
  const name = foodName.toLowerCase();
  return CURATED.find(([re]) => re.test(name))?.[1] ?? [];
}
