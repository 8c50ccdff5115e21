import { describe, expect, it } from 'vitest';
import { markTourOffered, shouldOfferTour, tourOfferKey } from './tour-offer.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('tour offer', () => {
  it('is offered once per user', () => {
    const storage = memoryStorage();
    expect(shouldOfferTour(storage, 'u1')).toBe(true);
    markTourOffered(storage, 'u1');
    expect(shouldOfferTour(storage, 'u1')).toBe(false);
    expect(shouldOfferTour(storage, 'u2')).toBe(true);
    expect([...storage.map.keys()]).toEqual([tourOfferKey('u1')]);
  });

  it('is not offered without storage, and storage errors are swallowed', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(shouldOfferTour(undefined, 'u1')).toBe(false);
    expect(shouldOfferTour(broken, 'u1')).toBe(false);
    expect(() => markTourOffered(broken, 'u1')).not.toThrow();
  });
});
