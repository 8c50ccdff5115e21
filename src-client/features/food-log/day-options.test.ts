import { describe, expect, it } from 'vitest';
import { dayLabel, dayOptions, longDayLabel } from './day-options.ts';

describe('dayOptions', () => {
  it('covers today and the six days before, newest first', () => {
    const options = dayOptions('2026-03-02', 7, 'en-US');
    expect(options.map((o) => o.value)).toEqual([
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
    ]);
    expect(options.slice(0, 3).map((o) => o.label)).toEqual(['Today', 'Yesterday', 'Sat, Feb 28']);
  });
});

describe('dayLabel', () => {
  it('formats calendar days without shifting them by time zone', () => {
    expect(dayLabel('2026-01-01', '2026-01-10', 'en-US')).toBe('Thu, Jan 1');
    expect(longDayLabel('2026-01-01', 'en-US')).toBe('Thursday, January 1, 2026');
  });
});
