import { describe, expect, it } from 'vitest';
import { dayLabel, longDayLabel } from './day-options.ts';

describe('dayLabel', () => {
  it('formats calendar days without shifting them by time zone', () => {
    expect(dayLabel('2026-01-01', '2026-01-10', 'en-US')).toBe('Thu, Jan 1');
    expect(longDayLabel('2026-01-01', 'en-US')).toBe('Thursday, January 1, 2026');
  });

  it('says Today and Yesterday, and the year of a day in another year', () => {
    expect(dayLabel('2026-03-02', '2026-03-02', 'en-US')).toBe('Today');
    expect(dayLabel('2026-03-01', '2026-03-02', 'en-US')).toBe('Yesterday');
    expect(dayLabel('2003-03-14', '2026-03-02', 'en-US')).toBe('Fri, Mar 14, 2003');
  });
});
