import { describe, expect, it } from 'vitest';
import { isLogDay, lastLogDay } from './log-dates.ts';

describe('log dates', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('accepts 2000-01-01 up to a year ahead, with a day of slack for zones ahead of UTC', () => {
    expect(isLogDay('2000-01-01', now)).toBe(true);
    expect(isLogDay('1999-12-31', now)).toBe(false);
    expect(isLogDay('2027-11-25', now)).toBe(true);
    expect(isLogDay('2027-11-26', now)).toBe(false);
  });

  it('the last plannable day is a year after today', () => {
    expect(lastLogDay('2026-02-28')).toBe('2027-02-28');
  });
});
