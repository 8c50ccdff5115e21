import { describe, expect, it } from 'vitest';
import { defaultPortion, readPortion, readPortions } from './portion-facts.ts';

const read = (label: string, grams = 100, unspecified?: boolean) => readPortion({ label, grams, ...(unspecified ? { unspecified } : {}) });

describe('readPortion', () => {
  it('reads amount, measure, size and volume', () => {
    expect(read('1/2 cup')).toMatchObject({ amount: 0.5, unit: 'cup', size: null, ml: expect.closeTo(118.2941, 3) });
    expect(read('1 1/2 cups, chopped')).toMatchObject({ amount: 1.5, unit: 'cup', word: 'cup' });
    expect(read('1 large')).toMatchObject({ amount: 1, unit: null, size: 'large', word: null });
    expect(read('2 tbsp')).toMatchObject({ amount: 2, unit: 'tbsp' });
    expect(read('1 fl oz')).toMatchObject({ unit: 'fl oz', word: 'fl oz' });
    expect(read('1 quart')).toMatchObject({ unit: 'quart', ml: expect.closeTo(946.3529, 3) });
    // Pieces after a volume are what the cup holds, not the measure.
    expect(read('1 cup slices')).toMatchObject({ unit: 'cup', ml: expect.closeTo(236.5882, 3) });
    expect(read('1 cup, pieces or slices')).toMatchObject({ unit: 'cup' });
  });

  it('names what a label counts in its own word', () => {
    expect(read('1 extra large pancake')).toMatchObject({ item: 'pancake', word: 'pancake', size: 'extra large' });
    expect(read('1 small or thin/very thin slice')).toMatchObject({ unit: 'slice', word: 'slice', size: 'small' });
    expect(read('1 small single serving bag')).toMatchObject({ unit: 'packet', word: 'bag', size: 'small' });
    expect(read('1 piece, large pizza')).toMatchObject({ unit: 'piece', word: 'piece', size: 'large' });
    expect(read('1 tray')).toMatchObject({ unit: 'container', word: 'tray' });
    expect(read('1 bun-size or griller link')).toMatchObject({ item: 'link', word: 'link' });
    expect(read('1 cookie, chocolate chip')).toMatchObject({ item: 'cookie' });
  });

  it('reads a container with the volume it holds', () => {
    expect(read('1 can or bottle (12 fl oz)')).toMatchObject({ unit: 'bottle', items: 1, ml: expect.closeTo(354.8824, 3) });
    expect(read('1 bottle (40 fl oz)')).toMatchObject({ unit: 'bottle', ml: expect.closeTo(1182.9412, 3) });
  });

  it('counts the items a portion holds', () => {
    expect(read('1 serving (3 pancakes)')).toMatchObject({ unit: 'serving', item: 'pancake', items: 3 });
    expect(read('10 pieces')).toMatchObject({ amount: 10, unit: 'piece', items: 10 });
  });

  it('tells unusual sizes from the regular one', () => {
    expect(read('1 miniature/bite size pancake')).toMatchObject({ special: true, item: 'pancake' });
    expect(read('1 extra small')).toMatchObject({ special: true });
    expect(read('1 small')).toMatchObject({ special: false, size: 'small' });
    expect(read('1 regular')).toMatchObject({ size: 'medium', regular: true });
  });

  it("marks FNDDS's 'Quantity not specified', by label or by the stored mark", () => {
    expect(read('Quantity not specified', 120)).toMatchObject({ unspecified: true, amount: 1, unit: null, items: 1 });
    expect(read('1 serving', 120, true)).toMatchObject({ unspecified: true });
    expect(read('1 serving', 120)).toMatchObject({ unspecified: false, unit: 'serving' });
  });

  it('leaves out rows that are no household amount', () => {
    expect(read('Guideline amount per fl oz of beverage', 2.5)).toBeNull();
    expect(read('1 cubic inch', 17)).toBeNull();
    expect(read('1 cup', 0)).toBeNull();
    expect(readPortions([{ label: '1 cubic inch', grams: 17 }, { label: '1 cup', grams: 240 }]).map((p) => p.label)).toEqual(['1 cup']);
  });
});

describe('defaultPortion', () => {
  it('is the first household portion, never the usual-amount row', () => {
    expect(defaultPortion([{ label: 'Quantity not specified', grams: 240, unspecified: true }, { label: '1 cup', grams: 240 }])?.label).toBe('1 cup');
    expect(defaultPortion([{ label: 'Quantity not specified', grams: 240 }])).toBeNull();
  });
});
