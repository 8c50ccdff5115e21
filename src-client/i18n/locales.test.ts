import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/schemas/enums.ts';
import { namespaces } from '../locales/en/index.ts';

const dir = (language: string) => fileURLToPath(new URL(`../locales/${language}/`, import.meta.url));
// English server errors are the catalogue the server renders them from (decision 071).
const SHARED = new Map([['errors', fileURLToPath(new URL('../../src/errors/en.json', import.meta.url))]]);
// What the server writes in the reader's language itself: the coach, the weekly summary, food swaps,
// and the nutrient names and portion words it shares with the client (decision 110).
const SERVER = new Map(['advice', 'terms'].map((folder) => [folder, (language: string) => fileURLToPath(new URL(`../../src/${folder}/${language}.json`, import.meta.url))]));
const file = (language: string, namespace: string) => SERVER.get(namespace)?.(language) ?? ((language === 'en' && SHARED.get(namespace)) || `${dir(language)}${namespace}.json`);
/** Every catalogue a reader reads: the client's namespaces and the server's own. */
const catalogues = [...new Set<string>([...namespaces, ...SERVER.keys()])];

type Messages = { [key: string]: string | Messages };
const read = (language: string, namespace: string): Messages => JSON.parse(readFileSync(file(language, namespace), 'utf8'));

/** Every message by its dotted key. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The names a message fills in ({count}, {name}), so a translation cannot drop or rename one. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    }
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

// A message may equal English only where each of its words is the same in that language by nature:
// unit symbols and names, and words the language shares with English.
const SAME_EVERYWHERE = new Set(['kcal', 'g', 'kg', 'mg', 'ml', 'cm', 'min', 'ft', 'in', 'MET', '3D', 'Platewise', 'Keto', 'Paleo', 'Admin', 'Token', 'Pizza', 'Original']);
const SAME_IN = new Map([
  ['es', new Set(['Error', 'Zinc', 'Alcohol', 'Legal', 'Pasta'])],
  ['de', new Set(['Vegan', 'Snack', 'Snacks', 'Name', 'Optional', 'Status', 'Portion', 'Burger', 'Details', 'Trend', 'Version', 'Budget', 'Pause', 'Dashboard', 'Avocados', 'Vitamin', 'A', 'C', 'D', 'E', 'K', 'B6', 'B12', 'RAE', 'Calcium', 'Magnesium', 'Niacin', 'Thiamin', 'Riboflavin'])],
]);
// Apps and the files they export are named as they are everywhere.
const PRODUCT_NAMES = /Apple Health|Google Fit|Health Connect|Fitbit|MacroFactor|Lose It!|SR Legacy|\([^()]*\.(?:xml|csv|json|xlsx|zip)\)/g;

/** The words a message says itself, leaving out the values it fills in. */
function wordsOf(message: string): string[] {
  const text: string[] = [];
  const collect = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal) text.push(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) for (const option of Object.values(e.options)) collect(option.value);
      if (e.type === TYPE.tag) collect(e.children);
    }
  };
  collect(parse(message));
  return text.join(' ').replace(PRODUCT_NAMES, ' ').match(/[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu) ?? [];
}

describe('shipped languages', () => {
  it('have a file for every namespace English has', () => {
    for (const language of languages) {
      const own = namespaces.filter((n) => !SERVER.has(n) && (language !== 'en' || !SHARED.has(n)));
      expect(readdirSync(dir(language)).filter((f) => f.endsWith('.json')).sort()).toEqual(own.map((n) => `${n}.json`).sort());
    }
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    it(`${language} has every English key, no other, and fills in the same values`, () => {
      const problems: string[] = [];
      for (const namespace of catalogues) {
        const english = flatten(read('en', namespace));
        const translated = flatten(read(language, namespace));
        for (const [key, message] of english) {
          const other = translated.get(key);
          if (other === undefined || other.trim() === '') problems.push(`${namespace}:${key} missing`);
          else if ([...argumentsOf(parse(message))].sort().join() !== [...argumentsOf(parse(other))].sort().join()) problems.push(`${namespace}:${key} fills in different values`);
        }
        for (const key of translated.keys()) if (!english.has(key)) problems.push(`${namespace}:${key} is not an English key`);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const language of languages.filter((l) => l !== 'en')) {
    it(`${language} says every message in its own words, not English's`, () => {
      const untranslated: string[] = [];
      for (const namespace of catalogues) {
        const translated = flatten(read(language, namespace));
        for (const [key, message] of flatten(read('en', namespace))) {
          if (translated.get(key) !== message) continue;
          const words = wordsOf(message).filter((w) => !SAME_EVERYWHERE.has(w) && !SAME_IN.get(language)?.has(w));
          if (words.length > 0) untranslated.push(`${namespace}:${key} "${message}"`);
        }
      }
      expect(untranslated).toEqual([]);
    });
  }

  it('are all valid ICU messages', () => {
    for (const language of languages)
      for (const namespace of catalogues)
        for (const [key, message] of flatten(read(language, namespace))) expect(() => parse(message), `${language} ${namespace}:${key}`).not.toThrow();
  });
});
