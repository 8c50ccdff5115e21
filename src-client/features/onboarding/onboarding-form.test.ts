import { describe, expect, it } from 'vitest';
import { METRIC, US_CUSTOMARY } from '../../components/body-fields/body-units.ts';
import { onboardingInitialValues, toOnboardingInput } from './onboarding-form.ts';

describe('onboarding form', () => {
  it('starts from the spec defaults', () => {
    expect(onboardingInitialValues).toEqual({
      age: 25,
      gender: 'female',
      height: 165,
      weight: 65,
      activityLevel: 'moderately_active',
      fitnessGoal: 'lose_fat',
      dietaryPreference: 'none',
      timeline: '6_months',
      heightFt: '',
      heightIn: '',
    });
  });

  it('parses numbers, keeps decimals of height and weight, and adds the units and time zone', () => {
    const input = toOnboardingInput({ ...onboardingInitialValues, age: '31', height: '172.8', weight: 70.4 }, METRIC, 'Europe/Paris');
    expect(input).toMatchObject({ age: 31, height: 172.8, weight: 70.4, weightUnit: 'kg', heightUnit: 'cm', timeZone: 'Europe/Paris' });
  });

  it('sends lb and feet and inches as kg and cm', () => {
    const input = toOnboardingInput({ ...onboardingInitialValues, weight: 150, height: '', heightFt: 5, heightIn: 6 }, US_CUSTOMARY, 'UTC');
    expect(input).toMatchObject({ weight: 68.04, height: 167.6, weightUnit: 'lb', heightUnit: 'ft_in' });
  });

  it('rejects values outside the ranges', () => {
    expect(() => toOnboardingInput({ ...onboardingInitialValues, age: 12 }, METRIC, 'UTC')).toThrow();
  });
});
