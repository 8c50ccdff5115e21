import { describe, expect, it } from 'vitest';
import { comparable, keyWords, stem } from './words.ts';

describe('stem and comparable', () => {
  it('make English plurals singular and leave other words as they are', () => {
    expect(['berries', 'tomatoes', 'peaches', 'radishes', 'glasses', 'eggs', 'glass', 'chicken'].map(stem)).toEqual([
      'berry', 'tomato', 'peach', 'radish', 'glass', 'egg', 'glass', 'chicken',
    ]);
  });

  it("compare words in '-ie' as their plurals in '-ies' stem", () => {
    expect([comparable('cookie'), comparable(stem('cookies')), comparable('pie'), comparable('rice')]).toEqual(['cooky', 'cooky', 'py', 'rice']);
  });
});

describe('keyWords', () => {
  it('keeps every word that names the food, a percentage too, singular', () => {
    expect(keyWords('Hot tea with 2% milk')).toEqual(['hot', 'tea', '2%', 'milk']);
    expect(keyWords('whole wheat toast')).toEqual(['whole', 'wheat', 'toast']);
    expect(keyWords('Gatorade G2, 12 oz')).toEqual(['gatorade', 'g2']);
  });

  it("keeps a letter's plural, which names a product, and no other short word", () => {
    expect(keyWords("multigrain O's cereal")).toEqual(['multigrain', 'o', 'cereal']);
    expect(keyWords("my mom's lasagna")).toEqual(['mom', 'lasagna']);
  });
});
