import type { z } from 'zod';

/**
 * The JSON object in a model's reply. Local models often ignore JSON mode and wrap the object in
 * prose or a code fence, so the first balanced {...} is taken when the whole text is not JSON.
 */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to a search
  }
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fenced) {
    try {
      return JSON.parse(fenced[1]!.trim());
    } catch {
      // fall through
    }
  }
  const start = trimmed.indexOf('{');
  if (start === -1) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < trimmed.length; i++) {
    const c = trimmed[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      try {
        return JSON.parse(trimmed.slice(start, i + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The reply validated against a schema, or null. */
export function parseReply<S extends z.ZodType>(text: string, schema: S): z.output<S> | null {
  const result = schema.safeParse(extractJson(text));
  return result.success ? result.data : null;
}

/** Every number written in a text, as it was written ('1,850' → '1850'). */
export function numbersIn(text: string): string[] {
  return [...text.replace(/(\d),(\d{3})\b/g, '$1$2').matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]);
}

/** A reworded text may change words, never the numbers: each number of the original must remain. */
export function keepsNumbers(original: string, reworded: string): boolean {
  const kept = new Set(numbersIn(reworded));
  return numbersIn(original).every((n) => kept.has(n));
}
