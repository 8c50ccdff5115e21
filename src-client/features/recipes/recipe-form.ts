import type { CreateRecipeInput, RecipeDraftDto, RecipeDto } from '../../../src/schemas/user-recipe.ts';

/** An ingredient row being edited: a chosen food or recipe, or a line from an import still to fix. */
export interface IngredientRow {
  key: string;
  foodId?: number;
  recipeId?: number;
  name: string;
  amount: string;
  /** The page's line, for rows that came from an import. */
  line?: string;
}

export interface StepRow {
  key: string;
  text: string;
  minutes: number | '';
}

export interface RecipeForm {
  id?: number;
  name: string;
  servings: number | '';
  prepMinutes: number | '';
  cookMinutes: number | '';
  sourceUrl: string | null;
  ingredients: IngredientRow[];
  steps: StepRow[];
}

let counter = 0;
export const newKey = () => `row-${++counter}`;

export const emptyForm = (): RecipeForm => ({ name: '', servings: 4, prepMinutes: '', cookMinutes: '', sourceUrl: null, ingredients: [], steps: [] });

export const isChosen = (row: IngredientRow) => row.foodId !== undefined || row.recipeId !== undefined;

export function formFromRecipe(r: RecipeDto): RecipeForm {
  return {
    id: r.id,
    name: r.name,
    servings: r.servings,
    prepMinutes: r.prepMinutes ?? '',
    cookMinutes: r.cookMinutes ?? '',
    sourceUrl: r.sourceUrl,
    ingredients: r.ingredients.map((i) => ({ key: newKey(), foodId: i.foodId ?? undefined, recipeId: i.recipeId ?? undefined, name: i.name, amount: i.amount })),
    steps: r.steps.map((s) => ({ key: newKey(), text: s.text, minutes: s.minutes ?? '' })),
  };
}

/** An imported page as a form: matched lines filled in, the others left for the user to pick a food and amount. */
export function formFromDraft(d: RecipeDraftDto): RecipeForm {
  return {
    name: d.name,
    servings: d.servings,
    prepMinutes: d.prepMinutes ?? '',
    cookMinutes: d.cookMinutes ?? '',
    sourceUrl: d.sourceUrl,
    ingredients: d.lines.map((l) =>
      l.match ? { key: newKey(), foodId: l.match.foodId, name: l.match.name, amount: l.match.amount, line: l.line } : { key: newKey(), name: '', amount: '', line: l.line },
    ),
    steps: d.steps.map((s) => ({ key: newKey(), text: s.text, minutes: s.minutes ?? '' })),
  };
}

/** Import lines not yet given a food. */
export const unresolved = (form: RecipeForm) => form.ingredients.filter((i) => !isChosen(i));

const optional = (v: number | '') => (v === '' ? null : v);

/** What create and update take; the server checks it and names any bad field. */
export function toInput(form: RecipeForm): CreateRecipeInput {
  return {
    name: form.name,
    servings: form.servings === '' ? 0 : form.servings,
    ingredients: form.ingredients.map((i) => (i.recipeId !== undefined ? { recipeId: i.recipeId, amount: i.amount } : { foodId: i.foodId!, amount: i.amount })),
    steps: form.steps.filter((s) => s.text.trim()).map((s) => ({ text: s.text, minutes: optional(s.minutes) })),
    prepMinutes: optional(form.prepMinutes),
    cookMinutes: optional(form.cookMinutes),
    sourceUrl: form.sourceUrl,
  };
}

/** '1 h 30 min', '45 min'. */
export function formatMinutes(minutes: number | null): string {
  if (!minutes) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}
