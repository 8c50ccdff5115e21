import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english-words.ts';

describe('isEnglishWord', () => {
  it('knows the words of a sentence and not their misspellings', () => {
    for (const word of ['noon', 'went', 'felt', 'quinoa']) expect(isEnglishWord(word)).toBe(true);
    for (const word of ['bannana', 'brocoli', 'oatmeel', 'sadnwich']) expect(isEnglishWord(word)).toBe(false);
  });
});
