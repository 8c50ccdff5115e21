import { describe, expect, it } from 'vitest';
import { onboardingInput } from '../../../src/schemas/user.ts';
import { convertMeasures, measuresFromSi, measuresToSi, METRIC, rangeMessages, US_CUSTOMARY, validateInUnits } from './body-units.ts';

describe('body measurements in the user units', () => {
  it('shows stored kg and cm in lb and feet and inches', () => {
    expect(measuresFromSi(80, 180, US_CUSTOMARY)).toEqual({ weight: 176.4, height: '', heightFt: 5, heightIn: 10.9 });
    expect(measuresFromSi(65, 165, METRIC)).toEqual({ weight: 65, height: 165, heightFt: '', heightIn: '' });
  });

  it('sends what was typed in lb and ft/in as kg and cm', () => {
    expect(measuresToSi({ weight: 154, height: '', heightFt: 5, heightIn: 9 }, US_CUSTOMARY)).toEqual({ weight: 69.85, height: 175.3 });
    expect(measuresToSi({ weight: '154', height: '', heightFt: '6', heightIn: '' }, US_CUSTOMARY)).toEqual({ weight: 69.85, height: 182.9 });
    expect(measuresToSi({ weight: 70, height: 172.5, heightFt: '', heightIn: '' }, METRIC)).toEqual({ weight: 70, height: 172.5 });
    // Empty fields stay empty, so the schema says they are required.
    expect(measuresToSi({ weight: '', height: '', heightFt: '', heightIn: '' }, US_CUSTOMARY)).toEqual({ weight: '', height: '' });
  });

  it('converts the form when the unit choice changes, and back within rounding', () => {
    const us = convertMeasures({ weight: 65, height: 165, heightFt: '', heightIn: '' }, METRIC, US_CUSTOMARY);
    expect(us).toEqual({ weight: 143.3, height: '', heightFt: 5, heightIn: 5 });
    const back = convertMeasures(us, US_CUSTOMARY, METRIC);
    expect(back).toMatchObject({ weight: 65, height: 165.1 });
  });

  it('words range errors in the user units, on the field they typed in', () => {
    expect(rangeMessages(US_CUSTOMARY)).toEqual({ weight: 'Weight must be between 67 and 661 lbs', height: 'Height must be between 3 ft 4 in and 8 ft 2 in' });
    const values = { age: 30, gender: 'male', activityLevel: 'sedentary', fitnessGoal: 'lose_fat', dietaryPreference: 'none', timeline: '1_year', weight: 20, height: '', heightFt: 2, heightIn: 0 };
    expect(validateInUnits(onboardingInput, values, US_CUSTOMARY)).toEqual({
      weight: 'Weight must be between 67 and 661 lbs',
      heightFt: 'Height must be between 3 ft 4 in and 8 ft 2 in',
    });
    expect(validateInUnits(onboardingInput, { ...values, weight: 150, heightFt: 5, heightIn: 8 }, US_CUSTOMARY)).toEqual({});
    expect(validateInUnits(onboardingInput, { ...values, age: 9, weight: 150, heightFt: 5, heightIn: 8 }, US_CUSTOMARY)).toEqual({ age: 'Age must be between 13 and 120' });
    expect(validateInUnits(onboardingInput, { ...values, age: '', weight: 150, heightFt: 5, heightIn: 8 }, US_CUSTOMARY)).toEqual({ age: 'Age is required' });
  });
});
