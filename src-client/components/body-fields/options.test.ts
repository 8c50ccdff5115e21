import { describe, expect, it } from 'vitest';
import { labelOf, OPTION_VALUES, optionsFor, type OptionKind } from './options.ts';

describe('form options', () => {
  it('labels every enum value', () => {
    for (const kind of Object.keys(OPTION_VALUES) as OptionKind[]) {
      for (const option of optionsFor(kind)) expect(option.label).not.toBe(option.value);
    }
  });

  it('keeps the schema order', () => {
    expect(optionsFor('timeline').map((o) => o.value)).toEqual(['3_months', '6_months', '1_year', 'long_term']);
    expect(optionsFor('activityLevel')[2]).toEqual({
      value: 'moderately_active',
      label: 'Moderately active (exercise 3-5 days/week)',
    });
  });

  it('reads stored values', () => {
    expect(labelOf('fitnessGoal', 'lose_fat')).toBe('Lose fat');
    expect(labelOf('fitnessGoal', null)).toBe('Not set');
    expect(labelOf('fitnessGoal', 'mystery')).toBe('mystery');
  });
});
