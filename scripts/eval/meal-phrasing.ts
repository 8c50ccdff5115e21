// What the generated meal descriptions say of each food, before any wording: the phrasing files
// (phrasing-dev.ts, phrasing-test.ts) turn it into words, each in its own styles.

/** An amount as a person states it; the generator computes its grams from USDA. */
export type Amount =
  | { kind: 'grams'; grams: number; about: boolean }
  | { kind: 'millilitres'; ml: number }
  | { kind: 'ounces'; ounces: number; fluid: boolean }
  /** A household measure or a countable unit: "2 cups", "3 slices", "a tablespoon". */
  | { kind: 'measure'; count: number; unit: string; units: string }
  /** A size of the food itself: "a large apple". */
  | { kind: 'size'; count: number; size: string }
  /** Whole pieces of a food counted: "3 eggs". */
  | { kind: 'pieces'; count: number }
  /** A container of a stated size: "a 12 fl oz can". */
  | { kind: 'container'; container: string; size: string };

export interface SaidFood {
  name: string;
  /** The name with its last word in the plural, for counts. */
  plural: string;
  drink: boolean;
  amount: Amount;
}

export type Pick = <T>(options: readonly T[]) => T;

export interface Phrasing {
  /** One food with its amount. */
  food(food: SaidFood, pick: Pick): string;
  /** The whole description from its foods' phrases. */
  meal(foods: string[], pick: Pick, drinksOnly: boolean): string;
}

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickWith =
  (random: () => number): Pick =>
  <T>(options: readonly T[]) =>
    options[Math.floor(random() * options.length)]!;
