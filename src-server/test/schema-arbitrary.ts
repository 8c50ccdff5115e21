import fc from 'fast-check';
import { z } from 'zod';
import { awkwardText, hostileText, hostileValue } from './hostile.ts';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
};

/** A zod input schema as JSON Schema, as a client would see it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every property name a schema mentions, at any depth: the keys worth putting in hostile objects. */
export function propertyNames(schema: JsonSchema): string[] {
  const own = Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [key, ...propertyNames(child)]);
  const nested = [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((child) => (child ? propertyNames(child) : []));
  return [...own, ...nested];
}

/** Values to prefer for a property, e.g. ids of rows the fuzzed user really has; only those of the property's type are used. */
export type Hints = Record<string, unknown[]>;

function fits(value: unknown, schema: JsonSchema): boolean {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  if (type === 'string') return typeof value === 'string';
  if (type === 'object') return typeof value === 'object' && value !== null;
  return true;
}

const validDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const edgeDate = fc.constantFrom('0000-01-01', '9999-12-31', '2026-02-29', '2024-02-29', '1970-01-01');

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof({ arbitrary: validDate, weight: 6 }, { arbitrary: edgeDate, weight: 1 }, { arbitrary: fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weight: 1 });
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  // Lengths right at and just past the limit, capped so a query stays a plausible URL.
  const atLimit = Math.min(max, 10_000);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) }), weight: 12 },
    { arbitrary: awkwardText, weight: 2 },
    { arbitrary: fc.constantFrom('é'.repeat(atLimit), 'x'.repeat(atLimit + 1)), weight: 1 },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: inRange, weight: 12 }, { arbitrary: fc.constantFrom(min, max, min - 1, max + 1, max + 0.5, 1e308, -1e308, 2 ** 53 + 2), weight: 1 });
}

function validOf(schema: JsonSchema, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  const hinted = key ? (hints[key] ?? []).filter((v) => fits(v, schema)) : [];
  if (hinted.length) return fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, { arbitrary: validOf(schema, {}), weight: 1 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => nearValid(c, hints, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(nearValid(schema.items ?? {}, hints), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return objectOf(schema, hints);
    default:
      return hostileValue(['value'], hostileText);
  }
}

/** The value one time in ten, null otherwise. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary, weight: 1 });

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const required = schema.required ?? [];
  const model = Object.fromEntries(Object.entries(props).map(([key, child]) => [key, nearValid(child, hints, key)]));
  // Optional keys come and go; now and then a required key is missing, or an unknown key or `__proto__` rides along.
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      rarely(required.length ? fc.constantFrom(...required) : fc.constant(null)),
      rarely(fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'userId', 'id'), hostileValue(['x']), { minKeys: 1, maxKeys: 2 })),
    )
    .map(([record, missing, extra]) => {
      const out: Record<string, unknown> = { ...record };
      if (missing) delete out[missing];
      // defineProperty, so `__proto__` becomes a key of the JSON rather than the object's prototype.
      for (const [k, v] of Object.entries(extra ?? {})) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });
}

/** Mostly values the schema accepts, each one replaced by something hostile now and then. */
export function nearValid(schema: JsonSchema, hints: Hints = {}, key?: string): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validOf(schema, hints, key), weight: 19 }, { arbitrary: hostileValue(propertyNames(schema).concat('value'), fc.oneof(hostileText, awkwardText)), weight: 1 });
}
