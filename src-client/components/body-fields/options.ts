import {
  activityLevels,
  dietaryPreferences,
  fitnessGoals,
  genders,
  heightUnits,
  timelines,
  weightUnits,
} from '../../../src/schemas/enums.ts';

/** Readable labels for every enum value the forms offer. */
export const OPTION_LABELS = {
  gender: { male: 'Male', female: 'Female', other: 'Other' },
  activityLevel: {
    sedentary: 'Sedentary (little or no exercise)',
    lightly_active: 'Lightly active (exercise 1-3 days/week)',
    moderately_active: 'Moderately active (exercise 3-5 days/week)',
    very_active: 'Very active (exercise 6-7 days/week)',
    extremely_active: 'Extremely active (physical job or training twice a day)',
  },
  fitnessGoal: { lose_fat: 'Lose fat', build_muscle: 'Build muscle', maintain_weight: 'Maintain weight' },
  dietaryPreference: {
    none: 'No preference',
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    keto: 'Keto',
    paleo: 'Paleo',
    mediterranean: 'Mediterranean',
  },
  timeline: { '3_months': '3 months', '6_months': '6 months', '1_year': '1 year', long_term: 'Long term' },
  weightUnit: { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' },
  heightUnit: { cm: 'Centimetres (cm)', ft_in: 'Feet and inches (ft/in)' },
} as const;

export type OptionKind = keyof typeof OPTION_LABELS;

const VALUES: Record<OptionKind, readonly string[]> = {
  gender: genders,
  activityLevel: activityLevels,
  fitnessGoal: fitnessGoals,
  dietaryPreference: dietaryPreferences,
  timeline: timelines,
  weightUnit: weightUnits,
  heightUnit: heightUnits,
};

/** `{ value, label }` pairs in the schema's order, for NativeSelect `data`. */
export function optionsFor(kind: OptionKind): { value: string; label: string }[] {
  const labels = OPTION_LABELS[kind] as Record<string, string>;
  return VALUES[kind].map((value) => ({ value, label: labels[value] ?? value }));
}

/** The label of a stored value; unknown or empty values read as 'Not set'. */
export function labelOf(kind: OptionKind, value: string | null | undefined): string {
  if (!value) return 'Not set';
  return (OPTION_LABELS[kind] as Record<string, string>)[value] ?? value;
}
