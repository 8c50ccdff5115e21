import { describe, expect, it } from 'vitest';
import { formatTokenDate, tokenPreview } from './token-format.ts';

describe('token formatting', () => {
  it('formats dates and missing dates', () => {
    expect(formatTokenDate('2025-01-20T10:00:00.000Z')).toBe('Jan 20, 2025');
    expect(formatTokenDate(null)).toBe('Never');
    expect(formatTokenDate('garbage')).toBe('Unknown');
  });

  it('marks the prefix as truncated', () => {
    expect(tokenPreview('pw_ab12')).toBe('pw_ab12…');
  });
});
