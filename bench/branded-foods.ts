import type { CheckedFood } from '../src-server/food-data/food-record.ts';
import { macroKcal } from '../src/domain/energy.ts';

const BRANDS = [
  'Kirkland Signature', 'Great Value', "Trader Joe's", '365 Everyday Value', 'Market Pantry', 'Good & Gather', 'Simple Truth',
  'Nature Valley', 'Kraft', 'General Mills', "Kellogg's", 'Tyson', 'Oscar Mayer', 'Chobani', 'Dannon', 'Yoplait', 'Quaker',
  'Pepperidge Farm', 'Nabisco', "Lay's", 'Tostitos', 'Barilla', 'Ragu', 'Hormel', 'Perdue', 'Ben & Jerry\'s', 'Häagen-Dazs',
  'Blue Diamond', 'Silk', 'Tropicana', 'Starbucks', 'Clif', 'KIND', 'Annie\'s', "Amy's", 'Campbell\'s', 'Progresso', 'Sabra',
  'Jif', 'Skippy', 'Smucker\'s', 'Land O Lakes', 'Tillamook', 'Cabot', 'Sargento', 'Boar\'s Head', 'Hillshire Farm', 'Dole',
  'Del Monte', 'Green Giant', 'Birds Eye', 'Stouffer\'s', 'Lean Cuisine', 'DiGiorno', 'Totino\'s', 'Thomas\'', 'Sara Lee',
  'Dave\'s Killer Bread', 'Mission', 'Old El Paso', 'Goya', 'Bush\'s', 'StarKist', 'Bumble Bee', 'Chicken of the Sea',
];
const DESCRIPTORS = [
  'Organic', 'Natural', 'Low Fat', 'Reduced Sodium', 'Gluten Free', 'Whole Grain', 'Original', 'Classic', 'Homestyle',
  'Crispy', 'Crunchy', 'Creamy', 'Spicy', 'Zesty', 'Smoked', 'Honey Roasted', 'Lightly Salted', 'Unsweetened', 'Fat Free',
  'Keto', 'High Protein', 'Mini', 'Family Size', 'Grilled', 'Roasted', 'Baked', 'Frozen', 'Fresh', 'Light', 'Extra Crispy',
  'Thick Cut', 'Thin Sliced', 'Southern Style', 'Italian Style', 'Greek', 'Plant Based', 'Sugar Free', 'Double', 'Deluxe',
];
const FLAVORS = [
  'Vanilla', 'Chocolate', 'Strawberry', 'Blueberry', 'Peanut Butter', 'Cinnamon', 'Apple', 'Banana', 'Lemon', 'Garlic',
  'Barbecue', 'Cheddar', 'Ranch', 'Teriyaki', 'Buffalo', 'Maple', 'Caramel', 'Coconut', 'Mango', 'Jalapeno', 'Sea Salt',
  'Sour Cream & Onion', 'Salt & Vinegar', 'Honey', 'Mixed Berry', 'Raspberry', 'Peach', 'Cherry', 'Cookies & Cream',
  'Pumpkin Spice', 'Mint', 'Hazelnut', 'Almond', 'Pepperoni', 'Four Cheese', 'Herb', 'Tomato Basil', 'Chipotle', 'Sriracha',
];
const PRODUCTS = [
  'Chicken Breast', 'Chicken Strips', 'Chicken Nuggets', 'Beef Jerky', 'Greek Yogurt', 'Yogurt', 'Granola', 'Granola Bars',
  'Protein Bar', 'Cereal', 'Oatmeal', 'Crackers', 'Potato Chips', 'Tortilla Chips', 'Cookies', 'Ice Cream', 'Pizza', 'Bread',
  'Bagels', 'Tortillas', 'Pasta', 'Pasta Sauce', 'Salsa', 'Hummus', 'Peanut Butter', 'Almond Milk', 'Orange Juice',
  'Sparkling Water', 'Soda', 'Energy Drink', 'Coffee', 'Iced Tea', 'Cheese', 'Cheddar Cheese', 'Mozzarella', 'Butter',
  'Milk', 'Eggs', 'Bacon', 'Sausage', 'Ham', 'Turkey Breast', 'Salmon Fillets', 'Tuna', 'Rice', 'Quinoa', 'Black Beans',
  'Soup', 'Muffins', 'Pancake Mix', 'Waffles', 'Frozen Meal', 'Burrito', 'Meatballs', 'Hot Dogs', 'Trail Mix', 'Almonds',
  'Popcorn', 'Pretzels', 'Fruit Snacks', 'Applesauce', 'Smoothie', 'Cream Cheese', 'Sour Cream', 'Salad Dressing', 'Ketchup',
];
const CATEGORIES = [
  'Chicken - Prepared/Processed', 'Yogurt', 'Cereal', 'Chips, Pretzels & Snacks', 'Cookies & Biscuits', 'Ice Cream & Frozen Yogurt',
  'Pizza', 'Breads & Buns', 'Pasta by Shape & Type', 'Dips & Salsa', 'Nut & Seed Butters', 'Plant Based Milk', 'Juice',
  'Soda', 'Cheese', 'Milk', 'Bacon, Sausages & Ribs', 'Canned Seafood', 'Rice', 'Canned & Bottled Beans', 'Soups',
  'Frozen Dinners & Entrees', 'Snack, Energy & Granola Bars', 'Ketchup, Mustard, BBQ & Cheese Sauce',
];
const SERVINGS: [string, number][] = [['1 cup', 240], ['2 tbsp', 32], ['1 bar', 40], ['3 oz', 85], ['1 container', 150], ['1 slice', 28], ['1 package', 56]];

/** Small deterministic PRNG so every run inserts the same foods. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Branded-like foods with realistic names ('Organic Honey Greek Yogurt'), consistent macros and one serving. */
export function* brandedFoods(count: number, seed = 42): Generator<CheckedFood> {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  for (let i = 0; i < count; i++) {
    const words = [next() < 0.6 ? pick(DESCRIPTORS) : '', next() < 0.5 ? pick(FLAVORS) : '', pick(PRODUCTS)];
    const name = words.filter(Boolean).join(' ');
    const protein = Math.round(next() * 300) / 10;
    const fats = Math.round(next() * 300) / 10;
    const carbs = Math.round(next() * Math.max(0, 95 - protein - fats) * 10) / 10;
    const [label, grams] = pick(SERVINGS);
    yield {
      source: 'branded',
      sourceId: `bench-${i}`,
      fdcId: 5_000_000 + i,
      name: next() < 0.3 ? name.toUpperCase() : name,
      brand: pick(BRANDS),
      gtinUpc: String(10_000_000_000 + i).padStart(14, '0'),
      category: pick(CATEGORIES),
      per100: {
        calories: Math.round(macroKcal({ protein, carbs, fats })),
        protein, carbs, fats,
        fiber: Math.round(next() * 80) / 10,
        sugar: Math.round(next() * carbs * 5) / 10,
        sodium: Math.round(next() * 1200),
        saturatedFat: Math.round(next() * fats * 5) / 10,
      },
      portions: [{ label, grams }],
    };
  }
}
