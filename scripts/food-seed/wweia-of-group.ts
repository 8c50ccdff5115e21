/**
 * A WWEIA category for an SR or Foundation food that no FNDDS food is made of: its SR food group's
 * counterpart, refined by the first word of its description where a group spans several WWEIA
 * categories (SR's 'Dairy and Egg Products' holds milk, cheese, yogurt, butter, cream and eggs).
 */
const BY_GROUP: Record<string, [RegExp, number][] | number> = {
  '0100': [[/^egg/, 2502], [/^cheese, cottage|^cheese, ricotta/, 1604], [/^cheese, cream|^cream, sour|^cream, whipped|^sour cream/, 8006], [/^cheese/, 1602], [/^yogurt/, 1820], [/^butter/, 8002], [/^cream/, 8008], [/^milk, (chocolate|flavored)/, 1202], [/^milk, (nonfat|skim|fat free)/, 1008], [/^milk, lowfat/, 1006], [/^milk, reduced fat/, 1004], [/^milk/, 1002], [/^(ice cream|frozen)/, 5802], [/./, 1402]],
  '0200': 8406,
  '0300': [[/formula/, 9404], [/juice/, 9202], [/cereal/, 9002], [/fruit|apple|banana|pear|peach/, 9004], [/./, 9007]],
  '0400': [[/^butter/, 8002], [/^margarine/, 8004], [/mayonnaise/, 8010], [/^(lard|fat, |animal fat)/, 8002], [/./, 8012]],
  '0500': [[/^chicken/, 2202], [/./, 2206]],
  '0600': [[/^soup, cream|chowder/, 3806], [/^soup/, 3804], [/^sauce, pasta|marinara|spaghetti/, 8410], [/^(catsup|ketchup|salsa)/, 8402], [/soy sauce|teriyaki/, 8404], [/./, 8412]],
  '0700': [[/bacon/, 2604], [/frankfurter|hot dog/, 2606], [/sausage|bratwurst|kielbasa|chorizo/, 2608], [/./, 2602]],
  '0900': [[/juice/, 7006], [/^apples?\b/, 6002], [/^bananas?\b/, 6004], [/^grapes?\b/, 6006], [/^(peach|nectarine)/, 6008], [/^strawberr/, 6009], [/berr/, 6011], [/^(orange|grapefruit|tangerine|lemon|lime|clementine|pummelo|kumquat)/, 6012], [/melon|cantaloupe/, 6014], [/dried|dehydrated|raisins|prunes/, 6016], [/^pears?\b/, 6020], [/^pineapple/, 6022], [/^(mango|papaya)/, 6024], [/./, 6018]],
  '1000': [[/bacon/, 2604], [/./, 2006]],
  '1100': [[/juice/, 7008], [/^tomato/, 6402], [/^carrot/, 6404], [/^broccoli/, 6407], [/^spinach/, 6409], [/^lettuce/, 6410], [/^cabbage/, 6413], [/^onion/, 6414], [/^corn/, 6416], [/^beans, snap/, 6412], [/^potato.*(french fr|fried)/, 6804], [/^potato/, 6802], [/^(peas|plantain|cassava|taro|yam)/, 6418], [/^(pepper|pumpkin|squash, winter|sweet potato)/, 6406], [/^(kale|collard|chard|mustard greens|turnip greens|arugula|watercress)/, 6411], [/./, 6420]],
  '1200': 2804,
  '1300': [[/ground/, 2004], [/liver|kidney|tongue|heart|tripe/, 2010], [/./, 2002]],
  '1400': [[/beer/, 7502], [/wine/, 7504], [/alcoholic|liqueur|distilled/, 7506], [/coffee/, 7302], [/tea\b/, 7304], [/water, (tap|municipal|well)/, 7702], [/water/, 7704], [/carbonated|cola|soda|soft drink/, 7202], [/energy|sports/, 7206], [/juice|drink|ade\b/, 7204], [/./, 7006]],
  '1500': [[/^(crustaceans|mollusks)/, 2404], [/./, 2402]],
  '1600': [[/^(peanut|nuts)/, 2804], [/soy sauce/, 8404], [/^(soy|tofu|tempeh|miso|natto|meat extender)/, 2806], [/./, 2802]],
  '1700': [[/liver|kidney|tongue|heart|brain|sweetbread/, 2010], [/./, 2008]],
  '1800': [[/^(rolls|buns)/, 4204], [/^(bagels|english muffins)/, 4206], [/^tortillas/, 4208], [/^(biscuits|muffins|quick bread|cornbread|bread, (banana|zucchini|corn|pumpkin))/, 4402], [/^(pancakes|waffles|french toast)/, 4404], [/^(cookies|brownies)/, 5504], [/^(cakes?|pies?|cheesecake)\b/, 5502], [/^(doughnuts|danish|croissants|sweet rolls|pastr|toaster)/, 5506], [/^crackers, (saltines|standard snack-type, regular)/, 5204], [/^crackers/, 5202], [/./, 4202]],
  '1900': [[/^(sugars?|honey|molasses)\b/, 8802], [/^(jams|jellies|syrups?|marmalade|frostings|toppings)/, 8806], [/^(ice creams?|frozen)/, 5802], [/^puddings?/, 5804], [/^gelatin/, 5806], [/chocolate|fudge|cocoa/, 5702], [/./, 5704]],
  '2000': [[/^rice\b/, 4002], [/^(oats|cereals?, oats)/, 4802], [/flour|meal|bran|germ/, 9999], [/./, 4004]],
  '2500': [[/potato chips/, 5002], [/tortilla chips|corn chips|chips/, 5004], [/popcorn/, 5006], [/pretzels|trail mix|snack mix/, 5008], [/granola bars|cereal bars/, 5402], [/crackers|rice cakes/, 5202], [/./, 5008]],
};

/** The WWEIA category number, or null when the group has no counterpart (fast foods, restaurant foods, meals). */
export function wweiaOfSrGroup(group: string | null, description: string, sugarPer100: number | null): number | null {
  // FNDDS splits ready-to-eat cereals at 21.2 g of sugar per 100 g, in the category's own name.
  if (group === '0800') return /\b(oats|oatmeal|farina|grits|cream of|wheatena|hot)\b/i.test(description) ? 4804 : (sugarPer100 ?? 0) > 21.2 ? 4602 : 4604;
  const rule = group ? BY_GROUP[group] : undefined;
  if (rule === undefined) return null;
  if (typeof rule === 'number') return rule;
  const text = description.toLowerCase();
  return rule.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
