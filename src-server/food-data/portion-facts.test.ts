import { describe, expect, it } from 'vitest';
import { portionFacts } from './portion-facts.ts';

describe('portionFacts', () => {
  it('reads amount, unit, size and container', () => {
    expect(portionFacts('1/2 cup')).toMatchObject({ amount: 0.5, unit: 'cup', size: null });
    expect(portionFacts('1 1/2 cups, chopped')).toMatchObject({ amount: 1.5, unit: 'cup' });
    expect(portionFacts('1 large')).toMatchObject({ amount: 1, unit: null, size: 'large' });
    expect(portionFacts('1 extra large pancake')).toMatchObject({ unit: 'pancake', size: 'extra large' });
    expect(portionFacts('1 miniature/bite size pancake')).toMatchObject({ unit: 'pancake', size: 'miniature' });
    expect(portionFacts('1 small or thin/very thin slice')).toMatchObject({ unit: 'slice', size: 'small' });
    expect(portionFacts('1 can or bottle (12 fl oz)')).toMatchObject({ container: 'can or bottle', items: null });
    expect(portionFacts('1 bottle (40 fl oz)')).toMatchObject({ unit: 'bottle', container: 'bottle' });
    expect(portionFacts('2 tbsp')).toMatchObject({ amount: 2, unit: 'tbsp' });
    expect(portionFacts('1 fl oz')).toMatchObject({ unit: 'fl oz' });
  });

  it('counts the items a portion covers', () => {
    expect(portionFacts('1 serving (3 pancakes)')).toMatchObject({ unit: 'serving', items: 3 });
    expect(portionFacts('1 sandwich (2 slice bread)')).toMatchObject({ unit: 'sandwich', items: null });
    expect(portionFacts('10 pieces')).toMatchObject({ amount: 10, unit: 'piece', items: null });
  });

  it("marks FNDDS's vague default", () => {
    expect(portionFacts('Quantity not specified')).toEqual({ amount: 1, unit: 'serving', size: null, container: null, items: null, unspecified: true });
  });
});
