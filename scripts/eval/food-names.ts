// The words a person uses for a USDA food, derived from its description by one general method:
// the head before the first comma, with up to two of the short qualifiers that tell it apart put
// in front of it ("Rice, white, cooked" → "cooked white rice"); a brand in brackets is the name
// people say ("Cereal (General Mills Cheerios)" → "General Mills Cheerios").

/** Qualifiers that say how a food is coded, not what it is called. */
const CODING = /^(nfs|ns\b|not |no |without |made with|made from|with added|from fresh|from restaurant|fast food|school|home|commercial|prepared|ready-to|regular$|plain$|other|type|includes?|individual|all |any |skin|coating|lean|with|in |for |as |fat added|reduced sodium|low sodium|peel|stage|mixed species|mature seeds|all varieties|all types|composite|household|separable|industrial|commercially|enriched|unenriched|year round|\d)/i;
/** Participles and states a person says before the food ("fried chicken", "canned peaches"). */
const STATE = /^(raw|fresh|dried|canned|frozen|cooked|baked|boiled|fried|grilled|roasted|steamed|toasted|scrambled|poached|broiled|stewed|mashed|smoked|sauteed|breaded|pickled|unsweetened|sweetened|diet|light|instant|hot|iced)$/i;

export function foodName(description: string, options: { dropRaw?: boolean } = {}): string {
  const brand = /\(([A-Z][^)]*)\)/.exec(description)?.[1];
  if (brand && !/\b(NFS|NS|fl oz|oz|g|\d)\b/.test(brand) && /^[A-Z][a-z]*('s)?( [A-Z&'][\w'&-]*)+/.test(brand)) return brand;
  const parts = description
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  let head = parts[0]!;
  const qualifiers = parts
    .slice(1)
    .map((q) => q.replace(/^from (frozen|canned|dried)$/, '$1').split(' or ')[0]!)
    // "fried with animal fat" → "fried": the state is said, how it was fried is not.
    .map((q) => (STATE.test(q.split(' ')[0]!) ? q.split(' ')[0]! : q))
    .filter((q) => !CODING.test(q) && !/[/;]| and /.test(q) && q.split(' ').length <= 2)
    .filter((q) => !(options.dropRaw && q === 'raw'))
    .filter((q) => !head.includes(q));
  // Two qualifiers at most, one state first: "cooked white rice", not "long-grain white rice".
  const states = qualifiers.filter((q) => STATE.test(q)).slice(0, 1);
  const kinds = qualifiers
    .filter((q) => !STATE.test(q))
    .slice(0, 2 - states.length)
    .reverse();
  // A qualifier that names the head already ("Fish, catfish", "Chicken, chicken roll") is the name.
  const named = kinds.findIndex((k) => k.includes(head) || k.endsWith(head.split(' ').pop()!));
  if (named >= 0) head = kinds.splice(named, 1)[0]!;
  const served = parts.slice(1).find((q) => /^with /.test(q) && q.split(' ').length <= 4);
  return [...states, ...kinds, head, ...(served ? [served] : [])].join(' ');
}

/**
 * A description a person could say at all: not a coding bucket ("… and/or …; no sauce"), not an
 * ingredient line ("as ingredient"), and no head of alternatives ("Chicken or turkey …").
 */
export function sayable(description: string): boolean {
  const [head, ...rest] = description.replace(/\([^)]*\)/g, '').split(',');
  if (/[;/]|and\/or|excluding|including|as ingredient|for use on|only from|reported separately|baby|infant|toddler/i.test(description.replace(/\([^)]*\)/g, ''))) return false;
  if (/ or /.test(head!)) return false;
  const served = rest.map((q) => q.trim()).filter((q) => /^with /.test(q));
  return served.every((q) => q.split(' ').length <= 4);
}

/** English plural of a food or unit name's head noun ("patty" → "patties", "sandwich on white" → "sandwiches on white"). */
export function plural(words: string): string {
  const served = / (with|on|in) /.exec(words);
  if (served) return `${plural(words.slice(0, served.index))}${words.slice(served.index)}`;
  const m = /^(.*?)(\w+)$/.exec(words);
  if (!m) return words;
  const [, before, last] = m as unknown as [string, string, string];
  if (/(s|x|z|ch|sh)$/.test(last)) return /s$/.test(last) && !/ss$/.test(last) ? words : `${before}${last}es`;
  if (/[^aeiou]y$/.test(last)) return `${before}${last.slice(0, -1)}ies`;
  if (/(leaf|loaf)$/.test(last)) return `${before}${last.slice(0, -1)}ves`;
  return `${words}s`;
}

/**
 * Foods the derived name cannot tell apart ("cooked white rice" for rice with no fat, with oil, NS as
 * to fat): the first by `rank` stands for the name, and the others within 10% of its energy are the
 * same food to a person who says it.
 */
export function byName<T>(foods: T[], nameOf: (f: T) => string, kcalOf: (f: T) => number, rank: (a: T, b: T) => number): { food: T; name: string; alike: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const f of foods) groups.set(nameOf(f), [...(groups.get(nameOf(f)) ?? []), f]);
  return [...groups].map(([name, group]) => {
    const [food, ...others] = group.sort(rank);
    const kcal = kcalOf(food!);
    return { food: food!, name, alike: others.filter((o) => Math.abs(kcalOf(o) - kcal) <= 0.1 * Math.max(kcal, kcalOf(o), 1)) };
  });
}
