import type { ShoppingCategory } from '../schemas/meal-plan.ts';
import { aisleFor, AISLES } from './shopping-aisle.ts';
import { householdQuantity, type Portion } from './shopping-quantity.ts';

/** One ingredient use: grams of a food in one planned meal. */
export interface IngredientUse {
  foodId: number;
  /** Shopping name ('Eggs'). */
  name: string;
  /** USDA name and category, which decide the aisle. */
  foodName: string;
  category: string | null;
  grams: number;
  portions: readonly Portion[];
}

/** Sums grams per food across a plan, groups them by aisle and words them as household quantities. */
export function shoppingList(uses: readonly IngredientUse[]): ShoppingCategory[] {
  const byFood = new Map<number, IngredientUse>();
  for (const use of uses) {
    if (use.grams <= 0) continue;
    const seen = byFood.get(use.foodId);
    byFood.set(use.foodId, seen ? { ...seen, grams: seen.grams + use.grams } : { ...use });
  }
  const groups = new Map<string, ShoppingCategory['items']>();
  for (const food of byFood.values()) {
    const aisle = aisleFor(food.category, food.foodName);
    const items = groups.get(aisle) ?? [];
    items.push({ name: food.name, quantity: householdQuantity(food.grams, food.portions, aisle), grams: Math.round(food.grams) });
    groups.set(aisle, items);
  }
  return AISLES.filter((aisle) => groups.has(aisle)).map((category) => ({
    category,
    items: groups.get(category)!.sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/** The list as plain lines ('Eggs: 6 large (300 g)'), for readers that show text items. */
export function shoppingLines(list: readonly ShoppingCategory[]): string[] {
  return list.flatMap((c) => c.items.map((i) => `${i.name}: ${i.quantity}`));
}

/** The list as a text file to print or send: a heading naming the plan, then each aisle and its items. */
export function shoppingListText(heading: string, list: readonly ShoppingCategory[]): string {
  const sections = list.map((c) => [c.category, ...c.items.map((i) => `- ${i.name}: ${i.quantity}`)].join('\n'));
  return [heading, ...sections].join('\n\n') + '\n';
}
