/**
 * Finding the food words of one phrase by the role the other words play in the sentence, read from
 * English's closed word classes (pronouns, possessives, the relative 'that', the infinitive 'to'),
 * never from a list of words that once failed: what follows them in a phrase says who ate it, when or
 * why, and names no food.
 */

/** Subject pronouns: a clause with one of them is about the person ('that I made this morning'). */
const SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'they', "i've", "i'd", "we've", "i'm"]);
/** Possessive determiners: a phrase with one is about the person's day ('for my midday meal', 'on my break'). */
const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
/** Words that open a relative clause. */
const RELATIVES = new Set(['that', 'which', 'who', 'i']);
/**
 * Prepositions and conjunctions that open a phrase or clause of time, place or circumstance ('after the
 * gym', 'at the office', 'while watching a movie', 'before bed'); USDA's names use none of them to
 * name a food ('in', 'on', 'from' and 'with' they do: 'tuna in water', 'sandwich on wheat').
 */
const ADJUNCTS = new Set(['at', 'after', 'before', 'while', 'whilst', 'during', 'between', 'until', 'since', 'because', 'when', 'whenever']);
/** Prepositions a sentence may open with before its subject ('in lunch i took …', 'for dinner we had …'). */
const OPENERS = new Set([...ADJUNCTS, 'in', 'on', 'for', 'from', 'with', 'by']);
/** 'post-workout', 'pre-game': after or before something ('pre-cooked' says how it was made). */
const isTimeAdjective = (word: string) => /^post-[a-z]/.test(word) || (/^pre-[a-z]/.test(word) && !isPastParticiple(word.slice(4)));
/** Verbs a relative clause states an amount with ('that weighed', 'which was'). */
const AMOUNT_VERBS = new Set(['weighed', 'weighs', 'weighing', 'was', 'were', 'is', 'are', 'came', 'comes', 'totaled', 'totalled', 'measured']);
/** Relative pronouns that are nothing else ('that' may be a determiner: 'that pizza'). */
const ONLY_RELATIVE = new Set(['which', 'who']);
/** Auxiliaries, modals and the adverbs said between a subject and its verb ('i have just made', 'we also had'). */
const AUXILIARIES = new Set(['have', 'had', 'has', 'am', 'was', 'were', 'will', 'would', 'did', 'must', 'might', 'may', 'could', 'should', 'just', 'also', 'then', 'already', 'finally']);
/**
 * A past participle opening a reduced relative clause: the regular ones end in 'ed', these few are
 * English's irregular ones said of food ('a sandwich packed for school', 'chicken set aside for supper').
 */
const IRREGULAR_PARTICIPLES = new Set(['eaten', 'bought', 'brought', 'made', 'left', 'set', 'kept', 'given', 'taken', 'got', 'gotten', 'saved']);
/** A past participle: regular ('packed', 'sliced') or one of the irregular ones above. */
export const isPastParticiple = (word: string) => /^[a-z]{3,}ed$/.test(word) || IRREGULAR_PARTICIPLES.has(word);

/** What follows such a participle when the clause says why, when, where or by whom, not how it was cooked ('fried in butter'). */
const CLAUSE_AFTER_PARTICIPLE = new Set(['for', 'at', 'by', 'aside', 'away', 'over', 'during', 'after', 'before', 'while', 'earlier', 'yesterday', 'today']);

/** Particles that complete a verb before its object. */
const PARTICLES = new Set(['for', 'on', 'up', 'down', 'off', 'through', 'into']);

/** Reflexive pronouns: the verb before one is the person's doing ('treated myself to', 'made myself'). */
const REFLEXIVES = new Set(['myself', 'ourselves', 'yourself', 'himself', 'herself', 'themselves']);

/**
 * Where the object of a clause begins: after its subject and verb when it opens with a subject ('i
 * made 90 g pizza'), or after a reflexive pronoun and its 'to' ('treated myself to a donut').
 */
function objectStart(words: readonly string[]): number {
  // 'in the morning i had …', 'during the movie we shared …': a phrase of time, place or circumstance
  // before the subject; the clause begins at its subject.
  const subject = words.findIndex((w) => SUBJECTS.has(w));
  if (OPENERS.has(words[0] ?? '') && subject > 1 && !words.slice(0, subject).some((w) => /^\d/.test(w))) return subject + objectStart(words.slice(subject));
  const reflexive = words.findIndex((w) => REFLEXIVES.has(w));
  if (reflexive >= 0) return Math.min(words.length, reflexive + (words[reflexive + 1] === 'to' ? 2 : 1));
  // 'just finished a bowl of soup': a clause said without its subject opens with an adverb and a verb in
  // the past, and its object with an amount or a determiner ('just grilled chicken' is only that).
  const subjectless = ['just', 'finally', 'already', 'then'].includes(words[0] ?? '') && isPastParticiple(words[1] ?? '') && /^(?:\d|(?:the|some|my|our|half)$)/.test(words[2] ?? '');
  if (!SUBJECTS.has(words[0] ?? '') && !subjectless) return 0;
  let i = 1;
  while (AUXILIARIES.has(words[i] ?? '')) i++;
  i++;
  // The particle of a phrasal verb ('went for', 'munched on', 'wolfed down').
  if (PARTICLES.has(words[i] ?? '')) i++;
  return Math.min(i, words.length);
}

/**
 * Where the phrase's food words start and end: from the object of a clause that opens with its
 * subject ('i made …') to the first word that opens a clause or phrase about the person: a relative
 * clause ('… which came to 380 grams', '… that I made this morning', '… I'd say 120 grams'), a phrase
 * of time, place or circumstance ('… after the gym', '… at the office'), a purpose clause ('… to sip
 * on', but not 'ready to eat' nor a range '2 to 3'), or a phrase with a possessive ('… for my midday
 * meal'), or a past participle saying why, when or by whom ('… packed for school', '… set aside for supper').
 * Such a part runs to the end of the phrase; it names no food, though it may state the amount.
 */
export function foodSpan(all: readonly string[]): [number, number] {
  const start = objectStart(all);
  const words = all.slice(start);
  const end = words.findIndex((w, i) => {
    const next = words[i + 1] ?? '';
    if (SUBJECTS.has(w) && i > 0) return true;
    if ((ONLY_RELATIVE.has(w) || ADJUNCTS.has(w) || isTimeAdjective(w)) && i > 0) return true;
    if (RELATIVES.has(w) && SUBJECTS.has(next)) return true;
    // '… that weighed 240 grams', '… that was about a cup': a relative with its verb says what it came to.
    if (RELATIVES.has(w) && i > 0 && AMOUNT_VERBS.has(next)) return true;
    if (w === 'to' && i > 0 && words[i - 1] !== 'ready' && /^[a-z]/.test(next)) return true;
    if (i > 0 && isPastParticiple(w) && CLAUSE_AFTER_PARTICIPLE.has(next)) return true;
    // 'a cup of my carrots': a possessive after 'of' says whose food it is.
    return POSSESSIVES.has(next) && i > 0 && !/^\d/.test(w) && w !== 'of';
  });
  return [start, end < 0 ? all.length : start + end];
}

