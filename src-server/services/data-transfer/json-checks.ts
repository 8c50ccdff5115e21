/** Deeper than any Platewise export (a meal plan's recipes sit about eight levels down). */
export const MAX_DEPTH = 32;

/**
 * Values (array elements and object members) a file may hold. A real export within the 5 MB file
 * limit holds at most about 300,000 (some 17 bytes a value). Ten years of a busy account, 14 MB,
 * come to about 900,000: 36,500 log entries of about 20 values each, 29,200 glasses of water, 7,300
 * activities, a weigh-in and a step count a day, and a weekly meal plan and prep session. A file
 * of tiny values past this cap takes seconds to check, and none was ever an export.
 */
export const MAX_VALUES = 1_000_000;

/**
 * The limit a JSON text goes over, found in one pass over its characters before anything is built
 * from it: its nesting depth, or its number of values. Strings are skipped; whether the text is
 * JSON at all is for JSON.parse to say afterwards, on a text known to be small enough.
 */
export function overLimit(text: string, maxDepth = MAX_DEPTH, maxValues = MAX_VALUES): { limit: 'depth' | 'values'; max: number } | null {
  let depth = 0;
  let values = 0;
  // Just after an opening bracket: the next character that is not space says whether the container is empty.
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    if (opened && c !== ']' && c !== '}') values += 1;
    opened = false;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') {
      if (++depth > maxDepth) return { limit: 'depth', max: maxDepth };
      opened = true;
    } else if (c === ']' || c === '}') depth -= 1;
    else if (c === ',') values += 1;
    if (values > maxValues) return { limit: 'values', max: maxValues };
  }
  return null;
}

/**
 * The first reason the database could not store this JSON value: too deep, a NUL character (text
 * and jsonb refuse it) or a lone surrogate (jsonb refuses it). Walks with its own stack, so a deep
 * value cannot overflow the call stack; keys are checked as well as values.
 */
export function unstorable(value: unknown, maxDepth = MAX_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return `The file is nested deeper than ${maxDepth} levels`;
      for (const [key, child] of Object.entries(item)) {
        if (!Array.isArray(item)) stack.push([key, depth]);
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text is not valid Unicode';
  return null;
}

/** A date (2024-02-28) or date and time whose calendar day exists: Date.parse takes 2024-02-30 as 1 March. */
export function isRealDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
