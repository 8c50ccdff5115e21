import { Parser } from 'htmlparser2';
import { lookupTable } from '../../../src/domain/lookup.ts';

/** What an import takes from a page's schema.org Recipe. */
export interface PageRecipe {
  name: string;
  /** Null when the page gives no yield. */
  servings: number | null;
  ingredients: string[];
  steps: { text: string; minutes: number | null }[];
  prepMinutes: number | null;
  cookMinutes: number | null;
}

/** The text of every <script type="application/ld+json"> block, read with an HTML parser. */
function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'script' && (attrs.type ?? '').trim().toLowerCase().startsWith('application/ld+json')) current = [];
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (name === 'script' && current) {
          blocks.push(current.join(''));
          current = null;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return blocks;
}

/** Text with any markup and entities as a browser would show it. */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  const parser = new Parser({ ontext: (t) => out.push(t) }, { decodeEntities: true });
  parser.write(value);
  parser.end();
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

const BLOCKS = new Set(['p', 'li', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul']);

/** One instruction text as lines: one per paragraph, list item, line break or new line. */
function textLines(value: string): string[] {
  const lines: string[] = [];
  let current: string[] = [];
  const flush = () => {
    lines.push(...current.join('').split(/\n+/));
    current = [];
  };
  const parser = new Parser({ ontext: (t) => current.push(t), onopentag: (name) => BLOCKS.has(name) && flush(), onclosetag: (name) => BLOCKS.has(name) && flush() }, { decodeEntities: true });
  parser.write(value);
  parser.end();
  flush();
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const isRecipeType = (t: unknown) => typeof t === 'string' && /(^|[/:#])recipe$/i.test(t.trim());

function isRecipe(node: Record<string, unknown>): boolean {
  const type = node['@type'];
  return Array.isArray(type) ? type.some(isRecipeType) : isRecipeType(type);
}

/** The first Recipe node, wherever it sits: top level, in an array, in @graph, or inside another node (mainEntity). */
function findRecipe(value: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const node = value as Record<string, unknown>;
  if (isRecipe(node)) return node;
  for (const child of Object.values(node)) {
    const found = findRecipe(child, depth + 1);
    if (found) return found;
  }
  return null;
}

const UNITS = lookupTable<number>({ D: 1440, H: 60, M: 1, S: 1 / 60 });

/** ISO 8601 durations ('PT1H30M', 'P0DT45M', 'PT90M') in whole minutes; null when missing or unreadable. */
export function isoMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!m || value.trim().length < 3) return null;
  const parts: [string | undefined, string][] = [[m[1], 'D'], [m[2], 'H'], [m[3], 'M'], [m[4], 'S']];
  const minutes = parts.reduce((sum, [n, unit]) => sum + (n ? Number(n) * UNITS[unit]! : 0), 0);
  return Number.isFinite(minutes) && minutes <= 10_080 ? Math.round(minutes) : null;
}

/** Yields: 4, '4 servings', ['4', '4 servings'], 'Makes 12 cookies', '4-6': the first number found. */
export function yieldServings(value: unknown): number | null {
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    const n = typeof item === 'number' ? item : typeof item === 'string' ? Number(/(\d+(?:\.\d+)?)/.exec(item)?.[1] ?? NaN) : NaN;
    if (Number.isFinite(n) && n > 0 && n <= 1000) return n;
  }
  return null;
}

const textOf = (v: unknown): string => (typeof v === 'string' ? plainText(v) : '');

/** Instructions as steps: a text, a list of texts, HowToStep, HowToSection (its steps in order) or ItemList. */
function stepsOf(value: unknown, depth = 0): PageRecipe['steps'] {
  if (depth > 5 || value === null || value === undefined) return [];
  if (typeof value === 'string') return textLines(value).map((text) => ({ text: text.slice(0, 2000), minutes: null }));
  if (Array.isArray(value)) return value.flatMap((v) => stepsOf(v, depth + 1));
  if (typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const items = node.itemListElement ?? (node['@type'] === 'HowToSection' ? node.steps : undefined);
  if (items !== undefined) return stepsOf(items, depth + 1);
  const text = textOf(node.text) || textOf(node.name) || textOf(node.description);
  if (!text) return [];
  return [{ text: text.slice(0, 2000), minutes: isoMinutes(node.totalTime) ?? isoMinutes(node.performTime) }];
}

function ingredientsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.map(textOf).filter(Boolean);
}

/** The page's schema.org Recipe in JSON-LD, or null when it has none. Blocks that are not valid JSON are skipped. */
export function readRecipePage(html: string): PageRecipe | null {
  for (const block of jsonLdBlocks(html)) {
    let data: unknown;
    try {
      data = JSON.parse(block.trim());
    } catch {
      continue;
    }
    const recipe = findRecipe(data);
    if (!recipe) continue;
    const prep = isoMinutes(recipe.prepTime);
    const cook = isoMinutes(recipe.cookTime);
    const total = isoMinutes(recipe.totalTime);
    return {
      name: textOf(recipe.name).slice(0, 200) || 'Imported recipe',
      servings: yieldServings(recipe.recipeYield ?? recipe.yield),
      ingredients: ingredientsOf(recipe.recipeIngredient ?? recipe.ingredients).slice(0, 100),
      steps: stepsOf(recipe.recipeInstructions).slice(0, 60),
      prepMinutes: prep,
      // Only a total given: what is not preparation is cooking.
      cookMinutes: cook ?? (total !== null ? Math.max(0, total - (prep ?? 0)) : null),
    };
  }
  return null;
}
