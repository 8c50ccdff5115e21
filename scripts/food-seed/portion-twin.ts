import { foodForm, type FoodForm } from '../../src-server/food-data/food-facts.ts';
import type { FoodRecord } from '../../src-server/food-data/food-record.ts';
import { wordKey } from './also-called.ts';

/** A food with its words: its name, and the other names USDA gives it (FoodOn's, SR's common names, FNDDS's additional descriptions). */
export interface NamedFood {
  food: FoodRecord;
  otherNames: string[];
}

/** How alike two descriptions must be, by the weighted share of words they have in common (Dice). */
const SAME_FOOD = 0.55;
/**
 * USDA's own links count as this many more: the SR food with the Foundation food's NDB number, or
 * another name the two share ('rolled oats').
 */
const LINKED = 0.15;
/** The share of the other food's name, weighted, this one's names must hold, unless USDA links the two. */
const DONOR_COVERED = 0.45;

const wordsOf = (text: string) => wordKey(text).split(' ').filter(Boolean);

/**
 * Two foods' states agree: the same USDA form ('raw', 'cooked', 'dry'), or no form said on one side and
 * nothing cooked or prepared on the other. An FNDDS food with no form is as eaten ('Kidney beans, NFS'
 * are cooked), so it is no raw or dry food. Being canned is a state too: a can's contents weigh
 * differently from the fresh food.
 */
function sameState(own: string, donor: FoodRecord): boolean {
  const cooked = (f: FoodForm | null) => f === 'cooked' || f === 'prepared';
  const a = foodForm(own);
  const b = foodForm(donor.name);
  const formsAgree = a === b || (a === null && !cooked(b)) || (b === null && !cooked(a) && !(donor.source === 'survey' && a !== null));
  return formsAgree && /\bcanned\b/i.test(own) === /\bcanned\b/i.test(donor.name);
}

/**
 * Finds, for a food with no household portions of its own, the same food in SR Legacy or FNDDS, whose
 * portions it may take. Words are weighed by how rare they are among the names (a word in many names,
 * 'raw' or 'added', tells little; 'rolled' or 'cannellini' tells much). The other food must hold the
 * words of the first term of the name ('Mushroom' in 'Mushroom, oyster'), agree in state, and share
 * most of the weighted words of both names, the other names counting as words it has: FoodOn calls
 * 'Oats, whole grain, rolled, old fashioned' rolled oats, as SR's common names call 'Cereals, oats,
 * regular and quick, not fortified, dry', not 'Oats' (the grain), which has its NDB number.
 */
export class PortionTwins {
  private readonly weight = new Map<string, number>();
  private readonly byWord = new Map<string, NamedFood[]>();

  constructor(private readonly donors: NamedFood[]) {
    for (const donor of donors) {
      for (const w of new Set(wordsOf(donor.food.name))) this.weight.set(w, (this.weight.get(w) ?? 0) + 1);
      for (const w of new Set(donor.otherNames.flatMap(wordsOf).concat(wordsOf(donor.food.name)))) {
        const list = this.byWord.get(w) ?? [];
        list.push(donor);
        this.byWord.set(w, list);
      }
    }
  }

  private idf(word: string): number {
    return Math.log((this.donors.length + 1) / (1 + (this.weight.get(word) ?? 0)));
  }

  private weightOf(words: Iterable<string>): number {
    let sum = 0;
    for (const w of words) sum += this.idf(w);
    return sum;
  }

  /** The donor most alike, with its score, or null when none is alike enough; `linked` is USDA's own NDB link. */
  twinOf(food: NamedFood, linked?: FoodRecord): { twin: FoodRecord; score: number } | null {
    const ownName = new Set(wordsOf(food.food.name));
    const own = new Set([...ownName, ...food.otherNames.flatMap(wordsOf)]);
    const ownOther = new Set(food.otherNames.map(wordKey));
    const head = wordsOf(food.food.name.split(',')[0]!);
    const candidates = new Set(head.flatMap((w) => this.byWord.get(w) ?? []));
    let best: { twin: FoodRecord; score: number } | null = null;
    for (const donor of candidates) {
      if (donor.food.portions.length === 0 || !sameState(food.food.name, donor.food)) continue;
      const name = new Set(wordsOf(donor.food.name));
      const theirs = new Set([...name, ...donor.otherNames.flatMap(wordsOf)]);
      // Each names the other's first term ('Black bean sauce' is no black bean), unless USDA links them.
      const isLinked = donor.food === linked || donor.otherNames.some((n) => ownOther.has(wordKey(n)));
      if (!head.every((w) => theirs.has(w))) continue;
      if (!isLinked && !wordsOf(donor.food.name.split(',')[0]!).every((w) => own.has(w))) continue;
      // Words of the other's name this one lacks make it another food ('breast' for a thigh); words of
      // this one's name the other lacks are more often details ('shelf stable', 'farm raised').
      const covered = this.weightOf([...name].filter((w) => own.has(w))) / (this.weightOf(name) || 1);
      const shared = this.weightOf([...ownName].filter((w) => theirs.has(w))) + this.weightOf([...name].filter((w) => own.has(w)));
      const score = shared / (this.weightOf(ownName) + this.weightOf(name) || 1) + (isLinked ? LINKED : 0);
      if (score < SAME_FOOD || (covered < DONOR_COVERED && !isLinked)) continue;
      const tie = best !== null && Math.abs(score - best.score) <= 1e-9 && donor.food.source === 'sr_legacy' && best.twin.source !== 'sr_legacy';
      if (!best || score > best.score + 1e-9 || tie) best = { twin: donor.food, score };
    }
    return best;
  }
}
