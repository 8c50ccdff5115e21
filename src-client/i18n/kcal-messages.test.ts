import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/schemas/enums.ts';

type Messages = { [key: string]: string | Messages };
const strings = (m: Messages): string[] => Object.values(m).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)));

/** The way each amount of kcal is written in a message: `{calories, number, integer} kcal`. */
function kcalArguments(elements: MessageFormatElement[], out: string[] = []): string[] {
  elements.forEach((e, i) => {
    const next = elements[i + 1];
    const beforeKcal = next?.type === TYPE.literal && /^\s?kcal/.test(next.value);
    if (beforeKcal && (e.type === TYPE.argument || e.type === TYPE.number)) out.push(e.type === TYPE.number ? `${e.value}, number, ${String(e.style)}` : e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) kcalArguments(o.value, out);
    if (e.type === TYPE.tag) kcalArguments(e.children, out);
  });
  return out;
}

describe('amounts of kcal', () => {
  it('are written with the reader’s thousands separator in every message of every language', () => {
    for (const language of languages) {
      const dir = fileURLToPath(new URL(`../locales/${language}/`, import.meta.url));
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const found = strings(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Messages).flatMap((m) => kcalArguments(parse(m, { ignoreTag: false })));
        // `range` is text ("200–400"), written by its caller.
        for (const a of found.filter((x) => x !== 'range')) expect(a, `${language}/${file}`).toMatch(/, number, integer$/);
      }
    }
  });

  it('read 2,126 kcal in English and 2.126 kcal in German', () => {
    const kcal = (locale: string) => new IntlMessageFormat('{calories, number, integer} kcal', locale).format({ calories: 2126.4 });
    expect(kcal('en')).toBe('2,126 kcal');
    expect(kcal('de')).toBe('2.126 kcal');
  });
});
