import { difficultyFor, headWords, namesOriginal, swapKind } from '../../../src/domain/swap-categories.ts';
import { benefits, confidenceFor, deltas, improvement, isHealthier, qualifies, reasoningFor, type SwapNumbers } from '../../../src/domain/swap-rules.ts';
import { curatedSwapQueries } from '../../../src/domain/swap-curated.ts';
import { dietLevel, type DietLevel } from '../../../src/domain/swap-diet.ts';
import { BRANDED, fits, formOf, kindsOf } from '../../../src/domain/swap-forms.ts';
import { categoriesFor, COMPATIBLE, isDish, roleOf, type Role } from '../../../src/domain/swap-roles.ts';
import { swapTip } from '../../../src/domain/swap-tips.ts';
import type { QuickSwapResult, SwapFood, SwapRequestType, SwapResult, SwapsInput } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { foodCategories, foodsInCategories } from '../../repositories/ai-suggestions.ts';
import { findFoodRow, type FoodRowWithPortions } from '../../repositories/foods.ts';
import { formatGrams } from '../../food-data/portion-label.ts';
import { cached, cachedSearch } from './food-cache.ts';
import { plainest, resolveOriginal, type OriginalFood } from './swap-original.ts';

const MAX_SWAPS = 5;
// Fillings, coatings and flavours make a food less plain than the one it replaces.
const EXTRAS = /\b(with|stuffed|filled|frosted|glazed|coated|breaded|fried|flavou?red|sweetened|topped|sauce|gravy)\b/g;

interface Candidate {
  row: FoodRowWithPortions;
  role: Role;
  food: SwapFood;
  numbers: SwapNumbers;
  score: number;
  difficulty: 'easy' | 'moderate' | 'adventurous';
}

type Kind = { role: Role; diet: DietLevel; form: ReturnType<typeof formOf>; branded: boolean };

// The candidate lists are cached, so what each row is gets worked out once.
const kinds = new WeakMap<FoodRowWithPortions, Kind>();
function kindOf(row: FoodRowWithPortions): Kind {
  let kind = kinds.get(row);
  if (!kind) {
    const role = roleOf(row.name, row.category);
    kind = { role, diet: dietLevel(row.name, row.category, role), form: formOf(row.name, role), branded: BRANDED.test(row.name) };
    kinds.set(row, kind);
  }
  return kind;
}

/** Whether this food may stand in for the original at all: its role, diet and form. */
function allowed(kind: Kind, original: OriginalFood & { kinds: string[] }, roleFree: boolean): boolean {
  const { role, diet } = kind;
  if (!roleFree && !COMPATIBLE[original.role].includes(role)) return false;
  if (kind.branded && !BRANDED.test(original.name)) return false;
  return diet <= original.diet && fits(kind.form, original.kinds);
}

/** Per typical portion when it is of a comparable size, else per the original's weight. */
function candidateServing(row: FoodRowWithPortions, original: OriginalFood): { grams: number; label: string; typical: boolean } {
  const first = row.portions[0];
  if (first && first.grams >= original.grams * 0.5 && first.grams <= original.grams * 2) return { grams: first.grams, label: `${first.label} (${formatGrams(first.grams)} g)`, typical: true };
  return { grams: original.grams, label: `${formatGrams(original.grams)} g`, typical: false };
}

