import { describe, expect, it } from 'vitest';
import { relativeDay, shortDayLabel } from './day-options.ts';

describe('day labels', () => {
  it('formats calendar days without shifting them by time zone', () => {
    expect(shortDayLabel('2026-01-01', '2026-01-10', 'en-US')).toBe('Thu, Jan 1');
    expect(shortDayLabel('2026-01-01', '2026-01-10', 'de')).toBe('Do., 1. Jan.');
  });

  it('knows Today and Yesterday, and gives the year of a day in another year', () => {
    expect(relativeDay('2026-03-02', '2026-03-02')).toBe('today');
    expect(relativeDay('2026-03-01', '2026-03-02')).toBe('yesterday');
    expect(relativeDay('2026-02-28', '2026-03-02')).toBeNull();
    expect(shortDayLabel('2003-03-14', '2026-03-02', 'en-US')).toBe('Fri, Mar 14, 2003');
  });
});
