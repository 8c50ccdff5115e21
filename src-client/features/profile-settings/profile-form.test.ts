import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../../src/schemas/user.ts';
import { PROFILE_FIELDS, profileFormValuesOf, toProfileInput } from './profile-form.ts';

const base: UserDto = {
  id: 'u1',
  email: 'ann@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  age: null,
  gender: null,
  height: null,
  weight: null,
  activityLevel: null,
  fitnessGoal: null,
  dietaryPreference: null,
  timeline: null,
  dailyCalories: null,
  dailyProtein: null,
  dailyCarbs: null,
  dailyFats: null,
  weightUnit: 'kg',
  heightUnit: 'cm',
  timeZone: 'UTC',
  role: 'member',
  welcomedAt: null,
  language: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('falls back to the spec profile defaults', () => {
    expect(profileFormValuesOf(base)).toEqual({
      firstName: '',
      lastName: '',
      age: 25,
      gender: 'male',
      height: 170,
      heightFt: '',
      heightIn: '',
      weight: 70,
      activityLevel: 'moderately_active',
      fitnessGoal: 'maintain_weight',
      dietaryPreference: 'none',
      timeline: '6_months',
      weightUnit: 'kg',
      heightUnit: 'cm',
    });
    expect(PROFILE_FIELDS).toContain('weightUnit');
  });

  it("starts from the user's values", () => {
    const values = profileFormValuesOf({ ...base, firstName: 'Ann', age: 40, weight: 61.5, height: 170 });
    expect(values).toMatchObject({ firstName: 'Ann', age: 40, weight: 61.5, height: 170 });
  });

  it('shows and sends height and weight in the chosen units, stored as cm and kg', () => {
    const values = profileFormValuesOf({ ...base, firstName: 'Ann', lastName: 'Lee', age: 40, weight: 61.5, height: 170, weightUnit: 'lb', heightUnit: 'ft_in' });
    expect(values).toMatchObject({ weight: 135.6, heightFt: 5, heightIn: 6.9, weightUnit: 'lb', heightUnit: 'ft_in' });
    expect(toProfileInput(values)).toMatchObject({ weight: 61.51, height: 169.9, weightUnit: 'lb', heightUnit: 'ft_in' });
    // Left as shown, the stored values are sent unchanged; a new weight is converted.
    expect(toProfileInput(values, undefined, { weight: 61.5, height: 170 })).toMatchObject({ weight: 61.5, height: 170 });
    expect(toProfileInput({ ...values, weight: 150 }, undefined, { weight: 61.5, height: 170 })).toMatchObject({ weight: 68.04, height: 170 });
  });

  it('requires names and keeps decimals for height and weight', () => {
    const values = { ...profileFormValuesOf(base), firstName: 'Ann', lastName: 'Lee', age: '33.9', height: '171.5', weight: 64.2 };
    expect(toProfileInput(values)).toMatchObject({ age: 33, height: 171.5, weight: 64.2 });
    expect(() => toProfileInput({ ...values, firstName: ' ' })).toThrow('First name is required');
  });
});
