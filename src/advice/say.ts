import { IntlMessageFormat } from 'intl-messageformat';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import deTerms from '../terms/de.json' with { type: 'json' };
import enTerms from '../terms/en.json' with { type: 'json' };
import esTerms from '../terms/es.json' with { type: 'json' };
import { portionInWords } from '../domain/portion-words.ts';

/**
 * The coach's and the weekly summary's words in each language the app ships: written by the server
 * in the reader's language, since an AI engine may reword them and they are stored as said. Nutrient
 * names and portion words (`src/terms`) are the client's too.
 */
type Catalogue = typeof en & typeof enTerms;
export type AdviceKey = { [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}` }[keyof Catalogue];
export type AdviceParams = Record<string, string | number>;
/** A message of the catalogue with its values filled in. */
export type Say = (key: AdviceKey, params?: AdviceParams) => string;

const catalogues = new Map<string, Catalogue>([
  ['en', { ...en, ...enTerms }],
  ['es', { ...es, ...esTerms }],
  ['de', { ...de, ...deTerms }],
]);

// Compiled once per language and message: the same few dozen are said again and again.
const compiled = new Map<string, IntlMessageFormat>();

function formatOf(language: string, key: AdviceKey): IntlMessageFormat {
  const id = `${language}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    const [group, name] = key.split('.') as [keyof Catalogue, string];
    const messages = (catalogues.get(language) ?? catalogues.get('en')!)[group] as Record<string, string>;
    // ignoreTag: a '<' in a message is text, not markup.
    format = new IntlMessageFormat(messages[name]!, language, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
}

/** The words in a language ('en' when the app does not ship it). */
export function sayIn(language: string): Say {
  const lang = catalogues.has(language) ? language : 'en';
  return (key, params = {}) => String(formatOf(lang, key).format(params));
}

export const sayInEnglish: Say = sayIn('en');

/** A portion label with its measure in the reader's words ('1 cup' → '1 taza'); in English USDA's own label. */
export function portionSaid(language: string, label: string): string {
  if (!catalogues.has(language) || language === 'en') return label;
  const say = sayIn(language);
  return portionInWords(label, (word, count) => say(`portions.${word}`, { count }));
}

/** A measure alone ('slice', 'serving (85 g)') in the reader's words, as one of it. */
export const measureSaid = (language: string, measure: string): string => portionSaid(language, `1 ${measure}`).slice(2);
