import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { schemaIssueText } from '../i18n/error-text.ts';

export interface ZodFormOptions {
  /** Which issue a field shows when it has several: the schema's first or (as zod4Resolver) its last. */
  errorPriority?: 'first' | 'last';
}

/**
 * Mantine's `validate` for a zod schema, as mantine-form-zod-resolver's zod4Resolver, with each
 * message in the language shown: the schema's own (English) message, else zod's words for it.
 */
export function zodFormResolver(schema: z.ZodType, { errorPriority = 'last' }: ZodFormOptions = {}) {
  return (values: Record<string, unknown>): FormErrors => {
    // The input stays on the issues so zod's messages can name the type received.
    const parsed = schema.safeParse(values, { reportInput: true });
    const errors: FormErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.join('.');
      if (errorPriority === 'last' || !(path in errors)) errors[path] = schemaIssueText(issue);
    }
    return errors;
  };
}