function toCandidate(row: FoodRowWithPortions, role: Role, original: OriginalFood, type: SwapRequestType, max: number): Candidate | null {
  const serving = candidateServing(row, original);
  const f = serving.grams / 100;
  const numbers: SwapNumbers = {
    calories: Math.round(row.calories * f), protein: row.protein * f, carbs: row.carbs * f, fats: row.fats * f,
    fiber: (row.fiber ?? 0) * f, sugar: (row.sugar ?? 0) * f, sodium: (row.sodium ?? 0) * f, saturatedFat: (row.saturated_fat ?? 0) * f,
  };
  const d = deltas(original.numbers, numbers);
  if (!qualifies(type, d, original.numbers, max)) return null;
  const difficulty = difficultyFor(original, { category: row.category, role });
  // Familiar beats extreme: the gain is capped, and a natural portion of a plain, as-eaten food counts.
  const closeness = { easy: 2, moderate: 1.5, adventurous: 0 }[difficulty];
  const own = original.name.toLowerCase();
  const extras = (row.name.toLowerCase().match(EXTRAS) ?? []).filter((w) => !own.includes(w)).length;
  const familiar = (serving.typical ? 0.7 : 0) + (row.source === 'sr_legacy' ? 0 : 0.4) - extras * 0.6 - (row.name.length > 60 ? 0.5 : 0);
  const score = Math.min(4, improvement(type, d)) + closeness + familiar;
  return { row, role, numbers, score, difficulty, food: { name: row.name, servingSize: serving.label, nutrition: shown(numbers), foodId: row.id, fdcId: row.fdc_id } };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const shown = (n: SwapNumbers) => ({ calories: Math.round(n.calories), protein: r1(n.protein), carbs: r1(n.carbs), fats: r1(n.fats), fiber: r1(n.fiber) });

/** Foods of the categories that may hold a food of a compatible role, the original's own category first. */
async function candidatesFor(db: Database, original: OriginalFood): Promise<FoodRowWithPortions[]> {
  const all = await cached(db, 'categories', () => foodCategories(db));
  const { usual, more } = categoriesFor(COMPATIBLE[original.role], all);
  const own = original.category && (usual.includes(original.category) || more.includes(original.category)) ? original.category : null;
  // Foods of the same role share the lists; the original's own category is loaded in full beside them.
  const lists = await Promise.all([
    own ? cached(db, `swap-own:${own}`, () => foodsInCategories(db, [own], 400)) : [],
    cached(db, `swap-near:${usual.join('|')}`, () => foodsInCategories(db, usual, 1000)),
    cached(db, `swap-more:${more.join('|')}`, () => foodsInCategories(db, more, 300)),
  ]);
  const seen = new Set<number>();
  return lists.flat().filter((r) => !seen.has(r.id) && seen.add(r.id));
}

/** The database's plain foods for the well-known swaps of this food (fries → baked potato), if any. */
async function curatedFor(db: Database, name: string): Promise<FoodRowWithPortions[]> {
  return cached(db, `curated:${name.toLowerCase()}`, async () => {
    const rows = await Promise.all(
      curatedSwapQueries(name).map(async (query) => {
        const pick = plainest(await cachedSearch(db, query, 10), query, query);
        return pick ? cached(db, `row:${pick.hit.id}`, () => findFoodRow(db, pick.hit.id)) : null;
      }),
    );
    return rows.filter((r): r is FoodRowWithPortions => r !== null && r !== undefined);
  });
}

const CURATED_BONUS = 3;

/**
 * The words that name the food to replace: the typed ones, and the database name's first part when
 * it says the same food ('beef burger' → 'Hamburger, NFS', so no other hamburger either).
 */
function originalHeads(typed: string, databaseName: string): string[][] {
  const said = headWords(typed);
  const named = headWords(databaseName.split(',')[0]!);
  return named.some((w) => said.some((s) => w.includes(s) || s.includes(w))) ? [said, named] : [said];
}

/** Healthier, lower-calorie, higher-protein or lower-carb swaps: real foods, numbers from the database. */
export async function findSwaps(db: Database, engine: AiEngine, input: SwapsInput): Promise<SwapResult[]> {
  const { swapType: type, maxCalorieDifference: max } = input.preferences;
  const original = await resolveOriginal(db, input.food);
  const heads = originalHeads(input.food.name, original.name);
  const picked = new Map<string, Candidate>();
  const [curated, near] = await Promise.all([curatedFor(db, input.food.name), candidatesFor(db, original)]);
  const curatedIds = new Set(curated.map((r) => r.id));
  const own = { ...original, kinds: kindsOf(original.name) };
  for (const row of [...curated, ...near]) {
    const kind = kindOf(row);
    const role = kind.role;
    // A well-known swap may cross roles (ice cream → Greek yogurt), though a dish stays a dish; every other rule still holds.
    const roleFree = curatedIds.has(row.id) && !isDish(original.role);
    if (row.id === original.foodId || heads.some((h) => namesOriginal(row.name, h, original.name)) || !allowed(kind, own, roleFree)) continue;
    const c = toCandidate(row, role, original, type, max);
    if (c && curatedIds.has(row.id)) c.score += CURATED_BONUS;
    // One per kind of food ('Chicken breast, ...' variants count once).
    const key = row.name.split(',')[0]!.toLowerCase();
    if (c && (!picked.has(key) || picked.get(key)!.score < c.score)) picked.set(key, c);
  }
  const top = [...picked.values()].sort((a, b) => b.score - a.score).slice(0, MAX_SWAPS);
  const originalFood: SwapFood = { name: original.name, servingSize: original.servingSize, nutrition: shown(original.numbers), ...(original.foodId ? { foodId: original.foodId, fdcId: original.fdcId ?? null } : {}) };
  const drafts = top.map((c) => {
    const d = deltas(original.numbers, c.numbers);
    const list = benefits(type, d);
    return { c, d, list, text: { name: c.food.name, reasoning: reasoningFor(c.food.name, c.food.servingSize, original.typedName, shown(original.numbers) as SwapNumbers, shown(c.numbers) as SwapNumbers, list, c.difficulty), ...swapTip(c.row.name, c.role) } };
  });
  const words = await engine.describeSwaps(original.typedName, drafts.map((x) => x.text));
  return drafts.map(({ c, d, list }, i) => ({
    id: `swap-${original.foodId ?? 'custom'}-${c.row.id}-${type}`,
    originalFood,
    swapSuggestion: c.food,
    swapType: swapKind(c.role),
    requestType: type,
    difficulty: c.difficulty,
    confidenceScore: confidenceFor({ originalFromDatabase: original.fromDatabase, difficulty: c.difficulty, score: c.score }),
    healthier: isHealthier(d),
    deltas: { calories: d.calories, protein: d.protein, carbs: d.carbs, fats: d.fats, fiber: d.fiber },
    healthBenefits: list,
    funFact: words.value[i]!.funFact,
    cookingTip: words.value[i]!.cookingTip,
    reasoning: words.value[i]!.reasoning,
    engine: words.engine,
  }));
}

/** The best single swap for a food name, as the quick-swap card shows it. */
export async function quickSwap(db: Database, engine: AiEngine, foodName: string, swapType: SwapRequestType): Promise<QuickSwapResult> {
  const [best] = await findSwaps(db, engine, { food: { name: foodName }, preferences: { swapType, maxCalorieDifference: 150 } });
  if (!best) throw new AppError('NOT_FOUND', `No ${swapType} swap found for "${foodName}". Try another food or swap type.`);
  return { swapName: best.swapSuggestion.name, reason: best.reasoning, benefits: best.healthBenefits, engine: best.engine };
}
