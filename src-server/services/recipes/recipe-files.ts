import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { recipeFile, recipeLibrarySources, type RecipeLibrarySources } from '../../../src/schemas/recipe.ts';

export const RECIPE_FILES = ['breakfasts', 'lunches', 'dinners', 'snacks'] as const;

const dataFile = (name: string) => new URL(`./data/${name}.json`, import.meta.url);

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(dataFile(name), 'utf8'));
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Recipe data ${where} is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * The recipe library's data files (next to this module, so a build copies them with it), each
 * validated on its own so an error names its file, then together.
 */
export function readRecipeFiles(): RecipeLibrarySources {
  const recipes = RECIPE_FILES.flatMap((name) => parse(recipeFile, readJson(name), `${name}.json`));
  return parse(recipeLibrarySources, { foods: readJson('foods'), recipes }, 'as a whole');
}
