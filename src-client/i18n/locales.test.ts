import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/schemas/enums.ts';
import { namespaces } from '../locales/en/index.ts';

const dir = (language: string) => fileURLToPath(new URL(`../locales/${language}/`, import.meta.url));
// English server errors are the catalogue the server renders them from (decision 071).
const SHARED = new Map([['errors', fileURLToPath(new URL('../../src/errors/en.json', import.meta.url))]]);
const file = (language: string, namespace: string) => (language === 'en' && SHARED.get(namespace)) || `${dir(language)}${namespace}.json`;

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

describe('shipped languages', () => {
  it('have a file for every namespace English has', () => {
    for (const language of languages) {
      const own = namespaces.filter((n) => language !== 'en' || !SHARED.has(n));
      expect(readdirSync(dir(language)).filter((f) => f.endsWith('.json')).sort()).toEqual(own.map((n) => `${n}.json`).sort());
    }
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    it(`${language} has every English key, no other, and fills in the same values`, () => {
      const problems: string[] = [];
      for (const namespace of namespaces) {
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

  it('are all valid ICU messages', () => {
    for (const language of languages)
      for (const namespace of namespaces)
        for (const [key, message] of flatten(read(language, namespace))) expect(() => parse(message), `${language} ${namespace}:${key}`).not.toThrow();
  });
});
