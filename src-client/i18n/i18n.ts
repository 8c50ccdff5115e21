import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import ICU from 'i18next-icu';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '../../src/domain/choices.ts';
import { LANGUAGE_COOKIE } from '../../src/domain/page-language.ts';
import common from '../locales/en/common.json';
import layout from '../locales/en/layout.json';
import navigation from '../locales/en/navigation.json';
import offline from '../locales/en/offline.json';
import tour from '../locales/en/tour.json';
import { loadZodLocale } from './zod-locale.ts';

/** Where the browser remembers a language chosen before signing in, or on this device. */
export const LANGUAGE_STORAGE_KEY = 'platewise.language';

// Messages are ICU (plurals, numbers, selects). English `common` and the signed-in chrome's
// namespaces (menus, footer, waiting and tour marks) are bundled: every screen needs them at once,
// and a file of their own cost a signed-in screen's first paint a request (decision 086). Every
// other namespace, English included, arrives with the first screen that uses it, and React suspends
// until it has, so first-load code stays the same size however many screens there are.
// `errors` is not a screen's: it loads with any language but English, whose errors are the server's
// own messages; English errors are the server's catalogue itself (decision 071).
const translations = new Map(Object.entries(import.meta.glob(['../locales/*/*.json', '!../locales/en/{common,layout,navigation,offline,tour}.json'])));
// `terms` (nutrient names, portion words) are the server's too, in every language (decision 110).
const terms = new Map(Object.entries(import.meta.glob('../../src/terms/*.json')));
const load = (language: string, namespace: string) =>
  language === 'en' && namespace === 'errors'
    ? import('../../src/errors/en.json')
    : ((namespace === 'terms' ? terms.get(`../../src/terms/${language}.json`) : translations.get(`../locales/${language}/${namespace}.json`))?.() ?? Promise.resolve({}));

void i18n
  .use(ICU)
  .use(LanguageDetector)
  .use(resourcesToBackend(load))
  .use(initReactI18next)
  .init({
    resources: { en: { common, layout, navigation, offline, tour } },
    partialBundledLanguages: true,
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] },
  });

/** The server answers `/` in the language chosen here too (decision 074): it reads this cookie. */
function shareChoiceWithServer(language: string | null): void {
  const chosen = languages.find((l) => l === language);
  document.cookie = chosen
    ? `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=31536000; samesite=lax`
    : `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
  shareChoiceWithServer(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  // Server errors are said in this language from these (lib/api-errors.ts).
  void loadZodLocale(i18n.resolvedLanguage);
  if (i18n.resolvedLanguage !== 'en') void i18n.loadNamespaces('errors');
});

/** The language shown now, one the app ships. */
export function currentLanguage(): Language {
  return languages.find((l) => l === i18n.resolvedLanguage) ?? 'en';
}

/**
 * Shows the app in a language, remembered on this device; null goes back to the browser's own.
 * The user's saved choice (Profile Settings) is applied on every device they sign in on.
 */
export async function applyLanguage(language: Language | null): Promise<void> {
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  await i18n.changeLanguage(language ?? undefined);
}

export { i18n };
