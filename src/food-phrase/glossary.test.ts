import { describe, expect, it } from 'vitest';
import de from './glossary/de.json' with { type: 'json' };
import es from './glossary/es.json' with { type: 'json' };
import { foodQueryInEnglish } from './glossary.ts';
import { foodGlossary } from '../schemas/glossary.ts';

describe('foodQueryInEnglish', () => {
  it('ships at least 500 everyday food words a language, with their source', () => {
    for (const data of [es, de]) {
      const g = foodGlossary.parse(data);
      expect(g.entries.length).toBeGreaterThanOrEqual(500);
      expect(g.source).toMatch(/USDA/);
    }
  });

  it('says Spanish food words in English, the food named last as English does', () => {
    expect(foodQueryInEnglish('manzana', 'es')).toBe('apple');
    expect(foodQueryInEnglish('Manzanas', 'es')).toBe('apple');
    expect(foodQueryInEnglish('pechuga de pollo', 'es')).toBe('chicken breast');
    expect(foodQueryInEnglish('pollo asado', 'es')).toBe('roasted chicken');
    expect(foodQueryInEnglish('judías verdes', 'es')).toBe('green beans');
    expect(foodQueryInEnglish('leche de almendras', 'es')).toBe('almond milk');
  });

  it('says German food words in English, compounds and inflected forms too', () => {
    expect(foodQueryInEnglish('Brot', 'de')).toBe('bread');
    expect(foodQueryInEnglish('Hähnchen', 'de')).toBe('chicken');
    expect(foodQueryInEnglish('Äpfel', 'de')).toBe('apple');
    expect(foodQueryInEnglish('Erdbeerjoghurt', 'de')).toBe('strawberry yogurt');
    expect(foodQueryInEnglish('Schweineschnitzel', 'de')).toBe('pork breaded cutlet');
    expect(foodQueryInEnglish('rote Linsen', 'de')).toBe('red lentils');
    expect(foodQueryInEnglish('Soße', 'de')).toBe('sauce');
  });

  it('keeps words it does not know, and the text as typed when it knows none or has no glossary', () => {
    expect(foodQueryInEnglish('pollo tikka', 'es')).toBe('tikka chicken');
    expect(foodQueryInEnglish('Haribo', 'de')).toBe('Haribo');
    expect(foodQueryInEnglish('pollo', 'en')).toBe('pollo');
    expect(foodQueryInEnglish('constructor', 'es')).toBe('constructor');
  });
});
