import { describe, expect, it } from 'vitest';
import { jsonObjectStream } from './json-objects.ts';

async function objectsOf(pieces: string[]) {
  const seen: Record<string, unknown>[] = [];
  const stream = jsonObjectStream((value) => seen.push(value));
  for (const piece of pieces) stream.write(piece);
  return { read: await stream.end(), seen };
}

describe('jsonObjectStream', () => {
  it('hands over each object of an array, whatever the pieces, with braces and quotes inside strings', async () => {
    const text = '[{"name":"a {b} \\"c\\"","value":"1"},\n {"name":"d","value":2}]';
    const whole = await objectsOf([text]);
    const split = await objectsOf(text.split(''));
    expect(whole).toEqual({ read: true, seen: [{ name: 'a {b} "c"', value: '1' }, { name: 'd', value: 2 }] });
    expect(split).toEqual(whole);
  });

  it('reads nested values, a lone object, an unclosed array and text as not an array of records', async () => {
    for (const text of ['[{"a":{"b":1}}]', '{"a":1}', '[{"a":1}, {"a"', 'Date,Weight']) {
      expect((await objectsOf([text])).read, text).toBe(false);
    }
  });
});
