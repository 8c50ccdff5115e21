import { profileDefaults, profileInput, type ProfileInput, type UserDto } from '../../../src/schemas/user.ts';
import { measuresFromSi, measuresToSi, type BodyFormValues, type Units } from '../../components/body-fields/body-units.ts';

/** Height and weight in the units below. */
export type ProfileFormValues = BodyFormValues & {
  firstName: string;
  lastName: string;
  weightUnit: string;
  heightUnit: string;
};

export const PROFILE_FIELDS = Object.keys(profileDefaults) as (keyof ProfileFormValues)[];

/** The units the form is showing. */
export function unitsOf(values: Pick<ProfileFormValues, 'weightUnit' | 'heightUnit'>): Units {
  return { weightUnit: values.weightUnit === 'lb' ? 'lb' : 'kg', heightUnit: values.heightUnit === 'ft_in' ? 'ft_in' : 'cm' };
}

/** The form's starting values: the user's own, else the spec's profile defaults; height and weight in their units. */
export function profileFormValuesOf(user: UserDto): ProfileFormValues {
  const d = profileDefaults;
  const units = { weightUnit: user.weightUnit ?? d.weightUnit, heightUnit: user.heightUnit ?? d.heightUnit };
  return {
    firstName: user.firstName ?? d.firstName,
    lastName: user.lastName ?? d.lastName,
    age: user.age ?? d.age,
    gender: user.gender ?? d.gender,
    ...measuresFromSi(user.weight ?? d.weight, user.height ?? d.height, units),
    activityLevel: user.activityLevel ?? d.activityLevel,
    fitnessGoal: user.fitnessGoal ?? d.fitnessGoal,
    dietaryPreference: user.dietaryPreference ?? d.dietaryPreference,
    timeline: user.timeline ?? d.timeline,
    ...units,
  };
}

/**
 * Validated profile input (age an integer, height and weight in cm and kg) for `user.updateProfile`.
 * The browser's time zone goes along, so a user who moved gets their "today" updated (decision 003).
 * A height or weight left as shown keeps its stored value, so saving never drifts by rounding.
 */
export function toProfileInput(values: ProfileFormValues, timeZone?: string, stored?: Pick<UserDto, 'weight' | 'height'>): ProfileInput {
  const units = unitsOf(values);
  const si = measuresToSi(values, units);
  if (stored?.weight != null && stored.height != null) {
    const shown = measuresFromSi(stored.weight, stored.height, units);
    if (shown.weight === values.weight) si.weight = stored.weight;
    if (shown.height === values.height && shown.heightFt === values.heightFt && shown.heightIn === values.heightIn) si.height = stored.height;
  }
  return profileInput.parse({ ...values, ...si, timeZone });
}
