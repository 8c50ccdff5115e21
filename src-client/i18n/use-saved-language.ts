import { useEffect } from 'react';
import type { Language } from '../../src/domain/choices.ts';
import { applyLanguage, currentLanguage } from './i18n.ts';

/** A signed-in user's saved language wins over this browser's, on every device they use. */
export function useSavedLanguage(saved: Language | null | undefined) {
  useEffect(() => {
    if (saved && saved !== currentLanguage()) void applyLanguage(saved);
  }, [saved]);
}
