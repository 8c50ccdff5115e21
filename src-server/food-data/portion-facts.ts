/** What a household portion is made of, read from USDA's own portion description. */
export interface PortionFacts {
  /** How many units the portion is ('1/2 cup' → 0.5). */
  amount: number;
  /** The measure or the thing counted: cup, tbsp, tsp, fl oz, oz, lb, g, ml, slice, piece, pancake… null for a bare size ('1 large'). */
  unit: string | null;
  /** small, medium, large, extra large… as USDA words it. */
  size: string | null;
  /** can, bottle, glass, mug, bowl, jar, box, carton, container, packet, package, pouch, bag, tub…; 'can or bottle' when either fits. */
  container: string | null;
  /** Items one portion covers when it counts several: 'serving (3 pancakes)' → 3. */
  items: number | null;
  /** FNDDS 'Quantity not specified': the weight USDA uses when a person gives no amount. */
  unspecified: boolean;
}

const SIZES: [RegExp, string][] = [
  [/^extra[- ]small\b/, 'extra small'],
  [/^extra[- ]large\b|^x-large\b|^xl\b/, 'extra large'],
  [/^jumbo\b/, 'jumbo'],
  [/^small\b/, 'small'],
  [/^medium\b/, 'medium'],
  [/^large\b/, 'large'],
  [/^mini(ature)?\b/, 'miniature'],
  [/^regular\b/, 'regular'],
];
const UNITS: [RegExp, string][] = [
  [/^fl\.? ?oz\b|^fluid ounces?\b/, 'fl oz'],
  [/^cups?\b/, 'cup'],
  [/^(tbsp|tablespoons?)\b/, 'tbsp'],
  [/^(tsp|teaspoons?)\b/, 'tsp'],
  [/^(oz|ounces?)\b/, 'oz'],
  [/^(lbs?|pounds?)\b/, 'lb'],
  [/^(g|grams?)\b/, 'g'],
  [/^(kg|kilograms?)\b/, 'kg'],
  [/^(ml|milliliters?)\b/, 'ml'],
  [/^(l|liters?|litres?)\b/, 'l'],
  [/^quarts?\b/, 'quart'],
  [/^pints?\b/, 'pint'],
];
const CONTAINER = String.raw`(can|bottle|glass|mug|bowl|jar|box|carton|container|packet|package|pouch|bag|tub|tray|cup)s?`;
// 'can or bottle' stays one phrase: either word fits.
const CONTAINERS = new RegExp(String.raw`\b${CONTAINER}(?: or ${CONTAINER})?\b`);
const ITEMS = /\((?:about |approx\.? |approximately )?(\d+) ([a-z][a-z -]*?)\)/;
// Parenthesised counts that are sizes or ingredients, not items ('(12 fl oz)', '(2 slice bread)').
const NOT_ITEMS = /^(fl oz|oz|g|ml|lb|inch|in|cup|cups|tbsp|tsp|slice bread|slices bread|nlea serving|x)\b|"|-/;

/** '1', '1/2', '1 1/2', '.5' → number; null when the text does not start with an amount. */
function leadingAmount(text: string): { amount: number; rest: string } | null {
  const m = /^(\d+(?:\.\d+)?|\.\d+)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s*/.exec(text);
  if (!m) return null;
  let amount = Number(m[1]);
  if (m[2] && m[3]) amount += Number(m[2]) / Number(m[3]);
  if (m[4]) amount /= Number(m[4]);
  return amount > 0 ? { amount, rest: text.slice(m[0].length) } : null;
}

/** Reads a portion label ('1 large', '1 serving (3 pancakes)', '1 can (12 fl oz)', 'Quantity not specified'). */
export function portionFacts(label: string): PortionFacts {
  const text = label.trim().toLowerCase();
  if (text === 'quantity not specified') return { amount: 1, unit: 'serving', size: null, container: null, items: null, unspecified: true };
  const lead = leadingAmount(text);
  let rest = lead ? lead.rest : text;
  let size: string | null = null;
  for (const [pattern, name] of SIZES) {
    const m = pattern.exec(rest);
    if (m) {
      size = name;
      rest = rest.slice(m[0].length).trim();
      break;
    }
  }
  const unit = UNITS.find(([pattern]) => pattern.test(rest))?.[1] ?? countedThing(rest);
  const found = unit && unit !== 'cup' ? CONTAINERS.exec(rest) : null;
  const container = found ? [found[1], found[2]].filter(Boolean).join(' or ') : null;
  const items = ITEMS.exec(rest);
  const count = items && !NOT_ITEMS.test(items[2]!) ? Number(items[1]) : null;
  return {
    amount: lead?.amount ?? 1,
    unit,
    size,
    container,
    items: count !== null && count > 1 ? count : null,
    unspecified: false,
  };
}

// Words around the thing counted: '1 small or thin/very thin slice', '1 large single serving bag'.
const FILLER = new Set(['or', 'and', 'very', 'thin', 'thick', 'bite', 'size', 'any', 'individual', 'single', 'ns', 'as', 'to', 'nfs', 'of', 'a', 'each', 'whole', 'personal', 'sized']);

/** The thing a count refers to: the last plain word before any comma or bracket ('1 medium croissant' → croissant). */
function countedThing(rest: string): string | null {
  const head = rest.split(/[,(]/)[0]!;
  const words = head.split(/[^a-z'-]+/).filter((w) => w && !FILLER.has(w) && !SIZES.some(([p]) => p.test(w)));
  return singular(words.at(-1) ?? null);
}

function singular(word: string | null): string | null {
  if (!word) return null;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}
