/**
 * The figures `pnpm eval --check` holds the app to, in percent: a little under the goals, so that
 * a change of one case does not fail the build while a real regression does.
 */
export const FIGURES = {
  'search: plain food first': { goal: 92, floor: 90 },
  'search: in the first three': { goal: 98, floor: 96 },
  'meals: foods found': { goal: 95, floor: 93 },
  'meals: no invented food': { goal: 95, floor: 93 },
  'meals: kcal within ±25%': { goal: 85, floor: 82 },
  'meals: kcal within ±10%': { goal: 60, floor: 57 },
  'swaps: in an acceptable category': { goal: 100, floor: 97 },
  'swaps: keep the diet': { goal: 100, floor: 98 },
  'swaps: improve what they promise': { goal: 100, floor: 98 },
  'swaps: header agrees with the cards': { goal: 100, floor: 100 },
  'swaps: header is the food typed': { goal: 100, floor: 95 },
  'badges: whole flag set right': { goal: 100, floor: 97 },
  'badges: same at every serving': { goal: 100, floor: 100 },
  'claims: whole claim set right per RACC': { goal: 100, floor: 100 },
  'expenditure: within ±150 kcal at 21 days': { goal: 90, floor: 90 },
  'expenditure: no number before the data': { goal: 100, floor: 100 },
  'recipe lines: grams within ±10%': { goal: 90, floor: 88 },
  'labels: calories exact, clean': { goal: 98, floor: 96 },
  // Each half of the label eval has 25 images per state: one image is 4 points.
  'labels: calories exact, degraded': { goal: 90, floor: 88 },
  'labels: all fields exact, clean': { goal: 90, floor: 88 },
  'labels: all fields exact, degraded': { goal: 75, floor: 56 },
} as const;

/**
 * Figures measured and printed without a floor yet (decision 096): they never fail `--check`.
 */
export const REPORTED = [
  'generated: carbohydrate within 7.5 g',
  'generated: kcal within ±10%',
  'generated: kcal within ±25%',
  'generated: foods found',
  'generated: no invented food',
  'recipe lines: matched',
  'recipe lines: the food meant',
  'recipe lines: no other food',
  'common searches: plain food first',
  'common searches: in the first three',
  'labels: fields exact, clean',
  'labels: fields exact, degraded',
] as const;

export type FigureName = keyof typeof FIGURES | (typeof REPORTED)[number];

export const floorOf = (name: FigureName) => (name in FIGURES ? FIGURES[name as keyof typeof FIGURES] : null);
