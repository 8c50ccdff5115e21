import dictionary from 'dictionary-en';
import nspell from 'nspell';

let speller: ReturnType<typeof nspell> | null = null;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Builds the English dictionary (a third of a second of CPU): main.ts does it before listening, so no request waits for it. */
export function loadEnglishWords(): ReturnType<typeof nspell> {
  speller ??= nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
  return speller;
}

/** Whether a word is English as Hunspell's en_US dictionary spells it ('noon', 'went'): such a word is no typo. */
export function isEnglishWord(word: string): boolean {
  return loadEnglishWords().correct(word);
}
