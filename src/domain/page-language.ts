import { languages, type Language } from './choices.ts';

/** The cookie that mirrors a language chosen on this device, so the server can answer in it too. */
export const LANGUAGE_COOKIE = 'platewise_language';

/**
 * The language a page is shown in, by the client's own rule: the choice saved on this device, then
 * the browser's languages in order of preference (a regional variant counts as its language), then
 * English.
 */
export function pageLanguage(saved: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = languages.find((l) => l === saved);
  if (chosen) return chosen;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((w) => w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { language } of wanted) {
    const match = languages.find((l) => l === language);
    if (match) return match;
  }
  return 'en';
}
