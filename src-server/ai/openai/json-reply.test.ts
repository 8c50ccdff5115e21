import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractJson, keepsNumbers, numbersIn, parseReply } from './json-reply.ts';

describe('tolerant JSON from model replies', () => {
  it.each([
    ['{"a": 1}', { a: 1 }],
    ['  ```json\n{"a": 1}\n```  ', { a: 1 }],
    ['Here you go: {"a": {"b": "x}"}} hope it helps', { a: { b: 'x}' } }],
    ['Sure!\n```\n{"a": [1, 2]}\n```', { a: [1, 2] }],
    ['no json here', undefined],
    ['{"a": ', undefined],
  ])('%s', (text, expected) => {
    expect(extractJson(text)).toEqual(expected);
  });

  it('validates with the schema', () => {
    const schema = z.object({ a: z.number() });
    expect(parseReply('{"a": 2}', schema)).toEqual({ a: 2 });
    expect(parseReply('{"a": "2x"}', schema)).toBeNull();
  });

  it('checks that a rewording kept every number', () => {
    expect(numbersIn('1,850 kcal and 12.5 g of 100 g')).toEqual(['1850', '12.5', '100']);
    expect(keepsNumbers('You had 1,850 of 2,000 kcal', 'So far 1850 kcal out of your 2,000.')).toBe(true);
    expect(keepsNumbers('You had 1,850 of 2,000 kcal', 'You had about 1,900 kcal')).toBe(false);
  });
});
