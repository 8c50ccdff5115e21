import {
  activityLevels,
  dietaryPreferences,
  fitnessGoals,
  genders,
  heightUnits,
  timelines,
  weightUnits,
} from '../../../src/domain/choices.ts';
import { i18n } from '../../i18n/i18n.ts';

/** The enum values every form offers, in the schema's order; labels are `common:options.<kind>.<value>`. */
export const OPTION_VALUES = {
  gender: genders,
  activityLevel: activityLevels,
  fitnessGoal: fitnessGoals,
  dietaryPreference: dietaryPreferences,
  timeline: timelines,
  weightUnit: weightUnits,
  heightUnit: heightUnits,
} as const;

export type OptionKind = keyof typeof OPTION_VALUES;
type OptionKey = { [K in OptionKind]: `options.${K}.${(typeof OPTION_VALUES)[K][number]}` }[OptionKind];

/** The label of a value in the language shown; an unknown value reads as itself. */
function labelFor(kind: OptionKind, value: string): string {
  return (OPTION_VALUES[kind] as readonly string[]).includes(value) ? i18n.t(`options.${kind}.${value}` as OptionKey) : value;
}

/** `{ value, label }` pairs in the schema's order, for NativeSelect `data`. */
export function optionsFor(kind: OptionKind): { value: string; label: string }[] {
  return OPTION_VALUES[kind].map((value) => ({ value, label: labelFor(kind, value) }));
}

/** The label of a stored value; unknown values read as themselves, empty ones as 'Not set'. */
export function labelOf(kind: OptionKind, value: string | null | undefined): string {
  return value ? labelFor(kind, value) : i18n.t('options.notSet');
}
