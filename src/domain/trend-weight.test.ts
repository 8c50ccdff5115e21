import { describe, expect, it } from 'vitest';
import { goalDate, goalDirection, trendWeights } from './trend-weight.ts';

describe('trendWeights', () => {
  it('starts at the first weigh-in and moves a tenth of the way each day', () => {
    const points = trendWeights([{ date: '2026-11-01', weight: 80 }, { date: '2026-11-02', weight: 81 }, { date: '2026-11-02', weight: 83 }]);
    expect(points).toEqual([
      { date: '2026-11-01', weight: 80, trend: 80 },
      { date: '2026-11-02', weight: 82, trend: 80.2 },
    ]);
  });

  it('lets a weigh-in after a gap count for the days it covers', () => {
    const [, after] = trendWeights([{ date: '2026-11-01', weight: 80 }, { date: '2026-11-11', weight: 70 }]);
    expect(after!.trend).toBeCloseTo(80 - 10 * (1 - 0.9 ** 10), 2);
  });

  it('barely moves for one salty dinner', () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, weight: i === 5 ? 81.5 : 80 }));
    expect(Math.max(...trendWeights(days).map((p) => p.trend))).toBeLessThanOrEqual(80.15);
  });
});

describe('goal', () => {
  it('knows which way the goal lies, and that within half a kilo it is reached', () => {
    expect(goalDirection(80, 70)).toBe(-1);
    expect(goalDirection(60, 65)).toBe(1);
    expect(goalDirection(70.3, 70)).toBe(0);
    expect(goalDirection(null, 70)).toBe(0);
  });

  it('dates the goal at the weekly rate from the trend', () => {
    expect(goalDate(80, 75, 0.5, '2026-11-23')).toBe('2027-02-01');
    expect(goalDate(70.2, 70, 0.5, '2026-11-23')).toBe('2026-11-23');
    expect(goalDate(null, 70, 0.5, '2026-11-23')).toBeNull();
    expect(goalDate(80, null, 0.5, '2026-11-23')).toBeNull();
  });
});
