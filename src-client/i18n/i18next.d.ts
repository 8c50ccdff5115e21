import type { en } from '../locales/en/index.ts';

// Keys are checked by the compiler against the English messages: a missing key fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
