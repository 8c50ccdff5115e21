import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/dates.ts';
import { amountText, entryCalories, entryGrams, logDate } from './entry-fields.ts';

const today = new Date().toISOString().slice(0, 10);

describe('entry fields', () => {
  it('refuses an amount in words with the reason the client translates', () => {
    const refused = amountText('Portion').safeParse('-50 g');
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({ message: 'An amount cannot be negative', params: { reason: 'amountNegative' } });
    expect(amountText('Portion').safeParse('0 g').error!.issues[0]!.message).toBe('An amount must be more than zero');
    expect(amountText('Portion').safeParse('1000000000 g').error!.issues[0]!.message).toBe('One entry holds at most 5 kg or 5 L');
    expect(amountText('Portion').safeParse(' 2 large ').data).toBe('2 large');
  });

  it('holds grams and calories to one entry', () => {
    expect(entryGrams.safeParse(5000).success).toBe(true);
    expect(entryGrams.safeParse(5001).success).toBe(false);
    expect(entryGrams.safeParse(0).success).toBe(false);
    expect(entryCalories().safeParse(10_000).success).toBe(true);
    expect(entryCalories().safeParse(10_001).success).toBe(false);
    expect(entryCalories(1).safeParse(0).success).toBe(false);
  });

  it('takes days from 2000-01-01 to a year ahead', () => {
    for (const day of ['2000-01-01', today, addDays(today, 365)]) expect(logDate.safeParse(day).success, day).toBe(true);
    for (const day of ['0001-01-01', '9999-12-31', '1999-12-31', addDays(today, 731), '2026-02-30']) expect(logDate.safeParse(day).success, day).toBe(false);
  });
});
