import { describe, expect, it } from 'vitest';
import type { NutrientTargetDto } from '../schemas/nutrients.ts';
import { lowNutrients, nutrientReport } from './nutrient-report.ts';

const target = (key: NutrientTargetDto['key'], amount: number | null, upper: number | null = null, upperNote: string | null = null): NutrientTargetDto => ({
  key, name: key, unit: 'mg', dri: amount, driKind: amount ? 'RDA' : null, targetKind: 'intake', custom: null, target: amount, upperLimit: upper, upperLimitNote: upperNote,
});
const limit = (key: NutrientTargetDto['key'], amount: number): NutrientTargetDto => ({ ...target(key, amount), driKind: 'CDRR', targetKind: 'limit' });

describe('nutrientReport', () => {
  const targets = [target('vitaminC', 75, 2000), target('iron', 18, 45), target('vitaminA', 700, 3000, 'Applies to preformed vitamin A (retinol) only')];

  it('averages over the days with entries and counts the entries that did not say', () => {
    const rows = nutrientReport(
      [
        { date: '2026-11-01', foodName: 'Orange', nutrients: { vitaminC: 70, iron: 0.1 } },
        { date: '2026-11-01', foodName: 'Bread', nutrients: { iron: 2 } },
        { date: '2026-11-03', foodName: 'Orange', nutrients: { vitaminC: 70 } },
        { date: '2026-11-03', foodName: 'Home soup', nutrients: {} },
      ],
      targets,
    );
    const c = rows.find((r) => r.key === 'vitaminC')!;
    // Two logged days (the 2nd has no entries and is not a day of zero): 140 mg / 2.
    expect(c).toMatchObject({ amount: 70, percentOfTarget: 93, entriesLacking: 2, overUpperLimit: false });
    expect(c.topFoods).toEqual([{ foodName: 'Orange', amount: 70 }]);
    const iron = rows.find((r) => r.key === 'iron')!;
    expect(iron).toMatchObject({ amount: 1.05, entriesLacking: 2 });
    expect(iron.topFoods.map((f) => f.foodName)).toEqual(['Bread', 'Orange']);
  });

  it('flags an upper level only where it applies to food', () => {
    const rows = nutrientReport([{ date: '2026-11-01', foodName: 'Liver', nutrients: { vitaminC: 2500, vitaminA: 9000 } }], targets);
    expect(rows.find((r) => r.key === 'vitaminC')).toMatchObject({ overUpperLimit: true, percentOfTarget: 3333 });
    expect(rows.find((r) => r.key === 'vitaminA')).toMatchObject({ overUpperLimit: false });
  });

  it('has zero amounts and no percentages to speak of with nothing logged', () => {
    const rows = nutrientReport([], [...targets, target('caffeine', null)]);
    expect(rows.find((r) => r.key === 'vitaminC')).toMatchObject({ amount: 0, percentOfTarget: 0, entriesLacking: 0, topFoods: [] });
    expect(rows.find((r) => r.key === 'caffeine')).toMatchObject({ percentOfTarget: null });
  });
});

describe('lowNutrients', () => {
  it('names nutrients under 70% of target, lowest first, unless most entries did not report them', () => {
    const entries = [
      { date: '2026-11-01', foodName: 'Rice', nutrients: { vitaminC: 0, iron: 1 } },
      { date: '2026-11-02', foodName: 'Apple', nutrients: { vitaminC: 40 } },
    ];
    const rows = nutrientReport(entries, [target('vitaminC', 75), target('iron', 18), target('vitaminA', 700)]);
    // Vitamin C 27%, iron 3% (one of two entries reported it), vitamin A unknown in both entries.
    expect(lowNutrients(rows, entries.length).map((r) => r.key)).toEqual(['iron', 'vitaminC']);
  });

  it('never calls a nutrient under its limit low', () => {
    const entries = [{ date: '2026-11-01', foodName: 'Rice', nutrients: { sodium: 5, fiber: 1 } }];
    const rows = nutrientReport(entries, [limit('sodium', 2300), target('fiber', 38)]);
    expect(lowNutrients(rows, entries.length).map((r) => r.key)).toEqual(['fiber']);
  });
});

describe('limit targets', () => {
  it('are passed only above the limit, and an upper level is another matter', () => {
    const day = (sodium: number) => nutrientReport([{ date: '2026-11-01', foodName: 'Soup', nutrients: { sodium } }], [limit('sodium', 2300)])[0]!;
    expect(day(2300)).toMatchObject({ overLimit: false, percentOfTarget: 100, overUpperLimit: false });
    expect(day(2301)).toMatchObject({ overLimit: true, percentOfTarget: 100 });
    expect(day(3450)).toMatchObject({ overLimit: true, percentOfTarget: 150 });
    // An intake target reached is not a limit passed.
    expect(nutrientReport([{ date: '2026-11-01', foodName: 'Beans', nutrients: { fiber: 50 } }], [target('fiber', 38)])[0]).toMatchObject({ overLimit: false });
  });
});
