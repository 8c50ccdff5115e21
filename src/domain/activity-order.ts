/** How the activity picker lists the Compendium: by kind, light to vigorous, the moderate pace suggested. */
interface Rated {
  code: string;
  activity: string;
  met: number;
}

/** The kind is the Compendium's heading before the first comma: "running", "walking", "bicycling". */
export const kindOf = (activity: string): string => activity.split(',')[0]!.trim().toLowerCase();

/** Kinds alphabetically; within a kind by MET as a number (light to vigorous), then by name. */
export function byKindThenMet(a: Rated, b: Rated): number {
  return kindOf(a.activity).localeCompare(kindOf(b.activity), 'en') || a.met - b.met || a.activity.localeCompare(b.activity, 'en');
}

const CALLED_MODERATE = /\bmoderate (effort|pace)\b/i;

/**
 * The pace to suggest for each kind with a choice: the entry the Compendium calls moderate, else the
 * one nearest the middle of the kind's MET range, the lighter on a tie (running: 6 mph, 9.8 MET).
 */
export function suggestedCodes(list: readonly Rated[]): Set<string> {
  const kinds = new Map<string, Rated[]>();
  for (const a of list) kinds.set(kindOf(a.activity), [...(kinds.get(kindOf(a.activity)) ?? []), a]);
  const codes = new Set<string>();
  for (const entries of kinds.values()) {
    if (entries.length < 2) continue;
    const sorted = [...entries].sort(byKindThenMet);
    const middle = (sorted[0]!.met + sorted.at(-1)!.met) / 2;
    const nearest = sorted.reduce((best, a) => (Math.abs(a.met - middle) < Math.abs(best.met - middle) ? a : best));
    codes.add((sorted.find((a) => CALLED_MODERATE.test(a.activity)) ?? nearest).code);
  }
  return codes;
}

/** The list in picker order, each marked when it is its kind's suggested pace. */
export function pickerOrder<T extends Rated>(list: readonly T[]): (T & { suggested: boolean })[] {
  const suggested = suggestedCodes(list);
  return [...list].sort(byKindThenMet).map((a) => ({ ...a, suggested: suggested.has(a.code) }));
}
