import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.ts';

describe('pageLanguage', () => {
  it('keeps the language saved on this device over the browser’s', () => {
    expect(pageLanguage('es', 'de-DE,de;q=0.9')).toBe('es');
  });

  it('takes the first of the browser’s languages the app ships, a regional variant as its language', () => {
    expect(pageLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pageLanguage(undefined, 'fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(pageLanguage(undefined, 'de-AT')).toBe('de');
  });

  it('follows the stated preference weights, not the order they are written in', () => {
    expect(pageLanguage(undefined, 'en;q=0.5, de;q=0.9')).toBe('de');
    expect(pageLanguage(undefined, 'de;q=0, es')).toBe('es');
  });

  it('falls back to English for an unknown saved value or no shipped language', () => {
    expect(pageLanguage('fr', 'ja-JP,zh;q=0.8')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
    expect(pageLanguage(undefined, '*')).toBe('en');
  });
});
