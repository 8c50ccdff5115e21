import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './vite-icu-messages.ts';

// As i18next-icu formats a message in the browser.
const format = (message: unknown, locale: string, values: Record<string, unknown>) =>
  new IntlMessageFormat(message as string, locale, undefined, { ignoreTag: true }).format(values);

describe('pre-compiled messages', () => {
  const source = {
    card: {
      nutrition: '<strong>{calories, number, ::group-off} kcal</strong> · P {protein} g',
      entries: '{count, plural, one {# entry} other {# entries}}',
      quoted: "It''s {name}''s day",
    },
    tips: ['Drink water', "Don't skip {meals}"],
  };
  const compiled = compileMessages(source) as unknown as typeof source;

  it('say what the source messages say, in each language', () => {
    for (const locale of ['en', 'de', 'es']) {
      for (const [key, values] of [
        ['nutrition', { calories: 12345, protein: 30 }],
        ['entries', { count: 1 }],
        ['entries', { count: 1234 }],
        ['quoted', { name: 'Ana' }],
      ] as const) {
        expect(format(compiled.card[key], locale, values)).toBe(format(source.card[key], locale, values));
      }
    }
    expect(format(compiled.card.nutrition, 'de', { calories: 12345, protein: 30 })).toBe('<strong>12345 kcal</strong> · P 30 g');
  });

  it('keep lists read whole as they are', () => {
    expect(compiled.tips).toEqual(source.tips);
  });
});
