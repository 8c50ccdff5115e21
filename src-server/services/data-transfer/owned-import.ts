import type { Database } from '../../db/database.ts';
import { AppError, issue } from '../../errors.ts';
import { insertCustomFoodIn } from '../../repositories/custom-foods.ts';
import { existingOwned, sharedFoodIds } from '../../repositories/data-transfer.ts';
import { serving, toValues } from '../custom-foods/custom-food-service.ts';
import { emptyOwned, type OwnedSections } from './import-rows.ts';
import type { ConversationEntry } from './owned-sections.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';

/** New rows per section, after leaving out what the user already has. */
export interface OwnedPlan {
  rows: OwnedSections;
  /** A file's custom food or recipe id → the id the user already has for it (a re-import). */
  existingFood: Map<number, number>;
  existingRecipe: Map<number, number>;
  duplicates: number;
}

const stamp = (at: string | Date | undefined) => (at ? new Date(at).toISOString() : crypto.randomUUID());
const foodKey = (f: { name: string; brand: string | null; gtin_upc?: string | null; barcode?: string | null }) => [f.name.toLowerCase(), f.brand ?? '', f.gtin_upc ?? f.barcode ?? ''].join('|');

const changeKey = (c: { date: string; source: string } & MacroTotals) => [c.date, c.calories, c.protein, c.carbs, c.fats, c.source].join('|');

function fresh<T>(seen: Set<string>, key: (row: T) => string) {
  return (row: T) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  };
}

/** Compares the file with the user's data the way the log import does: the same file twice adds nothing. */
export async function planOwned(db: Database, userId: string, owned: OwnedSections): Promise<OwnedPlan> {
  const [foods, recipes, meals, water, activity, steps, changes, conversations] = await existingOwned(db, userId);
  const foodIds = new Map(foods.map((f) => [foodKey(f), f.id]));
  const recipeIds = new Map(recipes.map((r) => [r.name.toLowerCase(), r.id]));
  const existingFood = new Map<number, number>();
  const existingRecipe = new Map<number, number>();
  for (const f of owned.customFoods) {
    const id = foodIds.get(foodKey(f));
    if (id !== undefined) existingFood.set(f.id, id);
  }
  for (const r of owned.recipes) {
    const id = recipeIds.get(r.name.toLowerCase());
    if (id !== undefined) existingRecipe.set(r.id, id);
  }
  const activityKey = (a: { date: string; name: string; minutes: number; calories: number }, at: string | Date | undefined) => `${a.date}|${a.name}|${a.minutes}|${a.calories}|${stamp(at)}`;
  const rows: OwnedSections = {
    ...emptyOwned(),
    customFoods: owned.customFoods.filter((f) => !existingFood.has(f.id)),
    recipes: owned.recipes.filter((r) => !existingRecipe.has(r.id)),
    savedMeals: owned.savedMeals.filter(fresh(new Set(meals.map((m) => m.name.toLowerCase())), (m) => m.name.toLowerCase())),
    waterLogs: owned.waterLogs.filter(fresh(new Set(water.map((w) => `${w.date}|${w.ml}|${stamp(w.created_at)}`)), (w) => `${w.date}|${w.ml}|${stamp(w.createdAt)}`)),
    activityLogs: owned.activityLogs.filter(fresh(new Set(activity.map((a) => activityKey(a, a.created_at))), (a) => activityKey(a, a.createdAt))),
    dailySteps: owned.dailySteps.filter(fresh(new Set(steps.map((s) => s.date)), (s) => s.date)),
    targetChanges: owned.targetChanges.filter(fresh(new Set(changes.map(changeKey)), changeKey)),
    nutrientTargets: owned.nutrientTargets,
    // The same title started at the same time, as meal plans and sessions are matched.
    mealConversations: owned.mealConversations.filter(fresh(new Set(conversations.map((c) => `${c.title}|${stamp(c.created_at)}`)), (c) => `${c.title}|${stamp(c.createdAt)}`)),
    settings: owned.settings,
  };
  const count = (o: OwnedSections) =>
    o.customFoods.length + o.recipes.length + o.savedMeals.length + o.waterLogs.length + o.activityLogs.length + o.dailySteps.length + o.targetChanges.length + o.mealConversations.length;
  return { rows, existingFood, existingRecipe, duplicates: count(owned) - count(rows) };
}

/**
 * Writes the plan inside the import's transaction; returns the file's custom food ids mapped to the
 * user's, for the log entries that name them. A food id that is not a shared food here is refused.
 */
