import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBack, hourIn } from './dates.ts';

describe('dayIn', () => {
  it("gives the user's calendar day, not the server's UTC day", () => {
    const lateEvening = new Date('2026-03-01T03:30:00Z'); // 22:30 on Feb 28 in New York
    expect(dayIn('UTC', lateEvening)).toBe('2026-03-01');
    expect(dayIn('America/New_York', lateEvening)).toBe('2026-02-28');
    expect(dayIn('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe('2027-01-01');
  });

  it('turns to the next day at local midnight, to the minute, in a zone off the hour', () => {
    expect(dayIn('Asia/Kolkata', new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(dayIn('Asia/Kolkata', new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(dayIn('Asia/Kolkata', new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
  });
});

describe('hourIn', () => {
  it("gives the hour of the user's day, 0 to 23, in a zone off the hour too", () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(hourIn('UTC', at)).toBe(3);
    expect(hourIn('America/New_York', at)).toBe(22);
    expect(hourIn('Asia/Kolkata', at)).toBe(9);
    expect(hourIn('UTC', new Date('2026-03-01T00:10:00Z'))).toBe(0);
  });
});

describe('addDays and daysBack', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBack('2026-03-02', 3)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
  });
});
