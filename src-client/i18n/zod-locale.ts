import type { z } from 'zod';
import type { Language } from '../../src/schemas/enums.ts';

type ErrorMap = z.core.$ZodErrorMap;

// zod's own messages in each language besides English (zod's default), fetched when a reader
// switches to it: a reader of English never downloads them.
const LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: () => { localeError: ErrorMap } }>> = {
  es: () => import('zod/v4/locales/es.js'),
  de: () => import('zod/v4/locales/de.js'),
};

const hasLocale = (language: string | undefined): language is keyof typeof LOCALES => language !== undefined && Object.hasOwn(LOCALES, language);

let wanted: string | undefined;
let loaded: { language: string; localeError: ErrorMap } | undefined;

/** Fetches zod's messages for the language shown; when languages change quickly, the last one wins. */
export async function loadZodLocale(language: string | undefined): Promise<void> {
  wanted = language;
  if (!hasLocale(language) || loaded?.language === language) return;
  const { localeError } = (await LOCALES[language]()).default();
  if (wanted === language) loaded = { language, localeError };
}

/** A schema issue in zod's words for this language; undefined until they have loaded. */
export function zodMessage(issue: z.core.$ZodRawIssue, language: string): string | undefined {
  if (loaded?.language !== language) return undefined;
  const said = loaded.localeError(issue);
  return typeof said === 'string' ? said : (said?.message ?? undefined);
}
