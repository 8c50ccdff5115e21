import { describe, expect, it } from 'vitest';
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
    });
  });

  it('parses numbers as integers and adds the time zone', () => {
    const input = toOnboardingInput({ ...onboardingInitialValues, age: '31', height: '172.8', weight: 70.4 }, 'Europe/Paris');
    expect(input).toMatchObject({ age: 31, height: 172, weight: 70, timeZone: 'Europe/Paris' });
  });

  it('rejects values outside the ranges', () => {
    expect(() => toOnboardingInput({ ...onboardingInitialValues, age: 12 }, 'UTC')).toThrow();
  });
});
