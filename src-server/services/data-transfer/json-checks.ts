/** Deeper than any Platewise export (a meal plan's recipes sit about eight levels down). */
export const MAX_DEPTH = 32;

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
