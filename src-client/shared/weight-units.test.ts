import { describe, expect, it } from 'vitest';
import { formatChange, formatWeightIn, thisMonthChange, toDisplay, toKg, unitLabel } from './weight-units.ts';

describe('weight units', () => {
  it('labels kg and lbs', () => {
    expect(unitLabel('kg')).toBe('kg');
    expect(unitLabel('lb')).toBe('lbs');
  });

  it('shows stored kg in the user unit to one decimal', () => {
    expect(toDisplay(78.6, 'kg')).toBe(78.6);
    expect(toDisplay(80, 'lb')).toBe(176.4);
    expect(formatWeightIn(80, 'lb')).toBe('176.4 lbs');
    expect(formatWeightIn(78.64, 'kg')).toBe('78.6 kg');
    expect(formatWeightIn(1000, 'lb', (n) => n.toLocaleString('de'))).toBe('2.204,6 lbs');
  });

  it('converts typed pounds to kg', () => {
    expect(toKg(176.4, 'lb')).toBeCloseTo(80.01, 2);
    expect(toKg(80, 'kg')).toBe(80);
  });

  it('signs changes', () => {
    expect(formatChange(-1.4, 'kg')).toBe('-1.4 kg');
    expect(formatChange(1.4, 'kg')).toBe('+1.4 kg');
    expect(formatChange(-1.4, 'lb')).toBe('-3.1 lbs');
    expect(formatChange(0, 'kg')).toBe('0 kg');
    expect(formatChange(0.02, 'kg')).toBe('0 kg');
  });
});

describe('thisMonthChange', () => {
  const logs = [
    { date: '2026-11-28', weight: 78.6 },
    { date: '2026-11-10', weight: 79.5 },
    { date: '2026-10-25', weight: 80 },
  ];

  it('is the calendar month’s change, not the last two weigh-ins', () => {
    expect(thisMonthChange(logs, '2026-11-29', 0.5)).toEqual({ change: -1.4, trend: 'down' });
  });

  it('is steady only when small against the goal rate', () => {
    expect(thisMonthChange([{ date: '2026-11-08', weight: 79.5 }, { date: '2026-11-01', weight: 80 }], '2026-11-29', 0.5).trend).toBe('down');
    expect(thisMonthChange([{ date: '2026-11-08', weight: 79.9 }, { date: '2026-11-01', weight: 80 }], '2026-11-29', 0.5).trend).toBe('neutral');
  });

  it('has no change without a weigh-in this month', () => {
    expect(thisMonthChange(logs, '2026-12-01', 0.5)).toEqual({ change: null, trend: 'neutral' });
    expect(thisMonthChange([], '2026-11-29', null)).toEqual({ change: null, trend: 'neutral' });
  });
});
