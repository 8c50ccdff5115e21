import fc from 'fast-check';

/** The fixed seed of every fuzz test; set FUZZ_SEED to explore other inputs. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20261122);

export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('NaN', 'Infinity', '-1', '1e309', '0x10', '', ' ', 'null', '__proto__', '../../etc/passwd', '2026-02-30', '9'.repeat(40), '💥'.repeat(30), "'; drop table users; --"),
);

/** Text a database or a JSON parser may choke on: NUL, lone surrogates, control and right-to-left characters. */
export const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('a\u0000b', '\u0000', '\ud800', 'x\udfffy', '\u202eevil', '\r\n\t', 'e\u0301', '%00', '\\u0000', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'),
);

/** Any JSON-ish value, nested a few levels, under the given object keys. */
export function hostileValue(keys: readonly string[], text: fc.Arbitrary<string> = hostileText): fc.Arbitrary<unknown> {
  return fc.letrec((tie) => ({
    leaf: fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308)),
    node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...keys), tie('node'), { maxKeys: 6 })),
  })).node;
}

/** JSON text sent as is: a value too deep for this process to build and stringify itself. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `RawJson(${this.text.length} chars: ${this.text.slice(0, 20)}…)`;
  }
}

export function jsonText(value: unknown): string {
  return value instanceof RawJson ? value.text : JSON.stringify(value);
}

/** An array or object nested far deeper than any input, e.g. [[[[…]]]] 5,000 levels down. */
export const deepNesting = fc.tuple(fc.integer({ min: 200, max: 5000 }), fc.boolean()).map(
  ([depth, asArray]) => new RawJson(asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);
