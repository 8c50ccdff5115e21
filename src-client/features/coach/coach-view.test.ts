import { describe, expect, it } from 'vitest';
import { generationKey, needsGeneration } from './coach-view.ts';

describe('coach view', () => {
  it('generates when nothing exists for today or the list is stale', () => {
    expect(needsGeneration(undefined)).toBe(false);
    expect(needsGeneration({ generatedAt: null, stale: false })).toBe(true);
    expect(needsGeneration({ generatedAt: '2026-01-01T08:00:00Z', stale: true })).toBe(true);
    expect(needsGeneration({ generatedAt: '2026-01-01T08:00:00Z', stale: false })).toBe(false);
  });
  it('keys each stored state once', () => {
    const a = generationKey({ date: '2026-01-01', generatedAt: null, stale: false });
    const b = generationKey({ date: '2026-01-01', generatedAt: 'x', stale: true });
    expect(a).not.toBe(b);
    expect(generationKey({ date: '2026-01-01', generatedAt: null, stale: false })).toBe(a);
  });
});
