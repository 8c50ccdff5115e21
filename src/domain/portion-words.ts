/** USDA's household measures, as they are written in portion labels, by the message that says them. */
export type PortionWord = 'cup' | 'tbsp' | 'tsp' | 'slice' | 'piece' | 'serving' | 'large' | 'medium' | 'small' | 'extraLarge' | 'package' | 'can' | 'bottle' | 'jar' | 'packet' | 'container' | 'bar' | 'scoop' | 'stick' | 'fillet' | 'patty' | 'handful';
const WORDS = new Map<string, PortionWord>([
  ['cup', 'cup'], ['cups', 'cup'], ['tbsp', 'tbsp'], ['tablespoon', 'tbsp'], ['tablespoons', 'tbsp'], ['tsp', 'tsp'], ['teaspoon', 'tsp'], ['teaspoons', 'tsp'],
  ['slice', 'slice'], ['slices', 'slice'], ['piece', 'piece'], ['pieces', 'piece'], ['serving', 'serving'], ['servings', 'serving'],
  ['large', 'large'], ['medium', 'medium'], ['small', 'small'], ['extra large', 'extraLarge'],
  ['package', 'package'], ['packages', 'package'], ['can', 'can'], ['cans', 'can'], ['bottle', 'bottle'], ['bottles', 'bottle'], ['jar', 'jar'], ['jars', 'jar'],
  ['packet', 'packet'], ['packets', 'packet'], ['container', 'container'], ['containers', 'container'], ['bar', 'bar'], ['bars', 'bar'], ['scoop', 'scoop'], ['scoops', 'scoop'],
  ['stick', 'stick'], ['sticks', 'stick'], ['fillet', 'fillet'], ['fillets', 'fillet'], ['patty', 'patty'], ['patties', 'patty'], ['handful', 'handful'], ['handfuls', 'handful'],
]);
// An amount ('2', '1.5', '1/2', '1 1/2') and the measure after it; what follows the measure is kept.
const LABEL = /^(\d+(?:\.\d+)?(?: \d+\/\d+)?|\d+\/\d+)\s+(extra large|[a-z]+)\b(.*)$/i;

const valueOf = (amount: string) => amount.split(' ').reduce((sum, part) => {
  const [n, d] = part.split('/').map(Number);
  return sum + (d ? n! / d : n!);
}, 0);

/** A portion label with its measure in the reader's words ('2 cups, chopped' → '2 tazas, chopped'); other labels as they are. */
export function portionInWords(label: string, say: (word: PortionWord, count: number) => string): string {
  const match = LABEL.exec(label.trim());
  const word = match && WORDS.get(match[2]!.toLowerCase());
  if (!match || !word) return label;
  // Part of one measure reads as one ('1/2 cup').
  return `${match[1]} ${say(word, Math.max(1, valueOf(match[1]!)))}${match[3]}`;
}
