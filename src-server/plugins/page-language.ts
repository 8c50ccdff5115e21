import Negotiator from 'negotiator';
import { languages, type Language } from '../../src/domain/choices.ts';

/**
 * The language a page is shown in, by the client's own rule: the choice saved on this device, then
 * the browser's languages in order of preference (negotiator ranks Accept-Language by weight, and a
 * regional variant such as de-DE matches its language), then English.
 */
export function pageLanguage(saved: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = languages.find((l) => l === saved);
  if (chosen) return chosen;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...languages]);
  return languages.find((l) => l === best) ?? 'en';
}
