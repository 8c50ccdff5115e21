import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path inside the app with its search and hash', () => {
    expect(safeReturnPath('/food-log')).toBe('/food-log');
    expect(safeReturnPath('/food-log?tab=voice')).toBe('/food-log?tab=voice');
    expect(safeReturnPath('/progress?tab=weight#chart')).toBe('/progress?tab=weight#chart');
    expect(safeReturnPath('/a/../progress')).toBe('/progress');
  });

  it('refuses anything that could leave the site, or loop', () => {
    for (const bad of [
      'https://evil.example/food-log',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'food-log',
      '/food\u0000log',
      '/\tevil',
      '/auth',
      '/auth?redirect=/food-log',
      '/',
      '',
      `/${'a'.repeat(2001)}`,
      42,
      null,
      undefined,
      ['/food-log'],
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });
});
