import { describe, expect, it } from 'vitest';
import { chartTargets, macroCalorieShares, nutrientTotals, targetColor, targetRows } from './chart-targets.ts';

describe('chartTargets', () => {
  it("uses the day's targets from the server, as the dashboard shows them", () => {
    expect(chartTargets({ calories: 1750, protein: 131, carbs: 197, fats: 48 })).toEqual({
      calories: 1750,
      protein: 131,
      carbs: 197,
      fats: 48,
    });
  });
});

describe('targetColor', () => {
  it('is red above target, green from 80%, yellow below', () => {
    expect(targetColor(101, 100)).toBe('red');
    expect(targetColor(100, 100)).toBe('green');
    expect(targetColor(80, 100)).toBe('green');
    expect(targetColor(79.9, 100)).toBe('yellow');
    expect(targetColor(0, 100)).toBe('yellow');
  });
});

describe('nutrientTotals', () => {
  it('sums entries, missing values as 0, rounded', () => {
    expect(
      nutrientTotals([
        { calories: 100.4, protein: 1.26, carbs: 2, fats: 3, fiber: null, sugar: 1, sodium: 10.6 },
        { calories: 50, protein: 1, carbs: 0, fats: 0 },
      ]),
    ).toEqual({ calories: 150, protein: 2.3, carbs: 2, fats: 3, fiber: 0, sugar: 1, sodium: 11 });
  });
});

describe('targetRows', () => {
  const totals = { calories: 2100, protein: 90, carbs: 100, fats: 70, fiber: 5, sugar: 20, sodium: 2000 };

  it('compares calories and each macro with the chart targets', () => {
    const rows = targetRows(totals, chartTargets({ calories: 2000, protein: 100, carbs: 225, fats: 56 }));
    expect(rows.map((r) => [r.key, r.target, r.percent, r.color])).toEqual([
      ['calories', 2000, 105, 'red'],
      ['protein', 100, 90, 'green'],
      ['carbs', 225, 44, 'yellow'],
      ['fats', 56, 125, 'red'],
    ]);
  });

  it('uses protein 100, carbs 200, fats 80 without targets', () => {
    expect(targetRows(totals).map((r) => [r.key, r.target, r.color])).toEqual([
      ['protein', 100, 'green'],
      ['carbs', 200, 'yellow'],
      ['fats', 80, 'green'],
    ]);
  });
});

describe('macroCalorieShares', () => {
  it('converts grams to calories', () => {
    expect(macroCalorieShares({ protein: 10, carbs: 20.2, fats: 5 }).map((s) => s.value)).toEqual([40, 81, 45]);
  });
});
