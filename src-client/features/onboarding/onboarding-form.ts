import { onboardingDefaults, onboardingInput, type OnboardingInput } from '../../../src/schemas/user.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';

export type OnboardingFormValues = {
  age: number | string;
  gender: string;
  height: number | string;
  weight: number | string;
  activityLevel: string;
  fitnessGoal: string;
  dietaryPreference: string;
  timeline: string;
};

export const onboardingInitialValues: OnboardingFormValues = { ...onboardingDefaults };


/** Validated, integer-parsed onboarding input with the browser's time zone attached. */
export function toOnboardingInput(values: OnboardingFormValues, timeZone = browserTimeZone()): OnboardingInput {
  return onboardingInput.parse({ ...values, timeZone });
}