export async function writeOwned(trx: Database, userId: string, plan: OwnedPlan): Promise<{ foodIds: Map<number, number>; targetChanges: number }> {
  const { rows } = plan;
  const foodIds = new Map(plan.existingFood);
  for (const f of rows.customFoods) foodIds.set(f.id, await insertCustomFoodIn(trx, userId, toValues(f), serving(f)));

  const shared = await sharedFoodIds(trx, [
    ...rows.recipes.flatMap((r) => r.ingredients.flatMap((i) => (i.foodId != null ? [i.foodId] : []))),
    ...rows.savedMeals.flatMap((m) => m.items.flatMap((i) => (i.foodId != null && i.customFoodId == null ? [i.foodId] : []))),
  ]);
  const recipeIds = new Map(plan.existingRecipe);
  for (const [n, r] of rows.recipes.entries()) {
    const ingredients = r.ingredients.map((i, position) => {
      const foodId = i.customFoodId != null ? foodIds.get(i.customFoodId)! : i.foodId != null ? (shared.has(i.foodId) ? i.foodId : null) : null;
      if (i.foodId != null && foodId === null) throw new AppError('BAD_REQUEST', 'importUnknownFood', { issues: [issue(`recipes.${n}.ingredients.${position}.foodId`, 'unknownFoodId')] });
      return { position, food_id: foodId, sub_recipe_id: i.recipeId != null ? recipeIds.get(i.recipeId)! : null, amount: i.amount, grams: i.grams };
    });
    const steps = JSON.stringify(r.steps.map((s) => ({ text: s.text, minutes: s.minutes ?? null })));
    const { id } = await trx
      .insertInto('recipes')
      .values({ user_id: userId, name: r.name, servings: r.servings, steps, prep_minutes: r.prepMinutes ?? null, cook_minutes: r.cookMinutes ?? null, source_url: r.sourceUrl ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    recipeIds.set(r.id, id);
    await trx.insertInto('recipe_ingredients').values(ingredients.map((i) => ({ ...i, recipe_id: id }))).execute();
  }

  for (const m of rows.savedMeals) {
    const items = m.items.map(({ customFoodId, foodId, foodName, fdcId, servingSize, dataType, nutrients, grams: _grams, ...numbers }) => ({
      food_name: foodName, quantity: numbers.quantity, calories: numbers.calories, protein: numbers.protein, carbs: numbers.carbs, fats: numbers.fats,
      fiber: numbers.fiber ?? null, sugar: numbers.sugar ?? null, sodium: numbers.sodium ?? null, fdc_id: fdcId ?? null, serving_size: servingSize ?? null,
      // As the saved meal service keeps them: the amounts as JSON text inside the item.
      data_type: dataType ?? 'local', nutrients: JSON.stringify(nutrients ?? {}),
      food_id: customFoodId != null ? foodIds.get(customFoodId)! : foodId != null && shared.has(foodId) ? foodId : null,
    }));
    await trx.insertInto('saved_meals').values({ user_id: userId, name: m.name, items: JSON.stringify(items), ...(m.createdAt ? { created_at: new Date(m.createdAt) } : {}) }).execute();
  }
  const own = <T extends object>(list: T[]) => list.map((r) => ({ ...r, user_id: userId }));
  if (rows.waterLogs.length) await trx.insertInto('water_logs').values(own(rows.waterLogs.map((w) => ({ date: w.date, ml: w.ml, ...(w.createdAt ? { created_at: new Date(w.createdAt) } : {}) })))).execute();
  if (rows.activityLogs.length) {
    const list = rows.activityLogs.map((a) => ({ date: a.date, code: a.code ?? null, name: a.name, minutes: a.minutes, calories: a.calories, source: a.source, ...(a.createdAt ? { created_at: new Date(a.createdAt) } : {}) }));
    await trx.insertInto('activity_logs').values(own(list)).execute();
  }
  if (rows.dailySteps.length) await trx.insertInto('daily_steps').values(own(rows.dailySteps)).onConflict((c) => c.columns(['user_id', 'date']).doNothing()).execute();
  // Looked at again: the import's own weigh-ins may just have recorded the same change.
  const recorded = new Set((await existingOwned(trx, userId))[6].map(changeKey));
  const changes = rows.targetChanges.filter((c) => !recorded.has(changeKey(c)));
  if (changes.length) {
    const list = changes.map((c) => ({ date: c.date, calories: c.calories, protein: c.protein, carbs: c.carbs, fats: c.fats, previous_calories: c.previousCalories ?? null, expenditure: c.expenditure ?? null, source: c.source }));
    await trx.insertInto('target_changes').values(own(list)).execute();
  }
  if (rows.nutrientTargets.length) {
    await trx
      .insertInto('nutrient_targets')
      .values(own(rows.nutrientTargets))
      .onConflict((c) => c.columns(['user_id', 'nutrient']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount'), updated_at: new Date() })))
      .execute();
  }
  await writeConversations(trx, userId, rows.mealConversations);
  const s = rows.settings;
  const settings = {
    ...(s.goalWeight !== undefined ? { goal_weight: s.goalWeight } : {}),
    ...(s.goalRate !== undefined ? { goal_rate: s.goalRate } : {}),
    ...(s.waterTargetMl !== undefined ? { water_target_ml: s.waterTargetMl } : {}),
    ...(s.exerciseAddsToBudget !== undefined ? { exercise_adds_to_budget: s.exerciseAddsToBudget } : {}),
  };
  if (Object.keys(settings).length) await trx.updateTable('users').set(settings).where('id', '=', userId).execute();
  return { foodIds, targetChanges: changes.length };
}

/** Each conversation gets a new id of the user's, and its messages point at that id only. */
async function writeConversations(trx: Database, userId: string, conversations: ConversationEntry[]): Promise<void> {
  const at = (value: string | undefined) => (value ? new Date(value) : undefined);
  for (const c of conversations) {
    const { id } = await trx
      .insertInto('meal_conversations')
      .values({ user_id: userId, title: c.title, created_at: at(c.createdAt), updated_at: at(c.updatedAt ?? c.createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!c.messages.length) continue;
    const messages = c.messages.map((m) => ({
      conversation_id: id, user_id: userId, role: m.role, content: m.content, created_at: at(m.createdAt),
      ...(m.role === 'user' ? { preferences: JSON.stringify(m.preferences) } : { suggestions: JSON.stringify(m.suggestions), engine: m.engine ?? null }),
    }));
    await trx.insertInto('meal_messages').values(messages).execute();
  }
}
