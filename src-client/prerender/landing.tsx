// Built and run at build time only (scripts/prerender-landing.ts, decision 074): the signed-out
// landing page as HTML, in each language, from the same components the app renders at `/`.
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { createInstance } from 'i18next';
import ICU from 'i18next-icu';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../src/domain/choices.ts';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { BareLayout } from '../features/layout/BareLayout.tsx';

export { PRERENDERED_ID } from '../app/prerendered.ts';

type Messages = Record<string, unknown>;
const messages = import.meta.glob<Messages>('../locales/*/{common,landing}.json', { eager: true, import: 'default' });

function messagesOf(language: string, namespace: 'common' | 'landing'): Messages {
  const found = messages[`../locales/${language}/${namespace}.json`];
  if (!found) throw new Error(`no ${namespace} messages for ${language}`);
  return found;
}

/** The landing page's markup and document title in one language. */
export function renderLanding(language: Language): { html: string; title: string } {
  const i18n = createInstance();
  void i18n.use(ICU).init({
    initAsync: false,
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'landing'],
    defaultNS: 'common',
    resources: Object.fromEntries(['en', language].map((lng) => [lng, { common: messagesOf(lng, 'common'), landing: messagesOf(lng, 'landing') }])),
    interpolation: { escapeValue: false },
  });
  // Links need a router to write their href; nothing is routed here.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const html = renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <RouterContextProvider router={router}>
          <BareLayout>
            <LandingPage />
          </BareLayout>
        </RouterContextProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { html, title: i18n.t('landing:documentTitle') };
}
