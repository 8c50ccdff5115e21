import { describe, expect, it } from 'vitest';
import { portionInWords } from './portion-words.ts';

const spanish = new Map([['cup', ['taza', 'tazas']], ['slice', ['rebanada', 'rebanadas']], ['large', ['grande', 'grandes']]]);
const say = (word: string, count: number) => spanish.get(word)?.[count === 1 ? 0 : 1] ?? `?${word}`;

describe('portionInWords', () => {
  it('says the household measure in the reader’s words, in the number the amount asks for', () => {
    expect(portionInWords('1 cup', say)).toBe('1 taza');
    expect(portionInWords('2 cups, chopped', say)).toBe('2 tazas, chopped');
    expect(portionInWords('1/2 cup', say)).toBe('1/2 taza');
    expect(portionInWords('1 1/2 cups', say)).toBe('1 1/2 tazas');
    expect(portionInWords('3 slices', say)).toBe('3 rebanadas');
    expect(portionInWords('1 large', say)).toBe('1 grande');
  });

  it('leaves labels without a known measure as they are', () => {
    expect(portionInWords('100 g', say)).toBe('100 g');
    expect(portionInWords('1 oz', say)).toBe('1 oz');
    expect(portionInWords('Quantity not specified', say)).toBe('Quantity not specified');
    expect(portionInWords('1 cupcake', say)).toBe('1 cupcake');
  });
});
