import { describe, expect, it } from 'vitest';
import { formatterFor } from './format.ts';

describe('locale formatting', () => {
  it('writes numbers, units and days the way each language does', () => {
    const en = formatterFor('en');
    const de = formatterFor('de');
    const es = formatterFor('es');
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(de.number(1234.5)).toBe('1.234,5');
    expect(de.unit(72.35, 'kilogram')).toBe('72,4 kg');
    expect(en.kcal(2126.4)).toBe('2,126');
    expect(de.kcal(2126)).toBe('2.126');
    expect(en.unit(250, 'milliliter')).toBe('250 mL');
    expect(en.day('2026-03-04')).toBe('Mar 4, 2026');
    expect(de.day('2026-03-04')).toBe('04.03.2026');
    expect(es.day('2026-03-04', { day: 'numeric', month: 'long' })).toBe('4 de marzo');
    expect(es.list(['avena', 'leche', 'plátano'])).toBe('avena, leche y plátano');
  });
});
