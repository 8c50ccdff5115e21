/** Words of a food phrase in the form they are compared with USDA names. */

/**
 * Words that should appear in a good match's name (the said words, singular; a percentage as said:
 * '2% milk'; a product's letter and digits: 'g2'; a letter's plural, which names a product: the 'O's'
 * and 'K's' cereals).
 */
export function keyWords(food: string): string[] {
  return [...food.toLowerCase().matchAll(/(?<![a-z0-9])([a-z])(?='s\b)|[a-z0-9%]+/g)].flatMap(([w, letter]) => {
    if (letter) return [letter];
    return (w.length > 2 && /^[a-z]+$/.test(w) && !['and', 'with', 'the'].includes(w)) || /^\d+%$/.test(w) || isProductCode(w) ? [stem(w)] : [];
  });
}

/** A letter alone before digits names a product ('g2', 'v8', 'a1'): a unit never comes before its number, and 'x2' is 'times two'. */
export function isProductCode(word: string): boolean {
  return /^[a-wyz]\d+$/.test(word);
}

/** A rough English singular: berries → berry, tomatoes → tomato, eggs → egg. */
export function stem(word: string): string {
  // Every ending below ends in 's'; most words do not, and food names are stemmed word by word often.
  if (!word.endsWith('s')) return word;
  return word.replace(/ies$/, 'y').replace(/(oes|ches|shes|sses)$/, (m) => m.slice(0, -2)).replace(/([^s])s$/, '$1');
}

/**
 * The form singular words are compared in: '-ies' is the plural of words in '-y' and in '-ie', so
 * stem('cookies') is 'cooky', and 'cookie' is compared as 'cooky' too.
 */
export function comparable(word: string): string {
  return word.endsWith('ie') ? `${word.slice(0, -2)}y` : word;
}
