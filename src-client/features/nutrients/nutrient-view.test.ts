import { describe, expect, it } from 'vitest';
import type { NutrientReportRow } from '../../../src/schemas/nutrients.ts';
import { formatAmount, nameInSentence, rangeOf, standingOf } from './nutrient-view.ts';

const row = (over: Partial<NutrientReportRow>): NutrientReportRow => ({
  key: 'vitaminC', name: 'Vitamin C', unit: 'mg', dri: 90, driKind: 'RDA', targetKind: 'intake', custom: null, target: 90, upperLimit: 2000, upperLimitNote: null,
  amount: 45, percentOfTarget: 50, overUpperLimit: false, overLimit: false, entriesLacking: 0, topFoods: [], ...over,
});

describe('nutrient view', () => {
  it('gives ranges that end today', () => {
    expect(rangeOf('day', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(rangeOf('week', '2026-11-24')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(rangeOf('month', '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
  });

  it('formats amounts with the digits a label shows', () => {
    expect(formatAmount(1234.4, 'µg', 'en')).toBe('1,234 µg');
    expect(formatAmount(53.24, 'mg', 'en')).toBe('53.2 mg');
    expect(formatAmount(0.905, 'mg', 'en')).toBe('0.91 mg');
    expect(formatAmount(1234.4, 'µg', 'de')).toBe('1.234 µg');
    expect(formatAmount(53.24, 'mg', 'es')).toBe('53,2 mg');
  });

  it('writes a name inside a sentence the way the language does', () => {
    expect(nameInSentence('Vitamin C', 'en')).toBe('vitamin c');
    expect(nameInSentence('Kalium', 'de')).toBe('Kalium');
  });

  it('says low under 70%, met from 100%, and over the limit first', () => {
    expect(standingOf(row({ percentOfTarget: 69 }))).toBe('low');
    expect(standingOf(row({ percentOfTarget: 70 }))).toBe('short');
    expect(standingOf(row({ percentOfTarget: 100 }))).toBe('met');
    expect(standingOf(row({ percentOfTarget: 3000, overUpperLimit: true }))).toBe('over-limit');
    expect(standingOf(row({ percentOfTarget: null, target: null }))).toBe('no-target');
  });

  it('says under or over for a limit, never low', () => {
    const sodium = { key: 'sodium', unit: 'mg', dri: 2300, driKind: 'CDRR', targetKind: 'limit', target: 2300, upperLimit: null } as const;
    expect(standingOf(row({ ...sodium, amount: 400, percentOfTarget: 17 }))).toBe('under');
    expect(standingOf(row({ ...sodium, amount: 2300, percentOfTarget: 100 }))).toBe('under');
    expect(standingOf(row({ ...sodium, amount: 2400, percentOfTarget: 104, overLimit: true }))).toBe('over');
  });
});
