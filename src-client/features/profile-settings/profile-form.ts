import { profileDefaults, profileInput, type ProfileInput, type UserDto } from '../../../src/schemas/user.ts';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  age: number | string;
  gender: string;
  height: number | string;
  weight: number | string;
  activityLevel: string;
  fitnessGoal: string;
  dietaryPreference: string;
  timeline: string;
  weightUnit: string;
  heightUnit: string;
};

export const PROFILE_FIELDS = Object.keys(profileDefaults) as (keyof ProfileFormValues)[];

/** The form's starting values: the user's own, else the spec's profile defaults. */
export function profileFormValuesOf(user: UserDto): ProfileFormValues {
  const d = profileDefaults;
  return {
    firstName: user.firstName ?? d.firstName,
    lastName: user.lastName ?? d.lastName,
    age: user.age ?? d.age,
    gender: user.gender ?? d.gender,
    height: user.height ?? d.height,
    weight: user.weight ?? d.weight,
    activityLevel: user.activityLevel ?? d.activityLevel,
    fitnessGoal: user.fitnessGoal ?? d.fitnessGoal,
    dietaryPreference: user.dietaryPreference ?? d.dietaryPreference,
    timeline: user.timeline ?? d.timeline,
    weightUnit: user.weightUnit ?? d.weightUnit,
    heightUnit: user.heightUnit ?? d.heightUnit,
  };
}

/**
 * Validated profile input (age an integer, height and weight decimals) for `user.updateProfile`.
 * The browser's time zone goes along, so a user who moved gets their "today" updated (decision 003).
 */
export function toProfileInput(values: ProfileFormValues, timeZone?: string): ProfileInput {
  return profileInput.parse({ ...values, timeZone });
}
