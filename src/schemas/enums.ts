import { z } from 'zod';

export * from '../domain/choices.ts';

/** An enum field whose error names the field and the allowed values. */
export function enumField<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
}
