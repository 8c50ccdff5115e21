import { onboardingDefaults, onboardingInput, type OnboardingInput } from '../../../src/schemas/user.ts';
import { measuresToSi, METRIC, type BodyFormValues, type Units } from '../../components/body-fields/body-units.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';

export type OnboardingFormValues = BodyFormValues;

export const onboardingInitialValues: OnboardingFormValues = { ...onboardingDefaults, heightFt: '', heightIn: '' };

/** Validated onboarding input in kg and cm, with the chosen units and the browser's time zone attached. */
export function toOnboardingInput(values: OnboardingFormValues, units: Units = METRIC, timeZone = browserTimeZone()): OnboardingInput {
  return onboardingInput.parse({ ...values, ...measuresToSi(values, units), ...units, timeZone });
}
