import { macroKcal } from '../../../src/domain/energy.ts';
import { quickAddInput, type QuickAddInput } from '../../../src/schemas/food-log-changes.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';

export interface QuickAddValues {
  label: string;
  calories: number | string;
  protein: number | string;
  carbs: number | string;
  fats: number | string;
  mealType: MealType;
}

export const QUICK_ADD_EMPTY: QuickAddValues = { label: '', calories: '', protein: '', carbs: '', fats: '', mealType: 'breakfast' };

const amount = (value: number | string) => (value === '' ? undefined : Number(value));

/** The `foodLog.quickAdd` input: empty macros and label are left out. */
export function quickAddRequest(values: QuickAddValues, date: string): QuickAddInput {
  const label = values.label.trim();
  return {
    date,
    mealType: values.mealType,
    ...(label ? { label } : {}),
    calories: amount(values.calories) as number,
    protein: amount(values.protein),
    carbs: amount(values.carbs),
    fats: amount(values.fats),
  };
}

/** What is wrong with one field, for the form to say in the language shown. */
export type QuickAddProblem =
  | { kind: 'required' }
  | { kind: 'atLeast'; limit: number }
  | { kind: 'atMost'; limit: number }
  | { kind: 'negative' }
  | { kind: 'tooMuchEnergy'; energy: number; calories: number }
  | { kind: 'invalid' };

type Issue = NonNullable<ReturnType<typeof quickAddInput.safeParse>['error']>['issues'][number];

function problemOf(issue: Issue, request: QuickAddInput): QuickAddProblem {
  if (issue.code === 'too_small') return Number(issue.minimum) === 0 ? { kind: 'negative' } : { kind: 'atLeast', limit: Number(issue.minimum) };
  if (issue.code === 'too_big') return { kind: 'atMost', limit: Number(issue.maximum) };
  if (issue.code === 'custom' && issue.path[0] === 'calories') return { kind: 'tooMuchEnergy', energy: Math.round(macroKcal(request)), calories: request.calories };
  return { kind: 'invalid' };
}

/** The server's own rules (the shared schema), as problems by field. */
export function validateQuickAdd(values: QuickAddValues, date: string): Partial<Record<keyof QuickAddValues, QuickAddProblem>> {
  if (values.calories === '') return { calories: { kind: 'required' } };
  const request = quickAddRequest(values, date);
  const parsed = quickAddInput.safeParse(request);
  const problems: Partial<Record<keyof QuickAddValues, QuickAddProblem>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof QuickAddValues;
    problems[field] ??= problemOf(issue, request);
  }
  return problems;
}
